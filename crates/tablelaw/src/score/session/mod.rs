//! A session of duplicate bridge scored (duplicate Laws 77, 78 and 12C):
//! every table's result on each board, the board's traveller, and the
//! standings at the end.
//!
//! - [`Session`]: the results as they come ([`Session::record`]), a board's
//!   [`Traveller`] ([`Session::traveller`]) and the [`Standings`]
//!   ([`Session::standings`]), in the session's [`Scoring`].
//! - [`score_board`] and [`Tally`]: the same work a board at a time, for a
//!   reader that streams a file's boards and keeps only the contestants'
//!   totals (`tablelaw score session`).
//!
//! A result is played ([`Outcome::Played`], a pass-out included), or the
//! director's adjusted score ([`Outcome::Adjusted`]: assigned, 2017 Law
//! 12C1(a), (b); artificial, 12C2(a)), or a weighted one
//! ([`Outcome::Weighted`], 2017 12C1(c); 2007 12C3). A weighted score is
//! scored as the weighted matchpoints or IMPs of its results, never as the
//! matchpoints or IMPs of the weighted points; the other tables are
//! compared with each of its results in the same weights.
//!
//! No function here panics on any input.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::{AdjustedScore, DuplicateEdition, ScoreError, Vulnerability};
use crate::auction::Contract;
use crate::law::Citation;

mod board;
mod tally;

pub use board::{Conditions, SideScore, TravellerRow, butler_drop, score_board};
pub use tally::{Standing, Standings, Tally};

/// The form of scoring (duplicate Law 78), or a method the conditions of
/// contest adopt under Law 78D.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Scoring {
    /// Matchpoints (Law 78A): pairs, each score compared with every other
    /// on the board.
    Matchpoints,
    /// International matchpoints (Law 78B) in a match of teams: each
    /// board's two results with the same two teams, sitting the other way
    /// round, compared.
    Imps,
    /// Cross-IMPs (Law 78D): each score compared in IMPs with every other,
    /// averaged.
    CrossImps,
    /// Butler (Law 78D): each score compared in IMPs with the board's
    /// datum.
    Butler,
    /// Total points (Law 78C): "the net total of all boards".
    TotalPoints,
}

impl Scoring {
    /// Every form, in the order of their names.
    pub const ALL: [Scoring; 5] = [
        Scoring::Matchpoints,
        Scoring::Imps,
        Scoring::CrossImps,
        Scoring::Butler,
        Scoring::TotalPoints,
    ];

    /// The form's name: `matchpoints`, `imps`, `cross-imps`, `butler`,
    /// `total-points`.
    pub const fn name(self) -> &'static str {
        match self {
            Scoring::Matchpoints => "matchpoints",
            Scoring::Imps => "imps",
            Scoring::CrossImps => "cross-imps",
            Scoring::Butler => "butler",
            Scoring::TotalPoints => "total-points",
        }
    }

    /// The form named `name`, as [`name`](Self::name) writes it.
    pub fn from_name(name: &str) -> Option<Scoring> {
        Scoring::ALL
            .into_iter()
            .find(|s| s.name().eq_ignore_ascii_case(name))
    }

    /// The law that the form's comparison applies: 78A, 78B, 78D or 78C.
    pub const fn citation(self, edition: DuplicateEdition) -> Citation {
        edition.cite(
            78,
            match self {
                Scoring::Matchpoints => "A",
                Scoring::Imps => "B",
                Scoring::CrossImps | Scoring::Butler => "D",
                Scoring::TotalPoints => "C",
            },
        )
    }

    /// Whether the form is scored in IMPs (an artificial score is then
    /// plus or minus 3 IMPs, 2017 Law 12C2(b)).
    pub const fn in_imps(self) -> bool {
        matches!(self, Scoring::Imps | Scoring::CrossImps | Scoring::Butler)
    }
}

/// How the standings are drawn up.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Ranking {
    /// One list: every pair (or team) plays both directions (a Howell, a
    /// match of teams).
    #[default]
    Together,
    /// North-South and East-West apart, as in a Mitchell: the same number
    /// in the two directions names two different pairs.
    ByDirection,
}

/// One of the results a weighted adjusted score is made of (2017 Law
/// 12C1(c)): a contract (none: passed out), the declaring side's tricks,
/// and its weight.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Weighted {
    /// The weight, in any unit: the weights of a score are taken over
    /// their sum (30 and 70, or 1 and 2 for a third and two thirds).
    pub weight: u32,
    /// The contract, with its declarer; `None` for a pass-out.
    pub contract: Option<Contract>,
    /// The declaring side's tricks.
    pub tricks: u8,
}

/// What a table's result on a board is.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "result", rename_all = "kebab-case")]
pub enum Outcome {
    /// The board played: a contract and the declaring side's tricks, or
    /// passed out (`contract: None`, which scores 0 to each side, Law 77).
    Played {
        /// The contract, with its declarer; `None` for a pass-out.
        contract: Option<Contract>,
        /// The declaring side's tricks (0 for a pass-out).
        tricks: u8,
    },
    /// The director's adjusted score (Law 12C): assigned or artificial.
    Adjusted {
        /// The score awarded.
        adjusted: AdjustedScore,
    },
    /// A weighted assigned adjusted score (2017 Law 12C1(c)).
    Weighted {
        /// The results and their weights.
        results: Vec<Weighted>,
    },
}

/// One table's result on one board: a traveller's line.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Entry {
    /// The board's number.
    pub board: u32,
    /// The table's number, where known.
    pub table: Option<u32>,
    /// The North-South pair (or team).
    pub ns: String,
    /// The East-West pair (or team).
    pub ew: String,
    /// The result.
    pub outcome: Outcome,
}

/// A result that cannot be scored. Nothing is recorded when one is
/// returned.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum SessionError {
    /// The contract or tricks are not a possible result.
    #[error("board {board}: {error}")]
    Score {
        /// The board.
        board: u32,
        /// What is wrong.
        error: ScoreError,
    },
    /// A weighted score with no result, or whose weights are all zero.
    #[error(
        "board {0}: a weighted score needs at least one result with a weight above 0 (12C1(c))"
    )]
    NoWeight(u32),
    /// A pair sitting against itself (where the standings are drawn up
    /// together: by direction, the same number names two pairs).
    #[error("board {board}: {pair} cannot sit both North-South and East-West")]
    SamePair {
        /// The board.
        board: u32,
        /// The pair named twice.
        pair: String,
    },
    /// Board 0: boards are numbered from 1 (Law 2).
    #[error("boards are numbered from 1 (Law 2)")]
    BoardZero,
}

/// A session: the results of every table on every board, scored in one
/// [`Scoring`].
///
/// # Examples
/// ```
/// use tablelaw::score::session::{Entry, Outcome, Ranking, Scoring, Session};
/// use tablelaw::{Bid, Contract, Denomination, Doubling, Seat};
///
/// let four_spades = Contract {
///     bid: Bid::new(4, Denomination::Spades).unwrap(),
///     doubling: Doubling::Undoubled,
///     declarer: Seat::South,
/// };
/// let mut session = Session::new(Scoring::Matchpoints, Ranking::Together);
/// for (ns, ew, tricks) in [("1", "2", 10), ("3", "4", 11), ("5", "6", 9)] {
///     let outcome = Outcome::Played { contract: Some(four_spades), tricks };
///     let entry = Entry { board: 1, table: None, ns: ns.into(), ew: ew.into(), outcome };
///     session.record(entry)?;
/// }
/// let traveller = session.traveller(1);
/// // 450 beats 420 and -50: 4 units of a top of 4.
/// assert_eq!(traveller.rows[1].ns_score.value, 4.0);
/// assert_eq!(session.standings().rows[0].contestant, "3");
/// # Ok::<(), tablelaw::score::session::SessionError>(())
/// ```
#[derive(Clone, Debug)]
pub struct Session {
    scoring: Scoring,
    ranking: Ranking,
    edition: DuplicateEdition,
    expected: Option<usize>,
    butler_drop: Option<usize>,
    vulnerability: BTreeMap<u32, Vulnerability>,
    boards: BTreeMap<u32, Vec<Entry>>,
}

/// A board's traveller: every table's result, its score (Law 77) and its
/// matchpoints or IMPs.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Traveller {
    /// The board.
    pub board: u32,
    /// Its vulnerability.
    pub vulnerability: Vulnerability,
    /// The form of scoring.
    pub scoring: Scoring,
    /// The results, in the order recorded.
    pub rows: Vec<TravellerRow>,
    /// In matchpoints, the top: two units for each other result the board
    /// is scored against (factored, 2(N-1)); 0 otherwise.
    pub top: f64,
    /// How many results are compared (artificial scores are not).
    pub compared: usize,
    /// The Butler datum, where the form is Butler and a result was compared.
    pub datum: Option<i32>,
    /// The laws applied: the form's (78A-78D), 77, and 12C's for each kind
    /// of adjusted score on the board.
    pub citations: Vec<Citation>,
}

impl Session {
    /// An empty session scored in `scoring`, its standings drawn up by
    /// `ranking`, citing the 2017 Laws.
    pub fn new(scoring: Scoring, ranking: Ranking) -> Session {
        Session {
            scoring,
            ranking,
            edition: DuplicateEdition::Laws2017,
            expected: None,
            butler_drop: None,
            vulnerability: BTreeMap::new(),
            boards: BTreeMap::new(),
        }
    }

    /// The session citing `edition` (Laws 77 and 78 are the same in both;
    /// Law 12C is lettered differently).
    pub fn with_edition(mut self, edition: DuplicateEdition) -> Session {
        self.edition = edition;
        self
    }

    /// In matchpoints, the number of results each board is factored to (a
    /// board with fewer is scaled up by the Neuberg formula); by default
    /// the most results of any board of the session.
    pub fn with_expected(mut self, results: usize) -> Session {
        self.expected = Some(results);
        self
    }

    /// For Butler, how many of the highest and as many of the lowest
    /// scores are left out of the datum (the conditions of contest say);
    /// by default [`butler_drop`]'s rule.
    pub fn with_butler_drop(mut self, each_end: usize) -> Session {
        self.butler_drop = Some(each_end);
        self
    }

    /// Board `board`'s vulnerability where it is not Law 2's for its number.
    pub fn set_vulnerability(&mut self, board: u32, vulnerability: Vulnerability) {
        self.vulnerability.insert(board, vulnerability);
    }

    /// The form of scoring.
    pub const fn scoring(&self) -> Scoring {
        self.scoring
    }

    /// How the standings are drawn up.
    pub const fn ranking(&self) -> Ranking {
        self.ranking
    }

    /// The edition cited.
    pub const fn edition(&self) -> DuplicateEdition {
        self.edition
    }

    /// Board `board`'s vulnerability: as set, else Law 2's.
    pub fn vulnerability(&self, board: u32) -> Vulnerability {
        self.vulnerability
            .get(&board)
            .copied()
            .unwrap_or_else(|| Vulnerability::of_board(board))
    }

    /// Records a table's result, checked first: its index among the
    /// board's results.
    ///
    /// # Errors
    /// The result is not a possible one ([`SessionError`]); nothing is
    /// recorded.
    pub fn record(&mut self, entry: Entry) -> Result<usize, SessionError> {
        self.check(&entry)?;
        let rows = self.boards.entry(entry.board).or_default();
        rows.push(entry);
        Ok(rows.len() - 1)
    }

    /// Replaces the result at `index` of board `board` (the director's
    /// correction or adjustment); `false` where there is none.
    ///
    /// # Errors
    /// As [`record`](Self::record); nothing is changed.
    pub fn replace(&mut self, index: usize, entry: Entry) -> Result<bool, SessionError> {
        self.check(&entry)?;
        match self
            .boards
            .get_mut(&entry.board)
            .and_then(|rows| rows.get_mut(index))
        {
            Some(slot) => {
                *slot = entry;
                Ok(true)
            }
            None => Ok(false),
        }
    }

    fn check(&self, entry: &Entry) -> Result<(), SessionError> {
        if self.ranking == Ranking::Together && entry.ns == entry.ew {
            return Err(SessionError::SamePair {
                board: entry.board,
                pair: entry.ns.clone(),
            });
        }
        board::check(entry)
    }

    /// The boards with a result, in order, with their results.
    pub fn boards(&self) -> impl Iterator<Item = (u32, &[Entry])> {
        self.boards.iter().map(|(&b, rows)| (b, rows.as_slice()))
    }

    /// The number of results each board is scored against: as set, else
    /// the most results of any board.
    pub fn expected(&self) -> usize {
        self.expected.unwrap_or_else(|| {
            self.boards
                .values()
                .map(|rows| rows.iter().filter(|e| !board::is_artificial(e)).count())
                .max()
                .unwrap_or(0)
        })
    }

    /// Board `board`'s traveller (empty where it has no result).
    pub fn traveller(&self, board: u32) -> Traveller {
        self.traveller_at(board, self.expected())
    }

    fn traveller_at(&self, board: u32, expected: usize) -> Traveller {
        let rows = self.boards.get(&board).map_or(&[][..], Vec::as_slice);
        board::traveller(
            &Conditions {
                scoring: self.scoring,
                edition: self.edition,
                expected,
                butler_drop: self.butler_drop,
            },
            board,
            self.vulnerability(board),
            rows,
        )
    }

    /// The standings: every contestant's total, percentage (matchpoints)
    /// and rank.
    pub fn standings(&self) -> Standings {
        let expected = self.expected();
        let mut tally = Tally::new(self.scoring, self.ranking).with_edition(self.edition);
        for &board in self.boards.keys() {
            tally.add(&self.traveller_at(board, expected));
        }
        tally.standings_at(expected)
    }
}
