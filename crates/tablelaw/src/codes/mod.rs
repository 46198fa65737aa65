//! One module per code of laws.
//!
//! Each code referees its own auction (or trump-making), irregularities,
//! play and score over the shared machinery: cards and seats, the regular
//! [`Auction`](crate::Auction), rulings and penalties, and the event log of
//! [`Table`](crate::Table).

pub mod euchre;
pub mod rubber;
