//! A server on a free port over a fresh SQLite file (or the PostgreSQL
//! database that `TABLELAW_TEST_POSTGRES` names), and a small HTTP/1.1
//! client on plain sockets.

#![allow(dead_code)]

pub mod conn;

use std::io::{Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::path::PathBuf;
use std::sync::atomic::{AtomicUsize, Ordering};

use serde_json::Value;

/// The environment variable that names the PostgreSQL database for the
/// tests (CI sets it; without it the PostgreSQL runs are skipped).
pub const POSTGRES_ENV: &str = "TABLELAW_TEST_POSTGRES";

/// The environment variable that names the same kind of database over TLS,
/// `sslmode=verify-full` with the CA file in `sslrootcert` (CI sets it;
/// without it the TLS runs are skipped).
pub const POSTGRES_TLS_ENV: &str = "TABLELAW_TEST_POSTGRES_TLS";

/// The URL the environment variable `var` gives, or `None` with a note
/// that `what` is skipped.
pub fn postgres_url(var: &str, what: &str) -> Option<String> {
    match std::env::var(var) {
        Ok(url) if !url.is_empty() => Some(url),
        _ => {
            eprintln!("{var} is not set: `{what}` is skipped");
            None
        }
    }
}

/// `url` with its query parameter `key` set to `value` (replaced where
/// given, else added).
pub fn with_param(url: &str, key: &str, value: &str) -> String {
    let (base, query) = url.split_once('?').unwrap_or((url, ""));
    let mut pairs: Vec<String> = query
        .split('&')
        .filter(|p| !p.is_empty() && p.split('=').next() != Some(key))
        .map(str::to_owned)
        .collect();
    pairs.push(format!("{key}={value}"));
    format!("{base}?{}", pairs.join("&"))
}

static COUNTER: AtomicUsize = AtomicUsize::new(0);

/// A fresh SQLite file's path in the temporary directory.
pub fn temp_db(name: &str) -> PathBuf {
    let n = COUNTER.fetch_add(1, Ordering::Relaxed);
    let dir =
        std::env::temp_dir().join(format!("tablelaw-serve-{}-{name}-{n}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a temporary directory");
    dir.join("tables.db")
}

/// The databases to test against: a fresh SQLite file, and PostgreSQL
/// where the environment names one.
pub fn databases(name: &str) -> Vec<String> {
    let mut out = vec![temp_db(name).to_string_lossy().into_owned()];
    match std::env::var(POSTGRES_ENV) {
        Ok(url) if !url.is_empty() => out.push(url),
        _ => eprintln!("{POSTGRES_ENV} is not set: the PostgreSQL run of `{name}` is skipped"),
    }
    out
}

/// A server running on its own thread for the rest of the test.
pub struct Server {
    /// Where it listens.
    pub addr: SocketAddr,
}

impl Server {
    /// Starts a server over `db` (a file path or a `postgres://` URL).
    pub fn start(db: &str) -> Server {
        Server::start_with(db, None)
    }

    /// Starts a server over `db` whose table creation needs `token`.
    pub fn start_with(db: &str, token: Option<&str>) -> Server {
        let db = db.to_owned();
        let token = token.map(str::to_owned);
        let (tx, rx) = std::sync::mpsc::channel();
        std::thread::spawn(move || {
            let runtime = tokio::runtime::Builder::new_multi_thread()
                .worker_threads(2)
                .enable_all()
                .build()
                .expect("a runtime");
            runtime.block_on(async move {
                let store = tablelaw_serve::Store::open(&db)
                    .await
                    .expect("the database opens");
                let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
                    .await
                    .expect("a port");
                tx.send(listener.local_addr().expect("an address"))
                    .expect("the test waits");
                let _ = tablelaw_serve::serve_with(listener, store, token).await;
            });
        });
        Server {
            addr: rx.recv().expect("the server starts"),
        }
    }

    /// A request; the status and the body.
    pub fn request(
        &self,
        method: &str,
        path: &str,
        token: Option<&str>,
        body: &[u8],
    ) -> (u16, String) {
        request(self.addr, method, path, token, body)
    }

    /// A request whose answer is JSON.
    pub fn json(
        &self,
        method: &str,
        path: &str,
        token: Option<&str>,
        body: &Value,
    ) -> (u16, Value) {
        let (status, text) = self.request(method, path, token, body.to_string().as_bytes());
        let value = serde_json::from_str(&text)
            .unwrap_or_else(|e| panic!("{method} {path}: not JSON ({e}): {text}"));
        (status, value)
    }

    /// `GET` of JSON.
    pub fn get(&self, path: &str) -> (u16, Value) {
        let (status, text) = self.request("GET", path, None, b"");
        let value = serde_json::from_str(&text)
            .unwrap_or_else(|e| panic!("GET {path}: not JSON ({e}): {text}"));
        (status, value)
    }

    /// `GET` of JSON with a bearer token.
    pub fn get_with(&self, path: &str, token: &str) -> (u16, Value) {
        let (status, text) = self.request("GET", path, Some(token), b"");
        let value = serde_json::from_str(&text)
            .unwrap_or_else(|e| panic!("GET {path}: not JSON ({e}): {text}"));
        (status, value)
    }

    /// Makes a table; its id and token.
    pub fn create(&self, body: &Value) -> (String, String) {
        let (status, v) = self.json("POST", "/api/tables", None, body);
        assert_eq!(status, 201, "{v}");
        (
            v["id"].as_str().expect("an id").to_owned(),
            v["token"].as_str().expect("a token").to_owned(),
        )
    }

    /// Appends a script line; the status and the answer.
    pub fn line(&self, id: &str, token: &str, line: &str) -> (u16, Value) {
        self.json(
            "POST",
            &format!("/api/tables/{id}/events"),
            Some(token),
            &serde_json::json!({ "line": line }),
        )
    }
}

/// One HTTP/1.1 request on its own connection.
pub fn request(
    addr: SocketAddr,
    method: &str,
    path: &str,
    token: Option<&str>,
    body: &[u8],
) -> (u16, String) {
    let mut stream = TcpStream::connect(addr).expect("the server accepts");
    let mut head = format!(
        "{method} {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: {}\r\n",
        body.len()
    );
    if let Some(token) = token {
        head.push_str(&format!("Authorization: Bearer {token}\r\n"));
    }
    head.push_str("\r\n");
    stream
        .write_all(head.as_bytes())
        .expect("the request is sent");
    stream.write_all(body).expect("the body is sent");
    let mut answer = Vec::new();
    let _ = stream.read_to_end(&mut answer);
    parse_answer(&answer)
}

/// The status and the body of an HTTP/1.1 answer (chunked or not).
pub fn parse_answer(answer: &[u8]) -> (u16, String) {
    let text = String::from_utf8_lossy(answer);
    let (head, rest) = text.split_once("\r\n\r\n").unwrap_or((&text, ""));
    let status = head
        .split(' ')
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(0);
    let chunked = head
        .to_ascii_lowercase()
        .contains("transfer-encoding: chunked");
    let body = if chunked {
        let mut out = String::new();
        let mut rest = rest;
        while let Some((size, after)) = rest.split_once("\r\n") {
            let n = usize::from_str_radix(size.trim(), 16).unwrap_or(0);
            if n == 0 || after.len() < n {
                break;
            }
            out.push_str(&after[..n]);
            rest = after[n..].trim_start_matches("\r\n");
        }
        out
    } else {
        rest.to_owned()
    };
    (status, body)
}
