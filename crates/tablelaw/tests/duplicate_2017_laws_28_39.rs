//! Duplicate 2017 Laws 28-39: calls out of rotation, simultaneous calls,
//! inadmissible calls; and the 2007 edition where it differs.

mod common;
use common::*;
use tablelaw::*;

#[test]
fn duplicate_2017_law_28_a_call_at_rhos_turn_when_rho_must_pass_is_in_rotation() {
    let mut t = d17("N", "1H");
    t.apply(Event::Expose {
        seat: seat("E"),
        cards: vec!["HK".parse().unwrap()],
        led: false,
    })
    .unwrap();
    by(&mut t, "E", "P");
    by(&mut t, "S", "2H");
    // West must pass; North calls without waiting for him.
    by(&mut t, "N", "3H");
    assert!(laws(&t).contains(&"28A".to_owned()));
    assert_eq!(standing(&t), ["N:1H", "E:Pass", "S:2H", "W:Pass", "N:3H"]);
}

#[test]
fn duplicate_2017_law_28_b_turn_player_calls_first_forfeits_rectification_16_c_applies() {
    let mut t = d17("N", "1H");
    by(&mut t, "S", "1S"); // at East's turn
    by(&mut t, "E", "2C"); // East calls at his own turn
    assert!(t.pending().is_none());
    assert!(laws(&t).contains(&"28B".to_owned()));
    assert_eq!(standing(&t), ["N:1H", "E:2C"]);
    assert_eq!(t.penalties_in_force().count(), 0, "Law 26 does not apply");
    assert_eq!(unauthorized(&t), [(1, Side::NorthSouth)]);
}

#[test]
fn duplicate_2017_law_29_a_lho_accepts_by_calling() {
    let mut t = d17("N", "1H");
    by(&mut t, "S", "1S"); // at East's turn; South's LHO is West
    assert_eq!(pending_citation(&t), "duplicate-2017 Law 29");
    assert_eq!(pending(&t).1, Some(Chooser::Seat(Seat::West)));
    by(&mut t, "W", "P");
    assert_eq!(standing(&t), ["N:1H", "S:1S", "W:Pass"]);
}

#[test]
fn duplicate_2017_law_30_a_pass_at_rhos_turn_offender_passes_next_turn() {
    let mut t = d17("N", "");
    by(&mut t, "E", "P"); // at North's turn
    elect(&mut t, Some("S"), "cancel");
    assert!(laws(&t).contains(&"30A".to_owned()));
    assert!(has_penalty(&t, "E", PenaltyKind::PassNextTurn));
}

#[test]
fn duplicate_2017_law_30_b_pass_at_partners_turn_partner_free_then_comparable_or_not() {
    for (finding, silenced) in [("comparable", false), ("not-comparable", true)] {
        let mut t = d17("N", "1C");
        by(&mut t, "W", "P"); // at East's turn
        elect(&mut t, Some("N"), "cancel");
        assert!(laws(&t).contains(&"30B".to_owned()));
        assert!(
            t.legal_calls().contains(c("X")),
            "East may make any legal call"
        );
        by(&mut t, "E", "1D");
        by(&mut t, "S", "1H");
        by(&mut t, "W", "P");
        assert_eq!(pending(&t).0, "30B");
        assert_eq!(pending(&t).1, Some(Chooser::Director));
        director(&mut t, finding);
        assert_eq!(has_penalty(&t, "E", PenaltyKind::PassNextTurn), silenced);
        assert_eq!(has_penalty(&t, "E", lead_not_specified()), silenced);
        assert_eq!(unauthorized(&t).is_empty(), !silenced);
    }
}

#[test]
fn duplicate_2017_law_30_b_2_a_call_at_lhos_turn_after_ones_own_is_a_change_of_call() {
    let mut t = d17("N", "1H");
    by(&mut t, "N", "P"); // at East's turn
    let (law, chooser, _) = pending(&t);
    assert_eq!(law, "25B");
    assert_eq!(chooser, Some(Chooser::Seat(Seat::East)));
}

#[test]
fn duplicate_2017_law_30_c_artificial_pass_is_ruled_under_law_31() {
    let mut t = d17("N", "1C");
    t.apply(Event::Call {
        seat: seat("W"),
        call: Call::Pass,
        annotation: Annotation {
            relates_to: vec![Suit::Hearts],
            ..Default::default()
        },
    })
    .unwrap();
    elect(&mut t, Some("N"), "cancel");
    assert!(laws(&t).contains(&"31B".to_owned()));
}

#[test]
fn duplicate_2017_law_31_a_1_rho_passes_the_bid_is_repeated() {
    let mut t = d17("N", "");
    by(&mut t, "E", "1H"); // at North's turn
    elect(&mut t, Some("S"), "cancel");
    by(&mut t, "N", "P");
    assert!(laws(&t).contains(&"31A1".to_owned()));
    assert_eq!(t.legal_calls(), CallSet::single(c("1H")));
    by(&mut t, "E", "1H");
    assert_eq!(t.penalties_in_force().count(), 0);
}

#[test]
fn duplicate_2017_law_31_a_1_rhos_pass_changed_to_a_bid_the_duty_to_repeat_lapses_and_31_a_2_applies()
 {
    // South bids at East's turn; West cancels; East passes (South must
    // repeat 1H), then changes his pass to 1D (25B) and South accepts by
    // calling: the pass that made South repeat is gone, and his call over
    // East's 1D is judged under 31A2.
    let mut t = d17("N", "1C");
    by(&mut t, "S", "1H");
    elect(&mut t, Some("W"), "cancel");
    by(&mut t, "E", "P");
    assert_eq!(t.legal_calls(), CallSet::single(c("1H")));
    change(&mut t, "E", "1D", ChangeFinding::Deliberate);
    by(&mut t, "S", "2C");
    assert!(
        !t.penalties_in_force()
            .any(|p| matches!(p.kind, PenaltyKind::Repeat { .. })),
        "the duty to repeat lapsed with East's pass"
    );
    let repeat = t
        .rulings()
        .iter()
        .find(|r| r.law.to_string().ends_with("31A1"))
        .unwrap();
    assert!(
        repeat
            .notes
            .iter()
            .any(|n| n.contains("no longer has to repeat")),
        "{:?}",
        repeat.notes
    );
    // The director judges East's 1D (25B1), then South's 2C (31A2).
    director(&mut t, "not-comparable");
    assert_eq!(pending_citation(&t), "duplicate-2017 Law 31A2");
    director(&mut t, "not-comparable");
    assert!(has_penalty(&t, "N", PenaltyKind::PassNextTurn));
    assert_eq!(t.turn(), Some(Seat::West));
    assert!(!t.legal_calls().is_empty());
}

#[test]
fn duplicate_2017_law_31_a_2_rho_bids_the_offenders_call_is_judged() {
    let mut t = d17("N", "");
    by(&mut t, "E", "1H");
    elect(&mut t, Some("S"), "cancel");
    by(&mut t, "N", "1S");
    by(&mut t, "E", "2D");
    assert_eq!(pending_citation(&t), "duplicate-2017 Law 31A2");
    director(&mut t, "not-comparable");
    assert!(has_penalty(&t, "W", PenaltyKind::PassNextTurn));
    assert!(!has_penalty(&t, "W", PenaltyKind::PassWhenever));
    by(&mut t, "S", "P");
    assert_eq!(t.legal_calls(), CallSet::PASS);
    by(&mut t, "W", "P");
    by(&mut t, "N", "2S");
    by(&mut t, "E", "P");
    by(&mut t, "S", "P");
    assert!(t.legal_calls().contains(c("3D")), "only at his next turn");
}

#[test]
fn duplicate_2017_law_31_b_bid_at_partners_turn_partner_calls_freely() {
    let mut t = d17("N", "1C");
    by(&mut t, "W", "1H"); // at East's turn
    elect(&mut t, Some("N"), "cancel");
    assert!(laws(&t).contains(&"31B".to_owned()));
    assert!(t.penalties_in_force().count() == 0);
    by(&mut t, "E", "X");
    by(&mut t, "S", "P");
    by(&mut t, "W", "2H");
    assert_eq!(pending(&t).0, "31B");
}

#[test]
fn duplicate_2017_law_32_a_double_at_rhos_turn_rho_passes_repeat() {
    let mut t = d17("N", "1H P");
    by(&mut t, "W", "X"); // at South's turn
    elect(&mut t, Some("N"), "cancel");
    assert!(laws(&t).contains(&"32A".to_owned()));
    by(&mut t, "S", "P");
    assert_eq!(t.legal_calls(), CallSet::single(c("X")));
}

#[test]
fn duplicate_2017_law_32_b_double_at_partners_turn_partner_free_then_judged() {
    let mut t = d17("N", "1H");
    by(&mut t, "W", "X"); // at East's turn
    elect(&mut t, Some("N"), "cancel");
    assert!(laws(&t).contains(&"32B".to_owned()));
    by(&mut t, "E", "P");
    by(&mut t, "S", "P");
    by(&mut t, "W", "X");
    assert_eq!(pending(&t).0, "32B");
    director(&mut t, "comparable");
    assert_eq!(t.penalties_in_force().count(), 0);
}

#[test]
fn duplicate_2017_law_33_simultaneous_call_is_subsequent() {
    let mut t = d17("N", "1H");
    by(&mut t, "E", "P");
    t.apply(Event::Call {
        seat: seat("W"),
        call: c("P"),
        annotation: Annotation {
            simultaneous: true,
            ..Default::default()
        },
    })
    .unwrap();
    assert!(laws(&t).contains(&"33".to_owned()));
}

#[test]
fn duplicate_2017_law_36_b_illegal_double_partner_passes_for_the_rest_26_b() {
    let mut t = d17("N", "1H P");
    by(&mut t, "S", "X"); // doubling partner
    let (law, chooser, _) = pending(&t);
    assert_eq!((law.as_str(), chooser), ("36B", Some(Chooser::Director)));
    director(&mut t, "penalty");
    assert!(has_penalty(&t, "N", PenaltyKind::PassWhenever));
    assert!(has_penalty(&t, "N", lead_not_specified()));
}

#[test]
fn duplicate_2017_law_36_a_lho_called_first_the_double_and_later_calls_cancelled() {
    let mut t = d17("N", "1H P");
    by(&mut t, "S", "X");
    by(&mut t, "W", "P");
    assert!(laws(&t).contains(&"36A".to_owned()));
    assert_eq!(standing(&t), ["N:1H", "E:Pass"]);
    assert_eq!(t.penalties_in_force().count(), 0);
}

#[test]
fn duplicate_2017_law_37_b_call_by_a_player_required_to_pass() {
    let mut t = d17("N", "");
    by(&mut t, "E", "P");
    elect(&mut t, Some("S"), "cancel");
    by(&mut t, "N", "1H");
    by(&mut t, "E", "1S"); // must pass
    assert_eq!(pending(&t).0, "37B");
    director(&mut t, "penalty");
    assert!(has_penalty(&t, "E", PenaltyKind::PassWhenever));
    assert!(has_penalty(&t, "W", PenaltyKind::PassWhenever));
}

#[test]
fn duplicate_2017_law_38_lho_calls_first_offenders_still_pass_without_26_b() {
    for (code, silenced) in [(CodeId::Duplicate2017, true), (CodeId::Rubber, false)] {
        let mut t = table_in(code, "N", None, "1H P 7H P");
        by(&mut t, "N", "8H");
        by(&mut t, "E", "P");
        assert_eq!(standing(&t), ["N:1H", "E:Pass", "S:7H", "W:Pass", "N:Pass"]);
        assert_eq!(has_penalty(&t, "S", PenaltyKind::PassWhenever), silenced);
        assert!(!has_penalty(&t, "N", lead_not_specified()));
    }
}

#[test]
fn duplicate_2017_law_39_b_and_c_call_after_the_final_pass() {
    let mut t = d17("N", "1H P P P");
    by(&mut t, "S", "2H"); // dummy: no rectification
    assert_eq!(laws(&t).last().unwrap(), "39B");
    by(&mut t, "E", "2S"); // a defender's bid
    assert_eq!(pending(&t).0, "39C");
    director(&mut t, "penalty");
    assert!(has_penalty(&t, "W", lead_not_specified()));
}

/// The one report's rule: condoned by the LHO's call, a ruling under Laws
/// 36-39 cites the clause applied: 36A, 37A, 38D, 39B.
#[test]
fn duplicate_2017_law_36_a_37_a_38_d_39_b_the_condoned_ruling_cites_its_clause() {
    let mut t = d17("N", "1H P");
    by(&mut t, "S", "X");
    by(&mut t, "W", "P");
    assert_eq!(laws(&t), ["36A", "36A"]);

    let mut t = d17("N", "1H P P P");
    by(&mut t, "E", "2S");
    by(&mut t, "S", "P");
    assert_eq!(laws(&t), ["39B", "39B"]);
}

/// 38D: condoned, only the lead restrictions are lifted; the bid and the
/// calls after it are still cancelled (38B), a pass substituted and the
/// offending side silenced (38C). 2007, whose clause letters were not
/// checked, cites Law 38 as a whole.
#[test]
fn duplicate_2017_law_38_d_condoned_bid_of_more_than_seven_cites_38_b_c_d() {
    let mut t = d17("N", "1H P 7H P");
    by(&mut t, "N", "8H");
    by(&mut t, "E", "P");
    assert_eq!(laws(&t), ["38D", "38D"]);
    let cited: Vec<String> = t
        .calls()
        .iter()
        .filter_map(|r| r.law.map(|l| l.path()))
        .collect();
    assert_eq!(cited, ["38B", "38B", "38C"]);
    assert!(
        in_force(&t)
            .iter()
            .all(|(_, kind, law)| *kind == PenaltyKind::PassWhenever && law == "38C"),
        "{:?}",
        in_force(&t)
    );
    let mut t = d07("N", "1H P 7H P");
    by(&mut t, "N", "8H");
    by(&mut t, "E", "P");
    assert_eq!(laws(&t), ["38", "38"]);
}

/// 2017 Law 37A excludes an action contrary to Law 19A1: a player bound to
/// pass (30A) who doubles his partner's bid makes an inadmissible double
/// (36), and when his LHO calls over it the double and the calls after it
/// are cancelled (36A), the auction reverting to him, still bound to pass.
#[test]
fn duplicate_2017_law_37_a_excludes_19_a_1_a_bound_players_double_of_partner_is_36_a() {
    let mut t = d17("N", "1H");
    by(&mut t, "S", "P"); // at East's turn, South's RHO
    elect(&mut t, Some("W"), "cancel"); // 30A: South passes at his next turn
    by(&mut t, "E", "P");
    by(&mut t, "S", "X"); // doubles his partner's bid, bound to pass
    assert_eq!(pending(&t).0, "36B");
    by(&mut t, "W", "2C"); // West calls before rectification
    assert_eq!(laws(&t).last().unwrap(), "36A");
    assert_eq!(standing(&t), ["N:1H", "E:Pass"]);
    assert_eq!(t.turn(), Some(Seat::South));
    assert_eq!(
        t.legal_calls(),
        CallSet::PASS,
        "still bound to pass at this turn"
    );
}

/// The same double with the director ruling first: Law 36B, the partner of
/// the offender silenced; the offender, still bound, passes.
#[test]
fn duplicate_2017_law_36_b_a_bound_players_double_of_partner_rectified() {
    let mut t = d17("N", "1H");
    by(&mut t, "S", "P");
    elect(&mut t, Some("W"), "cancel");
    by(&mut t, "E", "P");
    by(&mut t, "S", "X");
    director(&mut t, "penalty");
    assert!(has_penalty(&t, "N", PenaltyKind::PassWhenever));
    assert_eq!(t.legal_calls(), CallSet::PASS);
}

/// 28B or 29A: West bids out of rotation at North's (the dealer's) turn,
/// and North, his LHO whose turn it was, calls. Read as 29A: the call out
/// of rotation stands, accepted, and the ruling says which reading it took.
#[test]
fn duplicate_2017_law_29_a_over_28_b_the_lho_whose_turn_it_was_calls() {
    let mut t = d17("N", "");
    by(&mut t, "W", "1S");
    by(&mut t, "N", "2H");
    assert_eq!(laws(&t), ["29A"]);
    assert_eq!(standing(&t), ["W:1S", "N:2H"]);
    let notes = &t.rulings()[0].notes;
    assert!(
        notes.iter().any(|n| n.contains("28B") && n.contains("29A")),
        "{notes:?}"
    );
}

// ----- The 2007 edition where it differs -----

#[test]
fn duplicate_2007_law_16_d_and_17_e_2_cited_in_the_2007_numbering() {
    let mut t = d07("N", "1H P P");
    by(&mut t, "N", "P");
    assert_eq!(laws(&t).last().unwrap(), "17E2");
    assert_eq!(t.unauthorized()[0].law.path(), "16D");
}

#[test]
fn duplicate_2007_law_22_all_pass() {
    let t = d07("N", "P P P P");
    assert_eq!(t.rulings()[0].law.to_string(), "duplicate-2007 Law 22");
}

#[test]
fn duplicate_2007_law_25_a_lho_has_no_right_to_withdraw_his_call() {
    let mut t = d07("N", "1H P");
    change(&mut t, "N", "1S", ChangeFinding::Inadvertent);
    assert!(t.pending().is_none());
    assert_eq!(standing(&t), ["N:1S", "E:Pass"]);
    assert_eq!(laws(&t), ["25A"]);
}

#[test]
fn duplicate_2007_law_27_b_1_a_the_lowest_sufficient_bid_needs_the_directors_opinion() {
    let mut t = d07("N", "1S");
    by(&mut t, "E", "1H");
    elect(&mut t, Some("S"), "correct");
    by(&mut t, "E", "2H");
    assert_eq!(pending_citation(&t), "duplicate-2007 Law 27B1");
    director(&mut t, "not-comparable");
    assert!(has_penalty(&t, "W", PenaltyKind::PassWhenever));
    // 2007 Law 26A: hearts, unless East specifies them in the legal auction.
    assert!(has_penalty(
        &t,
        "W",
        PenaltyKind::Lead(LeadPenalty::RequireOrProhibitUnlessSpecified {
            suits: vec![Suit::Hearts]
        })
    ));
}

#[test]
fn duplicate_2007_law_26_b_other_withdrawn_call_prohibit_any_one_suit() {
    let mut t = d07("N", "2C");
    by(&mut t, "E", "1NT");
    elect(&mut t, Some("S"), "correct");
    by(&mut t, "E", "P");
    director(&mut t, "not-comparable");
    assert!(has_penalty(&t, "W", lead_any()));
}

#[test]
fn duplicate_2007_law_30_b_2_pass_at_partners_turn_offender_silenced_partner_may_not_double() {
    let mut t = d07("N", "1C");
    by(&mut t, "W", "P");
    elect(&mut t, Some("N"), "cancel");
    assert!(laws(&t).contains(&"30B2".to_owned()));
    assert!(has_penalty(&t, "W", PenaltyKind::PassWhenever));
    assert!(!t.legal_calls().contains(c("X")));
}

#[test]
fn duplicate_2007_law_31_b_bid_at_partners_turn_partner_passes_for_the_rest() {
    let mut t = d07("N", "1C");
    by(&mut t, "W", "1H");
    elect(&mut t, Some("N"), "cancel");
    assert!(laws(&t).contains(&"31B".to_owned()));
    assert_eq!(t.legal_calls(), CallSet::PASS);
    assert!(has_penalty(&t, "E", PenaltyKind::PassWhenever));
}

#[test]
fn duplicate_2007_law_31_a_2_repeating_the_denomination_silences_partner_once() {
    let mut t = d07("N", "");
    by(&mut t, "E", "1H");
    elect(&mut t, Some("S"), "cancel");
    by(&mut t, "N", "1S");
    by(&mut t, "E", "2H");
    assert!(t.pending().is_none(), "no finding in 2007");
    assert!(has_penalty(&t, "W", PenaltyKind::PassNextTurn));
}

#[test]
fn duplicate_2007_law_32_a_double_at_partners_turn_partner_silenced_offender_may_double_again() {
    let mut t = d07("N", "1H");
    by(&mut t, "W", "X");
    elect(&mut t, Some("N"), "cancel");
    assert!(laws(&t).contains(&"32A".to_owned()));
    assert!(has_penalty(&t, "E", PenaltyKind::PassWhenever));
    assert!(
        !t.penalties_in_force()
            .any(|p| matches!(p.kind, PenaltyKind::NoDoubleOrRedoubleOf { .. })),
        "rubber 32(a) bars the same double again; 2007 does not"
    );
}

#[test]
fn duplicate_2007_law_32_b_2_rho_bids_partner_passes_for_the_rest() {
    let mut t = d07("N", "1H P");
    by(&mut t, "W", "X"); // at South's turn
    elect(&mut t, Some("N"), "cancel");
    by(&mut t, "S", "2H");
    assert!(laws(&t).contains(&"32B2".to_owned()));
    assert!(has_penalty(&t, "E", PenaltyKind::PassWhenever));
}

#[test]
fn duplicate_2007_law_26_lead_penalty_offered_once_the_finding_on_a_change_that_closed_the_auction_is_made()
 {
    // West's 1H out of rotation is cancelled (31B: the lead penalties of
    // Law 26 for hearts); later West changes his 1D to a pass, North
    // accepts the change, and the pass closes the auction while the
    // director's finding on it waits. Once it is made, declarer is asked
    // for his lead penalty before East, the offender's partner, leads.
    let deal = "N:AKQ2.AK2.A32.A32 J976.Q43.K54.K54 T843.J65.Q6.QJ76 5.T987.JT987.T98";
    let mut t = table_in(CodeId::Duplicate2007, "N", Some(deal), "1C");
    by(&mut t, "W", "1H");
    elect(&mut t, Some("N"), "cancel");
    by(&mut t, "E", "P");
    by(&mut t, "S", "P");
    by(&mut t, "W", "1D");
    change(&mut t, "W", "P", ChangeFinding::Deliberate);
    elect(&mut t, Some("N"), "accept");
    assert!(t.play().is_some(), "the auction closed");
    director(&mut t, "not-comparable");
    let (law, chooser, options) = pending(&t);
    assert_eq!(law, "26");
    assert_eq!(chooser, Some(Chooser::Seat(Seat::North)));
    assert!(options.contains(&"require-lead"), "{options:?}");
    assert!(
        !t.legal_actions()
            .iter()
            .any(|a| matches!(a, Event::Play { .. })),
        "East waits for declarer's choice"
    );
}

#[test]
fn duplicate_2007_law_32_b_rho_loses_the_turn_that_was_to_decide_the_double_stays_cancelled() {
    // North doubles 7C at West's turn (his RHO's); East cancels it, so
    // West's call was to decide (32B1, 32B2). But East passes at West's
    // turn and South accepts it (29A): West has lost that turn. The double
    // stays cancelled and nothing follows from it: North is not left bound
    // to double his partner's bid later.
    let mut t = d07("W", "P P 7C P");
    by(&mut t, "N", "X");
    elect(&mut t, Some("E"), "cancel");
    by(&mut t, "E", "P");
    elect(&mut t, Some("S"), "accept");
    let accepted = t.rulings().last().unwrap();
    assert!(
        accepted.notes.iter().any(|n| n.contains("stays cancelled")),
        "{:?}",
        accepted.notes
    );
    by(&mut t, "S", "7H");
    by(&mut t, "W", "P");
    assert_eq!(t.turn(), Some(Seat::North));
    assert!(
        !t.penalties_in_force()
            .any(|p| matches!(p.kind, PenaltyKind::Repeat { .. })),
        "no duty to repeat the double"
    );
    assert!(t.legal_calls().contains(Call::Pass));
}
