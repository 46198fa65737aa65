//! `tablelaw.LinBoard`: a board of a LIN file as the reader gives it, its
//! parts turned into Python objects when asked for, as
//! [`PbnGame`](crate::game::PbnGame) does for PBN.

use pyo3::exceptions::PyKeyError;
use pyo3::intern;
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList};
use tablelaw_formats::lin;

use crate::game::call_word;

/// The keys of a board, as `to_dict()` gives them.
const KEYS: [&str; 9] = [
    "tags",
    "players",
    "dealer",
    "deal",
    "vulnerable",
    "auction",
    "play",
    "claim",
    "notes",
];

/// A board of a LIN file.
///
/// `tags` maps the LIN codes of the board's other tokens (`qx`, `ah`,
/// `rs`, …) to their values (a repeated code: the last); `players` the
/// names, South, West, North, East (and a vugraph file's closed room);
/// `dealer` the dealer's seat; `deal` the PBN deal from North;
/// `vulnerable` `None`, `NS`, `EW` or `All`; `auction` is `{"first",
/// "calls", "explanations"}`, the calls with `!` when alerted and the
/// explanations by the call's index; `play` the cards; `claim` the tricks
/// claimed; `notes` the comments. Each part is built when asked for;
/// `board["deal"]` reads as `board.deal`, and `to_dict()` gives every part.
#[pyclass(module = "tablelaw", frozen)]
pub struct LinBoard {
    board: lin::Board,
}

impl LinBoard {
    /// A board read.
    pub fn new(board: lin::Board) -> Self {
        LinBoard { board }
    }
}

#[pymethods]
impl LinBoard {
    /// The other tokens, code to value.
    #[getter]
    fn tags<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let b = &self.board;
        let tags = PyDict::new(py);
        if let Some(id) = &b.id {
            tags.set_item("qx", id)?;
        }
        if let Some(header) = &b.header {
            tags.set_item("ah", header)?;
        }
        for (code, value) in &b.others {
            tags.set_item(code.as_str(), value)?;
        }
        Ok(tags)
    }

    /// The players' names, or None.
    #[getter]
    fn players(&self) -> Option<Vec<String>> {
        self.board.players.clone()
    }

    /// The dealer, or None.
    #[getter]
    fn dealer(&self) -> Option<String> {
        self.board.deal.as_ref().map(|(d, _)| d.to_string())
    }

    /// The deal, as PBN writes it from North, or None.
    #[getter]
    fn deal(&self) -> Option<String> {
        self.board.deal.as_ref().map(|(_, d)| d.to_string())
    }

    /// The vulnerability (`None`, `NS`, `EW`, `All`), or None.
    #[getter]
    fn vulnerable(&self) -> Option<String> {
        self.board.vulnerability.map(|v| v.to_string())
    }

    /// The auction: `{"first", "calls", "explanations"}`.
    #[getter]
    fn auction<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let b = &self.board;
        let auction = PyDict::new(py);
        auction.set_item(intern!(py, "first"), self.dealer())?;
        let calls: Vec<String> = b
            .calls
            .iter()
            .map(|c| {
                let mut word = call_word(c.call);
                if c.alert {
                    word.push('!');
                }
                word
            })
            .collect();
        auction.set_item(intern!(py, "calls"), PyList::new(py, calls)?)?;
        let explanations = PyDict::new(py);
        for (i, c) in b.calls.iter().enumerate() {
            if let Some(text) = &c.explanation {
                explanations.set_item(i, text)?;
            }
        }
        auction.set_item(intern!(py, "explanations"), explanations)?;
        Ok(auction)
    }

    /// The cards played, in order.
    #[getter]
    fn play(&self) -> Vec<String> {
        self.board.plays.iter().map(|c| format!("{c:#}")).collect()
    }

    /// The tricks claimed for declarer's side, or None.
    #[getter]
    fn claim(&self) -> Option<u8> {
        self.board.claim
    }

    /// The comments.
    #[getter]
    fn notes(&self) -> Vec<String> {
        self.board.comments.clone()
    }

    /// A part by its name, as a dict would give it.
    fn __getitem__<'py>(&self, py: Python<'py>, key: &str) -> PyResult<Bound<'py, PyAny>> {
        Ok(match key {
            "tags" => self.tags(py)?.into_any(),
            "players" => self.players().into_pyobject(py)?.into_any(),
            "dealer" => self.dealer().into_pyobject(py)?.into_any(),
            "deal" => self.deal().into_pyobject(py)?.into_any(),
            "vulnerable" => self.vulnerable().into_pyobject(py)?.into_any(),
            "auction" => self.auction(py)?.into_any(),
            "play" => self.play().into_pyobject(py)?.into_any(),
            "claim" => self.claim().into_pyobject(py)?.into_any(),
            "notes" => self.notes().into_pyobject(py)?.into_any(),
            other => return Err(PyKeyError::new_err(other.to_owned())),
        })
    }

    /// The names of the parts.
    fn keys(&self) -> Vec<&'static str> {
        KEYS.to_vec()
    }

    /// Every part, in a dict.
    fn to_dict<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let out = PyDict::new(py);
        for key in KEYS {
            out.set_item(key, self.__getitem__(py, key)?)?;
        }
        Ok(out)
    }

    fn __eq__(&self, other: &Bound<'_, PyAny>) -> bool {
        other
            .cast::<LinBoard>()
            .is_ok_and(|o| o.get().board == self.board)
    }

    fn __repr__(&self) -> String {
        let header = self.board.header.as_deref().unwrap_or("a board");
        format!("<tablelaw.LinBoard {header}>")
    }
}
