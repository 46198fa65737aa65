//! Calls out of rotation: rubber Laws 28(b), 29, 30, 31, 32 and 34.

use crate::call::Call;
use crate::event::Annotation;
use crate::law::Citation;
use crate::ruling::{Chooser, OptionId, PenaltyKind, PenaltyStatus, Ruling, option};
use crate::seat::Seat;

use super::{Pending, RubberAuction, Watch};

/// Whose turn it was, seen from the offender.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Position {
    Partner,
    Rho,
    /// Only before any call, when the offender's LHO is the dealer.
    Lho,
}

impl RubberAuction {
    fn position(offender: Seat, turn: Seat) -> Position {
        match offender.distance_to(turn) {
            2 => Position::Partner,
            3 => Position::Rho,
            _ => Position::Lho,
        }
    }

    /// What cancelling the call would lead to (Laws 30-32), in plain words.
    fn cancel_outcome(&self, offender: Seat, call: Call, turn: Seat) -> (Citation, String) {
        let o = offender.name();
        let p = offender.partner().name();
        let rho = offender.rho().name();
        let pos = Self::position(offender, turn);
        match call {
            Call::Pass if !self.auction.has_bid() || pos != Position::Partner => (
                Citation::rubber(30, "(a)"),
                format!("{o} must pass when next it is his turn to call"),
            ),
            Call::Pass => (
                Citation::rubber(30, "(b)"),
                format!(
                    "{o} must pass whenever it is his turn to call; {p} may make a sufficient bid or pass, but may not double or redouble at that turn"
                ),
            ),
            Call::Bid(_) if pos != Position::Rho => (
                Citation::rubber(31, "(a)"),
                format!(
                    "{p} must pass whenever it is his turn to call, and the lead penalties of Law 26 apply if he becomes a defender"
                ),
            ),
            Call::Bid(b) => (
                Citation::rubber(31, "(b)"),
                format!(
                    "if {rho} passes, {o} must repeat {b} without penalty (31(b)(i)); if {rho} bids, doubles or redoubles, {o} may make any legal call: repeating the denomination silences {p} at his next turn, anything else silences {p} whenever it is his turn, with the lead penalties of Law 26 (31(b)(ii))"
                ),
            ),
            _ if pos == Position::Partner => (
                Citation::rubber(32, "(a)"),
                format!(
                    "{p} must pass whenever it is his turn to call; {o} may not double or redouble that bid again; the lead penalties of Law 26(b) apply if {p} becomes a defender"
                ),
            ),
            _ => (
                Citation::rubber(32, "(b)"),
                format!(
                    "if {rho} passes, {o} must repeat the {} without penalty (32(b)(i)); if {rho} bids, {o} may make any legal call, {p} must pass when next it is his turn, and the lead penalties of Law 26(b) apply (32(b)(ii))",
                    if call == Call::Double {
                        "double"
                    } else {
                        "redouble"
                    }
                ),
            ),
        }
    }

    /// Law 29: the offender's LHO alone chooses.
    pub(super) fn out_of_rotation(
        &mut self,
        seat: Seat,
        call: Call,
        annotation: Annotation,
        turn: Seat,
    ) {
        // Law 34: a pass out of rotation that would close the auction deprives a player of his turn.
        if call == Call::Pass
            && self.auction.trailing_passes() >= 2
            && self.auction.calls().len() >= 3
        {
            let i = self.push_record(seat, call, annotation, false);
            self.mark_cancelled(i, Citation::rubber(34, ""));
            let r = Ruling::new(
                Citation::rubber(34, ""),
                Some(seat),
                format!(
                    "{}'s pass out of rotation would have closed the auction and deprived {} of his turn: the auction does not end; it reverts to {}, the pass is cancelled and the auction proceeds as though there had been no irregularity",
                    seat.name(),
                    turn.name(),
                    turn.name()
                ),
            )
            .on_call(i);
            self.rule(r);
            return;
        }
        let lho = seat.lho();
        self.note_rho_irregular(seat);
        let i = self.push_record(seat, call, annotation, false);
        let (law, outcome) = self.cancel_outcome(seat, call, turn);
        let mut r = Ruling::new(
            Citation::rubber(29, ""),
            Some(seat),
            format!("{} called {call} out of rotation, at {}'s turn", seat.name(), turn.name()),
        )
        .on_call(i)
        .choice(
            Chooser::Seat(lho),
            vec![
                option(
                    OptionId::Accept,
                    format!(
                        "make any legal call: {call} then stands as if it were legal and the auction proceeds without penalty (29(a)); {} accepts by calling",
                        lho.name()
                    ),
                ),
                option(
                    OptionId::Cancel,
                    format!("cancel it: the auction reverts to {}; {} (Law {})", turn.name(), outcome, law.path()),
                ),
            ],
        );
        if turn != lho && turn.is_opponent(seat) {
            r.notes.push(format!(
                "if {} calls first, at his own turn, the penalty is waived and the auction proceeds as though {} had not called (28(b))",
                turn.name(),
                seat.name()
            ));
        }
        let ruling = self.rule(r);
        self.pending = Some(Pending::OutOfRotation {
            ruling,
            call: i,
            offender: seat,
            turn_was: turn,
        });
    }

    /// Law 29(a): accepted; the call stands as if legal.
    pub(super) fn accept_out_of_rotation(&mut self) {
        let Some(Pending::OutOfRotation {
            ruling,
            call,
            turn_was,
            ..
        }) = self.pending.take()
        else {
            return;
        };
        self.rulings[ruling].chosen = Some(OptionId::Accept);
        self.calls[call].deprived = Some(turn_was);
        self.stand(call, Some(Citation::rubber(29, "(a)")));
    }

    /// Law 28(b): the player whose turn it was called first.
    pub(super) fn waive_out_of_rotation(&mut self) {
        let Some(Pending::OutOfRotation {
            ruling,
            call,
            turn_was,
            offender,
        }) = self.pending.take()
        else {
            return;
        };
        self.cancel(call, Citation::rubber(28, "(b)"));
        let r = Ruling::new(
            Citation::rubber(28, "(b)"),
            Some(offender),
            format!(
                "{} called at his own turn before a penalty was imposed: his call is in rotation, the penalty for {}'s call out of rotation is waived, and the auction proceeds as though {} had not called",
                turn_was.name(),
                offender.name(),
                offender.name()
            ),
        )
        .on_call(call);
        self.rulings[ruling]
            .notes
            .push("waived under Law 28(b)".to_owned());
        self.rule(r);
    }

    /// Law 29(b): cancelled; Laws 30-32 give the penalty.
    pub(super) fn cancel_out_of_rotation(&mut self) {
        let Some(Pending::OutOfRotation {
            ruling,
            call,
            offender,
            turn_was,
        }) = self.pending.take()
        else {
            return;
        };
        self.rulings[ruling].chosen = Some(OptionId::Cancel);
        let c = self.calls[call].call;
        let (law, text) = self.cancel_outcome(offender, c, turn_was);
        self.cancel(call, Citation::rubber(29, "(b)"));
        let r = Ruling::new(
            law,
            Some(offender),
            format!(
                "the call is cancelled and the auction reverts to {}: {text}",
                turn_was.name()
            ),
        )
        .on_call(call);
        let r = self.rule(r);
        let partner = offender.partner();
        match (law.law, law.clause) {
            (30, "(a)") => self.impose(offender, PenaltyKind::PassNextTurn, law, r),
            (30, _) => {
                self.impose(offender, PenaltyKind::PassWhenever, law, r);
                self.impose(partner, PenaltyKind::NoDoubleOrRedoubleNextTurn, law, r);
            }
            (31, "(a)") => {
                self.impose(partner, PenaltyKind::PassWhenever, law, r);
                self.watches.push(Watch::OffenderNext {
                    offender,
                    cancelled: call,
                    law,
                    ruling: r,
                    silence: false,
                });
            }
            (32, "(a)") => {
                self.impose(partner, PenaltyKind::PassWhenever, law, r);
                if let Some(bid) = self.last_bid_record() {
                    self.impose(offender, PenaltyKind::NoDoubleOrRedoubleOf { bid }, law, r);
                }
                self.lead_from(call, None, r);
            }
            (n, _) => self.watches.push(Watch::Rho {
                offender,
                call,
                law: n,
                ruling: r,
                rho_irregular: false,
            }),
        }
    }

    /// Fires what waits on the call that has just come to stand.
    pub(super) fn fire_watches(&mut self, stood: usize) {
        let seat = self.calls[stood].seat;
        let now = self.calls[stood].call;
        let watches = core::mem::take(&mut self.watches);
        for w in watches {
            match w {
                Watch::Rho {
                    offender,
                    call,
                    law,
                    ruling,
                    rho_irregular,
                } if seat == offender.rho() => {
                    let c = self.calls[call].call;
                    let insufficient = c.bid().is_some_and(|b| !self.auction.is_sufficient(b));
                    if now == Call::Pass && !rho_irregular && law == 31 && insufficient {
                        // 31(b)(i): an insufficient bid out of rotation is corrected as Law 27 provides.
                        self.rule(
                            Ruling::new(
                                Citation::rubber(31, "(b)(i)"),
                                Some(offender),
                                format!(
                                    "{} passed: {} must repeat {c}, and as it is insufficient it must be corrected as provided in Law 27",
                                    seat.name(),
                                    offender.name()
                                ),
                            )
                            .on_call(call),
                        );
                        self.offer_substitution(
                            call,
                            offender,
                            Vec::new(),
                            Citation::rubber(31, "(b)(i)"),
                        );
                    } else if now == Call::Pass && !rho_irregular {
                        let clause = Citation::rubber(law, "(b)(i)");
                        let r = Ruling::new(
                            clause,
                            Some(offender),
                            format!(
                                "{} passed: {} must repeat {c}, and there is no penalty",
                                seat.name(),
                                offender.name()
                            ),
                        );
                        let r = self.rule(r);
                        self.impose(offender, PenaltyKind::Repeat { call: c }, clause, r);
                    } else if law == 31 {
                        self.watches.push(Watch::OffenderNext {
                            offender,
                            cancelled: call,
                            law: Citation::rubber(31, "(b)(ii)"),
                            ruling,
                            silence: true,
                        });
                    } else {
                        let clause = Citation::rubber(32, "(b)(ii)");
                        let r = Ruling::new(
                            clause,
                            Some(offender),
                            format!(
                                "{} called: {} may make any legal call; {} must pass when next it is his turn, and the lead penalties of Law 26(b) apply if he becomes a defender",
                                seat.name(),
                                offender.name(),
                                offender.partner().name()
                            ),
                        );
                        let r = self.rule(r);
                        self.impose(offender.partner(), PenaltyKind::PassNextTurn, clause, r);
                        self.lead_from(call, None, r);
                    }
                }
                Watch::OffenderNext {
                    offender,
                    cancelled,
                    law,
                    ruling,
                    silence,
                } if seat == offender => {
                    self.offender_next(offender, cancelled, law, ruling, silence, Some(now));
                }
                w => self.watches.push(w),
            }
        }
    }

    fn offender_next(
        &mut self,
        offender: Seat,
        cancelled: usize,
        law: Citation,
        ruling: usize,
        silence: bool,
        now: Option<Call>,
    ) {
        let partner = offender.partner();
        if silence {
            let repeats = matches!((self.calls[cancelled].call, now), (Call::Bid(a), Some(Call::Bid(b))) if a.denomination == b.denomination);
            let text = if repeats {
                format!(
                    "{} repeated the denomination of his bid out of rotation: {} must pass when next it is his turn",
                    offender.name(),
                    partner.name()
                )
            } else {
                format!(
                    "{} did not repeat the denomination of his bid out of rotation: {} must pass whenever it is his turn, and the lead penalties of Law 26 apply if he becomes a defender",
                    offender.name(),
                    partner.name()
                )
            };
            let r = self.rule(Ruling::new(law, Some(offender), text));
            if repeats {
                self.impose(partner, PenaltyKind::PassNextTurn, law, r);
            } else {
                self.impose(partner, PenaltyKind::PassWhenever, law, r);
                self.lead_from(cancelled, now, r);
            }
        } else {
            self.lead_from(cancelled, now, ruling);
        }
    }

    pub(super) fn resolve_watches_at_close(&mut self) {
        for w in core::mem::take(&mut self.watches) {
            if let Watch::OffenderNext {
                offender,
                cancelled,
                law,
                ruling,
                silence,
            } = w
            {
                self.offender_next(offender, cancelled, law, ruling, silence, None);
            }
        }
    }

    /// Marks a pending Rho watch as having seen an irregular call by RHO (31(b)(ii) footnote).
    pub(super) fn note_rho_irregular(&mut self, seat: Seat) {
        for w in &mut self.watches {
            if let Watch::Rho {
                offender,
                rho_irregular,
                ..
            } = w
            {
                if *offender == seat.lho() {
                    *rho_irregular = true;
                }
            }
        }
    }

    /// Law 34: three passes, one of them out of rotation and accepted, do not
    /// close the auction; it reverts to the player who missed his turn.
    pub(super) fn law_34(&mut self) -> bool {
        let n = self.standing.len();
        if n < 3 {
            return false;
        }
        let last_three = &self.standing[n - 3..];
        let Some(&first_oor) = last_three
            .iter()
            .find(|&&i| self.calls[i].deprived.is_some())
        else {
            return false;
        };
        let deprived = self.calls[first_oor].deprived.expect("deprived");
        let to_cancel: Vec<usize> = self
            .standing
            .iter()
            .copied()
            .filter(|&i| i >= first_oor)
            .collect();
        for &i in &to_cancel {
            self.cancel(i, Citation::rubber(34, ""));
        }
        for p in &mut self.penalties {
            let from_call = self.rulings[p.ruling].call;
            if p.status == PenaltyStatus::InForce
                && from_call.is_some_and(|c| to_cancel.contains(&c))
            {
                p.status = PenaltyStatus::Waived;
            }
        }
        self.refresh_bound();
        self.rebuild();
        let r = Ruling::new(
            Citation::rubber(34, ""),
            Some(self.calls[first_oor].seat),
            format!(
                "three passes followed a call, but one was out of rotation and deprived {} of his turn: the auction reverts to him, the later passes are cancelled, and the auction proceeds as though there had been no irregularity",
                deprived.name()
            ),
        )
        .on_call(first_oor);
        self.rule(r);
        true
    }
}
