//! Rubber Laws 35-40: inadmissible calls, calls after the close, partnership agreements.

mod common;
use common::*;
use tablelaw::*;

fn east_bound_to_pass() -> Table {
    // North opens; West exposes an honour, so East must pass at his next turn (Law 23(b)).
    let mut t = table("N", "1H");
    t.apply(Event::Expose {
        seat: Seat::West,
        cards: vec!["SK".parse().unwrap()],
        led: false,
    })
    .unwrap();
    t
}

#[test]
fn rubber_law_35_a_inadmissible_double_condoned_all_cancelled_reverts() {
    let mut t = table("N", "1H P");
    by(&mut t, "S", "X"); // doubles partner's bid
    assert_eq!(pending(&t).0, "36");
    by(&mut t, "W", "2C"); // West, South's LHO, calls before the penalty is assessed
    assert!(laws(&t).contains(&"35(a)".to_owned()));
    assert_eq!(standing(&t), ["N:1H", "E:Pass"]);
    assert_eq!(t.turn(), Some(Seat::South));
    assert_eq!(t.penalties_in_force().count(), 0);
}

#[test]
fn rubber_law_35_b_call_by_player_required_to_pass_condoned_stands() {
    let mut t = east_bound_to_pass();
    by(&mut t, "E", "1S");
    assert_eq!(pending(&t).0, "37");
    by(&mut t, "S", "2H");
    assert!(laws(&t).contains(&"35(b)".to_owned()));
    assert_eq!(standing(&t), ["N:1H", "E:1S", "S:2H"]);
    assert!(
        !t.penalties_in_force()
            .any(|p| p.kind.binds_auction_for_test())
    );
}

#[test]
fn rubber_law_35_b_offender_bound_for_the_remainder_still_must_pass() {
    let mut t = table("N", "1H");
    by(&mut t, "W", "P"); // pass out of rotation at partner's turn, after a bid
    elect(&mut t, Some("N"), "cancel"); // 30(b): West must pass whenever
    by(&mut t, "E", "P");
    by(&mut t, "S", "P");
    by(&mut t, "W", "2C");
    by(&mut t, "N", "2H"); // condones
    assert_eq!(standing(&t), ["N:1H", "E:Pass", "S:Pass", "W:2C", "N:2H"]);
    by(&mut t, "E", "P");
    by(&mut t, "S", "P");
    assert_eq!(t.legal_calls(), CallSet::PASS, "West still must pass");
}

#[test]
fn rubber_law_35_c_bid_of_more_than_seven_condoned_offender_substitutes_a_pass() {
    let mut t = table("N", "1H");
    by(&mut t, "E", "8S");
    assert_eq!(pending(&t).0, "38");
    by(&mut t, "S", "2H");
    assert!(laws(&t).contains(&"35(c)".to_owned()));
    assert_eq!(standing(&t), ["N:1H", "E:Pass"]);
    assert_eq!(t.turn(), Some(Seat::South));
    assert_eq!(t.penalties_in_force().count(), 0);
}

#[test]
fn rubber_law_35_d_call_after_close_condoned_no_penalty() {
    let mut t = table("N", "1H P P P");
    by(&mut t, "E", "2S");
    assert_eq!(pending(&t).0, "39(b)");
    by(&mut t, "S", "P"); // dummy, East's LHO, calls
    assert!(laws(&t).contains(&"35(d)".to_owned()));
    assert_eq!(t.penalties_in_force().count(), 0);
    assert_eq!(t.contract().unwrap().to_string(), "1♥ by North");
}

#[test]
fn rubber_law_36_inadmissible_double_cancelled_partner_passes_whenever_lead_26_b() {
    let mut t = table("N", "1H P");
    by(&mut t, "S", "X");
    let (_, chooser, options) = pending(&t);
    assert_eq!(chooser, Some(Chooser::Director));
    assert_eq!(options, ["penalty", "condone"]);
    elect(&mut t, None, "penalty");
    assert_eq!(
        t.turn(),
        Some(Seat::South),
        "he must substitute a legal call"
    );
    assert!(has_penalty(&t, "N", PenaltyKind::PassWhenever));
    assert!(has_penalty(&t, "N", lead_any()));
    by(&mut t, "S", "2H");
    assert_eq!(standing(&t), ["N:1H", "E:Pass", "S:2H"]);
}

#[test]
fn rubber_law_36_assessed_when_the_offender_substitutes() {
    let mut t = table("N", "1H P");
    by(&mut t, "S", "XX");
    by(&mut t, "S", "2H");
    assert_eq!(standing(&t), ["N:1H", "E:Pass", "S:2H"]);
    assert!(has_penalty(&t, "N", PenaltyKind::PassWhenever));
}

#[test]
fn rubber_law_36_condonation_cannot_be_elected_only_called() {
    let mut t = table("N", "1H P");
    by(&mut t, "S", "X");
    let before = t.state().clone();
    let err = t
        .apply(Event::Elect {
            seat: None,
            option: OptionId::Condone,
            call: None,
            suit: None,
            also: Vec::new(),
        })
        .unwrap_err();
    assert!(matches!(err, EventError::CondonedOnlyByCalling { .. }));
    assert_eq!(t.state(), &before);
}

#[test]
fn rubber_law_37_bid_by_player_required_to_pass_both_pass_for_the_remainder() {
    let mut t = east_bound_to_pass();
    by(&mut t, "E", "1S");
    elect(&mut t, None, "penalty");
    assert!(has_penalty(&t, "E", PenaltyKind::PassWhenever));
    assert!(has_penalty(&t, "W", PenaltyKind::PassWhenever));
    assert!(has_penalty(&t, "W", lead(&[Suit::Spades])));
    assert_eq!(t.legal_calls(), CallSet::PASS);
    by(&mut t, "E", "P");
    by(&mut t, "S", "2H");
    assert_eq!(t.legal_calls(), CallSet::PASS);
}

#[test]
fn rubber_law_38_bid_of_more_than_seven_both_pass_for_the_remainder() {
    let mut t = table("N", "1H");
    by(&mut t, "E", "8NT");
    elect(&mut t, None, "penalty");
    assert!(has_penalty(&t, "E", PenaltyKind::PassWhenever));
    assert!(has_penalty(&t, "W", PenaltyKind::PassWhenever));
    assert!(
        has_penalty(&t, "W", lead_any()),
        "26(b)(i): a notrump bid not repeated"
    );
    assert_eq!(t.calls()[1].status, CallStatus::Cancelled);
}

#[test]
fn rubber_law_39_a_pass_by_defender_after_close_no_penalty() {
    let mut t = table("N", "1H P P P");
    by(&mut t, "E", "P");
    assert_eq!(laws(&t), ["39(a)"]);
    assert!(t.pending().is_none());
}

#[test]
fn rubber_law_39_a_any_call_by_declarer_or_dummy_no_penalty() {
    let mut t = table("N", "1H P P P");
    by(&mut t, "S", "4H");
    by(&mut t, "N", "X");
    assert_eq!(laws(&t), ["39(a)", "39(a)"]);
    assert_eq!(t.contract().unwrap().to_string(), "1♥ by North");
    assert_eq!(t.penalties_in_force().count(), 0);
}

#[test]
fn rubber_law_39_b_bid_by_defender_after_close_lead_penalty() {
    let mut t = table("N", "1H P P P");
    by(&mut t, "W", "2S");
    elect(&mut t, None, "penalty");
    assert!(has_penalty(&t, "E", lead(&[Suit::Spades])));
}

#[test]
fn rubber_law_39_b_double_by_defender_after_close() {
    let mut t = table("N", "1H P P P");
    by(&mut t, "E", "X");
    elect(&mut t, None, "penalty");
    assert!(has_penalty(&t, "W", lead_any()));
}

#[test]
fn rubber_law_40_undisclosed_partnership_understanding_recorded() {
    let mut t = table("N", "1NT");
    let annotation = Annotation {
        understanding: Some(Understanding::Undisclosed),
        alert: true,
        ..Annotation::default()
    };
    t.apply(Event::Call {
        seat: Seat::East,
        call: c("2C"),
        annotation,
    })
    .unwrap();
    assert_eq!(laws(&t), ["40"]);
    assert!(t.rulings()[0].finding.is_some());
    assert_eq!(
        t.calls()[1].annotation.understanding,
        Some(Understanding::Undisclosed)
    );
    assert_eq!(t.calls()[1].status, CallStatus::Stands);
}

#[test]
fn rubber_law_40_disclosed_understanding_is_stored_without_ruling() {
    let mut t = table("N", "1NT");
    let annotation = Annotation {
        understanding: Some(Understanding::DisclosedBeforehand),
        ..Annotation::default()
    };
    t.apply(Event::Call {
        seat: Seat::East,
        call: c("2C"),
        annotation,
    })
    .unwrap();
    assert!(t.rulings().is_empty());
    assert_eq!(
        t.calls()[1].annotation.understanding,
        Some(Understanding::DisclosedBeforehand)
    );
}

trait BindsAuction {
    fn binds_auction_for_test(&self) -> bool;
}

impl BindsAuction for PenaltyKind {
    fn binds_auction_for_test(&self) -> bool {
        !matches!(
            self,
            PenaltyKind::Lead(_) | PenaltyKind::PenaltyCards { .. }
        )
    }
}

/// The one report's rule: a ruling under Laws 36-39 whose offence the LHO
/// condoned by calling cites the clause of Law 35 applied, as the ruling
/// on the condonation does.
#[test]
fn rubber_law_35_the_condoned_ruling_cites_the_clause_of_35() {
    let mut t = table("N", "1H P");
    by(&mut t, "S", "X");
    by(&mut t, "W", "2C");
    assert_eq!(laws(&t), ["35(a)", "35(a)"]);

    let mut t = east_bound_to_pass();
    by(&mut t, "E", "1S");
    by(&mut t, "S", "2H");
    assert_eq!(laws(&t).last().unwrap(), "35(b)");
    assert_eq!(laws(&t)[laws(&t).len() - 2], "35(b)");

    let mut t = table("N", "1H");
    by(&mut t, "E", "8S");
    by(&mut t, "S", "2H");
    assert_eq!(laws(&t), ["35(c)", "35(c)"]);

    let mut t = table("N", "1H P P P");
    by(&mut t, "E", "2S");
    by(&mut t, "S", "P");
    assert_eq!(laws(&t), ["35(d)", "35(d)"]);
}

/// The penalty assessed: the ruling keeps the law of the offence.
#[test]
fn rubber_law_36_the_assessed_ruling_cites_36() {
    let mut t = table("N", "1H P");
    by(&mut t, "S", "X");
    elect(&mut t, None, "penalty");
    assert_eq!(laws(&t), ["36"]);
}

/// Rubber Laws 35(a) and 35(b) both describe a double of partner's bid by a
/// player bound to pass; read as 2017 Law 37A reads (an action contrary to
/// Law 19 is not one under Law 37), it is 35(a): the double and the calls
/// after it are cancelled and the auction reverts to the offender.
#[test]
fn rubber_law_35_a_before_35_b_a_bound_players_double_of_partner() {
    let mut t = table("N", "1H");
    by(&mut t, "S", "P"); // at East's turn: South's RHO
    elect(&mut t, Some("W"), "cancel"); // 30(a) or (b): South must pass next
    by(&mut t, "E", "P");
    by(&mut t, "S", "X");
    assert_eq!(pending(&t).0, "36");
    by(&mut t, "W", "2C");
    assert_eq!(laws(&t).last().unwrap(), "35(a)");
    assert_eq!(standing(&t), ["N:1H", "E:Pass"]);
    assert_eq!(t.turn(), Some(Seat::South));
}
