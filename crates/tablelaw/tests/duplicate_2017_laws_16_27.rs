//! Duplicate 2017 Laws 16C, 17D3, 22, 23, 24, 25, 26, 27: each test builds
//! the table, and checks the ruling's citation, who chooses among which
//! options, and what is enforced afterwards.

mod common;
use common::*;
use tablelaw::*;

const DEAL: &str = "N:KT8.A96.A95.7542 Q5.KJ52.KQ874.T8 AJ92.874.JT6.AQ3 7643.QT3.32.KJ96";

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
fn duplicate_2017_law_16_c_a_withdrawn_insufficient_bid_is_unauthorized_to_the_offenders() {
    let mut t = d17("N", "1NT");
    by(&mut t, "E", "1H");
    elect(&mut t, Some("S"), "correct");
    by(&mut t, "E", "3C");
    director(&mut t, "not-comparable");
    assert_eq!(unauthorized(&t), [(1, Side::EastWest)]);
    assert_eq!(
        t.unauthorized()[0].law.to_string(),
        "duplicate-2017 Law 16C"
    );
    assert!(
        Table::new(Seat::North).unauthorized().is_empty(),
        "the rubber code has no Law 16C"
    );
}

#[test]
fn duplicate_2017_law_17_d_3_a_pass_out_of_rotation_that_would_close_the_auction_is_cancelled() {
    let mut t = d17("N", "1H P P");
    // North passes at West's turn: three passes would follow 1H, but West missed his turn.
    by(&mut t, "N", "P");
    let r = t.rulings().last().unwrap();
    assert_eq!(r.law.to_string(), "duplicate-2017 Law 17D3");
    assert!(t.pending().is_none());
    assert_eq!(t.turn(), Some(Seat::West));
    assert_eq!(unauthorized(&t), [(3, Side::NorthSouth)]);
}

#[test]
fn duplicate_2017_law_22_b_all_pass_no_redeal() {
    let t = d17("E", "P P P P");
    assert!(t.is_passed_out());
    assert_eq!(t.rulings()[0].law.path(), "22B");
    assert!(t.rulings()[0].text.contains("without a redeal"));
}

#[test]
fn duplicate_2017_law_24_a_single_low_card_no_rectification_in_the_auction() {
    let mut t = d17("N", "1H");
    expose(&mut t, "E", &["S5"], false);
    assert_eq!(laws(&t), ["24A"]);
    assert!(!has_penalty(&t, "W", PenaltyKind::PassNextTurn));
}

#[test]
fn duplicate_2017_law_24_b_honour_or_card_led_partner_passes_when_next() {
    let mut t = d17("N", "1H");
    expose(&mut t, "E", &["SQ"], false);
    assert_eq!(laws(&t), ["24B"]);
    assert!(has_penalty(&t, "W", PenaltyKind::PassNextTurn));
    let mut t = d17("N", "1H");
    expose(&mut t, "E", &["S5"], true);
    assert_eq!(laws(&t), ["24B"]);
    by(&mut t, "E", "P");
    by(&mut t, "S", "2H");
    assert_eq!(
        t.legal_calls(),
        CallSet::PASS,
        "West must pass at this turn"
    );
}

#[test]
fn duplicate_2017_law_24_c_two_or_more_cards_as_b() {
    let mut t = d17("N", "1H");
    expose(&mut t, "E", &["S5", "D4"], false);
    assert_eq!(laws(&t), ["24C"]);
    assert!(has_penalty(&t, "W", PenaltyKind::PassNextTurn));
}

#[test]
fn duplicate_2017_law_24_e_a_defenders_exposed_card_is_a_penalty_card_without_declarers_choice() {
    let mut t = table_in(CodeId::Duplicate2017, "N", Some(DEAL), "1C");
    expose(&mut t, "E", &["S5"], false);
    pass_out(&mut t);
    assert!(t.pending().is_none(), "no choice is offered to declarer");
    let r = t.rulings().last().unwrap();
    assert_eq!(r.law.path(), "24E");
    let play = t.play().unwrap();
    assert!(play.penalty_cards().contains("S5".parse().unwrap()));
    // Under the rubber code, declarer chooses (Law 23).
    let mut t = table_in(CodeId::Rubber, "N", Some(DEAL), "1C");
    expose(&mut t, "E", &["S5"], false);
    pass_out_until_pending(&mut t);
    assert_eq!(pending(&t).0, "23");
}

#[test]
fn duplicate_2017_law_24_d_the_cards_go_back_if_the_offender_declares() {
    let mut t = table_in(CodeId::Duplicate2017, "N", Some(DEAL), "1C");
    expose(&mut t, "S", &["SA"], false);
    pass_out(&mut t);
    assert!(t.play().unwrap().penalty_cards().is_empty());
}

fn pass_out_until_pending(t: &mut Table) {
    while let Some(s) = t.turn() {
        t.call(s, Call::Pass).unwrap();
        if t.pending().is_some() {
            return;
        }
    }
}

#[test]
fn duplicate_2017_law_25_a_unintended_call_replaced_after_lho_called_lho_may_withdraw() {
    let mut t = d17("N", "1H P");
    change(&mut t, "N", "1S", ChangeFinding::Inadvertent);
    // East called over the unintended 1H: he may withdraw his pass.
    let (law, chooser, options) = pending(&t);
    assert_eq!(law, "25A");
    assert_eq!(chooser, Some(Chooser::Seat(Seat::East)));
    assert_eq!(options, ["keep", "change"]);
    elect(&mut t, Some("E"), "keep");
    assert_eq!(standing(&t), ["N:1S", "E:Pass"]);
    assert_eq!(t.penalties_in_force().count(), 0, "Law 26 does not apply");
}

#[test]
fn duplicate_2017_law_25_a_not_after_partner_has_called() {
    let mut t = d17("N", "1H P 1S");
    let err = t
        .apply(Event::Change {
            seat: seat("N"),
            call: c("1NT"),
            finding: ChangeFinding::Inadvertent,
        })
        .unwrap_err();
    assert!(matches!(err, EventError::PartnerHasCalled { .. }), "{err}");
}

#[test]
fn duplicate_2017_law_25_b_2_substitute_cancelled_first_call_stands() {
    let mut t = d17("N", "1H");
    change(&mut t, "N", "2H", ChangeFinding::Deliberate);
    let (law, chooser, options) = pending(&t);
    assert_eq!(law, "25B");
    assert_eq!(chooser, Some(Chooser::Seat(Seat::East)), "the LHO decides");
    assert_eq!(options, ["accept", "cancel"]);
    elect(&mut t, Some("E"), "cancel");
    assert_eq!(standing(&t), ["N:1H"]);
    assert_eq!(t.turn(), Some(Seat::East));
    assert_eq!(t.penalties_in_force().count(), 0, "no silence for partner");
    assert_eq!(unauthorized(&t), [(1, Side::NorthSouth)]);
}

#[test]
fn duplicate_2017_law_25_b_1_lho_accepts_by_calling_lead_restriction_unless_comparable() {
    let mut t = d17("N", "1H");
    change(&mut t, "N", "1NT", ChangeFinding::Deliberate);
    by(&mut t, "E", "2C");
    assert_eq!(pending_citation(&t), "duplicate-2017 Law 25B1");
    director(&mut t, "not-comparable");
    assert_eq!(standing(&t), ["N:1NT", "E:2C"], "East's call is then made");
    assert!(has_penalty(&t, "S", lead_not_specified()));
    assert!(!has_penalty(&t, "S", PenaltyKind::PassWhenever));
}

#[test]
fn duplicate_2017_law_23_b_comparable_call_no_rectification_and_23_c_recorded() {
    let mut t = d17("N", "1NT");
    by(&mut t, "E", "1H");
    elect(&mut t, Some("S"), "correct");
    by(&mut t, "E", "X");
    let (law, chooser, options) = pending(&t);
    assert_eq!(
        (law.as_str(), chooser),
        ("27B1(b)", Some(Chooser::Director))
    );
    assert_eq!(options, ["comparable", "not-comparable"]);
    director(&mut t, "comparable");
    assert_eq!(standing(&t), ["N:1NT", "E:X"]);
    assert_eq!(t.penalties_in_force().count(), 0);
    assert!(unauthorized(&t).is_empty(), "16C does not apply");
    let r = &t.rulings()[2];
    assert!(r.notes.iter().any(|n| n.contains("23C")), "{:?}", r.notes);
}

#[test]
fn duplicate_2017_law_26_a_no_lead_restriction_after_a_comparable_call() {
    let mut t = d17("N", "1C");
    by(&mut t, "W", "1H"); // at East's turn: partner's turn
    elect(&mut t, Some("N"), "cancel");
    by(&mut t, "E", "P");
    by(&mut t, "S", "P");
    by(&mut t, "W", "1H");
    director(&mut t, "comparable");
    assert_eq!(t.penalties_in_force().count(), 0);
}

#[test]
fn duplicate_2017_law_26_b_declarer_may_prohibit_only_a_suit_the_offender_did_not_specify() {
    // West bids spades legally, then makes an insufficient 2H corrected by a pass (27B2).
    let mut t = table_in(
        CodeId::Duplicate2017,
        "N",
        Some(DEAL),
        "1C P 1D 1S 1NT P 2NT",
    );
    by(&mut t, "W", "2H");
    elect(&mut t, Some("N"), "correct");
    by(&mut t, "W", "P");
    director(&mut t, "not-comparable");
    assert!(has_penalty(&t, "E", PenaltyKind::PassWhenever));
    for call in ["3NT", "P", "P", "P"] {
        let s = t.turn().unwrap();
        t.call(s, c(call)).unwrap();
    }
    // North declares 3NT; East, the offender's partner, leads.
    let (law, chooser, options) = pending(&t);
    assert_eq!(law, "26");
    assert_eq!(chooser, Some(Chooser::Seat(Seat::North)));
    assert_eq!(
        options,
        ["prohibit-lead", "no-lead-restriction"],
        "no require"
    );
    let spades = t.apply(Event::Elect {
        seat: Some(seat("N")),
        option: OptionId::ProhibitLead,
        call: None,
        suit: Some(Suit::Spades),
        also: Vec::new(),
    });
    assert!(
        matches!(spades, Err(EventError::SuitNotOffered { .. })),
        "West specified spades"
    );
    t.apply(Event::Elect {
        seat: Some(seat("N")),
        option: OptionId::ProhibitLead,
        call: None,
        suit: Some(Suit::Hearts),
        also: Vec::new(),
    })
    .unwrap();
    let legal = t.play().unwrap().legal_plays();
    assert!(
        legal.suit(Suit::Hearts).is_empty(),
        "East may not lead a heart"
    );
    assert!(!legal.suit(Suit::Diamonds).is_empty());
}

#[test]
fn duplicate_2017_law_27_a_accepted_by_lhos_call() {
    let mut t = d17("N", "1S");
    by(&mut t, "E", "1H");
    by(&mut t, "S", "2S");
    assert_eq!(standing(&t), ["N:1S", "E:1H", "S:2S"]);
}

#[test]
fn duplicate_2017_law_27_b_1_a_lowest_sufficient_bid_same_denomination_no_rectification() {
    let mut t = d17("N", "1S");
    by(&mut t, "E", "1H");
    assert_eq!(pending(&t).1, Some(Chooser::Seat(Seat::South)));
    elect(&mut t, Some("S"), "correct");
    by(&mut t, "E", "2H");
    assert!(t.pending().is_none(), "no finding needed");
    assert_eq!(t.calls()[2].law.unwrap().path(), "27B1(a)");
    assert_eq!(t.penalties_in_force().count(), 0);
    assert!(unauthorized(&t).is_empty(), "16C does not apply");
}

#[test]
fn duplicate_2017_law_27_b_1_b_comparable_call_no_rectification() {
    let mut t = d17("N", "1NT");
    by(&mut t, "E", "1S");
    elect(&mut t, Some("S"), "correct");
    by(&mut t, "E", "2D");
    assert_eq!(pending(&t).0, "27B1(b)");
    director(&mut t, "comparable");
    assert_eq!(t.calls()[2].law.unwrap().path(), "27B1(b)");
    assert_eq!(t.penalties_in_force().count(), 0);
}

#[test]
fn duplicate_2017_law_27_b_2_other_sufficient_bid_partner_passes_whenever_and_26_b() {
    let mut t = d17("N", "1NT");
    by(&mut t, "E", "1S");
    elect(&mut t, Some("S"), "correct");
    by(&mut t, "E", "3S");
    director(&mut t, "not-comparable");
    assert!(has_penalty(&t, "W", PenaltyKind::PassWhenever));
    assert!(has_penalty(&t, "W", lead_not_specified()));
    by(&mut t, "S", "4H");
    assert_eq!(t.legal_calls(), CallSet::PASS);
}

#[test]
fn duplicate_2017_law_27_b_3_double_not_comparable_is_cancelled_and_replaced() {
    let mut t = d17("N", "1NT");
    by(&mut t, "E", "1S");
    elect(&mut t, Some("S"), "correct");
    by(&mut t, "E", "X");
    director(&mut t, "not-comparable");
    assert_eq!(
        pending(&t).1,
        Some(Chooser::Seat(Seat::East)),
        "East replaces it"
    );
    assert!(has_penalty(&t, "W", PenaltyKind::PassWhenever));
    by(&mut t, "E", "2S");
    assert!(t.pending().is_none());
    assert_eq!(standing(&t), ["N:1NT", "E:2S"]);
}

#[test]
fn duplicate_2017_law_27_b_4_another_insufficient_bid_ruled_as_b_3_unless_accepted() {
    let mut t = d17("N", "1NT");
    by(&mut t, "E", "1H");
    elect(&mut t, Some("S"), "correct");
    by(&mut t, "E", "1S");
    assert!(laws(&t).contains(&"27B4".to_owned()));
    assert_eq!(pending(&t).1, Some(Chooser::Seat(Seat::South)));
    elect(&mut t, Some("S"), "correct");
    assert!(has_penalty(&t, "W", PenaltyKind::PassWhenever));
    by(&mut t, "E", "2S");
    assert!(t.pending().is_none(), "no further rectification");
    // Accepted: the second insufficient bid stands.
    let mut t = d17("N", "1NT");
    by(&mut t, "E", "1H");
    elect(&mut t, Some("S"), "correct");
    by(&mut t, "E", "1S");
    by(&mut t, "S", "2NT");
    assert_eq!(standing(&t), ["N:1NT", "E:1S", "S:2NT"]);
}

#[test]
fn duplicate_2017_law_27_c_premature_replacement_stands_unless_lho_accepts() {
    let mut t = d17("N", "1S");
    by(&mut t, "E", "1H");
    by(&mut t, "E", "2H");
    assert_eq!(laws(&t).last().unwrap(), "27C");
    elect(&mut t, Some("S"), "correct");
    assert!(t.pending().is_none());
    assert_eq!(
        standing(&t),
        ["N:1S", "E:2H"],
        "the substitution is the correction"
    );
    let mut t = d17("N", "1S");
    by(&mut t, "E", "1H");
    by(&mut t, "E", "2H");
    elect(&mut t, Some("S"), "accept");
    assert_eq!(standing(&t), ["N:1S", "E:1H"]);
}

#[test]
fn duplicate_2017_law_27_rubber_and_duplicate_part_on_a_pass() {
    for (code, silenced) in [(CodeId::Rubber, true), (CodeId::Duplicate2017, false)] {
        let mut t = table_in(code, "N", None, "1NT");
        by(&mut t, "E", "1S");
        elect(&mut t, Some("S"), "correct");
        by(&mut t, "E", "P");
        if t.pending().is_some() {
            director(&mut t, "comparable");
        }
        assert_eq!(has_penalty(&t, "W", PenaltyKind::PassWhenever), silenced);
    }
}

/// 2017 Law 27B1(a): the lowest sufficient bid in the same denomination,
/// no rectification; the ruling on the substitution cites 27B1(a).
#[test]
fn duplicate_2017_law_27_b_1_a_the_lowest_sufficient_bid_is_ruled_under_27_b_1_a() {
    let mut t = table_in(CodeId::Duplicate2017, "N", None, "1S");
    by(&mut t, "E", "1H");
    elect(&mut t, Some("S"), "correct");
    by(&mut t, "E", "2H");
    assert_eq!(laws(&t), ["27", "27B1(a)"]);
}

/// The one report's rule: once elected, a Law 25B ruling cites the clause
/// applied. 25B1: the LHO accepts the changed call.
#[test]
fn duplicate_2017_law_25_b_1_the_accepted_change_is_ruled_under_25_b_1() {
    let mut t = d17("N", "1H");
    change(&mut t, "N", "2H", ChangeFinding::Deliberate);
    assert_eq!(laws(&t), ["25B"]);
    elect(&mut t, Some("E"), "accept");
    assert_eq!(laws(&t)[0], "25B1");
    assert_eq!(standing(&t), ["N:2H"]);
}

/// 25B2: not accepted, the change is cancelled and the first call stands.
#[test]
fn duplicate_2017_law_25_b_2_the_change_not_accepted_is_ruled_under_25_b_2() {
    let mut t = d17("N", "1H");
    change(&mut t, "N", "2H", ChangeFinding::Deliberate);
    elect(&mut t, Some("E"), "cancel");
    assert_eq!(laws(&t), ["25B2"]);
    assert_eq!(standing(&t), ["N:1H"]);
    // The reading of "Law 26 may apply" is stated.
    assert!(
        t.rulings()[0]
            .notes
            .iter()
            .any(|n| n.contains("Law 26 may apply"))
    );
    assert_eq!(t.penalties_in_force().count(), 0);
}

/// 27A1: the insufficient bid accepted, by election or by the LHO's call;
/// the ruling cites 27A1, under 2007 as under 2017.
#[test]
fn duplicate_2017_law_27_a_1_the_accepted_insufficient_bid_is_ruled_under_27_a_1() {
    for code in [CodeId::Duplicate2017, CodeId::Duplicate2007] {
        let mut t = table_in(code, "N", None, "1S");
        by(&mut t, "E", "1H");
        assert_eq!(laws(&t), ["27"], "{code}: pending, the law as a whole");
        elect(&mut t, Some("S"), "accept");
        assert_eq!(laws(&t), ["27A1"], "{code}");
        let mut t = table_in(code, "N", None, "1S");
        by(&mut t, "E", "1H");
        by(&mut t, "S", "2S");
        assert_eq!(laws(&t), ["27A1"], "{code}: accepted by calling");
    }
}

fn call_relating(t: &mut Table, seat_s: &str, call: &str, suits: &[Suit]) {
    t.apply(Event::Call {
        seat: seat(seat_s),
        call: c(call),
        annotation: Annotation {
            relates_to: suits.to_vec(),
            ..Annotation::default()
        },
    })
    .unwrap();
}

/// 2017 Law 27B1(a) asks for the denomination(s) the withdrawn call
/// *specified*: an artificial 1C showing the majors, replaced by a natural
/// 2C, is not B1(a) although 2C is the lowest sufficient club bid; the
/// director's finding decides (B1(b) comparable, else B2).
#[test]
fn duplicate_2017_law_27_b_1_a_an_artificial_bid_replaced_in_its_named_suit_asks_the_director() {
    for (finding, silenced) in [("comparable", false), ("not-comparable", true)] {
        let mut t = d17("N", "1NT");
        call_relating(&mut t, "E", "1C", &[Suit::Hearts, Suit::Spades]);
        elect(&mut t, Some("S"), "correct");
        by(&mut t, "E", "2C");
        let (law, chooser, options) = pending(&t);
        assert_eq!(chooser, Some(Chooser::Director), "{law}");
        assert_eq!(options, ["comparable", "not-comparable"]);
        director(&mut t, finding);
        assert_eq!(
            has_penalty(&t, "W", PenaltyKind::PassWhenever),
            silenced,
            "{finding}"
        );
    }
}

/// The same replacement specifying the same suits (its meaning recorded
/// as relating to the majors) is B1(a): no rectification, no question.
#[test]
fn duplicate_2017_law_27_b_1_a_the_same_specified_denominations_need_no_finding() {
    let mut t = d17("N", "1NT");
    call_relating(&mut t, "E", "1C", &[Suit::Hearts, Suit::Spades]);
    elect(&mut t, Some("S"), "correct");
    call_relating(&mut t, "E", "2C", &[Suit::Spades, Suit::Hearts]);
    assert!(t.pending().is_none());
    assert_eq!(laws(&t), ["27", "27B1(a)"]);
    assert_eq!(t.penalties_in_force().count(), 0);
}

/// A withdrawn call alerted but with no recorded denominations cannot be
/// read: the director's finding decides. Natural, B1(a) applies as before.
#[test]
fn duplicate_2017_law_27_b_1_a_an_alerted_call_without_recorded_meaning_asks_the_director() {
    let mut t = d17("N", "1NT");
    t.apply(Event::Call {
        seat: seat("E"),
        call: c("1C"),
        annotation: Annotation {
            alert: true,
            ..Annotation::default()
        },
    })
    .unwrap();
    elect(&mut t, Some("S"), "correct");
    by(&mut t, "E", "2C");
    assert_eq!(pending(&t).1, Some(Chooser::Director));
    // The rubber code's 27(a) reads the denomination named.
    let mut t = table_in(CodeId::Rubber, "N", None, "1NT");
    call_relating(&mut t, "E", "1C", &[Suit::Hearts, Suit::Spades]);
    elect(&mut t, Some("S"), "correct");
    by(&mut t, "E", "2C");
    assert!(t.pending().is_none());
    assert_eq!(laws(&t), ["27", "27(a)"]);
}
