//! Helpers shared by the tests of the bridge whist corrections (laws 66,
//! 75, 89, 90): the dealer's no trumps, cards played in turn, refusals,
//! elections.
#![allow(dead_code)]

use tablelaw::codes::bridge_whist::{Phase, RubberStanding, WhistEvent, WhistSetup, WhistTable};
use tablelaw::{Card, CardSet, Denomination, OptionId, Seat};

use Seat::{East as E, South as S, West as W};

/// Dealer South; North is dummy; West, the eldest hand, leads. East holds
/// KQ874 of diamonds, South JT6.
pub const DEAL: &str = "N:KT8.A96.A95.7542 Q5.KJ52.KQ874.T8 AJ92.874.JT6.AQ3 7643.QT3.32.KJ96";

pub fn c(s: &str) -> Card {
    s.parse().unwrap()
}

pub fn set(cards: &str) -> CardSet {
    cards.split_whitespace().map(c).collect()
}

/// Dealer South makes no trumps; West asks "May I lead?", East says "Yes".
pub fn no_trumps() -> WhistTable {
    let mut t = WhistTable::with_setup(WhistSetup {
        deal: Some(DEAL.parse().unwrap()),
        standing: RubberStanding::default(),
        ..WhistSetup::new(S)
    });
    for e in [
        WhistEvent::MakeTrump {
            seat: S,
            denomination: Denomination::NoTrump,
        },
        WhistEvent::MayILead { seat: W },
        WhistEvent::Yes { seat: E },
    ] {
        t.apply(e).unwrap();
    }
    assert_eq!(t.phase(), Phase::Play);
    t
}

pub fn play(t: &mut WhistTable, cards: &str) {
    for x in cards.split_whitespace() {
        let seat = t.play().unwrap().turn().unwrap();
        t.apply(WhistEvent::Play { seat, card: c(x) })
            .unwrap_or_else(|e| panic!("{x} by {seat}: {e}"));
    }
}

pub fn play_out(t: &mut WhistTable) {
    while let Some(seat) = t.play().and_then(|p| p.turn()) {
        assert!(t.pending().is_none(), "nothing pending mid-hand");
        let card = t.state().legal_plays().iter().next().unwrap();
        t.apply(WhistEvent::Play { seat, card }).unwrap();
    }
}

pub fn last_law(t: &WhistTable) -> String {
    t.rulings().last().unwrap().law.to_string()
}

pub fn refused(t: &mut WhistTable, e: WhistEvent) {
    let before = t.state().clone();
    let len = t.log().len();
    assert!(t.apply(e).is_err(), "refused");
    assert_eq!(t.state(), &before);
    assert_eq!(t.log().len(), len);
}

pub fn elect(t: &mut WhistTable, seat: Seat, option: OptionId) {
    t.apply(WhistEvent::Elect {
        seat: Some(seat),
        option,
    })
    .unwrap_or_else(|e| panic!("{option}: {e}"));
}
