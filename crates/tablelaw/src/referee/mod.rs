//! The one referee interface every code of laws implements.
//!
//! Each code of laws is a [`Game`]: the state of a deal (or, for euchre,
//! of a rubber of deals) that takes the events of the table one at a time
//! and rules on them. The contract-bridge codes share one
//! ([`ContractBridge`](crate::ContractBridge), for rubber, duplicate-2017
//! and duplicate-2007); auction bridge, bridge whist and euchre have one
//! each. A [`Table`](crate::Table) over any of them holds the setup, the
//! log of events and the state folded from it, with undo and serde, once
//! for every game; every front end (the command, the Python package, the
//! web page) drives every game through this trait and reads one report
//! (`tablelaw_formats::report`).
//!
//! # Example: a euchre hand and a bridge auction through one interface
//! ```
//! use tablelaw::codes::euchre::{Euchre, EuchreEvent, EuchreSetup};
//! use tablelaw::{ContractBridge, Event, Game, Seat, Table, TableSetup};
//!
//! /// Whoever is on turn makes the first legal action, until the deal is
//! /// over or a ruling awaits an election.
//! fn play_on<G: Game>(table: &mut Table<G>) -> usize {
//!     let mut n = 0;
//!     while !table.is_over() && table.pending().is_none() {
//!         let Some(action) = table.legal_actions().into_iter().next() else { break };
//!         table.apply(action).expect("a legal action is accepted");
//!         n += 1;
//!     }
//!     n
//! }
//!
//! let mut bridge: Table<ContractBridge> = Table::new(Seat::North);
//! bridge.apply(Event::call(Seat::East, "1H".parse()?))?; // out of rotation
//! assert_eq!(bridge.pending().unwrap().1.law.to_string(), "rubber Law 29");
//! let elections = bridge.elections();
//! assert!(elections.iter().all(|e| e.allows(Some(Seat::South))));
//!
//! let mut euchre = Table::<Euchre>::with_setup(EuchreSetup::new(Seat::North));
//! euchre.apply(EuchreEvent::Deal("N:J.AK.KQ. 7.8.A.AK A.T7.T9. K.Q.J8.J turned H9".parse()?))?;
//! assert!(play_on(&mut euchre) > 0);
//! assert!(euchre.turn().is_some());
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

mod election;
mod in_force;

use core::fmt;

use serde::Serialize;
use serde::de::DeserializeOwned;

pub use election::{Election, Elector, Needs};
pub use in_force::{InForce, Obligation};

use crate::call::Call;
use crate::card::Suit;
use crate::law::CodeId;
use crate::ruling::{Chooser, OptionId, Ruling};
use crate::seat::{BySide, Seat};

/// What a table of a game starts from; its type names the game, so that
/// `Table::with_setup(setup)` needs no type written.
pub trait GameSetup: Sized {
    /// The game.
    type Game: Game;
    /// The setup as the game takes it.
    fn into_setup(self) -> <Self::Game as Game>::Setup;
}

/// How the table keeps an event the game has taken.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Recorded<E> {
    /// The game can give the event back from its own state
    /// ([`Game::derived_log`]): nothing is stored (contract bridge's
    /// regular calls and cards).
    Derived,
    /// The event is stored in the log.
    Stored,
    /// The game has just left its regular course: the log before this
    /// event is the one given, and this event is stored after it.
    StoredAfter(Vec<E>),
    /// The event is stored, and the laws take no notice of it (a call said
    /// again by the player who has just made it): the state is as it was,
    /// and the table keeps `note` beside the event ([`Table::notes`]).
    /// `before` is, as for [`Recorded::StoredAfter`], the log written out
    /// when the game has just left its regular course.
    ///
    /// [`Table::notes`]: crate::Table::notes
    Noted {
        /// What the table notes, in words.
        note: String,
        /// The log before this event, when the game kept none till now.
        before: Option<Vec<E>>,
    },
}

/// One code of laws: the state of a deal, which takes the table's events
/// one at a time and rules on them.
///
/// An irregular event is ruled; an impossible one is an `Err` and changes
/// nothing. What every front end asks (whose turn, the legal actions, the
/// ruling pending and the elections it would accept, the penalties in
/// force, whether the deal is over, the score) is answered here, for every
/// code alike.
pub trait Game: Clone + fmt::Debug + Sized {
    /// What a table of this game starts from (the dealer, the deal if
    /// known, the code's options).
    type Setup: GameSetup<Game = Self>
        + Clone
        + fmt::Debug
        + PartialEq
        + Serialize
        + DeserializeOwned;
    /// Anything a player or the director does at the table.
    type Event: Clone + fmt::Debug + PartialEq + Serialize + DeserializeOwned;
    /// An event that cannot happen.
    type Error: std::error::Error + Clone + PartialEq + Send + Sync + 'static;

    /// The state before the first event.
    fn from_setup(setup: &Self::Setup) -> Self;

    /// Makes this state the one [`from_setup`](Game::from_setup) gives,
    /// in place: a game may keep the memory it holds, for a program that
    /// referees deal after deal.
    fn reset_to(&mut self, setup: &Self::Setup) {
        *self = Self::from_setup(setup);
    }

    /// The code of laws in force.
    fn code(&self) -> CodeId;

    /// Applies an event in place: an irregular one is recorded and ruled
    /// on, at a cost of the event's own effect (no copy of the state).
    ///
    /// # Errors
    /// The event cannot happen. While the game derives its log
    /// ([`Game::derives_log`]) the state is then exactly as it was;
    /// otherwise it may be partly changed, and [`Table`](crate::Table)
    /// restores it from its latest checkpoint and its log. Apply events
    /// through a `Table`.
    fn apply(&mut self, event: &Self::Event) -> Result<Recorded<Self::Event>, Self::Error>;

    /// The log, while the game keeps its events itself (every event
    /// [`Recorded::Derived`]); `None` once the table keeps them.
    fn derived_log(&self) -> Option<Vec<Self::Event>> {
        None
    }

    /// Whether the game finds every reason to refuse `event` before it
    /// changes anything, so that a refusal needs no restoring (the table
    /// then skips it). A code claims this event kind by event kind; the
    /// property tests hold it to each claim.
    fn refuses_cleanly(&self, _event: &Self::Event) -> bool {
        false
    }

    /// Whether the game keeps its events itself now ([`Game::derived_log`]
    /// would be `Some`), asked without building the log.
    fn derives_log(&self) -> bool {
        false
    }

    /// The length of [`Game::derived_log`] (0 when `None`); a game that
    /// derives a long log says it without building it, so that the table
    /// places its checkpoints cheaply.
    fn derived_len(&self) -> usize {
        self.derived_log().map_or(0, |log| log.len())
    }

    /// About how many events' work a copy of the state costs, where the
    /// state grows with its log (its records and rulings): the table
    /// spaces its checkpoints at least that far apart, so that the copies
    /// cost a bounded share of each event. 0 (the default) for a state
    /// whose copy costs about as much whatever the log's length.
    fn copy_cost(&self) -> usize {
        0
    }

    /// The dealer of the deal in progress (or of the next one).
    fn dealer(&self) -> Seat;

    /// Every ruling given, in order.
    fn rulings(&self) -> &[Ruling];

    /// The ruling awaiting an election, with its index in
    /// [`rulings`](Game::rulings).
    fn pending(&self) -> Option<(usize, &Ruling)>;

    /// The elections the pending ruling would accept, with who may make
    /// each and what must be named with it; empty when none is pending.
    fn elections(&self) -> Vec<Election>;

    /// The seats of a ruling's chooser (the director's elections are made
    /// by no seat): either defender or either adversary is both seats of
    /// the side.
    fn choosers(&self, chooser: Chooser) -> Vec<Elector> {
        match chooser {
            Chooser::Seat(s) => vec![Elector::Seat(s)],
            Chooser::Director => vec![Elector::Director],
            Chooser::Defenders => Vec::new(),
            Chooser::Adversaries(side) => side.seats().into_iter().map(Elector::Seat).collect(),
        }
    }

    /// The event by which `seat` (`None`: the director, or whoever may)
    /// elects `option`, naming `call` or `suit` where the election needs it.
    fn election(
        &self,
        seat: Option<Seat>,
        option: OptionId,
        call: Option<Call>,
        suit: Option<Suit>,
    ) -> Self::Event;

    /// The event by which `seat` elects `option` naming the one or more
    /// `suits` (contract bridge: declarer prohibits the lead of several
    /// penalty cards' suits, duplicate Law 51B2(b)). A game whose elections
    /// never name more than one suit names the first.
    fn election_of_suits(
        &self,
        seat: Option<Seat>,
        option: OptionId,
        suits: &[Suit],
    ) -> Self::Event {
        self.election(seat, option, None, suits.first().copied())
    }

    /// Who is to act next (the player on turn; declarer acts for dummy);
    /// `None` when no one is, the deal being over.
    fn turn(&self) -> Option<Seat>;

    /// The regular actions open now: the elections when a ruling is
    /// pending, else the calls, cards or acts of the player on turn.
    fn legal_actions(&self) -> Vec<Self::Event>;

    /// Whether the deal is over (for euchre: the rubber).
    fn is_over(&self) -> bool;

    /// The tricks each side has won in the deal's play so far (for
    /// euchre: the deal in progress, else the last deal played); `None`
    /// before the play, or when the cards are not known.
    fn tricks(&self) -> Option<BySide<u8>>;

    /// The deal's points for each side, once it is scored (for euchre: the
    /// points of the game in progress).
    fn points(&self) -> Option<BySide<i32>>;

    /// The lasting obligations in force: must pass, debarments, leads
    /// required, prohibited or called, penalty cards.
    fn in_force(&self) -> Vec<InForce>;
}

/// The events of `elections`, each by its first elector with the first
/// call or suit it needs: one event for each election, as a front end
/// offers them.
pub fn election_events<G: Game>(game: &G, elections: &[Election]) -> Vec<G::Event> {
    let mut out = Vec::new();
    for e in elections {
        for &by in &e.by {
            let seat = match by {
                Elector::Director => None,
                Elector::Seat(s) => Some(s),
            };
            match &e.needs {
                Needs::Nothing => out.push(game.election(seat, e.option, None, None)),
                Needs::Call { calls } => out.extend(
                    calls
                        .iter()
                        .map(|c| game.election(seat, e.option, Some(c), None)),
                ),
                Needs::Suit { suits } => out.extend(
                    suits
                        .iter()
                        .map(|&s| game.election(seat, e.option, None, Some(s))),
                ),
                // Every choice of one or more of the suits (at most four:
                // fifteen events).
                Needs::Suits { suits } => out.extend((1u32..1 << suits.len()).map(|mask| {
                    let chosen: Vec<Suit> = suits
                        .iter()
                        .enumerate()
                        .filter(|(i, _)| mask & (1 << i) != 0)
                        .map(|(_, &s)| s)
                        .collect();
                    game.election_of_suits(seat, e.option, &chosen)
                })),
            }
        }
    }
    out
}

/// A suit as its letter (`S`, `H`, `D`, `C`), as the report writes it.
pub(crate) fn suit_letter<S: serde::Serializer>(suit: &Suit, s: S) -> Result<S::Ok, S::Error> {
    s.collect_str(&suit.letter())
}

/// Suits as their letters.
pub(crate) fn suit_letters<S: serde::Serializer>(suits: &[Suit], s: S) -> Result<S::Ok, S::Error> {
    s.collect_seq(suits.iter().map(|x| x.letter()))
}

/// Cards with letters (`SA`).
pub(crate) fn card_list<S: serde::Serializer>(
    cards: &[crate::card::Card],
    s: S,
) -> Result<S::Ok, S::Error> {
    s.collect_seq(cards.iter().map(|c| format!("{c:#}")))
}

/// A call with letters (`1H`, `Pass`).
pub(crate) fn call_text<S: serde::Serializer>(call: &Call, s: S) -> Result<S::Ok, S::Error> {
    s.collect_str(&format_args!("{call:#}"))
}
