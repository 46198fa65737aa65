//! A table of any of the four games behind one type, [`AnyTable`]: what a
//! front end (the web server, the Python package, `tablelaw rule`) folds
//! from a script or a stored log, applies lines and structured events to,
//! and reports, each game through its own script words ([`ScriptedGame`])
//! and its own part of the report ([`GamePart`]).
//!
//! What it refuses is data, a [`Refusal`]: a line that does not read (its
//! column, and its line where the text had lines), an event that cannot
//! happen ([`ImpossibleEvent`]: the event and the engine's error), a blank
//! line, a JSON value that is no event of the game. The table is then
//! exactly as it was. Where the refused line
//! stands is the caller's to say ([`Place`]): a line of a script, an event
//! of a stored log, or a line typed alone, which has no number to name.
//!
//! A line says more than its event where it writes a seat the event does
//! not carry: a euchre discard's (the dealer discards, Law 86). The seat
//! written is checked against the dealer before the event is applied.
//!
//! # Example
//! ```
//! use tablelaw::{CodeId, Seat};
//! use tablelaw_formats::table::{AnyTable, Place, Refusal};
//!
//! let (mut table, lines) = AnyTable::from_script("laws rubber\ndealer S\nW 1NT\n", None)?;
//! assert_eq!(lines, ["W 1NT"]);
//! assert_eq!(table.code(), CodeId::Rubber);
//! // West's bid out of rotation waits for North's election (rubber Law 29).
//! assert_eq!(table.legal_actions(), ["N elect accept", "N elect cancel"]);
//! assert_eq!(table.apply_line("N elect cancel", Place::Alone)?, "N elect cancel");
//! assert_eq!(table.turn(), Some(Seat::South));
//!
//! // A line typed alone that does not read: its column, no line number.
//! let refusal = table.apply_line("S 1Z", Place::Alone).unwrap_err();
//! assert!(matches!(refusal, Refusal::Syntax { column: 3, .. }));
//! assert!(refusal.to_string().starts_with("column 3: expected"));
//!
//! // A stored log folds again; a refusal names the event's number.
//! let header = table.header();
//! let again = AnyTable::fold(&header, &["W 1NT", "N elect cancel"])?;
//! assert_eq!(again.events(), table.events());
//! let refusal = AnyTable::fold(&header, &["W 1NT", "S elect accept"]).unwrap_err();
//! assert!(refusal.to_string().starts_with("event 2: "), "{refusal}");
//! # Ok::<(), Refusal>(())
//! ```

mod refusal;
#[cfg(test)]
mod tests;

use serde::Deserialize as _;
use serde_json::Value;
use tablelaw::codes::auction_bridge::AuctionBridge;
use tablelaw::codes::bridge_whist::BridgeWhist;
use tablelaw::codes::euchre::{Euchre, EuchreEvent};
use tablelaw::{BySide, CodeId, ContractBridge, Election, Game, Ruling, Seat, Table};

pub use refusal::{ImpossibleEvent, Place, Refusal, UndoError};

use crate::report::{GamePart, Report, report};
use crate::script::{AnyScript, GameScript, ScriptError, ScriptedGame, read_any};

/// A table of any of the four games.
#[derive(Clone, Debug)]
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

/// Runs `$body` with `$s` bound to the script of its game, and wraps the
/// table it gives as the same game's.
macro_rules! of_script {
    ($script:expr, $s:ident => $body:expr) => {
        match $script {
            AnyScript::ContractBridge($s) => AnyTable::ContractBridge($body),
            AnyScript::AuctionBridge($s) => AnyTable::AuctionBridge($body),
            AnyScript::BridgeWhist($s) => AnyTable::BridgeWhist($body),
            AnyScript::Euchre($s) => AnyTable::Euchre($body),
        }
    };
}

/// An event line read, with the seat it writes that its event does not
/// carry; `None` for a blank or comment line.
type ReadLine<G> = Result<Option<(<G as Game>::Event, Option<Seat>)>, ScriptError>;

/// What the one table asks of each game beyond its script and its report.
trait OneOf: ScriptedGame + GamePart {
    /// The event refused, with the engine's error.
    fn impossible(event: Self::Event, error: Self::Error) -> ImpossibleEvent;

    /// Reads one event line, with the seat the line writes that its event
    /// does not carry (`None` for every game but euchre's discard).
    fn read_line(line: &str, line_no: usize, setup: &Self::Setup) -> ReadLine<Self> {
        Ok(Self::read_event(line, line_no, setup)?.map(|e| (e, None)))
    }

    /// The seat a script's event line writes that its event does not carry.
    fn written_seat(_line: &str) -> Option<Seat> {
        None
    }
}

impl OneOf for ContractBridge {
    fn impossible(event: Self::Event, error: Self::Error) -> ImpossibleEvent {
        ImpossibleEvent::ContractBridge {
            event: Box::new(event),
            error,
        }
    }
}

impl OneOf for AuctionBridge {
    fn impossible(event: Self::Event, error: Self::Error) -> ImpossibleEvent {
        ImpossibleEvent::AuctionBridge {
            event: Box::new(event),
            error,
        }
    }
}

impl OneOf for BridgeWhist {
    fn impossible(event: Self::Event, error: Self::Error) -> ImpossibleEvent {
        ImpossibleEvent::BridgeWhist {
            event: Box::new(event),
            error,
        }
    }
}

impl OneOf for Euchre {
    fn impossible(event: Self::Event, error: Self::Error) -> ImpossibleEvent {
        ImpossibleEvent::Euchre {
            event: Box::new(event),
            error,
        }
    }

    /// A discard's seat, kept (the reader does not check it).
    fn read_line(line: &str, line_no: usize, _setup: &Self::Setup) -> ReadLine<Self> {
        Ok(
            crate::euchre::parse_event_line(line, line_no)?.map(|(event, seat)| match event {
                EuchreEvent::Discard { .. } => (event, seat),
                _ => (event, None),
            }),
        )
    }

    fn written_seat(line: &str) -> Option<Seat> {
        match crate::euchre::parse_event_line(line, 1) {
            Ok(Some((EuchreEvent::Discard { .. }, seat))) => seat,
            _ => None,
        }
    }
}

/// Applies an event after checking the seat its line wrote, if any.
fn take<G: OneOf>(
    table: &mut Table<G>,
    event: G::Event,
    written: Option<Seat>,
) -> Result<(), ImpossibleEvent> {
    if let Some(seat) = written {
        let dealer = Game::dealer(table.state());
        if seat != dealer {
            return Err(ImpossibleEvent::NotTheDealer { seat, dealer });
        }
    }
    table
        .apply(event.clone())
        .map_err(|error| G::impossible(event, error))
}

/// The table a script's events make, each event's line pushed to `lines`
/// as the game writes it.
fn referee<G: OneOf>(
    text: &str,
    script: GameScript<G>,
    lines: &mut Vec<String>,
) -> Result<Table<G>, Refusal> {
    let source: Vec<&str> = text.lines().collect();
    let mut table = Table::<G>::with_setup(script.setup);
    for (event, position) in script.events {
        let place = Place::Line(position.line);
        let written = source
            .get(position.line.saturating_sub(1))
            .and_then(|line| G::written_seat(line));
        lines.push(G::write_event(&event));
        take(&mut table, event, written).map_err(|error| Refusal::Impossible { place, error })?;
    }
    Ok(table)
}

/// The table of a stored header, which holds no event.
fn header_only<G: OneOf>(script: GameScript<G>) -> Result<Table<G>, Refusal> {
    if let Some((_, position)) = script.events.first() {
        return Err(Refusal::Syntax {
            place: Place::Line(position.line),
            column: position.column,
            expected: "a header line (a stored header holds no event)".to_owned(),
            found: "an event".to_owned(),
        });
    }
    Ok(Table::<G>::with_setup(script.setup))
}

fn apply_line<G: OneOf>(table: &mut Table<G>, line: &str, place: Place) -> Result<String, Refusal> {
    let (event, written) = G::read_line(line, place.number(), table.setup())
        .map_err(|e| Refusal::syntax(place, e))?
        .ok_or(Refusal::Empty { place })?;
    let line = G::write_event(&event);
    take(table, event, written).map_err(|error| Refusal::Impossible { place, error })?;
    Ok(line)
}

fn apply_lines<G: OneOf>(table: &mut Table<G>, text: &str) -> Result<usize, Refusal> {
    let mut events = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let place = Place::Line(i + 1);
        if let Some((event, written)) =
            G::read_line(line, i + 1, table.setup()).map_err(|e| Refusal::syntax(place, e))?
        {
            events.push((place, event, written));
        }
    }
    let count = events.len();
    let several = count > 1;
    let before = several.then(|| table.clone());
    for (place, event, written) in events {
        if let Err(error) = take(table, event, written) {
            if let Some(before) = before {
                *table = before;
            }
            let place = if several { place } else { Place::Alone };
            return Err(Refusal::Impossible { place, error });
        }
    }
    Ok(count)
}

fn apply_value<G: OneOf>(table: &mut Table<G>, value: &Value) -> Result<String, Refusal> {
    let event = G::Event::deserialize(value).map_err(|e| Refusal::NotAnEvent {
        code: Game::code(table.state()),
        message: e.to_string(),
    })?;
    let line = G::write_event(&event);
    take(table, event, None).map_err(|error| Refusal::Impossible {
        place: Place::Alone,
        error,
    })?;
    Ok(line)
}

fn log_lines<G: ScriptedGame>(table: &Table<G>) -> Vec<String> {
    table.log().iter().map(G::write_event).collect()
}

fn legal_lines<G: ScriptedGame>(table: &Table<G>) -> Vec<String> {
    table.legal_actions().iter().map(G::write_event).collect()
}

fn header_of<G: ScriptedGame>(table: &Table<G>) -> String {
    G::write(table.setup(), &[])
}

fn script_of<G: ScriptedGame>(table: &Table<G>) -> String {
    G::write(table.setup(), &table.log())
}

fn legal_values<G: Game>(table: &Table<G>) -> Vec<Value> {
    table
        .legal_actions()
        .iter()
        .map(|e| serde_json::to_value(e).unwrap_or(Value::Null))
        .collect()
}

impl AnyTable {
    /// The table a whole script makes (its game by its `laws` line, or
    /// `laws`, as [`read_any`] reads it), with its events each as the game
    /// writes it (what a log stores).
    ///
    /// # Errors
    /// The script does not read ([`Refusal::Syntax`]), or an event cannot
    /// happen ([`Refusal::Impossible`]); each with its [`Place::Line`].
    pub fn from_script(
        text: &str,
        laws: Option<CodeId>,
    ) -> Result<(AnyTable, Vec<String>), Refusal> {
        let script = read_any(text, laws).map_err(|e| {
            let place = Place::Line(e.position.line);
            Refusal::syntax(place, e)
        })?;
        let mut lines = Vec::new();
        let table = of_script!(script, s => referee(text, s, &mut lines)?);
        Ok((table, lines))
    }

    /// The table folded from a stored header (a script without events)
    /// and the event lines of its log.
    ///
    /// # Errors
    /// The header does not read or holds an event, or a stored line does
    /// not read or apply (a log written by another version of the laws'
    /// engine): a line's refusal names its [`Place::Event`].
    pub fn fold<S: AsRef<str>>(header: &str, lines: &[S]) -> Result<AnyTable, Refusal> {
        let script = read_any(header, None).map_err(|e| {
            let place = Place::Line(e.position.line);
            Refusal::syntax(place, e)
        })?;
        let mut table = of_script!(script, s => header_only(s)?);
        for (i, line) in lines.iter().enumerate() {
            table.apply_line(line.as_ref(), Place::Event(i + 1))?;
        }
        Ok(table)
    }

    /// Applies one event line; on success, the event's line as the game
    /// writes it (what a log stores). `place` is where the line stands,
    /// for a refusal to name.
    ///
    /// # Errors
    /// The line does not read, is blank, or its event cannot happen; the
    /// table is unchanged.
    pub fn apply_line(&mut self, line: &str, place: Place) -> Result<String, Refusal> {
        each!(self, t => apply_line(t, line, place))
    }

    /// Applies the event lines of `text`, all or none: every line is read
    /// before any is applied, and the table is put back as it was if one
    /// cannot happen. Blank and comment lines are skipped. Returns how
    /// many events were applied.
    ///
    /// # Errors
    /// The first line that does not read, at its [`Place::Line`]; the
    /// first event that cannot happen, at its [`Place::Line`] where the
    /// text holds several events, else [`Place::Alone`].
    pub fn apply_lines(&mut self, text: &str) -> Result<usize, Refusal> {
        each!(self, t => apply_lines(t, text))
    }

    /// Applies an event in the engine's structured form (the serde form of
    /// the game's event); on success, its line as the game writes it.
    ///
    /// # Errors
    /// The value is no event of the game ([`Refusal::NotAnEvent`]), or
    /// the event cannot happen; the table is unchanged.
    pub fn apply_value(&mut self, value: &Value) -> Result<String, Refusal> {
        each!(self, t => apply_value(t, value))
    }

    /// Takes back the last `n` events.
    ///
    /// # Errors
    /// The table holds fewer than `n`: nothing is taken back.
    pub fn undo(&mut self, n: usize) -> Result<(), UndoError> {
        let held = self.len();
        if n > held {
            return Err(UndoError { asked: n, held });
        }
        each!(self, t => t.undo(n));
        Ok(())
    }

    /// The code of laws.
    pub fn code(&self) -> CodeId {
        each!(self, t => Game::code(t.state()))
    }

    /// The dealer (of the deal in progress, for euchre).
    pub fn dealer(&self) -> Seat {
        each!(self, t => Game::dealer(t.state()))
    }

    /// Who is to act next; `None` when no one is.
    pub fn turn(&self) -> Option<Seat> {
        each!(self, t => Game::turn(t.state()))
    }

    /// Every ruling given, in order.
    pub fn rulings(&self) -> &[Ruling] {
        each!(self, t => Game::rulings(t.state()))
    }

    /// The ruling awaiting an election, with its index in
    /// [`rulings`](AnyTable::rulings).
    pub fn pending(&self) -> Option<(usize, &Ruling)> {
        each!(self, t => Game::pending(t.state()))
    }

    /// The elections the pending ruling would accept.
    pub fn elections(&self) -> Vec<Election> {
        each!(self, t => Game::elections(t.state()))
    }

    /// The points of each side, once scored (euchre: the game's).
    pub fn points(&self) -> Option<BySide<i32>> {
        each!(self, t => Game::points(t.state()))
    }

    /// Whether the deal (euchre: the rubber) is over.
    pub fn is_over(&self) -> bool {
        each!(self, t => Game::is_over(t.state()))
    }

    /// How many events the log holds.
    pub fn len(&self) -> usize {
        each!(self, t => t.log().len())
    }

    /// Whether no event has been applied.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The events of the log, one script line each.
    pub fn events(&self) -> Vec<String> {
        each!(self, t => log_lines(t))
    }

    /// The regular actions open now, as script lines.
    pub fn legal_actions(&self) -> Vec<String> {
        each!(self, t => legal_lines(t))
    }

    /// The regular actions open now, in the engine's structured form
    /// (what [`apply_value`](AnyTable::apply_value) takes).
    pub fn legal_events(&self) -> Vec<Value> {
        each!(self, t => legal_values(t))
    }

    /// The setup as a script header (no events).
    pub fn header(&self) -> String {
        each!(self, t => header_of(t))
    }

    /// The table as a script (header and events) that
    /// [`from_script`](AnyTable::from_script) reads back to the same table.
    pub fn script(&self) -> String {
        each!(self, t => script_of(t))
    }

    /// The one report of every game ([`report`]).
    pub fn report(&self) -> Report {
        each!(self, t => report(t))
    }
}

macro_rules! from_table {
    ($($game:ident),*) => {
        $(impl From<Table<$game>> for AnyTable {
            fn from(table: Table<$game>) -> AnyTable {
                AnyTable::$game(table)
            }
        })*
    };
}

from_table!(ContractBridge, AuctionBridge, BridgeWhist, Euchre);
