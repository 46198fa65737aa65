//! Contract bridge's revokes, claim and tricks after rectification, for
//! the report (duplicate Laws 61-71).

use serde::Serialize;
use tablelaw::{ClaimStatus, ContractBridge, RevokeFailure, RevokeStatus};

/// A revoke (Laws 61-63).
#[derive(Debug, Serialize)]
pub struct RevokeOut {
    /// The hand that revoked.
    pub seat: String,
    /// The card.
    pub card: String,
    /// The trick, from 1.
    pub trick: u8,
    /// What it failed to do.
    pub failure: RevokeFailure,
    /// `not-established`, `established` or `corrected`.
    pub status: RevokeStatus,
    /// Corrected, yet adjusted by Law 64 as if established (43B2(b)).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub as_established: bool,
    /// The law that established or corrected it.
    pub law: Option<String>,
    /// The ruling that records it, from 1.
    pub ruling: usize,
}

/// A claim or concession (Laws 68-71).
#[derive(Debug, Serialize)]
pub struct ClaimOut {
    /// Who claimed or conceded.
    pub seat: String,
    /// A concession rather than a claim.
    pub concession: bool,
    /// The tricks not played when it was made.
    pub remaining: u8,
    /// Of those, the tricks the claimer's side would win by his statement.
    pub tricks: u8,
    /// The line of play stated.
    pub line: String,
    /// Where it stands.
    pub status: ClaimStatus,
    /// The tricks the director gave the claimer's side (Law 70).
    pub awarded: Option<u8>,
    /// Tricks given back to the claimer's side (Law 71).
    pub cancelled: u8,
    /// Tricks given back to the opponents (69B).
    pub withdrawn: u8,
}

/// One Law 64 adjustment.
#[derive(Debug, Serialize)]
pub struct AdjustmentOut {
    /// The revoke, from 1 in `revokes`.
    pub revoke: usize,
    /// The offending side.
    pub offenders: String,
    /// Tricks transferred to the non-offending side.
    pub tricks: u8,
    /// The clause.
    pub law: String,
    /// Why.
    pub reason: String,
}

/// The tricks after rectification, once the play is finished.
#[derive(Debug, Serialize)]
pub struct TricksOut {
    /// Tricks won in play: North-South, East-West.
    pub played: [u8; 2],
    /// Tricks not played given by a claim or concession: North-South, East-West.
    pub claimed: Option<[u8; 2]>,
    /// Law 64's transfers.
    pub adjustments: Vec<AdjustmentOut>,
    /// The declaring side's tricks assigned by the director (64C).
    pub assigned: Option<u8>,
    /// The tricks scored: North-South, East-West.
    pub total: [u8; 2],
    /// The declaring side's tricks scored.
    pub declarer: u8,
}

pub(super) fn revokes(table: &ContractBridge) -> Vec<RevokeOut> {
    table
        .revokes()
        .iter()
        .map(|r| RevokeOut {
            seat: r.seat.letter().to_string(),
            card: format!("{:#}", r.card),
            trick: r.trick + 1,
            failure: r.failure,
            status: r.status,
            as_established: r.as_established,
            law: r.law.map(|l| l.path()),
            ruling: r.ruling + 1,
        })
        .collect()
}

pub(super) fn claim(table: &ContractBridge) -> Option<ClaimOut> {
    table.claim().map(|c| ClaimOut {
        seat: c.seat.letter().to_string(),
        concession: c.concession,
        remaining: c.remaining,
        tricks: c.tricks,
        line: c.line.clone(),
        status: c.status,
        awarded: c.awarded,
        cancelled: c.cancelled,
        withdrawn: c.withdrawn,
    })
}

pub(super) fn tricks(table: &ContractBridge) -> Option<TricksOut> {
    let t = table.tricks()?;
    let declarer = table.contract()?.declarer.side();
    Some(TricksOut {
        played: t.played.0,
        claimed: t.claimed.map(|c| c.0),
        adjustments: t
            .adjustments
            .iter()
            .map(|a| AdjustmentOut {
                revoke: a.revoke + 1,
                offenders: a.offenders.to_string(),
                tricks: a.tricks,
                law: a.law.path(),
                reason: a.reason.clone(),
            })
            .collect(),
        assigned: t.assigned,
        total: t.total.0,
        declarer: t.total[declarer],
    })
}
