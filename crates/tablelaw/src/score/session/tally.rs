//! The contestants' totals over the boards, and the standings.
//!
//! In matchpoints a board scored against fewer results than the session's
//! most is factored up (the Neuberg formula: (units + 1) × N / n − 1, where
//! n results were compared and N are expected); the tally keeps each
//! contestant's sum of (units + 1) / n, which the formula turns into
//! matchpoints once N is known, so that a reader of a long file keeps only
//! the contestants' totals.
//!
//! An artificial adjusted score is scored at the end (2017 Law 12C2(c)): a
//! contestant given average plus whose session score on its other boards
//! exceeds 60% is given that percentage instead, one given average minus
//! whose score is below 40% that percentage; in IMPs the equivalent is its
//! mean IMPs a board on its other boards, where above +3 or below −3.

use std::collections::HashMap;

use serde::Serialize;

use super::{Ranking, Scoring, Traveller};
use crate::law::Citation;
use crate::score::{Artificial, DuplicateEdition};
use crate::seat::Side;

/// A contestant's place in the standings.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Standing {
    /// The rank: one more than the number of contestants of the same list
    /// ahead of it.
    pub rank: u32,
    /// Whether another contestant shares the rank.
    pub tied: bool,
    /// The pair (or team).
    pub contestant: String,
    /// The direction it sat, where the standings are drawn up by direction.
    pub direction: Option<Side>,
    /// The boards it has a score on.
    pub boards: u32,
    /// Its matchpoints, IMPs or points.
    pub total: f64,
    /// In matchpoints, the matchpoints available on its boards.
    pub top: Option<f64>,
    /// In matchpoints, the total as a percentage of the top.
    pub percentage: Option<f64>,
}

/// The standings of a session.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Standings {
    /// The form of scoring.
    pub scoring: Scoring,
    /// How they are drawn up.
    pub ranking: Ranking,
    /// In matchpoints, the results each board was factored to.
    pub expected: usize,
    /// The contestants, by direction (North-South first) where ranked so,
    /// then by rank.
    pub rows: Vec<Standing>,
    /// The laws applied: the form's, and 12C2(c) where an artificial score
    /// was replaced by a session's percentage.
    pub citations: Vec<Citation>,
}

#[derive(Clone, Debug, Default)]
struct Account {
    /// The boards compared with other results.
    compared: u32,
    /// Matchpoints: the sum of (units + 1) / n; otherwise the sum of the
    /// values.
    sum: f64,
    /// The artificial scores, as average plus, average, average minus.
    artificial: [u32; 3],
}

/// The contestants' totals, a board at a time.
#[derive(Clone, Debug)]
pub struct Tally {
    scoring: Scoring,
    ranking: Ranking,
    edition: DuplicateEdition,
    most: usize,
    order: Vec<(Option<Side>, String)>,
    accounts: HashMap<(Option<Side>, String), Account>,
}

const fn slot(a: Artificial) -> usize {
    match a {
        Artificial::AveragePlus => 0,
        Artificial::Average => 1,
        Artificial::AverageMinus => 2,
    }
}

impl Tally {
    /// An empty tally.
    pub fn new(scoring: Scoring, ranking: Ranking) -> Tally {
        Tally {
            scoring,
            ranking,
            edition: DuplicateEdition::Laws2017,
            most: 0,
            order: Vec::new(),
            accounts: HashMap::new(),
        }
    }

    /// The tally citing `edition`.
    pub fn with_edition(mut self, edition: DuplicateEdition) -> Tally {
        self.edition = edition;
        self
    }

    fn account(&mut self, side: Side, name: &str) -> &mut Account {
        let direction = (self.ranking == Ranking::ByDirection).then_some(side);
        let key = (direction, name.to_owned());
        if !self.accounts.contains_key(&key) {
            self.order.push(key.clone());
        }
        self.accounts.entry(key).or_default()
    }

    /// Adds a board's traveller.
    pub fn add(&mut self, traveller: &Traveller) {
        let n = traveller.compared;
        self.most = self.most.max(n);
        let matchpoints = self.scoring == Scoring::Matchpoints;
        for (i, row) in traveller.rows.iter().enumerate() {
            // Between teams, a comparison is counted once, at its first row
            // (the second shows the same IMPs, the teams the other way round).
            if self.scoring == Scoring::Imps && row.compared_with.is_none_or(|j| j <= i) {
                continue;
            }
            for (side, name, score) in [
                (Side::NorthSouth, &row.ns, &row.ns_score),
                (Side::EastWest, &row.ew, &row.ew_score),
            ] {
                let account = self.account(side, name);
                match score.artificial {
                    Some(a) => account.artificial[slot(a)] += 1,
                    None if matchpoints => {
                        account.compared += 1;
                        account.sum += (score.units + 1.0) / (n.max(1) as f64);
                    }
                    None => {
                        account.compared += 1;
                        account.sum += score.value;
                    }
                }
            }
        }
    }

    /// The standings, each board's matchpoints factored to the most results
    /// of any board added.
    pub fn standings(&self) -> Standings {
        self.standings_at(self.most)
    }

    /// The standings, each board's matchpoints factored to `expected`
    /// results.
    pub fn standings_at(&self, expected: usize) -> Standings {
        let big_n = expected.max(1) as f64;
        let board_top = 2.0 * (big_n - 1.0);
        let matchpoints = self.scoring == Scoring::Matchpoints;
        let mut replaced = false;
        let mut rows: Vec<Standing> = self
            .order
            .iter()
            .filter_map(|key| {
                let a = self.accounts.get(key)?;
                let compared = f64::from(a.compared);
                let artificial: u32 = a.artificial.iter().sum();
                let boards = a.compared + artificial;
                let (own, own_top) = if matchpoints {
                    (big_n * a.sum - compared, board_top * compared)
                } else {
                    (a.sum, 0.0)
                };
                // The contestant's score on its other boards: a percentage,
                // or IMPs a board.
                let other = if matchpoints {
                    (own_top > 0.0).then(|| 100.0 * own / own_top)
                } else {
                    (a.compared > 0).then(|| own / compared)
                };
                let mut total = own;
                for (i, &count) in a.artificial.iter().enumerate() {
                    let kind = [
                        Artificial::AveragePlus,
                        Artificial::Average,
                        Artificial::AverageMinus,
                    ][i];
                    let base = if matchpoints {
                        f64::from(kind.percent())
                    } else if self.scoring.in_imps() {
                        f64::from(kind.imps())
                    } else {
                        0.0
                    };
                    let value = match (kind, other) {
                        (Artificial::AveragePlus, Some(o)) if o > base && count > 0 => {
                            replaced = true;
                            o
                        }
                        (Artificial::AverageMinus, Some(o)) if o < base && count > 0 => {
                            replaced = true;
                            o
                        }
                        _ => base,
                    };
                    let value = if matchpoints {
                        value / 100.0 * board_top
                    } else {
                        value
                    };
                    total += value * f64::from(count);
                }
                let top = matchpoints.then(|| board_top * f64::from(boards));
                Some(Standing {
                    rank: 0,
                    tied: false,
                    contestant: key.1.clone(),
                    direction: key.0,
                    boards,
                    total,
                    top,
                    percentage: top.and_then(|t| (t > 0.0).then(|| 100.0 * total / t)),
                })
            })
            .collect();
        let key = |s: &Standing| {
            if matchpoints {
                s.percentage
            } else {
                Some(s.total)
            }
        };
        let direction = |s: &Standing| match s.direction {
            None | Some(Side::NorthSouth) => 0,
            Some(Side::EastWest) => 1,
        };
        rows.sort_by(|a, b| {
            direction(a).cmp(&direction(b)).then_with(|| {
                let (x, y) = (key(a).unwrap_or(f64::MIN), key(b).unwrap_or(f64::MIN));
                y.total_cmp(&x)
                    .then_with(|| natural(&a.contestant).cmp(&natural(&b.contestant)))
            })
        });
        // Ranks within each list; equal to the ninth decimal ties.
        let same = |a: Option<f64>, b: Option<f64>| match (a, b) {
            (Some(x), Some(y)) => (x - y).abs() < 1e-9,
            (None, None) => true,
            _ => false,
        };
        let (mut first, mut run) = (0, 0);
        for i in 0..rows.len() {
            if i == 0 || direction(&rows[i - 1]) != direction(&rows[i]) {
                (first, run) = (i, i);
            } else if !same(key(&rows[i - 1]), key(&rows[i])) {
                run = i;
            }
            rows[i].rank = u32::try_from(run - first + 1).unwrap_or(u32::MAX);
            let next_same = i + 1 < rows.len()
                && direction(&rows[i + 1]) == direction(&rows[i])
                && same(key(&rows[i + 1]), key(&rows[i]));
            rows[i].tied = run < i || next_same;
        }
        let mut citations = vec![self.scoring.citation(self.edition)];
        if replaced {
            citations.push(self.edition.cite(
                12,
                if self.edition == DuplicateEdition::Laws2007 {
                    "C1"
                } else {
                    "C2(c)"
                },
            ));
        }
        Standings {
            scoring: self.scoring,
            ranking: self.ranking,
            expected,
            rows,
            citations,
        }
    }
}

/// A contestant's name for ordering ties: numbers by their value.
fn natural(name: &str) -> (u64, &str) {
    (name.trim().parse().unwrap_or(u64::MAX), name)
}
