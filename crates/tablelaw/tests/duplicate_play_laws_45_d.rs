//! Duplicate Law 45D: dummy places in the played position a card declarer
//! did not name. Withdrawn if attention is drawn before each side has
//! played to the next trick (45D1), the later cards played again unless a
//! defender withdraws his, or declarer his after his right-hand opponent
//! changed his play; after that it stands (45D2).
//!
//! The deal: North KT8.A96.A95.7542, East Q5.KJ52.KQ874.T8, South
//! AJ92.874.JT6.AQ3, West 7643.QT3.32.KJ96. South declares 1NT: West makes
//! the opening lead, North is dummy.

mod common;
mod play_helpers;
use common::elect;
use play_helpers::*;
use tablelaw::*;

fn places(t: &mut Table, c: &str) -> Result<(), EventError> {
    dummy(t, "N", DummyAct::PlacesCard { card: card(c) })
}

fn attention(t: &mut Table, s: &str) {
    t.apply(Event::DrawsAttention {
        seat: common::seat(s),
    })
    .unwrap();
}

fn withdrawn(t: &Table) -> Vec<String> {
    t.state()
        .withdrawn_cards()
        .iter()
        .map(|w| format!("{} {:#} {} {}", w.seat.letter(), w.card, w.law.path(), w.to))
        .collect()
}

/// West leads S3; dummy places SK, which declarer did not name; East S5,
/// South S2: dummy wins the first trick and is on lead.
fn king_placed(code: CodeId) -> Table {
    let mut t = table(code);
    play(&mut t, "W", "S3").unwrap();
    places(&mut t, "SK").unwrap();
    let r = last(&t);
    // 2007's 45D is one paragraph, cited whole.
    let clause = if code == CodeId::Duplicate2007 {
        "45D"
    } else {
        "45D1"
    };
    assert_eq!(r.law.path(), clause);
    assert_eq!(r.offender, Some(Seat::North));
    assert!(r.chooser.is_none());
    play(&mut t, "E", "S5").unwrap();
    play(&mut t, "S", "S2").unwrap();
    assert_eq!(turn(&t), Seat::North, "dummy's king won the trick");
    t
}

#[test]
fn duplicate_2017_law_45_d_1_the_card_is_withdrawn_and_the_later_cards_may_be() {
    let mut t = king_placed(CodeId::Duplicate2017);
    // Attention drawn before either side has played to trick two.
    attention(&mut t, "W");
    let r = last(&t);
    assert_eq!(r.law.path(), "45D1");
    assert!(r.text.contains("it is withdrawn"), "{}", r.text);
    assert_eq!(trick(&t), ["W S3"], "back to the card dummy placed");
    assert_eq!(turn(&t), Seat::North);
    assert_eq!(legal(&t), ["SK", "ST", "S8"], "declarer names any spade");
    // Declarer names the eight.
    play(&mut t, "N", "S8").unwrap();
    // East's S5, played after the error: he may withdraw it.
    let r = last(&t);
    assert_eq!(r.law.path(), "45D1");
    assert_eq!(r.chooser, Some(Chooser::Seat(Seat::East)));
    let ids: Vec<OptionId> = r.options.iter().map(|o| o.id).collect();
    assert_eq!(ids, [OptionId::Keep, OptionId::Retract]);
    elect(&mut t, Some("E"), "retract");
    assert_eq!(turn(&t), Seat::East);
    play(&mut t, "E", "SQ").unwrap();
    // Declarer's right-hand opponent changed his play: declarer may
    // withdraw the card he then played to the trick.
    let r = last(&t);
    assert_eq!(r.chooser, Some(Chooser::Seat(Seat::South)));
    elect(&mut t, Some("S"), "retract");
    play(&mut t, "S", "SA").unwrap();
    let tricks = t.play().unwrap().tricks();
    assert_eq!(tricks.len(), 1);
    assert_eq!(
        tricks[0].1,
        Seat::South,
        "the ace wins the trick played again"
    );
    assert_eq!(
        withdrawn(&t),
        ["N SK 45D1 NS", "E S5 45D1 NS", "S S2 45D1 NS"],
        "the withdrawn cards' information is unauthorized to the offending side (16C)"
    );
    assert!(
        penalty(&t).is_empty(),
        "no penalty card: the defenders did not offend"
    );
}

#[test]
fn duplicate_2017_law_45_d_1_cards_not_withdrawn_are_played_again() {
    let mut t = king_placed(CodeId::Duplicate2017);
    attention(&mut t, "E");
    play(&mut t, "N", "ST").unwrap();
    elect(&mut t, Some("E"), "keep");
    // East kept his card: declarer's right-hand opponent did not change
    // his play, and declarer's S2 is played again without a choice.
    assert_eq!(t.play().unwrap().tricks().len(), 1);
    assert_eq!(turn(&t), Seat::North, "the ten wins");
    assert_eq!(withdrawn(&t), ["N SK 45D1 NS"]);
}

#[test]
fn duplicate_2017_law_45_d_2_too_late_the_card_stands() {
    let mut t = king_placed(CodeId::Duplicate2017);
    play(&mut t, "N", "C2").unwrap();
    play(&mut t, "E", "C8").unwrap();
    // Each side has played to the next trick: too late.
    attention(&mut t, "W");
    assert_eq!(
        t.play().unwrap().tricks()[0].0.cards().nth(1),
        Some((Seat::North, card("SK")))
    );
    assert_eq!(trick(&t), ["N C2", "E C8"]);
    let placed = t
        .rulings()
        .iter()
        .find(|r| r.text.contains("placed SK"))
        .unwrap();
    assert!(
        placed
            .notes
            .iter()
            .any(|n| n.contains("stands") && n.contains("45D2")),
        "{:?}",
        placed.notes
    );
    assert!(t.state().withdrawn_cards().is_empty());
}

#[test]
fn duplicate_2017_law_45_d_1_one_side_having_played_to_the_next_trick_is_in_time() {
    let mut t = king_placed(CodeId::Duplicate2017);
    play(&mut t, "N", "C2").unwrap();
    attention(&mut t, "S");
    assert_eq!(trick(&t), ["W S3"]);
    assert_eq!(t.play().unwrap().tricks().len(), 0);
}

#[test]
fn duplicate_2017_law_45_d_impossible_placements_change_nothing() {
    let mut t = table(CodeId::Duplicate2017);
    play(&mut t, "W", "S3").unwrap();
    // A card dummy does not hold; a seat that is not dummy.
    refused(
        &mut t,
        Event::Dummy {
            seat: Seat::North,
            act: DummyAct::PlacesCard { card: card("SA") },
        },
    );
    refused(
        &mut t,
        Event::Dummy {
            seat: Seat::East,
            act: DummyAct::PlacesCard { card: card("SQ") },
        },
    );
    play(&mut t, "N", "S8").unwrap();
    // Not dummy's turn.
    refused(
        &mut t,
        Event::Dummy {
            seat: Seat::North,
            act: DummyAct::PlacesCard { card: card("SK") },
        },
    );
}

#[test]
fn duplicate_2007_law_45_d_one_paragraph_is_2017_s_d1_and_the_note_says_no_d2_was_found() {
    let mut t = king_placed(CodeId::Duplicate2007);
    let placed = t
        .rulings()
        .iter()
        .find(|r| r.text.contains("placed SK"))
        .unwrap();
    assert_eq!(placed.law.to_string(), "duplicate-2007 Law 45D");
    // Decision 147: the 2007 45D read in translation is 2017's D1.
    assert!(
        placed
            .notes
            .iter()
            .any(|n| n.contains("2017's 45D1; no clause D2 was found")),
        "{:?}",
        placed.notes
    );
    attention(&mut t, "W");
    assert_eq!(trick(&t), ["W S3"]);
}
