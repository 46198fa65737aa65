//! The club evening's scores through the API, over SQLite and (where
//! `TABLELAW_TEST_POSTGRES` names a database) PostgreSQL: travellers,
//! rankings, the PBN and CSV exports, in matchpoints and in IMPs, against
//! numbers worked out by hand.

mod common;

use common::{Server, databases};
use serde_json::{Value, json};

const DEALS: [&str; 2] = [
    "N:KT8.A96.A95.7542 Q5.KJ52.KQ874.T8 AJ92.874.JT6.AQ3 7643.QT3.32.KJ96",
    "N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432",
];

fn line(server: &Server, id: &str, token: Option<&str>, body: &Value) -> (u16, Value) {
    server.json("POST", &format!("/api/evenings/{id}/results"), token, body)
}

/// Two boards at four tables in matchpoints, the pairs ranked together
/// (North-South 1-4, East-West 5-8, pair N against pair N + 4 at table N):
/// a weighted score on board 1 and an artificial one on board 2, the
/// travellers, the rankings and the exports checked against numbers
/// worked out by hand (Law 78A: two units for each score beaten, one for
/// each equal; top 2 x 3 = 6).
fn scores_and_exports(db: &str) {
    let server = Server::start(db);
    let mut movement = Vec::new();
    for board in 1..=2 {
        for table in 1..=4 {
            movement.push(json!({ "board": board, "table": table, "ns": table.to_string(), "ew": (table + 4).to_string() }));
        }
    }
    let (status, v) = server.json(
        "POST",
        "/api/evenings",
        None,
        &json!({ "name": "Scores", "boards": 2, "deals": DEALS, "movement": movement }),
    );
    assert_eq!(status, 201, "{v}");
    let id = v["id"].as_str().unwrap().to_owned();
    let director = v["token"].as_str().unwrap().to_owned();
    let players = v["read_token"].as_str().unwrap().to_owned();
    let enter = |body: Value| {
        let (status, v) = line(&server, &id, Some(&director), &body);
        assert_eq!(status, 200, "{body}: {v}");
    };
    // Board 1 (none vulnerable): +420, +420, -50; table 4 weighted.
    enter(json!({ "board": 1, "table": 1, "contract": "4S", "declarer": "N", "tricks": 10 }));
    enter(json!({ "board": 1, "table": 2, "contract": "4S", "declarer": "N", "tricks": 10 }));
    enter(json!({ "board": 1, "table": 3, "contract": "4S", "declarer": "N", "tricks": 9 }));
    let adjust = |body: Value| {
        let (status, v) = server.json(
            "POST",
            &format!("/api/evenings/{id}/adjust"),
            Some(&director),
            &body,
        );
        assert_eq!(status, 200, "{body}: {v}");
    };
    adjust(
        json!({ "board": 1, "table": 4, "ruling": "Law 16B: half 4S made, half one down",
        "adjustment": { "kind": "weighted", "results": [
            { "weight": 1, "contract": "4S", "declarer": "N", "tricks": 10 },
            { "weight": 1, "contract": "4S", "declarer": "N", "tricks": 9 } ] } }),
    );
    // Board 2 (North-South vulnerable): +600, passed out, -100; table 4
    // average plus to North-South, average minus to East-West.
    enter(json!({ "board": 2, "table": 1, "contract": "3NT", "declarer": "S", "tricks": 9 }));
    enter(json!({ "board": 2, "table": 2, "contract": "pass" }));
    enter(json!({ "board": 2, "table": 3, "contract": "3NT", "declarer": "S", "tricks": 8 }));
    adjust(
        json!({ "board": 2, "table": 4, "ruling": "Law 12C2: a fouled board",
        "adjustment": { "kind": "artificial", "ns": "average-plus", "ew": "average-minus" } }),
    );
    // Board 1's traveller. Table 1 (+420) ties table 2 (1), beats table 3
    // (2), and against table 4's halves ties 420 and beats -50: 1.5; 4.5.
    // Table 4: +420 ties two and beats one (4), -50 ties one (1): 2.5.
    // Table 3: loses to 420 twice, half ties table 4: 0.5.
    let (status, t) = server.get_with(&format!("/api/evenings/{id}/boards/1"), &director);
    assert_eq!(status, 200, "{t}");
    assert_eq!(t["top"], 6.0, "{t}");
    let ns: Vec<f64> = t["rows"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["ns_score"]["value"].as_f64().unwrap())
        .collect();
    let ew: Vec<f64> = t["rows"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["ew_score"]["value"].as_f64().unwrap())
        .collect();
    assert_eq!(ns, [4.5, 4.5, 0.5, 2.5], "{t}");
    assert_eq!(ew, [1.5, 1.5, 5.5, 3.5], "{t}");
    assert_eq!(t["rows"][0]["ns_points"], 420.0);
    assert_eq!(
        t["rows"][3]["ruling"],
        "Law 16B: half 4S made, half one down"
    );
    // Board 2: three results, factored to four (Neuberg: (units + 1) x 4/3
    // - 1): +600 4 units -> 17/3, 0 2 units -> 3, -100 0 units -> 1/3;
    // table 4 60% and 40% of 6: 3.6 and 2.4.
    let (_, t) = server.get_with(&format!("/api/evenings/{id}/boards/2"), &director);
    let close = |a: &Value, b: f64| (a.as_f64().unwrap() - b).abs() < 1e-9;
    let rows = t["rows"].as_array().unwrap();
    assert!(close(&rows[0]["ns_score"]["value"], 17.0 / 3.0), "{t}");
    assert!(close(&rows[1]["ns_score"]["value"], 3.0), "{t}");
    assert!(close(&rows[2]["ns_score"]["value"], 1.0 / 3.0), "{t}");
    assert_eq!(rows[3]["ns_score"]["artificial"], "average-plus", "{t}");
    assert_eq!(rows[1]["result"], "passed out");
    // The rankings, pair by pair, of a top of 12: pair 7 (East-West at
    // table 3) 5.5 + 17/3 = 11.17, 93.06%; pair 1 4.5 + 17/3 = 10.17,
    // 84.72%; pair 2 4.5 + 3 = 7.5, 62.5%; pair 4 2.5 + 60% of 6 = 6.1,
    // 50.83%; pair 8 3.5 + 2.4 = 5.9, 49.17%; pair 6 1.5 + 3 = 4.5, 37.5%;
    // pair 5 1.5 + 1/3, 15.28%; pair 3 0.5 + 1/3, 6.94%.
    let (status, r) = server.get_with(&format!("/api/evenings/{id}/rankings"), &players);
    assert_eq!(status, 200, "{r}");
    let got: Vec<(String, f64)> = r["rows"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| {
            (
                s["contestant"].as_str().unwrap().to_owned(),
                (s["percentage"].as_f64().unwrap() * 100.0).round() / 100.0,
            )
        })
        .collect();
    let want: Vec<(String, f64)> = [
        ("7", 93.06),
        ("1", 84.72),
        ("2", 62.5),
        ("4", 50.83),
        ("8", 49.17),
        ("6", 37.5),
        ("5", 15.28),
        ("3", 6.94),
    ]
    .iter()
    .map(|(p, x)| ((*p).to_owned(), *x))
    .collect();
    assert_eq!(got, want, "{r}");
    assert_eq!(r["rows"][0]["rank"], 1);
    // The PBN export: each board's deal and ScoreTable, the artificial
    // scores marked `^`.
    let (status, pbn) = server.request(
        "GET",
        &format!("/api/evenings/{id}/pbn"),
        Some(&players),
        b"",
    );
    assert_eq!(status, 200, "{pbn}");
    assert!(pbn.contains("[Board \"2\"]"), "{pbn}");
    // Board 2's deal from its dealer, East, as the export format gives it;
    // its lines end in CR LF.
    assert!(
        pbn.contains(
            "[Deal \"E:T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432 AKQJ.AKQ.AKQ.AKQ\"]\r\n"
        ),
        "{pbn}"
    );
    assert!(pbn.contains("[ScoreTable \"Table\\2R;PairId_NS\\2R;PairId_EW\\2R;Contract\\5L;Declarer\\1R;Result\\2R;Score_NS\\6R;Score_EW\\6R;MP_NS\\5R;MP_EW\\5R;Percentage_NS\\3R;Percentage_EW\\3R\"]"), "{pbn}");
    assert!(
        pbn.contains("\r\n1 1 5 3NT S 9 600 - 5.67 0.33 94.44 5.56\r\n"),
        "{pbn}"
    );
    assert!(
        pbn.contains("\r\n2 2 6 Pass - - 0 0 3 3 50 50\r\n"),
        "{pbn}"
    );
    assert!(
        pbn.contains("\r\n4 4 8 - - - ^A+ ^A- ^A+ ^A- ^A+ ^A-\r\n"),
        "{pbn}"
    );
    // The library's reader of event files scores the export again: board
    // 2 (its artificial score marked `^`, its matchpoints factored) agrees
    // row by row; board 1's weighted score has no form in a ScoreTable (no
    // contract, no artificial mark), so the reader names its row, and the
    // other rows of board 1, scored without it, disagree.
    let mut findings = Vec::new();
    let summary = tablelaw_formats::pbn::session::read(
        pbn.as_bytes(),
        None,
        tablelaw::score::session::Ranking::Together,
        tablelaw::DuplicateEdition::Laws2017,
        |f| findings.push(f.clone()),
    )
    .expect("the export reads");
    assert_eq!(summary.boards, 2);
    assert!(summary.checked >= 4, "{} rows checked", summary.checked);
    assert!(findings.iter().all(|f| f.board == 1), "{findings:?}");
    assert!(
        findings
            .iter()
            .any(|f| f.pairs.contains('4') && f.pairs.contains('8')),
        "{findings:?}"
    );
    // The export holds to the PBN standard as its verifier reads it
    // (`tablelaw check --strict`): no finding.
    let mut strict = Vec::new();
    let mut unread = Vec::new();
    tablelaw_formats::check::check_pbn_in(
        pbn.as_bytes(),
        tablelaw::CodeId::Duplicate2017,
        tablelaw_formats::check::Mode::Strict,
        |report| strict.extend(report.findings.iter().map(|f| format!("{f:?}"))),
        |e| unread.push(format!("{e:?}")),
    );
    assert!(unread.is_empty(), "{unread:#?}");
    assert!(strict.is_empty(), "{strict:#?}");
    // The CSV: a header and a row a board at a table.
    let (status, csv) = server.request(
        "GET",
        &format!("/api/evenings/{id}/csv"),
        Some(&director),
        b"",
    );
    assert_eq!(status, 200);
    assert_eq!(csv.lines().count(), 9, "{csv}");
    assert!(
        csv.lines().nth(4).unwrap().starts_with("1,4,4,8,adjusted,"),
        "{csv}"
    );
    let (status, _) = server.request("GET", &format!("/api/evenings/{id}/csv"), None, b"");
    assert_eq!(status, 403);
}

/// A match of two teams in IMPs (Law 78B): team A sits North-South at
/// table 1 and East-West at table 2. Board 1: +420 at table 1, +170 at
/// table 2 (A's opponents North-South): A gains 250, 6 IMPs. Board 2:
/// -100 at table 1, +620 at table 2 (the opponents make game): A loses
/// 720, 12 IMPs. A -6, B +6; then an assigned score.
fn a_match_in_imps(db: &str) {
    let server = Server::start(db);
    let (status, v) = server.json(
        "POST",
        "/api/evenings",
        None,
        &json!({ "name": "Teams", "scoring": "imps", "boards": 2, "movement": [
            { "board": 1, "table": 1, "ns": "A", "ew": "B", "contract": "4S", "declarer": "N", "tricks": 10 },
            { "board": 1, "table": 2, "ns": "B", "ew": "A", "contract": "2S", "declarer": "N", "tricks": 10 },
            { "board": 2, "table": 1, "ns": "A", "ew": "B", "contract": "4H", "declarer": "S", "tricks": 9 },
            { "board": 2, "table": 2, "ns": "B", "ew": "A", "contract": "4H", "declarer": "S", "tricks": 10 },
        ] }),
    );
    assert_eq!(status, 201, "{v}");
    let id = v["id"].as_str().unwrap();
    let token = v["token"].as_str().unwrap();
    let (_, t) = server.get_with(&format!("/api/evenings/{id}/boards/1"), token);
    assert_eq!(t["rows"][0]["ns_score"]["value"], 6.0, "{t}");
    assert_eq!(t["rows"][1]["ns_score"]["value"], -6.0, "{t}");
    let (_, r) = server.get_with(&format!("/api/evenings/{id}/rankings"), token);
    let got: Vec<(&str, f64)> = r["rows"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| {
            (
                s["contestant"].as_str().unwrap(),
                s["total"].as_f64().unwrap(),
            )
        })
        .collect();
    assert_eq!(got, [("B", 6.0), ("A", -6.0)], "{r}");
    assert!(
        r["rows"][0]["percentage"].is_null(),
        "no percentage in IMPs: {r}"
    );
    // An assigned adjusted score at table 2 on board 2 (12C1(b)): 4H one
    // down, -100, as at table 1; the board is flat, and A is +6.
    let (status, v) = server.json(
        "POST",
        &format!("/api/evenings/{id}/adjust"),
        Some(token),
        &json!({ "board": 2, "table": 2, "ruling": "Law 16B: the raise to game is cancelled; 4H one down assigned",
                 "adjustment": { "kind": "assigned", "contract": "4H", "declarer": "S", "tricks": 9 } }),
    );
    assert_eq!(status, 200, "{v}");
    assert_eq!(v["result"]["result"], "assigned: 4H by S, 9 tricks");
    let (_, t) = server.get_with(&format!("/api/evenings/{id}/boards/2"), token);
    assert_eq!(t["rows"][1]["ns_points"], -100.0, "{t}");
    assert_eq!(t["rows"][1]["ns_score"]["value"], 0.0, "{t}");
    let (_, r) = server.get_with(&format!("/api/evenings/{id}/rankings"), token);
    assert_eq!(r["rows"][0]["contestant"], "A", "{r}");
    assert_eq!(r["rows"][0]["total"], 6.0, "{r}");
    // The export writes the assigned result as the one that stands, and
    // the library's reader of event files scores it again to the same
    // IMPs, row by row.
    let (status, pbn) = server.request("GET", &format!("/api/evenings/{id}/pbn"), Some(token), b"");
    assert_eq!(status, 200, "{pbn}");
    assert!(pbn.contains("\r\n2 B A 4H S 9 - 100 0 0\r\n"), "{pbn}");
    let mut findings = Vec::new();
    let summary = tablelaw_formats::pbn::session::read(
        pbn.as_bytes(),
        None,
        tablelaw::score::session::Ranking::Together,
        tablelaw::DuplicateEdition::Laws2017,
        |f| findings.push(f.clone()),
    )
    .expect("the export reads");
    assert!(findings.is_empty(), "{findings:?}");
    assert_eq!(summary.results, 4);
    assert_eq!(summary.standings.rows[0].contestant, "A");
    assert_eq!(summary.standings.rows[0].total, 6.0);
}

#[test]
fn travellers_rankings_and_exports_as_worked_out_by_hand() {
    for db in databases("evening-scores") {
        scores_and_exports(&db);
        a_match_in_imps(&db);
    }
}
