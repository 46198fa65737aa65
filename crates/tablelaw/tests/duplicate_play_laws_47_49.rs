//! A penalty card played and then retracted "without further
//! rectification" under Law 47 comes back to the hand as an ordinary card
//! (Law 49: a card withdrawn in application of law, such as 47D or 47E, is
//! not a penalty card), its information listed as withdrawn (16C).
//!
//! The deal: North KT8.A96.A95.7542, East Q5.KJ52.KQ874.T8, South
//! AJ92.874.JT6.AQ3, West 7643.QT3.32.KJ96. South declares 1NT: West makes
//! the opening lead, North is dummy.

mod common;
mod play_helpers;
use play_helpers::*;
use tablelaw::*;

fn withdrawn(t: &Table) -> Vec<(Seat, Card, String)> {
    t.state()
        .withdrawn_cards()
        .iter()
        .map(|w| (w.seat, w.card, w.law.path()))
        .collect()
}

#[test]
fn duplicate_2017_law_47_d_a_penalty_card_taken_back_is_an_ordinary_card() {
    let mut t = after_trick_one(CodeId::Duplicate2017);
    for (s, c) in [("S", "H4"), ("W", "H3"), ("N", "HA"), ("E", "H2")] {
        play(&mut t, s, c).unwrap();
    }
    // East drops the club ten: an honour, a major penalty card (50B).
    t.apply(Event::Expose {
        seat: Seat::East,
        cards: vec![card("CT")],
        led: false,
    })
    .unwrap();
    assert_eq!(penalty(&t), ["CT"]);
    play(&mut t, "N", "C2").unwrap();
    assert_eq!(
        legal(&t),
        ["CT"],
        "the penalty card, at the first opportunity"
    );
    play(&mut t, "E", "CT").unwrap();
    // Declarer meant the club four (45C4(b)): East may take his card back
    // (47D), and it returns as an ordinary card.
    unintended(&mut t, "N", "C4").unwrap();
    assert_eq!(trick(&t), ["N C4"]);
    assert_eq!(turn(&t), Seat::East);
    assert!(penalty(&t).is_empty(), "no penalty card any more");
    assert_eq!(legal(&t), ["CT", "C8"], "either club");
    assert_eq!(
        withdrawn(&t).last().unwrap(),
        &(Seat::East, card("CT"), "47D".to_owned())
    );
}

#[test]
fn duplicate_2017_law_47_e_2_a_a_penalty_card_retracted_is_an_ordinary_card() {
    let mut t = after_trick_one(CodeId::Duplicate2017);
    // West drops the heart queen: a major penalty card.
    t.apply(Event::Expose {
        seat: Seat::West,
        cards: vec![card("HQ")],
        led: false,
    })
    .unwrap();
    play(&mut t, "S", "H4").unwrap();
    assert_eq!(legal(&t), ["HQ"]);
    play(&mut t, "W", "HQ").unwrap();
    // A mistaken explanation: West retracts the card he played (47E2(a)).
    t.apply(Event::Finding(Finding::MistakenExplanation {
        seat: Seat::West,
    }))
    .unwrap();
    assert_eq!(turn(&t), Seat::West);
    assert!(
        penalty(&t).is_empty(),
        "the queen is an ordinary card again"
    );
    assert_eq!(legal(&t), ["HQ", "HT", "H3"]);
    assert_eq!(
        withdrawn(&t).last().unwrap(),
        &(Seat::West, card("HQ"), "47E2(a)".to_owned())
    );
}

fn elect_suit(t: &mut Table, s: &str, option: &str, suit: Suit) {
    t.apply(Event::Elect {
        seat: Some(common::seat(s)),
        option: option.parse().unwrap(),
        call: None,
        suit: Some(suit),
        also: Vec::new(),
    })
    .unwrap();
}

/// East's opening lead out of turn (HK) retracted: a major penalty card;
/// West on lead, declarer prohibits hearts and the king is picked up.
fn king_picked_up(code: CodeId) -> Table {
    let mut t = table(code);
    play(&mut t, "E", "HK").unwrap();
    common::elect(&mut t, Some("S"), "retract");
    elect_suit(&mut t, "S", "prohibit-lead", Suit::Hearts);
    assert!(penalty(&t).is_empty());
    t
}

#[test]
fn duplicate_2007_law_50_e_a_penalty_card_picked_up_cites_the_2007_clause() {
    // 2017 numbers the clauses of 50E (E2: a card picked up after
    // declarer's lead option); 2007's 50E is one paragraph.
    let t = king_picked_up(CodeId::Duplicate2007);
    assert_eq!(withdrawn(&t), [(Seat::East, card("HK"), "50E".to_owned())]);
    assert_eq!(t.state().withdrawn_cards()[0].to, Side::EastWest);
    let t = king_picked_up(CodeId::Duplicate2017);
    assert_eq!(withdrawn(&t), [(Seat::East, card("HK"), "50E2".to_owned())]);
}

/// South leads H4 at trick two; East plays H2 before his partner (57A).
fn east_plays_early(t: &mut Table) {
    play(t, "S", "H4").unwrap();
    play(t, "E", "H2").unwrap();
    assert_eq!(
        last(t).law.path(),
        "57A",
        "a premature play, declarer to choose"
    );
}

#[test]
fn duplicate_2017_law_47_e_1_the_premature_play_ruling_reads_as_superseded() {
    let mut t = after_trick_one(CodeId::Duplicate2017);
    east_plays_early(&mut t);
    assert!(!last(&t).options.is_empty());
    t.apply(Event::Finding(Finding::ToldTurn)).unwrap();
    let r = last(&t);
    assert!(r.chooser.is_none() && r.options.is_empty() && r.chosen.is_none());
    assert!(
        r.text.starts_with("East played before his partner"),
        "the record kept: {}",
        r.text
    );
    assert!(
        r.text
            .ends_with("[superseded: the card goes back to the hand, not a penalty card, and declarer has no choice, under Law 47E1]"),
        "{}",
        r.text
    );
    assert!(penalty(&t).is_empty());
    assert_eq!(turn(&t), Seat::West);
}

#[test]
fn duplicate_2017_law_50_b_a_minor_penalty_card_is_minor_again_when_the_second_goes_back_under_47_e_1()
 {
    let mut t = after_trick_one(CodeId::Duplicate2017);
    // East drops the club eight: a minor penalty card (50B).
    t.apply(Event::Expose {
        seat: Seat::East,
        cards: vec![card("C8")],
        led: false,
    })
    .unwrap();
    let minor = |t: &Table| {
        t.play()
            .unwrap()
            .minor_penalty_cards()
            .iter()
            .map(|c| format!("{c:#}"))
            .collect::<Vec<_>>()
    };
    assert_eq!(minor(&t), ["C8"]);
    east_plays_early(&mut t);
    assert_eq!(penalty(&t), ["H2", "C8"]);
    assert!(minor(&t).is_empty(), "two penalty cards: both major (50B)");
    // 47E1: H2 was played because an opponent said it was East's turn; it
    // goes back, never a penalty card, and the eight is minor again.
    t.apply(Event::Finding(Finding::ToldTurn)).unwrap();
    assert_eq!(penalty(&t), ["C8"]);
    assert_eq!(minor(&t), ["C8"]);
    assert!(
        last(&t)
            .notes
            .iter()
            .any(|n| n.contains("minor penalty card again") && n.contains("Law 50B")),
        "{:?}",
        last(&t).notes
    );
    // A penalty card played, by contrast, leaves the other major: 50B's
    // cards "become" major (decision 144).
}

#[test]
fn duplicate_2017_law_50_b_a_penalty_card_played_leaves_the_other_major() {
    let mut t = after_trick_one(CodeId::Duplicate2017);
    for c in ["C8", "D4"] {
        t.apply(Event::Expose {
            seat: Seat::East,
            cards: vec![card(c)],
            led: false,
        })
        .unwrap();
    }
    assert!(t.play().unwrap().minor_penalty_cards().is_empty());
    for (s, c) in [("S", "D6"), ("W", "D3"), ("N", "D5")] {
        play(&mut t, s, c).unwrap();
    }
    assert_eq!(legal(&t), ["D4"], "a major penalty card, played at once");
    play(&mut t, "E", "D4").unwrap();
    // The eight became major when East held two (50B): it stays major.
    assert_eq!(penalty(&t), ["C8"]);
    assert!(t.play().unwrap().minor_penalty_cards().is_empty());
}

#[test]
fn duplicate_2017_law_47_e_2_a_the_card_that_completed_a_trick_is_retracted_before_the_next_lead() {
    let mut t = after_trick_one(CodeId::Duplicate2017);
    // South's ace completed the trick; no card has been played since.
    t.apply(Event::Finding(Finding::MistakenExplanation {
        seat: Seat::South,
    }))
    .unwrap();
    let r = last(&t);
    assert_eq!(r.law.path(), "47E2(a)");
    assert!(r.notes.iter().any(|n| n.contains("in progress again")));
    assert_eq!(trick(&t), ["W S3", "N S8", "E SQ"]);
    assert!(
        t.play().unwrap().tricks().is_empty(),
        "the trick is reopened"
    );
    assert_eq!(turn(&t), Seat::South);
    assert_eq!(legal(&t), ["SA", "SJ", "S9", "S2"]);
    assert_eq!(
        withdrawn(&t),
        [(Seat::South, card("SA"), "47E2(a)".to_owned())]
    );
    play(&mut t, "S", "S2").unwrap();
    assert_eq!(t.play().unwrap().tricks()[0].1, Seat::East);
}

#[test]
fn duplicate_2017_law_47_e_2_a_and_47_e_2_b_too_late_once_a_card_is_played_after_it() {
    let mut t = after_trick_one(CodeId::Duplicate2017);
    play(&mut t, "S", "D6").unwrap();
    play(&mut t, "W", "D3").unwrap();
    // Cards have been played after South's: his six may not be retracted;
    // recorded, the card stands, and the director may adjust (47E2(b)).
    t.apply(Event::Finding(Finding::MistakenExplanation {
        seat: Seat::South,
    }))
    .unwrap();
    let r = last(&t);
    let cited: Vec<String> = r.clauses.iter().map(|c| c.path()).collect();
    assert_eq!(cited, ["47E2(a)", "47E2(b)"]);
    assert!(r.text.contains("may not be retracted"), "{}", r.text);
    assert_eq!(trick(&t), ["S D6", "W D3"], "the cards stand");
    assert!(withdrawn(&t).is_empty());
    // Nor may a card of a completed trick by someone else than its last.
    let mut t = after_trick_one(CodeId::Duplicate2017);
    t.apply(Event::Finding(Finding::MistakenExplanation {
        seat: Seat::East,
    }))
    .unwrap();
    assert!(last(&t).text.contains("may not be retracted"));
    assert_eq!(t.play().unwrap().tricks().len(), 1);
}

#[test]
fn duplicate_2007_law_47_e_2_a_the_card_that_completed_a_trick_is_retracted_after_the_next_lead() {
    for code in [CodeId::Duplicate2007, CodeId::Rubber] {
        let mut t = after_trick_one(code);
        // South's ace completed trick one; he and West have played to the
        // next. No card was played after it to its own trick (2007).
        play(&mut t, "S", "D6").unwrap();
        play(&mut t, "W", "D3").unwrap();
        t.apply(Event::Finding(Finding::MistakenExplanation {
            seat: Seat::South,
        }))
        .unwrap();
        let r = last(&t);
        assert_eq!(r.law.path(), "47E2(a)", "{code:?}");
        assert!(r.notes.iter().any(|n| n.contains("its own trick")));
        assert_eq!(trick(&t), ["W S3", "N S8", "E SQ"]);
        assert_eq!(turn(&t), Seat::South);
        // He plays the two: East's queen wins, and East leads: the cards
        // played to the next trick go back to the hands (47A).
        play(&mut t, "S", "S2").unwrap();
        assert_eq!(t.play().unwrap().tricks()[0].1, Seat::East);
        assert_eq!(last(&t).law.path(), "47A", "{code:?}");
        assert!(t.play().unwrap().hand(Seat::South).contains(card("D6")));
        assert!(t.play().unwrap().hand(Seat::West).contains(card("D3")));
        assert!(t.play().unwrap().current().is_empty());
        assert_eq!(turn(&t), Seat::East);
        assert!(penalty(&t).is_empty());
    }
}

#[test]
fn duplicate_2007_law_47_d_after_47_e_2_a_an_opponent_withdraws_his_card_to_the_next_trick() {
    let mut t = after_trick_one(CodeId::Duplicate2007);
    play(&mut t, "S", "D6").unwrap();
    play(&mut t, "W", "D3").unwrap();
    t.apply(Event::Finding(Finding::MistakenExplanation {
        seat: Seat::South,
    }))
    .unwrap();
    // South plays the ace again and wins; his own lead is played again,
    // and West, an opponent, may leave his card or withdraw it (47D).
    play(&mut t, "S", "SA").unwrap();
    assert_eq!(trick(&t), ["S D6"]);
    let (_, r) = t.pending().expect("West's choice");
    assert_eq!(r.law.path(), "47D");
    assert_eq!(r.chooser, Some(Chooser::Seat(Seat::West)));
    t.apply(Event::Elect {
        seat: Some(Seat::West),
        option: OptionId::Retract,
        call: None,
        suit: None,
        also: Vec::new(),
    })
    .unwrap();
    assert_eq!(turn(&t), Seat::West);
    assert!(penalty(&t).is_empty(), "no penalty card: he did not offend");
    play(&mut t, "W", "D2").unwrap();
    let w = withdrawn(&t);
    assert!(
        w.contains(&(Seat::West, card("D3"), "47D".to_owned())),
        "{w:?}"
    );
    // Under 2017 the same finding is too late: recorded, the cards stand.
    let mut t = after_trick_one(CodeId::Duplicate2017);
    play(&mut t, "S", "D6").unwrap();
    play(&mut t, "W", "D3").unwrap();
    let cards = t.play().unwrap().record();
    t.apply(Event::Finding(Finding::MistakenExplanation {
        seat: Seat::South,
    }))
    .unwrap();
    assert_eq!(t.play().unwrap().record(), cards);
    assert!(last(&t).text.contains("may not be retracted"));
}

/// Trick two: South leads H4, West H3, dummy H6 (declarer meant the ace),
/// East HJ wins the trick and is on lead.
fn heart_trick_completed() -> Table {
    let mut t = after_trick_one(CodeId::Duplicate2017);
    for (s, c) in [("S", "H4"), ("W", "H3"), ("N", "H6"), ("E", "HJ")] {
        play(&mut t, s, c).unwrap();
    }
    assert_eq!(turn(&t), Seat::East);
    t
}

#[test]
fn duplicate_2017_law_45_c_4_b_dummy_s_card_changed_after_the_trick_is_complete() {
    let mut t = heart_trick_completed();
    // Declarer has not played since: the change reaches the completed trick.
    unintended(&mut t, "N", "HA").unwrap();
    let r = last(&t);
    assert_eq!(r.law.path(), "45C4(b)");
    assert!(r.notes.iter().any(|n| n.contains("had been completed")));
    assert_eq!(trick(&t), ["S H4", "W H3", "N HA"]);
    assert_eq!(
        t.play().unwrap().tricks().len(),
        1,
        "trick two is open again"
    );
    // East's jack goes back (47D): he may play it again or another heart.
    assert_eq!(turn(&t), Seat::East);
    assert_eq!(legal(&t), ["HK", "HJ", "H5", "H2"]);
    assert_eq!(
        withdrawn(&t),
        [
            (Seat::North, card("H6"), "47C".to_owned()),
            (Seat::East, card("HJ"), "47D".to_owned())
        ]
    );
    play(&mut t, "E", "H2").unwrap();
    assert_eq!(t.play().unwrap().tricks()[1].1, Seat::North);
}

#[test]
fn duplicate_2017_law_45_c_4_b_not_once_a_card_is_played_to_the_next_trick() {
    let mut t = heart_trick_completed();
    play(&mut t, "E", "DK").unwrap();
    refused(
        &mut t,
        Event::Finding(Finding::UnintendedDesignation {
            seat: Seat::North,
            card: card("HA"),
        }),
    );
}

#[test]
fn duplicate_2007_law_45_c_4_b_a_defender_s_last_card_of_a_trick_changed_before_his_partner_plays()
{
    // 2007: any player, without pause for thought, until his partner has
    // played; East's jack completed the trick, and West has not played since.
    let mut t = after_trick_one(CodeId::Duplicate2007);
    for (s, c) in [("S", "H4"), ("W", "H3"), ("N", "H6"), ("E", "HJ")] {
        play(&mut t, s, c).unwrap();
    }
    unintended(&mut t, "E", "H2").unwrap();
    // The two completes the trick again: dummy's six wins it.
    let play = t.play().unwrap();
    assert_eq!(play.tricks().len(), 2);
    assert_eq!(play.tricks()[1].1, Seat::North);
    assert_eq!(turn(&t), Seat::North);
    assert_eq!(withdrawn(&t), [(Seat::East, card("HJ"), "47C".to_owned())]);
}
