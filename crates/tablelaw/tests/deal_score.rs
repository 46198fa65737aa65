//! The deal's score at the table under the rubber laws: the totals without
//! the score sheet (`rubber_totals`) are the score sheet's totals
//! (`score().totals()`), over random whole deals, doubled, redoubled,
//! slams and passed-out deals among them.

use proptest::prelude::*;
use tablelaw::*;

fn any_deal() -> impl Strategy<Value = Deal> {
    let pack: Vec<Card> = CardSet::ALL.iter().collect();
    Just(pack).prop_shuffle().prop_map(|pack| {
        let mut hands = [CardSet::EMPTY; 4];
        for (i, card) in pack.into_iter().enumerate() {
            hands[i / 13].insert(card);
        }
        Deal::try_new(BySeat(hands)).expect("thirteen cards each")
    })
}

/// Plays a whole deal by `picks`: any legal call one time in three (high
/// bids, doubles and redoubles among them), else a pass; legal cards.
fn play_out(t: &mut Table, picks: &[usize]) {
    for &pick in picks {
        if let Some(play) = t.play() {
            let Some(seat) = play.turn() else { return };
            let legal: Vec<Card> = play.legal_plays().iter().collect();
            t.play_card(seat, legal[pick % legal.len()]).unwrap();
        } else if let Some(seat) = t.turn() {
            let legal: Vec<Call> = t.legal_calls().iter().collect();
            let call = if pick % 3 == 0 {
                legal[(pick / 3) % legal.len()]
            } else {
                Call::Pass
            };
            t.call(seat, call).unwrap();
        } else {
            return;
        }
    }
}

proptest! {
    #[test]
    fn rubber_totals_are_the_score_sheets(
        deal in any_deal(),
        dealer in 0usize..4,
        picks in prop::collection::vec(any::<usize>(), 400),
    ) {
        let mut t = Table::with_setup(TableSetup {
            code: CodeId::Rubber,
            dealer: Seat::ALL[dealer],
            deal: Some(deal),
            vulnerability: Default::default(),
        });
        prop_assert_eq!(t.rubber_totals(), None, "not before the end");
        play_out(&mut t, &picks);
        let sheet = t.score().map(|r| r.totals());
        prop_assert!(sheet.is_some(), "the deal is over");
        prop_assert_eq!(t.rubber_totals(), sheet);
    }

    #[test]
    fn no_rubber_totals_under_a_duplicate_edition(deal in any_deal(), picks in prop::collection::vec(any::<usize>(), 400)) {
        let mut t = Table::with_setup(TableSetup {
            code: CodeId::Duplicate2017,
            dealer: Seat::North,
            deal: Some(deal),
            vulnerability: Default::default(),
        });
        play_out(&mut t, &picks);
        prop_assert_eq!(t.rubber_totals(), None);
    }
}
