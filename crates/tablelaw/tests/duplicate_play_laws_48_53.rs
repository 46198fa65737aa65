//! The play's irregularities under the duplicate laws (2017, and 2007 where
//! it differs), exposed and penalty cards and the lead: declarer's exposed
//! card (Law 48), penalty cards major and minor (50), two or more (51),
//! failure to lead or play one (52), a lead out of turn accepted or
//! retracted (53), face-down leads (41A) and the cards withdrawn (16C).
//!
//! The deal is in `duplicate_play_48_60_helpers/`: South declares 1NT,
//! West makes the opening lead, North is dummy.

mod common;
mod duplicate_play_48_60_helpers;
use common::{elect, pending, pending_citation};
use duplicate_play_48_60_helpers::*;
use tablelaw::*;

#[test]
fn duplicate_2017_law_53_a_a_play_from_the_next_hand_accepts_the_lead() {
    let mut t = d17();
    play(&mut t, "E", "HK").unwrap();
    play(&mut t, "S", "H4").unwrap();
    assert!(t.pending().is_none());
    let r = &t.rulings()[t.rulings().len() - 1];
    assert_eq!(r.chosen, Some(OptionId::Accept));
    assert!(r.notes.iter().any(|n| n.contains("next in rotation")));
    assert_eq!(turn(&t), Seat::West);
}

#[test]
fn duplicate_2017_law_53_c_defender_on_the_right_plays_to_declarers_irregular_lead() {
    let mut t = after_trick_one(CodeId::Duplicate2017);
    // Declarer leads from dummy; West, on the right of the irregular lead,
    // plays to it: the lead stands and Law 57 applies to West's card.
    play(&mut t, "N", "C2").unwrap();
    play(&mut t, "W", "C6").unwrap();
    let lead = &t.rulings()[t.rulings().len() - 2];
    assert_eq!(lead.chosen, Some(OptionId::Accept));
    assert!(lead.notes.iter().any(|n| n.contains("53C")));
    assert_eq!(pending_citation(&t), "duplicate-2017 Law 57A");
    assert_eq!(penalty(&t), ["C6"]);
}

#[test]
fn duplicate_2017_law_53_b_and_47_f_1_the_proper_leader_leads_and_the_irregular_lead_goes_back() {
    let mut t = after_trick_one(CodeId::Duplicate2017);
    // West leads at South's turn; South, whose lead it was, leads.
    play(&mut t, "W", "H3").unwrap();
    play(&mut t, "S", "CA").unwrap();
    assert!(t.pending().is_none());
    let r = t.rulings().last().unwrap();
    assert!(r.notes.iter().any(|n| n.contains("53B")));
    assert!(r.options.is_empty());
    assert!(penalty(&t).is_empty());
    assert!(t.play().unwrap().hand(Seat::West).contains(card("H3")));
    assert_eq!(t.play().unwrap().current().leader, Some(Seat::South));
}

#[test]
fn duplicate_2017_law_53_b_the_proper_leader_on_the_offenders_left_leads_no_acceptance() {
    for code in [CodeId::Duplicate2017, CodeId::Duplicate2007, CodeId::Rubber] {
        let mut t = after_trick_one(code);
        // East leads at South's turn; South, his left-hand opponent and
        // the hand next in rotation, makes his proper lead: it stands, not
        // a play to East's card (53A "but see B").
        play(&mut t, "E", "D4").unwrap();
        play(&mut t, "S", "CA").unwrap();
        assert!(t.pending().is_none(), "{code:?}");
        let r = t.rulings().last().unwrap();
        assert_ne!(r.chosen, Some(OptionId::Accept), "{code:?}");
        assert!(r.notes.iter().any(|n| n.contains("proper lead")));
        assert!(penalty(&t).is_empty(), "{code:?}: no penalty card");
        assert!(t.play().unwrap().hand(Seat::East).contains(card("D4")));
        assert_eq!(t.play().unwrap().current().leader, Some(Seat::South));
        assert_eq!(turn(&t), Seat::West);
    }
}

#[test]
fn duplicate_2017_law_53_b_declarers_lead_the_defender_on_his_left_leads() {
    let mut t = table(CodeId::Duplicate2017);
    // Trick one to dummy, trick two to West (the jack of clubs), West to lead.
    for (s, c) in [("W", "HQ"), ("N", "HA"), ("E", "H2"), ("S", "H4")] {
        play(&mut t, s, c).unwrap();
    }
    for (s, c) in [("N", "C2"), ("E", "C8"), ("S", "C3"), ("W", "CJ")] {
        play(&mut t, s, c).unwrap();
    }
    assert_eq!(turn(&t), Seat::West);
    // Declarer leads from his own hand at West's turn; West leads.
    play(&mut t, "S", "SA").unwrap();
    play(&mut t, "W", "S3").unwrap();
    assert!(t.pending().is_none());
    assert!(t.play().unwrap().hand(Seat::South).contains(card("SA")));
    assert_eq!(t.play().unwrap().current().leader, Some(Seat::West));
    assert_eq!(turn(&t), Seat::North);
}

#[test]
fn duplicate_2017_law_53_a_footnote_a_lead_out_of_turn_at_trick_thirteen_is_retracted() {
    for (code, retracted) in [
        (CodeId::Duplicate2017, true),
        (CodeId::Duplicate2007, false),
    ] {
        let mut t = table(code);
        while t.play().unwrap().tricks().len() < 12 {
            let p = t.play().unwrap();
            let s = p.turn().unwrap();
            let c = p.legal_plays().iter().next().unwrap();
            t.apply(Event::Play { seat: s, card: c }).unwrap();
        }
        let p = t.play().unwrap();
        let leader = p.turn().unwrap();
        let wrong = if leader.is_opponent(Seat::South) {
            leader.partner()
        } else {
            leader.lho()
        };
        let c = p.hand(wrong).iter().next().unwrap();
        t.apply(Event::Play {
            seat: wrong,
            card: c,
        })
        .unwrap();
        assert_eq!(t.pending().is_none(), retracted, "{code}");
    }
}

#[test]
fn duplicate_2017_law_50_b_a_low_card_dropped_is_a_minor_penalty_card_50_c() {
    let mut t = after_trick_one(CodeId::Duplicate2017);
    expose(&mut t, "E", "D4", false);
    assert_eq!(
        t.play().unwrap().minor_penalty_cards().iter().count(),
        1,
        "a minor penalty card"
    );
    assert!(last_text(&t).contains("minor penalty card"));
    play(&mut t, "S", "D6").unwrap();
    play(&mut t, "W", "D2").unwrap();
    play(&mut t, "N", "D5").unwrap();
    // East may not play the seven or eight before the four, but may play
    // an honour.
    assert_eq!(legal(&t), ["DK", "DQ", "D4"]);
}

#[test]
fn duplicate_2017_law_50_b_an_honour_or_a_card_deliberately_played_is_major() {
    let mut t = after_trick_one(CodeId::Duplicate2017);
    expose(&mut t, "E", "DK", false);
    assert!(t.play().unwrap().minor_penalty_cards().is_empty());
    let mut t = after_trick_one(CodeId::Duplicate2017);
    expose(&mut t, "E", "D4", true);
    assert!(t.play().unwrap().minor_penalty_cards().is_empty());
}

#[test]
fn duplicate_2017_law_50_b_two_penalty_cards_are_both_major() {
    let mut t = after_trick_one(CodeId::Duplicate2017);
    expose(&mut t, "E", "D4", false);
    expose(&mut t, "E", "C8", false);
    assert!(t.play().unwrap().minor_penalty_cards().is_empty());
    assert_eq!(penalty(&t), ["D4", "C8"]);
}

#[test]
fn duplicate_2017_law_50_c_minor_penalty_card_puts_no_restriction_on_partners_lead() {
    let mut t = table(CodeId::Duplicate2017);
    expose(&mut t, "E", "D4", false);
    assert!(t.pending().is_none(), "West leads freely");
    // A major one gives declarer the options of 50D2 before West leads.
    let mut t = table(CodeId::Duplicate2017);
    expose(&mut t, "E", "DK", false);
    assert_eq!(pending_citation(&t), "duplicate-2017 Law 50D2");
}

#[test]
fn duplicate_2017_law_48_a_declarers_exposed_card_is_no_penalty_card() {
    let mut t = after_trick_one(CodeId::Duplicate2017);
    expose(&mut t, "S", "CA", false);
    assert!(penalty(&t).is_empty());
    assert_eq!(t.rulings().last().unwrap().law.path(), "48A");
}

#[test]
fn duplicate_2017_law_52_b_1_a_declarer_accepts_the_card_played_instead_of_the_penalty_card() {
    let mut t = after_trick_one(CodeId::Duplicate2017);
    expose(&mut t, "E", "DK", false);
    play(&mut t, "S", "D6").unwrap();
    play(&mut t, "W", "D2").unwrap();
    play(&mut t, "N", "D5").unwrap();
    play(&mut t, "E", "D7").unwrap();
    assert_eq!(pending_citation(&t), "duplicate-2017 Law 52B");
    let (_, _, options) = pending(&t);
    assert_eq!(options, ["accept", "penalty-card-instead"]);
    elect(&mut t, Some("S"), "accept");
    assert_eq!(penalty(&t), ["DK"], "52B1(c): the penalty card remains");
    let r = t.rulings().iter().find(|r| r.law.path() == "52B").unwrap();
    let cited: Vec<String> = r.clauses.iter().map(|c| c.path()).collect();
    assert_eq!(cited, ["52B", "52B1(a)", "52B1(c)"]);
    assert_eq!(t.play().unwrap().tricks().len(), 2);
}

#[test]
fn duplicate_2017_law_52_b_2_the_penalty_card_instead_and_the_card_played_becomes_major() {
    let mut t = after_trick_one(CodeId::Duplicate2017);
    expose(&mut t, "E", "DK", false);
    play(&mut t, "S", "D6").unwrap();
    play(&mut t, "W", "D2").unwrap();
    play(&mut t, "N", "D5").unwrap();
    play(&mut t, "E", "D7").unwrap();
    elect(&mut t, Some("S"), "penalty-card-instead");
    let r = t.rulings().iter().find(|r| r.law.path() == "52B").unwrap();
    let cited: Vec<String> = r.clauses.iter().map(|c| c.path()).collect();
    assert_eq!(cited, ["52B", "52B2"]);
    let (trick, winner) = t.play().unwrap().tricks()[1];
    assert!(trick.cards().any(|(_, c)| c == card("DK")));
    assert_eq!(winner, Seat::East);
    assert_eq!(penalty(&t), ["D7"]);
}

#[test]
fn duplicate_2017_law_52_b_1_b_and_52_b_1_c_declarer_must_accept_once_he_has_played() {
    let mut t = after_trick_one(CodeId::Duplicate2017);
    expose(&mut t, "W", "HQ", false);
    play(&mut t, "S", "H4").unwrap();
    // West must play the heart queen, and plays the three.
    play(&mut t, "W", "H3").unwrap();
    let r = t.pending().unwrap().0;
    assert_eq!(pending_citation(&t), "duplicate-2017 Law 52B");
    // Declarer plays from dummy: he has accepted the three.
    play(&mut t, "N", "HA").unwrap();
    assert_eq!(t.rulings()[r].chosen, Some(OptionId::Accept));
    let cited: Vec<String> = t.rulings()[r].clauses.iter().map(|c| c.path()).collect();
    assert_eq!(cited, ["52B", "52B1(b)", "52B1(c)"]);
    assert_eq!(penalty(&t), ["HQ"]);
    assert_eq!(turn(&t), Seat::East);
}

#[test]
fn duplicate_2017_law_51_a_two_penalty_cards_legally_playable_declarer_designates() {
    let mut t = after_trick_one(CodeId::Duplicate2017);
    expose(&mut t, "E", "DK", false);
    expose(&mut t, "E", "D8", false);
    play(&mut t, "S", "D6").unwrap();
    play(&mut t, "W", "D2").unwrap();
    play(&mut t, "N", "D5").unwrap();
    assert!(t.pending().is_some(), "declarer designates which");
    play(&mut t, "E", "D8").unwrap();
    assert_eq!(penalty(&t), ["DK"]);
}

#[test]
fn duplicate_2017_law_41_a_a_face_down_lead_by_the_leader_may_not_be_changed() {
    let mut t = d17();
    face_down(&mut t, "W", "S3").unwrap();
    assert!(t.rulings().is_empty(), "a regular face-down lead");
    let before = t.state().clone();
    assert!(matches!(
        play(&mut t, "W", "H3"),
        Err(EventError::NotNow { .. })
    ));
    assert_eq!(t.state(), &before);
    assert!(face_down(&mut t, "W", "H3").is_err());
    play(&mut t, "W", "S3").unwrap();
    assert_eq!(t.play().unwrap().cards_played(), 1);
    assert!(t.state().face_down_lead().is_none());
}

#[test]
fn duplicate_2017_law_41_a_a_face_down_lead_out_of_turn_is_withdrawn() {
    let mut t = d17();
    face_down(&mut t, "E", "HK").unwrap();
    assert_eq!(t.rulings().last().unwrap().law.path(), "41A");
    assert!(t.pending().is_none());
    assert!(penalty(&t).is_empty(), "no penalty card");
    assert_eq!(turn(&t), Seat::West);
    let w = t.state().withdrawn_cards();
    assert_eq!(
        (w[0].seat, w[0].card, w[0].to),
        (Seat::East, card("HK"), Side::EastWest)
    );
}

#[test]
fn duplicate_2017_law_16_c_cards_withdrawn_in_the_play_are_recorded() {
    // 53B: the card led in error goes back; 55B: declarer's card goes back.
    let mut t = after_trick_one(CodeId::Duplicate2017);
    play(&mut t, "W", "H3").unwrap();
    play(&mut t, "S", "CA").unwrap();
    let w = t.state().withdrawn_cards();
    assert_eq!(w.len(), 1);
    assert_eq!((w[0].card, w[0].law.path()), (card("H3"), "53B".to_owned()));
    let mut t = after_trick_one(CodeId::Duplicate2017);
    play(&mut t, "N", "C2").unwrap();
    elect(&mut t, Some("E"), "retract");
    let w = t.state().withdrawn_cards();
    assert_eq!((w[0].seat, w[0].to), (Seat::North, Side::NorthSouth));
}

#[test]
fn duplicate_2017_law_50_e_2_a_penalty_card_picked_up_is_unauthorized_to_partner() {
    let mut t = d17();
    play(&mut t, "E", "HK").unwrap();
    elect(&mut t, Some("S"), "retract");
    elect_suit(&mut t, "S", "prohibit-lead", Suit::Hearts);
    let w = t.state().withdrawn_cards();
    assert_eq!(
        (w[0].card, w[0].law.path()),
        (card("HK"), "50E2".to_owned())
    );
    assert_eq!(
        legal(&t),
        ["S7", "S6", "S4", "S3", "D3", "D2", "CK", "CJ", "C9", "C6"]
    );
}
