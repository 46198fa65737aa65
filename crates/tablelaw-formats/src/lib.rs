//! Readers and writers for [tablelaw]: the table script language in which a
//! director tells what happened at a table ([`script`]), the hand records of
//! clubs and championships ([`pbn`], [`lin`]), and the check of whole
//! archives against the laws ([`check`]).
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
//! # Example: read a script and referee it
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
pub mod script;

/// The bridge-whist script, now [`script::bridge_whist`]; kept at its old path.
pub use script::bridge_whist as whist_script;
/// The euchre script, now [`script::euchre`]; kept at its old path.
pub use script::euchre;

pub use script::{Position, Script, ScriptError, Statement, parse, parse_event_line, write};
