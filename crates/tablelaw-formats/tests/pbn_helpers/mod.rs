//! Helpers shared by the PBN tests: the real files of `tests/data/pbn/`
//! and their number of games, read all, and written back.
#![allow(dead_code)]

use std::path::PathBuf;

use tablelaw_formats::pbn::{Game, GameBuilder, Reader, write_games};

pub fn data(name: &str) -> Vec<u8> {
    let path: PathBuf = [env!("CARGO_MANIFEST_DIR"), "tests", "data", "pbn", name]
        .iter()
        .collect();
    std::fs::read(path).expect("fixture")
}

pub fn read_all(bytes: &[u8]) -> Vec<Game> {
    Reader::new(bytes)
        .read_all(GameBuilder::new)
        .collect::<Result<_, _>>()
        .expect("every game reads")
}

/// Each fixture and its games: blocks separated by empty lines that hold
/// a tag (the standard's §3), not the `[Event` lines, which some writers
/// give only once.
pub const FIXTURES: [(&str, usize); 22] = [
    ("bridgebots-sample.pbn", 3),
    ("bridgebots-shared-deals.pbn", 4),
    ("endplay-example1.pbn", 2),
    ("endplay-example4.pbn", 1),
    ("endplay-sample.pbn", 2),
    ("handrecord-bigdeal.pbn", 14),
    ("handrecord-bigdeal_with_deepfinese_analyses.pbn", 14),
    ("handrecord-bridgecomposer.pbn", 15),
    ("handrecord-empty.pbn", 0),
    ("handrecord-large1.pbn", 100),
    ("handrecord-nocontractcanbemade.pbn", 1),
    ("handrecord-psbridge.pbn", 32),
    ("heilman-test_record_with_empty_line_in_comment.pbn", 1),
    ("heilman-test_record_with_escape_in_comment.pbn", 1),
    // A brace comment over an empty line, then an empty line after it: two games.
    ("heilman-test_record_with_lots_of_curlies.pbn", 2),
    ("heilman-test_record_with_single_line_curly_comment.pbn", 2),
    ("heilman-three_test_records.pbn", 3),
    ("heilman-three_test_records_crlf.pbn", 3),
    ("realbridge-export.pbn", 299),
    // 30 games under "game N" headers, plus game 31; the isolated comment
    // "not a game" is no game.
    ("verifier-correct_10.pbn", 31),
    ("verifier-correct_20.pbn", 46),
    ("verifier-correct_21.pbn", 2),
];

pub fn write(games: &[Game]) -> Vec<u8> {
    let mut out = Vec::new();
    write_games(&mut out, games).unwrap();
    out
}
