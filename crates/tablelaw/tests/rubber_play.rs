//! The play of the hand under the rubber code, and the lead penalties of
//! Law 26 carried into it.

mod common;
use common::*;
use tablelaw::*;

const DEAL: &str = "N:KT8.A96.A95.7542 Q5.KJ52.KQ874.T8 AJ92.874.JT6.AQ3 7643.QT3.32.KJ96";

fn with_deal(dealer: &str) -> Table {
    Table::with_setup(TableSetup {
        code: CodeId::Rubber,
        dealer: seat(dealer),
        deal: Some(DEAL.parse().unwrap()),
        vulnerability: Default::default(),
    })
}

fn play(t: &mut Table, s: &str, card: &str) -> Result<(), EventError> {
    t.apply(Event::Play {
        seat: seat(s),
        card: card.parse().unwrap(),
    })
}

fn elect_suit(t: &mut Table, s: &str, option: &str, suit: Suit) -> Result<(), EventError> {
    t.apply(Event::Elect {
        seat: Some(seat(s)),
        option: option.parse().unwrap(),
        call: None,
        suit: Some(suit),
        also: Vec::new(),
    })
}

/// West bids 2H out of rotation at his partner's turn; North cancels it;
/// West later bids 3C, not repeating hearts: East owes a heart lead penalty
/// (Laws 31(a), 26(a)), and as North declares, East makes the opening lead.
fn heart_lead_penalty() -> Table {
    let mut t = with_deal("N");
    by(&mut t, "N", "1S");
    by(&mut t, "W", "2H");
    elect(&mut t, Some("N"), "cancel");
    for (s, c) in [
        ("E", "P"),
        ("S", "2S"),
        ("W", "3C"),
        ("N", "3S"),
        ("E", "P"),
        ("S", "P"),
        ("W", "P"),
    ] {
        by(&mut t, s, c);
    }
    t
}

#[test]
fn rubber_law_41_play_begins_with_the_opening_lead_by_declarers_lho() {
    let mut t = with_deal("S");
    for (s, c) in [
        ("S", "1C"),
        ("W", "P"),
        ("N", "1NT"),
        ("E", "P"),
        ("S", "P"),
        ("W", "P"),
    ] {
        by(&mut t, s, c);
    }
    let p = t.play().expect("the play has begun");
    assert_eq!(p.turn(), Some(Seat::East));
    for (s, c) in [("E", "D4"), ("S", "DJ"), ("W", "D3"), ("N", "D5")] {
        play(&mut t, s, c).unwrap();
    }
    let p = t.play().unwrap();
    assert_eq!(p.tricks().len(), 1);
    assert_eq!(p.turn(), Some(Seat::South), "the winner of the trick leads");
}

#[test]
fn a_card_not_held_is_impossible_and_changes_nothing() {
    let mut t = heart_lead_penalty();
    elect_suit(&mut t, "N", "require-lead", Suit::Hearts).unwrap();
    let before = t.state().clone();
    assert!(matches!(
        play(&mut t, "E", "SA"),
        Err(EventError::CardNotHeld { .. })
    ));
    assert_eq!(t.state(), &before);
}

#[test]
fn no_play_without_the_deal_or_after_a_pass_out() {
    let mut t = table("N", "1H P P P");
    assert!(matches!(
        play(&mut t, "E", "SA"),
        Err(EventError::NoPlay { .. })
    ));
    let mut t = with_deal("N");
    for c in ["P", "P", "P", "P"] {
        let s = t.turn().unwrap();
        t.call(s, c.parse().unwrap()).unwrap();
    }
    assert!(matches!(
        play(&mut t, "E", "SQ"),
        Err(EventError::NoPlay { .. })
    ));
}

#[test]
fn rubber_law_23_a_card_led_during_the_auction_is_exposed() {
    let mut t = with_deal("N");
    by(&mut t, "N", "1S");
    play(&mut t, "E", "SQ").unwrap();
    assert_eq!(laws(&t), ["23(b)"], "a card prematurely led");
    assert!(has_penalty(&t, "W", PenaltyKind::PassNextTurn));
}

#[test]
fn rubber_law_26_declarer_decides_when_offenders_partner_first_has_the_lead() {
    let t = heart_lead_penalty();
    assert_eq!(t.contract().unwrap().declarer, Seat::North);
    let (law, chooser, options) = pending(&t);
    assert_eq!(
        (law.as_str(), chooser),
        ("26", Some(Chooser::Seat(Seat::North)))
    );
    assert_eq!(
        options,
        ["require-lead", "prohibit-lead", "no-lead-restriction"]
    );
}

#[test]
fn rubber_law_26_a_declarer_requires_the_suit() {
    let mut t = heart_lead_penalty();
    elect_suit(&mut t, "N", "require-lead", Suit::Hearts).unwrap();
    let legal = t.play().unwrap().legal_plays();
    assert_eq!(legal.len(), 4, "East's four hearts");
    assert!(legal.iter().all(|c| c.suit == Suit::Hearts));
    play(&mut t, "E", "HK").unwrap();
    assert!(
        t.play().unwrap().restriction().is_none(),
        "a requirement is spent by the lead"
    );
}

#[test]
fn rubber_law_26_a_declarer_prohibits_the_suit_while_he_retains_the_lead() {
    let mut t = heart_lead_penalty();
    elect_suit(&mut t, "N", "prohibit-lead", Suit::Hearts).unwrap();
    let legal = t.play().unwrap().legal_plays();
    assert!(legal.iter().all(|c| c.suit != Suit::Hearts));
    // East leads the diamond king and wins: he retains the lead, and the prohibition lasts.
    for (s, c) in [("E", "DK"), ("S", "D6"), ("W", "D2"), ("N", "D5")] {
        play(&mut t, s, c).unwrap();
    }
    assert_eq!(t.play().unwrap().turn(), Some(Seat::East));
    assert!(
        t.play()
            .unwrap()
            .legal_plays()
            .iter()
            .all(|c| c.suit != Suit::Hearts)
    );
    // He loses the lead: the prohibition ends.
    for (s, c) in [("E", "DQ"), ("S", "DT"), ("W", "D3"), ("N", "DA")] {
        play(&mut t, s, c).unwrap();
    }
    assert!(t.play().unwrap().restriction().is_none());
}

#[test]
fn rubber_law_26_the_suit_must_be_one_the_penalty_reaches() {
    let mut t = heart_lead_penalty();
    let before = t.state().clone();
    assert!(matches!(
        elect_suit(&mut t, "N", "require-lead", Suit::Clubs),
        Err(EventError::SuitNotOffered { .. })
    ));
    assert!(matches!(
        t.apply(Event::Elect {
            seat: Some(Seat::North),
            option: OptionId::RequireLead,
            call: None,
            suit: None,
            also: Vec::new()
        }),
        Err(EventError::SuitNeeded { .. })
    ));
    assert!(
        matches!(
            play(&mut t, "E", "HK"),
            Err(EventError::RulingPending { .. })
        ),
        "East waits for declarer"
    );
    assert_eq!(t.state(), &before);
    // Not South's choice: recorded without effect.
    elect_suit(&mut t, "S", "require-lead", Suit::Hearts).unwrap();
    assert!(t.rulings().last().unwrap().text.contains("has no effect"));
    assert_eq!(t.pending(), before.pending(), "declarer still chooses");
}

#[test]
fn rubber_law_26_b_declarer_may_prohibit_any_one_suit() {
    // West doubles out of rotation at his partner's turn; North cancels it
    // (32(a)): East is silenced, and owes a lead penalty of Law 26(b).
    let mut t = with_deal("N");
    by(&mut t, "N", "1S");
    by(&mut t, "W", "X");
    elect(&mut t, Some("N"), "cancel");
    for (s, c) in [("E", "P"), ("S", "2S"), ("W", "P"), ("N", "P"), ("E", "P")] {
        by(&mut t, s, c);
    }
    assert!(t.is_closed());
    assert_eq!(t.contract().unwrap().declarer, Seat::North);
    let (_, _, options) = pending(&t);
    assert_eq!(options, ["prohibit-lead", "no-lead-restriction"]);
    elect_suit(&mut t, "N", "prohibit-lead", Suit::Diamonds).unwrap();
    assert!(
        t.play()
            .unwrap()
            .legal_plays()
            .iter()
            .all(|c| c.suit != Suit::Diamonds)
    );
}

#[test]
fn rubber_law_26_declarer_may_decline() {
    let mut t = heart_lead_penalty();
    elect(&mut t, Some("N"), "no-lead-restriction");
    assert_eq!(t.play().unwrap().legal_plays().len(), 13);
    assert_eq!(
        t.penalties_in_force()
            .filter(|p| matches!(p.kind, PenaltyKind::Lead(_)))
            .count(),
        0
    );
}

/// The rubber Laws 53-56 are not at hand: an opening lead out of turn is
/// ruled by the 2007 duplicate Law 54, and the ruling says so; the card
/// retracted is a penalty card (rubber Law 50), so declarer has lead options
/// against the offender's partner. A revoke is still recorded without a ruling.
#[test]
fn rubber_applies_2007_law_54_to_an_opening_lead_out_of_turn_and_records_a_revoke() {
    let mut t = heart_lead_penalty();
    elect(&mut t, Some("N"), "no-lead-restriction");
    play(&mut t, "W", "S7").unwrap(); // East is on lead
    let (law, chooser, options) = pending(&t);
    assert_eq!(law, "54");
    assert_eq!(pending_citation(&t), "duplicate-2007 Law 54");
    assert_eq!(chooser, Some(Chooser::Seat(Seat::North)));
    assert_eq!(options, ["accept", "spread-hand", "retract"]);
    let ruling = t.rulings().last().unwrap();
    assert!(
        ruling
            .notes
            .iter()
            .any(|n| n.contains("2007 duplicate wording"))
    );
    elect(&mut t, Some("N"), "retract");
    assert!(
        t.play()
            .unwrap()
            .penalty_cards()
            .contains("S7".parse().unwrap())
    );
    assert_eq!(t.play().unwrap().turn(), Some(Seat::East));
    // West's penalty card: declarer's lead options against East (Law 50).
    let (_, _, options) = pending(&t);
    assert_eq!(
        options,
        ["require-lead", "prohibit-lead", "no-lead-restriction"]
    );
    elect(&mut t, Some("N"), "no-lead-restriction");
    play(&mut t, "E", "D4").unwrap();
    play(&mut t, "S", "H8").unwrap(); // South holds diamonds
    assert!(t.rulings().last().unwrap().text.contains("revoke"));
}

#[test]
fn a_whole_deal_is_played_and_the_log_refolds() {
    let mut t = heart_lead_penalty();
    elect(&mut t, Some("N"), "no-lead-restriction");
    while let Some(p) = t.play().filter(|p| !p.is_over()) {
        let s = p.turn().unwrap();
        let card = p.legal_plays().iter().next().unwrap();
        play(
            &mut t,
            s.letter().to_string().as_str(),
            &format!("{card:#}"),
        )
        .unwrap();
    }
    let p = t.play().unwrap();
    assert_eq!(p.tricks().len(), 13);
    let refolded = Table::from_log(t.setup().clone(), t.log().into_owned()).unwrap();
    assert_eq!(refolded.state(), t.state());
}

fn designate(t: &mut Table, words: &str) -> Result<(), EventError> {
    t.apply(Event::Designate {
        words: words.into(),
        intended: None,
    })
}

/// The heart lead penalty table, East leads the heart king: dummy (South,
/// holding hearts 8 7 4) is to play.
fn dummy_to_play() -> Table {
    let mut t = heart_lead_penalty();
    elect_suit(&mut t, "N", "require-lead", Suit::Hearts).unwrap();
    play(&mut t, "E", "HK").unwrap();
    assert_eq!(t.play().unwrap().turn(), Some(Seat::South));
    t
}

#[test]
fn rubber_law_46_b1_low_is_the_lowest_card() {
    let mut t = dummy_to_play();
    designate(&mut t, "low").unwrap();
    let p = t.play().unwrap();
    assert_eq!(
        p.current().cards().last(),
        Some((Seat::South, "H4".parse().unwrap()))
    );
    assert!(t.rulings().last().unwrap().law.path().starts_with("46"));
}

#[test]
fn rubber_law_46_b1_high_is_the_highest_card() {
    let mut t = dummy_to_play();
    designate(&mut t, "high").unwrap();
    assert_eq!(
        t.play().unwrap().current().cards().last().map(|(_, c)| c),
        Some("H8".parse().unwrap())
    );
}

#[test]
fn rubber_law_46_a_card_named_in_full() {
    let mut t = dummy_to_play();
    designate(&mut t, "seven of hearts").unwrap();
    assert_eq!(
        t.play().unwrap().current().cards().last().map(|(_, c)| c),
        Some("H7".parse().unwrap())
    );
}

#[test]
fn rubber_law_46_play_anything_the_defenders_designate() {
    let mut t = dummy_to_play();
    designate(&mut t, "play anything").unwrap();
    let (_, r) = t.pending().unwrap();
    assert_eq!(r.chooser, Some(Chooser::Defenders));
    let before = t.state().clone();
    assert!(
        matches!(
            play(&mut t, "S", "SA"),
            Err(EventError::NotACandidate { .. })
        ),
        "dummy must follow to hearts"
    );
    assert_eq!(t.state(), &before);
    play(&mut t, "S", "H7").unwrap();
    assert!(t.pending().is_none());
}

#[test]
fn rubber_law_46_a_designation_not_understood_changes_nothing() {
    let mut t = dummy_to_play();
    let before = t.state().clone();
    let err = designate(&mut t, "xyzzy").unwrap_err();
    assert!(matches!(err, EventError::Designation(_)));
    assert!(err.to_string().contains("xyzzy"), "{err}");
    assert_eq!(t.state(), &before);
    let mut t = heart_lead_penalty();
    elect(&mut t, Some("N"), "no-lead-restriction");
    assert!(
        matches!(
            designate(&mut t, "high"),
            Err(EventError::NotDummysTurn { .. })
        ),
        "East is on lead"
    );
}

#[test]
fn the_deal_is_scored_when_the_play_is_over() {
    let mut t = dummy_to_play();
    while let Some(p) = t.play().filter(|p| !p.is_over()) {
        let s = p.turn().unwrap();
        let card = p.legal_plays().iter().next().unwrap();
        t.apply(Event::Play { seat: s, card }).unwrap();
    }
    let score = t.score().expect("a score");
    let p = t.play().unwrap();
    let made = p.declarer_tricks() >= 9;
    let ns = score.total(Side::NorthSouth);
    let ew = score.total(Side::EastWest);
    assert!(
        if made { ns > 0 } else { ew > 0 },
        "made {made}: NS {ns} EW {ew}"
    );
}

#[test]
fn a_passed_out_deal_scores_nothing() {
    let t = table("N", "P P P P");
    let score = t.score().unwrap();
    assert_eq!(score.totals().0, [0, 0]);
}

/// West (a defender to be) exposes `cards` during the auction; North
/// declares 2S; East, West's partner, is on lead.
fn west_exposed(cards: &[&str]) -> Table {
    let mut t = with_deal("N");
    by(&mut t, "N", "1S");
    t.apply(Event::Expose {
        seat: Seat::West,
        cards: cards.iter().map(|c| c.parse().unwrap()).collect(),
        led: false,
    })
    .unwrap();
    for (s, c) in [("E", "P"), ("S", "2S"), ("W", "P"), ("N", "P"), ("E", "P")] {
        by(&mut t, s, c);
    }
    assert!(t.is_closed());
    t
}

#[test]
fn rubber_law_23_declarer_may_treat_the_exposed_cards_as_penalty_cards() {
    let t = west_exposed(&["HQ"]);
    let (law, chooser, options) = pending(&t);
    assert_eq!(
        (law.as_str(), chooser),
        ("23", Some(Chooser::Seat(Seat::North)))
    );
    assert_eq!(options, ["penalty-cards", "pick-up"]);
}

#[test]
fn rubber_law_23_picked_up_no_penalty_card() {
    let mut t = west_exposed(&["HQ"]);
    elect(&mut t, Some("N"), "pick-up");
    assert!(t.pending().is_none());
    assert!(t.play().unwrap().penalty_cards().is_empty());
}

#[test]
fn rubber_law_50_b_partner_on_lead_declarer_requires_the_suit_and_the_card_is_picked_up() {
    let mut t = west_exposed(&["HQ"]);
    elect(&mut t, Some("N"), "penalty-cards");
    let (law, _, options) = pending(&t);
    assert_eq!(law, "50(b)");
    assert_eq!(
        options,
        ["require-lead", "prohibit-lead", "no-lead-restriction"]
    );
    elect_suit(&mut t, "N", "require-lead", Suit::Hearts).unwrap();
    let p = t.play().unwrap();
    assert!(p.penalty_cards().is_empty(), "picked up");
    assert!(p.legal_plays().iter().all(|c| c.suit == Suit::Hearts));
}

#[test]
fn rubber_law_50_a_the_penalty_card_is_played_at_the_first_legal_opportunity() {
    let mut t = west_exposed(&["HQ"]);
    elect(&mut t, Some("N"), "penalty-cards");
    elect(&mut t, Some("N"), "no-lead-restriction");
    assert!(
        t.play()
            .unwrap()
            .penalty_cards()
            .contains("HQ".parse().unwrap()),
        "it remains a penalty card"
    );
    for (s, c) in [("E", "DK"), ("S", "D6")] {
        play(&mut t, s, c).unwrap();
    }
    // Following suit comes first.
    assert!(
        t.play()
            .unwrap()
            .legal_plays()
            .iter()
            .all(|c| c.suit == Suit::Diamonds)
    );
    for (s, c) in [
        ("W", "D2"),
        ("N", "DA"),
        ("N", "HA"),
        ("E", "H2"),
        ("S", "H4"),
    ] {
        play(&mut t, s, c).unwrap();
    }
    let legal: Vec<Card> = t.play().unwrap().legal_plays().iter().collect();
    assert_eq!(
        legal,
        ["HQ".parse::<Card>().unwrap()],
        "West must play the penalty card"
    );
}

#[test]
fn rubber_law_50_a_with_two_penalty_cards_playable_declarer_chooses() {
    let mut t = west_exposed(&["HQ", "HT"]);
    elect(&mut t, Some("N"), "penalty-cards");
    elect(&mut t, Some("N"), "no-lead-restriction");
    for (s, c) in [
        ("E", "DK"),
        ("S", "D6"),
        ("W", "D2"),
        ("N", "DA"),
        ("N", "HA"),
        ("E", "H2"),
        ("S", "H4"),
    ] {
        play(&mut t, s, c).unwrap();
    }
    let (law, chooser, _) = pending(&t);
    assert_eq!(
        (law.as_str(), chooser),
        ("50(a)", Some(Chooser::Seat(Seat::North)))
    );
    let before = t.state().clone();
    assert!(matches!(
        play(&mut t, "W", "H3"),
        Err(EventError::NotACandidate { .. })
    ));
    assert_eq!(t.state(), &before);
    play(&mut t, "W", "HT").unwrap();
    assert!(
        t.play()
            .unwrap()
            .penalty_cards()
            .contains("HQ".parse().unwrap())
    );
}

#[test]
fn rubber_law_50_a_defenders_card_exposed_in_the_play_is_a_penalty_card() {
    let mut t = heart_lead_penalty();
    elect(&mut t, Some("N"), "no-lead-restriction");
    t.apply(Event::Expose {
        seat: Seat::West,
        cards: vec!["CK".parse().unwrap()],
        led: false,
    })
    .unwrap();
    assert!(t.rulings().iter().any(|r| r.law.path() == "50"));
    // East, West's partner, is on lead: declarer's options of Law 50(b).
    assert_eq!(pending(&t).0, "50(b)");
    assert!(
        t.play()
            .unwrap()
            .penalty_cards()
            .contains("CK".parse().unwrap())
    );
}

#[test]
fn rubber_law_48_declarers_card_exposed_is_no_penalty_card() {
    let mut t = heart_lead_penalty();
    elect(&mut t, Some("N"), "no-lead-restriction");
    t.apply(Event::Expose {
        seat: Seat::North,
        cards: vec!["SK".parse().unwrap()],
        led: false,
    })
    .unwrap();
    assert_eq!(t.rulings().last().unwrap().law.path(), "48");
    assert!(t.play().unwrap().penalty_cards().is_empty());
    let before = t.state().clone();
    let err = t.apply(Event::Expose {
        seat: Seat::North,
        cards: vec!["HK".parse().unwrap()],
        led: false,
    });
    assert!(matches!(err, Err(EventError::CardNotHeld { .. })));
    assert_eq!(t.state(), &before);
}
