//! The table script language: what happened at a table, one statement a line.
//!
//! A director describes an auction as it really went, irregularities and
//! all. [`parse`] reads a script into a [`TableSetup`] and a list of
//! [`Event`]s, each with the [`Position`] of its line; [`write()`] writes a
//! setup and events back as a script that [`parse`] reads to the same values.
//! The reader does not apply the laws: a call out of rotation reads like any
//! other call, and only [`Table::apply`](tablelaw::Table::apply) rules on it.
//!
//! The other games' scripts, each in its own words, are [`auction_bridge`],
//! [`bridge_whist`] and [`euchre`]. [`read_any`] reads a script of any of
//! the four games by its `laws` line ([`code_of`]); [`ScriptedGame`] reads
//! and writes each game's whole scripts and single event lines.
//!
//! # Example
//! ```
//! use tablelaw::{Event, Seat, Table};
//! use tablelaw_formats::script;
//!
//! let text = "\
//! ## board 7
//! dealer N
//! N 1S
//! E 1H            # insufficient (duplicate-2017 Law 27, the default code)
//! S elect correct
//! E 2H
//! ";
//! let script = script::parse(text)?;
//! assert_eq!(script.setup.dealer, Seat::North);
//! assert_eq!(script.events[1].1.line, 4);
//! let events = script.events.iter().map(|(e, _)| e.clone());
//! let table = Table::from_log(script.setup.clone(), events).map_err(|(_, e)| e)?;
//! assert_eq!(table.turn(), Some(Seat::South));
//! // Written back, in the strict form, and read again:
//! let events: Vec<Event> = script.events.into_iter().map(|(e, _)| e).collect();
//! let written = script::write(&script.setup, &events);
//! assert!(written.starts_with("laws duplicate-2017\ndealer N\nN 1S\nE 1H\nS elect correct\n"));
//! let again = script::parse(&written)?;
//! assert_eq!(again.events.len(), 4);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # Lines and words
//!
//! - One statement a line. Lines end in LF or CRLF. A UTF-8 byte order mark
//!   at the very start of the text is skipped.
//! - `#` outside a quoted string starts a comment that runs to the end of the
//!   line, even in the middle of a word (`1H#alerted` is the call `1H`). The
//!   one exception is the ruling number of `finding damage #N`: a `#` followed
//!   by a digit in that place is the number, not a comment.
//! - Blank lines and comment lines are ignored. Words are separated by
//!   whitespace (Unicode `White_Space`); whitespace before, between and after
//!   words is ignored.
//! - Keywords, seats, calls, bids, cards, suits, option ids and codes of laws
//!   are all case-insensitive.
//!
//! # Grammar
//!
//! ```text
//! script     = header* event*         the header lines come before the first event
//!
//! header     = "laws" CODE            at most once; the default is `duplicate-2017` (DEFAULT_CODE)
//!            | "dealer" SEAT          exactly once, before the first event
//!            | "deal" PBN-DEAL        at most once
//!            | "vulnerable" VUL       at most once: `none`, `ns`, `ew` or `both` (the default: none)
//!
//! event      = SEAT CALL annotation*                 Event::Call
//!            | SEAT "change" CALL [change-finding]   Event::Change
//!            | [SEAT] "elect" OPTION [CALL]          Event::Elect (no SEAT: seat None)
//!            | [SEAT] "elect" LEAD-OPTION SUIT       Event::Elect with a suit: `require-lead` or `prohibit-lead`
//!            | [SEAT] "elect" "prohibit-lead" SUIT SUIT+  Event::Elect with `also`: one or more penalty
//!                                                  cards' suits prohibited (duplicate Law 51B2(b))
//!            | SEAT "exposes" CARD+                  Event::Expose { led: false }
//!            | SEAT "leads" CARD+                    Event::Expose { led: true }
//!            | SEAT "face-down" CARD                 Event::LeadFaceDown (the opening lead, Law 41A)
//!            | SEAT "plays-together" CARD CARD+      Event::Simultaneous (Law 58B2)
//!            | SEAT "review"                         Event::Review
//!            | SEAT "repeat"                         Event::Repeat
//!            | SEAT "explains" CALL TEXT             Event::Explain
//!            | SEAT "asks-explanation" CALL          Event::AsksExplanation (Law 20)
//!            | SEAT "draws-attention"                Event::DrawsAttention (Law 29, footnote)
//!            | SEAT "misinformed" CALL               Event::Misinformed (Law 21, no change of call)
//!            | SEAT "claims" [N] [TEXT]              Event::Claim (duplicate Law 68A: N of the tricks not played, all if absent; the line stated)
//!            | SEAT "concedes" [N]                   Event::Concede (duplicate Law 68B: N of the tricks not played, all if absent)
//!            | SEAT "asks-revoke" SEAT               Event::AsksRevoke (duplicate Law 61B: has he a card of the suit led?)
//!            | SEAT "wrongly-pointed" N              Event::WronglyPointed (duplicate Law 65B3: a card of trick N, from 1)
//!            | SEAT "inspects" [N]                   Event::Inspect (duplicate Law 66: the last trick, or quitted trick N)
//!            | SEAT CARD                             Event::Play (the card written suit first: `SQ`, `♠Q`, `H10`)
//!            | "finding" "damage" ["#" N]            Event::Finding(Finding::DamageLikely)
//!            | "finding" "saw-dummy"                 Event::Finding(Finding::DeclarerSawDummy) (Law 54C)
//!            | "finding" "claim" N                   Event::Finding(Finding::ClaimTricks) (Law 70)
//!            | "finding" "concession-cancelled" N ["won"|"normal-play"]  Event::Finding(Finding::ConcessionCancelled) (Law 71; 71A, 71B)
//!            | "finding" "agreement-withdrawn" N ["won"|"likely"]       Event::Finding(Finding::AgreementWithdrawn) (Law 69B; 69B1, 69B2)
//!            | "finding" "revoke-late" ["round"]     Event::Finding(Finding::RevokeNoticedLate) (Law 64B4; `round`: 64B5)
//!            | "finding" "revoke-equity" N           Event::Finding(Finding::RevokeEquity) (Law 64C: the declaring side's tricks)
//!            | "finding" "defective-trick" SEAT N    Event::Finding(Finding::DefectiveTrick) (Law 67: trick N, from 1)
//!            | "finding" "missing-card" SEAT CARD ["played" N]  Event::Finding(Finding::MissingCard) (Law 14A, 14B; found played: 14B1)
//!            | "finding" "foreign-card" CARD ["played" N]       Event::Finding(Finding::ForeignCard) (Law 13C)
//!            | "finding" "wrong-hand" SEAT           Event::Finding(Finding::WrongHand) (Law 15A; 2007 17D)
//!            | "finding" "touched-to-reach" CARD     Event::Finding(Finding::TouchedToReach) (Law 45C3: not played)
//!            | "finding" "surplus-card" SEAT N CARD ["simultaneous"]  Event::Finding(Finding::SurplusCard) (Law 67B2; in time, 67A2; 58B4)
//!            | "finding" "misplaced-card" SEAT N CARD  Event::Finding(Finding::MisplacedCard) (Law 67B3)
//!            | "finding" "extraneous-information" SEAT  Event::Finding(Finding::ExtraneousInformation) (Law 16D)
//!            | "finding" "adjusted-score" CAUSE ("NS"|"EW") ("assigned" (CONTRACT SEAT N | "pass") | "artificial" AVG AVG)
//!                                                  Event::Finding(Finding::AdjustedScore) (Law 12C; CAUSE as
//!                                                  score::AdjustmentCause::name, AVG `avg+`, `avg`, `avg-`)
//!            | "finding" "incorrect-cards"           Event::Finding(Finding::IncorrectCards) (Law 13B2, 13D)
//!            | "finding" "wrong-board" ("played"|"unplayed")  Event::Finding(Finding::WrongBoard) (Law 15B)
//!            | SEAT "exchanges-hands"                Event::Dummy (ExchangesHands, duplicate Law 43A2(a))
//!            | SEAT "watches-declarer"               Event::Dummy (WatchesDeclarer, Law 43A2(b))
//!            | SEAT "calls-director"                 Event::Dummy (CallsDirector, Law 43A1(a))
//!            | SEAT "looks-at-hand" SEAT             Event::Dummy (LooksAtHand, Law 43A2(c))
//!            | SEAT "shown-hand-by" SEAT             Event::Dummy (ShownHandBy, 2017 Law 43A3)
//!            | SEAT "warns-declarer"                 Event::Dummy (WarnsDeclarer, Laws 42B2, 43B2(a))
//!            | SEAT "indicates" CARD                 Event::Dummy (IndicatesCard, Law 45F)
//!            | SEAT "places" CARD                    Event::Dummy (PlacesCard, Law 45D)
//!            | SEAT "deemed-played" CARD             Event::DeemedPlayed (Law 45C1, C2, C3)
//!            | SEAT "fifth-card" CARD ["led"]        Event::FifthCard (Law 45E; `led`: the director deems it led)
//!            | SEAT "plays-with" CARD                Event::PlaysWith (Law 58A: with the card just played, deemed after it)
//!            | SEAT "plays-hidden" CARD CARD…        Event::PlaysHidden (Law 58B1: only the first card's face visible)
//!            | SEAT "withdraws" CARD                 Event::Withdraws (Law 47F2: an attempt, without effect)
//!            | SEAT "faces-cards"                    Event::FacesCards (Laws 48B1 with 54A, 48B2 and 68A: a claim)
//!            | SEAT CARD                             Event::Play (the card written suit first: `SQ`, `♠Q`, `H10`)
//!            | "finding" "damage" ["#" N]            Event::Finding(Finding::DamageLikely)
//!            | "finding" "saw-dummy"                 Event::Finding(Finding::DeclarerSawDummy) (Law 54C)
//!            | "finding" "told-turn"                 Event::Finding(Finding::ToldTurn) (Law 47E1)
//!            | "finding" "unintended" SEAT CARD      Event::Finding(Finding::UnintendedDesignation) (Law 45C4(b))
//!            | "finding" "mistaken-explanation" SEAT Event::Finding(Finding::MistakenExplanation) (Law 47E2(a))
//!            | "designate" TEXT ["intended" CARD]    Event::Designate (Law 46; `decl:` also reads)
//!
//! annotation = "alert" | "!"                         alert: true
//!            | "relates" SUITS                       relates_to (Law 26)
//!            | "disclosed"                           Understanding::DisclosedBeforehand (Law 40(a))
//!            | "disclosed-at-the-time"               Understanding::DisclosedAtTheTime (Law 40(b))
//!            | "undisclosed"                         Understanding::Undisclosed
//!            | "stating" BID                         stated (Law 19)
//!            | "simultaneous"                        simultaneous (Law 33)
//!
//! change-finding = "deliberate"                      ChangeFinding::Deliberate, the default (Law 25)
//!                | "inadvertent"                     ChangeFinding::Inadvertent (Law 24)
//!                | "misinformation"                  ChangeFinding::Misinformation (Law 21)
//!                | "misunderstanding"                ChangeFinding::OwnMisunderstanding (Law 21)
//! ```
//!
//! Annotations come in any order, each at most once, and at most one of the
//! three understandings. The words:
//!
//! | word | written as | read by |
//! |---|---|---|
//! | `CODE` | `rubber`, `duplicate-2017`, `duplicate-2007` | [`CodeId::from_str`](tablelaw::CodeId) |
//! | `SEAT` | `N`, `E`, `S`, `W`, `North`, `East`, `South`, `West` | [`Seat::from_str`](tablelaw::Seat) |
//! | `CALL` | `1H`, `1♥`, `3NT`, `1n`, `p`, `pass`, `x`, `dbl`, `xx`, `rdbl`, `8S` … | [`Call::from_str`](tablelaw::Call) |
//! | `BID` | a `CALL` that is a bid: `1H`, `3NT` … | [`Call::from_str`](tablelaw::Call) |
//! | `CARD` | `SA`, `♠A`, `AS`, `A♠`, `HT`, `10H` … | [`Card::from_str`](tablelaw::Card) |
//! | `SUITS` | one word of suit letters or symbols: `H`, `HS`, `♥♠`, `♥️♠️`; order and repeats are kept | [`Suit::from_char`](tablelaw::Suit::from_char), after [`without_variation_selectors`](tablelaw::card::without_variation_selectors) |
//! | `OPTION` | `accept`, `correct`, `cancel`, `lowest-sufficient`, `other-sufficient-or-pass`, `first-call-stands`, `other-call`, `keep`, `change`, `penalty`, `condone` | [`OptionId::from_str`](tablelaw::OptionId) |
//! | `PBN-DEAL` | the four words of a PBN deal, `N:AKQ.… … … …`, `-` for an unknown hand | [`Deal::from_str`](tablelaw::Deal) |
//! | `N` | a ruling number counted from 1, right after the `#`: `#2` is the second ruling (index 1) | |
//! | `TEXT` | a double-quoted string, or else the rest of the line up to a comment, trimmed; never empty | |
//!
//! In a quoted `TEXT`, `\"` stands for `"`, `\\` for `\`, `\n` for a line
//! break and `\r` for a carriage return; any other `\` is an error, and
//! nothing but whitespace or a comment may follow the closing quote.
//!
//! # Leniencies
//!
//! The reader takes the forms players write; [`write()`] writes one strict
//! form: ASCII seat letters (`N`), calls as `1H`, `3NT`, `Pass`, `X`, `XX`,
//! cards as `SA`, suits as letters, `alert` for `!`, the change finding
//! always named, every explanation quoted, `laws` always written and the
//! deal from the dealer. Beyond that strict form the reader accepts:
//! - any case in every word, and the seat names `North` … `West`;
//! - suit symbols (filled or hollow) in calls, cards, suits and `relates`,
//!   each perhaps followed by a variation selector (U+FE0E, U+FE0F: `1♠️`
//!   as a phone types it), which counts as a character in the columns of
//!   the errors after it;
//! - every spelling of a call [`Call::from_str`](tablelaw::Call) accepts;
//! - cards with the rank first or the suit first, and `10` for the ten;
//! - an unquoted explanation (the rest of the line);
//! - `leads` followed by more than one card, like `exposes`;
//! - CRLF line ends, a byte order mark, comments, blank lines, indentation.
//!
//! # Errors
//!
//! Reading stops at the first error, a [`ScriptError`] with the line and the
//! column (counted in characters from 1) of the offending word, what was
//! expected there and what was found. No function of this module panics on
//! any input, and reading takes time linear in the length of the text.

pub mod auction_bridge;
pub mod bridge_whist;
pub mod euchre;
mod game;
pub(crate) mod line;
mod read;
#[cfg(test)]
mod tests;
mod touch;
mod write;

use core::fmt;

use tablelaw::{CodeId, Deal, Event, Seat, TableSetup};

pub use game::{AnyScript, GameScript, ScriptedGame, code_of, read_any};
pub use read::{parse, parse_event_line};
pub use write::write;

/// The code of laws of a script without a `laws` line: the WBF Laws of
/// Duplicate Bridge, 2017, the code most bridge is played under today.
pub const DEFAULT_CODE: CodeId = CodeId::Duplicate2017;

/// A place in a script: a line and a column, both counted from 1; the
/// column counts characters, not bytes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Position {
    /// The line, from 1.
    pub line: usize,
    /// The column, from 1, in characters.
    pub column: usize,
}

impl fmt::Display for Position {
    /// `line 3, column 5`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}, column {}", self.line, self.column)
    }
}

/// A script read: the setup of the table and the events, each with the
/// position of the statement's first word.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Script {
    /// The code of laws, the dealer and the deal, if given.
    pub setup: TableSetup,
    /// The events in the order written.
    pub events: Vec<(Event, Position)>,
}

/// A syntax error in a script: where, what was expected, what was found.
///
/// Displayed as `line 3, column 5: expected a call such as `1H`, …, found `1Z``.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{position}: expected {expected}, found {found}")]
pub struct ScriptError {
    /// Where: the start of the offending word, or the place just after the
    /// last word when something is missing at the end of a line, or the line
    /// after the last at the end of the text.
    pub position: Position,
    /// What was expected there, as a phrase: ``a call such as `1H` …``.
    pub expected: String,
    /// What was found, as a phrase: the offending word in backticks
    /// (`` `1Z` ``), `the end of the line`, `the end of the text`, or a
    /// description such as `a second `dealer` line`.
    pub found: String,
}

impl ScriptError {
    /// An error at `position`. What was found is cut to
    /// [`FOUND_LIMIT`] characters and its control and bidirectional
    /// characters escaped ([`printable`]), so that a huge or binary word
    /// cannot flood, drive or reorder a terminal.
    pub fn new(position: Position, expected: impl Into<String>, found: impl Into<String>) -> Self {
        ScriptError {
            position,
            expected: expected.into(),
            found: printable(&found.into(), FOUND_LIMIT),
        }
    }
}

/// The most characters of the input an error quotes.
pub const FOUND_LIMIT: usize = 200;

/// `text` cut to `limit` characters (with `…` where cut) and with its
/// control and bidirectional formatting characters escaped (`\u{1b}`,
/// `\u{202e}`: see [`needs_escape`]), to be shown in a message.
pub fn printable(text: &str, limit: usize) -> String {
    let mut out = String::new();
    for (i, c) in text.chars().enumerate() {
        if i == limit {
            out.push('…');
            // Keep a closing backtick of a quoted word.
            if text.ends_with('`') {
                out.push('`');
            }
            break;
        }
        if needs_escape(c) {
            out.extend(c.escape_default());
        } else {
            out.push(c);
        }
    }
    out
}

/// Whether a message escapes `c` where it shows the input: a control
/// character other than the tab, or a bidirectional formatting character
/// (U+061C, U+200E, U+200F, U+202A to U+202E, U+2066 to U+2069), which
/// would reorder what a terminal shows around it.
pub fn needs_escape(c: char) -> bool {
    (c.is_control() && c != '\t')
        || matches!(
            c,
            '\u{061C}' | '\u{200E}' | '\u{200F}' | '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}'
        )
}

/// One statement of a script: a header line or an event.
///
/// Its `Display` writes the statement in the strict form [`write()`] uses.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Statement {
    /// `laws CODE`: the code of laws.
    Laws(CodeId),
    /// `dealer SEAT`: the dealer, who calls first (rubber Law 17).
    Dealer(Seat),
    /// `deal PBN-DEAL`: the deal.
    Deal(Deal),
    /// `vulnerable none|ns|ew|both`: who is vulnerable (for the duplicate score).
    Vulnerable(tablelaw::score::Vulnerability),
    /// An event.
    Event(Event),
}

impl Statement {
    /// Reads one line as a statement, whatever comes before it: `Ok(None)`
    /// for a blank or comment line. `line_no` is the line's number, for the
    /// error's position. A line break at the end of `line` (LF or CRLF) and a
    /// byte order mark at its start are ignored.
    ///
    /// # Errors
    /// A [`ScriptError`] if the line is not a statement.
    ///
    /// # Examples
    /// ```
    /// use tablelaw::Seat;
    /// use tablelaw_formats::Statement;
    /// assert_eq!(Statement::parse_line("dealer west # board 4", 1)?, Some(Statement::Dealer(Seat::West)));
    /// assert_eq!(Statement::parse_line("   # nothing", 2)?, None);
    /// assert_eq!(Statement::parse_line("dealer Q", 3).unwrap_err().position.column, 8);
    /// # Ok::<(), tablelaw_formats::ScriptError>(())
    /// ```
    pub fn parse_line(line: &str, line_no: usize) -> Result<Option<Statement>, ScriptError> {
        let line = read::single_line(line, line_no)?;
        Ok(line::read_line(line, line_no)?.map(|(statement, _)| statement))
    }
}
