//! Calls regular and irregular: declaring out of turn (Law 49),
//! insufficient and impossible declarations and the debarment (Law 50),
//! correction of an inadvertent declaration (Law 52), doubles Law 54
//! forbids (Case 6), doubling out of turn (Law 57); the elections are in
//! `elect.rs`.

use super::AuctionBridgeError;
use super::auction::{AuctionBridge, CallStatus, Outcome, cite};
use super::declaration::{AuctionCall, Declaration};
use crate::ruling::{Chooser, OptionId, Ruling, option};
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
    /// Law 81: a card omitted from a former trick; a new deal may be claimed.
    Omitted,
    /// Law 86: an adversary of declarer corrected his revoke; declarer
    /// elects the card exposed, or the offender's highest or lowest card
    /// of the suit to the trick.
    Corrected {
        /// The offender.
        seat: Seat,
        /// The card played in error.
        card: crate::card::Card,
    },
    /// Law 62: dummy suggested the play of a card.
    Suggestion {
        /// The card suggested.
        card: crate::card::Card,
    },
    /// Law 64: declarer touched two or more cards of dummy at once; he
    /// elects which one to play, by playing it.
    Touched {
        /// The cards touched.
        cards: crate::card::CardSet,
    },
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

    pub(crate) fn index(self) -> Option<usize> {
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
        if let Some(Awaiting::Touched { cards }) = self.awaiting {
            return self.touched_error(cards);
        }
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

    pub(crate) fn void(&mut self, index: usize) {
        if let Some(r) = self.record.get_mut(index) {
            r.status = CallStatus::Void;
        }
    }

    /// The index of the last call made, if it is `seat`'s and the auction
    /// is still open: what Law 52 lets him correct or alter.
    pub(crate) fn own_last_call(&self, seat: Seat) -> Result<usize, AuctionBridgeError> {
        if let Some(Outcome::NewDeal { law }) = self.outcome {
            return Err(AuctionBridgeError::NewDeal { law });
        }
        if self.outcome.is_some() {
            return Err(AuctionBridgeError::AuctionClosed);
        }
        let Some(last) = self.record.len().checked_sub(1) else {
            return Err(AuctionBridgeError::NoCallToChange { seat });
        };
        if self.record[last].seat != seat {
            return Err(if self.record.iter().any(|r| r.seat == seat) {
                AuctionBridgeError::ChangeTooLate { seat }
            } else {
                AuctionBridgeError::NoCallToChange { seat }
            });
        }
        Ok(last)
    }

    /// Law 52: a player corrects his inadvertent call before the next
    /// player has acted (and, Case 2, before an adversary demands a penalty).
    pub(crate) fn on_correct(
        &mut self,
        seat: Seat,
        call: AuctionCall,
    ) -> Result<(), AuctionBridgeError> {
        let last = self.own_last_call(seat)?;
        let rec = self.record[last];
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
}

/// Law 50: the declaration that makes `d` sufficient over `last`: the
/// lowest sufficient in the same denomination (Case 2), else the lowest
/// sufficient declaration of all; `None` over seven no trumps.
pub(crate) fn sufficient(d: Declaration, last: Declaration) -> Option<Declaration> {
    Declaration::lowest_higher_in(d.denomination, last).or_else(|| Declaration::lowest_higher(last))
}

/// Law 50: "bid to take all the tricks": seven odd tricks in the denomination.
pub(crate) fn seven(d: Declaration) -> Declaration {
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
