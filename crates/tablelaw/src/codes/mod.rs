//! One module per code of laws.
//!
//! Each code referees its own auction (or trump-making), irregularities,
//! play and score over the shared machinery: cards and seats, the regular
//! [`Auction`](crate::Auction), rulings and penalties, and the event log of
//! [`Table`](crate::Table). The contract-bridge codes share one referee
//! ([`ContractBridge`](crate::ContractBridge)); where their laws of the
//! auction differ, it asks the code's `AuctionLaws` (module `laws`), whose
//! provided methods are the 2017 duplicate text, overridden by the rubber
//! code and the 2007 edition where they differ.

pub mod auction_bridge;
pub mod bridge_whist;
pub mod contract_bridge;
pub mod duplicate;
pub mod euchre;
pub mod rubber;
