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

/// A dealNumber given to two deals of the file: each finding names the
/// deal by its place as well.
#[test]
fn a_repeated_deal_number_is_said_with_the_place() {
    let twice = TWO
        .replace("\"dealNumber\": 1", "\"dealNumber\": 0")
        .replace("[6, 0]", "[5, 0]");
    let r = check_egn(&twice);
    assert!(r.errors.is_empty(), "{:?}", r.errors);
    let f = &r.boards[1].findings[0];
    assert_eq!(f.kind, Kind::ScoreMismatch);
    assert_eq!(f.place.to_string(), "deal 0 (deal 2 in the file)");
    assert_eq!(r.boards[0].place.to_string(), "deal 0 (deal 1 in the file)");
    // Numbers given once: the number alone.
    let r = check_egn(TWO);
    assert_eq!(r.boards[1].place.to_string(), "deal 1");
}

/// A dealNumber past every 16- and 32-bit count is kept exactly: two deals
/// numbered one apart above 2^32 are two numbers, neither repeated.
#[test]
fn a_deal_number_past_32_bits_is_kept_exactly() {
    let far = TWO
        .replace("\"dealNumber\": 0", "\"dealNumber\": 4294967296")
        .replace("\"dealNumber\": 1", "\"dealNumber\": 4294967297")
        .replace("[6, 0]", "[5, 0]");
    let r = check_egn(&far);
    assert!(r.errors.is_empty(), "{:?}", r.errors);
    assert_eq!(r.boards[0].place.to_string(), "deal 4294967296");
    assert_eq!(r.boards[1].findings[0].place.number, Some(4_294_967_297));
    assert_eq!(r.boards[1].findings[0].place.to_string(), "deal 4294967297");
}

/// A match record (Euchre Match Notation) is checked game by game.
#[test]
fn a_match_record_is_checked_game_by_game() {
    let game: serde_json::Value = serde_json::from_str(TWO).unwrap();
    let mut bad = game.clone();
    bad["metadata"]["finalScore"] = serde_json::json!([5, 0]);
    let emn = serde_json::json!({
        "fileType": "Euchre Match Notation",
        "version": "1.2",
        "metadata": { "matchFormat": { "type": "BEST_OF_N", "target": 3 } },
        "games": [
            { "gameIndex": 0, "gameData": game },
            { "gameIndex": 1, "gameData": bad },
            { "gameIndex": 2, "gameData": { "fileType": "something else" } },
        ],
    });
    let r = check_egn(&emn.to_string());
    assert_eq!(r.boards.len(), 4);
    let findings: Vec<_> = r.findings().collect();
    assert_eq!(findings.len(), 1);
    assert!(
        findings[0]
            .message
            .starts_with("game 1 of the match: the final score is 5-0"),
        "{}",
        findings[0].message
    );
    assert_eq!(findings[0].place.game, 4);
    assert_eq!(r.errors.len(), 1);
    assert!(
        r.errors[0].message.contains("game 2 of the match"),
        "{:?}",
        r.errors
    );
}
