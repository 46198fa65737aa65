//! Honours in rubber bridge (1993 Laws 72 and 81).
//!
//! An honour is an ace, king, queen, jack or ten (1993 Definitions). Law 72
//! gives declarer's side premiums for "scorable honors in declarer's or
//! dummy's hand" and the defenders for those "in either of their hands": the
//! side holding them scores them, declaring or defending, whether the
//! contract is made or not. The values (Law 81; docs/sources.md): four of
//! the five trump honours in one hand 100, all five in one hand 150, all
//! four aces in one hand at notrump 150. Honours are not affected by
//! doubling. Duplicate bridge has no honours (Law 77).

use core::fmt;

use serde::Serialize;

use crate::call::Denomination;
use crate::card::{Card, Rank, Suit};
use crate::deal::Deal;
use crate::seat::{Seat, Side};

/// Which honours are held in one hand (rubber Law 81).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum HonoursKind {
    /// Four of the five trump honours in one hand: 100.
    FourTrumpHonours,
    /// All five trump honours in one hand: 150.
    FiveTrumpHonours,
    /// All four aces in one hand, at a notrump contract: 150.
    FourAces,
}

impl HonoursKind {
    /// The premium: 100 for four trump honours, 150 for five or for four
    /// aces at notrump (rubber Law 81).
    pub const fn points(self) -> i32 {
        match self {
            HonoursKind::FourTrumpHonours => 100,
            HonoursKind::FiveTrumpHonours | HonoursKind::FourAces => 150,
        }
    }

    /// Whether these honours can be held at a contract in `denomination`:
    /// trump honours only in a suit, four aces only at notrump.
    pub const fn fits(self, denomination: Denomination) -> bool {
        match self {
            HonoursKind::FourAces => matches!(denomination, Denomination::NoTrump),
            HonoursKind::FourTrumpHonours | HonoursKind::FiveTrumpHonours => {
                !matches!(denomination, Denomination::NoTrump)
            }
        }
    }
}

impl fmt::Display for HonoursKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            HonoursKind::FourTrumpHonours => "four trump honours",
            HonoursKind::FiveTrumpHonours => "five trump honours",
            HonoursKind::FourAces => "four aces",
        })
    }
}

/// Honours held in one hand, and the side that holds them, which scores
/// them (rubber Law 72).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct Honours {
    /// The side that holds them and scores them, declaring or defending.
    pub side: Side,
    /// Which honours.
    pub kind: HonoursKind,
}

impl Honours {
    /// Honours of `kind` held by `side`.
    pub const fn new(side: Side, kind: HonoursKind) -> Honours {
        Honours { side, kind }
    }

    /// The premium (rubber Law 81).
    pub const fn points(self) -> i32 {
        self.kind.points()
    }

    /// The honours held in one hand of `deal` at a contract in
    /// `denomination` (rubber Laws 72 and 81), with the seat holding them;
    /// `None` if no hand holds four trump honours (in a suit) or four aces
    /// (at notrump). At most one hand can. Only known hands are examined.
    pub fn held_in(deal: &Deal, denomination: Denomination) -> Option<(Seat, Honours)> {
        Seat::ALL.into_iter().find_map(|seat| {
            if !deal.is_known(seat) {
                return None;
            }
            let hand = deal.hand(seat);
            let kind = match denomination.suit() {
                Some(trumps) => match hand
                    .suit(trumps)
                    .iter()
                    .filter(|c| c.rank.is_honour())
                    .count()
                {
                    5 => HonoursKind::FiveTrumpHonours,
                    4 => HonoursKind::FourTrumpHonours,
                    _ => return None,
                },
                None => {
                    let aces = Suit::ALL
                        .into_iter()
                        .filter(|s| hand.contains(Card::new(*s, Rank::ACE)))
                        .count();
                    if aces == 4 {
                        HonoursKind::FourAces
                    } else {
                        return None;
                    }
                }
            };
            Some((seat, Honours::new(seat.side(), kind)))
        })
    }

    /// The honours in `deal` at a contract in `denomination`, as
    /// [`Honours::held_in`] without the seat.
    pub fn in_deal(deal: &Deal, denomination: Denomination) -> Option<Honours> {
        Honours::held_in(deal, denomination).map(|(_, h)| h)
    }
}

impl fmt::Display for Honours {
    /// `150 honours to NS (five trump honours)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} honours to {} ({})",
            self.points(),
            self.side,
            self.kind
        )
    }
}
