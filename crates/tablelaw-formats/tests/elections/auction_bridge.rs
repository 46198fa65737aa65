//! Auction bridge (1912): the elections of Laws 49, 50, 51 and 57.

use proptest::prelude::*;
use tablelaw::codes::auction_bridge::{
    AuctionBridgeError, AuctionBridgeEvent as E, AuctionBridgeOptions, AuctionBridgeSetup,
    AuctionBridgeTable, AuctionCall, Outcome,
};
use tablelaw::random::RandomPlay;
use tablelaw::referee::{Election, Elector, Needs};
use tablelaw::{OptionId, Seat, Suit};
use tablelaw_formats::script::auction_bridge;

use super::oracle::{Rng, SUITS, Tried, candidates, check, random_deal, scripts};

/// The oracle at this point of the table.
fn oracle(t: &AuctionBridgeTable) -> Result<Vec<Tried>, String> {
    let offered: Vec<OptionId> = t
        .pending()
        .map(|(_, r)| r.options.iter().map(|o| o.id).collect())
        .unwrap_or_default();
    check(
        &t.elections(),
        &candidates(&offered),
        &SUITS,
        |(seat, option, suit)| t.clone().apply(E::Elect { seat, option, suit }).is_ok(),
    )
}

fn table(script: &str) -> AuctionBridgeTable {
    let s = auction_bridge::parse(script).expect("a script");
    AuctionBridgeTable::from_log(s.setup, s.events.into_iter().map(|(e, _)| e)).expect("events")
}

#[test]
fn auction_bridge_elections_are_what_every_prefix_of_every_script_accepts() {
    let scripts = scripts(auction_bridge::is_auction_bridge);
    assert!(scripts.len() >= 14, "found {} scripts", scripts.len());
    let mut pending = 0;
    for (name, text) in scripts {
        let Ok(s) = auction_bridge::parse(&text) else {
            continue;
        };
        let mut t = AuctionBridgeTable::with_setup(s.setup);
        for (i, (event, _)) in s.events.into_iter().enumerate() {
            pending += usize::from(t.pending().is_some());
            if let Err(why) = oracle(&t) {
                panic!("{name}, before event {i}: {why}");
            }
            if t.apply(event).is_err() {
                break;
            }
        }
        if let Err(why) = oracle(&t) {
            panic!("{name}, at its end: {why}");
        }
    }
    assert!(pending >= 8, "only {pending} pending rulings met");
}

#[test]
fn auction_bridge_law_50_either_adversary_may_demand_the_penalty() {
    // East's 2D is insufficient over North's 2H: North and South choose.
    let t = table("laws auction-bridge\ndealer N\nN 2H\nE 2D\n");
    let by = vec![Elector::Seat(Seat::North), Elector::Seat(Seat::South)];
    assert_eq!(
        t.elections(),
        vec![
            Election {
                option: OptionId::Penalty,
                by: by.clone(),
                needs: Needs::Nothing,
            },
            Election {
                option: OptionId::Accept,
                by,
                needs: Needs::Nothing,
            },
        ]
    );
    oracle(&t).unwrap();
}

#[test]
fn auction_bridge_law_50_impossible_declaration_previous_final_is_offered_to_the_adversaries() {
    let t = table("laws auction-bridge\ndealer N\nN 1H\nE x\nS 2C\nW 9NT\n");
    let listed = t.elections();
    let options: Vec<OptionId> = listed.iter().map(|e| e.option).collect();
    assert_eq!(
        options,
        [
            OptionId::Penalty,
            OptionId::NewDeal,
            OptionId::PreviousFinal
        ]
    );
    for e in &listed {
        assert_eq!(
            e.by,
            [Elector::Seat(Seat::North), Elector::Seat(Seat::South)]
        );
        assert_eq!(e.needs, Needs::Nothing);
    }
    oracle(&t).unwrap();
}

#[test]
fn auction_bridge_law_49_declaration_out_of_turn_adversaries_choose_a_new_deal_or_let_it_stand() {
    // South declares at East's turn: East and West choose.
    let t = table("laws auction-bridge\ndealer N\nN 1H\nS 2C\n");
    let listed = t.elections();
    assert_eq!(listed.len(), 2);
    assert!(listed.iter().all(
        |e| e.by == [Elector::Seat(Seat::East), Elector::Seat(Seat::West)]
            && e.needs == Needs::Nothing
    ));
    oracle(&t).unwrap();
}

#[test]
fn auction_bridge_law_51_declarer_calls_a_lead_naming_the_suit() {
    let t = table(
        "laws auction-bridge\ndealer N\n\
         deal N:KT8.A96.A95.7542 Q5.KJ52.KQ874.T8 AJ92.874.JT6.AQ3 7643.QT3.32.KJ96\n\
         N 1NT\nE 2D\nS pass\nW pass\nN 2NT\nE pass\nS pass\nW pass\nW informs\n",
    );
    assert_eq!(
        t.elections(),
        vec![
            Election {
                option: OptionId::RequireLead,
                by: vec![Elector::Seat(Seat::North)],
                needs: Needs::Suit {
                    suits: Suit::ALL.to_vec()
                },
            },
            Election::by_seat(OptionId::NoLeadRestriction, Seat::North),
        ]
    );
    oracle(&t).unwrap();
    // A called lead without its suit, and a suit with the option that
    // takes none, are refused.
    let mut u = t.clone();
    assert!(matches!(
        u.apply(E::Elect {
            seat: Some(Seat::North),
            option: OptionId::RequireLead,
            suit: None
        }),
        Err(AuctionBridgeError::SuitNeeded { .. })
    ));
    assert!(matches!(
        u.apply(E::Elect {
            seat: Some(Seat::North),
            option: OptionId::NoLeadRestriction,
            suit: Some(Suit::Hearts)
        }),
        Err(AuctionBridgeError::SuitNotTaken { .. })
    ));
}

#[test]
fn auction_bridge_nothing_pending_lists_no_election() {
    let t = table("laws auction-bridge\ndealer N\nN 1H\nE pass\n");
    assert!(t.elections().is_empty());
    // A pass out of turn (Law 49) and a double Law 54 forbids are ruled
    // on without a choice.
    let t = table("laws auction-bridge\ndealer N\nN 1H\nS pass\nE pass\nS x\n");
    assert!(t.pending().is_none());
    assert!(t.elections().is_empty());
    oracle(&t).unwrap();
}

/// A regular call by the player on turn, mostly a pass so that auctions end.
fn regular_call(t: &AuctionBridgeTable, rng: &mut Rng) -> Option<E> {
    let seat = t.turn()?;
    let legal = t.legal_calls();
    let call = if rng.percent(60) && legal.contains(&AuctionCall::Pass) {
        AuctionCall::Pass
    } else {
        let near: Vec<AuctionCall> = legal.iter().copied().take(8).collect();
        rng.pick(&near)?
    };
    Some(E::Call { seat, call })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn auction_bridge_elections_are_what_random_play_with_irregularities_accepts(
        seed in any::<u64>(),
        rate in 10usize..50,
    ) {
        let mut rng = Rng(seed);
        // The irregular events as random play draws them (tablelaw::random).
        let mut draw = tablelaw::random::Rng::new(seed);
        let dealer = Seat::ALL[rng.below(4)];
        let options = AuctionBridgeOptions { spades_and_royals_one_suit: rng.percent(50) };
        let new_table = |rng: &mut Rng| AuctionBridgeTable::with_setup(AuctionBridgeSetup {
            dealer,
            deal: Some(random_deal(rng)),
            options,
        });
        let mut t = new_table(&mut rng);
        for _ in 0..400 {
            if let Some(Outcome::NewDeal { .. }) = t.outcome() {
                // A new deal by the same dealer.
                oracle(&t).map_err(TestCaseError::fail)?;
                t = new_table(&mut rng);
            }
            if t.pending().is_some() {
                let accepted = oracle(&t).map_err(TestCaseError::fail)?;
                prop_assert!(!accepted.is_empty(), "a pending ruling no one can elect");
                // The offender's LHO may call instead (Laws 49, 50, 57),
                // the offender correct his call (Law 52).
                if let Some(event) = RandomPlay::settle_otherwise(t.state(), &mut draw)
                    && t.apply(event).is_ok() {
                        continue;
                    }
                if rng.percent(10)
                    && let Some(event) = RandomPlay::random_irregular(t.state(), &mut draw) {
                        let _ = t.apply(event);
                        continue;
                    }
                let (seat, option, suit) = accepted[rng.below(accepted.len())];
                t.apply(E::Elect { seat, option, suit }).map_err(|e| TestCaseError::fail(e.to_string()))?;
                continue;
            }
            prop_assert!(t.elections().is_empty());
            let option = OptionId::ALL[rng.below(OptionId::ALL.len())];
            prop_assert!(t.clone().apply(E::Elect { seat: None, option, suit: None }).is_err(), "an election with nothing pending");
            let event = if let Some(f) = t.final_declaration().copied() {
                let Some(play) = t.play() else { break };
                if play.is_over() {
                    break;
                }
                if rng.percent(rate / 4) {
                    let seat = [f.declarer.lho(), f.declarer.rho(), f.declarer][rng.below(3)];
                    let _ = t.apply(E::Inform { seat });
                    continue;
                }
                let (Some(seat), Some(card)) = (play.turn(), play.legal_plays().iter().next()) else { break };
                let cards: Vec<tablelaw::Card> = play.legal_plays().iter().collect();
                E::Play { seat, card: rng.pick(&cards).unwrap_or(card) }
            } else if rng.percent(rate) {
                let Some(event) = RandomPlay::random_irregular(t.state(), &mut draw) else { break };
                let _ = t.apply(event);
                continue;
            } else {
                let Some(event) = regular_call(&t, &mut rng) else { break };
                event
            };
            t.apply(event).map_err(|e| TestCaseError::fail(e.to_string()))?;
        }
        oracle(&t).map_err(TestCaseError::fail)?;
    }
}

#[test]
fn auction_bridge_law_64_two_cards_touched_no_election_is_listed_or_accepted() {
    let t = table(
        "laws auction-bridge\ndealer N\ndeal N:KT8.A96.A95.7542 Q5.KJ52.KQ874.T8 AJ92.874.JT6.AQ3 7643.QT3.32.KJ96\nN 1NT\nE P\nS P\nW P\nE HJ\nN touches H7 H4\n",
    );
    let (_, r) = t.pending().expect("declarer to elect (Law 64)");
    assert_eq!(r.law.to_string(), "auction-bridge Law 64");
    // Declarer elects by playing: no Elect is listed, none is accepted.
    assert!(t.elections().is_empty());
    assert_eq!(oracle(&t), Ok(Vec::new()));
    let mut played = t.clone();
    played
        .apply(E::Play {
            seat: Seat::South,
            card: "H7".parse().unwrap(),
        })
        .unwrap();
    assert!(played.pending().is_none());
}
