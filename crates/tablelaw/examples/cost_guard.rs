//! The work that `bench/guards.sh` counts in instructions (callgrind, never
//! timed), each piece in a function of its own that the script measures by
//! name, for issue 39's regression guards:
//!
//! - `auction`: the real auctions of the PBN fixtures, sixteen passes
//!   through `Table` (a fresh table a deal: `guard_table`) and sixteen
//!   through the `contract-bridge` crate (`guard_peer`);
//! - `undo`: a euchre rubber of 60,000 events (each deal passed twice
//!   round), then 1,024 events more (`guard_events`) and one undo
//!   (`guard_undo`).
//!
//! ```sh
//! cargo run --release -p tablelaw --example cost_guard -- auction|undo
//! ```

use std::hint::black_box;

use tablelaw::codes::euchre::{Euchre, EuchreEvent, EuchreSetup};
use tablelaw::random::{RandomPlay, Rng};
use tablelaw::{Game, Seat, Table};

#[path = "../benches/support/auctions.rs"]
mod auctions;

const PASSES: usize = 16;

#[inline(never)]
fn guard_table(games: &[auctions::Game]) -> bool {
    (0..PASSES).all(|_| auctions::table_apply(black_box(games)))
}

#[inline(never)]
fn guard_peer(games: &[auctions::Game]) -> bool {
    (0..PASSES).all(|_| auctions::peer_apply(black_box(games)))
}

/// The next event of a euchre rubber whose every deal is passed twice round.
fn next_passed(t: &Table<Euchre>, rng: &mut Rng) -> EuchreEvent {
    let legal = t.legal_actions();
    match legal.iter().find(|e| matches!(e, EuchreEvent::Pass { .. })) {
        Some(pass) => pass.clone(),
        None => t.random_regular(rng).expect("a deal is due"),
    }
}

#[inline(never)]
fn guard_events(t: &mut Table<Euchre>, events: &[EuchreEvent]) {
    for e in events {
        t.apply(e.clone()).expect("a regular event");
    }
}

#[inline(never)]
fn guard_undo(t: &mut Table<Euchre>) {
    t.undo(1);
}

fn main() {
    match std::env::args().nth(1).as_deref() {
        Some("auction") => {
            let mut games = Vec::new();
            for text in auctions::pbn_texts(&auctions::pbn_dir()) {
                games.extend(auctions::load(&text).0);
            }
            assert!(guard_table(&games) && guard_peer(&games));
            println!("{} auctions, {PASSES} passes each way", games.len());
        }
        Some("undo") => {
            let mut rng = Rng::new(7);
            let mut t = Table::with_setup(EuchreSetup::new(Seat::North));
            for _ in 0..60_000 {
                let e = next_passed(&t, &mut rng);
                t.apply(e).expect("a regular event");
            }
            // The next events, found on a copy; the table's log has room
            // for them (it grew by doubling), so no copy of the log is
            // counted among them.
            let next: Vec<EuchreEvent> = {
                let mut copy = t.clone();
                (0..1_024)
                    .map(|_| {
                        let e = next_passed(&copy, &mut rng);
                        copy.apply(e.clone()).expect("a regular event");
                        e
                    })
                    .collect()
            };
            guard_events(&mut t, &next);
            guard_undo(&mut t);
            println!("{} events after the undo", t.log_len());
        }
        _ => {
            eprintln!("usage: cost_guard auction|undo");
            std::process::exit(2);
        }
    }
}
