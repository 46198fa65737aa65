//! A call said again by the player who has just made it, before the next
//! player has passed, declared or doubled: no alteration (Law 52) and no
//! call out of turn (Laws 49, 57), for it is no new call. The laws take no
//! notice of it: the table notes it (decision 176).

use super::AuctionBridgeEvent;
use super::auction::{AuctionBridge, CallStatus, Outcome, cite};

impl AuctionBridge {
    /// The note on `event` when it is a call said again by the player whose
    /// call is the last one made, standing or awaiting the adversaries'
    /// choice, before anyone has called since (and, the auction over,
    /// before the opening lead); `None` otherwise.
    pub(crate) fn repetition(&self, event: &AuctionBridgeEvent) -> Option<String> {
        let AuctionBridgeEvent::Call { seat, call } = *event else {
            return None;
        };
        // The regular course: a call at the caller's turn.
        if self.turn() == Some(seat) {
            return None;
        }
        let last = self.record.last()?;
        if (last.seat, last.call) != (seat, call)
            || matches!(last.status, CallStatus::Corrected | CallStatus::Void)
        {
            return None;
        }
        let said = format!("{} repeats his call, {call:#}", seat.name());
        match &self.outcome {
            Some(Outcome::NewDeal { .. }) => None,
            Some(Outcome::Final(_)) => self
                .play
                .as_ref()
                .is_none_or(|p| p.cards_played() == 0)
                .then(|| {
                    format!("{said}, the call that ended the auction: no new call; nothing follows")
                }),
            None => {
                let text = format!(
                    "{said}: the same call said again is no new call, neither an alteration (Law {}) nor a call out of turn (Laws {}, {}); nothing follows",
                    cite(52, "").path(),
                    cite(49, "").path(),
                    cite(57, "").path()
                );
                Some(match self.pending {
                    Some(ruling) => {
                        format!("{text}; ruling #{} still awaits its election", ruling + 1)
                    }
                    None => text,
                })
            }
        }
    }
}
