//! Properties over random sequences of events, regular and irregular,
//! under every contract-bridge code (rubber, duplicate 2017 and 2007):
//! nothing panics; a legal action applied raises no irregularity; an
//! impossible event leaves the state unchanged; the turn is defined while
//! the deal runs; cards are conserved (each card is in its hand or played,
//! once); a finished deal has its score; the state is the fold of the log;
//! the log survives serialisation; undo is a refold of the prefix.

use proptest::prelude::*;
use tablelaw::*;

fn any_seat() -> impl Strategy<Value = Seat> {
    prop::sample::select(Seat::ALL.to_vec())
}

fn any_call() -> impl Strategy<Value = Call> {
    prop_oneof![
        3 => Just(Call::Pass),
        1 => Just(Call::Double),
        1 => Just(Call::Redouble),
        4 => (1u8..=9, 0usize..5).prop_map(|(l, d)| Call::Bid(Bid::new(l, Denomination::ALL[d]).unwrap())),
    ]
}

fn any_card() -> impl Strategy<Value = Card> {
    (0usize..4, 2u8..=14).prop_map(|(s, r)| Card::new(Suit::ALL[s], Rank::new(r).unwrap()))
}

fn any_event() -> impl Strategy<Value = Event> {
    prop_oneof![
        12 => (any_seat(), any_call()).prop_map(|(s, c)| Event::call(s, c)),
        2 => (any_seat(), any_call(), any::<bool>(), any::<bool>()).prop_map(|(seat, call, alert, simultaneous)| {
            Event::Call { seat, call, annotation: Annotation { alert, simultaneous, understanding: Some(Understanding::Undisclosed), ..Annotation::default() } }
        }),
        2 => (any_seat(), any_call(), 0usize..4).prop_map(|(seat, call, f)| Event::Change {
            seat,
            call,
            finding: [ChangeFinding::Deliberate, ChangeFinding::Inadvertent, ChangeFinding::Misinformation, ChangeFinding::OwnMisunderstanding][f],
        }),
        5 => (prop::option::of(any_seat()), 0usize..OptionId::ALL.len(), prop::option::of(any_call()))
            .prop_map(|(seat, o, call)| Event::Elect { seat, option: OptionId::ALL[o], call, suit: None, also: Vec::new() }),
        1 => (any_seat(), prop::collection::vec(any_card(), 0..3), any::<bool>()).prop_map(|(seat, cards, led)| Event::Expose { seat, cards, led }),
        1 => any_seat().prop_map(|seat| Event::Review { seat }),
        1 => any_seat().prop_map(|seat| Event::Repeat { seat }),
        1 => (any_seat(), any_call()).prop_map(|(seat, call)| Event::Explain { seat, call, text: "natural".into() }),
        1 => (any_seat(), any_call()).prop_map(|(seat, call)| Event::AsksExplanation { seat, call }),
        1 => any_seat().prop_map(|seat| Event::DrawsAttention { seat }),
        1 => (any_seat(), any_call()).prop_map(|(seat, call)| Event::Misinformed { seat, call }),
        1 => prop::option::of(0usize..6).prop_map(|ruling| Event::Finding(Finding::DamageLikely { ruling })),
        1 => Just(Event::Finding(Finding::DeclarerSawDummy)),
        1 => (any_seat(), prop::option::of(0u8..15), any::<bool>()).prop_map(|(seat, tricks, c)| {
            if c { Event::Concede { seat, tricks } } else { Event::Claim { seat, tricks, line: "the rest".into() } }
        }),
        1 => (any_seat(), any_seat()).prop_map(|(seat, of)| Event::AsksRevoke { seat, of }),
        1 => (any_seat(), 0u8..15, any::<bool>()).prop_map(|(seat, trick, i)| {
            if i { Event::Inspect { seat, trick: Some(trick).filter(|&t| t > 0) } } else { Event::WronglyPointed { seat, trick } }
        }),
        1 => (any_seat(), 0u8..15, any_card(), 0usize..6).prop_map(|(seat, trick, card, k)| Event::Finding(match k {
            0 => Finding::DefectiveTrick { seat, trick },
            1 => Finding::MissingCard { seat, card, trick: Some(trick).filter(|&t| t % 2 == 0) },
            5 => Finding::ForeignCard { card, trick: Some(trick).filter(|&t| t % 2 == 1) },
            2 => Finding::IncorrectCards,
            3 => Finding::WrongBoard { played_before: true },
            _ => Finding::WrongBoard { played_before: false },
        })),
        1 => (0u8..15, 0usize..5).prop_map(|(tricks, k)| Event::Finding(match k {
            0 => Finding::ClaimTricks { tricks },
            1 => Finding::ConcessionCancelled { tricks, won: [None, Some(true), Some(false)][usize::from(tricks % 3)] },
            2 => Finding::AgreementWithdrawn { tricks, won: [None, Some(true), Some(false)][usize::from(tricks % 3)] },
            3 => Finding::RevokeNoticedLate { after_round: tricks % 2 == 0 },
            _ => Finding::RevokeEquity { tricks },
        })),
        1 => Just(Event::Finding(Finding::ToldTurn)),
        1 => (any_seat(), any_card()).prop_map(|(seat, card)| Event::Finding(Finding::UnintendedDesignation { seat, card })),
        1 => any_seat().prop_map(|seat| Event::Finding(Finding::MistakenExplanation { seat })),
        1 => (any_seat(), 0u8..15, any_card(), 0usize..6, any::<bool>()).prop_map(|(seat, trick, card, k, b)| Event::Finding(match k {
            0 if b => Finding::WrongHand { seat },
            0 => Finding::ExtraneousInformation { seat },
            1 => Finding::MisplacedCard { seat, trick, card },
            2 => Finding::SurplusCard { seat, trick, card, simultaneous: b },
            3 => Finding::TouchedToReach { card },
            4 => Finding::AdjustedScore {
                cause: score::AdjustmentCause::ALL[usize::from(trick) % 12],
                offenders: if b { Side::NorthSouth } else { Side::EastWest },
                score: score::AdjustedScore::Artificial { ns: score::Artificial::AveragePlus, ew: score::Artificial::AverageMinus },
            },
            _ => Finding::AdjustedScore {
                cause: score::AdjustmentCause::ALL[usize::from(trick) % 12],
                offenders: if b { Side::NorthSouth } else { Side::EastWest },
                score: score::AdjustedScore::Assigned {
                    contract: Some(Contract { bid: Bid::new(1 + trick % 9, Denomination::ALL[usize::from(trick) % 5]).unwrap(), doubling: Doubling::Undoubled, declarer: seat }),
                    tricks: trick,
                },
            },
        })),
        1 => (any_seat(), any_card()).prop_map(|(seat, card)| Event::LeadFaceDown { seat, card }),
        1 => (any_seat(), prop::collection::vec(any_card(), 0..4)).prop_map(|(seat, cards)| Event::Simultaneous { seat, cards }),
        4 => (any_seat(), any_card()).prop_map(|(seat, card)| Event::Play { seat, card }),
        1 => (any_seat(), any_seat(), any_card(), 0usize..8).prop_map(|(seat, defender, card, a)| Event::Dummy {
            seat,
            act: [DummyAct::ExchangesHands, DummyAct::WatchesDeclarer, DummyAct::LooksAtHand { defender }, DummyAct::WarnsDeclarer, DummyAct::IndicatesCard { card }, DummyAct::ShownHandBy { defender }, DummyAct::CallsDirector, DummyAct::PlacesCard { card }][a],
        }),
        1 => (any_seat(), any_card()).prop_map(|(seat, card)| Event::DeemedPlayed { seat, card }),
        1 => (any_seat(), any_card(), any::<bool>()).prop_map(|(seat, card, led)| Event::FifthCard { seat, card, led }),
        1 => (prop::option::of(any_seat()), 0usize..2)
            .prop_map(|(seat, o)| Event::Elect { seat, option: [OptionId::LeadFromHand, OptionId::LeadFromDummy][o], call: None, suit: None, also: Vec::new() }),
        2 => (prop::sample::select(vec!["high", "low", "win", "ruff it", "a club", "the king", "ten", "play anything", "spade queen", "xyzzy", ""]), prop::option::of(any_card()))
            .prop_map(|(w, intended)| Event::Designate { words: w.to_owned(), intended }),
        1 => (prop::option::of(any_seat()), 11usize..14, 0usize..4)
            .prop_map(|(seat, o, s)| Event::Elect { seat, option: OptionId::ALL[o], call: None, suit: Some(Suit::ALL[s]), also: Vec::new() }),
        1 => (prop::option::of(any_seat()), 0usize..OptionId::ALL.len(), 0usize..4)
            .prop_map(|(seat, o, s)| Event::Elect { seat, option: OptionId::ALL[o], call: None, suit: Some(Suit::ALL[s]), also: Vec::new() }),
        // Declarer prohibits one or more suits of penalty cards (duplicate
        // Law 51B2(b)), a suit perhaps named twice.
        1 => (prop::option::of(any_seat()), 0usize..4, prop::collection::vec(0usize..4, 1..4))
            .prop_map(|(seat, s, also)| Event::Elect { seat, option: OptionId::ProhibitLead, call: None, suit: Some(Suit::ALL[s]), also: also.into_iter().map(|i| Suit::ALL[i]).collect() }),
    ]
}

/// The number of cases: `default`, or `TABLELAW_CASES` for a longer run.
fn cases(default: u32) -> u32 {
    std::env::var("TABLELAW_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

fn legal_event(t: &Table, pick: usize) -> Option<Event> {
    if let Some(p) = t.play().filter(|_| t.pending().is_none()) {
        let seat = p.turn()?;
        let legal: Vec<Card> = p.legal_plays().iter().collect();
        return legal
            .get(pick % legal.len().max(1))
            .map(|&card| Event::Play { seat, card });
    }
    let seat = t.turn()?;
    let legal: Vec<Call> = t.legal_calls().iter().collect();
    if legal.is_empty() {
        return None;
    }
    // Prefer passes so that auctions end.
    let call = if pick.is_multiple_of(3) {
        legal[pick % legal.len()]
    } else {
        Call::Pass
    };
    Some(Event::call(seat, call))
}

proptest! {
    // TABLELAW_CASES sets the number of cases for a longer run.
    #![proptest_config(ProptestConfig { cases: cases(400), ..ProptestConfig::default() })]

    #[test]
    fn random_events_keep_every_promise(code in prop::sample::select(CodeId::ALL.to_vec()), dealer in any_seat(), with_deal in any::<bool>(), events in prop::collection::vec((any_event(), any::<bool>(), 0usize..100), 0..160)) {
        let deal: Option<Deal> = with_deal.then(|| "N:KT8.A96.A95.7542 Q5.KJ52.KQ874.T8 AJ92.874.JT6.AQ3 7643.QT3.32.KJ96".parse().unwrap());
        let mut t = Table::with_setup(TableSetup { code, dealer, deal, vulnerability: Default::default() });
        for (event, regular, pick) in events {
            let legal = if regular { legal_event(&t, pick) } else { None };
            let is_regular = legal.is_some();
            let event = legal.unwrap_or(event);
            let before = t.state().clone();
            let rulings_before = t.rulings().len();
            // A code's claim that it refuses this event before any change
            // (the table then does not restore the state): held to it.
            if before.refuses_cleanly(&event) {
                let mut raw = before.clone();
                if Game::apply(&mut raw, &event).is_err() {
                    prop_assert_eq!(&raw, &before, "refused after a change, though claimed clean: {:?}", event);
                }
            }
            match t.apply(event) {
                Ok(()) => {
                    if is_regular {
                        // No ruling on that call itself (later consequences of earlier
                        // offences, such as Laws 31(b)(i) or 34, may follow), nothing pending.
                        let index = t.calls().len() - 1;
                        let on_it: Vec<String> = t.rulings()[rulings_before..]
                            .iter()
                            // Law 34 and, under the duplicate editions, the
                            // director's question whether an offender's later
                            // call is comparable (2017 Laws 23, 31, 32) attach
                            // to a legal call by design.
                            .filter(|r| r.call == Some(index) && r.law.path() != "34")
                            .filter(|r| !r.options.iter().any(|o| o.id == OptionId::Comparable))
                            .map(|r| r.law.path())
                            .collect();
                        prop_assert!(on_it.is_empty(), "a legal call was ruled on: {:?}", on_it);
                        prop_assert!(t.pending().is_none_or(|(_, r)| r.call != Some(index)
                            || r.options.iter().any(|o| o.id == OptionId::Comparable)));
                    }
                }
                Err(_) => prop_assert_eq!(t.state(), &before, "an impossible event changed the state"),
            }
            prop_assert!(t.turn().is_some() || t.is_closed(), "the turn is defined while the auction runs");
            if let (Some(p), Some(deal)) = (t.play(), deal) {
                prop_assert!(p.is_over() || p.turn().is_some(), "the turn is defined while the play runs");
                // Cards are conserved: each in its hand or played to a trick,
                // once (a card played out of turn stays in the hand, face up).
                for seat in Seat::ALL {
                    let played: Vec<Card> = p.record().iter()
                        .filter(|c| c.seat == seat && !matches!(c.irregularity, Some(tablelaw::play::PlayIrregularity::OutOfTurn { .. })))
                        .map(|c| c.card)
                        .collect();
                    let mut all = p.hand(seat);
                    for c in &played {
                        prop_assert!(all.insert(*c), "{c} is both in {seat}'s hand and played");
                    }
                    prop_assert_eq!(all, deal.hand(seat), "{}'s cards", seat);
                }
                if p.is_over() {
                    let scored = if code.is_duplicate() { t.duplicate_score().is_some() } else { t.score().is_some() };
                    // Laws 13 and 15B1 cancel the result for an adjusted score.
                    let cancelled = t.result_cancelled().is_some();
                    prop_assert!(scored != cancelled, "a finished deal has its score unless cancelled");
                }
            }
        }
        // The state is the fold of the log.
        let refolded = Table::from_log(t.setup().clone(), t.log().to_vec()).unwrap();
        prop_assert_eq!(refolded.state(), t.state());
        // The log survives serialisation.
        let json = serde_json::to_string(&t.log()).unwrap();
        let back: Vec<Event> = serde_json::from_str(&json).unwrap();
        prop_assert_eq!(&back, &t.log().to_vec());
        // Undo(n) is the fold of the first len - n events.
        let n = t.log().len() / 2;
        let mut undone = t.clone();
        undone.undo(n);
        let prefix = Table::from_log(t.setup().clone(), t.log()[..t.log().len() - n].to_vec()).unwrap();
        prop_assert_eq!(undone.state(), prefix.state());
    }

    #[test]
    fn regular_auctions_close_with_the_regular_contract(dealer in any_seat(), picks in prop::collection::vec(0usize..100, 0..80)) {
        let mut t = Table::new(dealer);
        let mut plain = Auction::new(dealer);
        for pick in picks {
            let Some(Event::Call { seat, call, .. }) = legal_event(&t, pick) else { break };
            prop_assert_eq!(seat, plain.turn());
            t.call(seat, call).unwrap();
            plain.try_call(call).unwrap();
            prop_assert!(t.pending().is_none());
        }
        prop_assert_eq!(t.is_closed(), plain.is_closed());
        prop_assert_eq!(t.contract(), plain.contract());
    }
}

#[test]
fn impossible_events_name_what_is_wrong_and_change_nothing() {
    let mut t = Table::new(Seat::North);
    t.call(Seat::North, "1H".parse().unwrap()).unwrap();
    let before = t.state().clone();
    let cases = [
        Event::Change {
            seat: Seat::West,
            call: Call::Pass,
            finding: ChangeFinding::Deliberate,
        },
        Event::Explain {
            seat: Seat::East,
            call: Call::Pass,
            text: "?".into(),
        },
        Event::Expose {
            seat: Seat::East,
            cards: vec![],
            led: false,
        },
    ];
    for e in cases {
        let err = t.apply(e.clone()).unwrap_err();
        assert!(!err.to_string().is_empty());
        assert_eq!(t.state(), &before, "{e:?}");
        assert_eq!(t.log().len(), 1);
    }
    // An option not offered, and an election by the wrong player: each
    // recorded with a ruling that it has no effect (Law 10A); the ruling
    // pending still waits for South.
    t.call(Seat::East, "1D".parse().unwrap()).unwrap();
    for (seat, option, says) in [
        (Seat::South, OptionId::Cancel, "offers only accept, correct"),
        (Seat::West, OptionId::Accept, "is South's"),
    ] {
        let pending = t.pending().map(|(i, _)| i);
        t.apply(Event::Elect {
            seat: Some(seat),
            option,
            call: None,
            suit: None,
            also: Vec::new(),
        })
        .unwrap();
        let r = t.rulings().last().unwrap();
        assert_eq!(r.law.path(), "10A");
        assert!(r.text.contains(says), "{}", r.text);
        assert_eq!(t.pending().map(|(i, _)| i), pending);
    }
    let before = t.state().clone();
    let err = t.call(Seat::West, Call::Pass).unwrap_err();
    assert!(err.to_string().contains("must first choose"), "{err}");
    assert_eq!(t.state(), &before);
}
