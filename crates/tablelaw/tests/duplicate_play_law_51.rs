//! Two or more penalty cards (duplicate Law 51B): in one suit, required
//! or prohibited and picked up (51B1(a), (b)); in more than one suit,
//! declarer's three options (51B2(a)-(c); 2007 without (c)).
//!
//! The deal: North KT8.A96.A95.7542, East Q5.KJ52.KQ874.T8, South
//! AJ92.874.JT6.AQ3, West 7643.QT3.32.KJ96. South declares 1NT: West makes
//! the opening lead, North is dummy.

mod common;
mod play_helpers;
use common::{elect, pending};
use play_helpers::*;
use tablelaw::*;

/// Declarer prohibits the lead of `suits` (the first the election's
/// suit, the rest `also`).
fn prohibit(suits: &[Suit]) -> Event {
    Event::Elect {
        seat: Some(Seat::South),
        option: OptionId::ProhibitLead,
        call: None,
        suit: Some(suits[0]),
        also: suits[1..].to_vec(),
    }
}

#[test]
fn duplicate_2017_law_51_b_2_c_declarer_may_decline_and_the_penalty_cards_stay() {
    let mut t = two_suits(CodeId::Duplicate2017);
    let (law, chooser, options) = pending(&t);
    assert_eq!(law, "51B2");
    assert_eq!(chooser, Some(Chooser::Seat(Seat::South)));
    assert_eq!(
        options,
        ["require-lead", "prohibit-lead", "no-lead-restriction"]
    );
    elect(&mut t, Some("S"), "no-lead-restriction");
    assert_eq!(clauses_of_51(&t), ["51B2", "51B2(c)"]);
    assert_eq!(penalty(&t), ["HQ", "CK"]);
    assert_eq!(legal(&t).len(), 11, "East leads any card");
}

#[test]
fn duplicate_2017_law_51_b_2_a_declarer_requires_a_penalty_cards_suit() {
    let mut t = two_suits(CodeId::Duplicate2017);
    t.apply(Event::Elect {
        seat: Some(Seat::South),
        option: OptionId::RequireLead,
        call: None,
        suit: Some(Suit::Hearts),
        also: Vec::new(),
    })
    .unwrap();
    assert_eq!(clauses_of_51(&t), ["51B2", "51B2(a)"]);
    assert_eq!(
        penalty(&t),
        ["CK"],
        "the heart is picked up, the club stays"
    );
}

/// Every clause the last ruling under Law 51 applies, as paths.
fn clauses_of_51(t: &Table) -> Vec<String> {
    let r = t.rulings().iter().rev().find(|r| r.law.law == 51).unwrap();
    r.clauses.iter().map(|c| c.path()).collect()
}

#[test]
fn duplicate_2007_law_51_b_2_declarer_requires_or_prohibits() {
    let mut t = two_suits(CodeId::Duplicate2007);
    let (law, _, options) = pending(&t);
    assert_eq!(law, "51B2");
    assert_eq!(options, ["require-lead", "prohibit-lead"]);
    let r = ineffective(
        &mut t,
        Event::Elect {
            seat: Some(Seat::South),
            option: OptionId::NoLeadRestriction,
            call: None,
            suit: None,
            also: Vec::new(),
        },
    );
    assert!(
        r.text.contains("offers only require-lead, prohibit-lead"),
        "{}",
        r.text
    );
}

#[test]
fn duplicate_2017_law_51_b_2_b_declarer_prohibits_two_suits() {
    let mut t = two_suits(CodeId::Duplicate2017);
    let ruling = t.pending().unwrap().0;
    let listed = t.elections();
    let e = listed
        .iter()
        .find(|e| e.option == OptionId::ProhibitLead)
        .unwrap();
    assert_eq!(
        e.needs,
        Needs::Suits {
            suits: vec![Suit::Hearts, Suit::Clubs]
        },
        "one or more of the penalty cards' suits"
    );
    let text = &t.rulings()[ruling].options[1].text;
    assert!(
        text.contains("one or more") && text.contains("51B2(b)"),
        "{text}"
    );
    t.apply(prohibit(&[Suit::Hearts, Suit::Clubs])).unwrap();
    assert_eq!(clauses_of_51(&t), ["51B2", "51B2(b)"]);
    assert!(t.pending().is_none());
    let r = &t.rulings()[ruling];
    assert_eq!(r.chosen, Some(OptionId::ProhibitLead));
    assert!(
        r.notes
            .iter()
            .any(|n| n.contains("East may not lead hearts or clubs")),
        "{:?}",
        r.notes
    );
    // West picks up every penalty card of both suits.
    assert!(penalty(&t).is_empty());
    assert!(
        r.notes.iter().any(|n| n.contains("picked up")),
        "{:?}",
        r.notes
    );
    // 50E2: what the picked-up cards showed is unauthorized to East.
    let w: Vec<String> = t
        .state()
        .withdrawn_cards()
        .iter()
        .map(|w| format!("{} {:#} {}", w.seat.letter(), w.card, w.law.path()))
        .collect();
    assert_eq!(w, ["W HQ 50E2", "W CK 50E2"]);
    assert_eq!(
        t.play().unwrap().restriction(),
        Some(tablelaw::play::LeadRestriction::Prohibit {
            seat: Seat::East,
            suits: [Suit::Hearts, Suit::Clubs].into_iter().collect(),
        })
    );
    // East leads neither hearts nor clubs.
    assert_eq!(legal(&t), ["S5", "DK", "D8", "D7", "D4"]);
    // Each prohibited suit is an obligation in force.
    let prohibited: Vec<Suit> = t
        .in_force()
        .iter()
        .filter_map(|f| match f.obligation {
            Obligation::ProhibitedLead { suit } if f.seat == Seat::East => Some(suit),
            _ => None,
        })
        .collect();
    assert_eq!(prohibited, [Suit::Hearts, Suit::Clubs]);
    // The prohibition lasts while East keeps the lead: dummy's ace wins,
    // and it is gone.
    for (s, c) in [("E", "D4"), ("S", "D6"), ("W", "D3"), ("N", "DA")] {
        play(&mut t, s, c).unwrap();
    }
    assert!(t.play().unwrap().restriction().is_none());
}

#[test]
fn duplicate_2017_law_51_b_2_b_one_suit_prohibited_the_other_penalty_card_stays() {
    let mut t = two_suits(CodeId::Duplicate2017);
    t.apply(prohibit(&[Suit::Clubs])).unwrap();
    assert_eq!(penalty(&t), ["HQ"], "only the clubs are picked up");
    assert_eq!(legal(&t).len(), 9, "East may lead anything but a club");
}

#[test]
fn duplicate_2017_law_51_b_2_b_impossible_prohibitions_change_nothing() {
    let mut t = two_suits(CodeId::Duplicate2017);
    let e = refused(&mut t, prohibit(&[Suit::Hearts, Suit::Hearts]));
    assert_eq!(e, EventError::SuitTwice { suit: Suit::Hearts });
    let e = refused(&mut t, prohibit(&[Suit::Hearts, Suit::Diamonds]));
    assert_eq!(
        e,
        EventError::SuitNotOffered {
            suit: Suit::Diamonds
        },
        "West has no penalty card in diamonds"
    );
    let e = refused(
        &mut t,
        Event::Elect {
            seat: Some(Seat::South),
            option: OptionId::RequireLead,
            call: None,
            suit: Some(Suit::Hearts),
            also: vec![Suit::Clubs],
        },
    );
    assert!(
        matches!(e, EventError::NotTaken { .. }),
        "{e}: one suit is required"
    );
    // With penalty cards in one suit only, Law 50D2 prohibits one suit.
    let mut t = after_trick_one(CodeId::Duplicate2017);
    t.apply(Event::Expose {
        seat: Seat::West,
        cards: vec![card("HQ"), card("HT")],
        led: false,
    })
    .unwrap();
    for (s, c) in [("S", "DJ"), ("W", "D2"), ("N", "D5"), ("E", "DQ")] {
        play(&mut t, s, c).unwrap();
    }
    assert_eq!(t.pending().map(|(_, r)| r.law.path()), Some("50D2".into()));
    let e = refused(&mut t, prohibit(&[Suit::Hearts, Suit::Clubs]));
    assert_eq!(e, EventError::OneSuitOnly);
}

#[test]
fn duplicate_2007_law_51_b_2_b_one_or_more_suits_prohibited_as_2017_words_it() {
    let mut t = two_suits(CodeId::Duplicate2007);
    let ruling = t.pending().unwrap().0;
    // The 2007 clause is read (decision 138): no note of a text not at hand.
    assert!(
        !t.rulings()[ruling]
            .notes
            .iter()
            .any(|n| n.contains("51B2(b)")),
        "{:?}",
        t.rulings()[ruling].notes
    );
    t.apply(prohibit(&[Suit::Clubs, Suit::Hearts])).unwrap();
    assert!(penalty(&t).is_empty());
    assert_eq!(legal(&t), ["S5", "DK", "D8", "D7", "D4"]);
}

#[test]
fn rubber_law_51_b_2_b_two_suits_prohibited_under_the_2007_wording() {
    let mut t = two_suits(CodeId::Rubber);
    let ruling = t.pending().unwrap().0;
    assert!(
        t.rulings()[ruling]
            .notes
            .iter()
            .any(|n| n.contains("2007 51B2(b), applied for want of the rubber text")),
        "{:?}",
        t.rulings()[ruling].notes
    );
    t.apply(prohibit(&[Suit::Hearts, Suit::Clubs])).unwrap();
    assert!(penalty(&t).is_empty());
    assert_eq!(legal(&t).len(), 5);
}

/// Random irregular play draws declarer's prohibition of several suits of
/// penalty cards (51B2(b)), and every such deal finishes.
#[test]
fn duplicate_2017_law_51_b_2_b_drawn_by_random_play() {
    let mut rng = tablelaw::random::Rng::new(7);
    let mut drawn = 0;
    for _ in 0..3000 {
        let mut table: Option<Table> = None;
        let outcome = tablelaw::random::play_deal(&mut table, CodeId::Duplicate2017, &mut rng, 0.3);
        let table = table.unwrap();
        if table
            .log()
            .iter()
            .any(|e| matches!(e, Event::Elect { also, .. } if !also.is_empty()))
        {
            drawn += 1;
            assert!(outcome.finished, "{outcome:?}");
        }
        if drawn >= 3 {
            return;
        }
    }
    panic!("random play drew {drawn} prohibitions of several suits");
}

/// West exposes two hearts; East wins the next trick and is on lead.
fn two_hearts(code: CodeId) -> Table {
    let mut t = after_trick_one(code);
    t.apply(Event::Expose {
        seat: Seat::West,
        cards: vec![card("HQ"), card("HT")],
        led: false,
    })
    .unwrap();
    for (s, c) in [("S", "DJ"), ("W", "D2"), ("N", "D5"), ("E", "DQ")] {
        play(&mut t, s, c).unwrap();
    }
    assert_eq!(turn(&t), Seat::East);
    t
}

#[test]
fn duplicate_2017_law_51_b_1_and_51_b_1_a_two_penalty_cards_in_the_suit_required_are_picked_up() {
    let mut t = two_hearts(CodeId::Duplicate2017);
    t.apply(Event::Elect {
        seat: Some(Seat::South),
        option: OptionId::RequireLead,
        call: None,
        suit: Some(Suit::Hearts),
        also: Vec::new(),
    })
    .unwrap();
    let cited = t
        .rulings()
        .iter()
        .rfind(|r| r.chosen.is_some())
        .unwrap()
        .clauses
        .iter()
        .map(|c| c.path())
        .collect::<Vec<_>>();
    assert!(
        cited.contains(&"51B1".to_owned()) && cited.contains(&"51B1(a)".to_owned()),
        "{cited:?}"
    );
    assert!(penalty(&t).is_empty(), "no longer penalty cards");
}

#[test]
fn duplicate_2017_law_51_b_1_b_two_penalty_cards_in_the_suit_prohibited_are_picked_up() {
    let mut t = two_hearts(CodeId::Duplicate2017);
    t.apply(Event::Elect {
        seat: Some(Seat::South),
        option: OptionId::ProhibitLead,
        call: None,
        suit: Some(Suit::Hearts),
        also: Vec::new(),
    })
    .unwrap();
    let r = t.rulings().iter().rfind(|r| r.chosen.is_some()).unwrap();
    let cited: Vec<String> = r.clauses.iter().map(|c| c.path()).collect();
    assert!(cited.contains(&"51B1(b)".to_owned()), "{cited:?}");
    assert!(penalty(&t).is_empty());
    assert!(
        legal(&t).iter().all(|c| !c.starts_with('H')),
        "no heart lead"
    );
}
