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
