//! The tables of the supplemental sections (PBN 2.1 §5): the column names
//! of the tag value (§3.2, §5.2: an order `+` or `-`, a minimum width `\n`
//! with `L` or `R`), the table elements (string tokens or section tokens,
//! §5.1: no comment after an element, none of `[ ] { } ; " %` in a section
//! token), and as many elements as the columns make whole rows (§5.2).

use super::Found;
use super::lex::TagPair;

/// The tables of §5.
const TABLES: [&[u8]; 8] = [
    b"ActionTable",
    b"AuctionTimeTable",
    b"InstantScoreTable",
    b"OptimumPlayTable",
    b"OptimumResultTable",
    b"PlayTimeTable",
    b"ScoreTable",
    b"TotalScoreTable",
];

/// Whether `name` is a table of §5.
pub(super) fn is_table(name: &[u8]) -> bool {
    TABLES.contains(&name)
}

/// Checks the table `tag` whose section data is `data` (the text from the
/// tag's end to the next tag).
pub(super) fn check(tag: &TagPair<'_>, data: &[u8], found: &mut Found<'_>) {
    let name = String::from_utf8_lossy(tag.name);
    let value = tag.value.as_str();
    // `#`: the columns of the game before; nothing to count against.
    let inherited = value.starts_with('#');
    let mut columns = 0;
    if !inherited && !value.is_empty() {
        for column in value.split(';') {
            columns += 1;
            if let Some(why) = wrong_column(column) {
                found.at(
                    tag.at.line,
                    format!("the {name} column `{column}`: {why} (PBN §3.2, §5.2)"),
                );
            }
        }
    }
    let (elements, problem) = elements(data, tag.at.line);
    if let Some((at, why)) = problem {
        found.at(at, format!("the {name} section: {why} (PBN §5.1)"));
        return;
    }
    if columns > 0 && elements % columns != 0 {
        found.at(
            tag.at.line,
            format!(
                "the {name} section gives {elements} elements for {columns} columns: a row lacks {} (PBN §5.2)",
                columns - elements % columns
            ),
        );
    }
}

/// What is wrong with a column name, if anything.
fn wrong_column(column: &str) -> Option<&'static str> {
    let name = column
        .strip_prefix('+')
        .or_else(|| column.strip_prefix('-'))
        .unwrap_or(column);
    let (name, width) = name.split_once('\\')?;
    if name.is_empty() {
        return Some("no name before the width");
    }
    let digits = width.bytes().take_while(u8::is_ascii_digit).count();
    if digits == 0 {
        return Some("a width `\\` is followed by its number of characters");
    }
    match &width[digits..] {
        "" | "L" | "R" => None,
        _ => Some("a width is a number, then L or R at most"),
    }
}

/// The table elements of `data` counted, or the first that is wrong, with
/// its line.
fn elements(data: &[u8], first_line: usize) -> (usize, Option<(usize, &'static str)>) {
    let mut n = 0;
    let mut line = first_line;
    let mut i = 0;
    while i < data.len() {
        let b = data[i];
        match b {
            b'\n' => {
                line += 1;
                i += 1;
            }
            _ if b.is_ascii_whitespace() => i += 1,
            // A comment is allowed after the tag pair, before any element.
            b';' | b'{' if n > 0 => {
                return (n, Some((line, "a comment after a table element")));
            }
            b';' => i = memchr::memchr(b'\n', &data[i..]).map_or(data.len(), |k| i + k),
            b'{' => {
                let end = memchr::memchr(b'}', &data[i..]).map_or(data.len(), |k| i + k + 1);
                line += data[i..end].iter().filter(|&&c| c == b'\n').count();
                i = end;
            }
            b'%' if i == 0 || data[i - 1] == b'\n' => {
                // An escape line.
                i = memchr::memchr(b'\n', &data[i..]).map_or(data.len(), |k| i + k);
            }
            b'"' => {
                n += 1;
                i += 1;
                while i < data.len() && data[i] != b'"' && data[i] != b'\n' {
                    i += if data[i] == b'\\' { 2 } else { 1 };
                }
                i += 1;
            }
            _ => {
                n += 1;
                while i < data.len() && !data[i].is_ascii_whitespace() {
                    if matches!(data[i], b'[' | b']' | b'{' | b'}' | b';' | b'"' | b'%') {
                        return (
                            n,
                            Some((
                                line,
                                "a section token holds none of [ ] { } ; \" % (a string token in quotes may)",
                            )),
                        );
                    }
                    i += 1;
                }
            }
        }
    }
    (n, None)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn columns_and_elements() {
        assert_eq!(wrong_column("-Rank\\3R"), None);
        assert_eq!(wrong_column("Names\\45"), None);
        assert!(wrong_column("Call\\").is_some());
        assert!(wrong_column("Call\\4X").is_some());
        assert_eq!(elements(b"\n1 4H \"a b\" 6\n2 - ? 0\n", 1), (8, None));
        assert_eq!(elements(b"\n1 4H 100 ; no\n", 1).1.map(|p| p.0), Some(2));
        assert!(elements(b"\n1 %\n", 1).1.is_some());
    }
}
