//! `check` verifies what a record claims beyond its play, each on a small
//! file: a Result the players agreed (`^`) after a claim, a play given
//! without an auction (refereed from the Contract and Declarer tags), an
//! empty auction section, a game with no dealer.

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

const DEAL: &str = "N:KT8.A96.A95.7542 Q5.KJ52.KQ874.T8 AJ92.874.JT6.AQ3 7643.QT3.32.KJ96";

/// 2S by North, the tags on lines 1-6, then `rest`.
fn game(rest: &str) -> String {
    format!(
        "[Board \"1\"]\n[Dealer \"N\"]\n[Vulnerable \"None\"]\n[Deal \"{DEAL}\"]\n\
         [Declarer \"N\"]\n[Contract \"2S\"]\n{rest}"
    )
}

/// Two tricks played (North wins the first, West the second), then a claim.
const TWO_TRICKS: &str = "[Play \"E\"]\nDK D6 D2 DA\nC8 CQ CK C2\n*\n";

#[test]
fn a_result_the_players_agreed_after_a_claim_is_a_note() {
    // After two tricks North has one with eleven to play: 13 is out of
    // reach, but marked ^ the players agreed it (PBN §3.4.15).
    let auction = "[Auction \"N\"]\n1S Pass 2S AP\n";
    let r = check(&game(&format!("[Result \"^13\"]\n{auction}{TWO_TRICKS}")));
    assert_eq!(found(&r), []);
    assert!(
        r.boards[0]
            .notes
            .iter()
            .any(|n| n.starts_with("the Result tag marks 13 tricks as agreed")),
        "{:?}",
        r.boards[0].notes
    );
    // Without the ^ it is a finding.
    let r = check(&game(&format!("[Result \"13\"]\n{auction}{TWO_TRICKS}")));
    assert_eq!(
        found(&r),
        [(
            Some(7),
            Kind::ResultMismatch,
            "the Result tag says 13 tricks, but after 2 tricks North has 1 with 11 to play"
                .to_owned()
        )]
    );
}

#[test]
fn a_play_without_an_auction_is_refereed_from_the_contract_and_declarer_tags() {
    let r = check(&game(&format!("[Result \"13\"]\n{TWO_TRICKS}")));
    assert_eq!(
        found(&r),
        [(
            Some(7),
            Kind::ResultMismatch,
            "the Result tag says 13 tricks, but after 2 tricks North has 1 with 11 to play"
                .to_owned()
        )]
    );
    assert!(
        r.boards[0].notes.iter().any(|n| n
            == "the record gives no auction: the play is refereed from the Contract and Declarer tags (2S by North)"),
        "{:?}",
        r.boards[0].notes
    );
    // A revoke in such a play is found as in any other.
    let r = check(&game("[Play \"E\"]\nDK D6 D2 DA\nH2 CQ CK C2\n*\n"));
    assert_eq!(
        found(&r)
            .into_iter()
            .map(|f| (f.0, f.1))
            .collect::<Vec<_>>(),
        [(Some(9), Kind::IllegalPlay)]
    );
}

#[test]
fn an_empty_auction_section_is_no_auction() {
    // A placeholder `[Auction "N"]` with no call: the play is refereed
    // from the tags, and nothing says the auction stops before it closes.
    let r = check(&game(&format!(
        "[Result \"1\"]\n[Auction \"N\"]\n{TWO_TRICKS}"
    )));
    assert_eq!(found(&r), []);
    let r = check(&game(
        "[Result \"8\"]\n[Auction \"N\"]\n[Score \"NS 110\"]\n",
    ));
    assert_eq!(found(&r), []);
}

#[test]
fn a_game_with_no_dealer_is_its_own_kind_and_its_play_is_still_refereed() {
    let text = game(&format!("[Result \"13\"]\n{TWO_TRICKS}")).replace("[Dealer \"N\"]\n", "");
    let r = check(&text);
    assert_eq!(
        found(&r),
        [
            (
                Some(3),
                Kind::NoDealer,
                "the record names no dealer, which a game with an auction or a play must (PBN §3.1)"
                    .to_owned()
            ),
            (
                Some(6),
                Kind::ResultMismatch,
                "the Result tag says 13 tricks, but after 2 tricks North has 1 with 11 to play"
                    .to_owned()
            ),
        ]
    );
    assert_eq!(Kind::NoDealer.as_str(), "no-dealer");
}

/// East ruffs the diamond lead holding diamonds (unmarked), five tricks
/// are played and declarer's side claims: the Result (10) is one of the
/// claims after Law 64A1, cited in the code the board is refereed under.
const REVOKE_THEN_CLAIM: &str = "[Board \"5\"]\n\
    [Dealer \"S\"]\n\
    [Vulnerable \"None\"]\n\
    [Deal \"N:KT8.A96.A95.7542 Q5.KJ52.KQ874.T8 AJ92.874.JT6.AQ3 7643.QT3.32.KJ96\"]\n\
    [Declarer \"S\"]\n\
    [Contract \"4S\"]\n\
    [Result \"10\"]\n\
    [Auction \"S\"]\n\
    1S Pass 2S Pass\n\
    4S AP\n\
    [Play \"W\"]\n\
    D3 DA S5 D6\n\
    S7 SK SQ SA\n\
    S6 ST HK SJ\n\
    S4 S8 HJ S9\n\
    S3 HA H5 S2\n\
    *\n\
    [Score \"NS 420\"]\n\
    ";

#[test]
fn the_revoke_adjustment_after_a_claim_cites_the_code_asked() {
    for (code, cited) in [
        (CodeId::Duplicate2017, "duplicate-2017 Law 64A1"),
        (CodeId::Duplicate2007, "duplicate-2007 Law 64A1"),
    ] {
        let r = check_pbn(REVOKE_THEN_CLAIM.as_bytes(), code);
        let kinds: Vec<Kind> = r.findings().map(|f| f.kind).collect();
        assert_eq!(kinds, [Kind::IllegalPlay], "{code}");
        let note = r.boards[0]
            .notes
            .iter()
            .find(|n| n.starts_with("with the claim of 5 of the 8 tricks left"))
            .expect("the claim's note");
        assert!(note.contains(cited), "{code}: {note}");
        let other = if code == CodeId::Duplicate2017 {
            "2007"
        } else {
            "2017"
        };
        assert!(!note.contains(other), "{code}: {note}");
    }
}

/// 2S by North played to its end, each hand playing its lowest legal
/// card (in the engine's order), written in columns from East, the
/// opening leader; with the tricks North took.
fn full_play() -> (String, u8) {
    use tablelaw::{Call, Seat, Table, TableSetup};
    let deal = tablelaw_formats::check::check_pbn(game("").as_bytes(), CodeId::Duplicate2017)
        .boards[0]
        .table
        .as_ref()
        .and_then(|t| t.setup().deal)
        .expect("the deal");
    let mut table = Table::with_setup(TableSetup {
        code: CodeId::Duplicate2017,
        dealer: Seat::North,
        deal: Some(deal),
        vulnerability: Default::default(),
    });
    for call in ["1S", "Pass", "2S", "Pass", "Pass", "Pass"] {
        let seat = table.auction().turn();
        table.call(seat, call.parse::<Call>().unwrap()).unwrap();
    }
    let mut text = String::from("[Auction \"N\"]\n1S Pass 2S AP\n[Play \"E\"]\n");
    let columns = [Seat::East, Seat::South, Seat::West, Seat::North];
    for _ in 0..13 {
        let mut trick = [String::new(), String::new(), String::new(), String::new()];
        for _ in 0..4 {
            let p = table.play().unwrap();
            let seat = p.turn().unwrap();
            let card = p.legal_plays().iter().next().unwrap();
            table.play_card(seat, card).unwrap();
            let column = columns.iter().position(|&s| s == seat).unwrap();
            trick[column] = format!("{card:#}");
        }
        text.push_str(&trick.join(" "));
        text.push('\n');
    }
    let tricks = table.play().unwrap().declarer_tricks();
    (text, tricks)
}

#[test]
fn a_result_marked_agreed_that_is_the_tricks_won_is_a_mark_mismatch() {
    let (play, won) = full_play();
    // Played to its end, the count as won: no finding.
    let r = check(&game(&format!("[Result \"{won}\"]\n{play}")));
    assert_eq!(found(&r), []);
    // `^` says the players agreed a result other than the tricks won.
    let r = check(&game(&format!("[Result \"^{won}\"]\n{play}")));
    assert_eq!(
        found(&r),
        [(
            Some(7),
            Kind::MarkMismatch,
            format!(
                "the Result tag marks {won} tricks as agreed by the players, differing from the tricks won (^), but the play gives North {won} (PBN §3.4.15)"
            )
        )]
    );
    // Another count marked ^ is the players' agreement: a note.
    let other = if won == 13 { 12 } else { won + 1 };
    let r = check(&game(&format!("[Result \"^{other}\"]\n{play}")));
    assert_eq!(found(&r), []);
}

/// East declares 2D; in trick 5 North revokes (HA on West's club lead),
/// and East claims: the claim disputed and ruled, the revoke by the
/// claimer's opponents is not established (they did not agree the claim),
/// and the Result is the tricks so far with none of the rest: 3.
const REVOKE_THEN_RULED_CLAIM: &str = "% PBN 2.1\n\
    % EXPORT\n\
    [Event \"?\"]\n\
    [Site \"?\"]\n\
    [Date \"?\"]\n\
    [Board \"20\"]\n\
    [West \"?\"]\n\
    [North \"?\"]\n\
    [East \"?\"]\n\
    [South \"?\"]\n\
    [Dealer \"E\"]\n\
    [Vulnerable \"None\"]\n\
    [Deal \"E:AQ53.KJ5.7.97643 J42.Q98.K865.T82 K98.64.QJT432.AK T76.AT732.A9.QJ5\"]\n\
    [Scoring \"?\"]\n\
    [Declarer \"E\"]\n\
    [Contract \"2D\"]\n\
    [Result \"3\"]\n\
    [Auction \"E\"]\n\
    2D Pass Pass Pass\n\
    [Play \"S\"]\n\
    S2 S8 ST SA\n\
    C2 CA CJ C7\n\
    D5 D4 D9 D7\n\
    SJ SK S6 S3\n\
    - CK ^R HA -\n\
    \n\
    ";

#[test]
fn a_claim_the_revoking_side_did_not_agree_leaves_its_revoke_unadjusted() {
    for code in [CodeId::Rubber, CodeId::Duplicate2017, CodeId::Duplicate2007] {
        let r = check_pbn(REVOKE_THEN_RULED_CLAIM.as_bytes(), code);
        assert_eq!(found(&r), [], "{code}");
        assert!(
            r.boards[0].notes.iter().any(|n| n
                .starts_with("the Result tag's 3 tricks are a claim's with no revoke adjustment")),
            "{code}: {:?}",
            r.boards[0].notes
        );
    }
    // More than the claim can give is still a finding.
    let r = check_pbn(
        REVOKE_THEN_RULED_CLAIM
            .replace("[Result \"3\"]", "[Result \"13\"]")
            .as_bytes(),
        CodeId::Rubber,
    );
    assert_eq!(
        r.findings().map(|f| f.kind).collect::<Vec<_>>(),
        [Kind::ResultMismatch]
    );
}

/// South declares 2NT and revokes in trick 2 (the ♠8 on West's heart
/// lead, holding the ♥AJ); West leads trick 3 and East claims. A claim by
/// the defenders that declarer did not agree (disputed, and ruled by the
/// director, Law 70) leaves declarer's revoke not established (Law 63A3):
/// the Result, 11 tricks of the 11 left, needs no revoke adjustment.
const DECLARER_REVOKES_THEN_A_DEFENDER_CLAIMS: &str = "% PBN 2.1\n\
    % EXPORT\n\
    [Event \"?\"]\n\
    [Site \"?\"]\n\
    [Date \"?\"]\n\
    [Board \"11\"]\n\
    [West \"?\"]\n\
    [North \"?\"]\n\
    [East \"?\"]\n\
    [South \"?\"]\n\
    [Dealer \"S\"]\n\
    [Vulnerable \"None\"]\n\
    [Deal \"S:98765.AJ.QJ64.QT AKQT2.7.AT75.972 J4.T532.82.AKJ86 3.KQ9864.K93.543\"]\n\
    [Scoring \"?\"]\n\
    [Declarer \"S\"]\n\
    [Contract \"2NT\"]\n\
    [Result \"11\"]\n\
    [Auction \"S\"]\n\
    Pass Pass 1D 1H\n\
    Pass 2H Pass 2S\n\
    2NT Pass Pass Pass\n\
    [Play \"W\"]\n\
    SA SJ S3 S7\n\
    H7 H2 H6 ^R S8\n\
    SQ - - -\n\
    \n\
    ";

#[test]
fn law_63_a_3_a_defenders_claim_declarer_did_not_agree_leaves_his_revoke_unadjusted() {
    for code in [CodeId::Rubber, CodeId::Duplicate2017, CodeId::Duplicate2007] {
        let r = check_pbn(DECLARER_REVOKES_THEN_A_DEFENDER_CLAIMS.as_bytes(), code);
        assert_eq!(found(&r), [], "{code}");
        assert!(
            r.boards[0].notes.iter().any(|n| n
                .starts_with("the Result tag's 11 tricks are a claim's with no revoke adjustment")),
            "{code}: {:?}",
            r.boards[0].notes
        );
    }
}
