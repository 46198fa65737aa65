//! Acts at the table the duplicate play laws rule on, recorded rather than
//! refused: cards played simultaneously (Law 58A, 58B1), an attempt to
//! withdraw a played card (47F2), a player facing his cards (48B, 68A).
//!
//! The deal of `duplicate_play_48_60_helpers`: South declares 1NT, West
//! leads, North is dummy.

mod common;
mod duplicate_play_48_60_helpers;
use common::{elect, pending};
use duplicate_play_48_60_helpers::*;
use tablelaw::*;

fn act(t: &mut Table, event: Event) {
    t.apply(event).unwrap();
}

fn s(x: &str) -> Seat {
    x.parse().unwrap()
}

/// Every clause of each ruling made since `from`, as paths.
fn clauses_since(t: &Table, from: usize) -> Vec<Vec<String>> {
    t.rulings()[from..]
        .iter()
        .map(|r| r.clauses.iter().map(|c| c.path()).collect())
        .collect()
}

fn trick(t: &Table) -> Vec<String> {
    t.play()
        .unwrap()
        .current()
        .cards()
        .map(|(seat, card)| format!("{} {card}", seat.letter()))
        .collect()
}

#[test]
fn duplicate_2017_law_58_a_a_card_played_with_the_lead_is_deemed_after_it() {
    let mut t = d17();
    play(&mut t, "W", "S3").unwrap();
    // Declarer names dummy's eight at the moment West's card is faced.
    act(
        &mut t,
        Event::PlaysWith {
            seat: s("N"),
            card: card("S8"),
        },
    );
    assert_eq!(clauses_since(&t, 0), [["58A"]]);
    assert!(last_text(&t).contains("deemed played after it"));
    assert_eq!(trick(&t), ["W ♠3", "N ♠8"]);
    assert_eq!(turn(&t), Seat::East);
}

#[test]
fn duplicate_2017_law_58_a_and_57_d_a_defender_s_card_with_the_lead_is_played_at_his_turn() {
    let mut t = d17();
    play(&mut t, "W", "S3").unwrap();
    // East plays with his partner's lead: deemed after it, so at his RHO's
    // (dummy's) turn: 57D, played at his own turn.
    act(
        &mut t,
        Event::PlaysWith {
            seat: s("E"),
            card: card("SQ"),
        },
    );
    let laws: Vec<String> = t.rulings().iter().map(|r| r.law.path()).collect();
    assert_eq!(laws[0], "58A");
    assert!(laws[1].starts_with("57D"), "{laws:?}");
}

#[test]
fn duplicate_2017_law_58_a_needs_a_card_just_played_by_another() {
    let mut t = d17();
    let before = t.state().clone();
    let e = t
        .apply(Event::PlaysWith {
            seat: s("W"),
            card: card("S3"),
        })
        .unwrap_err();
    assert!(e.to_string().contains("no card of another player"), "{e}");
    assert_eq!(t.state(), &before);
}

#[test]
fn duplicate_2017_law_58_b_1_only_one_face_visible_that_card_is_played_the_others_picked_up() {
    let mut t = d17();
    act(
        &mut t,
        Event::PlaysHidden {
            seat: s("W"),
            card: card("S3"),
            hidden: vec![card("S4")],
        },
    );
    assert_eq!(clauses_since(&t, 0), [["58B1"]]);
    assert_eq!(trick(&t), ["W ♠3"]);
    assert!(penalty(&t).is_empty(), "no penalty card (58B1)");
    assert!(t.play().unwrap().hand(Seat::West).contains(card("S4")));
}

#[test]
fn duplicate_2017_law_47_f_2_an_attempt_to_withdraw_a_played_card_has_no_effect() {
    let mut t = d17();
    play(&mut t, "W", "S3").unwrap();
    play(&mut t, "N", "S8").unwrap();
    let before = trick(&t);
    act(
        &mut t,
        Event::Withdraws {
            seat: s("W"),
            card: card("S3"),
        },
    );
    assert_eq!(clauses_since(&t, 0), [["47F2"]]);
    assert!(last_text(&t).contains("it stands"));
    assert_eq!(trick(&t), before, "the card stays played");
    assert_eq!(turn(&t), Seat::East);
    // A card not played: impossible.
    let e = t
        .apply(Event::Withdraws {
            seat: s("E"),
            card: card("SQ"),
        })
        .unwrap_err();
    assert!(e.to_string().contains("has not played"), "{e}");
}

#[test]
fn duplicate_2017_law_48_b_2_declarer_facing_his_cards_claims_the_tricks_not_played() {
    let mut t = after_trick_one(CodeId::Duplicate2017);
    let from = t.rulings().len();
    act(&mut t, Event::FacesCards { seat: s("S") });
    let claim = &clauses_since(&t, from)[0];
    assert!(claim.contains(&"48B2".to_owned()), "{claim:?}");
    assert_eq!(t.claim().unwrap().seat, Seat::South);
    let (_, _, options) = pending(&t);
    assert!(options.contains(&"accept"), "{options:?}");
}

#[test]
fn duplicate_2017_law_68_a_a_defender_showing_his_cards_claims() {
    let mut t = after_trick_one(CodeId::Duplicate2017);
    play(&mut t, "S", "D6").unwrap();
    let from = t.rulings().len();
    act(&mut t, Event::FacesCards { seat: s("W") });
    let claim = &clauses_since(&t, from)[0];
    assert!(claim.iter().any(|c| c.starts_with("68")), "{claim:?}");
    assert_eq!(t.claim().unwrap().seat, Seat::West);
}

#[test]
fn duplicate_2017_law_48_b_1_and_54_a_declarer_facing_his_cards_after_a_faced_opening_lead_out_of_turn_spreads_his_hand()
 {
    let mut t = d17();
    play(&mut t, "E", "HK").unwrap();
    act(&mut t, Event::FacesCards { seat: s("S") });
    let r = &t.rulings()[0];
    assert_eq!(r.chosen, Some(OptionId::SpreadHand));
    let paths: Vec<String> = r.clauses.iter().map(|c| c.path()).collect();
    assert!(paths.contains(&"48B1".to_owned()), "{paths:?}");
    assert_eq!(
        t.play().unwrap().contract().declarer,
        Seat::North,
        "dummy becomes declarer"
    );
}

#[test]
fn duplicate_2017_law_10_a_a_second_election_by_declarer_has_no_effect() {
    let mut t = d17();
    play(&mut t, "E", "HK").unwrap();
    elect(&mut t, Some("S"), "accept");
    let from = t.rulings().len();
    elect(&mut t, Some("S"), "retract");
    assert_eq!(clauses_since(&t, from), [["10A", "54"]]);
    assert_eq!(
        t.play().unwrap().current().cards().count(),
        1,
        "the lead stands"
    );
}

#[test]
fn duplicate_2017_law_45_c_4_b_and_47_c_and_47_f_2_declarer_s_words_after_dummy_s_card_was_played_have_no_effect()
 {
    let mut t = d17();
    play(&mut t, "W", "S3").unwrap();
    play(&mut t, "N", "S8").unwrap();
    play(&mut t, "E", "SQ").unwrap();
    let before = trick(&t);
    act(
        &mut t,
        Event::Designate {
            words: "spade king".to_owned(),
            intended: None,
        },
    );
    assert_eq!(clauses_since(&t, 0), [["45C4(b)", "47C", "47F2"]]);
    assert!(last_text(&t).contains("no effect"), "{}", last_text(&t));
    assert_eq!(trick(&t), before, "dummy's eight stays played");
    assert_eq!(turn(&t), Seat::South);
}

#[test]
fn duplicate_2017_law_55_a_and_53_a_each_election_names_the_player_who_made_it() {
    // Declarer's lead from the wrong hand: East, a named defender, elects.
    let mut t = after_trick_one(CodeId::Duplicate2017);
    play(&mut t, "N", "C2").unwrap();
    let ruling = t.pending().unwrap().0;
    elect(&mut t, Some("E"), "retract");
    assert_eq!(
        t.rulings()[ruling].elected_by,
        Some(Elector::Seat(Seat::East))
    );
    // A defender's lead out of turn accepted by the next hand's play: the
    // player who played accepted it (53A).
    let mut t = after_trick_one(CodeId::Duplicate2017);
    play(&mut t, "W", "D2").unwrap();
    let ruling = t.pending().unwrap().0;
    play(&mut t, "N", "D5").unwrap();
    assert_eq!(
        t.rulings()[ruling].elected_by,
        Some(Elector::Seat(Seat::North))
    );
    // An election written without a seat names the chooser.
    let mut t = d17();
    play(&mut t, "E", "HK").unwrap();
    let ruling = t.pending().unwrap().0;
    elect(&mut t, None, "accept");
    assert_eq!(
        t.rulings()[ruling].elected_by,
        Some(Elector::Seat(Seat::South))
    );
}

#[test]
fn duplicate_2017_law_52_a_a_defender_may_not_withdraw_the_card_he_played_instead_of_a_penalty_card()
 {
    let mut t = after_trick_one(CodeId::Duplicate2017);
    expose(&mut t, "E", "DK", true);
    for (s, c) in [("S", "D6"), ("W", "D2"), ("N", "D5")] {
        play(&mut t, s, c).unwrap();
    }
    // East plays the four, the king being due (50D1(a)); declarer accepts
    // it (52B1(a)), and East tries to take it back.
    play(&mut t, "E", "D4").unwrap();
    elect(&mut t, Some("S"), "accept");
    let from = t.rulings().len();
    act(
        &mut t,
        Event::Withdraws {
            seat: s("E"),
            card: card("D4"),
        },
    );
    assert_eq!(clauses_since(&t, from), [["47F2", "52A"]]);
    assert!(
        t.play().unwrap().penalty_cards().contains(card("DK")),
        "the king stays a penalty card"
    );
}

#[test]
fn duplicate_2017_law_45_c_3_dummy_s_card_touched_only_to_reach_another_is_not_played() {
    let mut t = d17();
    play(&mut t, "W", "S3").unwrap();
    act(
        &mut t,
        Event::Finding(Finding::TouchedToReach { card: card("SK") }),
    );
    assert_eq!(clauses_since(&t, 0), [["45C3"]]);
    assert!(t.play().unwrap().hand(Seat::North).contains(card("SK")));
    assert_eq!(turn(&t), Seat::North, "dummy still to play");
    // Not dummy's card: impossible.
    assert!(
        t.apply(Event::Finding(Finding::TouchedToReach { card: card("SQ") }))
            .is_err()
    );
}

#[test]
fn duplicate_2017_law_67_b_2_a_and_67_b_2_b_a_surplus_card_found_late_is_restored_to_the_hand() {
    let mut t = after_trick_one(CodeId::Duplicate2017);
    for (s, c) in [("S", "D6"), ("W", "D2"), ("N", "D5"), ("E", "DK")] {
        play(&mut t, s, c).unwrap();
    }
    play(&mut t, "E", "H2").unwrap();
    play(&mut t, "S", "H4").unwrap();
    // East also played the queen of diamonds to trick 2, found now that
    // both sides have played to trick 3.
    let from = t.rulings().len();
    act(
        &mut t,
        Event::Finding(Finding::SurplusCard {
            seat: s("E"),
            trick: 2,
            card: card("DQ"),
            simultaneous: false,
        }),
    );
    assert_eq!(clauses_since(&t, from), [["67B2(a)", "67B2(b)"]]);
    assert_eq!(
        t.play().unwrap().tricks()[1].1,
        Seat::East,
        "the trick's ownership stands"
    );
    assert!(t.play().unwrap().hand(Seat::East).contains(card("DQ")));
}

#[test]
fn duplicate_2017_law_67_a_2_a_surplus_card_found_in_time_is_a_fifth_card() {
    let mut t = after_trick_one(CodeId::Duplicate2017);
    for (s, c) in [("S", "D6"), ("W", "D2"), ("N", "D5"), ("E", "DK")] {
        play(&mut t, s, c).unwrap();
    }
    let from = t.rulings().len();
    act(
        &mut t,
        Event::Finding(Finding::SurplusCard {
            seat: s("E"),
            trick: 2,
            card: card("DQ"),
            simultaneous: false,
        }),
    );
    let all: Vec<String> = clauses_since(&t, from).concat();
    assert!(
        all.contains(&"67A2".to_owned()) && all.iter().any(|c| c.starts_with("45E")),
        "{all:?}"
    );
    assert_eq!(
        penalty(&t),
        ["DQ"],
        "a defender's fifth card is a penalty card (45E1)"
    );
}

#[test]
fn duplicate_2017_law_58_b_4_simultaneous_cards_found_after_both_sides_played_on_go_to_law_67() {
    let mut t = after_trick_one(CodeId::Duplicate2017);
    for (s, c) in [("S", "D6"), ("W", "D2"), ("N", "D5"), ("E", "DK")] {
        play(&mut t, s, c).unwrap();
    }
    play(&mut t, "E", "H2").unwrap();
    play(&mut t, "S", "H4").unwrap();
    // East's queen of diamonds went with his king to trick 2, found now.
    let from = t.rulings().len();
    act(
        &mut t,
        Event::Finding(Finding::SurplusCard {
            seat: s("E"),
            trick: 2,
            card: card("DQ"),
            simultaneous: true,
        }),
    );
    assert_eq!(clauses_since(&t, from), [["58B4", "67B2(a)", "67B2(b)"]]);
    assert!(t.play().unwrap().hand(Seat::East).contains(card("DQ")));
}

#[test]
fn duplicate_2017_law_58_b_3_the_next_hand_withdraws_his_card_after_the_offender_withdraws_a_visible_one()
 {
    let mut t = after_trick_one(CodeId::Duplicate2017);
    play(&mut t, "S", "D6").unwrap();
    // West plays the three and the two together, both faces visible; dummy
    // plays the five before West names his card.
    act(
        &mut t,
        Event::Simultaneous {
            seat: s("W"),
            cards: vec![card("D3"), card("D2")],
        },
    );
    play(&mut t, "N", "D5").unwrap();
    let ruling = t.pending().unwrap().0;
    assert!(
        t.rulings()[ruling]
            .clauses
            .iter()
            .any(|c| c.path() == "58B3")
    );
    // West names the three: the two, a visible card, is withdrawn.
    play(&mut t, "W", "D3").unwrap();
    assert_eq!(penalty(&t), ["D2"]);
    // Dummy's five may now be withdrawn and another card substituted.
    let from = t.rulings().len();
    act(
        &mut t,
        Event::Withdraws {
            seat: s("N"),
            card: card("D5"),
        },
    );
    assert_eq!(clauses_since(&t, from), [["58B3", "16C1"]]);
    assert_eq!(turn(&t), Seat::North);
    play(&mut t, "N", "D9").unwrap();
    assert_eq!(trick(&t), ["S ♦6", "W ♦3", "N ♦9"]);
}

#[test]
fn duplicate_2017_law_58_b_3_kept_the_next_hand_s_card_is_played_at_his_turn() {
    let mut t = after_trick_one(CodeId::Duplicate2017);
    play(&mut t, "S", "D6").unwrap();
    act(
        &mut t,
        Event::Simultaneous {
            seat: s("W"),
            cards: vec![card("D3"), card("D2")],
        },
    );
    play(&mut t, "N", "D5").unwrap();
    play(&mut t, "W", "D3").unwrap();
    assert_eq!(legal(&t), ["D5"]);
    play(&mut t, "N", "D5").unwrap();
    assert_eq!(trick(&t), ["S ♦6", "W ♦3", "N ♦5"]);
}
