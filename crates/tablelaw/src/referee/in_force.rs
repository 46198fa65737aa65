//! The lasting obligations in force, in one shape for every code.

use serde::Serialize;

use crate::call::Call;
use crate::card::{Card, Suit};
use crate::law::Citation;
use crate::seat::Seat;

/// What a lasting obligation demands.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
#[non_exhaustive]
pub enum Obligation {
    /// Must pass when next it is his turn to call (rubber Law 30(a); 2017 30A).
    PassNextTurn,
    /// Must pass whenever it is his turn to call (rubber Laws 23, 27, 30-32, 36-39).
    PassWhenever,
    /// Debarred from declaring until an adversary bids or doubles (auction
    /// bridge Law 50).
    Debarred,
    /// May not double or redouble at his next turn (rubber Law 30(b)).
    NoDoubleOrRedoubleNextTurn,
    /// May not double or redouble this bid again (rubber Law 32(a)).
    NoDoubleOrRedoubleOf {
        /// The call number (from 1) of the bid.
        call: usize,
    },
    /// Must repeat this call at his turn (rubber Laws 31(b)(i), 32(b)(i)).
    Repeat {
        /// The call.
        #[serde(serialize_with = "super::call_text")]
        call: Call,
    },
    /// A lead penalty that declarer may exact when this player, the
    /// offender's partner, first has the lead (rubber Law 26; 2017 26B).
    LeadPenalty {
        /// The suits it reaches; empty: any one suit declarer names.
        #[serde(serialize_with = "super::suit_letters")]
        suits: Vec<Suit>,
    },
    /// A lead of this suit is required of this player (rubber Law 26;
    /// auction bridge Law 51, the called lead; euchre Law 57).
    RequiredLead {
        /// The suit.
        #[serde(serialize_with = "super::suit_letter")]
        suit: Suit,
    },
    /// A lead of this suit is prohibited to this player while he keeps the lead.
    ProhibitedLead {
        /// The suit.
        #[serde(serialize_with = "super::suit_letter")]
        suit: Suit,
    },
    /// Penalty cards, or cards exposed that an adversary may call (rubber
    /// Laws 23, 50; 2017 Law 24E; euchre Law 56).
    PenaltyCards {
        /// The cards.
        #[serde(serialize_with = "super::card_list")]
        cards: Vec<Card>,
    },
    /// A play required of this player (euchre Laws 52-54, 83).
    RequiredPlay {
        /// What is required, in plain words.
        what: String,
    },
}

/// A lasting obligation in force on a player.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct InForce {
    /// Who is bound.
    pub seat: Seat,
    /// What it demands.
    #[serde(flatten)]
    pub obligation: Obligation,
    /// The law that imposes it.
    pub law: Citation,
    /// The ruling that imposed it, by index in the rulings, if one did.
    pub ruling: Option<usize>,
    /// What it demands, in plain words.
    pub text: String,
}
