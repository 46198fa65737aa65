//! The list paged, newest first, and writes only as JSON: a form or a
//! `text/plain` post (what another site's page can make a browser send
//! without asking) is refused and writes nothing.

mod common;

use std::io::{Read, Write};
use std::net::TcpStream;

use common::{Server, databases};
use serde_json::{Value, json};

/// A `POST` with the content type given (none if `None`).
fn post_as(server: &Server, path: &str, content_type: Option<&str>, body: &str) -> (u16, String) {
    let mut stream = TcpStream::connect(server.addr).expect("the server accepts");
    let mut head = format!(
        "POST {path} HTTP/1.1\r\nHost: {}\r\nConnection: close\r\nContent-Length: {}\r\n",
        server.addr,
        body.len()
    );
    if let Some(t) = content_type {
        head.push_str(&format!("Content-Type: {t}\r\n"));
    }
    head.push_str("\r\n");
    stream.write_all(head.as_bytes()).expect("sent");
    stream.write_all(body.as_bytes()).expect("sent");
    let mut answer = Vec::new();
    let _ = stream.read_to_end(&mut answer);
    common::parse_answer(&answer)
}

/// The tests of this file count the tables of one shared PostgreSQL
/// database: each holds this while it runs, so that none sees another's
/// writes (the cross-site test once counted a table the paging test made).
static ONE_AT_A_TIME: std::sync::Mutex<()> = std::sync::Mutex::new(());

fn one_at_a_time() -> std::sync::MutexGuard<'static, ()> {
    ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner())
}

fn tables(server: &Server) -> usize {
    let (status, v) = server.get("/api/tables?limit=500");
    assert_eq!(status, 200, "{v}");
    v["tables"].as_array().expect("tables").len()
}

#[test]
fn a_cross_site_post_that_is_not_json_is_refused_and_writes_nothing() {
    let _serial = one_at_a_time();
    for db in databases("cross-site") {
        let server = Server::start(&db);
        let before = tables(&server);
        let body = json!({ "code": "rubber", "dealer": "N" }).to_string();
        for content_type in [
            Some("text/plain"),
            Some("application/x-www-form-urlencoded"),
            Some("multipart/form-data; boundary=x"),
            None,
        ] {
            let (status, text) = post_as(&server, "/api/tables", content_type, &body);
            assert_eq!(status, 415, "{content_type:?}: {text}");
            assert!(text.contains("Content-Type: application/json"), "{text}");
        }
        assert_eq!(tables(&server), before, "nothing was made");
        // JSON with its charset is a write.
        let (status, text) = post_as(
            &server,
            "/api/tables",
            Some("application/json; charset=utf-8"),
            &body,
        );
        assert_eq!(status, 201, "{text}");
        // The events and the undo too.
        let v: Value = serde_json::from_str(&text).unwrap();
        let id = v["id"].as_str().unwrap();
        let (status, _) = post_as(
            &server,
            &format!("/api/tables/{id}/events"),
            Some("text/plain"),
            r#"{"line":"N 1S"}"#,
        );
        assert_eq!(status, 415);
        let (status, _) = post_as(
            &server,
            &format!("/api/tables/{id}/undo"),
            Some("text/plain"),
            "",
        );
        assert_eq!(status, 415);
    }
}

#[test]
fn the_list_is_paged_newest_first_with_a_cursor() {
    let _serial = one_at_a_time();
    for db in databases("paged") {
        let server = Server::start(&db);
        let mut made = Vec::new();
        for board in 1..=7 {
            let (id, _) = server.create(&json!({ "code": "duplicate-2017", "board": board }));
            made.push(id);
            // Distinct creation times, so that the order is the making's.
            std::thread::sleep(std::time::Duration::from_millis(2));
        }
        let mut seen: Vec<String> = Vec::new();
        let mut path = "/api/tables?limit=3".to_owned();
        let mut pages = 0;
        loop {
            let (status, v) = server.get(&path);
            assert_eq!(status, 200, "{v}");
            let page = v["tables"].as_array().unwrap();
            assert!(page.len() <= 3);
            seen.extend(page.iter().map(|t| t["id"].as_str().unwrap().to_owned()));
            pages += 1;
            match v["next"].as_str() {
                Some(next) => path = format!("/api/tables?limit=3&before={next}"),
                None => break,
            }
        }
        let ours: Vec<&String> = seen.iter().filter(|id| made.contains(id)).collect();
        let newest_first: Vec<&String> = made.iter().rev().collect();
        assert_eq!(ours, newest_first, "every table once, newest first");
        assert!(pages >= 3);
        for bad in [
            "/api/tables?limit=0",
            "/api/tables?limit=501",
            "/api/tables?before=x",
            "/api/tables?limit=ten",
            "/api/tables?colour=red",
        ] {
            let (status, v) = server.get(bad);
            assert_eq!(status, 400, "{bad}: {v}");
            assert!(v["error"].is_string(), "{bad}: {v}");
        }
    }
}

#[test]
fn a_server_with_a_creation_token_makes_tables_only_for_it() {
    let _serial = one_at_a_time();
    let db = common::temp_db("creation-token");
    let server = Server::start_with(&db.to_string_lossy(), Some("club-secret"));
    let (status, v) = server.get("/api/tables");
    assert_eq!(status, 200);
    assert_eq!(v["creation_token"], json!(true));
    let body = json!({ "code": "rubber", "dealer": "N" });
    for token in [None, Some("wrong"), Some("club-secre")] {
        let (status, v) = server.json("POST", "/api/tables", token, &body);
        assert_eq!(status, 403, "{token:?}: {v}");
        assert!(
            v["error"].as_str().unwrap().contains("creation token"),
            "{v}"
        );
    }
    let (status, v) = server.json("POST", "/api/tables", Some("club-secret"), &body);
    assert_eq!(status, 201, "{v}");
    // The table's own write token writes to it; the creation token is no
    // table's.
    let id = v["id"].as_str().unwrap();
    let (status, _) = server.line(id, v["token"].as_str().unwrap(), "N 1S");
    assert_eq!(status, 200);
    let (status, _) = server.line(id, "club-secret", "E pass");
    assert_eq!(status, 403);
    // Without a token, creation is open (loopback), and the list says so.
    let open = Server::start(&common::temp_db("creation-open").to_string_lossy());
    assert_eq!(open.get("/api/tables").1["creation_token"], json!(false));
}
