//! Rubber scoring, 1993 Laws 72-81.

use super::*;

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
