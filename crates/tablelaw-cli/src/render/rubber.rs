//! A rubber's score sheet for people: the two familiar columns, North-South
//! and East-West, premiums above the line (the latest nearest the line),
//! trick points below it in the order scored, a rule drawn under each game
//! won, then the totals and how the rubber stands.

use std::fmt::Write as _;

use tablelaw::score::Line;
use tablelaw_formats::report::{RubberOut, SheetEntryOut};

/// The width of a column of points.
const COLUMN: usize = 8;

fn row(out: &mut String, e: &SheetEntryOut) {
    let deal = e
        .deal
        .map_or_else(|| "end".to_owned(), |d| format!("deal {d}"));
    let (ns, ew) = if e.side == "NS" {
        (e.points.to_string(), String::new())
    } else {
        (String::new(), e.points.to_string())
    };
    let _ = writeln!(
        out,
        "  {deal:<8}{ns:>COLUMN$} |{ew:>COLUMN$}   {} ({})",
        e.what, e.citation
    );
}

fn side_name(side: &str) -> &'static str {
    if side == "NS" {
        "North-South"
    } else {
        "East-West"
    }
}

/// The score sheet of `rubber`, in text.
pub fn sheet(rubber: &RubberOut, plain: bool) -> String {
    let mut out = String::new();
    let (line, rule) = if plain { ("=", "-") } else { ("═", "─") };
    let width = 8 + COLUMN + 2 + COLUMN;
    let _ = write!(out, "Score sheet (deal {} of the rubber", rubber.deal);
    if let Some(v) = rubber.vulnerable.filter(|_| !rubber.over) {
        let vulnerable = match (v.ns, v.ew) {
            (false, false) => "neither side vulnerable",
            (true, false) => "North-South vulnerable",
            (false, true) => "East-West vulnerable",
            (true, true) => "both sides vulnerable",
        };
        let _ = write!(out, "; {vulnerable}");
    }
    out.push_str("):\n");
    let _ = writeln!(out, "  {:<8}{:>COLUMN$} |{:>COLUMN$}", "", "NS", "EW");
    for e in rubber
        .entries
        .iter()
        .rev()
        .filter(|e| e.line == Line::Above)
    {
        row(&mut out, e);
    }
    let _ = writeln!(out, "  {}", line.repeat(width));
    let below: Vec<&SheetEntryOut> = rubber
        .entries
        .iter()
        .filter(|e| e.line == Line::Below)
        .collect();
    for (i, e) in below.iter().enumerate() {
        row(&mut out, e);
        let game_ends = below.get(i + 1).is_none_or(|next| next.game != e.game);
        let won = rubber.games.ns + rubber.games.ew >= i32::try_from(e.game).unwrap_or(i32::MAX);
        if game_ends && won {
            let _ = writeln!(out, "  {}  game {}", rule.repeat(width), e.game);
        }
    }
    let _ = writeln!(
        out,
        "  {:<8}{:>COLUMN$} |{:>COLUMN$}",
        "total", rubber.totals.ns, rubber.totals.ew
    );
    let _ = writeln!(
        out,
        "  games: North-South {}, East-West {}",
        rubber.games.ns, rubber.games.ew
    );
    let margin = rubber
        .margin
        .as_ref()
        .map(|m| format!("{} by {}", side_name(&m.side), m.points));
    match (&rubber.winner, rubber.unfinished) {
        (Some(w), _) => {
            let _ = writeln!(
                out,
                "  {} won the rubber; {}.",
                side_name(w),
                margin.unwrap_or_else(|| "the totals are level".to_owned())
            );
        }
        (None, true) => {
            let _ = writeln!(
                out,
                "  The rubber ended unfinished; {}.",
                margin.unwrap_or_else(|| "the totals are level".to_owned())
            );
        }
        (None, false) => {
            let _ = writeln!(
                out,
                "  The rubber goes on{}.",
                margin.map(|m| format!("; ahead: {m}")).unwrap_or_default()
            );
        }
    }
    out
}
