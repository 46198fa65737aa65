//! What differs by game and is not in [`Game`](tablelaw::Game), for euchre
//! (1888), a rubber deal after deal: a random first dealer, options and
//! packs, the irregular events to throw at the table, where its cards may
//! be, and its table script. Nothing here forwards a method of the trait.

use proptest::prelude::*;
use tablelaw::codes::euchre::{
    DealEnd, Discard, Euchre, EuchreDeal, EuchreEvent, EuchreOptions, EuchreSetup, NewDealCause,
    Pack, Packets,
};
use tablelaw::{Card, CardSet, OptionId, Seat, Side, Suit, Table};

use crate::{Rig, choose};

use super::games_bridge::any_seat;

// ---- euchre (1888): a rubber, deal after deal ----

/// A euchre table's setup and the packs its deals are dealt from, in turn
/// (the deal is chance, not an act).
#[derive(Clone, Debug)]
pub struct EuchreCase {
    pub setup: EuchreSetup,
    pub packs: Vec<Vec<Card>>,
    pub packets: Packets,
}

/// A random first dealer, options and shuffled packs.
pub fn euchre_case() -> impl Strategy<Value = EuchreCase> {
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
            EuchreCase {
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

impl Rig for Euchre {
    type Case = EuchreCase;

    fn setup(case: &EuchreCase) -> EuchreSetup {
        case.setup
    }

    /// The next deal, from the next pack, while the rubber runs and no
    /// deal is in progress.
    fn chance(case: &EuchreCase, t: &Table<Euchre>) -> Option<EuchreEvent> {
        if t.score().over || t.hand().is_some() {
            return None;
        }
        let pack = &case.packs[t.deals().len() % case.packs.len()];
        EuchreDeal::from_pack(pack, t.dealer(), case.packets)
            .ok()
            .map(EuchreEvent::Deal)
    }

    fn irregular(t: &Table<Euchre>, pick: usize) -> EuchreEvent {
        use EuchreEvent as E;
        let seat = Seat::ALL[pick % 4];
        let p = pick / 4;
        // A revoke not yet established: the question, the answer, the
        // correction (Laws 65, 69).
        if let Some(r) = t.hand().and_then(|h| h.revokes_to_save().last())
            && p.is_multiple_of(3)
        {
            return match (p / 3) % 4 {
                0 => E::AsksRevoke {
                    seat: r.seat.partner(),
                },
                1 => E::AnswersNo { seat: r.seat },
                _ => E::CorrectsRevoke { seat: r.seat },
            };
        }
        let suit = Suit::ALL[(p / 16) % 4];
        let held: Vec<Card> = t
            .hand()
            .map(|h| h.hand(seat).iter().collect())
            .unwrap_or_default();
        match p % 20 {
            16 => match choose(&held, p / 20) {
                Some(card) => E::Exposes {
                    seat,
                    card,
                    below_table: p.is_multiple_of(3),
                },
                None => E::ThrowsCards { seat },
            },
            17 if (p / 20).is_multiple_of(2) => match choose(&held, p / 40) {
                Some(card) => E::NamesCard {
                    seat: seat.lho(),
                    owner: seat,
                    card,
                },
                None => E::ThrowsCards { seat },
            },
            17 => E::ThrowsCards { seat },
            18 if (p / 20).is_multiple_of(3) => E::ExposedInDealing {
                seat,
                touched: (p / 60).is_multiple_of(2),
            },
            18 if (p / 20) % 3 == 1 && (p / 60).is_multiple_of(2) => E::OmittedToPlay { seat },
            // Two cards played to one trick (Law 61).
            18 if (p / 20) % 3 == 1 && (p / 60) % 4 == 1 => match choose(&held, p / 240) {
                Some(card) => E::SurplusCard {
                    seat,
                    trick: ((p / 240) % 5) as u8,
                    card,
                },
                None => E::DealtWithOtherPack { seat },
            },
            18 if (p / 20) % 3 == 1 && (p / 60) % 8 == 3 => E::Reshuffles { seat },
            18 if (p / 20) % 3 == 1 && (p / 60) % 8 == 7 => E::LiftsTrumpCard { seat },
            18 if (p / 20) % 3 == 1 => E::DealtWithOtherPack { seat },
            18 => E::DealOutOfTurn { seat, deal: None },
            19 => E::MisdealOutOfTurn { seat },
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
                side: if p.is_multiple_of(2) {
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
    fn cards_conserved(t: &Table<Euchre>) -> bool {
        let Some(h) = t.hand() else {
            return true;
        };
        let pack = t.setup().options.pack.cards();
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

    fn write_script(setup: &EuchreSetup, log: &[EuchreEvent]) -> String {
        tablelaw_formats::euchre::write(setup, log)
    }

    fn read_script(text: &str) -> Result<Vec<EuchreEvent>, String> {
        let script = tablelaw_formats::euchre::parse(text).map_err(|e| e.to_string())?;
        Ok(script.events.into_iter().map(|(e, _)| e).collect())
    }

    fn is_election(event: &EuchreEvent) -> bool {
        matches!(event, EuchreEvent::Elect { .. })
    }

    /// Every deal played out, or abandoned (Laws 49, 50), has its score.
    fn deals_scored(t: &Table<Euchre>) -> bool {
        t.deals().iter().all(|d| {
            !matches!(d.end, DealEnd::PlayedOut | DealEnd::Abandoned) || !d.score.is_empty()
        })
    }
}
