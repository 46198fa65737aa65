//! The arithmetic the duplicate Law 77 table and the rubber Law 81 table
//! share: trick score, overtricks, the premium for making a doubled or
//! redoubled contract, slams and undertricks.
//!
//! Every value here was read verbatim in duplicate Law 77 (2007 = 2017);
//! the rubber table has the same values (docs/sources.md) except where
//! [`RubberOptions`](super::RubberOptions) makes the difference a choice.

use crate::auction::Doubling;
use crate::call::{Bid, Denomination};

/// The points of one contract's result, before a code places them (in
/// duplicate all to one score; in rubber above or below the line).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct ContractPoints {
    /// Whether the contract was fulfilled.
    pub made: bool,
    /// Trick score for the odd tricks bid and made (0 when set).
    pub trick_score: i32,
    /// Overtrick points (0 when set or made exactly).
    pub overtricks: i32,
    /// The premium for making a doubled or redoubled contract.
    pub insult: i32,
    /// A slam premium: 6 for a small slam, 7 for a grand slam, with its points.
    pub slam: Option<(u8, i32)>,
    /// The undertrick penalty, positive, scored by the opponents (0 when made).
    pub undertricks: i32,
}

/// The multiplier of trick values: 1, 2 or 4.
const fn multiplier(doubling: Doubling) -> i32 {
    match doubling {
        Doubling::Undoubled => 1,
        Doubling::Doubled => 2,
        Doubling::Redoubled => 4,
    }
}

/// The undoubled value of one odd trick after the first: 20 in the minors,
/// 30 in the majors and at notrump.
const fn trick_value(denomination: Denomination) -> i32 {
    match denomination {
        Denomination::Clubs | Denomination::Diamonds => 20,
        Denomination::Hearts | Denomination::Spades | Denomination::NoTrump => 30,
    }
}

/// The trick score of `level` odd tricks bid and made in `denomination`:
/// 20 (minors) or 30 (majors) each, at notrump 40 for the first and 30 for
/// each later; doubled twice that, redoubled four times.
pub(crate) const fn trick_score(level: u8, denomination: Denomination, doubling: Doubling) -> i32 {
    let mut per = trick_value(denomination) * level as i32;
    if matches!(denomination, Denomination::NoTrump) && level > 0 {
        per += 10;
    }
    per * multiplier(doubling)
}

/// The undertrick penalty for being `down` tricks short (Law 77): undoubled
/// 50 (100 vulnerable) each; doubled 100, 200, 200, then 300 each not
/// vulnerable, 200 then 300 each vulnerable; redoubled twice doubled.
pub(crate) const fn undertrick_penalty(down: i32, doubling: Doubling, vulnerable: bool) -> i32 {
    if down <= 0 {
        return 0;
    }
    let doubled = if vulnerable {
        200 + 300 * (down - 1)
    } else {
        // First 100, each additional 200, and a bonus of 100 for the fourth
        // and each subsequent undertrick (the 2007/2017 table's three rows).
        let fourth_on = if down > 3 { down - 3 } else { 0 };
        100 + 200 * (down - 1) + 100 * fourth_on
    };
    match doubling {
        Doubling::Undoubled => down * if vulnerable { 100 } else { 50 },
        Doubling::Doubled => doubled,
        Doubling::Redoubled => 2 * doubled,
    }
}

/// The points of `bid` at `doubling`, played by a side that is or is not
/// `vulnerable`, which won `tricks` tricks (capped at 13). `redoubled_insult`
/// is the premium for making a redoubled contract (100 in duplicate).
pub(crate) fn contract_points(
    bid: Bid,
    doubling: Doubling,
    vulnerable: bool,
    tricks: u8,
    redoubled_insult: i32,
) -> ContractPoints {
    let tricks = i32::from(tricks.min(13));
    let needed = i32::from(bid.level) + 6;
    if tricks < needed {
        return ContractPoints {
            made: false,
            undertricks: undertrick_penalty(needed - tricks, doubling, vulnerable),
            ..ContractPoints::default()
        };
    }
    let over = tricks - needed;
    let per_overtrick = match doubling {
        Doubling::Undoubled => trick_value(bid.denomination),
        Doubling::Doubled => {
            if vulnerable {
                200
            } else {
                100
            }
        }
        Doubling::Redoubled => {
            if vulnerable {
                400
            } else {
                200
            }
        }
    };
    let insult = match doubling {
        Doubling::Undoubled => 0,
        Doubling::Doubled => 50,
        Doubling::Redoubled => redoubled_insult,
    };
    let slam = match bid.level {
        6 => Some((6, if vulnerable { 750 } else { 500 })),
        7 => Some((7, if vulnerable { 1500 } else { 1000 })),
        _ => None,
    };
    ContractPoints {
        made: true,
        trick_score: trick_score(bid.level, bid.denomination, doubling),
        overtricks: over * per_overtrick,
        insult,
        slam,
        undertricks: 0,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn undertricks_follow_the_three_rows_of_law_77() {
        let nv: Vec<i32> = (1..=6)
            .map(|d| undertrick_penalty(d, Doubling::Doubled, false))
            .collect();
        assert_eq!(nv, [100, 300, 500, 800, 1100, 1400]);
        let v: Vec<i32> = (1..=6)
            .map(|d| undertrick_penalty(d, Doubling::Doubled, true))
            .collect();
        assert_eq!(v, [200, 500, 800, 1100, 1400, 1700]);
        assert_eq!(undertrick_penalty(0, Doubling::Redoubled, true), 0);
    }

    #[test]
    fn levels_beyond_the_laws_do_not_overflow() {
        let bid = Bid {
            level: u8::MAX,
            denomination: Denomination::NoTrump,
        };
        let p = contract_points(bid, Doubling::Redoubled, true, u8::MAX, 100);
        assert!(!p.made);
        assert!(p.undertricks > 0);
        let bid = Bid {
            level: 0,
            denomination: Denomination::NoTrump,
        };
        let p = contract_points(bid, Doubling::Undoubled, false, 13, 100);
        assert_eq!(p.trick_score, 0);
    }
}
