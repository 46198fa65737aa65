//! Euchre's order of the cards (Technical Terms): the right bower,
//! the left bower, then the rest of the trumps; the left bower belongs to
//! the trump suit for following suit.

use serde::Serialize;

use crate::card::{Card, CardSet, Rank, Suit};
use crate::play::CardOrder;

/// The suit of the same colour: the left bower's suit.
pub const fn same_colour(suit: Suit) -> Suit {
    match suit {
        Suit::Clubs => Suit::Spades,
        Suit::Spades => Suit::Clubs,
        Suit::Diamonds => Suit::Hearts,
        Suit::Hearts => Suit::Diamonds,
    }
}

/// The order of the cards once a trump is made.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct EuchreOrder {
    /// The trump suit.
    pub trump: Suit,
}

impl EuchreOrder {
    /// The right bower: the knave of the trump suit, the highest card.
    pub const fn right_bower(self) -> Card {
        Card::new(self.trump, Rank::JACK)
    }

    /// The left bower: the knave of the same colour, the second highest.
    pub const fn left_bower(self) -> Card {
        Card::new(same_colour(self.trump), Rank::JACK)
    }

    /// Whether `card` is a trump (the left bower included).
    pub fn is_trump(self, card: Card) -> bool {
        self.effective_suit(card) == self.trump
    }
}

impl CardOrder for EuchreOrder {
    #[inline]
    fn effective_suit(&self, card: Card) -> Suit {
        if card == self.left_bower() {
            self.trump
        } else {
            card.suit
        }
    }

    #[inline]
    fn suit_cards(&self, suit: Suit) -> CardSet {
        let mut set = CardSet::ALL.suit(suit);
        if suit == self.trump {
            set.insert(self.left_bower());
        } else if suit == same_colour(self.trump) {
            set.remove(self.left_bower());
        }
        set
    }

    #[inline]
    fn strength(&self, card: Card, led: Suit) -> u16 {
        if card == self.right_bower() {
            100
        } else if card == self.left_bower() {
            99
        } else if card.suit == self.trump {
            64 + u16::from(card.rank.get())
        } else if card.suit == led {
            32 + u16::from(card.rank.get())
        } else {
            0
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn c(s: &str) -> Card {
        s.parse().unwrap()
    }

    #[test]
    fn bowers_rank_above_the_ace_of_trumps() {
        let o = EuchreOrder {
            trump: Suit::Hearts,
        };
        let led = Suit::Hearts;
        assert!(o.strength(c("HJ"), led) > o.strength(c("DJ"), led));
        assert!(o.strength(c("DJ"), led) > o.strength(c("HA"), led));
        assert!(o.strength(c("H7"), led) > o.strength(c("SA"), Suit::Spades));
        assert_eq!(o.effective_suit(c("DJ")), Suit::Hearts);
        assert!(o.suit_cards(Suit::Hearts).contains(c("DJ")));
        assert!(!o.suit_cards(Suit::Diamonds).contains(c("DJ")));
    }
}
