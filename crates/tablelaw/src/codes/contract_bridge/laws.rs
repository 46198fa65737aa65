//! The points where the codes of the auction differ, as one trait.
//!
//! The referee of the auction ([`ContractBridge`](crate::ContractBridge)) is
//! shared by every contract-bridge code. At each point where the codes'
//! texts part ways it asks the code in force, through [`AuctionLaws`], what
//! the law says; everything else (the order of the checks, recording and
//! cancelling calls, lasting penalties, the close, the play) is written once.
//!
//! The trait's provided methods are the **2017 duplicate laws**, the code in
//! use today: `Duplicate2017` overrides nothing. The rubber code (1993) and
//! the 2007 duplicate edition override exactly the methods where their text
//! differs from 2017, so each difference lives in one place: the
//! `impl AuctionLaws` of that code (`codes::rubber`,
//! `codes::duplicate::edition_2007`; `Duplicate2017` is in `codes::duplicate`).

use crate::call::{Bid, Call};
use crate::card::Suit;
use crate::event::ChangeFinding;
use crate::law::{Citation, CodeId};
use crate::ruling::LeadPenalty;

/// Whose turn it was when a call was made out of rotation, seen from the offender.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Position {
    /// The offender's partner's turn.
    Partner,
    /// The offender's right-hand opponent's turn.
    Rho,
    /// The offender's left-hand opponent's turn, before the offender has called.
    Lho,
}

/// What a call out of rotation leads to once it is cancelled (Laws 29-32).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum OutOfRotation {
    /// The offender must pass when next it is his turn (rubber 30(a); 30A).
    OffenderPassesNext,
    /// The offender must pass whenever it is his turn; his partner may not
    /// double or redouble at his next turn (rubber 30(b); 2007 30B2).
    OffenderSilencedPartnerNoDouble,
    /// The partner must pass whenever it is his turn; the lead penalty waits
    /// for the offender's next call (rubber 31(a); 2007 31B).
    PartnerSilenced,
    /// The partner must pass whenever it is his turn, with a lead penalty at
    /// once; the offender may not double or redouble the same bid again if
    /// `no_double_again` (rubber 32(a); 2007 32A).
    PartnerSilencedLead {
        /// Rubber 32(a): the offender may not double or redouble that bid again.
        no_double_again: bool,
    },
    /// RHO's next call decides: a pass obliges the offender to repeat his
    /// call; anything else leads to `then` (rubber 31(b), 32(b); 2007 31A,
    /// 32B; 2017 31A, 32A).
    WaitForRho {
        /// What follows when RHO bids, doubles or redoubles.
        then: AfterRho,
    },
    /// The partner may make any legal call at his turn (16C applies); the
    /// offender's next call is judged comparable or not (2017 30B, 31B, 32B).
    PartnerFree,
}

/// What follows a call out of rotation at RHO's turn when RHO does not pass.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum AfterRho {
    /// The offender's next call repeats the denomination: partner passes at
    /// his next turn; otherwise whenever, with a lead penalty (rubber
    /// 31(b)(ii); 2007 31A2).
    DenominationRepeated,
    /// The partner passes at his next turn, with a lead penalty (rubber 32(b)(ii)).
    PartnerPassesNextLead,
    /// The partner passes whenever it is his turn, with a lead penalty (2007 32B2).
    PartnerSilencedLead,
    /// The offender's next call is judged comparable or not (2017 31A2, 32A2).
    Comparable,
}

/// What substituting a call for an insufficient bid leads to (Law 27).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Substitution {
    /// No rectification: the auction proceeds (rubber 27(a); 2017 27B1(a)).
    NoRectification(Citation),
    /// The director must judge whether the call is comparable (2017 27B1(b))
    /// or, in 2007, natural or of the same or a more precise meaning (27B1).
    AskDirector,
    /// The partner must pass whenever it is his turn, with a lead penalty
    /// (rubber 27(b); 27B2).
    PartnerSilenced(Citation),
    /// An attempted double or redouble: cancelled, the offender passes at
    /// this turn, his partner whenever (rubber 27, Law 27(b)).
    DoubleCancelledPass,
    /// An attempted double or redouble not found comparable: cancelled, the
    /// offender substitutes again, his partner passes whenever (27B3).
    DoubleCancelledResubstitute(Citation),
}

/// How a change of call not allowed as a correction is ruled (Law 25).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum ChangeOfCall {
    /// Rubber 25(b): the offender chooses between his first call (partner
    /// passes at his next turn) and another legal call (partner passes
    /// whenever, Law 26).
    OffenderChooses,
    /// Duplicate 25B: the offender's LHO may accept the substitute (by
    /// calling over it); otherwise it is cancelled and the first call stands.
    LhoMayAccept,
}

/// The correction of an unintended call (rubber Law 24; duplicate 25A).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Unintended {
    /// The law.
    pub law: Citation,
    /// The correction is allowed until partner calls (duplicate 25A); else
    /// only at the same turn, before any other player has called (rubber 24).
    pub until_partner_calls: bool,
    /// The offender's LHO may withdraw a call made over the unintended one (2017 25A).
    pub lho_may_withdraw: bool,
    /// The director's finding, as the ruling records it.
    pub finding: &'static str,
}

/// The text of each code where the auction's laws differ. The provided
/// methods are the 2017 duplicate laws.
pub(crate) trait AuctionLaws: Sync {
    /// The code.
    fn code(&self) -> CodeId;

    /// The citation, in this code, of a provision the codes share in
    /// substance, named by its rubber number and clause (`28`, `"(a)"`).
    fn cite(&self, law: u8, clause: &'static str) -> Citation {
        let (law, clause) = match (law, clause) {
            (16, _) => (16, "C"),
            (19, _) => (19, "A"),
            (20, "") => (20, ""),
            (21, _) => (21, "B"),
            (23, "(c)") => (72, "C"),
            (25, "(a)") => (25, "B2"),
            (25, "(b)") => (25, "B"),
            (28, "(a)") => (28, "A"),
            (28, "(b)") => (28, "B"),
            (29, "(a)") => (29, "A"),
            (29, "(b)") => (29, "B"),
            (34, _) => (17, "D3"),
            (36, "") => (36, "B"),
            (37, "") => (37, "B"),
            (38, "") => (38, ""),
            (39, "(a)") => (39, "B"),
            (39, "(b)") => (39, "C"),
            (35, "(a)") => (36, "A"),
            (35, "(b)") => (37, "A"),
            (35, "(c)") => (38, "D"),
            (35, "(d)") => (39, "B"),
            (50, "(a)") => (50, "D1"),
            (50, "(b)") => (50, "D2"),
            (l, c) => (l, c),
        };
        Citation::new(self.code(), law, clause)
    }

    /// Laws 25A5 and 21B1(a): whether the change of call `finding` (an
    /// unintended call replaced, a call changed for misinformation) may be
    /// made until the end of the auction period (17D1: the opening lead
    /// faced), not only of the auction.
    fn auction_period_change(&self, finding: ChangeFinding) -> bool {
        matches!(
            finding,
            ChangeFinding::Inadvertent | ChangeFinding::Misinformation
        )
    }

    /// Whether any change of call reaches past the close of the auction.
    fn auction_period_changes(&self) -> bool {
        self.auction_period_change(ChangeFinding::Inadvertent)
            || self.auction_period_change(ChangeFinding::Misinformation)
    }

    /// The law that ends the auction period at the faced opening lead
    /// (2017 17D1).
    fn auction_period_end(&self) -> Citation {
        Citation::new(self.code(), 17, "D1")
    }

    /// Law 27: the insufficient bid accepted by the offender's LHO (2017
    /// and 2007 27A1).
    fn insufficient_accepted(&self) -> Citation {
        Citation::new(self.code(), 27, "A1")
    }

    /// Law 22: all four players pass.
    fn passed_out(&self, _next_dealer: &str) -> (Citation, String) {
        (
            Citation::new(self.code(), 22, "B"),
            "all four players passed: the hands are returned to the board without a redeal, and each side scores zero (Laws 22B and 77)".to_owned(),
        )
    }

    /// The law of a card exposed during the auction (rubber 23; duplicate
    /// 24), and the clause for a single card below honour rank not led, for
    /// an honour or a card led, and for two or more cards.
    fn exposed_card(&self) -> (u8, [&'static str; 3]) {
        (24, ["A", "B", "C"])
    }

    /// Whether a defender's cards exposed during the auction become penalty
    /// cards of themselves (2017 24E) rather than at declarer's option
    /// (rubber 23: "declarer may treat").
    fn exposed_cards_are_penalty_cards(&self) -> bool {
        true
    }

    /// The law under which withdrawn calls are unauthorized information to
    /// the offending side (2017 16C; 2007 16D); `None` where the code has
    /// no such law (rubber).
    fn withdrawn_calls_unauthorized(&self) -> Option<Citation> {
        Some(Citation::new(self.code(), 16, "C"))
    }

    /// Law 25A (rubber 24): the correction of an unintended call.
    fn unintended(&self) -> Unintended {
        Unintended {
            law: Citation::new(self.code(), 25, "A"),
            until_partner_calls: true,
            lho_may_withdraw: true,
            finding: "an unintended call (a mechanical error or slip of the tongue), replaced before partner called",
        }
    }

    /// Law 25B (rubber 25): a deliberate change of call.
    fn change_of_call(&self) -> ChangeOfCall {
        ChangeOfCall::LhoMayAccept
    }

    /// Whether a call at the turn of the offender's LHO, after the offender's
    /// own call, is a change of call (2017 30B2, 31C, 32C: always; rubber
    /// and 2007 footnotes: a pass or bid after a bid, a double or redouble
    /// after any call), and whether the footnote's words reach it.
    fn at_lhos_turn_is_change(&self, _call: Call, _has_bid: bool, _any_call: bool) -> Option<bool> {
        Some(true)
    }

    /// Why a call at the LHO's turn after one's own call is a change of
    /// call, for the ruling's note (`footnote`: the text's words reach it).
    fn lhos_turn_note(&self, _footnote: bool) -> &'static str {
        "a call at the turn of the offender's LHO, after his own call, is a change of call: Law 25 applies (30B2, 31C, 32C)"
    }

    /// Law 26 (2017, as amended): the lead penalty for a withdrawn call not
    /// replaced by a comparable call: declarer may prohibit any one suit not
    /// specified in the legal auction by the offender (26B). Called only
    /// where the law says Law 26 applies.
    fn lead_penalty(
        &self,
        _withdrawn: Call,
        _relates_to: &[Suit],
        _final_call: Option<Call>,
    ) -> Option<(LeadPenalty, Citation)> {
        Some((
            LeadPenalty::ProhibitAnyOneNotSpecified,
            Citation::new(self.code(), 26, "B"),
        ))
    }

    /// The words for the lead penalty a ruling may carry.
    fn lead_law(&self) -> &'static str {
        "the lead restrictions of Law 26B (declarer may prohibit one suit the offender did not specify)"
    }

    /// The words for the lead penalty after a double or redouble out of
    /// rotation (rubber: Law 26(b)).
    fn double_lead_law(&self) -> &'static str {
        self.lead_law()
    }

    /// The words for a call out of rotation repeated after RHO's pass.
    fn repeat_words(&self) -> &'static str {
        "without rectification if it is legal"
    }

    /// Law 27C (rubber 25(a) and the footnote to 27): a substitution made
    /// before the ruling stands, unless the LHO accepts the insufficient bid.
    fn premature_substitution_stands(&self) -> bool {
        true
    }

    /// Law 27: what refusing the insufficient bid leads to, in plain words;
    /// `lowest` is the lowest sufficient bid in the same denomination.
    fn insufficient_correction(
        &self,
        offender: &str,
        partner: &str,
        lowest: Option<Bid>,
    ) -> String {
        let lowest = match lowest {
            Some(l) => format!(
                "{l} (the lowest sufficient bid in the same denomination), specifying the same denomination(s) as the insufficient bid, carries no rectification (27B1(a)); "
            ),
            None => String::new(),
        };
        format!(
            "{offender} must substitute a legal call: {lowest}a call the director finds comparable carries none (27B1(b)); any other sufficient bid or a pass silences {partner} whenever it is his turn, with {} (27B2)",
            self.lead_law()
        )
    }

    /// Law 27B: the options of the offender's substitution, in plain words:
    /// the lowest sufficient bid in the same denomination (if any), and any other call.
    fn substitution_texts(
        &self,
        offender: &str,
        partner: &str,
        lowest: Option<Bid>,
    ) -> (Option<String>, String) {
        (
            lowest.map(|l| format!("bid {l}, the lowest sufficient bid in the same denomination: if it specifies the same denomination(s) as the insufficient bid (by its recorded meaning), the auction proceeds without further rectification (27B1(a)); if not, the director decides as for any other call (27B1(b), 27B2)")),
            format!(
                "make any other legal call: if the director finds it comparable (Law 23A), no further rectification (27B1(b)); otherwise {partner} must pass whenever it is his turn to call, with {} (27B2); a double or redouble not comparable is cancelled and {offender} must replace it (27B3)",
                self.lead_law()
            ),
        )
    }

    /// Law 27B4: a second insufficient bid is ruled as B3 unless the LHO
    /// accepts it; `None` where the code refuses it (rubber: the law compels
    /// a sufficient bid or a pass).
    fn another_insufficient_bid(&self) -> Option<Citation> {
        Some(Citation::new(self.code(), 27, "B4"))
    }

    /// Law 27B1(a): whether "the same denomination(s)" are those the
    /// withdrawn call specified by its meaning (2017; 2007 asks the director
    /// in every case) rather than the one it named (rubber 27(a)).
    fn lowest_by_meaning(&self) -> bool {
        true
    }

    /// Law 27B: what the offender's substitute for an insufficient bid leads
    /// to, before any finding of the director.
    fn substitution(&self, call: Call, lowest_same_denomination: bool) -> Substitution {
        if lowest_same_denomination && !call.is_double_or_redouble() {
            Substitution::NoRectification(Citation::new(self.code(), 27, "B1(a)"))
        } else {
            Substitution::AskDirector
        }
    }

    /// Law 27B2/B3: what follows when the director finds the substitute not
    /// comparable.
    fn substitution_not_comparable(&self, call: Call) -> Substitution {
        if call.is_double_or_redouble() {
            Substitution::DoubleCancelledResubstitute(Citation::new(self.code(), 27, "B3"))
        } else {
            Substitution::PartnerSilenced(Citation::new(self.code(), 27, "B2"))
        }
    }

    /// Law 27B1(b) (2007: 27B1): the question the director answers about a
    /// substitute, and the citation of the answer "yes".
    fn comparable_question(&self) -> (&'static str, Citation) {
        (
            "is the substitute a comparable call (Law 23A: the same or a similar meaning, a subset of the withdrawn call's meanings, or the same purpose)?",
            Citation::new(self.code(), 27, "B1(b)"),
        )
    }

    /// Law 23 (2017): the citation of a comparable call's consequence, and
    /// of the adjusted score that remains possible.
    fn comparable_law(&self) -> (Citation, Citation) {
        (
            Citation::new(self.code(), 23, "B"),
            Citation::new(self.code(), 23, "C"),
        )
    }

    /// Laws 30-32: what a call out of rotation leads to once it is cancelled,
    /// with the clause. `artificial` is a pass that related to suits (2017
    /// 30C: an artificial pass is ruled under Law 31).
    fn out_of_rotation(
        &self,
        call: Call,
        position: Position,
        _has_bid: bool,
    ) -> (Citation, OutOfRotation) {
        let c = |law, clause| Citation::new(self.code(), law, clause);
        match (call, position) {
            (Call::Pass, Position::Rho) => (c(30, "A"), OutOfRotation::OffenderPassesNext),
            (Call::Pass, _) => (c(30, "B"), OutOfRotation::PartnerFree),
            (Call::Bid(_), Position::Rho) => (
                c(31, "A"),
                OutOfRotation::WaitForRho {
                    then: AfterRho::Comparable,
                },
            ),
            (Call::Bid(_), _) => (c(31, "B"), OutOfRotation::PartnerFree),
            (_, Position::Rho) => (
                c(32, "A"),
                OutOfRotation::WaitForRho {
                    then: AfterRho::Comparable,
                },
            ),
            (_, _) => (c(32, "B"), OutOfRotation::PartnerFree),
        }
    }

    /// Law 30C: an artificial pass out of rotation is ruled under Law 31.
    fn artificial_pass_is_a_bid(&self) -> bool {
        true
    }

    /// The clause when RHO passes and the offender must repeat (rubber
    /// 31(b)(i), 32(b)(i); 2017 31A1, 32A1), and when RHO acts.
    fn rho_clauses(&self, _law: u8) -> (&'static str, &'static str) {
        ("A1", "A2")
    }

    /// Law 38: whether both offenders are still silenced when the LHO calls
    /// before rectification (2017 38: yes, the pass is substituted and each
    /// offender passes whenever, without recourse to 26B; rubber 35(c): no
    /// penalty).
    fn condoned_38_silences(&self) -> bool {
        true
    }

    /// What follows a finding that the offender could have known the
    /// enforced pass would damage the non-offenders (2017 72C; 2007 23;
    /// rubber 23(c)).
    fn damage_remedy(&self) -> &'static str {
        "if the non-offending side was damaged, the director awards an adjusted score"
    }

    /// What the laws of the auction add to an undisclosed partnership understanding (Law 40).
    fn undisclosed_understanding(&self) -> &'static str {
        "a side may not use a special partnership understanding unless it was disclosed as the regulations require; the director may adjust the score if the opponents were damaged by the failure (Law 40)"
    }
}

/// The laws of the code `code`. A code that is not contract bridge (euchre)
/// has a game of its own (`codes::euchre`) and no contract-bridge auction:
/// a contract-bridge [`Table`](crate::Table) set up under it is refereed by
/// the rubber laws, the code nearest its calls.
pub(crate) fn of(code: CodeId) -> &'static dyn AuctionLaws {
    match code {
        // Euchre, bridge whist and auction bridge have no contract-bridge
        // auction; a contract-bridge table set up under them is refereed by
        // the rubber laws (their games are `euchre::EuchreGame`,
        // `bridge_whist::WhistTable` and `auction_bridge::AuctionBridgeTable`).
        CodeId::Rubber | CodeId::Euchre | CodeId::BridgeWhist | CodeId::AuctionBridge => {
            &crate::codes::rubber::Rubber
        }
        CodeId::Duplicate2017 => &crate::codes::duplicate::Duplicate2017,
        CodeId::Duplicate2007 => &crate::codes::duplicate::Duplicate2007,
    }
}
