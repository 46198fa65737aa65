//! The parts of a line longer than a word: a call's annotations, an
//! explanation (quoted or the rest of the line) and a PBN deal.

use tablelaw::deal::DealError;
use tablelaw::{Annotation, Call, Deal, Suit, Understanding};

use super::{
    ANNOTATION, BID_STATED, Cursor, END_OF_LINE, ESCAPE, PBN_DEAL, SUITS, ScriptError, TEXT,
    describe_char, is,
};

impl Cursor<'_> {
    /// The annotations after a call.
    pub(super) fn annotations(&mut self) -> Result<Annotation, ScriptError> {
        const ALERT: u8 = 1;
        const RELATES: u8 = 2;
        const UNDERSTANDING: u8 = 4;
        const STATING: u8 = 8;
        const SIMULTANEOUS: u8 = 16;
        let mut annotation = Annotation::default();
        let mut seen = 0u8;
        while let Some(t) = self.token() {
            let word = t.text;
            let understanding = if is(word, "disclosed") {
                Some(Understanding::DisclosedBeforehand)
            } else if is(word, "disclosed-at-the-time") {
                Some(Understanding::DisclosedAtTheTime)
            } else if is(word, "undisclosed") {
                Some(Understanding::Undisclosed)
            } else {
                None
            };
            let kind = if word == "!" || is(word, "alert") {
                ALERT
            } else if is(word, "relates") {
                RELATES
            } else if understanding.is_some() {
                UNDERSTANDING
            } else if is(word, "stating") {
                STATING
            } else if is(word, "simultaneous") {
                SIMULTANEOUS
            } else {
                return Err(self.error_at(t, ANNOTATION));
            };
            if seen & kind != 0 {
                let expected = if kind == UNDERSTANDING {
                    "at most one of `disclosed`, `disclosed-at-the-time` and `undisclosed`"
                } else {
                    "each annotation at most once"
                };
                return Err(ScriptError::new(
                    self.position(t.start),
                    expected,
                    format!("a second `{word}`"),
                ));
            }
            seen |= kind;
            match kind {
                ALERT => annotation.alert = true,
                RELATES => {
                    let s = self.expect(SUITS)?;
                    let text = tablelaw::card::without_variation_selectors(s.text);
                    let suits: Option<Vec<Suit>> = text.chars().map(Suit::from_char).collect();
                    annotation.relates_to = suits.ok_or_else(|| self.error_at(s, SUITS))?;
                }
                UNDERSTANDING => annotation.understanding = understanding,
                STATING => {
                    let b = self.expect(BID_STATED)?;
                    let bid = b.text.parse::<Call>().ok().and_then(Call::bid);
                    annotation.stated = Some(bid.ok_or_else(|| self.error_at(b, BID_STATED))?);
                }
                _ => annotation.simultaneous = true,
            }
        }
        Ok(annotation)
    }

    /// An explanation: a quoted string, or the rest of the line up to a
    /// comment, trimmed.
    pub(super) fn text(&mut self) -> Result<String, ScriptError> {
        self.skip_whitespace();
        let rest = self.rest();
        let Some(body) = rest.strip_prefix('"') else {
            let end = rest.find('#').unwrap_or(rest.len());
            let text = rest[..end].trim_end();
            if text.is_empty() {
                return Err(self.error_end(TEXT));
            }
            self.take(text.len());
            return Ok(text.to_owned());
        };
        let open = self.pos;
        let mut text = String::new();
        let mut chars = body.char_indices();
        let close = loop {
            match chars.next() {
                None => {
                    return Err(ScriptError::new(
                        self.position(open),
                        "an explanation closed by `\"`",
                        END_OF_LINE,
                    ));
                }
                Some((i, '"')) => break i,
                Some((i, '\\')) => match chars.next() {
                    Some((_, '"')) => text.push('"'),
                    Some((_, '\\')) => text.push('\\'),
                    Some((_, 'n')) => text.push('\n'),
                    Some((_, 'r')) => text.push('\r'),
                    other => {
                        let found = match other {
                            Some((_, c)) => format!("`\\{c}`"),
                            None => END_OF_LINE.to_owned(),
                        };
                        return Err(ScriptError::new(self.position(open + 1 + i), ESCAPE, found));
                    }
                },
                Some((_, c)) => text.push(c),
            }
        };
        let quoted = self.take(close + 2);
        if text.is_empty() {
            return Err(self.error_at(quoted, "a non-empty explanation"));
        }
        // `intended CARD` may follow a quoted designation.
        let (pos, last_end) = (self.pos, self.last_end);
        if self.token().is_some_and(|t| is(t.text, "intended")) {
            self.pos = pos;
            self.last_end = last_end;
            return Ok(text);
        }
        self.pos = pos;
        self.last_end = last_end;
        match self.token() {
            None => Ok(text),
            Some(t) => Err(self.error_at(t, "the end of the line after the quoted explanation")),
        }
    }

    /// `PBN-DEAL`, after `deal`: its four words.
    pub(super) fn deal(&mut self) -> Result<Deal, ScriptError> {
        let mut span: Option<(usize, usize)> = None;
        for _ in 0..4 {
            let Some(t) = self.token() else { break };
            let start = span.map_or(t.start, |(s, _)| s);
            span = Some((start, t.start + t.text.len()));
        }
        let Some((start, end)) = span else {
            return Err(self.error_end(PBN_DEAL));
        };
        let text = &self.line[start..end];
        let deal = text
            .parse::<Deal>()
            .map_err(|e| self.deal_error(start, text, e))?;
        self.end()?;
        Ok(deal)
    }

    /// A deal error at its place in the line.
    fn deal_error(&self, start: usize, text: &str, error: DealError) -> ScriptError {
        match error {
            DealError::Syntax { column, expected } => {
                // The library words one message "the end of the deal, found `c`".
                let expected = match expected.find(", found `") {
                    Some(i) => expected[..i].to_owned(),
                    None => expected,
                };
                match text.char_indices().nth(column.saturating_sub(1)) {
                    Some((i, c)) => {
                        ScriptError::new(self.position(start + i), expected, describe_char(c))
                    }
                    None => {
                        ScriptError::new(self.position(start + text.len()), expected, END_OF_LINE)
                    }
                }
            }
            DealError::Impossible(reasons) => {
                ScriptError::new(self.position(start), "a possible deal", reasons.join("; "))
            }
        }
    }
}
