//! Scoring: duplicate bridge (Laws 2, 77 and 78 of the WBF Laws of
//! Duplicate Bridge, 2007 and 2017) and rubber bridge (Laws 72-81 of the
//! ACBL *Laws of Contract Bridge*, 1993).
//!
//! - [`DuplicateScore`] and [`duplicate_score`]: the Law 77 score of one
//!   board, with a breakdown whose every part cites the law;
//!   [`board_vulnerability`] and [`board_dealer`]: Law 2.
//! - [`imps`] (Law 78B), [`matchpoints`] (Law 78A), and two methods a
//!   tournament's conditions of contest may adopt under Law 78D,
//!   [`cross_imps`] and Butler ([`butler_datum`], [`butler_imps`]).
//! - [`AdjustedScore`] (Law 12C): assigned or artificial, with its
//!   [`AdjustmentCause`].
//! - [`session`]: a session's results on every board, its travellers and
//!   its standings, in matchpoints, IMPs, cross-IMPs, Butler or total
//!   points, adjusted scores (weighted ones included) scored by Law 12C.
//! - [`Rubber`]: a rubber of deals scored above and below the line (1993
//!   Laws 72-74, 80 and 81), with [`Honours`] read from the deal and the
//!   table customs the sources disagree on as typed [`RubberOptions`].
//!
//! Sources and confidence. The duplicate values were read verbatim in the
//! 2007 and 2017 texts of Law 77 (identical in every row; the ACBL's first
//! printed 2017 edition had errors in two undertrick rows, corrected online
//! on 29 September 2017: these are the corrected values). Law 78B's scale was
//! read in the 2017 text. Of the 1993 rubber code only Laws 72-74 were read;
//! the values of its table (Law 81) and Law 80 are the standard ones from
//! secondary sources: every value equal to the duplicate Law 77 value is used
//! as such, and the two values the sources disagree on are [`RubberOptions`].
//!
//! No function here panics on any input.

use core::fmt;

use serde::Serialize;

use crate::law::Citation;

mod adjusted;
mod board;
mod duplicate;
mod honours;
mod imps;
mod matchpoints;
mod rubber;
pub(crate) mod rubber_deal;
pub mod session;
mod tricks;

pub use adjusted::{AdjustedScore, AdjustmentCause, Artificial};
pub use board::{Vulnerability, board_dealer, board_vulnerability};
pub use duplicate::{DuplicateEdition, DuplicateScore, duplicate_score};
pub use honours::{Honours, HonoursKind};
pub use imps::{IMP_SCALE, butler_datum, butler_imps, cross_imps, imps};
pub use matchpoints::{Matchpoints, matchpoints};
pub use rubber::{
    Line, RedoubledInsult, Rubber, RubberDeal, RubberEntry, RubberOptions, UnfinishedPartscore,
};

/// What a part of a score is for, in the words of the scoring tables
/// (duplicate Law 77; rubber Laws 72-74, 80 and 81).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
#[non_exhaustive]
pub enum ScoreKind {
    /// Trick score (duplicate) or trick points (rubber): for each odd trick
    /// bid and made, scored by declarer's side when the contract is fulfilled.
    TrickScore,
    /// Overtricks: tricks made in excess of the contract.
    Overtricks,
    /// The duplicate premium for making game: a trick score of 100 or more on
    /// one board (Law 77: 300 not vulnerable, 500 vulnerable).
    Game,
    /// The duplicate premium for making any partscore (Law 77: 50).
    Partscore,
    /// A small slam (twelve tricks) bid and made: 500 not vulnerable, 750 vulnerable.
    SmallSlam,
    /// A grand slam (all thirteen tricks) bid and made: 1000 not vulnerable, 1500 vulnerable.
    GrandSlam,
    /// The premium for making a doubled (50) or redoubled contract (100 in
    /// duplicate; in rubber see [`RedoubledInsult`]), the "insult".
    Insult,
    /// Undertrick penalties: scored by declarer's opponents when the
    /// contract is not fulfilled.
    Undertricks,
    /// Honours (rubber only): four or five trump honours, or four aces at
    /// notrump, in one hand.
    Honours,
    /// The rubber premium: 700 to a side winning the rubber two games to
    /// none, 500 two games to one (rubber Law 74).
    RubberBonus,
    /// The premium for a side having won one game of an unfinished rubber:
    /// 300 (rubber Law 80).
    UnfinishedGame,
    /// The premium for a side having a partscore in the unfinished game of
    /// an unfinished rubber (rubber Law 80; see [`UnfinishedPartscore`]).
    UnfinishedPartscore,
}

impl ScoreKind {
    /// The kind's name as the tables write it, such as `trick score`.
    pub const fn name(self) -> &'static str {
        match self {
            ScoreKind::TrickScore => "trick score",
            ScoreKind::Overtricks => "overtricks",
            ScoreKind::Game => "game",
            ScoreKind::Partscore => "partscore",
            ScoreKind::SmallSlam => "small slam",
            ScoreKind::GrandSlam => "grand slam",
            ScoreKind::Insult => "making a doubled or redoubled contract",
            ScoreKind::Undertricks => "undertricks",
            ScoreKind::Honours => "honours",
            ScoreKind::RubberBonus => "rubber",
            ScoreKind::UnfinishedGame => "game in an unfinished rubber",
            ScoreKind::UnfinishedPartscore => "partscore in an unfinished game",
        }
    }
}

impl fmt::Display for ScoreKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// One part of a duplicate score: what it is for, its points for the
/// declaring side (negative for undertricks, which the opponents score) and
/// the law that gives them (duplicate Law 77).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct ScoreItem {
    /// What the points are for.
    pub kind: ScoreKind,
    /// The points, from the declaring side's point of view.
    pub points: i32,
    /// The law that gives them.
    pub citation: Citation,
}

impl fmt::Display for ScoreItem {
    /// `+420 trick score (duplicate-2017 Law 77)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:+} {} ({})", self.points, self.kind, self.citation)
    }
}

/// A result that cannot be scored: the inputs are not a possible deal or
/// event. Nothing is recorded when one is returned.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum ScoreError {
    /// More than thirteen tricks.
    #[error("{0} tricks: a deal has thirteen")]
    TooManyTricks(u8),
    /// A contract of fewer than one or more than seven odd tricks (rubber
    /// and duplicate Law 38: "no contract of more than seven").
    #[error("no contract of {0} odd tricks can be played (one to seven)")]
    InadmissibleContract(u8),
    /// Tricks given for a passed-out deal, which is not played (Law 22(a)).
    #[error("{0} tricks given for a passed-out deal, which is not played")]
    TricksWithoutContract(u8),
    /// Honours given for a passed-out deal, which scores nothing (Law 22(a)).
    #[error("honours given for a passed-out deal, which scores nothing")]
    HonoursWithoutContract,
    /// Honours that do not exist in the contract's denomination: trump
    /// honours at notrump, or four aces in a suit contract (rubber Law 81).
    #[error("{0} cannot be held at a contract in {1}")]
    HonoursDoNotFit(HonoursKind, crate::call::Denomination),
    /// A deal recorded after the rubber ended (rubber Laws 74 and 80).
    #[error("the rubber is over")]
    RubberOver,
}
