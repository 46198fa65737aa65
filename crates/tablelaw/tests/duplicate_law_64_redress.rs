//! Duplicate Law 64's cases without automatic trick adjustment found too
//! late (64B4, 64B5) or corrected (64B8), and the director's redress of
//! damage after repeated revokes in one suit (64C2(a)) or revokes by both
//! sides (64C2(b)); the withdrawn cards of a corrected revoke (16C1, 16C2).
//!
//! The deal of `common::bridge_play`: South declares 4S, West leads.

mod common;
use common::bridge_play::*;
use common::elect;
use tablelaw::*;

fn clauses(r: &Ruling) -> Vec<String> {
    r.clauses.iter().map(|c| c.path()).collect()
}

#[test]
fn duplicate_2017_law_64_b_5_attention_drawn_after_the_round_no_adjustment() {
    let mut t = d17();
    plays(&mut t, "W D3 N DA E H2 S D6");
    play_out(&mut t);
    apply(
        &mut t,
        Event::Finding(Finding::RevokeNoticedLate { after_round: true }),
    );
    assert_eq!(clauses(t.rulings().last().unwrap()), ["64B5"]);
    let tr = tricks(&t);
    assert_eq!(tr.adjustments[0].law.to_string(), "duplicate-2017 Law 64B5");
    assert_eq!(tr.total, tr.played, "no trick transferred");
}

#[test]
fn duplicate_2017_law_64_b_8_a_revoke_corrected_as_62_c_3_takes_no_adjustment() {
    let mut t = d17();
    // Trick 2: North leads H6, East revokes with C8, South revokes with C3.
    plays(&mut t, "W D3 N DA E D4 S D6 N H6 E C8 S C3 W HQ");
    apply(&mut t, Event::DrawsAttention { seat: Seat::West });
    let r = t
        .rulings()
        .iter()
        .find(|r| clauses(r).contains(&"62C3".to_owned()))
        .expect("a 62C3 correction");
    assert!(clauses(r).contains(&"64B8".to_owned()), "{:?}", clauses(r));
    assert!(r.notes.iter().any(|n| n.contains("64B8")));
    // Without the second revoke (62A alone) 64B8 is not cited.
    let mut one = d17();
    plays(&mut one, "W D3 N DA E D4 S D6 N H6 E C8");
    apply(&mut one, Event::DrawsAttention { seat: Seat::West });
    assert!(
        one.rulings()
            .iter()
            .all(|r| !clauses(r).contains(&"64B8".to_owned()))
    );
}

#[test]
fn duplicate_2017_law_64_c_2_a_repeated_revokes_in_one_suit_the_director_adjusts() {
    let mut t = d17();
    // East ruffs the diamond lead holding diamonds, and discards a heart
    // on the next diamond: two revokes in one suit by the same player.
    plays(
        &mut t,
        "W D3 N DA E S5 S D6 E H2 S H4 W H3 N HA N D5 E HJ S DT W D2",
    );
    play_out(&mut t);
    let revokes = t.revokes();
    let east = revokes
        .iter()
        .filter(|r| r.seat == Seat::East && r.status == RevokeStatus::Established)
        .count();
    assert_eq!(east, 2, "{revokes:?}");
    let tr = tricks(&t);
    assert!(
        tr.adjustments
            .iter()
            .any(|a| a.law.to_string() == "duplicate-2017 Law 64B2"),
        "{:?}",
        tr.adjustments
    );
    apply(&mut t, Event::Finding(Finding::RevokeEquity { tricks: 12 }));
    assert_eq!(
        t.rulings().last().unwrap().law.to_string(),
        "duplicate-2017 Law 64C2(a)"
    );
    assert_eq!(tricks(&t).total[Side::NorthSouth], 12);
}

#[test]
fn duplicate_2017_law_64_c_2_b_both_sides_revoked_the_director_adjusts() {
    let mut t = d17();
    // East ruffs the diamond lead holding diamonds; South, declarer,
    // discards a club on East's heart lead holding hearts.
    plays(&mut t, "W D3 N DA E S5 S D6 E H2 S C3 W H3 N HA N C2");
    play_out(&mut t);
    let sides: Vec<Side> = t
        .revokes()
        .iter()
        .filter(|r| r.status == RevokeStatus::Established)
        .map(|r| r.seat.side())
        .collect();
    assert!(sides.contains(&Side::NorthSouth) && sides.contains(&Side::EastWest));
    apply(&mut t, Event::Finding(Finding::RevokeEquity { tricks: 10 }));
    assert_eq!(
        t.rulings().last().unwrap().law.to_string(),
        "duplicate-2017 Law 64C2(b)"
    );
    assert_eq!(tricks(&t).total[Side::NorthSouth], 10);
}

/// Law 16C: after a revoke corrected, South (non-offender) withdraws his
/// card and then West (offender) his: each election cites whom the
/// withdrawn card's information is authorized to.
#[test]
fn duplicate_2017_law_16_c_1_and_16_c_2_cards_withdrawn_after_a_corrected_revoke() {
    let mut t = d17();
    plays(&mut t, "W D3 N DA E D4 S D6 N H6 E C8 S H4 W HQ");
    apply(&mut t, Event::DrawsAttention { seat: Seat::South });
    plays(&mut t, "E H2");
    elect(&mut t, Some("S"), "retract");
    let south = t
        .rulings()
        .iter()
        .rfind(|r| r.elected_by.is_some())
        .unwrap()
        .clone();
    assert!(
        clauses(&south).contains(&"16C1".to_owned()),
        "{:?}",
        clauses(&south)
    );
    plays(&mut t, "S H7");
    elect(&mut t, Some("W"), "retract");
    let west = t
        .rulings()
        .iter()
        .rfind(|r| r.elected_by.is_some())
        .unwrap();
    assert!(
        clauses(west).contains(&"16C2".to_owned()),
        "{:?}",
        clauses(west)
    );
}
