//! Searches over the short spans of a game (a tag value, a line): eight
//! bytes at a time in a machine word, where a call to a vector search would
//! cost more than the span; long spans go on with memchr.

/// A byte in every lane of a word.
const fn lanes(b: u8) -> u64 {
    0x0101_0101_0101_0101 * b as u64
}

/// A lane's high bit set where `x` has a zero byte. Above the first zero
/// byte a lane may be set falsely, so only the lowest set bit is exact.
#[inline]
fn zero_lanes(x: u64) -> u64 {
    x.wrapping_sub(lanes(1)) & !x & lanes(0x80)
}

/// How far the word search goes before it hands over to memchr.
const SHORT: usize = 64;

/// The index of the first `x`, `y` or `z` in `b`, or `b.len()`.
#[inline]
pub(crate) fn find3(b: &[u8], x: u8, y: u8, z: u8) -> usize {
    let mut i = 0;
    while let Some(chunk) = b[i..].first_chunk::<8>() {
        let w = u64::from_le_bytes(*chunk);
        let m = zero_lanes(w ^ lanes(x)) | zero_lanes(w ^ lanes(y)) | zero_lanes(w ^ lanes(z));
        if m != 0 {
            return i + (m.trailing_zeros() / 8) as usize;
        }
        i += 8;
        if i >= SHORT {
            return memchr::memchr3(x, y, z, &b[i..]).map_or(b.len(), |j| i + j);
        }
    }
    b[i..]
        .iter()
        .position(|&c| c == x || c == y || c == z)
        .map_or(b.len(), |j| i + j)
}

/// The index of the first `x` in `b`, or `b.len()`.
#[inline]
pub(crate) fn find1(b: &[u8], x: u8) -> usize {
    let mut i = 0;
    while let Some(chunk) = b[i..].first_chunk::<8>() {
        let m = zero_lanes(u64::from_le_bytes(*chunk) ^ lanes(x));
        if m != 0 {
            return i + (m.trailing_zeros() / 8) as usize;
        }
        i += 8;
        if i >= SHORT {
            return memchr::memchr(x, &b[i..]).map_or(b.len(), |j| i + j);
        }
    }
    b[i..]
        .iter()
        .position(|&c| c == x)
        .map_or(b.len(), |j| i + j)
}

/// The end of a tag value: the index of the first `"`, `\\` or line feed
/// in `b`, or `b.len()`. The first word is searched inline (most values are
/// shorter than eight bytes); the rest by [`find3`].
#[inline(always)]
pub(crate) fn value_end(b: &[u8]) -> usize {
    if let Some(chunk) = b.first_chunk::<8>() {
        let w = u64::from_le_bytes(*chunk);
        let m = zero_lanes(w ^ lanes(b'"'))
            | zero_lanes(w ^ lanes(b'\\'))
            | zero_lanes(w ^ lanes(b'\n'));
        if m != 0 {
            return (m.trailing_zeros() / 8) as usize;
        }
        return 8 + find3(&b[8..], b'"', b'\\', b'\n');
    }
    find3(b, b'"', b'\\', b'\n')
}

/// The index of the first line feed in `b` (or `b.len()`), and whether a
/// `{` comes before it: the end of a line of section data, which may hold
/// a brace. Inline, for lines that are mostly a word or two long.
#[inline(always)]
pub(crate) fn line_end_or_brace(b: &[u8]) -> (usize, bool) {
    let mut i = 0;
    let mut brace = false;
    while let Some(chunk) = b.get(i..).and_then(|r| r.first_chunk::<8>()) {
        let w = u64::from_le_bytes(*chunk);
        let line_feeds = zero_lanes(w ^ lanes(b'\n'));
        // Any lane set means a `{` somewhere in the word (the lowest set
        // lane is exact), and one below the line feed is exact too.
        let braces = zero_lanes(w ^ lanes(b'{'));
        if line_feeds != 0 {
            let k = line_feeds.trailing_zeros();
            let before = braces & ((1u64 << k) - 1);
            return (i + k as usize / 8, brace || before != 0);
        }
        brace |= braces != 0;
        i += 8;
    }
    for (j, &c) in b[i.min(b.len())..].iter().enumerate() {
        match c {
            b'\n' => return (i + j, brace),
            b'{' => brace = true,
            _ => {}
        }
    }
    (b.len(), brace)
}

#[cfg(test)]
mod tests {
    use super::{find1, find3, line_end_or_brace, value_end};

    #[test]
    fn finds_agree_with_a_plain_search() {
        let mut text = Vec::new();
        for i in 0..300u32 {
            text.push(b"ab\"\\\n\x80\xFF\x00x{"[(i * 7 % 10) as usize]);
        }
        for start in 0..text.len() {
            for end in start..(start + 150).min(text.len()) {
                let b = &text[start..end];
                let plain3 = b
                    .iter()
                    .position(|&c| c == b'"' || c == b'\\' || c == b'\n')
                    .unwrap_or(b.len());
                assert_eq!(find3(b, b'"', b'\\', b'\n'), plain3);
                assert_eq!(value_end(b), plain3);
                let plain1 = b.iter().position(|&c| c == 0x80).unwrap_or(b.len());
                assert_eq!(find1(b, 0x80), plain1);
            }
        }
        for start in 0..text.len() {
            let b = &text[start..];
            let end = b.iter().position(|&c| c == b'\n').unwrap_or(b.len());
            let brace = b[..end].contains(&b'{');
            assert_eq!(line_end_or_brace(b), (end, brace), "{start}");
        }
        let long = [b'a'; 200];
        assert_eq!(find1(&long, b'\n'), 200);
        assert_eq!(find3(&long, b'"', b'\\', b'\n'), 200);
    }
}
