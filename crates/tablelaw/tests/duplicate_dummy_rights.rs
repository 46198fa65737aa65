//! Dummy's rights and limitations clause by clause (duplicate Laws 42,
//! 43, 45F): he plays as declarer's agent (42A3), may draw attention to an
//! irregularity once the play is over (42B3) but not before (43A1(b)),
//! must not participate in the play (43A1(c)) nor leave his seat to watch
//! declarer (43A2(b)), and a play he suggested may cost his side an
//! adjusted score (45F).
//!
//! The deal of `common::bridge_play`: South declares 4S, West leads.

mod common;
use common::bridge_play::*;
use tablelaw::score::{AdjustedScore, AdjustmentCause};
use tablelaw::*;

fn clauses(r: &Ruling) -> Vec<String> {
    r.clauses.iter().map(|c| c.path()).collect()
}

fn last(t: &Table) -> Ruling {
    t.rulings().last().expect("a ruling").clone()
}

#[test]
fn duplicate_2017_law_42_a_and_42_a_3_dummy_plays_as_declarer_s_agent_without_a_ruling() {
    let mut t = d17();
    plays(&mut t, "W D3 N DA");
    assert!(t.rulings().is_empty(), "{:?}", t.rulings());
    let p = t.play().unwrap();
    assert!(
        p.current()
            .cards()
            .any(|(s, c)| s == Seat::North && c == "DA".parse().unwrap())
    );
    assert_eq!(p.turn(), Some(Seat::East));
}

#[test]
fn duplicate_2017_law_42_b_3_dummy_draws_attention_once_the_play_is_over() {
    let mut t = d17();
    play_out(&mut t);
    apply(&mut t, Event::DrawsAttention { seat: Seat::North });
    let r = last(&t);
    assert_eq!(clauses(&r), ["42B3"]);
    assert!(r.text.contains("as dummy may"), "{}", r.text);
    // During the play the same words are a violation (43A1(b)).
    let mut t = d17();
    plays(&mut t, "W D3 N DA E D4 S D6");
    apply(&mut t, Event::DrawsAttention { seat: Seat::North });
    assert_eq!(clauses(&last(&t)), ["43A1(b)"]);
}

#[test]
fn duplicate_2017_law_43_a_1_c_and_45_f_dummy_indicating_a_card_participates_in_the_play() {
    let mut t = d17();
    plays(&mut t, "W D3");
    apply(
        &mut t,
        Event::Dummy {
            seat: Seat::North,
            act: DummyAct::IndicatesCard {
                card: "DA".parse().unwrap(),
            },
        },
    );
    let r = last(&t);
    assert_eq!(clauses(&r), ["45F", "43A1(c)"]);
    assert_eq!(t.play().unwrap().turn(), Some(Seat::North), "not played");
}

#[test]
fn duplicate_2017_law_45_f_the_play_dummy_suggested_damaged_the_defenders() {
    let mut t = d17();
    plays(&mut t, "W D3");
    apply(
        &mut t,
        Event::Dummy {
            seat: Seat::North,
            act: DummyAct::IndicatesCard {
                card: "DA".parse().unwrap(),
            },
        },
    );
    play_out(&mut t);
    let contract = t.contract();
    apply(
        &mut t,
        Event::Finding(Finding::AdjustedScore {
            cause: AdjustmentCause::DummySuggestion,
            offenders: Side::NorthSouth,
            score: AdjustedScore::Assigned {
                contract,
                tricks: 9,
            },
        }),
    );
    assert_eq!(clauses(&last(&t)), ["45F", "12C1(a)", "12C1(b)"]);
    assert_eq!(t.points().unwrap()[Side::NorthSouth], -50);
}

#[test]
fn duplicate_2017_law_43_a_2_b_dummy_leaves_his_seat_to_watch_declarer() {
    let mut t = d17();
    plays(&mut t, "W D3 N DA E D4 S D6");
    apply(
        &mut t,
        Event::Dummy {
            seat: Seat::North,
            act: DummyAct::WatchesDeclarer,
        },
    );
    let r = last(&t);
    assert_eq!(clauses(&r), ["43A2(b)"]);
    assert_eq!(r.offender, Some(Seat::North));
    // The violation is remembered: dummy's warning against a lead from the
    // wrong hand now lets either defender choose the hand (43B2(a)).
    apply(
        &mut t,
        Event::Dummy {
            seat: Seat::North,
            act: DummyAct::WarnsDeclarer,
        },
    );
    assert_eq!(last(&t).law.clause, "B2(a)");
}
