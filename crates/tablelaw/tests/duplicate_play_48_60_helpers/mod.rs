//! Helpers for the tests of the play's irregularities under the duplicate
//! laws, Laws 48-60: the deal, a table at the start of the play, the
//! events as players make them, and what they assert.
//!
//! The deal: North KT8.A96.A95.7542, East Q5.KJ52.KQ874.T8, South
//! AJ92.874.JT6.AQ3, West 7643.QT3.32.KJ96. South declares 1NT: West makes
//! the opening lead, North is dummy.
#![allow(dead_code)]

use crate::common::seat;
use tablelaw::*;

pub const DEAL: &str = "N:KT8.A96.A95.7542 Q5.KJ52.KQ874.T8 AJ92.874.JT6.AQ3 7643.QT3.32.KJ96";

pub fn table(code: CodeId) -> Table {
    let mut t = Table::with_setup(TableSetup {
        code,
        dealer: Seat::South,
        deal: Some(DEAL.parse().unwrap()),
        vulnerability: Default::default(),
    });
    for c in ["1NT", "P", "P", "P"] {
        let s = t.turn().unwrap();
        t.call(s, c.parse().unwrap()).unwrap();
    }
    t
}

pub fn d17() -> Table {
    table(CodeId::Duplicate2017)
}

pub fn card(s: &str) -> Card {
    s.parse().unwrap()
}

pub fn play(t: &mut Table, s: &str, c: &str) -> Result<(), EventError> {
    t.apply(Event::Play {
        seat: seat(s),
        card: card(c),
    })
}

pub fn elect_suit(t: &mut Table, s: &str, option: &str, suit: Suit) {
    t.apply(Event::Elect {
        seat: Some(seat(s)),
        option: option.parse().unwrap(),
        call: None,
        suit: Some(suit),
        also: Vec::new(),
    })
    .unwrap();
}

pub fn expose(t: &mut Table, s: &str, c: &str, deliberate: bool) {
    t.apply(Event::Expose {
        seat: seat(s),
        cards: vec![card(c)],
        led: deliberate,
    })
    .unwrap();
}

pub fn legal(t: &Table) -> Vec<String> {
    t.play()
        .unwrap()
        .legal_plays()
        .iter()
        .map(|c| format!("{c:#}"))
        .collect()
}

pub fn penalty(t: &Table) -> Vec<String> {
    t.play()
        .unwrap()
        .penalty_cards()
        .iter()
        .map(|c| format!("{c:#}"))
        .collect()
}

pub fn turn(t: &Table) -> Seat {
    t.play().unwrap().turn().unwrap()
}

pub fn last_text(t: &Table) -> String {
    t.rulings().last().unwrap().text.clone()
}

/// The first trick, regular: West S3, dummy S8, East SQ, South SA; South
/// wins and is on lead.
pub fn after_trick_one(code: CodeId) -> Table {
    let mut t = table(code);
    for (s, c) in [("W", "S3"), ("N", "S8"), ("E", "SQ"), ("S", "SA")] {
        play(&mut t, s, c).unwrap();
    }
    assert_eq!(turn(&t), Seat::South);
    t
}

pub fn face_down(t: &mut Table, s: &str, c: &str) -> Result<(), EventError> {
    t.apply(Event::LeadFaceDown {
        seat: seat(s),
        card: card(c),
    })
}
