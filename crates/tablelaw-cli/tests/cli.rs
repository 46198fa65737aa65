//! Runs the `tablelaw` binary on the scripts in `tests/scripts/` and
//! compares what it prints with the expected files beside each script:
//!
//! - `NAME.out`: standard output of `tablelaw rule --plain NAME.tl`;
//! - `NAME.json`: standard output of `tablelaw rule --json NAME.tl`,
//!   compared as parsed JSON values;
//! - for a script named `compare-*.tl`, `NAME.out` and `NAME.json` are the
//!   output of `tablelaw rule --compare --plain` and `--compare --json`;
//! - `NAME.err`: for a script named `error-*.tl`, which must fail, the
//!   standard error of `tablelaw rule --plain NAME.tl` (its path written
//!   `SCRIPT`); the exit status must be 2 and standard output empty, with
//!   and without `--json`.
//!
//! `UPDATE_EXPECTED=1 cargo test -p tablelaw-cli` (re)writes the expected
//! files from what the binary prints. Read every file it writes against the
//! laws before keeping it.
//!
//! A script holding the line `# expected: by hand` is one where the engine
//! disagrees with the law: its expected files say what the law says and are
//! never rewritten. Its `NAME.json` is a pattern: every field it writes must
//! match (objects may have more fields; arrays must have the same length);
//! its `NAME.out` is compared only if there is one.

use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

const BIN: &str = env!("CARGO_BIN_EXE_tablelaw");

fn scripts_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/scripts")
}

fn run(args: &[&str], stdin: Option<&str>) -> Output {
    let mut cmd = Command::new(BIN);
    cmd.args(args)
        .env_remove("NO_COLOR")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    let mut child = cmd.spawn().expect("the binary runs");
    {
        use std::io::Write;
        let mut pipe = child.stdin.take().expect("stdin");
        if let Some(text) = stdin {
            pipe.write_all(text.as_bytes()).expect("write stdin");
        }
    }
    child.wait_with_output().expect("the binary finishes")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8(bytes.to_vec()).expect("utf-8 output")
}

fn updating() -> bool {
    std::env::var_os("UPDATE_EXPECTED").is_some_and(|v| v == "1")
}

/// Compares `actual` with the file at `path`, or writes it when updating.
/// Returns a description of the difference, if any.
fn check_text(path: &Path, actual: &str, by_hand: bool) -> Option<String> {
    if updating() && !by_hand {
        std::fs::write(path, actual).expect("write expected file");
        return None;
    }
    let expected = match std::fs::read_to_string(path) {
        Ok(e) => e,
        Err(_) => {
            return Some(format!(
                "{} is missing; run with UPDATE_EXPECTED=1",
                path.display()
            ));
        }
    };
    if expected == actual {
        return None;
    }
    let mut diff = format!("{} differs:\n", path.display());
    let (e, a): (Vec<_>, Vec<_>) = (expected.lines().collect(), actual.lines().collect());
    for i in 0..e.len().max(a.len()) {
        let (x, y) = (e.get(i).copied(), a.get(i).copied());
        if x != y {
            diff.push_str(&format!(
                "  line {}:\n    expected: {}\n    actual:   {}\n",
                i + 1,
                x.unwrap_or("<none>"),
                y.unwrap_or("<none>")
            ));
        }
    }
    Some(diff)
}

fn check_json(path: &Path, actual: &str, by_hand: bool) -> Option<String> {
    let value: serde_json::Value = match serde_json::from_str(actual) {
        Ok(v) => v,
        Err(e) => return Some(format!("{}: output is not JSON: {e}", path.display())),
    };
    if updating() && !by_hand {
        // As printed: the report's own field order reads best.
        let mut text = actual.to_owned();
        if !text.ends_with('\n') {
            text.push('\n');
        }
        std::fs::write(path, text).expect("write expected file");
        return None;
    }
    let expected: serde_json::Value = match std::fs::read_to_string(path) {
        Ok(e) => serde_json::from_str(&e).expect("expected file is JSON"),
        Err(_) => {
            return Some(format!(
                "{} is missing; run with UPDATE_EXPECTED=1",
                path.display()
            ));
        }
    };
    let matches = if by_hand {
        matches_pattern(&expected, &value)
    } else {
        expected == value
    };
    (!matches).then(|| {
        format!(
            "{} differs:\n--- expected\n{}\n--- actual\n{}",
            path.display(),
            serde_json::to_string_pretty(&expected).unwrap_or_default(),
            serde_json::to_string_pretty(&value).unwrap_or_default()
        )
    })
}

/// Whether `actual` has every field of `pattern` with the same value.
fn matches_pattern(pattern: &serde_json::Value, actual: &serde_json::Value) -> bool {
    use serde_json::Value;
    match (pattern, actual) {
        (Value::Object(p), Value::Object(a)) => p
            .iter()
            .all(|(k, v)| a.get(k).is_some_and(|x| matches_pattern(v, x))),
        (Value::Array(p), Value::Array(a)) => {
            p.len() == a.len() && p.iter().zip(a).all(|(v, x)| matches_pattern(v, x))
        }
        (p, a) => p == a,
    }
}

#[test]
fn scripts_give_the_expected_rulings() {
    let mut scripts: Vec<PathBuf> = std::fs::read_dir(scripts_dir())
        .expect("tests/scripts")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "tl"))
        .collect();
    scripts.sort();
    assert!(scripts.len() >= 24, "too few scripts: {}", scripts.len());
    let mut failures = Vec::new();
    for script in &scripts {
        let source = std::fs::read_to_string(script).expect("read script");
        let by_hand = source.lines().any(|l| l.trim() == "# expected: by hand");
        let path = script.to_str().expect("utf-8 path");
        let err_file = script.with_extension("err");
        let must_fail = script
            .file_name()
            .and_then(|n| n.to_str())
            .is_some_and(|n| n.starts_with("error-"));
        let compare = script
            .file_name()
            .and_then(|n| n.to_str())
            .is_some_and(|n| n.starts_with("compare-"));
        let (plain, json) = if compare {
            (
                run(&["rule", "--compare", "--plain", path], None),
                run(&["rule", "--compare", "--json", path], None),
            )
        } else {
            (
                run(&["rule", "--plain", path], None),
                run(&["rule", "--json", path], None),
            )
        };
        if must_fail {
            for (mode, out) in [("--plain", &plain), ("--json", &json)] {
                if out.status.code() != Some(2) {
                    failures.push(format!(
                        "{path} {mode}: exit status {:?}, expected 2",
                        out.status.code()
                    ));
                }
                if !out.stdout.is_empty() {
                    failures.push(format!(
                        "{path} {mode}: printed to stdout on failure:\n{}",
                        text(&out.stdout)
                    ));
                }
            }
            failures.extend(check_text(
                &err_file,
                &text(&plain.stderr).replace(path, "SCRIPT"),
                by_hand,
            ));
            continue;
        }
        let mut ran = true;
        for (mode, out) in [("--plain", &plain), ("--json", &json)] {
            if !out.status.success() {
                ran = false;
                let why = if by_hand {
                    " (the engine disagrees with the law here; see the script's comment)"
                } else {
                    ""
                };
                failures.push(format!(
                    "{path} {mode}: exit status {:?}{why}\n{}",
                    out.status.code(),
                    text(&out.stderr)
                ));
            }
        }
        if !ran {
            continue;
        }
        let out_file = script.with_extension("out");
        if !by_hand || out_file.exists() {
            failures.extend(check_text(&out_file, &text(&plain.stdout), by_hand));
        }
        failures.extend(check_json(
            &script.with_extension("json"),
            &text(&json.stdout),
            by_hand,
        ));
    }
    assert!(
        failures.is_empty(),
        "{} failure(s):\n\n{}",
        failures.len(),
        failures.join("\n")
    );
}

const INSUFFICIENT: &str = "laws rubber\ndealer N\nN 1S\nE 1H\n";

#[test]
fn script_text_on_the_command_line_and_on_stdin_agree_with_a_file() {
    let dir = std::env::temp_dir().join(format!("tablelaw-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let file = dir.join("insufficient.tl");
    std::fs::write(&file, INSUFFICIENT).expect("write");
    let from_file = run(&["rule", "--plain", file.to_str().expect("path")], None);
    let from_arg = run(&["rule", "--plain", "-e", INSUFFICIENT], None);
    let from_dash = run(&["rule", "--plain", "-"], Some(INSUFFICIENT));
    let from_pipe = run(&["rule", "--plain"], Some(INSUFFICIENT));
    for out in [&from_file, &from_arg, &from_dash, &from_pipe] {
        assert!(out.status.success(), "{}", text(&out.stderr));
        assert_eq!(text(&out.stdout), text(&from_file.stdout));
    }
    let out = text(&from_file.stdout);
    assert!(
        out.contains("Pending: #1 rubber Law 27 - South must choose:"),
        "{out}"
    );
    assert!(out.contains("  S elect accept"), "{out}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn symbols_by_default_letters_with_plain() {
    let symbols = text(&run(&["rule", "-e", INSUFFICIENT], None).stdout);
    assert!(symbols.contains("[1♥]*1"), "{symbols}");
    assert!(symbols.contains(" — "), "{symbols}");
    let plain = text(&run(&["rule", "--plain", "-e", INSUFFICIENT], None).stdout);
    assert!(plain.contains("[1H]*1"), "{plain}");
    assert!(plain.is_ascii(), "{plain}");
}

#[test]
fn laws_flag_overrides_and_rejects_unknown_codes() {
    let ok = run(
        &["rule", "--laws", "rubber", "--json", "-e", INSUFFICIENT],
        None,
    );
    assert!(ok.status.success());
    let v: serde_json::Value = serde_json::from_slice(&ok.stdout).expect("json");
    assert_eq!(v["code"], "rubber");
    let bad = run(&["rule", "--laws", "poker", "-e", INSUFFICIENT], None);
    assert_eq!(bad.status.code(), Some(2));
    assert!(bad.stdout.is_empty());
    assert!(text(&bad.stderr).contains("poker"), "{}", text(&bad.stderr));
}

#[test]
fn a_missing_file_is_an_error_that_names_it() {
    let out = run(&["rule", "no/such/file.tl"], None);
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty());
    assert!(text(&out.stderr).contains("cannot read `no/such/file.tl`"));
}

#[test]
fn interactive_session_applies_lines_and_survives_errors() {
    let input = "\
laws rubber
deal N:AKQ2.AK2.A32.A32 - - -
N
N 1S
E 1H
W exposes SK
W change 2C
S elect correct
E 2H
undo
script
quit
";
    let out = run(&["rule", "--interactive", "--plain"], Some(input));
    assert!(out.status.success(), "{}", text(&out.stderr));
    let s = text(&out.stdout);
    assert!(s.contains("dealer: North"), "{s}");
    assert!(
        s.contains("#1 rubber Law 27 - East made an insufficient bid, 1H, in rotation"),
        "{s}"
    );
    assert!(
        s.contains("error: "),
        "a change of a call never made is refused: {s}"
    );
    assert!(s.contains("(nothing was recorded)"), "{s}");
    assert!(s.contains("#2 rubber Law 27 - East must correct 1H"), "{s}");
    assert!(s.contains("took back 1 event"), "{s}");
    // The script printed after `undo`: the events before the undone one.
    let script = s
        .split("> script\n")
        .nth(1)
        .and_then(|rest| rest.split("> quit").next())
        .expect("a script section");
    assert!(script.contains("S elect correct\n"), "{script}");
    assert!(!script.contains("E 2H"), "undone: {script}");
}

#[test]
fn interactive_asks_for_the_dealer_first() {
    let out = run(
        &["rule", "--interactive"],
        Some("N 1S\ndealer E\nE 1S\nshow\n"),
    );
    let s = text(&out.stdout);
    assert!(s.contains("the dealer is not known yet"), "{s}");
    assert!(s.contains("dealer: East"), "{s}");
    assert!(s.contains("Turn: South"), "{s}");
}

#[test]
fn the_bundled_example_runs() {
    let example = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../examples/irregular-auction.tl");
    let out = run(&["rule", "--plain", example.to_str().expect("path")], None);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let s = text(&out.stdout);
    assert!(
        s.contains("#3 rubber Law 31(b)(ii) - East did not repeat the denomination"),
        "{s}"
    );
    assert!(s.contains("Contract: 2S by North"), "{s}");
    assert!(s.contains("require or prohibit the lead of hearts"), "{s}");
}

/// The script `26-46-full-deal-to-the-score.tl`, up to and including the
/// first line that starts with `until` (all of it if none does).
fn full_deal(until: &str) -> String {
    let path = scripts_dir().join("26-46-full-deal-to-the-score.tl");
    let text = std::fs::read_to_string(path).expect("script");
    let mut out = String::new();
    for line in text.lines() {
        out.push_str(line);
        out.push('\n');
        if !until.is_empty() && line.starts_with(until) {
            break;
        }
    }
    out
}

#[test]
fn the_lead_penalty_declarer_chose_narrows_the_opening_lead() {
    let script = full_deal("N elect require-lead");
    let out = text(&run(&["rule", "--plain", "-e", &script], None).stdout);
    assert!(
        out.contains("Lead restriction (rubber Law 26): East must lead hearts"),
        "{out}"
    );
    assert!(
        out.contains("To play: East; legal plays: HK HJ H5 H2\n"),
        "{out}"
    );
    let json = run(&["rule", "--json", "-e", &script], None);
    let v: serde_json::Value = serde_json::from_slice(&json.stdout).expect("json");
    assert_eq!(
        v["contract_bridge"]["play"]["legal_plays"],
        serde_json::json!(["HK", "HJ", "H5", "H2"])
    );
    assert_eq!(
        v["contract_bridge"]["play"]["restriction"],
        serde_json::json!({ "kind": "require", "seat": "E", "suit": "H" })
    );
    assert_eq!(v["contract_bridge"]["score"], serde_json::Value::Null);
}

const PLAY_ANYTHING: &str = "\
laws rubber
dealer N
deal N:KT8.A96.A95.7542 Q5.KJ52.KQ874.T8 AJ92.874.JT6.AQ3 7643.QT3.32.KJ96
N 1S
E pass
S 2S
W pass
N pass
E pass
E HK
designate \"play anything\"
";

#[test]
fn a_law_46_question_lists_the_cards_that_may_be_named() {
    let out = text(&run(&["rule", "--plain", "-e", PLAY_ANYTHING], None).stdout);
    assert!(
        out.contains("Pending: #1 rubber Law 46B5 - either defender must choose:\n  S CARD   (dummy's card, one of: H8 H7 H4)\n"),
        "{out}"
    );
    let json = run(&["rule", "--json", "-e", PLAY_ANYTHING], None);
    let v: serde_json::Value = serde_json::from_slice(&json.stdout).expect("json");
    assert_eq!(
        v["contract_bridge"]["play"]["designation"],
        serde_json::json!({ "ruling": 1, "chooser": "defenders", "seat": "S", "cards": ["H8", "H7", "H4"] })
    );
    // A card the question does not allow is refused, naming those it does.
    let bad = format!("{PLAY_ANYTHING}S SA\n");
    let out = run(&["rule", "--plain", "-e", &bad], None);
    assert_eq!(out.status.code(), Some(2));
    let err = text(&out.stderr);
    assert!(err.contains("H8 H7 H4"), "{err}");
    assert!(
        err.contains("hint: the Law 46 ruling asks for one of those cards"),
        "{err}"
    );
}

#[test]
fn interactive_play_shows_each_trick_and_the_score_at_the_end() {
    let script = full_deal("");
    let input: String = script
        .lines()
        .filter(|l| !l.trim_start().starts_with('#') && !l.trim().is_empty())
        .map(|l| format!("{l}\n"))
        .collect();
    let out = run(&["rule", "--interactive", "--plain"], Some(&input));
    assert!(out.status.success(), "{}", text(&out.stderr));
    let s = text(&out.stdout);
    assert!(s.contains("Trick 1: E H2  S H4\n"), "{s}");
    assert!(
        s.contains("Trick 13: E DQ  S DJ  W CK  N D9   won by East\n"),
        "{s}"
    );
    assert!(s.contains("Result: 2S by North, 8 tricks: made\n"), "{s}");
    assert!(
        s.contains("  NS below    60  trick score (rubber Law 81)\n"),
        "{s}"
    );
    assert!(!s.contains("error:"), "{s}");
}

#[test]
fn a_script_without_a_laws_line_is_refereed_under_duplicate_2017() {
    let out = run(&["rule", "--json", "-e", "dealer N\nN 1S\nE 1H\n"], None);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).expect("json");
    assert_eq!(v["code"], "duplicate-2017");
    assert_eq!(v["pending"]["citation"], "duplicate-2017 Law 27");
}

#[test]
fn compare_fails_only_on_an_event_no_code_can_take() {
    // An event no code can take (a change of a call never made) stops
    // every code: the script is wrong, and the comparison fails as `rule`
    // does.
    let out = run(
        &[
            "rule",
            "--compare",
            "--plain",
            "-e",
            "dealer N\nN 1S\nW change 2C\n",
        ],
        None,
    );
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty());
    assert!(
        text(&out.stderr).contains("line 3: West cannot change a call"),
        "{}",
        text(&out.stderr)
    );
    // --compare runs every code: --laws makes no sense beside it.
    let both = run(
        &["rule", "--compare", "--laws", "rubber", "-e", INSUFFICIENT],
        None,
    );
    assert_eq!(both.status.code(), Some(2));
}

#[test]
fn the_bundled_euchre_example_plays_a_game_to_five() {
    let example = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../examples/euchre-game.tl");
    let path = example.to_str().expect("path");
    let out = run(&["rule", "--plain", path], None);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let s = text(&out.stdout);
    assert!(
        s.contains("Game 1: won by NS, NS 5 EW 0, lap 2 carried; counts 2 (Law 7)"),
        "{s}"
    );
    let json = run(&["rule", "--json", "--laws", "euchre", path], None);
    let v: serde_json::Value = serde_json::from_slice(&json.stdout).expect("json");
    assert_eq!(v["code"], "euchre");
    assert_eq!(
        v["euchre"]["score"]["points"],
        serde_json::json!({ "NS": 2, "EW": 0 })
    );
    assert_eq!(v["points"], serde_json::json!({ "NS": 2, "EW": 0 }));
}

#[test]
fn laws_euchre_on_the_command_line_reads_a_script_without_the_header() {
    let script = "dealer N\ndeal N:J.AK.KQ. 7.8.A.AK A.T7.T9. K.Q.J8.J turned H9\nW pass\n";
    let out = run(&["rule", "--plain", "--laws", "euchre", "-e", script], None);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert!(text(&out.stdout).contains("#1 euchre Law 82 - West acted out of turn"));
    let symbols = text(&run(&["rule", "--laws", "euchre", "-e", script], None).stdout);
    assert!(symbols.contains("♥9"), "{symbols}");
}

/// Duplicate Laws 62 and 68-70 at the prompt: a revoke corrected, a claim
/// doubted and ruled, the tricks after rectification and the score.
#[test]
fn interactive_session_corrects_a_revoke_and_rules_a_claim() {
    let input = "\
laws duplicate-2017
dealer S
deal N:KT8.A96.A95.7542 Q5.KJ52.KQ874.T8 AJ92.874.JT6.AQ3 7643.QT3.32.KJ96
S 1S
W P
N 2S
E P
S 4S
W P
N P
E P
W D3
N DA
E H2
W draws-attention
E D4
S D6
S claims 12 \"trumps, then clubs\"
E elect dispute
S D5
finding claim 9
quit
";
    let out = run(&["rule", "--interactive", "--plain"], Some(input));
    assert!(out.status.success(), "{}", text(&out.stderr));
    let s = text(&out.stdout);
    assert!(
        s.contains("Law 62B - West drew attention to East's revoke"),
        "{s}"
    );
    assert!(
        s.contains("Law 68A - South claims 12 of the 12 tricks"),
        "{s}"
    );
    // Play is suspended while the claim waits: the card is refused.
    assert!(s.contains("error: "), "{s}");
    assert!(s.contains("Law 70A"), "{s}");
    assert!(
        s.contains("Tricks after rectification: declarer 10, defenders 3"),
        "{s}"
    );
    assert!(s.contains("Result: 4S by South, 10 tricks: made"), "{s}");
}
