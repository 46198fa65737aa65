//! `tablelaw check`: exit codes and the JSON shape.

use std::path::PathBuf;
use std::process::Command;

fn data(rel: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../tablelaw-formats/tests/data")
        .join(rel)
}

fn check(args: &[&str]) -> (i32, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_tablelaw"))
        .arg("check")
        .args(args)
        .output()
        .unwrap();
    (
        out.status.code().unwrap(),
        String::from_utf8(out.stdout).unwrap(),
    )
}

#[test]
fn a_clean_file_exits_0() {
    let f = data("pbn/realbridge-export.pbn");
    let (code, out) = check(&[f.to_str().unwrap()]);
    assert_eq!(code, 0, "{out}");
    assert!(out.contains("1 files, 299 boards, 0 findings"), "{out}");
}

#[test]
fn findings_exit_1_with_file_line_board() {
    let f = data("pbn/endplay-example4.pbn");
    let (code, out) = check(&[f.to_str().unwrap()]);
    assert_eq!(code, 1);
    assert!(
        out.contains(
            "endplay-example4.pbn:20: board 1: declarer-mismatch: the auction begins with the opening bid, not with the dealer (North)"
        ),
        "{out}"
    );
}

#[test]
fn unreadable_input_exits_2() {
    let (code, _) = check(&["/nonexistent/file.pbn"]);
    assert_eq!(code, 2);
    let dir = std::env::temp_dir().join(format!("tablelaw-check-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let bad = dir.join("bad.pbn");
    std::fs::write(&bad, "[Board \"1\"]\n[Deal \"N:nonsense\"]\n").unwrap();
    let (code, _) = check(&[bad.to_str().unwrap()]);
    assert_eq!(code, 2);
    std::fs::remove_dir_all(&dir).unwrap();
}

/// `--json` writes JSON Lines: a finding or read error a line, as found,
/// and the totals last.
#[test]
fn json_lines_shape() {
    let d = data("");
    let (code, out) = check(&[d.to_str().unwrap(), "--json"]);
    assert_eq!(code, 1);
    let lines: Vec<serde_json::Value> = out
        .lines()
        .map(|l| serde_json::from_str(l).expect("each line is one JSON object"))
        .collect();
    let findings: Vec<&serde_json::Value> =
        lines.iter().filter(|v| v["type"] == "finding").collect();
    // Read by hand: three games the check once called unreadable are valid
    // PBN it cannot referee in full (an auction without a deal, an all-pass
    // without a deal, an end position), no longer findings.
    assert_eq!(findings.len(), 6);
    for f in &findings {
        for key in ["file", "line", "board", "game", "kind", "message"] {
            assert!(f.get(key).is_some(), "{f}");
        }
    }
    let v = lines.last().expect("a summary line");
    assert_eq!(v["type"], "summary");
    assert_eq!(v["files"], 24);
    assert_eq!(v["boards"], 587);
    assert_eq!(v["findings"], 6);
    assert_eq!(v["summary"]["declarer-mismatch"], 2);
    assert_eq!(v["summary"]["illegal-play"], 2);
    assert_eq!(v["summary"]["no-dealer"], 2);
    assert_eq!(v["findings_by_kind"]["no-dealer"], 2);
    assert_eq!(v["boards_with_findings"], 5);
    // The fixtures' READMEs and a table script are no records: skipped,
    // each with why.
    let skipped = v["skipped"].as_array().expect("the files skipped");
    assert_eq!(skipped.len(), 3, "{skipped:?}");
    assert!(
        skipped
            .iter()
            .all(|s| s["why"].as_str().unwrap().starts_with("not a record")),
        "{skipped:?}"
    );
    // A board without a Board tag is numbered by its place, and said so.
    let untagged = findings
        .iter()
        .find(|f| f["board"].is_null())
        .expect("an untagged board");
    assert_eq!(untagged["game"], 2);
}

#[test]
fn an_egn_record_is_refereed_under_euchre() {
    let f = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/two-marches.egn");
    let (code, out) = check(&[f.to_str().unwrap()]);
    assert_eq!(code, 0, "{out}");
    assert!(out.contains("1 files, 2 boards, 0 findings"), "{out}");
    let dir = std::env::temp_dir().join(format!("tablelaw-check-egn-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let bad = dir.join("bad.egn");
    let text = std::fs::read_to_string(&f)
        .unwrap()
        .replace("[6, 0]", "[7, 0]");
    std::fs::write(&bad, text).unwrap();
    let (code, out) = check(&[bad.to_str().unwrap()]);
    assert_eq!(code, 1, "{out}");
    assert!(
        out.contains("deal 1: score-mismatch: the final score is 7-0; the deals give 6-0"),
        "{out}"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

fn check_text(name: &str, text: &[u8]) -> (i32, String) {
    check_text_with(name, text, &[])
}

/// `tablelaw check FILE ARGS` on `text` written to a file `name.pbn`.
fn check_text_with(name: &str, text: &[u8], args: &[&str]) -> (i32, String) {
    let dir = std::env::temp_dir().join(format!("tablelaw-check-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join(format!("{name}.pbn"));
    std::fs::write(&file, text).unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_tablelaw"))
        .arg("check")
        .arg(&file)
        .args(args)
        .output()
        .unwrap();
    std::fs::remove_dir_all(&dir).unwrap();
    (
        out.status.code().unwrap(),
        String::from_utf8_lossy(&out.stdout).into_owned() + &String::from_utf8_lossy(&out.stderr),
    )
}

const GAME: &str = "[Board \"1\"]\n[Dealer \"N\"]\n[Vulnerable \"None\"]\n[Deal \"N:KT8.A96.A95.7542 Q5.KJ52.KQ874.T8 AJ92.874.JT6.AQ3 7643.QT3.32.KJ96\"]\n";

/// A DOS end-of-file byte (0x1A) after the last game is not part of the
/// text: accepted silently, after a blank line or on the last line.
#[test]
fn a_trailing_dos_end_of_file_byte_is_accepted() {
    for tail in ["\n\u{1a}", "\u{1a}", "\n\u{1a}\u{1a}"] {
        let (code, out) = check_text("eof", format!("{GAME}{tail}").as_bytes());
        assert_eq!(code, 0, "{tail:?}: {out}");
        assert!(out.contains("1 files, 1 boards, 0 findings"), "{out}");
    }
}

/// `[Play ""]` on a passed-out board is no play, not a malformed tag.
#[test]
fn an_empty_play_tag_on_a_passed_out_board_is_read() {
    let text = format!(
        "{GAME}[Declarer \"\"]\n[Contract \"Pass\"]\n[Result \"\"]\n[Auction \"N\"]\nPass Pass Pass Pass\n[Play \"\"]\n\n"
    );
    let (code, out) = check_text("passed-out", text.as_bytes());
    assert_eq!(code, 0, "{out}");
    assert!(out.contains("1 files, 1 boards, 0 findings"), "{out}");
}

/// A Result written as the tricks of a side (`NS 10`, `EW 3`; PBN §3.4.10)
/// is read and checked, here through the Score.
#[test]
fn a_result_as_the_tricks_of_a_side_is_read() {
    let game = |result: &str| {
        format!(
            "{GAME}[Declarer \"N\"]\n[Contract \"4H\"]\n[Result \"{result}\"]\n[Score \"NS 420\"]\n[Auction \"N\"]\n4H Pass Pass Pass\n\n"
        )
    };
    for result in ["NS 10", "EW 3", "10"] {
        let (code, out) = check_text("side", game(result).as_bytes());
        assert_eq!(code, 0, "{result}: {out}");
        assert!(!out.contains("not read"), "{out}");
    }
    let (code, out) = check_text("side", game("NS 9").as_bytes());
    assert_eq!(code, 1, "{out}");
    assert!(out.contains("making 9 tricks scores NS -50"), "{out}");
}

/// When the Declarer tag disagrees with the auction, that is said once, and
/// the Result is read for the tagged declarer: no second, false finding.
#[test]
fn the_result_is_read_for_the_tagged_declarer() {
    // A board passed out first: the file's auctions begin with the dealer
    // (the passes before an opening bid are not left out).
    let text = format!(
        "{GAME}[Auction \"N\"]\nAP\n\n{GAME}[Declarer \"E\"]\n[Contract \"4H\"]\n[Result \"12\"]\n[Auction \"N\"]\n4H Pass Pass Pass\n[Play \"E\"]\nCT C3 CK C2\nDK D6 D3 D5\n*\n\n"
    );
    let (code, out) = check_text("declarer", text.as_bytes());
    assert_eq!(code, 1, "{out}");
    assert!(out.contains("the Declarer tag says East"), "{out}");
    assert!(out.contains("1 findings"), "{out}");
    assert!(!out.contains("Result tag says"), "{out}");
}

/// A game with no auction (a traveller's line) is checked by its tags: the
/// Score against the Contract, Declarer, Result and Vulnerable; with no
/// deal or dealer, that is not a finding of itself.
#[test]
fn a_game_with_no_auction_is_checked_by_its_tags() {
    let game = |score: &str| {
        format!(
            "[Board \"1\"]\n[Vulnerable \"None\"]\n[Declarer \"N\"]\n[Contract \"4H\"]\n[Result \"9\"]\n[Score \"{score}\"]\n\n"
        )
    };
    let (code, out) = check_text("traveller", game("NS -50").as_bytes());
    assert_eq!(code, 0, "{out}");
    assert!(out.contains("1 files, 1 boards, 0 findings"), "{out}");
    let (code, out) = check_text("traveller", game("NS 420").as_bytes());
    assert_eq!(code, 1, "{out}");
    assert!(
        out.contains(
            ":6: board 1: score-mismatch: the Score tag says NS 420, but 4H by North making 9 tricks scores NS -50"
        ),
        "{out}"
    );
    assert!(!out.contains("no dealer"), "{out}");
}

/// A contract that cannot exist is a finding with or without `--strict`,
/// and is not scored: `9NT` is not "NS -300", nor `4SXXX` anything.
#[test]
fn an_impossible_contract_is_a_finding_in_every_mode() {
    for contract in ["9NT", "0NT", "4SXXX", "4Z"] {
        let text = format!(
            "[Board \"1\"]\n[Vulnerable \"None\"]\n[Contract \"{contract}\"]\n[Declarer \"S\"]\n[Result \"9\"]\n[Score \"NS -250\"]\n\n"
        );
        for args in [&[][..], &["--strict"]] {
            let (code, out) = check_text_with("impossible", text.as_bytes(), args);
            assert_eq!(code, 1, "{contract} {args:?}: {out}");
            assert!(
                out.contains(&format!(
                    ":3: board 1: contract-mismatch: the Contract tag says `{contract}`, a contract that cannot exist: "
                )),
                "{contract} {args:?}: {out}"
            );
            assert!(out.contains("1 files, 1 boards, 1 findings"), "{out}");
            assert!(
                out.contains("contract-mismatch: 1 finding in 1 board"),
                "{out}"
            );
            assert!(!out.contains("Score"), "not scored: {out}");
        }
    }
}

/// `--strict`: the verifier's correct files pass; a file that says it is in
/// the export format and is not gives `format` findings naming the
/// standard's sections, which the default mode does not.
#[test]
fn strict_holds_files_to_the_standard() {
    let files: Vec<String> = ["10", "20", "21"]
        .iter()
        .map(|v| {
            data(&format!("pbn/verifier-correct_{v}.pbn"))
                .to_string_lossy()
                .into_owned()
        })
        .collect();
    let mut args: Vec<&str> = files.iter().map(String::as_str).collect();
    args.push("--strict");
    let (code, out) = check(&args);
    assert_eq!(code, 0, "{out}");
    assert!(out.contains("3 files, 79 boards, 0 findings"), "{out}");
    let f = data("pbn/realbridge-export.pbn");
    let (code, out) = check(&[f.to_str().unwrap(), "--strict", "--json"]);
    assert_eq!(code, 1);
    let summary: serde_json::Value = serde_json::from_str(out.lines().last().unwrap()).unwrap();
    assert!(
        summary["summary"]["format"].as_u64().unwrap() > 0,
        "{summary}"
    );
    assert!(out.contains("(PBN §2.3)"), "{out}");
    let (code, _) = check(&[f.to_str().unwrap()]);
    assert_eq!(code, 0);
}

/// A match record of euchre (`.emn`) named on the command line is checked
/// game by game, not read as PBN.
#[test]
fn a_euchre_match_record_is_checked_by_its_games() {
    let game = std::fs::read_to_string(
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/two-marches.egn"),
    )
    .unwrap();
    let game: serde_json::Value = serde_json::from_str(&game).unwrap();
    let emn = serde_json::json!({
        "fileType": "Euchre Match Notation",
        "games": [{ "gameIndex": 0, "gameData": game }, { "gameIndex": 1, "gameData": game }],
    });
    let path = std::env::temp_dir().join(format!("tablelaw-match-{}.emn", std::process::id()));
    std::fs::write(&path, emn.to_string()).unwrap();
    let (code, out) = check(&[path.to_str().unwrap()]);
    let _ = std::fs::remove_file(&path);
    assert_eq!(code, 0, "{out}");
    assert!(out.contains("1 files, 4 boards, 0 findings"), "{out}");
}
