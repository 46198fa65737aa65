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

use tablelaw::{CodeId, Elector, Game, Table};

use crate::render;
use crate::rule::Rule;

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
struct Session<G: Game> {
    header: String,
    table: Option<Table<G>>,
}

/// Runs the prompt over `input` for the code `code`, starting from the
/// table a script made, if any.
pub fn repl<G: Rule>(
    code: CodeId,
    table: Option<Table<G>>,
    plain: bool,
    prompt: bool,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
) -> ExitCode {
    let mut s = Session::<G> {
        header: format!("laws {code}\n"),
        table,
    };
    let say = |out: &mut dyn Write, text: &str| {
        let _ = out.write_all(render::finish(text.to_owned(), plain).as_bytes());
        let _ = out.flush();
    };
    match &s.table {
        Some(t) => say(out, &G::render(t, plain)),
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
                Some(t) => say(out, &G::render(t, plain)),
                None => say(out, "no event yet: give the header, then the events\n"),
            },
            ["script"] => match &s.table {
                Some(t) => say(out, &G::write(t.setup(), &t.log())),
                None => say(out, &s.header),
            },
            ["undo", rest @ ..] => {
                let n = rest.first().and_then(|n| n.parse().ok()).unwrap_or(1);
                match &mut s.table {
                    Some(t) => {
                        t.undo(n);
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
fn step<G: Rule>(s: &mut Session<G>, line: &str, line_no: usize) -> String {
    let Some(table) = &mut s.table else {
        let text = format!("{}{line}\n", s.header);
        return match G::read(&text) {
            Ok(script) if script.events.is_empty() => {
                s.header = text;
                String::new()
            }
            Ok(script) => {
                let mut table = Table::<G>::with_setup(script.setup);
                let mut said = String::new();
                for (event, _) in script.events {
                    said.push_str(&apply(&mut table, event));
                }
                s.table = Some(table);
                said
            }
            Err(e) => format!("error: {e}\n"),
        };
    };
    match G::read_event(line, line_no, table.setup()) {
        Ok(Some(event)) => apply(table, event),
        Ok(None) => String::new(),
        Err(e) => format!("error: {e}\n"),
    }
}

/// Applies an event and says what followed: the rulings it produced, then
/// what is pending or whose turn it is.
fn apply<G: Rule>(table: &mut Table<G>, event: G::Event) -> String {
    let before = Game::rulings(&**table).len();
    if let Err(e) = table.apply(event.clone()) {
        let mut out = format!("error: {e}\n");
        if let Some(hint) = G::hint(&event, &e) {
            out.push_str(&format!("hint: {hint}\n"));
        }
        return out;
    }
    let mut out = String::new();
    for (i, r) in Game::rulings(&**table).iter().enumerate().skip(before) {
        out.push_str(&format!("Ruling #{} ({}): {}\n", i + 1, r.law, r.text));
    }
    out.push_str(&status(table));
    out
}

/// What is pending and for whom, or whose turn it is, or the points.
fn status<G: Game>(table: &Table<G>) -> String {
    let game: &G = table;
    if let Some((i, r)) = game.pending() {
        let mut out = format!("Pending: #{} {}:", i + 1, r.law);
        for e in game.elections() {
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
    if let Some(seat) = game.turn() {
        return format!("Turn: {seat:#}\n");
    }
    match game.points() {
        Some(p) => format!("Over: NS {}, EW {}\n", p.0[0], p.0[1]),
        None => "Over\n".to_owned(),
    }
}
