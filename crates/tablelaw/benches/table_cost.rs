//! The table's cost in the length of its log: a deal of N events outside
//! the regular path (requests for a review of the auction, Law 20), and N
//! undos of one event each after N events. Linear cost shows as the same
//! time an event at every N.

use criterion::{BenchmarkId, Criterion, Throughput, criterion_group, criterion_main};
use std::hint::black_box;
use tablelaw::{Event, Seat, Table};

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
                criterion::BatchSize::LargeInput,
            )
        });
    }
    g.finish();
}

criterion_group!(benches, events, undos);
criterion_main!(benches);
