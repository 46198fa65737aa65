//! What tag value inheritance (§4.8) remembers from game to game.

use std::ops::Range;

/// What inheritance remembers across games (§4.8).
#[derive(Debug, Default)]
pub(crate) struct Inherit {
    /// The last value of every tag name.
    pub last: LastValues,
    /// The lasting values set by `##`, in the order set.
    pub sticky: Vec<(Vec<u8>, Vec<u8>)>,
    /// The tag names of the current game, as ranges of its buffer.
    pub seen: Vec<Range<usize>>,
}

/// The last value given to each tag name. Games of a file give their tags
/// in much the same order, so each name remembers which name came after it
/// last time, and that guess is tried first: it finds each name at the
/// first try once a file's order has been seen (even in a file made of
/// files that order their tags differently); a miss falls back to a search
/// of the few dozen names a file uses.
///
/// A value read from the input is not copied: it is kept as its place in
/// the reader's window, and copied out only when the window is about to
/// move ([`keep`](Self::keep)), so a tag costs a look-up and no copy.
#[derive(Debug, Default)]
pub(crate) struct LastValues {
    entries: Vec<Entry>,
    /// The guess for the next name set.
    cursor: usize,
    /// The name set last.
    last: Option<usize>,
    /// The entries whose value may be a place in the window.
    in_window: Vec<usize>,
}

#[derive(Debug)]
struct Entry {
    /// The name's first and last eight bytes (zero-padded) mixed with its
    /// length, compared before the name itself: they tell names of up to
    /// sixteen bytes apart.
    key: (u64, u64),
    name: Vec<u8>,
    /// The value, when it is not `at`.
    owned: Vec<u8>,
    /// The value's place in the window, if it is there.
    at: Option<Range<usize>>,
    /// The name set after this one last time.
    next: usize,
}

/// Up to eight bytes as a little-endian number, zero-padded: a few loads,
/// no loop over the bytes (overlapping loads for the lengths between).
#[inline]
fn word(b: &[u8]) -> u64 {
    let n = b.len();
    let le4 = |s: &[u8]| {
        s.first_chunk::<4>()
            .map_or(0, |c| u64::from(u32::from_le_bytes(*c)))
    };
    match n {
        0 => 0,
        1..4 => {
            u64::from(b[0])
                | u64::from(b[n / 2]) << (8 * (n / 2))
                | u64::from(b[n - 1]) << (8 * (n - 1))
        }
        4..8 => le4(b) | le4(&b[n - 4..]) << (8 * (n - 4)),
        _ => b.first_chunk::<8>().map_or(0, |c| u64::from_le_bytes(*c)),
    }
}

/// A name's first and last eight bytes, mixed with its length.
#[inline]
fn key(name: &[u8]) -> (u64, u64) {
    let n = name.len();
    let tail = if n > 8 { word(&name[n - 8..]) } else { 0 };
    (word(name) ^ (n as u64).rotate_right(8), tail)
}

impl LastValues {
    #[inline(always)]
    fn find(&self, name: &[u8]) -> Option<usize> {
        let k = key(name);
        let same = |e: &Entry| e.key == k && (name.len() <= 16 || e.name == name);
        match self.entries.get(self.cursor) {
            Some(e) if same(e) => Some(self.cursor),
            _ => self.entries.iter().position(same),
        }
    }

    /// The last value of `name`, if it has had one; `window` is the
    /// reader's window that values kept in place refer to.
    pub fn get<'w>(&'w self, name: &[u8], window: &'w [u8]) -> Option<&'w [u8]> {
        let e = &self.entries[self.find(name)?];
        Some(match &e.at {
            Some(r) => window.get(r.clone()).unwrap_or_default(),
            None => &e.owned,
        })
    }

    /// Remembers the bytes at `at` in the reader's window as the last value
    /// of `name`, without copying them.
    #[inline(always)]
    pub fn set_at(&mut self, name: &[u8], at: Range<usize>) {
        let i = self.entry(name);
        let e = &mut self.entries[i];
        if e.at.is_none() {
            self.in_window.push(i);
        }
        e.at = Some(at);
    }

    /// Remembers `value` as the last value of `name`.
    pub fn set(&mut self, name: &[u8], value: &[u8]) {
        let i = self.entry(name);
        let e = &mut self.entries[i];
        e.at = None;
        e.owned.clear();
        e.owned.extend_from_slice(value);
    }

    /// Copies out the values kept in `window`, which is about to move.
    pub fn keep(&mut self, window: &[u8]) {
        for i in self.in_window.drain(..) {
            let e = &mut self.entries[i];
            if let Some(r) = e.at.take() {
                e.owned.clear();
                e.owned.extend_from_slice(window.get(r).unwrap_or_default());
            }
        }
    }

    /// The entry of `name`, made if new; it becomes the name set last.
    #[inline(always)]
    fn entry(&mut self, name: &[u8]) -> usize {
        let i = match self.find(name) {
            Some(i) => i,
            None => {
                self.entries.push(Entry {
                    key: key(name),
                    name: name.to_vec(),
                    owned: Vec::new(),
                    at: None,
                    next: 0,
                });
                self.entries.len() - 1
            }
        };
        if let Some(p) = self.last {
            self.entries[p].next = i;
        }
        self.last = Some(i);
        self.cursor = self.entries[i].next;
        i
    }
}

#[cfg(test)]
mod tests {
    use super::{LastValues, key};

    #[test]
    fn last_values_follow_any_order() {
        let mut last = LastValues::default();
        let none: &[u8] = b"";
        last.set(b"Event", b"a");
        last.set(b"Board", b"1");
        last.set(b"Event", b"b");
        last.set(b"Dealer", b"N");
        last.set(b"Board", b"2");
        assert_eq!(last.get(b"Event", none), Some(&b"b"[..]));
        assert_eq!(last.get(b"Board", none), Some(&b"2"[..]));
        assert_eq!(last.get(b"Dealer", none), Some(&b"N"[..]));
        assert_eq!(last.get(b"Vulnerable", none), None);
        // Names alike in their first eight bytes, or in all but length.
        last.set(b"OptimumScore", b"NS 620");
        last.set(b"OptimumResultTable", b"x");
        last.set(b"Optimum", b"y");
        last.set(b"OptimumXResultTable", b"z");
        assert_eq!(last.get(b"OptimumScore", none), Some(&b"NS 620"[..]));
        assert_eq!(last.get(b"OptimumResultTable", none), Some(&b"x"[..]));
        assert_eq!(last.get(b"Optimum", none), Some(&b"y"[..]));
        assert_eq!(last.get(b"OptimumXResultTable", none), Some(&b"z"[..]));
        assert_eq!(last.get(b"OptimumX", none), None);
        assert_eq!(last.get(b"OptimumYResultTable", none), None);
    }

    #[test]
    fn values_in_the_window_are_kept_when_it_moves() {
        let mut last = LastValues::default();
        let window = b"[Event \"Cup\"][Site \"Home\"]";
        last.set_at(b"Event", 8..11);
        last.set_at(b"Site", 20..24);
        last.set_at(b"Event", 8..10);
        assert_eq!(last.get(b"Event", window), Some(&b"Cu"[..]));
        last.keep(window);
        let moved: &[u8] = b"something else entirely";
        assert_eq!(last.get(b"Event", moved), Some(&b"Cu"[..]));
        assert_eq!(last.get(b"Site", moved), Some(&b"Home"[..]));
        last.set(b"Site", b"Away");
        assert_eq!(last.get(b"Site", moved), Some(&b"Away"[..]));
    }

    #[test]
    fn keys_are_the_zero_padded_bytes() {
        for n in 0..=20 {
            let name: Vec<u8> = (1..=n as u8).collect();
            let mut first = [0u8; 8];
            for (d, s) in first.iter_mut().zip(&name) {
                *d = *s;
            }
            let mut last = [0u8; 8];
            if n > 8 {
                last.copy_from_slice(&name[n - 8..]);
            }
            let expect = (
                u64::from_le_bytes(first) ^ (n as u64).rotate_right(8),
                u64::from_le_bytes(last),
            );
            assert_eq!(key(&name), expect, "{n}");
        }
    }
}
