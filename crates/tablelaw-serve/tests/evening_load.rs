//! A load test of the club evenings on loopback, bounded: evenings of
//! tables and boards (by default 20 evenings of 20 tables and 26 boards;
//! BENCHMARKS.md gives the figures for 1,000, set by
//! `TABLELAW_EVENING_LOAD_EVENINGS`; `TABLELAW_EVENING_LOAD_REQUESTS`
//! requests a route, 400 by default, from `TABLELAW_EVENING_LOAD_CLIENTS`
//! clients, 4). Every evening is made with its whole movement and its
//! results (every board at every table), then given an adjusted score;
//! then, on a second server started afresh over the same database, the
//! clients ask for travellers and rankings of evenings picked in turn over
//! all of them, then over a hundred of them (which the server keeps
//! folded), with the players' token. Each answer is
//! checked (every table's result on the traveller, every pair ranked);
//! the latencies (p50, p99; the first read of an evening, which folds it
//! from the store, and the reads after) and the server's memory are
//! printed, for SQLite and, where `TABLELAW_TEST_POSTGRES` names one,
//! PostgreSQL. Timings are written out, not asserted.

mod common;

use std::collections::HashSet;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use common::conn::Conn;
use common::{Server, databases};
use serde_json::{Value, json};

const TABLES: u32 = 20;
const BOARDS: u32 = 26;

fn setting(name: &str, default: usize) -> usize {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    if sorted.is_empty() {
        return Duration::ZERO;
    }
    let i = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[i.min(sorted.len() - 1)]
}

/// A result for board `b` at table `t` of evening `e`: a spread of
/// contracts and tricks, a pass-out now and then.
fn result(e: u32, b: u32, t: u32) -> Value {
    let k = (e * 31 + b * 7 + t * 13) % 17;
    let (contract, declarer) = match k % 6 {
        0 => ("4S", "N"),
        1 => ("3NT", "S"),
        2 => ("4H", "E"),
        3 => ("2SX", "W"),
        4 => ("pass", ""),
        _ => ("6C", "N"),
    };
    let mut row = json!({ "board": b, "table": t, "ns": t.to_string(), "ew": (t + TABLES).to_string(), "contract": contract });
    if contract != "pass" {
        row["declarer"] = json!(declarer);
        row["tricks"] = json!(6 + k % 8);
    }
    row
}

/// The server's resident memory, in MiB (Linux; 0 elsewhere): the test's
/// process is the server's.
fn rss_mib() -> f64 {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with("VmRSS:"))
                .and_then(|l| l.split_whitespace().nth(1)?.parse::<f64>().ok())
        })
        .map_or(0.0, |kib| kib / 1024.0)
}

struct Made {
    id: String,
    players: String,
}

#[test]
fn travellers_and_rankings_of_many_evenings() {
    let evenings = u32::try_from(setting("TABLELAW_EVENING_LOAD_EVENINGS", 20).max(1)).unwrap();
    let requests = setting("TABLELAW_EVENING_LOAD_REQUESTS", 400).max(1);
    let clients = setting("TABLELAW_EVENING_LOAD_CLIENTS", 4).max(1);
    for db in databases("evening-load") {
        let server = Server::start(&db);
        let before = rss_mib();
        let started = Instant::now();
        let mut conn = Conn::new(server.addr);
        let mut made = Vec::new();
        for e in 0..evenings {
            let mut movement = Vec::with_capacity((TABLES * BOARDS) as usize);
            for b in 1..=BOARDS {
                for t in 1..=TABLES {
                    movement.push(result(e, b, t));
                }
            }
            let body =
                json!({ "name": format!("Evening {e}"), "boards": BOARDS, "movement": movement });
            let (status, v) = conn.post("/api/evenings", "", &body);
            assert_eq!(status, 201, "{v}");
            let id = v["id"].as_str().unwrap().to_owned();
            let director = v["token"].as_str().unwrap().to_owned();
            // An adjusted score on each evening: the fold kept is the
            // written one.
            let (status, v) = conn.post(
                &format!("/api/evenings/{id}/adjust"),
                &director,
                &json!({ "board": 1 + e % BOARDS, "table": 1 + e % TABLES, "ruling": "Law 12C2",
                         "adjustment": { "kind": "artificial", "ns": "average-plus", "ew": "average-minus" } }),
            );
            assert_eq!(status, 200, "{v}");
            // The players' token, from the director's view.
            let (status, view) =
                conn.request("GET", &format!("/api/evenings/{id}"), &director, None);
            assert_eq!(status, 200, "{view}");
            let players = view["read_token"].as_str().unwrap().to_owned();
            made.push(Made { id, players });
        }
        let made_in = started.elapsed();
        let after_making = rss_mib();
        // The reads on a second server started afresh over the same
        // database: each evening folded from the store at its first read.
        let reader = Server::start(&db);
        let made = Arc::new(made);
        // A run of requests to `route` over `spread` evenings; the first
        // read of an evening in the run folds it (never read, or let go:
        // the server keeps 256).
        let run =
            |route: &'static str, spread: usize| -> (Vec<Duration>, Vec<Duration>, Duration) {
                let seen = Arc::new(Mutex::new(HashSet::new()));
                let started = Instant::now();
                let handles: Vec<_> = (0..clients)
                    .map(|c| {
                        let made = Arc::clone(&made);
                        let seen = Arc::clone(&seen);
                        let addr = reader.addr;
                        std::thread::spawn(move || {
                            let mut conn = Conn::new(addr);
                            let mut cold = Vec::new();
                            let mut warm = Vec::new();
                            for n in (c..requests).step_by(clients) {
                                // Evenings in a stride over `spread` of them,
                                // boards in turn.
                                let e = (n * 7919) % spread;
                                let m = &made[e];
                                let board = 1 + (n as u32) % BOARDS;
                                let path = match route {
                                    "traveller" => format!("/api/evenings/{}/boards/{board}", m.id),
                                    _ => format!("/api/evenings/{}/rankings", m.id),
                                };
                                let first = seen.lock().unwrap().insert(e);
                                let at = Instant::now();
                                let (status, v) = conn.request("GET", &path, &m.players, None);
                                let took = at.elapsed();
                                assert_eq!(status, 200, "{v}");
                                if route == "traveller" {
                                    let rows = v["rows"].as_array().expect("rows");
                                    assert_eq!(rows.len(), TABLES as usize);
                                    assert!(rows.iter().all(|r| r["status"] != "to play"), "{v}");
                                    assert!(v["deal"].is_null());
                                } else {
                                    assert_eq!(
                                        v["rows"].as_array().expect("rows").len(),
                                        2 * TABLES as usize
                                    );
                                }
                                if first {
                                    cold.push(took)
                                } else {
                                    warm.push(took)
                                }
                            }
                            (cold, warm)
                        })
                    })
                    .collect();
                let mut cold = Vec::new();
                let mut warm = Vec::new();
                for h in handles {
                    let (c, w) = h.join().expect("a client");
                    cold.extend(c);
                    warm.extend(w);
                }
                cold.sort();
                warm.sort();
                (cold, warm, started.elapsed())
            };
        let kind = if db.starts_with("postgres") {
            "postgres"
        } else {
            "sqlite"
        };
        println!(
            "evening load {kind}: {evenings} evenings of {TABLES} tables and {BOARDS} boards ({} results) made in {:.1} s; memory {:.0} MiB -> {:.0} MiB",
            evenings * TABLES * BOARDS,
            made_in.as_secs_f64(),
            before,
            after_making,
        );
        let mut spreads = vec![made.len(), made.len().min(100)];
        spreads.dedup();
        for (route, spread) in spreads
            .iter()
            .flat_map(|&s| [("traveller", s), ("rankings", s)])
        {
            let (cold, warm, took) = run(route, spread);
            let mut all: Vec<Duration> = cold.iter().chain(&warm).copied().collect();
            all.sort();
            println!(
                "evening load {kind}: {route} of {spread} evenings: {} requests from {clients} clients in {:.2} s: p50 {:.2} ms, p99 {:.2} ms (an evening's first read in the run: {}, p99 {:.2} ms; its reads after: {}, p99 {:.2} ms); memory {:.0} MiB",
                all.len(),
                took.as_secs_f64(),
                percentile(&all, 0.50).as_secs_f64() * 1e3,
                percentile(&all, 0.99).as_secs_f64() * 1e3,
                cold.len(),
                percentile(&cold, 0.99).as_secs_f64() * 1e3,
                warm.len(),
                percentile(&warm, 0.99).as_secs_f64() * 1e3,
                rss_mib(),
            );
        }
    }
}
