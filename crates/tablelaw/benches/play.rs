//! Playing complete deals: random legal play of all 52 cards from random
//! deals, through the engine's `BridgePlay` (legal plays as a bitset, the
//! trick engine, the lead restriction checks) and through the whole referee
//! (`Table`, which keeps no event while every card is regular), beside a
//! plain baseline: a minimal array-based trick loop written here, to show
//! the engine's overhead.
//! No crate on crates.io plays out a bridge deal from a record, so the
//! baseline stands in for a peer.

use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use tablelaw::play::BridgePlay;
use tablelaw::{
    BySeat, Card, CardSet, Contract, Deal, Doubling, Event, Rank, Seat, Suit, Table, TableSetup,
};

const DEALS: usize = 1000;

/// A small deterministic generator (xorshift64*), so runs are comparable.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
}

fn random_deals(n: usize) -> Vec<Deal> {
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    let pack: Vec<Card> = CardSet::ALL.iter().collect();
    (0..n)
        .map(|_| {
            let mut cards = pack.clone();
            for i in (1..cards.len()).rev() {
                let j = (rng.next() % (i as u64 + 1)) as usize;
                cards.swap(i, j);
            }
            let hands =
                BySeat([0, 1, 2, 3].map(|h| cards[h * 13..h * 13 + 13].iter().copied().collect()));
            Deal::try_new(hands).expect("a shuffled pack is a deal")
        })
        .collect()
}

fn contract() -> Contract {
    Contract {
        bid: "4S".parse::<tablelaw::Call>().unwrap().bid().unwrap(),
        doubling: Doubling::Undoubled,
        declarer: Seat::North,
    }
}

/// Picks a card of a set at random in constant time: rotate the set by a
/// random amount and take the lowest card; all three implementations pick
/// alike.
#[inline]
fn pick(set: CardSet, k: u64) -> Card {
    CardSet::from_bits(1u64 << pick_bit(set.bits(), k))
        .lowest()
        .expect("a card")
}

#[inline]
fn pick_bit(m: u64, k: u64) -> u32 {
    let r = (k >> 58) as u32;
    (m.rotate_right(r).trailing_zeros() + r) & 63
}

fn engine(deals: &[Deal]) -> u32 {
    let mut rng = Rng(7);
    let mut total = 0u32;
    for deal in deals {
        let mut play = BridgePlay::new(contract(), deal);
        while !play.is_over() {
            let card = pick(play.legal_plays(), rng.next());
            play.play_legal(card);
        }
        total += u32::from(play.declarer_tricks());
    }
    total
}

fn referee(deals: &[Deal]) -> u32 {
    let mut rng = Rng(7);
    let mut total = 0u32;
    for deal in deals {
        let mut table = Table::with_setup(TableSetup {
            code: tablelaw::CodeId::Rubber,
            dealer: Seat::North,
            deal: Some(*deal),
            vulnerability: Default::default(),
        });
        for call in ["4S", "P", "P", "P"] {
            let seat = table.turn().expect("open");
            table.call(seat, call.parse().unwrap()).expect("legal");
        }
        while let Some((seat, legal)) = table
            .play()
            .and_then(|p| Some((p.turn()?, p.legal_plays())))
        {
            let card = pick(legal, rng.next());
            table.apply(Event::Play { seat, card }).expect("legal");
        }
        total += u32::from(table.play().map_or(0, |p| p.declarer_tricks()));
    }
    total
}

/// The baseline: hands as bitsets in an array, follow suit by mask, the
/// winner by comparing ranks, nothing recorded.
fn baseline(deals: &[Deal]) -> u32 {
    let mut rng = Rng(7);
    let mut total = 0u32;
    let trump = Suit::Spades as u32;
    for deal in deals {
        let mut hands = Seat::ALL.map(|s| deal.hand(s).bits());
        let mut leader = 1usize; // East leads against North
        let mut won = 0u32;
        for _ in 0..13 {
            let mut best: (u32, usize) = (0, leader);
            let mut led_suit = 0u32;
            for i in 0..4 {
                let seat = (leader + i) % 4;
                let hand = hands[seat];
                let mask = if i == 0 {
                    hand
                } else {
                    let follow = hand & (0xFFFFu64 << (led_suit * 16));
                    if follow == 0 { hand } else { follow }
                };
                let bit = pick_bit(mask, rng.next());
                hands[seat] &= !(1u64 << bit);
                let (suit, rank) = (bit / 16, bit % 16);
                if i == 0 {
                    led_suit = suit;
                }
                let strength = if suit == trump {
                    64 + rank
                } else if suit == led_suit {
                    32 + rank
                } else {
                    0
                };
                if strength > best.0 {
                    best = (strength, seat);
                }
            }
            leader = best.1;
            if leader.is_multiple_of(2) {
                won += 1;
            }
        }
        total += won;
    }
    total
}

fn check(deals: &[Deal]) {
    // The engine and the referee play the same cards and agree.
    assert_eq!(engine(deals), referee(deals), "engine and referee disagree");
    let mut play = BridgePlay::new(contract(), &deals[0]);
    let mut n = 0;
    while let Some(card) = play.legal_plays().iter().next() {
        assert!(play.play_legal(card));
        n += 1;
    }
    assert_eq!(n, 52);
    let _ = Rank::ACE;
}

fn bench(c: &mut Criterion) {
    let deals = random_deals(DEALS);
    check(&deals);
    let mut group = c.benchmark_group("play_deals");
    group.throughput(Throughput::Elements(DEALS as u64));
    group.sample_size(20);
    group.warm_up_time(std::time::Duration::from_secs(1));
    group.measurement_time(std::time::Duration::from_secs(3));
    group.bench_function("tablelaw::BridgePlay (engine)", |b| {
        b.iter(|| black_box(engine(black_box(&deals))))
    });
    group.bench_function("tablelaw::Table (referee)", |b| {
        b.iter(|| black_box(referee(black_box(&deals))))
    });
    group.bench_function("array trick loop (baseline)", |b| {
        b.iter(|| black_box(baseline(black_box(&deals))))
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
