//! The play's irregularities under the duplicate laws (2017, and 2007 where
//! it differs): an unintended designation changed (45C4(b), with 47C and
//! 47D), a lead after misinformation that it was the player's turn (47E1), a
//! card played after a mistaken explanation (47E2(a)).
//!
//! The deal: North KT8.A96.A95.7542, East Q5.KJ52.KQ874.T8, South
//! AJ92.874.JT6.AQ3, West 7643.QT3.32.KJ96. South declares 1NT: West makes
//! the opening lead, North is dummy.

mod common;
mod play_helpers;
use common::pending;
use play_helpers::*;
use tablelaw::*;

#[test]
fn rubber_law_51_applies_the_2007_wording_and_says_so() {
    let t = two_suits(CodeId::Rubber);
    let (_, r) = t.pending().unwrap();
    assert!(
        r.notes.iter().any(|n| n.contains("2007 duplicate wording")),
        "{:?}",
        r.notes
    );
    assert!(
        !r.options
            .iter()
            .any(|o| o.id == OptionId::NoLeadRestriction)
    );
}

#[test]
fn duplicate_2017_law_47_e_1_a_defenders_lead_after_being_told_it_was_his_turn_is_retracted() {
    let mut t = after_trick_one(CodeId::Duplicate2017);
    play(&mut t, "E", "D4").unwrap();
    let lead = t.pending().unwrap().0;
    t.apply(Event::Finding(Finding::ToldTurn)).unwrap();
    assert!(t.pending().is_none());
    let r = &t.rulings()[lead];
    assert!(r.options.is_empty() && r.chooser.is_none());
    assert!(r.finding.is_some());
    assert!(
        r.notes
            .iter()
            .any(|n| n.contains("Law 47E1") && n.contains("63A1")),
        "{:?}",
        r.notes
    );
    // No penalty card; the card is back in East's hand, its information
    // unauthorized to East-West; South leads.
    assert!(penalty(&t).is_empty());
    assert!(t.play().unwrap().hand(Seat::East).contains(card("D4")));
    let w = t.state().withdrawn_cards().last().unwrap().clone();
    assert_eq!(
        (w.seat, w.card, w.to),
        (Seat::East, card("D4"), Side::EastWest)
    );
    assert_eq!(w.law.to_string(), "duplicate-2017 Law 47E1");
    assert_eq!(turn(&t), Seat::South);
    assert_eq!(legal(&t).len(), 12);
}

#[test]
fn duplicate_2017_law_47_e_1_declarers_lead_after_being_told_is_retracted() {
    let mut t = after_trick_one(CodeId::Duplicate2017);
    play(&mut t, "N", "D5").unwrap();
    assert_eq!(pending(&t).0, "55A");
    t.apply(Event::Finding(Finding::ToldTurn)).unwrap();
    assert!(t.pending().is_none());
    assert_eq!(turn(&t), Seat::South);
    assert!(t.play().unwrap().hand(Seat::North).contains(card("D5")));
}

#[test]
fn duplicate_2007_law_47_e_1_the_lead_may_be_withdrawn() {
    let mut t = after_trick_one(CodeId::Duplicate2007);
    play(&mut t, "E", "D4").unwrap();
    let lead = t.pending().unwrap().0;
    t.apply(Event::Finding(Finding::ToldTurn)).unwrap();
    let r = &t.rulings()[lead];
    assert!(
        r.notes.iter().any(|n| n.contains("may withdraw")),
        "{:?}",
        r.notes
    );
    assert!(penalty(&t).is_empty());
    assert_eq!(turn(&t), Seat::South);
}

#[test]
fn duplicate_2017_law_47_e_1_the_finding_needs_a_lead_out_of_turn() {
    let mut t = after_trick_one(CodeId::Duplicate2017);
    let e = refused(&mut t, Event::Finding(Finding::ToldTurn));
    assert!(e.to_string().contains("47E1"), "{e}");
}

#[test]
fn duplicate_2017_law_45_c_4_b_declarer_corrects_dummys_card_and_the_next_defender_may_change() {
    let mut t = after_trick_one(CodeId::Duplicate2017);
    // Dummy wins the second trick with the heart ace, leads the club two,
    // and East plays the club eight.
    for (s, c) in [("S", "H4"), ("W", "H3"), ("N", "HA"), ("E", "H2")] {
        play(&mut t, s, c).unwrap();
    }
    for (s, c) in [("N", "C2"), ("E", "C8")] {
        play(&mut t, s, c).unwrap();
    }
    unintended(&mut t, "N", "C4").unwrap();
    let r = last(&t);
    assert_eq!(r.law.to_string(), "duplicate-2017 Law 45C4(b)");
    assert_eq!(r.offender, Some(Seat::South));
    assert!(r.finding.is_some());
    assert!(r.text.contains("slip of the tongue"), "{}", r.text);
    assert!(r.notes.iter().any(|n| n.contains("47D")), "{:?}", r.notes);
    // Dummy's two is back, the four led; East's eight is back in his hand
    // and East is to play again (47D).
    assert_eq!(trick(&t), ["N C4"]);
    assert_eq!(turn(&t), Seat::East);
    assert!(t.play().unwrap().hand(Seat::North).contains(card("C2")));
    assert_eq!(legal(&t), ["CT", "C8"]);
    let w: Vec<(Seat, Card, String)> = t
        .state()
        .withdrawn_cards()
        .iter()
        .map(|w| (w.seat, w.card, w.law.path()))
        .collect();
    assert_eq!(
        w,
        [
            (Seat::North, card("C2"), "47C".to_owned()),
            (Seat::East, card("C8"), "47D".to_owned())
        ]
    );
    play(&mut t, "E", "CT").unwrap();
    assert_eq!(turn(&t), Seat::South);
}

#[test]
fn duplicate_2017_law_45_c_4_b_only_dummys_card_and_only_before_declarer_plays_again() {
    let mut t = after_trick_one(CodeId::Duplicate2017);
    for (s, c) in [("S", "H4"), ("W", "H3")] {
        play(&mut t, s, c).unwrap();
    }
    let e = refused(
        &mut t,
        Event::Finding(Finding::UnintendedDesignation {
            seat: Seat::West,
            card: card("HT"),
        }),
    );
    assert!(e.to_string().contains("dummy's card only"), "{e}");
    let e = refused(
        &mut t,
        Event::Finding(Finding::UnintendedDesignation {
            seat: Seat::North,
            card: card("H9"),
        }),
    );
    assert!(e.to_string().contains("no card in the trick"), "{e}");
    // Dummy leads the next trick, East plays, declarer plays: too late.
    for (s, c) in [("N", "HA"), ("E", "H2")] {
        play(&mut t, s, c).unwrap();
    }
    for (s, c) in [("N", "C2"), ("E", "C8"), ("S", "CQ")] {
        play(&mut t, s, c).unwrap();
    }
    let e = refused(
        &mut t,
        Event::Finding(Finding::UnintendedDesignation {
            seat: Seat::North,
            card: card("C4"),
        }),
    );
    assert!(e.to_string().contains("too late"), "{e}");
}

#[test]
fn duplicate_2007_law_45_c_4_b_any_player_until_his_partner_has_played() {
    let mut t = after_trick_one(CodeId::Duplicate2007);
    for (s, c) in [("S", "H4"), ("W", "H3")] {
        play(&mut t, s, c).unwrap();
    }
    unintended(&mut t, "W", "HT").unwrap();
    let r = last(&t);
    assert_eq!(r.law.to_string(), "duplicate-2007 Law 45C4(b)");
    assert!(r.text.contains("without pause for thought"), "{}", r.text);
    assert_eq!(trick(&t), ["S H4", "W HT"]);
    assert_eq!(turn(&t), Seat::North);
    // Dummy wins, leads the club two; East and South play: South, dummy's
    // partner, has played, too late for dummy's card.
    for (s, c) in [("N", "HA"), ("E", "H2")] {
        play(&mut t, s, c).unwrap();
    }
    for (s, c) in [("N", "C2"), ("E", "C8"), ("S", "CQ")] {
        play(&mut t, s, c).unwrap();
    }
    let e = refused(
        &mut t,
        Event::Finding(Finding::UnintendedDesignation {
            seat: Seat::North,
            card: card("C4"),
        }),
    );
    assert!(e.to_string().contains("partner has since played"), "{e}");
}

#[test]
fn duplicate_2017_law_45_c_4_b_the_card_intended_must_be_legal_and_held() {
    let mut t = after_trick_one(CodeId::Duplicate2017);
    for (s, c) in [("S", "H4"), ("W", "H3"), ("N", "H6")] {
        play(&mut t, s, c).unwrap();
    }
    let e = refused(
        &mut t,
        Event::Finding(Finding::UnintendedDesignation {
            seat: Seat::North,
            card: card("C2"),
        }),
    );
    assert!(e.to_string().contains("cannot be legally played"), "{e}");
    let e = refused(
        &mut t,
        Event::Finding(Finding::UnintendedDesignation {
            seat: Seat::North,
            card: card("HK"),
        }),
    );
    assert!(matches!(e, EventError::CardNotHeld { .. }), "{e}");
}

#[test]
fn duplicate_2017_law_47_e_2_a_a_card_played_after_a_mistaken_explanation_is_retracted() {
    let mut t = after_trick_one(CodeId::Duplicate2017);
    for (s, c) in [("S", "H4"), ("W", "H3")] {
        play(&mut t, s, c).unwrap();
    }
    t.apply(Event::Finding(Finding::MistakenExplanation {
        seat: Seat::West,
    }))
    .unwrap();
    let r = last(&t);
    assert_eq!(r.law.to_string(), "duplicate-2017 Law 47E2(a)");
    assert!(r.finding.is_some());
    assert_eq!(trick(&t), ["S H4"]);
    assert_eq!(turn(&t), Seat::West);
    assert!(penalty(&t).is_empty(), "no rectification");
    let w = t.state().withdrawn_cards().last().unwrap().clone();
    assert_eq!((w.seat, w.card), (Seat::West, card("H3")));
    play(&mut t, "W", "HQ").unwrap();
    assert_eq!(turn(&t), Seat::North);
}

#[test]
fn duplicate_2017_law_47_e_2_a_only_if_no_card_was_played_after_it() {
    let mut t = after_trick_one(CodeId::Duplicate2017);
    for (s, c) in [("S", "H4"), ("W", "H3"), ("N", "H6")] {
        play(&mut t, s, c).unwrap();
    }
    // Too late: recorded, West's three stands (47E2(a)), an adjustment
    // open to the director (47E2(b)).
    t.apply(Event::Finding(Finding::MistakenExplanation {
        seat: Seat::West,
    }))
    .unwrap();
    let r = last(&t);
    assert!(r.text.contains("(North's)"), "{}", r.text);
    assert_eq!(trick(&t), ["S H4", "W H3", "N H6"]);
    // The opening lead: dummy is spread with it.
    let mut t = table(CodeId::Duplicate2017);
    play(&mut t, "W", "S3").unwrap();
    t.apply(Event::Finding(Finding::MistakenExplanation {
        seat: Seat::West,
    }))
    .unwrap();
    assert!(last(&t).text.contains("opening lead"));
    assert_eq!(trick(&t), ["W S3"]);
}

#[test]
fn duplicate_2017_law_47_e_1_a_card_played_after_being_told_it_was_his_turn_is_retracted() {
    let mut t = after_trick_one(CodeId::Duplicate2017);
    play(&mut t, "S", "D6").unwrap();
    // East plays before his partner West: a premature play (57A).
    play(&mut t, "E", "D8").unwrap();
    let ruling = t.pending().unwrap().0;
    assert_eq!(t.rulings()[ruling].law.path(), "57A");
    t.apply(Event::Finding(Finding::ToldTurn)).unwrap();
    assert!(t.pending().is_none(), "no choice for declarer");
    let r = &t.rulings()[ruling];
    assert!(r.options.is_empty() && r.chooser.is_none() && r.chosen.is_none());
    assert!(r.finding.as_deref().unwrap().contains("his turn to play"));
    assert!(
        r.notes
            .iter()
            .any(|n| n.contains("not a penalty card") && n.contains("Law 47E1")),
        "{:?}",
        r.notes
    );
    // The card is back in East's hand, not a penalty card, its
    // information unauthorized to East-West; West plays without
    // restriction.
    assert!(penalty(&t).is_empty());
    let w = t.state().withdrawn_cards().last().unwrap().clone();
    assert_eq!(
        (w.seat, w.card, w.to, w.law.path()),
        (Seat::East, card("D8"), Side::EastWest, "47E1".to_owned())
    );
    assert_eq!(turn(&t), Seat::West);
    assert!(t.play().unwrap().play_restriction().is_none());
    assert_eq!(legal(&t), ["D3", "D2"]);
    play(&mut t, "W", "D3").unwrap();
    play(&mut t, "N", "D5").unwrap();
    assert_eq!(legal(&t), ["DK", "DQ", "D8", "D7", "D4"], "any diamond");
}

#[test]
fn duplicate_2007_law_47_e_1_or_play_of_a_card_may_be_withdrawn() {
    let mut t = after_trick_one(CodeId::Duplicate2007);
    play(&mut t, "S", "D6").unwrap();
    play(&mut t, "E", "D8").unwrap();
    let ruling = t.pending().unwrap().0;
    t.apply(Event::Finding(Finding::ToldTurn)).unwrap();
    assert!(
        t.rulings()[ruling]
            .notes
            .iter()
            .any(|n| n.contains("reaches the play of a card")),
        "{:?}",
        t.rulings()[ruling].notes
    );
    assert!(penalty(&t).is_empty());
    assert_eq!(turn(&t), Seat::West);
}

/// Random irregular play draws the 47E1 finding on a premature play, and
/// every such deal finishes.
#[test]
fn duplicate_2017_law_47_e_1_card_played_drawn_by_random_play() {
    let mut rng = tablelaw::random::Rng::new(7);
    for _ in 0..5000 {
        let mut table: Option<Table> = None;
        let outcome = tablelaw::random::play_deal(&mut table, CodeId::Duplicate2017, &mut rng, 0.3);
        let table = table.unwrap();
        if table.rulings().iter().any(|r| {
            r.law.path() == "57A"
                && r.finding
                    .as_deref()
                    .is_some_and(|f| f.contains("turn to play"))
        }) {
            assert!(outcome.finished, "{outcome:?}");
            return;
        }
    }
    panic!("random play never drew 47E1 on a premature play");
}
