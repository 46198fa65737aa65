//! Contract bridge through [`Table`], once per code (rubber, duplicate 2017, 2007).

use proptest::prelude::*;
use tablelaw::score::Vulnerability;
use tablelaw::{
    Bid, Call, CodeId, Denomination, Elector, Event, EventError, Needs, OptionId, Seat, Table,
    TableSetup,
};

use crate::{Conformance, any_deal, any_seat, bridge_cards_conserved, choose};

#[derive(Clone, Debug)]
pub struct ContractConf(Table);

/// A random deal, dealer and vulnerability under `code`.
pub fn any_setup(code: CodeId) -> impl Strategy<Value = TableSetup> {
    (any_deal(), any_seat(), 0usize..4).prop_map(move |(deal, dealer, v)| TableSetup {
        code,
        dealer,
        deal: Some(deal),
        vulnerability: [
            Vulnerability::Neither,
            Vulnerability::NorthSouth,
            Vulnerability::EastWest,
            Vulnerability::Both,
        ][v],
    })
}

fn bid_of(pick: usize) -> Call {
    Bid::new(1 + (pick % 7) as u8, Denomination::ALL[(pick / 7) % 5]).map_or(Call::Pass, Call::Bid)
}

impl ContractConf {
    /// One of the elections the pending ruling would accept
    /// (`ContractBridge::elections`), chosen by `pick`: an election, one
    /// who may make it, and the call or suit it names.
    fn election(&self, pick: usize) -> Option<Event> {
        let elections = self.0.elections();
        let e = choose(&elections, pick)?;
        let seat = match choose(&e.by, pick / 7)? {
            Elector::Director => None,
            Elector::Seat(s) => Some(s),
        };
        let (call, suit) = match &e.needs {
            Needs::Nothing => (None, None),
            Needs::Call { calls } => {
                let calls: Vec<Call> = calls.iter().collect();
                (Some(choose(&calls, pick / 11)?), None)
            }
            Needs::Suit { suits } => (None, Some(choose(suits, pick / 11)?)),
        };
        Some(Event::Elect {
            seat,
            option: e.option,
            call,
            suit,
        })
    }
}

impl Conformance for ContractConf {
    type Event = Event;
    type Setup = TableSetup;
    type Error = EventError;

    fn new(setup: TableSetup) -> Self {
        ContractConf(Table::with_setup(setup))
    }
    fn apply(&mut self, event: Event) -> Result<(), EventError> {
        self.0.apply(event)
    }
    fn log(&self) -> Vec<Event> {
        self.0.log().into_owned()
    }
    fn refold(setup: TableSetup, log: Vec<Event>) -> Result<Self, String> {
        Table::from_log(setup, log)
            .map(ContractConf)
            .map_err(|(i, e)| format!("event {i}: {e}"))
    }
    fn undo(&mut self, n: usize) {
        self.0.undo(n);
    }
    fn state_debug(&self) -> String {
        format!("{:?}", self.0.state())
    }
    fn regular(&self, pick: usize) -> Option<Event> {
        let t = &self.0;
        if let Some((seat, cards)) = t.pending_card() {
            let cards: Vec<_> = cards.iter().collect();
            return choose(&cards, pick).map(|card| Event::Play { seat, card });
        }
        if t.pending().is_some() {
            return self.election(pick);
        }
        if let Some(play) = t.play() {
            let seat = play.turn()?;
            let cards: Vec<_> = play.legal_plays().iter().collect();
            return choose(&cards, pick).map(|card| Event::Play { seat, card });
        }
        let seat = t.turn()?;
        let legal: Vec<Call> = t.legal_calls().iter().collect();
        // Mostly passes, so that auctions end.
        let call = if pick % 3 == 0 {
            choose(&legal, pick / 3)?
        } else if legal.contains(&Call::Pass) {
            Call::Pass
        } else {
            choose(&legal, pick)?
        };
        Some(Event::call(seat, call))
    }
    fn irregular(&self, pick: usize) -> Event {
        let t = &self.0;
        let seat = Seat::ALL[pick % 4];
        let p = pick / 4;
        let held: Vec<_> = t
            .deal()
            .map(|d| d.hand(seat).iter().collect())
            .unwrap_or_default();
        let card = choose(&held, p / 8);
        match p % 8 {
            0 => Event::call(seat, Call::Pass),
            1 => Event::call(seat, bid_of(p / 8)),
            2 => Event::call(seat, Call::Double),
            3 => Event::call(seat, Call::Redouble),
            4 => Event::Expose {
                seat,
                cards: card.into_iter().collect(),
                led: false,
            },
            5 => Event::Designate {
                words: ["high", "low", "a club", "the king", "ruff it"][(p / 8) % 5].to_owned(),
                intended: None,
            },
            6 => Event::Elect {
                seat: Some(seat),
                option: OptionId::ALL[(p / 8) % OptionId::ALL.len()],
                call: None,
                suit: None,
            },
            _ => match card {
                Some(card) => Event::Play { seat, card },
                None => Event::call(seat, Call::Pass),
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
        let pending = t.pending().is_some() || t.pending_card().is_some();
        match t.play() {
            Some(play) => play.is_over() || play.turn().is_some() || pending,
            None => t.is_closed() || t.turn().is_some() || pending,
        }
    }
    fn script(setup: &TableSetup, log: &[Event]) -> String {
        tablelaw_formats::write(setup, log)
    }
    fn read_script(text: &str) -> Result<Vec<Event>, String> {
        let script = tablelaw_formats::parse(text).map_err(|e| e.to_string())?;
        Ok(script.events.into_iter().map(|(e, _)| e).collect())
    }
    fn irregularities(&self) -> usize {
        self.0
            .rulings()
            .iter()
            .filter(|r| r.offender.is_some())
            .count()
    }
    fn is_election(event: &Event) -> bool {
        matches!(event, Event::Elect { .. })
    }
    fn finished_has_score(&self) -> bool {
        let t = &self.0;
        let finished = t.is_passed_out() || t.play().is_some_and(|p| p.is_over());
        let scored = if t.setup().code.is_duplicate() {
            t.duplicate_score().is_some()
        } else {
            t.score().is_some()
        };
        !finished || scored
    }
}
