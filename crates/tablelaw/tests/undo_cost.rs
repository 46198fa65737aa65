//! Undo in bounded work: the table keeps its checkpoints as a ladder, so
//! that an undo of one event folds again a bounded stretch of the log
//! (counted by `Table::events_refolded`, never timed), whatever its
//! length and whichever path applied the events; and every state an undo
//! reaches is the fold of what is left.

use proptest::prelude::*;
use tablelaw::codes::euchre::{Euchre, EuchreEvent, EuchreSetup};
use tablelaw::random::{RandomPlay, Rng};
use tablelaw::{Event, Game, GameSetup, Seat, Table};

/// What an undo must give back, compared cheaply at every step.
fn summary<G: Game>(t: &Table<G>) -> (usize, Option<Seat>, usize, usize) {
    (
        t.log_len(),
        t.turn(),
        t.rulings().len(),
        t.legal_actions().len(),
    )
}

fn debug_of<G: Game>(t: &Table<G>) -> String {
    format!("{:?}", t.state())
}

/// A euchre rubber of deals passed twice round (regular: nothing scored,
/// so it never ends), applied through `Table::apply`: its log is derived
/// from the deals, as every regular rubber's is.
fn passed_rubber(events: usize, mut each: impl FnMut(&Table<Euchre>)) -> Table<Euchre> {
    let mut rng = Rng::new(7);
    let mut t = Table::with_setup(EuchreSetup::new(Seat::North));
    while t.log_len() < events {
        let legal = t.legal_actions();
        let event = match legal.iter().find(|e| matches!(e, EuchreEvent::Pass { .. })) {
            Some(pass) => pass.clone(),
            None => t.random_regular(&mut rng).expect("a deal is due"),
        };
        t.apply(event).expect("a regular event");
        each(&t);
    }
    t
}

#[test]
fn sixty_four_thousand_undos_give_back_every_state_in_bounded_work() {
    const N: usize = 1 << 16;
    let mut forward = vec![];
    let mut full = vec![];
    let mut t = passed_rubber(N, |t| {
        forward.push(summary(t));
        if t.log_len() % 4_099 == 0 {
            full.push((t.log_len(), debug_of(t)));
        }
    });
    assert_eq!(t.log_len(), N);
    assert!(t.state().derives_log(), "every event was regular");
    let mut most = 0;
    for left in (0..N).rev() {
        let before = t.events_refolded();
        t.undo(1);
        let refolded = t.events_refolded() - before;
        if left + 1 == N {
            // The first undo folds again no more than the stretch since
            // the last checkpoint (the table kept its copy of the derived
            // log in step, so it derives nothing).
            assert!(refolded <= 8, "the first undo folded {refolded} again");
        }
        most = most.max(refolded);
        assert_eq!(t.log_len(), left);
        if left > 0 {
            assert_eq!(summary(&t), forward[left - 1], "after undo to {left}");
        }
        if let Some((_, state)) = full.iter().find(|(at, _)| *at == left) {
            assert_eq!(&debug_of(&t), state, "the state at {left}");
        }
    }
    let per_undo = t.events_refolded() as f64 / N as f64;
    // A run of undos costs a bounded number of events an undo, amortised
    // (about 8.7 here: half a stretch of 8, and the gaps filled in; it
    // was 33 with a rung every 64 events).
    assert!(per_undo < 12.0, "{per_undo} events an undo");
    // Now and then one undo fills in a gap of the ladder: never more than
    // half of the log.
    assert!(most <= N as u64 / 2, "an undo folded {most} events again");
    assert_eq!(
        debug_of(&t),
        debug_of(&Table::with_setup(EuchreSetup::new(Seat::North)))
    );
}

/// Contract bridge, its log stored: 3,000 requests for a review, each a
/// record of the state, whose copy grows with them (`Game::copy_cost`).
/// An undo folds again no more events than a copy of the state costs: the
/// checkpoints are spaced by it.
#[test]
fn an_undo_after_a_long_log_folds_again_at_most_one_stretch() {
    let mut t = Table::new(Seat::North);
    t.apply(Event::call(Seat::North, "1C".parse().unwrap()))
        .unwrap();
    for i in 0..3_000 {
        t.apply(Event::Review {
            seat: Seat::ALL[i % 4],
        })
        .unwrap();
    }
    for _ in 0..200 {
        let (before, cost) = (t.events_refolded(), t.state().copy_cost());
        t.undo(1);
        let refolded = t.events_refolded() - before;
        assert!(
            refolded as usize <= cost.max(8),
            "{refolded} for a copy of {cost}"
        );
    }
    let fold = Table::from_log(t.setup().clone(), t.log().into_owned()).unwrap();
    assert_eq!(debug_of(&t), debug_of(&fold));
}

/// A euchre table of random events, regular and irregular (many refused).
fn random_euchre(seed: u64, steps: usize) -> Table<Euchre> {
    let mut rng = Rng::new(seed);
    let mut t = Table::with_setup(EuchreSetup::new(Seat::North));
    for _ in 0..steps {
        let event = if rng.below(8) == 0 {
            t.random_irregular(&mut rng)
        } else {
            t.random_regular(&mut rng)
        };
        let Some(event) = event else { break };
        let _ = t.apply(event);
    }
    t
}

fn refold<G: Game>(t: &Table<G>, n: usize) -> Table<G>
where
    G::Setup: GameSetup<Game = G>,
{
    let log = t.log();
    Table::from_log(t.setup().clone(), log[..n].iter().cloned()).expect("a prefix folds")
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    /// undo(k) gives the fold of the first N - k events, for any run of
    /// undos, across the checkpoints.
    #[test]
    fn undo_k_is_the_fold_of_the_rest(
        seed in 0u64..1_000,
        steps in 200usize..900,
        undos in prop::collection::vec(1usize..80, 1..8),
    ) {
        let mut t = random_euchre(seed, steps);
        for k in undos {
            let left = t.log_len().saturating_sub(k);
            let expected = refold(&t, left);
            t.undo(k);
            prop_assert_eq!(t.log_len(), left);
            prop_assert_eq!(debug_of(&t), debug_of(&expected));
        }
    }
}

/// A rubber of 600 deals (every other one passed out, the others one club
/// down one, scored above the line), then every step undone one at a
/// time: each rubber reached is the one the forward pass had at that step
/// (the sheet written again from a copy kept a few deals back).
#[test]
fn a_long_rubber_undoes_step_by_step_to_each_rubber_it_was() {
    use tablelaw::ContractBridge;
    use tablelaw::rubber_table::{RubberStep, RubberTable};
    use tablelaw::{CodeId, TableSetup};
    let mut r =
        RubberTable::<ContractBridge>::new(TableSetup::new(CodeId::Rubber, Seat::North)).unwrap();
    let mut forward = vec![(r.len(), r.sheet())];
    let mut step = |r: &mut RubberTable<ContractBridge>, s: RubberStep<Event>| {
        r.apply(s).unwrap();
        forward.push((r.len(), r.sheet()));
    };
    for deal in 0..600 {
        let calls: &[&str] = if deal % 2 == 0 {
            &["1C", "P", "P", "P"]
        } else {
            &["P"; 4]
        };
        for call in calls {
            let seat = r.table().turn().unwrap();
            step(
                &mut r,
                RubberStep::Event(Event::call(seat, call.parse().unwrap())),
            );
        }
        if deal % 2 == 0 {
            step(&mut r, RubberStep::Result { tricks: 6 });
        }
        step(&mut r, RubberStep::NextDeal { deal: None });
    }
    let steps = forward.len() - 1;
    assert_eq!(r.len(), steps);
    for left in (0..steps).rev() {
        assert_eq!(r.undo(1), 1);
        assert_eq!((r.len(), r.sheet()), forward[left], "undone to step {left}");
    }
}

/// A copy made into another table's memory (`Clone::clone_from`, as a
/// search copies one table again and again) is the table: the same log,
/// notes and state, and the same after the same undo; its checkpoints
/// too, so that it undoes as the original does.
#[test]
fn a_copy_into_another_tables_memory_is_the_table() {
    for seed in 0..12 {
        let original = random_euchre(seed, 600);
        let mut copy = random_euchre(seed + 100, 300 + 40 * seed as usize);
        copy.clone_from(&original);
        assert_eq!(*copy.log(), *original.log(), "seed {seed}");
        assert_eq!(copy.notes(), original.notes(), "seed {seed}");
        assert_eq!(debug_of(&copy), debug_of(&original), "seed {seed}");
        let mut undone = original.clone();
        for n in [1, 9, 70] {
            undone.undo(n);
            copy.undo(n);
            assert_eq!(debug_of(&copy), debug_of(&undone), "seed {seed}, undo {n}");
            assert_eq!(
                copy.events_refolded(),
                undone.events_refolded(),
                "seed {seed}"
            );
        }
    }
}

/// A search's rollouts: each copies one dealt state into the table the
/// last rollout played to its deal's end (its hand's box reused, the
/// finished deal dropped), then plays it out. Each copy is the dealt
/// state, and each rollout ends as the same rollout from a fresh copy.
#[test]
fn rollouts_copied_into_one_table_are_each_the_dealt_state() {
    let mut rng = Rng::new(5);
    let mut rolled = 0;
    for rubber in 0..6 {
        // Some deals played first: the finished deals the copies share.
        let mut dealt = Table::with_setup(EuchreSetup::new(Seat::North));
        for _ in 0..3 * rubber {
            if dealt.state().score.over {
                break;
            }
            let deal = dealt.random_regular(&mut rng).unwrap();
            dealt.apply(deal).unwrap();
            assert!(matches!(
                Euchre::play_out_regular(&mut dealt, &mut rng),
                Some(Ok(()))
            ));
        }
        if dealt.state().score.over {
            continue;
        }
        let deal = dealt.random_regular(&mut rng).unwrap();
        dealt.apply(deal).unwrap();
        let mut table = dealt.clone();
        for rollout in 0..20u64 {
            table.clone_from(&dealt);
            assert_eq!(debug_of(&table), debug_of(&dealt), "rubber {rubber}");
            let mut fresh = dealt.clone();
            let (mut a, mut b) = (Rng::new(rollout), Rng::new(rollout));
            assert!(matches!(
                Euchre::play_out_regular(&mut table, &mut a),
                Some(Ok(()))
            ));
            assert!(matches!(
                Euchre::play_out_regular(&mut fresh, &mut b),
                Some(Ok(()))
            ));
            assert_eq!(debug_of(&table), debug_of(&fresh), "rubber {rubber}");
            assert!(table.state().hand.is_none(), "the deal is finished");
            rolled += 1;
        }
    }
    assert!(rolled >= 60, "{rolled} rollouts");
}
