//! `tablelaw.Table`: a table of any code of laws, the one table of the
//! formats crate ([`AnyTable`]) that the server and `tablelaw rule` hold
//! too. Events come in as script lines (each game's own words) or in the
//! engine's structured form (the serde form of the game's event, a dict in
//! Python); the report is the one of `tablelaw rule --json`.

use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyString, PyTuple};
use serde_json::Value;
use tablelaw::CodeId;
use tablelaw_formats::table::{AnyTable, Refusal};

use crate::convert::{from_py, to_py};
use crate::errors;

/// A refusal as the exception the package raises: `ScriptSyntaxError`
/// with its line and column, `ImpossibleEvent` with the engine's message,
/// `ValueError` for a dict that is no event of the game.
fn refused(py: Python<'_>, refusal: Refusal) -> PyErr {
    match refusal.script_error() {
        Some(e) => errors::syntax(py, &e),
        None => match refusal {
            Refusal::Impossible { .. } => errors::impossible(refusal.to_string()),
            other => PyValueError::new_err(other.to_string()),
        },
    }
}

/// A table refereed from a script of any game.
fn from_script(py: Python<'_>, text: &str, laws: Option<CodeId>) -> PyResult<AnyTable> {
    AnyTable::from_script(text, laws)
        .map(|(table, _)| table)
        .map_err(|e| refused(py, e))
}

/// The report as JSON.
fn report_value(table: &AnyTable) -> Value {
    serde_json::to_value(table.report()).unwrap_or(Value::Null)
}

/// A code of laws by its name.
pub fn code(laws: &str) -> PyResult<CodeId> {
    laws.parse().map_err(|_| {
        let all: Vec<String> = CodeId::KNOWN.iter().map(ToString::to_string).collect();
        PyValueError::new_err(format!(
            "no code of laws `{laws}`; the codes: {}",
            all.join(", ")
        ))
    })
}

/// A word of a header line: one line, no comment.
fn header_word(name: &str, value: &str) -> PyResult<()> {
    if value.contains(['\n', '\r', '#']) || value.trim().is_empty() {
        return Err(PyValueError::new_err(format!(
            "{name}: one line, without `#`, and not empty: {value:?}"
        )));
    }
    Ok(())
}

/// A table refereeing one game under a code of laws.
///
/// `Table(laws="duplicate-2017", dealer="N", deal=None, vulnerable=None,
/// options=None)`: `laws` is one of `tablelaw.CODES`; `deal` a PBN deal
/// (`"N:AKQ.… … … …"`; for euchre with `turned CARD`); `vulnerable`
/// `none`, `ns`, `ew` or `both` (contract bridge); `options` the euchre
/// customs (`"game-10 stick-the-dealer"`). Events are applied with
/// `apply`; an event that cannot happen raises `ImpossibleEvent` and leaves
/// the table as it was.
#[pyclass(name = "Table", module = "tablelaw")]
#[derive(Clone)]
pub struct PyTable {
    table: AnyTable,
}

#[pymethods]
impl PyTable {
    #[new]
    #[pyo3(signature = (laws="duplicate-2017", dealer="N", deal=None, vulnerable=None, options=None))]
    fn new(
        py: Python<'_>,
        laws: &str,
        dealer: &str,
        deal: Option<&str>,
        vulnerable: Option<&str>,
        options: Option<&str>,
    ) -> PyResult<Self> {
        let code = code(laws)?;
        header_word("dealer", dealer)?;
        let mut text = format!("laws {code}\ndealer {dealer}\n");
        for (name, value) in [
            ("vulnerable", vulnerable),
            ("options", options),
            ("deal", deal),
        ] {
            if let Some(value) = value {
                header_word(name, value)?;
                text.push_str(&format!("{name} {value}\n"));
            }
        }
        let table = from_script(py, &text, Some(code))?;
        Ok(PyTable { table })
    }

    /// A table refereed from a whole script (`laws` overrides its `laws`
    /// line among the contract-bridge codes).
    ///
    /// Raises `ScriptSyntaxError` for a line that does not read and
    /// `ImpossibleEvent` for an event that cannot happen, naming its line.
    #[staticmethod]
    #[pyo3(signature = (text, laws=None))]
    fn from_script(py: Python<'_>, text: &str, laws: Option<&str>) -> PyResult<Self> {
        let laws = laws.map(code).transpose()?;
        let table = from_script(py, text, laws)?;
        Ok(PyTable { table })
    }

    /// Applies an event: a script line (`"E 1H"`, `"S elect correct"`),
    /// several lines (all or none), or a dict in the engine's structured
    /// form (what `legal_actions(structured=True)` gives). Returns how many
    /// events were applied.
    ///
    /// Raises `ImpossibleEvent` (the table unchanged) for an event that
    /// cannot happen, `ScriptSyntaxError` for a line that does not read,
    /// `ValueError` for a dict that is no event of the game.
    fn apply(&mut self, py: Python<'_>, event: &Bound<'_, PyAny>) -> PyResult<usize> {
        let result = if let Ok(line) = event.cast::<PyString>() {
            let line: String = line.extract()?;
            self.table.apply_lines(&line)
        } else if event.cast::<PyDict>().is_ok() {
            let value = from_py(event)?;
            self.table.apply_value(&value).map(|_| 1)
        } else {
            return Err(PyValueError::new_err(
                "an event is a script line (str) or a dict in the structured form",
            ));
        };
        result.map_err(|e| refused(py, e))
    }

    /// Takes back the last `n` events.
    ///
    /// Raises `ValueError`, and takes nothing back, where the table holds
    /// fewer than `n` events.
    #[pyo3(signature = (n=1))]
    fn undo(&mut self, n: usize) -> PyResult<()> {
        self.table
            .undo(n)
            .map_err(|e| PyValueError::new_err(e.to_string()))
    }

    /// The report, as `tablelaw rule --json` prints it (the schema is
    /// `schema/report.schema.json`), as dicts and lists.
    fn report<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        to_py(py, &report_value(&self.table))
    }

    /// The seat to act next (`"N"`, `"E"`, `"S"`, `"W"`), or None.
    #[getter]
    fn turn(&self) -> Option<String> {
        self.table.turn().map(|s| s.to_string())
    }

    /// The code of laws, e.g. `"duplicate-2017"`.
    #[getter]
    fn laws(&self) -> String {
        self.table.code().to_string()
    }

    /// Whether the deal (euchre: the game) is over.
    #[getter]
    fn over(&self) -> bool {
        self.table.is_over()
    }

    /// The ruling awaiting an election, as in the report (its options, who
    /// chooses, and the elections that would be accepted), or None.
    #[getter]
    fn pending<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        let report = report_value(&self.table);
        to_py(py, report.get("pending").unwrap_or(&Value::Null))
    }

    /// The regular actions open now, as script lines; with
    /// `structured=True`, as dicts that `apply` takes.
    #[pyo3(signature = (structured=false))]
    fn legal_actions<'py>(&self, py: Python<'py>, structured: bool) -> PyResult<Bound<'py, PyAny>> {
        let actions = if structured {
            self.table.legal_events()
        } else {
            self.table
                .legal_actions()
                .into_iter()
                .map(Value::String)
                .collect()
        };
        to_py(py, &Value::Array(actions))
    }

    /// The events so far, one script line each.
    fn events(&self) -> Vec<String> {
        self.table.events()
    }

    /// The table as a script (header and events) that `from_script`
    /// reads back to the same table.
    fn script(&self) -> String {
        self.table.script()
    }

    fn __len__(&self) -> usize {
        self.table.len()
    }

    fn __repr__(&self) -> String {
        let turn = self.turn().unwrap_or_else(|| "no one".to_owned());
        format!(
            "<tablelaw.Table {}: {} events, {} to act>",
            self.laws(),
            self.__len__(),
            turn
        )
    }

    /// Pickled as its script, refereed again when unpickled.
    fn __reduce__<'py>(slf: &Bound<'py, Self>) -> PyResult<Bound<'py, PyTuple>> {
        let py = slf.py();
        let this = slf.borrow();
        let make = slf.get_type().getattr("from_script")?;
        let args = (this.script(), this.laws());
        PyTuple::new(py, [make.into_any(), args.into_pyobject(py)?.into_any()])
    }

    fn __copy__(&self) -> Self {
        self.clone()
    }

    fn __deepcopy__(&self, _memo: &Bound<'_, PyAny>) -> Self {
        self.clone()
    }
}
