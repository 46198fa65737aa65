//! One line: its words, and the statement they make.

use tablelaw::{Call, Card, ChangeFinding, CodeId, DummyAct, Event, OptionId, Seat};

use super::{Position, ScriptError, Statement};

#[path = "line_adjusted.rs"]
pub(crate) mod adjusted;
#[path = "line_parts.rs"]
mod parts;
#[path = "line_play.rs"]
mod play;

const END_OF_LINE: &str = "the end of the line";
const FIRST_WORD: &str = "a seat (N, E, S, W), `designate`, `finding`, `elect`, `laws`, `dealer`, `deal` or `vulnerable`";
const VERB: &str = "a call such as `1H`, `pass` or `x`, a card played such as `SQ`, or `change`, `elect`, `exposes`, `leads`, `face-down`, `plays-together`, `review`, `repeat`, `explains`, `asks-explanation`, `draws-attention`, `misinformed`, `claims`, `concedes`, `asks-revoke`, `wrongly-pointed`, `inspects`, `exchanges-hands`, `watches-declarer`, `calls-director`, `looks-at-hand`, `shown-hand-by`, `warns-declarer`, `indicates`, `deemed-played`, `fifth-card`, `plays-with`, `plays-hidden`, `withdraws` or `faces-cards`";
const CALL: &str = "a call such as `1H`, `1♥`, `3NT`, `pass`, `x` or `xx`";
const CALL_OR_END: &str = "a call such as `1H`, `pass` or `x`, or the end of the line";
const BID_STATED: &str = "a bid such as `1H` or `3NT` after `stating`";
const SEAT: &str = "a seat (N, E, S, W or North, East, South, West)";
const CARD: &str = "a card such as `SA`, `♠A`, `AS` or `10H`";
const SUITS: &str = "suits such as `HS` or `♥♠` after `relates`";
const ANNOTATION: &str = "an annotation (`alert`, `!`, `relates`, `disclosed`, `disclosed-at-the-time`, `undisclosed`, `stating` or `simultaneous`) or the end of the line";
const CHANGE_FINDING: &str =
    "`deliberate`, `inadvertent`, `misinformation`, `misunderstanding` or the end of the line";
const FINDING: &str = "a finding: `damage`, `saw-dummy`, `claim`, `concession-cancelled`, `agreement-withdrawn`, `revoke-late`, `revoke-equity`, `defective-trick`, `missing-card`, `foreign-card`, `touched-to-reach`, `surplus-card`, `misplaced-card`, `extraneous-information`, `adjusted-score`, `incorrect-cards`, `wrong-hand`, `wrong-board`, `told-turn`, `unintended` or `mistaken-explanation`";
const TRICKS: &str = "a number of tricks such as `3`";
const TRICK: &str = "a trick's number from 1, such as `5`";
const PLAYED: &str = "`played` (a player at the table had played the board before) or `unplayed`";
const TRICKS_OR_LINE: &str =
    "a number of tricks such as `3`, a line of play in quotes, or the end of the line";
const RULING_NUMBER: &str = "a ruling number from `#1`, such as `#2`";
const TEXT: &str = "an explanation: a quoted string or the rest of the line";
const ESCAPE: &str = "an escape `\\\"`, `\\\\`, `\\n` or `\\r`";
const VULNERABLE: &str = "who is vulnerable: `none`, `ns`, `ew` or `both`";
const LED_OR_END: &str = "`led` or the end of the line";
const PBN_DEAL: &str = "a PBN deal such as `N:AKQ.… … … …`";

/// Reads one line (no line break in it) as a statement and the position of
/// its first word; `None` for a blank or comment line.
pub(super) fn read_line(
    line: &str,
    line_no: usize,
) -> Result<Option<(Statement, Position)>, ScriptError> {
    let mut cur = Cursor {
        line,
        line_no,
        pos: 0,
        last_end: 0,
    };
    let Some(first) = cur.token() else {
        return Ok(None);
    };
    let position = cur.position(first.start);
    let word = first.text;
    let statement = if let Ok(seat) = word.parse::<Seat>() {
        Statement::Event(cur.seat_event(seat)?)
    } else if is(word, "elect") {
        Statement::Event(cur.elect(None)?)
    } else if is(word, "finding") {
        Statement::Event(cur.finding()?)
    } else if is(word, "designate") || is(word, "decl:") {
        Statement::Event(cur.designate()?)
    } else if is(word, "laws") {
        let Some(t) = cur.token() else {
            return Err(cur.error_end(&expected_code()));
        };
        let code = t
            .text
            .parse()
            .map_err(|_| cur.error_at(t, &expected_code()))?;
        cur.end()?;
        Statement::Laws(code)
    } else if is(word, "dealer") {
        let t = cur.expect(SEAT)?;
        let seat = t.text.parse().map_err(|_| cur.error_at(t, SEAT))?;
        cur.end()?;
        Statement::Dealer(seat)
    } else if is(word, "deal") {
        Statement::Deal(cur.deal()?)
    } else if is(word, "vulnerable") {
        let t = cur.expect(VULNERABLE)?;
        let v = match t.text.to_ascii_lowercase().as_str() {
            "none" | "neither" | "-" => tablelaw::score::Vulnerability::Neither,
            "ns" | "n-s" => tablelaw::score::Vulnerability::NorthSouth,
            "ew" | "e-w" => tablelaw::score::Vulnerability::EastWest,
            "both" | "all" => tablelaw::score::Vulnerability::Both,
            _ => return Err(cur.error_at(t, VULNERABLE)),
        };
        cur.end()?;
        Statement::Vulnerable(v)
    } else {
        return Err(cur.error_at(first, FIRST_WORD));
    };
    Ok(Some((statement, position)))
}

fn is(word: &str, keyword: &str) -> bool {
    word.eq_ignore_ascii_case(keyword)
}

/// What `laws` expects (built only for an error).
fn expected_code() -> String {
    format!(
        "a code of laws: {}",
        one_of(CodeId::KNOWN.iter().map(|c| c.as_str()))
    )
}

/// What `elect` expects (built only for an error).
fn expected_option() -> String {
    let options = one_of(OptionId::ALL.iter().map(|o| o.as_str()));
    format!("an option: {options}")
}

/// `` `a`, `b` or `c` ``.
fn one_of<'a>(items: impl Iterator<Item = &'a str>) -> String {
    let items: Vec<String> = items.map(|s| format!("`{s}`")).collect();
    match items.split_last() {
        None => String::new(),
        Some((last, [])) => last.clone(),
        Some((last, rest)) => format!("{} or {last}", rest.join(", ")),
    }
}

/// A character as an error's `found` phrase.
fn describe_char(c: char) -> String {
    match c {
        ' ' => "a space".to_owned(),
        '\t' => "a tab".to_owned(),
        c if c.is_whitespace() || super::needs_escape(c) => {
            format!("the character U+{:04X}", c as u32)
        }
        c => format!("`{c}`"),
    }
}

/// A word of a line: its byte offset and its text.
#[derive(Clone, Copy)]
struct Token<'a> {
    start: usize,
    text: &'a str,
}

/// Where the reader is in a line.
struct Cursor<'a> {
    line: &'a str,
    line_no: usize,
    /// The byte offset of the next character to read.
    pos: usize,
    /// The byte offset just after the last word read.
    last_end: usize,
}

impl<'a> Cursor<'a> {
    fn rest(&self) -> &'a str {
        &self.line[self.pos..]
    }

    fn skip_whitespace(&mut self) {
        let rest = self.rest();
        self.pos += rest.len() - rest.trim_start().len();
    }

    /// The next word, up to whitespace or `#`; `None` at the end of the line
    /// or at a comment.
    fn token(&mut self) -> Option<Token<'a>> {
        self.skip_whitespace();
        let rest = self.rest();
        if rest.is_empty() || rest.starts_with('#') {
            return None;
        }
        let len = rest
            .find(|c: char| c.is_whitespace() || c == '#')
            .unwrap_or(rest.len());
        Some(self.take(len))
    }

    /// The next `len` bytes as a word.
    fn take(&mut self, len: usize) -> Token<'a> {
        let token = Token {
            start: self.pos,
            text: &self.rest()[..len],
        };
        self.pos += len;
        self.last_end = self.pos;
        token
    }

    /// The position of a byte offset (computed only for errors and for
    /// each statement's first word).
    fn position(&self, byte: usize) -> Position {
        Position {
            line: self.line_no,
            column: self.line[..byte].chars().count() + 1,
        }
    }

    fn error_at(&self, token: Token<'_>, expected: &str) -> ScriptError {
        ScriptError::new(
            self.position(token.start),
            expected,
            format!("`{}`", token.text),
        )
    }

    /// An error for something missing at the end of the line.
    fn error_end(&self, expected: &str) -> ScriptError {
        ScriptError::new(self.position(self.last_end), expected, END_OF_LINE)
    }

    fn expect(&mut self, expected: &str) -> Result<Token<'a>, ScriptError> {
        self.token().ok_or_else(|| self.error_end(expected))
    }

    /// Nothing but whitespace or a comment may follow.
    fn end(&mut self) -> Result<(), ScriptError> {
        match self.token() {
            None => Ok(()),
            Some(t) => Err(self.error_at(t, END_OF_LINE)),
        }
    }

    fn card(&mut self) -> Result<Card, ScriptError> {
        let t = self.expect(CARD)?;
        t.text.parse().map_err(|_| self.error_at(t, CARD))
    }

    fn call(&mut self) -> Result<Call, ScriptError> {
        let t = self.expect(CALL)?;
        t.text.parse().map_err(|_| self.error_at(t, CALL))
    }

    /// What follows a seat.
    fn seat_event(&mut self, seat: Seat) -> Result<Event, ScriptError> {
        let verb = self.expect(VERB)?;
        let word = verb.text;
        if is(word, "change") {
            let call = self.call()?;
            let finding = match self.token() {
                None => ChangeFinding::Deliberate,
                Some(t) => {
                    let finding =
                        change_finding(t.text).ok_or_else(|| self.error_at(t, CHANGE_FINDING))?;
                    self.end()?;
                    finding
                }
            };
            Ok(Event::Change {
                seat,
                call,
                finding,
            })
        } else if is(word, "elect") {
            self.elect(Some(seat))
        } else if is(word, "exposes") || is(word, "leads") {
            self.expose(seat, is(word, "leads"))
        } else if is(word, "plays-together") {
            match self.expose(seat, false)? {
                Event::Expose { seat, cards, .. } => Ok(Event::Simultaneous { seat, cards }),
                other => Ok(other),
            }
        } else if is(word, "face-down") {
            let t = self.expect(CARD)?;
            let card = t.text.parse::<Card>().map_err(|_| self.error_at(t, CARD))?;
            self.end()?;
            Ok(Event::LeadFaceDown { seat, card })
        } else if is(word, "review") {
            self.end()?;
            Ok(Event::Review { seat })
        } else if is(word, "repeat") {
            self.end()?;
            Ok(Event::Repeat { seat })
        } else if is(word, "asks-explanation") {
            let call = self.call()?;
            self.end()?;
            Ok(Event::AsksExplanation { seat, call })
        } else if let Some(event) = self.play_verb(seat, word)? {
            Ok(event)
        } else if is(word, "draws-attention") {
            self.end()?;
            Ok(Event::DrawsAttention { seat })
        } else if is(word, "misinformed") {
            let call = self.call()?;
            self.end()?;
            Ok(Event::Misinformed { seat, call })
        } else if is(word, "exchanges-hands") {
            self.end()?;
            Ok(dummy(seat, DummyAct::ExchangesHands))
        } else if is(word, "watches-declarer") {
            self.end()?;
            Ok(dummy(seat, DummyAct::WatchesDeclarer))
        } else if is(word, "calls-director") {
            self.end()?;
            Ok(dummy(seat, DummyAct::CallsDirector))
        } else if is(word, "looks-at-hand") {
            let t = self.expect(SEAT)?;
            let defender = t.text.parse::<Seat>().map_err(|_| self.error_at(t, SEAT))?;
            self.end()?;
            Ok(dummy(seat, DummyAct::LooksAtHand { defender }))
        } else if is(word, "shown-hand-by") {
            let t = self.expect(SEAT)?;
            let defender = t.text.parse::<Seat>().map_err(|_| self.error_at(t, SEAT))?;
            self.end()?;
            Ok(dummy(seat, DummyAct::ShownHandBy { defender }))
        } else if is(word, "warns-declarer") {
            self.end()?;
            Ok(dummy(seat, DummyAct::WarnsDeclarer))
        } else if is(word, "indicates") {
            let card = self.card()?;
            self.end()?;
            Ok(dummy(seat, DummyAct::IndicatesCard { card }))
        } else if is(word, "places") {
            let card = self.card()?;
            self.end()?;
            Ok(dummy(seat, DummyAct::PlacesCard { card }))
        } else if is(word, "deemed-played") {
            let card = self.card()?;
            self.end()?;
            Ok(Event::DeemedPlayed { seat, card })
        } else if is(word, "fifth-card") {
            let card = self.card()?;
            let led = match self.token() {
                None => false,
                Some(t) if is(t.text, "led") => {
                    self.end()?;
                    true
                }
                Some(t) => return Err(self.error_at(t, LED_OR_END)),
            };
            Ok(Event::FifthCard { seat, card, led })
        } else if is(word, "explains") {
            let call = self.call()?;
            let text = self.text()?;
            self.end()?;
            Ok(Event::Explain { seat, call, text })
        } else {
            match word.parse::<Call>() {
                Ok(call) => {
                    let annotation = self.annotations()?;
                    Ok(Event::Call {
                        seat,
                        call,
                        annotation,
                    })
                }
                Err(_) if word.starts_with(|c: char| c.is_ascii_digit()) => {
                    Err(self.error_at(verb, CALL))
                }
                // A card played, written suit first (`SQ`, `♠Q`, `H10`).
                Err(_) if word.starts_with(|c: char| tablelaw::Suit::from_char(c).is_some()) => {
                    let card = word
                        .parse::<Card>()
                        .map_err(|_| self.error_at(verb, CARD))?;
                    self.end()?;
                    Ok(Event::Play { seat, card })
                }
                Err(_) => Err(self.error_at(verb, VERB)),
            }
        }
    }

    /// `elect OPTION [CALL]`, after `elect`.
    fn elect(&mut self, seat: Option<Seat>) -> Result<Event, ScriptError> {
        let Some(t) = self.token() else {
            return Err(self.error_end(&expected_option()));
        };
        let option = t
            .text
            .parse()
            .map_err(|_| self.error_at(t, &expected_option()))?;
        if tablelaw::OptionId::takes_suit(option) {
            let Some(t) = self.token() else {
                return Err(self.error_end(SUIT));
            };
            let suit = suit_word(t.text).ok_or_else(|| self.error_at(t, SUIT))?;
            // Further suits: declarer prohibits the lead of one or more
            // penalty cards' suits (duplicate Law 51B2(b)).
            let mut also = Vec::new();
            while let Some(t) = self.token() {
                also.push(suit_word(t.text).ok_or_else(|| self.error_at(t, SUIT_OR_END))?);
            }
            return Ok(Event::Elect {
                seat,
                option,
                call: None,
                suit: Some(suit),
                also,
            });
        }
        let call = match self.token() {
            None => None,
            Some(t) => {
                let call = t.text.parse().map_err(|_| self.error_at(t, CALL_OR_END))?;
                self.end()?;
                Some(call)
            }
        };
        Ok(Event::Elect {
            seat,
            option,
            call,
            suit: None,
            also: Vec::new(),
        })
    }

    /// `CARD+`, after `exposes` or `leads`.
    fn expose(&mut self, seat: Seat, led: bool) -> Result<Event, ScriptError> {
        let mut cards = Vec::new();
        while let Some(t) = self.token() {
            cards.push(t.text.parse::<Card>().map_err(|_| self.error_at(t, CARD))?);
        }
        if cards.is_empty() {
            return Err(self.error_end(CARD));
        }
        Ok(Event::Expose { seat, cards, led })
    }

    /// `#N`, a ruling number from 1, as an index; `None` if absent.
    fn ruling_number(&mut self) -> Result<Option<usize>, ScriptError> {
        self.skip_whitespace();
        let rest = self.rest();
        let mut chars = rest.chars();
        if chars.next() != Some('#') || !chars.next().is_some_and(|c| c.is_ascii_digit()) {
            return Ok(None);
        }
        let len = 1 + rest[1..]
            .find(|c: char| c.is_whitespace() || c == '#')
            .unwrap_or(rest.len() - 1);
        let t = self.take(len);
        let digits = &t.text[1..];
        let index = if digits.bytes().all(|b| b.is_ascii_digit()) {
            digits
                .parse::<u128>()
                .ok()
                .and_then(|n| n.checked_sub(1))
                .and_then(|i| usize::try_from(i).ok())
        } else {
            None
        };
        index
            .map(Some)
            .ok_or_else(|| self.error_at(t, RULING_NUMBER))
    }

    /// `designate WORDS [intended CARD]`, after `designate` or `decl:`.
    fn designate(&mut self) -> Result<Event, ScriptError> {
        self.skip_whitespace();
        let quoted = self.rest().starts_with('"');
        let text = self.text()?;
        let mut intended = None;
        if let Some(t) = self.token() {
            if !is(t.text, "intended") {
                return Err(self.error_at(t, "`intended CARD` or the end of the line"));
            }
            let t = self.expect(CARD)?;
            intended = Some(t.text.parse::<Card>().map_err(|_| self.error_at(t, CARD))?);
            self.end()?;
        }
        let split = if quoted {
            None
        } else {
            text.rsplit_once(" intended ")
        };
        let (words, intended) = match (intended, split) {
            (None, Some((words, card))) => match card.trim().parse::<Card>() {
                Ok(card) => (words.trim_end().to_owned(), Some(card)),
                Err(_) => (text, None),
            },
            _ => (text, intended),
        };
        Ok(Event::Designate { words, intended })
    }
}

fn change_finding(word: &str) -> Option<ChangeFinding> {
    Some(if is(word, "deliberate") {
        ChangeFinding::Deliberate
    } else if is(word, "inadvertent") {
        ChangeFinding::Inadvertent
    } else if is(word, "misinformation") {
        ChangeFinding::Misinformation
    } else if is(word, "misunderstanding") {
        ChangeFinding::OwnMisunderstanding
    } else {
        return None;
    })
}

/// What a suit after `require-lead` or `prohibit-lead` may be.
const SUIT: &str = "a suit: C, D, H, S, a symbol such as `♥`, or a name such as `hearts`";

/// What may follow the suit of an election: another suit (Law 51B2(b)), or
/// the end of the line.
const SUIT_OR_END: &str = "another suit (C, D, H, S, a symbol or a name) or the end of the line";

/// A suit written as a letter, a symbol or a name (singular or plural).
fn suit_word(word: &str) -> Option<tablelaw::Suit> {
    if let Some(suit) = tablelaw::Suit::from_word(word) {
        return Some(suit);
    }
    let lower = word.to_lowercase();
    tablelaw::Suit::ALL
        .into_iter()
        .find(|s| lower == s.name() || lower == s.name().trim_end_matches('s'))
}

/// Dummy's act as an event.
fn dummy(seat: Seat, act: DummyAct) -> Event {
    Event::Dummy { seat, act }
}
