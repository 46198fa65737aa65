//! What Law 46 makes of a designation: the card deemed called, or the
//! question still open and who must answer it.

use core::fmt;

use crate::card::{Card, CardSet};
use crate::law::Citation;

/// The outcome of applying Law 46 to declarer's designation. Every variant
/// carries the clause it rests on and the reason in words, including any
/// implementer's decision where the text is silent (see the
/// [module doc](super)).
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Resolution {
    /// The card declarer is deemed to have called (46A, 46B1 to 46B3, or
    /// the card the director finds he incontrovertibly intended, 46B). It is
    /// in dummy and a legal play.
    Card {
        /// The card.
        card: Card,
        /// The clause that deems it called.
        law: Citation,
        /// Why, in words.
        reason: String,
    },
    /// The law does not name a card: declarer must now designate one of
    /// `candidates` (two legal cards of the rank named, 46B3(b); "high" or
    /// "low" where the text is undefined; "win" when no card is known to win).
    DeclarerMustDesignate {
        /// The cards among which declarer must choose (all legal plays).
        candidates: CardSet,
        /// The clause.
        law: Citation,
        /// Why, in words.
        reason: String,
    },
    /// 2007 wording (and rubber): declarer called a card that is not in
    /// dummy; "the call is void and declarer may designate any legal card"
    /// (46B4).
    VoidCall {
        /// Dummy's legal plays, any of which declarer may designate.
        candidates: CardSet,
        /// 46B4.
        law: Citation,
        /// Why, in words.
        reason: String,
    },
    /// 2017 wording: declarer called for a card that is not in dummy; "the
    /// call is invalid and declarer may designate any legal card" (46B4).
    InvalidCall {
        /// Dummy's legal plays, any of which declarer may designate.
        candidates: CardSet,
        /// 46B4.
        law: Citation,
        /// Why, in words.
        reason: String,
    },
    /// Declarer indicated a play without suit or rank ("play anything"):
    /// "either defender may designate the play from dummy" (46B5). If both
    /// speak, the first in time prevails.
    DefendersDesignate {
        /// Dummy's legal plays, among which a defender designates.
        candidates: CardSet,
        /// 46B5.
        law: Citation,
        /// Why, in words.
        reason: String,
    },
    /// The designation names (or Law 46 deems) a card that dummy holds but
    /// may not legally play: dummy can follow to the suit led. Law 46 does
    /// not rule on that; playing the card would be a revoke, for the play of
    /// the deal to rule on.
    NotLegal {
        /// The card designated.
        card: Card,
        /// The clause that deems it called.
        law: Citation,
        /// Why, in words.
        reason: String,
    },
}

impl Resolution {
    /// The clause the resolution rests on.
    pub fn law(&self) -> Citation {
        match self {
            Resolution::Card { law, .. }
            | Resolution::DeclarerMustDesignate { law, .. }
            | Resolution::VoidCall { law, .. }
            | Resolution::InvalidCall { law, .. }
            | Resolution::DefendersDesignate { law, .. }
            | Resolution::NotLegal { law, .. } => *law,
        }
    }

    /// The reason in words.
    pub fn reason(&self) -> &str {
        match self {
            Resolution::Card { reason, .. }
            | Resolution::DeclarerMustDesignate { reason, .. }
            | Resolution::VoidCall { reason, .. }
            | Resolution::InvalidCall { reason, .. }
            | Resolution::DefendersDesignate { reason, .. }
            | Resolution::NotLegal { reason, .. } => reason,
        }
    }

    pub(super) fn reason_mut(&mut self) -> &mut String {
        match self {
            Resolution::Card { reason, .. }
            | Resolution::DeclarerMustDesignate { reason, .. }
            | Resolution::VoidCall { reason, .. }
            | Resolution::InvalidCall { reason, .. }
            | Resolution::DefendersDesignate { reason, .. }
            | Resolution::NotLegal { reason, .. } => reason,
        }
    }

    /// The card deemed called and legal, if the law names one
    /// ([`Resolution::Card`]).
    pub fn card(&self) -> Option<Card> {
        match self {
            Resolution::Card { card, .. } => Some(*card),
            _ => None,
        }
    }

    /// The cards among which someone must still choose, if the question is
    /// open; empty for [`Resolution::Card`] and [`Resolution::NotLegal`].
    pub fn candidates(&self) -> CardSet {
        match self {
            Resolution::DeclarerMustDesignate { candidates, .. }
            | Resolution::VoidCall { candidates, .. }
            | Resolution::InvalidCall { candidates, .. }
            | Resolution::DefendersDesignate { candidates, .. } => *candidates,
            Resolution::Card { .. } | Resolution::NotLegal { .. } => CardSet::EMPTY,
        }
    }
}

impl fmt::Display for Resolution {
    /// `duplicate-2017 Law 46B2: ♥4 (…reason…)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let what = match self {
            Resolution::Card { card, .. } => format!("{card}"),
            Resolution::NotLegal { card, .. } => format!("{card}, not a legal play"),
            Resolution::DeclarerMustDesignate { .. } => "declarer must designate".to_owned(),
            Resolution::VoidCall { .. } => "the call is void".to_owned(),
            Resolution::InvalidCall { .. } => "the call is invalid".to_owned(),
            Resolution::DefendersDesignate { .. } => "either defender designates".to_owned(),
        };
        write!(f, "{}: {what} ({})", self.law(), self.reason())
    }
}
