//! Two cards played to one trick, found during the play: auction bridge
//! Law 82 and bridge whist law 83's second paragraph ("If anyone (except
//! dummy) play two cards to the same trick"). The surplus card is restored
//! to its holder, who is liable for the revokes he has meanwhile made.

use tablelaw::Card;
use tablelaw::Seat::{East, North, South, West};
use tablelaw::codes::auction_bridge::{
    AuctionBridgeEvent as A, AuctionBridgeSetup, AuctionBridgeTable,
};
use tablelaw::codes::bridge_whist::{WhistEvent as W, WhistSetup, WhistTable};
use tablelaw::{Denomination, Seat};

// North KT8.A96.A95.7542, East Q5.KJ52.KQ874.T8,
// South AJ92.874.JT6.AQ3, West 7643.QT3.32.KJ96.
const DEAL: &str = "N:KT8.A96.A95.7542 Q5.KJ52.KQ874.T8 AJ92.874.JT6.AQ3 7643.QT3.32.KJ96";

fn c(s: &str) -> Card {
    s.parse().unwrap()
}

/// North 1NT, the auction closed: declarer North, dummy South.
fn auction_bridge() -> AuctionBridgeTable {
    let mut t = AuctionBridgeTable::with_setup(AuctionBridgeSetup {
        deal: Some(DEAL.parse().unwrap()),
        ..AuctionBridgeSetup::new(North)
    });
    for x in "1NT P P P".split_whitespace() {
        let seat = t.turn().unwrap();
        let call = x.parse().unwrap();
        t.apply(A::Call { seat, call }).unwrap();
    }
    t
}

fn a_play(t: &mut AuctionBridgeTable, plays: &[(Seat, &str)]) {
    for &(seat, x) in plays {
        t.apply(A::Play { seat, card: c(x) })
            .unwrap_or_else(|e| panic!("{x} by {seat}: {e}"));
    }
}

fn a_refused(t: &mut AuctionBridgeTable, e: A) -> String {
    let before = t.state().clone();
    let len = t.log().len();
    let err = t.apply(e).expect_err("refused");
    assert_eq!(t.state(), &before);
    assert_eq!(t.log().len(), len);
    err.to_string()
}

#[test]
fn auction_bridge_law_82_the_surplus_card_restored_and_his_revoke_meanwhile_listed() {
    let mut t = auction_bridge();
    let surplus = |seat, trick, x| A::SurplusCard {
        seat,
        trick,
        card: c(x),
    };
    // No trick turned yet.
    a_refused(&mut t, surplus(West, 0, "HQ"));
    a_play(
        &mut t,
        &[(East, "D4"), (South, "DJ"), (West, "D3"), (North, "DA")],
    );
    // Dummy is excepted; the card restored is one he still holds.
    assert!(a_refused(&mut t, surplus(South, 0, "S2")).contains("Law 82"));
    // Only a trick already turned.
    assert!(a_refused(&mut t, surplus(West, 1, "HQ")).contains("trick 2 has not been"));
    assert!(a_refused(&mut t, surplus(West, 0, "D3")).contains("not in West's hand"));
    // West, holding hearts, renounces in trick 2; North's next lead
    // quits the trick and establishes the revoke (Law 83).
    a_play(
        &mut t,
        &[
            (North, "HA"),
            (East, "H2"),
            (South, "H4"),
            (West, "S3"),
            (North, "H6"),
        ],
    );
    let rulings = t.rulings().len();
    t.apply(surplus(West, 1, "HQ")).unwrap();
    assert_eq!(t.rulings().len(), rulings + 1);
    let r = t.rulings().last().unwrap();
    assert_eq!(r.law.to_string(), "auction-bridge Law 82");
    assert!(r.options.is_empty(), "the law gives no election");
    assert!(
        r.text.contains("two cards to trick 2")
            && r.text.contains("HQ restored to West")
            && r.text.contains("S3 in trick 2 (established)"),
        "{}",
        r.text
    );
    assert!(t.pending().is_none());
    assert_eq!(t.play().unwrap().turn(), Some(East));
}

#[test]
fn auction_bridge_law_82_no_revoke_meanwhile() {
    let mut t = auction_bridge();
    a_play(
        &mut t,
        &[(East, "D4"), (South, "DJ"), (West, "D3"), (North, "DA")],
    );
    t.apply(A::SurplusCard {
        seat: North,
        trick: 0,
        card: c("SK"),
    })
    .unwrap();
    let r = t.rulings().last().unwrap();
    assert!(r.text.contains("the play records none since"), "{}", r.text);
}

/// South makes no trumps (dealer South, dummy North); West asks, East
/// says yes: the play is on.
fn bridge_whist() -> WhistTable {
    let mut t = WhistTable::with_setup(WhistSetup {
        deal: Some(DEAL.parse().unwrap()),
        ..WhistSetup::new(South)
    });
    let denomination = Denomination::NoTrump;
    for e in [
        W::MakeTrump {
            seat: South,
            denomination,
        },
        W::MayILead { seat: West },
        W::Yes { seat: East },
    ] {
        t.apply(e).unwrap();
    }
    t
}

fn w_play(t: &mut WhistTable, plays: &[(Seat, &str)]) {
    for &(seat, x) in plays {
        t.apply(W::Play { seat, card: c(x) })
            .unwrap_or_else(|e| panic!("{x} by {seat}: {e}"));
    }
}

fn w_refused(t: &mut WhistTable, e: W) -> String {
    let before = t.state().clone();
    let len = t.log().len();
    let err = t.apply(e).expect_err("refused");
    assert_eq!(t.state(), &before);
    assert_eq!(t.log().len(), len);
    err.to_string()
}

#[test]
fn bridge_whist_law_83_two_cards_to_one_trick_the_surplus_card_restored_and_his_revoke_listed() {
    let mut t = bridge_whist();
    let surplus = |seat, trick, x| W::SurplusCard {
        seat,
        trick,
        card: c(x),
    };
    w_refused(&mut t, surplus(East, 0, "S5"));
    w_play(
        &mut t,
        &[(West, "D3"), (North, "D5"), (East, "D4"), (South, "D6")],
    );
    assert!(w_refused(&mut t, surplus(North, 0, "SK")).contains("law 83"));
    assert!(w_refused(&mut t, surplus(East, 0, "SA")).contains("not in East's hand"));
    // East, holding spades, renounces in trick 2, not yet quitted.
    w_play(
        &mut t,
        &[(South, "SA"), (West, "S3"), (North, "S8"), (East, "H2")],
    );
    t.apply(surplus(East, 0, "S5")).unwrap();
    let r = t.rulings().last().unwrap();
    assert_eq!(r.law.to_string(), "bridge-whist Law 83");
    assert!(r.options.is_empty(), "the law gives no election");
    assert!(
        r.text.contains("second paragraph")
            && r.text.contains("S5 restored to East")
            && r.text.contains("H2 in trick 2 (not yet established)"),
        "{}",
        r.text
    );
    assert!(t.pending().is_none());
    assert_eq!(t.turn(), Some(South));
}

#[test]
fn auction_bridge_law_82_a_revoke_before_the_trick_of_the_surplus_card_is_not_meanwhile() {
    let mut t = auction_bridge();
    a_play(
        &mut t,
        &[(East, "D4"), (South, "DJ"), (West, "D3"), (North, "DA")],
    );
    // West's revoke in trick 2, then trick 3 turned.
    a_play(
        &mut t,
        &[(North, "HA"), (East, "H2"), (South, "H4"), (West, "S3")],
    );
    a_play(
        &mut t,
        &[(North, "H6"), (East, "H5"), (South, "H7"), (West, "HT")],
    );
    t.apply(A::SurplusCard {
        seat: West,
        trick: 2,
        card: c("HQ"),
    })
    .unwrap();
    let r = t.rulings().last().unwrap();
    assert!(
        r.text.contains("two cards to trick 3") && r.text.contains("the play records none since"),
        "{}",
        r.text
    );
    assert_eq!(t.state().revokes().len(), 1, "his revoke stays recorded");
}
