//! What a rubber of euchre holds in memory for each deal (Laws 28, 41): a
//! misdeal is a compact record (its number, dealer, end and ruling), kept
//! once however many copies of the state the table keeps for its undo,
//! and its event in the log; so the memory a rubber holds grows by a small
//! constant a deal, and a million misdeals fit. Measured with a counting
//! allocator around the system's (the bytes live and their peak), never
//! with a clock. One test in this file: the count is the process's.

use peak_alloc::PeakAlloc;
use tablelaw::Seat;
use tablelaw::codes::euchre::{EuchreEvent, EuchreGame, EuchreSetup};

#[global_allocator]
static ALLOCATOR: PeakAlloc = PeakAlloc;

/// The most bytes a misdeal may add to the peak. Measured: 449 a deal;
/// the record, 112 bytes in its block, its ruling, 144, and the ruling's
/// text, 47; the event in the log, 48, and the room of a growing log
/// (this allocator counts a reallocation's old and new room at once, up
/// to three events' room an event). A misdeal kept as the record of a
/// hand dealt (1,032 bytes before its ruling), copied into each of the
/// table's checkpoints (up to eight), as the rubber once kept it, costs
/// several thousand.
const BYTES_A_MISDEAL: usize = 600;

/// The peak of the bytes live while a rubber of `misdeals` misdeals is
/// refereed from nothing, above what was live before, and the rubber's
/// last deal.
fn peak_for(misdeals: u64) -> (usize, Option<(u64, Seat)>) {
    let before = ALLOCATOR.current_usage();
    ALLOCATOR.reset_peak_usage();
    let mut g = EuchreGame::with_setup(EuchreSetup::new(Seat::North));
    for _ in 0..misdeals {
        g.apply(EuchreEvent::Misdeal { excuse: None })
            .expect("a misdeal");
    }
    let peak = ALLOCATOR.peak_usage().saturating_sub(before);
    let last = g.deals().last().map(|d| (d.number, d.dealer));
    (peak, last)
}

/// Laws 28, 41: ten times the misdeals cost ten times the memory, less
/// what any rubber costs: a small constant a deal, whatever the count (a
/// quadratic cost, or a deal copied into each checkpoint, would not fit).
#[test]
fn a_misdeal_costs_the_rubber_a_small_constant_in_memory() {
    const N: u64 = 20_000;
    let (small, last) = peak_for(N);
    assert_eq!(last, Some((N, Seat::West)));
    let (large, last) = peak_for(10 * N);
    assert_eq!(last, Some((10 * N, Seat::West)));
    let per_deal = large.saturating_sub(small) / (9 * N as usize);
    eprintln!(
        "peak: {small} bytes for {N} misdeals, {large} for ten times as many: {per_deal} a misdeal"
    );
    assert!(
        per_deal <= BYTES_A_MISDEAL,
        "{per_deal} bytes a misdeal ({small} for {N}, {large} for {})",
        10 * N
    );
    // The fixed part is small too: N misdeals cost no more than the
    // constant a deal, with room for the log's and the blocks' doubling.
    assert!(small <= 2 * BYTES_A_MISDEAL * N as usize, "{small} for {N}");
}
