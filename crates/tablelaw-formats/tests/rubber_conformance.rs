//! The conformance of whole rubbers ([`RubberTable`]), for the three codes
//! scored by the rubber, over random deals played with random regular
//! actions and random steps between deals:
//!
//! - a step refused changes nothing (the steps, the sheet, the deal);
//! - the steps fold again, from the first deal's setup, to the same sheet
//!   and the same deal in progress; `undo(n)` is the fold of all but the
//!   last `n` steps;
//! - the rubber's script (through [`AnyTable`]) reads back to the same
//!   steps and the same report;
//! - the next deal is dealt by the player on the dealer's left, or by the
//!   same dealer after a deal made void;
//! - the next deal is refused exactly while the deal in progress is not
//!   over or the rubber is won; a won rubber has a winner with two games.
//!
//! `TABLELAW_CASES` sets the number of cases for a longer run.

use proptest::prelude::*;
use proptest::test_runner::TestCaseError;
use tablelaw::codes::auction_bridge::{AuctionBridge, AuctionBridgeSetup};
use tablelaw::codes::bridge_whist::{BridgeWhist, WhistSetup};
use tablelaw::random::Rng;
use tablelaw::{ByTheRubber, CodeId, ContractBridge, RubberStep, RubberTable, Seat, TableSetup};
use tablelaw_formats::report::RubberReport;
use tablelaw_formats::table::AnyTable;

/// The number of cases: `TABLELAW_CASES`, or `default`.
fn cases(default: u32) -> u32 {
    std::env::var("TABLELAW_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// The rubber `steps` make from `setup`.
fn fold<G: ByTheRubber>(
    setup: &G::Setup,
    steps: &[RubberStep<G::Event>],
) -> Result<RubberTable<G>, TestCaseError> {
    let mut r = RubberTable::<G>::new(setup.clone())
        .map_err(|e| TestCaseError::fail(format!("no rubber: {e}")))?;
    for (i, s) in steps.iter().enumerate() {
        r.apply(s.clone())
            .map_err(|e| TestCaseError::fail(format!("step {} does not fold again: {e}", i + 1)))?;
    }
    Ok(r)
}

fn same<G: ByTheRubber>(
    a: &RubberTable<G>,
    b: &RubberTable<G>,
    what: &str,
) -> Result<(), TestCaseError> {
    prop_assert_eq!(a.steps(), b.steps(), "{}: the steps", what);
    prop_assert_eq!(a.sheet(), b.sheet(), "{}: the sheet", what);
    prop_assert_eq!(
        a.table().setup(),
        b.table().setup(),
        "{}: the deal's setup",
        what
    );
    prop_assert_eq!(a.is_over(), b.is_over(), "{}: over", what);
    Ok(())
}

/// Random rubbers: at each step, mostly a regular action of the deal in
/// progress, sometimes the next deal (its cards from the case's seed), the
/// end of the rubber, or an undo.
fn conforms<G>(setup: G::Setup, seed: u64, picks: &[(u8, usize)]) -> Result<(), TestCaseError>
where
    G: ByTheRubber + RubberReport,
    AnyTable: From<RubberTable<G>>,
{
    let first = setup.clone();
    let mut rng = Rng::new(seed);
    let mut r = RubberTable::<G>::new(setup).map_err(|e| TestCaseError::fail(e.to_string()))?;
    for &(kind, pick) in picks {
        let before = r.clone();
        match kind {
            0..=84 => {
                let legal = r.table().legal_actions();
                if legal.is_empty() {
                    continue;
                }
                let event = legal[pick % legal.len()].clone();
                if r.is_unfinished() {
                    // Ended before this deal began: nothing follows.
                    prop_assert!(r.apply(RubberStep::Event(event)).is_err());
                    same(&r, &before, "an event after the end")?;
                    continue;
                }
                r.apply(RubberStep::Event(event))
                    .map_err(|e| TestCaseError::fail(format!("a legal action refused: {e}")))?;
            }
            85..=94 => {
                let deal_over = r.table().is_over();
                let won = r.is_over();
                let dealer = r.table().state().next_dealer();
                let step = RubberStep::NextDeal {
                    deal: Some(rng.deal()),
                };
                match r.apply(step) {
                    Ok(()) => {
                        prop_assert!(
                            deal_over && !won,
                            "the next deal taken while it could not be"
                        );
                        prop_assert_eq!(G::setup_dealer(r.table().setup()), dealer);
                    }
                    Err(_) => same(&r, &before, "the next deal refused")?,
                }
            }
            95..=96 => {
                if r.apply(RubberStep::EndUnfinished).is_err() {
                    same(&r, &before, "the end refused")?;
                }
            }
            _ => {
                let n = pick % 4;
                let steps = r.steps();
                let taken = r.undo(n);
                prop_assert_eq!(taken, n.min(steps.len()));
                same(
                    &r,
                    &fold::<G>(&first, &steps[..steps.len() - taken])?,
                    "undo",
                )?;
            }
        }
        let sheet = r.sheet();
        if G::is_won(&sheet) {
            prop_assert!(r.is_over());
        }
    }
    // The steps fold again to the same rubber.
    same(&r, &fold::<G>(&first, &r.steps())?, "the fold")?;
    // The rubber's script reads back to the same steps and report.
    let any = AnyTable::from(r.clone());
    let (read, _) = AnyTable::from_script(&any.script(), None).map_err(|e| {
        TestCaseError::fail(format!(
            "the script does not read back: {e}\n{}",
            any.script()
        ))
    })?;
    prop_assert_eq!(read.events(), any.events());
    prop_assert_eq!(
        serde_json::to_value(read.report()).ok(),
        serde_json::to_value(any.report()).ok()
    );
    let report = any.report();
    let rubber = report.rubber.expect("a rubber reports its sheet");
    // The totals are the sums above and below the line (where no sum
    // reaches the limit of the points, as bridge whist's doubling can).
    for (total, above, below) in [
        (rubber.totals.ns, rubber.above.ns, rubber.below.ns),
        (rubber.totals.ew, rubber.above.ew, rubber.below.ew),
    ] {
        let sum = i64::from(above) + i64::from(below);
        if sum.abs() < 1_000_000_000 {
            prop_assert_eq!(i64::from(total), sum);
        }
    }
    if let Some(w) = &rubber.winner {
        let games = if w == "NS" {
            rubber.games.ns
        } else {
            rubber.games.ew
        };
        prop_assert_eq!(games, 2);
    }
    Ok(())
}

fn picks() -> impl Strategy<Value = Vec<(u8, usize)>> {
    prop::collection::vec((0u8..100, any::<usize>()), 0..400)
}

fn dealer() -> impl Strategy<Value = Seat> {
    prop::sample::select(Seat::ALL.to_vec())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: cases(24), ..ProptestConfig::default() })]

    #[test]
    fn rubber_rubbers_conform(dealer in dealer(), seed in any::<u64>(), picks in picks()) {
        let mut setup = TableSetup::new(CodeId::Rubber, dealer);
        setup.deal = Some(Rng::new(seed ^ 1).deal());
        conforms::<ContractBridge>(setup, seed, &picks)?;
    }

    #[test]
    fn auction_bridge_rubbers_conform(dealer in dealer(), seed in any::<u64>(), picks in picks()) {
        let mut setup = AuctionBridgeSetup::new(dealer);
        setup.deal = Some(Rng::new(seed ^ 1).deal());
        conforms::<AuctionBridge>(setup, seed, &picks)?;
    }

    #[test]
    fn bridge_whist_rubbers_conform(dealer in dealer(), seed in any::<u64>(), picks in picks()) {
        let mut setup = WhistSetup::new(dealer);
        setup.deal = Some(Rng::new(seed ^ 1).deal());
        conforms::<BridgeWhist>(setup, seed, &picks)?;
    }
}
