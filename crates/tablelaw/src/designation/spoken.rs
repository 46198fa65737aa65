//! What declarer said, read but not yet ruled on.

use core::fmt;

use crate::card::{Card, Rank, Suit};

/// A suit as declarer names it: a suit, or "trumps", which names the trump
/// suit of the contract (and no suit at all in notrump).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SuitName {
    /// A suit named by name, letter or symbol ("club", "C", "♣").
    Suit(Suit),
    /// "Trumps": the trump suit, whichever it is.
    Trumps,
}

impl SuitName {
    /// The suit named, given the trump suit; `None` for "trumps" in notrump.
    pub const fn suit(self, trump: Option<Suit>) -> Option<Suit> {
        match self {
            SuitName::Suit(s) => Some(s),
            SuitName::Trumps => trump,
        }
    }
}

impl fmt::Display for SuitName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SuitName::Suit(s) => f.write_str(s.name()),
            SuitName::Trumps => f.write_str("trumps"),
        }
    }
}

/// Declarer's spoken designation of dummy's card, as [`parse`](super::parse)
/// reads it; each variant names the clause of Law 46 that governs it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Spoken {
    /// Suit and rank: the proper form (Law 46A), "spade queen", "♠Q".
    Card(Card),
    /// A rank of the trump suit, "queen of trumps": suit and rank once the
    /// trump suit is known (46A); a rank alone in notrump (46B3).
    TrumpOfRank(Rank),
    /// "High", "top", "big one" (46B1(a)), optionally with a suit:
    /// "high heart".
    High {
        /// The suit named with "high", if any.
        suit: Option<SuitName>,
    },
    /// "Low", "small", "little one" (46B1(c)), optionally with a suit:
    /// "low club" (then also 46B2).
    Low {
        /// The suit named with "low", if any.
        suit: Option<SuitName>,
    },
    /// "Win", "take it" (46B1(b)); "ruff", "ruff it", "trump it" are "win"
    /// by ruffing, recorded with `ruff`.
    Win {
        /// The words were "ruff" or "trump it": win with a trump.
        ruff: bool,
    },
    /// A suit but not a rank, "a club", "♥", "trumps" (46B2).
    Suit(SuitName),
    /// A rank but not a suit, "the king", "ten", "deuce" (46B3).
    Rank(Rank),
    /// Neither suit nor rank, "play anything", "whatever" (46B5).
    Anything,
}

impl fmt::Display for Spoken {
    /// The designation in plain words, such as `spade queen` or `low club`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let with = |f: &mut fmt::Formatter<'_>, word: &str, suit: &Option<SuitName>| match suit {
            Some(s) => write!(f, "{word} {s}"),
            None => f.write_str(word),
        };
        match self {
            Spoken::Card(c) => write!(f, "{c}"),
            Spoken::TrumpOfRank(r) => write!(f, "{r} of trumps"),
            Spoken::High { suit } => with(f, "high", suit),
            Spoken::Low { suit } => with(f, "low", suit),
            Spoken::Win { ruff: false } => f.write_str("win"),
            Spoken::Win { ruff: true } => f.write_str("ruff"),
            Spoken::Suit(s) => write!(f, "{s}"),
            Spoken::Rank(r) => write!(f, "{r}"),
            Spoken::Anything => f.write_str("anything"),
        }
    }
}
