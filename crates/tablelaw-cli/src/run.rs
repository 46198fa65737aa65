//! Reading a script and applying its events to a table, and telling the
//! user precisely what stopped it: a syntax error (line and column, what
//! was expected) or an event that cannot happen (line, and why).

use std::fmt::Write as _;

use tablelaw::{CodeId, Event, EventError, Table};
use tablelaw_formats::script::{self, ScriptError};

/// Why a script could not be refereed.
#[derive(Debug)]
pub enum Failure {
    /// The text is not a script.
    Syntax(ScriptError),
    /// An event that cannot happen; the events before it were applied.
    Event {
        /// The 1-based line of the event.
        line: usize,
        /// The event.
        event: Event,
        /// Why it cannot happen.
        error: EventError,
    },
}

/// Reads `text` and applies its events, under `laws` if given.
///
/// # Errors
/// The first syntax error, or the first event that cannot happen.
pub fn referee(text: &str, laws: Option<CodeId>) -> Result<Table, Failure> {
    let mut script = script::parse(text).map_err(Failure::Syntax)?;
    if let Some(code) = laws {
        script.setup.code = code;
    }
    let mut table = Table::with_setup(script.setup);
    for (event, position) in script.events {
        if let Err(error) = table.apply(event.clone()) {
            return Err(Failure::Event {
                line: position.line,
                event,
                error,
            });
        }
    }
    Ok(table)
}

impl Failure {
    /// The message for standard error: what went wrong, where, the line
    /// itself with a caret, and what to do about it.
    pub fn display(&self, name: &str, text: &str) -> String {
        match self {
            Failure::Syntax(e) => syntax_message(name, text, e),
            Failure::Event { line, event, error } => {
                let mut out = format!("error: line {line}: {error}\n");
                out.push_str(&excerpt(name, text, *line, None));
                if let Some(hint) = hint(event, error) {
                    let _ = writeln!(out, "hint: {hint}");
                }
                out
            }
        }
    }
}

/// A syntax error with the offending line and a caret under the column.
pub fn syntax_message(name: &str, text: &str, e: &ScriptError) -> String {
    let mut out = format!("error: {e}\n");
    out.push_str(&excerpt(
        name,
        text,
        e.position.line,
        Some(e.position.column),
    ));
    out
}

/// The line `line` of `text`, numbered, with a caret under `column`. A long
/// line is shown as a window of [`WINDOW`] characters around the column,
/// and control characters are escaped, so that no input floods or drives
/// the terminal.
pub fn excerpt(name: &str, text: &str, line: usize, column: Option<usize>) -> String {
    let source = text.lines().nth(line.saturating_sub(1)).unwrap_or("");
    let number = line.to_string();
    let pad = " ".repeat(number.len());
    let mut out = format!("{pad}--> {name}:{line}");
    if let Some(c) = column {
        let _ = write!(out, ":{c}");
    }
    let at = column.unwrap_or(1).saturating_sub(1);
    let from = at.saturating_sub(WINDOW / 2);
    let (mut shown, mut lead) = (String::new(), String::new());
    if from > 0 {
        shown.push('…');
        lead.push(' ');
    }
    let mut cut = false;
    for (i, ch) in source.chars().enumerate().skip(from) {
        if i >= from + WINDOW {
            cut = true;
            break;
        }
        let piece: String = match ch {
            '\t' => "\t".to_owned(),
            c if script::needs_escape(c) => c.escape_default().collect(),
            c => c.to_string(),
        };
        if i < at {
            // Columns count characters; a tab keeps its width under the caret.
            lead.extend(piece.chars().map(|c| if c == '\t' { '\t' } else { ' ' }));
        }
        shown.push_str(&piece);
    }
    if cut {
        shown.push('…');
    }
    let _ = write!(out, "\n{pad} |\n{number} | {shown}\n");
    if column.is_some() {
        let _ = writeln!(out, "{pad} | {lead}^");
    }
    out
}

/// How many characters of a long line an excerpt shows.
const WINDOW: usize = 100;

/// What to do about an event that cannot happen, where there is more to
/// say than the error itself.
pub fn hint(event: &Event, error: &EventError) -> Option<String> {
    match error {
        EventError::NoPending => Some(
            "elect only after a ruling offers options; the report lists what is pending".to_owned(),
        ),
        EventError::RulingPending {
            chooser, options, ..
        } => {
            let first = options.first().map_or("accept", String::as_str);
            Some(format!(
                "add an election before this line, e.g. `elect {first}` by {chooser} (the options are: {})",
                options.join(", ")
            ))
        }
        EventError::NotTaken { option, .. } => Some(if option.takes_suit() {
            format!("name the suit and nothing else: `elect {option} H`")
        } else if option.takes_call() {
            format!("name the call and nothing else: `elect {option} 3C`")
        } else {
            format!("write the option alone: `elect {option}`")
        }),
        EventError::NotChooser { chooser, .. } => Some(format!(
            "write the election with {chooser}'s seat, or leave the seat out: `elect OPTION`"
        )),
        EventError::CardNotHeld { .. } => Some(
            "check the card against the `deal` line; cards are written suit first, like `SA`"
                .to_owned(),
        ),
        EventError::Designation(_) => Some(
            "write declarer's words after `designate`, e.g. `designate \"spade queen\"` or `designate \"low\"`; or write the card itself with dummy's seat, like `S SQ`"
                .to_owned(),
        ),
        EventError::NotDummysTurn { .. } => Some(
            "designate only when dummy is to play; the other hands play by seat, like `E HK`"
                .to_owned(),
        ),
        EventError::NotACandidate { .. } => Some(
            "the Law 46 ruling asks for one of those cards: write it with dummy's seat, like `S H8`"
                .to_owned(),
        ),
        EventError::MustSubstitute { .. } => match event {
            Event::Elect { .. } => Some(
                "name the substituted call: `elect other-sufficient-or-pass 3C`, or make the call"
                    .to_owned(),
            ),
            _ => None,
        },
        _ => None,
    }
}
