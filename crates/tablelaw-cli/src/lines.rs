//! Lines typed or piped to `--interactive`: one at a time, bounded in
//! length, and a line that is not UTF-8 reported rather than ending the
//! session.

use std::io::{BufRead, Read};

/// The longest line read, in bytes; a longer one is skipped with a message.
pub const MAX_LINE: usize = 64 * 1024;

/// What the next line of input is.
#[derive(Debug, PartialEq, Eq)]
pub enum Line {
    /// A line of text, without its end.
    Text(String),
    /// A line that is not UTF-8: the 1-based column (in bytes) of the
    /// first byte that is not.
    NotUtf8 {
        /// The column of the first invalid byte.
        column: usize,
    },
    /// A line longer than [`MAX_LINE`] bytes, skipped to its end.
    TooLong,
    /// The end of the input (or an input that cannot be read).
    End,
}

/// Reads the next line of `input`.
pub fn next_line(input: &mut dyn BufRead) -> Line {
    let mut buf = Vec::new();
    match (&mut *input)
        .take(MAX_LINE as u64 + 1)
        .read_until(b'\n', &mut buf)
    {
        Ok(0) | Err(_) => return Line::End,
        Ok(_) => {}
    }
    if buf.len() > MAX_LINE && buf.last() != Some(&b'\n') {
        // Skip the rest of the line, a buffer at a time.
        while let Ok(chunk) = input.fill_buf() {
            if chunk.is_empty() {
                break;
            }
            if let Some(i) = chunk.iter().position(|&b| b == b'\n') {
                input.consume(i + 1);
                break;
            }
            let n = chunk.len();
            input.consume(n);
        }
        return Line::TooLong;
    }
    while matches!(buf.last(), Some(b'\n' | b'\r')) {
        buf.pop();
    }
    match String::from_utf8(buf) {
        Ok(text) => Line::Text(text),
        Err(e) => Line::NotUtf8 {
            column: e.utf8_error().valid_up_to() + 1,
        },
    }
}

/// What the session says of a line it skipped.
pub fn skipped(line: &Line, line_no: usize) -> Option<String> {
    match line {
        Line::NotUtf8 { column } => Some(format!(
            "line {line_no}, column {column}: not valid UTF-8; the line is skipped (save the input as UTF-8)\n"
        )),
        Line::TooLong => Some(format!(
            "line {line_no}: longer than {} KiB; the line is skipped\n",
            MAX_LINE / 1024
        )),
        Line::Text(_) | Line::End => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_text_not_utf8_too_long_and_end() {
        let mut input: &[u8] = b"N 1S\r\nE \xff1H\nW 1NT\n";
        assert_eq!(next_line(&mut input), Line::Text("N 1S".to_owned()));
        assert_eq!(next_line(&mut input), Line::NotUtf8 { column: 3 });
        assert_eq!(next_line(&mut input), Line::Text("W 1NT".to_owned()));
        assert_eq!(next_line(&mut input), Line::End);
        let mut long = vec![b'x'; MAX_LINE * 3];
        long.extend_from_slice(b"\nS pass\n");
        let mut input = std::io::BufReader::with_capacity(1024, long.as_slice());
        assert_eq!(next_line(&mut input), Line::TooLong);
        assert_eq!(next_line(&mut input), Line::Text("S pass".to_owned()));
    }
}
