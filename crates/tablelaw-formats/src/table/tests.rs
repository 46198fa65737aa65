use serde_json::json;
use tablelaw::{CodeId, Seat};

use super::*;

const DEAL: &str = "N:KT8.A96.A95.7542 Q5.KJ52.KQ874.T8 AJ92.874.JT6.AQ3 7643.QT3.32.KJ96";
const EUCHRE: &str =
    "laws euchre\ndealer N\ndeal N:.AKJ.7.7 AKQ..A.A JT...QJT 98..KQ.K turned H9\n";

/// A script of each game with an irregularity ruled in it.
fn scripts() -> Vec<String> {
    vec![
        format!("laws rubber\ndealer S\ndeal {DEAL}\nW 1NT\nN elect cancel\nS 1H\n"),
        format!("laws duplicate-2017\ndealer N\ndeal {DEAL}\nN 1S\nE 1H\n"),
        "laws auction-bridge\ndealer S\nS 1H\nW 1S\n".to_owned(),
        "laws bridge-whist\ndealer S\nS bridges\nN makes H\nW double\n".to_owned(),
        // A rubber of three deals: told tricks, the next deal, its cards given.
        format!(
            "laws rubber\ndealer N\nN 4S\nE pass\nS pass\nW pass\nresult 10\ndeal\nE pass\nS 2H\nW pass\nN pass\nE pass\nresult 7\ndeal {DEAL}\nS 1NT\n"
        ),
        "laws auction-bridge\ndealer S\nS 1H\nW pass\nN pass\nE pass\nresult 7\ndeal\nW 1S\n"
            .to_owned(),
        format!("{EUCHRE}E pass\nW order-up\n"),
    ]
}

fn state(t: &AnyTable) -> (Vec<String>, Value, Vec<String>) {
    (
        t.events(),
        serde_json::to_value(t.report()).unwrap(),
        t.legal_actions(),
    )
}

#[test]
fn a_table_of_every_game_folds_again_from_its_header_and_lines() {
    for text in scripts() {
        let (table, lines) = AnyTable::from_script(&text, None).expect(&text);
        assert!(!lines.is_empty(), "{text}");
        assert_eq!(table.len(), lines.len(), "{text}");
        let again = AnyTable::fold(&table.header(), &lines).expect(&text);
        assert_eq!(state(&again), state(&table), "{text}");
        assert_eq!(again.code(), table.code());
        // The script reads back to the same table too.
        let (read, _) = AnyTable::from_script(&table.script(), None).expect(&text);
        assert_eq!(state(&read), state(&table), "{text}");
    }
}

#[test]
fn the_codes_and_the_games_are_the_script_s() {
    let codes: Vec<CodeId> = scripts()
        .iter()
        .map(|t| AnyTable::from_script(t, None).unwrap().0.code())
        .collect();
    assert_eq!(
        codes,
        [
            CodeId::Rubber,
            CodeId::Duplicate2017,
            CodeId::AuctionBridge,
            CodeId::BridgeWhist,
            CodeId::Rubber,
            CodeId::AuctionBridge,
            CodeId::Euchre
        ]
    );
    let (t, _) = AnyTable::from_script(&scripts()[0], Some(CodeId::Duplicate2007)).unwrap();
    assert!(matches!(t, AnyTable::ContractBridge(_)));
    assert_eq!(t.code(), CodeId::Duplicate2007);
}

#[test]
fn a_line_alone_that_does_not_read_names_its_column_and_no_line() {
    let (mut t, _) = AnyTable::from_script("laws rubber\ndealer N\nN 1H\nE pass\n", None).unwrap();
    let before = state(&t);
    let refusal = t.apply_line("S 1Z", Place::Alone).unwrap_err();
    let Refusal::Syntax {
        place,
        column,
        ref found,
        ..
    } = refusal
    else {
        panic!("{refusal:?}")
    };
    assert_eq!((place, column), (Place::Alone, 3));
    assert!(found.contains("1Z"), "{found}");
    let message = refusal.to_string();
    assert!(message.starts_with("column 3: expected "), "{message}");
    assert!(!message.contains("line"), "{message}");
    // As a reader's error, the line is the line itself: line 1.
    let e = refusal.script_error().unwrap();
    assert_eq!((e.position.line, e.position.column), (1, 3));
    assert_eq!(state(&t), before);
}

#[test]
fn a_line_of_a_script_names_its_line() {
    let refusal = AnyTable::from_script("dealer N\nN 1H\nE 2Q\n", None).unwrap_err();
    assert_eq!(refusal.place(), Some(Place::Line(3)));
    assert!(
        refusal
            .to_string()
            .starts_with("line 3, column 3: expected "),
        "{refusal}"
    );
    let refusal = AnyTable::from_script("dealer N\nN 1S\n\nS change 2C\n", None).unwrap_err();
    assert!(
        matches!(
            refusal,
            Refusal::Impossible {
                place: Place::Line(4),
                error: ImpossibleEvent::ContractBridge { .. }
            }
        ),
        "{refusal:?}"
    );
    assert!(refusal.to_string().starts_with("line 4: "), "{refusal}");
    assert!(refusal.script_error().is_none());
}

#[test]
fn a_stored_log_names_the_event_that_does_not_fold() {
    let header = "laws rubber\ndealer N\n";
    let refusal = AnyTable::fold(header, &["N 1H", "E pass", "S 2Z"]).unwrap_err();
    assert_eq!(refusal.place(), Some(Place::Event(3)));
    assert!(
        refusal
            .to_string()
            .starts_with("event 3, column 3: expected "),
        "{refusal}"
    );
    let refusal = AnyTable::fold(header, &["N 1H", "W change 2C"]).unwrap_err();
    assert!(refusal.to_string().starts_with("event 2: "), "{refusal}");
    let refusal = AnyTable::fold(header, &["N 1H", ""]).unwrap_err();
    assert_eq!(
        refusal,
        Refusal::Empty {
            place: Place::Event(2)
        }
    );
    assert_eq!(
        refusal.to_string(),
        "event 2: a blank or comment line is no event"
    );
    // A stored header holds no event.
    let refusal = AnyTable::fold("laws rubber\ndealer N\nN 1H\n", &["E pass"]).unwrap_err();
    assert!(
        matches!(
            refusal,
            Refusal::Syntax {
                place: Place::Line(3),
                column: 1,
                ..
            }
        ),
        "{refusal:?}"
    );
}

#[test]
fn an_impossible_event_leaves_every_game_s_table_unchanged() {
    for text in scripts() {
        let (mut t, _) = AnyTable::from_script(&text, None).unwrap();
        let before = state(&t);
        let seat = t.turn().unwrap_or(Seat::North);
        // An election when none is pending, or by a seat the ruling does
        // not name: no game takes both.
        let mut refused = 0;
        for line in [format!("{seat} elect no-such-option"), "N SA".to_owned()] {
            match t.apply_line(&line, Place::Alone) {
                Err(Refusal::Impossible { place, error }) => {
                    assert_eq!(place, Place::Alone);
                    assert!(!error.to_string().is_empty());
                    refused += 1;
                }
                Err(_) => {}
                Ok(l) => panic!("{text}: `{line}` taken as `{l}`"),
            }
            assert_eq!(state(&t), before, "{text}: {line}");
        }
        assert!(refused > 0, "{text}");
    }
}

#[test]
fn a_blank_line_is_no_event() {
    let (mut t, _) = AnyTable::from_script("dealer N\n", None).unwrap();
    let refusal = t.apply_line("   # a comment", Place::Alone).unwrap_err();
    assert_eq!(
        refusal,
        Refusal::Empty {
            place: Place::Alone
        }
    );
    assert_eq!(refusal.to_string(), "a blank or comment line is no event");
    assert_eq!(t.apply_lines("\n# nothing\n"), Ok(0));
}

#[test]
fn euchre_s_discard_is_the_dealer_s_law_86() {
    let (mut t, _) = AnyTable::from_script(
        &format!("{EUCHRE}E pass\nS pass\nW pass\nN take-up\n"),
        None,
    )
    .unwrap();
    let before = state(&t);
    let refusal = t.apply_line("E discard C7", Place::Alone).unwrap_err();
    assert_eq!(
        refusal,
        Refusal::Impossible {
            place: Place::Alone,
            error: ImpossibleEvent::NotTheDealer {
                seat: Seat::East,
                dealer: Seat::North
            }
        }
    );
    assert_eq!(
        refusal.to_string(),
        "East is not the dealer; North discards (euchre Law 86)"
    );
    assert_eq!(state(&t), before);
    // The dealer's seat, or none: the dealer is understood.
    let mut other = t.clone();
    assert_eq!(
        t.apply_line("N discard C7", Place::Alone).unwrap(),
        "discard C7"
    );
    assert_eq!(
        other.apply_line("discard C7", Place::Alone).unwrap(),
        "discard C7"
    );
    // In a script, the line is named.
    let text = format!("{EUCHRE}E pass\nS pass\nW pass\nN take-up\nS discard C7\n");
    let refusal = AnyTable::from_script(&text, None).unwrap_err();
    assert!(
        matches!(
            refusal,
            Refusal::Impossible {
                place: Place::Line(8),
                error: ImpossibleEvent::NotTheDealer { .. }
            }
        ),
        "{refusal:?}"
    );
}

#[test]
fn several_lines_are_applied_all_or_none() {
    let (mut t, _) = AnyTable::from_script("dealer N\n", None).unwrap();
    assert_eq!(t.apply_lines("N 1H\nE pass  # a comment\n\nS 2H"), Ok(3));
    let before = state(&t);
    let refusal = t.apply_lines("W pass\nE change 2C").unwrap_err();
    assert_eq!(refusal.place(), Some(Place::Line(2)));
    assert!(refusal.to_string().starts_with("line 2: "), "{refusal}");
    assert_eq!(state(&t), before);
    // Every line is read before any is applied.
    let refusal = t.apply_lines("W elect accept\nN 3Z").unwrap_err();
    assert!(
        matches!(
            refusal,
            Refusal::Syntax {
                place: Place::Line(2),
                ..
            }
        ),
        "{refusal:?}"
    );
    // One event alone: nothing to tell its line from.
    let refusal = t.apply_lines("\nE change 2C").unwrap_err();
    assert_eq!(refusal.place(), Some(Place::Alone));
    assert_eq!(state(&t), before);
}

#[test]
fn a_structured_event_is_the_engine_s_event() {
    let (mut t, _) = AnyTable::from_script("laws rubber\ndealer E\n", None).unwrap();
    let events = t.legal_events();
    let lines = t.legal_actions();
    assert_eq!(events.len(), lines.len());
    assert_eq!(t.apply_value(&events[5]).unwrap(), lines[5]);
    assert_eq!(t.events(), [lines[5].clone()]);
    let refusal = t
        .apply_value(&json!({ "event": "no-such-event" }))
        .unwrap_err();
    assert!(
        matches!(
            refusal,
            Refusal::NotAnEvent {
                code: CodeId::Rubber,
                ..
            }
        ),
        "{refusal:?}"
    );
    assert!(refusal.to_string().starts_with("not an event of rubber: "));
    assert_eq!(refusal.place(), None);
    let refusal = t
        .apply_value(&json!({ "event": "change", "seat": "W", "call": "2C" }))
        .unwrap_err();
    assert!(matches!(
        refusal,
        Refusal::Impossible {
            place: Place::Alone,
            ..
        }
    ));
    assert_eq!(t.len(), 1);
}

#[test]
fn undo_takes_back_no_more_than_the_log_holds() {
    let (mut t, _) = AnyTable::from_script("laws rubber\ndealer N\nN 1H\n", None).unwrap();
    let before = state(&t);
    let e = t.undo(99).unwrap_err();
    assert_eq!(e, UndoError { asked: 99, held: 1 });
    assert_eq!(
        e.to_string(),
        "cannot take back 99 events: the table has 1 event"
    );
    assert_eq!(state(&t), before);
    assert_eq!(t.undo(0), Ok(()));
    assert_eq!(state(&t), before);
    assert_eq!(t.undo(1), Ok(()));
    assert!(t.is_empty());
    assert_eq!(
        t.undo(1).unwrap_err().to_string(),
        "cannot take back 1 event: the table has no event"
    );
}

#[test]
fn the_state_is_each_game_s() {
    let (t, _) = AnyTable::from_script(&scripts()[1], None).unwrap();
    // East's insufficient bid awaits South's election (Law 27).
    let (index, ruling) = t.pending().unwrap();
    assert_eq!(index, 0);
    assert_eq!(t.rulings().len(), 1);
    assert_eq!(ruling.law.to_string(), "duplicate-2017 Law 27");
    assert!(!t.elections().is_empty());
    assert_eq!(t.dealer(), Seat::North);
    assert!(!t.is_over() && t.points().is_none());
    assert_eq!(t.report().code, "duplicate-2017");
    let AnyScript::Euchre(script) = read_any(EUCHRE, None).unwrap() else {
        panic!("a euchre script")
    };
    let table = AnyTable::from(Table::<Euchre>::with_setup(script.setup));
    assert_eq!((table.code(), table.len()), (CodeId::Euchre, 0));
}

#[test]
fn a_rubber_goes_on_deal_after_deal_line_by_line() {
    let (mut t, _) = AnyTable::from_script("laws rubber\ndealer N\nN 1S\n", None).unwrap();
    // The deal is not over: the next deal is refused, and says what to do.
    let refusal = t.apply_line("deal", Place::Alone).unwrap_err();
    assert!(refusal.to_string().contains("result N"), "{refusal}");
    for line in ["E pass", "S pass", "W pass", "result 9", "deal"] {
        t.apply_line(line, Place::Alone).unwrap();
    }
    assert_eq!(t.dealer(), Seat::East);
    let rubber = t.report().rubber.unwrap();
    assert_eq!(rubber.deal, 2);
    assert_eq!(rubber.totals.ns, 60 + 30);
    // Undone into the first deal: its told tricks are the last step.
    t.undo(1).unwrap();
    assert_eq!(t.events().last().map(String::as_str), Some("result 9"));
    assert_eq!(t.dealer(), Seat::North);
    t.undo(1).unwrap();
    assert!(t.report().rubber.unwrap().entries.is_empty());
    // The end of an unfinished rubber (Law 80).
    t.apply_line("result 10", Place::Alone).unwrap();
    t.apply_line("end-rubber", Place::Alone).unwrap();
    assert_eq!(t.rubber_over(), Some(true));
    let refusal = t.apply_line("deal", Place::Alone).unwrap_err();
    assert!(refusal.to_string().contains("unfinished"), "{refusal}");
}

#[test]
fn a_board_of_duplicate_has_no_rubber_lines() {
    let refusal =
        AnyTable::from_script("laws duplicate-2017\ndealer N\nN 1S\nresult 7\n", None).unwrap_err();
    assert!(
        matches!(
            refusal,
            Refusal::Syntax {
                place: Place::Line(4),
                column: 1,
                ..
            }
        ),
        "{refusal}"
    );
    assert_eq!(
        AnyTable::from_script("laws duplicate-2017\ndealer N\nN 1S\n", None)
            .unwrap()
            .0
            .rubber_over(),
        None
    );
}

#[test]
fn a_rubber_line_that_does_not_read_is_pointed_at() {
    let refusal =
        AnyTable::from_script("laws rubber\ndealer N\nN 1S\nresult 14\n", None).unwrap_err();
    assert!(
        matches!(
            refusal,
            Refusal::Syntax {
                place: Place::Line(4),
                column: 8,
                ..
            }
        ),
        "{refusal}"
    );
    let refusal =
        AnyTable::from_script("laws rubber\ndealer N\nN 1S\nend-rubber now\n", None).unwrap_err();
    assert!(
        matches!(
            refusal,
            Refusal::Syntax {
                place: Place::Line(4),
                column: 12,
                ..
            }
        ),
        "{refusal}"
    );
}
