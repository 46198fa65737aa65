//! Rubber Laws 28-34: calls out of rotation.

mod common;
use common::*;
use tablelaw::*;

#[test]
fn rubber_law_28_a_call_without_waiting_for_rhos_compulsory_pass_is_in_rotation() {
    let mut t = table("N", "1H");
    t.apply(Event::Expose {
        seat: Seat::West,
        cards: vec!["SK".parse().unwrap()],
        led: false,
    })
    .unwrap();
    // East must pass; South bids without waiting for him.
    by(&mut t, "S", "2H");
    assert!(t.pending().is_none());
    assert_eq!(standing(&t), ["N:1H", "E:Pass", "S:2H"]);
    assert!(laws(&t).contains(&"28(a)".to_owned()));
    assert_eq!(t.turn(), Some(Seat::West));
}

#[test]
fn rubber_law_28_b_call_by_the_player_whose_turn_it_was_waives_the_penalty() {
    let mut t = table("N", "1H");
    by(&mut t, "S", "2H"); // at East's turn: South's RHO
    assert_eq!(pending(&t).0, "29");
    by(&mut t, "E", "2S"); // East calls at his own turn
    assert!(t.pending().is_none());
    assert_eq!(standing(&t), ["N:1H", "E:2S"]);
    assert!(laws(&t).contains(&"28(b)".to_owned()));
    assert_eq!(t.penalties_in_force().count(), 0);
    assert_eq!(t.turn(), Some(Seat::South));
    assert!(t.legal_calls().len() > 1, "South calls freely");
}

#[test]
fn rubber_law_28_b_does_not_apply_to_the_offenders_partner() {
    let mut t = table("N", "");
    by(&mut t, "S", "1S"); // at North's turn: South's partner
    let before = t.state().clone();
    let err = t.call(Seat::North, c("1H")).unwrap_err();
    assert!(
        matches!(err, EventError::RulingPending { .. }),
        "West alone exercises the option"
    );
    assert_eq!(t.state(), &before);
    elect(&mut t, Some("W"), "cancel");
    assert!(has_penalty(&t, "N", PenaltyKind::PassWhenever), "31(a)");
}

#[test]
fn rubber_law_29_only_offenders_lho_chooses() {
    let mut t = table("N", "1H");
    by(&mut t, "S", "2H");
    let (law, chooser, options) = pending(&t);
    assert_eq!(
        (law.as_str(), chooser),
        ("29", Some(Chooser::Seat(Seat::West)))
    );
    assert_eq!(options, ["accept", "cancel"]);
    let pending_before = t.pending().map(|(i, _)| i);
    t.apply(Event::Elect {
        seat: Some(Seat::North),
        option: OptionId::Cancel,
        call: None,
        suit: None,
        also: Vec::new(),
    })
    .unwrap();
    // North's election has no effect: the choice is West's.
    let r = t.rulings().last().unwrap();
    assert!(
        r.text.contains("has no effect") && r.text.contains("West"),
        "{}",
        r.text
    );
    assert_eq!(t.pending().map(|(i, _)| i), pending_before);
}

#[test]
fn rubber_law_29_a_lho_calls_and_the_call_out_of_rotation_stands() {
    let mut t = table("N", "1H");
    by(&mut t, "S", "2H");
    by(&mut t, "W", "2S");
    assert_eq!(standing(&t), ["N:1H", "S:2H", "W:2S"]);
    assert_eq!(t.penalties_in_force().count(), 0);
    assert_eq!(t.turn(), Some(Seat::North));
}

#[test]
fn rubber_law_29_b_cancelled_auction_reverts_to_the_player_whose_turn_it_was() {
    let mut t = table("N", "1H");
    by(&mut t, "S", "2H");
    elect(&mut t, Some("W"), "cancel");
    assert_eq!(t.turn(), Some(Seat::East));
    assert_eq!(t.calls()[1].status, CallStatus::Cancelled);
}

#[test]
fn rubber_law_30_a_pass_before_any_bid_offender_passes_next_turn() {
    let mut t = table("N", "");
    by(&mut t, "E", "P"); // at North's turn: East's RHO
    elect(&mut t, Some("S"), "cancel");
    assert_eq!(laws(&t), ["29(b)", "30(a)"]);
    assert!(has_penalty(&t, "E", PenaltyKind::PassNextTurn));
    by(&mut t, "N", "1H");
    assert_eq!(t.legal_calls(), CallSet::PASS);
    by(&mut t, "E", "P");
    by(&mut t, "S", "P");
    by(&mut t, "W", "P");
    assert!(t.is_closed());
}

#[test]
fn rubber_law_30_a_pass_at_rhos_turn_after_a_bid() {
    let mut t = table("N", "1H P");
    by(&mut t, "W", "P"); // at South's turn: West's RHO
    elect(&mut t, Some("N"), "cancel");
    assert_eq!(laws(&t), ["29(b)", "30(a)"]);
    assert!(has_penalty(&t, "W", PenaltyKind::PassNextTurn));
}

#[test]
fn rubber_law_30_b_pass_at_partners_turn_after_a_bid() {
    let mut t = table("N", "1H");
    by(&mut t, "W", "P"); // at East's turn: West's partner
    elect(&mut t, Some("N"), "cancel");
    assert_eq!(laws(&t), ["29(b)", "30(b)"]);
    assert!(has_penalty(&t, "W", PenaltyKind::PassWhenever));
    // East may make a sufficient bid or pass, but may not double or redouble at that turn.
    let legal = t.legal_calls();
    assert!(legal.contains(c("1S")) && legal.contains(Call::Pass));
    assert!(!legal.contains(Call::Double));
    by(&mut t, "E", "X");
    assert_eq!(
        pending(&t).0,
        "37",
        "a double the law forbids is ruled under Law 37"
    );
}

#[test]
fn rubber_law_30_b_partner_may_double_later() {
    let mut t = table("N", "1H");
    by(&mut t, "W", "P");
    elect(&mut t, Some("N"), "cancel");
    by(&mut t, "E", "P");
    by(&mut t, "S", "2H");
    by(&mut t, "W", "P");
    by(&mut t, "N", "P");
    assert!(
        t.legal_calls().contains(Call::Double),
        "only 'at that turn'"
    );
}

#[test]
fn rubber_law_30_footnote_after_a_bid_a_pass_at_lhos_turn_is_a_change_of_call() {
    let mut t = table("N", "1H");
    by(&mut t, "N", "P");
    assert_eq!(pending(&t).0, "25(b)");
}

#[test]
fn rubber_law_31_a_bid_at_partners_turn_partner_passes_whenever_and_lead_penalty() {
    let mut t = table("N", "1H");
    by(&mut t, "W", "1S"); // at East's turn
    elect(&mut t, Some("N"), "cancel");
    assert_eq!(laws(&t), ["29(b)", "31(a)"]);
    assert!(has_penalty(&t, "E", PenaltyKind::PassWhenever));
    by(&mut t, "E", "P");
    by(&mut t, "S", "P");
    by(&mut t, "W", "2D"); // does not repeat spades
    assert!(has_penalty(&t, "E", lead(&[Suit::Spades])));
}

#[test]
fn rubber_law_31_a_offender_repeats_his_suit_no_lead_penalty() {
    let mut t = table("N", "1H");
    by(&mut t, "W", "1S");
    elect(&mut t, Some("N"), "cancel");
    by(&mut t, "E", "P");
    by(&mut t, "S", "P");
    by(&mut t, "W", "1S");
    assert!(has_penalty(&t, "E", PenaltyKind::PassWhenever));
    assert!(
        !t.penalties_in_force()
            .any(|p| matches!(p.kind, PenaltyKind::Lead(_)))
    );
}

#[test]
fn rubber_law_31_a_before_any_call_when_offenders_lho_was_dealer() {
    let mut t = table("N", "");
    by(&mut t, "W", "1S"); // North, West's LHO, is dealer
    elect(&mut t, Some("N"), "cancel");
    assert_eq!(laws(&t), ["29(b)", "31(a)"]);
    assert!(has_penalty(&t, "E", PenaltyKind::PassWhenever));
    assert_eq!(t.turn(), Some(Seat::North));
}

#[test]
fn rubber_law_31_b_i_rho_passes_the_bid_must_be_repeated_no_penalty() {
    let mut t = table("N", "1H");
    by(&mut t, "S", "2H"); // at East's turn: South's RHO
    elect(&mut t, Some("W"), "cancel");
    by(&mut t, "E", "P");
    assert_eq!(laws(&t), ["29(b)", "31(b)", "31(b)(i)"]);
    assert_eq!(t.legal_calls(), CallSet::single(c("2H")));
    let before = t.state().clone();
    assert!(matches!(
        t.call(Seat::South, c("3H")),
        Err(EventError::MustRepeat { .. })
    ));
    assert_eq!(t.state(), &before);
    by(&mut t, "S", "2H");
    assert_eq!(t.penalties_in_force().count(), 0);
}

#[test]
fn rubber_law_31_b_i_an_insufficient_bid_repeated_is_corrected_under_law_27() {
    let mut t = table("N", "1S");
    by(&mut t, "S", "1H"); // insufficient and out of rotation (East's turn)
    elect(&mut t, Some("W"), "cancel");
    by(&mut t, "E", "P");
    let (law, chooser, options) = pending(&t);
    assert_eq!(
        (law.as_str(), chooser),
        ("31(b)(i)", Some(Chooser::Seat(Seat::South)))
    );
    assert_eq!(options, ["lowest-sufficient", "other-sufficient-or-pass"]);
    by(&mut t, "S", "2H"); // 27(a): the lowest sufficient bid in hearts
    assert_eq!(standing(&t), ["N:1S", "E:Pass", "S:2H"]);
    assert_eq!(t.penalties_in_force().count(), 0);
    assert_eq!(t.turn(), Some(Seat::West));
}

#[test]
fn rubber_law_31_b_i_insufficient_bid_corrected_by_another_bid_is_27_b() {
    let mut t = table("N", "1S");
    by(&mut t, "S", "1H");
    elect(&mut t, Some("W"), "cancel");
    by(&mut t, "E", "P");
    by(&mut t, "S", "2C");
    assert!(has_penalty(&t, "N", PenaltyKind::PassWhenever));
    assert!(has_penalty(&t, "N", lead(&[Suit::Hearts])));
}

#[test]
fn rubber_law_31_b_ii_rho_bids_offender_repeats_the_denomination() {
    let mut t = table("N", "1H");
    by(&mut t, "S", "2H");
    elect(&mut t, Some("W"), "cancel");
    by(&mut t, "E", "2S");
    by(&mut t, "S", "3H");
    assert_eq!(laws(&t), ["29(b)", "31(b)", "31(b)(ii)"]);
    assert_eq!(
        in_force(&t),
        [(
            Seat::North,
            PenaltyKind::PassNextTurn,
            "31(b)(ii)".to_owned()
        )]
    );
}

#[test]
fn rubber_law_31_b_ii_rho_bids_offender_does_not_repeat_the_denomination() {
    let mut t = table("N", "1H");
    by(&mut t, "S", "2H");
    elect(&mut t, Some("W"), "cancel");
    by(&mut t, "E", "2S");
    by(&mut t, "S", "3C");
    assert!(has_penalty(&t, "N", PenaltyKind::PassWhenever));
    assert!(has_penalty(&t, "N", lead(&[Suit::Hearts])));
}

#[test]
fn rubber_law_31_b_ii_footnote_rhos_illegal_call_penalised_then_b_ii_applies() {
    let mut t = table("N", "1S");
    by(&mut t, "S", "2H");
    elect(&mut t, Some("W"), "cancel");
    by(&mut t, "E", "1H"); // insufficient
    elect(&mut t, Some("S"), "correct");
    by(&mut t, "E", "P"); // 27(b)
    // East's illegal call was penalised: (b)(ii) applies, South may make any legal call.
    assert!(t.legal_calls().len() > 1);
    by(&mut t, "S", "2D");
    assert!(has_penalty(&t, "N", PenaltyKind::PassWhenever));
}

#[test]
fn rubber_law_32_a_double_at_partners_turn() {
    let mut t = table("N", "1H");
    by(&mut t, "W", "X"); // at East's turn
    elect(&mut t, Some("N"), "cancel");
    assert_eq!(laws(&t), ["29(b)", "32(a)"]);
    assert!(has_penalty(&t, "E", PenaltyKind::PassWhenever));
    assert!(has_penalty(&t, "E", lead_any()));
    by(&mut t, "E", "P");
    by(&mut t, "S", "P");
    assert!(
        !t.legal_calls().contains(Call::Double),
        "not the same bid he doubled out of turn"
    );
    by(&mut t, "W", "P");
    // A new bid may be doubled.
    let mut t2 = table("N", "1H");
    by(&mut t2, "W", "X");
    elect(&mut t2, Some("N"), "cancel");
    by(&mut t2, "E", "P");
    by(&mut t2, "S", "2H");
    assert!(t2.legal_calls().contains(Call::Double));
}

#[test]
fn rubber_law_32_b_i_rho_passes_double_repeated_no_penalty() {
    let mut t = table("N", "1H P");
    by(&mut t, "W", "X"); // at South's turn: West's RHO
    elect(&mut t, Some("N"), "cancel");
    by(&mut t, "S", "P");
    assert_eq!(t.legal_calls(), CallSet::DOUBLE);
    by(&mut t, "W", "X");
    assert_eq!(t.penalties_in_force().count(), 0);
}

#[test]
fn rubber_law_32_b_i_duty_to_repeat_lapses_when_partners_call_at_his_turn_is_accepted() {
    // West's double at South's turn is cancelled; South passes, so West
    // must repeat it; but East bids at West's turn and South accepts the
    // bid (29(a)): West has lost the turn the duty was for.
    let mut t = table("N", "3D P P 3H 5NT P");
    by(&mut t, "W", "X");
    elect(&mut t, Some("N"), "cancel");
    by(&mut t, "S", "P");
    assert_eq!(t.legal_calls(), CallSet::DOUBLE);
    by(&mut t, "E", "2S");
    elect(&mut t, Some("S"), "accept");
    assert!(
        !t.penalties_in_force()
            .any(|p| matches!(p.kind, PenaltyKind::Repeat { .. })),
        "the duty to repeat lapsed with the turn"
    );
    let accepted = t.rulings().last().unwrap();
    assert_eq!(accepted.law.to_string(), "rubber Law 29(a)");
    assert!(
        accepted.notes.iter().any(|n| n.contains("lapses")),
        "{:?}",
        accepted.notes
    );
    by(&mut t, "S", "P");
    // West may not double his partner's bid, and need not repeat anything.
    assert_eq!(t.turn(), Some(Seat::West));
    assert!(t.legal_calls().contains(Call::Pass));
    assert!(!t.legal_calls().contains(Call::Double));
    by(&mut t, "W", "P");
}

#[test]
fn rubber_law_32_b_ii_rho_bids_partner_passes_next_and_lead_penalty() {
    let mut t = table("N", "1H P");
    by(&mut t, "W", "X");
    elect(&mut t, Some("N"), "cancel");
    by(&mut t, "S", "2H");
    assert_eq!(laws(&t), ["29(b)", "32(b)", "32(b)(ii)"]);
    assert!(has_penalty(&t, "E", PenaltyKind::PassNextTurn));
    assert!(has_penalty(&t, "E", lead_any()));
    assert!(
        t.legal_calls().contains(Call::Double),
        "West may make any legal call"
    );
}

#[test]
fn rubber_law_32_footnote_after_any_call_a_double_at_lhos_turn_is_a_change_of_call() {
    let mut t = table("N", "P");
    by(&mut t, "N", "X");
    assert_eq!(pending(&t).0, "25(b)");
}

#[test]
fn rubber_law_33_simultaneous_call_is_deemed_subsequent() {
    let mut t = table("N", "1H");
    by(&mut t, "E", "1S");
    let annotation = Annotation {
        simultaneous: true,
        ..Annotation::default()
    };
    t.apply(Event::Call {
        seat: Seat::West,
        call: c("2D"),
        annotation,
    })
    .unwrap();
    assert_eq!(
        laws(&t),
        ["33", "29"],
        "subsequent to East's, hence at South's turn"
    );
    assert_eq!(pending(&t).1, Some(Chooser::Seat(Seat::North)));
}

#[test]
fn rubber_law_34_pass_out_of_rotation_that_would_close_reverts_to_the_player_deprived() {
    let mut t = table("N", "1H P P");
    by(&mut t, "N", "P"); // at West's turn: three passes would follow 1H
    assert!(!t.is_closed());
    assert!(t.pending().is_none());
    assert_eq!(laws(&t), ["34"]);
    assert_eq!(t.turn(), Some(Seat::West));
    assert_eq!(t.penalties_in_force().count(), 0);
    by(&mut t, "W", "2C");
    assert!(!t.is_closed());
}

#[test]
fn rubber_law_34_accepted_pass_out_of_rotation_later_passes_cancelled() {
    let mut t = table("N", "1H P");
    by(&mut t, "W", "P"); // at South's turn
    by(&mut t, "N", "P"); // North, West's LHO, accepts by calling: 1H P P P
    assert!(!t.is_closed());
    assert_eq!(t.turn(), Some(Seat::South));
    assert_eq!(standing(&t), ["N:1H", "E:Pass"]);
    assert!(laws(&t).contains(&"34".to_owned()));
}

/// Law 29(a): the call out of rotation accepted; the ruling cites 29(a).
#[test]
fn rubber_law_29_a_accepted_is_ruled_under_29_a() {
    let mut t = table("N", "1H");
    by(&mut t, "W", "1S"); // at East's turn
    elect(&mut t, Some("N"), "accept");
    assert_eq!(laws(&t), ["29(a)"]);
}

/// Law 29(b): the call out of rotation cancelled; the ruling cites 29(b),
/// the rectification its own law (31(a)).
#[test]
fn rubber_law_29_b_cancelled_is_ruled_under_29_b() {
    let mut t = table("N", "1H");
    by(&mut t, "W", "1S"); // at East's turn: West's partner
    elect(&mut t, Some("N"), "cancel");
    assert_eq!(laws(&t), ["29(b)", "31(a)"]);
}

/// Law 33: a call made simultaneously with the call of the player whose
/// turn it was, by the next player in rotation, is deemed subsequent and
/// so in rotation: the ruling names no offender.
#[test]
fn rubber_law_33_simultaneous_call_in_rotation_names_no_offender() {
    let mut t = table("N", "1H");
    by(&mut t, "E", "1S");
    let annotation = Annotation {
        simultaneous: true,
        ..Annotation::default()
    };
    t.apply(Event::Call {
        seat: Seat::South,
        call: c("2D"),
        annotation,
    })
    .unwrap();
    assert_eq!(laws(&t), ["33"]);
    assert_eq!(t.rulings()[0].offender, None);
    assert!(t.pending().is_none());
}
