//! The deal's score in the `tablelaw rule` report: once the play is over
//! or the deal is passed out, the deal scored as a deal of a rubber with
//! neither side vulnerable (`Table::score`), entry by entry with the law
//! that gives each, and the totals.

use std::fmt::Write as _;

use serde::Serialize;
use tablelaw::score::{Line, Rubber, ScoreKind};
use tablelaw::{Side, Table};

/// The heading of the score in the report for people.
pub const HEADING: &str =
    "Score: this deal's rubber score (rubber Laws 72-81), neither side vulnerable";

/// The score, for `--json`.
#[derive(Debug, Serialize)]
pub struct ScoreOut {
    /// The entries on the score sheet, in the order scored.
    pub entries: Vec<EntryOut>,
    /// Each side's total: all its points, above and below the line.
    pub totals: TotalsOut,
}

/// One entry on the score sheet.
#[derive(Debug, Serialize)]
pub struct EntryOut {
    /// `NS` or `EW`: the side that scores it.
    pub side: Side,
    /// `above` (premiums) or `below` (trick points) the line.
    pub line: Line,
    /// What it is for, e.g. `trick-score`, `overtricks`, `undertricks`.
    pub kind: ScoreKind,
    /// The points, never negative.
    pub points: i32,
    /// The law, e.g. `81`.
    pub law: String,
}

/// Both sides' totals.
#[derive(Debug, Serialize)]
pub struct TotalsOut {
    /// North-South.
    #[serde(rename = "NS")]
    pub ns: i32,
    /// East-West.
    #[serde(rename = "EW")]
    pub ew: i32,
}

/// The score for the JSON report.
pub fn build(rubber: &Rubber) -> ScoreOut {
    ScoreOut {
        entries: rubber
            .entries()
            .iter()
            .map(|e| EntryOut {
                side: e.side,
                line: e.line,
                kind: e.kind,
                points: e.points,
                law: e.citation.path(),
            })
            .collect(),
        totals: TotalsOut {
            ns: rubber.total(Side::NorthSouth),
            ew: rubber.total(Side::EastWest),
        },
    }
}

/// The duplicate score of a deal, for `--json` (Law 77).
#[derive(Debug, Serialize)]
pub struct DuplicateOut {
    /// The edition, e.g. `duplicate-2017`.
    pub edition: String,
    /// The declaring side; `null` for a passed-out board.
    pub declaring_side: Option<String>,
    /// Whether the declaring side was vulnerable.
    pub vulnerable: bool,
    /// The tricks won by the declaring side.
    pub tricks: u8,
    /// The parts of the score, from the declaring side's point of view.
    pub items: Vec<crate::score::ItemOut>,
    /// The total for the declaring side (negative when set); 0 when passed out.
    pub total: i32,
}

/// The duplicate score for `--json`.
pub fn build_duplicate(s: &tablelaw::score::DuplicateScore) -> DuplicateOut {
    DuplicateOut {
        edition: tablelaw::CodeId::from(s.edition()).to_string(),
        declaring_side: s.declaring_side().map(|side| side.to_string()),
        vulnerable: s.vulnerable(),
        tricks: s.tricks(),
        items: crate::score::items_out(s),
        total: s.total(),
    }
}

/// The score for people, if the deal has one yet.
pub fn render(out: &mut String, table: &Table) {
    if let Some(d) = table.duplicate_score() {
        let edition = tablelaw::CodeId::from(d.edition());
        let _ = writeln!(out, "\nScore ({edition} Law 77):");
        match d.declaring_side() {
            None => out.push_str("  passed out: each side scores zero\n"),
            Some(side) => {
                for item in d.items() {
                    let _ = writeln!(out, "  {item}");
                }
                let _ = writeln!(
                    out,
                    "Total: {} {:+} ({}vulnerable, {} tricks)",
                    side,
                    d.total(),
                    if d.vulnerable() { "" } else { "not " },
                    d.tricks()
                );
            }
        }
        return;
    }
    let Some(rubber) = table.score() else { return };
    let _ = writeln!(out, "\n{HEADING}:");
    if rubber.entries().is_empty() {
        out.push_str("  nothing is scored: the deal was passed out (rubber Law 22(a))\n");
    }
    for e in rubber.entries() {
        let _ = writeln!(
            out,
            "  {} {:<5} {:>5}  {} ({})",
            e.side, e.line, e.points, e.kind, e.citation
        );
    }
    let _ = writeln!(
        out,
        "Totals: NS {} ({} above, {} below the line), EW {} ({} above, {} below)",
        rubber.total(Side::NorthSouth),
        rubber.above(Side::NorthSouth),
        rubber.below(Side::NorthSouth),
        rubber.total(Side::EastWest),
        rubber.above(Side::EastWest),
        rubber.below(Side::EastWest),
    );
}
