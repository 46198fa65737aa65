//! `--strict`: a PBN file held to the PBN 2.1 standard as its verifier
//! holds it; each rule on a small file that breaks it, the finding's line
//! and wording, and the verifier's correct files giving none.

use std::path::Path;

use tablelaw::CodeId;
use tablelaw_formats::check::{Finding, Kind, Mode, check_pbn_in};

fn strict(text: impl AsRef<[u8]>) -> Vec<Finding> {
    let mut out = Vec::new();
    check_pbn_in(
        text.as_ref(),
        CodeId::Duplicate2017,
        Mode::Strict,
        |r| {
            out.extend(
                r.findings
                    .iter()
                    .filter(|f| f.kind == Kind::Format)
                    .cloned(),
            )
        },
        |e| panic!("unreadable: {e:?}"),
    );
    out
}

/// The one format finding of `text`: its line and message.
fn one(text: &str) -> (Option<usize>, String) {
    let found = strict(text);
    assert_eq!(found.len(), 1, "{found:#?}");
    (found[0].line, found[0].message.clone())
}

const DEAL: &str = "N:KT8.A96.A95.7542 Q5.KJ52.KQ874.T8 AJ92.874.JT6.AQ3 7643.QT3.32.KJ96";

#[test]
fn the_verifiers_correct_files_give_no_finding() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/pbn");
    let mut files = 0;
    for e in std::fs::read_dir(dir).unwrap() {
        let path = e.unwrap().path();
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        if !name.starts_with("verifier-correct") {
            continue;
        }
        files += 1;
        let text = std::fs::read(&path).unwrap();
        assert_eq!(strict(&text), [], "{name}");
    }
    assert_eq!(files, 3);
}

#[test]
fn a_tag_given_twice_is_found_where_it_is_repeated() {
    let (line, m) = one("[Board \"1\"]\n[Event \"a\"]\n[Board \"1\"]\n");
    assert_eq!(line, Some(3));
    assert_eq!(
        m,
        "the tag Board is given again (first at line 1); a tag pair is given once in a game, and a repeat is ignored (PBN §3.4)"
    );
}

#[test]
fn tag_values_in_the_wrong_form_name_their_section() {
    for (tag, value, section) in [
        ("Date", "2021-08-23", "§3.4.3"),
        ("Board", "0", "§3.4.4"),
        ("Dealer", "X", "§3.4.9"),
        ("Vulnerable", "NSEW", "§3.4.10"),
        ("Declarer", "North", "§3.4.13"),
        ("Contract", "1N", "§3.4.14"),
        ("Result", "ns 9", "§3.4.15"),
        ("Score", "NS 1.5", "§4.2.1"),
        ("Time", "12.00", "§4.5.1"),
        ("Room", "Both", "§4.1.7"),
    ] {
        let (line, m) = one(&format!("[Event \"e\"]\n[{tag} \"{value}\"]\n"));
        assert_eq!(line, Some(2), "{tag}");
        assert!(m.starts_with(&format!("the {tag} tag: `{value}`")), "{m}");
        assert!(m.ends_with(&format!("(PBN {section})")), "{m}");
    }
    // A Contract, Declarer or Result that cannot exist is found in every
    // mode, as its tag's kind: not a second time as a form.
    for (tag, value) in [("Declarer", "NS"), ("Contract", "8NT"), ("Result", "NS 14")] {
        assert_eq!(
            strict(format!("[Event \"e\"]\n[{tag} \"{value}\"]\n")),
            [],
            "{tag}"
        );
    }
    // Unknown and empty values are right for any tag; an inherited one for
    // a tag that may inherit (not the Dealer's, §4.8).
    assert_eq!(strict("[Date \"?\"]\n[Board \"\"]\n[Event \"#\"]\n"), []);
}

#[test]
fn notes_referred_to_and_given_must_meet() {
    let head = format!("[Board \"1\"]\n[Dealer \"N\"]\n[Deal \"{DEAL}\"]\n[Auction \"N\"]\n");
    // Referred to, not given.
    let (line, m) = one(&format!(
        "{head}1NT =1= Pass 2C =2= AP\n[Note \"1:15-17\"]\n"
    ));
    assert_eq!(line, Some(5));
    assert_eq!(
        m,
        "the auction refers to note 2, which no Note tag of the auction gives (PBN §3.5.5)"
    );
    // Given, not referred to.
    let (line, m) = one(&format!(
        "{head}1NT =1= AP\n[Note \"1:15-17\"]\n[Note \"2:stray\"]\n"
    ));
    assert_eq!(line, Some(7));
    assert_eq!(
        m,
        "note 2 is given in the auction but nothing there refers to it (PBN §3.5.5)"
    );
    // A note in the identification section.
    let (line, m) = one(&format!("[Note \"1:early\"]\n{head}1NT AP\n"));
    assert_eq!(line, Some(1));
    assert!(
        m.starts_with("note 1 stands in the identification section"),
        "{m}"
    );
    // A reference out of range.
    let found = strict(format!("{head}1NT =33= AP\n"));
    assert!(
        found[0].message.contains("n from 1 to 32 (PBN §3.5.4)"),
        "{found:?}"
    );
}

#[test]
fn irregularity_marks_must_mark_what_they_may() {
    let head = format!("[Board \"1\"]\n[Dealer \"N\"]\n[Deal \"{DEAL}\"]\n[Auction \"N\"]\n");
    // ^I before a pass: an insufficient bid is a bid.
    let (line, m) = one(&format!("{head}1S ^I Pass Pass Pass\nPass\n"));
    assert_eq!(line, Some(5));
    assert_eq!(m, "^I marks `Pass`, which is not a bid (PBN §3.9)");
    // A mark with nothing after it: the reader cannot read on (in any mode).
    let mut errors = Vec::new();
    check_pbn_in(
        format!("{head}1S Pass Pass Pass ^I\n").as_bytes(),
        CodeId::Duplicate2017,
        Mode::Strict,
        |_| {},
        |e| errors.push(e),
    );
    assert_eq!(errors.len(), 1);
    assert_eq!(errors[0].line, Some(6));
    assert!(
        errors[0].message.contains("after the irregularity mark"),
        "{errors:?}"
    );
    // ^L before a place with no card.
    let play = format!(
        "[Board \"1\"]\n[Dealer \"N\"]\n[Deal \"{DEAL}\"]\n[Declarer \"N\"]\n[Contract \"2S\"]\n[Auction \"N\"]\n1S Pass 2S AP\n[Play \"E\"]\nH2 H3 ^L -\n"
    );
    let found = strict(&play);
    assert!(
        found
            .iter()
            .any(|f| f.message == "^L marks no call or card here (PBN §3.9)" && f.line == Some(9)),
        "{found:#?}"
    );
}

#[test]
fn nags_stand_where_their_numbers_belong() {
    let head = format!("[Board \"1\"]\n[Dealer \"N\"]\n[Deal \"{DEAL}\"]\n[Auction \"N\"]\n");
    let (line, m) = one(&format!("{head}1S $7 AP\n"));
    assert_eq!(line, Some(5));
    assert_eq!(m, "`$7` is for cards, and stands in the auction (PBN §3.7)");
}

#[test]
fn lines_over_255_characters_and_control_characters() {
    let long = format!("[Event \"{}\"]\n", "x".repeat(250));
    let (line, m) = one(&long);
    assert_eq!(line, Some(1));
    assert_eq!(
        m,
        "the line is 261 characters long with its end; the most is 255 (PBN §2.3)"
    );
    // 254 and the line feed: the most there may be, as the verifier's file has.
    assert_eq!(strict(format!("[Event \"{}\"]\n", "x".repeat(243))), []);
    let (line, m) = one("[Event \"a\x07b\"]\n");
    assert_eq!(line, Some(1));
    assert_eq!(
        m,
        "control character 0x07, which PBN does not allow (PBN §2.2)"
    );
}

/// A game in the export format as the standard lays it out: no finding.
fn export_game() -> String {
    let lines = [
        "% PBN 2.1",
        "% EXPORT",
        "[Event \"Club\"]",
        "[Site \"Here\"]",
        "[Date \"2024.01.02\"]",
        "[Board \"1\"]",
        "[West \"W\"]",
        "[North \"N\"]",
        "[East \"E\"]",
        "[South \"S\"]",
        "[Dealer \"N\"]",
        "[Vulnerable \"None\"]",
        &format!("[Deal \"{DEAL}\"]"),
        "[Scoring \"MP\"]",
        "[Declarer \"N\"]",
        "[Contract \"2S\"]",
        "[Result \"8\"]",
        "[Score \"NS 110\"]",
        "[Auction \"N\"]",
        "1S Pass 2S Pass",
        "Pass Pass",
    ];
    lines.iter().map(|l| format!("{l}\r\n")).collect()
}

#[test]
fn a_file_in_the_export_format_is_held_to_its_rules() {
    let good = export_game();
    assert_eq!(strict(&good), []);
    // Without `% EXPORT`, the same file with LF alone is import format.
    let lf = good.replace("\r\n", "\n");
    assert_eq!(strict(lf.replace("% EXPORT\n", "")), []);
    let (line, m) = one(&lf);
    assert_eq!(line, Some(1));
    assert_eq!(
        m,
        "lines end in LF alone; the export format ends them in CR LF (PBN §2.3); said once for the file"
    );
    // A mandatory tag missing.
    let (_, m) = one(&good.replace("[Site \"Here\"]\r\n", ""));
    assert_eq!(
        m,
        "the export format gives the 15 mandatory tags; missing: Site (PBN §3.4)"
    );
    // Out of order.
    let (line, m) = one(&good
        .replace("[Score \"NS 110\"]\r\n", "")
        .replace("[Auction", "[Score \"NS 110\"]\r\n[Auction")
        .replace("[Event \"Club\"]\r\n", "")
        .replace("[Site", "[Event \"Club\"]\r\n[Site")
        .replace(
            "[Date \"2024.01.02\"]\r\n[Board \"1\"]",
            "[Board \"1\"]\r\n[Date \"2024.01.02\"]",
        ));
    assert_eq!(line, Some(6));
    assert!(
        m.starts_with("the Date tag comes after the Board tag"),
        "{m}"
    );
    // A tag pair not alone, or spaced otherwise.
    let (line, m) = one(&good.replace("[Board \"1\"]", "[Board  \"1\"]"));
    assert_eq!(line, Some(6));
    assert!(
        m.contains("`[Name \"value\"]` with one space (PBN §3.3)"),
        "{m}"
    );
    // The export format's narrower values.
    let (_, m) = one(&good.replace("None", "Love"));
    assert_eq!(
        m,
        "the Vulnerable tag: `Love`: the export format writes None, NS, EW or All (PBN §3.4.10)"
    );
    let (_, m) = one(&good.replace("[Result \"8\"]", "[Result \"NS 8\"]"));
    assert!(
        m.ends_with("the export format gives declarer's tricks (PBN §3.4.15)"),
        "{m}"
    );
    // The deal from the dealer, the ranks in order.
    let (_, m) = one(&good.replace("N:KT8.A96", "N:8TK.A96"));
    assert!(
        m.starts_with("the ranks of a suit are not in descending order"),
        "{m}"
    );
    // The auction from the dealer; suffixes as NAGs.
    let (_, m) = one(&good.replace("1S Pass 2S", "1S! Pass 2S"));
    assert!(m.starts_with("a suffix (! or ?)"), "{m}");
    // A tab.
    let (_, m) = one(&good.replace("1S Pass", "1S\tPass"));
    assert_eq!(
        m,
        "a tab, which the export format does not allow (PBN §2.3)"
    );
}

/// The default mode keeps the import format's tolerance: none of this is
/// a finding without `--strict`.
#[test]
fn the_default_mode_finds_none_of_it() {
    let text = export_game()
        .replace("None", "Love")
        .replace("1S Pass", "1S $7 Pass");
    let mut found = Vec::new();
    check_pbn_in(
        text.as_bytes(),
        CodeId::Duplicate2017,
        Mode::Import,
        |r| found.extend(r.findings.iter().cloned()),
        |_| {},
    );
    assert_eq!(found, []);
}
