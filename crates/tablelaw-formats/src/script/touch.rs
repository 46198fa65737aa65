//! The words of a card of dummy named or touched by declarer (auction
//! bridge Law 64, bridge whist law 67), shared by both scripts:
//! `S touches SK`, `S touches SK SQ`, `S touches SK arrange`.

use core::fmt::Write as _;

use tablelaw::{Card, CardSet, Seat};

use super::{Position, ScriptError};

const CARD: &str = "a card of dummy such as `SK`";

/// Reads the words after `touches`: one or more cards, each once, then
/// `arrange` ("I arrange") or nothing.
pub(crate) fn read(
    words: &[(usize, &str)],
    at: impl Fn(usize) -> Position,
    end: Position,
) -> Result<(CardSet, bool), ScriptError> {
    let mut cards = CardSet::EMPTY;
    let mut arrange = false;
    for (i, &(c, w)) in words.iter().enumerate() {
        if w.eq_ignore_ascii_case("arrange") && !cards.is_empty() && i + 1 == words.len() {
            arrange = true;
            continue;
        }
        let expected = if cards.is_empty() {
            CARD.to_owned()
        } else {
            format!("{CARD}, `arrange` (\"I arrange\") or the end of the line")
        };
        let card: Card = w
            .parse()
            .map_err(|_| ScriptError::new(at(c), expected.clone(), format!("`{w}`")))?;
        if !cards.insert(card) {
            return Err(ScriptError::new(
                at(c),
                "a card not named already on the line",
                format!("`{w}`"),
            ));
        }
    }
    if cards.is_empty() {
        return Err(ScriptError::new(end, CARD, "the end of the line"));
    }
    Ok((cards, arrange))
}

/// Writes the line `S touches SK SQ [arrange]`.
pub(crate) fn write(
    out: &mut String,
    seat: Seat,
    cards: CardSet,
    arrange: bool,
) -> core::fmt::Result {
    write!(out, "{} touches", seat.letter())?;
    for c in cards.iter() {
        write!(out, " {c:#}")?;
    }
    if arrange {
        out.push_str(" arrange");
    }
    Ok(())
}
