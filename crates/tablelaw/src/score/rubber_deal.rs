//! The entries one deal of a rubber scores (rubber Laws 72 and 81): trick
//! points below the line for a contract made; above it the overtricks, the
//! premium for making a doubled or redoubled contract, a slam bid and
//! made, or the defenders' undertricks; and the honours.

use super::rubber::Line;
use super::tricks::{ContractPoints, contract_points};
use super::{Honours, ScoreKind};
use crate::auction::{Contract, Doubling};
use crate::seat::Side;

/// Calls `entry(side, line, kind, points)` for each entry `contract` scores
/// with `tricks` won by the declaring side, `vulnerable` or not, the
/// premium for a redoubled contract made being `insult`; returns the
/// contract's points.
pub(crate) fn deal_entries(
    contract: Contract,
    tricks: u8,
    honours: Option<Honours>,
    vulnerable: bool,
    insult: i32,
    mut entry: impl FnMut(Side, Line, ScoreKind, i32),
) -> ContractPoints {
    let declaring = contract.declarer.side();
    let p = contract_points(contract.bid, contract.doubling, vulnerable, tricks, insult);
    if p.made {
        entry(declaring, Line::Below, ScoreKind::TrickScore, p.trick_score);
        if p.overtricks > 0 {
            entry(declaring, Line::Above, ScoreKind::Overtricks, p.overtricks);
        }
        if contract.doubling != Doubling::Undoubled {
            entry(declaring, Line::Above, ScoreKind::Insult, p.insult);
        }
        match p.slam {
            Some((6, points)) => entry(declaring, Line::Above, ScoreKind::SmallSlam, points),
            Some((_, points)) => entry(declaring, Line::Above, ScoreKind::GrandSlam, points),
            None => {}
        }
    } else {
        let defenders = declaring.opponents();
        entry(
            defenders,
            Line::Above,
            ScoreKind::Undertricks,
            p.undertricks,
        );
    }
    if let Some(h) = honours {
        entry(h.side, Line::Above, ScoreKind::Honours, h.points());
    }
    p
}
