//! The visitor behind `tablelaw.PbnGame`: a game's parts kept compact (the
//! raw bytes of every tag, section line and note in one buffer, decoded
//! when asked for; the calls and cards as the reader's tokens), so that a
//! game read costs a handful of allocations and copies, and its Python
//! objects are built only when asked for.
//!
//! It keeps what [`GameBuilder`](tablelaw_formats::pbn::GameBuilder)
//! keeps, by the same rules: of a tag repeated, the first; `Auction` and
//! `Play` are sections, not tags; a note belongs to the section it
//! follows (the auction's, the play's, or the game's before them).

use std::borrow::Cow;

use core::ops::{ControlFlow, Range};

use tablelaw::{Deal, Seat};
use tablelaw_formats::pbn::{CallToken, PlayToken, RawValue, Visitor};

/// A range of [`Collected::bytes`].
type Span = Range<usize>;

/// A tag: its name, its value, and the range of [`Collected::lines`] that
/// holds its section's lines.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TagAt {
    /// The name.
    pub name: Span,
    /// The value.
    pub value: Span,
    /// Its section's lines, as indices into [`Collected::lines`].
    pub lines: Range<usize>,
}

/// A section (auction or play): the seat of its first column, its tokens
/// and the notes that followed them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Section<T> {
    /// The seat of the first column.
    pub first: Seat,
    /// The tokens, in the order written.
    pub tokens: Vec<T>,
    /// The notes, as (number, text).
    pub notes: Vec<(u32, Span)>,
}

/// Where the last tag or section left the reading, for the notes.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
enum Place {
    #[default]
    Tags,
    Auction,
    Play,
}

/// One game's parts, compact.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Collected {
    /// Every name, value, line and note as read (escapes and encoding
    /// undone when decoded), one after the other.
    pub bytes: Vec<u8>,
    /// The tags, in the order read.
    pub tags: Vec<TagAt>,
    /// The supplemental sections' lines.
    pub lines: Vec<Span>,
    /// The deal.
    pub deal: Option<Deal>,
    /// The auction section.
    pub auction: Option<Section<CallToken>>,
    /// The play section.
    pub play: Option<Section<PlayToken>>,
    /// The notes before the sections.
    pub notes: Vec<(u32, Span)>,
    place: Place,
    /// The tag whose section lines come next, if any.
    section: Option<usize>,
    /// A bit for each tag name kept, by [`name_bit`]: a name whose bit is
    /// clear is new without a search of the names.
    names: u64,
}

/// A tag name's bit among 64, from its length and its first and last
/// bytes (names that share a bit are told apart by a search).
fn name_bit(b: &[u8]) -> u64 {
    let first = b.first().copied().unwrap_or(0) as usize;
    let last = b.last().copied().unwrap_or(0) as usize;
    1 << ((b.len() * 7 + first * 3 + last) % 64)
}

impl Collected {
    fn raw(&self, span: &Span) -> &[u8] {
        self.bytes.get(span.clone()).unwrap_or_default()
    }

    /// A name, a value or a note, decoded as the reader decodes values
    /// ([`RawValue::decode`]: escapes undone, UTF-8 or else Latin-1).
    pub fn at(&self, span: &Span) -> Cow<'_, str> {
        RawValue(self.raw(span)).decode()
    }

    /// A section's line, as [`RawValue::text`] gives it.
    pub fn line(&self, span: &Span) -> Cow<'_, str> {
        RawValue(self.raw(span)).text()
    }

    /// The value of a tag.
    pub fn tag(&self, name: &str) -> Option<Cow<'_, str>> {
        self.tags
            .iter()
            .find(|t| self.raw(&t.name) == name.as_bytes())
            .map(|t| self.at(&t.value))
    }

    fn push(&mut self, bytes: &[u8]) -> Span {
        let start = self.bytes.len();
        self.bytes.extend_from_slice(bytes);
        start..self.bytes.len()
    }
}

/// The visitor that reads a game into a [`Collected`].
#[derive(Default)]
pub struct Collector {
    game: Collected,
}

impl Visitor for Collector {
    type Output = Collected;

    fn begin_game(&mut self) -> ControlFlow<()> {
        self.game = Collected {
            bytes: Vec::with_capacity(1024),
            tags: Vec::with_capacity(32),
            ..Collected::default()
        };
        ControlFlow::Continue(())
    }

    fn tag(&mut self, name: &[u8], value: RawValue<'_>) -> ControlFlow<()> {
        let g = &mut self.game;
        g.section = None;
        if matches!(name, b"Auction" | b"Play") {
            return ControlFlow::Continue(());
        }
        g.place = Place::Tags;
        // Tag names are letters, digits and `_` (PBN 3.3): compared as
        // read.
        let bit = name_bit(name);
        let new = g.names & bit == 0 || g.tags.iter().all(|t| g.raw(&t.name) != name);
        if new {
            g.names |= bit;
            g.section = Some(g.tags.len());
            let name = g.push(name);
            let value = g.push(value.as_bytes());
            let at = g.lines.len();
            g.tags.push(TagAt {
                name,
                value,
                lines: at..at,
            });
        }
        ControlFlow::Continue(())
    }

    fn deal(&mut self, deal: &Deal) -> ControlFlow<()> {
        self.game.deal.get_or_insert(*deal);
        ControlFlow::Continue(())
    }

    fn begin_auction(&mut self, first: Seat) -> ControlFlow<()> {
        self.game.place = Place::Auction;
        self.game.auction = Some(Section {
            first,
            tokens: Vec::with_capacity(16),
            notes: Vec::new(),
        });
        ControlFlow::Continue(())
    }

    fn call(&mut self, call: CallToken) -> ControlFlow<()> {
        if let Some(a) = &mut self.game.auction {
            a.tokens.push(call);
        }
        ControlFlow::Continue(())
    }

    fn begin_play(&mut self, leader: Seat) -> ControlFlow<()> {
        self.game.place = Place::Play;
        self.game.play = Some(Section {
            first: leader,
            tokens: Vec::with_capacity(52),
            notes: Vec::new(),
        });
        ControlFlow::Continue(())
    }

    fn play(&mut self, card: PlayToken) -> ControlFlow<()> {
        if let Some(p) = &mut self.game.play {
            p.tokens.push(card);
        }
        ControlFlow::Continue(())
    }

    fn note(&mut self, number: u32, text: RawValue<'_>) -> ControlFlow<()> {
        let g = &mut self.game;
        g.section = None;
        let span = g.push(text.as_bytes());
        let notes = match (g.place, &mut g.auction, &mut g.play) {
            (Place::Auction, Some(a), _) => &mut a.notes,
            (Place::Play, _, Some(p)) => &mut p.notes,
            _ => &mut g.notes,
        };
        notes.push((number, span));
        ControlFlow::Continue(())
    }

    fn section(&mut self, _name: &[u8], line: RawValue<'_>) -> ControlFlow<()> {
        let g = &mut self.game;
        if let Some(i) = g.section {
            let span = g.push(line.as_bytes());
            g.lines.push(span);
            if let Some(tag) = g.tags.get_mut(i) {
                tag.lines.end = g.lines.len();
            }
        }
        ControlFlow::Continue(())
    }

    fn end_game(&mut self) -> Collected {
        core::mem::take(&mut self.game)
    }
}
