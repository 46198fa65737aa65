//! A session's results read from the ScoreTables of a PBN file (PBN 2.1
//! §5.9) as event files carry them, scored again by the laws (Law 77, Law
//! 78, Law 12C): each row whose scores, matchpoints or IMPs disagree named
//! where it stands, and the standings (`tablelaw score session`).
//!
//! The file is read a game at a time: a board's rows are scored as soon as
//! its game is read and only the contestants' totals are kept, so that
//! memory does not grow with the file.

use std::io::{BufReader, Read};

use serde::Serialize;
use tablelaw::score::session::{
    Conditions, Entry, Outcome, Ranking, Scoring, Standings, Tally, Traveller, score_board,
};
use tablelaw::score::{AdjustedScore, Artificial, DuplicateEdition, Vulnerability};
use tablelaw::{Contract, Seat};

use super::score_table::{Element, Table};
use super::{GameBuilder, Reader};

/// How the file's IMP columns of cross-IMPs are scaled (PBN §3.4.12):
/// summed over the comparisons (`Cross`), divided by the number of scores
/// (`Cross1`) or of comparisons (`Cross2`, as the library scores them).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum CrossScale {
    Sum,
    PerScore,
    PerComparison,
}

/// The form of scoring the command applies, and the file's conventions.
#[derive(Clone, Copy, Debug)]
pub struct Form {
    scoring: Scoring,
    butler_drop: Option<usize>,
    cross: CrossScale,
}

impl Form {
    /// The form `scoring`, with the library's defaults.
    pub fn of(scoring: Scoring) -> Form {
        Form {
            scoring,
            butler_drop: None,
            cross: CrossScale::PerComparison,
        }
    }

    /// The form a PBN Scoring tag names (§3.4.12): `MP`, `MatchPoints`,
    /// `IMP` (teams), `IMP;Butler`, `IMP;Butler-2`, `IMP;Cross`,
    /// `IMP;Cross1`, `IMP;Cross2`.
    pub fn from_tag(value: &str) -> Result<Form, String> {
        let fields: Vec<String> = value
            .split(';')
            .map(|f| f.trim().to_ascii_lowercase())
            .collect();
        let has = |name: &str| fields.iter().any(|f| f == name);
        if has("mp") || has("matchpoints") || has("mp1") || has("mp2") {
            return Ok(Form::of(Scoring::Matchpoints));
        }
        if has("butler") {
            return Ok(Form {
                butler_drop: Some(0),
                ..Form::of(Scoring::Butler)
            });
        }
        if has("butler-2") {
            return Ok(Form {
                butler_drop: Some(1),
                ..Form::of(Scoring::Butler)
            });
        }
        for (name, cross) in [
            ("cross", CrossScale::Sum),
            ("cross1", CrossScale::PerScore),
            ("cross2", CrossScale::PerComparison),
        ] {
            if has(name) {
                return Ok(Form {
                    cross,
                    ..Form::of(Scoring::CrossImps)
                });
            }
        }
        if has("imp") {
            return Ok(Form::of(Scoring::Imps));
        }
        Err(format!(
            "the Scoring tag says `{value}`, not a form this command scores (MP, IMP, IMP;Butler, IMP;Cross): give --scoring"
        ))
    }
}

/// The most tables one row of a ScoreTable may stand for (its
/// Multiplicity), so that a board's memory stays bounded.
const MULTIPLICITY_LIMIT: usize = 10_000;

/// A row of the file that disagrees with the laws, or cannot be read.
#[derive(Clone, Debug, Serialize)]
pub struct Finding {
    /// The line of the file, from 1.
    pub line: usize,
    /// The column of the line, from 1.
    pub column: usize,
    /// The board.
    pub board: u32,
    /// The row's pairs, as the file names them.
    pub pairs: String,
    /// The column of the table that disagrees.
    pub field: String,
    /// What the file says.
    pub file: String,
    /// What the laws give; `None` where the row cannot be read.
    pub laws: Option<String>,
    /// In words.
    pub message: String,
}

/// What reading a file gave.
pub struct Summary {
    /// The boards with a ScoreTable.
    pub boards: usize,
    /// The rows read.
    pub results: usize,
    /// The rows checked against the file's own columns.
    pub checked: usize,
    /// The findings.
    pub findings: usize,
    /// The standings.
    pub standings: Standings,
}

/// Where each of a game's lines stands in the file: the ScoreTable's
/// section lines found in the game's text, in order.
fn section_lines(first_line: usize, text: &[u8], lines: &[String]) -> Vec<(usize, usize)> {
    let text = String::from_utf8_lossy(text);
    let mut from = text.find("ScoreTable").unwrap_or(0);
    lines
        .iter()
        .map(|l| {
            let needle = l.trim_end();
            match text[from..].find(needle).map(|i| i + from) {
                Some(at) => {
                    from = at + needle.len();
                    let line = first_line + text[..at].matches('\n').count();
                    let start = text[..at].rfind('\n').map_or(0, |i| i + 1);
                    (line, text[start..at].chars().count())
                }
                None => (first_line, 0),
            }
        })
        .collect()
}

fn vulnerability(tag: Option<&str>, board: u32) -> Vulnerability {
    match tag.map(str::trim) {
        Some("None" | "none" | "Love" | "-") => Vulnerability::Neither,
        Some("NS" | "ns") => Vulnerability::NorthSouth,
        Some("EW" | "ew") => Vulnerability::EastWest,
        Some("All" | "all" | "Both" | "both") => Vulnerability::Both,
        _ => Vulnerability::of_board(board),
    }
}

/// An artificial score as files write it after `^`: `A+`, `AVE+`, `AVG+`,
/// `60%`, `A`, `50%`, `A-`, `40%`...
fn artificial(text: &str) -> Option<Artificial> {
    let t = text.trim().to_ascii_uppercase();
    let t = t.trim_end_matches('%');
    match t {
        "A+" | "AV+" | "AVE+" | "AVG+" | "AVERAGE+" | "60" | "3" | "+3" => {
            Some(Artificial::AveragePlus)
        }
        "A" | "AV" | "AVE" | "AVG" | "AVERAGE" | "50" | "0" => Some(Artificial::Average),
        "A-" | "AV-" | "AVE-" | "AVG-" | "AVERAGE-" | "40" | "-3" => Some(Artificial::AverageMinus),
        _ => None,
    }
}

/// The ScoreTable columns this reader uses (PBN 2.1 §5.9), by index.
const COLUMNS: [&str; 14] = [
    "PairId_NS",
    "PairId_EW",
    "Contract",
    "Declarer",
    "Result",
    "Score_NS",
    "Score_EW",
    "MP_NS",
    "MP_EW",
    "Percentage_NS",
    "Percentage_EW",
    "IMP_NS",
    "IMP_EW",
    "Multiplicity",
];
const PAIRID_NS: usize = 0;
const PAIRID_EW: usize = 1;
const CONTRACT: usize = 2;
const DECLARER: usize = 3;
const RESULT: usize = 4;
const SCORE_NS: usize = 5;
const SCORE_EW: usize = 6;
const MP_NS: usize = 7;
const MP_EW: usize = 8;
const PERCENTAGE_NS: usize = 9;
const PERCENTAGE_EW: usize = 10;
const IMP_NS: usize = 11;
const IMP_EW: usize = 12;
const MULTIPLICITY: usize = 13;

/// Where each column of [`COLUMNS`] stands in a table, found once a table.
struct Cols([Option<usize>; 14]);

impl Cols {
    fn of(table: &Table<'_>) -> Cols {
        Cols(COLUMNS.map(|name| table.column(name)))
    }
}

/// A cell of `row` in column `column` (one of [`COLUMNS`]).
fn cell<'r, 'a>(cols: &Cols, row: &'r [Element<'a>], column: usize) -> Option<&'r Element<'a>> {
    cols.0
        .get(column)
        .copied()
        .flatten()
        .and_then(|i| row.get(i))
}

/// The row's result, or what is wrong with it (the element and why).
fn outcome<'r, 'a>(
    cols: &Cols,
    row: &'r [Element<'a>],
) -> Result<Outcome, (Option<&'r Element<'a>>, String)> {
    let contract = cell(cols, row, CONTRACT);
    // An artificial score: the mark on any score column.
    let (mut ns, mut ew) = (None, None);
    for (name, north_south) in [
        (SCORE_NS, true),
        (MP_NS, true),
        (PERCENTAGE_NS, true),
        (IMP_NS, true),
        (SCORE_EW, false),
        (MP_EW, false),
        (PERCENTAGE_EW, false),
        (IMP_EW, false),
    ] {
        let slot = if north_south { &mut ns } else { &mut ew };
        let Some(e) = cell(cols, row, name) else {
            continue;
        };
        if let (true, rest) = e.artificial()
            && slot.is_none()
        {
            *slot = Some(artificial(rest).ok_or((
                Some(e),
                format!(
                    "`{}` is no artificial score this command reads (A+, A, A-, 60%, 50%, 40%)",
                    e.text
                ),
            ))?);
        }
    }
    // A side's mark alone: the other side's is the balancing one.
    if let Some(a) = ns.or(ew.map(Artificial::opposite)) {
        return Ok(Outcome::Adjusted {
            adjusted: AdjustedScore::Artificial {
                ns: a,
                ew: ew.unwrap_or(a.opposite()),
            },
        });
    }
    let Some(c) = contract else {
        return Err((None, "the ScoreTable has no Contract column".to_owned()));
    };
    if matches!(
        c.text.to_ascii_lowercase().as_str(),
        "pass" | "pa" | "p" | "ap" | "passed" | "allpass"
    ) {
        return Ok(Outcome::Played {
            contract: None,
            tricks: 0,
        });
    }
    if c.is_blank() {
        return Err((Some(c), "no contract and no artificial score".to_owned()));
    }
    let (bid, doubling) = crate::script::line::adjusted::contract(&c.text).ok_or_else(|| {
        (
            Some(c),
            format!(
                "`{}` is no contract (a level 1 to 7, C, D, H, S or NT, X or XX)",
                c.text
            ),
        )
    })?;
    let d = cell(cols, row, DECLARER).ok_or((None, "no Declarer column".to_owned()))?;
    let declarer: Seat = d
        .text
        .parse()
        .map_err(|_| (Some(d), format!("`{}` is no seat (N, E, S, W)", d.text)))?;
    let r = cell(cols, row, RESULT).ok_or((None, "no Result column".to_owned()))?;
    let tricks: u8 = r.text.parse().ok().filter(|t| *t <= 13).ok_or((
        Some(r),
        format!("`{}` is no number of tricks (0-13)", r.text),
    ))?;
    Ok(Outcome::Played {
        contract: Some(Contract {
            bid,
            doubling,
            declarer,
        }),
        tricks,
    })
}

/// A number as the file writes it, and the tolerance its decimals give.
fn number(text: &str) -> Option<(f64, f64)> {
    let t = text.trim().trim_end_matches('%');
    let value: f64 = t.parse().ok()?;
    let decimals = t.split_once('.').map_or(0, |(_, d)| d.len());
    Some((value, 0.5 * 10f64.powi(-(decimals as i32)) + 1e-9))
}

/// Reads `input` (named `name` in messages), scores each board, and hands
/// each finding to `found` as it is found.
///
/// # Errors
/// The file cannot be read, or is no PBN; a Scoring tag this command does
/// not score where no form is given.
pub fn read(
    input: impl Read,
    form: Option<Form>,
    ranking: Ranking,
    edition: DuplicateEdition,
    mut found: impl FnMut(&Finding),
) -> Result<Summary, String> {
    let mut reader = Reader::new(BufReader::with_capacity(1 << 16, input));
    let mut form = form;
    let mut tally: Option<Tally> = None;
    let (mut boards, mut results, mut checked, mut findings) = (0, 0, 0, 0);
    loop {
        let game = match reader.read_game(&mut GameBuilder::new()) {
            Ok(Some(game)) => game,
            Ok(None) => break,
            Err(e) => return Err(e.to_string()),
        };
        let Some(tag) = game.tags.iter().find(|t| t.name == "ScoreTable") else {
            continue;
        };
        let board: u32 = game
            .tag("Board")
            .and_then(|b| b.trim().parse().ok())
            .unwrap_or(0);
        if form.is_none() {
            form = Some(match game.tag("Scoring") {
                Some(s) if !s.trim().is_empty() => Form::from_tag(s)?,
                _ => {
                    let cols = super::score_table::columns(&tag.value);
                    let has = |n: &str| cols.iter().any(|c| c.eq_ignore_ascii_case(n));
                    if has("MP_NS") || has("Percentage_NS") || has("MP_EW") {
                        Form::of(Scoring::Matchpoints)
                    } else if has("IMP_NS") || has("IMP_EW") {
                        Form::of(Scoring::CrossImps)
                    } else {
                        Form::of(Scoring::TotalPoints)
                    }
                }
            });
        }
        let Some(form) = form else { continue };
        let tally =
            tally.get_or_insert_with(|| Tally::new(form.scoring, ranking).with_edition(edition));
        let (first_line, text) = reader.last_game();
        // Found in the game's text only for a finding.
        let places = std::cell::OnceCell::new();
        let place = |e: &Element<'_>| {
            let places = places.get_or_init(|| section_lines(first_line, text, &tag.lines));
            let (line, col) = places.get(e.line).copied().unwrap_or((first_line, 0));
            (line, col + e.column)
        };
        let table = Table::read(&tag.value, &tag.lines);
        let cols = Cols::of(&table);
        let vul = vulnerability(game.tag("Vulnerable"), board);
        boards += 1;
        let name = |row: &[Element<'_>]| {
            let id = |n: usize| cell(&cols, row, n).map_or("?".to_owned(), |e| e.text.to_string());
            (id(PAIRID_NS), id(PAIRID_EW))
        };
        let mut entries = Vec::with_capacity(table.rows.len());
        let mut kept = Vec::with_capacity(table.rows.len());
        for (i, row) in table.rows.iter().enumerate() {
            results += 1;
            let (ns, ew) = name(row);
            let (ns, ew) = match (ns.as_str(), ew.as_str()) {
                ("?", "?") => (format!("row {}", i + 1), format!("row {} EW", i + 1)),
                _ => (ns, ew),
            };
            // A row may stand for several tables with the same result
            // (Multiplicity, §5.9).
            let times = cell(&cols, row, MULTIPLICITY)
                .and_then(|e| e.text.parse::<usize>().ok())
                .unwrap_or(1)
                .clamp(1, MULTIPLICITY_LIMIT);
            let read = match outcome(&cols, row) {
                Ok(_) if board == 0 => {
                    Err((row.first(), "the game has no Board number".to_owned()))
                }
                read => read,
            };
            match read {
                Ok(outcome) => {
                    kept.push((i, entries.len()));
                    let copies: Vec<Entry> = (1..times)
                        .map(|n| Entry {
                            board,
                            table: None,
                            ns: format!("{ns} ({n})"),
                            ew: format!("{ew} ({n})"),
                            outcome: outcome.clone(),
                        })
                        .collect();
                    entries.push(Entry {
                        board,
                        table: None,
                        ns,
                        ew,
                        outcome,
                    });
                    entries.extend(copies);
                }
                Err((at, why)) => {
                    let at = at.or(row.first());
                    let (line, column) = at.map_or((first_line, 1), place);
                    findings += 1;
                    found(&Finding {
                        line,
                        column,
                        board,
                        pairs: format!("{ns} v {ew}"),
                        field: "row".to_owned(),
                        file: at.map_or(String::new(), |e| e.text.to_string()),
                        laws: None,
                        message: format!("cannot be read: {why}"),
                    });
                }
            }
        }
        // Each board factored to the tables that had it (an artificial
        // score stands for a table that should have played it).
        let expected = entries.len();
        let conditions = Conditions {
            scoring: form.scoring,
            edition,
            expected,
            butler_drop: form.butler_drop,
        };
        let traveller = score_board(&conditions, board, vul, &entries);
        for &(i, k) in &kept {
            let row = &table.rows[i];
            let mut one = |f: Finding| {
                findings += 1;
                found(&f);
            };
            checked += 1;
            compare(&cols, row, &traveller, k, form, &place, &mut one);
        }
        tally.add(&traveller);
    }
    let tally = tally.unwrap_or_else(|| {
        Tally::new(form.map_or(Scoring::Matchpoints, |f| f.scoring), ranking).with_edition(edition)
    });
    Ok(Summary {
        boards,
        results,
        checked,
        findings,
        standings: tally.standings(),
    })
}

/// Compares row `k` of the traveller with the file's row.
fn compare(
    cols: &Cols,
    row: &[Element<'_>],
    traveller: &Traveller,
    k: usize,
    form: Form,
    place: &dyn Fn(&Element<'_>) -> (usize, usize),
    found: &mut dyn FnMut(Finding),
) {
    let ours = &traveller.rows[k];
    let pairs = || format!("{} v {}", ours.ns, ours.ew);
    let mut check = |column: usize, want: Option<f64>, scales: &[f64], law: &str| {
        let name = COLUMNS[column];
        let Some(e) = cell(cols, row, column) else {
            return;
        };
        let Some(want) = want else { return };
        if e.is_blank() || e.artificial().0 {
            return;
        }
        let message = match number(&e.text) {
            None => format!("{name} `{}` is no number", e.text),
            Some((got, tolerance))
                if scales.iter().any(|s| (got - want * s).abs() <= tolerance) =>
            {
                return;
            }
            Some(_) => format!(
                "{name} is {} in the file; {law} gives {}",
                e.text,
                format_value(want)
            ),
        };
        let (line, column) = place(e);
        found(Finding {
            line,
            column,
            board: traveller.board,
            pairs: pairs(),
            field: name.to_owned(),
            file: e.text.to_string(),
            laws: Some(format_value(want)),
            message,
        });
    };
    let points = ours.ns_points;
    // Score_NS and Score_EW: a writer may leave the side that lost blank.
    if let Some(p) = points {
        let ns = cell(cols, row, SCORE_NS).is_some_and(|e| !e.is_blank());
        let ew = cell(cols, row, SCORE_EW).is_some_and(|e| !e.is_blank());
        if ns || !ew || p >= 0.0 {
            check(SCORE_NS, Some(p), &[1.0], "Law 77");
        }
        if ew || !ns || p <= 0.0 {
            check(SCORE_EW, Some(-p), &[1.0], "Law 77");
        }
    }
    let e = traveller.compared.max(1) as f64;
    match form.scoring {
        Scoring::Matchpoints => {
            // Units (MP1) or whole matchpoints (MP2).
            let scales = [1.0, 0.5];
            check(MP_NS, Some(ours.ns_score.value), &scales, "Law 78A");
            check(MP_EW, Some(ours.ew_score.value), &scales, "Law 78A");
            check(PERCENTAGE_NS, ours.ns_score.percentage, &[1.0], "Law 78A");
            check(PERCENTAGE_EW, ours.ew_score.percentage, &[1.0], "Law 78A");
        }
        Scoring::TotalPoints => {}
        _ => {
            let scale = match form.cross {
                CrossScale::PerComparison => 1.0,
                CrossScale::Sum => (e - 1.0).max(1.0),
                CrossScale::PerScore => (e - 1.0).max(1.0) / e,
            };
            let scales = if form.scoring == Scoring::CrossImps {
                vec![scale]
            } else {
                vec![1.0]
            };
            let law = if form.scoring == Scoring::Imps {
                "Law 78B"
            } else {
                "Law 78D"
            };
            check(IMP_NS, Some(ours.ns_score.value), &scales, law);
            check(IMP_EW, Some(ours.ew_score.value), &scales, law);
        }
    }
}

/// A value as the messages write it: at most two decimals.
pub fn format_value(v: f64) -> String {
    let s = format!("{v:.2}");
    let s = s.trim_end_matches('0').trim_end_matches('.');
    if s == "-0" {
        "0".to_owned()
    } else {
        s.to_owned()
    }
}
