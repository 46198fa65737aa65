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

const DEAL: &str = "deal N:KT8.A96.A95.7542 Q5.KJ52.KQ874.T8 AJ92.874.JT6.AQ3 7643.QT3.32.KJ96\n";

fn report(script: &str) -> String {
    let out = run(&["rule", "--plain", "-e", script]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    text(&out.stdout)
}

#[test]
fn auction_bridge_law_48_the_report_says_a_redoubled_one_spade_is_not_limited() {
    let redoubled =
        report("laws auction-bridge\ndealer N\nN 1S\nE x\nS xx\nW pass\nN pass\nE pass\n");
    assert!(
        redoubled.contains(
            "The dealer's original one spade, redoubled: the loss is not limited (Law 48)"
        ),
        "{redoubled}"
    );
    assert!(!redoubled.contains("limited to 100"), "{redoubled}");
    let doubled = report("laws auction-bridge\ndealer N\nN 1S\nE x\nS pass\nW pass\nN pass\n");
    assert!(
        doubled.contains("The dealer's original one spade: the loss is limited to 100 (Law 48)"),
        "{doubled}"
    );
}

#[test]
fn auction_bridge_law_51_the_report_shows_the_called_lead_in_force_before_and_after_the_lead_is_due()
 {
    // Called before the opening lead: East is on lead at once.
    let at_once = report(&format!(
        "laws auction-bridge\ndealer N\n{DEAL}N 1NT\nE pass\nS pass\nW pass\nW informs\nN elect require-lead C\n"
    ));
    assert!(
        at_once.contains("In force:\n  East must lead clubs (auction-bridge Law 51)"),
        "{at_once}"
    );
    // Called while declarer's side is on lead: it waits for an adversary.
    let waiting = report(&format!(
        "laws auction-bridge\ndealer N\n{DEAL}N 1NT\nE pass\nS pass\nW pass\nE D4\nS DJ\nW D3\nN D5\nW informs\nN elect require-lead H\n"
    ));
    assert!(
        waiting.contains("must lead hearts if he can, the lead called under Law 51"),
        "{waiting}"
    );
}

#[test]
fn auction_bridge_law_50_a_demand_too_late_is_refused_citing_the_law_that_makes_it_so() {
    let out = run(&[
        "rule",
        "--plain",
        "-e",
        "laws auction-bridge\ndealer N\nN 1NT\nE 1H\nS pass\nS elect penalty\n",
    ]);
    assert!(!out.status.success());
    let err = text(&out.stderr);
    assert!(err.contains("too late"), "{err}");
    assert!(err.contains("auction-bridge Law 50"), "{err}");
    assert!(!err.contains("no ruling is pending"), "{err}");
}

#[test]
fn auction_bridge_law_51_asking_the_final_declaration_is_a_script_line_ruled_without_penalty() {
    let r = report(&format!(
        "laws auction-bridge\ndealer N\n{DEAL}N 1NT\nE pass\nS pass\nW pass\nE D4\nW asks-final-declaration\n"
    ));
    assert!(
        r.contains(
            "auction-bridge Law 51 - West asks what the final declaration was: it is 1NT by North"
        ),
        "{r}"
    );
    assert!(r.contains("To play: South"), "the play goes on: {r}");
}
