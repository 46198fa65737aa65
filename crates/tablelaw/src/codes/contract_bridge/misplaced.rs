//! Dummy places in the played position a card declarer did not name
//! (duplicate Law 45D; the 2007 45D, read in translation, is 2017's D1
//! and has no D2 that was found, the engine applying 2017's D2 and the
//! ruling saying so; rubber applies the 2007 wording and says so).
//!
//! The card is played as it lies, and the play goes on. If attention is
//! drawn to it before each side has played to the next trick, it must be
//! withdrawn (45D1): the play goes back to the position before it, dummy
//! plays the card declarer names, and the cards played after it are played
//! again in turn, except that a defender may withdraw his and, when
//! declarer's right-hand opponent changes his play, declarer may withdraw
//! the card he then played to that trick (the replay of `replay`). Once it
//! is too late, the card stands and the play is not altered (45D2); a
//! failure to follow suit it caused is a revoke as the laws of the revoke
//! rule it.

use crate::card::Card;
use crate::play::BridgePlay;
use crate::seat::{Seat, Side};
use crate::table::EventError;

use super::ContractBridge;
use super::replay::{Reason, Replay};
use super::revoke::RevokeStatus;

/// Dummy's card declarer did not name, with the play before it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Misplaced {
    card: Card,
    /// The trick it was placed to, from 0.
    trick: u8,
    /// The ruling that records it.
    ruling: usize,
    /// The play before the card.
    before: Box<BridgePlay>,
}

impl ContractBridge {
    /// Law 45D: dummy places `card` in the played position without
    /// declarer naming it. It is played as it lies, and recorded.
    pub(super) fn dummy_places(&mut self, dummy: Seat, card: Card) -> Result<(), EventError> {
        self.expire_misplaced();
        let Some(play) = self.play.as_ref() else {
            return Err(EventError::PlayNotRefereed);
        };
        if self.pending.is_some()
            || self.play_encumbered_but_revokes()
            || self.revoking.as_ref().is_some_and(|r| r.replay.is_some())
        {
            return Err(EventError::NotNow {
                why: "dummy places a card at his turn in the ordinary course of play (Law 45D); a ruling or a correction is under way".to_owned(),
            });
        }
        if play.turn() != Some(dummy) || !play.dummy_faced() {
            return Err(EventError::NotNow {
                why: format!(
                    "it is not dummy's ({}) turn to play: Law 45D concerns the card dummy places when declarer is to name one",
                    dummy.name()
                ),
            });
        }
        if !play.hand(dummy).contains(card) {
            return Err(EventError::CardNotHeld { seat: dummy, card });
        }
        if self
            .revoking
            .as_ref()
            .is_some_and(|r| r.misplaced.is_some())
        {
            return Err(EventError::NotNow {
                why: "another card dummy placed without declarer naming it is still open to correction: the engine follows one at a time (decision 147); draw attention to it first".to_owned(),
            });
        }
        let before = Box::new(play.clone());
        let trick = (before.cards_played() / 4) as u8;
        let mut r = self.play_ruling(
            45,
            "D1",
            Some(dummy),
            format!(
                "{}, dummy, placed {card:#} in the played position though declarer did not name it: the card is played as it lies; if attention is drawn to it before each side has played to the next trick, it must be withdrawn, a defender may withdraw a card he played after it, and if declarer's right-hand opponent changes his play declarer may withdraw a card he then played to that trick (45D1, Law 16C); after that it stands, and the play is not altered (45D2)",
                dummy.name()
            ),
        );
        if let Some(note) = self.play_laws().misplaced_card() {
            r.notes.push(note.to_owned());
        }
        let ruling = self.rule(r);
        self.play_in_turn(dummy, card);
        self.revoking.get_or_insert_with(Default::default).misplaced = Some(Misplaced {
            card,
            trick,
            ruling,
            before,
        });
        Ok(())
    }

    /// Whether something other than the revokes waits on the table.
    fn play_encumbered_but_revokes(&self) -> bool {
        self.held_lead.is_some()
            || self.retracted_lead
            || self.face_down.is_some()
            || self.claim.is_some()
    }

    /// Whether it is still time to withdraw dummy's card (45D1): not both
    /// sides have played to the trick after it.
    fn misplaced_in_time(&self, m: &Misplaced) -> bool {
        self.play.as_ref().is_some_and(|p| {
            !(p.side_played_after(Side::NorthSouth, m.trick)
                && p.side_played_after(Side::EastWest, m.trick))
        })
    }

    /// 45D2: once each side has played to the next trick, the card stands.
    fn expire_misplaced(&mut self) {
        let Some(m) = self.revoking.as_ref().and_then(|r| r.misplaced.clone()) else {
            return;
        };
        if self.misplaced_in_time(&m) {
            return;
        }
        if let Some(r) = self.revoking.as_mut() {
            r.misplaced = None;
        }
        let d2 = self.play_laws().cite(45, "D2").path();
        self.records.rulings[m.ruling].notes.push(format!(
            "each side has played to the next trick: {:#} stands and the play goes on without alteration (Law {d2})",
            m.card
        ));
    }

    /// Attention drawn to dummy's card declarer did not name: in time, it
    /// is withdrawn and the play goes back to it (45D1). Returns `false`
    /// if there is none to withdraw.
    pub(super) fn draw_attention_to_misplaced(&mut self, by: Seat) -> bool {
        self.expire_misplaced();
        if self.pending.is_some() || self.revoking.as_ref().is_some_and(|r| r.replay.is_some()) {
            return false;
        }
        let Some(m) = self.revoking.as_mut().and_then(|r| r.misplaced.take()) else {
            return false;
        };
        let Some(now) = self.play.take() else {
            return false;
        };
        let mut before = *m.before;
        let start = before.cards_played();
        let queue = Replay::cards_after(&now, start, |_| false);
        before.keep_table_cards(&now);
        let declarer = before.contract().declarer;
        let dummy = declarer.partner();
        self.play = Some(before);
        let law = self.play_laws().cite(45, "D1");
        if let Some(r) = self.revoking.as_mut() {
            // The revokes made from the card on, established or not, are
            // undone with it (the play goes back before them); those
            // played again are recorded again.
            for p in r.points.iter_mut() {
                if p.revoke.status != RevokeStatus::Corrected && p.revoke.trick >= m.trick {
                    p.revoke.status = RevokeStatus::Corrected;
                    p.revoke.law = Some(law);
                }
            }
            r.replay = Some(Replay::new(Reason::Misplaced, declarer.side(), queue));
        }
        self.withdraw(dummy, m.card, 45, "D1");
        let text = format!(
            "{} drew attention to {:#}, which dummy placed though declarer had not named it, before each side had played to the next trick: it is withdrawn, and dummy plays the card declarer names (45D1). A defender may withdraw a card he played after it; if declarer's right-hand opponent changes his play, declarer may withdraw a card he then played to that trick; the cards not withdrawn are played again in turn (Law 16C)",
            by.name(),
            m.card
        );
        let r = self.play_ruling(45, "D1", Some(dummy), text);
        let at = self.rule(r);
        self.records.rulings[m.ruling]
            .notes
            .push(format!("withdrawn: see ruling #{}", at + 1));
        self.continue_replay();
        true
    }
}
