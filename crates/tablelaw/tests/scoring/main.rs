//! Scoring: duplicate Laws 2, 77 and 78 (2007 and 2017) and the rubber
//! scoring Laws 72-81 (1993). Test data and their sources: `tests/data/README.md`.

use serde_json::Value;
use tablelaw::score::*;
use tablelaw::{Bid, Call, Contract, Deal, Denomination, Doubling, Seat, Side};

const NS: Side = Side::NorthSouth;
const EW: Side = Side::EastWest;
const ED2007: DuplicateEdition = DuplicateEdition::Laws2007;
const ED2017: DuplicateEdition = DuplicateEdition::Laws2017;

/// A contract written as `4S`, `3NTX`, `7NTXX`, declared by `declarer`.
fn contract(s: &str, declarer: Seat) -> Contract {
    let doubling = if s.ends_with("XX") {
        Doubling::Redoubled
    } else if s.ends_with('X') {
        Doubling::Doubled
    } else {
        Doubling::Undoubled
    };
    let bid = match s.trim_end_matches('X').parse::<Call>() {
        Ok(Call::Bid(b)) => b,
        _ => panic!("not a contract: {s}"),
    };
    Contract {
        bid,
        doubling,
        declarer,
    }
}

fn c(s: &str) -> Contract {
    contract(s, Seat::South)
}

fn data(name: &str) -> String {
    let path = format!("{}/tests/data/{name}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

fn json(name: &str) -> Value {
    serde_json::from_str(&data(name)).unwrap()
}

const VECTOR_FILES: [&str; 4] = [
    "google-deepmind__open_spiel.json",
    "jasujm__bridge.json",
    "jdh8__contract-bridge.json",
    "richardschneider__bridge-scorer.json",
];

fn kind_of(key: &str) -> ScoreKind {
    match key {
        "trick" => ScoreKind::TrickScore,
        "over" => ScoreKind::Overtricks,
        "game" => ScoreKind::Game,
        "part" => ScoreKind::Partscore,
        "small" => ScoreKind::SmallSlam,
        "grand" => ScoreKind::GrandSlam,
        "insult" => ScoreKind::Insult,
        "under" => ScoreKind::Undertricks,
        _ => panic!("unknown part {key}"),
    }
}

const DUPLICATE_KINDS: [ScoreKind; 8] = [
    ScoreKind::TrickScore,
    ScoreKind::Overtricks,
    ScoreKind::Game,
    ScoreKind::Partscore,
    ScoreKind::SmallSlam,
    ScoreKind::GrandSlam,
    ScoreKind::Insult,
    ScoreKind::Undertricks,
];

mod duplicate;
mod imps_matchpoints;
mod rubber;
