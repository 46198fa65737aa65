//! Changes of call: rubber Laws 21 (misinformation), 24 (inadvertent call
//! corrected without pause for thought) and 25 (change of call); duplicate
//! Laws 21B, 25A (unintended call, until partner calls) and 25B (the LHO
//! may accept the substitute, otherwise the first call stands).

use crate::call::{Call, CallSet};
use crate::event::{Annotation, ChangeFinding};
use crate::law::Citation;
use crate::ruling::{Chooser, OptionId, PenaltyKind, Ruling, option};
use crate::seat::Seat;
use crate::table::EventError;

use super::{ContractBridge, Pending};
use crate::codes::contract_bridge::laws::ChangeOfCall;

impl ContractBridge {
    pub(super) fn on_change(
        &mut self,
        seat: Seat,
        call: Call,
        finding: ChangeFinding,
    ) -> Result<(), EventError> {
        // 2017 25A5 and 21B1(a) (2007 21B1(a)): until the end of the auction period, such
        // a change reopens the closed auction at its final pass.
        if self.pending.is_none() && self.may_reopen(finding) && self.changes_a_call_of(seat) {
            self.reopen();
            let before = self.records.rulings.len();
            self.change_call(seat, call, finding)?;
            let law = self.laws().unintended().law.law;
            let end = self.laws().auction_period_end().path();
            if let Some(r) = self.records.rulings[before..]
                .iter_mut()
                .find(|r| r.law.law == law || r.law.law == 21)
            {
                r.notes.push(format!(
                    "the auction had closed, but its period had not ended (Law {end}: the opening lead is not faced): the auction reopens at the call changed"
                ));
            }
            return Ok(());
        }
        self.change_call(seat, call, finding)
    }

    /// A change of call, the auction open or closed as it stands.
    fn change_call(
        &mut self,
        seat: Seat,
        call: Call,
        finding: ChangeFinding,
    ) -> Result<(), EventError> {
        match (&self.pending, finding) {
            (Some(Pending::Misinformed { lho, .. }), ChangeFinding::Misinformation)
                if *lho == seat =>
            {
                return self.elect_misinformed(OptionId::Change, Some(call));
            }
            (
                Some(Pending::ChangeOfCall { offender, .. }),
                ChangeFinding::Deliberate | ChangeFinding::Inadvertent,
            ) if *offender == seat
                && self.laws().change_of_call() == ChangeOfCall::OffenderChooses =>
            {
                return self.elect_change_of_call(OptionId::OtherCall, Some(call));
            }
            (Some(Pending::Inadmissible { offender, .. }), _) if *offender != seat => self.assess(),
            (Some(p), _) if self.pending_offender(p) != Some(seat) => {
                return Err(self.pending_error());
            }
            _ => {}
        }
        match finding {
            ChangeFinding::Misinformation => self.law_21(seat, call),
            ChangeFinding::OwnMisunderstanding => {
                if !self.records.calls.iter().any(|r| r.seat == seat) {
                    return Err(EventError::NoCallToChange { seat });
                }
                let r = Ruling::new(
                    self.laws().cite(21, ""),
                    Some(seat),
                    format!("{} has no recourse: he made his call on the basis of his own misunderstanding; his call stands", seat.name()),
                )
                .with_finding("the call was based on the player's own misunderstanding");
                self.rule(r);
                Ok(())
            }
            _ => self.change(seat, call, finding, None),
        }
    }

    /// Whether `seat` has a standing call that his partner has not called
    /// after: one he may still change under 25A or 21B1(a).
    fn changes_a_call_of(&self, seat: Seat) -> bool {
        let own = self
            .records
            .standing
            .iter()
            .rev()
            .find(|&&i| self.records.calls[i].seat == seat);
        let last = self.auction.calls().iter().rposition(|&(s, _)| s == seat);
        match (own, last) {
            (Some(&i), _) => !self.records.calls[i + 1..]
                .iter()
                .any(|r| r.seat == seat.partner() && r.status == super::CallStatus::Stands),
            (None, Some(i)) => !self.auction.calls()[i + 1..]
                .iter()
                .any(|&(s, _)| s == seat.partner()),
            (None, None) => false,
        }
    }

    fn pending_offender(&self, p: &Pending) -> Option<Seat> {
        match *p {
            Pending::Insufficient { offender, .. }
            | Pending::Substitute { offender, .. }
            | Pending::OutOfRotation { offender, .. }
            | Pending::ChangeOfCall { offender, .. }
            | Pending::Inadmissible { offender, .. }
            | Pending::Comparable { offender, .. } => Some(offender),
            Pending::Misinformed { .. }
            | Pending::LeadPenalty { .. }
            | Pending::Designation { .. }
            | Pending::PenaltyCards { .. }
            | Pending::LeadOutOfTurn { .. }
            | Pending::PrematurePlay { .. }
            | Pending::PenaltyCardDue { .. }
            | Pending::RevokeFollower { .. }
            | Pending::Claim { .. }
            | Pending::ClaimRuling { .. }
            | Pending::LeadingHand { .. } => None,
        }
    }

    /// Laws 24 and 25: `seat` substitutes `call` for his call at this turn.
    /// `footnote` is `Some` when the substitution was a call at LHO's turn.
    pub(super) fn change(
        &mut self,
        seat: Seat,
        call: Call,
        finding: ChangeFinding,
        footnote: Option<bool>,
    ) -> Result<(), EventError> {
        if self.closed && self.pending.is_none() {
            self.after_close(seat, call, Annotation::default());
            return Ok(());
        }
        let pending_first = match self.pending {
            Some(Pending::Insufficient { call, offender, .. })
            | Some(Pending::OutOfRotation { call, offender, .. })
            | Some(Pending::Inadmissible { call, offender, .. })
                if offender == seat =>
            {
                Some(call)
            }
            Some(Pending::Substitute { offender, .. }) if offender == seat => {
                return Err(EventError::ChangeTooLate { seat });
            }
            _ => None,
        };
        let unintended = self.laws().unintended();
        if finding == ChangeFinding::Inadvertent
            && unintended.until_partner_calls
            && pending_first.is_none()
        {
            return self.unintended_until_partner(seat, call);
        }
        let first = match pending_first {
            Some(i) => i,
            None => {
                let Some(&last) = self.records.standing.last() else {
                    return Err(EventError::NoCallToChange { seat });
                };
                if self.records.calls[last].seat != seat
                    || self.records.calls[last + 1..]
                        .iter()
                        .any(|r| r.seat != seat)
                {
                    return Err(EventError::ChangeTooLate { seat });
                }
                last
            }
        };
        if finding == ChangeFinding::Inadvertent {
            return self.law_24(seat, first, call);
        }
        let first_legal = pending_first.is_none();
        self.note_rho_irregular(seat);
        let i = self.push_record(
            seat,
            call,
            Annotation::default(),
            self.records.calls[first].in_rotation,
        );
        let note = footnote.map(|f| self.laws().lhos_turn_note(f));
        if !first_legal
            && self.laws().premature_substitution_stands()
            && matches!(self.pending, Some(Pending::Insufficient { .. }))
        {
            // Duplicate 27C: a replacement of an insufficient bid before the ruling.
            self.records.calls.pop();
            return self.attempt_substitute(first, call, Annotation::default());
        }
        if !first_legal {
            let law = self.laws().cite(25, "(a)");
            self.cancel(i, law);
            let mut r = Ruling::new(
                law,
                Some(seat),
                format!("{}'s first call was illegal: the substitute {call} is cancelled and he is subject to the law that applies to the first", seat.name()),
            )
            .on_call(i)
            .with_finding(format!("too late for Law {}", self.laws().unintended().law.path()));
            r.notes.extend(note.map(str::to_owned));
            self.rule(r);
            if let Some(Pending::Insufficient { attempts, .. }) = &mut self.pending {
                attempts.push(i);
            }
            self.substitute_inadmissible(seat, i);
            return Ok(());
        }
        if self.laws().change_of_call() == ChangeOfCall::LhoMayAccept {
            return self.change_lho_may_accept(seat, first, i, note);
        }
        let first_call = self.records.calls[first].call;
        let p = seat.partner().name();
        let mut r = Ruling::new(
            Citation::rubber(25, "(b)"),
            Some(seat),
            format!("{} substituted {call} for his legal call {first_call}, too late for Law 24", seat.name()),
        )
        .on_call(i)
        .with_finding("not an inadvertent call corrected without pause for thought")
        .choice(
            Chooser::Seat(seat),
            vec![
                option(OptionId::FirstCallStands, format!("let {first_call} stand: {p} must pass when next it is his turn to call (25(b)(i))")),
                option(
                    OptionId::OtherCall,
                    format!("make any other legal call ({call} unless another is named): {p} must pass whenever it is his turn to call, and the lead penalties of Law 26 apply if he becomes a defender (25(b)(ii))"),
                ),
            ],
        );
        r.notes.extend(note.map(str::to_owned));
        let ruling = self.rule(r);
        self.pending = Some(Pending::ChangeOfCall {
            ruling,
            first,
            second: i,
            offender: seat,
        });
        Ok(())
    }

    /// Law 24 (duplicate 25A): the inadvertent call is replaced; the intended call is ruled as made.
    pub(super) fn law_24(
        &mut self,
        seat: Seat,
        first: usize,
        call: Call,
    ) -> Result<(), EventError> {
        let u = self.laws().unintended();
        if let Some(p) = self.pending.take() {
            self.records.rulings[p.ruling()].notes.push(format!(
                "superseded: the call was corrected under Law {}",
                u.law.path()
            ));
        }
        let old = self.records.calls[first].call;
        self.uncall(first, u.law);
        let text = if u.until_partner_calls {
            format!(
                "{} replaced his unintended {old} with his intended call {call} before his partner called: if legal it stands without rectification (Law 26 does not apply); if illegal it is subject to the law that applies",
                seat.name()
            )
        } else {
            format!(
                "{} substituted his intended call {call} for the inadvertent {old} without pause for thought: if legal it stands without penalty; if illegal it is subject to the law that applies",
                seat.name()
            )
        };
        // A correction in time names no irregularity (Law 24; 2017 25A).
        let r = Ruling::new(u.law, None, text)
            .on_call(first)
            .with_finding(u.finding);
        self.rule(r);
        self.on_call(seat, call, Annotation::default())
    }

    /// Cancels a call made at this turn, restoring what it had spent.
    pub(super) fn uncall(&mut self, call: usize, law: Citation) {
        self.cancel(call, law);
        let mut restored = false;
        for (p, by) in core::mem::take(&mut self.records.spent) {
            if by == call {
                self.records.penalties[p].status = crate::ruling::PenaltyStatus::InForce;
                restored = true;
            } else {
                self.records.spent.push((p, by));
            }
        }
        if restored {
            self.refresh_bound();
        }
    }

    /// The offender's election under Law 25(b).
    pub(super) fn elect_change_of_call(
        &mut self,
        choice: OptionId,
        other: Option<Call>,
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
        let partner = offender.partner();
        match choice {
            OptionId::FirstCallStands => {
                self.pending = None;
                self.records.rulings[ruling].chosen = Some(choice);
                self.records.rulings[ruling].set_law(Citation::rubber(25, "(b)(i)"));
                self.cancel(second, Citation::rubber(25, "(b)(i)"));
                self.impose(
                    partner,
                    PenaltyKind::PassNextTurn,
                    Citation::rubber(25, "(b)(i)"),
                    ruling,
                );
                self.check_close();
                Ok(())
            }
            OptionId::OtherCall => {
                let x = other.unwrap_or(self.records.calls[second].call);
                if x == self.records.calls[first].call {
                    return Err(EventError::NotLegal {
                        call: x,
                        why: "it is the first call; elect first-call-stands".to_owned(),
                    });
                }
                self.pending = None;
                self.uncall(first, Citation::rubber(25, "(b)(ii)"));
                if !self.auction.is_legal(offender, x) || self.auction.turn() != offender {
                    return Err(EventError::NotLegal {
                        call: x,
                        why: "Law 25(b)(ii) allows any other legal call".to_owned(),
                    });
                }
                self.records.rulings[ruling].chosen = Some(choice);
                self.records.rulings[ruling].set_law(Citation::rubber(25, "(b)(ii)"));
                self.impose(
                    partner,
                    PenaltyKind::PassWhenever,
                    Citation::rubber(25, "(b)(ii)"),
                    ruling,
                );
                self.lead_from(first, Some(x), ruling);
                let stands = if x == self.records.calls[second].call {
                    second
                } else {
                    self.cancel(second, Citation::rubber(25, "(b)(ii)"));
                    self.push_record(offender, x, Annotation::default(), true)
                };
                self.stand(stands, Some(Citation::rubber(25, "(b)(ii)")));
                Ok(())
            }
            _ => Err(EventError::NotAnOption {
                option: choice,
                offered: vec![OptionId::FirstCallStands, OptionId::OtherCall],
            }),
        }
    }

    /// Law 21: a call changed because of misinformation given by an opponent.
    fn law_21(&mut self, seat: Seat, call: Call) -> Result<(), EventError> {
        if self.closed {
            return Err(EventError::AuctionClosed);
        }
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
            .any(|r| r.seat == seat.partner())
        {
            return Err(EventError::PartnerHasCalled { seat });
        }
        self.replace_in_place(first, call)?;
        let r = Ruling::new(
            self.laws().cite(21, ""),
            Some(seat),
            format!("{} changed his call to {call} because of misinformation given him by an opponent, without penalty", seat.name()),
        )
        .on_call(first)
        .with_finding("the call was made on misinformation given by an opponent");
        let ruling = self.rule(r);
        let lho = seat.lho();
        if let Some(next) = self
            .records
            .standing
            .iter()
            .copied()
            .find(|&i| i > first && self.records.calls[i].seat == lho)
        {
            let keep_ok = self.legal_at(next, self.records.calls[next].call);
            let mut options = Vec::new();
            if keep_ok {
                options.push(option(
                    OptionId::Keep,
                    format!("let {} stand", self.records.calls[next].call),
                ));
            }
            options.push(option(
                OptionId::Change,
                "change it, in turn and without penalty (name the new call)",
            ));
            let r = Ruling::new(
                self.laws().cite(21, ""),
                None,
                format!(
                    "{} may change his subsequent call {} without penalty",
                    lho.name(),
                    self.records.calls[next].call
                ),
            )
            .on_call(next)
            .choice(Chooser::Seat(lho), options);
            let r = self.rule(r);
            self.records.rulings[ruling]
                .notes
                .push(format!("{} may change his subsequent call", lho.name()));
            self.pending = Some(Pending::Misinformed {
                ruling: r,
                call: next,
                lho,
            });
        }
        self.check_close();
        Ok(())
    }

    /// Whether `call` would be legal in place of the call at `index`.
    pub(super) fn legal_at(&self, index: usize, call: Call) -> bool {
        self.legal_calls_at(index).contains(call)
    }

    /// The calls legal in place of the call at `index`: legal after the
    /// calls that stand before it (Laws 18, 19).
    pub(super) fn legal_calls_at(&self, index: usize) -> CallSet {
        let mut before = crate::auction::Auction::new(self.dealer);
        for &i in self.records.standing.iter().take_while(|&&i| i < index) {
            before.push(self.records.calls[i].seat, self.records.calls[i].call);
        }
        before.legal_calls_for(self.records.calls[index].seat)
    }

    /// Law 25(b)(ii): the calls the offender may make instead of his first
    /// call at `first` (what `elect_change_of_call` takes once it has
    /// cancelled the first): any call legal in the auction without it, at
    /// his turn, but the first call itself.
    pub(super) fn other_calls(&self, first: usize, offender: Seat) -> CallSet {
        let mut without = crate::auction::Auction::new(self.dealer);
        for (i, rec) in self.records.calls.iter().enumerate() {
            if i != first && rec.status == super::CallStatus::Stands {
                without.push(rec.seat, rec.call);
            }
        }
        if without.turn() != offender {
            return CallSet::EMPTY;
        }
        without
            .legal_calls_for(offender)
            .without(CallSet::single(self.records.calls[first].call))
    }

    pub(super) fn replace_in_place(&mut self, index: usize, call: Call) -> Result<(), EventError> {
        if call == self.records.calls[index].call {
            return Err(EventError::NotLegal {
                call,
                why: "it is the call already made".to_owned(),
            });
        }
        if !self.legal_at(index, call) {
            return Err(EventError::NotLegal {
                call,
                why: "a call changed under Law 21 must be legal where it stands".to_owned(),
            });
        }
        let old = core::mem::replace(&mut self.records.calls[index].call, call);
        self.records.calls[index].replaced.push(old);
        self.records.calls[index].law = Some(self.laws().cite(21, ""));
        self.rebuild();
        Ok(())
    }

    /// LHO's election under Law 21.
    pub(super) fn elect_misinformed(
        &mut self,
        choice: OptionId,
        call: Option<Call>,
    ) -> Result<(), EventError> {
        let Some(Pending::Misinformed {
            ruling, call: next, ..
        }) = self.pending.clone()
        else {
            return Err(EventError::NoPending);
        };
        match (choice, call) {
            (OptionId::Keep, _) if self.legal_at(next, self.records.calls[next].call) => {}
            (OptionId::Change, Some(c)) => self.replace_in_place(next, c)?,
            (OptionId::Change, None) => {
                return Err(EventError::NotLegal {
                    call: self.records.calls[next].call,
                    why: "name the new call: `elect change 3S`".to_owned(),
                });
            }
            _ => {
                return Err(EventError::NotAnOption {
                    option: choice,
                    offered: vec![OptionId::Change],
                });
            }
        }
        self.pending = None;
        self.records.rulings[ruling].chosen = Some(choice);
        self.check_close();
        Ok(())
    }
}
