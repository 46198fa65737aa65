//! The table's options: the 1888 code by default, and today's customs as
//! typed options of the same code.

use serde::{Deserialize, Serialize};

use crate::card::CardSet;

/// The pack in use.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Pack {
    /// Ace to seven in four suits, as every example of the 1888 code uses
    /// (docs/decisions.md): 5 cards to each player, 12 left, the top one turned.
    #[default]
    ThirtyTwo,
    /// Ace to nine, today's custom: 4 cards left after the deal.
    TwentyFour,
}

impl Pack {
    /// The lowest rank in the pack.
    pub const fn lowest(self) -> u8 {
        match self {
            Pack::ThirtyTwo => 7,
            Pack::TwentyFour => 9,
        }
    }

    /// The cards of the pack: in each suit, the ranks from the lowest to
    /// the ace (a set of bits, made once).
    #[inline]
    pub const fn cards(self) -> CardSet {
        // Bits `lowest` to 14 of each suit's sixteen.
        let suit = (1u64 << 15) - (1u64 << self.lowest());
        CardSet::from_bits(suit * 0x0001_0001_0001_0001)
    }

    /// The number of cards.
    pub const fn len(self) -> usize {
        match self {
            Pack::ThirtyTwo => 32,
            Pack::TwentyFour => 24,
        }
    }

    /// Never empty.
    pub const fn is_empty(self) -> bool {
        false
    }
}

/// Who scores the revoke penalty (Law 63) and the forfeit of Law 90; the
/// laws say only "the penalty is three points" and "forfeits two"
/// (docs/decisions.md).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum PenaltyScoring {
    /// The adversaries of the offending side score the points (the default:
    /// nineteenth-century usage).
    #[default]
    ToAdversaries,
    /// The points are taken from the offending side's score (never below 0).
    FromOffenders,
}

/// Who leads to the first trick when a player plays alone.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum LoneLead {
    /// The eldest hand, or the next player in rotation if he sits out
    /// (Law 89; the code's rule).
    #[default]
    EldestHand,
    /// The player on the lone hand's left (a custom some records use).
    LeftOfLoneHand,
}

/// The options of a euchre table. [`EuchreOptions::default`] is the 1888
/// code as written; the others are today's customs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct EuchreOptions {
    /// The pack: 32 cards (the code) or 24 (today's custom).
    pub pack: Pack,
    /// The points of a game: 5 (Law 2) or 10 (today's custom).
    pub game: u8,
    /// Stick the dealer (today's custom): in the second round the dealer
    /// may not pass, and must name a suit, when the three others have passed.
    pub stick_the_dealer: bool,
    /// Defending alone (today's custom): against a lone hand, one adversary
    /// may declare to defend alone; his partner sits out, and a euchre by
    /// him scores four.
    pub defending_alone: bool,
    /// Who scores the revoke penalty and the forfeit of Law 90.
    pub penalties: PenaltyScoring,
    /// The points of a lone hand's march: 4 (Law 3).
    pub lone_march: u8,
    /// The points to the adversaries when a lone hand is euchred: 4
    /// (Law 3); 2 in many of today's rules.
    pub lone_euchred: u8,
    /// Who leads when a player plays alone.
    pub lone_lead: LoneLead,
    /// The dealer may discard the card turned after taking it up (today's
    /// custom); Law 88 forbids it.
    pub discard_turned_card: bool,
}

impl Default for EuchreOptions {
    fn default() -> EuchreOptions {
        EuchreOptions {
            pack: Pack::ThirtyTwo,
            game: 5,
            stick_the_dealer: false,
            defending_alone: false,
            penalties: PenaltyScoring::ToAdversaries,
            lone_march: 4,
            lone_euchred: 4,
            lone_lead: LoneLead::EldestHand,
            discard_turned_card: false,
        }
    }
}

impl EuchreOptions {
    /// Euchre as commonly played today: 24 cards, game of 10, stick the
    /// dealer, defending alone, a lone hand euchred scores 2, the dealer may
    /// discard the card he took up.
    pub fn today() -> EuchreOptions {
        EuchreOptions {
            pack: Pack::TwentyFour,
            game: 10,
            stick_the_dealer: true,
            defending_alone: true,
            lone_euchred: 2,
            discard_turned_card: true,
            ..EuchreOptions::default()
        }
    }
}
