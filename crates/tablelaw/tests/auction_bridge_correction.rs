//! Auction Bridge 1912, a revoke corrected in time (Laws 83, 85, 86): the
//! partner's question, the correction, the followers' cards and the
//! penalty for an adversary's card played in error.

use tablelaw::codes::auction_bridge::{
    AuctionBridgeError, AuctionBridgeEvent as E, AuctionBridgeTable,
};
use tablelaw::{Chooser, OptionId, Seat};

use Seat::{East, North, South, West};

mod auction_bridge_correction_helpers;
use auction_bridge_correction_helpers::*;

/// East leads D4, dummy DJ, West revokes with H3, North D5: the trick is
/// complete and not yet quitted.
fn west_revokes() -> AuctionBridgeTable {
    let mut t = one_no_trump();
    play(&mut t, "D4 DJ H3 D5");
    assert_eq!(last_law(&t), "auction-bridge Law 83");
    assert!(!t.revokes()[0].established, "not yet quitted");
    t
}

#[test]
fn auction_bridge_law_86_an_adversarys_revoke_corrected_declarer_requires_his_highest_card() {
    let mut t = west_revokes();
    t.apply(E::CorrectsRevoke { seat: West }).unwrap();
    let (_, r) = t.pending().expect("declarer's choice");
    assert_eq!(r.law.to_string(), "auction-bridge Law 86");
    assert_eq!(r.chooser, Some(Chooser::Seat(North)));
    let offered: Vec<OptionId> = r.options.iter().map(|o| o.id).collect();
    assert_eq!(
        offered,
        [OptionId::CallCard, OptionId::Highest, OptionId::Lowest]
    );
    assert!(r.text.contains("North's D5"), "{}", r.text);
    // The card played in error and North's card after it are back.
    let p = t.play().unwrap();
    assert!(p.hand(West).contains(c("H3")) && p.hand(North).contains(c("D5")));
    assert_eq!(p.turn(), Some(West));
    assert!(t.revokes()[0].corrected);
    // Only declarer chooses.
    refused(
        &mut t,
        E::Elect {
            seat: Some(East),
            option: OptionId::Highest,
            suit: None,
        },
    );
    t.apply(E::Elect {
        seat: Some(North),
        option: OptionId::Highest,
        suit: None,
    })
    .unwrap();
    assert_eq!(t.state().legal_plays(), set("D3"), "his highest diamond");
    assert!(t.state().exposed(West).is_empty(), "not exposed as well");
    play(&mut t, "D3");
    // North, who followed him, may play another card than the one withdrawn.
    assert_eq!(t.state().legal_plays(), set("DA D9 D5"));
    play(&mut t, "DA");
    play_out(&mut t);
    assert!(t.revokes().iter().all(|r| !r.established));
    assert!(
        !t.rulings()
            .iter()
            .any(|r| r.law.to_string().starts_with("auction-bridge Law 84")),
        "no revoke penalty"
    );
    assert!(t.state().score().is_some());
}

#[test]
fn auction_bridge_law_86_the_card_played_in_error_is_exposed_and_called_when_declarer_pleases() {
    let mut t = west_revokes();
    t.apply(E::CorrectsRevoke { seat: West }).unwrap();
    t.apply(E::Elect {
        seat: Some(North),
        option: OptionId::CallCard,
        suit: None,
    })
    .unwrap();
    assert_eq!(t.state().exposed(West), set("H3"));
    // He follows suit with either diamond; the exposed card stays.
    assert_eq!(t.state().legal_plays(), set("D3 D2"));
    play(&mut t, "D2 D5");
    // Dummy's jack won: declarer leads a heart from dummy and calls H3.
    play(&mut t, "H4");
    t.apply(E::CallsCard {
        seat: North,
        card: c("H3"),
    })
    .unwrap();
    assert_eq!(t.state().legal_plays(), set("H3"));
}

#[test]
fn auction_bridge_law_86_declarers_revoke_corrected_without_penalty() {
    let mut t = one_no_trump();
    // North, holding diamonds, plays a heart to the opening diamond.
    play(&mut t, "D4 DJ D3 H6");
    assert_eq!(last_law(&t), "auction-bridge Law 83");
    t.apply(E::CorrectsRevoke { seat: North }).unwrap();
    assert_eq!(last_law(&t), "auction-bridge Law 86");
    assert!(t.pending().is_none(), "nothing exacted from declarer");
    assert!(
        t.rulings()
            .last()
            .unwrap()
            .text
            .contains("cannot be exacted"),
        "{}",
        t.rulings().last().unwrap().text
    );
    assert_eq!(t.state().legal_plays(), set("DA D9 D5"));
    assert!(t.state().exposed(North).is_empty());
    play_out(&mut t);
    assert!(t.revokes().iter().all(|r| r.corrected && !r.established));
}

#[test]
fn auction_bridge_law_83_once_the_trick_is_quitted_the_revoke_is_established() {
    let mut t = west_revokes();
    // Dummy's jack won; the next lead quits the trick.
    play(&mut t, "S2");
    assert!(t.revokes()[0].established);
    assert!(matches!(
        refused(&mut t, E::CorrectsRevoke { seat: West }),
        AuctionBridgeError::NoCorrection { .. }
    ));
}

#[test]
fn auction_bridge_law_85_asked_before_the_quitting_the_revoke_is_corrected_after_it() {
    let mut t = west_revokes();
    t.apply(E::AsksRevoke { seat: East }).unwrap();
    assert_eq!(last_law(&t), "auction-bridge Law 85");
    assert!(t.revokes()[0].asked);
    // The trick is quitted by dummy's lead: not established.
    play(&mut t, "S2");
    assert!(!t.revokes()[0].established);
    t.apply(E::CorrectsRevoke { seat: West }).unwrap();
    assert_eq!(last_law(&t), "auction-bridge Law 86");
    let r = t.rulings().last().unwrap();
    assert!(r.text.contains("after the trick was quitted"), "{}", r.text);
    assert!(r.text.contains("South's S2"), "{}", r.text);
    // Back to West's turn in the first trick; the lead from dummy is back too.
    let p = t.play().unwrap();
    assert_eq!(p.cards_played(), 2);
    assert!(p.hand(South).contains(c("S2")));
    t.apply(E::Elect {
        seat: Some(North),
        option: OptionId::Lowest,
        suit: None,
    })
    .unwrap();
    assert_eq!(t.state().legal_plays(), set("D2"), "his lowest diamond");
}

#[test]
fn auction_bridge_law_85_answered_no_the_quitting_establishes_it() {
    let mut t = west_revokes();
    t.apply(E::AsksRevoke { seat: East }).unwrap();
    t.apply(E::AnswersNo { seat: West }).unwrap();
    assert_eq!(last_law(&t), "auction-bridge Law 85");
    assert!(t.revokes()[0].answered_no);
    play(&mut t, "S2");
    assert!(t.revokes()[0].established);
    assert!(matches!(
        refused(&mut t, E::CorrectsRevoke { seat: West }),
        AuctionBridgeError::NoCorrection { .. }
    ));
}

#[test]
fn auction_bridge_law_85_answered_no_the_revoke_may_still_be_corrected_before_the_quitting() {
    let mut t = west_revokes();
    t.apply(E::AsksRevoke { seat: East }).unwrap();
    t.apply(E::AnswersNo { seat: West }).unwrap();
    t.apply(E::CorrectsRevoke { seat: West }).unwrap();
    assert_eq!(last_law(&t), "auction-bridge Law 86");
    assert!(t.revokes()[0].corrected);
}

#[test]
fn auction_bridge_law_85_not_after_the_revoking_side_plays_to_the_following_trick() {
    let mut t = one_no_trump();
    // East leads the king, West revokes, East's king wins.
    play(&mut t, "DK D6 H3 D5");
    t.apply(E::AsksRevoke { seat: East }).unwrap();
    assert!(!t.revokes()[0].established);
    // East leads to the next trick: the revoking side has played to it.
    play(&mut t, "S5");
    assert!(t.revokes()[0].established);
    let r = &t.rulings()[t.revokes()[0].ruling];
    assert!(
        r.notes.iter().any(|n| n.contains("Laws 83, 85")),
        "{:?}",
        r.notes
    );
    assert!(matches!(
        refused(&mut t, E::CorrectsRevoke { seat: West }),
        AuctionBridgeError::NoCorrection { .. }
    ));
}

#[test]
fn auction_bridge_law_85_a_question_needs_a_renounce_and_is_asked_once() {
    let mut t = one_no_trump();
    play(&mut t, "D4 DJ D3");
    // West followed suit: nothing to ask about.
    assert!(matches!(
        refused(&mut t, E::AsksRevoke { seat: East }),
        AuctionBridgeError::NoCorrection { .. }
    ));
    // Dummy's own hand is face up: declarer does not ask it.
    assert!(matches!(
        refused(&mut t, E::AsksRevoke { seat: North }),
        AuctionBridgeError::NoCorrection { .. }
    ));
    let mut t = west_revokes();
    t.apply(E::AsksRevoke { seat: East }).unwrap();
    refused(&mut t, E::AsksRevoke { seat: East });
    // No question awaits North's answer.
    refused(&mut t, E::AnswersNo { seat: North });
}

#[test]
fn auction_bridge_law_86_random_irregular_play_corrects_revokes_and_every_deal_finishes() {
    use tablelaw::codes::auction_bridge::AuctionBridge;
    use tablelaw::law::CodeId;
    use tablelaw::random::{Rng, play_deal};
    let mut rng = Rng::new(7);
    let mut corrected = 0;
    let mut revokes = 0;
    for _ in 0..300 {
        let mut table: Option<tablelaw::Table<AuctionBridge>> = None;
        let out = play_deal(&mut table, CodeId::AuctionBridge, &mut rng, 0.3);
        assert!(out.finished, "{:?}", out.stuck);
        let t = table.unwrap();
        revokes += t.revokes().len();
        corrected += t
            .rulings()
            .iter()
            .filter(|r| r.law.to_string() == "auction-bridge Law 86")
            .count();
    }
    assert!(
        corrected > 0,
        "no revoke corrected in 300 deals ({revokes} revokes)"
    );
}

#[test]
fn auction_bridge_law_60_a_dummy_asks_declarer_whether_he_has_any_of_the_suit_renounced() {
    let mut t = one_no_trump();
    // East leads D4, dummy DJ, West D3; North, holding diamonds, plays a
    // heart: declarer's revoke, not yet quitted.
    play(&mut t, "D4 DJ D3 H6");
    assert_eq!(last_law(&t), "auction-bridge Law 83");
    assert!(!t.revokes()[0].established);
    // Dummy (South) has the right to ask: the question is Law 60(a)'s.
    t.apply(E::AsksRevoke { seat: South }).unwrap();
    let r = t.rulings().last().unwrap();
    assert_eq!(r.law.law, 60);
    assert_eq!(r.law.to_string(), "auction-bridge Law 60(a)");
    assert_eq!(r.offender, None, "a right, no penalty");
    // Asked in time, declarer corrects without penalty (Law 86).
    t.apply(E::CorrectsRevoke { seat: North }).unwrap();
    assert!(t.revokes()[0].corrected);
    assert!(t.pending().is_none(), "no penalty against the declarer");
    assert_eq!(t.state().legal_plays(), set("DA D9 D5"));
    // A question about a hand that followed suit is refused.
    let mut t = one_no_trump();
    play(&mut t, "D4 DJ D3 D5");
    assert!(matches!(
        refused(&mut t, E::AsksRevoke { seat: South }),
        AuctionBridgeError::NoCorrection { .. }
    ));
}

#[test]
fn auction_bridge_law_86_the_call_on_dummys_suggested_card_stands_again_after_a_correction() {
    let mut t = one_no_trump();
    // Trick 1 to North's ace; North leads a club and East, holding two,
    // renounces with a heart.
    play(&mut t, "D4 DJ D2 DA C2 H2");
    assert_eq!(last_law(&t), "auction-bridge Law 83");
    // Dummy suggests its ace; West calls on declarer to play it (Law 62).
    t.apply(E::Suggests {
        seat: South,
        card: c("CA"),
    })
    .unwrap();
    t.apply(E::Elect {
        seat: Some(West),
        option: OptionId::PlayIt,
        suit: None,
    })
    .unwrap();
    play(&mut t, "CA");
    assert_eq!(t.suggested(), None, "spent by dummy's card");
    // East corrects: dummy's ace goes back, and the call on it stands again.
    t.apply(E::CorrectsRevoke { seat: East }).unwrap();
    t.apply(E::Elect {
        seat: Some(North),
        option: OptionId::CallCard,
        suit: None,
    })
    .unwrap();
    play(&mut t, "C8");
    assert_eq!(t.suggested(), Some((c("CA"), true)));
    assert_eq!(t.state().legal_plays(), set("CA"));
}
