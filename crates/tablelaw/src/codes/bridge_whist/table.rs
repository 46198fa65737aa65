//! A bridge-whist table: the generic [`Table`](crate::Table) over
//! [`BridgeWhist`], and the game through the one referee interface.

use super::state::{BridgeWhist, Phase};
use super::{WhistEvent, WhistSetup};
use crate::call::{Call, Denomination};
use crate::card::Suit;
use crate::law::CodeId;
use crate::referee::{Election, Game, GameSetup, InForce, Recorded};
use crate::ruling::{OptionId, Ruling};
use crate::seat::{BySide, Seat, Side};
use crate::table::EventError;

/// A bridge-whist table: the setup, the log and the state folded from it.
///
/// # Examples
/// ```
/// use tablelaw::codes::bridge_whist::{Phase, WhistEvent, WhistSetup, WhistTable};
/// use tablelaw::{Denomination, OptionId, Seat};
/// let mut table = WhistTable::with_setup(WhistSetup::new(Seat::South));
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
pub type WhistTable = crate::table::Table<BridgeWhist>;

impl GameSetup for WhistSetup {
    type Game = BridgeWhist;
    fn into_setup(self) -> WhistSetup {
        self
    }
}

impl Game for BridgeWhist {
    type Setup = WhistSetup;
    type Event = WhistEvent;
    type Error = EventError;

    fn from_setup(setup: &WhistSetup) -> BridgeWhist {
        BridgeWhist::new(setup)
    }

    fn code(&self) -> CodeId {
        CodeId::BridgeWhist
    }

    #[inline]
    fn apply(&mut self, event: &WhistEvent) -> Result<Recorded<WhistEvent>, EventError> {
        if let WhistEvent::Play { seat, card } = *event
            && self.play_regular(seat, card)
        {
            return Ok(Recorded::Stored);
        }
        // A word said again by the player who has just said it: the state
        // stays as it was, the table notes it (decision 177).
        if let Some(note) = self.repetition(event) {
            return Ok(Recorded::Noted { note, before: None });
        }
        // In place: on an error the table restores the state from its
        // checkpoint and the log (`Table::apply`).
        BridgeWhist::apply(self, event)?;
        Ok(Recorded::Stored)
    }

    fn dealer(&self) -> Seat {
        BridgeWhist::dealer(self)
    }

    fn rulings(&self) -> &[Ruling] {
        BridgeWhist::rulings(self)
    }

    fn pending(&self) -> Option<(usize, &Ruling)> {
        BridgeWhist::pending(self)
    }

    fn elections(&self) -> Vec<Election> {
        BridgeWhist::elections(self)
    }

    fn election(
        &self,
        seat: Option<Seat>,
        option: OptionId,
        _call: Option<Call>,
        _suit: Option<Suit>,
    ) -> WhistEvent {
        WhistEvent::Elect { seat, option }
    }

    fn turn(&self) -> Option<Seat> {
        BridgeWhist::turn(self)
    }

    /// The dealer makes the trump or passes it to his partner, who must
    /// make it (law 45); the player with the right to speak doubles (laws
    /// 50-55) or says "may I lead?", "yes" or "satisfied"; the hand on
    /// turn plays a legal card.
    fn legal_actions(&self) -> Vec<WhistEvent> {
        if self.pending().is_some() {
            return crate::referee::election_events(self, &self.elections());
        }
        let Some(seat) = BridgeWhist::turn(self) else {
            return Vec::new();
        };
        let make = |seat| {
            Denomination::ALL
                .into_iter()
                .map(move |denomination| WhistEvent::MakeTrump { seat, denomination })
        };
        match self.phase() {
            Phase::MakingTrump if !self.declaration_passed() => make(seat)
                .chain([WhistEvent::PassDeclaration { seat }])
                .collect(),
            Phase::MakingTrump => make(seat).collect(),
            Phase::Doubling => {
                let d = self.doubling();
                let mut out = Vec::new();
                if !d.no_further_doubling() && !d.limit_reached() {
                    out.push(WhistEvent::Double { seat });
                }
                out.push(if !d.steps().is_empty() {
                    WhistEvent::Satisfied { seat }
                } else if d.asked() {
                    WhistEvent::Yes { seat }
                } else {
                    WhistEvent::MayILead { seat }
                });
                out
            }
            Phase::Play => self.play().map_or_else(Vec::new, |_| {
                self.legal_plays()
                    .iter()
                    .map(|card| WhistEvent::Play { seat, card })
                    .collect()
            }),
            Phase::Over | Phase::NewDeal => Vec::new(),
        }
    }

    /// Scored, or void by a new deal claimed.
    fn is_over(&self) -> bool {
        matches!(self.phase(), Phase::Over | Phase::NewDeal)
    }

    fn tricks(&self) -> Option<BySide<u8>> {
        self.play().map(|p| p.won())
    }

    fn points(&self) -> Option<BySide<i32>> {
        let s = self.score()?;
        Some(BySide([s.total(Side::NorthSouth), s.total(Side::EastWest)]))
    }

    /// The code has no lasting penalty on a player: its irregularities end
    /// in a choice made at once (laws 46-49, 54, 55).
    fn in_force(&self) -> Vec<InForce> {
        Vec::new()
    }
}
