//! Euchre Game Notation records checked through the euchre referee.

use tablelaw_formats::check::Kind;
use tablelaw_formats::egn::check_egn;

/// Two deals: a lone hand's march, then a march (made for these tests).
const TWO: &str = include_str!("../../tablelaw-cli/tests/data/two-marches.egn");

#[test]
fn a_record_replays_with_its_score() {
    let r = check_egn(TWO);
    assert!(r.errors.is_empty(), "{:?}", r.errors);
    assert_eq!(r.boards.len(), 2);
    for b in &r.boards {
        assert!(b.findings.is_empty(), "{:?}", b.findings);
    }
}

#[test]
fn a_wrong_final_score_and_a_revoke_are_found() {
    let bad = TWO.replace("[6, 0]", "[5, 0]");
    let r = check_egn(&bad);
    assert_eq!(r.boards[1].findings[0].kind, Kind::ScoreMismatch);
    // West plays a diamond to the spade knave led, holding spades.
    let revoke = TWO
        .replace(
            "[\"Js\", \"9s\", \"Qh\", \"As\"]",
            "[\"Js\", \"Qd\", \"Qh\", \"As\"]",
        )
        .replace(
            "[\"Ah\", \"Ks\", \"Qc\", \"Qd\"]",
            "[\"Ah\", \"Ks\", \"Qc\", \"9s\"]",
        );
    let r = check_egn(&revoke);
    assert!(
        r.boards[1]
            .findings
            .iter()
            .any(|f| f.message.contains("Law 62")),
        "{:?}",
        r.boards[1].findings
    );
    let r = check_egn("{ nope");
    assert_eq!(r.errors.len(), 1);
    let r = check_egn(&TWO.replace("\"std\": false", "\"canadian\": true"));
    assert!(r.errors[0].message.contains("canadian"));
}
