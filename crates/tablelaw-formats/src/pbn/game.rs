//! An owned game record and the visitor that builds it.

use core::ops::ControlFlow;

use tablelaw::{Deal, Seat};

use super::Visitor;
use super::token::{CallToken, PlayToken, RawValue};

/// A tag pair with its value decoded, and the lines of its supplemental
/// section if it opens one (§5).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tag {
    /// The tag name, as written (case matters, §3.3).
    pub name: String,
    /// The value after inheritance, escapes undone.
    pub value: String,
    /// The section data that followed the tag, line by line.
    pub lines: Vec<String>,
}

/// An auction section (§3.5).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Auction {
    /// The seat of the first column.
    pub first: Seat,
    /// The calls and marks in the order written.
    pub calls: Vec<CallToken>,
    /// The note tags that followed the calls, as `(number, text)`.
    pub notes: Vec<(u32, String)>,
}

/// A play section (§3.6).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Play {
    /// The seat of the first column: the opening leader.
    pub leader: Seat,
    /// The cards and marks in the order written, four to a trick.
    pub cards: Vec<PlayToken>,
    /// The note tags that followed the cards, as `(number, text)`.
    pub notes: Vec<(u32, String)>,
}

/// One game of a PBN file, owned: what [`GameBuilder`] builds and
/// [`write_game`](super::write_game) writes. Comments are not kept.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Game {
    /// The tags other than `Auction`, `Play` and `Note`, in the order read;
    /// of a tag repeated, the first (§3.4).
    pub tags: Vec<Tag>,
    /// The Deal tag read as a deal.
    pub deal: Option<Deal>,
    /// The auction section.
    pub auction: Option<Auction>,
    /// The play section.
    pub play: Option<Play>,
    /// Note tags before the auction and play sections.
    pub notes: Vec<(u32, String)>,
}

impl Game {
    /// The value of a tag.
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|t| t.name == name)
            .map(|t| t.value.as_str())
    }
}

impl Game {
    /// The text of note `n` for a call's `=n=`: the auction's notes first,
    /// then the notes before the sections.
    pub fn call_note(&self, n: u32) -> Option<&str> {
        self.auction
            .as_ref()
            .and_then(|a| a.note_text(n))
            .or_else(|| note_text(&self.notes, n))
    }

    /// The text of note `n` for a card's `=n=`: the play's notes first,
    /// then the notes before the sections.
    pub fn card_note(&self, n: u32) -> Option<&str> {
        self.play
            .as_ref()
            .and_then(|p| p.note_text(n))
            .or_else(|| note_text(&self.notes, n))
    }
}

impl Auction {
    /// The text of note `n`, for a call's `=n=`.
    pub fn note_text(&self, n: u32) -> Option<&str> {
        note_text(&self.notes, n)
    }
}

impl Play {
    /// The text of note `n`, for a card's `=n=`.
    pub fn note_text(&self, n: u32) -> Option<&str> {
        note_text(&self.notes, n)
    }
}

fn note_text(notes: &[(u32, String)], n: u32) -> Option<&str> {
    notes.iter().find(|(m, _)| *m == n).map(|(_, t)| t.as_str())
}

/// Where the notes read go.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Place {
    Identification,
    Auction,
    Play,
}

/// A [`Visitor`] that builds a [`Game`]. A note tag belongs to the auction
/// or play section it follows; note tags before both belong to the game.
#[derive(Debug)]
pub struct GameBuilder {
    game: Game,
    place: Place,
    /// The index in `game.tags` of the tag whose section is being read.
    section: Option<usize>,
}

impl Default for GameBuilder {
    fn default() -> Self {
        GameBuilder::new()
    }
}

impl GameBuilder {
    /// A builder with nothing read.
    pub fn new() -> Self {
        GameBuilder {
            game: Game::default(),
            place: Place::Identification,
            section: None,
        }
    }
}

impl Visitor for GameBuilder {
    type Output = Game;

    fn begin_game(&mut self) -> ControlFlow<()> {
        *self = GameBuilder::new();
        ControlFlow::Continue(())
    }

    fn tag(&mut self, name: &[u8], value: RawValue<'_>) -> ControlFlow<()> {
        self.section = None;
        if matches!(name, b"Auction" | b"Play") {
            return ControlFlow::Continue(());
        }
        self.place = Place::Identification;
        let name = RawValue(name).decode().into_owned();
        if self.game.tags.iter().all(|t| t.name != name) {
            self.section = Some(self.game.tags.len());
            self.game.tags.push(Tag {
                name,
                value: value.decode().into_owned(),
                lines: Vec::new(),
            });
        }
        ControlFlow::Continue(())
    }

    fn deal(&mut self, deal: &Deal) -> ControlFlow<()> {
        self.game.deal.get_or_insert(*deal);
        ControlFlow::Continue(())
    }

    fn begin_auction(&mut self, first: Seat) -> ControlFlow<()> {
        self.place = Place::Auction;
        self.game.auction = Some(Auction {
            first,
            calls: Vec::new(),
            notes: Vec::new(),
        });
        ControlFlow::Continue(())
    }

    fn call(&mut self, call: CallToken) -> ControlFlow<()> {
        if let Some(a) = &mut self.game.auction {
            a.calls.push(call);
        }
        ControlFlow::Continue(())
    }

    fn begin_play(&mut self, leader: Seat) -> ControlFlow<()> {
        self.place = Place::Play;
        self.game.play = Some(Play {
            leader,
            cards: Vec::new(),
            notes: Vec::new(),
        });
        ControlFlow::Continue(())
    }

    fn play(&mut self, card: PlayToken) -> ControlFlow<()> {
        if let Some(p) = &mut self.game.play {
            p.cards.push(card);
        }
        ControlFlow::Continue(())
    }

    fn note(&mut self, number: u32, text: RawValue<'_>) -> ControlFlow<()> {
        self.section = None;
        let notes = match (self.place, &mut self.game.auction, &mut self.game.play) {
            (Place::Auction, Some(a), _) => &mut a.notes,
            (Place::Play, _, Some(p)) => &mut p.notes,
            _ => &mut self.game.notes,
        };
        notes.push((number, text.decode().into_owned()));
        ControlFlow::Continue(())
    }

    fn section(&mut self, _name: &[u8], line: RawValue<'_>) -> ControlFlow<()> {
        if let Some(tag) = self.section.and_then(|i| self.game.tags.get_mut(i)) {
            tag.lines.push(line.text().into_owned());
        }
        ControlFlow::Continue(())
    }

    fn end_game(&mut self) -> Game {
        core::mem::take(&mut self.game)
    }
}
