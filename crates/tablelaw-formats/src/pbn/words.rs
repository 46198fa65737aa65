//! The words of a game: calls, cards, seats, note values, numbers.

use tablelaw::{Bid, Call, Card, Deal, Denomination, Rank, Seat, Suit};

use super::token::{CallKind, PlayKind};

pub(crate) fn trim_end(b: &[u8]) -> &[u8] {
    let len = b
        .iter()
        .rposition(|c| !c.is_ascii_whitespace())
        .map_or(0, |i| i + 1);
    &b[..len]
}

pub(crate) fn number(digits: &[u8]) -> Option<u32> {
    if digits.is_empty() || digits.len() > 9 {
        return None;
    }
    digits.iter().try_fold(0u32, |n, &d| {
        d.is_ascii_digit().then(|| n * 10 + u32::from(d - b'0'))
    })
}

/// `n:text` → (n, text).
pub(crate) fn split_note(raw: &[u8]) -> Option<(u32, &[u8])> {
    let colon = raw.iter().position(|&b| b == b':')?;
    Some((number(raw[..colon].trim_ascii())?, &raw[colon + 1..]))
}

pub(crate) fn seat(value: &[u8]) -> Option<Seat> {
    match value.trim_ascii() {
        [c] => Seat::from_char(char::from(*c)),
        _ => None,
    }
}

/// A call token (§3.5.1), any case; `N` for `NT`.
pub(crate) fn call_kind(word: &[u8]) -> Option<CallKind> {
    let mut lower = [0u8; 4];
    if word.len() > 4 {
        return None;
    }
    for (l, w) in lower.iter_mut().zip(word) {
        *l = w.to_ascii_lowercase();
    }
    let w = &lower[..word.len()];
    if !w.is_empty() && w.iter().all(|&b| b == b'-') {
        return Some(CallKind::NotYet);
    }
    Some(match w {
        b"ap" => CallKind::AllPass,
        b"pass" => CallKind::Call(Call::Pass),
        b"x" => CallKind::Call(Call::Double),
        b"xx" => CallKind::Call(Call::Redouble),
        [level @ b'1'..=b'7', rest @ ..] => {
            let denomination = match rest {
                b"nt" | b"n" => Denomination::NoTrump,
                [s] => Denomination::from_suit(Suit::from_char(char::from(*s))?),
                _ => return None,
            };
            CallKind::Call(Call::Bid(Bid::new(level - b'0', denomination)?))
        }
        _ => return None,
    })
}

/// The usual call followed by a blank, read without a word scan: `Pass`,
/// a bid such as `1S`, `3N` or `3NT`, `X` or `AP`; with the call, its length.
/// `None` for anything else, which [`call_kind`] reads.
#[inline]
pub(crate) fn call_fast(b: &[u8]) -> Option<(CallKind, usize)> {
    let blank = |c: u8| matches!(c, b' ' | b'\t' | b'\r' | b'\n');
    let bid = |level: u8, d: u8, len: usize| {
        let denomination = match d {
            b'C' => Denomination::Clubs,
            b'D' => Denomination::Diamonds,
            b'H' => Denomination::Hearts,
            b'S' => Denomination::Spades,
            _ => Denomination::NoTrump,
        };
        Some((
            CallKind::Call(Call::Bid(Bid::new(level - b'0', denomination)?)),
            len,
        ))
    };
    match *b {
        [b'P', b'a', b's', b's', e, ..] if blank(e) => Some((CallKind::Call(Call::Pass), 4)),
        [
            l @ b'1'..=b'7',
            d @ (b'C' | b'D' | b'H' | b'S' | b'N'),
            e,
            ..,
        ] if blank(e) => bid(l, d, 2),
        [l @ b'1'..=b'7', b'N', b'T', e, ..] if blank(e) => bid(l, b'N', 3),
        [b'X', e, ..] if blank(e) => Some((CallKind::Call(Call::Double), 1)),
        [b'A', b'P', e, ..] if blank(e) => Some((CallKind::AllPass, 2)),
        _ => None,
    }
}

/// A card token (§3.6.1): suit then rank, any case; `10` for `T`.
pub(crate) fn play_kind(word: &[u8]) -> Option<PlayKind> {
    if !word.is_empty() && word.iter().all(|&b| b == b'-') {
        return Some(PlayKind::Unknown);
    }
    let (suit, rank) = match word {
        [s, r] => (*s, RANK_OF[usize::from(*r)]?),
        [s, b'1', b'0'] => (*s, Rank::TEN),
        _ => return None,
    };
    Some(PlayKind::Card(Card::new(SUIT_OF[usize::from(suit)]?, rank)))
}

/// A two-byte card, suit then rank (any case): two table look-ups.
#[inline]
pub(crate) fn card2(s: u8, r: u8) -> Option<Card> {
    Some(Card::new(
        SUIT_OF[usize::from(s)]?,
        RANK_OF[usize::from(r)]?,
    ))
}

/// The suit a byte names in a card token.
static SUIT_OF: [Option<Suit>; 256] = {
    let mut t = [None; 256];
    t[b'S' as usize] = Some(Suit::Spades);
    t[b's' as usize] = Some(Suit::Spades);
    t[b'H' as usize] = Some(Suit::Hearts);
    t[b'h' as usize] = Some(Suit::Hearts);
    t[b'D' as usize] = Some(Suit::Diamonds);
    t[b'd' as usize] = Some(Suit::Diamonds);
    t[b'C' as usize] = Some(Suit::Clubs);
    t[b'c' as usize] = Some(Suit::Clubs);
    t
};

/// The rank a byte names (`Rank::from_char` of an ASCII byte).
static RANK_OF: [Option<Rank>; 256] = {
    let mut t = [None; 256];
    let mut b = 0;
    while b < 128 {
        t[b] = Rank::from_char(b as u8 as char);
        b += 1;
    }
    t
};

/// A deal string of four known hands in the usual form (`N:` then four
/// hands of thirteen cards, spades first, single or repeated spaces between
/// them), read by [`Deal::from_full_pbn`]: `None` for anything else, which
/// the caller reads with [`Deal`]'s own parser (so a partial deal or an
/// error reads exactly as there).
#[inline]
pub(crate) fn full_deal(b: &[u8]) -> Option<Deal> {
    Deal::from_full_pbn(b)
}

#[cfg(test)]
mod tests {
    use super::{call_fast, call_kind, card2, full_deal, play_kind};
    use crate::pbn::PlayKind;
    use crate::pbn::token::decode_bytes;
    use tablelaw::{Deal, Seat};

    #[test]
    fn full_deals_read_as_the_deal_parser_reads_them() {
        let deal = "N:KT8.A96.A95.7542 Q5.KJ52.KQ874.T8 AJ92.874.JT6.AQ3 7643.QT3.32.KJ96";
        for text in [
            deal.to_owned(),
            deal.to_lowercase(),
            deal.replace(' ', "   "),
            deal.replacen('N', "W", 1),
            "E:.KJ8.K8653.QJ963 K74.A96432.AT7.A QJ82.75.QJ94.T85 AT9653.QT.2.K742".to_owned(),
        ] {
            let fast = full_deal(text.as_bytes());
            assert!(fast.is_some(), "{text}");
            assert_eq!(fast, text.parse::<Deal>().ok(), "{text}");
        }
        // Anything else is left to the deal parser.
        for text in [
            "N:KT8.A96.A95.7542 - - -",
            "N:KT8.A96.A95.7542 Q5.KJ52.KQ874.T8 AJ92.874.JT6.AQ3 7643.QT3.32.KJ9",
            "N:KT8.A96.A95.7542 Q5.KJ52.KQ874.T8 AJ92.874.JT6.AQ3 7643.QT3.32.KJ96 ",
            "N:KK8.A96.A95.7542 Q5.KJ52.KQ874.T8 AJ92.874.JT6.AQ3 7643.QT3.32.TJ96",
            "N:KT8.A96.A95.7542 KT8.A96.A95.7542 AJ92.874.JT6.AQ3 7643.QT3.32.KJ96",
            "N:KT8.A96.A95.7542 Q5.KJ52.KQ874.T8 AJ92.874.JT6.AQ3 7643.QT3.32.KJ9.6",
            "X:KT8.A96.A95.7542 Q5.KJ52.KQ874.T8 AJ92.874.JT6.AQ3 7643.QT3.32.KJ96",
            "N:",
            "",
        ] {
            assert_eq!(full_deal(text.as_bytes()), None, "{text}");
        }
    }

    proptest::proptest! {
        /// The reader's two paths agree: where the usual form is read at
        /// speed, the deal parser reads the bytes (as the reader decodes
        /// them) alike; every deal in the usual form is read at speed.
        #[test]
        fn full_deals_read_as_the_reader_falls_back(
            seed in proptest::prelude::any::<u64>(),
            seat in 0..4usize,
            spaces in 1..3usize,
            at in 0..80usize,
            byte in proptest::sample::select(b"AKQJTakqjt2379.- \t:NSx\x80\xe9".to_vec()),
            edit in 0..4u8,
        ) {
            let mut x = seed | 1;
            let deal = Deal::random(|| {
                x ^= x << 13;
                x ^= x >> 7;
                x ^= x << 17;
                x
            });
            let text = deal.to_pbn(Seat::ALL[seat]).replace(' ', &" ".repeat(spaces));
            proptest::prop_assert_eq!(full_deal(text.as_bytes()), Some(deal));
            let mut bytes = text.into_bytes();
            let at = at % bytes.len();
            match edit {
                0 => bytes[at] = byte,
                1 => { bytes.remove(at); }
                2 => bytes.insert(at, byte),
                _ => bytes.truncate(at),
            }
            if let Some(fast) = full_deal(&bytes) {
                proptest::prop_assert_eq!(Ok(fast), decode_bytes(&bytes).parse::<Deal>());
            }
        }
    }

    #[test]
    fn two_byte_cards_read_as_card_tokens() {
        for s in 0..=255u8 {
            for r in 0..=255u8 {
                let card = play_kind(&[s, r]).and_then(|k| match k {
                    PlayKind::Card(c) => Some(c),
                    _ => None,
                });
                assert_eq!(card2(s, r), card);
            }
        }
    }

    #[test]
    fn usual_calls_read_as_call_tokens() {
        let alphabet = b"1379CDHSNTPaspXxAP-";
        let mut words: Vec<Vec<u8>> = vec![Vec::new()];
        for _ in 0..4 {
            let longer: Vec<Vec<u8>> = words
                .iter()
                .filter(|w| w.len() == words.last().map_or(0, Vec::len))
                .flat_map(|w| {
                    alphabet.iter().map(move |&c| {
                        let mut w = w.clone();
                        w.push(c);
                        w
                    })
                })
                .collect();
            words.extend(longer);
        }
        words.extend([b"Pass".to_vec(), b"7NT".to_vec(), b"AP".to_vec()]);
        let mut fast = 0;
        for w in &words {
            for end in [&b" "[..], b"\t", b"\r", b"\n", b"x", b"-", b"!", b""] {
                let text = [&w[..], end, b"rest"].concat();
                if let Some((kind, len)) = call_fast(&text) {
                    fast += 1;
                    assert_eq!(len, w.len(), "{text:?}");
                    assert!(matches!(end, b" " | b"\t" | b"\r" | b"\n"), "{text:?}");
                    assert_eq!(Some(kind), call_kind(w), "{text:?}");
                }
            }
        }
        assert!(fast > 100);
    }
}
