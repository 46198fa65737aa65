//! The JSON API end to end, over SQLite and (where `TABLELAW_TEST_POSTGRES`
//! names a database) PostgreSQL: a table made, irregular events ruled, an
//! election, the auction closed, undo, a refused event not stored, the
//! write token, and every table folding to the same state after a restart.

mod common;

use common::{Server, databases};
use serde_json::{Value, json};
use tablelaw_formats::pbn::{Game, GameBuilder, Reader};

const DEAL: &str = "N:KT8.A96.A95.7542 Q5.KJ52.KQ874.T8 AJ92.874.JT6.AQ3 7643.QT3.32.KJ96";

fn rubber_out_of_rotation(server: &Server) {
    let (id, token) = server.create(&json!({ "code": "rubber", "dealer": "S", "deal": DEAL }));
    // West bids out of rotation (South deals): Law 29, the offender's LHO
    // (North) chooses; the options are the ruling's.
    let (status, v) = server.line(&id, &token, "W 1NT");
    assert_eq!(status, 200, "{v}");
    assert_eq!(v["accepted"], json!({ "seq": 1, "line": "W 1NT" }));
    let pending = &v["report"]["pending"];
    assert_eq!(pending["citation"], "rubber Law 29", "{pending}");
    assert_eq!(pending["choosers"], json!(["N"]));
    let options: Vec<&str> = pending["options"]
        .as_array()
        .unwrap()
        .iter()
        .map(|o| o["id"].as_str().unwrap())
        .collect();
    assert_eq!(options, ["accept", "cancel"]);
    assert_eq!(
        v["legal_actions"],
        json!(["N elect accept", "N elect cancel"])
    );
    // The election, then the auction to its close.
    let (status, v) = server.line(&id, &token, "N elect cancel");
    assert_eq!(status, 200, "{v}");
    assert!(v["report"]["pending"].is_null(), "{v}");
    for line in [
        "S 1H", "W 2NT", "N pass", "E 3NT", "S pass", "W pass", "N pass",
    ] {
        let (status, v) = server.line(&id, &token, line);
        assert_eq!(status, 200, "{line}: {v}");
    }
    let (status, v) = server.get(&format!("/api/tables/{id}"));
    assert_eq!(status, 200);
    let part = &v["report"]["contract_bridge"];
    assert_eq!(part["contract"], "3NT", "{part}");
    assert_eq!(part["declarer"], "W");
    assert_eq!(part["dummy"], "E");
    assert_eq!(part["opening_leader"], "N");
    assert_eq!(v["seq"], 9);
    // The cancelled call is struck through on the page: its status says so.
    assert_eq!(part["calls"][0]["status"], "cancelled", "{part}");
    // The script reads back as the same table.
    let (status, script) = server.request("GET", &format!("/api/tables/{id}/script"), None, b"");
    assert_eq!(status, 200);
    assert!(script.starts_with("laws rubber\n"), "{script}");
    assert!(
        script.ends_with(
            "W 1NT\nN elect cancel\nS 1H\nW 2NT\nN Pass\nE 3NT\nS Pass\nW Pass\nN Pass\n"
        ),
        "{script}"
    );
    // The PBN game reads back with the project's reader: the tags, and the
    // calls that stand from the first caller.
    let (status, pbn) = server.request("GET", &format!("/api/tables/{id}/pbn"), None, b"");
    assert_eq!(status, 200, "{pbn}");
    let games: Vec<Game> = Reader::new(pbn.as_bytes())
        .read_all(GameBuilder::new)
        .collect::<Result<_, _>>()
        .expect("the PBN reads");
    assert_eq!(games.len(), 1, "{pbn}");
    let game = &games[0];
    assert_eq!(game.tag("Dealer"), Some("S"));
    assert_eq!(game.tag("Declarer"), Some("W"));
    assert_eq!(game.tag("Contract"), Some("3NT"));
    assert_eq!(game.tag("Vulnerable"), Some("None"));
    let auction = game.auction.as_ref().expect("an auction");
    assert_eq!(auction.first, tablelaw::Seat::South);
    assert_eq!(auction.calls.len(), 7, "{pbn}");
}

#[test]
fn a_bid_out_of_rotation_is_ruled_and_the_auction_closes() {
    for db in databases("rotation") {
        rubber_out_of_rotation(&Server::start(&db));
    }
}

#[test]
fn a_refused_event_is_not_stored_and_says_why() {
    for db in databases("refused") {
        let server = Server::start(&db);
        let (id, token) =
            server.create(&json!({ "code": "duplicate-2017", "board": 3, "deal": DEAL }));
        let (_, v) = server.get(&format!("/api/tables/{id}"));
        // Board 3: South deals, East-West vulnerable (Law 2).
        assert_eq!(v["report"]["dealer"], "S");
        assert_eq!(v["report"]["contract_bridge"]["vulnerable"], "EW", "{v}");
        // Not a script line: 400, and the reader's message.
        let (status, v) = server.line(&id, &token, "S 1Z");
        assert_eq!(status, 400, "{v}");
        assert!(v["error"].as_str().unwrap().contains("column"), "{v}");
        // A change of a call never made cannot happen: 422, the engine's message.
        let (status, v) = server.line(&id, &token, "W change 2C");
        assert_eq!(status, 422, "{v}");
        assert!(!v["error"].as_str().unwrap().is_empty());
        let (_, v) = server.get(&format!("/api/tables/{id}"));
        assert_eq!(v["seq"], 0, "nothing stored: {v}");
        // A blank line is no event.
        let (status, _) = server.line(&id, &token, "   # a comment");
        assert_eq!(status, 400);
    }
}

#[test]
fn a_line_that_does_not_read_is_placed_by_its_column_not_a_line_number() {
    for db in databases("column") {
        let server = Server::start(&db);
        let (id, token) = server.create(&json!({ "code": "rubber", "dealer": "N" }));
        for line in ["N 1H", "E pass"] {
            assert_eq!(server.line(&id, &token, line).0, 200);
        }
        // The third event of the log, typed as one line: what is wrong
        // with the line itself, not the event's number as a line.
        let (status, v) = server.line(&id, &token, "S 1Z");
        assert_eq!(status, 400, "{v}");
        let error = v["error"].as_str().unwrap();
        assert!(error.starts_with("column 3: expected "), "{error}");
        assert!(
            error.contains("`1Z`") && !error.contains("line 3"),
            "{error}"
        );
        // An event that cannot happen: the engine's message alone.
        let (status, v) = server.line(&id, &token, "W change 2C");
        assert_eq!(status, 422, "{v}");
        assert!(!v["error"].as_str().unwrap().contains("line"), "{v}");
        assert_eq!(server.get(&format!("/api/tables/{id}")).1["seq"], 2);
    }
}

#[test]
fn undo_with_nothing_to_undo_is_a_json_error() {
    for db in databases("undo-nothing") {
        let server = Server::start(&db);
        let (id, token) = server.create(&json!({ "code": "duplicate-2017" }));
        let undo = format!("/api/tables/{id}/undo");
        let (status, v) = server.json("POST", &undo, Some(&token), &json!({}));
        assert_eq!(status, 422, "{v}");
        assert_eq!(v, json!({ "error": "no event to undo" }));
        let (_, v) = server.get(&format!("/api/tables/{id}"));
        assert_eq!(v["seq"], 0, "{v}");
    }
}

#[test]
fn a_euchre_discard_written_with_another_seat_than_the_dealer_s_is_refused() {
    for db in databases("discard") {
        let server = Server::start(&db);
        let (id, token) = server.create(&json!({ "code": "euchre", "dealer": "N" }));
        let deal = "deal N:.AKJ.7.7 AKQ..A.A JT...QJT 98..KQ.K turned H9";
        for line in [deal, "E pass", "S pass", "W pass", "N take-up"] {
            assert_eq!(server.line(&id, &token, line).0, 200, "{line}");
        }
        // Law 86: the dealer discards; the line says East does.
        let (status, v) = server.line(&id, &token, "E discard C7");
        assert_eq!(status, 422, "{v}");
        assert_eq!(
            v["error"],
            "East is not the dealer; North discards (euchre Law 86)"
        );
        let (status, v) = server.line(&id, &token, "N discard C7");
        assert_eq!(status, 200, "{v}");
        assert_eq!(v["accepted"], json!({ "seq": 6, "line": "discard C7" }));
    }
}

#[test]
fn writing_needs_the_token_and_reading_does_not() {
    for db in databases("token") {
        let server = Server::start(&db);
        let (id, token) = server.create(&json!({ "code": "rubber" }));
        let path = format!("/api/tables/{id}/events");
        let body = json!({ "line": "N 1H" });
        let (status, _) = server.json("POST", &path, None, &body);
        assert_eq!(status, 403);
        let (status, _) = server.json("POST", &path, Some("0123"), &body);
        assert_eq!(status, 403);
        let (status, _) = server.json("POST", &format!("/api/tables/{id}/undo"), None, &json!({}));
        assert_eq!(status, 403);
        let (status, v) = server.json("POST", &path, Some(&token), &body);
        assert_eq!(status, 200, "{v}");
        let (status, v) = server.get(&format!("/api/tables/{id}"));
        assert_eq!(status, 200);
        assert_eq!(v["events"], json!(["N 1H"]));
        assert!(
            v.get("token").is_none(),
            "the token is not shown to readers"
        );
        // The ids are unguessable: 128 random bits.
        assert_eq!(id.len(), 32);
        assert_ne!(id, token);
    }
}

#[test]
fn undo_takes_back_the_last_event_in_the_log_too() {
    for db in databases("undo") {
        let server = Server::start(&db);
        let (id, token) = server.create(&json!({ "code": "rubber", "dealer": "N" }));
        for line in ["N 1H", "E 1D"] {
            assert_eq!(server.line(&id, &token, line).0, 200);
        }
        let (_, before) = server.get(&format!("/api/tables/{id}"));
        assert!(
            !before["report"]["pending"].is_null(),
            "an insufficient bid is ruled"
        );
        let undo = format!("/api/tables/{id}/undo");
        let (status, v) = server.json("POST", &undo, Some(&token), &json!({ "seq": 2 }));
        assert_eq!(status, 200, "{v}");
        assert_eq!(v["events"], json!(["N 1H"]));
        assert!(v["report"]["pending"].is_null());
        // A stale sequence number is refused.
        let (status, _) = server.json("POST", &undo, Some(&token), &json!({ "seq": 2 }));
        assert_eq!(status, 409);
        // A new server on the same database folds the same table.
        let again = Server::start(&db);
        let (_, v2) = again.get(&format!("/api/tables/{id}"));
        assert_eq!(v2["events"], json!(["N 1H"]));
        assert_eq!(v2["report"], v["report"]);
        // Nothing left to undo, after two.
        assert_eq!(server.json("POST", &undo, Some(&token), &json!({})).0, 200);
        let (status, v) = server.json("POST", &undo, Some(&token), &json!({}));
        assert_eq!(status, 422, "{v}");
    }
}

#[test]
fn a_structured_event_is_stored_as_its_script_line() {
    for db in databases("structured") {
        let server = Server::start(&db);
        let (id, token) = server.create(&json!({ "code": "duplicate-2007", "dealer": "E" }));
        let event = tablelaw_formats::parse_event_line("E 1S", 1)
            .unwrap()
            .unwrap();
        let body = json!({ "event": serde_json::to_value(&event).unwrap(), "seq": 0 });
        let (status, v) = server.json(
            "POST",
            &format!("/api/tables/{id}/events"),
            Some(&token),
            &body,
        );
        assert_eq!(status, 200, "{v}");
        assert_eq!(v["events"], json!(["E 1S"]));
        let body = json!({ "event": { "event": "no-such-thing" } });
        let (status, v) = server.json(
            "POST",
            &format!("/api/tables/{id}/events"),
            Some(&token),
            &body,
        );
        assert_eq!(status, 400, "{v}");
        // A stale sequence number is refused and nothing is stored.
        let body = json!({ "line": "S pass", "seq": 0 });
        let (status, _) = server.json(
            "POST",
            &format!("/api/tables/{id}/events"),
            Some(&token),
            &body,
        );
        assert_eq!(status, 409);
    }
}

#[test]
fn euchre_order_up_out_of_turn_through_the_same_api() {
    for db in databases("euchre") {
        let server = Server::start(&db);
        let (id, token) = server.create(&json!({ "code": "euchre", "dealer": "N" }));
        let deal = "deal N:J.AK.KQ. 7.8.A.AK A.T7.T9. K.Q.J8.J turned H9";
        let (status, v) = server.line(&id, &token, deal);
        assert_eq!(status, 200, "{v}");
        // East is eldest; West orders up out of turn.
        assert_eq!(v["report"]["turn"], "E");
        let (status, v) = server.line(&id, &token, "W order-up");
        assert_eq!(status, 200, "{v}");
        let rulings = v["report"]["rulings"].as_array().unwrap();
        assert!(!rulings.is_empty(), "{v}");
        assert!(
            rulings[0]["citation"]
                .as_str()
                .unwrap()
                .starts_with("euchre Law"),
            "{v}"
        );
        let (_, list) = server.get("/api/tables");
        let mine = list["tables"]
            .as_array()
            .unwrap()
            .iter()
            .find(|t| t["id"] == id.as_str())
            .expect("listed");
        assert_eq!(mine["code"], "euchre");
        assert_eq!(mine["events"], 2);
    }
}

#[test]
fn every_table_folds_to_the_same_state_after_a_restart() {
    for db in databases("restart") {
        let server = Server::start(&db);
        let mut made: Vec<(String, Value)> = Vec::new();
        for (code, lines) in [
            ("rubber", &["N 1H", "E 1D", "S elect correct", "E 2D"][..]),
            ("auction-bridge", &["N 2H", "E 2D", "S elect penalty"][..]),
            ("bridge-whist", &["N bridges", "S makes NT"][..]),
        ] {
            let (id, token) = server.create(&json!({ "code": code, "dealer": "N" }));
            for line in lines {
                let (status, v) = server.line(&id, &token, line);
                assert!(status == 200 || status == 422, "{code} {line}: {v}");
            }
            let (_, v) = server.get(&format!("/api/tables/{id}"));
            made.push((id, v));
        }
        let again = Server::start(&db);
        for (id, before) in made {
            let (_, after) = again.get(&format!("/api/tables/{id}"));
            assert_eq!(after, before);
        }
    }
}

#[test]
fn two_servers_on_one_database_write_the_same_table_in_turn() {
    for db in databases("two-servers") {
        let (a, b) = (Server::start(&db), Server::start(&db));
        let (id, token) = a.create(&json!({ "code": "rubber", "dealer": "N" }));
        // Each server's kept fold goes stale when the other writes: the
        // version check makes it fold again, never append out of order.
        for (server, line) in [(&a, "N 1H"), (&b, "E pass"), (&a, "S 2H"), (&b, "W pass")] {
            let (status, v) = server.line(&id, &token, line);
            assert_eq!(status, 200, "{line}: {v}");
        }
        let expected = json!(["N 1H", "E Pass", "S 2H", "W Pass"]);
        assert_eq!(a.get(&format!("/api/tables/{id}")).1["events"], expected);
        assert_eq!(b.get(&format!("/api/tables/{id}")).1["events"], expected);
        // Undo on one, read on the other.
        let (status, _) = a.json(
            "POST",
            &format!("/api/tables/{id}/undo"),
            Some(&token),
            &json!({}),
        );
        assert_eq!(status, 200);
        let (_, v) = b.get(&format!("/api/tables/{id}"));
        assert_eq!(v["seq"], 3, "{v}");
        // A client that read from one server writes through the other,
        // whose kept fold is behind: its sequence number is the table's.
        let body = json!({ "line": "W pass", "seq": 3 });
        let (status, v) = a.json(
            "POST",
            &format!("/api/tables/{id}/events"),
            Some(&token),
            &body,
        );
        assert_eq!(status, 200, "{v}");
        let body = json!({ "line": "N 3H", "seq": 4 });
        let (status, v) = b.json(
            "POST",
            &format!("/api/tables/{id}/events"),
            Some(&token),
            &body,
        );
        assert_eq!(status, 200, "{v}");
        assert_eq!(
            v["events"],
            json!(["N 1H", "E Pass", "S 2H", "W Pass", "N 3H"])
        );
        // A stale client sequence number is refused by either.
        let body = json!({ "line": "E pass", "seq": 4 });
        for server in [&a, &b] {
            let path = format!("/api/tables/{id}/events");
            let (status, _) = server.json("POST", &path, Some(&token), &body);
            assert_eq!(status, 409);
        }
    }
}

/// The PBN download holds the play as far as it has gone, a trick a line
/// in the opening leader's columns, and it passes the strict check.
#[test]
fn the_pbn_download_holds_the_play() {
    for db in databases("pbn-play") {
        let server = Server::start(&db);
        let (id, token) =
            server.create(&json!({ "code": "duplicate-2017", "board": 1, "deal": DEAL }));
        for line in ["N 1NT", "E pass", "S 3NT", "W pass", "N pass", "E pass"] {
            let (status, v) = server.line(&id, &token, line);
            assert_eq!(status, 200, "{line}: {v}");
        }
        // East leads: the first legal card of each hand in turn.
        for _ in 0..4 {
            let (_, v) = server.get(&format!("/api/tables/{id}"));
            let play = &v["report"]["contract_bridge"]["play"];
            let seat = play["turn"].as_str().expect("a hand to play").to_owned();
            let card = play["legal_plays"][0]
                .as_str()
                .expect("a legal card")
                .to_owned();
            let (status, v) = server.line(&id, &token, &format!("{seat} {card}"));
            assert_eq!(status, 200, "{seat} {card}: {v}");
        }
        let (status, pbn) = server.request("GET", &format!("/api/tables/{id}/pbn"), None, b"");
        assert_eq!(status, 200, "{pbn}");
        let games: Vec<Game> = Reader::new(pbn.as_bytes())
            .read_all(GameBuilder::new)
            .collect::<Result<_, _>>()
            .expect("the PBN reads");
        let play = games[0].play.as_ref().expect("a play section");
        assert_eq!(play.leader, tablelaw::Seat::East);
        assert_eq!(
            play.cards.iter().filter(|c| c.card().is_some()).count(),
            4,
            "{pbn}"
        );
        let mut found = Vec::new();
        tablelaw_formats::check::check_pbn_in(
            pbn.as_bytes(),
            tablelaw::CodeId::Duplicate2017,
            tablelaw_formats::check::Mode::Strict,
            |r| found.extend(r.findings.iter().map(|f| f.message.clone())),
            |e| panic!("{e:?}"),
        );
        assert_eq!(found, Vec::<String>::new(), "{pbn}");
    }
}

/// The board number survives both downloads: the PBN's Board tag, and the
/// script's first line (`# board 3`, a comment), which a table made from
/// the downloaded script reads back.
#[test]
fn the_downloads_keep_the_board_number() {
    for db in databases("board-number") {
        let server = Server::start(&db);
        let (id, token) =
            server.create(&json!({ "code": "duplicate-2017", "board": 3, "deal": DEAL }));
        let (status, _) = server.line(&id, &token, "S 1NT");
        assert_eq!(status, 200);
        let (status, pbn) = server.request("GET", &format!("/api/tables/{id}/pbn"), None, b"");
        assert_eq!(status, 200, "{pbn}");
        assert!(pbn.contains("[Board \"3\"]\r\n"), "{pbn}");
        let (status, script) =
            server.request("GET", &format!("/api/tables/{id}/script"), None, b"");
        assert_eq!(status, 200);
        assert!(
            script.starts_with("# board 3\nlaws duplicate-2017\ndealer S\n"),
            "{script}"
        );
        // Made again from its script: the same board, and the same PBN.
        let (again, _) = server.create(&json!({ "script": script }));
        let (_, v) = server.get(&format!("/api/tables/{again}"));
        assert_eq!(v["board"], 3, "{v}");
        let (_, pbn_again) = server.request("GET", &format!("/api/tables/{again}/pbn"), None, b"");
        assert_eq!(pbn_again, pbn);
    }
}
