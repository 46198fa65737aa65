//! A rubber's own lines in a script, between and after its deals:
//!
//! ```text
//! deal [PBN-DEAL]     the deal over is written on the score sheet; the next deal
//!                     begins (its cards if known); the first `deal` line before
//!                     any event is the header's, the first deal's cards
//! result N            contract bridge: the tricks the declaring side took, told
//!                     when the deal's cards and play are not recorded
//! end-rubber          the players stop before a side has won the rubber (rubber Law 80)
//! ```
//!
//! Auction bridge tells a deal's result with its own `result N` line (an
//! event of the deal); bridge whist scores from the play.

use tablelaw::{ByTheRubber, Deal, RubberError, RubberStep, RubberTable};

use super::{ImpossibleEvent, OneOf, Place, Refusal};
use crate::script::{Position, ScriptError, Statement};

/// The words that begin a rubber's own lines for the game `G`.
pub(super) fn words<G: OneOf>() -> &'static [&'static str] {
    G::RUBBER_WORDS
}

/// The first word of `line` before any comment, with its column (from 1,
/// in characters), lowercased.
fn first_word(line: &str) -> Option<(String, usize)> {
    let line = line.split('#').next().unwrap_or("");
    let word = line.split_whitespace().next()?;
    let at = line.find(word).unwrap_or(0);
    Some((word.to_ascii_lowercase(), line[..at].chars().count() + 1))
}

/// Whether `line` is one of the rubber's own lines for `G`.
pub(super) fn is_rubber_line<G: OneOf>(line: &str) -> bool {
    first_word(line).is_some_and(|(w, _)| words::<G>().contains(&w.as_str()))
}

/// Whether `line` is a `deal` line.
pub(super) fn is_deal_line(line: &str) -> bool {
    first_word(line).is_some_and(|(w, _)| w == "deal")
}

/// Reads one of the rubber's own lines.
pub(super) fn read_step<G: OneOf>(
    line: &str,
    line_no: usize,
) -> Result<RubberStep<G::Event>, ScriptError> {
    let text = line.split('#').next().unwrap_or("");
    let mut words = text.split_whitespace();
    let (word, column) = first_word(line).unwrap_or_default();
    words.next();
    let at = |column: usize| Position {
        line: line_no,
        column,
    };
    let column_of = |w: &str| text.find(w).map_or(1, |i| text[..i].chars().count() + 1);
    let step = match word.as_str() {
        "deal" => {
            if words.next().is_none() {
                RubberStep::NextDeal { deal: None }
            } else {
                match Statement::parse_line(line, line_no)? {
                    Some(Statement::Deal(deal)) => RubberStep::NextDeal {
                        deal: Some::<Deal>(deal),
                    },
                    _ => {
                        return Err(ScriptError::new(
                            at(column),
                            "`deal` and the next deal's cards, or `deal` alone",
                            format!("`{}`", text.trim()),
                        ));
                    }
                }
            }
        }
        "result" => {
            let Some(n) = words.next() else {
                return Err(ScriptError::new(
                    at(text.trim_end().chars().count() + 1),
                    "the tricks the declaring side took, 0 to 13",
                    "the end of the line",
                ));
            };
            let tricks = n.parse::<u8>().ok().filter(|t| *t <= 13).ok_or_else(|| {
                ScriptError::new(
                    at(column_of(n)),
                    "the tricks the declaring side took, 0 to 13",
                    format!("`{n}`"),
                )
            })?;
            RubberStep::Result { tricks }
        }
        _ => RubberStep::EndUnfinished,
    };
    if let Some(extra) = words.next()
        && !matches!(step, RubberStep::NextDeal { deal: Some(_) })
    {
        return Err(ScriptError::new(
            at(column_of(extra)),
            "the end of the line",
            format!("`{extra}`"),
        ));
    }
    Ok(step)
}

/// A step's line, as a script writes it.
pub(super) fn write_step<G: OneOf>(step: &RubberStep<G::Event>) -> String {
    match step {
        RubberStep::Event(event) => G::write_event(event),
        RubberStep::Result { tricks } => format!("result {tricks}"),
        RubberStep::NextDeal { deal: None } => "deal".to_owned(),
        RubberStep::NextDeal { deal: Some(deal) } => format!("deal {deal}"),
        RubberStep::EndUnfinished => "end-rubber".to_owned(),
    }
}

/// Takes a step, the refusal naming `place`. (No rubber game's line
/// writes a seat its event does not carry: that is euchre's discard.)
pub(super) fn take_step<G: OneOf + ByTheRubber>(
    rubber: &mut RubberTable<G>,
    step: RubberStep<G::Event>,
    place: Place,
) -> Result<(), Refusal> {
    let line = write_step::<G>(&step);
    let event = match &step {
        RubberStep::Event(event) => Some(event.clone()),
        _ => None,
    };
    rubber.apply(step).map_err(|e| match (e, event) {
        (RubberError::Event(error), Some(event)) => Refusal::Impossible {
            place,
            error: G::impossible(event, error),
        },
        (e, _) => Refusal::Impossible {
            place,
            error: ImpossibleEvent::Rubber {
                step: line,
                why: e.to_string(),
            },
        },
    })
}
