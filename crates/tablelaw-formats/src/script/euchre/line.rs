//! A line of a euchre script split into words, each with its column, and
//! the words read from it one at a time.

use tablelaw::{Card, Suit};

use crate::script::{Position, ScriptError};

#[derive(Clone, Copy)]
pub(super) struct Word<'a> {
    pub(super) text: &'a str,
    pub(super) column: usize,
}

pub(super) fn words(line: &str) -> Vec<Word<'_>> {
    let line = match line.find('#') {
        Some(i) => &line[..i],
        None => line,
    };
    let mut out = Vec::new();
    let mut start: Option<(usize, usize)> = None;
    for (col, (i, c)) in line.char_indices().enumerate() {
        if c.is_whitespace() {
            if let Some((b, column)) = start.take() {
                out.push(Word {
                    text: &line[b..i],
                    column: column + 1,
                });
            }
        } else if start.is_none() {
            start = Some((i, col));
        }
    }
    if let Some((b, column)) = start {
        out.push(Word {
            text: &line[b..],
            column: column + 1,
        });
    }
    out
}

pub(super) fn suit(word: &str) -> Option<Suit> {
    if let Some(suit) = Suit::from_word(word) {
        return Some(suit);
    }
    Suit::ALL.into_iter().find(|s| {
        s.name().eq_ignore_ascii_case(word)
            || s.name()[..s.name().len() - 1].eq_ignore_ascii_case(word)
    })
}

pub(super) struct Line<'a> {
    pub(super) words: Vec<Word<'a>>,
    pub(super) at: usize,
    pub(super) line: usize,
    pub(super) end_column: usize,
}

impl<'a> Line<'a> {
    pub(super) fn position(&self, column: usize) -> Position {
        Position {
            line: self.line,
            column,
        }
    }

    pub(super) fn next(&mut self, expected: &str) -> Result<Word<'a>, ScriptError> {
        let end = self.position(self.end_column);
        let w = *self
            .words
            .get(self.at)
            .ok_or_else(|| ScriptError::new(end, expected, "the end of the line"))?;
        self.at += 1;
        Ok(w)
    }

    pub(super) fn peek(&self) -> Option<&Word<'a>> {
        self.words.get(self.at)
    }

    pub(super) fn error(&self, w: &Word<'_>, expected: &str) -> ScriptError {
        ScriptError::new(self.position(w.column), expected, format!("`{}`", w.text))
    }

    pub(super) fn end(&mut self) -> Result<(), ScriptError> {
        match self.peek() {
            None => Ok(()),
            Some(w) => Err(self.error(w, "the end of the line")),
        }
    }

    pub(super) fn suit(&mut self) -> Result<Suit, ScriptError> {
        let expected = "a suit: `S`, `H`, `D`, `C`, `♠`, or its name";
        let w = self.next(expected)?;
        suit(w.text).ok_or_else(|| self.error(&w, expected))
    }

    pub(super) fn card(&mut self) -> Result<Card, ScriptError> {
        let expected = "a card such as `HJ`, `♥J` or `10H`";
        let w = self.next(expected)?;
        w.text.parse().map_err(|_| self.error(&w, expected))
    }
}
