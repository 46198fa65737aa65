//! The values a reader hands to a visitor: raw values and tokens.

use std::borrow::Cow;

use tablelaw::{Call, Card, Seat};

/// A value as written in the file, borrowed from the reader's buffer: a tag
/// value between its quotes (escapes not yet undone), a note text, a comment
/// or a line of section data.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct RawValue<'a>(pub &'a [u8]);

impl<'a> RawValue<'a> {
    /// The bytes as written.
    pub fn as_bytes(&self) -> &'a [u8] {
        self.0
    }

    /// The bytes as text, escapes kept (for section data and comments,
    /// which are not quoted strings): UTF-8 where valid, else Latin-1.
    pub fn text(&self) -> Cow<'a, str> {
        decode_bytes(self.0)
    }

    /// The text: `\"` and `\\` undone (a backslash before anything else is
    /// kept), bytes decoded as UTF-8 where valid and as Latin-1 where not.
    /// Borrows when nothing needs changing.
    pub fn decode(&self) -> Cow<'a, str> {
        let bytes = self.0;
        if !bytes.contains(&b'\\') {
            return decode_bytes(bytes);
        }
        let mut out = Vec::with_capacity(bytes.len());
        let mut i = 0;
        while i < bytes.len() {
            let b = bytes[i];
            if b == b'\\' && matches!(bytes.get(i + 1), Some(b'\\' | b'"')) {
                out.push(bytes[i + 1]);
                i += 2;
            } else {
                out.push(b);
                i += 1;
            }
        }
        Cow::Owned(decode_bytes(&out).into_owned())
    }
}

/// UTF-8 where valid, else Latin-1 byte by byte.
pub(crate) fn decode_bytes(bytes: &[u8]) -> Cow<'_, str> {
    match core::str::from_utf8(bytes) {
        Ok(s) => Cow::Borrowed(s),
        Err(_) => Cow::Owned(bytes.iter().map(|&b| char::from(b)).collect()),
    }
}

/// A suffix annotation (§3.5.3, §3.6.3), the same as the NAGs 1-6 for a
/// call and 7-12 for a card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Suffix {
    /// `!`: good (many writers use it as an alert).
    Good,
    /// `?`: poor.
    Poor,
    /// `!!`: very good.
    VeryGood,
    /// `??`: very poor.
    VeryPoor,
    /// `!?`: speculative.
    Speculative,
    /// `?!`: questionable.
    Questionable,
}

impl Suffix {
    /// Reads `!`, `?`, `!!`, `??`, `!?` or `?!`.
    pub fn from_bytes(b: &[u8]) -> Option<Suffix> {
        Some(match b {
            b"!" => Suffix::Good,
            b"?" => Suffix::Poor,
            b"!!" => Suffix::VeryGood,
            b"??" => Suffix::VeryPoor,
            b"!?" => Suffix::Speculative,
            b"?!" => Suffix::Questionable,
            _ => return None,
        })
    }

    /// The suffix as written.
    pub const fn as_str(self) -> &'static str {
        match self {
            Suffix::Good => "!",
            Suffix::Poor => "?",
            Suffix::VeryGood => "!!",
            Suffix::VeryPoor => "??",
            Suffix::Speculative => "!?",
            Suffix::Questionable => "?!",
        }
    }
}

/// An irregularity mark that precedes a call or a card (§3.9). The fourth
/// mark, `^S`, stands in place of a call: [`CallKind::Skipped`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Irregularity {
    /// `^I`: an insufficient bid, accepted (§3.9 (A)).
    Insufficient,
    /// `^R`: a revoke not noticed in time (§3.9 (C)).
    Revoke,
    /// `^L`: a lead out of turn, accepted (§3.9 (D)).
    LeadOutOfTurn,
}

impl Irregularity {
    /// The mark as written: `^I`, `^R` or `^L`.
    pub const fn as_str(self) -> &'static str {
        match self {
            Irregularity::Insufficient => "^I",
            Irregularity::Revoke => "^R",
            Irregularity::LeadOutOfTurn => "^L",
        }
    }
}

/// The NAGs `$n` after a call or a card (§3.7), in the order written; at
/// most [`Nags::CAPACITY`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Nags {
    values: [u8; Nags::CAPACITY],
    len: u8,
}

impl Nags {
    /// The most NAGs one call or card may carry (the standard sets no
    /// limit; real files use one or two).
    pub const CAPACITY: usize = 8;

    /// The NAGs.
    pub fn as_slice(&self) -> &[u8] {
        &self.values[..usize::from(self.len)]
    }

    /// Adds a NAG; false when full.
    pub fn push(&mut self, nag: u8) -> bool {
        match self.values.get_mut(usize::from(self.len)) {
            Some(slot) => {
                *slot = nag;
                self.len += 1;
                true
            }
            None => false,
        }
    }
}

/// What stands in a call's place in the auction section (§3.5.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CallKind {
    /// A call: `Pass`, `X`, `XX`, `1C` … `7NT`.
    Call(Call),
    /// `AP`: all the remaining players pass.
    AllPass,
    /// `-`: not yet this player's turn (before the dealer).
    NotYet,
    /// `^S`: this player was skipped by a call out of rotation (§3.9 (B)).
    Skipped,
    /// `+`: the auction is to be continued here.
    Continue,
    /// `*`: the auction ends here, unfinished.
    End,
}

/// A call token and its annotations.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct CallToken {
    /// The call or mark.
    pub kind: CallKind,
    /// The seat of the token's column: the Auction tag's seat moved on
    /// once per token before it (`+` and `*` count too).
    pub seat: Seat,
    /// An irregularity mark before it (`^I`).
    pub irregularity: Option<Irregularity>,
    /// The suffix after it.
    pub suffix: Option<Suffix>,
    /// The note reference `=n=` after it.
    pub note: Option<u32>,
    /// The NAGs after it.
    pub nags: Nags,
}

impl CallToken {
    /// The call, if the token is one.
    pub fn call(&self) -> Option<Call> {
        match self.kind {
            CallKind::Call(c) => Some(c),
            _ => None,
        }
    }
}

/// What stands in a card's place in the play section (§3.6.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PlayKind {
    /// A card: `SA`, `HT`, `C2` ….
    Card(Card),
    /// `-`: a card unknown, not played or that does not matter.
    Unknown,
    /// `+`: the play is to be continued here.
    Continue,
    /// `*`: the play ends here.
    End,
}

/// A card token and its annotations.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PlayToken {
    /// The card or mark.
    pub kind: PlayKind,
    /// The seat of the token's column: trick `index / 4`, seat
    /// `leader.after(index % 4)` (§3.6).
    pub seat: Seat,
    /// The trick, from 1.
    pub trick: u32,
    /// An irregularity mark before it (`^R`, `^L`).
    pub irregularity: Option<Irregularity>,
    /// The suffix after it.
    pub suffix: Option<Suffix>,
    /// The note reference `=n=` after it.
    pub note: Option<u32>,
    /// The NAGs after it.
    pub nags: Nags,
}

impl PlayToken {
    /// The card, if the token is one.
    pub fn card(&self) -> Option<Card> {
        match self.kind {
            PlayKind::Card(c) => Some(c),
            _ => None,
        }
    }
}
