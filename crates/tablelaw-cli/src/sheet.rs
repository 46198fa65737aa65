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

/// The score for people, if the deal has one yet.
pub fn render(out: &mut String, table: &Table) {
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
