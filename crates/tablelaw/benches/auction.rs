//! Auction throughput over real auctions, in calls per second.
//!
//! The auctions are the `[Auction]` sections of every PBN file under a
//! directory: `TABLELAW_PBN_DIR` (read recursively), by default the PBN
//! fixtures of `tablelaw-formats` (real files of many writers: RealBridge,
//! bridge-bots, the PBN verifier, Big Deal, Bridge Composer, …), so that the
//! bench runs on a fresh clone. Two workloads:
//!
//! - (a) `apply`: a fresh auction per deal, then every call in rotation;
//! - (b) `legal_then_apply`: before each call, the legal calls of the player
//!   on turn, then the call.
//!
//! Each runs through three implementations in the same process:
//!
//! - `tablelaw::Table`: the referee (`Table::new`, `Table::call`,
//!   `Table::legal_calls`), the subject of the benchmark;
//! - `tablelaw::Auction`: the plain regular core (`Auction::new`,
//!   `try_call`, `legal_calls`), a trivial baseline;
//! - `contract-bridge`: the peer crate's `Auction` (`Auction::new`,
//!   `try_push`; for (b) `can_push` over all 38 calls, then `try_push`).
//!
//! Run with `cargo bench -p tablelaw --bench auction`, or
//! `TABLELAW_PBN_DIR=DIR cargo bench -p tablelaw --bench auction`.
//! With `TABLELAW_ROUNDS=N` the bench skips criterion and runs N rounds
//! instead, each timing the three implementations of (a) one after the
//! other (in an order that turns from round to round) by the thread's CPU
//! time, and prints each round's ratios and their median and range: on a
//! shared machine the ratios of one round are the figures to compare.

use std::hint::black_box;
use std::path::{Path, PathBuf};
use std::time::Duration;

use contract_bridge::auction::{Auction as PeerAuction, Call as PeerCall};
use contract_bridge::{Bid as PeerBid, Strain as PeerStrain};
use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use tablelaw::{Auction, Call, Denomination, Doubling, Seat, Table};

/// The directory of PBN files read: `TABLELAW_PBN_DIR`, or the fixtures.
fn pbn_dir() -> PathBuf {
    match std::env::var_os("TABLELAW_PBN_DIR") {
        Some(dir) => PathBuf::from(dir),
        None => Path::new(env!("CARGO_MANIFEST_DIR")).join("../tablelaw-formats/tests/data/pbn"),
    }
}

/// Every `.pbn` file under `dir`, in a fixed order, each as text (a file
/// in Latin-1 read lossily: only its tags and calls matter here).
fn pbn_texts(dir: &Path) -> Vec<String> {
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
struct Game {
    dealer: Seat,
    calls: Vec<Call>,
    /// The same calls for the peer, with each call's index (0-37) among the
    /// 38 calls in [`peer_all_calls`] order.
    peer: Vec<(PeerCall, u8)>,
}

/// Whether a sequence of calls is closed: three passes after a call, or
/// four passes (rubber Law 17).
fn closed(calls: &[Call]) -> bool {
    calls.len() >= 4 && calls[calls.len() - 3..].iter().all(|&c| c == Call::Pass)
}

/// Reads one auction token; `Ok(None)` for a token that is not a call.
fn token(tok: &str) -> Result<Option<Call>, ()> {
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
fn auction_calls(section: &[&str]) -> Option<Vec<Call>> {
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
fn tag<'a>(line: &'a str, name: &str) -> Option<&'a str> {
    let rest = line.strip_prefix('[')?.strip_prefix(name)?;
    let rest = rest.trim_start().strip_prefix('"')?;
    Some(&rest[..rest.find('"')?])
}

fn seat(value: &str) -> Option<Seat> {
    let mut chars = value.chars();
    let seat = Seat::from_char(chars.next()?)?;
    chars.next().is_none().then_some(seat)
}

/// The regular auction of `calls` from `dealer`, if every call is legal in
/// rotation and the auction closes at the last call.
fn regular(dealer: Seat, calls: &[Call]) -> Option<Auction> {
    let mut auction = Auction::new(dealer);
    for &call in calls {
        auction.try_call(call).ok()?;
    }
    auction.is_closed().then_some(auction)
}

fn peer_call(call: Call) -> PeerCall {
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
fn peer_all_calls() -> [PeerCall; 38] {
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
fn load(pbn: &str) -> (Vec<Game>, usize) {
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

// ----- the workloads -----

fn table_apply(games: &[Game]) -> bool {
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

fn table_legal_then_apply(games: &[Game]) -> bool {
    let mut ok = true;
    for g in games {
        let mut table = Table::new(g.dealer);
        let mut seat = g.dealer;
        for &call in &g.calls {
            let legal = black_box(table.legal_calls());
            ok &= legal.contains(call);
            ok &= table.call(seat, call).is_ok();
            seat = seat.lho();
        }
        black_box(&table);
    }
    ok
}

fn auction_apply(games: &[Game]) -> bool {
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

fn auction_legal_then_apply(games: &[Game]) -> bool {
    let mut ok = true;
    for g in games {
        let mut auction = Auction::new(g.dealer);
        for &call in &g.calls {
            let legal = black_box(auction.legal_calls());
            ok &= legal.contains(call);
            ok &= auction.try_call(call).is_ok();
        }
        black_box(&auction);
    }
    ok
}

fn peer_apply(games: &[Game]) -> bool {
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

fn peer_legal_then_apply(games: &[Game], all: &[PeerCall; 38]) -> bool {
    let mut ok = true;
    for g in games {
        let mut auction = PeerAuction::new();
        for &(call, index) in &g.peer {
            let mut legal = 0u64;
            for (i, &c) in all.iter().enumerate() {
                if auction.can_push(c).is_ok() {
                    legal |= 1 << i;
                }
            }
            let legal = black_box(legal);
            ok &= legal & (1 << index) != 0;
            ok &= auction.try_push(call).is_ok();
        }
        black_box(&auction);
    }
    ok
}

/// Checks, once and untimed, that every path accepts every call and ends
/// where the regular path does.
fn check(games: &[Game], all: &[PeerCall; 38]) {
    for (n, g) in games.iter().enumerate() {
        let regular = regular(g.dealer, &g.calls).expect("regular");
        let contract = regular.contract();

        let mut table = Table::new(g.dealer);
        let mut seat = g.dealer;
        for &call in &g.calls {
            assert!(table.legal_calls().contains(call), "game {n}: {call:#}");
            table.call(seat, call).expect("the call is accepted");
            seat = seat.lho();
        }
        assert!(table.is_closed(), "game {n}: the table is not closed");
        assert_eq!(table.contract(), contract, "game {n}");
        // No irregularity: no penalty, and no ruling but Law 22(a)'s on a
        // passed-out deal.
        assert!(table.penalties().is_empty(), "game {n}");
        assert_eq!(
            table.rulings().len(),
            usize::from(contract.is_none()),
            "game {n}"
        );

        let mut peer = PeerAuction::new();
        for &(call, index) in &g.peer {
            assert!(peer.can_push(all[usize::from(index)]).is_ok(), "game {n}");
            peer.try_push(call).expect("the peer accepts the call");
        }
        assert!(
            peer.has_ended(),
            "game {n}: the peer's auction has not ended"
        );
        // The peer's declarer is an index into the calls: the first bid of
        // the final strain by the declaring side.
        let final_bid = peer.iter().rev().find(|c| matches!(c, PeerCall::Bid(_)));
        let peer_contract = peer
            .declarer()
            .map(|i| (g.dealer.after(i), *final_bid.expect("a bid")));
        let ours = contract.map(|c| (c.declarer, peer_call(c.bid.into())));
        assert_eq!(peer_contract, ours, "game {n}: declarer or final bid");
    }
    assert!(table_apply(games));
    assert!(table_legal_then_apply(games));
    assert!(auction_apply(games));
    assert!(auction_legal_then_apply(games));
    assert!(peer_apply(games));
    assert!(peer_legal_then_apply(games, all));
}

/// The CPU time of this thread so far, in nanoseconds (Linux's
/// `/proc/thread-self/schedstat`); `None` where it cannot be read.
fn cpu_ns() -> Option<u64> {
    let text = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    text.split_whitespace().next()?.parse().ok()
}

/// `TABLELAW_ROUNDS` rounds of (a), interleaved, in CPU time.
fn rounds(n: usize, games: &[Game], calls: usize) {
    type Run = fn(&[Game]) -> bool;
    let runs: [Run; 3] = [table_apply, auction_apply, peer_apply];
    // About a third of a second an implementation: the CPU clock ticks
    // every few milliseconds.
    let passes = 10_000;
    let (mut table_peer, mut auction_peer, mut table_auction) = (vec![], vec![], vec![]);
    for round in 0..n {
        let mut rate = [0.0f64; 3];
        for k in 0..3 {
            let i = (round + k) % 3;
            let start = cpu_ns().expect("the thread's CPU time");
            for _ in 0..passes {
                assert!(runs[i](black_box(games)));
            }
            let ns = cpu_ns().expect("the thread's CPU time") - start;
            rate[i] = (passes * calls) as f64 / ns as f64 * 1e3;
        }
        eprintln!(
            "round {}: Table {:.1}, Auction {:.1}, contract-bridge {:.1} M calls/s (CPU); Table/peer {:.2}",
            round + 1,
            rate[0],
            rate[1],
            rate[2],
            rate[0] / rate[2]
        );
        table_peer.push(rate[0] / rate[2]);
        auction_peer.push(rate[1] / rate[2]);
        table_auction.push(rate[0] / rate[1]);
    }
    for (name, mut v) in [
        ("Table / contract-bridge", table_peer),
        ("Auction / contract-bridge", auction_peer),
        ("Table / Auction", table_auction),
    ] {
        v.sort_by(f64::total_cmp);
        eprintln!(
            "{name}: median {:.2} ({:.2}-{:.2})",
            v[v.len() / 2],
            v[0],
            v[v.len() - 1]
        );
    }
}

fn bench(c: &mut Criterion) {
    let dir = pbn_dir();
    let texts = pbn_texts(&dir);
    let (mut games, mut skipped) = (Vec::new(), 0);
    for text in &texts {
        let (g, s) = load(text);
        games.extend(g);
        skipped += s;
    }
    assert!(!games.is_empty(), "no auction under {}", dir.display());
    let all = peer_all_calls();
    check(&games, &all);
    let calls: usize = games.iter().map(|g| g.calls.len()).sum();
    let doubled = games
        .iter()
        .filter_map(|g| regular(g.dealer, &g.calls)?.contract())
        .filter(|c| c.doubling != Doubling::Undoubled)
        .count();
    eprintln!(
        "dataset: {} files, {} auctions, {calls} calls ({skipped} games skipped; {doubled} doubled contracts)",
        texts.len(),
        games.len()
    );
    if let Some(n) = std::env::var("TABLELAW_ROUNDS")
        .ok()
        .and_then(|v| v.parse().ok())
    {
        return rounds(n, &games, calls);
    }

    let mut group = c.benchmark_group("apply");
    group.throughput(Throughput::Elements(calls as u64));
    group.bench_function("tablelaw::Table", |b| {
        b.iter(|| table_apply(black_box(&games)))
    });
    group.bench_function("tablelaw::Auction (baseline)", |b| {
        b.iter(|| auction_apply(black_box(&games)))
    });
    group.bench_function("contract-bridge", |b| {
        b.iter(|| peer_apply(black_box(&games)))
    });
    group.finish();

    let mut group = c.benchmark_group("legal_then_apply");
    group.throughput(Throughput::Elements(calls as u64));
    group.bench_function("tablelaw::Table", |b| {
        b.iter(|| table_legal_then_apply(black_box(&games)))
    });
    group.bench_function("tablelaw::Auction (baseline)", |b| {
        b.iter(|| auction_legal_then_apply(black_box(&games)))
    });
    group.bench_function("contract-bridge", |b| {
        b.iter(|| peer_legal_then_apply(black_box(&games), black_box(&all)))
    });
    group.finish();
}

criterion_group! {
    name = benches;
    config = Criterion::default()
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(3))
        .sample_size(30);
    targets = bench
}
criterion_main!(benches);
