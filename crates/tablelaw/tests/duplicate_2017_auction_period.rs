//! The auction period (2017 Law 17D1): from the end of the auction until
//! the opening lead is faced. An unintended call may be replaced until the
//! end of the auction period while partner has not called since (25A1,
//! 25A5), and a call made on misinformation changed likewise (21B1(a)):
//! a final pass replaced then reopens the auction.

mod common;
use common::*;
use tablelaw::*;

const DEAL: &str = "N:KT8.A96.A95.7542 Q5.KJ52.KQ874.T8 AJ92.874.JT6.AQ3 7643.QT3.32.KJ96";

/// 25A5: West's final pass, a slip of the tongue, is replaced by 1S before
/// the opening lead is faced: the auction reopens and goes on with North.
#[test]
fn duplicate_2017_law_25_a_5_a_final_pass_replaced_before_the_opening_lead() {
    let mut t = table_in(CodeId::Duplicate2017, "N", Some(DEAL), "1H P P P");
    assert!(t.is_closed());
    change(&mut t, "W", "1S", ChangeFinding::Inadvertent);
    assert!(!t.is_closed(), "the auction reopens");
    assert_eq!(laws(&t), ["25A"]);
    assert_eq!(standing(&t), ["N:1H", "E:Pass", "S:Pass", "W:1S"]);
    assert_eq!(t.turn(), Some(Seat::North));
    assert!(t.play().is_none());
    // The auction goes on, and closes again.
    for call in ["P", "P", "P"] {
        let s = t.turn().unwrap();
        t.call(s, c(call)).unwrap();
    }
    assert_eq!(t.contract().unwrap().declarer, Seat::West);
}

/// The same after an earlier irregularity (the close off the regular path):
/// the state goes back to the final pass, the accepted insufficient bid
/// still standing.
#[test]
fn duplicate_2017_law_25_a_5_after_an_earlier_irregularity() {
    let mut t = d17("N", "1H");
    by(&mut t, "E", "1D"); // insufficient
    elect(&mut t, Some("S"), "accept");
    for (s, call) in [("S", "P"), ("W", "P"), ("N", "P")] {
        by(&mut t, s, call);
    }
    assert!(t.is_closed());
    change(&mut t, "N", "2H", ChangeFinding::Inadvertent);
    assert!(!t.is_closed());
    assert_eq!(standing(&t), ["N:1H", "E:1D", "S:Pass", "W:Pass", "N:2H"]);
    assert_eq!(laws(&t), ["27A1", "25A"]);
}

/// 21B1(a): after an explanation in the clarification period shows East
/// was misinformed, East changes his final pass to a double; the auction
/// reopens, and the explanation is kept.
#[test]
fn duplicate_2017_law_21_b_1_a_a_change_for_misinformation_in_the_clarification_period() {
    let mut t = table_in(CodeId::Duplicate2017, "N", Some(DEAL), "1H P 2C P P P");
    t.apply(Event::Explain {
        seat: seat("N"),
        call: c("2C"),
        text: "natural".into(),
    })
    .unwrap();
    change(&mut t, "E", "X", ChangeFinding::Misinformation);
    assert!(!t.is_closed());
    assert_eq!(
        standing(&t),
        ["N:1H", "E:Pass", "S:2C", "W:Pass", "N:Pass", "E:X"]
    );
    assert_eq!(t.turn(), Some(Seat::South));
    assert_eq!(
        t.calls()[2].explanations.len(),
        1,
        "the explanation is kept"
    );
}

/// Once the opening lead is faced the auction period is over: a call is a
/// call after the final pass (39).
#[test]
fn duplicate_2017_law_17_d_1_after_the_opening_lead_the_period_is_over() {
    let mut t = table_in(CodeId::Duplicate2017, "N", Some(DEAL), "1H P P P");
    t.play_card(Seat::East, "SQ".parse().unwrap()).unwrap();
    change(&mut t, "W", "1S", ChangeFinding::Inadvertent);
    assert!(t.is_closed());
    assert_eq!(laws(&t), ["39C"]);
}

/// Partner has called since: no replacement (25A4), whatever the period.
#[test]
fn duplicate_2017_law_25_a_4_not_after_partner_has_called_even_in_the_period() {
    let mut t = table_in(CodeId::Duplicate2017, "N", Some(DEAL), "1H P P P");
    // East's pass was followed by West's: East may not replace it.
    change(&mut t, "E", "1S", ChangeFinding::Inadvertent);
    assert!(t.is_closed());
}

/// 2007 21B1(a) reaches the end of the auction period as 2017's does
/// (2007 22B1: the opening lead faced): East's final pass changed for
/// misinformation reopens the auction, citing 22B1.
#[test]
fn duplicate_2007_law_21_b_1_a_a_change_for_misinformation_within_the_auction_period() {
    let mut t = table_in(CodeId::Duplicate2007, "N", Some(DEAL), "1H P 2C P P P");
    assert!(t.is_closed());
    change(&mut t, "E", "X", ChangeFinding::Misinformation);
    assert!(!t.is_closed(), "the auction reopens");
    assert_eq!(
        standing(&t),
        ["N:1H", "E:Pass", "S:2C", "W:Pass", "N:Pass", "E:X"]
    );
    assert_eq!(t.turn(), Some(Seat::South));
    let r = t.rulings().last().unwrap();
    assert!(r.notes.iter().any(|n| n.contains("22B1")), "{:?}", r.notes);
    // Once the opening lead is faced the period is over (22B1): no change,
    // and the state stays as it was.
    let mut t = table_in(CodeId::Duplicate2007, "N", Some(DEAL), "1H P 2C P P P");
    let lead = t.play().unwrap().turn().unwrap();
    let card = t.play().unwrap().legal_plays().iter().next().unwrap();
    t.play_card(lead, card).unwrap();
    let before = t.state().clone();
    let late = Event::Change {
        seat: seat("E"),
        call: c("X"),
        finding: ChangeFinding::Misinformation,
    };
    assert!(t.apply(late).is_err());
    assert!(t.is_closed());
    assert_eq!(t.state(), &before);
}

/// The rubber code has no change after the close, and the 2007 Law 25A
/// speaks of partner's next call, not of the auction period: both rule an
/// unintended call replaced after the close as a call after the close.
#[test]
fn rubber_and_2007_no_change_after_the_close() {
    for (code, law) in [(CodeId::Rubber, "39(b)"), (CodeId::Duplicate2007, "39C")] {
        let mut t = table_in(code, "N", Some(DEAL), "1H P P P");
        change(&mut t, "W", "1S", ChangeFinding::Inadvertent);
        assert!(t.is_closed(), "{code}");
        assert_eq!(laws(&t), [law], "{code}");
    }
}
