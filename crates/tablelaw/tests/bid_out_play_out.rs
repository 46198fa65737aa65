//! `Table::bid_out` and `Table::play_out`: the rest of the auction and of
//! the play with calls and cards chosen by the caller, each refereed as
//! `Table::call` and `Table::play_card` referee it (rubber Laws 17-19;
//! duplicate Laws 27 for an insufficient bid, 44-45, 61 for a card that
//! does not follow suit). The deal of the helpers: South deals; in the
//! play South declares 4S, West leads.

mod common;
use common::bridge_play::{DEAL, d17};
use proptest::prelude::*;
use tablelaw::score::Vulnerability;
use tablelaw::*;

/// What a chooser does with the seat on turn and its legal plays: the
/// k-th legal card, or, for a negative pick, the k-th card the hand holds
/// outside them (a revoke when there is one; else a legal card).
fn chooser<'a>(
    hands: &'a mut BySeat<CardSet>,
    picks: &'a [i32],
    asked: &'a mut usize,
) -> impl FnMut(Seat, CardSet) -> Option<Card> + 'a {
    move |seat, legal| {
        let &pick = picks.get(*asked)?;
        *asked += 1;
        let outside = hands[seat].difference(legal);
        let from = if pick < 0 && !outside.is_empty() {
            outside
        } else {
            legal
        };
        let card = from.iter().nth(pick.unsigned_abs() as usize % from.len())?;
        hands[seat].remove(card);
        Some(card)
    }
}

/// The same choices, one card at a time by `play_card`, under the same
/// conditions as `play_out`'s.
fn card_by_card(t: &mut Table, choose: &mut impl FnMut(Seat, CardSet) -> Option<Card>) {
    while let Some((seat, legal)) = t.play().and_then(|p| Some((p.turn()?, p.legal_plays()))) {
        if t.pending().is_some() || t.claim_settled() {
            break;
        }
        let Some(card) = choose(seat, legal) else {
            break;
        };
        t.play_card(seat, card).expect("a card held");
    }
}

fn state(t: &Table) -> String {
    format!("{:?}", t.state())
}

fn hands(t: &Table) -> BySeat<CardSet> {
    let play = t.play().expect("the play");
    BySeat(Seat::ALL.map(|s| play.hand(s)))
}

#[test]
fn duplicate_2017_law_44_play_out_plays_legal_cards_to_the_thirteenth_trick() {
    let mut t = d17();
    let mut asked = 0;
    t.play_out(|_, legal| {
        asked += 1;
        legal.iter().next_back()
    })
    .unwrap();
    let play = t.play().unwrap();
    assert!(play.is_over());
    assert_eq!((asked, play.cards_played()), (52, 52));
    assert_eq!(play.won().0.iter().sum::<u8>(), 13);
    assert!(t.rulings().is_empty());
    // The same table as the cards one by one.
    let mut by_card = d17();
    card_by_card(&mut by_card, &mut |_, legal| legal.iter().next_back());
    assert_eq!(state(&t), state(&by_card));
    assert_eq!(t.log(), by_card.log());
    assert_eq!(t.duplicate_score(), by_card.duplicate_score());
}

#[test]
fn duplicate_2017_law_61_a_a_card_chosen_that_does_not_follow_suit_is_played_as_a_revoke() {
    // West leads a diamond; East, who holds diamonds, is given the spade
    // five: a revoke, played and recorded, and the play goes on.
    let mut t = d17();
    let east_ruffs = "S5".parse::<Card>().unwrap();
    t.play_out(|seat, legal| {
        let play_first = legal.iter().next();
        match seat {
            Seat::West if legal.len() == 13 => "D3".parse().ok(),
            Seat::East if legal.len() == 5 && !legal.contains(east_ruffs) => Some(east_ruffs),
            _ => play_first,
        }
    })
    .unwrap();
    let play = t.play().unwrap();
    assert!(play.is_over());
    let record = play.record();
    assert_eq!(record[2].card, east_ruffs);
    assert_eq!(record[2].irregularity, Some(play::PlayIrregularity::Revoke));
    assert_eq!(t.revokes().len(), 1);
}

#[test]
fn play_out_stops_where_the_chooser_gives_no_card() {
    let mut t = d17();
    let mut n = 0;
    t.play_out(|_, legal| {
        n += 1;
        (n <= 6).then(|| legal.iter().next()).flatten()
    })
    .unwrap();
    let play = t.play().unwrap();
    assert_eq!((n, play.cards_played()), (7, 6));
    assert_eq!(play.tricks().len(), 1);
    assert_eq!(play.current().len(), 2);
    assert_eq!(t.log().len(), 8 + 6);
}

#[test]
fn play_out_refuses_a_card_not_held_and_keeps_the_cards_before_it() {
    let mut t = d17();
    let mut n = 0;
    let err = t
        .play_out(|seat, legal| {
            n += 1;
            if n == 3 {
                // East does not hold the ace of spades.
                assert_eq!(seat, Seat::East);
                return "SA".parse().ok();
            }
            legal.iter().next()
        })
        .unwrap_err();
    assert!(
        matches!(
            err,
            EventError::CardNotHeld {
                seat: Seat::East,
                ..
            }
        ),
        "{err}"
    );
    let play = t.play().unwrap();
    assert_eq!(play.cards_played(), 2);
    assert_eq!(play.turn(), Some(Seat::East));
    assert!(t.rulings().is_empty());
}

#[test]
fn duplicate_2017_law_54_play_out_asks_nothing_while_a_lead_out_of_turn_waits_for_its_ruling() {
    let mut t = d17();
    // East leads, out of turn: declarer's options wait (Law 54).
    t.play_card(Seat::East, "D4".parse().unwrap()).unwrap();
    assert!(t.pending().is_some());
    let before = state(&t);
    let mut asked = 0;
    t.play_out(|_, legal| {
        asked += 1;
        legal.iter().next()
    })
    .unwrap();
    assert_eq!(asked, 0);
    assert_eq!(state(&t), before);
}

#[test]
fn play_out_asks_nothing_of_a_deal_passed_out_or_played_out() {
    let mut t = common::play_table(CodeId::Duplicate2017, &["P", "P", "P", "P"]);
    let mut asked = 0;
    t.play_out(|_, legal| {
        asked += 1;
        legal.iter().next()
    })
    .unwrap();
    let mut played = d17();
    played.play_out(|_, legal| legal.iter().next()).unwrap();
    let before = state(&played);
    played
        .play_out(|_, legal| {
            asked += 1;
            legal.iter().next()
        })
        .unwrap();
    assert_eq!(asked, 0);
    assert_eq!(state(&played), before);
}

/// A chooser of calls: the k-th legal call, or, for a negative pick, the
/// k-th bid that is not legal (an insufficient bid once there is a bid).
fn call_chooser<'a>(
    picks: &'a [i32],
    asked: &'a mut usize,
) -> impl FnMut(Seat, CallSet) -> Option<Call> + 'a {
    move |_, legal| {
        let &pick = picks.get(*asked)?;
        *asked += 1;
        let bids = CallSet::BIDS.iter().filter(|c| !legal.contains(*c));
        let illegal: Vec<Call> = bids.collect();
        if pick < 0 && !illegal.is_empty() {
            return Some(illegal[pick.unsigned_abs() as usize % illegal.len()]);
        }
        // Mostly passes, so that auctions close.
        let legal: Vec<Call> = legal.iter().collect();
        Some(if pick % 3 == 0 {
            legal[pick as usize / 3 % legal.len()]
        } else {
            Call::Pass
        })
    }
}

/// The same calls, one at a time by `call`, under `bid_out`'s conditions.
fn call_by_call(t: &mut Table, choose: &mut impl FnMut(Seat, CallSet) -> Option<Call>) {
    while let Some(seat) = t.turn() {
        if t.pending().is_some() {
            break;
        }
        let Some(call) = choose(seat, t.legal_calls()) else {
            break;
        };
        t.call(seat, call).expect("a call");
    }
}

#[test]
fn rubber_law_17_bid_out_makes_legal_calls_until_three_passes_close_the_auction() {
    let mut t = common::play_table(CodeId::Rubber, &[]);
    let mut asked = Vec::new();
    t.bid_out(|seat, legal| {
        asked.push(seat);
        let call = match asked.len() {
            1 => "1S",
            3 => "4S",
            _ => "P",
        };
        let call: Call = call.parse().unwrap();
        assert!(legal.contains(call));
        Some(call)
    })
    .unwrap();
    assert_eq!(asked.len(), 6);
    assert_eq!(asked[0], Seat::South);
    let contract = t.contract().unwrap();
    assert_eq!(
        (contract.declarer, Call::Bid(contract.bid)),
        (Seat::South, "4S".parse().unwrap())
    );
    assert!(t.play().is_some() && t.turn().is_none());
    let by_call = common::play_table(CodeId::Rubber, &["1S", "P", "4S", "P", "P", "P"]);
    assert_eq!(state(&t), state(&by_call));
    assert_eq!(t.log(), by_call.log());
}

#[test]
fn duplicate_2017_law_27_an_insufficient_bid_chosen_is_made_and_its_ruling_waits() {
    let mut t = common::play_table(CodeId::Duplicate2017, &[]);
    let mut asked = 0;
    t.bid_out(|_, _| {
        asked += 1;
        Some(["2H", "1C", "P"][(asked - 1).min(2)].parse().unwrap())
    })
    .unwrap();
    // West's 1C is insufficient: the ruling waits for an election, and
    // nothing more is asked.
    assert_eq!(asked, 2);
    let (_, ruling) = t.pending().expect("a ruling");
    assert!(ruling.law.to_string().ends_with("Law 27"), "{}", ruling.law);
    let mut by_call = common::play_table(CodeId::Duplicate2017, &["2H"]);
    by_call.call(Seat::West, "1C".parse().unwrap()).unwrap();
    assert_eq!(state(&t), state(&by_call));
}

#[test]
fn bid_out_stops_where_the_chooser_gives_no_call() {
    let mut t = common::play_table(CodeId::Duplicate2017, &[]);
    let mut asked = 0;
    t.bid_out(|_, _| {
        asked += 1;
        (asked <= 2).then_some(Call::Pass)
    })
    .unwrap();
    assert_eq!(asked, 3);
    assert_eq!(t.turn(), Some(Seat::North));
    assert_eq!(t.log().len(), 2);
}

fn any_setup() -> impl Strategy<Value = TableSetup> {
    let codes = [CodeId::Rubber, CodeId::Duplicate2017, CodeId::Duplicate2007];
    let deal: Deal = DEAL.parse().unwrap();
    (0usize..4, 0usize..3, any::<u64>()).prop_map(move |(dealer, code, seed)| TableSetup {
        code: codes[code],
        dealer: Seat::ALL[dealer],
        // The helpers' deal, its hands turned by the seed.
        deal: Some(
            Deal::try_new(BySeat(
                Seat::ALL.map(|s| deal.hand(s.after(seed as usize % 4))),
            ))
            .unwrap(),
        ),
        vulnerability: Vulnerability::Neither,
    })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

    /// From any point of a regular play, with any choices (revokes among
    /// them, and a stop), `play_out` leaves the table as the same cards by
    /// `play_card` one at a time do, asking for as many.
    #[test]
    fn play_out_is_play_card_card_by_card(
        setup in any_setup(),
        bid in 0usize..35,
        before in 0usize..52,
        picks in prop::collection::vec(-3i32..20, 0..60),
    ) {
        let mut t = Table::with_setup(setup);
        let dealer = t.turn().unwrap();
        let bid = CallSet::BIDS.iter().nth(bid).unwrap();
        t.call(dealer, bid).unwrap();
        for _ in 0..3 {
            let seat = t.turn().unwrap();
            t.call(seat, Call::Pass).unwrap();
        }
        for _ in 0..before {
            let (seat, card) = {
                let p = t.play().unwrap();
                (p.turn().unwrap(), p.legal_plays().iter().next().unwrap())
            };
            t.play_card(seat, card).unwrap();
        }
        let mut by_card = t.clone();
        let (mut h1, mut h2) = (hands(&t), hands(&t));
        let (mut asked, mut asked_by_card) = (0, 0);
        t.play_out(chooser(&mut h1, &picks, &mut asked)).unwrap();
        card_by_card(&mut by_card, &mut chooser(&mut h2, &picks, &mut asked_by_card));
        prop_assert_eq!(asked, asked_by_card);
        prop_assert_eq!(state(&t), state(&by_card));
        prop_assert_eq!(t.log(), by_card.log());
    }

    /// A whole deal, auction and play, with any choices (insufficient bids
    /// and revokes among them): `bid_out` then `play_out` leave the table as
    /// the same calls and cards one at a time do.
    #[test]
    fn bid_out_and_play_out_are_call_and_play_card_one_at_a_time(
        setup in any_setup(),
        calls in prop::collection::vec(-2i32..40, 0..40),
        cards in prop::collection::vec(-3i32..20, 0..60),
    ) {
        let mut t = Table::with_setup(setup);
        let mut one = t.clone();
        let (mut asked, mut asked_one) = (0, 0);
        t.bid_out(call_chooser(&calls, &mut asked)).unwrap();
        call_by_call(&mut one, &mut call_chooser(&calls, &mut asked_one));
        prop_assert_eq!(asked, asked_one);
        prop_assert_eq!(state(&t), state(&one));
        if t.play().is_some() && t.pending().is_none() {
            let (mut h1, mut h2) = (hands(&t), hands(&t));
            let (mut asked, mut asked_one) = (0, 0);
            t.play_out(chooser(&mut h1, &cards, &mut asked)).unwrap();
            card_by_card(&mut one, &mut chooser(&mut h2, &cards, &mut asked_one));
            prop_assert_eq!(asked, asked_one);
        }
        prop_assert_eq!(state(&t), state(&one));
        prop_assert_eq!(t.log(), one.log());
    }
}
