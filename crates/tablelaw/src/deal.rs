//! Deals: four hands, read and written as the PBN deal string.
//!
//! The PBN form is `N:KT8.A96.A95.7542 Q5.KJ52.KQ874.T8 …`: the seat of the
//! first hand, a colon, then four hands in rotation, each as spades, hearts,
//! diamonds and clubs separated by dots. A hand written `-` is unknown.

use core::fmt;
use core::str::FromStr;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

mod full;
mod shuffle;

use crate::card::{Card, CardSet, Rank, Suit};
use crate::seat::{BySeat, Seat};

/// Four hands, some of which may be unknown.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Deal {
    hands: BySeat<CardSet>,
    known: BySeat<bool>,
}

/// A deal string that could not be read or is not a possible deal.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum DealError {
    /// The text is not of the PBN form.
    #[error("column {column}: {expected}")]
    Syntax {
        /// The 1-based character column in the deal string.
        column: usize,
        /// What was expected there.
        expected: String,
    },
    /// The cards do not make a deal; every reason is listed.
    #[error("not a possible deal: {}", .0.join("; "))]
    Impossible(Vec<String>),
}

impl Deal {
    /// A deal of four known hands; every reason it is not a deal is reported
    /// at once (a hand without thirteen cards, a card held twice).
    ///
    /// # Errors
    /// [`DealError::Impossible`] listing every reason.
    pub fn try_new(hands: BySeat<CardSet>) -> Result<Deal, DealError> {
        Deal::validate(hands, BySeat([true; 4]))
    }

    fn validate(hands: BySeat<CardSet>, known: BySeat<bool>) -> Result<Deal, DealError> {
        // The common case at once: every known hand of thirteen, no card
        // held twice (the union holds as many cards as the hands together).
        let mut union = 0u64;
        let mut cards = 0;
        let mut thirteen = true;
        for seat in Seat::ALL {
            union |= hands[seat].bits();
            cards += hands[seat].len();
            thirteen &= !known[seat] || hands[seat].len() == 13;
        }
        if thirteen && union.count_ones() as usize == cards {
            return Ok(Deal { hands, known });
        }
        let mut reasons = Vec::new();
        for seat in Seat::ALL {
            if known[seat] && hands[seat].len() != 13 {
                reasons.push(format!(
                    "{} holds {} cards, not 13",
                    seat.name(),
                    hands[seat].len()
                ));
            }
        }
        for (i, a) in Seat::ALL.into_iter().enumerate() {
            for b in Seat::ALL.into_iter().skip(i + 1) {
                for card in hands[a].intersection(hands[b]).iter() {
                    reasons.push(format!("{card:#} is in both {} and {}", a.name(), b.name()));
                }
            }
        }
        if reasons.is_empty() {
            Ok(Deal { hands, known })
        } else {
            Err(DealError::Impossible(reasons))
        }
    }

    /// The hand of a seat (empty if unknown).
    pub fn hand(&self, seat: Seat) -> CardSet {
        self.hands[seat]
    }

    /// Whether the seat's hand is known.
    pub fn is_known(&self, seat: Seat) -> bool {
        self.known[seat]
    }

    /// The seat holding `card`, if known.
    pub fn holder(&self, card: Card) -> Option<Seat> {
        Seat::ALL
            .into_iter()
            .find(|s| self.hands[*s].contains(card))
    }

    /// The PBN deal string with `first` as the first hand.
    pub fn to_pbn(&self, first: Seat) -> String {
        let mut out = String::with_capacity(69);
        out.push(first.letter());
        out.push(':');
        for i in 0..4 {
            let seat = first.after(i);
            if i > 0 {
                out.push(' ');
            }
            if !self.known[seat] {
                out.push('-');
                continue;
            }
            for (j, suit) in Suit::ALL.into_iter().rev().enumerate() {
                if j > 0 {
                    out.push('.');
                }
                for card in self.hands[seat].suit(suit).iter() {
                    out.push(card.rank.letter());
                }
            }
        }
        out
    }
}

impl FromStr for Deal {
    type Err = DealError;

    /// Reads a PBN deal string (`N:` then four hands; `-` for an unknown hand).
    fn from_str(s: &str) -> Result<Deal, DealError> {
        if let Some(deal) = Deal::from_full_pbn(s.as_bytes()) {
            return Ok(deal);
        }
        if let Some(hands) = fast_hands(s.as_bytes()) {
            return Deal::validate(hands.0, hands.1);
        }
        parse_careful(s)
    }
}

/// The careful reading of a deal string, which names the column of any
/// fault.
fn parse_careful(s: &str) -> Result<Deal, DealError> {
    let syntax = |column: usize, expected: &str| DealError::Syntax {
        column,
        expected: expected.to_owned(),
    };
    let mut chars = s.char_indices().peekable();
    let first = match chars.next() {
        Some((_, c)) => {
            Seat::from_char(c).ok_or_else(|| syntax(1, "a seat letter N, E, S or W"))?
        }
        None => return Err(syntax(1, "a seat letter N, E, S or W")),
    };
    if !matches!(chars.next(), Some((_, ':'))) {
        return Err(syntax(2, "`:` after the first seat"));
    }
    let mut hands = BySeat([CardSet::EMPTY; 4]);
    let mut known = BySeat([true; 4]);
    let mut column = 2;
    for i in 0..4 {
        let seat = first.after(i);
        if i > 0 {
            match chars.next() {
                Some((_, ' ')) => column += 1,
                _ => return Err(syntax(column + 1, "a space between hands")),
            }
            while matches!(chars.peek(), Some((_, ' '))) {
                chars.next();
                column += 1;
            }
        }
        if matches!(chars.peek(), Some((_, '-'))) {
            chars.next();
            column += 1;
            known[seat] = false;
            continue;
        }
        let mut suit_no = 0usize;
        loop {
            match chars.peek().copied() {
                Some((_, '.')) => {
                    chars.next();
                    column += 1;
                    suit_no += 1;
                    if suit_no > 3 {
                        return Err(syntax(column, "four suits per hand"));
                    }
                }
                Some((_, c)) if c != ' ' => {
                    chars.next();
                    column += 1;
                    let rank = Rank::from_char(c)
                        .ok_or_else(|| syntax(column, "a rank (AKQJT98765432), `.` or a space"))?;
                    let suit = Suit::ALL[3 - suit_no];
                    if !hands[seat].insert(Card::new(suit, rank)) {
                        return Err(DealError::Impossible(vec![format!(
                            "{:#} is written twice in {}",
                            Card::new(suit, rank),
                            seat.name()
                        )]));
                    }
                }
                _ => break,
            }
        }
        if suit_no != 3 {
            return Err(syntax(column + 1, "four suits separated by `.`"));
        }
    }
    let mut trailing = column;
    for (_, c) in chars {
        trailing += 1;
        if !c.is_whitespace() {
            return Err(syntax(trailing, "the end of the deal after four hands"));
        }
    }
    Deal::validate(hands, known)
}

/// What a byte of a hand is: a rank (2 to 14, either case), a suit's end
/// (`.`, 1), or anything else (0). One look-up a byte, and a branch that a
/// run of ranks keeps predictable.
static HAND_BYTE: [u8; 256] = {
    let mut t = [0u8; 256];
    let mut b = 0;
    while b < 256 {
        t[b] = match Rank::from_char(b as u8 as char) {
            Some(r) => r.get(),
            None if b == b'.' as usize => 1,
            None => 0,
        };
        b += 1;
    }
    t
};

/// The hands of a well-formed deal string, byte by byte with no error
/// reporting; `None` sends the text to the careful reading.
fn fast_hands(b: &[u8]) -> Option<(BySeat<CardSet>, BySeat<bool>)> {
    let first = Seat::from_char(char::from(*b.first()?))?;
    if b.get(1) != Some(&b':') {
        return None;
    }
    let mut hands = BySeat([CardSet::EMPTY; 4]);
    let mut known = BySeat([true; 4]);
    let mut i = 2;
    for h in 0..4 {
        let seat = first.after(h);
        if h > 0 {
            if b.get(i) != Some(&b' ') {
                return None;
            }
            while b.get(i) == Some(&b' ') {
                i += 1;
            }
        }
        if b.get(i) == Some(&b'-') {
            known[seat] = false;
            i += 1;
            continue;
        }
        // Spades first: bits 48 + rank, then 32, 16 and 0.
        let mut shift = 48u32;
        let mut bits = 0u64;
        let mut twice = 0u64;
        while let Some(&c) = b.get(i) {
            let k = HAND_BYTE[usize::from(c)];
            if k >= 2 {
                let bit = 1u64 << (shift + u32::from(k));
                twice |= bits & bit;
                bits |= bit;
            } else if k == 1 && shift > 0 {
                shift -= 16;
            } else if c == b' ' {
                break;
            } else {
                return None;
            }
            i += 1;
        }
        if shift != 0 || twice != 0 {
            return None;
        }
        hands[seat] = CardSet::from_bits(bits);
    }
    b[i..]
        .iter()
        .all(u8::is_ascii_whitespace)
        .then_some((hands, known))
}

impl fmt::Display for Deal {
    /// The PBN deal string from North.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to_pbn(Seat::North))
    }
}

impl Serialize for Deal {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Deal {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Deal, D::Error> {
        let s = <std::borrow::Cow<'de, str>>::deserialize(d)?;
        s.parse().map_err(serde::de::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const REALBRIDGE: &str =
        "N:KT8.A96.A95.7542 Q5.KJ52.KQ874.T8 AJ92.874.JT6.AQ3 7643.QT3.32.KJ96";

    #[test]
    fn reads_and_writes_the_pbn_deal_string() {
        let deal: Deal = REALBRIDGE.parse().unwrap();
        assert_eq!(deal.to_pbn(Seat::North), REALBRIDGE);
        assert_eq!(deal.hand(Seat::East).len(), 13);
        assert_eq!(deal.holder("SQ".parse().unwrap()), Some(Seat::East));
        let from_east = deal.to_pbn(Seat::East);
        assert!(from_east.starts_with("E:Q5.KJ52"));
        assert_eq!(from_east.parse::<Deal>().unwrap(), deal);
    }

    #[test]
    fn unknown_hands_are_dashes() {
        let deal: Deal = "S:- AJ92.874.JT6.AQ3 - -".parse().unwrap();
        assert!(!deal.is_known(Seat::South));
        assert!(deal.is_known(Seat::West));
        assert_eq!(deal.to_pbn(Seat::South), "S:- AJ92.874.JT6.AQ3 - -");
    }

    #[test]
    fn reports_every_reason_a_deal_is_impossible() {
        let err = "N:KT8.A96.A95.754 KT8.KJ52.KQ874.T8 AJ92.874.JT6.AQ3 7643.QT3.32.KJ96"
            .parse::<Deal>()
            .unwrap_err();
        let DealError::Impossible(reasons) = err else {
            panic!("expected impossible, got {err:?}")
        };
        assert!(reasons.iter().any(|r| r.contains("North holds 12")));
        assert!(reasons.iter().any(|r| r.contains("SK is in both")));
    }

    #[test]
    fn the_fast_reading_agrees_with_the_careful_one() {
        for text in [
            REALBRIDGE,
            "n:kt8.a96.a95.7542 q5.kj52.kq874.t8 aj92.874.jt6.aq3 7643.qt3.32.kj96",
            "S:- AJ92.874.JT6.AQ3 - -",
            "W:KT8.A96.A95.7542  Q5.KJ52.KQ874.T8 AJ92.874.JT6.AQ3 7643.QT3.32.KJ96 ",
            "N:... ... ... ...",
            "E:AKQJT98765432... - - -",
        ] {
            let (hands, known) = fast_hands(text.as_bytes()).expect(text);
            assert_eq!(Deal::validate(hands, known), parse_careful(text), "{text}");
        }
        for text in [
            "N:AKQ",
            "N:AA.... - - -",
            "X:- - - -",
            "N:- - - - x",
            "N:.....",
            "",
        ] {
            assert!(fast_hands(text.as_bytes()).is_none(), "{text}");
        }
    }

    proptest::proptest! {
        /// Whatever the fast reading accepts, the careful one reads alike.
        #[test]
        fn the_fast_reading_never_disagrees(text in "[NESWnesw]:[AKQJTakqjt2-9. -]{0,80}") {
            if let Some((hands, known)) = fast_hands(text.as_bytes()) {
                proptest::prop_assert_eq!(Deal::validate(hands, known), parse_careful(&text));
            }
        }
    }

    #[test]
    fn syntax_errors_name_the_column() {
        let err = "X:".parse::<Deal>().unwrap_err();
        assert_eq!(
            err,
            DealError::Syntax {
                column: 1,
                expected: "a seat letter N, E, S or W".into()
            }
        );
        assert!(matches!(
            "N:AK.Q.J".parse::<Deal>(),
            Err(DealError::Syntax { .. })
        ));
        assert!(matches!(
            "N:AKZ...".parse::<Deal>(),
            Err(DealError::Syntax { column: 5, .. })
        ));
    }
}
