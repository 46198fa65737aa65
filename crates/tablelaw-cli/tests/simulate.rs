//! `tablelaw simulate`: every deal reaches its score, under every code it
//! plays (the contract-bridge codes, auction bridge and bridge whist), with
//! and without irregular events; the same seed plays the same deals.

use std::process::Command;

fn simulate(args: &[&str]) -> (i32, serde_json::Value) {
    let out = Command::new(env!("CARGO_BIN_EXE_tablelaw"))
        .arg("simulate")
        .arg("--json")
        .args(args)
        .output()
        .unwrap();
    let json = serde_json::from_slice(&out.stdout).unwrap_or_else(|e| {
        panic!(
            "{e}: {}{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        )
    });
    (out.status.code().unwrap(), json)
}

#[test]
fn every_deal_is_scored_under_every_bridge_code() {
    for laws in ["rubber", "duplicate-2017", "duplicate-2007"] {
        for rate in ["0", "0.2"] {
            let (code, out) = simulate(&["--laws", laws, "--deals", "300", "--irregular", rate]);
            assert_eq!(code, 0, "{laws} at {rate}: {out:#}");
            assert_eq!(out["deals"], 300);
            assert_eq!(out["finished"], 300, "{laws} at {rate}: {out:#}");
            let contracts: u64 = out["contracts"]
                .as_object()
                .unwrap()
                .values()
                .map(|n| n.as_u64().unwrap())
                .sum();
            assert_eq!(contracts + out["passed_out"].as_u64().unwrap(), 300);
            if rate != "0" {
                assert!(out["irregular_events"].as_u64().unwrap() > 0);
                assert!(out["rulings"].as_u64().unwrap() > 0);
            } else {
                // Regular play draws no ruling but the record of a passed-out deal.
                assert_eq!(out["rulings"], out["passed_out"]);
            }
        }
    }
}

#[test]
fn every_deal_is_scored_under_auction_bridge_and_bridge_whist() {
    for laws in ["auction-bridge", "bridge-whist"] {
        for rate in ["0", "0.2"] {
            let (code, out) = simulate(&["--laws", laws, "--deals", "300", "--irregular", rate]);
            assert_eq!(code, 0, "{laws} at {rate}: {out:#}");
            assert_eq!(out["deals"], 300);
            assert_eq!(out["finished"], 300, "{laws} at {rate}: {out:#}");
            assert!(out["unfinished"].as_object().unwrap().is_empty(), "{out:#}");
            // Neither code passes a deal out: each has its declaration.
            assert_eq!(out["passed_out"], 0);
            let contracts = out["contracts"].as_object().unwrap();
            let played: u64 = contracts.values().map(|n| n.as_u64().unwrap()).sum();
            assert_eq!(played, 300, "{laws} at {rate}: {out:#}");
            let denominations: &[&str] = if laws == "auction-bridge" {
                // Royal spades are a denomination of their own.
                &["S", "C", "D", "H", "R", "NT"]
            } else {
                &["S", "C", "D", "H", "NT"]
            };
            assert_eq!(contracts.len(), denominations.len(), "{out:#}");
            for d in denominations {
                assert!(contracts.contains_key(*d), "{d}: {out:#}");
            }
            if rate != "0" {
                assert!(out["irregular_events"].as_u64().unwrap() > 0);
                assert!(out["rulings"].as_u64().unwrap() > 0);
                // Some rulings end in a new deal, dealt again and scored.
                assert!(out["new_deals"].as_u64().unwrap() > 0, "{out:#}");
            } else {
                assert_eq!(out["irregular_events"], 0);
                assert_eq!(out["new_deals"], 0);
                if laws == "auction-bridge" {
                    // Regular calls and cards draw no ruling; in bridge
                    // whist the club limit stopping the doubling does.
                    assert_eq!(out["rulings"], 0);
                }
            }
        }
    }
}

#[test]
fn the_same_seed_plays_the_same_deals() {
    let args = ["--deals", "200", "--irregular", "0.1", "--seed", "42"];
    let (_, a) = simulate(&args);
    let (_, b) = simulate(&args);
    for key in [
        "contracts",
        "passed_out",
        "mean_ns_score",
        "irregular_events",
        "rulings",
    ] {
        assert_eq!(a[key], b[key], "{key}");
    }
    let (_, c) = simulate(&["--deals", "200", "--irregular", "0.1", "--seed", "43"]);
    assert_ne!(a["contracts"], c["contracts"]);
    for laws in ["auction-bridge", "bridge-whist"] {
        let args = ["--laws", laws, "--deals", "200", "--irregular", "0.1"];
        let with = |seed| {
            let mut v = args.to_vec();
            v.extend(["--seed", seed]);
            simulate(&v).1
        };
        let (a, b, c) = (with("42"), with("42"), with("43"));
        for key in [
            "contracts",
            "mean_ns_score",
            "irregular_events",
            "rulings",
            "new_deals",
        ] {
            assert_eq!(a[key], b[key], "{laws}: {key}");
        }
        assert_ne!(a["mean_ns_score"], c["mean_ns_score"], "{laws}");
    }
}

#[test]
fn the_codes_scored_by_the_rubber_play_whole_rubbers() {
    for laws in ["rubber", "auction-bridge", "bridge-whist"] {
        let (status, out) = simulate(&["--laws", laws, "--deals", "400", "--seed", "5"]);
        assert_eq!(status, 0, "{laws}");
        let rubbers = out["rubbers"].as_u64().expect("rubbers");
        assert!(rubbers > 0, "{laws}: no rubber won in 400 deals");
        // A rubber is two games at least: two deals at least.
        assert!(out["deals_per_rubber"].as_f64().expect("deals_per_rubber") >= 2.0);
        assert!(
            out["rubbers_per_second"]
                .as_f64()
                .expect("rubbers_per_second")
                > 0.0
        );
    }
    let (_, board) = simulate(&["--laws", "duplicate-2017", "--deals", "10"]);
    assert!(board.get("rubbers").is_none(), "boards make no rubbers");
}

#[test]
fn a_rate_outside_zero_to_one_is_refused() {
    let out = Command::new(env!("CARGO_BIN_EXE_tablelaw"))
        .args(["simulate", "--irregular", "1.5"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("rate from 0 to 1"));
}

#[test]
fn a_reader_that_goes_away_ends_it_quietly() {
    use std::io::{BufRead, BufReader};
    use std::process::Stdio;
    let mut child = Command::new(env!("CARGO_BIN_EXE_tablelaw"))
        .args(["simulate", "--deals", "2000", "--irregular", "0.2"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut first = String::new();
    BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut first)
        .unwrap();
    // The pipe is closed here, before the summary's other lines.
    let out = child.wait_with_output().unwrap();
    assert!(first.contains("deals under duplicate-2017"), "{first}");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!stderr.contains("panicked"), "{stderr}");
    assert!(
        matches!(out.status.code(), Some(0 | 141)),
        "{:?}",
        out.status
    );
}
