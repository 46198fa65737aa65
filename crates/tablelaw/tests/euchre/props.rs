//! Properties: random sequences of legal and impossible events never
//! panic; an impossible event leaves the game unchanged; refolding the log
//! gives the same state; undo is a refold of the prefix.

use proptest::prelude::*;
use tablelaw::codes::euchre::{EuchreDeal, EuchreSetup, Pack, Packets};
use tablelaw::{OptionId, Side};

use super::*;

struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

fn random_deal(rng: &mut Rng, dealer: Seat, pack: Pack) -> EuchreDeal {
    let mut cards: Vec<Card> = pack.cards().iter().collect();
    for i in (1..cards.len()).rev() {
        cards.swap(i, rng.below(i + 1));
    }
    let packets = if rng.below(2) == 0 {
        Packets::TwoThenThree
    } else {
        Packets::ThreeThenTwo
    };
    EuchreDeal::from_pack(&cards, dealer, packets).unwrap()
}

fn random_event(rng: &mut Rng, g: &EuchreGame) -> E {
    let seat = Seat::ALL[rng.below(4)];
    let suit = Suit::ALL[rng.below(4)];
    let all: Vec<Card> = Pack::ThirtyTwo.cards().iter().collect();
    let c = all[rng.below(all.len())];
    let side = if rng.below(2) == 0 {
        Side::NorthSouth
    } else {
        Side::EastWest
    };
    let options = [
        OptionId::Highest,
        OptionId::Lowest,
        OptionId::Win,
        OptionId::Lose,
        OptionId::PlayIt,
        OptionId::PartnerMustPass,
        OptionId::Accept,
    ];
    match rng.below(31) {
        // Laws 31, 46 III and 91.
        29 => E::Reshuffles { seat },
        30 => E::LiftsTrumpCard { seat },
        // Laws 65, 69: the question, the answer, the correction.
        26 => E::AsksRevoke { seat },
        27 => E::AnswersNo { seat },
        28 => E::CorrectsRevoke { seat },
        // Law 61: the finding of two cards played to one trick.
        25 => E::SurplusCard {
            seat,
            trick: u8::try_from(rng.below(5)).unwrap_or(0),
            card: c,
        },
        22 => E::Exposes {
            seat,
            card: c,
            below_table: rng.below(2) == 0,
        },
        23 => E::DealOutOfTurn {
            seat,
            deal: (rng.below(2) == 0).then(|| random_deal(rng, seat, Pack::ThirtyTwo)),
        },
        24 => E::MisdealOutOfTurn { seat },
        20 => E::CallsCard { seat, card: c },
        21 => E::CallsSuit { seat, suit },
        0 => E::pass(seat),
        1 => E::OrderUp { seat },
        2 => E::Assist { seat },
        3 => E::TakeUp { seat },
        4 => E::PlayAlone {
            seat,
            suit: (rng.below(2) == 0).then_some(suit),
        },
        5 => E::TakeItFrom { seat },
        6 => E::Name { seat, suit },
        7 => E::TurnDown { seat },
        8 => E::ThrowsCards { seat },
        9 => E::MentionsSuit { seat, suit },
        10 => E::Discard { card: c },
        11 => E::play(seat, c),
        12 => E::CallsAttention { seat },
        13 => E::DemandsCardsPlaced { seat },
        14 => E::AsksWhoPlayed { seat },
        15 => E::Elect {
            seat: (rng.below(2) == 0).then_some(seat),
            option: options[rng.below(options.len())],
        },
        16 => E::Consulted { side },
        17 => E::DefendAlone { seat },
        18 => E::Misdeal { excuse: None },
        _ => E::Deal(random_deal(rng, g.dealer(), Pack::ThirtyTwo)),
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(96))]

    #[test]
    fn random_events_never_panic_errors_change_nothing_and_refold_agrees(seed in 1u64..u64::MAX, steps in 1usize..160) {
        let mut rng = Rng(seed);
        let setup = EuchreSetup::new(Seat::ALL[rng.below(4)]);
        let mut g = EuchreGame::with_setup(setup);
        for _ in 0..steps {
            let event = if g.hand().is_none() && rng.below(3) > 0 {
                E::Deal(random_deal(&mut rng, g.dealer(), Pack::ThirtyTwo))
            } else if rng.below(4) > 0 {
                let legal = g.legal_events();
                if legal.is_empty() { random_event(&mut rng, &g) } else { legal[rng.below(legal.len())].clone() }
            } else {
                random_event(&mut rng, &g)
            };
            let before = g.state().clone();
            let legal = g.legal_events();
            match g.apply(event.clone()) {
                Ok(()) => {}
                Err(_) => {
                    prop_assert!(!legal.contains(&event), "a legal event was refused: {:?}", event);
                    prop_assert_eq!(g.state(), &before);
                }
            }
        }
        let refolded = EuchreGame::from_log(setup, g.log().iter().cloned()).map_err(|(i, e)| TestCaseError::fail(format!("{i}: {e}")))?;
        prop_assert_eq!(refolded.state(), g.state());
        let n = g.log().len();
        let mut undone = g.clone();
        undone.undo(3);
        let prefix = EuchreGame::from_log(setup, g.log()[..n.saturating_sub(3)].iter().cloned()).unwrap();
        prop_assert_eq!(undone.state(), prefix.state());
    }

    #[test]
    fn legal_events_alone_finish_every_deal_with_a_score(seed in 1u64..u64::MAX) {
        let mut rng = Rng(seed);
        let mut g = EuchreGame::with_setup(EuchreSetup::new(Seat::North));
        let mut deals = 0;
        while !g.score().over && deals < 200 {
            g.apply(E::Deal(random_deal(&mut rng, g.dealer(), Pack::ThirtyTwo))).unwrap();
            deals += 1;
            while g.hand().is_some() {
                let legal = g.legal_events();
                prop_assert!(!legal.is_empty());
                g.apply(legal[rng.below(legal.len())].clone()).unwrap();
            }
            let d = g.deals().last().unwrap();
            prop_assert!(d.rulings.is_empty(), "legal events are regular: {:?}", d.rulings);
            if let Some(h) = &d.hand
                && h.trump().is_some() {
                    prop_assert_eq!(h.won().0.iter().sum::<u8>(), 5);
                    prop_assert_eq!(d.score.len(), 1);
                }
        }
        prop_assert!(g.score().over);
        prop_assert!(g.score().games.len() >= 3);
    }
}

/// An irregular act of the kinds `tablelaw simulate --irregular` mixes in,
/// and more: an act of the making out of turn or after passing (Laws 79,
/// 80, 82), a suit mentioned, attention called to the trick (83), a
/// question of who played (84), a card held played by any player (out of
/// turn, reneging, a second card to a trick), a call of an exposed card, a
/// card exposed (46), a hand thrown on the table (48-50).
fn irregular_act(rng: &mut Rng, g: &EuchreGame) -> E {
    let seat = Seat::ALL[rng.below(4)];
    let suit = Suit::ALL[rng.below(4)];
    let Some(h) = g.hand() else {
        return E::pass(seat);
    };
    let held = h.hand(seat);
    match rng.below(12) {
        10 => match held.iter().nth(rng.below(held.len())) {
            Some(card) => E::Exposes {
                seat,
                card,
                below_table: false,
            },
            None => E::pass(seat),
        },
        11 if rng.below(3) == 0 => E::ThrowsCards { seat },
        0 => E::pass(seat),
        1 => E::OrderUp { seat },
        2 => E::MentionsSuit { seat, suit },
        3 => E::CallsAttention { seat },
        4 => E::AsksWhoPlayed { seat },
        5 => E::Name { seat, suit },
        6 => {
            let exposed: Vec<Card> = Seat::ALL
                .iter()
                .flat_map(|&s| h.exposed(s).iter())
                .collect();
            match exposed.get(rng.below(exposed.len())) {
                Some(&card) => E::CallsCard { seat, card },
                None => E::CallsSuit { seat, suit },
            }
        }
        _ => match held.iter().nth(rng.below(held.len())) {
            Some(card) => E::Play { seat, card },
            None => E::pass(seat),
        },
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(128))]

    #[test]
    fn irregular_acts_never_leave_a_deal_without_a_legal_act(seed in 1u64..u64::MAX, today in any::<bool>(), rate in 1usize..6) {
        let mut rng = Rng(seed);
        let options = if today { EuchreOptions::today() } else { EuchreOptions::default() };
        let setup = EuchreSetup::with_options(Seat::ALL[rng.below(4)], options);
        let mut g = EuchreGame::with_setup(setup);
        for _ in 0..12 {
            if g.score().over {
                break;
            }
            g.apply(E::Deal(random_deal(&mut rng, g.dealer(), options.pack))).unwrap();
            let mut steps = 0;
            while g.hand().is_some() {
                steps += 1;
                prop_assert!(steps < 400, "the deal does not end: {:?}", g.log());
                let legal = g.legal_events();
                prop_assert!(!legal.is_empty(), "no legal act and the deal not over: {:?}", g.log());
                let event = if rng.below(10) < rate {
                    irregular_act(&mut rng, &g)
                } else {
                    legal[rng.below(legal.len())].clone()
                };
                let before = g.state().clone();
                let n = g.log().len();
                match g.apply(event.clone()) {
                    Ok(()) => {}
                    Err(err) => {
                        prop_assert!(!legal.contains(&event), "a legal event was refused: {:?}: {}", event, err);
                        prop_assert_eq!(g.state(), &before, "{:?} was refused and changed the state", event);
                        prop_assert_eq!(g.log().len(), n);
                    }
                }
            }
        }
        let refolded = EuchreGame::from_log(setup, g.log().iter().cloned()).map_err(|(i, e)| TestCaseError::fail(format!("{i}: {e}")))?;
        prop_assert_eq!(refolded.state(), g.state());
    }
}
