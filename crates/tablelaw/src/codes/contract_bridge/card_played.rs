//! The card played (duplicate Law 45; the rubber code, whose laws of the
//! play are not at hand, applies the 2007 wording and says so).
//!
//! - A card deemed played (45C): a defender's held so that his partner
//!   could see its face (45C1), declarer's held face up touching or nearly
//!   touching the table or kept so as to show it played (45C2), dummy's
//!   touched deliberately by declarer (45C3). It is played as if detached
//!   and faced: in turn a play like any other, out of turn the laws of
//!   the lead or play out of turn (Laws 53-57). A defender who has already
//!   played to the trick: his second card is ruled as a fifth card (45C1
//!   refers to 45E).
//! - A fifth card contributed to a trick (45E): a defender's becomes a
//!   penalty card (Law 50), declarer's or dummy's goes back to the hand,
//!   unless the director deems it led, when the laws of the lead out of
//!   turn apply (Laws 53, 55, 56) or, from the hand on lead, it is the lead.

use crate::card::Card;
use crate::seat::Seat;
use crate::table::EventError;

use super::ContractBridge;

impl ContractBridge {
    /// Checks common to Law 45's events: a play under way, a card held.
    fn check_card(&self, seat: Seat, card: Card) -> Result<(), EventError> {
        let Some(play) = self.play.as_ref() else {
            return Err(EventError::NoPlay {
                why: "the auction is not closed with a contract and a deal".to_owned(),
            });
        };
        if play.is_over() {
            return Err(EventError::NoPlay {
                why: "all thirteen tricks have been played".to_owned(),
            });
        }
        if !play.hand(seat).contains(card) {
            return Err(EventError::CardNotHeld { seat, card });
        }
        if play.faced().contains(card) || play.penalty_cards().contains(card) {
            return Err(EventError::NotNow {
                why: format!(
                    "{card:#} is already face up on the table: it is played by writing it as a card played"
                ),
            });
        }
        Ok(())
    }

    /// Law 45C: a card deemed played.
    pub(super) fn on_deemed_played(&mut self, seat: Seat, card: Card) -> Result<(), EventError> {
        self.check_card(seat, card)?;
        let Some(play) = self.play.as_ref() else {
            return Err(EventError::PlayNotRefereed);
        };
        let declarer = play.contract().declarer;
        let defender = seat.is_opponent(declarer);
        if defender && play.has_played_to_trick(seat) {
            return self.on_fifth_card(seat, card, false);
        }
        let (clause, how) = if defender {
            (
                "C1",
                "held so that his partner could see its face: it is deemed played to the current trick",
            )
        } else if seat == declarer {
            (
                "C2",
                "held face up touching or nearly touching the table, or kept so as to show it played: it is deemed played from declarer's hand",
            )
        } else {
            (
                "C3",
                "deliberately touched by declarer, not to arrange dummy's cards nor to reach another: it is played from dummy",
            )
        };
        let saved = self.clone();
        let r = self.play_ruling(
            45,
            clause,
            Some(seat),
            format!("{}'s {card} was {how} (45{clause})", seat.name()),
        );
        self.rule(r);
        let done = self.on_play(seat, card);
        if done.is_err() {
            *self = saved;
        }
        done
    }

    /// Law 45E: a fifth card contributed to a trick, or a defender's second
    /// card to the trick in progress (45C1).
    pub(super) fn on_fifth_card(
        &mut self,
        seat: Seat,
        card: Card,
        led: bool,
    ) -> Result<(), EventError> {
        self.check_card(seat, card)?;
        if self.pending.is_some() {
            return Err(self.pending_error());
        }
        let Some(play) = self.play.as_ref() else {
            return Err(EventError::PlayNotRefereed);
        };
        let after_trick = play.current().is_empty() && !play.tricks().is_empty();
        if !after_trick && !play.has_played_to_trick(seat) {
            return Err(EventError::NotNow {
                why: format!(
                    "{} has not played to this trick: his card is a play to it, written as a card played (Law 45E is about a card beyond the four of a trick)",
                    seat.name()
                ),
            });
        }
        if led && !after_trick {
            return Err(EventError::NotNow {
                why: "a card is deemed led only to the next trick, once the trick in progress is complete (Law 45E)".to_owned(),
            });
        }
        let declarer = play.contract().declarer;
        let defender = seat.is_opponent(declarer);
        let clause = if defender { "E1" } else { "E2" };
        let name = seat.name();
        let what = if after_trick {
            format!("{name} contributed {card} as a fifth card to the trick just completed")
        } else {
            format!("{name} showed {card} to a trick he had already played to")
        };
        if led {
            let saved = self.clone();
            let then = if defender { "53 or 56" } else { "55" };
            let r = self.play_ruling(
                45,
                clause,
                Some(seat),
                format!(
                    "{what}; the director deems that it was led: it is a lead to the next trick, and if not from the hand on lead, Law {then} applies (45{clause})"
                ),
            );
            self.rule(r);
            let done = self.on_play(seat, card);
            if done.is_err() {
                *self = saved;
            }
            return done;
        }
        if defender {
            if let Some(play) = self.play.as_mut() {
                play.add_penalty_cards([card].into_iter().collect());
                play.all_major_when_two();
            }
            let r = self.play_ruling(
                45,
                clause,
                Some(seat),
                format!("{what}: it becomes a major penalty card (45{clause}, Law 50)"),
            );
            self.rule(r);
            self.check_penalty_card_choice();
        } else {
            let r = self.play_ruling(
                45,
                clause,
                Some(seat),
                format!(
                    "{what}: it goes back to the hand without further rectification (45{clause}); declarer's and dummy's cards are never penalty cards (48A)"
                ),
            );
            self.rule(r);
            self.withdraw(seat, card, 45, "E2");
        }
        Ok(())
    }
}
