//! Who reads an evening: its director (the write token) or its players
//! (the read token of the players' link).

use serde::Serialize;

/// What a token opens.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Access {
    /// The director: everything, and writing.
    Director,
    /// The players' link: results and rankings, and a board's deal only
    /// once every table scheduled for it has its result.
    Players,
}

impl Access {
    /// Whether this access may see the hands of a board whose results are
    /// all in (`complete`).
    pub fn sees_deal(self, complete: bool) -> bool {
        self == Access::Director || complete
    }
}
