//! Random complete deals of contract bridge: a shuffle, a random regular
//! auction, random legal play of the 52 cards and the duplicate score
//! (Law 77), four ways, so that the referee's overhead is visible:
//!
//! - through the referee, `Table` (the deal's table kept and reset, as
//!   `tablelaw simulate` does), the calls by `Table::bid_out` and the
//!   cards by `Table::play_out`, as `tablelaw simulate` makes them;
//! - the same with each call by `Table::call` and each card by
//!   `Table::play_card`;
//! - through the bare engine pieces, `Auction` and `BridgePlay`, with
//!   `DuplicateScore`;
//! - through a bare array loop (in `support/deals.rs`, which the
//!   instruction guard shares): the auction as a few integers, the hands
//!   as four bitsets, the same score function.
//!
//! All four draw the same random numbers for the same choices, as
//! `tablelaw simulate` draws them (the pack shuffled by `Deal::random`;
//! mostly passes, bids near the lowest legal one; any legal card alike), so
//! they play the same deals; the bench checks it before timing. A second
//! group draws every action uniformly among the legal ones (calls too), as
//! OpenSpiel's random rollout does (`bench/openspiel.sh`). With
//! `TABLELAW_ROUNDS=N` the bench skips criterion and runs N rounds of each
//! draw, the four implementations one after the other in an order that
//! turns, timed by the thread's CPU time, and prints each round's ratio of
//! each to the array loop with their median and range.

use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};

const DEALS: usize = 1000;

#[path = "support/deals.rs"]
mod deals;
use deals::*;

/// The CPU time of this thread so far, in nanoseconds (Linux's
/// `/proc/thread-self/schedstat`).
fn cpu_ns() -> u64 {
    let text = std::fs::read_to_string("/proc/thread-self/schedstat").expect("schedstat");
    let first = text.split_whitespace().next().expect("a field");
    first.parse().expect("nanoseconds")
}

/// `n` interleaved rounds of each draw, in CPU time.
fn rounds(n: usize) {
    type Run = fn(usize, u64, Choose) -> i64;
    let runs: [(&str, Run); 4] = [
        ("referee (bid_out, play_out)", referee),
        ("referee (call, play_card)", referee_by_event),
        ("engine pieces", engine),
        ("array loop", baseline),
    ];
    for (name, choose) in [
        ("random_deals", choose_call as Choose),
        ("uniform_deals", uniform_call as Choose),
    ] {
        let mut floor = vec![vec![]; 3];
        for round in 0..n {
            let mut rate = [0.0f64; 4];
            for k in 0..4 {
                let i = (round + k) % 4;
                let start = cpu_ns();
                black_box(runs[i].1(200 * DEALS, black_box(7), choose));
                rate[i] = (200 * DEALS) as f64 / (cpu_ns() - start) as f64 * 1e9;
            }
            let rates: Vec<String> = (0..4)
                .map(|i| format!("{} {:.0}", runs[i].0, rate[i]))
                .collect();
            eprintln!(
                "{name} round {}: {} deals/s (CPU); referee/loop {:.2}",
                round + 1,
                rates.join(", "),
                rate[0] / rate[3]
            );
            for (i, f) in floor.iter_mut().enumerate() {
                f.push(rate[i] / rate[3]);
            }
        }
        for (i, mut v) in floor.into_iter().enumerate() {
            v.sort_by(f64::total_cmp);
            eprintln!(
                "{name} {} / array loop: median {:.2} ({:.2}-{:.2})",
                runs[i].0,
                v[v.len() / 2],
                v[0],
                v[v.len() - 1]
            );
        }
    }
}

fn bench(c: &mut Criterion) {
    if let Some(n) = std::env::var("TABLELAW_ROUNDS")
        .ok()
        .and_then(|v| v.parse().ok())
    {
        return rounds(n);
    }
    for (name, choose) in [
        ("random_deals", choose_call as Choose),
        ("uniform_deals", uniform_call as Choose),
    ] {
        // The three play the same deals to the same scores.
        for seed in [1, 2, 3] {
            let r = referee(2000, seed, choose);
            assert_eq!(
                r,
                referee_by_event(2000, seed, choose),
                "the referee's loops differ"
            );
            assert_eq!(r, engine(2000, seed, choose), "the engine's pieces differ");
            assert_eq!(r, baseline(2000, seed, choose), "the baseline differs");
        }
        let mut group = c.benchmark_group(name);
        group.throughput(Throughput::Elements(DEALS as u64));
        group.sample_size(20);
        group.warm_up_time(std::time::Duration::from_secs(1));
        group.measurement_time(std::time::Duration::from_secs(3));
        group.bench_function("tablelaw::Table bid_out + play_out (referee)", |b| {
            b.iter(|| black_box(referee(DEALS, black_box(7), choose)))
        });
        group.bench_function("tablelaw::Table call + play_card (referee)", |b| {
            b.iter(|| black_box(referee_by_event(DEALS, black_box(7), choose)))
        });
        group.bench_function("Auction + BridgePlay (engine pieces)", |b| {
            b.iter(|| black_box(engine(DEALS, black_box(7), choose)))
        });
        group.bench_function("array loop (baseline)", |b| {
            b.iter(|| black_box(baseline(DEALS, black_box(7), choose)))
        });
        group.finish();
    }
}

criterion_group!(benches, bench);
criterion_main!(benches);
