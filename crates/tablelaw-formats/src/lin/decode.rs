//! Decoding the values of `md`, `sv`, `mb`, `pc` and `mc`, and the seat order
//! of LIN (South, West, North, East).

use tablelaw::deal::DealError;
use tablelaw::score::Vulnerability;
use tablelaw::{Bid, BySeat, Call, Card, CardSet, Deal, Denomination, Rank, Seat, Suit};

/// The seats in LIN's order: `md` hands, `pn` names and dealer digits 1-4.
pub(crate) const LIN_SEATS: [Seat; 4] = [Seat::South, Seat::West, Seat::North, Seat::East];

/// The index of `seat` in [`LIN_SEATS`].
pub(crate) fn lin_index(seat: Seat) -> usize {
    match seat {
        Seat::South => 0,
        Seat::West => 1,
        Seat::North => 2,
        Seat::East => 3,
    }
}

/// Why a value could not be decoded: where in the value, what was expected,
/// what was found.
#[derive(Debug)]
pub(crate) struct DecodeError {
    pub(crate) offset: usize,
    pub(crate) expected: &'static str,
    pub(crate) found: String,
}

/// `` `text` ``, lossily decoded, cut at 40 characters and its control
/// and bidirectional characters escaped ([`crate::script::printable`]).
pub(crate) fn quote(bytes: &[u8]) -> String {
    let text = super::RawValue(bytes).decode();
    format!("`{}`", crate::script::printable(&text, 40))
}

fn error(value: &[u8], offset: usize, expected: &'static str) -> DecodeError {
    DecodeError {
        offset,
        expected,
        found: quote(value.trim_ascii()),
    }
}

/// The offset of the first non-whitespace byte and the trimmed bytes.
fn trimmed(value: &[u8]) -> (usize, &[u8]) {
    let start = value.len() - value.trim_ascii_start().len();
    (start, value.trim_ascii())
}

const CALL: &str = "a call such as `1S`, `2N`, `p`, `d` or `r`, with `!` for an alert";

/// A call and whether it is alerted.
pub(crate) fn call(value: &[u8]) -> Result<(Call, bool), DecodeError> {
    let (start, t) = trimmed(value);
    let body = t.trim_ascii_end();
    let mut end = body.len();
    while end > 0 && body[end - 1] == b'!' {
        end -= 1;
    }
    let alert = end < body.len();
    let word = body[..end].trim_ascii_end();
    let err = || error(value, start, CALL);
    let mut lower = [0u8; 8];
    if word.is_empty() || word.len() > lower.len() {
        return Err(err());
    }
    for (l, b) in lower.iter_mut().zip(word) {
        *l = b.to_ascii_lowercase();
    }
    let lower = &lower[..word.len()];
    let call = match lower {
        b"p" | b"pass" | b"-" => Call::Pass,
        b"d" | b"x" | b"dbl" | b"double" => Call::Double,
        b"r" | b"xx" | b"rdbl" | b"redouble" => Call::Redouble,
        [level @ b'1'..=b'7', rest @ ..] => {
            let denomination = match rest {
                b"c" => Denomination::Clubs,
                b"d" => Denomination::Diamonds,
                b"h" => Denomination::Hearts,
                b"s" => Denomination::Spades,
                b"n" | b"nt" => Denomination::NoTrump,
                _ => return Err(err()),
            };
            Call::Bid(Bid::new(level - b'0', denomination).ok_or_else(err)?)
        }
        _ => return Err(err()),
    };
    Ok((call, alert))
}

const CARD: &str = "a card such as `SA`, `h2` or `D10`";

fn suit_of(b: u8) -> Option<Suit> {
    Suit::from_char(char::from(b))
}

fn rank_of(bytes: &[u8]) -> Option<Rank> {
    match bytes {
        b"10" => Some(Rank::TEN),
        [b] => Rank::from_char(char::from(*b)),
        _ => None,
    }
}

/// A card: suit first or rank first.
pub(crate) fn card(value: &[u8]) -> Result<Card, DecodeError> {
    let (start, t) = trimmed(value);
    let parsed = match t {
        [s, rest @ ..] if suit_of(*s).is_some() && rank_of(rest).is_some() => {
            suit_of(*s).zip(rank_of(rest))
        }
        [rest @ .., s] => suit_of(*s).zip(rank_of(rest)),
        [] => None,
    };
    match parsed {
        Some((suit, rank)) => Ok(Card::new(suit, rank)),
        None => Err(error(value, start, CARD)),
    }
}

/// A vulnerability.
pub(crate) fn vulnerability(value: &[u8]) -> Result<Vulnerability, DecodeError> {
    let (start, t) = trimmed(value);
    let mut lower = [0u8; 4];
    if t.len() <= lower.len() {
        for (l, b) in lower.iter_mut().zip(t) {
            *l = b.to_ascii_lowercase();
        }
        match &lower[..t.len()] {
            b"o" | b"0" | b"-" | b"none" => return Ok(Vulnerability::Neither),
            b"n" | b"ns" => return Ok(Vulnerability::NorthSouth),
            b"e" | b"ew" => return Ok(Vulnerability::EastWest),
            b"b" | b"both" | b"all" => return Ok(Vulnerability::Both),
            _ => {}
        }
    }
    Err(error(
        value,
        start,
        "a vulnerability: `o` (none), `n` (North-South), `e` (East-West) or `b` (both)",
    ))
}

/// A claim: a number of tricks from 0 to 13.
pub(crate) fn claim(value: &[u8]) -> Result<u8, DecodeError> {
    let (start, t) = trimmed(value);
    let n = match t {
        [d] if d.is_ascii_digit() => d - b'0',
        [b'1', d @ b'0'..=b'3'] => 10 + d - b'0',
        _ => {
            return Err(error(
                value,
                start,
                "a number of tricks claimed, from 0 to 13",
            ));
        }
    };
    Ok(n)
}

/// A deal and its dealer.
pub(crate) fn deal(value: &[u8]) -> Result<(Seat, Deal), DecodeError> {
    let (start, t) = trimmed(value);
    let dealer = match t.first() {
        Some(d @ b'1'..=b'4') => LIN_SEATS[usize::from(d - b'1')],
        _ => {
            return Err(error(
                value,
                start,
                "a dealer digit: 1 (South), 2 (West), 3 (North) or 4 (East)",
            ));
        }
    };
    let mut hands = BySeat([CardSet::EMPTY; 4]);
    let mut known = [false; 4];
    let mut offset = start + 1;
    for (i, hand) in t[1..].split(|&b| b == b',').enumerate() {
        if i >= 4 {
            if hand.trim_ascii().is_empty() {
                offset += hand.len() + 1;
                continue;
            }
            return Err(DecodeError {
                offset,
                expected: "at most four hands",
                found: quote(hand),
            });
        }
        let seat = LIN_SEATS[i];
        let mut suit = None;
        let mut j = 0;
        while j < hand.len() {
            let b = hand[j];
            let width = if b == b'1' && hand.get(j + 1) == Some(&b'0') {
                2
            } else {
                1
            };
            if let Some(s) = suit_of(b) {
                suit = Some(s);
            } else if let (Some(s), Some(rank)) = (suit, rank_of(&hand[j..j + width])) {
                known[i] = true;
                if !hands[seat].insert(Card::new(s, rank)) {
                    return Err(DecodeError {
                        offset: offset + j,
                        expected: "each card once",
                        found: format!("`{}` twice in one hand", Card::new(s, rank)),
                    });
                }
            } else if !b.is_ascii_whitespace() {
                return Err(DecodeError {
                    offset: offset + j,
                    expected: "a hand as `S…H…D…C…`: suit letters, each followed by its ranks",
                    found: quote(&hand[j..j + width]),
                });
            }
            j += width;
        }
        offset += hand.len() + 1;
    }
    let impossible = |e: DealError| DecodeError {
        offset: start,
        expected: "a possible deal",
        found: e.to_string(),
    };
    let known_count = known.iter().filter(|k| **k).count();
    if known_count == 3
        && let Some(missing) = known.iter().position(|k| !k)
    {
        let held = Seat::ALL
            .into_iter()
            .fold(CardSet::EMPTY, |all, s| all.union(hands[s]));
        if held.len() == 39 {
            hands[LIN_SEATS[missing]] = CardSet::from_bits(CardSet::ALL.bits() & !held.bits());
            known[missing] = true;
        }
    }
    if known.iter().all(|k| *k) {
        return Deal::try_new(hands)
            .map(|d| (dealer, d))
            .map_err(impossible);
    }
    // Some hands unknown: through the PBN form, which marks them `-`.
    let mut pbn = String::from("N:");
    for (i, seat) in [Seat::North, Seat::East, Seat::South, Seat::West]
        .into_iter()
        .enumerate()
    {
        if i > 0 {
            pbn.push(' ');
        }
        if !known[lin_index(seat)] {
            pbn.push('-');
            continue;
        }
        for (k, s) in Suit::ALL.into_iter().rev().enumerate() {
            if k > 0 {
                pbn.push('.');
            }
            pbn.extend(hands[seat].suit(s).iter().map(|c| c.rank.letter()));
        }
    }
    pbn.parse::<Deal>().map(|d| (dealer, d)).map_err(impossible)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn calls() {
        assert_eq!(call(b"1S").unwrap().0.to_string(), "1♠");
        assert_eq!(call(b" 2n!! ").unwrap(), (call(b"2NT").unwrap().0, true));
        assert_eq!(call(b"d").unwrap().0, Call::Double);
        assert_eq!(call(b"XX").unwrap().0, Call::Redouble);
        assert_eq!(call(b"P").unwrap().0, Call::Pass);
        for bad in [
            &b""[..],
            b"!",
            b"8S",
            b"0C",
            b"1Z",
            b"1NTT",
            b"passpasspass",
        ] {
            assert!(call(bad).is_err(), "{bad:?}");
        }
    }

    #[test]
    fn cards() {
        let sa = Card::new(Suit::Spades, Rank::ACE);
        assert_eq!(card(b"SA").unwrap(), sa);
        assert_eq!(card(b"as").unwrap(), sa);
        assert_eq!(card(b"h10").unwrap(), Card::new(Suit::Hearts, Rank::TEN));
        for bad in [&b""[..], b"S", b"S1", b"ZA", b"SAA"] {
            assert!(card(bad).is_err(), "{bad:?}");
        }
    }

    #[test]
    fn claims_and_vulnerabilities() {
        assert_eq!(claim(b"13").unwrap(), 13);
        assert_eq!(claim(b" 0").unwrap(), 0);
        assert!(claim(b"14").is_err() && claim(b"").is_err() && claim(b"-1").is_err());
        assert_eq!(vulnerability(b"B").unwrap(), Vulnerability::Both);
        assert_eq!(vulnerability(b"0").unwrap(), Vulnerability::Neither);
        assert!(vulnerability(b"x").is_err());
    }

    #[test]
    fn deals() {
        let md = b"3SAKQJHAKQJDAKQJCA,S2345H2345D2345C2,S6789H6789D6789C3,";
        let (dealer, d) = deal(md).unwrap();
        assert_eq!(dealer, Seat::North);
        assert!(Seat::ALL.into_iter().all(|s| d.hand(s).len() == 13));
        let (_, partial) = deal(b"1SAKQJHAKQJDAKQJCA,,,").unwrap();
        assert!(partial.is_known(Seat::South) && !partial.is_known(Seat::North));
        assert_eq!(deal(b"5SA,,,").unwrap_err().offset, 0);
        assert_eq!(deal(b"1SAZ").unwrap_err().offset, 3);
        assert!(deal(b"1SAA").is_err());
        assert!(deal(b"1SA,SA,SA,SA").is_err());
        assert!(deal(b"1,,,,S2").is_err());
    }
}
