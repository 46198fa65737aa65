//! The log on a PostgreSQL server: each write one statement (the version
//! moved on and the event written together, or neither), so that any
//! connection serves any request. The connections are a pool
//! (deadpool-postgres): a request takes one, or waits for one, and gives it
//! back; each connection keeps its statements prepared. TLS as the URL's
//! `sslmode` asks ([`tls`](super::tls)).
//!
//! No message says the URL: a password is never printed. A failed
//! connection names the host, port, database and user, and what went wrong.

use std::error::Error as _;
use std::str::FromStr;
use std::time::Duration;

use deadpool_postgres::{Manager, ManagerConfig, Object, Pool, PoolError, RecyclingMethod};
use tokio_postgres::Row;
use tokio_postgres::config::{Host, SslMode};
use tokio_postgres_rustls::MakeRustlsConnect;

use super::tls::{self, Mode, Roots};
use super::{MIGRATIONS, StoreError, TableRow, now_ms};

/// How many connections a server opens at most, unless the URL's
/// `pool_size` says.
pub const POOL_SIZE: usize = 10;

/// The most `pool_size` may ask for.
const POOL_SIZE_MAX: usize = 1000;

/// How long a connection may take to open, unless the URL's
/// `connect_timeout` says.
const CONNECT_TIMEOUT: Duration = Duration::from_secs(10);

/// A `postgres://` URL read: where to connect and as whom, the TLS it asks
/// for, and the size of the pool.
#[derive(Clone, Debug)]
pub struct Settings {
    config: tokio_postgres::Config,
    mode: Mode,
    roots: Option<Roots>,
    pool_size: usize,
}

/// `%XX` escapes decoded, as in a URL.
fn percent_decode(text: &str) -> Result<String, String> {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%' {
            let hex = bytes
                .get(i + 1..i + 3)
                .and_then(|h| std::str::from_utf8(h).ok())
                .and_then(|h| u8::from_str_radix(h, 16).ok())
                .ok_or_else(|| format!("`%` not followed by two hexadecimal digits in `{text}`"))?;
            out.push(hex);
            i += 3;
        } else {
            out.push(bytes[i]);
            i += 1;
        }
    }
    String::from_utf8(out).map_err(|_| format!("`{text}` is not UTF-8 once decoded"))
}

impl Settings {
    /// Reads a `postgres://` or `postgresql://` URL (the scheme in any
    /// case). Besides what tokio-postgres reads, the query may give
    /// `sslmode` (as libpq: `disable`, `prefer`, `require`, `verify-ca`,
    /// `verify-full`), `sslrootcert` (a PEM file, or `system`) and
    /// `pool_size` (this server's, 1 to 1000).
    ///
    /// A URL without a password takes the environment's `PGPASSWORD`, as
    /// libpq does (the password kept off the command line).
    ///
    /// # Errors
    /// What does not read, in words that never repeat the password.
    pub fn parse(url: &str) -> Result<Settings, String> {
        Settings::parse_with(url, std::env::var("PGPASSWORD").ok())
    }

    /// [`Settings::parse`] with `PGPASSWORD`'s value given.
    fn parse_with(url: &str, pgpassword: Option<String>) -> Result<Settings, String> {
        let rest = url
            .split_once("://")
            .map(|(_, rest)| rest)
            .ok_or_else(|| "a PostgreSQL URL starts postgres:// or postgresql://".to_owned())?;
        // As tokio-postgres reads it: the credentials end at the first `@`,
        // the query starts at the first `?` after them.
        let after_credentials = rest.find('@').map_or(0, |at| at + 1);
        let (base, query) = match rest[after_credentials..].find('?') {
            Some(q) => (
                &rest[..after_credentials + q],
                &rest[after_credentials + q + 1..],
            ),
            None => (rest, ""),
        };
        let mut mode = Mode::Prefer;
        let mut roots = None;
        let mut pool_size = POOL_SIZE;
        let mut kept = Vec::new();
        for pair in query.split('&').filter(|p| !p.is_empty()) {
            let Some((key, value)) = pair.split_once('=') else {
                kept.push(pair);
                continue;
            };
            match percent_decode(key)?.as_str() {
                "sslmode" => {
                    let value = percent_decode(value)?;
                    mode = Mode::parse(&value).ok_or_else(|| {
                        format!(
                            "sslmode={value} is not a mode this server knows; the modes: {}",
                            Mode::NAMES
                        )
                    })?;
                }
                "sslrootcert" => {
                    let value = percent_decode(value)?;
                    roots = Some(if value == "system" {
                        Roots::System
                    } else {
                        Roots::File(value.into())
                    });
                }
                "pool_size" => {
                    pool_size = percent_decode(value)?
                        .parse()
                        .ok()
                        .filter(|n| (1..=POOL_SIZE_MAX).contains(n))
                        .ok_or_else(|| {
                            format!("pool_size is the most connections the server opens, a number from 1 to {POOL_SIZE_MAX}")
                        })?;
                }
                _ => kept.push(pair),
            }
        }
        let mut rebuilt = format!("postgresql://{base}");
        if !kept.is_empty() {
            rebuilt.push('?');
            rebuilt.push_str(&kept.join("&"));
        }
        let mut config = tokio_postgres::Config::from_str(&rebuilt)
            .map_err(|e| format!("the PostgreSQL URL does not read: {}", what(&e)))?;
        // libpq: `require` with a CA file is `verify-ca`.
        if mode == Mode::Require && roots.is_some() {
            mode = Mode::VerifyCa;
        }
        if mode.verifies() && roots.is_none() {
            return Err(format!(
                "sslmode={} needs the certificate authority to trust: sslrootcert=PATH (a PEM file) or sslrootcert=system",
                mode.name()
            ));
        }
        config.ssl_mode(match mode {
            Mode::Disable => SslMode::Disable,
            Mode::Prefer => SslMode::Prefer,
            Mode::Require | Mode::VerifyCa | Mode::VerifyFull => SslMode::Require,
        });
        if config.get_password().is_none()
            && let Some(password) = pgpassword.filter(|p| !p.is_empty())
        {
            config.password(password);
        }
        if config.get_connect_timeout().is_none() {
            config.connect_timeout(CONNECT_TIMEOUT);
        }
        Ok(Settings {
            config,
            mode,
            roots,
            pool_size,
        })
    }

    /// The TLS the URL asks for.
    pub fn mode(&self) -> Mode {
        self.mode
    }

    /// The most connections the pool opens.
    pub fn pool_size(&self) -> usize {
        self.pool_size
    }

    /// Where and as whom, for messages: host, port, database and user,
    /// never the password.
    pub fn describe(&self) -> String {
        let hosts: Vec<String> = self
            .config
            .get_hosts()
            .iter()
            .map(|h| match h {
                Host::Tcp(name) => name.clone(),
                #[cfg(unix)]
                Host::Unix(path) => path.display().to_string(),
            })
            .collect();
        let ports: Vec<String> = self.config.get_ports().iter().map(u16::to_string).collect();
        let user = self.config.get_user().unwrap_or("(this system's user)");
        let database = self.config.get_dbname().unwrap_or(user);
        format!(
            "host {} port {}, database {database}, user {user}",
            if hosts.is_empty() {
                "(none)".to_owned()
            } else {
                hosts.join(",")
            },
            if ports.is_empty() {
                "5432".to_owned()
            } else {
                ports.join(",")
            },
        )
    }
}

/// What went wrong, in words: the server's own message for an error it
/// sent, else each cause in turn.
fn what(e: &tokio_postgres::Error) -> String {
    if let Some(db) = e.as_db_error() {
        return format!("the server says: {}", db.message());
    }
    let mut parts = vec![e.to_string()];
    let mut source = e.source();
    while let Some(cause) = source {
        let text = cause.to_string();
        if !parts.iter().any(|p| p.contains(&text)) {
            parts.push(text);
        }
        source = cause.source();
    }
    let text = parts.join(": ");
    if text.contains("password missing") {
        return "the server asks for a password, and neither the URL nor PGPASSWORD gives one"
            .to_owned();
    }
    if text.contains("server does not support TLS") {
        return "the server does not offer TLS, which the URL's sslmode asks for (sslmode=prefer or disable connects without it)".to_owned();
    }
    text
}

pub(super) fn db(e: tokio_postgres::Error) -> StoreError {
    StoreError::Db(what(&e))
}

const ROW: &str = "SELECT id, token, code, header, board, created, version FROM tables";

fn row(r: &Row) -> Result<TableRow, StoreError> {
    Ok(TableRow {
        id: r.try_get(0).map_err(db)?,
        token: r.try_get(1).map_err(db)?,
        code: r.try_get(2).map_err(db)?,
        header: r.try_get(3).map_err(db)?,
        board: r.try_get(4).map_err(db)?,
        created: r.try_get(5).map_err(db)?,
        version: r.try_get(6).map_err(db)?,
    })
}

/// A PostgreSQL database.
pub struct Postgres {
    pool: Pool,
    mode: Mode,
    /// Where and as whom (no password), for messages.
    place: String,
}

/// Runs the migrations not yet run; servers starting together take turns
/// (an advisory lock held by the migrating transaction).
async fn migrate(client: &mut Object) -> Result<(), tokio_postgres::Error> {
    let tx = client.transaction().await?;
    tx.execute("SELECT pg_advisory_xact_lock(72116)", &[])
        .await?;
    tx.batch_execute(
        "CREATE TABLE IF NOT EXISTS migrations (version BIGINT PRIMARY KEY, applied BIGINT NOT NULL)",
    )
    .await?;
    let done: i64 = tx
        .query_one(
            "SELECT COALESCE(MAX(version), 0)::BIGINT FROM migrations",
            &[],
        )
        .await?
        .try_get(0)?;
    for (i, sql) in MIGRATIONS.iter().enumerate() {
        let version = i64::try_from(i + 1).unwrap_or(i64::MAX);
        if version > done {
            tx.batch_execute(sql).await?;
            tx.execute(
                "INSERT INTO migrations (version, applied) VALUES ($1, $2)",
                &[&version, &now_ms()],
            )
            .await?;
        }
    }
    tx.commit().await
}

impl Postgres {
    /// Makes the pool, connects once and migrates: a server that cannot
    /// reach its database says so at start.
    ///
    /// # Errors
    /// The CA file does not read, the server cannot be reached or refuses
    /// the connection, or the migrations fail.
    pub async fn open(settings: &Settings) -> Result<Postgres, StoreError> {
        let place = settings.describe();
        let cannot =
            |m: String| StoreError::Open(format!("cannot connect to PostgreSQL at {place}: {m}"));
        let tls = tls::client_config(settings.mode, settings.roots.as_ref()).map_err(&cannot)?;
        let manager = Manager::from_config(
            settings.config.clone(),
            MakeRustlsConnect::new(tls),
            ManagerConfig {
                recycling_method: RecyclingMethod::Fast,
            },
        );
        let pool = Pool::builder(manager)
            .max_size(settings.pool_size)
            .build()
            .map_err(|e| cannot(e.to_string()))?;
        let store = Postgres {
            pool,
            mode: settings.mode,
            place,
        };
        let mut client = store.client().await?;
        migrate(&mut client).await.map_err(|e| {
            StoreError::Open(format!(
                "cannot migrate the PostgreSQL database at {}: {}",
                store.place,
                what(&e)
            ))
        })?;
        Ok(store)
    }

    /// A connection from the pool (a new one where none is free and the
    /// pool is not full; else the first given back).
    pub(super) async fn client(&self) -> Result<Object, StoreError> {
        self.pool.get().await.map_err(|e| {
            let mut m = match e {
                PoolError::Backend(e) => what(&e),
                e => e.to_string(),
            };
            if m.contains("invalid peer certificate") && self.mode.verifies() {
                m.push_str(&format!(
                    " (sslmode={}: the server's certificate must be signed by a CA of sslrootcert{})",
                    self.mode.name(),
                    if self.mode == Mode::VerifyFull {
                        " and name the host"
                    } else {
                        ""
                    }
                ));
            }
            StoreError::Open(format!(
                "cannot connect to PostgreSQL at {}: {m}",
                self.place
            ))
        })
    }

    /// Whether this server's connection is encrypted, as the server sees it.
    pub async fn encrypted(&self) -> Result<bool, StoreError> {
        let client = self.client().await?;
        let stmt = client
            .prepare_cached("SELECT ssl FROM pg_stat_ssl WHERE pid = pg_backend_pid()")
            .await
            .map_err(db)?;
        let rows = client.query(&stmt, &[]).await.map_err(db)?;
        rows.first().map_or(Ok(false), |r| r.try_get(0).map_err(db))
    }

    /// Where and as whom, never the password.
    pub fn place(&self) -> &str {
        &self.place
    }

    pub async fn create(&self, row: &TableRow, lines: &[String]) -> Result<(), StoreError> {
        // One statement: the table and its first events, or nothing.
        let seqs: Vec<i64> = (0..lines.len())
            .map(|s| i64::try_from(s).unwrap_or(i64::MAX))
            .collect();
        let client = self.client().await?;
        let stmt = client
            .prepare_cached(
                "WITH made AS (
                    INSERT INTO tables (id, token, code, header, board, created, version)
                    VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id
                 )
                 INSERT INTO events (table_id, seq, line, created)
                 SELECT made.id, e.seq, e.line, $6 FROM made,
                     UNNEST($8::BIGINT[], $9::TEXT[]) AS e (seq, line)",
            )
            .await
            .map_err(db)?;
        client
            .execute(
                &stmt,
                &[
                    &row.id,
                    &row.token,
                    &row.code,
                    &row.header,
                    &row.board,
                    &row.created,
                    &row.version,
                    &seqs,
                    &lines,
                ],
            )
            .await
            .map_err(db)?;
        Ok(())
    }

    pub async fn tables(&self) -> Result<Vec<TableRow>, StoreError> {
        let client = self.client().await?;
        let stmt = client
            .prepare_cached(&format!("{ROW} ORDER BY created DESC, id"))
            .await
            .map_err(db)?;
        let rows = client.query(&stmt, &[]).await.map_err(db)?;
        rows.iter().map(row).collect()
    }

    pub async fn table(&self, id: &str) -> Result<Option<(TableRow, Vec<String>)>, StoreError> {
        // The table and its events read in one snapshot.
        let client = self.client().await?;
        let stmt = client
            .prepare_cached(
                "SELECT t.id, t.token, t.code, t.header, t.board, t.created, t.version,
                        e.line
                 FROM tables t LEFT JOIN events e ON e.table_id = t.id
                 WHERE t.id = $1 ORDER BY e.seq",
            )
            .await
            .map_err(db)?;
        let rows = client.query(&stmt, &[&id]).await.map_err(db)?;
        let Some(first) = rows.first() else {
            return Ok(None);
        };
        let found = row(first)?;
        let mut lines = Vec::with_capacity(rows.len());
        for r in &rows {
            if let Some(line) = r.try_get::<_, Option<String>>(7).map_err(db)? {
                lines.push(line);
            }
        }
        Ok(Some((found, lines)))
    }

    pub async fn version(&self, id: &str) -> Result<Option<i64>, StoreError> {
        let client = self.client().await?;
        let stmt = client
            .prepare_cached("SELECT version FROM tables WHERE id = $1")
            .await
            .map_err(db)?;
        let rows = client.query(&stmt, &[&id]).await.map_err(db)?;
        rows.first().map(|r| r.try_get(0).map_err(db)).transpose()
    }

    pub async fn append(
        &self,
        id: &str,
        version: i64,
        seq: i64,
        line: &str,
    ) -> Result<(), StoreError> {
        let client = self.client().await?;
        let stmt = client
            .prepare_cached(
                "WITH moved AS (
                    UPDATE tables SET version = version + 1
                    WHERE id = $1 AND version = $2 RETURNING id
                 )
                 INSERT INTO events (table_id, seq, line, created)
                 SELECT id, $3, $4, $5 FROM moved",
            )
            .await
            .map_err(db)?;
        let written = client
            .execute(&stmt, &[&id, &version, &seq, &line, &now_ms()])
            .await
            .map_err(db)?;
        if written == 1 {
            Ok(())
        } else {
            Err(StoreError::Conflict)
        }
    }

    pub async fn undo(&self, id: &str, version: i64, seq: i64) -> Result<(), StoreError> {
        let client = self.client().await?;
        let stmt = client
            .prepare_cached(
                "WITH moved AS (
                    UPDATE tables SET version = version + 1
                    WHERE id = $1 AND version = $2 RETURNING id
                 )
                 DELETE FROM events e USING moved
                 WHERE e.table_id = moved.id AND e.seq = $3",
            )
            .await
            .map_err(db)?;
        let removed = client
            .execute(&stmt, &[&id, &version, &seq])
            .await
            .map_err(db)?;
        if removed == 1 {
            Ok(())
        } else {
            Err(StoreError::Conflict)
        }
    }

    pub async fn page(
        &self,
        limit: i64,
        before: Option<(i64, String)>,
    ) -> Result<Vec<(TableRow, Option<(i64, String)>)>, StoreError> {
        let select = "SELECT t.id, t.token, t.code, t.header, t.board, t.created, t.version, s.version, s.summary
             FROM tables t LEFT JOIN summaries s ON s.table_id = t.id";
        let order = "ORDER BY t.created DESC, t.id DESC LIMIT";
        let client = self.client().await?;
        let rows = match &before {
            Some((created, id)) => {
                let stmt = client
                    .prepare_cached(&format!(
                        "{select} WHERE (t.created, t.id) < ($1, $2) {order} $3"
                    ))
                    .await
                    .map_err(db)?;
                client.query(&stmt, &[created, id, &limit]).await
            }
            None => {
                let stmt = client
                    .prepare_cached(&format!("{select} {order} $1"))
                    .await
                    .map_err(db)?;
                client.query(&stmt, &[&limit]).await
            }
        }
        .map_err(db)?;
        rows.iter()
            .map(|r| {
                let version: Option<i64> = r.try_get(7).map_err(db)?;
                let summary: Option<String> = r.try_get(8).map_err(db)?;
                Ok((row(r)?, version.zip(summary)))
            })
            .collect()
    }

    pub async fn set_summary(
        &self,
        id: &str,
        version: i64,
        summary: &str,
    ) -> Result<(), StoreError> {
        let client = self.client().await?;
        let stmt = client
            .prepare_cached(
                "INSERT INTO summaries (table_id, version, summary) VALUES ($1, $2, $3)
                 ON CONFLICT (table_id) DO UPDATE SET version = excluded.version, summary = excluded.summary
                 WHERE excluded.version >= summaries.version",
            )
            .await
            .map_err(db)?;
        client
            .execute(&stmt, &[&id, &version, &summary])
            .await
            .map(|_| ())
            .map_err(db)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pgpassword_is_taken_only_where_the_url_gives_no_password() {
        let env = Some("from-the-environment".to_owned());
        let given = Settings::parse_with("postgres://club:in-the-url@db/evening", env.clone())
            .expect("reads");
        assert_eq!(given.config.get_password(), Some(&b"in-the-url"[..]));
        let taken = Settings::parse_with("postgres://club@db/evening", env).expect("reads");
        assert_eq!(
            taken.config.get_password(),
            Some(&b"from-the-environment"[..])
        );
        let none = Settings::parse_with("postgres://club@db/evening", None).expect("reads");
        assert_eq!(none.config.get_password(), None);
        // The description names no password, from either.
        assert_eq!(
            taken.describe(),
            "host db port 5432, database evening, user club"
        );
    }

    #[test]
    fn the_query_keeps_what_tokio_postgres_reads_and_takes_what_it_does_not() {
        let s = Settings::parse_with(
            "postgresql://club:p%40ss@db:6543/evening?application_name=tablelaw&sslmode=verify-full&sslrootcert=%2Fetc%2Fclub%20ca.pem&pool_size=3&connect_timeout=4",
            None,
        )
        .expect("reads");
        assert_eq!(s.config.get_password(), Some(&b"p@ss"[..]));
        assert_eq!(s.config.get_application_name(), Some("tablelaw"));
        assert_eq!(s.config.get_ssl_mode(), SslMode::Require);
        assert_eq!(s.mode, Mode::VerifyFull);
        assert_eq!(s.roots, Some(Roots::File("/etc/club ca.pem".into())));
        assert_eq!(s.pool_size, 3);
        assert_eq!(
            s.config.get_connect_timeout(),
            Some(&Duration::from_secs(4))
        );
        assert_eq!(
            s.describe(),
            "host db port 6543, database evening, user club"
        );
        let plain = Settings::parse_with("postgres://club@db/evening", None).expect("reads");
        assert_eq!(plain.mode, Mode::Prefer);
        assert_eq!(plain.pool_size, POOL_SIZE);
        assert_eq!(plain.config.get_connect_timeout(), Some(&CONNECT_TIMEOUT));
    }
}
