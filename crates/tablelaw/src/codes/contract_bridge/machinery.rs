//! The machinery every law of the auction uses: recording a call, making
//! it stand or cancelling it, imposing and spending penalties, closing the
//! auction (Laws 17 and 22, with Law 34).

use crate::auction::Auction;
use crate::call::Call;
use crate::deal::Deal;
use crate::event::Annotation;
use crate::law::{Citation, CodeId};
use crate::ruling::{Penalty, PenaltyKind, PenaltyStatus, Ruling};
use crate::seat::Seat;

use super::{CallRecord, CallStatus, ContractBridge};

impl ContractBridge {
    pub(crate) fn push_record(
        &mut self,
        seat: Seat,
        call: Call,
        annotation: Annotation,
        in_rotation: bool,
    ) -> usize {
        self.records.calls.push(CallRecord {
            seat,
            call,
            status: CallStatus::Pending,
            law: None,
            in_rotation,
            deprived: None,
            annotation,
            explanations: Vec::new(),
            replaced: Vec::new(),
        });
        self.records.calls.len() - 1
    }

    pub(crate) fn rule(&mut self, ruling: Ruling) -> usize {
        self.records.rulings.push(ruling);
        self.records.rulings.len() - 1
    }

    /// Cancels a call by the law cited; rebuilds the auction if it stood.
    pub(crate) fn cancel(&mut self, call: usize, law: Citation) {
        let was_standing = self.records.calls[call].status == CallStatus::Stands;
        self.mark_cancelled(call, law);
        if was_standing {
            self.rebuild();
        }
    }

    /// Marks a call cancelled without rebuilding the auction: for a caller
    /// that cancels several and rebuilds once.
    pub(crate) fn mark_cancelled(&mut self, call: usize, law: Citation) {
        self.records.calls[call].status = CallStatus::Cancelled;
        self.records.calls[call].law = Some(law);
        if !self.records.watches.is_empty() {
            self.ground_withdrawn(call);
        }
    }

    /// The indices of the penalties in force that `pred` selects.
    pub(crate) fn owed(&self, pred: impl Fn(&Penalty) -> bool) -> Vec<usize> {
        self.records
            .penalties
            .iter()
            .enumerate()
            .filter(|(_, p)| p.status == PenaltyStatus::InForce && pred(p))
            .map(|(i, _)| i)
            .collect()
    }

    /// Rebuilds the regular auction from the calls that stand.
    pub(crate) fn rebuild(&mut self) {
        self.auction.clear(self.dealer);
        let records = &mut *self.records;
        records.standing.clear();
        for (i, rec) in records.calls.iter().enumerate() {
            if rec.status == CallStatus::Stands {
                self.auction.push(rec.seat, rec.call);
                records.standing.push(i);
            }
        }
    }

    /// Makes a call stand at the end of the auction; fires what waits on it.
    pub(crate) fn stand(&mut self, call: usize, law: Option<Citation>) {
        let (seat, c) = (self.records.calls[call].seat, self.records.calls[call].call);
        self.records.calls[call].status = CallStatus::Stands;
        if law.is_some() {
            self.records.calls[call].law = law;
        }
        self.auction.push(seat, c);
        self.records.standing.push(call);
        self.turn_taken(seat, call);
        if !self.records.watches.is_empty() {
            self.fire_watches(call);
        }
        self.check_close();
    }

    /// The seat has had its turn: penalties for "his next turn" are spent.
    pub(crate) fn turn_taken(&mut self, seat: Seat, call: usize) {
        if self.bound & (1 << seat as u8) == 0 {
            return;
        }
        let records = &mut *self.records;
        for (i, p) in records.penalties.iter_mut().enumerate() {
            if p.seat == seat
                && p.status == PenaltyStatus::InForce
                && matches!(
                    p.kind,
                    PenaltyKind::PassNextTurn
                        | PenaltyKind::NoDoubleOrRedoubleNextTurn
                        | PenaltyKind::Repeat { .. }
                )
            {
                p.status = PenaltyStatus::Spent;
                records.spent.push((i, call));
            }
        }
        self.refresh_bound();
    }

    pub(crate) fn impose(&mut self, seat: Seat, kind: PenaltyKind, law: Citation, ruling: usize) {
        self.records.penalties.push(Penalty {
            seat,
            kind,
            law,
            ruling,
            status: PenaltyStatus::InForce,
        });
        self.refresh_bound();
    }

    pub(crate) fn refresh_bound(&mut self) {
        self.bound = 0;
        for p in &self.records.penalties {
            if p.status == PenaltyStatus::InForce && p.kind.binds_auction() {
                self.bound |= 1 << p.seat as u8;
            }
        }
    }

    /// What the penalties in force demand of `seat` at his turn.
    pub(crate) fn obligation(&self, seat: Seat) -> Obligation {
        let mut ob = Obligation::default();
        if self.bound & (1 << seat as u8) == 0 {
            return ob;
        }
        for (i, p) in self.records.penalties.iter().enumerate() {
            if p.seat != seat || p.status != PenaltyStatus::InForce {
                continue;
            }
            match p.kind {
                PenaltyKind::PassNextTurn | PenaltyKind::PassWhenever
                    if ob.must_pass.is_none() || p.kind == PenaltyKind::PassWhenever =>
                {
                    ob.must_pass = Some(i);
                }
                PenaltyKind::NoDoubleOrRedoubleNextTurn => ob.no_double = true,
                PenaltyKind::NoDoubleOrRedoubleOf { bid, .. }
                    if self.last_bid_record() == Some(bid) =>
                {
                    ob.no_double = true;
                }
                PenaltyKind::Repeat { call } => ob.repeat = Some(call),
                _ => {}
            }
        }
        ob
    }

    /// The index in [`ContractBridge::calls`] of the last bid that stands.
    pub(crate) fn last_bid_record(&self) -> Option<usize> {
        self.records
            .standing
            .iter()
            .rev()
            .copied()
            .find(|&i| matches!(self.records.calls[i].call, Call::Bid(_)))
    }

    /// The close of a regular auction (every event so far a regular call,
    /// Law 17): what [`check_close`](Self::check_close) does, less what
    /// cannot apply on that path (no call out of rotation for Law 34 to
    /// cancel, no watch, no penalty to lapse or keep, no exposed card for
    /// Law 50, no lead penalty to offer), the contract found once.
    #[cold]
    #[inline(never)]
    pub(crate) fn close_regular(&mut self) {
        debug_assert!(self.regular && self.pending.is_none() && self.records.penalties.is_empty());
        self.keep_the_regular_final_pass();
        self.closed = true;
        if self.auction.last_bid().is_none() {
            let (law, text) = self.laws().passed_out(self.dealer.lho().name());
            self.rule(Ruling::new(law, None, text));
        } else if let Some(deal) = self.deal.as_ref()
            && Seat::ALL.iter().all(|&s| deal.is_known(s))
            && let Some(contract) = self.auction.contract()
        {
            // The contract is found only for a play to begin.
            self.play = Some(crate::play::BridgePlay::new(contract, deal));
        }
    }

    /// Law 17, with Law 34: closes the auction after three passes.
    pub(crate) fn check_close(&mut self) {
        if self.closed || self.pending.is_some() || !self.auction.is_closed() {
            return;
        }
        if self.law_34() {
            return;
        }
        self.close();
    }

    fn close(&mut self) {
        self.keep_the_final_pass();
        self.closed = true;
        self.resolve_watches_at_close();
        let contract = self.auction.contract();
        for p in &mut self.records.penalties {
            if p.status != PenaltyStatus::InForce {
                continue;
            }
            p.status = match (&p.kind, contract) {
                (PenaltyKind::Lead(_), Some(c)) if c.declarer.is_opponent(p.seat) => {
                    PenaltyStatus::InForce
                }
                (PenaltyKind::PenaltyCards { .. }, Some(c)) if c.declarer.is_opponent(p.seat) => {
                    PenaltyStatus::InForce
                }
                _ => PenaltyStatus::Lapsed,
            };
        }
        self.refresh_bound();
        if contract.is_none() {
            let (law, text) = self.laws().passed_out(self.dealer.lho().name());
            self.rule(Ruling::new(law, None, text));
        }
        self.start_play();
    }
}

/// What the penalties in force demand of a seat at his turn.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Obligation {
    /// Must pass: the index of the penalty.
    pub must_pass: Option<usize>,
    /// May not double or redouble.
    pub no_double: bool,
    /// Must repeat this call.
    pub repeat: Option<Call>,
}

impl PenaltyKind {
    pub(crate) fn binds_auction(&self) -> bool {
        !matches!(
            self,
            PenaltyKind::Lead(_) | PenaltyKind::PenaltyCards { .. }
        )
    }

    pub(crate) fn silences(&self) -> bool {
        matches!(self, PenaltyKind::PassNextTurn | PenaltyKind::PassWhenever)
    }
}

impl ContractBridge {
    /// Makes this state the one [`new`](ContractBridge::new) gives, field
    /// by field, keeping the lists' memory: no copy of the whole state, as
    /// building a new one and moving it would make. Every field is named,
    /// so a field added later cannot be forgotten here.
    pub(crate) fn reset_in_place(&mut self, dealer: Seat, deal: Option<Deal>) {
        let ContractBridge {
            dealer: d,
            deal: dl,
            auction,
            records,
            bound,
            pending,
            regular,
            play,
            code,
            vulnerability,
            closed,
            period,
            held_lead,
            retracted_lead,
            face_down,
            revoking,
            claim,
            revoke_findings,
            cancelled,
            adjustment,
            dummy_violation,
            dummy_suggested,
            follower_58b3,
        } = self;
        *d = dealer;
        *dl = deal;
        *auction = Auction::new(dealer);
        records.clear();
        *bound = 0;
        *pending = None;
        *regular = true;
        *play = None;
        *code = CodeId::Rubber;
        *vulnerability = crate::score::Vulnerability::Neither;
        *closed = false;
        *period = super::period::AuctionPeriod::default();
        *held_lead = None;
        *retracted_lead = false;
        *face_down = None;
        **revoking = None;
        **claim = None;
        *revoke_findings = (None, None);
        *cancelled = None;
        *adjustment = None;
        *dummy_violation = None;
        *dummy_suggested = None;
        *follower_58b3 = None;
    }
}
