//! One conformance suite for every code of laws (issue 9): the promises
//! each engine makes, checked by one generic property over random deals and
//! random sequences of regular and irregular events.
//!
//! Each engine implements [`Conformance`]; [`conforms`] drives it and
//! asserts that every regular action is accepted, a refused event changes
//! nothing, the log folds again to the same state, survives JSON and the
//! table script, undo is the fold of a prefix, the turn is defined while the
//! deal runs, a finished deal has its score, and the cards are conserved.
//! A failure prints the table as a script that `tablelaw rule` replays,
//! after proptest has shrunk the case to a minimal one.
//! `TABLELAW_CASES` sets the number of cases for a longer run.
//!
//! The suite lives beside the script readers and writers (this crate), which
//! it needs for the replayable scripts; the engines are `tablelaw`'s.

use core::fmt::Debug;

use proptest::prelude::*;
use proptest::test_runner::TestCaseError;
use serde::Serialize;
use serde::de::DeserializeOwned;
use tablelaw::{Card, CardSet, Rank, Seat, Suit};

mod conformance {
    pub mod auction_bridge;
    pub mod bridge_whist;
    pub mod contract;
    pub mod euchre;
}

use conformance::auction_bridge::AuctionBridgeConf;
use conformance::bridge_whist::WhistConf;
use conformance::contract::ContractConf;
use conformance::euchre::EuchreConf;

/// What the suite needs of an engine.
pub trait Conformance: Sized + Clone {
    /// An event of the engine's log.
    type Event: Clone + Debug + PartialEq + Serialize + DeserializeOwned;
    /// What a table starts from.
    type Setup: Clone + Debug;
    /// Why an event was refused.
    type Error: Debug;

    /// A table from its setup, nothing happened yet.
    fn new(setup: Self::Setup) -> Self;
    /// Applies an event, or refuses it.
    fn apply(&mut self, event: Self::Event) -> Result<(), Self::Error>;
    /// The events so far.
    fn log(&self) -> Vec<Self::Event>;
    /// The table folded again from `log`.
    fn refold(setup: Self::Setup, log: Vec<Self::Event>) -> Result<Self, String>;
    /// Takes back the last `n` events.
    fn undo(&mut self, n: usize);
    /// The whole state, to compare byte for byte.
    fn state_debug(&self) -> String;
    /// A legal regular action chosen by `pick`; `None` when none is due.
    fn regular(&self, pick: usize) -> Option<Self::Event>;
    /// An irregular or impossible event chosen by `pick`.
    fn irregular(&self, pick: usize) -> Self::Event;
    /// Every card is in exactly one place.
    fn cards_conserved(&self) -> bool;
    /// Someone is to act while the deal runs.
    fn turn_defined(&self) -> bool;
    /// A finished deal has its score.
    fn finished_has_score(&self) -> bool;
    /// The setup and `log` as the table script of the engine's code, which
    /// `tablelaw rule` replays.
    fn script(setup: &Self::Setup, log: &[Self::Event]) -> String;
    /// The events of a script read back, or why it does not read.
    fn read_script(text: &str) -> Result<Vec<Self::Event>, String>;
    /// The number of irregularities ruled in the deal under way: the
    /// rulings that name an offender (the others are the laws' own turns: a
    /// deal passed out, a lead penalty's choice falling due, the club limit
    /// reached).
    fn irregularities(&self) -> usize;
    /// Whether the event is an election among a ruling's options.
    fn is_election(event: &Self::Event) -> bool;
}

/// The one property, for any engine: on a failure, the message ends with
/// the table as a script.
pub fn conforms<C: Conformance>(
    setup: C::Setup,
    steps: &[(bool, usize)],
) -> Result<(), TestCaseError> {
    let mut t = C::new(setup.clone());
    check::<C>(&setup, &mut t, steps).map_err(|e| {
        let script = C::script(&setup, &t.log());
        TestCaseError::fail(format!(
            "{e}\n\nthe table up to the failure, as a script that `tablelaw rule` replays:\n{script}"
        ))
    })
}

fn check<C: Conformance>(
    setup: &C::Setup,
    t: &mut C,
    steps: &[(bool, usize)],
) -> Result<(), TestCaseError> {
    for &(regular, pick) in steps {
        let before = t.state_debug();
        let log_before = t.log();
        if regular {
            let Some(event) = t.regular(pick) else {
                continue;
            };
            let irregularities = t.irregularities();
            if let Err(e) = t.apply(event.clone()) {
                return Err(TestCaseError::fail(format!(
                    "the regular {event:?} was refused: {e:?}"
                )));
            }
            // A legal action is regular: in a deal with no irregularity so
            // far it raises none (after one, a legal call may bring on the
            // penalty the laws attach to it, such as Law 31(b)(ii)'s).
            prop_assert!(
                C::is_election(&event) || irregularities > 0 || t.irregularities() == 0,
                "the regular {:?} was ruled an irregularity",
                event
            );
        } else {
            let event = t.irregular(pick);
            if t.apply(event.clone()).is_err() {
                prop_assert_eq!(
                    t.state_debug(),
                    before,
                    "the refused {:?} changed the state",
                    event
                );
                prop_assert_eq!(
                    t.log(),
                    log_before,
                    "the refused {:?} changed the log",
                    event
                );
            }
        }
        prop_assert!(t.turn_defined(), "no one to act");
        prop_assert!(t.finished_has_score(), "the deal is finished, no score");
        prop_assert!(t.cards_conserved(), "the cards are not conserved");
    }
    let log = t.log();
    // The state is the fold of the log.
    let refolded = C::refold(setup.clone(), log.clone()).map_err(TestCaseError::fail)?;
    prop_assert_eq!(refolded.state_debug(), t.state_debug(), "refolded");
    prop_assert_eq!(refolded.log(), log.clone());
    // The log survives serialisation.
    let json = serde_json::to_string(&log).map_err(|e| TestCaseError::fail(e.to_string()))?;
    let back: Vec<C::Event> =
        serde_json::from_str(&json).map_err(|e| TestCaseError::fail(format!("{e}: {json}")))?;
    prop_assert_eq!(&back, &log);
    // The log survives the table script, so the script printed on a
    // failure replays the table.
    let script = C::script(setup, &log);
    let read = C::read_script(&script)
        .map_err(|e| TestCaseError::fail(format!("the script does not read: {e}")))?;
    prop_assert_eq!(&read, &log, "the script read back");
    // Undo(n) is the fold of the first len - n events.
    for n in [1, log.len() / 2, log.len()] {
        let mut undone = t.clone();
        undone.undo(n);
        let prefix = C::refold(setup.clone(), log[..log.len() - n.min(log.len())].to_vec())
            .map_err(TestCaseError::fail)?;
        prop_assert_eq!(undone.state_debug(), prefix.state_debug(), "undo({})", n);
        prop_assert_eq!(undone.log(), prefix.log());
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

/// The fifty-two cards.
pub fn full_pack() -> Vec<Card> {
    Suit::ALL
        .iter()
        .flat_map(|&s| (2u8..=14).filter_map(move |r| Some(Card::new(s, Rank::new(r)?))))
        .collect()
}

/// A random deal of the fifty-two cards.
pub fn any_deal() -> impl Strategy<Value = tablelaw::Deal> {
    Just(full_pack()).prop_shuffle().prop_map(|pack| {
        let mut hands = [CardSet::EMPTY; 4];
        for (i, card) in pack.into_iter().enumerate() {
            hands[i / 13].insert(card);
        }
        tablelaw::Deal::try_new(tablelaw::BySeat(hands)).expect("thirteen cards each")
    })
}

pub fn any_seat() -> impl Strategy<Value = Seat> {
    prop::sample::select(Seat::ALL.to_vec())
}

/// Random steps: mostly regular, so that deals reach the play and the score.
fn steps() -> impl Strategy<Value = Vec<(bool, usize)>> {
    prop::collection::vec((prop::bool::weighted(0.85), any::<usize>()), 0..240)
}

/// Cards conserved in a bridge play: each card of the deal in its hand or
/// played to a trick, once (a card played out of turn stays in the hand).
pub fn bridge_cards_conserved(play: &tablelaw::play::BridgePlay, deal: &tablelaw::Deal) -> bool {
    let record = play.record();
    Seat::ALL.iter().all(|&seat| {
        let mut all = play.hand(seat);
        let played_once = record
            .iter()
            .filter(|c| {
                c.seat == seat
                    && !matches!(
                        c.irregularity,
                        Some(tablelaw::play::PlayIrregularity::OutOfTurn { .. })
                    )
            })
            .all(|c| all.insert(c.card));
        played_once && all == deal.hand(seat)
    })
}

/// The element of `items` chosen by `pick`.
pub fn choose<T: Clone>(items: &[T], pick: usize) -> Option<T> {
    (!items.is_empty()).then(|| items[pick % items.len()].clone())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: cases(64), ..ProptestConfig::default() })]

    #[test]
    fn rubber_conforms(setup in conformance::contract::any_setup(tablelaw::CodeId::Rubber), steps in steps()) {
        conforms::<ContractConf>(setup, &steps)?;
    }

    #[test]
    fn duplicate_2017_conforms(setup in conformance::contract::any_setup(tablelaw::CodeId::Duplicate2017), steps in steps()) {
        conforms::<ContractConf>(setup, &steps)?;
    }

    #[test]
    fn duplicate_2007_conforms(setup in conformance::contract::any_setup(tablelaw::CodeId::Duplicate2007), steps in steps()) {
        conforms::<ContractConf>(setup, &steps)?;
    }

    #[test]
    fn auction_bridge_conforms(setup in conformance::auction_bridge::any_setup(), steps in steps()) {
        conforms::<AuctionBridgeConf>(setup, &steps)?;
    }

    #[test]
    fn bridge_whist_conforms(setup in conformance::bridge_whist::any_setup(), steps in steps()) {
        conforms::<WhistConf>(setup, &steps)?;
    }

    #[test]
    fn euchre_conforms(setup in conformance::euchre::any_setup(), steps in steps()) {
        conforms::<EuchreConf>(setup, &steps)?;
    }
}
