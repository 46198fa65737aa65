//! Lead penalties: rubber Law 26 (the duplicate editions' Law 26 is their
//! `AuctionLaws::lead_penalty`; this module imposes whichever applies).
//!
//! When a call is changed to another, and the offender becomes a defender:
//! (a) a suit bid not repeated by the final call lets declarer require or
//! prohibit the lead of that suit (or the suits an artificial call related
//! to); (b)(i) a notrump bid whose final call was not notrump, or (b)(ii) a
//! pass, double or redouble, lets declarer prohibit the lead of any one
//! specified suit. Declarer decides "at the time that offender's partner
//! first has the lead", and a prohibition lasts while that player retains
//! the lead; the play records that.

use crate::call::Call;
use crate::law::Citation;
use crate::ruling::{LeadPenalty, PenaltyKind};

use super::ContractBridge;

/// The lead penalty Law 26 attaches to a changed call, given the final call
/// at that turn (if any); `None` where Law 26 imposes none.
pub(crate) fn law_26(
    changed: Call,
    relates_to: &[crate::card::Suit],
    final_call: Option<Call>,
) -> Option<(LeadPenalty, Citation)> {
    match changed {
        Call::Bid(b) => match b.denomination.suit() {
            Some(suit) => {
                let repeated =
                    matches!(final_call, Some(Call::Bid(f)) if f.denomination == b.denomination);
                if repeated {
                    return None;
                }
                let suits = if relates_to.is_empty() {
                    vec![suit]
                } else {
                    relates_to.to_vec()
                };
                Some((
                    LeadPenalty::RequireOrProhibit { suits },
                    Citation::rubber(26, "(a)"),
                ))
            }
            None => {
                let notrump =
                    matches!(final_call, Some(Call::Bid(f)) if f.denomination.suit().is_none());
                (!notrump).then_some((LeadPenalty::ProhibitAnyOne, Citation::rubber(26, "(b)(i)")))
            }
        },
        _ => Some((LeadPenalty::ProhibitAnyOne, Citation::rubber(26, "(b)(ii)"))),
    }
}

impl ContractBridge {
    /// Imposes the lead penalty of Law 26 for the changed call at `changed`,
    /// on the offender's partner.
    pub(super) fn lead_from(&mut self, changed: usize, final_call: Option<Call>, ruling: usize) {
        let rec = &self.records.calls[changed];
        let leader = rec.seat.partner();
        if let Some((lead, law)) =
            self.laws()
                .lead_penalty(rec.call, &rec.annotation.relates_to, final_call)
        {
            let duplicate = self.records.penalties.iter().any(|p| {
                p.seat == leader
                    && p.status == crate::ruling::PenaltyStatus::InForce
                    && p.kind == PenaltyKind::Lead(lead.clone())
            });
            if !duplicate {
                self.impose(leader, PenaltyKind::Lead(lead), law, ruling);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::card::Suit;

    fn c(s: &str) -> Call {
        s.parse().unwrap()
    }

    #[test]
    fn rubber_law_26_a_suit_not_repeated_require_or_prohibit_that_suit() {
        let (lead, law) = law_26(c("1H"), &[], Some(c("Pass"))).unwrap();
        assert_eq!(
            lead,
            LeadPenalty::RequireOrProhibit {
                suits: vec![Suit::Hearts]
            }
        );
        assert_eq!(law.path(), "26(a)");
        assert_eq!(
            law_26(c("1H"), &[], Some(c("3H"))),
            None,
            "the suit was repeated"
        );
    }

    #[test]
    fn rubber_law_26_a_artificial_call_relates_to_other_suits() {
        let (lead, _) = law_26(c("2C"), &[Suit::Hearts, Suit::Spades], Some(c("Pass"))).unwrap();
        assert_eq!(
            lead,
            LeadPenalty::RequireOrProhibit {
                suits: vec![Suit::Hearts, Suit::Spades]
            }
        );
    }

    #[test]
    fn rubber_law_26_b_i_notrump_not_repeated_prohibit_any_one_suit() {
        let (lead, law) = law_26(c("1NT"), &[], Some(c("2C"))).unwrap();
        assert_eq!(
            (lead, law.path().as_str()),
            (LeadPenalty::ProhibitAnyOne, "26(b)(i)")
        );
        assert_eq!(law_26(c("1NT"), &[], Some(c("2NT"))), None);
    }

    #[test]
    fn rubber_law_26_b_ii_pass_double_or_redouble_prohibit_any_one_suit() {
        for changed in ["Pass", "X", "XX"] {
            let (lead, law) = law_26(c(changed), &[], Some(c("1S"))).unwrap();
            assert_eq!(
                (lead, law.path().as_str()),
                (LeadPenalty::ProhibitAnyOne, "26(b)(ii)")
            );
        }
    }
}
