//! Rulings, their options, and the penalties that last.
//!
//! An irregularity is not an error: it is recorded, and its [`Ruling`] is a
//! value that cites the law, names who chooses, and lists the options, each
//! with what it leads to. The choice is an [election](crate::Event::Elect),
//! an event of its own. Penalties that last ([`Penalty`]) live in the table's
//! state and are enforced until they are spent or lapse.

use core::fmt;
use core::str::FromStr;

use serde::{Deserialize, Serialize};

use crate::call::Call;
use crate::card::{Card, Suit};
use crate::law::Citation;
use crate::seat::Seat;

/// Who makes the choice a ruling offers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Chooser {
    /// A player.
    Seat(Seat),
    /// The director, who assesses a penalty.
    Director,
    /// Either defender: the first to speak (Law 46B5, "play anything").
    Defenders,
    /// Either adversary of the offender, the players of this side: the
    /// first choice or demand made by either stands (euchre Law 85;
    /// auction bridge Laws 49, 50, 57 and the Card Committee's Case 1).
    Adversaries(crate::seat::Side),
}

impl fmt::Display for Chooser {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Chooser::Seat(s) => write!(f, "{s:#}"),
            Chooser::Director => f.write_str("the director"),
            Chooser::Defenders => f.write_str("either defender"),
            Chooser::Adversaries(side) => write!(f, "either adversary ({side})"),
        }
    }
}

impl Chooser {
    /// Who may elect for this chooser where an election names a seat or
    /// none (auction bridge, bridge whist, euchre): the seat; both seats
    /// of the side, for "either adversary"; the director, whose election
    /// names none. "Either defender" is no chooser of those codes, and
    /// their elections take it from no seat.
    pub(crate) fn electors(self) -> Vec<crate::referee::Elector> {
        use crate::referee::Elector;
        match self {
            Chooser::Seat(s) => vec![Elector::Seat(s)],
            Chooser::Adversaries(side) => Seat::ALL
                .into_iter()
                .filter(|s| s.side() == side)
                .map(Elector::Seat)
                .collect(),
            Chooser::Director => vec![Elector::Director],
            Chooser::Defenders => Vec::new(),
        }
    }
}

/// The id of an option, as written in an election.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
#[non_exhaustive]
pub enum OptionId {
    /// Accept the irregular call: it stands as if legal (Laws 27, 29(a)).
    Accept,
    /// Refuse an insufficient bid: the offender must correct it (Law 27).
    Correct,
    /// Cancel the call out of rotation (Law 29(b)).
    Cancel,
    /// Substitute the lowest sufficient bid in the same denomination (Law 27(a)).
    LowestSufficient,
    /// Substitute another sufficient bid or a pass (Law 27(b)).
    OtherSufficientOrPass,
    /// Let the first call stand (Law 25(b)(i)).
    FirstCallStands,
    /// Make another legal call instead (Law 25(b)(ii)).
    OtherCall,
    /// Keep one's subsequent call (Law 21).
    Keep,
    /// Change one's subsequent call (Law 21).
    Change,
    /// Assess the penalty (Laws 36-39).
    Penalty,
    /// Condoned: the offender's LHO called before the penalty was assessed (Law 35).
    Condone,
    /// Declarer requires the lead of a suit (Laws 26(a), 50).
    RequireLead,
    /// Declarer prohibits the lead of a suit while the player retains the lead (Laws 26, 50).
    ProhibitLead,
    /// Declarer imposes no lead restriction.
    NoLeadRestriction,
    /// Declarer treats the cards exposed during the auction as penalty cards (Law 23).
    PenaltyCards,
    /// Declarer lets the exposed cards be picked up (Law 23: "may treat").
    PickUp,
    /// The director finds the replacing call comparable (duplicate 2017 Law
    /// 23A; 2007 Law 27B1: natural, or of the same or a more precise meaning).
    Comparable,
    /// The director finds the replacing call not comparable.
    NotComparable,
    /// Euchre Laws 83, 89: he must play his highest of the suit led.
    Highest,
    /// Euchre Laws 83, 89: he must play his lowest of the suit led.
    Lowest,
    /// Euchre Laws 83, 89: he must win the trick, if he can.
    Win,
    /// Euchre Laws 83, 89: he must lose the trick, if he can.
    Lose,
    /// Euchre Law 80: the adversaries elect that the trump ordered up or
    /// assisted after a pass shall be played.
    PlayIt,
    /// Euchre Law 80: the attempt after a pass is void, and the offender's
    /// partner also must pass.
    PartnerMustPass,
    /// Euchre Law 85: not offered, but recorded when the adversaries lose
    /// their right to the penalty by consulting.
    RightLost,
    /// Euchre Law 100: the lone player loses his right and plays the hand
    /// with his partner.
    WithPartner,
    /// Euchre Law 100: the adversaries elect that he play it alone.
    PlayAlone,
    /// Euchre Law 52: the card led out of turn is an exposed card, liable
    /// to be called (also auction bridge Law 76).
    CallCard,
    /// Euchre Law 52: a suit is called from the offender or his partner at
    /// their next lead (also auction bridge Law 76: from either adversary).
    CallSuit,
    /// Claim a new deal (bridge whist laws 46, 48, 49 and 55; auction bridge
    /// Laws 49, 50 and 57).
    NewDeal,
    /// Compel the offender to declare the trump (bridge whist, law 48).
    CompelDeclaration,
    /// Treat the chooser's own or his partner's last previous declaration
    /// as final (auction bridge Law 50, impossible declaration).
    PreviousFinal,
    /// Require a lead out of turn to be retracted (duplicate Laws 54D, 55A, 56B).
    Retract,
    /// Declarer spreads his hand after a faced opening lead out of turn and
    /// becomes dummy (duplicate Law 54A).
    SpreadHand,
    /// Require the offender's partner to play a card of a suit declarer
    /// names (duplicate Law 57A3).
    PlaySuit,
    /// Forbid the offender's partner to play a card of a suit declarer
    /// names (duplicate Law 57A4).
    ForbidSuit,
    /// Refuse the card played instead of a penalty card: the penalty card is
    /// played in its place (duplicate Law 52B2).
    PenaltyCardInstead,
    /// Exact no penalty: the play goes on as it stands (auction bridge
    /// Laws 80, 92; bridge whist's laws of the play).
    NoPenalty,
    /// Auction bridge Law 84(b): declarer adds 150 points to his score in
    /// the honour column for the adversaries' revoke.
    TakePoints,
    /// Auction bridge Law 84(b): declarer takes three tricks from his
    /// adversaries and adds them to his own.
    TakeTricks,
    /// Duplicate Law 68D2(a): the opponents doubt a claim; the director rules (Law 70).
    Dispute,
    /// Duplicate 2017 Law 68D2(b): all four agree to play on after a claim.
    PlayOn,
    /// Bridge whist law 65: the dealer must not play the card dummy
    /// suggested ([`OptionId::PlayIt`]: he must play it).
    NotPlayIt,
    /// Declarer leads from his own hand (duplicate Law 43B2(a): the
    /// defenders' choice after dummy, having broken 43A2, warned him).
    LeadFromHand,
    /// Declarer leads from dummy (duplicate Law 43B2(a)).
    LeadFromDummy,
}

impl OptionId {
    /// Every option id of the bridge codes (contract bridge, auction bridge and bridge whist).
    pub const ALL: [OptionId; 32] = [
        OptionId::Accept,
        OptionId::Correct,
        OptionId::Cancel,
        OptionId::LowestSufficient,
        OptionId::OtherSufficientOrPass,
        OptionId::FirstCallStands,
        OptionId::OtherCall,
        OptionId::Keep,
        OptionId::Change,
        OptionId::Penalty,
        OptionId::Condone,
        OptionId::RequireLead,
        OptionId::ProhibitLead,
        OptionId::NoLeadRestriction,
        OptionId::PenaltyCards,
        OptionId::PickUp,
        OptionId::Comparable,
        OptionId::NotComparable,
        OptionId::NewDeal,
        OptionId::CompelDeclaration,
        OptionId::PreviousFinal,
        OptionId::Retract,
        OptionId::SpreadHand,
        OptionId::PlaySuit,
        OptionId::ForbidSuit,
        OptionId::PenaltyCardInstead,
        OptionId::Highest,
        OptionId::Lowest,
        OptionId::Dispute,
        OptionId::PlayOn,
        OptionId::LeadFromHand,
        OptionId::LeadFromDummy,
    ];

    /// Every option id of the euchre code.
    pub const EUCHRE: [OptionId; 11] = [
        OptionId::Highest,
        OptionId::Lowest,
        OptionId::Win,
        OptionId::Lose,
        OptionId::PlayIt,
        OptionId::PartnerMustPass,
        OptionId::RightLost,
        OptionId::WithPartner,
        OptionId::PlayAlone,
        OptionId::CallCard,
        OptionId::CallSuit,
    ];

    /// The option ids the laws of the play of auction bridge and bridge
    /// whist add (with [`OptionId::CallCard`], [`OptionId::CallSuit`] and
    /// the directed plays of euchre's list).
    pub const HISTORIC_PLAY: [OptionId; 4] = [
        OptionId::NoPenalty,
        OptionId::TakePoints,
        OptionId::TakeTricks,
        OptionId::NotPlayIt,
    ];

    /// The id as written in a script.
    pub const fn as_str(self) -> &'static str {
        match self {
            OptionId::Accept => "accept",
            OptionId::Correct => "correct",
            OptionId::Cancel => "cancel",
            OptionId::LowestSufficient => "lowest-sufficient",
            OptionId::OtherSufficientOrPass => "other-sufficient-or-pass",
            OptionId::FirstCallStands => "first-call-stands",
            OptionId::OtherCall => "other-call",
            OptionId::Keep => "keep",
            OptionId::Change => "change",
            OptionId::Penalty => "penalty",
            OptionId::Condone => "condone",
            OptionId::RequireLead => "require-lead",
            OptionId::ProhibitLead => "prohibit-lead",
            OptionId::NoLeadRestriction => "no-lead-restriction",
            OptionId::PenaltyCards => "penalty-cards",
            OptionId::PickUp => "pick-up",
            OptionId::Comparable => "comparable",
            OptionId::NotComparable => "not-comparable",
            OptionId::Highest => "highest",
            OptionId::Lowest => "lowest",
            OptionId::Win => "win",
            OptionId::Lose => "lose",
            OptionId::PlayIt => "play-it",
            OptionId::PartnerMustPass => "partner-must-pass",
            OptionId::RightLost => "right-lost",
            OptionId::WithPartner => "with-partner",
            OptionId::PlayAlone => "play-alone",
            OptionId::CallCard => "call-card",
            OptionId::CallSuit => "call-suit",
            OptionId::NewDeal => "new-deal",
            OptionId::CompelDeclaration => "compel-declaration",
            OptionId::PreviousFinal => "previous-final",
            OptionId::Retract => "retract",
            OptionId::SpreadHand => "spread-hand",
            OptionId::PlaySuit => "play-suit",
            OptionId::ForbidSuit => "forbid-suit",
            OptionId::PenaltyCardInstead => "penalty-card-instead",
            OptionId::NoPenalty => "no-penalty",
            OptionId::TakePoints => "take-points",
            OptionId::TakeTricks => "take-tricks",
            OptionId::Dispute => "dispute",
            OptionId::PlayOn => "play-on",
            OptionId::NotPlayIt => "not-play-it",
            OptionId::LeadFromHand => "lead-from-hand",
            OptionId::LeadFromDummy => "lead-from-dummy",
        }
    }
}

impl OptionId {
    /// Whether the option is elected with a suit (a lead restriction).
    pub const fn takes_suit(self) -> bool {
        matches!(
            self,
            OptionId::RequireLead
                | OptionId::ProhibitLead
                | OptionId::PlaySuit
                | OptionId::ForbidSuit
        )
    }

    /// Whether the option may be elected with a call: the call substituted
    /// for an insufficient bid (Law 27), the other call of Law 25(b)(ii),
    /// the changed call of Law 21 (duplicate 25A).
    pub const fn takes_call(self) -> bool {
        matches!(
            self,
            OptionId::OtherSufficientOrPass | OptionId::OtherCall | OptionId::Change
        )
    }
}

impl fmt::Display for OptionId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// An option id that is not known.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown option `{0}`")]
pub struct ParseOptionError(pub String);

impl FromStr for OptionId {
    type Err = ParseOptionError;
    fn from_str(s: &str) -> Result<OptionId, ParseOptionError> {
        OptionId::ALL
            .into_iter()
            .chain(OptionId::EUCHRE)
            .chain(OptionId::HISTORIC_PLAY)
            .find(|o| o.as_str().eq_ignore_ascii_case(s))
            .ok_or_else(|| ParseOptionError(s.to_owned()))
    }
}

/// One option of a ruling.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct RulingOption {
    /// The id to elect it by.
    pub id: OptionId,
    /// What it leads to, in plain words.
    pub text: String,
}

/// A ruling on an irregularity, or a record of a law applied.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Ruling {
    /// The principal clause the ruling applies: the first of [`clauses`](Self::clauses).
    pub law: Citation,
    /// Every clause the ruling applies, each exact to its sub-item in the
    /// code's own numbering, the principal clause ([`law`](Self::law)) first.
    pub clauses: Vec<Citation>,
    /// The offender, if any.
    pub offender: Option<Seat>,
    /// What the law says follows, in plain words.
    pub text: String,
    /// Who chooses among the options, if there is a choice.
    pub chooser: Option<Chooser>,
    /// The options, empty if the law leaves no choice.
    pub options: Vec<RulingOption>,
    /// The option chosen, once elected.
    pub chosen: Option<OptionId>,
    /// Who made the election, once elected (contract bridge): the player
    /// who chose, a defender by name where either may, or the director.
    pub elected_by: Option<crate::referee::Elector>,
    /// The director's finding the ruling used, if it turned on one.
    pub finding: Option<String>,
    /// Further notes: Law 23(c), condonation, the text's precedence.
    pub notes: Vec<String>,
    /// The index of the call ruled on, in [`crate::ContractBridge::calls`].
    pub call: Option<usize>,
}

impl Ruling {
    pub(crate) fn new(law: Citation, offender: Option<Seat>, text: impl Into<String>) -> Ruling {
        debug_assert!(law.in_code(), "{law} is no clause of its code");
        Ruling {
            law,
            clauses: vec![law],
            offender,
            text: text.into(),
            chooser: None,
            options: Vec::new(),
            chosen: None,
            elected_by: None,
            finding: None,
            notes: Vec::new(),
            call: None,
        }
    }

    /// The ruling applies `clause` too, after those it cites already.
    pub(crate) fn also(mut self, clause: Citation) -> Ruling {
        self.cite_also(clause);
        self
    }

    /// As [`also`](Self::also), in place.
    pub(crate) fn cite_also(&mut self, clause: Citation) {
        debug_assert!(clause.in_code(), "{clause} is no clause of its code");
        if !self.clauses.contains(&clause) {
            self.clauses.push(clause);
        }
    }

    /// The principal clause becomes `law`; the one it replaces is no longer applied.
    pub(crate) fn set_law(&mut self, law: Citation) {
        debug_assert!(law.in_code(), "{law} is no clause of its code");
        let old = self.law;
        self.law = law;
        self.clauses.retain(|c| *c != old && *c != law);
        self.clauses.insert(0, law);
    }

    pub(crate) fn on_call(mut self, index: usize) -> Ruling {
        self.call = Some(index);
        self
    }

    pub(crate) fn with_finding(mut self, finding: impl Into<String>) -> Ruling {
        self.finding = Some(finding.into());
        self
    }

    pub(crate) fn choice(mut self, chooser: Chooser, options: Vec<RulingOption>) -> Ruling {
        self.chooser = Some(chooser);
        self.options = options;
        self
    }

    /// The ruling's rectification overtaken before anyone elected: its
    /// choice is gone, and its text, kept as the record of what was ruled,
    /// says it no longer applies and why.
    pub(crate) fn supersede(&mut self, why: &str) {
        self.chooser = None;
        self.options.clear();
        self.text = format!("{} [superseded: {why}]", self.text);
    }

    /// Whether the ruling awaits an election.
    pub fn is_open(&self) -> bool {
        self.chooser.is_some() && self.chosen.is_none()
    }
}

pub(crate) fn option(id: OptionId, text: impl Into<String>) -> RulingOption {
    RulingOption {
        id,
        text: text.into(),
    }
}

/// A lead penalty of rubber Law 26, which declarer decides "at the time that
/// offender's partner first has the lead".
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum LeadPenalty {
    /// Law 26(a): declarer may require or prohibit the lead of the suit(s).
    RequireOrProhibit {
        /// The suit named, or the suits an artificial call related to.
        suits: Vec<Suit>,
    },
    /// Law 26(b) (2007: 26B): declarer may prohibit the lead of any one specified suit.
    ProhibitAnyOne,
    /// Duplicate 2017 Law 26B: declarer may prohibit the lead of any one
    /// suit not specified in the legal auction by the offender.
    ProhibitAnyOneNotSpecified,
    /// Duplicate 2007 Law 26A: declarer may require or prohibit the lead of
    /// the suit(s) the withdrawn call related to, unless each was specified
    /// in the legal auction by the offender.
    RequireOrProhibitUnlessSpecified {
        /// The suits the withdrawn call related to.
        suits: Vec<Suit>,
    },
}

/// What a lasting penalty demands.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum PenaltyKind {
    /// Must pass when next it is his turn to call.
    PassNextTurn,
    /// Must pass whenever it is his turn to call, for the rest of the auction.
    PassWhenever,
    /// May not double or redouble at his next turn (Law 30(b)).
    NoDoubleOrRedoubleNextTurn,
    /// May not double or redouble this bid again (Law 32(a)); the index of the bid in the calls.
    NoDoubleOrRedoubleOf {
        /// The index of the bid in [`crate::ContractBridge::calls`].
        bid: usize,
        /// Whether the call out of rotation was a redouble (else a double).
        #[serde(skip_serializing_if = "std::ops::Not::not")]
        redouble: bool,
    },
    /// Must repeat this call at his next turn (Laws 31(b)(i), 32(b)(i)).
    Repeat {
        /// The call to repeat.
        call: Call,
    },
    /// A lead penalty of Law 26 if this seat's partner, the offender, becomes a defender.
    Lead(LeadPenalty),
    /// Cards exposed during the auction: penalty cards at declarer's option
    /// if the offender becomes a defender (Law 23).
    PenaltyCards {
        /// The cards.
        cards: Vec<Card>,
    },
}

/// Whether a penalty is still to be enforced.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum PenaltyStatus {
    /// Enforced now or when its time comes.
    InForce,
    /// Done: the turn it governed has passed.
    Spent,
    /// No longer applies (the auction closed, or the offenders declare).
    Lapsed,
    /// Waived or condoned before it was enforced (Laws 28(b), 34, 35).
    Waived,
}

/// A penalty that lasts.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Penalty {
    /// Who is bound by it (for a lead penalty: the offender's partner, who will lead).
    pub seat: Seat,
    /// What it demands.
    #[serde(flatten)]
    pub kind: PenaltyKind,
    /// The law that imposes it.
    pub law: Citation,
    /// The index of the ruling that imposed it.
    pub ruling: usize,
    /// Whether it is still to be enforced.
    pub status: PenaltyStatus,
}

impl Penalty {
    /// Plain words for the penalty.
    pub fn describe(&self) -> String {
        let who = self.seat.name();
        match &self.kind {
            PenaltyKind::PassNextTurn => {
                format!("{who} must pass when next it is his turn to call")
            }
            PenaltyKind::PassWhenever => format!("{who} must pass whenever it is his turn to call"),
            PenaltyKind::NoDoubleOrRedoubleNextTurn => {
                format!("{who} may not double or redouble at his next turn")
            }
            PenaltyKind::NoDoubleOrRedoubleOf { bid, redouble } => {
                let did = if *redouble { "redoubled" } else { "doubled" };
                format!(
                    "{who} may not, in turn, double or redouble the same bid he {did} out of turn (call #{})",
                    bid + 1
                )
            }
            PenaltyKind::Repeat { call } => format!("{who} must repeat {call} at his turn"),
            PenaltyKind::Lead(LeadPenalty::RequireOrProhibit { suits }) => {
                let names: Vec<&str> = suits.iter().map(|s| s.name()).collect();
                format!(
                    "if {who} becomes a defender, declarer may require or prohibit the lead of {} when {who} first has the lead",
                    names.join(" or ")
                )
            }
            PenaltyKind::Lead(LeadPenalty::ProhibitAnyOne) => format!(
                "if {who} becomes a defender, declarer may prohibit the lead of any one specified suit when {who} first has the lead"
            ),
            PenaltyKind::Lead(LeadPenalty::ProhibitAnyOneNotSpecified) => format!(
                "if {who} becomes a defender, declarer may prohibit the lead of any one suit his partner did not specify in the legal auction, when {who} first has the lead and while he keeps it"
            ),
            PenaltyKind::Lead(LeadPenalty::RequireOrProhibitUnlessSpecified { suits }) => {
                let names: Vec<&str> = suits.iter().map(|s| s.name()).collect();
                format!(
                    "if {who} becomes a defender, declarer may require or prohibit the lead of {} when {who} first has the lead, unless his partner specified every such suit in the legal auction",
                    names.join(" or ")
                )
            }
            PenaltyKind::PenaltyCards { cards } if self.law.code.is_duplicate() => {
                let list: Vec<String> = cards.iter().map(|c| c.to_string()).collect();
                format!(
                    "{} face up; if {who} becomes a defender, each becomes a penalty card (Law 24E)",
                    list.join(" ")
                )
            }
            PenaltyKind::PenaltyCards { cards } => {
                let list: Vec<String> = cards.iter().map(|c| c.to_string()).collect();
                let (stays, it) = if cards.len() > 1 {
                    ("stay", "them as penalty cards")
                } else {
                    ("stays", "it as a penalty card")
                };
                format!(
                    "{} {stays} face up; if {who} becomes a defender, declarer may treat {it}",
                    list.join(" ")
                )
            }
        }
    }
}
