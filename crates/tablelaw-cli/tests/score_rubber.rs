//! `tablelaw score rubber`: a whole rubber scored from its deals' results
//! by the rubber laws (1993 Laws 72-74, 80 and 81), as a score sheet and as
//! JSON, and its refusals (status 2, the deal named, nothing on stdout).
//!
//! Every total here is worked by hand from the values in the library's
//! module doc (`tablelaw::score`, rubber.rs and honours.rs): trick points
//! 20 a trick in the minors, 30 in the majors, at notrump 40 for the first
//! and 30 for each later, doubled twice that; overtricks at the trick value
//! undoubled, doubled 100 each not vulnerable; 50 for making a doubled
//! contract; undertricks undoubled 50 each not vulnerable, 100 vulnerable;
//! honours 100 for four trump honours in one hand, 150 for five or for the
//! four aces at notrump; a game at 100 trick points; the rubber 700 two
//! games to none, 500 two games to one; unfinished, 300 for a game and 50
//! (or 100) for a partscore.

use std::io::Write as _;
use std::process::{Command, Output, Stdio};

use serde_json::{Value, json};

const BIN: &str = env!("CARGO_BIN_EXE_tablelaw");

fn run(args: &[&str]) -> Output {
    Command::new(BIN)
        .args(["score", "rubber"])
        .args(args)
        .stdin(Stdio::null())
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

/// Runs with `input` on standard input.
fn with_stdin(args: &[&str], input: &str) -> Output {
    let mut child = Command::new(BIN)
        .args(["score", "rubber"])
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(input.as_bytes())
        .expect("write");
    child.wait_with_output().expect("finishes")
}

/// Eight deals, three games won: a partscore wiped out by a game, honours
/// held by the declaring side and by the defenders, a vulnerable
/// undertrick, a doubled contract made with overtricks, a passed-out deal.
const THREE_GAMES: [&str; 8] = [
    // Game 1. NS 2H made: 2 x 30 = 60 below, a partscore.
    "2H N 8",
    // EW 4S with an overtrick: 4 x 30 = 120 below, game 1 to EW (Law 73);
    // 30 above for the overtrick, 100 above for EW's four trump honours.
    // NS's 60 no longer counts towards game.
    "4S E 11 honours EW",
    // Game 2. NS 2S made: 60 below; with the 60 of game 1 it would be a
    // game, but that partscore did not carry over.
    "2S N 8",
    // EW, vulnerable since game 1, 3NT down 2: 2 x 100 = 200 above to NS.
    "3NT W 7",
    // NS, not vulnerable, 2S doubled with 2 overtricks: 2 x 30 x 2 = 120
    // below (60 + 120: game 2 to NS); 2 x 100 = 200 above for the
    // overtricks, 50 above for making a doubled contract.
    "2SX S 10",
    // Passed out: nothing (Law 22(a)).
    "pass",
    // Game 3. EW 1NT made: 40 below; NS, defending, held the four aces:
    // 150 above to NS.
    "1NT E 7 honours NS",
    // NS 5D made: 5 x 20 = 100 below, game 3 and the rubber to NS, two
    // games to one: 500 above (Law 74); NS's five trump honours: 150.
    "5D N 11 honours NS 150",
];

#[test]
fn rubber_laws_72_73_74_three_games_with_honours_doubles_and_undertricks() {
    // NS above: 200 + 200 + 50 + 150 + 150 + 500 = 1250;
    //    below: 60 + 60 + 120 + 100 = 340; total 1590.
    // EW above: 30 + 100 = 130; below: 120 + 40 = 160; total 290.
    // NS by 1590 - 290 = 1300.
    let mut args = THREE_GAMES.to_vec();
    args.push("--plain");
    assert_eq!(
        ok(&args),
        "\
Rubber score sheet (rubber Laws 72-74, 80 and 81)
Premiums above the line, trick points below it; [n] is the deal that scored it.

                NS                |                EW
----------------------------------+----------------------------------
   500 [8] rubber, 2 games to 1   |
   150 [8] 5 trump honours (5D N) |
   150 [7] 4 aces (1NT E)         |
    50 [5] made doubled (2SX S)   |
   200 [5] 2 overtricks (2SX S)   |   100 [2] 4 trump honours (4S E)
   200 [4] 2 undertricks (3NT W)  |    30 [2] 1 overtrick (4S E)
==================================+==================================
    60 [1] trick score (2H N)     |   120 [2] trick score (4S E)
-- game 1: EW --------------------+----------------------------------
    60 [3] trick score (2S N)     |
   120 [5] trick score (2SX S)    |
-- game 2: NS --------------------+----------------------------------
   100 [8] trick score (5D N)     |    40 [7] trick score (1NT E)
-- game 3: NS --------------------+----------------------------------

Totals (rubber Law 74):
        above  below  total  games
  NS     1250    340   1590      2
  EW      130    160    290      1
Deal 6 was passed out: it scores nothing (rubber Law 22(a)).
Rubber won by NS, 2 games to 1: 500 for the rubber (rubber Law 74). Result: NS by 1300 points.
"
    );
    let v = json(&THREE_GAMES);
    assert_eq!(
        v["sides"],
        json!({
            "NS": { "above": 1250, "below": 340, "total": 1590, "games": 2, "partscore": 0 },
            "EW": { "above": 130, "below": 160, "total": 290, "games": 1, "partscore": 0 }
        })
    );
    assert_eq!(v["winner"], "NS");
    assert_eq!(v["margin"], json!({ "side": "NS", "points": 1300 }));
    assert_eq!(
        (v["over"].clone(), v["unfinished"].clone()),
        (json!(true), json!(false))
    );
    // The entries sum to the totals, each side's.
    for (side, total) in [("NS", 1590), ("EW", 290)] {
        let sum: i64 = v["entries"]
            .as_array()
            .expect("entries")
            .iter()
            .filter(|e| e["side"] == side)
            .map(|e| e["points"].as_i64().expect("points"))
            .sum();
        assert_eq!(sum, total, "{side}");
    }
    // After deal 3 the partscore of game 1 is gone (Law 73): NS have 60
    // towards game 2, no game, and are not vulnerable; EW are.
    let v = json(&THREE_GAMES[..3]);
    assert_eq!(v["sides"]["NS"]["partscore"], 60);
    assert_eq!(v["sides"]["NS"]["games"], 0);
    assert_eq!(v["sides"]["NS"]["below"], 120);
    assert_eq!(v["vulnerable"], json!({ "NS": false, "EW": true }));
    assert_eq!(v["game"], 2);
}

#[test]
fn rubber_law_74_two_games_to_none_700() {
    // NS 2D made: 40 below. EW 4H made: 120, game 1; EW 5C made: 100, game
    // 2 and the rubber, two games to none: 700.
    // EW: 120 + 100 + 700 = 920; NS 40; EW by 880.
    let args = ["2D N 8", "4H E 10", "5C W 11"];
    let v = json(&args);
    assert_eq!(v["winner"], "EW");
    assert_eq!(v["sides"]["EW"]["total"], 920);
    assert_eq!(v["sides"]["EW"]["above"], 700);
    assert_eq!(v["sides"]["NS"]["total"], 40);
    assert_eq!(v["margin"], json!({ "side": "EW", "points": 880 }));
    let last = v["entries"].as_array().and_then(|e| e.last()).cloned();
    assert_eq!(
        last,
        Some(json!({ "deal": 3, "game": 2, "side": "EW", "line": "above",
                     "kind": "rubber-bonus", "points": 700,
                     "law": "74", "citation": "rubber Law 74" }))
    );
    let text = ok(&args);
    assert!(text.contains("700 [3] rubber, 2 games to 0"), "{text}");
    assert!(
        text.contains(
            "Rubber won by EW, 2 games to 0: 700 for the rubber (rubber Law 74). Result: EW by 880 points."
        ),
        "{text}"
    );
}

#[test]
fn rubber_law_80_unfinished_300_for_a_game_and_the_partscore_premium() {
    // NS 4S made: 120, game 1. EW 2H made: 60, a partscore in game 2.
    // Unfinished: NS 300 for their game, EW 50 for their partscore.
    // NS 120 + 300 = 420; EW 60 + 50 = 110; NS by 310.
    let args = ["4S N 10", "2H E 8", "--unfinished"];
    let v = json(&args);
    assert_eq!(v["unfinished"], true);
    assert_eq!(v["over"], true);
    assert_eq!(v["winner"], Value::Null);
    assert_eq!(v["sides"]["NS"]["total"], 420);
    assert_eq!(v["sides"]["EW"]["total"], 110);
    assert_eq!(v["margin"], json!({ "side": "NS", "points": 310 }));
    let unfinished: Vec<&Value> = v["entries"]
        .as_array()
        .expect("entries")
        .iter()
        .filter(|e| e["deal"].is_null())
        .collect();
    assert_eq!(
        unfinished,
        [
            &json!({ "deal": null, "game": 2, "side": "NS", "line": "above",
                     "kind": "unfinished-game", "points": 300,
                     "law": "80", "citation": "rubber Law 80" }),
            &json!({ "deal": null, "game": 2, "side": "EW", "line": "above",
                     "kind": "unfinished-partscore", "points": 50,
                     "law": "80", "citation": "rubber Law 80" }),
        ]
    );
    let text = ok(&args);
    assert!(
        text.contains(
            "Rubber unfinished (rubber Law 80): NS 300 for a game won, EW 50 for a partscore in the unfinished game. Result: NS by 310 points."
        ),
        "{text}"
    );
    // The premium the sources disagree on, at 100: EW 160, NS by 260.
    let v = json(&[
        "4S N 10",
        "2H E 8",
        "--unfinished",
        "--unfinished-partscore",
        "100",
    ]);
    assert_eq!(v["sides"]["EW"]["total"], 160);
    assert_eq!(v["options"]["unfinished_partscore"], 100);
    // Without --unfinished the rubber is in progress: no premium.
    let v = json(&["4S N 10", "2H E 8"]);
    assert_eq!(
        (v["over"].clone(), v["sides"]["NS"]["total"].clone()),
        (json!(false), json!(120))
    );
    assert!(ok(&["4S N 10", "2H E 8"]).contains("Rubber in progress: game 2, NS vulnerable"));
    // A rubber already won is not made unfinished.
    let v = json(&["4S N 10", "3NT S 9", "--unfinished"]);
    assert_eq!(
        (v["winner"].clone(), v["unfinished"].clone()),
        (json!("NS"), json!(false))
    );
}

#[test]
fn rubber_law_81_the_redoubled_contract_premium_is_an_option() {
    // 1H redoubled, made: 30 x 4 = 120 below, a game; 100 above for the
    // redouble made by default, 50 with --redoubled-insult 50.
    let v = json(&["1HXX S 7"]);
    assert_eq!(v["sides"]["NS"]["above"], 100);
    assert_eq!(v["sides"]["NS"]["below"], 120);
    let v = json(&["1HXX S 7", "--redoubled-insult", "50"]);
    assert_eq!(v["sides"]["NS"]["above"], 50);
    assert_eq!(v["options"]["redoubled_insult"], 50);
    let e = refused(&["1HXX S 7", "--redoubled-insult", "75"]);
    assert!(e.contains("50, 100"), "{e}");
}

#[test]
fn rubber_law_22_a_a_passed_out_deal_scores_nothing() {
    // Deal 1 passed out; deal 2, NS 4S made: 120 below, game 1.
    let v = json(&["pass", "4S N 10"]);
    assert_eq!(
        v["deals"][0],
        json!({ "deal": 1, "contract": null, "declarer": null, "tricks": null,
                "result": null, "honours": null,
                "vulnerable": { "NS": false, "EW": false } })
    );
    assert_eq!(v["entries"].as_array().map(Vec::len), Some(1));
    assert_eq!(v["entries"][0]["deal"], 2);
    assert_eq!(v["sides"]["NS"]["total"], 120);
    let v = json(&["PASS"]);
    assert_eq!(v["entries"], json!([]));
    assert_eq!(v["sides"]["NS"]["total"], 0);
    assert_eq!(v["margin"], Value::Null);
    let text = ok(&["pass", "pass", "4S N 10"]);
    assert!(
        text.contains("Deals 1, 2 were passed out: they score nothing (rubber Law 22(a))."),
        "{text}"
    );
}

#[test]
fn rubber_deals_from_a_file_with_comments_and_blank_lines() {
    let dir = std::path::PathBuf::from(env!("CARGO_TARGET_TMPDIR"));
    let path = dir.join("score_rubber_deals.txt");
    std::fs::write(&path, "# a rubber\n\n4S N 10   # game 1\n\n3NT S 9\n").expect("write");
    let file = path.to_str().expect("a path");
    // NS 120 + 100 below, 700 above: 920.
    let v = json(&["--file", file]);
    assert_eq!(v["sides"]["NS"]["total"], 920);
    let out = with_stdin(&["--file", "-", "--json"], "4S N 10\n3NT S 9\n");
    assert!(out.status.success());
    let v: Value = serde_json::from_slice(&out.stdout).expect("JSON");
    assert_eq!(v["sides"]["NS"]["total"], 920);
    let e = refused(&["4S N 10", "--file", file]);
    assert!(e.contains("cannot be used with"), "{e}");
}

#[test]
fn rubber_a_bad_contract_word_names_its_deal_and_column() {
    let e = refused(&["2H N 8", "4Q E 10"]);
    assert!(e.starts_with("error: deal 2 (`4Q E 10`), at `4Q`: "), "{e}");
    assert!(
        e.contains("expected a denomination (C, D, H, S or NT), found `Q`"),
        "{e}"
    );
    assert!(e.contains("like 4H, 3NT, 2DX or 7SXX"), "{e}");
    // Law 38: no contract of more than seven.
    let e = refused(&["8H N 10"]);
    assert!(e.contains("deal 1") && e.contains("Law 38"), "{e}");
    // In a file, the line and the column; comments and blank lines count
    // as lines but not as deals.
    let out = with_stdin(&["--file", "-"], "# a rubber\n2H N 8\n\n  4S E 1O\n");
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty());
    let e = String::from_utf8(out.stderr).expect("utf-8");
    assert!(
        e.starts_with("error: <stdin>:4:8: deal 2, at `1O`: expected the number of tricks"),
        "{e}"
    );
    let out = with_stdin(&["--file", "-"], "4S N 10\n3Z N 9\n");
    let e = String::from_utf8(out.stderr).expect("utf-8");
    assert!(e.starts_with("error: <stdin>:2:1: deal 2, at `3Z`"), "{e}");
    // A deal not quoted reads as several: the hint says so.
    let e = refused(&["4S", "N", "10"]);
    assert!(e.contains("deal 1 (`4S`)"), "{e}");
    assert!(e.contains("found the end of the deal"), "{e}");
    assert!(e.contains("each deal is one argument: quote it"), "{e}");
    let e = refused(&["4S N 10 extra"]);
    assert!(e.contains("at `extra`"), "{e}");
    let e = refused(&["4S N 14"]);
    assert!(e.contains("0 to 13"), "{e}");
    let e = refused(&["pass 4S"]);
    assert!(e.contains("Law 22(a)"), "{e}");
    // --laws names a duplicate edition: not for a rubber.
    let e = refused(&["4S N 10", "--laws", "duplicate-2007"]);
    assert!(e.contains("leave out --laws"), "{e}");
    let e = refused(&[]);
    assert!(e.contains("<DEAL>"), "{e}");
}

#[test]
fn rubber_law_74_a_deal_after_the_rubber_is_won_is_refused() {
    let e = refused(&["4S N 10", "3NT S 9", "2H E 8"]);
    assert!(
        e.starts_with(
            "error: deal 3 (`2H E 8`): the rubber is over: NS won it with deal 2, two games to none (rubber Law 74)"
        ),
        "{e}"
    );
    assert!(e.contains("hint: remove this deal"), "{e}");
    let out = with_stdin(&["--file", "-"], "4S N 10\n3NT S 9\n\npass\n");
    let e = String::from_utf8(out.stderr).expect("utf-8");
    assert!(
        e.starts_with("error: <stdin>:4:1: deal 3: the rubber is over"),
        "{e}"
    );
}

#[test]
fn rubber_law_81_honours_that_cannot_fit_the_denomination_are_refused() {
    // At notrump the only honours are the four aces: no trump honours.
    let e = refused(&["3NT S 9 honours NS 150"]);
    assert!(
        e.contains("deal 1 (`3NT S 9 honours NS 150`), at `150`: five trump honours (150) cannot be held at a notrump contract"),
        "{e}"
    );
    assert!(e.contains("write `honours NS` without a number"), "{e}");
    let e = refused(&["3NT S 9 honours EW 100"]);
    assert!(e.contains("four trump honours (100) cannot be held"), "{e}");
    let e = refused(&["4S N 10 honours NS 200"]);
    assert!(e.contains("found `200`"), "{e}");
    let e = refused(&["4S N 10 honours SN"]);
    assert!(e.contains("NS or EW, found `SN`"), "{e}");
    // What fits: four aces at notrump (150), four or five trump honours
    // (the 4S is down one, so that the rubber is not won before deal 3).
    let v = json(&[
        "3NT S 9 honours EW",
        "4S N 9 honours NS 100",
        "2H E 8 honours EW 150",
    ]);
    let honours: Vec<Value> = v["deals"]
        .as_array()
        .expect("deals")
        .iter()
        .map(|d| d["honours"].clone())
        .collect();
    assert_eq!(
        honours,
        [
            json!({ "side": "EW", "kind": "four-aces", "points": 150 }),
            json!({ "side": "NS", "kind": "four-trump-honours", "points": 100 }),
            json!({ "side": "EW", "kind": "five-trump-honours", "points": 150 }),
        ]
    );
}

#[test]
fn rubber_json_has_the_documented_fields() {
    let v = json(&["4HX S 10", "2D W 7"]);
    let mut keys: Vec<&str> = v
        .as_object()
        .expect("an object")
        .keys()
        .map(String::as_str)
        .collect();
    keys.sort_unstable();
    let mut documented = [
        "laws",
        "options",
        "deals",
        "entries",
        "sides",
        "vulnerability",
        "vulnerable",
        "game",
        "over",
        "unfinished",
        "winner",
        "margin",
    ];
    documented.sort_unstable();
    assert_eq!(keys, documented);
    assert_eq!(v["laws"], "rubber");
    assert_eq!(
        v["options"],
        json!({ "redoubled_insult": 100, "unfinished_partscore": 50 })
    );
    // 4H doubled made: 30 x 4 x 2 = 240 below, game 1 to NS; 50 above.
    // 2D by West, down 1, EW not vulnerable: 50 above to NS.
    assert_eq!(
        v["deals"][1],
        json!({ "deal": 2, "contract": "2D", "declarer": "W", "tricks": 7, "result": -1,
                "honours": null, "vulnerable": { "NS": true, "EW": false } })
    );
    assert_eq!(
        v["entries"],
        json!([
            { "deal": 1, "game": 1, "side": "NS", "line": "below", "kind": "trick-score",
              "points": 240, "law": "81", "citation": "rubber Law 81" },
            { "deal": 1, "game": 1, "side": "NS", "line": "above", "kind": "insult",
              "points": 50, "law": "81", "citation": "rubber Law 81" },
            { "deal": 2, "game": 2, "side": "NS", "line": "above", "kind": "undertricks",
              "points": 50, "law": "81", "citation": "rubber Law 81" }
        ])
    );
    assert_eq!(
        v["sides"]["NS"],
        json!({ "above": 100, "below": 240, "total": 340, "games": 1, "partscore": 0 })
    );
    assert_eq!(v["vulnerability"], "ns");
    assert_eq!(v["vulnerable"], json!({ "NS": true, "EW": false }));
    assert_eq!(v["game"], 2);
    assert_eq!(v["over"], false);
    assert_eq!(v["unfinished"], false);
    assert_eq!(v["winner"], Value::Null);
    assert_eq!(v["margin"], json!({ "side": "NS", "points": 340 }));
}

#[test]
fn rubber_plain_sheet_is_ascii_only() {
    let mut args = THREE_GAMES.to_vec();
    let symbols = ok(&args);
    assert!(symbols.contains("(5♦ N)"), "{symbols}");
    args.push("--plain");
    let plain = ok(&args);
    assert!(plain.is_ascii(), "{plain}");
    let out = with_stdin(
        &["--file", "-", "--plain", "--unfinished"],
        "7NTXX N 13\n4♠X E 9 honours NS\n",
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(
        out.stdout.is_ascii(),
        "{}",
        String::from_utf8_lossy(&out.stdout)
    );
}

#[test]
fn rubber_the_readme_example_prints_as_shown() {
    // 2H by East: 60 below to EW. 4S by North with an overtrick and four
    // trump honours: 120 below, game 1; 30 and 100 above. 3NT by South:
    // 100 below, game 2 and the rubber, two games to none: 700.
    // NS 830 + 220 = 1050; EW 60; NS by 990.
    let args = ["2H E 8", "4S N 11 honours NS", "3NT S 9", "--plain"];
    let shown = format!(
        "$ tablelaw score rubber \"2H E 8\" \"4S N 11 honours NS\" \"3NT S 9\" --plain\n{}```\n",
        ok(&args)
    );
    let readme = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../README.md"),
    )
    .expect("README.md");
    assert!(readme.contains(&shown), "README.md should show:\n{shown}");
    let v = json(&args[..3]);
    assert_eq!(v["sides"]["NS"]["total"], 1050);
    assert_eq!(v["margin"], json!({ "side": "NS", "points": 990 }));
}
