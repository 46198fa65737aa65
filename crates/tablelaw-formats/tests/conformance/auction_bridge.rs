//! Auction bridge (1912 laws) through [`AuctionBridgeTable`].

use proptest::prelude::*;
use tablelaw::codes::auction_bridge::{
    AuctionBridgeError, AuctionBridgeEvent as E, AuctionBridgeSetup, AuctionBridgeTable,
    AuctionCall, AuctionDenomination, Declaration, Outcome,
};
use tablelaw::{OptionId, Seat, Suit};

use crate::{Conformance, any_deal, any_seat, bridge_cards_conserved, choose};

#[derive(Clone, Debug)]
pub struct AuctionBridgeConf(AuctionBridgeTable);

/// A random deal and dealer.
pub fn any_setup() -> impl Strategy<Value = AuctionBridgeSetup> {
    (any_deal(), any_seat()).prop_map(|(deal, dealer)| AuctionBridgeSetup {
        dealer,
        deal: Some(deal),
        options: Default::default(),
    })
}

fn declaration(pick: usize) -> AuctionCall {
    Declaration::new(
        1 + (pick % 9) as u8,
        AuctionDenomination::ALL[(pick / 9) % 6],
    )
    .map_or(AuctionCall::Pass, AuctionCall::Declare)
}

impl Conformance for AuctionBridgeConf {
    type Event = E;
    type Setup = AuctionBridgeSetup;
    type Error = AuctionBridgeError;

    fn new(setup: AuctionBridgeSetup) -> Self {
        AuctionBridgeConf(AuctionBridgeTable::with_setup(setup))
    }
    fn apply(&mut self, event: E) -> Result<(), AuctionBridgeError> {
        self.0.apply(event)
    }
    fn log(&self) -> Vec<E> {
        self.0.log().to_vec()
    }
    fn refold(setup: AuctionBridgeSetup, log: Vec<E>) -> Result<Self, String> {
        AuctionBridgeTable::from_log(setup, log)
            .map(AuctionBridgeConf)
            .map_err(|(i, e)| format!("event {i}: {e}"))
    }
    fn undo(&mut self, n: usize) {
        self.0.undo(n);
    }
    fn state_debug(&self) -> String {
        format!("{:?}", self.0.state())
    }
    fn regular(&self, pick: usize) -> Option<E> {
        let t = &self.0;
        if let Some((_, ruling)) = t.pending() {
            // The elections the table accepts, tried from `pick`.
            let options: Vec<OptionId> = ruling.options.iter().map(|o| o.id).collect();
            return (0..options.len()).find_map(|i| {
                let option = options[(pick + i) % options.len()];
                let suit = option.takes_suit().then(|| Suit::ALL[pick % 4]);
                let event = E::Elect {
                    seat: None,
                    option,
                    suit,
                };
                t.clone().apply(event).is_ok().then_some(event)
            });
        }
        if let Some(play) = t.play() {
            let seat = play.turn()?;
            let cards: Vec<_> = play.legal_plays().iter().collect();
            return choose(&cards, pick).map(|card| E::Play { seat, card });
        }
        let seat = t.turn()?;
        let legal = t.legal_calls();
        let call = if pick % 3 == 0 || !legal.contains(&AuctionCall::Pass) {
            choose(&legal, pick / 3)?
        } else {
            AuctionCall::Pass
        };
        Some(E::Call { seat, call })
    }
    fn irregular(&self, pick: usize) -> E {
        let seat = Seat::ALL[pick % 4];
        let p = pick / 4;
        let call = match (p / 8) % 4 {
            0 => AuctionCall::Pass,
            1 => AuctionCall::Double,
            2 => AuctionCall::Redouble,
            _ => declaration(p / 32),
        };
        let held: Vec<_> = self
            .0
            .deal()
            .map(|d| d.hand(seat).iter().collect())
            .unwrap_or_default();
        match p % 8 {
            0..=2 => E::Call { seat, call },
            3 => E::Correct { seat, call },
            4 => E::Inform { seat },
            5 => E::Elect {
                seat: Some(seat),
                option: OptionId::ALL[(p / 8) % OptionId::ALL.len()],
                suit: None,
            },
            6 => E::Result {
                tricks: (p / 8 % 16) as u8,
            },
            _ => match choose(&held, p / 8) {
                Some(card) => E::Play { seat, card },
                None => E::Call { seat, call },
            },
        }
    }
    fn cards_conserved(&self) -> bool {
        match (self.0.play(), self.0.deal()) {
            (Some(play), Some(deal)) => bridge_cards_conserved(play, deal),
            _ => true,
        }
    }
    fn turn_defined(&self) -> bool {
        let t = &self.0;
        if t.pending().is_some() {
            return true;
        }
        match (t.outcome(), t.play()) {
            (None, _) => t.turn().is_some(),
            (Some(Outcome::Final(_)), Some(play)) => play.is_over() || play.turn().is_some(),
            (Some(_), _) => true,
        }
    }
    fn script(setup: &AuctionBridgeSetup, log: &[E]) -> String {
        tablelaw_formats::script::auction_bridge::write(setup, log)
    }
    fn read_script(text: &str) -> Result<Vec<E>, String> {
        let script =
            tablelaw_formats::script::auction_bridge::parse(text).map_err(|e| e.to_string())?;
        Ok(script.events.into_iter().map(|(e, _)| e).collect())
    }
    fn irregularities(&self) -> usize {
        self.0
            .rulings()
            .iter()
            .filter(|r| r.offender.is_some())
            .count()
    }
    fn is_election(event: &E) -> bool {
        matches!(event, E::Elect { .. })
    }
    fn finished_has_score(&self) -> bool {
        let finished = self.0.play().is_some_and(|p| p.is_over());
        !finished || self.0.score().is_some()
    }
}
