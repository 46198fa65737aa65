//! Calls: bids, passes, doubles and redoubles (rubber Laws 18 and 19).
//!
//! A [`Bid`] may name more than seven odd tricks, because players say such
//! things and rubber Law 38 rules on them; only bids of one to seven are
//! [admissible](Bid::is_admissible). A [`CallSet`] is a bitset over the 38
//! admissible calls.

use core::fmt;
use core::str::FromStr;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::card::Suit;

/// The denomination of a bid: a suit or notrump, in ascending order
/// (rubber Law 18: "notrump, spades, hearts, diamonds, clubs" descending).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[repr(u8)]
pub enum Denomination {
    /// Clubs.
    #[serde(rename = "C")]
    Clubs = 0,
    /// Diamonds.
    #[serde(rename = "D")]
    Diamonds = 1,
    /// Hearts.
    #[serde(rename = "H")]
    Hearts = 2,
    /// Spades.
    #[serde(rename = "S")]
    Spades = 3,
    /// Notrump.
    #[serde(rename = "NT")]
    NoTrump = 4,
}

impl Denomination {
    /// The five denominations, lowest first.
    pub const ALL: [Denomination; 5] = [
        Denomination::Clubs,
        Denomination::Diamonds,
        Denomination::Hearts,
        Denomination::Spades,
        Denomination::NoTrump,
    ];

    /// The suit, or `None` for notrump.
    pub const fn suit(self) -> Option<Suit> {
        match self {
            Denomination::Clubs => Some(Suit::Clubs),
            Denomination::Diamonds => Some(Suit::Diamonds),
            Denomination::Hearts => Some(Suit::Hearts),
            Denomination::Spades => Some(Suit::Spades),
            Denomination::NoTrump => None,
        }
    }

    /// The denomination of a suit.
    pub const fn from_suit(suit: Suit) -> Denomination {
        match suit {
            Suit::Clubs => Denomination::Clubs,
            Suit::Diamonds => Denomination::Diamonds,
            Suit::Hearts => Denomination::Hearts,
            Suit::Spades => Denomination::Spades,
        }
    }

    /// The denomination's index, clubs 0 to notrump 4.
    pub const fn index(self) -> usize {
        self as usize
    }

    const fn from_index(i: usize) -> Denomination {
        match i {
            0 => Denomination::Clubs,
            1 => Denomination::Diamonds,
            2 => Denomination::Hearts,
            3 => Denomination::Spades,
            _ => Denomination::NoTrump,
        }
    }
}

impl fmt::Display for Denomination {
    /// `♠` or `NT`; with `{:#}`, `S` or `NT`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.suit() {
            Some(s) if f.alternate() => write!(f, "{}", s.letter()),
            Some(s) => write!(f, "{}", s.symbol()),
            None => f.write_str("NT"),
        }
    }
}

/// A bid: a number of odd tricks and a denomination (rubber Law 18).
///
/// The level may exceed seven (see [`Bid::is_admissible`], rubber Law 38).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Bid {
    /// The number of odd tricks named, 1 to 9.
    pub level: u8,
    /// The denomination named.
    pub denomination: Denomination,
}

impl Bid {
    /// The highest level a player can be recorded as saying.
    pub const MAX_LEVEL: u8 = 9;

    /// A bid; `None` if the level is not 1 to [`Bid::MAX_LEVEL`].
    pub const fn new(level: u8, denomination: Denomination) -> Option<Bid> {
        if level >= 1 && level <= Bid::MAX_LEVEL {
            Some(Bid {
                level,
                denomination,
            })
        } else {
            None
        }
    }

    /// Whether the bid names one to seven odd tricks (rubber Law 38: "No
    /// contract of more than seven is ever permissible").
    #[inline]
    pub const fn is_admissible(self) -> bool {
        self.level >= 1 && self.level <= 7
    }

    /// The bid's place in the order of bids: 0 for 1♣, 34 for 7NT.
    #[inline]
    pub const fn index(self) -> usize {
        (self.level as usize - 1) * 5 + self.denomination as usize
    }

    /// Whether this bid supersedes `other`: a greater number of odd tricks,
    /// or the same number in a higher denomination (rubber Law 18).
    pub fn supersedes(self, other: Bid) -> bool {
        (self.level, self.denomination) > (other.level, other.denomination)
    }
}

impl PartialOrd for Bid {
    fn partial_cmp(&self, other: &Bid) -> Option<core::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for Bid {
    fn cmp(&self, other: &Bid) -> core::cmp::Ordering {
        (self.level, self.denomination).cmp(&(other.level, other.denomination))
    }
}

impl fmt::Display for Bid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if f.alternate() {
            write!(f, "{}{:#}", self.level, self.denomination)
        } else {
            write!(f, "{}{}", self.level, self.denomination)
        }
    }
}

/// A call: a bid, a pass, a double or a redouble (rubber Law 18, footnote).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Call {
    /// Pass.
    Pass,
    /// Double.
    Double,
    /// Redouble.
    Redouble,
    /// A bid.
    Bid(Bid),
}

impl Call {
    /// The bid, if this call is one.
    pub const fn bid(self) -> Option<Bid> {
        match self {
            Call::Bid(b) => Some(b),
            _ => None,
        }
    }

    /// The call's index in a [`CallSet`]: bids 0-34, pass 35, double 36,
    /// redouble 37; `None` for a bid of more than seven.
    #[inline]
    pub const fn index(self) -> Option<usize> {
        match self {
            Call::Bid(b) if b.is_admissible() => Some(b.index()),
            Call::Bid(_) => None,
            Call::Pass => Some(35),
            Call::Double => Some(36),
            Call::Redouble => Some(37),
        }
    }

    /// Whether the call is a double or a redouble.
    pub const fn is_double_or_redouble(self) -> bool {
        matches!(self, Call::Double | Call::Redouble)
    }
}

impl From<Bid> for Call {
    fn from(b: Bid) -> Call {
        Call::Bid(b)
    }
}

impl fmt::Display for Call {
    /// `1♥`, `Pass`, `X`, `XX`; with `{:#}`, `1H`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Call::Pass => f.write_str("Pass"),
            Call::Double => f.write_str("X"),
            Call::Redouble => f.write_str("XX"),
            Call::Bid(b) => fmt::Display::fmt(b, f),
        }
    }
}

/// A call that could not be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("expected a call such as `1H`, `1♥`, `3NT`, `pass`, `x` or `xx`, found `{0}`")]
pub struct ParseCallError(pub String);

impl FromStr for Call {
    type Err = ParseCallError;

    /// Reads a call as players write it: `1H`, `1♥`, `1♥️` (the symbol with
    /// a variation selector, as phones type it), `1nt`, `1N`, `p`, `pass`,
    /// `x`, `dbl`, `double`, `xx`, `rdbl`, `redouble` (any case).
    fn from_str(s: &str) -> Result<Call, ParseCallError> {
        let err = || ParseCallError(s.to_owned());
        // A short ASCII call is lowercased on the stack, anything else
        // through `to_lowercase`.
        let text = crate::card::without_variation_selectors(s.trim());
        let text = &*text;
        let mut short = [0u8; 8];
        let owned;
        let lower: &str = match short.get_mut(..text.len()) {
            Some(buf) if text.is_ascii() => {
                for (d, b) in buf.iter_mut().zip(text.bytes()) {
                    *d = b.to_ascii_lowercase();
                }
                core::str::from_utf8(buf).unwrap_or_default()
            }
            _ => {
                owned = text.to_lowercase();
                &owned
            }
        };
        match lower {
            "p" | "pass" | "-" => return Ok(Call::Pass),
            "x" | "d" | "dbl" | "double" => return Ok(Call::Double),
            "xx" | "r" | "rdbl" | "redouble" => return Ok(Call::Redouble),
            _ => {}
        }
        let mut chars = lower.chars();
        let level = chars.next().and_then(|c| c.to_digit(10)).ok_or_else(err)?;
        let rest = chars.as_str();
        let denomination = match rest {
            "nt" | "n" | "sa" => Denomination::NoTrump,
            _ => {
                let mut it = rest.chars();
                let c = it.next().ok_or_else(err)?;
                if it.next().is_some() {
                    return Err(err());
                }
                Denomination::from_suit(Suit::from_char(c).ok_or_else(err)?)
            }
        };
        let bid = Bid::new(level as u8, denomination).ok_or_else(err)?;
        Ok(Call::Bid(bid))
    }
}

impl Serialize for Call {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(&format_args!("{self:#}"))
    }
}

impl<'de> Deserialize<'de> for Call {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Call, D::Error> {
        let s = <std::borrow::Cow<'de, str>>::deserialize(d)?;
        s.parse().map_err(serde::de::Error::custom)
    }
}

impl Serialize for Bid {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(&format_args!("{self:#}"))
    }
}

impl<'de> Deserialize<'de> for Bid {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Bid, D::Error> {
        match Call::deserialize(d)? {
            Call::Bid(b) => Ok(b),
            other => Err(serde::de::Error::custom(format!(
                "expected a bid, found `{other:#}`"
            ))),
        }
    }
}

/// A set of admissible calls, as a bitset over the 38 of them.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct CallSet(u64);

impl CallSet {
    /// No calls.
    pub const EMPTY: CallSet = CallSet(0);
    /// Pass only.
    pub const PASS: CallSet = CallSet(1 << 35);
    /// The double only.
    pub const DOUBLE: CallSet = CallSet(1 << 36);
    /// The redouble only.
    pub const REDOUBLE: CallSet = CallSet(1 << 37);
    /// Every bid from 1♣ to 7NT.
    pub const BIDS: CallSet = CallSet((1 << 35) - 1);

    /// The raw bits.
    pub const fn bits(self) -> u64 {
        self.0
    }

    /// The set of one call; empty for a bid of more than seven.
    #[inline]
    pub const fn single(call: Call) -> CallSet {
        match call.index() {
            Some(i) => CallSet(1 << i),
            None => CallSet::EMPTY,
        }
    }

    /// The bids that supersede `bid` (rubber Law 18).
    #[inline]
    pub const fn bids_above(bid: Bid) -> CallSet {
        if !bid.is_admissible() {
            return CallSet::EMPTY;
        }
        CallSet(CallSet::BIDS.0 & !((2u64 << bid.index()) - 1))
    }

    /// Whether the set holds `call`.
    #[inline]
    pub const fn contains(self, call: Call) -> bool {
        match call.index() {
            Some(i) => self.0 & (1 << i) != 0,
            None => false,
        }
    }

    /// The union of two sets.
    #[inline]
    pub const fn union(self, other: CallSet) -> CallSet {
        CallSet(self.0 | other.0)
    }

    /// The set without the calls of `other`.
    #[inline]
    pub const fn without(self, other: CallSet) -> CallSet {
        CallSet(self.0 & !other.0)
    }

    /// The number of calls.
    pub const fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// Whether the set is empty.
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The calls in the set: bids from lowest, then pass, double, redouble.
    #[inline]
    pub fn iter(self) -> impl Iterator<Item = Call> {
        // One step a call in the set: the lowest bit, then clear it.
        let mut bits = self.0;
        core::iter::from_fn(move || {
            let call = CallSet(bits).lowest()?;
            bits &= bits - 1;
            Some(call)
        })
    }

    /// The `n`th call of the set in [`iter`](CallSet::iter)'s order, from
    /// 0, in the same few steps whatever `n` (no walk through the calls
    /// before it); `None` past the last.
    #[inline]
    pub fn nth(self, n: usize) -> Option<Call> {
        let counted = crate::bits::Counted::new(self.0);
        if n >= counted.len() as usize {
            return None;
        }
        CallSet(1 << counted.nth(n as u32)).lowest()
    }

    /// The first call of the set in [`iter`](CallSet::iter)'s order.
    #[inline]
    pub fn lowest(self) -> Option<Call> {
        if self.0 == 0 {
            return None;
        }
        Some(match self.0.trailing_zeros() as usize {
            35 => Call::Pass,
            36 => Call::Double,
            37 => Call::Redouble,
            i => Call::Bid(Bid {
                level: (i / 5) as u8 + 1,
                denomination: Denomination::from_index(i % 5),
            }),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn call(s: &str) -> Call {
        s.parse().unwrap()
    }

    #[test]
    fn the_nth_call_of_a_set_is_the_nth_of_its_iteration() {
        let sets = [
            CallSet::BIDS.union(CallSet::PASS),
            CallSet::bids_above(Bid::new(3, Denomination::Hearts).unwrap())
                .union(CallSet::PASS)
                .union(CallSet::DOUBLE),
            CallSet::PASS.union(CallSet::REDOUBLE),
            CallSet::EMPTY,
        ];
        for set in sets {
            for n in 0..=set.len() {
                assert_eq!(set.nth(n), set.iter().nth(n), "{n} of {set:?}");
            }
            assert_eq!(set.lowest(), set.iter().next());
        }
    }

    #[test]
    fn a_call_set_iterates_bids_from_lowest_then_pass_double_redouble() {
        let all = CallSet::BIDS
            .union(CallSet::PASS)
            .union(CallSet::DOUBLE)
            .union(CallSet::REDOUBLE);
        let calls: Vec<Call> = all.iter().collect();
        assert_eq!(calls.len(), 38);
        assert_eq!(calls[0], call("1C"));
        assert_eq!(calls[1], call("1D"));
        assert_eq!(calls[34], call("7NT"));
        assert_eq!(&calls[35..], &[Call::Pass, Call::Double, Call::Redouble]);
        let some = CallSet::bids_above(Bid::new(6, Denomination::Spades).unwrap());
        let some: Vec<Call> = some.union(CallSet::DOUBLE).iter().collect();
        assert_eq!(
            some,
            [
                call("6NT"),
                call("7C"),
                call("7D"),
                call("7H"),
                call("7S"),
                call("7NT"),
                Call::Double
            ]
        );
    }

    #[test]
    fn call_is_small() {
        assert!(core::mem::size_of::<Call>() <= 3);
    }

    #[test]
    fn reads_calls_as_players_write_them() {
        assert_eq!(call("1H"), call("1♥"));
        assert_eq!(call("1nt"), call("1NT"));
        assert_eq!(call("1n"), call("1NT"));
        for p in ["p", "pass", "PASS", "Pass"] {
            assert_eq!(call(p), Call::Pass);
        }
        assert_eq!(call("x"), Call::Double);
        assert_eq!(call("XX"), Call::Redouble);
        assert_eq!(call("8S").bid().unwrap().level, 8);
        assert!(!call("8S").bid().unwrap().is_admissible());
        for bad in ["0H", "1Z", "10H", "1HH", "", "hello"] {
            assert!(bad.parse::<Call>().is_err(), "{bad}");
        }
    }

    #[test]
    fn a_suit_symbol_may_carry_a_variation_selector() {
        // As a phone types the spade: U+2660 then U+FE0F (emoji style), or
        // U+FE0E (text style).
        assert_eq!(call("1\u{2660}\u{fe0f}"), call("1S"));
        assert_eq!(call("7\u{2663}\u{fe0e}"), call("7C"));
        for bad in ["1S\u{fe0f}", "1\u{fe0f}", "1♠\u{fe0f}\u{fe0f}", "p\u{fe0f}"] {
            assert!(bad.parse::<Call>().is_err(), "{bad:?}");
        }
    }

    #[test]
    fn rubber_law_18_bid_supersedes_by_level_then_denomination() {
        assert!(
            call("1S")
                .bid()
                .unwrap()
                .supersedes(call("1H").bid().unwrap())
        );
        assert!(
            call("2C")
                .bid()
                .unwrap()
                .supersedes(call("1NT").bid().unwrap())
        );
        assert!(
            !call("1H")
                .bid()
                .unwrap()
                .supersedes(call("1S").bid().unwrap())
        );
        assert!(
            !call("1H")
                .bid()
                .unwrap()
                .supersedes(call("1H").bid().unwrap())
        );
    }

    #[test]
    fn call_set_bids_above() {
        let above = CallSet::bids_above(call("7S").bid().unwrap());
        assert_eq!(above.iter().collect::<Vec<_>>(), vec![call("7NT")]);
        let above = CallSet::bids_above(call("1C").bid().unwrap());
        assert_eq!(above.len(), 34);
        assert!(!above.contains(call("1C")));
        assert!(above.contains(call("1D")));
        assert_eq!(CallSet::BIDS.len(), 35);
    }

    #[test]
    fn displays_with_symbols_or_letters() {
        assert_eq!(call("1h").to_string(), "1♥");
        assert_eq!(format!("{:#}", call("1h")), "1H");
        assert_eq!(format!("{:#}", call("3n")), "3NT");
        assert_eq!(call("xx").to_string(), "XX");
    }
}
