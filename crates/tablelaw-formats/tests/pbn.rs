//! The PBN reader and writer on the real files of `tests/data/pbn/`: the
//! games each file holds, what they decode to, tag values inherited,
//! comments and escapes, errors and where they are, a visitor that stops or
//! skips, and the writer's export form read back the same. Properties
//! over arbitrary input are in `pbn_props.rs`.

use core::ops::ControlFlow;

use tablelaw::{Call, Card, CardSet, Seat};
use tablelaw_formats::pbn::{
    CallKind, Game, GameBuilder, Irregularity, PlayKind, RawValue, ReadError, Reader, Suffix,
    Visitor,
};

mod pbn_helpers;
use pbn_helpers::*;

fn count_lines_starting(bytes: &[u8], prefix: &[u8]) -> usize {
    bytes
        .split(|&b| b == b'\n')
        .filter(|l| l.starts_with(prefix))
        .count()
}

#[test]
fn every_fixture_reads_to_its_number_of_games() {
    for (name, expected) in FIXTURES {
        let bytes = data(name);
        let games = read_all(&bytes);
        assert_eq!(games.len(), expected, "{name}");
        if name.starts_with("handrecord") || name.starts_with("realbridge") {
            assert_eq!(
                games.len(),
                count_lines_starting(&bytes, b"[Board "),
                "{name}"
            );
        }
    }
}

#[test]
fn realbridge_auctions_and_plays_decode_to_engine_values() {
    let bytes = data("realbridge-export.pbn");
    assert_eq!(count_lines_starting(&bytes, b"[Event "), 299);
    let games = read_all(&bytes);
    assert_eq!(games.len(), 299);
    let mut cards_seen = 0;
    let with_auction = games.iter().filter(|g| g.auction.is_some()).count();
    assert_eq!(with_auction, count_lines_starting(&bytes, b"[Auction "));
    for game in &games {
        let deal = game.deal.expect("a deal");
        let Some(auction) = game.auction.as_ref() else {
            continue;
        };
        assert_eq!(
            Some(auction.first.letter().to_string().as_str()),
            game.tag("Dealer")
        );
        for call in &auction.calls {
            assert!(
                matches!(call.kind, CallKind::Call(_) | CallKind::AllPass),
                "{call:?}"
            );
            if let Some(n) = call.note {
                assert!(
                    game.call_note(n).is_some(),
                    "note {n} of board {:?}",
                    game.tag("Board")
                );
            }
        }
        if let Some(play) = &game.play {
            let mut played = CardSet::EMPTY;
            for card in &play.cards {
                if let Some(c) = card.card() {
                    assert_eq!(deal.holder(c), Some(card.seat), "{c} by {:?}", card.seat);
                    assert!(played.insert(c));
                    cards_seen += 1;
                }
            }
        }
    }
    // The cards of the play sections, counted by hand.
    let text = String::from_utf8_lossy(&bytes);
    let mut in_play = false;
    let mut expected = 0;
    for line in text.lines() {
        if line.starts_with('[') {
            in_play = line.starts_with("[Play ");
        } else if in_play {
            expected += line
                .split_whitespace()
                .filter(|w| w.len() == 2 && w != &"--")
                .count();
        }
    }
    assert_eq!(cards_seen, expected);
    assert!(cards_seen > 5_000);
    let second = &games[1];
    let auction = second.auction.as_ref().unwrap();
    assert_eq!(
        auction.calls[0].kind,
        CallKind::Call("1C".parse::<Call>().unwrap())
    );
    assert_eq!(auction.calls[0].seat, Seat::South);
    assert_eq!(auction.calls[0].note, Some(1));
    assert_eq!(second.call_note(1), Some(" 11-13,17-19 or clubs"));
    assert_eq!(second.call_note(2), Some(" 9-11, no 4cM"));
    let play = second.play.as_ref().unwrap();
    assert_eq!(play.leader, Seat::East);
    assert_eq!(play.cards[0].card(), Some("D4".parse::<Card>().unwrap()));
    assert_eq!(play.cards.last().unwrap().kind, PlayKind::End);
    let table = second
        .tags
        .iter()
        .find(|t| t.name == "OptimumResultTable")
        .unwrap();
    assert_eq!(table.value, "Declarer;Denomination\\2R;Result\\2R");
    assert_eq!(table.lines.len(), 20);
    assert_eq!(table.lines[0], "N NT  7");
}

#[test]
fn verifier_irregularities_annotations_and_notes() {
    let games = read_all(&data("verifier-correct_10.pbn"));
    // Game 3: `- ^S 1D ^I 1C / 4S ^I 3NT ^S ^S / X 5H X AP`.
    let auction = games[2].auction.as_ref().unwrap();
    let kinds: Vec<_> = auction
        .calls
        .iter()
        .map(|c| (c.kind, c.irregularity, c.seat))
        .collect();
    let bid = |s: &str| CallKind::Call(s.parse().unwrap());
    assert_eq!(kinds[0], (CallKind::NotYet, None, Seat::West));
    assert_eq!(kinds[1], (CallKind::Skipped, None, Seat::North));
    assert_eq!(kinds[2], (bid("1D"), None, Seat::East));
    assert_eq!(
        kinds[3],
        (bid("1C"), Some(Irregularity::Insufficient), Seat::South)
    );
    assert_eq!(
        kinds[5],
        (bid("3NT"), Some(Irregularity::Insufficient), Seat::North)
    );
    assert_eq!(kinds[6].0, CallKind::Skipped);
    assert_eq!(kinds.last().unwrap().0, CallKind::AllPass);
    let play = games[2].play.as_ref().unwrap();
    let marked: Vec<_> = play
        .cards
        .iter()
        .filter_map(|c| {
            c.irregularity
                .map(|i| (i, c.card().unwrap().to_string(), c.trick))
        })
        .collect();
    assert_eq!(marked[0], (Irregularity::Revoke, "♠5".to_owned(), 2));
    assert_eq!(marked[1], (Irregularity::LeadOutOfTurn, "♣K".to_owned(), 2));
    assert_eq!(marked[2], (Irregularity::Revoke, "♣6".to_owned(), 3));
    assert_eq!(games[2].tag("Declarer"), Some("^S"));
    // Game 2: annotations among brace comments; auction and play notes apart.
    let auction = games[1].auction.as_ref().unwrap();
    let three_h = &auction.calls[3];
    assert_eq!(three_h.suffix, Some(Suffix::Good));
    assert_eq!(three_h.nags.as_slice(), &[13]);
    assert_eq!(three_h.note, Some(1));
    assert_eq!(
        games[1].call_note(1),
        Some(" non-forcing 6-9 points, 6-card")
    );
    assert_eq!(games[1].card_note(1), Some("highest of series"));
    // Game 4: Latin-1 and escapes in strings; game 22: a tag over lines.
    let east = games[3].tag("East").unwrap();
    assert_eq!(east, "\\\"\\\"\"\\  \\a");
    assert!(games[3].tag("South").unwrap().starts_with(" \u{a0} ¡ ¢ £"));
    assert_eq!(games[21].tag("Event"), Some("use new lines"));
    assert_eq!(games[22].tag("Date"), Some("1998.03.21"));
}

/// §4.8: a lasting value (`##`) is added to the games that lack its tag;
/// an added Deal tag gives the game its deal, and an added Auction tag
/// starts its auction, as they would where they stood.
#[test]
fn pbn_4_8_lasting_deal_and_auction_are_added_with_their_parts() {
    let text = "[Board \"1\"]\n[Deal \"##W:.AQJ85.986.JT973 A8643.97642.Q.Q8 KT9.K3.K75.AK652 QJ752.T.AJT432.4\"]\n[Auction \"##S\"]\nPass\n\n\
                [Board \"2\"]\n";
    let games = read_all(text.as_bytes());
    assert_eq!(games.len(), 2);
    let (first, second) = (&games[0], &games[1]);
    assert_eq!(second.tag("Deal"), first.tag("Deal"));
    assert!(second.deal.is_some());
    assert_eq!(second.deal, first.deal);
    assert_eq!(
        second.auction.as_ref().map(|a| (a.first, a.calls.len())),
        Some((Seat::South, 0))
    );
    // What is written reads back to the same games.
    let written = write(&games);
    assert_eq!(write(&read_all(&written)), written);
}

/// §4.8: a value that is `#` or begins with `##` (read from `###` or
/// `####x`, text after `##`) cannot be written as it is, which would
/// inherit; it is written after `##` and reads back the same. A Note tag
/// does not inherit, so its `#` is written as it is.
#[test]
fn pbn_4_8_a_value_that_would_inherit_is_written_after_two_hashes() {
    let text = "[Board \"3\"]\n[West \"###\"]\n[North \"####x\"]\n[East \"#x\"]\n[Note \"#\"]\n";
    let games = read_all(text.as_bytes());
    assert_eq!(games.len(), 1);
    assert_eq!(games[0].tag("West"), Some("#"));
    assert_eq!(games[0].tag("North"), Some("##x"));
    assert_eq!(games[0].tag("East"), Some("#x"));
    let written = String::from_utf8(write(&games)).unwrap();
    assert!(written.contains("[West \"###\"]"), "{written}");
    assert!(written.contains("[North \"####x\"]"), "{written}");
    assert!(written.contains("[East \"#x\"]"), "{written}");
    assert!(written.contains("[Note \"#\"]"), "{written}");
    let again = read_all(written.as_bytes());
    assert_eq!(again[0].tags, games[0].tags);
    assert_eq!(write(&again), written.as_bytes());
}

/// §4.8 with §3.4.11: a lasting Deal or Auction value that is no deal or
/// no seat is an error where it is given; the games after, which lack
/// the tag, are read without it (not with a tag that, written, would be
/// that error), and are written and read back the same.
#[test]
fn pbn_4_8_a_lasting_value_that_is_an_error_where_given_is_not_added() {
    let text = "[Board \"1\"]\n[Deal \"##1980.10.24\"]\n\n\
                [Board \"2\"]\n[Auction \"##Q\"]\n\n\
                [Board \"3\"]\n[Play \"##-\"]\n\n\
                [Board \"4\"]\n";
    let read: Vec<_> = Reader::new(text.as_bytes())
        .read_all(GameBuilder::new)
        .collect();
    assert_eq!(read.len(), 4);
    assert!(read[0].is_err() && read[1].is_err(), "{read:?}");
    let games: Vec<Game> = read.into_iter().filter_map(Result::ok).collect();
    let (third, fourth) = (&games[0], &games[1]);
    assert_eq!(third.tag("Deal"), None);
    assert_eq!(third.tag("Auction"), None);
    assert!(third.auction.is_none());
    assert_eq!(fourth.tag("Deal"), None);
    assert_eq!(fourth.tag("Auction"), None);
    // A lasting `-` play (no play) is added, as no play.
    assert!(fourth.play.is_none());
    for game in &games {
        let written = write(std::slice::from_ref(game));
        let again = read_all(&written);
        assert_eq!(again.len(), 1);
        assert_eq!(write(&again), written);
    }
}

#[test]
fn verifier_tag_value_inheritance() {
    let games = read_all(&data("verifier-correct_20.pbn"));
    let hidden: Vec<Option<&str>> = games[..17].iter().map(|g| g.tag("Hidden")).collect();
    assert_eq!(games[1].tag("Event"), Some("Autumn regional"));
    assert_eq!(games[14].tag("Site"), Some("Gatlinburg, TN"));
    assert_eq!(games[1].tag("West"), Some("?"));
    assert_eq!(games[6].tag("West"), Some("?"));
    assert_eq!(hidden[1], Some("WNE"));
    assert_eq!(hidden[2], Some("WNE"));
    assert_eq!(&hidden[3..8], &[Some("NES"); 5]);
    assert_eq!(&hidden[8..12], &[Some("ESW"); 4]);
    assert_eq!(&hidden[12..15], &[Some("SWN"); 3]);
    assert_eq!(hidden[15], None);
    assert_eq!(
        games[15]
            .tag("Event")
            .map(|e| e.starts_with("International")),
        Some(true)
    );
    // `[ScoreTable "#"]` takes the columns of the game before.
    let (a, b) = (&games[44], &games[45]);
    assert_eq!(b.tag("ScoreTable"), a.tag("ScoreTable"));
    // The `+` marks and an end position (no deal decoded).
    assert_eq!(
        games[24].play.as_ref().unwrap().cards.last().unwrap().kind,
        PlayKind::Continue
    );
    assert_eq!(
        games[29]
            .auction
            .as_ref()
            .unwrap()
            .calls
            .last()
            .unwrap()
            .kind,
        CallKind::Continue
    );
    assert!(games[30].deal.is_none() && games[30].tag("Deal").is_some());
}

#[test]
fn comments_escapes_crlf_and_bom() {
    let lf = read_all(&data("heilman-three_test_records.pbn"));
    let crlf = read_all(&data("heilman-three_test_records_crlf.pbn"));
    assert_eq!(lf, crlf);
    let mut bom = b"\xEF\xBB\xBF".to_vec();
    bom.extend(data("heilman-three_test_records.pbn"));
    assert_eq!(read_all(&bom), lf);
    let with_empty_line = read_all(&data("heilman-test_record_with_empty_line_in_comment.pbn"));
    assert_eq!(with_empty_line[0].tag("Board"), Some("1"));
    let escape = read_all(&data("heilman-test_record_with_escape_in_comment.pbn"));
    assert_eq!(escape[0].tags.len(), 1);
    struct Comments(Vec<String>);
    impl Visitor for Comments {
        type Output = Vec<String>;
        fn comment(&mut self, text: RawValue<'_>) -> ControlFlow<()> {
            self.0.push(text.decode().into_owned());
            ControlFlow::Continue(())
        }
        fn end_game(&mut self) -> Vec<String> {
            core::mem::take(&mut self.0)
        }
    }
    let bytes = data("heilman-test_record_with_escape_in_comment.pbn");
    let comments = Reader::new(&bytes[..])
        .read_game(&mut Comments(Vec::new()))
        .unwrap()
        .unwrap();
    assert_eq!(comments, ["\n%\n"]);
}

#[test]
fn errors_have_line_and_column_and_the_reader_moves_on() {
    let text = "[Board \"1\"]\n[Auction \"N\"]\n1C 1Z Pass\n\n[Board \"2\"]\n\n[Board \"3\" junk\n\n[Board \"4\"]\n";
    let mut reader = Reader::new(text.as_bytes());
    match reader.read_game(&mut GameBuilder::new()) {
        Err(ReadError::Syntax {
            line,
            column,
            found,
            ..
        }) => {
            assert_eq!((line, column, found.as_str()), (3, 4, "`1Z`"));
        }
        other => panic!("{other:?}"),
    }
    let two = reader.read_game(&mut GameBuilder::new()).unwrap().unwrap();
    assert_eq!(two.tag("Board"), Some("2"));
    let err = reader.read_game(&mut GameBuilder::new()).unwrap_err();
    assert_eq!(
        err.to_string(),
        "line 7, column 12: expected `]` closing the tag pair, found `junk`"
    );
    let four = reader.read_game(&mut GameBuilder::new()).unwrap().unwrap();
    assert_eq!(four.tag("Board"), Some("4"));
    assert!(reader.read_game(&mut GameBuilder::new()).unwrap().is_none());
    for (bad, expected) in [
        ("1C", "a tag pair"),
        ("[Play \"Q\"]", "a seat"),
        ("[Auction \"N\"]\n=1= 1C", "a call or a card before"),
        ("[Auction \"N\"]\n1C =1= =2=", "at most one note"),
        ("[Play \"N\"]\n^I SA", "`^R` or `^L`"),
        ("[Deal \"N:AKQ\"]", "a deal"),
        ("[Event \"x]", "closed on its line"),
        ("{ open", "`}`"),
    ] {
        let err = Reader::new(bad.as_bytes())
            .read_game(&mut GameBuilder::new())
            .unwrap_err();
        assert!(err.to_string().contains(expected), "{bad}: {err}");
    }
}

/// Stops at the Board tag and counts what it was told.
#[derive(Default)]
struct BoardOnly {
    board: Option<String>,
    calls: usize,
}

impl Visitor for BoardOnly {
    type Output = Option<String>;
    fn tag(&mut self, name: &[u8], value: RawValue<'_>) -> ControlFlow<()> {
        if name == b"Board" {
            self.board = Some(value.decode().into_owned());
            return ControlFlow::Break(());
        }
        ControlFlow::Continue(())
    }
    fn call(&mut self, _: tablelaw_formats::pbn::CallToken) -> ControlFlow<()> {
        self.calls += 1;
        ControlFlow::Continue(())
    }
    fn end_game(&mut self) -> Option<String> {
        assert_eq!(self.calls, 0);
        self.board.take()
    }
}

#[test]
fn break_skips_the_rest_and_skip_game_skips_all() {
    let bytes = data("realbridge-export.pbn");
    let boards: Vec<_> = Reader::new(&bytes[..])
        .read_all(BoardOnly::default)
        .map(|b| b.unwrap().unwrap())
        .collect();
    assert_eq!(boards.len(), 299);
    assert_eq!(boards[0], "11");
    let mut reader = Reader::new(&bytes[..]);
    let mut skipped = 0;
    while reader.skip_game().unwrap() {
        skipped += 1;
    }
    assert_eq!(skipped, 299);
    // Skipped games still count for inheritance.
    let bytes = data("verifier-correct_20.pbn");
    let mut reader = Reader::new(&bytes[..]);
    for _ in 0..13 {
        assert!(reader.skip_game().unwrap());
    }
    let fourteen = reader.read_game(&mut GameBuilder::new()).unwrap().unwrap();
    assert_eq!(fourteen.tag("Hidden"), Some("SWN"));
    assert_eq!(fourteen.tag("Event"), Some("Autumn regional"));
}

#[test]
fn read_write_read_gives_the_same_games() {
    for (name, _) in FIXTURES {
        let games = read_all(&data(name));
        let written = write(&games);
        let again = read_all(&written);
        assert_eq!(again.len(), games.len(), "{name}");
        for (a, b) in games.iter().zip(&again) {
            assert_eq!(a.deal, b.deal, "{name}");
            assert_eq!(a.auction, b.auction, "{name}");
            assert_eq!(a.play, b.play, "{name}");
            assert_eq!(a.notes, b.notes, "{name}");
            let mut ta = a.tags.clone();
            let mut tb = b.tags.clone();
            ta.sort_by(|x, y| x.name.cmp(&y.name));
            tb.sort_by(|x, y| x.name.cmp(&y.name));
            for (x, y) in ta.iter().zip(&tb) {
                assert_eq!(x.name, y.name, "{name}");
                assert_eq!(x.lines, y.lines, "{name}");
                if x.name != "Deal" {
                    assert_eq!(x.value, y.value, "{name}");
                }
            }
            assert_eq!(ta.len(), tb.len(), "{name}");
        }
        // The export form is a fixed point.
        assert_eq!(write(&again), written, "{name}");
    }
}

#[test]
fn the_writer_writes_the_export_form() {
    let games = read_all(&data("verifier-correct_10.pbn"));
    let text = String::from_utf8(write(&games[2..3])).unwrap();
    assert!(
        text.starts_with(
            "% PBN 2.1\r\n% EXPORT\r\n[Event \"Test illegals\"]\r\n[Dealer \"N\"]\r\n"
        )
    );
    assert!(text.contains("[Auction \"W\"]\r\n- ^S 1D ^I 1C\r\n4S ^I 3NT ^S ^S\r\nX 5H X AP\r\n"));
    assert!(text.contains("C5 C2 ^R S5 ^L CK\r\n"));
}

#[test]
fn section_lines_keep_their_backslashes_and_quotes() {
    // A line under a tag is section data, not a quoted string: nothing in
    // it is an escape, so it is written back as it was read.
    let text = b"[Board \"1\"]\n[North \"x\"]\n\x0e[East  \"\\\\\\\"\\a\"]\n";
    let games = read_all(text);
    let section = &games[0]
        .tags
        .iter()
        .find(|t| t.name == "North")
        .unwrap()
        .lines;
    assert_eq!(section, &["\u{e}[East  \"\\\\\\\"\\a\"]".to_owned()]);
    let written = write(&games);
    assert_eq!(write(&read_all(&written)), written);
}
