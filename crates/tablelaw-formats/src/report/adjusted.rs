//! The adjusted score of the report (duplicate Law 12C).

use serde::Serialize;
use tablelaw::score::AdjustedScore;
use tablelaw::{Doubling, Seat, Side, Table};

/// The adjusted score the director awarded (`contract_bridge.adjusted_score`).
#[derive(Debug, Serialize)]
pub struct AdjustedOut {
    /// The ruling that awarded it, numbered from 1.
    pub ruling: usize,
    /// Why (`score::AdjustmentCause::name`), e.g. `partner-information`.
    pub cause: &'static str,
    /// The offending side, `NS` or `EW`.
    pub offenders: Side,
    /// `assigned` (2017 12C1; 2007 12C2) or `artificial` (2017 12C2; 2007 12C1).
    pub kind: &'static str,
    /// An assigned score's contract, e.g. `3S` or `4HX`; `null` for an
    /// assigned pass-out or an artificial score.
    pub contract: Option<String>,
    /// An assigned score's declarer.
    pub declarer: Option<Seat>,
    /// An assigned score's tricks for the declaring side.
    pub tricks: Option<u8>,
    /// An assigned score's Law 77 points for North-South (East-West's are
    /// the opposite); it replaces the score obtained in play.
    pub ns_points: Option<i32>,
    /// An artificial score's award to North-South: `average plus`,
    /// `average` or `average minus`.
    pub ns: Option<&'static str>,
    /// An artificial score's award to East-West.
    pub ew: Option<&'static str>,
}

/// The table's adjusted score, if the director awarded one.
pub fn adjusted(table: &Table) -> Option<AdjustedOut> {
    let a = table.adjusted()?;
    let mut out = AdjustedOut {
        ruling: a.ruling + 1,
        cause: a.cause.name(),
        offenders: a.offenders,
        kind: "artificial",
        contract: None,
        declarer: None,
        tricks: None,
        ns_points: None,
        ns: None,
        ew: None,
    };
    match a.score {
        AdjustedScore::Assigned { contract, tricks } => {
            out.kind = "assigned";
            out.contract = contract.map(|c| {
                let x = match c.doubling {
                    Doubling::Undoubled => "",
                    Doubling::Doubled => "X",
                    Doubling::Redoubled => "XX",
                };
                format!("{:#}{x}", c.bid)
            });
            out.declarer = contract.map(|c| c.declarer);
            out.tricks = contract.map(|_| tricks);
            out.ns_points = table
                .assigned_score()
                .map(|s| s.score_for(Side::NorthSouth));
        }
        AdjustedScore::Artificial { ns, ew } => {
            out.ns = Some(ns.words());
            out.ew = Some(ew.words());
        }
    }
    Some(out)
}
