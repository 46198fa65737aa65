//! The evening exported: as PBN (each board a game with its deal and its
//! ScoreTable, PBN 2.1 §5.9, with every table's result; then each refereed
//! table's own game, its auction and play) and as CSV (a row a board at a
//! table; the rankings apart). What the players' link may not see (the
//! hands of a board still to be played, its refereed tables) is left out
//! for it.

use serde_json::Value;
use tablelaw::score::session::Scoring;
use tablelaw::score::{AdjustedScore, Artificial};

use super::Access;
use super::entry::{EveningEntry, Outcome};
use super::lines::{Adjustment, Played, contract_text, played};
use crate::setup::{board_dealer, board_vulnerable};

/// The PBN Scoring tag of a form (§3.4.12); total points has none (a
/// reader then goes by the ScoreTable's columns).
fn scoring_tag(s: Scoring) -> &'static str {
    match s {
        Scoring::Matchpoints => "MP",
        Scoring::Imps => "IMP",
        Scoring::CrossImps => "IMP;Cross",
        Scoring::Butler => "IMP;Butler",
        Scoring::TotalPoints => "",
    }
}

/// How PBN writes an artificial score after its `^`.
fn artificial_mark(a: Artificial) -> &'static str {
    match a {
        Artificial::AveragePlus => "^A+",
        Artificial::Average => "^A",
        Artificial::AverageMinus => "^A-",
    }
}

/// A PBN string: in quotes, a quote in it escaped; a backslash kept as
/// it is, as event files write a ScoreTable's `\2R`.
fn quoted(text: &str) -> String {
    format!("\"{}\"", text.replace('"', "\\\""))
}

fn tag(out: &mut String, name: &str, value: &str) {
    out.push_str(&format!("[{name} {}]\n", quoted(value)));
}

/// A number as the ScoreTable writes it: two decimals at most.
fn number(v: f64) -> String {
    tablelaw_formats::pbn::session::format_value(v)
}

/// A PBN table cell: `-` for none, a quoted string where it has spaces.
fn cell(text: &str) -> String {
    if text.is_empty() {
        "-".to_owned()
    } else if text.contains(char::is_whitespace) || text.contains('"') {
        quoted(text)
    } else {
        text.to_owned()
    }
}

/// A deal given from the dealer, as the export format gives it (PBN
/// §3.4.11): `N:…` of board 2 becomes `E:…`, East's hand first.
fn deal_from_dealer(deal: &str, board: u32) -> String {
    const SEATS: [&str; 4] = ["N", "E", "S", "W"];
    let dealer = board_dealer(board);
    let Some((first, hands)) = deal.split_once(':') else {
        return deal.to_owned();
    };
    let hands: Vec<&str> = hands.split_whitespace().collect();
    let (Some(from), Some(to), 4) = (
        SEATS
            .iter()
            .position(|s| s.eq_ignore_ascii_case(first.trim())),
        SEATS.iter().position(|s| *s == dealer),
        hands.len(),
    ) else {
        return deal.to_owned();
    };
    // Hand i is seat (from + i); the dealer's is hand (to - from).
    let start = (to + 4 - from) % 4;
    let rotated: Vec<&str> = (0..4).map(|i| hands[(start + i) % 4]).collect();
    format!("{dealer}:{}", rotated.join(" "))
}

fn vulnerable_tag(board: u32) -> &'static str {
    match board_vulnerable(board) {
        "ns" => "NS",
        "ew" => "EW",
        "both" => "All",
        _ => "None",
    }
}

/// The evening as PBN, as `access` may see it; `games` gives each refereed
/// table's own game by its id (none for a table not yet begun).
pub fn pbn(entry: &EveningEntry, access: Access, games: &dyn Fn(&str) -> Option<String>) -> String {
    let s = &entry.setup;
    let mut out =
        String::from("% PBN 2.1\n% EXPORT\n% The club evening, exported by tablelaw serve\n");
    let in_imps = s.scoring.in_imps();
    let mut columns = vec![
        "Table\\2R",
        "PairId_NS\\2R",
        "PairId_EW\\2R",
        "Contract\\5L",
        "Declarer\\1R",
        "Result\\2R",
        "Score_NS\\6R",
        "Score_EW\\6R",
    ];
    if s.scoring != Scoring::TotalPoints {
        columns.push(if in_imps { "IMP_NS\\6R" } else { "MP_NS\\5R" });
        columns.push(if in_imps { "IMP_EW\\6R" } else { "MP_EW\\5R" });
    }
    if s.scoring == Scoring::Matchpoints {
        columns.push("Percentage_NS\\3R");
        columns.push("Percentage_EW\\3R");
    }
    for board in 1..=s.boards {
        let complete = entry.complete(board);
        out.push('\n');
        tag(&mut out, "Event", &s.name);
        tag(&mut out, "Site", "");
        tag(&mut out, "Date", "");
        tag(&mut out, "Board", &board.to_string());
        for seat in ["West", "North", "East", "South"] {
            tag(&mut out, seat, "");
        }
        tag(&mut out, "Dealer", &board_dealer(board));
        tag(&mut out, "Vulnerable", vulnerable_tag(board));
        match s.deal(board) {
            Some(deal) if access.sees_deal(complete) => {
                tag(&mut out, "Deal", &deal_from_dealer(deal, board));
            }
            // Unknown, or not to be seen yet: the tag empty, as the
            // formats crate writes an unknown deal.
            _ => tag(&mut out, "Deal", ""),
        }
        tag(&mut out, "Scoring", scoring_tag(s.scoring));
        tag(&mut out, "Declarer", "");
        tag(&mut out, "Contract", "");
        tag(&mut out, "Result", "");
        // The adjusted scores and rulings in words, as comments before the
        // table (no comment may follow a table's elements, PBN §5.1).
        for r in entry.board_rows(board) {
            let mut notes = Vec::new();
            if let Outcome::Adjusted(a) = entry.outcome(r) {
                notes.push(format!("table {}: {}", r.table(), a.words()));
            }
            if let Some(ruling) = &r.stored.ruling {
                notes.push(format!("table {}: ruling: {ruling}", r.table()));
            }
            for note in notes {
                out.push_str(&format!("{{{}}}\n", note.replace(['{', '}'], "")));
            }
        }
        tag(&mut out, "ScoreTable", &columns.join(";"));
        for r in entry.board_rows(board) {
            let score = entry.scores.row(r);
            let outcome = entry.outcome(r);
            // The result that stands: played, or assigned (Law 12C1(b));
            // an artificial or weighted score has none to write.
            let assigned = match outcome {
                Outcome::Played(p) => Some(p.clone()),
                Outcome::Adjusted(Adjustment::Assigned {
                    contract,
                    declarer,
                    tricks,
                }) => played("", contract, declarer.as_deref(), *tricks).ok(),
                Outcome::TableAdjusted(AdjustedScore::Assigned { contract, tricks }) => {
                    Some(Played {
                        contract: contract.map(|c| contract_text(c.bid, c.doubling)),
                        declarer: contract.map(|c| c.declarer.to_string()),
                        tricks,
                    })
                }
                _ => None,
            };
            let (contract, declarer, result) = match &assigned {
                Some(p) => match (&p.contract, &p.declarer) {
                    (Some(c), Some(d)) => (c.clone(), d.clone(), p.tricks.to_string()),
                    _ => ("Pass".to_owned(), String::new(), String::new()),
                },
                None => (String::new(), String::new(), String::new()),
            };
            let side = |key: &str| -> (String, Option<String>) {
                let v = &score[key];
                let art = v["artificial"]
                    .as_str()
                    .and_then(|a| serde_json::from_value::<Artificial>(Value::from(a)).ok())
                    .map(artificial_mark);
                let value = v["value"].as_f64().map(number).unwrap_or_default();
                let pct = v["percentage"].as_f64().map(number);
                match art {
                    Some(mark) => (mark.to_owned(), pct.map(|_| mark.to_owned())),
                    None => (value, pct),
                }
            };
            let points = score["ns_points"].as_f64();
            let (score_ns, score_ew) = match (points, outcome) {
                (_, Outcome::Pending) => (String::new(), String::new()),
                (Some(p), _) if p > 0.0 => (number(p), String::new()),
                (Some(p), _) if p < 0.0 => (String::new(), number(-p)),
                (Some(_), _) => ("0".to_owned(), "0".to_owned()),
                (None, _) => {
                    let (ns, _) = side("ns_score");
                    let (ew, _) = side("ew_score");
                    (ns, ew)
                }
            };
            let mut cells = vec![
                r.table().to_string(),
                cell(&r.stored.ns),
                cell(&r.stored.ew),
                cell(&contract),
                cell(&declarer),
                cell(&result),
                cell(&score_ns),
                cell(&score_ew),
            ];
            let pending = outcome == Outcome::Pending;
            let (ns, ns_pct) = side("ns_score");
            let (ew, ew_pct) = side("ew_score");
            if s.scoring != Scoring::TotalPoints {
                cells.push(cell(if pending { "" } else { &ns }));
                cells.push(cell(if pending { "" } else { &ew }));
            }
            if s.scoring == Scoring::Matchpoints {
                cells.push(cell(if pending {
                    ""
                } else {
                    ns_pct.as_deref().unwrap_or("")
                }));
                cells.push(cell(if pending {
                    ""
                } else {
                    ew_pct.as_deref().unwrap_or("")
                }));
            }
            out.push_str(&cells.join(" "));
            out.push('\n');
        }
        // Each refereed table's own game: its auction and play, for whoever
        // may see the board's hands.
        if access.sees_deal(complete) {
            for r in entry.board_rows(board) {
                if let Some(game) = r.stored.table_id.as_deref().and_then(games) {
                    out.push('\n');
                    out.push_str(&format!(
                        "% board {board} at table {}, refereed\n",
                        r.table()
                    ));
                    out.push_str(&game);
                }
            }
        }
    }
    // The export format's lines end in CR LF (PBN §2.3).
    out.replace("\r\n", "\n").replace('\n', "\r\n")
}

fn csv_field(text: &str) -> String {
    if text.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", text.replace('"', "\"\""))
    } else {
        text.to_owned()
    }
}

fn json_text(v: &Value) -> String {
    match v {
        Value::Null => String::new(),
        Value::String(s) => s.clone(),
        Value::Number(n) => n.as_f64().map(number).unwrap_or_else(|| n.to_string()),
        other => other.to_string(),
    }
}

/// The evening's results as CSV: a row a board at a table, with the
/// result, the adjusted score and its ruling, and the scores.
pub fn csv(entry: &EveningEntry) -> String {
    let mut out = String::from(
        "board,table,ns,ew,status,contract,declarer,tricks,result,adjustment,ruling,ns_points,ns_score,ew_score,ns_percentage,ew_percentage\n",
    );
    for r in &entry.rows {
        let view = entry.row_view(r, Access::Director);
        let score = entry.scores.row(r);
        let fields = [
            r.board().to_string(),
            r.table().to_string(),
            r.stored.ns.clone(),
            r.stored.ew.clone(),
            json_text(&view["status"]),
            json_text(&view["contract"]),
            json_text(&view["declarer"]),
            json_text(&view["tricks"]),
            json_text(&view["result"]),
            r.adjustment.as_ref().map(|a| a.words()).unwrap_or_default(),
            r.stored.ruling.clone().unwrap_or_default(),
            json_text(&score["ns_points"]),
            json_text(&score["ns_score"]["value"]),
            json_text(&score["ew_score"]["value"]),
            json_text(&score["ns_score"]["percentage"]),
            json_text(&score["ew_score"]["percentage"]),
        ];
        let line: Vec<String> = fields.iter().map(|f| csv_field(f)).collect();
        out.push_str(&line.join(","));
        out.push('\n');
    }
    out
}

/// The rankings as CSV.
pub fn rankings_csv(standings: &Value) -> String {
    let mut out = String::from("rank,tied,pair,direction,boards,total,percentage\n");
    for s in standings["rows"].as_array().map_or(&[][..], Vec::as_slice) {
        let fields = [
            json_text(&s["rank"]),
            json_text(&s["tied"]),
            json_text(&s["contestant"]),
            json_text(&s["direction"]),
            json_text(&s["boards"]),
            json_text(&s["total"]),
            json_text(&s["percentage"]),
        ];
        let line: Vec<String> = fields.iter().map(|f| csv_field(f)).collect();
        out.push_str(&line.join(","));
        out.push('\n');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_deal_is_given_from_its_dealer() {
        let deal = "N:KT8.A96.A95.7542 Q5.KJ52.KQ874.T8 AJ92.874.JT6.AQ3 7643.QT3.32.KJ96";
        assert_eq!(deal_from_dealer(deal, 1), deal);
        assert_eq!(
            deal_from_dealer(deal, 2),
            "E:Q5.KJ52.KQ874.T8 AJ92.874.JT6.AQ3 7643.QT3.32.KJ96 KT8.A96.A95.7542"
        );
        assert_eq!(
            deal_from_dealer(deal, 4),
            "W:7643.QT3.32.KJ96 KT8.A96.A95.7542 Q5.KJ52.KQ874.T8 AJ92.874.JT6.AQ3"
        );
        let from_west = "W:7643.QT3.32.KJ96 KT8.A96.A95.7542 Q5.KJ52.KQ874.T8 AJ92.874.JT6.AQ3";
        assert_eq!(deal_from_dealer(from_west, 1), deal);
        assert_eq!(deal_from_dealer("garbage", 3), "garbage");
    }
}
