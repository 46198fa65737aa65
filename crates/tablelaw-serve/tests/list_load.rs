//! The list under load: many tables, many list requests at once. By
//! default a bounded run (200 tables, 50 requests); `TABLELAW_LIST_TABLES`
//! and `TABLELAW_LIST_REQUESTS` set the numbers for the figures in
//! BENCHMARKS.md (10,000 and 200). It checks that every table is listed
//! once across the pages, each with its summary, and prints the latencies
//! of the first page's requests, made at once; no timing is asserted.

mod common;

use std::time::{Duration, Instant};

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

#[test]
fn the_list_of_many_tables_pages_every_table_once_with_its_summary() {
    let tables = setting("TABLELAW_LIST_TABLES", 200).max(1);
    let requests = setting("TABLELAW_LIST_REQUESTS", 50).max(1);
    for db in databases("list-load") {
        let server = Server::start(&db);
        let made = Instant::now();
        let mut ids = std::collections::HashSet::new();
        for i in 0..tables {
            let board = i % 32 + 1;
            let (id, token) = server.create(&json!({ "code": "duplicate-2017", "board": board }));
            if i % 3 == 0 {
                let (status, v) = server.line(&id, &token, "N 1S");
                assert_eq!(status, 200, "{v}");
            }
            ids.insert(id);
        }
        let made = made.elapsed();
        // The first page, asked by one client, one request after another.
        let mut one: Vec<Duration> = (0..requests)
            .map(|_| {
                let t = Instant::now();
                let (status, _) = server.get("/api/tables");
                assert_eq!(status, 200);
                t.elapsed()
            })
            .collect();
        one.sort();
        // The first page, asked by many clients at once.
        let started = Instant::now();
        let latencies: Vec<Duration> = std::thread::scope(|s| {
            let handles: Vec<_> = (0..requests)
                .map(|_| {
                    s.spawn(|| {
                        let t = Instant::now();
                        let (status, v) = server.get("/api/tables");
                        assert_eq!(status, 200, "{v}");
                        assert_eq!(v["tables"].as_array().unwrap().len(), tables.min(50));
                        t.elapsed()
                    })
                })
                .collect();
            handles
                .into_iter()
                .map(|h| h.join().expect("a client"))
                .collect()
        });
        let wall = started.elapsed();
        let mut sorted = latencies.clone();
        sorted.sort();
        // Every table once, paging through with the largest page.
        let mut seen = std::collections::HashSet::new();
        let mut path = "/api/tables?limit=500".to_owned();
        let paging = Instant::now();
        loop {
            let (status, v) = server.get(&path);
            assert_eq!(status, 200, "{v}");
            for t in v["tables"].as_array().unwrap() {
                assert!(t["turn"].is_string() || t["turn"].is_null(), "{t}");
                assert!(t["events"].is_u64(), "a summary: {t}");
                let id = t["id"].as_str().unwrap().to_owned();
                if ids.contains(&id) {
                    assert!(seen.insert(id), "listed twice: {t}");
                }
            }
            match v["next"].as_str() {
                Some(next) => path = format!("/api/tables?limit=500&before={next}"),
                None => break,
            }
        }
        assert_eq!(seen.len(), ids.len(), "every table listed");
        let kind = if db.starts_with("postgres") {
            "postgres"
        } else {
            "sqlite"
        };
        println!(
            "{kind}: {tables} tables made in {:.1} s; the first page one request at a time: p50 {:.2} ms, p99 {:.2} ms; {requests} first-page requests at once in {:.0} ms: p50 {:.1} ms, p99 {:.1} ms; all pages of 500 in {:.0} ms",
            made.as_secs_f64(),
            percentile(&one, 0.5).as_secs_f64() * 1e3,
            percentile(&one, 0.99).as_secs_f64() * 1e3,
            wall.as_secs_f64() * 1e3,
            percentile(&sorted, 0.5).as_secs_f64() * 1e3,
            percentile(&sorted, 0.99).as_secs_f64() * 1e3,
            paging.elapsed().as_secs_f64() * 1e3,
        );
    }
}
