//! The rulings and penalties of `tablelaw rule --compare --json`, per
//! code and with each penalty's fate; the report of each code's table is
//! the one report of every game (`tablelaw_formats::report`).
//!
//! Seats are letters (`"N"`), calls and cards are written with letters
//! (`"1H"`, `"SA"`), indices of calls and rulings are 1-based, and laws are
//! clause paths (`"31(b)(ii)"`) beside a full `citation`. Texts come from
//! the engine, with suit symbols turned to letters.

use serde::Serialize;
use tablelaw::{Call, LeadPenalty, Penalty, PenaltyKind, Seat, Table};

use crate::render::plain;

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

fn seat(s: Seat) -> String {
    s.letter().to_string()
}

fn call(c: Call) -> String {
    format!("{c:#}")
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
        PenaltyKind::NoDoubleOrRedoubleOf { bid, .. } => {
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
