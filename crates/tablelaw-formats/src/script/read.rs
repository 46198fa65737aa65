//! The reader of whole scripts and single lines.

use tablelaw::{Event, TableSetup};

use super::line::read_line;
use super::{Position, Script, ScriptError, Statement};

const BOM: char = '\u{feff}';

/// Reads a whole script.
///
/// # Errors
/// The first [`ScriptError`]: a line that is not a statement, a header line
/// given twice or after an event, an event before the `dealer` line, or no
/// `dealer` line at all (at the line after the last).
///
/// # Examples
/// ```
/// use tablelaw_formats::script::parse;
/// let err = parse("dealer N\nS 1Z\n").unwrap_err();
/// assert_eq!(
///     err.to_string(),
///     "line 2, column 3: expected a call such as `1H`, `1♥`, `3NT`, `pass`, `x` or `xx`, found `1Z`"
/// );
/// ```
pub fn parse(text: &str) -> Result<Script, ScriptError> {
    let text = text.strip_prefix(BOM).unwrap_or(text);
    let mut code = None;
    let mut dealer = None;
    let mut deal = None;
    let mut vulnerable = None;
    let mut events: Vec<(Event, Position)> = Vec::new();
    for (i, raw) in text.split('\n').enumerate() {
        let line = raw.strip_suffix('\r').unwrap_or(raw);
        let Some((statement, position)) = read_line(line, i + 1)? else {
            continue;
        };
        let after_event = !events.is_empty();
        match statement {
            Statement::Event(event) => {
                if dealer.is_none() {
                    return Err(ScriptError::new(
                        position,
                        "a `dealer` line before the first event",
                        "an event",
                    ));
                }
                events.push((event, position));
            }
            Statement::Laws(c) => {
                check_header("laws", code.is_some(), after_event, position)?;
                code = Some(c);
            }
            Statement::Dealer(s) => {
                check_header("dealer", dealer.is_some(), after_event, position)?;
                dealer = Some(s);
            }
            Statement::Deal(d) => {
                check_header("deal", deal.is_some(), after_event, position)?;
                deal = Some(d);
            }
            Statement::Vulnerable(v) => {
                check_header("vulnerable", vulnerable.is_some(), after_event, position)?;
                vulnerable = Some(v);
            }
        }
    }
    let Some(dealer) = dealer else {
        let position = Position {
            line: text.lines().count() + 1,
            column: 1,
        };
        return Err(ScriptError::new(
            position,
            "a `dealer` line",
            "the end of the text",
        ));
    };
    Ok(Script {
        setup: TableSetup {
            code: code.unwrap_or(super::DEFAULT_CODE),
            dealer,
            deal,
            vulnerability: vulnerable.unwrap_or_default(),
        },
        events,
    })
}

fn check_header(
    name: &str,
    seen: bool,
    after_event: bool,
    position: Position,
) -> Result<(), ScriptError> {
    if after_event {
        Err(ScriptError::new(
            position,
            format!("an event: `{name}` comes before the first event"),
            format!("`{name}`"),
        ))
    } else if seen {
        Err(ScriptError::new(
            position,
            format!("one `{name}` line only"),
            format!("a second `{name}` line"),
        ))
    } else {
        Ok(())
    }
}

/// Reads one line of a script whose header is already known, as the
/// interactive mode of `tablelaw rule` does: `Ok(None)` for a blank or
/// comment line. `line_no` is the line's number, for the error's position.
/// A line break at the end of `line` (LF or CRLF) is ignored.
///
/// # Errors
/// A [`ScriptError`] if the line is not an event; a header line (`laws`,
/// `dealer`, `deal`) is an error here.
///
/// # Examples
/// ```
/// use tablelaw::{Event, Seat};
/// use tablelaw_formats::script::parse_event_line;
/// assert_eq!(parse_event_line("W review\n", 9)?, Some(Event::Review { seat: Seat::West }));
/// assert_eq!(parse_event_line("", 10)?, None);
/// assert_eq!(parse_event_line("W 1Q", 11).unwrap_err().position.line, 11);
/// # Ok::<(), tablelaw_formats::ScriptError>(())
/// ```
pub fn parse_event_line(line: &str, line_no: usize) -> Result<Option<Event>, ScriptError> {
    let line = single_line(line, line_no)?;
    match read_line(line, line_no)? {
        None => Ok(None),
        Some((Statement::Event(event), _)) => Ok(Some(event)),
        Some((Statement::Laws(_), position)) => Err(header_here("laws", position)),
        Some((Statement::Dealer(_), position)) => Err(header_here("dealer", position)),
        Some((Statement::Deal(_), position)) => Err(header_here("deal", position)),
        Some((Statement::Vulnerable(_), position)) => Err(header_here("vulnerable", position)),
    }
}

/// The error for a header line where only an event may be: one line of a
/// script whose header is already known.
pub(crate) fn header_here(name: &str, position: Position) -> ScriptError {
    ScriptError::new(
        position,
        "an event: the header (`laws`, `dealer`, `deal` …) is already known",
        format!("`{name}`"),
    )
}

/// `line` without a final LF or CRLF and a leading byte order mark; an error
/// if a line break remains inside it.
pub(crate) fn single_line(line: &str, line_no: usize) -> Result<&str, ScriptError> {
    let line = line.strip_prefix(BOM).unwrap_or(line);
    let line = line.strip_suffix('\n').unwrap_or(line);
    let line = line.strip_suffix('\r').unwrap_or(line);
    match line.find('\n') {
        None => Ok(line),
        Some(i) => Err(ScriptError::new(
            Position {
                line: line_no,
                column: line[..i].chars().count() + 1,
            },
            "a single line",
            "a line break",
        )),
    }
}
