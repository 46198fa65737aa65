//! `tablelaw.simulate`: random complete deals under a code of laws through
//! the one loop of random play ([`tablelaw::random::Dealing`]: whole
//! rubbers under the codes scored by the rubber), as `tablelaw simulate
//! --json` summarises them.

use std::time::Instant;

use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use serde_json::json;
use tablelaw::codes::auction_bridge::AuctionBridge;
use tablelaw::codes::bridge_whist::BridgeWhist;
use tablelaw::codes::euchre::Euchre;
use tablelaw::random::{Dealing, RandomPlay, Rng, Summary};
use tablelaw::{ByTheRubber, CodeId, ContractBridge};
use tablelaw_formats::script::ScriptedGame;

use crate::convert::to_py;
use crate::table::code;

/// How many deals are played between two looks for an interrupt.
const CHUNK: u64 = 4096;

/// Plays the deals with the lock released, a chunk at a time, looking
/// between chunks for an interrupt (Ctrl-C raises KeyboardInterrupt).
fn run<G>(py: Python<'_>, code: CodeId, deals: u64, rate: f64, seed: u64) -> PyResult<Summary>
where
    G: RandomPlay + ByTheRubber + ScriptedGame + Send,
    G::Setup: Send,
    G::Event: Send,
    G::Sheet: Send,
{
    let mut rng = Rng::new(seed);
    let mut summary = Summary::default();
    let mut dealing = Dealing::<G>::new(code);
    let mut left = deals;
    while left > 0 {
        let n = left.min(CHUNK);
        py.detach(|| {
            for _ in 0..n {
                let outcome = dealing.play(&mut rng, rate);
                if outcome.stuck.is_some()
                    && summary.first_stuck.is_none()
                    && let Some(t) = dealing.table()
                {
                    summary.first_stuck = Some(G::write(t.setup(), &t.log()));
                }
                summary.add(&outcome);
            }
        });
        left -= n;
        py.check_signals()?;
    }
    Ok(summary)
}

/// Plays `deals` random complete deals under `laws`, with irregular events
/// at the rate `irregular` (0 to 1), from `seed` (the same seed plays the
/// same deals), and returns the summary of `tablelaw simulate --json`:
/// `laws`, `deals`, `finished`, `passed_out`, `contracts` (by
/// denomination), `seconds`, `deals_per_second`, `mean_ns_score`,
/// `irregular_events`, `rulings`, `new_deals`, `unfinished` (why, with how
/// many) and `first_unfinished_script`; under the codes scored by the
/// rubber (`rubber`, `auction-bridge`, `bridge-whist`), whose deals make
/// whole rubbers, also `rubbers` (won), `deals_per_rubber` and
/// `rubbers_per_second`. The lock is released while the
/// deals are played; an interrupt (Ctrl-C) stops them with
/// KeyboardInterrupt.
#[pyfunction]
#[pyo3(signature = (laws="duplicate-2017", deals=1000, irregular=0.0, seed=1))]
pub fn simulate<'py>(
    py: Python<'py>,
    laws: &str,
    deals: u64,
    irregular: f64,
    seed: u64,
) -> PyResult<Bound<'py, PyAny>> {
    let code = code(laws)?;
    if !(0.0..=1.0).contains(&irregular) {
        return Err(PyValueError::new_err(format!(
            "irregular is a rate from 0 to 1, not {irregular}"
        )));
    }
    if deals == 0 {
        return Err(PyValueError::new_err("deals: at least one"));
    }
    let start = Instant::now();
    let s = match code {
        CodeId::AuctionBridge => run::<AuctionBridge>(py, code, deals, irregular, seed)?,
        CodeId::BridgeWhist => run::<BridgeWhist>(py, code, deals, irregular, seed)?,
        CodeId::Euchre => run::<Euchre>(py, code, deals, irregular, seed)?,
        c if c.is_contract_bridge() => run::<ContractBridge>(py, code, deals, irregular, seed)?,
        _ => {
            return Err(PyValueError::new_err(format!(
                "no random play for {code} yet"
            )));
        }
    };
    let seconds = start.elapsed().as_secs_f64();
    let mut out = json!({
        "laws": code.to_string(),
        "deals": s.deals,
        "finished": s.finished,
        "passed_out": s.passed_out,
        "contracts": s.contracts,
        "seconds": seconds,
        "deals_per_second": s.deals as f64 / seconds.max(1e-9),
        "mean_ns_score": s.ns_points as f64 / s.deals.max(1) as f64,
        "irregular_events": s.irregular,
        "rulings": s.rulings,
        "new_deals": s.new_deals,
        "unfinished": s.stuck,
        "first_unfinished_script": s.first_stuck,
    });
    if matches!(
        code,
        CodeId::Rubber | CodeId::AuctionBridge | CodeId::BridgeWhist
    ) {
        out["rubbers"] = json!(s.rubbers);
        out["deals_per_rubber"] =
            json!((s.rubbers > 0).then(|| s.rubber_deals as f64 / s.rubbers as f64));
        out["rubbers_per_second"] = json!(s.rubbers as f64 / seconds.max(1e-9));
    }
    to_py(py, &out)
}
