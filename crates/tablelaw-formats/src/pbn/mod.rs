//! PBN 2.1 (Portable Bridge Notation): a streaming reader and a writer.
//!
//! [`Reader`] reads games one at a time from any [`std::io::Read`] and hands
//! their parts to a [`Visitor`] in the order the file has them, as
//! pgn-reader does for chess: tags (with raw values borrowed from the
//! reader's buffer), the deal, the auction's calls, the play's cards, notes,
//! comments and the raw lines of supplemental sections. A visitor method
//! that returns [`ControlFlow::Break`] skips the rest of the game on a fast
//! path. The reader does not apply the laws: an insufficient bid marked
//! `^I` reads as a call with [`Irregularity::Insufficient`], and only the
//! engine rules on it.
//!
//! [`GameBuilder`] is a visitor that builds an owned [`Game`];
//! [`write_game`] writes a [`Game`] back in the export form, which the
//! reader reads to the same [`Game`].
//!
//! # Example
//! ```
//! use tablelaw::{Call, Seat};
//! use tablelaw_formats::pbn::{CallKind, GameBuilder, Reader};
//!
//! let text = "[Board \"1\"]\n[Dealer \"N\"]\n[Auction \"N\"]\n1NT =1= Pass 3NT AP\n[Note \"1:15-17\"]\n";
//! let mut reader = Reader::new(text.as_bytes());
//! let game = reader.read_game(&mut GameBuilder::new())?.expect("one game");
//! assert_eq!(game.tag("Board"), Some("1"));
//! let auction = game.auction.as_ref().unwrap();
//! assert_eq!(auction.first, Seat::North);
//! assert_eq!(auction.calls[0].kind, CallKind::Call("1NT".parse()?));
//! assert_eq!(auction.note_text(1), Some("15-17"));
//! assert_eq!(auction.calls[3].kind, CallKind::AllPass);
//! assert!(reader.read_game(&mut GameBuilder::new())?.is_none());
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # What a game is
//!
//! Games are separated by semi-empty lines (nothing but spaces and tabs)
//! outside a brace comment (PBN §3). A block of lines holding nothing but
//! comments and escape lines is not a game and is skipped (the verifier
//! files use such blocks). Games are parsed where they lie in the reader's
//! window, which holds a block of the input and grows only to hold the
//! longest game, so memory stays flat however long the file.
//!
//! Inside a game: a tag pair `[Name "value"]` (§3.3); after `[Auction "S"]`
//! call tokens (§3.5), after `[Play "W"]` card tokens (§3.6), up to the next
//! tag; after any other tag, lines of section data (§5) up to the next line
//! that starts with a tag or a comment; `[Note "n:text"]` tags (§3.5.5)
//! reach [`Visitor::note`] wherever they stand.
//!
//! Calls and cards are reported as [`CallToken`] and [`PlayToken`] with
//! their annotations: the suffix (`!`, `?`, `!!`, `??`, `!?`, `?!`), the
//! note reference `=n=`, the NAGs `$n` and the irregularity mark: `^I`
//! (an insufficient bid), `^R` (a revoke), `^L` (a lead out of turn), and
//! `^S` (the call of a player skipped by a call out of rotation), which
//! stands in the place of a call (§3.9). Each token carries the seat of its
//! column: the calls in rotation from the Auction tag's seat, and the cards
//! of each trick (one trick per four tokens) in rotation from the Play
//! tag's seat, as §3.6 lays them out.
//!
//! # Tag value inheritance (§4.8)
//!
//! The reader applies it, to every tag except `Note`:
//! - the value `#` is the value the tag had in the nearest previous game
//!   that had it (the empty string if none);
//! - a value `##text` is `text`, and the tag with `text` is added to every
//!   following game that lacks it; `##` alone takes the inherited value as
//!   `#` does and makes it the lasting one;
//! - the lasting value ends when the tag appears again with a value that
//!   does not begin with `##` (this is how the PBN verifier's files use it:
//!   `[Hidden "#"]` "to stop Hidden").
//!
//! An added tag reaches the visitor after everything else of the game,
//! with what it tells beyond itself where it stands: a Deal tag's deal, an
//! Auction or Play tag's start of its section (with no calls or cards).
//! [`Reader::skip_game`] and games cut short by `Break` still record their
//! tags for inheritance.
//!
//! # Leniencies (the import form)
//!
//! The reader reads the import form; [`write_game`] writes the export form.
//! Beyond the export form the reader accepts:
//! - LF or CRLF line ends, a lone CR before LF anywhere, a UTF-8 byte order
//!   mark at the start of the input;
//! - bytes that are not UTF-8 in values, comments and section data: values
//!   decode as UTF-8 where valid and as Latin-1 (the standard's character
//!   set, §2.2) where not;
//! - any number of blank lines between games and before the first;
//! - tabs and any amount of spaces between tokens, tag pairs spread over
//!   several lines and several tag pairs on a line (§3.3), lines longer
//!   than 255 characters, tabs inside strings;
//! - lowercase in seats, calls, cards, `AP`, `pass`, `nt`, `x`, `xx` (§3.11);
//!   `N` for `NT`;
//! - a backslash before any other character than `"` or `\` in a string is
//!   kept as it is;
//! - tags repeated in a game are all reported (the standard says a repeat is
//!   ignored: [`GameBuilder`] keeps the first);
//! - `#` on the tags where §4.8 forbids it;
//! - a Note tag whose value is not `n:text` is reported as a plain tag;
//! - `--` (any run of hyphens, as bridge-bots writes) for `-`;
//! - a Deal tag that is well formed but not a full deal (an end position,
//!   §3.10, or a card in two hands) is reported as a tag only, without
//!   [`Visitor::deal`]; a Deal tag that is not well formed is an error.
//!
//! # Errors
//!
//! A malformed game is a [`ReadError::Syntax`] with the line and the column
//! (counted from 1, the column in characters) of the offending token, what
//! was expected and what was found; the position is worked out only when
//! the error is built. The rest of that game is skipped, and the next call
//! to [`Reader::read_game`] reads the game after it. No function of this
//! module panics on any input, and reading takes time linear in the length
//! of the input.

mod game;
mod inherit;
mod parse;
mod reader;
mod scan;
pub mod score_table;
pub mod session;
mod table;
mod token;
mod words;
mod write;

pub use game::{Auction, Game, GameBuilder, Play, Tag};
pub use reader::{GAME_LIMIT, ReadError, Reader};
pub use table::of_table;
pub use token::{CallKind, CallToken, Irregularity, Nags, PlayKind, PlayToken, RawValue, Suffix};
pub use write::{MANDATORY, write_game, write_games};

use core::ops::ControlFlow;

use tablelaw::{Deal, Seat};

/// What a reader tells about a game, in the order the file has it.
///
/// Every method has a default that ignores its part; a method that returns
/// [`ControlFlow::Break`] skips the rest of the game (only
/// [`end_game`](Visitor::end_game) is called after it).
pub trait Visitor {
    /// What [`Reader::read_game`] returns for a game.
    type Output;

    /// A game begins.
    fn begin_game(&mut self) -> ControlFlow<()> {
        ControlFlow::Continue(())
    }

    /// A tag pair (§3.3), its value after inheritance (§4.8). Also called
    /// for `Auction`, `Play`, `Deal` and the tags of supplemental sections,
    /// before the section's parts.
    fn tag(&mut self, name: &[u8], value: RawValue<'_>) -> ControlFlow<()> {
        let _ = (name, value);
        ControlFlow::Continue(())
    }

    /// The Deal tag read as a deal (§3.4.11), right after [`tag`](Visitor::tag)
    /// reported it; not called for an empty value, `?`, or a deal whose
    /// known hands do not hold thirteen cards each (an end position, §3.10).
    fn deal(&mut self, deal: &Deal) -> ControlFlow<()> {
        let _ = deal;
        ControlFlow::Continue(())
    }

    /// The auction section begins; `first` is the seat of its first column.
    fn begin_auction(&mut self, first: Seat) -> ControlFlow<()> {
        let _ = first;
        ControlFlow::Continue(())
    }

    /// A call with its annotations (§3.5).
    fn call(&mut self, call: CallToken) -> ControlFlow<()> {
        let _ = call;
        ControlFlow::Continue(())
    }

    /// The play section begins; `leader` is the seat of its first column.
    fn begin_play(&mut self, leader: Seat) -> ControlFlow<()> {
        let _ = leader;
        ControlFlow::Continue(())
    }

    /// A card with its annotations (§3.6).
    fn play(&mut self, card: PlayToken) -> ControlFlow<()> {
        let _ = card;
        ControlFlow::Continue(())
    }

    /// A note tag `[Note "number:text"]` (§3.5.5, §3.6.5); the text is what
    /// follows the colon, as written.
    fn note(&mut self, number: u32, text: RawValue<'_>) -> ControlFlow<()> {
        let _ = (number, text);
        ControlFlow::Continue(())
    }

    /// One line of data of the supplemental section opened by the tag
    /// `name` (§5), without its line end and trailing spaces.
    fn section(&mut self, name: &[u8], line: RawValue<'_>) -> ControlFlow<()> {
        let _ = (name, line);
        ControlFlow::Continue(())
    }

    /// A comment (§3.8), without its `;` or braces.
    fn comment(&mut self, text: RawValue<'_>) -> ControlFlow<()> {
        let _ = text;
        ControlFlow::Continue(())
    }

    /// The game ends.
    fn end_game(&mut self) -> Self::Output;
}
