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
//! let refusal = AnyTable::fold(&header, &["W 1NT", "E change 2C"]).unwrap_err();
//! assert!(refusal.to_string().starts_with("event 2: "), "{refusal}");
//! # Ok::<(), Refusal>(())
//! ```

mod refusal;
mod rubber;
#[cfg(test)]
mod tests;

use serde::Deserialize as _;
use serde_json::Value;
use tablelaw::codes::auction_bridge::AuctionBridge;
use tablelaw::codes::bridge_whist::BridgeWhist;
use tablelaw::codes::euchre::{Euchre, EuchreEvent};
use tablelaw::{
    BySide, ByTheRubber, CodeId, ContractBridge, Election, Game, RubberStep, RubberTable, Ruling,
    Seat, Table,
};

pub use refusal::{ImpossibleEvent, Place, Refusal, UndoError};

use crate::report::{GamePart, Report, RubberReport, report};
use crate::script::{
    AnyScript, DEFAULT_CODE, GameScript, Position, ScriptError, ScriptedGame, code_of, read_any,
};

/// A table of any of the four games: a board of duplicate, a rubber of
/// contract bridge, auction bridge or bridge whist (deal after deal, its
/// score sheet across them: [`RubberTable`]), a game of euchre.
#[derive(Clone, Debug)]
pub enum AnyTable {
    /// Contract bridge under a duplicate code (2017 or 2007): one board.
    ContractBridge(Table<ContractBridge>),
    /// Contract bridge under the rubber laws: a rubber.
    Rubber(RubberTable<ContractBridge>),
    /// Auction bridge (1912): a rubber.
    AuctionBridge(RubberTable<AuctionBridge>),
    /// Bridge whist (1907): a rubber.
    BridgeWhist(RubberTable<BridgeWhist>),
    /// Euchre (1888): a game of deals.
    Euchre(Table<Euchre>),
}

/// Runs `$body` with `$t` bound to the concrete table of deals, whichever
/// game ([`Deals`]).
macro_rules! each {
    ($table:expr, $t:ident => $body:expr) => {
        match $table {
            AnyTable::ContractBridge($t) => $body,
            AnyTable::Rubber($t) => $body,
            AnyTable::AuctionBridge($t) => $body,
            AnyTable::BridgeWhist($t) => $body,
            AnyTable::Euchre($t) => $body,
        }
    };
}

/// Runs `$body` with `$t` bound to the deal in progress, whichever game.
macro_rules! each_deal {
    ($table:expr, $t:ident => $body:expr) => {
        each!($table, d => { let $t = d.deal(); $body })
    };
}

/// An event line read, with the seat it writes that its event does not
/// carry; `None` for a blank or comment line.
type ReadLine<G> = Result<Option<(<G as Game>::Event, Option<Seat>)>, ScriptError>;

/// What the one table asks of each game beyond its script and its report.
trait OneOf: ScriptedGame + GamePart {
    /// The first words of the rubber's own lines in this game's scripts
    /// (`deal`, `result`, `end-rubber`): none for a game not scored by the
    /// rubber.
    const RUBBER_WORDS: &'static [&'static str] = &[];

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
    const RUBBER_WORDS: &'static [&'static str] = &["deal", "result", "end-rubber"];
    fn impossible(event: Self::Event, error: Self::Error) -> ImpossibleEvent {
        ImpossibleEvent::ContractBridge {
            event: Box::new(event),
            error,
        }
    }
}

impl OneOf for AuctionBridge {
    /// `result N` is the deal's own event here (Law 47).
    const RUBBER_WORDS: &'static [&'static str] = &["deal", "end-rubber"];
    fn impossible(event: Self::Event, error: Self::Error) -> ImpossibleEvent {
        ImpossibleEvent::AuctionBridge {
            event: Box::new(event),
            error,
        }
    }
}

impl OneOf for BridgeWhist {
    const RUBBER_WORDS: &'static [&'static str] = &["deal", "end-rubber"];
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

/// A table of deals behind the one table: one deal ([`Table`]: a board of
/// duplicate, a game of euchre) or a rubber of them ([`RubberTable`]).
trait Deals {
    /// The game.
    type G: OneOf;
    /// The deal in progress.
    fn deal(&self) -> &Table<Self::G>;
    fn apply_line(&mut self, line: &str, place: Place) -> Result<String, Refusal>;
    fn apply_lines(&mut self, text: &str) -> Result<usize, Refusal>;
    fn apply_value(&mut self, value: &Value) -> Result<String, Refusal>;
    fn undo(&mut self, n: usize);
    fn len(&self) -> usize;
    fn events(&self) -> Vec<String>;
    fn header(&self) -> String;
    fn script(&self) -> String;
    /// The rubber's part of the report, if a rubber.
    fn rubber_out(&self) -> Option<crate::report::RubberOut> {
        None
    }
}

impl<G: OneOf> Deals for Table<G> {
    type G = G;
    fn deal(&self) -> &Table<G> {
        self
    }
    fn apply_line(&mut self, line: &str, place: Place) -> Result<String, Refusal> {
        apply_line(self, line, place)
    }
    fn apply_lines(&mut self, text: &str) -> Result<usize, Refusal> {
        apply_lines(self, text)
    }
    fn apply_value(&mut self, value: &Value) -> Result<String, Refusal> {
        apply_value(self, value)
    }
    fn undo(&mut self, n: usize) {
        Table::undo(self, n);
    }
    fn len(&self) -> usize {
        self.log_len()
    }
    fn events(&self) -> Vec<String> {
        log_lines(self)
    }
    fn header(&self) -> String {
        header_of(self)
    }
    fn script(&self) -> String {
        script_of(self)
    }
}

/// Reads a line of a rubber: one of its own (`deal`, `result`,
/// `end-rubber`) or an event of the deal in progress.
fn read_rubber_line<G: OneOf + ByTheRubber>(
    rubber: &RubberTable<G>,
    line: &str,
    place: Place,
) -> Result<Option<RubberStep<G::Event>>, Refusal> {
    if rubber::is_rubber_line::<G>(line) {
        return rubber::read_step::<G>(line, place.number())
            .map(Some)
            .map_err(|e| Refusal::syntax(place, e));
    }
    Ok(G::read_line(line, place.number(), rubber.table().setup())
        .map_err(|e| Refusal::syntax(place, e))?
        .map(|(event, _)| RubberStep::Event(event)))
}

impl<G: OneOf + RubberReport> Deals for RubberTable<G> {
    type G = G;
    fn deal(&self) -> &Table<G> {
        self.table()
    }
    fn apply_line(&mut self, line: &str, place: Place) -> Result<String, Refusal> {
        let step = read_rubber_line(self, line, place)?.ok_or(Refusal::Empty { place })?;
        let written = rubber::write_step::<G>(&step);
        rubber::take_step(self, step, place)?;
        Ok(written)
    }
    fn apply_lines(&mut self, text: &str) -> Result<usize, Refusal> {
        // A step refused changes nothing (`RubberTable::apply`); the steps
        // before it are undone, in bounded work each, rather than the
        // whole rubber copied first for every line.
        let mut count = 0;
        let lines: Vec<&str> = text.lines().collect();
        let several = lines.iter().filter(|l| first_is_word(l)).count() > 1;
        for (i, line) in lines.iter().enumerate() {
            let place = Place::Line(i + 1);
            let read = read_rubber_line(self, line, place);
            let step = match read {
                Ok(Some(step)) => step,
                Ok(None) => continue,
                Err(e) => {
                    RubberTable::undo(self, count);
                    return Err(e);
                }
            };
            let place = if several { place } else { Place::Alone };
            if let Err(e) = rubber::take_step(self, step, place) {
                RubberTable::undo(self, count);
                return Err(e);
            }
            count += 1;
        }
        Ok(count)
    }
    fn apply_value(&mut self, value: &Value) -> Result<String, Refusal> {
        let step = match G::Event::deserialize(value) {
            Ok(event) => RubberStep::Event(event),
            Err(e) => {
                RubberStep::<G::Event>::deserialize(value).map_err(|_| Refusal::NotAnEvent {
                    code: Game::code(self.table().state()),
                    message: e.to_string(),
                })?
            }
        };
        let written = rubber::write_step::<G>(&step);
        rubber::take_step(self, step, Place::Alone)?;
        Ok(written)
    }
    fn undo(&mut self, n: usize) {
        RubberTable::undo(self, n);
    }
    fn len(&self) -> usize {
        RubberTable::len(self)
    }
    fn events(&self) -> Vec<String> {
        self.steps().iter().map(rubber::write_step::<G>).collect()
    }
    fn header(&self) -> String {
        G::write(self.first_setup(), &[])
    }
    fn script(&self) -> String {
        let mut out = self.header();
        for line in self.events() {
            out.push_str(&line);
            out.push('\n');
        }
        out
    }
    fn rubber_out(&self) -> Option<crate::report::RubberOut> {
        Some(G::rubber_out(self))
    }
}

/// Whether a line holds a word before any comment.
fn first_is_word(line: &str) -> bool {
    line.split('#').next().is_some_and(|l| !l.trim().is_empty())
}

/// The table of a rubber's whole script: the lines of the rubber's own
/// (`deal` after the first event, `result`, `end-rubber`) read apart and
/// blanked, so that the game's reader reads the rest with every line
/// where it stands; then every step in the order written.
fn referee_rubber<G: OneOf + ByTheRubber>(
    text: &str,
    read: impl Fn(&str) -> Result<GameScript<G>, ScriptError>,
    lines: &mut Vec<String>,
) -> Result<RubberTable<G>, Refusal> {
    let source: Vec<&str> = text.lines().collect();
    let ours: Vec<usize> = source
        .iter()
        .enumerate()
        .filter(|(_, l)| rubber::is_rubber_line::<G>(l))
        .map(|(i, _)| i)
        .collect();
    let blanked = |keep: &[usize]| -> String {
        let mut out = String::with_capacity(text.len());
        for (i, line) in source.iter().enumerate() {
            if ours.contains(&i) && !keep.contains(&i) {
                out.push('\n');
            } else {
                out.push_str(line);
                out.push('\n');
            }
        }
        out
    };
    let syntax = |e: ScriptError| Refusal::syntax(Place::Line(e.position.line), e);
    let first = read(&blanked(&[])).map_err(syntax)?;
    let first_event = first.events.first().map_or(usize::MAX, |(_, p)| p.line);
    // A `deal` line before the first event is the header's: the first deal's cards.
    let header: Vec<usize> = ours
        .iter()
        .copied()
        .filter(|&i| i + 1 < first_event && rubber::is_deal_line(source[i]))
        .take(1)
        .collect();
    let script = if header.is_empty() {
        first
    } else {
        read(&blanked(&header)).map_err(syntax)?
    };
    let mut steps: Vec<(RubberStep<G::Event>, usize)> = Vec::new();
    for &i in ours.iter().filter(|i| !header.contains(i)) {
        let step = rubber::read_step::<G>(source[i], i + 1).map_err(syntax)?;
        steps.push((step, i + 1));
    }
    let events = script
        .events
        .into_iter()
        .map(|(e, p)| (RubberStep::Event(e), p.line));
    let mut all: Vec<(RubberStep<G::Event>, usize)> = events.chain(steps).collect();
    all.sort_by_key(|(_, line)| *line);
    let mut table = RubberTable::new(script.setup).map_err(|e| Refusal::Syntax {
        place: Place::Line(1),
        column: 1,
        expected: "a code of laws scored by the rubber".to_owned(),
        found: e.to_string(),
    })?;
    for (step, line) in all {
        lines.push(rubber::write_step::<G>(&step));
        rubber::take_step(&mut table, step, Place::Line(line))?;
    }
    Ok(table)
}

/// The first line of `text` holding one of a rubber's own lines, where a
/// duplicate board's script has none: a script holds one board.
fn board_has_rubber_line(text: &str) -> Option<ScriptError> {
    text.lines().enumerate().find_map(|(i, line)| {
        let words = <ContractBridge as OneOf>::RUBBER_WORDS;
        let word = line.split('#').next()?.split_whitespace().next()?;
        let lower = word.to_ascii_lowercase();
        if lower == "deal" || !words.contains(&lower.as_str()) {
            return None;
        }
        let at = line.find(word).unwrap_or(0);
        Some(ScriptError::new(
            Position {
                line: i + 1,
                column: line[..at].chars().count() + 1,
            },
            "an event of the board (a duplicate board is one deal, scored alone: `result` and `end-rubber` belong to a rubber, `laws rubber`)",
            format!("`{word}`"),
        ))
    })
}

impl AnyTable {
    /// The table a whole script makes (its game by its `laws` line, or
    /// `laws`, as [`read_any`] reads it), with its events each as the game
    /// writes it (what a log stores). A rubber's script goes on deal after
    /// deal: a `deal` line after the first event begins the next deal,
    /// `result N` tells a contract's tricks when its play is not recorded,
    /// `end-rubber` ends it unfinished.
    ///
    /// # Errors
    /// The script does not read ([`Refusal::Syntax`]), or an event cannot
    /// happen ([`Refusal::Impossible`]); each with its [`Place::Line`].
    pub fn from_script(
        text: &str,
        laws: Option<CodeId>,
    ) -> Result<(AnyTable, Vec<String>), Refusal> {
        let syntax = |e: ScriptError| Refusal::syntax(Place::Line(e.position.line), e);
        let code = laws.or_else(|| code_of(text)).unwrap_or(DEFAULT_CODE);
        let mut lines = Vec::new();
        let as_code = |t: &str| -> Result<GameScript<ContractBridge>, ScriptError> {
            match read_any(t, laws)? {
                AnyScript::ContractBridge(s) => Ok(s),
                _ => Err(ScriptError::new(
                    Position { line: 1, column: 1 },
                    "a contract-bridge script",
                    "another game's",
                )),
            }
        };
        let table = match code {
            CodeId::AuctionBridge => {
                AnyTable::AuctionBridge(referee_rubber(text, AuctionBridge::read, &mut lines)?)
            }
            CodeId::BridgeWhist => {
                AnyTable::BridgeWhist(referee_rubber(text, BridgeWhist::read, &mut lines)?)
            }
            CodeId::Euchre => {
                let AnyScript::Euchre(s) = read_any(text, laws).map_err(syntax)? else {
                    unreachable!("a euchre code reads a euchre script")
                };
                AnyTable::Euchre(referee(text, s, &mut lines)?)
            }
            CodeId::Rubber => AnyTable::Rubber(referee_rubber(text, as_code, &mut lines)?),
            _ => {
                if let Some(e) = board_has_rubber_line(text) {
                    return Err(syntax(e));
                }
                match read_any(text, laws).map_err(syntax)? {
                    AnyScript::ContractBridge(s) if s.setup.code == CodeId::Rubber => {
                        AnyTable::Rubber(referee_rubber(text, as_code, &mut lines)?)
                    }
                    AnyScript::ContractBridge(s) => {
                        AnyTable::ContractBridge(referee(text, s, &mut lines)?)
                    }
                    AnyScript::AuctionBridge(_)
                    | AnyScript::BridgeWhist(_)
                    | AnyScript::Euchre(_) => {
                        unreachable!("a contract-bridge code reads a contract-bridge script")
                    }
                }
            }
        };
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
        fn not_by_rubber<E: std::error::Error>(e: tablelaw::RubberError<E>) -> Refusal {
            Refusal::Syntax {
                place: Place::Line(1),
                column: 1,
                expected: "a code of laws scored by the rubber".to_owned(),
                found: e.to_string(),
            }
        }
        let mut table = match script {
            AnyScript::ContractBridge(s) if s.setup.code == CodeId::Rubber => {
                let s = header_only(s)?;
                AnyTable::Rubber(RubberTable::new(s.setup().clone()).map_err(not_by_rubber)?)
            }
            AnyScript::ContractBridge(s) => AnyTable::ContractBridge(header_only(s)?),
            AnyScript::AuctionBridge(s) => {
                let s = header_only(s)?;
                AnyTable::AuctionBridge(RubberTable::new(s.setup().clone()).map_err(not_by_rubber)?)
            }
            AnyScript::BridgeWhist(s) => {
                let s = header_only(s)?;
                AnyTable::BridgeWhist(RubberTable::new(s.setup().clone()).map_err(not_by_rubber)?)
            }
            AnyScript::Euchre(s) => AnyTable::Euchre(header_only(s)?),
        };
        for (i, line) in lines.iter().enumerate() {
            table.apply_line(line.as_ref(), Place::Event(i + 1))?;
        }
        Ok(table)
    }

    /// Applies one event line (in a rubber, one of its own lines too:
    /// `deal`, `result N`, `end-rubber`); on success, the line as the game
    /// writes it (what a log stores). `place` is where the line stands,
    /// for a refusal to name.
    ///
    /// # Errors
    /// The line does not read, is blank, or its event cannot happen; the
    /// table is unchanged.
    pub fn apply_line(&mut self, line: &str, place: Place) -> Result<String, Refusal> {
        each!(self, t => t.apply_line(line, place))
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
        each!(self, t => t.apply_lines(text))
    }

    /// Applies an event in the engine's structured form (the serde form of
    /// the game's event; in a rubber, also of its own steps,
    /// [`RubberStep`]); on success, its line as the game writes it.
    ///
    /// # Errors
    /// The value is no event of the game ([`Refusal::NotAnEvent`]), or
    /// the event cannot happen; the table is unchanged.
    pub fn apply_value(&mut self, value: &Value) -> Result<String, Refusal> {
        each!(self, t => t.apply_value(value))
    }

    /// Takes back the last `n` events (in a rubber, steps: into the deals
    /// before, if `n` reaches that far).
    ///
    /// # Errors
    /// The table holds fewer than `n`: nothing is taken back.
    pub fn undo(&mut self, n: usize) -> Result<(), UndoError> {
        let held = self.len();
        if n > held {
            return Err(UndoError { asked: n, held });
        }
        each!(self, t => Deals::undo(t, n));
        Ok(())
    }

    /// The code of laws.
    pub fn code(&self) -> CodeId {
        each_deal!(self, t => Game::code(t.state()))
    }

    /// The dealer (of the deal in progress, for euchre and a rubber).
    pub fn dealer(&self) -> Seat {
        each_deal!(self, t => Game::dealer(t.state()))
    }

    /// Who is to act next; `None` when no one is.
    pub fn turn(&self) -> Option<Seat> {
        each_deal!(self, t => Game::turn(t.state()))
    }

    /// Every ruling given (in a rubber, in the deal in progress), in order.
    pub fn rulings(&self) -> &[Ruling] {
        each_deal!(self, t => Game::rulings(t.state()))
    }

    /// The ruling awaiting an election, with its index in
    /// [`rulings`](AnyTable::rulings).
    pub fn pending(&self) -> Option<(usize, &Ruling)> {
        each_deal!(self, t => Game::pending(t.state()))
    }

    /// The elections the pending ruling would accept.
    pub fn elections(&self) -> Vec<Election> {
        each_deal!(self, t => Game::elections(t.state()))
    }

    /// The points of each side, once scored (euchre: the game's; a
    /// rubber: the deal in progress's).
    pub fn points(&self) -> Option<BySide<i32>> {
        each_deal!(self, t => Game::points(t.state()))
    }

    /// Whether the deal (euchre: the game) is over.
    pub fn is_over(&self) -> bool {
        each_deal!(self, t => Game::is_over(t.state()))
    }

    /// Whether the table is a rubber, and then whether it is over (won, or
    /// ended unfinished); `None` for a board or a game of euchre.
    pub fn rubber_over(&self) -> Option<bool> {
        match self {
            AnyTable::Rubber(r) => Some(r.is_over()),
            AnyTable::AuctionBridge(r) => Some(r.is_over()),
            AnyTable::BridgeWhist(r) => Some(r.is_over()),
            AnyTable::ContractBridge(_) | AnyTable::Euchre(_) => None,
        }
    }

    /// How many events the log holds (a rubber's steps).
    pub fn len(&self) -> usize {
        each!(self, t => t.len())
    }

    /// Whether no event has been applied.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The events of the log, one script line each.
    pub fn events(&self) -> Vec<String> {
        each!(self, t => t.events())
    }

    /// The regular actions open now in the deal in progress, as script lines.
    pub fn legal_actions(&self) -> Vec<String> {
        each_deal!(self, t => legal_lines(t))
    }

    /// The regular actions open now, in the engine's structured form
    /// (what [`apply_value`](AnyTable::apply_value) takes).
    pub fn legal_events(&self) -> Vec<Value> {
        each_deal!(self, t => legal_values(t))
    }

    /// The setup as a script header (no events; a rubber's first deal's).
    pub fn header(&self) -> String {
        each!(self, t => t.header())
    }

    /// The table as a script (header and events) that
    /// [`from_script`](AnyTable::from_script) reads back to the same table.
    pub fn script(&self) -> String {
        each!(self, t => t.script())
    }

    /// The one report of every game ([`report`]); a rubber's with its
    /// score sheet (`rubber`).
    pub fn report(&self) -> Report {
        let mut out = each_deal!(self, t => report(t));
        out.rubber = self.rubber();
        out
    }

    /// A rubber's score sheet (the report's `rubber`), without the rest
    /// of the report; `None` for a board or a game of euchre.
    pub fn rubber(&self) -> Option<crate::report::RubberOut> {
        each!(self, t => t.rubber_out())
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

from_table!(ContractBridge, Euchre);

macro_rules! from_rubber {
    ($($game:ident => $variant:ident),*) => {
        $(impl From<RubberTable<$game>> for AnyTable {
            fn from(table: RubberTable<$game>) -> AnyTable {
                AnyTable::$variant(table)
            }
        })*
    };
}

from_rubber!(ContractBridge => Rubber, AuctionBridge => AuctionBridge, BridgeWhist => BridgeWhist);
