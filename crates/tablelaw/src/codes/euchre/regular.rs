//! The regular course of a deal by a plain path: while a deal has no ruling
//! and nothing pending, a regular act (a making act, a declaration to play
//! alone or defend alone, the discard, a card) is drawn from what is legal
//! and applied at once, with no event built first, no list of events, no
//! check made twice; the deal's score is written without the formatting
//! machinery. Random play uses it ([`Euchre::regular_step`]); anything off
//! the regular course takes the full path ([`Euchre::apply`]), which rules.
//!
//! The draw is the one [`Euchre::legal_events`] offers: a number below the
//! count of the legal events, the event of that index in that list's order.
//! The state reached is the one the full path reaches by the same event
//! (tested in `random::euchre`).

use crate::card::{Card, CardSet, Suit};
use crate::law::Citation;
use crate::play::CardOrder;
use crate::seat::{Seat, Side};

use super::hand::{Act, Discard, Hand, MadeBy, Position, Stage, law};
use super::order::EuchreOrder;
use super::score::ScoreEntry;
use super::{DealEnd, DealRecord, Euchre, EuchreDeal, EuchreEvent};

/// The `k`-th highest card of `set` (the order of [`CardSet::iter`]), `n`
/// being its number of cards. A euchre hand holds at most six cards: the
/// set is taken with none to four of its lowest cards cleared, all five
/// made and the one wanted chosen by its place, with no branch on the
/// random `k`.
#[inline(always)]
fn nth_highest(set: CardSet, n: usize, k: usize) -> Option<Card> {
    if k >= n {
        return None;
    }
    // The `j`-th lowest.
    let j = n - 1 - k;
    if j > 4 {
        return set.nth_lowest(j);
    }
    let b0 = set.bits();
    let b1 = b0 & b0.wrapping_sub(1);
    let b2 = b1 & b1.wrapping_sub(1);
    let b3 = b2 & b2.wrapping_sub(1);
    let b4 = b3 & b3.wrapping_sub(1);
    let bits = [b0, b1, b2, b3, b4][j];
    Some(crate::card::card_of_bit(bits.trailing_zeros()))
}

impl Euchre {
    /// A deal in turn, by the plain path: a possible deal when none is in
    /// progress and the rubber goes on; false, with nothing changed,
    /// otherwise (the full path then says why).
    #[inline]
    pub(crate) fn regular_deal(&mut self, deal: &EuchreDeal) -> bool {
        if self.score.over || self.hand.is_some() || !deal.is_usual(self.options.pack) {
            return false;
        }
        let number = self.next_number();
        self.hand = Some(Box::new(Hand::new(
            number,
            self.dealer,
            *deal,
            self.options,
        )));
        true
    }

    /// While the deal in progress is regular (no ruling, nothing pending):
    /// one regular act, the `pick(n)`-th of the `n` legal events in the
    /// order of [`Euchre::legal_events`], applied; the deal scored when it
    /// ends. `None`, with nothing drawn and nothing changed, when the deal
    /// is not regular or no regular act is due.
    #[inline]
    pub(crate) fn regular_step(
        &mut self,
        pick: impl FnOnce(usize) -> usize,
    ) -> Option<EuchreEvent> {
        if self.score.over {
            return None;
        }
        let h = self.hand.as_mut()?;
        if !h.rulings.is_empty() || h.pending.is_some() {
            return None;
        }
        let event = match h.stage {
            Stage::Making => h.regular_making(pick)?,
            Stage::Play => h.regular_play_step(pick)?,
            Stage::PassedOut | Stage::PlayedOut => return None,
        };
        if h.is_over() {
            self.finish_regular();
        }
        Some(event)
    }

    /// While the deal in progress is regular, its acts to its end: one at a
    /// time ([`Euchre::regular_step`]) until the lead is made, then the
    /// rest of the cards in a loop of their own
    /// ([`Hand::regular_play_out`]); each event pushed onto `log` unless
    /// the rubber's log is derived (every event so far regular), the deal
    /// scored when it ends. False, with nothing drawn, changed or pushed,
    /// when the deal is not regular or no act is due; true when some acts
    /// were applied (the deal may then be over, or off the regular course).
    #[inline]
    pub(crate) fn regular_run(
        &mut self,
        pick: &mut impl FnMut(usize) -> usize,
        log: &mut Vec<EuchreEvent>,
    ) -> bool {
        let keep = !self.regular;
        let mut done = false;
        loop {
            let playing = !self.score.over
                && self.hand.as_ref().is_some_and(|h| {
                    h.stage == Stage::Play
                        && h.rulings.is_empty()
                        && h.pending.is_none()
                        && h.discard != Discard::Due
                        && h.lead_made()
                });
            if !playing {
                match self.regular_step(&mut *pick) {
                    Some(event) => {
                        if keep {
                            log.push(event);
                        }
                        done = true;
                        continue;
                    }
                    None => return done,
                }
            }
            let Some(h) = self.hand.as_mut() else {
                return done;
            };
            if !h.regular_play_out(pick, keep.then_some(log)) {
                return done;
            }
            if h.is_over() {
                self.finish_regular();
            }
            return true;
        }
    }

    /// [`Euchre::finish`] for the deal in progress, over with no ruling, no
    /// revoke and no forfeit: its one score entry, if any, written
    /// directly; the hand moved once, into its record.
    fn finish_regular(&mut self) {
        let options = self.options;
        let Some(hand) = self.hand.as_ref() else {
            return;
        };
        let (number, dealer) = (hand.number, hand.dealer);
        let end = if hand.stage == Stage::PassedOut {
            DealEnd::PassedOut
        } else {
            DealEnd::PlayedOut
        };
        let mut score = smallvec::SmallVec::new();
        if let Some(entry) = regular_points(hand, options.lone_march, options.lone_euchred) {
            self.score.add(&entry, options.game);
            score.push(entry);
        }
        self.deals.push(DealRecord {
            number,
            dealer,
            end,
            hand: self.hand.take(),
            rulings: Vec::new(),
            score,
        });
        // Law 28: the deal goes to the left (Law 77 after all pass twice).
        self.dealer = self.dealer.lho();
    }
}

/// The score of a regular deal played out (no revoke, no forfeit, the lone
/// hand's partner exposing nothing): what [`deal_points`](super::deal_points)
/// gives, its reason one of the constant texts that it writes. `None` when
/// passed out.
fn regular_points(hand: &Hand, lone_march: u8, lone_euchred: u8) -> Option<ScoreEntry> {
    if hand.stage != Stage::PlayedOut {
        return None;
    }
    let makers = hand.maker?.side();
    let lone = hand.lone.is_some();
    let tricks = hand.won[makers];
    let (side, points, cite, reason): (Side, u8, Citation, &'static str) = if tricks >= 3 {
        let four = tricks == 4;
        let (points, cite, reason) = match (tricks, lone) {
            (5, true) => (lone_march, law(3, ""), "a lone hand's march: 5 tricks"),
            (5, false) => (2, law(2, ""), "a march: 5 tricks"),
            (_, true) => (
                1,
                law(3, ""),
                if four {
                    "three or four tricks alone: 4 tricks"
                } else {
                    "three or four tricks alone: 3 tricks"
                },
            ),
            (_, false) => (
                1,
                law(2, ""),
                if four {
                    "three or four tricks: 4 tricks"
                } else {
                    "three or four tricks: 3 tricks"
                },
            ),
        };
        (makers, points, cite, reason)
    } else {
        let took = usize::from(tricks.min(2));
        let (points, cite, reasons) = if hand.defender_alone.is_some() {
            (4, law(3, ""), EUCHRED_BY_LONE_DEFENDER)
        } else if lone {
            (lone_euchred, law(3, ""), EUCHRED_LONE_HAND)
        } else {
            (2, law(2, ""), EUCHRED)
        };
        (makers.opponents(), points, cite, reasons[took])
    };
    Some(ScoreEntry {
        side,
        points: i8::try_from(points).unwrap_or(i8::MAX),
        law: cite,
        reason: std::borrow::Cow::Borrowed(reason),
    })
}

/// The reasons of a euchre by a lone defender, the makers having taken 0,
/// 1 or 2 tricks (as [`deal_points`](super::deal_points) writes them).
const EUCHRED_BY_LONE_DEFENDER: [&str; 3] = [
    "euchre by a lone defender (defending alone): the makers took 0",
    "euchre by a lone defender (defending alone): the makers took 1",
    "euchre by a lone defender (defending alone): the makers took 2",
];
/// The reasons of a euchre of a lone hand.
const EUCHRED_LONE_HAND: [&str; 3] = [
    "euchre of a lone hand: the makers took 0",
    "euchre of a lone hand: the makers took 1",
    "euchre of a lone hand: the makers took 2",
];
/// The reasons of a euchre.
const EUCHRED: [&str; 3] = [
    "euchre: the makers took 0",
    "euchre: the makers took 1",
    "euchre: the makers took 2",
];

impl Hand {
    /// Makes the trump (as the making's `make`).
    #[inline]
    fn regular_make(&mut self, seat: Seat, suit: Suit, how: MadeBy, alone: bool) {
        self.trump = Some(suit);
        self.maker = Some(seat);
        self.made_by = Some(how);
        if alone {
            self.lone = Some(seat);
        }
        if how != MadeBy::Named {
            // Law 86: the dealer takes the trump card and must discard.
            self.hands[self.dealer].insert(self.deal.turned);
            self.discard = Discard::Due;
        }
        self.stage = Stage::Play;
    }

    /// A regular act of the making, by the player whose turn it is: a pass,
    /// accepting the card turned, alone or not, in the first round; a pass
    /// (unless the dealer is stuck), naming a suit, alone or not, in the
    /// second (Laws 74-78).
    #[inline]
    fn regular_making(&mut self, pick: impl FnOnce(usize) -> usize) -> Option<EuchreEvent> {
        let seat = self.turn;
        if self.bound[seat].is_some() {
            return None;
        }
        let turned = self.deal.turned.suit;
        let mut k = if self.round == 1 {
            pick(3)
        } else {
            let stuck = seat == self.dealer && self.options.stick_the_dealer;
            let k = pick(6 + usize::from(!stuck));
            if stuck { k + 1 } else { k }
        };
        if k == 0 {
            // A pass in turn (Laws 74-77).
            self.passed[usize::from(self.round - 1)][seat] = true;
            self.record(seat, Act::Pass, true, None);
            if self.turn != self.dealer {
                self.turn = self.turn.lho();
            } else if self.round == 1 {
                // Law 77: all four have passed; the trump is turned down.
                self.round = 2;
                self.turn = self.dealer.lho();
            } else {
                // Law 77: all pass again; the deal is at an end.
                self.stage = Stage::PassedOut;
            }
            return Some(EuchreEvent::pass(seat));
        }
        k -= 1;
        if self.round == 1 {
            // Accepting the card turned, at his place's word (Laws 74-76),
            // or alone at its suit.
            let how = match Position::of(seat, self.dealer) {
                Position::EldestHand | Position::ThirdHand => MadeBy::OrderedUp,
                Position::SecondHand => MadeBy::Assisted,
                Position::Dealer => MadeBy::TakenUp,
            };
            let alone = k == 1;
            let (act, event) = match (alone, how) {
                (true, _) => (
                    Act::PlayAlone(None),
                    EuchreEvent::PlayAlone { seat, suit: None },
                ),
                (false, MadeBy::Assisted) => (Act::Assist, EuchreEvent::Assist { seat }),
                (false, MadeBy::TakenUp) => (Act::TakeUp, EuchreEvent::TakeUp { seat }),
                (false, _) => (Act::OrderUp, EuchreEvent::OrderUp { seat }),
            };
            self.record(seat, act, true, None);
            self.regular_make(seat, turned, how, alone);
            return Some(event);
        }
        // The k/2-th suit other than the one turned down; alone when odd.
        let mut suits = Suit::ALL.into_iter().filter(|&s| s != turned);
        let suit = suits.nth(k / 2)?;
        let alone = k % 2 == 1;
        let (act, event) = if alone {
            (
                Act::PlayAlone(Some(suit)),
                EuchreEvent::PlayAlone {
                    seat,
                    suit: Some(suit),
                },
            )
        } else {
            (Act::Name(suit), EuchreEvent::Name { seat, suit })
        };
        self.record(seat, act, true, None);
        self.regular_make(seat, suit, MadeBy::Named, alone);
        Some(event)
    }

    /// Who plays next to the regular trick in progress, and the cards he
    /// may play.
    #[inline]
    fn regular_turn(&self, order: EuchreOrder) -> (Seat, CardSet) {
        let (seat, led) = match &self.current {
            None => (self.first_leader(), None),
            Some(t) => match t.plays().last() {
                None => (t.leader, None),
                Some((last, _)) => (self.next_active(last), t.led()),
            },
        };
        let hand = self.hands[seat];
        let legal = match led {
            None => hand,
            Some(led) => {
                let follow = hand.intersection(order.suit_cards(order.effective_suit(led)));
                if follow.is_empty() { hand } else { follow }
            }
        };
        (seat, legal)
    }

    /// A regular act once the trump is made: before the lead, defending
    /// alone, taking it from the maker, the discard, or the lead; then the
    /// cards, each following suit when it can.
    #[inline]
    fn regular_play_step(&mut self, pick: impl FnOnce(usize) -> usize) -> Option<EuchreEvent> {
        let order = EuchreOrder { trump: self.trump? };
        if self.lead_made() {
            if self.discard == Discard::Due {
                return None;
            }
            let (seat, legal) = self.regular_turn(order);
            if legal.is_empty() {
                return None;
            }
            let n = legal.len();
            let card = nth_highest(legal, n, pick(n))?;
            self.regular_card(order, seat, card);
            return Some(EuchreEvent::Play { seat, card });
        }
        // Before the lead: the acts in the order `legal_events` lists them.
        let defend = match self.lone {
            Some(lone) if self.options.defending_alone && self.defender_alone.is_none() => {
                Some(lone)
            }
            _ => None,
        };
        let take = self.maker.map(Seat::partner).filter(|&partner| {
            self.lone != Some(partner)
                && !self.passed[usize::from(self.round - 1)][partner]
                && self.bound[partner].is_none()
                && !(partner == self.dealer && matches!(self.discard, Discard::Done(_)))
        });
        let dealer = self.dealer;
        let (seat, cards) = if self.discard == Discard::Due {
            let mut cards = self.hands[dealer];
            cards.remove(self.deal.turned);
            (dealer, cards)
        } else {
            self.regular_turn(order)
        };
        let n_defend = if defend.is_some() { 2 } else { 0 };
        let n_take = usize::from(take.is_some());
        let n = n_defend + n_take + cards.len();
        if n == 0 {
            return None;
        }
        let mut k = pick(n);
        if let Some(lone) = defend {
            if k < 2 {
                let seat = if k == 0 { lone.lho() } else { lone.rho() };
                self.record(seat, Act::DefendAlone, true, None);
                self.defender_alone = Some(seat);
                return Some(EuchreEvent::DefendAlone { seat });
            }
            k -= 2;
        }
        if let Some(partner) = take {
            if k == 0 {
                self.record(partner, Act::TakeItFrom, true, None);
                self.lone = Some(partner);
                return Some(EuchreEvent::TakeItFrom { seat: partner });
            }
            k -= 1;
        }
        let card = nth_highest(cards, cards.len(), k)?;
        if self.discard == Discard::Due {
            // Law 86: placed under the pack and quitted.
            self.hands[dealer].remove(card);
            self.discard = Discard::Done(card);
            self.discard_at = self.making.len() as u8;
            return Some(EuchreEvent::Discard { card });
        }
        self.regular_card(order, seat, card);
        Some(EuchreEvent::Play { seat, card })
    }

    /// Once the lead is made in a regular deal (no ruling, nothing
    /// pending, the discard made): the rest of the cards, each drawn as
    /// [`Euchre::legal_events`] lists the plays (the `pick(n)`-th highest of
    /// the `n` legal cards) and pushed onto `log` if given, in a loop over the hands
    /// as bits; the state then written as the cards one at a time would
    /// leave it. False, with nothing changed, if no trick is in progress.
    fn regular_play_out(
        &mut self,
        pick: &mut impl FnMut(usize) -> usize,
        mut log: Option<&mut Vec<EuchreEvent>>,
    ) -> bool {
        let (Some(trump), Some(mut trick)) = (self.trump, self.current) else {
            return false;
        };
        let order = EuchreOrder { trump };
        // The next player in the play after each seat (a lone hand's
        // partner, or a lone defender's, sits out).
        let mut out = 0u8;
        for seat in [self.lone, self.defender_alone].into_iter().flatten() {
            out |= 1 << seat.partner().index();
        }
        let next = if out == 0 {
            Seat::ALL.map(Seat::lho)
        } else {
            Seat::ALL.map(|s| {
                let mut n = s.lho();
                while out & (1 << n.index()) != 0 && n != s {
                    n = n.lho();
                }
                n
            })
        };
        let active =
            4 - usize::from(self.lone.is_some()) - usize::from(self.defender_alone.is_some());
        let mut hands = self.hands.0.map(CardSet::bits);
        // Each suit's cards, and the suit a card follows (the left bower's
        // is the trump): the suit led found without a branch.
        let suit_cards = Suit::ALL.map(|s| order.suit_cards(s).bits());
        let left_bower = order.left_bower().index();
        let follows = |bit: u32| {
            if bit == u32::from(left_bower) {
                trump as usize
            } else {
                (bit / 16) as usize
            }
        };
        let mut count = trick.len();
        // The last to play, the cards of the suit led, and the card winning
        // so far with its strength.
        let (mut last, mut led) = (trick.leader, 0);
        let (mut winner, mut best) = (trick.leader, 0u16);
        if let Some((s, c)) = trick.plays().last() {
            last = s;
            led = suit_cards[follows(u32::from(trick.led().unwrap_or(c).index()))];
            (winner, best) = trick.best(&order).unwrap_or((trick.leader, 0));
        }
        loop {
            let seat = if count == 0 {
                trick.leader
            } else {
                next[last.index()]
            };
            let hand = hands[seat.index()];
            let follow = hand & led;
            let legal = CardSet::from_bits(if follow == 0 { hand } else { follow });
            let n = legal.len();
            if n == 0 {
                // Nothing drawn from an empty hand.
                break;
            }
            let Some(card) = nth_highest(legal, n, pick(n)) else {
                break;
            };
            let bit = u32::from(card.index());
            hands[seat.index()] &= !(1u64 << bit);
            if count == 0 {
                led = suit_cards[follows(bit)];
            }
            trick.set_play(count, seat, card);
            if let Some(log) = log.as_deref_mut() {
                log.push(EuchreEvent::Play { seat, card });
            }
            // The strongest card wins (the first played of two alike,
            // which no two cards of one trick are).
            let strength = order.strength_at(bit, led);
            let stronger = strength > best || count == 0;
            winner = if stronger { seat } else { winner };
            best = if stronger { strength } else { best };
            count += 1;
            last = seat;
            if count < active {
                continue;
            }
            trick.winner = Some(winner);
            self.won[winner.side()] += 1;
            self.tricks.push(trick);
            if self.tricks.len() >= 5 {
                break;
            }
            trick = super::EuchreTrick::new(winner);
            count = 0;
            led = 0;
        }
        self.hands = crate::seat::BySeat(hands.map(CardSet::from_bits));
        if self.tricks.len() >= 5 {
            self.current = None;
            self.stage = Stage::PlayedOut;
        } else {
            self.current = Some(trick);
        }
        true
    }

    /// A card played in turn, a legal one; the trick turned and quitted
    /// once every player in the play has played to it.
    #[inline]
    fn regular_card(&mut self, order: EuchreOrder, seat: Seat, card: Card) {
        self.hands[seat].remove(card);
        let mut trick = self.current.unwrap_or(super::EuchreTrick::new(seat));
        trick.push(seat, card);
        let active =
            4 - usize::from(self.lone.is_some()) - usize::from(self.defender_alone.is_some());
        if trick.len() < active {
            self.current = Some(trick);
            return;
        }
        let winner = trick.best(&order).map_or(trick.leader, |(s, _)| s);
        trick.winner = Some(winner);
        self.won[winner.side()] += 1;
        self.tricks.push(trick);
        if self.tricks.len() >= 5 {
            self.current = None;
            self.stage = Stage::PlayedOut;
        } else {
            self.current = Some(super::EuchreTrick::new(winner));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The k-th highest card is the k-th of the set's order, for sets of
    /// every size a hand can hold and beyond (where the cleared lowest
    /// cards run out and the count takes over).
    #[test]
    fn the_kth_highest_is_the_kth_of_the_sets_order() {
        let pack: Vec<Card> = CardSet::ALL.iter().collect();
        for n in 0..=9 {
            for start in [0, 7, 19, 40] {
                let set: CardSet = pack
                    .iter()
                    .skip(start)
                    .step_by(3)
                    .take(n)
                    .copied()
                    .collect();
                let len = set.len();
                for k in 0..=len {
                    assert_eq!(nth_highest(set, len, k), set.iter().nth(k), "{set:?} {k}");
                }
            }
        }
    }

    /// The constant reasons of a regular deal are the texts `deal_points`
    /// writes for the same deal, whatever the makers took (the plain path's
    /// state is compared with the full one's only for the deals random play
    /// happens to reach).
    #[test]
    fn the_constant_reasons_are_the_scores_texts() {
        let euchres = [
            (
                "euchre by a lone defender (defending alone)",
                EUCHRED_BY_LONE_DEFENDER,
            ),
            ("euchre of a lone hand", EUCHRED_LONE_HAND),
            ("euchre", EUCHRED),
        ];
        for (what, reasons) in euchres {
            for (tricks, reason) in reasons.iter().enumerate() {
                assert_eq!(*reason, format!("{what}: the makers took {tricks}"));
            }
        }
    }
}
