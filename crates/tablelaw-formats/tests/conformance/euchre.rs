//! Euchre (1888 laws) through [`EuchreGame`]: a rubber, deal after deal,
//! the packs shuffled in the setup (the deal is chance, not an act).

use proptest::prelude::*;
use tablelaw::codes::euchre::{
    DealEnd, Discard, EuchreDeal, EuchreError, EuchreEvent as E, EuchreGame, EuchreOptions,
    EuchreSetup, NewDealCause, Pack, Packets,
};
use tablelaw::{Card, CardSet, OptionId, Seat, Side, Suit};

use crate::{Conformance, any_seat, choose};

/// The game's setup and the packs its deals are dealt from, in turn.
#[derive(Clone, Debug)]
pub struct EuchreConfSetup {
    pub setup: EuchreSetup,
    pub packs: Vec<Vec<Card>>,
    pub packets: Packets,
}

#[derive(Clone, Debug)]
pub struct EuchreConf {
    packs: Vec<Vec<Card>>,
    packets: Packets,
    game: EuchreGame,
}

/// A random first dealer, options and shuffled packs.
pub fn any_setup() -> impl Strategy<Value = EuchreConfSetup> {
    let shuffled = Just(Pack::ThirtyTwo.cards().iter().collect::<Vec<Card>>()).prop_shuffle();
    (
        any_seat(),
        any::<[bool; 4]>(),
        prop::collection::vec(shuffled, 1..6),
    )
        .prop_map(|(dealer, [short, stick, alone, packets], packs)| {
            let pack = if short {
                Pack::TwentyFour
            } else {
                Pack::ThirtyTwo
            };
            let options = EuchreOptions {
                pack,
                stick_the_dealer: stick,
                defending_alone: alone,
                ..EuchreOptions::default()
            };
            let cards = pack.cards();
            EuchreConfSetup {
                setup: EuchreSetup::with_options(dealer, options),
                packs: packs
                    .into_iter()
                    .map(|p| p.into_iter().filter(|&c| cards.contains(c)).collect())
                    .collect(),
                packets: if packets {
                    Packets::TwoThenThree
                } else {
                    Packets::ThreeThenTwo
                },
            }
        })
}

impl Conformance for EuchreConf {
    type Event = E;
    type Setup = EuchreConfSetup;
    type Error = EuchreError;

    fn new(setup: EuchreConfSetup) -> Self {
        EuchreConf {
            packs: setup.packs,
            packets: setup.packets,
            game: EuchreGame::with_setup(setup.setup),
        }
    }
    fn apply(&mut self, event: E) -> Result<(), EuchreError> {
        self.game.apply(event)
    }
    fn log(&self) -> Vec<E> {
        self.game.log().to_vec()
    }
    fn refold(setup: EuchreConfSetup, log: Vec<E>) -> Result<Self, String> {
        let game =
            EuchreGame::from_log(setup.setup, log).map_err(|(i, e)| format!("event {i}: {e}"))?;
        Ok(EuchreConf {
            packs: setup.packs,
            packets: setup.packets,
            game,
        })
    }
    fn undo(&mut self, n: usize) {
        self.game.undo(n);
    }
    fn state_debug(&self) -> String {
        format!("{:?}", self.game.state())
    }
    fn regular(&self, pick: usize) -> Option<E> {
        let g = &self.game;
        if g.score().over {
            return None;
        }
        if g.hand().is_none() {
            let pack = &self.packs[g.deals().len() % self.packs.len()];
            return EuchreDeal::from_pack(pack, g.dealer(), self.packets)
                .ok()
                .map(E::Deal);
        }
        choose(&g.legal_events(), pick)
    }
    fn irregular(&self, pick: usize) -> E {
        let seat = Seat::ALL[pick % 4];
        let p = pick / 4;
        let suit = Suit::ALL[(p / 16) % 4];
        let held: Vec<Card> = self
            .game
            .hand()
            .map(|h| h.hand(seat).iter().collect())
            .unwrap_or_default();
        match p % 16 {
            0 => E::pass(seat),
            1 => E::OrderUp { seat },
            2 => E::Assist { seat },
            3 => E::TakeUp { seat },
            4 => E::PlayAlone { seat, suit: None },
            5 => E::Name { seat, suit },
            6 => E::MentionsSuit { seat, suit },
            7 => E::CallsAttention { seat },
            8 => E::AsksWhoPlayed { seat },
            9 => E::TurnDown { seat },
            10 => E::Misdeal { excuse: None },
            11 => E::NewDeal {
                cause: NewDealCause::CardFaced,
            },
            12 => E::Elect {
                seat: Some(seat),
                option: OptionId::ALL[(p / 16) % OptionId::ALL.len()],
            },
            13 => E::Consulted {
                side: if p % 2 == 0 {
                    Side::NorthSouth
                } else {
                    Side::EastWest
                },
            },
            _ => match choose(&held, p / 16) {
                Some(card) => E::Play { seat, card },
                None => E::TakeItFrom { seat },
            },
        }
    }
    /// The pack is one partition: every card in exactly one place, a
    /// hand, a trick, the dealer's discard, or the rest of the pack (the
    /// cards not dealt and the trump card while no one has taken it up).
    fn cards_conserved(&self) -> bool {
        let Some(h) = self.game.hand() else {
            return true;
        };
        let pack = self.game.setup().options.pack.cards();
        let deal = h.deal();
        let mut placed = CardSet::EMPTY;
        let mut once = true;
        let hands = Seat::ALL
            .iter()
            .flat_map(|&s| h.hand(s).iter().collect::<Vec<_>>());
        let played = h
            .tricks()
            .flat_map(|t| t.plays().map(|(_, c)| c).collect::<Vec<_>>());
        let discard = match h.discard() {
            Discard::Done(card) => Some(card),
            _ => None,
        };
        for card in hands.chain(played).chain(discard) {
            once &= pack.contains(card) && placed.insert(card);
        }
        let mut dealt = CardSet::EMPTY;
        for seat in Seat::ALL {
            dealt = dealt.union(deal.hands[seat]);
        }
        let mut rest = pack.difference(dealt);
        rest.remove(deal.turned);
        // The trump card is on the pack until the dealer takes it up.
        if h.discard() == Discard::NotDue {
            rest.insert(deal.turned);
        }
        once && pack.difference(placed) == rest
    }
    fn turn_defined(&self) -> bool {
        let g = &self.game;
        g.score().over || g.pending().is_some() || g.turn().is_some()
    }
    fn script(setup: &EuchreConfSetup, log: &[E]) -> String {
        tablelaw_formats::euchre::write(&setup.setup, log)
    }
    fn read_script(text: &str) -> Result<Vec<E>, String> {
        let script = tablelaw_formats::euchre::parse(text).map_err(|e| e.to_string())?;
        Ok(script.events.into_iter().map(|(e, _)| e).collect())
    }
    fn irregularities(&self) -> usize {
        let now = self.game.hand().map_or(&[][..], |h| h.rulings());
        now.iter().filter(|r| r.offender.is_some()).count()
    }
    fn is_election(event: &E) -> bool {
        matches!(event, E::Elect { .. })
    }
    fn finished_has_score(&self) -> bool {
        self.game
            .deals()
            .iter()
            .all(|d| d.end != DealEnd::PlayedOut || !d.score.is_empty())
    }
}
