//! The regular auction: the calls that stand, in the order they stand
//! (rubber Laws 17-19 and 22).
//!
//! [`Auction`] knows nothing of irregularities; it is the fast core that the
//! codes of laws keep in step with the calls that stand. It accepts a call by
//! any seat, because a call out of rotation or an insufficient bid stands once
//! the laws let it (rubber Laws 27 and 29(a)); [`Auction::try_call`] is the
//! checked path for the player on turn.

use serde::{Deserialize, Serialize};
use smallvec::SmallVec;

use crate::call::{Bid, Call, CallSet, Denomination};
use crate::seat::{BySide, Seat};

/// Whether the contract is doubled or redoubled (rubber Law 19).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Doubling {
    /// Neither doubled nor redoubled.
    #[default]
    Undoubled,
    /// Doubled.
    Doubled,
    /// Redoubled.
    Redoubled,
}

impl Doubling {
    /// A contract's bid and doubling as scorers write them: `4S`, `3NTX`,
    /// `6HXX`, in any case (the bid as [`Call`]'s reader takes it); `None`
    /// for anything else, or a level outside one to seven.
    ///
    /// # Examples
    /// ```
    /// use tablelaw::{Doubling, Denomination};
    /// let (bid, doubling) = Doubling::split_contract("3ntx").unwrap();
    /// assert_eq!((bid.level, bid.denomination), (3, Denomination::NoTrump));
    /// assert_eq!(doubling, Doubling::Doubled);
    /// assert!(Doubling::split_contract("8S").is_none());
    /// ```
    pub fn split_contract(text: &str) -> Option<(Bid, Doubling)> {
        let upper = text.trim().to_ascii_uppercase();
        let (bid, doubling) = if let Some(b) = upper.strip_suffix("XX") {
            (b, Doubling::Redoubled)
        } else if let Some(b) = upper.strip_suffix('X') {
            (b, Doubling::Doubled)
        } else {
            (upper.as_str(), Doubling::Undoubled)
        };
        match bid.parse::<Call>().ok()? {
            Call::Bid(b) if b.is_admissible() => Some((b, doubling)),
            _ => None,
        }
    }
}

/// The contract: the final bid, doubled or not, and its declarer (rubber Law 22(b)).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Contract {
    /// The final bid.
    pub bid: Bid,
    /// Whether it was doubled or redoubled.
    pub doubling: Doubling,
    /// The player of the declaring side who first bid the final denomination.
    pub declarer: Seat,
}

impl Contract {
    /// The dummy: declarer's partner.
    pub const fn dummy(&self) -> Seat {
        self.declarer.partner()
    }

    /// The opening leader: declarer's LHO (rubber Law 41).
    pub const fn opening_leader(&self) -> Seat {
        self.declarer.lho()
    }
}

impl core::fmt::Display for Contract {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        core::fmt::Display::fmt(&self.bid, f)?;
        match self.doubling {
            Doubling::Undoubled => {}
            Doubling::Doubled => f.write_str("X")?,
            Doubling::Redoubled => f.write_str("XX")?,
        }
        write!(f, " by {}", self.declarer.name())
    }
}

/// A call that the regular path refuses.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum CallError {
    /// The auction is closed (rubber Law 17).
    #[error("the auction is closed")]
    Closed,
    /// The call is not a legal call for the player on turn (rubber Laws 18, 19 and 38).
    #[error("{0:#} is not a legal call here")]
    Illegal(Call),
}

/// The calls that stand, and what follows from them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Auction {
    dealer: Seat,
    /// Inline for the first 32 calls: a regular auction allocates nothing.
    calls: SmallVec<[(Seat, Call); 32]>,
    turn: Seat,
    last_bid: Option<(Bid, Seat)>,
    doubling: Doubling,
    doubler: Seat,
    passes: u8,
    /// First seat of each side to name each denomination, as index + 1 (0: none).
    first_named: BySide<[u8; 5]>,
}

impl Auction {
    /// An empty auction; the dealer calls first (rubber Law 17).
    #[inline]
    pub fn new(dealer: Seat) -> Auction {
        Auction {
            dealer,
            calls: SmallVec::new(),
            turn: dealer,
            last_bid: None,
            doubling: Doubling::Undoubled,
            doubler: dealer,
            passes: 0,
            first_named: BySide([[0; 5]; 2]),
        }
    }

    /// Empties the auction, keeping its allocation.
    pub fn clear(&mut self, dealer: Seat) {
        let mut calls = core::mem::take(&mut self.calls);
        calls.clear();
        *self = Auction {
            calls,
            ..Auction::new(dealer)
        };
    }

    /// The dealer.
    #[inline]
    pub fn dealer(&self) -> Seat {
        self.dealer
    }

    /// The calls that stand, with their seats.
    #[inline]
    pub fn calls(&self) -> &[(Seat, Call)] {
        &self.calls
    }

    /// The seat whose turn it is: the LHO of the last call that stands.
    #[inline]
    pub fn turn(&self) -> Seat {
        self.turn
    }

    /// The last bid and who made it.
    #[inline]
    pub fn last_bid(&self) -> Option<(Bid, Seat)> {
        self.last_bid
    }

    /// Whether any player has bid.
    #[inline]
    pub fn has_bid(&self) -> bool {
        self.last_bid.is_some()
    }

    /// The doubling state of the last bid.
    pub fn doubling(&self) -> Doubling {
        self.doubling
    }

    /// The number of passes since the last call other than pass.
    pub fn trailing_passes(&self) -> usize {
        self.passes as usize
    }

    /// Whether three passes in rotation have followed a call (rubber Law 17).
    #[inline]
    pub fn is_closed(&self) -> bool {
        self.passes >= 3 && self.calls.len() >= 4
    }

    /// Whether `call` by `seat` is sufficient and admissible: a bid of one to
    /// seven that supersedes the last bid (Law 18), a double or redouble
    /// permitted by Law 19, or a pass. Rotation is not considered.
    #[inline]
    pub fn is_legal(&self, seat: Seat, call: Call) -> bool {
        match call {
            Call::Pass => true,
            Call::Bid(bid) => bid.is_admissible() && self.is_sufficient(bid),
            Call::Double => self.may_double(seat),
            Call::Redouble => self.may_redouble(seat),
        }
    }

    /// Whether `bid` is sufficient: it supersedes the last bid (Law 18).
    #[inline]
    pub fn is_sufficient(&self, bid: Bid) -> bool {
        match self.last_bid {
            None => true,
            Some((last, _)) => bid.supersedes(last),
        }
    }

    /// The lowest sufficient bid in `denomination`, if any (Law 27(a)).
    pub fn lowest_sufficient(&self, denomination: Denomination) -> Option<Bid> {
        let bid = match self.last_bid {
            None => Bid::new(1, denomination)?,
            Some((last, _)) => {
                let level = if denomination > last.denomination {
                    last.level
                } else {
                    last.level + 1
                };
                Bid::new(level, denomination)?
            }
        };
        bid.is_admissible().then_some(bid)
    }

    /// Whether `seat` may double now (Law 19: the last bid, by an opponent,
    /// with only passes between).
    #[inline]
    pub fn may_double(&self, seat: Seat) -> bool {
        matches!(self.last_bid, Some((_, by)) if by.is_opponent(seat))
            && self.doubling == Doubling::Undoubled
    }

    /// Whether `seat` may redouble now (Law 19).
    #[inline]
    pub fn may_redouble(&self, seat: Seat) -> bool {
        self.doubling == Doubling::Doubled && self.doubler.is_opponent(seat)
    }

    /// The legal calls of `seat` as a bitset, rotation aside.
    #[inline]
    pub fn legal_calls_for(&self, seat: Seat) -> CallSet {
        let mut set = match self.last_bid {
            None => CallSet::BIDS,
            Some((bid, _)) => CallSet::bids_above(bid),
        }
        .union(CallSet::PASS);
        if self.may_double(seat) {
            set = set.union(CallSet::DOUBLE);
        }
        if self.may_redouble(seat) {
            set = set.union(CallSet::REDOUBLE);
        }
        set
    }

    /// The legal calls of the player on turn; empty once the auction is closed.
    #[inline]
    pub fn legal_calls(&self) -> CallSet {
        if self.is_closed() {
            CallSet::EMPTY
        } else {
            self.legal_calls_for(self.turn)
        }
    }

    /// Makes a legal call for the player on turn.
    ///
    /// # Errors
    /// [`CallError`] if the auction is closed or the call is not legal; the
    /// auction is then unchanged.
    #[inline]
    pub fn try_call(&mut self, call: Call) -> Result<(), CallError> {
        if self.is_closed() {
            return Err(CallError::Closed);
        }
        if !self.is_legal(self.turn, call) {
            return Err(CallError::Illegal(call));
        }
        self.push(self.turn, call);
        Ok(())
    }

    /// Records a call that stands by `seat`, checked or not: the laws decide
    /// which irregular calls stand. A bid supersedes doubles (Law 19); a
    /// double or redouble where none is permitted changes no doubling state.
    #[inline(always)]
    pub fn push(&mut self, seat: Seat, call: Call) {
        match call {
            Call::Pass => self.passes = self.passes.saturating_add(1),
            Call::Bid(bid) => {
                self.passes = 0;
                self.last_bid = Some((bid, seat));
                self.doubling = Doubling::Undoubled;
                let named = &mut self.first_named[seat.side()][bid.denomination.index()];
                if *named == 0 {
                    *named = seat as u8 + 1;
                }
            }
            Call::Double => {
                self.passes = 0;
                self.doubling = Doubling::Doubled;
                self.doubler = seat;
            }
            Call::Redouble => {
                self.passes = 0;
                self.doubling = Doubling::Redoubled;
                self.doubler = seat;
            }
        }
        self.calls.push((seat, call));
        self.turn = seat.lho();
    }

    /// The contract once the auction is closed with a bid (Law 22(b));
    /// declarer is the first of the declaring side to name the final
    /// denomination (Definitions).
    pub fn contract(&self) -> Option<Contract> {
        if !self.is_closed() {
            return None;
        }
        let (bid, by) = self.last_bid?;
        let first = self.first_named[by.side()][bid.denomination.index()];
        let declarer = Seat::ALL[(first.max(1) - 1) as usize];
        Some(Contract {
            bid,
            doubling: self.doubling,
            declarer,
        })
    }

    /// Whether the auction closed with no bid: the deal is passed out (Law 22(a)).
    pub fn is_passed_out(&self) -> bool {
        self.is_closed() && self.last_bid.is_none()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run(dealer: Seat, calls: &str) -> Auction {
        let mut a = Auction::new(dealer);
        for c in calls.split_whitespace() {
            a.try_call(c.parse().unwrap()).unwrap();
        }
        a
    }

    #[test]
    fn rubber_law_17_dealer_calls_first_and_three_passes_close() {
        let a = run(Seat::South, "1H P P");
        assert_eq!(a.turn(), Seat::East);
        assert!(!a.is_closed());
        let a = run(Seat::South, "1H P P P");
        assert!(a.is_closed());
        assert_eq!(a.legal_calls(), CallSet::EMPTY);
    }

    #[test]
    fn rubber_law_17_three_passes_after_an_opening_pass_do_not_close_until_the_fourth() {
        assert!(!run(Seat::North, "P P P").is_closed());
        assert!(run(Seat::North, "P P P P").is_closed());
    }

    #[test]
    fn rubber_law_18_only_sufficient_bids_are_legal() {
        let mut a = run(Seat::North, "1S");
        assert_eq!(
            a.try_call("1H".parse().unwrap()),
            Err(CallError::Illegal("1H".parse().unwrap()))
        );
        assert!(a.try_call("1NT".parse().unwrap()).is_ok());
        assert_eq!(
            a.lowest_sufficient(Denomination::Hearts),
            Bid::new(2, Denomination::Hearts)
        );
    }

    #[test]
    fn rubber_law_19_double_only_an_opponents_last_bid() {
        let a = run(Seat::North, "1S");
        assert!(a.may_double(Seat::East));
        assert!(!a.may_double(Seat::South), "not partner's bid");
        let a = run(Seat::North, "1S P");
        assert!(!a.may_double(Seat::South));
        assert!(a.may_double(Seat::West), "passes may intervene");
        let a = run(Seat::North, "1S X");
        assert!(a.may_redouble(Seat::South));
        assert!(!a.may_redouble(Seat::West));
        assert!(!a.may_double(Seat::South));
        let a = run(Seat::North, "1S X XX");
        assert!(!a.may_double(Seat::West) && !a.may_redouble(Seat::West));
    }

    #[test]
    fn rubber_law_19_a_later_bid_supersedes_doubles() {
        let a = run(Seat::North, "1S X XX 2C P P P");
        assert_eq!(a.contract().unwrap().doubling, Doubling::Undoubled);
        let a = run(Seat::North, "1S X P P P");
        assert_eq!(a.contract().unwrap().doubling, Doubling::Doubled);
    }

    #[test]
    fn rubber_law_22_declarer_first_named_the_denomination() {
        let a = run(Seat::North, "1H P 2C P 2H P 4H P P P");
        let c = a.contract().unwrap();
        assert_eq!(c.declarer, Seat::North);
        assert_eq!(c.dummy(), Seat::South);
        assert_eq!(c.opening_leader(), Seat::East);
        assert_eq!(c.to_string(), "4♥ by North");
        let a = run(Seat::East, "P P P P");
        assert!(a.is_passed_out());
        assert_eq!(a.contract(), None);
    }
}
