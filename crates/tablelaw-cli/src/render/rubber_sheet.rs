//! A rubber's score sheet for people, as it is kept at the table (every
//! code scored by the rubber: the contract-bridge rubber from its sheet,
//! auction bridge and bridge whist from the report's `rubber`): two
//! columns, North-South's and East-West's; premiums above the line and trick
//! points below it (rubber Law 72); a line drawn across both columns under
//! each game won (Law 73); then the totals and how the rubber ended: won,
//! with the rubber premium and the margin (Law 74), or unfinished, with its
//! premiums (Law 80), or still in progress.
//!
//! Each entry shows its points, the deal that scored it in brackets (`[3]`;
//! `[end]` for the unfinished rubber's premiums) and what it is for, with
//! the contract and declarer (`2 overtricks (4♠X S)`). Above the line each
//! column is written upwards from the line, as on paper: the latest
//! premium at the top. Suits are symbols, or letters when `plain`; the
//! lines are ASCII either way.

use std::fmt::Write as _;

use tablelaw::score::{HonoursKind, Line, Rubber, RubberDeal, RubberEntry, ScoreKind};
use tablelaw::{Doubling, Side};
use tablelaw_formats::report::RubberOut;

const SIDES: [Side; 2] = [Side::NorthSouth, Side::EastWest];

/// The narrowest a column is drawn, in characters.
const MIN_WIDTH: usize = 30;

/// The score sheet of `rubber`, ready to print; ASCII only when `plain`.
pub(crate) fn render(rubber: &Rubber, plain: bool) -> String {
    let mut out = String::new();
    out.push_str("Rubber score sheet (rubber Laws 72-74, 80 and 81)\n");
    out.push_str(
        "Premiums above the line, trick points below it; [n] is the deal that scored it.\n\n",
    );
    let cells: Vec<Cell> = rubber
        .entries()
        .iter()
        .map(|e| Cell {
            side: e.side,
            line: e.line,
            game: e.game,
            points: e.points,
            label: deal_label(e.deal),
            what: what(e, deal_of(rubber, e)),
        })
        .collect();
    columns(&mut out, &cells, rubber.game_winners());
    out.push('\n');
    totals(&mut out, rubber);
    passed_out(&mut out, rubber);
    ending(&mut out, rubber);
    if plain { super::plain(&out) } else { out }
}

/// The score sheet of a rubber of any code, from the report's `rubber`
/// (auction bridge and bridge whist write theirs so): the same two columns.
pub(crate) fn render_out(rubber: &RubberOut, plain: bool) -> String {
    let mut out = String::new();
    let _ = writeln!(
        out,
        "Rubber score sheet (deal {} of the rubber)",
        rubber.deal
    );
    out.push_str(
        "Honours and premiums above the line, trick points below it; [n] is the deal that scored it.\n\n",
    );
    let side_of = |s: &str| {
        if s == "EW" {
            Side::EastWest
        } else {
            Side::NorthSouth
        }
    };
    let cells: Vec<Cell> = rubber
        .entries
        .iter()
        .map(|e| Cell {
            side: side_of(&e.side),
            line: e.line,
            game: e.game,
            points: e.points,
            label: deal_label(e.deal),
            what: e.what.clone(),
        })
        .collect();
    let winners: Vec<Side> = rubber.game_winners.iter().map(|w| side_of(w)).collect();
    columns(&mut out, &cells, &winners);
    out.push('\n');
    let _ = writeln!(out, "Totals:");
    let _ = writeln!(out, "        above  below  total  games");
    for (side, above, below, total, games) in [
        (
            "NS",
            rubber.above.ns,
            rubber.below.ns,
            rubber.totals.ns,
            rubber.games.ns,
        ),
        (
            "EW",
            rubber.above.ew,
            rubber.below.ew,
            rubber.totals.ew,
            rubber.games.ew,
        ),
    ] {
        let _ = writeln!(out, "  {side}  {above:>7}{below:>7}{total:>7}{games:>7}");
    }
    let margin = rubber.margin.as_ref().map_or_else(
        || "the totals are equal".to_owned(),
        |m| format!("{} by {} points", m.side, m.points),
    );
    let _ = match (&rubber.winner, rubber.unfinished) {
        (Some(w), _) => writeln!(out, "Rubber won by {w}. Result: {margin}."),
        (None, true) => writeln!(out, "Rubber ended unfinished. Result: {margin}."),
        (None, false) => writeln!(out, "Rubber in progress. So far: {margin}."),
    };
    if plain { super::plain(&out) } else { out }
}

/// An entry of the sheet as a cell of its side's column.
struct Cell {
    side: Side,
    line: Line,
    game: usize,
    points: i32,
    label: String,
    what: String,
}

/// The two columns, premiums above the line (each column from the line
/// upwards), trick points below it game by game, a line under each game
/// won (Law 73) naming its winner.
fn columns(out: &mut String, cells: &[Cell], game_winners: &[Side]) {
    let label_width = cells
        .iter()
        .map(|c| c.label.chars().count())
        .max()
        .unwrap_or(0);
    let texts: Vec<String> = cells
        .iter()
        .map(|c| format!("{:>5} {:<label_width$} {}", c.points, c.label, c.what))
        .collect();
    let width = texts
        .iter()
        .map(|c| c.chars().count())
        .max()
        .unwrap_or(0)
        .max(MIN_WIDTH);
    let column = |side: Side, keep: &dyn Fn(&Cell) -> bool| -> Vec<&str> {
        cells
            .iter()
            .zip(&texts)
            .filter(|(c, _)| c.side == side && keep(c))
            .map(|(_, t)| t.as_str())
            .collect()
    };
    let row = |out: &mut String, left: &str, right: &str| {
        let line = format!(" {left:<width$} | {right}");
        let _ = writeln!(out, "{}", line.trim_end());
    };
    // A line across both columns, `label` at its start.
    let rule = |fill: char, label: &str| {
        let rest = (width + 2).saturating_sub(label.chars().count());
        let fill = fill.to_string();
        format!("{label}{}+{}", fill.repeat(rest), fill.repeat(width + 2))
    };

    row(
        out,
        &format!("{:^width$}", "NS"),
        &format!("{:^width$}", "EW"),
    );
    let _ = writeln!(out, "{}", rule('-', ""));

    // Above the line (Law 72): each column from the line upwards.
    let above: Vec<Vec<&str>> = SIDES
        .iter()
        .map(|&s| {
            let mut c = column(s, &|c| c.line == Line::Above);
            c.reverse();
            c
        })
        .collect();
    let height = above.iter().map(Vec::len).max().unwrap_or(0);
    let cell = |c: &[&str], r: usize| -> String {
        // Bottom-aligned: the first premium scored sits on the line.
        let skip = height - c.len();
        r.checked_sub(skip)
            .and_then(|i| c.get(i))
            .map_or(String::new(), |s| (*s).to_owned())
    };
    for r in 0..height {
        row(out, &cell(&above[0], r), &cell(&above[1], r));
    }
    let _ = writeln!(out, "{}", rule('=', ""));

    // Below the line: each game's trick points, a line under each game won
    // (Law 73).
    let last_game = cells
        .iter()
        .filter(|c| c.line == Line::Below)
        .map(|c| c.game)
        .max()
        .unwrap_or(0)
        .max(game_winners.len());
    for game in 1..=last_game {
        let below: Vec<Vec<&str>> = SIDES
            .iter()
            .map(|&s| column(s, &|c| c.line == Line::Below && c.game == game))
            .collect();
        let rows = below.iter().map(Vec::len).max().unwrap_or(0);
        for r in 0..rows {
            let ns = below[0].get(r).copied().unwrap_or_default();
            let ew = below[1].get(r).copied().unwrap_or_default();
            row(out, ns, ew);
        }
        if let Some(winner) = game_winners.get(game - 1) {
            let label = format!("-- game {game}: {winner} ");
            let _ = writeln!(out, "{}", rule('-', &label));
        }
    }
}

/// The deal an entry was scored on, if it was scored on one.
fn deal_of<'a>(rubber: &'a Rubber, e: &RubberEntry) -> Option<&'a RubberDeal> {
    e.deal
        .and_then(|n| n.checked_sub(1))
        .and_then(|i| rubber.deals().get(i))
}

/// `[3]`, or `[end]` for the unfinished rubber's premiums.
fn deal_label(deal: Option<usize>) -> String {
    match deal {
        Some(n) => format!("[{n}]"),
        None => "[end]".to_owned(),
    }
}

/// `n thing` or `n things`.
fn count(n: i32, thing: &str) -> String {
    if n == 1 {
        format!("1 {thing}")
    } else {
        format!("{n} {thing}s")
    }
}

/// What an entry is for, with the deal's contract and declarer.
fn what(e: &RubberEntry, deal: Option<&RubberDeal>) -> String {
    let contract = deal.and_then(|d| d.contract);
    let with_contract = |text: String| match contract {
        Some(c) => {
            let x = match c.doubling {
                Doubling::Undoubled => "",
                Doubling::Doubled => "X",
                Doubling::Redoubled => "XX",
            };
            format!("{text} ({}{x} {})", c.bid, c.declarer.letter())
        }
        None => text,
    };
    // The tricks over (+) or under (-) the contract.
    let result = match (deal, contract) {
        (Some(d), Some(c)) => i32::from(d.tricks) - (i32::from(c.bid.level) + 6),
        _ => 0,
    };
    match e.kind {
        ScoreKind::TrickScore => with_contract("trick score".to_owned()),
        ScoreKind::Overtricks => with_contract(count(result, "overtrick")),
        ScoreKind::Undertricks => with_contract(count(-result, "undertrick")),
        ScoreKind::Insult => with_contract(match contract.map(|c| c.doubling) {
            Some(Doubling::Redoubled) => "made redoubled".to_owned(),
            _ => "made doubled".to_owned(),
        }),
        ScoreKind::SmallSlam => with_contract("small slam".to_owned()),
        ScoreKind::GrandSlam => with_contract("grand slam".to_owned()),
        ScoreKind::Honours => with_contract(
            match deal.and_then(|d| d.honours).map(|h| h.kind) {
                Some(HonoursKind::FourTrumpHonours) => "4 trump honours",
                Some(HonoursKind::FiveTrumpHonours) => "5 trump honours",
                Some(HonoursKind::FourAces) => "4 aces",
                None => "honours",
            }
            .to_owned(),
        ),
        ScoreKind::RubberBonus => {
            let other = if e.points == 700 { 0 } else { 1 };
            format!("rubber, 2 games to {other}")
        }
        ScoreKind::UnfinishedGame => "game, unfinished rubber".to_owned(),
        ScoreKind::UnfinishedPartscore => "partscore, unfinished game".to_owned(),
        other => with_contract(other.name().to_owned()),
    }
}

/// Each side's points above and below the line, its total and its games.
fn totals(out: &mut String, rubber: &Rubber) {
    let _ = writeln!(out, "Totals (rubber Law 74):");
    let _ = writeln!(out, "        above  below  total  games");
    for side in SIDES {
        let _ = writeln!(
            out,
            "  {side}  {:>7}{:>7}{:>7}{:>7}",
            rubber.above(side),
            rubber.below(side),
            rubber.total(side),
            rubber.games(side)
        );
    }
}

/// The deals passed out, which score nothing (Law 22(a)).
fn passed_out(out: &mut String, rubber: &Rubber) {
    let passed: Vec<String> = rubber
        .deals()
        .iter()
        .filter(|d| d.contract.is_none())
        .map(|d| d.number.to_string())
        .collect();
    match passed.as_slice() {
        [] => {}
        [one] => {
            let _ = writeln!(
                out,
                "Deal {one} was passed out: it scores nothing (rubber Law 22(a))."
            );
        }
        many => {
            let _ = writeln!(
                out,
                "Deals {} were passed out: they score nothing (rubber Law 22(a)).",
                many.join(", ")
            );
        }
    }
}

/// `NS by 640 points`, or that the totals are equal.
fn margin(rubber: &Rubber) -> String {
    match rubber.margin() {
        Some((side, by)) => format!("{side} by {by} points"),
        None => "the totals are equal".to_owned(),
    }
}

/// How the rubber ended, or where it stands.
fn ending(out: &mut String, rubber: &Rubber) {
    if let Some(winner) = rubber.winner() {
        let other = rubber.games(winner.opponents());
        let bonus = if other == 0 { 700 } else { 500 };
        let _ = writeln!(
            out,
            "Rubber won by {winner}, 2 games to {other}: {bonus} for the rubber (rubber Law 74). \
             Result: {}.",
            margin(rubber)
        );
    } else if rubber.is_unfinished() {
        let premiums: Vec<String> = rubber
            .entries()
            .iter()
            .filter(|e| e.deal.is_none())
            .map(|e| {
                let why = match e.kind {
                    ScoreKind::UnfinishedGame => "for a game won",
                    _ => "for a partscore in the unfinished game",
                };
                format!("{} {} {why}", e.side, e.points)
            })
            .collect();
        let premiums = if premiums.is_empty() {
            "no side had a game or a partscore, so no premium".to_owned()
        } else {
            premiums.join(", ")
        };
        let _ = writeln!(
            out,
            "Rubber unfinished (rubber Law 80): {premiums}. Result: {}.",
            margin(rubber)
        );
    } else {
        let vulnerable: Vec<String> = SIDES
            .iter()
            .filter(|s| rubber.is_vulnerable(**s))
            .map(|s| s.to_string())
            .collect();
        let vulnerable = match vulnerable.as_slice() {
            [] => "neither side vulnerable".to_owned(),
            [one] => format!("{one} vulnerable"),
            _ => "both sides vulnerable".to_owned(),
        };
        let _ = writeln!(
            out,
            "Rubber in progress: game {}, {vulnerable}; partscores NS {}, EW {}. So far: {}.",
            rubber.game_number(),
            rubber.partscore(Side::NorthSouth),
            rubber.partscore(Side::EastWest),
            margin(rubber)
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tablelaw::score::RubberOptions;
    use tablelaw::{Bid, Contract, Denomination, Seat};

    fn contract(level: u8, d: Denomination, doubling: Doubling, declarer: Seat) -> Contract {
        Contract {
            bid: Bid::new(level, d).expect("a bid"),
            doubling,
            declarer,
        }
    }

    #[test]
    fn a_line_under_each_game_and_premiums_upwards_from_the_line() {
        let mut r = Rubber::new(RubberOptions::default());
        let c = contract(2, Denomination::Spades, Doubling::Doubled, Seat::North);
        r.record(Some(c), 10, None).expect("recorded");
        let c = contract(3, Denomination::NoTrump, Doubling::Undoubled, Seat::East);
        r.record(Some(c), 9, None).expect("recorded");
        let text = render(&r, true);
        let lines: Vec<&str> = text.lines().collect();
        let line = lines
            .iter()
            .position(|l| l.starts_with("===="))
            .expect("the line");
        // 2SX made with two overtricks: 120 below (a game), 200 and 50 above,
        // the first scored on the line.
        assert!(
            lines[line - 1].contains("200 [1] 2 overtricks (2SX N)"),
            "{text}"
        );
        assert!(
            lines[line - 2].contains("50 [1] made doubled (2SX N)"),
            "{text}"
        );
        assert!(
            lines[line + 1].contains("120 [1] trick score (2SX N)"),
            "{text}"
        );
        assert!(lines[line + 2].starts_with("-- game 1: NS ---"), "{text}");
        assert!(lines[line + 3].contains("| ") && lines[line + 3].contains("100 [2]"));
        assert!(lines[line + 4].starts_with("-- game 2: EW ---"), "{text}");
        assert!(text.is_ascii());
        assert!(render(&r, false).contains("(2♠X N)"));
    }
}
