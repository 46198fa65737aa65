//! What the play's rectifications leave on the table between tricks:
//! penalty cards major and minor (duplicate Law 50B-D), the restriction
//! declarer puts on the next play of an offender's partner (Law 57A), a
//! card that must be played at its owner's proper turn (Laws 57C3, 57D),
//! and a lead out of turn accepted (Law 53A).

use serde::Serialize;

use super::{BridgePlay, PlayIrregularity, Trick};
use crate::card::{Card, CardSet, Suit};
use crate::seat::Seat;

/// A restriction declarer puts on the next play of the offender's partner
/// after a defender's premature lead or play (duplicate Law 57A). If he
/// cannot comply he may play any otherwise legal card (Law 59).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case", tag = "kind")]
pub enum PlayRestriction {
    /// Play the highest card he holds of the suit led (57A1).
    Highest {
        /// The offender's partner.
        seat: Seat,
    },
    /// Play the lowest card he holds of the suit led (57A2).
    Lowest {
        /// The offender's partner.
        seat: Seat,
    },
    /// Play a card of another suit declarer specified (57A3).
    Suit {
        /// The offender's partner.
        seat: Seat,
        /// The suit.
        suit: Suit,
    },
    /// Do not play a card of another suit declarer specified (57A4).
    NotSuit {
        /// The offender's partner.
        seat: Seat,
        /// The suit.
        suit: Suit,
    },
}

impl PlayRestriction {
    /// The player restricted.
    pub const fn seat(&self) -> Seat {
        match *self {
            PlayRestriction::Highest { seat }
            | PlayRestriction::Lowest { seat }
            | PlayRestriction::Suit { seat, .. }
            | PlayRestriction::NotSuit { seat, .. } => seat,
        }
    }

    /// The cards of `legal` (his legal plays to the trick, `follow` those
    /// of the suit led) the restriction leaves him; all of `legal` when he
    /// cannot comply (Law 59).
    fn allows(&self, legal: CardSet, follow: CardSet) -> CardSet {
        let chosen = match *self {
            // A card set iterates from the highest card down.
            PlayRestriction::Highest { .. } => follow.iter().next().map(single),
            PlayRestriction::Lowest { .. } => follow.iter().next_back().map(single),
            PlayRestriction::Suit { suit, .. } => {
                Some(legal.suit(suit)).filter(|s| !s.is_empty() && follow.is_empty())
            }
            PlayRestriction::NotSuit { suit, .. } => {
                let rest = CardSet::from_bits(legal.bits() & !CardSet::ALL.suit(suit).bits());
                Some(rest).filter(|s| !s.is_empty())
            }
        };
        chosen.unwrap_or(legal)
    }

    /// Words for the report: "West must play his highest heart".
    pub fn describe(&self, led: Option<Suit>) -> String {
        let led = led.map_or("card of the suit led", |s| s.name().trim_end_matches('s'));
        match *self {
            PlayRestriction::Highest { seat } => {
                format!("{} must play his highest {led}", seat.name())
            }
            PlayRestriction::Lowest { seat } => {
                format!("{} must play his lowest {led}", seat.name())
            }
            PlayRestriction::Suit { seat, suit } => {
                format!(
                    "{} must play a {} (if he cannot follow suit)",
                    seat.name(),
                    suit.name().trim_end_matches('s')
                )
            }
            PlayRestriction::NotSuit { seat, suit } => {
                format!(
                    "{} may not play a {}",
                    seat.name(),
                    suit.name().trim_end_matches('s')
                )
            }
        }
    }
}

/// The honours, ten to ace, of every suit as bits (a suit's bit is its
/// rank: duplicate Law 50B "below the rank of an honor").
const HONOURS: u64 = 0x7c00 * 0x0001_0001_0001_0001;

/// The card set of one card.
const fn single(card: Card) -> CardSet {
    CardSet::from_bits(1u64 << card.index())
}

impl BridgePlay {
    /// The legal plays of `seat` when something on the table restricts
    /// them; `legal` follows suit already.
    pub(super) fn encumbered(&self, seat: Seat, legal: CardSet) -> CardSet {
        if let Some((owner, card)) = self.due
            && owner == seat
            && legal.contains(card)
        {
            // Laws 57C3, 57D: the card shown early is played at his turn.
            return single(card);
        }
        let legal = match self.restriction {
            Some(r) if self.led == 0 && r.seat() == seat => r.allows(legal),
            _ => legal,
        };
        let legal = match self.constraint {
            Some(c) if self.led != 0 && c.seat() == seat => {
                c.allows(legal, CardSet::from_bits(legal.bits() & self.led))
            }
            _ => legal,
        };
        // Law 50D1: a major penalty card is played at the first legal
        // opportunity; following suit and a restriction come first.
        let major = CardSet::from_bits(self.penalty.bits() & !self.minor.bits());
        let owed = legal.intersection(major);
        if !owed.is_empty() {
            return owed;
        }
        // Law 50C: with a minor penalty card, no other card of its suit
        // below an honour until it is played; an honour may be played.
        let mut legal = legal;
        for card in self.minor.intersection(self.hands[seat]).iter() {
            let small = CardSet::from_bits(
                CardSet::ALL.suit(card.suit).bits() & !HONOURS & !(1u64 << card.index()),
            );
            let rest = CardSet::from_bits(legal.bits() & !small.bits());
            if !rest.is_empty() {
                legal = rest;
            }
        }
        legal
    }

    /// The legal plays of `seat` but for the duty to play a penalty card
    /// (duplicate Laws 50C, 50D1): following suit, the lead and play
    /// restrictions and a card due.
    pub fn legal_ignoring_penalty_cards(&self, seat: Seat) -> CardSet {
        let mut without = self.clone();
        without.penalty = CardSet::EMPTY;
        without.minor = CardSet::EMPTY;
        without.plain = without.is_plain();
        without.legal_plays_of(seat)
    }

    /// The card played discharges the play restriction or the card due.
    pub(super) fn played_under_obligation(&mut self, seat: Seat, card: Card) {
        if matches!(self.constraint, Some(c) if c.seat() == seat) {
            self.constraint = None;
        }
        if let Some((owner, due)) = self.due
            && (owner == seat || due == card)
        {
            // Another card played in its place: the card shown early goes
            // back to the hand.
            self.faced.remove(due);
            self.due = None;
        }
    }

    /// The minor penalty cards on the table (duplicate Law 50B).
    pub fn minor_penalty_cards(&self) -> CardSet {
        self.minor
    }

    /// Makes `card` a minor penalty card (duplicate Law 50B), unless its
    /// owner has another penalty card: then all his are major.
    pub(crate) fn add_minor_penalty_card(&mut self, card: Card) {
        self.add_penalty_cards(single(card));
        self.minor.insert(card);
        self.all_major_when_two();
    }

    /// Duplicate Law 50B: a defender with two or more penalty cards has only
    /// major penalty cards.
    pub(crate) fn all_major_when_two(&mut self) {
        for seat in Seat::ALL {
            let his = self.penalty.intersection(self.hands[seat]);
            if his.len() > 1 {
                self.minor = CardSet::from_bits(self.minor.bits() & !his.bits());
            }
        }
        self.refresh();
    }

    /// The restriction on the next play of the offender's partner (Law 57A).
    pub fn play_restriction(&self) -> Option<PlayRestriction> {
        self.constraint
    }

    pub(crate) fn set_play_restriction(&mut self, r: Option<PlayRestriction>) {
        self.constraint = r;
        self.refresh();
    }

    /// A card shown early that must be played at its owner's proper turn
    /// (duplicate Laws 57C3, 57D).
    pub fn due(&self) -> Option<(Seat, Card)> {
        self.due
    }

    pub(crate) fn set_due(&mut self, seat: Seat, card: Card) {
        self.due = Some((seat, card));
        self.refresh();
    }

    /// The card due is due no longer.
    pub(crate) fn clear_due(&mut self) {
        self.due = None;
        self.refresh();
    }

    /// Faces `card` in front of its owner, not played (a lead out of turn
    /// awaiting the ruling, a card held face up).
    pub(crate) fn face(&mut self, card: Card) {
        self.faced.insert(card);
        self.plain = false;
    }

    /// Returns a faced card to its owner's hand: it is faced no longer.
    pub(crate) fn unface(&mut self, card: Card) {
        self.faced.remove(card);
        self.plain = self.is_plain();
    }

    /// A lead out of turn accepted (duplicate Law 53A): the trick is led
    /// by `seat` with `card`, and the play goes on from his left.
    pub(crate) fn accept_lead(&mut self, seat: Seat, card: Card) {
        if !self.current.is_empty() || self.over || !self.hands[seat].contains(card) {
            return;
        }
        self.current = Trick::new(seat);
        self.next = seat;
        if matches!(self.restriction, Some(r) if r.seat() != seat) {
            // A lead restriction binds its player's lead only.
            self.restriction = None;
        }
        self.put(seat, card, Some(PlayIrregularity::LeadOutOfTurnAccepted));
    }

    /// A card played irregularly but accepted (Law 52B1), or breaking a
    /// restriction: played to the trick for `seat`, who is on turn.
    pub(crate) fn put_irregular(&mut self, seat: Seat, card: Card, what: PlayIrregularity) {
        if self.over || seat != self.next || !self.hands[seat].contains(card) {
            return;
        }
        self.put(seat, card, Some(what));
    }

    /// The next trick is led from `seat`'s hand, declarer's or dummy's
    /// (duplicate Law 43B2(a): the defenders choose the hand declarer leads
    /// from). Nothing happens once a card is led or the play is over.
    pub(crate) fn lead_from(&mut self, seat: Seat) {
        if !self.current.is_empty() || self.over {
            return;
        }
        self.current = Trick::new(seat);
        self.next = seat;
        self.refresh();
    }

    /// Takes the last card played to the trick in progress back into its
    /// owner's hand, who is on turn again (duplicate Laws 45C4(b), 47C,
    /// 47D). `None`, untouched, when the trick has no card.
    pub(crate) fn take_back_last(&mut self) -> Option<(Seat, Card)> {
        if self.over {
            return None;
        }
        let seat = self.current.cards().last()?.0;
        let card = self.current.pop()?;
        self.hands[seat].insert(card);
        self.in_trick &= !(1u64 << card.index());
        if self.current.is_empty() {
            self.led = 0;
        }
        let at = self.cards_played() as u8;
        self.irregular
            .retain(|(n, p)| !(*n == at && p.card == card && p.seat == seat));
        self.next = seat;
        self.refresh();
        Some((seat, card))
    }

    /// Declarer becomes dummy and dummy declarer (duplicate Law 54A, after a
    /// faced opening lead out of turn): the hands stay; the contract's
    /// declarer changes.
    pub(crate) fn swap_declarer(&mut self) {
        self.contract.declarer = self.contract.declarer.partner();
    }

    /// Whether declarer's side has played from both its hands to the trick
    /// in progress (duplicate Law 57C1).
    pub fn declarer_played_both(&self) -> bool {
        let declarer = self.contract.declarer;
        let seats: Vec<Seat> = self.current.cards().map(|(s, _)| s).collect();
        seats.contains(&declarer) && seats.contains(&declarer.partner())
    }

    /// Whether `seat` has played to the trick in progress.
    pub fn has_played_to_trick(&self, seat: Seat) -> bool {
        self.current.cards().any(|(s, _)| s == seat)
    }
}
