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

/// Each card's strength as a trump ([`CardOrder::strength`]), by the trump
/// suit and the card's bit in a [`CardSet`]; 0 for a card that is no trump.
static TRUMP_STRENGTH: [[u8; 64]; 4] = {
    let mut table = [[0u8; 64]; 4];
    let mut t = 0;
    while t < 4 {
        let mut bit = 0;
        while bit < 64 {
            let (suit, rank) = (bit / 16, (bit % 16) as u8);
            table[t][bit] = if rank == 11 && suit == t {
                100
            } else if rank == 11 && suit == t ^ 3 {
                // The knave of the same colour: clubs and spades (0, 3),
                // diamonds and hearts (1, 2).
                99
            } else if suit == t && rank >= 2 && rank <= 14 {
                64 + rank
            } else {
                0
            };
            bit += 1;
        }
        t += 1;
    }
    table
};

impl EuchreOrder {
    /// [`CardOrder::strength`] of the card at `bit` of a [`CardSet`], the
    /// suit led given by its cards (`led`, [`CardOrder::suit_cards`]):
    /// the same figure, without a branch.
    #[inline]
    pub(super) fn strength_at(self, bit: u32, led: u64) -> u16 {
        let bit = bit & 63;
        let trump = TRUMP_STRENGTH[self.trump as usize][bit as usize];
        let plain = ((led >> bit) & 1) as u8 * (32 + (bit % 16) as u8);
        u16::from(trump.max(plain))
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

    /// The branchless strength is the strength, for every card of the
    /// pack, trump and suit led.
    #[test]
    fn the_strength_of_a_bit_is_the_cards_strength() {
        for trump in Suit::ALL {
            let o = EuchreOrder { trump };
            for led in Suit::ALL {
                let led_cards = o.suit_cards(led).bits();
                for card in CardSet::ALL.iter() {
                    let bit = CardSet::from_iter([card]).bits().trailing_zeros();
                    assert_eq!(
                        o.strength_at(bit, led_cards),
                        o.strength(card, led),
                        "{card} {trump:?} {led:?}"
                    );
                }
            }
        }
    }
}
