//! `ContractBridge::elections` lists exactly the elections the pending
//! ruling would accept, checked by the oracle of
//! `elections_contract_bridge_oracle/` over every prefix of the
//! contract-bridge scripts of `tablelaw-cli/tests/scripts` under each
//! contract-bridge code, and over random deals with irregular events. The
//! listing for one situation under each law is in
//! `elections_contract_bridge_laws.rs`.

use std::collections::HashSet;

use proptest::prelude::*;
use tablelaw::{
    Annotation, Call, ChangeFinding, Deal, Event, OptionId, Seat, Suit, Table, TableSetup,
};

mod elections_contract_bridge_oracle;
use elections_contract_bridge_oracle::*;

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
