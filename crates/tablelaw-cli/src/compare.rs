//! `tablelaw rule --compare`: one script refereed under each code of laws
//! (rubber, duplicate-2017, duplicate-2007), the rulings side by side.
//!
//! The script is read once; its `laws` line, if any, is ignored. Under each
//! code its events are applied in order, and each ruling is laid beside the
//! script line that gave rise to it. An event that cannot happen under one
//! code (an election that code does not offer, such as `elect comparable`
//! under rubber) stops that code there, said plainly in its column; the
//! other codes go on. Only an event that no code can take, or a script that
//! does not read, fails the whole comparison.

use std::fmt::Write as _;

use serde::Serialize;
use tablelaw::{Chooser, CodeId, Event, EventError, PenaltyStatus, Ruling, Table};
use tablelaw_formats::script::{self, ScriptError, Statement};

use crate::render::{self, plain};
use crate::report::{self, PenaltyOut};
use crate::run::Failure;
use tablelaw_formats::report::Report;
use tablelaw_formats::report::RulingOut;

/// The codes compared, in the order of their columns.
pub const CODES: [CodeId; 3] = [CodeId::Rubber, CodeId::Duplicate2017, CodeId::Duplicate2007];

/// Where a code stopped: the event it could not take.
#[derive(Debug)]
pub struct Stop {
    /// The position of the event among the script's events.
    pub event: usize,
    /// The 1-based line of the event.
    pub line: usize,
    /// Why the code cannot take it.
    pub error: EventError,
    /// What to do about it, if there is more to say.
    pub hint: Option<String>,
}

/// The script refereed under one code.
#[derive(Debug)]
pub struct Run {
    /// The code.
    pub code: CodeId,
    /// The table as far as the code went.
    pub table: Table,
    /// For each event applied, the indices of the rulings it gave rise to.
    pub rulings_by_event: Vec<std::ops::Range<usize>>,
    /// The event the code could not take, if any.
    pub stop: Option<Stop>,
}

/// The comparison: the script's events and each code's run.
#[derive(Debug)]
pub struct Comparison {
    /// The events with their lines, as the script gives them.
    pub events: Vec<(Event, usize)>,
    /// One run per code, in the order of [`CODES`].
    pub runs: Vec<Run>,
}

/// Reads `text` and referees it under each code.
///
/// # Errors
/// A syntax error; or, when every code stops at the same event, that
/// event's failure under the first code (the event cannot happen at all).
pub fn compare(text: &str) -> Result<Comparison, Failure> {
    // A script of another game than contract bridge is refused at its
    // `laws` line, as `--laws` refuses it, saying what --compare compares.
    script::read_any(text, Some(CodeId::Rubber)).map_err(|e| match script::code_of(text) {
        Some(code) if !code.is_contract_bridge() => Failure::Syntax(ScriptError::new(
            e.position,
            format!(
                "a contract-bridge script: --compare compares the contract-bridge codes ({})",
                CODES.map(CodeId::as_str).join(", ")
            ),
            format!(
                "the `laws` line of a {code} script (leave out --compare to referee it under {code})"
            ),
        )),
        _ => Failure::Syntax(e),
    })?;
    let script = script::parse(text).map_err(Failure::Syntax)?;
    let events: Vec<(Event, usize)> = script
        .events
        .iter()
        .map(|(e, p)| (e.clone(), p.line))
        .collect();
    let mut runs = Vec::with_capacity(CODES.len());
    for code in CODES {
        let mut setup = script.setup.clone();
        setup.code = code;
        let mut table = Table::with_setup(setup);
        let mut rulings_by_event = Vec::with_capacity(events.len());
        let mut stop = None;
        for (k, (event, line)) in events.iter().enumerate() {
            let before = table.rulings().len();
            match table.apply(event.clone()) {
                Ok(()) => {
                    let after = table.rulings().len().max(before);
                    rulings_by_event.push(before..after);
                }
                Err(error) => {
                    stop = Some(Stop {
                        event: k,
                        line: *line,
                        hint: crate::run::hint(event, &error),
                        error,
                    });
                    break;
                }
            }
        }
        runs.push(Run {
            code,
            table,
            rulings_by_event,
            stop,
        });
    }
    let first = runs.first().and_then(|r| r.stop.as_ref());
    if let Some(first) = first {
        let all_at_once = runs
            .iter()
            .all(|r| r.stop.as_ref().is_some_and(|s| s.event == first.event));
        if all_at_once {
            let (event, line) = events[first.event].clone();
            let error = runs.swap_remove(0).stop.map(|s| s.error);
            if let Some(error) = error {
                return Err(Failure::Event { line, event, error });
            }
        }
    }
    Ok(Comparison { events, runs })
}

impl Comparison {
    /// The events to show: those that gave rise to a ruling under some code,
    /// or at which some code stopped.
    fn shown(&self) -> impl Iterator<Item = usize> + '_ {
        (0..self.events.len()).filter(|&k| {
            self.runs.iter().any(|r| {
                r.rulings_by_event.get(k).is_some_and(|x| !x.is_empty())
                    || r.stop.as_ref().is_some_and(|s| s.event == k)
            })
        })
    }
}

/// The event as the script's strict form writes it: `E 1H`, `elect comparable`.
fn event_text(event: &Event) -> String {
    Statement::Event(event.clone()).to_string()
}

/// What a stop says, in one line: the event, and why the code cannot take it.
fn stop_text(stop: &Stop, code: CodeId, event: &Event) -> String {
    format!(
        "stops here: `{}` cannot be taken under {code}: {}",
        event_text(event),
        stop.error
    )
}

fn status_word(s: PenaltyStatus) -> &'static str {
    match s {
        PenaltyStatus::InForce => "in force",
        PenaltyStatus::Spent => "spent",
        PenaltyStatus::Lapsed => "lapsed",
        PenaltyStatus::Waived => "waived",
    }
}

/// Who chooses, in words.
fn chooser_name(c: Chooser) -> String {
    match c {
        Chooser::Seat(s) => s.name().to_owned(),
        Chooser::Director => "the director".to_owned(),
        Chooser::Defenders => "either defender".to_owned(),
        Chooser::Adversaries(side) => format!("either adversary ({side})"),
    }
}

/// One ruling under a code: its law and text, who chooses, the options with
/// the one chosen marked, the finding and notes, and the penalties it
/// imposed with where they stand at the end.
fn ruling_lines(table: &Table, index: usize, r: &Ruling) -> Vec<String> {
    let mut lines = vec![format!("#{} Law {} — {}", index + 1, r.law.path(), r.text)];
    if let Some(c) = r.chooser {
        lines.push(format!("chooser: {}", chooser_name(c)));
    }
    for o in &r.options {
        let mark = if r.chosen == Some(o.id) { " ✔" } else { "" };
        lines.push(format!("[{}]{mark} {}", o.id, o.text));
    }
    if !r.options.is_empty() && r.chosen.is_none() {
        lines.push("nothing chosen yet".to_owned());
    }
    if let Some(f) = &r.finding {
        lines.push(format!("finding: {f}"));
    }
    for n in &r.notes {
        lines.push(format!("note: {n}"));
    }
    for p in table.penalties().iter().filter(|p| p.ruling == index) {
        lines.push(format!(
            "penalty: {} ({}; {})",
            p.describe(),
            p.law.path(),
            status_word(p.status)
        ));
    }
    lines
}

/// Writes `lines` under a code's label, the label on the first line only.
fn block(out: &mut String, label: &str, width: usize, lines: &[String]) {
    for (i, line) in lines.iter().enumerate() {
        let head = if i == 0 { label } else { "" };
        let _ = writeln!(out, "  {head:<width$}{line}");
    }
}

/// The comparison for people: a block per irregular event, one entry per
/// code, then each code's outcome.
pub fn render(c: &Comparison, plain_text: bool) -> String {
    let width = CODES.iter().map(|c| c.as_str().len()).max().unwrap_or(0) + 2;
    let mut out = String::new();
    let names: Vec<&str> = c.runs.iter().map(|r| r.code.as_str()).collect();
    let _ = writeln!(out, "Compared under: {}", names.join(", "));
    if let Some(run) = c.runs.first() {
        let _ = writeln!(out, "Dealer: {}", run.table.dealer().name());
        if let Some(deal) = run.table.deal() {
            let _ = writeln!(out, "Deal: {}", deal.to_pbn(run.table.dealer()));
        }
    }
    let mut any = false;
    for k in c.shown() {
        any = true;
        let (event, line) = &c.events[k];
        let _ = writeln!(out, "\nLine {line}: {}", event_text(event));
        for run in &c.runs {
            let label = run.code.as_str();
            let lines: Vec<String> = match (&run.stop, run.rulings_by_event.get(k)) {
                (_, Some(range)) if !range.is_empty() => range
                    .clone()
                    .flat_map(|i| ruling_lines(&run.table, i, &run.table.rulings()[i]))
                    .collect(),
                (_, Some(_)) => vec!["no ruling".to_owned()],
                (Some(stop), None) if stop.event == k => {
                    let mut v = vec![stop_text(stop, run.code, event)];
                    if let Some(h) = &stop.hint {
                        v.push(format!("hint: {h}"));
                    }
                    v
                }
                (Some(stop), None) => vec![format!("(stopped at line {})", stop.line)],
                (None, None) => vec!["no ruling".to_owned()],
            };
            block(&mut out, label, width, &lines);
        }
    }
    if !any {
        out.push_str("\nNo irregularity: no ruling under any code.\n");
    }
    out.push_str("\nOutcome:\n");
    for run in &c.runs {
        let mut lines = Vec::new();
        if let Some(stop) = &run.stop {
            lines.push(format!(
                "stopped at line {}: {}",
                stop.line,
                stop_text(stop, run.code, &c.events[stop.event].0)
                    .trim_start_matches("stops here: ")
            ));
        }
        let mut text = String::new();
        render::outcome(&mut text, &run.table);
        if !run.table.is_closed() {
            let mut pens = run.table.penalties_in_force().peekable();
            if pens.peek().is_some() {
                text.push_str("Penalties in force:\n");
                for p in pens {
                    let _ = writeln!(
                        text,
                        "  {} ({}; ruling #{})",
                        p.describe(),
                        p.law,
                        p.ruling + 1
                    );
                }
            }
        }
        for u in run.table.unauthorized() {
            let _ = writeln!(
                text,
                "Unauthorized to {} ({} Law {}): {}'s withdrawn {}",
                u.to,
                run.code,
                u.law.path(),
                u.seat.name(),
                run.table.calls()[u.call].call
            );
        }
        lines.extend(text.lines().map(str::to_owned));
        block(&mut out, run.code.as_str(), width, &lines);
    }
    render::finish(out, plain_text)
}

/// A ruling under one code, with the penalties it imposed.
#[derive(Debug, Serialize)]
pub struct ComparedRuling {
    /// The ruling as `tablelaw rule --json` writes it.
    #[serde(flatten)]
    pub ruling: RulingOut,
    /// The penalties it imposed, with where each stands at the end.
    pub penalties: Vec<ComparedPenalty>,
}

/// A penalty, with its status at the end.
#[derive(Debug, Serialize)]
pub struct ComparedPenalty {
    /// The penalty as `tablelaw rule --json` writes it.
    #[serde(flatten)]
    pub penalty: PenaltyOut,
    /// `in-force`, `spent`, `lapsed` or `waived`.
    pub status: PenaltyStatus,
}

/// What one code did with one event.
#[derive(Debug, Serialize)]
pub struct CodeAtEvent {
    /// The code.
    pub code: String,
    /// The rulings the event gave rise to; empty for none, or where the
    /// code had stopped.
    pub rulings: Vec<ComparedRuling>,
    /// Why the code could not take this event; `null` if it could.
    pub stopped: Option<String>,
    /// Whether the code had stopped at an earlier event.
    pub after_stop: bool,
}

/// One irregular event.
#[derive(Debug, Serialize)]
pub struct EventOut {
    /// The 1-based line of the event.
    pub line: usize,
    /// The event in the script's strict form.
    pub event: String,
    /// One entry per code, in the order of `codes`.
    pub codes: Vec<CodeAtEvent>,
}

/// Where a code stopped.
#[derive(Debug, Serialize)]
pub struct StopOut {
    /// The 1-based line.
    pub line: usize,
    /// The event in the script's strict form.
    pub event: String,
    /// Why the code cannot take it.
    pub error: String,
}

/// One code's whole run.
#[derive(Debug, Serialize)]
pub struct CodeOut {
    /// The code.
    pub code: String,
    /// Where it stopped; `null` if it took the whole script.
    pub stopped: Option<StopOut>,
    /// The report of the table as far as the code went, as `tablelaw rule
    /// --json` prints it.
    pub report: Report,
}

/// The comparison as JSON.
#[derive(Debug, Serialize)]
pub struct ComparisonOut {
    /// The codes compared, in order.
    pub codes: Vec<String>,
    /// The events that gave rise to a ruling under some code, or at which
    /// some code stopped.
    pub events: Vec<EventOut>,
    /// Each code's run, in the order of `codes`.
    pub results: Vec<CodeOut>,
}

fn compared_ruling(table: &Table, index: usize) -> ComparedRuling {
    ComparedRuling {
        ruling: tablelaw_formats::report::ruling(table.state(), index, &table.rulings()[index]),
        penalties: table
            .penalties()
            .iter()
            .filter(|p| p.ruling == index)
            .map(|p| ComparedPenalty {
                penalty: report::penalty(table, p),
                status: p.status,
            })
            .collect(),
    }
}

/// The comparison as one JSON value.
pub fn build(c: &Comparison) -> ComparisonOut {
    let events = c
        .shown()
        .map(|k| {
            let (event, line) = &c.events[k];
            EventOut {
                line: *line,
                event: event_text(event),
                codes: c
                    .runs
                    .iter()
                    .map(|run| CodeAtEvent {
                        code: run.code.to_string(),
                        rulings: run
                            .rulings_by_event
                            .get(k)
                            .map(|range| {
                                range
                                    .clone()
                                    .map(|i| compared_ruling(&run.table, i))
                                    .collect()
                            })
                            .unwrap_or_default(),
                        stopped: run
                            .stop
                            .as_ref()
                            .filter(|s| s.event == k)
                            .map(|s| plain(&s.error.to_string())),
                        after_stop: run.stop.as_ref().is_some_and(|s| s.event < k),
                    })
                    .collect(),
            }
        })
        .collect();
    ComparisonOut {
        codes: c.runs.iter().map(|r| r.code.to_string()).collect(),
        events,
        results: c
            .runs
            .iter()
            .map(|run| CodeOut {
                code: run.code.to_string(),
                stopped: run.stop.as_ref().map(|s| StopOut {
                    line: s.line,
                    event: event_text(&c.events[s.event].0),
                    error: plain(&s.error.to_string()),
                }),
                report: tablelaw_formats::report::report(&run.table),
            })
            .collect(),
    }
}

/// The comparison as pretty-printed JSON.
pub fn to_json(c: &Comparison) -> String {
    serde_json::to_string_pretty(&build(c)).unwrap_or_else(|e| format!("{{\"error\": \"{e}\"}}"))
}
