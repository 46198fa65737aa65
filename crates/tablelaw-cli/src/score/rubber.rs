//! `tablelaw score rubber`: a whole rubber scored from its deals' results
//! under the rubber laws (1993 Laws 72-74, 80 and 81), with the library's
//! score sheet [`Rubber`].
//!
//! A deal's result is written `CONTRACT DECLARER TRICKS [honours SIDE
//! [100|150]]` or `pass`, one an argument or one a line of a file (`#`
//! starts a comment, blank lines are skipped). [`deal`] reads one, [`read`]
//! a file's, [`score`] records them; each refusal names the deal (and the
//! file's line and column), what was expected and what was found.

use std::io::Read;
use std::path::Path;

use serde::Serialize;
use tablelaw::score::{Honours, HonoursKind, Rubber, RubberOptions, ScoreError, ScoreKind};
use tablelaw::{BySide, Contract, Denomination, Seat, Side};

use super::{Sides, contract_letters, parse, to_json};

/// How a deal's result is written, for messages.
const DEAL_FORM: &str = "write a deal as CONTRACT DECLARER TRICKS [honours NS|EW [150]], or pass, like `4S N 10`, `3NTX E 8 honours EW` or `pass`";

/// The largest file of deals read, in bytes (1 MiB): a rubber is a few
/// lines.
const FILE_LIMIT: u64 = 1 << 20;

/// One deal's result as written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DealResult {
    /// The contract; `None` when the deal was passed out.
    pub contract: Option<Contract>,
    /// The tricks declarer's side took (0 when passed out).
    pub tricks: u8,
    /// The honours held in one hand, and by which side.
    pub honours: Option<Honours>,
}

/// What is wrong with a deal as written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DealError {
    /// The column of the word at fault, from 1, in characters.
    pub column: usize,
    /// The word at fault; `None` when the deal ended too soon.
    pub found: Option<String>,
    /// What is wrong and what is expected.
    pub message: String,
}

/// The words of `text`, each with its column from 1 (in characters).
fn words(text: &str) -> Vec<(usize, &str)> {
    let mut out = Vec::new();
    let mut start: Option<(usize, usize)> = None;
    for (column, (byte, ch)) in text.char_indices().enumerate() {
        match (ch.is_whitespace(), start) {
            (true, Some((col, from))) => {
                out.push((col, &text[from..byte]));
                start = None;
            }
            (false, None) => start = Some((column + 1, byte)),
            _ => {}
        }
    }
    if let Some((col, from)) = start {
        out.push((col, &text[from..]));
    }
    out
}

/// Reads one deal's result: `4S N 10`, `3NTX E 8 honours EW`, `4H S 9
/// honours NS 150`, `pass`.
pub fn deal(text: &str) -> Result<DealResult, DealError> {
    let all = words(text);
    let end = all.last().map_or(1, |(col, w)| col + w.chars().count() + 1);
    let at = |column: usize, word: &str, message: String| DealError {
        column,
        found: Some(word.to_owned()),
        message,
    };
    let missing = |what: String| DealError {
        column: end,
        found: None,
        message: format!("{what}, found the end of the deal; {DEAL_FORM}"),
    };
    let mut it = all.iter().copied();
    let Some((col, first)) = it.next() else {
        return Err(DealError {
            column: 1,
            found: None,
            message: format!("the deal is empty; {DEAL_FORM}"),
        });
    };
    if first.eq_ignore_ascii_case("pass") {
        if let Some((c, w)) = it.next() {
            return Err(at(
                c,
                w,
                format!(
                    "a passed-out deal is not played and scores nothing (rubber Law 22(a)): nothing follows `pass`, found `{w}`; {DEAL_FORM}"
                ),
            ));
        }
        return Ok(DealResult {
            contract: None,
            tricks: 0,
            honours: None,
        });
    }
    let (bid, doubling) = parse::contract(first).map_err(|m| at(col, first, m))?;
    let (col, word) = it.next().ok_or_else(|| {
        missing(format!(
            "after the contract `{first}`, expected declarer's seat, N, E, S or W"
        ))
    })?;
    let declarer = parse::seat(word).map_err(|m| at(col, word, m))?;
    let (col, word) = it.next().ok_or_else(|| {
        missing(format!(
            "after declarer `{word}`, expected the number of tricks declarer's side took, 0 to 13"
        ))
    })?;
    let tricks = parse::tricks(word).map_err(|m| at(col, word, m))?;
    let contract = Contract {
        bid,
        doubling,
        declarer,
    };
    let honours = match it.next() {
        None => None,
        Some((_, w)) if w.eq_ignore_ascii_case("honours") || w.eq_ignore_ascii_case("honors") => {
            let (col, word) = it.next().ok_or_else(|| {
                missing(format!(
                    "after `{w}`, expected the side one of whose hands held them, NS or EW"
                ))
            })?;
            let side = side(word).map_err(|m| at(col, word, m))?;
            let notrump = bid.denomination == Denomination::NoTrump;
            let kind = match it.next() {
                None if notrump => HonoursKind::FourAces,
                None => HonoursKind::FourTrumpHonours,
                Some((c, n @ ("100" | "150"))) if notrump => {
                    let held = if n == "150" { "five" } else { "four" };
                    return Err(at(
                        c,
                        n,
                        format!(
                            "{held} trump honours ({n}) cannot be held at a notrump contract ({bid}): there are no trumps; at notrump the only honours are the four aces in one hand, 150 (rubber Law 81); write `honours {side}` without a number"
                        ),
                    ));
                }
                Some((_, "100")) => HonoursKind::FourTrumpHonours,
                Some((_, "150")) => HonoursKind::FiveTrumpHonours,
                Some((c, w)) => {
                    return Err(at(
                        c,
                        w,
                        format!(
                            "after `honours {side}`, expected 150 (all five trump honours in one hand), 100 (four of them, as with no number) or the end of the deal, found `{w}`"
                        ),
                    ));
                }
            };
            Some(Honours::new(side, kind))
        }
        Some((c, w)) => {
            return Err(at(
                c,
                w,
                format!(
                    "after the tricks, expected `honours NS` or `honours EW` (one hand of that side held honours) or the end of the deal, found `{w}`; {DEAL_FORM}"
                ),
            ));
        }
    };
    if let Some((c, w)) = it.next() {
        return Err(at(
            c,
            w,
            format!("nothing follows the honours, found `{w}`; {DEAL_FORM}"),
        ));
    }
    Ok(DealResult {
        contract: Some(contract),
        tricks,
        honours,
    })
}

/// A side: `NS` or `EW` (also `N-S`, `E-W`, `N/S`, `E/W`), in any case.
fn side(text: &str) -> Result<Side, String> {
    let t: String = text
        .chars()
        .filter(|c| !matches!(c, '-' | '/'))
        .collect::<String>()
        .to_ascii_uppercase();
    match t.as_str() {
        "NS" => Ok(Side::NorthSouth),
        "EW" => Ok(Side::EastWest),
        _ => Err(format!(
            "expected the side one of whose hands held the honours, NS or EW, found `{text}`"
        )),
    }
}

/// Where a deal's result was written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Place {
    /// An argument on the command line.
    Argument,
    /// A line of a file (`<stdin>` for standard input), from 1.
    Line {
        /// The file's name as given.
        file: String,
        /// The line, from 1.
        line: usize,
    },
}

/// A deal's result as written, and where.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DealText {
    /// The text, without its comment.
    pub text: String,
    /// Where it was written.
    pub place: Place,
}

impl DealText {
    /// An argument on the command line.
    pub fn argument(text: &str) -> DealText {
        DealText {
            text: text.to_owned(),
            place: Place::Argument,
        }
    }

    /// Where deal `number` is, for a message: `deal 3 (`4Q N 10`)` or
    /// `deals.txt:3:1: deal 3`, then the word at fault.
    fn locate(&self, number: usize, column: usize, found: Option<&str>) -> String {
        let mut at = match &self.place {
            Place::Argument => format!("deal {number} (`{}`)", self.text.trim()),
            Place::Line { file, line } => format!("{file}:{line}:{column}: deal {number}"),
        };
        if let Some(word) = found {
            at.push_str(&format!(", at `{word}`"));
        }
        at
    }
}

/// The deals' results in `text`, one a line, read from `file`: `#` starts a
/// comment, blank lines are skipped.
pub fn lines(file: &str, text: &str) -> Vec<DealText> {
    text.lines()
        .enumerate()
        .filter_map(|(i, line)| {
            let text = line.split('#').next().unwrap_or_default();
            (!text.trim().is_empty()).then(|| DealText {
                text: text.trim_end().to_owned(),
                place: Place::Line {
                    file: file.to_owned(),
                    line: i + 1,
                },
            })
        })
        .collect()
}

/// Reads the deals' results from `path` (`-` for standard input); the
/// message says what is wrong when the file cannot be read.
pub fn read(path: &Path) -> Result<Vec<DealText>, String> {
    let stdin = path.as_os_str() == "-";
    let name = if stdin {
        "<stdin>".to_owned()
    } else {
        path.display().to_string()
    };
    let mut bytes = Vec::new();
    let read = if stdin {
        std::io::stdin()
            .lock()
            .take(FILE_LIMIT + 1)
            .read_to_end(&mut bytes)
    } else {
        std::fs::File::open(path).and_then(|f| f.take(FILE_LIMIT + 1).read_to_end(&mut bytes))
    };
    if let Err(e) = read {
        return Err(format!(
            "cannot read `{name}`: {e}\nhint: --file takes a text file of deals, one a line, or `-` for standard input"
        ));
    }
    if bytes.len() as u64 > FILE_LIMIT {
        return Err(format!(
            "`{name}` is larger than {} MiB; a file of deals has one short line a deal: is it one?",
            FILE_LIMIT >> 20
        ));
    }
    let text = String::from_utf8(bytes).map_err(|e| {
        let valid = &e.as_bytes()[..e.utf8_error().valid_up_to()];
        let line = valid.iter().filter(|&&b| b == b'\n').count() + 1;
        let start = valid.iter().rposition(|&b| b == b'\n').map_or(0, |i| i + 1);
        let column = String::from_utf8_lossy(&valid[start..]).chars().count() + 1;
        format!("{name}:{line}:{column}: not valid UTF-8; save the file of deals as UTF-8 text")
    })?;
    Ok(lines(&name, &text))
}

/// Scores `deals` in order as one rubber; then, if `unfinished` and no side
/// has won it, ends it unfinished (Law 80). The message names the deal
/// refused, what was expected and found, and what to do.
pub fn score(
    deals: &[DealText],
    options: RubberOptions,
    unfinished: bool,
) -> Result<Rubber, String> {
    let mut rubber = Rubber::new(options);
    for (i, d) in deals.iter().enumerate() {
        let number = i + 1;
        let result = deal(&d.text).map_err(|e| {
            let mut message = format!(
                "{}: {}",
                d.locate(number, e.column, e.found.as_deref()),
                e.message
            );
            if e.found.is_none() && d.place == Place::Argument {
                message.push_str(
                    "\nhint: each deal is one argument: quote it, as in `tablelaw score rubber \"4S N 10\" \"3NT E 9\"`",
                );
            }
            message
        })?;
        let first = words(&d.text).first().map_or(1, |(c, _)| *c);
        if let Err(e) = rubber.record(result.contract, result.tricks, result.honours) {
            let at = d.locate(number, first, None);
            return Err(match e {
                ScoreError::RubberOver => over(&rubber, &at),
                e => format!("{at}: {e}"),
            });
        }
    }
    if unfinished && !rubber.is_over() {
        // Not over, so finish_unfinished records the premiums.
        let _ = rubber.finish_unfinished();
    }
    Ok(rubber)
}

/// The message for a deal recorded after the rubber was won.
fn over(rubber: &Rubber, at: &str) -> String {
    let won = rubber
        .entries()
        .iter()
        .rev()
        .find(|e| e.kind == ScoreKind::RubberBonus);
    match (rubber.winner(), won.and_then(|e| e.deal)) {
        (Some(side), Some(deal)) => format!(
            "{at}: the rubber is over: {side} won it with deal {deal}, two games to {} (rubber Law 74); a deal after it belongs to the next rubber\nhint: remove this deal and those after it, or score the next rubber separately",
            if rubber.games(side.opponents()) == 0 {
                "none"
            } else {
                "one"
            }
        ),
        _ => format!("{at}: the rubber is over (rubber Law 74)"),
    }
}

#[derive(Debug, Serialize)]
struct RubberOut {
    laws: &'static str,
    options: OptionsOut,
    deals: Vec<DealOut>,
    entries: Vec<EntryOut>,
    sides: Sides<SideOut>,
    vulnerability: &'static str,
    vulnerable: Sides<bool>,
    game: usize,
    over: bool,
    unfinished: bool,
    winner: Option<Side>,
    margin: Option<MarginOut>,
}

#[derive(Debug, Serialize)]
struct OptionsOut {
    redoubled_insult: i32,
    unfinished_partscore: i32,
}

#[derive(Debug, Serialize)]
struct DealOut {
    deal: usize,
    contract: Option<String>,
    declarer: Option<Seat>,
    tricks: Option<u8>,
    result: Option<i32>,
    honours: Option<HonoursOut>,
    vulnerable: Sides<bool>,
}

#[derive(Debug, Serialize)]
struct HonoursOut {
    side: Side,
    kind: HonoursKind,
    points: i32,
}

#[derive(Debug, Serialize)]
struct EntryOut {
    deal: Option<usize>,
    game: usize,
    side: Side,
    line: tablelaw::score::Line,
    kind: ScoreKind,
    points: i32,
    law: String,
    citation: String,
}

#[derive(Debug, Serialize)]
struct SideOut {
    above: i32,
    below: i32,
    total: i32,
    games: usize,
    partscore: i32,
}

#[derive(Debug, Serialize)]
struct MarginOut {
    side: Side,
    points: i32,
}

fn sides<T>(by: BySide<T>) -> Sides<T> {
    let BySide([ns, ew]) = by;
    Sides { ns, ew }
}

/// `none`, `ns`, `ew` or `both`, as `score board` writes it.
fn vulnerability_id(v: BySide<bool>) -> &'static str {
    match (v[Side::NorthSouth], v[Side::EastWest]) {
        (false, false) => "none",
        (true, false) => "ns",
        (false, true) => "ew",
        (true, true) => "both",
    }
}

/// The rubber as one JSON object (see README.md).
pub fn json(rubber: &Rubber) -> String {
    let options = rubber.options();
    let deals = rubber
        .deals()
        .iter()
        .map(|d| DealOut {
            deal: d.number,
            contract: d.contract.as_ref().map(contract_letters),
            declarer: d.contract.map(|c| c.declarer),
            tricks: d.contract.map(|_| d.tricks),
            result: d
                .contract
                .map(|c| i32::from(d.tricks) - (i32::from(c.bid.level) + 6)),
            honours: d.honours.map(|h| HonoursOut {
                side: h.side,
                kind: h.kind,
                points: h.points(),
            }),
            vulnerable: sides(d.vulnerable),
        })
        .collect();
    let entries = rubber
        .entries()
        .iter()
        .map(|e| EntryOut {
            deal: e.deal,
            game: e.game,
            side: e.side,
            line: e.line,
            kind: e.kind,
            points: e.points,
            law: e.citation.path(),
            citation: e.citation.to_string(),
        })
        .collect();
    let side = |s: Side| SideOut {
        above: rubber.above(s),
        below: rubber.below(s),
        total: rubber.total(s),
        games: rubber.games(s),
        partscore: rubber.partscore(s),
    };
    let out = RubberOut {
        laws: "rubber",
        options: OptionsOut {
            redoubled_insult: options.redoubled_insult.points(),
            unfinished_partscore: options.unfinished_partscore.points(),
        },
        deals,
        entries,
        sides: Sides {
            ns: side(Side::NorthSouth),
            ew: side(Side::EastWest),
        },
        vulnerability: vulnerability_id(rubber.vulnerability()),
        vulnerable: sides(rubber.vulnerability()),
        game: rubber.game_number(),
        over: rubber.is_over(),
        unfinished: rubber.is_unfinished(),
        winner: rubber.winner(),
        margin: rubber
            .margin()
            .map(|(side, points)| MarginOut { side, points }),
    };
    to_json(&out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn err(text: &str) -> DealError {
        deal(text).expect_err(text)
    }

    #[test]
    fn deals_in_the_forms_written() {
        let d = deal("4S N 10").expect("a deal");
        assert_eq!(d.tricks, 10);
        assert_eq!(d.honours, None);
        assert_eq!(d.contract.map(|c| c.declarer), Some(Seat::North));
        let d = deal(" 3ntx  e 8 HONOURS ew ").expect("a deal");
        assert_eq!(
            d.honours,
            Some(Honours::new(Side::EastWest, HonoursKind::FourAces))
        );
        let d = deal("4H S 9 honors N-S 150").expect("a deal");
        assert_eq!(
            d.honours,
            Some(Honours::new(
                Side::NorthSouth,
                HonoursKind::FiveTrumpHonours
            ))
        );
        let d = deal("4H S 9 honours NS").expect("a deal");
        assert_eq!(
            d.honours.map(|h| h.kind),
            Some(HonoursKind::FourTrumpHonours)
        );
        assert_eq!(deal("Pass").expect("passed out").contract, None);
    }

    #[test]
    fn bad_deals_name_the_word_and_its_column() {
        let e = err("4S N ten");
        assert_eq!((e.column, e.found.as_deref()), (6, Some("ten")));
        let e = err("4S N");
        assert_eq!((e.column, e.found), (6, None));
        assert!(e.message.contains("the end of the deal"), "{}", e.message);
        let e = err("3NT S 9 honours NS 150");
        assert_eq!(e.column, 20);
        assert!(e.message.contains("notrump"), "{}", e.message);
        assert!(err("pass 4S").message.contains("Law 22(a)"));
        assert!(err("4S N 10 honours").message.contains("NS or EW"));
        assert!(err("4S N 10 honours WE").message.contains("found `WE`"));
        assert!(err("4S N 10 extra").message.contains("found `extra`"));
        assert!(
            err("4S N 10 honours NS 150 x")
                .message
                .contains("found `x`")
        );
        assert!(err("").message.contains("empty"));
    }

    #[test]
    fn files_skip_comments_and_blank_lines() {
        let d = lines("f", "# a rubber\n\n4S N 10 # game\n  pass\n");
        assert_eq!(d.len(), 2);
        assert_eq!(d[0].text, "4S N 10");
        assert_eq!(
            d[1].place,
            Place::Line {
                file: "f".to_owned(),
                line: 4
            }
        );
        assert_eq!(d[1].locate(2, 3, Some("pass")), "f:4:3: deal 2, at `pass`");
    }
}
