//! Bridge whist (1907): a revoke corrected in time. The laws are unnumbered
//! in the text; the numbers continue the module's count, each found by its
//! opening words: 85 "A revoke is established if the trick", 89 "A player
//! may ask his partner whether he has not a card", 90 "If a player correct
//! his mistake in time to save a revoke".

use tablelaw::codes::bridge_whist::{WhistEvent, WhistTable};
use tablelaw::{Chooser, OptionId, Seat};

use Seat::{East as E, South as S, West as W};

mod bridge_whist_correction_helpers;
use bridge_whist_correction_helpers::*;

/// West leads D3, dummy's ace, East revokes with C8, South D6: complete,
/// not yet quitted.
fn east_revokes() -> WhistTable {
    let mut t = no_trumps();
    play(&mut t, "D3 DA C8 D6");
    assert_eq!(last_law(&t), "bridge-whist Law 84");
    assert!(!t.revokes()[0].established);
    t
}

#[test]
fn bridge_whist_law_90_an_adversarys_revoke_corrected_the_dealer_requires_his_lowest_card() {
    let mut t = east_revokes();
    t.apply(WhistEvent::CorrectsRevoke { seat: E }).unwrap();
    let (_, r) = t.pending().expect("the dealer's choice");
    assert_eq!(r.law.to_string(), "bridge-whist Law 90");
    assert_eq!(r.chooser, Some(Chooser::Seat(S)));
    let offered: Vec<OptionId> = r.options.iter().map(|o| o.id).collect();
    assert_eq!(
        offered,
        [OptionId::CallCard, OptionId::Highest, OptionId::Lowest]
    );
    assert!(r.text.contains("South's D6"), "{}", r.text);
    let p = t.play().unwrap();
    assert!(p.hand(E).contains(c("C8")) && p.hand(S).contains(c("D6")));
    assert_eq!(p.turn(), Some(E));
    assert!(t.revokes()[0].corrected);
    refused(
        &mut t,
        WhistEvent::Elect {
            seat: Some(W),
            option: OptionId::Lowest,
        },
    );
    elect(&mut t, S, OptionId::Lowest);
    assert_eq!(t.state().legal_plays(), set("D4"), "his lowest diamond");
    play(&mut t, "D4");
    // South, who followed him, may substitute another card.
    assert_eq!(t.state().legal_plays(), set("DJ DT D6"));
    play(&mut t, "DJ");
    play_out(&mut t);
    assert!(t.revokes().iter().all(|r| !r.established));
    let s = t.score().unwrap();
    assert_eq!(s.tricks, t.play().unwrap().won(), "no tricks move");
}

#[test]
fn bridge_whist_law_90_the_card_played_in_error_is_an_exposed_card() {
    let mut t = east_revokes();
    t.apply(WhistEvent::CorrectsRevoke { seat: E }).unwrap();
    elect(&mut t, S, OptionId::CallCard);
    assert_eq!(t.state().exposed(E), set("C8"));
    assert_eq!(t.state().legal_plays(), set("DK DQ D8 D7 D4"));
}

/// West D3, dummy D5, East DK, South D6: East wins and leads a heart.
fn east_on_lead() -> WhistTable {
    let mut t = no_trumps();
    play(&mut t, "D3 D5 DK D6 H2");
    t
}

#[test]
fn bridge_whist_law_90_the_dealers_revoke_the_eldest_hand_requires_his_highest_card() {
    let mut t = east_on_lead();
    // South, second hand, holding hearts, plays a club; West and dummy follow.
    play(&mut t, "C3 H3 H6");
    t.apply(WhistEvent::CorrectsRevoke { seat: S }).unwrap();
    let (_, r) = t.pending().expect("the eldest hand's choice");
    assert_eq!(r.law.to_string(), "bridge-whist Law 90");
    assert_eq!(r.chooser, Some(Chooser::Seat(W)), "the eldest hand");
    let offered: Vec<OptionId> = r.options.iter().map(|o| o.id).collect();
    assert_eq!(
        offered,
        [OptionId::Highest, OptionId::Lowest, OptionId::NoPenalty]
    );
    elect(&mut t, W, OptionId::Highest);
    assert_eq!(t.state().legal_plays(), set("H8"));
    assert!(
        t.state().exposed(S).is_empty(),
        "the dealer's card is not exposed"
    );
}

#[test]
fn bridge_whist_law_90_not_before_both_adversaries_have_played_to_the_trick() {
    let mut t = east_on_lead();
    play(&mut t, "C3");
    // West has not played: no penalty for the dealer.
    t.apply(WhistEvent::CorrectsRevoke { seat: S }).unwrap();
    assert!(t.pending().is_none());
    assert_eq!(last_law(&t), "bridge-whist Law 90");
    assert_eq!(t.state().legal_plays(), set("H8 H7 H4"));
}

#[test]
fn bridge_whist_law_90_not_against_the_dealer_fourth_in_hand() {
    let mut t = no_trumps();
    // South, fourth in hand, holding diamonds, plays a club.
    play(&mut t, "D3 D5 D4 C3");
    t.apply(WhistEvent::CorrectsRevoke { seat: S }).unwrap();
    assert!(t.pending().is_none());
    let r = t.rulings().last().unwrap();
    assert!(r.text.contains("fourth in hand"), "{}", r.text);
    assert_eq!(t.state().legal_plays(), set("DJ DT D6"));
}

#[test]
fn bridge_whist_law_85_quitted_without_a_question_it_is_established() {
    let mut t = east_revokes();
    play(&mut t, "S8");
    assert!(t.revokes()[0].established);
    refused(&mut t, WhistEvent::CorrectsRevoke { seat: E });
}

#[test]
fn bridge_whist_law_89_asked_before_the_quitting_the_revoke_is_corrected_after_it() {
    let mut t = east_revokes();
    t.apply(WhistEvent::AsksRevoke { seat: W }).unwrap();
    assert_eq!(last_law(&t), "bridge-whist Law 89");
    play(&mut t, "S8");
    assert!(!t.revokes()[0].established, "saved by the question");
    t.apply(WhistEvent::CorrectsRevoke { seat: E }).unwrap();
    let r = t.rulings().last().unwrap();
    assert!(r.text.contains("after the trick was quitted"), "{}", r.text);
    assert!(r.text.contains("North's S8"), "{}", r.text);
    assert_eq!(t.play().unwrap().cards_played(), 2);
}

#[test]
fn bridge_whist_law_89_answered_no_the_quitting_establishes_it() {
    let mut t = east_revokes();
    t.apply(WhistEvent::AsksRevoke { seat: W }).unwrap();
    t.apply(WhistEvent::AnswersNo { seat: E }).unwrap();
    play(&mut t, "S8");
    assert!(t.revokes()[0].established);
    refused(&mut t, WhistEvent::CorrectsRevoke { seat: E });
}

#[test]
fn bridge_whist_law_89_answered_no_the_revoke_may_still_be_corrected_before_the_quitting() {
    let mut t = east_revokes();
    t.apply(WhistEvent::AsksRevoke { seat: W }).unwrap();
    t.apply(WhistEvent::AnswersNo { seat: E }).unwrap();
    t.apply(WhistEvent::CorrectsRevoke { seat: E }).unwrap();
    assert!(t.rulings().last().unwrap().law.to_string().contains("90"));
    assert!(t.revokes()[0].corrected);
}

#[test]
fn bridge_whist_law_89_not_after_the_revoking_side_plays_to_the_following_trick() {
    let mut t = no_trumps();
    // East revokes; South's six wins the trick.
    play(&mut t, "D3 D5 C8 D6");
    t.apply(WhistEvent::AsksRevoke { seat: W }).unwrap();
    // South's six won; South leads, West plays to the next trick.
    play(&mut t, "S2 S3");
    assert!(t.revokes()[0].established);
    refused(&mut t, WhistEvent::CorrectsRevoke { seat: E });
}

#[test]
fn bridge_whist_law_89_a_question_needs_a_renounce() {
    let mut t = no_trumps();
    play(&mut t, "D3 DA D4");
    refused(&mut t, WhistEvent::AsksRevoke { seat: W });
    // Dummy's hand is faced: the dealer does not ask it.
    refused(&mut t, WhistEvent::AsksRevoke { seat: S });
}

#[test]
fn bridge_whist_law_90_random_irregular_play_corrects_revokes_and_every_deal_finishes() {
    use tablelaw::codes::bridge_whist::BridgeWhist;
    use tablelaw::law::CodeId;
    use tablelaw::random::{Rng, play_deal};
    let mut rng = Rng::new(7);
    let mut corrected = 0;
    for _ in 0..300 {
        let mut table: Option<tablelaw::Table<BridgeWhist>> = None;
        let out = play_deal(&mut table, CodeId::BridgeWhist, &mut rng, 0.5);
        assert!(out.finished, "{:?}", out.stuck);
        corrected += table
            .unwrap()
            .rulings()
            .iter()
            .filter(|r| r.law.to_string() == "bridge-whist Law 90")
            .count();
    }
    assert!(corrected > 0, "no revoke corrected in 300 deals");
}

#[test]
fn bridge_whist_63_a_dummy_may_ask_the_dealer_whether_he_has_none_of_the_suit_renounced() {
    let mut t = no_trumps();
    // West leads a diamond, dummy plays the ace, East follows; the dealer,
    // holding diamonds, plays a heart.
    play(&mut t, "D3 DA D4 H4");
    assert_eq!(last_law(&t), "bridge-whist Law 84");
    assert!(!t.revokes()[0].established);
    // Dummy (North) has the right to ask (law 63 (a)): the question of law 89.
    t.apply(WhistEvent::AsksRevoke { seat: Seat::North })
        .unwrap();
    let r = t.rulings().last().unwrap();
    assert_eq!(r.law.to_string(), "bridge-whist Law 89");
    assert_eq!(r.offender, None);
    // Asked in time, the dealer corrects: back to his diamonds.
    t.apply(WhistEvent::CorrectsRevoke { seat: S }).unwrap();
    assert!(t.revokes()[0].corrected);
    assert_eq!(t.legal_plays(), set("DJ DT D6"));
}

#[test]
fn bridge_whist_law_90_the_call_on_dummys_suggested_card_stands_again_after_a_correction() {
    let mut t = no_trumps();
    // Trick 1 to South's ace of clubs; South leads the ten of diamonds and
    // West, holding two, renounces with a heart.
    play(&mut t, "C6 C2 CT CA DT H3");
    assert_eq!(last_law(&t), "bridge-whist Law 84");
    // Dummy suggests its ace; East calls on the dealer to play it (law 65).
    t.apply(WhistEvent::Suggests {
        seat: Seat::North,
        card: c("DA"),
    })
    .unwrap();
    elect(&mut t, E, OptionId::PlayIt);
    play(&mut t, "DA");
    assert_eq!(t.suggested(), None, "spent by dummy's card");
    // West corrects: dummy's ace goes back, and the call on it stands again.
    t.apply(WhistEvent::CorrectsRevoke { seat: W }).unwrap();
    elect(&mut t, S, OptionId::CallCard);
    play(&mut t, "D2");
    assert_eq!(t.suggested(), Some((c("DA"), true)));
    assert_eq!(t.state().legal_plays(), set("DA"));
}
