//! Random complete deals with every action drawn uniformly among the legal
//! ones (the calls too, unlike `tablelaw simulate`, whose calls are mostly
//! passes), as OpenSpiel's random rollout draws them: for the comparison
//! with its `RandomRolloutEvaluator` (`bench/openspiel.sh`). Contract
//! bridge under duplicate-2017 through `Table` (kept and reset from deal to
//! deal, `Table::call` and `Table::play_card`), the duplicate score of each
//! deal; euchre through the one random loop (`random::play_deal`, whose
//! euchre acts are already drawn uniformly among the legal events), deal
//! after deal of a rubber. Each deal is shuffled here (OpenSpiel's rollout
//! starts after the deal: the shuffle is counted against tablelaw).
//!
//! ```sh
//! cargo run --release -p tablelaw --example uniform_rollout -- bridge|euchre DEALS [SEED]
//! ```
//!
//! Prints the code, the deals and a checksum (North-South's points, in
//! all); the caller times the process.

use tablelaw::codes::euchre::Euchre;
use tablelaw::random::{Rng, play_deal};
use tablelaw::score::Vulnerability;
use tablelaw::{CodeId, Seat, Side, Table, TableSetup};

/// `deals` contract-bridge deals, every action uniform among the legal.
fn bridge(deals: u64, seed: u64) -> i64 {
    let mut rng = Rng::new(seed);
    let mut table = Table::new(Seat::North);
    let mut total = 0i64;
    for _ in 0..deals {
        let deal = rng.deal();
        let dealer = Seat::ALL[rng.below(4)];
        table.reset(TableSetup {
            code: CodeId::Duplicate2017,
            dealer,
            deal: Some(deal),
            vulnerability: Vulnerability::Neither,
        });
        while let Some(seat) = table.turn() {
            let legal = table.legal_calls();
            let call = legal
                .iter()
                .nth(rng.below(legal.len()))
                .expect("a legal call");
            table.call(seat, call).expect("the call is legal");
        }
        while let Some((seat, legal)) = table
            .play()
            .and_then(|p| Some((p.turn()?, p.legal_plays())))
        {
            let card = rng.card_of(legal).expect("a legal card");
            table.play_card(seat, card).expect("the card is legal");
        }
        let score = table.duplicate_score().expect("scored");
        total += i64::from(score.score_for(Side::NorthSouth));
    }
    total
}

/// `deals` euchre deals, every act uniform among the legal events.
fn euchre(deals: u64, seed: u64) -> i64 {
    let mut rng = Rng::new(seed);
    let mut table: Option<Table<Euchre>> = None;
    let mut total = 0i64;
    for _ in 0..deals {
        let outcome = play_deal(&mut table, CodeId::Euchre, &mut rng, 0.0);
        assert!(outcome.finished, "{:?}", outcome.stuck);
        total += i64::from(outcome.ns_score);
    }
    total
}

fn main() {
    let mut args = std::env::args().skip(1);
    let code = args.next().unwrap_or_else(|| "bridge".into());
    let deals: u64 = args.next().and_then(|a| a.parse().ok()).unwrap_or(100_000);
    let seed: u64 = args.next().and_then(|a| a.parse().ok()).unwrap_or(1);
    let total = match code.as_str() {
        "bridge" => bridge(deals, seed),
        "euchre" => euchre(deals, seed),
        _ => {
            eprintln!("usage: uniform_rollout bridge|euchre [DEALS] [SEED]");
            std::process::exit(2);
        }
    };
    println!("{code} {deals} deals, north-south {total}");
}
