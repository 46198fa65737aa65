//! Auction bridge through the one referee interface ([`Game`]).

use super::{AuctionBridge, AuctionBridgeError, AuctionBridgeEvent, AuctionBridgeSetup, Outcome};
use crate::call::Call;
use crate::card::Suit;
use crate::law::CodeId;
use crate::referee::{Election, Game, GameSetup, InForce, Obligation, Recorded};
use crate::ruling::{OptionId, PenaltyStatus, Ruling};
use crate::seat::{BySide, Seat, Side};

impl GameSetup for AuctionBridgeSetup {
    type Game = AuctionBridge;
    fn into_setup(self) -> AuctionBridgeSetup {
        self
    }
}

impl AuctionBridge {
    /// Whether the deal ended without a final declaration to play (a new
    /// deal, or no declaration): nothing more is due.
    fn ended_without_play(&self) -> bool {
        matches!(self.outcome(), Some(o) if !matches!(o, Outcome::Final(_)))
    }
}

impl Game for AuctionBridge {
    type Setup = AuctionBridgeSetup;
    type Event = AuctionBridgeEvent;
    type Error = AuctionBridgeError;

    fn from_setup(setup: &AuctionBridgeSetup) -> AuctionBridge {
        AuctionBridge::new(setup.dealer, setup.deal, setup.options)
    }

    fn code(&self) -> CodeId {
        CodeId::AuctionBridge
    }

    #[inline]
    fn apply(
        &mut self,
        event: &AuctionBridgeEvent,
    ) -> Result<Recorded<AuctionBridgeEvent>, AuctionBridgeError> {
        // A call said again by the player who has just made it: the state
        // stays as it was, the table notes it (decision 176).
        if let Some(note) = self.repetition(event) {
            return Ok(Recorded::Noted { note, before: None });
        }
        // Every handler checks everything before its first change, so an
        // error leaves the state as it was without a copy (the property
        // tests check it).
        AuctionBridge::apply(self, event)?;
        Ok(Recorded::Stored)
    }

    /// Every handler checks before its first change.
    fn refuses_cleanly(&self, _event: &AuctionBridgeEvent) -> bool {
        true
    }

    fn dealer(&self) -> Seat {
        AuctionBridge::dealer(self)
    }

    fn rulings(&self) -> &[Ruling] {
        AuctionBridge::rulings(self)
    }

    fn pending(&self) -> Option<(usize, &Ruling)> {
        AuctionBridge::pending(self)
    }

    fn elections(&self) -> Vec<Election> {
        AuctionBridge::elections(self)
    }

    fn election(
        &self,
        seat: Option<Seat>,
        option: OptionId,
        _call: Option<Call>,
        suit: Option<Suit>,
    ) -> AuctionBridgeEvent {
        AuctionBridgeEvent::Elect { seat, option, suit }
    }

    /// The player to call, or whose card is to be played next (dummy's,
    /// while declarer elects among the cards of dummy he touched, Law 64).
    fn turn(&self) -> Option<Seat> {
        if self.ended_without_play() {
            return None;
        }
        if let Some((seat, _)) = self.pending_card() {
            return Some(seat);
        }
        match self.play() {
            Some(play) => play.turn().filter(|_| !play.is_over()),
            None => AuctionBridge::turn(self),
        }
    }

    fn legal_actions(&self) -> Vec<AuctionBridgeEvent> {
        if let Some((seat, cards)) = self.pending_card() {
            // Law 64: declarer elects the card touched by playing it.
            return cards
                .iter()
                .map(|card| AuctionBridgeEvent::Play { seat, card })
                .collect();
        }
        if self.pending().is_some() {
            return crate::referee::election_events(self, &self.elections());
        }
        if self.ended_without_play() {
            return Vec::new();
        }
        if let Some(play) = self.play() {
            return match play.turn() {
                Some(seat) if !play.is_over() => self
                    .legal_plays()
                    .iter()
                    .map(|card| AuctionBridgeEvent::Play { seat, card })
                    .collect(),
                _ => Vec::new(),
            };
        }
        if self.final_declaration().is_some() {
            // The deal not known: the result is told at the table (Law 47).
            return if self.score().is_none() {
                (0..=13)
                    .map(|tricks| AuctionBridgeEvent::Result { tricks })
                    .collect()
            } else {
                Vec::new()
            };
        }
        match AuctionBridge::turn(self) {
            Some(seat) => self
                .legal_calls()
                .into_iter()
                .map(|call| AuctionBridgeEvent::Call { seat, call })
                .collect(),
            None => Vec::new(),
        }
    }

    /// A new deal demanded, or the deal scored.
    fn is_over(&self) -> bool {
        match self.outcome() {
            Some(Outcome::Final(_)) => match self.play() {
                Some(play) => play.is_over() && self.pending().is_none(),
                None => self.told.result.is_some(),
            },
            Some(_) => true,
            None => false,
        }
    }

    fn tricks(&self) -> Option<BySide<u8>> {
        self.won()
    }

    fn points(&self) -> Option<BySide<i32>> {
        let score = self.score()?;
        Some(BySide([
            score.total(Side::NorthSouth),
            score.total(Side::EastWest),
        ]))
    }

    fn in_force(&self) -> Vec<InForce> {
        let mut out: Vec<InForce> = self
            .debarments()
            .iter()
            .filter(|d| d.status == PenaltyStatus::InForce)
            .map(|d| InForce {
                seat: d.seat,
                obligation: if d.from_doubling {
                    Obligation::PassWhenever
                } else {
                    Obligation::Debarred
                },
                law: d.law,
                ruling: Some(d.ruling),
                text: d.describe(),
            })
            .collect();
        if let Some(play) = self.play() {
            let law = |n| crate::law::Citation::new(CodeId::AuctionBridge, n, "");
            out.extend(play.in_force(self.laws.lead_law.unwrap_or(law(51)), law(67)));
        }
        out.extend(self.play_in_force());
        if let (Some((suit, ruling)), Some(f)) = (self.called_lead, self.final_declaration()) {
            // Law 51: the adversary next on lead, declarer's LHO at the
            // opening lead.
            let seat = self
                .play()
                .and_then(|p| p.turn())
                .unwrap_or(f.declarer.lho());
            out.push(InForce {
                seat,
                obligation: Obligation::RequiredLead { suit },
                law: crate::law::Citation::new(CodeId::AuctionBridge, 51, ""),
                ruling: Some(ruling),
                text: format!(
                    "{} must lead {} if he can, the lead called under Law 51",
                    seat.name(),
                    suit.name()
                ),
            });
        }
        out
    }
}
