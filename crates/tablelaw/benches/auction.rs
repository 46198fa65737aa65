//! Auction throughput over real auctions, in calls per second.
//!
//! The auctions are the `[Auction]` sections of every PBN file under a
//! directory: `TABLELAW_PBN_DIR` (read recursively), by default the PBN
//! fixtures of `tablelaw-formats` (real files of many writers: RealBridge,
//! bridge-bots, the PBN verifier, Big Deal, Bridge Composer, …), so that the
//! bench runs on a fresh clone. Two workloads:
//!
//! - (a) `apply`: a fresh auction per deal, then every call in rotation;
//! - (b) `legal_then_apply`: before each call, the legal calls of the player
//!   on turn, then the call.
//!
//! Each runs through three implementations in the same process:
//!
//! - `tablelaw::Table`: the referee (`Table::new`, `Table::call`,
//!   `Table::legal_calls`), the subject of the benchmark;
//! - `tablelaw::Auction`: the plain regular core (`Auction::new`,
//!   `try_call`, `legal_calls`), a trivial baseline;
//! - `contract-bridge`: the peer crate's `Auction` (`Auction::new`,
//!   `try_push`; for (b) `can_push` over all 38 calls, then `try_push`).
//!
//! Run with `cargo bench -p tablelaw --bench auction`, or
//! `TABLELAW_PBN_DIR=DIR cargo bench -p tablelaw --bench auction`.
//! With `TABLELAW_ROUNDS=N` the bench skips criterion and runs N rounds
//! instead, each timing the three implementations of (a) one after the
//! other (in an order that turns from round to round) by the thread's CPU
//! time, and prints each round's ratios and their median and range: on a
//! shared machine the ratios of one round are the figures to compare.

use std::hint::black_box;
use std::time::Duration;

use contract_bridge::auction::{Auction as PeerAuction, Call as PeerCall};
use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use tablelaw::{Auction, Doubling, Table};

#[path = "support/auctions.rs"]
mod auctions;
use auctions::*;

// ----- the workloads -----

fn table_legal_then_apply(games: &[Game]) -> bool {
    let mut ok = true;
    for g in games {
        let mut table = Table::new(g.dealer);
        let mut seat = g.dealer;
        for &call in &g.calls {
            let legal = black_box(table.legal_calls());
            ok &= legal.contains(call);
            ok &= table.call(seat, call).is_ok();
            seat = seat.lho();
        }
        black_box(&table);
    }
    ok
}

fn auction_legal_then_apply(games: &[Game]) -> bool {
    let mut ok = true;
    for g in games {
        let mut auction = Auction::new(g.dealer);
        for &call in &g.calls {
            let legal = black_box(auction.legal_calls());
            ok &= legal.contains(call);
            ok &= auction.try_call(call).is_ok();
        }
        black_box(&auction);
    }
    ok
}

fn peer_legal_then_apply(games: &[Game], all: &[PeerCall; 38]) -> bool {
    let mut ok = true;
    for g in games {
        let mut auction = PeerAuction::new();
        for &(call, index) in &g.peer {
            let mut legal = 0u64;
            for (i, &c) in all.iter().enumerate() {
                if auction.can_push(c).is_ok() {
                    legal |= 1 << i;
                }
            }
            let legal = black_box(legal);
            ok &= legal & (1 << index) != 0;
            ok &= auction.try_push(call).is_ok();
        }
        black_box(&auction);
    }
    ok
}

/// Checks, once and untimed, that every path accepts every call and ends
/// where the regular path does.
fn check(games: &[Game], all: &[PeerCall; 38]) {
    for (n, g) in games.iter().enumerate() {
        let regular = regular(g.dealer, &g.calls).expect("regular");
        let contract = regular.contract();

        let mut table = Table::new(g.dealer);
        let mut seat = g.dealer;
        for &call in &g.calls {
            assert!(table.legal_calls().contains(call), "game {n}: {call:#}");
            table.call(seat, call).expect("the call is accepted");
            seat = seat.lho();
        }
        assert!(table.is_closed(), "game {n}: the table is not closed");
        assert_eq!(table.contract(), contract, "game {n}");
        // No irregularity: no penalty, and no ruling but Law 22(a)'s on a
        // passed-out deal.
        assert!(table.penalties().is_empty(), "game {n}");
        assert_eq!(
            table.rulings().len(),
            usize::from(contract.is_none()),
            "game {n}"
        );

        let mut peer = PeerAuction::new();
        for &(call, index) in &g.peer {
            assert!(peer.can_push(all[usize::from(index)]).is_ok(), "game {n}");
            peer.try_push(call).expect("the peer accepts the call");
        }
        assert!(
            peer.has_ended(),
            "game {n}: the peer's auction has not ended"
        );
        // The peer's declarer is an index into the calls: the first bid of
        // the final strain by the declaring side.
        let final_bid = peer.iter().rev().find(|c| matches!(c, PeerCall::Bid(_)));
        let peer_contract = peer
            .declarer()
            .map(|i| (g.dealer.after(i), *final_bid.expect("a bid")));
        let ours = contract.map(|c| (c.declarer, peer_call(c.bid.into())));
        assert_eq!(peer_contract, ours, "game {n}: declarer or final bid");
    }
    assert!(table_apply(games));
    assert!(table_legal_then_apply(games));
    assert!(auction_apply(games));
    assert!(auction_legal_then_apply(games));
    assert!(peer_apply(games));
    assert!(peer_legal_then_apply(games, all));
}

/// The CPU time of this thread so far, in nanoseconds (Linux's
/// `/proc/thread-self/schedstat`); `None` where it cannot be read.
fn cpu_ns() -> Option<u64> {
    let text = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    text.split_whitespace().next()?.parse().ok()
}

/// `TABLELAW_ROUNDS` rounds of (a), interleaved, in CPU time.
fn rounds(n: usize, games: &[Game], calls: usize) {
    type Run = fn(&[Game]) -> bool;
    let runs: [Run; 3] = [table_apply, auction_apply, peer_apply];
    // About a third of a second an implementation: the CPU clock ticks
    // every few milliseconds.
    let passes = 10_000;
    let (mut table_peer, mut auction_peer, mut table_auction) = (vec![], vec![], vec![]);
    for round in 0..n {
        let mut rate = [0.0f64; 3];
        for k in 0..3 {
            let i = (round + k) % 3;
            let start = cpu_ns().expect("the thread's CPU time");
            for _ in 0..passes {
                assert!(runs[i](black_box(games)));
            }
            let ns = cpu_ns().expect("the thread's CPU time") - start;
            rate[i] = (passes * calls) as f64 / ns as f64 * 1e3;
        }
        eprintln!(
            "round {}: Table {:.1}, Auction {:.1}, contract-bridge {:.1} M calls/s (CPU); Table/peer {:.2}",
            round + 1,
            rate[0],
            rate[1],
            rate[2],
            rate[0] / rate[2]
        );
        table_peer.push(rate[0] / rate[2]);
        auction_peer.push(rate[1] / rate[2]);
        table_auction.push(rate[0] / rate[1]);
    }
    for (name, mut v) in [
        ("Table / contract-bridge", table_peer),
        ("Auction / contract-bridge", auction_peer),
        ("Table / Auction", table_auction),
    ] {
        v.sort_by(f64::total_cmp);
        eprintln!(
            "{name}: median {:.2} ({:.2}-{:.2})",
            v[v.len() / 2],
            v[0],
            v[v.len() - 1]
        );
    }
}

fn bench(c: &mut Criterion) {
    let dir = pbn_dir();
    let texts = pbn_texts(&dir);
    let (mut games, mut skipped) = (Vec::new(), 0);
    for text in &texts {
        let (g, s) = load(text);
        games.extend(g);
        skipped += s;
    }
    assert!(!games.is_empty(), "no auction under {}", dir.display());
    let all = peer_all_calls();
    check(&games, &all);
    let calls: usize = games.iter().map(|g| g.calls.len()).sum();
    let doubled = games
        .iter()
        .filter_map(|g| regular(g.dealer, &g.calls)?.contract())
        .filter(|c| c.doubling != Doubling::Undoubled)
        .count();
    eprintln!(
        "dataset: {} files, {} auctions, {calls} calls ({skipped} games skipped; {doubled} doubled contracts)",
        texts.len(),
        games.len()
    );
    if let Some(n) = std::env::var("TABLELAW_ROUNDS")
        .ok()
        .and_then(|v| v.parse().ok())
    {
        return rounds(n, &games, calls);
    }

    let mut group = c.benchmark_group("apply");
    group.throughput(Throughput::Elements(calls as u64));
    group.bench_function("tablelaw::Table", |b| {
        b.iter(|| table_apply(black_box(&games)))
    });
    group.bench_function("tablelaw::Auction (baseline)", |b| {
        b.iter(|| auction_apply(black_box(&games)))
    });
    group.bench_function("contract-bridge", |b| {
        b.iter(|| peer_apply(black_box(&games)))
    });
    group.finish();

    let mut group = c.benchmark_group("legal_then_apply");
    group.throughput(Throughput::Elements(calls as u64));
    group.bench_function("tablelaw::Table", |b| {
        b.iter(|| table_legal_then_apply(black_box(&games)))
    });
    group.bench_function("tablelaw::Auction (baseline)", |b| {
        b.iter(|| auction_legal_then_apply(black_box(&games)))
    });
    group.bench_function("contract-bridge", |b| {
        b.iter(|| peer_legal_then_apply(black_box(&games), black_box(&all)))
    });
    group.finish();
}

criterion_group! {
    name = benches;
    config = Criterion::default()
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(3))
        .sample_size(30);
    targets = bench
}
criterion_main!(benches);
