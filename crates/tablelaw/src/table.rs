//! A table: an append-only log of events, and the state folded from it.

use core::ops::Deref;
use std::borrow::Cow;

use serde::{Deserialize, Serialize};

use crate::call::Call;
use crate::card::Card;
use crate::codes::contract_bridge::{ContractBridge, regular_call, regular_play};
use crate::deal::Deal;
use crate::event::Event;
use crate::ladder::Ladder;
use crate::law::CodeId;
use crate::lazy::{LazyBox, LazyVec};
use crate::referee::{Game, GameSetup, Recorded};
use crate::seat::Seat;

#[path = "table_error.rs"]
mod error;
pub use error::EventError;

/// What a table starts from.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TableSetup {
    /// The code of laws.
    pub code: CodeId,
    /// The dealer, who calls first.
    pub dealer: Seat,
    /// The deal, if known.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub deal: Option<Deal>,
    /// Who is vulnerable, for the duplicate score (Law 77); neither by default.
    #[serde(default)]
    pub vulnerability: crate::score::Vulnerability,
}

impl TableSetup {
    /// A setup under `code` with `dealer` to call first, the deal not
    /// known, neither side vulnerable.
    pub fn new(code: CodeId, dealer: Seat) -> TableSetup {
        TableSetup {
            code,
            dealer,
            deal: None,
            vulnerability: crate::score::Vulnerability::Neither,
        }
    }
}

/// A table: its setup, the log of events, and the state folded from them,
/// for any code of laws ([`Game`]). The state is reached through `Deref`.
///
/// Without a type, `Table` is the contract-bridge table
/// ([`ContractBridge`], which referees the rubber and duplicate codes).
///
/// # Examples
/// ```
/// use tablelaw::{Event, Seat, Table};
/// let mut table = Table::new(Seat::North);
/// table.apply(Event::call(Seat::North, "1S".parse()?))?;
/// table.apply(Event::call(Seat::East, "1H".parse()?))?; // insufficient
/// let (_, ruling) = table.pending().unwrap();
/// assert_eq!(ruling.law.to_string(), "rubber Law 27");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
///
/// # Cost
/// An accepted event costs its own effect: the game applies it in place.
/// The table keeps copies of the state (checkpoints) as a ladder: one every
/// 8 events near the end of the log from its 256th (or further apart, as
/// far as a copy costs, for a state that grows with its log:
/// [`Game::copy_cost`]), further apart further back, about
/// `2 log2(n / 8)` of them for a log of `n` events. A refused event or an
/// undo restores the state from the latest checkpoint at or before the
/// point wanted and applies the events after it again: an undo of `k`
/// events folds again about `k` events, and at most 8 for a short undo;
/// a run of undos of one event each folds again a bounded number of
/// events an undo, amortised, whatever the log's length
/// ([`Table::events_refolded`] counts them).
pub struct Table<G: Game = ContractBridge> {
    setup: G::Setup,
    log: LazyVec<G::Event>,
    state: G,
    /// The checkpoints and the notes, made at their first use: a short
    /// regular deal makes and drops one null pointer (issue 39).
    kept: LazyBox<Kept<G>>,
    /// The events applied again to restore a state, since the table was
    /// made.
    refolded: u64,
    /// While the game derives its log, whether `log` holds all of it: true
    /// until a fast path (`Table::call`, `Table::play_card`, random play's
    /// loops) applies an event without storing it, and again once an undo
    /// has written the log out.
    in_step: bool,
}

/// A note on an event of the log that the laws take no notice of (a call
/// said again by the player who has just made it): no ruling, no penalty,
/// the state as it was; the event stays in the log, so that a script, an
/// undo and serde give it back.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Note {
    /// The event's index in the log, from 0.
    pub event: usize,
    /// What the table notes, in words.
    pub text: String,
}

impl<G: Game> Clone for Table<G> {
    fn clone(&self) -> Table<G> {
        Table {
            setup: self.setup.clone(),
            log: self.log.clone(),
            state: self.state.clone(),
            kept: self.kept.clone(),
            refolded: self.refolded,
            in_step: self.in_step,
        }
    }

    /// A copy into this table's memory (its log's room, and what the
    /// game's own `clone_from` keeps): a search that plays out many
    /// copies of one table makes them so.
    fn clone_from(&mut self, source: &Table<G>) {
        let Table {
            setup,
            log,
            state,
            kept,
            refolded,
            in_step,
        } = source;
        self.setup.clone_from(setup);
        self.log.clone_from(log);
        self.state.clone_from(state);
        self.kept.clone_from(kept);
        self.refolded = *refolded;
        self.in_step = *in_step;
    }
}

/// What a table keeps beside its log and state once a long log or an
/// irregularity needs it.
#[derive(Clone)]
struct Kept<G> {
    /// Copies of the state after the first `n` events of the log.
    checkpoints: Ladder<G>,
    /// The notes on events the laws take no notice of, in the log's order.
    notes: Vec<Note>,
}

impl<G> Default for Kept<G> {
    fn default() -> Self {
        Kept {
            checkpoints: Ladder::default(),
            notes: Vec::new(),
        }
    }
}

/// The events before the first checkpoint: a short log (a deal's) copies
/// no state, and folds again from the setup.
const FIRST_CHECKPOINT: usize = 256;
/// The events a log makes room for at its first stored event: a deal's,
/// at once, rather than grown from four by doubling.
const LOG_ROOM: usize = 64;

impl<G: Game> Table<G> {
    /// A table from its setup, nothing done yet. The setup's type says
    /// the game ([`GameSetup`]).
    pub fn with_setup<S: GameSetup<Game = G>>(setup: S) -> Table<G> {
        let setup = setup.into_setup();
        let state = G::from_setup(&setup);
        Table {
            setup,
            log: LazyVec::new(),
            state,
            kept: LazyBox::none(),
            refolded: 0,
            in_step: true,
        }
    }

    /// Starts again from `setup`, as [`with_setup`](Table::with_setup)
    /// does, in place: the log's and the state's memory are kept
    /// ([`Game::reset_to`]).
    pub fn reset_with<S: GameSetup<Game = G>>(&mut self, setup: S) {
        let setup = setup.into_setup();
        self.state.reset_to(&setup);
        self.setup = setup;
        self.log.clear();
        self.in_step = true;
        if let Some(kept) = &mut *self.kept {
            kept.checkpoints.clear();
            kept.notes.clear();
        }
    }

    /// The checkpoints and notes, made if need be.
    fn kept(&mut self) -> &mut Kept<G> {
        self.kept.get_or_insert_with(Box::default)
    }

    /// A table folded from a log; the error gives the index of the first
    /// event that cannot happen.
    ///
    /// # Errors
    /// The index and error of the first impossible event.
    pub fn from_log<S: GameSetup<Game = G>>(
        setup: S,
        log: impl IntoIterator<Item = G::Event>,
    ) -> Result<Table<G>, (usize, G::Error)> {
        let mut table = Table::with_setup(setup);
        for (i, e) in log.into_iter().enumerate() {
            table.apply(e).map_err(|err| (i, err))?;
        }
        Ok(table)
    }

    /// The setup.
    pub fn setup(&self) -> &G::Setup {
        &self.setup
    }

    /// The events so far. While the game keeps its events itself
    /// (contract bridge's regular calls and cards) the log is derived from
    /// the state (owned); otherwise it is the table's own.
    pub fn log(&self) -> Cow<'_, [G::Event]> {
        match self.state.derived_log() {
            Some(log) => Cow::Owned(log),
            None => Cow::Borrowed(&self.log),
        }
    }

    /// The number of events in the log, without deriving it
    /// ([`Game::derived_len`]).
    pub fn log_len(&self) -> usize {
        if self.state.derives_log() {
            self.state.derived_len()
        } else {
            self.log.len()
        }
    }

    /// The events applied again to restore a state (after a refusal the
    /// game could not find before changing something, and for an undo),
    /// since the table was made: what restoring costs, for the tests that
    /// bound it.
    pub fn events_refolded(&self) -> u64 {
        self.refolded
    }

    /// The state folded from the log.
    pub fn state(&self) -> &G {
        &self.state
    }

    /// The notes on the events of the log the laws take no notice of
    /// ([`Recorded::Noted`]), in the log's order.
    pub fn notes(&self) -> &[Note] {
        self.kept.as_ref().map_or(&[], |kept| &kept.notes)
    }

    /// Applies an event: records it and rules on it.
    ///
    /// # Errors
    /// The event cannot happen; the table is then unchanged.
    #[inline]
    pub fn apply(&mut self, event: G::Event) -> Result<(), G::Error> {
        let derived = self.state.derives_log();
        // A refusal found before any change needs no restoring.
        let clean = derived || self.state.refuses_cleanly(&event);
        match self.state.apply(&event) {
            Ok(Recorded::Derived) => {
                // The table's own copy of the derived log is kept in step
                // while it is (events through this path only; random
                // play's and the check's fast paths keep none), so that an
                // undo need not derive it, and the checkpoints are placed
                // by it.
                if self.in_step {
                    if self.log.capacity() == 0 {
                        self.log.reserve(LOG_ROOM);
                    }
                    self.log.push(event);
                    self.checkpoint(self.log.len());
                }
                return Ok(());
            }
            Ok(Recorded::Stored) => {
                if self.log.capacity() == 0 {
                    self.log.reserve(LOG_ROOM);
                }
                self.log.push(event);
            }
            Ok(Recorded::StoredAfter(before)) => {
                *self.log = before;
                self.log.push(event);
            }
            Ok(Recorded::Noted { note, before }) => {
                if let Some(before) = before {
                    *self.log = before;
                }
                let at = self.log.len();
                self.kept().notes.push(Note {
                    event: at,
                    text: note,
                });
                self.log.push(event);
            }
            Err(e) => {
                if !clean {
                    self.restore(self.log.len());
                }
                return Err(e);
            }
        }
        self.checkpoint(self.log.len());
        Ok(())
    }

    /// A regular event that the game applies by a path of its own (`apply`,
    /// which returns false with nothing changed when the event is not that
    /// path's): then stored and checkpointed as [`Table::apply`] stores it,
    /// without asking the game again what it is. For games whose regular
    /// events are stored, not derived; random play's tight loops use it.
    #[inline]
    pub(crate) fn apply_stored(
        &mut self,
        apply: impl FnOnce(&mut G) -> bool,
        event: G::Event,
    ) -> bool {
        debug_assert!(!self.state.derives_log());
        if !apply(&mut self.state) {
            return false;
        }
        if self.log.capacity() == 0 {
            self.log.reserve(LOG_ROOM);
        }
        self.log.push(event);
        self.checkpoint(self.log.len());
        true
    }

    /// Regular events that the game draws and applies by a path of its own,
    /// pushing each onto the log as it goes unless it derives its log
    /// ([`Game::derives_log`]: then it pushes none); `apply` returns false,
    /// with nothing changed and nothing pushed, when the game is off that
    /// path. A stored log makes room for `room` events at its first (a
    /// rubber's, say). Random play's tight loops use it. No checkpoint is
    /// taken: the first event applied otherwise takes one if it is due,
    /// and a refusal or an undo folds the state again from the last one
    /// (or the setup), taking the checkpoints of the stretch as it goes.
    #[inline]
    pub(crate) fn apply_drawn(
        &mut self,
        room: usize,
        apply: impl FnOnce(&mut G, &mut Vec<G::Event>) -> bool,
    ) -> bool {
        if self.log.capacity() == 0 && !self.state.derives_log() {
            self.log.reserve(room.max(LOG_ROOM));
        }
        self.in_step &= !self.state.derives_log();
        apply(&mut self.state, &mut self.log)
    }

    /// Keeps a copy of the state after `n` events when one is due: every
    /// 8 events from the [`FIRST_CHECKPOINT`]th, the older ones thinned
    /// ([`Ladder`]).
    #[inline]
    fn checkpoint(&mut self, n: usize) {
        // The test, inlined, is all that most events cost.
        if n >= FIRST_CHECKPOINT && self.kept.as_ref().is_none_or(|k| k.checkpoints.due(n, 0)) {
            self.checkpoint_due(n);
        }
    }

    #[inline(never)]
    fn checkpoint_due(&mut self, n: usize) {
        let cost = self.state.copy_cost();
        if self.kept().checkpoints.due(n, cost) {
            let state = self.state.clone();
            self.kept().checkpoints.push(n, state);
        }
    }

    /// The state after the first `n` events of the table's log, from the
    /// latest checkpoint at or before `n` (or the setup) and the events
    /// after it; checkpoints are taken on the way where the stretch had
    /// none ([`Ladder::refill_step`]), so that the next undo is short.
    fn restore(&mut self, n: usize) {
        let kept = self.kept.get_or_insert_with(Box::default);
        if let Some(state) = kept.checkpoints.take_at(n) {
            self.state = state;
            return;
        }
        // The copy is made into the state's own memory where the game can
        // (`clone_from`: a euchre rubber's lists and boxed hand are kept).
        let state = &mut self.state;
        let from = match kept.checkpoints.at_or_before(n) {
            Some((at, kept_state)) => {
                state.clone_from(kept_state);
                at
            }
            None => {
                *state = G::from_setup(&self.setup);
                0
            }
        };
        let cost = state.copy_cost();
        let mut next = kept
            .checkpoints
            .refill_step(from.max(FIRST_CHECKPOINT / 2), n, cost);
        // Every event of the log was applied once, so each applies again.
        for (at, event) in (from + 1..).zip(&self.log[from..n]) {
            if state.apply(event).is_err() {
                break;
            }
            if next == Some(at) {
                kept.checkpoints.push(at, state.clone());
                next = kept.checkpoints.refill_step(at, n, state.copy_cost());
            }
        }
        self.refolded += (n - from) as u64;
    }

    /// Takes back the last `n` events (a director's undo): the state is the
    /// fold of the events before them, from the latest checkpoint before
    /// them.
    pub fn undo(&mut self, n: usize) {
        // The table's copy of a derived log, written out if a fast path
        // left it behind.
        if self.state.derives_log()
            && !self.in_step
            && let Some(derived) = self.state.derived_log()
        {
            *self.log = derived;
        }
        let keep = self.log.len().saturating_sub(n);
        self.log.truncate(keep);
        if let Some(kept) = &mut *self.kept {
            kept.checkpoints.cut(keep);
            kept.notes.retain(|note| note.event < keep);
        }
        self.restore(keep);
        // The log is now the whole log of the state restored.
        self.in_step = true;
    }
}

/// The setup, the log, the state and the notes: what the table is. The
/// checkpoints and the count of events folded again are a cache of it
/// (a refusal may add checkpoints and leave the table as it was).
impl<G: Game> core::fmt::Debug for Table<G> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("Table")
            .field("setup", &self.setup)
            .field("log", &self.log())
            .field("state", &self.state)
            .field("notes", &self.notes())
            .finish_non_exhaustive()
    }
}

impl<G: Game> Deref for Table<G> {
    type Target = G;
    fn deref(&self) -> &G {
        &self.state
    }
}

/// A table is written as its setup and its log, and read by folding the
/// log again (principle 5: the log is the truth).
impl<G: Game> Serialize for Table<G> {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeStruct;
        let mut st = s.serialize_struct("Table", 2)?;
        st.serialize_field("setup", &self.setup)?;
        st.serialize_field("log", &*self.log())?;
        st.end()
    }
}

impl<'de, G: Game> Deserialize<'de> for Table<G> {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        #[derive(Deserialize)]
        #[serde(bound = "")]
        struct Written<G: Game> {
            setup: G::Setup,
            log: Vec<G::Event>,
        }
        let w = Written::<G>::deserialize(d)?;
        Table::from_log(w.setup, w.log).map_err(|(i, e)| {
            serde::de::Error::custom(format_args!(
                "event {} of the log cannot happen: {e}",
                i + 1
            ))
        })
    }
}

impl GameSetup for TableSetup {
    type Game = ContractBridge;
    fn into_setup(self) -> TableSetup {
        self
    }
}

impl Table<ContractBridge> {
    /// A contract-bridge table under the rubber laws with `dealer` to call first.
    pub fn new(dealer: Seat) -> Table {
        Table::with_setup(TableSetup {
            code: CodeId::Rubber,
            dealer,
            deal: None,
            vulnerability: Default::default(),
        })
    }

    /// Starts a new deal at this table from `setup`, as
    /// [`with_setup`](Table::with_setup) does, keeping the log's memory:
    /// for a program that referees deal after deal.
    pub fn reset(&mut self, setup: TableSetup) {
        self.reset_with(setup);
    }

    /// Makes a plain call.
    ///
    /// # Errors
    /// As [`Table::apply`].
    #[inline(always)]
    pub fn call(&mut self, seat: Seat, call: Call) -> Result<(), EventError> {
        if regular_call(&mut self.state, seat, call) {
            self.in_step = false;
            return Ok(());
        }
        self.call_irregular(seat, call)
    }

    #[inline(never)]
    fn call_irregular(&mut self, seat: Seat, call: Call) -> Result<(), EventError> {
        self.apply(Event::call(seat, call))
    }

    /// Plays a card from a hand (dummy's cards from dummy's hand), as
    /// `apply(Event::Play { seat, card })` does.
    ///
    /// # Errors
    /// As [`Table::apply`].
    #[inline(always)]
    pub fn play_card(&mut self, seat: Seat, card: Card) -> Result<(), EventError> {
        if regular_play(&mut self.state, seat, card) {
            self.in_step = false;
            return Ok(());
        }
        self.play_irregular(seat, card)
    }

    #[inline(never)]
    fn play_irregular(&mut self, seat: Seat, card: Card) -> Result<(), EventError> {
        self.apply(Event::Play { seat, card })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const DEAL: &str = "N:KT8.A96.A95.7542 Q5.KJ52.KQ874.T8 AJ92.874.JT6.AQ3 7643.QT3.32.KJ96";

    fn setup() -> TableSetup {
        TableSetup {
            code: CodeId::Duplicate2017,
            dealer: Seat::North,
            deal: Some(DEAL.parse().unwrap()),
            vulnerability: Default::default(),
        }
    }

    #[test]
    fn a_regular_deal_keeps_no_event_until_an_irregular_one() {
        let mut t = Table::with_setup(setup());
        for call in ["1NT", "P", "3NT", "P", "P", "P"] {
            let seat = t.turn().unwrap();
            t.call(seat, call.parse().unwrap()).unwrap();
        }
        for _ in 0..10 {
            let play = t.play().unwrap();
            let (seat, card) = (play.turn().unwrap(), play.legal_plays().lowest().unwrap());
            t.play_card(seat, card).unwrap();
        }
        assert!(t.state.is_regular() && t.log.is_empty());
        assert_eq!(t.log().len(), 16);
        // A card out of turn writes the log out, then is logged after it.
        let play = t.play().unwrap();
        let seat = play.turn().unwrap().lho();
        let card = play.hand(seat).lowest().unwrap();
        t.play_card(seat, card).unwrap();
        assert!(!t.state.is_regular());
        assert_eq!(t.log.len(), 17);
        assert_eq!(t.log[16], Event::Play { seat, card });
        assert!(matches!(t.log[15], Event::Play { .. }));
    }
}
