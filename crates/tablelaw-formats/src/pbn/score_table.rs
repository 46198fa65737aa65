//! PBN tables (§5.2), such as the ScoreTable (§5.9): the columns named by
//! the tag's value, the rows read from the section's elements.
//!
//! A column name may carry an order (`+` descending, `-` ascending, before
//! it) and a minimum width with an alignment (`\6R` after it); the names
//! here are bare. Elements are separated by white space; a string token
//! (`"Smith;Jones"`) keeps its spaces. In the import form a row may run
//! over several lines: the elements are taken in order, as many a row as
//! there are columns. Some writers leave spaces unquoted in a last column
//! of names (`Names_EW`): where every line holds at least a row's elements
//! and some hold more, each line is a row and its surplus elements belong
//! to its last column.

use std::borrow::Cow;

/// One element of a table, with where it stands in the section's lines.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Element<'a> {
    /// The text: a string token without its quotes (`\"` undone).
    pub text: Cow<'a, str>,
    /// The index of its line among the section's lines.
    pub line: usize,
    /// Its first character's place in the line, from 1.
    pub column: usize,
}

impl Element<'_> {
    /// Whether the element is unknown (`?`) or irrelevant (`-`).
    pub fn is_blank(&self) -> bool {
        matches!(&*self.text, "?" | "-" | "")
    }

    /// The element without a leading `^`, the mark of an artificial score
    /// value, and whether it had one.
    pub fn artificial(&self) -> (bool, &str) {
        match self.text.strip_prefix('^') {
            Some(rest) => (true, rest),
            None => (false, &self.text),
        }
    }
}

/// The bare column names of a table's tag value: `+Rank\2R;PairId_NS\2R`
/// gives `Rank`, `PairId_NS`.
pub fn columns(value: &str) -> Vec<String> {
    value
        .split(';')
        .map(|c| {
            let c = c.trim();
            let c = c.strip_prefix(['+', '-']).unwrap_or(c);
            c.split('\\').next().unwrap_or("").trim().to_owned()
        })
        .collect()
}

/// The elements of a section's lines, in order.
pub fn elements<'a>(lines: &'a [String]) -> Vec<Element<'a>> {
    let mut out = Vec::new();
    for (line, text) in lines.iter().enumerate() {
        let mut chars = text.char_indices().peekable();
        while let Some(&(at, c)) = chars.peek() {
            if c.is_whitespace() {
                chars.next();
                continue;
            }
            let column = text[..at].chars().count() + 1;
            if c == '"' {
                chars.next();
                let mut value = String::new();
                while let Some((_, c)) = chars.next() {
                    match c {
                        '"' => break,
                        '\\' if matches!(chars.peek(), Some((_, '"' | '\\'))) => {
                            if let Some((_, e)) = chars.next() {
                                value.push(e);
                            }
                        }
                        c => value.push(c),
                    }
                }
                out.push(Element {
                    text: Cow::Owned(value),
                    line,
                    column,
                });
            } else {
                let mut end = text.len();
                while let Some(&(i, c)) = chars.peek() {
                    if c.is_whitespace() {
                        end = i;
                        break;
                    }
                    chars.next();
                }
                out.push(Element {
                    text: Cow::Borrowed(&text[at..end]),
                    line,
                    column,
                });
            }
        }
    }
    out
}

/// A table read: its columns and rows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Table<'a> {
    /// The bare column names.
    pub columns: Vec<String>,
    /// The rows, each with one element a column; a last row short of
    /// elements is in [`Table::short`].
    pub rows: Vec<Vec<Element<'a>>>,
    /// The elements left over that do not make a whole row.
    pub short: Vec<Element<'a>>,
}

impl<'a> Table<'a> {
    /// Reads the table of tag value `value` and section `lines`.
    pub fn read(value: &str, lines: &'a [String]) -> Table<'a> {
        let columns = columns(value);
        let width = columns.len().max(1);
        let elements = elements(lines);
        let mut per_line = vec![0usize; lines.len()];
        for e in &elements {
            per_line[e.line] += 1;
        }
        let filled = per_line.iter().filter(|&&n| n > 0);
        let by_line = filled.clone().all(|&n| n >= width) && filled.clone().any(|&n| n > width);
        let mut rows = Vec::new();
        let mut row: Vec<Element<'a>> = Vec::with_capacity(width);
        for e in elements {
            if by_line {
                if row.first().is_some_and(|f| f.line != e.line) {
                    rows.push(core::mem::replace(&mut row, Vec::with_capacity(width)));
                }
                if row.len() == width {
                    if let Some(last) = row.last_mut() {
                        let text = last.text.to_mut();
                        text.push(' ');
                        text.push_str(&e.text);
                    }
                    continue;
                }
                row.push(e);
            } else {
                row.push(e);
                if row.len() == width {
                    rows.push(core::mem::replace(&mut row, Vec::with_capacity(width)));
                }
            }
        }
        if by_line && !row.is_empty() {
            rows.push(core::mem::take(&mut row));
        }
        Table {
            columns,
            rows,
            short: row,
        }
    }

    /// The index of the column named `name` (case ignored).
    pub fn column(&self, name: &str) -> Option<usize> {
        self.columns
            .iter()
            .position(|c| c.eq_ignore_ascii_case(name))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn column_names_lose_their_order_and_width() {
        assert_eq!(
            columns("+Rank\\2R;PairId_NS\\2R;Names_NS\\20L;-Score_NS\\6R;MP_NS"),
            ["Rank", "PairId_NS", "Names_NS", "Score_NS", "MP_NS"]
        );
    }

    #[test]
    fn rows_run_over_lines_and_strings_keep_their_spaces() {
        let lines = vec![
            " 1  2 \"Ann Lee;Bo \\\"B\\\" Ray\" 4S".to_owned(),
            "N 10 ^60%".to_owned(),
            " 3 4".to_owned(),
        ];
        let t = Table::read(
            "PairId_NS;PairId_EW;Names_NS;Contract;Declarer;Result;Score_NS",
            &lines,
        );
        assert_eq!(t.rows.len(), 1);
        let texts: Vec<&str> = t.rows[0].iter().map(|e| &*e.text).collect();
        assert_eq!(
            texts,
            ["1", "2", "Ann Lee;Bo \"B\" Ray", "4S", "N", "10", "^60%"]
        );
        assert_eq!((t.rows[0][6].line, t.rows[0][6].column), (1, 6));
        assert_eq!(t.rows[0][6].artificial(), (true, "60%"));
        assert_eq!(t.short.len(), 2);
        assert_eq!(t.column("score_ns"), Some(6));
    }

    #[test]
    fn unquoted_names_in_a_last_column_stay_in_their_row() {
        let lines = vec![
            " 1 4S   Alfa Bravo".to_owned(),
            " 2 3NT  Charlie".to_owned(),
            " 3 2H   Delta Echo Foxtrot".to_owned(),
        ];
        let t = Table::read("PairId_NS\\2R;Contract\\4L;Names_NS", &lines);
        let names: Vec<&str> = t.rows.iter().map(|r| &*r[2].text).collect();
        assert_eq!(names, ["Alfa Bravo", "Charlie", "Delta Echo Foxtrot"]);
        assert!(t.short.is_empty());
    }
}
