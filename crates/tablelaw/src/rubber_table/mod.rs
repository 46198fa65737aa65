//! A rubber: deal after deal at one table, each refereed by its code of
//! laws, each finished deal written on the rubber's score sheet, until a
//! side has won two games or the players stop.
//!
//! A [`RubberTable`] holds the deal in progress as a [`Table`] and the deals
//! before it as their setups and logs; its steps ([`RubberStep`]) are the
//! deal's own events, the tricks told when the play is not recorded, the
//! next deal, and the end of an unfinished rubber. The codes that score by
//! the rubber implement [`ByTheRubber`]:
//!
//! - **contract bridge, `rubber`** (1993): the sheet is
//!   [`crate::score::Rubber`] (Laws 72-74, 80, 81); a side that has won a
//!   game is vulnerable in the deals after it, the next deal's setup says
//!   so; the honours are read from the deal when its cards are known.
//!   The duplicate codes score board by board, not by the rubber: a
//!   `RubberTable` refuses them ([`RubberError::NotByTheRubber`]).
//! - **auction bridge** (1912): [`AuctionRubber`](crate::codes::auction_bridge::AuctionRubber),
//!   games of 30, the rubber's 250 (Laws 1-3, 11).
//! - **bridge whist** (1907): [`WhistRubber`](crate::codes::bridge_whist::WhistRubber),
//!   games of 30, the rubber's 100 ("The Rubber", "Scoring").
//!
//! The turn to deal passes to the left after every deal (auction bridge
//! Law 31; bridge whist, "the order of dealing goes to the left"; the
//! rubber code by the same custom, decision 179). A deal made void is dealt
//! again by the same dealer (auction bridge Laws 36, 37; bridge whist,
//! "the dealer must deal again"). A passed-out deal of contract bridge
//! scores nothing and the deal passes (rubber Law 22(a)).
//!
//! # Example: a rubber of two games
//! ```
//! use tablelaw::{CodeId, ContractBridge, Event, RubberStep, RubberTable, Seat, Side, TableSetup};
//! let mut rubber = RubberTable::<ContractBridge>::new(TableSetup::new(CodeId::Rubber, Seat::North))?;
//! for call in ["4S", "Pass", "Pass", "Pass"] {
//!     let seat = rubber.table().turn().unwrap();
//!     rubber.apply(RubberStep::Event(Event::call(seat, call.parse()?)))?;
//! }
//! // No cards are known: the players tell the tricks they took.
//! rubber.apply(RubberStep::Result { tricks: 10 })?;
//! rubber.apply(RubberStep::NextDeal { deal: None })?;
//! // East deals the second deal, and North-South are vulnerable.
//! assert_eq!(rubber.table().setup().dealer, Seat::East);
//! assert!(rubber.sheet().is_vulnerable(Side::NorthSouth));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

mod codes;

use core::fmt;

use serde::{Deserialize, Serialize};

use crate::deal::Deal;
use crate::ladder::Ladder;
use crate::law::CodeId;
use crate::referee::Game;
use crate::seat::Seat;
use crate::table::Table;

/// A code of laws that scores by the rubber: what a [`RubberTable`] asks
/// of it between deals.
pub trait ByTheRubber: Game {
    /// The rubber's score sheet.
    type Sheet: Clone + fmt::Debug + PartialEq;

    /// The sheet of a rubber whose first deal has `setup`.
    ///
    /// # Errors
    /// The code does not score by the rubber (the duplicate codes).
    fn new_sheet(setup: &Self::Setup) -> Result<Self::Sheet, CodeId>;

    /// The setup of the deal after one with `setup` whose dealer deals
    /// next (`dealer`), the sheet as it stands, and the deal's cards if
    /// known.
    fn next_setup(
        setup: &Self::Setup,
        dealer: Seat,
        sheet: &Self::Sheet,
        deal: Option<Deal>,
    ) -> Self::Setup;

    /// Who deals next: the player on the dealer's left, or the same dealer
    /// when the deal was made void.
    fn next_dealer(&self) -> Seat;

    /// Whether the deal takes the tricks told at the table (its auction is
    /// over with a contract and its play is not recorded): `Err` says why
    /// not.
    ///
    /// # Errors
    /// Why the deal takes no tricks told.
    fn takes_told_tricks(&self) -> Result<(), String>;

    /// Writes the finished deal on `sheet`, with the tricks told if any.
    ///
    /// # Errors
    /// Why the deal cannot be scored yet; the sheet is unchanged.
    fn record(&self, sheet: &mut Self::Sheet, told: Option<u8>) -> Result<(), String>;

    /// The dealer of the deal `setup` starts.
    fn setup_dealer(setup: &Self::Setup) -> Seat;

    /// The cards of the deal `setup` starts, if known (to write a
    /// [`RubberStep::NextDeal`] back).
    fn setup_deal(setup: &Self::Setup) -> Option<Deal>;

    /// How many deals `sheet` has written (a void deal is not written,
    /// a passed-out deal of contract bridge is).
    fn deals_on(sheet: &Self::Sheet) -> usize;

    /// Whether a side has won the rubber on `sheet`.
    fn is_won(sheet: &Self::Sheet) -> bool;

    /// Ends the rubber unfinished on `sheet`, with the premiums its law
    /// gives (rubber Law 80; the historic codes give none).
    fn end_unfinished(sheet: &mut Self::Sheet);
}

/// A step of a rubber: an event of the deal in progress, or what happens
/// between deals.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "step", rename_all = "kebab-case")]
pub enum RubberStep<E> {
    /// An event of the deal in progress.
    Event(E),
    /// The tricks the declaring side took, told at the table when the play
    /// is not recorded (the deal's cards unknown).
    Result {
        /// The tricks, 0 to 13.
        tricks: u8,
    },
    /// The deal is over and written on the sheet; the next deal of the
    /// rubber begins, its cards given if known.
    NextDeal {
        /// The next deal's cards, if known.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        deal: Option<Deal>,
    },
    /// The players stop before a side has won the rubber: the deal in
    /// progress, if over, is written on the sheet, and the rubber is scored
    /// unfinished (rubber Law 80).
    EndUnfinished,
}

/// A step a rubber cannot take; the rubber is unchanged.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RubberError<E: std::error::Error> {
    /// The deal's event cannot happen.
    #[error(transparent)]
    Event(E),
    /// The code scores board by board, not by the rubber.
    #[error("{0} is not scored by the rubber: each deal is a board of its own")]
    NotByTheRubber(CodeId),
    /// The deal cannot be written on the sheet yet.
    #[error("deal {deal} cannot be scored yet: {why}")]
    NotScored {
        /// The deal's number in the rubber, from 1.
        deal: usize,
        /// Why, and what to do.
        why: String,
    },
    /// Tricks told where the deal takes none.
    #[error("no tricks are told here: {0}")]
    NoResultWanted(String),
    /// More than thirteen tricks told.
    #[error("{0} tricks: a deal has thirteen")]
    TooManyTricks(u8),
    /// A side has won the rubber: no deal follows.
    #[error("the rubber is won: no deal follows; a new rubber is a new table")]
    RubberWon,
    /// The rubber has ended unfinished: nothing follows.
    #[error("the rubber has ended unfinished: nothing follows (undo the end to go on)")]
    Ended,
}

/// The steps a past deal took: its events, the tricks told, and the step
/// that began the deal after it.
fn steps_of<G: Game>(deal: &PastDeal<G>) -> usize {
    deal.log.len() + usize::from(deal.told.is_some()) + 1
}

/// A deal of the rubber played before the one in progress.
#[derive(Clone, Debug, PartialEq)]
pub struct PastDeal<G: Game> {
    /// Its setup.
    pub setup: G::Setup,
    /// Its events.
    pub log: Vec<G::Event>,
    /// The tricks told at the table, if the play was not recorded.
    pub told: Option<u8>,
    /// Whether the deal is written on the sheet (a void deal is not).
    pub scored: bool,
}

/// A rubber at one table: the deal in progress, the deals before it and the
/// score sheet ([`ByTheRubber`]).
#[derive(Clone, Debug)]
pub struct RubberTable<G: ByTheRubber> {
    past: Vec<PastDeal<G>>,
    current: Table<G>,
    told: Option<u8>,
    /// The sheet with the past deals written on it.
    sheet: G::Sheet,
    /// The final sheet, once the rubber has ended unfinished.
    ended: Option<G::Sheet>,
    /// Copies of the sheet with the first `n` past deals written on it, so
    /// that an undo into the deal before writes only a few deals again.
    sheets: Ladder<G::Sheet>,
    /// The steps of the past deals ([`RubberTable::len`]).
    past_steps: usize,
}

/// The past deals between two copies of the sheet kept near the end.
const SHEET_SPACING: usize = 8;

impl<G: ByTheRubber> RubberTable<G> {
    /// A rubber whose first deal has `setup`.
    ///
    /// # Errors
    /// [`RubberError::NotByTheRubber`] for a code that scores board by board.
    pub fn new(setup: G::Setup) -> Result<RubberTable<G>, RubberError<G::Error>> {
        let sheet = G::new_sheet(&setup).map_err(RubberError::NotByTheRubber)?;
        Ok(RubberTable {
            past: Vec::new(),
            current: Table::with_setup(setup),
            told: None,
            sheet,
            ended: None,
            sheets: Ladder::with_spacing(SHEET_SPACING),
            past_steps: 0,
        })
    }

    /// The deal in progress (the last deal, once the rubber is over).
    pub fn table(&self) -> &Table<G> {
        &self.current
    }

    /// The deals before the one in progress, in order.
    pub fn past(&self) -> &[PastDeal<G>] {
        &self.past
    }

    /// The number of the deal in progress, from 1.
    pub fn deal_number(&self) -> usize {
        self.past.len() + 1
    }

    /// The tricks told for the deal in progress, if any.
    pub fn told(&self) -> Option<u8> {
        self.told
    }

    /// The score sheet: every past deal, and the deal in progress once it
    /// is over and can be scored; the unfinished rubber's premiums once it
    /// has ended.
    pub fn sheet(&self) -> G::Sheet {
        if let Some(ended) = &self.ended {
            return ended.clone();
        }
        let mut sheet = self.sheet.clone();
        if self.current.is_over() {
            // A deal not yet scoreable simply is not on the sheet yet.
            let _ = self.current.state().record(&mut sheet, self.told);
        }
        sheet
    }

    /// The numbers (from 1) of the deals written on the sheet, in order:
    /// one for each deal [`ByTheRubber::deals_on`] counts.
    pub fn scored_deals(&self) -> Vec<usize> {
        let mut numbers: Vec<usize> = (1..)
            .zip(&self.past)
            .filter(|(_, d)| d.scored)
            .map(|(n, _)| n)
            .collect();
        if G::deals_on(&self.sheet()) > G::deals_on(&self.sheet) {
            numbers.push(self.deal_number());
        }
        numbers
    }

    /// Whether the rubber is over: won, or ended unfinished.
    pub fn is_over(&self) -> bool {
        self.ended.is_some() || G::is_won(&self.sheet())
    }

    /// Whether the rubber ended unfinished.
    pub fn is_unfinished(&self) -> bool {
        self.ended.is_some()
    }

    /// How many steps the rubber has taken: every deal's events, the
    /// tricks told, the deals begun and the end.
    pub fn len(&self) -> usize {
        self.past_steps
            + self.current.log_len()
            + usize::from(self.told.is_some())
            + usize::from(self.ended.is_some())
    }

    /// Whether no step has been taken.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Every step in order: what [`RubberTable::apply`] takes to make this
    /// rubber again from the first deal's setup.
    pub fn steps(&self) -> Vec<RubberStep<G::Event>> {
        let mut steps = Vec::new();
        let setups = self
            .past
            .iter()
            .skip(1)
            .map(|d| &d.setup)
            .chain(core::iter::once(self.current.setup()));
        for (deal, next) in self.past.iter().zip(setups) {
            steps.extend(deal.log.iter().cloned().map(RubberStep::Event));
            steps.extend(deal.told.map(|tricks| RubberStep::Result { tricks }));
            steps.push(RubberStep::NextDeal {
                deal: G::setup_deal(next),
            });
        }
        steps.extend(self.current.log().iter().cloned().map(RubberStep::Event));
        steps.extend(self.told.map(|tricks| RubberStep::Result { tricks }));
        if self.ended.is_some() {
            steps.push(RubberStep::EndUnfinished);
        }
        steps
    }

    /// The first deal's setup.
    pub fn first_setup(&self) -> &G::Setup {
        self.past.first().map_or(self.current.setup(), |d| &d.setup)
    }

    /// Takes a step.
    ///
    /// # Errors
    /// The step cannot be taken ([`RubberError`]); the rubber is unchanged.
    pub fn apply(&mut self, step: RubberStep<G::Event>) -> Result<(), RubberError<G::Error>> {
        if self.ended.is_some() {
            return Err(RubberError::Ended);
        }
        match step {
            RubberStep::Event(event) => self.current.apply(event).map_err(RubberError::Event),
            RubberStep::Result { tricks } => self.tell(tricks),
            RubberStep::NextDeal { deal } => self.next_deal(deal),
            RubberStep::EndUnfinished => self.end_unfinished(),
        }
    }

    fn tell(&mut self, tricks: u8) -> Result<(), RubberError<G::Error>> {
        if tricks > 13 {
            return Err(RubberError::TooManyTricks(tricks));
        }
        if let Some(told) = self.told {
            return Err(RubberError::NoResultWanted(format!(
                "{told} tricks were told already (undo them to tell again)"
            )));
        }
        self.current
            .state()
            .takes_told_tricks()
            .map_err(RubberError::NoResultWanted)?;
        self.told = Some(tricks);
        Ok(())
    }

    /// The sheet with the deal in progress written on it.
    fn with_current(&self) -> Result<G::Sheet, RubberError<G::Error>> {
        let not_scored = |why: String| RubberError::NotScored {
            deal: self.deal_number(),
            why,
        };
        if !self.current.is_over() {
            return Err(not_scored(
                "it is not over: finish its auction and play, or tell its tricks with `result N` when its cards are not known".to_owned(),
            ));
        }
        let mut sheet = self.sheet.clone();
        self.current
            .state()
            .record(&mut sheet, self.told)
            .map_err(not_scored)?;
        Ok(sheet)
    }

    fn next_deal(&mut self, deal: Option<Deal>) -> Result<(), RubberError<G::Error>> {
        let sheet = self.with_current()?;
        if G::is_won(&sheet) {
            return Err(RubberError::RubberWon);
        }
        let dealer = self.current.state().next_dealer();
        let setup = G::next_setup(self.current.setup(), dealer, &sheet, deal);
        let finished = core::mem::replace(&mut self.current, Table::with_setup(setup));
        let past = PastDeal {
            setup: finished.setup().clone(),
            log: finished.log().into_owned(),
            told: self.told.take(),
            scored: G::deals_on(&sheet) > G::deals_on(&self.sheet),
        };
        self.past_steps += steps_of(&past);
        self.past.push(past);
        self.sheet = sheet;
        let n = self.past.len();
        if self.sheets.due(n, 0) {
            self.sheets.push(n, self.sheet.clone());
        }
        Ok(())
    }

    fn end_unfinished(&mut self) -> Result<(), RubberError<G::Error>> {
        let mut sheet = if self.current.log_len() == 0 && self.told.is_none() {
            // The players stop before the deal's first call: it is not played.
            self.sheet.clone()
        } else {
            self.with_current()?
        };
        if G::is_won(&sheet) {
            return Err(RubberError::RubberWon);
        }
        G::end_unfinished(&mut sheet);
        self.ended = Some(sheet);
        Ok(())
    }

    /// Takes back the last `n` steps: into the deals before, if `n` reaches
    /// past the deal in progress. Returns how many were taken back (fewer
    /// than `n` only when the rubber holds fewer).
    pub fn undo(&mut self, n: usize) -> usize {
        let mut left = n;
        while left > 0 {
            if self.ended.take().is_some() {
                left -= 1;
                continue;
            }
            if self.told.take().is_some() {
                // The tricks were told after the deal's last event.
                left -= 1;
                continue;
            }
            let events = self.current.log_len();
            if left <= events {
                self.current.undo(left);
                left = 0;
                continue;
            }
            self.current.undo(events);
            left -= events;
            let Some(previous) = self.past.pop() else {
                break;
            };
            self.past_steps -= steps_of(&previous);
            self.sheets.cut(self.past.len());
            // The step that began the deal in progress.
            left -= 1;
            let mut table = Table::with_setup(previous.setup);
            for event in previous.log {
                // A past deal's events applied before: they apply again.
                let _ = table.apply(event);
            }
            self.current = table;
            self.told = previous.told;
            self.sheet = self.recorded_before(self.past.len());
        }
        n - left
    }

    /// The sheet with the first `count` past deals written on it: from the
    /// latest copy kept at or before them, the deals after it written again,
    /// copies kept on the way where the stretch had none (as a table's
    /// undo fills in its checkpoints), so that the next undo is short.
    fn recorded_before(&mut self, count: usize) -> G::Sheet {
        let (from, mut sheet) = match self.sheets.at_or_before(count) {
            Some((at, sheet)) => (at, sheet.clone()),
            None => match G::new_sheet(self.first_setup()) {
                Ok(sheet) => (0, sheet),
                Err(_) => return self.sheet.clone(),
            },
        };
        let mut next = self.sheets.refill_step(from, count, 0);
        for (at, deal) in (from + 1..).zip(&self.past[from..count]) {
            if let Ok(table) = Table::from_log(deal.setup.clone(), deal.log.iter().cloned()) {
                let _ = table.state().record(&mut sheet, deal.told);
            }
            if next == Some(at) {
                self.sheets.push(at, sheet.clone());
                next = self.sheets.refill_step(at, count, 0);
            }
        }
        sheet
    }
}
