//! Auction Bridge 1912, corrected before the trick is turned and quitted:
//! dummy's revoke (Law 63), a penalty not obeyed (Law 73), and what was in
//! force before the card corrected in force again (Laws 86, 92, 65, 67).

use tablelaw::codes::auction_bridge::{
    AuctionBridgeError, AuctionBridgeEvent as E, AuctionBridgeSetup, AuctionBridgeTable,
};
use tablelaw::{OptionId, Seat};

use Seat::{East, North, South, West};

mod auction_bridge_correction_helpers;
use auction_bridge_correction_helpers::*;

/// The same hand played with the cards given in turn, then played out with
/// the first legal card each time: the score of a hand with no
/// irregularity, to set beside one whose irregularity was corrected.
fn regular_score(cards: &str) -> tablelaw::codes::auction_bridge::DealScore {
    let mut t = one_no_trump();
    play(&mut t, cards);
    play_out(&mut t);
    t.state().score().expect("scored")
}

fn no_revoke_penalty(t: &AuctionBridgeTable) -> bool {
    !t.rulings()
        .iter()
        .any(|r| r.law.to_string().starts_with("auction-bridge Law 84"))
}

/// East leads D4; dummy (South), holding DJ DT D6, plays H4.
fn dummy_revokes() -> AuctionBridgeTable {
    let mut t = one_no_trump();
    play(&mut t, "D4 H4");
    assert_eq!(last_law(&t), "auction-bridge Law 63");
    assert!(
        t.revokes().is_empty(),
        "dummy's revoke is not a revoke scored"
    );
    assert_eq!(t.dummy_revokes().len(), 1);
    t
}

#[test]
fn auction_bridge_law_63_dummys_revoke_corrected_before_the_trick_is_quitted_without_penalty() {
    let mut t = dummy_revokes();
    play(&mut t, "D3");
    t.apply(E::CorrectsRevoke { seat: South }).unwrap();
    let r = t.rulings().last().unwrap();
    assert_eq!(r.law.to_string(), "auction-bridge Law 63");
    assert!(r.text.contains("no penalty"), "{}", r.text);
    assert!(r.text.contains("West's D3"), "{}", r.text);
    assert!(
        t.pending().is_none(),
        "nothing to elect: dummy is not liable"
    );
    // Dummy's card and West's after it are back in the hands, not exposed.
    let p = t.play().unwrap();
    assert!(p.hand(South).contains(c("H4")) && p.hand(West).contains(c("D3")));
    assert_eq!(p.turn(), Some(South));
    assert!(t.state().exposed(West).is_empty());
    assert!(t.dummy_revokes()[0].corrected);
    // Declarer plays a diamond from dummy; West may substitute another card.
    assert_eq!(t.state().legal_plays(), set("DJ DT D6"));
    play(&mut t, "DJ");
    assert_eq!(t.state().legal_plays(), set("D3 D2"));
    play(&mut t, "D2 D5");
    play_out(&mut t);
    assert!(t.revokes().is_empty() && no_revoke_penalty(&t));
    assert_eq!(
        t.state().score(),
        Some(regular_score("D4 DJ D2 D5")),
        "scored as the hand played without the revoke"
    );
}

#[test]
fn auction_bridge_law_63_dummys_revoke_corrected_when_the_trick_is_complete_and_not_quitted() {
    let mut t = dummy_revokes();
    // West and North follow: North's D5 wins the trick; no card is yet
    // played to the next.
    play(&mut t, "D3 D5");
    assert_eq!(t.play().unwrap().tricks().len(), 1);
    t.apply(E::CorrectsRevoke { seat: South }).unwrap();
    assert_eq!(last_law(&t), "auction-bridge Law 63");
    let p = t.play().unwrap();
    assert_eq!(
        p.cards_played(),
        1,
        "back to dummy's turn in the first trick"
    );
    assert!(p.hand(North).contains(c("D5")));
    assert_eq!(p.turn(), Some(South));
}

#[test]
fn auction_bridge_law_63_once_the_trick_is_quitted_the_trick_stands() {
    let mut t = dummy_revokes();
    // North's D5 wins; his lead to the next trick quits it.
    play(&mut t, "D3 D5 SK");
    assert!(t.dummy_revokes()[0].stands);
    let err = refused(&mut t, E::CorrectsRevoke { seat: South });
    assert!(matches!(err, AuctionBridgeError::NoCorrection { .. }));
    let why = err.to_string();
    assert!(why.contains("Law 63") && why.contains("stands"), "{why}");
    let r = &t.rulings()[t.dummy_revokes()[0].ruling];
    assert!(
        r.notes
            .iter()
            .any(|n| n.contains("the trick stands (Law 63)")),
        "{:?}",
        r.notes
    );
    play_out(&mut t);
    // Never a revoke penalty for dummy: the trick won stands, and the score
    // counts it as won.
    assert!(t.revokes().is_empty() && no_revoke_penalty(&t));
    assert_eq!(t.play().unwrap().trick_winner(0), Some(North));
    assert!(t.state().score().is_some());
}

#[test]
fn auction_bridge_law_63_nothing_to_correct_without_dummys_revoke() {
    let mut t = one_no_trump();
    play(&mut t, "D4 DJ");
    let err = refused(&mut t, E::CorrectsRevoke { seat: South });
    assert!(err.to_string().contains("Law 63"), "{err}");
    // A correction of dummy's is refused a second time.
    let mut t = dummy_revokes();
    t.apply(E::CorrectsRevoke { seat: South }).unwrap();
    refused(&mut t, E::CorrectsRevoke { seat: South });
}

#[test]
fn auction_bridge_law_63_a_revoke_after_dummys_goes_back_with_its_correction() {
    let mut t = dummy_revokes();
    // West, holding D3 D2, revokes too.
    play(&mut t, "C6");
    assert_eq!(t.revokes().len(), 1);
    t.apply(E::CorrectsRevoke { seat: South }).unwrap();
    assert!(t.revokes()[0].corrected && !t.revokes()[0].established);
    let r = &t.rulings()[t.revokes()[0].ruling];
    assert!(
        r.notes.iter().any(|n| n.contains("went back to the hand")),
        "{:?}",
        r.notes
    );
    play(&mut t, "D6 D2 D5");
    play_out(&mut t);
    assert!(no_revoke_penalty(&t));
}

/// East leads D4, dummy D6; East calls attention to the trick before West
/// has played (Law 92) and declarer requires West's highest diamond (D3).
fn west_directed_highest() -> AuctionBridgeTable {
    let mut t = one_no_trump();
    play(&mut t, "D4 D6");
    t.apply(E::CallsAttention { seat: East }).unwrap();
    t.apply(E::Elect {
        seat: Some(North),
        option: OptionId::Highest,
        suit: None,
    })
    .unwrap();
    assert_eq!(t.state().legal_plays(), set("D3"));
    t
}

#[test]
fn auction_bridge_law_73_a_direction_not_obeyed_corrected_before_the_trick_is_quitted() {
    let mut t = west_directed_highest();
    play(&mut t, "D2");
    assert_eq!(last_law(&t), "auction-bridge Law 73");
    assert_eq!(t.revokes()[0].law.to_string(), "auction-bridge Law 73");
    play(&mut t, "D5");
    t.apply(E::CorrectsRevoke { seat: West }).unwrap();
    let r = t.rulings().last().unwrap();
    assert_eq!(r.law.to_string(), "auction-bridge Law 73");
    assert!(r.text.contains("North's D5"), "{}", r.text);
    assert!(r.text.contains("his highest card"), "{}", r.text);
    assert!(t.pending().is_none(), "no highest-or-lowest election");
    assert!(t.revokes()[0].corrected);
    // The direction is in force again, the card played in error exposed.
    let d = t.state().directed().expect("the direction restored");
    assert_eq!(d.seat, West);
    assert_eq!(d.law.to_string(), "auction-bridge Law 92");
    assert_eq!(t.state().exposed(West), set("D2"));
    assert_eq!(t.state().legal_plays(), set("D3"));
    play(&mut t, "D3");
    // North, who followed, may substitute another card.
    assert_eq!(t.state().legal_plays(), set("DA D9 D5"));
    play(&mut t, "D9");
    play_out(&mut t);
    assert!(t.revokes().iter().all(|r| !r.established));
    assert!(no_revoke_penalty(&t));
    assert!(t.state().score().is_some());
}

#[test]
fn auction_bridge_law_73_a_direction_not_obeyed_once_the_trick_is_quitted_is_a_revoke() {
    let mut t = west_directed_highest();
    // Dummy's D6 wins; its lead to the next trick quits it.
    play(&mut t, "D2 D5 S2");
    assert!(t.revokes()[0].established);
    let err = refused(&mut t, E::CorrectsRevoke { seat: West });
    assert!(err.to_string().contains("Law 73"), "{err}");
    play_out(&mut t);
    let (_, r) = t
        .pending()
        .expect("declarer's choice of the revoke penalty");
    assert_eq!(r.law.to_string(), "auction-bridge Law 84(b)");
}

#[test]
fn auction_bridge_law_73_the_opening_lead_prohibited_and_led_corrected_the_prohibition_again() {
    let mut t = one_no_trump();
    // West, the leader's partner, exposes H3; declarer prohibits hearts.
    t.apply(E::Expose {
        seat: West,
        card: c("H3"),
    })
    .unwrap();
    t.apply(E::Elect {
        seat: Some(North),
        option: OptionId::ProhibitLead,
        suit: Some(tablelaw::Suit::Hearts),
    })
    .unwrap();
    play(&mut t, "HK");
    assert_eq!(last_law(&t), "auction-bridge Law 73");
    assert!(
        t.play().unwrap().restriction().is_none(),
        "spent by the lead"
    );
    t.apply(E::CorrectsRevoke { seat: East }).unwrap();
    let r = t.rulings().last().unwrap();
    assert_eq!(r.law.to_string(), "auction-bridge Law 73");
    assert!(r.text.contains("may not lead hearts"), "{}", r.text);
    assert!(t.play().unwrap().restriction().is_some(), "in force again");
    assert_eq!(t.state().exposed(East), set("HK"));
    assert!(
        !t.state()
            .legal_plays()
            .iter()
            .any(|x| x.suit == c("H2").suit)
    );
    // The prohibition holds for the opening lead only.
    play(&mut t, "D4");
    assert!(t.play().unwrap().restriction().is_none());
    play_out(&mut t);
    assert!(no_revoke_penalty(&t));
}

#[test]
fn auction_bridge_law_73_nothing_to_correct_when_the_penalty_was_obeyed() {
    let mut t = west_directed_highest();
    play(&mut t, "D3");
    refused(&mut t, E::CorrectsRevoke { seat: West });
}

#[test]
fn auction_bridge_law_86_a_direction_in_force_before_the_revoke_is_in_force_after_its_correction() {
    let mut t = west_directed_highest();
    // West renounces, holding diamonds: a revoke (Law 83), not Law 73.
    play(&mut t, "C6");
    assert_eq!(last_law(&t), "auction-bridge Law 83");
    assert!(t.state().directed().is_none(), "spent by the card");
    t.apply(E::CorrectsRevoke { seat: West }).unwrap();
    t.apply(E::Elect {
        seat: Some(North),
        option: OptionId::CallCard,
        suit: None,
    })
    .unwrap();
    assert_eq!(t.state().exposed(West), set("C6"));
    assert_eq!(t.state().legal_plays(), set("D3"), "the direction again");
}

#[test]
fn auction_bridge_law_86_a_card_called_before_the_revoke_is_called_after_its_correction() {
    let mut t = one_no_trump();
    // West exposes CK in the play: declarer calls it at West's turn to a
    // diamond, which he cannot obey without revoking (Law 74).
    play(&mut t, "D4 D6");
    t.apply(E::Expose {
        seat: West,
        card: c("CK"),
    })
    .unwrap();
    t.apply(E::CallsCard {
        seat: North,
        card: c("CK"),
    })
    .unwrap();
    play(&mut t, "C9");
    assert_eq!(last_law(&t), "auction-bridge Law 83");
    assert!(t.state().called_card().is_none());
    t.apply(E::CorrectsRevoke { seat: West }).unwrap();
    let called = t.state().called_card().expect("the call restored");
    assert_eq!(called.card, c("CK"));
    assert_eq!(t.state().exposed(West), set("CK"));
}

#[test]
fn auction_bridge_law_73_the_partners_question_does_not_save_a_penalty_not_obeyed() {
    // One spade by North; East leads diamonds and wins the first two tricks.
    let mut t = AuctionBridgeTable::with_setup(AuctionBridgeSetup {
        deal: Some(DEAL.parse().unwrap()),
        ..AuctionBridgeSetup::new(North)
    });
    for x in ["1S", "P", "P", "P"] {
        let seat = t.turn().unwrap();
        t.apply(E::Call {
            seat,
            call: x.parse().unwrap(),
        })
        .unwrap();
    }
    play(&mut t, "DK D6 D2 D5 DQ DT D3 D9 D8 DJ");
    // East calls attention before West, now void in diamonds, has played;
    // declarer requires West to win the trick, which any spade does.
    t.apply(E::CallsAttention { seat: East }).unwrap();
    t.apply(E::Elect {
        seat: Some(North),
        option: OptionId::Win,
        suit: None,
    })
    .unwrap();
    assert_eq!(t.state().legal_plays(), set("S7 S6 S4 S3"));
    play(&mut t, "H3");
    assert_eq!(last_law(&t), "auction-bridge Law 73");
    // His partner asks about the renounce: it is no revoke, and the
    // question does not save the penalty not obeyed from the quitting.
    t.apply(E::AsksRevoke { seat: East }).unwrap();
    assert!(!t.revokes()[0].asked);
    assert!(
        t.rulings()
            .last()
            .unwrap()
            .text
            .contains("no revoke to correct"),
        "{}",
        t.rulings().last().unwrap().text
    );
    // North's ace wins; his lead to the next trick quits it.
    play(&mut t, "DA SK");
    assert!(t.revokes()[0].established);
    let err = refused(&mut t, E::CorrectsRevoke { seat: West });
    assert!(err.to_string().contains("Law 73"), "{err}");
}

#[test]
fn auction_bridge_laws_63_73_random_irregular_play_corrects_them_and_every_deal_finishes() {
    use tablelaw::codes::auction_bridge::AuctionBridge;
    use tablelaw::law::CodeId;
    use tablelaw::random::{Rng, play_deal};
    let mut rng = Rng::new(7);
    let (mut dummys, mut not_obeyed) = (0, 0);
    for _ in 0..400 {
        let mut table: Option<tablelaw::Table<AuctionBridge>> = None;
        let out = play_deal(&mut table, CodeId::AuctionBridge, &mut rng, 0.3);
        assert!(out.finished, "{:?}", out.stuck);
        let t = table.unwrap();
        assert!(
            t.dummy_revokes().iter().all(|r| !(r.stands && r.corrected)),
            "a dummy's revoke both stands and is corrected"
        );
        dummys += t.dummy_revokes().iter().filter(|r| r.corrected).count();
        not_obeyed += t
            .revokes()
            .iter()
            .filter(|r| r.corrected && r.law.law == 73)
            .count();
    }
    assert!(dummys > 0, "no dummy's revoke corrected in 400 deals");
    assert!(
        not_obeyed > 0,
        "no penalty not obeyed corrected in 400 deals"
    );
}

#[test]
fn auction_bridge_law_73_a_called_lead_not_obeyed_corrected_the_call_again() {
    let mut t = one_no_trump();
    // West informs his partner (Law 51): declarer calls East's lead, clubs.
    t.apply(E::Inform { seat: West }).unwrap();
    t.apply(E::Elect {
        seat: Some(North),
        option: OptionId::RequireLead,
        suit: Some(tablelaw::Suit::Clubs),
    })
    .unwrap();
    assert_eq!(t.state().legal_plays(), set("CT C8"));
    // East leads a diamond though he holds clubs; dummy follows.
    play(&mut t, "D4 DJ");
    assert_eq!(t.revokes()[0].law.to_string(), "auction-bridge Law 73");
    t.apply(E::CorrectsRevoke { seat: East }).unwrap();
    let r = t.rulings().last().unwrap();
    assert_eq!(r.law.to_string(), "auction-bridge Law 73");
    assert!(r.text.contains("must lead clubs"), "{}", r.text);
    assert!(r.text.contains("South's DJ"), "{}", r.text);
    // Back to the lead, the call in force again; D4 exposed.
    let p = t.play().unwrap();
    assert_eq!(p.cards_played(), 0);
    assert!(p.hand(South).contains(c("DJ")));
    assert_eq!(t.state().legal_plays(), set("CT C8"));
    assert_eq!(t.state().exposed(East), set("D4"));
    play(&mut t, "C8");
    play_out(&mut t);
    assert!(t.revokes().iter().all(|r| r.corrected && !r.established));
    assert!(no_revoke_penalty(&t));
}
