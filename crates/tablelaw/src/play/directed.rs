//! Plays directed by a penalty, and cards taken back: what the older codes
//! (auction bridge 1912, bridge whist 1907) let declarer require of an
//! adversary ("his highest or lowest card of the suit led, or to win or
//! lose the trick"), and the undoing of a card played out of turn that is
//! not left as an exposed card.

use serde::Serialize;

use super::BridgePlay;
use super::trick::CardOrder;
use crate::card::{Card, CardSet};
use crate::seat::Seat;

/// What a player may be called on to play to the trick in progress
/// (auction bridge Laws 80, 86, 92; bridge whist's laws of the same words).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum PlayDirective {
    /// His highest card of the suit led.
    Highest,
    /// His lowest card of the suit led.
    Lowest,
    /// A card that wins the trick so far, if he can.
    Win,
    /// A card that does not win the trick so far, if he can.
    Lose,
}

impl PlayDirective {
    /// In plain words, for a ruling.
    pub const fn words(self) -> &'static str {
        match self {
            PlayDirective::Highest => "his highest card of the suit led",
            PlayDirective::Lowest => "his lowest card of the suit led",
            PlayDirective::Win => "a card that wins the trick, if he can",
            PlayDirective::Lose => "a card that loses the trick, if he can",
        }
    }
}

impl BridgePlay {
    /// The cards of `legal` (the cards `seat` may play without revoking)
    /// that obey `directive` on the trick in progress; `legal` itself when
    /// he cannot obey (no card of the suit led, or no card that can win or
    /// lose): a player is never compelled to revoke.
    pub fn directed_plays(&self, legal: CardSet, directive: PlayDirective) -> CardSet {
        let Some(led) = self.current.led() else {
            return legal;
        };
        let led = self.order.effective_suit(led);
        let out = match directive {
            PlayDirective::Highest | PlayDirective::Lowest => {
                let suit = legal.intersection(self.order.suit_cards(led));
                // Highest first.
                let pick = if directive == PlayDirective::Highest {
                    suit.iter().next()
                } else {
                    suit.iter().next_back()
                };
                pick.map_or(CardSet::EMPTY, |c| [c].into_iter().collect())
            }
            PlayDirective::Win | PlayDirective::Lose => {
                let best = self
                    .current
                    .cards()
                    .map(|(_, c)| self.order.strength(c, led))
                    .max()
                    .unwrap_or(0);
                let win = directive == PlayDirective::Win;
                legal
                    .iter()
                    .filter(|&c| (self.order.strength(c, led) > best) == win)
                    .collect()
            }
        };
        if out.is_empty() { legal } else { out }
    }

    /// Takes a card played out of turn back into its owner's hand: it is
    /// not face up any more, and the record keeps it as played out of turn.
    /// Returns `false`, untouched, if the card is not face up.
    pub(crate) fn take_back(&mut self, card: Card) -> bool {
        if !self.faced.contains(card) {
            return false;
        }
        self.faced.remove(card);
        self.refresh();
        true
    }

    /// A lead out of turn let stand: `seat` becomes the leader of the
    /// empty trick in progress and `card`, face up in front of him, is
    /// played to it; the others follow from him. Returns `false`,
    /// untouched, when the trick has begun or he does not hold the card.
    pub(crate) fn lead_stands(&mut self, seat: Seat, card: Card) -> bool {
        if self.over || !self.current.is_empty() || !self.hands[seat].contains(card) {
            return false;
        }
        self.current = super::Trick::new(seat);
        self.next = seat;
        if matches!(self.restriction, Some(r) if r.seat() != seat) {
            // A restriction on another leader does not bear on this lead.
            self.restriction = None;
        }
        self.put(seat, card, None);
        true
    }
}
