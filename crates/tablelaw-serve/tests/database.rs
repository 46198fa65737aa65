//! What `--db` names and how the server reaches it: another scheme refused
//! by name; PostgreSQL over TLS (`sslmode=verify-full` with the CA file in
//! `sslrootcert`, where `TABLELAW_TEST_POSTGRES_TLS` names such a database:
//! `.ci/run` starts one with a certificate it makes), a certificate that
//! cannot be verified refused, `require` refused by a server without TLS,
//! `disable` and `prefer` still connecting; the pool serving many requests
//! at once; and messages that name the host, port, database and user of a
//! failed connection, never the password.

mod common;

use std::io::{Read, Write};
use std::net::TcpListener;

use common::{POSTGRES_ENV, POSTGRES_TLS_ENV, Server, postgres_url, temp_db, with_param};
use serde_json::json;
use tablelaw_serve::Store;
use tablelaw_serve::store::tls::Mode;
use tablelaw_serve::store::{StoreError, Target};

const DEAL: &str = "N:KT8.A96.A95.7542 Q5.KJ52.KQ874.T8 AJ92.874.JT6.AQ3 7643.QT3.32.KJ96";

fn runtime() -> tokio::runtime::Runtime {
    tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .expect("a runtime")
}

/// What opening `db` fails with.
fn open_error(db: &str) -> String {
    match runtime().block_on(Store::open(db)) {
        Ok(_) => panic!("{db} opened"),
        Err(e) => e.to_string(),
    }
}

/// `url` with its host (`HOST:PORT` after the `@`) replaced.
fn with_host(url: &str, host: &str) -> String {
    let (head, rest) = url.split_once('@').expect("a URL with credentials");
    let end = rest.find(':').expect("a port");
    format!("{head}@{host}{}", &rest[end..])
}

/// `url` with its password replaced.
fn with_password(url: &str, password: &str) -> String {
    let (scheme, rest) = url.split_once("://").expect("a URL");
    let (credentials, rest) = rest.split_once('@').expect("credentials");
    let user = credentials.split(':').next().expect("a user");
    format!("{scheme}://{user}:{password}@{rest}")
}

/// A table made, an event written, read back through a second server (a
/// restart) over the same database.
fn a_table_round_trip(db: &str) {
    let server = Server::start(db);
    let (id, token) = server.create(&json!({ "code": "rubber", "dealer": "S", "deal": DEAL }));
    let (status, v) = server.line(&id, &token, "W 1NT");
    assert_eq!(status, 200, "{v}");
    let again = Server::start(db);
    let (status, v) = again.get(&format!("/api/tables/{id}"));
    assert_eq!(status, 200, "{v}");
    assert_eq!(v["events"], json!(["W 1NT"]), "{v}");
    assert_eq!(v["report"]["pending"]["citation"], "rubber Law 29", "{v}");
}

#[test]
fn an_unknown_scheme_is_refused_by_name_not_taken_for_a_file() {
    for db in [
        "mysql://x",
        "MySQL://root:hunter2@dbhost/club",
        "mongodb+srv://h/d",
    ] {
        let Err(StoreError::Target(message)) = Target::parse(db) else {
            panic!("{db} was taken");
        };
        let scheme = db.split("://").next().unwrap().to_ascii_lowercase();
        assert!(
            message.starts_with(&format!("unsupported database `{scheme}://`")),
            "{message}"
        );
        for supported in ["SQLite", "sqlite:PATH", "postgres://", "postgresql://"] {
            assert!(message.contains(supported), "{message}");
        }
        assert!(!message.contains("hunter2"), "{message}");
        assert_eq!(open_error(db), message);
    }
    // No file was made for it.
    assert!(!std::path::Path::new("mysql:").exists());
}

#[test]
fn paths_and_sqlite_urls_name_sqlite_files_and_postgres_urls_postgresql() {
    let dir = temp_db("targets");
    let path = dir.to_string_lossy().into_owned();
    for (db, file) in [
        (path.clone(), path.clone()),
        (format!("sqlite:{path}"), path.clone()),
        (format!("sqlite://{path}"), path.clone()),
        ("SQLite:tables.db".to_owned(), "tables.db".to_owned()),
        (
            "C:\\club\\tables.db".to_owned(),
            "C:\\club\\tables.db".to_owned(),
        ),
        (
            "file:tables.db?mode=rwc".to_owned(),
            "file:tables.db?mode=rwc".to_owned(),
        ),
    ] {
        match Target::parse(&db) {
            Ok(Target::Sqlite(named)) => assert_eq!(named, file, "{db}"),
            other => panic!("{db}: {other:?}"),
        }
    }
    // `sqlite:` opens the file as a path does.
    let store = runtime()
        .block_on(Store::open(&format!("sqlite:{path}")))
        .expect("opens");
    assert_eq!(store.kind(), "sqlite");
    assert_eq!(store.describe(), path);
    assert!(dir.exists());
    for db in [
        "postgres://u:p@h/d",
        "postgresql://u:p@h:5433/d?sslmode=disable",
        "POSTGRES://u@h/d",
    ] {
        assert!(matches!(Target::parse(db), Ok(Target::Postgres(_))), "{db}");
    }
    for db in ["", "sqlite:"] {
        assert!(
            matches!(Target::parse(db), Err(StoreError::Target(_))),
            "{db:?}"
        );
    }
}

#[test]
fn sslmode_reads_every_mode_libpq_names_and_refuses_others() {
    let ca = temp_db("ca").with_file_name("ca.pem");
    let ca = ca.to_string_lossy();
    for (query, mode) in [
        (String::new(), Mode::Prefer),
        ("?sslmode=disable".to_owned(), Mode::Disable),
        ("?sslmode=prefer".to_owned(), Mode::Prefer),
        ("?sslmode=require".to_owned(), Mode::Require),
        // As libpq: `require` with a CA file checks the chain.
        (format!("?sslmode=require&sslrootcert={ca}"), Mode::VerifyCa),
        (
            format!("?sslmode=verify-ca&sslrootcert={ca}"),
            Mode::VerifyCa,
        ),
        (
            format!("?connect_timeout=3&sslmode=verify-full&sslrootcert={ca}"),
            Mode::VerifyFull,
        ),
        (
            "?sslmode=verify-full&sslrootcert=system".to_owned(),
            Mode::VerifyFull,
        ),
    ] {
        let url = format!("postgres://u:secret@localhost/club{query}");
        match Target::parse(&url) {
            Ok(Target::Postgres(settings)) => assert_eq!(settings.mode(), mode, "{url}"),
            other => panic!("{url}: {other:?}"),
        }
    }
    for (query, said) in [
        (
            "?sslmode=allow",
            "sslmode=allow is not a mode this server knows; the modes: disable, prefer, require, verify-ca, verify-full",
        ),
        (
            "?sslmode=verify-full",
            "sslmode=verify-full needs the certificate authority to trust: sslrootcert=PATH (a PEM file) or sslrootcert=system",
        ),
        (
            "?pool_size=0",
            "pool_size is the most connections the server opens, a number from 1 to 1000",
        ),
        (
            "?colour=green",
            "the PostgreSQL URL does not read: invalid connection string: unknown option `colour`",
        ),
    ] {
        let url = format!("postgres://u:secret@localhost/club{query}");
        match Target::parse(&url) {
            Err(StoreError::Target(message)) => assert_eq!(message, said, "{url}"),
            other => panic!("{url}: {other:?}"),
        }
    }
}

#[test]
fn a_ca_file_that_cannot_be_read_is_named() {
    let missing = temp_db("no-ca").with_file_name("missing.pem");
    let missing = missing.to_string_lossy();
    let url = format!(
        "postgres://tablelaw:s3cret-pw@localhost:1/club?sslmode=verify-full&sslrootcert={missing}"
    );
    let message = open_error(&url);
    assert!(
        message.starts_with(
            "cannot connect to PostgreSQL at host localhost port 1, database club, user tablelaw: cannot read the CA file"
        ),
        "{message}"
    );
    assert!(message.contains(&*missing), "{message}");
    assert!(!message.contains("s3cret-pw"), "{message}");
    // A file with no certificate in it.
    let empty = temp_db("empty-ca").with_file_name("empty.pem");
    std::fs::write(&empty, "not a certificate\n").expect("written");
    let url = format!(
        "postgres://tablelaw:s3cret-pw@localhost:1/club?sslmode=verify-ca&sslrootcert={}",
        empty.display()
    );
    let message = open_error(&url);
    assert!(message.contains("holds no certificate"), "{message}");
}

#[test]
fn a_refused_port_names_host_port_database_and_user_never_the_password() {
    // A port nothing listens on: bound, then let go.
    let port = TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .expect("a port")
        .port();
    for mode in ["disable", "prefer", "require"] {
        let url = format!("postgres://club_user:s3cret-pw@127.0.0.1:{port}/evening?sslmode={mode}");
        let message = open_error(&url);
        assert!(
            message.starts_with(&format!(
                "cannot connect to PostgreSQL at host 127.0.0.1 port {port}, database evening, user club_user: "
            )),
            "{message}"
        );
        assert!(message.to_lowercase().contains("refused"), "{message}");
        assert!(!message.contains("s3cret-pw"), "{message}");
    }
}

#[test]
fn require_refuses_a_server_without_tls() {
    // A server that answers PostgreSQL's TLS request with `N` (no TLS), as
    // a PostgreSQL server with `ssl = off` does.
    let listener = TcpListener::bind("127.0.0.1:0").expect("a port");
    let port = listener.local_addr().expect("an address").port();
    let asked = std::thread::spawn(move || {
        let (mut stream, _) = listener.accept().expect("the client connects");
        let mut request = [0u8; 8];
        stream.read_exact(&mut request).expect("the TLS request");
        stream.write_all(b"N").expect("the answer");
        request
    });
    let url = format!("postgres://club_user:s3cret-pw@127.0.0.1:{port}/evening?sslmode=require");
    let message = open_error(&url);
    assert_eq!(
        message,
        format!(
            "cannot connect to PostgreSQL at host 127.0.0.1 port {port}, database evening, user club_user: the server does not offer TLS, which the URL's sslmode asks for (sslmode=prefer or disable connects without it)"
        )
    );
    // The client asked for TLS first: length 8, code 80877103.
    let request = asked.join().expect("the server ran");
    assert_eq!(request, [0, 0, 0, 8, 4, 210, 22, 47]);
}

#[test]
fn a_wrong_password_names_the_user_never_the_password() {
    let Some(url) = postgres_url(POSTGRES_ENV, "a wrong password") else {
        return;
    };
    let wrong = with_password(&url, "not-the-password-9f2c");
    let message = open_error(&wrong);
    assert!(
        message.starts_with("cannot connect to PostgreSQL at host "),
        "{message}"
    );
    assert!(message.contains(", user tablelaw: "), "{message}");
    assert!(
        message.contains("password authentication failed for user \"tablelaw\""),
        "{message}"
    );
    assert!(!message.contains("not-the-password-9f2c"), "{message}");
    assert!(!message.contains(":tablelaw@"), "{message}");
}

#[test]
fn sslmode_disable_and_prefer_keep_working() {
    let Some(url) = postgres_url(POSTGRES_ENV, "sslmode disable and prefer") else {
        return;
    };
    let plain = with_param(&url, "sslmode", "disable");
    let store = runtime().block_on(Store::open(&plain)).expect("opens");
    assert_eq!(
        runtime().block_on(store.encrypted()).expect("asked"),
        Some(false)
    );
    a_table_round_trip(&plain);
    a_table_round_trip(&with_param(&url, "sslmode", "prefer"));
}

#[test]
fn a_table_made_over_verify_full_tls_reads_back() {
    let Some(url) = postgres_url(POSTGRES_TLS_ENV, "a table over TLS") else {
        return;
    };
    assert!(url.contains("sslmode=verify-full"), "{url}");
    let rt = runtime();
    let store = rt.block_on(Store::open(&url)).expect("opens over TLS");
    assert_eq!(rt.block_on(store.encrypted()).expect("asked"), Some(true));
    a_table_round_trip(&url);
    // `require` (no check of the certificate) reaches the same server.
    let require = with_param(&url, "sslmode", "require");
    let require = require
        .split('&')
        .filter(|p| !p.starts_with("sslrootcert="))
        .collect::<Vec<_>>()
        .join("&");
    let store = rt.block_on(Store::open(&require)).expect("opens");
    assert_eq!(rt.block_on(store.encrypted()).expect("asked"), Some(true));
}

#[test]
fn verify_full_refuses_a_certificate_it_cannot_verify() {
    let Some(url) = postgres_url(POSTGRES_TLS_ENV, "verify-full refusing") else {
        return;
    };
    // The server's certificate is signed by a CA made for the test, which
    // the system does not trust.
    let untrusted = with_param(&url, "sslrootcert", "system");
    let message = open_error(&untrusted);
    assert!(
        message.starts_with("cannot connect to PostgreSQL at host "),
        "{message}"
    );
    assert!(message.contains("invalid peer certificate"), "{message}");
    assert!(message.contains("UnknownIssuer"), "{message}");
    // The certificate names `localhost`, not 127.0.0.1: verify-full refuses
    // it there, verify-ca (the chain alone) does not.
    let by_address = with_host(&url, "127.0.0.1");
    let message = open_error(&by_address);
    assert!(message.contains("invalid peer certificate"), "{message}");
    assert!(
        message.contains("not valid for name \"127.0.0.1\""),
        "{message}"
    );
    assert!(message.contains("sslmode=verify-full: the server's certificate must be signed by a CA of sslrootcert and name the host"), "{message}");
    let rt = runtime();
    let store = rt
        .block_on(Store::open(&with_param(
            &by_address,
            "sslmode",
            "verify-ca",
        )))
        .expect("verify-ca opens");
    assert_eq!(rt.block_on(store.encrypted()).expect("asked"), Some(true));
}

#[test]
fn many_requests_at_once_are_served_by_the_pool() {
    let Some(url) = postgres_url(POSTGRES_TLS_ENV, "the pool over TLS")
        .or_else(|| postgres_url(POSTGRES_ENV, "the pool"))
    else {
        return;
    };
    // Four connections for thirty-two clients at once: each request waits
    // for a connection, none fails.
    let server = Server::start(&with_param(&url, "pool_size", "4"));
    let server = std::sync::Arc::new(server);
    let clients: Vec<_> = (0..32)
        .map(|i| {
            let server = std::sync::Arc::clone(&server);
            std::thread::spawn(move || {
                let (id, token) = server.create(&json!({ "code": "rubber", "dealer": "N" }));
                let (status, v) = server.line(&id, &token, "N 1C");
                assert_eq!(status, 200, "client {i}: {v}");
                let (status, v) = server.get(&format!("/api/tables/{id}"));
                assert_eq!(status, 200, "client {i}: {v}");
                assert_eq!(v["events"], json!(["N 1C"]), "client {i}");
                id
            })
        })
        .collect();
    let ids: Vec<String> = clients
        .into_iter()
        .map(|c| c.join().expect("a client"))
        .collect();
    let (status, v) = server.get("/api/tables");
    assert_eq!(status, 200);
    let listed: Vec<&str> = v["tables"]
        .as_array()
        .expect("tables")
        .iter()
        .filter_map(|t| t["id"].as_str())
        .collect();
    for id in &ids {
        assert!(listed.contains(&id.as_str()), "{id} not listed");
    }
}
