//! `tablelaw score`: the duplicate scoring laws on the command line, as
//! text and as JSON, and its refusals of bad input (status 2, a message
//! that says what is wrong and what is expected, nothing on stdout).

use std::process::{Command, Output};

use serde_json::{Value, json};

const BIN: &str = env!("CARGO_BIN_EXE_tablelaw");

fn run(args: &[&str]) -> Output {
    Command::new(BIN)
        .arg("score")
        .args(args)
        .output()
        .expect("the binary runs")
}

fn ok(args: &[&str]) -> String {
    let out = run(args);
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).expect("utf-8")
}

fn json(args: &[&str]) -> Value {
    let mut all = args.to_vec();
    all.push("--json");
    serde_json::from_str(&ok(&all)).expect("JSON")
}

/// Runs bad input: status 2, nothing on stdout; returns stderr.
fn refused(args: &[&str]) -> String {
    let out = run(args);
    assert_eq!(out.status.code(), Some(2), "{args:?}");
    assert!(out.stdout.is_empty(), "{args:?}");
    String::from_utf8(out.stderr).expect("utf-8")
}

#[test]
fn a_contract_made_doubled_and_vulnerable() {
    let text = ok(&[
        "contract",
        "4HX",
        "S",
        "10",
        "--vulnerable",
        "ns",
        "--plain",
    ]);
    assert_eq!(
        text,
        "\
4HX by South, vulnerable, 10 tricks: made
Score (duplicate-2017 Law 77), for the declaring side, North-South:
    +240  trick score
    +500  game
     +50  making a doubled or redoubled contract
    +790  total
North-South +790, East-West -790
"
    );
    assert!(ok(&["contract", "4HX", "S", "10"]).starts_with("4♥X by South"));
    assert_eq!(
        json(&["contract", "4hx", "south", "10", "--vulnerable", "both"]),
        json!({
            "laws": "duplicate-2017", "contract": "4HX", "declarer": "S",
            "declaring_side": "NS", "vulnerability": "both", "vulnerable": true,
            "tricks": 10, "result": 0, "made": true,
            "items": [
                { "kind": "trick-score", "points": 240, "law": "77" },
                { "kind": "game", "points": 500, "law": "77" },
                { "kind": "insult", "points": 50, "law": "77" }
            ],
            "total": 790, "scores": { "NS": 790, "EW": -790 },
            "law": "77", "citation": "duplicate-2017 Law 77"
        })
    );
}

#[test]
fn vulnerability_is_the_declaring_sides() {
    // East-West vulnerable, North declares: not vulnerable, 420.
    let v = json(&["contract", "4S", "N", "10", "--vulnerable", "ew"]);
    assert_eq!(v["vulnerable"], false);
    assert_eq!(v["total"], 420);
    let v = json(&["contract", "4S", "W", "10", "--vulnerable", "ew"]);
    assert_eq!(v["vulnerable"], true);
    assert_eq!(v["scores"], json!({ "NS": -620, "EW": 620 }));
}

#[test]
fn a_contract_defeated_and_slams() {
    let text = ok(&["contract", "3NT", "W", "7", "--plain"]);
    assert!(
        text.starts_with("3NT by West, not vulnerable, 7 tricks: down 2\n"),
        "{text}"
    );
    assert!(text.contains("    -100  undertricks\n"), "{text}");
    assert!(
        text.ends_with("North-South +100, East-West -100\n"),
        "{text}"
    );
    // 3 doubled undertricks not vulnerable: 100 + 200 + 200.
    let v = json(&["contract", "4SX", "E", "7"]);
    assert_eq!(v["result"], -3);
    assert_eq!(v["made"], false);
    assert_eq!(
        v["items"],
        json!([{ "kind": "undertricks", "points": -500, "law": "77" }])
    );
    // 7NT redoubled, vulnerable, under the 2007 edition.
    let v = json(&[
        "contract",
        "7NTXX",
        "N",
        "13",
        "--vulnerable",
        "all",
        "--laws",
        "duplicate-2007",
    ]);
    assert_eq!(v["total"], 880 + 500 + 1500 + 100);
    assert_eq!(v["citation"], "duplicate-2007 Law 77");
    let v = json(&["contract", "6♣", "S", "13"]);
    assert_eq!(v["result"], 1);
    assert_eq!(v["total"], 120 + 20 + 300 + 500);
}

#[test]
fn imps_for_a_difference_or_two_scores() {
    assert_eq!(
        ok(&["imps", "620", "170"]),
        "620 - 170 = +450: +10 IMPs (duplicate-2017 Law 78B)\n"
    );
    assert_eq!(
        ok(&["imps", "-430"]),
        "a difference of -430: -10 IMPs (duplicate-2017 Law 78B)\n"
    );
    assert_eq!(
        ok(&["imps", "100", "-100"]),
        "100 - (-100) = +200: +5 IMPs (duplicate-2017 Law 78B)\n"
    );
    assert_eq!(
        ok(&["imps", "10"]),
        "a difference of +10: 0 IMPs (duplicate-2017 Law 78B)\n"
    );
    assert_eq!(
        ok(&["imps", "20"]),
        "a difference of +20: +1 IMP (duplicate-2017 Law 78B)\n"
    );
    assert_eq!(
        json(&["imps", "-100", "620"]),
        json!({ "laws": "duplicate-2017", "scores": [-100, 620], "difference": -720,
                "imps": -12, "law": "78B", "citation": "duplicate-2017 Law 78B" })
    );
    assert_eq!(json(&["imps", "4000"])["imps"], 24);
    assert_eq!(json(&["imps", "4000"])["scores"], Value::Null);
}

#[test]
fn matchpoints_of_a_boards_scores() {
    let text = ok(&["matchpoints", "-110", "-140", "-140", "-120"]);
    assert_eq!(
        text,
        "\
Matchpoints (duplicate-2017 Law 78A): 4 scores, top 6: two for each score beaten, one for each score equal
   score  matchpoints  percentage
    -110            6     100.00%
    -140            1      16.67%
    -140            1      16.67%
    -120            4      66.67%
"
    );
    let v = json(&["matchpoints", "620", "170"]);
    assert_eq!(v["top"], 2);
    assert_eq!(
        v["scores"],
        json!([
            { "score": 620, "matchpoints": 2, "percentage": 100.0 },
            { "score": 170, "matchpoints": 0, "percentage": 0.0 }
        ])
    );
    assert_eq!(v["law"], "78A");
    let one = json(&["matchpoints", "420"]);
    assert_eq!(one["top"], 0);
    assert_eq!(one["scores"][0]["percentage"], Value::Null);
    assert!(ok(&["matchpoints", "420"]).contains("no other score"));
}

#[test]
fn a_boards_dealer_and_vulnerability() {
    assert_eq!(
        ok(&["board", "5"]),
        "Board 5: dealer North, North-South vulnerable (duplicate-2017 Law 2)\n"
    );
    assert_eq!(
        ok(&["board", "20"]),
        "Board 20: dealer West, both sides vulnerable (duplicate-2017 Law 2)\n"
    );
    assert_eq!(
        json(&["board", "16"]),
        json!({ "laws": "duplicate-2017", "board": 16, "dealer": "W", "vulnerability": "ew",
                "vulnerable": { "NS": false, "EW": true },
                "law": "2", "citation": "duplicate-2017 Law 2" })
    );
    assert_eq!(json(&["board", "17"])["vulnerability"], "none");
    assert_eq!(json(&["board", "17"])["dealer"], "N");
}

#[test]
fn bad_input_says_what_is_wrong_and_what_is_expected() {
    let e = refused(&["contract", "8H", "N", "10"]);
    assert!(e.contains("'8H'") && e.contains("Law 38"), "{e}");
    assert!(e.contains("like 4H, 3NT, 2DX or 7SXX"), "{e}");
    let e = refused(&["contract", "4Q", "N", "10"]);
    assert!(
        e.contains("expected a denomination (C, D, H, S or NT), found `Q`"),
        "{e}"
    );
    let e = refused(&["contract", "4HXXX", "N", "10"]);
    assert!(
        e.contains("expected X (doubled), XX (redoubled) or nothing"),
        "{e}"
    );
    let e = refused(&["contract", "4H", "Q", "10"]);
    assert!(e.contains("expected declarer's seat, N, E, S or W"), "{e}");
    let e = refused(&["contract", "4H", "N", "14"]);
    assert!(e.contains("0 to 13"), "{e}");
    let e = refused(&["contract", "4H", "N", "ten"]);
    assert!(e.contains("0 to 13, found `ten`"), "{e}");
    let e = refused(&["contract", "4H", "N"]);
    assert!(e.contains("<TRICKS>"), "{e}");
    let e = refused(&["contract", "4H", "N", "10", "--vulnerable", "maybe"]);
    assert!(e.contains("none, ns, ew, both"), "{e}");
    let e = refused(&["contract", "4H", "N", "10", "--laws", "rubber"]);
    assert!(e.contains("duplicate-2017, duplicate-2007"), "{e}");
    let e = refused(&["imps", "1", "2", "3"]);
    assert!(e.contains("'3'"), "{e}");
    let e = refused(&["imps", "lots"]);
    assert!(e.contains("expected a score in points"), "{e}");
    let e = refused(&["matchpoints"]);
    assert!(e.contains("<SCORE>"), "{e}");
    let e = refused(&["matchpoints", "420", "4x"]);
    assert!(e.contains("found `4x`"), "{e}");
    let e = refused(&["board", "0"]);
    assert!(e.contains("a board number"), "{e}");
    // With --json too: the refusal is text on stderr, not JSON on stdout.
    refused(&["board", "zero", "--json"]);
}
