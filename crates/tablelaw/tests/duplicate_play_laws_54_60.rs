//! The play's irregularities under the duplicate laws (2017, and 2007 where
//! it differs), leads and plays out of turn: an opening lead out of turn
//! faced (Law 54), declarer's lead out of turn (55), a defender's (56),
//! premature plays (57), simultaneous cards (58), a card that cannot be
//! played as required (59), and a play after an irregularity (60).
//!
//! The deal is in `duplicate_play_48_60_helpers/`: South declares 1NT,
//! West makes the opening lead, North is dummy.

mod common;
mod duplicate_play_48_60_helpers;
use common::{elect, pending, pending_citation};
use duplicate_play_48_60_helpers::*;
use tablelaw::*;

#[test]
fn duplicate_2017_law_54_and_60_c_faced_opening_lead_out_of_turn_declarer_chooses() {
    let mut t = d17();
    play(&mut t, "E", "HK").unwrap();
    assert_eq!(pending_citation(&t), "duplicate-2017 Law 54");
    let (_, chooser, options) = pending(&t);
    assert_eq!(chooser, Some(Chooser::Seat(Seat::South)));
    assert_eq!(options, ["accept", "spread-hand", "retract"]);
    assert!(t.play().unwrap().faced().contains(card("HK")));
    // West, the offender's partner, faces a card before declarer chooses:
    // recorded and itself rectified (60C, a penalty card); the choice waits.
    play(&mut t, "W", "S3").unwrap();
    assert_eq!(t.rulings().last().unwrap().law.path(), "60C");
    assert_eq!(penalty(&t), ["S3"]);
    assert_eq!(pending_citation(&t), "duplicate-2017 Law 54");
}

#[test]
fn duplicate_2017_law_54_b_1_accepted_declarer_plays_second_from_his_hand() {
    let mut t = d17();
    play(&mut t, "E", "HK").unwrap();
    elect(&mut t, Some("S"), "accept");
    let p = t.play().unwrap();
    assert_eq!(p.current().leader, Some(Seat::East));
    assert_eq!(turn(&t), Seat::South);
    assert!(p.dummy_faced(), "dummy is spread (54B, Law 41)");
    play(&mut t, "S", "H4").unwrap();
    play(&mut t, "W", "H3").unwrap();
    play(&mut t, "N", "HA").unwrap();
    assert_eq!(t.play().unwrap().tricks()[0].1, Seat::North);
}

#[test]
fn duplicate_2017_law_54_a_declarer_spreads_his_hand_and_becomes_dummy() {
    let mut t = d17();
    play(&mut t, "E", "HK").unwrap();
    elect(&mut t, Some("S"), "spread-hand");
    assert_eq!(t.contract().unwrap().declarer, Seat::North);
    assert_eq!(t.contract().unwrap().dummy(), Seat::South);
    // East's lead is now in turn: South, the new dummy, plays next.
    assert_eq!(turn(&t), Seat::South);
    assert_eq!(t.play().unwrap().player(), Some(Seat::North));
}

#[test]
fn duplicate_2017_law_54_d_refused_the_card_is_a_major_penalty_card_and_50_d_2_a_applies() {
    let mut t = d17();
    play(&mut t, "E", "HK").unwrap();
    elect(&mut t, Some("S"), "retract");
    assert_eq!(penalty(&t), ["HK"]);
    assert!(t.play().unwrap().minor_penalty_cards().is_empty());
    // West, whose partner has a major penalty card, is to lead: 50D2.
    assert_eq!(pending_citation(&t), "duplicate-2017 Law 50D2");
    let (_, _, options) = pending(&t);
    assert_eq!(
        options,
        ["require-lead", "prohibit-lead", "no-lead-restriction"]
    );
    elect_suit(&mut t, "S", "require-lead", Suit::Hearts);
    assert_eq!(clauses_of(&t, 50), ["50D2", "50D2(a)"]);
    assert!(penalty(&t).is_empty(), "picked up (50D2(a))");
    assert_eq!(legal(&t), ["HQ", "HT", "H3"]);
}

#[test]
fn duplicate_2017_law_50_d_2_b_no_restriction_the_penalty_card_stays() {
    let mut t = d17();
    play(&mut t, "E", "HK").unwrap();
    elect(&mut t, Some("S"), "retract");
    elect(&mut t, Some("S"), "no-lead-restriction");
    assert_eq!(clauses_of(&t, 50), ["50D2", "50D2(b)"]);
    assert_eq!(penalty(&t), ["HK"], "it remains a penalty card");
}

#[test]
fn duplicate_2017_law_54_e_opening_lead_by_the_declaring_side_goes_back_without_penalty() {
    let mut t = d17();
    play(&mut t, "N", "SK").unwrap();
    assert_eq!(t.rulings().last().unwrap().law.path(), "54E");
    assert!(t.pending().is_none());
    assert_eq!(turn(&t), Seat::West);
    assert!(t.play().unwrap().hand(Seat::North).contains(card("SK")));
    assert!(penalty(&t).is_empty());
}

#[test]
fn duplicate_2017_law_56_b_defenders_lead_out_of_turn_retracted_is_a_major_penalty_card() {
    let mut t = after_trick_one(CodeId::Duplicate2017);
    play(&mut t, "E", "D4").unwrap();
    assert_eq!(pending_citation(&t), "duplicate-2017 Law 56");
    let (_, chooser, options) = pending(&t);
    assert_eq!(chooser, Some(Chooser::Seat(Seat::South)));
    assert_eq!(options, ["accept", "retract"]);
    elect(&mut t, Some("S"), "retract");
    assert_eq!(penalty(&t), ["D4"]);
    assert_eq!(turn(&t), Seat::South);
    // South leads a diamond: East must play the penalty card at the first
    // legal opportunity (50D1).
    play(&mut t, "S", "D6").unwrap();
    play(&mut t, "W", "D2").unwrap();
    play(&mut t, "N", "D5").unwrap();
    assert_eq!(legal(&t), ["D4"]);
}

#[test]
fn duplicate_2017_law_56_a_accepted_the_lead_stands() {
    let mut t = after_trick_one(CodeId::Duplicate2017);
    play(&mut t, "E", "D4").unwrap();
    elect(&mut t, Some("S"), "accept");
    assert_eq!(t.play().unwrap().current().leader, Some(Seat::East));
    assert_eq!(turn(&t), Seat::South);
    assert!(penalty(&t).is_empty());
}

#[test]
fn duplicate_2017_law_55_a_and_55_b_2_declarers_lead_from_the_wrong_hand_either_defender_chooses() {
    let mut t = after_trick_one(CodeId::Duplicate2017);
    play(&mut t, "N", "C2").unwrap();
    assert_eq!(pending_citation(&t), "duplicate-2017 Law 55A");
    let (_, chooser, options) = pending(&t);
    assert_eq!(chooser, Some(Chooser::Defenders));
    assert_eq!(options, ["accept", "retract"]);
    // Dummy is no elector here: his election has no effect (10A).
    t.apply(Event::Elect {
        seat: Some(Seat::North),
        option: OptionId::Retract,
        call: None,
        suit: None,
        also: Vec::new(),
    })
    .unwrap();
    let r = t.rulings().last().unwrap();
    assert_eq!(r.law.path(), "10A");
    assert_eq!(
        r.clauses.iter().map(|c| c.path()).collect::<Vec<_>>(),
        ["10A", "55A"]
    );
    assert_eq!(
        pending_citation(&t),
        "duplicate-2017 Law 55A",
        "still pending"
    );
    // East, next in turn to the irregular lead: his option applies at once.
    elect(&mut t, Some("E"), "retract");
    assert!(t.play().unwrap().hand(Seat::North).contains(card("C2")));
    assert!(penalty(&t).is_empty(), "55B: no further rectification");
    assert_eq!(
        turn(&t),
        Seat::South,
        "he leads from the correct hand (55B2)"
    );
    assert_eq!(clauses_of(&t, 55), ["55A", "55B2"]);
}

#[test]
fn duplicate_2017_law_55_b_1_declarers_lead_at_a_defenders_turn_retracted_without_further_rectification()
 {
    let mut t = after_trick_one(CodeId::Duplicate2017);
    for (s, c) in [("S", "D6"), ("W", "D2"), ("N", "D5"), ("E", "DK")] {
        play(&mut t, s, c).unwrap();
    }
    assert_eq!(turn(&t), Seat::East, "East won and leads");
    play(&mut t, "S", "C3").unwrap();
    assert_eq!(pending_citation(&t), "duplicate-2017 Law 55A");
    elect(&mut t, Some("W"), "retract");
    assert_eq!(clauses_of(&t, 55), ["55A", "55B1"]);
    assert!(t.play().unwrap().hand(Seat::South).contains(card("C3")));
    assert!(penalty(&t).is_empty());
    assert_eq!(turn(&t), Seat::East);
}

#[test]
fn duplicate_2017_law_55_a_the_defender_not_next_in_turn_elects_first_the_next_prevails() {
    for code in [CodeId::Duplicate2017, CodeId::Duplicate2007, CodeId::Rubber] {
        // Dummy leads at South's turn: East is next in turn to it.
        let mut t = after_trick_one(code);
        play(&mut t, "N", "C2").unwrap();
        elect(&mut t, Some("W"), "retract");
        // West's option waits for East's, which prevails if they differ.
        let (_, chooser, options) = pending(&t);
        assert_eq!(chooser, Some(Chooser::Seat(Seat::East)), "{code:?}");
        assert_eq!(options, ["accept", "retract"]);
        assert!(t.play().unwrap().current().is_empty());
        elect(&mut t, Some("E"), "accept");
        assert!(t.pending().is_none());
        assert_eq!(t.play().unwrap().current().leader, Some(Seat::North));
        assert_eq!(turn(&t), Seat::East);
        let r = t.rulings().last().unwrap();
        assert_eq!(r.chosen, Some(OptionId::Accept));
        assert!(r.notes.iter().any(|n| n.contains("prevails")));

        // The same choice: retracted once East agrees.
        let mut t = after_trick_one(code);
        play(&mut t, "N", "C2").unwrap();
        elect(&mut t, Some("W"), "retract");
        elect(&mut t, Some("E"), "retract");
        assert!(t.play().unwrap().hand(Seat::North).contains(card("C2")));
        assert_eq!(turn(&t), Seat::South);

        // East's play to the lead is his option to accept it (53A).
        let mut t = after_trick_one(code);
        play(&mut t, "N", "C2").unwrap();
        elect(&mut t, Some("W"), "retract");
        play(&mut t, "E", "C8").unwrap();
        assert!(t.pending().is_none());
        assert_eq!(t.play().unwrap().current().leader, Some(Seat::North));
    }
}

#[test]
fn duplicate_2017_law_60_b_defender_plays_before_declarer_leads_from_the_correct_hand() {
    let mut t = after_trick_one(CodeId::Duplicate2017);
    play(&mut t, "N", "C2").unwrap();
    elect(&mut t, Some("E"), "retract");
    play(&mut t, "W", "C6").unwrap();
    assert_eq!(t.rulings().last().unwrap().law.path(), "60B");
    assert_eq!(penalty(&t), ["C6"]);
    assert_eq!(turn(&t), Seat::South);
    // Once declarer leads from the correct hand, 60B is spent.
    play(&mut t, "S", "CA").unwrap();
    assert_eq!(turn(&t), Seat::West);
}

#[test]
fn duplicate_2017_law_57_a_1_premature_play_major_penalty_card_and_partners_play_restricted() {
    let mut t = after_trick_one(CodeId::Duplicate2017);
    play(&mut t, "S", "D6").unwrap();
    // East plays before his partner West.
    play(&mut t, "E", "D8").unwrap();
    assert_eq!(pending_citation(&t), "duplicate-2017 Law 57A");
    let (_, chooser, options) = pending(&t);
    assert_eq!(chooser, Some(Chooser::Seat(Seat::South)));
    assert_eq!(options, ["highest", "lowest", "play-suit", "forbid-suit"]);
    assert_eq!(penalty(&t), ["D8"]);
    elect(&mut t, Some("S"), "highest");
    assert_eq!(clauses_of_last(&t), ["57A", "57A1"]);
    assert_eq!(legal(&t), ["D3"], "West's highest diamond");
    play(&mut t, "W", "D3").unwrap();
    play(&mut t, "N", "D5").unwrap();
    assert_eq!(
        legal(&t),
        ["D8"],
        "the penalty card, at the first legal opportunity"
    );
}

#[test]
fn duplicate_2017_law_57_a_4_forbid_a_suit_and_law_59_when_he_cannot_comply() {
    let mut t = after_trick_one(CodeId::Duplicate2017);
    play(&mut t, "S", "D6").unwrap();
    play(&mut t, "E", "D8").unwrap();
    elect_suit(&mut t, "S", "forbid-suit", Suit::Clubs);
    assert_eq!(clauses_of_last(&t), ["57A", "57A4"]);
    // West follows suit: the restriction bites only when he is void (44C).
    assert_eq!(legal(&t), ["D3", "D2"]);
    let err = t.apply(Event::Elect {
        seat: Some(Seat::South),
        option: OptionId::PlaySuit,
        call: None,
        suit: Some(Suit::Hearts),
        also: Vec::new(),
    });
    // Declarer's second choice has no effect: he chose once (10A, 57A).
    assert!(err.is_ok());
    let r = t.rulings().last().unwrap();
    assert_eq!(r.law.path(), "10A");
    assert!(
        r.text.contains("no ruling awaits an election"),
        "{}",
        r.text
    );
}

#[test]
fn duplicate_2007_law_57_a_has_no_option_to_require_a_suit() {
    let mut t = after_trick_one(CodeId::Duplicate2007);
    play(&mut t, "S", "D6").unwrap();
    play(&mut t, "E", "D8").unwrap();
    let (_, _, options) = pending(&t);
    assert_eq!(options, ["highest", "lowest", "forbid-suit"]);
    // 2007's third option is its 57A3.
    elect_suit(&mut t, "S", "forbid-suit", Suit::Clubs);
    assert_eq!(clauses_of_last(&t), ["57A", "57A3"]);
}

#[test]
fn duplicate_2017_law_57_a_2_and_57_a_3_each_option_cites_its_own_sub_item() {
    let mut t = after_trick_one(CodeId::Duplicate2017);
    play(&mut t, "S", "D6").unwrap();
    play(&mut t, "E", "D8").unwrap();
    elect(&mut t, Some("S"), "lowest");
    assert_eq!(clauses_of_last(&t), ["57A", "57A2"]);
    assert_eq!(legal(&t), ["D2"], "West's lowest diamond");

    let mut t = after_trick_one(CodeId::Duplicate2017);
    play(&mut t, "S", "D6").unwrap();
    play(&mut t, "E", "D8").unwrap();
    elect_suit(&mut t, "S", "play-suit", Suit::Clubs);
    assert_eq!(clauses_of_last(&t), ["57A", "57A3"]);
}

/// Every clause the premature play's ruling (57A) applies, as paths.
fn clauses_of_last(t: &Table) -> Vec<String> {
    clauses_of(t, 57)
}

/// Every clause the last ruling under `law` applies, as paths.
fn clauses_of(t: &Table, law: u8) -> Vec<String> {
    let r = t.rulings().iter().rev().find(|r| r.law.law == law).unwrap();
    r.clauses.iter().map(|c| c.path()).collect()
}

#[test]
fn duplicate_2017_law_57_d_play_at_rhos_turn_a_legal_card_is_played_at_his_proper_turn() {
    let mut t = after_trick_one(CodeId::Duplicate2017);
    play(&mut t, "S", "D6").unwrap();
    play(&mut t, "W", "D3").unwrap();
    // East plays at dummy's turn: a legal diamond.
    play(&mut t, "E", "DK").unwrap();
    assert_eq!(t.rulings().last().unwrap().law.path(), "57D");
    assert!(t.pending().is_none());
    assert!(penalty(&t).is_empty());
    assert_eq!(turn(&t), Seat::North);
    play(&mut t, "N", "D5").unwrap();
    assert_eq!(legal(&t), ["DK"]);
    play(&mut t, "E", "DK").unwrap();
    assert_eq!(t.play().unwrap().tricks()[1].1, Seat::East);
}

#[test]
fn duplicate_2017_law_57_d_a_card_that_cannot_be_played_legally_is_a_major_penalty_card() {
    let mut t = after_trick_one(CodeId::Duplicate2017);
    play(&mut t, "S", "D6").unwrap();
    play(&mut t, "W", "D3").unwrap();
    play(&mut t, "E", "HK").unwrap(); // East holds diamonds
    assert_eq!(penalty(&t), ["HK"]);
    assert!(last_text(&t).contains("major penalty card"));
}

#[test]
fn duplicate_2007_no_law_57_d_a_card_shown_at_rhos_turn_is_exposed() {
    let mut t = after_trick_one(CodeId::Duplicate2007);
    play(&mut t, "S", "D6").unwrap();
    play(&mut t, "W", "D3").unwrap();
    play(&mut t, "E", "DK").unwrap();
    assert_eq!(t.rulings().last().unwrap().law.path(), "49");
    assert_eq!(penalty(&t), ["DK"]);
}

#[test]
fn duplicate_2017_law_57_c_3_declarers_premature_play_is_played_at_its_turn() {
    let mut t = after_trick_one(CodeId::Duplicate2017);
    play(&mut t, "S", "D6").unwrap();
    // Declarer plays dummy's card before West.
    play(&mut t, "N", "D5").unwrap();
    assert_eq!(t.rulings().last().unwrap().law.path(), "57C3");
    assert_eq!(turn(&t), Seat::West);
    play(&mut t, "W", "D3").unwrap();
    assert_eq!(legal(&t), ["D5"]);
}

#[test]
fn duplicate_2017_law_57_c_1_after_declarer_played_both_hands_no_rectification() {
    let mut t = after_trick_one(CodeId::Duplicate2017);
    // Dummy wins a trick and leads: North, East, South, West.
    play(&mut t, "S", "S2").unwrap();
    play(&mut t, "W", "S4").unwrap();
    play(&mut t, "N", "SK").unwrap();
    play(&mut t, "E", "S5").unwrap();
    assert_eq!(turn(&t), Seat::North);
    play(&mut t, "N", "C2").unwrap();
    play(&mut t, "E", "C8").unwrap();
    play(&mut t, "S", "CQ").unwrap();
    // East leads to the next trick before West has played: declarer has
    // played from both hands, so 57A does not apply (57C1); the card is
    // held, and as East does not win the trick it is a lead out of turn.
    play(&mut t, "E", "DK").unwrap();
    assert_eq!(t.rulings().last().unwrap().law.path(), "57C1");
    assert!(t.pending().is_none());
    play(&mut t, "W", "C6").unwrap();
    assert_eq!(turn(&t), Seat::South);
    assert_eq!(pending_citation(&t), "duplicate-2017 Law 56");
}

#[test]
fn duplicate_2017_law_54_the_partners_face_down_lead_after_a_faced_lead_out_of_turn_is_retracted() {
    let mut t = d17();
    play(&mut t, "E", "HK").unwrap();
    face_down(&mut t, "W", "S3").unwrap();
    assert_eq!(t.rulings().last().unwrap().law.path(), "54");
    assert!(t.rulings().last().unwrap().text.contains("retracted"));
    assert_eq!(
        pending_citation(&t),
        "duplicate-2017 Law 54",
        "declarer still chooses"
    );
    assert!(t.play().unwrap().hand(Seat::West).contains(card("S3")));
}

#[test]
fn duplicate_2017_law_54_c_declarer_who_could_have_seen_dummy_must_accept() {
    let mut t = d17();
    play(&mut t, "E", "HK").unwrap();
    t.apply(Event::Finding(Finding::DeclarerSawDummy)).unwrap();
    assert!(t.pending().is_none());
    let r = &t.rulings()[0];
    assert_eq!(r.chosen, Some(OptionId::Accept));
    assert!(r.finding.is_some());
    assert_eq!(t.play().unwrap().current().leader, Some(Seat::East));
    assert_eq!(turn(&t), Seat::South);
    // With no opening lead out of turn waiting, the finding has no place.
    assert!(matches!(
        t.apply(Event::Finding(Finding::DeclarerSawDummy)),
        Err(EventError::NotNow { .. })
    ));
}

#[test]
fn duplicate_2017_law_58_b_2_two_cards_played_together_the_other_becomes_a_penalty_card() {
    let mut t = after_trick_one(CodeId::Duplicate2017);
    play(&mut t, "S", "D6").unwrap();
    t.apply(Event::Simultaneous {
        seat: Seat::West,
        cards: vec![card("D3"), card("D2")],
    })
    .unwrap();
    assert_eq!(pending_citation(&t), "duplicate-2017 Law 58B2");
    assert_eq!(
        pending(&t).1,
        Some(Chooser::Seat(Seat::West)),
        "the offender names his card"
    );
    play(&mut t, "W", "D3").unwrap();
    assert_eq!(penalty(&t), ["D2"]);
    assert_eq!(
        t.play().unwrap().minor_penalty_cards().iter().count(),
        1,
        "a single low card exposed unintentionally: minor (50B)"
    );
}

#[test]
fn duplicate_2017_law_58_b_2_declarers_other_card_goes_back() {
    let mut t = after_trick_one(CodeId::Duplicate2017);
    t.apply(Event::Simultaneous {
        seat: Seat::South,
        cards: vec![card("CA"), card("CQ")],
    })
    .unwrap();
    play(&mut t, "S", "CA").unwrap();
    assert!(penalty(&t).is_empty());
    assert!(t.play().unwrap().hand(Seat::South).contains(card("CQ")));
}

#[test]
fn duplicate_2017_law_54_b_2_after_an_accepted_opening_lead_out_of_turn_dummy_s_card_played_second_stands()
 {
    let mut t = d17();
    play(&mut t, "E", "HK").unwrap();
    elect(&mut t, Some("S"), "accept");
    // Declarer should play the second card from his own hand (54B1); he
    // plays from dummy instead.
    play(&mut t, "N", "H6").unwrap();
    assert_eq!(clauses_of(&t, 54), ["54B2", "57C3"]);
    assert!(
        t.rulings()
            .last()
            .unwrap()
            .text
            .contains("may not be withdrawn")
    );
    // Dummy's card stands: it is dummy's card to this trick, played at
    // dummy's turn, after South and West.
    play(&mut t, "S", "H4").unwrap();
    play(&mut t, "W", "H3").unwrap();
    assert_eq!(legal(&t), ["H6"]);
    play(&mut t, "N", "H6").unwrap();
    assert_eq!(t.play().unwrap().tricks().len(), 1, "the trick is complete");
}

#[test]
fn duplicate_2017_law_60_a_1_and_60_a_2_a_play_by_the_next_hand_forfeits_the_rectification_and_the_lead_is_in_turn()
 {
    let mut t = after_trick_one(CodeId::Duplicate2017);
    // South is on lead; West leads out of turn, and declarer plays dummy's
    // card to it before any rectification is assessed.
    play(&mut t, "W", "D2").unwrap();
    assert!(t.pending().is_some());
    play(&mut t, "N", "D5").unwrap();
    assert!(t.pending().is_none());
    let r = t
        .rulings()
        .iter()
        .rev()
        .find(|r| r.chosen == Some(OptionId::Accept))
        .unwrap();
    let paths: Vec<String> = r.clauses.iter().map(|c| c.path()).collect();
    for c in ["53A", "60A1", "60A2"] {
        assert!(paths.contains(&c.to_owned()), "{paths:?}");
    }
    assert_eq!(turn(&t), Seat::East, "the lead stands as in turn");
    assert!(
        penalty(&t).is_empty(),
        "no penalty card: the right to rectification is forfeited"
    );
}

#[test]
fn duplicate_2017_law_57_b_and_59_the_partner_unable_to_comply_plays_a_card_he_legally_can() {
    let mut t = after_trick_one(CodeId::Duplicate2017);
    play(&mut t, "S", "D6").unwrap();
    // East plays before his partner West: declarer requires a heart of West.
    play(&mut t, "E", "D8").unwrap();
    elect_suit(&mut t, "S", "play-suit", Suit::Hearts);
    // West must follow to the diamond lead (44C): unable to comply, he
    // plays a card he legally can (57B, Law 59), and it is no revoke.
    assert_eq!(legal(&t), ["D3", "D2"]);
    play(&mut t, "W", "D2").unwrap();
    assert!(t.revokes().is_empty());
}

#[test]
fn duplicate_2017_law_47_a_and_56_b_a_card_withdrawn_in_rectification_is_a_defender_s_penalty_card()
{
    let mut t = after_trick_one(CodeId::Duplicate2017);
    // East leads at South's turn; declarer requires the lead retracted.
    play(&mut t, "E", "D4").unwrap();
    elect(&mut t, Some("S"), "retract");
    assert!(
        t.play().unwrap().current().is_empty(),
        "the card is withdrawn"
    );
    assert!(t.play().unwrap().hand(Seat::East).contains(card("D4")));
    assert_eq!(penalty(&t), ["D4"], "a major penalty card (49, 56B)");
    assert_eq!(turn(&t), Seat::South);
}

#[test]
fn duplicate_2017_law_47_b_and_62_b_1_a_defender_s_revoke_card_withdrawn_becomes_a_penalty_card() {
    let mut t = after_trick_one(CodeId::Duplicate2017);
    play(&mut t, "S", "D6").unwrap();
    // West, holding diamonds, plays a heart; attention is drawn at once.
    play(&mut t, "W", "H3").unwrap();
    t.apply(Event::DrawsAttention { seat: Seat::South })
        .unwrap();
    assert!(t.play().unwrap().hand(Seat::West).contains(card("H3")));
    assert_eq!(penalty(&t), ["H3"]);
    assert_eq!(legal(&t), ["D3", "D2"], "he substitutes a legal card");
}

#[test]
fn duplicate_2017_law_45_c_5_and_50_a_a_penalty_card_stays_face_up_and_is_played_when_it_can_be() {
    let mut t = after_trick_one(CodeId::Duplicate2017);
    // East drops the king of diamonds: a major penalty card (honour rank).
    expose(&mut t, "E", "DK", false);
    assert_eq!(penalty(&t), ["DK"], "left face up on the table (50A)");
    play(&mut t, "S", "D6").unwrap();
    play(&mut t, "W", "D2").unwrap();
    play(&mut t, "N", "D5").unwrap();
    // It must be played at the first legal opportunity (45C5, 50D1(a)).
    assert_eq!(legal(&t), ["DK"]);
    play(&mut t, "E", "DK").unwrap();
    assert!(penalty(&t).is_empty());
}
