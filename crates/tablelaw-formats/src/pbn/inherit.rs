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
#[derive(Debug, Default)]
pub(crate) struct LastValues {
    entries: Vec<Entry>,
    /// The guess for the next name set.
    cursor: usize,
    /// The name set last.
    last: Option<usize>,
}

#[derive(Debug)]
struct Entry {
    /// The name's first eight bytes and its length, compared before the
    /// name itself: most names differ there.
    key: u64,
    name: Vec<u8>,
    value: Vec<u8>,
    /// The name set after this one last time.
    next: usize,
}

/// A name's first eight bytes (zero-padded) mixed with its length.
#[inline]
fn key(name: &[u8]) -> u64 {
    let mut k = [0u8; 8];
    for (d, s) in k.iter_mut().zip(name) {
        *d = *s;
    }
    u64::from_le_bytes(k) ^ (name.len() as u64).rotate_right(8)
}

impl LastValues {
    fn find(&self, name: &[u8]) -> Option<usize> {
        let k = key(name);
        let same = |e: &Entry| e.key == k && (name.len() <= 8 || e.name[8..] == name[8..]);
        match self.entries.get(self.cursor) {
            Some(e) if same(e) => Some(self.cursor),
            _ => self.entries.iter().position(same),
        }
    }

    /// The last value of `name`, if it has had one.
    pub fn get(&self, name: &[u8]) -> Option<&[u8]> {
        self.find(name).map(|i| &self.entries[i].value[..])
    }

    /// Remembers `value` as the last value of `name`.
    pub fn set(&mut self, name: &[u8], value: &[u8]) {
        let i = match self.find(name) {
            Some(i) => {
                let v = &mut self.entries[i].value;
                v.clear();
                v.extend_from_slice(value);
                i
            }
            None => {
                self.entries.push(Entry {
                    key: key(name),
                    name: name.to_vec(),
                    value: value.to_vec(),
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
    }
}

#[cfg(test)]
mod tests {
    use super::LastValues;

    #[test]
    fn last_values_follow_any_order() {
        let mut last = LastValues::default();
        last.set(b"Event", b"a");
        last.set(b"Board", b"1");
        last.set(b"Event", b"b");
        last.set(b"Dealer", b"N");
        last.set(b"Board", b"2");
        assert_eq!(last.get(b"Event"), Some(&b"b"[..]));
        assert_eq!(last.get(b"Board"), Some(&b"2"[..]));
        assert_eq!(last.get(b"Dealer"), Some(&b"N"[..]));
        assert_eq!(last.get(b"Vulnerable"), None);
        // Names alike in their first eight bytes, or in all but length.
        last.set(b"OptimumScore", b"NS 620");
        last.set(b"OptimumResultTable", b"x");
        last.set(b"Optimum", b"y");
        assert_eq!(last.get(b"OptimumScore"), Some(&b"NS 620"[..]));
        assert_eq!(last.get(b"OptimumResultTable"), Some(&b"x"[..]));
        assert_eq!(last.get(b"Optimum"), Some(&b"y"[..]));
        assert_eq!(last.get(b"OptimumX"), None);
    }
}
