//! Contract bridge under the rubber laws (ACBL *Laws of Contract Bridge*,
//! 1993; the text at hand gives Laws 17-40). The referee is the shared
//! [`ContractBridge`](crate::ContractBridge); this module holds only where
//! the rubber text differs from the 2017 duplicate laws that its
//! `AuctionLaws` and `PlayLaws` provide: every method here is one difference.

use crate::call::{Bid, Call};
use crate::card::Suit;
use crate::codes::contract_bridge::laws::{
    AfterRho, AuctionLaws, ChangeOfCall, OutOfRotation, Position, Substitution, Unintended,
};
use crate::codes::contract_bridge::play_laws::{ExposedInPlay, PlayLaws};
use crate::designation::Wording;
use crate::event::ChangeFinding;
use crate::law::{Citation, CodeId};
use crate::ruling::LeadPenalty;

/// The rubber code.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Rubber;

impl AuctionLaws for Rubber {
    fn code(&self) -> CodeId {
        CodeId::Rubber
    }

    /// The rubber code cites its own clauses as written.
    fn cite(&self, law: u8, clause: &'static str) -> Citation {
        Citation::rubber(law, clause)
    }

    /// The rubber laws give no change of call after the auction closes.
    fn auction_period_change(&self, _finding: ChangeFinding) -> bool {
        false
    }

    /// Law 27's first paragraph, which has no letter.
    fn insufficient_accepted(&self) -> Citation {
        Citation::rubber(27, "")
    }

    /// Law 27(a): "the lowest sufficient bid in the same denomination", the
    /// denomination named.
    fn lowest_by_meaning(&self) -> bool {
        false
    }

    /// Law 22(a): the deal passes to the next dealer.
    fn passed_out(&self, next_dealer: &str) -> (Citation, String) {
        (
            Citation::rubber(22, "(a)"),
            format!(
                "no player has bid: the hands are abandoned and the turn to deal passes to {next_dealer}"
            ),
        )
    }

    /// Law 23(a) and (b).
    fn exposed_card(&self) -> (u8, [&'static str; 3]) {
        (23, ["(a)", "(b)", "(b)"])
    }

    /// Law 23: "declarer may treat every such card as a penalty card".
    fn exposed_cards_are_penalty_cards(&self) -> bool {
        false
    }

    /// The rubber code has no law on information from withdrawn calls.
    fn withdrawn_calls_unauthorized(&self) -> Option<Citation> {
        None
    }

    /// Law 24: at the same turn, without pause for thought.
    fn unintended(&self) -> Unintended {
        Unintended {
            law: Citation::rubber(24, ""),
            until_partner_calls: false,
            lho_may_withdraw: false,
            finding: "inadvertent call, corrected without pause for thought",
        }
    }

    /// Law 25(b): the offender chooses.
    fn change_of_call(&self) -> ChangeOfCall {
        ChangeOfCall::OffenderChooses
    }

    /// The footnotes to Laws 30-32, and decision 8 of the README.
    fn at_lhos_turn_is_change(&self, call: Call, has_bid: bool, any_call: bool) -> Option<bool> {
        let footnote = match call {
            Call::Pass | Call::Bid(_) => has_bid,
            Call::Double | Call::Redouble => any_call,
        };
        (footnote || matches!(call, Call::Bid(_))).then_some(footnote)
    }

    fn lhos_turn_note(&self, footnote: bool) -> &'static str {
        if footnote {
            "a call at the turn of the offender's LHO after a bid (after a call, for a double or redouble) is a change of call: Law 25 applies (footnotes to Laws 30-32)"
        } else {
            "a bid at the turn of the offender's LHO, after his own call and before any bid, is treated as a change of call (Law 25); the footnotes to Laws 30-32 do not reach this case"
        }
    }

    /// Law 26(a) and (b).
    fn lead_penalty(
        &self,
        withdrawn: Call,
        relates_to: &[Suit],
        final_call: Option<Call>,
    ) -> Option<(LeadPenalty, Citation)> {
        crate::codes::contract_bridge::lead::law_26(withdrawn, relates_to, final_call)
    }

    fn lead_law(&self) -> &'static str {
        "the lead penalties of Law 26"
    }

    fn double_lead_law(&self) -> &'static str {
        "the lead penalties of Law 26(b)"
    }

    fn repeat_words(&self) -> &'static str {
        "without penalty"
    }

    /// Law 25(a), with the footnote to Law 27: the attempt is cancelled.
    fn premature_substitution_stands(&self) -> bool {
        false
    }

    /// Law 27(a) and (b).
    fn substitution(&self, call: Call, lowest_same_denomination: bool) -> Substitution {
        if call.is_double_or_redouble() {
            Substitution::DoubleCancelledPass
        } else if lowest_same_denomination {
            Substitution::NoRectification(Citation::rubber(27, "(a)"))
        } else {
            Substitution::PartnerSilenced(Citation::rubber(27, "(b)"))
        }
    }

    fn insufficient_correction(
        &self,
        offender: &str,
        partner: &str,
        lowest: Option<Bid>,
    ) -> String {
        format!(
            "{offender} must substitute a sufficient bid or a pass: {}; any other sufficient bid or a pass silences {partner} whenever it is his turn, with the lead penalties of Law 26",
            match lowest {
                Some(l) => format!(
                    "{l} (the lowest sufficient bid in the same denomination) carries no penalty"
                ),
                None => "no bid in that denomination is sufficient".to_owned(),
            }
        )
    }

    fn substitution_texts(
        &self,
        offender: &str,
        partner: &str,
        lowest: Option<Bid>,
    ) -> (Option<String>, String) {
        (
            lowest.map(|l| format!("bid {l}, the lowest sufficient bid in the same denomination: the auction proceeds as though the irregularity had not occurred (27(a))")),
            format!(
                "make any other sufficient bid or pass: {partner} must pass whenever it is his turn to call, and the lead penalties of Law 26 apply if he becomes a defender (27(b)); an attempted double or redouble is cancelled and {offender} must then pass"
            ),
        )
    }

    /// Law 27 compels a sufficient bid or a pass.
    fn another_insufficient_bid(&self) -> Option<Citation> {
        None
    }

    /// Laws 30-32 (1993).
    fn out_of_rotation(
        &self,
        call: Call,
        position: Position,
        has_bid: bool,
    ) -> (Citation, OutOfRotation) {
        match call {
            Call::Pass if !has_bid || position != Position::Partner => (
                Citation::rubber(30, "(a)"),
                OutOfRotation::OffenderPassesNext,
            ),
            Call::Pass => (
                Citation::rubber(30, "(b)"),
                OutOfRotation::OffenderSilencedPartnerNoDouble,
            ),
            Call::Bid(_) if position != Position::Rho => {
                (Citation::rubber(31, "(a)"), OutOfRotation::PartnerSilenced)
            }
            Call::Bid(_) => (
                Citation::rubber(31, "(b)"),
                OutOfRotation::WaitForRho {
                    then: AfterRho::DenominationRepeated,
                },
            ),
            _ if position == Position::Partner => (
                Citation::rubber(32, "(a)"),
                OutOfRotation::PartnerSilencedLead {
                    no_double_again: true,
                },
            ),
            _ => (
                Citation::rubber(32, "(b)"),
                OutOfRotation::WaitForRho {
                    then: AfterRho::PartnerPassesNextLead,
                },
            ),
        }
    }

    /// Law 30 has no clause on an artificial pass.
    fn artificial_pass_is_a_bid(&self) -> bool {
        false
    }

    fn rho_clauses(&self, _law: u8) -> (&'static str, &'static str) {
        ("(b)(i)", "(b)(ii)")
    }

    /// Law 35(c): no penalty.
    fn condoned_38_silences(&self) -> bool {
        false
    }

    fn damage_remedy(&self) -> &'static str {
        "the offenders should redress the damage (Proprieties 1)"
    }

    fn undisclosed_understanding(&self) -> &'static str {
        "a player may not make use of one unless it was disclosed beforehand (40(a)) or at the time, as agreed (40(b)); the laws of the auction give no mechanical penalty (under Club Law 40 an Arbiter may adjust the score)"
    }
}

/// The play under the rubber code: where its 1993 text is not at hand (Law
/// 46), the 2007 duplicate wording, and each ruling says so.
/// The 2007 duplicate edition, whose wording the rubber code applies where
/// the 1993 rubber laws of the play are not at hand.
const D07: crate::codes::duplicate::Duplicate2007 = crate::codes::duplicate::Duplicate2007;

impl PlayLaws for Rubber {
    fn code(&self) -> CodeId {
        CodeId::Rubber
    }

    /// The 1993 rubber Law 46 is not among the sources: the 2007 wording.
    fn designation_wording(&self) -> Wording {
        Wording::W2007
    }

    fn designation_tag(&self) -> &'static str {
        "rubber, applying the 2007 duplicate wording (the 1993 rubber Law 46 is not in the project's sources)"
    }

    /// Law 50: a defender's card exposed is a penalty card; Law 48:
    /// declarer's never is.
    fn exposed_in_play(&self, by_defender: bool) -> ExposedInPlay {
        if by_defender {
            ExposedInPlay::PenaltyCard(Citation::rubber(50, ""))
        } else {
            ExposedInPlay::NoPenalty(Citation::rubber(48, ""))
        }
    }

    /// Law 50 as docs/sources.md gives it has no minor penalty cards.
    fn minor_penalty_cards(&self) -> bool {
        false
    }

    /// The rubber Laws 52-60 are not at hand: the 2007 duplicate wording,
    /// cited by its law and clause, and the ruling says so.
    fn cite(&self, law: u8, clause: &'static str) -> Citation {
        PlayLaws::cite(&crate::codes::duplicate::Duplicate2007, law, clause)
    }

    fn borrowed(&self, law: u8) -> Option<String> {
        Some(format!(
            "rubber, applying the 2007 duplicate wording (the 1993 rubber Law {law} is not in the project's sources)"
        ))
    }

    /// As 2007: no exception for the thirteenth trick.
    fn last_trick_lead_retracted(&self) -> bool {
        false
    }

    fn wrong_defender_clause(&self) -> &'static str {
        "B"
    }

    fn proper_lead_clause(&self) -> &'static str {
        "C"
    }

    /// As 2007: no option to require a card of a named suit (57A).
    fn premature_play_suit_option(&self) -> bool {
        D07.premature_play_suit_option()
    }

    /// As 2007: no Law 57D.
    fn premature_at_rho_turn(&self) -> bool {
        D07.premature_at_rho_turn()
    }

    /// Rubber Law 20: the review after the final pass is its own.
    fn review_in_play_by_law_41(&self) -> bool {
        false
    }

    /// As 2007 Law 42B2: an irregularity by declarer.
    fn dummy_prevents(&self) -> &'static str {
        "an irregularity by declarer"
    }

    /// As 2007 Law 43B3: the score adjusted under Law 12B1.
    fn dummy_first_to_draw_attention(&self) -> &'static str {
        "at the end of the play, if the defenders gained through their irregularity, the director adjusts the score (2007 Law 43B3 and Law 12B1, applied for want of the rubber text)"
    }

    /// As 2007: no Law 51B2(c).
    fn may_decline_penalty_card_suits(&self) -> bool {
        D07.may_decline_penalty_card_suits()
    }

    /// 2007 Law 51B2(b) (2017's clause), applied for want of the rubber
    /// text.
    fn several_suits_prohibited(&self) -> Option<&'static str> {
        Some(
            "the 2007 51B2(b), applied for want of the rubber text: declarer may prohibit one or more of the penalty cards' suits, and each prohibited suit's penalty cards are picked up",
        )
    }

    /// 2007 Law 47E1: the lead "may be" withdrawn; the finding is taken as
    /// the player's withdrawal.
    fn told_turn(&self) -> &'static str {
        "the player may withdraw it, and the finding is taken as his withdrawal (the 2007 47E1, applied for want of the rubber text, says nothing of its acceptance)"
    }

    /// As 2007: 47E1 reaches a card played as well as a lead.
    fn told_turn_play(&self) -> &'static str {
        D07.told_turn_play()
    }

    /// 2007 Law 45C4(b): any player may change an unintended designation
    /// without pause for thought, until his partner has played.
    fn designation_change_by_declarer(&self) -> bool {
        D07.designation_change_by_declarer()
    }

    fn unintended_designation(&self) -> &'static str {
        "changed without pause for thought before his partner played, as the 2007 45C4(b), applied for want of the rubber text, allows any player"
    }

    /// The 2007 Law 43 has no clause A3.
    fn defender_shows_dummy(&self) -> Option<&'static str> {
        D07.defender_shows_dummy()
    }

    fn misplaced_card(&self) -> Option<&'static str> {
        D07.misplaced_card()
    }

    /// As 2007 47E2(a), applied for want of the rubber text.
    fn explanation_retraction_to_the_trick(&self) -> bool {
        D07.explanation_retraction_to_the_trick()
    }

    fn penalty_card_information(&self) -> &'static str {
        "information from a penalty card is unauthorized to the offender's partner and authorized to declarer (2007 Law 50E, applied for want of the rubber text)"
    }

    // Laws 13-15 and 61-71: the 2007 duplicate wording, as that edition gives it.
    fn both_revokes_corrected(&self) -> bool {
        D07.both_revokes_corrected()
    }

    fn defenders_may_ask(&self) -> &'static str {
        D07.defenders_may_ask()
    }

    fn both_established_for_64b7(&self) -> bool {
        D07.both_established_for_64b7()
    }

    fn agreement_establishes(&self) -> &'static str {
        D07.agreement_establishes()
    }

    fn play_on_after_claim(&self) -> bool {
        D07.play_on_after_claim()
    }

    fn pointing_in_time(&self, declarer: bool, side_played_on: bool, lead_made: bool) -> bool {
        D07.pointing_in_time(declarer, side_played_on, lead_made)
    }

    fn pointing_clause(&self) -> &'static str {
        D07.pointing_clause()
    }

    fn incorrect_cards_clause(&self, over: bool) -> &'static str {
        D07.incorrect_cards_clause(over)
    }

    fn wrong_board_clause(&self, played_before: bool) -> &'static str {
        D07.wrong_board_clause(played_before)
    }

    /// The rubber laws award no adjusted score: there is no score of
    /// other tables to compare with, and Law 12 of the duplicate codes
    /// has no counterpart in the text at hand.
    fn adjusted_score_clauses(
        &self,
        _assigned: bool,
        _result_obtained: bool,
    ) -> &'static [(u8, &'static str)] {
        &[]
    }

    fn adjustment_cause_clauses(
        &self,
        cause: crate::score::AdjustmentCause,
    ) -> &'static [(u8, &'static str)] {
        D07.adjustment_cause_clauses(cause)
    }

    fn withdrawn_information(&self, offender: bool) -> crate::law::Citation {
        D07.withdrawn_information(offender)
    }

    fn wrong_hand_clauses(&self) -> [(u8, &'static str); 4] {
        D07.wrong_hand_clauses()
    }

    fn foreign_card_clause(&self) -> &'static str {
        D07.foreign_card_clause()
    }

    fn extraneous_clauses(&self, after_first_call: bool) -> &'static [(u8, &'static str)] {
        D07.extraneous_clauses(after_first_call)
    }

    fn twelfth_trick_partner(&self) -> &'static str {
        D07.twelfth_trick_partner()
    }
}
