//! Declarations and their ranking by value (auction bridge Laws 4, 42-44, 53).

use core::cmp::Ordering;
use core::fmt;
use core::str::FromStr;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::call::{Bid, Denomination};
use crate::card::Suit;

/// The six denominations of the 1912 code, in ascending value (Law 4).
///
/// Spades and royal spades are two declarations with the same trump suit.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum AuctionDenomination {
    /// Spades, two points a trick (Law 4).
    Spades,
    /// Clubs, six points a trick.
    Clubs,
    /// Diamonds, seven points a trick.
    Diamonds,
    /// Hearts, eight points a trick.
    Hearts,
    /// Royal spades: spades trumps at nine points a trick.
    RoyalSpades,
    /// No trumps, ten points a trick.
    NoTrumps,
}

impl AuctionDenomination {
    /// The six denominations, lowest value first.
    pub const ALL: [AuctionDenomination; 6] = [
        AuctionDenomination::Spades,
        AuctionDenomination::Clubs,
        AuctionDenomination::Diamonds,
        AuctionDenomination::Hearts,
        AuctionDenomination::RoyalSpades,
        AuctionDenomination::NoTrumps,
    ];

    /// The value of each trick over six, undoubled (Law 4): 2, 6, 7, 8, 9, 10.
    pub const fn trick_value(self) -> u16 {
        match self {
            AuctionDenomination::Spades => 2,
            AuctionDenomination::Clubs => 6,
            AuctionDenomination::Diamonds => 7,
            AuctionDenomination::Hearts => 8,
            AuctionDenomination::RoyalSpades => 9,
            AuctionDenomination::NoTrumps => 10,
        }
    }

    /// The trump suit; `None` at no trumps (Law 4).
    pub const fn trump(self) -> Option<Suit> {
        match self {
            AuctionDenomination::Spades | AuctionDenomination::RoyalSpades => Some(Suit::Spades),
            AuctionDenomination::Clubs => Some(Suit::Clubs),
            AuctionDenomination::Diamonds => Some(Suit::Diamonds),
            AuctionDenomination::Hearts => Some(Suit::Hearts),
            AuctionDenomination::NoTrumps => None,
        }
    }

    /// The contract-bridge denomination the shared play engine plays it in:
    /// royal spades are played as spades.
    pub const fn play_denomination(self) -> Denomination {
        match self.trump() {
            Some(s) => Denomination::from_suit(s),
            None => Denomination::NoTrump,
        }
    }

    /// The index in [`AuctionDenomination::ALL`].
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The plural name as spoken: `spades`, `royal spades`, `no trumps`.
    pub const fn name(self) -> &'static str {
        match self {
            AuctionDenomination::Spades => "spades",
            AuctionDenomination::Clubs => "clubs",
            AuctionDenomination::Diamonds => "diamonds",
            AuctionDenomination::Hearts => "hearts",
            AuctionDenomination::RoyalSpades => "royal spades",
            AuctionDenomination::NoTrumps => "no trumps",
        }
    }

    /// The short form written in scripts: `S`, `C`, `D`, `H`, `R`, `NT`.
    pub const fn short(self) -> &'static str {
        match self {
            AuctionDenomination::Spades => "S",
            AuctionDenomination::Clubs => "C",
            AuctionDenomination::Diamonds => "D",
            AuctionDenomination::Hearts => "H",
            AuctionDenomination::RoyalSpades => "R",
            AuctionDenomination::NoTrumps => "NT",
        }
    }
}

/// A declaration: a number of odd tricks and a denomination (Laws 42-44).
///
/// Declarations are ordered as the laws rank them: by value in points
/// (odd tricks × trick value, Law 44), and at equal value the greater
/// number of tricks is higher ("Three Spades" over "One Club"). Doubling
/// never changes a declaration's value (Law 53). A declaration of more
/// than seven odd tricks can be made at the table; it is *impossible*
/// (Law 50).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Declaration {
    /// The number of odd tricks declared, 1 to [`Declaration::MAX_RECORDED`].
    pub odd_tricks: u8,
    /// The denomination.
    pub denomination: AuctionDenomination,
}

impl Declaration {
    /// The most odd tricks a possible declaration names (Law 50: seven is
    /// "all the tricks").
    pub const MAX_POSSIBLE: u8 = 7;
    /// The most odd tricks a player can be recorded as declaring.
    pub const MAX_RECORDED: u8 = 13;

    /// A declaration; `None` unless `odd_tricks` is 1 to [`Declaration::MAX_RECORDED`].
    pub const fn new(odd_tricks: u8, denomination: AuctionDenomination) -> Option<Declaration> {
        if odd_tricks >= 1 && odd_tricks <= Declaration::MAX_RECORDED {
            Some(Declaration {
                odd_tricks,
                denomination,
            })
        } else {
            None
        }
    }

    /// Every possible declaration (one to seven odd tricks), lowest first.
    pub fn all() -> impl Iterator<Item = Declaration> {
        POSSIBLE.into_iter()
    }

    /// The value in points for bidding: odd tricks × the trick value (Laws 4, 44, 53).
    pub const fn value(self) -> u16 {
        self.odd_tricks as u16 * self.denomination.trick_value()
    }

    /// Whether this declaration is higher than `other` (Law 44): greater in
    /// value, or equal in value with more tricks.
    pub fn is_higher_than(self, other: Declaration) -> bool {
        self > other
    }

    /// Whether it names at most seven odd tricks (Law 50: else impossible).
    pub const fn is_possible(self) -> bool {
        self.odd_tricks <= Declaration::MAX_POSSIBLE
    }

    /// The lowest possible declaration in `denomination` higher than `over`.
    pub fn lowest_higher_in(
        denomination: AuctionDenomination,
        over: Declaration,
    ) -> Option<Declaration> {
        (1..=Declaration::MAX_POSSIBLE)
            .map(|n| Declaration {
                odd_tricks: n,
                denomination,
            })
            .find(|d| d.is_higher_than(over))
    }

    /// The lowest possible declaration higher than `over`, of any denomination.
    pub fn lowest_higher(over: Declaration) -> Option<Declaration> {
        Declaration::all().find(|d| d.is_higher_than(over))
    }

    /// The bid the shared play engine plays: royal spades as spades, at
    /// most seven odd tricks.
    pub fn play_bid(self) -> Bid {
        let level = self.odd_tricks.clamp(1, Declaration::MAX_POSSIBLE);
        Bid {
            level,
            denomination: self.denomination.play_denomination(),
        }
    }
}

/// The number of possible declarations: seven levels of each denomination.
const POSSIBLE_COUNT: usize = Declaration::MAX_POSSIBLE as usize * DENOMINATIONS;
/// The number of denominations (royal spades among them).
const DENOMINATIONS: usize = AuctionDenomination::ALL.len();

/// Every possible declaration, lowest first (Law 44), ranked once at
/// compile time.
pub(super) const POSSIBLE: [Declaration; POSSIBLE_COUNT] = possible_ranked();

const fn possible_ranked() -> [Declaration; POSSIBLE_COUNT] {
    let mut v = [Declaration {
        odd_tricks: 1,
        denomination: AuctionDenomination::ALL[0],
    }; POSSIBLE_COUNT];
    let mut i = 0;
    while i < POSSIBLE_COUNT {
        v[i] = Declaration {
            odd_tricks: (i / DENOMINATIONS) as u8 + 1,
            denomination: AuctionDenomination::ALL[i % DENOMINATIONS],
        };
        // Insertion: moved down past every higher declaration.
        let mut j = i;
        while j > 0 && ranks_above(v[j - 1], v[j]) {
            let t = v[j - 1];
            v[j - 1] = v[j];
            v[j] = t;
            j -= 1;
        }
        i += 1;
    }
    v
}

/// Whether `a` ranks above `b` (the order of [`Ord`] for [`Declaration`]).
const fn ranks_above(a: Declaration, b: Declaration) -> bool {
    a.value() > b.value() || (a.value() == b.value() && a.odd_tricks > b.odd_tricks)
}

impl Ord for Declaration {
    fn cmp(&self, other: &Declaration) -> Ordering {
        (self.value(), self.odd_tricks).cmp(&(other.value(), other.odd_tricks))
    }
}

impl PartialOrd for Declaration {
    fn partial_cmp(&self, other: &Declaration) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl fmt::Display for Declaration {
    /// `2H`, `3R`, `1NT`; with `{:#}`, the words: `two hearts`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if f.alternate() {
            const WORDS: [&str; 14] = [
                "", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
                "eleven", "twelve", "thirteen",
            ];
            let n = WORDS.get(self.odd_tricks as usize).copied().unwrap_or("");
            let name = match (self.odd_tricks, self.denomination) {
                (1, AuctionDenomination::NoTrumps) => "no trump",
                (1, AuctionDenomination::RoyalSpades) => "royal spade",
                (1, AuctionDenomination::Spades) => "spade",
                (1, AuctionDenomination::Clubs) => "club",
                (1, AuctionDenomination::Diamonds) => "diamond",
                (1, AuctionDenomination::Hearts) => "heart",
                (_, d) => d.name(),
            };
            write!(f, "{n} {name}")
        } else {
            write!(f, "{}{}", self.odd_tricks, self.denomination.short())
        }
    }
}

/// A declaration that could not be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error(
    "expected an auction bridge call such as `1H`, `2R` (royal spades), `1NT`, `pass`, `x` or `xx`, found `{0}`"
)]
pub struct ParseAuctionCallError(pub String);

impl FromStr for Declaration {
    type Err = ParseAuctionCallError;

    /// `1S`, `2C`, `3D`, `1H`, `2R` or `2RS` (royal spades, also `2royals`),
    /// `1NT` or `1N`; suit symbols for the four suits (perhaps with a
    /// variation selector, `1♠️`); any case; 1 to 13 tricks.
    fn from_str(s: &str) -> Result<Declaration, ParseAuctionCallError> {
        let err = || ParseAuctionCallError(s.to_owned());
        let lower = crate::card::without_variation_selectors(s.trim()).to_lowercase();
        let digits = lower.chars().take_while(|c| c.is_ascii_digit()).count();
        if digits == 0 || digits > 2 {
            return Err(err());
        }
        let n: u8 = lower[..digits].parse().map_err(|_| err())?;
        let denomination = match &lower[digits..] {
            "s" | "♠" | "♤" | "spade" | "spades" => AuctionDenomination::Spades,
            "c" | "♣" | "♧" | "club" | "clubs" => AuctionDenomination::Clubs,
            "d" | "♦" | "♢" | "diamond" | "diamonds" => AuctionDenomination::Diamonds,
            "h" | "♥" | "♡" | "heart" | "hearts" => AuctionDenomination::Hearts,
            "r" | "rs" | "royal" | "royals" => AuctionDenomination::RoyalSpades,
            "nt" | "n" => AuctionDenomination::NoTrumps,
            _ => return Err(err()),
        };
        Declaration::new(n, denomination).ok_or_else(err)
    }
}

/// A call in the auction of the 1912 code: pass, a declaration, double or
/// redouble (Law 43).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AuctionCall {
    /// Pass ("No").
    Pass,
    /// A declaration.
    Declare(Declaration),
    /// Double the last declaration (Laws 43, 54).
    Double,
    /// Redouble a doubled declaration (Laws 43, 54).
    Redouble,
}

impl AuctionCall {
    /// The declaration, if this call is one.
    pub const fn declaration(self) -> Option<Declaration> {
        match self {
            AuctionCall::Declare(d) => Some(d),
            _ => None,
        }
    }
}

impl fmt::Display for AuctionCall {
    /// `2H`, `Pass`, `X`, `XX`; with `{:#}`, in words.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self, f.alternate()) {
            (AuctionCall::Pass, false) => f.write_str("Pass"),
            (AuctionCall::Pass, true) => f.write_str("pass"),
            (AuctionCall::Double, false) => f.write_str("X"),
            (AuctionCall::Double, true) => f.write_str("double"),
            (AuctionCall::Redouble, false) => f.write_str("XX"),
            (AuctionCall::Redouble, true) => f.write_str("redouble"),
            (AuctionCall::Declare(d), _) => fmt::Display::fmt(d, f),
        }
    }
}

impl FromStr for AuctionCall {
    type Err = ParseAuctionCallError;

    /// A declaration as [`Declaration::from_str`] reads it, or `p`, `pass`,
    /// `no`, `x`, `dbl`, `double`, `xx`, `rdbl`, `redouble` (any case).
    fn from_str(s: &str) -> Result<AuctionCall, ParseAuctionCallError> {
        match s.trim().to_lowercase().as_str() {
            "p" | "pass" | "no" => Ok(AuctionCall::Pass),
            "x" | "dbl" | "double" => Ok(AuctionCall::Double),
            "xx" | "rdbl" | "redouble" => Ok(AuctionCall::Redouble),
            _ => s.parse().map(AuctionCall::Declare),
        }
    }
}

impl Serialize for AuctionCall {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for AuctionCall {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<AuctionCall, D::Error> {
        let s = <std::borrow::Cow<'de, str>>::deserialize(d)?;
        s.parse().map_err(serde::de::Error::custom)
    }
}

impl Serialize for Declaration {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn law_44_example_and_law_53_example() {
        let three_spades: Declaration = "3S".parse().unwrap();
        let one_club: Declaration = "1C".parse().unwrap();
        assert_eq!((three_spades.value(), one_club.value()), (6, 6));
        assert!(three_spades.is_higher_than(one_club));
        let three_clubs: Declaration = "3C".parse().unwrap();
        let two_royals: Declaration = "2R".parse().unwrap();
        assert!(three_clubs.is_higher_than(two_royals), "Law 53's example");
    }

    #[test]
    fn declarations_and_calls_are_small() {
        assert_eq!(core::mem::size_of::<Declaration>(), 2);
        assert!(core::mem::size_of::<AuctionCall>() <= 3);
    }

    #[test]
    fn calls_read_and_display() {
        for s in ["1S", "2R", "3NT", "Pass", "X", "XX", "8H"] {
            assert_eq!(s.parse::<AuctionCall>().unwrap().to_string(), s);
        }
        assert_eq!(
            format!("{:#}", "1R".parse::<Declaration>().unwrap()),
            "one royal spade"
        );
        assert!("0S".parse::<AuctionCall>().is_err());
        assert!("14S".parse::<AuctionCall>().is_err());
        assert!("1Z".parse::<AuctionCall>().is_err());
        assert!("".parse::<AuctionCall>().is_err());
        assert!("123".parse::<AuctionCall>().is_err());
        // A symbol with a variation selector, as phones type it.
        assert_eq!(
            "2\u{2660}\u{fe0f}"
                .parse::<AuctionCall>()
                .unwrap()
                .to_string(),
            "2S"
        );
        assert!("2R\u{fe0f}".parse::<AuctionCall>().is_err());
    }
}
