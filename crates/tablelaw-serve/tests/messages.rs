//! What the API says to a user who asks for what it cannot do: an unknown
//! code lists every code, a body over the limit is answered in JSON with
//! the limit and what to do; and a suit typed on a phone (`1♠️`) reads.

mod common;

use common::{Server, temp_db};
use serde_json::json;

#[test]
fn an_unknown_code_lists_every_code() {
    let server = Server::start(&temp_db("unknown-code").to_string_lossy());
    let (status, v) = server.json("POST", "/api/tables", None, &json!({ "code": "bezique" }));
    assert_eq!(status, 400, "{v}");
    let known = tablelaw::CodeId::KNOWN.map(|c| c.as_str()).join(", ");
    assert_eq!(
        v["error"],
        format!("unknown code of laws `bezique`; known: {known}")
    );
    assert_eq!(tablelaw::CodeId::KNOWN.len(), 6);
}

#[test]
fn a_body_over_the_limit_is_answered_413_in_json() {
    let server = Server::start(&temp_db("too-large").to_string_lossy());
    let (id, token) = server.create(&json!({ "code": "rubber" }));
    let big = format!("{{\"line\": \"{}\"}}", "x".repeat(100_000));
    for (path, token) in [
        (format!("/api/tables/{id}/events"), Some(token.as_str())),
        (format!("/api/tables/{id}/undo"), Some(token.as_str())),
        ("/api/tables".to_owned(), None),
    ] {
        let (status, text) = server.request("POST", &path, token, big.as_bytes());
        assert_eq!(status, 413, "{path}: {text}");
        let v: serde_json::Value = serde_json::from_str(&text)
            .unwrap_or_else(|e| panic!("{path}: not JSON ({e}): {text}"));
        assert_eq!(
            v["error"],
            "the request body is larger than 64 KiB, the most the API reads: send one event a request, and make a table from a long script's first lines, then send the rest as events",
            "{path}"
        );
    }
    // A body within the limit is read as before.
    let (status, v) = server.line(&id, &token, "N 1H");
    assert_eq!(status, 200, "{v}");
}

#[test]
fn a_suit_with_the_emoji_variation_selector_reads() {
    let server = Server::start(&temp_db("emoji-suit").to_string_lossy());
    let (id, token) = server.create(&json!({ "code": "rubber", "dealer": "N" }));
    // As a phone types the spade: U+2660 then U+FE0F.
    let (status, v) = server.line(&id, &token, "N 1\u{2660}\u{fe0f}");
    assert_eq!(status, 200, "{v}");
    assert_eq!(v["accepted"]["line"], "N 1S", "{v}");
}
