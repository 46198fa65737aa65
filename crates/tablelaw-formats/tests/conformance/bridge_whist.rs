//! Bridge whist (1907 laws) through [`WhistTable`].

use proptest::prelude::*;
use tablelaw::codes::bridge_whist::{ClubLimit, Phase, WhistEvent as E, WhistSetup, WhistTable};
use tablelaw::{Denomination, EventError, OptionId, Seat};

use crate::{Conformance, any_deal, any_seat, bridge_cards_conserved, choose};

#[derive(Clone, Debug)]
pub struct WhistConf(WhistTable);

/// A random deal, dealer and club limit.
pub fn any_setup() -> impl Strategy<Value = WhistSetup> {
    (any_deal(), any_seat(), 0usize..3).prop_map(|(deal, dealer, limit)| WhistSetup {
        deal: Some(deal),
        club_limit: [ClubLimit::None, ClubLimit::Points100, ClubLimit::Points200][limit],
        ..WhistSetup::new(dealer)
    })
}

impl Conformance for WhistConf {
    type Event = E;
    type Setup = WhistSetup;
    type Error = EventError;

    fn new(setup: WhistSetup) -> Self {
        WhistConf(WhistTable::with_setup(setup))
    }
    fn apply(&mut self, event: E) -> Result<(), EventError> {
        self.0.apply(event)
    }
    fn log(&self) -> Vec<E> {
        self.0.log().to_vec()
    }
    fn refold(setup: WhistSetup, log: Vec<E>) -> Result<Self, String> {
        WhistTable::from_log(setup, log)
            .map(WhistConf)
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
                let event = E::Elect { seat: None, option };
                t.clone().apply(event.clone()).is_ok().then_some(event)
            });
        }
        let seat = t.turn()?;
        Some(match t.phase() {
            Phase::MakingTrump if seat == t.dealer() && pick % 2 == 0 => {
                E::PassDeclaration { seat }
            }
            Phase::MakingTrump => E::MakeTrump {
                seat,
                denomination: Denomination::ALL[(pick / 2) % 5],
            },
            Phase::Doubling => {
                let d = t.doubling();
                if pick % 3 == 0 {
                    E::Double { seat }
                } else if !d.steps().is_empty() {
                    E::Satisfied { seat }
                } else if d.asked() {
                    E::Yes { seat }
                } else {
                    E::MayILead { seat }
                }
            }
            Phase::Play => {
                let cards: Vec<_> = t.play()?.legal_plays().iter().collect();
                E::Play {
                    seat,
                    card: choose(&cards, pick)?,
                }
            }
            Phase::Over | Phase::NewDeal => return None,
        })
    }
    fn irregular(&self, pick: usize) -> E {
        let seat = Seat::ALL[pick % 4];
        let p = pick / 4;
        let held: Vec<_> = self
            .0
            .deal()
            .map(|d| d.hand(seat).iter().collect())
            .unwrap_or_default();
        match p % 9 {
            0 => E::MakeTrump {
                seat,
                denomination: Denomination::ALL[(p / 9) % 5],
            },
            1 => E::PassDeclaration { seat },
            2 => E::Double { seat },
            3 => E::MayILead { seat },
            4 => E::Yes { seat },
            5 => E::Satisfied { seat },
            6 => E::Consultation { seat },
            7 => E::Elect {
                seat: Some(seat),
                option: OptionId::ALL[(p / 9) % OptionId::ALL.len()],
            },
            _ => match choose(&held, p / 9) {
                Some(card) => E::Play { seat, card },
                None => E::Double { seat },
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
        matches!(t.phase(), Phase::Over | Phase::NewDeal)
            || t.pending().is_some()
            || t.turn().is_some()
    }
    fn script(setup: &WhistSetup, log: &[E]) -> String {
        tablelaw_formats::whist_script::write(setup, log)
    }
    fn read_script(text: &str) -> Result<Vec<E>, String> {
        let script = tablelaw_formats::whist_script::parse(text).map_err(|e| e.to_string())?;
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
        self.0.phase() != Phase::Over || self.0.score().is_some()
    }
}
