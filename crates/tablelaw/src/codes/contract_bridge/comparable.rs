//! The director's finding on a call that replaces a withdrawn one
//! (duplicate 2017 Law 23, the comparable call; 2007 Law 27B1), and the
//! record of withdrawn calls whose information is unauthorized to the
//! offending side (duplicate 2017 Law 16C; 2007 Law 16D).
//!
//! Whether a call is comparable is judgment: the engine asks the director
//! (an election `comparable` or `not-comparable`) and applies the law's
//! consequence. Comparable: no rectification, no lead restriction (26A),
//! Law 16C lifted, and the adjusted score of 23C (2007: 27D) remains
//! possible at the end of the play, which the ruling records.

use crate::call::Call;
use crate::event::Annotation;
use crate::law::Citation;
use crate::ruling::{Chooser, OptionId, PenaltyKind, Ruling, option};
use crate::seat::Seat;
use crate::table::EventError;

use super::{CallStatus, ContractBridge, Pending, Unauthorized};
use crate::codes::contract_bridge::laws::Substitution;

/// What follows when the director finds a replacing call not comparable.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum IfNotComparable {
    /// 2017 30B, 31A2, 31B, 32A2, 32B: the offender's partner must pass
    /// when next it is his turn; the lead restriction of 26B.
    PartnerPassesNext {
        /// The clause.
        law: Citation,
    },
    /// 27B2, B3: as the code rules a substitute for the insufficient bid.
    Substitution {
        /// The index of the insufficient bid.
        insufficient: usize,
    },
    /// 25B1: the lead restriction of Law 26 only.
    LeadOnly,
}

impl ContractBridge {
    /// Duplicate Law 16C: records the withdrawn call at `call` as
    /// unauthorized information to the side of `offender`.
    pub(super) fn withdrawn(&mut self, call: usize, offender: Seat) {
        let Some(law) = self.laws().withdrawn_calls_unauthorized() else {
            return;
        };
        if self.records.unauthorized.iter().any(|u| u.call == call) {
            return;
        }
        let seat = self.records.calls[call].seat;
        self.records.unauthorized.push(Unauthorized {
            call,
            seat,
            to: offender.side(),
            law,
        });
    }

    /// Where the law says 16C does not apply (27B1, 23B).
    pub(super) fn lift_unauthorized(&mut self, call: usize) {
        self.records.unauthorized.retain(|u| u.call != call);
    }

    /// Asks the director whether the call at `call`, which replaced the
    /// withdrawn call at `withdrawn`, is comparable.
    pub(super) fn ask_comparable(
        &mut self,
        call: usize,
        withdrawn: usize,
        law: Citation,
        if_not: IfNotComparable,
        deferred: Option<(Seat, Call, Annotation)>,
    ) {
        let offender = self.records.calls[call].seat;
        let partner = offender.partner().name();
        let (question, yes_law) = match if_not {
            IfNotComparable::Substitution { .. } => self.laws().comparable_question(),
            _ => (
                "is it a comparable call (Law 23A: the same or a similar meaning, a subset of the withdrawn call's meanings, or the same purpose)?",
                self.laws().comparable_law().0,
            ),
        };
        let (_, adjusted) = self.laws().comparable_law();
        let no = match if_not {
            IfNotComparable::PartnerPassesNext { law } => format!(
                "not comparable: {partner} must pass when next it is his turn to call ({}), and {} apply if he becomes a defender",
                law.path(),
                self.laws().lead_law()
            ),
            IfNotComparable::Substitution { .. } => {
                let c = self.records.calls[call].call;
                match self.laws().substitution_not_comparable(c) {
                    Substitution::DoubleCancelledResubstitute(l) => format!(
                        "not comparable: the {c} is cancelled and {} must substitute again; {partner} must pass whenever it is his turn to call, and {} apply ({})",
                        offender.name(),
                        self.laws().lead_law(),
                        l.path()
                    ),
                    _ => format!(
                        "not comparable: {partner} must pass whenever it is his turn to call, and {} apply if he becomes a defender (27B2)",
                        self.laws().lead_law()
                    ),
                }
            }
            IfNotComparable::LeadOnly => format!(
                "not comparable: {} apply if {partner} becomes a defender",
                self.laws().lead_law()
            ),
        };
        let r = Ruling::new(
            law,
            Some(offender),
            format!(
                "{} replaced his withdrawn {} with {}: the director decides: {question}",
                offender.name(),
                self.records.calls[withdrawn].call,
                self.records.calls[call].call
            ),
        )
        .on_call(call)
        .choice(
            Chooser::Director,
            vec![
                option(
                    OptionId::Comparable,
                    format!(
                        "comparable: no further rectification, and the withdrawn call is not unauthorized information ({}); if at the end of the play the director judges that the outcome could well have been different without the help the infraction gave, he adjusts the score ({})",
                        yes_law.path(),
                        adjusted.path()
                    ),
                ),
                option(OptionId::NotComparable, no),
            ],
        );
        let ruling = self.rule(r);
        self.pending = Some(Pending::Comparable {
            ruling,
            call,
            withdrawn,
            offender,
            if_not,
            deferred,
        });
    }

    /// Whether the call the LHO made over a change of call (25B1), which
    /// waits for the finding, would be refused once the finding is made, as
    /// `classify` rules on it: then the finding is refused with it. The
    /// finding of 25B1 (the lead restriction only) changes neither the
    /// auction nor what binds the LHO, whose turn it is since the
    /// substitute stands, so the state now tells.
    pub(super) fn deferred_refused(&self, seat: Seat, call: Call, annotation: &Annotation) -> bool {
        if self.closed {
            // Law 39: a call after the close is ruled, never refused.
            return false;
        }
        if annotation.simultaneous
            && self
                .records
                .calls
                .last()
                .is_none_or(|prev| prev.seat == seat)
        {
            return true;
        }
        if seat != self.auction.turn() {
            return false;
        }
        // A call other than the one he must repeat (rubber 31(b)(i),
        // 32(b)(i); duplicate 31A1, 32A1), unless a pass is compelled.
        let ob = self.obligation(seat);
        matches!((ob.repeat, ob.must_pass), (Some(required), None) if call != required)
    }

    /// The director's finding on a pending comparable call.
    pub(super) fn elect_comparable(&mut self, choice: OptionId) -> Result<(), EventError> {
        let Some(Pending::Comparable {
            ruling,
            call,
            withdrawn,
            offender,
            if_not,
            deferred,
        }) = self.pending.clone()
        else {
            return Err(EventError::NoPending);
        };
        self.pending = None;
        self.records.rulings[ruling].chosen = Some(choice);
        let partner = offender.partner();
        let pending_call = self.records.calls[call].status == CallStatus::Pending;
        if choice == OptionId::Comparable {
            let (yes, adjusted) = self.laws().comparable_law();
            let yes = match if_not {
                IfNotComparable::Substitution { .. } => self.laws().comparable_question().1,
                _ => yes,
            };
            self.records.rulings[ruling].finding =
                Some("the replacing call is comparable".to_owned());
            self.records.rulings[ruling].notes.push(format!(
                "no further rectification ({}); the director may award an adjusted score at the end of the play ({})",
                yes.path(),
                adjusted.path()
            ));
            self.lift_unauthorized(withdrawn);
            if pending_call {
                self.stand(call, Some(yes));
            }
        } else {
            self.records.rulings[ruling].finding =
                Some("the replacing call is not comparable".to_owned());
            let final_call = Some(self.records.calls[call].call);
            match if_not {
                IfNotComparable::PartnerPassesNext { law } => {
                    self.impose(partner, PenaltyKind::PassNextTurn, law, ruling);
                    self.lead_from(withdrawn, final_call, ruling);
                    if pending_call {
                        self.stand(call, Some(law));
                    }
                }
                IfNotComparable::LeadOnly => self.lead_from(withdrawn, final_call, ruling),
                IfNotComparable::Substitution { insufficient } => {
                    let c = self.records.calls[call].call;
                    match self.laws().substitution_not_comparable(c) {
                        Substitution::DoubleCancelledResubstitute(law) => {
                            self.cancel(call, law);
                            self.withdrawn(call, offender);
                            self.impose(partner, PenaltyKind::PassWhenever, law, ruling);
                            self.lead_from(insufficient, None, ruling);
                            self.offer_substitution(insufficient, offender, Vec::new(), law);
                            if let Some(Pending::Substitute { silenced, .. }) = &mut self.pending {
                                *silenced = true;
                            }
                        }
                        Substitution::PartnerSilenced(law) | Substitution::NoRectification(law) => {
                            self.impose(partner, PenaltyKind::PassWhenever, law, ruling);
                            self.lead_from(insufficient, final_call, ruling);
                            if pending_call {
                                self.stand(call, Some(law));
                            }
                        }
                        Substitution::AskDirector | Substitution::DoubleCancelledPass => {}
                    }
                }
            }
        }
        self.check_close();
        if let (Some((seat, c, annotation)), None) = (deferred, &self.pending) {
            return self.on_call(seat, c, annotation);
        }
        Ok(())
    }
}
