//! A club session read from its ScoreTables (PBN 2.1 §5.9) and scored
//! again (`tablelaw score session`): 26 boards of 20 tables, a Mitchell's
//! pairs, matchpoint columns written as a scoring program writes them.
//! Throughput in results; the file is checked to agree with the laws once
//! before timing. No peer crate scores a session.

use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use tablelaw::score::DuplicateEdition;
use tablelaw::score::session::{Entry, Outcome, Ranking, Scoring, Session};
use tablelaw::{Bid, Contract, Denomination, Doubling, Seat};
use tablelaw_formats::pbn::session::read;

const BOARDS: u32 = 26;
const TABLES: u32 = 20;

/// The board's results: 3NT by North, 7 to 12 tricks by the table.
fn results(board: u32) -> Vec<Entry> {
    (1..=TABLES)
        .map(|t| Entry {
            board,
            table: Some(t),
            ns: t.to_string(),
            ew: ((t + board) % TABLES + 1).to_string(),
            outcome: Outcome::Played {
                contract: Some(Contract {
                    bid: Bid::new(3, Denomination::NoTrump).expect("3NT"),
                    doubling: Doubling::Undoubled,
                    declarer: Seat::North,
                }),
                tricks: 7 + ((t * 7 + board) % 6) as u8,
            },
        })
        .collect()
}

/// The session as a PBN file whose ScoreTables carry the scores and
/// matchpoints the library gives.
fn file() -> String {
    let mut session = Session::new(Scoring::Matchpoints, Ranking::ByDirection);
    for b in 1..=BOARDS {
        for e in results(b) {
            session.record(e).expect("a result");
        }
    }
    let mut out = String::new();
    for b in 1..=BOARDS {
        let t = session.traveller(b);
        out.push_str(&format!(
            "[Board \"{b}\"]\n[Vulnerable \"{}\"]\n[Scoring \"MP;MP1\"]\n\
[ScoreTable \"PairId_NS\\2R;PairId_EW\\2R;Contract\\4L;Declarer\\1R;Result\\2R;Score_NS\\6R;MP_NS\\5R;MP_EW\\5R\"]\n",
            t.vulnerability
        ));
        for (r, e) in t.rows.iter().zip(results(b)) {
            let Outcome::Played { tricks, .. } = e.outcome else {
                continue;
            };
            out.push_str(&format!(
                "{:>2} {:>2} 3NT  N {tricks:>2} {:>6} {:>5} {:>5}\n",
                r.ns,
                r.ew,
                r.ns_points.unwrap_or(0.0),
                r.ns_score.value,
                r.ew_score.value
            ));
        }
        out.push('\n');
    }
    out
}

fn bench(c: &mut Criterion) {
    let text = file();
    let summary = read(
        text.as_bytes(),
        None,
        Ranking::ByDirection,
        DuplicateEdition::Laws2017,
        |f| panic!("the made file disagrees: {}", f.message),
    )
    .expect("reads");
    assert_eq!(summary.results, (BOARDS * TABLES) as usize);
    let mut group = c.benchmark_group("session");
    group.throughput(Throughput::Elements(u64::from(BOARDS * TABLES)));
    group.bench_function("read and score 26 boards of 20 tables", |b| {
        b.iter(|| {
            read(
                black_box(text.as_bytes()),
                None,
                Ranking::ByDirection,
                DuplicateEdition::Laws2017,
                |_| {},
            )
            .map(|s| s.standings.rows.len())
        })
    });
    group.bench_function("library: standings of 26 boards of 20 tables", |b| {
        let mut session = Session::new(Scoring::Matchpoints, Ranking::ByDirection);
        for board in 1..=BOARDS {
            for e in results(board) {
                session.record(e).expect("a result");
            }
        }
        b.iter(|| black_box(&session).standings().rows.len())
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
