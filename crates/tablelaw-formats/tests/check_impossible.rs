//! `check` on records whose Contract, Declarer or Result tag says what no
//! deal can have: a finding of the tag's kind in every mode, and no score
//! made up for it.

use tablelaw::CodeId;
use tablelaw_formats::check::{Finding, Kind, Mode, check_pbn_in};

/// Every finding of `text` under `mode`.
fn findings(text: &str, mode: Mode) -> Vec<Finding> {
    let mut out = Vec::new();
    check_pbn_in(
        text.as_bytes(),
        CodeId::Duplicate2017,
        mode,
        |r| out.extend(r.findings.iter().cloned()),
        |e| panic!("unreadable: {e:?}"),
    );
    out
}

/// (line, kind, message) of every finding; `--strict` finds the same
/// besides the standard's forms, none of them on the Contract, Declarer
/// or Result tag where the check found it cannot exist.
fn found(text: &str) -> Vec<(Option<usize>, Kind, String)> {
    let import: Vec<_> = findings(text, Mode::Import)
        .into_iter()
        .map(|f| (f.line, f.kind, f.message))
        .collect();
    let (format, strict): (Vec<_>, Vec<_>) = findings(text, Mode::Strict)
        .into_iter()
        .map(|f| (f.line, f.kind, f.message))
        .partition(|f| f.1 == Kind::Format);
    assert_eq!(import, strict, "the same findings in both modes");
    for f in &format {
        let tag = ["Contract", "Declarer", "Result"]
            .iter()
            .any(|t| f.2.starts_with(&format!("the {t} tag")));
        assert!(
            !(tag && import.iter().any(|i| i.0 == f.0)),
            "found twice on line {:?}: {format:?}",
            f.0
        );
    }
    import
}

/// A traveller's line: a game by its tags alone.
fn traveller(contract: &str, declarer: &str, result: &str, score: &str) -> String {
    format!(
        "[Board \"1\"]\n[Vulnerable \"None\"]\n[Contract \"{contract}\"]\n[Declarer \"{declarer}\"]\n[Result \"{result}\"]\n[Score \"{score}\"]\n\n"
    )
}

const DEAL: &str = "N:KT8.A96.A95.7542 Q5.KJ52.KQ874.T8 AJ92.874.JT6.AQ3 7643.QT3.32.KJ96";

#[test]
fn a_contract_that_cannot_exist_is_found_and_not_scored() {
    for (contract, why) in [
        (
            "9NT",
            "no contract is of more than seven odd tricks (Law 38)",
        ),
        (
            "0NT",
            "a contract is of one odd trick at least (PBN §3.4.14)",
        ),
        (
            "4SXXX",
            "a contract is doubled (X) or redoubled (XX), no more",
        ),
        (
            "4Z",
            "its denomination is none of C, D, H, S and NT (PBN §3.4.14)",
        ),
        (
            "four spades",
            "a contract is Pass, or one to seven odd tricks in a denomination (C, D, H, S or NT), doubled (X) or redoubled (XX) (PBN §3.4.14)",
        ),
    ] {
        // 9NT by South making 9 tricks would "score" NS -300.
        let text = traveller(contract, "S", "9", "NS -250");
        assert_eq!(
            found(&text),
            [(
                Some(3),
                Kind::ContractMismatch,
                format!("the Contract tag says `{contract}`, a contract that cannot exist: {why}")
            )],
            "{contract}"
        );
    }
    // The contracts that exist are read as before: 4S by South making 9
    // is one down.
    assert_eq!(found(&traveller("4S", "S", "9", "NS -50")), []);
    assert_eq!(found(&traveller("4sx", "S", "9", "NS -100")), []);
}

#[test]
fn an_impossible_contract_tag_beside_an_auction_is_said_once() {
    let text = format!(
        "[Board \"1\"]\n[Dealer \"N\"]\n[Vulnerable \"None\"]\n[Deal \"{DEAL}\"]\n[Declarer \"N\"]\n[Contract \"8S\"]\n[Result \"8\"]\n[Auction \"N\"]\n1S Pass 2S AP\n[Score \"NS 110\"]\n\n"
    );
    // Not "the auction ends in 2S" beside it; the Score is the auction's
    // contract's, 2S by North making 8.
    assert_eq!(
        found(&text),
        [(
            Some(6),
            Kind::ContractMismatch,
            "the Contract tag says `8S`, a contract that cannot exist: no contract is of more than seven odd tricks (Law 38)".to_owned()
        )]
    );
}

#[test]
fn an_end_positions_contract_may_give_the_trump_alone() {
    let text =
        "[Board \"1\"]\n[Dealer \"N\"]\n[Deal \"N:AK... Q2... J3... T9...\"]\n[Contract \"H\"]\n\n";
    assert_eq!(found(text), []);
    let text = "[Board \"1\"]\n[Dealer \"N\"]\n[Deal \"N:AK... Q2... J3... T9...\"]\n[Contract \"9H\"]\n\n";
    assert_eq!(found(text)[0].1, Kind::ContractMismatch);
    // Outside an end position, a trump alone is no contract.
    assert_eq!(
        found(&traveller("H", "S", "9", ""))[0].1,
        Kind::ContractMismatch
    );
}

#[test]
fn a_declarer_who_is_no_seat_is_found_and_not_scored() {
    for declarer in ["Q", "NS", "^X"] {
        assert_eq!(
            found(&traveller("4S", declarer, "9", "NS 620")),
            [(
                Some(4),
                Kind::DeclarerMismatch,
                format!(
                    "the Declarer tag says `{declarer}`, which is no seat: N, E, S or W (PBN §3.4.13)"
                )
            )],
            "{declarer}"
        );
    }
    // A seat in any case, or after `^`, is a seat.
    for declarer in ["S", "South", "^S"] {
        let f = found(&traveller("4S", declarer, "9", "NS -50"));
        assert!(f.iter().all(|f| f.2.contains("Score")), "{declarer}: {f:?}");
    }
}

#[test]
fn a_result_that_cannot_exist_is_found() {
    for result in ["NS 8 EW 8", "abc", "NS 9 NS 4"] {
        assert_eq!(
            found(&traveller("4S", "S", result, "")),
            [(
                Some(5),
                Kind::ResultMismatch,
                format!(
                    "the Result tag says `{result}`, a result that cannot exist: a result is 0 to 13 tricks, declarer's or a side's (NS 9), or both sides' making thirteen (NS 9 EW 4) (PBN §3.4.15)"
                )
            )],
            "{result}"
        );
    }
    // Out of range, as before.
    let f = found(&traveller("4S", "S", "14", ""));
    assert_eq!(f.len(), 1);
    assert_eq!(f[0].1, Kind::ResultMismatch);
    // A side's tricks with no declarer to read them for is not read: a
    // note, not a finding.
    assert_eq!(found(&traveller("Pass", "", "NS 9", "")), []);
}

#[test]
fn a_long_or_hostile_value_is_quoted_cut_and_escaped() {
    let long = format!("4{}", "Z".repeat(1000));
    let f = found(&traveller(&long, "S", "9", ""));
    assert!(f[0].2.len() < 400, "{}", f[0].2);
    assert!(f[0].2.contains('…'), "{}", f[0].2);
    let f = found(&traveller("4\u{1b}[31m", "S", "9", ""));
    assert!(!f[0].2.contains('\u{1b}'), "{}", f[0].2);
}
