//! Duplicate Laws 77 and 2.

use super::*;

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
