//! The report as JSON (`tablelaw rule --json`): one object whose field
//! names are a stable contract.
//!
//! Seats are letters (`"N"`), calls and cards are written with letters
//! (`"1H"`, `"SA"`), indices of calls and rulings are 1-based, and laws are
//! clause paths (`"31(b)(ii)"`) beside a full `citation`. Texts come from
//! the engine, with suit symbols turned to letters.

use serde::Serialize;
use tablelaw::{
    Call, CallSet, CallStatus, Chooser, LeadPenalty, Penalty, PenaltyKind, Ruling, Seat, Table,
};

use crate::render::plain;

/// The whole report.
#[derive(Debug, Serialize)]
pub struct Report {
    /// The code of laws, e.g. `rubber`.
    pub code: String,
    /// The dealer.
    pub dealer: String,
    /// The deal as a PBN deal string, if given.
    pub deal: Option<String>,
    /// The seat to call; `null` once the auction is closed.
    pub turn: Option<String>,
    /// Every call made, in order, regular or not.
    pub calls: Vec<CallOut>,
    /// Every ruling, in order.
    pub rulings: Vec<RulingOut>,
    /// The ruling awaiting an election, if any.
    pub pending: Option<RulingOut>,
    /// The penalties in force.
    pub penalties: Vec<PenaltyOut>,
    /// Cards exposed during the auction (Law 23).
    pub exposed: Vec<ExposedOut>,
    /// Requests for a restatement of the auction (Law 20).
    pub reviews: Vec<ReviewOut>,
    /// Withdrawn calls whose information is unauthorized to the offending
    /// side (duplicate Law 16C; 2007 16D); left out when there are none.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub unauthorized: Vec<UnauthorizedOut>,
    /// The calls the player on turn may make without irregularity.
    pub legal_calls: Vec<String>,
    /// Whether the auction is closed.
    pub closed: bool,
    /// Whether the deal was passed out (Law 22(a)).
    pub passed_out: bool,
    /// The contract, e.g. `4HX`.
    pub contract: Option<String>,
    /// Declarer.
    pub declarer: Option<String>,
    /// Dummy.
    pub dummy: Option<String>,
    /// The opening leader.
    pub opening_leader: Option<String>,
    /// The play of the hand, once begun (the deal must be given).
    pub play: Option<crate::play::PlayOut>,
    /// The deal's rubber score with neither side vulnerable, once the play
    /// is over or the deal is passed out.
    pub score: Option<crate::sheet::ScoreOut>,
    /// The deal's duplicate score (Law 77), under a duplicate edition.
    pub duplicate_score: Option<crate::sheet::DuplicateOut>,
}

/// One call.
#[derive(Debug, Serialize)]
pub struct CallOut {
    /// 1-based.
    pub index: usize,
    /// Who called.
    pub seat: String,
    /// The call, e.g. `1H`, `Pass`, `X`, `XX`.
    pub call: String,
    /// `stands`, `pending` or `cancelled`.
    pub status: CallStatus,
    /// The clause that decided its status, if not the regular ones.
    pub law: Option<String>,
    /// Made at the caller's turn.
    pub in_rotation: bool,
    /// Alerted.
    pub alert: bool,
    /// Explanations given by the caller's partner.
    pub explanations: Vec<ExplanationOut>,
    /// Calls this one replaced under Law 21.
    pub replaced: Vec<String>,
}

/// An explanation of a call (Law 20).
#[derive(Debug, Serialize)]
pub struct ExplanationOut {
    /// Who explained.
    pub by: String,
    /// What was said.
    pub text: String,
}

/// One ruling.
#[derive(Debug, Serialize)]
pub struct RulingOut {
    /// 1-based.
    pub index: usize,
    /// The clause path, e.g. `31(b)(ii)`.
    pub law: String,
    /// The full citation, e.g. `rubber Law 31(b)(ii)`.
    pub citation: String,
    /// The offender.
    pub offender: Option<String>,
    /// A seat letter, `director`, or `null` if there is no choice.
    pub chooser: Option<String>,
    /// What the law says follows.
    pub text: String,
    /// The options.
    pub options: Vec<OptionOut>,
    /// The option chosen.
    pub chosen: Option<String>,
    /// The director's finding used.
    pub finding: Option<String>,
    /// Notes.
    pub notes: Vec<String>,
    /// The 1-based index of the call ruled on.
    pub call: Option<usize>,
}

/// One option of a ruling.
#[derive(Debug, Serialize)]
pub struct OptionOut {
    /// The id to elect it by.
    pub id: String,
    /// What it leads to.
    pub text: String,
}

/// One penalty in force.
#[derive(Debug, Serialize)]
pub struct PenaltyOut {
    /// Who is bound (for a lead penalty or penalty cards: see `text`).
    pub seat: String,
    /// The kind, e.g. `pass-whenever`.
    pub kind: &'static str,
    /// The clause path.
    pub law: String,
    /// `Penalty::describe()`.
    pub text: String,
    /// The 1-based ruling that imposed it.
    pub ruling: usize,
    /// Lead penalties of Law 26(a): the suits.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub suits: Option<Vec<String>>,
    /// Lead penalties: `require-or-prohibit` or `prohibit-any-one`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub lead: Option<&'static str>,
    /// Penalty cards.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cards: Option<Vec<String>>,
    /// The call to repeat, or the bid that may not be doubled again.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub call: Option<String>,
    /// Who decides, for lead penalties and penalty cards: `declarer`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub decided_by: Option<&'static str>,
}

/// A card exposed during the auction.
#[derive(Debug, Serialize)]
pub struct ExposedOut {
    /// Who exposed it.
    pub seat: String,
    /// The card.
    pub card: String,
}

/// A withdrawn call that is unauthorized information (duplicate Law 16C).
#[derive(Debug, Serialize)]
pub struct UnauthorizedOut {
    /// The 1-based index of the withdrawn call.
    pub call: usize,
    /// Who made it.
    pub seat: String,
    /// The call.
    pub withdrawn: String,
    /// The offending side, to which it is unauthorized: `NS` or `EW`.
    pub to: String,
    /// The law, e.g. `16C`.
    pub law: String,
}

/// A request for a restatement.
#[derive(Debug, Serialize)]
pub struct ReviewOut {
    /// Who asked.
    pub seat: String,
    /// Whether Law 20 gave him the right then.
    pub entitled: bool,
    /// How many calls had been made.
    pub after_calls: usize,
}

fn seat(s: Seat) -> String {
    s.letter().to_string()
}

fn call(c: Call) -> String {
    format!("{c:#}")
}

pub fn ruling(index: usize, r: &Ruling) -> RulingOut {
    RulingOut {
        index: index + 1,
        law: r.law.path(),
        citation: r.law.to_string(),
        offender: r.offender.map(seat),
        chooser: r.chooser.map(|c| match c {
            Chooser::Seat(s) => seat(s),
            Chooser::Director => "director".to_owned(),
            Chooser::Defenders => "defenders".to_owned(),
            Chooser::EitherAdversary(side) => format!("either-adversary-{side}"),
        }),
        text: plain(&r.text),
        options: r
            .options
            .iter()
            .map(|o| OptionOut {
                id: o.id.to_string(),
                text: plain(&o.text),
            })
            .collect(),
        chosen: r.chosen.map(|o| o.to_string()),
        finding: r.finding.as_deref().map(plain),
        notes: r.notes.iter().map(|n| plain(n)).collect(),
        call: r.call.map(|c| c + 1),
    }
}

pub fn penalty(table: &Table, p: &Penalty) -> PenaltyOut {
    let mut out = PenaltyOut {
        seat: seat(p.seat),
        kind: "",
        law: p.law.path(),
        text: plain(&p.describe()),
        ruling: p.ruling + 1,
        suits: None,
        lead: None,
        cards: None,
        call: None,
        decided_by: None,
    };
    out.kind = match &p.kind {
        PenaltyKind::PassNextTurn => "pass-next-turn",
        PenaltyKind::PassWhenever => "pass-whenever",
        PenaltyKind::NoDoubleOrRedoubleNextTurn => "no-double-or-redouble-next-turn",
        PenaltyKind::NoDoubleOrRedoubleOf { bid } => {
            out.call = table.calls().get(*bid).map(|r| call(r.call));
            "no-double-or-redouble-of"
        }
        PenaltyKind::Repeat { call: c } => {
            out.call = Some(call(*c));
            "repeat"
        }
        PenaltyKind::Lead(lead) => {
            out.decided_by = Some("declarer");
            match lead {
                LeadPenalty::RequireOrProhibit { suits } => {
                    out.suits = Some(suits.iter().map(|s| s.letter().to_string()).collect());
                    out.lead = Some("require-or-prohibit");
                }
                LeadPenalty::ProhibitAnyOne => out.lead = Some("prohibit-any-one"),
                LeadPenalty::ProhibitAnyOneNotSpecified => {
                    out.lead = Some("prohibit-any-one-not-specified")
                }
                LeadPenalty::RequireOrProhibitUnlessSpecified { suits } => {
                    out.suits = Some(suits.iter().map(|s| s.letter().to_string()).collect());
                    out.lead = Some("require-or-prohibit-unless-specified");
                }
            }
            "lead"
        }
        PenaltyKind::PenaltyCards { cards } => {
            out.decided_by = Some("declarer");
            out.cards = Some(cards.iter().map(|c| format!("{c:#}")).collect());
            "penalty-cards"
        }
    };
    out
}

/// Pass, double and redouble first, then the bids from the lowest.
fn legal_calls(set: CallSet) -> Vec<String> {
    let (bids, others): (Vec<Call>, Vec<Call>) = set.iter().partition(|c| c.bid().is_some());
    others.into_iter().chain(bids).map(call).collect()
}

/// The report of a table.
pub fn build(table: &Table) -> Report {
    let contract = table.contract();
    Report {
        code: table.setup().code.to_string(),
        dealer: seat(table.dealer()),
        deal: table.deal().map(|d| d.to_pbn(table.dealer())),
        turn: table.turn().map(seat),
        calls: table
            .calls()
            .iter()
            .enumerate()
            .map(|(i, r)| CallOut {
                index: i + 1,
                seat: seat(r.seat),
                call: call(r.call),
                status: r.status,
                law: r.law.map(|l| l.path()),
                in_rotation: r.in_rotation,
                alert: r.annotation.alert,
                explanations: r
                    .explanations
                    .iter()
                    .map(|e| ExplanationOut {
                        by: seat(e.by),
                        text: e.text.clone(),
                    })
                    .collect(),
                replaced: r.replaced.iter().map(|c| call(*c)).collect(),
            })
            .collect(),
        rulings: table
            .rulings()
            .iter()
            .enumerate()
            .map(|(i, r)| ruling(i, r))
            .collect(),
        pending: table.pending().map(|(i, r)| ruling(i, r)),
        penalties: table
            .penalties_in_force()
            .map(|p| penalty(table, p))
            .collect(),
        exposed: table
            .exposed()
            .iter()
            .map(|&(s, c)| ExposedOut {
                seat: seat(s),
                card: format!("{c:#}"),
            })
            .collect(),
        reviews: table
            .reviews()
            .iter()
            .map(|r| ReviewOut {
                seat: seat(r.seat),
                entitled: r.entitled,
                after_calls: r.after_calls,
            })
            .collect(),
        unauthorized: table
            .unauthorized()
            .iter()
            .map(|u| UnauthorizedOut {
                call: u.call + 1,
                seat: seat(u.seat),
                withdrawn: format!("{:#}", table.calls()[u.call].call),
                to: u.to.to_string(),
                law: u.law.path(),
            })
            .collect(),
        legal_calls: legal_calls(table.legal_calls()),
        closed: table.is_closed(),
        passed_out: table.is_passed_out(),
        contract: contract.map(|c| {
            let mut s = format!("{:#}", c.bid);
            s.push_str(match c.doubling {
                tablelaw::Doubling::Undoubled => "",
                tablelaw::Doubling::Doubled => "X",
                tablelaw::Doubling::Redoubled => "XX",
            });
            s
        }),
        declarer: contract.map(|c| seat(c.declarer)),
        dummy: contract.map(|c| seat(c.dummy())),
        opening_leader: contract.map(|c| seat(c.opening_leader())),
        play: table.play().map(|p| crate::play::build(table, p)),
        score: table.score().as_ref().map(crate::sheet::build),
        duplicate_score: table
            .duplicate_score()
            .as_ref()
            .map(crate::sheet::build_duplicate),
    }
}

/// The report as pretty-printed JSON.
pub fn to_json(table: &Table) -> String {
    serde_json::to_string_pretty(&build(table)).unwrap_or_else(|e| {
        // Serialising plain structs of strings cannot fail; say so if it does.
        format!("{{\"error\": \"{e}\"}}")
    })
}
