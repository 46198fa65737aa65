//! Reading the words (Law 46).

use super::*;

// ---------------------------------------------------------------- parse

#[test]
fn law_46_a_parse_full_card_in_any_common_form() {
    let q = Spoken::Card(c("SQ"));
    for w in [
        "spade queen",
        "queen of spades",
        "Queen of Spades",
        "♠Q",
        "SQ",
        "QS",
        "Q♠",
        "q ♠",
        "♤q",
        "♠\u{fe0f}Q",
        "the queen of spades, please",
        "play the spade queen",
        "SPADE QUEEN!",
    ] {
        assert_eq!(parse(w), Ok(q), "{w}");
    }
    let ten = Spoken::Card(c("HT"));
    for w in [
        "ten of hearts",
        "heart 10",
        "♥10",
        "10♥",
        "HT",
        "H10",
        "10h",
        "T♥",
        "hearts ten",
    ] {
        assert_eq!(parse(w), Ok(ten), "{w}");
    }
    assert_eq!(parse("deuce of clubs"), Ok(Spoken::Card(c("C2"))));
    assert_eq!(parse("AS"), Ok(Spoken::Card(c("SA"))));
    assert_eq!(parse("ace of diamonds"), Ok(Spoken::Card(c("DA"))));
}

#[test]
fn law_46_b1_parse_high_low_win_ruff() {
    for w in [
        "high",
        "top",
        "highest",
        "big one",
        "play high",
        "the big one",
        "HIGH please",
    ] {
        assert_eq!(parse(w), Ok(Spoken::High { suit: None }), "{w}");
    }
    for w in [
        "low",
        "small",
        "smallest",
        "lowest",
        "little one",
        "play low",
        "a small one",
    ] {
        assert_eq!(parse(w), Ok(Spoken::Low { suit: None }), "{w}");
    }
    for w in ["win", "win it", "take it", "win it please"] {
        assert_eq!(parse(w), Ok(Spoken::Win { ruff: false }), "{w}");
    }
    for w in [
        "ruff",
        "ruff it",
        "trump it",
        "trump",
        "Ruff it, please",
        "win with a trump",
    ] {
        assert_eq!(parse(w), Ok(Spoken::Win { ruff: true }), "{w}");
    }
}

#[test]
fn law_46_b2_parse_suit_alone_and_with_high_or_low() {
    let suit = |s| Spoken::Suit(SuitName::Suit(s));
    for (w, s) in [
        ("a club", Suit::Clubs),
        ("diamond", Suit::Diamonds),
        ("spades", Suit::Spades),
        ("♥", Suit::Hearts),
        ("club please", Suit::Clubs),
        ("play a heart", Suit::Hearts),
        ("any spade", Suit::Spades),
    ] {
        assert_eq!(parse(w), Ok(suit(s)), "{w}");
    }
    for w in ["a trump", "trumps", "the trump"] {
        assert_eq!(parse(w), Ok(Spoken::Suit(SuitName::Trumps)), "{w}");
    }
    let named = |s| Some(SuitName::Suit(s));
    assert_eq!(
        parse("high heart"),
        Ok(Spoken::High {
            suit: named(Suit::Hearts)
        })
    );
    assert_eq!(
        parse("low club"),
        Ok(Spoken::Low {
            suit: named(Suit::Clubs)
        })
    );
    assert_eq!(
        parse("small spade"),
        Ok(Spoken::Low {
            suit: named(Suit::Spades)
        })
    );
    assert_eq!(
        parse("top ♦"),
        Ok(Spoken::High {
            suit: named(Suit::Diamonds)
        })
    );
    let trumps = Some(SuitName::Trumps);
    assert_eq!(parse("high trump"), Ok(Spoken::High { suit: trumps }));
    assert_eq!(parse("ruff low"), Ok(Spoken::Low { suit: trumps }));
    assert_eq!(parse("small trump"), Ok(Spoken::Low { suit: trumps }));
}

#[test]
fn law_46_b3_parse_rank_alone() {
    for (w, r) in [
        ("the king", Rank::KING),
        ("ten", Rank::TEN),
        ("10", Rank::TEN),
        ("T", Rank::TEN),
        ("deuce", Rank::TWO),
        ("jack", Rank::JACK),
        ("knave", Rank::JACK),
        ("ace", Rank::ACE),
        ("play the nine", Rank::new(9).unwrap()),
        ("Q", Rank::QUEEN),
    ] {
        assert_eq!(parse(w), Ok(Spoken::Rank(r)), "{w}");
    }
    for w in ["queen of trumps", "ruff with the queen", "trump queen"] {
        assert_eq!(parse(w), Ok(Spoken::TrumpOfRank(Rank::QUEEN)), "{w}");
    }
}

#[test]
fn law_46_b5_parse_play_anything() {
    for w in [
        "play anything",
        "anything",
        "whatever",
        "any card",
        "Play anything, please",
    ] {
        assert_eq!(parse(w), Ok(Spoken::Anything), "{w}");
    }
}

#[test]
fn law_46_parse_errors_name_the_words_and_list_the_forms() {
    for w in ["", "   ", "the, please", "play it"] {
        let e = parse(w).unwrap_err();
        assert_eq!(e.kind, DesignationErrorKind::Empty, "{w}");
    }
    let e = parse("the purple one").unwrap_err();
    assert_eq!(
        e.kind,
        DesignationErrorKind::NotUnderstood(vec!["purple".into()])
    );
    let msg = e.to_string();
    assert!(
        msg.contains("`purple`") && msg.contains("accepted:"),
        "{msg}"
    );
    assert!(msg.contains("play anything"), "{msg}");
    let e = parse("11 of hearts").unwrap_err();
    assert_eq!(
        e.kind,
        DesignationErrorKind::NotUnderstood(vec!["11".into()])
    );
    for w in [
        "high low",
        "spade queen of hearts",
        "king queen",
        "high king",
        "anything high",
        "ruff a heart",
    ] {
        let e = parse(w).unwrap_err();
        assert!(
            matches!(e.kind, DesignationErrorKind::Conflicting(_)),
            "{w}: {e}"
        );
    }
    // "let's" keeps its apostrophe and is a filler, not a spade.
    assert_eq!(parse("let's play the king"), Ok(Spoken::Rank(Rank::KING)));
}

#[test]
fn law_46_parse_reads_its_own_display() {
    for w in [
        "♠Q",
        "queen of trumps",
        "high heart",
        "low",
        "win",
        "ruff",
        "a club",
        "trumps",
        "ten",
        "anything",
    ] {
        let s = parse(w).unwrap();
        assert_eq!(parse(&s.to_string()), Ok(s), "{w} -> {s}");
    }
}
