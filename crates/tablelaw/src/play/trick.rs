//! The trick engine shared by every trick-taking game.
//!
//! The engine never compares ranks itself: a [`CardOrder`] says which suit
//! a card belongs to for following suit (euchre's left bower is a trump) and
//! how strongly it plays to a trick. Bridge's order is [`TrumpOrder`].

use serde::Serialize;

use crate::card::{Card, CardSet, Suit, card_of_bit};
use crate::seat::Seat;

/// A game's order of cards, as the trick engine needs it.
pub trait CardOrder {
    /// The suit a card counts as for following suit.
    fn effective_suit(&self, card: Card) -> Suit;

    /// Every card that counts as `suit` for following suit.
    fn suit_cards(&self, suit: Suit) -> CardSet;

    /// How strongly `card` plays to a trick whose led suit is `led`: the
    /// highest strength wins; a card that cannot win has strength 0.
    fn strength(&self, card: Card, led: Suit) -> u16;
}

/// The order of whist, bridge and their kin: the highest trump wins, else
/// the highest card of the suit led (rubber Laws 44-45; duplicate 44).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct TrumpOrder {
    /// The trump suit; `None` at notrump.
    pub trump: Option<Suit>,
}

impl CardOrder for TrumpOrder {
    #[inline]
    fn effective_suit(&self, card: Card) -> Suit {
        card.suit
    }

    #[inline]
    fn suit_cards(&self, suit: Suit) -> CardSet {
        CardSet::ALL.suit(suit)
    }

    #[inline]
    fn strength(&self, card: Card, led: Suit) -> u16 {
        let rank = u16::from(card.rank.get());
        if Some(card.suit) == self.trump {
            64 + rank
        } else if card.suit == led {
            32 + rank
        } else {
            0
        }
    }
}

/// A trick: who led, and the cards played to it in order.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize)]
pub struct Trick {
    /// Who led to it.
    pub leader: Option<Seat>,
    /// The cards played, in order from the leader (at most four), each as
    /// its bit in a card set (0: none), so a card is one byte.
    cards: [u8; 4],
    len: u8,
}

impl Trick {
    /// An empty trick led by `leader`.
    pub const fn new(leader: Seat) -> Trick {
        Trick {
            leader: Some(leader),
            cards: [0; 4],
            len: 0,
        }
    }

    /// The number of cards played to it.
    pub const fn len(&self) -> usize {
        self.len as usize
    }

    /// Whether no card has been played to it.
    pub const fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The cards played, in order, with their seats.
    pub fn cards(&self) -> impl Iterator<Item = (Seat, Card)> + '_ {
        let leader = self.leader.unwrap_or(Seat::North);
        self.cards[..self.len as usize]
            .iter()
            .enumerate()
            .map(move |(i, &c)| (leader.after(i), card_of_bit(u32::from(c))))
    }

    /// The card led, if any.
    #[inline]
    pub fn led(&self) -> Option<Card> {
        (self.len > 0).then(|| card_of_bit(u32::from(self.cards[0])))
    }

    /// The seat to play next to this trick.
    #[inline]
    pub fn next(&self) -> Option<Seat> {
        Some(self.leader?.after(self.len as usize))
    }

    /// Takes the last card off the trick.
    pub(crate) fn pop(&mut self) -> Option<Card> {
        if self.len == 0 {
            return None;
        }
        self.len -= 1;
        let card = card_of_bit(u32::from(self.cards[self.len as usize]));
        self.cards[self.len as usize] = 0;
        Some(card)
    }

    /// Adds the next card.
    #[inline]
    pub(crate) fn push(&mut self, card: Card) {
        if (self.len as usize) < 4 {
            self.cards[self.len as usize] = card.index();
            self.len += 1;
        }
    }

    /// The cards played, as their bits (a card set's) one to a byte from
    /// the lowest, 0 past the last: the plain play-out's trick in a word.
    #[inline(always)]
    pub(crate) const fn card_bits(&self) -> u32 {
        u32::from_le_bytes(self.cards)
    }

    /// The trick led by `leader` of the first `len` (at most four) cards
    /// of `card_bits`, as [`card_bits`](Trick::card_bits) gives them.
    #[inline(always)]
    pub(crate) const fn of_card_bits(leader: Option<Seat>, card_bits: u32, len: u8) -> Trick {
        debug_assert!(len <= 4, "a trick of more than four cards");
        Trick {
            leader,
            cards: card_bits.to_le_bytes(),
            len,
        }
    }

    /// The seat that played the card of bit `bit` (a card set's bit) to
    /// the trick; the leader if no card of the trick has that bit.
    #[inline]
    pub(crate) fn seat_of_bit(&self, bit: u32) -> Seat {
        // The byte equal to `bit`: the lowest zero byte of the difference
        // (every card's bit is below 0x80, so the zero-byte test is exact
        // for the lowest one).
        let x = u32::from_le_bytes(self.cards) ^ (bit & 0xff).wrapping_mul(0x0101_0101);
        let zero = x.wrapping_sub(0x0101_0101) & !x & 0x8080_8080;
        let leader = self.leader.unwrap_or(Seat::North);
        leader.after((zero.trailing_zeros() / 8) as usize % 4)
    }

    /// The seat winning the trick so far under `order`.
    pub fn winner<O: CardOrder>(&self, order: &O) -> Option<Seat> {
        let led = order.effective_suit(self.led()?);
        self.cards()
            .max_by_key(|&(_, c)| order.strength(c, led))
            .map(|(s, _)| s)
    }

    /// The winning card so far under `order`.
    pub fn winning_card<O: CardOrder>(&self, order: &O) -> Option<Card> {
        let led = order.effective_suit(self.led()?);
        self.cards()
            .map(|(_, c)| c)
            .max_by_key(|&c| order.strength(c, led))
    }
}

/// The cards a hand may play to a trick: any card when leading; else the
/// cards of the suit led if it holds any, otherwise any card.
#[inline]
pub fn legal_plays<O: CardOrder>(order: &O, hand: CardSet, trick: &Trick) -> CardSet {
    match trick.led() {
        None => hand,
        Some(led) => {
            let follow = hand.intersection(order.suit_cards(order.effective_suit(led)));
            if follow.is_empty() { hand } else { follow }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn card(s: &str) -> Card {
        s.parse().unwrap()
    }

    #[test]
    fn highest_of_the_suit_led_wins_without_trumps() {
        let order = TrumpOrder { trump: None };
        let mut t = Trick::new(Seat::West);
        for c in ["H5", "HK", "SA", "H9"] {
            t.push(card(c));
        }
        assert_eq!(t.winner(&order), Some(Seat::North));
        assert_eq!(t.winning_card(&order), Some(card("HK")));
    }

    #[test]
    fn the_highest_trump_wins() {
        let order = TrumpOrder {
            trump: Some(Suit::Spades),
        };
        let mut t = Trick::new(Seat::West);
        for c in ["H5", "HK", "S2", "S3"] {
            t.push(card(c));
        }
        assert_eq!(t.winner(&order), Some(Seat::South));
    }

    #[test]
    fn must_follow_suit_when_able() {
        let order = TrumpOrder { trump: None };
        let hand: CardSet = ["H2", "S3", "SA"].iter().map(|c| card(c)).collect();
        let mut t = Trick::new(Seat::West);
        assert_eq!(legal_plays(&order, hand, &t), hand, "any card when leading");
        t.push(card("SK"));
        assert_eq!(legal_plays(&order, hand, &t).len(), 2);
        let mut t = Trick::new(Seat::West);
        t.push(card("DK"));
        assert_eq!(legal_plays(&order, hand, &t), hand, "void: any card");
    }
}
