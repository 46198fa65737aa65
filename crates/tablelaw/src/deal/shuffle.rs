//! A random deal from a source of random 64-bit numbers: the pack shuffled
//! (Fisher-Yates) and dealt thirteen to a hand.
//!
//! The shuffle needs a number below `i + 1` for each `i` from 51 down to 1.
//! Several are drawn from one 64-bit number (Lemire's multiply-shift,
//! batched as Brackett-Rozinsky and Lemire describe): multiplying it by
//! each range in turn gives a digit in the high half and leaves the low
//! half for the next. The digits are exactly uniform when the last low half
//! is not below `2^64 mod P`, `P` the product of the ranges; otherwise the
//! number is drawn again. With `P` under 2^58 that happens less than once
//! in 64 draws, and five or six numbers shuffle the pack.

use super::Deal;
use crate::card::CardSet;
use crate::seat::BySeat;

/// The pack's 52 cards as their bits in a card set, lowest first.
const PACK: [u8; 52] = {
    let mut pack = [0u8; 52];
    let (mut n, mut bit) = (0, 0);
    while bit < 64 {
        if CardSet::ALL.bits() >> bit & 1 == 1 {
            pack[n] = bit as u8;
            n += 1;
        }
        bit += 1;
    }
    pack
};

/// The bound of a batch's product: the chance of drawing again stays
/// below `LIMIT / 2^64`.
const LIMIT: u64 = 1 << 58;

/// For each `i`, how many ranges `i + 1`, `i`, … one number gives, and
/// their product.
const BATCHES: [(u8, u64); 52] = {
    let mut batches = [(0u8, 1u64); 52];
    let mut i = 1;
    while i < 52 {
        let (mut count, mut product) = (0u8, 1u64);
        while (count as usize) < i {
            let range = (i + 1 - count as usize) as u64;
            if product > LIMIT / range {
                break;
            }
            product *= range;
            count += 1;
        }
        batches[i] = (count, product);
        i += 1;
    }
    batches
};

impl Deal {
    /// A random deal of four known hands from `next`, a source of uniform
    /// random 64-bit numbers: every deal is equally likely, as from a pack
    /// thoroughly shuffled and dealt into four hands of thirteen cards
    /// (duplicate 2017 Law 6), North's first.
    ///
    /// # Examples
    /// ```
    /// use tablelaw::{Deal, Seat};
    /// let mut x = 1u64;
    /// let deal = Deal::random(|| {
    ///     x ^= x << 13;
    ///     x ^= x >> 7;
    ///     x ^= x << 17;
    ///     x
    /// });
    /// assert!(Seat::ALL.iter().all(|&s| deal.hand(s).len() == 13));
    /// ```
    pub fn random(mut next: impl FnMut() -> u64) -> Deal {
        let mut pack = PACK;
        let mut i = pack.len() - 1;
        while i > 0 {
            let (count, product) = BATCHES[i];
            let count = count as usize;
            let mut digits = [0u8; 24];
            loop {
                let mut x = next();
                for (j, digit) in digits.iter_mut().enumerate().take(count) {
                    let m = u128::from(x) * (i + 1 - j) as u128;
                    *digit = (m >> 64) as u8;
                    x = m as u64;
                }
                // Exactly uniform unless the last low half falls below 2^64 mod P.
                if x >= product || x >= product.wrapping_neg() % product {
                    break;
                }
            }
            for (j, &digit) in digits.iter().enumerate().take(count) {
                pack.swap(i - j, digit as usize);
            }
            i -= count;
        }
        let mut hands = [0u64; 4];
        for (hand, cards) in hands.iter_mut().zip(pack.chunks_exact(13)) {
            for &b in cards {
                *hand |= 1 << b;
            }
        }
        Deal {
            hands: BySeat(hands.map(CardSet::from_bits)),
            known: BySeat([true; 4]),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::seat::Seat;

    #[test]
    fn batches_cover_every_range_under_the_limit() {
        let mut i = 51;
        let mut numbers = 0;
        while i > 0 {
            let (count, product) = BATCHES[i];
            assert!(count >= 1 && product <= LIMIT);
            let ranges: u64 = (0..count as usize).map(|j| (i + 1 - j) as u64).product();
            assert_eq!(ranges, product);
            i -= count as usize;
            numbers += 1;
        }
        assert!(numbers <= 6, "{numbers} numbers a shuffle");
    }

    #[test]
    fn random_deals_are_deals_and_spread_the_cards() {
        let mut x = 0x9E37_79B9_7F4A_7C15u64;
        let mut next = || {
            x = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
            let mut z = x;
            z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
            z ^ (z >> 31)
        };
        // How often each card lands in each hand, over 4,000 deals.
        let mut held = [[0u32; 4]; 64];
        for _ in 0..4000 {
            let deal = Deal::random(&mut next);
            let hands = Seat::ALL.map(|s| deal.hand(s));
            assert!(Deal::try_new(BySeat(hands)).is_ok());
            for (h, hand) in hands.iter().enumerate() {
                for card in hand.iter() {
                    held[card.index() as usize][h] += 1;
                }
            }
        }
        // 1,000 expected in each; six standard deviations is about 165.
        for &b in &PACK {
            for (h, &n) in held[b as usize].iter().enumerate() {
                assert!((835..=1165).contains(&n), "card bit {b}, hand {h}: {n}");
            }
        }
    }
}
