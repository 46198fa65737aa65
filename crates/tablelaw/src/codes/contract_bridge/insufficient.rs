//! The insufficient bid in rotation: rubber Law 27; duplicate 2017 and 2007
//! Law 27 (A acceptance; B1 no rectification; B2-B4; C premature
//! replacement). What a substitute leads to is the code's
//! (`AuctionLaws::substitution`); the steps are shared.

use crate::call::{Call, CallSet};
use crate::event::Annotation;
use crate::law::Citation;
use crate::ruling::{Chooser, OptionId, PenaltyKind, Ruling, option};
use crate::seat::Seat;
use crate::table::EventError;

use super::{CallRecord, CallStatus, ContractBridge, IfNotComparable, Pending};
use crate::codes::contract_bridge::laws::Substitution;

impl ContractBridge {
    /// Law 27: the offender's LHO may accept the insufficient bid at `call`.
    pub(super) fn insufficient(&mut self, call: usize) {
        let offender = self.records.calls[call].seat;
        self.note_rho_irregular(offender);
        let lho = offender.lho();
        let bid = self.records.calls[call].call.bid().expect("a bid");
        let lowest = self.auction.lowest_sufficient(bid.denomination);
        let correct =
            self.laws()
                .insufficient_correction(offender.name(), offender.partner().name(), lowest);
        let r = Ruling::new(
            self.laws().cite(27, ""),
            Some(offender),
            format!(
                "{} made an insufficient bid, {}, in rotation",
                offender.name(),
                bid
            ),
        )
        .on_call(call)
        .choice(
            Chooser::Seat(lho),
            vec![
                option(
                    OptionId::Accept,
                    format!(
                        "accept {bid}: it is treated as legal (also accepted if {} calls)",
                        lho.name()
                    ),
                ),
                option(OptionId::Correct, correct),
            ],
        );
        let ruling = self.rule(r);
        self.pending = Some(Pending::Insufficient {
            ruling,
            call,
            offender,
            attempts: Vec::new(),
            b4: false,
        });
    }

    pub(super) fn accept_insufficient(&mut self) {
        let Some(Pending::Insufficient {
            ruling,
            call,
            attempts,
            offender,
            ..
        }) = self.pending.take()
        else {
            return;
        };
        self.records.rulings[ruling].chosen = Some(OptionId::Accept);
        // The ruling cites the clause applied (2017 27A1; rubber 27).
        let law = self.laws().insufficient_accepted();
        self.records.rulings[ruling].set_law(law);
        let final_call = self.records.calls[call].call;
        if self.laws().premature_substitution_stands() {
            // 27C: accepting the insufficient bid cancels the premature substitute.
            for &a in &attempts {
                self.mark_cancelled(a, Citation::new(self.code, 27, "C"));
                self.withdrawn(a, offender);
            }
        } else {
            self.attempt_leads(&attempts, Some(final_call), ruling);
        }
        self.stand(call, Some(law));
    }

    pub(super) fn correct_insufficient(&mut self) -> Result<(), EventError> {
        let Some(Pending::Insufficient {
            ruling,
            call,
            offender,
            mut attempts,
            b4,
        }) = self.pending.take()
        else {
            return Ok(());
        };
        self.records.rulings[ruling].chosen = Some(OptionId::Correct);
        let law = self.laws().cite(27, "");
        self.cancel(call, law);
        self.withdrawn(call, offender);
        if b4 {
            // 27B4, ruled as B3: partner passes whenever; the offender substitutes again.
            let b4 = Citation::new(self.code, 27, "B4");
            self.impose(offender.partner(), PenaltyKind::PassWhenever, b4, ruling);
            self.lead_from(call, None, ruling);
            self.offer_substitution(call, offender, Vec::new(), b4);
            if let Some(Pending::Substitute { silenced, .. }) = &mut self.pending {
                *silenced = true;
            }
            return Ok(());
        }
        if self.laws().premature_substitution_stands()
            && let Some(last) = attempts.pop()
        {
            // 27C: the premature substitute is the correction.
            for a in attempts {
                self.mark_cancelled(a, Citation::new(self.code, 27, "C"));
                self.withdrawn(a, offender);
            }
            self.offer_substitution(call, offender, Vec::new(), law);
            let c = self.records.calls[last].call;
            return self.substitute_record(Some(last), c, Annotation::default());
        }
        self.offer_substitution(call, offender, attempts, law);
        Ok(())
    }

    /// The calls the offender may name in substitution for his insufficient
    /// bid (what `substitute_record` takes): a sufficient bid or a pass; a
    /// double or a redouble unless his partner is already silenced (rubber
    /// 27(b), duplicate 27B3); an insufficient bid where the code rules it
    /// by 27B4. Never a bid of more than seven.
    pub(super) fn substitutes(&self, silenced: bool) -> CallSet {
        let bids = match (
            self.laws().another_insufficient_bid(),
            self.auction.last_bid(),
        ) {
            (None, Some((last, _))) => CallSet::bids_above(last),
            _ => CallSet::BIDS,
        };
        let mut calls = bids.union(CallSet::PASS);
        if !silenced {
            calls = calls.union(CallSet::DOUBLE).union(CallSet::REDOUBLE);
        }
        calls
    }

    /// Whether refusing the insufficient bid would be refused: under 27C a
    /// substitute made before the ruling is the correction (`attempts`, the
    /// last standing), and it is refused where it could not be substituted.
    pub(super) fn correction_refused(&self, attempts: &[usize], b4: bool) -> bool {
        if b4 || !self.laws().premature_substitution_stands() {
            return false;
        }
        attempts.last().is_some_and(|&last| {
            !self
                .substitutes(false)
                .contains(self.records.calls[last].call)
        })
    }

    /// Law 27: the offender substitutes for the insufficient bid at `call`,
    /// choosing after the rectification is stated.
    pub(super) fn offer_substitution(
        &mut self,
        call: usize,
        offender: Seat,
        attempts: Vec<usize>,
        law: Citation,
    ) {
        let bid = self.records.calls[call].call.bid().expect("a bid");
        let lowest = self.auction.lowest_sufficient(bid.denomination);
        let (low, other) =
            self.laws()
                .substitution_texts(offender.name(), offender.partner().name(), lowest);
        let mut options = Vec::new();
        if let Some(low) = low {
            options.push(option(OptionId::LowestSufficient, low));
        }
        options.push(option(OptionId::OtherSufficientOrPass, other));
        let r = Ruling::new(
            law,
            Some(offender),
            format!(
                "{} must correct {bid} by a sufficient bid or a pass, as Law 27 provides; he chooses his final call now that the penalties are stated",
                offender.name()
            ),
        )
        .on_call(call)
        .choice(Chooser::Seat(offender), options);
        let ruling = self.rule(r);
        self.pending = Some(Pending::Substitute {
            ruling,
            call,
            offender,
            attempts,
            silenced: false,
        });
    }

    /// Rubber Law 25(a): a substitute for an illegal call is cancelled; the
    /// attempt still draws the lead penalties of Law 26 (Law 27, footnote).
    /// Duplicate 27C: it stands, unless the LHO accepts the insufficient bid.
    pub(super) fn attempt_substitute(
        &mut self,
        first: usize,
        call: Call,
        annotation: Annotation,
    ) -> Result<(), EventError> {
        let offender = self.records.calls[first].seat;
        let i = self.push_record(offender, call, annotation, true);
        let r = if self.laws().premature_substitution_stands() {
            Ruling::new(
                Citation::new(self.code, 27, "C"),
                Some(offender),
                format!(
                    "{} replaced his insufficient bid before the rectification was stated: {call} stands as his correction unless {} accepts the insufficient bid",
                    offender.name(),
                    offender.lho().name()
                ),
            )
        } else {
            self.cancel(i, Citation::rubber(25, "(a)"));
            Ruling::new(
                Citation::rubber(25, "(a)"),
                Some(offender),
                format!(
                    "{}'s first call was illegal: the substitute {call} is cancelled and he is subject to Law 27; the lead penalties of Law 26 still apply to the attempt if he becomes a defender (Law 27, footnote)",
                    offender.name()
                ),
            )
        };
        self.rule(r.on_call(i));
        if let Some(Pending::Insufficient { attempts, .. } | Pending::Substitute { attempts, .. }) =
            &mut self.pending
        {
            attempts.push(i);
        }
        Ok(())
    }

    /// The offender's final call after an insufficient bid was not accepted.
    pub(super) fn substitute(
        &mut self,
        call: Call,
        annotation: Annotation,
    ) -> Result<(), EventError> {
        self.substitute_record(None, call, annotation)
    }

    /// As [`ContractBridge::substitute`], with the record of a premature
    /// substitute (27C) if there is one.
    fn substitute_record(
        &mut self,
        record: Option<usize>,
        call: Call,
        annotation: Annotation,
    ) -> Result<(), EventError> {
        let Some(Pending::Substitute {
            ruling,
            call: first,
            offender,
            attempts,
            silenced,
        }) = self.pending.clone()
        else {
            return Err(EventError::NoPending);
        };
        let bid = self.records.calls[first].call.bid().expect("a bid");
        let partner = offender.partner();
        let must = EventError::MustSubstitute {
            seat: offender,
            bid,
        };
        match call {
            Call::Bid(b) if !b.is_admissible() => return Err(must),
            Call::Bid(b) if !self.auction.is_sufficient(b) => {
                let Some(b4) = self.laws().another_insufficient_bid() else {
                    return Err(must);
                };
                // 27B4: as B3, unless the LHO accepts the second insufficient bid.
                self.pending = None;
                self.records.rulings[ruling].chosen = Some(OptionId::OtherSufficientOrPass);
                let i =
                    record.unwrap_or_else(|| self.push_record(offender, call, annotation, true));
                self.rule(
                    Ruling::new(
                        b4,
                        Some(offender),
                        format!(
                            "{} replaced his insufficient bid with another, {b}: unless {} accepts it, {} must pass whenever it is his turn to call, with {}, and {} must substitute again (27B3)",
                            offender.name(),
                            offender.lho().name(),
                            partner.name(),
                            self.laws().lead_law(),
                            offender.name()
                        ),
                    )
                    .on_call(i),
                );
                self.insufficient(i);
                if let Some(Pending::Insufficient { b4, .. }) = &mut self.pending {
                    *b4 = true;
                }
                return Ok(());
            }
            Call::Double | Call::Redouble if silenced => return Err(must),
            _ => {}
        }
        self.pending = None;
        let i = record.unwrap_or_else(|| self.push_record(offender, call, annotation, true));
        let lowest = self.auction.lowest_sufficient(bid.denomination);
        let is_lowest = Some(call) == lowest.map(Call::Bid);
        // 2017 27B1(a) asks for the denomination(s) the withdrawn call
        // specified, by its recorded meaning; the rubber code for the one
        // it named.
        let same_denominations =
            is_lowest && (!self.laws().lowest_by_meaning() || self.specifies_the_same(first, i));
        self.records.rulings[ruling].chosen = Some(if is_lowest {
            OptionId::LowestSufficient
        } else {
            OptionId::OtherSufficientOrPass
        });
        let outcome = if silenced {
            Substitution::NoRectification(Citation::new(self.code, 27, "B3"))
        } else {
            self.laws().substitution(call, same_denominations)
        };
        match outcome {
            Substitution::NoRectification(law) => {
                // The ruling cites the clause applied (rubber 27(a); 2017 27B1(a)).
                self.records.rulings[ruling].set_law(law);
                if !silenced {
                    // 27B1(a): Laws 26B and 16C do not apply (rubber 27(a): no penalty).
                    self.lift_unauthorized(first);
                }
                self.attempt_leads(&attempts, Some(call), ruling);
                self.stand(i, Some(law));
            }
            Substitution::AskDirector => {
                let law = self.laws().comparable_question().1;
                self.ask_comparable(
                    i,
                    first,
                    law,
                    IfNotComparable::Substitution {
                        insufficient: first,
                    },
                    None,
                );
            }
            Substitution::PartnerSilenced(law) => {
                // The ruling cites the clause applied (rubber 27(b); 2017 27B2).
                self.records.rulings[ruling].set_law(law);
                self.impose(partner, PenaltyKind::PassWhenever, law, ruling);
                self.lead_from(first, Some(call), ruling);
                self.attempt_leads(&attempts, Some(call), ruling);
                self.stand(i, Some(law));
            }
            Substitution::DoubleCancelledPass | Substitution::DoubleCancelledResubstitute(_) => {
                self.double_substituted(i, first, offender, ruling, &attempts);
            }
        }
        Ok(())
    }

    /// 2017 Law 27B1(a): whether the replacement `replacing` specifies the
    /// same denomination(s) as the withdrawn call `withdrawn`, by what the
    /// record says of their meanings: the suits a call relates to (`relates`)
    /// where given, else the denomination it names. A withdrawn call whose
    /// meaning is recorded only in words (an alert or an explanation) cannot
    /// be read here: the director's finding decides (27B1(b)).
    fn specifies_the_same(&self, withdrawn: usize, replacing: usize) -> bool {
        let w = &self.records.calls[withdrawn];
        if w.annotation.relates_to.is_empty() {
            return !w.annotation.alert && w.explanations.is_empty();
        }
        let specified = |r: &CallRecord| -> Vec<Option<crate::card::Suit>> {
            let mut suits: Vec<Option<crate::card::Suit>> = if r.annotation.relates_to.is_empty() {
                vec![r.call.bid().and_then(|b| b.denomination.suit())]
            } else {
                r.annotation.relates_to.iter().copied().map(Some).collect()
            };
            suits.sort();
            suits.dedup();
            suits
        };
        specified(w) == specified(&self.records.calls[replacing])
    }

    /// Rubber Law 27: an attempted double or redouble, after the penalties
    /// were stated, is cancelled; the offender must pass at this turn and
    /// his partner whenever, with Law 26 on the insufficient bid.
    fn double_substituted(
        &mut self,
        i: usize,
        first: usize,
        offender: Seat,
        ruling: usize,
        attempts: &[usize],
    ) {
        let partner = offender.partner();
        let call = self.records.calls[i].call;
        let law = self.laws().cite(27, "");
        self.cancel(i, law);
        let r = Ruling::new(
            law,
            Some(offender),
            format!(
                "{} attempted to substitute a {}: it is cancelled, he must pass at this turn, and {} must pass whenever it is his turn (27(b))",
                offender.name(),
                if call == Call::Double { "double" } else { "redouble" },
                partner.name()
            ),
        )
        .on_call(i);
        let r2 = self.rule(r);
        let _ = ruling;
        self.impose(offender, PenaltyKind::PassNextTurn, law, r2);
        self.impose(
            partner,
            PenaltyKind::PassWhenever,
            self.laws().cite(27, "(b)"),
            r2,
        );
        // Law 26 on the call actually changed, the insufficient bid, for
        // the compelled pass; the double, cancelled by the law's main text
        // after the penalties were stated, is not a changed call of the
        // footnote's kind and gives declarer no lead option of its own.
        self.lead_from(first, Some(Call::Pass), r2);
        self.attempt_leads(attempts, Some(Call::Pass), r2);
    }

    fn attempt_leads(&mut self, attempts: &[usize], final_call: Option<Call>, ruling: usize) {
        for &a in attempts {
            if self.records.calls[a].status == CallStatus::Cancelled {
                self.lead_from(a, final_call, ruling);
            }
        }
    }
}
