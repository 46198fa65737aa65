//! `tablelaw score session FILE.pbn`: the reading and scoring are
//! [`tablelaw_formats::pbn::session`]'s; here the text and JSON.

use std::fmt::Write as _;
use std::io::{IsTerminal, Read};
use std::path::Path;

use indicatif::{ProgressBar, ProgressFinish, ProgressStyle};
use serde_json::json;
use std::process::ExitCode;

use tablelaw::score::DuplicateEdition;
use tablelaw::score::session::{Ranking, Scoring, Standings};
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

/// Runs `tablelaw score session`: the findings as they are found, then the
/// standings (text), or one JSON object a line: each finding, then the
/// summary with the standings.
pub fn run(
    file: &std::path::Path,
    scoring: Option<Scoring>,
    by_direction: bool,
    edition: DuplicateEdition,
    json: bool,
    plain: bool,
) -> ExitCode {
    use std::io::Write as _;
    let name = file.display().to_string();
    let input = match open(file) {
        Ok(i) => i,
        Err(message) => {
            eprintln!("error: {message}");
            return ExitCode::from(2);
        }
    };
    let ranking = if by_direction {
        Ranking::ByDirection
    } else {
        Ranking::Together
    };
    let form = scoring.map(Form::of);
    let stdout = std::io::stdout();
    let result = read(input, form, ranking, edition, |f| {
        let mut out = stdout.lock();
        let _ = if json {
            writeln!(out, "{}", serde_json::json!({ "finding": f }))
        } else {
            writeln!(
                out,
                "{}",
                crate::render::finish(finding_text(&name, f), plain)
            )
        };
    });
    match result {
        Ok(o) => {
            if json {
                println!("{}", summary_json(&name, &o));
            } else {
                let text = format!(
                    "{}{name}: {} boards, {} results; {}\n",
                    standings_text(&o.standings),
                    o.boards,
                    o.results,
                    match o.findings {
                        0 => format!("all {} rows agree with the laws", o.checked),
                        1 => "1 row disagrees".to_owned(),
                        n => format!("{n} findings"),
                    }
                );
                print!("{}", crate::render::finish(text, plain));
            }
            if o.findings == 0 {
                ExitCode::SUCCESS
            } else {
                ExitCode::from(1)
            }
        }
        Err(message) => {
            eprintln!("error: {name}: {message}");
            ExitCode::from(2)
        }
    }
}
