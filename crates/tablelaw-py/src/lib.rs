//! The Python package `tablelaw`, built with PyO3 and maturin: the referee
//! of every code of laws ([`table`]), the PBN and LIN readers
//! ([`records`], their games and boards in [`game`] and [`board`], a PBN
//! game read by [`collect`]), the check of records against the laws ([`check`]), the
//! duplicate scoring laws ([`score`]), a session's scoring ([`session`])
//! and random play ([`simulate`]).
//!
//! This crate is the native module `tablelaw._tablelaw`; the package's
//! Python files (`python/tablelaw`) put its names in front of users with
//! their type stubs. Build and install it with
//! `pip install ./crates/tablelaw-py`; its tests are the pytest suite in
//! `crates/tablelaw-py/tests`.
//!
//! The work that may run long (reading a record file, checking files,
//! simulating deals) releases the interpreter lock.

#![deny(missing_docs)]

pub mod board;
pub mod check;
pub mod collect;
mod convert;
pub mod errors;
pub mod game;
pub mod records;
pub mod score;
pub mod session;
pub mod simulate;
pub mod table;

use pyo3::prelude::*;

/// The native module `tablelaw._tablelaw`.
#[pymodule]
fn _tablelaw(m: &Bound<'_, PyModule>) -> PyResult<()> {
    let py = m.py();
    m.add("Error", py.get_type::<errors::Error>())?;
    m.add("ImpossibleEvent", py.get_type::<errors::ImpossibleEvent>())?;
    m.add(
        "ScriptSyntaxError",
        py.get_type::<errors::ScriptSyntaxError>(),
    )?;
    m.add("RecordError", py.get_type::<errors::RecordError>())?;
    m.add_class::<table::PyTable>()?;
    m.add_class::<session::PySession>()?;
    m.add_class::<records::PbnReader>()?;
    m.add_class::<game::PbnGame>()?;
    m.add_class::<records::LinReader>()?;
    m.add_class::<board::LinBoard>()?;
    m.add_function(wrap_pyfunction!(records::read_pbn, m)?)?;
    m.add_function(wrap_pyfunction!(records::read_lin, m)?)?;
    m.add_function(wrap_pyfunction!(check::check_files, m)?)?;
    m.add_function(wrap_pyfunction!(score::contract, m)?)?;
    m.add_function(wrap_pyfunction!(score::imps, m)?)?;
    m.add_function(wrap_pyfunction!(score::matchpoints, m)?)?;
    m.add_function(wrap_pyfunction!(score::board, m)?)?;
    m.add_function(wrap_pyfunction!(session::score_session, m)?)?;
    m.add_function(wrap_pyfunction!(simulate::simulate, m)?)?;
    m.add(
        "CODES",
        tablelaw::CodeId::KNOWN.map(|c| c.to_string()).to_vec(),
    )?;
    Ok(())
}
