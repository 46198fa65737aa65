//! `check` of LIN records on small files: the results line of a vugraph
//! file (`rs|`) against each board's auction, play and claim (`mc|`), and
//! a card the hand on turn does not hold.

use tablelaw::CodeId;
use tablelaw_formats::check::{FileReport, Kind, check_lin};

fn check(text: &str) -> FileReport {
    check_lin(text.as_bytes(), CodeId::Duplicate2017)
}

/// (board as said, line, kind, message) of every finding.
fn found(r: &FileReport) -> Vec<(String, Option<usize>, Kind, String)> {
    r.findings()
        .map(|f| (f.place.to_string(), f.line, f.kind, f.message.clone()))
        .collect()
}

/// North deals; South, West, North (East's hand is the rest).
const MD: &str = "md|3SAJ92H874DJT6CAQ3,S7643HQT3D32CKJ96,SKT8HA96DA95C7542,|";
/// 2S by North; East leads DK, North wins the first trick and claims 8.
const BOARD: &str = "sv|o|mb|1S|mb|p|mb|2S|mb|p|mb|p|mb|p|pc|DK|pc|D6|pc|D2|pc|DA|mc|8|";

fn vugraph(results: &str) -> String {
    format!(
        "vg|Match,Segment 1,I,1,2,Home,0,Away,0|\nrs|{results}|\npn|s1,w1,n1,e1,s2,w2,n2,e2|\n\
         qx|o1|{MD}{BOARD}\nqx|c1|{MD}{BOARD}\nqx|o2|{MD}{BOARD}\n"
    )
}

#[test]
fn the_results_line_that_agrees_with_each_board_gives_no_finding() {
    let r = check(&vugraph("2SN=,2SN=,,"));
    assert_eq!(r.boards.len(), 3);
    assert_eq!(found(&r), []);
}

#[test]
fn the_results_line_is_compared_with_each_boards_claim_and_auction() {
    // The closed room's entry says one over (9 tricks): the claim gives 8;
    // the second board's open room entry gives 3NT by South.
    let r = check(&vugraph("2SN=,2SN+1,3NS-1,"));
    assert_eq!(
        found(&r),
        [
            (
                // The closed room of board 1 (`qx|c1`).
                "board 1".to_owned(),
                Some(2),
                Kind::ResultMismatch,
                "the results line (rs) gives 2SN+1 (9 tricks) for this board, but the claim (mc) gives North 8".to_owned()
            ),
            (
                "board 2".to_owned(),
                Some(2),
                Kind::ContractMismatch,
                "the results line (rs) gives 3NS-1 (3NT by South) for this board, but its auction ends in 2S by North".to_owned()
            ),
        ]
    );
}

#[test]
fn the_results_line_with_another_declarer_is_a_declarer_mismatch() {
    let r = check(&vugraph("2SS=,,,"));
    let kinds: Vec<Kind> = r.findings().map(|f| f.kind).collect();
    assert_eq!(kinds, [Kind::DeclarerMismatch]);
}

#[test]
fn a_card_the_hand_on_turn_does_not_hold_is_said_so() {
    // East leads DK; South is on turn, and North's DA comes next.
    let text = format!("{MD}sv|o|mb|1S|mb|p|mb|2S|mb|p|mb|p|mb|p|pc|DK|pc|DA|\n");
    let r = check(&text);
    assert_eq!(
        found(&r),
        [(
            "game 1 in the file".to_owned(),
            Some(1),
            Kind::IllegalPlay,
            "card 2 (trick 1): it is South's turn, and South does not hold DA (North does)"
                .to_owned()
        )]
    );
}
