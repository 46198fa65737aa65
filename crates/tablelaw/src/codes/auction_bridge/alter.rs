//! Law 52's finding: only a declaration made inadvertently may be corrected
//! before the next player acts; a deliberate alteration is no correction.

use crate::ruling::Ruling;
use crate::seat::Seat;

use super::AuctionBridgeError;
use super::auction::{AuctionBridge, cite};
use super::declaration::AuctionCall;

impl AuctionBridge {
    /// Law 52: a player alters his last call before the next player acts,
    /// and the director finds it was not inadvertent: the call made stands
    /// and the alteration is void, without penalty (docs/decisions.md,
    /// decision 75).
    pub(crate) fn on_alter(
        &mut self,
        seat: Seat,
        call: AuctionCall,
    ) -> Result<(), AuctionBridgeError> {
        let last = self.own_last_call(seat)?;
        let rec = self.record[last];
        let r = Ruling::new(
            cite(52, ""),
            Some(seat),
            format!(
                "{} would alter {:#} to {:#} before the next player acted, but the declaration was not made inadvertently: only an inadvertent one may be corrected, so {:#} stands and the alteration is void",
                seat.name(),
                rec.call,
                call,
                rec.call
            ),
        )
        .on_call(last)
        .with_finding(format!(
            "{}'s {:#} was not made inadvertently",
            seat.name(),
            rec.call
        ));
        self.rule(r);
        Ok(())
    }
}
