//! Euchre through the one referee interface ([`Game`]).

use super::{Euchre, EuchreError, EuchreEvent, EuchreSetup, Requirement, Until};
use crate::call::Call;
use crate::card::Suit;
use crate::law::CodeId;
use crate::referee::{Election, Game, GameSetup, InForce, Obligation, Recorded};
use crate::ruling::{OptionId, Ruling};
use crate::seat::{BySide, Seat};

impl GameSetup for EuchreSetup {
    type Game = Euchre;
    fn into_setup(self) -> EuchreSetup {
        self
    }
}

impl Game for Euchre {
    type Setup = EuchreSetup;
    type Event = EuchreEvent;
    type Error = EuchreError;

    fn from_setup(setup: &EuchreSetup) -> Euchre {
        Euchre::new(setup)
    }

    fn code(&self) -> CodeId {
        CodeId::Euchre
    }

    /// While every event has been regular, a regular event is applied in
    /// place and its log derived from the deals; the first other event
    /// writes the log out (`regular_log`).
    #[inline]
    fn apply(&mut self, event: &EuchreEvent) -> Result<Recorded<EuchreEvent>, EuchreError> {
        self.apply_recorded(event)
    }

    fn derived_log(&self) -> Option<Vec<EuchreEvent>> {
        self.regular.then(|| self.regular_log())
    }

    fn derives_log(&self) -> bool {
        self.regular
    }

    fn derived_len(&self) -> usize {
        if self.regular { self.regular_len() } else { 0 }
    }

    fn dealer(&self) -> Seat {
        Euchre::dealer(self)
    }

    /// The rulings of the deal in progress (those of finished deals are
    /// kept with each deal, [`Euchre::deals`]).
    fn rulings(&self) -> &[Ruling] {
        self.hand.as_ref().map_or(&[], |h| h.rulings())
    }

    fn pending(&self) -> Option<(usize, &Ruling)> {
        Euchre::pending(self)
    }

    fn elections(&self) -> Vec<Election> {
        Euchre::elections(self)
    }

    fn election(
        &self,
        seat: Option<Seat>,
        option: OptionId,
        _call: Option<Call>,
        _suit: Option<Suit>,
    ) -> EuchreEvent {
        EuchreEvent::Elect { seat, option }
    }

    fn turn(&self) -> Option<Seat> {
        Euchre::turn(self)
    }

    fn legal_actions(&self) -> Vec<EuchreEvent> {
        self.legal_events()
    }

    /// The rubber is over (Law 1: the best of three games).
    fn is_over(&self) -> bool {
        self.score.over
    }

    fn tricks(&self) -> Option<BySide<u8>> {
        match &self.hand {
            Some(h) => Some(h.won()),
            None => self
                .deals()
                .last()
                .and_then(|d| d.hand.as_ref())
                .map(|h| h.won()),
        }
    }

    /// The points of the game in progress.
    fn points(&self) -> Option<BySide<i32>> {
        let p = self.score.points;
        Some(BySide([i32::from(p.0[0]), i32::from(p.0[1])]))
    }

    fn in_force(&self) -> Vec<InForce> {
        let Some(h) = &self.hand else {
            return Vec::new();
        };
        let mut out = Vec::new();
        for seat in Seat::ALL {
            if let Some(b) = h.bound(seat) {
                let how = match b.until {
                    Until::EndOfRound => "to the end of the round",
                    Until::EndOfMaking => "until the trump is made",
                };
                out.push(InForce {
                    seat,
                    obligation: Obligation::PassWhenever,
                    law: b.law,
                    ruling: None,
                    text: format!("{} must pass {how}", seat.name()),
                });
            }
            if let Some(r) = h.required(seat) {
                let what = match r.play {
                    Requirement::Highest => "play his highest card of the suit led",
                    Requirement::Lowest => "play his lowest card of the suit led",
                    Requirement::Win => "win the trick if he can",
                    Requirement::Lose => "lose the trick if he can",
                };
                out.push(InForce {
                    seat,
                    obligation: Obligation::RequiredPlay {
                        what: what.to_owned(),
                    },
                    law: r.law,
                    ruling: None,
                    text: format!("{} must {what} (trick {})", seat.name(), r.trick + 1),
                });
            }
            let exposed = h.exposed(seat);
            if !exposed.is_empty() {
                let list: Vec<String> = exposed.iter().map(|c| c.to_string()).collect();
                out.push(InForce {
                    seat,
                    obligation: Obligation::PenaltyCards {
                        cards: exposed.iter().collect(),
                    },
                    law: super::law(56, ""),
                    ruling: None,
                    text: format!(
                        "{} exposed by {}, liable to be called (Laws 46, 56)",
                        list.join(" "),
                        seat.name()
                    ),
                });
            }
            if let Some(suit) = h.lead_call[seat] {
                out.push(InForce {
                    seat,
                    obligation: Obligation::RequiredLead { suit },
                    law: super::law(57, ""),
                    ruling: None,
                    text: format!(
                        "{} must lead {} at his next lead (Laws 52, 57)",
                        seat.name(),
                        suit.name()
                    ),
                });
            }
            if let Some(card) = h.called[seat] {
                out.push(InForce {
                    seat,
                    obligation: Obligation::RequiredPlay {
                        what: format!("play {card} at his next play"),
                    },
                    law: super::law(56, ""),
                    ruling: None,
                    text: format!("{} must play {card} at his next play (Law 56)", seat.name()),
                });
            }
        }
        out
    }
}
