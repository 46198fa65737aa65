//! A bridge-whist table: its setup, the append-only log of events, and the
//! state folded from them.

use core::ops::Deref;

use super::state::BridgeWhist;
use super::{WhistEvent, WhistSetup};
use crate::table::EventError;

/// A bridge-whist table: the setup, the log and the state folded from it.
///
/// # Examples
/// ```
/// use tablelaw::codes::bridge_whist::{Phase, WhistEvent, WhistSetup, WhistTable};
/// use tablelaw::{Denomination, OptionId, Seat};
/// let mut table = WhistTable::new(WhistSetup::new(Seat::South));
/// // The dealer's partner makes the trump unasked (law 46).
/// table.apply(WhistEvent::MakeTrump { seat: Seat::North, denomination: Denomination::Hearts })?;
/// let (_, ruling) = table.pending().unwrap();
/// assert_eq!(ruling.law.to_string(), "bridge-whist Law 46");
/// // The eldest hand, West, lets it stand; he may double.
/// table.apply(WhistEvent::Elect { seat: Some(Seat::West), option: OptionId::Accept })?;
/// assert_eq!(table.phase(), Phase::Doubling);
/// assert_eq!(table.turn(), Some(Seat::West));
/// # Ok::<(), tablelaw::EventError>(())
/// ```
#[derive(Clone, Debug)]
pub struct WhistTable {
    setup: WhistSetup,
    log: Vec<WhistEvent>,
    state: BridgeWhist,
}

impl WhistTable {
    /// A table from its setup, nothing said yet.
    pub fn new(setup: WhistSetup) -> WhistTable {
        let state = BridgeWhist::new(&setup);
        WhistTable {
            setup,
            log: Vec::new(),
            state,
        }
    }

    /// A table folded from a log; the error gives the index of the first
    /// event that cannot happen.
    ///
    /// # Errors
    /// The index and error of the first impossible event.
    pub fn from_log(
        setup: WhistSetup,
        log: impl IntoIterator<Item = WhistEvent>,
    ) -> Result<WhistTable, (usize, EventError)> {
        let mut table = WhistTable::new(setup);
        for (i, e) in log.into_iter().enumerate() {
            table.apply(e).map_err(|err| (i, err))?;
        }
        Ok(table)
    }

    /// The setup.
    pub fn setup(&self) -> &WhistSetup {
        &self.setup
    }

    /// The events so far.
    pub fn log(&self) -> &[WhistEvent] {
        &self.log
    }

    /// The state folded from the log.
    pub fn state(&self) -> &BridgeWhist {
        &self.state
    }

    /// Applies an event: records it and rules on it.
    ///
    /// # Errors
    /// [`EventError`] if the event cannot happen; the table is then unchanged.
    pub fn apply(&mut self, event: WhistEvent) -> Result<(), EventError> {
        if let WhistEvent::Play { seat, card } = event {
            if self.state.play_regular(seat, card) {
                self.log.push(event);
                return Ok(());
            }
        }
        let mut next = self.state.clone();
        next.apply(&event)?;
        self.state = next;
        self.log.push(event);
        Ok(())
    }

    /// Takes back the last `n` events: the state is the fold of the events
    /// before them.
    pub fn undo(&mut self, n: usize) {
        let keep = self.log.len().saturating_sub(n);
        let mut refolded = WhistTable::new(self.setup.clone());
        for event in self.log.drain(..keep) {
            if refolded.apply(event).is_err() {
                break;
            }
        }
        *self = refolded;
    }
}

impl Deref for WhistTable {
    type Target = BridgeWhist;
    fn deref(&self) -> &BridgeWhist {
        &self.state
    }
}
