//! `ContractBridge::elections` lists exactly the elections the pending
//! ruling would accept. The oracle tries every election on a copy of the
//! table (every seat and none, the options offered and the others, no call
//! and each of the 38 calls, no suit and each suit) and compares the set the
//! table takes with the set the listing implies: each listed election by
//! each of its electors (the director's written without a seat) and without
//! a seat, with each call or suit it needs.
//!
//! It runs over every prefix of the contract-bridge scripts of
//! `tablelaw-cli/tests/scripts` under each contract-bridge code, and over
//! random deals with irregular events; and a test named after each law
//! shows the listing for one situation.

use std::collections::{BTreeSet, HashSet};

use proptest::prelude::*;
use tablelaw::{
    Annotation, Call, CallSet, ChangeFinding, CodeId, Deal, Election, Elector, Event, Needs,
    OptionId, Seat, Suit, Table, TableSetup,
};

const CODES: [CodeId; 3] = [CodeId::Rubber, CodeId::Duplicate2017, CodeId::Duplicate2007];

/// An election as the event writes it: seat, option, call, suit.
type Elect = (Option<Seat>, OptionId, Option<Call>, Option<Suit>);

fn all_calls() -> CallSet {
    CallSet::BIDS
        .union(CallSet::PASS)
        .union(CallSet::DOUBLE)
        .union(CallSet::REDOUBLE)
}

fn event((seat, option, call, suit): Elect) -> Event {
    Event::Elect {
        seat,
        option,
        call,
        suit,
        also: Vec::new(),
    }
}

fn show(e: &Elect) -> String {
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
fn implied(elections: &[Election]) -> HashSet<Elect> {
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
fn tried(table: &Table) -> Vec<Elect> {
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

/// The elections the table takes, each tried on a copy.
fn accepted(table: &Table) -> HashSet<Elect> {
    let mut probe = table.clone();
    let mut set = HashSet::new();
    for e in tried(table) {
        // A refused event leaves the table as it was: one copy serves
        // until an election is taken.
        if probe.apply(event(e)).is_ok() {
            set.insert(e);
            probe = table.clone();
        }
    }
    set
}

/// The listing is what the table takes; returns what it takes, in the
/// order of the scripts' words. `context` says where the table comes from,
/// for a failure.
fn check(table: &Table, context: &dyn Fn() -> String) -> Vec<Elect> {
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
                table.clone().apply(event(e)).is_err(),
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

fn script_of(table: &Table) -> String {
    tablelaw_formats::write(table.setup(), &table.log())
}

// ----- the scripts -----

/// Whether the script is one of contract bridge (no `laws` line of another game).
fn is_contract_bridge(text: &str) -> bool {
    !text.lines().any(|l| {
        let words: Vec<&str> = l.split_whitespace().collect();
        matches!(
            words.as_slice(),
            ["laws", "auction-bridge" | "bridge-whist" | "euchre", ..]
        )
    })
}

#[test]
fn every_prefix_of_every_contract_bridge_script_lists_exactly_what_is_taken() {
    let dir =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../tablelaw-cli/tests/scripts");
    let mut paths: Vec<_> = std::fs::read_dir(&dir)
        .expect("the scripts")
        .map(|e| e.expect("an entry").path())
        .filter(|p| p.extension().is_some_and(|x| x == "tl"))
        .collect();
    paths.sort();
    let mut scripts = 0;
    let mut pending = 0;
    let mut options_seen = HashSet::new();
    for path in paths {
        let text = std::fs::read_to_string(&path).expect("a script");
        if !is_contract_bridge(&text) {
            continue;
        }
        // A script written to show a syntax error does not read.
        let Ok(script) = tablelaw_formats::parse(&text) else {
            continue;
        };
        scripts += 1;
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        for code in CODES {
            let setup = TableSetup {
                code,
                ..script.setup.clone()
            };
            let mut t = Table::with_setup(setup);
            for i in 0..=script.events.len() {
                let context =
                    || format!("{name} under {code}, after event {i}:\n{}", script_of(&t));
                check(&t, &context);
                if let Some((_, r)) = t.pending() {
                    pending += 1;
                    options_seen.extend(r.options.iter().map(|o| o.id));
                }
                if let Some((event, _)) = script.events.get(i) {
                    // An event a code does not take is passed over.
                    let _ = t.apply(event.clone());
                }
            }
        }
    }
    assert!(scripts >= 80, "only {scripts} scripts read");
    assert!(pending >= 200, "only {pending} pending rulings");
    // Every option a contract-bridge ruling offers was offered somewhere.
    for option in [
        OptionId::Accept,
        OptionId::Correct,
        OptionId::Cancel,
        OptionId::LowestSufficient,
        OptionId::OtherSufficientOrPass,
        OptionId::FirstCallStands,
        OptionId::OtherCall,
        // Not `keep`: the one script of Law 21 changes to a call over which
        // the LHO's call is no longer legal (the test of Law 21 has it).
        OptionId::Change,
        OptionId::Penalty,
        OptionId::Condone,
        OptionId::RequireLead,
        OptionId::ProhibitLead,
        OptionId::NoLeadRestriction,
        OptionId::PenaltyCards,
        OptionId::PickUp,
        OptionId::Comparable,
        OptionId::NotComparable,
        OptionId::LeadFromHand,
        OptionId::LeadFromDummy,
    ] {
        assert!(options_seen.contains(&option), "{option} never offered");
    }
}

// ----- random deals -----

/// The number of cases: `TABLELAW_CASES`, or `default`.
fn cases(default: u32) -> u32 {
    std::env::var("TABLELAW_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

fn pick<T: Copy>(items: &[T], pick: usize) -> Option<T> {
    (!items.is_empty()).then(|| items[pick % items.len()])
}

/// A bid of one to nine (eight and nine are Law 38's).
fn bid(pick: usize) -> Call {
    let level = 1 + (pick % 9) as u8;
    let d = tablelaw::Denomination::ALL[(pick / 9) % 5];
    Call::Bid(tablelaw::Bid::new(level, d).expect("a level of one to nine"))
}

/// An irregular event of the kinds the laws rule, from `n`. In the
/// auction: calls out of rotation, insufficient, inadmissible, artificial
/// or simultaneous; changes of call with each finding, by a player who
/// called lately; cards exposed or led. After it: cards played out of turn
/// or not following suit, designations in words, cards exposed, now and
/// then a call (Law 39). Elections by anyone, throughout.
fn irregular(t: &Table, n: usize) -> Event {
    let seat = Seat::ALL[n % 4];
    let p = n / 4;
    let call = match p % 5 {
        0 => Call::Pass,
        1 => Call::Double,
        2 => Call::Redouble,
        _ => bid(p / 5),
    };
    let held: Vec<_> = t
        .deal()
        .map(|d| d.hand(seat).iter().collect())
        .unwrap_or_default();
    let card = pick(&held, p / 7);
    let kind = (p / 5) % 10;
    if kind == 9 {
        return Event::Elect {
            seat: Some(seat),
            option: OptionId::ALL[p % OptionId::ALL.len()],
            call: None,
            suit: None,
            also: Vec::new(),
        };
    }
    if t.is_closed() {
        return match kind {
            0 => Event::call(seat, call),
            1..=2 => Event::Designate {
                words: [
                    "high",
                    "low",
                    "a club",
                    "the king",
                    "ruff it",
                    "play anything",
                ][p % 6]
                    .to_owned(),
                intended: None,
            },
            3 => Event::Expose {
                seat,
                cards: card.into_iter().collect(),
                led: false,
            },
            _ => match card {
                Some(card) => Event::Play { seat, card },
                None => Event::call(seat, call),
            },
        };
    }
    match kind {
        0..=3 => Event::call(seat, call),
        4 => Event::Call {
            seat,
            call,
            annotation: Annotation {
                relates_to: vec![Suit::ALL[p % 4]],
                simultaneous: p.is_multiple_of(3),
                ..Annotation::default()
            },
        },
        5..=7 => {
            // By one of the last three to call: a change of his own call,
            // or of his call over which the LHO has called since (Law 21).
            let recent: Vec<Seat> = t.calls().iter().rev().take(3).map(|r| r.seat).collect();
            Event::Change {
                seat: pick(&recent, p).unwrap_or(seat),
                call,
                finding: [
                    ChangeFinding::Deliberate,
                    ChangeFinding::Inadvertent,
                    ChangeFinding::Misinformation,
                    ChangeFinding::OwnMisunderstanding,
                ][(p / 3) % 4],
            }
        }
        _ => Event::Expose {
            seat,
            cards: card.into_iter().collect(),
            led: p.is_multiple_of(2),
        },
    }
}

/// A regular event: a legal call (mostly a pass) or a legal card.
fn regular(t: &Table, n: usize) -> Option<Event> {
    if let Some(play) = t.play() {
        let seat = play.turn()?;
        let cards: Vec<_> = play.legal_plays().iter().collect();
        return pick(&cards, n).map(|card| Event::Play { seat, card });
    }
    let seat = t.turn()?;
    let legal: Vec<Call> = t.legal_calls().iter().collect();
    let call = if n.is_multiple_of(3) {
        pick(&legal, n / 3)?
    } else if legal.contains(&Call::Pass) {
        Call::Pass
    } else {
        pick(&legal, n)?
    };
    Some(Event::call(seat, call))
}

fn random_deal(seed: u64) -> Deal {
    let mut x = seed;
    Deal::random(move || {
        // splitmix64
        x = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = x;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    })
}

proptest! {
    // TABLELAW_CASES sets the number of cases for a longer run.
    #![proptest_config(ProptestConfig { cases: cases(48), ..ProptestConfig::default() })]

    #[test]
    fn random_deals_with_irregular_events_list_exactly_what_is_taken(
        code in prop::sample::select(CODES.to_vec()),
        seed in any::<u64>(),
        dealer in 0usize..4,
        steps in prop::collection::vec((0u8..100, any::<usize>()), 0..200),
    ) {
        let mut t = Table::with_setup(TableSetup {
            code,
            dealer: Seat::ALL[dealer],
            deal: Some(random_deal(seed)),
            vulnerability: Default::default(),
        });
        for (roll, n) in steps {
            let taken = check(&t, &|| format!("under {code}:\n{}", script_of(&t)));
            if let Some((seat, cards)) = t.pending_card() {
                // Law 46, 50(a): named by playing it.
                let cards: Vec<_> = cards.iter().collect();
                if let Some(card) = pick(&cards, n) {
                    t.apply(Event::Play { seat, card }).expect("a candidate card");
                }
                continue;
            }
            if t.pending().is_some() {
                // Elect one of those the table takes (found by the oracle,
                // not by the listing under test).
                let Some(e) = pick(&taken, n) else { break };
                t.apply(event(e)).expect("an election the table took");
                continue;
            }
            let event = if roll < 30 { Some(irregular(&t, n)) } else { regular(&t, n) };
            let Some(event) = event else { break };
            if let Err(tablelaw::EventError::MustRepeat { seat, call }) = t.apply(event) {
                let _ = t.apply(Event::call(seat, call));
            }
        }
    }
}

// ----- the laws, one situation each -----

fn seat(s: &str) -> Seat {
    s.parse().unwrap()
}

fn c(s: &str) -> Call {
    s.parse().unwrap()
}

fn calls(s: &str) -> CallSet {
    s.split_whitespace().fold(CallSet::EMPTY, |set, call| {
        set.union(CallSet::single(c(call)))
    })
}

/// A table read from a script (header lines and events).
fn table(script: &str) -> Table {
    let script = tablelaw_formats::parse(script).expect("the script reads");
    let mut t = Table::with_setup(script.setup);
    for (e, at) in script.events {
        t.apply(e.clone())
            .unwrap_or_else(|err| panic!("{at}: {e:?}: {err}"));
    }
    t
}

fn by(option: OptionId, s: &str) -> Election {
    Election::by_seat(option, seat(s))
}

/// Asserts the listing and that the table takes exactly what it implies.
fn assert_elections(t: &Table, expected: &[Election]) {
    assert_eq!(t.elections(), expected);
    check(t, &|| script_of(t));
}

#[test]
fn nothing_pending_no_elections() {
    let t = table("laws rubber\ndealer N\nN 1S\nE Pass");
    assert_elections(&t, &[]);
}

#[test]
fn rubber_law_27_insufficient_bid_elections_are_lho_accept_or_correct() {
    let t = table("laws rubber\ndealer N\nN 1S\nE 1H");
    assert_elections(&t, &[by(OptionId::Accept, "S"), by(OptionId::Correct, "S")]);
}

#[test]
fn rubber_law_27_the_offender_substitutes_the_lowest_sufficient_bid_or_names_another_call() {
    let t = table("laws rubber\ndealer N\nN 1S\nE 1H\nS elect correct");
    let above_1s =
        CallSet::bids_above(tablelaw::Bid::new(1, tablelaw::Denomination::Spades).unwrap());
    assert_elections(
        &t,
        &[
            by(OptionId::LowestSufficient, "E"),
            // 27(b): an attempted double or redouble is named, and cancelled.
            by(OptionId::OtherSufficientOrPass, "E").needing(Needs::Call {
                calls: above_1s.union(calls("Pass X XX")),
            }),
        ],
    );
}

#[test]
fn duplicate_2017_law_27b4_the_offender_may_name_another_insufficient_bid() {
    let t = table("laws duplicate-2017\ndealer N\nN 1S\nE 1H\nS elect correct");
    assert_elections(
        &t,
        &[
            by(OptionId::LowestSufficient, "E"),
            by(OptionId::OtherSufficientOrPass, "E").needing(Needs::Call { calls: all_calls() }),
        ],
    );
}

#[test]
fn duplicate_2017_law_27b3_a_silenced_partner_leaves_no_double_to_name() {
    // 27B4: a second insufficient bid not accepted is ruled as B3.
    let t = table(
        "laws duplicate-2017\ndealer N\nN 2S\nE 1H\nS elect correct\nE elect other-sufficient-or-pass 1D\nS elect correct",
    );
    let pending = t.pending().unwrap().1.law.to_string();
    assert_eq!(pending, "duplicate-2017 Law 27B4");
    assert_elections(
        &t,
        &[
            by(OptionId::LowestSufficient, "E"),
            by(OptionId::OtherSufficientOrPass, "E").needing(Needs::Call {
                calls: CallSet::BIDS.union(CallSet::PASS),
            }),
        ],
    );
}

#[test]
fn duplicate_2017_law_27c_a_premature_bid_of_more_than_eight_cannot_be_the_correction() {
    // 27C: East replaced 1H by 8NT before the ruling; refused as his
    // correction (Law 27 wants a legal call), South may only accept 1H.
    let t = table("laws duplicate-2017\ndealer N\nN 1S\nE 1H\nE 8NT");
    assert_elections(&t, &[by(OptionId::Accept, "S")]);
}

#[test]
fn duplicate_2017_law_23_comparable_is_the_directors() {
    let t = table("laws duplicate-2017\ndealer N\nN 1S\nE 1H\nS elect correct\nE 2C");
    assert_elections(
        &t,
        &[
            Election::by_director(OptionId::Comparable),
            Election::by_director(OptionId::NotComparable),
        ],
    );
}

#[test]
fn rubber_law_29_lho_accepts_or_cancels_a_call_out_of_rotation() {
    let t = table("laws rubber\ndealer N\nN 1H\nS 2H");
    assert_elections(&t, &[by(OptionId::Accept, "W"), by(OptionId::Cancel, "W")]);
}

#[test]
fn rubber_law_25_b_the_first_call_stands_or_another_legal_call_named_or_not() {
    let t = table("laws rubber\ndealer N\nN 1H\nE 1S\nE change 2D deliberate");
    let above_1h =
        CallSet::bids_above(tablelaw::Bid::new(1, tablelaw::Denomination::Hearts).unwrap());
    assert_elections(
        &t,
        &[
            by(OptionId::FirstCallStands, "E"),
            // Without a call: the 2D he substituted.
            by(OptionId::OtherCall, "E"),
            by(OptionId::OtherCall, "E").needing(Needs::Call {
                calls: above_1h.union(calls("Pass X")).without(calls("1S")),
            }),
        ],
    );
}

#[test]
fn duplicate_2017_law_25b_the_lho_accepts_a_legal_substitute_or_cancels_it() {
    let t = table("laws duplicate-2017\ndealer N\nN 1H\nN change 1S deliberate");
    assert_elections(&t, &[by(OptionId::Accept, "E"), by(OptionId::Cancel, "E")]);
    // A substitute not legal in place of the first call cannot be accepted.
    let t = table("laws duplicate-2017\ndealer N\nN 1H\nE 1S\nE change 1D deliberate");
    assert_elections(&t, &[by(OptionId::Cancel, "S")]);
}

#[test]
fn rubber_laws_36_39_the_director_assesses_condoning_is_by_lhos_call() {
    let t = table("laws rubber\ndealer N\nN 1S\nE Pass\nS X");
    assert_elections(&t, &[Election::by_director(OptionId::Penalty)]);
}

#[test]
fn rubber_law_21_the_lho_keeps_his_call_or_names_another_legal_where_it_stands() {
    let t = table(
        "laws rubber\ndealer N\nN 1C alert\nS explains 1C \"natural\"\nE Pass\nS 1H\nE change 1D misinformation",
    );
    let above_1d =
        CallSet::bids_above(tablelaw::Bid::new(1, tablelaw::Denomination::Diamonds).unwrap());
    assert_elections(
        &t,
        &[
            by(OptionId::Keep, "S"),
            by(OptionId::Change, "S").needing(Needs::Call {
                calls: above_1d.union(calls("Pass X")).without(calls("1H")),
            }),
        ],
    );
    // Over 1S his 1H is no longer legal: he must change it.
    let t = table(
        "laws rubber\ndealer N\nN 1C alert\nS explains 1C \"natural\"\nE Pass\nS 1H\nE change 1S misinformation",
    );
    let above_1s =
        CallSet::bids_above(tablelaw::Bid::new(1, tablelaw::Denomination::Spades).unwrap());
    assert_elections(
        &t,
        &[by(OptionId::Change, "S").needing(Needs::Call {
            calls: above_1s.union(calls("Pass X")),
        })],
    );
}

const DEAL: &str = "deal N:KT8.A96.A95.7542 Q5.KJ52.KQ874.T8 AJ92.874.JT6.AQ3 7643.QT3.32.KJ96";

#[test]
fn rubber_law_26_a_declarer_requires_or_prohibits_the_suit_named() {
    let t = table(&format!(
        "laws rubber\ndealer N\n{DEAL}\nN 1S\nW 2H\nN elect cancel\nE pass\nS 2S\nW 3C\nN 3S\nE pass\nS pass\nW pass"
    ));
    let hearts = || Needs::Suit {
        suits: vec![Suit::Hearts],
    };
    assert_elections(
        &t,
        &[
            by(OptionId::RequireLead, "N").needing(hearts()),
            by(OptionId::ProhibitLead, "N").needing(hearts()),
            by(OptionId::NoLeadRestriction, "N"),
        ],
    );
}

#[test]
fn duplicate_2017_law_26b_declarer_prohibits_a_suit_the_offender_did_not_specify() {
    // West's 2H out of rotation is cancelled; he bids 3C later: East may
    // be barred from any suit West did not specify, spades, diamonds or hearts.
    let t = table(&format!(
        "laws duplicate-2017\ndealer N\n{DEAL}\nN 1S\nW 2H\nN elect cancel\nE pass\nS 2S\nW 3C\nelect not-comparable\nN 3S\nE pass\nS pass\nW pass"
    ));
    let (law, _) = (t.pending().unwrap().1.law.to_string(), ());
    assert_eq!(law, "duplicate-2017 Law 26");
    assert_elections(
        &t,
        &[
            by(OptionId::ProhibitLead, "N").needing(Needs::Suit {
                suits: vec![Suit::Spades, Suit::Hearts, Suit::Diamonds],
            }),
            by(OptionId::NoLeadRestriction, "N"),
        ],
    );
}

#[test]
fn rubber_law_23_declarer_treats_exposed_cards_as_penalty_cards_or_not() {
    let t = table(&format!(
        "laws rubber\ndealer N\n{DEAL}\nN 1S\nW exposes S7 S6\nE pass\nS 2S\nW pass\nN pass\nE pass"
    ));
    assert_elections(
        &t,
        &[by(OptionId::PenaltyCards, "N"), by(OptionId::PickUp, "N")],
    );
}

#[test]
fn rubber_law_46_a_card_named_by_the_defenders_is_played_not_elected() {
    let t = table(&format!(
        "laws rubber\ndealer N\n{DEAL}\nN 1S\nE pass\nS 2S\nW pass\nN pass\nE pass\nE HK\ndesignate \"play anything\""
    ));
    assert!(t.pending_card().is_some());
    assert_elections(&t, &[]);
}

#[test]
fn rubber_law_50_a_the_penalty_card_declarer_chooses_is_played_not_elected() {
    let t = table(&format!(
        "laws rubber\ndealer N\n{DEAL}\nN 1S\nW exposes S7 S6\nE pass\nS 2S\nW pass\nN pass\nE pass\nN elect penalty-cards\nN elect no-lead-restriction\nE S5\nS S2"
    ));
    assert!(t.pending_card().is_some());
    assert_elections(&t, &[]);
}

#[test]
fn duplicate_2017_law_25b1_the_finding_waits_on_the_call_made_over_the_change() {
    // East changes his pass to 1D; South accepts by calling 2C over it, and
    // his call is ruled on once the director finds whether 1D is
    // comparable.
    let t = table("laws duplicate-2017\ndealer N\nN 1C\nE Pass\nE change 1D deliberate\nS 2C");
    assert_elections(
        &t,
        &[
            Election::by_director(OptionId::Comparable),
            Election::by_director(OptionId::NotComparable),
        ],
    );
    // Here South had to repeat his 1H (31A1: East, his RHO, had passed);
    // the pass is withdrawn by the change, so the duty lapses with it and
    // South's 2C over 1D is a call Law 31A2 judges: the director's finding
    // on 1D is taken, then the one on 2C.
    let t = table(
        "laws duplicate-2017\ndealer N\nN 1C\nS 1H\nW elect cancel\nE Pass\nE change 1D deliberate\nS 2C",
    );
    assert_elections(
        &t,
        &[
            Election::by_director(OptionId::Comparable),
            Election::by_director(OptionId::NotComparable),
        ],
    );
}
