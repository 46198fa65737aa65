//! Why a table did not take what it was given, as data: where the
//! refused line stands ([`Place`]), what kind of refusal it is
//! ([`Refusal`]), the event that cannot happen and the engine's error
//! ([`ImpossibleEvent`]), and an undo of more events than there are
//! ([`UndoError`]).

use core::fmt;

use tablelaw::codes::auction_bridge::{AuctionBridgeError, AuctionBridgeEvent};
use tablelaw::codes::bridge_whist::WhistEvent;
use tablelaw::codes::euchre::{EuchreError, EuchreEvent};
use tablelaw::{CodeId, Event, EventError, Seat};

use crate::script::{Position, ScriptError};

/// Where a refused line stands, as the text it came in counts it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Place {
    /// Line `n` (from 1) of a script, or of a text of event lines.
    Line(usize),
    /// Event `n` (from 1) of a stored log.
    Event(usize),
    /// A line given alone (typed at the table): it has no number to name.
    Alone,
}

impl Place {
    /// `line 3`, `event 3`, or `None` for a line given alone.
    fn named(self) -> Option<String> {
        match self {
            Place::Line(n) => Some(format!("line {n}")),
            Place::Event(n) => Some(format!("event {n}")),
            Place::Alone => None,
        }
    }

    /// The number a reader gives the line (a line alone is line 1 of itself).
    pub(crate) fn number(self) -> usize {
        match self {
            Place::Line(n) | Place::Event(n) => n,
            Place::Alone => 1,
        }
    }
}

/// Why a table refused a script, a line or a structured event. The table
/// is then exactly as it was.
///
/// Displayed with its place where it has one: `line 3, column 5: expected
/// …`, `event 3: North does not hold SA`, `column 3: expected …` for a
/// line given alone.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub enum Refusal {
    /// The text does not read as the game's script.
    Syntax {
        /// Where the line stands.
        place: Place,
        /// The column of the offending word, from 1, in characters.
        column: usize,
        /// What was expected there (as [`ScriptError::expected`]).
        expected: String,
        /// What was found (as [`ScriptError::found`]).
        found: String,
    },
    /// A structured event (JSON) that is not one of the game's events.
    NotAnEvent {
        /// The code of laws of the table.
        code: CodeId,
        /// The reader's message.
        message: String,
    },
    /// The event reads but cannot happen at this table.
    Impossible {
        /// Where its line stands ([`Place::Alone`] for a structured event).
        place: Place,
        /// The event and why it cannot happen.
        error: ImpossibleEvent,
    },
    /// A blank or comment line given as an event: there is nothing to do.
    Empty {
        /// Where the line stands.
        place: Place,
    },
}

impl Refusal {
    /// A reader's error at `place`, whose line it replaces.
    pub(crate) fn syntax(place: Place, e: ScriptError) -> Refusal {
        Refusal::Syntax {
            place,
            column: e.position.column,
            expected: e.expected,
            found: e.found,
        }
    }

    /// A syntax refusal as the reader's [`ScriptError`], its line the
    /// place's number (1 for a line given alone); `None` for other kinds.
    pub fn script_error(&self) -> Option<ScriptError> {
        match self {
            Refusal::Syntax {
                place,
                column,
                expected,
                found,
            } => Some(ScriptError {
                position: Position {
                    line: place.number(),
                    column: *column,
                },
                expected: expected.clone(),
                found: found.clone(),
            }),
            _ => None,
        }
    }

    /// Where the refused line stands; `None` for a structured event that
    /// is no event of the game.
    pub fn place(&self) -> Option<Place> {
        match self {
            Refusal::Syntax { place, .. }
            | Refusal::Impossible { place, .. }
            | Refusal::Empty { place } => Some(*place),
            Refusal::NotAnEvent { .. } => None,
        }
    }
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let at = |f: &mut fmt::Formatter<'_>, place: &Place, sep: &str| match place.named() {
            Some(named) => write!(f, "{named}{sep}"),
            None => Ok(()),
        };
        match self {
            Refusal::Syntax {
                place,
                column,
                expected,
                found,
            } => {
                at(f, place, ", ")?;
                write!(f, "column {column}: expected {expected}, found {found}")
            }
            Refusal::NotAnEvent { code, message } => {
                write!(f, "not an event of {code}: {message}")
            }
            Refusal::Impossible { place, error } => {
                at(f, place, ": ")?;
                write!(f, "{error}")
            }
            Refusal::Empty { place } => {
                at(f, place, ": ")?;
                f.write_str("a blank or comment line is no event")
            }
        }
    }
}

impl std::error::Error for Refusal {}

/// An event that cannot happen at the table, and why: the engine's error
/// of its game, or what the line wrote that the event does not carry.
/// Displayed as the reason alone.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
#[non_exhaustive]
pub enum ImpossibleEvent {
    /// A contract-bridge event (rubber, duplicate).
    #[error("{error}")]
    ContractBridge {
        /// The event refused.
        event: Box<Event>,
        /// The engine's error.
        error: EventError,
    },
    /// An auction-bridge event.
    #[error("{error}")]
    AuctionBridge {
        /// The event refused.
        event: Box<AuctionBridgeEvent>,
        /// The engine's error.
        error: AuctionBridgeError,
    },
    /// A bridge-whist event.
    #[error("{error}")]
    BridgeWhist {
        /// The event refused.
        event: Box<WhistEvent>,
        /// The engine's error.
        error: EventError,
    },
    /// A euchre event.
    #[error("{error}")]
    Euchre {
        /// The event refused.
        event: Box<EuchreEvent>,
        /// The engine's error.
        error: EuchreError,
    },
    /// A step of a rubber between its deals (`deal`, `result N`,
    /// `end-rubber`) that cannot be taken now.
    #[error("{why}")]
    Rubber {
        /// The step's line.
        step: String,
        /// Why not, and what to do.
        why: String,
    },
    /// Euchre Law 86: the line writes before a discard a seat that is not
    /// the dealer's (the event names none: the dealer discards).
    #[error("{seat:#} is not the dealer; {dealer:#} discards (euchre Law 86)")]
    NotTheDealer {
        /// The seat written.
        seat: Seat,
        /// The dealer.
        dealer: Seat,
    },
}

/// An undo of more events than the table holds: nothing is taken back.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct UndoError {
    /// The events asked to be taken back.
    pub asked: usize,
    /// The events the table holds.
    pub held: usize,
}

impl fmt::Display for UndoError {
    /// `cannot take back 3 events: the table has 1 event`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let events = |n: usize| match n {
            0 => "no event".to_owned(),
            1 => "1 event".to_owned(),
            n => format!("{n} events"),
        };
        write!(
            f,
            "cannot take back {}: the table has {}",
            events(self.asked),
            events(self.held)
        )
    }
}

impl std::error::Error for UndoError {}
