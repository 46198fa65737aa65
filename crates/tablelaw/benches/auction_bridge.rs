//! Auction Bridge auction throughput, in calls per second.
//!
//! The auctions are generated, deterministically, by a small xorshift
//! generator choosing among the legal calls of the player on turn (a pass
//! half of the time, so auctions end), and 1 in 8 carries an irregularity:
//! an insufficient declaration the adversaries penalize (Law 50), or a
//! declaration out of turn they let stand (Law 49). Two implementations run
//! on the same calls:
//!
//! - `AuctionBridgeTable::apply`: the referee, the subject of the benchmark;
//! - `baseline`: a loop that only checks each declaration is higher than
//!   the last (Law 44) and counts passes, a trivial lower bound.
//!
//! The benchmark checks its answers first: every generated auction refolds
//! to the final declaration recorded when it was generated.
//!
//! Run with `cargo bench -p tablelaw --bench auction_bridge`.

use std::hint::black_box;
use std::time::Duration;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use tablelaw::codes::auction_bridge::{
    AuctionBridgeEvent as E, AuctionBridgeTable, AuctionCall, Declaration,
};
use tablelaw::{OptionId, Seat};

struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
}

/// One generated deal's auction: the dealer, the events, and the final
/// declaration they lead to.
struct Game {
    dealer: Seat,
    events: Vec<E>,
    calls: usize,
    last: Option<Declaration>,
}

fn generate(n: usize) -> Vec<Game> {
    let mut rng = Rng(0x2545_f491_4f6c_dd1d);
    (0..n)
        .map(|i| {
            let dealer = Seat::ALL[i % 4];
            let mut t = AuctionBridgeTable::with_setup(
                tablelaw::codes::auction_bridge::AuctionBridgeSetup::new(dealer),
            );
            let mut events = Vec::new();
            let irregular = rng.next().is_multiple_of(8);
            let mut calls = 0;
            while let Some(seat) = t.turn() {
                let legal = t.legal_calls();
                let mut e = if rng.next().is_multiple_of(2) && legal.contains(&AuctionCall::Pass) {
                    E::Call {
                        seat,
                        call: AuctionCall::Pass,
                    }
                } else {
                    // Low declarations more often, so auctions last.
                    let k = (rng.next() as usize) % legal.len().min(6);
                    E::Call {
                        seat,
                        call: legal[k],
                    }
                };
                if irregular && calls == 2 {
                    e = match t.last_declaration() {
                        Some((last, _)) if last.odd_tricks > 1 || rng.next().is_multiple_of(2) => {
                            E::Call {
                                seat,
                                call: AuctionCall::Declare(Declaration {
                                    odd_tricks: 1,
                                    ..last
                                }),
                            }
                        }
                        _ => E::Call {
                            seat: seat.lho(),
                            call: "2NT".parse().unwrap(),
                        },
                    };
                }
                let before = t.pending().is_some();
                if t.apply(e).is_err() {
                    continue;
                }
                events.push(e);
                calls += 1;
                if let Some((_, r)) = t.pending().filter(|_| !before) {
                    let option = if r.law.law == 50 {
                        OptionId::Penalty
                    } else {
                        OptionId::Accept
                    };
                    let elect = E::Elect {
                        seat: None,
                        option,
                        suit: None,
                    };
                    t.apply(elect).expect("offered");
                    events.push(elect);
                }
                if calls > 200 {
                    break;
                }
            }
            let last = t.final_declaration().map(|f| f.declaration);
            Game {
                dealer,
                events,
                calls,
                last,
            }
        })
        .collect()
}

fn referee(g: &Game) -> Option<Declaration> {
    let mut t = AuctionBridgeTable::with_setup(
        tablelaw::codes::auction_bridge::AuctionBridgeSetup::new(g.dealer),
    );
    for &e in &g.events {
        t.apply(e).ok()?;
    }
    t.final_declaration().map(|f| f.declaration)
}

fn baseline(g: &Game) -> Option<Declaration> {
    let mut last: Option<Declaration> = None;
    let mut passes = 0;
    for e in &g.events {
        if let E::Call { call, .. } = e {
            match call {
                AuctionCall::Declare(d) if last.is_none_or(|l| d.is_higher_than(l)) => {
                    last = Some(*d);
                    passes = 0;
                }
                AuctionCall::Pass => passes += 1,
                _ => passes = 0,
            }
        }
    }
    last.filter(|_| passes >= 3)
}

fn bench(c: &mut Criterion) {
    let games = generate(2_000);
    for g in &games {
        assert_eq!(
            referee(g),
            g.last,
            "a generated auction refolds to its final declaration"
        );
    }
    let calls: usize = games.iter().map(|g| g.calls).sum();
    let mut group = c.benchmark_group("auction_bridge");
    group.throughput(Throughput::Elements(calls as u64));
    group.measurement_time(Duration::from_secs(5));
    group.bench_function("referee", |b| {
        b.iter(|| {
            games
                .iter()
                .map(|g| referee(black_box(g)).is_some() as usize)
                .sum::<usize>()
        })
    });
    group.bench_function("baseline", |b| {
        b.iter(|| {
            games
                .iter()
                .map(|g| baseline(black_box(g)).is_some() as usize)
                .sum::<usize>()
        })
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
