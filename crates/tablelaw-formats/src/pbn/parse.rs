//! Parsing one game held in a buffer.

use core::ops::ControlFlow;
use std::borrow::Cow;
use std::ops::Range;

use tablelaw::deal::DealError;
use tablelaw::{Deal, Seat};

use super::Visitor;
use super::inherit::Inherit;
use super::scan::{find1, find3};
use super::token::{
    CallKind, CallToken, Irregularity, Nags, PlayKind, PlayToken, RawValue, Suffix, decode_bytes,
};
use super::words::{
    call_fast, call_kind, card2, full_deal, number, play_kind, seat, split_note, trim_end,
};

/// Where a game went wrong: a byte offset in its buffer and what was
/// expected; the reader turns it into a line and a column.
#[derive(Debug)]
pub(crate) struct Fail {
    pub at: usize,
    pub expected: &'static str,
}

fn fail<T>(at: usize, expected: &'static str) -> Result<T, Fail> {
    Err(Fail { at, expected })
}

/// The token being annotated, or the section being read.
enum Mode {
    Start,
    Auction {
        first: Seat,
        index: usize,
        pending: Option<CallToken>,
    },
    Play {
        leader: Seat,
        index: usize,
        pending: Option<PlayToken>,
    },
    Section(Range<usize>),
}

struct Parser<'a, 'v, V> {
    buf: &'a [u8],
    /// The reader's window, which `buf` is the part `base..` of: the
    /// values inheritance keeps in place are ranges of it.
    window: &'a [u8],
    base: usize,
    pos: usize,
    visitor: &'v mut V,
    visiting: bool,
}

/// Parses the game at `game` in the reader's window. `Ok(None)`: the block
/// holds no game (nothing but comments). Without `visiting`, nothing is
/// decoded, the visitor is told nothing but `end_game`, and errors end the
/// game quietly. A failure's offset is from the game's start.
pub(crate) fn parse_game<V: Visitor>(
    window: &[u8],
    game: Range<usize>,
    inherit: &mut Inherit,
    visitor: &mut V,
    visiting: bool,
) -> Result<Option<V::Output>, Fail> {
    let base = game.start;
    let buf = &window[game];
    let mut probe = Parser {
        buf,
        window,
        base,
        pos: 0,
        visitor: &mut *visitor,
        visiting: false,
    };
    if probe.skip_trivia().is_ok() && probe.pos >= buf.len() {
        return Ok(None);
    }
    let mut p = Parser {
        buf,
        window,
        base,
        pos: 0,
        visitor,
        visiting,
    };
    if p.visiting {
        p.visiting = p.visitor.begin_game().is_continue();
    }
    inherit.seen.clear();
    match p.body(inherit) {
        Ok(()) => Ok(Some(p.visitor.end_game())),
        Err(f) if visiting && p.visiting => Err(f),
        Err(_) => Ok(Some(p.visitor.end_game())),
    }
}

impl<'a, V: Visitor> Parser<'a, '_, V> {
    /// Calls the visitor if still visiting; a `Break` ends the visit.
    fn emit(&mut self, f: impl FnOnce(&mut V) -> ControlFlow<()>) {
        if self.visiting && f(self.visitor).is_break() {
            self.visiting = false;
        }
    }

    fn peek(&self) -> Option<u8> {
        self.buf.get(self.pos).copied()
    }

    fn line_end(&self, from: usize) -> usize {
        let from = from.min(self.buf.len());
        from + find1(&self.buf[from..], b'\n')
    }

    /// Skips whitespace, comments (told to the visitor) and escape lines.
    /// Inline for the usual case of a few blanks before a token.
    #[inline]
    fn skip_trivia(&mut self) -> Result<(), Fail> {
        while let Some(&b) = self.buf.get(self.pos) {
            match b {
                b' ' | b'\t' | b'\r' | b'\n' => self.pos += 1,
                b'%' | b';' | b'{' | 0x0b | 0x0c => return self.skip_trivia_slow(),
                _ => return Ok(()),
            }
        }
        Ok(())
    }

    #[inline(never)]
    fn skip_trivia_slow(&mut self) -> Result<(), Fail> {
        while let Some(b) = self.peek() {
            match b {
                b' ' | b'\t' | b'\r' | b'\n' | 0x0b | 0x0c => self.pos += 1,
                b'%' if self.pos == 0 || self.buf[self.pos - 1] == b'\n' => {
                    self.pos = self.line_end(self.pos);
                }
                b';' => {
                    let end = self.line_end(self.pos);
                    let text = trim_end(&self.buf[self.pos + 1..end]);
                    self.emit(|v| v.comment(RawValue(text)));
                    self.pos = end;
                }
                b'{' => {
                    let Some(len) = self.buf[self.pos + 1..].iter().position(|&b| b == b'}') else {
                        return fail(self.pos, "`}` closing the comment");
                    };
                    let text = &self.buf[self.pos + 1..self.pos + 1 + len];
                    self.emit(|v| v.comment(RawValue(text)));
                    self.pos += len + 2;
                }
                _ => return Ok(()),
            }
        }
        Ok(())
    }

    fn body(&mut self, inherit: &mut Inherit) -> Result<(), Fail> {
        let mut mode = Mode::Start;
        loop {
            self.skip_trivia()?;
            let Some(b) = self.peek() else { break };
            if b == b'[' {
                self.flush(&mut mode);
                let (name, value) = self.tag_pair()?;
                mode = self.tag(name, value, inherit)?;
                continue;
            }
            match &mut mode {
                Mode::Start => return fail(self.pos, "a tag pair such as `[Board \"1\"]`"),
                Mode::Section(name) => {
                    let name = name.clone();
                    self.data_line(name);
                }
                Mode::Auction { .. } | Mode::Play { .. } => self.token(&mut mode)?,
            }
        }
        self.flush(&mut mode);
        // The lasting values of `##` tags this game did not give.
        let Inherit { last, sticky, seen } = inherit;
        for (name, value) in sticky.iter() {
            if !seen.iter().any(|r| self.buf[r.clone()] == name[..]) {
                self.emit(|v| v.tag(name, RawValue(value)));
                last.set(name, value);
            }
        }
        Ok(())
    }

    /// `[Name "value"]`, with whitespace (even line ends) between tokens;
    /// returns the name's and the value's ranges.
    fn tag_pair(&mut self) -> Result<(Range<usize>, Range<usize>), Fail> {
        if let Some(pair) = self.plain_tag_pair() {
            return Ok(pair);
        }
        self.pos += 1;
        self.skip_space();
        let start = self.pos;
        self.pos += self.buf[start..]
            .iter()
            .position(|&b| !NAME_BYTE[usize::from(b)])
            .unwrap_or(self.buf.len() - start);
        if self.pos == start {
            return fail(self.pos, "a tag name");
        }
        let name = start..self.pos;
        self.skip_space();
        if self.peek() != Some(b'"') {
            return fail(self.pos, "a tag value in double quotes");
        }
        let open = self.pos;
        self.pos += 1;
        let value_start = self.pos;
        loop {
            // Jump to the next byte that matters (memchr's vector search).
            self.pos += find3(&self.buf[self.pos..], b'"', b'\\', b'\n');
            match self.peek() {
                Some(b'"') => break,
                Some(b'\\') if !matches!(self.buf.get(self.pos + 1), None | Some(b'\n')) => {
                    self.pos += 2;
                }
                None | Some(b'\n') => return fail(open, "a tag value closed on its line"),
                Some(_) => self.pos += 1,
            }
        }
        let value = value_start..self.pos;
        self.pos += 1;
        self.skip_space();
        if self.peek() != Some(b']') {
            return fail(self.pos, "`]` closing the tag pair");
        }
        self.pos += 1;
        Ok((name, value))
    }

    /// The usual tag pair, `[Name "value"]` with one space and no escape,
    /// read in one go; `None` (and nothing read) for any other.
    #[inline]
    fn plain_tag_pair(&mut self) -> Option<(Range<usize>, Range<usize>)> {
        let buf = self.buf;
        let start = self.pos + 1;
        let name_len = buf
            .get(start..)?
            .iter()
            .position(|&b| !NAME_BYTE[usize::from(b)])?;
        let open = start + name_len;
        if name_len == 0 || buf.get(open..open + 2)? != b" \"" {
            return None;
        }
        let value = open + 2;
        let close = value + find3(&buf[value..], b'"', b'\\', b'\n');
        if buf.get(close..close + 2)? != b"\"]" {
            return None;
        }
        self.pos = close + 2;
        Some((start..open, value..close))
    }

    fn skip_space(&mut self) {
        while matches!(
            self.peek(),
            Some(b' ' | b'\t' | b'\r' | b'\n' | 0x0b | 0x0c)
        ) {
            self.pos += 1;
        }
    }

    /// A tag pair read: inheritance, the visitor, and the mode it opens.
    fn tag(
        &mut self,
        name: Range<usize>,
        value: Range<usize>,
        inherit: &mut Inherit,
    ) -> Result<Mode, Fail> {
        let buf = self.buf;
        let name_b = &buf[name.clone()];
        let raw = &buf[value.clone()];
        if name_b == b"Note" {
            match split_note(raw) {
                Some((n, text)) => self.emit(|v| v.note(n, RawValue(text))),
                None => self.emit(|v| v.tag(name_b, RawValue(raw))),
            }
            return Ok(Mode::Section(name));
        }
        inherit.seen.push(name.clone());
        let Inherit { last, sticky, .. } = inherit;
        let is_structural = matches!(name_b, b"Auction" | b"Play" | b"Deal");
        // The value the structural tags go on with: borrowed unless inherited.
        let resolved: Cow<'a, [u8]> = if raw == b"#" || raw == b"##" {
            let inherited = last.get(name_b, self.window).unwrap_or(b"").to_vec();
            self.emit(|v| v.tag(name_b, RawValue(&inherited)));
            sticky.retain(|(n, _)| n[..] != *name_b);
            if raw == b"##" {
                sticky.push((name_b.to_vec(), inherited.clone()));
            }
            last.set(name_b, &inherited);
            Cow::Owned(if is_structural { inherited } else { Vec::new() })
        } else {
            let text = raw.strip_prefix(b"##").unwrap_or(raw);
            if !sticky.is_empty() {
                sticky.retain(|(n, _)| n[..] != *name_b);
            }
            if raw.starts_with(b"##") {
                sticky.push((name_b.to_vec(), text.to_vec()));
            }
            let base = self.base + value.end;
            last.set_at(name_b, base - text.len()..base);
            self.emit(|v| v.tag(name_b, RawValue(text)));
            Cow::Borrowed(text)
        };
        let resolved_copy = &resolved[..];
        let at = value.start;
        Ok(match name_b {
            b"Auction" => {
                let first = seat(resolved_copy).ok_or(Fail {
                    at,
                    expected: "a seat N, E, S or W",
                })?;
                self.emit(|v| v.begin_auction(first));
                Mode::Auction {
                    first,
                    index: 0,
                    pending: None,
                }
            }
            b"Play" => {
                let leader = seat(resolved_copy).ok_or(Fail {
                    at,
                    expected: "a seat N, E, S or W",
                })?;
                self.emit(|v| v.begin_play(leader));
                Mode::Play {
                    leader,
                    index: 0,
                    pending: None,
                }
            }
            b"Deal" => {
                let text = resolved_copy.trim_ascii();
                if self.visiting && !text.is_empty() && text != b"?" {
                    match parse_deal(text) {
                        Ok(deal) => self.emit(|v| v.deal(&deal)),
                        // An end position (§3.10) or an impossible deal: the tag only.
                        Err(DealError::Impossible(_)) => {}
                        Err(_) => return fail(at, "a deal such as `N:AKQ.T98.76.5432 - - -`"),
                    }
                }
                Mode::Section(name)
            }
            _ => Mode::Section(name),
        })
    }

    /// One line of section data, from its first non-blank byte (or the
    /// line's start if only blanks precede it) to its end.
    fn data_line(&mut self, name: Range<usize>) {
        let start = if self.pos == 0 || self.buf[self.pos - 1] == b'\n' {
            self.pos
        } else {
            self.data_line_start()
        };
        let end = self.line_end(self.pos);
        let line = trim_end(&self.buf[start..end]);
        let buf = self.buf;
        self.emit(|v| v.section(&buf[name], RawValue(line)));
        self.pos = end;
    }

    /// Where a line of section data starts: its first non-blank byte, or
    /// the line's start if only blanks precede it.
    fn data_line_start(&self) -> usize {
        let line_start = self.buf[..self.pos]
            .iter()
            .rposition(|&b| b == b'\n')
            .map_or(0, |i| i + 1);
        if self.buf[line_start..self.pos]
            .iter()
            .all(|&b| b == b' ' || b == b'\t')
        {
            line_start
        } else {
            self.pos
        }
    }

    /// Hands the pending call or card to the visitor.
    fn flush(&mut self, mode: &mut Mode) {
        match mode {
            Mode::Auction { pending, .. } => {
                if let Some(t) = pending.take() {
                    self.emit(|v| v.call(t));
                }
            }
            Mode::Play { pending, .. } => {
                if let Some(t) = pending.take() {
                    self.emit(|v| v.play(t));
                }
            }
            _ => {}
        }
    }

    /// One token of the auction or the play section.
    fn token(&mut self, mode: &mut Mode) -> Result<(), Fail> {
        let start = self.pos;
        let buf = self.buf;
        // The usual card, two bytes and a blank: no word scan.
        if let (Mode::Play { .. }, Some(&[s, r, end])) = (&*mode, buf.get(start..start + 3)) {
            if matches!(end, b' ' | b'\t' | b'\r' | b'\n') {
                if let Some(card) = card2(s, r) {
                    self.pos = start + 2;
                    return self.main(mode, start, None, Main::Play(PlayKind::Card(card)));
                }
            }
        }
        // The usual call, `Pass` or a bid and a blank: no word scan either.
        if let Mode::Auction { .. } = mode {
            if let Some((kind, len)) = call_fast(&buf[start..]) {
                self.pos = start + len;
                return self.main(mode, start, None, Main::Call(kind));
            }
        }
        let b = buf[start];
        let word_end = |from: usize| {
            buf[from..]
                .iter()
                .position(|&c| !(c.is_ascii_alphanumeric() || c == b'-'))
                .map_or(buf.len(), |i| from + i)
        };
        let auction = matches!(mode, Mode::Auction { .. });
        match b {
            b'=' => {
                let end = start
                    + 1
                    + buf[start + 1..]
                        .iter()
                        .take_while(|c| c.is_ascii_digit())
                        .count();
                if end == start + 1 || buf.get(end) != Some(&b'=') {
                    return fail(start, "a note reference such as `=1=`");
                }
                let n = number(&buf[start + 1..end]).ok_or(Fail {
                    at: start,
                    expected: "a note number",
                })?;
                self.pos = end + 1;
                self.annotate(mode, start, |note, _, _| {
                    if note.replace(n).is_some() {
                        Err("at most one note reference")
                    } else {
                        Ok(())
                    }
                })
            }
            b'$' => {
                let end = start
                    + 1
                    + buf[start + 1..]
                        .iter()
                        .take_while(|c| c.is_ascii_digit())
                        .count();
                let nag = number(&buf[start + 1..end])
                    .and_then(|n| u8::try_from(n).ok())
                    .ok_or(Fail {
                        at: start,
                        expected: "a NAG `$0` to `$255`",
                    })?;
                self.pos = end;
                self.annotate(mode, start, |_, _, nags| {
                    if nags.push(nag) {
                        Ok(())
                    } else {
                        Err("at most 8 NAGs")
                    }
                })
            }
            b'!' | b'?' => {
                let len = buf[start..]
                    .iter()
                    .take(2)
                    .take_while(|&&c| c == b'!' || c == b'?')
                    .count();
                let suffix = Suffix::from_bytes(&buf[start..start + len]).ok_or(Fail {
                    at: start,
                    expected: "a suffix",
                })?;
                self.pos = start + len;
                self.annotate(mode, start, |_, s, _| {
                    if s.replace(suffix).is_some() {
                        Err("at most one suffix")
                    } else {
                        Ok(())
                    }
                })
            }
            b'^' => {
                let mark = buf.get(start + 1).map(u8::to_ascii_uppercase);
                self.pos = start + 2;
                let irregularity = match (auction, mark) {
                    (true, Some(b'S')) => {
                        return self.main(mode, start, None, Main::Call(CallKind::Skipped));
                    }
                    (true, Some(b'I')) => Irregularity::Insufficient,
                    (false, Some(b'R')) => Irregularity::Revoke,
                    (false, Some(b'L')) => Irregularity::LeadOutOfTurn,
                    (true, _) => return fail(start, "an irregularity mark `^I` or `^S`"),
                    (false, _) => return fail(start, "an irregularity mark `^R` or `^L`"),
                };
                self.skip_trivia()?;
                let next = self.pos;
                if matches!(
                    self.peek(),
                    None | Some(b'[' | b'^' | b'=' | b'$' | b'!' | b'?')
                ) {
                    return fail(next, "a call or a card after the irregularity mark");
                }
                self.main_word(mode, next, word_end, Some(irregularity))
            }
            _ => self.main_word(mode, start, word_end, None),
        }
    }

    fn main_word(
        &mut self,
        mode: &mut Mode,
        start: usize,
        word_end: impl Fn(usize) -> usize,
        irregularity: Option<Irregularity>,
    ) -> Result<(), Fail> {
        let buf = self.buf;
        let auction = matches!(mode, Mode::Auction { .. });
        let main = match buf[start] {
            b'*' => {
                self.pos = start + 1;
                if auction {
                    Main::Call(CallKind::End)
                } else {
                    Main::Play(PlayKind::End)
                }
            }
            b'+' => {
                self.pos = start + 1;
                if auction {
                    Main::Call(CallKind::Continue)
                } else {
                    Main::Play(PlayKind::Continue)
                }
            }
            _ => {
                let end = word_end(start);
                let word = &buf[start..end];
                self.pos = end.max(start + 1);
                if auction {
                    Main::Call(call_kind(word).ok_or(Fail {
                        at: start,
                        expected: "a call such as `1C`, `3NT`, `Pass`, `X`, `XX`, `AP` or `-`",
                    })?)
                } else {
                    Main::Play(play_kind(word).ok_or(Fail {
                        at: start,
                        expected: "a card such as `SA`, `HT` or `-`",
                    })?)
                }
            }
        };
        self.main(mode, start, irregularity, main)
    }

    /// A call or a card: the pending one goes to the visitor, this one waits
    /// for its annotations.
    fn main(
        &mut self,
        mode: &mut Mode,
        _at: usize,
        irregularity: Option<Irregularity>,
        main: Main,
    ) -> Result<(), Fail> {
        self.flush(mode);
        match (mode, main) {
            (
                Mode::Auction {
                    first,
                    index,
                    pending,
                },
                Main::Call(kind),
            ) => {
                *pending = Some(CallToken {
                    kind,
                    seat: first.after(*index % 4),
                    irregularity,
                    suffix: None,
                    note: None,
                    nags: Nags::default(),
                });
                *index = index.wrapping_add(1);
            }
            (
                Mode::Play {
                    leader,
                    index,
                    pending,
                },
                Main::Play(kind),
            ) => {
                *pending = Some(PlayToken {
                    kind,
                    seat: leader.after(*index % 4),
                    trick: u32::try_from(*index / 4 + 1).unwrap_or(u32::MAX),
                    irregularity,
                    suffix: None,
                    note: None,
                    nags: Nags::default(),
                });
                *index = index.wrapping_add(1);
            }
            _ => {}
        }
        Ok(())
    }

    /// Adds an annotation to the pending call or card.
    fn annotate(
        &mut self,
        mode: &mut Mode,
        at: usize,
        f: impl FnOnce(&mut Option<u32>, &mut Option<Suffix>, &mut Nags) -> Result<(), &'static str>,
    ) -> Result<(), Fail> {
        let r = match mode {
            Mode::Auction {
                pending: Some(t), ..
            } => f(&mut t.note, &mut t.suffix, &mut t.nags),
            Mode::Play {
                pending: Some(t), ..
            } => f(&mut t.note, &mut t.suffix, &mut t.nags),
            _ => Err("a call or a card before its annotation"),
        };
        r.map_err(|expected| Fail { at, expected })
    }
}

enum Main {
    Call(CallKind),
    Play(PlayKind),
}

/// A deal tag's value read as a deal; letters in either case.
fn parse_deal(text: &[u8]) -> Result<Deal, DealError> {
    match full_deal(text) {
        Some(deal) => Ok(deal),
        None => decode_bytes(text).parse(),
    }
}

/// The bytes of a tag name (§3.2): letters, digits and `_`.
static NAME_BYTE: [bool; 256] = {
    let mut t = [false; 256];
    let mut b = 0;
    while b < 256 {
        let c = b as u8;
        t[b] = c.is_ascii_alphanumeric() || c == b'_';
        b += 1;
    }
    t
};
