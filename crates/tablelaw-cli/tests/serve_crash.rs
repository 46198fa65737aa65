//! `tablelaw serve` killed with SIGKILL while clients stream events, and
//! started again on the same database: every event the server acknowledged
//! is there, in order, none twice; at most the one event in flight at the
//! kill is there unacknowledged; the tables take events again.

use std::io::{BufRead, BufReader, Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::process::{Child, Command, Stdio};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::Duration;

use serde_json::{Value, json};

const BIN: &str = env!("CARGO_BIN_EXE_tablelaw");

fn start(db: &str) -> (Child, SocketAddr) {
    let mut child = Command::new(BIN)
        .args(["serve", "--addr", "127.0.0.1:0", "--db", db])
        .stdout(Stdio::piped())
        .stderr(Stdio::inherit())
        .spawn()
        .expect("the server starts");
    let mut line = String::new();
    BufReader::new(child.stdout.take().expect("stdout"))
        .read_line(&mut line)
        .expect("the address line");
    let addr = line
        .split("http://")
        .nth(1)
        .and_then(|rest| rest.split('/').next())
        .and_then(|a| a.parse().ok())
        .unwrap_or_else(|| panic!("an address in {line:?}"));
    (child, addr)
}

/// One request; `None` when the connection fails (the server is gone).
fn request(
    addr: SocketAddr,
    method: &str,
    path: &str,
    token: Option<&str>,
    body: &Value,
) -> Option<(u16, Value)> {
    let body = body.to_string();
    let mut stream = TcpStream::connect(addr).ok()?;
    stream
        .set_read_timeout(Some(Duration::from_secs(20)))
        .ok()?;
    let auth = token
        .map(|t| format!("Authorization: Bearer {t}\r\n"))
        .unwrap_or_default();
    let head = format!(
        "{method} {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: {}\r\n{auth}\r\n",
        body.len()
    );
    stream.write_all(head.as_bytes()).ok()?;
    stream.write_all(body.as_bytes()).ok()?;
    let mut answer = Vec::new();
    stream.read_to_end(&mut answer).ok()?;
    let text = String::from_utf8_lossy(&answer);
    let (head, rest) = text.split_once("\r\n\r\n")?;
    let status = head.split(' ').nth(1)?.parse().ok()?;
    Some((status, serde_json::from_str(rest).ok()?))
}

fn explanation(client: usize, n: usize) -> String {
    format!("S explains 1C \"client {client} event {n}\"")
}

#[test]
fn every_acknowledged_event_survives_sigkill_and_none_is_duplicated() {
    let dir = std::env::temp_dir().join(format!("tablelaw-crash-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a temporary directory");
    crash(&dir.join("tables.db").to_string_lossy());
    let _ = std::fs::remove_dir_all(&dir);
    // The same on PostgreSQL, where CI names a database.
    match std::env::var("TABLELAW_TEST_POSTGRES") {
        Ok(url) if !url.is_empty() => crash(&url),
        _ => eprintln!("TABLELAW_TEST_POSTGRES is not set: the PostgreSQL run is skipped"),
    }
}

fn crash(db: &str) {
    let (mut server, addr) = start(db);

    const CLIENTS: usize = 4;
    let mut tables = Vec::new();
    for _ in 0..CLIENTS {
        let (status, v) = request(
            addr,
            "POST",
            "/api/tables",
            None,
            &json!({ "code": "duplicate-2017", "dealer": "N" }),
        )
        .expect("the server answers");
        assert_eq!(status, 201, "{v}");
        let id = v["id"].as_str().unwrap().to_owned();
        let token = v["token"].as_str().unwrap().to_owned();
        let path = format!("/api/tables/{id}/events");
        let (status, _) = request(
            addr,
            "POST",
            &path,
            Some(&token),
            &json!({ "line": "N 1C" }),
        )
        .unwrap();
        assert_eq!(status, 200);
        tables.push((id, token));
    }

    // Each client streams explanations, one at a time, and keeps what the
    // server acknowledged, until a request fails.
    let acked_total = Arc::new(AtomicUsize::new(0));
    let stop = Arc::new(AtomicBool::new(false));
    let handles: Vec<_> = tables
        .iter()
        .enumerate()
        .map(|(client, (id, token))| {
            let (id, token) = (id.clone(), token.clone());
            let acked_total = Arc::clone(&acked_total);
            let stop = Arc::clone(&stop);
            std::thread::spawn(move || {
                let path = format!("/api/tables/{id}/events");
                let mut acked: Vec<String> = vec!["N 1C".to_owned()];
                for n in 0.. {
                    if stop.load(Ordering::Relaxed) && n > 10_000 {
                        break;
                    }
                    let line = explanation(client, n);
                    let body = json!({ "line": line, "seq": acked.len() });
                    match request(addr, "POST", &path, Some(&token), &body) {
                        Some((200, v)) => {
                            assert_eq!(v["accepted"]["line"], line.as_str(), "{v}");
                            acked.push(line);
                            acked_total.fetch_add(1, Ordering::Relaxed);
                        }
                        Some((status, v)) => panic!("client {client}: {status} {v}"),
                        None => return (id, token, acked, line),
                    }
                }
                unreachable!("the server was killed")
            })
        })
        .collect();

    // Kill mid-stream, once the clients have had some events acknowledged.
    while acked_total.load(Ordering::Relaxed) < 200 {
        std::thread::sleep(Duration::from_millis(5));
    }
    server.kill().expect("SIGKILL"); // Child::kill is SIGKILL on Unix
    let _ = server.wait();
    stop.store(true, Ordering::Relaxed);
    let streams: Vec<_> = handles
        .into_iter()
        .map(|h| h.join().expect("a client"))
        .collect();

    let (mut again, addr) = start(db);
    for (id, token, acked, in_flight) in &streams {
        let (status, v) =
            request(addr, "GET", &format!("/api/tables/{id}"), None, &json!({})).unwrap();
        assert_eq!(status, 200);
        let stored: Vec<String> = v["events"]
            .as_array()
            .unwrap()
            .iter()
            .map(|e| e.as_str().unwrap().to_owned())
            .collect();
        eprintln!(
            "{db:.10}...: {} acknowledged before the kill, {} stored",
            acked.len(),
            stored.len()
        );
        // Every acknowledged event, in order; then at most the one in flight.
        assert!(
            stored.len() >= acked.len(),
            "lost events: {} of {}",
            stored.len(),
            acked.len()
        );
        assert_eq!(&stored[..acked.len()], &acked[..]);
        assert!(stored.len() <= acked.len() + 1, "{stored:?}");
        if stored.len() > acked.len() {
            assert_eq!(&stored[acked.len()], in_flight);
        }
        let mut unique = stored.clone();
        unique.sort();
        unique.dedup();
        assert_eq!(unique.len(), stored.len(), "an event stored twice");
        // The table takes events again, at the number it has.
        let body = json!({ "line": "S explains 1C \"after\"", "seq": stored.len() });
        let path = format!("/api/tables/{id}/events");
        let (status, v) = request(addr, "POST", &path, Some(token), &body).unwrap();
        assert_eq!(status, 200, "{v}");
    }
    let _ = again.kill();
    let _ = again.wait();
}

#[test]
fn sigterm_stops_the_server_cleanly_and_the_log_is_whole() {
    let dir = std::env::temp_dir().join(format!("tablelaw-term-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a temporary directory");
    let db = dir.join("tables.db").to_string_lossy().into_owned();
    let (mut server, addr) = start(&db);
    let (status, v) = request(
        addr,
        "POST",
        "/api/tables",
        None,
        &json!({ "code": "rubber" }),
    )
    .expect("the server answers");
    assert_eq!(status, 201);
    let (id, token) = (v["id"].as_str().unwrap(), v["token"].as_str().unwrap());
    let path = format!("/api/tables/{id}/events");
    let (status, _) =
        request(addr, "POST", &path, Some(token), &json!({ "line": "N 1H" })).unwrap();
    assert_eq!(status, 200);
    let sent = Command::new("kill")
        .args(["-TERM", &server.id().to_string()])
        .status()
        .expect("kill runs");
    assert!(sent.success());
    let status = server.wait().expect("the server stops");
    assert!(status.success(), "{status:?}");
    let (mut again, addr) = start(&db);
    let (_, v) = request(addr, "GET", &format!("/api/tables/{id}"), None, &json!({})).unwrap();
    assert_eq!(v["events"], json!(["N 1H"]));
    let _ = again.kill();
    let _ = again.wait();
    let _ = std::fs::remove_dir_all(&dir);
}
