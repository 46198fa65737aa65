//! `tablelaw.check`: the records of PBN and LIN files checked against the
//! laws ([`tablelaw_formats::check`]), the findings handed to Python as
//! plain values; the Python side (`tablelaw/_check.py`) makes them objects
//! and a DataFrame.

use std::fs::File;
use std::path::{Path, PathBuf};

use pyo3::prelude::*;
use tablelaw::CodeId;
use tablelaw_formats::check::{Mode, ReadFailure, Report, check_lin_each, check_pbn_in};

use crate::table::code;

/// A finding: (file, line, board, game, kind, message); the board is the
/// record's number, if it gives one, and the game its place in the file.
pub type FindingRow = (String, Option<usize>, Option<u64>, u32, String, String);
/// A read error: (file, line, column, message).
pub type ErrorRow = (String, Option<usize>, Option<usize>, String);

/// What the check of some files found.
#[derive(Default)]
struct Checked {
    files: usize,
    boards: usize,
    findings: Vec<FindingRow>,
    errors: Vec<ErrorRow>,
}

/// The format of a file by its extension, if it is a record.
fn format_of(path: &Path) -> Option<&'static str> {
    let ext = path.extension()?.to_str()?.to_ascii_lowercase();
    match ext.as_str() {
        "pbn" => Some("pbn"),
        "lin" => Some("lin"),
        _ => None,
    }
}

/// The record files under `path`: itself if a file, else the `.pbn` and
/// `.lin` files below it, in name order (links not followed).
fn files_under(path: &Path, out: &mut Vec<PathBuf>) -> std::io::Result<()> {
    if !path.is_dir() {
        out.push(path.to_path_buf());
        return Ok(());
    }
    let mut entries: Vec<PathBuf> = std::fs::read_dir(path)?
        .map(|e| e.map(|e| e.path()))
        .collect::<Result<_, _>>()?;
    entries.sort();
    for entry in entries {
        let meta = std::fs::symlink_metadata(&entry)?;
        if meta.is_dir() {
            files_under(&entry, out)?;
        } else if meta.is_file() && format_of(&entry).is_some() {
            out.push(entry);
        }
    }
    Ok(())
}

impl Checked {
    fn error(&mut self, file: &str, line: Option<usize>, column: Option<usize>, message: String) {
        self.errors.push((file.to_owned(), line, column, message));
    }

    fn file(&mut self, path: &Path, code: CodeId, mode: Mode) {
        let name = path.display().to_string();
        let Some(format) = format_of(path) else {
            self.error(&name, None, None, "not a .pbn or .lin file".to_owned());
            return;
        };
        let input = match File::open(path) {
            Ok(f) => f,
            Err(e) => return self.error(&name, None, None, e.to_string()),
        };
        self.files += 1;
        let mut boards = 0;
        let mut findings = Vec::new();
        let mut errors = Vec::new();
        let mut on_board = |r: &Report| {
            boards += 1;
            for f in &r.findings {
                findings.push((
                    name.clone(),
                    f.line,
                    f.place.number,
                    f.place.game,
                    f.kind.to_string(),
                    f.message.clone(),
                ));
            }
        };
        let on_error = |e: ReadFailure| errors.push((name.clone(), e.line, e.column, e.message));
        if format == "pbn" {
            check_pbn_in(input, code, mode, on_board, on_error);
        } else {
            check_lin_each(input, code, |r| on_board(&r), on_error);
        }
        self.boards += boards;
        self.findings.extend(findings);
        self.errors.extend(errors);
    }
}

/// Checks the records of the files and directories given under a code of
/// laws: `(files, boards, findings, errors)`, each finding a tuple
/// `(file, line, board, game, kind, message)` and each error `(file, line,
/// column, message)`; `strict` holds PBN files to the PBN 2.1 standard as
/// `tablelaw check --strict` does. The lock is released while a file is
/// checked.
#[pyfunction]
#[pyo3(signature = (paths, laws="duplicate-2017", strict=false))]
pub fn check_files(
    py: Python<'_>,
    paths: Vec<PathBuf>,
    laws: &str,
    strict: bool,
) -> PyResult<(usize, usize, Vec<FindingRow>, Vec<ErrorRow>)> {
    let code = code(laws)?;
    let mode = if strict { Mode::Strict } else { Mode::Import };
    let mut checked = Checked::default();
    for path in &paths {
        let mut files = Vec::new();
        if let Err(e) = files_under(path, &mut files) {
            checked.error(&path.display().to_string(), None, None, e.to_string());
        }
        for file in files {
            py.detach(|| checked.file(&file, code, mode));
            // Between files, an interrupt (Ctrl-C) stops the check.
            py.check_signals()?;
        }
    }
    Ok((
        checked.files,
        checked.boards,
        checked.findings,
        checked.errors,
    ))
}
