//! `tablelaw score session FILE.pbn`: the reading and scoring are
//! [`tablelaw_formats::pbn::session`]'s; here the text and JSON.

use std::fmt::Write as _;
use std::io::{IsTerminal, Read};
use std::path::Path;

use indicatif::{ProgressBar, ProgressFinish, ProgressStyle};
use serde_json::json;
use tablelaw::score::session::{Scoring, Standings};
use tablelaw_formats::pbn::session::format_value as fmt;
pub use tablelaw_formats::pbn::session::{Finding, Form, Summary, read};

/// The findings' line in text: `FILE:LINE:COL: board B, PAIRS: MESSAGE`.
pub fn finding_text(name: &str, f: &Finding) -> String {
    format!(
        "{name}:{}:{}: board {}, {}: {}",
        f.line, f.column, f.board, f.pairs, f.message
    )
}

/// The standings in text.
pub fn standings_text(s: &Standings) -> String {
    let mut out = String::new();
    let matchpoints = s.scoring == Scoring::Matchpoints;
    let mut list = None;
    for r in &s.rows {
        if r.direction != list || out.is_empty() {
            list = r.direction;
            let heading = match r.direction {
                Some(tablelaw::Side::NorthSouth) => "North-South",
                Some(tablelaw::Side::EastWest) => "East-West",
                None => "Standings",
            };
            let _ = writeln!(
                out,
                "{heading} ({}{})",
                s.scoring.name(),
                if matchpoints && s.expected > 0 {
                    format!(", each board factored to {} results", s.expected)
                } else {
                    String::new()
                }
            );
        }
        let rank = format!("{}{}", r.rank, if r.tied { "=" } else { "" });
        let value = match r.percentage {
            Some(p) if matchpoints => format!(
                "{:>8} of {:>6}  {:>6.2}%",
                fmt(r.total),
                fmt(r.top.unwrap_or(0.0)),
                p
            ),
            _ => format!("{:>8}", fmt(r.total)),
        };
        let _ = writeln!(
            out,
            "  {rank:>4}  {:<12} {value}  ({} boards)",
            r.contestant, r.boards
        );
    }
    let cited: Vec<String> = s.citations.iter().map(ToString::to_string).collect();
    let _ = writeln!(out, "  ({})", cited.join("; "));
    out
}

/// The summary as JSON.
pub fn summary_json(name: &str, o: &Summary) -> String {
    json!({
        "file": name,
        "boards": o.boards,
        "results": o.results,
        "checked": o.checked,
        "findings": o.findings,
        "standings": o.standings,
    })
    .to_string()
}

/// Opens `path` (`-`: standard input), with a bar of the bytes read on
/// standard error for a file of 8 MiB or more on a terminal.
pub fn open(path: &Path) -> Result<Box<dyn Read>, String> {
    if path.as_os_str() == "-" {
        return Ok(Box::new(std::io::stdin().lock()));
    }
    let file = std::fs::File::open(path).map_err(|e| {
        format!(
            "cannot open {}: {e}\nhint: give a PBN file whose games carry ScoreTables, or - for standard input",
            path.display()
        )
    })?;
    let size = file.metadata().map_or(0, |m| m.len());
    if size < 8 << 20 || !std::io::stderr().is_terminal() {
        return Ok(Box::new(file));
    }
    let bar = ProgressBar::new(size).with_finish(ProgressFinish::AndClear);
    if let Ok(style) = ProgressStyle::with_template(
        "scoring {bar:30} {bytes}/{total_bytes} ({bytes_per_sec}, {eta} left)",
    ) {
        bar.set_style(style);
    }
    Ok(Box::new(bar.wrap_read(file)))
}
