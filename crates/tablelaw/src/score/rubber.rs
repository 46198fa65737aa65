//! Rubber scoring: ACBL *Laws of Contract Bridge* (1993), Laws 72-74, 80
//! and 81.
//!
//! - Law 72 (read): trick points are scored only by declarer's side, only
//!   for odd tricks bid and made; they are written below the line and decide
//!   games. Premium points (overtricks, making a doubled or redoubled
//!   contract, slams bid and made, honours, the rubber, and the defenders'
//!   undertrick penalties) are written above the line.
//! - Law 73 (read): a side that reaches 100 trick points, on one deal or by
//!   partscores accumulated, wins a game; partscores do not carry into the
//!   next game: when either side wins a game, both sides' partscores stop
//!   counting towards game (they still count in the totals).
//! - Law 74 (read): the rubber ends when a side has won two games; that side
//!   scores 700 if the other side has no game, 500 if it has one; all trick
//!   and premium points are added, and the difference is the margin.
//! - Law 81, the scoring table (not read; docs/sources.md): the duplicate
//!   Law 77 values for trick points, overtricks, slams and undertricks (the
//!   1993 code took the duplicate undertrick schedule, 300 from the fourth
//!   doubled undertrick not vulnerable); 50 for making a doubled contract;
//!   honours 100 and 150 (see [`Honours`]). A side is vulnerable once it has
//!   won a game of the rubber.
//! - Law 80, the unfinished rubber (not read; [M]): a side with one game
//!   scores 300, a side with a partscore in the unfinished game 50.
//! - Law 22(a): a passed-out deal scores nothing.
//!
//! Where the secondary sources disagree the value is a [`RubberOptions`]
//! field: the premium for making a redoubled contract (default 100) and the
//! unfinished rubber's partscore premium (default 50).

use core::fmt;

use serde::Serialize;

use super::rubber_deal::deal_entries;
use super::{Honours, ScoreError, ScoreKind};
use crate::auction::Contract;
use crate::deal::Deal;
use crate::law::Citation;
use crate::seat::{BySide, Side};

/// The premium for making a redoubled contract in rubber (Law 81, not
/// read). Duplicate Law 77 gives 100 (50 doubled); a write-up of the 1993
/// changes says the 1993 rubber code adopted 100 too, while some
/// rubber-scoring programs still give 50 for both (docs/sources.md).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum RedoubledInsult {
    /// 50, as for a doubled contract (the older custom).
    Fifty,
    /// 100, as in duplicate Law 77 (the default: the 1993 value per docs/sources.md).
    #[default]
    Hundred,
}

impl RedoubledInsult {
    /// The premium in points.
    pub const fn points(self) -> i32 {
        match self {
            RedoubledInsult::Fifty => 50,
            RedoubledInsult::Hundred => 100,
        }
    }
}

/// The premium for a partscore in the unfinished game of an unfinished
/// rubber (Law 80, not read). Most summaries of the older codes give 50,
/// some modern ones 100 (possibly the 2014 *Laws of Rubber Bridge*)
/// (docs/sources.md).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum UnfinishedPartscore {
    /// 50 (the default for the 1993 code, docs/sources.md).
    #[default]
    Fifty,
    /// 100.
    Hundred,
}

impl UnfinishedPartscore {
    /// The premium in points.
    pub const fn points(self) -> i32 {
        match self {
            UnfinishedPartscore::Fifty => 50,
            UnfinishedPartscore::Hundred => 100,
        }
    }
}

/// The table customs of rubber scoring that the available sources do not
/// settle for the 1993 code (docs/sources.md: "pick a default, make it
/// configurable"). The default is [`RedoubledInsult::Hundred`] and
/// [`UnfinishedPartscore::Fifty`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize)]
pub struct RubberOptions {
    /// The premium for making a redoubled contract (Law 81).
    pub redoubled_insult: RedoubledInsult,
    /// The premium for a partscore in an unfinished rubber (Law 80).
    pub unfinished_partscore: UnfinishedPartscore,
}

/// Where on the score sheet an entry is written (rubber Law 72).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Line {
    /// Premium points, written above the line.
    Above,
    /// Trick points, written below the line; they decide games.
    Below,
}

impl fmt::Display for Line {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Line::Above => "above",
            Line::Below => "below",
        })
    }
}

/// One entry on the rubber score sheet.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct RubberEntry {
    /// The number of the deal that scored it, from 1 (passed-out deals
    /// count); `None` for the unfinished rubber's premiums (Law 80).
    pub deal: Option<usize>,
    /// The number of the game in progress when it was scored, from 1 (for
    /// the rubber premium, the game that won the rubber).
    pub game: usize,
    /// The side that scores it.
    pub side: Side,
    /// Above or below the line.
    pub line: Line,
    /// What it is for.
    pub kind: ScoreKind,
    /// The points, never negative: undertricks are the defenders' points.
    pub points: i32,
    /// The law that gives it.
    pub citation: Citation,
}

impl fmt::Display for RubberEntry {
    /// `deal 1: NS below 60 trick score (rubber Law 81)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.deal {
            Some(d) => write!(f, "deal {d}: ")?,
            None => f.write_str("unfinished: ")?,
        }
        write!(
            f,
            "{} {} {} {} ({})",
            self.side, self.line, self.points, self.kind, self.citation
        )
    }
}

/// A deal of a rubber as recorded.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct RubberDeal {
    /// The deal's number in the rubber, from 1.
    pub number: usize,
    /// The contract; `None` when the deal was passed out (Law 22(a)).
    pub contract: Option<Contract>,
    /// The tricks won by the declaring side (0 when passed out).
    pub tricks: u8,
    /// The honours scored on the deal.
    pub honours: Option<Honours>,
    /// Which sides were vulnerable when it was played.
    pub vulnerable: BySide<bool>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum State {
    InProgress,
    Won(Side),
    Unfinished,
}

/// A rubber: deals scored above and below the line until a side wins two
/// games (rubber Laws 72-74), or until the players stop (Law 80).
///
/// # Examples
/// ```
/// use tablelaw::score::{Rubber, RubberOptions};
/// use tablelaw::{Bid, Contract, Denomination, Doubling, Seat, Side};
/// let c = |level, d, declarer| Contract {
///     bid: Bid::new(level, d).unwrap(),
///     doubling: Doubling::Undoubled,
///     declarer,
/// };
/// let mut rubber = Rubber::new(RubberOptions::default());
/// rubber.record(Some(c(4, Denomination::Spades, Seat::North)), 10, None)?;
/// assert!(rubber.is_vulnerable(Side::NorthSouth));
/// rubber.record(Some(c(3, Denomination::NoTrump, Seat::South)), 9, None)?;
/// assert_eq!(rubber.winner(), Some(Side::NorthSouth));
/// // 120 + 100 below the line, 700 for the rubber above it.
/// assert_eq!(rubber.total(Side::NorthSouth), 920);
/// # Ok::<(), tablelaw::score::ScoreError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rubber {
    options: RubberOptions,
    deals: Vec<RubberDeal>,
    entries: Vec<RubberEntry>,
    game_winners: Vec<Side>,
    partscores: BySide<i32>,
    state: State,
    /// Sides vulnerable before the sheet's first deal ([`Rubber::for_deal`]).
    vulnerable_before: BySide<bool>,
}

impl Default for Rubber {
    fn default() -> Rubber {
        Rubber::new(RubberOptions::default())
    }
}

const SIDES: [Side; 2] = [Side::NorthSouth, Side::EastWest];

impl Rubber {
    /// A rubber about to start, scored with `options`.
    pub fn new(options: RubberOptions) -> Rubber {
        Rubber {
            options,
            deals: Vec::new(),
            entries: Vec::new(),
            game_winners: Vec::new(),
            partscores: BySide([0, 0]),
            state: State::InProgress,
            vulnerable_before: BySide([false, false]),
        }
    }

    /// The sheet of one deal played at `vulnerable`, a deal of a rubber
    /// already in progress scored alone: its entries are the deal's at
    /// that vulnerability (Law 81); the games it counts are its own, so it
    /// wins no rubber premium. A whole rubber is [`Rubber::new`] with every
    /// deal recorded.
    pub fn for_deal(options: RubberOptions, vulnerable: BySide<bool>) -> Rubber {
        Rubber {
            vulnerable_before: vulnerable,
            ..Rubber::new(options)
        }
    }

    /// The options the rubber is scored with.
    pub const fn options(&self) -> RubberOptions {
        self.options
    }

    /// Records a deal: its contract (`None` when passed out, which scores
    /// nothing, Law 22(a)), the tricks won by the declaring side, and the
    /// honours held (see [`Honours::in_deal`]). Returns the entries the deal
    /// scored: trick points below the line for a contract made (Law 72);
    /// above it overtricks, the premium for making a doubled or redoubled
    /// contract, a slam bid and made, or the defenders' undertricks, and the
    /// honours (Law 81); and, when the deal wins the rubber, the rubber
    /// premium (Law 74). A game won (Law 73) wipes both sides' partscores.
    ///
    /// # Errors
    /// Nothing is recorded and the rubber is unchanged when the rubber is
    /// over ([`ScoreError::RubberOver`]), the level is not one to seven
    /// ([`ScoreError::InadmissibleContract`]), there are more than thirteen
    /// tricks ([`ScoreError::TooManyTricks`]), tricks or honours are given for
    /// a passed-out deal ([`ScoreError::TricksWithoutContract`],
    /// [`ScoreError::HonoursWithoutContract`]), or the honours cannot exist
    /// in the contract's denomination ([`ScoreError::HonoursDoNotFit`]).
    pub fn record(
        &mut self,
        contract: Option<Contract>,
        tricks: u8,
        honours: Option<Honours>,
    ) -> Result<&[RubberEntry], ScoreError> {
        self.check(contract, tricks, honours)?;
        let number = self.deals.len() + 1;
        let vulnerable = self.vulnerability();
        self.deals.push(RubberDeal {
            number,
            contract,
            tricks,
            honours,
            vulnerable,
        });
        let start = self.entries.len();
        let Some(contract) = contract else {
            return Ok(&self.entries[start..]);
        };
        let game = self.game_number();
        let declaring = contract.declarer.side();
        let insult = self.options.redoubled_insult.points();
        let vulnerable_now = vulnerable[declaring];
        let entries = &mut self.entries;
        let p = deal_entries(
            contract,
            tricks,
            honours,
            vulnerable_now,
            insult,
            |side, line, kind, points| {
                entries.push(RubberEntry {
                    deal: Some(number),
                    game,
                    side,
                    line,
                    kind,
                    points,
                    citation: Citation::rubber(81, ""),
                })
            },
        );
        if p.made {
            self.partscores[declaring] += p.trick_score;
            if self.partscores[declaring] >= 100 {
                // Law 73: a game; neither side's partscore carries over.
                self.game_winners.push(declaring);
                self.partscores = BySide([0, 0]);
                if self.games(declaring) == 2 {
                    let bonus = if self.games(declaring.opponents()) == 0 {
                        700
                    } else {
                        500
                    };
                    self.entries.push(RubberEntry {
                        deal: Some(number),
                        game,
                        side: declaring,
                        line: Line::Above,
                        kind: ScoreKind::RubberBonus,
                        points: bonus,
                        citation: Citation::rubber(74, ""),
                    });
                    self.state = State::Won(declaring);
                }
            }
        }
        Ok(&self.entries[start..])
    }

    fn check(
        &self,
        contract: Option<Contract>,
        tricks: u8,
        honours: Option<Honours>,
    ) -> Result<(), ScoreError> {
        if self.is_over() {
            return Err(ScoreError::RubberOver);
        }
        match contract {
            None if tricks > 0 => Err(ScoreError::TricksWithoutContract(tricks)),
            None if honours.is_some() => Err(ScoreError::HonoursWithoutContract),
            None => Ok(()),
            Some(c) if !(1..=7).contains(&c.bid.level) => {
                Err(ScoreError::InadmissibleContract(c.bid.level))
            }
            Some(_) if tricks > 13 => Err(ScoreError::TooManyTricks(tricks)),
            Some(c) => match honours {
                Some(h) if !h.kind.fits(c.bid.denomination) => {
                    Err(ScoreError::HonoursDoNotFit(h.kind, c.bid.denomination))
                }
                _ => Ok(()),
            },
        }
    }

    /// Records a deal as [`Rubber::record`], the honours read from `deal`
    /// ([`Honours::in_deal`]: only its known hands are examined).
    ///
    /// # Errors
    /// As [`Rubber::record`].
    pub fn record_deal(
        &mut self,
        contract: Option<Contract>,
        tricks: u8,
        deal: &Deal,
    ) -> Result<&[RubberEntry], ScoreError> {
        let honours = contract.and_then(|c| Honours::in_deal(deal, c.bid.denomination));
        self.record(contract, tricks, honours)
    }

    /// Records a passed-out deal, which scores nothing (Law 22(a)).
    ///
    /// # Errors
    /// [`ScoreError::RubberOver`] when the rubber is over.
    pub fn record_passed_out(&mut self) -> Result<(), ScoreError> {
        self.record(None, 0, None).map(|_| ())
    }

    /// Ends the rubber unfinished (Law 80): a side that has won a game
    /// scores 300, a side with a partscore in the unfinished game scores the
    /// [`UnfinishedPartscore`] premium. Returns those entries.
    ///
    /// # Errors
    /// [`ScoreError::RubberOver`] when the rubber is already over.
    pub fn finish_unfinished(&mut self) -> Result<&[RubberEntry], ScoreError> {
        if self.is_over() {
            return Err(ScoreError::RubberOver);
        }
        let start = self.entries.len();
        let game = self.game_number();
        for side in SIDES {
            let mut entry = |kind, points| {
                self.entries.push(RubberEntry {
                    deal: None,
                    game,
                    side,
                    line: Line::Above,
                    kind,
                    points,
                    citation: Citation::rubber(80, ""),
                })
            };
            if self.game_winners.contains(&side) {
                entry(ScoreKind::UnfinishedGame, 300);
            }
            if self.partscores[side] > 0 {
                entry(
                    ScoreKind::UnfinishedPartscore,
                    self.options.unfinished_partscore.points(),
                );
            }
        }
        self.state = State::Unfinished;
        Ok(&self.entries[start..])
    }

    /// The deals recorded, in order.
    pub fn deals(&self) -> &[RubberDeal] {
        &self.deals
    }

    /// Every entry on the score sheet, in the order scored.
    pub fn entries(&self) -> &[RubberEntry] {
        &self.entries
    }

    /// The points `side` has above the line: premiums (Law 72).
    pub fn above(&self, side: Side) -> i32 {
        self.sum(side, Some(Line::Above))
    }

    /// The trick points `side` has below the line, in every game (Law 72).
    pub fn below(&self, side: Side) -> i32 {
        self.sum(side, Some(Line::Below))
    }

    fn sum(&self, side: Side, line: Option<Line>) -> i32 {
        self.entries
            .iter()
            .filter(|e| e.side == side && line.is_none_or(|l| e.line == l))
            .fold(0i32, |sum, e| sum.saturating_add(e.points))
    }

    /// The games `side` has won (Law 73).
    pub fn games(&self, side: Side) -> usize {
        self.game_winners.iter().filter(|s| **s == side).count()
    }

    /// The winners of the games won so far, in order (Law 73).
    pub fn game_winners(&self) -> &[Side] {
        &self.game_winners
    }

    /// The number of the game in progress, from 1 (once the rubber is won,
    /// the number of the game that won it).
    pub fn game_number(&self) -> usize {
        match self.state {
            State::Won(_) => self.game_winners.len(),
            _ => self.game_winners.len() + 1,
        }
    }

    /// The trick points `side` has towards the game in progress: its
    /// partscore (Law 73).
    pub fn partscore(&self, side: Side) -> i32 {
        self.partscores[side]
    }

    /// Whether `side` is vulnerable: it has won a game of the rubber.
    pub fn is_vulnerable(&self, side: Side) -> bool {
        self.vulnerable_before[side] || self.games(side) > 0
    }

    /// Which sides are vulnerable.
    pub fn vulnerability(&self) -> BySide<bool> {
        BySide(SIDES.map(|s| self.is_vulnerable(s)))
    }

    /// Whether the rubber is over: won (Law 74) or ended unfinished (Law 80).
    pub fn is_over(&self) -> bool {
        self.state != State::InProgress
    }

    /// Whether the rubber ended unfinished (Law 80).
    pub fn is_unfinished(&self) -> bool {
        self.state == State::Unfinished
    }

    /// The side that won the rubber by winning two games (Law 74).
    pub fn winner(&self) -> Option<Side> {
        match self.state {
            State::Won(side) => Some(side),
            _ => None,
        }
    }

    /// All of `side`'s trick and premium points (Law 74).
    pub fn total(&self, side: Side) -> i32 {
        self.sum(side, None)
    }

    /// Both sides' totals.
    pub fn totals(&self) -> BySide<i32> {
        BySide(SIDES.map(|s| self.total(s)))
    }

    /// The net result for `side`: its total less the other side's, "the
    /// difference" of Law 74 (negative when `side` is behind).
    pub fn net(&self, side: Side) -> i32 {
        self.total(side)
            .saturating_sub(self.total(side.opponents()))
    }

    /// The side with more points and by how many (Law 74); `None` when the
    /// totals are equal.
    pub fn margin(&self) -> Option<(Side, i32)> {
        let net = self.net(Side::NorthSouth);
        match net.signum() {
            1 => Some((Side::NorthSouth, net)),
            -1 => Some((Side::EastWest, net.saturating_neg())),
            _ => None,
        }
    }
}

impl fmt::Display for Rubber {
    /// The score sheet: one line per entry, then the totals and the margin.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for e in &self.entries {
            writeln!(f, "{e}")?;
        }
        let t = self.totals();
        write!(
            f,
            "total: NS {} ({} above, {} below), EW {} ({} above, {} below)",
            t[Side::NorthSouth],
            self.above(Side::NorthSouth),
            self.below(Side::NorthSouth),
            t[Side::EastWest],
            self.above(Side::EastWest),
            self.below(Side::EastWest)
        )?;
        match self.margin() {
            Some((side, by)) => write!(f, "; {side} by {by}"),
            None => f.write_str("; equal"),
        }
    }
}
