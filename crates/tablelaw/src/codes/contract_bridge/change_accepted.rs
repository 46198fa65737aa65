//! Changes of call under the duplicate laws where they part from the
//! rubber code: 25A, an unintended call replaced until partner calls (2017:
//! the LHO may then withdraw a call made over it); 25B, a deliberate change
//! that the LHO may accept by calling over it, otherwise cancelled with the
//! first call standing.

use crate::call::Call;
use crate::event::Annotation;
use crate::ruling::{Chooser, OptionId, Ruling, option};
use crate::seat::Seat;
use crate::table::EventError;

use super::{CallStatus, ContractBridge, IfNotComparable, Pending};

impl ContractBridge {
    /// Duplicate 25A: `seat` replaces his latest call, which he did not
    /// intend, before his partner has called.
    pub(super) fn unintended_until_partner(
        &mut self,
        seat: Seat,
        call: Call,
    ) -> Result<(), EventError> {
        let u = self.laws().unintended();
        let Some(first) = self
            .records
            .standing
            .iter()
            .rev()
            .copied()
            .find(|&i| self.records.calls[i].seat == seat)
        else {
            return Err(EventError::NoCallToChange { seat });
        };
        if self.records.calls[first + 1..]
            .iter()
            .any(|r| r.seat == seat.partner() && r.status == CallStatus::Stands)
        {
            return Err(EventError::PartnerHasCalled { seat });
        }
        let lho_call = self
            .records
            .standing
            .iter()
            .copied()
            .find(|&i| i > first && self.records.calls[i].seat == seat.lho());
        let Some(next) = lho_call else {
            return self.law_24(seat, first, call);
        };
        // The LHO has called over the unintended call: it is replaced where it stands.
        let old = self.records.calls[first].call;
        if !self.legal_at(first, call) {
            return Err(EventError::NotLegal {
                call,
                why: format!(
                    "{} has called over {old}; a replacement under Law {} after that must be legal where {old} stands",
                    seat.lho().name(),
                    u.law.path()
                ),
            });
        }
        self.replace_in_place(first, call)?;
        self.records.calls[first].law = Some(u.law);
        let keep_ok = self.legal_at(next, self.records.calls[next].call);
        let lho = seat.lho();
        let mut r = Ruling::new(
            u.law,
            Some(seat),
            format!(
                "{} replaced his unintended {old} with {call} before his partner called: {call} stands without rectification (Law 26 does not apply)",
                seat.name()
            ),
        )
        .on_call(first)
        .with_finding(u.finding);
        if !u.lho_may_withdraw && keep_ok {
            r.notes.push(format!(
                "{}'s call over it stands: this edition gives him no right to withdraw it",
                lho.name()
            ));
            self.rule(r);
            self.check_close();
            return Ok(());
        }
        r.notes.push(format!(
            "{} may withdraw the call he made over {old}; if he does, it is authorized information to his side and unauthorized to {}'s",
            lho.name(),
            seat.name()
        ));
        self.rule(r);
        let mut options = Vec::new();
        if keep_ok {
            options.push(option(
                OptionId::Keep,
                format!("let {} stand", self.records.calls[next].call),
            ));
        }
        options.push(option(
            OptionId::Change,
            "withdraw it and call again (name the new call)",
        ));
        let r = Ruling::new(
            u.law,
            None,
            format!(
                "{} may withdraw his call {} made over the unintended call",
                lho.name(),
                self.records.calls[next].call
            ),
        )
        .on_call(next)
        .choice(Chooser::Seat(lho), options);
        let ruling = self.rule(r);
        self.pending = Some(Pending::Misinformed {
            ruling,
            call: next,
            lho,
        });
        Ok(())
    }

    /// Duplicate 25B: the substitute at `second` for the legal call at
    /// `first` awaits the LHO: he may accept it, else the first call stands.
    pub(super) fn change_lho_may_accept(
        &mut self,
        seat: Seat,
        first: usize,
        second: usize,
        note: Option<&'static str>,
    ) -> Result<(), EventError> {
        let lho = seat.lho();
        let first_call = self.records.calls[first].call;
        let call = self.records.calls[second].call;
        let u = self.laws().unintended();
        let mut r = Ruling::new(
            self.laws().cite(25, "(b)"),
            Some(seat),
            format!(
                "{} substituted {call} for his legal call {first_call}, a change Law {} does not allow: {} may accept it",
                seat.name(),
                u.law.path(),
                lho.name()
            ),
        )
        .on_call(second)
        .with_finding(format!("not a call replaced under Law {}", u.law.path()))
        .choice(
            Chooser::Seat(lho),
            vec![
                option(
                    OptionId::Accept,
                    format!(
                        "accept {call} (also by calling over it): {first_call} is withdrawn and {call} stands; {} apply unless the director finds {call} comparable (25B1, 26)",
                        self.laws().lead_law()
                    ),
                ),
                option(
                    OptionId::Cancel,
                    format!(
                        "do not accept: {call} is cancelled and {first_call} stands (25B2); the cancelled {call} is unauthorized information to {}",
                        seat.partner().name()
                    ),
                ),
            ],
        );
        r.notes.extend(note.map(str::to_owned));
        let ruling = self.rule(r);
        self.pending = Some(Pending::ChangeOfCall {
            ruling,
            first,
            second,
            offender: seat,
        });
        Ok(())
    }

    /// Duplicate 25B1: the LHO accepts the substitute, by election or by
    /// calling over it (`by_call`).
    pub(super) fn accept_change_of_call(
        &mut self,
        by_call: Option<(Seat, Call, Annotation)>,
    ) -> Result<(), EventError> {
        let Some(Pending::ChangeOfCall {
            ruling,
            first,
            second,
            offender,
        }) = self.pending.clone()
        else {
            return Err(EventError::NoPending);
        };
        if !self.legal_at(first, self.records.calls[second].call) {
            return Err(EventError::NotLegal {
                call: self.records.calls[second].call,
                why:
                    "the substitute is not legal in place of the first call; it cannot be accepted"
                        .to_owned(),
            });
        }
        self.pending = None;
        self.records.rulings[ruling].chosen = Some(OptionId::Accept);
        let law = crate::law::Citation::new(self.code, 25, "B1");
        // The ruling cites the clause applied.
        self.records.rulings[ruling].set_law(law);
        self.uncall(first, law);
        self.withdrawn(first, offender);
        self.stand(second, Some(law));
        self.ask_comparable(second, first, law, IfNotComparable::LeadOnly, by_call);
        Ok(())
    }

    /// Duplicate 25B2: not accepted; the substitute is cancelled, the first call stands.
    pub(super) fn cancel_change_of_call(&mut self) -> Result<(), EventError> {
        let Some(Pending::ChangeOfCall {
            ruling,
            second,
            offender,
            ..
        }) = self.pending.clone()
        else {
            return Err(EventError::NoPending);
        };
        self.pending = None;
        self.records.rulings[ruling].chosen = Some(OptionId::Cancel);
        let law = crate::law::Citation::new(self.code, 25, "B2");
        // The ruling cites the clause applied.
        self.records.rulings[ruling].set_law(law);
        self.records.rulings[ruling].notes.push(
            "no lead restriction: \"Law 26 may apply\" is read as not reaching a first call that stands (docs/decisions.md, decision 27)".to_owned(),
        );
        self.cancel(second, law);
        self.withdrawn(second, offender);
        self.check_close();
        Ok(())
    }
}
