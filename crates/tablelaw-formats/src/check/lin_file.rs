//! The check of a LIN file: read whole (to find the line of each board's
//! `md` and the results line `rs|`), then board by board.

use std::io::Read;

use tablelaw::CodeId;

use super::lin_results;
use super::lines::Lines;
use super::record::Record;
use super::referee::referee;
use super::{FileReport, ReadFailure, Report};
use crate::lin;

/// The largest LIN file read, in bytes (256 MiB): a LIN file is read whole
/// to find the line of each board, so a larger one is refused with a read
/// error rather than read into memory without bound.
pub const LIN_LIMIT: u64 = 256 << 20;

/// Checks every board of a LIN file under `code`, keeping every report.
/// The line of a board is the line of its `md` when the file has one `md`
/// a board.
pub fn check_lin<R: Read>(input: R, code: CodeId) -> FileReport {
    let mut out = FileReport::default();
    let mut errors = Vec::new();
    check_lin_each(input, code, |r| out.boards.push(r), |e| errors.push(e));
    out.errors = errors;
    out
}

/// Checks every board of a LIN file under `code`, handing each board's
/// report and each read error to the caller as they come; a file larger
/// than [`LIN_LIMIT`] is refused with one read error.
pub fn check_lin_each<R: Read>(
    input: R,
    code: CodeId,
    mut on_board: impl FnMut(Report),
    mut on_error: impl FnMut(ReadFailure),
) {
    let mut bytes = Vec::new();
    if let Err(e) = input.take(LIN_LIMIT + 1).read_to_end(&mut bytes) {
        on_error(ReadFailure {
            line: None,
            column: None,
            message: e.to_string(),
        });
        return;
    }
    if bytes.len() as u64 > LIN_LIMIT {
        on_error(ReadFailure {
            line: None,
            column: None,
            message: format!(
                "larger than {} MiB, the most a LIN file is read: split it into smaller files",
                LIN_LIMIT >> 20
            ),
        });
        return;
    }
    let md_lines = md_lines(&bytes);
    // The results line of a vugraph file: one entry a board.
    let results = lin_results::results_lines(&bytes);
    let entries: Vec<&str> = results
        .first()
        .map(|(_, r)| r.split(',').collect())
        .unwrap_or_default();
    let results_line = results.first().map_or(0, |(l, _)| *l);
    // A first pass counts the boards, so that each board's line is known
    // to be its `md`'s before the boards are refereed one at a time.
    let read_all = |mut each: Option<&mut EachBoard<'_>>| {
        let mut reader = lin::Reader::new(&bytes[..]);
        let (mut boards, mut errors) = (0usize, Vec::new());
        loop {
            match reader.read_board(&mut lin::BoardBuilder::new()) {
                Ok(Some(board)) => {
                    if let Some(each) = each.as_mut() {
                        each(boards, &board);
                    }
                    boards += 1;
                }
                Ok(None) => break,
                Err(e) => {
                    let (line, column) = e.position().unzip();
                    let message = match &e {
                        lin::ReadError::Syntax {
                            expected, found, ..
                        } => format!("expected {expected}, found {found}"),
                        other => other.to_string(),
                    };
                    errors.push(ReadFailure {
                        line,
                        column,
                        message,
                    });
                    if matches!(e, lin::ReadError::Io(_)) {
                        break;
                    }
                }
            }
        }
        (boards, errors)
    };
    let (boards, errors) = read_all(None);
    let known = md_lines.len() == boards && errors.is_empty();
    errors.into_iter().for_each(&mut on_error);
    read_all(Some(&mut |i: usize, board: &lin::Board| {
        let line = if known {
            md_lines.get(i).copied()
        } else {
            None
        };
        let ordinal = i as u32 + 1;
        let index = lin_results::entry_index(board.id.as_deref(), ordinal);
        let listed = entries.get(index).map(|e| ((*e).to_owned(), results_line));
        on_board(check_board_listed(board, code, ordinal, line, listed));
    }));
}

/// What is done with each LIN board read, with its index.
type EachBoard<'a> = dyn FnMut(usize, &lin::Board) + 'a;

/// The lines of the `md|` tokens of a LIN file.
fn md_lines(bytes: &[u8]) -> Vec<usize> {
    let mut out = Vec::new();
    let mut line = 1;
    let mut at_code = true;
    for (i, &b) in bytes.iter().enumerate() {
        if b == b'\n' {
            line += 1;
        }
        if b == b'|' {
            at_code = !at_code;
            if !at_code && i >= 2 && bytes[i - 2..i].eq_ignore_ascii_case(b"md") {
                out.push(line);
            }
        }
    }
    out
}

/// Checks one LIN board under `code` (line unknown).
pub fn check_board(board: &lin::Board, code: CodeId) -> Report {
    check_board_at(board, code, 1, None)
}

fn check_board_at(board: &lin::Board, code: CodeId, ordinal: u32, line: Option<usize>) -> Report {
    check_board_listed(board, code, ordinal, line, None)
}

/// Checks one LIN board, with its entry of the file's results line.
fn check_board_listed(
    board: &lin::Board,
    code: CodeId,
    ordinal: u32,
    line: Option<usize>,
    listed: Option<(String, usize)>,
) -> Report {
    let mut record = Record::default();
    record.of_board(board, ordinal);
    record.listed = listed;
    referee(
        &record,
        Lines::of_board(line),
        code,
        &mut Default::default(),
    )
}
