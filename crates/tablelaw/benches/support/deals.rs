//! The random-deals benchmark's workloads, shared by `benches/deals.rs`
//! and the instruction-count guard (`examples/cost_guard.rs`, run by
//! `bench/guards.sh`): random complete deals of contract bridge (a shuffle,
//! a random regular auction, random legal play of the 52 cards, the
//! duplicate score of Law 77) through the referee, through the engine's
//! pieces and through a bare array loop, with the same draws.

#![allow(dead_code)]

use tablelaw::play::BridgePlay;
use tablelaw::score::{DuplicateEdition, DuplicateScore, Vulnerability};
use tablelaw::{
    Auction, Bid, Call, Card, CardSet, CodeId, Contract, Deal, Denomination, Doubling, Seat, Side,
    Table, TableSetup,
};

/// SplitMix64, as `tablelaw simulate` draws: a number below a bound takes
/// 32 bits, so one draw serves two.
pub struct Rng(u64, Option<u32>);

impl Rng {
    #[inline]
    pub fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number below `n`.
    #[inline]
    pub fn below(&mut self, n: u64) -> u64 {
        let bits = match self.1.take() {
            Some(low) => u64::from(low),
            None => {
                let x = self.next();
                self.1 = Some(x as u32);
                x >> 32
            }
        };
        (bits * n) >> 32
    }

    /// A random card of `set` (not empty): the k-th lowest, found as
    /// `tablelaw simulate` finds it ([`CardSet::nth_lowest`]).
    #[inline]
    pub fn card_of(&mut self, set: CardSet) -> Card {
        let k = self.below(set.len() as u64) as usize;
        set.nth_lowest(k).expect("a card")
    }

    /// The same draw for the array loop, as the card's bit.
    #[inline]
    pub fn bit_of(&mut self, bits: u64) -> u32 {
        let mut one = CardSet::EMPTY;
        one.insert(self.card_of(CardSet::from_bits(bits)));
        one.bits().trailing_zeros()
    }
}

/// A shuffled pack dealt thirteen to a hand ([`Deal::random`]).
#[inline]
pub fn shuffle(rng: &mut Rng) -> Deal {
    Deal::random(|| rng.next())
}

/// The call chosen from the legal calls (as a call set's bits: bids 0 to
/// 34, pass 35, double 36, redouble 37), as `tablelaw simulate` chooses.
#[inline]
pub fn choose_call(rng: &mut Rng, legal: u64) -> u32 {
    let roll = rng.below(100);
    if roll < 60 || legal.count_ones() <= 1 {
        35
    } else if roll < 64 && legal & 1 << 36 != 0 {
        36
    } else if roll < 66 && legal & 1 << 37 != 0 {
        37
    } else {
        let mut bids = legal & ((1 << 35) - 1);
        let pick = rng.below(6);
        let mut n = 0;
        while n < pick && bids & (bids - 1) != 0 {
            bids &= bids - 1;
            n += 1;
        }
        if bids == 0 { 35 } else { bids.trailing_zeros() }
    }
}

/// Any legal call alike, as OpenSpiel's random rollout draws.
#[inline]
pub fn uniform_call(rng: &mut Rng, legal: u64) -> u32 {
    rng.bit_of(legal)
}

/// How a call is drawn from the legal calls' bits.
pub type Choose = fn(&mut Rng, u64) -> u32;

pub fn call_of(i: u32) -> Call {
    match i {
        35 => Call::Pass,
        36 => Call::Double,
        37 => Call::Redouble,
        i => Call::Bid(Bid::new((i / 5) as u8 + 1, Denomination::ALL[i as usize % 5]).unwrap()),
    }
}

pub fn score(c: Option<Contract>, tricks: u8) -> i32 {
    let edition = DuplicateEdition::of_code(CodeId::Duplicate2017).unwrap();
    match c {
        Some(c) => DuplicateScore::new(edition, &c, false, tricks).score_for(Side::NorthSouth),
        None => DuplicateScore::passed_out(edition).score_for(Side::NorthSouth),
    }
}

/// Through the referee: each call by [`Table::call`] and each card by
/// [`Table::play_card`], or all by [`Table::bid_out`] and
/// [`Table::play_out`].
#[inline(always)]
pub fn through_table(n: usize, seed: u64, choose_call: Choose, by_event: bool) -> i64 {
    let mut rng = Rng(seed, None);
    let mut table = Table::new(Seat::North);
    let mut total = 0i64;
    for _ in 0..n {
        let deal = shuffle(&mut rng);
        let dealer = Seat::ALL[rng.below(4) as usize];
        table.reset(TableSetup {
            code: CodeId::Duplicate2017,
            dealer,
            deal: Some(deal),
            vulnerability: Vulnerability::Neither,
        });
        if by_event {
            while let Some(seat) = table.turn() {
                let call = call_of(choose_call(&mut rng, table.legal_calls().bits()));
                table.call(seat, call).expect("a legal call");
            }
        } else {
            table
                .bid_out(|_, legal| Some(call_of(choose_call(&mut rng, legal.bits()))))
                .expect("legal calls");
        }
        if by_event {
            while let Some((seat, legal)) = table
                .play()
                .and_then(|p| Some((p.turn()?, p.legal_plays())))
            {
                let card = rng.card_of(legal);
                table.play_card(seat, card).expect("a legal card");
            }
        } else {
            table
                .play_out(|_, legal| Some(rng.card_of(legal)))
                .expect("legal cards");
        }
        let score = table.duplicate_score().expect("scored");
        total += i64::from(score.score_for(Side::NorthSouth));
    }
    total
}

/// Through the referee, the auction by [`Table::bid_out`] and the play by
/// [`Table::play_out`].
pub fn referee(n: usize, seed: u64, choose_call: Choose) -> i64 {
    through_table(n, seed, choose_call, false)
}

/// Through the referee, each call by [`Table::call`] and each card by
/// [`Table::play_card`].
pub fn referee_by_event(n: usize, seed: u64, choose_call: Choose) -> i64 {
    through_table(n, seed, choose_call, true)
}

/// Through the engine's pieces: `Auction`, `BridgePlay`, `DuplicateScore`.
pub fn engine(n: usize, seed: u64, choose_call: Choose) -> i64 {
    let mut rng = Rng(seed, None);
    let mut total = 0i64;
    for _ in 0..n {
        let deal = shuffle(&mut rng);
        let dealer = Seat::ALL[rng.below(4) as usize];
        let mut auction = Auction::new(dealer);
        while !auction.is_closed() {
            let call = call_of(choose_call(&mut rng, auction.legal_calls().bits()));
            auction.try_call(call).expect("a legal call");
        }
        let contract = auction.contract();
        let tricks = contract.map_or(0, |c| {
            let mut play = BridgePlay::new(c, &deal);
            while !play.is_over() {
                let card = rng.card_of(play.legal_plays());
                play.play_legal(card);
            }
            play.declarer_tricks()
        });
        total += i64::from(score(contract, tricks));
    }
    total
}

/// The bare baseline: the auction as a few integers (the last bid, who
/// made it, the doubling, the passes, the first of each side to name each
/// denomination), the hands as four bitsets, the winner by comparing.
pub fn baseline(n: usize, seed: u64, choose_call: Choose) -> i64 {
    let mut rng = Rng(seed, None);
    let mut total = 0i64;
    for _ in 0..n {
        let deal = shuffle(&mut rng);
        let mut hands = Seat::ALL.map(|s| deal.hand(s).bits());
        let dealer = rng.below(4) as usize;
        // The auction.
        let (mut last, mut by, mut doubling, mut doubler) = (None::<u32>, 0usize, 0u8, 0usize);
        let mut first = [[4usize; 5]; 2];
        let (mut turn, mut passes, mut calls) = (dealer, 0, 0);
        while !(passes >= 3 && calls >= 4) {
            let mut legal = match last {
                None => (1u64 << 35) - 1,
                Some(b) => ((1u64 << 35) - 1) & !((2u64 << b) - 1),
            } | 1 << 35;
            if last.is_some() && doubling == 0 && (by + turn) % 2 == 1 {
                legal |= 1 << 36;
            }
            if doubling == 1 && (doubler + turn) % 2 == 1 {
                legal |= 1 << 37;
            }
            let i = choose_call(&mut rng, legal);
            match i {
                35 => passes += 1,
                36 => (doubling, doubler, passes) = (1, turn, 0),
                37 => (doubling, passes) = (2, 0),
                b => {
                    let d = b as usize % 5;
                    if first[turn % 2][d] == 4 {
                        first[turn % 2][d] = turn;
                    }
                    (last, by, doubling, passes) = (Some(b), turn, 0, 0);
                }
            }
            turn = (turn + 1) % 4;
            calls += 1;
        }
        let Some(b) = last else {
            total += i64::from(score(None, 0));
            continue;
        };
        let declarer = first[by % 2][b as usize % 5];
        // The play.
        let trump = (b % 5 < 4).then_some(b % 5);
        let mut leader = (declarer + 1) % 4;
        let mut won = 0u8;
        for _ in 0..13 {
            let (mut best, mut winner, mut led) = (0u32, leader, 0u32);
            for k in 0..4 {
                let seat = (leader + k) % 4;
                let hand = hands[seat];
                let follow = hand & 0xFFFF << (led * 16);
                let legal = if k == 0 || follow == 0 { hand } else { follow };
                let bit = rng.bit_of(legal);
                hands[seat] &= !(1 << bit);
                let (suit, rank) = (bit / 16, bit % 16);
                if k == 0 {
                    led = suit;
                }
                let strength = if Some(suit) == trump {
                    64 + rank
                } else if suit == led {
                    32 + rank
                } else {
                    0
                };
                if strength > best {
                    (best, winner) = (strength, seat);
                }
            }
            leader = winner;
            won += u8::from(winner % 2 == declarer % 2);
        }
        let contract = Contract {
            bid: call_of(b).bid().unwrap(),
            doubling: [Doubling::Undoubled, Doubling::Doubled, Doubling::Redoubled]
                [doubling as usize],
            declarer: Seat::ALL[declarer],
        };
        total += i64::from(score(Some(contract), won));
    }
    total
}
