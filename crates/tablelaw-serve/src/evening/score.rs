//! The evening scored by the library (`tablelaw::score::session`): every
//! board at every table with a result recorded in a [`Session`], each
//! board's traveller and the standings kept as the API gives them until
//! the evening changes. No score is worked out here.

use std::collections::HashMap;

use serde_json::{Value, json};
use tablelaw::DuplicateEdition;
use tablelaw::score::AdjustedScore;
use tablelaw::score::session::{Entry, Outcome as Scored, Session, Traveller, Weighted};

use super::entry::{EveningEntry, Outcome, Row};
use super::lines::{Adjustment, played};

/// The library's result for a board at a table, or why there is none (a
/// result still to come: `Ok(None)`).
fn outcome(o: Outcome<'_>) -> Result<Option<Scored>, String> {
    Ok(Some(match o {
        Outcome::Pending => return Ok(None),
        Outcome::Played(p) => Scored::Played {
            contract: p.contract(),
            tricks: p.tricks,
        },
        Outcome::TableAdjusted(adjusted) => Scored::Adjusted { adjusted },
        Outcome::Adjusted(Adjustment::Artificial { ns, ew }) => Scored::Adjusted {
            adjusted: AdjustedScore::Artificial { ns: *ns, ew: *ew },
        },
        Outcome::Adjusted(Adjustment::Assigned {
            contract,
            declarer,
            tricks,
        }) => {
            let p = played("the assigned score", contract, declarer.as_deref(), *tricks)?;
            Scored::Adjusted {
                adjusted: AdjustedScore::Assigned {
                    contract: p.contract(),
                    tricks: p.tricks,
                },
            }
        }
        Outcome::Adjusted(Adjustment::Weighted { results }) => {
            let mut out = Vec::with_capacity(results.len());
            for r in results {
                let p = played(
                    "a weighted result",
                    &r.contract,
                    r.declarer.as_deref(),
                    r.tricks,
                )?;
                out.push(Weighted {
                    weight: r.weight,
                    contract: p.contract(),
                    tricks: p.tricks,
                });
            }
            Scored::Weighted { results: out }
        }
    }))
}

/// An evening's scores, as the API gives them.
#[derive(Clone, Debug, Default)]
pub struct Scores {
    /// Each board's traveller (the library's), by board.
    pub travellers: HashMap<u32, Traveller>,
    /// Where each board at each table stands in its board's traveller.
    pub index: HashMap<(u32, u32), usize>,
    /// The results the library refused, with its reason, by board and
    /// table.
    pub refused: HashMap<(u32, u32), String>,
    /// The standings, as the API gives them.
    pub standings: Value,
}

/// A side's score in a traveller row, as JSON.
fn side(s: &tablelaw::score::session::SideScore) -> Value {
    json!({
        "value": s.value,
        "percentage": s.percentage,
        "artificial": s.artificial,
    })
}

impl Scores {
    /// Scores the evening: every result recorded, board by board, in the
    /// evening's scoring; a board factored to the most tables scheduled
    /// for any board.
    pub fn of(entry: &EveningEntry) -> Scores {
        let edition = if entry.setup.code == "duplicate-2007" {
            DuplicateEdition::Laws2007
        } else {
            DuplicateEdition::Laws2017
        };
        let mut scheduled: HashMap<u32, usize> = HashMap::new();
        for r in &entry.rows {
            *scheduled.entry(r.board()).or_default() += 1;
        }
        let expected = scheduled.values().copied().max().unwrap_or(0);
        let mut session = Session::new(entry.setup.scoring, entry.setup.ranking)
            .with_edition(edition)
            .with_expected(expected);
        let mut out = Scores::default();
        for r in &entry.rows {
            let key = (r.board(), r.table());
            let recorded = outcome(entry.outcome(r)).and_then(|o| match o {
                None => Ok(None),
                Some(outcome) => session
                    .record(Entry {
                        board: key.0,
                        table: Some(key.1),
                        ns: r.stored.ns.clone(),
                        ew: r.stored.ew.clone(),
                        outcome,
                    })
                    .map(Some)
                    .map_err(|e| e.to_string()),
            });
            match recorded {
                Ok(Some(i)) => {
                    out.index.insert(key, i);
                }
                Ok(None) => {}
                Err(e) => {
                    out.refused.insert(key, e);
                }
            }
        }
        let boards: Vec<u32> = session.boards().map(|(b, _)| b).collect();
        for b in boards {
            out.travellers.insert(b, session.traveller(b));
        }
        let standings = session.standings();
        let rows: Vec<Value> = standings
            .rows
            .iter()
            .map(|s| {
                json!({
                    "rank": s.rank,
                    "tied": s.tied,
                    "contestant": s.contestant,
                    "direction": s.direction.map(|d| d.to_string()),
                    "boards": s.boards,
                    "total": s.total,
                    "top": s.top,
                    "percentage": s.percentage,
                })
            })
            .collect();
        out.standings = json!({
            "scoring": standings.scoring,
            "ranking": standings.ranking,
            "expected": standings.expected,
            "rows": rows,
            "citations": standings.citations.iter().map(ToString::to_string).collect::<Vec<_>>(),
        });
        out
    }

    /// A board at a table's score, as JSON fields: North-South's points
    /// (Law 77), each side's matchpoints, IMPs or points; or the reason
    /// the library refused the result.
    pub fn row(&self, r: &Row) -> Value {
        let key = (r.board(), r.table());
        if let Some(reason) = self.refused.get(&key) {
            return json!({ "refused": reason });
        }
        let Some(row) = self
            .index
            .get(&key)
            .and_then(|&i| self.travellers.get(&key.0)?.rows.get(i))
        else {
            return json!({});
        };
        json!({
            "ns_points": row.ns_points,
            "ns_score": side(&row.ns_score),
            "ew_score": side(&row.ew_score),
        })
    }
}
