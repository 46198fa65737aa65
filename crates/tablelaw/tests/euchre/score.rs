//! Laws 1-7: the points of a deal, the game of five, the lap and the rubber.

use tablelaw::codes::euchre::{
    DealEnd, EuchreSetup, GameRecord, PenaltyScoring, RubberScore, ScoreEntry,
};
use tablelaw::{BySide, Side};

use super::play::play_out;
use super::*;

/// North holds the four top trumps (hearts, the nine turned) and two small cards.
const FOUR: &str = "N:.AKJ.7.7 AKQ..A.A JT...QJT 98..KQ.K turned H9";
/// North holds the five top trumps.
const MARCH: &str = "N:.AKQJ.J. AKQ...AK JT...QJT 98..AKQ. turned H9";

fn dealt(dealer: Seat, deal: &str) -> EuchreGame {
    let mut g = EuchreGame::with_setup(EuchreSetup::new(dealer));
    g.apply(E::Deal(deal.parse().unwrap())).unwrap();
    g
}

fn entries(g: &EuchreGame) -> Vec<(Side, i8, u8)> {
    g.deals()
        .last()
        .unwrap()
        .score
        .iter()
        .map(|e| (e.side, e.points, e.law.law))
        .collect()
}

#[test]
fn euchre_law_2_three_or_four_tricks_score_one() {
    let mut g = dealt(North, FOUR);
    run(
        &mut g,
        &[
            pass(East),
            pass(South),
            pass(West),
            E::TakeUp { seat: North },
        ],
    );
    run(&mut g, &[E::Discard { card: card("C7") }]);
    run(
        &mut g,
        &[
            play(East, "DA"),
            play(South, "SJ"),
            play(West, "DK"),
            play(North, "D7"),
            play(East, "SA"),
            play(South, "ST"),
            play(West, "S9"),
            play(North, "HJ"),
            play(North, "HA"),
            play(East, "SK"),
            play(South, "CQ"),
            play(West, "S8"),
            play(North, "HK"),
            play(East, "SQ"),
            play(South, "CJ"),
            play(West, "DQ"),
            play(North, "H9"),
            play(East, "CA"),
            play(South, "CT"),
            play(West, "CK"),
        ],
    );
    let d = g.deals().last().unwrap();
    assert_eq!(d.end, DealEnd::PlayedOut);
    assert_eq!(d.hand.as_ref().unwrap().won()[Side::NorthSouth], 4);
    assert_eq!(entries(&g), vec![(Side::NorthSouth, 1, 2)]);
    assert_eq!(g.score().points, BySide([1, 0]));
    assert_eq!(g.dealer(), East, "the deal passes to the left (Law 28)");
}

#[test]
fn euchre_law_2_a_march_scores_two() {
    let mut g = dealt(North, MARCH);
    run(
        &mut g,
        &[
            pass(East),
            pass(South),
            pass(West),
            E::TakeUp { seat: North },
        ],
    );
    run(&mut g, &[E::Discard { card: card("HQ") }]);
    play_out(&mut g);
    assert_eq!(entries(&g), vec![(Side::NorthSouth, 2, 2)]);
}

#[test]
fn euchre_law_2_the_makers_euchred_the_adversaries_score_two() {
    let mut g = dealt(North, MARCH);
    run(
        &mut g,
        &[E::OrderUp { seat: East }, E::Discard { card: card("HQ") }],
    );
    play_out(&mut g);
    assert_eq!(entries(&g), vec![(Side::NorthSouth, 2, 2)]);
    assert!(g.deals()[0].score[0].reason.contains("euchre"));
}

#[test]
fn euchre_law_3_a_lone_hand_march_scores_four() {
    let mut g = dealt(North, MARCH);
    run(
        &mut g,
        &[
            pass(East),
            pass(South),
            pass(West),
            E::PlayAlone {
                seat: North,
                suit: None,
            },
        ],
    );
    run(&mut g, &[E::Discard { card: card("HQ") }]);
    play_out(&mut g);
    assert_eq!(entries(&g), vec![(Side::NorthSouth, 4, 3)]);
    let h = g.deals()[0].hand.as_ref().unwrap();
    assert!(
        h.tricks().all(|t| t.len() == 3),
        "the lone hand's partner sits out"
    );
}

#[test]
fn euchre_law_3_a_lone_hand_euchred_the_adversaries_score_four() {
    let mut g = dealt(North, MARCH);
    run(
        &mut g,
        &[
            E::PlayAlone {
                seat: East,
                suit: None,
            },
            E::Discard { card: card("HQ") },
        ],
    );
    play_out(&mut g);
    assert_eq!(entries(&g), vec![(Side::NorthSouth, 4, 3)]);
}

#[test]
fn euchre_law_63_the_revoke_in_a_lone_hand_costs_five() {
    let mut g = dealt(North, FOUR);
    run(
        &mut g,
        &[
            pass(East),
            pass(South),
            pass(West),
            E::PlayAlone {
                seat: North,
                suit: None,
            },
        ],
    );
    run(&mut g, &[E::Discard { card: card("C7") }]);
    // West holds diamonds and plays a club to the ace of diamonds.
    run(&mut g, &[play(East, "DA"), play(West, "CK")]);
    play_out(&mut g);
    let e = entries(&g);
    assert_eq!(e[0], (Side::NorthSouth, 5, 63));
}

#[test]
fn euchre_law_71_equal_revokes_cancel() {
    let mut g = dealt(North, FOUR);
    run(
        &mut g,
        &[
            pass(East),
            pass(South),
            pass(West),
            E::TakeUp { seat: North },
        ],
    );
    run(&mut g, &[E::Discard { card: card("C7") }]);
    run(
        &mut g,
        &[
            play(East, "DA"),
            play(South, "SJ"),
            play(West, "CK"),
            play(North, "HJ"),
        ],
    );
    // North trumped holding D7: one revoke on each side.
    play_out(&mut g);
    let e = entries(&g);
    assert!(e.iter().all(|&(_, _, law)| law != 63), "{e:?}");
}

#[test]
fn penalties_from_the_offenders_is_an_option() {
    let options = EuchreOptions {
        penalties: PenaltyScoring::FromOffenders,
        ..Default::default()
    };
    let mut g = EuchreGame::with_setup(EuchreSetup::with_options(North, options));
    g.apply(E::Deal(FOUR.parse().unwrap())).unwrap();
    run(
        &mut g,
        &[
            pass(East),
            pass(South),
            pass(West),
            E::TakeUp { seat: North },
        ],
    );
    run(
        &mut g,
        &[
            E::Discard { card: card("C7") },
            play(East, "DA"),
            play(South, "SJ"),
            play(West, "CK"),
        ],
    );
    play_out(&mut g);
    assert_eq!(entries(&g)[0], (Side::EastWest, -3, 63));
}

#[test]
fn euchre_law_2_game_of_five_with_the_lap_and_law_7_a_double_game() {
    // North marches alone twice: 4 + 4 = 8, a game of 5 and a lap of 3.
    let mut g = dealt(North, MARCH);
    run(
        &mut g,
        &[
            pass(East),
            pass(South),
            pass(West),
            E::PlayAlone {
                seat: North,
                suit: None,
            },
        ],
    );
    run(&mut g, &[E::Discard { card: card("HQ") }]);
    play_out(&mut g);
    // East deals: South, West pass, North (the third hand) plays alone.
    g.apply(E::Deal(MARCH.parse().unwrap())).unwrap();
    run(
        &mut g,
        &[
            pass(South),
            pass(West),
            E::PlayAlone {
                seat: North,
                suit: None,
            },
        ],
    );
    assert_eq!(hand(&g).dealer(), East);
    run(&mut g, &[E::Discard { card: card("SA") }]);
    play_out(&mut g);
    let s = g.score();
    assert_eq!(
        s.games.as_slice(),
        &[GameRecord {
            winner: Side::NorthSouth,
            points: BySide([5, 0]),
            lap: 3,
            value: 2
        }]
    );
    assert_eq!(s.points, BySide([3, 0]), "the lap is carried");
    assert_eq!(g.dealer(), South);
}

fn entry(side: Side, points: i8) -> ScoreEntry {
    ScoreEntry {
        side,
        points,
        law: tablelaw::codes::euchre::law(2, ""),
        reason: String::new().into(),
    }
}

#[test]
fn euchre_law_1_three_games_are_played_and_a_fourth_if_the_third_laps() {
    let mut r = RubberScore::new();
    for _ in 0..5 {
        r.add(&entry(Side::NorthSouth, 1), 5);
    }
    assert_eq!(r.games.len(), 1);
    r.add(&entry(Side::EastWest, 1), 5);
    r.add(&entry(Side::NorthSouth, 4), 5);
    r.add(&entry(Side::NorthSouth, 2), 5);
    assert_eq!(r.games.len(), 2);
    assert!(!r.over, "the third game is played even after two wins");
    assert_eq!(r.winner(), Some(Side::NorthSouth));
    r.add(&entry(Side::EastWest, 4), 5);
    r.add(&entry(Side::EastWest, 4), 5);
    assert_eq!(r.games.len(), 3);
    assert_eq!(r.games[2].lap, 3);
    assert!(!r.over, "the third game lapped: a fourth is played");
    r.add(&entry(Side::EastWest, 2), 5);
    assert!(r.over);
    // Law 7: NS 2 (love game) + 1, EW 1 + 1 (the fourth, NS scored nothing: 2).
    assert_eq!(r.rubber_points(), Some(BySide([2 + 1 + 2, 1 + 2])));
}

#[test]
fn euchre_law_1_the_rubber_ends_after_three_games_without_a_lap() {
    let mut r = RubberScore::new();
    for side in [Side::NorthSouth, Side::EastWest, Side::NorthSouth] {
        r.add(&entry(side, 5), 5);
    }
    assert!(r.over);
    assert_eq!(r.winner(), Some(Side::NorthSouth));
    assert_eq!(r.rubber_points(), Some(BySide([2 + 2 + 2, 2])));
}

#[test]
fn a_game_of_ten_is_an_option() {
    let mut r = RubberScore::new();
    r.add(&entry(Side::EastWest, 4), 10);
    r.add(&entry(Side::EastWest, 4), 10);
    assert!(r.games.is_empty());
    r.add(&entry(Side::EastWest, 2), 10);
    assert_eq!(r.games.len(), 1);
}

#[test]
fn euchre_law_102_a_lone_march_scores_two_after_the_partner_exposed_a_card() {
    let mut g = dealt(North, MARCH);
    run(
        &mut g,
        &[
            pass(East),
            pass(South),
            pass(West),
            E::PlayAlone {
                seat: North,
                suit: None,
            },
        ],
    );
    run(
        &mut g,
        &[
            E::Discard { card: card("HQ") },
            play(East, "SA"),
            play(South, "ST"),
        ],
    );
    run(
        &mut g,
        &[E::Elect {
            seat: Some(East),
            option: tablelaw::OptionId::PlayAlone,
        }],
    );
    play_out(&mut g);
    assert_eq!(entries(&g), vec![(Side::NorthSouth, 2, 102)]);
}

#[test]
fn euchre_law_4_the_penalty_of_a_revoke_takes_precedence_of_all_other_scores() {
    let mut g = dealt(North, FOUR);
    run(
        &mut g,
        &[
            pass(East),
            pass(South),
            pass(West),
            E::TakeUp { seat: North },
        ],
    );
    run(&mut g, &[E::Discard { card: card("C7") }]);
    // East leads the ace of spades; South, a maker holding spades, plays a club.
    run(&mut g, &[play(East, "SA"), play(South, "CQ")]);
    play_out(&mut g);
    let e = entries(&g);
    assert_eq!(
        e[0],
        (Side::EastWest, 3, 63),
        "the revoke scored first: {e:?}"
    );
    // The makers' points on the hand are not scored (decision 4).
    assert!(
        e.iter()
            .filter(|x| x.0 == Side::NorthSouth)
            .all(|x| x.1 == 0),
        "{e:?}"
    );
    assert_eq!(g.score().points[Side::EastWest], 3);
}
