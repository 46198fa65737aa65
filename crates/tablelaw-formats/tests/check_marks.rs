//! `check` verifies the irregularity marks of a record (PBN 2.1 §3.9)
//! against its auction and play, each on a small file: a mark on what is
//! not that irregularity is a `mark-mismatch`, and a mark silences nothing
//! but what it marks.

use tablelaw::CodeId;
use tablelaw_formats::check::{FileReport, Kind, check_pbn};

fn check(text: &str) -> FileReport {
    check_pbn(text.as_bytes(), CodeId::Duplicate2017)
}

/// (line, kind, message) of every finding.
fn found(r: &FileReport) -> Vec<(Option<usize>, Kind, String)> {
    r.findings()
        .map(|f| (f.line, f.kind, f.message.clone()))
        .collect()
}

// North: S KT8 H A96 D A95 C 7542; East: S Q5 H KJ52 D KQ874 C T8;
// South: S AJ92 H 874 D JT6 C AQ3; West: S 7643 H QT3 D 32 C KJ96.
const DEAL: &str = "N:KT8.A96.A95.7542 Q5.KJ52.KQ874.T8 AJ92.874.JT6.AQ3 7643.QT3.32.KJ96";

/// A game dealt by `dealer` with the auction from `first` and the play
/// from East (2S by North: East leads), lines 1-7 the tags, 8 the calls,
/// 9 the Play tag, 10 on the tricks.
fn game(dealer: &str, first: &str, calls: &str, tricks: &[&str]) -> String {
    let mut text = format!(
        "[Board \"1\"]\n[Dealer \"{dealer}\"]\n[Vulnerable \"None\"]\n[Deal \"{DEAL}\"]\n\
         [Declarer \"N\"]\n[Contract \"2S\"]\n[Auction \"{first}\"]\n{calls}\n[Play \"E\"]\n"
    );
    for t in tricks {
        text.push_str(t);
        text.push('\n');
    }
    text.push_str("*\n");
    text
}

const AUCTION: &str = "1S Pass 2S AP";
/// East leads DK, North wins with the ace (columns E S W N).
const TRICK1: &str = "DK D6 D2 DA";

#[test]
fn a_revoke_mark_on_a_card_that_follows_suit_is_a_mark_mismatch() {
    // North leads C2; East follows with C8, marked ^R.
    let r = check(&game("N", "N", AUCTION, &[TRICK1, "^R C8 CQ CK C2"]));
    assert_eq!(
        found(&r),
        [(
            Some(11),
            Kind::MarkMismatch,
            "trick 2: the record marks East's C8 as a revoke (^R), but it is no revoke: the hand follows suit or has none of the suit led".to_owned()
        )]
    );
}

#[test]
fn a_lead_out_of_turn_mark_on_a_lead_in_turn_is_a_mark_mismatch() {
    let r = check(&game("N", "N", AUCTION, &["^L DK D6 D2 DA"]));
    assert_eq!(
        found(&r),
        [(
            Some(10),
            Kind::MarkMismatch,
            "trick 1: the record marks East's lead of DK as out of turn (^L), but it is East's lead"
                .to_owned()
        )]
    );
}

#[test]
fn an_insufficient_bid_mark_on_a_sufficient_bid_is_a_mark_mismatch() {
    let r = check(&game("N", "N", "1S Pass ^I 2S AP", &[]));
    assert_eq!(
        found(&r),
        [(
            Some(7),
            Kind::MarkMismatch,
            "call 3: the record marks South's 2S as insufficient (^I), but it is a sufficient bid (PBN §3.9 (A))".to_owned()
        )]
    );
}

#[test]
fn a_skipped_call_mark_before_a_call_in_rotation_is_a_mark_mismatch() {
    // East deals; the auction is written from North, whose ^S says East
    // called out of rotation: East was on turn.
    let text = game("E", "N", "^S 1S Pass 2S Pass Pass Pass", &[])
        .replace("[Declarer \"N\"]", "[Declarer \"E\"]");
    let r = check(&text);
    assert_eq!(
        found(&r),
        [(
            Some(7),
            Kind::MarkMismatch,
            "call 1: the record marks a player skipped (^S) before East's 1S, but it is East's turn: the call is in rotation (PBN §3.9 (B))".to_owned()
        )]
    );
}

#[test]
fn marks_that_are_true_give_no_finding() {
    // East's 1H is insufficient (^I) and accepted; 1H by East closes.
    let text = game("N", "N", "1S ^I 1H AP", &[])
        .replace("[Declarer \"N\"]", "[Declarer \"E\"]")
        .replace("[Contract \"2S\"]", "[Contract \"1H\"]");
    let r = check(&text);
    assert_eq!(found(&r), []);
    assert!(
        r.boards[0]
            .notes
            .iter()
            .any(|n| n.contains("elected `accept`")),
        "{:?}",
        r.boards[0].notes
    );
    // East revokes on North's club lead (^R): a note, not a finding.
    let r = check(&game("N", "N", AUCTION, &[TRICK1, "^R H2 CQ CK C2"]));
    assert_eq!(found(&r), []);
}

#[test]
fn one_mark_does_not_silence_a_revoke_elsewhere_in_the_board() {
    // East's revoke in trick 2 is marked; South's in trick 3 is not: West
    // leads C9 and South, who holds CA, discards a heart.
    let r = check(&game(
        "N",
        "N",
        AUCTION,
        &[TRICK1, "^R H2 CQ CK C2", "C8 H4 C9 C4"],
    ));
    assert_eq!(
        found(&r),
        [(
            Some(12),
            Kind::IllegalPlay,
            "trick 3: South plays H4, a revoke: the hand could follow suit, and the record does not mark it (^R); the play is checked on, and the Result against the tricks after Law 64".to_owned()
        )]
    );
}

#[test]
fn one_mark_does_not_silence_an_insufficient_bid_elsewhere_in_the_board() {
    // A revoke marked in the play; South's 1H in the auction is
    // insufficient and not marked.
    let r = check(&game(
        "N",
        "N",
        "1S Pass 1H AP",
        &[TRICK1, "^R H2 CQ CK C2"],
    ));
    assert_eq!(
        found(&r),
        [(
            Some(7),
            Kind::IllegalAuction,
            "call 3: South calls 1H, but it is an insufficient bid (Law 27), and the record does not mark it (^I)".to_owned()
        )]
    );
}

#[test]
fn a_second_unmarked_revoke_stops_the_play_with_one_finding() {
    // East discards on clubs twice: a play written wrong more likely than
    // two revokes; one finding, and a note where the check stops.
    let r = check(&game(
        "N",
        "N",
        AUCTION,
        &[TRICK1, "H2 CQ CK C2", "H5 CA C9 C4"],
    ));
    let kinds: Vec<(Option<usize>, Kind)> = found(&r).into_iter().map(|f| (f.0, f.1)).collect();
    assert_eq!(kinds, [(Some(11), Kind::IllegalPlay)]);
    assert!(
        r.boards[0]
            .notes
            .iter()
            .any(|n| n.starts_with("trick 3: East's H5 would be a second revoke")),
        "{:?}",
        r.boards[0].notes
    );
}
