//! A load test on loopback, bounded: tables, concurrent clients and events
//! (by default 20, 4 and 1,000; BENCHMARKS.md gives the figures for 200,
//! 20 and 50,000, set by `TABLELAW_LOAD_TABLES`, `TABLELAW_LOAD_CLIENTS`
//! and `TABLELAW_LOAD_EVENTS`). Each client streams events to its own
//! tables over a kept-alive connection; afterwards every table holds
//! exactly the events sent to it, in the order sent. Prints the latency
//! per event (p50, p99) and the events a second, for SQLite and, where
//! `TABLELAW_TEST_POSTGRES` names one, PostgreSQL.

mod common;

use std::time::{Duration, Instant};

use common::conn::Conn;
use common::{Server, databases};
use serde_json::json;

fn setting(name: &str, default: usize) -> usize {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    let i = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[i.min(sorted.len() - 1)]
}

fn line(table: usize, n: usize) -> String {
    if n == 0 {
        "N 1C".to_owned()
    } else {
        format!("S explains 1C \"table {table} event {n}\"")
    }
}

#[test]
fn no_event_is_lost_or_reordered_under_concurrent_clients() {
    let tables = setting("TABLELAW_LOAD_TABLES", 20).max(1);
    let clients = setting("TABLELAW_LOAD_CLIENTS", 4).clamp(1, tables);
    let events = setting("TABLELAW_LOAD_EVENTS", 1_000).max(tables);
    let per_table = events / tables;
    for db in databases("load") {
        let server = Server::start(&db);
        let made: Vec<(String, String)> = (0..tables)
            .map(|_| server.create(&json!({ "code": "duplicate-2017", "dealer": "N" })))
            .collect();
        let started = Instant::now();
        let handles: Vec<_> = (0..clients)
            .map(|c| {
                let mine: Vec<(usize, String, String)> = made
                    .iter()
                    .enumerate()
                    .filter(|(t, _)| t % clients == c)
                    .map(|(t, (id, token))| (t, id.clone(), token.clone()))
                    .collect();
                let addr = server.addr;
                std::thread::spawn(move || {
                    let mut conn = Conn::new(addr);
                    let mut latencies = Vec::with_capacity(mine.len() * per_table);
                    // Round-robin over the client's tables, an event at a time.
                    for n in 0..per_table {
                        for (t, id, token) in &mine {
                            let body = json!({ "line": line(*t, n), "seq": n });
                            let at = Instant::now();
                            let (status, v) =
                                conn.post(&format!("/api/tables/{id}/events"), token, &body);
                            latencies.push(at.elapsed());
                            assert_eq!(status, 200, "{v}");
                            assert_eq!(v["accepted"]["seq"], n + 1);
                        }
                    }
                    latencies
                })
            })
            .collect();
        let mut latencies: Vec<Duration> = handles
            .into_iter()
            .flat_map(|h| h.join().expect("a client"))
            .collect();
        let elapsed = started.elapsed();
        for (t, (id, _)) in made.iter().enumerate() {
            let (status, v) = server.get(&format!("/api/tables/{id}"));
            assert_eq!(status, 200);
            let stored = v["events"].as_array().expect("events");
            assert_eq!(stored.len(), per_table, "table {t}");
            for (n, event) in stored.iter().enumerate() {
                assert_eq!(
                    event.as_str(),
                    Some(line(t, n).as_str()),
                    "table {t} event {n}"
                );
            }
        }
        latencies.sort();
        let kind = if db.starts_with("postgres") {
            "postgres"
        } else {
            "sqlite"
        };
        println!(
            "load {kind}: {tables} tables, {clients} clients, {} events in {:.2} s: {:.0} events/s, p50 {:.2} ms, p99 {:.2} ms",
            latencies.len(),
            elapsed.as_secs_f64(),
            latencies.len() as f64 / elapsed.as_secs_f64(),
            percentile(&latencies, 0.50).as_secs_f64() * 1e3,
            percentile(&latencies, 0.99).as_secs_f64() * 1e3,
        );
    }
}
