//! Scoring: duplicate Laws 2, 77 and 78 (2007 and 2017) and the rubber
//! scoring Laws 72-81 (1993). Test data and their sources: `tests/data/README.md`.

use serde_json::Value;
use tablelaw::score::*;
use tablelaw::{Bid, Call, Contract, Deal, Denomination, Doubling, Seat, Side};

const NS: Side = Side::NorthSouth;
const EW: Side = Side::EastWest;
const ED2007: DuplicateEdition = DuplicateEdition::Laws2007;
const ED2017: DuplicateEdition = DuplicateEdition::Laws2017;

/// A contract written as `4S`, `3NTX`, `7NTXX`, declared by `declarer`.
fn contract(s: &str, declarer: Seat) -> Contract {
    let doubling = if s.ends_with("XX") {
        Doubling::Redoubled
    } else if s.ends_with('X') {
        Doubling::Doubled
    } else {
        Doubling::Undoubled
    };
    let bid = match s.trim_end_matches('X').parse::<Call>() {
        Ok(Call::Bid(b)) => b,
        _ => panic!("not a contract: {s}"),
    };
    Contract {
        bid,
        doubling,
        declarer,
    }
}

fn c(s: &str) -> Contract {
    contract(s, Seat::South)
}

fn data(name: &str) -> String {
    let path = format!("{}/tests/data/{name}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

fn json(name: &str) -> Value {
    serde_json::from_str(&data(name)).unwrap()
}

const VECTOR_FILES: [&str; 4] = [
    "google-deepmind__open_spiel.json",
    "jasujm__bridge.json",
    "jdh8__contract-bridge.json",
    "richardschneider__bridge-scorer.json",
];

fn kind_of(key: &str) -> ScoreKind {
    match key {
        "trick" => ScoreKind::TrickScore,
        "over" => ScoreKind::Overtricks,
        "game" => ScoreKind::Game,
        "part" => ScoreKind::Partscore,
        "small" => ScoreKind::SmallSlam,
        "grand" => ScoreKind::GrandSlam,
        "insult" => ScoreKind::Insult,
        "under" => ScoreKind::Undertricks,
        _ => panic!("unknown part {key}"),
    }
}

const DUPLICATE_KINDS: [ScoreKind; 8] = [
    ScoreKind::TrickScore,
    ScoreKind::Overtricks,
    ScoreKind::Game,
    ScoreKind::Partscore,
    ScoreKind::SmallSlam,
    ScoreKind::GrandSlam,
    ScoreKind::Insult,
    ScoreKind::Undertricks,
];

// ---------------------------------------------------------------------------
// Duplicate Law 77

#[test]
fn duplicate_law_77_table_rows_total_and_parts() {
    let text = data("law77-duplicate-scores.txt");
    let mut rows = 0;
    for (n, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let f: Vec<&str> = line.split_whitespace().collect();
        let k = c(f[0]);
        let vul = match f[1] {
            "V" => true,
            "NV" => false,
            v => panic!("line {}: vulnerability {v}", n + 1),
        };
        let tricks: u8 = f[2].parse().unwrap();
        let expected: i32 = f[3].parse().unwrap();
        let mut parts = [0i32; 8];
        for p in &f[4..] {
            let (key, value) = p.split_once('=').unwrap();
            let i = DUPLICATE_KINDS
                .iter()
                .position(|k| *k == kind_of(key))
                .unwrap();
            parts[i] = value.parse().unwrap();
        }
        for edition in DuplicateEdition::ALL {
            let s = DuplicateScore::try_new(edition, &k, vul, tricks).unwrap();
            assert_eq!(s.total(), expected, "line {}: {line} ({edition})", n + 1);
            assert_eq!(duplicate_score(edition, &k, vul, tricks), expected);
            for (i, kind) in DUPLICATE_KINDS.iter().enumerate() {
                assert_eq!(s.points(*kind), parts[i], "line {}: {line}: {kind}", n + 1);
            }
            for item in s.items() {
                assert_eq!(item.citation.code, edition.code());
                assert_eq!(item.citation.law, 77);
            }
            assert_eq!(s.is_made(), Some(expected > 0));
        }
        rows += 1;
    }
    assert!(rows >= 60, "only {rows} rows");
}

#[test]
fn duplicate_law_77_peer_vectors() {
    let mut rows = 0;
    for file in VECTOR_FILES {
        let v = json(file);
        for row in v["duplicate_score"].as_array().unwrap() {
            let level = row["level"].as_u64().unwrap() as u8;
            let text = format!(
                "{level}{}{}",
                row["strain"].as_str().unwrap(),
                row["doubled"].as_str().unwrap()
            );
            let vul = row["vul"].as_bool().unwrap();
            let tricks = row["tricks"].as_u64().unwrap() as u8;
            let expected = row["score"].as_i64().unwrap() as i32;
            for edition in DuplicateEdition::ALL {
                assert_eq!(
                    duplicate_score(edition, &c(&text), vul, tricks),
                    expected,
                    "{file}: {text} vul={vul} tricks={tricks}"
                );
            }
            rows += 1;
        }
    }
    assert!(rows >= 60, "only {rows} vector rows");
}

#[test]
fn duplicate_law_77_undertrick_rules_for_all_35_contracts() {
    // jdh8/contract-bridge checked these rules for every contract.
    let v = json("jdh8__contract-bridge.json");
    let rules = &v["undertrick_rules_checked_for_all_35_contracts"];
    for bid_index in 0..35u8 {
        let bid = Bid::new(
            bid_index / 5 + 1,
            Denomination::ALL[usize::from(bid_index % 5)],
        )
        .unwrap();
        let needed = bid.level + 6;
        for down in 1..=4u8.min(needed) {
            let tricks = needed - down;
            let score = |doubling, vul| {
                let k = Contract {
                    bid,
                    doubling,
                    declarer: Seat::North,
                };
                duplicate_score(ED2017, &k, vul, tricks)
            };
            let d = i32::from(down);
            assert_eq!(score(Doubling::Undoubled, false), -50 * d);
            assert_eq!(score(Doubling::Undoubled, true), -100 * d);
            let key = format!("down{down}");
            let nv = rules["doubled_not_vul"][&key].as_i64().unwrap() as i32;
            let v = rules["doubled_vul"][&key].as_i64().unwrap() as i32;
            assert_eq!(score(Doubling::Doubled, false), nv, "{bid} down {down}");
            assert_eq!(score(Doubling::Doubled, true), v, "{bid} down {down}");
            assert_eq!(score(Doubling::Redoubled, false), 2 * nv);
            assert_eq!(score(Doubling::Redoubled, true), 2 * v);
        }
    }
}

#[test]
fn duplicate_law_77_redoubled_vulnerable_undertricks() {
    let expected = [
        400, 1000, 1600, 2200, 2800, 3400, 4000, 4600, 5200, 5800, 6400, 7000, 7600,
    ];
    for (i, e) in expected.iter().enumerate() {
        let s = DuplicateScore::new(ED2017, &c("7NTXX"), true, 12 - i as u8);
        assert_eq!(s.total(), -e, "{} down", i + 1);
        assert_eq!(s.items().len(), 1);
        assert_eq!(s.items()[0].kind, ScoreKind::Undertricks);
    }
}

#[test]
fn duplicate_law_77_doubled_not_vulnerable_bonus_from_the_fourth_undertrick() {
    // First 100, each additional 200, plus 100 for the fourth and each later.
    let totals: Vec<i32> = (1..=6)
        .map(|down| -duplicate_score(ED2007, &c("4SX"), false, 10 - down))
        .collect();
    assert_eq!(totals, [100, 300, 500, 800, 1100, 1400]);
    // Vulnerable there is no such bonus: 200 then 300 each.
    let totals: Vec<i32> = (1..=6)
        .map(|down| -duplicate_score(ED2007, &c("4SX"), true, 10 - down))
        .collect();
    assert_eq!(totals, [200, 500, 800, 1100, 1400, 1700]);
}

#[test]
fn duplicate_law_77_trick_score_of_100_on_one_board_is_game() {
    // Doubling counts: 2♥ doubled is 120, game.
    assert_eq!(
        DuplicateScore::new(ED2017, &c("2HX"), false, 8).points(ScoreKind::Game),
        300
    );
    // Overtricks do not: 2♠ with two overtricks is a partscore.
    let s = DuplicateScore::new(ED2017, &c("2S"), true, 10);
    assert_eq!(s.points(ScoreKind::Game), 0);
    assert_eq!(s.points(ScoreKind::Partscore), 50);
    assert_eq!(s.total(), 170);
    // 4♣ is 80: a partscore.
    assert_eq!(duplicate_score(ED2017, &c("4C"), true, 10), 130);
}

#[test]
fn duplicate_law_77_passed_out_board_scores_zero() {
    let s = DuplicateScore::passed_out(ED2017);
    assert_eq!(s.total(), 0);
    assert!(s.items().is_empty());
    assert_eq!(s.is_made(), None);
    assert_eq!(s.score_for(NS), 0);
    assert_eq!(s.score_for(EW), 0);
    assert_eq!(s.citation().to_string(), "duplicate-2017 Law 77");
    let s = DuplicateScore::on_board(ED2007, 7, None, 0).unwrap();
    assert_eq!(s.total(), 0);
}

#[test]
fn duplicate_law_77_score_for_each_side() {
    // jasujm/bridge: +100 for the declaring side N-S is -100 for E-W.
    let s = DuplicateScore::new(ED2017, &contract("4S", Seat::North), false, 8);
    assert_eq!(s.total(), -100);
    assert_eq!(s.declaring_side(), Some(NS));
    assert_eq!(s.score_for(NS), -100);
    assert_eq!(s.score_for(EW), 100);
}

#[test]
fn duplicate_law_77_2007_and_2017_agree_and_are_cited_apart() {
    for bid_index in 0..35u8 {
        let bid = Bid::new(
            bid_index / 5 + 1,
            Denomination::ALL[usize::from(bid_index % 5)],
        )
        .unwrap();
        for doubling in [Doubling::Undoubled, Doubling::Doubled, Doubling::Redoubled] {
            for vul in [false, true] {
                for tricks in 0..=13 {
                    let k = Contract {
                        bid,
                        doubling,
                        declarer: Seat::East,
                    };
                    let a = DuplicateScore::new(ED2007, &k, vul, tricks);
                    let b = DuplicateScore::new(ED2017, &k, vul, tricks);
                    assert_eq!(a.total(), b.total());
                    assert_eq!(a.items().len(), b.items().len());
                    assert_eq!(a.items()[0].citation.to_string(), "duplicate-2007 Law 77");
                    assert_eq!(b.items()[0].citation.to_string(), "duplicate-2017 Law 77");
                }
            }
        }
    }
}

#[test]
fn duplicate_law_77_breakdown_is_displayed_with_its_citations() {
    let s = DuplicateScore::new(ED2017, &contract("6S", Seat::North), true, 13);
    assert_eq!(
        s.to_string(),
        "6♠ by North, vulnerable, 13 tricks: +1460 = +180 trick score (duplicate-2017 Law 77) \
         +30 overtricks (duplicate-2017 Law 77) +500 game (duplicate-2017 Law 77) \
         +750 small slam (duplicate-2017 Law 77)"
    );
}

#[test]
fn duplicate_law_38_inputs_outside_the_laws_are_refused_by_try_new() {
    let mut eight = c("7NT");
    eight.bid.level = 8;
    assert_eq!(
        DuplicateScore::try_new(ED2017, &eight, false, 13),
        Err(ScoreError::InadmissibleContract(8))
    );
    assert_eq!(
        DuplicateScore::try_new(ED2017, &c("1C"), false, 14),
        Err(ScoreError::TooManyTricks(14))
    );
    // The total function does not panic: tricks are capped at 13.
    assert_eq!(
        duplicate_score(ED2017, &c("1C"), false, 255),
        20 + 6 * 20 + 50
    );
    assert!(duplicate_score(ED2017, &eight, true, 255) < 0);
}

#[test]
fn duplicate_edition_of_code() {
    use tablelaw::CodeId;
    assert_eq!(
        DuplicateEdition::of_code(CodeId::Duplicate2007),
        Some(ED2007)
    );
    assert_eq!(
        DuplicateEdition::of_code(CodeId::Duplicate2017),
        Some(ED2017)
    );
    assert_eq!(DuplicateEdition::of_code(CodeId::Rubber), None);
    assert_eq!(CodeId::from(ED2017), CodeId::Duplicate2017);
}

// ---------------------------------------------------------------------------
// Duplicate Law 2

#[test]
fn duplicate_law_2_vulnerability_by_board() {
    use Vulnerability::*;
    let table = [
        (1, Neither),
        (2, NorthSouth),
        (3, EastWest),
        (4, Both),
        (5, NorthSouth),
        (6, EastWest),
        (7, Both),
        (8, Neither),
        (9, EastWest),
        (10, Both),
        (11, Neither),
        (12, NorthSouth),
        (13, Both),
        (14, Neither),
        (15, NorthSouth),
        (16, EastWest),
    ];
    for (board, v) in table {
        assert_eq!(board_vulnerability(board), v, "board {board}");
        // "The same sequence is repeated for Boards 17-32 and for each
        // subsequent group of 16 boards."
        assert_eq!(board_vulnerability(board + 16), v);
        assert_eq!(board_vulnerability(board + 16 * 100), v);
    }
    assert_eq!(board_vulnerability(0), board_vulnerability(16));
    assert!(Vulnerability::Both.is_vulnerable(NS) && Vulnerability::Both.is_vulnerable(EW));
    assert!(NorthSouth.is_vulnerable(NS) && !NorthSouth.is_vulnerable(EW));
    assert!(!Neither.is_vulnerable(NS) && !Neither.is_vulnerable(EW));
    for v in [Neither, NorthSouth, EastWest, Both] {
        assert_eq!(Vulnerability::from_sides(v.by_side()), v);
    }
    // u32::MAX does not panic.
    let _ = board_vulnerability(u32::MAX);
}

#[test]
fn duplicate_law_2_dealer_by_board() {
    for board in 1..=64u32 {
        let expected = match board % 4 {
            1 => Seat::North,
            2 => Seat::East,
            3 => Seat::South,
            _ => Seat::West,
        };
        assert_eq!(board_dealer(board), expected, "board {board}");
    }
    assert_eq!(board_dealer(13), Seat::North);
    assert_eq!(board_dealer(16), Seat::West);
    assert_eq!(board_dealer(0), Seat::West);
    let _ = board_dealer(u32::MAX);
}

#[test]
fn duplicate_law_2_board_sets_the_declaring_sides_vulnerability() {
    // Board 2: North-South vulnerable.
    let ns = DuplicateScore::on_board(ED2017, 2, Some(&contract("4H", Seat::North)), 10).unwrap();
    assert_eq!(ns.total(), 620);
    let ew = DuplicateScore::on_board(ED2017, 2, Some(&contract("4H", Seat::West)), 10).unwrap();
    assert_eq!(ew.total(), 420);
    assert_eq!(ew.score_for(NS), -420);
}

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

// ---------------------------------------------------------------------------
// Rubber, Laws 72-81 (1993)

fn entries_of(r: &Rubber, deal: usize) -> Vec<(Side, Line, ScoreKind, i32)> {
    r.entries()
        .iter()
        .filter(|e| e.deal == Some(deal))
        .map(|e| (e.side, e.line, e.kind, e.points))
        .collect()
}

fn one_deal(k: &str, declarer: Seat, tricks: u8) -> Rubber {
    let mut r = Rubber::default();
    r.record(Some(contract(k, declarer)), tricks, None).unwrap();
    r
}

/// A rubber in which North-South have won a game (and are vulnerable).
fn ns_vulnerable() -> Rubber {
    let mut r = Rubber::default();
    r.record(Some(contract("3NT", Seat::North)), 9, None)
        .unwrap();
    assert!(r.is_vulnerable(NS) && !r.is_vulnerable(EW));
    r
}

#[test]
fn rubber_law_72_trick_points_below_only_for_odd_tricks_bid_and_made() {
    let r = one_deal("2H", Seat::South, 10);
    assert_eq!(
        entries_of(&r, 1),
        [
            (NS, Line::Below, ScoreKind::TrickScore, 60),
            (NS, Line::Above, ScoreKind::Overtricks, 60),
        ]
    );
    assert_eq!(r.below(NS), 60);
    assert_eq!(r.above(NS), 60);
    assert_eq!(r.partscore(NS), 60);
    assert_eq!(r.games(NS), 0);
    assert_eq!(r.entries()[0].citation.to_string(), "rubber Law 81");
    // Notrump: 40 for the first odd trick, 30 for each later.
    assert_eq!(one_deal("2NT", Seat::East, 8).below(EW), 70);
    assert_eq!(one_deal("1D", Seat::East, 7).below(EW), 20);
}

#[test]
fn rubber_law_81_overtricks_undoubled_doubled_redoubled() {
    // Undoubled: trick value, above the line.
    assert_eq!(one_deal("1C", Seat::North, 9).above(NS), 40);
    assert_eq!(one_deal("1NT", Seat::North, 9).above(NS), 60);
    // Doubled: 100 not vulnerable, 200 vulnerable.
    let r = one_deal("1SX", Seat::North, 9);
    assert_eq!(
        entries_of(&r, 1)[1],
        (NS, Line::Above, ScoreKind::Overtricks, 200)
    );
    let mut r = ns_vulnerable();
    r.record(Some(contract("1SX", Seat::North)), 9, None)
        .unwrap();
    assert!(entries_of(&r, 2).contains(&(NS, Line::Above, ScoreKind::Overtricks, 400)));
    // Redoubled: 200 not vulnerable, 400 vulnerable.
    let r = one_deal("1SXX", Seat::North, 9);
    assert!(entries_of(&r, 1).contains(&(NS, Line::Above, ScoreKind::Overtricks, 400)));
    let mut r = ns_vulnerable();
    r.record(Some(contract("1SXX", Seat::North)), 9, None)
        .unwrap();
    assert!(entries_of(&r, 2).contains(&(NS, Line::Above, ScoreKind::Overtricks, 800)));
}

#[test]
fn rubber_law_81_insult_50_doubled_100_redoubled_by_default() {
    assert_eq!(
        RubberOptions::default().redoubled_insult,
        RedoubledInsult::Hundred
    );
    let r = one_deal("2CX", Seat::West, 8);
    assert_eq!(
        entries_of(&r, 1),
        [
            (EW, Line::Below, ScoreKind::TrickScore, 80),
            (EW, Line::Above, ScoreKind::Insult, 50),
        ]
    );
    let r = one_deal("1CXX", Seat::West, 7);
    assert_eq!(
        entries_of(&r, 1),
        [
            (EW, Line::Below, ScoreKind::TrickScore, 80),
            (EW, Line::Above, ScoreKind::Insult, 100),
        ]
    );
}

#[test]
fn rubber_law_81_redoubled_insult_option_fifty() {
    let mut r = Rubber::new(RubberOptions {
        redoubled_insult: RedoubledInsult::Fifty,
        ..RubberOptions::default()
    });
    r.record(Some(contract("1CXX", Seat::West)), 7, None)
        .unwrap();
    assert_eq!(r.above(EW), 50);
    assert_eq!(r.options().redoubled_insult.points(), 50);
}

#[test]
fn rubber_law_81_slams_bid_and_made_by_vulnerability() {
    let r = one_deal("6D", Seat::North, 12);
    assert!(entries_of(&r, 1).contains(&(NS, Line::Above, ScoreKind::SmallSlam, 500)));
    let r = one_deal("7H", Seat::North, 13);
    assert!(entries_of(&r, 1).contains(&(NS, Line::Above, ScoreKind::GrandSlam, 1000)));
    let mut r = ns_vulnerable();
    r.record(Some(contract("6NT", Seat::South)), 12, None)
        .unwrap();
    assert!(entries_of(&r, 2).contains(&(NS, Line::Above, ScoreKind::SmallSlam, 750)));
    let mut r = ns_vulnerable();
    r.record(Some(contract("7S", Seat::South)), 13, None)
        .unwrap();
    assert!(entries_of(&r, 2).contains(&(NS, Line::Above, ScoreKind::GrandSlam, 1500)));
    // Thirteen tricks in a small slam contract: no grand slam premium.
    let r = one_deal("6S", Seat::North, 13);
    let e = entries_of(&r, 1);
    assert!(e.contains(&(NS, Line::Above, ScoreKind::SmallSlam, 500)));
    assert!(!e.iter().any(|x| x.2 == ScoreKind::GrandSlam));
}

#[test]
fn rubber_law_81_undertricks_by_vulnerability() {
    // To the defenders, above the line.
    let r = one_deal("4S", Seat::North, 8);
    assert_eq!(
        entries_of(&r, 1),
        [(EW, Line::Above, ScoreKind::Undertricks, 100)]
    );
    let r = one_deal("4SX", Seat::North, 6);
    assert_eq!(r.above(EW), 800);
    let r = one_deal("4SXX", Seat::North, 6);
    assert_eq!(r.above(EW), 1600);
    let mut r = ns_vulnerable();
    r.record(Some(contract("4S", Seat::North)), 8, None)
        .unwrap();
    assert_eq!(r.above(EW), 200);
    let mut r = ns_vulnerable();
    r.record(Some(contract("4SX", Seat::North)), 6, None)
        .unwrap();
    assert_eq!(r.above(EW), 1100);
    let mut r = ns_vulnerable();
    r.record(Some(contract("7NTXX", Seat::North)), 0, None)
        .unwrap();
    assert_eq!(r.above(EW), 7600);
    assert_eq!(r.below(NS), 100); // only the first deal's game
}

/// North holds ♠AKQJ (the other hands unknown).
const NORTH_FOUR_SPADE_HONOURS: &str = "N:AKQJ.AK3.5432.32 - - -";

#[test]
fn rubber_law_72_honours_scored_by_the_declaring_side() {
    let deal: Deal = NORTH_FOUR_SPADE_HONOURS.parse().unwrap();
    let mut r = Rubber::default();
    let e = r
        .record_deal(Some(contract("4S", Seat::South)), 10, &deal)
        .unwrap()
        .to_vec();
    assert_eq!(e.len(), 2);
    assert_eq!(
        (e[1].side, e[1].line, e[1].kind, e[1].points),
        (NS, Line::Above, ScoreKind::Honours, 100)
    );
    assert_eq!(e[1].citation.to_string(), "rubber Law 81");
    assert_eq!(
        r.deals()[0].honours,
        Some(Honours::new(NS, HonoursKind::FourTrumpHonours))
    );
}

#[test]
fn rubber_law_72_honours_scored_by_the_defenders_even_when_the_contract_is_made() {
    let deal: Deal = NORTH_FOUR_SPADE_HONOURS.parse().unwrap();
    let mut r = Rubber::default();
    r.record_deal(Some(contract("2S", Seat::East)), 8, &deal)
        .unwrap();
    assert_eq!(
        entries_of(&r, 1),
        [
            (EW, Line::Below, ScoreKind::TrickScore, 60),
            (NS, Line::Above, ScoreKind::Honours, 100),
        ]
    );
}

#[test]
fn rubber_law_81_honours_values_and_not_affected_by_doubling() {
    // Five trump honours in one hand: 150.
    let five: Deal = "N:AKQJT.A32.543.32 - - -".parse().unwrap();
    assert_eq!(
        Honours::held_in(&five, Denomination::Spades),
        Some((Seat::North, Honours::new(NS, HonoursKind::FiveTrumpHonours)))
    );
    // Four aces in one hand count only at notrump: 150.
    let aces: Deal = "W:A432.A32.A32.A32 - - -".parse().unwrap();
    assert_eq!(
        Honours::held_in(&aces, Denomination::NoTrump),
        Some((Seat::West, Honours::new(EW, HonoursKind::FourAces)))
    );
    assert_eq!(Honours::in_deal(&aces, Denomination::Hearts), None);
    assert_eq!(Honours::in_deal(&aces, Denomination::Spades), None);
    // Three trump honours are nothing.
    let three: Deal = "N:AKQ2.A32.5432.32 - - -".parse().unwrap();
    assert_eq!(Honours::in_deal(&three, Denomination::Spades), None);
    // Doubled or redoubled, honours are 150 just the same.
    let mut r = Rubber::default();
    r.record_deal(Some(contract("3NTXX", Seat::North)), 8, &aces)
        .unwrap();
    assert_eq!(
        entries_of(&r, 1),
        [
            (EW, Line::Above, ScoreKind::Undertricks, 200),
            (EW, Line::Above, ScoreKind::Honours, 150),
        ]
    );
}

#[test]
fn rubber_law_73_game_and_partscores_accumulate() {
    let mut r = Rubber::default();
    r.record(Some(contract("2S", Seat::North)), 8, None)
        .unwrap();
    assert_eq!((r.partscore(NS), r.games(NS)), (60, 0));
    r.record(Some(contract("1NT", Seat::South)), 7, None)
        .unwrap();
    // 60 + 40 = 100: a game.
    assert_eq!(r.games(NS), 1);
    assert_eq!(r.game_winners(), [NS]);
    assert_eq!(r.game_number(), 2);
    assert!(r.is_vulnerable(NS));
    // A game on one deal.
    let r = one_deal("5C", Seat::East, 11);
    assert_eq!(r.games(EW), 1);
    // Doubled trick points count towards game: 2♥ doubled is 120.
    let r = one_deal("2HX", Seat::East, 8);
    assert_eq!(r.games(EW), 1);
    // 4♣ is 80: a partscore only.
    let r = one_deal("4C", Seat::East, 11);
    assert_eq!((r.games(EW), r.partscore(EW)), (0, 80));
}

#[test]
fn rubber_law_73_partscores_wiped_for_both_sides_when_a_game_is_won() {
    let mut r = Rubber::default();
    r.record(Some(contract("2C", Seat::North)), 8, None)
        .unwrap();
    r.record(Some(contract("2D", Seat::East)), 8, None).unwrap();
    assert_eq!((r.partscore(NS), r.partscore(EW)), (40, 40));
    r.record(Some(contract("4H", Seat::West)), 10, None)
        .unwrap();
    assert_eq!(r.games(EW), 1);
    assert_eq!((r.partscore(NS), r.partscore(EW)), (0, 0));
    // The trick points stay on the sheet and count in the totals.
    assert_eq!(r.below(NS), 40);
    assert_eq!(r.below(EW), 160);
    // North-South's old 40 does not help towards the next game.
    r.record(Some(contract("2S", Seat::North)), 8, None)
        .unwrap();
    assert_eq!((r.games(NS), r.partscore(NS)), (0, 60));
    assert_eq!(r.entries().last().unwrap().game, 2);
}

#[test]
fn rubber_vulnerability_follows_games_won() {
    let mut r = Rubber::default();
    assert_eq!(r.vulnerability().0, [false, false]);
    r.record(Some(contract("4S", Seat::East)), 10, None)
        .unwrap();
    assert_eq!(r.vulnerability().0, [false, true]);
    r.record(Some(contract("3NT", Seat::North)), 9, None)
        .unwrap();
    assert_eq!(r.vulnerability().0, [true, true]);
    assert_eq!(r.deals()[1].vulnerable.0, [false, true]);
}

#[test]
fn rubber_law_74_rubber_bonus_700_when_opponents_have_no_game() {
    let mut r = Rubber::default();
    r.record(Some(contract("4H", Seat::South)), 10, None)
        .unwrap();
    assert!(!r.is_over());
    let e = r
        .record(Some(contract("3NT", Seat::North)), 9, None)
        .unwrap()
        .to_vec();
    let last = e.last().unwrap();
    assert_eq!(
        (last.side, last.kind, last.points),
        (NS, ScoreKind::RubberBonus, 700)
    );
    assert_eq!(last.citation.to_string(), "rubber Law 74");
    assert!(r.is_over());
    assert_eq!(r.winner(), Some(NS));
    assert_eq!(r.total(NS), 120 + 100 + 700);
    assert_eq!(r.net(NS), 920);
    assert_eq!(r.net(EW), -920);
    assert_eq!(r.margin(), Some((NS, 920)));
}

#[test]
fn rubber_law_74_rubber_bonus_500_when_opponents_have_a_game() {
    let mut r = Rubber::default();
    r.record(Some(contract("4H", Seat::South)), 10, None)
        .unwrap();
    r.record(Some(contract("4S", Seat::West)), 10, None)
        .unwrap();
    r.record(Some(contract("5D", Seat::East)), 11, None)
        .unwrap();
    assert_eq!(r.winner(), Some(EW));
    assert_eq!(r.entries().last().unwrap().points, 500);
    assert_eq!(r.entries().last().unwrap().kind, ScoreKind::RubberBonus);
    assert_eq!(r.game_winners(), [NS, EW, EW]);
    assert_eq!(r.game_number(), 3);
    assert_eq!(r.totals().0, [120, 120 + 100 + 500]);
}

#[test]
fn rubber_law_74_nothing_is_recorded_after_the_rubber_is_over() {
    let mut r = Rubber::default();
    r.record(Some(contract("4H", Seat::South)), 10, None)
        .unwrap();
    r.record(Some(contract("4H", Seat::South)), 10, None)
        .unwrap();
    let before = r.clone();
    assert_eq!(
        r.record(Some(contract("1C", Seat::North)), 7, None),
        Err(ScoreError::RubberOver)
    );
    assert_eq!(r.record_passed_out(), Err(ScoreError::RubberOver));
    assert_eq!(r.finish_unfinished(), Err(ScoreError::RubberOver));
    assert_eq!(r, before);
}

#[test]
fn rubber_law_80_unfinished_rubber_300_for_a_game_50_for_a_partscore() {
    assert_eq!(
        RubberOptions::default().unfinished_partscore,
        UnfinishedPartscore::Fifty
    );
    let mut r = Rubber::default();
    r.record(Some(contract("4S", Seat::North)), 10, None)
        .unwrap();
    r.record(Some(contract("2H", Seat::East)), 8, None).unwrap();
    r.record(Some(contract("1NT", Seat::South)), 7, None)
        .unwrap();
    let e: Vec<(Option<usize>, Side, ScoreKind, i32, String)> = r
        .finish_unfinished()
        .unwrap()
        .iter()
        .map(|e| (e.deal, e.side, e.kind, e.points, e.citation.to_string()))
        .collect();
    assert_eq!(
        e,
        [
            (
                None,
                NS,
                ScoreKind::UnfinishedGame,
                300,
                "rubber Law 80".to_owned()
            ),
            (
                None,
                NS,
                ScoreKind::UnfinishedPartscore,
                50,
                "rubber Law 80".to_owned()
            ),
            (
                None,
                EW,
                ScoreKind::UnfinishedPartscore,
                50,
                "rubber Law 80".to_owned()
            ),
        ]
    );
    assert!(r.is_over() && r.is_unfinished());
    assert_eq!(r.winner(), None);
    assert_eq!(r.totals().0, [120 + 40 + 300 + 50, 60 + 50]);
}

#[test]
fn rubber_law_80_unfinished_partscore_option_100_and_a_game_each() {
    let mut r = Rubber::new(RubberOptions {
        unfinished_partscore: UnfinishedPartscore::Hundred,
        ..RubberOptions::default()
    });
    r.record(Some(contract("4S", Seat::North)), 10, None)
        .unwrap();
    r.record(Some(contract("4S", Seat::East)), 10, None)
        .unwrap();
    r.record(Some(contract("1S", Seat::East)), 7, None).unwrap();
    r.finish_unfinished().unwrap();
    assert_eq!(r.above(NS), 300);
    assert_eq!(r.above(EW), 300 + 100);
}

#[test]
fn rubber_law_22_passed_out_deal_scores_nothing() {
    let mut r = Rubber::default();
    r.record_passed_out().unwrap();
    let e = r.record(None, 0, None).unwrap();
    assert!(e.is_empty());
    assert_eq!(r.deals().len(), 2);
    assert_eq!(r.deals()[1].contract, None);
    assert!(r.entries().is_empty());
    assert_eq!(r.totals().0, [0, 0]);
    // Honours are not scored on a deal that is not played.
    let aces: Deal = "W:A432.A32.A32.A32 - - -".parse().unwrap();
    r.record_deal(None, 0, &aces).unwrap();
    assert!(r.entries().is_empty());
}

#[test]
fn rubber_impossible_records_leave_the_rubber_untouched() {
    let mut r = Rubber::default();
    r.record(Some(contract("2S", Seat::North)), 8, None)
        .unwrap();
    let before = r.clone();
    let mut eight = contract("7NT", Seat::North);
    eight.bid.level = 8;
    let four_aces = Some(Honours::new(NS, HonoursKind::FourAces));
    let cases = [
        (Some(eight), 13, None, ScoreError::InadmissibleContract(8)),
        (
            Some(contract("1C", Seat::North)),
            14,
            None,
            ScoreError::TooManyTricks(14),
        ),
        (None, 3, None, ScoreError::TricksWithoutContract(3)),
        (None, 0, four_aces, ScoreError::HonoursWithoutContract),
        (
            Some(contract("4S", Seat::North)),
            10,
            four_aces,
            ScoreError::HonoursDoNotFit(HonoursKind::FourAces, Denomination::Spades),
        ),
        (
            Some(contract("3NT", Seat::North)),
            9,
            Some(Honours::new(NS, HonoursKind::FiveTrumpHonours)),
            ScoreError::HonoursDoNotFit(HonoursKind::FiveTrumpHonours, Denomination::NoTrump),
        ),
    ];
    for (k, tricks, honours, err) in cases {
        assert_eq!(r.record(k, tricks, honours), Err(err.clone()));
        assert_eq!(r, before, "{err}");
    }
}

/// A full rubber, deal by deal, and its score sheet written out:
///
/// ```text
///            NS   |   EW
///      ---------- | ----------
///    500 rubber    |
///    150 honours   |
///    750 slam      |   500 undertricks (deal 7)
///    100 honours   |    50 doubled contract made (deal 6)
///     50 undertricks
///     30 overtrick |
///   ==============================   the line
///     60           |    40           game 1: NS 60 + 40 = 100
///     40           |
///   ------------------------------
///                  |   240           game 2: EW
///   ------------------------------
///    190           |                 game 3: NS, the rubber
///   ------------------------------
///   NS 1580 above + 290 below = 1870; EW 550 + 280 = 830; NS by 1040
/// ```
#[test]
fn rubber_laws_72_to_81_full_rubber_score_sheet() {
    let mut r = Rubber::default();
    // 1. South 2♥, nine tricks: 60 below, an overtrick 30 above.
    r.record(Some(contract("2H", Seat::South)), 9, None)
        .unwrap();
    // 2. East 3♣, eight tricks, East-West not vulnerable: 50 to North-South.
    r.record(Some(contract("3C", Seat::East)), 8, None).unwrap();
    // 3. West 1NT, seven tricks: 40 below to East-West.
    r.record(Some(contract("1NT", Seat::West)), 7, None)
        .unwrap();
    // 4. South 2♦, eight tricks: 40 below, North-South's game (60 + 40).
    r.record(Some(contract("2D", Seat::South)), 8, None)
        .unwrap();
    assert_eq!(r.game_winners(), [NS]);
    assert_eq!((r.partscore(NS), r.partscore(EW)), (0, 0));
    // 5. Passed out.
    r.record_passed_out().unwrap();
    // 6. East 4♠ doubled, ten tricks: 240 below (game), 50 above; South
    //    holds four spade honours: 100 to the defenders.
    let deal6: Deal = "S:AKQJ.5432.5432.2 - - -".parse().unwrap();
    r.record_deal(Some(contract("4SX", Seat::East)), 10, &deal6)
        .unwrap();
    assert_eq!(r.vulnerability().0, [true, true]);
    // 7. South 4♥ doubled, eight tricks, vulnerable: two down, 500 to East-West.
    r.record(Some(contract("4HX", Seat::South)), 8, None)
        .unwrap();
    // 8. North 6NT, twelve tricks, vulnerable: 190 below (game and rubber),
    //    750 for the small slam, 150 for North's four aces, 500 for the rubber.
    let deal8: Deal = "N:A432.A32.A32.A32 - - -".parse().unwrap();
    r.record_deal(Some(contract("6NT", Seat::North)), 12, &deal8)
        .unwrap();

    let expected = "\
deal 1: NS below 60 trick score (rubber Law 81)
deal 1: NS above 30 overtricks (rubber Law 81)
deal 2: NS above 50 undertricks (rubber Law 81)
deal 3: EW below 40 trick score (rubber Law 81)
deal 4: NS below 40 trick score (rubber Law 81)
deal 6: EW below 240 trick score (rubber Law 81)
deal 6: EW above 50 making a doubled or redoubled contract (rubber Law 81)
deal 6: NS above 100 honours (rubber Law 81)
deal 7: EW above 500 undertricks (rubber Law 81)
deal 8: NS below 190 trick score (rubber Law 81)
deal 8: NS above 750 small slam (rubber Law 81)
deal 8: NS above 150 honours (rubber Law 81)
deal 8: NS above 500 rubber (rubber Law 74)
total: NS 1870 (1580 above, 290 below), EW 830 (550 above, 280 below); NS by 1040";
    assert_eq!(r.to_string(), expected);

    assert_eq!(r.game_winners(), [NS, EW, NS]);
    assert_eq!(r.winner(), Some(NS));
    assert_eq!(r.deals().len(), 8);
    let games: Vec<usize> = r.entries().iter().map(|e| e.game).collect();
    assert_eq!(games, [1, 1, 1, 1, 1, 2, 2, 2, 3, 3, 3, 3, 3]);
    assert_eq!(r.net(NS), 1040);
    assert_eq!(r.margin(), Some((NS, 1040)));
}
