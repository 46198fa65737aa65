//! Plays made while a rectification waits or is excused (duplicate Laws
//! 57C2, 60A3, 60C): a defender's play before his partner excused by
//! dummy's own premature selection, the offending side's obligations that
//! survive an accepted lead out of turn, and a play by the offending side
//! before the rectification is assessed.
//!
//! The deal is in `duplicate_play_48_60_helpers/`: South declares 1NT,
//! West makes the opening lead, North is dummy.

mod common;
mod duplicate_play_48_60_helpers;
use common::{elect, pending};
use duplicate_play_48_60_helpers::*;
use tablelaw::*;

fn clauses_of_last(t: &Table) -> Vec<String> {
    t.rulings()
        .last()
        .unwrap()
        .clauses
        .iter()
        .map(|c| c.path())
        .collect()
}

#[test]
fn duplicate_2017_law_57_c_2_dummy_s_own_premature_selection_excuses_the_defender() {
    let mut t = after_trick_one(CodeId::Duplicate2017);
    play(&mut t, "S", "D6").unwrap();
    // Before West plays, dummy of his own accord indicates the five.
    t.apply(Event::Dummy {
        seat: Seat::North,
        act: DummyAct::IndicatesCard { card: card("D5") },
    })
    .unwrap();
    // East plays before his partner: not subject to rectification.
    play(&mut t, "E", "D8").unwrap();
    assert_eq!(clauses_of_last(&t), ["57C2"]);
    assert!(t.pending().is_none());
    assert!(penalty(&t).is_empty());
    play(&mut t, "W", "D2").unwrap();
    play(&mut t, "N", "D5").unwrap();
    // East's eight is played at his proper turn.
    assert_eq!(legal(&t), ["D8"]);
    play(&mut t, "E", "D8").unwrap();
    assert_eq!(t.play().unwrap().tricks().len(), 2);
}

#[test]
fn duplicate_2017_law_57_a_without_dummy_s_selection_the_premature_play_is_rectified() {
    let mut t = after_trick_one(CodeId::Duplicate2017);
    play(&mut t, "S", "D6").unwrap();
    play(&mut t, "E", "D8").unwrap();
    assert_eq!(pending(&t).0, "57A");
}

#[test]
fn duplicate_2017_law_60_c_a_play_by_the_offending_side_before_rectification_is_assessed() {
    let mut t = after_trick_one(CodeId::Duplicate2017);
    // West leads at South's turn; before declarer chooses, East plays.
    play(&mut t, "W", "H3").unwrap();
    let waiting = t.pending().unwrap().0;
    play(&mut t, "E", "D4").unwrap();
    assert_eq!(clauses_of_last(&t), ["60C"]);
    assert_eq!(
        penalty(&t),
        ["D4"],
        "itself rectified: a major penalty card"
    );
    // The opponents' rights are not affected: declarer's choice still waits.
    assert_eq!(t.pending().unwrap().0, waiting);
    elect(&mut t, Some("S"), "retract");
    let mut p = penalty(&t);
    p.sort();
    assert_eq!(p, ["D4", "H3"]);
}

#[test]
fn duplicate_2017_law_60_a_3_the_offenders_penalty_card_survives_the_accepted_lead() {
    let mut t = after_trick_one(CodeId::Duplicate2017);
    // East drops the king of diamonds (a major penalty card), then West
    // leads out of turn and declarer plays from dummy: the lead accepted.
    expose(&mut t, "E", "DK", false);
    play(&mut t, "W", "S4").unwrap();
    play(&mut t, "N", "ST").unwrap();
    let accepted = t
        .rulings()
        .iter()
        .find(|r| r.chosen == Some(OptionId::Accept))
        .expect("the lead accepted");
    let cited: Vec<String> = accepted.clauses.iter().map(|c| c.path()).collect();
    assert!(cited.contains(&"60A3".to_owned()), "{cited:?}");
    assert_eq!(penalty(&t), ["DK"], "East's obligation remains");
}
