//! The k-th lowest set bit of a 64-bit set (of cards, of calls) without a
//! loop: the bits counted a byte at a time, the counts summed in place by
//! one multiply, and the k-th set bit of the byte it falls in read from a
//! table. A random card or call drawn this way costs the same whatever
//! it is, so the draw has no branch to mispredict.

/// Each byte's lowest bit.
const ONES: u64 = 0x0101_0101_0101_0101;
/// Each byte's highest bit.
const HIGHS: u64 = 0x8080_8080_8080_8080;

/// `SELECT[v][k]`: the position of the `k`-th lowest set bit of the byte `v`.
const SELECT: [[u8; 8]; 256] = {
    let mut table = [[0u8; 8]; 256];
    let mut v = 0;
    while v < 256 {
        let (mut k, mut bit) = (0, 0);
        while bit < 8 {
            if v & (1 << bit) != 0 {
                table[v][k] = bit as u8;
                k += 1;
            }
            bit += 1;
        }
        v += 1;
    }
    table
};

/// A bitset with the running count of its set bits at the end of each byte.
#[derive(Clone, Copy)]
pub(crate) struct Counted {
    bits: u64,
    /// Byte `i`: the set bits in bytes `0..=i`.
    running: u64,
}

impl Counted {
    /// Counts `bits`.
    #[inline]
    pub(crate) const fn new(bits: u64) -> Counted {
        let x = bits - ((bits >> 1) & 0x5555_5555_5555_5555);
        let x = (x & 0x3333_3333_3333_3333) + ((x >> 2) & 0x3333_3333_3333_3333);
        let per_byte = (x + (x >> 4)) & 0x0f0f_0f0f_0f0f_0f0f;
        Counted {
            bits,
            running: per_byte.wrapping_mul(ONES),
        }
    }

    /// The number of set bits.
    #[inline]
    pub(crate) const fn len(self) -> u32 {
        (self.running >> 56) as u32
    }

    /// The position of the `k`-th lowest set bit (from 0); `k` must be
    /// below [`len`](Self::len).
    #[inline]
    pub(crate) const fn nth(self, k: u32) -> u32 {
        let k = k as u64 & 63;
        // The bytes whose running count is at most k hold none of it: each
        // byte's high bit is kept where k minus the count does not borrow
        // (the counts are below 128).
        let passed = (((k * ONES) | HIGHS) - self.running) & HIGHS;
        let byte = ((passed >> 7).wrapping_mul(ONES) >> 56) & 7;
        let before = ((self.running << 8) >> (8 * byte)) & 0xff;
        let value = (self.bits >> (8 * byte)) & 0xff;
        let within = SELECT[value as usize][(k.wrapping_sub(before) & 7) as usize];
        8 * byte as u32 + within as u32
    }
}

#[cfg(test)]
mod tests {
    use super::Counted;

    /// The k-th lowest set bit the slow way: clear the k lowest.
    fn cleared(mut bits: u64, k: u32) -> u32 {
        for _ in 0..k {
            bits &= bits - 1;
        }
        bits.trailing_zeros()
    }

    #[test]
    fn the_kth_lowest_bit_is_found_as_by_clearing_the_k_lowest() {
        let mut state = 7u64;
        let mut sets = vec![0, 1, u64::MAX, 1 << 63, 0x7ffc_7ffc_7ffc_7ffc];
        for _ in 0..20_000 {
            state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
            let z = (state ^ (state >> 31)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
            sets.push(z ^ (z >> 29));
            sets.push(z & z.rotate_left(23) & 0x7ffc_7ffc_7ffc_7ffc);
        }
        for bits in sets {
            let counted = Counted::new(bits);
            assert_eq!(counted.len(), bits.count_ones(), "{bits:#x}");
            for k in 0..counted.len() {
                assert_eq!(counted.nth(k), cleared(bits, k), "{bits:#x} {k}");
            }
        }
    }
}
