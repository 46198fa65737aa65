//! Properties of the table script reader and writer: no input makes them
//! panic, and what is written is read back to the same values.

use proptest::collection::vec;
use proptest::option;
use proptest::prelude::*;
use proptest::sample::select;
use tablelaw::{
    Annotation, Bid, BySeat, Call, Card, CardSet, ChangeFinding, CodeId, Deal, Denomination,
    DummyAct, Event, Finding, OptionId, Rank, Seat, Suit, TableSetup, Understanding,
};
use tablelaw_formats::{Statement, parse, parse_event_line, write};

fn seat() -> impl Strategy<Value = Seat> {
    select(Seat::ALL.to_vec())
}

fn bid() -> impl Strategy<Value = Bid> {
    (1..=Bid::MAX_LEVEL, select(Denomination::ALL.to_vec()))
        .prop_map(|(level, d)| Bid::new(level, d).expect("level in range"))
}

fn call() -> impl Strategy<Value = Call> {
    prop_oneof![
        Just(Call::Pass),
        Just(Call::Double),
        Just(Call::Redouble),
        bid().prop_map(Call::Bid),
    ]
}

fn card() -> impl Strategy<Value = Card> {
    (select(Suit::ALL.to_vec()), 2u8..=14)
        .prop_map(|(suit, rank)| Card::new(suit, Rank::new(rank).expect("rank in range")))
}

fn annotation() -> impl Strategy<Value = Annotation> {
    let understanding = select(vec![
        Understanding::DisclosedBeforehand,
        Understanding::DisclosedAtTheTime,
        Understanding::Undisclosed,
    ]);
    (
        any::<bool>(),
        vec(select(Suit::ALL.to_vec()), 0..5),
        option::of(understanding),
        option::of(bid()),
        any::<bool>(),
    )
        .prop_map(
            |(alert, relates_to, understanding, stated, simultaneous)| Annotation {
                alert,
                relates_to,
                understanding,
                stated,
                simultaneous,
            },
        )
}

/// Any text but the empty one: quotes, backslashes, `#`, line breaks, any character.
fn text() -> impl Strategy<Value = String> {
    let special = select(vec!['"', '\\', '#', '\n', '\r', ' ', '\t', '\u{feff}', 'n']);
    vec(prop_oneof![any::<char>(), special], 1..24).prop_map(String::from_iter)
}

fn event() -> impl Strategy<Value = Event> {
    let finding = select(vec![
        ChangeFinding::Deliberate,
        ChangeFinding::Inadvertent,
        ChangeFinding::Misinformation,
        ChangeFinding::OwnMisunderstanding,
    ]);
    prop_oneof![
        (seat(), call(), annotation()).prop_map(|(seat, call, annotation)| Event::Call {
            seat,
            call,
            annotation
        }),
        (seat(), call(), finding).prop_map(|(seat, call, finding)| Event::Change {
            seat,
            call,
            finding
        }),
        (
            option::of(seat()),
            select(OptionId::ALL.to_vec()),
            option::of(call()),
            select(Suit::ALL.to_vec()),
            vec(select(Suit::ALL.to_vec()), 0..3)
        )
            .prop_map(|(seat, option, call, suit, also)| {
                let (call, suit) = if option.takes_suit() {
                    (None, Some(suit))
                } else {
                    (call, None)
                };
                // Further suits only after a suit (duplicate Law 51B2(b)).
                let also = if suit.is_some() { also } else { Vec::new() };
                Event::Elect {
                    seat,
                    option,
                    call,
                    suit,
                    also,
                }
            }),
        (seat(), card()).prop_map(|(seat, card)| Event::Play { seat, card }),
        ("[a-z ]{0,12}[a-z]", option::of(card()))
            .prop_map(|(words, intended)| Event::Designate { words, intended }),
        (seat(), vec(card(), 1..5), any::<bool>()).prop_map(|(seat, cards, led)| Event::Expose {
            seat,
            cards,
            led
        }),
        seat().prop_map(|seat| Event::Review { seat }),
        seat().prop_map(|seat| Event::Repeat { seat }),
        (seat(), call(), text()).prop_map(|(seat, call, text)| Event::Explain { seat, call, text }),
        (seat(), call()).prop_map(|(seat, call)| Event::AsksExplanation { seat, call }),
        seat().prop_map(|seat| Event::DrawsAttention { seat }),
        (seat(), call()).prop_map(|(seat, call)| Event::Misinformed { seat, call }),
        option::of(any::<usize>())
            .prop_map(|ruling| Event::Finding(Finding::DamageLikely { ruling })),
        Just(Event::Finding(Finding::DeclarerSawDummy)),
        (seat(), option::of(any::<u8>()), text()).prop_map(|(seat, tricks, line)| Event::Claim {
            seat,
            tricks,
            line
        }),
        (seat(), option::of(any::<u8>()))
            .prop_map(|(seat, tricks)| Event::Concede { seat, tricks }),
        (seat(), seat()).prop_map(|(seat, of)| Event::AsksRevoke { seat, of }),
        any::<u8>().prop_map(|tricks| Event::Finding(Finding::ClaimTricks { tricks })),
        (any::<u8>(), option::of(any::<bool>()))
            .prop_map(|(tricks, won)| Event::Finding(Finding::ConcessionCancelled { tricks, won })),
        (any::<u8>(), option::of(any::<bool>()))
            .prop_map(|(tricks, won)| Event::Finding(Finding::AgreementWithdrawn { tricks, won })),
        (card(), option::of(any::<u8>()))
            .prop_map(|(card, trick)| Event::Finding(Finding::ForeignCard { card, trick })),
        any::<bool>()
            .prop_map(|after_round| Event::Finding(Finding::RevokeNoticedLate { after_round })),
        (seat(), any::<u8>()).prop_map(|(seat, trick)| Event::WronglyPointed { seat, trick }),
        (seat(), option::of(any::<u8>())).prop_map(|(seat, trick)| Event::Inspect { seat, trick }),
        (seat(), any::<u8>())
            .prop_map(|(seat, trick)| Event::Finding(Finding::DefectiveTrick { seat, trick })),
        (seat(), card(), option::of(any::<u8>())).prop_map(|(seat, card, trick)| Event::Finding(
            Finding::MissingCard { seat, card, trick }
        )),
        Just(Event::Finding(Finding::IncorrectCards)),
        any::<bool>()
            .prop_map(|played_before| Event::Finding(Finding::WrongBoard { played_before })),
        any::<u8>().prop_map(|tricks| Event::Finding(Finding::RevokeEquity { tricks })),
        Just(Event::Finding(Finding::ToldTurn)),
        (seat(), card())
            .prop_map(|(seat, card)| Event::Finding(Finding::UnintendedDesignation { seat, card })),
        seat().prop_map(|seat| Event::Finding(Finding::MistakenExplanation { seat })),
        (seat(), card()).prop_map(|(seat, card)| Event::LeadFaceDown { seat, card }),
        (seat(), vec(card(), 2..5)).prop_map(|(seat, cards)| Event::Simultaneous { seat, cards }),
        (seat(), seat(), card(), 0usize..8).prop_map(|(seat, defender, card, a)| Event::Dummy {
            seat,
            act: [
                DummyAct::ExchangesHands,
                DummyAct::WatchesDeclarer,
                DummyAct::LooksAtHand { defender },
                DummyAct::WarnsDeclarer,
                DummyAct::IndicatesCard { card },
                DummyAct::ShownHandBy { defender },
                DummyAct::CallsDirector,
                DummyAct::PlacesCard { card },
            ][a],
        }),
        (seat(), card()).prop_map(|(seat, card)| Event::DeemedPlayed { seat, card }),
        (seat(), card(), any::<bool>()).prop_map(|(seat, card, led)| Event::FifthCard {
            seat,
            card,
            led
        }),
        (seat(), card()).prop_map(|(seat, card)| Event::PlaysWith { seat, card }),
        (seat(), card(), prop::collection::vec(card(), 1..3))
            .prop_map(|(seat, card, hidden)| Event::PlaysHidden { seat, card, hidden }),
        (seat(), card()).prop_map(|(seat, card)| Event::Withdraws { seat, card }),
        seat().prop_map(|seat| Event::FacesCards { seat }),
        card().prop_map(|card| Event::Finding(Finding::TouchedToReach { card })),
        (seat(), any::<u8>(), card(), any::<bool>()).prop_map(
            |(seat, trick, card, simultaneous)| Event::Finding(Finding::SurplusCard {
                seat,
                trick,
                card,
                simultaneous
            })
        ),
        (seat(), any::<u8>(), card()).prop_map(|(seat, trick, card)| Event::Finding(
            Finding::MisplacedCard { seat, trick, card }
        )),
        seat().prop_map(|seat| Event::Finding(Finding::ExtraneousInformation { seat })),
        seat().prop_map(|seat| Event::Finding(Finding::WrongHand { seat })),
        adjusted_score(),
    ]
}

/// A director's adjusted score as the script can write it: an admissible
/// assigned contract, or an assigned pass-out with no tricks.
fn adjusted_score() -> impl Strategy<Value = Event> {
    use tablelaw::score::{AdjustedScore, AdjustmentCause, Artificial};
    let avg = || {
        select(vec![
            Artificial::AveragePlus,
            Artificial::Average,
            Artificial::AverageMinus,
        ])
    };
    let score = prop_oneof![
        Just(AdjustedScore::Assigned {
            contract: None,
            tricks: 0
        }),
        (
            1u8..=7,
            select(Denomination::ALL.to_vec()),
            0usize..3,
            seat(),
            0u8..=13
        )
            .prop_map(|(level, d, x, declarer, tricks)| AdjustedScore::Assigned {
                contract: Some(tablelaw::Contract {
                    bid: Bid::new(level, d).expect("a level of 1 to 7"),
                    doubling: [
                        tablelaw::Doubling::Undoubled,
                        tablelaw::Doubling::Doubled,
                        tablelaw::Doubling::Redoubled
                    ][x],
                    declarer,
                }),
                tricks,
            }),
        (avg(), avg()).prop_map(|(ns, ew)| AdjustedScore::Artificial { ns, ew }),
    ];
    (
        select(AdjustmentCause::ALL.to_vec()),
        select(vec![tablelaw::Side::NorthSouth, tablelaw::Side::EastWest]),
        score,
    )
        .prop_map(|(cause, offenders, score)| {
            Event::Finding(Finding::AdjustedScore {
                cause,
                offenders,
                score,
            })
        })
}

fn deal() -> impl Strategy<Value = Deal> {
    let pack: Vec<Card> = CardSet::ALL.iter().collect();
    Just(pack).prop_shuffle().prop_map(|cards| {
        let hand = |i: usize| {
            cards[i * 13..(i + 1) * 13]
                .iter()
                .copied()
                .collect::<CardSet>()
        };
        Deal::try_new(BySeat([hand(0), hand(1), hand(2), hand(3)])).expect("a shuffled pack")
    })
}

fn setup() -> impl Strategy<Value = TableSetup> {
    (seat(), option::of(deal()), 0usize..4).prop_map(|(dealer, deal, v)| TableSetup {
        code: CodeId::Rubber,
        dealer,
        deal,
        vulnerability: [
            tablelaw::score::Vulnerability::Neither,
            tablelaw::score::Vulnerability::NorthSouth,
            tablelaw::score::Vulnerability::EastWest,
            tablelaw::score::Vulnerability::Both,
        ][v],
    })
}

/// Lines of words of the language and near misses, to reach deep into the
/// reader: a first word, a second, then arguments, mostly in their places.
fn soup() -> impl Strategy<Value = String> {
    let first = vec![
        "N",
        "east",
        "S",
        "W",
        "w",
        "elect",
        "finding",
        "laws",
        "dealer",
        "deal",
        "bid",
        "#",
        "",
        "\u{feff}N",
    ];
    let second = vec![
        "1H",
        "1♥",
        "3nt",
        "8S",
        "p",
        "x",
        "xx",
        "1Z",
        "change",
        "elect",
        "exposes",
        "leads",
        "review",
        "repeat",
        "explains",
        "damage",
        "accept",
        "rubber",
        "N",
        "N:KT8.A96.A95.7542",
    ];
    let rest = vec![
        "alert",
        "!",
        "relates",
        "HS",
        "♥♠",
        "HZ",
        "disclosed",
        "disclosed-at-the-time",
        "undisclosed",
        "stating",
        "1D",
        "simultaneous",
        "deliberate",
        "inadvertent",
        "misinformation",
        "misunderstanding",
        "other-call",
        "condone",
        "2NT",
        "SA",
        "10H",
        "SZ",
        "\"",
        "\"a b\"",
        "\"q\\\"\\\\\\n\"",
        "\\",
        "text",
        "#",
        "#1",
        "#0",
        "#18446744073709551616",
        "Q5.KJ52.KQ874.T8",
        "AJ92.874.JT6.AQ3",
        "7643.QT3.32.KJ96",
        "-",
        "é",
        "",
    ];
    let separators = vec![" ", " ", " ", "  ", "\t", "#", ""];
    let line = (
        select(first),
        select(separators.clone()),
        select(second),
        vec((select(separators), select(rest)), 0..5),
        select(vec!["\n", "\r\n", "\r", " # end\n"]),
    )
        .prop_map(|(a, s, b, args, end)| {
            let mut line = format!("{a}{s}{b}");
            for (sep, word) in args {
                line.push_str(sep);
                line.push_str(word);
            }
            line.push_str(end);
            line
        });
    vec(line, 0..12).prop_map(|lines| lines.concat())
}

fn events_of(text: &str) -> Option<(TableSetup, Vec<Event>)> {
    let script = parse(text).ok()?;
    Some((
        script.setup,
        script.events.into_iter().map(|(e, _)| e).collect(),
    ))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn any_string_never_panics(s in any::<String>()) {
        let _ = parse(&s);
        let _ = parse_event_line(&s, 1);
        let _ = Statement::parse_line(&s, usize::MAX);
    }

    #[test]
    fn any_bytes_never_panic(bytes in vec(any::<u8>(), 0..400)) {
        let s = String::from_utf8_lossy(&bytes);
        let _ = parse(&s);
        let _ = parse_event_line(&s, 7);
    }

    #[test]
    fn word_soup_never_panics_and_rereads_the_same(s in soup()) {
        let _ = parse_event_line(&s, 1);
        for line in s.lines() {
            // Every event a line reads to is written and read back the same.
            if let Ok(Some(event)) = parse_event_line(line, 1) {
                let written = Statement::Event(event.clone()).to_string();
                prop_assert_eq!(parse_event_line(&written, 1), Ok(Some(event)), "{}", written);
            }
        }
        // Whatever reads, written and read again, is the same.
        if let Some((setup, events)) = events_of(&s) {
            let written = write(&setup, &events);
            prop_assert_eq!(events_of(&written), Some((setup, events)), "{}", written);
        }
    }

    #[test]
    fn dealer_then_soup_never_panics(s in soup()) {
        let text = format!("dealer N\n{s}");
        if let Some((setup, events)) = events_of(&text) {
            let written = write(&setup, &events);
            prop_assert_eq!(events_of(&written), Some((setup, events)), "{}", written);
        }
    }

    #[test]
    fn written_events_read_back(setup in setup(), events in vec(event(), 0..12)) {
        let written = write(&setup, &events);
        let script = parse(&written).map_err(|e| TestCaseError::fail(format!("{e}\n{written}")))?;
        prop_assert_eq!(&script.setup, &setup);
        for (i, (event, position)) in script.events.iter().enumerate() {
            let headers = 2 + usize::from(setup.deal.is_some())
                + usize::from(setup.vulnerability != tablelaw::score::Vulnerability::Neither);
            prop_assert_eq!(position.line, i + 1 + headers);
            prop_assert_eq!(position.column, 1);
            let alone = parse_event_line(&Statement::Event(event.clone()).to_string(), 1);
            prop_assert_eq!(alone, Ok(Some(event.clone())));
        }
        let read: Vec<Event> = script.events.into_iter().map(|(e, _)| e).collect();
        prop_assert_eq!(read, events);
    }
}

#[test]
fn long_inputs_read_in_one_pass() {
    let mut text = String::from("dealer N\n");
    for _ in 0..20_000 {
        text.push_str(
            "N 1H alert relates HS # a comment\nE explains 1H \"a \\\"quoted\\\" text\"\n",
        );
    }
    assert_eq!(parse(&text).unwrap().events.len(), 40_000);
    let long_word = "x".repeat(1 << 20);
    let e = parse(&format!("dealer N\nN 1H {long_word}")).unwrap_err();
    assert_eq!(e.position.column, 6);
    let e = parse(&format!("dealer N\n{}", "#".repeat(1 << 20))).unwrap();
    assert!(e.events.is_empty());
}
