//! The board's faults and the tricks once played under the duplicate laws
//! (2017, and 2007 where it differs): a missing card found (Law 14), too
//! many cards in a hand (13), the wrong board (15B), a card pointed the
//! wrong way (65B3), the inspection of tricks (66), the defective trick
//! (67).

mod common;
use common::bridge_play::*;
use tablelaw::*;

fn last_law(t: &Table) -> String {
    t.rulings().last().unwrap().law.to_string()
}

/// Every clause the last ruling applies, as paths.
fn clauses(t: &Table) -> Vec<String> {
    t.rulings()
        .last()
        .unwrap()
        .clauses
        .iter()
        .map(|c| c.path())
        .collect()
}

#[test]
fn duplicate_2017_law_65_b_3_right_expires_when_his_side_plays_to_the_next_trick() {
    let mut t = d17();
    plays(&mut t, "W D3 N DA E D4 S D6");
    // North-South have not yet played to trick 2: in time.
    apply(
        &mut t,
        Event::WronglyPointed {
            seat: Seat::South,
            trick: 1,
        },
    );
    assert_eq!(last_law(&t), "duplicate-2017 Law 65B3");
    assert!(t.rulings().last().unwrap().text.contains("in time"));
    plays(&mut t, "N C2");
    apply(
        &mut t,
        Event::WronglyPointed {
            seat: Seat::South,
            trick: 1,
        },
    );
    assert!(t.rulings().last().unwrap().text.contains("expired"));
    // A trick not yet quitted cannot be pointed at.
    let n = t.rulings().len();
    assert!(
        t.apply(Event::WronglyPointed {
            seat: Seat::South,
            trick: 2
        })
        .is_err()
    );
    assert_eq!(t.rulings().len(), n);
}

#[test]
fn duplicate_2007_law_65_b_3_declarer_at_any_time() {
    let mut t = table(CodeId::Duplicate2007);
    plays(&mut t, "W D3 N DA E D4 S D6 N C2 E C8");
    apply(
        &mut t,
        Event::WronglyPointed {
            seat: Seat::South,
            trick: 1,
        },
    );
    assert!(t.rulings().last().unwrap().text.contains("in time"));
    apply(
        &mut t,
        Event::WronglyPointed {
            seat: Seat::East,
            trick: 1,
        },
    );
    assert!(t.rulings().last().unwrap().text.contains("expired"));
}

#[test]
fn duplicate_2017_law_66_inspection_of_tricks() {
    let mut t = d17();
    plays(&mut t, "W D3 N DA E D4 S D6");
    // 66A, B: the last trick, before his side plays on.
    apply(
        &mut t,
        Event::Inspect {
            seat: Seat::East,
            trick: None,
        },
    );
    assert_eq!(last_law(&t), "duplicate-2017 Law 66A");
    plays(&mut t, "N C2 E C8");
    apply(
        &mut t,
        Event::Inspect {
            seat: Seat::East,
            trick: None,
        },
    );
    assert_eq!(last_law(&t), "duplicate-2017 Law 66B");
    // 66C: a quitted trick during the play.
    apply(
        &mut t,
        Event::Inspect {
            seat: Seat::West,
            trick: Some(1),
        },
    );
    assert_eq!(last_law(&t), "duplicate-2017 Law 66C");
    play_out(&mut t);
    // 66D: after the play.
    apply(
        &mut t,
        Event::Inspect {
            seat: Seat::West,
            trick: Some(1),
        },
    );
    assert_eq!(last_law(&t), "duplicate-2017 Law 66D");
}

#[test]
fn duplicate_2017_law_67_a_1_omission_found_in_time_is_supplied() {
    let mut t = d17();
    plays(&mut t, "W D3 N DA E D4 S D6 N C2");
    apply(
        &mut t,
        Event::Finding(Finding::DefectiveTrick {
            seat: Seat::East,
            trick: 1,
        }),
    );
    assert_eq!(last_law(&t), "duplicate-2017 Law 67A1");
    assert!(t.revokes().is_empty());
}

#[test]
fn duplicate_2017_law_67_b_1_a_deemed_revoke_one_trick_transferred_as_by_64_a_2() {
    let mut t = d17();
    plays(&mut t, "W D3 N DA E D4 S D6 N C2 E C8 S CQ W CK");
    apply(
        &mut t,
        Event::Finding(Finding::DefectiveTrick {
            seat: Seat::East,
            trick: 1,
        }),
    );
    assert_eq!(last_law(&t), "duplicate-2017 Law 67B1");
    // East had a diamond and placed it (67B1(a)); one trick as by 64A2.
    assert_eq!(clauses(&t), ["67B1", "67B1(a)", "64A2"]);
    let r = t.revokes()[0];
    assert_eq!(r.failure, RevokeFailure::DefectiveTrick);
    assert_eq!(r.status, RevokeStatus::Established);
    play_out(&mut t);
    let tr = tricks(&t);
    assert_eq!(tr.adjustments[0].law.to_string(), "duplicate-2017 Law 67B1");
    assert_eq!(tr.adjustments[0].tricks, 1);
    assert_eq!(tr.total[Side::EastWest], tr.played[Side::EastWest] - 1);
    // Never corrected: attention drawn changes nothing.
    apply(&mut t, Event::DrawsAttention { seat: Seat::South });
    assert_eq!(t.revokes()[0].status, RevokeStatus::Established);
}

#[test]
fn duplicate_2017_law_14_b_2_and_14_b_4_and_14_c_missing_card_found_after_the_lead_deemed_to_have_belonged_to_the_hand()
 {
    let mut t = d17();
    plays(&mut t, "W D3 N DA E H2 S D6 N C2 E C8");
    apply(
        &mut t,
        Event::Finding(Finding::MissingCard {
            seat: Seat::East,
            card: "D4".parse().unwrap(),
            trick: None,
        }),
    );
    assert_eq!(last_law(&t), "duplicate-2017 Law 14B2");
    assert_eq!(clauses(&t), ["14B2", "14B4", "14C"]);
    assert!(t.rulings().last().unwrap().text.contains("trick 1"));
    // Not his card: refused.
    assert!(
        t.apply(Event::Finding(Finding::MissingCard {
            seat: Seat::East,
            card: "SA".parse().unwrap(),
            trick: None,
        }))
        .is_err()
    );
}

#[test]
fn duplicate_2017_law_14_a_1_and_14_a_3_a_card_found_before_the_opening_lead_is_restored_the_calls_stand()
 {
    let mut t = d17();
    apply(
        &mut t,
        Event::Finding(Finding::MissingCard {
            seat: Seat::West,
            card: "D3".parse().unwrap(),
            trick: None,
        }),
    );
    assert_eq!(last_law(&t), "duplicate-2017 Law 14A1");
    assert_eq!(clauses(&t), ["14A1", "14A3", "14C"]);
    assert!(t.rulings().last().unwrap().text.contains("(14A3)"));
    // The play goes on as before: West leads.
    plays(&mut t, "W D3");
}

#[test]
fn duplicate_2017_law_13_d_and_2007_13_c_result_cancelled_after_the_play() {
    for (code, law) in [
        (CodeId::Duplicate2017, "duplicate-2017 Law 13D"),
        (CodeId::Duplicate2007, "duplicate-2007 Law 13C"),
    ] {
        let mut t = table(code);
        play_out(&mut t);
        assert!(t.duplicate_score().is_some());
        apply(&mut t, Event::Finding(Finding::IncorrectCards));
        assert_eq!(t.result_cancelled().unwrap().to_string(), law);
        assert!(t.duplicate_score().is_none());
    }
}

#[test]
fn duplicate_2017_law_15_b_wrong_board() {
    let mut t = d17();
    apply(
        &mut t,
        Event::Finding(Finding::WrongBoard {
            played_before: false,
        }),
    );
    assert_eq!(last_law(&t), "duplicate-2017 Law 15B2");
    play_out(&mut t);
    assert!(t.duplicate_score().is_some(), "the score stands (15B2)");
    let mut t = d17();
    apply(
        &mut t,
        Event::Finding(Finding::WrongBoard {
            played_before: true,
        }),
    );
    assert_eq!(last_law(&t), "duplicate-2017 Law 15B1");
    play_out(&mut t);
    assert!(
        t.duplicate_score().is_none(),
        "cancelled for both sides (15B1)"
    );
    let mut t = table(CodeId::Duplicate2007);
    apply(
        &mut t,
        Event::Finding(Finding::WrongBoard {
            played_before: false,
        }),
    );
    assert_eq!(last_law(&t), "duplicate-2007 Law 15A");
}

#[test]
fn duplicate_2017_law_67_b_1_b_the_offender_has_no_card_of_the_suit_led() {
    let mut t = d17();
    // Three rounds of clubs; East, void on the third, discards a heart;
    // then a card of each side is played to trick 5.
    plays(
        &mut t,
        "W D3 N DA E D4 S D6 N C2 E C8 S CQ W CK W C6 N C4 E CT S CA S C3 W C9 N C5 E H2 W D2 N D5",
    );
    apply(
        &mut t,
        Event::Finding(Finding::DefectiveTrick {
            seat: Seat::East,
            trick: 4,
        }),
    );
    assert_eq!(clauses(&t), ["67B1", "67B1(b)", "64A2"]);
    let r = t.revokes()[0];
    assert_eq!(r.failure, RevokeFailure::DefectiveTrick);
    assert_eq!(r.status, RevokeStatus::Established);
}

#[test]
fn duplicate_2017_law_14_b_1_a_missing_card_found_among_the_played_cards_law_67_applies() {
    let mut t = d17();
    // East's queen of diamonds, missing from his hand, is found among the
    // cards of trick 1, after both sides played to trick 2.
    plays(&mut t, "W D3 N DA E D4 S D6 N C2 E C8");
    apply(
        &mut t,
        Event::Finding(Finding::MissingCard {
            seat: Seat::East,
            card: "DQ".parse().unwrap(),
            trick: Some(1),
        }),
    );
    let cited = clauses(&t);
    assert_eq!(cited, ["67B2(a)", "67B2(b)", "14B1"]);
    assert!(
        t.play()
            .unwrap()
            .hand(Seat::East)
            .contains("DQ".parse().unwrap())
    );
}

#[test]
fn duplicate_2017_law_13_c_a_surplus_card_not_of_the_deal_is_removed() {
    let mut t = d17();
    plays(&mut t, "W D3 N DA E D4 S D6");
    apply(
        &mut t,
        Event::Finding(Finding::ForeignCard {
            card: "SA".parse().unwrap(),
            trick: None,
        }),
    );
    assert_eq!(clauses(&t), ["13C"]);
    assert!(
        t.rulings()
            .last()
            .unwrap()
            .text
            .contains("no adjusted score may be awarded")
    );
    apply(
        &mut t,
        Event::Finding(Finding::ForeignCard {
            card: "SA".parse().unwrap(),
            trick: Some(1),
        }),
    );
    assert!(
        t.rulings()
            .last()
            .unwrap()
            .text
            .contains("may lead to an adjusted score")
    );
    // The play goes on.
    plays(&mut t, "N C2");
    // A trick not yet quitted is not one the card was found in.
    let before = t.rulings().len();
    assert!(
        t.apply(Event::Finding(Finding::ForeignCard {
            card: "SA".parse().unwrap(),
            trick: Some(5),
        }))
        .is_err()
    );
    assert_eq!(t.rulings().len(), before);
}

#[test]
fn duplicate_2007_law_13_the_surplus_card_is_cited_to_the_law_whole() {
    let mut t = table(CodeId::Duplicate2007);
    apply(
        &mut t,
        Event::Finding(Finding::ForeignCard {
            card: "SA".parse().unwrap(),
            trick: None,
        }),
    );
    assert_eq!(last_law(&t), "duplicate-2007 Law 13");
}

#[test]
fn duplicate_2017_law_61_c_and_66_c_a_revoke_claimed_does_not_of_itself_open_the_quitted_tricks() {
    let mut t = d17();
    // East ruffs the diamond lead holding diamonds; three tricks later West
    // asks to see trick 1 to prove it.
    plays(&mut t, "W D3 N DA E S5 S D6 E H2 S H4 W H3 N HA");
    apply(
        &mut t,
        Event::Inspect {
            seat: Seat::West,
            trick: Some(1),
        },
    );
    assert_eq!(clauses(&t), ["66C", "61C"]);
    // Without a revoke on the record, 66C alone.
    let mut t = d17();
    plays(&mut t, "W D3 N DA E D4 S D6 N C2 E C8");
    apply(
        &mut t,
        Event::Inspect {
            seat: Seat::West,
            trick: Some(1),
        },
    );
    assert_eq!(clauses(&t), ["66C"]);
}

fn auction(code: CodeId, calls: &[&str]) -> Table {
    common::play_table(code, calls)
}

#[test]
fn duplicate_2017_law_15_a_and_15_a_1_and_15_a_2_b_and_15_a_2_c_a_call_from_a_wrong_board_is_made_again()
 {
    // South 1S, West pass, North 2S: West had picked up another board's cards.
    let mut t = auction(CodeId::Duplicate2017, &["1S", "P", "2S"]);
    apply(
        &mut t,
        Event::Finding(Finding::WrongHand { seat: Seat::West }),
    );
    assert_eq!(clauses(&t), ["15A1", "15A2(b)", "15A2(c)"]);
    // West's pass and North's 2S are cancelled; West calls again.
    let status: Vec<CallStatus> = t.calls().iter().map(|c| c.status).collect();
    assert_eq!(
        status,
        [
            CallStatus::Stands,
            CallStatus::Cancelled,
            CallStatus::Cancelled
        ]
    );
    assert_eq!(t.turn(), Some(Seat::West));
    // Their information is unauthorized to East-West (16C).
    assert!(t.unauthorized().iter().all(|u| u.to == Side::EastWest));
    assert_eq!(t.unauthorized().len(), 2);
    t.call(Seat::West, "2H".parse().unwrap()).unwrap();
    assert!(t.result_cancelled().is_none());
}

#[test]
fn duplicate_2017_law_15_a_2_a_partner_has_called_since_an_adjusted_score() {
    let mut t = auction(CodeId::Duplicate2017, &["1S", "P", "2S", "P"]);
    apply(
        &mut t,
        Event::Finding(Finding::WrongHand { seat: Seat::West }),
    );
    assert_eq!(clauses(&t), ["15A1", "15A2(a)", "15A2(c)"]);
    assert_eq!(t.result_cancelled().unwrap().path(), "15A2(a)");
    assert!(t.duplicate_score().is_none());
}

#[test]
fn duplicate_2007_law_17_d_cards_from_a_wrong_board_cited_whole() {
    let mut t = auction(CodeId::Duplicate2007, &["1S", "P"]);
    apply(
        &mut t,
        Event::Finding(Finding::WrongHand { seat: Seat::West }),
    );
    assert_eq!(clauses(&t), ["17D"]);
    assert_eq!(t.turn(), Some(Seat::West));
}

#[test]
fn duplicate_2017_law_15_a_a_player_who_has_not_called_is_not_ruled() {
    let mut t = auction(CodeId::Duplicate2017, &["1S"]);
    let before = t.rulings().len();
    let err = t
        .apply(Event::Finding(Finding::WrongHand { seat: Seat::West }))
        .unwrap_err();
    assert!(err.to_string().contains("has made no call"), "{err}");
    assert_eq!(t.rulings().len(), before);
}
