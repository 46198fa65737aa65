//! Helpers for the law tests: build a table from calls written as players say them.
#![allow(dead_code)]

use tablelaw::*;

pub fn seat(s: &str) -> Seat {
    s.parse().unwrap()
}

pub fn c(s: &str) -> Call {
    s.parse().unwrap()
}

/// A table with `dealer` and the regular calls `calls` made in rotation.
pub fn table(dealer: &str, calls: &str) -> Table {
    let mut t = Table::new(seat(dealer));
    for call in calls.split_whitespace() {
        let s = t.turn().expect("auction open");
        t.call(s, c(call)).unwrap();
        assert!(t.pending().is_none(), "{call} by {s} was irregular");
    }
    t
}

/// `seat call`, which must be possible.
pub fn by(t: &mut Table, seat_s: &str, call: &str) {
    t.call(seat(seat_s), c(call))
        .unwrap_or_else(|e| panic!("{seat_s} {call}: {e}"));
}

pub fn elect(t: &mut Table, seat_s: Option<&str>, option: &str) {
    let option: OptionId = option.parse().unwrap();
    t.apply(Event::Elect {
        seat: seat_s.map(seat),
        option,
        call: None,
        suit: None,
        also: Vec::new(),
    })
    .unwrap_or_else(|e| panic!("elect {option}: {e}"));
}

pub fn elect_call(t: &mut Table, seat_s: &str, option: &str, call: &str) {
    let option: OptionId = option.parse().unwrap();
    t.apply(Event::Elect {
        seat: Some(seat(seat_s)),
        option,
        call: Some(c(call)),
        suit: None,
        also: Vec::new(),
    })
    .unwrap();
}

pub fn change(t: &mut Table, seat_s: &str, call: &str, finding: ChangeFinding) {
    t.apply(Event::Change {
        seat: seat(seat_s),
        call: c(call),
        finding,
    })
    .unwrap_or_else(|e| panic!("change: {e}"));
}

/// The law path of the pending ruling, its chooser and option ids.
pub fn pending(t: &Table) -> (String, Option<Chooser>, Vec<&'static str>) {
    let (_, r) = t.pending().expect("a pending ruling");
    (
        r.law.path(),
        r.chooser,
        r.options.iter().map(|o| o.id.as_str()).collect(),
    )
}

/// The penalties in force as (seat, kind, law path).
pub fn in_force(t: &Table) -> Vec<(Seat, PenaltyKind, String)> {
    t.penalties_in_force()
        .map(|p| (p.seat, p.kind.clone(), p.law.path()))
        .collect()
}

pub fn has_penalty(t: &Table, s: &str, kind: PenaltyKind) -> bool {
    t.penalties_in_force()
        .any(|p| p.seat == seat(s) && p.kind == kind)
}

/// The law paths of all rulings given.
pub fn laws(t: &Table) -> Vec<String> {
    t.rulings().iter().map(|r| r.law.path()).collect()
}

/// The calls that stand, as "N:1H" strings.
pub fn standing(t: &Table) -> Vec<String> {
    t.auction()
        .calls()
        .iter()
        .map(|(s, c)| format!("{s}:{c:#}"))
        .collect()
}

pub fn lead(suits: &[Suit]) -> PenaltyKind {
    PenaltyKind::Lead(LeadPenalty::RequireOrProhibit {
        suits: suits.to_vec(),
    })
}

pub fn lead_any() -> PenaltyKind {
    PenaltyKind::Lead(LeadPenalty::ProhibitAnyOne)
}

/// Finishes the auction with passes from whoever is on turn (each bound seat passes).
pub fn pass_out(t: &mut Table) {
    while let Some(s) = t.turn() {
        t.call(s, Call::Pass).unwrap();
        assert!(t.pending().is_none());
    }
}

/// A table under `code` with `dealer`, the deal `deal` if given, and the
/// regular calls `calls` made in rotation.
pub fn table_in(code: CodeId, dealer: &str, deal: Option<&str>, calls: &str) -> Table {
    let mut t = Table::with_setup(TableSetup {
        code,
        dealer: seat(dealer),
        deal: deal.map(|d| d.parse().unwrap()),
        vulnerability: Default::default(),
    });
    for call in calls.split_whitespace() {
        let s = t.turn().expect("auction open");
        t.call(s, c(call)).unwrap();
        assert!(t.pending().is_none(), "{call} by {s} was irregular");
    }
    t
}

/// A table under the 2017 duplicate laws.
pub fn d17(dealer: &str, calls: &str) -> Table {
    table_in(CodeId::Duplicate2017, dealer, None, calls)
}

/// A table under the 2007 duplicate laws.
pub fn d07(dealer: &str, calls: &str) -> Table {
    table_in(CodeId::Duplicate2007, dealer, None, calls)
}

/// The director's election (no seat).
pub fn director(t: &mut Table, option: &str) {
    elect(t, None, option);
}

/// The 2017 Law 26B lead restriction.
pub fn lead_not_specified() -> PenaltyKind {
    PenaltyKind::Lead(LeadPenalty::ProhibitAnyOneNotSpecified)
}

/// The pending ruling's citation, as `duplicate-2017 Law 27B1(b)`.
pub fn pending_citation(t: &Table) -> String {
    t.pending().expect("a pending ruling").1.law.to_string()
}

/// The withdrawn calls recorded as unauthorized information, as (call index, side).
pub fn unauthorized(t: &Table) -> Vec<(usize, Side)> {
    t.unauthorized().iter().map(|u| (u.call, u.to)).collect()
}
pub mod bridge_play;

/// The deal of the play tests: North KT8.A96.A95.7542, East
/// Q5.KJ52.KQ874.T8, South AJ92.874.JT6.AQ3, West 7643.QT3.32.KJ96.
pub const PLAY_DEAL: &str = "N:KT8.A96.A95.7542 Q5.KJ52.KQ874.T8 AJ92.874.JT6.AQ3 7643.QT3.32.KJ96";

/// A table under `code`, South dealing [`PLAY_DEAL`], after the regular `calls`.
pub fn play_table(code: CodeId, calls: &[&str]) -> Table {
    let mut t = Table::with_setup(TableSetup {
        code,
        dealer: Seat::South,
        deal: Some(PLAY_DEAL.parse().unwrap()),
        vulnerability: Default::default(),
    });
    for c in calls {
        let s = t.turn().unwrap();
        t.call(s, c.parse().unwrap()).unwrap();
    }
    t
}
