//! The obligations in force during the play, in the one shape of every
//! code ([`InForce`]).

use super::{BridgePlay, LeadRestriction};
use crate::law::Citation;
use crate::referee::{InForce, Obligation};
use crate::seat::Seat;

impl BridgePlay {
    /// The lead restriction and the penalty cards on the table during the play.
    pub(crate) fn in_force(&self, lead: Citation, penalty: Citation) -> Vec<InForce> {
        let play = self;
        let mut out = Vec::new();
        if let Some(r) = play.restriction() {
            // One obligation for each suit prohibited (duplicate Law 51B2(b)
            // may prohibit several).
            let each: Vec<(Obligation, &str, crate::card::Suit)> = match r {
                LeadRestriction::Require { suit, .. } => {
                    vec![(Obligation::RequiredLead { suit }, "must lead", suit)]
                }
                LeadRestriction::Prohibit { suits, .. } => suits
                    .iter()
                    .map(|suit| {
                        (
                            Obligation::ProhibitedLead { suit },
                            "may not lead, for as long as he retains the lead,",
                            suit,
                        )
                    })
                    .collect(),
            };
            for (obligation, what, suit) in each {
                out.push(InForce {
                    seat: r.seat(),
                    obligation,
                    law: lead,
                    ruling: None,
                    text: format!("{} {what} {}", r.seat().name(), suit.name()),
                });
            }
        }
        for seat in Seat::ALL {
            let cards = play.penalty_cards().intersection(play.hand(seat));
            if !cards.is_empty() {
                let list: Vec<String> = cards.iter().map(|c| c.to_string()).collect();
                out.push(InForce {
                    seat,
                    obligation: Obligation::PenaltyCards {
                        cards: cards.iter().collect(),
                    },
                    law: penalty,
                    ruling: None,
                    text: format!(
                        "{} face up as penalty cards of {} ",
                        list.join(" "),
                        seat.name()
                    ),
                });
            }
        }
        out
    }
}
