//! tablelaw referees card games the way their written laws do.
//!
//! Players at real tables bid out of turn, make insufficient bids and expose
//! cards; the laws say exactly what follows. tablelaw records such events,
//! cites the law, offers the options to the right player, and enforces the
//! outcome for the rest of the deal.
//!
//! Three layers, three types: a syntax error in text is the reader's; an
//! event that cannot happen is an [`EventError`] and leaves the [`Table`]
//! untouched; an irregularity is not an error but a [`Ruling`].
//!
//! No public function panics on any input.
//!
//! # Example: an insufficient bid (rubber Law 27)
//! ```
//! use tablelaw::{Event, OptionId, Seat, Table};
//! let mut table = Table::new(Seat::North);
//! table.call(Seat::North, "1S".parse()?)?;
//! table.call(Seat::East, "1H".parse()?)?; // insufficient
//! // South, East's LHO, refuses it; East substitutes 2H, the lowest
//! // sufficient bid in hearts, and there is no penalty (27(a)).
//! table.apply(Event::Elect { seat: Some(Seat::South), option: OptionId::Correct, call: None, suit: None, also: Vec::new() })?;
//! table.call(Seat::East, "2H".parse()?)?;
//! assert_eq!(table.penalties_in_force().count(), 0);
//! assert_eq!(table.turn(), Some(Seat::South));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

#![deny(missing_docs)]

pub mod auction;
mod bits;
pub mod call;
pub mod card;
pub mod codes;
pub mod deal;
pub mod designation;
pub mod event;
mod ladder;
pub mod law;
mod lazy;
pub mod play;
pub mod random;
pub mod referee;
pub mod rubber_table;
pub mod ruling;
pub mod score;
pub mod seat;
pub mod table;

pub use auction::{Auction, Contract, Doubling};
pub use call::{Bid, Call, CallSet, Denomination};
pub use card::{Card, CardSet, CardSetIter, Rank, Suit, Suits};
pub use codes::contract_bridge::{
    Adjustment, CallRecord, CallStatus, Claim, ClaimStatus, ContractBridge, Revoke,
    RevokeAdjustment, RevokeFailure, RevokeStatus, Tricks, WithdrawnCard,
};
pub use deal::Deal;
pub use event::{Annotation, ChangeFinding, DummyAct, Event, Finding, Understanding};
pub use law::{Citation, CodeId};
pub use referee::{Election, Elector, Game, GameSetup, InForce, Needs, Obligation, Recorded};
pub use rubber_table::{ByTheRubber, PastDeal, RubberError, RubberStep, RubberTable};
pub use ruling::{
    Chooser, LeadPenalty, OptionId, Penalty, PenaltyKind, PenaltyStatus, Ruling, RulingOption,
};
pub use score::{DuplicateEdition, DuplicateScore, Rubber, RubberOptions};
pub use seat::{BySeat, BySide, Seat, Side};
pub use table::{EventError, Note, Table, TableSetup};

/// The README's examples, compiled and run as doctests.
#[cfg(doctest)]
#[doc = include_str!("../../../README.md")]
pub struct ReadmeDoctests;
