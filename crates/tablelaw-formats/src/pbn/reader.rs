//! The streaming reader: blocks of the input into one window, games parsed
//! where they lie.

use std::io::Read;
use std::ops::Range;

use super::Visitor;
use super::inherit::Inherit;
use super::parse::{Attempt, Fail, Outcome, follow_braces, parse_game};
use super::token::decode_bytes;

pub use crate::error::ReadError;

/// A streaming PBN reader over any [`Read`].
///
/// It reads the input in large blocks into one window and parses each game
/// in place, never copied; the parser finds the game's end (a semi-empty
/// line outside brace comments) as it passes the game's lines, so no other
/// pass goes over them. A game the window cuts is read to its end and
/// parsed again, bounded, telling the visitor only what it has not had.
/// The window grows only to hold the longest game. See the [module
/// documentation](super) for the format it reads.
pub struct Reader<R: Read> {
    input: R,
    /// The window: bytes read and not yet given up are `buf[..end]`; the
    /// rest is room for the next read (zeroed once, when the window grows).
    buf: Vec<u8>,
    end: usize,
    /// Where the unread part of the window starts.
    start: usize,
    /// The last game read (or block skipped), as a range of the window.
    game: Range<usize>,
    /// The line number of the game's first line.
    game_line: usize,
    /// The line number at `start`.
    line: usize,
    /// The input is exhausted: the window holds all that is left.
    eof: bool,
    started: bool,
    inherit: Inherit,
    /// The blocks of comments and escape lines skipped before the last
    /// game, up to [`BETWEEN_KEPT`] bytes of them.
    between: Vec<u8>,
}

/// How much of the text skipped between two games the reader keeps.
const BETWEEN_KEPT: usize = 4096;

/// How much the window asks of the input at a time.
const CHUNK: usize = 128 * 1024;

/// The longest game the reader holds (64 MiB): a game is kept whole while
/// it is read, so a longer one ([`ReadError::GameTooLarge`]) ends the
/// reading rather than the memory.
pub const GAME_LIMIT: usize = 64 << 20;

impl<R: Read> Reader<R> {
    /// A reader at the start of `input`. It reads in large blocks, so
    /// `input` needs no [`std::io::BufReader`] around it.
    pub fn new(input: R) -> Self {
        Reader {
            input,
            buf: Vec::new(),
            end: 0,
            start: 0,
            game: 0..0,
            game_line: 1,
            line: 1,
            eof: false,
            started: false,
            inherit: Inherit::default(),
            between: Vec::new(),
        }
    }

    /// Reads the next game into the visitor; `None` at the end of the input.
    ///
    /// # Errors
    /// [`ReadError::Syntax`] for a malformed game (the visitor's
    /// [`end_game`](Visitor::end_game) is not called for it, and the next
    /// call reads the game after it); [`ReadError::Io`] if reading fails.
    pub fn read_game<V: Visitor>(
        &mut self,
        visitor: &mut V,
    ) -> Result<Option<V::Output>, ReadError> {
        self.next_game(visitor, true)
    }

    /// Skips the next game without decoding its calls, cards or deal (its
    /// tags still count for inheritance); false at the end of the input.
    ///
    /// # Errors
    /// [`ReadError::Io`] if reading fails; a malformed game is skipped
    /// like any other.
    pub fn skip_game(&mut self) -> Result<bool, ReadError> {
        Ok(self.next_game(&mut Skip, false)?.is_some())
    }

    /// The next game, parsed where it lies in the window. When the window
    /// ends inside the game, the reader reads on to its end and parses it
    /// again, bounded by that end (see [`Attempt`]).
    fn next_game<V: Visitor>(
        &mut self,
        visitor: &mut V,
        visiting: bool,
    ) -> Result<Option<V::Output>, ReadError> {
        self.between.clear();
        loop {
            if !self.skip_semi_empty_lines()? {
                return Ok(None);
            }
            let mut attempt = Attempt::new(visiting);
            let mut bounded = None;
            loop {
                let outcome = parse_game(
                    &self.buf[..self.end],
                    self.start,
                    bounded,
                    self.eof,
                    &mut self.inherit,
                    visitor,
                    &mut attempt,
                );
                match outcome {
                    Outcome::Game(out, len, lines) => {
                        self.take(len, lines);
                        return Ok(Some(out));
                    }
                    Outcome::Empty(len, lines) => {
                        self.keep_between(len);
                        self.take(len, lines);
                        break;
                    }
                    Outcome::Failed(fail, len) => {
                        let game = &self.buf[self.start..self.start + len];
                        self.take(len, memchr::memchr_iter(b'\n', game).count());
                        return Err(self.locate(fail));
                    }
                    // A bounded try is never incomplete; the guard keeps
                    // the loop finite whatever happens.
                    Outcome::Incomplete if bounded.is_some() => {
                        let len = bounded.unwrap_or(0).max(1).min(self.end - self.start);
                        let game = &self.buf[self.start..self.start + len];
                        self.take(len, memchr::memchr_iter(b'\n', game).count());
                        break;
                    }
                    Outcome::Incomplete => bounded = Some(self.game_end()?),
                }
            }
        }
    }

    /// The text of the game last read, as in the file, and the line number
    /// of its first line: for a caller that reports lines, such as a
    /// checker. Empty before the first game.
    pub fn last_game(&self) -> (usize, &[u8]) {
        (self.game_line, &self.buf[self.game.clone()])
    }

    /// Keeps the block of `len` bytes skipped at `start`, up to
    /// [`BETWEEN_KEPT`] bytes in all.
    #[cold]
    #[inline(never)]
    fn keep_between(&mut self, len: usize) {
        let room = BETWEEN_KEPT.saturating_sub(self.between.len());
        let block = &self.buf[self.start..self.start + len];
        self.between.extend_from_slice(&block[..room.min(len)]);
    }

    /// The blocks of comments and escape lines (PBN §2.4, §3.8) that stood
    /// between the game before and the last game read, as in the file (up
    /// to 4 KiB of them): where a file says `% EXPORT` or `% PBN 2.1`.
    pub fn between_games(&self) -> &[u8] {
        &self.between
    }

    /// Reads every remaining game with visitors made by `make`, stopping at
    /// an input error (syntax errors are returned in place of their game).
    pub fn read_all<V: Visitor>(
        mut self,
        mut make: impl FnMut() -> V,
    ) -> impl Iterator<Item = Result<V::Output, ReadError>> {
        let mut done = false;
        core::iter::from_fn(move || {
            if done {
                return None;
            }
            let mut visitor = make();
            match self.read_game(&mut visitor) {
                Ok(Some(out)) => Some(Ok(out)),
                Ok(None) => None,
                Err(e @ ReadError::Io(_)) => {
                    done = true;
                    Some(Err(e))
                }
                Err(e) => Some(Err(e)),
            }
        })
    }

    /// Skips the semi-empty lines (and a byte order mark) before the next
    /// game; false at the end of the input. Offsets in here are from
    /// `self.start`, which [`more`](Self::more) keeps in place when it
    /// moves the window.
    fn skip_semi_empty_lines(&mut self) -> Result<bool, ReadError> {
        if !self.started {
            self.started = true;
            while self.end < 3 && !self.eof {
                self.more()?;
            }
            if self.buf[..self.end].starts_with(b"\xEF\xBB\xBF") {
                self.start = 3;
            }
        }
        loop {
            if self.start == self.end {
                if self.eof {
                    self.game = self.start..self.start;
                    return Ok(false);
                }
                self.more()?;
                continue;
            }
            match self.semi_empty(0)? {
                Some(len) => {
                    self.start += len;
                    self.line += 1;
                }
                None => return Ok(true),
            }
        }
    }

    /// Makes the next `len` bytes, with `lines` line feeds, the game last
    /// read.
    fn take(&mut self, len: usize, lines: usize) {
        let game = self.start..self.start + len;
        debug_assert_eq!(
            lines,
            memchr::memchr_iter(b'\n', &self.buf[game.clone()]).count()
        );
        self.game = game;
        self.game_line = self.line;
        self.line += lines;
        self.start += len;
    }

    /// The length of the game at `self.start`, found by following its
    /// lines and their braces to the first semi-empty line outside a brace
    /// comment, reading more input as needed. The slow way, for a game the
    /// window cut or a malformed one.
    fn game_end(&mut self) -> Result<usize, ReadError> {
        let mut in_brace = false;
        let mut at = 0;
        // How far the current line has been searched for its end: a long
        // line is searched once, not again after each read.
        let mut searched = 0;
        loop {
            let window = &self.buf[self.start..self.end];
            // The window may have lost a trailing end-of-file byte since the
            // last search (see `more`).
            let from = searched.max(at).min(window.len());
            let Some(i) = memchr::memchr(b'\n', &window[from..]) else {
                if self.eof {
                    return Ok(window.len());
                }
                if window.len() > GAME_LIMIT {
                    // Give up the game and the input: memory stays bounded.
                    let line = self.line;
                    self.start = self.end;
                    self.eof = true;
                    self.game = self.start..self.start;
                    return Err(ReadError::GameTooLarge {
                        line,
                        limit: GAME_LIMIT,
                    });
                }
                searched = window.len();
                self.more()?;
                continue;
            };
            let i = i + from - at;
            let nl = at + i;
            follow_braces(&window[at..=nl], &mut in_brace);
            if !in_brace && self.semi_empty(nl + 1)?.is_some() {
                return Ok(nl + 1);
            }
            at = nl + 1;
        }
    }

    /// Whether the line at offset `at` is semi-empty (spaces, tabs, a
    /// carriage return): its length with its line feed, `Some(0)` at the
    /// end of the input; `None` if it holds anything else.
    #[inline]
    fn semi_empty(&mut self, at: usize) -> Result<Option<usize>, ReadError> {
        let mut i = at;
        loop {
            match self.buf[..self.end].get(self.start + i) {
                Some(b' ' | b'\t' | b'\r') => i += 1,
                Some(b'\n') => return Ok(Some(i + 1 - at)),
                Some(_) => return Ok(None),
                None if self.eof => return Ok(Some(i - at)),
                None => self.more()?,
            }
        }
    }

    /// Reads more input into the window, first moving the unread part to
    /// its front; sets `eof` when the input has no more.
    fn more(&mut self) -> Result<(), ReadError> {
        // Move the unread part to the front when the room behind it runs
        // short (not at every read, so a reader that gives a byte at a time
        // costs no more than one that gives a block).
        if self.start > 0 && self.buf.len() - self.end < CHUNK / 4 {
            // The values inheritance keeps in place are about to move.
            self.inherit.last.keep(&self.buf[..self.end]);
            self.buf.copy_within(self.start..self.end, 0);
            self.end -= self.start;
            self.start = 0;
            self.game = 0..0;
        }
        if self.buf.len() - self.end < CHUNK / 4 {
            self.buf.resize(self.end + CHUNK, 0);
        }
        let n = loop {
            match self.input.read(&mut self.buf[self.end..]) {
                Ok(n) => break n,
                Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
                Err(e) => return Err(e.into()),
            }
        };
        self.end += n;
        if n == 0 {
            self.eof = true;
            // A DOS end-of-file byte (0x1A) after the last game, as old
            // editors write it, is not part of the file's text.
            while self.end > self.start && self.buf[self.end - 1] == 0x1A {
                self.end -= 1;
            }
        }
        Ok(())
    }

    /// The line and column of a failure, and what was found there.
    fn locate(&self, fail: Fail) -> ReadError {
        let game = &self.buf[self.game.clone()];
        let at = fail.at.min(game.len());
        let before = &game[..at];
        let line = self.game_line + before.iter().filter(|&&b| b == b'\n').count();
        let line_start = before
            .iter()
            .rposition(|&b| b == b'\n')
            .map_or(0, |i| i + 1);
        let column = 1 + before[line_start..]
            .iter()
            .filter(|&&b| b & 0xC0 != 0x80)
            .count();
        let rest = &game[at..];
        let found = match rest.first() {
            None => "the end of the game".to_owned(),
            Some(b'\n' | b'\r') => "the end of the line".to_owned(),
            Some(_) => {
                let len = rest
                    .iter()
                    .position(|b| b.is_ascii_whitespace())
                    .unwrap_or(rest.len())
                    .min(40);
                let word = decode_bytes(&rest[..len]);
                format!("`{}`", crate::script::printable(&word, 40))
            }
        };
        ReadError::Syntax {
            line,
            column,
            expected: fail.expected.to_owned(),
            found,
        }
    }
}

/// A visitor that wants nothing: for [`Reader::skip_game`].
struct Skip;

impl Visitor for Skip {
    type Output = ();
    fn end_game(&mut self) {}
}
