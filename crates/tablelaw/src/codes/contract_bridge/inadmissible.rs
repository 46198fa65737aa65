//! Inadmissible calls: rubber Laws 35 (condoned), 36 (double or redouble
//! not permitted by Law 19), 37 (a call by a player required to pass),
//! 38 (a bid of more than seven) and 39 (a call after the auction closed).
//!
//! The penalty is assessed by the director; if the offender's LHO calls
//! before it is, Law 35 condones the offence. The engine assesses it at the
//! next event that is not that call.

use crate::call::Call;
use crate::event::Annotation;
use crate::ruling::{Chooser, OptionId, PenaltyKind, Ruling, option};
use crate::seat::Seat;
use crate::table::EventError;

use super::{CallStatus, ContractBridge, Pending};

impl ContractBridge {
    pub(super) fn inadmissible(&mut self, seat: Seat, call: Call, annotation: Annotation, law: u8) {
        let in_rotation = seat == self.auction.turn();
        let i = self.push_record(seat, call, annotation, in_rotation);
        self.note_rho_irregular(seat);
        let o = seat.name();
        let p = seat.partner().name();
        let lho = seat.lho().name();
        let lead = self.laws().lead_law();
        let double_lead = self.laws().double_lead_law();
        let cond = |clause| self.laws().cite(35, clause).path();
        let (text, penalty, condoned) = match law {
            36 => (
                format!("{o}'s {call} is not permitted by Law 19"),
                format!(
                    "the call is cancelled and {o} must substitute a legal call; {p} must pass whenever it is his turn, and {double_lead} apply if he becomes a defender"
                ),
                format!(
                    "if {lho} calls first, there is no penalty: the {call} and all later calls are cancelled and the auction reverts to the player whose turn it is ({})",
                    cond("(a)")
                ),
            ),
            37 => (
                format!("{o} called {call} although required by law to pass"),
                format!(
                    "the call is cancelled; both {o} and {p} must pass during the remainder of the auction, and {lead} apply if they become defenders"
                ),
                format!(
                    "if {lho} calls first, there is no penalty: the {call} and later legal calls stand, but a player bound to pass for the rest of the auction still must ({})",
                    cond("(b)")
                ),
            ),
            _ => (
                format!("{o} bid {call}: no contract of more than seven is ever permissible"),
                format!(
                    "the bid is cancelled; both {o} and {p} must pass during the remainder of the auction, and {lead} apply if they become defenders"
                ),
                if self.laws().condoned_38_silences() {
                    format!(
                        "if {lho} calls first, the bid and all later calls are still cancelled, {o} must substitute a pass, and both {o} and {p} must pass whenever it is their turn, but without the lead restriction ({})",
                        cond("(c)")
                    )
                } else {
                    format!(
                        "if {lho} calls first, there is no penalty: the bid and all later calls are cancelled, {o} must substitute a pass, and the auction proceeds as though there had been no irregularity ({})",
                        cond("(c)")
                    )
                },
            ),
        };
        let r = Ruling::new(self.laws().cite(law, ""), Some(seat), text)
            .on_call(i)
            .choice(
                Chooser::Director,
                vec![
                    option(OptionId::Penalty, penalty),
                    option(OptionId::Condone, condoned),
                ],
            );
        let ruling = self.rule(r);
        self.pending = Some(Pending::Inadmissible {
            ruling,
            call: i,
            offender: seat,
            law,
        });
    }

    /// Rubber Law 25(a): a substitute for an illegal first call that is
    /// itself a double or redouble Law 19 does not permit is "subject to
    /// the applicable law" at once: Law 36's penalty is imposed when the
    /// substitute is cancelled, with no election to wait for and nothing
    /// for the LHO's call to condone (docs/decisions.md, decision 73).
    pub(super) fn substitute_inadmissible(&mut self, seat: Seat, i: usize) {
        let call = self.records.calls[i].call;
        let permitted = match call {
            Call::Double => self.auction.may_double(seat),
            Call::Redouble => self.auction.may_redouble(seat),
            _ => true,
        };
        if self.code != crate::law::CodeId::Rubber || permitted {
            return;
        }
        let law = self.laws().cite(36, "");
        let partner = seat.partner();
        let r = Ruling::new(
            law,
            Some(seat),
            format!(
                "{}'s substitute {call} is itself not permitted by Law 19, and Law 25(a) makes him subject to the applicable law: under Law 36 {} must pass whenever it is his turn, and the lead penalties of Law 26(b) apply if he becomes a defender; a call by {} does not condone what the law has ruled",
                seat.name(),
                partner.name(),
                seat.lho().name()
            ),
        )
        .on_call(i);
        let ruling = self.rule(r);
        self.impose(partner, PenaltyKind::PassWhenever, law, ruling);
        self.lead_from(i, None, ruling);
    }

    /// Law 39: a call after the auction is closed is cancelled.
    pub(super) fn after_close(&mut self, seat: Seat, call: Call, annotation: Annotation) {
        let i = self.push_record(seat, call, annotation, false);
        self.records.calls[i].status = CallStatus::Cancelled;
        let contract = self.auction.contract();
        let defender = contract.is_some_and(|c| c.declarer.is_opponent(seat));
        if !defender || call == Call::Pass {
            let role = match contract {
                None => "no player had bid",
                Some(c) if c.declarer == seat => "he is declarer",
                Some(c) if c.dummy() == seat => "he is dummy",
                Some(_) => "it is a pass by a defender",
            };
            let law = self.laws().cite(39, "(a)");
            self.records.calls[i].law = Some(law);
            let r = Ruling::new(
                law,
                Some(seat),
                format!("{}'s {call} came after the auction closed: it is cancelled, and there is no penalty ({role})", seat.name()),
            )
            .on_call(i);
            self.rule(r);
            return;
        }
        let law = self.laws().cite(39, "(b)");
        self.records.calls[i].law = Some(law);
        let lho = seat.lho().name();
        let r = Ruling::new(
            law,
            Some(seat),
            format!("{}, a defender, called {call} after the auction closed: the call is cancelled", seat.name()),
        )
        .on_call(i)
        .choice(
            Chooser::Director,
            vec![
                option(
                    OptionId::Penalty,
                    format!("{} apply to {}", self.laws().lead_law(), seat.partner().name()),
                ),
                option(
                    OptionId::Condone,
                    format!(
                        "if {lho} calls first the call is condoned: it and all later calls are cancelled without penalty ({})",
                        self.laws().cite(35, "(d)").path()
                    ),
                ),
            ],
        );
        let ruling = self.rule(r);
        self.pending = Some(Pending::Inadmissible {
            ruling,
            call: i,
            offender: seat,
            law: 39,
        });
    }

    /// The director assesses the penalty of Laws 36-39.
    pub(super) fn assess(&mut self) {
        let Some(Pending::Inadmissible {
            ruling,
            call,
            offender,
            law,
        }) = self.pending.take()
        else {
            return;
        };
        self.records.rulings[ruling].chosen = Some(OptionId::Penalty);
        let partner = offender.partner();
        let cite = self.laws().cite(law, "");
        if self.records.calls[call].status != CallStatus::Cancelled {
            self.cancel(call, cite);
        }
        self.withdrawn(call, offender);
        match law {
            36 => {
                self.impose(partner, PenaltyKind::PassWhenever, cite, ruling);
                self.lead_from(call, None, ruling);
            }
            37 | 38 => {
                self.impose(offender, PenaltyKind::PassWhenever, cite, ruling);
                self.impose(partner, PenaltyKind::PassWhenever, cite, ruling);
                self.lead_from(call, Some(Call::Pass), ruling);
            }
            _ => {
                // The auction closed before the call: the lead penalty binds at once.
                self.lead_from(call, None, ruling);
            }
        }
        self.check_close();
    }

    /// Law 35: the offender's LHO called before the penalty was assessed.
    pub(super) fn condone(
        &mut self,
        lho: Seat,
        lho_call: Call,
        annotation: Annotation,
    ) -> Result<(), EventError> {
        let Some(Pending::Inadmissible {
            ruling,
            call,
            offender,
            law,
        }) = self.pending.take()
        else {
            return Err(EventError::NoPending);
        };
        self.records.rulings[ruling].chosen = Some(OptionId::Condone);
        let (clause, text) = match law {
            36 => (
                "(a)",
                format!(
                    "{} called before a penalty was assessed: no penalty; the {} and all later calls are cancelled and the auction reverts to the player whose turn it is",
                    lho.name(),
                    self.records.calls[call].call
                ),
            ),
            37 => (
                "(b)",
                format!(
                    "{} called before a penalty was assessed: no penalty; the call and later legal calls stand",
                    lho.name()
                ),
            ),
            38 if self.laws().condoned_38_silences() => (
                "(c)",
                format!(
                    "{} called before rectification: the bid and all later calls are cancelled, {} must substitute a pass, and both {} and {} must pass whenever it is their turn; there is no recourse to the lead restriction",
                    lho.name(),
                    offender.name(),
                    offender.name(),
                    offender.partner().name()
                ),
            ),
            38 => (
                "(c)",
                format!(
                    "{} called before a penalty was assessed: no penalty; the bid and all later calls are cancelled, {} must substitute a pass, and the auction proceeds as though there had been no irregularity",
                    lho.name(),
                    offender.name()
                ),
            ),
            _ => (
                "(d)",
                format!(
                    "{} called before a penalty was assessed: the call after the close and all later calls are cancelled without penalty",
                    lho.name()
                ),
            ),
        };
        let cite = self.laws().cite(35, clause);
        // The ruling on the call cites the clause applied: condoned (rubber
        // 35; 2017 36A, 37A, 38D, 39B).
        self.records.rulings[ruling].set_law(cite);
        self.rule(Ruling::new(cite, Some(offender), text).on_call(call));
        match law {
            37 => {
                self.records.calls[call].law = Some(cite);
                self.stand(call, Some(cite));
                self.classify_after_condone(lho, lho_call, annotation)
            }
            38 if self.laws().condoned_38_silences() => {
                // Condoned, the bid of more than seven is still cancelled with
                // the calls after it (2017 38B), a pass substituted and the
                // offending side silenced (38C); only 26B is lifted (38D).
                let cancelled = self.laws().cite(38, "B");
                let silenced = self.laws().cite(38, "C");
                self.cancel(call, cancelled);
                let j = self.push_record(lho, lho_call, annotation, true);
                self.cancel(j, cancelled);
                self.impose(offender, PenaltyKind::PassWhenever, silenced, ruling);
                self.impose(
                    offender.partner(),
                    PenaltyKind::PassWhenever,
                    silenced,
                    ruling,
                );
                let k = self.push_record(offender, Call::Pass, Annotation::default(), true);
                self.stand(k, Some(silenced));
                Ok(())
            }
            _ => {
                self.cancel(call, cite);
                let j = self.push_record(lho, lho_call, annotation, law != 39);
                self.cancel(j, cite);
                if law == 38 {
                    let k = self.push_record(offender, Call::Pass, Annotation::default(), true);
                    self.stand(k, Some(cite));
                }
                Ok(())
            }
        }
    }

    fn classify_after_condone(
        &mut self,
        seat: Seat,
        call: Call,
        annotation: Annotation,
    ) -> Result<(), EventError> {
        self.on_call(seat, call, annotation)
    }
}
