//! The streaming reader: one game's lines at a time into a buffer.

use std::collections::HashMap;
use std::io::{BufRead, BufReader, Read};
use std::ops::Range;

use super::Visitor;
use super::parse::{Fail, parse_game};
use super::token::decode_bytes;

pub use crate::error::ReadError;

/// What inheritance remembers across games (§4.8).
#[derive(Debug, Default)]
pub(crate) struct Inherit {
    /// The last value of every tag name.
    pub last: HashMap<Vec<u8>, Vec<u8>>,
    /// The lasting values set by `##`, in the order set.
    pub sticky: Vec<(Vec<u8>, Vec<u8>)>,
    /// The tag names of the current game, as ranges of its buffer.
    pub seen: Vec<Range<usize>>,
}

/// A streaming PBN reader over any [`Read`].
///
/// It holds one game at a time in its buffer; see the
/// [module documentation](super) for the format it reads.
pub struct Reader<R: Read> {
    input: BufReader<R>,
    buf: Vec<u8>,
    /// The line number of `buf`'s first byte.
    first_line: usize,
    /// The line number of the next line to read.
    next_line: usize,
    started: bool,
    inherit: Inherit,
}

impl<R: Read> Reader<R> {
    /// A reader at the start of `input`.
    pub fn new(input: R) -> Self {
        Reader {
            input: BufReader::new(input),
            buf: Vec::new(),
            first_line: 1,
            next_line: 1,
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
            match parse_game(&self.buf, &mut self.inherit, visitor, true) {
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
                parse_game(&self.buf, &mut self.inherit, &mut Skip, false),
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
        (self.first_line, &self.buf)
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

    /// Reads the next block of lines (a game, or comments) into the buffer;
    /// false at the end of the input with nothing read.
    fn fill(&mut self) -> Result<bool, ReadError> {
        self.buf.clear();
        let mut in_brace = false;
        loop {
            let start = self.buf.len();
            let n = self.input.read_until(b'\n', &mut self.buf)?;
            if n == 0 {
                return Ok(!self.buf.is_empty());
            }
            if !self.started {
                self.started = true;
                if self.buf.starts_with(b"\xEF\xBB\xBF") {
                    self.buf.drain(..3);
                }
            }
            let line_no = self.next_line;
            self.next_line += 1;
            let blank = scan_line(&self.buf[start..], &mut in_brace);
            if blank {
                self.buf.truncate(start);
                if !self.buf.is_empty() {
                    return Ok(true);
                }
            } else if start == 0 {
                self.first_line = line_no;
            }
        }
    }

    /// The line and column of a failure, and what was found there.
    fn locate(&self, fail: Fail) -> ReadError {
        let at = fail.at.min(self.buf.len());
        let before = &self.buf[..at];
        let line = self.first_line + before.iter().filter(|&&b| b == b'\n').count();
        let line_start = before
            .iter()
            .rposition(|&b| b == b'\n')
            .map_or(0, |i| i + 1);
        let column = 1 + before[line_start..]
            .iter()
            .filter(|&&b| b & 0xC0 != 0x80)
            .count();
        let rest = &self.buf[at..];
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

/// Whether a line is semi-empty outside a brace comment (a game boundary),
/// following the brace comments, strings and `;` comments of the line.
fn scan_line(line: &[u8], in_brace: &mut bool) -> bool {
    if !*in_brace {
        if line.first() == Some(&b'%') {
            return false;
        }
        if line
            .iter()
            .all(|b| matches!(b, b' ' | b'\t' | b'\r' | b'\n'))
        {
            return true;
        }
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
    false
}
