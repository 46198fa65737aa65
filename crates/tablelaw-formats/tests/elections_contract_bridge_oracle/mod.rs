//! The oracle of the contract-bridge election tests: it tries every
//! election on a copy of the table (every seat and none, the options
//! offered and the others, no call and each of the 38 calls, no suit and
//! each suit) and compares the set the table takes with the set the
//! listing implies: each listed election by each of its electors (the
//! director's written without a seat) and without a seat, with each call
//! or suit it needs.
#![allow(dead_code)]

use std::collections::{BTreeSet, HashSet};

use tablelaw::{
    Call, CallSet, CodeId, Election, Elector, Event, Needs, OptionId, Seat, Suit, Table,
};

pub const CODES: [CodeId; 3] = [CodeId::Rubber, CodeId::Duplicate2017, CodeId::Duplicate2007];

/// An election as the event writes it: seat, option, call, suit.
pub type Elect = (Option<Seat>, OptionId, Option<Call>, Option<Suit>);

pub fn all_calls() -> CallSet {
    CallSet::BIDS
        .union(CallSet::PASS)
        .union(CallSet::DOUBLE)
        .union(CallSet::REDOUBLE)
}

pub fn event((seat, option, call, suit): Elect) -> Event {
    Event::Elect {
        seat,
        option,
        call,
        suit,
        also: Vec::new(),
    }
}

pub fn show(e: &Elect) -> String {
    let (seat, option, call, suit) = e;
    let mut s = match seat {
        Some(seat) => format!("{} elect {option}", seat.letter()),
        None => format!("elect {option}"),
    };
    if let Some(call) = call {
        s.push_str(&format!(" {call:#}"));
    }
    if let Some(suit) = suit {
        s.push_str(&format!(" {}", suit.letter()));
    }
    s
}

/// The elections the listing implies.
pub fn implied(elections: &[Election]) -> HashSet<Elect> {
    let mut set = HashSet::new();
    for e in elections {
        let mut seats: Vec<Option<Seat>> = vec![None];
        for by in &e.by {
            seats.push(match by {
                Elector::Director => None,
                Elector::Seat(s) => Some(*s),
            });
        }
        let args: Vec<(Option<Call>, Option<Suit>)> = match &e.needs {
            Needs::Nothing => vec![(None, None)],
            Needs::Call { calls } => calls.iter().map(|c| (Some(c), None)).collect(),
            // One suit named: the oracle tries one suit at a time; the
            // several suits of Law 51B2(b) are checked in `check`.
            Needs::Suit { suits } | Needs::Suits { suits } => {
                suits.iter().map(|&s| (None, Some(s))).collect()
            }
        };
        for &seat in &seats {
            for &(call, suit) in &args {
                set.insert((seat, e.option, call, suit));
            }
        }
    }
    set
}

/// Every election tried: for the options offered, every seat and none with
/// every call and suit (and none); for every other option, a few.
pub fn tried(table: &Table) -> Vec<Elect> {
    let offered: Vec<OptionId> = table
        .pending()
        .map(|(_, r)| r.options.iter().map(|o| o.id).collect())
        .unwrap_or_default();
    let seats = [None].into_iter().chain(Seat::ALL.map(Some));
    let calls: Vec<Option<Call>> = [None]
        .into_iter()
        .chain(all_calls().iter().map(Some))
        .collect();
    let suits: Vec<Option<Suit>> = [None].into_iter().chain(Suit::ALL.map(Some)).collect();
    let mut out = Vec::new();
    for seat in seats {
        for option in OptionId::ALL {
            if offered.contains(&option) {
                for &call in &calls {
                    for &suit in &suits {
                        out.push((seat, option, call, suit));
                    }
                }
            } else {
                out.push((seat, option, None, None));
                out.push((seat, option, Some(Call::Pass), None));
                out.push((seat, option, None, Some(Suit::Hearts)));
            }
        }
    }
    out
}

/// Whether `table` takes the election `e` to effect: it is applied, and
/// is not recorded as an election without effect (Law 10A: no ruling
/// awaits one, the option is not offered, or another player chooses),
/// which leaves the pending ruling as it was.
fn takes(table: &Table, e: Elect) -> bool {
    let mut probe = table.clone();
    let before = probe.rulings().len();
    let pending = probe.pending().map(|(i, _)| i);
    if probe.apply(event(e)).is_err() {
        return false;
    }
    let without_effect = probe.rulings().len() == before + 1
        && probe
            .rulings()
            .last()
            .is_some_and(|r| r.law.path() == "10A" && r.text.contains("has no effect"))
        && probe.pending().map(|(i, _)| i) == pending;
    !without_effect
}

/// The elections the table takes, each tried on a copy.
pub fn accepted(table: &Table) -> HashSet<Elect> {
    let mut set = HashSet::new();
    for e in tried(table) {
        if takes(table, e) {
            set.insert(e);
        }
    }
    set
}

/// The listing is what the table takes; returns what it takes, in the
/// order of the scripts' words. `context` says where the table comes from,
/// for a failure.
pub fn check(table: &Table, context: &dyn Fn() -> String) -> Vec<Elect> {
    let elections = table.elections();
    let Some((_, ruling)) = table.pending() else {
        assert!(
            elections.is_empty(),
            "nothing is pending, yet {elections:?} are listed\n{}",
            context()
        );
        for option in OptionId::ALL {
            let e = (None, option, None, None);
            assert!(
                !takes(table, e),
                "nothing is pending, yet `{}` is taken\n{}",
                show(&e),
                context()
            );
        }
        return Vec::new();
    };
    // In the order of the ruling's options, each well formed.
    let order: Vec<usize> = elections
        .iter()
        .map(|e| {
            ruling
                .options
                .iter()
                .position(|o| o.id == e.option)
                .unwrap_or_else(|| panic!("{e:?} is not an option offered\n{}", context()))
        })
        .collect();
    assert!(
        order.windows(2).all(|w| w[0] <= w[1]),
        "not in the order of the options: {elections:?}\n{}",
        context()
    );
    for e in &elections {
        assert!(!e.by.is_empty(), "{e:?} is elected by no one");
        match &e.needs {
            Needs::Nothing => {}
            Needs::Call { calls } => assert!(!calls.is_empty(), "{e:?} needs no call"),
            Needs::Suit { suits } => {
                assert!(!suits.is_empty(), "{e:?} needs no suit");
                let distinct: HashSet<Suit> = suits.iter().copied().collect();
                assert_eq!(distinct.len(), suits.len(), "{e:?} lists a suit twice");
            }
            Needs::Suits { suits } => {
                // Law 51B2(b): every suit listed at once is taken; a suit
                // named twice is refused and changes nothing.
                assert!(suits.len() > 1, "{e:?} lists fewer than two suits");
                let all = Event::Elect {
                    seat: None,
                    option: e.option,
                    call: None,
                    suit: Some(suits[0]),
                    also: suits[1..].to_vec(),
                };
                assert!(
                    table.clone().apply(all).is_ok(),
                    "{e:?}: all its suits at once are refused\n{}",
                    context()
                );
                let twice = Event::Elect {
                    seat: None,
                    option: e.option,
                    call: None,
                    suit: Some(suits[0]),
                    also: vec![suits[1], suits[0]],
                };
                let mut probe = table.clone();
                assert!(probe.apply(twice).is_err(), "{e:?}: a suit twice is taken");
                assert_eq!(
                    probe.log(),
                    table.log(),
                    "a refused election changed the table"
                );
            }
        }
    }
    let taken = accepted(table);
    let listed = implied(&elections);
    if taken != listed {
        let not_listed: BTreeSet<String> = taken.difference(&listed).map(show).collect();
        let refused: BTreeSet<String> = listed.difference(&taken).map(show).collect();
        panic!(
            "the listing is not what the table takes\ntaken, not listed: {not_listed:?}\nlisted, refused: {refused:?}\nlisted: {elections:?}\nruling: {} {:?}\n{}",
            ruling.law,
            ruling.options.iter().map(|o| o.id).collect::<Vec<_>>(),
            context()
        );
    }
    let mut taken: Vec<Elect> = taken.into_iter().collect();
    taken.sort_by_cached_key(show);
    taken
}

pub fn script_of(table: &Table) -> String {
    tablelaw_formats::write(table.setup(), &table.log())
}
