//! Nothing panics the server: garbage sent to every route is answered
//! with a 4xx status and a message, and the server answers well after.

mod common;

use common::{Server, databases};
use serde_json::json;

#[test]
fn garbage_to_every_route_is_answered_400_and_the_server_stands() {
    for db in databases("garbage") {
        let server = Server::start(&db);
        garbage(&server);
        evening_garbage(&server);
    }
}

/// Garbage to the evening's routes, with its director's token: a 4xx
/// with a message (or, for what happens to be a good request, its
/// answer), never a 5xx; the evening answers well after.
fn evening_garbage(server: &Server) {
    let (status, v) = server.json(
        "POST",
        "/api/evenings",
        None,
        &json!({ "boards": 4, "tables": 2 }),
    );
    assert_eq!(status, 201, "{v}");
    let id = v["id"].as_str().unwrap().to_owned();
    let token = v["token"].as_str().unwrap().to_owned();
    let bodies: Vec<Vec<u8>> = vec![
        b"{".to_vec(),
        b"[]".to_vec(),
        vec![0xff, 0xfe, 0x00, 0x80],
        b"{\"board\": 0, \"table\": 0}".to_vec(),
        b"{\"board\": 4294967295, \"table\": 4294967295, \"contract\": \"pass\"}".to_vec(),
        b"{\"board\": -1, \"table\": 1}".to_vec(),
        b"{\"board\": 1, \"table\": 1, \"contract\": \"7NTXXX\", \"declarer\": \"N\", \"tricks\": 255}".to_vec(),
        b"{\"board\": 1, \"table\": 1, \"ns\": \"\", \"ew\": \"\\u0000\"}".to_vec(),
        b"{\"board\": 1, \"table\": 9, \"ns\": \"x\", \"ew\": \"x\"}".to_vec(),
        b"{\"board\": 1, \"table\": 1, \"adjustment\": {\"kind\": \"weighted\", \"results\": []}, \"ruling\": \"r\"}".to_vec(),
        b"{\"board\": 1, \"table\": 1, \"adjustment\": {\"kind\": \"weighted\", \"results\": [{\"weight\": 4294967295, \"contract\": \"7NTXX\", \"declarer\": \"N\", \"tricks\": 13}, {\"weight\": 4294967295, \"contract\": \"pass\"}]}, \"ruling\": \"r\"}".to_vec(),
        b"{\"board\": 1, \"table\": 1, \"adjustment\": {\"kind\": \"artificial\", \"ns\": \"average-plus-plus\", \"ew\": 1}, \"ruling\": \"r\"}".to_vec(),
        b"{\"board\": 1, \"table\": 1, \"table_id\": \"../../etc\", \"table_token\": \"x\"}".to_vec(),
        b"{\"boards\": 4294967295, \"tables\": 4294967295}".to_vec(),
        b"{\"boards\": 1, \"deals\": [\"N:garbage\", null, 5]}".to_vec(),
        b"{\"boards\": 2, \"pbn\": \"[Board \\\"99999999999\\\"]\"}".to_vec(),
        b"{\"boards\": 1, \"movement\": [{\"board\": 1, \"table\": 1, \"ns\": \"1\", \"ew\": \"1\"}]}".to_vec(),
        b"{\"scoring\": \"rubber\", \"boards\": 1, \"tables\": 1}".to_vec(),
    ];
    let routes = [
        ("POST", "/api/evenings".to_owned()),
        ("POST", format!("/api/evenings/{id}/results")),
        ("POST", format!("/api/evenings/{id}/tables")),
        ("POST", format!("/api/evenings/{id}/adjust")),
        ("GET", format!("/api/evenings/{id}/boards/0")),
        ("GET", format!("/api/evenings/{id}/boards/99999999999")),
        ("GET", format!("/api/evenings/{id}/boards/%ff")),
        ("GET", "/api/evenings/nope/rankings".to_owned()),
        (
            "GET",
            "/api/movements/mitchell?tables=0&boards=-1".to_owned(),
        ),
        (
            "GET",
            "/api/movements/mitchell?tables=4294967295&boards=4294967295".to_owned(),
        ),
        ("GET", "/e/zzz".to_owned()),
    ];
    for (method, path) in &routes {
        for body in &bodies {
            let (status, text) = server.request(method, path, Some(&token), body);
            assert!(
                (200..500).contains(&status),
                "{method} {path} {:?}: {status} {text}",
                String::from_utf8_lossy(body)
            );
            if path.starts_with("/api") && status >= 400 && status != 405 {
                let v: serde_json::Value = serde_json::from_str(&text)
                    .unwrap_or_else(|_| panic!("{method} {path}: {status} {text}"));
                assert!(v["error"].is_string(), "{v}");
            }
        }
    }
    let (status, v) = server.get_with(&format!("/api/evenings/{id}/rankings"), &token);
    assert_eq!(status, 200, "{v}");
}

fn garbage(server: &Server) {
    let (id, token) = server.create(&json!({ "code": "rubber" }));
    let bodies: Vec<Vec<u8>> = vec![
        b"{".to_vec(),
        b"not json".to_vec(),
        b"[1,2,3]".to_vec(),
        b"{\"line\": 5}".to_vec(),
        b"{\"line\": \"N 1H\", \"extra\": true}".to_vec(),
        b"{\"code\": \"whist-of-the-moon\"}".to_vec(),
        b"{\"dealer\": \"Q\"}".to_vec(),
        b"{\"deal\": \"N:garbage\"}".to_vec(),
        b"{\"script\": \"laws rubber\\ndealer N\\nN 9Z\\n\"}".to_vec(),
        b"{\"line\": \"\\u0000\\u0001 \\u202e\"}".to_vec(),
        b"{\"event\": {\"event\": \"call\", \"seat\": \"X\"}}".to_vec(),
        b"{\"line\": \"N 1H\", \"event\": {}}".to_vec(),
        vec![0xff, 0xfe, 0x00, 0x80],
        vec![b'{'; 10_000],
    ];
    let routes = [
        ("POST", "/api/tables".to_owned()),
        ("POST", format!("/api/tables/{id}/events")),
        ("POST", format!("/api/tables/{id}/undo")),
        ("POST", "/api/tables/nope/events".to_owned()),
        ("POST", "/api/tables/../../etc/undo".to_owned()),
        ("GET", "/api/tables/%00%ff".to_owned()),
        ("GET", format!("/api/tables/{id}/nothing")),
        ("PUT", "/api/tables".to_owned()),
        ("DELETE", format!("/api/tables/{id}")),
        ("GET", "/t/zzz".to_owned()),
    ];
    for (method, path) in &routes {
        for body in &bodies {
            let (status, text) = server.request(method, path, Some(&token), body);
            assert!(
                (400..500).contains(&status) || (status == 200 && method == &"GET"),
                "{method} {path} {:?}: {status} {text}",
                String::from_utf8_lossy(body)
            );
            if path.starts_with("/api") && status != 405 {
                let v: serde_json::Value = serde_json::from_str(&text)
                    .unwrap_or_else(|_| panic!("{method} {path}: {status} {text}"));
                assert!(v["error"].is_string(), "{v}");
            }
        }
    }
    // Malformed JSON, unknown fields and unknown codes: 400 with a message.
    for (path, body) in [
        ("/api/tables".to_owned(), &b"{"[..]),
        ("/api/tables".to_owned(), b"{\"colour\": 1}"),
        ("/api/tables".to_owned(), b"{\"code\": \"bezique\"}"),
        (
            format!("/api/tables/{id}/events"),
            b"{\"line\": \"N 1H\", \"x\": 1}",
        ),
    ] {
        let (status, text) = server.request("POST", &path, Some(&token), body);
        assert_eq!(status, 400, "{path}: {text}");
        assert!(text.contains("error"), "{text}");
    }
    let (status, text) = server.request("POST", "/api/tables", None, b"{\"code\": \"bezique\"}");
    assert!(
        text.contains("rubber"),
        "the codes are listed: {status} {text}"
    );
    // A body over the limit is refused.
    let big = format!("{{\"line\": \"{}\"}}", "x".repeat(100_000));
    let (status, _) = server.request(
        "POST",
        &format!("/api/tables/{id}/events"),
        Some(&token),
        big.as_bytes(),
    );
    assert_eq!(status, 413);
    // Raw bytes that are not HTTP.
    {
        use std::io::{Read, Write};
        let mut s = std::net::TcpStream::connect(server.addr).unwrap();
        let _ = s.write_all(b"\x16\x03\x01garbage\r\n\r\n");
        let mut out = Vec::new();
        let _ = s.read_to_end(&mut out);
    }
    // The server still answers, and the table is untouched.
    let (status, v) = server.get(&format!("/api/tables/{id}"));
    assert_eq!(status, 200);
    assert_eq!(v["seq"], 0, "{v}");
    let (status, v) = server.line(&id, &token, "N 1H");
    assert_eq!(status, 200, "{v}");
}
