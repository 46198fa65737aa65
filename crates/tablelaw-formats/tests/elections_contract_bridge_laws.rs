//! `ContractBridge::elections` for one situation under each law, a test
//! named after it (rubber Laws 21, 23, 25-27, 29, 36-39, 46, 50; duplicate
//! 2017 Laws 23, 25B, 26B, 27B-C): the listing written out, and the oracle
//! of `elections_contract_bridge_oracle/` checks the table takes exactly
//! what it implies.

use tablelaw::{Call, CallSet, Election, Needs, OptionId, Seat, Suit, Table};

mod elections_contract_bridge_oracle;
use elections_contract_bridge_oracle::*;

// ----- the laws, one situation each -----

fn seat(s: &str) -> Seat {
    s.parse().unwrap()
}

fn c(s: &str) -> Call {
    s.parse().unwrap()
}

fn calls(s: &str) -> CallSet {
    s.split_whitespace().fold(CallSet::EMPTY, |set, call| {
        set.union(CallSet::single(c(call)))
    })
}

/// A table read from a script (header lines and events).
fn table(script: &str) -> Table {
    let script = tablelaw_formats::parse(script).expect("the script reads");
    let mut t = Table::with_setup(script.setup);
    for (e, at) in script.events {
        t.apply(e.clone())
            .unwrap_or_else(|err| panic!("{at}: {e:?}: {err}"));
    }
    t
}

fn by(option: OptionId, s: &str) -> Election {
    Election::by_seat(option, seat(s))
}

/// Asserts the listing and that the table takes exactly what it implies.
fn assert_elections(t: &Table, expected: &[Election]) {
    assert_eq!(t.elections(), expected);
    check(t, &|| script_of(t));
}

#[test]
fn nothing_pending_no_elections() {
    let t = table("laws rubber\ndealer N\nN 1S\nE Pass");
    assert_elections(&t, &[]);
}

#[test]
fn rubber_law_27_insufficient_bid_elections_are_lho_accept_or_correct() {
    let t = table("laws rubber\ndealer N\nN 1S\nE 1H");
    assert_elections(&t, &[by(OptionId::Accept, "S"), by(OptionId::Correct, "S")]);
}

#[test]
fn rubber_law_27_the_offender_substitutes_the_lowest_sufficient_bid_or_names_another_call() {
    let t = table("laws rubber\ndealer N\nN 1S\nE 1H\nS elect correct");
    let above_1s =
        CallSet::bids_above(tablelaw::Bid::new(1, tablelaw::Denomination::Spades).unwrap());
    assert_elections(
        &t,
        &[
            by(OptionId::LowestSufficient, "E"),
            // 27(b): an attempted double or redouble is named, and cancelled.
            by(OptionId::OtherSufficientOrPass, "E").needing(Needs::Call {
                calls: above_1s.union(calls("Pass X XX")),
            }),
        ],
    );
}

#[test]
fn duplicate_2017_law_27b4_the_offender_may_name_another_insufficient_bid() {
    let t = table("laws duplicate-2017\ndealer N\nN 1S\nE 1H\nS elect correct");
    assert_elections(
        &t,
        &[
            by(OptionId::LowestSufficient, "E"),
            by(OptionId::OtherSufficientOrPass, "E").needing(Needs::Call { calls: all_calls() }),
        ],
    );
}

#[test]
fn duplicate_2017_law_27b3_a_silenced_partner_leaves_no_double_to_name() {
    // 27B4: a second insufficient bid not accepted is ruled as B3.
    let t = table(
        "laws duplicate-2017\ndealer N\nN 2S\nE 1H\nS elect correct\nE elect other-sufficient-or-pass 1D\nS elect correct",
    );
    let pending = t.pending().unwrap().1.law.to_string();
    assert_eq!(pending, "duplicate-2017 Law 27B4");
    assert_elections(
        &t,
        &[
            by(OptionId::LowestSufficient, "E"),
            by(OptionId::OtherSufficientOrPass, "E").needing(Needs::Call {
                calls: CallSet::BIDS.union(CallSet::PASS),
            }),
        ],
    );
}

#[test]
fn duplicate_2017_law_27c_a_premature_bid_of_more_than_eight_cannot_be_the_correction() {
    // 27C: East replaced 1H by 8NT before the ruling; refused as his
    // correction (Law 27 wants a legal call), South may only accept 1H.
    let t = table("laws duplicate-2017\ndealer N\nN 1S\nE 1H\nE 8NT");
    assert_elections(&t, &[by(OptionId::Accept, "S")]);
}

#[test]
fn duplicate_2017_law_23_comparable_is_the_directors() {
    let t = table("laws duplicate-2017\ndealer N\nN 1S\nE 1H\nS elect correct\nE 2C");
    assert_elections(
        &t,
        &[
            Election::by_director(OptionId::Comparable),
            Election::by_director(OptionId::NotComparable),
        ],
    );
}

#[test]
fn rubber_law_29_lho_accepts_or_cancels_a_call_out_of_rotation() {
    let t = table("laws rubber\ndealer N\nN 1H\nS 2H");
    assert_elections(&t, &[by(OptionId::Accept, "W"), by(OptionId::Cancel, "W")]);
}

#[test]
fn rubber_law_25_b_the_first_call_stands_or_another_legal_call_named_or_not() {
    let t = table("laws rubber\ndealer N\nN 1H\nE 1S\nE change 2D deliberate");
    let above_1h =
        CallSet::bids_above(tablelaw::Bid::new(1, tablelaw::Denomination::Hearts).unwrap());
    assert_elections(
        &t,
        &[
            by(OptionId::FirstCallStands, "E"),
            // Without a call: the 2D he substituted.
            by(OptionId::OtherCall, "E"),
            by(OptionId::OtherCall, "E").needing(Needs::Call {
                calls: above_1h.union(calls("Pass X")).without(calls("1S")),
            }),
        ],
    );
}

#[test]
fn duplicate_2017_law_25b_the_lho_accepts_a_legal_substitute_or_cancels_it() {
    let t = table("laws duplicate-2017\ndealer N\nN 1H\nN change 1S deliberate");
    assert_elections(&t, &[by(OptionId::Accept, "E"), by(OptionId::Cancel, "E")]);
    // A substitute not legal in place of the first call cannot be accepted.
    let t = table("laws duplicate-2017\ndealer N\nN 1H\nE 1S\nE change 1D deliberate");
    assert_elections(&t, &[by(OptionId::Cancel, "S")]);
}

#[test]
fn rubber_laws_36_39_the_director_assesses_condoning_is_by_lhos_call() {
    let t = table("laws rubber\ndealer N\nN 1S\nE Pass\nS X");
    assert_elections(&t, &[Election::by_director(OptionId::Penalty)]);
}

#[test]
fn rubber_law_21_the_lho_keeps_his_call_or_names_another_legal_where_it_stands() {
    let t = table(
        "laws rubber\ndealer N\nN 1C alert\nS explains 1C \"natural\"\nE Pass\nS 1H\nE change 1D misinformation",
    );
    let above_1d =
        CallSet::bids_above(tablelaw::Bid::new(1, tablelaw::Denomination::Diamonds).unwrap());
    assert_elections(
        &t,
        &[
            by(OptionId::Keep, "S"),
            by(OptionId::Change, "S").needing(Needs::Call {
                calls: above_1d.union(calls("Pass X")).without(calls("1H")),
            }),
        ],
    );
    // Over 1S his 1H is no longer legal: he must change it.
    let t = table(
        "laws rubber\ndealer N\nN 1C alert\nS explains 1C \"natural\"\nE Pass\nS 1H\nE change 1S misinformation",
    );
    let above_1s =
        CallSet::bids_above(tablelaw::Bid::new(1, tablelaw::Denomination::Spades).unwrap());
    assert_elections(
        &t,
        &[by(OptionId::Change, "S").needing(Needs::Call {
            calls: above_1s.union(calls("Pass X")),
        })],
    );
}

const DEAL: &str = "deal N:KT8.A96.A95.7542 Q5.KJ52.KQ874.T8 AJ92.874.JT6.AQ3 7643.QT3.32.KJ96";

#[test]
fn rubber_law_26_a_declarer_requires_or_prohibits_the_suit_named() {
    let t = table(&format!(
        "laws rubber\ndealer N\n{DEAL}\nN 1S\nW 2H\nN elect cancel\nE pass\nS 2S\nW 3C\nN 3S\nE pass\nS pass\nW pass"
    ));
    let hearts = || Needs::Suit {
        suits: vec![Suit::Hearts],
    };
    assert_elections(
        &t,
        &[
            by(OptionId::RequireLead, "N").needing(hearts()),
            by(OptionId::ProhibitLead, "N").needing(hearts()),
            by(OptionId::NoLeadRestriction, "N"),
        ],
    );
}

#[test]
fn duplicate_2017_law_26b_declarer_prohibits_a_suit_the_offender_did_not_specify() {
    // West's 2H out of rotation is cancelled; he bids 3C later: East may
    // be barred from any suit West did not specify, spades, diamonds or hearts.
    let t = table(&format!(
        "laws duplicate-2017\ndealer N\n{DEAL}\nN 1S\nW 2H\nN elect cancel\nE pass\nS 2S\nW 3C\nelect not-comparable\nN 3S\nE pass\nS pass\nW pass"
    ));
    let (law, _) = (t.pending().unwrap().1.law.to_string(), ());
    assert_eq!(law, "duplicate-2017 Law 26");
    assert_elections(
        &t,
        &[
            by(OptionId::ProhibitLead, "N").needing(Needs::Suit {
                suits: vec![Suit::Spades, Suit::Hearts, Suit::Diamonds],
            }),
            by(OptionId::NoLeadRestriction, "N"),
        ],
    );
}

#[test]
fn rubber_law_23_declarer_treats_exposed_cards_as_penalty_cards_or_not() {
    let t = table(&format!(
        "laws rubber\ndealer N\n{DEAL}\nN 1S\nW exposes S7 S6\nE pass\nS 2S\nW pass\nN pass\nE pass"
    ));
    assert_elections(
        &t,
        &[by(OptionId::PenaltyCards, "N"), by(OptionId::PickUp, "N")],
    );
}

#[test]
fn rubber_law_46_a_card_named_by_the_defenders_is_played_not_elected() {
    let t = table(&format!(
        "laws rubber\ndealer N\n{DEAL}\nN 1S\nE pass\nS 2S\nW pass\nN pass\nE pass\nE HK\ndesignate \"play anything\""
    ));
    assert!(t.pending_card().is_some());
    assert_elections(&t, &[]);
}

#[test]
fn rubber_law_50_a_the_penalty_card_declarer_chooses_is_played_not_elected() {
    let t = table(&format!(
        "laws rubber\ndealer N\n{DEAL}\nN 1S\nW exposes S7 S6\nE pass\nS 2S\nW pass\nN pass\nE pass\nN elect penalty-cards\nN elect no-lead-restriction\nE S5\nS S2"
    ));
    assert!(t.pending_card().is_some());
    assert_elections(&t, &[]);
}

#[test]
fn duplicate_2017_law_25b1_the_finding_waits_on_the_call_made_over_the_change() {
    // East changes his pass to 1D; South accepts by calling 2C over it, and
    // his call is ruled on once the director finds whether 1D is
    // comparable.
    let t = table("laws duplicate-2017\ndealer N\nN 1C\nE Pass\nE change 1D deliberate\nS 2C");
    assert_elections(
        &t,
        &[
            Election::by_director(OptionId::Comparable),
            Election::by_director(OptionId::NotComparable),
        ],
    );
    // Here South had to repeat his 1H (31A1: East, his RHO, had passed);
    // the pass is withdrawn by the change, so the duty lapses with it and
    // South's 2C over 1D is a call Law 31A2 judges: the director's finding
    // on 1D is taken, then the one on 2C.
    let t = table(
        "laws duplicate-2017\ndealer N\nN 1C\nS 1H\nW elect cancel\nE Pass\nE change 1D deliberate\nS 2C",
    );
    assert_elections(
        &t,
        &[
            Election::by_director(OptionId::Comparable),
            Election::by_director(OptionId::NotComparable),
        ],
    );
}
