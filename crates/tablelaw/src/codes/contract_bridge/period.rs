//! The auction period after the final pass (2017 Law 17D1): from the end of
//! the auction until the opening lead is faced (the clarification period).
//! Some laws give a player until the end of the auction period rather than
//! the end of the auction: an unintended call may be replaced (25A1, 25A5)
//! and a call made on misinformation changed (21B1(a)) while his partner has
//! not called since. Such a change reopens the auction: the state goes back
//! to what it was at the final pass, before the close (the penalties lapsed
//! by it, the play begun, the passed-out ruling), and the change is ruled
//! there.

use crate::event::{ChangeFinding, Event};

use super::ContractBridge;

/// What the state keeps of the auction period once the auction has closed.
/// The state at the final pass and the clarification period's events are
/// kept with the records only irregularities make
/// ([`Records::before_close`](super::records::Records::before_close)).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct AuctionPeriod {
    /// The close came on the regular path: nothing irregular before it.
    closed_regular: bool,
    /// Something else happened since the close: the auction is not
    /// reopened (the change is ruled as after the close).
    other: bool,
}

impl ContractBridge {
    /// Called as the auction closes, before anything of the close is done.
    pub(super) fn keep_the_final_pass(&mut self) {
        let closed_regular = self.regular;
        let before_close = if closed_regular || !self.laws().auction_period_changes() {
            None
        } else {
            let mut before = self.clone();
            before.period = AuctionPeriod::default();
            before.records.clear_period();
            Some(Box::new(before))
        };
        self.period = AuctionPeriod {
            closed_regular,
            other: false,
        };
        self.records.clear_period();
        if before_close.is_some() {
            self.records.before_close = before_close;
        }
    }

    /// [`keep_the_final_pass`](Self::keep_the_final_pass) on the regular
    /// path: the period is still as a new deal has it, and only says now
    /// that the close was regular.
    pub(super) fn keep_the_regular_final_pass(&mut self) {
        debug_assert!(self.regular && self.period == AuctionPeriod::default());
        self.period.closed_regular = true;
    }

    /// Records an event applied after the close, for a later reopening.
    pub(super) fn note_after_close(&mut self, event: &Event) {
        match event {
            Event::Review { .. }
            | Event::Explain { .. }
            | Event::AsksExplanation { .. }
            | Event::DrawsAttention { .. } => {
                self.records.clarifications.push(event.clone());
            }
            _ => self.period.other = true,
        }
    }

    /// Whether a change of call `finding` by a player may reopen the closed
    /// auction: the code gives such changes until the end of the auction
    /// period, the opening lead is not faced, and nothing but clarification
    /// has happened since the close.
    pub(super) fn may_reopen(&self, finding: ChangeFinding) -> bool {
        self.closed
            && self.laws().auction_period_change(finding)
            && !self.period.other
            && self
                .play
                .as_ref()
                .is_none_or(|p| p.tricks().is_empty() && p.current().is_empty())
            && (self.period.closed_regular || self.records.before_close.is_some())
    }

    /// Reopens the auction at its final pass (see the module doc), keeping
    /// the clarification period's events.
    pub(super) fn reopen(&mut self) {
        if self.period.closed_regular {
            // On the regular path the close only began the play and, when no
            // one bid, ruled the deal passed out.
            self.closed = false;
            self.play = None;
            if self.auction.contract().is_none() {
                self.records.rulings.pop();
            }
            self.period = AuctionPeriod::default();
            self.records.clear_period();
        } else if let Some(before) = self.records.before_close.take() {
            let clarifications = core::mem::take(&mut self.records.clarifications);
            // The state at the final pass, then the clarification period's
            // events again (on the regular path they were kept in place).
            *self = *before;
            for event in &clarifications {
                let _ = self.apply_slow(event);
            }
        }
    }
}
