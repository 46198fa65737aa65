//! A rubber played deal after deal ([`RubberTable`]): the score sheet
//! across deals (rubber Laws 22(a), 72-74, 80, 81), the turn to deal, the
//! vulnerability of the deals after a game, the unfinished rubber, undo
//! across deals; and the auction-bridge and bridge-whist rubbers.

use tablelaw::codes::auction_bridge::{AuctionBridge, AuctionBridgeEvent, AuctionBridgeSetup};
use tablelaw::codes::bridge_whist::{BridgeWhist, WhistSetup};
use tablelaw::score::{Line, ScoreKind, Vulnerability};
use tablelaw::{
    CodeId, ContractBridge, Event, RubberError, RubberStep, RubberTable, Seat, Side, Table,
    TableSetup,
};

type Step = RubberStep<Event>;

fn rubber() -> RubberTable<ContractBridge> {
    RubberTable::new(TableSetup::new(CodeId::Rubber, Seat::North)).unwrap()
}

/// The dealer bids `contract`, the others pass; `tricks` are told.
fn bid_and_tell(r: &mut RubberTable<ContractBridge>, contract: &str, tricks: u8) {
    let dealer = r.table().setup().dealer;
    bid_by(r, dealer, contract, tricks);
}

/// The players pass until `declarer` bids `contract`, then pass; `tricks`
/// are told.
fn bid_by(r: &mut RubberTable<ContractBridge>, declarer: Seat, contract: &str, tricks: u8) {
    let mut dealer = r.table().setup().dealer;
    while dealer != declarer {
        r.apply(Step::Event(Event::call(dealer, "Pass".parse().unwrap())))
            .unwrap();
        dealer = dealer.lho();
    }
    let (bid, doubled) = match contract.strip_suffix('X') {
        Some(bid) => (bid, true),
        None => (contract, false),
    };
    r.apply(Step::Event(Event::call(dealer, bid.parse().unwrap())))
        .unwrap();
    let mut seat = dealer.lho();
    if doubled {
        r.apply(Step::Event(Event::call(seat, "X".parse().unwrap())))
            .unwrap();
        seat = seat.lho();
    }
    while r.table().turn().is_some() {
        r.apply(Step::Event(Event::call(seat, "Pass".parse().unwrap())))
            .unwrap();
        seat = seat.lho();
    }
    r.apply(Step::Result { tricks }).unwrap();
}

fn next(r: &mut RubberTable<ContractBridge>) {
    r.apply(Step::NextDeal { deal: None }).unwrap();
}

fn points(r: &RubberTable<ContractBridge>, side: Side, line: Line, kind: ScoreKind) -> Vec<i32> {
    r.sheet()
        .entries()
        .iter()
        .filter(|e| e.side == side && e.line == line && e.kind == kind)
        .map(|e| e.points)
        .collect()
}

/// A rubber of three games: North-South's partscore wiped out by
/// East-West's game (Law 73), a doubled contract made with an overtrick,
/// a vulnerable undertrick, and the rubber won two games to one (Law 74).
#[test]
fn rubber_laws_73_74_three_games_partscore_wiped_doubled_overtrick_vulnerable_undertrick() {
    let mut r = rubber();
    // Deal 1, North deals: 2S by North, 8 tricks: 60 below, a partscore.
    bid_and_tell(&mut r, "2S", 8);
    assert_eq!(r.sheet().partscore(Side::NorthSouth), 60);
    next(&mut r);
    // Deal 2, East deals: 3NT by East, 9 tricks: East-West's game; North-
    // South's 60 no longer counts toward game (Law 73).
    assert_eq!(r.table().setup().dealer, Seat::East);
    bid_and_tell(&mut r, "3NT", 9);
    let sheet = r.sheet();
    assert_eq!(sheet.games(Side::EastWest), 1);
    assert_eq!(sheet.partscore(Side::NorthSouth), 0);
    assert_eq!(
        sheet.below(Side::NorthSouth),
        60,
        "the 60 still counts in the total"
    );
    next(&mut r);
    // Deal 3, South deals, East-West vulnerable: 4H doubled by South, 11
    // tricks, not vulnerable: 240 below (game), 50 for making it doubled,
    // 100 for the doubled overtrick.
    assert_eq!(r.table().setup().dealer, Seat::South);
    assert_eq!(r.table().setup().vulnerability, Vulnerability::EastWest);
    bid_and_tell(&mut r, "4HX", 11);
    assert_eq!(
        points(&r, Side::NorthSouth, Line::Below, ScoreKind::TrickScore),
        [60, 240]
    );
    assert_eq!(
        points(&r, Side::NorthSouth, Line::Above, ScoreKind::Insult),
        [50]
    );
    assert_eq!(
        points(&r, Side::NorthSouth, Line::Above, ScoreKind::Overtricks),
        [100]
    );
    next(&mut r);
    // Deal 4, West deals, both vulnerable: 4S by West, 9 tricks: one
    // vulnerable undertrick, 100 to North-South.
    assert_eq!(r.table().setup().vulnerability, Vulnerability::Both);
    bid_and_tell(&mut r, "4S", 9);
    assert_eq!(
        points(&r, Side::NorthSouth, Line::Above, ScoreKind::Undertricks),
        [100]
    );
    next(&mut r);
    // Deal 5, North deals: 3NT by North, 10 tricks: 100 below, 30 above,
    // and the rubber two games to one: 500.
    assert_eq!(r.table().setup().dealer, Seat::North);
    bid_and_tell(&mut r, "3NT", 10);
    let sheet = r.sheet();
    assert_eq!(sheet.winner(), Some(Side::NorthSouth));
    assert_eq!(
        points(&r, Side::NorthSouth, Line::Above, ScoreKind::RubberBonus),
        [500]
    );
    // North-South: 60 + 240 + 100 below; 50 + 100 + 100 + 30 + 500 above.
    assert_eq!(sheet.total(Side::NorthSouth), 400 + 780);
    assert_eq!(sheet.total(Side::EastWest), 100);
    assert_eq!(sheet.margin(), Some((Side::NorthSouth, 1080)));
    assert!(r.is_over());
    // No deal follows a rubber won.
    let before = r.steps();
    assert_eq!(
        r.apply(Step::NextDeal { deal: None }),
        Err(RubberError::RubberWon)
    );
    assert_eq!(r.steps(), before);
}

/// Law 74: two games to none, 700.
#[test]
fn rubber_law_74_two_games_to_none_700() {
    let mut r = rubber();
    bid_and_tell(&mut r, "4S", 10);
    next(&mut r);
    bid_by(&mut r, Seat::South, "5C", 11);
    assert_eq!(
        points(&r, Side::NorthSouth, Line::Above, ScoreKind::RubberBonus),
        [700]
    );
}

/// Law 22(a): a deal passed out scores nothing, and the deal passes to the
/// left.
#[test]
fn rubber_law_22_a_passed_out_scores_nothing_and_the_deal_passes() {
    let mut r = rubber();
    for seat in [Seat::North, Seat::East, Seat::South, Seat::West] {
        r.apply(Step::Event(Event::call(seat, "Pass".parse().unwrap())))
            .unwrap();
    }
    assert!(matches!(
        r.apply(Step::Result { tricks: 7 }),
        Err(RubberError::NoResultWanted(_))
    ));
    next(&mut r);
    assert_eq!(r.table().setup().dealer, Seat::East);
    assert!(r.sheet().entries().is_empty());
    assert_eq!(r.sheet().deals().len(), 1);
}

/// Law 80: the players stop; a side with a game scores 300, a side with a
/// partscore in the unfinished game 50.
#[test]
fn rubber_law_80_unfinished_rubber_game_and_partscore() {
    let mut r = rubber();
    bid_and_tell(&mut r, "4H", 10);
    next(&mut r);
    bid_and_tell(&mut r, "2D", 8);
    r.apply(Step::EndUnfinished).unwrap();
    assert!(r.is_over() && r.is_unfinished());
    assert_eq!(
        points(&r, Side::NorthSouth, Line::Above, ScoreKind::UnfinishedGame),
        [300]
    );
    assert_eq!(
        points(
            &r,
            Side::EastWest,
            Line::Above,
            ScoreKind::UnfinishedPartscore
        ),
        [50]
    );
    assert_eq!(
        r.apply(Step::NextDeal { deal: None }),
        Err(RubberError::Ended)
    );
    // Undone, the rubber goes on.
    assert_eq!(r.undo(1), 1);
    assert!(!r.is_over());
    assert!(r.sheet().entries().iter().all(|e| e.deal.is_some()));
}

/// A deal stopped before its first call is not played: the rubber ends on
/// the deals before it.
#[test]
fn rubber_law_80_stopping_before_a_deal_is_begun() {
    let mut r = rubber();
    bid_and_tell(&mut r, "1NT", 8);
    next(&mut r);
    r.apply(Step::EndUnfinished).unwrap();
    assert_eq!(r.sheet().deals().len(), 1);
    assert_eq!(
        points(
            &r,
            Side::NorthSouth,
            Line::Above,
            ScoreKind::UnfinishedPartscore
        ),
        [50]
    );
}

/// A deal not over is not scored: the next deal and the end are refused,
/// and the rubber stays as it was.
#[test]
fn a_deal_in_progress_is_not_scored() {
    let mut r = rubber();
    r.apply(Step::Event(Event::call(Seat::North, "1S".parse().unwrap())))
        .unwrap();
    let before = r.steps();
    assert!(matches!(
        r.apply(Step::NextDeal { deal: None }),
        Err(RubberError::NotScored { deal: 1, .. })
    ));
    assert!(matches!(
        r.apply(Step::EndUnfinished),
        Err(RubberError::NotScored { .. })
    ));
    assert!(matches!(
        r.apply(Step::Result { tricks: 9 }),
        Err(RubberError::NoResultWanted(_))
    ));
    assert_eq!(r.steps(), before);
    // A contract without its tricks is not scored either.
    for seat in [Seat::East, Seat::South, Seat::West] {
        r.apply(Step::Event(Event::call(seat, "Pass".parse().unwrap())))
            .unwrap();
    }
    let refused = r.apply(Step::NextDeal { deal: None }).unwrap_err();
    assert!(refused.to_string().contains("result N"), "{refused}");
    assert_eq!(
        r.apply(Step::Result { tricks: 14 }),
        Err(RubberError::TooManyTricks(14))
    );
    r.apply(Step::Result { tricks: 7 }).unwrap();
    assert!(matches!(
        r.apply(Step::Result { tricks: 8 }),
        Err(RubberError::NoResultWanted(_))
    ));
}

/// The duplicate codes score board by board.
#[test]
fn duplicate_is_not_scored_by_the_rubber() {
    let refused =
        RubberTable::<ContractBridge>::new(TableSetup::new(CodeId::Duplicate2017, Seat::North));
    assert!(matches!(
        refused,
        Err(RubberError::NotByTheRubber(CodeId::Duplicate2017))
    ));
}

/// Each player takes his last regular action (in bridge whist's doubling,
/// to be satisfied rather than double again) until the deal is over.
fn play_out<G: tablelaw::ByTheRubber>(r: &mut RubberTable<G>) {
    while !r.table().is_over() {
        let action = r.table().legal_actions().into_iter().last().unwrap();
        r.apply(RubberStep::Event(action)).unwrap();
    }
}

const HONOURS_DEAL: &str = "N:AKQJ2.AKQ.AKQ.AK T987.JT98.JT98.Q 6543.765.765.JT9 .432.432.8765432";

/// Law 81 (rubber Law 72): honours read from the deal's cards are scored
/// above the line, by the side holding them.
#[test]
fn rubber_law_81_honours_held_in_one_hand_from_the_deal() {
    let mut setup = TableSetup::new(CodeId::Rubber, Seat::North);
    setup.deal = Some(HONOURS_DEAL.parse().unwrap());
    let mut r = RubberTable::new(setup).unwrap();
    r.apply(Step::Event(Event::call(Seat::North, "4S".parse().unwrap())))
        .unwrap();
    for seat in [Seat::East, Seat::South, Seat::West] {
        r.apply(Step::Event(Event::call(seat, "Pass".parse().unwrap())))
            .unwrap();
    }
    play_out(&mut r);
    assert_eq!(
        points(&r, Side::NorthSouth, Line::Above, ScoreKind::Honours),
        [100]
    );
    // The next deal's cards are given with it; the deal passes to East.
    let deal = "E:AKQJ2.AKQ.AKQ.AK T987.JT98.JT98.Q 6543.765.765.JT9 .432.432.8765432";
    r.apply(Step::NextDeal {
        deal: Some(deal.parse().unwrap()),
    })
    .unwrap();
    assert_eq!(r.table().setup().dealer, Seat::East);
    assert!(r.table().setup().deal.is_some());
}

/// Undo reaches back into the deals before: the rubber is then the one
/// its remaining steps make from the first setup.
#[test]
fn undo_across_deals_gives_the_rubber_of_the_steps_left() {
    let mut r = rubber();
    bid_and_tell(&mut r, "4S", 10);
    next(&mut r);
    bid_and_tell(&mut r, "2H", 8);
    next(&mut r);
    r.apply(Step::Event(Event::call(Seat::South, "1C".parse().unwrap())))
        .unwrap();
    let steps = r.steps();
    assert_eq!(steps.len(), r.len());
    for n in 0..=steps.len() {
        let mut undone = r.clone();
        assert_eq!(undone.undo(n), n);
        let mut again = rubber();
        for step in steps[..steps.len() - n].iter().cloned() {
            again.apply(step).unwrap();
        }
        assert_eq!(undone.steps(), again.steps(), "undo {n}");
        assert_eq!(undone.sheet(), again.sheet(), "undo {n}");
        assert_eq!(undone.table().setup(), again.table().setup(), "undo {n}");
    }
    assert_eq!(r.clone().undo(steps.len() + 3), steps.len());
}

/// Auction bridge (1912): games of 30 (Law 2), the rubber's 250 (Law 11);
/// the order of dealing is to the left (Law 31).
#[test]
fn auction_bridge_laws_1_2_11_31_a_rubber_of_two_games() {
    let mut r = RubberTable::<AuctionBridge>::new(AuctionBridgeSetup::new(Seat::North)).unwrap();
    for (declaration, tricks) in [("3N", 9), ("2N", 10)] {
        let dealer = r.table().setup().dealer;
        let mut seat = dealer;
        r.apply(RubberStep::Event(AuctionBridgeEvent::Call {
            seat,
            call: declaration.parse().unwrap(),
        }))
        .unwrap();
        while r.table().outcome().is_none() {
            seat = seat.lho();
            r.apply(RubberStep::Event(AuctionBridgeEvent::Call {
                seat,
                call: "pass".parse().unwrap(),
            }))
            .unwrap();
        }
        r.apply(RubberStep::Event(AuctionBridgeEvent::Result { tricks }))
            .unwrap();
        if r.is_over() {
            break;
        }
        r.apply(RubberStep::NextDeal { deal: None }).unwrap();
        assert_eq!(r.table().setup().dealer, dealer.lho());
    }
    let sheet = r.sheet();
    // 3 no trumps, 9 tricks: 30; 2 no trumps by East, 10 tricks: 40.
    assert_eq!(sheet.games(Side::NorthSouth), 1);
    assert_eq!(sheet.games(Side::EastWest), 1);
    assert_eq!(sheet.winner(), None);
}

/// Bridge whist (1907): the standing after each deal goes into the next
/// deal's setup; the order of dealing goes to the left.
#[test]
fn bridge_whist_the_rubber_standing_carries_to_the_next_deal() {
    let mut setup = WhistSetup::new(Seat::North);
    setup.deal = Some(HONOURS_DEAL.parse().unwrap());
    let mut r = RubberTable::<BridgeWhist>::new(setup).unwrap();
    play_out(&mut r);
    let standing = r.sheet().standing();
    assert!(standing.total[Side::NorthSouth] != 0 || standing.total[Side::EastWest] != 0);
    r.apply(RubberStep::NextDeal {
        deal: Some(HONOURS_DEAL.parse().unwrap()),
    })
    .unwrap();
    assert_eq!(r.table().setup().dealer, Seat::East);
    assert_eq!(r.table().setup().standing, standing);
    assert_eq!(r.table().standing_before(), standing);
    // Its result is its own tricks: none are told.
    assert!(matches!(
        r.apply(RubberStep::Result { tricks: 7 }),
        Err(RubberError::NoResultWanted(_))
    ));
    let _: &Table<BridgeWhist> = r.table();
}
