//! The elections a pending ruling would accept, listed by each engine.
//!
//! Principle 4 of the design: options are data. A ruling names its
//! options; an [`Election`] says, for one option, who may elect it and
//! what must be named with it (the call substituted, the suit of a lead
//! required or prohibited), so that a front end can offer exactly what the
//! engine would take, and nothing is found by trying options on a copy.

use serde::Serialize;

use crate::call::{Call, CallSet};
use crate::card::Suit;
use crate::ruling::OptionId;
use crate::seat::Seat;

/// Who may make an election.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Elector {
    /// The director, who assesses (rubber Laws 36-39; the duplicate
    /// finding whether a call is comparable, 2017 Law 23). The election
    /// is written without a seat.
    Director,
    /// A player, by seat.
    #[serde(untagged)]
    Seat(Seat),
}

/// What must be named with an election.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum Needs {
    /// Nothing more.
    Nothing,
    /// One of these calls: the call the offender substitutes (contract
    /// bridge Law 27 and the duplicate Laws 27B, 30-32).
    Call {
        /// The calls that would be accepted.
        #[serde(serialize_with = "call_list")]
        calls: CallSet,
    },
    /// One of these suits: the suit of a lead required, prohibited or
    /// called (contract bridge Law 26; auction bridge Law 51).
    Suit {
        /// The suits that would be accepted.
        #[serde(serialize_with = "super::suit_letters")]
        suits: Vec<Suit>,
    },
    /// One or more of these suits: the suits of a defender's penalty cards
    /// whose lead declarer prohibits (contract bridge, duplicate Law
    /// 51B2(b)).
    Suits {
        /// The suits that may be named, each at most once.
        #[serde(serialize_with = "super::suit_letters")]
        suits: Vec<Suit>,
    },
}

fn call_list<S: serde::Serializer>(set: &CallSet, s: S) -> Result<S::Ok, S::Error> {
    s.collect_seq(set.iter().map(|c: Call| c.to_string()))
}

/// One election the pending ruling would accept.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Election {
    /// The option elected.
    pub option: OptionId,
    /// Who may elect it (any one of them; the first election made stands
    /// where the choice is "either adversary's", auction bridge Case 1,
    /// euchre Law 85).
    pub by: Vec<Elector>,
    /// What must be named with it.
    pub needs: Needs,
}

impl Election {
    /// An election of `option` by one player, with nothing more to name.
    pub fn by_seat(option: OptionId, seat: Seat) -> Election {
        Election {
            option,
            by: vec![Elector::Seat(seat)],
            needs: Needs::Nothing,
        }
    }

    /// An election of `option` by the director.
    pub fn by_director(option: OptionId) -> Election {
        Election {
            option,
            by: vec![Elector::Director],
            needs: Needs::Nothing,
        }
    }

    /// The same election, with `needs` to name.
    pub fn needing(mut self, needs: Needs) -> Election {
        self.needs = needs;
        self
    }

    /// Whether `seat` (`None`: the director, or a record that does not say
    /// who) is among those who may elect it.
    pub fn allows(&self, seat: Option<Seat>) -> bool {
        match seat {
            None => true,
            Some(s) => self.by.contains(&Elector::Seat(s)),
        }
    }
}
