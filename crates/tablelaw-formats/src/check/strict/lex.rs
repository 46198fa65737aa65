//! The tokens of one PBN game with where they stand: what `--strict` needs
//! and the streaming reader does not keep (line and column of every tag
//! and token, the form each is written in).

/// A place in the file: line and column, from 1 (the column in bytes).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct At {
    pub line: usize,
    pub column: usize,
}

/// A tag pair as written.
#[derive(Clone, Debug)]
pub(super) struct TagPair<'a> {
    pub name: &'a [u8],
    /// The value between the quotes, escapes undone.
    pub value: String,
    pub at: At,
    /// Written as the export format writes it (§3.3): `[Name "value"]`
    /// alone on its line from the first column, one space between.
    pub exact: bool,
    /// The byte offsets of its `[` and just after its `]` in the game's text.
    pub start: usize,
    pub end: usize,
}

/// An item of a game.
#[derive(Clone, Debug)]
pub(super) enum Item<'a> {
    Tag(TagPair<'a>),
    /// A token of section data (a call, a card, an annotation, a line of
    /// a table), with where it stands.
    Token(&'a [u8], At),
}

/// The items of `text`, a game whose first line is `first`; comments and
/// escape lines are left out. Linear in the text.
pub(super) fn items(text: &[u8], first: usize) -> Vec<Item<'_>> {
    let mut out = Vec::new();
    let mut i = 0;
    let mut line = first;
    let mut line_start = 0;
    let at = |i: usize, line: usize, line_start: usize| At {
        line,
        column: i - line_start + 1,
    };
    while i < text.len() {
        let b = text[i];
        match b {
            b'\n' => {
                i += 1;
                line += 1;
                line_start = i;
            }
            b'%' if i == line_start => {
                i = memchr::memchr(b'\n', &text[i..]).map_or(text.len(), |n| i + n);
            }
            b';' => {
                i = memchr::memchr(b'\n', &text[i..]).map_or(text.len(), |n| i + n);
            }
            b'{' => {
                let end = memchr::memchr(b'}', &text[i..]).map_or(text.len(), |n| i + n + 1);
                for (k, &c) in text[i..end].iter().enumerate() {
                    if c == b'\n' {
                        line += 1;
                        line_start = i + k + 1;
                    }
                }
                i = end;
            }
            b'[' => {
                let start = i;
                let here = at(i, line, line_start);
                match tag_pair(text, i) {
                    Some((name, value, end, spaced)) => {
                        let rest = &text[end..];
                        let eol = memchr::memchr(b'\n', rest).unwrap_or(rest.len());
                        let alone = rest[..eol].iter().all(|&c| c == b'\r');
                        let exact = start == line_start && !spaced && alone;
                        out.push(Item::Tag(TagPair {
                            name,
                            value,
                            at: here,
                            exact,
                            start,
                            end,
                        }));
                        i = end;
                    }
                    None => {
                        // Not a tag pair: the reader reports it.
                        i += 1;
                    }
                }
            }
            _ if b.is_ascii_whitespace() => i += 1,
            _ => {
                let start = i;
                while i < text.len()
                    && !text[i].is_ascii_whitespace()
                    && !matches!(text[i], b'[' | b'{' | b';')
                {
                    i += 1;
                }
                out.push(Item::Token(&text[start..i], at(start, line, line_start)));
            }
        }
    }
    out
}

/// A tag pair at `i` (`[`): its name, value, end, and whether it is spaced
/// otherwise than the export format's `[Name "value"]`.
fn tag_pair(text: &[u8], i: usize) -> Option<(&[u8], String, usize, bool)> {
    let mut j = i + 1;
    let blank = |j: &mut usize| {
        let from = *j;
        while *j < text.len() && matches!(text[*j], b' ' | b'\t' | b'\r' | b'\n') {
            *j += 1;
        }
        *j - from
    };
    let mut spaced = blank(&mut j) > 0;
    let name_start = j;
    while j < text.len() && (text[j].is_ascii_alphanumeric() || text[j] == b'_') {
        j += 1;
    }
    let name = &text[name_start..j];
    if name.is_empty() {
        return None;
    }
    spaced |= blank(&mut j) != 1 || text[j - 1] != b' ';
    if text.get(j) != Some(&b'"') {
        return None;
    }
    j += 1;
    let mut value = Vec::new();
    loop {
        match text.get(j)? {
            b'"' => break,
            b'\\' if matches!(text.get(j + 1), Some(b'"' | b'\\')) => {
                value.push(text[j + 1]);
                j += 2;
            }
            b'\n' => return None,
            &c => {
                value.push(c);
                j += 1;
            }
        }
    }
    j += 1;
    spaced |= blank(&mut j) > 0;
    if text.get(j) != Some(&b']') {
        return None;
    }
    let value = match String::from_utf8(value) {
        Ok(v) => v,
        Err(e) => e.into_bytes().iter().map(|&b| b as char).collect(),
    };
    Some((name, value, j + 1, spaced))
}

#[cfg(test)]
mod tests {
    use super::{Item, items};

    #[test]
    fn tags_tokens_and_comments() {
        let text =
            b"% escape\n[Board \"1\"] ; rest\n{ [Hidden \"N\"]\n }[Auction  \"N\"]\n1S =1= Pass\n";
        let got: Vec<String> = items(text, 10)
            .iter()
            .map(|i| match i {
                Item::Tag(t) => format!(
                    "{}={}@{}:{}{}",
                    String::from_utf8_lossy(t.name),
                    t.value,
                    t.at.line,
                    t.at.column,
                    if t.exact { "" } else { "~" }
                ),
                Item::Token(t, at) => {
                    format!("{}@{}:{}", String::from_utf8_lossy(t), at.line, at.column)
                }
            })
            .collect();
        assert_eq!(
            got,
            [
                "Board=1@11:1~",
                "Auction=N@13:3~",
                "1S@14:1",
                "=1=@14:4",
                "Pass@14:8"
            ]
        );
    }
}
