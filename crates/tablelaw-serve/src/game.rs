//! A table of any game behind one type: what the server folds from the
//! log and reports, each game through its own script words
//! ([`ScriptedGame`]) and its own part of the report ([`GamePart`]).

use serde::Deserialize as _;
use serde_json::Value;
use tablelaw::codes::auction_bridge::AuctionBridge;
use tablelaw::codes::bridge_whist::BridgeWhist;
use tablelaw::codes::euchre::Euchre;
use tablelaw::{CodeId, ContractBridge, Game, Seat, Table};
use tablelaw_formats::report::{GamePart, report};
use tablelaw_formats::script::{AnyScript, ScriptedGame, read_any};

/// A table of any game, as the server keeps it.
pub enum AnyTable {
    /// Contract bridge (rubber, duplicate 2017, duplicate 2007).
    ContractBridge(Table<ContractBridge>),
    /// Auction bridge (1912).
    AuctionBridge(Table<AuctionBridge>),
    /// Bridge whist (1907).
    BridgeWhist(Table<BridgeWhist>),
    /// Euchre (1888).
    Euchre(Table<Euchre>),
}

/// One arm per game, the table bound to `$t`.
macro_rules! each {
    ($self:expr, $t:ident => $body:expr) => {
        match $self {
            AnyTable::ContractBridge($t) => $body,
            AnyTable::AuctionBridge($t) => $body,
            AnyTable::BridgeWhist($t) => $body,
            AnyTable::Euchre($t) => $body,
        }
    };
}

/// Why an event was not accepted.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Refusal {
    /// The line is not a script line of the game (or the structured event
    /// does not read as one of the game's events).
    Syntax(String),
    /// The event cannot happen at this table: the engine's message.
    Impossible(String),
    /// The line is blank or a comment: nothing to do.
    Empty,
}

impl std::fmt::Display for Refusal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Refusal::Syntax(m) | Refusal::Impossible(m) => f.write_str(m),
            Refusal::Empty => f.write_str("a blank or comment line is no event"),
        }
    }
}

/// An event as it arrives: a script line, or the game's event as JSON.
pub enum Incoming<'a> {
    /// A script line in the game's words (`W 1NT`, `E order-up`).
    Line(&'a str),
    /// The game's event in its JSON form (what the library serializes).
    Structured(&'a Value),
}

fn accept<G: ScriptedGame>(
    table: &mut Table<G>,
    incoming: Incoming<'_>,
    line_no: usize,
) -> Result<String, Refusal> {
    let event = match incoming {
        Incoming::Line(line) => G::read_event(line, line_no, table.setup())
            .map_err(|e| Refusal::Syntax(e.to_string()))?
            .ok_or(Refusal::Empty)?,
        Incoming::Structured(value) => G::Event::deserialize(value)
            .map_err(|e| Refusal::Syntax(format!("not an event of this game: {e}")))?,
    };
    let line = G::write_event(&event);
    table
        .apply(event)
        .map_err(|e| Refusal::Impossible(e.to_string()))?;
    Ok(line)
}

fn actions<G: ScriptedGame>(table: &Table<G>) -> Vec<String> {
    let game: &G = table;
    game.legal_actions().iter().map(G::write_event).collect()
}

fn header<G: ScriptedGame>(table: &Table<G>) -> String {
    G::write(table.setup(), &[])
}

fn report_of<G: GamePart>(table: &Table<G>) -> Value {
    serde_json::to_value(report(table)).unwrap_or(Value::Null)
}

impl AnyTable {
    /// A table from a script's header and events (a whole script): the
    /// table of its setup, and the events in the script's order, each as
    /// the game writes it.
    ///
    /// # Errors
    /// A syntax error, or the first event that cannot happen, with its
    /// line.
    pub fn from_script(
        text: &str,
        laws: Option<CodeId>,
    ) -> Result<(AnyTable, Vec<String>), Refusal> {
        fn fold<G: ScriptedGame>(
            script: tablelaw_formats::GameScript<G>,
        ) -> Result<(Table<G>, Vec<String>), Refusal> {
            let mut table = Table::<G>::with_setup(script.setup);
            let mut lines = Vec::with_capacity(script.events.len());
            for (event, position) in script.events {
                lines.push(G::write_event(&event));
                table
                    .apply(event)
                    .map_err(|e| Refusal::Impossible(format!("line {}: {e}", position.line)))?;
            }
            Ok((table, lines))
        }
        let script = read_any(text, laws).map_err(|e| Refusal::Syntax(e.to_string()))?;
        Ok(match script {
            AnyScript::ContractBridge(s) => {
                let (t, l) = fold(s)?;
                (AnyTable::ContractBridge(t), l)
            }
            AnyScript::AuctionBridge(s) => {
                let (t, l) = fold(s)?;
                (AnyTable::AuctionBridge(t), l)
            }
            AnyScript::BridgeWhist(s) => {
                let (t, l) = fold(s)?;
                (AnyTable::BridgeWhist(t), l)
            }
            AnyScript::Euchre(s) => {
                let (t, l) = fold(s)?;
                (AnyTable::Euchre(t), l)
            }
        })
    }

    /// The table folded from its stored header and event lines.
    ///
    /// # Errors
    /// A stored line that no longer reads or applies (a log written by
    /// another version of the laws' engine), with its index from 1.
    pub fn fold(header: &str, lines: &[String]) -> Result<AnyTable, Refusal> {
        let (mut table, none) = AnyTable::from_script(header, None)?;
        if !none.is_empty() {
            return Err(Refusal::Syntax("the stored header holds events".to_owned()));
        }
        for (i, line) in lines.iter().enumerate() {
            table
                .apply(Incoming::Line(line), i + 1)
                .map_err(|e| Refusal::Impossible(format!("event {}: {e}", i + 1)))?;
        }
        Ok(table)
    }

    /// Applies an event; on success, the event's line as the game writes
    /// it (what the log stores). The table is unchanged on a refusal.
    ///
    /// # Errors
    /// The line does not read, or the event cannot happen.
    /// `line_no` places a syntax error (the event's number in the log).
    pub fn apply(&mut self, incoming: Incoming<'_>, line_no: usize) -> Result<String, Refusal> {
        each!(self, t => accept(t, incoming, line_no))
    }

    /// Takes back the last event.
    pub fn undo(&mut self) {
        each!(self, t => t.undo(1))
    }

    /// The published report of the table (`docs/json.md`).
    pub fn report(&self) -> Value {
        each!(self, t => report_of(t))
    }

    /// The regular actions open now, as script lines.
    pub fn legal_actions(&self) -> Vec<String> {
        each!(self, t => actions(t))
    }

    /// The setup as a script header (no events).
    pub fn header(&self) -> String {
        each!(self, t => header(t))
    }

    /// The code of laws.
    pub fn code(&self) -> CodeId {
        each!(self, t => Game::code(t.state()))
    }

    /// Who is to act next.
    pub fn turn(&self) -> Option<Seat> {
        each!(self, t => Game::turn(t.state()))
    }

    /// Whether a ruling awaits an election.
    pub fn pending(&self) -> bool {
        each!(self, t => Game::pending(t.state()).is_some())
    }

    /// The whole script: the header and every event line.
    pub fn script(&self, lines: &[String]) -> String {
        let mut out = self.header();
        for line in lines {
            out.push_str(line);
            out.push('\n');
        }
        out
    }
}
