//! `tablelaw rule` under bridge whist (1907): the words of the text
//! report and of the refusals.

use std::process::{Command, Output, Stdio};

fn run(script: &str) -> Output {
    Command::new(env!("CARGO_BIN_EXE_tablelaw"))
        .args(["rule", "--plain", "-e", script])
        .stdin(Stdio::null())
        .output()
        .expect("run tablelaw")
}

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

#[test]
fn bridge_whist_law_55_a_redouble_after_one_refused_quotes_i_redouble_and_cites_law_55() {
    let out = run(
        "laws bridge-whist\ndealer S\nS makes S\nW double\nN redouble\nW elect cancel\nS redouble\n",
    );
    assert!(!out.status.success());
    let err = text(&out.stderr);
    assert!(err.contains("\"I re-double\""), "{err}");
    assert!(!err.contains("\"I double\""), "{err}");
    assert!(err.contains("law 55"), "{err}");
    assert!(!err.contains("law 57"), "{err}");
    // The doubling ended by "Satisfied" is law 57's, and an adversary's
    // double is "I double".
    let out = run(
        "laws bridge-whist\ndealer S\nS makes S\nW double\nS satisfied\nN satisfied\nE double\n",
    );
    let err = text(&out.stderr);
    assert!(
        err.contains("law 57") && err.contains("\"I double\""),
        "{err}"
    );
}

#[test]
fn bridge_whist_laws_46_49_the_header_does_not_show_the_trump_made_while_a_new_deal_may_be_claimed()
{
    let out = run("laws bridge-whist\ndealer S\nN makes H\n");
    let r = text(&out.stdout);
    assert!(
        r.contains("trump: hearts named by North, not settled: ruling #1 (bridge-whist Law 46) may end in a new deal"),
        "{r}"
    );
    assert!(!r.contains("made by North"), "{r}");
    // The eldest hand lets it stand: now it is made.
    let out = run("laws bridge-whist\ndealer S\nN makes H\nW elect accept\n");
    let r = text(&out.stdout);
    assert!(r.contains("trump: hearts made by North"), "{r}");
}

#[test]
fn bridge_whist_84_the_report_cites_the_revoke_with_the_opening_words_of_the_unnumbered_law() {
    let out = run(
        "laws bridge-whist\ndealer S\ndeal N:KT8.A96.A95.7542 Q5.KJ52.KQ874.T8 AJ92.874.JT6.AQ3 7643.QT3.32.KJ96\nS makes NT\nW may-i-lead\nE yes\nW D3\nN DA\nE C8\nS D6\nN S8\n",
    );
    let r = text(&out.stdout);
    assert!(
        r.contains("#1 bridge-whist Law 84 (\"A revoke occurs when a player\"): East revoked"),
        "{r}"
    );
    assert!(
        r.contains("established: trick 1 was turned and quitted (law 85)"),
        "{r}"
    );
}
