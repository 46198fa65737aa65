//! Adjusted scores (duplicate Law 12): the score the director awards in
//! place of the one obtained at the table, and why.
//!
//! 2017 Law 12C1(a): "Such a score replaces the score obtained in play";
//! 12C2(a): average minus (at most 40% of the matchpoints in pairs) to a
//! contestant directly at fault, average (50%) partly at fault, average
//! plus (at least 60%) in no way at fault; 12C2(b): plus or minus 3 IMPs.
//! (The 2007 code letters them the other way round: 12C1 artificial, 12C2
//! assigned.)

use serde::{Deserialize, Serialize};

use crate::auction::Contract;
use crate::seat::Side;

/// An artificial adjusted score for one contestant (Law 12C2(a)).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Artificial {
    /// Average plus: a contestant in no way at fault.
    AveragePlus,
    /// Average: a contestant only partly at fault.
    Average,
    /// Average minus: a contestant directly at fault.
    AverageMinus,
}

impl Artificial {
    /// The share of the matchpoints available on the board, in percent,
    /// that Law 12C2(a) names: 60, 50 or 40 (at least 60, at most 40; a
    /// tournament's regulations may say more or less, Law 12C2(d)).
    pub const fn percent(self) -> u8 {
        match self {
            Artificial::AveragePlus => 60,
            Artificial::Average => 50,
            Artificial::AverageMinus => 40,
        }
    }

    /// The IMPs Law 12C2(b) gives at IMP play: +3, 0 or −3.
    pub const fn imps(self) -> i32 {
        match self {
            Artificial::AveragePlus => 3,
            Artificial::Average => 0,
            Artificial::AverageMinus => -3,
        }
    }

    /// The balancing score for the other side: average plus for average
    /// minus, average for average.
    pub const fn opposite(self) -> Artificial {
        match self {
            Artificial::AveragePlus => Artificial::AverageMinus,
            Artificial::Average => Artificial::Average,
            Artificial::AverageMinus => Artificial::AveragePlus,
        }
    }

    /// The words of Law 12C2(a): `average plus`, `average`, `average minus`.
    pub const fn words(self) -> &'static str {
        match self {
            Artificial::AveragePlus => "average plus",
            Artificial::Average => "average",
            Artificial::AverageMinus => "average minus",
        }
    }
}

/// The score the director awards (Law 12C).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum AdjustedScore {
    /// An assigned adjusted score (2017 12C1(a), (b); 2007 12C2): the
    /// contract (none: passed out) and the declaring side's tricks, scored
    /// by Law 77 at the board's vulnerability.
    Assigned {
        /// The contract assigned, with its declarer; `None` for a pass-out.
        contract: Option<Contract>,
        /// The declaring side's tricks.
        tricks: u8,
    },
    /// An artificial adjusted score for each side (2017 12C2(a); 2007
    /// 12C1), balancing or not.
    Artificial {
        /// North-South's.
        ns: Artificial,
        /// East-West's.
        ew: Artificial,
    },
}

impl AdjustedScore {
    /// The artificial score of `side`, if the score is artificial.
    pub fn artificial(&self, side: Side) -> Option<Artificial> {
        match *self {
            AdjustedScore::Artificial { ns, ew } => Some(match side {
                Side::NorthSouth => ns,
                Side::EastWest => ew,
            }),
            AdjustedScore::Assigned { .. } => None,
        }
    }
}

/// Why the director adjusts the score: the infraction whose damage the
/// adjustment redresses (Law 12A, 12B1), each with the clause that
/// empowers him.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum AdjustmentCause {
    /// Law 16B1(a), 16B3: a call or play demonstrably suggested by
    /// unauthorized information from partner was chosen over a logical
    /// alternative (16B1(b)).
    PartnerInformation,
    /// 2017 Law 16C2, 16C3 (2007 16D2): information from a withdrawn call
    /// or play used by the offending side.
    WithdrawnAction,
    /// 2017 Law 16D2(c), 16D3 (2007 16C): extraneous information from
    /// another source affected the result.
    ExtraneousInformation,
    /// 2017 Law 50E4 (2007 50E): the offenders were helped by a penalty
    /// card.
    PenaltyCard,
    /// Law 55C: declarer's line of play could have been based on
    /// information from his own lead out of turn.
    DeclarerLead,
    /// Law 47E2(b): too late to retract a card played because of a
    /// mistaken explanation.
    MistakenExplanation,
    /// 2017 Law 13A2 (2007 13A): a player saw a card of another hand, a
    /// pocket having held a wrong number of cards, and it affected the
    /// outcome.
    SawCard,
    /// 2017 Law 13B1 (2007 13B): the deal corrected and played on after a
    /// call made with a wrong number of cards.
    IncorrectCards,
    /// Law 67B3: a card played to a trick but not placed among the quitted
    /// tricks was played again to a later trick, too late to correct.
    CardPlayedTwice,
    /// Law 21B3: a call made on misinformation from an opponent, too late
    /// to change, gained the offending side an advantage.
    Misinformation,
    /// Law 45F: dummy, indicating a card without instruction, suggested a
    /// play to declarer, and the defenders were damaged by it.
    DummySuggestion,
    /// Law 12A1: the laws prescribe no rectification for this violation.
    NoRectification,
}

impl AdjustmentCause {
    /// Every cause, in the order of the script language's names.
    pub const ALL: [AdjustmentCause; 12] = [
        AdjustmentCause::PartnerInformation,
        AdjustmentCause::WithdrawnAction,
        AdjustmentCause::ExtraneousInformation,
        AdjustmentCause::PenaltyCard,
        AdjustmentCause::DeclarerLead,
        AdjustmentCause::MistakenExplanation,
        AdjustmentCause::SawCard,
        AdjustmentCause::IncorrectCards,
        AdjustmentCause::CardPlayedTwice,
        AdjustmentCause::Misinformation,
        AdjustmentCause::DummySuggestion,
        AdjustmentCause::NoRectification,
    ];

    /// The cause's name in the script language and the JSON report.
    pub const fn name(self) -> &'static str {
        match self {
            AdjustmentCause::PartnerInformation => "partner-information",
            AdjustmentCause::WithdrawnAction => "withdrawn-action",
            AdjustmentCause::ExtraneousInformation => "extraneous-information",
            AdjustmentCause::PenaltyCard => "penalty-card",
            AdjustmentCause::DeclarerLead => "declarer-lead",
            AdjustmentCause::MistakenExplanation => "mistaken-explanation",
            AdjustmentCause::SawCard => "saw-card",
            AdjustmentCause::IncorrectCards => "incorrect-cards",
            AdjustmentCause::CardPlayedTwice => "card-played-twice",
            AdjustmentCause::Misinformation => "misinformation",
            AdjustmentCause::DummySuggestion => "dummy-suggestion",
            AdjustmentCause::NoRectification => "no-rectification",
        }
    }

    /// The cause named `name`, as [`name`](Self::name) writes it.
    pub fn from_name(name: &str) -> Option<AdjustmentCause> {
        AdjustmentCause::ALL
            .into_iter()
            .find(|c| c.name().eq_ignore_ascii_case(name))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn law_12_c_2_a_and_b_the_artificial_scores_shares_and_imps() {
        assert_eq!(Artificial::AveragePlus.percent(), 60);
        assert_eq!(Artificial::Average.percent(), 50);
        assert_eq!(Artificial::AverageMinus.percent(), 40);
        assert_eq!(Artificial::AveragePlus.imps(), 3);
        assert_eq!(Artificial::AverageMinus.imps(), -3);
    }

    #[test]
    fn every_cause_is_read_back_from_its_name() {
        for c in AdjustmentCause::ALL {
            assert_eq!(AdjustmentCause::from_name(c.name()), Some(c));
        }
        assert_eq!(AdjustmentCause::from_name("hesitation"), None);
    }
}
