//! Cards exposed during the auction, in the play: rubber Law 23 lets
//! declarer treat a defender's exposed cards as penalty cards, and Law 50
//! says what a penalty card demands.
//!
//! The 1993 text of Law 50 is not among the texts at hand; docs/sources.md
//! gives it: (a) the owner must play a penalty card at the first legal
//! opportunity, following suit and other imposed penalties first, and with
//! two or more playable, declarer chooses which; (b) when the owner's
//! partner gains the lead, declarer may require or forbid the lead of its
//! suit, and the card is then picked up; otherwise it stays a penalty card.

use crate::card::{Card, CardSet};
use crate::law::Citation;
use crate::ruling::{Chooser, OptionId, PenaltyKind, PenaltyStatus, Ruling, option};
use crate::seat::Seat;
use crate::table::EventError;

use super::play_laws::ExposedInPlay;
use super::{ContractBridge, Pending};

impl ContractBridge {
    /// Law 23: at the start of the play, declarer decides whether the
    /// defenders' cards exposed during the auction are penalty cards.
    pub(super) fn offer_penalty_cards(&mut self) {
        let Some(play) = self.play.as_ref() else {
            return;
        };
        let declarer = play.contract().declarer;
        let owed = self.owed(|p| matches!(p.kind, PenaltyKind::PenaltyCards { .. }));
        if owed.is_empty() {
            return;
        }
        let cards: Vec<String> = owed
            .iter()
            .flat_map(|&i| match &self.records.penalties[i].kind {
                PenaltyKind::PenaltyCards { cards } => cards
                    .iter()
                    .map(|c| format!("{} {c}", self.records.penalties[i].seat.name()))
                    .collect(),
                _ => Vec::new(),
            })
            .collect();
        if self.laws().exposed_cards_are_penalty_cards() {
            // Duplicate 24E: a defender's exposed cards are penalty cards (Law 50).
            let (law, _) = self.laws().exposed_card();
            let mut set = CardSet::EMPTY;
            for &i in &owed {
                if let PenaltyKind::PenaltyCards { cards: c } = &self.records.penalties[i].kind {
                    set = set.union(c.iter().copied().collect());
                }
                self.records.penalties[i].status = PenaltyStatus::Spent;
            }
            if let Some(play) = self.play.as_mut() {
                play.add_penalty_cards(set);
            }
            self.rule(Ruling::new(
                Citation::new(self.code, law, "E"),
                None,
                format!(
                    "cards exposed during the auction by a defender ({}) are penalty cards (Law 50); the engine enforces the major penalty card rules for each",
                    cards.join(", ")
                ),
            ));
            return;
        }
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
        self.records.rulings[ruling].chosen = Some(choice);
        let mut cards = CardSet::EMPTY;
        for i in owed {
            if let PenaltyKind::PenaltyCards { cards: c } = &self.records.penalties[i].kind {
                cards = cards.union(c.iter().copied().collect());
            }
            self.records.penalties[i].status = if treat {
                PenaltyStatus::Spent
            } else {
                PenaltyStatus::Waived
            };
        }
        if treat && let Some(play) = self.play.as_mut() {
            play.add_penalty_cards(cards);
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
        self.designate_penalty_card(seat, owed);
    }

    /// Law 50(a) (duplicate 51A): declarer designates which of the penalty
    /// cards `owed` the defender on turn plays.
    pub(super) fn designate_penalty_card(&mut self, seat: Seat, owed: CardSet) {
        let Some(play) = self.play.as_ref() else {
            return;
        };
        let declarer = play.contract().declarer;
        let list: Vec<String> = owed.iter().map(|c| c.to_string()).collect();
        let r = Ruling::new(
            self.laws().cite(50, "(a)"),
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
            rest: CardSet::EMPTY,
        });
    }
}

impl ContractBridge {
    /// A card exposed during the play, ruled as the code's
    /// [`PlayLaws`](super::play_laws::PlayLaws) say: a defender's becomes a
    /// penalty card (duplicate Law 49; rubber Law 50), declarer's and dummy's
    /// never do (Law 48A). Under a duplicate edition a single card below an
    /// honour exposed unintentionally (`exposes`) is a minor penalty card;
    /// one exposed through deliberate play (`leads`), an honour, or two or
    /// more cards are major (50B). The rubber code has no minor penalty cards.
    pub(super) fn expose_in_play(
        &mut self,
        seat: Seat,
        cards: &[Card],
        deliberate: bool,
    ) -> Result<(), EventError> {
        let Some(play) = self.play.as_ref() else {
            return Err(EventError::PlayNotRefereed);
        };
        if cards.is_empty() {
            return Err(EventError::NoCards);
        }
        for (k, &card) in cards.iter().enumerate() {
            if !play.hand(seat).contains(card) {
                return Err(EventError::CardNotHeld { seat, card });
            }
            if cards[..k].contains(&card)
                || play.penalty_cards().contains(card)
                || play.faced().contains(card)
            {
                return Err(EventError::CardAlreadyExposed { card });
            }
        }
        let declarer = play.contract().declarer;
        let list: Vec<String> = cards.iter().map(|c| c.to_string()).collect();
        let list = list.join(" ");
        let set: CardSet = cards.iter().copied().collect();
        let minor = self.play_laws().minor_penalty_cards()
            && cards.len() == 1
            && !deliberate
            && !cards[0].rank.is_honour();
        let ruling = match self.play_laws().exposed_in_play(seat.is_opponent(declarer)) {
            ExposedInPlay::PenaltyCard(law) => {
                if let Some(play) = self.play.as_mut() {
                    if minor {
                        play.add_minor_penalty_card(cards[0]);
                    } else {
                        play.add_penalty_cards(set);
                        play.all_major_when_two();
                    }
                }
                let still_minor = minor
                    && self
                        .play
                        .as_ref()
                        .is_some_and(|p| p.minor_penalty_cards().contains(cards[0]));
                let text = if !self.play_laws().minor_penalty_cards() {
                    format!(
                        "{} exposed {list}, a defender's card(s): a penalty card, to be played at the first legal opportunity; declarer has lead options when his partner gains the lead (Law {})",
                        seat.name(),
                        law.path()
                    )
                } else if still_minor {
                    format!(
                        "{} exposed {list} unintentionally, a single card below an honour: a minor penalty card (Law 50B); until he plays it he may not play another {} below an honour, but may play an honour instead (50C); his partner's leads are not restricted",
                        seat.name(),
                        cards[0].suit.name().trim_end_matches('s')
                    )
                } else {
                    let why = if cards.len() > 1 || minor {
                        "a defender with two or more penalty cards has only major ones"
                    } else if deliberate {
                        "exposed through deliberate play"
                    } else {
                        "an honour"
                    };
                    format!(
                        "{} exposed {list}: a major penalty card ({why}, Law 50B), to be played at the first legal opportunity (50D1); when his partner has the lead, declarer may require or prohibit the lead of its suit (50D2)",
                        seat.name()
                    )
                };
                let mut r = Ruling::new(law, Some(seat), text);
                if self.play_laws().minor_penalty_cards() {
                    r.notes
                        .push(self.play_laws().penalty_card_information().to_owned());
                }
                r
            }
            ExposedInPlay::NoPenalty(law) => Ruling::new(
                law,
                Some(seat),
                format!(
                    "{} exposed {list}: declarer's and dummy's cards are never penalty cards; no penalty, and declarer need not play a card dropped accidentally",
                    seat.name()
                ),
            ),
        };
        self.rule(ruling);
        if self.pending.is_none() {
            // Law 50D2: the offender's partner may be about to lead.
            self.offer_lead_penalty();
        }
        self.check_penalty_card_choice();
        Ok(())
    }
}
