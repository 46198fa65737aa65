//! A call said again by the player who has just made it, before his LHO
//! has called, under the rubber laws and the duplicate laws of 2017 and
//! 2007: no event of the laws (decisions 173-175). Each test is named
//! after the law the repetition was ruled under before.

mod common;
mod repetition_helpers;

use common::*;
use repetition_helpers::repeated;
use tablelaw::*;

fn call(s: &str, call: &str) -> Event {
    Event::call(seat(s), c(call))
}

/// The user's script: the election places East's 2H, then the director
/// taps 2H.
fn after_lowest_sufficient(code: CodeId) -> Table {
    let mut t = table_in(code, "N", None, "1S");
    by(&mut t, "E", "1H");
    elect(&mut t, Some("S"), "correct");
    elect(&mut t, Some("E"), "lowest-sufficient");
    t
}

#[test]
fn rubber_law_25_repeating_the_call_just_made_is_no_change() {
    let mut t = after_lowest_sufficient(CodeId::Rubber);
    let note = repeated(&mut t, call("E", "2H"));
    assert_eq!(
        note,
        "East repeats his call 2♥: no change of call (Law 25 needs a different call); nothing follows"
    );
    assert_eq!(standing(&t), ["N:1S", "E:2H"]);
    assert_eq!(t.turn(), Some(Seat::South));
    assert!(
        t.penalties_in_force().next().is_none(),
        "West is not silenced"
    );
    assert_eq!(t.notes()[0].event, 4);
    // The auction goes on as if nothing had been said.
    by(&mut t, "S", "P");
    by(&mut t, "W", "3H");
    assert_eq!(standing(&t), ["N:1S", "E:2H", "S:Pass", "W:3H"]);
}

#[test]
fn rubber_law_25_a_bid_repeated_in_a_regular_auction_writes_the_log_out() {
    let mut t = table("N", "1S");
    assert!(t.log().len() == 1);
    repeated(&mut t, call("N", "1S"));
    assert_eq!(t.log().len(), 2);
    assert_eq!(t.notes()[0].event, 1);
    assert_eq!(standing(&t), ["N:1S"]);
    assert_eq!(
        t.calls().len(),
        1,
        "the repetition is no call of the auction"
    );
}

#[test]
fn rubber_law_25_a_pass_or_a_double_repeated_is_no_change() {
    let mut t = table("N", "1S P");
    repeated(&mut t, call("E", "P"));
    assert_eq!(standing(&t), ["N:1S", "E:Pass"]);
    let mut t = table("N", "1S X");
    repeated(&mut t, call("E", "X"));
    let mut t = table("N", "1S X XX");
    repeated(&mut t, call("S", "XX"));
    assert_eq!(t.turn(), Some(Seat::West));
}

#[test]
fn rubber_law_29_a_pass_repeated_before_any_bid_is_no_call_out_of_rotation() {
    let mut t = table("N", "P");
    repeated(&mut t, call("N", "P"));
    assert_eq!(t.turn(), Some(Seat::East));
}

#[test]
fn rubber_law_25_another_call_at_lhos_turn_is_still_a_change() {
    let mut t = after_lowest_sufficient(CodeId::Rubber);
    by(&mut t, "E", "3H");
    assert_eq!(pending(&t).0, "25(b)");
    assert!(t.notes().is_empty());
}

#[test]
fn rubber_law_29_the_same_call_after_lho_has_called_is_out_of_rotation() {
    let mut t = table("N", "1S P P");
    by(&mut t, "E", "P");
    assert!(t.notes().is_empty());
    assert!(
        !t.rulings().is_empty(),
        "East's pass at his partner's turn is ruled"
    );
}

#[test]
fn rubber_law_27_the_insufficient_bid_repeated_while_lho_elects_is_no_substitution() {
    let mut t = table("N", "1S");
    by(&mut t, "E", "1H");
    let note = repeated(&mut t, call("E", "1H"));
    assert!(
        note.ends_with("ruling #1 still awaits its election"),
        "{note}"
    );
    assert_eq!(pending(&t).0, "27");
    assert!(t.penalties_in_force().next().is_none(), "no lead penalty");
    elect(&mut t, Some("S"), "correct");
    elect(&mut t, Some("E"), "lowest-sufficient");
    assert_eq!(standing(&t), ["N:1S", "E:2H"]);
}

#[test]
fn rubber_law_29_a_call_out_of_rotation_repeated_while_lho_elects_is_no_event() {
    let mut t = table("N", "");
    by(&mut t, "E", "1H");
    assert_eq!(pending(&t).0, "29");
    repeated(&mut t, call("E", "1H"));
    assert_eq!(pending(&t).0, "29");
}

#[test]
fn rubber_law_25_b_the_substitute_repeated_while_the_offender_chooses_is_no_election() {
    let mut t = table("N", "1S P");
    by(&mut t, "E", "2H");
    assert_eq!(pending(&t).0, "25(b)");
    repeated(&mut t, call("E", "2H"));
    assert_eq!(pending(&t).0, "25(b)", "still East's to choose");
    assert!(t.penalties_in_force().next().is_none());
}

#[test]
fn rubber_law_39_the_final_pass_repeated_after_the_close_is_no_call_after_the_close() {
    let mut t = play_table(CodeId::Rubber, &["1S", "P", "P", "P"]);
    assert!(t.is_closed());
    let note = repeated(&mut t, call("E", "P"));
    assert_eq!(
        note,
        "East repeats Pass, the call that closed the auction: no call after the close (Law 39 needs a new call); nothing follows"
    );
    assert_eq!(t.contract().map(|c| c.declarer), Some(Seat::South));
    // After the opening lead it is a call after the close again.
    let lead = t.play().unwrap().legal_plays().lowest().unwrap();
    t.play_card(Seat::West, lead).unwrap();
    by(&mut t, "E", "P");
    assert_eq!(laws(&t), ["39(a)"]);
    assert_eq!(t.notes().len(), 1);
}

#[test]
fn duplicate_2017_law_25b_repeating_the_call_just_made_is_no_change() {
    let mut t = after_lowest_sufficient(CodeId::Duplicate2017);
    repeated(&mut t, call("E", "2H"));
    assert_eq!(standing(&t), ["N:1S", "E:2H"]);
    assert!(t.penalties_in_force().next().is_none());
    assert_eq!(t.calls().len(), 3, "1S, the 1H withdrawn and the 2H");
}

#[test]
fn duplicate_2017_law_25b_the_substitute_repeated_while_lho_may_accept_is_no_event() {
    let mut t = d17("N", "1S P");
    by(&mut t, "E", "2H");
    let (law, _, _) = pending(&t);
    assert!(law.starts_with("25B"), "{law}");
    repeated(&mut t, call("E", "2H"));
    assert_eq!(pending(&t).0, law);
}

#[test]
fn duplicate_2017_law_39_the_final_pass_repeated_is_no_call_after_the_close() {
    let mut t = play_table(CodeId::Duplicate2017, &["1S", "P", "P", "P"]);
    repeated(&mut t, call("E", "P"));
    // The auction period is not ended by it: an unintended call may still
    // be replaced (25A5), the auction reopening.
    change(&mut t, "N", "2S", ChangeFinding::Inadvertent);
    assert!(!t.is_closed());
}

#[test]
fn duplicate_2007_law_25b_repeating_the_call_just_made_is_no_change() {
    let mut t = after_lowest_sufficient(CodeId::Duplicate2007);
    // The 2007 substitute awaits the director's finding (27B1).
    let (ruling, _) = t.pending().unwrap();
    let note = repeated(&mut t, call("E", "2H"));
    assert!(
        note.ends_with(&format!("ruling #{} still awaits its election", ruling + 1)),
        "{note}"
    );
    director(&mut t, "comparable");
    assert_eq!(standing(&t), ["N:1S", "E:2H"]);
    let mut t = d07("N", "1S P");
    repeated(&mut t, call("E", "P"));
}
