//! The play's irregularities under the duplicate laws (2017, and 2007 where
//! it differs): dummy's rights and limitations (Laws 42, 43), the card
//! played (45C, 45E, 45F).
//!
//! The deal: North KT8.A96.A95.7542, East Q5.KJ52.KQ874.T8, South
//! AJ92.874.JT6.AQ3, West 7643.QT3.32.KJ96. South declares 1NT: West makes
//! the opening lead, North is dummy.

mod common;
mod play_helpers;
use common::{elect, pending};
use play_helpers::*;
use tablelaw::*;

#[test]
fn duplicate_2017_law_43_a_2_a_dummy_exchanges_hands_is_recorded() {
    let mut t = after_trick_one(CodeId::Duplicate2017);
    dummy(&mut t, "N", DummyAct::ExchangesHands).unwrap();
    let r = last(&t);
    assert_eq!(r.law.to_string(), "duplicate-2017 Law 43A2(a)");
    assert_eq!(r.offender, Some(Seat::North));
    assert!(r.chooser.is_none());
    assert!(r.text.contains("Law 90"), "{}", r.text);
    assert!(t.pending().is_none());
    assert_eq!(turn(&t), Seat::South, "the play goes on");
}

#[test]
fn duplicate_2017_law_43_a_2_only_dummy_and_only_a_defenders_hand() {
    let mut t = after_trick_one(CodeId::Duplicate2017);
    let e = refused(
        &mut t,
        Event::Dummy {
            seat: Seat::East,
            act: DummyAct::ExchangesHands,
        },
    );
    assert!(e.to_string().contains("not dummy"), "{e}");
    let e = refused(
        &mut t,
        Event::Dummy {
            seat: Seat::North,
            act: DummyAct::LooksAtHand {
                defender: Seat::South,
            },
        },
    );
    assert!(e.to_string().contains("not a defender"), "{e}");
    dummy(
        &mut t,
        "N",
        DummyAct::LooksAtHand {
            defender: Seat::East,
        },
    )
    .unwrap();
    assert_eq!(last(&t).law.to_string(), "duplicate-2017 Law 43A2(c)");
    dummy(&mut t, "N", DummyAct::WatchesDeclarer).unwrap();
    assert_eq!(last(&t).law.to_string(), "duplicate-2017 Law 43A2(b)");
}

#[test]
fn duplicate_2017_law_43_a_1_a_dummy_calls_the_director_a_violation_recorded_only() {
    let mut t = after_trick_one(CodeId::Duplicate2017);
    let legal_before = legal(&t);
    dummy(&mut t, "N", DummyAct::CallsDirector).unwrap();
    let r = last(&t);
    assert_eq!(r.law.to_string(), "duplicate-2017 Law 43A1(a)");
    assert_eq!(r.offender, Some(Seat::North));
    assert!(
        r.text.contains("Law 90") && r.text.contains("43B1"),
        "{}",
        r.text
    );
    assert!(r.options.is_empty() && r.chooser.is_none());
    assert!(t.pending().is_none());
    // No other rectification: play goes on as before, and it is no 43A2
    // violation, so dummy's warning afterwards is still his right (42B2).
    assert_eq!(turn(&t), Seat::South);
    assert_eq!(legal(&t), legal_before);
    dummy(&mut t, "N", DummyAct::WarnsDeclarer).unwrap();
    assert_eq!(last(&t).law.to_string(), "duplicate-2017 Law 42B2");
    assert!(t.pending().is_none());
    // Only dummy: a defender's call is no violation of Law 43.
    let e = t
        .apply(Event::Dummy {
            seat: Seat::East,
            act: DummyAct::CallsDirector,
        })
        .unwrap_err();
    assert!(matches!(e, EventError::NotNow { .. }), "{e}");
}

#[test]
fn rubber_law_43_a_1_a_dummy_calls_the_director_under_the_2007_wording() {
    let mut t = after_trick_one(CodeId::Rubber);
    dummy(&mut t, "N", DummyAct::CallsDirector).unwrap();
    let r = last(&t);
    assert_eq!(r.law.path(), "43A1(a)");
    assert!(
        r.notes.iter().any(|n| n.contains("2007 duplicate wording")),
        "{:?}",
        r.notes
    );
}

#[test]
fn duplicate_2017_law_42_b_2_dummy_may_try_to_prevent_any_irregularity() {
    let mut t = after_trick_one(CodeId::Duplicate2017);
    dummy(&mut t, "N", DummyAct::WarnsDeclarer).unwrap();
    let r = last(&t);
    assert_eq!(r.law.to_string(), "duplicate-2017 Law 42B2");
    assert!(r.text.contains("any irregularity"), "{}", r.text);
    assert!(t.pending().is_none());
    assert_eq!(turn(&t), Seat::South);
}

#[test]
fn duplicate_2007_law_42_b_2_dummy_may_try_to_prevent_an_irregularity_by_declarer() {
    let mut t = after_trick_one(CodeId::Duplicate2007);
    dummy(&mut t, "N", DummyAct::WarnsDeclarer).unwrap();
    let r = last(&t);
    assert_eq!(r.law.to_string(), "duplicate-2007 Law 42B2");
    assert!(r.text.contains("by declarer"), "{}", r.text);
}

#[test]
fn duplicate_2017_law_42_b_2_a_warning_only_when_declarers_side_leads() {
    let mut t = table(CodeId::Duplicate2017);
    let e = refused(
        &mut t,
        Event::Dummy {
            seat: Seat::North,
            act: DummyAct::WarnsDeclarer,
        },
    );
    assert!(e.to_string().contains("declarer's side"), "{e}");
}

#[test]
fn duplicate_2017_law_43_b_2_a_after_a_violation_the_defenders_choose_the_hand_declarer_leads_from()
{
    let mut t = after_trick_one(CodeId::Duplicate2017);
    dummy(&mut t, "N", DummyAct::ExchangesHands).unwrap();
    dummy(&mut t, "N", DummyAct::WarnsDeclarer).unwrap();
    let (law, chooser, options) = pending(&t);
    assert_eq!(law, "43B2(a)");
    assert_eq!(chooser, Some(Chooser::Defenders));
    assert_eq!(options, ["lead-from-hand", "lead-from-dummy"]);
    assert!(play(&mut t, "S", "HA").is_err(), "the lead waits");
    // Declarer is not the chooser: his election has no effect (10A).
    let r = ineffective(
        &mut t,
        Event::Elect {
            seat: Some(Seat::South),
            option: OptionId::LeadFromDummy,
            call: None,
            suit: None,
            also: Vec::new(),
        },
    );
    assert!(r.text.contains("either defender"), "{}", r.text);
    elect(&mut t, Some("E"), "lead-from-dummy");
    assert_eq!(turn(&t), Seat::North);
    assert_eq!(
        legal(&t),
        [
            "SK", "ST", "HA", "H9", "H6", "DA", "D9", "D5", "C7", "C5", "C4", "C2"
        ]
    );
    play(&mut t, "N", "C2").unwrap();
    assert_eq!(turn(&t), Seat::East, "the trick goes on from dummy's left");
}

#[test]
fn duplicate_2017_law_43_b_2_a_the_defenders_may_keep_declarers_hand() {
    let mut t = after_trick_one(CodeId::Duplicate2017);
    dummy(
        &mut t,
        "N",
        DummyAct::LooksAtHand {
            defender: Seat::West,
        },
    )
    .unwrap();
    dummy(&mut t, "N", DummyAct::WarnsDeclarer).unwrap();
    elect(&mut t, None, "lead-from-hand");
    assert_eq!(turn(&t), Seat::South);
    play(&mut t, "S", "H4").unwrap();
    assert_eq!(turn(&t), Seat::West);
}

#[test]
fn duplicate_2017_law_43_a_1_b_dummy_may_not_draw_attention_during_the_play() {
    let mut t = after_trick_one(CodeId::Duplicate2017);
    play(&mut t, "E", "D4").unwrap();
    assert_eq!(pending(&t).0, "56");
    t.apply(Event::DrawsAttention { seat: Seat::North })
        .unwrap();
    let r = last(&t);
    assert_eq!(r.law.to_string(), "duplicate-2017 Law 43A1(b)");
    assert_eq!(r.offender, Some(Seat::North));
    // The ruling on East's lead still waits for declarer.
    let (law, chooser, _) = pending(&t);
    assert_eq!(law, "56");
    assert_eq!(chooser, Some(Chooser::Seat(Seat::South)));
}

#[test]
fn duplicate_2017_law_43_b_3_after_a_violation_a_defenders_irregularity_is_not_rectified() {
    let mut t = after_trick_one(CodeId::Duplicate2017);
    dummy(&mut t, "N", DummyAct::ExchangesHands).unwrap();
    play(&mut t, "E", "D4").unwrap();
    let lead = t.pending().unwrap().0;
    t.apply(Event::DrawsAttention { seat: Seat::North })
        .unwrap();
    let r = last(&t);
    assert_eq!(r.law.to_string(), "duplicate-2017 Law 43B3");
    assert!(r.text.contains("their score alone"), "{}", r.text);
    assert!(t.pending().is_none(), "no rectification to choose");
    assert!(t.rulings()[lead].options.is_empty());
    // Play continues as though no irregularity: East's lead stands.
    assert_eq!(turn(&t), Seat::South);
    assert!(penalty(&t).is_empty());
    assert_eq!(t.play().unwrap().current().led(), Some(card("D4")));
}

#[test]
fn duplicate_2007_law_43_b_3_the_score_is_adjusted_under_law_12_b_1() {
    let mut t = after_trick_one(CodeId::Duplicate2007);
    dummy(&mut t, "N", DummyAct::ExchangesHands).unwrap();
    play(&mut t, "E", "D4").unwrap();
    t.apply(Event::DrawsAttention { seat: Seat::North })
        .unwrap();
    let r = last(&t);
    assert_eq!(r.law.to_string(), "duplicate-2007 Law 43B3");
    assert!(r.text.contains("12B1"), "{}", r.text);
    assert!(t.pending().is_none());
}

#[test]
fn duplicate_2017_law_45_f_dummy_indicates_a_card_play_continues() {
    let mut t = table(CodeId::Duplicate2017);
    let e = refused(
        &mut t,
        Event::Dummy {
            seat: Seat::North,
            act: DummyAct::IndicatesCard { card: card("SK") },
        },
    );
    assert!(e.to_string().contains("not yet faced"), "{e}");
    play(&mut t, "W", "S3").unwrap();
    dummy(&mut t, "N", DummyAct::IndicatesCard { card: card("SK") }).unwrap();
    let r = last(&t);
    assert_eq!(r.law.to_string(), "duplicate-2017 Law 45F");
    assert!(r.text.contains("adjusts the score"), "{}", r.text);
    assert_eq!(turn(&t), Seat::North, "the card is not played");
    assert!(legal(&t).contains(&"S8".to_owned()));
    let e = refused(
        &mut t,
        Event::Dummy {
            seat: Seat::North,
            act: DummyAct::IndicatesCard { card: card("SQ") },
        },
    );
    assert!(matches!(e, EventError::CardNotHeld { .. }), "{e}");
}

#[test]
fn duplicate_2017_law_45_c_1_a_defenders_card_seen_by_partner_is_played() {
    let mut t = table(CodeId::Duplicate2017);
    deemed(&mut t, "W", "S3").unwrap();
    assert_eq!(last(&t).law.to_string(), "duplicate-2017 Law 45C1");
    assert_eq!(turn(&t), Seat::North);
    assert_eq!(t.play().unwrap().current().led(), Some(card("S3")));
}

#[test]
fn duplicate_2017_law_45_c_1_a_second_card_by_a_defender_is_ruled_by_45_e() {
    let mut t = table(CodeId::Duplicate2017);
    play(&mut t, "W", "S3").unwrap();
    deemed(&mut t, "W", "H3").unwrap();
    assert_eq!(last(&t).law.to_string(), "duplicate-2017 Law 45E1");
    assert_eq!(penalty(&t), ["H3"]);
    assert_eq!(turn(&t), Seat::North);
}

#[test]
fn duplicate_2017_law_45_c_2_declarers_card_held_face_up_is_played() {
    let mut t = table(CodeId::Duplicate2017);
    for (s, c) in [("W", "S3"), ("N", "S8"), ("E", "SQ")] {
        play(&mut t, s, c).unwrap();
    }
    deemed(&mut t, "S", "SA").unwrap();
    let r = t.rulings().last().unwrap();
    assert_eq!(r.law.to_string(), "duplicate-2017 Law 45C2");
    assert_eq!(t.play().unwrap().tricks().len(), 1);
    assert_eq!(turn(&t), Seat::South);
}

#[test]
fn duplicate_2017_law_45_c_3_dummys_card_touched_by_declarer_is_played() {
    let mut t = table(CodeId::Duplicate2017);
    play(&mut t, "W", "S3").unwrap();
    deemed(&mut t, "N", "SK").unwrap();
    assert_eq!(last(&t).law.to_string(), "duplicate-2017 Law 45C3");
    assert_eq!(turn(&t), Seat::East);
    // A card not held: an error, the table unchanged.
    let e = refused(
        &mut t,
        Event::DeemedPlayed {
            seat: Seat::East,
            card: card("SA"),
        },
    );
    assert!(matches!(e, EventError::CardNotHeld { .. }), "{e}");
}

#[test]
fn duplicate_2017_law_45_e_1_fifth_card_by_a_defender_is_a_penalty_card() {
    let mut t = after_trick_one(CodeId::Duplicate2017);
    fifth(&mut t, "W", "H3", false).unwrap();
    let r = last(&t);
    assert_eq!(r.law.to_string(), "duplicate-2017 Law 45E1");
    assert_eq!(r.offender, Some(Seat::West));
    assert_eq!(penalty(&t), ["H3"]);
    assert_eq!(turn(&t), Seat::South);
    // West must play it at his first legal opportunity: South leads a heart.
    play(&mut t, "S", "H4").unwrap();
    assert_eq!(legal(&t), ["H3"]);
}

#[test]
fn duplicate_2017_law_45_e_1_fifth_card_deemed_led_is_a_lead_out_of_turn() {
    let mut t = after_trick_one(CodeId::Duplicate2017);
    fifth(&mut t, "W", "H3", true).unwrap();
    let n = t.rulings().len();
    assert_eq!(
        t.rulings()[n - 2].law.to_string(),
        "duplicate-2017 Law 45E1"
    );
    let (law, chooser, options) = pending(&t);
    assert_eq!(law, "56");
    assert_eq!(chooser, Some(Chooser::Seat(Seat::South)));
    assert_eq!(options, ["accept", "retract"]);
}

#[test]
fn duplicate_2017_law_45_e_2_fifth_card_by_declarer_goes_back_to_the_hand() {
    let mut t = after_trick_one(CodeId::Duplicate2017);
    fifth(&mut t, "N", "D5", false).unwrap();
    let r = last(&t);
    assert_eq!(r.law.to_string(), "duplicate-2017 Law 45E2");
    assert!(penalty(&t).is_empty());
    assert!(t.play().unwrap().hand(Seat::North).contains(card("D5")));
    let w = t.state().withdrawn_cards();
    assert_eq!(w.last().unwrap().card, card("D5"));
    assert_eq!(turn(&t), Seat::South);
}

#[test]
fn duplicate_2017_law_45_e_2_fifth_card_from_dummy_deemed_led_is_ruled_by_law_55() {
    let mut t = after_trick_one(CodeId::Duplicate2017);
    fifth(&mut t, "N", "D5", true).unwrap();
    let (law, chooser, _) = pending(&t);
    assert_eq!(law, "55A");
    assert_eq!(chooser, Some(Chooser::Defenders));
}

#[test]
fn duplicate_2017_law_45_e_a_fifth_card_needs_a_trick_played_to() {
    let mut t = table(CodeId::Duplicate2017);
    let e = refused(
        &mut t,
        Event::FifthCard {
            seat: Seat::West,
            card: card("S3"),
            led: false,
        },
    );
    assert!(e.to_string().contains("has not played"), "{e}");
}

#[test]
fn duplicate_2017_law_43_a_3_a_defender_may_not_show_dummy_his_hand() {
    let mut t = after_trick_one(CodeId::Duplicate2017);
    dummy(
        &mut t,
        "N",
        DummyAct::ShownHandBy {
            defender: Seat::East,
        },
    )
    .unwrap();
    let r = last(&t);
    assert_eq!(r.law.to_string(), "duplicate-2017 Law 43A3");
    assert_eq!(r.offender, Some(Seat::East));
    assert!(t.pending().is_none());
    // Not dummy's violation: his warning is still only his right (42B2).
    dummy(&mut t, "N", DummyAct::WarnsDeclarer).unwrap();
    assert_eq!(last(&t).law.to_string(), "duplicate-2017 Law 42B2");
}

#[test]
fn duplicate_2007_law_43_has_no_clause_a_3() {
    let mut t = after_trick_one(CodeId::Duplicate2007);
    dummy(
        &mut t,
        "N",
        DummyAct::ShownHandBy {
            defender: Seat::West,
        },
    )
    .unwrap();
    let r = last(&t);
    assert_eq!(r.law.to_string(), "duplicate-2007 Law 43");
    assert!(r.text.contains("no clause"), "{}", r.text);
}
