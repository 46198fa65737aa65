//! A call, and which law it falls under (rubber Laws 17-19, 27, 28, 33, 37).
//!
//! The order of the checks is the text's precedence: a call after the close
//! is Law 39's; a call at LHO's turn is a change of call (footnotes to Laws
//! 30-32); a bid of more than seven is Law 38's; a call by a player whose
//! RHO must pass is in rotation (Law 28(a)); a call other than pass by a
//! player bound to pass is Law 37's; a double or redouble Law 19 does not
//! permit is Law 36's; any other call out of rotation is Law 29's; an
//! insufficient bid in rotation is Law 27's.

use crate::call::Call;
use crate::event::{Annotation, ChangeFinding, Understanding};
use crate::law::Citation;
use crate::ruling::{Chooser, OptionId, PenaltyKind, Ruling, option};
use crate::seat::Seat;
use crate::table::EventError;

use super::{Pending, RubberAuction};

/// The regular path while every event so far was a regular call: a legal
/// call by the player on turn. Returns `false`, untouched, otherwise.
#[inline(always)]
pub(crate) fn regular_call(state: &mut RubberAuction, seat: Seat, call: Call) -> bool {
    if !state.regular
        || state.closed
        || seat != state.auction.turn()
        || !state.auction.is_legal(seat, call)
    {
        return false;
    }
    state.auction.push(seat, call);
    if state.auction.is_closed() {
        state.close_regular();
    }
    true
}

/// The regular path once something irregular has happened: a legal call by
/// the player on turn, nothing pending, no penalty binding him. Returns
/// `false`, untouched, if the call needs the full referee.
pub(crate) fn fast_call(state: &mut RubberAuction, seat: Seat, call: Call) -> bool {
    if regular_call(state, seat, call) {
        return true;
    }
    if state.regular
        || state.closed
        || state.pending.is_some()
        || !state.watches.is_empty()
        || seat != state.auction.turn()
        || state.bound & (1 << seat as u8) != 0
        || !state.auction.is_legal(seat, call)
    {
        return false;
    }
    let i = state.push_record(seat, call, Annotation::default(), true);
    state.stand(i, None);
    true
}

impl RubberAuction {
    pub(super) fn on_call(
        &mut self,
        seat: Seat,
        call: Call,
        annotation: Annotation,
    ) -> Result<(), EventError> {
        if let Some(p) = self.pending.clone() {
            match p {
                Pending::Insufficient { offender, .. } if seat == offender.lho() => {
                    self.accept_insufficient()
                }
                Pending::Insufficient {
                    offender,
                    call: first,
                    ..
                } if seat == offender => {
                    return self.attempt_substitute(first, call, annotation);
                }
                Pending::Substitute { offender, .. } if seat == offender => {
                    return self.substitute(call, annotation);
                }
                Pending::OutOfRotation { offender, .. } if seat == offender.lho() => {
                    self.accept_out_of_rotation()
                }
                // Law 28(b): only the call of an opponent of the offender waives.
                Pending::OutOfRotation {
                    turn_was, offender, ..
                } if seat == turn_was && turn_was.is_opponent(offender) => {
                    self.waive_out_of_rotation()
                }
                Pending::ChangeOfCall { offender, .. } if seat == offender => {
                    return self.elect_change_of_call(OptionId::OtherCall, Some(call));
                }
                Pending::Inadmissible { offender, .. } if seat == offender.lho() => {
                    return self.condone(seat, call, annotation);
                }
                Pending::Inadmissible { .. } => self.assess(),
                _ => return Err(self.pending_error()),
            }
        }
        self.classify(seat, call, annotation)
    }

    pub(super) fn pending_error(&self) -> EventError {
        let (_, r) = self.pending().expect("pending");
        EventError::RulingPending {
            law: r.law.to_string(),
            chooser: r.chooser.map(|c| c.to_string()).unwrap_or_default(),
            options: r.options.iter().map(|o| o.id.to_string()).collect(),
        }
    }

    fn classify(
        &mut self,
        seat: Seat,
        call: Call,
        annotation: Annotation,
    ) -> Result<(), EventError> {
        if self.closed {
            self.after_close(seat, call, annotation);
            return Ok(());
        }
        if annotation.simultaneous {
            let Some(prev) = self.calls.last() else {
                return Err(EventError::NotSimultaneous);
            };
            if prev.seat == seat {
                return Err(EventError::NotSimultaneous);
            }
            let r = Ruling::new(
                Citation::rubber(33, ""),
                Some(seat),
                format!(
                    "{}'s call, made simultaneously with {}'s, is deemed a subsequent call",
                    seat.name(),
                    prev.seat.name()
                ),
            )
            .on_call(self.calls.len());
            self.rule(r);
        }
        let mut turn = self.auction.turn();
        // Footnotes to Laws 30, 31 and 32: a call at LHO's turn is a change of call.
        if seat != turn
            && turn == seat.lho()
            && self
                .standing
                .last()
                .is_some_and(|&i| self.calls[i].seat == seat)
        {
            let footnote = match call {
                Call::Pass | Call::Bid(_) => self.auction.has_bid(),
                Call::Double | Call::Redouble => !self.auction.calls().is_empty(),
            };
            if footnote || matches!(call, Call::Bid(_)) {
                return self.change(seat, call, ChangeFinding::Deliberate, Some(footnote));
            }
        }
        if let Call::Bid(b) = call {
            if !b.is_admissible() {
                self.inadmissible(seat, call, annotation, 38);
                return Ok(());
            }
        }
        // Law 28(a): a call without waiting for RHO's compulsory pass is in rotation.
        if seat != turn && turn == seat.rho() && self.obligation(turn).must_pass.is_some() {
            let i = self.push_record(turn, Call::Pass, Annotation::default(), true);
            let r = Ruling::new(
                Citation::rubber(28, "(a)"),
                None,
                format!(
                    "{} called without waiting for {}, who was required to pass: the call is in rotation and {}'s pass is deemed made",
                    seat.name(),
                    turn.name(),
                    turn.name()
                ),
            )
            .on_call(i);
            self.rule(r);
            self.stand(i, Some(Citation::rubber(28, "(a)")));
            if self.closed {
                self.after_close(seat, call, annotation);
                return Ok(());
            }
            turn = self.auction.turn();
        }
        if seat == turn {
            let ob = self.obligation(seat);
            // A penalty that compels a pass prevails over the duty to repeat.
            if let (Some(required), None) = (ob.repeat, ob.must_pass) {
                if call != required {
                    return Err(EventError::MustRepeat {
                        seat,
                        call: required,
                    });
                }
            }
            if ob.must_pass.is_some() && call != Call::Pass {
                self.inadmissible(seat, call, annotation, 37);
                return Ok(());
            }
            if ob.no_double && call.is_double_or_redouble() {
                self.inadmissible(seat, call, annotation, 37);
                return Ok(());
            }
        }
        let permitted = match call {
            Call::Double => self.auction.may_double(seat),
            Call::Redouble => self.auction.may_redouble(seat),
            _ => true,
        };
        if !permitted {
            self.inadmissible(seat, call, annotation, 36);
            return Ok(());
        }
        if seat != turn {
            self.out_of_rotation(seat, call, annotation, turn);
            return Ok(());
        }
        let understanding = annotation.understanding;
        let stated = annotation.stated;
        let i = self.push_record(seat, call, annotation, true);
        if let Call::Bid(b) = call {
            if !self.auction.is_sufficient(b) {
                self.insufficient(i);
                return Ok(());
            }
        }
        if let (Some(stated), true) = (stated, call.is_double_or_redouble()) {
            let r = Ruling::new(
                Citation::rubber(19, ""),
                Some(seat),
                format!(
                    "{} named {stated} in doubling: he is deemed to have {} the bid as it was made",
                    seat.name(),
                    if call == Call::Double {
                        "doubled"
                    } else {
                        "redoubled"
                    }
                ),
            )
            .on_call(i);
            self.rule(r);
        }
        if understanding == Some(Understanding::Undisclosed) {
            self.undisclosed_understanding(i);
        }
        self.stand(i, None);
        Ok(())
    }

    // ----- Law 27 -----

    fn insufficient(&mut self, call: usize) {
        let offender = self.calls[call].seat;
        self.note_rho_irregular(offender);
        let lho = offender.lho();
        let bid = self.calls[call].call.bid().expect("a bid");
        let lowest = self.auction.lowest_sufficient(bid.denomination);
        let r = Ruling::new(
            Citation::rubber(27, ""),
            Some(offender),
            format!("{} made an insufficient bid, {}, in rotation", offender.name(), bid),
        )
        .on_call(call)
        .choice(
            Chooser::Seat(lho),
            vec![
                option(
                    OptionId::Accept,
                    format!("accept {bid}: it is treated as legal (also accepted if {} calls)", lho.name()),
                ),
                option(
                    OptionId::Correct,
                    format!(
                        "{} must substitute a sufficient bid or a pass: {}; any other sufficient bid or a pass silences {} whenever it is his turn, with the lead penalties of Law 26",
                        offender.name(),
                        match lowest {
                            Some(l) => format!("{l} (the lowest sufficient bid in the same denomination) carries no penalty"),
                            None => "no bid in that denomination is sufficient".to_owned(),
                        },
                        offender.partner().name()
                    ),
                ),
            ],
        );
        let ruling = self.rule(r);
        self.pending = Some(Pending::Insufficient {
            ruling,
            call,
            offender,
            attempts: Vec::new(),
        });
    }

    pub(super) fn accept_insufficient(&mut self) {
        let Some(Pending::Insufficient {
            ruling,
            call,
            attempts,
            ..
        }) = self.pending.take()
        else {
            return;
        };
        self.rulings[ruling].chosen = Some(OptionId::Accept);
        let final_call = self.calls[call].call;
        self.attempt_leads(&attempts, Some(final_call), ruling);
        self.stand(call, Some(Citation::rubber(27, "")));
    }

    pub(super) fn correct_insufficient(&mut self) {
        let Some(Pending::Insufficient {
            ruling,
            call,
            offender,
            attempts,
        }) = self.pending.take()
        else {
            return;
        };
        self.rulings[ruling].chosen = Some(OptionId::Correct);
        self.cancel(call, Citation::rubber(27, ""));
        self.offer_substitution(call, offender, attempts, Citation::rubber(27, ""));
    }

    /// Law 27: the offender substitutes a sufficient bid or a pass for the
    /// insufficient bid at `call`, choosing after the penalties are stated.
    pub(super) fn offer_substitution(
        &mut self,
        call: usize,
        offender: Seat,
        attempts: Vec<usize>,
        law: Citation,
    ) {
        let bid = self.calls[call].call.bid().expect("a bid");
        let partner = offender.partner();
        let mut options = Vec::new();
        if let Some(l) = self.auction.lowest_sufficient(bid.denomination) {
            options.push(option(
                OptionId::LowestSufficient,
                format!("bid {l}, the lowest sufficient bid in the same denomination: the auction proceeds as though the irregularity had not occurred (27(a))"),
            ));
        }
        options.push(option(
            OptionId::OtherSufficientOrPass,
            format!(
                "make any other sufficient bid or pass: {} must pass whenever it is his turn to call, and the lead penalties of Law 26 apply if he becomes a defender (27(b)); an attempted double or redouble is cancelled and {} must then pass",
                partner.name(),
                offender.name()
            ),
        ));
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
        });
    }

    /// Law 25(a): a substitute for an illegal call is cancelled; the
    /// attempt still draws the lead penalties of Law 26 (Law 27, footnote).
    fn attempt_substitute(
        &mut self,
        first: usize,
        call: Call,
        annotation: Annotation,
    ) -> Result<(), EventError> {
        let offender = self.calls[first].seat;
        let i = self.push_record(offender, call, annotation, true);
        self.cancel(i, Citation::rubber(25, "(a)"));
        let r = Ruling::new(
            Citation::rubber(25, "(a)"),
            Some(offender),
            format!(
                "{}'s first call was illegal: the substitute {call} is cancelled and he is subject to Law 27; the lead penalties of Law 26 still apply to the attempt if he becomes a defender (Law 27, footnote)",
                offender.name()
            ),
        )
        .on_call(i);
        self.rule(r);
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
        let Some(Pending::Substitute {
            ruling,
            call: first,
            offender,
            attempts,
        }) = self.pending.clone()
        else {
            return Err(EventError::NoPending);
        };
        let bid = self.calls[first].call.bid().expect("a bid");
        let partner = offender.partner();
        if let Call::Bid(b) = call {
            if !b.is_admissible() || !self.auction.is_sufficient(b) {
                return Err(EventError::MustSubstitute {
                    seat: offender,
                    bid,
                });
            }
        }
        self.pending = None;
        let i = self.push_record(offender, call, annotation, true);
        if call.is_double_or_redouble() {
            self.rulings[ruling].chosen = Some(OptionId::OtherSufficientOrPass);
            self.cancel(i, Citation::rubber(27, ""));
            let r = Ruling::new(
                Citation::rubber(27, ""),
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
            self.impose(
                offender,
                PenaltyKind::PassNextTurn,
                Citation::rubber(27, ""),
                r2,
            );
            self.impose(
                partner,
                PenaltyKind::PassWhenever,
                Citation::rubber(27, "(b)"),
                r2,
            );
            self.lead_from(first, Some(Call::Pass), r2);
            self.lead_from(i, Some(Call::Pass), r2);
            self.attempt_leads(&attempts, Some(Call::Pass), r2);
            return Ok(());
        }
        let lowest = self.auction.lowest_sufficient(bid.denomination);
        if Some(call) == lowest.map(Call::Bid) {
            self.rulings[ruling].chosen = Some(OptionId::LowestSufficient);
            self.attempt_leads(&attempts, Some(call), ruling);
            self.stand(i, Some(Citation::rubber(27, "(a)")));
        } else {
            self.rulings[ruling].chosen = Some(OptionId::OtherSufficientOrPass);
            self.impose(
                partner,
                PenaltyKind::PassWhenever,
                Citation::rubber(27, "(b)"),
                ruling,
            );
            self.lead_from(first, Some(call), ruling);
            self.attempt_leads(&attempts, Some(call), ruling);
            self.stand(i, Some(Citation::rubber(27, "(b)")));
        }
        Ok(())
    }

    fn attempt_leads(&mut self, attempts: &[usize], final_call: Option<Call>, ruling: usize) {
        for &a in attempts {
            self.lead_from(a, final_call, ruling);
        }
    }

    // ----- Law 40 -----

    fn undisclosed_understanding(&mut self, call: usize) {
        let seat = self.calls[call].seat;
        let r = Ruling::new(
            Citation::rubber(40, ""),
            Some(seat),
            format!(
                "{}'s {} used a partnership understanding that his side had not disclosed; a player may not make use of one unless it was disclosed beforehand (40(a)) or at the time, as agreed (40(b)); the laws of the auction give no mechanical penalty (under Club Law 40 an Arbiter may adjust the score)",
                seat.name(),
                self.calls[call].call
            ),
        )
        .on_call(call)
        .with_finding("an undisclosed partnership understanding was used");
        self.rule(r);
    }
}
