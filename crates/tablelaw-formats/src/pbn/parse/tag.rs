//! Tag pairs (§3.3), inheritance (§4.8) and the sections they open.

use std::borrow::Cow;
use std::ops::Range;

use tablelaw::deal::DealError;
use tablelaw::{Deal, Seat};

use super::super::Visitor;
use super::super::inherit::{Inherit, Pending, PendingValue};
use super::super::scan::{find3, value_end};
use super::super::token::{RawValue, decode_bytes};
use super::super::words::{full_deal, seat, split_note};
use super::{Fail, Mode, Parser, fail};

/// A tag pair read: the name's and the value's ranges in the game, and the
/// name's entry in what inheritance remembers if the file's order
/// predicted it.
pub(super) struct TagPair {
    pub name: Range<usize>,
    pub value: Range<usize>,
    pub entry: Option<usize>,
}

impl<'a, V: Visitor> Parser<'a, '_, V> {
    /// `[Name "value"]`, with whitespace (even line ends) between tokens;
    /// returns the name's and the value's ranges, and the name's entry in
    /// what inheritance remembers when the file's order predicted it.
    pub(super) fn tag_pair(&mut self, inherit: &Inherit) -> Result<TagPair, Fail> {
        if let Some(pair) = self.plain_tag_pair(inherit) {
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
        Ok(TagPair {
            name,
            value,
            entry: None,
        })
    }

    /// The usual tag pair, `[Name "value"]` with one space and no escape,
    /// read in one go; `None` (and nothing read) for any other.
    #[inline]
    fn plain_tag_pair(&mut self, inherit: &Inherit) -> Option<TagPair> {
        let buf = self.buf;
        let start = self.pos + 1;
        // The name the file's order predicts, compared in place; else a
        // scan of the name's bytes.
        let (entry, name_len) = match inherit.last.predict(buf.get(start..)?) {
            Some((entry, len)) => (Some(entry), len),
            None => (
                None,
                buf.get(start..)?
                    .iter()
                    .position(|&b| !NAME_BYTE[usize::from(b)])?,
            ),
        };
        let open = start + name_len;
        if name_len == 0 || buf.get(open..open + 2)? != b" \"" {
            return None;
        }
        let value = open + 2;
        let close = value + value_end(&buf[value..]);
        if buf.get(close..close + 2)? != b"\"]" {
            return None;
        }
        self.pos = close + 2;
        Some(TagPair {
            name: start..open,
            value: value..close,
            entry,
        })
    }

    /// Skips blanks and line ends inside a tag pair (a semi-empty line
    /// still ends the game).
    fn skip_space(&mut self) {
        while self.skip_blank() {}
    }

    /// A tag pair read: inheritance, the visitor, and the mode it opens.
    pub(super) fn tag(
        &mut self,
        TagPair { name, value, entry }: TagPair,
        inherit: &mut Inherit,
    ) -> Result<Mode, Fail> {
        let buf = self.buf;
        let name_b = &buf[name.clone()];
        let raw = &buf[value.clone()];
        // The usual tag: its name predicted, a plain tag, a value given.
        if let Some(entry) = entry
            && inherit.last.is_plain(entry)
            && raw.first() != Some(&b'#')
        {
            inherit.last.hit(entry);
            let at = self.base + value.start..self.base + value.end;
            inherit.pending.push(Pending {
                entry,
                value: PendingValue::Given(at),
            });
            self.emit(|v| v.tag(name_b, RawValue(raw)));
            return Ok(Mode::Section(name));
        }
        if name_b == b"Note" {
            match split_note(raw) {
                Some((n, text)) => self.emit(|v| v.note(n, RawValue(text))),
                None => self.emit(|v| v.tag(name_b, RawValue(raw))),
            }
            return Ok(Mode::Section(name));
        }
        let entry = match entry {
            Some(entry) => {
                inherit.last.hit(entry);
                entry
            }
            None => inherit.last.entry(name_b),
        };
        let is_structural = matches!(name_b, b"Auction" | b"Play" | b"Deal");
        // The value the structural tags go on with: borrowed unless
        // inherited. What inheritance remembers changes when the game is
        // over (`Inherit::commit`).
        let resolved: Cow<'a, [u8]> = if raw == b"#" || raw == b"##" {
            let inherited = inherit.value(entry, self.window).to_vec();
            self.emit(|v| v.tag(name_b, RawValue(&inherited)));
            inherit.pending.push(Pending {
                entry,
                value: if raw == b"##" {
                    PendingValue::Lasting
                } else {
                    PendingValue::Inherited
                },
            });
            Cow::Owned(if is_structural { inherited } else { Vec::new() })
        } else {
            let text = raw.strip_prefix(b"##").unwrap_or(raw);
            let end = self.base + value.end;
            let at = end - text.len()..end;
            inherit.pending.push(Pending {
                entry,
                value: if raw.starts_with(b"##") {
                    PendingValue::LastingGiven(at)
                } else {
                    PendingValue::Given(at)
                },
            });
            self.emit(|v| v.tag(name_b, RawValue(text)));
            Cow::Borrowed(text)
        };
        Ok(match opens(name_b, &resolved, self.visiting()) {
            Err(expected) => return fail(value.start, expected),
            Ok(Opens::Auction(first)) => {
                self.emit(|v| v.begin_auction(first));
                Mode::Auction {
                    first,
                    index: 0,
                    pending: None,
                }
            }
            Ok(Opens::Play(leader)) => {
                self.emit(|v| v.begin_play(leader));
                Mode::Play {
                    leader,
                    index: 0,
                    pending: None,
                }
            }
            Ok(Opens::Deal(deal)) => {
                self.emit(|v| v.deal(&deal));
                Mode::Section(name)
            }
            Ok(Opens::Nothing) => Mode::Section(name),
        })
    }
}

impl<V: Visitor> Parser<'_, '_, V> {
    /// A tag added by a lasting value (`##`), with what it tells beyond
    /// itself as it would have where it stood: its deal, or the start of
    /// its auction or play (with no calls or cards). A Deal, Auction or
    /// Play tag whose value would be an error where it stood (its error was
    /// reported where the lasting value was given) is not added: the game
    /// is read as it would be written.
    pub(super) fn added_tag(&mut self, name: &[u8], value: &[u8]) {
        let Ok(opened) = opens(name, value, self.visiting()) else {
            return;
        };
        self.emit(|v| v.tag(name, RawValue(value)));
        match opened {
            Opens::Auction(first) => self.emit(|v| v.begin_auction(first)),
            Opens::Play(leader) => self.emit(|v| v.begin_play(leader)),
            Opens::Deal(deal) => self.emit(|v| v.deal(&deal)),
            Opens::Nothing => {}
        }
    }
}

/// What a tag's value tells beyond the tag itself.
enum Opens {
    /// Nothing: a plain tag, no play, no deal (or one not read while
    /// skipping, or an end position or impossible deal, §3.10).
    Nothing,
    /// The auction, from this seat (§3.5).
    Auction(Seat),
    /// The play, led from this seat (§3.6).
    Play(Seat),
    /// The deal (§3.4.11).
    Deal(Deal),
}

/// What the tag `name` with the value `value` (after inheritance) opens,
/// or what was expected of a value that cannot be (an Auction or Play tag
/// without a seat, a Deal tag that is not a deal). A deal is read only
/// when `visiting`.
fn opens(name: &[u8], value: &[u8], visiting: bool) -> Result<Opens, &'static str> {
    const SEAT: &str = "a seat N, E, S or W";
    Ok(match name {
        b"Auction" => Opens::Auction(seat(value).ok_or(SEAT)?),
        // No play (a passed-out board writes `[Play ""]`): the tag only.
        b"Play" if matches!(value.trim_ascii(), b"" | b"?" | b"-") => Opens::Nothing,
        b"Play" => Opens::Play(seat(value).ok_or(SEAT)?),
        b"Deal" => {
            let text = value.trim_ascii();
            if !visiting || text.is_empty() || text == b"?" {
                return Ok(Opens::Nothing);
            }
            match parse_deal(text) {
                Ok(deal) => Opens::Deal(deal),
                // An end position (§3.10) or an impossible deal: the tag only.
                Err(DealError::Impossible(_)) => Opens::Nothing,
                Err(_) => return Err("a deal such as `N:AKQ.T98.76.5432 - - -`"),
            }
        }
        _ => Opens::Nothing,
    })
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
