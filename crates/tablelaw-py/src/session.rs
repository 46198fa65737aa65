//! `tablelaw.Session`: a session's results scored ([`tablelaw::score::session`]):
//! travellers and standings in matchpoints, IMPs, cross-IMPs, Butler or
//! total points, adjusted scores (assigned, artificial, weighted) by Law 12C.

use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use serde_json::to_value;
use tablelaw::score::session::{Entry, Outcome, Ranking, Scoring, Weighted};
use tablelaw::score::{AdjustedScore, Artificial};

use crate::convert::to_py;
use crate::score::{contract_words, edition, seat, vulnerability};

fn artificial(text: &str) -> PyResult<Artificial> {
    match text.trim().to_ascii_lowercase().as_str() {
        "avg+" | "average plus" | "a+" | "60%" => Ok(Artificial::AveragePlus),
        "avg" | "average" | "a" | "50%" => Ok(Artificial::Average),
        "avg-" | "average minus" | "a-" | "40%" => Ok(Artificial::AverageMinus),
        _ => Err(PyValueError::new_err(format!(
            "an artificial score is avg+, avg or avg- (Law 12C2(a)), not `{text}`"
        ))),
    }
}

/// A result: `contract` (`4S`, `3NTX`, or `pass`), `declarer`, `tricks`.
fn result(
    contract: &str,
    declarer: Option<&str>,
    tricks: Option<i64>,
) -> PyResult<(Option<tablelaw::Contract>, u8)> {
    if contract.trim().eq_ignore_ascii_case("pass") {
        return Ok((None, 0));
    }
    let declarer = seat(declarer.ok_or_else(|| {
        PyValueError::new_err(format!("{contract} needs its declarer (N, E, S or W)"))
    })?)?;
    let tricks = tricks
        .and_then(|t| u8::try_from(t).ok())
        .filter(|t| *t <= 13)
        .ok_or_else(|| PyValueError::new_err("tricks are 0 to 13"))?;
    Ok((Some(contract_words(contract, declarer)?), tricks))
}

/// One result of a weighted score as Python gives it: weight, contract,
/// declarer, tricks.
type WeightedPart = (u32, String, Option<String>, Option<i64>);

/// A session of duplicate bridge: the results of every table on every
/// board, scored in one form (Law 78), with the director's adjusted
/// scores (Law 12C).
#[pyclass(name = "Session", module = "tablelaw")]
pub struct PySession {
    inner: tablelaw::score::session::Session,
}

#[pymethods]
impl PySession {
    /// A session scored in `scoring` (`matchpoints`, `imps`, `cross-imps`,
    /// `butler`, `total-points`); `by_direction` ranks North-South and
    /// East-West apart (a Mitchell); `expected` is the number of results
    /// each board is factored to in matchpoints (by default the most of
    /// any board).
    #[new]
    #[pyo3(signature = (scoring="matchpoints", by_direction=false, laws="duplicate-2017", expected=None))]
    fn new(
        scoring: &str,
        by_direction: bool,
        laws: &str,
        expected: Option<usize>,
    ) -> PyResult<PySession> {
        let form = Scoring::from_name(scoring).ok_or_else(|| {
            PyValueError::new_err(format!(
                "scoring is matchpoints, imps, cross-imps, butler or total-points, not `{scoring}`"
            ))
        })?;
        let ranking = if by_direction {
            Ranking::ByDirection
        } else {
            Ranking::Together
        };
        let mut inner =
            tablelaw::score::session::Session::new(form, ranking).with_edition(edition(laws)?);
        if let Some(n) = expected {
            inner = inner.with_expected(n);
        }
        Ok(PySession { inner })
    }

    /// Records a table's result on `board`: a contract (`4S`, `3NTX`, or
    /// `pass`) with its `declarer` and `tricks`; or the director's
    /// `assigned` contract (a tuple `(contract, declarer, tricks)`), an
    /// `artificial` score (a tuple `(ns, ew)` of `avg+`, `avg`, `avg-`), or
    /// a `weighted` score (a list of `(weight, contract, declarer, tricks)`,
    /// Law 12C1(c)). Returns the result's index on the board; raises
    /// ValueError for an impossible result, recording nothing.
    #[pyo3(signature = (board, ns, ew, contract=None, declarer=None, tricks=None, *, table=None, assigned=None, artificial=None, weighted=None))]
    #[allow(clippy::too_many_arguments)]
    fn record(
        &mut self,
        board: u32,
        ns: String,
        ew: String,
        contract: Option<&str>,
        declarer: Option<&str>,
        tricks: Option<i64>,
        table: Option<u32>,
        assigned: Option<(String, Option<String>, Option<i64>)>,
        artificial: Option<(String, String)>,
        weighted: Option<Vec<WeightedPart>>,
    ) -> PyResult<usize> {
        let outcome = match (contract, assigned, artificial, weighted) {
            (Some(c), None, None, None) => {
                let (contract, tricks) = result(c, declarer, tricks)?;
                Outcome::Played { contract, tricks }
            }
            (None, Some((c, d, t)), None, None) => {
                let (contract, tricks) = result(&c, d.as_deref(), t)?;
                Outcome::Adjusted {
                    adjusted: AdjustedScore::Assigned { contract, tricks },
                }
            }
            (None, None, Some((n, e)), None) => Outcome::Adjusted {
                adjusted: AdjustedScore::Artificial {
                    ns: self::artificial(&n)?,
                    ew: self::artificial(&e)?,
                },
            },
            (None, None, None, Some(parts)) => Outcome::Weighted {
                results: parts
                    .into_iter()
                    .map(|(weight, c, d, t)| {
                        let (contract, tricks) = result(&c, d.as_deref(), t)?;
                        Ok(Weighted {
                            weight,
                            contract,
                            tricks,
                        })
                    })
                    .collect::<PyResult<_>>()?,
            },
            _ => {
                return Err(PyValueError::new_err(
                    "give one of: contract (with declarer and tricks), assigned, artificial, weighted",
                ));
            }
        };
        self.inner
            .record(Entry {
                board,
                table,
                ns,
                ew,
                outcome,
            })
            .map_err(|e| PyValueError::new_err(e.to_string()))
    }

    /// Sets board `board`'s vulnerability (`none`, `ns`, `ew`, `both`)
    /// where it is not Law 2's for its number.
    fn set_vulnerability(&mut self, board: u32, vulnerable: &str) -> PyResult<()> {
        self.inner
            .set_vulnerability(board, vulnerability(vulnerable)?);
        Ok(())
    }

    /// Board `board`'s traveller: a dict with `rows` (each table's result,
    /// `ns_points`, `ns_score` and `ew_score` with `value` and
    /// `percentage`), `top`, `compared`, `datum` and `citations`.
    fn traveller<'py>(&self, py: Python<'py>, board: u32) -> PyResult<Bound<'py, PyAny>> {
        let value = to_value(self.inner.traveller(board))
            .map_err(|e| PyValueError::new_err(e.to_string()))?;
        to_py(py, &value)
    }

    /// The standings: a dict with `rows` (each `rank`, `tied`,
    /// `contestant`, `direction`, `boards`, `total`, `top`, `percentage`)
    /// and `citations`.
    fn standings<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        let value =
            to_value(self.inner.standings()).map_err(|e| PyValueError::new_err(e.to_string()))?;
        to_py(py, &value)
    }

    /// The boards with a result, in order.
    fn boards(&self) -> Vec<u32> {
        self.inner.boards().map(|(b, _)| b).collect()
    }

    fn __repr__(&self) -> String {
        format!(
            "Session({}, {} boards)",
            self.inner.scoring().name(),
            self.inner.boards().count()
        )
    }
}

/// A PBN file's ScoreTables (PBN 2.1 §5.9) scored again, as `tablelaw score
/// session --json` does: a dict with `boards`, `results`, `checked`,
/// `findings` (each `line`, `column`, `board`, `pairs`, `field`, `file`,
/// `laws`, `message`) and `standings`. `scoring` is the form where the
/// file's Scoring tag is not to be used. The lock is released while the
/// file is read.
#[pyfunction]
#[pyo3(signature = (path, scoring=None, by_direction=false, laws="duplicate-2017"))]
pub fn score_session<'py>(
    py: Python<'py>,
    path: std::path::PathBuf,
    scoring: Option<&str>,
    by_direction: bool,
    laws: &str,
) -> PyResult<Bound<'py, PyAny>> {
    use tablelaw_formats::pbn::session::{Form, read};
    let form = match scoring {
        Some(s) => Some(Form::of(Scoring::from_name(s).ok_or_else(|| {
            PyValueError::new_err(format!(
                "scoring is matchpoints, imps, cross-imps, butler or total-points, not `{s}`"
            ))
        })?)),
        None => None,
    };
    let ranking = if by_direction {
        Ranking::ByDirection
    } else {
        Ranking::Together
    };
    let edition = edition(laws)?;
    let file = std::fs::File::open(&path).map_err(|e| {
        pyo3::exceptions::PyOSError::new_err(format!("cannot open {}: {e}", path.display()))
    })?;
    let (summary, findings) = py.detach(|| {
        let mut findings = Vec::new();
        let summary = read(file, form, ranking, edition, |f| {
            findings.push(to_value(f).unwrap_or_default());
        });
        (summary, findings)
    });
    let summary = summary.map_err(PyValueError::new_err)?;
    let out = serde_json::json!({
        "boards": summary.boards,
        "results": summary.results,
        "checked": summary.checked,
        "findings": findings,
        "standings": summary.standings,
    });
    to_py(py, &out)
}
