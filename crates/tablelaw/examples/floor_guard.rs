//! The floor that `bench/guards.sh` counts in instructions (callgrind,
//! never timed), for issue 39's regression guard: 20,000 random deals of
//! contract bridge, every action drawn uniformly among the legal ones, as
//! the deals bench plays them (`benches/support/deals.rs`), through the
//! referee (`Table::bid_out`, `Table::play_out`: `guard_referee`) and
//! through the bare array loop (`guard_array_loop`): the same deals, the
//! same scores. Apart from `cost_guard`, so that neither binary's code
//! moves the other's counts.
//!
//! ```sh
//! cargo run --release -p tablelaw --example floor_guard
//! ```

use std::hint::black_box;

#[path = "../benches/support/deals.rs"]
mod deals;

/// The random deals each way.
const DEALS: usize = 20_000;

#[inline(never)]
fn guard_referee() -> i64 {
    deals::referee(DEALS, black_box(7), deals::uniform_call)
}

#[inline(never)]
fn guard_array_loop() -> i64 {
    deals::baseline(DEALS, black_box(7), deals::uniform_call)
}

fn main() {
    let (referee, array_loop) = (guard_referee(), guard_array_loop());
    assert_eq!(referee, array_loop, "the same deals, the same scores");
    println!("{DEALS} deals each way, north-south {referee}");
}
