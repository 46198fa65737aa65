//! A session scored (duplicate Laws 77, 78 and 12C): travellers and
//! standings, against published examples and numbers worked out by hand.

use tablelaw::score::session::{Entry, Outcome, Ranking, Scoring, Session, SessionError, Weighted};
use tablelaw::score::{AdjustedScore, Artificial, ScoreError};
use tablelaw::{Call, Contract, Doubling, Seat};

/// `4S`, `3NTX`, `6HXX` by `declarer`.
fn contract(text: &str, declarer: Seat) -> Contract {
    let (bid, doubling) = if let Some(b) = text.strip_suffix("XX") {
        (b, Doubling::Redoubled)
    } else if let Some(b) = text.strip_suffix('X') {
        (b, Doubling::Doubled)
    } else {
        (text, Doubling::Undoubled)
    };
    let Ok(Call::Bid(bid)) = bid.parse::<Call>() else {
        panic!("{text} is no bid")
    };
    Contract {
        bid,
        doubling,
        declarer,
    }
}

fn played(board: u32, ns: &str, ew: &str, c: &str, declarer: Seat, tricks: u8) -> Entry {
    Entry {
        board,
        table: None,
        ns: ns.into(),
        ew: ew.into(),
        outcome: Outcome::Played {
            contract: Some(contract(c, declarer)),
            tricks,
        },
    }
}

fn passed(board: u32, ns: &str, ew: &str) -> Entry {
    Entry {
        board,
        table: None,
        ns: ns.into(),
        ew: ew.into(),
        outcome: Outcome::Played {
            contract: None,
            tricks: 0,
        },
    }
}

fn artificial(board: u32, ns: &str, ew: &str, a: Artificial, b: Artificial) -> Entry {
    Entry {
        board,
        table: None,
        ns: ns.into(),
        ew: ew.into(),
        outcome: Outcome::Adjusted {
            adjusted: AdjustedScore::Artificial { ns: a, ew: b },
        },
    }
}

fn record(session: &mut Session, entries: impl IntoIterator<Item = Entry>) {
    for e in entries {
        session.record(e).expect("a possible result");
    }
}

fn close(a: f64, b: f64) -> bool {
    (a - b).abs() < 1e-9
}

fn assert_values(got: &[f64], want: &[f64]) {
    assert_eq!(got.len(), want.len(), "{got:?} against {want:?}");
    for (g, w) in got.iter().zip(want) {
        assert!(close(*g, *w), "{got:?} against {want:?}");
    }
}

fn ns_values(session: &Session, board: u32) -> Vec<f64> {
    session
        .traveller(board)
        .rows
        .iter()
        .map(|r| r.ns_score.value)
        .collect()
}

/// The traveller of the published explanation of Nationwide Pairs scoring
/// (nationwidepairs.com.au, "scoring explanation"): eleven scores, top 20;
/// +1430 20, +690 18, +680 (three times) 14, +660 (twice) 9, +650 6, -100
/// (twice) 3, -200 0. Board 2: North-South vulnerable (Law 2).
#[test]
fn law_78_a_matchpoints_with_ties_as_published() {
    use Seat::South as S;
    let mut session = Session::new(Scoring::Matchpoints, Ranking::ByDirection);
    let results = [
        ("6S", 12),
        ("3NT", 12),
        ("4S", 12),
        ("4S", 12),
        ("4S", 12),
        ("3NT", 11),
        ("3NT", 11),
        ("4S", 11),
        ("4S", 9),
        ("4S", 9),
        ("4S", 8),
    ];
    for (i, (c, tricks)) in results.into_iter().enumerate() {
        let (ns, ew) = (i.to_string(), format!("e{i}"));
        record(&mut session, [played(2, &ns, &ew, c, S, tricks)]);
    }
    let t = session.traveller(2);
    let points: Vec<f64> = t
        .rows
        .iter()
        .map(|r| r.ns_points.unwrap_or(f64::NAN))
        .collect();
    assert_values(
        &points,
        &[
            1430., 690., 680., 680., 680., 660., 660., 650., -100., -100., -200.,
        ],
    );
    assert_eq!(t.top, 20.0);
    assert_values(
        &ns_values(&session, 2),
        &[20., 18., 14., 14., 14., 9., 9., 6., 3., 3., 0.],
    );
    // East-West: the top less North-South's.
    let ew: Vec<f64> = t.rows.iter().map(|r| r.ew_score.value).collect();
    assert_values(&ew, &[0., 2., 6., 6., 6., 11., 11., 14., 17., 17., 20.]);
    assert_eq!(t.citations[1].to_string(), "duplicate-2017 Law 78A");
}

/// Law 77: "If all four players pass each side enters a zero score", and
/// the zero is compared like any other (Law 78A), by hand: +110 beats
/// three scores (6), each 0 beats -50 and ties the other 0 (3), -50 beats
/// none (0).
#[test]
fn law_78_a_a_passed_out_board_scores_zero_and_is_compared() {
    let mut session = Session::new(Scoring::Matchpoints, Ranking::Together);
    record(
        &mut session,
        [
            played(1, "1", "2", "2S", Seat::North, 8),
            passed(1, "3", "4"),
            played(1, "5", "6", "2S", Seat::North, 7),
            passed(1, "7", "8"),
        ],
    );
    assert_values(&ns_values(&session, 1), &[6., 3., 0., 3.]);
    let t = session.traveller(1);
    assert_eq!(t.rows[1].ns_points, Some(0.0));
    assert_eq!(t.rows[1].ns_score.percentage, Some(50.0));
}

/// The Neuberg formula, as the EBU's article "The Neuberg Formula - the
/// Principle" works it: ten different scores where eleven were expected,
/// factored to a top of 20: 19.9, 17.7, 15.5, ... 2.3, 0.1.
#[test]
fn matchpoints_of_a_board_with_a_missing_result_are_factored_by_neuberg_as_the_ebu_works_it() {
    let mut session = Session::new(Scoring::Matchpoints, Ranking::Together).with_expected(11);
    // Ten different North-South scores (board 1, neither vulnerable):
    // 1NT by North with 4 to 13 tricks, -150 to +270.
    for (i, tricks) in (4..=13).enumerate() {
        let (ns, ew) = (i.to_string(), format!("e{i}"));
        record(
            &mut session,
            [played(1, &ns, &ew, "1NT", Seat::North, tricks)],
        );
    }
    let mut values = ns_values(&session, 1);
    values.sort_by(|a, b| b.total_cmp(a));
    assert_values(
        &values,
        &[19.9, 17.7, 15.5, 13.3, 11.1, 8.9, 6.7, 4.5, 2.3, 0.1],
    );
}

/// "Neuberg made easy" (pjms.nl): a board played 3 times (430, 400, -50:
/// 4, 2, 0 of a top of 4) in a session where others were played 6 times
/// scores as if each result had come twice: 9, 5, 1 of a top of 10 (90%,
/// 50%, 10%). The factor is the most results of any board.
#[test]
fn a_board_played_fewer_times_than_the_most_played_is_factored_up_to_it() {
    let mut session = Session::new(Scoring::Matchpoints, Ranking::Together);
    record(
        &mut session,
        [
            played(1, "1", "2", "3NT", Seat::South, 10),
            played(1, "3", "4", "3NT", Seat::South, 9),
            played(1, "5", "6", "3NT", Seat::South, 8),
        ],
    );
    for i in 0..6 {
        let (ns, ew) = (format!("n{i}"), format!("w{i}"));
        record(&mut session, [passed(2, &ns, &ew)]);
    }
    assert_eq!(session.expected(), 6);
    let t = session.traveller(1);
    assert_eq!(t.top, 10.0);
    assert_values(&ns_values(&session, 1), &[9., 5., 1.]);
    let pct: Vec<f64> = t
        .rows
        .iter()
        .map(|r| r.ns_score.percentage.unwrap_or(f64::NAN))
        .collect();
    assert_values(&pct, &[90., 50., 10.]);
}

/// 2017 Law 12C2(a): average plus (at least 60%), average minus (at most
/// 40%) of the matchpoints available; the other results are compared among
/// themselves and factored (four results where five are expected).
#[test]
fn law_12_c_2_a_artificial_scores_in_matchpoints_and_the_others_factored() {
    let mut session = Session::new(Scoring::Matchpoints, Ranking::Together);
    record(
        &mut session,
        [
            played(1, "1", "2", "4S", Seat::North, 10),
            played(1, "3", "4", "4S", Seat::North, 11),
            played(1, "5", "6", "4S", Seat::North, 9),
            played(1, "7", "8", "4S", Seat::North, 10),
            artificial(
                1,
                "9",
                "10",
                Artificial::AveragePlus,
                Artificial::AverageMinus,
            ),
        ],
    );
    for i in 0..5 {
        let (ns, ew) = (format!("{}", 2 * i + 1), format!("{}", 2 * i + 2));
        record(&mut session, [passed(2, &ns, &ew)]);
    }
    let t = session.traveller(1);
    // N = 5: top 8. Four compared: 420 ties 420 (units 3 of 6), 450 (6),
    // -50 (0); factored (u + 1) × 5 / 4 − 1.
    assert_eq!(t.top, 8.0);
    assert_eq!(t.compared, 4);
    assert_values(&ns_values(&session, 1), &[4.0, 7.75, 0.25, 4.0, 4.8]);
    assert!(close(t.rows[4].ew_score.value, 3.2));
    assert_eq!(t.rows[4].ns_score.artificial, Some(Artificial::AveragePlus));
    assert_eq!(t.rows[4].ns_points, None);
    let cited: Vec<String> = t.citations.iter().map(ToString::to_string).collect();
    assert!(cited.contains(&"duplicate-2017 Law 12C2(a)".to_owned()));
}

/// 2017 Law 12C2(c): a non-offending contestant whose session score
/// exceeds 60% is given its percentage on the other boards in place of
/// average plus; an offending one below 40% its percentage in place of
/// average minus.
#[test]
fn law_12_c_2_c_average_plus_above_sixty_percent_takes_the_sessions_percentage() {
    let mut session = Session::new(Scoring::Matchpoints, Ranking::Together);
    // Board 1 and 2: pair 1 (NS) tops both against pairs 3 and 5; pair 2
    // (EW against it) gets zero.
    for board in [1, 2] {
        record(
            &mut session,
            [
                played(board, "1", "2", "4S", Seat::North, 11),
                played(board, "3", "4", "4S", Seat::North, 10),
                played(board, "5", "6", "4S", Seat::North, 9),
            ],
        );
    }
    record(
        &mut session,
        [
            artificial(
                3,
                "1",
                "2",
                Artificial::AveragePlus,
                Artificial::AverageMinus,
            ),
            played(3, "3", "4", "4S", Seat::North, 10),
            played(3, "5", "6", "4S", Seat::North, 9),
        ],
    );
    let standings = session.standings();
    let of = |name: &str| {
        standings
            .rows
            .iter()
            .find(|s| s.contestant == name)
            .expect("listed")
    };
    // Pair 1: 100% on boards 1 and 2, so 100% on board 3 too, not 60%.
    assert_eq!(of("1").percentage, Some(100.0));
    assert_eq!(of("1").rank, 1);
    // Pair 2: 0% on its other boards, so 0% in place of average minus.
    assert_eq!(of("2").percentage, Some(0.0));
    let cited: Vec<String> = standings
        .citations
        .iter()
        .map(ToString::to_string)
        .collect();
    assert_eq!(
        cited,
        ["duplicate-2017 Law 78A", "duplicate-2017 Law 12C2(c)"]
    );
}

/// 2017 Law 12C1(c), in matchpoints: a weighted score is compared result
/// by result in its weights, and every other table against each of its
/// results in the same weights. The weighted score is the example of
/// "Weighted scores and 12C1(c) stories" (Bridge Winners): 60% of 4S=
/// (+420) and 40% of 4S-1 (-50), neither vulnerable; worked by hand against
/// the others, +420, +450, -50. Weighted table: 0.6 × (1 + 0 + 2) + 0.4 × (0 + 0 + 1)
/// = 2.2 units; +420: 0.6 × 1 + 0.4 × 2 + 0 + 2 = 3.4; +450: 2 + 2 + 2 = 6;
/// -50: 0.6 × 0 + 0.4 × 1 = 0.4 (the total, 12, is n(n−1) as always). The
/// matchpoints of the weighted points (+232) would be 2, not 2.2.
#[test]
fn law_12_c_1_c_a_weighted_score_scores_its_weighted_matchpoints() {
    let mut session = Session::new(Scoring::Matchpoints, Ranking::Together);
    let weighted = Entry {
        board: 1,
        table: Some(1),
        ns: "1".into(),
        ew: "2".into(),
        outcome: Outcome::Weighted {
            results: vec![
                Weighted {
                    weight: 60,
                    contract: Some(contract("4S", Seat::North)),
                    tricks: 10,
                },
                Weighted {
                    weight: 40,
                    contract: Some(contract("4S", Seat::North)),
                    tricks: 9,
                },
            ],
        },
    };
    record(
        &mut session,
        [
            weighted,
            played(1, "3", "4", "4S", Seat::North, 10),
            played(1, "5", "6", "4S", Seat::North, 11),
            played(1, "7", "8", "4S", Seat::North, 9),
        ],
    );
    assert_values(&ns_values(&session, 1), &[2.2, 3.4, 6.0, 0.4]);
    let t = session.traveller(1);
    assert!(close(t.rows[0].ns_points.unwrap_or(0.0), 232.0));
    assert!(close(t.rows[0].ew_score.value, 6.0 - 2.2));
    let cited: Vec<String> = t.citations.iter().map(ToString::to_string).collect();
    assert!(cited.contains(&"duplicate-2017 Law 12C1(c)".to_owned()));
    // The same weights as 3 and 2 score the same.
    let mut thirds = Session::new(Scoring::Matchpoints, Ranking::Together);
    let mut entries: Vec<Entry> = session.boards().flat_map(|(_, e)| e.to_vec()).collect();
    if let Outcome::Weighted { results } = &mut entries[0].outcome {
        results[0].weight = 3;
        results[1].weight = 2;
    }
    record(&mut thirds, entries);
    assert_values(&ns_values(&thirds, 1), &[2.2, 3.4, 6.0, 0.4]);
}

/// Law 78B between two teams (board 2, North-South vulnerable): team A
/// North-South at table 1 makes 4S (+620); at table 2, East-West, A makes
/// 2S with two overtricks (+170, North-South -170). A's net 790 is 13 IMPs
/// (750-890), B's -13.
#[test]
fn law_78_b_imps_between_two_teams() {
    let mut session = Session::new(Scoring::Imps, Ranking::Together);
    record(
        &mut session,
        [
            played(2, "A", "B", "4S", Seat::North, 10),
            played(2, "B", "A", "2S", Seat::East, 10),
        ],
    );
    let t = session.traveller(2);
    assert_values(&ns_values(&session, 2), &[13.0, -13.0]);
    assert_eq!(t.rows[0].compared_with, Some(1));
    let standings = session.standings();
    let a = standings.rows.iter().find(|s| s.contestant == "A");
    assert_eq!(a.map(|s| (s.total, s.boards, s.rank)), Some((13.0, 1, 1)));
    assert_eq!(standings.rows[1].total, -13.0);
}

/// 2017 Law 12C1(c) at IMPs (by hand; board 4, both vulnerable): team A
/// North-South at table 1 is assigned 70% of 4S= (+620) and 30% of 4S-1
/// (-100); at table 2 A, East-West, made 4S (North-South -620). A's IMPs:
/// 0.7 × IMPs(1240) plus 0.3 × IMPs(520), 0.7 × 15 + 0.3 × 11 = 13.8; the
/// IMPs of the weighted points (+404, difference 1024) would be 14.
#[test]
fn law_12_c_1_c_a_weighted_score_scores_its_weighted_imps() {
    let mut session = Session::new(Scoring::Imps, Ranking::Together);
    let weighted = Entry {
        board: 4,
        table: Some(1),
        ns: "A".into(),
        ew: "B".into(),
        outcome: Outcome::Weighted {
            results: vec![
                Weighted {
                    weight: 7,
                    contract: Some(contract("4S", Seat::South)),
                    tricks: 10,
                },
                Weighted {
                    weight: 3,
                    contract: Some(contract("4S", Seat::South)),
                    tricks: 9,
                },
            ],
        },
    };
    record(
        &mut session,
        [weighted, played(4, "B", "A", "4S", Seat::West, 10)],
    );
    assert_values(&ns_values(&session, 4), &[13.8, -13.8]);
}

/// 2017 Law 12C2(b): average plus and average minus at IMPs are plus and
/// minus 3 IMPs; the table's other result is not compared.
#[test]
fn law_12_c_2_b_artificial_scores_at_imps_are_three_imps() {
    let mut session = Session::new(Scoring::Imps, Ranking::Together);
    record(
        &mut session,
        [
            artificial(
                1,
                "A",
                "B",
                Artificial::AveragePlus,
                Artificial::AverageMinus,
            ),
            played(1, "B", "A", "3NT", Seat::North, 9),
        ],
    );
    let t = session.traveller(1);
    assert_values(&ns_values(&session, 1), &[3.0, -3.0]);
    assert!(close(t.rows[1].ew_score.value, 3.0));
    let cited: Vec<String> = t.citations.iter().map(ToString::to_string).collect();
    assert!(cited.contains(&"duplicate-2017 Law 12C2(b)".to_owned()));
    assert_eq!(session.standings().rows[0].total, 3.0);
}

/// Cross-IMPs (Law 78D), as the bridge-scorer program's tests have it:
/// scores 620, 170, 140, 140, -100 give the first 10.5 (10, 10, 10, 12 over
/// four comparisons).
#[test]
fn law_78_d_cross_imps_averaged_over_the_other_scores() {
    let mut session = Session::new(Scoring::CrossImps, Ranking::Together);
    record(
        &mut session,
        [
            played(1, "1", "2", "4S", Seat::North, 10),
            played(1, "3", "4", "4S", Seat::North, 9),
            played(1, "5", "6", "2S", Seat::North, 9),
            played(1, "7", "8", "2S", Seat::North, 9),
            played(1, "9", "10", "4S", Seat::North, 9),
        ],
    );
    // Board 2, North-South vulnerable, for the published scores.
    let mut vul = Session::new(Scoring::CrossImps, Ranking::Together);
    record(
        &mut vul,
        [
            played(2, "1", "2", "4S", Seat::North, 10),
            played(2, "3", "4", "3S", Seat::North, 10),
            played(2, "5", "6", "2S", Seat::North, 9),
            played(2, "7", "8", "2S", Seat::North, 9),
            played(2, "9", "10", "4S", Seat::North, 9),
        ],
    );
    let t = vul.traveller(2);
    let points: Vec<f64> = t.rows.iter().filter_map(|r| r.ns_points).collect();
    assert_values(&points, &[620., 170., 140., 140., -100.]);
    assert!(close(ns_values(&vul, 2)[0], 10.5));
    // Each North-South value is East-West's with the sign changed.
    for r in &t.rows {
        assert!(close(r.ns_score.value, -r.ew_score.value));
    }
    // The comparisons are symmetric: the values sum to zero.
    assert!(close(ns_values(&session, 1).iter().sum::<f64>(), 0.0));
}

/// Butler (Law 78D), by hand: the datum of 650, 170 and 150 (none dropped
/// of three) is 970 / 3 = 323.3, to the nearest ten 320; each score's IMPs
/// against it: +330 is 8, -150 is -4, -170 is -5.
#[test]
fn law_78_d_butler_imps_against_the_boards_datum() {
    let mut session = Session::new(Scoring::Butler, Ranking::Together);
    record(
        &mut session,
        [
            played(2, "1", "2", "4S", Seat::North, 11),
            played(2, "3", "4", "3S", Seat::North, 10),
            played(2, "5", "6", "1NT", Seat::North, 9),
        ],
    );
    let t = session.traveller(2);
    let points: Vec<f64> = t.rows.iter().filter_map(|r| r.ns_points).collect();
    assert_values(&points, &[650., 170., 150.]);
    // 970 / 3 = 323.3: 320.
    assert_eq!(t.datum, Some(320));
    assert_values(&ns_values(&session, 2), &[8.0, -4.0, -5.0]);
}

/// Law 78C: the net total of all boards.
#[test]
fn law_78_c_total_points_add_each_boards_score() {
    let mut session = Session::new(Scoring::TotalPoints, Ranking::ByDirection);
    record(
        &mut session,
        [
            played(1, "1", "1", "4S", Seat::North, 10),
            played(2, "1", "1", "3NT", Seat::West, 9),
        ],
    );
    let standings = session.standings();
    let ns = standings
        .rows
        .iter()
        .find(|s| s.direction == Some(tablelaw::Side::NorthSouth));
    // +420 on board 1; East-West's 3NT on board 2 (East-West not
    // vulnerable) +400 to them.
    assert_eq!(ns.map(|s| s.total), Some(420.0 - 400.0));
}

/// Standings by direction (a Mitchell): North-South and East-West ranked
/// apart, the same number naming two pairs; equal percentages share a
/// rank.
#[test]
fn standings_by_direction_share_a_rank_on_equal_scores() {
    let mut session = Session::new(Scoring::Matchpoints, Ranking::ByDirection);
    record(
        &mut session,
        [
            played(1, "1", "1", "4S", Seat::North, 10),
            played(1, "2", "2", "4S", Seat::North, 10),
            played(1, "3", "3", "4S", Seat::North, 9),
        ],
    );
    let s = session.standings();
    assert_eq!(s.rows.len(), 6);
    let ns: Vec<(u32, bool, &str)> = s.rows[..3]
        .iter()
        .map(|r| (r.rank, r.tied, r.contestant.as_str()))
        .collect();
    assert_eq!(ns, [(1, true, "1"), (1, true, "2"), (3, false, "3")]);
    let ew: Vec<(u32, &str)> = s.rows[3..]
        .iter()
        .map(|r| (r.rank, r.contestant.as_str()))
        .collect();
    assert_eq!(ew, [(1, "3"), (2, "1"), (2, "2")]);
    assert_eq!(s.rows[0].percentage, Some(75.0));
}

/// Only the impossible is refused, and nothing is recorded then.
#[test]
fn an_impossible_result_is_refused_and_the_session_is_unchanged() {
    let mut session = Session::new(Scoring::Matchpoints, Ranking::Together);
    record(&mut session, [played(1, "1", "2", "4S", Seat::North, 10)]);
    let before = session.traveller(1);
    assert_eq!(
        session.record(played(1, "3", "4", "4S", Seat::North, 14)),
        Err(SessionError::Score {
            board: 1,
            error: ScoreError::TooManyTricks(14)
        })
    );
    assert_eq!(
        session.record(played(0, "3", "4", "4S", Seat::North, 10)),
        Err(SessionError::BoardZero)
    );
    assert!(matches!(
        session.record(played(1, "3", "3", "4S", Seat::North, 10)),
        Err(SessionError::SamePair { .. })
    ));
    let no_weight = Entry {
        outcome: Outcome::Weighted {
            results: vec![Weighted {
                weight: 0,
                contract: None,
                tricks: 0,
            }],
        },
        ..played(1, "3", "4", "4S", Seat::North, 10)
    };
    assert_eq!(session.record(no_weight), Err(SessionError::NoWeight(1)));
    assert_eq!(session.traveller(1), before);
}

mod properties {
    use super::*;
    use proptest::prelude::*;

    fn outcome() -> impl Strategy<Value = Outcome> {
        let result = (1u8..=7, 0usize..5, 0usize..4, 0u8..=13).prop_map(|(level, d, s, tricks)| {
            let text = format!("{level}{}", ["C", "D", "H", "S", "NT"][d]);
            (Some(contract(&text, Seat::ALL[s])), tricks)
        });
        let artificial = prop_oneof![
            Just(Artificial::AveragePlus),
            Just(Artificial::Average),
            Just(Artificial::AverageMinus),
        ];
        prop_oneof![
            4 => result.clone().prop_map(|(contract, tricks)| Outcome::Played { contract, tricks }),
            1 => Just(Outcome::Played { contract: None, tricks: 0 }),
            1 => (artificial.clone(), artificial).prop_map(|(ns, ew)| Outcome::Adjusted {
                adjusted: AdjustedScore::Artificial { ns, ew },
            }),
            1 => proptest::collection::vec((0u32..5, result), 1..4).prop_map(|parts| {
                Outcome::Weighted {
                    results: parts
                        .into_iter()
                        .map(|(weight, (contract, tricks))| Weighted { weight, contract, tricks })
                        .collect(),
                }
            }),
        ]
    }

    fn entries() -> impl Strategy<Value = Vec<Entry>> {
        proptest::collection::vec((1u32..4, 0u8..6, 0u8..6, outcome()), 0..24).prop_map(|v| {
            v.into_iter()
                .map(|(board, ns, ew, outcome)| Entry {
                    board,
                    table: None,
                    ns: format!("{ns}"),
                    ew: format!("{}", ew + 6),
                    outcome,
                })
                .collect()
        })
    }

    proptest! {
        /// Law 78A's units on a board always sum to n(n−1) before
        /// factoring, whatever the weights; North-South's and East-West's
        /// make the top; percentages stay within 0-100.
        #[test]
        fn matchpoints_are_conserved_on_every_board(entries in entries()) {
            let mut session = Session::new(Scoring::Matchpoints, Ranking::ByDirection);
            for e in entries {
                let _ = session.record(e);
            }
            for (board, _) in session.boards().collect::<Vec<_>>() {
                let t = session.traveller(board);
                let n = t.compared as f64;
                let units: f64 = t
                    .rows
                    .iter()
                    .filter(|r| r.ns_score.artificial.is_none())
                    .map(|r| r.ns_score.units)
                    .sum();
                prop_assert!((units - n * (n - 1.0)).abs() < 1e-6);
                for r in &t.rows {
                    let sum = r.ns_score.value + r.ew_score.value;
                    if r.ns_score.artificial.is_none() {
                        prop_assert!((sum - t.top).abs() < 1e-6);
                    }
                    for p in [r.ns_score.percentage, r.ew_score.percentage].into_iter().flatten() {
                        prop_assert!((-1e-9..=100.0 + 1e-9).contains(&p));
                    }
                }
            }
            for s in session.standings().rows {
                if let Some(p) = s.percentage {
                    prop_assert!((-1e-9..=100.0 + 1e-9).contains(&p), "{p}");
                }
            }
        }

        /// Every form scores any results without panicking; in IMPs,
        /// cross-IMPs and Butler East-West's value is North-South's negated.
        #[test]
        fn every_form_scores_any_results(entries in entries(), form in 0usize..5) {
            let scoring = Scoring::ALL[form];
            let mut session = Session::new(scoring, Ranking::Together);
            for e in entries {
                let _ = session.record(e);
            }
            for (board, _) in session.boards().collect::<Vec<_>>() {
                let t = session.traveller(board);
                if scoring != Scoring::Matchpoints {
                    for r in t.rows.iter().filter(|r| r.ns_score.artificial.is_none()) {
                        prop_assert!((r.ns_score.value + r.ew_score.value).abs() < 1e-6);
                    }
                }
            }
            let standings = session.standings();
            prop_assert!(standings.rows.windows(2).all(|w| w[0].rank <= w[1].rank));
        }
    }
}
