//! A defender's premature lead or play (duplicate Law 57A) and cards led
//! or played together (Law 58B); the rubber code applies the 2007 wording
//! and says so.

use crate::card::{Card, CardSet, Suit};
use crate::play::PlayRestriction;
use crate::ruling::{Chooser, OptionId, option};
use crate::seat::Seat;
use crate::table::EventError;

use super::{ContractBridge, Pending};

impl ContractBridge {
    /// Law 57A: a defender's premature lead or play before his partner has
    /// played: a major penalty card, and declarer's choice for partner.
    pub(super) fn premature(
        &mut self,
        seat: Seat,
        card: Card,
        to_next: bool,
    ) -> Result<(), EventError> {
        let Some(play) = self.play.as_mut() else {
            return Err(EventError::PlayNotRefereed);
        };
        let minor_before = play.minor_penalty_cards().intersection(play.hand(seat));
        play.add_penalty_cards([card].into_iter().collect());
        play.all_major_when_two();
        let declarer = play.contract().declarer;
        let partner = seat.partner();
        let led = play.current().led().map(|c| c.suit);
        let led_name = led.map_or("card of the suit led", |s| s.name().trim_end_matches('s'));
        let what = if to_next {
            "led to the next trick before his partner had played to this one"
        } else {
            "played before his partner had played to the trick"
        };
        let play_suit = self.play_laws().premature_play_suit_option();
        let r = self
            .play_ruling(
                57,
                "A",
                Some(seat),
                format!(
                    "{} {what} ({card}): the card is a major penalty card; declarer chooses how {} plays to this trick (if he cannot comply, he plays any legal card, Law 59)",
                    seat.name(),
                    partner.name()
                ),
            )
            .choice(
                Chooser::Seat(declarer),
                [
                    option(
                        OptionId::Highest,
                        format!("{} plays his highest {led_name} (57A1)", partner.name()),
                    ),
                    option(
                        OptionId::Lowest,
                        format!("{} plays his lowest {led_name} (57A2)", partner.name()),
                    ),
                    option(
                        OptionId::PlaySuit,
                        format!(
                            "{} plays a card of another suit declarer names (57A3)",
                            partner.name()
                        ),
                    ),
                    option(
                        OptionId::ForbidSuit,
                        format!(
                            "{} may not play a card of another suit declarer names (57A{})",
                            partner.name(),
                            if play_suit { 4 } else { 3 }
                        ),
                    ),
                ]
                .into_iter()
                .filter(|o| play_suit || o.id != OptionId::PlaySuit)
                .collect(),
            );
        let ruling = self.rule(r);
        self.pending = Some(Pending::PrematurePlay {
            ruling,
            partner,
            card,
            minor_before,
        });
        Ok(())
    }

    /// The suits declarer may name under Law 57A3 and A4: the suits other
    /// than the one led.
    pub(super) fn other_suits(&self) -> Vec<Suit> {
        let led = self
            .play
            .as_ref()
            .and_then(|p| p.current().led())
            .map(|c| c.suit);
        Suit::ALL
            .into_iter()
            .rev()
            .filter(|&s| Some(s) != led)
            .collect()
    }

    /// Declarer's election under Law 57A.
    pub(super) fn elect_premature(
        &mut self,
        choice: OptionId,
        suit: Option<Suit>,
    ) -> Result<(), EventError> {
        let Some(Pending::PrematurePlay {
            ruling, partner, ..
        }) = self.pending.clone()
        else {
            return Err(EventError::NoPending);
        };
        let restriction = match (choice, suit) {
            (OptionId::Highest, _) => PlayRestriction::Highest { seat: partner },
            (OptionId::Lowest, _) => PlayRestriction::Lowest { seat: partner },
            (OptionId::PlaySuit, _) if !self.play_laws().premature_play_suit_option() => {
                return Err(EventError::NotAnOption {
                    option: choice,
                    offered: vec![OptionId::Highest, OptionId::Lowest, OptionId::ForbidSuit],
                });
            }
            (OptionId::PlaySuit | OptionId::ForbidSuit, Some(s))
                if self.other_suits().contains(&s) =>
            {
                if choice == OptionId::PlaySuit {
                    PlayRestriction::Suit {
                        seat: partner,
                        suit: s,
                    }
                } else {
                    PlayRestriction::NotSuit {
                        seat: partner,
                        suit: s,
                    }
                }
            }
            (OptionId::PlaySuit | OptionId::ForbidSuit, Some(suit)) => {
                return Err(EventError::SuitNotOffered { suit });
            }
            (OptionId::PlaySuit | OptionId::ForbidSuit, None) => {
                return Err(EventError::SuitNeeded { option: choice });
            }
            (other, _) => {
                return Err(EventError::NotAnOption {
                    option: other,
                    offered: vec![
                        OptionId::Highest,
                        OptionId::Lowest,
                        OptionId::PlaySuit,
                        OptionId::ForbidSuit,
                    ],
                });
            }
        };
        self.pending = None;
        self.records.rulings[ruling].chosen = Some(choice);
        let led = self
            .play
            .as_ref()
            .and_then(|p| p.current().led())
            .map(|c| c.suit);
        self.records.rulings[ruling]
            .notes
            .push(format!("{} (declarer's choice)", restriction.describe(led)));
        if let Some(play) = self.play.as_mut() {
            play.set_play_restriction(Some(restriction));
        }
        self.check_penalty_card_choice();
        Ok(())
    }

    /// Duplicate Law 58B: two or more cards led or played together by the
    /// hand on turn. The player names the card he proposes to play (58B2,
    /// by playing it); a defender's other cards then become penalty cards,
    /// declarer's go back to the hand. (When the face of only one card was
    /// visible, 58B1, that card is simply played: the script writes it.)
    pub(super) fn on_simultaneous(&mut self, seat: Seat, cards: &[Card]) -> Result<(), EventError> {
        if self.pending.is_some() {
            return Err(self.pending_error());
        }
        let Some(play) = self.play.as_ref() else {
            return Err(EventError::PlayNotRefereed);
        };
        if cards.len() < 2 {
            return Err(EventError::NotNow {
                why: "cards played together are two or more (Law 58B); one card is simply played"
                    .to_owned(),
            });
        }
        for (k, &card) in cards.iter().enumerate() {
            if !play.hand(seat).contains(card) {
                return Err(EventError::CardNotHeld { seat, card });
            }
            if cards[..k].contains(&card) {
                return Err(EventError::CardAlreadyExposed { card });
            }
        }
        if play.turn() != Some(seat) {
            return Err(EventError::NotNow {
                why: format!(
                    "it is not {}'s turn: cards played together out of turn are written one at a time",
                    seat.name()
                ),
            });
        }
        if let Some((owner, due)) = play.due().filter(|&(owner, _)| owner == seat) {
            return Err(EventError::NotNow {
                why: format!(
                    "{} must play {due:#} now (Laws 41A, 57): it is his card to this trick",
                    owner.name()
                ),
            });
        }
        let set: CardSet = cards.iter().copied().collect();
        let list: Vec<String> = cards.iter().map(|c| c.to_string()).collect();
        let defender = seat.is_opponent(play.contract().declarer);
        let then = if defender {
            "each other card becomes a penalty card (Law 50)"
        } else {
            "the others go back to the hand"
        };
        let r = self
            .play_ruling(
                58,
                "B2",
                Some(seat),
                format!(
                    "{} played {} together, their faces visible: he names the card he proposes to play; {then}",
                    seat.name(),
                    list.join(" ")
                ),
            )
            .choice(Chooser::Seat(seat), Vec::new());
        let ruling = self.rule(r);
        self.pending = Some(Pending::Designation {
            ruling,
            candidates: set,
            seat,
            rest: set,
        });
        Ok(())
    }

    /// Law 58B2, once the card is named: a defender's other cards become
    /// penalty cards (minor or major as 50B says).
    pub(super) fn after_simultaneous(&mut self, ruling: usize, seat: Seat, rest: CardSet) {
        if rest.is_empty() {
            return;
        }
        let Some(play) = self.play.as_mut() else {
            return;
        };
        if !seat.is_opponent(play.contract().declarer) {
            return;
        }
        let minor = self.play_laws().minor_penalty_cards();
        let Some(play) = self.play.as_mut() else {
            return;
        };
        let single = rest
            .iter()
            .next()
            .filter(|c| rest.len() == 1 && !c.rank.is_honour());
        match single {
            Some(card) if minor => play.add_minor_penalty_card(card),
            _ => {
                play.add_penalty_cards(rest);
                play.all_major_when_two();
            }
        }
        let list: Vec<String> = rest.iter().map(|c| c.to_string()).collect();
        self.records.rulings[ruling]
            .notes
            .push(format!("{} a penalty card (58B2)", list.join(" ")));
        self.check_penalty_card_choice();
    }
}
