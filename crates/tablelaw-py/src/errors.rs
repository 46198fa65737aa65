//! The exceptions of the package: [`Error`] the base of them all;
//! [`ImpossibleEvent`], an event the laws cannot take (the table
//! unchanged); [`ScriptSyntaxError`], a script line that does not read;
//! [`RecordError`], a PBN or LIN record that does not read. The last two
//! carry `line` and `column` attributes.

use pyo3::create_exception;
use pyo3::exceptions::PyException;
use pyo3::prelude::*;
use tablelaw_formats::ScriptError;

create_exception!(
    tablelaw,
    Error,
    PyException,
    "The base of every error tablelaw raises."
);
create_exception!(
    tablelaw,
    ImpossibleEvent,
    Error,
    "An event that cannot happen (a card not held, an election when none is pending): the table is unchanged."
);
create_exception!(
    tablelaw,
    ScriptSyntaxError,
    Error,
    "A script line that does not read: `line` and `column` say where, `expected` and `found` what."
);
create_exception!(
    tablelaw,
    RecordError,
    Error,
    "A PBN or LIN record that does not read: `line` and `column` say where (None when unknown)."
);

/// An exception of type `T` with `message`, and the attributes given.
fn with_attributes<T: pyo3::PyTypeInfo>(
    py: Python<'_>,
    message: String,
    attributes: &[(&str, Option<usize>)],
    texts: &[(&str, &str)],
) -> PyErr {
    let err = PyErr::new::<T, _>(message);
    let value = err.value(py);
    for (name, v) in attributes {
        // Setting an attribute on a fresh exception object does not fail.
        let _ = value.setattr(*name, *v);
    }
    for (name, v) in texts {
        let _ = value.setattr(*name, *v);
    }
    err
}

/// A script syntax error as [`ScriptSyntaxError`].
pub fn syntax(py: Python<'_>, e: &ScriptError) -> PyErr {
    with_attributes::<ScriptSyntaxError>(
        py,
        e.to_string(),
        &[
            ("line", Some(e.position.line)),
            ("column", Some(e.position.column)),
        ],
        &[("expected", &e.expected), ("found", &e.found)],
    )
}

/// An event that cannot happen, as [`ImpossibleEvent`].
pub fn impossible(message: impl Into<String>) -> PyErr {
    PyErr::new::<ImpossibleEvent, _>(message.into())
}

/// A record read error as [`RecordError`], with its line and column.
pub fn record(py: Python<'_>, e: &tablelaw_formats::error::ReadError) -> PyErr {
    let (line, column) = match e.position() {
        Some((l, c)) => (Some(l), Some(c)),
        None => match e {
            tablelaw_formats::error::ReadError::GameTooLarge { line, .. } => (Some(*line), None),
            _ => (None, None),
        },
    };
    with_attributes::<RecordError>(
        py,
        e.to_string(),
        &[("line", line), ("column", column)],
        &[],
    )
}
