//! The director's prompt (`tablelaw rule --interactive`): one line at a
//! time, each applied at once, with the rulings it produced and what is
//! pending or whose turn it is. Errors never end the session: they are
//! printed and the table is left as it was.
//!
//! Header lines (`laws`, `dealer`, `deal`) come first; if the dealer is not
//! given the prompt asks for it. Commands: `undo [N]`, `show`, `script`,
//! `help`, `quit`.

use std::io::{BufRead, Write};
use std::process::ExitCode;

use tablelaw::{CodeId, Deal, Seat, Table, TableSetup};
use tablelaw_formats::script::{self, Statement};

use crate::render;
use crate::run;

const HELP: &str = "\
Enter one line at a time, as in a script:
  N 1H                    a call (annotations: alert, relates HS, undisclosed,
                          stating 2H, simultaneous)
  N change 2H [inadvertent|misinformation|misunderstanding]
  S elect accept [CALL]   an election by the chooser of the pending ruling
  W exposes SA            a card exposed during the auction
  E review                a request for a restatement (Law 20)
  S explains 2C \"text\"    an explanation of partner's call
  finding damage [#N]     the director's finding under Law 23(c)
Once the auction has closed (with a `deal` line), the play:
  E HK                    a card played from a hand (dummy's by dummy's seat)
  N elect require-lead H  declarer's choice of a Law 26 lead penalty
                          (require-lead SUIT, prohibit-lead SUIT, no-lead-restriction)
  designate \"low\"         declarer designates dummy's card in words (Law 46)
  W draws-attention       attention drawn to a revoke not yet established (Law 62)
  S asks-revoke E         has East, who failed to follow, a card of the suit? (Law 61B)
  S elect keep|retract    a card played after a corrected revoke (Law 62C)
  S claims [N] [\"line\"]   a claim of N of the tricks not played (all if no N; Law 68)
  W concedes [N]          a concession (Law 68B); then E elect accept|dispute|play-on
  finding claim N         the director's ruling on a contested claim (Law 70)
  finding revoke-late | revoke-equity N | concession-cancelled N | agreement-withdrawn N
  finding extraneous-information E   extraneous information received (Law 16D)
  finding adjusted-score partner-information NS assigned 3S S 9 | artificial avg- avg+
                          the director's adjusted score (Law 12C; why, the offenders)
Before the first event: laws rubber|duplicate-2017|duplicate-2007, dealer N, deal N:..., vulnerable none|ns|ew|both
Commands:
  show      the full report
  script    the script so far
  undo [N]  take back the last N events (1 if not given)
  help      this text
  quit      leave (also end of input)
";

/// The state of the prompt: the header until the dealer is known, then a table.
struct Session {
    code: CodeId,
    laws_forced: bool,
    dealer: Option<Seat>,
    deal: Option<Deal>,
    vulnerability: tablelaw::score::Vulnerability,
    table: Option<Table>,
}

impl Session {
    fn setup(&self) -> Option<TableSetup> {
        Some(TableSetup {
            code: self.code,
            dealer: self.dealer?,
            deal: self.deal,
            vulnerability: self.vulnerability,
        })
    }

    /// Starts the table again from the header, if no event has been applied.
    fn restart(&mut self) -> Result<(), String> {
        if self.table.as_ref().is_some_and(|t| !t.log().is_empty()) {
            return Err(
                "the header cannot change once events are recorded; `undo` them first".to_owned(),
            );
        }
        self.table = self.setup().map(Table::with_setup);
        Ok(())
    }
}

/// Runs the prompt over `input`, writing to `out`; `prompt` prints `> `
/// before each line (for a terminal).
pub fn repl(
    table: Option<Table>,
    laws: Option<CodeId>,
    plain: bool,
    prompt: bool,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
) -> ExitCode {
    let mut s = Session {
        code: laws.unwrap_or(tablelaw_formats::script::DEFAULT_CODE),
        laws_forced: laws.is_some(),
        dealer: table.as_ref().map(|t| t.dealer()),
        deal: table.as_ref().and_then(|t| t.deal().copied()),
        vulnerability: table
            .as_ref()
            .map(|t| t.setup().vulnerability)
            .unwrap_or_default(),
        table,
    };
    if let Some(t) = &s.table {
        s.code = t.setup().code;
    }
    let say = |out: &mut dyn Write, text: &str| {
        let _ = out.write_all(render::finish(text.to_owned(), plain).as_bytes());
        let _ = out.flush();
    };
    match &s.table {
        Some(t) => say(out, &render::report(t, false)),
        None if prompt => say(
            out,
            "tablelaw: describe the table; `help` lists what you can enter.\n",
        ),
        None => {}
    }
    let mut line_no = 0usize;
    loop {
        if prompt {
            let ask = if s.dealer.is_none() {
                "dealer (N, E, S or W)? "
            } else {
                "> "
            };
            say(out, ask);
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
            // Piped input: echo each line, so the transcript reads in order.
            say(out, &format!("> {line}\n"));
        }
        match step(&mut s, line, line_no) {
            Step::Quit => break,
            Step::Say(text) => say(out, &text),
        }
    }
    ExitCode::SUCCESS
}

enum Step {
    Say(String),
    Quit,
}

fn step(s: &mut Session, line: &str, line_no: usize) -> Step {
    let mut words = line.split_whitespace();
    let first = words.next().unwrap_or("");
    let rest: Vec<&str> = words.collect();
    let say = Step::Say;
    match first.to_ascii_lowercase().as_str() {
        "" => return say(String::new()),
        "quit" | "exit" | "q" => return Step::Quit,
        "help" | "?" => return say(HELP.to_owned()),
        _ => {}
    }
    // A bare seat answers the question "dealer?".
    if s.dealer.is_none()
        && rest.is_empty()
        && let Ok(seat) = first.parse::<Seat>()
    {
        return set_dealer(s, seat);
    }
    let command = first.to_ascii_lowercase();
    if matches!(command.as_str(), "show" | "script" | "undo") {
        let Some(table) = s.table.as_mut() else {
            return say(
                "error: the dealer is not known yet: enter `dealer N` (or just N, E, S or W)\n"
                    .to_owned(),
            );
        };
        return match command.as_str() {
            "show" => say(render::report(table, false)),
            "script" => say(script::write(table.setup(), &table.log())),
            _ => {
                let n = match rest.first().map(|w| w.parse::<usize>()) {
                    None => 1,
                    Some(Ok(n)) => n,
                    Some(Err(_)) => {
                        return say("error: `undo` takes a number of events: `undo 2`\n".to_owned());
                    }
                };
                let had = table.log().len();
                table.undo(n);
                let took = had - table.log().len();
                let plural = if took == 1 { "" } else { "s" };
                say(format!(
                    "took back {took} event{plural}\n{}",
                    render::status(table)
                ))
            }
        };
    }
    let statement = match Statement::parse_line(line, line_no) {
        Ok(Some(statement)) => statement,
        Ok(None) => return say(String::new()),
        Err(e) => {
            let col = e.position.column;
            let caret: String = line
                .chars()
                .take(col.saturating_sub(1))
                .map(|_| ' ')
                .collect();
            return say(format!(
                "error: {e}\n  {line}\n  {caret}^\n(nothing was recorded; `help` lists what you can enter)\n"
            ));
        }
    };
    let event = match statement {
        Statement::Laws(_) if s.laws_forced => {
            return say("note: --laws was given; the `laws` line is ignored\n".to_owned());
        }
        Statement::Laws(tablelaw::CodeId::AuctionBridge) => {
            return say("error: auction bridge is refereed from a script, not at this prompt: `tablelaw rule --laws auction-bridge FILE`\n".to_owned());
        }
        Statement::Laws(code) => {
            let old = core::mem::replace(&mut s.code, code);
            return match s.restart() {
                Ok(()) => say(format!("laws: {}\n", code.title())),
                Err(e) => {
                    s.code = old;
                    say(format!("error: {e}\n"))
                }
            };
        }
        Statement::Dealer(seat) => return set_dealer(s, seat),
        Statement::Deal(deal) => {
            let old = s.deal.replace(deal);
            return match s.restart() {
                Ok(()) => say(format!("deal: {}\n", deal.to_pbn(Seat::North))),
                Err(e) => {
                    s.deal = old;
                    say(format!("error: {e}\n"))
                }
            };
        }
        Statement::Vulnerable(v) => {
            let old = core::mem::replace(&mut s.vulnerability, v);
            return match s.restart() {
                Ok(()) => say(format!("vulnerable: {v}\n")),
                Err(e) => {
                    s.vulnerability = old;
                    say(format!("error: {e}\n"))
                }
            };
        }
        Statement::Event(event) => event,
        _ => return say("error: this line is not understood here\n".to_owned()),
    };
    let Some(table) = s.table.as_mut() else {
        return say(
            "error: the dealer is not known yet: enter `dealer N` (or just N, E, S or W)\n"
                .to_owned(),
        );
    };
    let before = table.rulings().len();
    match table.apply(event.clone()) {
        Ok(()) => {
            let mut text = String::new();
            for (i, r) in table.rulings().iter().enumerate().skip(before) {
                text.push_str(&render::ruling(i, r));
            }
            text.push_str(&render::status(table));
            say(text)
        }
        Err(error) => {
            let mut text = format!("error: {error}\n");
            if let Some(h) = run::hint(&event, &error) {
                text.push_str(&format!("hint: {h}\n"));
            }
            text.push_str("(nothing was recorded)\n");
            say(text)
        }
    }
}

fn set_dealer(s: &mut Session, seat: Seat) -> Step {
    let old = s.dealer.replace(seat);
    match s.restart() {
        Ok(()) => {
            let t = s.table.as_ref().map(render::status).unwrap_or_default();
            Step::Say(format!("dealer: {}\n{t}", seat.name()))
        }
        Err(e) => {
            s.dealer = old;
            Step::Say(format!("error: {e}\n"))
        }
    }
}
