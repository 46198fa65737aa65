//! Matchpoints (duplicate Law 78A, 2007 and 2017).
//!
//! "Each contestant is awarded, for scores made by different contestants who
//! have played the same board and whose scores are compared with his, two
//! scoring units (matchpoints or half matchpoints) for each score inferior to
//! his, one scoring unit for each score equal to his, and zero scoring units
//! for each score superior to his."

use serde::Serialize;

/// The matchpoints of one score on a board (duplicate Law 78A).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct Matchpoints {
    /// Scoring units: two for each score beaten, one for each equal score.
    pub units: u32,
    /// The top: two units for each other score on the board.
    pub top: u32,
}

impl Matchpoints {
    /// The units as a percentage of the top; `None` when there is no other
    /// score to compare with.
    pub fn percentage(self) -> Option<f64> {
        (self.top > 0).then(|| 100.0 * f64::from(self.units) / f64::from(self.top))
    }

    /// The units counted as whole matchpoints where the units are half
    /// matchpoints (one matchpoint per score beaten, half per equal).
    pub fn whole(self) -> f64 {
        f64::from(self.units) / 2.0
    }

    /// The opponents' matchpoints at the same table: the top less these
    /// units (every score that beats this one is beaten by theirs).
    pub const fn opponents(self) -> Matchpoints {
        Matchpoints {
            units: self.top.saturating_sub(self.units),
            top: self.top,
        }
    }
}

/// The matchpoints of each score on a board (duplicate Law 78A), in the
/// order given. `scores` are all from the same direction's point of view
/// (say North-South, a passed-out board scoring 0); see
/// [`Matchpoints::opponents`] for the other direction.
///
/// # Examples
/// ```
/// use tablelaw::score::matchpoints;
/// let mp = matchpoints(&[-110, -140, -140, -120]);
/// let units: Vec<u32> = mp.iter().map(|m| m.units).collect();
/// assert_eq!(units, [6, 1, 1, 4]);
/// assert_eq!(mp[0].percentage(), Some(100.0));
/// ```
pub fn matchpoints(scores: &[i32]) -> Vec<Matchpoints> {
    let mut sorted = scores.to_vec();
    sorted.sort_unstable();
    let top = u32::try_from(scores.len().saturating_sub(1))
        .unwrap_or(u32::MAX)
        .saturating_mul(2);
    scores
        .iter()
        .map(|&s| {
            let below = sorted.partition_point(|&x| x < s);
            let not_above = sorted.partition_point(|&x| x <= s);
            // Equal scores other than this one.
            let equal = not_above - below - 1;
            let units = 2 * below + equal;
            Matchpoints {
                units: u32::try_from(units).unwrap_or(top).min(top),
                top,
            }
        })
        .collect()
}
