//! The streaming reader: one game's lines at a time into a buffer.

use std::io::Read;
use std::ops::Range;

use super::Visitor;
use super::inherit::Inherit;
use super::parse::{Fail, parse_game};
use super::token::decode_bytes;

pub use crate::error::ReadError;

/// A streaming PBN reader over any [`Read`].
///
/// It reads the input in large blocks into one window and finds each game's
/// end (a semi-empty line outside brace comments) where it lies, so a game
/// is parsed in place, never copied line by line; the window grows only to
/// hold the longest game. See the [module documentation](super) for the
/// format it reads.
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
    /// Where each of [`CANDIDATES`] next occurs in the window.
    candidates: [Candidate; 4],
    started: bool,
    inherit: Inherit,
}

/// A line feed and a blank byte: where a semi-empty line may start.
static CANDIDATES: std::sync::LazyLock<[memchr::memmem::Finder<'static>; 4]> =
    std::sync::LazyLock::new(|| {
        [b"\n\n", b"\n\r", b"\n ", b"\n\t"].map(memchr::memmem::Finder::new)
    });

/// What is known of where one of [`CANDIDATES`] next occurs.
#[derive(Clone, Copy, Debug, Default)]
struct Candidate {
    /// Its index in the window; `usize::MAX`: none up to `searched`;
    /// `None`: not searched for.
    at: Option<usize>,
    /// The window's end when it was last searched for.
    searched: usize,
}

/// How much the window asks of the input at a time.
const CHUNK: usize = 64 * 1024;

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
            candidates: [Candidate::default(); 4],
            started: false,
            inherit: Inherit::default(),
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
        loop {
            if !self.fill()? {
                return Ok(None);
            }
            match parse_game(
                &self.buf,
                self.game.clone(),
                &mut self.inherit,
                visitor,
                true,
            ) {
                Ok(Some(out)) => return Ok(Some(out)),
                Ok(None) => continue,
                Err(fail) => return Err(self.locate(fail)),
            }
        }
    }

    /// Skips the next game without decoding its calls, cards or deal (its
    /// tags still count for inheritance); false at the end of the input.
    ///
    /// # Errors
    /// [`ReadError::Io`] if reading fails; a malformed game is skipped
    /// like any other.
    pub fn skip_game(&mut self) -> Result<bool, ReadError> {
        loop {
            if !self.fill()? {
                return Ok(false);
            }
            if !matches!(
                parse_game(
                    &self.buf,
                    self.game.clone(),
                    &mut self.inherit,
                    &mut Skip,
                    false
                ),
                Ok(None)
            ) {
                return Ok(true);
            }
        }
    }

    /// The text of the game last read, as in the file, and the line number
    /// of its first line: for a caller that reports lines, such as a
    /// checker. Empty before the first game.
    pub fn last_game(&self) -> (usize, &[u8]) {
        (self.game_line, &self.buf[self.game.clone()])
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

    /// Finds the next block of lines (a game, or comments) and makes it
    /// `self.game`, reading more input as needed; false at the end of the
    /// input with nothing left. Offsets in here are from `self.start`, which
    /// [`more`](Self::more) keeps in place when it moves the window.
    fn fill(&mut self) -> Result<bool, ReadError> {
        if !self.started {
            self.started = true;
            while self.end < 3 && !self.eof {
                self.more()?;
            }
            if self.buf[..self.end].starts_with(b"\xEF\xBB\xBF") {
                self.start = 3;
            }
        }
        // Semi-empty lines before the block.
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
                None => break,
            }
        }
        let mut brace = BraceScan::default();
        let mut from = 0;
        let end = loop {
            let Some(nl) = self.next_candidate(from) else {
                if self.eof {
                    break self.end - self.start;
                }
                self.more()?;
                continue;
            };
            let next = nl + 1;
            if self.semi_empty(next)?.is_some()
                && !brace.open_at(&self.buf[self.start..self.end], nl)
            {
                break next;
            }
            from = next;
        };
        let lines = memchr::memchr_iter(b'\n', &self.buf[self.start..self.start + end]).count();
        self.game = self.start..self.start + end;
        self.game_line = self.line;
        self.line += lines;
        self.start += end;
        Ok(true)
    }

    /// The offset of the next line feed at or after offset `from` that a
    /// blank byte follows (where a semi-empty line may start), if the
    /// window has one. Each of the four patterns is searched for once and
    /// its place remembered, so the common one costs one vector search per
    /// game and the rare ones about one per window.
    fn next_candidate(&mut self, from: usize) -> Option<usize> {
        let from = self.start + from;
        let window = &self.buf[..self.end];
        let mut best = usize::MAX;
        for (known, finder) in self.candidates.iter_mut().zip(CANDIDATES.iter()) {
            let at = match known.at {
                Some(usize::MAX) if known.searched < window.len() => None,
                Some(at) if at >= from => Some(at),
                _ => None,
            };
            let at = at.unwrap_or_else(|| {
                // Search on from where the last search stopped, one byte
                // back for a pattern cut by the window's end then.
                let start = match known.at {
                    Some(usize::MAX) => from.max(known.searched.saturating_sub(1)),
                    _ => from,
                };
                let at = finder
                    .find(&window[start..])
                    .map_or(usize::MAX, |i| start + i);
                known.at = Some(at);
                known.searched = window.len();
                at
            });
            best = best.min(at);
        }
        (best != usize::MAX).then(|| best - self.start)
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
            let shift = self.start;
            // The values inheritance keeps in place are about to move.
            self.inherit.last.keep(&self.buf[..self.end]);
            for c in &mut self.candidates {
                c.at = c.at.and_then(|at| match at {
                    usize::MAX => Some(at),
                    _ => at.checked_sub(shift),
                });
                c.searched = c.searched.saturating_sub(shift);
            }
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
                format!("`{}`", decode_bytes(&rest[..len]))
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

/// Follows brace comments through a block, as far as asked.
#[derive(Default)]
struct BraceScan {
    /// The offset up to which the block has been followed.
    scanned: usize,
    in_brace: bool,
}

impl BraceScan {
    /// Whether a brace comment is open at the end of the line that ends at
    /// `nl` (a line feed) in `block`. A block without `{` needs one vector
    /// search; otherwise its lines are followed one by one.
    fn open_at(&mut self, block: &[u8], nl: usize) -> bool {
        let Some(region) = block.get(self.scanned..=nl) else {
            return self.in_brace;
        };
        if self.in_brace || memchr::memchr(b'{', region).is_some() {
            for line in region.split_inclusive(|&b| b == b'\n') {
                follow_braces(line, &mut self.in_brace);
            }
        }
        self.scanned = nl + 1;
        self.in_brace
    }
}

/// Follows the brace comments of one line, past its strings and `;`
/// comments (an escape line, `%`, opens none): `in_brace` says whether a
/// brace comment is open at the line's end.
fn follow_braces(line: &[u8], in_brace: &mut bool) {
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
