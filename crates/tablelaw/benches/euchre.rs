//! Random complete deals of euchre through the referee: the deal from a
//! shuffled 32-card pack in packets (Law 42), making the trump by random
//! legal acts (Laws 74-78, including lone hands and the second round),
//! the dealer's discard and the play of the five tricks with the bowers,
//! each event applied through `EuchreGame::apply` with its log, and the
//! score; beside a baseline that only deals and plays random cards of the
//! suit led with no referee, to show the engine's overhead. The bench
//! checks its own answers: every deal played out ends with five tricks.

use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use tablelaw::codes::euchre::{
    DealEnd, EuchreDeal, EuchreEvent, EuchreGame, EuchreSetup, Pack, Packets,
};
use tablelaw::{Card, Seat};

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

fn shuffled_packs(n: usize) -> Vec<Vec<Card>> {
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    let pack: Vec<Card> = Pack::ThirtyTwo.cards().iter().collect();
    (0..n)
        .map(|_| {
            let mut cards = pack.clone();
            for i in (1..cards.len()).rev() {
                let j = (rng.next() % (i as u64 + 1)) as usize;
                cards.swap(i, j);
            }
            cards
        })
        .collect()
}

/// Referees `packs.len()` deals to the end; returns the number played out.
fn referee(packs: &[Vec<Card>], seed: u64) -> usize {
    let mut rng = Rng(seed);
    let mut played = 0;
    let mut game = EuchreGame::with_setup(EuchreSetup::new(Seat::North));
    for pack in packs {
        if game.score().over {
            game = EuchreGame::with_setup(EuchreSetup::new(Seat::North));
        }
        let deal = EuchreDeal::from_pack(pack, game.dealer(), Packets::TwoThenThree)
            .expect("a shuffled pack deals");
        game.apply(EuchreEvent::Deal(deal))
            .expect("the dealer in turn deals");
        while game.hand().is_some() {
            let legal = game.legal_events();
            let pick = (rng.next() % legal.len() as u64) as usize;
            game.apply(legal[pick].clone()).expect("a legal event");
        }
        let last = game.deals().last().expect("a deal");
        if last.end == DealEnd::PlayedOut {
            assert_eq!(last.hand.as_ref().map(|h| h.tricks_complete()), Some(5));
            played += 1;
        }
    }
    played
}

/// The baseline: deal and play five tricks of random cards, following the
/// suit led by the card's printed suit, no bowers, no log, no rulings.
fn baseline(packs: &[Vec<Card>], seed: u64) -> usize {
    let mut rng = Rng(seed);
    let mut tricks = 0;
    for pack in packs {
        let mut hands: [Vec<Card>; 4] = Default::default();
        for (i, c) in pack.iter().take(20).enumerate() {
            hands[i % 4].push(*c);
        }
        let mut leader = 0;
        for _ in 0..5 {
            let mut led = None;
            let mut best = (0u8, leader);
            for k in 0..4 {
                let seat = (leader + k) % 4;
                let hand = &mut hands[seat];
                let follow: Vec<usize> = (0..hand.len())
                    .filter(|&i| Some(hand[i].suit) == led)
                    .collect();
                let i = if follow.is_empty() {
                    (rng.next() % hand.len() as u64) as usize
                } else {
                    follow[(rng.next() % follow.len() as u64) as usize]
                };
                let c = hand.swap_remove(i);
                led.get_or_insert(c.suit);
                if Some(c.suit) == led && c.rank.get() > best.0 {
                    best = (c.rank.get(), seat);
                }
            }
            leader = best.1;
            tricks += 1;
        }
    }
    tricks
}

fn bench(c: &mut Criterion) {
    let packs = shuffled_packs(DEALS);
    assert_eq!(baseline(&packs, 7), DEALS * 5);
    assert!(referee(&packs, 7) > 0);
    let mut group = c.benchmark_group("euchre");
    group.throughput(Throughput::Elements(DEALS as u64));
    group.bench_function("referee: deal, make the trump, discard, play, score", |b| {
        b.iter(|| referee(black_box(&packs), 7))
    });
    group.bench_function("baseline: deal and play, no referee", |b| {
        b.iter(|| baseline(black_box(&packs), 7))
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
