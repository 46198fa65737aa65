//! Bidding and playing the deal out with calls and cards chosen by the
//! caller (a rollout, a random deal, a player program): each refereed as
//! [`Table::call`] and [`Table::play_card`] referee it, the regular ones
//! in loops of their own.

use crate::call::{Call, CallSet};
use crate::card::{Card, CardSet};
use crate::play::{BridgePlay, PlainOut};
use crate::seat::Seat;
use crate::table::{EventError, Table};

use super::ContractBridge;

impl ContractBridge {
    /// The regular calls while every event so far was regular (rubber Laws
    /// 17-19: a legal call by the player on turn), each chosen by `choose`
    /// from the seat on turn and its legal calls, until the auction closes
    /// or `choose` gives nothing; a call chosen that is not legal is not
    /// made but returned. As [`Table::call`]'s plain path, one at a time.
    fn bid_out_plain<F>(&mut self, choose: &mut F) -> PlainOut<Call>
    where
        F: FnMut(Seat, CallSet) -> Option<Call>,
    {
        if !self.regular || self.closed || self.pending.is_some() {
            return PlainOut::Done;
        }
        loop {
            let seat = self.auction.turn();
            let legal = self.auction.legal_calls_for(seat);
            let Some(call) = choose(seat, legal) else {
                return PlainOut::Stopped;
            };
            if !legal.contains(call) {
                return PlainOut::Irregular(seat, call);
            }
            self.auction.push(seat, call);
            if self.auction.is_closed() {
                self.close_regular();
                return PlainOut::Done;
            }
        }
    }
}

impl Table<ContractBridge> {
    /// Bids the auction out: asks `choose` for each call in turn, given
    /// the player on turn and the calls he may make without irregularity
    /// ([`legal_calls`](ContractBridge::legal_calls)), and makes the call
    /// chosen as [`call`](Table::call) does, until the auction is closed,
    /// a ruling is pending (its options are the caller's to elect) or
    /// `choose` gives nothing. A call chosen that is not legal (an
    /// insufficient bid, say) is made and ruled on, and the auction goes on
    /// while nothing is pending.
    ///
    /// While every event so far was regular, the calls are made by the
    /// auction's own loop, as [`call`](Table::call)'s plain path makes
    /// them, one at a time: the same state and log.
    ///
    /// # Errors
    /// As [`Table::call`], for the first call refused: the calls before it
    /// stay made, the table is as it was after them.
    ///
    /// # Example: a deal bid and played out at random (a rollout)
    /// ```
    /// use tablelaw::random::Rng;
    /// use tablelaw::{CodeId, Seat, Table, TableSetup};
    /// let mut rng = Rng::new(7);
    /// let setup = TableSetup::new(CodeId::Duplicate2017, Seat::North);
    /// let mut table = Table::with_setup(TableSetup { deal: Some(rng.deal()), ..setup });
    /// table.bid_out(|_, legal| rng.call_of(legal))?;
    /// table.play_out(|_, legal| rng.card_of(legal))?;
    /// assert!(table.duplicate_score().is_some());
    /// # Ok::<(), tablelaw::EventError>(())
    /// ```
    pub fn bid_out(
        &mut self,
        mut choose: impl FnMut(Seat, CallSet) -> Option<Call>,
    ) -> Result<(), EventError> {
        loop {
            let Some(seat) = self.turn() else {
                return Ok(());
            };
            if self.pending.is_some() {
                return Ok(());
            }
            if self.regular {
                let mut out = PlainOut::Done;
                self.apply_drawn(0, |g, _| {
                    out = g.bid_out_plain(&mut choose);
                    true
                });
                match out {
                    PlainOut::Stopped => return Ok(()),
                    PlainOut::Irregular(seat, call) => {
                        self.call(seat, call)?;
                        continue;
                    }
                    PlainOut::Done if self.closed => return Ok(()),
                    PlainOut::Done => {}
                }
            }
            let Some(call) = choose(seat, self.legal_calls()) else {
                return Ok(());
            };
            self.call(seat, call)?;
        }
    }

    /// Plays the rest of the play: asks `choose` for each card in turn,
    /// given the hand on turn (dummy's, for dummy's cards) and the cards
    /// it may play without irregularity, and plays the card chosen as
    /// [`play_card`](Table::play_card) does, until the play is over, a
    /// ruling is pending (its options are the caller's to elect), a claim
    /// has settled the tricks not played, or `choose` gives no card. A card
    /// chosen that is not a legal play is played and ruled on (a revoke,
    /// say), and the play goes on.
    ///
    /// While every event so far was regular, the cards are played by the
    /// play's own loop, as [`play_card`](Table::play_card)'s plain path
    /// plays them, one at a time: the same state and log.
    ///
    /// # Errors
    /// As [`Table::play_card`], for the first card refused (one its hand
    /// does not hold): the cards before it stay played, the table is as it
    /// was after them.
    pub fn play_out(
        &mut self,
        mut choose: impl FnMut(Seat, CardSet) -> Option<Card>,
    ) -> Result<(), EventError> {
        loop {
            let Some((seat, legal)) = self.play().and_then(|p| Some((p.turn()?, p.legal_plays())))
            else {
                return Ok(());
            };
            if self.pending.is_some() || self.claim_settled() {
                return Ok(());
            }
            if self.regular {
                let mut out = PlainOut::Done;
                self.apply_drawn(0, |g, _| {
                    if let Some(p) = g.play.as_mut() {
                        out = p.play_out_plain(&mut choose);
                    }
                    true
                });
                match out {
                    PlainOut::Stopped => return Ok(()),
                    PlainOut::Irregular(seat, card) => {
                        self.play_card(seat, card)?;
                        continue;
                    }
                    PlainOut::Done if self.play().is_none_or(BridgePlay::is_over) => {
                        return Ok(());
                    }
                    PlainOut::Done => {}
                }
            }
            let Some(card) = choose(seat, legal) else {
                return Ok(());
            };
            self.play_card(seat, card)?;
        }
    }
}
