//! The regular play under the duplicate laws, each clause a test named
//! after it: the lead and the following (Law 44), a card named from dummy
//! (45C4(a)), a major penalty card played at the first legal opportunity
//! and after the obligation to follow suit (50D1), a revoke corrected before
//! it is established (62A), established by a card designated (63A2), the
//! trick it was made on standing (63B), and one's own last card inspected
//! (66B).
//!
//! The deal of `duplicate_play_48_60_helpers`: South declares 1NT, West
//! leads, North is dummy.

mod common;
mod duplicate_play_48_60_helpers;
use duplicate_play_48_60_helpers::*;
use tablelaw::*;

#[test]
fn duplicate_2017_law_44_a_the_leader_may_lead_any_card() {
    let t = d17();
    assert_eq!(turn(&t), Seat::West);
    assert_eq!(legal(&t).len(), 13, "{:?}", legal(&t));
}

#[test]
fn duplicate_2017_law_44_b_and_44_c_each_in_turn_follows_suit_if_possible() {
    let mut t = d17();
    play(&mut t, "W", "S3").unwrap();
    assert_eq!(turn(&t), Seat::North, "each other player in turn (44B)");
    assert_eq!(legal(&t), ["SK", "ST", "S8"], "dummy follows suit (44C)");
}

#[test]
fn duplicate_2017_law_44_d_unable_to_follow_any_card_and_44_f_and_44_g_the_highest_of_the_suit_led_wins_and_leads()
 {
    let mut t = after_trick_one(CodeId::Duplicate2017);
    // 44F: South's ace, the highest spade, won; 44G: South leads.
    assert_eq!(turn(&t), Seat::South);
    for (s, c) in [("S", "S2"), ("W", "S4"), ("N", "ST"), ("E", "S5")] {
        play(&mut t, s, c).unwrap();
    }
    assert_eq!(
        turn(&t),
        Seat::North,
        "dummy's ten won (44F), and leads (44G)"
    );
    for (s, c) in [("N", "SK"), ("E", "H2")] {
        // East has no spade left: any card (44D).
        play(&mut t, s, c).unwrap();
    }
    assert!(t.revokes().is_empty(), "no revoke: East could not follow");
}

#[test]
fn duplicate_2017_law_45_c_4_a_a_card_named_from_dummy_is_played() {
    let mut t = d17();
    play(&mut t, "W", "S3").unwrap();
    t.apply(Event::Designate {
        words: "spade eight".to_owned(),
        intended: None,
    })
    .unwrap();
    let played = t.play().unwrap().record();
    assert_eq!(
        played.last().map(|p| (p.seat, format!("{:#}", p.card))),
        Some((Seat::North, "S8".to_owned()))
    );
    assert_eq!(turn(&t), Seat::East);
}

#[test]
fn duplicate_2017_law_50_d_1_a_a_major_penalty_card_is_played_at_the_first_legal_opportunity() {
    let mut t = after_trick_one(CodeId::Duplicate2017);
    expose(&mut t, "E", "DK", true);
    for (s, c) in [("S", "D6"), ("W", "D2"), ("N", "D5")] {
        play(&mut t, s, c).unwrap();
    }
    assert_eq!(legal(&t), ["DK"], "the penalty card, in following suit");
}

#[test]
fn duplicate_2017_law_50_d_1_b_following_suit_comes_before_the_penalty_card() {
    let mut t = after_trick_one(CodeId::Duplicate2017);
    expose(&mut t, "E", "HK", true);
    for (s, c) in [("S", "D6"), ("W", "D2"), ("N", "D5")] {
        play(&mut t, s, c).unwrap();
    }
    assert_eq!(
        legal(&t),
        ["DK", "DQ", "D8", "D7", "D4"],
        "a diamond, not the king of hearts"
    );
    play(&mut t, "E", "D4").unwrap();
    assert_eq!(
        penalty(&t),
        ["HK"],
        "it stays face up, to be played at the next legal opportunity"
    );
}

#[test]
fn duplicate_2017_law_62_a_a_revoke_is_corrected_when_attention_is_drawn_before_it_is_established()
{
    let mut t = d17();
    for (s, c) in [("W", "D3"), ("N", "DA"), ("E", "H2")] {
        play(&mut t, s, c).unwrap();
    }
    assert_eq!(t.revokes().len(), 1, "East did not follow with a diamond");
    t.apply(Event::DrawsAttention { seat: Seat::South })
        .unwrap();
    assert_eq!(turn(&t), Seat::East, "the play goes back to the revoke");
    assert!(
        legal(&t).iter().all(|c| c.starts_with('D')),
        "{:?}",
        legal(&t)
    );
}

#[test]
fn duplicate_2017_law_63_a_2_and_63_b_declarer_naming_dummy_s_card_to_the_next_trick_establishes_his_revoke_and_the_trick_stands()
 {
    let mut t = d17();
    // South holds hearts but plays a club: a revoke.
    for (s, c) in [("W", "H3"), ("N", "HA"), ("E", "H2"), ("S", "C3")] {
        play(&mut t, s, c).unwrap();
    }
    assert_ne!(t.revokes()[0].status, RevokeStatus::Established);
    assert_eq!(turn(&t), Seat::North, "dummy's ace won");
    // Declarer names dummy's card to the following trick (63A2).
    t.apply(Event::Designate {
        words: "club two".to_owned(),
        intended: None,
    })
    .unwrap();
    assert_eq!(t.revokes()[0].status, RevokeStatus::Established);
    // Once established it is not corrected, and the trick stands (63B).
    t.apply(Event::DrawsAttention { seat: Seat::West }).unwrap();
    assert_eq!(t.revokes()[0].status, RevokeStatus::Established);
    assert_eq!(
        t.play().unwrap().tricks()[0].1,
        Seat::North,
        "the revoke trick stands"
    );
}

#[test]
fn duplicate_2017_law_66_b_a_player_inspects_his_own_last_card() {
    let mut t = after_trick_one(CodeId::Duplicate2017);
    let before = t.rulings().len();
    t.apply(Event::Inspect {
        seat: Seat::West,
        trick: None,
    })
    .unwrap();
    let r = &t.rulings()[before];
    assert!(r.law.path().starts_with("66"), "{}", r.law);
    assert_eq!(turn(&t), Seat::South, "the play goes on");
}

fn last(t: &Table) -> &Ruling {
    t.rulings().last().unwrap()
}

#[test]
fn duplicate_2017_law_41_b_a_review_at_the_first_turn_to_play_and_the_right_expires_with_his_card()
{
    let mut t = d17();
    // East, before his first card: entitled.
    t.apply(Event::Review { seat: Seat::East }).unwrap();
    assert_eq!(last(&t).law.path(), "41B");
    assert_eq!(last(&t).offender, None);
    // Declarer, whose first turn to play is from dummy: entitled too.
    play(&mut t, "W", "S3").unwrap();
    t.apply(Event::Review { seat: Seat::South }).unwrap();
    assert_eq!(last(&t).law.path(), "41B");
    // Dummy may not.
    t.apply(Event::Review { seat: Seat::North }).unwrap();
    assert_eq!(last(&t).law.path(), "41B");
    assert_eq!(last(&t).offender, Some(Seat::North));
    assert!(last(&t).text.contains("dummy"), "{}", last(&t).text);
}

#[test]
fn duplicate_2017_law_41_c_after_his_first_card_he_is_told_only_the_contract_and_whether_doubled() {
    let mut t = d17();
    play(&mut t, "W", "S3").unwrap();
    play(&mut t, "N", "S8").unwrap();
    play(&mut t, "E", "SQ").unwrap();
    play(&mut t, "S", "SA").unwrap();
    // West has played: too late for a review (41B); not his turn either.
    t.apply(Event::Review { seat: Seat::West }).unwrap();
    let clauses: Vec<String> = last(&t).clauses.iter().map(|c| c.path()).collect();
    assert_eq!(clauses, ["41C", "41B"]);
    assert!(
        last(&t).text.contains("only at his own turn to play"),
        "{}",
        last(&t).text
    );
    // At his own turn: the contract, and whether doubled.
    play(&mut t, "S", "D6").unwrap();
    t.apply(Event::Review { seat: Seat::West }).unwrap();
    assert!(last(&t).text.contains("1NT undoubled"), "{}", last(&t).text);
    assert_eq!(turn(&t), Seat::West, "the play goes on");
}
