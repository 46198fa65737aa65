//! The wording of the contract-bridge report where it once said other than
//! the rubber laws: a turn lost that was not, the penalty of Law 32(a) for
//! a redouble, one obligation under two laws, a lead penalty the law does
//! not give, a call to repeat "without penalty" listed as a penalty, and
//! the turn while an election is pending.

use std::process::{Command, Output, Stdio};

fn run(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_tablelaw"))
        .args(args)
        .stdin(Stdio::null())
        .output()
        .expect("run tablelaw")
}

fn plain(script: &str) -> String {
    let out = run(&["rule", "--laws", "rubber", "--plain", "-e", script]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).expect("utf-8")
}

#[test]
fn rubber_law_28_b_the_dealer_calling_at_his_own_turn_did_not_lose_it() {
    // West calls at North's turn; North, the dealer and West's LHO, calls
    // at his own turn: read as his acceptance (29(a)), his turn is his.
    let text = plain("dealer N\nW 1H\nN 1S\n");
    assert!(!text.contains("North lost his turn"), "{text}");
    assert!(text.contains("28(b)"), "{text}");
    // East's turn passed over when North accepts West's call made at it.
    let text = plain("dealer N\nN 1S\nW 2C\nN elect accept\n");
    assert!(text.contains("East lost his turn"), "{text}");
}

#[test]
fn rubber_law_32_a_a_redouble_out_of_rotation_is_named_a_redouble() {
    let text = plain("dealer N\nN 1H\nE X\nN XX\nE elect cancel\n");
    assert!(!text.contains("the bid he doubled"), "{text}");
    assert!(
        text.contains("North may not, in turn, double or redouble the same bid he redoubled out of turn (call #1)"),
        "{text}"
    );
    let text = plain("dealer N\nN 1H\nW X\nN elect cancel\n");
    assert!(
        text.contains("the same bid he doubled out of turn"),
        "{text}"
    );
}

#[test]
fn rubber_laws_31_a_and_37_one_obligation_is_listed_once() {
    let text = plain("dealer N\nS 1H\nW elect cancel\nN 1S\nelect penalty\n");
    let line = "North must pass whenever it is his turn to call";
    let penalties = text.split("Penalties in force:").nth(1).unwrap_or("");
    assert_eq!(penalties.matches(line).count(), 1, "{text}");
    assert!(
        text.contains("(rubber Laws 31(a) and 37; rulings #2, #3)"),
        "{text}"
    );
}

#[test]
fn rubber_law_27_no_second_lead_penalty_for_a_double_cancelled_after_the_penalties() {
    let text = plain("dealer N\nN 1H\nE 1D\nS elect correct\nE X\n");
    assert!(
        text.contains("declarer may require or prohibit the lead of diamonds"),
        "{text}"
    );
    assert!(
        !text.contains("declarer may prohibit the lead of any one specified suit"),
        "{text}"
    );
}

#[test]
fn rubber_law_31_b_i_a_bid_to_repeat_is_not_a_penalty_in_force() {
    let text = plain("dealer N\nN 1H\nE pass\nW 1S\nN elect cancel\nS pass\n");
    assert!(text.contains("there is no penalty"), "{text}");
    let penalties = text.split("Penalties in force:").nth(1).unwrap_or("");
    assert!(!penalties.contains("must repeat"), "{text}");
    assert!(
        text.contains("To be repeated, without penalty:\n  West must repeat 1S at his turn"),
        "{text}"
    );
}

#[test]
fn the_turn_while_an_election_is_pending_is_the_choosers() {
    let text = plain("dealer N\nN 1S\nE 1H\n");
    assert!(!text.contains("Turn: East\n"), "{text}");
    assert!(!text.contains("Turn: South\n"), "{text}");
    assert!(
        text.contains("Turn: South, to choose (ruling #1); no one calls until then"),
        "{text}"
    );
}
