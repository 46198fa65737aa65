//! The front door for the scripts of every game (`script::read_any`,
//! `ScriptedGame`): on every script of the command's tests and of the
//! examples (the `error-*` scripts aside), it reads what each game's own
//! reader reads; each game's writer and reader agree on whole scripts and
//! on single event lines; a malformed line is pointed at; and nothing
//! panics on any text.

use std::fs;
use std::path::{Path, PathBuf};

use proptest::prelude::*;
use tablelaw::CodeId;
use tablelaw::codes::auction_bridge::AuctionBridge;
use tablelaw::codes::bridge_whist::BridgeWhist;
use tablelaw::codes::euchre::Euchre;
use tablelaw::{ContractBridge, Seat, TableSetup};
use tablelaw_formats::script::{
    self, AnyScript, GameScript, ScriptedGame, auction_bridge, bridge_whist, code_of, euchre,
    read_any,
};
use tablelaw_formats::{Position, ScriptError};

/// Every `.tl` script of the command's tests and of the examples whose
/// name does not start with `error-`, by name, with its text.
fn scripts() -> Vec<(String, String)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let dirs = [
        root.join("../tablelaw-cli/tests/scripts"),
        root.join("../../examples"),
    ];
    let mut out = Vec::new();
    for dir in dirs {
        let mut paths: Vec<PathBuf> = fs::read_dir(&dir)
            .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
            .map(|entry| entry.expect("a directory entry").path())
            .filter(|p| p.extension().is_some_and(|x| x == "tl"))
            .collect();
        paths.sort();
        for path in paths {
            let name = path
                .file_name()
                .and_then(|n| n.to_str())
                .expect("a UTF-8 name")
                .to_owned();
            // A rubber of several deals is the one table's to read
            // (`AnyTable`, tested in its own module), not one game's reader.
            if name.starts_with("error-") || name.starts_with("rubber-") {
                continue;
            }
            let text = fs::read_to_string(&path).expect("the script reads");
            out.push((name, text));
        }
    }
    assert!(out.len() > 100, "the scripts are found: {}", out.len());
    out
}

/// What `read_any` read must equal what the game's own reader reads.
fn same<G: ScriptedGame>(name: &str, front: &GameScript<G>, own: GameScript<G>) {
    assert_eq!(front, &own, "{name}: read_any and the game's own reader");
}

#[test]
fn read_any_reads_every_script_as_its_games_own_reader_does() {
    let mut games = [0usize; 4];
    for (name, text) in scripts() {
        let front = read_any(&text, None).unwrap_or_else(|e| panic!("{name}: {e}"));
        match (&front, code_of(&text)) {
            (
                AnyScript::ContractBridge(s),
                None | Some(CodeId::Rubber | CodeId::Duplicate2017 | CodeId::Duplicate2007),
            ) => {
                games[0] += 1;
                same(
                    name.as_str(),
                    s,
                    script::parse(&text).expect("reads").into(),
                );
                assert_eq!(
                    s.setup.code,
                    code_of(&text).unwrap_or(script::DEFAULT_CODE),
                    "{name}"
                );
            }
            (AnyScript::AuctionBridge(s), Some(CodeId::AuctionBridge)) => {
                games[1] += 1;
                same(
                    &name,
                    s,
                    auction_bridge::parse(&text).expect("reads").into(),
                );
            }
            (AnyScript::BridgeWhist(s), Some(CodeId::BridgeWhist)) => {
                games[2] += 1;
                same(&name, s, bridge_whist::parse(&text).expect("reads").into());
            }
            (AnyScript::Euchre(s), Some(CodeId::Euchre)) => {
                games[3] += 1;
                same(&name, s, euchre::parse(&text).expect("reads").into());
            }
            (front, code) => panic!("{name}: read as {:?} for {code:?}", front.code()),
        }
    }
    assert!(
        games.iter().all(|&n| n > 0),
        "every game has scripts: {games:?}"
    );
}

#[test]
fn the_laws_override_sets_the_code_or_picks_the_reader() {
    let rubber = "laws rubber\ndealer N\nN 1H\n";
    let AnyScript::ContractBridge(s) = read_any(rubber, Some(CodeId::Duplicate2007)).unwrap()
    else {
        panic!("contract bridge");
    };
    assert_eq!(s.setup.code, CodeId::Duplicate2007);
    let AnyScript::ContractBridge(s) = read_any("dealer N\n", None).unwrap() else {
        panic!("contract bridge");
    };
    assert_eq!(s.setup.code, CodeId::Duplicate2017);
    // Another game's reader reads the text, and finds its `laws` line wrong.
    let e = read_any(rubber, Some(CodeId::Euchre)).unwrap_err();
    assert_eq!(e.position, Position { line: 1, column: 6 });
    let e = read_any(rubber, Some(CodeId::AuctionBridge)).unwrap_err();
    assert_eq!(e.position, Position { line: 1, column: 6 });
    let e = read_any(rubber, Some(CodeId::BridgeWhist)).unwrap_err();
    assert_eq!(e.position, Position { line: 1, column: 6 });
    // Without a `laws` line, the override alone picks the game.
    let whist = read_any("dealer S\nS makes NT\n", Some(CodeId::BridgeWhist)).unwrap();
    assert_eq!(whist.code(), CodeId::BridgeWhist);
    let euchre = read_any("dealer S\nE pass\n", Some(CodeId::Euchre)).unwrap();
    assert_eq!(euchre.code(), CodeId::Euchre);
    // A `laws` line naming no code: the default reader says where.
    let e = read_any("laws chess\ndealer N\n", None).unwrap_err();
    assert_eq!(e.position, Position { line: 1, column: 6 });
}

/// `write` then `read` gives the same events; each event's line read back
/// gives the event.
fn round_trips<G: ScriptedGame>(name: &str, s: &GameScript<G>) {
    let events: Vec<G::Event> = s.events().cloned().collect();
    let text = G::write(&s.setup, &events);
    let again = G::read(&text).unwrap_or_else(|e| panic!("{name}: {e}\n{text}"));
    let read: Vec<G::Event> = again.events().cloned().collect();
    assert_eq!(read, events, "{name}: written and read again\n{text}");
    assert_eq!(
        again.setup, s.setup,
        "{name}: the setup written and read again"
    );
    for (i, event) in events.iter().enumerate() {
        let line = G::write_event(event);
        assert!(!line.contains('\n'), "{name}: `{line}` is one line");
        let back = G::read_event(&line, i + 1, &s.setup)
            .unwrap_or_else(|e| panic!("{name}: `{line}`: {e}"));
        assert_eq!(back.as_ref(), Some(event), "{name}: `{line}` read back");
    }
}

#[test]
fn every_script_writes_and_reads_back_whole_and_line_by_line() {
    let mut lines = 0;
    for (name, text) in scripts() {
        match read_any(&text, None).expect("reads") {
            AnyScript::ContractBridge(s) => {
                lines += s.events.len();
                round_trips(&name, &s);
            }
            AnyScript::AuctionBridge(s) => {
                lines += s.events.len();
                round_trips(&name, &s);
            }
            AnyScript::BridgeWhist(s) => {
                lines += s.events.len();
                round_trips(&name, &s);
            }
            AnyScript::Euchre(s) => {
                lines += s.events.len();
                round_trips(&name, &s);
            }
        }
    }
    assert!(lines > 1000, "events checked: {lines}");
}

/// `line` read as one event line of `G` is an error at `column`.
fn points_at<G: ScriptedGame>(setup: &G::Setup, line: &str, column: usize) -> ScriptError {
    let e = G::read_event(line, 7, setup).expect_err(line);
    assert_eq!(e.position, Position { line: 7, column }, "`{line}`: {e}");
    e
}

#[test]
fn a_malformed_event_line_is_pointed_at() {
    let bridge = TableSetup {
        code: CodeId::Rubber,
        dealer: Seat::North,
        deal: None,
        vulnerability: Default::default(),
    };
    let e = points_at::<ContractBridge>(&bridge, "N 1Z", 3);
    assert_eq!(e.found, "`1Z`");
    points_at::<ContractBridge>(&bridge, "  W 1H alert relates Q", 22);
    points_at::<ContractBridge>(&bridge, "Q 1H", 1);
    points_at::<ContractBridge>(&bridge, "dealer N", 1);

    let auction = tablelaw::codes::auction_bridge::AuctionBridgeSetup::new(Seat::North);
    let e = points_at::<AuctionBridge>(&auction, "N 1Z", 3);
    assert_eq!(e.found, "`1Z`");
    points_at::<AuctionBridge>(&auction, "N elect penalty XX", 17);
    points_at::<AuctionBridge>(&auction, "chicane NE", 9);
    points_at::<AuctionBridge>(&auction, "option spades-and-royals-one-suit", 1);

    let whist = tablelaw::codes::bridge_whist::WhistSetup::new(Seat::South);
    let e = points_at::<BridgeWhist>(&whist, "S makes Q", 9);
    assert_eq!(e.found, "`Q`");
    points_at::<BridgeWhist>(&whist, "S double now", 10);
    points_at::<BridgeWhist>(&whist, "club-limit 100", 1);

    let setup = tablelaw::codes::euchre::EuchreSetup::new(Seat::North);
    let e = points_at::<Euchre>(&setup, "E alone Z", 9);
    assert_eq!(e.found, "`Z`");
    points_at::<Euchre>(&setup, "E ordr", 3);
    points_at::<Euchre>(&setup, "E pass loud", 8);
    points_at::<Euchre>(&setup, "  options game-10", 3);

    // Blank and comment lines are no event, in every game.
    assert_eq!(
        ContractBridge::read_event("  # x\r\n", 1, &bridge),
        Ok(None)
    );
    assert_eq!(AuctionBridge::read_event("", 1, &auction), Ok(None));
    assert_eq!(BridgeWhist::read_event("# S makes H", 1, &whist), Ok(None));
    assert_eq!(Euchre::read_event("\t\n", 1, &setup), Ok(None));
    // One line only.
    let e = Euchre::read_event("E pass\nW pass", 3, &setup).unwrap_err();
    assert_eq!(e.position, Position { line: 3, column: 7 });
}

fn any_code() -> impl Strategy<Value = Option<CodeId>> {
    prop_oneof![
        Just(None),
        proptest::sample::select(CodeId::KNOWN.to_vec()).prop_map(Some),
    ]
}

/// Text made of the words of every game's scripts, right and wrong, and of
/// anything at all.
fn any_text() -> impl Strategy<Value = String> {
    const WORDS: &[&str] = &[
        "laws",
        "rubber",
        "euchre",
        "bridge-whist",
        "auction-bridge",
        "duplicate-2007",
        "dealer",
        "deal",
        "N",
        "E",
        "S",
        "W",
        "1H",
        "2R",
        "14C",
        "x",
        "pass",
        "makes",
        "NT",
        "discard",
        "SJ",
        "turned",
        "elect",
        "accept",
        "alone",
        "Z",
        "#",
        "\"",
        "\n",
        "\r\n",
        " ",
        "\u{feff}",
        "options",
        "club-limit",
        "option",
        "N:J.AK.KQ. 7.98.A.A A.T7.T9. K.Q.87.J",
        "finding",
        "damage",
        "#2",
        "honours",
        "chicane",
        "may",
        "I",
        "lead?",
        "☃",
    ];
    prop_oneof![
        any::<String>(),
        proptest::collection::vec(proptest::sample::select(WORDS), 0..24).prop_map(|w| w.join(" ")),
        proptest::collection::vec(proptest::sample::select(WORDS), 0..24).prop_map(|w| w.concat()),
    ]
}

proptest! {
    #[test]
    fn read_any_and_read_event_never_panic(text in any_text(), laws in any_code(), line_no in 0usize..5) {
        let _ = code_of(&text);
        if let Ok(script) = read_any(&text, laws) {
            if let Some(code) = laws {
                prop_assert_eq!(script.code(), code);
            }
            let _ = script.write();
        }
        let bridge = TableSetup {
            code: CodeId::Duplicate2017,
            dealer: Seat::North,
            deal: None,
            vulnerability: Default::default(),
        };
        let _ = ContractBridge::read_event(&text, line_no, &bridge);
        let _ = AuctionBridge::read_event(&text, line_no, &tablelaw::codes::auction_bridge::AuctionBridgeSetup::new(Seat::North));
        let _ = BridgeWhist::read_event(&text, line_no, &tablelaw::codes::bridge_whist::WhistSetup::new(Seat::North));
        if let Ok(Some(event)) = Euchre::read_event(&text, line_no, &tablelaw::codes::euchre::EuchreSetup::new(Seat::North)) {
            // What reads writes back to a line that reads the same.
            let line = Euchre::write_event(&event);
            prop_assert_eq!(Euchre::read_event(&line, 1, &tablelaw::codes::euchre::EuchreSetup::new(Seat::North)), Ok(Some(event)));
        }
    }
}

/// The trait is usable generically, as the front ends use it.
#[test]
fn a_game_generic_front_end_reads_a_line() {
    fn first_line<G: ScriptedGame>(text: &str) -> String {
        let s = G::read(text).expect("reads");
        let (event, _) = s.events.first().expect("an event");
        G::write_event(event)
    }
    assert_eq!(
        first_line::<ContractBridge>("dealer N\nN 1♥ !\n"),
        "N 1H alert"
    );
    assert_eq!(
        first_line::<Euchre>("dealer N\nn Discards ♠j\n"),
        "discard SJ"
    );
    assert_eq!(
        first_line::<BridgeWhist>("dealer N\nN may I lead?\n"),
        "N may-i-lead"
    );
    assert_eq!(first_line::<AuctionBridge>("dealer N\nN 2rs\n"), "N 2R");
}
