//! The actions a random deal takes under each code (a call, a declaration,
//! a pass, an order-up, a discard, a card: every event of the log but
//! euchre's deal, which is chance), for the cost of an action in
//! BENCHMARKS.md. The deals are those `tablelaw simulate --seed S --jobs 1`
//! plays, with no irregular event.
//!
//! ```sh
//! cargo run --release -p tablelaw --example random_actions -- [DEALS] [SEED]
//! ```

use tablelaw::codes::auction_bridge::AuctionBridge;
use tablelaw::codes::bridge_whist::BridgeWhist;
use tablelaw::codes::euchre::{Euchre, EuchreEvent};
use tablelaw::random::{RandomPlay, Rng, play_deal};
use tablelaw::{CodeId, ContractBridge, Table};

/// The actions of `deals` random deals from `seed` under `code`, counted
/// by `is_action` over each deal's part of the log.
fn actions<G: RandomPlay>(
    code: CodeId,
    deals: u64,
    seed: u64,
    is_action: fn(&G::Event) -> bool,
) -> u64 {
    let mut rng = Rng::new(seed);
    let mut table: Option<Table<G>> = None;
    let mut total = 0;
    for _ in 0..deals {
        // The loop starts a fresh table on the same condition.
        let before = match &table {
            Some(t) if !(t.fresh_table() || t.is_over()) => t.log().len(),
            _ => 0,
        };
        let outcome = play_deal(&mut table, code, &mut rng, 0.0);
        assert!(outcome.finished, "{code}: {:?}", outcome.stuck);
        if let Some(t) = &table {
            let log = t.log();
            total += log[before..].iter().filter(|e| is_action(e)).count() as u64;
        }
    }
    total
}

fn main() {
    let mut args = std::env::args().skip(1);
    let deals: u64 = args.next().and_then(|a| a.parse().ok()).unwrap_or(20_000);
    let seed: u64 = args.next().and_then(|a| a.parse().ok()).unwrap_or(1);
    let all = |_: &_| true;
    for code in [CodeId::Duplicate2017, CodeId::Rubber, CodeId::Duplicate2007] {
        let n = actions::<ContractBridge>(code, deals, seed, all);
        report(code, deals, n);
    }
    let n = actions::<AuctionBridge>(CodeId::AuctionBridge, deals, seed, |_| true);
    report(CodeId::AuctionBridge, deals, n);
    let n = actions::<BridgeWhist>(CodeId::BridgeWhist, deals, seed, |_| true);
    report(CodeId::BridgeWhist, deals, n);
    let n = actions::<Euchre>(CodeId::Euchre, deals, seed, |e| {
        !matches!(e, EuchreEvent::Deal(_))
    });
    report(CodeId::Euchre, deals, n);
}

fn report(code: CodeId, deals: u64, actions: u64) {
    println!(
        "{code}: {deals} deals, {actions} actions, {:.2} actions a deal",
        actions as f64 / deals as f64
    );
}
