//! Inputs the fuzz targets found, kept as tests: each applies a script's
//! events one by one, going on past refusals, and asserts that a refused
//! event leaves the table exactly as it was.

use tablelaw::Table;
use tablelaw_formats::parse;

fn every_refusal_leaves_the_table_as_it_was(text: &str) {
    let script = parse(text).expect("the script reads");
    let mut table = Table::with_setup(script.setup.clone());
    for (event, _) in script.events {
        let before = format!("{table:?}");
        if let Err(e) = table.apply(event.clone()) {
            assert_eq!(
                format!("{table:?}"),
                before,
                "{event:?} refused ({e}) changed the table"
            );
        }
    }
}

/// Duplicate Law 52B1(b): declarer's play while a card played instead of a
/// penalty card waits accepts it, and the play itself may then be refused
/// (here, a card led to the next trick while a held lead waits).
#[test]
fn a_refused_play_after_a_card_instead_of_a_penalty_card() {
    every_refusal_leaves_the_table_as_it_was(include_str!(
        "data/fuzz-refused-play-after-penalty-card.tl"
    ));
}
