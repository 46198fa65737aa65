//! The reader's buffer: bytes read from the input and not yet consumed, with
//! the line and column of its first byte kept up to date cheaply (counted
//! only when bytes are discarded, once each).

use std::io::{self, Read};

const INITIAL: usize = 1 << 14;
const BOM: &[u8] = b"\xEF\xBB\xBF";

/// Where a search for `|` ended, in offsets relative to the unconsumed bytes.
pub(crate) enum Pipe {
    /// A `|` at this offset.
    At(usize),
    /// The end of the input, before any `|`, at this offset.
    End(usize),
    /// More than the cap of bytes without a `|`.
    TooLong,
}

pub(crate) struct Buffer<R> {
    inner: R,
    buf: Vec<u8>,
    /// The first unconsumed byte.
    pos: usize,
    /// The end of the bytes read.
    len: usize,
    eof: bool,
    bom_checked: bool,
    /// Where the position is known: `line` and `column` are those of
    /// `buf[mark]`. Each byte is counted once, when the mark passes it.
    mark: usize,
    /// The line of `buf[mark]`, from 1.
    line: usize,
    /// The characters before `buf[mark]` on its line.
    column: usize,
}

fn is_char_start(b: u8) -> bool {
    b & 0xC0 != 0x80
}

impl<R: Read> Buffer<R> {
    pub(crate) fn new(inner: R) -> Self {
        Buffer {
            inner,
            buf: Vec::new(),
            pos: 0,
            len: 0,
            eof: false,
            bom_checked: false,
            mark: 0,
            line: 1,
            column: 0,
        }
    }

    pub(crate) fn into_inner(self) -> R {
        self.inner
    }

    /// The unconsumed bytes read so far.
    pub(crate) fn available(&self) -> &[u8] {
        &self.buf[self.pos..self.len]
    }

    /// Consumes `n` bytes (at most the available ones).
    pub(crate) fn consume(&mut self, n: usize) {
        self.pos = (self.pos + n).min(self.len);
    }

    /// Reads more bytes; false at the end of the input. Offsets relative to
    /// the unconsumed bytes stay valid.
    fn fill(&mut self) -> io::Result<bool> {
        if self.eof {
            return Ok(false);
        }
        if self.pos > 0 && (self.len == self.buf.len() || self.pos >= self.buf.len() / 2) {
            self.discard();
        }
        if self.len == self.buf.len() {
            let size = (self.buf.len() * 2).max(INITIAL);
            self.buf.resize(size, 0);
        }
        loop {
            match self.inner.read(&mut self.buf[self.len..]) {
                Ok(0) => {
                    self.eof = true;
                    return Ok(false);
                }
                Ok(n) => {
                    self.len += n.min(self.buf.len() - self.len);
                    return Ok(true);
                }
                Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
                Err(e) => return Err(e),
            }
        }
    }

    /// Moves the mark to `to`, counting the lines and characters passed.
    fn advance_mark(&mut self, to: usize) {
        let passed = &self.buf[self.mark.min(to)..to];
        match passed.iter().rposition(|&b| b == b'\n') {
            Some(i) => {
                self.line += passed.iter().filter(|&&b| b == b'\n').count();
                self.column = passed[i + 1..]
                    .iter()
                    .filter(|&&b| is_char_start(b))
                    .count();
            }
            None => self.column += passed.iter().filter(|&&b| is_char_start(b)).count(),
        }
        self.mark = self.mark.max(to);
    }

    /// Drops the consumed bytes, counting their lines and characters.
    fn discard(&mut self) {
        self.advance_mark(self.pos);
        self.mark -= self.pos;
        self.buf.copy_within(self.pos..self.len, 0);
        self.len -= self.pos;
        self.pos = 0;
    }

    /// Skips a UTF-8 byte order mark at the very start of the input.
    pub(crate) fn skip_bom(&mut self) -> io::Result<()> {
        if self.bom_checked {
            return Ok(());
        }
        while self.available().len() < BOM.len() && self.fill()? {}
        if self.available().starts_with(BOM) {
            self.consume(BOM.len());
        }
        self.bom_checked = true;
        Ok(())
    }

    /// Consumes ASCII whitespace; false at the end of the input.
    pub(crate) fn consume_whitespace(&mut self) -> io::Result<bool> {
        loop {
            let avail = self.available();
            match avail.iter().position(|b| !b.is_ascii_whitespace()) {
                Some(i) => {
                    self.consume(i);
                    return Ok(true);
                }
                None => self.consume(avail.len()),
            }
            if !self.fill()? {
                return Ok(false);
            }
        }
    }

    /// The offset of the first byte at or after `from` that is not ASCII
    /// whitespace, looking at most `cap` bytes past `from`; `None` at the
    /// end of the input or past the cap.
    pub(crate) fn skip_whitespace(&mut self, from: usize, cap: usize) -> io::Result<Option<usize>> {
        let mut at = from;
        loop {
            let avail = self.available();
            match avail
                .get(at..)
                .and_then(|a| a.iter().position(|b| !b.is_ascii_whitespace()))
            {
                Some(i) if at + i - from <= cap => return Ok(Some(at + i)),
                Some(_) => return Ok(None),
                None => at = at.max(avail.len()),
            }
            if at - from > cap || !self.fill()? {
                return Ok(None);
            }
        }
    }

    /// The first `|` at or after `from`, looking at most `cap` bytes past
    /// `from`.
    pub(crate) fn find_pipe(&mut self, from: usize, cap: usize) -> io::Result<Pipe> {
        let mut scan = from;
        loop {
            let avail = self.available();
            if let Some(i) = avail
                .get(scan..)
                .and_then(|a| a.iter().position(|&b| b == b'|'))
            {
                return Ok(if scan + i - from > cap {
                    Pipe::TooLong
                } else {
                    Pipe::At(scan + i)
                });
            }
            scan = scan.max(avail.len());
            if scan - from > cap {
                return Ok(Pipe::TooLong);
            }
            if !self.fill()? {
                return Ok(Pipe::End(self.available().len()));
            }
        }
    }

    /// Consumes everything up to and including the next `|`, however far.
    pub(crate) fn skip_past_pipe(&mut self) -> io::Result<()> {
        loop {
            if let Some(i) = self.available().iter().position(|&b| b == b'|') {
                self.consume(i + 1);
                return Ok(());
            }
            let n = self.available().len();
            self.consume(n);
            if !self.fill()? {
                return Ok(());
            }
        }
    }

    /// The line and the column (both from 1, the column in characters) of
    /// the byte at offset `at`. Errors come in the order of the input, so
    /// the mark only moves forward and each byte is counted once.
    pub(crate) fn position(&mut self, at: usize) -> (usize, usize) {
        let to = (self.pos + at).min(self.len);
        self.advance_mark(to);
        (self.line, self.column + 1)
    }
}
