//! The one report of every game (`tablelaw rule --json`, the Python
//! package's `report()`, the web page): the same fields with the same
//! meanings for every code of laws, read through the [`Game`] interface,
//! and the game's own part under a key named for the game
//! (`contract_bridge`, `auction_bridge`, `bridge_whist`, `euchre`).
//!
//! Seats are letters (`"N"`); calls and cards are written with letters
//! (`"1H"`, `"SA"`); rulings and calls are numbered from 1, in the text and
//! here; a ruling's `law` is the clause applied (`"27(a)"`) beside its full
//! `citation`. The JSON Schema is `schema/report.schema.json` in the
//! repository; every report carries its `schema` version. Within a
//! version, fields are added, never renamed or removed.

use serde::Serialize;
use serde_json::Value;
use tablelaw::{Election, Elector, Game, InForce, Obligation, Ruling, Seat, Table};

mod adjusted;
mod bridge_tricks;
mod contract_bridge;
mod games;
mod rubber;

pub use contract_bridge::{ContractBridgePart, ItemOut, irregularity, items_out, penalty_cards};
pub use rubber::{MarginOut, RubberDealOut, RubberOut, RubberReport, SheetEntryOut, Vulnerable};

/// The version of the report's schema.
pub const SCHEMA_VERSION: u32 = 1;

/// The report of a table, for any game.
#[derive(Clone, Debug, Serialize)]
pub struct Report {
    /// [`SCHEMA_VERSION`].
    pub schema: u32,
    /// The code of laws, e.g. `duplicate-2017`.
    pub code: String,
    /// The dealer (of the deal in progress, for euchre).
    pub dealer: Seat,
    /// Who is to act next; `null` when no one is (the deal over).
    pub turn: Option<Seat>,
    /// Whether the deal (euchre: the rubber) is over.
    pub over: bool,
    /// Every ruling, in order, numbered from 1.
    pub rulings: Vec<RulingOut>,
    /// The notes on events the laws take no notice of (a call said again
    /// by the player who has just made it); written only when there is one.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub notes: Vec<NoteOut>,
    /// The ruling awaiting an election, with the elections it would accept.
    pub pending: Option<PendingOut>,
    /// Every lasting obligation in force, each with its `kind`.
    pub penalties: Vec<PenaltyOut>,
    /// The tricks each side has won in the play so far (euchre: the deal
    /// in progress, else the last one played).
    pub tricks: Option<Points>,
    /// The deal's points for each side once scored (euchre: the game's).
    pub points: Option<Points>,
    /// How many regular actions are open now.
    pub legal_actions: usize,
    /// A rubber's score sheet across its deals (contract bridge under the
    /// rubber laws, auction bridge, bridge whist); absent for a board of
    /// duplicate, euchre, and a deal refereed alone.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rubber: Option<RubberOut>,
    /// The game's own part, under the game's key.
    #[serde(flatten)]
    pub game: serde_json::Map<String, Value>,
}

/// Points for each side.
#[derive(Clone, Copy, Debug, Serialize)]
pub struct Points {
    /// North-South.
    #[serde(rename = "NS")]
    pub ns: i32,
    /// East-West.
    #[serde(rename = "EW")]
    pub ew: i32,
}

/// A ruling.
#[derive(Clone, Debug, Serialize)]
pub struct RulingOut {
    /// From 1.
    pub index: usize,
    /// The clause applied, e.g. `27(a)`.
    pub law: String,
    /// The full citation, e.g. `rubber Law 27(a)`.
    pub citation: String,
    /// Every clause the ruling applies, exact to the sub-item, the
    /// principal clause (`law`) first, e.g. `["54B1", "53A"]`.
    pub clauses: Vec<String>,
    /// The offender; `null` when the ruling names no irregularity.
    pub offender: Option<Seat>,
    /// Who chooses among the options, as seats (`"director"` for the
    /// director); empty when the law leaves no choice.
    pub choosers: Vec<Elector>,
    /// What the law says follows.
    pub text: String,
    /// The options.
    pub options: Vec<OptionOut>,
    /// The option chosen, once elected.
    pub chosen: Option<String>,
    /// Who made the election, once elected: a seat, `"director"`, or
    /// `null` (not elected, or elected by either defender unnamed; the
    /// historic codes name no one).
    pub elected_by: Option<Elector>,
    /// The director's finding the ruling used.
    pub finding: Option<String>,
    /// Further notes.
    pub notes: Vec<String>,
    /// The call ruled on, numbered from 1 (contract bridge).
    pub call: Option<usize>,
}

/// A note on an event the laws take no notice of.
#[derive(Clone, Debug, Serialize)]
pub struct NoteOut {
    /// The event, numbered from 1 in the log.
    pub event: usize,
    /// The note.
    pub text: String,
}

/// An option of a ruling.
#[derive(Clone, Debug, Serialize)]
pub struct OptionOut {
    /// The id to elect it by.
    pub id: String,
    /// What it leads to.
    pub text: String,
}

/// The ruling awaiting an election.
#[derive(Clone, Debug, Serialize)]
pub struct PendingOut {
    /// The ruling's number, from 1.
    pub ruling: usize,
    /// The clause.
    pub law: String,
    /// The full citation.
    pub citation: String,
    /// Who chooses, as seats (`"director"` for the director).
    pub choosers: Vec<Elector>,
    /// The options, with their texts.
    pub options: Vec<OptionOut>,
    /// The elections that would be accepted: each option, who may elect
    /// it, and what must be named with it.
    pub elections: Vec<Election>,
}

/// A lasting obligation in force.
#[derive(Clone, Debug, Serialize)]
pub struct PenaltyOut {
    /// Who is bound.
    pub seat: Seat,
    /// What it demands (`kind` and its particulars).
    #[serde(flatten)]
    pub obligation: Obligation,
    /// The clause.
    pub law: String,
    /// The full citation.
    pub citation: String,
    /// The ruling that imposed it, from 1, if one did.
    pub ruling: Option<usize>,
    /// In plain words.
    pub text: String,
}

/// Suit symbols and typographic marks as plain letters, for JSON.
pub fn plain(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for ch in text.chars() {
        match ch {
            '♠' => out.push('S'),
            '♥' => out.push('H'),
            '♦' => out.push('D'),
            '♣' => out.push('C'),
            '—' | '–' => out.push('-'),
            '✔' => out.push_str("(chosen)"),
            '…' => out.push_str("..."),
            c => out.push(c),
        }
    }
    out
}

fn option_out(r: &Ruling) -> Vec<OptionOut> {
    r.options
        .iter()
        .map(|o| OptionOut {
            id: o.id.to_string(),
            text: plain(&o.text),
        })
        .collect()
}

/// A ruling, numbered from 1.
pub fn ruling<G: Game>(game: &G, index: usize, r: &Ruling) -> RulingOut {
    RulingOut {
        index: index + 1,
        law: r.law.path(),
        citation: r.law.to_string(),
        clauses: r.clauses.iter().map(|c| c.path()).collect(),
        offender: r.offender,
        choosers: r.chooser.map(|c| game.choosers(c)).unwrap_or_default(),
        text: plain(&r.text),
        options: option_out(r),
        chosen: r.chosen.map(|o| o.to_string()),
        elected_by: r.elected_by,
        finding: r.finding.as_deref().map(plain),
        notes: r.notes.iter().map(|n| plain(n)).collect(),
        call: r.call.map(|c| c + 1),
    }
}

fn penalty(p: InForce) -> PenaltyOut {
    PenaltyOut {
        seat: p.seat,
        law: p.law.path(),
        citation: p.law.to_string(),
        ruling: p.ruling.map(|r| r + 1),
        text: plain(&p.text),
        obligation: p.obligation,
    }
}

/// A game's own part of the report.
pub trait GamePart: Game {
    /// The key it sits under (`contract_bridge`, `euchre`, …).
    const KEY: &'static str;
    /// The part, built from the table.
    fn part(table: &Table<Self>) -> Value;
}

/// The report of a table, with the game's own part.
pub fn report<G: GamePart>(table: &Table<G>) -> Report {
    let game: &G = table;
    let mut part = serde_json::Map::new();
    part.insert(G::KEY.to_owned(), G::part(table));
    Report {
        schema: SCHEMA_VERSION,
        code: game.code().to_string(),
        dealer: game.dealer(),
        turn: Game::turn(game),
        over: game.is_over(),
        rulings: Game::rulings(game)
            .iter()
            .enumerate()
            .map(|(i, r)| ruling(game, i, r))
            .collect(),
        notes: table
            .notes()
            .iter()
            .map(|n| NoteOut {
                event: n.event + 1,
                text: plain(&n.text),
            })
            .collect(),
        pending: Game::pending(game).map(|(i, r)| PendingOut {
            ruling: i + 1,
            law: r.law.path(),
            citation: r.law.to_string(),
            choosers: r.chooser.map(|c| game.choosers(c)).unwrap_or_default(),
            options: option_out(r),
            elections: Game::elections(game),
        }),
        penalties: game.in_force().into_iter().map(penalty).collect(),
        tricks: game.tricks().map(|t| Points {
            ns: i32::from(t.0[0]),
            ew: i32::from(t.0[1]),
        }),
        points: game.points().map(|p| Points {
            ns: p.0[0],
            ew: p.0[1],
        }),
        legal_actions: game.legal_actions().len(),
        rubber: None,
        game: part,
    }
}

impl Report {
    /// As pretty-printed JSON.
    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).unwrap_or_else(|e| format!("{{\"error\": \"{e}\"}}"))
    }
}
