//! Checkpoints spaced as a ladder: close together near the end of a log,
//! further apart the further back they lie, so that going back `k` events
//! from the end folds again about `k` events (and at most [`RUNG`] when
//! `k` is small), while the copies kept grow only with the logarithm of
//! the log's length.
//!
//! A table ([`Table`](crate::Table)) keeps one for its states, a rubber
//! ([`RubberTable`](crate::rubber_table::RubberTable)) one for its score
//! sheets. The owner adds a rung every [`RUNG`] events as it goes
//! ([`Ladder::due`]); a stretch it went through without rungs (random
//! play's tight loops take none) is filled in when it is first folded
//! again ([`Ladder::refill_step`]), so a run of undos stays cheap.

/// The events between two rungs near the end of the log: the most an undo
/// of one event folds again. Eight keeps an undo within a few events' cost
/// (issue 39: a rung every 64 made an undo some 60 events' worth in Rust),
/// for a copy of a state that costs about two events (a euchre rubber's,
/// whose finished deals every copy shares).
pub(crate) const RUNG: usize = 8;

/// Copies of a value after the first `at` events of a log, oldest first.
///
/// The rungs are thinned as the log grows: of three neighbours the middle
/// one goes when the other two lie no further apart than the newer lies
/// from the end (or than [`RUNG`]). Distances from the end therefore at
/// least double every second rung: a log of `n` events keeps about
/// `2 log2(n / RUNG)` rungs, and the gap around a point `d` events from
/// the end is at most about `d` (or [`RUNG`]).
#[derive(Clone, Debug)]
pub(crate) struct Ladder<T> {
    rungs: Vec<(usize, T)>,
    /// The events between two rungs near the end: [`RUNG`], or fewer for a
    /// log whose steps are dear to fold again (a rubber's deals).
    spacing: usize,
}

impl<T> Default for Ladder<T> {
    fn default() -> Self {
        Ladder::with_spacing(RUNG)
    }
}

impl<T> Ladder<T> {
    /// A ladder with `spacing` steps between its rungs near the end.
    pub(crate) const fn with_spacing(spacing: usize) -> Ladder<T> {
        Ladder {
            rungs: Vec::new(),
            spacing,
        }
    }
}

impl<T: Clone> Ladder<T> {
    /// Drops every rung.
    pub(crate) fn clear(&mut self) {
        self.rungs.clear();
    }

    /// How many rungs are kept.
    #[cfg(test)]
    pub(crate) fn len(&self) -> usize {
        self.rungs.len()
    }

    /// Whether a rung is due at `n` events: the spacing or more after the
    /// last one (or the start), and at least `cost` (what a copy costs, in
    /// events: copies of a state that grows are spaced further apart).
    #[inline]
    pub(crate) fn due(&self, n: usize, cost: usize) -> bool {
        n >= self.rungs.last().map_or(0, |(at, _)| *at) + self.spacing.max(cost)
    }

    /// Adds a rung at `n` (after every other), then thins the ladder for a
    /// log of `n` events.
    pub(crate) fn push(&mut self, n: usize, value: T) {
        debug_assert!(self.rungs.last().is_none_or(|(at, _)| *at < n));
        self.rungs.push((n, value));
        self.thin(n);
    }

    /// Drops the rungs after `n` events (the log was cut to `n`).
    pub(crate) fn cut(&mut self, n: usize) {
        let keep = self.rungs.partition_point(|(at, _)| *at <= n);
        self.rungs.truncate(keep);
    }

    /// The latest rung at or before `n`, with its place.
    pub(crate) fn at_or_before(&self, n: usize) -> Option<(usize, &T)> {
        let i = self.rungs.partition_point(|(at, _)| *at <= n);
        i.checked_sub(1)
            .map(|i| (self.rungs[i].0, &self.rungs[i].1))
    }

    /// Takes out the last rung if it is at exactly `n`: moved, not copied.
    pub(crate) fn take_at(&mut self, n: usize) -> Option<T> {
        match self.rungs.last() {
            Some((at, _)) if *at == n => self.rungs.pop().map(|(_, v)| v),
            _ => None,
        }
    }

    /// The next place to add a rung, folding from `from` towards `end`
    /// (a stretch with no rung): halfway to the end while it is more than
    /// two rungs away, then a rung's spacing (or `cost`, as for
    /// [`Ladder::due`]) at a time. `None` once past `end`.
    pub(crate) fn refill_step(&self, from: usize, end: usize, cost: usize) -> Option<usize> {
        let next = from + ((end - from.min(end)) / 2).max(self.spacing.max(cost));
        (next < end).then_some(next)
    }

    /// Thins the rungs for a log of `end` events (see [`Ladder`]).
    fn thin(&mut self, end: usize) {
        let mut i = 1;
        while i + 1 < self.rungs.len() {
            let (older, newer) = (self.rungs[i - 1].0, self.rungs[i + 1].0);
            if newer - older <= (end - newer).max(self.spacing) {
                self.rungs.remove(i);
            } else {
                i += 1;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_long_log_keeps_few_rungs_close_together_near_its_end() {
        let mut ladder = Ladder::default();
        for n in 1..=1 << 16 {
            if ladder.due(n, 0) {
                ladder.push(n, n);
            }
        }
        // 2 log2(65,536 / RUNG) = 26, and a few for the rounding.
        assert!(ladder.len() <= 30, "{}", ladder.len());
        let end = 1 << 16;
        for back in [1, 10, 63, 64, 200, 1_000, 10_000, 60_000] {
            let t = end - back;
            let (at, _) = ladder.at_or_before(t).unwrap_or((0, &0));
            // The fold from the rung: at most the distance to the end, or a rung.
            assert!(t - at <= back.max(RUNG), "{back}: from {at}");
        }
    }

    #[test]
    fn a_refill_halves_the_way_then_steps_by_rungs() {
        let mut at = 0;
        let mut places = Vec::new();
        while let Some(next) = Ladder::<()>::default().refill_step(at, 1_000, 0) {
            places.push(next);
            at = next;
        }
        assert_eq!(places, [500, 750, 875, 937, 968, 984, 992]);
    }
}
