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
use crate::ruling::{OptionId, Ruling};
use crate::seat::Seat;
use crate::table::EventError;

use super::{ContractBridge, Pending};
use crate::codes::contract_bridge::laws::ChangeOfCall;

/// The regular path while every event so far was a regular call: a legal
/// call by the player on turn. Returns `false`, untouched, otherwise.
#[inline(always)]
pub(crate) fn regular_call(state: &mut ContractBridge, seat: Seat, call: Call) -> bool {
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
pub(crate) fn fast_call(state: &mut ContractBridge, seat: Seat, call: Call) -> bool {
    if regular_call(state, seat, call) {
        return true;
    }
    if state.regular
        || state.closed
        || state.pending.is_some()
        || !state.records.watches.is_empty()
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

impl ContractBridge {
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
                Pending::OutOfRotation {
                    offender,
                    turn_was,
                    ruling,
                    ..
                } if seat == offender.lho() => {
                    if turn_was == seat {
                        // Both 28B (the player whose turn it was calls)
                        // and 29A (the offender's LHO calls) describe this
                        // call; read as 29A, and said so.
                        let note = format!(
                            "{}'s call is also at his own turn (Law {}): it is read as his acceptance of the call out of rotation under Law {}, the option the law gives the offender's left-hand opponent (docs/decisions.md, decision 5)",
                            seat.name(),
                            self.laws().cite(28, "(b)").path(),
                            self.laws().cite(29, "(a)").path()
                        );
                        self.records.rulings[ruling].notes.push(note);
                    }
                    self.accept_out_of_rotation()
                }
                // Law 28(b): only the call of an opponent of the offender waives.
                Pending::OutOfRotation {
                    turn_was, offender, ..
                } if seat == turn_was && turn_was.is_opponent(offender) => {
                    self.waive_out_of_rotation()
                }
                Pending::ChangeOfCall { offender, .. }
                    if seat == offender
                        && self.laws().change_of_call() == ChangeOfCall::OffenderChooses =>
                {
                    return self.elect_change_of_call(OptionId::OtherCall, Some(call));
                }
                // Duplicate 25B1: the LHO accepts the substitute by calling over it.
                Pending::ChangeOfCall { offender, .. }
                    if seat == offender.lho()
                        && self.laws().change_of_call() == ChangeOfCall::LhoMayAccept =>
                {
                    return self.accept_change_of_call(Some((seat, call, annotation)));
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
            let Some(prev) = self.records.calls.last() else {
                return Err(EventError::NotSimultaneous);
            };
            if prev.seat == seat {
                return Err(EventError::NotSimultaneous);
            }
            // A simultaneous call in rotation names no irregularity; one out
            // of rotation is ruled on as such when it is taken up.
            let offender = (seat != self.auction.turn()).then_some(seat);
            let r = Ruling::new(
                self.laws().cite(33, ""),
                offender,
                format!(
                    "{}'s call, made simultaneously with {}'s, is deemed a subsequent call",
                    seat.name(),
                    prev.seat.name()
                ),
            )
            .on_call(self.records.calls.len());
            self.rule(r);
        }
        let mut turn = self.auction.turn();
        // Footnotes to Laws 30, 31 and 32: a call at LHO's turn is a change of call.
        if seat != turn
            && turn == seat.lho()
            && self
                .records
                .standing
                .last()
                .is_some_and(|&i| self.records.calls[i].seat == seat)
        {
            let change = self.laws().at_lhos_turn_is_change(
                call,
                self.auction.has_bid(),
                !self.auction.calls().is_empty(),
            );
            if let Some(footnote) = change {
                return self.change(seat, call, ChangeFinding::Deliberate, Some(footnote));
            }
        }
        if let Call::Bid(b) = call
            && !b.is_admissible()
        {
            self.inadmissible(seat, call, annotation, 38);
            return Ok(());
        }
        // Law 28(a): a call without waiting for RHO's compulsory pass is in rotation.
        if seat != turn && turn == seat.rho() && self.obligation(turn).must_pass.is_some() {
            let i = self.push_record(turn, Call::Pass, Annotation::default(), true);
            let r = Ruling::new(
                self.laws().cite(28, "(a)"),
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
            self.stand(i, Some(self.laws().cite(28, "(a)")));
            if self.closed {
                self.after_close(seat, call, annotation);
                return Ok(());
            }
            turn = self.auction.turn();
        }
        let permitted = match call {
            Call::Double => self.auction.may_double(seat),
            Call::Redouble => self.auction.may_redouble(seat),
            _ => true,
        };
        if seat == turn {
            let ob = self.obligation(seat);
            // A penalty that compels a pass prevails over the duty to repeat.
            if let (Some(required), None) = (ob.repeat, ob.must_pass)
                && call != required
            {
                return Err(EventError::MustRepeat {
                    seat,
                    call: required,
                });
            }
            // A double or redouble that Law 19 does not permit is ruled under
            // Law 36 even by a player bound to pass: 2017 Law 37A excludes
            // "an action contrary to Law 19A1 or Law 19B1" from Law 37. The
            // rubber code (35(a) and (b) both describe it) and the 2007
            // edition are read the same way, Law 36 first.
            if !permitted && (ob.must_pass.is_some() || ob.no_double) {
                self.inadmissible(seat, call, annotation, 36);
                return Ok(());
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
        if let Call::Bid(b) = call
            && !self.auction.is_sufficient(b)
        {
            self.insufficient(i);
            return Ok(());
        }
        if let (Some(stated), true) = (stated, call.is_double_or_redouble()) {
            // Law 19 names no irregularity: the double stands as made.
            let r = Ruling::new(
                self.laws().cite(19, ""),
                None,
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

    // ----- Law 40 -----

    fn undisclosed_understanding(&mut self, call: usize) {
        let seat = self.records.calls[call].seat;
        let r = Ruling::new(
            self.laws().cite(40, ""),
            Some(seat),
            format!(
                "{}'s {} used a partnership understanding that his side had not disclosed; {}",
                seat.name(),
                self.records.calls[call].call,
                self.laws().undisclosed_understanding()
            ),
        )
        .on_call(call)
        .with_finding("an undisclosed partnership understanding was used");
        self.rule(r);
    }
}
