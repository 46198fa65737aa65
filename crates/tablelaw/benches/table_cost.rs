//! The table's cost in the length of its log: a deal of N events outside
//! the regular path (requests for a review of the auction, Law 20), and N
//! undos of one event each after N events. Linear cost shows as the same
//! time an event at every N. Then, after 65,536 events, one more event
//! beside one undo: of a contract-bridge deal of reviews (its log stored)
//! and of a euchre rubber of deals passed twice round (regular, its log
//! derived from the deals).

use criterion::{BatchSize, BenchmarkId, Criterion, Throughput, criterion_group, criterion_main};
use std::hint::black_box;
use tablelaw::codes::euchre::{Euchre, EuchreEvent, EuchreSetup};
use tablelaw::random::{RandomPlay, Rng};
use tablelaw::{Event, Game, Seat, Table};

/// A rubber table after North's opening and `n` requests for a review.
fn reviewed(n: usize) -> Table {
    let mut t = Table::new(Seat::North);
    t.apply(Event::call(Seat::North, "1C".parse().unwrap()))
        .unwrap();
    for i in 0..n {
        t.apply(Event::Review {
            seat: Seat::ALL[i % 4],
        })
        .unwrap();
    }
    t
}

/// The next event of a euchre rubber whose every deal is passed twice round.
fn next_passed(t: &Table<Euchre>, rng: &mut Rng) -> EuchreEvent {
    let legal = t.legal_actions();
    match legal.iter().find(|e| matches!(e, EuchreEvent::Pass { .. })) {
        Some(pass) => pass.clone(),
        None => t.random_regular(rng).expect("a deal is due"),
    }
}

/// A euchre rubber of `n` events, every deal passed twice round.
fn passed(n: usize) -> Table<Euchre> {
    let mut rng = Rng::new(7);
    let mut t = Table::with_setup(EuchreSetup::new(Seat::North));
    for _ in 0..n {
        let e = next_passed(&t, &mut rng);
        t.apply(e).unwrap();
    }
    t
}

fn events(c: &mut Criterion) {
    let mut g = c.benchmark_group("irregular events");
    g.sample_size(10);
    for n in [1_000usize, 4_000, 16_000] {
        g.throughput(Throughput::Elements(n as u64));
        g.bench_with_input(BenchmarkId::from_parameter(n), &n, |b, &n| {
            b.iter(|| black_box(reviewed(n)))
        });
    }
    g.finish();
}

fn undos(c: &mut Criterion) {
    let mut g = c.benchmark_group("undos of one event");
    g.sample_size(10);
    for n in [1_000usize, 4_000] {
        let table = reviewed(n);
        g.throughput(Throughput::Elements(n as u64));
        g.bench_with_input(BenchmarkId::from_parameter(n), &n, |b, &n| {
            b.iter_batched(
                || table.clone(),
                |mut t| {
                    for _ in 0..n {
                        t.undo(1);
                    }
                    t
                },
                BatchSize::LargeInput,
            )
        });
    }
    // Every event of a long euchre rubber undone, one at a time.
    let n = 1 << 16;
    let table = passed(n);
    g.throughput(Throughput::Elements(n as u64));
    g.bench_function(BenchmarkId::new("euchre", n), |b| {
        b.iter_batched(
            || table.clone(),
            |mut t| {
                for _ in 0..n {
                    t.undo(1);
                }
                t
            },
            BatchSize::LargeInput,
        )
    });
    g.finish();
}

/// Events, and one undo, after 65,536 events: the time of an event is the
/// mean of the next 1,024 (so that a checkpoint falling due among them is
/// counted at its share); an undo should cost a few events, whatever the
/// log's length.
fn after_64k(c: &mut Criterion) {
    let n = 1 << 16;
    let more = 1_024;
    let mut g = c.benchmark_group("after 65536 events");
    g.sample_size(20);
    let euchre = passed(n);
    let next: Vec<EuchreEvent> = {
        let (mut t, mut rng) = (euchre.clone(), Rng::new(8));
        (0..more)
            .map(|_| {
                let e = next_passed(&t, &mut rng);
                t.apply(e.clone()).unwrap();
                e
            })
            .collect()
    };
    g.throughput(Throughput::Elements(more as u64));
    g.bench_function("euchre: an event", |b| {
        b.iter_batched_ref(
            || euchre.clone(),
            |t| {
                for e in &next {
                    t.apply(e.clone()).unwrap();
                }
            },
            BatchSize::LargeInput,
        )
    });
    let bridge = reviewed(n);
    g.bench_function("reviews: an event", |b| {
        b.iter_batched_ref(
            || bridge.clone(),
            |t| {
                for i in 0..more {
                    t.apply(Event::Review {
                        seat: Seat::ALL[i % 4],
                    })
                    .unwrap();
                }
            },
            BatchSize::LargeInput,
        )
    });
    g.throughput(Throughput::Elements(1));
    g.bench_function("euchre: undo 1", |b| {
        b.iter_batched_ref(|| euchre.clone(), |t| t.undo(1), BatchSize::LargeInput)
    });
    g.bench_function("reviews: undo 1", |b| {
        b.iter_batched_ref(|| bridge.clone(), |t| t.undo(1), BatchSize::LargeInput)
    });
    g.finish();
}

criterion_group!(benches, events, undos, after_64k);
criterion_main!(benches);
