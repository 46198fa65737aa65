//! The wording of euchre's report, text and JSON, where it once said less
//! or other than the laws: an attempt under Law 80 awaiting the
//! adversaries' election, a pass under Law 81, a choice of either
//! adversary, and the right to take it and play alone (Laws 74, 75); and
//! a discard written with another seat than the dealer's (Law 86), refused
//! by the script and the prompt alike.

use std::io::Write as _;
use std::process::{Command, Output, Stdio};

use serde_json::Value;

fn run(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_tablelaw"))
        .args(args)
        .stdin(Stdio::null())
        .output()
        .expect("run tablelaw")
}

fn plain(script: &str) -> String {
    let out = run(&["rule", "--laws", "euchre", "--plain", "-e", script]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).expect("utf-8")
}

fn json(script: &str) -> Value {
    let out = run(&["rule", "--laws", "euchre", "--json", "-e", script]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).expect("JSON")
}

const DEAL: &str = "dealer N\ndeal N:J.AK.KQ. 7.8.A.AK A.T7.T9. K.Q.J8.J turned H9\n";

#[test]
fn euchre_law_80_an_attempt_is_not_called_void_while_the_adversaries_may_elect() {
    let text = plain(&format!("{DEAL}E pass\nS pass\nE order-up\n"));
    assert!(!text.contains("(void, Law 80)"), "{text}");
    assert!(
        text.contains("E order-up (Law 80: the adversaries may elect that it be played)"),
        "{text}"
    );
    // Once they elect that the partner must pass, it is void.
    let text = plain(&format!(
        "{DEAL}E pass\nS pass\nE order-up\nN elect partner-must-pass\n"
    ));
    assert!(text.contains("E order-up (void, Law 80)"), "{text}");
}

#[test]
fn euchre_law_85_either_adversary_is_offered_a_line_of_his_own() {
    let text = plain(&format!("{DEAL}E pass\nS pass\nE order-up\n"));
    assert!(
        text.contains("N elect play-it  or  S elect play-it"),
        "{text}"
    );
    let text = plain(&format!("{DEAL}E order-up\nN discard SJ\nS SA\n"));
    assert!(
        text.contains("E elect call-card  or  W elect call-card"),
        "{text}"
    );
}

#[test]
fn euchre_law_81_a_pass_after_the_declaration_is_not_marked_void() {
    let text = plain(&format!("{DEAL}E order-up\nW pass not-heard\n"));
    assert!(!text.contains("(void, Law 81)"), "{text}");
    assert!(text.contains("W pass (Law 81)"), "{text}");
    assert!(text.contains("West has now passed"), "{text}");
    let v = json(&format!("{DEAL}E order-up\nW pass not-heard\n"));
    let making = &v["euchre"]["hand"]["making"];
    assert_eq!(making[1]["law"], "81");
    assert_eq!(making[1]["stands"], true, "{making}");
}

#[test]
fn euchre_laws_74_75_the_right_to_take_it_is_shown_until_the_first_lead() {
    let script = format!("{DEAL}E order-up\nN discard SJ\n");
    let text = plain(&script);
    assert!(
        text.contains(
            "Open: West may take it from East and play alone (Law 74), until the first lead: W take-it"
        ),
        "{text}"
    );
    let v = json(&script);
    assert_eq!(v["euchre"]["take_it"]["seat"], "W");
    assert_eq!(v["euchre"]["take_it"]["from"], "E");
    assert_eq!(v["euchre"]["take_it"]["law"], "74");
    // The dealer after an assist, until he quits his discard (Law 96).
    let script = format!("{DEAL}E pass\nS assist\n");
    assert!(plain(&script).contains("Open: North may take it from South and play alone (Law 75)"));
    assert_eq!(json(&script)["euchre"]["take_it"]["law"], "75");
    // Closed by the first lead.
    let script = format!("{DEAL}E order-up\nN discard SJ\nE H8\n");
    assert!(!plain(&script).contains("Open:"));
    assert!(json(&script)["euchre"]["take_it"].is_null());
}

#[test]
fn euchre_law_95_the_making_record_shows_the_declaration_to_play_alone_void() {
    let script = format!("{DEAL}E exposes S7\nE alone\n");
    let text = plain(&script);
    assert!(
        text.contains(
            "E alone (the declaration to play alone void, Law 95: he plays with his partner)"
        ),
        "{text}"
    );
    assert!(!text.contains("plays alone"), "{text}");
    let making = &json(&script)["euchre"]["hand"]["making"];
    assert_eq!(making[0]["act"], "play-alone");
    assert_eq!(making[0]["law"], "95");
    assert_eq!(making[0]["stands"], true, "the trump he made stands");
    // Taking it from his partner after exposing a card: void.
    let text = plain(&format!("{DEAL}E order-up\nW exposes SK\nW take-it\n"));
    assert!(text.contains("W take-it (void, Law 95)"), "{text}");
}

const TAKEN_UP: &str = "dealer N\ndeal N:.AKJ.7.7 AKQ..A.A JT...QJT 98..KQ.K turned H9\nE pass\nS pass\nW pass\nN take-up\n";

#[test]
fn euchre_law_86_a_discard_by_another_seat_than_the_dealer_s_stops_the_script_at_its_line() {
    let script = format!("laws euchre\n{TAKEN_UP}E discard C7\n");
    let out = run(&["rule", "--plain", "-e", &script]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.starts_with("error: line 8: East is not the dealer; North discards (euchre Law 86)\n"),
        "{err}"
    );
    assert!(err.contains("8 | E discard C7"), "{err}");
    let ok = plain(&format!("{TAKEN_UP}N discard C7\n"));
    assert!(!ok.is_empty());
}

#[test]
fn euchre_law_86_the_prompt_refuses_a_discard_by_another_seat_and_goes_on() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_tablelaw"))
        .args(["rule", "--laws", "euchre", "--interactive", "--plain"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("run tablelaw");
    let input = format!("{TAKEN_UP}E discard C7\nN discard C7\nE 7Z\nquit\n");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(input.as_bytes())
        .expect("write");
    let out = child.wait_with_output().expect("output");
    assert_eq!(out.status.code(), Some(0));
    let s = String::from_utf8_lossy(&out.stdout);
    assert!(
        s.contains(
            "> E discard C7\nerror: East is not the dealer; North discards (euchre Law 86)\n> N discard C7\nTurn: East\n"
        ),
        "{s}"
    );
    // A line that does not read is placed by its line of the session.
    assert!(
        s.contains("> E 7Z\nerror: line 9, column 3: expected "),
        "{s}"
    );
}
