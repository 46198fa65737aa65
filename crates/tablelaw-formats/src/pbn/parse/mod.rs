//! Parsing one game in the reader's window, finding its end as it goes.
//!
//! A game ends at the first semi-empty line outside a brace comment (§3).
//! The parser passes every line feed of the game, so it finds that line
//! itself: no separate search over the game's bytes. Where a `{` could open
//! a brace comment that the parser does not read as one (in the data of a
//! supplemental section), a possible end is checked by following the braces
//! of the game's lines from its start, as the standard has them.
//!
//! A game may run past the end of the window. The first try reads whole
//! lines only, so what it tells the visitor stays true; it then reports
//! the game [`Incomplete`](Outcome::Incomplete), and the reader reads on to
//! the game's end and parses it again from its start, *bounded* by that
//! end, telling the visitor only what it has not had ([`Attempt`]). A game
//! that fails before its end is known is parsed again the same way, so the
//! reader knows where the next game starts. What inheritance remembers
//! changes only when the game is over (`Inherit::commit`), so the second
//! try sees what the first saw.

mod tag;
mod token;

use core::ops::ControlFlow;

use tablelaw::Seat;

use super::Visitor;
use super::inherit::Inherit;
use super::scan::{find1, line_end_or_brace};
use super::token::{CallToken, PlayToken, RawValue};
use super::words::trim_end;

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

/// How a try at a game went.
pub(crate) enum Outcome<O> {
    /// The game was read; it is this many bytes and line feeds long.
    Game(O, usize, usize),
    /// A block of this many bytes and line feeds with no game in it
    /// (nothing but comments).
    Empty(usize, usize),
    /// The game is malformed; it is this many bytes long.
    Failed(Fail, usize),
    /// The window ended before the game did, or the game failed before its
    /// end was known: the reader must find its end and try again, bounded.
    Incomplete,
}

/// What one try at a game leaves for the next.
#[derive(Debug)]
pub(crate) struct Attempt {
    /// The visitor is still told of the game (no `Break` yet).
    visiting: bool,
    /// How many calls the visitor has had.
    told: usize,
}

impl Attempt {
    /// A first try, telling the visitor (`visiting`) or not.
    pub fn new(visiting: bool) -> Self {
        Attempt { visiting, told: 0 }
    }
}

/// Where the game's end is known to be.
#[derive(Clone, Copy, PartialEq, Eq)]
enum End {
    /// Not yet: look for it; `eof`: the window holds all the input left.
    Open { eof: bool },
    /// Found, or given: the buffer ends with the game.
    Known,
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
    Section(core::ops::Range<usize>),
}

struct Parser<'a, 'v, V> {
    /// The game's bytes from its start: the rest of the window until its
    /// end is found, then cut there.
    buf: &'a [u8],
    /// The reader's window, which `buf` is the part `base..` of: the
    /// values inheritance keeps in place are ranges of it.
    window: &'a [u8],
    base: usize,
    pos: usize,
    end: End,
    /// A `{` that may open a brace comment the parser did not read as one
    /// (in section data): possible ends are checked against the braces.
    braced: bool,
    visitor: &'v mut V,
    /// How many calls were due so far (made or passed over).
    told: usize,
    /// The calls numbered up to this are not made: those the visitor had
    /// in an earlier try at the game; all of them ([`SILENT`]) once not
    /// visiting (skipping, or after a `Break`).
    quiet: usize,
    /// The line feeds passed.
    lines: usize,
}

/// [`Parser::quiet`] for a parser that tells the visitor nothing.
const SILENT: usize = usize::MAX;

/// Tries to parse the game at `start` in the reader's window `window`,
/// `bounded` to that many bytes (its end known) or looking for its end,
/// with `eof` saying the window holds all the input left. Without
/// visiting (see [`Attempt`]), nothing is decoded, the visitor is told
/// nothing but `end_game`, and errors end the game quietly. A failure's
/// offset is from the game's start.
pub(crate) fn parse_game<V: Visitor>(
    window: &[u8],
    start: usize,
    bounded: Option<usize>,
    eof: bool,
    inherit: &mut Inherit,
    visitor: &mut V,
    attempt: &mut Attempt,
) -> Outcome<V::Output> {
    let (buf, end) = match bounded {
        Some(len) => (&window[start..start + len], End::Known),
        None if eof => (&window[start..], End::Open { eof }),
        // Only whole lines: what the visitor is told of a line must not
        // change when more of it is read.
        None => match memchr::memrchr(b'\n', &window[start..]) {
            Some(last) => (&window[start..=start + last], End::Open { eof }),
            None => return Outcome::Incomplete,
        },
    };
    let mut probe = Parser::new(window, start, buf, end, &mut *visitor, false, 0);
    let probed = probe.skip_trivia();
    let (probe_end, probe_len, probe_pos) = (probe.end, probe.buf.len(), probe.pos);
    let probe_lines = probe.lines;
    match (probed, probe_end) {
        (Ok(()), End::Known) if probe_pos >= probe_len => {
            return Outcome::Empty(probe_len, probe_lines);
        }
        (Ok(()), End::Open { eof: true }) if probe_pos >= probe_len => {
            return Outcome::Empty(probe_len, probe_lines);
        }
        (Ok(()), End::Open { eof: false }) if probe_pos >= probe_len => return Outcome::Incomplete,
        (Err(_), End::Open { .. }) => return Outcome::Incomplete,
        _ => {}
    }
    let first_try = attempt.told == 0 && attempt.visiting;
    let mut p = Parser::new(
        window,
        start,
        buf,
        end,
        visitor,
        attempt.visiting,
        attempt.told,
    );
    // `begin_game` once, in the first try (counted in the others).
    if first_try {
        p.emit(|v| v.begin_game());
    } else {
        p.told += 1;
    }
    inherit.pending.clear();
    let result = p.body(inherit);
    let open = matches!(p.end, End::Open { .. });
    if (open && result.is_err()) || matches!(p.end, End::Open { eof: false }) {
        // The window ended inside the game, or the game failed where its
        // end is not yet known: the reader finds its end and tries again.
        attempt.visiting = p.visiting();
        attempt.told = p.told;
        inherit.pending.clear();
        return Outcome::Incomplete;
    }
    let len = p.buf.len();
    inherit.commit(window, result.is_ok());
    match result {
        Err(f) if attempt.visiting && p.visiting() => Outcome::Failed(f, len),
        _ => {
            // A game cut short by a failure was not followed to its end.
            let lines = match p.pos >= len {
                true => p.lines,
                false => memchr::memchr_iter(b'\n', p.buf).count(),
            };
            Outcome::Game(p.visitor.end_game(), len, lines)
        }
    }
}

impl<'a, 'v, V: Visitor> Parser<'a, 'v, V> {
    fn new(
        window: &'a [u8],
        base: usize,
        buf: &'a [u8],
        end: End,
        visitor: &'v mut V,
        visiting: bool,
        skip: usize,
    ) -> Self {
        Parser {
            buf,
            window,
            base,
            pos: 0,
            end,
            braced: false,
            visitor,
            told: 0,
            quiet: if visiting { skip } else { SILENT },
            lines: 0,
        }
    }

    /// Whether the visitor is still told of the game (no `Break` yet).
    fn visiting(&self) -> bool {
        self.quiet != SILENT
    }

    /// Calls the visitor if still visiting (and the call was not made in
    /// an earlier try); a `Break` ends the visit.
    #[inline]
    fn emit(&mut self, f: impl FnOnce(&mut V) -> ControlFlow<()>) {
        self.told += 1;
        if self.told > self.quiet && f(self.visitor).is_break() {
            self.quiet = SILENT;
        }
    }

    fn peek(&self) -> Option<u8> {
        self.buf.get(self.pos).copied()
    }

    fn line_end(&self, from: usize) -> usize {
        let from = from.min(self.buf.len());
        from + find1(&self.buf[from..], b'\n')
    }

    /// Just past a line feed (at `self.pos - 1`): if the game's end is
    /// still sought and the line here is semi-empty, outside a brace
    /// comment, the game ends with that line feed and `buf` is cut there.
    #[inline]
    fn passed_line_feed(&mut self) {
        self.lines += 1;
        if let End::Open { eof } = self.end {
            // A line that starts with a printing byte is not semi-empty.
            if !matches!(self.buf.get(self.pos), Some(&b) if b > b' ') {
                self.check_end(eof);
            }
        }
    }

    #[inline(never)]
    fn check_end(&mut self, eof: bool) {
        let mut i = self.pos;
        loop {
            match self.buf.get(i) {
                Some(b' ' | b'\t' | b'\r') => i += 1,
                Some(b'\n') => break,
                Some(_) => return,
                // At the window's end: the end only if the input's.
                None if eof => break,
                None => return,
            }
        }
        if self.braced && brace_open_at(&self.buf[..self.pos]) {
            return;
        }
        self.buf = &self.buf[..self.pos];
        self.end = End::Known;
    }

    /// Skips whitespace, comments (told to the visitor) and escape lines.
    /// Inline for the usual case of a few blanks before a token.
    #[inline]
    fn skip_trivia(&mut self) -> Result<(), Fail> {
        while let Some(&b) = self.buf.get(self.pos) {
            match b {
                b' ' | b'\t' | b'\r' => self.pos += 1,
                b'\n' => {
                    self.pos += 1;
                    self.passed_line_feed();
                }
                b'%' | b';' | b'{' | 0x0b | 0x0c => return self.skip_trivia_slow(),
                _ => return Ok(()),
            }
        }
        Ok(())
    }

    /// Steps over the byte here if it is a blank or a line feed (the rare
    /// blanks too: vertical tab, form feed); whether it was.
    fn skip_blank(&mut self) -> bool {
        match self.peek() {
            Some(b' ' | b'\t' | b'\r' | 0x0b | 0x0c) => self.pos += 1,
            Some(b'\n') => {
                self.pos += 1;
                self.passed_line_feed();
            }
            _ => return false,
        }
        true
    }

    #[inline(never)]
    fn skip_trivia_slow(&mut self) -> Result<(), Fail> {
        while let Some(b) = self.peek() {
            if self.skip_blank() {
                continue;
            }
            match b {
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
                    let Some(len) = memchr::memchr(b'}', &self.buf[self.pos + 1..]) else {
                        return fail(self.pos, "`}` closing the comment");
                    };
                    let text = &self.buf[self.pos + 1..self.pos + 1 + len];
                    self.lines += memchr::memchr_iter(b'\n', text).count();
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
                let pair = self.tag_pair(inherit)?;
                mode = self.tag(pair, inherit)?;
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
        if matches!(self.end, End::Open { eof: false }) {
            // The window ended first: the reader tries again (the pending
            // call or card may have annotations on the line after).
            return Ok(());
        }
        self.flush(&mut mode);
        // The lasting values of `##` tags this game did not give.
        if !inherit.sticky.is_empty() {
            for (name, value) in inherit.lacking() {
                self.added_tag(name, value);
            }
        }
        Ok(())
    }

    /// One line of section data, from its first non-blank byte (or the
    /// line's start if only blanks precede it) to its end. A `{` in it
    /// makes the game's end a matter of following its braces.
    fn data_line(&mut self, name: core::ops::Range<usize>) {
        let start = if self.pos == 0 || self.buf[self.pos - 1] == b'\n' {
            self.pos
        } else {
            self.data_line_start()
        };
        let (end, brace) = line_end_or_brace(&self.buf[self.pos..]);
        let end = self.pos + end;
        if brace {
            self.braced = true;
        }
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
}

/// Whether a brace comment is open at the end of `text` (which ends with a
/// line feed), following the braces of its lines as the standard has them.
pub(crate) fn brace_open_at(text: &[u8]) -> bool {
    let mut in_brace = false;
    if memchr::memchr(b'{', text).is_some() {
        for line in text.split_inclusive(|&b| b == b'\n') {
            follow_braces(line, &mut in_brace);
        }
    }
    in_brace
}

/// Follows the brace comments of one line, past its strings and `;`
/// comments (an escape line, `%`, opens none): `in_brace` says whether a
/// brace comment is open at the line's end.
pub(crate) fn follow_braces(line: &[u8], in_brace: &mut bool) {
    if !*in_brace && line.first() == Some(&b'%') {
        return;
    }
    // Jump from one byte that matters to the next (memchr's vector search).
    let mut in_string = false;
    let mut i = 0;
    while i < line.len() {
        let rest = &line[i..];
        let found = if *in_brace {
            memchr::memchr(b'}', rest)
        } else if in_string {
            memchr::memchr2(b'\\', b'"', rest)
        } else {
            memchr::memchr3(b'"', b';', b'{', rest)
        };
        let Some(at) = found else { break };
        i += at;
        let b = line[i];
        if *in_brace {
            *in_brace = false;
        } else if in_string {
            if b == b'\\' {
                i += 1;
            } else {
                in_string = false;
            }
        } else {
            match b {
                b'"' => in_string = true,
                b';' => break,
                _ => *in_brace = true,
            }
        }
        i += 1;
    }
}
