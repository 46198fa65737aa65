//! Helpers shared by the bridge whist law tests: the deal, a table with a
//! club limit, the events as players say them, the pending ruling, and
//! the play played out.
#![allow(dead_code)]

use tablelaw::codes::bridge_whist::{ClubLimit, WhistEvent, WhistSetup, WhistTable};
use tablelaw::{Chooser, Denomination, OptionId, Seat};

use Seat::South as S;

pub const DEAL: &str = "N:KT8.A96.A95.7542 Q5.KJ52.KQ874.T8 AJ92.874.JT6.AQ3 7643.QT3.32.KJ96";

/// Dealer South: West is the eldest hand, North dummy, East the dealer's
/// right-hand adversary.
pub fn table(limit: ClubLimit) -> WhistTable {
    WhistTable::with_setup(WhistSetup {
        club_limit: limit,
        deal: Some(DEAL.parse().unwrap()),
        ..WhistSetup::new(S)
    })
}

pub fn make(seat: Seat, d: Denomination) -> WhistEvent {
    WhistEvent::MakeTrump {
        seat,
        denomination: d,
    }
}

pub fn elect(seat: Seat, option: OptionId) -> WhistEvent {
    WhistEvent::Elect {
        seat: Some(seat),
        option,
    }
}

pub fn run(t: &mut WhistTable, events: &[WhistEvent]) {
    for e in events {
        t.apply(e.clone())
            .unwrap_or_else(|err| panic!("{e:?}: {err}"));
    }
}

pub fn options(t: &WhistTable) -> (String, Option<Chooser>, Vec<OptionId>) {
    let (_, r) = t.pending().expect("a ruling pending");
    (
        r.law.to_string(),
        r.chooser,
        r.options.iter().map(|o| o.id).collect(),
    )
}

pub fn play_out(t: &mut WhistTable) {
    while let Some(p) = t.play() {
        let Some(seat) = p.turn() else { break };
        let card = p.legal_plays().iter().next().unwrap();
        t.apply(WhistEvent::Play { seat, card }).unwrap();
    }
}
