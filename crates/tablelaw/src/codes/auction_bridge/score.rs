//! The score of the 1912 code: tricks (Laws 2-4, 47, 53), undertricks
//! (Laws 47, 48), the doubled bonus (Law 56), honours and chicane (Laws
//! 5, 6, 9, 10), slams (Laws 7, 8), games and the rubber (Laws 1-3, 11).

use serde::Serialize;

use super::auction::{FinalDeclaration, cite};
use super::declaration::AuctionDenomination;
use crate::auction::Doubling;
use crate::card::{Card, Rank};
use crate::deal::Deal;
use crate::law::Citation;
use crate::seat::{BySide, Seat, Side};

/// Points made by tricks alone count toward game (Law 2).
pub const GAME: i32 = 30;
/// Added to the winners' score at the end of the rubber (Law 11).
pub const RUBBER_BONUS: i32 = 250;

/// The two columns of the score (Law 2): only the trick column counts toward game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Column {
    /// Points for tricks won by the declarer: they count toward game.
    Trick,
    /// Honours, chicane, slams, bonuses, undertricks and the rubber: they do not.
    Honour,
}

/// One item of a deal's score.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ScoreEntry {
    /// The side credited.
    pub side: Side,
    /// The column.
    pub column: Column,
    /// The points (negative for chicane deducted from a side's honours, Law 9).
    pub points: i32,
    /// What they are for.
    pub what: String,
    /// The law.
    pub law: Citation,
}

/// The score of one deal (Laws 47, 48, 56, 5-10).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct DealScore {
    /// The final declaration played.
    pub declaration: FinalDeclaration,
    /// The tricks declarer's side won.
    pub declarer_tricks: u8,
    /// Whether declarer won at least as many odd tricks as he declared.
    pub made: bool,
    /// The items, in the order scored.
    pub entries: Vec<ScoreEntry>,
    /// Notes: honours not scored because the deal is not known.
    pub notes: Vec<String>,
}

impl DealScore {
    /// The score of `declaration` when declarer's side won `declarer_tricks`
    /// (at most 13 are counted); honours and chicane from `deal`, if every
    /// hand is known.
    pub fn new(
        declaration: FinalDeclaration,
        declarer_tricks: u8,
        deal: Option<&Deal>,
    ) -> DealScore {
        DealScore::scored(declaration, declarer_tricks, deal, None)
    }

    /// As [`DealScore::new`], with the honours and chicane declared at the
    /// table when the hands are not known (Law 6: "scored as held").
    pub fn with_holdings(
        declaration: FinalDeclaration,
        declarer_tricks: u8,
        holdings: Holdings,
    ) -> DealScore {
        DealScore::scored(declaration, declarer_tricks, None, Some(holdings))
    }

    fn scored(
        declaration: FinalDeclaration,
        declarer_tricks: u8,
        deal: Option<&Deal>,
        holdings: Option<Holdings>,
    ) -> DealScore {
        let declarer_tricks = declarer_tricks.min(13);
        let side = declaration.declarer.side();
        let d = declaration.declaration;
        let needed = d.odd_tricks.min(7);
        let odd = declarer_tricks.saturating_sub(6);
        let made = odd >= needed;
        let mut entries = Vec::new();
        let mut notes = Vec::new();
        let mult: i32 = match declaration.doubling {
            Doubling::Undoubled => 1,
            Doubling::Doubled => 2,
            Doubling::Redoubled => 4,
        };
        if made {
            let value = i32::from(d.denomination.trick_value());
            entries.push(ScoreEntry {
                side,
                column: Column::Trick,
                points: i32::from(odd) * value * mult,
                what: format!(
                    "{odd} odd trick{} at {} × {value}{}",
                    if odd == 1 { "" } else { "s" },
                    d.denomination.name(),
                    match mult {
                        2 => " doubled",
                        4 => " redoubled",
                        _ => "",
                    }
                ),
                law: cite(47, ""),
            });
            if mult > 1 {
                let unit = if mult == 2 { 50 } else { 100 };
                let extra = i32::from(odd - needed);
                entries.push(ScoreEntry {
                    side,
                    column: Column::Honour,
                    points: unit + unit * extra,
                    what: format!(
                        "bonus for winning a {} declaration, {extra} further trick{}",
                        if mult == 2 { "doubled" } else { "redoubled" },
                        if extra == 1 { "" } else { "s" }
                    ),
                    law: cite(56, ""),
                });
            }
            entries.extend(slam_entry(side, declarer_tricks));
        } else {
            // Each trick short of the number declared (six and the odd tricks).
            let under = i32::from(6 + needed - declarer_tricks);
            let per = 50 * mult;
            let mut points = under * per;
            let mut what = format!(
                "{under} undertrick{} at {per}",
                if under == 1 { "" } else { "s" }
            );
            let mut law = cite(47, "");
            if declaration.dealers_one_spade
                && declaration.doubling != Doubling::Redoubled
                && points > 100
            {
                points = 100;
                what.push_str(", limited to 100 on the dealer's original one spade");
                law = cite(48, "");
            }
            entries.push(ScoreEntry {
                side: side.opponents(),
                column: Column::Honour,
                points,
                what,
                law,
            });
        }
        match deal.filter(|deal| Seat::ALL.iter().all(|&s| deal.is_known(s))) {
            _ if holdings.is_some() => {
                entries.extend(holdings.unwrap_or_default().entries(d.denomination));
            }
            Some(deal) => entries.extend(honours(d.denomination, deal)),
            None => notes.push(
                "honours and chicane are not scored: the four hands are not known and none were declared (Law 6: they are scored as held)"
                    .to_owned(),
            ),
        }
        DealScore {
            declaration,
            declarer_tricks,
            made,
            entries,
            notes,
        }
    }

    /// The points of `side` in `column`.
    pub fn points(&self, side: Side, column: Column) -> i32 {
        self.entries
            .iter()
            .filter(|e| e.side == side && e.column == column)
            .map(|e| e.points)
            .sum()
    }

    /// All the points of `side` on this deal.
    pub fn total(&self, side: Side) -> i32 {
        self.points(side, Column::Trick) + self.points(side, Column::Honour)
    }
}

/// The honours a side holds (Laws 5, 6): what it scores in the honour
/// column, declaring or not.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum HonoursHeld {
    /// Three trump honours between partners: two tricks' value.
    Three,
    /// Four between partners: four tricks.
    Four,
    /// Five between partners: five tricks.
    Five,
    /// Four in one hand: eight tricks.
    FourInOneHand,
    /// Four in one hand, the fifth in partner's: nine tricks.
    FourInOneHandFifthInPartners,
    /// Five in one hand: ten tricks.
    FiveInOneHand,
    /// At no trumps, three aces between partners: 30.
    ThreeAces,
    /// Four aces between partners: 40.
    FourAces,
    /// Four aces in one hand: 100.
    FourAcesInOneHand,
}

impl HonoursHeld {
    /// Every holding.
    pub const ALL: [HonoursHeld; 9] = [
        HonoursHeld::Three,
        HonoursHeld::Four,
        HonoursHeld::Five,
        HonoursHeld::FourInOneHand,
        HonoursHeld::FourInOneHandFifthInPartners,
        HonoursHeld::FiveInOneHand,
        HonoursHeld::ThreeAces,
        HonoursHeld::FourAces,
        HonoursHeld::FourAcesInOneHand,
    ];

    /// Whether it can be held at `denomination`: aces at no trumps, trump
    /// honours in a suit (Law 5).
    pub const fn fits(self, denomination: AuctionDenomination) -> bool {
        let aces = matches!(
            self,
            HonoursHeld::ThreeAces | HonoursHeld::FourAces | HonoursHeld::FourAcesInOneHand
        );
        aces == matches!(denomination, AuctionDenomination::NoTrumps)
    }

    /// Its value (Law 6): trump honours in tricks of the denomination's
    /// undoubled value, aces in points.
    pub const fn points(self, denomination: AuctionDenomination) -> i32 {
        let value = denomination.trick_value() as i32;
        match self {
            HonoursHeld::Three => 2 * value,
            HonoursHeld::Four => 4 * value,
            HonoursHeld::Five => 5 * value,
            HonoursHeld::FourInOneHand => 8 * value,
            HonoursHeld::FourInOneHandFifthInPartners => 9 * value,
            HonoursHeld::FiveInOneHand => 10 * value,
            HonoursHeld::ThreeAces => 30,
            HonoursHeld::FourAces => 40,
            HonoursHeld::FourAcesInOneHand => 100,
        }
    }

    /// The words of the table, as the script writes it: `four-in-one-hand`.
    pub const fn as_str(self) -> &'static str {
        match self {
            HonoursHeld::Three => "three",
            HonoursHeld::Four => "four",
            HonoursHeld::Five => "five",
            HonoursHeld::FourInOneHand => "four-in-one-hand",
            HonoursHeld::FourInOneHandFifthInPartners => "four-in-one-hand-fifth-in-partners",
            HonoursHeld::FiveInOneHand => "five-in-one-hand",
            HonoursHeld::ThreeAces => "three-aces",
            HonoursHeld::FourAces => "four-aces",
            HonoursHeld::FourAcesInOneHand => "four-aces-in-one-hand",
        }
    }

    fn describe(self) -> &'static str {
        match self {
            HonoursHeld::Three => "three honours between partners",
            HonoursHeld::Four => "four honours between partners",
            HonoursHeld::Five => "five honours between partners",
            HonoursHeld::FourInOneHand => "four honours in one hand",
            HonoursHeld::FourInOneHandFifthInPartners => {
                "four honours in one hand, the fifth in partner's"
            }
            HonoursHeld::FiveInOneHand => "five honours in one hand",
            HonoursHeld::ThreeAces => "three aces between partners",
            HonoursHeld::FourAces => "four aces between partners",
            HonoursHeld::FourAcesInOneHand => "four aces in one hand",
        }
    }
}

impl core::str::FromStr for HonoursHeld {
    type Err = String;
    fn from_str(s: &str) -> Result<HonoursHeld, String> {
        HonoursHeld::ALL
            .into_iter()
            .find(|h| h.as_str().eq_ignore_ascii_case(s))
            .ok_or_else(|| s.to_owned())
    }
}

/// What each side holds in honours and how many of its hands are void of
/// trumps (chicane, Law 9): derived from the deal, or declared at the table.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize)]
pub struct Holdings {
    /// The honours each side holds, if it scores any.
    pub honours: BySide<Option<HonoursHeld>>,
    /// The hands of each side void of trumps: 1 chicane, 2 double chicane.
    pub chicane: BySide<u8>,
}

impl Holdings {
    /// The holdings in `deal` when `denomination` is declared (Laws 5, 6, 9).
    pub fn of_deal(denomination: AuctionDenomination, deal: &Deal) -> Holdings {
        let mut h = Holdings::default();
        for side in [Side::NorthSouth, Side::EastWest] {
            // The two hands of the side, inline (no allocation a deal).
            let mut per = [0usize; 2];
            for (n, s) in per.iter_mut().zip(seats(side)) {
                *n = match denomination.trump() {
                    Some(trump) => deal
                        .hand(s)
                        .suit(trump)
                        .iter()
                        .filter(|c| c.rank.is_honour())
                        .count(),
                    None => crate::card::Suit::ALL
                        .iter()
                        .filter(|&&su| deal.hand(s).contains(Card::new(su, Rank::ACE)))
                        .count(),
                };
            }
            let (total, most) = (
                per.iter().sum::<usize>(),
                per.iter().copied().max().unwrap_or(0),
            );
            h.honours[side] = match (denomination.trump().is_some(), most, total) {
                (true, 5, _) => Some(HonoursHeld::FiveInOneHand),
                (true, 4, 5) => Some(HonoursHeld::FourInOneHandFifthInPartners),
                (true, 4, _) => Some(HonoursHeld::FourInOneHand),
                (true, _, 5) => Some(HonoursHeld::Five),
                (true, _, 4) => Some(HonoursHeld::Four),
                (true, _, 3) => Some(HonoursHeld::Three),
                (false, 4, _) => Some(HonoursHeld::FourAcesInOneHand),
                (false, _, 4) => Some(HonoursHeld::FourAces),
                (false, _, 3) => Some(HonoursHeld::ThreeAces),
                _ => None,
            };
            if let Some(trump) = denomination.trump() {
                h.chicane[side] = seats(side)
                    .filter(|&s| deal.hand(s).suit(trump).is_empty())
                    .count() as u8;
            }
        }
        h
    }

    /// The honour-column entries (Laws 6, 9; not affected by doubling, Law 10).
    pub fn entries(&self, denomination: AuctionDenomination) -> Vec<ScoreEntry> {
        let mut out = Vec::new();
        let value = i32::from(denomination.trick_value());
        for side in [Side::NorthSouth, Side::EastWest] {
            if let Some(held) = self.honours[side] {
                let tricks = if denomination.trump().is_some() {
                    format!(" ({} tricks × {value})", held.points(denomination) / value)
                } else {
                    String::new()
                };
                out.push(ScoreEntry {
                    side,
                    column: Column::Honour,
                    points: held.points(denomination),
                    what: format!("{}{tricks}", held.describe()),
                    law: cite(6, ""),
                });
            }
        }
        if denomination.trump().is_none() {
            return out;
        }
        for side in [Side::NorthSouth, Side::EastWest] {
            let (to, points, what) = match self.chicane[side] {
                1 if self.honours[side].is_some() => {
                    (side, 2 * value, "chicane, added to the holders' honours")
                }
                1 => (
                    side.opponents(),
                    -2 * value,
                    "chicane, deducted from the adversaries' honours",
                ),
                2 => (
                    side.opponents(),
                    -4 * value,
                    "double chicane, deducted from the adversaries' honours",
                ),
                _ => continue,
            };
            out.push(ScoreEntry {
                side: to,
                column: Column::Honour,
                points,
                what: what.to_owned(),
                law: cite(9, ""),
            });
        }
        out
    }
}

/// Honours and chicane as held in `deal` when `denomination` is declared
/// (Laws 5, 6, 9; not affected by doubling, Law 10): credited to the side
/// holding them, declaring or not.
pub fn honours(denomination: AuctionDenomination, deal: &Deal) -> Vec<ScoreEntry> {
    Holdings::of_deal(denomination, deal).entries(denomination)
}

fn seats(side: Side) -> impl Iterator<Item = Seat> {
    Seat::ALL.into_iter().filter(move |s| s.side() == side)
}

/// A rubber of auction bridge (Laws 1-3, 11): games of 30 trick points,
/// the first side to win two games wins the rubber and 250.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct AuctionRubber {
    deals: Vec<DealScore>,
    /// Trick points of each side in the game in progress.
    game: BySide<i32>,
    trick: BySide<i32>,
    honour: BySide<i32>,
    games: BySide<u8>,
    winner: Option<Side>,
}

impl AuctionRubber {
    /// An empty rubber.
    pub fn new() -> AuctionRubber {
        AuctionRubber::default()
    }

    /// Records a deal's score. Returns `false`, recording nothing, once
    /// the rubber is over (Law 1: a third game is not played when two decide it).
    pub fn record(&mut self, deal: DealScore) -> bool {
        if self.winner.is_some() {
            return false;
        }
        for side in [Side::NorthSouth, Side::EastWest] {
            let t = deal.points(side, Column::Trick);
            self.trick[side] += t;
            self.game[side] += t;
            self.honour[side] += deal.points(side, Column::Honour);
        }
        // Law 3: every deal is played out and points beyond 30 count; the
        // side reaching 30 wins the game and both start the next afresh.
        if let Some(side) = [Side::NorthSouth, Side::EastWest]
            .into_iter()
            .find(|&s| self.game[s] >= GAME)
        {
            self.games[side] += 1;
            self.game = BySide([0, 0]);
            if self.games[side] == 2 {
                self.winner = Some(side);
                self.honour[side] += RUBBER_BONUS;
            }
        }
        self.deals.push(deal);
        true
    }

    /// The deals recorded.
    pub fn deals(&self) -> &[DealScore] {
        &self.deals
    }

    /// Games won by `side`.
    pub fn games(&self, side: Side) -> u8 {
        self.games[side]
    }

    /// Trick points of `side` in the game in progress.
    pub fn game_score(&self, side: Side) -> i32 {
        self.game[side]
    }

    /// The winner, once two games decide the rubber.
    pub fn winner(&self) -> Option<Side> {
        self.winner
    }

    /// All points of `side`: tricks and honours, with the rubber's 250 (Law 11).
    pub fn total(&self, side: Side) -> i32 {
        self.trick[side] + self.honour[side]
    }

    /// The rubber's value: the side ahead and the difference (Law 11).
    pub fn margin(&self) -> (Side, i32) {
        let ns = self.total(Side::NorthSouth);
        let ew = self.total(Side::EastWest);
        if ns >= ew {
            (Side::NorthSouth, ns - ew)
        } else {
            (Side::EastWest, ew - ns)
        }
    }
}

/// Slam (13 tricks, Law 7) or little slam (12, Law 8) to declarer's side.
pub(crate) fn slam_entry(side: Side, declarer_tricks: u8) -> Option<ScoreEntry> {
    let (points, what, law) = match declarer_tricks {
        13 => (40, "slam", 7),
        12 => (20, "little slam", 8),
        _ => return None,
    };
    Some(ScoreEntry {
        side,
        column: Column::Honour,
        points,
        what: what.to_owned(),
        law: cite(law, ""),
    })
}
