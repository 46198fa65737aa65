//! `--strict`: the rules of the PBN 2.1 verifier beyond the tags' forms,
//! each on a small file with one game that breaks it: the finding, its
//! line and its wording, naming the standard's section.

use tablelaw::CodeId;
use tablelaw_formats::check::{Finding, Kind, Mode, check_pbn_in};

/// Every finding (all kinds) of `text` under `--strict`.
fn strict(text: &str) -> Vec<Finding> {
    let mut out = Vec::new();
    check_pbn_in(
        text.as_bytes(),
        CodeId::Duplicate2017,
        Mode::Strict,
        |r| out.extend(r.findings.iter().cloned()),
        |e| panic!("unreadable: {e:?}"),
    );
    out
}

/// The one finding of `text`: its line, kind and message.
fn one(text: &str) -> (Option<usize>, Kind, String) {
    let found = strict(text);
    assert_eq!(found.len(), 1, "{found:#?}");
    (found[0].line, found[0].kind, found[0].message.clone())
}

fn format(line: usize, message: &str) -> (Option<usize>, Kind, String) {
    (Some(line), Kind::Format, message.to_owned())
}

const DEAL: &str = "N:KT8.A96.A95.7542 Q5.KJ52.KQ874.T8 AJ92.874.JT6.AQ3 7643.QT3.32.KJ96";

/// A game of 2S by North: tags on lines 1-6, the auction from line 7.
fn game(rest: &str) -> String {
    format!(
        "[Board \"1\"]\n[Dealer \"N\"]\n[Vulnerable \"None\"]\n[Deal \"{DEAL}\"]\n\
         [Declarer \"N\"]\n[Contract \"2S\"]\n{rest}"
    )
}

#[test]
fn a_tab_inside_a_string_is_found() {
    assert_eq!(
        one("[Event \"Here is a tab\t\"]\n"),
        format(
            1,
            "the Event tag's value holds a tab; a string holds printing characters only (PBN §3.2)"
        )
    );
}

#[test]
fn an_inherited_value_on_a_tag_that_may_not_inherit_is_found() {
    for tag in ["Dealer", "Vulnerable", "Deal", "Declarer", "Contract"] {
        let text = format!("[Event \"a\"]\n[{tag} \"#\"]\n");
        assert_eq!(
            one(&text),
            format(
                2,
                &format!(
                    "the {tag} tag may not inherit its value (`#`, `##`): the game could not be played without it (PBN §4.8)"
                )
            ),
            "{tag}"
        );
    }
    // Other tags may.
    assert_eq!(strict("[Event \"##Club\"]\n[Site \"#\"]\n"), []);
}

#[test]
fn a_notrump_bid_written_n_is_found() {
    let text = game("[Auction \"N\"]\n1N Pass 2S AP\n");
    let found = strict(&text);
    assert!(
        found.iter().any(|f| f.kind == Kind::Format
            && f.line == Some(8)
            && f.message == "`1N` is no call: a bid in notrump is written NT, `1NT` (PBN §3.5.1)"),
        "{found:#?}"
    );
}

#[test]
fn the_plus_of_an_auction_to_be_continued_is_its_last_token() {
    // The call after + is also West's out of rotation: refereed, a finding.
    let text = "[Dealer \"N\"]\n[Auction \"N\"]\n1S Pass + Pass\n";
    let found: Vec<(Option<usize>, Kind, String)> = strict(text)
        .into_iter()
        .map(|f| (f.line, f.kind, f.message))
        .collect();
    assert_eq!(found.len(), 2, "{found:#?}");
    assert!(found.contains(&format(
        3,
        "the auction: a call after +: + stands for the next call, and nothing follows it (PBN §3.5)"
    )));
    let text = "[Dealer \"N\"]\n[Auction \"N\"]\n1S Pass + +\n";
    assert_eq!(
        one(text),
        format(
            3,
            "the auction: a second +: + stands for the one next call or card to be made (PBN §3.5)"
        )
    );
}

#[test]
fn the_plus_of_a_play_to_be_continued_is_followed_by_no_later_trick() {
    let play = "[Auction \"N\"]\n1S Pass 2S AP\n[Play \"E\"]\nDK D6 D2 DA\n+ - - C2\n";
    assert_eq!(strict(&game(play)), []);
    // In the trick of the +, a card after it in the order of play: North
    // leads C2, East's + stands for his card, and South's CQ is given.
    let text = game("[Auction \"N\"]\n1S Pass 2S AP\n[Play \"E\"]\nDK D6 D2 DA\n+ CQ - C2\n");
    assert_eq!(
        one(&text),
        format(
            11,
            "the play: a card after the + that stands for East's next card, in trick 2 (PBN §3.6)"
        )
    );
    let text = game(&format!("{play}C8 CQ CK -\n"));
    assert_eq!(
        one(&text),
        format(
            12,
            "the play: a card in a trick after the one whose + stands for the next card (PBN §3.6)"
        )
    );
}

#[test]
fn a_table_broken_is_found_with_its_section() {
    let table = |columns: &str, rows: &str| format!("[ActionTable \"{columns}\"]\n{rows}");
    assert_eq!(strict(&table("Rank;Call\\4L", "1 4H\n2 \"4 D\"\n")), []);
    assert_eq!(
        one(&table("Rank;Call\\L", "1 4H\n")),
        format(
            1,
            "the ActionTable column `Call\\L`: a width `\\` is followed by its number of characters (PBN §3.2, §5.2)"
        )
    );
    assert_eq!(
        one(&table("Rank;Call", "1 4H\n2\n")),
        format(
            1,
            "the ActionTable section gives 3 elements for 2 columns: a row lacks 1 (PBN §5.2)"
        )
    );
    assert_eq!(
        one(&table("Rank;Call", "1 4H ; a comment\n")),
        format(
            2,
            "the ActionTable section: a comment after a table element (PBN §5.1)"
        )
    );
    assert_eq!(
        one(&table("Rank;Text", "1 %\n")),
        format(
            2,
            "the ActionTable section: a section token holds none of [ ] { } ; \" % (a string token in quotes may) (PBN §5.1)"
        )
    );
}

#[test]
fn a_deal_with_two_spaces_or_no_hand_is_found() {
    assert_eq!(
        one("[Deal \"W:KQT2.AT.J6542.85  - - -\"]\n"),
        format(
            1,
            "the Deal tag: `W:KQT2.AT.J6542.85  - - -`: the hands are separated by one space (PBN §3.4.11)"
        )
    );
    assert_eq!(
        one("[Deal \"W:- - - -\"]\n"),
        format(
            1,
            "the Deal tag: `W:- - - -` gives no hand: a deal gives one hand at least, `-` for each not given (PBN §3.4.11)"
        )
    );
}

#[test]
fn a_result_without_play_or_declarer_is_found() {
    assert_eq!(
        one("[Contract \"Pass\"]\n[Result \"1\"]\n"),
        format(
            2,
            "the Result tag says `1` for a deal all four passed; its value is then empty (PBN §3.4.15)"
        )
    );
    assert_eq!(
        one("[Declarer \"\"]\n[Result \"1\"]\n"),
        format(
            2,
            "the Result tag says `1`, declarer's tricks, and no Declarer tag says who declarer is (PBN §3.4.13, §3.4.15)"
        )
    );
    // A side's tricks need no declarer.
    assert_eq!(strict("[Result \"NS 9\"]\n"), []);
}

#[test]
fn scoring_fields_and_percentages_are_found_out_of_form() {
    assert_eq!(
        one("[Scoring \"IMP;??\"]\n"),
        format(
            1,
            "the Scoring tag: `??` is not a scoring field: a name such as MP, IMP, Butler or Cross1, fields separated by `;` (PBN §3.4.12)"
        )
    );
    assert_eq!(strict("[Scoring \"MP;Butler-2\"]\n"), []);
    assert_eq!(
        one("[ScorePercentage \"-10\"]\n"),
        format(
            1,
            "the ScorePercentage tag: `-10` is not a percentage score: a number from 0 to 100, or NS and EW each with one (PBN §4.2.4)"
        )
    );
}

#[test]
fn a_declarer_marked_swapped_with_no_swap_is_a_mark_mismatch_in_every_mode() {
    // South deals and declares 1C: `^S` says South played as declarer in
    // place of North, which the auction does not have.
    let text = "[Dealer \"S\"]\n[Declarer \"^S\"]\n[Contract \"1C\"]\n[Auction \"S\"]\n1C AP\n";
    let (line, kind, message) = one(text);
    assert_eq!((line, kind), (Some(2), Kind::MarkMismatch));
    assert_eq!(
        message,
        "the Declarer tag says ^S, declarer and dummy swapped (PBN §3.4.13), but the auction makes South declarer (1C by South): nothing was swapped"
    );
    let r = tablelaw_formats::check::check_pbn(text.as_bytes(), CodeId::Duplicate2017);
    assert_eq!(r.findings().count(), 1);
}

#[test]
fn a_lines_ending_rule_of_the_file_is_said_once() {
    let game = |board: u32| {
        format!(
            "[Event \"e\"]\n[Site \"s\"]\n[Date \"2024.01.02\"]\n[Board \"{board}\"]\n[West \"w\"]\n\
             [North \"n\"]\n[East \"e\"]\n[South \"s\"]\n[Dealer \"N\"]\n[Vulnerable \"None\"]\n\
             [Deal \"{DEAL}\"]\n[Scoring \"MP\"]\n[Declarer \"?\"]\n[Contract \"?\"]\n[Result \"?\"]\n"
        )
    };
    let text = format!("% EXPORT\n{}\n{}\n{}", game(1), game(2), game(3));
    let found = strict(&text);
    assert_eq!(
        found
            .iter()
            .map(|f| (f.line, f.message.as_str()))
            .collect::<Vec<_>>(),
        [(
            Some(1),
            "lines end in LF alone; the export format ends them in CR LF (PBN §2.3); said once for the file"
        )]
    );
}

#[test]
fn a_vulnerability_the_rubber_history_contradicts_is_found() {
    // North-South won the first game (120 below the line): they are
    // vulnerable, not "None".
    let text = game("[ScoreRubberHistory \"NS 0 60/120 30 EW 0 0/40 0\"]\n");
    assert_eq!(
        one(&text),
        format(
            3,
            "the Vulnerable tag says `None`, but the games won in the ScoreRubberHistory tag (line 7) make it NS (PBN §4.2.6)"
        )
    );
    // In agreement: nothing.
    let text = text.replace("[Vulnerable \"None\"]", "[Vulnerable \"NS\"]");
    assert!(strict(&text).is_empty(), "{:#?}", strict(&text));
}
