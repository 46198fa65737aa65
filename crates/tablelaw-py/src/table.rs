//! `tablelaw.Table`: a table of any code of laws, refereed through the one
//! interface every game implements ([`Game`]), as
//! `tablelaw rule` does. Events come in as script lines (each game's own
//! words, [`ScriptedGame::read_event`]) or in the engine's structured form
//! (the serde form of the game's event, a dict in Python); the report is
//! the one of `tablelaw rule --json`.

use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyString, PyTuple};
use serde_json::Value;
use tablelaw::codes::auction_bridge::AuctionBridge;
use tablelaw::codes::bridge_whist::BridgeWhist;
use tablelaw::codes::euchre::{Euchre, EuchreEvent};
use tablelaw::{CodeId, ContractBridge, Game, Table};
use tablelaw_formats::report::{GamePart, report};
use tablelaw_formats::script::{AnyScript, GameScript, ScriptError, ScriptedGame, read_any};

use crate::convert::{from_py, to_py};
use crate::errors;

/// A table of any of the four games.
#[derive(Clone)]
pub enum AnyTable {
    /// Contract bridge: rubber, duplicate-2017 or duplicate-2007.
    ContractBridge(Table<ContractBridge>),
    /// Auction bridge (1912).
    AuctionBridge(Table<AuctionBridge>),
    /// Bridge whist (1907).
    BridgeWhist(Table<BridgeWhist>),
    /// Euchre (1888).
    Euchre(Table<Euchre>),
}

/// Runs `$body` with `$t` bound to the concrete table, whichever game.
macro_rules! each {
    ($table:expr, $t:ident => $body:expr) => {
        match $table {
            AnyTable::ContractBridge($t) => $body,
            AnyTable::AuctionBridge($t) => $body,
            AnyTable::BridgeWhist($t) => $body,
            AnyTable::Euchre($t) => $body,
        }
    };
}

/// Why an event or a script was refused.
pub enum Refusal {
    /// A line that does not read.
    Syntax(ScriptError),
    /// An event that cannot happen.
    Impossible(String),
    /// A structured event that is not one of the game's events.
    Value(String),
}

impl Refusal {
    fn into_py(self, py: Python<'_>) -> PyErr {
        match self {
            Refusal::Syntax(e) => errors::syntax(py, &e),
            Refusal::Impossible(m) => errors::impossible(m),
            Refusal::Value(m) => PyValueError::new_err(m),
        }
    }
}

/// What the package asks of a game beyond its script and its report, as
/// `tablelaw rule` does.
pub trait Refereed: ScriptedGame + GamePart {
    /// Why the event of `line` cannot be taken though it reads: what the
    /// line writes that the event does not carry, checked against the
    /// table before the event is applied.
    fn refuse(_line: &str, _line_no: usize, _table: &Table<Self>) -> Option<String> {
        None
    }
}

impl Refereed for ContractBridge {}
impl Refereed for AuctionBridge {}
impl Refereed for BridgeWhist {}

impl Refereed for Euchre {
    /// Law 86: the seat written before a discard must be the dealer's.
    fn refuse(line: &str, line_no: usize, table: &Table<Euchre>) -> Option<String> {
        let dealer = Game::dealer(&**table);
        match tablelaw_formats::euchre::parse_event_line(line, line_no) {
            Ok(Some((EuchreEvent::Discard { .. }, Some(seat)))) if seat != dealer => Some(format!(
                "{seat:#} is not the dealer; {dealer:#} discards (euchre Law 86)"
            )),
            _ => None,
        }
    }
}

/// Applies an event read from `line`, after the game's own check.
fn apply_checked<G: Refereed>(
    table: &mut Table<G>,
    event: G::Event,
    line: &str,
    line_no: usize,
) -> Result<(), String> {
    if let Some(why) = G::refuse(line, line_no, table) {
        return Err(why);
    }
    table.apply(event).map_err(|e| e.to_string())
}

/// The table a script's events make, or why the first that cannot
/// happen cannot, with its line.
fn referee<G: Refereed>(text: &str, script: GameScript<G>) -> Result<Table<G>, Refusal> {
    let lines: Vec<&str> = text.lines().collect();
    let mut table = Table::<G>::with_setup(script.setup);
    for (event, position) in script.events {
        let line = lines.get(position.line - 1).copied().unwrap_or("");
        apply_checked(&mut table, event, line, position.line)
            .map_err(|e| Refusal::Impossible(format!("line {}: {e}", position.line)))?;
    }
    Ok(table)
}

/// A table refereed from a script of any game.
fn from_script(text: &str, laws: Option<CodeId>) -> Result<AnyTable, Refusal> {
    Ok(match read_any(text, laws).map_err(Refusal::Syntax)? {
        AnyScript::ContractBridge(s) => AnyTable::ContractBridge(referee(text, s)?),
        AnyScript::AuctionBridge(s) => AnyTable::AuctionBridge(referee(text, s)?),
        AnyScript::BridgeWhist(s) => AnyTable::BridgeWhist(referee(text, s)?),
        AnyScript::Euchre(s) => AnyTable::Euchre(referee(text, s)?),
    })
}

/// Applies the event lines of `text`, all or none: every line is read
/// before any is applied, and the table is put back if one cannot happen.
fn apply_lines<G: Refereed>(table: &mut Table<G>, text: &str) -> Result<usize, Refusal> {
    let mut events = Vec::new();
    for (i, line) in text.lines().enumerate() {
        if let Some(event) = G::read_event(line, i + 1, table.setup()).map_err(Refusal::Syntax)? {
            events.push((i + 1, line, event));
        }
    }
    let several = events.len() > 1;
    let before = several.then(|| table.clone());
    for (line, text, event) in events.iter().cloned() {
        if let Err(e) = apply_checked(table, event, text, line) {
            if let Some(before) = before {
                *table = before;
            }
            return Err(Refusal::Impossible(if several {
                format!("line {line}: {e}")
            } else {
                e.to_string()
            }));
        }
    }
    Ok(events.len())
}

/// Applies an event in the engine's structured form.
fn apply_value<G: Game>(table: &mut Table<G>, value: Value) -> Result<(), Refusal> {
    let event: G::Event = serde_json::from_value(value)
        .map_err(|e| Refusal::Value(format!("not an event of {}: {e}", table.code())))?;
    table
        .apply(event)
        .map_err(|e| Refusal::Impossible(e.to_string()))
}

fn report_value<G: GamePart>(table: &Table<G>) -> Value {
    serde_json::to_value(report(table)).unwrap_or(Value::Null)
}

fn script_text<G: ScriptedGame>(table: &Table<G>) -> String {
    G::write(table.setup(), &table.log())
}

fn legal<G: ScriptedGame>(table: &Table<G>, structured: bool) -> Vec<Value> {
    table
        .legal_actions()
        .iter()
        .map(|e| {
            if structured {
                serde_json::to_value(e).unwrap_or(Value::Null)
            } else {
                Value::String(G::write_event(e))
            }
        })
        .collect()
}

fn log_lines<G: ScriptedGame>(table: &Table<G>) -> Vec<String> {
    table.log().iter().map(G::write_event).collect()
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
        let table = from_script(&text, Some(code)).map_err(|e| e.into_py(py))?;
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
        let table = from_script(text, laws).map_err(|e| e.into_py(py))?;
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
            let line = line.as_str();
            each!(&mut self.table, t => apply_lines(t, line))
        } else if event.cast::<PyDict>().is_ok() {
            let value = from_py(event)?;
            each!(&mut self.table, t => apply_value(t, value).map(|()| 1))
        } else {
            return Err(PyValueError::new_err(
                "an event is a script line (str) or a dict in the structured form",
            ));
        };
        result.map_err(|e| e.into_py(py))
    }

    /// Takes back the last `n` events.
    #[pyo3(signature = (n=1))]
    fn undo(&mut self, n: usize) {
        each!(&mut self.table, t => t.undo(n));
    }

    /// The report, as `tablelaw rule --json` prints it (the schema is
    /// `schema/report.schema.json`), as dicts and lists.
    fn report<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        to_py(py, &each!(&self.table, t => report_value(t)))
    }

    /// The seat to act next (`"N"`, `"E"`, `"S"`, `"W"`), or None.
    #[getter]
    fn turn(&self) -> Option<String> {
        each!(&self.table, t => Game::turn(&**t)).map(|s| s.to_string())
    }

    /// The code of laws, e.g. `"duplicate-2017"`.
    #[getter]
    fn laws(&self) -> String {
        each!(&self.table, t => t.code()).to_string()
    }

    /// Whether the deal (euchre: the game) is over.
    #[getter]
    fn over(&self) -> bool {
        each!(&self.table, t => t.is_over())
    }

    /// The ruling awaiting an election, as in the report (its options, who
    /// chooses, and the elections that would be accepted), or None.
    #[getter]
    fn pending<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        let report = each!(&self.table, t => report_value(t));
        to_py(py, report.get("pending").unwrap_or(&Value::Null))
    }

    /// The regular actions open now, as script lines; with
    /// `structured=True`, as dicts that `apply` takes.
    #[pyo3(signature = (structured=false))]
    fn legal_actions<'py>(&self, py: Python<'py>, structured: bool) -> PyResult<Bound<'py, PyAny>> {
        let actions = each!(&self.table, t => legal(t, structured));
        to_py(py, &Value::Array(actions))
    }

    /// The events so far, one script line each.
    fn events(&self) -> Vec<String> {
        each!(&self.table, t => log_lines(t))
    }

    /// The table as a script (header and events) that `from_script`
    /// reads back to the same table.
    fn script(&self) -> String {
        each!(&self.table, t => script_text(t))
    }

    fn __len__(&self) -> usize {
        each!(&self.table, t => t.log().len())
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
