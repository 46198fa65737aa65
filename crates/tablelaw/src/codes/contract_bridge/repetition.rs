//! A call said again by the player who has just made it, before his LHO
//! has called (every contract-bridge code): no change of call, for Law 25
//! needs a different call; no call out of rotation (Laws 29-32) nor after
//! the close (Law 39), for it is no new call. The laws take no notice of
//! it: the table notes it (decisions 173-175).

use crate::call::Call;
use crate::event::Event;
use crate::seat::Seat;

use super::{CallStatus, ContractBridge};

impl ContractBridge {
    /// The note on `event` when it is a call said again by the player whose
    /// call is the last one made, standing or awaiting a ruling, before
    /// anyone has called since (and, the auction closed, before the
    /// opening lead); `None` otherwise. Asked only off the regular path.
    pub(super) fn repetition(&self, event: &Event) -> Option<String> {
        let &Event::Call {
            seat,
            call,
            ref annotation,
        } = event
        else {
            return None;
        };
        // A call simultaneous with another's is Law 33's.
        if annotation.simultaneous {
            return None;
        }
        let (last, status) = if self.regular {
            (*self.auction.calls().last()?, CallStatus::Stands)
        } else {
            let r = self.records.calls.last()?;
            ((r.seat, r.call), r.status)
        };
        if last != (seat, call) || status == CallStatus::Cancelled {
            return None;
        }
        if self.closed {
            return self
                .before_the_opening_lead()
                .then(|| self.repeated_after_close(seat, call));
        }
        let text = self.repeated(seat, call);
        match self.pending() {
            Some((ruling, _)) => Some(format!(
                "{text}; ruling #{} still awaits its election",
                ruling + 1
            )),
            None => (self.auction.turn() == seat.lho()).then_some(text),
        }
    }

    fn repeated(&self, seat: Seat, call: Call) -> String {
        format!(
            "{} repeats his call {call}: no change of call (Law {} needs a different call); nothing follows",
            seat.name(),
            self.laws().cite(25, "").path()
        )
    }

    fn repeated_after_close(&self, seat: Seat, call: Call) -> String {
        format!(
            "{} repeats {call}, the call that closed the auction: no call after the close (Law {} needs a new call); nothing follows",
            seat.name(),
            self.laws().cite(39, "").path()
        )
    }

    /// No card of the opening lead yet, faced or face down.
    fn before_the_opening_lead(&self) -> bool {
        self.face_down.is_none()
            && self
                .play
                .as_ref()
                .is_none_or(|p| p.tricks().is_empty() && p.current().is_empty())
    }
}
