//! Random complete deals with every action drawn uniformly among the legal
//! ones (the calls too, unlike `tablelaw simulate`, whose calls are mostly
//! passes), as OpenSpiel's random rollout draws them: for the comparison
//! with its `RandomRolloutEvaluator` (`bench/openspiel.sh`). Contract
//! bridge under duplicate-2017 through `Table` (kept and reset from deal to
//! deal, `Table::bid_out` and `Table::play_out`), the duplicate score of each
//! deal; euchre through the one random loop (`random::play_deal`, whose
//! euchre acts are already drawn uniformly among the legal events), deal
//! after deal of a rubber.
//!
//! With `FROM_EACH` = 1 (the default) each deal is shuffled here, which
//! OpenSpiel's rollout does not do (it starts from a dealt state): the
//! shuffle is counted against tablelaw. With `FROM_EACH` = k the work is
//! OpenSpiel's: `DEALS / k` dealt states, and k rollouts from each, each
//! from the dealt state again (the bridge table reset to the deal, the
//! euchre table copied as OpenSpiel clones its state, into the last
//! copy's memory by `clone_from`) to the deal's end.
//!
//! ```sh
//! cargo run --release -p tablelaw --example uniform_rollout -- bridge|euchre DEALS [SEED] [FROM_EACH]
//! ```
//!
//! Prints the code, the deals and a checksum (North-South's points, in
//! all); the caller times the process.

use tablelaw::codes::euchre::{Euchre, EuchreSetup};
use tablelaw::random::{RandomPlay, Rng, play_deal};
use tablelaw::score::Vulnerability;
use tablelaw::{CodeId, Seat, Side, Table, TableSetup};

/// `deals` contract-bridge deals, every action uniform among the legal,
/// `from_each` from each dealt state.
fn bridge(deals: u64, seed: u64, from_each: u64) -> i64 {
    let mut rng = Rng::new(seed);
    let mut table = Table::new(Seat::North);
    let mut total = 0i64;
    let mut setup = TableSetup::new(CodeId::Duplicate2017, Seat::North);
    for n in 0..deals {
        if n % from_each == 0 {
            let deal = rng.deal();
            let dealer = Seat::ALL[rng.below(4)];
            setup = TableSetup {
                code: CodeId::Duplicate2017,
                dealer,
                deal: Some(deal),
                vulnerability: Vulnerability::Neither,
            };
        }
        table.reset(setup.clone());
        table
            .bid_out(|_, legal| rng.call_of(legal))
            .expect("the calls are legal");
        table
            .play_out(|_, legal| rng.card_of(legal))
            .expect("the cards are legal");
        let score = table.duplicate_score().expect("scored");
        total += i64::from(score.score_for(Side::NorthSouth));
    }
    total
}

/// `deals` euchre deals, every act uniform among the legal events: deal
/// after deal of a rubber, or (`from_each` > 1) `from_each` from each dealt
/// state, the first deal of a rubber, dealt and cloned.
fn euchre(deals: u64, seed: u64, from_each: u64) -> i64 {
    let mut rng = Rng::new(seed);
    let mut total = 0i64;
    if from_each == 1 {
        let mut table: Option<Table<Euchre>> = None;
        for _ in 0..deals {
            let outcome = play_deal(&mut table, CodeId::Euchre, &mut rng, 0.0);
            assert!(outcome.finished, "{:?}", outcome.stuck);
            total += i64::from(outcome.ns_score);
        }
        return total;
    }
    let mut dealt = Table::with_setup(EuchreSetup::new(Seat::North));
    // Each rollout's copy is made into the last one's memory (`clone_from`).
    let mut table = dealt.clone();
    for n in 0..deals {
        if n % from_each == 0 {
            dealt = Table::with_setup(EuchreSetup::new(Seat::ALL[rng.below(4)]));
            let deal = dealt.random_regular(&mut rng).expect("a deal");
            dealt.apply(deal).expect("the deal");
        }
        table.clone_from(&dealt);
        let done = Euchre::play_out_regular(&mut table, &mut rng);
        assert!(matches!(done, Some(Ok(()))), "{done:?}");
        let points = table.deal_points().expect("scored");
        total += i64::from(points.0[0] - points.0[1]);
    }
    total
}

fn main() {
    let mut args = std::env::args().skip(1);
    let code = args.next().unwrap_or_else(|| "bridge".into());
    let deals: u64 = args.next().and_then(|a| a.parse().ok()).unwrap_or(100_000);
    let seed: u64 = args.next().and_then(|a| a.parse().ok()).unwrap_or(1);
    let from_each: u64 = args.next().and_then(|a| a.parse().ok()).unwrap_or(1).max(1);
    let total = match code.as_str() {
        "bridge" => bridge(deals, seed, from_each),
        "euchre" => euchre(deals, seed, from_each),
        _ => {
            eprintln!("usage: uniform_rollout bridge|euchre [DEALS] [SEED] [FROM_EACH]");
            std::process::exit(2);
        }
    };
    println!("{code} {deals} deals, north-south {total}");
}
