//! One conformance suite for every code of laws (issue 9): the promises of
//! the one referee interface, [`tablelaw::Game`], checked by one generic
//! property over random deals and random sequences of regular and
//! irregular events, driving a [`Table<G>`] and nothing else.
//!
//! [`conforms`] asserts, for any game:
//! - every regular action is accepted; the regular actions are
//!   `legal_actions()` (picked by index) and, while a ruling is pending,
//!   the events of its `elections()` built by [`election_events`];
//! - every event of `legal_actions()` applies (tried on a copy);
//! - `legal_actions()` is empty exactly when the deal is over or nothing is
//!   due of the players (the table waits for chance: euchre's next deal);
//! - a refused event changes nothing, neither the state nor the log;
//! - a legal action in a deal with no irregularity so far raises no ruling
//!   naming an offender;
//! - the turn is defined while the deal runs (`!is_over()` ⇒ someone is on
//!   turn or a ruling is pending);
//! - a finished deal has its points (`is_over()` ⇒ `points()`, unless the
//!   laws void the deal for a new one);
//! - every obligation `in_force()` is on a seat (its type says so), cites
//!   a law of the table's code (no code cites another's here: the rubber
//!   code, which takes the 2007 wording of Law 46, cites its own laws),
//!   and the ruling it names, if any, is one given;
//! - the cards are conserved;
//! - the log folds again to the same state, the same log and the same
//!   notes (the events the laws take no notice of); the log, and the whole
//!   table, survive JSON; the log survives the code's table script;
//!   `undo(n)` is the fold of the log but its last `n` events.
//!
//! What differs by game and is not in the trait (how a random table is
//! set up, the irregular events to throw at it, where its cards may be,
//! its table script) is a [`Rig`], one small impl per game in
//! `conformance/`: contract bridge in `games_bridge.rs` (with what the
//! bridge family shares), auction bridge and bridge whist in
//! `games_historic.rs`, euchre in `games_euchre.rs`; none forwards a
//! method of `Game`.
//!
//! A failure prints the table as a script that `tablelaw rule` replays,
//! after proptest has shrunk the case to a minimal one.
//! `TABLELAW_CASES` sets the number of cases for a longer run.
//!
//! The suite lives beside the script readers and writers (this crate), which
//! it needs for the replayable scripts; the engines are `tablelaw`'s.

use core::fmt::Debug;

use proptest::prelude::*;
use proptest::test_runner::TestCaseError;
use tablelaw::referee::election_events;
use tablelaw::{CodeId, Game, Table};

mod conformance {
    pub mod games_bridge;
    pub mod games_euchre;
    pub mod games_historic;
}

use conformance::{games_bridge, games_euchre, games_historic};
use tablelaw::ContractBridge;
use tablelaw::codes::auction_bridge::AuctionBridge;
use tablelaw::codes::bridge_whist::BridgeWhist;
use tablelaw::codes::euchre::Euchre;

/// What the suite needs of a game beyond [`Game`]: only what differs by
/// game and is not in the trait.
pub trait Rig: Game {
    /// A random case: the setup, and any chance the table does not hold
    /// (euchre's shuffled packs, dealt deal after deal).
    type Case: Clone + Debug;

    /// The setup of the table.
    fn setup(case: &Self::Case) -> Self::Setup;

    /// The event chance brings now, if the table waits for it (euchre's
    /// next deal); `None` for a game whose setup holds the deal.
    fn chance(_case: &Self::Case, _table: &Table<Self>) -> Option<Self::Event> {
        None
    }

    /// An irregular (or impossible) event chosen by `pick`.
    fn irregular(table: &Table<Self>, pick: usize) -> Self::Event;

    /// Every card is in exactly one of the game's places.
    fn cards_conserved(table: &Table<Self>) -> bool;

    /// The setup and `log` as the table script of the game's code, which
    /// `tablelaw rule` replays.
    fn write_script(setup: &Self::Setup, log: &[Self::Event]) -> String;

    /// The events of a script read back, or why it does not read.
    fn read_script(text: &str) -> Result<Vec<Self::Event>, String>;

    /// Whether the event is an election among a ruling's options.
    fn is_election(event: &Self::Event) -> bool;

    /// The regular action a random walk leans to, two times in three (a
    /// pass, so that auctions end).
    fn leans_to(_event: &Self::Event) -> bool {
        false
    }

    /// The deal is over without points, by law: a new deal demanded.
    fn void(_table: &Table<Self>) -> bool {
        false
    }

    /// For a game of several deals (euchre's rubber): every finished deal
    /// kept has its score.
    fn deals_scored(_table: &Table<Self>) -> bool {
        true
    }
}

/// The one property, for any game: on a failure, the message ends with
/// the table as a script.
pub fn conforms<G: Rig>(case: G::Case, steps: &[(bool, usize)]) -> Result<(), TestCaseError> {
    let setup = G::setup(&case);
    let mut t: Table<G> = Table::with_setup(setup.clone());
    check::<G>(&case, &mut t, steps).map_err(|e| {
        let script = G::write_script(&setup, &t.log());
        TestCaseError::fail(format!(
            "{e}\n\nthe table up to the failure, as a script that `tablelaw rule` replays:\n{script}"
        ))
    })
}

fn state<G: Game>(t: &Table<G>) -> String {
    format!("{:?}", t.state())
}

/// The number of rulings naming an offender in the deal under way (the
/// others are the laws' own turns: a deal passed out, a lead penalty's
/// choice falling due, the club limit reached).
fn irregularities<G: Game>(t: &Table<G>) -> usize {
    t.rulings().iter().filter(|r| r.offender.is_some()).count()
}

/// The regular actions open now: while a ruling is pending, those of
/// `legal_actions()` that are not elections (the card a Law 46 question
/// awaits) and the events of the ruling's `elections()`; else
/// `legal_actions()`.
fn regular_actions<G: Rig>(t: &Table<G>) -> Vec<G::Event> {
    let legal = t.legal_actions();
    if t.pending().is_none() {
        return legal;
    }
    let mut out: Vec<G::Event> = legal.into_iter().filter(|e| !G::is_election(e)).collect();
    out.extend(election_events(t.state(), &t.elections()));
    out
}

/// The regular action chosen by `pick`, leaning to [`Rig::leans_to`].
fn pick_regular<G: Rig>(actions: &[G::Event], pick: usize) -> Option<G::Event> {
    if !pick.is_multiple_of(3)
        && let Some(e) = actions.iter().find(|e| G::leans_to(e))
    {
        return Some(e.clone());
    }
    choose(actions, pick / 3)
}

fn check<G: Rig>(
    case: &G::Case,
    t: &mut Table<G>,
    steps: &[(bool, usize)],
) -> Result<(), TestCaseError> {
    invariants::<G>(case, t)?;
    for &(regular, pick) in steps {
        let before = state(t);
        let log_before = t.log().into_owned();
        let chance = if regular { G::chance(case, t) } else { None };
        if let Some(event) = chance {
            // The table waits for chance (euchre's next deal), not for a player.
            if let Err(e) = t.apply(event.clone()) {
                return Err(TestCaseError::fail(format!(
                    "chance's {event:?} was refused: {e:?}"
                )));
            }
        } else if regular {
            let Some(event) = pick_regular::<G>(&regular_actions(t), pick) else {
                continue;
            };
            let election = G::is_election(&event);
            let irregularities = irregularities(t);
            match t.apply(event.clone()) {
                Ok(()) => {}
                Err(e) => {
                    return Err(TestCaseError::fail(format!(
                        "the regular {event:?} was refused: {e:?}"
                    )));
                }
            }
            // A legal action is regular: in a deal with no irregularity so
            // far it raises none (after one, a legal call may bring on the
            // penalty the laws attach to it, such as Law 31(b)(ii)'s).
            prop_assert!(
                election || irregularities > 0 || self::irregularities(t) == 0,
                "the regular {:?} was ruled an irregularity",
                event
            );
        } else {
            let event = G::irregular(t, pick);
            if t.apply(event.clone()).is_err() {
                prop_assert_eq!(
                    state(t),
                    before,
                    "the refused {:?} changed the state",
                    event
                );
                prop_assert_eq!(
                    &*t.log(),
                    &log_before[..],
                    "the refused {:?} changed the log",
                    event
                );
            }
        }
        invariants::<G>(case, t)?;
    }
    let log = t.log().into_owned();
    // The state is the fold of the log.
    let refolded = Table::<G>::from_log(G::setup(case), log.clone())
        .map_err(|(i, e)| TestCaseError::fail(format!("refolding: event {i}: {e}")))?;
    prop_assert_eq!(state(&refolded), state(t), "refolded");
    prop_assert_eq!(&*refolded.log(), &log[..]);
    prop_assert_eq!(refolded.notes(), t.notes(), "the notes refolded");
    // The log survives serialisation, and so does the whole table.
    let json = serde_json::to_string(&log).map_err(|e| TestCaseError::fail(e.to_string()))?;
    let back: Vec<G::Event> =
        serde_json::from_str(&json).map_err(|e| TestCaseError::fail(format!("{e}: {json}")))?;
    prop_assert_eq!(&back, &log);
    let json = serde_json::to_string(&*t).map_err(|e| TestCaseError::fail(e.to_string()))?;
    let back: Table<G> =
        serde_json::from_str(&json).map_err(|e| TestCaseError::fail(format!("{e}: {json}")))?;
    prop_assert_eq!(back.setup(), t.setup(), "the table's setup through JSON");
    prop_assert_eq!(state(&back), state(t), "the table through JSON");
    prop_assert_eq!(&*back.log(), &log[..], "the table's log through JSON");
    prop_assert_eq!(back.notes(), t.notes(), "the table's notes through JSON");
    // The log survives the table script, so the script printed on a
    // failure replays the table.
    let script = G::write_script(t.setup(), &log);
    let read = G::read_script(&script)
        .map_err(|e| TestCaseError::fail(format!("the script does not read: {e}")))?;
    prop_assert_eq!(&read, &log, "the script read back");
    // Undo(n) is the fold of the first len - n events.
    for n in [1, log.len() / 2, log.len()] {
        let mut undone = t.clone();
        undone.undo(n);
        let prefix =
            Table::<G>::from_log(G::setup(case), log[..log.len() - n.min(log.len())].to_vec())
                .map_err(|(i, e)| {
                    TestCaseError::fail(format!("folding a prefix: event {i}: {e}"))
                })?;
        prop_assert_eq!(state(&undone), state(&prefix), "undo({})", n);
        prop_assert_eq!(undone.log(), prefix.log());
        prop_assert_eq!(undone.notes(), prefix.notes(), "undo({}): the notes", n);
    }
    Ok(())
}

/// What holds after every step.
fn invariants<G: Rig>(case: &G::Case, t: &Table<G>) -> Result<(), TestCaseError> {
    let over = t.is_over();
    let pending = t.pending().is_some();
    prop_assert!(over || t.turn().is_some() || pending, "no one to act");
    prop_assert!(
        !over || G::void(t) || t.points().is_some(),
        "the deal is over, without points"
    );
    prop_assert!(G::deals_scored(t), "a finished deal has no score");
    prop_assert!(G::cards_conserved(t), "the cards are not conserved");
    // The legal actions: none exactly when nothing is due of the players.
    let legal = t.legal_actions();
    let waits = G::chance(case, t).is_some();
    prop_assert!(
        legal.is_empty() == (over || waits),
        "legal_actions() {:?}, the deal over: {}, waiting for chance: {}",
        legal,
        over,
        waits
    );
    for event in &legal {
        let mut copy = t.clone();
        if let Err(e) = copy.apply(event.clone()) {
            return Err(TestCaseError::fail(format!(
                "the legal action {event:?} was refused: {e:?}"
            )));
        }
    }
    // Every election listed is accepted, by every elector, with every
    // call or suit it names.
    for event in election_events(t.state(), &t.elections()) {
        let mut copy = t.clone();
        if let Err(e) = copy.apply(event.clone()) {
            return Err(TestCaseError::fail(format!(
                "the listed election {event:?} was refused: {e:?}"
            )));
        }
    }
    // The obligations in force: each on a seat (the type says so), under a
    // law of the table's code, imposed by a ruling given if it names one.
    let code: CodeId = t.code();
    for f in t.in_force() {
        prop_assert_eq!(f.law.code, code, "{:?} cites another code", f);
        if let Some(r) = f.ruling {
            prop_assert!(r < t.rulings().len(), "{:?} names no ruling given", f);
        }
    }
    Ok(())
}

/// The number of cases: `TABLELAW_CASES`, or `default`.
fn cases(default: u32) -> u32 {
    std::env::var("TABLELAW_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// Random steps: mostly regular, so that deals reach the play and the score.
fn steps() -> impl Strategy<Value = Vec<(bool, usize)>> {
    prop::collection::vec((prop::bool::weighted(0.85), any::<usize>()), 0..240)
}

/// The element of `items` chosen by `pick`.
pub fn choose<T: Clone>(items: &[T], pick: usize) -> Option<T> {
    (!items.is_empty()).then(|| items[pick % items.len()].clone())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: cases(64), ..ProptestConfig::default() })]

    #[test]
    fn rubber_conforms(case in games_bridge::contract_setup(CodeId::Rubber), steps in steps()) {
        conforms::<ContractBridge>(case, &steps)?;
    }

    #[test]
    fn duplicate_2017_conforms(case in games_bridge::contract_setup(CodeId::Duplicate2017), steps in steps()) {
        conforms::<ContractBridge>(case, &steps)?;
    }

    #[test]
    fn duplicate_2007_conforms(case in games_bridge::contract_setup(CodeId::Duplicate2007), steps in steps()) {
        conforms::<ContractBridge>(case, &steps)?;
    }

    #[test]
    fn auction_bridge_conforms(case in games_historic::auction_bridge_setup(), steps in steps()) {
        conforms::<AuctionBridge>(case, &steps)?;
    }

    #[test]
    fn bridge_whist_conforms(case in games_historic::bridge_whist_setup(), steps in steps()) {
        conforms::<BridgeWhist>(case, &steps)?;
    }

    #[test]
    fn euchre_conforms(case in games_euchre::euchre_case(), steps in steps()) {
        conforms::<Euchre>(case, &steps)?;
    }
}
