//! A refereed table written as PBN (`pbn::of_table`): the export format the
//! strict check accepts, and a record the check referees to the same
//! contract, result and score.

use tablelaw::random::{Rng, play_deal};
use tablelaw::{CodeId, ContractBridge, Game, Table};
use tablelaw_formats::check::{Kind, Mode, check_pbn_in};
use tablelaw_formats::pbn::{GameBuilder, Reader, of_table, write_games};

#[test]
fn random_deals_written_as_pbn_pass_the_strict_check_and_referee_alike() {
    let mut rng = Rng::new(7);
    let mut games = Vec::new();
    let mut tables = Vec::new();
    for board in 1..=40 {
        let mut table: Option<Table<ContractBridge>> = None;
        play_deal(&mut table, CodeId::Duplicate2017, &mut rng, 0.0);
        let table = table.expect("a table");
        assert!(table.is_over());
        games.push(of_table(&table, Some(board)));
        tables.push(table);
    }
    let mut text = Vec::new();
    write_games(&mut text, &games).unwrap();
    // Read back: the same games.
    let read: Vec<_> = Reader::new(&text[..])
        .read_all(GameBuilder::new)
        .collect::<Result<_, _>>()
        .unwrap();
    assert_eq!(read.len(), 40);
    for (g, t) in read.iter().zip(&tables) {
        assert_eq!(g.deal.as_ref(), t.deal());
        let played = g
            .play
            .as_ref()
            .map_or(0, |p| p.cards.iter().filter(|c| c.card().is_some()).count());
        let expected = t.play().map_or(0, |p| p.tricks().len() * 4);
        assert_eq!(played, expected);
    }
    // The strict check finds nothing: the export format, the contract,
    // result and score the laws give.
    let mut found = Vec::new();
    let mut boards = 0;
    check_pbn_in(
        &text[..],
        CodeId::Duplicate2017,
        Mode::Strict,
        |r| {
            boards += 1;
            found.extend(r.findings.iter().cloned());
        },
        |e| panic!("{e:?}"),
    );
    assert_eq!(boards, 40);
    assert_eq!(found, []);
    // And a wrong score in it is found.
    let wrong = String::from_utf8(text)
        .unwrap()
        .replacen("[Score \"NS ", "[Score \"NS 1", 1);
    let mut kinds = Vec::new();
    check_pbn_in(
        wrong.as_bytes(),
        CodeId::Duplicate2017,
        Mode::Import,
        |r| kinds.extend(r.findings.iter().map(|f| f.kind)),
        |_| {},
    );
    assert_eq!(kinds, [Kind::ScoreMismatch]);
}

// ---------------------------------------------------------------- marks

/// N KT8.A96.A95.7542, E Q5.KJ52.KQ874.T8, S AJ92.874.JT6.AQ3,
/// W 7643.QT3.32.KJ96.
const DEAL: &str = "N:KT8.A96.A95.7542 Q5.KJ52.KQ874.T8 AJ92.874.JT6.AQ3 7643.QT3.32.KJ96";

const CODES: [CodeId; 3] = [CodeId::Rubber, CodeId::Duplicate2017, CodeId::Duplicate2007];

fn table(code: CodeId) -> Table {
    Table::with_setup(tablelaw::TableSetup {
        code,
        dealer: tablelaw::Seat::North,
        deal: Some(DEAL.parse().unwrap()),
        vulnerability: tablelaw::score::Vulnerability::Neither,
    })
}

fn call(t: &mut Table, seat: tablelaw::Seat, call: &str) {
    t.call(seat, call.parse().unwrap()).unwrap();
}

fn accept(t: &mut Table, seat: tablelaw::Seat) {
    t.apply(tablelaw::Event::Elect {
        seat: Some(seat),
        option: tablelaw::OptionId::Accept,
        call: None,
        suit: None,
        also: Vec::new(),
    })
    .unwrap();
}

/// The rest of the play, each hand the lowest of its legal cards.
fn play_out(t: &mut Table) {
    while let Some(p) = t.play().filter(|p| !p.is_over()) {
        let (seat, card) = (p.turn().unwrap(), p.legal_plays().lowest().unwrap());
        t.play_card(seat, card).unwrap();
    }
}

/// The table's PBN, and the strict check of it under the table's code:
/// no finding, and the table's contract, result and score.
fn exported(t: &Table) -> String {
    assert!(t.is_over());
    let mut text = Vec::new();
    write_games(&mut text, &[of_table(t, Some(7))]).unwrap();
    let text = String::from_utf8(text).unwrap();
    let mut boards = Vec::new();
    check_pbn_in(
        text.as_bytes(),
        t.setup().code,
        Mode::Strict,
        |r| boards.push(r.clone()),
        |e| panic!("{e:?}"),
    );
    assert_eq!(boards.len(), 1, "{text}");
    let r = &boards[0];
    assert_eq!(r.findings, [], "{text}\n{:#?}", r.notes);
    let checked = r.table.as_ref().unwrap();
    assert_eq!(checked.contract(), t.contract(), "{text}");
    assert_eq!(
        checked.declarer_tricks_won(),
        t.declarer_tricks_won(),
        "{text}"
    );
    assert_eq!(checked.duplicate_score(), t.duplicate_score(), "{text}");
    assert_eq!(checked.rubber_totals(), t.rubber_totals(), "{text}");
    assert!(text.contains("[Board \"7\"]"), "{text}");
    text
}

use tablelaw::Seat::{East, North, South, West};

#[test]
fn pbn_2_1_insufficient_bid_accepted_marked_with_caret_i() {
    for code in CODES {
        let mut t = table(code);
        call(&mut t, North, "1S");
        call(&mut t, East, "1C");
        accept(&mut t, South);
        for seat in [South, West, North] {
            call(&mut t, seat, "Pass");
        }
        play_out(&mut t);
        let text = exported(&t);
        assert!(
            text.contains("[Auction \"N\"]\r\n1S ^I 1C Pass Pass\r\nPass\r\n"),
            "{code}: {text}"
        );
        assert!(text.contains("[Contract \"1C\"]\r\n"), "{code}: {text}");
    }
}

#[test]
fn pbn_2_1_call_out_of_rotation_accepted_marked_with_caret_s() {
    for code in CODES {
        let mut t = table(code);
        // East opens at North's turn; South accepts by electing to.
        call(&mut t, East, "1H");
        accept(&mut t, South);
        for seat in [South, West, North] {
            call(&mut t, seat, "Pass");
        }
        play_out(&mut t);
        let text = exported(&t);
        assert!(
            text.contains("[Auction \"N\"]\r\n^S 1H Pass Pass\r\nPass\r\n"),
            "{code}: {text}"
        );
        assert!(text.contains("[Declarer \"E\"]\r\n"), "{code}: {text}");
    }
}

/// 3NT by North; East's lead. West holds the suit East leads, and
/// discards on it: a revoke, established when his side plays to trick 2.
#[test]
fn pbn_2_1_revoke_marked_with_caret_r() {
    for code in CODES {
        let mut t = table(code);
        for (seat, c) in [(North, "1NT"), (East, "Pass"), (South, "3NT")] {
            call(&mut t, seat, c);
        }
        for seat in [West, North, East] {
            call(&mut t, seat, "Pass");
        }
        // East leads the ♥2; South (dummy) plays the ♥4; West discards the ♣6.
        t.play_card(East, "H2".parse().unwrap()).unwrap();
        t.play_card(South, "H4".parse().unwrap()).unwrap();
        t.play_card(West, "C6".parse().unwrap()).unwrap();
        play_out(&mut t);
        assert!(
            t.revokes()
                .iter()
                .any(|r| r.status == tablelaw::RevokeStatus::Established),
            "{code}"
        );
        let text = exported(&t);
        assert!(
            text.contains("[Play \"E\"]\r\nH2 H4 ^R C6 "),
            "{code}: {text}"
        );
    }
}

/// 3NT by North; West, not East, leads: declarer accepts the lead, and
/// the trick is led from West (PBN 2.1 §3.9 (D)).
#[test]
fn pbn_2_1_lead_out_of_turn_marked_with_caret_l() {
    for code in CODES {
        let mut t = table(code);
        for (seat, c) in [(North, "1NT"), (East, "Pass"), (South, "3NT")] {
            call(&mut t, seat, c);
        }
        for seat in [West, North, East] {
            call(&mut t, seat, "Pass");
        }
        t.play_card(West, "CK".parse().unwrap()).unwrap();
        accept(&mut t, North);
        play_out(&mut t);
        let text = exported(&t);
        // The columns from East, the opening leader: West's ♣K third.
        let first = text.split("[Play \"E\"]\r\n").nth(1).unwrap();
        let trick: Vec<&str> = first.lines().next().unwrap().split(' ').collect();
        assert_eq!(trick[2..4], ["^L", "CK"], "{code}: {text}");
    }
}

/// 3NT by North; dummy (South) wins trick 1 after exchanging hands with
/// declarer (a violation of Law 43A2), then warns declarer not to lead
/// from the wrong hand: the defenders choose declarer's own hand (Law
/// 43B2(a)). North leads trick 2 though South won trick 1, so the record
/// marks the lead `^L` (PBN finds each leader from the last trick's
/// winner) and the strict check reads it back to the same result.
#[test]
fn pbn_2_1_law_43_b_2_a_lead_from_the_hand_the_defenders_chose_marked_with_caret_l() {
    for code in [CodeId::Duplicate2017, CodeId::Duplicate2007] {
        let mut t = table(code);
        for (seat, c) in [(North, "1NT"), (East, "Pass"), (South, "3NT")] {
            call(&mut t, seat, c);
        }
        for seat in [West, North, East] {
            call(&mut t, seat, "Pass");
        }
        let dummy = |t: &mut Table, act| {
            t.apply(tablelaw::Event::Dummy { seat: South, act })
                .unwrap()
        };
        dummy(&mut t, tablelaw::DummyAct::ExchangesHands);
        for (seat, card) in [(East, "C8"), (South, "CA"), (West, "C6"), (North, "C2")] {
            t.play_card(seat, card.parse().unwrap()).unwrap();
        }
        dummy(&mut t, tablelaw::DummyAct::WarnsDeclarer);
        t.apply(tablelaw::Event::Elect {
            seat: Some(East),
            option: tablelaw::OptionId::LeadFromHand,
            call: None,
            suit: None,
            also: Vec::new(),
        })
        .unwrap();
        assert_eq!(t.play().unwrap().turn(), Some(North), "{code}");
        t.play_card(North, "SK".parse().unwrap()).unwrap();
        play_out(&mut t);
        let text = exported(&t);
        let play = text.split("[Play \"E\"]\r\n").nth(1).unwrap();
        let second: Vec<&str> = play.lines().nth(1).unwrap().split(' ').collect();
        // The columns from East: North's ♠K fourth, marked.
        assert_eq!(second[3..5], ["^L", "SK"], "{code}: {text}");
    }
}
