//! `tablelaw.read_pbn` and `tablelaw.read_lin`: the streaming readers of
//! `tablelaw_formats` behind Python iterators. Each iterator holds its
//! reader (a file opened in Rust, or a Python file object read in blocks),
//! so a file of any size is read in flat memory: PBN games 32 at a time
//! at most, LIN boards one at a time, with the interpreter lock released
//! while they are read.

use std::collections::VecDeque;
use std::fs::File;
use std::io::{self, Read};
use std::path::PathBuf;

use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::{PyBytes, PyString};
use tablelaw_formats::error::ReadError;
use tablelaw_formats::lin::{self, BoardBuilder};
use tablelaw_formats::pbn;

use crate::board::LinBoard;
use crate::collect::{Collected, Collector};
use crate::errors;
use crate::game::PbnGame;

/// A Python file object (binary or text) read through its `read` method,
/// the interpreter lock taken for each block.
pub struct PyFile {
    file: Py<PyAny>,
    /// Bytes read from the object and not yet handed on.
    spare: Vec<u8>,
    at: usize,
}

/// How much is asked of a Python file at a time.
const BLOCK: usize = 256 * 1024;

impl Read for PyFile {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        if self.at == self.spare.len() {
            let block = Python::attach(|py| -> PyResult<Vec<u8>> {
                let chunk = self.file.bind(py).call_method1("read", (BLOCK,))?;
                if let Ok(b) = chunk.cast::<PyBytes>() {
                    Ok(b.as_bytes().to_vec())
                } else if let Ok(s) = chunk.cast::<PyString>() {
                    Ok(s.extract::<String>()?.into_bytes())
                } else {
                    Err(PyValueError::new_err("read() gave neither bytes nor str"))
                }
            })
            .map_err(|e| io::Error::other(e.to_string()))?;
            self.spare = block;
            self.at = 0;
        }
        let n = buf.len().min(self.spare.len() - self.at);
        buf[..n].copy_from_slice(&self.spare[self.at..self.at + n]);
        self.at += n;
        Ok(n)
    }
}

/// What a reader reads: a file opened by path, or a Python file object.
pub enum Source {
    /// A file opened here.
    File(File),
    /// A Python object with a `read` method.
    Python(PyFile),
}

impl Read for Source {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        match self {
            Source::File(f) => f.read(buf),
            Source::Python(f) => f.read(buf),
        }
    }
}

/// A path (str or os.PathLike) opened, or a file object kept.
fn source(path_or_file: &Bound<'_, PyAny>) -> PyResult<Source> {
    if path_or_file.hasattr("read")? {
        return Ok(Source::Python(PyFile {
            file: path_or_file.clone().unbind(),
            spare: Vec::new(),
            at: 0,
        }));
    }
    let path: PathBuf = path_or_file.extract()?;
    let file = File::open(&path)?;
    Ok(Source::File(file))
}

/// What to do with a game that does not read.
fn skipping(errors: &str) -> PyResult<bool> {
    match errors {
        "raise" => Ok(false),
        "skip" => Ok(true),
        other => Err(PyValueError::new_err(format!(
            "errors is `raise` or `skip`, not `{other}`"
        ))),
    }
}

/// A read error kept by a reader that skips them: (line, column, message).
type Kept = (Option<usize>, Option<usize>, String);

fn kept(e: &ReadError) -> Kept {
    let (line, column) = e
        .position()
        .map_or((None, None), |(l, c)| (Some(l), Some(c)));
    (line, column, e.to_string())
}

/// Whether the reader can go on after the error (a malformed game is
/// skipped; a failing input or an oversized game ends the reading).
fn recoverable(e: &ReadError) -> bool {
    matches!(e, ReadError::Syntax { .. })
}

// ---------------------------------------------------------------- PBN

/// The games of a PBN file, read as iterated: a [`PbnGame`] each.
#[pyclass(module = "tablelaw")]
pub struct PbnReader {
    reader: Option<pbn::Reader<Source>>,
    /// Games read ahead, at most [`AHEAD`]: the lock is released once for
    /// them all.
    ready: VecDeque<Outcome<Collected>>,
    skip: bool,
    errors: Vec<Kept>,
}

/// A game (with its first line) or the error that took its place; `None`
/// at the end of the input.
type Outcome<T> = Result<Option<(usize, T)>, ReadError>;

/// How many PBN games are read at a time, the lock released.
const AHEAD: usize = 32;

/// Reads up to [`AHEAD`] games, stopping after an error or the end.
fn read_ahead(reader: &mut pbn::Reader<Source>, ready: &mut VecDeque<Outcome<Collected>>) {
    for _ in 0..AHEAD {
        let read = reader
            .read_game(&mut Collector::default())
            .map(|g| g.map(|g| (reader.last_game().0, g)));
        let go_on = matches!(read, Ok(Some(_)));
        ready.push_back(read);
        if !go_on {
            break;
        }
    }
}

#[pymethods]
impl PbnReader {
    fn __iter__(slf: PyRef<'_, Self>) -> PyRef<'_, Self> {
        slf
    }

    fn __next__(&mut self, py: Python<'_>) -> PyResult<Option<PbnGame>> {
        loop {
            if self.ready.is_empty() {
                let Some(reader) = self.reader.as_mut() else {
                    return Ok(None);
                };
                let ready = &mut self.ready;
                py.detach(|| read_ahead(reader, ready));
            }
            let Some(read) = self.ready.pop_front() else {
                return Ok(None);
            };
            match read {
                Ok(Some((line, game))) => return Ok(Some(PbnGame::new(line, game))),
                Ok(None) => {
                    self.reader = None;
                    return Ok(None);
                }
                Err(e) => {
                    if !recoverable(&e) {
                        self.reader = None;
                    } else if self.skip {
                        self.errors.push(kept(&e));
                        continue;
                    }
                    return Err(errors::record(py, &e));
                }
            }
        }
    }

    /// The games skipped as unreadable (with `errors="skip"`), each as
    /// `(line, column, message)`.
    #[getter]
    fn errors(&self) -> Vec<Kept> {
        self.errors.clone()
    }

    /// Closes the file; the iteration ends.
    fn close(&mut self) {
        self.reader = None;
        self.ready.clear();
    }

    fn __enter__(slf: PyRef<'_, Self>) -> PyRef<'_, Self> {
        slf
    }

    fn __exit__(
        &mut self,
        _kind: &Bound<'_, PyAny>,
        _value: &Bound<'_, PyAny>,
        _traceback: &Bound<'_, PyAny>,
    ) -> bool {
        self.close();
        false
    }
}

/// The games of a PBN file, read lazily: a path (str or os.PathLike) or a
/// file object opened for reading (binary or text). With
/// `errors="raise"` (the default) a game that does not read raises
/// `RecordError` with its `line` and `column`, and iterating again goes on
/// with the next game; with `errors="skip"` it is left out and kept in the
/// iterator's `errors`.
#[pyfunction]
#[pyo3(signature = (path_or_file, errors="raise"))]
pub fn read_pbn(path_or_file: &Bound<'_, PyAny>, errors: &str) -> PyResult<PbnReader> {
    Ok(PbnReader {
        skip: skipping(errors)?,
        reader: Some(pbn::Reader::new(source(path_or_file)?)),
        ready: VecDeque::new(),
        errors: Vec::new(),
    })
}

// ---------------------------------------------------------------- LIN

/// The boards of a LIN file, read as iterated: a [`LinBoard`] each.
#[pyclass(module = "tablelaw")]
pub struct LinReader {
    reader: Option<lin::Reader<Source>>,
    skip: bool,
    errors: Vec<Kept>,
}

#[pymethods]
impl LinReader {
    fn __iter__(slf: PyRef<'_, Self>) -> PyRef<'_, Self> {
        slf
    }

    fn __next__(&mut self, py: Python<'_>) -> PyResult<Option<LinBoard>> {
        loop {
            let Some(reader) = self.reader.as_mut() else {
                return Ok(None);
            };
            let read = py.detach(|| reader.read_board(&mut BoardBuilder::new()));
            match read {
                Ok(Some(board)) => return Ok(Some(LinBoard::new(board))),
                Ok(None) => {
                    self.reader = None;
                    return Ok(None);
                }
                Err(e) => {
                    if !recoverable(&e) {
                        self.reader = None;
                    } else if self.skip {
                        self.errors.push(kept(&e));
                        continue;
                    }
                    return Err(errors::record(py, &e));
                }
            }
        }
    }

    /// The boards skipped as unreadable (with `errors="skip"`), each as
    /// `(line, column, message)`.
    #[getter]
    fn errors(&self) -> Vec<Kept> {
        self.errors.clone()
    }

    /// Closes the file; the iteration ends.
    fn close(&mut self) {
        self.reader = None;
    }

    fn __enter__(slf: PyRef<'_, Self>) -> PyRef<'_, Self> {
        slf
    }

    fn __exit__(
        &mut self,
        _kind: &Bound<'_, PyAny>,
        _value: &Bound<'_, PyAny>,
        _traceback: &Bound<'_, PyAny>,
    ) -> bool {
        self.close();
        false
    }
}

/// The boards of a LIN file, read lazily: as [`read_pbn`], for LIN.
#[pyfunction]
#[pyo3(signature = (path_or_file, errors="raise"))]
pub fn read_lin(path_or_file: &Bound<'_, PyAny>, errors: &str) -> PyResult<LinReader> {
    Ok(LinReader {
        skip: skipping(errors)?,
        reader: Some(lin::Reader::new(source(path_or_file)?)),
        errors: Vec::new(),
    })
}
