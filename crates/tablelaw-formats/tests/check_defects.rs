//! `check` on small files that each show one defect real archives have
//! (issue: the PBN verifier): the finding, its line and its wording.

use tablelaw::CodeId;
use tablelaw_formats::check::{FileReport, Kind, check_pbn};

fn check(text: &str) -> FileReport {
    check_pbn(text.as_bytes(), CodeId::Duplicate2017)
}

/// (board as said, line, kind) of every finding.
fn found(r: &FileReport) -> Vec<(String, Option<usize>, Kind)> {
    r.findings()
        .map(|f| (f.place.to_string(), f.line, f.kind))
        .collect()
}

const DEAL: &str = "N:KT8.A96.A95.7542 Q5.KJ52.KQ874.T8 AJ92.874.JT6.AQ3 7643.QT3.32.KJ96";

fn game(
    board: u32,
    contract: &str,
    declarer: &str,
    auction: &str,
    result: &str,
    score: &str,
) -> String {
    format!(
        "[Event \"Bermuda Bowl\"]\n[Board \"{board}\"]\n[Dealer \"N\"]\n[Vulnerable \"None\"]\n\
         [Deal \"{DEAL}\"]\n[Declarer \"{declarer}\"]\n[Contract \"{contract}\"]\n[Result \"{result}\"]\n\
         [Auction \"N\"]\n{auction}\n[Score \"{score}\"]\n"
    )
}

#[test]
fn two_games_without_a_blank_line_are_split_and_both_refereed() {
    let first = game(1, "2S", "N", "1S Pass 2S AP", "8", "NS 110");
    // The second game's score is wrong: refereed on its own, it is found.
    let second = game(2, "3NT", "S", "Pass Pass 3NT AP", "9", "NS 600");
    let text = format!("{first}{second}");
    let r = check(&text);
    assert_eq!(r.boards.len(), 2, "{:?}", found(&r));
    let second_line = first.lines().count() + 1;
    assert_eq!(
        found(&r),
        [
            ("board 2".to_owned(), Some(second_line), Kind::RunTogether),
            (
                "board 2".to_owned(),
                Some(second_line + 10),
                Kind::ScoreMismatch
            ),
        ]
    );
    let f = r.findings().next().unwrap();
    assert!(
        f.message
            .starts_with("two games without a separating blank line"),
        "{}",
        f.message
    );
    // With the blank line, the same two games have only the wrong score.
    let r = check(&format!("{first}\n{second}"));
    assert_eq!(
        found(&r),
        [(
            "board 2".to_owned(),
            Some(second_line + 11),
            Kind::ScoreMismatch
        )]
    );
}

#[test]
fn three_games_run_together_are_three_boards_numbered_on() {
    let one = "[Dealer \"N\"]\n[Contract \"3NT\"]\n[Declarer \"S\"]\n[Result \"9\"]\n[Score \"NS 400\"]\n";
    let r = check(&format!("{one}{one}{one}\n{one}"));
    assert_eq!(r.boards.len(), 4);
    let places: Vec<String> = r.boards.iter().map(|b| b.place.to_string()).collect();
    assert_eq!(
        places,
        [
            "game 1 in the file",
            "game 2 in the file",
            "game 3 in the file",
            "game 4 in the file"
        ]
    );
    assert_eq!(
        found(&r),
        [
            ("game 2 in the file".to_owned(), Some(6), Kind::RunTogether),
            ("game 3 in the file".to_owned(), Some(11), Kind::RunTogether),
        ]
    );
}

#[test]
fn a_tag_repeated_before_the_deal_is_not_a_second_game() {
    let text = game(1, "2S", "N", "1S Pass 2S AP", "8", "NS 110").replacen(
        "[Board \"1\"]\n",
        "[Board \"1\"]\n[Board \"9\"]\n",
        1,
    );
    let r = check(&text);
    assert_eq!(r.boards.len(), 1);
    assert_eq!(found(&r), []);
}

#[test]
fn a_deal_only_game_has_its_deal_checked() {
    // A card in two hands (West's AS is North's too).
    let text = "[Board \"4\"]\n[Deal \"N:AKQJ.AKQ.AKQ.AKQ T98.T98.T98.T982 765.765.765.7654 A432.J432.J432.J3\"]\n";
    let r = check(text);
    assert_eq!(
        found(&r),
        [("board 4".to_owned(), Some(2), Kind::UnreadableDeal)]
    );
    let f = r.findings().next().unwrap();
    assert!(
        f.message.contains("SA is given twice") || f.message.contains("♠A"),
        "{}",
        f.message
    );
    assert!(f.message.ends_with("(PBN §3.4.11)"), "{}", f.message);
    // Twelve cards beside thirteens.
    let text = "[Board \"5\"]\n[Deal \"N:AKQJ.AKQ.AKQ.AKQ T98.T98.T98.T982 765.765.765.7654 32.J432.J432.J3\"]\n";
    let r = check(text);
    assert_eq!(
        found(&r),
        [("board 5".to_owned(), Some(2), Kind::UnreadableDeal)]
    );
    assert!(
        r.findings()
            .next()
            .unwrap()
            .message
            .contains("holds 12 cards")
    );
}

#[test]
fn an_end_position_and_hands_not_given_are_valid_and_not_findings() {
    let end = "[Board \"6\"]\n[Deal \"N:.6.AKQ987.A9732 A865.KQ5.T.QJT6 J97.J98742.3.K4 QT2.AT.J6542.85\"]\n\
               [Contract \"H\"]\n[Play \"W\"]\nC5 C2 C6 CK\n";
    let r = check(end);
    assert_eq!(found(&r), []);
    assert!(
        r.boards[0].notes.iter().any(|n| n.contains("end position")),
        "{:?}",
        r.boards[0].notes
    );
    let some = "[Board \"7\"]\n[Dealer \"W\"]\n[Deal \"W:KQT2.AT.J6542.85 - A8654.KQ5.T.QJT6 -\"]\n\
                [Auction \"W\"]\n1S Pass 2S AP\n[Contract \"2S\"]\n[Declarer \"W\"]\n[Result \"8\"]\n[Score \"EW 110\"]\n";
    let r = check(some);
    assert_eq!(found(&r), []);
    // The auction is refereed all the same: a wrong contract is found.
    let r = check(&some.replace("[Contract \"2S\"]", "[Contract \"3S\"]"));
    assert_eq!(
        found(&r),
        [("board 7".to_owned(), Some(6), Kind::ContractMismatch)]
    );
}

#[test]
fn a_result_out_of_range_is_found_and_side_forms_are_read() {
    let tags = "[Board \"8\"]\n[Vulnerable \"ns\"]\n[Contract \"4H\"]\n[Declarer \"S\"]\n";
    let r = check(&format!("{tags}[Result \"14\"]\n"));
    assert_eq!(
        found(&r),
        [("board 8".to_owned(), Some(5), Kind::ResultMismatch)]
    );
    assert!(r.findings().next().unwrap().message.contains("0 to 13"));
    // Both sides' tricks, and the lowercase vulnerability (PBN §3.11): 620.
    for result in ["NS 10 EW 3", "EW 3 NS 10", "EW 3", "10"] {
        let r = check(&format!(
            "{tags}[Result \"{result}\"]\n[Score \"NS 620\"]\n"
        ));
        assert_eq!(found(&r), [], "{result}");
    }
    // Two counts that do not make thirteen are a result no deal can have:
    // found, and the Score not checked against it.
    let r = check(&format!(
        "{tags}[Result \"NS 10 EW 4\"]\n[Score \"NS 620\"]\n"
    ));
    assert_eq!(
        found(&r),
        [("board 8".to_owned(), Some(5), Kind::ResultMismatch)]
    );
    assert!(
        r.findings()
            .next()
            .unwrap()
            .message
            .contains("cannot exist")
    );
}

#[test]
fn a_result_the_players_agreed_is_a_note_not_a_finding() {
    // The play gives North 8 tricks; the players agreed 9 (^9).
    let text = "[Board \"1\"]\n[Dealer \"N\"]\n[Vulnerable \"None\"]\n\
                [Deal \"N:KT8.A96.A95.7542 Q5.KJ52.KQ874.T8 AJ92.874.JT6.AQ3 7643.QT3.32.KJ96\"]\n\
                [Declarer \"N\"]\n[Contract \"2S\"]\n[Result \"^9\"]\n[Auction \"N\"]\n1S Pass 2S AP\n";
    let r = check(text);
    assert_eq!(found(&r), []);
}

#[test]
fn a_board_without_a_number_is_named_by_its_place() {
    let one = "[Dealer \"N\"]\n[Contract \"3NT\"]\n[Declarer \"S\"]\n[Result \"9\"]\n[Score \"NS 400\"]\n";
    let bad = one.replace("NS 400", "NS 600");
    let r = check(&format!("{one}\n{bad}"));
    assert_eq!(
        found(&r),
        [(
            "game 2 in the file".to_owned(),
            Some(11),
            Kind::ScoreMismatch
        )]
    );
    assert_eq!(r.boards[1].place.number, None);
    assert_eq!(r.boards[1].place.game, 2);
}

#[test]
fn auctions_that_leave_out_the_passes_before_the_opening_bid_are_said_once() {
    // North deals, East opens: the auction is written from North's column
    // without North's pass, so read from the dealer 2S is North's; the
    // Play tag names South, East's left-hand opponent, as opening leader.
    let board = |n: u32| {
        format!(
            "[Board \"{n}\"]\n[Dealer \"N\"]\n[Vulnerable \"None\"]\n[Deal \"{DEAL}\"]\n\
             [Declarer \"E\"]\n[Contract \"2S\"]\n[Result \"8\"]\n[Auction \"N\"]\n1S Pass 2S AP\n\
             [Score \"EW 110\"]\n[Play \"S\"]\n*\n\n"
        )
    };
    let r = check(&format!("{}{}{}", board(1), board(2), board(3)));
    assert_eq!(
        found(&r),
        [("board 1".to_owned(), Some(8), Kind::DeclarerMismatch)]
    );
    assert_eq!(
        r.findings().next().unwrap().message,
        "the auction begins with the opening bid, not with the dealer (North): the pass before it left out, read from the dealer it makes 2S by North where the Declarer tag says East; with them put back it makes 2S by East. The boards of this file are refereed so, and this is said once for the file"
    );
    for b in &r.boards[1..] {
        assert_eq!(
            b.notes,
            [
                "the pass before the opening bid left out, as at board 1: put back, the auction makes 2S by East"
            ]
        );
    }
    // In a file whose auctions may begin with a pass, a declarer mismatch
    // is a finding a board.
    let passed = board(4).replace("1S Pass 2S AP", "Pass 1S Pass 2S AP");
    let r = check(&format!("{passed}{}{}", board(5), board(6)));
    // So is one whose Play tag names no opening leader of the Declarer
    // tag's declarer (here none: no play section).
    let no_play = board(7).replace("[Play \"S\"]\n*\n", "");
    let r2 = check(&format!("{no_play}{no_play}"));
    assert_eq!(
        r2.findings()
            .filter(|f| f.kind == Kind::DeclarerMismatch)
            .count(),
        2
    );
    let declarer: Vec<_> = found(&r)
        .into_iter()
        .filter(|f| f.2 == Kind::DeclarerMismatch)
        .collect();
    assert_eq!(
        declarer,
        [
            ("board 5".to_owned(), Some(5 + 13), Kind::DeclarerMismatch),
            ("board 6".to_owned(), Some(5 + 26), Kind::DeclarerMismatch),
        ]
    );
    assert!(
        r.findings()
            .filter(|f| f.kind == Kind::DeclarerMismatch)
            .all(|f| f.message.starts_with("the Declarer tag says East")),
        "{:?}",
        found(&r)
    );
}

#[test]
fn a_score_under_rubber_or_chicago_scoring_is_not_read_as_duplicate_points() {
    let text = |scoring: &str| {
        format!(
            "[Board \"9\"]\n[Vulnerable \"None\"]\n[Scoring \"{scoring}\"]\n[Contract \"4H\"]\n\
             [Declarer \"N\"]\n[Result \"10\"]\n[Score \"NS 150\"]\n"
        )
    };
    for scoring in ["Rubber", "chicago", "IMP;CAVENDISH"] {
        assert_eq!(found(&check(&text(scoring))), [], "{scoring}");
    }
    assert_eq!(
        found(&check(&text("IMP"))),
        [("board 9".to_owned(), Some(7), Kind::ScoreMismatch)]
    );
}
