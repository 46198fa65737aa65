//! Random complete bridge-whist deals: the trump made, a doubling
//! conversation of random length, and the thirteen tricks played by the
//! shared engine, refereed through `WhistTable::apply`. Checks its answers:
//! every deal ends scored with thirteen tricks.

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use tablelaw::codes::bridge_whist::{ClubLimit, Phase, WhistEvent, WhistSetup, WhistTable};
use tablelaw::{CardSet, Deal, Denomination, Seat};

/// A small deterministic generator (xorshift).
struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
}

fn random_deal(rng: &mut Rng) -> Deal {
    let mut cards: Vec<_> = CardSet::ALL.iter().collect();
    for i in (1..cards.len()).rev() {
        cards.swap(i, (rng.next() % (i as u64 + 1)) as usize);
    }
    let mut hands = tablelaw::BySeat([CardSet::EMPTY; 4]);
    for (i, c) in cards.into_iter().enumerate() {
        hands[Seat::ALL[i % 4]].insert(c);
    }
    Deal::try_new(hands).expect("52 distinct cards")
}

fn one_deal(rng: &mut Rng, deal: Deal) -> u32 {
    let dealer = Seat::ALL[(rng.next() % 4) as usize];
    let mut t = WhistTable::with_setup(WhistSetup {
        deal: Some(deal),
        club_limit: ClubLimit::Points200,
        ..WhistSetup::new(dealer)
    });
    let maker = if rng.next().is_multiple_of(2) {
        dealer
    } else {
        t.apply(WhistEvent::PassDeclaration { seat: dealer })
            .unwrap();
        dealer.partner()
    };
    let denomination = Denomination::ALL[(rng.next() % 5) as usize];
    t.apply(WhistEvent::MakeTrump {
        seat: maker,
        denomination,
    })
    .unwrap();
    while t.phase() == Phase::Doubling {
        let seat = t.turn().unwrap();
        let d = t.doubling();
        let e = if rng.next().is_multiple_of(3) {
            WhistEvent::Double { seat }
        } else if !d.steps().is_empty() {
            WhistEvent::Satisfied { seat }
        } else if d.asked() {
            WhistEvent::Yes { seat }
        } else {
            WhistEvent::MayILead { seat }
        };
        t.apply(e).unwrap();
    }
    while let Some(p) = t.play() {
        let Some(seat) = p.turn() else { break };
        let legal = p.legal_plays();
        let n = legal.len() as u64;
        let card = legal.iter().nth((rng.next() % n) as usize).unwrap();
        t.apply(WhistEvent::Play { seat, card }).unwrap();
    }
    let s = t.score().expect("a finished deal has a score");
    assert_eq!(s.tricks.0.iter().sum::<u8>(), 13);
    s.trick_points.0.iter().sum()
}

fn bench(c: &mut Criterion) {
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let deals: Vec<Deal> = (0..256).map(|_| random_deal(&mut rng)).collect();
    let mut g = c.benchmark_group("bridge_whist");
    g.throughput(Throughput::Elements(deals.len() as u64));
    g.bench_function("random_complete_deals", |b| {
        b.iter(|| {
            let mut rng = Rng(42);
            deals
                .iter()
                .map(|d| one_deal(&mut rng, *d))
                .fold(0u32, u32::wrapping_add)
        })
    });
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
