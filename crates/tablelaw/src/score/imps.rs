//! International matchpoints (duplicate Law 78B, 2007 and 2017), and two
//! ways of comparing many scores in IMPs that a tournament's conditions of
//! contest may adopt (Law 78D): cross-IMPs and Butler.

/// The lower bounds of the IMP scale (duplicate Law 78B): a difference of
/// at least `IMP_SCALE[i]` and less than `IMP_SCALE[i + 1]` points is worth
/// `i + 1` IMPs; less than 20 is worth 0, 4000 or more 24.
///
/// The scale as Law 78B prints it: 0-10 0, 20-40 1, 50-80 2, 90-120 3,
/// 130-160 4, 170-210 5, 220-260 6, 270-310 7, 320-360 8, 370-420 9, 430-490
/// 10, 500-590 11, 600-740 12, 750-890 13, 900-1090 14, 1100-1290 15,
/// 1300-1490 16, 1500-1740 17, 1750-1990 18, 2000-2240 19, 2250-2490 20,
/// 2500-2990 21, 3000-3490 22, 3500-3990 23, 4000 and more 24. Differences
/// are multiples of ten in play; one that is not (a score adjusted by a
/// director, an average) falls to the band whose lower bound it has reached.
pub const IMP_SCALE: [u32; 24] = [
    20, 50, 90, 130, 170, 220, 270, 320, 370, 430, 500, 600, 750, 900, 1100, 1300, 1500, 1750,
    2000, 2250, 2500, 3000, 3500, 4000,
];

/// The IMPs for a point difference (duplicate Law 78B), with its sign: a
/// difference of +430 is worth 10 IMPs, -430 is worth -10.
///
/// # Examples
/// ```
/// use tablelaw::score::imps;
/// assert_eq!(imps(620 - 170), 10);
/// assert_eq!(imps(-10), 0);
/// assert_eq!(imps(-4000), -24);
/// ```
pub const fn imps(difference: i32) -> i32 {
    let d = difference.unsigned_abs();
    let mut n = 0;
    while n < IMP_SCALE.len() && d >= IMP_SCALE[n] {
        n += 1;
    }
    if difference < 0 {
        -(n as i32)
    } else {
        n as i32
    }
}

/// Cross-IMPs (a method under duplicate Law 78D): each score compared in
/// IMPs with every other score on the board, the IMPs averaged over the
/// comparisons. `scores` are all from the same direction's point of view
/// (say North-South); the result is in the same order, for that direction.
/// With a single score there is nothing to compare: it gets 0.
///
/// # Examples
/// ```
/// use tablelaw::score::cross_imps;
/// assert_eq!(cross_imps(&[620, 170, 140, 140, -100])[0], 10.5);
/// ```
pub fn cross_imps(scores: &[i32]) -> Vec<f64> {
    let others = scores.len().saturating_sub(1).max(1) as f64;
    scores
        .iter()
        .enumerate()
        .map(|(i, &a)| {
            let total: i64 = scores
                .iter()
                .enumerate()
                .filter(|(j, _)| *j != i)
                .map(|(_, &b)| i64::from(imps(a.saturating_sub(b))))
                .sum();
            total as f64 / others
        })
        .collect()
}

/// The Butler datum (a method under duplicate Law 78D): the mean of the
/// scores after dropping `drop_each_end` of the highest and as many of the
/// lowest, rounded to the nearest ten, a half ten upwards (towards plus
/// infinity). `None` if no score remains.
///
/// How many to drop, and how to round, is the organiser's choice, published
/// in the conditions of contest; the Laws do not say. (The program whose
/// test cases are used here, bridge-scorer, drops none of up to three scores,
/// one from each end of four to ten, two of eleven to twenty-five.)
///
/// # Examples
/// ```
/// use tablelaw::score::butler_datum;
/// assert_eq!(butler_datum(&[650, 170, 200], 0), Some(340));
/// assert_eq!(butler_datum(&[-650, -170, -1440, 100, -170, -200], 1), Some(-300));
/// ```
pub fn butler_datum(scores: &[i32], drop_each_end: usize) -> Option<i32> {
    if scores.len() <= drop_each_end.saturating_mul(2) {
        return None;
    }
    let mut sorted = scores.to_vec();
    sorted.sort_unstable();
    let kept = &sorted[drop_each_end..sorted.len() - drop_each_end];
    let n = kept.len() as i64;
    let sum: i64 = kept.iter().map(|&s| i64::from(s)).sum();
    // The nearest multiple of ten to sum / n, halves upwards.
    let tens = (sum + 5 * n).div_euclid(10 * n);
    i32::try_from(tens * 10).ok()
}

/// Butler IMPs (a method under duplicate Law 78D): each score compared in
/// IMPs with the board's datum (see [`butler_datum`]), in the same order and
/// from the same point of view as `scores`.
///
/// # Examples
/// ```
/// use tablelaw::score::butler_imps;
/// assert_eq!(butler_imps(&[-650, 100], -300), [-8, 9]);
/// ```
pub fn butler_imps(scores: &[i32], datum: i32) -> Vec<i32> {
    scores
        .iter()
        .map(|&s| imps(s.saturating_sub(datum)))
        .collect()
}
