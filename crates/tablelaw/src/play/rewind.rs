//! What the correction of a revoke needs of the play (duplicate Laws 62,
//! 63, 64): the cards played to tricks in their order, a position in the
//! play to go back to, and what lies on the table meanwhile.

use super::BridgePlay;
use super::trick::CardOrder;
use crate::card::{Card, CardSet};
use crate::seat::{Seat, Side};

impl BridgePlay {
    /// Every card played to a trick, in the order played: (trick, hand,
    /// card), the trick numbered from 0.
    pub fn trick_cards(&self) -> impl Iterator<Item = (u8, Seat, Card)> + '_ {
        self.tricks()
            .iter()
            .map(|(t, _)| t)
            .chain(core::iter::once(&self.current))
            .enumerate()
            .flat_map(|(i, t)| t.cards().map(move |(s, c)| (i as u8, s, c)))
    }

    /// Whether a hand of `side` has played or led to a trick after trick
    /// `trick`, in turn or not (duplicate Law 63A1: any such play, legal or
    /// illegal).
    pub fn side_played_after(&self, side: Side, trick: u8) -> bool {
        self.record()
            .iter()
            .any(|p| p.trick > trick && p.seat.side() == side)
    }

    /// Whether a player of each side has played to a trick after `trick`
    /// (from 0): too late for Law 67A's correction, 67B's time.
    pub fn both_sides_played_after(&self, trick: u8) -> bool {
        self.side_played_after(Side::NorthSouth, trick)
            && self.side_played_after(Side::EastWest, trick)
    }

    /// Takes over from `later`, a later state of this play, the cards
    /// lying on the table that this one's hands still hold: penalty cards
    /// major and minor, and cards faced out of turn. Going back to the
    /// moment before a revoke (Law 62B) keeps what was exposed since.
    pub(crate) fn keep_table_cards(&mut self, later: &BridgePlay) {
        let held = Seat::ALL
            .iter()
            .fold(CardSet::EMPTY, |a, &s| a.union(self.hands[s]));
        self.penalty = self.penalty.union(later.penalty.intersection(held));
        self.minor = self.minor.union(later.minor.intersection(held));
        self.faced = self.faced.union(later.faced.intersection(held));
        if self.contract.declarer != later.contract.declarer {
            self.contract = later.contract;
        }
        self.refresh();
    }

    /// Goes back from `later` to this earlier position of the same play,
    /// the one just before a revoke card (auction bridge Law 86, bridge
    /// whist's law 90): the play as it stood, with the cards lying on the
    /// table since kept there ([`keep_table_cards`](Self::keep_table_cards)),
    /// and the cards played after the revoke card, in order, which are back
    /// in their players' hands.
    pub(crate) fn back_to(&self, later: &BridgePlay) -> (BridgePlay, Vec<(Seat, Card)>) {
        let mut before = self.clone();
        let after = later
            .trick_cards()
            .skip(self.cards_played() + 1)
            .map(|(_, s, c)| (s, c))
            .collect();
        before.keep_table_cards(later);
        (before, after)
    }

    /// Whether a card has been played to a trick after trick `trick`
    /// (0 to 12): the historic codes take a complete trick as turned and
    /// quitted then (decision 149).
    pub(crate) fn played_after_trick(&self, trick: u8) -> bool {
        self.cards_played() > 4 * (usize::from(trick) + 1)
    }

    /// The winner of trick `trick`, once quitted.
    pub fn trick_winner(&self, trick: u8) -> Option<Seat> {
        self.tricks().get(trick as usize).map(|&(_, w)| w)
    }
}

impl BridgePlay {
    /// Reopens the trick just completed, while no card has been played to
    /// the next, so that a correction may reach its cards (duplicate Laws
    /// 45C4(b), 47E2(a)): the trick is in progress again, its winner's
    /// trick taken off. A lead prohibition that ended with the trick is not
    /// restored (decision 148). Returns `false` if there is no such trick.
    pub(crate) fn reopen_last_trick(&mut self) -> bool {
        if !self.current.is_empty() || self.played == 0 {
            return false;
        }
        let (trick, winner) = self.tricks[self.played as usize - 1];
        self.played -= 1;
        self.won[winner.side()] -= 1;
        self.in_trick = trick.cards().fold(0, |a, (_, c)| a | (1u64 << c.index()));
        self.led = trick
            .led()
            .map_or(0, |c| self.order.suit_cards(c.suit).bits());
        self.next = trick.cards().last().map_or(winner, |(s, _)| s.lho());
        self.current = trick;
        self.over = false;
        self.refresh();
        true
    }
}

/// The cards played after a card corrected (the historic codes' Law 86,
/// bridge whist law 90), listed for the correction's ruling: they go back
/// to their players' hands, `not` what the code calls a card liable to be
/// called ("not exposed", "not exposed cards"); empty when there are none.
pub(crate) fn cards_taken_back(after: &[(Seat, Card)], not: &str) -> String {
    if after.is_empty() {
        return String::new();
    }
    let list: Vec<String> = after
        .iter()
        .map(|(s, c)| format!("{}'s {c:#}", s.name()))
        .collect();
    format!(
        "; the cards played after it ({}) go back to their players' hands, {not}: each may play it again or substitute another",
        list.join(", ")
    )
}
