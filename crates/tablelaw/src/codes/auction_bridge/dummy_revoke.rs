//! Dummy's revoke (Law 63): "Dummy is not liable to the penalty for a
//! revoke; if he revoke and the error be not discovered until the trick is
//! turned and quitted, whether by the rightful winners or not, the trick
//! must stand."
//!
//! Discovered before the trick is turned and quitted (the trick in
//! progress, or complete with no card yet played to the next, decision
//! 149), the revoke is corrected (`S corrects-revoke`, S being dummy):
//! declarer takes the card back into dummy and plays a card of the suit
//! led from it; the cards played after it go back to their players' hands,
//! not exposed, each to be played again or another substituted (as Law 86
//! says of followers). No penalty. Once the trick is quitted it stands.
//! Dummy's revokes are kept apart from the revokes of [`Revoke`], whose
//! established entries are scored: dummy's never are (decision 161).
//!
//! [`Revoke`]: super::Revoke

use super::AuctionBridgeError;
use super::auction::{AuctionBridge, cite};
use super::correction::RevokePoint;
use crate::card::Card;
use crate::play::DummyRevoke;
use crate::play::cards_taken_back;
use crate::ruling::Ruling;
use crate::seat::Seat;

impl AuctionBridge {
    /// Dummy's revokes in the play (Law 63), corrected, standing or still
    /// open to correction.
    pub fn dummy_revokes(&self) -> &[DummyRevoke] {
        self.laws.dummy.list()
    }

    /// Dummy's revoke open to correction: neither corrected nor standing.
    fn open_dummy_revoke(&self) -> Option<usize> {
        self.laws.dummy.open()
    }

    /// Records dummy's revoke of `card`, just played; `before` is the play
    /// as it stood before the card, kept for its correction.
    pub(crate) fn record_dummy_revoke(
        &mut self,
        seat: Seat,
        card: Card,
        before: Option<RevokePoint>,
    ) {
        let Some(play) = self.play.as_ref() else {
            return;
        };
        let trick = (play.cards_played().saturating_sub(1) / 4) as u8;
        let ruling = self.rule(Ruling::new(
            cite(63, ""),
            Some(seat),
            format!(
                "dummy ({}) revoked with {card:#}: dummy is not liable to the penalty for a revoke; the error may be corrected until the trick is turned and quitted, and then the trick stands",
                seat.name()
            ),
        ));
        self.laws.dummy.push(seat, card, trick, ruling, before);
    }

    /// Law 63: dummy's revokes whose trick is turned and quitted stand.
    pub(crate) fn quit_dummy_revokes(&mut self) {
        let Some(play) = self.play.as_ref() else {
            return;
        };
        for r in self.laws.dummy.quit(play) {
            if let Some(x) = self.rulings.get_mut(r.ruling) {
                x.notes.push(format!(
                    "trick {} was turned and quitted: the trick stands (Law 63)",
                    r.trick + 1
                ));
            }
        }
    }

    /// Dummy's revokes whose cards went back to the hand with another
    /// correction are undone with them.
    pub(crate) fn undo_dummy_revokes(&mut self, after: &[(Seat, Card)], note: &str) {
        for r in self.laws.dummy.undo(after) {
            if let Some(x) = self.rulings.get_mut(r.ruling) {
                x.notes.push(note.to_owned());
            }
        }
    }

    /// Law 63: dummy's revoke corrected before the trick is turned and
    /// quitted; the caller has checked that the play is on and `seat` is
    /// dummy.
    pub(crate) fn on_corrects_dummy_revoke(
        &mut self,
        seat: Seat,
    ) -> Result<(), AuctionBridgeError> {
        let Some(i) = self.open_dummy_revoke() else {
            let why = match self.laws.dummy.list().last() {
                Some(r) if r.stands => format!(
                    "dummy's revoke of {:#} in trick {} was not discovered until the trick was turned and quitted: the trick stands (Law 63)",
                    r.card,
                    r.trick + 1
                ),
                _ => format!(
                    "dummy ({}) has no revoke in a trick not yet turned and quitted: nothing to correct (Law 63)",
                    seat.name()
                ),
            };
            return Err(AuctionBridgeError::NoCorrection { why });
        };
        let Some((r, point)) = self.laws.dummy.correct(i) else {
            return Ok(());
        };
        let Some((_, after)) = self.go_back(point, seat, r.card) else {
            return Ok(());
        };
        if let Some(x) = self.rulings.get_mut(r.ruling) {
            x.notes.push(
                "corrected before the trick was turned and quitted: no penalty (Law 63)".to_owned(),
            );
        }
        let others = cards_taken_back(&after, "not exposed");
        self.rule(Ruling::new(
            cite(63, ""),
            Some(seat),
            format!(
                "dummy's revoke of {:#} in trick {} is discovered before the trick is turned and quitted: declarer corrects it; {:#} goes back to dummy ({}) and declarer plays a card of the suit led from it{others}; dummy is not liable to the penalty for a revoke: no penalty (Laws 63, 86)",
                r.card,
                r.trick + 1,
                r.card,
                seat.name()
            ),
        ));
        self.after_change();
        Ok(())
    }
}
