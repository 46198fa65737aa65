//! The deal (Laws 28-42): five cards to each player, dealt two and three
//! (or three and two) in turn from the eldest hand, and the top card of the
//! rest turned for the trump card.

use core::fmt;
use core::str::FromStr;

use serde::{Deserialize, Serialize};

use crate::card::{Card, CardSet, Rank, Suit};
use crate::seat::{BySeat, Seat};

use super::options::Pack;

/// A deal: the four hands of five cards and the trump card turned.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct EuchreDeal {
    /// The hands as dealt.
    #[serde(
        serialize_with = "super::trick::ser::hands",
        deserialize_with = "super::trick::ser::hands_de"
    )]
    pub hands: BySeat<CardSet>,
    /// The trump card turned (Laws 37, 39, 91).
    pub turned: Card,
}

/// How the dealer gives the cards (Law 42 II).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Packets {
    /// Two to each player in turn, then three.
    TwoThenThree,
    /// Three to each player in turn, then two.
    ThreeThenTwo,
}

/// Why the cards given are not a deal.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum DealError {
    /// The text is not a deal.
    #[error("{0}")]
    Syntax(String),
    /// The cards do not make a deal: every reason is listed.
    #[error("not a possible deal: {}", .0.join("; "))]
    Impossible(Vec<String>),
}

impl EuchreDeal {
    /// Checks that the hands and the trump card make a deal from `pack`:
    /// five cards each (Law 42 I), no card twice, every card in the pack.
    /// Every reason is reported at once.
    ///
    /// # Errors
    /// [`DealError::Impossible`] with every reason.
    pub fn validate(&self, pack: Pack) -> Result<(), DealError> {
        if self.is_usual(pack) {
            return Ok(());
        }
        let cards = pack.cards();
        let mut reasons = Vec::new();
        let mut seen = CardSet::EMPTY;
        for seat in Seat::ALL {
            let hand = self.hands[seat];
            if hand.len() != 5 {
                reasons.push(format!("{} holds {} cards, not 5", seat.name(), hand.len()));
            }
            for card in hand.iter() {
                if !cards.contains(card) {
                    reasons.push(format!("{card:#} is not in the {}-card pack", pack.len()));
                }
                if !seen.insert(card) {
                    reasons.push(format!("{card:#} is dealt twice"));
                }
            }
        }
        if !cards.contains(self.turned) {
            reasons.push(format!(
                "the trump card {:#} is not in the {}-card pack",
                self.turned,
                pack.len()
            ));
        }
        if seen.contains(self.turned) {
            reasons.push(format!(
                "the trump card {:#} is also in a hand",
                self.turned
            ));
        }
        if reasons.is_empty() {
            Ok(())
        } else {
            Err(DealError::Impossible(reasons))
        }
    }

    /// Whether the deal is possible, found at once by a few bit operations:
    /// four hands of five from the pack, none twice, the trump card from
    /// the pack and in no hand.
    #[inline]
    pub(crate) fn is_usual(&self, pack: Pack) -> bool {
        let cards = pack.cards();
        let [a, b, c, d] = self.hands.0.map(CardSet::bits);
        let held = a | b | c | d;
        a.count_ones() == 5
            && b.count_ones() == 5
            && c.count_ones() == 5
            && d.count_ones() == 5
            && held.count_ones() == 20
            && held & !cards.bits() == 0
            && cards.contains(self.turned)
            && !CardSet::from_bits(held).contains(self.turned)
    }

    /// Deals from a pack in the order given, top card first, as Law 42
    /// says: from the dealer's left, in turn, two then three (or three then
    /// two) to each; the top card of the rest is turned (Law 37).
    ///
    /// # Errors
    /// [`DealError::Impossible`] if the cards are fewer than 21 or repeat.
    pub fn from_pack(
        order: &[Card],
        dealer: Seat,
        packets: Packets,
    ) -> Result<EuchreDeal, DealError> {
        let distinct: CardSet = order.iter().copied().collect();
        if order.len() < 21 || distinct.len() != order.len() {
            return Err(DealError::Impossible(vec![
                "a pack of at least 21 distinct cards is needed".to_owned(),
            ]));
        }
        let mut hands = BySeat([CardSet::EMPTY; 4]);
        let sizes = match packets {
            Packets::TwoThenThree => [2, 3],
            Packets::ThreeThenTwo => [3, 2],
        };
        let mut next = order.iter().copied();
        for size in sizes {
            for i in 1..=4 {
                let seat = dealer.after(i);
                for card in next.by_ref().take(size) {
                    hands[seat].insert(card);
                }
            }
        }
        let turned = next
            .next()
            .ok_or_else(|| DealError::Impossible(vec!["no card is left to turn".to_owned()]))?;
        Ok(EuchreDeal { hands, turned })
    }
}

/// Writes `hand` as PBN does: spades, hearts, diamonds, clubs, with dots.
pub fn hand_to_pbn(hand: CardSet) -> String {
    let mut out = String::new();
    for (i, suit) in [Suit::Spades, Suit::Hearts, Suit::Diamonds, Suit::Clubs]
        .into_iter()
        .enumerate()
    {
        if i > 0 {
            out.push('.');
        }
        for card in hand.suit(suit).iter() {
            out.push(card.rank.letter());
        }
    }
    out
}

impl fmt::Display for EuchreDeal {
    /// `N:AJ.K9..Q8 … turned HJ`, the hands from North.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "N:")?;
        for (i, seat) in Seat::ALL.into_iter().enumerate() {
            if i > 0 {
                f.write_str(" ")?;
            }
            f.write_str(&hand_to_pbn(self.hands[seat]))?;
        }
        write!(f, " turned {:#}", self.turned)
    }
}

/// Reads the four hands as PBN writes a deal, `N:AJ.K9..Q8 …`: the first
/// seat, a colon, then four hands in rotation, each spades, hearts,
/// diamonds and clubs separated by dots (ranks `A K Q J T 9 8 7`, `10` for
/// the ten).
///
/// # Errors
/// [`DealError::Syntax`] naming what is wrong.
pub fn parse_hands(text: &str) -> Result<BySeat<CardSet>, DealError> {
    let syntax = |why: String| DealError::Syntax(why);
    let (first, rest) = text
        .split_once(':')
        .ok_or_else(|| syntax("a deal starts with the first seat and a colon, like `N:`".into()))?;
    let mut seat_chars = first.trim().chars();
    let first = match (
        seat_chars.next().and_then(Seat::from_char),
        seat_chars.next(),
    ) {
        (Some(seat), None) => seat,
        _ => return Err(syntax(format!("`{first}` is not a seat letter"))),
    };
    let words: Vec<&str> = rest.split_whitespace().collect();
    if words.len() != 4 {
        return Err(syntax(format!(
            "four hands are needed, found {}",
            words.len()
        )));
    }
    let mut hands = BySeat([CardSet::EMPTY; 4]);
    for (i, word) in words.into_iter().enumerate() {
        let suits: Vec<&str> = word.split('.').collect();
        if suits.len() != 4 {
            return Err(syntax(format!(
                "`{word}` is not a hand: four suits separated by dots are needed"
            )));
        }
        let seat = first.after(i);
        for (suit, ranks) in [Suit::Spades, Suit::Hearts, Suit::Diamonds, Suit::Clubs]
            .into_iter()
            .zip(suits)
        {
            let ranks = ranks.replace("10", "T");
            for c in ranks.chars() {
                let rank = Rank::from_char(c)
                    .ok_or_else(|| syntax(format!("`{c}` in `{word}` is not a rank")))?;
                if !hands[seat].insert(Card::new(suit, rank)) {
                    return Err(syntax(format!("`{word}` names a card twice")));
                }
            }
        }
    }
    Ok(hands)
}

impl FromStr for EuchreDeal {
    type Err = DealError;

    /// Reads `N:AJ.K9..Q8 … turned HJ` (the form `Display` writes).
    fn from_str(s: &str) -> Result<EuchreDeal, DealError> {
        let (hands, turned) = s
            .rsplit_once("turned")
            .ok_or_else(|| DealError::Syntax("`turned CARD` must follow the hands".into()))?;
        let turned: Card = turned
            .trim()
            .parse()
            .map_err(|e: crate::card::ParseCardError| DealError::Syntax(e.to_string()))?;
        Ok(EuchreDeal {
            hands: parse_hands(hands)?,
            turned,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn law_42_deals_two_then_three_from_the_eldest_hand() {
        let pack: Vec<Card> = Pack::ThirtyTwo.cards().iter().collect();
        let d = EuchreDeal::from_pack(&pack, Seat::North, Packets::TwoThenThree).unwrap();
        // East, the eldest hand, has the first two cards of the pack.
        assert!(d.hands[Seat::East].contains(pack[0]));
        assert!(d.hands[Seat::East].contains(pack[1]));
        assert!(d.hands[Seat::South].contains(pack[2]));
        assert_eq!(d.turned, pack[20]);
        d.validate(Pack::ThirtyTwo).unwrap();
        let again: EuchreDeal = d.to_string().parse().unwrap();
        assert_eq!(again, d);
    }

    #[test]
    fn every_reason_a_deal_is_impossible_is_given() {
        let mut d: EuchreDeal = "N:AJ.K9.. KQ.A7..A T9.8.AK. 8.QJ.Q.KJ turned HJ"
            .parse()
            .unwrap();
        let Err(DealError::Impossible(r)) = d.validate(Pack::ThirtyTwo) else {
            panic!("impossible")
        };
        assert_eq!(r.len(), 3, "{r:?}"); // North 4 cards, West 6, HJ turned and held
        d.turned = "S2".parse().unwrap();
        assert!(d.validate(Pack::ThirtyTwo).is_err());
    }
}
