//! Dummy's revokes in the historic codes (auction bridge Law 63, bridge
//! whist law 66): never liable to the penalty for a revoke, corrected while
//! the trick is not turned and quitted, standing once it is. The
//! bookkeeping both codes share; each code words and cites its own rulings.

use serde::Serialize;

use super::BridgePlay;
use crate::card::Card;
use crate::seat::Seat;

/// A revoke of dummy: never liable to the penalty for a revoke.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct DummyRevoke {
    /// Dummy.
    pub seat: Seat,
    /// The card.
    pub card: Card,
    /// The trick it was played to, 0 to 12.
    pub trick: u8,
    /// Whether its trick was turned and quitted first: the trick stands.
    pub stands: bool,
    /// Whether declarer (the dealer) corrected it before the trick was
    /// quitted.
    pub corrected: bool,
    /// The ruling that records it.
    pub ruling: usize,
}

/// Dummy's revokes in a play, each with the moment before its card (`P`,
/// the code's own) while it may still be corrected.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct DummyRevokes<P> {
    list: Vec<DummyRevoke>,
    points: Vec<Option<P>>,
}

impl<P> Default for DummyRevokes<P> {
    fn default() -> Self {
        DummyRevokes {
            list: Vec::new(),
            points: Vec::new(),
        }
    }
}

impl<P> DummyRevokes<P> {
    /// Every revoke of dummy, corrected, standing or open.
    pub fn list(&self) -> &[DummyRevoke] {
        &self.list
    }

    /// Whether dummy has revoked in this play.
    pub fn is_empty(&self) -> bool {
        self.list.is_empty()
    }

    /// Records dummy's revoke of `card` in `trick`, ruled by `ruling`, and
    /// the moment before it.
    pub fn push(&mut self, seat: Seat, card: Card, trick: u8, ruling: usize, before: Option<P>) {
        self.list.push(DummyRevoke {
            seat,
            card,
            trick,
            stands: false,
            corrected: false,
            ruling,
        });
        self.points.push(before);
    }

    /// The latest revoke open to correction: neither corrected nor standing.
    pub fn open(&self) -> Option<usize> {
        self.list
            .iter()
            .rposition(|r| !r.stands && !r.corrected)
            .filter(|&i| self.points.get(i).is_some_and(Option::is_some))
    }

    /// Corrects the open revoke `i`: the revoke and the moment before it.
    pub fn correct(&mut self, i: usize) -> Option<(DummyRevoke, P)> {
        let point = self.points.get_mut(i)?.take()?;
        let r = self.list.get_mut(i)?;
        r.corrected = true;
        Some((*r, point))
    }

    /// The revokes whose trick `play` has turned and quitted (or whose
    /// play is over) now stand: returned for their rulings' notes.
    pub fn quit(&mut self, play: &BridgePlay) -> Vec<DummyRevoke> {
        let over = play.is_over();
        let mut stood = Vec::new();
        for (r, point) in self.list.iter_mut().zip(&mut self.points) {
            if r.stands || r.corrected || !(over || play.played_after_trick(r.trick)) {
                continue;
            }
            r.stands = true;
            *point = None;
            stood.push(*r);
        }
        stood
    }

    /// The revokes whose cards went back to the hand with another
    /// correction (`after`) are undone with them: returned for their
    /// rulings' notes.
    pub fn undo(&mut self, after: &[(Seat, Card)]) -> Vec<DummyRevoke> {
        let mut undone = Vec::new();
        for (r, point) in self.list.iter_mut().zip(&mut self.points) {
            if !r.stands && !r.corrected && after.contains(&(r.seat, r.card)) {
                r.corrected = true;
                *point = None;
                undone.push(*r);
            }
        }
        undone
    }
}
