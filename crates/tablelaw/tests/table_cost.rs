//! The table's cost in the length of its log: an accepted event is applied
//! in place; a refused one, and an undo, restore the state from a
//! checkpoint and the events after it. Each state reached that way must be
//! the fold of the log from the start (principle 5: the log is the truth).

use tablelaw::codes::euchre::{EuchreEvent, EuchreSetup, Pack};
use tablelaw::random::{RandomPlay, Rng};
use tablelaw::{Event, Game, GameSetup, Seat, Table, TableSetup};

/// The table folded again from its setup and log, from nothing.
fn refolded<G: Game>(t: &Table<G>) -> Table<G>
where
    G::Setup: GameSetup<Game = G>,
{
    Table::from_log(t.setup().clone(), t.log().into_owned()).expect("the log folds again")
}

fn same_state<G: Game>(a: &Table<G>, b: &Table<G>) -> bool {
    format!("{:?}", a.state()) == format!("{:?}", b.state())
}

/// A contract-bridge deal made long with requests for a review of the
/// auction (Law 20) and calls out of rotation, with impossible events
/// thrown in: after each refusal the state is the fold of the log, and
/// after each undo the fold of what is left.
#[test]
fn a_long_contract_bridge_deal_restores_and_undoes_to_the_fold_of_its_log() {
    let mut t = Table::with_setup(TableSetup {
        deal: Some(
            "N:KT8.A96.A95.7542 Q5.KJ52.KQ874.T8 AJ92.874.JT6.AQ3 7643.QT3.32.KJ96"
                .parse()
                .unwrap(),
        ),
        code: tablelaw::CodeId::Rubber,
        dealer: Seat::North,
        vulnerability: Default::default(),
    });
    t.apply(Event::call(Seat::North, "1C".parse().unwrap()))
        .unwrap();
    let mut refusals = 0;
    for i in 0..1_500usize {
        let seat = Seat::ALL[i % 4];
        let _ = t.apply(Event::Review { seat });
        if i % 97 == 0 {
            // An explanation of a call the seat never made: impossible.
            let explain = Event::Explain {
                seat,
                call: "7N".parse().unwrap(),
                text: "?".into(),
            };
            assert!(t.apply(explain).is_err());
            refusals += 1;
            assert!(same_state(&t, &refolded(&t)), "after refusal at {i}");
        }
    }
    assert!(refusals > 10);
    assert!(t.log().len() > 1_000);
    for n in [1, 1, 7, 40, 200, 1] {
        t.undo(n);
        assert!(same_state(&t, &refolded(&t)), "after undo {n}");
    }
}

/// A euchre rubber, one table for all its deals, with irregular events at
/// a high rate (many refused): after every refusal the state is the fold
/// of the log.
#[test]
fn a_euchre_rubber_with_irregular_events_restores_to_the_fold_of_its_log() {
    let mut rng = Rng::new(12);
    let mut t = Table::with_setup(EuchreSetup::new(Seat::North));
    let mut refusals = 0;
    for step in 0..4_000 {
        if t.score().over {
            break;
        }
        let event = match rng.below(6) {
            0 | 1 => t.random_irregular(&mut rng),
            // A card by anyone: mostly not his turn or not his card.
            2 => Some(EuchreEvent::Play {
                seat: Seat::ALL[rng.below(4)],
                card: Pack::ThirtyTwo.cards().iter().nth(rng.below(32)).unwrap(),
            }),
            _ => t.random_regular(&mut rng),
        };
        // No irregular event between deals.
        let Some(event) = event else { continue };
        if t.apply(event).is_err() {
            refusals += 1;
            if refusals % 25 == 0 {
                assert!(
                    same_state(&t, &refolded(&t)),
                    "after refusal at step {step}"
                );
            }
        }
    }
    assert!(refusals > 50, "{refusals}");
    assert!(t.log().len() > 200, "{}", t.log().len());
    let len = t.log().len();
    for n in [1, 3, 50, 1] {
        t.undo(n);
        assert!(same_state(&t, &refolded(&t)), "after undo {n}");
    }
    assert_eq!(t.log().len(), len - 55);
}

/// A refused event leaves the table's log and state as they were, after
/// many checkpoints.
#[test]
fn a_refused_event_after_many_checkpoints_changes_nothing() {
    let mut t = Table::new(Seat::North);
    t.apply(Event::call(Seat::North, "1C".parse().unwrap()))
        .unwrap();
    for i in 0..600 {
        t.apply(Event::Review {
            seat: Seat::ALL[i % 4],
        })
        .unwrap();
    }
    let log = t.log().into_owned();
    let state = format!("{:?}", t.state());
    let refused = t.apply(Event::Explain {
        seat: Seat::East,
        call: "7N".parse().unwrap(),
        text: "?".into(),
    });
    assert!(refused.is_err(), "East made no such call");
    assert_eq!(*t.log(), *log);
    assert_eq!(format!("{:?}", t.state()), state);
}
