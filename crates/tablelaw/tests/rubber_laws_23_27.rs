//! Rubber Laws 23-27: exposed card, correction and change of call, lead
//! penalties, insufficient bid.

mod common;
use common::*;
use tablelaw::*;

fn expose(t: &mut Table, s: &str, cards: &[&str], led: bool) {
    let cards = cards.iter().map(|c| c.parse().unwrap()).collect();
    t.apply(Event::Expose {
        seat: seat(s),
        cards,
        led,
    })
    .unwrap();
}

#[test]
fn rubber_law_23_a_single_low_card_no_further_penalty_but_penalty_card_if_defender() {
    let mut t = table("N", "1H");
    expose(&mut t, "E", &["S5"], false);
    assert_eq!(laws(&t), ["23(a)"]);
    assert!(
        !t.penalties_in_force()
            .any(|p| p.kind.clone() == PenaltyKind::PassNextTurn)
    );
    pass_out(&mut t);
    // East is a defender: declarer may treat the card as a penalty card.
    let cards = PenaltyKind::PenaltyCards {
        cards: vec!["S5".parse().unwrap()],
    };
    assert!(has_penalty(&t, "E", cards));
}

#[test]
fn rubber_law_23_penalty_card_lapses_if_offender_becomes_declarer_or_dummy() {
    let mut t = table("N", "1H");
    expose(&mut t, "S", &["S5"], false);
    pass_out(&mut t);
    assert_eq!(t.penalties_in_force().count(), 0);
}

#[test]
fn rubber_law_23_b_honour_exposed_partner_must_pass_next_turn() {
    let mut t = table("N", "1H");
    expose(&mut t, "E", &["SK"], false);
    assert_eq!(laws(&t), ["23(b)"]);
    assert!(has_penalty(&t, "W", PenaltyKind::PassNextTurn));
    by(&mut t, "E", "1S");
    by(&mut t, "S", "2H");
    assert_eq!(t.legal_calls(), CallSet::PASS, "West must pass");
    by(&mut t, "W", "P");
    assert!(
        !has_penalty(&t, "W", PenaltyKind::PassNextTurn),
        "only when next it is his turn"
    );
    by(&mut t, "N", "3H");
    by(&mut t, "E", "P");
    by(&mut t, "S", "P");
    assert_eq!(t.turn(), Some(Seat::West));
    assert!(t.legal_calls().contains(c("3S")));
}

#[test]
fn rubber_law_23_b_card_prematurely_led_or_more_than_one_card() {
    let mut t = table("N", "1H");
    expose(&mut t, "E", &["S2"], true);
    assert!(has_penalty(&t, "W", PenaltyKind::PassNextTurn));
    let mut t = table("N", "1H");
    expose(&mut t, "E", &["S2", "D3"], false);
    assert_eq!(laws(&t), ["23(b)"]);
    assert!(has_penalty(&t, "W", PenaltyKind::PassNextTurn));
}

#[test]
fn rubber_law_23_b_partner_bidding_when_bound_to_pass_is_law_37() {
    let mut t = table("N", "1H");
    expose(&mut t, "E", &["SK"], false);
    by(&mut t, "E", "P");
    by(&mut t, "S", "P");
    by(&mut t, "W", "1S");
    assert_eq!(pending(&t).0, "37");
}

#[test]
fn rubber_law_23_c_finding_is_recorded_on_the_silencing_ruling() {
    let mut t = table("N", "1H");
    expose(&mut t, "E", &["SK"], false);
    t.apply(Event::Finding(Finding::DamageLikely { ruling: None }))
        .unwrap();
    assert_eq!(laws(&t), ["23(b)", "23(c)"]);
    assert!(t.rulings()[0].notes.iter().any(|n| n.contains("redress")));
    assert!(t.rulings()[1].finding.is_some());
}

#[test]
fn rubber_law_23_c_needs_a_ruling_that_silences_partner() {
    let mut t = table("N", "1H");
    let before = t.state().clone();
    let err = t
        .apply(Event::Finding(Finding::DamageLikely { ruling: None }))
        .unwrap_err();
    assert!(matches!(err, EventError::NoSilencingRuling { .. }));
    assert_eq!(t.state(), &before);
}

#[test]
fn rubber_law_23_exposed_card_must_be_held() {
    let deal: Deal = "N:KT8.A96.A95.7542 Q5.KJ52.KQ874.T8 AJ92.874.JT6.AQ3 7643.QT3.32.KJ96"
        .parse()
        .unwrap();
    let mut t = Table::with_setup(TableSetup {
        code: CodeId::Rubber,
        dealer: Seat::North,
        deal: Some(deal),
        vulnerability: Default::default(),
    });
    let before = t.state().clone();
    let err = t.apply(Event::Expose {
        seat: Seat::East,
        cards: vec!["SA".parse().unwrap()],
        led: false,
    });
    assert!(matches!(err, Err(EventError::CardNotHeld { .. })));
    assert_eq!(t.state(), &before);
    t.apply(Event::Expose {
        seat: Seat::East,
        cards: vec!["SQ".parse().unwrap()],
        led: false,
    })
    .unwrap();
    let err = t.apply(Event::Expose {
        seat: Seat::East,
        cards: vec!["SQ".parse().unwrap()],
        led: false,
    });
    assert!(matches!(err, Err(EventError::CardAlreadyExposed { .. })));
}

#[test]
fn rubber_law_24_inadvertent_call_corrected_without_pause_stands_without_penalty() {
    let mut t = table("N", "1H");
    by(&mut t, "E", "P");
    change(&mut t, "E", "1S", ChangeFinding::Inadvertent);
    assert_eq!(standing(&t), ["N:1H", "E:1S"]);
    assert_eq!(t.penalties_in_force().count(), 0);
    assert_eq!(laws(&t), ["24"]);
    // A correction in time names no irregularity.
    assert_eq!(t.rulings()[0].offender, None);
    assert_eq!(t.turn(), Some(Seat::South));
}

#[test]
fn rubber_law_24_if_the_intended_call_is_illegal_the_applicable_law() {
    let mut t = table("N", "1S");
    by(&mut t, "E", "P");
    change(&mut t, "E", "1H", ChangeFinding::Inadvertent);
    assert_eq!(laws(&t), ["24", "27"]);
    assert_eq!(pending(&t).1, Some(Chooser::Seat(Seat::South)));
}

#[test]
fn rubber_law_25_a_first_call_illegal_substitute_cancelled() {
    let mut t = table("N", "1S");
    by(&mut t, "E", "1H"); // insufficient
    change(&mut t, "E", "2H", ChangeFinding::Deliberate);
    assert_eq!(laws(&t), ["27", "25(a)"]);
    assert_eq!(t.calls()[2].status, CallStatus::Cancelled);
    // The offender is subject to Law 27: South still chooses.
    assert_eq!(pending(&t).0, "27");
}

#[test]
fn rubber_law_25_a_an_inadmissible_substitute_is_subject_to_law_36_at_once() {
    // South's 1H is insufficient; his substitute, a double of his partner's
    // bid, is one Law 19 does not permit: Law 36 applies to it at once.
    let mut t = table("N", "1S P");
    by(&mut t, "S", "1H");
    change(&mut t, "S", "X", ChangeFinding::Deliberate);
    assert_eq!(laws(&t), ["27", "25(a)", "36"]);
    assert_eq!(t.calls()[3].status, CallStatus::Cancelled);
    assert!(has_penalty(&t, "N", PenaltyKind::PassWhenever));
    assert!(has_penalty(&t, "N", lead_any()), "26(b) for the double");
    // Law 27 on the first call still waits on West; his call accepts the
    // 1H and condones nothing the law has already ruled.
    assert_eq!(pending(&t).0, "27");
    by(&mut t, "W", "P");
    assert!(has_penalty(&t, "N", PenaltyKind::PassWhenever));
    assert_eq!(t.legal_calls(), CallSet::PASS, "North must pass");
    // A legal substitute for an illegal first call is only cancelled.
    let mut t = table("N", "1S P");
    by(&mut t, "S", "1H");
    change(&mut t, "S", "2H", ChangeFinding::Deliberate);
    assert_eq!(laws(&t), ["27", "25(a)"]);
    assert!(!has_penalty(&t, "N", PenaltyKind::PassWhenever));
}

#[test]
fn rubber_law_25_b_i_first_call_stands_partner_passes_next_turn() {
    let mut t = table("N", "1H");
    by(&mut t, "E", "1S");
    change(&mut t, "E", "2D", ChangeFinding::Deliberate);
    let (law, chooser, options) = pending(&t);
    assert_eq!(
        (law.as_str(), chooser),
        ("25(b)", Some(Chooser::Seat(Seat::East)))
    );
    assert_eq!(options, ["first-call-stands", "other-call"]);
    elect(&mut t, Some("E"), "first-call-stands");
    assert_eq!(standing(&t), ["N:1H", "E:1S"]);
    assert_eq!(
        in_force(&t),
        [(Seat::West, PenaltyKind::PassNextTurn, "25(b)(i)".to_owned())]
    );
    // The ruling cites the clause applied.
    assert_eq!(laws(&t), ["25(b)(i)"]);
}

#[test]
fn rubber_law_25_b_ii_other_legal_call_partner_passes_whenever_and_lead_penalty() {
    let mut t = table("N", "1H");
    by(&mut t, "E", "1S");
    change(&mut t, "E", "2D", ChangeFinding::Deliberate);
    elect(&mut t, Some("E"), "other-call");
    assert_eq!(standing(&t), ["N:1H", "E:2D"]);
    assert!(has_penalty(&t, "W", PenaltyKind::PassWhenever));
    // Law 26(a): the changed call, 1S, was in a suit not repeated.
    assert!(has_penalty(&t, "W", lead(&[Suit::Spades])));
    by(&mut t, "S", "2H");
    assert_eq!(t.legal_calls(), CallSet::PASS);
    by(&mut t, "W", "P");
    by(&mut t, "N", "4H");
    by(&mut t, "E", "P");
    by(&mut t, "S", "P");
    assert_eq!(t.legal_calls(), CallSet::PASS, "whenever it is his turn");
    by(&mut t, "W", "P");
    assert!(t.is_closed());
    // West is a defender: the lead penalty stays for declarer to decide.
    assert!(has_penalty(&t, "W", lead(&[Suit::Spades])));
    assert!(
        !has_penalty(&t, "W", PenaltyKind::PassWhenever),
        "the auction penalty lapses at the close"
    );
}

#[test]
fn rubber_law_25_b_ii_offender_may_name_another_call() {
    let mut t = table("N", "1H");
    by(&mut t, "E", "1S");
    change(&mut t, "E", "2D", ChangeFinding::Deliberate);
    elect_call(&mut t, "E", "other-call", "1NT");
    assert_eq!(standing(&t), ["N:1H", "E:1NT"]);
}

#[test]
fn rubber_law_25_b_ii_other_call_must_be_legal() {
    let mut t = table("N", "1H");
    by(&mut t, "E", "1S");
    change(&mut t, "E", "2D", ChangeFinding::Deliberate);
    let before = t.state().clone();
    let err = t.apply(Event::Elect {
        seat: Some(Seat::East),
        option: OptionId::OtherCall,
        call: Some(c("1D")),
        suit: None,
        also: Vec::new(),
    });
    assert!(matches!(err, Err(EventError::NotLegal { .. })));
    assert_eq!(t.state(), &before);
}

#[test]
fn rubber_law_25_footnote_call_at_lhos_turn_after_a_bid_is_a_change_of_call() {
    let mut t = table("N", "1H");
    by(&mut t, "N", "2H"); // at East's turn: North's LHO
    assert_eq!(pending(&t).0, "25(b)");
}

#[test]
fn rubber_law_26_a_lead_penalty_lapses_if_offenders_side_declares() {
    let mut t = table("N", "1H");
    by(&mut t, "E", "1S");
    change(&mut t, "E", "2D", ChangeFinding::Deliberate);
    elect(&mut t, Some("E"), "other-call");
    by(&mut t, "S", "P");
    by(&mut t, "W", "P");
    by(&mut t, "N", "P");
    assert_eq!(t.contract().unwrap().declarer, Seat::East);
    assert_eq!(t.penalties_in_force().count(), 0);
}

#[test]
fn rubber_law_26_a_artificial_call_relates_to_its_suits() {
    let mut t = table("N", "1NT");
    let annotation = Annotation {
        relates_to: vec![Suit::Hearts, Suit::Spades],
        ..Annotation::default()
    };
    t.apply(Event::Call {
        seat: Seat::East,
        call: c("2C"),
        annotation,
    })
    .unwrap();
    change(&mut t, "E", "P", ChangeFinding::Deliberate);
    elect(&mut t, Some("E"), "other-call");
    assert!(has_penalty(&t, "W", lead(&[Suit::Hearts, Suit::Spades])));
}

#[test]
fn rubber_law_27_accepted_by_lho_calling() {
    let mut t = table("N", "1S");
    by(&mut t, "E", "1H");
    let (law, chooser, options) = pending(&t);
    assert_eq!(
        (law.as_str(), chooser),
        ("27", Some(Chooser::Seat(Seat::South)))
    );
    assert_eq!(options, ["accept", "correct"]);
    by(&mut t, "S", "2S");
    assert_eq!(standing(&t), ["N:1S", "E:1H", "S:2S"]);
    assert_eq!(t.rulings()[0].chosen, Some(OptionId::Accept));
    assert_eq!(t.penalties_in_force().count(), 0);
}

#[test]
fn rubber_law_27_accepted_by_election_then_bids_must_supersede_it() {
    let mut t = table("N", "1S");
    by(&mut t, "E", "1H");
    elect(&mut t, Some("S"), "accept");
    assert_eq!(t.turn(), Some(Seat::South));
    assert!(
        t.legal_calls().contains(c("1S")),
        "1H is treated as legal: 1S supersedes it"
    );
}

#[test]
fn rubber_law_27_an_election_names_no_call_or_suit_its_option_does_not_take() {
    let mut t = table("N", "1S");
    by(&mut t, "E", "1H");
    let before = t.state().clone();
    for (call, suit) in [(Some(c("2H")), None), (None, Some(Suit::Hearts))] {
        let err = t.apply(Event::Elect {
            seat: Some(Seat::South),
            option: OptionId::Accept,
            call,
            suit,
            also: Vec::new(),
        });
        assert!(
            matches!(
                err,
                Err(EventError::NotTaken {
                    option: OptionId::Accept,
                    ..
                })
            ),
            "{err:?}"
        );
        assert_eq!(t.state(), &before);
    }
    elect(&mut t, Some("S"), "correct");
    // The lowest sufficient bid is elected as such, without naming it; a
    // call goes with `other-sufficient-or-pass` only.
    let err = t.apply(Event::Elect {
        seat: Some(Seat::East),
        option: OptionId::LowestSufficient,
        call: Some(c("2H")),
        suit: None,
        also: Vec::new(),
    });
    assert!(matches!(err, Err(EventError::NotTaken { .. })), "{err:?}");
    let err = t.apply(Event::Elect {
        seat: Some(Seat::East),
        option: OptionId::OtherSufficientOrPass,
        call: Some(c("2H")),
        suit: Some(Suit::Hearts),
        also: Vec::new(),
    });
    assert!(matches!(err, Err(EventError::NotTaken { .. })), "{err:?}");
    elect_call(&mut t, "E", "other-sufficient-or-pass", "2H");
    assert_eq!(standing(&t), ["N:1S", "E:2H"]);
}

#[test]
fn rubber_law_27_a_lowest_sufficient_bid_in_same_denomination_no_penalty() {
    let mut t = table("N", "1S");
    by(&mut t, "E", "1H");
    elect(&mut t, Some("S"), "correct");
    let (_, chooser, options) = pending(&t);
    assert_eq!(chooser, Some(Chooser::Seat(Seat::East)));
    assert_eq!(options, ["lowest-sufficient", "other-sufficient-or-pass"]);
    by(&mut t, "E", "2H");
    assert_eq!(standing(&t), ["N:1S", "E:2H"]);
    assert_eq!(t.penalties_in_force().count(), 0);
    assert_eq!(t.calls()[2].law.unwrap().path(), "27(a)");
}

#[test]
fn rubber_law_27_b_other_sufficient_bid_partner_passes_whenever_and_lead_penalty() {
    let mut t = table("N", "1S");
    by(&mut t, "E", "1H");
    elect(&mut t, Some("S"), "correct");
    by(&mut t, "E", "2NT");
    assert!(has_penalty(&t, "W", PenaltyKind::PassWhenever));
    assert!(has_penalty(&t, "W", lead(&[Suit::Hearts])));
}

#[test]
fn rubber_law_27_b_pass_substituted() {
    let mut t = table("N", "1S");
    by(&mut t, "E", "1H");
    elect(&mut t, Some("S"), "correct");
    by(&mut t, "E", "P");
    assert!(has_penalty(&t, "W", PenaltyKind::PassWhenever));
    assert!(has_penalty(&t, "W", lead(&[Suit::Hearts])));
    assert_eq!(t.turn(), Some(Seat::South));
}

#[test]
fn rubber_law_27_attempted_double_cancelled_offender_must_pass_penalty_b() {
    let mut t = table("N", "1S");
    by(&mut t, "E", "1H");
    elect(&mut t, Some("S"), "correct");
    by(&mut t, "E", "X");
    assert_eq!(t.calls()[2].status, CallStatus::Cancelled);
    assert_eq!(t.turn(), Some(Seat::East));
    assert_eq!(t.legal_calls(), CallSet::PASS, "he must pass at that turn");
    assert!(has_penalty(&t, "W", PenaltyKind::PassWhenever));
    by(&mut t, "E", "P");
    assert_eq!(t.turn(), Some(Seat::South));
}

#[test]
fn rubber_law_27_a_double_attempted_after_the_penalties_were_stated_leads_under_26_on_the_bid_only()
{
    // The law's main text, not its footnote: the compelled pass, then Law
    // 26 on the call actually changed (1H to a pass: 26(a), hearts).
    let mut t = table("N", "1S");
    by(&mut t, "E", "1H");
    elect(&mut t, Some("S"), "correct");
    by(&mut t, "E", "X");
    by(&mut t, "E", "P");
    assert!(has_penalty(&t, "W", lead(&[Suit::Hearts])));
    assert!(
        !has_penalty(&t, "W", lead_any()),
        "no 26(b) option for the cancelled double: {:?}",
        in_force(&t)
    );
    let leads = t
        .penalties_in_force()
        .filter(|p| matches!(p.kind, PenaltyKind::Lead(_)))
        .count();
    assert_eq!(leads, 1, "one lead penalty, not two alternatives");
    // Redoubling is the same.
    let mut t = table("N", "1S X");
    by(&mut t, "S", "1H");
    elect(&mut t, Some("W"), "correct");
    by(&mut t, "S", "XX");
    assert_eq!(t.legal_calls(), CallSet::PASS);
    assert!(!has_penalty(&t, "N", lead_any()));
    assert!(has_penalty(&t, "N", lead(&[Suit::Hearts])));
}

#[test]
fn rubber_law_27_footnote_attempted_substitution_draws_lead_penalty() {
    let mut t = table("N", "1S");
    by(&mut t, "E", "1H");
    change(&mut t, "E", "2NT", ChangeFinding::Deliberate); // attempted before the penalties were stated
    elect(&mut t, Some("S"), "correct");
    by(&mut t, "E", "2H"); // 27(a): no penalty for the correction itself
    assert!(!has_penalty(&t, "W", PenaltyKind::PassWhenever));
    assert!(
        has_penalty(&t, "W", lead_any()),
        "26(b)(i) for the attempted 2NT"
    );
}

#[test]
fn rubber_law_27_substitution_must_be_sufficient() {
    let mut t = table("N", "1S");
    by(&mut t, "E", "1H");
    elect(&mut t, Some("S"), "correct");
    let before = t.state().clone();
    let err = t.call(Seat::East, c("1D")).unwrap_err();
    assert!(matches!(err, EventError::MustSubstitute { .. }));
    assert_eq!(t.state(), &before);
}

#[test]
fn rubber_law_27_insufficient_bid_out_of_rotation_is_law_31() {
    let mut t = table("N", "1S");
    by(&mut t, "W", "1H"); // at East's turn: West's partner
    assert_eq!(pending(&t).0, "29");
    elect(&mut t, Some("N"), "cancel");
    assert_eq!(laws(&t), ["29(b)", "31(a)"]);
}

#[test]
fn rubber_law_25_b_ii_a_further_change_while_choosing_is_the_other_call() {
    let mut t = table("N", "1H");
    by(&mut t, "E", "1S");
    change(&mut t, "E", "2D", ChangeFinding::Deliberate);
    change(&mut t, "E", "2C", ChangeFinding::Deliberate);
    assert!(t.pending().is_none());
    assert_eq!(standing(&t), ["N:1H", "E:2C"]);
    assert_eq!(t.rulings()[0].chosen, Some(OptionId::OtherCall));
    assert!(has_penalty(&t, "W", PenaltyKind::PassWhenever));
}

#[test]
fn rubber_law_25_b_offenders_call_while_choosing_is_the_other_call() {
    let mut t = table("N", "1H");
    by(&mut t, "E", "1S");
    change(&mut t, "E", "2D", ChangeFinding::Deliberate);
    // Another call than the substitute: 2D said again is no election
    // (decision 174; `repeated_call.rs`).
    by(&mut t, "E", "2C");
    assert_eq!(standing(&t), ["N:1H", "E:2C"]);
    assert_eq!(t.turn(), Some(Seat::South));
}

/// The one report's rule: a ruling's `law` is the clause applied once its
/// option is elected. Law 27(a): the lowest sufficient bid in the
/// denomination, no penalty.
#[test]
fn rubber_law_27_a_the_lowest_sufficient_bid_is_ruled_under_27_a() {
    let mut t = table("N", "1S");
    by(&mut t, "E", "1H");
    elect(&mut t, Some("S"), "correct");
    by(&mut t, "E", "2H");
    assert_eq!(laws(&t), ["27", "27(a)"]);
    assert_eq!(t.rulings()[1].chosen, Some(OptionId::LowestSufficient));
}

/// Law 27(b): any other sufficient bid silences the offender's partner;
/// the ruling cites 27(b).
#[test]
fn rubber_law_27_b_another_sufficient_bid_is_ruled_under_27_b() {
    let mut t = table("N", "1S");
    by(&mut t, "E", "1H");
    elect(&mut t, Some("S"), "correct");
    by(&mut t, "E", "3H");
    assert_eq!(laws(&t), ["27", "27(b)"]);
}

/// Law 27's first paragraph (no letter): the insufficient bid accepted; the
/// ruling cites Law 27.
#[test]
fn rubber_law_27_accepted_insufficient_bid_is_ruled_under_27() {
    let mut t = table("N", "1S");
    by(&mut t, "E", "1H");
    elect(&mut t, Some("S"), "accept");
    assert_eq!(laws(&t), ["27"]);
    assert_eq!(standing(&t), ["N:1S", "E:1H"]);
}
