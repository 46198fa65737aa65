//! `check`: records refereed as tables, on the fixtures.

use std::path::Path;

use tablelaw::CodeId;
use tablelaw_formats::check::{FileReport, Kind, check_lin, check_pbn, check_pbn_with};

fn data(rel: &str) -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data")
        .join(rel)
}

fn pbn(rel: &str) -> FileReport {
    check_pbn(
        std::fs::File::open(data(rel)).unwrap(),
        CodeId::Duplicate2017,
    )
}

fn summary(r: &FileReport) -> Vec<(u64, Option<usize>, Kind)> {
    r.findings()
        .map(|f| {
            (
                f.place.number.unwrap_or(u64::from(f.place.game)),
                f.line,
                f.kind,
            )
        })
        .collect()
}

#[test]
fn every_fixture_board_is_read() {
    for dir in ["pbn", "lin"] {
        for e in std::fs::read_dir(data(dir)).unwrap() {
            let path = e.unwrap().path();
            let ext = path.extension().and_then(|x| x.to_str()).unwrap_or("");
            let file = std::fs::File::open(&path).unwrap();
            let r = match ext {
                "pbn" => check_pbn(file, CodeId::Duplicate2017),
                "lin" => check_lin(file, CodeId::Duplicate2017),
                _ => continue,
            };
            assert!(r.errors.is_empty(), "{}: {:?}", path.display(), r.errors);
        }
    }
}

#[test]
fn realbridge_records_agree_with_the_engine() {
    let r = pbn("pbn/realbridge-export.pbn");
    assert_eq!(r.boards.len(), 299);
    // Verified by hand: no finding on this file.
    assert_eq!(summary(&r), []);
    // The check really compared: every board's auction closed, and where the
    // play ran to thirteen tricks the engine's count is the Result tag's.
    let mut full_play = 0;
    let mut closed = 0;
    for b in &r.boards {
        let t = b.table.as_ref().unwrap();
        if t.is_closed() {
            closed += 1;
        }
        if let Some(p) = t.play()
            && p.is_over()
        {
            full_play += 1;
        }
    }
    assert!(full_play > 50, "{full_play}");
    assert!(closed > 250, "{closed}");
}

#[test]
fn findings_on_the_other_fixtures_are_the_true_ones() {
    // Each read by hand: no Dealer tag (the file shares the deals of
    // earlier games), and auctions written from the opener without the
    // dealer's pass (board 7: West opens 1C with seven clubs, South's pass
    // left out; put back, West declares 6NT and North leads, as the Play
    // tag says).
    let r = pbn("pbn/bridgebots-shared-deals.pbn");
    assert_eq!(
        summary(&r),
        [
            // Trick 4 is written a column off: East's C6 stands in North's column.
            (62, Some(25), Kind::IllegalPlay),
            (2, Some(28), Kind::NoDealer),
            (7, Some(64), Kind::DeclarerMismatch),
            (4, Some(74), Kind::NoDealer),
        ]
    );
    let r = pbn("pbn/endplay-example4.pbn");
    // North's pass is left out (East opens 1NT); put back, East declares
    // 5C as the Declarer tag says, and the third trick is still written
    // wrong (East's column holds North's CQ).
    assert_eq!(
        summary(&r),
        [
            (1, Some(20), Kind::DeclarerMismatch),
            (1, Some(27), Kind::IllegalPlay)
        ]
    );
    assert!(
        r.boards[0].findings[0]
            .message
            .contains("the pass before it left out"),
        "{}",
        r.boards[0].findings[0].message
    );
    // The verifier's games without a deal, or without a dealer.
    let r = pbn("pbn/verifier-correct_10.pbn");
    assert!(
        r.findings()
            .all(|f| matches!(f.kind, Kind::UnreadableDeal | Kind::NoDealer))
    );
    // Its game of irregularities is refereed under the code asked, the
    // marked calls and lead accepted, and says so.
    let game = &r.boards[2];
    assert_eq!(game.code, CodeId::Duplicate2017);
    assert!(
        game.notes.iter().any(|n| n.contains("is elected `accept`")),
        "{:#?}",
        game.notes
    );
}

#[test]
fn a_wrong_contract_result_and_score_are_found() {
    let text = "[Board \"3\"]\n[Dealer \"S\"]\n[Vulnerable \"EW\"]\n\
        [Deal \"N:KT8.A96.A95.7542 Q5.KJ52.KQ874.T8 AJ92.874.JT6.AQ3 7643.QT3.32.KJ96\"]\n\
        [Declarer \"N\"]\n[Contract \"2NT\"]\n[Result \"9\"]\n\
        [Auction \"S\"]\n1C Pass 1NT AP\n\
        [Play \"E\"]\nD4 DJ D3 D5\nS5 S2 S3 SK\nSQ SA S4 ST\nD7 SJ S6 S8\nH5 S9 S7 H6\n\
        D8 D6 D2 DA\nC8 CQ CK C4\n-  -  H3 -\n*\n[Score \"NS 400\"]\n";
    let r = check_pbn(text.as_bytes(), CodeId::Duplicate2017);
    let kinds: Vec<Kind> = r.findings().map(|f| f.kind).collect();
    assert_eq!(
        kinds,
        [Kind::ContractMismatch, Kind::ScoreMismatch],
        "{:#?}",
        r.boards[0].findings
    );
    // A Result the claim cannot reach: 7 tricks played, North has 5
    // (the real record says 8).
    let text = text.replace("[Result \"9\"]", "[Result \"13\"]");
    let r = check_pbn(text.as_bytes(), CodeId::Duplicate2017);
    let kinds: Vec<(Kind, Option<usize>)> = r.findings().map(|f| (f.kind, f.line)).collect();
    assert_eq!(
        kinds,
        [
            (Kind::ContractMismatch, Some(6)),
            (Kind::ResultMismatch, Some(7)),
            (Kind::ScoreMismatch, Some(20)),
        ],
        "{:#?}",
        r.boards[0].findings
    );
}

#[test]
fn a_lin_board_with_a_claim() {
    let r = check_lin(
        std::fs::File::open(data("lin/endplay-example1.lin")).unwrap(),
        CodeId::Duplicate2017,
    );
    assert_eq!(summary(&r), []);
    let claimed: Vec<_> = r
        .boards
        .iter()
        .filter(|b| {
            b.table
                .as_ref()
                .and_then(|t| t.play())
                .is_some_and(|p| !p.is_over())
        })
        .map(|b| b.place)
        .collect();
    assert!(!claimed.is_empty());
    // The same board with a claim that is too many.
    let lin = std::fs::read_to_string(data("lin/endplay-example1.lin")).unwrap();
    let bad = lin.replacen("mc|9|", "mc|13|", 1);
    let r = check_lin(bad.as_bytes(), CodeId::Duplicate2017);
    let kinds: Vec<_> = r
        .findings()
        .map(|f| (f.place.number.unwrap_or(0), f.kind))
        .collect();
    assert_eq!(kinds, [(3, Kind::ResultMismatch)]);
}

/// The lending check (kept report and table) says what the giving one says,
/// on every fixture and under a code that a marked record changes.
#[test]
fn a_lent_report_is_the_given_one() {
    for code in [CodeId::Duplicate2017, CodeId::Rubber] {
        for e in std::fs::read_dir(data("pbn")).unwrap() {
            let path = e.unwrap().path();
            if path.extension().and_then(|x| x.to_str()) != Some("pbn") {
                continue;
            }
            let given = check_pbn(std::fs::File::open(&path).unwrap(), code);
            let mut lent = Vec::new();
            check_pbn_with(
                std::fs::File::open(&path).unwrap(),
                code,
                |r| {
                    let log = r.table.as_ref().map(|t| t.log().to_vec());
                    lent.push((
                        r.place,
                        r.line,
                        r.code,
                        r.findings.clone(),
                        r.notes.clone(),
                        log,
                    ));
                },
                |_| {},
            );
            let given: Vec<_> = given
                .boards
                .into_iter()
                .map(|r| {
                    let log = r.table.as_ref().map(|t| t.log().to_vec());
                    (r.place, r.line, r.code, r.findings, r.notes, log)
                })
                .collect();
            assert_eq!(given, lent, "{}", path.display());
        }
    }
}

/// East ruffs the diamond lead holding diamonds and wins the trick; his
/// side plays on. Played, South has 8 tricks; after Law 64A1 (the revoke
/// trick and one later trick) 10.
const REVOKE_BOARD: &str = "[Board \"5\"]\n[Dealer \"S\"]\n[Vulnerable \"None\"]\n\
    [Deal \"N:KT8.A96.A95.7542 Q5.KJ52.KQ874.T8 AJ92.874.JT6.AQ3 7643.QT3.32.KJ96\"]\n\
    [Declarer \"S\"]\n[Contract \"4S\"]\n[Result \"RESULT\"]\n\
    [Auction \"S\"]\n1S Pass 2S Pass\n4S AP\n\
    [Play \"W\"]\nD3 DA MARKS5 D6\nS7 SK SQ SA\nS6 ST HK SJ\nS4 S8 HJ S9\nS3 HA H5 S2\n\
    HQ H9 H2 H8\nHT H6 DK H7\nH3 D9 DQ H4\nD2 D5 D8 DJ\nCK C7 D7 DT\nCJ C5 CT CA\n\
    C9 C4 C8 CQ\nC6 C2 D4 C3\n*\n[Score \"SCORE\"]\n";

fn revoke_board(result: &str, score: &str, marked: bool) -> FileReport {
    let text = REVOKE_BOARD
        .replace("RESULT", result)
        .replace("SCORE", score)
        .replace("MARK", if marked { "^R " } else { "" });
    check_pbn(text.as_bytes(), CodeId::Duplicate2017)
}

#[test]
fn duplicate_law_64_a_marked_revoke_is_checked_against_the_result_after_rectification() {
    // The Result after the adjustment: no finding, a note.
    let r = revoke_board("10", "NS 420", true);
    assert_eq!(r.findings().count(), 0, "{:#?}", r.boards[0].findings);
    assert!(
        r.boards[0]
            .notes
            .iter()
            .any(|n| n.contains("after the revoke adjustment")),
        "{:#?}",
        r.boards[0].notes
    );
    // The tricks as played: the Result disagrees with Law 64.
    let r = revoke_board("8", "NS -100", true);
    let kinds: Vec<Kind> = r.findings().map(|f| f.kind).collect();
    assert_eq!(kinds, [Kind::ResultMismatch], "{:#?}", r.boards[0].findings);
    assert!(r.boards[0].findings[0].message.contains("64A1"));
    // A score made on the tricks as played, with no Result: the score is
    // read against the tricks after rectification.
    let text = REVOKE_BOARD
        .replace("[Result \"RESULT\"]\n", "")
        .replace("SCORE", "NS -100")
        .replace("MARK", "^R ");
    let r = check_pbn(text.as_bytes(), CodeId::Duplicate2017);
    let kinds: Vec<Kind> = r.findings().map(|f| f.kind).collect();
    assert_eq!(kinds, [Kind::ScoreMismatch], "{:#?}", r.boards[0].findings);
}

#[test]
fn duplicate_law_64_an_unmarked_established_revoke_is_found_and_rectified() {
    let r = revoke_board("10", "NS 420", false);
    let kinds: Vec<Kind> = r.findings().map(|f| f.kind).collect();
    assert_eq!(kinds, [Kind::IllegalPlay], "{:#?}", r.boards[0].findings);
    assert!(r.boards[0].findings[0].message.contains("Law 64"));
}

/// A claim after an established revoke: the Result is the tricks after
/// Law 64 with the claim agreed (as for a play to its end), and the note
/// says which claim gives them.
#[test]
fn duplicate_law_64_with_a_claim_after_an_established_revoke() {
    let text = REVOKE_BOARD
        .replace("RESULT", "8")
        .replace("SCORE", "NS -100")
        .replace("MARK", "^R ");
    // Keep five tricks of the play: the rest is claimed.
    let cut = text.find("HQ H9 H2 H8").unwrap();
    let end = text.find("*\n").unwrap();
    let text = format!("{}{}", &text[..cut], &text[end..]);
    let r = check_pbn(text.as_bytes(), CodeId::Duplicate2017);
    assert!(
        r.boards[0]
            .notes
            .iter()
            .any(|n| n.contains("with the claim of 3 of the 8 tricks left")
                && n.contains("gives South 8 tricks")),
        "{:#?}",
        r.boards[0].notes
    );
}
