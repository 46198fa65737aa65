//! Elections: the chooser of a pending ruling picks one of its options;
//! [`ContractBridge::elections`] lists those the ruling would accept.

use crate::call::{Call, CallSet};
use crate::card::Suit;
use crate::law::Citation;
use crate::referee::{Election, Elector, Needs};
use crate::ruling::{Chooser, OptionId, Ruling};
use crate::seat::Seat;
use crate::table::EventError;

use super::{ContractBridge, Pending};

/// Why an election has no effect.
#[derive(Clone, Copy, Debug)]
enum Ineffective {
    /// No ruling awaits an election.
    NonePending,
    /// The pending ruling (its index) does not offer the option.
    NotAnOption(usize),
    /// Another player has the pending ruling's choice.
    NotTheChooser(usize),
}

impl ContractBridge {
    /// The elections the pending ruling would accept, in the order of its
    /// options: exactly the [`Event::Elect`](crate::Event::Elect) that
    /// [`Table::apply`](crate::Table::apply) takes now, read from the state
    /// as the election itself is ruled on; empty when nothing is pending.
    /// An election written without a seat (the engine takes the chooser) is
    /// taken whenever its option and what it names are listed.
    ///
    /// - Law 27 (duplicate 27A, B): the offender's LHO accepts the
    ///   insufficient bid or refuses it (`accept`, `correct`). Under the
    ///   duplicate 27C a substitute made before the ruling becomes the
    ///   correction, so `correct` is not listed when that substitute could
    ///   not stand (a bid of more than seven). The offender then substitutes
    ///   the lowest sufficient bid in the denomination (`lowest-sufficient`,
    ///   naming nothing), or with `other-sufficient-or-pass` one of the
    ///   calls the code lets him name: a sufficient bid or a pass; a double
    ///   or a redouble, which the law cancels (rubber 27(b), duplicate 27B3),
    ///   unless his partner is already silenced (27B3, B4); and under the
    ///   duplicate editions an insufficient bid, ruled by 27B4.
    /// - Law 29: the LHO accepts or cancels the call out of rotation.
    /// - Rubber Law 25(b): the offender lets his first call stand, or
    ///   elects `other-call`, naming a call or nothing (the call he
    ///   substituted), which must be legal where his first call stood and
    ///   not the first call itself. Duplicate 25B: the LHO accepts the
    ///   substitute if it is legal in place of the first call (25B1), or
    ///   cancels it (25B2).
    /// - Laws 36-39: the director assesses the penalty. `condone` is offered
    ///   but comes only by the LHO's call (Law 35): it has no election.
    /// - Duplicate 2017 Laws 23, 27B1(b) (2007 27B1): the director finds the
    ///   replacing call comparable or not. A call the LHO made over a change
    ///   of call (25B1) waits for the finding and is ruled on after it; if it
    ///   would then be refused (a call other than the one he must repeat,
    ///   rubber Laws 31(b)(i), 32(b)(i), duplicate 31A1, 32A1), neither
    ///   finding is taken.
    /// - Law 21 (duplicate 21B, 2017 25A): the LHO keeps his subsequent
    ///   call, if it is still legal, or changes it, naming another call
    ///   legal where it stands.
    /// - Law 26 (and 50(b)): declarer requires the lead of one of the suits
    ///   the penalties reach, prohibits one (any suit under rubber 26(b) and
    ///   2007 26B; under 2017 26B a suit the offender did not specify), or
    ///   imposes none; each names the suit, `no-lead-restriction` nothing.
    /// - Rubber Law 23: declarer treats the cards exposed during the auction
    ///   as penalty cards, or lets them be picked up.
    /// - Law 46 and Law 50(a): a card still to be named
    ///   ([`pending_card`](ContractBridge::pending_card)) is named by playing
    ///   it, not by an election: the ruling offers no option, and nothing is
    ///   listed.
    pub fn elections(&self) -> Vec<Election> {
        let Some(pending) = &self.pending else {
            return Vec::new();
        };
        let ruling = &self.records.rulings[pending.ruling()];
        let by = match ruling.chooser {
            Some(Chooser::Seat(s)) => vec![Elector::Seat(s)],
            Some(Chooser::Director) => vec![Elector::Director],
            // Duplicate Law 55A: either defender.
            Some(Chooser::Adversaries(side)) => Seat::ALL
                .into_iter()
                .filter(|s| s.side() == side)
                .map(Elector::Seat)
                .collect(),
            Some(Chooser::Defenders) => match self.contract() {
                Some(c) => vec![
                    Elector::Seat(c.declarer.lho()),
                    Elector::Seat(c.declarer.rho()),
                ],
                None => Vec::new(),
            },
            // No ruling of this engine that offers an option has another
            // chooser; the election below would take it from any seat.
            _ => Seat::ALL.map(Elector::Seat).to_vec(),
        };
        let mut elections = Vec::new();
        for o in &ruling.options {
            // Law 68D2: a claim is doubted by any player but the claimer.
            let by = match (pending, self.claim.as_deref()) {
                (Pending::Claim { .. }, Some(claim)) if o.id == OptionId::Dispute => Seat::ALL
                    .into_iter()
                    .filter(|&s| s != claim.seat)
                    .map(Elector::Seat)
                    .collect(),
                _ => by.clone(),
            };
            for needs in self.needs(pending, o.id) {
                elections.push(Election {
                    option: o.id,
                    by: by.clone(),
                    needs,
                });
            }
        }
        elections
    }

    /// What an election of `option` must name for the pending ruling to
    /// take it: one entry for each way it is taken, none if it is not.
    fn needs(&self, pending: &Pending, option: OptionId) -> Vec<Needs> {
        let nothing = |taken: bool| {
            if taken {
                vec![Needs::Nothing]
            } else {
                Vec::new()
            }
        };
        let calls = |calls: CallSet| {
            if option.takes_call() && !calls.is_empty() {
                vec![Needs::Call { calls }]
            } else {
                Vec::new()
            }
        };
        let suits = |suits: Vec<Suit>| {
            if option.takes_suit() && !suits.is_empty() {
                vec![Needs::Suit { suits }]
            } else {
                Vec::new()
            }
        };
        match *pending {
            Pending::Inadmissible { .. } => nothing(option != OptionId::Condone),
            Pending::Insufficient { .. } if option == OptionId::Accept => nothing(true),
            Pending::Insufficient {
                ref attempts, b4, ..
            } => nothing(!self.correction_refused(attempts, b4)),
            Pending::Substitute { call, .. } if option == OptionId::LowestSufficient => {
                let bid = self.records.calls[call].call.bid().expect("a bid");
                nothing(self.auction.lowest_sufficient(bid.denomination).is_some())
            }
            Pending::Substitute { silenced, .. } => calls(self.substitutes(silenced)),
            Pending::OutOfRotation { .. } => nothing(true),
            Pending::ChangeOfCall {
                first,
                second,
                offender,
                ..
            } => match option {
                OptionId::Accept => nothing(self.legal_at(first, self.records.calls[second].call)),
                OptionId::Cancel | OptionId::FirstCallStands => nothing(true),
                OptionId::OtherCall => {
                    let other = self.other_calls(first, offender);
                    let mut needs = nothing(other.contains(self.records.calls[second].call));
                    needs.extend(calls(other));
                    needs
                }
                _ => Vec::new(),
            },
            Pending::Comparable { ref deferred, .. } => nothing(
                deferred
                    .as_ref()
                    .is_none_or(|(seat, call, a)| !self.deferred_refused(*seat, *call, a)),
            ),
            Pending::Misinformed { call, .. } => match option {
                OptionId::Keep => nothing(self.legal_at(call, self.records.calls[call].call)),
                OptionId::Change => calls(
                    self.legal_calls_at(call)
                        .without(CallSet::single(self.records.calls[call].call)),
                ),
                _ => Vec::new(),
            },
            Pending::LeadPenalty {
                leader, ref owed, ..
            } => {
                let (require, prohibit) = self.lead_suits(leader, owed);
                match option {
                    OptionId::NoLeadRestriction => nothing(true),
                    OptionId::RequireLead => suits(require),
                    // Law 51B2(b): one or more of the penalty cards' suits.
                    OptionId::ProhibitLead if self.prohibits_several(leader, owed) => {
                        vec![Needs::Suits { suits: prohibit }]
                    }
                    OptionId::ProhibitLead => suits(prohibit),
                    _ => Vec::new(),
                }
            }
            Pending::Designation { .. } | Pending::ClaimRuling { .. } => Vec::new(),
            Pending::RevokeFollower { .. } | Pending::Claim { .. } => nothing(true),
            Pending::PenaltyCards { .. } => {
                nothing(matches!(option, OptionId::PenaltyCards | OptionId::PickUp))
            }
            Pending::LeadOutOfTurn { .. } => nothing(matches!(
                option,
                OptionId::Accept | OptionId::Retract | OptionId::SpreadHand
            )),
            Pending::PrematurePlay { .. } => match option {
                OptionId::Highest | OptionId::Lowest => nothing(true),
                OptionId::PlaySuit | OptionId::ForbidSuit => suits(self.other_suits()),
                _ => Vec::new(),
            },
            Pending::PenaltyCardDue { .. } => nothing(matches!(
                option,
                OptionId::Accept | OptionId::PenaltyCardInstead
            )),
            Pending::LeadingHand { .. } => nothing(matches!(
                option,
                OptionId::LeadFromHand | OptionId::LeadFromDummy
            )),
        }
    }

    pub(super) fn on_elect(
        &mut self,
        seat: Option<Seat>,
        choice: OptionId,
        call: Option<Call>,
        suit: Option<Suit>,
        also: &[Suit],
    ) -> Result<(), EventError> {
        // Only the options that take a call or a suit are elected with one:
        // anything else named would be dropped without a word, and would not
        // read back from the script that writes it.
        if call.is_some() && !choice.takes_call() {
            return Err(EventError::NotTaken {
                option: choice,
                what: "a call",
            });
        }
        if suit.is_some() && !choice.takes_suit() {
            return Err(EventError::NotTaken {
                option: choice,
                what: "a suit",
            });
        }
        // Law 51B2(b): only a prohibition of penalty cards' suits names
        // more than one suit.
        let several_taken = choice == OptionId::ProhibitLead && suit.is_some();
        if !also.is_empty() && !several_taken {
            return Err(EventError::NotTaken {
                option: choice,
                what: "more than one suit",
            });
        }
        // An option that takes a suit is elected with one (Laws 26, 50, 51,
        // 57A): without it the election is not one the law knows.
        if suit.is_none() && choice.takes_suit() {
            return Err(EventError::SuitNeeded { option: choice });
        }
        let Some(pending) = self.pending.clone() else {
            return self.ineffective_election(seat, choice, Ineffective::NonePending);
        };
        let ruling = &self.records.rulings[pending.ruling()];
        if !ruling.options.iter().any(|o| o.id == choice) {
            let why = Ineffective::NotAnOption(pending.ruling());
            return self.ineffective_election(seat, choice, why);
        }
        // Law 68D2: any player, dummy included, may doubt a claim; the
        // claimer is refused in the claim's own election.
        let doubt = matches!(pending, Pending::Claim { .. }) && choice == OptionId::Dispute;
        let wrong_player = match (ruling.chooser, seat) {
            _ if doubt => false,
            (Some(Chooser::Seat(s)), Some(by)) => s != by,
            (Some(Chooser::Adversaries(side)), Some(by)) => by.side() != side,
            (Some(Chooser::Director), Some(_)) => true,
            (Some(Chooser::Defenders), Some(by)) => {
                self.contract().is_some_and(|c| !by.is_opponent(c.declarer))
            }
            _ => false,
        };
        if wrong_player {
            let why = Ineffective::NotTheChooser(pending.ruling());
            return self.ineffective_election(seat, choice, why);
        }
        let of_the_auction = matches!(
            pending,
            Pending::Inadmissible { .. }
                | Pending::Insufficient { .. }
                | Pending::Substitute { .. }
                | Pending::OutOfRotation { .. }
                | Pending::ChangeOfCall { .. }
                | Pending::Comparable { .. }
                | Pending::Misinformed { .. }
        );
        let index = pending.ruling();
        let result = match (pending, choice) {
            (Pending::Inadmissible { offender, .. }, OptionId::Condone) => {
                Err(EventError::CondonedOnlyByCalling {
                    lho: offender.lho(),
                })
            }
            (Pending::Inadmissible { .. }, _) => {
                self.assess();
                Ok(())
            }
            (Pending::Insufficient { .. }, OptionId::Accept) => {
                self.accept_insufficient();
                Ok(())
            }
            (Pending::Insufficient { .. }, _) => self.correct_insufficient(),
            (Pending::Substitute { call: first, .. }, OptionId::LowestSufficient) => {
                let bid = self.records.calls[first].call.bid().expect("a bid");
                let lowest = self
                    .auction
                    .lowest_sufficient(bid.denomination)
                    .ok_or(EventError::NoPending)?;
                self.substitute(Call::Bid(lowest), Default::default())
            }
            (
                Pending::Substitute {
                    offender,
                    call: first,
                    ..
                },
                _,
            ) => match call {
                Some(c) => self.substitute(c, Default::default()),
                None => Err(EventError::MustSubstitute {
                    seat: offender,
                    bid: self.records.calls[first].call.bid().expect("a bid"),
                }),
            },
            (Pending::OutOfRotation { .. }, OptionId::Accept) => {
                self.accept_out_of_rotation();
                self.check_close();
                Ok(())
            }
            (Pending::OutOfRotation { .. }, _) => {
                self.cancel_out_of_rotation();
                Ok(())
            }
            (Pending::ChangeOfCall { .. }, OptionId::Accept) => self.accept_change_of_call(None),
            (Pending::ChangeOfCall { .. }, OptionId::Cancel) => self.cancel_change_of_call(),
            (Pending::ChangeOfCall { .. }, _) => self.elect_change_of_call(choice, call),
            (Pending::Comparable { .. }, _) => self.elect_comparable(choice),
            (Pending::Misinformed { .. }, _) => self.elect_misinformed(choice, call),
            (Pending::LeadPenalty { .. }, _) => self.elect_lead_penalty(choice, suit, also),
            (Pending::Designation { .. } | Pending::ClaimRuling { .. }, _) => {
                Err(EventError::NoPending)
            }
            (Pending::RevokeFollower { .. }, _) => self.elect_revoke_follower(choice),
            (Pending::Claim { .. }, _) => self.elect_claim(seat, choice),
            (Pending::PenaltyCards { .. }, _) => self.elect_penalty_cards(choice),
            (Pending::LeadOutOfTurn { .. }, _) => self.elect_lead_out_of_turn(seat, choice),
            (Pending::PrematurePlay { .. }, _) => self.elect_premature(choice, suit),
            (Pending::PenaltyCardDue { .. }, _) => self.elect_penalty_card_due(choice),
            (Pending::LeadingHand { .. }, _) => self.elect_leading_hand(seat, choice),
        };
        if result.is_ok() {
            for clause in self.clauses_of_choice(self.records.rulings[index].law, choice) {
                self.records.rulings[index].cite_also(clause);
            }
        }
        // Who elected: the seat written, else the seat or the director the
        // ruling names (an election of either defender written without a
        // seat names no one).
        if result.is_ok() && self.records.rulings[index].chosen.is_some() {
            let named = match self.records.rulings[index].chooser {
                Some(Chooser::Seat(s)) => Some(Elector::Seat(s)),
                Some(Chooser::Director) => Some(Elector::Director),
                _ => None,
            };
            self.records.rulings[index].elected_by = seat.map(Elector::Seat).or(named);
        }
        if result.is_ok() && of_the_auction {
            self.play_unblocked();
        }
        result
    }

    /// An election the law gives no effect to, recorded and ruled on: no
    /// ruling awaits one, the option is not one the law offers, or another
    /// player has the choice. Players may not determine or waive a
    /// rectification on their own initiative (Law 10A); nothing else
    /// changes, and a ruling still pending still waits for its chooser.
    fn ineffective_election(
        &mut self,
        seat: Option<Seat>,
        choice: OptionId,
        why: Ineffective,
    ) -> Result<(), EventError> {
        let who = seat.map_or_else(
            || "an election".to_owned(),
            |s| format!("{}'s election", s.name()),
        );
        let ten_a = self.play_laws().cite(10, "A");
        let (context, text) = match why {
            Ineffective::NonePending => {
                // The last ruling on the deal, not one on an election
                // without effect.
                let last = self.records.rulings.iter().rposition(|r| {
                    (r.chooser.is_none() || r.chosen.is_some())
                        && !(r.law.law == 10 && r.law.clause == "A")
                });
                let context = last.map_or(String::new(), |i| {
                    format!(
                        "; the last ruling, #{} under Law {}, leaves no choice open",
                        i + 1,
                        self.records.rulings[i].law.path()
                    )
                });
                let context_law = last.map(|i| self.records.rulings[i].law);
                (
                    context_law,
                    format!(
                        "{who} of `{choice}` has no effect: no ruling awaits an election{context}, and players may not determine or waive a rectification on their own initiative (10A)"
                    ),
                )
            }
            Ineffective::NotAnOption(i) => {
                let r = &self.records.rulings[i];
                let offered: Vec<&str> = r.options.iter().map(|o| o.id.as_str()).collect();
                (
                    Some(r.law),
                    format!(
                        "{who} of `{choice}` has no effect: ruling #{} under Law {} offers only {}; it still awaits the choice (10A)",
                        i + 1,
                        r.law.path(),
                        offered.join(", ")
                    ),
                )
            }
            Ineffective::NotTheChooser(i) => {
                let r = &self.records.rulings[i];
                let chooser = r.chooser.map_or_else(String::new, |c| c.to_string());
                (
                    Some(r.law),
                    format!(
                        "{who} of `{choice}` has no effect: the choice under ruling #{} (Law {}) is {chooser}'s, and it still awaits it (10A)",
                        i + 1,
                        r.law.path()
                    ),
                )
            }
        };
        let mut r = Ruling::new(ten_a, None, text);
        if let Some(law) = context {
            r.cite_also(law);
        }
        if let Some(note) = self.play_laws().borrowed(10) {
            r.notes.push(note);
        }
        self.rule(r);
        Ok(())
    }

    /// The sub-item of a ruling's principal clause that an election of
    /// `choice` applies, in the code's own numbering: 57A1-A4 for the
    /// premature play's options (2007: A1-A3), 50D2(a) or (b) for a lead
    /// required, prohibited or left free after a penalty card, 51B2(a),
    /// (b) or (c) with penalty cards in more than one suit; 54A, B or D
    /// after a faced opening lead out of turn, 56A or B after a defender's
    /// lead out of turn; a claim agreed (68D1, with 69A: scored as
    /// claimed), doubted (68D2(a)) or played on (68D2(b), all four
    /// concurring (i), the claim void (ii)).
    fn clauses_of_choice(&self, law: Citation, choice: OptionId) -> Vec<Citation> {
        let laws = self.play_laws();
        let cite = |n: u8, clause: &'static str| {
            let cited = Citation::new(law.code, n, clause);
            cited.in_code().then_some(cited)
        };
        match (law.law, law.clause, choice) {
            (68, "A" | "B1", OptionId::Accept) => {
                return [cite(68, "D1"), cite(69, "A")]
                    .into_iter()
                    .flatten()
                    .collect();
            }
            (52, "B", OptionId::Accept) => {
                return [cite(52, "B1(a)"), cite(52, "B1(c)")]
                    .into_iter()
                    .flatten()
                    .collect();
            }
            (52, "B", OptionId::PenaltyCardInstead) => return cite(52, "B2").into_iter().collect(),
            (68, "A" | "B1", OptionId::PlayOn) => {
                return [cite(68, "D2(b)(i)"), cite(68, "D2(b)(ii)")]
                    .into_iter()
                    .flatten()
                    .collect();
            }
            _ => {}
        }
        let clause = match (law.law, law.clause, choice) {
            (57, "A", OptionId::Highest) => "A1",
            (57, "A", OptionId::Lowest) => "A2",
            (57, "A", OptionId::PlaySuit) => "A3",
            (57, "A", OptionId::ForbidSuit) if laws.premature_play_suit_option() => "A4",
            (57, "A", OptionId::ForbidSuit) => "A3",
            (50, "D2", OptionId::RequireLead | OptionId::ProhibitLead) => "D2(a)",
            (50, "D2", OptionId::NoLeadRestriction) => "D2(b)",
            (51, "B2", OptionId::RequireLead) => "B2(a)",
            (51, "B2", OptionId::ProhibitLead) => "B2(b)",
            (51, "B2", OptionId::NoLeadRestriction) => "B2(c)",
            (54, "", OptionId::SpreadHand) => "A",
            (54, "", OptionId::Accept) => "B",
            (54, "", OptionId::Retract) => "D",
            (68, "A" | "B1", OptionId::Dispute) => "D2(a)",
            (56, "", OptionId::Accept) => "A",
            (56, "", OptionId::Retract) => "B",
            _ => return Vec::new(),
        };
        cite(law.law, clause).into_iter().collect()
    }

    /// A ruling of the auction settled after the play began (its election
    /// waited when the auction closed, as a director's finding on a change
    /// of call that closed it does): what the start of the play offers,
    /// the exposed cards of the auction (Law 23, 2017 24) and the lead
    /// penalties (Law 26), is offered now, before the opening lead.
    fn play_unblocked(&mut self) {
        let Some(play) = self.play.as_ref() else {
            return;
        };
        if self.pending.is_some() || !play.tricks().is_empty() || !play.current().is_empty() {
            return;
        }
        self.offer_penalty_cards();
        if self.pending.is_none() {
            self.offer_lead_penalty();
        }
    }
}
