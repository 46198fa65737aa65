//! `tablelaw rule --laws auction-bridge`: the flag, the laws line, and the
//! modes this code does not take.

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

#[test]
fn the_interactive_prompt_is_not_offered_for_auction_bridge() {
    let out = run(&[
        "rule",
        "--laws",
        "auction-bridge",
        "--interactive",
        "-e",
        CASE_2,
    ]);
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty());
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
