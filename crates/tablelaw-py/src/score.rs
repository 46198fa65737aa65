//! `tablelaw.score`: the duplicate scoring laws ([`tablelaw::score`]),
//! with the fields of `tablelaw score --json`.

use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use serde_json::{Value, json};
use tablelaw::score::{DuplicateEdition, DuplicateScore, Vulnerability, board_dealer};
use tablelaw::{Contract, Doubling, Seat, Side};

use crate::convert::to_py;

pub(crate) fn edition(laws: &str) -> PyResult<DuplicateEdition> {
    match laws {
        "duplicate-2017" => Ok(DuplicateEdition::Laws2017),
        "duplicate-2007" => Ok(DuplicateEdition::Laws2007),
        other => Err(PyValueError::new_err(format!(
            "the scoring laws are duplicate-2017 or duplicate-2007, not `{other}`"
        ))),
    }
}

pub(crate) fn vulnerability(text: &str) -> PyResult<Vulnerability> {
    match text.to_ascii_lowercase().as_str() {
        "none" | "neither" => Ok(Vulnerability::Neither),
        "ns" => Ok(Vulnerability::NorthSouth),
        "ew" => Ok(Vulnerability::EastWest),
        "both" | "all" => Ok(Vulnerability::Both),
        _ => Err(PyValueError::new_err(format!(
            "vulnerable is none, ns, ew or both, not `{text}`"
        ))),
    }
}

fn vulnerability_id(v: Vulnerability) -> &'static str {
    match v {
        Vulnerability::Neither => "none",
        Vulnerability::NorthSouth => "ns",
        Vulnerability::EastWest => "ew",
        Vulnerability::Both => "both",
    }
}

/// A contract without its declarer: `4H`, `3NT`, `2DX`, `7SXX`.
pub(crate) fn contract_words(text: &str, declarer: Seat) -> PyResult<Contract> {
    match Doubling::split_contract(text) {
        Some((bid, doubling)) => Ok(Contract {
            bid,
            doubling,
            declarer,
        }),
        None => Err(PyValueError::new_err(format!(
            "`{text}` is no contract: write a level 1 to 7, C, D, H, S or NT, then X if doubled or XX if redoubled (4H, 3NT, 2DX, 7SXX)"
        ))),
    }
}

pub(crate) fn seat(text: &str) -> PyResult<Seat> {
    text.parse()
        .map_err(|e: tablelaw::seat::ParseSeatError| PyValueError::new_err(e.to_string()))
}

/// The Law 77 score of a contract: a dict with the contract, declarer,
/// vulnerability, tricks, result (over or under), made, the items (each
/// `kind`, `points`, `law`), the total for the declaring side, the
/// `scores` of both sides and the citation.
#[pyfunction]
#[pyo3(signature = (contract, declarer, tricks, vulnerable="none", laws="duplicate-2017"))]
pub fn contract<'py>(
    py: Python<'py>,
    contract: &str,
    declarer: &str,
    tricks: i64,
    vulnerable: &str,
    laws: &str,
) -> PyResult<Bound<'py, PyAny>> {
    let edition = edition(laws)?;
    let declarer = seat(declarer)?;
    let c = contract_words(contract, declarer)?;
    let v = vulnerability(vulnerable)?;
    let tricks = u8::try_from(tricks)
        .ok()
        .filter(|t| *t <= 13)
        .ok_or_else(|| PyValueError::new_err(format!("tricks are 0 to 13, not {tricks}")))?;
    let side = declarer.side();
    let score = DuplicateScore::try_new(edition, &c, v.is_vulnerable(side), tricks)
        .map_err(|e| PyValueError::new_err(e.to_string()))?;
    let result = i32::from(tricks) - (i32::from(c.bid.level) + 6);
    let x = match c.doubling {
        Doubling::Undoubled => "",
        Doubling::Doubled => "X",
        Doubling::Redoubled => "XX",
    };
    let out = json!({
        "laws": edition.to_string(),
        "contract": format!("{:#}{x}", c.bid),
        "declarer": declarer,
        "declaring_side": side,
        "vulnerability": vulnerability_id(v),
        "vulnerable": score.vulnerable(),
        "tricks": tricks,
        "result": result,
        "made": result >= 0,
        "items": tablelaw_formats::report::items_out(&score),
        "total": score.total(),
        "scores": {
            "NS": score.score_for(Side::NorthSouth),
            "EW": score.score_for(Side::EastWest),
        },
        "law": score.citation().path(),
        "citation": score.citation().to_string(),
    });
    to_py(py, &out)
}

/// International matchpoints (Law 78B) for a difference in points, or for
/// the first score less the second.
#[pyfunction]
#[pyo3(signature = (score, other=None))]
pub fn imps(score: i64, other: Option<i64>) -> i32 {
    let difference = score - other.unwrap_or(0);
    let clamped =
        i32::try_from(difference).unwrap_or(if difference < 0 { i32::MIN } else { i32::MAX });
    tablelaw::score::imps(clamped)
}

/// Each score's matchpoints on a board (Law 78A), in the order given: a
/// list of dicts `{"score", "matchpoints", "top", "percentage"}` (two
/// units for each score beaten, one for each equal; `percentage` None with
/// one score).
#[pyfunction]
pub fn matchpoints<'py>(py: Python<'py>, scores: Vec<i32>) -> PyResult<Bound<'py, PyAny>> {
    let rows: Vec<Value> = scores
        .iter()
        .zip(tablelaw::score::matchpoints(&scores))
        .map(|(score, m)| {
            json!({
                "score": score,
                "matchpoints": m.units,
                "top": m.top,
                "percentage": m.percentage(),
            })
        })
        .collect();
    to_py(py, &Value::Array(rows))
}

/// A board's dealer and vulnerability (Law 2): `{"board", "dealer",
/// "vulnerability", "vulnerable": {"NS", "EW"}}`.
#[pyfunction]
pub fn board(py: Python<'_>, number: u32) -> PyResult<Bound<'_, PyAny>> {
    if number == 0 {
        return Err(PyValueError::new_err("boards are numbered from 1"));
    }
    let v = Vulnerability::of_board(number);
    let out = json!({
        "board": number,
        "dealer": board_dealer(number),
        "vulnerability": vulnerability_id(v),
        "vulnerable": {
            "NS": v.is_vulnerable(Side::NorthSouth),
            "EW": v.is_vulnerable(Side::EastWest),
        },
    });
    to_py(py, &out)
}
