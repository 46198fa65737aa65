//! `tablelaw rule --laws auction-bridge`: the flag, the laws line, and the
//! prompt.

use std::process::{Command, Output, Stdio};

fn run(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_tablelaw"))
        .args(args)
        .stdin(Stdio::null())
        .output()
        .expect("run tablelaw")
}

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

const CASE_2: &str = "dealer N\nN 2H\nE 2D\nS elect penalty\n";

#[test]
fn the_laws_flag_referees_a_script_without_a_laws_line_under_auction_bridge() {
    let out = run(&["rule", "--laws", "auction-bridge", "--json", "-e", CASE_2]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).expect("json");
    assert_eq!(v["code"], "auction-bridge");
    assert_eq!(v["rulings"][0]["citation"], "auction-bridge Law 50");
    assert_eq!(v["rulings"][0]["choosers"], serde_json::json!(["N", "S"]));
    assert_eq!(v["rulings"][0]["chosen"], "penalty");
    assert_eq!(v["auction_bridge"]["debarments"][0]["seat"], "W");
    assert_eq!(v["auction_bridge"]["calls"][1]["status"], "stands-as");
    assert_eq!(v["auction_bridge"]["calls"][1]["call"], "2D");
    assert_eq!(v["auction_bridge"]["calls"][1]["as"], "3D");
    let plain = run(&["rule", "--laws", "auction-bridge", "--plain", "-e", CASE_2]);
    let plain = text(&plain.stdout);
    assert!(plain.contains("West may not declare"), "{plain}");
}

#[test]
fn a_laws_line_naming_another_code_is_refused_under_the_flag() {
    let out = run(&[
        "rule",
        "--laws",
        "auction-bridge",
        "-e",
        "laws rubber\ndealer N\n",
    ]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        text(&out.stderr).contains("auction-bridge"),
        "{}",
        text(&out.stderr)
    );
}

/// The prompt, through the referee interface: the header, then one
/// event a line, each ruled as it comes (Law 50, Case 1).
fn prompt(args: &[&str], input: &str) -> Output {
    use std::io::Write as _;
    let mut child = Command::new(env!("CARGO_BIN_EXE_tablelaw"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("run tablelaw");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(input.as_bytes())
        .expect("write");
    child.wait_with_output().expect("output")
}

#[test]
fn the_interactive_prompt_referees_auction_bridge_line_by_line() {
    let out = prompt(
        &[
            "rule",
            "--laws",
            "auction-bridge",
            "--interactive",
            "--plain",
        ],
        "dealer N\nN 2H\nE 2D\nN 9Z\nS elect penalty\nundo\nW elect penalty\nquit\n",
    );
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let s = text(&out.stdout);
    // The insufficient declaration is ruled at once, the elections listed.
    assert!(s.contains("Ruling #1 (auction-bridge Law 50):"), "{s}");
    assert!(
        s.contains("Pending: #1 auction-bridge Law 50: `elect penalty` (North or South)"),
        "{s}"
    );
    // A malformed line is an error, and the session goes on.
    assert!(s.contains("> N 9Z\nerror:"), "{s}");
    // The election, undone, and made again by the other adversary.
    assert!(s.contains("> W elect penalty\nerror:"), "{s}");
}

#[test]
fn the_interactive_prompt_starts_from_a_script_for_bridge_whist() {
    let out = prompt(
        &[
            "rule",
            "--interactive",
            "--plain",
            "-e",
            "laws bridge-whist\ndealer S\nS bridges\n",
        ],
        "N bridges\nW elect compel-declaration\nN makes C\nquit\n",
    );
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let s = text(&out.stdout);
    assert!(s.contains("Ruling #1 (bridge-whist Law 48):"), "{s}");
    assert!(s.contains("> N makes C\nTurn: West"), "{s}");
}

#[test]
fn a_contract_bridge_script_is_unaffected_by_auction_bridge() {
    let out = run(&[
        "rule",
        "--json",
        "-e",
        "laws rubber\ndealer N\nN 1S\nE 1H\n",
    ]);
    assert!(out.status.success());
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).expect("json");
    assert_eq!(v["code"], "rubber");
}
