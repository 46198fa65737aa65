//! Euchre (1888): the elections of Laws 52, 59, 80, 83, 89 and 100, the
//! consulting of Law 85, and `legal_events` agreeing with them.

use proptest::prelude::*;
use tablelaw::codes::euchre::{
    EuchreDeal, EuchreEvent as E, EuchreGame, EuchreSetup, Pack, Packets,
};
use tablelaw::referee::{Election, Elector, Needs};
use tablelaw::{Card, CardSet, OptionId, Seat, Side, Suit};
use tablelaw_formats::euchre;

use super::oracle::{Rng, Tried, candidates, check, scripts};

/// The oracle at this point of the game (the Elect takes no suit), with
/// the consulting of Law 85 and the elections `legal_events` lists.
fn oracle(g: &EuchreGame) -> Result<Vec<Tried>, String> {
    let offered: Vec<OptionId> = g
        .pending()
        .map(|(_, r)| r.options.iter().map(|o| o.id).collect())
        .unwrap_or_default();
    let mut options = candidates(&offered);
    for o in OptionId::EUCHRE {
        if !options.contains(&o) {
            options.push(o);
        }
    }
    let listed = g.elections();
    let accepted = check(&listed, &options, &[None], |(seat, option, _)| {
        g.clone().apply(E::Elect { seat, option }).is_ok()
    })?;
    // Law 85: the side that elects may be found to have consulted; that
    // is no election, but it is taken from that side only.
    for side in [Side::NorthSouth, Side::EastWest] {
        let elects = listed.iter().any(|e| {
            e.by.iter()
                .any(|b| matches!(b, Elector::Seat(s) if s.side() == side))
        });
        let taken = g.clone().apply(E::Consulted { side }).is_ok();
        if elects != taken {
            return Err(format!(
                "{side} consulted: taken {taken}, but {side} elects {elects}; listing {listed:?}"
            ));
        }
    }
    // While a ruling is pending, the regular events are its elections.
    let legal = g.legal_events();
    let elects: Vec<E> = listed
        .iter()
        .map(|e| E::Elect {
            seat: None,
            option: e.option,
        })
        .collect();
    if g.pending().is_some() && legal != elects {
        return Err(format!(
            "legal_events {legal:?} are not the elections {listed:?}"
        ));
    }
    if g.pending().is_none() && legal.iter().any(|e| matches!(e, E::Elect { .. })) {
        return Err(format!("legal_events list an election: {legal:?}"));
    }
    Ok(accepted)
}

fn game(script: &str) -> EuchreGame {
    let s = euchre::parse(script).expect("a script");
    EuchreGame::from_log(s.setup, s.events.into_iter().map(|(e, _)| e)).expect("events")
}

const DEALT: &str = "laws euchre\ndealer N\ndeal N:J.AK.KQ. 7.8.A.AK A.T7.T9. K.Q.J8.J turned H9\n";

#[test]
fn euchre_elections_are_what_every_prefix_of_every_script_accepts() {
    let scripts = scripts(euchre::declares_euchre);
    assert!(scripts.len() >= 25, "found {} scripts", scripts.len());
    let mut pending = 0;
    for (name, text) in scripts {
        let Ok(s) = euchre::parse(&text) else {
            continue;
        };
        let mut g = EuchreGame::with_setup(s.setup);
        for (i, (event, _)) in s.events.into_iter().enumerate() {
            pending += usize::from(g.pending().is_some());
            if let Err(why) = oracle(&g) {
                panic!("{name}, before event {i}: {why}");
            }
            if g.apply(event).is_err() {
                break;
            }
        }
        if let Err(why) = oracle(&g) {
            panic!("{name}, at its end: {why}");
        }
    }
    assert!(pending >= 8, "only {pending} pending rulings met");
}

#[test]
fn euchre_law_52_adversaries_call_the_card_or_suit() {
    // South leads out of turn (East's lead): East and West elect.
    let g = game(&format!("{DEALT}E order-up\nN discard SJ\nS SA\n"));
    let by = vec![Elector::Seat(Seat::East), Elector::Seat(Seat::West)];
    assert_eq!(
        g.elections(),
        vec![
            Election {
                option: OptionId::CallCard,
                by: by.clone(),
                needs: Needs::Nothing,
            },
            Election {
                option: OptionId::CallSuit,
                by,
                needs: Needs::Nothing,
            },
        ]
    );
    oracle(&g).unwrap();
}

#[test]
fn euchre_law_83_adversaries_require_a_play_and_law_85_consulting_is_no_election() {
    let g = game(&format!(
        "{DEALT}E order-up\nN discard SJ\nE DA\nN calls-attention\n"
    ));
    let listed = g.elections();
    let options: Vec<OptionId> = listed.iter().map(|e| e.option).collect();
    assert_eq!(
        options,
        [
            OptionId::Highest,
            OptionId::Lowest,
            OptionId::Win,
            OptionId::Lose
        ]
    );
    assert!(listed.iter().all(
        |e| e.by == [Elector::Seat(Seat::East), Elector::Seat(Seat::West)]
            && e.needs == Needs::Nothing
    ));
    oracle(&g).unwrap();
    let mut consulted = g.clone();
    consulted
        .apply(E::Consulted {
            side: Side::EastWest,
        })
        .unwrap();
    assert!(consulted.elections().is_empty());
}

#[test]
fn euchre_law_80_adversaries_elect_that_it_be_played() {
    // East passes, then orders up: North and South elect.
    let g = game(&format!("{DEALT}E pass\nE order-up\n"));
    let options: Vec<OptionId> = g.elections().iter().map(|e| e.option).collect();
    assert_eq!(options, [OptionId::PartnerMustPass, OptionId::PlayIt]);
    assert!(
        g.elections()
            .iter()
            .all(|e| e.by == [Elector::Seat(Seat::North), Elector::Seat(Seat::South)])
    );
    oracle(&g).unwrap();
}

#[test]
fn euchre_nothing_pending_lists_no_election() {
    let g = game(DEALT);
    assert!(g.elections().is_empty());
    assert!(
        EuchreGame::with_setup(EuchreSetup::new(Seat::North))
            .elections()
            .is_empty()
    );
    oracle(&g).unwrap();
}

fn random_deal(rng: &mut Rng, g: &EuchreGame) -> E {
    let mut pack: Vec<Card> = Pack::ThirtyTwo.cards().iter().collect();
    for i in (1..pack.len()).rev() {
        pack.swap(i, rng.below(i + 1));
    }
    let packets = [Packets::TwoThenThree, Packets::ThreeThenTwo][rng.below(2)];
    E::Deal(EuchreDeal::from_pack(&pack, g.dealer(), packets).expect("a deal"))
}

/// An irregular act of the kinds the code rules on, as the simulation
/// makes them (Laws 52-59, 79-84, 100, 105).
fn irregular_event(g: &EuchreGame, rng: &mut Rng) -> E {
    let seat = Seat::ALL[rng.below(4)];
    let suit = Suit::ALL[rng.below(4)];
    let held = g.hand().map_or(CardSet::EMPTY, |h| h.hand(seat));
    let cards: Vec<Card> = held.iter().collect();
    match rng.below(8) {
        0 => E::pass(seat),
        1 => E::OrderUp { seat },
        2 => E::MentionsSuit { seat, suit },
        3 => E::CallsAttention { seat },
        4 => E::AsksWhoPlayed { seat },
        5 => E::PlayAlone { seat, suit: None },
        _ => match rng.pick(&cards) {
            Some(card) => E::Play { seat, card },
            None => E::pass(seat),
        },
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn euchre_elections_are_what_random_play_with_irregularities_accepts(
        seed in any::<u64>(),
        rate in 10usize..50,
    ) {
        let mut rng = Rng(seed);
        let mut g = EuchreGame::with_setup(EuchreSetup::new(Seat::ALL[rng.below(4)]));
        for _ in 0..300 {
            if g.score().over {
                break;
            }
            if g.hand().is_none() {
                let deal = random_deal(&mut rng, &g);
                g.apply(deal).map_err(|e| TestCaseError::fail(e.to_string()))?;
                continue;
            }
            if g.pending().is_some() {
                let accepted = oracle(&g).map_err(TestCaseError::fail)?;
                prop_assert!(!accepted.is_empty(), "a pending ruling no one can elect");
                if rng.percent(10) {
                    let side = [Side::NorthSouth, Side::EastWest][rng.below(2)];
                    if g.apply(E::Consulted { side }).is_ok() {
                        continue;
                    }
                }
                let (seat, option, _) = accepted[rng.below(accepted.len())];
                g.apply(E::Elect { seat, option }).map_err(|e| TestCaseError::fail(e.to_string()))?;
                continue;
            }
            prop_assert!(g.elections().is_empty());
            let option = OptionId::EUCHRE[rng.below(OptionId::EUCHRE.len())];
            prop_assert!(g.clone().apply(E::Elect { seat: None, option }).is_err(), "an election with nothing pending");
            if rng.percent(rate) {
                let event = irregular_event(&g, &mut rng);
                let _ = g.apply(event);
                continue;
            }
            let legal = g.legal_events();
            let Some(event) = legal.get(rng.below(legal.len())).cloned() else { break };
            g.apply(event).map_err(|e| TestCaseError::fail(e.to_string()))?;
        }
        if g.hand().is_some() {
            oracle(&g).map_err(TestCaseError::fail)?;
        }
    }
}
