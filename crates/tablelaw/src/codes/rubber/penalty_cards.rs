//! Cards exposed during the auction, in the play: rubber Law 23 lets
//! declarer treat a defender's exposed cards as penalty cards, and Law 50
//! says what a penalty card demands.
//!
//! The 1993 text of Law 50 is not among the texts at hand; RULES.md §3.2
//! gives it: (a) the owner must play a penalty card at the first legal
//! opportunity, following suit and other imposed penalties first, and with
//! two or more playable, declarer chooses which; (b) when the owner's
//! partner gains the lead, declarer may require or forbid the lead of its
//! suit, and the card is then picked up; otherwise it stays a penalty card.

use crate::card::CardSet;
use crate::law::Citation;
use crate::ruling::{Chooser, OptionId, PenaltyKind, PenaltyStatus, Ruling, option};
use crate::table::EventError;

use super::{Pending, RubberAuction};

impl RubberAuction {
    /// Law 23: at the start of the play, declarer decides whether the
    /// defenders' cards exposed during the auction are penalty cards.
    pub(super) fn offer_penalty_cards(&mut self) {
        let Some(play) = self.play.as_ref() else {
            return;
        };
        let declarer = play.contract().declarer;
        let owed: Vec<usize> = self
            .penalties
            .iter()
            .enumerate()
            .filter(|(_, p)| {
                p.status == PenaltyStatus::InForce
                    && matches!(p.kind, PenaltyKind::PenaltyCards { .. })
            })
            .map(|(i, _)| i)
            .collect();
        if owed.is_empty() {
            return;
        }
        let cards: Vec<String> = owed
            .iter()
            .flat_map(|&i| match &self.penalties[i].kind {
                PenaltyKind::PenaltyCards { cards } => cards
                    .iter()
                    .map(|c| format!("{} {c}", self.penalties[i].seat.name()))
                    .collect(),
                _ => Vec::new(),
            })
            .collect();
        let r = Ruling::new(
            Citation::rubber(23, ""),
            None,
            format!("cards exposed during the auction by a defender ({}): declarer may treat every such card as a penalty card", cards.join(", ")),
        )
        .choice(
            Chooser::Seat(declarer),
            vec![
                option(OptionId::PenaltyCards, "treat them as penalty cards (Law 50): each is played at the first legal opportunity, and declarer has lead options when the owner's partner gains the lead"),
                option(OptionId::PickUp, "let them be picked up: no penalty card"),
            ],
        );
        let ruling = self.rule(r);
        self.pending = Some(Pending::PenaltyCards { ruling, owed });
    }

    /// Declarer's election under Law 23.
    pub(super) fn elect_penalty_cards(&mut self, choice: OptionId) -> Result<(), EventError> {
        let Some(Pending::PenaltyCards { ruling, owed }) = self.pending.clone() else {
            return Err(EventError::NoPending);
        };
        let treat = match choice {
            OptionId::PenaltyCards => true,
            OptionId::PickUp => false,
            other => {
                return Err(EventError::NotAnOption {
                    option: other,
                    offered: vec![OptionId::PenaltyCards, OptionId::PickUp],
                });
            }
        };
        self.pending = None;
        self.rulings[ruling].chosen = Some(choice);
        let mut cards = CardSet::EMPTY;
        for i in owed {
            if let PenaltyKind::PenaltyCards { cards: c } = &self.penalties[i].kind {
                cards = cards.union(c.iter().copied().collect());
            }
            self.penalties[i].status = if treat {
                PenaltyStatus::Spent
            } else {
                PenaltyStatus::Waived
            };
        }
        if treat {
            if let Some(play) = self.play.as_mut() {
                play.add_penalty_cards(cards);
            }
        }
        self.offer_lead_penalty();
        if self.pending.is_none() {
            self.check_penalty_card_choice();
        }
        Ok(())
    }

    /// Law 50(a): with two or more penalty cards the owner may legally play,
    /// declarer chooses which.
    pub(super) fn check_penalty_card_choice(&mut self) {
        if self.pending.is_some() {
            return;
        }
        let Some(play) = self.play.as_ref() else {
            return;
        };
        let Some(seat) = play.turn() else { return };
        let legal = play.legal_plays();
        let owed = legal.intersection(play.penalty_cards());
        if owed.len() < 2 {
            return;
        }
        let declarer = play.contract().declarer;
        let list: Vec<String> = owed.iter().map(|c| c.to_string()).collect();
        let r = Ruling::new(
            Citation::rubber(50, "(a)"),
            Some(seat),
            format!(
                "{} must play a penalty card now, and may legally play {}: declarer chooses which",
                seat.name(),
                list.join(" or ")
            ),
        )
        .choice(Chooser::Seat(declarer), Vec::new());
        let ruling = self.rule(r);
        self.pending = Some(Pending::Designation {
            ruling,
            candidates: owed,
            seat,
        });
    }
}
