//! Dummy's revoke (law 66, numbered as in the module doc's table): "Dummy
//! is not liable to the penalty for a revoke; and if he should revoke and
//! the error be not discovered until the trick is turned and quitted, the
//! trick stands good."
//!
//! Discovered before the trick is turned and quitted (the trick in
//! progress, or complete with no card yet played to the next, decision
//! 149), the revoke is corrected (`N corrects-revoke`, N being dummy): the
//! dealer takes the card back into dummy and plays a card of the suit led
//! from it; the cards played after it go back to their players' hands,
//! not exposed cards, each to be played again or another substituted (as
//! law 90 says of followers). No penalty: law 90's highest or lowest card
//! "cannot … be enforced at all from dummy". Once the trick is quitted it
//! stands good. Dummy's revokes are kept apart from the revokes scored
//! (decision 161).

use super::correction::RevokePoint;
use super::law;
use super::state::BridgeWhist;
use crate::card::Card;
use crate::play::DummyRevoke;
use crate::play::cards_taken_back;
use crate::ruling::Ruling;
use crate::seat::Seat;
use crate::table::EventError;

impl BridgeWhist {
    /// Dummy's revokes in the play (law 66), corrected, standing good or
    /// still open to correction.
    pub fn dummy_revokes(&self) -> &[DummyRevoke] {
        self.laws.dummy.list()
    }

    /// Whether a card of the play may still be corrected: a revoke or a
    /// penalty not obeyed not yet established (laws 75, 90), or dummy's
    /// revoke in a trick not yet quitted (law 66).
    pub(crate) fn correction_open(&self) -> bool {
        self.revokes.iter().any(|r| !r.established && !r.corrected)
            || self.open_dummy_revoke().is_some()
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
        let ruling = self.rulings.len();
        self.rule(
            Ruling::new(
                law(66, ""),
                Some(seat),
                format!(
                    "dummy ({}) revoked with {card:#}: dummy is not liable to the penalty for a revoke; the error may be corrected until the trick is turned and quitted, and then the trick stands good",
                    seat.name()
                ),
            ),
            None,
        );
        self.laws.dummy.push(seat, card, trick, ruling, before);
    }

    /// Law 66: dummy's revokes whose trick is turned and quitted stand.
    pub(crate) fn quit_dummy_revokes(&mut self) {
        let Some(play) = self.play.as_ref() else {
            return;
        };
        for r in self.laws.dummy.quit(play) {
            if let Some(x) = self.rulings.get_mut(r.ruling) {
                x.notes.push(format!(
                    "trick {} was turned and quitted: the trick stands good (law 66)",
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

    /// Law 66: dummy's revoke corrected before the trick is turned and
    /// quitted; the caller has checked that the play is on and `seat` is
    /// dummy.
    pub(crate) fn on_corrects_dummy_revoke(&mut self, seat: Seat) -> Result<(), EventError> {
        let Some(i) = self.open_dummy_revoke() else {
            let why = match self.laws.dummy.list().last() {
                Some(r) if r.stands => format!(
                    "dummy's revoke of {:#} in trick {} was not discovered until the trick was turned and quitted: the trick stands good (law 66)",
                    r.card,
                    r.trick + 1
                ),
                _ => format!(
                    "dummy ({}) has no revoke in a trick not yet turned and quitted: nothing to correct (law 66)",
                    seat.name()
                ),
            };
            return Err(EventError::NotNow { why });
        };
        let Some((r, point)) = self.laws.dummy.correct(i) else {
            return Ok(());
        };
        let Some((_, after)) = self.go_back(point, seat, r.card) else {
            return Ok(());
        };
        if let Some(x) = self.rulings.get_mut(r.ruling) {
            x.notes.push(
                "corrected before the trick was turned and quitted: no penalty (law 66)".to_owned(),
            );
        }
        let others = cards_taken_back(&after, "not exposed cards");
        self.rule(
            Ruling::new(
                law(66, ""),
                Some(seat),
                format!(
                    "dummy's revoke of {:#} in trick {} is discovered before the trick is turned and quitted: the dealer corrects it; {:#} goes back to dummy ({}) and the dealer plays a card of the suit led from it{others}; dummy is not liable to the penalty for a revoke, and law 90's penalty cannot be enforced at all from dummy: no penalty (laws 66, 90)",
                    r.card,
                    r.trick + 1,
                    r.card,
                    seat.name()
                ),
            ),
            None,
        );
        self.after_card();
        Ok(())
    }
}
