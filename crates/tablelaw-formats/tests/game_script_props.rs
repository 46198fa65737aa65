//! The script readers of auction bridge, bridge whist and euchre on any
//! text: they never panic, and a script that reads is written again by the
//! code's writer into one that reads back as the same events (issue 9: every
//! parser has a proptest over arbitrary bytes).

use proptest::prelude::*;
use proptest::sample::select;
use tablelaw::codes::auction_bridge::{
    AuctionBridgeEvent as A, AuctionBridgeOptions, AuctionBridgeSetup, AuctionCall,
    AuctionDenomination, Declaration, HonoursHeld,
};
use tablelaw::codes::bridge_whist::{WhistEvent as W, WhistSetup};
use tablelaw::codes::euchre::{
    EuchreDeal, EuchreEvent as U, EuchreOptions, EuchreSetup, MisdealExcuse, NewDealCause, Pack,
    Packets,
};
use tablelaw::{Card, CardSet, Denomination, OptionId, Seat, Side, Suit};
use tablelaw_formats::euchre;
use tablelaw_formats::script::auction_bridge;
use tablelaw_formats::whist_script;

/// Words of the bridge-whist script, right and wrong.
const WHIST_WORDS: &[&str] = &[
    "N",
    "E",
    "S",
    "W",
    "makes",
    "H",
    "NT",
    "spades",
    "bridges",
    "double",
    "xx",
    "may-i-lead",
    "may",
    "I",
    "lead?",
    "yes",
    "satisfied",
    "consults",
    "elect",
    "accept",
    "new-deal",
    "compel-declaration",
    "penalty",
    "SA",
    "♥K",
    "10D",
    "C2",
    "club-limit",
    "100",
    "deal",
    "dealer",
    "laws",
    "#",
    "Q",
    "",
];

/// Words of the auction-bridge script, right and wrong.
const AUCTION_WORDS: &[&str] = &[
    "N",
    "E",
    "S",
    "W",
    "1S",
    "2R",
    "3NT",
    "8H",
    "14C",
    "pass",
    "p",
    "x",
    "xx",
    "correct",
    "change",
    "elect",
    "new-deal",
    "accept",
    "penalty",
    "previous-final",
    "require-lead",
    "no-lead-restriction",
    "H",
    "informs",
    "SA",
    "HT",
    "♦Q",
    "result",
    "7",
    "honours",
    "NS",
    "EW",
    "four-aces",
    "three",
    "chicane",
    "option",
    "spades-and-royals-one-suit",
    "deal",
    "dealer",
    "#",
    "",
];

/// Words of the euchre script, right and wrong.
const EUCHRE_WORDS: &[&str] = &[
    "N",
    "E",
    "S",
    "W",
    "deal",
    "turned",
    "N:J.AK.KQ. 7.98.A.A A.T7.T9. K.Q.87.J",
    "HJ",
    "pass",
    "not-heard",
    "order-up",
    "assist",
    "take-up",
    "alone",
    "hearts",
    "take-it",
    "name",
    "C",
    "turn-down",
    "throws-cards",
    "mentions",
    "defend-alone",
    "discard",
    "SJ",
    "DA",
    "calls-attention",
    "calls-card",
    "calls-suit",
    "demands-placed",
    "asks-who-played",
    "elect",
    "highest",
    "play-it",
    "finding",
    "consulted",
    "EW",
    "misdeal",
    "touched",
    "new-deal",
    "card-faced",
    "options",
    "today",
    "pack-24",
    "game-10",
    "#",
    "",
];

/// A script of random lines after `head`: mostly a seat and one or two
/// words of `words`, so that many scripts read, sometimes any words.
fn soup(head: &'static str, words: &'static [&'static str]) -> impl Strategy<Value = String> {
    let seat = select(&["N", "E", "S", "W", ""][..]);
    let line = (
        prop::bool::weighted(0.9),
        seat,
        prop::collection::vec(select(words), 1..3),
    )
        .prop_map(|(seated, seat, rest)| {
            let rest = rest.join(" ");
            if seated {
                format!("{seat} {rest}")
            } else {
                rest
            }
        });
    prop::collection::vec(line, 0..12).prop_map(move |lines| {
        let mut text = head.to_owned();
        for line in lines {
            text.push_str(&line);
            text.push('\n');
        }
        text
    })
}

fn seat() -> impl Strategy<Value = Seat> {
    select(Seat::ALL.to_vec())
}

fn side() -> impl Strategy<Value = Side> {
    select(vec![Side::NorthSouth, Side::EastWest])
}

fn suit() -> impl Strategy<Value = Suit> {
    select(Suit::ALL.to_vec())
}

fn card() -> impl Strategy<Value = Card> {
    select(CardSet::ALL.iter().collect::<Vec<_>>())
}

fn option() -> impl Strategy<Value = OptionId> {
    select(OptionId::ALL.to_vec())
}

/// One to three different cards: the cards of dummy touched at once.
fn cards() -> impl Strategy<Value = CardSet> {
    proptest::collection::vec(card(), 1..4).prop_map(|v| v.into_iter().collect())
}

fn whist_event() -> impl Strategy<Value = W> {
    (
        seat(),
        0usize..10,
        select(Denomination::ALL.to_vec()),
        option(),
        (card(), cards()),
        any::<bool>(),
    )
        .prop_map(
            |(seat, kind, denomination, option, (card, cards), seated)| match kind {
                0 => W::MakeTrump { seat, denomination },
                1 => W::PassDeclaration { seat },
                2 => W::Double { seat },
                3 => W::MayILead { seat },
                4 => W::Yes { seat },
                5 => W::Satisfied { seat },
                6 => W::Consultation { seat },
                7 => W::Elect {
                    seat: seated.then_some(seat),
                    option,
                },
                8 => W::Touches {
                    seat,
                    cards,
                    arrange: seated,
                },
                _ => W::Play { seat, card },
            },
        )
}

fn auction_call() -> impl Strategy<Value = AuctionCall> {
    (
        0usize..4,
        1u8..=13,
        select(AuctionDenomination::ALL.to_vec()),
    )
        .prop_map(|(k, n, d)| match k {
            0 => AuctionCall::Pass,
            1 => AuctionCall::Double,
            2 => AuctionCall::Redouble,
            _ => Declaration::new(n, d).map_or(AuctionCall::Pass, AuctionCall::Declare),
        })
}

fn auction_event() -> impl Strategy<Value = A> {
    (
        (seat(), 0usize..9, auction_call(), option()),
        (
            proptest::option::of(suit()),
            any::<bool>(),
            card(),
            0u8..=13,
        ),
        cards(),
        (side(), select(HonoursHeld::ALL.to_vec()), 1u8..=2),
    )
        .prop_map(
            |(
                (seat, kind, call, option),
                (suit, seated, card, tricks),
                cards,
                (side, held, hands),
            )| {
                match kind {
                    0 => A::Call { seat, call },
                    1 if card.rank.get() % 2 == 0 => A::Alter { seat, call },
                    1 => A::Correct { seat, call },
                    2 => A::Elect {
                        seat: seated.then_some(seat),
                        option,
                        suit,
                    },
                    3 => A::Inform { seat },
                    4 => A::Play { seat, card },
                    5 => A::Result { tricks },
                    6 => A::Honours { side, held },
                    7 => A::Touches {
                        seat,
                        cards,
                        arrange: seated,
                    },
                    _ => A::Chicane { side, hands },
                }
            },
        )
}

/// A euchre deal from a shuffled pack of either size.
fn euchre_deal() -> impl Strategy<Value = EuchreDeal> {
    (any::<bool>(), any::<bool>(), Just(()))
        .prop_flat_map(|(short, two, ())| {
            let pack = if short {
                Pack::TwentyFour
            } else {
                Pack::ThirtyTwo
            };
            (
                Just(pack.cards().iter().collect::<Vec<Card>>()).prop_shuffle(),
                select(Seat::ALL.to_vec()),
                Just(if two {
                    Packets::TwoThenThree
                } else {
                    Packets::ThreeThenTwo
                }),
            )
        })
        .prop_map(|(pack, dealer, packets)| {
            EuchreDeal::from_pack(&pack, dealer, packets).expect("a whole pack deals")
        })
}

fn euchre_event() -> impl Strategy<Value = U> {
    (
        (seat(), 0usize..29, suit(), card(), any::<bool>()),
        (option(), side(), euchre_deal()),
    )
        .prop_map(
            |((seat, kind, suit, card, flag), (option, side, deal))| match kind {
                0 => U::Deal(deal),
                1 => U::Misdeal {
                    excuse: [
                        None,
                        Some(MisdealExcuse::AdversaryTouched),
                        Some(MisdealExcuse::Interrupted),
                    ][usize::from(flag) + usize::from(seat == Seat::North)],
                },
                2 => U::NewDeal {
                    cause: [
                        NewDealCause::ImperfectPack,
                        NewDealCause::CardFaced,
                        NewDealCause::ExposedInTurning,
                    ][seat as usize % 3],
                },
                3 => U::Pass {
                    seat,
                    not_heard: flag,
                },
                4 => U::OrderUp { seat },
                5 => U::Assist { seat },
                6 => U::TakeUp { seat },
                7 => U::PlayAlone {
                    seat,
                    suit: flag.then_some(suit),
                },
                8 => U::TakeItFrom { seat },
                9 => U::Name { seat, suit },
                10 => U::TurnDown { seat },
                11 => U::ThrowsCards { seat },
                12 => U::MentionsSuit { seat, suit },
                13 => U::DefendAlone { seat },
                14 => U::Discard { card },
                15 => U::Play { seat, card },
                16 => U::CallsAttention { seat },
                17 => U::CallsCard { seat, card },
                18 => U::CallsSuit { seat, suit },
                19 => U::DemandsCardsPlaced { seat },
                20 => U::AsksWhoPlayed { seat },
                23 => U::AsksRevoke { seat },
                24 => U::AnswersNo { seat },
                25 => U::CorrectsRevoke { seat },
                26 => U::Reshuffles { seat },
                27 => U::LiftsTrumpCard { seat },
                21 => U::Elect {
                    seat: flag.then_some(seat),
                    option,
                },
                _ => U::Consulted { side },
            },
        )
}

proptest! {
    #[test]
    fn written_bridge_whist_events_read_back(
        dealer in seat(), limit in select(vec!["none", "100", "200"]),
        events in prop::collection::vec(whist_event(), 0..16),
    ) {
        let setup = WhistSetup { club_limit: limit.parse().expect("a limit"), ..WhistSetup::new(dealer) };
        let text = whist_script::write(&setup, &events);
        let read = whist_script::parse(&text).map_err(|e| TestCaseError::fail(format!("{e}\n{text}")))?;
        prop_assert_eq!(read.setup, setup);
        prop_assert_eq!(read.events.into_iter().map(|(e, _)| e).collect::<Vec<_>>(), events);
    }

    #[test]
    fn written_auction_bridge_events_read_back(
        dealer in seat(), one_suit in any::<bool>(),
        events in prop::collection::vec(auction_event(), 0..16),
    ) {
        let setup = AuctionBridgeSetup {
            dealer,
            deal: None,
            options: AuctionBridgeOptions { spades_and_royals_one_suit: one_suit },
        };
        let text = auction_bridge::write(&setup, &events);
        let read = auction_bridge::parse(&text).map_err(|e| TestCaseError::fail(format!("{e}\n{text}")))?;
        prop_assert_eq!(read.setup, setup);
        prop_assert_eq!(read.events.into_iter().map(|(e, _)| e).collect::<Vec<_>>(), events);
    }

    #[test]
    fn written_euchre_events_read_back(
        dealer in seat(), today in any::<bool>(),
        events in prop::collection::vec(euchre_event(), 0..16),
    ) {
        let options = if today { EuchreOptions::today() } else { EuchreOptions::default() };
        let setup = EuchreSetup::with_options(dealer, options);
        let text = euchre::write(&setup, &events);
        let read = euchre::parse(&text).map_err(|e| TestCaseError::fail(format!("{e}\n{text}")))?;
        prop_assert_eq!(read.setup, setup);
        prop_assert_eq!(read.events.into_iter().map(|(e, _)| e).collect::<Vec<_>>(), events);
    }

    #[test]
    fn the_bridge_whist_reader_never_panics(bytes in prop::collection::vec(any::<u8>(), 0..400)) {
        let text = String::from_utf8_lossy(&bytes);
        let _ = whist_script::parse(&text);
        let _ = whist_script::is_bridge_whist(&text);
    }

    #[test]
    fn the_auction_bridge_reader_never_panics(bytes in prop::collection::vec(any::<u8>(), 0..400)) {
        let text = String::from_utf8_lossy(&bytes);
        let _ = auction_bridge::parse(&text);
        let _ = auction_bridge::is_auction_bridge(&text);
    }

    #[test]
    fn the_readers_never_panic_on_any_string(text in any::<String>()) {
        let _ = whist_script::parse(&text);
        let _ = auction_bridge::parse(&text);
        let _ = euchre::parse(&text);
    }

    #[test]
    fn a_bridge_whist_script_that_reads_is_written_and_read_back_the_same(
        text in soup("laws bridge-whist\ndealer S\n", WHIST_WORDS)
    ) {
        if let Ok(script) = whist_script::parse(&text) {
            let events: Vec<_> = script.events.into_iter().map(|(e, _)| e).collect();
            let written = whist_script::write(&script.setup, &events);
            let again = whist_script::parse(&written).map_err(|e| TestCaseError::fail(format!("{e}\n{written}")))?;
            prop_assert_eq!(&again.setup, &script.setup);
            let reread: Vec<_> = again.events.into_iter().map(|(e, _)| e).collect();
            prop_assert_eq!(reread, events);
        }
    }

    #[test]
    fn an_auction_bridge_script_that_reads_is_written_and_read_back_the_same(
        text in soup("laws auction-bridge\ndealer N\n", AUCTION_WORDS)
    ) {
        if let Ok(script) = auction_bridge::parse(&text) {
            let events: Vec<_> = script.events.into_iter().map(|(e, _)| e).collect();
            let written = auction_bridge::write(&script.setup, &events);
            let again = auction_bridge::parse(&written).map_err(|e| TestCaseError::fail(format!("{e}\n{written}")))?;
            prop_assert_eq!(&again.setup, &script.setup);
            let reread: Vec<_> = again.events.into_iter().map(|(e, _)| e).collect();
            prop_assert_eq!(reread, events);
        }
    }

    #[test]
    fn a_euchre_script_that_reads_is_written_and_read_back_the_same(
        text in soup("laws euchre\ndealer N\n", EUCHRE_WORDS)
    ) {
        if let Ok(script) = euchre::parse(&text) {
            let events: Vec<_> = script.events.into_iter().map(|(e, _)| e).collect();
            let written = euchre::write(&script.setup, &events);
            let again = euchre::parse(&written).map_err(|e| TestCaseError::fail(format!("{e}\n{written}")))?;
            prop_assert_eq!(&again.setup, &script.setup);
            let reread: Vec<_> = again.events.into_iter().map(|(e, _)| e).collect();
            prop_assert_eq!(reread, events);
        }
    }
}
