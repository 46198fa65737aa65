//! The play of the hand.
//!
//! [`trick`] is the engine every trick-taking game shares; [`BridgePlay`]
//! is the play of a contract-bridge deal on it: the opening lead by
//! declarer's LHO, dummy faced after the opening lead and played by
//! declarer, following suit, the winner of each trick leading to the next,
//! thirteen tricks, and the result.
//!
//! A card played out of turn, or by the wrong hand, and a card that does not
//! follow suit when the hand could (a revoke) are events, not errors. The
//! referee rules on leads and plays out of turn and penalty cards
//! (`codes::contract_bridge::play_irregular` and its siblings `lead_out_of_turn`,
//! `premature`, `penalty_card_failure`, duplicate Laws 49-60); this
//! module keeps what their rulings leave on the table: penalty cards major
//! and minor, a lead or play restriction, a card due at its owner's turn,
//! a lead out of turn accepted. A revoke is recorded as played; the codes
//! referee it (contract bridge's Laws 61-64 in `codes::contract_bridge`,
//! the historic codes' in theirs), and [`DummyRevoke`] is the bookkeeping
//! the historic codes share for dummy's revoke (auction bridge Law 63,
//! bridge whist law 66).

mod directed;
mod dummy_revoke;
mod in_force;
mod out;
mod penalty;
mod rewind;
pub mod trick;

use serde::Serialize;
use smallvec::SmallVec;

use crate::auction::Contract;
use crate::card::{Card, CardSet, Suit, Suits};
use crate::deal::Deal;
use crate::seat::{BySeat, BySide, Seat};

pub use directed::PlayDirective;
pub use dummy_revoke::DummyRevoke;
pub(crate) use dummy_revoke::DummyRevokes;
pub(crate) use out::PlainOut;
pub use penalty::PlayRestriction;
pub(crate) use rewind::cards_taken_back;
pub use trick::{CardOrder, Trick, TrumpOrder, legal_plays};

/// What was irregular about a card played.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case", tag = "kind")]
pub enum PlayIrregularity {
    /// Played when it was another hand's turn (it stays face up; not played to the trick).
    OutOfTurn {
        /// The hand whose turn it was.
        turn: Seat,
    },
    /// Did not follow suit although the hand held a card of the suit led.
    Revoke,
    /// Broke a lead restriction in force (Law 26 or Law 50).
    BreaksLeadRestriction,
    /// Another card led or played when a penalty card was to be played
    /// (duplicate Law 52), accepted by declarer.
    PenaltyCardNotPlayed,
    /// Broke the restriction declarer chose for the offender's partner's
    /// play after a premature play (duplicate Law 57A).
    BreaksPlayRestriction,
    /// A lead out of turn accepted (duplicate Law 53A): the trick is led
    /// from this hand.
    LeadOutOfTurnAccepted,
}

/// A card played, as the record has it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct PlayedCard {
    /// The hand it came from (dummy's cards are played by declarer).
    pub seat: Seat,
    /// The card.
    pub card: Card,
    /// The trick it was played to, 0 to 12; for a card out of turn, the trick in progress.
    pub trick: u8,
    /// What was irregular about it.
    pub irregularity: Option<PlayIrregularity>,
}

/// A restriction on the next lead of one player (rubber Laws 26 and 50).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case", tag = "kind")]
pub enum LeadRestriction {
    /// He must lead the suit, if he can.
    Require {
        /// The leader.
        seat: Seat,
        /// The suit.
        suit: Suit,
    },
    /// He may not lead the suits for as long as he retains the lead: one
    /// suit, or the one or more suits of his partner's penalty cards that
    /// declarer named (duplicate Law 51B2(b)).
    Prohibit {
        /// The leader.
        seat: Seat,
        /// The suits.
        suits: Suits,
    },
}

impl LeadRestriction {
    /// The player restricted.
    pub const fn seat(&self) -> Seat {
        match *self {
            LeadRestriction::Require { seat, .. } | LeadRestriction::Prohibit { seat, .. } => seat,
        }
    }

    /// The cards of `hand` the restriction allows him to lead.
    pub fn allows(&self, hand: CardSet) -> CardSet {
        match *self {
            LeadRestriction::Require { suit, .. } => {
                let s = hand.suit(suit);
                if s.is_empty() { hand } else { s }
            }
            LeadRestriction::Prohibit { suits, .. } => {
                let mut rest = hand;
                for suit in suits.iter() {
                    rest = rest.difference(CardSet::ALL.suit(suit));
                }
                if rest.is_empty() { hand } else { rest }
            }
        }
    }
}

/// The play of a contract-bridge deal.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BridgePlay {
    contract: Contract,
    order: TrumpOrder,
    /// The trump suit's cards as bits (0 at notrump).
    trumps: u64,
    hands: BySeat<CardSet>,
    faced: CardSet,
    current: Trick,
    /// The cards of the trick in progress, as bits.
    in_trick: u64,
    /// The tricks completed, with their winners: the first `played` of
    /// them (inline, so a deal's play allocates nothing).
    tricks: [(Trick, Seat); 13],
    played: u8,
    won: BySide<u8>,
    /// The irregular plays only, each with the number of cards played to
    /// tricks before it: the regular record follows from the tricks.
    irregular: SmallVec<[(u8, PlayedCard); 4]>,
    restriction: Option<LeadRestriction>,
    /// Defenders' penalty cards face up on the table (rubber Law 50).
    penalty: CardSet,
    /// The minor penalty cards among them (duplicate Law 50B).
    minor: CardSet,
    /// A restriction on the next play of one player (duplicate Law 57A).
    constraint: Option<PlayRestriction>,
    /// A card that must be played at its owner's proper turn (duplicate
    /// Laws 57C3, 57D).
    due: Option<(Seat, Card)>,
    /// The legal plays of the hand on turn, kept up to date by every change.
    legal: CardSet,
    /// The hand to play next (meaningless once the play is over).
    next: Seat,
    /// The cards of the suit led to the trick in progress, as bits (0
    /// before the lead).
    led: u64,
    /// Whether the thirteen tricks have been played.
    over: bool,
    /// Nothing encumbers the play: no lead or play restriction, no penalty
    /// card, no card faced or due. Kept by `refresh` (and where a card is
    /// faced), so that a regular card checks one flag, not five fields.
    plain: bool,
}

impl BridgePlay {
    /// The play of `contract` from `deal`: declarer's LHO leads (rubber Law 41).
    pub fn new(contract: Contract, deal: &Deal) -> BridgePlay {
        let trump = contract.bid.denomination.suit();
        let mut play = BridgePlay {
            contract,
            order: TrumpOrder { trump },
            trumps: trump.map_or(0, |t| CardSet::ALL.suit(t).bits()),
            hands: BySeat(Seat::ALL.map(|s| deal.hand(s))),
            faced: CardSet::EMPTY,
            current: Trick::new(contract.opening_leader()),
            in_trick: 0,
            tricks: [(Trick::default(), Seat::North); 13],
            played: 0,
            won: BySide([0, 0]),
            irregular: SmallVec::new(),
            restriction: None,
            penalty: CardSet::EMPTY,
            minor: CardSet::EMPTY,
            constraint: None,
            due: None,
            legal: CardSet::EMPTY,
            next: contract.opening_leader(),
            led: 0,
            over: false,
            plain: true,
        };
        play.refresh();
        play
    }

    /// Recomputes whether the play is plain and the legal plays of the
    /// hand on turn.
    #[inline]
    fn refresh(&mut self) {
        self.plain = self.is_plain();
        self.refresh_legal();
    }

    /// Recomputes the legal plays of the hand on turn, nothing else.
    #[inline]
    fn refresh_legal(&mut self) {
        self.legal = if self.over {
            CardSet::EMPTY
        } else {
            self.legal_plays_of(self.next)
        };
    }

    /// Whether nothing encumbers the play (the `plain` flag's meaning).
    fn is_plain(&self) -> bool {
        self.restriction.is_none()
            && self.penalty.is_empty()
            && self.faced.is_empty()
            && self.constraint.is_none()
            && self.due.is_none()
    }

    /// The contract played.
    pub fn contract(&self) -> &Contract {
        &self.contract
    }

    /// The trump suit, `None` at notrump.
    pub fn trump(&self) -> Option<Suit> {
        self.order.trump
    }

    /// The cards a hand still holds.
    pub fn hand(&self, seat: Seat) -> CardSet {
        self.hands[seat]
    }

    /// Whether dummy is face up: from the opening lead on (rubber Law 41).
    pub fn dummy_faced(&self) -> bool {
        self.played > 0 || !self.current.is_empty()
    }

    /// The number of cards played to tricks so far.
    pub fn cards_played(&self) -> usize {
        self.played as usize * 4 + self.current.len()
    }

    /// Cards face up in front of their owners (played out of turn).
    pub fn faced(&self) -> CardSet {
        self.faced
    }

    /// The trick in progress.
    pub fn current(&self) -> &Trick {
        &self.current
    }

    /// The tricks completed, with their winners.
    pub fn tricks(&self) -> &[(Trick, Seat)] {
        &self.tricks[..self.played as usize]
    }

    /// Every card played, in order, regular or not.
    pub fn record(&self) -> Vec<PlayedCard> {
        let mut out = Vec::with_capacity(52 + self.irregular.len());
        let mut n = 0u8;
        let tricks = self
            .tricks()
            .iter()
            .map(|(t, _)| t)
            .chain(core::iter::once(&self.current));
        for (i, t) in tricks.enumerate() {
            for (seat, card) in t.cards() {
                for (_, p) in self.irregular.iter().filter(|(at, p)| {
                    *at == n && matches!(p.irregularity, Some(PlayIrregularity::OutOfTurn { .. }))
                }) {
                    out.push(*p);
                }
                let irregularity = self
                    .irregular
                    .iter()
                    .find(|(at, p)| {
                        *at == n
                            && p.card == card
                            && !matches!(p.irregularity, Some(PlayIrregularity::OutOfTurn { .. }))
                    })
                    .and_then(|(_, p)| p.irregularity);
                out.push(PlayedCard {
                    seat,
                    card,
                    trick: i as u8,
                    irregularity,
                });
                n += 1;
            }
        }
        for (_, p) in self.irregular.iter().filter(|(at, p)| {
            *at == n && matches!(p.irregularity, Some(PlayIrregularity::OutOfTurn { .. }))
        }) {
            out.push(*p);
        }
        out
    }

    /// The tricks won by each side.
    pub fn won(&self) -> BySide<u8> {
        self.won
    }

    /// Tricks won by declarer's side.
    pub fn declarer_tricks(&self) -> u8 {
        self.won[self.contract.declarer.side()]
    }

    /// Whether all thirteen tricks have been played.
    pub fn is_over(&self) -> bool {
        self.over
    }

    /// The hand to play next; `None` once the play is over.
    pub fn turn(&self) -> Option<Seat> {
        if self.over { None } else { Some(self.next) }
    }

    /// Who plays the next card: declarer plays dummy's cards (rubber Law 45).
    pub fn player(&self) -> Option<Seat> {
        self.turn().map(|s| {
            if s == self.contract.dummy() {
                self.contract.declarer
            } else {
                s
            }
        })
    }

    /// The lead restriction in force, if any.
    pub fn restriction(&self) -> Option<LeadRestriction> {
        self.restriction
    }

    pub(crate) fn set_restriction(&mut self, r: Option<LeadRestriction>) {
        self.restriction = r;
        self.refresh();
    }

    /// The penalty cards face up on the table, of both defenders (Law 50).
    pub fn penalty_cards(&self) -> CardSet {
        self.penalty
    }

    /// Makes cards still in their owners' hands penalty cards.
    pub(crate) fn add_penalty_cards(&mut self, cards: CardSet) {
        let held = Seat::ALL
            .iter()
            .fold(CardSet::EMPTY, |a, &s| a.union(self.hands[s]));
        self.penalty = self.penalty.union(cards.intersection(held));
        self.refresh();
    }

    /// Picks penalty cards up: they are penalty cards no longer (Law 50).
    pub(crate) fn pick_up(&mut self, cards: CardSet) {
        self.penalty = CardSet::from_bits(self.penalty.bits() & !cards.bits());
        self.minor = CardSet::from_bits(self.minor.bits() & !cards.bits());
        self.refresh();
    }

    /// The cards the hand on turn may play without irregularity: following
    /// suit, and any lead restriction in force.
    #[inline]
    pub fn legal_plays(&self) -> CardSet {
        self.legal
    }

    #[inline]
    fn legal_plays_of(&self, seat: Seat) -> CardSet {
        let hand = self.hands[seat];
        // Following suit (rubber Law 44): the cards of the suit led if he
        // holds any, else any card; before the lead `led` is empty.
        let follow = hand.bits() & self.led;
        let legal = if follow == 0 {
            hand
        } else {
            CardSet::from_bits(follow)
        };
        debug_assert!(!self.plain || self.is_plain(), "the plain flag is stale");
        if self.plain {
            return legal;
        }
        if self.restriction.is_none()
            && self.penalty.is_empty()
            && self.constraint.is_none()
            && self.due.is_none()
        {
            return legal;
        }
        self.encumbered(seat, legal)
    }

    /// Plays `card` from `seat`'s hand. The caller has checked that the hand
    /// holds it. Returns what was irregular about it.
    pub fn play(&mut self, seat: Seat, card: Card) -> Option<PlayIrregularity> {
        let turn = self.turn()?;
        if seat != turn {
            self.faced.insert(card);
            self.plain = false;
            let irregularity = Some(PlayIrregularity::OutOfTurn { turn });
            let at = self.cards_played() as u8;
            self.irregular.push((
                at,
                PlayedCard {
                    seat,
                    card,
                    trick: self.played,
                    irregularity,
                },
            ));
            return irregularity;
        }
        let irregularity = if !self.legal_plays().contains(card) {
            let follows = legal_plays(&self.order, self.hands[seat], &self.current).contains(card);
            let constrained =
                matches!(self.constraint, Some(c) if c.seat() == seat) && self.led != 0;
            Some(if !follows {
                PlayIrregularity::Revoke
            } else if constrained {
                PlayIrregularity::BreaksPlayRestriction
            } else {
                PlayIrregularity::BreaksLeadRestriction
            })
        } else {
            None
        };
        self.put(seat, card, irregularity);
        irregularity
    }

    /// The regular path: plays a legal card for the hand on turn.
    #[inline]
    pub fn play_legal(&mut self, card: Card) -> bool {
        let seat = self.next;
        if !self.legal.contains(card) {
            return false;
        }
        self.put(seat, card, None);
        true
    }

    /// The regular path for a hand: plays `card` if `seat` is the hand on
    /// turn and the card is legal; otherwise changes nothing and returns
    /// `false`.
    #[inline]
    pub fn play_from(&mut self, seat: Seat, card: Card) -> bool {
        // Once the play is over no card is legal.
        seat == self.next && self.play_legal(card)
    }

    #[inline(always)]
    fn put(&mut self, seat: Seat, card: Card, irregularity: Option<PlayIrregularity>) {
        let bit = 1u64 << card.index();
        self.hands[seat] = CardSet::from_bits(self.hands[seat].bits() & !bit);
        debug_assert!(!self.plain || self.is_plain(), "the plain flag is stale");
        let plain = self.plain;
        if !plain {
            self.faced.remove(card);
            self.penalty.remove(card);
            self.minor.remove(card);
            if self.constraint.is_some() || self.due.is_some() {
                self.played_under_obligation(seat, card);
            }
        }
        if irregularity.is_some() {
            let at = self.cards_played() as u8;
            let trick = self.played;
            self.irregular.push((
                at,
                PlayedCard {
                    seat,
                    card,
                    trick,
                    irregularity,
                },
            ));
        }
        if self.current.is_empty() {
            self.led = self.order.suit_cards(card.suit).bits();
            if !plain && matches!(self.restriction, Some(LeadRestriction::Require { .. })) {
                // A requirement is spent by the lead.
                self.restriction = None;
            }
        }
        self.in_trick |= bit;
        self.current.push(card);
        if self.current.len() == 4 {
            self.quit_trick();
        } else {
            self.next = seat.lho();
        }
        if plain {
            // Nothing was faced, restricted or due, and nothing is now.
            self.refresh_legal();
        } else {
            self.refresh();
        }
    }

    /// The fourth card is played: the trick is won (rubber Law 44: by the
    /// highest trump in it, else by the highest card of the suit led) and
    /// its winner leads to the next.
    #[inline(always)]
    fn quit_trick(&mut self) {
        let winner = self.quit(self.current, self.in_trick, self.led);
        self.current = Trick::new(winner);
        self.in_trick = 0;
        self.led = 0;
        self.next = winner;
        // A prohibition lasts while its player retains the lead.
        if !self.plain && matches!(self.restriction, Some(r) if r.seat() != winner) {
            self.restriction = None;
        }
    }

    /// Quits `trick`, its four cards `in_trick` as bits and the suit led
    /// `led`: records it with its winner (rubber Law 44: the highest trump
    /// in it, else the highest card of the suit led), counts it to the
    /// winner's side, and returns the winner.
    #[inline(always)]
    fn quit(&mut self, trick: Trick, in_trick: u64, led: u64) -> Seat {
        // Within a suit the bits rise with the rank: the highest bit wins.
        let trumps = in_trick & self.trumps;
        let pool = if trumps != 0 { trumps } else { in_trick & led };
        let winner = trick.seat_of_bit(63 - pool.leading_zeros());
        self.won[winner.side()] += 1;
        self.tricks[self.played as usize] = (trick, winner);
        self.played += 1;
        self.over = self.played == 13;
        winner
    }

    /// Whether `seat` is about to lead: the trick is empty and it is his turn.
    pub fn on_lead(&self, seat: Seat) -> bool {
        self.current.is_empty() && self.turn() == Some(seat)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::auction::Auction;

    const DEAL: &str = "N:KT8.A96.A95.7542 Q5.KJ52.KQ874.T8 AJ92.874.JT6.AQ3 7643.QT3.32.KJ96";

    fn play_of(calls: &str) -> BridgePlay {
        let mut a = Auction::new(Seat::South);
        for c in calls.split_whitespace() {
            a.try_call(c.parse().unwrap()).unwrap();
        }
        BridgePlay::new(a.contract().unwrap(), &DEAL.parse().unwrap())
    }

    #[test]
    fn opening_lead_by_declarers_lho_then_the_winner_leads() {
        let mut p = play_of("1C P 1NT P P P");
        assert_eq!(p.contract().declarer, Seat::North);
        assert_eq!(p.turn(), Some(Seat::East));
        assert!(!p.dummy_faced());
        for c in ["D4", "DJ", "D3", "D5"] {
            let s = p.turn().unwrap();
            assert_eq!(p.play(s, c.parse().unwrap()), None);
        }
        assert!(p.dummy_faced());
        assert_eq!(p.tricks()[0].1, Seat::South, "DJ wins");
        assert_eq!(p.turn(), Some(Seat::South));
        assert_eq!(
            p.player(),
            Some(Seat::North),
            "declarer plays dummy's cards"
        );
    }

    #[test]
    fn thirteen_tricks_and_the_result() {
        let mut p = play_of("1C P 1NT P P P");
        while let Some(card) = p.legal_plays().iter().next() {
            assert!(p.play_legal(card));
        }
        assert!(p.is_over());
        assert_eq!(p.won().0.iter().sum::<u8>(), 13);
        assert_eq!(p.record().len(), 52);
    }

    #[test]
    fn the_winner_by_bits_is_the_trick_engines_winner() {
        let mut x = 0x9E37_79B9_7F4A_7C15u64;
        for calls in [
            "1C P 1NT P P P",
            "1S P P P",
            "1H P P P",
            "1D P P P",
            "2C P P P",
        ] {
            for _ in 0..50 {
                let mut p = play_of(calls);
                while !p.is_over() {
                    x ^= x << 13;
                    x ^= x >> 7;
                    x ^= x << 17;
                    let legal: Vec<Card> = p.legal_plays().iter().collect();
                    assert!(p.play_legal(legal[(x % legal.len() as u64) as usize]));
                }
                for (trick, winner) in p.tricks() {
                    assert_eq!(trick.winner(&p.order), Some(*winner), "{calls}: {trick:?}");
                }
                assert_eq!(p.won().0.iter().sum::<u8>(), 13);
            }
        }
    }

    #[test]
    fn out_of_turn_and_revoke_are_recorded_not_refused() {
        let mut p = play_of("1C P 1NT P P P");
        assert_eq!(
            p.play(Seat::West, "S7".parse().unwrap()),
            Some(PlayIrregularity::OutOfTurn { turn: Seat::East })
        );
        assert!(p.faced().contains("S7".parse().unwrap()));
        assert_eq!(p.turn(), Some(Seat::East));
        p.play(Seat::East, "D4".parse().unwrap());
        // South holds diamonds: a heart is a revoke, and it stands as played.
        assert_eq!(
            p.play(Seat::South, "H8".parse().unwrap()),
            Some(PlayIrregularity::Revoke)
        );
        assert_eq!(p.current().len(), 2);
    }
}
