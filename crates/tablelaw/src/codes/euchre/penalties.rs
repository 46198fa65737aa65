//! What binds the players of a deal in progress: the plays the adversaries
//! require (Laws 83, 89), the players bound to pass (Laws 79, 80, 82), the
//! revokes and failures to play as required (Laws 54, 62-64), and what
//! waits on an election.

use serde::Serialize;

use crate::card::Card;
use crate::law::Citation;
use crate::ruling::OptionId;
use crate::seat::Seat;

/// A play required of a player by the adversaries (Laws 83, 89).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Requirement {
    /// His highest of the suit led.
    Highest,
    /// His lowest of the suit led.
    Lowest,
    /// Win the trick.
    Win,
    /// Lose the trick.
    Lose,
}

impl Requirement {
    /// The requirement an option elects.
    pub const fn of(option: OptionId) -> Option<Requirement> {
        Some(match option {
            OptionId::Highest => Requirement::Highest,
            OptionId::Lowest => Requirement::Lowest,
            OptionId::Win => Requirement::Win,
            OptionId::Lose => Requirement::Lose,
            _ => return None,
        })
    }
}

/// A requirement in force for one player's play to one trick.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct RequiredPlay {
    /// Who must comply.
    pub seat: Seat,
    /// What is required.
    pub play: Requirement,
    /// The trick, 0 to 4.
    pub trick: u8,
    /// The law.
    pub law: Citation,
}

/// How long a player is bound to pass.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Until {
    /// To the end of the round (Law 82).
    EndOfRound,
    /// To the end of the making of the trump (Laws 79, 80).
    EndOfMaking,
}

/// A player bound to pass.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct Bound {
    /// The law that binds him.
    pub law: Citation,
    /// How long.
    pub until: Until,
}

/// A revoke, or a failure to play as required, which incurs the penalty
/// of a revoke (Laws 54, 62-64).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct Revoke {
    /// Who revoked.
    pub seat: Seat,
    /// The trick, 0 to 4.
    pub trick: u8,
    /// The card played.
    pub card: Card,
    /// Law 62 (a revoke) or Law 54 (a called play not made).
    pub law: Citation,
    /// Whether his partner asked him, before the trick was turned and
    /// quitted, whether he had a card of the suit renounced (Law 65).
    #[serde(skip_serializing_if = "is_false")]
    pub asked: bool,
    /// Whether he answered that question in the negative (Law 65).
    #[serde(skip_serializing_if = "is_false")]
    pub answered_no: bool,
    /// The ruling that records it, by index among the deal's rulings.
    #[serde(skip)]
    pub ruling: usize,
}

fn is_false(b: &bool) -> bool {
    !*b
}

/// What waits on an election.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum Pending {
    /// Law 80: a player passed and then attempted to order up or assist.
    LateOrder {
        /// The offender.
        seat: Seat,
        /// Whether he declared to play alone.
        alone: bool,
    },
    /// Laws 83, 89: the adversaries may require a play of this player.
    Play {
        /// Who would be required.
        seat: Seat,
    },
    /// Law 52: a lead out of turn.
    LeadOutOfTurn {
        /// The offender.
        seat: Seat,
        /// The card led.
        card: Card,
    },
    /// Law 100: the lone player's partner played upon the first lead.
    PartnerPlayed {
        /// The partner.
        seat: Seat,
    },
    /// Laws 35, 60: the other side may claim a new deal.
    DealClaim,
}
