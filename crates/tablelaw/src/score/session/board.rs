//! One board's results compared: the traveller (Laws 77, 78 and 12C).

use serde::Serialize;
use smallvec::{SmallVec, smallvec};

use super::{Entry, Outcome, Scoring, SessionError, Traveller};
use crate::auction::Contract;
use crate::law::Citation;
use crate::score::{
    AdjustedScore, Artificial, DuplicateEdition, DuplicateScore, Vulnerability, butler_datum, imps,
};
use crate::seat::Side;

/// What a board is scored with besides its results: the conditions of
/// contest.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Conditions {
    /// The form of scoring.
    pub scoring: Scoring,
    /// The edition cited.
    pub edition: DuplicateEdition,
    /// In matchpoints, the results a board is factored to (Neuberg); a
    /// board's own number of results compared leaves it as it is.
    pub expected: usize,
    /// Butler: how many scores are dropped at each end of the datum;
    /// `None` for [`butler_drop`]'s rule.
    pub butler_drop: Option<usize>,
}

/// One side's score on one result of the traveller.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct SideScore {
    /// Matchpoints (scoring units: two for each score beaten, one for each
    /// equal, factored to the session's number of results), IMPs, or
    /// points (total points).
    pub value: f64,
    /// In matchpoints, the value as a percentage of the top.
    pub percentage: Option<f64>,
    /// The artificial adjusted score (Law 12C2) the value stands for.
    pub artificial: Option<Artificial>,
    /// In matchpoints, the units before factoring, against the board's
    /// own results.
    #[serde(skip)]
    pub units: f64,
}

impl SideScore {
    const NONE: SideScore = SideScore {
        value: 0.0,
        percentage: None,
        artificial: None,
        units: 0.0,
    };
}

/// One result of a board's traveller.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct TravellerRow {
    /// The table's number, where known.
    pub table: Option<u32>,
    /// The North-South pair (or team).
    pub ns: String,
    /// The East-West pair (or team).
    pub ew: String,
    /// The result as recorded.
    pub outcome: Outcome,
    /// North-South's score (Law 77; a pass-out 0); a weighted score's
    /// weighted points, shown only (it is scored result by result); `None`
    /// for an artificial score, which has no points.
    pub ns_points: Option<f64>,
    /// North-South's matchpoints, IMPs or points.
    pub ns_score: SideScore,
    /// East-West's.
    pub ew_score: SideScore,
    /// In IMPs between teams, the index of the result this one is compared
    /// with (the same two teams sitting the other way round); `None` where
    /// the board's other result is missing.
    pub compared_with: Option<usize>,
}

/// A result's North-South points, as weighted parts (weights summing to 1),
/// or its artificial scores.
enum Mass {
    Points(SmallVec<[(f64, i32); 2]>),
    Artificial { ns: Artificial, ew: Artificial },
}

/// North-South's points for `contract` (none: passed out) and the
/// declaring side's `tricks` (Law 77).
fn ns_points(
    edition: DuplicateEdition,
    vulnerability: Vulnerability,
    contract: Option<&Contract>,
    tricks: u8,
) -> i32 {
    contract.map_or(0, |c| {
        let side = c.declarer.side();
        let total =
            DuplicateScore::new(edition, c, vulnerability.is_vulnerable(side), tricks).total();
        if side == Side::NorthSouth {
            total
        } else {
            -total
        }
    })
}

fn mass(edition: DuplicateEdition, vulnerability: Vulnerability, outcome: &Outcome) -> Mass {
    match outcome {
        Outcome::Played { contract, tricks }
        | Outcome::Adjusted {
            adjusted: AdjustedScore::Assigned { contract, tricks },
        } => Mass::Points(smallvec![(
            1.0,
            ns_points(edition, vulnerability, contract.as_ref(), *tricks)
        )]),
        Outcome::Adjusted {
            adjusted: AdjustedScore::Artificial { ns, ew },
        } => Mass::Artificial { ns: *ns, ew: *ew },
        Outcome::Weighted { results } => {
            let sum: f64 = results.iter().map(|w| f64::from(w.weight)).sum();
            Mass::Points(
                results
                    .iter()
                    .filter(|w| w.weight > 0)
                    .map(|w| {
                        (
                            f64::from(w.weight) / sum.max(1.0),
                            ns_points(edition, vulnerability, w.contract.as_ref(), w.tricks),
                        )
                    })
                    .collect(),
            )
        }
    }
}

/// Whether `entry`'s result is an artificial adjusted score (compared with
/// no other result).
pub(crate) fn is_artificial(entry: &Entry) -> bool {
    matches!(
        entry.outcome,
        Outcome::Adjusted {
            adjusted: AdjustedScore::Artificial { .. }
        }
    )
}

fn check_result(board: u32, contract: Option<&Contract>, tricks: u8) -> Result<(), SessionError> {
    let error = |error| SessionError::Score { board, error };
    match contract {
        Some(c) => DuplicateScore::try_new(DuplicateEdition::Laws2017, c, false, tricks)
            .map(drop)
            .map_err(error),
        None if tricks > 0 => Err(error(crate::score::ScoreError::TricksWithoutContract(
            tricks,
        ))),
        None => Ok(()),
    }
}

/// Checks that `entry` is a possible result.
pub(crate) fn check(entry: &Entry) -> Result<(), SessionError> {
    let board = entry.board;
    if board == 0 {
        return Err(SessionError::BoardZero);
    }
    match &entry.outcome {
        Outcome::Played { contract, tricks }
        | Outcome::Adjusted {
            adjusted: AdjustedScore::Assigned { contract, tricks },
        } => check_result(board, contract.as_ref(), *tricks),
        Outcome::Adjusted { .. } => Ok(()),
        Outcome::Weighted { results } => {
            if !results.iter().any(|w| w.weight > 0) {
                return Err(SessionError::NoWeight(board));
            }
            results
                .iter()
                .try_for_each(|w| check_result(board, w.contract.as_ref(), w.tricks))
        }
    }
}

/// The units of 2017 Law 78A for each result in `masses` (`None` for an
/// artificial one), each part of a weighted score compared in its weight
/// with each part of every other result.
fn units(masses: &[Mass]) -> Vec<Option<f64>> {
    let mut all: Vec<(i32, f64)> = masses
        .iter()
        .filter_map(|m| match m {
            Mass::Points(parts) => Some(parts.iter().map(|&(w, p)| (p, w))),
            Mass::Artificial { .. } => None,
        })
        .flatten()
        .collect();
    all.sort_unstable_by_key(|&(p, _)| p);
    let mut prefix = Vec::with_capacity(all.len() + 1);
    prefix.push(0.0);
    for &(_, w) in &all {
        prefix.push(prefix.last().copied().unwrap_or(0.0) + w);
    }
    masses
        .iter()
        .map(|m| match m {
            Mass::Artificial { .. } => None,
            Mass::Points(parts) => Some(
                parts
                    .iter()
                    .map(|&(w, p)| {
                        let lower = all.partition_point(|&(q, _)| q < p);
                        let upper = all.partition_point(|&(q, _)| q <= p);
                        let mut below = prefix[lower];
                        let mut equal = prefix[upper] - prefix[lower];
                        // Not compared with itself.
                        for &(w2, p2) in parts {
                            if p2 < p {
                                below -= w2;
                            } else if p2 == p {
                                equal -= w2;
                            }
                        }
                        w * (2.0 * below + equal)
                    })
                    .sum(),
            ),
        })
        .collect()
}

/// The IMPs of `a` against `b`, part by part in their weights.
fn weighted_imps(a: &[(f64, i32)], b: &[(f64, i32)]) -> f64 {
    a.iter()
        .flat_map(|&(wa, pa)| {
            b.iter()
                .map(move |&(wb, pb)| wa * wb * f64::from(imps(pa.saturating_sub(pb))))
        })
        .sum()
}

/// The Butler datum's default number of scores dropped at each end, where
/// the conditions of contest do not say: none of up to three scores, one
/// of four to ten, two of eleven to twenty-five, and a tenth beyond (as
/// the bridge-scorer program does for up to twenty-five).
pub fn butler_drop(scores: usize) -> usize {
    match scores {
        0..=3 => 0,
        4..=10 => 1,
        11..=25 => 2,
        n => n / 10,
    }
}

fn side_score(value: f64, top: Option<f64>, artificial: Option<Artificial>) -> SideScore {
    SideScore {
        value,
        percentage: top.and_then(|t| (t > 0.0).then(|| 100.0 * value / t)),
        artificial,
        units: value,
    }
}

/// Scores one board's results in `setting`'s form: its traveller.
pub(crate) fn traveller(
    setting: &Conditions,
    board: u32,
    vulnerability: Vulnerability,
    entries: &[Entry],
) -> Traveller {
    let edition = setting.edition;
    let masses: Vec<Mass> = entries
        .iter()
        .map(|e| mass(edition, vulnerability, &e.outcome))
        .collect();
    let compared = masses
        .iter()
        .filter(|m| matches!(m, Mass::Points(_)))
        .count();
    let mut rows: Vec<TravellerRow> = entries
        .iter()
        .zip(&masses)
        .map(|(e, m)| TravellerRow {
            table: e.table,
            ns: e.ns.clone(),
            ew: e.ew.clone(),
            outcome: e.outcome.clone(),
            ns_points: match m {
                Mass::Points(parts) => Some(parts.iter().map(|&(w, p)| w * f64::from(p)).sum()),
                Mass::Artificial { .. } => None,
            },
            ns_score: SideScore::NONE,
            ew_score: SideScore::NONE,
            compared_with: None,
        })
        .collect();
    let mut top = 0.0;
    let mut datum = None;
    match setting.scoring {
        Scoring::Matchpoints => {
            let n = compared as f64;
            let big_n = setting.expected.max(1) as f64;
            top = 2.0 * (big_n - 1.0);
            let factor = |u: f64| {
                if compared == 0 {
                    0.0
                } else {
                    (u + 1.0) * big_n / n - 1.0
                }
            };
            for ((row, m), u) in rows.iter_mut().zip(&masses).zip(units(&masses)) {
                if let (Mass::Points(_), Some(u)) = (m, u) {
                    let raw_top = 2.0 * (n - 1.0);
                    row.ns_score = SideScore {
                        units: u,
                        ..side_score(factor(u), Some(top), None)
                    };
                    row.ew_score = SideScore {
                        units: raw_top - u,
                        ..side_score(factor(raw_top - u), Some(top), None)
                    };
                } else if let Mass::Artificial { ns, ew } = *m {
                    let share = |a: Artificial| f64::from(a.percent()) / 100.0 * top;
                    row.ns_score = side_score(share(ns), Some(top), Some(ns));
                    row.ew_score = side_score(share(ew), Some(top), Some(ew));
                }
            }
        }
        Scoring::Imps => {
            for i in 0..rows.len() {
                if rows[i].compared_with.is_some() {
                    continue;
                }
                let Some(j) = (i + 1..rows.len()).find(|&j| {
                    rows[j].compared_with.is_none()
                        && rows[j].ns == rows[i].ew
                        && rows[j].ew == rows[i].ns
                }) else {
                    continue;
                };
                // Team X sits North-South at i, East-West at j.
                let (x, y) = match (&masses[i], &masses[j]) {
                    (Mass::Points(a), Mass::Points(b)) => {
                        let v = weighted_imps(a, b);
                        ((v, None), (-v, None))
                    }
                    (Mass::Artificial { ns, ew }, Mass::Points(_)) => (
                        (f64::from(ns.imps()), Some(*ns)),
                        (f64::from(ew.imps()), Some(*ew)),
                    ),
                    (Mass::Points(_), Mass::Artificial { ns, ew }) => (
                        (f64::from(ew.imps()), Some(*ew)),
                        (f64::from(ns.imps()), Some(*ns)),
                    ),
                    (Mass::Artificial { ns: xa, ew: ya }, Mass::Artificial { ns: yb, ew: xb }) => {
                        let mean =
                            |a: &Artificial, b: &Artificial| f64::from(a.imps() + b.imps()) / 2.0;
                        ((mean(xa, xb), None), (mean(ya, yb), None))
                    }
                };
                rows[i].ns_score = side_score(x.0, None, x.1);
                rows[i].ew_score = side_score(y.0, None, y.1);
                rows[j].ns_score = side_score(y.0, None, y.1);
                rows[j].ew_score = side_score(x.0, None, x.1);
                rows[i].compared_with = Some(j);
                rows[j].compared_with = Some(i);
            }
        }
        Scoring::CrossImps | Scoring::Butler | Scoring::TotalPoints => {
            let scoring = setting.scoring;
            if scoring == Scoring::Butler {
                let means: Vec<i32> = rows
                    .iter()
                    .filter_map(|r| r.ns_points.map(|p| p.round() as i32))
                    .collect();
                let drop = setting
                    .butler_drop
                    .unwrap_or_else(|| butler_drop(means.len()));
                datum = butler_datum(&means, drop);
            }
            let others = compared.saturating_sub(1).max(1) as f64;
            for i in 0..rows.len() {
                let (ns, ew) = match &masses[i] {
                    Mass::Artificial { ns, ew } => {
                        let value = |a: Artificial| {
                            if scoring.in_imps() {
                                f64::from(a.imps())
                            } else {
                                0.0
                            }
                        };
                        (
                            side_score(value(*ns), None, Some(*ns)),
                            side_score(value(*ew), None, Some(*ew)),
                        )
                    }
                    Mass::Points(parts) => {
                        let v = match scoring {
                            Scoring::CrossImps => {
                                let sum: f64 = masses
                                    .iter()
                                    .enumerate()
                                    .filter(|&(j, _)| j != i)
                                    .filter_map(|(_, m)| match m {
                                        Mass::Points(b) => Some(weighted_imps(parts, b)),
                                        Mass::Artificial { .. } => None,
                                    })
                                    .sum();
                                sum / others
                            }
                            Scoring::Butler => {
                                datum.map_or(0.0, |d| weighted_imps(parts, &[(1.0, d)]))
                            }
                            _ => parts.iter().map(|&(w, p)| w * f64::from(p)).sum(),
                        };
                        (side_score(v, None, None), side_score(-v, None, None))
                    }
                };
                rows[i].ns_score = ns;
                rows[i].ew_score = ew;
            }
        }
    }
    Traveller {
        board,
        vulnerability,
        scoring: setting.scoring,
        citations: citations(setting, entries),
        rows,
        top,
        compared,
        datum,
    }
}

/// The laws a board's scoring applies.
fn citations(setting: &Conditions, entries: &[Entry]) -> Vec<Citation> {
    let e = setting.edition;
    let laws_2007 = e == DuplicateEdition::Laws2007;
    let mut out = vec![e.cite(77, ""), setting.scoring.citation(e)];
    let mut add = |c: Citation| {
        if !out.contains(&c) {
            out.push(c);
        }
    };
    for entry in entries {
        match &entry.outcome {
            Outcome::Played { .. } => {}
            Outcome::Adjusted {
                adjusted: AdjustedScore::Assigned { .. },
            } => add(e.cite(12, if laws_2007 { "C2" } else { "C1(a)" })),
            Outcome::Weighted { .. } => add(e.cite(12, if laws_2007 { "C3" } else { "C1(c)" })),
            Outcome::Adjusted {
                adjusted: AdjustedScore::Artificial { .. },
            } => add(e.cite(
                12,
                match (laws_2007, setting.scoring.in_imps()) {
                    (true, _) => "C1",
                    (false, false) => "C2(a)",
                    (false, true) => "C2(b)",
                },
            )),
        }
    }
    out
}

/// Scores one board's results under `conditions`: its traveller, each
/// result's matchpoints factored to `conditions.expected` results, or its
/// IMPs or points.
pub fn score_board(
    conditions: &Conditions,
    board: u32,
    vulnerability: Vulnerability,
    entries: &[Entry],
) -> Traveller {
    traveller(conditions, board, vulnerability, entries)
}
