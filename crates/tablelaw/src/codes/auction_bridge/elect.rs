//! The elections on a pending ruling (Laws 49-51, 57, and the laws of the
//! play), the elections listed for the referee interface, and a demand
//! made too late.

use super::AuctionBridgeError;
use super::auction::{AuctionBridge, Debarment, Outcome, cite};
use super::declaration::AuctionCall;
use super::irregular::{Awaiting, seven, sufficient};
use crate::card::Suit;
use crate::referee::{Election, Needs};
use crate::ruling::{Chooser, OptionId, PenaltyStatus};
use crate::seat::Seat;

impl AuctionBridge {
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
        if let Awaiting::Touched { cards } = awaiting {
            // Law 64: declarer elects by playing the card, not by an option.
            return Err(self.touched_error(cards));
        }
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
            (Awaiting::Suggestion { card }, _, _) => self.elect_suggestion(card, chosen),
            (
                Awaiting::ProhibitOpening
                | Awaiting::LeadOutOfTurn { .. }
                | Awaiting::DeclarerLead { .. }
                | Awaiting::Directive { .. }
                | Awaiting::Revoke
                | Awaiting::Corrected { .. },
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
    ///   `no-penalty`; Law 84(b): `take-points` or `take-tricks`; Law 86:
    ///   `call-card`, `highest` or `lowest`.
    /// - Law 64, two or more cards of dummy touched at once: none. Declarer
    ///   elects by playing one of them from dummy
    ///   ([`AuctionBridge::pending_card`]); an `Elect` is refused.
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

    pub(crate) fn debar(&mut self, seat: Seat, ruling: usize) {
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
