//! Law 78: IMPs and matchpoints, and the Law 78D methods.

use super::*;

// ---------------------------------------------------------------------------
// Law 78B: IMPs

/// The scale as Law 78B prints it: (lowest difference, highest, IMPs).
const PRINTED_SCALE: [(i32, i32, i32); 25] = [
    (0, 10, 0),
    (20, 40, 1),
    (50, 80, 2),
    (90, 120, 3),
    (130, 160, 4),
    (170, 210, 5),
    (220, 260, 6),
    (270, 310, 7),
    (320, 360, 8),
    (370, 420, 9),
    (430, 490, 10),
    (500, 590, 11),
    (600, 740, 12),
    (750, 890, 13),
    (900, 1090, 14),
    (1100, 1290, 15),
    (1300, 1490, 16),
    (1500, 1740, 17),
    (1750, 1990, 18),
    (2000, 2240, 19),
    (2250, 2490, 20),
    (2500, 2990, 21),
    (3000, 3490, 22),
    (3500, 3990, 23),
    (4000, 100_000, 24),
];

#[test]
fn imps_law_78b_every_band_boundary_of_the_printed_scale() {
    for (low, high, expected) in PRINTED_SCALE {
        for d in [low, high, (low + high) / 20 * 10] {
            assert_eq!(imps(d), expected, "difference {d}");
            assert_eq!(imps(-d), -expected, "difference -{d}");
        }
    }
    assert_eq!(imps(i32::MAX), 24);
    assert_eq!(imps(i32::MIN), -24);
    // The bounds constant is the printed scale.
    for (i, bound) in IMP_SCALE.iter().enumerate() {
        assert_eq!(*bound as i32, PRINTED_SCALE[i + 1].0);
    }
}

#[test]
fn imps_law_78b_peer_vectors() {
    let v = json("richardschneider__bridge-scorer.json");
    for pair in v["imp_scale"].as_array().unwrap() {
        let d = pair[0].as_i64().unwrap() as i32;
        let n = pair[1].as_i64().unwrap() as i32;
        assert_eq!(imps(d), n, "lower bound {d}");
        if d > 0 {
            assert_eq!(imps(d - 10), n - 1, "below bound {d}");
        }
    }
    for pair in v["to_imps"].as_array().unwrap() {
        let d = pair[0].as_i64().unwrap() as i32;
        assert_eq!(imps(d), pair[1].as_i64().unwrap() as i32, "difference {d}");
    }
}

/// A board's scores from North-South's point of view, from the vectors'
/// declarer-side scores (a null declarer is a passed-out board).
fn ns_scores(case: &Value) -> Vec<i32> {
    let declarers = case["declarers"].as_array().unwrap();
    let scores = case["scores"].as_array().unwrap();
    declarers
        .iter()
        .zip(scores)
        .map(|(d, s)| {
            let s = s.as_i64().unwrap() as i32;
            match d.as_str() {
                Some("N" | "S") => s,
                Some(_) => -s,
                None => 0,
            }
        })
        .collect()
}

#[test]
fn cross_imps_law_78d_peer_vectors() {
    let v = json("richardschneider__bridge-scorer.json");
    let case = &v["cross_imps"];
    let got = cross_imps(&ns_scores(case));
    let expected: Vec<f64> = case["imps_ns"]
        .as_array()
        .unwrap()
        .iter()
        .map(|x| x.as_f64().unwrap())
        .collect();
    assert_eq!(got, expected);
    assert_eq!(cross_imps(&[420]), [0.0]);
    assert!(cross_imps(&[]).is_empty());
}

#[test]
fn butler_law_78d_peer_vectors() {
    let v = json("richardschneider__bridge-scorer.json");
    let cases = v["butler"].as_array().unwrap();
    // Three tables: nothing dropped.
    let first = ns_scores(&cases[0]);
    assert_eq!(butler_datum(&first, 0), Some(340));
    assert_eq!(cases[0]["datum_ns"].as_i64(), Some(340));
    // Six tables: the highest and lowest dropped, the mean -297.5 rounded to -300.
    let second = ns_scores(&cases[1]);
    let datum = butler_datum(&second, 1).unwrap();
    assert_eq!(i64::from(datum), cases[1]["datum_ns"].as_i64().unwrap());
    let expected: Vec<i32> = cases[1]["imps_ns"]
        .as_array()
        .unwrap()
        .iter()
        .map(|x| x.as_i64().unwrap() as i32)
        .collect();
    assert_eq!(butler_imps(&second, datum), expected);
    assert_eq!(butler_datum(&[100, 200], 1), None);
    assert_eq!(butler_datum(&[], 0), None);
    // A half ten rounds up: 15 -> 20, -15 -> -10.
    assert_eq!(butler_datum(&[10, 20], 0), Some(20));
    assert_eq!(butler_datum(&[-10, -20], 0), Some(-10));
}

// ---------------------------------------------------------------------------
// Law 78A: matchpoints

#[test]
fn matchpoints_law_78a_two_per_score_beaten_one_per_equal() {
    let v = json("richardschneider__bridge-scorer.json");
    for case in v["matchpoints"].as_array().unwrap() {
        let scores = ns_scores(case);
        let mp = matchpoints(&scores);
        let units: Vec<u64> = mp.iter().map(|m| u64::from(m.units)).collect();
        let expect = |key: &str| -> Vec<u64> {
            case[key]
                .as_array()
                .unwrap()
                .iter()
                .map(|x| x.as_u64().unwrap())
                .collect()
        };
        assert_eq!(units, expect("mp_ns"), "{scores:?}");
        let ew: Vec<u64> = mp.iter().map(|m| u64::from(m.opponents().units)).collect();
        assert_eq!(ew, expect("mp_ew"), "{scores:?}");
    }
}

#[test]
fn matchpoints_law_78a_ties_and_percentages() {
    let mp = matchpoints(&[100, 100, 100]);
    assert!(mp.iter().all(|m| m.units == 2 && m.top == 4));
    assert!(mp.iter().all(|m| m.percentage() == Some(50.0)));
    let mp = matchpoints(&[620, 170, 140, 140, -100]);
    let units: Vec<u32> = mp.iter().map(|m| m.units).collect();
    assert_eq!(units, [8, 6, 3, 3, 0]);
    assert_eq!(mp[0].percentage(), Some(100.0));
    assert_eq!(mp[2].percentage(), Some(37.5));
    assert_eq!(mp[2].whole(), 1.5);
    assert_eq!(mp[4].percentage(), Some(0.0));
    // A lone score has nothing to be compared with.
    assert_eq!(matchpoints(&[50])[0].percentage(), None);
    assert!(matchpoints(&[]).is_empty());
}
