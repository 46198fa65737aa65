//! The streaming reader: tokens, boards, errors and recovery.

use std::borrow::Cow;
use std::io::{self, Read};
use std::ops::ControlFlow;

use super::buffer::{Buffer, Pipe};
use super::decode::{self, DecodeError, quote};
use super::{
    CallToken, CardToken, Code, Inherited, MAX_VALUE, Players, RawValue, ReadError, Visitor,
};

/// The most bytes a code field (with its whitespace) may take.
const MAX_CODE: usize = 64;
/// The most whitespace looked through for the `an` after an `mb`.
const MAX_GAP: usize = 1 << 12;

/// A token found, in offsets relative to the unconsumed bytes.
#[derive(Clone, Copy)]
struct Token {
    code: Code,
    value: (usize, usize),
    /// Just after the closing `|` (or the end of the input).
    end: usize,
}

/// How to find the next board after an error.
enum Resync {
    /// The tokens are in step: consume this many bytes, then skip tokens.
    Tokens(usize),
    /// A value too long: skip past its `|`, then skip tokens.
    PastValue,
    /// Out of step: consume this many bytes, then look field by field for
    /// `md`, `qx` or `pn`.
    Fields(usize),
    /// As `Fields`, after skipping past the next `|`.
    FieldsPastPipe,
}

enum Fault {
    Io(io::Error),
    Syntax {
        at: usize,
        expected: Cow<'static, str>,
        found: String,
        resync: Resync,
    },
}

impl From<io::Error> for Fault {
    fn from(e: io::Error) -> Self {
        Fault::Io(e)
    }
}

/// What a board has had so far, which decides where the next one begins.
#[derive(Clone, Copy, Default)]
struct BoardState {
    has_id: bool,
    has_deal: bool,
}

impl BoardState {
    fn starts_new(self, code: Code) -> bool {
        match code {
            Code::BOARD_ID => self.has_id || self.has_deal,
            Code::DEAL | Code::PLAYERS | Code::VUGRAPH => self.has_deal,
            _ => false,
        }
    }

    fn note(&mut self, code: Code) {
        self.has_id |= code == Code::BOARD_ID;
        self.has_deal |= code == Code::DEAL;
    }
}

/// A streaming LIN reader over any [`Read`], a board at a time.
///
/// It reads through an internal buffer (so wrapping the input in a
/// `BufReader` is unneeded); the memory it takes is bounded by the longest
/// value, never by the size of the file. See the [module doc](super) for
/// where boards begin, the leniencies and the errors.
///
/// # Examples
/// ```
/// use tablelaw_formats::lin::{BoardBuilder, Reader};
///
/// let lin = "qx|o1|md|1SAKQJHAKQJDAKQJCA,S2345H2345D2345C2,S6789H6789D6789C3,|mb|7Z|\n\
///            qx|c1|md|1SAKQJHAKQJDAKQJCA,S2345H2345D2345C2,S6789H6789D6789C3,|mb|7N|\n";
/// let mut reader = Reader::new(lin.as_bytes());
/// let err = reader.read_board(&mut BoardBuilder::new()).unwrap_err();
/// assert_eq!(err.position(), Some((1, 69)));
/// let board = reader.read_board(&mut BoardBuilder::new())?.unwrap();
/// assert_eq!(board.id.as_deref(), Some("c1"));
/// assert!(!reader.skip_board()?);
/// # Ok::<(), tablelaw_formats::lin::ReadError>(())
/// ```
pub struct Reader<R> {
    buf: Buffer<R>,
    /// The latest `pn` value read.
    players: Option<Vec<u8>>,
}

impl<R: Read> Reader<R> {
    /// A reader of `inner`.
    pub fn new(inner: R) -> Self {
        Reader {
            buf: Buffer::new(inner),
            players: None,
        }
    }

    /// The input back; the bytes read into the buffer and not yet consumed
    /// are lost.
    pub fn into_inner(self) -> R {
        self.buf.into_inner()
    }

    /// Reads the next board into `visitor`: `Ok(None)` at the end of the
    /// input.
    ///
    /// # Errors
    /// [`ReadError::Syntax`] for a malformed token: the reader has skipped
    /// to the next board and [`Visitor::end_board`] was not called;
    /// [`ReadError::Io`] when the input fails.
    pub fn read_board<V: Visitor>(
        &mut self,
        visitor: &mut V,
    ) -> Result<Option<V::Output>, ReadError> {
        self.board(Some(visitor)).map(Option::flatten)
    }

    /// Skips the next board, decoding nothing: `Ok(false)` at the end of the
    /// input. A `pn` in it is still remembered for the boards after it.
    ///
    /// # Errors
    /// As [`read_board`](Reader::read_board), for a malformed code or an
    /// input error (values are not checked).
    pub fn skip_board(&mut self) -> Result<bool, ReadError> {
        self.board(None::<&mut Skip>).map(|o| o.is_some())
    }

    /// `None` at the end of the input, else the visitor's output if any.
    fn board<V: Visitor>(
        &mut self,
        mut visitor: Option<&mut V>,
    ) -> Result<Option<Option<V::Output>>, ReadError> {
        self.buf.skip_bom()?;
        let mut state = BoardState::default();
        let mut visiting = true;
        let mut first = true;
        loop {
            let token = match self.peek() {
                Ok(Some(token)) => token,
                Ok(None) => break,
                Err(fault) => return Err(self.recover(fault, state)),
            };
            if first && token.code == Code::PAGE_BREAK {
                // A page break before a board's first token pauses nothing
                // and is no board by itself.
                self.pass(token);
                continue;
            }
            if first {
                first = false;
                if let Some(v) = visitor.as_deref_mut() {
                    let players = self.players.as_deref().map(|p| Players(RawValue(p)));
                    visiting = v.begin_board(Inherited { players }).is_continue();
                }
            } else if state.starts_new(token.code) {
                break;
            }
            state.note(token.code);
            match visitor.as_deref_mut() {
                Some(v) if visiting => match self.visit(token, v) {
                    Ok(flow) => visiting = flow.is_continue(),
                    Err(fault) => return Err(self.recover(fault, state)),
                },
                _ => self.pass(token),
            }
        }
        if first {
            return Ok(None);
        }
        Ok(Some(visitor.map(|v| v.end_board())))
    }

    /// The next token, its leading whitespace consumed; `None` at the end
    /// of the input.
    fn peek(&mut self) -> Result<Option<Token>, Fault> {
        if !self.buf.consume_whitespace()? {
            return Ok(None);
        }
        self.token_at(0).map(Some)
    }

    /// The token whose code starts at offset `at` (not whitespace).
    fn token_at(&mut self, at: usize) -> Result<Token, Fault> {
        let code_end = match self.buf.find_pipe(at, MAX_CODE)? {
            Pipe::At(p) => p,
            Pipe::End(end) => {
                return Err(Fault::Syntax {
                    at,
                    expected: "a code followed by `|`".into(),
                    found: quote(&self.buf.available()[at..end]),
                    resync: Resync::Fields(end),
                });
            }
            Pipe::TooLong => {
                return Err(Fault::Syntax {
                    at,
                    expected: "a code followed by `|`".into(),
                    found: "text with no `|`".into(),
                    resync: Resync::FieldsPastPipe,
                });
            }
        };
        let written = self.buf.available()[at..code_end].trim_ascii();
        let Some(code) = Code::new(written) else {
            return Err(Fault::Syntax {
                at,
                expected: "a two-letter code such as `md` or `pc`".into(),
                found: quote(written),
                resync: Resync::Fields(code_end + 1),
            });
        };
        let value_end = match self.buf.find_pipe(code_end + 1, MAX_VALUE)? {
            Pipe::At(p) => p,
            Pipe::End(end) => end,
            Pipe::TooLong => {
                return Err(Fault::Syntax {
                    at: code_end + 1,
                    expected: format!("a value of at most {MAX_VALUE} bytes").into(),
                    found: "a longer one".into(),
                    resync: Resync::PastValue,
                });
            }
        };
        let end = (value_end + 1).min(self.buf.available().len());
        Ok(Token {
            code,
            value: (code_end + 1, value_end),
            end,
        })
    }

    /// Remembers a `pn` value.
    fn remember_players(&mut self, token: Token) {
        let value = &self.buf.available()[token.value.0..token.value.1];
        let players = self.players.get_or_insert_with(Vec::new);
        players.clear();
        players.extend_from_slice(value);
    }

    /// Consumes a token without visiting it.
    fn pass(&mut self, token: Token) {
        if token.code == Code::PLAYERS {
            self.remember_players(token);
        }
        self.buf.consume(token.end);
    }

    /// The `an` right after a token ending at `end`, if any.
    fn explanation_after(&mut self, end: usize) -> Option<Token> {
        let at = self.buf.skip_whitespace(end, MAX_GAP).ok()??;
        let token = self.token_at(at).ok()?;
        (token.code == Code::EXPLANATION).then_some(token)
    }

    /// Visits a token and consumes it (and the `an` after an `mb`).
    fn visit<V: Visitor>(&mut self, token: Token, v: &mut V) -> Result<ControlFlow<()>, Fault> {
        let (start, end) = token.value;
        let fault = |e: DecodeError| Fault::Syntax {
            at: start + e.offset,
            expected: e.expected.into(),
            found: e.found,
            resync: Resync::Tokens(token.end),
        };
        let mut consumed = token.end;
        let flow = match token.code {
            Code::CALL => {
                let (call, alert) =
                    decode::call(&self.buf.available()[start..end]).map_err(fault)?;
                let explanation = self.explanation_after(token.end);
                let avail = self.buf.available();
                if let Some(an) = explanation {
                    consumed = an.end;
                }
                v.call(CallToken {
                    call,
                    alert,
                    raw: RawValue(&avail[start..end]),
                    explanation: explanation.map(|an| RawValue(&avail[an.value.0..an.value.1])),
                })
            }
            code => {
                let value = &self.buf.available()[start..end];
                let raw = RawValue(value);
                match code {
                    Code::PLAYERS => v.players(Players(raw)),
                    Code::DEAL => {
                        let (dealer, deal) = decode::deal(value).map_err(fault)?;
                        v.deal(dealer, deal)
                    }
                    Code::VULNERABILITY => {
                        v.vulnerability(decode::vulnerability(value).map_err(fault)?)
                    }
                    Code::HEADER => v.header(raw),
                    Code::BOARD_ID => v.board_id(raw),
                    Code::PLAY => {
                        let card = decode::card(value).map_err(fault)?;
                        v.play(CardToken { card, raw })
                    }
                    Code::CLAIM => v.claim(decode::claim(value).map_err(fault)?),
                    Code::COMMENT => v.comment(raw),
                    Code::PAGE_BREAK => v.page_break(),
                    _ => v.other(code, raw),
                }
            }
        };
        if token.code == Code::PLAYERS {
            self.remember_players(token);
        }
        self.buf.consume(consumed);
        Ok(flow)
    }

    /// Builds the error of a fault (its position counted now), then skips
    /// to the next board.
    fn recover(&mut self, fault: Fault, mut state: BoardState) -> ReadError {
        let (at, expected, found, resync) = match fault {
            Fault::Io(e) => return ReadError::Io(e),
            Fault::Syntax {
                at,
                expected,
                found,
                resync,
            } => (at, expected, found, resync),
        };
        let (line, column) = self.buf.position(at);
        let error = ReadError::Syntax {
            line,
            column,
            expected: expected.into_owned(),
            found,
        };
        let skipped = match resync {
            Resync::Tokens(n) => {
                self.buf.consume(n);
                self.skip_tokens(&mut state)
            }
            Resync::PastValue => self
                .buf
                .skip_past_pipe()
                .map_err(Fault::Io)
                .and_then(|()| self.skip_tokens(&mut state)),
            Resync::Fields(n) => {
                self.buf.consume(n);
                self.skip_fields()
            }
            Resync::FieldsPastPipe => self
                .buf
                .skip_past_pipe()
                .map_err(Fault::Io)
                .and_then(|()| self.skip_fields()),
        };
        match skipped {
            Err(Fault::Io(e)) => ReadError::Io(e),
            _ => error,
        }
    }

    /// Skips the tokens of the current board.
    fn skip_tokens(&mut self, state: &mut BoardState) -> Result<(), Fault> {
        loop {
            match self.peek() {
                Ok(None) => return Ok(()),
                Ok(Some(token)) if state.starts_new(token.code) => return Ok(()),
                Ok(Some(token)) => {
                    state.note(token.code);
                    self.pass(token);
                }
                Err(Fault::Io(e)) => return Err(Fault::Io(e)),
                Err(Fault::Syntax { resync, .. }) => {
                    return match resync {
                        Resync::Tokens(n) | Resync::Fields(n) => {
                            self.buf.consume(n);
                            self.skip_fields()
                        }
                        Resync::PastValue | Resync::FieldsPastPipe => {
                            self.buf.skip_past_pipe()?;
                            self.skip_fields()
                        }
                    };
                }
            }
        }
    }

    /// Skips fields (text between bars) until one reads `md`, `qx` or `pn`,
    /// where the next board begins.
    fn skip_fields(&mut self) -> Result<(), Fault> {
        loop {
            if !self.buf.consume_whitespace()? {
                return Ok(());
            }
            match self.buf.find_pipe(0, MAX_CODE)? {
                Pipe::At(p) => {
                    let field = self.buf.available()[..p].trim_ascii();
                    if matches!(
                        Code::new(field),
                        Some(Code::DEAL | Code::BOARD_ID | Code::PLAYERS)
                    ) {
                        return Ok(());
                    }
                    self.buf.consume(p + 1);
                }
                Pipe::End(end) => {
                    self.buf.consume(end);
                    return Ok(());
                }
                Pipe::TooLong => self.buf.skip_past_pipe()?,
            }
        }
    }
}

/// The visitor of [`Reader::skip_board`], never called.
struct Skip;

impl Visitor for Skip {
    type Output = ();
    fn end_board(&mut self) {}
}
