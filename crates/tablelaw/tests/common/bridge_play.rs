//! The contract-bridge play helpers of the revoke and claim tests: the
//! deal North KT8.A96.A95.7542, East Q5.KJ52.KQ874.T8, South
//! AJ92.874.JT6.AQ3, West 7643.QT3.32.KJ96, South declaring 4S.
#![allow(dead_code)]

use super::seat;
use tablelaw::*;

pub const DEAL: &str = super::PLAY_DEAL;

pub fn table(code: CodeId) -> Table {
    super::play_table(code, &["1S", "P", "2S", "P", "4S", "P", "P", "P"])
}

pub fn d17() -> Table {
    table(CodeId::Duplicate2017)
}

/// Plays `cards`, each written `W D3`; every one must be possible.
pub fn plays(t: &mut Table, cards: &str) {
    let words: Vec<&str> = cards.split_whitespace().collect();
    for pair in words.chunks(2) {
        t.apply(Event::Play {
            seat: seat(pair[0]),
            card: pair[1].parse().unwrap(),
        })
        .unwrap_or_else(|e| panic!("{} {}: {e}", pair[0], pair[1]));
    }
}

pub fn apply(t: &mut Table, e: Event) {
    t.apply(e.clone())
        .unwrap_or_else(|err| panic!("{e:?}: {err}"));
}

/// Plays the highest legal card of each hand on turn to the end.
pub fn play_out(t: &mut Table) {
    while let Some(seat) = t.play().and_then(|p| p.turn()) {
        assert!(t.pending().is_none(), "a ruling waits: {:?}", t.pending());
        let card = t.play().unwrap().legal_plays().iter().next().unwrap();
        apply(t, Event::Play { seat, card });
    }
}

pub fn tricks(t: &Table) -> Tricks {
    let cb: &ContractBridge = t;
    cb.tricks().expect("the play is finished")
}

/// The pending ruling.
pub fn pending_ruling(t: &Table) -> (usize, Ruling) {
    let (i, r) = t.pending().expect("a pending ruling");
    (i, r.clone())
}

/// North-South's duplicate score had the declaring side won `tricks`.
pub fn score_with(t: &Table, tricks: u8) -> i32 {
    let c = t.contract().unwrap();
    let edition = score::DuplicateEdition::of_code(t.code()).unwrap();
    score::DuplicateScore::new(edition, &c, false, tricks).score_for(Side::NorthSouth)
}

pub fn revoke(t: &Table, i: usize) -> Revoke {
    t.revokes()[i]
}

/// East ruffs the diamond lead with the five of spades, holding diamonds.
pub fn east_ruffs_trick_one(t: &mut Table) {
    plays(t, "W D3 N DA E S5 S D6");
}
