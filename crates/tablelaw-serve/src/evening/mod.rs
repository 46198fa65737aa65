//! The club evening (a session, issue 37): boards 1..N with their dealer
//! and vulnerability by Law 2 and their deals (entered, imported from a PBN
//! file, or unknown), the form of scoring, the tables with the pairs at
//! them for each board (a movement given result by result, or a Mitchell
//! made here), and each board's result at each table: a traveller line
//! entered by the director, or a refereed table of this server linked to
//! the evening, board and table, whose scored result flows into the
//! traveller. The director may put an adjusted score (Law 12C) on any
//! result, with the ruling that led to it.
//!
//! The scoring itself (Law 77's points, matchpoints, IMPs, the rankings)
//! is the library's (`tablelaw::score::session`); this module reads what
//! the requests give and what the store keeps.

pub mod access;
pub mod app;
pub mod entry;
pub mod export;
pub mod lines;
pub mod movement;
pub mod routes;
pub mod score;
pub mod setup;

pub use access::Access;
pub use lines::{AdjustRequest, Adjustment, LineRequest, Played, WeightedLine};
pub use movement::{Seating, mitchell};
pub use setup::{NewEvening, Ranking, Scoring, Setup};
