//! `tablelaw serve --db`: a database it cannot use is refused by name with
//! exit status 2 (a `mysql://` URL is not an SQLite file), and a PostgreSQL
//! server it cannot reach is named without the URL's password (status 1).

use std::net::TcpListener;
use std::process::Command;

const BIN: &str = env!("CARGO_BIN_EXE_tablelaw");

#[test]
fn serve_refuses_a_mysql_url_by_name_with_status_2() {
    let dir = std::env::temp_dir().join(format!("tablelaw-serve-db-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a temporary directory");
    for db in ["mysql://x", "mysql://root:hunter2@dbhost/club"] {
        let out = Command::new(BIN)
            .args(["serve", "--addr", "127.0.0.1:0", "--db", db])
            .current_dir(&dir)
            .output()
            .expect("the binary runs");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{db}: {stderr}");
        assert_eq!(
            stderr,
            "error: --db: unsupported database `mysql://`: the databases tablelaw serve can use are SQLite (a file path, or sqlite:PATH) and PostgreSQL (a postgres:// or postgresql:// URL)\n"
        );
        assert!(out.stdout.is_empty(), "{db}");
        // docs/serve.md shows the message as it is.
        let docs = std::fs::read_to_string(
            std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../docs/serve.md"),
        )
        .expect("docs/serve.md");
        assert!(docs.contains(stderr.trim_end()), "docs/serve.md: {stderr}");
    }
    // Nothing was made in the working directory: no SQLite file `mysql:`.
    let made: Vec<_> = std::fs::read_dir(&dir)
        .expect("the directory reads")
        .map(|e| e.expect("an entry").file_name())
        .collect();
    assert!(made.is_empty(), "{made:?}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn serve_names_the_postgres_server_it_cannot_reach_never_the_password() {
    // A port nothing listens on: bound, then let go.
    let port = TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .expect("a port")
        .port();
    let db = format!("postgres://club:s3cret-pw@127.0.0.1:{port}/evening?sslmode=require");
    let out = Command::new(BIN)
        .args(["serve", "--addr", "127.0.0.1:0", "--db", &db])
        .output()
        .expect("the binary runs");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{stderr}");
    assert!(
        stderr.starts_with(&format!(
            "error: cannot connect to PostgreSQL at host 127.0.0.1 port {port}, database evening, user club: "
        )),
        "{stderr}"
    );
    assert!(!stderr.contains("s3cret-pw"), "{stderr}");
    // A URL that does not read is the user's to mend: status 2.
    let out = Command::new(BIN)
        .args([
            "serve",
            "--db",
            "postgres://club:s3cret-pw@localhost/evening?sslmode=verify-full",
        ])
        .output()
        .expect("the binary runs");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert!(stderr.contains("sslrootcert"), "{stderr}");
    assert!(!stderr.contains("s3cret-pw"), "{stderr}");
}
