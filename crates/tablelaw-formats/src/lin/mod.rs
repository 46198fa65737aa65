//! LIN, Bridge Base Online's hand-record format: a streaming reader and a
//! writer.
//!
//! A LIN file is a run of tokens `code|value|`: a two-letter code, a bar, a
//! value, a bar. LIN has no published specification; the codes this module
//! knows are the ones BBO writes in its hand records and vugraph files:
//!
//! | code | value | given to the [`Visitor`] as |
//! |---|---|---|
//! | `pn` | the players, comma-separated, South, West, North, East (a vugraph file names eight: the open room's four, then the closed room's) | [`Visitor::players`] |
//! | `md` | the dealer digit (1 South, 2 West, 3 North, 4 East), then the hands of South, West, North and East, comma-separated, each as `S…H…D…C…` | [`Visitor::deal`]: the dealer [`Seat`](tablelaw::Seat) and a [`Deal`](tablelaw::Deal) |
//! | `sv` | the vulnerability: `o` none, `n` North-South, `e` East-West, `b` both | [`Visitor::vulnerability`] |
//! | `ah` | the board header, `Board 15` | [`Visitor::header`] |
//! | `qx` | the board id: `o1` (open room, board 1), `c1` (closed room) | [`Visitor::board_id`] |
//! | `mb` | a call: `1S`, `2N`, `p`, `d`, `r`; a trailing `!` is an alert | [`Visitor::call`], with the `an` that follows |
//! | `an` | the explanation of the call just before | part of the [`CallToken`] |
//! | `pc` | a card played: `SA`, `h2` | [`Visitor::play`] |
//! | `mc` | a claim: the number of tricks declarer's side takes in all | [`Visitor::claim`] |
//! | `nt` | a comment | [`Visitor::comment`] |
//! | `pg` | a page break (after the auction and after each trick) | [`Visitor::page_break`] |
//! | any other (`vg`, `rs`, `st`, `rh`, `pw`, `bn`, …) | kept raw | [`Visitor::other`] |
//!
//! The reader does not apply the laws: a call out of turn or a card not held
//! reads like any other, and only [`Table`](tablelaw::Table) rules on it.
//!
//! # Example
//! ```
//! use tablelaw::{Call, Seat};
//! use tablelaw_formats::lin::{BoardBuilder, Reader};
//!
//! let lin = "pn|Ann,Bob,Cy,Di|md|3SAKQJHAKQJDAKQJCA,S2345H2345D2345C2,S6789H6789D6789C3,|\
//!            sv|n|ah|Board 2|mb|7N!|an|cold|mb|p|mb|p|mb|p|pg||pc|S2|mc|13|\n";
//! let mut reader = Reader::new(lin.as_bytes());
//! let board = reader.read_board(&mut BoardBuilder::new())?.unwrap();
//! let (dealer, deal) = board.deal.unwrap();
//! assert_eq!(dealer, Seat::North);
//! assert_eq!(deal.hand(Seat::East).len(), 13); // the fourth hand, inferred
//! assert_eq!(board.calls[0].call.to_string(), "7NT");
//! assert!(board.calls[0].alert);
//! assert_eq!(board.calls[0].explanation.as_deref(), Some("cold"));
//! assert_eq!(board.claim, Some(13));
//! assert!(reader.read_board(&mut BoardBuilder::new())?.is_none());
//! # Ok::<(), tablelaw_formats::lin::ReadError>(())
//! ```
//!
//! # Boards
//!
//! A file holds one board or many. A board begins at the first token (page
//! breaks before it are passed over: they pause nothing and are no board by
//! themselves), and a new one at the next token that cannot belong to the
//! current board:
//! - `qx` when the board already has a `qx` or an `md`;
//! - `md`, `pn` or `vg` when the board already has an `md`.
//!
//! So `pn|…|md|…|…|pn|…|md|…` (a board a line, each naming its players) and
//! `vg|…|pn|…|qx|o1|md|…|qx|c1|md|…` (a vugraph file, the players named
//! once at the top) both read as the boards they hold; tokens before the
//! first board's `qx` or `md` belong to the first board. The latest `pn`
//! read before a board is handed to [`Visitor::begin_board`] as
//! [`Inherited::players`], since in a vugraph file it names the players of
//! every board that follows.
//!
//! # Leniencies
//!
//! [`write_board`] writes one strict form (see its doc); the reader also
//! accepts:
//! - any case in codes, calls, cards, suits, ranks and vulnerabilities;
//! - whitespace and line breaks (LF or CRLF) between tokens and around the
//!   code, and whitespace around the values of `md`, `sv`, `mb`, `pc` and
//!   `mc`; a UTF-8 byte order mark at the start;
//! - the fourth hand of `md` omitted (with or without its comma): when three
//!   hands are known, the fourth is the remaining thirteen cards; an empty
//!   hand otherwise is unknown;
//! - cards of a hand in any order, suits in any order, `10` for the ten;
//! - calls as `p`, `pass`, `-`; `d`, `x`, `dbl`, `double`; `r`, `xx`,
//!   `rdbl`, `redouble`; `n` or `nt` for notrump; any number of trailing
//!   `!`;
//! - cards suit first (`SA`) or rank first (`AS`), `10` for the ten;
//! - vulnerabilities `o`, `0`, `-`, `none`; `n`, `ns`; `e`, `ew`; `b`,
//!   `both`, `all`;
//! - a missing final `|` at the very end of the input;
//! - an `an` with no `mb` before it (given raw to [`Visitor::other`]).
//!
//! # Errors
//!
//! A malformed token is a [`ReadError::Syntax`] with the line and the column
//! (counted in characters from 1) of the offending code or value: never
//! tracked per token, they are counted over each stretch of input once,
//! when the buffer drops it or when an error is built. It also gives what
//! was expected and what was found. The reader then skips to the next
//! board, so the next
//! [`read_board`](Reader::read_board) reads it; the visitor's
//! [`end_board`](Visitor::end_board) is not called for the malformed board.
//! No function of this module panics on any input; reading takes time linear
//! in the input and memory bounded by the longest value (at most
//! [`MAX_VALUE`] bytes).

mod board;
mod buffer;
mod decode;
mod reader;
mod visitor;
mod write;

use std::borrow::Cow;
use std::fmt;

pub use board::{Board, BoardBuilder, BoardCall};
pub use reader::Reader;
pub use visitor::Visitor;
pub use write::write_board;

/// The longest value the reader accepts, in bytes; a longer one is a
/// [`ReadError::Syntax`]. It bounds the reader's memory.
pub const MAX_VALUE: usize = 1 << 16;

/// A LIN code: two ASCII letters or digits, kept in lowercase (`md`, `pc`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Code([u8; 2]);

impl Code {
    /// `pn`, the players.
    pub const PLAYERS: Code = Code(*b"pn");
    /// `md`, the deal.
    pub const DEAL: Code = Code(*b"md");
    /// `sv`, the vulnerability.
    pub const VULNERABILITY: Code = Code(*b"sv");
    /// `ah`, the board header.
    pub const HEADER: Code = Code(*b"ah");
    /// `qx`, the board id.
    pub const BOARD_ID: Code = Code(*b"qx");
    /// `mb`, a call.
    pub const CALL: Code = Code(*b"mb");
    /// `an`, the explanation of a call.
    pub const EXPLANATION: Code = Code(*b"an");
    /// `pc`, a card played.
    pub const PLAY: Code = Code(*b"pc");
    /// `mc`, a claim.
    pub const CLAIM: Code = Code(*b"mc");
    /// `nt`, a comment.
    pub const COMMENT: Code = Code(*b"nt");
    /// `pg`, a page break.
    pub const PAGE_BREAK: Code = Code(*b"pg");
    /// `vg`, the vugraph header.
    pub const VUGRAPH: Code = Code(*b"vg");

    /// The code written `bytes` (two ASCII letters or digits, any case).
    pub fn new(bytes: &[u8]) -> Option<Code> {
        match *bytes {
            [a, b] if a.is_ascii_alphanumeric() && b.is_ascii_alphanumeric() => {
                Some(Code([a.to_ascii_lowercase(), b.to_ascii_lowercase()]))
            }
            _ => None,
        }
    }

    /// The two bytes, lowercase.
    pub fn as_bytes(&self) -> &[u8; 2] {
        &self.0
    }

    /// The code as text, lowercase.
    pub fn as_str(&self) -> &str {
        // Always two ASCII bytes.
        std::str::from_utf8(&self.0).unwrap_or("??")
    }
}

impl fmt::Display for Code {
    /// `md`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// A value as it stands in the file, borrowed from the reader's buffer;
/// [`decode`](RawValue::decode) turns it into text.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct RawValue<'a>(pub &'a [u8]);

impl<'a> RawValue<'a> {
    /// The bytes.
    pub fn as_bytes(&self) -> &'a [u8] {
        self.0
    }

    /// The text: UTF-8 if the bytes are UTF-8 (borrowed), else Latin-1
    /// (each byte one character; BBO's older files are Latin-1).
    pub fn decode(&self) -> Cow<'a, str> {
        match std::str::from_utf8(self.0) {
            Ok(s) => Cow::Borrowed(s),
            Err(_) => Cow::Owned(self.0.iter().map(|&b| char::from(b)).collect()),
        }
    }

    /// The number the value ends with, if any: `Board 15` gives 15.
    pub fn trailing_number(&self) -> Option<u32> {
        let t = self.0.trim_ascii_end();
        let digits = t.iter().rev().take_while(|b| b.is_ascii_digit()).count();
        let s = std::str::from_utf8(&t[t.len() - digits..]).ok()?;
        s.parse().ok()
    }
}

impl fmt::Debug for RawValue<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:?}", self.decode())
    }
}

/// The value of `pn`: the players' names, comma-separated, South, West,
/// North, East (and in a vugraph file, the closed room's four after them).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Players<'a>(pub RawValue<'a>);

impl<'a> Players<'a> {
    /// Every name, in the order written.
    pub fn names(&self) -> impl Iterator<Item = RawValue<'a>> + use<'a> {
        self.0.0.split(|&b| b == b',').map(RawValue)
    }

    /// The name of `seat` among the first four (South, West, North, East).
    pub fn name(&self, seat: tablelaw::Seat) -> Option<RawValue<'a>> {
        self.names().nth(decode::lin_index(seat))
    }
}

/// What a board takes from the boards before it: the latest `pn`, which in
/// a vugraph file names the players of every board that follows.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Inherited<'a> {
    /// The latest `pn` read before this board, if any.
    pub players: Option<Players<'a>>,
}

/// A call (`mb`) with its alert and the explanation (`an`) that follows it.
///
/// The reader has checked the call; [`call`](CallToken::call) returns it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CallToken<'a> {
    pub(crate) call: tablelaw::Call,
    pub(crate) alert: bool,
    pub(crate) raw: RawValue<'a>,
    pub(crate) explanation: Option<RawValue<'a>>,
}

impl<'a> CallToken<'a> {
    /// The call (rubber Law 18).
    pub fn call(&self) -> tablelaw::Call {
        self.call
    }

    /// Whether the call was alerted: written with a trailing `!`.
    pub fn is_alerted(&self) -> bool {
        self.alert
    }

    /// The explanation (`an`) that follows the call, if any.
    pub fn explanation(&self) -> Option<RawValue<'a>> {
        self.explanation
    }

    /// The value as written: `2H!`.
    pub fn raw(&self) -> RawValue<'a> {
        self.raw
    }
}

/// A card played (`pc`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CardToken<'a> {
    pub(crate) card: tablelaw::Card,
    pub(crate) raw: RawValue<'a>,
}

impl<'a> CardToken<'a> {
    /// The card.
    pub fn card(&self) -> tablelaw::Card {
        self.card
    }

    /// The value as written: `h2`.
    pub fn raw(&self) -> RawValue<'a> {
        self.raw
    }
}

pub use crate::error::ReadError;
