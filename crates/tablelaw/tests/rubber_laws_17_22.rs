//! Rubber Laws 17-22: the correct procedure of the auction.

mod common;
use common::*;
use tablelaw::*;

#[test]
fn rubber_law_17_dealer_calls_first_then_rotation() {
    let t = table("E", "");
    assert_eq!(t.turn(), Some(Seat::East));
    let t = table("E", "1C P");
    assert_eq!(t.turn(), Some(Seat::West));
    assert_eq!(standing(&t), ["E:1C", "S:Pass"]);
}

#[test]
fn rubber_law_17_three_passes_after_any_call_close_the_auction() {
    let mut t = table("N", "1H P P");
    assert!(!t.is_closed());
    by(&mut t, "W", "P");
    assert!(t.is_closed());
    assert_eq!(t.turn(), None);
    assert_eq!(t.legal_calls(), CallSet::EMPTY);
}

#[test]
fn rubber_law_18_insufficient_bid_is_not_a_legal_call() {
    let t = table("N", "1S");
    assert!(!t.legal_calls().contains(c("1H")));
    assert!(t.legal_calls().contains(c("1NT")));
    assert!(t.legal_calls().contains(c("2C")));
}

#[test]
fn rubber_law_18_denominations_rank_notrump_spades_hearts_diamonds_clubs() {
    let order: Vec<Denomination> = Denomination::ALL.into_iter().rev().collect();
    assert_eq!(
        order,
        [
            Denomination::NoTrump,
            Denomination::Spades,
            Denomination::Hearts,
            Denomination::Diamonds,
            Denomination::Clubs
        ]
    );
}

#[test]
fn rubber_law_19_a_double_only_of_an_opponents_last_bid_with_passes_between() {
    let t = table("N", "1H P");
    assert!(
        !t.legal_calls().contains(Call::Double),
        "South may not double partner"
    );
    let t = table("N", "1H P P");
    assert!(
        t.legal_calls().contains(Call::Double),
        "West may double with only passes between"
    );
}

#[test]
fn rubber_law_19_b_redouble_only_of_an_opponents_double() {
    let t = table("N", "1H X");
    assert!(t.legal_calls().contains(Call::Redouble));
    let t = table("N", "1H X P");
    assert!(
        !t.legal_calls().contains(Call::Redouble),
        "West may not redouble partner's double"
    );
    let t = table("N", "1H X P P");
    assert!(
        t.legal_calls().contains(Call::Redouble),
        "North may redouble with passes between"
    );
}

#[test]
fn rubber_law_19_c_double_stating_the_wrong_bid_doubles_the_bid_as_made() {
    let mut t = table("N", "1H");
    let annotation = Annotation {
        stated: Some(c("2H").bid().unwrap()),
        ..Annotation::default()
    };
    t.apply(Event::Call {
        seat: Seat::East,
        call: Call::Double,
        annotation,
    })
    .unwrap();
    assert!(t.pending().is_none());
    assert_eq!(laws(&t), ["19"]);
    // Law 19 names no irregularity: the ruling names no offender.
    assert_eq!(t.rulings()[0].offender, None);
    assert_eq!(t.auction().doubling(), Doubling::Doubled);
    pass_out(&mut t);
    let contract = t.contract().unwrap();
    assert_eq!(contract.to_string(), "1♥X by North");
}

#[test]
fn rubber_law_19_d_doubles_superseded_by_a_later_bid() {
    let mut t = table("N", "1H X XX 2C");
    pass_out(&mut t);
    assert_eq!(t.contract().unwrap().doubling, Doubling::Undoubled);
}

#[test]
fn rubber_law_20_a_call_not_heard_distinctly_is_repeated() {
    let mut t = table("N", "1H 2C");
    t.apply(Event::Repeat { seat: Seat::South }).unwrap();
    assert_eq!(laws(&t), ["20"]);
    assert_eq!(t.rulings()[0].call, Some(1));
    assert_eq!(t.turn(), Some(Seat::South), "nothing else changes");
    let mut empty = Table::new(Seat::North);
    assert_eq!(
        empty.apply(Event::Repeat { seat: Seat::East }),
        Err(EventError::NoCallToRepeat)
    );
}

#[test]
fn rubber_law_20_review_at_own_turn_is_granted() {
    let mut t = table("N", "1H");
    t.apply(Event::Review { seat: Seat::East }).unwrap();
    assert!(t.reviews()[0].entitled);
    assert_eq!(laws(&t), ["20"]);
}

#[test]
fn rubber_law_20_review_out_of_turn_or_when_bound_to_pass_is_not_granted() {
    let mut t = table("N", "1H");
    t.apply(Event::Review { seat: Seat::West }).unwrap();
    assert!(!t.reviews()[0].entitled);
    // A player required by law to pass may not require a restatement.
    let mut t = table("N", "1H");
    t.apply(Event::Expose {
        seat: Seat::West,
        cards: vec!["SA".parse().unwrap()],
        led: false,
    })
    .unwrap();
    assert_eq!(t.turn(), Some(Seat::East));
    t.apply(Event::Review { seat: Seat::East }).unwrap();
    assert!(!t.reviews()[0].entitled, "East must pass (Law 23(b))");
}

#[test]
fn rubber_law_20_after_the_final_pass_declarer_and_defenders_but_not_dummy() {
    let mut t = table("N", "1H P P P");
    for (s, entitled) in [("N", true), ("E", true), ("W", true), ("S", false)] {
        t.apply(Event::Review { seat: seat(s) }).unwrap();
        assert_eq!(t.reviews().last().unwrap().entitled, entitled, "{s}");
    }
}

#[test]
fn rubber_law_20_explanation_by_the_callers_partner_is_recorded() {
    let mut t = table("N", "2C P");
    t.apply(Event::Explain {
        seat: Seat::South,
        call: c("2C"),
        text: "strong, artificial".into(),
    })
    .unwrap();
    assert_eq!(t.calls()[0].explanations[0].by, Seat::South);
    assert_eq!(t.calls()[0].explanations[0].text, "strong, artificial");
    let before = t.state().clone();
    let err = t
        .apply(Event::Explain {
            seat: Seat::East,
            call: c("2C"),
            text: "x".into(),
        })
        .unwrap_err();
    assert!(
        matches!(err, EventError::NoSuchCall { .. }),
        "East's partner West made no 2C"
    );
    assert_eq!(t.state(), &before);
}

#[test]
fn rubber_law_21_change_for_misinformation_then_lho_may_change() {
    // N 1NT, E 2C (misinformed about 1NT), S 2H: East changes 2C to 2D; South may change 2H.
    let mut t = table("N", "1NT 2C 2H");
    change(&mut t, "E", "2D", ChangeFinding::Misinformation);
    // East's partner West has not called since: allowed.
    assert_eq!(standing(&t), ["N:1NT", "E:2D", "S:2H"]);
    let (law, chooser, options) = pending(&t);
    assert_eq!(
        (law.as_str(), chooser),
        ("21", Some(Chooser::Seat(Seat::South)))
    );
    assert_eq!(options, ["keep", "change"]);
    elect_call(&mut t, "S", "change", "3C");
    assert_eq!(standing(&t), ["N:1NT", "E:2D", "S:3C"]);
    assert_eq!(t.turn(), Some(Seat::West));
    assert_eq!(t.penalties_in_force().count(), 0, "without penalty");
}

#[test]
fn rubber_law_21_lho_must_change_a_call_made_insufficient() {
    let mut t = table("N", "1NT P 2H");
    change(&mut t, "E", "2S", ChangeFinding::Misinformation);
    let (_, _, options) = pending(&t);
    assert_eq!(options, ["change"], "2H is no longer sufficient");
}

#[test]
fn rubber_law_21_not_after_partner_has_called() {
    let mut t = table("N", "1NT 2C 2H 3C");
    let before = t.state().clone();
    let err = t.apply(Event::Change {
        seat: Seat::East,
        call: c("2D"),
        finding: ChangeFinding::Misinformation,
    });
    assert!(matches!(err, Err(EventError::PartnerHasCalled { .. })));
    assert_eq!(t.state(), &before);
}

#[test]
fn rubber_law_21_own_misunderstanding_has_no_recourse() {
    let mut t = table("N", "1NT 2C");
    change(&mut t, "E", "2D", ChangeFinding::OwnMisunderstanding);
    assert_eq!(standing(&t), ["N:1NT", "E:2C"]);
    assert_eq!(laws(&t), ["21"]);
    assert!(t.rulings()[0].finding.is_some());
}

#[test]
fn rubber_law_22_a_no_bid_hands_abandoned() {
    let t = table("W", "P P P P");
    assert!(t.is_passed_out());
    assert_eq!(t.contract(), None);
    assert_eq!(laws(&t), ["22(a)"]);
    assert!(
        t.rulings()[0].text.contains("North"),
        "the deal passes to North"
    );
}

#[test]
fn rubber_law_22_b_final_bid_is_the_contract_declarer_first_named_it() {
    let t = table("N", "1D 1S 2D 2S P 4S P P P");
    let contract = t.contract().unwrap();
    assert_eq!(contract.bid, c("4S").bid().unwrap());
    assert_eq!(contract.declarer, Seat::East);
    assert_eq!(contract.dummy(), Seat::West);
    assert_eq!(contract.opening_leader(), Seat::South);
}

fn apply(t: &mut Table, e: Event) {
    t.apply(e.clone())
        .unwrap_or_else(|err| panic!("{e:?}: {err}"));
}

fn last_text(t: &Table) -> String {
    t.rulings().last().expect("a ruling").text.clone()
}

#[test]
fn rubber_law_20_an_explanation_of_an_opponents_call_at_his_own_turn_answered_by_the_callers_partner()
 {
    let mut t = table("N", "1C");
    let calls = t.calls().len();
    apply(
        &mut t,
        Event::AsksExplanation {
            seat: Seat::East,
            call: c("1C"),
        },
    );
    let r = t.rulings().last().unwrap();
    assert_eq!(r.law.to_string(), "rubber Law 20");
    assert_eq!(r.call, Some(0), "on North's 1C");
    assert!(r.text.contains("at his own turn"), "{}", r.text);
    assert!(
        r.text.contains("South, the caller's partner, answers"),
        "{}",
        r.text
    );
    assert_eq!(t.calls().len(), calls, "no call is made");
    assert_eq!(t.turn(), Some(Seat::East));
    // Not at his own turn: the law does not give it now.
    apply(
        &mut t,
        Event::AsksExplanation {
            seat: Seat::West,
            call: c("1C"),
        },
    );
    assert!(last_text(&t).contains("only at his own turn"));
    // A partner's call is not an opponent's.
    apply(
        &mut t,
        Event::AsksExplanation {
            seat: Seat::South,
            call: c("1C"),
        },
    );
    assert!(last_text(&t).contains("made by an opponent only"));
    // A call no one made is impossible, and changes nothing.
    let before = t.state().clone();
    let err = t
        .apply(Event::AsksExplanation {
            seat: Seat::East,
            call: c("2D"),
        })
        .unwrap_err();
    assert!(matches!(err, EventError::NoCallMade { .. }), "{err}");
    assert_eq!(t.state(), &before);
}

#[test]
fn rubber_law_21_misinformation_come_to_light_without_a_change_of_call() {
    let mut t = table("N", "1C P");
    apply(
        &mut t,
        Event::Misinformed {
            seat: Seat::East,
            call: c("P"),
        },
    );
    let r = t.rulings().last().unwrap();
    assert_eq!(r.law.to_string(), "rubber Law 21");
    assert!(r.finding.is_some());
    assert!(r.text.contains("until West calls"), "{}", r.text);
    assert_eq!(standing(&t), ["N:1C", "E:Pass"], "the call stands");
    assert_eq!(t.penalties_in_force().count(), 0, "no penalty");
    // Once his partner has called, the time to change has passed.
    by(&mut t, "S", "1H");
    by(&mut t, "W", "P");
    apply(
        &mut t,
        Event::Misinformed {
            seat: Seat::East,
            call: c("P"),
        },
    );
    assert!(last_text(&t).contains("West has called since"));
    // He may still change while the time lasts (the change itself is Law 21's).
    let mut t = table("N", "1C P");
    change(&mut t, "E", "1H", ChangeFinding::Misinformation);
    assert_eq!(standing(&t), ["N:1C", "E:1H"]);
}

#[test]
fn rubber_law_29_footnote_any_player_may_draw_attention_the_option_is_the_choosers() {
    let mut t = table("N", "1S");
    by(&mut t, "W", "1H"); // out of rotation, at East's turn
    let (law, chooser, _) = pending(&t);
    assert_eq!(law, "29");
    apply(&mut t, Event::DrawsAttention { seat: Seat::South });
    let r = t.rulings().last().unwrap();
    assert_eq!(r.law.path(), "29");
    assert!(r.text.contains("the option is North's alone"), "{}", r.text);
    // Still pending, for the chooser alone.
    assert_eq!(pending(&t).1, chooser);
    // Nothing irregular: nothing awaits.
    let mut t = table("N", "1S");
    apply(&mut t, Event::DrawsAttention { seat: Seat::East });
    assert!(last_text(&t).contains("none awaits a ruling"));
    assert_eq!(t.turn(), Some(Seat::East));
}
