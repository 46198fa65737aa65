//! The deal's score in the `tablelaw rule` report: once the play is over
//! or the deal is passed out, the deal scored as a deal of a rubber at its
//! setup's vulnerability (`Table::score`: a side that has won a game of
//! the rubber), entry by entry with the law that gives each, and the
//! totals.

use std::fmt::Write as _;

use tablelaw::{Side, Table};

/// The heading of the score in the report for people.
pub const HEADING: &str = "Score: this deal's rubber score (rubber Laws 72-81)";

/// Who is vulnerable, in words.
fn vulnerable(v: tablelaw::score::Vulnerability) -> &'static str {
    use tablelaw::score::Vulnerability as V;
    match v {
        V::Neither => "neither side vulnerable",
        V::NorthSouth => "North-South vulnerable",
        V::EastWest => "East-West vulnerable",
        V::Both => "both sides vulnerable",
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
        if let Some(a) = table.adjusted() {
            let _ = writeln!(
                out,
                "The score obtained in play, replaced by the adjusted score of ruling {} (Law 12C)",
                a.ruling + 1
            );
        }
        return;
    }
    let Some(rubber) = table.score() else { return };
    let _ = writeln!(
        out,
        "\n{HEADING}, {}:",
        vulnerable(table.setup().vulnerability)
    );
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
