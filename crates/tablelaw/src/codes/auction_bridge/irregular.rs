//! Calls regular and irregular: declaring out of turn (Law 49),
//! insufficient and impossible declarations and the debarment (Law 50),
//! correction of an inadvertent declaration (Law 52), doubles Law 54
//! forbids (Case 6), doubling out of turn (Law 57), and the elections.

use super::AuctionBridgeError;
use super::auction::{AuctionBridge, CallStatus, Debarment, Outcome, cite};
use super::declaration::{AuctionCall, Declaration};
use crate::card::Suit;
use crate::referee::{Election, Needs};
use crate::ruling::{Chooser, OptionId, PenaltyStatus, Ruling, option};
use crate::seat::Seat;

/// What a pending ruling is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Awaiting {
    /// Laws 49 and 57: a declaration, double or redouble out of turn (record index).
    OutOfTurn(usize),
    /// Law 50: an insufficient declaration (record index).
    Insufficient(usize),
    /// Law 50: an impossible declaration (record index).
    Impossible(usize),
    /// Laws 51, 76, 93: declarer may call a lead.
    CalledLead,
    /// Laws 65, 66: declarer may prohibit the suit of an exposed card for
    /// the opening lead.
    ProhibitOpening,
    /// Law 76: an adversary of declarer led out of turn.
    LeadOutOfTurn {
        /// The offender.
        seat: Seat,
        /// The card led.
        card: crate::card::Card,
    },
    /// Law 77: declarer led out of turn, from his hand or dummy.
    DeclarerLead {
        /// The hand led from.
        seat: Seat,
        /// The card led.
        card: crate::card::Card,
    },
    /// Laws 80, 92: the adversary who may be called on to play highest or
    /// lowest, or to win or lose the trick.
    Directive {
        /// The player directed.
        seat: Seat,
    },
    /// Law 84(b): declarer takes points or tricks for the adversaries' revoke.
    Revoke,
}

impl Awaiting {
    /// The offender of an irregular call.
    pub(crate) fn offender(self, state: &AuctionBridge) -> Option<Seat> {
        match self {
            Awaiting::OutOfTurn(i) | Awaiting::Insufficient(i) | Awaiting::Impossible(i) => {
                state.record.get(i).map(|r| r.seat)
            }
            _ => None,
        }
    }

    fn index(self) -> Option<usize> {
        match self {
            Awaiting::OutOfTurn(i) | Awaiting::Insufficient(i) | Awaiting::Impossible(i) => Some(i),
            _ => None,
        }
    }
}

fn adversaries(offender: Seat) -> Chooser {
    Chooser::Adversaries(offender.side().opponents())
}

impl AuctionBridge {
    pub(crate) fn pending_error_public(&self) -> AuctionBridgeError {
        self.pending_error()
    }

    fn pending_error(&self) -> AuctionBridgeError {
        match self.pending() {
            Some((_, r)) => AuctionBridgeError::RulingPending {
                law: r.law.to_string(),
                chooser: r.chooser.map_or_else(String::new, |c| c.to_string()),
                options: r.options.iter().map(|o| o.id.as_str().to_owned()).collect(),
            },
            None => AuctionBridgeError::NoPending,
        }
    }

    /// A call made at the table.
    pub(crate) fn on_call(
        &mut self,
        seat: Seat,
        call: AuctionCall,
    ) -> Result<(), AuctionBridgeError> {
        match self.outcome {
            Some(Outcome::NewDeal { law }) => return Err(AuctionBridgeError::NewDeal { law }),
            Some(Outcome::Final(_)) => return Err(AuctionBridgeError::AuctionClosed),
            None => {}
        }
        let Some(turn) = self.turn() else {
            return Err(AuctionBridgeError::AuctionClosed);
        };
        if self.awaiting.is_some() {
            // Only the offender's LHO may act, and his call settles the
            // pending choice: he lets the call stand (Laws 49, 57) or an
            // adversary has acted, too late to demand the penalty (Law 50).
            if seat != turn {
                return Err(self.pending_error());
            }
            // An out-of-turn call let stand may itself prove insufficient:
            // the same call settles that too.
            for _ in 0..2 {
                if let Some(awaiting) = self.awaiting.filter(|a| a.index().is_some()) {
                    self.condone(awaiting);
                }
            }
        }
        let index = self.record(seat, call, CallStatus::Pending);
        if seat == turn {
            self.in_turn(seat, call, index);
        } else {
            self.out_of_turn(seat, call, turn, index);
        }
        Ok(())
    }

    /// The offender's LHO calls instead of electing.
    fn condone(&mut self, awaiting: Awaiting) {
        let Some(ruling) = self.pending.take() else {
            return;
        };
        self.awaiting = None;
        let Some(index) = awaiting.index() else {
            return;
        };
        let Some(rec) = self.record.get(index).copied() else {
            return;
        };
        let note = match awaiting {
            Awaiting::OutOfTurn(_) => {
                "the offender's LHO called: the call stands and the bidding continues as if it had been in order"
            }
            Awaiting::Insufficient(_) => {
                "an adversary called before the penalty was demanded: the insufficient declaration stands"
            }
            Awaiting::Impossible(_) => {
                "an adversary called before the penalty was demanded: the declaration stands as one to take all the tricks (seven), without debarment"
            }
            _ => "",
        };
        if let Some(r) = self.rulings.get_mut(ruling) {
            r.chooser = None;
            r.notes.push(note.to_owned());
        }
        match awaiting {
            Awaiting::OutOfTurn(_) => self.in_turn(rec.seat, rec.call, index),
            Awaiting::Insufficient(_) => self.stand(rec.seat, rec.call, index),
            Awaiting::Impossible(_) => {
                if let Some(d) = rec.call.declaration() {
                    self.stand(rec.seat, AuctionCall::Declare(seven(d)), index);
                }
            }
            _ => {}
        }
    }

    /// A call by the player on turn (or one the adversaries let stand as if
    /// in order, Laws 49 and 57).
    pub(crate) fn in_turn(&mut self, seat: Seat, call: AuctionCall, index: usize) {
        match call {
            AuctionCall::Pass if self.standing.last.is_none() => {
                self.void(index);
                let r = Ruling::new(
                    cite(42, ""),
                    Some(seat),
                    "the dealer must declare to win at least one odd trick, in a suit or at no trumps: he may not pass; the pass is of no effect and he declares",
                )
                .on_call(index);
                self.rule(r);
            }
            AuctionCall::Pass => self.stand(seat, call, index),
            AuctionCall::Declare(_) | AuctionCall::Double | AuctionCall::Redouble
                if self.is_debarred_from_doubling(seat) =>
            {
                self.void(index);
                let r = Ruling::new(
                    cite(65, ""),
                    Some(seat),
                    format!(
                        "{} may not make any further bid or double during the hand (his partner exposed a card before the final declaration): the {call:#} does not stand, and he passes",
                        seat.name()
                    ),
                )
                .on_call(index);
                self.rule(r);
            }
            AuctionCall::Declare(_) if self.is_debarred(seat) => {
                self.void(index);
                let r = Ruling::new(
                    cite(50, ""),
                    Some(seat),
                    format!(
                        "{} is debarred from declaring (his partner's insufficient or impossible declaration was penalized) until an adversary bids or doubles; the declaration does not stand (Case 2), and he passes or doubles",
                        seat.name()
                    ),
                )
                .on_call(index);
                self.rule(r);
            }
            AuctionCall::Declare(d) if !d.is_possible() => {
                let mut options = vec![option(
                    OptionId::Penalty,
                    format!(
                        "{} is considered to have bid to take all the tricks ({:#}), and {} may not declare unless an adversary subsequently bids or doubles",
                        seat.name(),
                        seven(d),
                        seat.partner().name()
                    ),
                )];
                options.push(option(OptionId::NewDeal, "a new deal"));
                if let Some((p, by, _, x)) = self.previous_of(seat.side().opponents(), index) {
                    options.push(option(
                        OptionId::PreviousFinal,
                        format!(
                            "{}'s {:#}{} becomes the final declaration",
                            by.name(),
                            p,
                            doubled_words(x)
                        ),
                    ));
                }
                let r = Ruling::new(
                    cite(50, ""),
                    Some(seat),
                    format!(
                        "{:#} is an impossible declaration (more than seven odd tricks); either adversary may demand a penalty before an adversary passes, doubles or declares",
                        d
                    ),
                )
                .on_call(index)
                .choice(adversaries(seat), options);
                self.open(r, Awaiting::Impossible(index));
            }
            AuctionCall::Declare(d) => {
                if let Some((last, _, _)) = self.standing.last
                    && !d.is_higher_than(last)
                {
                    let fixed = sufficient(d, last);
                    let made = match fixed {
                        Some(f) => format!("{} must make it {:#}", seat.name(), f),
                        None => format!(
                            "no declaration is higher than {last:#}, so {} passes",
                            seat.name()
                        ),
                    };
                    let r = Ruling::new(
                            cite(50, ""),
                            Some(seat),
                            format!(
                                "{:#} (value {}) is an insufficient declaration over {:#} (value {}); either adversary may demand that it be penalized before an adversary passes, doubles or declares",
                                d,
                                d.value(),
                                last,
                                last.value()
                            ),
                        )
                        .on_call(index)
                        .choice(
                            adversaries(seat),
                            vec![
                                option(
                                    OptionId::Penalty,
                                    format!(
                                        "{made} (the lowest sufficient declaration, Case 2), and {} is debarred from declaring unless an adversary subsequently bids or doubles",
                                        seat.partner().name()
                                    ),
                                ),
                                option(
                                    OptionId::Accept,
                                    "no penalty demanded: the insufficient declaration stands",
                                ),
                            ],
                        );
                    self.open(r, Awaiting::Insufficient(index));
                    return;
                }
                self.stand(seat, call, index);
            }
            AuctionCall::Double | AuctionCall::Redouble => {
                let allowed = if call == AuctionCall::Double {
                    self.standing.may_double(seat)
                } else {
                    self.standing.may_redouble(seat)
                };
                if allowed {
                    self.stand(seat, call, index);
                } else {
                    self.stand(seat, AuctionCall::Pass, index);
                    let r = Ruling::new(
                        cite(54, ""),
                        Some(seat),
                        format!(
                            "a declaration may be doubled and redoubled once only; a player may not double his partner's declaration nor redouble his partner's double: the {call:#} has no effect on the value of the tricks, and no penalty attaches (Case 6); it counts as a pass"
                        ),
                    )
                    .on_call(index);
                    self.rule(r);
                }
            }
        }
    }

    fn out_of_turn(&mut self, seat: Seat, call: AuctionCall, turn: Seat, index: usize) {
        let (law, what) = match call {
            AuctionCall::Pass => {
                self.void(index);
                let r = Ruling::new(
                    cite(49, ""),
                    Some(seat),
                    format!(
                        "a pass out of turn: Law 49 penalizes a declaration other than passing, so there is no penalty; the pass is of no effect and {} calls",
                        turn.name()
                    ),
                )
                .on_call(index);
                self.rule(r);
                return;
            }
            AuctionCall::Declare(_) => (49, "a declaration"),
            AuctionCall::Double | AuctionCall::Redouble => (57, "a double"),
        };
        let r = Ruling::new(
            cite(law, ""),
            Some(seat),
            format!(
                "{what} out of turn ({call:#} by {}, when it was {}'s turn)",
                seat.name(),
                turn.name()
            ),
        )
        .on_call(index)
        .choice(
            adversaries(seat),
            vec![
                option(OptionId::NewDeal, "a new deal"),
                option(
                    OptionId::Accept,
                    format!(
                        "the call stands and the bidding continues as if it had been in order: {} calls next",
                        seat.lho().name()
                    ),
                ),
            ],
        );
        self.open(r, Awaiting::OutOfTurn(index));
    }

    fn open(&mut self, ruling: Ruling, awaiting: Awaiting) {
        let i = self.rule(ruling);
        self.pending = Some(i);
        self.awaiting = Some(awaiting);
    }

    fn void(&mut self, index: usize) {
        if let Some(r) = self.record.get_mut(index) {
            r.status = CallStatus::Void;
        }
    }

    /// Law 52: a player corrects his inadvertent call before the next
    /// player has acted (and, Case 2, before an adversary demands a penalty).
    pub(crate) fn on_correct(
        &mut self,
        seat: Seat,
        call: AuctionCall,
    ) -> Result<(), AuctionBridgeError> {
        if let Some(Outcome::NewDeal { law }) = self.outcome {
            return Err(AuctionBridgeError::NewDeal { law });
        }
        if self.outcome.is_some() {
            return Err(AuctionBridgeError::AuctionClosed);
        }
        let Some(last) = self.record.len().checked_sub(1) else {
            return Err(AuctionBridgeError::NoCallToChange { seat });
        };
        let rec = self.record[last];
        if rec.seat != seat {
            return Err(if self.record.iter().any(|r| r.seat == seat) {
                AuctionBridgeError::ChangeTooLate { seat }
            } else {
                AuctionBridgeError::NoCallToChange { seat }
            });
        }
        if self
            .rulings
            .iter()
            .any(|r| r.call == Some(last) && r.chosen.is_some())
        {
            return Err(AuctionBridgeError::PenaltyDemanded { seat });
        }
        match (self.awaiting, rec.status) {
            (Some(Awaiting::Insufficient(i) | Awaiting::Impossible(i)), _) if i == last => {
                if let Some(r) = self.pending.take().and_then(|p| self.rulings.get_mut(p)) {
                    r.chooser = None;
                    r.notes.push(
                        "corrected by the offender under Law 52 before an adversary acted or demanded the penalty: no penalty (Case 2)".to_owned(),
                    );
                }
                self.awaiting = None;
            }
            (Some(_), _) => return Err(self.pending_error()),
            (None, CallStatus::Stands | CallStatus::StandsAs { .. })
                if self.standing.calls.last().is_some_and(|c| c.2 == last) =>
            {
                self.standing.pop();
            }
            (None, _) => return Err(AuctionBridgeError::NoCallToChange { seat }),
        }
        if let Some(r) = self.record.get_mut(last) {
            r.status = CallStatus::Corrected;
        }
        let r = Ruling::new(
            cite(52, ""),
            Some(seat),
            format!(
                "{} corrects {:#} to {:#} before the next player has passed, declared or doubled: the correction stands without penalty",
                seat.name(),
                rec.call,
                call
            ),
        )
        .on_call(last);
        self.rule(r);
        let index = self.record(seat, call, CallStatus::Pending);
        self.in_turn(seat, call, index);
        Ok(())
    }

    /// An election on the pending ruling.
    pub(crate) fn on_elect(
        &mut self,
        by: Option<Seat>,
        chosen: OptionId,
        suit: Option<Suit>,
    ) -> Result<(), AuctionBridgeError> {
        let (Some((ri, ruling)), Some(awaiting)) = (self.pending(), self.awaiting) else {
            return Err(self.too_late().unwrap_or(AuctionBridgeError::NoPending));
        };
        if !ruling.options.iter().any(|o| o.id == chosen) {
            return Err(AuctionBridgeError::NotAnOption {
                option: chosen,
                offered: ruling.options.iter().map(|o| o.id).collect(),
            });
        }
        if let (Some(seat), Some(chooser)) = (by, ruling.chooser) {
            let may = match chooser {
                Chooser::Seat(s) => s == seat,
                Chooser::Adversaries(side) => seat.side() == side,
                _ => false,
            };
            if !may {
                return Err(AuctionBridgeError::NotChooser {
                    seat,
                    chooser: chooser.to_string(),
                });
            }
        }
        if chosen.takes_suit() && suit.is_none() {
            return Err(AuctionBridgeError::SuitNeeded { option: chosen });
        }
        if !chosen.takes_suit() && suit.is_some() {
            return Err(AuctionBridgeError::SuitNotTaken { option: chosen });
        }
        if let Some(s) = suit {
            let suits = self.suits_offered(awaiting);
            if !suits.contains(&s) {
                return Err(AuctionBridgeError::SuitNotOffered { suit: s, suits });
            }
        }
        // Checked: everything below succeeds.
        if let Some(r) = self.rulings.get_mut(ri) {
            r.chosen = Some(chosen);
            if let Some(seat) = by
                && matches!(r.chooser, Some(Chooser::Adversaries(_)))
            {
                r.notes.push(format!(
                    "chosen by {}; the first choice of either adversary stands (Case 1)",
                    seat.name()
                ));
            }
        }
        self.pending = None;
        self.awaiting = None;
        let rec = awaiting.index().and_then(|i| self.record.get(i).copied());
        match (awaiting, chosen, rec) {
            (Awaiting::CalledLead, OptionId::RequireLead, _) => {
                if let Some(s) = suit {
                    if let Some(r) = self.rulings.get_mut(ri) {
                        r.notes
                            .push(format!("declarer calls a lead of {}", s.name()));
                    }
                    self.called_lead = Some((s, ri));
                    self.install_called_lead();
                }
            }
            (Awaiting::CalledLead, _, _) => {}
            (
                Awaiting::ProhibitOpening
                | Awaiting::LeadOutOfTurn { .. }
                | Awaiting::DeclarerLead { .. }
                | Awaiting::Directive { .. }
                | Awaiting::Revoke,
                _,
                _,
            ) => self.elect_in_play(awaiting, chosen, suit, ri),
            (_, OptionId::NewDeal, _) => {
                if let Some(i) = awaiting.index() {
                    self.void(i);
                }
                let law = self.rulings.get(ri).map_or(cite(49, ""), |r| r.law);
                self.outcome = Some(Outcome::NewDeal { law });
            }
            (Awaiting::OutOfTurn(i), _, Some(r)) => self.in_turn(r.seat, r.call, i),
            (Awaiting::Insufficient(i), OptionId::Penalty, Some(r)) => {
                let fixed = match (r.call.declaration(), self.standing.last) {
                    (Some(d), Some((last, _, _))) => sufficient(d, last),
                    _ => None,
                };
                let call = fixed.map_or(AuctionCall::Pass, AuctionCall::Declare);
                self.stand(r.seat, call, i);
                self.debar(r.seat.partner(), ri);
            }
            (Awaiting::Insufficient(i), _, Some(r)) => self.stand(r.seat, r.call, i),
            (Awaiting::Impossible(i), OptionId::Penalty, Some(r)) => {
                if let Some(d) = r.call.declaration() {
                    self.stand(r.seat, AuctionCall::Declare(seven(d)), i);
                }
                self.debar(r.seat.partner(), ri);
            }
            (Awaiting::Impossible(i), _, Some(r)) => {
                self.void(i);
                if let Some((d, seat, at, x)) = self.previous_of(r.seat.side().opponents(), i) {
                    self.close(d, x, seat, at);
                }
            }
            _ => {}
        }
        Ok(())
    }

    /// The elections the pending ruling would accept, as
    /// [`AuctionBridgeEvent::Elect`](super::AuctionBridgeEvent::Elect)
    /// takes them; empty when nothing is pending.
    ///
    /// - A call out of turn (Laws 49, 57), an insufficient or an impossible
    ///   declaration (Law 50): each option the ruling offers (`new-deal`,
    ///   `accept`, `penalty`, `previous-final`), by either adversary of the
    ///   offender, both seats listed: the first choice of either stands
    ///   (Card Committee Case 1).
    /// - Laws 51, 76, 93: declarer elects `require-lead`, naming any of the four
    ///   suits (`elect require-lead H`), or `no-lead-restriction`.
    /// - Laws 65, 66: declarer elects `prohibit-lead` with the suit of an
    ///   exposed card, or `no-lead-restriction`.
    /// - Law 76: declarer elects `call-card`, `call-suit` or `accept`; Law
    ///   77: the second hand elects `accept` or `cancel`.
    /// - Laws 80, 92: declarer elects `highest`, `lowest`, `win`, `lose` or
    ///   `no-penalty`; Law 84(b): `take-points` or `take-tricks`.
    ///
    /// An election without a seat is accepted for any election listed (the
    /// engine takes the chooser). Other events a pending ruling accepts
    /// are not elections: the call of the offender's LHO, which lets the
    /// call stand or forgoes the penalty (Laws 49, 50, 57), and the
    /// offender's correction of an insufficient or impossible declaration
    /// before an adversary acts (Law 52, Case 2).
    pub fn elections(&self) -> Vec<Election> {
        let (Some((_, ruling)), Some(_)) = (self.pending(), self.awaiting) else {
            return Vec::new();
        };
        let Some(chooser) = ruling.chooser else {
            return Vec::new();
        };
        let by = chooser.electors();
        ruling
            .options
            .iter()
            .map(|o| Election {
                option: o.id,
                by: by.clone(),
                // A called lead names any suit; a prohibited opening lead,
                // the suit of an exposed card (Laws 65, 66).
                needs: if o.id.takes_suit() {
                    Needs::Suit {
                        suits: self.suits_offered(self.awaiting.unwrap_or(Awaiting::CalledLead)),
                    }
                } else {
                    Needs::Nothing
                },
            })
            .collect()
    }

    /// An election when the last ruling that offered a choice was closed
    /// without one: the law that makes the demand too late.
    fn too_late(&self) -> Option<AuctionBridgeError> {
        let r = self.rulings.iter().rev().find(|r| !r.options.is_empty())?;
        if r.chosen.is_some() || r.chooser.is_some() {
            return None;
        }
        let waived = r.notes.iter().any(|n| n.contains("(Law 61)"));
        let (law, why) = match r.law.law {
            _ if waived => (
                cite(61, ""),
                "dummy called attention to the irregularity, so declarer is precluded from exacting the penalty".to_owned(),
            ),
            50 => (
                r.law,
                "the penalty must be demanded before an adversary has passed, doubled or declared, and one has".to_owned(),
            ),
            49 | 57 => (
                r.law,
                "the offender's left-hand adversary has called since, which lets the call stand as if it had been in order".to_owned(),
            ),
            _ => (
                r.law,
                r.notes
                    .last()
                    .cloned()
                    .unwrap_or_else(|| "the choice was closed".to_owned()),
            ),
        };
        Some(AuctionBridgeError::TooLate { law, why })
    }

    fn debar(&mut self, seat: Seat, ruling: usize) {
        if self.outcome.is_some() {
            return;
        }
        self.debarments.push(Debarment {
            seat,
            law: cite(50, ""),
            ruling,
            status: PenaltyStatus::InForce,
            from_doubling: false,
        });
    }
}

/// Law 50: the declaration that makes `d` sufficient over `last`: the
/// lowest sufficient in the same denomination (Case 2), else the lowest
/// sufficient declaration of all; `None` over seven no trumps.
fn sufficient(d: Declaration, last: Declaration) -> Option<Declaration> {
    Declaration::lowest_higher_in(d.denomination, last).or_else(|| Declaration::lowest_higher(last))
}

/// Law 50: "bid to take all the tricks": seven odd tricks in the denomination.
fn seven(d: Declaration) -> Declaration {
    Declaration {
        odd_tricks: Declaration::MAX_POSSIBLE,
        denomination: d.denomination,
    }
}

fn doubled_words(x: crate::auction::Doubling) -> &'static str {
    match x {
        crate::auction::Doubling::Undoubled => "",
        crate::auction::Doubling::Doubled => " doubled",
        crate::auction::Doubling::Redoubled => " redoubled",
    }
}
