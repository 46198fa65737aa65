//! The director's adjusted score (duplicate Law 12) and the findings the
//! play laws answer with one: unauthorized information used (16B, 16C),
//! extraneous information (16D), help from a penalty card (50E4),
//! declarer's line after his lead out of turn (55C), a card played on a
//! mistaken explanation too late to retract (47E2(b)), a card seen or a
//! hand of the wrong size (13A2, 13B1), a card misplaced (67B3) or played
//! twice.
//!
//! The deal of `common::bridge_play`: South declares 4S, West leads.

mod common;
use common::bridge_play::*;
use tablelaw::score::{AdjustedScore, AdjustmentCause, Artificial};
use tablelaw::*;

fn clauses(t: &Table) -> Vec<String> {
    t.rulings()
        .last()
        .unwrap()
        .clauses
        .iter()
        .map(|c| c.path())
        .collect()
}

fn last_text(t: &Table) -> String {
    t.rulings().last().unwrap().text.clone()
}

fn contract(bid: &str, doubling: Doubling, declarer: Seat) -> Contract {
    let Call::Bid(bid) = bid.parse::<Call>().unwrap() else {
        panic!("a bid")
    };
    Contract {
        bid,
        doubling,
        declarer,
    }
}

fn assigned(cause: AdjustmentCause, c: Option<Contract>, tricks: u8) -> Event {
    Event::Finding(Finding::AdjustedScore {
        cause,
        offenders: Side::NorthSouth,
        score: AdjustedScore::Assigned {
            contract: c,
            tricks,
        },
    })
}

fn artificial(cause: AdjustmentCause, ns: Artificial, ew: Artificial) -> Event {
    Event::Finding(Finding::AdjustedScore {
        cause,
        offenders: Side::NorthSouth,
        score: AdjustedScore::Artificial { ns, ew },
    })
}

#[test]
fn duplicate_2017_law_16_b_and_16_b_1_and_16_b_1_a_and_16_b_1_b_and_16_b_3_and_12_c_1_a_an_assigned_score_replaces_the_score_obtained_in_play()
 {
    let mut t = d17();
    play_out(&mut t);
    let table_points = t.points().unwrap();
    // North's 4S was suggested by South's hesitation over a logical
    // alternative (3S); the director assigns 3S by South making 10 tricks.
    let three = contract("3S", Doubling::Undoubled, Seat::South);
    apply(
        &mut t,
        assigned(AdjustmentCause::PartnerInformation, Some(three), 10),
    );
    assert_eq!(
        clauses(&t),
        ["16B3", "16B1(a)", "16B1(b)", "12C1(a)", "12C1(b)"]
    );
    let expected = score::DuplicateScore::new(score::DuplicateEdition::Laws2017, &three, false, 10)
        .score_for(Side::NorthSouth);
    assert_eq!(expected, 170);
    assert_eq!(t.points().unwrap()[Side::NorthSouth], 170);
    assert_eq!(t.points().unwrap()[Side::EastWest], -170);
    assert_ne!(t.points(), Some(table_points));
    // The score obtained in play is still the record's.
    assert_eq!(
        t.duplicate_score().unwrap().score_for(Side::NorthSouth),
        table_points[Side::NorthSouth]
    );
    assert!(last_text(&t).contains("3S by South, 10 tricks, North-South +170"));
    let adj = t.adjusted().unwrap();
    assert_eq!(adj.cause, AdjustmentCause::PartnerInformation);
    assert_eq!(adj.offenders, Side::NorthSouth);
}

#[test]
fn duplicate_2017_law_12_c_1_a_an_assigned_score_waits_for_the_end_of_the_play() {
    let mut t = d17();
    plays(&mut t, "W D3 N DA E D4 S D6");
    let before = t.rulings().len();
    let err = t
        .apply(assigned(
            AdjustmentCause::PartnerInformation,
            Some(contract("3S", Doubling::Undoubled, Seat::South)),
            9,
        ))
        .unwrap_err();
    assert!(err.to_string().contains("once the play is over"), "{err}");
    assert_eq!(t.rulings().len(), before, "the state is as it was");
    assert!(t.adjusted().is_none());
}

#[test]
fn duplicate_2017_law_12_c_1_d_and_13_a_2_an_artificial_score_after_the_play_has_no_points() {
    let mut t = d17();
    play_out(&mut t);
    apply(
        &mut t,
        artificial(
            AdjustmentCause::SawCard,
            Artificial::AverageMinus,
            Artificial::AveragePlus,
        ),
    );
    assert_eq!(clauses(&t), ["13A2", "12C1(d)", "12C2(a)"]);
    assert!(last_text(&t).contains("numerous or not obvious"));
    assert!(
        t.points().is_none(),
        "matchpoints or IMPs score it, not Law 77"
    );
    assert!(last_text(&t).contains("North-South average minus, East-West average plus"));
    let adj = t.adjusted().unwrap();
    assert_eq!(
        adj.score.artificial(Side::EastWest),
        Some(Artificial::AveragePlus)
    );
}

#[test]
fn duplicate_2017_law_12_c_2_a_an_artificial_score_when_no_result_can_be_obtained_mid_play() {
    let mut t = d17();
    plays(&mut t, "W D3 N DA E D4 S D6");
    apply(
        &mut t,
        artificial(
            AdjustmentCause::NoRectification,
            Artificial::Average,
            Artificial::Average,
        ),
    );
    assert_eq!(clauses(&t), ["12A1", "12C2(a)"]);
}

#[test]
fn duplicate_2017_law_16_c_3_and_16_c_2_information_from_a_withdrawn_action_used() {
    let mut t = d17();
    play_out(&mut t);
    apply(&mut t, assigned(AdjustmentCause::WithdrawnAction, None, 0));
    assert_eq!(clauses(&t), ["16C3", "16C2", "12C1(a)", "12C1(b)"]);
    assert_eq!(
        t.points().unwrap()[Side::NorthSouth],
        0,
        "assigned pass-out"
    );
}

#[test]
fn duplicate_2007_law_16_d_2_and_12_c_2_the_2007_letters() {
    let mut t = table(CodeId::Duplicate2007);
    play_out(&mut t);
    apply(
        &mut t,
        assigned(
            AdjustmentCause::WithdrawnAction,
            Some(contract("4S", Doubling::Doubled, Seat::South)),
            9,
        ),
    );
    assert_eq!(clauses(&t), ["16D2", "12C2"]);
    apply(
        &mut t,
        artificial(
            AdjustmentCause::ExtraneousInformation,
            Artificial::Average,
            Artificial::AveragePlus,
        ),
    );
    assert_eq!(clauses(&t), ["16C2(c)", "12C1"]);
}

#[test]
fn duplicate_2017_law_50_e_4_and_55_c_a_revised_adjustment_supersedes_the_first() {
    let mut t = d17();
    play_out(&mut t);
    apply(&mut t, assigned(AdjustmentCause::PenaltyCard, None, 0));
    assert_eq!(clauses(&t), ["50E4", "12C1(a)", "12C1(b)"]);
    let first = t.rulings().len() - 1;
    apply(
        &mut t,
        assigned(
            AdjustmentCause::DeclarerLead,
            Some(contract("4S", Doubling::Undoubled, Seat::South)),
            9,
        ),
    );
    assert_eq!(clauses(&t), ["55C", "16C3", "12C1(a)", "12C1(b)"]);
    assert!(t.rulings()[first].text.contains("superseded"));
    assert_eq!(t.adjusted().unwrap().ruling, first + 1);
    assert_eq!(t.points().unwrap()[Side::NorthSouth], -50);
}

#[test]
fn duplicate_2017_law_47_e_2_b_and_13_b_1_and_67_b_3_and_21_b_3_their_adjustments() {
    for (cause, first) in [
        (AdjustmentCause::Misinformation, "21B3"),
        (AdjustmentCause::MistakenExplanation, "47E2(b)"),
        (AdjustmentCause::IncorrectCards, "13B1"),
        (AdjustmentCause::CardPlayedTwice, "67B3"),
    ] {
        let mut t = d17();
        play_out(&mut t);
        apply(&mut t, assigned(cause, None, 0));
        assert_eq!(clauses(&t)[0], first);
    }
}

#[test]
fn rubber_laws_award_no_adjusted_score() {
    let mut t = table(CodeId::Rubber);
    play_out(&mut t);
    let err = t
        .apply(assigned(AdjustmentCause::PartnerInformation, None, 0))
        .unwrap_err();
    assert!(
        err.to_string()
            .contains("rubber laws award no adjusted score")
    );
}

#[test]
fn duplicate_2017_law_16_d_and_16_d_1_and_16_d_3_extraneous_information_after_the_first_call() {
    let mut t = d17();
    apply(
        &mut t,
        Event::Finding(Finding::ExtraneousInformation { seat: Seat::East }),
    );
    assert_eq!(clauses(&t), ["16D1", "16D3", "16D2(c)"]);
    assert!(last_text(&t).contains("standing ready to award an adjusted score"));
    // The play goes on.
    plays(&mut t, "W D3");
}

#[test]
fn duplicate_2017_law_16_d_2_and_16_d_2_c_extraneous_information_before_any_call() {
    let mut t: Table = Table::with_setup(TableSetup::new(CodeId::Duplicate2017, Seat::North));
    apply(
        &mut t,
        Event::Finding(Finding::ExtraneousInformation { seat: Seat::North }),
    );
    assert_eq!(clauses(&t), ["16D1", "16D2(c)"]);
    assert!(last_text(&t).contains("no call having been made"));
}

#[test]
fn duplicate_2017_law_67_b_3_a_card_not_placed_among_the_quitted_tricks() {
    let mut t = d17();
    plays(&mut t, "W D3 N DA E D4 S D6 N S8");
    apply(
        &mut t,
        Event::Finding(Finding::MisplacedCard {
            seat: Seat::East,
            trick: 1,
            card: "D4".parse().unwrap(),
        }),
    );
    assert_eq!(clauses(&t), ["67B3"]);
    assert!(last_text(&t).contains("places it correctly"));
    let before = t.rulings().len();
    // A card that was not played to that trick is not misplaced there.
    let err = t
        .apply(Event::Finding(Finding::MisplacedCard {
            seat: Seat::East,
            trick: 1,
            card: "DK".parse().unwrap(),
        }))
        .unwrap_err();
    assert!(err.to_string().contains("did not play"), "{err}");
    assert_eq!(t.rulings().len(), before);
}
