//! The deal's score, once the play is over or the deal passed out: under
//! the rubber laws as one deal of a rubber (Laws 72-77), under a duplicate
//! edition by Law 77.

use super::ContractBridge;
use crate::score::{Honours, RubberOptions};
use crate::seat::{BySide, Side};

impl ContractBridge {
    /// The deal's score under the rubber laws, once the play is over or the
    /// deal passed out: the deal scored alone, at the vulnerability of its
    /// setup (a side that has won a game of the rubber; neither by default:
    /// [`crate::RubberTable`] plays a whole rubber, and
    /// [`crate::score::Rubber`] scores one).
    pub fn score(&self) -> Option<crate::score::Rubber> {
        if self.code.is_duplicate() || self.cancelled.is_some() {
            return None;
        }
        let mut rubber = crate::score::Rubber::for_deal(
            crate::score::RubberOptions::default(),
            self.vulnerability.by_side(),
        );
        if self.is_passed_out() {
            rubber.record_passed_out().ok()?;
            return Some(rubber);
        }
        let play = self.play.as_ref().filter(|_| self.play_finished())?;
        let deal = self.deal.as_ref()?;
        rubber
            .record_deal(Some(*play.contract()), self.declarer_tricks()?, deal)
            .ok()?;
        Some(rubber)
    }

    /// Each side's points for the deal under the rubber laws, as the
    /// totals of [`score`](ContractBridge::score) (Laws 72 and 81, at the
    /// setup's vulnerability; a deal alone wins no rubber premium), without
    /// writing the score sheet.
    pub fn rubber_totals(&self) -> Option<BySide<i32>> {
        if self.code.is_duplicate() || self.cancelled.is_some() {
            return None;
        }
        let mut totals = BySide([0, 0]);
        if self.is_passed_out() {
            return Some(totals);
        }
        let play = self.play.as_ref().filter(|_| self.play_finished())?;
        let deal = self.deal.as_ref()?;
        let contract = *play.contract();
        if !(1..=7).contains(&contract.bid.level) {
            // The score sheet refuses an inadmissible contract (Law 81).
            return None;
        }
        let honours = Honours::in_deal(deal, contract.bid.denomination);
        let insult = RubberOptions::default().redoubled_insult.points();
        let tricks = self.declarer_tricks()?;
        crate::score::rubber_deal::deal_entries(
            contract,
            tricks,
            honours,
            self.vulnerability.is_vulnerable(contract.declarer.side()),
            insult,
            |side: Side, _, _, points| totals[side] = totals[side].saturating_add(points),
        );
        Some(totals)
    }

    /// The deal's score under a duplicate edition (Law 77), once the play is
    /// over or the deal passed out; `None` under the rubber code.
    pub fn duplicate_score(&self) -> Option<crate::score::DuplicateScore> {
        use crate::score::{DuplicateEdition, DuplicateScore};
        let edition = DuplicateEdition::of_code(self.code)?;
        if self.cancelled.is_some() {
            // Laws 13, 15: the result is cancelled for an adjusted score.
            return None;
        }
        if self.is_passed_out() {
            return Some(DuplicateScore::passed_out(edition));
        }
        let play = self.play.as_ref().filter(|_| self.play_finished())?;
        let c = play.contract();
        let vulnerable = self.vulnerability.is_vulnerable(c.declarer.side());
        Some(DuplicateScore::new(
            edition,
            c,
            vulnerable,
            self.declarer_tricks()?,
        ))
    }
}
