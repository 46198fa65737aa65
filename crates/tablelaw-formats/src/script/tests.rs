use tablelaw::{
    Annotation, Call, Card, ChangeFinding, CodeId, Deal, Event, Finding, OptionId, Seat, Suit,
    Understanding,
};

use super::*;

#[path = "tests_errors.rs"]
mod errors;

const DEAL: &str = "N:KT8.A96.A95.7542 Q5.KJ52.KQ874.T8 AJ92.874.JT6.AQ3 7643.QT3.32.KJ96";

fn call(s: &str) -> Call {
    s.parse().unwrap()
}

fn card(s: &str) -> Card {
    s.parse().unwrap()
}

/// The one event of `dealer N` followed by `line`.
fn event(line: &str) -> Event {
    let script = parse(&format!("dealer N\n{line}\n")).unwrap_or_else(|e| panic!("{line}: {e}"));
    assert_eq!(script.events.len(), 1, "{line}");
    let from_line = parse_event_line(line, 1).unwrap().unwrap();
    assert_eq!(from_line, script.events[0].0, "{line}");
    script.events[0].0.clone()
}

fn annotated(line: &str) -> Annotation {
    match event(line) {
        Event::Call { annotation, .. } => annotation,
        other => panic!("{line}: {other:?}"),
    }
}

fn error(text: &str) -> ScriptError {
    match parse(text) {
        Ok(script) => panic!("{text:?} read as {script:?}"),
        Err(e) => e,
    }
}

/// The line, column, expected and found of the error of `text`.
fn at(text: &str) -> (usize, usize, String, String) {
    let e = error(text);
    (e.position.line, e.position.column, e.expected, e.found)
}

fn pos(text: &str) -> (usize, usize) {
    let e = error(text);
    (e.position.line, e.position.column)
}

#[test]
fn header_lines() {
    let s = parse("dealer N").unwrap();
    assert_eq!(s.setup.code, CodeId::Duplicate2017, "the default code");
    assert_eq!(s.setup.dealer, Seat::North);
    assert_eq!(s.setup.deal, None);
    assert!(s.events.is_empty());
    let s = parse(&format!("LAWS Rubber\nDealer west\ndeal {DEAL}\n")).unwrap();
    assert_eq!(s.setup.code, CodeId::Rubber);
    assert_eq!(s.setup.dealer, Seat::West);
    assert_eq!(s.setup.deal, Some(DEAL.parse::<Deal>().unwrap()));
    for (word, seat) in [
        ("n", Seat::North),
        ("EAST", Seat::East),
        ("South", Seat::South),
        ("W", Seat::West),
    ] {
        assert_eq!(parse(&format!("dealer {word}")).unwrap().setup.dealer, seat);
    }
    let s = parse("dealer E\ndeal S:- AJ92.874.JT6.AQ3 - -   # West only\n").unwrap();
    let deal = s.setup.deal.unwrap();
    assert!(deal.is_known(Seat::West) && !deal.is_known(Seat::North));
}

#[test]
fn calls_in_every_spelling() {
    for (text, c) in [
        ("N 1H", "1H"),
        ("n 1♥", "1H"),
        ("North 1nt", "1NT"),
        ("north 3N", "3NT"),
        ("E p", "pass"),
        ("E PASS", "pass"),
        ("S x", "x"),
        ("S dbl", "x"),
        ("W xx", "xx"),
        ("W 8S", "8S"),
    ] {
        let seat: Seat = text.split(' ').next().unwrap().parse().unwrap();
        assert_eq!(event(text), Event::call(seat, call(c)), "{text}");
    }
}

#[test]
fn every_annotation() {
    assert!(annotated("N 1C alert").alert);
    assert!(annotated("N 1C !").alert);
    assert!(annotated("N 1C ALERT").alert);
    assert_eq!(
        annotated("N 2C relates HS").relates_to,
        vec![Suit::Hearts, Suit::Spades]
    );
    assert_eq!(
        annotated("N 2C relates ♥♠").relates_to,
        vec![Suit::Hearts, Suit::Spades]
    );
    assert_eq!(
        annotated("N 2C disclosed").understanding,
        Some(Understanding::DisclosedBeforehand)
    );
    assert_eq!(
        annotated("N 2C Disclosed-At-The-Time").understanding,
        Some(Understanding::DisclosedAtTheTime)
    );
    assert_eq!(
        annotated("N 2C undisclosed").understanding,
        Some(Understanding::Undisclosed)
    );
    assert_eq!(
        annotated("E x stating 1♠").stated,
        call("1S").bid(),
        "Law 19"
    );
    assert!(annotated("E 1S simultaneous").simultaneous);
    let all = annotated("N 2C simultaneous stating 1D undisclosed relates DC ! # all five");
    assert_eq!(
        all,
        Annotation {
            alert: true,
            relates_to: vec![Suit::Diamonds, Suit::Clubs],
            understanding: Some(Understanding::Undisclosed),
            stated: call("1D").bid(),
            simultaneous: true,
        }
    );
    assert!(annotated("N 1C").is_empty());
}

#[test]
fn changes_with_every_finding() {
    for (word, finding) in [
        ("", ChangeFinding::Deliberate),
        (" deliberate", ChangeFinding::Deliberate),
        (" inadvertent", ChangeFinding::Inadvertent),
        (" MISINFORMATION", ChangeFinding::Misinformation),
        (" misunderstanding", ChangeFinding::OwnMisunderstanding),
    ] {
        assert_eq!(
            event(&format!("S change 2H{word}")),
            Event::Change {
                seat: Seat::South,
                call: call("2H"),
                finding
            }
        );
    }
}

#[test]
fn elections_with_and_without_seat_and_call() {
    assert_eq!(
        event("elect penalty"),
        Event::Elect {
            seat: None,
            option: OptionId::Penalty,
            call: None,
            suit: None,
            also: Vec::new()
        }
    );
    assert_eq!(
        event("E elect other-call 2NT"),
        Event::Elect {
            seat: Some(Seat::East),
            option: OptionId::OtherCall,
            call: Some(call("2NT")),
            suit: None,
            also: Vec::new()
        }
    );
    for option in OptionId::ALL {
        let upper = option.as_str().to_uppercase();
        let (text, suit) = if option.takes_suit() {
            (format!("W ELECT {upper} hearts"), Some(Suit::Hearts))
        } else {
            (format!("W ELECT {upper}"), None)
        };
        assert_eq!(
            event(&text),
            Event::Elect {
                seat: Some(Seat::West),
                option,
                call: None,
                suit,
                also: Vec::new()
            }
        );
    }
    for word in ["H", "♥", "heart", "Hearts"] {
        assert_eq!(
            event(&format!("N elect prohibit-lead {word}")),
            Event::Elect {
                seat: Some(Seat::North),
                option: OptionId::ProhibitLead,
                call: None,
                suit: Some(Suit::Hearts),
                also: Vec::new()
            }
        );
    }
}

#[test]
fn cards_played_are_written_suit_first() {
    assert_eq!(
        event("W SQ"),
        Event::Play {
            seat: Seat::West,
            card: card("SQ")
        }
    );
    assert_eq!(
        event("E ♥10"),
        Event::Play {
            seat: Seat::East,
            card: card("HT")
        }
    );
    // A digit first is a call: `W 2C` bids two clubs.
    assert!(matches!(event("W 2C"), Event::Call { .. }));
}

#[test]
fn exposures_leads_reviews_and_findings() {
    assert_eq!(
        event("W exposes SA ♥K 10d 2c"),
        Event::Expose {
            seat: Seat::West,
            cards: vec![card("SA"), card("HK"), card("DT"), card("C2")],
            led: false
        }
    );
    assert_eq!(
        event("E leads QS"),
        Event::Expose {
            seat: Seat::East,
            cards: vec![card("SQ")],
            led: true
        }
    );
    assert_eq!(event("S review"), Event::Review { seat: Seat::South });
    assert_eq!(
        event("finding damage"),
        Event::Finding(Finding::DamageLikely { ruling: None })
    );
    assert_eq!(
        event("Finding DAMAGE #3 # the third ruling"),
        Event::Finding(Finding::DamageLikely { ruling: Some(2) })
    );
    assert_eq!(
        event("finding damage # no number, a comment"),
        Event::Finding(Finding::DamageLikely { ruling: None })
    );
}

#[test]
fn explanations_quoted_and_not() {
    let explained = |line: &str| match event(line) {
        Event::Explain {
            seat,
            call: c,
            text,
        } => {
            assert_eq!((seat, c), (Seat::South, call("2C")));
            text
        }
        other => panic!("{other:?}"),
    };
    assert_eq!(
        explained("S explains 2C Stayman, asks for majors"),
        "Stayman, asks for majors"
    );
    assert_eq!(
        explained("S explains 2C   Stayman   # a comment"),
        "Stayman"
    );
    assert_eq!(
        explained(r#"S explains 2C "asks for \"majors\" # not a comment""#),
        "asks for \"majors\" # not a comment"
    );
    assert_eq!(
        explained(r#"S explains 2c "back\\slash\nnew line" # comment"#),
        "back\\slash\nnew line"
    );
    assert_eq!(explained(r#"S explains 2C " padded ""#), " padded ");
    assert_eq!(
        explained(r#"S explains 2C a "quote" inside"#),
        "a \"quote\" inside"
    );
}

#[test]
fn comments_blank_lines_crlf_and_bom() {
    let text = "\u{feff}# board 1\r\n\r\n   laws rubber   \r\n\tdealer S # South deals\r\n\r\nS 1H#no space before the comment\r\n  W 1S alert\r\n# the end";
    let s = parse(text).unwrap();
    assert_eq!(s.setup.dealer, Seat::South);
    assert_eq!(
        s.events,
        vec![
            (
                Event::call(Seat::South, call("1H")),
                Position { line: 6, column: 1 }
            ),
            (
                Event::Call {
                    seat: Seat::West,
                    call: call("1S"),
                    annotation: Annotation {
                        alert: true,
                        ..Annotation::default()
                    }
                },
                Position { line: 7, column: 3 }
            ),
        ]
    );
    // The byte order mark is not a column.
    assert_eq!(pos("\u{feff}dealer Q"), (1, 8));
    assert_eq!(
        parse("").unwrap_err().position,
        Position { line: 1, column: 1 }
    );
}

#[test]
fn event_lines() {
    assert_eq!(parse_event_line("", 1), Ok(None));
    assert_eq!(parse_event_line("   # just a comment\r\n", 1), Ok(None));
    assert_eq!(
        parse_event_line("N 1H\r\n", 1),
        Ok(Some(Event::call(Seat::North, call("1H"))))
    );
    let e = parse_event_line("dealer N", 4).unwrap_err();
    assert_eq!(
        (e.position, e.found.as_str()),
        (Position { line: 4, column: 1 }, "`dealer`")
    );
    assert_eq!(
        parse_event_line("N 1H\nE 1S", 2).unwrap_err().position,
        Position { line: 2, column: 5 }
    );
    assert_eq!(
        parse_event_line("S 1Q", 12).unwrap_err().position,
        Position {
            line: 12,
            column: 3
        }
    );
    assert_eq!(
        Statement::parse_line("laws rubber\n", 1),
        Ok(Some(Statement::Laws(CodeId::Rubber)))
    );
}

/// A script with every kind of event, every annotation and every finding.
const SAMPLE: &str = r#"laws rubber
dealer N
deal N:KT8.A96.A95.7542 Q5.KJ52.KQ874.T8 AJ92.874.JT6.AQ3 7643.QT3.32.KJ96
N 1C alert relates DH disclosed
E x stating 1C simultaneous
S 1♥ ! disclosed-at-the-time
W 1d undisclosed
N change 1S inadvertent
E change pass misinformation
S change 2H misunderstanding
W change 2S
elect condone
E elect other-call 3NT
W exposes SA ♥K
E leads D2
S review
N explains 1C "short \"club\", 2+ \\ maybe\nsecond line"
W explains 1D natural  # unquoted
finding damage
finding damage #2
N 8S
"#;

#[test]
fn round_trip_of_every_event_kind() {
    let first = parse(SAMPLE).unwrap();
    assert_eq!(first.events.len(), 18);
    let events: Vec<Event> = first.events.iter().map(|(e, _)| e.clone()).collect();
    let written = write(&first.setup, &events);
    let second = parse(&written).unwrap_or_else(|e| panic!("{e}\n{written}"));
    assert_eq!(second.setup, first.setup);
    let again: Vec<Event> = second.events.into_iter().map(|(e, _)| e).collect();
    assert_eq!(again, events);
    assert_eq!(write(&second.setup, &again), written);
}

#[test]
fn writes_the_strict_form() {
    let s = parse(SAMPLE).unwrap();
    let events: Vec<Event> = s.events.iter().map(|(e, _)| e.clone()).collect();
    let expected = r#"laws rubber
dealer N
deal N:KT8.A96.A95.7542 Q5.KJ52.KQ874.T8 AJ92.874.JT6.AQ3 7643.QT3.32.KJ96
N 1C alert relates DH disclosed
E X stating 1C simultaneous
S 1H alert disclosed-at-the-time
W 1D undisclosed
N change 1S inadvertent
E change Pass misinformation
S change 2H misunderstanding
W change 2S deliberate
elect condone
E elect other-call 3NT
W exposes SA HK
E leads D2
S review
N explains 1C "short \"club\", 2+ \\ maybe\nsecond line"
W explains 1D "natural"
finding damage
finding damage #2
N 8S
"#;
    assert_eq!(write(&s.setup, &events), expected);
    // The deal is written from the dealer.
    let s = parse(&format!("dealer E\ndeal {DEAL}")).unwrap();
    assert!(write(&s.setup, &[]).contains("deal E:Q5.KJ52"));
    assert_eq!(Statement::Dealer(Seat::West).to_string(), "dealer W");
    assert_eq!(
        Statement::Event(Event::Review { seat: Seat::East }).to_string(),
        "E review"
    );
}

#[test]
fn the_last_ruling_index_round_trips() {
    let events = [Event::Finding(Finding::DamageLikely {
        ruling: Some(usize::MAX),
    })];
    let s = parse("dealer N").unwrap();
    let written = write(&s.setup, &events);
    let back: Vec<Event> = parse(&written)
        .unwrap()
        .events
        .into_iter()
        .map(|(e, _)| e)
        .collect();
    assert_eq!(back, events);
}

#[test]
fn the_sample_referees() {
    // The reader does not apply the laws, but what it reads is what the
    // library takes: a plain auction with an insufficient bid.
    let s = parse("dealer N\nN 1S\nE 1H\nS elect correct\nE 2H\n").unwrap();
    let table = tablelaw::Table::from_log(s.setup, s.events.into_iter().map(|(e, _)| e)).unwrap();
    assert_eq!(table.turn(), Some(Seat::South));
}

#[test]
fn designations_of_dummys_card() {
    assert_eq!(
        event("designate \"high\""),
        Event::Designate {
            words: "high".into(),
            intended: None
        }
    );
    assert_eq!(
        event("decl: the king of spades"),
        Event::Designate {
            words: "the king of spades".into(),
            intended: None
        }
    );
    assert_eq!(
        event("designate \"the king\" intended HK"),
        Event::Designate {
            words: "the king".into(),
            intended: Some(card("HK"))
        }
    );
    assert_eq!(
        event("designate the king intended HK"),
        Event::Designate {
            words: "the king".into(),
            intended: Some(card("HK"))
        }
    );
}

#[test]
fn vulnerability_header() {
    let script = parse("dealer N\nvulnerable ns\nN 1H\n").unwrap();
    assert_eq!(
        script.setup.vulnerability,
        tablelaw::score::Vulnerability::NorthSouth
    );
    let script = parse("dealer N\nN 1H\n").unwrap();
    assert_eq!(
        script.setup.vulnerability,
        tablelaw::score::Vulnerability::Neither
    );
    let written = write(&parse("vulnerable BOTH\ndealer E\n").unwrap().setup, &[]);
    assert!(written.contains("vulnerable both"), "{written}");
    assert!(parse("dealer N\nvulnerable north").is_err());
}
