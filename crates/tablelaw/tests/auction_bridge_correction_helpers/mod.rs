//! Helpers shared by the tests of the auction bridge corrections (Laws 63,
//! 73, 85, 86): North's 1NT, cards played in turn, refusals.
#![allow(dead_code)]

use tablelaw::codes::auction_bridge::{
    AuctionBridgeError, AuctionBridgeEvent as E, AuctionBridgeSetup, AuctionBridgeTable,
};
use tablelaw::{Card, CardSet, Seat};

use Seat::North;

/// North 1NT: declarer North, dummy South, East leads. West holds two
/// diamonds (D3 D2), North three (DA D9 D5).
pub const DEAL: &str = "N:KT8.A96.A95.7542 Q5.KJ52.KQ874.T8 AJ92.874.JT6.AQ3 7643.QT3.32.KJ96";

pub fn c(s: &str) -> Card {
    s.parse().unwrap()
}

pub fn set(cards: &str) -> CardSet {
    cards.split_whitespace().map(c).collect()
}

/// 1NT by North, passed out: East to lead.
pub fn one_no_trump() -> AuctionBridgeTable {
    let mut t = AuctionBridgeTable::with_setup(AuctionBridgeSetup {
        deal: Some(DEAL.parse().unwrap()),
        ..AuctionBridgeSetup::new(North)
    });
    for x in ["1NT", "P", "P", "P"] {
        let seat = t.turn().unwrap();
        t.apply(E::Call {
            seat,
            call: x.parse().unwrap(),
        })
        .unwrap();
    }
    t
}

/// Cards played in turn, each by the hand on turn.
pub fn play(t: &mut AuctionBridgeTable, cards: &str) {
    for x in cards.split_whitespace() {
        let seat = t.play().unwrap().turn().unwrap();
        t.apply(E::Play { seat, card: c(x) })
            .unwrap_or_else(|e| panic!("{x} by {seat}: {e}"));
    }
}

/// Plays the rest of the hand with the first legal card each time.
pub fn play_out(t: &mut AuctionBridgeTable) {
    while let Some(seat) = t.play().and_then(|p| p.turn()) {
        assert!(t.pending().is_none(), "nothing pending mid-hand");
        let card = t.state().legal_plays().iter().next().unwrap();
        t.apply(E::Play { seat, card }).unwrap();
    }
}

pub fn refused(t: &mut AuctionBridgeTable, e: E) -> AuctionBridgeError {
    let before = t.state().clone();
    let len = t.log().len();
    let err = t.apply(e).expect_err("refused");
    assert_eq!(t.state(), &before);
    assert_eq!(t.log().len(), len);
    err
}

pub fn last_law(t: &AuctionBridgeTable) -> String {
    t.rulings().last().unwrap().law.to_string()
}
