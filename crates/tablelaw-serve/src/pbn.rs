//! A contract-bridge table as a PBN game, in the export form's tag order:
//! the board, dealer, vulnerability and deal, the declarer, contract and
//! result once known, and the auction's calls that stand, from the first
//! caller.

use std::fmt::Write as _;

use serde_json::Value;

fn tag(out: &mut String, name: &str, value: &str) {
    let value = value.replace('\\', "\\\\").replace('"', "\\\"");
    let _ = writeln!(out, "[{name} \"{value}\"]");
}

/// The PBN text of a table from its report (`None` for a game that is not
/// contract bridge).
pub fn game(report: &Value, board: Option<i64>) -> Option<String> {
    let part = report.get("contract_bridge")?;
    let text = |v: &Value| v.as_str().unwrap_or("").to_owned();
    let mut out = String::from("% PBN 2.1\n% EXPORT\n");
    tag(&mut out, "Event", "");
    tag(&mut out, "Site", "");
    tag(&mut out, "Date", "");
    tag(
        &mut out,
        "Board",
        &board.map(|b| b.to_string()).unwrap_or_default(),
    );
    tag(&mut out, "West", "");
    tag(&mut out, "North", "");
    tag(&mut out, "East", "");
    tag(&mut out, "South", "");
    tag(&mut out, "Dealer", &text(&report["dealer"]));
    let vulnerable = match part["vulnerable"].as_str() {
        Some("NS") => "NS",
        Some("EW") => "EW",
        Some("both") => "All",
        _ => "None",
    };
    tag(&mut out, "Vulnerable", vulnerable);
    tag(&mut out, "Deal", &text(&part["deal"]));
    tag(&mut out, "Scoring", "");
    let closed = part["closed"].as_bool().unwrap_or(false);
    let passed_out = part["passed_out"].as_bool().unwrap_or(false);
    tag(
        &mut out,
        "Declarer",
        if closed {
            text(&part["declarer"])
        } else {
            String::new()
        }
        .as_str(),
    );
    let contract = if passed_out {
        "Pass".to_owned()
    } else if closed {
        text(&part["contract"])
    } else {
        String::new()
    };
    tag(&mut out, "Contract", &contract);
    tag(&mut out, "Result", "");
    let calls: Vec<(&str, &str)> = part["calls"]
        .as_array()
        .map(|calls| {
            calls
                .iter()
                .filter(|c| c["status"] == "stands")
                .filter_map(|c| Some((c["seat"].as_str()?, c["call"].as_str()?)))
                .collect()
        })
        .unwrap_or_default();
    if let Some((first, _)) = calls.first() {
        tag(&mut out, "Auction", first);
        for row in calls.chunks(4) {
            let words: Vec<&str> = row.iter().map(|(_, call)| *call).collect();
            let _ = writeln!(out, "{}", words.join(" "));
        }
    }
    out.push('\n');
    Some(out)
}
