//! Helpers shared by the tests of auction bridge's laws of the play: the
//! deals, a table bid and played in turn, elections and refusals.
#![allow(dead_code)]

use tablelaw::codes::auction_bridge::{
    AuctionBridgeError, AuctionBridgeEvent as E, AuctionBridgeSetup, AuctionBridgeTable,
};
use tablelaw::{Card, CardSet, OptionId, Seat, Suit};

use Seat::North;

/// North 1NT: declarer North, dummy South, East leads.
pub const DEAL: &str = "N:KT8.A96.A95.7542 Q5.KJ52.KQ874.T8 AJ92.874.JT6.AQ3 7643.QT3.32.KJ96";
/// The same with East void in clubs.
pub const VOID: &str = "N:KT8.A96.A95.7542 Q5.KJ52.KQ87432. AJ92.874.JT6.AQ3 7643.QT3..KJT986";

pub fn c(s: &str) -> Card {
    s.parse().unwrap()
}

pub fn table(deal: &str) -> AuctionBridgeTable {
    AuctionBridgeTable::with_setup(AuctionBridgeSetup {
        deal: Some(deal.parse().unwrap()),
        ..AuctionBridgeSetup::new(North)
    })
}

pub fn bid(t: &mut AuctionBridgeTable, calls: &str) {
    for x in calls.split_whitespace() {
        let seat = t.turn().expect("auction open");
        t.apply(E::Call {
            seat,
            call: x.parse().unwrap(),
        })
        .unwrap_or_else(|e| panic!("{x} by {seat}: {e}"));
    }
}

/// 1NT by North, passed out: East to lead.
pub fn one_no_trump(deal: &str) -> AuctionBridgeTable {
    let mut t = table(deal);
    bid(&mut t, "1NT P P P");
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

pub fn elect(t: &mut AuctionBridgeTable, seat: Seat, option: OptionId, suit: Option<Suit>) {
    t.apply(E::Elect {
        seat: Some(seat),
        option,
        suit,
    })
    .unwrap_or_else(|e| panic!("{option}: {e}"));
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

pub fn set(cards: &str) -> CardSet {
    cards.split_whitespace().map(c).collect()
}
