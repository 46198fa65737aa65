//! A deal string in its usual form, read at speed: four known hands of
//! thirteen cards, each sixteen bytes (thirteen ranks and three dots).
//!
//! Each hand is read with no branch, a look-up, a multiply and an or a
//! byte: the bits read so far move up a suit at a dot (times 2^16; times 1
//! otherwise), and a rank's bit is added in the lowest suit. A marker in bit 0 moves with
//! them: it ends in bit 48 after three dots, lower after fewer, and is lost
//! after more. Then one test of the union, all 52 cards and no marker but
//! bit 48: no hand has fewer than three dots, and 52 cards in 64 bytes leave
//! room for twelve dots in all, so each hand has three dots and thirteen
//! ranks, and the four hands hold 52 cards, so none is held twice.

use super::Deal;
use crate::card::{CardSet, Rank};
use crate::seat::{BySeat, Seat};

/// The marker of a hand with three dots.
const THREE_DOTS: u64 = 1 << 48;

/// For each byte `c`: at `c`, its rank's bit among the clubs (either case)
/// or 0; at `256 + c`, what it multiplies the bits read so far by, a suit up
/// (2^16) for `.` and 1 otherwise. One table, so that both look-ups use the
/// byte as it is for an index.
static BYTE: [u64; 512] = {
    let mut t = [0u64; 512];
    let mut b = 0;
    while b < 256 {
        if let Some(r) = Rank::from_char(b as u8 as char) {
            t[b] = 1 << r.get();
        }
        t[256 + b] = if b == b'.' as usize { 1 << 16 } else { 1 };
        b += 1;
    }
    t
};

/// The seat a byte names, either case.
static SEAT_OF: [Option<Seat>; 256] = {
    let mut t = [None; 256];
    let mut b = 0;
    while b < 128 {
        t[b] = Seat::from_char(b as u8 as char);
        b += 1;
    }
    t
};

/// The bits of a sixteen-byte hand, spades highest, with its marker.
#[inline(always)]
fn bits(hand: &[u8; 16]) -> u64 {
    let mut bits = 1u64;
    for &c in hand {
        let c = usize::from(c);
        bits = bits.wrapping_mul(BYTE[256 + c]) | BYTE[c];
    }
    bits
}

/// The four sixteen-byte hands after the seat and colon, with one or more
/// spaces between them and nothing after.
#[inline(always)]
fn four_hands(rest: &[u8]) -> Option<[&[u8; 16]; 4]> {
    // The usual spacing, a single space: the hands at fixed places.
    if rest.len() == 67 && rest[16] == b' ' && rest[33] == b' ' && rest[50] == b' ' {
        return Some([
            rest.first_chunk()?,
            rest[17..].first_chunk()?,
            rest[34..].first_chunk()?,
            rest[51..].first_chunk()?,
        ]);
    }
    let mut rest = rest;
    let mut hands = [&[0u8; 16]; 4];
    for (i, hand) in hands.iter_mut().enumerate() {
        if i > 0 {
            let spaces = rest.iter().take_while(|&&c| c == b' ').count();
            if spaces == 0 {
                return None;
            }
            rest = &rest[spaces..];
        }
        (*hand, rest) = rest.split_first_chunk()?;
    }
    rest.is_empty().then_some(hands)
}

impl Deal {
    /// Reads a deal string of four known hands, each of thirteen cards
    /// written as spades, hearts, diamonds and clubs with a dot between
    /// (ranks in either case, no `10`), one or more spaces between hands,
    /// nothing after the last: the usual form, read at speed.
    ///
    /// `None` for anything else, which [`str::parse`] reads (a deal with an
    /// unknown hand) or rejects with the column or reason; where this
    /// returns a deal, that reading returns the same.
    ///
    /// # Examples
    /// ```
    /// use tablelaw::{Deal, Seat};
    /// let text = "W:63.K3.K9532.J963 T82.62.T764.KQ42 KQJ7.QJ754.AJ.AT A954.AT98.Q8.875";
    /// let deal = Deal::from_full_pbn(text.as_bytes()).unwrap();
    /// assert_eq!(deal.to_pbn(Seat::West), text);
    /// assert_eq!(Deal::from_full_pbn(b"N:AKQJT98765432... - - -"), None);
    /// ```
    pub fn from_full_pbn(bytes: &[u8]) -> Option<Deal> {
        let [seat, b':', rest @ ..] = bytes else {
            return None;
        };
        let first = SEAT_OF[usize::from(*seat)]?;
        let [a, b, c, d] = four_hands(rest)?.map(bits);
        if a | b | c | d != CardSet::ALL.bits() | THREE_DOTS {
            return None;
        }
        let mut hands = BySeat([CardSet::EMPTY; 4]);
        for (i, b) in [a, b, c, d].into_iter().enumerate() {
            hands[first.after(i)] = CardSet::from_bits(b);
        }
        Some(Deal {
            hands,
            known: BySeat([true; 4]),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::super::parse_careful;
    use super::*;
    use proptest::prelude::*;

    const DEAL: &str = "W:63.K3.K9532.J963 T82.62.T764.KQ42 KQJ7.QJ754.AJ.AT A954.AT98.Q8.875";

    /// Agrees with the careful reading wherever it reads a deal.
    fn agrees(text: &str) -> Option<Deal> {
        let fast = Deal::from_full_pbn(text.as_bytes());
        if let Some(deal) = fast {
            assert_eq!(parse_careful(text), Ok(deal), "{text:?}");
        }
        fast
    }

    #[test]
    fn reads_the_usual_form_as_the_careful_reading() {
        for text in [
            DEAL.to_owned(),
            DEAL.to_lowercase(),
            DEAL.replace(' ', "   "),
            DEAL.replacen('W', "N", 1),
            "N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432".to_owned(),
            "E:.KJ8.K8653.QJ963 K74.A96432.AT7.A QJ82.75.QJ94.T85 AT9653.QT.2.K742".to_owned(),
        ] {
            assert!(agrees(&text).is_some(), "{text}");
        }
    }

    #[test]
    fn leaves_anything_else_to_the_careful_reading() {
        for text in [
            "N:63.K3.K9532.J963 - - -",
            "W:63.K3.K9532.J963 T82.62.T764.KQ42 KQJ7.QJ754.AJ.AT A954.AT98.Q8.87",
            "W:63.K3.K9532.J963 T82.62.T764.KQ42 KQJ7.QJ754.AJ.AT A954.AT98.Q8.875 ",
            "W:63.K3.K9532.J963\tT82.62.T764.KQ42 KQJ7.QJ754.AJ.AT A954.AT98.Q8.875",
            "W:63.K3.K9532.J963 T82.62.T764.KQ42 KQJ7.QJ754.AJ.AT A954.AT98.Q8.8755",
            "W:63.K3.K9532.J963 T82.62.T764.KQ42 KQJ7.QJ754.AJ.AT A954.AT98.Q8.865",
            "W:63.K3.K9532.J966 T82.62.T764.KQ42 KQJ7.QJ754.AJ.AT A954.AT98.Q8.875",
            "W:63.K3.K9532.J963 T82.62.T764.KQ42 KQJ7.QJ754.AJ.A A954.AT98.Q8.875T",
            "W:63.K3.K9532.J96.3 T82.62.T764.KQ42 KQJ7.QJ754.AJ.AT A954.AT98.Q8.875",
            "W:63.K3.K9532.J963 T82.62.T764.KQ42 KQJ7.QJ754.AJ.AT A954.AT98.Q810.75",
            "N:AKQJT98765432.... AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432",
            "N:AKQJT98765432.. .AKQJT98765432... ..AKQJT98765432. ...AKQJT98765432",
            // Sixteen bytes a hand and all 52 cards, but two dots in one
            // hand and four in another.
            "N:AKQJT98765432.A. ...KQJT98765432. AKQJT98765432... ...AKQJT98765432",
            "N:...KQJT98765432. AKQJT98765432.A. AKQJT98765432... ...AKQJT98765432",
            "X:63.K3.K9532.J963 T82.62.T764.KQ42 KQJ7.QJ754.AJ.AT A954.AT98.Q8.875",
            "W63.K3.K9532.J963 T82.62.T764.KQ42 KQJ7.QJ754.AJ.AT A954.AT98.Q8.875",
            "N:",
            "",
        ] {
            assert_eq!(agrees(text), None, "{text}");
        }
    }

    /// A deal string from 64 random bits, from a random seat, in upper or
    /// lower case.
    fn deal_text(seed: u64, seat: usize, lower: bool) -> String {
        let mut x = seed | 1;
        let deal = Deal::random(|| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x
        });
        let text = deal.to_pbn(Seat::ALL[seat]);
        if lower { text.to_lowercase() } else { text }
    }

    proptest! {
        /// Arbitrary text: where the fast reading reads a deal, the careful
        /// one reads the same.
        #[test]
        fn never_disagrees(text in "[NESWnesw]:[AKQJTakqjt2-9. -]{0,80}") {
            agrees(&text);
        }

        /// Every random deal is read, alike; a byte changed, dropped or
        /// added, or two swapped, still never reads otherwise.
        #[test]
        fn reads_every_deal_and_no_near_miss_wrongly(
            seed in any::<u64>(),
            seat in 0..4usize,
            lower in any::<bool>(),
            at in 0..80usize,
            other in 0..80usize,
            byte in proptest::sample::select(b"AKQJTakqjt23456789.- \t:NESWx10".to_vec()),
            edit in 0..4u8,
        ) {
            let text = deal_text(seed, seat, lower);
            prop_assert!(agrees(&text).is_some());
            let mut bytes = text.into_bytes();
            let (at, other) = (at % bytes.len(), other % bytes.len());
            match edit {
                0 => bytes[at] = byte,
                1 => { bytes.remove(at); }
                2 => bytes.insert(at, byte),
                _ => bytes.swap(at, other),
            }
            agrees(core::str::from_utf8(&bytes).expect("ASCII"));
        }
    }
}
