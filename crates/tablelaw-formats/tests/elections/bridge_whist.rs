//! Bridge whist (1907): the elections of laws 46, 48, 49, 54 and 55.

use proptest::prelude::*;
use tablelaw::codes::bridge_whist::{ClubLimit, Phase, WhistEvent as E, WhistSetup, WhistTable};
use tablelaw::random::RandomPlay;
use tablelaw::referee::{Election, Elector, Needs};
use tablelaw::{Denomination, OptionId, Seat};
use tablelaw_formats::whist_script;

use super::oracle::{Rng, Tried, candidates, check, random_deal, scripts};

/// The oracle at this point of the table (the Elect takes no suit).
fn oracle(t: &WhistTable) -> Result<Vec<Tried>, String> {
    let offered: Vec<OptionId> = t
        .pending()
        .map(|(_, r)| r.options.iter().map(|o| o.id).collect())
        .unwrap_or_default();
    check(
        &t.elections(),
        &candidates(&offered),
        &[None],
        |(seat, option, _)| t.clone().apply(E::Elect { seat, option }).is_ok(),
    )
}

fn table(script: &str) -> WhistTable {
    let s = whist_script::parse(script).expect("a script");
    WhistTable::from_log(s.setup, s.events.into_iter().map(|(e, _)| e)).expect("events")
}

#[test]
fn bridge_whist_elections_are_what_every_prefix_of_every_script_accepts() {
    let scripts = scripts(whist_script::is_bridge_whist);
    assert!(scripts.len() >= 11, "found {} scripts", scripts.len());
    let mut pending = 0;
    for (name, text) in scripts {
        let Ok(s) = whist_script::parse(&text) else {
            continue;
        };
        let mut t = WhistTable::with_setup(s.setup);
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
    assert!(pending >= 6, "only {pending} pending rulings met");
}

#[test]
fn bridge_whist_law_46_eldest_hand_elects_the_trump_stand_or_a_new_deal() {
    // Dealer South: West is the eldest hand.
    let t = table("laws bridge-whist\ndealer S\nN makes H\n");
    assert_eq!(
        t.elections(),
        vec![
            Election::by_seat(OptionId::Accept, Seat::West),
            Election::by_seat(OptionId::NewDeal, Seat::West),
        ]
    );
    oracle(&t).unwrap();
}

#[test]
fn bridge_whist_law_48_eldest_hand_elects() {
    let t = table("laws bridge-whist\ndealer S\nS bridges\nN bridges\n");
    assert_eq!(
        t.elections(),
        vec![
            Election::by_seat(OptionId::NewDeal, Seat::West),
            Election::by_seat(OptionId::CompelDeclaration, Seat::West),
        ]
    );
    oracle(&t).unwrap();
}

#[test]
fn bridge_whist_law_49_the_dealer_elects_when_an_adversary_declares() {
    let t = table("laws bridge-whist\ndealer S\nE makes NT\n");
    let listed = t.elections();
    assert_eq!(listed.len(), 2);
    assert!(
        listed
            .iter()
            .all(|e| e.by == [Elector::Seat(Seat::South)] && e.needs == Needs::Nothing)
    );
    oracle(&t).unwrap();
}

#[test]
fn bridge_whist_law_55_consultation_the_maker_may_claim_a_new_deal() {
    // South makes the trump; East and West consult: South chooses.
    let t = table("laws bridge-whist\ndealer S\nS makes H\nE consults\n");
    assert_eq!(
        t.elections(),
        vec![
            Election::by_seat(OptionId::NewDeal, Seat::South),
            Election::by_seat(OptionId::Accept, Seat::South),
        ]
    );
    oracle(&t).unwrap();
}

#[test]
fn bridge_whist_nothing_pending_lists_no_election() {
    let t = table("laws bridge-whist\ndealer S\nS makes H\n");
    assert!(t.elections().is_empty());
    // Law 49, last sentence: an alteration is ruled on without a choice.
    let t = table("laws bridge-whist\ndealer S\nS makes H\nS makes C\n");
    assert!(t.pending().is_none());
    assert!(t.elections().is_empty());
    oracle(&t).unwrap();
}

fn random_denomination(rng: &mut Rng) -> Denomination {
    Denomination::ALL[rng.below(5)]
}

/// A regular word or card from the player whose turn it is.
fn regular_event(t: &WhistTable, rng: &mut Rng) -> Option<E> {
    let seat = t.turn()?;
    Some(match t.phase() {
        Phase::MakingTrump if seat == t.dealer() && rng.percent(50) => E::PassDeclaration { seat },
        Phase::MakingTrump => E::MakeTrump {
            seat,
            denomination: random_denomination(rng),
        },
        Phase::Doubling => {
            let d = t.doubling();
            if rng.percent(33) {
                E::Double { seat }
            } else if !d.steps().is_empty() {
                E::Satisfied { seat }
            } else if d.asked() {
                E::Yes { seat }
            } else {
                E::MayILead { seat }
            }
        }
        Phase::Play => {
            let cards: Vec<tablelaw::Card> = t.play()?.legal_plays().iter().collect();
            E::Play {
                seat,
                card: rng.pick(&cards)?,
            }
        }
        Phase::Over | Phase::NewDeal => return None,
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn bridge_whist_elections_are_what_random_play_with_irregularities_accepts(
        seed in any::<u64>(),
        rate in 10usize..50,
    ) {
        let mut rng = Rng(seed);
        // The irregular events as random play draws them (tablelaw::random).
        let mut draw = tablelaw::random::Rng::new(seed);
        let club_limit = [ClubLimit::None, ClubLimit::Points100, ClubLimit::Points200][rng.below(3)];
        let dealer = Seat::ALL[rng.below(4)];
        let new_table = |rng: &mut Rng| WhistTable::with_setup(WhistSetup {
            deal: Some(random_deal(rng)),
            club_limit,
            ..WhistSetup::new(dealer)
        });
        let mut t = new_table(&mut rng);
        for _ in 0..400 {
            if t.phase() == Phase::Over {
                break;
            }
            if t.phase() == Phase::NewDeal {
                // A new deal by the same dealer.
                oracle(&t).map_err(TestCaseError::fail)?;
                t = new_table(&mut rng);
            }
            if t.pending().is_some() {
                let accepted = oracle(&t).map_err(TestCaseError::fail)?;
                prop_assert!(!accepted.is_empty(), "a pending ruling no one can elect");
                // Law 47: a declaration as to doubling by an adversary
                // makes the trump wrongly made stand; other words wait.
                if rng.percent(25) {
                    let seat = Seat::ALL[rng.below(4)];
                    let word = [E::MayILead { seat }, E::Double { seat }, E::Satisfied { seat }, E::Consultation { seat }][rng.below(4)].clone();
                    if t.apply(word).is_ok() {
                        continue;
                    }
                }
                let (seat, option, _) = accepted[rng.below(accepted.len())];
                t.apply(E::Elect { seat, option }).map_err(|e| TestCaseError::fail(e.to_string()))?;
                continue;
            }
            prop_assert!(t.elections().is_empty());
            let option = OptionId::ALL[rng.below(OptionId::ALL.len())];
            prop_assert!(t.clone().apply(E::Elect { seat: None, option }).is_err(), "an election with nothing pending");
            if t.phase() != Phase::Play && rng.percent(rate) {
                if let Some(event) = RandomPlay::random_irregular(t.state(), &mut draw) {
                    let _ = t.apply(event);
                }
                continue;
            }
            let Some(event) = regular_event(&t, &mut rng) else { break };
            t.apply(event).map_err(|e| TestCaseError::fail(e.to_string()))?;
        }
        oracle(&t).map_err(TestCaseError::fail)?;
    }
}
