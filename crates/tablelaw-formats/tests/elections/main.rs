//! What each engine lists as the elections its pending ruling would accept
//! (`elections()`), checked against what it accepts: every Elect tried on
//! a copy, at every prefix of every script of the game in the CLI's tests
//! and under random play with irregular events; and the listings of a few
//! laws written out.

mod auction_bridge;
mod bridge_whist;
mod euchre;
mod oracle;
