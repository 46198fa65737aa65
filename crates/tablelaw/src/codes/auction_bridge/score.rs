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
            if declarer_tricks == 13 {
                entries.push(ScoreEntry {
                    side,
                    column: Column::Honour,
                    points: 40,
                    what: "slam".to_owned(),
                    law: cite(7, ""),
                });
            } else if declarer_tricks == 12 {
                entries.push(ScoreEntry {
                    side,
                    column: Column::Honour,
                    points: 20,
                    what: "little slam".to_owned(),
                    law: cite(8, ""),
                });
            }
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
            Some(deal) => entries.extend(honours(d.denomination, deal)),
            None => notes.push(
                "honours and chicane are not scored: the four hands are not known (Law 6: they are scored as held)"
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

/// Honours and chicane as held in `deal` when `denomination` is declared
/// (Laws 5, 6, 9; not affected by doubling, Law 10): credited to the side
/// holding them, declaring or not.
pub fn honours(denomination: AuctionDenomination, deal: &Deal) -> Vec<ScoreEntry> {
    let mut out = Vec::new();
    let value = i32::from(denomination.trick_value());
    let Some(trump) = denomination.trump() else {
        for side in [Side::NorthSouth, Side::EastWest] {
            let per: Vec<usize> = seats(side)
                .map(|s| {
                    crate::card::Suit::ALL
                        .iter()
                        .filter(|&&su| deal.hand(s).contains(Card::new(su, Rank::ACE)))
                        .count()
                })
                .collect();
            let (total, most) = (
                per.iter().sum::<usize>(),
                per.iter().copied().max().unwrap_or(0),
            );
            let (points, what) = match (most, total) {
                (4, _) => (100, "four aces in one hand"),
                (_, 4) => (40, "four aces between partners"),
                (_, 3) => (30, "three aces between partners"),
                _ => continue,
            };
            out.push(ScoreEntry {
                side,
                column: Column::Honour,
                points,
                what: what.to_owned(),
                law: cite(6, ""),
            });
        }
        return out;
    };
    let honour = |s: Seat| {
        deal.hand(s)
            .suit(trump)
            .iter()
            .filter(|c| c.rank.is_honour())
            .count()
    };
    let mut scored = BySide([0i32; 2]);
    for side in [Side::NorthSouth, Side::EastWest] {
        let per: Vec<usize> = seats(side).map(honour).collect();
        let (total, most) = (
            per.iter().sum::<usize>(),
            per.iter().copied().max().unwrap_or(0),
        );
        let (tricks, what) = match (most, total) {
            (5, _) => (10, "five honours in one hand"),
            (4, 5) => (9, "four honours in one hand, the fifth in partner's"),
            (4, _) => (8, "four honours in one hand"),
            (_, 5) => (5, "five honours between partners"),
            (_, 4) => (4, "four honours between partners"),
            (_, 3) => (2, "three honours between partners"),
            _ => continue,
        };
        scored[side] = tricks * value;
        out.push(ScoreEntry {
            side,
            column: Column::Honour,
            points: tricks * value,
            what: format!("{what} ({tricks} tricks × {value})"),
            law: cite(6, ""),
        });
    }
    for side in [Side::NorthSouth, Side::EastWest] {
        let voids = seats(side)
            .filter(|&s| deal.hand(s).suit(trump).is_empty())
            .count();
        let (to, points, what) = match voids {
            1 if scored[side] > 0 => (side, 2 * value, "chicane, added to the holders' honours"),
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
