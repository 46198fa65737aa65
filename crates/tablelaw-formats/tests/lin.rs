//! The LIN reader and writer on real BBO files (tests/data/lin, see its
//! README) and on made-up ones: counts, decoding, errors and recovery,
//! stopping early, skipping, round trips, and arbitrary bytes.

use std::io::Read;
use std::ops::ControlFlow;

use proptest::prelude::*;
use tablelaw::score::Vulnerability;
use tablelaw::{Call, Card, Seat};
use tablelaw_formats::lin::{
    Board, BoardBuilder, CardToken, Inherited, ReadError, Reader, Visitor, write_board,
};

const BRIDGEBOTS: &[u8] = include_bytes!("data/lin/bridgebots-sample.lin");
const ENDPLAY: &[u8] = include_bytes!("data/lin/endplay-example1.lin");
const FIXTURES: [&[u8]; 2] = [BRIDGEBOTS, ENDPLAY];

/// A deal of four known hands, for made-up files.
const MD: &str = "md|1SAKQJHAKQJDAKQJCA,S2345H2345D2345C2,S6789H6789D6789C3,|";

/// Every board, or the error in its place.
fn read_all(bytes: impl Read) -> Vec<Result<Board, ReadError>> {
    let mut reader = Reader::new(bytes);
    let mut out = Vec::new();
    loop {
        match reader.read_board(&mut BoardBuilder::new()) {
            Ok(Some(board)) => out.push(Ok(board)),
            Ok(None) => return out,
            Err(e) => out.push(Err(e)),
        }
    }
}

fn boards(bytes: &[u8]) -> Vec<Board> {
    read_all(bytes)
        .into_iter()
        .collect::<Result<_, _>>()
        .expect("no errors")
}

fn card(s: &str) -> Card {
    s.parse().unwrap()
}

#[test]
fn bridgebots_sample() {
    let boards = boards(BRIDGEBOTS);
    assert_eq!(boards.len(), 1);
    let b = &boards[0];
    assert_eq!(b.player(Seat::South), Some("PrinceBen"));
    assert_eq!(b.player(Seat::East), Some("granola357"));
    let (dealer, deal) = b.deal.unwrap();
    assert_eq!(dealer, Seat::South);
    assert!(
        Seat::ALL
            .into_iter()
            .all(|s| deal.is_known(s) && deal.hand(s).len() == 13)
    );
    assert!(deal.hand(Seat::East).contains(card("SA"))); // the inferred fourth hand
    assert_eq!(b.header.as_deref(), Some("Board 15"));
    assert_eq!(b.vulnerability, Some(Vulnerability::NorthSouth));
    let calls: Vec<String> = b.calls.iter().map(|c| format!("{:#}", c.call)).collect();
    assert_eq!(
        calls,
        ["Pass", "1H", "2NT", "Pass", "3NT", "Pass", "Pass", "Pass"]
    );
    assert_eq!(
        b.calls[2].explanation.as_deref(),
        Some("Unusual No Trump: 2 5card minors")
    );
    assert!(!b.calls[2].alert);
    assert_eq!(b.plays.len(), 52);
    assert_eq!(b.plays[0], card("H4"));
    assert_eq!(b.claim, None);
    // Every card played once, by its holder's side of the table.
    let mut seen = tablelaw::CardSet::EMPTY;
    assert!(b.plays.iter().all(|c| seen.insert(*c)));
    let others: Vec<&str> = b.others.iter().map(|(c, _)| c.as_str()).collect();
    assert_eq!(others, ["st", "rh"]);
}

#[test]
fn endplay_example() {
    let boards = boards(ENDPLAY);
    assert_eq!(boards.len(), 8);
    for (i, b) in boards.iter().enumerate() {
        assert_eq!(b.header, Some(format!("Board {}", i + 1)));
        assert_eq!(b.player(Seat::South), Some("domtp"));
        let (dealer, deal) = b.deal.unwrap();
        assert_eq!(dealer, tablelaw::score::board_dealer(i as u32 + 1));
        assert!(Seat::ALL.into_iter().all(|s| deal.hand(s).len() == 13));
        assert_eq!(b.vulnerability, Some(Vulnerability::of_board(i as u32 + 1)));
        // Every card played was held by someone, and only once.
        let mut seen = tablelaw::CardSet::EMPTY;
        assert!(
            b.plays
                .iter()
                .all(|c| deal.holder(*c).is_some() && seen.insert(*c))
        );
    }
    let claims: Vec<Option<u8>> = boards.iter().map(|b| b.claim).collect();
    assert_eq!(
        claims,
        [None, None, Some(9), None, None, None, Some(11), None]
    );
    let plays: Vec<usize> = boards.iter().map(|b| b.plays.len()).collect();
    assert_eq!(plays, [52, 52, 44, 52, 52, 52, 44, 52]);
    // Board 1: `2H!` alerted and explained.
    let michaels = &boards[0].calls[3];
    assert_eq!(michaels.call, "2H".parse::<Call>().unwrap());
    assert!(michaels.alert);
    assert!(
        michaels
            .explanation
            .as_deref()
            .unwrap()
            .starts_with("Michaels")
    );
    let alerts: usize = boards
        .iter()
        .flat_map(|b| &b.calls)
        .filter(|c| c.alert)
        .count();
    assert_eq!(alerts, 3);
    let explained: usize = boards
        .iter()
        .flat_map(|b| &b.calls)
        .filter(|c| c.explanation.is_some())
        .count();
    assert_eq!(explained, 30);
}

#[test]
fn round_trips_on_every_fixture() {
    for fixture in FIXTURES {
        for board in boards(fixture) {
            let mut out = Vec::new();
            write_board(&mut out, &board).unwrap();
            let again = boards(&out);
            assert_eq!(again, [board], "{}", String::from_utf8_lossy(&out));
        }
    }
    // The whole file written and read again, too.
    let all = boards(ENDPLAY);
    let mut out = Vec::new();
    for b in &all {
        write_board(&mut out, b).unwrap();
    }
    assert_eq!(boards(&out), all);
}

#[test]
fn vugraph_players_given_once() {
    let lin = format!(
        "vg|Final,Seg 1,I,1,8,A,0,B,0|pn|s1,w1,n1,e1,s2,w2,n2,e2|pg||\n\
         qx|o1|{MD}sv|o|mb|1S|pg||\nqx|c1|{MD}sv|o|mb|2S|pg||\n\
         qx|o2|pn|x,y,z,t|{MD}\nqx|c2|{MD}"
    );
    let boards = boards(lin.as_bytes());
    let ids: Vec<&str> = boards.iter().map(|b| b.id.as_deref().unwrap()).collect();
    assert_eq!(ids, ["o1", "c1", "o2", "c2"]);
    assert_eq!(boards[0].others[0].0.as_str(), "vg");
    assert_eq!(boards[1].players.as_ref().unwrap().len(), 8);
    assert_eq!(boards[1].player(Seat::North), Some("n1"));
    assert_eq!(boards[3].player(Seat::North), Some("z"));
}

/// Page breaks before a board pause nothing and make no board: a file of
/// nothing but page breaks holds no board (found by the fuzz target: such a
/// "board" wrote as nothing, so it did not read back).
#[test]
fn page_breaks_alone_are_no_board() {
    assert!(boards(b"pg||").is_empty());
    assert!(boards(b"pg|domtp,5054np,").is_empty());
    assert!(boards(b"pg||\npg||pg||").is_empty());
    let lin = format!("pg||{MD}sv|o|mb|1S|pg||pg||{MD}");
    let read = boards(lin.as_bytes());
    assert_eq!(read.len(), 2);
    assert_eq!(read[0].calls.len(), 1);
    for b in &read {
        let mut out = Vec::new();
        write_board(&mut out, b).unwrap();
        assert_eq!(boards(&out), vec![b.clone()]);
    }
}

#[test]
fn leniencies() {
    let lin = b"\xEF\xBB\xBF PN|a,b,c,d|\r\n Md | 3SAKQJHAKQJDAKQJCA,S2345H2345D2345C2,S6789H6789D6789C3 |\n\
                sv|B|mb| 1n!|mb|X|mb|xx|mb|P|pc|as|pc|h10|mc|7";
    let boards = boards(&lin[..]);
    assert_eq!(boards.len(), 1);
    let b = &boards[0];
    assert_eq!(b.deal.unwrap().0, Seat::North);
    assert_eq!(b.vulnerability, Some(Vulnerability::Both));
    let calls: Vec<String> = b.calls.iter().map(|c| format!("{:#}", c.call)).collect();
    assert_eq!(calls, ["1NT", "X", "XX", "Pass"]);
    assert_eq!(b.plays, [card("SA"), card("HT")]);
    assert_eq!(b.claim, Some(7));
    // Latin-1 text is decoded as such.
    let b = &boards_of(b"nt|caf\xE9|")[0];
    assert_eq!(b.comments, ["café"]);
}

fn boards_of(bytes: &[u8]) -> Vec<Board> {
    boards(bytes)
}

#[test]
fn errors_have_positions_and_the_reader_recovers() {
    let lin = format!("{MD}mb|1S|\nmb|1Z|mb|p|\n{MD}mb|2H|\n{MD}pc|SX|\n{MD}\n");
    let results = read_all(lin.as_bytes());
    assert_eq!(results.len(), 4);
    let err = results[0].as_ref().unwrap_err();
    assert_eq!(err.position(), Some((2, 4)));
    assert!(
        err.to_string()
            .starts_with("line 2, column 4: expected a call"),
        "{err}"
    );
    assert!(err.to_string().ends_with("found `1Z`"), "{err}");
    assert_eq!(results[1].as_ref().unwrap().calls.len(), 1);
    assert_eq!(results[2].as_ref().unwrap_err().position(), Some((4, 63)));
    assert!(results[3].is_ok());

    // A bad deal, a bad code, a missing bar.
    let lin = format!("md|5SA|mb|1S|\n{MD}\n1?|z|pn|a|{MD}\nmd|9");
    let results = read_all(lin.as_bytes());
    let positions: Vec<Option<(usize, usize)>> = results
        .iter()
        .map(|r| r.as_ref().err().and_then(ReadError::position))
        .collect();
    // The bad code is in the second board (which began at the second `md`).
    assert_eq!(positions, [Some((1, 4)), Some((3, 1)), None, Some((4, 4))]);
    assert_eq!(results[2].as_ref().unwrap().players, Some(vec!["a".into()]));
}

#[test]
fn an_impossible_deal_is_an_error() {
    let lin = "md|1SAKQJHAKQJDAKQJCA,SA345H2345D2345C2,S6789H6789D6789C3,|";
    let err = read_all(lin.as_bytes()).pop().unwrap().unwrap_err();
    assert!(
        err.to_string().contains("expected a possible deal"),
        "{err}"
    );
}

/// Stops at the first card played.
struct UntilPlay {
    calls: usize,
    plays: usize,
}

impl Visitor for UntilPlay {
    type Output = (usize, usize);
    fn begin_board(&mut self, _: Inherited<'_>) -> ControlFlow<()> {
        (self.calls, self.plays) = (0, 0);
        ControlFlow::Continue(())
    }
    fn call(&mut self, _: tablelaw_formats::lin::CallToken<'_>) -> ControlFlow<()> {
        self.calls += 1;
        ControlFlow::Continue(())
    }
    fn play(&mut self, _: CardToken<'_>) -> ControlFlow<()> {
        self.plays += 1;
        ControlFlow::Break(())
    }
    fn end_board(&mut self) -> (usize, usize) {
        (self.calls, self.plays)
    }
}

#[test]
fn stop_early_and_skip() {
    let mut reader = Reader::new(ENDPLAY);
    let mut visitor = UntilPlay { calls: 0, plays: 0 };
    assert_eq!(reader.read_board(&mut visitor).unwrap(), Some((10, 1)));
    assert!(reader.skip_board().unwrap());
    // The third board is read whole after a stopped and a skipped one.
    let third = reader
        .read_board(&mut BoardBuilder::new())
        .unwrap()
        .unwrap();
    assert_eq!(third.header.as_deref(), Some("Board 3"));
    let mut skipped = 0;
    while reader.skip_board().unwrap() {
        skipped += 1;
    }
    assert_eq!(skipped, 5);
    assert!(reader.read_board(&mut visitor).unwrap().is_none());
    // A bad value in a stopped board is not looked at.
    let lin = format!("{MD}pc|S2|pc|zz|\n");
    let mut reader = Reader::new(lin.as_bytes());
    assert_eq!(reader.read_board(&mut visitor).unwrap(), Some((0, 1)));
}

/// Hands the input over a byte at a time.
struct Trickle<'a>(&'a [u8]);

impl Read for Trickle<'_> {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        match (self.0.split_first(), buf.first_mut()) {
            (Some((b, rest)), Some(slot)) => {
                *slot = *b;
                self.0 = rest;
                Ok(1)
            }
            _ => Ok(0),
        }
    }
}

#[test]
fn streaming_gives_the_same_boards_and_errors() {
    let bad = format!("{MD}mb|1Z|\n{MD}\n\n\nxx|{MD}");
    for input in [BRIDGEBOTS, ENDPLAY, bad.as_bytes()] {
        let whole: Vec<String> = read_all(input).iter().map(|r| format!("{r:?}")).collect();
        let trickled: Vec<String> = read_all(Trickle(input))
            .iter()
            .map(|r| format!("{r:?}"))
            .collect();
        assert_eq!(whole, trickled);
    }
    let big: Vec<u8> = ENDPLAY.repeat(200);
    assert_eq!(read_all(&big[..]).len(), 1600);
}

proptest! {
    #[test]
    fn arbitrary_bytes_never_panic(bytes in proptest::collection::vec(any::<u8>(), 0..400)) {
        let n = read_all(&bytes[..]).len();
        prop_assert!(n <= bytes.len() + 1);
    }

    #[test]
    fn mutated_fixtures_never_panic(
        which in 0..2usize,
        edits in proptest::collection::vec((any::<prop::sample::Index>(), any::<u8>()), 1..8),
    ) {
        let mut bytes = FIXTURES[which].to_vec();
        for (at, b) in edits {
            let i = at.index(bytes.len());
            bytes[i] = b;
        }
        for board in read_all(&bytes[..]).into_iter().flatten() {
            let mut out = Vec::new();
            if write_board(&mut out, &board).is_ok() {
                prop_assert_eq!(boards_of(&out), vec![board]);
            }
        }
    }
}
