//! A penalty card played and then retracted "without further
//! rectification" under Law 47 comes back to the hand as an ordinary card
//! (Law 49: a card withdrawn in application of law, such as 47D or 47E, is
//! not a penalty card), its information listed as withdrawn (16C).
//!
//! The deal: North KT8.A96.A95.7542, East Q5.KJ52.KQ874.T8, South
//! AJ92.874.JT6.AQ3, West 7643.QT3.32.KJ96. South declares 1NT: West makes
//! the opening lead, North is dummy.

mod common;
mod play_helpers;
use play_helpers::*;
use tablelaw::*;

fn withdrawn(t: &Table) -> Vec<(Seat, Card, String)> {
    t.state()
        .withdrawn_cards()
        .iter()
        .map(|w| (w.seat, w.card, w.law.path()))
        .collect()
}

#[test]
fn duplicate_2017_law_47_d_a_penalty_card_taken_back_is_an_ordinary_card() {
    let mut t = after_trick_one(CodeId::Duplicate2017);
    for (s, c) in [("S", "H4"), ("W", "H3"), ("N", "HA"), ("E", "H2")] {
        play(&mut t, s, c).unwrap();
    }
    // East drops the club ten: an honour, a major penalty card (50B).
    t.apply(Event::Expose {
        seat: Seat::East,
        cards: vec![card("CT")],
        led: false,
    })
    .unwrap();
    assert_eq!(penalty(&t), ["CT"]);
    play(&mut t, "N", "C2").unwrap();
    assert_eq!(
        legal(&t),
        ["CT"],
        "the penalty card, at the first opportunity"
    );
    play(&mut t, "E", "CT").unwrap();
    // Declarer meant the club four (45C4(b)): East may take his card back
    // (47D), and it returns as an ordinary card.
    unintended(&mut t, "N", "C4").unwrap();
    assert_eq!(trick(&t), ["N C4"]);
    assert_eq!(turn(&t), Seat::East);
    assert!(penalty(&t).is_empty(), "no penalty card any more");
    assert_eq!(legal(&t), ["CT", "C8"], "either club");
    assert_eq!(
        withdrawn(&t).last().unwrap(),
        &(Seat::East, card("CT"), "47D".to_owned())
    );
}

#[test]
fn duplicate_2017_law_47_e_2_a_a_penalty_card_retracted_is_an_ordinary_card() {
    let mut t = after_trick_one(CodeId::Duplicate2017);
    // West drops the heart queen: a major penalty card.
    t.apply(Event::Expose {
        seat: Seat::West,
        cards: vec![card("HQ")],
        led: false,
    })
    .unwrap();
    play(&mut t, "S", "H4").unwrap();
    assert_eq!(legal(&t), ["HQ"]);
    play(&mut t, "W", "HQ").unwrap();
    // A mistaken explanation: West retracts the card he played (47E2(a)).
    t.apply(Event::Finding(Finding::MistakenExplanation {
        seat: Seat::West,
    }))
    .unwrap();
    assert_eq!(turn(&t), Seat::West);
    assert!(
        penalty(&t).is_empty(),
        "the queen is an ordinary card again"
    );
    assert_eq!(legal(&t), ["HQ", "HT", "H3"]);
    assert_eq!(
        withdrawn(&t).last().unwrap(),
        &(Seat::West, card("HQ"), "47E2(a)".to_owned())
    );
}
