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
//! whose play ends before thirteen tricks.
//!
//! Under the duplicate editions an irregular call often waits for the
//! director's judgment (is the replacing call comparable, Law 23?), which a
//! record does not carry; so a board whose record marks an irregularity
//! (`^I`, `^S`, `^R`, `^L`) is refereed under the rubber laws, whose
//! rectifications are mechanical, and the [`Report`] says so in its notes;
//! an irregularity the record marks is never a finding.
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

use std::fmt;
use std::io::Read;

use tablelaw::score::{DuplicateEdition, Vulnerability, duplicate_score};
use tablelaw::{
    Call, Card, CodeId, Contract, Deal, Doubling, Event, Seat, Side, Table, TableSetup,
};

use crate::{lin, pbn};

/// What is wrong with a board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Kind {
    /// The deal or the dealer cannot be read, so nothing can be refereed.
    UnreadableDeal,
    /// An impossible or irregular call where the record marks none, or an
    /// auction that stops before it closes.
    IllegalAuction,
    /// The record's contract is not the one its auction reaches.
    ContractMismatch,
    /// The record's declarer is not the one its auction makes.
    DeclarerMismatch,
    /// A card the hand does not hold, played out of turn, or a revoke,
    /// where the record marks none.
    IllegalPlay,
    /// The tricks the record states are not the tricks its play gives
    /// (with a claim: more than declarer has, or can still, take).
    ResultMismatch,
    /// The record's score is not the Law 77 score of its contract and result.
    ScoreMismatch,
}

impl Kind {
    /// Every kind, in order.
    pub const ALL: [Kind; 7] = [
        Kind::UnreadableDeal,
        Kind::IllegalAuction,
        Kind::ContractMismatch,
        Kind::DeclarerMismatch,
        Kind::IllegalPlay,
        Kind::ResultMismatch,
        Kind::ScoreMismatch,
    ];

    /// The kind's id: `unreadable-deal`, `illegal-auction`, …
    pub const fn as_str(self) -> &'static str {
        match self {
            Kind::UnreadableDeal => "unreadable-deal",
            Kind::IllegalAuction => "illegal-auction",
            Kind::ContractMismatch => "contract-mismatch",
            Kind::DeclarerMismatch => "declarer-mismatch",
            Kind::IllegalPlay => "illegal-play",
            Kind::ResultMismatch => "result-mismatch",
            Kind::ScoreMismatch => "score-mismatch",
        }
    }
}

impl fmt::Display for Kind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// One thing wrong with a board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Finding {
    /// The board number (the record's, else the board's place in the file).
    pub board: u32,
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
    /// The board number (the record's, else the board's place in the file).
    pub board: u32,
    /// The line where the board begins, if known.
    pub line: Option<usize>,
    /// The code of laws the board was refereed under.
    pub code: CodeId,
    /// What is wrong.
    pub findings: Vec<Finding>,
    /// What the check did that is not a fault: the code changed for an
    /// irregular record, or where the engine could not follow the record.
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

// ---------------------------------------------------------------- records

/// A call of the record.
#[derive(Clone, Copy, Debug)]
enum RecCall {
    Call {
        seat: Seat,
        call: Call,
        marked: bool,
    },
    AllPass,
}

/// The play of the record.
#[derive(Clone, Debug)]
enum RecPlay {
    /// PBN: tricks, each the cards by column seat, with their marks.
    Tricks(Vec<Vec<(Seat, Card, bool)>>),
    /// LIN: the cards in the order played.
    Sequence(Vec<Card>),
}

/// A board reduced to what the check needs.
#[derive(Clone, Debug)]
struct Record {
    board: u32,
    line: Option<usize>,
    setup: Result<(Seat, Deal), String>,
    vulnerability: Vulnerability,
    /// The auction, if the record has one; `true` if cut short with `*`.
    auction: Option<(Vec<RecCall>, bool)>,
    marked: bool,
    play: Option<RecPlay>,
    /// LIN: the claim (declarer's tricks in all).
    claim: Option<u8>,
    /// PBN: the stated contract, declarer, result, score, scoring.
    contract: Option<String>,
    declarer: Option<String>,
    result: Option<String>,
    score: Option<String>,
    scoring: Option<String>,
    lines: Lines,
}

/// The lines of a record's tags.
#[derive(Clone, Debug, Default)]
struct Lines {
    contract: Option<usize>,
    declarer: Option<usize>,
    result: Option<usize>,
    score: Option<usize>,
    deal: Option<usize>,
    auction: Option<usize>,
    play: Option<usize>,
    /// The line number of the game's first line.
    first: usize,
    /// The game's text, for locating tricks.
    text: String,
}

impl Lines {
    /// The lines of a game whose text begins at line `first`.
    fn of_game(first: usize, raw: &[u8]) -> Lines {
        let mut lines = Lines {
            first,
            text: String::from_utf8_lossy(raw).into_owned(),
            ..Lines::default()
        };
        let find = |name: &str| {
            lines
                .numbered()
                .find(|(_, l)| {
                    let l = l.trim_start();
                    l.strip_prefix('[')
                        .and_then(|r| r.strip_prefix(name))
                        .is_some_and(|r| r.starts_with([' ', '\t', '"']))
                })
                .map(|(n, _)| n)
        };
        let (contract, declarer, result, score) = (
            find("Contract"),
            find("Declarer"),
            find("Result"),
            find("Score"),
        );
        let (deal, auction, play) = (find("Deal"), find("Auction"), find("Play"));
        lines.contract = contract;
        lines.declarer = declarer;
        lines.result = result;
        lines.score = score;
        lines.deal = deal;
        lines.auction = auction;
        lines.play = play;
        lines
    }

    /// The game's lines with their numbers.
    fn numbered(&self) -> impl Iterator<Item = (usize, &str)> {
        self.text
            .lines()
            .enumerate()
            .map(|(i, l)| (self.first + i, l))
    }

    fn start(&self) -> Option<usize> {
        self.numbered()
            .find(|(_, l)| l.trim_start().starts_with('['))
            .map(|(n, _)| n)
    }

    /// The line of trick `trick` (from 0) of the play section, if the file
    /// writes a trick a line and that line holds `card`; else the Play tag's.
    fn trick(&self, trick: usize, card: Card) -> Option<usize> {
        let play = self.play?;
        let at = play + 1 + trick;
        let written = format!("{card:#}");
        let ten = written.replace('T', "10");
        match self.numbered().find(|(n, _)| *n == at) {
            Some((_, l)) if l.to_ascii_uppercase().contains(&written) || l.contains(&ten) => {
                Some(at)
            }
            _ => Some(play),
        }
    }
}

// ---------------------------------------------------------------- PBN

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
/// file's size.
pub fn check_pbn_each<R: Read>(
    input: R,
    code: CodeId,
    mut on_board: impl FnMut(Report),
    mut on_error: impl FnMut(ReadFailure),
) {
    let mut reader = pbn::Reader::new(input);
    let mut ordinal = 0u32;
    loop {
        match reader.read_game(&mut pbn::GameBuilder::new()) {
            Ok(Some(game)) => {
                let (first, text) = reader.last_game();
                let lines = Lines::of_game(first, text);
                ordinal += 1;
                on_board(check_game_at(&game, code, ordinal, lines));
            }
            Ok(None) => break,
            Err(pbn::ReadError::Syntax {
                line,
                column,
                expected,
                found,
            }) => on_error(ReadFailure {
                line: Some(line),
                column: Some(column),
                message: format!("expected {expected}, found {found}"),
            }),
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

/// Checks one PBN game under `code` (lines unknown).
pub fn check_game(game: &pbn::Game, code: CodeId) -> Report {
    check_game_at(game, code, 1, Lines::default())
}

fn check_game_at(game: &pbn::Game, code: CodeId, ordinal: u32, lines: Lines) -> Report {
    let board = game
        .tag("Board")
        .and_then(|b| b.trim().parse().ok())
        .unwrap_or(ordinal);
    let dealer = game
        .tag("Dealer")
        .and_then(|d| d.trim().parse::<Seat>().ok());
    let setup = match (dealer, game.deal, game.tag("Deal")) {
        (Some(d), Some(deal), _) => Ok((d, deal)),
        (None, _, _) => Err("the record names no dealer".to_owned()),
        (_, None, Some(text)) if !text.trim().is_empty() && text.trim() != "?" => Err(format!(
            "the Deal tag `{text}` is not a full deal of thirteen cards a hand"
        )),
        (_, None, _) => Err("the record has no deal".to_owned()),
    };
    let vulnerability = match game.tag("Vulnerable").map(str::trim) {
        Some("NS") => Vulnerability::NorthSouth,
        Some("EW") => Vulnerability::EastWest,
        Some("All" | "Both") => Vulnerability::Both,
        _ => Vulnerability::Neither,
    };
    let mut marked = false;
    let auction = game.auction.as_ref().map(|a| {
        let mut calls = Vec::new();
        let mut cut = false;
        for t in &a.calls {
            marked |= t.irregularity.is_some() || t.kind == pbn::CallKind::Skipped;
            match t.kind {
                pbn::CallKind::Call(call) => calls.push(RecCall::Call {
                    seat: t.seat,
                    call,
                    marked: t.irregularity.is_some(),
                }),
                pbn::CallKind::AllPass => calls.push(RecCall::AllPass),
                pbn::CallKind::End | pbn::CallKind::Continue => cut = true,
                _ => {}
            }
        }
        (calls, cut)
    });
    let play = game.play.as_ref().map(|p| {
        let mut tricks: Vec<Vec<(Seat, Card, bool)>> = Vec::new();
        let mut current = None;
        for t in &p.cards {
            marked |= t.irregularity.is_some();
            if current != Some(t.trick) {
                current = Some(t.trick);
                tricks.push(Vec::new());
            }
            if let (Some(card), Some(trick)) = (t.card(), tricks.last_mut()) {
                trick.push((t.seat, card, t.irregularity.is_some()));
            }
        }
        RecPlay::Tricks(tricks)
    });
    let stated = |name: &str| {
        game.tag(name)
            .map(str::trim)
            .filter(|v| !v.is_empty() && *v != "?")
            .map(str::to_owned)
    };
    let record = Record {
        board,
        line: lines.start(),
        setup,
        vulnerability,
        auction,
        marked,
        play,
        claim: None,
        contract: stated("Contract"),
        declarer: stated("Declarer"),
        result: stated("Result"),
        score: stated("Score"),
        scoring: stated("Scoring"),
        lines,
    };
    referee(&record, code)
}

// ---------------------------------------------------------------- LIN

/// Checks every board of a LIN file under `code`. The line of a board is
/// the line of its `md` when the file has one `md` a board.
pub fn check_lin<R: Read>(mut input: R, code: CodeId) -> FileReport {
    let mut bytes = Vec::new();
    let mut out = FileReport::default();
    if let Err(e) = input.read_to_end(&mut bytes) {
        out.errors.push(ReadFailure {
            line: None,
            column: None,
            message: e.to_string(),
        });
        return out;
    }
    let md_lines = md_lines(&bytes);
    let mut reader = lin::Reader::new(&bytes[..]);
    let mut boards = Vec::new();
    loop {
        match reader.read_board(&mut lin::BoardBuilder::new()) {
            Ok(Some(board)) => boards.push(board),
            Ok(None) => break,
            Err(e) => {
                let (line, column) = e.position().unzip();
                let message = match &e {
                    lin::ReadError::Syntax {
                        expected, found, ..
                    } => format!("expected {expected}, found {found}"),
                    other => other.to_string(),
                };
                out.errors.push(ReadFailure {
                    line,
                    column,
                    message,
                });
                if matches!(e, lin::ReadError::Io(_)) {
                    break;
                }
            }
        }
    }
    let known = md_lines.len() == boards.len() && out.errors.is_empty();
    for (i, board) in boards.iter().enumerate() {
        let line = if known {
            md_lines.get(i).copied()
        } else {
            None
        };
        out.boards
            .push(check_board_at(board, code, i as u32 + 1, line));
    }
    out
}

/// The lines of the `md|` tokens of a LIN file.
fn md_lines(bytes: &[u8]) -> Vec<usize> {
    let mut out = Vec::new();
    let mut line = 1;
    let mut at_code = true;
    for (i, &b) in bytes.iter().enumerate() {
        if b == b'\n' {
            line += 1;
        }
        if b == b'|' {
            at_code = !at_code;
            if !at_code && i >= 2 && bytes[i - 2..i].eq_ignore_ascii_case(b"md") {
                out.push(line);
            }
        }
    }
    out
}

/// Checks one LIN board under `code` (line unknown).
pub fn check_board(board: &lin::Board, code: CodeId) -> Report {
    check_board_at(board, code, 1, None)
}

fn check_board_at(board: &lin::Board, code: CodeId, ordinal: u32, line: Option<usize>) -> Report {
    let number = board
        .header
        .as_deref()
        .and_then(|h| lin::RawValue(h.as_bytes()).trailing_number())
        .or_else(|| {
            board
                .id
                .as_deref()
                .and_then(|q| lin::RawValue(q.as_bytes()).trailing_number())
        })
        .unwrap_or(ordinal);
    let setup = board
        .deal
        .filter(|(_, d)| Seat::ALL.iter().all(|&s| d.hand(s).len() == 13))
        .ok_or_else(|| "the record has no full deal (md)".to_owned());
    let calls = board
        .calls
        .iter()
        .map(|c| RecCall::Call {
            seat: Seat::North, // replaced by the turn: LIN calls are in rotation
            call: c.call,
            marked: false,
        })
        .collect::<Vec<_>>();
    let record = Record {
        board: number,
        line,
        setup,
        vulnerability: board.vulnerability.unwrap_or_default(),
        auction: (!calls.is_empty()).then_some((calls, false)),
        marked: false,
        play: (!board.plays.is_empty()).then(|| RecPlay::Sequence(board.plays.clone())),
        claim: board.claim,
        contract: None,
        declarer: None,
        result: None,
        score: None,
        scoring: None,
        lines: Lines::default(),
    };
    let mut lines = record.lines.clone();
    lines.auction = line;
    lines.play = line;
    referee(&Record { lines, ..record }, code)
}

// ---------------------------------------------------------------- the check

struct Check<'a> {
    record: &'a Record,
    findings: Vec<Finding>,
    notes: Vec<String>,
}

impl Check<'_> {
    fn find(&mut self, kind: Kind, line: Option<usize>, message: String) {
        self.findings.push(Finding {
            board: self.record.board,
            line: line.or(self.record.line),
            kind,
            message,
        });
    }
}

fn referee(record: &Record, code: CodeId) -> Report {
    let mut check = Check {
        record,
        findings: Vec::new(),
        notes: Vec::new(),
    };
    let code = if record.marked && code != CodeId::Rubber {
        check.notes.push(format!(
            "the record marks an irregularity, so the board is refereed under rubber rather than {code}"
        ));
        CodeId::Rubber
    } else {
        code
    };
    let table = match &record.setup {
        Ok((dealer, deal)) => {
            let mut table = Table::with_setup(TableSetup {
                code,
                dealer: *dealer,
                deal: Some(*deal),
                vulnerability: record.vulnerability,
            });
            run(&mut check, &mut table);
            Some(table)
        }
        Err(message) => {
            if record.auction.is_some() || record.play.is_some() || record.contract.is_some() {
                let line = record.lines.deal;
                check.find(Kind::UnreadableDeal, line, message.clone());
            }
            None
        }
    };
    Report {
        board: record.board,
        line: record.line,
        code,
        findings: check.findings,
        notes: check.notes,
        table,
    }
}

/// Referees the auction and the play, then compares the record's claims.
fn run(check: &mut Check<'_>, table: &mut Table) {
    let record = check.record;
    let Some((calls, cut)) = &record.auction else {
        return;
    };
    let lin = matches!(record.play, Some(RecPlay::Sequence(_))) || record.claim.is_some();
    let line = record.lines.auction;
    for (i, rc) in calls.iter().enumerate() {
        if table.is_closed() {
            if !matches!(rc, RecCall::AllPass) {
                check.find(
                    Kind::IllegalAuction,
                    line,
                    format!("call {} comes after the auction has closed", i + 1),
                );
            }
            return;
        }
        match *rc {
            RecCall::AllPass => {
                while !table.is_closed() {
                    let seat = table.auction().turn();
                    if table.apply(Event::call(seat, Call::Pass)).is_err() {
                        break;
                    }
                }
            }
            RecCall::Call { seat, call, marked } => {
                let turn = table.auction().turn();
                let seat = if lin { turn } else { seat };
                let regular = seat == turn && table.auction().is_legal(seat, call);
                if !regular && !marked && !record.marked {
                    let why = if seat != turn {
                        format!("it is {turn:#}'s turn")
                    } else {
                        "it is not a legal call here (Laws 18, 19)".to_owned()
                    };
                    check.find(
                        Kind::IllegalAuction,
                        line,
                        format!("call {}: {seat:#} calls {call:#}, but {why}", i + 1),
                    );
                    return;
                }
                if let Err(e) = table.apply(Event::call(seat, call)) {
                    if record.marked {
                        check.notes.push(format!(
                            "the engine cannot follow the record's irregular auction at call {} ({seat} {call:#}): {e}",
                            i + 1
                        ));
                    } else {
                        check.find(
                            Kind::IllegalAuction,
                            line,
                            format!("call {}: {seat:#} calls {call:#}: {e}", i + 1),
                        );
                    }
                    return;
                }
            }
        }
    }
    if !table.is_closed() {
        if *cut || record.marked {
            check
                .notes
                .push("the record's auction stops before it closes".to_owned());
        } else {
            check.find(
                Kind::IllegalAuction,
                line,
                "the auction stops before it closes (three passes after a bid, or four passes)"
                    .to_owned(),
            );
        }
        return;
    }
    let contract = table.contract();
    compare_contract(check, contract);
    let played = play(check, table);
    compare_result(check, table, contract, played);
}

fn parse_contract(text: &str) -> Option<Option<(Call, Doubling)>> {
    let t = text.trim().to_ascii_uppercase();
    if t == "PASS" || t == "P" || t == "AP" {
        return Some(None);
    }
    let (rest, doubling) = if let Some(r) = t.strip_suffix("XX") {
        (r, Doubling::Redoubled)
    } else if let Some(r) = t.strip_suffix('X') {
        (r, Doubling::Doubled)
    } else {
        (t.as_str(), Doubling::Undoubled)
    };
    let call: Call = rest.parse().ok()?;
    call.bid()?;
    Some(Some((call, doubling)))
}

fn show(contract: Option<Contract>) -> String {
    match contract {
        None => "passed out".to_owned(),
        Some(c) => {
            let x = match c.doubling {
                Doubling::Undoubled => "",
                Doubling::Doubled => "X",
                Doubling::Redoubled => "XX",
            };
            format!("{:#}{x} by {:#}", Call::Bid(c.bid), c.declarer)
        }
    }
}

fn compare_contract(check: &mut Check<'_>, contract: Option<Contract>) {
    let record = check.record;
    if let Some(text) = &record.contract {
        match parse_contract(text) {
            Some(stated) => {
                let derived = contract.map(|c| (Call::Bid(c.bid), c.doubling));
                if stated != derived {
                    check.find(
                        Kind::ContractMismatch,
                        record.lines.contract,
                        format!(
                            "the Contract tag says {text}, but the auction ends in {}",
                            show(contract)
                        ),
                    );
                }
            }
            None => check
                .notes
                .push(format!("the Contract tag `{text}` is not read")),
        }
    }
    if let (Some(text), Some(c)) = (&record.declarer, contract) {
        if let Ok(seat) = text.parse::<Seat>() {
            if seat != c.declarer {
                check.find(
                    Kind::DeclarerMismatch,
                    record.lines.declarer,
                    format!(
                        "the Declarer tag says {seat:#}, but the auction makes {:#} declarer ({})",
                        c.declarer,
                        show(contract)
                    ),
                );
            }
        }
    }
}

/// What the play came to.
struct Played {
    /// Whether the record's play was followed to its end.
    complete: bool,
    /// Whether any card was played.
    any: bool,
}

/// Plays the record's cards; false in `complete` if it stopped on a fault.
fn play(check: &mut Check<'_>, table: &mut Table) -> Played {
    let record = check.record;
    let mut played = Played {
        complete: true,
        any: false,
    };
    let Some(rec) = &record.play else {
        return played;
    };
    if table.play().is_none() {
        return played;
    }
    match rec {
        RecPlay::Tricks(tricks) => {
            'tricks: for (t, cards) in tricks.iter().enumerate() {
                for _ in 0..4 {
                    let Some(turn) = table.play().and_then(|p| p.turn()) else {
                        break 'tricks;
                    };
                    let Some(&(seat, card, marked)) = cards.iter().find(|(s, _, _)| *s == turn)
                    else {
                        break 'tricks; // not played: a claim
                    };
                    played.any = true;
                    let line = record.lines.trick(t, card);
                    if !play_card(check, table, seat, card, marked, t, line) {
                        played.complete = false;
                        return played;
                    }
                }
            }
        }
        RecPlay::Sequence(cards) => {
            let deal = match &record.setup {
                Ok((_, d)) => *d,
                Err(_) => return played,
            };
            for (i, &card) in cards.iter().enumerate() {
                let Some(turn) = table.play().and_then(|p| p.turn()) else {
                    check.find(
                        Kind::IllegalPlay,
                        record.lines.play,
                        format!(
                            "card {} ({card:#}) is played after the thirteenth trick",
                            i + 1
                        ),
                    );
                    played.complete = false;
                    return played;
                };
                let seat = deal.holder(card).unwrap_or(turn);
                played.any = true;
                if !play_card(check, table, seat, card, false, i / 4, record.lines.play) {
                    played.complete = false;
                    return played;
                }
            }
        }
    }
    played
}

/// Plays one card; false if the check of the play stops here.
fn play_card(
    check: &mut Check<'_>,
    table: &mut Table,
    seat: Seat,
    card: Card,
    marked: bool,
    trick: usize,
    line: Option<usize>,
) -> bool {
    let trick_no = trick + 1;
    let turn = table.play().and_then(|p| p.turn());
    // A legal card from the hand on turn is regular: no need to look it up after.
    let regular = table
        .play()
        .is_some_and(|p| turn == Some(seat) && p.legal_plays().contains(card));
    if let Err(e) = table.apply(Event::Play { seat, card }) {
        check.find(
            Kind::IllegalPlay,
            line,
            format!("trick {trick_no}: {seat:#} plays {card:#}: {e}"),
        );
        return false;
    }
    if regular {
        return true;
    }
    let irregular = table.play().and_then(|p| {
        p.record()
            .iter()
            .rev()
            .find(|c| c.card == card)
            .and_then(|c| c.irregularity)
    });
    match irregular {
        None => true,
        Some(_) if marked || check.record.marked => {
            check.notes.push(format!(
                "trick {trick_no}: the record marks {seat:#}'s {card:#} as irregular; the check of the play stops there"
            ));
            false
        }
        Some(kind) => {
            let what = match kind {
                tablelaw::play::PlayIrregularity::OutOfTurn { .. } => {
                    format!("out of turn: it is {:#}'s turn", turn.unwrap_or(seat))
                }
                tablelaw::play::PlayIrregularity::Revoke => {
                    "a revoke: the hand could follow suit".to_owned()
                }
                tablelaw::play::PlayIrregularity::BreaksLeadRestriction => {
                    "against a lead restriction".to_owned()
                }
            };
            check.find(
                Kind::IllegalPlay,
                line,
                format!("trick {trick_no}: {seat:#} plays {card:#} {what}, and the record does not mark it"),
            );
            false
        }
    }
}

fn compare_result(
    check: &mut Check<'_>,
    table: &Table,
    contract: Option<Contract>,
    played: Played,
) {
    let record = check.record;
    let stated: Option<u8> = record
        .result
        .as_deref()
        .and_then(|r| r.parse().ok())
        .filter(|&r| r <= 13);
    if record.result.is_some() && stated.is_none() {
        check.notes.push(format!(
            "the Result tag `{}` is not read",
            record.result.as_deref().unwrap_or_default()
        ));
    }
    let mut result = stated;
    if let (Some(c), Some(p)) = (contract, table.play()) {
        if played.complete && played.any {
            let so_far = p.declarer_tricks();
            let done = p.tricks().len() as u8;
            let left = 13 - done;
            let declarer = c.declarer;
            if p.is_over() {
                if let Some(r) = stated {
                    if r != so_far {
                        check.find(
                            Kind::ResultMismatch,
                            record.lines.result,
                            format!(
                                "the Result tag says {r} tricks, but the play gives {declarer:#} {so_far}"
                            ),
                        );
                    }
                }
                result = result.or(Some(so_far));
            } else {
                // A claim: the record's total (PBN Result, LIN mc).
                let claimed = record.claim.or(stated);
                if let Some(total) = claimed {
                    if total < so_far || total > so_far + left {
                        let what = if record.claim.is_some() {
                            "the claim (mc) gives"
                        } else {
                            "the Result tag says"
                        };
                        check.find(
                            Kind::ResultMismatch,
                            record.lines.result.or(record.lines.play),
                            format!(
                                "{what} {total} tricks, but after {done} tricks {declarer:#} has {so_far} with {left} to play"
                            ),
                        );
                    }
                    result = result.or(Some(total));
                }
            }
        }
    }
    compare_score(check, table, contract, result);
}

fn compare_score(
    check: &mut Check<'_>,
    table: &Table,
    contract: Option<Contract>,
    result: Option<u8>,
) {
    let record = check.record;
    let Some(text) = &record.score else {
        return;
    };
    if let Some(s) = &record.scoring {
        let s = s.to_ascii_lowercase();
        if ["rubber", "chicago", "cavendish"]
            .iter()
            .any(|w| s.contains(w))
        {
            return;
        }
    }
    let mut words = text.split_whitespace();
    let (Some(side), Some(points)) = (words.next(), words.next()) else {
        return;
    };
    let side = match side {
        "NS" => Side::NorthSouth,
        "EW" => Side::EastWest,
        _ => return,
    };
    let Ok(points) = points.trim_start_matches('+').parse::<i32>() else {
        return;
    };
    let edition = if table.setup().code == CodeId::Duplicate2007 {
        DuplicateEdition::Laws2007
    } else {
        DuplicateEdition::Laws2017
    };
    let derived = match contract {
        None => 0,
        Some(c) => {
            let Some(tricks) = result else {
                return;
            };
            let vulnerable = table.setup().vulnerability.is_vulnerable(c.declarer.side());
            let s = duplicate_score(edition, &c, vulnerable, tricks);
            if c.declarer.side() == side { s } else { -s }
        }
    };
    if derived != points {
        let tricks = result
            .map(|t| format!(" making {t} tricks"))
            .unwrap_or_default();
        check.find(
            Kind::ScoreMismatch,
            record.lines.score,
            format!(
                "the Score tag says {text}, but {}{tricks} scores {} {derived} (Law 77, {})",
                show(contract),
                match side {
                    Side::NorthSouth => "NS",
                    Side::EastWest => "EW",
                },
                table.setup().vulnerability
            ),
        );
    }
}
