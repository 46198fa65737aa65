//! The situation given, and properties over any input.

use super::*;

// ---------------------------------------------------------------- context

#[test]
fn law_46_context_reports_every_problem_at_once() {
    let e = DummySituation {
        dummy: set("HK"),
        trick: vec![c("HK"), c("S2"), c("S2"), c("D3")],
        played: set("HK"),
        declarer: set("D3"),
        preceding: Some(PrecedingTrick {
            suit_led: Suit::Clubs,
            dummy_card: c("D4"),
        }),
        trump: S,
        ..DummySituation::default()
    }
    .validate()
    .unwrap_err();
    for p in [
        ContextProblem::TrickTooLong(4),
        ContextProblem::TrickCardInDummy(c("HK")),
        ContextProblem::CardRepeated(c("S2")),
        ContextProblem::PlayedCardInDummy(c("HK")),
        ContextProblem::DeclarerCardPlayed(c("D3")),
        ContextProblem::PrecedingCardCannotWin(c("D4")),
    ] {
        assert!(e.0.contains(&p), "{p:?} missing from {e}");
    }
    assert!(e.to_string().starts_with("impossible situation"), "{e}");
    let e = DummySituation::default().validate().unwrap_err();
    assert_eq!(e.0, [ContextProblem::DummyEmpty]);
}

#[test]
fn law_46_context_legal_plays_follow_suit() {
    assert_eq!(ctx("HK H4 SK", "H3", S).legal(), set("HK H4"));
    assert_eq!(ctx("HK H4 SK", "D3", S).legal(), set("HK H4 SK"));
    assert_eq!(ctx("HK H4 SK", "", S).legal(), set("HK H4 SK"));
}

// ---------------------------------------------------------------- properties

fn any_card() -> impl Strategy<Value = Card> {
    (0..4usize, 2..=14u8).prop_map(|(s, r)| Card::new(Suit::ALL[s], Rank::new(r).unwrap()))
}

fn any_suit_name() -> impl Strategy<Value = SuitName> {
    prop_oneof![
        (0..4usize).prop_map(|s| SuitName::Suit(Suit::ALL[s])),
        Just(SuitName::Trumps)
    ]
}

fn any_spoken() -> impl Strategy<Value = Spoken> {
    let rank = (2..=14u8).prop_map(|r| Rank::new(r).unwrap());
    prop_oneof![
        any_card().prop_map(Spoken::Card),
        rank.clone().prop_map(Spoken::TrumpOfRank),
        proptest::option::of(any_suit_name()).prop_map(|suit| Spoken::High { suit }),
        proptest::option::of(any_suit_name()).prop_map(|suit| Spoken::Low { suit }),
        any::<bool>().prop_map(|ruff| Spoken::Win { ruff }),
        any_suit_name().prop_map(Spoken::Suit),
        rank.prop_map(Spoken::Rank),
        Just(Spoken::Anything),
    ]
}

/// A consistent situation drawn from a shuffled pack.
fn any_context() -> impl Strategy<Value = DummyContext> {
    let pack: Vec<Card> = CardSet::ALL.iter().collect();
    (
        Just(pack).prop_shuffle(),
        1..=13usize,
        0..=3usize,
        0..=30usize,
        0..=13usize,
        proptest::option::of(0..4usize),
        proptest::option::of((any::<bool>(), 0..4usize)),
        proptest::option::of(any_card()),
    )
        .prop_map(|(pack, nd, nt, np, ndecl, trump, pre, intention)| {
            let mut it = pack.into_iter();
            let dummy: CardSet = it.by_ref().take(nd).collect();
            let trick: Vec<Card> = it.by_ref().take(nt).collect();
            let played: CardSet = it.by_ref().take(np).collect();
            let declarer: CardSet = it.by_ref().take(ndecl.min(13)).collect();
            let trump = trump.map(|s| Suit::ALL[s]);
            let preceding = match (pre, it.next()) {
                (Some((same, s)), Some(card)) => {
                    let suit_led = if same { card.suit } else { Suit::ALL[s] };
                    (suit_led == card.suit || Some(card.suit) == trump).then_some(PrecedingTrick {
                        suit_led,
                        dummy_card: card,
                    })
                }
                _ => None,
            };
            DummySituation {
                dummy,
                trick,
                trump,
                preceding,
                played,
                declarer,
                incontrovertible_intention: intention,
            }
            .validate()
            .expect("consistent by construction")
        })
}

fn words() -> impl Strategy<Value = String> {
    let vocab = prop::sample::select(vec![
        "the",
        "a",
        "play",
        "of",
        "please",
        "high",
        "low",
        "small",
        "win",
        "it",
        "ruff",
        "trump",
        "trumps",
        "club",
        "hearts",
        "♠",
        "♥",
        "q",
        "10",
        "t",
        "king",
        "deuce",
        "anything",
        "any",
        "big",
        "one",
        "sq",
        "10h",
        "let's",
        "'",
        ",",
        "x",
        "♠\u{fe0f}",
    ]);
    prop::collection::vec(vocab, 0..6).prop_map(|w| w.join(" "))
}

proptest! {
    #[test]
    fn law_46_parse_never_panics_on_any_string(s in "\\PC{0,40}") {
        let _ = parse(&s);
    }

    #[test]
    fn law_46_parse_never_panics_on_any_bytes(b in prop::collection::vec(any::<u8>(), 0..40)) {
        let _ = parse(&String::from_utf8_lossy(&b));
    }

    #[test]
    fn law_46_parse_of_word_salad_is_a_designation_or_an_error_naming_words(s in words()) {
        match parse(&s) {
            Ok(spoken) => prop_assert_eq!(parse(&spoken.to_string()), Ok(spoken)),
            Err(e) => prop_assert!(e.to_string().contains("accepted:")),
        }
    }

    #[test]
    fn law_46_resolve_never_panics_and_deems_only_legal_cards_of_dummy(
        ctx in any_context(),
        spoken in any_spoken(),
    ) {
        for code in [D07, D17, RUBBER] {
            let r = resolve(code, &spoken, &ctx);
            prop_assert_eq!(r.law().law, 46);
            prop_assert_eq!(r.law().code, code);
            prop_assert!(!r.reason().is_empty());
            match &r {
                Resolution::Card { card, .. } => {
                    prop_assert!(ctx.dummy().contains(*card), "{}", r);
                    prop_assert!(ctx.legal().contains(*card), "{}", r);
                }
                Resolution::NotLegal { card, .. } => {
                    prop_assert!(ctx.dummy().contains(*card), "{}", r);
                    prop_assert!(!ctx.legal().contains(*card), "{}", r);
                }
                _ => {
                    let cand = r.candidates();
                    prop_assert!(!cand.is_empty(), "{}", r);
                    prop_assert_eq!(cand.intersection(ctx.legal()), cand, "{}", r);
                }
            }
            if matches!(r, Resolution::VoidCall { .. }) {
                prop_assert!(code != D17);
            }
            if matches!(r, Resolution::InvalidCall { .. }) {
                prop_assert!(code == D17);
            }
        }
    }

    #[test]
    fn law_46_editions_agree_when_dummy_follows_suit_to_high_and_low(ctx in any_context()) {
        let follows = ctx.suit_led().is_some_and(|s| !ctx.dummy().suit(s).is_empty());
        prop_assume!(follows && ctx.incontrovertible_intention().is_none());
        for spoken in [Spoken::High { suit: None }, Spoken::Low { suit: None }] {
            prop_assert_eq!(
                resolve(D07, &spoken, &ctx).card(),
                resolve(D17, &spoken, &ctx).card()
            );
        }
    }

    #[test]
    fn law_46_parsed_words_resolve_without_panic(s in words(), ctx in any_context()) {
        if let Ok(spoken) = parse(&s) {
            for code in [D07, D17, RUBBER] {
                let _ = resolve(code, &spoken, &ctx);
            }
        }
    }
}
