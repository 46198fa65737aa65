//! The club evening's API end to end, over SQLite and (where
//! `TABLELAW_TEST_POSTGRES` names a database) PostgreSQL: an evening made
//! with a Mitchell, its tokens (the director's writes, the players' link
//! reads and never sees the hands of a board still to be played), traveller
//! lines, a refereed table linked whose result flows into the traveller,
//! an adjusted score with its ruling, and two evenings kept apart. The
//! scores and exports: `evening_scores.rs`.

mod common;

use common::{Server, databases};
use serde_json::{Value, json};

const DEALS: [&str; 2] = [
    "N:KT8.A96.A95.7542 Q5.KJ52.KQ874.T8 AJ92.874.JT6.AQ3 7643.QT3.32.KJ96",
    "N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432",
];

/// Makes an evening of three tables and six boards (a Mitchell, boards
/// 1 and 2 dealt); its id, the director's token and the players' token.
fn evening(server: &Server, name: &str) -> (String, String, String) {
    let (status, v) = server.json(
        "POST",
        "/api/evenings",
        None,
        &json!({ "name": name, "boards": 6, "tables": 3, "deals": DEALS }),
    );
    assert_eq!(status, 201, "{v}");
    assert_eq!(
        v["ranking"], "by-direction",
        "a Mitchell ranks the directions apart"
    );
    assert_eq!(v["results"].as_array().map(Vec::len), Some(18), "{v}");
    (
        v["id"].as_str().unwrap().to_owned(),
        v["token"].as_str().unwrap().to_owned(),
        v["read_token"].as_str().unwrap().to_owned(),
    )
}

fn read(server: &Server, id: &str, token: Option<&str>) -> (u16, Value) {
    let (status, text) = server.request("GET", &format!("/api/evenings/{id}"), token, b"");
    (status, serde_json::from_str(&text).unwrap_or(Value::Null))
}

fn line(server: &Server, id: &str, token: Option<&str>, body: &Value) -> (u16, Value) {
    server.json("POST", &format!("/api/evenings/{id}/results"), token, body)
}

fn row(view: &Value, board: u64, table: u64) -> &Value {
    view["results"]
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["board"] == board && r["table"] == table)
        .unwrap_or_else(|| panic!("board {board} at table {table} in {view}"))
}

fn tokens_and_hidden_hands(db: &str) {
    let server = Server::start(db);
    let (id, director, players) = evening(&server, "Tuesday pairs");
    // No token, a made-up one: 403 with a message saying what to do.
    for token in [None, Some("0123456789abcdef0123456789abcdef")] {
        let (status, v) = read(&server, &id, token);
        assert_eq!(status, 403, "{v}");
        assert!(
            v["error"].as_str().unwrap().contains("players' link"),
            "{v}"
        );
    }
    // The director sees the deals; the players' link does not, while a
    // board is still to be played.
    let (status, d) = read(&server, &id, Some(&director));
    assert_eq!(status, 200, "{d}");
    assert_eq!(d["access"], "director");
    assert_eq!(d["boards"][0]["deal"], DEALS[0]);
    assert_eq!(d["boards"][1]["dealer"], "E", "board 2: East deals (Law 2)");
    assert_eq!(d["boards"][1]["vulnerable"], "ns");
    let (status, p) = read(&server, &id, Some(&players));
    assert_eq!(status, 200, "{p}");
    assert_eq!(p["access"], "players");
    assert!(
        p["read_token"].is_null(),
        "the players' link does not give itself out"
    );
    assert!(p["boards"][0]["deal"].is_null(), "{p}");
    assert_eq!(p["boards"][0]["deal_hidden"], true);
    let text = p.to_string();
    assert!(
        !text.contains("KT8.A96"),
        "a hand shows on the players' link: {text}"
    );
    // The players' token does not write; nor does none.
    let result = json!({ "board": 1, "table": 1, "contract": "3NT", "declarer": "S", "tricks": 9 });
    for token in [None, Some(players.as_str())] {
        let (status, v) = line(&server, &id, token, &result);
        assert_eq!(status, 403, "{v}");
        assert!(v["error"].as_str().unwrap().contains("director"), "{v}");
    }
    // The director enters board 1 at tables 1 and 2: still hidden.
    let (status, v) = line(&server, &id, Some(&director), &result);
    assert_eq!(status, 200, "{v}");
    assert_eq!(v["result"]["result"], "3NT by S, 9 tricks");
    // The pairs alone given again (a name corrected) keep the result.
    let (status, v) = line(
        &server,
        &id,
        Some(&director),
        &json!({ "board": 1, "table": 1, "ns": "1", "ew": "1" }),
    );
    assert_eq!(status, 200, "{v}");
    assert_eq!(v["result"]["result"], "3NT by S, 9 tricks");
    let (status, v) = line(
        &server,
        &id,
        Some(&director),
        &json!({ "board": 1, "table": 2, "contract": "pass" }),
    );
    assert_eq!(status, 200, "{v}");
    let (_, p) = read(&server, &id, Some(&players));
    assert!(p["boards"][0]["deal"].is_null(), "{p}");
    // Table 3 referees board 1 on this server: a table made for it, with
    // the board's dealer, vulnerability and deal, whose result flows in.
    let (status, link) = server.json(
        "POST",
        &format!("/api/evenings/{id}/tables"),
        Some(&players),
        &json!({ "board": 1, "table": 3 }),
    );
    assert_eq!(status, 403, "{link}");
    let (status, link) = server.json(
        "POST",
        &format!("/api/evenings/{id}/tables"),
        Some(&director),
        &json!({ "board": 1, "table": 3 }),
    );
    assert_eq!(status, 201, "{link}");
    let table = link["table_id"].as_str().unwrap().to_owned();
    // The board at that table has its table now: no second one is made.
    let (status, again) = server.json(
        "POST",
        &format!("/api/evenings/{id}/tables"),
        Some(&director),
        &json!({ "board": 1, "table": 3 }),
    );
    assert_eq!(status, 409, "{again}");
    let table_token = link["table_token"].as_str().unwrap().to_owned();
    let (_, t) = server.get(&format!("/api/tables/{table}"));
    assert_eq!(t["board"], 1);
    assert_eq!(t["report"]["contract_bridge"]["deal"], DEALS[0], "{t}");
    // A traveller line on a refereed board is refused: its table says.
    let (status, v) = line(
        &server,
        &id,
        Some(&director),
        &json!({ "board": 1, "table": 3, "contract": "4S", "declarer": "N", "tricks": 10 }),
    );
    assert_eq!(status, 409, "{v}");
    let (_, d) = read(&server, &id, Some(&director));
    assert_eq!(row(&d, 1, 3)["status"], "to play");
    assert_eq!(row(&d, 1, 3)["table_id"], table.as_str());
    let (_, p) = read(&server, &id, Some(&players));
    assert!(
        row(&p, 1, 3)["table_id"].is_null(),
        "the players see no refereed table of a board in play"
    );
    // East passes out of rotation (Law 29), South cancels it: rulings at
    // the table, which its traveller row names.
    for call in [
        "E Pass",
        "S elect cancel",
        "N 1NT",
        "E Pass",
        "S 3NT",
        "W Pass",
        "N Pass",
        "E Pass",
    ] {
        let (status, v) = server.line(&table, &table_token, call);
        assert_eq!(status, 200, "{call}: {v}");
    }
    // The auction closed, the play not yet: still to play.
    let (_, d) = read(&server, &id, Some(&director));
    assert_eq!(row(&d, 1, 3)["status"], "to play", "{}", row(&d, 1, 3));
    // Law 29B (cancelled), then 30A (East must pass at his next turn).
    assert_eq!(
        row(&d, 1, 3)["table_rulings"],
        json!(["duplicate-2017 Law 29B", "duplicate-2017 Law 30A"])
    );
    // The director awards an adjusted score on the evening (a board
    // played to its end at a refereed table follows, board 2 below).
    let (status, v) = server.json(
        "POST",
        &format!("/api/evenings/{id}/adjust"),
        Some(&director),
        &json!({ "board": 1, "table": 3, "adjustment": { "kind": "artificial", "ns": "average-plus", "ew": "average-minus" } }),
    );
    assert_eq!(status, 400, "an adjusted score needs its ruling: {v}");
    assert!(v["error"].as_str().unwrap().contains("ruling"), "{v}");
    let (status, v) = server.json(
        "POST",
        &format!("/api/evenings/{id}/adjust"),
        Some(&director),
        &json!({ "board": 1, "table": 3,
                 "adjustment": { "kind": "artificial", "ns": "average-plus", "ew": "average-minus" },
                 "ruling": "Law 16B: East's hesitation suggested the pass; average minus to East-West" }),
    );
    assert_eq!(status, 200, "{v}");
    assert_eq!(v["result"]["status"], "adjusted");
    // Board 1 complete: its deal and refereed table now show on the link.
    let (_, p) = read(&server, &id, Some(&players));
    assert_eq!(p["boards"][0]["deal"], DEALS[0], "{p}");
    assert_eq!(p["boards"][0]["complete"], true);
    assert_eq!(row(&p, 1, 3)["table_id"], table.as_str());
    assert_eq!(
        row(&p, 1, 3)["ruling"],
        "Law 16B: East's hesitation suggested the pass; average minus to East-West"
    );
    assert!(
        p["boards"][1]["deal"].is_null(),
        "board 2 is still to play: {p}"
    );
    // Board 2 at table 1 refereed to its end (passed out): its result
    // comes from the table's report.
    let (status, link) = server.json(
        "POST",
        &format!("/api/evenings/{id}/tables"),
        Some(&director),
        &json!({ "board": 2, "table": 1 }),
    );
    assert_eq!(status, 201, "{link}");
    let (table2, token2) = (
        link["table_id"].as_str().unwrap().to_owned(),
        link["table_token"].as_str().unwrap().to_owned(),
    );
    for call in ["E Pass", "S Pass", "W Pass", "N Pass"] {
        let (status, v) = server.line(&table2, &token2, call);
        assert_eq!(status, 200, "{call}: {v}");
    }
    let (_, d) = read(&server, &id, Some(&director));
    let r = row(&d, 2, 1);
    assert_eq!(r["status"], "played", "{r}");
    assert_eq!(r["result"], "passed out", "{r}");
    // The export holds the refereed table's own game, its auction.
    let (status, pbn) = server.request(
        "GET",
        &format!("/api/evenings/{id}/pbn"),
        Some(&director),
        b"",
    );
    assert_eq!(status, 200, "{pbn}");
    assert!(pbn.contains("% board 2 at table 1, refereed\r\n"), "{pbn}");
    // With the table's own game, the export still holds to the standard.
    let mut strict = Vec::new();
    tablelaw_formats::check::check_pbn_in(
        pbn.as_bytes(),
        tablelaw::CodeId::Duplicate2017,
        tablelaw_formats::check::Mode::Strict,
        |report| strict.extend(report.findings.iter().map(|f| format!("{f:?}"))),
        |_| {},
    );
    assert!(strict.is_empty(), "{strict:#?}\n{pbn}");
    let (_, players_pbn) = server.request(
        "GET",
        &format!("/api/evenings/{id}/pbn"),
        Some(&players),
        b"",
    );
    assert!(
        !players_pbn.contains("board 2 at table 1, refereed"),
        "board 2 is not complete: {players_pbn}"
    );
    assert!(!players_pbn.contains(DEALS[1]), "{players_pbn}");
    assert!(
        players_pbn.contains(DEALS[0]),
        "board 1 is complete: {players_pbn}"
    );
    // Undone at the table: the evening follows.
    let (status, _) = server.json(
        "POST",
        &format!("/api/tables/{table2}/undo"),
        Some(&token2),
        &json!({}),
    );
    assert_eq!(status, 200);
    let (_, d) = read(&server, &id, Some(&director));
    assert_eq!(row(&d, 2, 1)["status"], "to play");
    // What does not read is answered 400 with what to give.
    for (body, says) in [
        (
            json!({ "board": 9, "table": 1, "contract": "pass" }),
            "boards 1 to 6",
        ),
        (
            json!({ "board": 1, "table": 1, "contract": "8S", "declarer": "S", "tricks": 9 }),
            "3NTX",
        ),
        (
            json!({ "board": 1, "table": 1, "contract": "3NT", "declarer": "Q", "tricks": 9 }),
            "seat letter",
        ),
        (
            json!({ "board": 1, "table": 1, "contract": "3NT", "declarer": "S", "tricks": 14 }),
            "0 to 13",
        ),
        (
            json!({ "board": 1, "table": 1, "contract": "3NT", "declarer": "S", "tricks": 9, "score": 400 }),
            "unknown field",
        ),
    ] {
        let (status, v) = line(&server, &id, Some(&director), &body);
        assert_eq!(status, 400, "{body}: {v}");
        assert!(v["error"].as_str().unwrap().contains(says), "{body}: {v}");
    }
    let (status, _) = read(&server, "0123456789abcdef0123456789abcdef", Some(&director));
    assert_eq!(status, 404);
}

fn two_evenings_see_only_their_own(db: &str) {
    let server = Server::start(db);
    let (a, a_director, a_players) = evening(&server, "Monday");
    let (b, b_director, b_players) = evening(&server, "Thursday");
    for token in [&a_director, &a_players] {
        let (status, v) = read(&server, &b, Some(token));
        assert_eq!(status, 403, "{v}");
    }
    for token in [&b_director, &b_players] {
        let (status, _) = read(&server, &a, Some(token));
        assert_eq!(status, 403);
    }
    let body = json!({ "board": 3, "table": 2, "contract": "4H", "declarer": "E", "tricks": 10 });
    let (status, _) = line(&server, &b, Some(&a_director), &body);
    assert_eq!(status, 403);
    let (status, _) = line(&server, &a, Some(&a_director), &body);
    assert_eq!(status, 200);
    let (_, va) = read(&server, &a, Some(&a_director));
    let (_, vb) = read(&server, &b, Some(&b_director));
    assert_eq!(row(&va, 3, 2)["status"], "played");
    assert_eq!(
        row(&vb, 3, 2)["status"],
        "to play",
        "evening B has none of A's results"
    );
    assert_eq!(vb["name"], "Thursday");
}

fn a_mitchell_and_a_movement_given(db: &str) {
    let server = Server::start(db);
    let (status, v) = server.get("/api/movements/mitchell?tables=4&boards=24");
    assert_eq!(status, 200, "{v}");
    assert_eq!(v["seatings"].as_array().map(Vec::len), Some(96));
    let (status, v) = server.get("/api/movements/mitchell?tables=4&boards=26");
    assert_eq!(status, 400);
    assert!(v["error"].as_str().unwrap().contains("24 or 28"), "{v}");
    // A movement given result by result, with a result already known.
    let (status, v) = server.json(
        "POST",
        "/api/evenings",
        None,
        &json!({ "boards": 2, "movement": [
            { "board": 1, "table": 1, "ns": "1", "ew": "2", "contract": "2S", "declarer": "N", "tricks": 8 },
            { "board": 1, "table": 2, "ns": "3", "ew": "4" },
            { "board": 2, "table": 1, "ns": "1", "ew": "4" },
            { "board": 2, "table": 2, "ns": "3", "ew": "2" },
        ] }),
    );
    assert_eq!(status, 201, "{v}");
    assert_eq!(v["ranking"], "together");
    assert_eq!(row(&v, 1, 1)["result"], "2S by N, 8 tricks");
    let (status, v) = server.json(
        "POST",
        "/api/evenings",
        None,
        &json!({ "boards": 2, "movement": [
            { "board": 1, "table": 1, "ns": "1", "ew": "2" },
            { "board": 1, "table": 1, "ns": "3", "ew": "4" },
        ] }),
    );
    assert_eq!(status, 400);
    assert!(v["error"].as_str().unwrap().contains("given twice"), "{v}");
}

/// Two servers on one database (two web servers over PostgreSQL, or a
/// restart): each reads what the other wrote, a refereed table's result
/// included, and writes after it.
fn two_servers_one_evening(db: &str) {
    let a = Server::start(db);
    let b = Server::start(db);
    let (id, director, players) = evening(&a, "Shared");
    let (status, v) = line(
        &a,
        &id,
        Some(&director),
        &json!({ "board": 3, "table": 1, "contract": "4S=", "declarer": "N" }),
    );
    assert_eq!(status, 200, "{v}");
    // B folds the evening (and keeps it), then A writes again: B's read
    // sees the write.
    let (_, seen) = read(&b, &id, Some(&players));
    assert_eq!(row(&seen, 3, 1)["result"], "4S by N, 10 tricks");
    let (status, _) = line(
        &a,
        &id,
        Some(&director),
        &json!({ "board": 3, "table": 2, "contract": "pass" }),
    );
    assert_eq!(status, 200);
    let (_, seen) = read(&b, &id, Some(&players));
    assert_eq!(
        row(&seen, 3, 2)["result"],
        "passed out",
        "B reads A's write"
    );
    // B writes over its kept fold, which A's write made stale.
    let (status, v) = line(
        &b,
        &id,
        Some(&director),
        &json!({ "board": 3, "table": 3, "contract": "3NT", "declarer": "S", "tricks": 9 }),
    );
    assert_eq!(status, 200, "{v}");
    let (_, seen) = read(&a, &id, Some(&director));
    assert_eq!(row(&seen, 3, 3)["status"], "played");
    assert_eq!(seen["boards"][2]["complete"], true);
    // A table refereed through A, played on B: A's evening follows.
    let (status, link) = a.json(
        "POST",
        &format!("/api/evenings/{id}/tables"),
        Some(&director),
        &json!({ "board": 4, "table": 1 }),
    );
    assert_eq!(status, 201, "{link}");
    let (table, token) = (
        link["table_id"].as_str().unwrap(),
        link["table_token"].as_str().unwrap(),
    );
    let (_, _) = read(&a, &id, Some(&director));
    for call in ["W Pass", "N Pass", "E Pass", "S Pass"] {
        let (status, v) = b.line(table, token, call);
        assert_eq!(status, 200, "{call}: {v}");
    }
    let (_, seen) = read(&a, &id, Some(&director));
    assert_eq!(
        row(&seen, 4, 1)["result"],
        "passed out",
        "{}",
        row(&seen, 4, 1)
    );
}

#[test]
fn evenings_keep_to_their_tokens() {
    for db in databases("evening-tokens") {
        tokens_and_hidden_hands(&db);
        two_evenings_see_only_their_own(&db);
        a_mitchell_and_a_movement_given(&db);
        two_servers_one_evening(&db);
    }
}
