//! A record's Contract and Declarer tags read, or found to say what cannot
//! exist: a contract of no denomination, of fewer than one or more than
//! seven odd tricks, doubled more than twice; a declarer who is no seat.
//! Each is a finding of its tag's kind in every mode (decision 172), and
//! nothing is scored against it.

use tablelaw::{Call, Doubling, Seat};

use super::Kind;
use super::referee::Check;

/// A Contract tag read: `None` for a deal passed out, else the bid and
/// its doubling.
pub(super) type Stated = Option<(Call, Doubling)>;

const NOT_A_CONTRACT: &str = "a contract is Pass, or one to seven odd tricks in a denomination (C, D, H, S or NT), doubled (X) or redoubled (XX) (PBN §3.4.14)";
const NO_DENOMINATION: &str = "its denomination is none of C, D, H, S and NT (PBN §3.4.14)";
const NO_TRICKS: &str = "a contract is of one odd trick at least (PBN §3.4.14)";
const MORE_THAN_SEVEN: &str = "no contract is of more than seven odd tricks (Law 38)";
const MORE_THAN_REDOUBLED: &str = "a contract is doubled (X) or redoubled (XX), no more";

/// Reads a Contract tag as the import format writes it (`Pass`, `4S`,
/// `3NTX`, `6♥XX`, `1N`, any case), or says why no contract can be what
/// it says.
pub(super) fn read(text: &str) -> Result<Stated, &'static str> {
    let text = text.trim();
    // Uppercased on the stack, a contract being a few bytes: no allocation
    // a board (a change of ASCII case keeps the text UTF-8).
    let mut buf = [0u8; 24];
    let owned;
    let t: &str = match buf.get_mut(..text.len()) {
        Some(b) => {
            b.copy_from_slice(text.as_bytes());
            b.make_ascii_uppercase();
            match core::str::from_utf8(b) {
                Ok(t) => t,
                Err(_) => {
                    owned = text.to_ascii_uppercase();
                    &owned
                }
            }
        }
        None => {
            owned = text.to_ascii_uppercase();
            &owned
        }
    };
    if matches!(t, "PASS" | "P" | "AP") {
        return Ok(None);
    }
    let bid = t.trim_end_matches('X');
    let doubling = match t.len() - bid.len() {
        0 => Some(Doubling::Undoubled),
        1 => Some(Doubling::Doubled),
        2 => Some(Doubling::Redoubled),
        _ => None,
    };
    if let (Ok(call @ Call::Bid(b)), Some(doubling)) = (bid.parse::<Call>(), doubling)
        && b.is_admissible()
    {
        return Ok(Some((call, doubling)));
    }
    // Why not: the first thing wrong, reading from the left.
    let digits = bid.bytes().take_while(u8::is_ascii_digit).count();
    if digits == 0 {
        return Err(NOT_A_CONTRACT);
    }
    let denomination = &bid[digits..];
    if denomination.is_empty() || format!("1{denomination}").parse::<Call>().is_err() {
        return Err(NO_DENOMINATION);
    }
    match bid[..digits].parse::<u32>() {
        Ok(0) => Err(NO_TRICKS),
        Ok(1..=7) => Err(MORE_THAN_REDOUBLED),
        _ => Err(MORE_THAN_SEVEN),
    }
}

/// Whether a Declarer tag names a seat (`N`, `south`, any case), or one
/// after `^` (PBN §3.4.13: the declarer irregular).
pub(super) fn names_a_seat(text: &str) -> bool {
    let seat = text.strip_prefix('^').unwrap_or(text).trim();
    seat.parse::<Seat>().is_ok()
}

/// Finds a Contract tag that says what no contract can be, and a Declarer
/// tag that names no seat. In an end position (`end_position`) the
/// Contract tag may give the trump alone (PBN §3.10).
pub(super) fn find_impossible(check: &mut Check<'_>, end_position: bool) {
    let record = check.record;
    if let Some(text) = record.contract.get()
        && let Err(why) = read(text)
        && !(end_position && bare_denomination(text))
    {
        check.find(
            Kind::ContractMismatch,
            check.lines.tag("Contract"),
            format!(
                "the Contract tag says `{}`, a contract that cannot exist: {why}",
                shown(text)
            ),
        );
    }
    if let Some(text) = record.declarer.get()
        && !names_a_seat(text)
    {
        check.find(
            Kind::DeclarerMismatch,
            check.lines.tag("Declarer"),
            format!(
                "the Declarer tag says `{}`, which is no seat: N, E, S or W (PBN §3.4.13)",
                shown(text)
            ),
        );
    }
}

/// Whether `text` gives a denomination alone (`H`, `NT`): an end
/// position's Contract tag (PBN §3.10).
pub(super) fn bare_denomination(text: &str) -> bool {
    let t = text.trim();
    !t.is_empty() && !t.starts_with(|c: char| c.is_ascii_digit()) && {
        let bid = format!("1{t}");
        matches!(bid.parse::<Call>(), Ok(Call::Bid(_)))
    }
}

/// A tag's value as a message quotes it: cut, its control characters
/// escaped.
pub(super) fn shown(text: &str) -> String {
    crate::script::printable(text, 40)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn contracts_that_exist_are_read_and_the_others_say_why_not() {
        assert_eq!(read("Pass"), Ok(None));
        let bid = |t: &str| read(t).ok().flatten().map(|(c, d)| (c.to_string(), d));
        assert_eq!(bid("4sx"), Some(("4♠".to_owned(), Doubling::Doubled)));
        assert_eq!(bid("3NTXX"), Some(("3NT".to_owned(), Doubling::Redoubled)));
        assert_eq!(bid("1N"), Some(("1NT".to_owned(), Doubling::Undoubled)));
        assert_eq!(read("9NT"), Err(MORE_THAN_SEVEN));
        assert_eq!(read("12S"), Err(MORE_THAN_SEVEN));
        assert_eq!(read("0NT"), Err(NO_TRICKS));
        assert_eq!(read("4SXXX"), Err(MORE_THAN_REDOUBLED));
        assert_eq!(read("4Z"), Err(NO_DENOMINATION));
        assert_eq!(read("4"), Err(NO_DENOMINATION));
        for t in ["X", "PassX", "S4", "four spades"] {
            assert_eq!(read(t), Err(NOT_A_CONTRACT), "{t}");
        }
        assert!(bare_denomination("H") && bare_denomination("nt") && !bare_denomination("4H"));
        assert!(names_a_seat("^N") && names_a_seat("south") && !names_a_seat("NS"));
    }
}
