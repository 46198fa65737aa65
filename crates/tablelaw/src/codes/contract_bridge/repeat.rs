//! The duty to repeat a call out of rotation (rubber 31(b)(i), 32(b)(i);
//! 2017 31A1, 32A1; 2007 31A1, 32B1) when its ground goes: the turn it was
//! for is lost, or RHO's pass that imposed it is withdrawn.

use crate::ruling::{PenaltyKind, PenaltyStatus};
use crate::seat::Seat;

use super::{ContractBridge, Watch};

impl ContractBridge {
    /// A duty to repeat a call out of rotation (rubber 31(b)(i), 32(b)(i);
    /// 2017 31A1, 32A1) is a duty for the turn the call anticipated: when
    /// that turn is lost to a call accepted out of rotation, the duty
    /// lapses with it; so does the question the turn was to decide, for a
    /// call out of rotation at it still waiting on it (decision 155).
    pub(super) fn repeat_lapses(&mut self, seat: Seat, by: usize, ruling: usize) {
        let mut lapsed = Vec::new();
        for (i, p) in self.records.penalties.iter_mut().enumerate() {
            if p.seat == seat
                && p.status == PenaltyStatus::InForce
                && let PenaltyKind::Repeat { call } = p.kind
            {
                p.status = PenaltyStatus::Lapsed;
                lapsed.push((i, call, p.ruling));
            }
        }
        for (i, call, imposed) in lapsed {
            // Restored if the call accepted is itself cancelled (`uncall`).
            self.records.spent.push((i, by));
            self.records.rulings[ruling].notes.push(format!(
                "{} lost the turn at which he was to repeat {call} (ruling #{}): the duty to repeat it lapses with that turn",
                seat.name(),
                imposed + 1
            ));
        }
        // The same turn was to decide a call out of rotation made at it
        // and cancelled (31(b), 32(b)): neither of the law's cases can now
        // arise, so the call stays cancelled and nothing more follows.
        let mut undecided = Vec::new();
        self.records.watches.retain(|w| match w {
            Watch::Rho { offender, call, .. } if offender.rho() == seat => {
                undecided.push((*offender, *call));
                false
            }
            _ => true,
        });
        for (offender, call) in undecided {
            let c = self.records.calls[call].call;
            self.records.rulings[ruling].notes.push(format!(
                "{} lost the turn at which his call was to decide what follows {}'s {c} out of rotation: it stays cancelled, and nothing more follows from it",
                seat.name(),
                offender.name()
            ));
        }
        if !self.records.spent.is_empty() {
            self.refresh_bound();
        }
    }

    /// RHO's pass that made the offender repeat his call out of rotation
    /// is withdrawn (a change of call, 2017 25A or 25B): the duty to repeat
    /// lapses with its ground, and whatever call stands in its place at
    /// RHO's turn decides again under 31(b), 32(b) (decision 156).
    pub(super) fn ground_withdrawn(&mut self, withdrawn: usize) {
        let Some(at) =
            self.records.watches.iter().position(
                |w| matches!(w, Watch::RepeatOwed { ground, .. } if *ground == withdrawn),
            )
        else {
            return;
        };
        let Watch::RepeatOwed {
            penalty,
            offender,
            call,
            law,
            then,
            ruling,
            ..
        } = self.records.watches.remove(at)
        else {
            return;
        };
        if self.records.penalties[penalty].status == PenaltyStatus::InForce {
            self.records.penalties[penalty].status = PenaltyStatus::Lapsed;
            self.refresh_bound();
        }
        let imposed = self.records.penalties[penalty].ruling;
        let c = self.records.calls[call].call;
        self.records.rulings[imposed].notes.push(format!(
            "{}'s pass was withdrawn: {} no longer has to repeat {c}; the call that stands in its place decides instead ({})",
            offender.rho().name(),
            offender.name(),
            law
        ));
        self.records.watches.push(Watch::Rho {
            offender,
            call,
            law,
            then,
            ruling,
            rho_irregular: false,
        });
    }
}
