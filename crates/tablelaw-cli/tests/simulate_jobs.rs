//! `tablelaw simulate --jobs N`: the same seed and number of jobs give the
//! same summary, the deals are all played whatever the split, and one job
//! gives, for a fixed seed, the very summary recorded before the jobs and
//! the speed-ups of issue 23 (`data/simulate-summaries.json`), for every
//! code, with and without irregular events.

use std::process::Command;

use serde_json::Value;

fn simulate(args: &[&str]) -> Value {
    let out = Command::new(env!("CARGO_BIN_EXE_tablelaw"))
        .arg("simulate")
        .arg("--json")
        .args(args)
        .output()
        .unwrap();
    serde_json::from_slice(&out.stdout).unwrap_or_else(|e| {
        panic!(
            "{e}: {}{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        )
    })
}

/// The summary without what varies from run to run (the time) or names
/// the run's shape (the jobs).
fn statistics(mut v: Value) -> Value {
    let o = v.as_object_mut().unwrap();
    for key in ["seconds", "deals_per_second", "rubbers_per_second", "jobs"] {
        o.remove(key);
    }
    v
}

const CODES: [&str; 6] = [
    "rubber",
    "duplicate-2017",
    "duplicate-2007",
    "auction-bridge",
    "bridge-whist",
    "euchre",
];

#[test]
fn one_job_gives_the_summary_recorded_for_each_code() {
    let recorded: Value =
        serde_json::from_str(include_str!("data/simulate-summaries.json")).unwrap();
    for case in recorded.as_array().unwrap() {
        let laws = case["laws"].as_str().unwrap();
        let rate = case["irregular"].as_str().unwrap();
        let deals = case["deals"].as_u64().unwrap().to_string();
        let out = simulate(&[
            "--laws",
            laws,
            "--deals",
            &deals,
            "--irregular",
            rate,
            "--seed",
            "7",
            "--jobs",
            "1",
        ]);
        assert_eq!(out["jobs"], 1);
        assert_eq!(
            statistics(out),
            case["summary"],
            "{laws} at {rate}: the summary changed"
        );
    }
}

#[test]
fn the_same_seed_and_jobs_give_the_same_summary() {
    for laws in CODES {
        let args = [
            "--laws",
            laws,
            "--deals",
            "301",
            "--irregular",
            "0.1",
            "--seed",
            "11",
            "--jobs",
            "2",
        ];
        let a = simulate(&args);
        let b = simulate(&args);
        assert_eq!(a["jobs"], 2);
        assert_eq!(a["deals"], 301, "{laws}");
        assert_eq!(a["finished"], 301, "{laws}: {a:#}");
        assert_eq!(statistics(a.clone()), statistics(b), "{laws}");
        // Two jobs play other deals than one: the second job's seed is its own.
        let one = simulate(&[
            "--laws",
            laws,
            "--deals",
            "301",
            "--irregular",
            "0.1",
            "--seed",
            "11",
            "--jobs",
            "1",
        ]);
        assert_ne!(statistics(a), statistics(one), "{laws}");
    }
}

#[test]
fn every_deal_is_played_whatever_the_split() {
    // More jobs than deals, and deals that do not divide evenly.
    for (deals, jobs) in [("3", "5"), ("10", "3"), ("1", "2")] {
        let out = simulate(&["--laws", "euchre", "--deals", deals, "--jobs", jobs]);
        assert_eq!(out["deals"].to_string(), deals);
        assert_eq!(out["finished"].to_string(), deals);
        assert_eq!(out["jobs"].to_string(), jobs);
    }
}

#[test]
fn no_jobs_is_refused() {
    let out = Command::new(env!("CARGO_BIN_EXE_tablelaw"))
        .args(["simulate", "--jobs", "0"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
}
