//! The play's irregularities under the duplicate laws (2017, and 2007 where
//! it differs): dummy's rights and limitations (Laws 42, 43), the card
//! played (45C, 45C4(b) with 47C and 47D, 45E, 45F), a lead after misinformation that it was the
//! player's turn (47E1), two or more penalty cards (51B2).
//!
//! The deal: North KT8.A96.A95.7542, East Q5.KJ52.KQ874.T8, South
//! AJ92.874.JT6.AQ3, West 7643.QT3.32.KJ96. South declares 1NT: West makes
//! the opening lead, North is dummy.

mod common;
use common::{elect, pending, seat};
use tablelaw::*;

const DEAL: &str = "N:KT8.A96.A95.7542 Q5.KJ52.KQ874.T8 AJ92.874.JT6.AQ3 7643.QT3.32.KJ96";

fn table(code: CodeId) -> Table {
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

fn card(s: &str) -> Card {
    s.parse().unwrap()
}

fn play(t: &mut Table, s: &str, c: &str) -> Result<(), EventError> {
    t.apply(Event::Play {
        seat: seat(s),
        card: card(c),
    })
}

fn dummy(t: &mut Table, s: &str, act: DummyAct) -> Result<(), EventError> {
    t.apply(Event::Dummy { seat: seat(s), act })
}

fn fifth(t: &mut Table, s: &str, c: &str, led: bool) -> Result<(), EventError> {
    t.apply(Event::FifthCard {
        seat: seat(s),
        card: card(c),
        led,
    })
}

fn deemed(t: &mut Table, s: &str, c: &str) -> Result<(), EventError> {
    t.apply(Event::DeemedPlayed {
        seat: seat(s),
        card: card(c),
    })
}

fn legal(t: &Table) -> Vec<String> {
    t.play()
        .unwrap()
        .legal_plays()
        .iter()
        .map(|c| format!("{c:#}"))
        .collect()
}

fn penalty(t: &Table) -> Vec<String> {
    t.play()
        .unwrap()
        .penalty_cards()
        .iter()
        .map(|c| format!("{c:#}"))
        .collect()
}

fn turn(t: &Table) -> Seat {
    t.play().unwrap().turn().unwrap()
}

fn last(t: &Table) -> Ruling {
    t.rulings().last().unwrap().clone()
}

/// The first trick, regular: West S3, dummy S8, East SQ, South SA; South
/// wins and is on lead.
fn after_trick_one(code: CodeId) -> Table {
    let mut t = table(code);
    for (s, c) in [("W", "S3"), ("N", "S8"), ("E", "SQ"), ("S", "SA")] {
        play(&mut t, s, c).unwrap();
    }
    assert_eq!(turn(&t), Seat::South);
    t
}

/// An impossible event is an error and leaves the table as it was.
fn refused(t: &mut Table, event: Event) -> EventError {
    let before = t.state().clone();
    let e = t.apply(event).unwrap_err();
    assert_eq!(*t.state(), before, "an impossible event changed the table");
    e
}

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
    // Declarer is not the chooser.
    let e = refused(
        &mut t,
        Event::Elect {
            seat: Some(Seat::South),
            option: OptionId::LeadFromDummy,
            call: None,
            suit: None,
        },
    );
    assert!(matches!(e, EventError::NotChooser { .. }), "{e}");
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

/// West exposes HQ and CK (two penalty cards in two suits); South leads
/// DJ, West follows, dummy low, East wins with DQ and is on lead.
fn two_suits(code: CodeId) -> Table {
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

#[test]
fn duplicate_2017_law_51_b_2_c_declarer_may_decline_and_the_penalty_cards_stay() {
    let mut t = two_suits(CodeId::Duplicate2017);
    let (law, chooser, options) = pending(&t);
    assert_eq!(law, "51B2");
    assert_eq!(chooser, Some(Chooser::Seat(Seat::South)));
    assert_eq!(
        options,
        ["require-lead", "prohibit-lead", "no-lead-restriction"]
    );
    elect(&mut t, Some("S"), "no-lead-restriction");
    assert_eq!(penalty(&t), ["HQ", "CK"]);
    assert_eq!(legal(&t).len(), 11, "East leads any card");
}

#[test]
fn duplicate_2007_law_51_b_2_declarer_requires_or_prohibits() {
    let mut t = two_suits(CodeId::Duplicate2007);
    let (law, _, options) = pending(&t);
    assert_eq!(law, "51B2");
    assert_eq!(options, ["require-lead", "prohibit-lead"]);
    let e = refused(
        &mut t,
        Event::Elect {
            seat: Some(Seat::South),
            option: OptionId::NoLeadRestriction,
            call: None,
            suit: None,
        },
    );
    assert!(matches!(e, EventError::NotAnOption { .. }), "{e}");
}

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

fn unintended(t: &mut Table, s: &str, c: &str) -> Result<(), EventError> {
    t.apply(Event::Finding(Finding::UnintendedDesignation {
        seat: seat(s),
        card: card(c),
    }))
}

fn trick(t: &Table) -> Vec<String> {
    t.play()
        .unwrap()
        .current()
        .cards()
        .map(|(s, c)| format!("{} {c:#}", s.letter()))
        .collect()
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
    let e = refused(
        &mut t,
        Event::Finding(Finding::MistakenExplanation { seat: Seat::West }),
    );
    assert!(e.to_string().contains("last card played is North's"), "{e}");
    // The opening lead: dummy is spread with it.
    let mut t = table(CodeId::Duplicate2017);
    play(&mut t, "W", "S3").unwrap();
    let e = refused(
        &mut t,
        Event::Finding(Finding::MistakenExplanation { seat: Seat::West }),
    );
    assert!(e.to_string().contains("opening lead"), "{e}");
}
