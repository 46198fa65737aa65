//! Helpers for the tests of the play under the duplicate laws, Laws 42-51:
//! the deal, a table at the start of the play, and what they assert.
#![allow(dead_code)]

use crate::common::seat;
use tablelaw::*;

pub const DEAL: &str = crate::common::PLAY_DEAL;

pub fn table(code: CodeId) -> Table {
    crate::common::play_table(code, &["1NT", "P", "P", "P"])
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

pub fn dummy(t: &mut Table, s: &str, act: DummyAct) -> Result<(), EventError> {
    t.apply(Event::Dummy { seat: seat(s), act })
}

pub fn fifth(t: &mut Table, s: &str, c: &str, led: bool) -> Result<(), EventError> {
    t.apply(Event::FifthCard {
        seat: seat(s),
        card: card(c),
        led,
    })
}

pub fn deemed(t: &mut Table, s: &str, c: &str) -> Result<(), EventError> {
    t.apply(Event::DeemedPlayed {
        seat: seat(s),
        card: card(c),
    })
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

pub fn last(t: &Table) -> Ruling {
    t.rulings().last().unwrap().clone()
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

/// An election the law gives no effect to (Law 10A): recorded with a
/// ruling that says so, and the ruling pending, if any, still pending.
pub fn ineffective(t: &mut Table, event: Event) -> Ruling {
    let pending = t.pending().map(|(i, _)| i);
    let rulings = t.rulings().len();
    t.apply(event).unwrap();
    assert_eq!(t.rulings().len(), rulings + 1, "one ruling more");
    let r = t.rulings().last().unwrap().clone();
    assert_eq!(r.law.path(), "10A");
    assert!(r.text.contains("has no effect"), "{}", r.text);
    assert_eq!(
        t.pending().map(|(i, _)| i),
        pending,
        "the pending ruling waits"
    );
    r
}

/// An impossible event is an error and leaves the table as it was.
pub fn refused(t: &mut Table, event: Event) -> EventError {
    let before = t.state().clone();
    let e = t.apply(event).unwrap_err();
    assert_eq!(*t.state(), before, "an impossible event changed the table");
    e
}

pub fn unintended(t: &mut Table, s: &str, c: &str) -> Result<(), EventError> {
    t.apply(Event::Finding(Finding::UnintendedDesignation {
        seat: seat(s),
        card: card(c),
    }))
}

pub fn trick(t: &Table) -> Vec<String> {
    t.play()
        .unwrap()
        .current()
        .cards()
        .map(|(s, c)| format!("{} {c:#}", s.letter()))
        .collect()
}

/// West exposes HQ and CK (two penalty cards in two suits); South leads
/// DJ, West follows, dummy low, East wins with DQ and is on lead.
pub fn two_suits(code: CodeId) -> Table {
    let mut t = after_trick_one(code);
    t.apply(Event::Expose {
        seat: Seat::West,
        cards: vec![card("HQ"), card("CK")],
        led: false,
    })
    .unwrap();
    for (s, c) in [("S", "DJ"), ("W", "D2"), ("N", "D5"), ("E", "DQ")] {
        play(&mut t, s, c).unwrap();
    }
    assert_eq!(turn(&t), Seat::East);
    t
}
