//! Calls out of rotation: rubber Laws 28(b), 29, 30, 31, 32 and 34;
//! duplicate 2017 Laws 28B, 29, 30-32 and 17D3 (2007: 17E2). What a
//! cancelled call leads to is the code's (`AuctionLaws::out_of_rotation`).

use crate::call::Call;
use crate::codes::contract_bridge::laws::{AfterRho, OutOfRotation, Position};
use crate::event::Annotation;
use crate::law::Citation;
use crate::ruling::{Chooser, OptionId, PenaltyKind, PenaltyStatus, Ruling, option};
use crate::seat::Seat;

use super::{ContractBridge, IfNotComparable, NextCall, Pending, Watch};

impl ContractBridge {
    fn position(offender: Seat, turn: Seat) -> Position {
        match offender.distance_to(turn) {
            2 => Position::Partner,
            3 => Position::Rho,
            _ => Position::Lho,
        }
    }

    /// The code's rule for a call out of rotation once cancelled (Laws
    /// 30-32), and what it leads to in plain words. An artificial pass
    /// (one annotated as relating to suits) is ruled as a bid (2017 30C).
    fn cancel_outcome(&self, record: usize, turn: Seat) -> (Citation, OutOfRotation, String) {
        let (offender, call) = (
            self.records.calls[record].seat,
            self.records.calls[record].call,
        );
        let pos = Self::position(offender, turn);
        let artificial_pass = call == Call::Pass
            && self.laws().artificial_pass_is_a_bid()
            && !self.records.calls[record].annotation.relates_to.is_empty();
        let ruled_as = if artificial_pass {
            "1C".parse::<Call>().expect("a bid")
        } else {
            call
        };
        let (law, rule) = self
            .laws()
            .out_of_rotation(ruled_as, pos, self.auction.has_bid());
        let text = self.describe_outcome(offender, call, law, rule);
        (law, rule, text)
    }

    fn describe_outcome(
        &self,
        offender: Seat,
        call: Call,
        law: Citation,
        rule: OutOfRotation,
    ) -> String {
        let o = offender.name();
        let p = offender.partner().name();
        let rho = offender.rho().name();
        let lead = self.laws().lead_law();
        let (i, ii) = self.laws().rho_clauses(law.law);
        let what = match call {
            Call::Bid(b) => b.to_string(),
            Call::Double => "the double".to_owned(),
            Call::Redouble => "the redouble".to_owned(),
            Call::Pass => "the pass".to_owned(),
        };
        match rule {
            OutOfRotation::OffenderPassesNext => {
                format!("{o} must pass when next it is his turn to call")
            }
            OutOfRotation::OffenderSilencedPartnerNoDouble => format!(
                "{o} must pass whenever it is his turn to call; {p} may make a sufficient bid or pass, but may not double or redouble at that turn"
            ),
            OutOfRotation::PartnerSilenced => format!(
                "{p} must pass whenever it is his turn to call, and {lead} apply if he becomes a defender"
            ),
            OutOfRotation::PartnerSilencedLead { no_double_again } => format!(
                "{p} must pass whenever it is his turn to call; {}{} apply if {p} becomes a defender",
                if no_double_again {
                    format!("{o} may not double or redouble that bid again; ")
                } else {
                    String::new()
                },
                self.laws().double_lead_law()
            ),
            OutOfRotation::WaitForRho { then } => {
                let tail = match then {
                    AfterRho::DenominationRepeated => format!(
                        "if {rho} bids, doubles or redoubles, {o} may make any legal call: repeating the denomination silences {p} at his next turn, anything else silences {p} whenever it is his turn, with {lead}"
                    ),
                    AfterRho::PartnerPassesNextLead => format!(
                        "if {rho} bids, {o} may make any legal call, {p} must pass when next it is his turn, and {} apply",
                        self.laws().double_lead_law()
                    ),
                    AfterRho::PartnerSilencedLead => format!(
                        "if {rho} bids, doubles or redoubles, {o} may make any legal call, and {p} must pass whenever it is his turn, with {lead}"
                    ),
                    AfterRho::Comparable => format!(
                        "if {rho} bids, doubles or redoubles, {o} may make any legal call: if the director finds it comparable, nothing more; otherwise {p} must pass when next it is his turn, with {lead}"
                    ),
                };
                let (i, ii) = (format!("{}{i}", law.law), format!("{}{ii}", law.law));
                format!(
                    "if {rho} passes, {o} must repeat {what} {} ({i}); {tail} ({ii})",
                    self.laws().repeat_words()
                )
            }
            OutOfRotation::PartnerFree => format!(
                "{p} may make any legal call at his turn (information from the cancelled call is unauthorized to him, {}); then, if {o}'s call at his turn is comparable (the director's finding), nothing more; otherwise {p} must pass when next it is his turn, with {lead}",
                self.laws().cite(16, "").path()
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
            let law = self.laws().cite(34, "");
            self.mark_cancelled(i, law);
            self.withdrawn(i, seat);
            let r = Ruling::new(
                law,
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
        let (law, _, outcome) = self.cancel_outcome(i, turn);
        let mut r = Ruling::new(
            self.laws().cite(29, ""),
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
                        "make any legal call: {call} then stands as if it were legal and the auction proceeds without penalty ({}); {} accepts by calling",
                        self.laws().cite(29, "(a)").path(),
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
                "if {} calls first, at his own turn, the penalty is waived and the auction proceeds as though {} had not called ({})",
                turn.name(),
                seat.name(),
                self.laws().cite(28, "(b)").path()
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
            offender,
        }) = self.pending.take()
        else {
            return;
        };
        // The ruling cites the clause applied: the call accepted (29(a); 2017 29A).
        let law = self.laws().cite(29, "(a)");
        self.records.rulings[ruling].chosen = Some(OptionId::Accept);
        self.records.rulings[ruling].set_law(law);
        // The offender's LHO whose turn it was keeps his turn: his call is
        // at it (28(b) read as the acceptance, decision 5); anyone else's
        // turn was passed over.
        if turn_was != offender.lho() {
            self.records.calls[call].deprived = Some(turn_was);
            self.repeat_lapses(turn_was, call, ruling);
        }
        self.stand(call, Some(law));
    }

    /// Law 28(b): the player whose turn it was called first. Duplicate 28B:
    /// Law 26 does not apply, 16C does.
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
        let law = self.laws().cite(28, "(b)");
        self.cancel(call, law);
        self.withdrawn(call, offender);
        let r = Ruling::new(
            law,
            Some(offender),
            format!(
                "{} called at his own turn before a penalty was imposed: his call is in rotation, the penalty for {}'s call out of rotation is waived, and the auction proceeds as though {} had not called",
                turn_was.name(),
                offender.name(),
                offender.name()
            ),
        )
        .on_call(call);
        self.records.rulings[ruling]
            .notes
            .push(format!("waived under Law {}", law.path()));
        self.rule(r);
    }

    /// Law 29(b): cancelled; Laws 30-32 give the rectification.
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
        self.records.rulings[ruling].chosen = Some(OptionId::Cancel);
        // The ruling cites the clause applied: the call cancelled (29(b); 2017 29B).
        let law = self.laws().cite(29, "(b)");
        self.records.rulings[ruling].set_law(law);
        let (law, rule, text) = self.cancel_outcome(call, turn_was);
        self.cancel(call, self.laws().cite(29, "(b)"));
        self.withdrawn(call, offender);
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
        match rule {
            OutOfRotation::OffenderPassesNext => {
                self.impose(offender, PenaltyKind::PassNextTurn, law, r)
            }
            OutOfRotation::OffenderSilencedPartnerNoDouble => {
                self.impose(offender, PenaltyKind::PassWhenever, law, r);
                self.impose(partner, PenaltyKind::NoDoubleOrRedoubleNextTurn, law, r);
            }
            OutOfRotation::PartnerSilenced => {
                self.impose(partner, PenaltyKind::PassWhenever, law, r);
                self.records.watches.push(Watch::OffenderNext {
                    offender,
                    cancelled: call,
                    law,
                    ruling: r,
                    mode: NextCall::Lead,
                });
            }
            OutOfRotation::PartnerSilencedLead { no_double_again } => {
                self.impose(partner, PenaltyKind::PassWhenever, law, r);
                if no_double_again && let Some(bid) = self.last_bid_record() {
                    let redouble = self.records.calls[call].call == Call::Redouble;
                    self.impose(
                        offender,
                        PenaltyKind::NoDoubleOrRedoubleOf { bid, redouble },
                        law,
                        r,
                    );
                }
                self.lead_from(call, None, r);
            }
            OutOfRotation::WaitForRho { then } => self.records.watches.push(Watch::Rho {
                offender,
                call,
                law,
                then,
                ruling: r,
                rho_irregular: false,
            }),
            OutOfRotation::PartnerFree => self.records.watches.push(Watch::OffenderNext {
                offender,
                cancelled: call,
                law,
                ruling: r,
                mode: NextCall::Comparable,
            }),
        }
    }

    /// Fires what waits on the call that has just come to stand.
    pub(super) fn fire_watches(&mut self, stood: usize) {
        let seat = self.records.calls[stood].seat;
        let now = self.records.calls[stood].call;
        let watches = core::mem::take(&mut self.records.watches);
        for w in watches {
            match w {
                Watch::Rho {
                    offender,
                    call,
                    law,
                    then,
                    ruling,
                    rho_irregular,
                } if seat == offender.rho() => {
                    let owed = self.records.penalties.len();
                    self.rho_called(offender, call, law, then, ruling, rho_irregular, now);
                    if self.records.penalties[owed..]
                        .iter()
                        .any(|p| matches!(p.kind, PenaltyKind::Repeat { .. }))
                    {
                        self.records.watches.push(Watch::RepeatOwed {
                            penalty: owed,
                            ground: stood,
                            offender,
                            call,
                            law,
                            then,
                            ruling,
                        });
                    }
                }
                Watch::OffenderNext {
                    offender,
                    cancelled,
                    law,
                    ruling,
                    mode,
                } if seat == offender => {
                    self.offender_next(offender, cancelled, law, ruling, mode, Some(stood));
                }
                w => self.records.watches.push(w),
            }
        }
    }

    /// Laws 31(b), 32(b) (duplicate 31A, 32A; 2007 32B): RHO has called.
    #[allow(clippy::too_many_arguments)]
    fn rho_called(
        &mut self,
        offender: Seat,
        call: usize,
        law: Citation,
        then: AfterRho,
        ruling: usize,
        rho_irregular: bool,
        now: Call,
    ) {
        let seat = offender.rho();
        let c = self.records.calls[call].call;
        let (i, ii) = self.laws().rho_clauses(law.law);
        let first = Citation::new(self.code, law.law, i);
        let second = Citation::new(self.code, law.law, ii);
        let insufficient = c.bid().is_some_and(|b| !self.auction.is_sufficient(b));
        if now == Call::Pass && !rho_irregular && law.law == 31 && insufficient {
            // 31(b)(i), 31A1: an insufficient bid out of rotation is corrected as Law 27 provides.
            self.rule(
                Ruling::new(
                    first,
                    Some(offender),
                    format!(
                        "{} passed: {} must repeat {c}, and as it is insufficient it must be corrected as provided in Law 27",
                        seat.name(),
                        offender.name()
                    ),
                )
                .on_call(call),
            );
            self.offer_substitution(call, offender, Vec::new(), first);
        } else if now == Call::Pass && !rho_irregular {
            let r = Ruling::new(
                first,
                Some(offender),
                format!(
                    "{} passed: {} must repeat {c}, and there is no penalty",
                    seat.name(),
                    offender.name()
                ),
            );
            let r = self.rule(r);
            self.impose(offender, PenaltyKind::Repeat { call: c }, first, r);
            self.lift_unauthorized(call);
        } else {
            match then {
                AfterRho::DenominationRepeated => self.records.watches.push(Watch::OffenderNext {
                    offender,
                    cancelled: call,
                    law: second,
                    ruling,
                    mode: NextCall::DenominationRepeated,
                }),
                AfterRho::Comparable => self.records.watches.push(Watch::OffenderNext {
                    offender,
                    cancelled: call,
                    law: second,
                    ruling,
                    mode: NextCall::Comparable,
                }),
                AfterRho::PartnerPassesNextLead | AfterRho::PartnerSilencedLead => {
                    let (kind, when) = if then == AfterRho::PartnerPassesNextLead {
                        (PenaltyKind::PassNextTurn, "when next")
                    } else {
                        (PenaltyKind::PassWhenever, "whenever")
                    };
                    let lead = self.laws().double_lead_law();
                    let r = Ruling::new(
                        second,
                        Some(offender),
                        format!(
                            "{} called: {} may make any legal call; {} must pass {when} it is his turn, and {lead} apply if he becomes a defender",
                            seat.name(),
                            offender.name(),
                            offender.partner().name()
                        ),
                    );
                    let r = self.rule(r);
                    self.impose(offender.partner(), kind, second, r);
                    self.lead_from(call, None, r);
                }
            }
        }
    }

    /// The offender's next call after his call out of rotation was
    /// cancelled (`stood`: its index; `None` if the auction closed first).
    fn offender_next(
        &mut self,
        offender: Seat,
        cancelled: usize,
        law: Citation,
        ruling: usize,
        mode: NextCall,
        stood: Option<usize>,
    ) {
        let partner = offender.partner();
        let now = stood.map(|i| self.records.calls[i].call);
        match (mode, stood) {
            (NextCall::Lead, _) => self.lead_from(cancelled, now, ruling),
            (NextCall::Comparable, Some(i)) => {
                self.ask_comparable(
                    i,
                    cancelled,
                    law,
                    IfNotComparable::PartnerPassesNext { law },
                    None,
                );
            }
            (NextCall::Comparable, None) => self.lead_from(cancelled, None, ruling),
            (NextCall::DenominationRepeated, _) => {
                let repeats = matches!((self.records.calls[cancelled].call, now), (Call::Bid(a), Some(Call::Bid(b))) if a.denomination == b.denomination);
                let lead = self.laws().lead_law();
                let text = if repeats {
                    format!(
                        "{} repeated the denomination of his bid out of rotation: {} must pass when next it is his turn",
                        offender.name(),
                        partner.name()
                    )
                } else {
                    format!(
                        "{} did not repeat the denomination of his bid out of rotation: {} must pass whenever it is his turn, and {lead} apply if he becomes a defender",
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
            }
        }
    }

    pub(super) fn resolve_watches_at_close(&mut self) {
        for w in core::mem::take(&mut self.records.watches) {
            if let Watch::OffenderNext {
                offender,
                cancelled,
                law,
                ruling,
                mode,
            } = w
            {
                self.offender_next(offender, cancelled, law, ruling, mode, None);
            }
        }
    }

    /// Marks a pending Rho watch as having seen an irregular call by RHO (31(b)(ii) footnote).
    pub(super) fn note_rho_irregular(&mut self, seat: Seat) {
        for w in &mut self.records.watches {
            if let Watch::Rho {
                offender,
                rho_irregular,
                ..
            } = w
                && *offender == seat.lho()
            {
                *rho_irregular = true;
            }
        }
    }

    /// Law 34: three passes, one of them out of rotation and accepted, do not
    /// close the auction; it reverts to the player who missed his turn.
    pub(super) fn law_34(&mut self) -> bool {
        let n = self.records.standing.len();
        if n < 3 {
            return false;
        }
        let last_three = &self.records.standing[n - 3..];
        let Some(&first_oor) = last_three
            .iter()
            .find(|&&i| self.records.calls[i].deprived.is_some())
        else {
            return false;
        };
        let deprived = self.records.calls[first_oor].deprived.expect("deprived");
        let to_cancel: Vec<usize> = self
            .records
            .standing
            .iter()
            .copied()
            .filter(|&i| i >= first_oor)
            .collect();
        let law = self.laws().cite(34, "");
        for &i in &to_cancel {
            self.cancel(i, law);
            // 2007 17E2: 16D applies to the cancelled calls, a player who passed
            // out of rotation being an offender.
            if self.records.calls[i].deprived.is_some() {
                self.withdrawn(i, self.records.calls[i].seat);
            }
        }
        let records = &mut *self.records;
        for p in &mut records.penalties {
            let from_call = records.rulings[p.ruling].call;
            if p.status == PenaltyStatus::InForce
                && from_call.is_some_and(|c| to_cancel.contains(&c))
            {
                p.status = PenaltyStatus::Waived;
            }
        }
        self.refresh_bound();
        self.rebuild();
        let r = Ruling::new(
            law,
            Some(self.records.calls[first_oor].seat),
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
