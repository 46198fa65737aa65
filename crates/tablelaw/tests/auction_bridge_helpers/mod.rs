//! Helpers shared by the auction bridge law tests: the deal, calls in
//! rotation, elections and refusals, a final declaration.
#![allow(dead_code)]

use tablelaw::codes::auction_bridge::{
    AuctionBridgeError, AuctionBridgeEvent as E, AuctionBridgeOptions, AuctionBridgeSetup,
    AuctionBridgeTable, AuctionCall, Declaration, FinalDeclaration,
};
use tablelaw::{Doubling, OptionId, Seat};

pub const DEAL: &str = "N:KT8.A96.A95.7542 Q5.KJ52.KQ874.T8 AJ92.874.JT6.AQ3 7643.QT3.32.KJ96";

pub fn call(s: &str) -> AuctionCall {
    s.parse().unwrap()
}

pub fn decl(s: &str) -> Declaration {
    s.parse().unwrap()
}

/// Calls in rotation, each by the player on turn.
pub fn bid(t: &mut AuctionBridgeTable, calls: &str) {
    for c in calls.split_whitespace() {
        let seat = t.turn().expect("auction open");
        t.apply(E::Call {
            seat,
            call: call(c),
        })
        .unwrap_or_else(|e| panic!("{c} by {seat}: {e}"));
    }
}

pub fn at(seat: Seat, c: &str) -> E {
    E::Call {
        seat,
        call: call(c),
    }
}

pub fn elect(seat: Seat, option: OptionId) -> E {
    E::Elect {
        seat: Some(seat),
        option,
        suit: None,
    }
}

pub fn with_deal(dealer: Seat) -> AuctionBridgeTable {
    AuctionBridgeTable::with_setup(AuctionBridgeSetup {
        dealer,
        deal: Some(DEAL.parse().unwrap()),
        options: AuctionBridgeOptions::default(),
    })
}

pub fn final_of(t: &AuctionBridgeTable) -> FinalDeclaration {
    *t.final_declaration().expect("a final declaration")
}

/// Applies an event that cannot happen and checks the table is unchanged.
pub fn refused(t: &mut AuctionBridgeTable, e: E) -> AuctionBridgeError {
    let before = t.state().clone();
    let len = t.log().len();
    let err = t.apply(e).expect_err("refused");
    assert_eq!(t.state(), &before);
    assert_eq!(t.log().len(), len);
    err
}

pub fn fd(d: &str, doubling: Doubling, declarer: Seat) -> FinalDeclaration {
    FinalDeclaration {
        declaration: decl(d),
        doubling,
        declarer,
        made_by: declarer,
        dealers_one_spade: false,
    }
}
