//! The auction benchmark's data set and its plain workloads, shared by
//! `benches/auction.rs` and the instruction-count guard
//! (`examples/cost_guard.rs`, run by `bench/guards.sh`): every regular,
//! complete auction of the PBN files of a directory, and one pass over
//! them through `Table`, `Auction` and the `contract-bridge` peer.

#![allow(dead_code)]

use std::hint::black_box;
use std::path::{Path, PathBuf};

use contract_bridge::auction::{Auction as PeerAuction, Call as PeerCall};
use contract_bridge::{Bid as PeerBid, Strain as PeerStrain};
use tablelaw::{Auction, Call, Denomination, Seat, Table};

/// The directory of PBN files read: `TABLELAW_PBN_DIR`, or the fixtures.
pub fn pbn_dir() -> PathBuf {
    match std::env::var_os("TABLELAW_PBN_DIR") {
        Some(dir) => PathBuf::from(dir),
        None => Path::new(env!("CARGO_MANIFEST_DIR")).join("../tablelaw-formats/tests/data/pbn"),
    }
}

/// Every `.pbn` file under `dir`, in a fixed order, each as text (a file
/// in Latin-1 read lossily: only its tags and calls matter here).
pub fn pbn_texts(dir: &Path) -> Vec<String> {
    let mut files = Vec::new();
    let mut dirs = vec![dir.to_path_buf()];
    while let Some(d) = dirs.pop() {
        let entries = std::fs::read_dir(&d).unwrap_or_else(|e| panic!("{}: {e}", d.display()));
        for entry in entries.flatten() {
            let path = entry.path();
            if path.is_dir() {
                dirs.push(path);
            } else if path
                .extension()
                .is_some_and(|x| x.eq_ignore_ascii_case("pbn"))
            {
                files.push(path);
            }
        }
    }
    files.sort();
    files
        .iter()
        .map(|f| String::from_utf8_lossy(&std::fs::read(f).expect("readable")).into_owned())
        .collect()
}

/// One auction: who dealt, and the calls in rotation from the dealer.
pub struct Game {
    pub dealer: Seat,
    pub calls: Vec<Call>,
    /// The same calls for the peer, with each call's index (0-37) among the
    /// 38 calls in [`peer_all_calls`] order.
    pub peer: Vec<(PeerCall, u8)>,
}

/// Whether a sequence of calls is closed: three passes after a call, or
/// four passes (rubber Law 17).
pub fn closed(calls: &[Call]) -> bool {
    calls.len() >= 4 && calls[calls.len() - 3..].iter().all(|&c| c == Call::Pass)
}

/// Reads one auction token; `Ok(None)` for a token that is not a call.
pub fn token(tok: &str) -> Result<Option<Call>, ()> {
    // An alert mark, alone or glued to the call.
    let tok = tok.trim_end_matches('!');
    // Note references `=1=`, annotations `$1`, and `-` are skipped (none of
    // `$`/`-` occurs in this file, so the choice does not change the data).
    if tok.is_empty() || tok == "-" || tok.starts_with('=') || tok.starts_with('$') {
        return Ok(None);
    }
    tok.parse().map(Some).map_err(|_| ())
}

/// Reads the tokens of one `[Auction]` section; `None` if it does not parse.
pub fn auction_calls(section: &[&str]) -> Option<Vec<Call>> {
    let mut calls = Vec::new();
    let mut in_comment = false;
    for line in section {
        for tok in line.split_whitespace() {
            // `{...}` comments may span tokens and lines.
            if in_comment || tok.starts_with('{') {
                in_comment = !tok.ends_with('}');
                continue;
            }
            match tok {
                // All pass: passes until the auction closes.
                "AP" | "ap" => {
                    while !closed(&calls) {
                        calls.push(Call::Pass);
                    }
                }
                // End of an incomplete auction.
                "*" => return None,
                _ => {
                    if let Some(call) = token(tok).ok()? {
                        calls.push(call);
                    }
                }
            }
        }
    }
    Some(calls)
}

/// The tag value of a line like `[Dealer "S"]`.
pub fn tag<'a>(line: &'a str, name: &str) -> Option<&'a str> {
    let rest = line.strip_prefix('[')?.strip_prefix(name)?;
    let rest = rest.trim_start().strip_prefix('"')?;
    Some(&rest[..rest.find('"')?])
}

pub fn seat(value: &str) -> Option<Seat> {
    let mut chars = value.chars();
    let seat = Seat::from_char(chars.next()?)?;
    chars.next().is_none().then_some(seat)
}

/// The regular auction of `calls` from `dealer`, if every call is legal in
/// rotation and the auction closes at the last call.
pub fn regular(dealer: Seat, calls: &[Call]) -> Option<Auction> {
    let mut auction = Auction::new(dealer);
    for &call in calls {
        auction.try_call(call).ok()?;
    }
    auction.is_closed().then_some(auction)
}

pub fn peer_call(call: Call) -> PeerCall {
    match call {
        Call::Pass => PeerCall::Pass,
        Call::Double => PeerCall::Double,
        Call::Redouble => PeerCall::Redouble,
        Call::Bid(bid) => {
            let strain = match bid.denomination {
                Denomination::Clubs => PeerStrain::Clubs,
                Denomination::Diamonds => PeerStrain::Diamonds,
                Denomination::Hearts => PeerStrain::Hearts,
                Denomination::Spades => PeerStrain::Spades,
                Denomination::NoTrump => PeerStrain::Notrump,
            };
            PeerCall::Bid(PeerBid::new(bid.level, strain))
        }
    }
}

/// The 38 calls for the peer, in `tablelaw::CallSet` index order: 1C to
/// 7NT, then pass, double, redouble.
pub fn peer_all_calls() -> [PeerCall; 38] {
    let mut all = [PeerCall::Pass; 38];
    for (i, slot) in all.iter_mut().take(35).enumerate() {
        let strain = PeerStrain::ASC[i % 5];
        *slot = PeerCall::Bid(PeerBid::new((i / 5) as u8 + 1, strain));
    }
    all[35] = PeerCall::Pass;
    all[36] = PeerCall::Double;
    all[37] = PeerCall::Redouble;
    all
}

/// Scans the PBN text: the `[Dealer]` tag of each game and its `[Auction]`
/// section (the lines after the tag up to the next tag). Returns the
/// regular, complete auctions and the number of games skipped.
pub fn load(pbn: &str) -> (Vec<Game>, usize) {
    let lines: Vec<&str> = pbn.lines().map(str::trim).collect();
    let mut games = Vec::new();
    let mut skipped = 0;
    let mut dealer = None;
    let mut i = 0;
    while i < lines.len() {
        let line = lines[i];
        i += 1;
        if tag(line, "Event").is_some_and(|v| v != "#") {
            dealer = None;
        } else if let Some(v) = tag(line, "Dealer") {
            // `#`: the previous game's value (PBN inheritance).
            if v != "#" {
                dealer = seat(v);
            }
        } else if let Some(v) = tag(line, "Auction") {
            let start = i;
            while i < lines.len() && !lines[i].starts_with('[') {
                i += 1;
            }
            let first = seat(v);
            let game = (|| {
                let first = first?;
                // The auction starts with the dealer.
                if dealer.is_some_and(|d| d != first) {
                    return None;
                }
                let calls = auction_calls(&lines[start..i])?;
                regular(first, &calls)?;
                let peer = calls
                    .iter()
                    .map(|&c| (peer_call(c), c.index().expect("admissible") as u8))
                    .collect();
                Some(Game {
                    dealer: first,
                    calls,
                    peer,
                })
            })();
            match game {
                Some(g) => games.push(g),
                None => skipped += 1,
            }
        }
    }
    (games, skipped)
}

/// One pass through the referee: a fresh table a deal.
pub fn table_apply(games: &[Game]) -> bool {
    let mut ok = true;
    for g in games {
        let mut table = Table::new(g.dealer);
        let mut seat = g.dealer;
        for &call in &g.calls {
            ok &= table.call(seat, call).is_ok();
            seat = seat.lho();
        }
        black_box(&table);
    }
    ok
}

/// One pass through the core auction.
pub fn auction_apply(games: &[Game]) -> bool {
    let mut ok = true;
    for g in games {
        let mut auction = Auction::new(g.dealer);
        for &call in &g.calls {
            ok &= auction.try_call(call).is_ok();
        }
        black_box(&auction);
    }
    ok
}

/// One pass through the peer.
pub fn peer_apply(games: &[Game]) -> bool {
    let mut ok = true;
    for g in games {
        let mut auction = PeerAuction::new();
        for &(call, _) in &g.peer {
            ok &= auction.try_push(call).is_ok();
        }
        black_box(&auction);
    }
    ok
}
