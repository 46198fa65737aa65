//! The prompt (`tablelaw rule --interactive`) for every code of laws
//! through the referee interface: header lines first (`laws`, `dealer`,
//! `deal`, the code's customs), then one event a line in the code's own
//! words, each applied at once with the rulings it produced, what is
//! pending and for whom, or whose turn it is. Errors never end the session:
//! they are printed and the table is left as it was. Commands: `undo [N]`,
//! `show`, `script`, `help`, `quit`.
//!
//! Contract bridge keeps its own prompt ([`crate::interactive`]), which also
//! asks for the dealer and restates the auction.

use std::io::{BufRead, Write};
use std::process::ExitCode;

use tablelaw::{CodeId, Elector};
use tablelaw_formats::table::{AnyTable, Place, Refusal};

use crate::render;
use crate::rule;

const HELP: &str = "\
Enter the header first (laws, dealer, deal, the code's customs), then one
event a line, as in a script of this code. Commands:
  show      the full report
  script    the script so far
  undo [N]  take back the last N events (1 if not given)
  help      this text
  quit      leave (also end of input)
";

/// The session: the header until its first event, then the table.
struct Session {
    code: CodeId,
    header: String,
    table: Option<AnyTable>,
}

/// Runs the prompt over `input` for the code `code`, starting from the
/// table a script made, if any.
pub fn repl(
    code: CodeId,
    table: Option<AnyTable>,
    plain: bool,
    prompt: bool,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
) -> ExitCode {
    let mut s = Session {
        code,
        header: format!("laws {code}\n"),
        table,
    };
    let say = |out: &mut dyn Write, text: &str| {
        let _ = out.write_all(render::finish(text.to_owned(), plain).as_bytes());
        let _ = out.flush();
    };
    match &s.table {
        Some(t) => say(out, &rule::render(t, plain)),
        None if prompt => say(
            out,
            &format!(
                "tablelaw: {code}; give the header, then the events; `help` lists the commands.\n"
            ),
        ),
        None => {}
    }
    let mut line_no = 0usize;
    loop {
        if prompt {
            say(out, "> ");
        }
        let next = crate::lines::next_line(input);
        line_no += 1;
        let buf = match next {
            crate::lines::Line::Text(text) => text,
            crate::lines::Line::End => break,
            skipped => {
                say(
                    out,
                    &crate::lines::skipped(&skipped, line_no).unwrap_or_default(),
                );
                continue;
            }
        };
        let line = buf.trim();
        if !prompt && !line.is_empty() {
            say(out, &format!("> {line}\n"));
        }
        match line.split_whitespace().collect::<Vec<_>>().as_slice() {
            [] => {}
            ["quit" | "exit"] => break,
            ["help"] => say(out, HELP),
            ["show"] => match &s.table {
                Some(t) => say(out, &rule::render(t, plain)),
                None => say(out, "no event yet: give the header, then the events\n"),
            },
            ["script"] => match &s.table {
                Some(t) => say(out, &t.script()),
                None => say(out, &s.header),
            },
            ["undo", rest @ ..] => {
                let n = rest.first().and_then(|n| n.parse().ok()).unwrap_or(1);
                match &mut s.table {
                    Some(t) => {
                        // As many as there are, if more are asked.
                        let _ = t.undo(n.min(t.len()));
                        say(out, &status(t));
                    }
                    None => say(out, "nothing to undo\n"),
                }
            }
            _ => say(out, &step(&mut s, line, line_no)),
        }
    }
    ExitCode::SUCCESS
}

/// A header line or an event.
fn step(s: &mut Session, line: &str, line_no: usize) -> String {
    let Some(table) = &mut s.table else {
        let text = format!("{}{line}\n", s.header);
        return match AnyTable::from_script(&text, Some(s.code)) {
            Ok((_, events)) if events.is_empty() => {
                s.header = text;
                String::new()
            }
            Err(refusal @ Refusal::Syntax { .. }) => format!("error: {refusal}\n"),
            // The line is the first event: the table of the header, then
            // the event as any other.
            _ => match AnyTable::from_script(&s.header, Some(s.code)) {
                Ok((mut table, _)) => {
                    let said = apply(&mut table, line, line_no);
                    s.table = Some(table);
                    said
                }
                Err(refusal) => format!("error: {refusal}\n"),
            },
        };
    };
    apply(table, line, line_no)
}

/// Applies an event line and says what followed: the rulings it produced,
/// then what is pending or whose turn it is.
fn apply(table: &mut AnyTable, line: &str, line_no: usize) -> String {
    let before = table.rulings().len();
    match table.apply_line(line, Place::Line(line_no)) {
        Ok(_) => {}
        Err(Refusal::Empty { .. }) => return String::new(),
        Err(Refusal::Impossible { error, .. }) => {
            let mut out = format!("error: {error}\n");
            if let Some(hint) = rule::hint_for(&error) {
                out.push_str(&format!("hint: {hint}\n"));
            }
            return out;
        }
        Err(refusal) => return format!("error: {refusal}\n"),
    }
    let mut out = String::new();
    for (i, r) in table.rulings().iter().enumerate().skip(before) {
        out.push_str(&format!("Ruling #{} ({}): {}\n", i + 1, r.law, r.text));
    }
    out.push_str(&status(table));
    out
}

/// What is pending and for whom, or whose turn it is, or the points.
fn status(table: &AnyTable) -> String {
    if let Some((i, r)) = table.pending() {
        let mut out = format!("Pending: #{} {}:", i + 1, r.law);
        for e in table.elections() {
            let by: Vec<String> =
                e.by.iter()
                    .map(|b| match b {
                        Elector::Director => "the director".to_owned(),
                        Elector::Seat(s) => format!("{s:#}"),
                    })
                    .collect();
            out.push_str(&format!(" `elect {}` ({})", e.option, by.join(" or ")));
        }
        out.push('\n');
        return out;
    }
    if let Some(seat) = table.turn() {
        return format!("Turn: {seat:#}\n");
    }
    match table.points() {
        Some(p) => format!("Over: NS {}, EW {}\n", p.0[0], p.0[1]),
        None => "Over\n".to_owned(),
    }
}
