//! A trick of euchre: three or four cards (two when a lone defender's
//! partner sits out too), in the order played, each with its seat.

use serde::Serialize;

use crate::card::Card;
use crate::seat::Seat;

use super::order::EuchreOrder;

/// A trick: who led and the cards played to it, in order (three or two
/// cards when a lone hand's partner, or a lone defender's, sits out).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct EuchreTrick {
    /// Who led.
    pub leader: Seat,
    /// The cards played, each with the hand it came from.
    #[serde(serialize_with = "ser::plays")]
    plays: [Option<(Seat, Card)>; 4],
    /// Who won it, once complete.
    pub winner: Option<Seat>,
}

impl EuchreTrick {
    pub(super) const fn new(leader: Seat) -> EuchreTrick {
        EuchreTrick {
            leader,
            plays: [None; 4],
            winner: None,
        }
    }

    /// The cards played, in order, with their seats.
    pub fn plays(&self) -> impl Iterator<Item = (Seat, Card)> + '_ {
        self.plays.iter().map_while(|p| *p)
    }

    /// The number of cards played.
    pub fn len(&self) -> usize {
        self.plays().count()
    }

    /// Whether no card is played yet.
    pub fn is_empty(&self) -> bool {
        self.plays[0].is_none()
    }

    /// The card led.
    pub fn led(&self) -> Option<Card> {
        self.plays[0].map(|(_, c)| c)
    }

    /// Whether `seat` has played to it.
    pub fn has_played(&self, seat: Seat) -> bool {
        self.plays().any(|(s, _)| s == seat)
    }

    pub(super) fn push(&mut self, seat: Seat, card: Card) {
        if let Some(slot) = self.plays.iter_mut().find(|p| p.is_none()) {
            *slot = Some((seat, card));
        }
    }

    /// Puts the `i`-th card of the trick, the cards before it played.
    #[inline]
    pub(super) fn set_play(&mut self, i: usize, seat: Seat, card: Card) {
        if let Some(slot) = self.plays.get_mut(i) {
            *slot = Some((seat, card));
        }
    }

    /// Takes back the card `seat` played, if any.
    pub(super) fn retract(&mut self, seat: Seat) -> Option<Card> {
        let i = self.plays().position(|(s, _)| s == seat)?;
        let (_, card) = self.plays[i]?;
        for j in i..3 {
            self.plays[j] = self.plays[j + 1];
        }
        self.plays[3] = None;
        Some(card)
    }

    /// The seat winning so far, and the strength of its card.
    pub fn best(&self, order: &EuchreOrder) -> Option<(Seat, u16)> {
        use crate::play::CardOrder;
        let led = order.effective_suit(self.led()?);
        self.plays()
            .map(|(s, c)| (s, order.strength(c, led)))
            .max_by_key(|&(_, k)| k)
    }
}

/// Serialisation helpers: card sets as lists of cards, inline vectors as lists.
pub(crate) mod ser {
    use serde::{Serialize, Serializer};
    use smallvec::{Array, SmallVec};

    use crate::card::{Card, CardSet};
    use crate::seat::{BySeat, Seat};

    /// The hands, each a list of cards, keyed by seat.
    pub fn hands<S: Serializer>(hands: &BySeat<CardSet>, s: S) -> Result<S::Ok, S::Error> {
        BySeat(hands.0.map(|h| h.iter().collect::<Vec<Card>>())).serialize(s)
    }

    /// The hands as [`hands`] writes them (or as four lists, North first).
    pub fn hands_de<'de, D: serde::Deserializer<'de>>(d: D) -> Result<BySeat<CardSet>, D::Error> {
        use serde::Deserialize;
        let lists = BySeat::<Vec<Card>>::deserialize(d)?;
        Ok(BySeat(lists.0.map(|h| h.into_iter().collect())))
    }

    /// The cards of a trick, in order, each as `{ "seat", "card" }`.
    pub fn plays<S: Serializer>(
        plays: &[Option<(Seat, Card)>; 4],
        s: S,
    ) -> Result<S::Ok, S::Error> {
        #[derive(Serialize)]
        struct Play {
            seat: Seat,
            card: Card,
        }
        s.collect_seq(
            plays
                .iter()
                .map_while(|p| *p)
                .map(|(seat, card)| Play { seat, card }),
        )
    }

    pub fn inline<A: Array, S: Serializer>(v: &SmallVec<A>, s: S) -> Result<S::Ok, S::Error>
    where
        A::Item: Serialize,
    {
        v.as_slice().serialize(s)
    }
}
