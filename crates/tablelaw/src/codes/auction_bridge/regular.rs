//! The regular course of a deal by a plain path: a call in turn that the
//! laws allow, or a legal card by the hand on turn, applied at once while
//! nothing is pending, with no list of the legal calls built and no check
//! made twice; the legal calls counted from the standing calls; the deal's
//! points summed without the words of its score. Random play uses it;
//! anything else takes the full path ([`AuctionBridge::apply`]), which
//! rules. The state reached is the one the full path reaches by the same
//! event (tested in `random::auction_bridge`).

use super::auction::{AuctionBridge, CallStatus, Outcome};
use super::declaration::{AuctionCall, Declaration, POSSIBLE};
use super::score::Holdings;
use crate::auction::Doubling;
use crate::card::Card;
use crate::seat::{BySide, Seat};

/// The calls the player on turn may make regularly, as
/// [`AuctionBridge::legal_calls`] lists them: a pass, the declarations from
/// the `first` of every possible one ranked lowest first, a double, a
/// redouble.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct RegularCalls {
    /// Who calls.
    pub seat: Seat,
    /// Whether he may pass (a declaration stands to pass).
    pub pass: bool,
    /// The declarations higher than the last, lowest first.
    pub declarations: &'static [Declaration],
    /// Whether he may double.
    pub double: bool,
    /// Whether he may redouble.
    pub redouble: bool,
}

impl RegularCalls {
    /// The first call of the list (a pass, a double, a redouble when no
    /// declaration is higher).
    pub fn first(&self) -> Option<AuctionCall> {
        if self.pass {
            Some(AuctionCall::Pass)
        } else if let Some(&d) = self.declarations.first() {
            Some(AuctionCall::Declare(d))
        } else if self.double {
            Some(AuctionCall::Double)
        } else if self.redouble {
            Some(AuctionCall::Redouble)
        } else {
            None
        }
    }
}

impl AuctionBridge {
    /// While the auction goes on in turn with nothing pending: who calls
    /// and what he may call ([`AuctionBridge::legal_calls`] without the
    /// list). `None` otherwise.
    #[inline]
    pub(crate) fn regular_calls(&self) -> Option<RegularCalls> {
        if self.outcome.is_some() || self.awaiting.is_some() || self.pending.is_some() {
            return None;
        }
        let seat = self
            .standing
            .calls
            .last()
            .map_or(self.dealer, |(s, _, _)| s.lho());
        let last = self.standing.last.map(|(d, _, _)| d);
        let declarations: &'static [Declaration] = if self.is_debarred(seat) {
            &[]
        } else {
            match last {
                None => &POSSIBLE,
                Some(l) => &POSSIBLE[POSSIBLE.partition_point(|d| !d.is_higher_than(l))..],
            }
        };
        Some(RegularCalls {
            seat,
            pass: last.is_some(),
            declarations,
            double: self.standing.may_double(seat),
            redouble: self.standing.may_redouble(seat),
        })
    }

    /// A call by the player on turn among the calls the laws allow him
    /// (`legal`, the [`regular_calls`](AuctionBridge::regular_calls) of the
    /// state as it is), nothing pending: recorded and made to stand as
    /// [`AuctionBridge::apply`] would. False, with nothing changed, for any
    /// other call (the full path then rules on it).
    #[inline]
    pub(crate) fn call_regular(&mut self, legal: &RegularCalls, call: AuctionCall) -> bool {
        debug_assert_eq!(self.regular_calls().as_ref(), Some(legal));
        let allowed = match call {
            AuctionCall::Pass => legal.pass,
            AuctionCall::Declare(d) => {
                d.is_possible() && legal.declarations.first().is_some_and(|&f| d >= f)
            }
            AuctionCall::Double => legal.double,
            AuctionCall::Redouble => legal.redouble,
        };
        if !allowed {
            return false;
        }
        if self.record.capacity() == 0 {
            // Room for a usual auction's calls at once, not grown by steps.
            self.record.reserve(16);
            self.standing.calls.reserve(16);
        }
        let index = self.record(legal.seat, call, CallStatus::Pending);
        self.stand(legal.seat, call, index);
        true
    }

    /// Whether a law of the play holds anything the bookkeeping after a
    /// card must see (`after_change`): a revoke, dummy's or another's, a
    /// call, a direction, a suggestion, a prohibition or a suit to call, or
    /// a claim. Each of these comes with a ruling, so a deal without one
    /// pays a single test a card.
    #[inline]
    fn play_laws_in_force(&self) -> bool {
        if self.rulings.is_empty() {
            return false;
        }
        let l = &self.laws;
        !l.revokes.is_empty()
            || !l.dummy.is_empty()
            || l.called.is_some()
            || l.directed.is_some()
            || l.suggested.is_some()
            || l.suit_call.is_some()
            || l.opening_prohibit
            || l.claimed
    }

    /// A legal card by the hand on turn, nothing pending, no lead called
    /// under Law 51 and no law of the play in force: played as
    /// [`AuctionBridge::apply`] would play it. False, with nothing changed,
    /// otherwise.
    #[inline]
    pub(crate) fn play_regular(&mut self, seat: Seat, card: Card) -> bool {
        if self.pending.is_some() || self.called_lead.is_some() || self.play_laws_in_force() {
            return false;
        }
        match self.play.as_mut() {
            Some(play) => play.play_from(seat, card),
            None => false,
        }
    }

    /// The deal's points for each side once its play is over, as
    /// [`Game::points`](crate::Game::points) sums them from the
    /// [`score`](AuctionBridge::score), without writing its entries; `None`
    /// when the play is not over, and for a deal not played (the caller
    /// then asks the score).
    pub(crate) fn played_points(&self) -> Option<BySide<i32>> {
        let (Some(Outcome::Final(f)), Some(play), Some(deal)) =
            (&self.outcome, &self.play, &self.deal)
        else {
            return None;
        };
        if !play.is_over() {
            return None;
        }
        let side = f.declarer.side();
        let tricks = play.won()[side].min(13);
        let d = f.declaration;
        let needed = d.odd_tricks.min(7);
        let odd = tricks.saturating_sub(6);
        let mult: i32 = match f.doubling {
            Doubling::Undoubled => 1,
            Doubling::Doubled => 2,
            Doubling::Redoubled => 4,
        };
        let value = i32::from(d.denomination.trick_value());
        let mut points = BySide([0i32; 2]);
        if odd >= needed {
            points[side] += i32::from(odd) * value * mult;
            if mult > 1 {
                let unit = if mult == 2 { 50 } else { 100 };
                points[side] += unit + unit * i32::from(odd - needed);
            }
            points[side] += match tricks {
                13 => 40,
                12 => 20,
                _ => 0,
            };
        } else {
            let under = i32::from(6 + needed - tricks);
            let mut lost = under * 50 * mult;
            if f.dealers_one_spade && f.doubling != Doubling::Redoubled && lost > 100 {
                lost = 100;
            }
            points[side.opponents()] += lost;
        }
        let h = Holdings::of_deal(d.denomination, deal);
        for s in [side, side.opponents()] {
            if let Some(held) = h.honours[s] {
                points[s] += held.points(d.denomination);
            }
        }
        if d.denomination.trump().is_some() {
            for s in [side, side.opponents()] {
                match h.chicane[s] {
                    1 if h.honours[s].is_some() => points[s] += 2 * value,
                    1 => points[s.opponents()] -= 2 * value,
                    2 => points[s.opponents()] -= 4 * value,
                    _ => {}
                }
            }
        }
        Some(points)
    }
}
