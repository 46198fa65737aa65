//! The words of a game: calls, cards, seats, note values, numbers.

use tablelaw::{Bid, Call, Card, Denomination, Rank, Seat, Suit};

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

/// A card token (§3.6.1): suit then rank, any case; `10` for `T`.
pub(crate) fn play_kind(word: &[u8]) -> Option<PlayKind> {
    if !word.is_empty() && word.iter().all(|&b| b == b'-') {
        return Some(PlayKind::Unknown);
    }
    let (suit, rank) = match word {
        [s, r] => (*s, Rank::from_char(char::from(*r))?),
        [s, b'1', b'0'] => (*s, Rank::TEN),
        _ => return None,
    };
    let suit = match suit {
        b'S' | b's' => Suit::Spades,
        b'H' | b'h' => Suit::Hearts,
        b'D' | b'd' => Suit::Diamonds,
        b'C' | b'c' => Suit::Clubs,
        _ => return None,
    };
    Some(PlayKind::Card(Card::new(suit, rank)))
}
