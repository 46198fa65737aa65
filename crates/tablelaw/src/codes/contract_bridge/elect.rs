//! Elections: the chooser of a pending ruling picks one of its options.

use crate::call::Call;
use crate::card::Suit;
use crate::ruling::{Chooser, OptionId};
use crate::seat::Seat;
use crate::table::EventError;

use super::{ContractBridge, Pending};

impl ContractBridge {
    pub(super) fn on_elect(
        &mut self,
        seat: Option<Seat>,
        choice: OptionId,
        call: Option<Call>,
        suit: Option<Suit>,
    ) -> Result<(), EventError> {
        let Some(pending) = self.pending.clone() else {
            return Err(EventError::NoPending);
        };
        let ruling = &self.rulings[pending.ruling()];
        if !ruling.options.iter().any(|o| o.id == choice) {
            return Err(EventError::NotAnOption {
                option: choice,
                offered: ruling.options.iter().map(|o| o.id).collect(),
            });
        }
        match (ruling.chooser, seat) {
            (Some(Chooser::Seat(s)), Some(by)) if s != by => {
                return Err(EventError::NotChooser {
                    seat: by,
                    chooser: s.name().to_owned(),
                });
            }
            (Some(Chooser::Director), Some(by)) => {
                return Err(EventError::NotChooser {
                    seat: by,
                    chooser: "the director".to_owned(),
                });
            }
            _ => {}
        }
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
        match (pending, choice) {
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
                let bid = self.calls[first].call.bid().expect("a bid");
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
                    bid: self.calls[first].call.bid().expect("a bid"),
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
            (Pending::LeadPenalty { .. }, _) => self.elect_lead_penalty(choice, suit),
            (Pending::Designation { .. }, _) => Err(EventError::NoPending),
            (Pending::PenaltyCards { .. }, _) => self.elect_penalty_cards(choice),
        }
    }
}
