//! The laws of the play where the contract-bridge codes differ. As
//! [`laws`](super::laws) does for the auction, one trait: its provided
//! methods are the 2017 duplicate text, and each code overrides a method
//! where its text differs (`codes::rubber`, `codes::duplicate::edition_2007`).
//! The referee asks `self.play_laws()` at each such point and never tests
//! the code itself.

use crate::designation::Wording;
use crate::law::{Citation, CodeId};

/// What follows a card exposed during the play.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum ExposedInPlay {
    /// A defender's card: a penalty card, under the law cited.
    PenaltyCard(Citation),
    /// Declarer's or dummy's card: never a penalty card, under the law cited.
    NoPenalty(Citation),
}

/// The text of each code where the play's laws differ. The provided methods
/// are the 2017 duplicate laws.
pub(crate) trait PlayLaws: Sync {
    /// The code.
    fn code(&self) -> CodeId;

    /// Law 46: the wording that rules an incomplete or invalid designation
    /// of dummy's card.
    fn designation_wording(&self) -> Wording {
        Wording::W2017
    }

    /// How a Law 46 ruling names the wording it applied.
    fn designation_tag(&self) -> &'static str {
        "2017"
    }

    /// A card exposed during the play by `seat`, a defender or not: Law 49,
    /// a defender's card is a penalty card; Law 48A, declarer's and dummy's
    /// never are.
    fn exposed_in_play(&self, by_defender: bool) -> ExposedInPlay {
        if by_defender {
            ExposedInPlay::PenaltyCard(Citation::new(self.code(), 49, ""))
        } else {
            ExposedInPlay::NoPenalty(Citation::new(self.code(), 48, "A"))
        }
    }

    /// Law 50B: a single card below an honour exposed unintentionally is a
    /// minor penalty card.
    fn minor_penalty_cards(&self) -> bool {
        true
    }

    /// The citation of a law of the play, with its clause as 2017 letters it.
    fn cite(&self, law: u8, clause: &'static str) -> Citation {
        Citation::new(self.code(), law, clause)
    }

    /// A note for a ruling under a law of the play the code's own text
    /// does not give (rubber: the 2007 duplicate wording).
    fn borrowed(&self, _law: u8) -> Option<String> {
        None
    }

    /// Law 53A (footnote 17): a lead out of turn at the thirteenth trick
    /// must be retracted; it cannot be accepted.
    fn last_trick_lead_retracted(&self) -> bool {
        true
    }

    /// The clause of Law 53 by which declarer's lead out of turn stands when
    /// the defender on its right plays to it (2017 53C).
    fn wrong_defender_clause(&self) -> &'static str {
        "C"
    }

    /// The clause of Law 53 by which the proper leader leads without his
    /// card counting as played to the irregular lead (2017 53B).
    fn proper_lead_clause(&self) -> &'static str {
        "B"
    }

    /// Law 57A3: declarer may require the offender's partner to play a
    /// card of a suit he names (new in 2017).
    fn premature_play_suit_option(&self) -> bool {
        true
    }

    /// Law 57D: a defender's card played at his right-hand opponent's
    /// turn, if legal, is played at his proper turn (new in 2017; before,
    /// a card so shown is exposed, Law 49).
    fn premature_at_rho_turn(&self) -> bool {
        true
    }

    /// 2017 Law 62C3: both sides' revokes on one trick are both corrected
    /// while only one side has played to the next trick (new in 2017).
    fn both_revokes_corrected(&self) -> bool {
        true
    }

    /// Law 61B3: whether defenders may ask one another about a revoke.
    fn defenders_may_ask(&self) -> &'static str {
        "defenders may ask declarer and one another, at the risk of creating unauthorized information"
    }

    /// Law 64B7: no automatic adjustment when both sides revoked on the
    /// board and both revokes are established (2017; 2007: both revoked).
    fn both_established_for_64b7(&self) -> bool {
        true
    }

    /// The clause of Law 63A by which the offending side's agreement to an
    /// opponent's claim or concession establishes its revoke (2017 A4;
    /// 2007 A3, "makes or agrees to").
    fn agreement_establishes(&self) -> &'static str {
        "A4"
    }

    /// 2017 Law 68D2(b): at the non-claiming side's request, and all four
    /// agreeing, play continues and the claim is void (2007: play ceases).
    fn play_on_after_claim(&self) -> bool {
        true
    }

    /// Law 65B3: whether attention drawn to a card pointed the wrong way
    /// is in time: until the player's side leads or plays to the next
    /// trick (2017; 2007: declarer at any time, the others until a lead is
    /// made to the next trick).
    fn pointing_in_time(&self, _declarer: bool, side_played_on: bool, _lead_made: bool) -> bool {
        !side_played_on
    }

    /// Law 65B3's limit, in words.
    fn pointing_clause(&self) -> &'static str {
        "the right expires when his side leads or plays to the next trick, 65B3"
    }

    /// Law 13's clause cancelling the result: the play over (13D), or a
    /// call made and the deal not to be corrected (13B2).
    fn incorrect_cards_clause(&self, over: bool) -> &'static str {
        if over { "D" } else { "B2" }
    }

    /// Law 15B's clause for a board not designated for the round: played
    /// before by a player at the table (15B1), or not (15B2).
    fn wrong_board_clause(&self, played_before: bool) -> &'static str {
        if played_before { "B1" } else { "B2" }
    }

    /// Law 15A: a call made holding the cards of a wrong board is cancelled
    /// (A1); an adjusted score if partner has called since (A2(a)),
    /// otherwise the offender calls again (A2(b)); Law 16C (A2(c)).
    fn wrong_hand_clauses(&self) -> [(u8, &'static str); 4] {
        [(15, "A1"), (15, "A2(a)"), (15, "A2(b)"), (15, "A2(c)")]
    }

    /// Law 16C: information from a withdrawn action is authorized to a
    /// non-offending side (16C1), unauthorized to an offending one (16C2).
    fn withdrawn_information(&self, offender: bool) -> Citation {
        self.cite(16, if offender { "C2" } else { "C1" })
    }

    /// Law 13C: a surplus card not part of the deal found.
    fn foreign_card_clause(&self) -> &'static str {
        "C"
    }

    /// Law 12C: the clauses of an adjusted score, assigned (12C1(a), (b))
    /// or artificial (12C2(a); after a result was obtained, because the
    /// possibilities are numerous or not obvious, 12C1(d)); empty where
    /// the code awards none.
    fn adjusted_score_clauses(
        &self,
        assigned: bool,
        result_obtained: bool,
    ) -> &'static [(u8, &'static str)] {
        match (assigned, result_obtained) {
            (true, _) => &[(12, "C1(a)"), (12, "C1(b)")],
            (false, true) => &[(12, "C1(d)"), (12, "C2(a)")],
            (false, false) => &[(12, "C2(a)")],
        }
    }

    /// The clauses that empower the director to adjust the score for
    /// `cause`, the principal first.
    fn adjustment_cause_clauses(
        &self,
        cause: crate::score::AdjustmentCause,
    ) -> &'static [(u8, &'static str)] {
        cause_clauses_2017(cause)
    }

    /// Law 16D: extraneous information received (D1); before any call the
    /// director lets the board be played, ready to adjust (D2(c)); after
    /// the first call, D3 sends him to D2(c).
    fn extraneous_clauses(&self, after_first_call: bool) -> &'static [(u8, &'static str)] {
        if after_first_call {
            &[(16, "D1"), (16, "D3"), (16, "D2(c)")]
        } else {
            &[(16, "D1"), (16, "D2(c)")]
        }
    }

    /// Law 62D2: a defender's revoke on the twelfth trick corrected before
    /// his partner played to it.
    fn twelfth_trick_partner(&self) -> &'static str {
        "the revoke card's information is unauthorized to the offender's partner, who has still to play to the trick (62D2, Law 16C)"
    }

    /// Law 41B, C: after the opening lead declarer or a defender may
    /// require a review of the auction at his first turn to play, and then
    /// only learn the contract and whether it was doubled (the duplicate
    /// editions); the rubber code's Law 20 speaks of the review itself.
    fn review_in_play_by_law_41(&self) -> bool {
        true
    }

    /// Law 42B2: what dummy may try to prevent (2017: any irregularity).
    fn dummy_prevents(&self) -> &'static str {
        "any irregularity"
    }

    /// Law 43B3: what follows, at the end of the play, when dummy after a
    /// 43A2 violation is the first to draw attention to a defender's
    /// irregularity.
    fn dummy_first_to_draw_attention(&self) -> &'static str {
        "at the end of the play, if the defenders gained through their irregularity, the director adjusts their score alone, taking that advantage away; declarer's side keeps the score it made (43B3)"
    }

    /// Law 51B2(c): with penalty cards in more than one suit, declarer may
    /// neither require nor prohibit a lead, and the penalty cards stay
    /// (new in 2017).
    fn may_decline_penalty_card_suits(&self) -> bool {
        true
    }

    /// Law 51B2(b): a note for the ruling where the code's text of the
    /// prohibition of one or more penalty cards' suits is not at hand
    /// (2017: none, the clause is its own).
    fn several_suits_prohibited(&self) -> Option<&'static str> {
        None
    }

    /// Law 47E1: what follows a lead out of turn made because an opponent
    /// mistakenly said it was the player's turn.
    fn told_turn(&self) -> &'static str {
        "the lead is retracted; his left-hand opponent may not accept it, and Law 63A1 does not apply"
    }

    /// Law 47E1: what follows a card played out of turn (not a lead)
    /// because an opponent mistakenly said it was the player's turn.
    fn told_turn_play(&self) -> &'static str {
        "the play is retracted; it may not be accepted, and Law 63A1 does not apply"
    }

    /// Law 45C4(b): only declarer's designation of dummy's card may be
    /// corrected, until he next plays from either hand (2007: any
    /// player's, until his partner has played).
    fn designation_change_by_declarer(&self) -> bool {
        true
    }

    /// Law 45C4(b): when a designation is unintended.
    fn unintended_designation(&self) -> &'static str {
        "a slip of the tongue, not a loss of concentration or a reconsideration of action"
    }

    /// Law 43A3: the clause by which a defender may not show dummy his
    /// hand (new in 2017: `None` where the code has none).
    fn defender_shows_dummy(&self) -> Option<&'static str> {
        Some("A3")
    }

    /// Law 47E2(a): whether the card retracted after a mistaken
    /// explanation need only be the last played to its own trick (2007:
    /// "to the trick"), so that the card that completed a trick is
    /// retracted after cards have been played to the next; 2017 allows it
    /// only if no card at all was played after it.
    fn explanation_retraction_to_the_trick(&self) -> bool {
        false
    }

    /// A note for the ruling on dummy's card declarer did not name (Law
    /// 45D), where the edition's text of it differs or was not read in full.
    fn misplaced_card(&self) -> Option<&'static str> {
        None
    }

    /// What Law 50E says of the information from a penalty card.
    fn penalty_card_information(&self) -> &'static str {
        "the information from a penalty card on the table, and the requirements for playing it, are authorized to all players (50E1); once it is picked up after declarer's lead option, it is unauthorized to the offender's partner and authorized to declarer (50E2); once played, what its creation showed is unauthorized to the offender's partner (50E3)"
    }
}

/// The clauses empowering an adjustment for `cause` in the 2017 numbering,
/// the principal first; the 2007 code differs for some causes only.
pub(crate) fn cause_clauses_2017(
    cause: crate::score::AdjustmentCause,
) -> &'static [(u8, &'static str)] {
    use crate::score::AdjustmentCause as C;
    match cause {
        C::PartnerInformation => &[(16, "B3"), (16, "B1(a)"), (16, "B1(b)")],
        C::WithdrawnAction => &[(16, "C3"), (16, "C2")],
        C::ExtraneousInformation => &[(16, "D2(c)")],
        C::PenaltyCard => &[(50, "E4")],
        C::DeclarerLead => &[(55, "C"), (16, "C3")],
        C::MistakenExplanation => &[(47, "E2(b)")],
        C::SawCard => &[(13, "A2")],
        C::IncorrectCards => &[(13, "B1")],
        C::CardPlayedTwice => &[(67, "B3")],
        C::Misinformation => &[(21, "B3")],
        C::DummySuggestion => &[(45, "F")],
        C::NoRectification => &[(12, "A1")],
    }
}

/// The laws of the play of the code `code`. A code that is not contract
/// bridge has a game of its own; a contract-bridge table set up under it is
/// refereed by the rubber laws, as its auction is.
pub(crate) fn of(code: CodeId) -> &'static dyn PlayLaws {
    match code {
        CodeId::Rubber | CodeId::Euchre | CodeId::BridgeWhist | CodeId::AuctionBridge => {
            &crate::codes::rubber::Rubber
        }
        CodeId::Duplicate2017 => &crate::codes::duplicate::Duplicate2017,
        CodeId::Duplicate2007 => &crate::codes::duplicate::Duplicate2007,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Law 46's wording by code: 2017 its own; 2007 and rubber (no 1993
    /// text at hand) the 2007 wording, and a rubber ruling says so.
    #[test]
    fn law_46_wording_by_code() {
        assert_eq!(
            of(CodeId::Duplicate2017).designation_wording(),
            Wording::W2017
        );
        assert_eq!(
            of(CodeId::Duplicate2007).designation_wording(),
            Wording::W2007
        );
        assert_eq!(of(CodeId::Rubber).designation_wording(), Wording::W2007);
        assert!(
            of(CodeId::Rubber)
                .designation_tag()
                .contains("2007 duplicate wording")
        );
    }

    /// Rubber Law 50: a defender's exposed card is a penalty card; Law 48:
    /// declarer's is not. The duplicate editions: Law 49 and Law 48A.
    #[test]
    fn rubber_law_50_and_48_and_duplicate_law_49_exposed_in_play() {
        assert_eq!(
            of(CodeId::Rubber).exposed_in_play(true),
            ExposedInPlay::PenaltyCard(Citation::rubber(50, ""))
        );
        assert_eq!(
            of(CodeId::Rubber).exposed_in_play(false),
            ExposedInPlay::NoPenalty(Citation::rubber(48, ""))
        );
        for code in [CodeId::Duplicate2017, CodeId::Duplicate2007] {
            assert_eq!(
                of(code).exposed_in_play(true),
                ExposedInPlay::PenaltyCard(Citation::new(code, 49, ""))
            );
            assert_eq!(
                of(code).exposed_in_play(false),
                ExposedInPlay::NoPenalty(Citation::new(code, 48, "A"))
            );
        }
    }
}
