//! Suits, ranks, cards and sets of cards.
//!
//! A [`CardSet`] is a bitset in one `u64`: sixteen bits per suit, bit
//! `rank` of the suit's sixteen (2 to 14), so a suit is a shift and a mask.

use core::fmt;
use core::str::FromStr;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// One of the four suits, in ascending bridge order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
#[repr(u8)]
pub enum Suit {
    /// ♣
    Clubs = 0,
    /// ♦
    Diamonds = 1,
    /// ♥
    Hearts = 2,
    /// ♠
    Spades = 3,
}

impl Suit {
    /// The four suits, clubs first.
    pub const ALL: [Suit; 4] = [Suit::Clubs, Suit::Diamonds, Suit::Hearts, Suit::Spades];

    /// The suit's letter: `C`, `D`, `H` or `S`.
    pub const fn letter(self) -> char {
        match self {
            Suit::Clubs => 'C',
            Suit::Diamonds => 'D',
            Suit::Hearts => 'H',
            Suit::Spades => 'S',
        }
    }

    /// The suit's symbol: `♣`, `♦`, `♥` or `♠`.
    pub const fn symbol(self) -> char {
        match self {
            Suit::Clubs => '♣',
            Suit::Diamonds => '♦',
            Suit::Hearts => '♥',
            Suit::Spades => '♠',
        }
    }

    /// Reads a suit from its letter (either case) or symbol (filled or hollow).
    pub const fn from_char(c: char) -> Option<Suit> {
        Some(match c {
            'C' | 'c' | '♣' | '♧' => Suit::Clubs,
            'D' | 'd' | '♦' | '♢' => Suit::Diamonds,
            'H' | 'h' | '♥' | '♡' => Suit::Hearts,
            'S' | 's' | '♠' | '♤' => Suit::Spades,
            _ => return None,
        })
    }

    /// Reads a suit written as one character ([`Suit::from_char`]), a
    /// symbol perhaps followed by a variation selector (`♠️`, see
    /// [`without_variation_selectors`]).
    pub fn from_word(word: &str) -> Option<Suit> {
        let word = without_variation_selectors(word);
        let mut chars = word.chars();
        match (chars.next(), chars.next()) {
            (Some(c), None) => Suit::from_char(c),
            _ => None,
        }
    }

    /// The suit's English name in the plural, as the laws write it.
    pub const fn name(self) -> &'static str {
        match self {
            Suit::Clubs => "clubs",
            Suit::Diamonds => "diamonds",
            Suit::Hearts => "hearts",
            Suit::Spades => "spades",
        }
    }
}

impl fmt::Display for Suit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if f.alternate() {
            write!(f, "{}", self.letter())
        } else {
            write!(f, "{}", self.symbol())
        }
    }
}

/// A set of suits, as declarer names them when he prohibits the lead of
/// one or more suits of a defender's penalty cards (duplicate Law 51B2(b)).
/// Iterates from spades down; serialised as a list of suits.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Suits(u8);

impl Suits {
    /// No suit.
    pub const EMPTY: Suits = Suits(0);

    /// The set of one suit.
    pub const fn one(suit: Suit) -> Suits {
        Suits(1 << suit as u8)
    }

    /// Whether `suit` is in the set.
    pub const fn contains(self, suit: Suit) -> bool {
        self.0 & (1 << suit as u8) != 0
    }

    /// Adds `suit`; whether it was new.
    pub fn insert(&mut self, suit: Suit) -> bool {
        let new = !self.contains(suit);
        self.0 |= 1 << suit as u8;
        new
    }

    /// How many suits.
    pub const fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// Whether the set has no suit.
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The suits, spades first.
    pub fn iter(self) -> impl Iterator<Item = Suit> {
        Suit::ALL
            .into_iter()
            .rev()
            .filter(move |&s| self.contains(s))
    }

    /// The suits' names joined by `or`: "spades or hearts".
    pub fn names(self) -> String {
        let names: Vec<&str> = self.iter().map(Suit::name).collect();
        names.join(" or ")
    }

    /// The suits' letters, spades first: `SH`.
    pub fn letters(self) -> String {
        self.iter().map(Suit::letter).collect()
    }
}

impl FromIterator<Suit> for Suits {
    fn from_iter<I: IntoIterator<Item = Suit>>(iter: I) -> Suits {
        let mut set = Suits::EMPTY;
        for s in iter {
            set.insert(s);
        }
        set
    }
}

impl Serialize for Suits {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.iter())
    }
}

/// The rank of a card, two (2) to ace (14).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Rank(u8);

impl Rank {
    /// The two, the lowest rank.
    pub const TWO: Rank = Rank(2);
    /// The ten, the lowest honour.
    pub const TEN: Rank = Rank(10);
    /// The jack.
    pub const JACK: Rank = Rank(11);
    /// The queen.
    pub const QUEEN: Rank = Rank(12);
    /// The king.
    pub const KING: Rank = Rank(13);
    /// The ace, the highest rank.
    pub const ACE: Rank = Rank(14);

    /// A rank from its number, 2 to 14 (ace); `None` outside that range.
    pub const fn new(n: u8) -> Option<Rank> {
        if n >= 2 && n <= 14 {
            Some(Rank(n))
        } else {
            None
        }
    }

    /// The rank's number, 2 to 14.
    pub const fn get(self) -> u8 {
        self.0
    }

    /// An honour: ace, king, queen, jack or ten (rubber Definitions).
    pub const fn is_honour(self) -> bool {
        self.0 >= 10
    }

    /// The rank's letter as PBN writes it: `2`-`9`, `T`, `J`, `Q`, `K`, `A`.
    pub const fn letter(self) -> char {
        match self.0 {
            10 => 'T',
            11 => 'J',
            12 => 'Q',
            13 => 'K',
            14 => 'A',
            n => (b'0' + n) as char,
        }
    }

    /// Reads a rank from its letter (either case); `10` is read by [`Card`]'s parser.
    pub const fn from_char(c: char) -> Option<Rank> {
        Some(Rank(match c {
            '2'..='9' => c as u8 - b'0',
            'T' | 't' => 10,
            'J' | 'j' => 11,
            'Q' | 'q' => 12,
            'K' | 'k' => 13,
            'A' | 'a' => 14,
            _ => return None,
        }))
    }
}

impl fmt::Display for Rank {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.letter())
    }
}

/// A playing card: a suit and a rank.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Card {
    /// The suit.
    pub suit: Suit,
    /// The rank.
    pub rank: Rank,
}

impl Card {
    /// The card of this suit and rank.
    pub const fn new(suit: Suit, rank: Rank) -> Card {
        Card { suit, rank }
    }

    const fn bit(self) -> u64 {
        1 << self.index()
    }

    /// The card's bit in a [`CardSet`], 2 to 62: suit × 16 + rank.
    #[inline]
    pub(crate) const fn index(self) -> u8 {
        self.suit as u8 * 16 + self.rank.0
    }
}

impl fmt::Display for Card {
    /// `♠Q`; with `{:#}`, `SQ`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if f.alternate() {
            write!(f, "{}{}", self.suit.letter(), self.rank.letter())
        } else {
            write!(f, "{}{}", self.suit.symbol(), self.rank.letter())
        }
    }
}

/// `text` without the variation selectors U+FE0E (text style) and U+FE0F
/// (emoji style) that follow a suit symbol, as a phone writes the spade
/// `♠️`: `1♠️` reads as `1♠`. Borrowed when there is none; a selector after
/// anything else stays.
pub fn without_variation_selectors(text: &str) -> std::borrow::Cow<'_, str> {
    const SELECTORS: [char; 2] = ['\u{FE0E}', '\u{FE0F}'];
    if !text.contains(SELECTORS) {
        return text.into();
    }
    let mut out = String::with_capacity(text.len());
    let mut after_symbol = false;
    for c in text.chars() {
        if !(after_symbol && SELECTORS.contains(&c)) {
            out.push(c);
        }
        after_symbol = !c.is_ascii() && Suit::from_char(c).is_some();
    }
    out.into()
}

/// A card that could not be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("expected a card such as `SQ`, `♠Q`, `QS` or `10H`, found `{0}`")]
pub struct ParseCardError(pub String);

impl FromStr for Card {
    type Err = ParseCardError;

    /// Reads `SQ`, `♠Q`, `QS`, `Q♠`, `S10`, `10S` (case-insensitive); a suit
    /// symbol may carry a variation selector (`♠️Q`).
    fn from_str(s: &str) -> Result<Card, ParseCardError> {
        let err = || ParseCardError(s.to_owned());
        let t = without_variation_selectors(s.trim());
        let t = &*t;
        let mut chars = t.chars();
        let first = chars.next().ok_or_else(err)?;
        let rest: &str = chars.as_str();
        let rank_of = |r: &str| -> Option<Rank> {
            if r == "10" {
                return Some(Rank::TEN);
            }
            let mut it = r.chars();
            let c = it.next()?;
            if it.next().is_some() {
                return None;
            }
            Rank::from_char(c)
        };
        if let Some(suit) = Suit::from_char(first)
            && let Some(rank) = rank_of(rest)
        {
            return Ok(Card::new(suit, rank));
        }
        let last = t.chars().next_back().ok_or_else(err)?;
        let head = &t[..t.len() - last.len_utf8()];
        match (Suit::from_char(last), rank_of(head)) {
            (Some(suit), Some(rank)) => Ok(Card::new(suit, rank)),
            _ => Err(err()),
        }
    }
}

impl Serialize for Card {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(&format_args!("{self:#}"))
    }
}

impl<'de> Deserialize<'de> for Card {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Card, D::Error> {
        let s = <std::borrow::Cow<'de, str>>::deserialize(d)?;
        s.parse().map_err(serde::de::Error::custom)
    }
}

/// A set of cards as a list of cards, highest first (`["SK", "SQ"]`).
impl Serialize for CardSet {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.iter())
    }
}

impl<'de> Deserialize<'de> for CardSet {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<CardSet, D::Error> {
        let cards = Vec::<Card>::deserialize(d)?;
        Ok(cards.into_iter().collect())
    }
}

/// A set of cards, as a bitset.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct CardSet(u64);

const SUIT_MASK: u64 = 0x7ffc;

impl CardSet {
    /// No cards.
    pub const EMPTY: CardSet = CardSet(0);
    /// The 52-card pack.
    pub const ALL: CardSet = CardSet(SUIT_MASK * 0x0001_0001_0001_0001);

    /// The raw bits.
    pub const fn bits(self) -> u64 {
        self.0
    }

    /// The set of these bits, less any that are not cards.
    pub const fn from_bits(bits: u64) -> CardSet {
        CardSet(bits & CardSet::ALL.0)
    }

    /// Whether the set holds `card`.
    pub const fn contains(self, card: Card) -> bool {
        self.0 & card.bit() != 0
    }

    /// Adds `card`; returns whether it was absent.
    pub fn insert(&mut self, card: Card) -> bool {
        let absent = !self.contains(card);
        self.0 |= card.bit();
        absent
    }

    /// Removes `card`; returns whether it was present.
    pub fn remove(&mut self, card: Card) -> bool {
        let present = self.contains(card);
        self.0 &= !card.bit();
        present
    }

    /// The number of cards.
    pub const fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// Whether the set is empty.
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The cards of one suit.
    pub const fn suit(self, suit: Suit) -> CardSet {
        CardSet(self.0 & (SUIT_MASK << (suit as u32 * 16)))
    }

    /// The union of two sets.
    pub const fn union(self, other: CardSet) -> CardSet {
        CardSet(self.0 | other.0)
    }

    /// The cards in both sets.
    pub const fn intersection(self, other: CardSet) -> CardSet {
        CardSet(self.0 & other.0)
    }

    /// The cards of this set that are not in `other`.
    pub const fn difference(self, other: CardSet) -> CardSet {
        CardSet(self.0 & !other.0)
    }

    /// The cards, highest suit first and highest rank first within a suit.
    #[inline]
    pub fn iter(self) -> CardSetIter {
        CardSetIter(self.0)
    }

    /// The `k`-th lowest card of the set (from 0; lowest suit, then
    /// lowest rank), if it has more than `k`; in the same few steps
    /// whatever `k`.
    #[inline]
    pub const fn nth_lowest(self, k: usize) -> Option<Card> {
        let counted = crate::bits::Counted::new(self.0);
        if k >= counted.len() as usize {
            return None;
        }
        Some(card_of_bit(counted.nth(k as u32)))
    }

    /// The lowest card of the set (lowest suit, then lowest rank), if any.
    #[inline]
    pub const fn lowest(self) -> Option<Card> {
        if self.0 == 0 {
            return None;
        }
        Some(card_of_bit(self.0.trailing_zeros()))
    }
}

/// The card of a card set's bit (below 64): suit × 16 + rank. The suit is
/// the bit's two high bits, so that the card's index is the bit again.
pub(crate) const fn card_of_bit(bit: u32) -> Card {
    let suit = match (bit >> 4) & 3 {
        0 => Suit::Clubs,
        1 => Suit::Diamonds,
        2 => Suit::Hearts,
        _ => Suit::Spades,
    };
    Card::new(suit, Rank((bit % 16) as u8))
}

/// The cards of a [`CardSet`], highest first.
#[derive(Clone, Copy, Debug)]
pub struct CardSetIter(u64);

impl Iterator for CardSetIter {
    type Item = Card;

    #[inline]
    fn next(&mut self) -> Option<Card> {
        if self.0 == 0 {
            return None;
        }
        let bit = 63 - self.0.leading_zeros();
        self.0 &= !(1u64 << bit);
        Some(card_of_bit(bit))
    }

    #[inline]
    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

impl DoubleEndedIterator for CardSetIter {
    #[inline]
    fn next_back(&mut self) -> Option<Card> {
        if self.0 == 0 {
            return None;
        }
        let bit = self.0.trailing_zeros();
        self.0 &= self.0 - 1;
        Some(card_of_bit(bit))
    }
}

impl ExactSizeIterator for CardSetIter {}

impl FromIterator<Card> for CardSet {
    fn from_iter<I: IntoIterator<Item = Card>>(iter: I) -> CardSet {
        let mut set = CardSet::EMPTY;
        for c in iter {
            set.insert(c);
        }
        set
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn card_is_two_bytes() {
        assert_eq!(core::mem::size_of::<Card>(), 2);
    }

    #[test]
    fn parses_cards_as_players_write_them() {
        let q = Card::new(Suit::Spades, Rank::QUEEN);
        for s in ["SQ", "sq", "♠Q", "QS", "Q♠", "q♠"] {
            assert_eq!(s.parse::<Card>(), Ok(q), "{s}");
        }
        let ten = Card::new(Suit::Hearts, Rank::TEN);
        for s in ["HT", "H10", "10H", "♥10", "T♥"] {
            assert_eq!(s.parse::<Card>(), Ok(ten), "{s}");
        }
        for s in ["", "S", "SS", "1H", "H1", "ZQ", "QQ", "S11"] {
            assert!(s.parse::<Card>().is_err(), "{s}");
        }
    }

    #[test]
    fn a_suit_symbol_may_carry_a_variation_selector() {
        let q = Card::new(Suit::Spades, Rank::QUEEN);
        for s in ["♠\u{fe0f}Q", "Q♠\u{fe0f}", "♠\u{fe0e}Q", "♤\u{fe0f}Q"] {
            assert_eq!(s.parse::<Card>(), Ok(q), "{s:?}");
        }
        // Only after a symbol, and only one.
        for s in [
            "S\u{fe0f}Q",
            "\u{fe0f}SQ",
            "♠\u{fe0f}\u{fe0f}Q",
            "Q\u{fe0f}",
        ] {
            assert!(s.parse::<Card>().is_err(), "{s:?}");
        }
        assert_eq!(Suit::from_word("♥\u{fe0f}"), Some(Suit::Hearts));
        assert_eq!(Suit::from_word("H\u{fe0f}"), None);
        assert!(matches!(
            without_variation_selectors("1♠ 2♥"),
            std::borrow::Cow::Borrowed(_)
        ));
    }

    #[test]
    fn card_set_counts_and_suits() {
        assert_eq!(CardSet::ALL.len(), 52);
        for suit in Suit::ALL {
            assert_eq!(CardSet::ALL.suit(suit).len(), 13);
        }
        let all: Vec<Card> = CardSet::ALL.iter().collect();
        assert_eq!(all.len(), 52);
        assert_eq!(all[0], Card::new(Suit::Spades, Rank::ACE));
        assert_eq!(all.iter().copied().collect::<CardSet>(), CardSet::ALL);
    }

    #[test]
    fn honours_are_ace_to_ten() {
        assert!(Rank::TEN.is_honour());
        assert!(!Rank::new(9).unwrap().is_honour());
        assert!(Rank::ACE.is_honour());
    }
}
