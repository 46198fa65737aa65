//! The score of bridge whist ("Scoring" and "The Rubber" of the 1907 code):
//! each trick above six at the value of the trump made, multiplied by the
//! doubling, toward the thirty points of game; honours, chicane and slams,
//! which doubling does not affect; the rubber, best of three games, worth
//! one hundred points.

use core::fmt;

use serde::{Deserialize, Serialize};

use crate::call::Denomination;
use crate::card::{Card, Rank, Suit};
use crate::deal::Deal;
use crate::seat::{BySide, Seat, Side};

/// Points a game: "thirty points obtained by tricks alone".
pub const GAME: u32 = 30;
/// Added to the score of the winners of the rubber.
pub const RUBBER_BONUS: i32 = 100;
/// Grand slam, added to the honour count.
pub const GRAND_SLAM: i32 = 40;
/// Little slam, added to the honour count.
pub const LITTLE_SLAM: i32 = 20;

/// The value of each trick above six: spades 2, clubs 4, diamonds 6,
/// hearts 8, no trumps 12.
pub const fn trick_value(denomination: Denomination) -> u32 {
    match denomination {
        Denomination::Spades => 2,
        Denomination::Clubs => 4,
        Denomination::Diamonds => 6,
        Denomination::Hearts => 8,
        Denomination::NoTrump => 12,
    }
}

/// Which honours a side holds ("Honours are credited to the original
/// holders"): the majority of the trump honours, or of the aces at no trumps.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum WhistHonours {
    /// Three of the five trump honours: twice the trick value.
    Three,
    /// Four, split between the partners: four times the trick value.
    Four,
    /// Four in one hand: eight times the trick value.
    FourInOneHand,
    /// All five, split, none with four: five times the trick value.
    Five,
    /// All five, four of them in one hand: nine times the trick value.
    FiveFourInOneHand,
    /// All five in one hand: ten times the trick value.
    FiveInOneHand,
    /// Three aces at no trumps: 30.
    ThreeAces,
    /// Four aces, split, at no trumps: 40.
    FourAces,
    /// Four aces in one hand at no trumps: 100.
    FourAcesInOneHand,
}

impl WhistHonours {
    /// The points, at a trump of `value` a trick (no trumps: fixed).
    pub const fn points(self, value: u32) -> u32 {
        match self {
            WhistHonours::Three => 2 * value,
            WhistHonours::Four => 4 * value,
            WhistHonours::FourInOneHand => 8 * value,
            WhistHonours::Five => 5 * value,
            WhistHonours::FiveFourInOneHand => 9 * value,
            WhistHonours::FiveInOneHand => 10 * value,
            WhistHonours::ThreeAces => 30,
            WhistHonours::FourAces => 40,
            WhistHonours::FourAcesInOneHand => 100,
        }
    }
}

impl fmt::Display for WhistHonours {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            WhistHonours::Three => "three honours",
            WhistHonours::Four => "four honours",
            WhistHonours::FourInOneHand => "four honours in one hand",
            WhistHonours::Five => "five honours",
            WhistHonours::FiveFourInOneHand => "five honours, four in one hand",
            WhistHonours::FiveInOneHand => "five honours in one hand",
            WhistHonours::ThreeAces => "three aces",
            WhistHonours::FourAces => "four aces",
            WhistHonours::FourAcesInOneHand => "four aces in one hand",
        })
    }
}

/// The honours held, by the side holding them, and their points.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct HonourCount {
    /// The side that holds the majority.
    pub side: Side,
    /// Which honours.
    pub kind: WhistHonours,
    /// Their points.
    pub points: u32,
}

/// Chicane: one hand of a side void of trumps (three honours' value), or
/// both (double chicane, four honours' value).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Chicane {
    /// One hand void of trumps.
    Single,
    /// Both partners void of trumps.
    Double,
}

/// A slam: twelve or thirteen tricks won by one side.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Slam {
    /// Twelve tricks: 20.
    Little,
    /// Thirteen tricks: 40.
    Grand,
}

/// The score of one deal.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct DealScore {
    /// The trump made.
    pub denomination: Denomination,
    /// The doubling multiplier of the trick value.
    pub multiplier: u32,
    /// Tricks won by each side.
    pub tricks: BySide<u8>,
    /// Trick points, toward game: the side winning more than six tricks
    /// scores each above six at the trick value times the multiplier.
    pub trick_points: BySide<u32>,
    /// The honours, if any side holds a majority.
    pub honours: Option<HonourCount>,
    /// Chicane of each side, at a suit.
    pub chicane: BySide<Option<Chicane>>,
    /// The slam, if any.
    pub slam: Option<(Side, Slam)>,
    /// The honour score of each side: honours, chicane and slam, which
    /// doubling does not affect.
    pub honour_points: BySide<i32>,
}

impl DealScore {
    /// Everything a side scored on the deal.
    pub fn total(&self, side: Side) -> i32 {
        self.trick_points[side] as i32 + self.honour_points[side]
    }
}

fn honours_of(deal: &Deal, denomination: Denomination) -> Option<HonourCount> {
    let (cards, value): (Vec<Card>, u32) = match denomination.suit() {
        Some(trumps) => (
            [Rank::ACE, Rank::KING, Rank::QUEEN, Rank::JACK, Rank::TEN]
                .into_iter()
                .map(|r| Card::new(trumps, r))
                .collect(),
            trick_value(denomination),
        ),
        None => (
            Suit::ALL
                .into_iter()
                .map(|s| Card::new(s, Rank::ACE))
                .collect(),
            0,
        ),
    };
    let mut by_seat = [0usize; 4];
    for c in &cards {
        let seat = deal.holder(*c)?;
        by_seat[seat.index()] += 1;
    }
    let count = |side: Side| -> (usize, usize) {
        let seats = Seat::ALL.into_iter().filter(|s| s.side() == side);
        let n: Vec<usize> = seats.map(|s| by_seat[s.index()]).collect();
        (n.iter().sum(), n.iter().copied().max().unwrap_or(0))
    };
    let side = [Side::NorthSouth, Side::EastWest]
        .into_iter()
        .find(|&s| count(s).0 >= 3)?;
    let (n, most) = count(side);
    let kind = if denomination.suit().is_some() {
        match (n, most) {
            (5, 5) => WhistHonours::FiveInOneHand,
            (5, 4) => WhistHonours::FiveFourInOneHand,
            (5, _) => WhistHonours::Five,
            (4, 4) => WhistHonours::FourInOneHand,
            (4, _) => WhistHonours::Four,
            _ => WhistHonours::Three,
        }
    } else {
        match (n, most) {
            (4, 4) => WhistHonours::FourAcesInOneHand,
            (4, _) => WhistHonours::FourAces,
            _ => WhistHonours::ThreeAces,
        }
    };
    Some(HonourCount {
        side,
        kind,
        points: kind.points(value),
    })
}

/// The score of a deal played at `denomination` with the doubling
/// `multiplier`, each side having won `won` tricks.
///
/// Honours and chicane are read from the hands as dealt; a hand not known
/// counts as holding none of them.
pub fn score_deal(
    deal: &Deal,
    denomination: Denomination,
    multiplier: u32,
    won: BySide<u8>,
) -> DealScore {
    score_with_slams_of(deal, denomination, multiplier, won, won)
}

/// As [`score_deal`], the slams counted on `slam_tricks`: after a revoke,
/// the tricks won in play, "independently of any tricks gained by the
/// revoke penalty", less any the side lost by its own revoke.
pub(crate) fn score_with_slams_of(
    deal: &Deal,
    denomination: Denomination,
    multiplier: u32,
    won: BySide<u8>,
    slam_tricks: BySide<u8>,
) -> DealScore {
    let value = trick_value(denomination);
    let mut trick_points = BySide([0u32, 0]);
    for side in [Side::NorthSouth, Side::EastWest] {
        let odd = u32::from(won[side].saturating_sub(6));
        trick_points[side] = odd.saturating_mul(value).saturating_mul(multiplier);
    }
    let honours = honours_of(deal, denomination);
    let mut honour_points = BySide([0i32, 0]);
    if let Some(h) = honours {
        honour_points[h.side] = h.points as i32;
    }
    let mut chicane = BySide([None, None]);
    if let Some(trumps) = denomination.suit() {
        for side in [Side::NorthSouth, Side::EastWest] {
            let void = Seat::ALL
                .into_iter()
                .filter(|s| s.side() == side && deal.is_known(*s))
                .filter(|s| deal.hand(*s).suit(trumps).is_empty())
                .count();
            chicane[side] = match void {
                0 => None,
                1 => Some(Chicane::Single),
                _ => Some(Chicane::Double),
            };
            let Some(c) = chicane[side] else { continue };
            let worth = match c {
                Chicane::Single => WhistHonours::Three.points(value),
                Chicane::Double => WhistHonours::Four.points(value),
            } as i32;
            let other = side.opponents();
            match honours {
                Some(h) if h.side == other => {
                    // Deducted from the adversaries' honours; what is left
                    // below zero goes to the side with chicane.
                    let left = honour_points[other] - worth;
                    if left >= 0 {
                        honour_points[other] = left;
                    } else {
                        honour_points[other] = 0;
                        honour_points[side] += -left;
                    }
                }
                _ => honour_points[side] += worth,
            }
        }
    }
    let slam = [Side::NorthSouth, Side::EastWest]
        .into_iter()
        .find_map(|side| match slam_tricks[side] {
            13 => Some((side, Slam::Grand)),
            12 => Some((side, Slam::Little)),
            _ => None,
        });
    if let Some((side, s)) = slam {
        honour_points[side] += match s {
            Slam::Grand => GRAND_SLAM,
            Slam::Little => LITTLE_SLAM,
        };
    }
    DealScore {
        denomination,
        multiplier,
        tricks: won,
        trick_points,
        honours,
        chicane,
        slam,
        honour_points,
    }
}

/// Where the rubber stands: games won, points toward the game in progress,
/// and everything each side has scored ("The Rubber", "Scoring").
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct RubberStanding {
    /// Games won by each side.
    pub games: BySide<u8>,
    /// Trick points toward the game in progress.
    pub toward_game: BySide<u32>,
    /// Everything scored so far: tricks, honours, chicane, slams, and the
    /// rubber's hundred once won.
    pub total: BySide<i32>,
}

impl RubberStanding {
    /// The winners of the rubber: the first side to win two games.
    pub fn winner(&self) -> Option<Side> {
        [Side::NorthSouth, Side::EastWest]
            .into_iter()
            .find(|&s| self.games[s] >= 2)
    }

    /// The standing after `deal`: its trick points count toward game (only
    /// one game can be won in a deal; the excess counts in the total), its
    /// honour points in the total only; the winners of a second game win
    /// the rubber and add 100.
    pub fn after(&self, deal: &DealScore) -> RubberStanding {
        let mut next = *self;
        if self.winner().is_some() {
            return next;
        }
        for side in [Side::NorthSouth, Side::EastWest] {
            next.total[side] = next.total[side].saturating_add(deal.total(side));
            next.toward_game[side] = next.toward_game[side].saturating_add(deal.trick_points[side]);
        }
        if let Some(side) = [Side::NorthSouth, Side::EastWest]
            .into_iter()
            .find(|&s| next.toward_game[s] >= GAME)
        {
            next.games[side] += 1;
            next.toward_game = BySide([0, 0]);
            if next.games[side] >= 2 {
                next.total[side] = next.total[side].saturating_add(RUBBER_BONUS);
            }
        }
        next
    }

    /// The side that won a game on the way from `self` to `after`.
    pub fn game_won(&self, after: &RubberStanding) -> Option<Side> {
        [Side::NorthSouth, Side::EastWest]
            .into_iter()
            .find(|&s| after.games[s] > self.games[s])
    }
}

/// A rubber of bridge whist: the deals scored, in order, and where the
/// rubber stands after them ("The Rubber", "Scoring").
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct WhistRubber {
    deals: Vec<DealScore>,
    standing: RubberStanding,
}

impl WhistRubber {
    /// A rubber about to start.
    pub fn new() -> WhistRubber {
        WhistRubber::default()
    }

    /// Records a deal's score; `false`, recording nothing, once a side has
    /// won the rubber ("If the first two games decide the rubber, a third
    /// is not played").
    pub fn record(&mut self, deal: DealScore) -> bool {
        if self.standing.winner().is_some() {
            return false;
        }
        self.standing = self.standing.after(&deal);
        self.deals.push(deal);
        true
    }

    /// The deals scored, in order (void deals are not scored).
    pub fn deals(&self) -> &[DealScore] {
        &self.deals
    }

    /// Where the rubber stands.
    pub fn standing(&self) -> RubberStanding {
        self.standing
    }
}
