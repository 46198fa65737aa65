//! The results line of a LIN vugraph file (`rs|`): one entry a board, in
//! the order of the rooms (`qx|o1`, `qx|c1`, `qx|o2`, …), each the contract,
//! its declarer and the result against it (`4SN=`, `3NTXS-2`, `2HW+1`,
//! `P` for a deal passed out, empty for a board not played). Each board's
//! entry is compared with what its auction, play and claim (`mc|`) give.

use tablelaw::{Bid, Contract, Denomination, Doubling, Seat, Table};

use super::Kind;
use super::referee::{Check, show};

/// The `rs|` values of a LIN file with the line of each, in one pass over
/// the bytes (a value is what stands between the bars after the code).
pub(super) fn results_lines(bytes: &[u8]) -> Vec<(usize, String)> {
    let mut out = Vec::new();
    let mut line = 1;
    let mut at_code = true;
    let mut value_start = None;
    for (i, &b) in bytes.iter().enumerate() {
        if b == b'\n' {
            line += 1;
        }
        if b != b'|' {
            continue;
        }
        if let Some((start, at)) = value_start.take() {
            out.push((at, String::from_utf8_lossy(&bytes[start..i]).into_owned()));
        }
        at_code = !at_code;
        if !at_code && i >= 2 && bytes[i - 2..i].eq_ignore_ascii_case(b"rs") {
            let before = i.checked_sub(3).map(|j| bytes[j]);
            if before.is_none_or(|c| !c.is_ascii_alphanumeric()) {
                value_start = Some((i + 1, line));
            }
        }
    }
    out
}

/// The place of a board's entry in the results line: `o3` is the fifth,
/// `c3` the sixth; a board without a room id takes its place in the file.
pub(super) fn entry_index(id: Option<&str>, ordinal: u32) -> usize {
    let by_room = id.and_then(|id| {
        let id = id.trim();
        let room = match id.as_bytes().first()?.to_ascii_lowercase() {
            b'o' => 0,
            b'c' => 1,
            _ => return None,
        };
        let n: usize = id.get(1..)?.parse().ok()?;
        Some((n.checked_sub(1)? * 2) + room)
    });
    by_room.unwrap_or((ordinal as usize).saturating_sub(1))
}

/// An entry of the results line read: the contract (`None`, passed out)
/// and declarer's tricks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Listed {
    pub contract: Option<Contract>,
    pub tricks: Option<u8>,
}

/// Reads an entry: `4SN=`, `3NTXS-2`, `6HxxE+1`, `3NS` (no result), `P`.
pub(super) fn read_entry(entry: &str) -> Option<Listed> {
    let e = entry.trim().to_ascii_uppercase();
    if matches!(e.as_str(), "P" | "PASS" | "AP" | "PASSED") {
        return Some(Listed {
            contract: None,
            tricks: None,
        });
    }
    let b = e.as_bytes();
    let level = b.first().filter(|c| (b'1'..=b'7').contains(c))? - b'0';
    let (denomination, mut i) = match b.get(1)? {
        b'C' => (Denomination::Clubs, 2),
        b'D' => (Denomination::Diamonds, 2),
        b'H' => (Denomination::Hearts, 2),
        b'S' => (Denomination::Spades, 2),
        b'N' if b.get(2) == Some(&b'T') => (Denomination::NoTrump, 3),
        b'N' => (Denomination::NoTrump, 2),
        _ => return None,
    };
    let (mut doubles, mut declarer) = (0, None);
    while let Some(&c) = b.get(i) {
        match c {
            b'X' => doubles += 1,
            b'R' => doubles = 2,
            _ => match Seat::from_char(c as char) {
                Some(s) if declarer.is_none() => declarer = Some(s),
                _ => break,
            },
        }
        i += 1;
    }
    let doubling = match doubles {
        0 => Doubling::Undoubled,
        1 => Doubling::Doubled,
        2 => Doubling::Redoubled,
        _ => return None,
    };
    let contract = Contract {
        bid: Bid::new(level, denomination)?,
        doubling,
        declarer: declarer?,
    };
    let needed = i32::from(level) + 6;
    let rest = &e[i..];
    let tricks = match rest {
        "" => None,
        "=" => Some(needed),
        _ => {
            let sign = match rest.as_bytes()[0] {
                b'+' => 1,
                b'-' => -1,
                _ => return None,
            };
            let n: i32 = rest[1..].parse().ok()?;
            Some(needed + sign * n)
        }
    };
    let tricks = match tricks {
        Some(t) => Some(u8::try_from(t).ok().filter(|&t| t <= 13)?),
        None => None,
    };
    Some(Listed {
        contract: Some(contract),
        tricks,
    })
}

/// Compares the board's entry of the results line (`entry`, at `line`)
/// with the contract its auction reached and the tricks of its play or
/// claim.
pub(super) fn compare(
    check: &mut Check<'_>,
    table: &Table,
    contract: Option<Contract>,
    entry: &str,
    line: usize,
) {
    if entry.trim().is_empty() {
        return;
    }
    let shown = super::contract::shown(entry);
    let Some(listed) = read_entry(entry) else {
        check.notes.push(format!(
            "the results line (rs) gives `{shown}` for this board, which is not read"
        ));
        return;
    };
    if listed.contract != contract {
        let same_bid = matches!((listed.contract, contract), (Some(a), Some(b))
            if a.bid == b.bid && a.doubling == b.doubling);
        let kind = if same_bid {
            Kind::DeclarerMismatch
        } else {
            Kind::ContractMismatch
        };
        check.find(
            kind,
            Some(line),
            format!(
                "the results line (rs) gives {shown} ({}) for this board, but its auction ends in {}",
                show(listed.contract),
                show(contract)
            ),
        );
        return;
    }
    let (Some(c), Some(listed_tricks)) = (contract, listed.tricks) else {
        return;
    };
    let Some(p) = table.play() else {
        return;
    };
    let (tricks, how) = if p.is_over() {
        (p.declarer_tricks(), "the play gives")
    } else if let Some(claim) = check.record.claim {
        (claim, "the claim (mc) gives")
    } else {
        return;
    };
    if tricks != listed_tricks {
        check.find(
            Kind::ResultMismatch,
            Some(line),
            format!(
                "the results line (rs) gives {shown} ({listed_tricks} tricks) for this board, but {how} {:#} {tricks}",
                c.declarer
            ),
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn entries_are_read() {
        let e = read_entry("4SN=").unwrap();
        assert_eq!(e.tricks, Some(10));
        assert_eq!(e.contract.unwrap().declarer, Seat::North);
        let e = read_entry("3NTXS-2").unwrap();
        assert_eq!(e.tricks, Some(7));
        assert_eq!(e.contract.unwrap().doubling, Doubling::Doubled);
        assert_eq!(read_entry("6hxxe+1").unwrap().tricks, Some(13));
        assert_eq!(read_entry("P").unwrap().contract, None);
        assert_eq!(read_entry("3NS").unwrap().tricks, None);
        assert!(read_entry("7NS+1").is_none() && read_entry("8SN=").is_none());
        assert_eq!(entry_index(Some("o3"), 1), 4);
        assert_eq!(entry_index(Some("c3"), 1), 5);
        assert_eq!(entry_index(None, 7), 6);
    }

    #[test]
    fn results_lines_are_found_with_their_line() {
        let lin = b"vg|x|\nrs|4SN=,3NS-1|pn|a,b,c,d|\nmd|1|qx|o1|";
        assert_eq!(results_lines(lin), [(2, "4SN=,3NS-1".to_owned())]);
        // `rs` inside a value, or ending another code, is not the code.
        assert_eq!(results_lines(b"nt|rs|ars|x|"), []);
    }
}
