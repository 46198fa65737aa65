//! What differs by game and is not in [`Game`](tablelaw::Game), for the
//! bridge family: what its codes share (a random deal, the cards conserved
//! in a bridge play, the cards a seat was dealt or touches), and for
//! contract bridge (rubber, duplicate 2017, duplicate 2007) a random setup,
//! the irregular events to throw at the table, where its cards may be, and
//! its table script. Nothing here forwards a method of the trait.

use proptest::prelude::*;
use tablelaw::score::Vulnerability;
use tablelaw::{
    Bid, BySeat, Call, Card, CardSet, CodeId, ContractBridge, Deal, Denomination, DummyAct, Event,
    OptionId, Rank, Seat, Suit, Table, TableSetup,
};

use crate::{Rig, choose};

// ---- shared by the bridge family ----

/// The fifty-two cards.
pub(crate) fn full_pack() -> Vec<Card> {
    Suit::ALL
        .iter()
        .flat_map(|&s| (2u8..=14).filter_map(move |r| Some(Card::new(s, Rank::new(r)?))))
        .collect()
}

/// A random deal of the fifty-two cards.
pub(crate) fn any_deal() -> impl Strategy<Value = Deal> {
    Just(full_pack()).prop_shuffle().prop_map(|pack| {
        let mut hands = [CardSet::EMPTY; 4];
        for (i, card) in pack.into_iter().enumerate() {
            hands[i / 13].insert(card);
        }
        Deal::try_new(BySeat(hands)).expect("thirteen cards each")
    })
}

pub(crate) fn any_seat() -> impl Strategy<Value = Seat> {
    prop::sample::select(Seat::ALL.to_vec())
}

/// Cards conserved in a bridge play: each card of the deal in its hand or
/// played to a trick, once (a card played out of turn stays in the hand).
pub(crate) fn bridge_cards_conserved(
    play: Option<&tablelaw::play::BridgePlay>,
    deal: Option<&Deal>,
) -> bool {
    let (Some(play), Some(deal)) = (play, deal) else {
        return true;
    };
    let record = play.record();
    Seat::ALL.iter().all(|&seat| {
        let mut all = play.hand(seat);
        let played_once = record
            .iter()
            .filter(|c| {
                c.seat == seat
                    && !matches!(
                        c.irregularity,
                        Some(tablelaw::play::PlayIrregularity::OutOfTurn { .. })
                    )
            })
            .all(|c| all.insert(c.card));
        played_once && all == deal.hand(seat)
    })
}

/// The cards `seat` was dealt.
pub(crate) fn held(deal: Option<&Deal>, seat: Seat) -> Vec<Card> {
    deal.map(|d| d.hand(seat).iter().collect())
        .unwrap_or_default()
}

/// One card of `seat`'s hand as dealt, or (one time in three) two: the
/// cards of dummy declarer names or touches (auction bridge Law 64,
/// bridge whist law 67).
pub(crate) fn touched(deal: Option<&Deal>, seat: Seat, pick: usize) -> CardSet {
    let hand = held(deal, seat);
    let first = choose(&hand, pick);
    let second = choose(&hand, pick / 3 + 1).filter(|_| pick.is_multiple_of(3));
    first.into_iter().chain(second).collect()
}

// ---- contract bridge: rubber, duplicate 2017, duplicate 2007 ----

/// A random deal, dealer and vulnerability under `code`.
pub fn contract_setup(code: CodeId) -> impl Strategy<Value = TableSetup> {
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

impl Rig for ContractBridge {
    type Case = TableSetup;

    fn setup(case: &TableSetup) -> TableSetup {
        case.clone()
    }

    fn irregular(t: &Table<ContractBridge>, pick: usize) -> Event {
        let seat = Seat::ALL[pick % 4];
        let p = pick / 4;
        let card = choose(&held(t.deal(), seat), p / 8);
        match p % 11 {
            8 => Event::AsksExplanation {
                seat,
                call: bid_of(p / 11),
            },
            9 if (p / 8).is_multiple_of(7) => Event::Claim {
                seat,
                tricks: Some((p / 56 % 14) as u8),
                line: String::new(),
            },
            9 if (p / 8).is_multiple_of(11) => Event::Inspect {
                seat,
                trick: Some((p / 88 % 14) as u8).filter(|&t| t > 0),
            },
            9 if (p / 8).is_multiple_of(13) => Event::Finding(tablelaw::Finding::DefectiveTrick {
                seat,
                trick: (p / 104 % 14) as u8,
            }),
            9 if (p / 8).is_multiple_of(5) => Event::AsksRevoke {
                seat,
                of: Seat::ALL[(p / 40) % 4],
            },
            // Law 48B: a player faces his cards.
            9 if (p / 8).is_multiple_of(17) => Event::FacesCards { seat },
            9 => Event::DrawsAttention { seat },
            10 => Event::Misinformed {
                seat,
                call: Call::Pass,
            },
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
                also: Vec::new(),
            },
            7 if (p / 8).is_multiple_of(3) => Event::Dummy {
                seat,
                act: [
                    DummyAct::ExchangesHands,
                    DummyAct::WarnsDeclarer,
                    DummyAct::LooksAtHand {
                        defender: seat.lho(),
                    },
                    DummyAct::CallsDirector,
                ][(p / 24) % 4],
            },
            7 => match card {
                Some(card) if (p / 8).is_multiple_of(2) => Event::DeemedPlayed { seat, card },
                // Laws 58A and 47F2.
                Some(card) if (p / 8).is_multiple_of(5) => Event::PlaysWith { seat, card },
                Some(card) if (p / 8).is_multiple_of(7) => Event::Withdraws { seat, card },
                Some(card) => Event::FifthCard {
                    seat,
                    card,
                    led: (p / 16).is_multiple_of(2),
                },
                None => Event::DrawsAttention { seat },
            },
            _ => match card {
                // Law 41A: now and then the opening lead made face down.
                Some(card) if (p / 8).is_multiple_of(5) => Event::LeadFaceDown { seat, card },
                Some(card) => Event::Play { seat, card },
                None => Event::call(seat, Call::Pass),
            },
        }
    }

    fn cards_conserved(t: &Table<ContractBridge>) -> bool {
        bridge_cards_conserved(t.play(), t.deal())
    }

    fn write_script(setup: &TableSetup, log: &[Event]) -> String {
        tablelaw_formats::write(setup, log)
    }

    fn read_script(text: &str) -> Result<Vec<Event>, String> {
        let script = tablelaw_formats::parse(text).map_err(|e| e.to_string())?;
        Ok(script.events.into_iter().map(|(e, _)| e).collect())
    }

    fn is_election(event: &Event) -> bool {
        matches!(event, Event::Elect { .. })
    }

    fn leans_to(event: &Event) -> bool {
        matches!(
            event,
            Event::Call {
                call: Call::Pass,
                ..
            }
        )
    }
}
