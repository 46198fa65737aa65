//! Readers and writers for [tablelaw]: the table script language in which a
//! director tells what happened at a table ([`script`]), the hand records of
//! clubs and championships ([`pbn`], [`lin`]), and the check of whole
//! archives against the laws ([`check`]).
//!
//! # The front door for scripts
//!
//! Every game has its script, in its own words: contract bridge
//! ([`script`]), auction bridge ([`script::auction_bridge`]), bridge whist
//! ([`script::bridge_whist`]) and euchre ([`script::euchre`]). One door
//! opens on all of them:
//! - [`read_any`] reads a script of any game into an [`AnyScript`], by the
//!   code its `laws` line names ([`code_of`]) or the one given instead
//!   (as `--laws` does); a script without either is contract bridge under
//!   `duplicate-2017`;
//! - [`ScriptedGame`], implemented by each game's referee
//!   ([`Game`](tablelaw::Game)), reads and writes its whole scripts
//!   ([`GameScript`]) and single event lines: what an interactive prompt,
//!   the Python package's `apply("E 1H")` and the web page read.
//!
//! A table of any game, folded from a script or a stored log and given
//! lines or structured events one at a time, is a [`table::AnyTable`]:
//! what the web server, the Python package and `tablelaw rule` hold; what
//! it refuses is a [`table::Refusal`].
//!
//! The readers turn text into tablelaw's own values ([`Event`](tablelaw::Event),
//! [`TableSetup`](tablelaw::TableSetup), [`Deal`](tablelaw::Deal)); they do
//! not apply the laws, which is [`Table`](tablelaw::Table)'s work. A syntax
//! error is a [`ScriptError`] with the line, the column, what was expected
//! and what was found.
//!
//! No public function panics on any input, and every reader takes time
//! linear in the length of its input.
//!
//! # Example: read a script of any game and referee it
//! ```
//! use tablelaw::Table;
//! use tablelaw::codes::bridge_whist::BridgeWhist;
//! use tablelaw_formats::{AnyScript, ScriptedGame, read_any};
//!
//! let text = "laws bridge-whist\ndealer S\nS bridges\nN makes H\n";
//! let AnyScript::BridgeWhist(script) = read_any(text, None)? else { unreachable!() };
//! let events = script.events.into_iter().map(|(event, _)| event);
//! let mut table = Table::<BridgeWhist>::from_log(script.setup, events).map_err(|(_, e)| e)?;
//! let event = BridgeWhist::read_event("W double", 5, table.setup())?.expect("an event");
//! table.apply(event)?;
//! assert_eq!(table.log().len(), 3);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # Example: read a contract-bridge script and referee it
//! ```
//! use tablelaw::{Seat, Table};
//! use tablelaw_formats::parse;
//!
//! let script = parse("laws rubber\ndealer S\nW 1NT   # out of rotation (rubber Law 29)\n")?;
//! let events = script.events.into_iter().map(|(event, _)| event);
//! let table = Table::from_log(script.setup, events).map_err(|(_, e)| e)?;
//! let (_, ruling) = table.pending().unwrap();
//! assert_eq!(ruling.law.law, 29);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

#![deny(missing_docs)]

pub mod check;
pub mod egn;
pub mod error;
pub mod lin;
pub mod pbn;
pub mod report;
pub mod script;
pub mod table;

/// The bridge-whist script, now [`script::bridge_whist`]; kept at its old path.
pub use script::bridge_whist as whist_script;
/// The euchre script, now [`script::euchre`]; kept at its old path.
pub use script::euchre;

pub use script::{
    AnyScript, GameScript, Position, Script, ScriptError, ScriptedGame, Statement, code_of, parse,
    parse_event_line, read_any, write,
};
