//! From a record to a table: referee the boards of a PBN or LIN file and
//! say where the record and the laws disagree.
//!
//! Each board is set up as a [`Table`] from its dealer, deal and
//! vulnerability (PBN `Dealer`, `Deal`, `Vulnerable`; LIN `md`, `sv`), under
//! the code asked for (`duplicate-2017` by default). The auction's calls are
//! applied in rotation from the dealer (`AP` expands to passes until the
//! auction closes), then the play: a PBN play section a trick at a time, each
//! card taken from the column of the seat the engine gives the turn to; LIN
//! `pc` tokens in order. The play stops at a claim: LIN `mc`, or a PBN game
//! whose play ends before thirteen tricks. A play given without an auction
//! is refereed from the Contract and Declarer tags; a LIN vugraph file's
//! results line (`rs|`) is compared with each board.
//!
//! A record holds what stands (PBN 2.1 §3.9): an irregularity it marks
//! (`^I` an insufficient bid, `^S` a call out of rotation, `^L` a lead out
//! of turn) was accepted, so where the engine rules on it the check elects
//! that it stands (`accept`; an opening lead out of turn with a Declarer
//! tag `^X`, declarer and dummy swapped: `spread-hand`, Law 54A), under the
//! code asked, and the [`Report`] says so in its notes. A `^L` card is
//! played first to its trick, the others after it clockwise (§3.9 (D)).
//! Each mark is checked against what it marks ([`Kind::MarkMismatch`]) and
//! covers that call or card alone: an irregularity the record marks is
//! never a finding, one it does not mark is, in any board; a marked call
//! the engine cannot follow is a note.
//!
//! A revoke (marked `^R` or not) does not stop the check of the play: it
//! stands as played, is established by the offending side's next play,
//! and the Result is read against the tricks after Law 64's adjustment
//! (an unmarked revoke is also a finding); with a claim after it, against
//! the tricks one of the claims of the tricks left gives after Law 64.
//!
//! What the check finds is a list of [`Finding`]s: see [`Kind`].
//!
//! # Example
//! ```
//! use tablelaw::CodeId;
//! use tablelaw_formats::check::{Kind, check_pbn};
//!
//! let pbn = "[Board \"1\"]\n[Dealer \"N\"]\n[Vulnerable \"None\"]\n\
//!     [Deal \"N:KT8.A96.A95.7542 Q5.KJ52.KQ874.T8 AJ92.874.JT6.AQ3 7643.QT3.32.KJ96\"]\n\
//!     [Declarer \"S\"]\n[Contract \"2S\"]\n[Result \"8\"]\n\
//!     [Auction \"N\"]\n1S Pass 2S AP\n[Score \"NS 110\"]\n";
//! let file = check_pbn(pbn.as_bytes(), CodeId::Duplicate2017);
//! let kinds: Vec<Kind> = file.findings().map(|f| f.kind).collect();
//! assert_eq!(kinds, [Kind::DeclarerMismatch]); // 2S by North, not South
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

mod contract;
mod deal;
mod dropped;
mod lin_file;
mod lin_results;
mod lines;
mod play;
mod record;
mod referee;
mod result;
mod split;
mod strict;

use std::fmt;
use std::io::Read;

use tablelaw::{CodeId, Table};

use crate::pbn;
use lines::Lines;
use record::{Record, RecordReader};
use referee::{referee, referee_into};

pub use lin_file::{LIN_LIMIT, check_board, check_lin, check_lin_each};

/// What is wrong with a board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Kind {
    /// The deal cannot be read, so nothing can be refereed.
    UnreadableDeal,
    /// A game with an auction or a play names no dealer (PBN §3.1), so
    /// neither can be refereed.
    NoDealer,
    /// An impossible or irregular call where the record marks none, or an
    /// auction that stops before it closes.
    IllegalAuction,
    /// The record's contract is not the one its auction reaches, or is no
    /// contract that can exist (more than seven odd tricks, no
    /// denomination, doubled more than twice), with or without an auction.
    ContractMismatch,
    /// The record's declarer is not the one its auction makes, or is no
    /// seat.
    DeclarerMismatch,
    /// A card the hand does not hold, played out of turn, or a revoke,
    /// where the record marks none.
    IllegalPlay,
    /// An irregularity mark (PBN §3.9) on what is not that irregularity:
    /// `^I` on a sufficient bid, `^S` before a call in rotation, `^R` on a
    /// card that is no revoke, `^L` on a lead in turn; a Declarer `^X`
    /// with nothing swapped (§3.4.13); a `^` Result equal to the tricks a
    /// complete play gives (§3.4.15).
    MarkMismatch,
    /// The tricks the record states are not the tricks its play gives
    /// (with a claim: more than declarer has, or can still, take), or no
    /// deal can have them (more than thirteen; two sides' counts that do
    /// not make thirteen).
    ResultMismatch,
    /// The record's score is not the Law 77 score of its contract and result.
    ScoreMismatch,
    /// Two games with no semi-empty line between them (PBN 2.1 §3): the
    /// second is found by its identifying tags given again, and both are
    /// refereed.
    RunTogether,
    /// The text breaks a rule of the PBN 2.1 standard that `--strict`
    /// checks (a tag's format, a note or mark pointing to nothing, the
    /// export format); the message names the standard's section.
    Format,
}

impl Kind {
    /// Every kind, in order.
    pub const ALL: [Kind; 11] = [
        Kind::UnreadableDeal,
        Kind::NoDealer,
        Kind::IllegalAuction,
        Kind::ContractMismatch,
        Kind::DeclarerMismatch,
        Kind::IllegalPlay,
        Kind::MarkMismatch,
        Kind::ResultMismatch,
        Kind::ScoreMismatch,
        Kind::RunTogether,
        Kind::Format,
    ];

    /// The kind's id: `unreadable-deal`, `illegal-auction`, …
    pub const fn as_str(self) -> &'static str {
        match self {
            Kind::UnreadableDeal => "unreadable-deal",
            Kind::NoDealer => "no-dealer",
            Kind::IllegalAuction => "illegal-auction",
            Kind::ContractMismatch => "contract-mismatch",
            Kind::DeclarerMismatch => "declarer-mismatch",
            Kind::IllegalPlay => "illegal-play",
            Kind::MarkMismatch => "mark-mismatch",
            Kind::ResultMismatch => "result-mismatch",
            Kind::ScoreMismatch => "score-mismatch",
            Kind::RunTogether => "games-run-together",
            Kind::Format => "format",
        }
    }
}

impl fmt::Display for Kind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// Where a board stands in its file: the number its record gives it and
/// its place, so that a board without a number, or with a number that
/// another board of the file has too, can still be found.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Place {
    /// The number the record gives the board (PBN `Board`, LIN `ah` or
    /// `qx`, EGN `dealNumber`), if it gives one: EGN's is any JSON
    /// unsigned integer, kept exactly.
    pub number: Option<u64>,
    /// The board's place in its file, counted from 1.
    pub game: u32,
    /// Whether another board of the file has the same number (known for
    /// EGN, which is read whole), so that the place is said as well.
    pub repeated: bool,
    /// Whether the file's boards are euchre deals (EGN), said "deal".
    pub deal: bool,
}

impl Place {
    /// A board of a bridge record: its number, if any, and its place.
    pub const fn board(number: Option<u32>, game: u32) -> Place {
        Place {
            number: match number {
                Some(n) => Some(n as u64),
                None => None,
            },
            game,
            repeated: false,
            deal: false,
        }
    }
}

/// `board 7`; `game 3 in the file` for a board without a number; `board 7
/// (game 9 in the file)` for a number given twice (`deal` for EGN).
impl fmt::Display for Place {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (unit, place) = if self.deal {
            ("deal", "deal")
        } else {
            ("board", "game")
        };
        match self.number {
            Some(n) if self.repeated => {
                write!(f, "{unit} {n} ({place} {} in the file)", self.game)
            }
            Some(n) => write!(f, "{unit} {n}"),
            None => write!(f, "{place} {} in the file", self.game),
        }
    }
}

/// One thing wrong with a board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Finding {
    /// Which board: its number and its place in the file.
    pub place: Place,
    /// The line of the record it concerns, if known.
    pub line: Option<usize>,
    /// What is wrong.
    pub kind: Kind,
    /// What is wrong, in plain words.
    pub message: String,
}

/// The check of one board.
#[derive(Clone, Debug)]
pub struct Report {
    /// Which board: its number and its place in the file.
    pub place: Place,
    /// The line where the board begins, if known.
    pub line: Option<usize>,
    /// The code of laws the board was refereed under.
    pub code: CodeId,
    /// What is wrong.
    pub findings: Vec<Finding>,
    /// What the check did that is not a fault: a marked irregularity
    /// elected to stand, a play refereed from the tags or with passes put
    /// back, or where the engine could not follow the record.
    pub notes: Vec<String>,
    /// The table as refereed, if the deal could be set up.
    pub table: Option<Table>,
}

/// A read error of a file: the board it was in is skipped.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReadFailure {
    /// The line, if known.
    pub line: Option<usize>,
    /// The column, if known.
    pub column: Option<usize>,
    /// What went wrong.
    pub message: String,
}

/// The check of a file.
#[derive(Clone, Debug, Default)]
pub struct FileReport {
    /// The boards read, in order.
    pub boards: Vec<Report>,
    /// The read errors, in order.
    pub errors: Vec<ReadFailure>,
}

impl FileReport {
    /// Every finding of every board, in order.
    pub fn findings(&self) -> impl Iterator<Item = &Finding> {
        self.boards.iter().flat_map(|b| b.findings.iter())
    }
}

// ---------------------------------------------------------------- PBN

/// How a PBN file is held to the standard.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Mode {
    /// The import format's tolerance (PBN 2.1 §2.1): what is read is
    /// refereed, and only what the laws and the record's own claims
    /// disagree on is found (and games run together).
    #[default]
    Import,
    /// Also every rule of the standard, as its verifier reads a file: the
    /// import format's rules, and the export format's where the file says
    /// `% EXPORT` ([`Kind::Format`] findings naming the section).
    Strict,
}

/// Checks every game of a PBN file under `code`, keeping every report.
pub fn check_pbn<R: Read>(input: R, code: CodeId) -> FileReport {
    let mut out = FileReport::default();
    let mut errors = Vec::new();
    check_pbn_each(input, code, |r| out.boards.push(r), |e| errors.push(e));
    out.errors = errors;
    out
}

/// Checks every game of a PBN file under `code`, handing each board's report
/// and each read error to the caller as they come: memory stays flat in the
/// file's size, and a board that the check finds nothing wrong with costs
/// no allocation but its report's table.
pub fn check_pbn_each<R: Read>(
    input: R,
    code: CodeId,
    mut on_board: impl FnMut(Report),
    on_error: impl FnMut(ReadFailure),
) {
    let mut file = dropped::FileState::default();
    pbn_boards(
        input,
        None,
        |record, lines, _| on_board(referee(record, lines, code, &mut file)),
        on_error,
    );
}

/// Checks every game of a PBN file under `code` as
/// [`check_pbn_each`] does, lending each board's report to the caller
/// instead of giving it: the report, its table and its vectors are kept
/// from board to board, so that a board costs no allocation at all once
/// they have grown (clone what is to be kept, such as the findings).
pub fn check_pbn_with<R: Read>(
    input: R,
    code: CodeId,
    on_board: impl FnMut(&Report),
    on_error: impl FnMut(ReadFailure),
) {
    check_pbn_in(input, code, Mode::Import, on_board, on_error);
}

/// Checks every game of a PBN file under `code` as [`check_pbn_with`]
/// does, held to the standard as `mode` says.
pub fn check_pbn_in<R: Read>(
    input: R,
    code: CodeId,
    mode: Mode,
    mut on_board: impl FnMut(&Report),
    on_error: impl FnMut(ReadFailure),
) {
    let mut report = Report {
        place: Place::default(),
        line: None,
        code,
        findings: Vec::new(),
        notes: Vec::new(),
        table: None,
    };
    let mut spare = None;
    let mut file = dropped::FileState {
        strict: mode == Mode::Strict,
        ..dropped::FileState::default()
    };
    let mut strict = (mode == Mode::Strict).then(strict::Strict::default);
    pbn_boards(
        input,
        strict.as_mut(),
        |record, lines, format| {
            referee_into(record, lines, code, &mut report, &mut spare, &mut file);
            if !format.is_empty() {
                report.findings.extend_from_slice(format);
                // By line, as the file has them.
                report
                    .findings
                    .sort_by_key(|f| f.line.unwrap_or(usize::MAX));
            }
            on_board(&report);
        },
        on_error,
    );
}

/// Reads every game of a PBN file into a kept [`Record`], handing each to
/// `on_record` with its lines and, under `strict`, the findings of the
/// standard's rules; each read error to `on_error`.
fn pbn_boards<R: Read>(
    input: R,
    mut strict: Option<&mut strict::Strict>,
    mut on_record: impl FnMut(&Record, Lines<'_>, &[Finding]),
    mut on_error: impl FnMut(ReadFailure),
) {
    let mut reader = pbn::Reader::new(input);
    let mut visitor = RecordReader::new();
    let mut format = Vec::new();
    loop {
        match reader.read_game(&mut visitor) {
            Ok(Some(())) => {
                if let Some(s) = strict.as_deref_mut() {
                    s.between(reader.between_games());
                }
                let (first, text) = reader.last_game();
                let mut each = |record: &Record, lines: Lines<'_>, first: usize, text: &[u8]| {
                    format.clear();
                    if let Some(s) = strict.as_deref_mut() {
                        s.game(first, text, record.place, &mut format);
                    }
                    on_record(record, lines, &format);
                };
                if visitor.run_together {
                    run_together(first, text, &mut visitor, &mut each, &mut on_error);
                } else {
                    each(&visitor.record, Lines::of_game(first, text), first, text);
                }
            }
            Ok(None) => break,
            Err(pbn::ReadError::Syntax {
                line,
                column,
                expected,
                found,
            }) => on_error(syntax_failure(line, column, expected, &found)),
            Err(e) => {
                on_error(ReadFailure {
                    line: None,
                    column: None,
                    message: e.to_string(),
                });
                break;
            }
        }
    }
}

fn syntax_failure(
    line: usize,
    column: usize,
    expected: impl fmt::Display,
    found: &str,
) -> ReadFailure {
    ReadFailure {
        line: Some(line),
        column: Some(column),
        message: format!("expected {expected}, found {found}"),
    }
}

/// A game's `text` (from line `first`) that holds games run together: each
/// is read from its own part of the text and handed on, numbered on from
/// `visitor`'s count; all but the first are marked as joined to the game
/// before.
fn run_together(
    first: usize,
    text: &[u8],
    visitor: &mut RecordReader,
    on_record: &mut impl FnMut(&Record, Lines<'_>, usize, &[u8]),
    on_error: &mut impl FnMut(ReadFailure),
) {
    let starts = split::game_starts(text);
    if starts.is_empty() {
        // A repeat the line-by-line look cannot place: one game.
        on_record(&visitor.record, Lines::of_game(first, text), first, text);
        return;
    }
    let ordinal = visitor.ordinal;
    let mut line = first;
    let mut from = 0;
    for (k, &to) in starts.iter().chain([&text.len()]).enumerate() {
        let part = &text[from..to];
        let mut part_visitor = RecordReader::after(ordinal - 1 + k as u32);
        match pbn::Reader::new(part).read_game(&mut part_visitor) {
            Ok(Some(())) => {
                part_visitor.record.joined = k > 0;
                on_record(&part_visitor.record, Lines::of_game(line, part), line, part);
            }
            Ok(None) => {}
            Err(pbn::ReadError::Syntax {
                line: l,
                column,
                expected,
                found,
            }) => on_error(syntax_failure(line + l - 1, column, expected, &found)),
            Err(e) => on_error(ReadFailure {
                line: Some(line),
                column: None,
                message: e.to_string(),
            }),
        }
        line += part.iter().filter(|&&b| b == b'\n').count();
        from = to;
    }
    visitor.ordinal = ordinal + starts.len() as u32;
}

/// Checks one PBN game under `code` (lines unknown).
pub fn check_game(game: &pbn::Game, code: CodeId) -> Report {
    let mut record = Record::default();
    record.of_game(game, 1);
    referee(&record, Lines::default(), code, &mut Default::default())
}
