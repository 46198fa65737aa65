//! What tag value inheritance (§4.8) remembers from game to game.

use std::ops::Range;

/// What inheritance remembers across games (§4.8).
#[derive(Debug, Default)]
pub(crate) struct Inherit {
    /// The last value of every tag name.
    pub last: LastValues,
    /// The lasting values set by `##`, in the order set.
    pub sticky: Vec<(Vec<u8>, Vec<u8>)>,
    /// The tags of the game being read, in order. They change `last` and
    /// `sticky` only when the game is over ([`commit`](Self::commit)): `#`
    /// is the value of a previous game (§4.8), and a game read again from
    /// its start (when the window ended inside it) must find what the first
    /// try found.
    pub pending: Vec<Pending>,
}

/// A tag of the game being read, as inheritance will remember it.
#[derive(Debug)]
pub(crate) struct Pending {
    /// The tag name's entry in [`LastValues`].
    pub entry: usize,
    pub value: PendingValue,
}

/// The value of a [`Pending`] tag.
#[derive(Debug)]
pub(crate) enum PendingValue {
    /// `#`: the value inherited.
    Inherited,
    /// `##`: the value inherited, lasting from now on.
    Lasting,
    /// A value, as a range of the reader's window.
    Given(Range<usize>),
    /// `##text`: `text` (a range of the window), lasting from now on.
    LastingGiven(Range<usize>),
}

impl Inherit {
    /// The value the tag of `entry` inherits (`#`, §4.8): its last value
    /// before this tag, in this game or an earlier one (empty if none).
    pub fn value<'s>(&'s self, entry: usize, window: &'s [u8]) -> &'s [u8] {
        for p in self.pending.iter().rev().filter(|p| p.entry == entry) {
            match &p.value {
                PendingValue::Given(at) | PendingValue::LastingGiven(at) => {
                    return window.get(at.clone()).unwrap_or_default();
                }
                // It inherited too: look further back.
                PendingValue::Inherited | PendingValue::Lasting => {}
            }
        }
        self.last.value(entry, window)
    }

    /// The lasting values whose tag the game being read lacks, in the
    /// order they were set: they are added to the game.
    pub fn lacking(&self) -> impl Iterator<Item = &(Vec<u8>, Vec<u8>)> {
        self.sticky.iter().filter(move |(name, _)| {
            !self
                .pending
                .iter()
                .any(|p| self.last.name(p.entry) == &name[..])
        })
    }

    /// Applies the game's tags, in order, to what is remembered, then (with
    /// `complete`: the game was read to its end) the lasting values added
    /// to it; `window` is the reader's window that the ranges refer to.
    pub fn commit(&mut self, window: &[u8], complete: bool) {
        let added: Vec<(Vec<u8>, Vec<u8>)> = if complete && !self.sticky.is_empty() {
            self.lacking().cloned().collect()
        } else {
            Vec::new()
        };
        let Inherit {
            last,
            sticky,
            pending,
        } = self;
        for &Pending { entry, ref value } in pending.iter() {
            if let PendingValue::Given(at) = value {
                if !sticky.is_empty() {
                    let name = last.name(entry);
                    sticky.retain(|(n, _)| n[..] != *name);
                }
                last.set_entry_at(entry, at.clone());
                continue;
            }
            let name = last.name(entry).to_vec();
            sticky.retain(|(n, _)| n[..] != *name);
            match value {
                PendingValue::LastingGiven(at) => {
                    let text = window.get(at.clone()).unwrap_or_default();
                    sticky.push((name, text.to_vec()));
                    last.set_entry_at(entry, at.clone());
                }
                _ => {
                    let inherited = last.value(entry, window).to_vec();
                    if matches!(value, PendingValue::Lasting) {
                        sticky.push((name, inherited.clone()));
                    }
                    last.set_entry(entry, &inherited);
                }
            }
        }
        pending.clear();
        for (name, value) in &added {
            last.set(name, value);
        }
    }
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
    /// The tag opens no section the reader reads itself (not `Auction`,
    /// `Play` or `Deal`).
    plain: bool,
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
    #[cfg(test)]
    pub fn get<'w>(&'w self, name: &[u8], window: &'w [u8]) -> Option<&'w [u8]> {
        let e = &self.entries[self.find(name)?];
        Some(match &e.at {
            Some(r) => window.get(r.clone()).unwrap_or_default(),
            None => &e.owned,
        })
    }

    /// Whether an entry's tag opens no section the reader reads itself.
    #[inline]
    pub fn is_plain(&self, entry: usize) -> bool {
        self.entries.get(entry).is_some_and(|e| e.plain)
    }

    /// The name of an entry.
    pub fn name(&self, entry: usize) -> &[u8] {
        self.entries.get(entry).map_or(&[], |e| &e.name)
    }

    /// The last value of an entry (empty if it has had none).
    pub fn value<'w>(&'w self, entry: usize, window: &'w [u8]) -> &'w [u8] {
        match self.entries.get(entry) {
            Some(Entry { at: Some(r), .. }) => window.get(r.clone()).unwrap_or_default(),
            Some(e) => &e.owned,
            None => &[],
        }
    }

    /// Remembers the bytes at `at` in the reader's window as the last value
    /// of `name`, without copying them.
    #[cfg(test)]
    pub fn set_at(&mut self, name: &[u8], at: Range<usize>) {
        let i = self.entry(name);
        self.set_entry_at(i, at);
    }

    /// Remembers the bytes at `at` in the reader's window as the last value
    /// of an entry, without copying them.
    #[inline]
    pub fn set_entry_at(&mut self, entry: usize, at: Range<usize>) {
        let Some(e) = self.entries.get_mut(entry) else {
            return;
        };
        if e.at.is_none() {
            self.in_window.push(entry);
        }
        e.at = Some(at);
    }

    /// Remembers `value` as the last value of `name`.
    pub fn set(&mut self, name: &[u8], value: &[u8]) {
        let i = self.entry(name);
        self.set_entry(i, value);
    }

    /// Remembers `value` as the last value of an entry.
    pub fn set_entry(&mut self, entry: usize, value: &[u8]) {
        if let Some(e) = self.entries.get_mut(entry) {
            e.at = None;
            e.owned.clear();
            e.owned.extend_from_slice(value);
        }
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

    /// The name the file's order predicts next, if `bytes` start with it
    /// and a space: its entry and its length. The bytes are compared as
    /// the names' keys are, a few loads and no loop.
    #[inline(always)]
    pub fn predict(&self, bytes: &[u8]) -> Option<(usize, usize)> {
        let e = self.entries.get(self.cursor)?;
        let n = e.name.len();
        let candidate = bytes.get(..n)?;
        (bytes.get(n) == Some(&b' ')
            && key(candidate) == e.key
            && (n <= 16 || candidate == &e.name[..]))
            .then_some((self.cursor, n))
    }

    /// The entry of `name`, made if new (with no value yet); it becomes
    /// the name set last, which guides the search for the next.
    #[inline(always)]
    pub fn entry(&mut self, name: &[u8]) -> usize {
        let i = self.find(name).unwrap_or_else(|| self.add(name));
        self.hit(i);
        i
    }

    /// Makes entry `i` the name set last.
    #[inline(always)]
    pub fn hit(&mut self, i: usize) {
        if let Some(p) = self.last
            && let Some(e) = self.entries.get_mut(p)
        {
            e.next = i;
        }
        self.last = Some(i);
        self.cursor = self.entries.get(i).map_or(0, |e| e.next);
    }

    /// A new entry for `name`, with no value yet.
    #[inline(never)]
    fn add(&mut self, name: &[u8]) -> usize {
        self.entries.push(Entry {
            key: key(name),
            name: name.to_vec(),
            owned: Vec::new(),
            at: None,
            next: 0,
            plain: !matches!(name, b"Auction" | b"Play" | b"Deal"),
        });
        self.entries.len() - 1
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
