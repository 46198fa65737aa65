//! The log: every table's setup and every accepted event, in SQLite (a
//! file, no set-up) or PostgreSQL (a `postgres://` URL, for more than one
//! machine, over TLS where the URL asks). The two keep the same tables,
//! made by the same versioned migrations, run at start.
//!
//! A write is one transaction that also moves the table's `version` on
//! from the one the writer folded: a writer whose fold is stale (another
//! process wrote since) changes nothing and is told [`StoreError::Conflict`].

mod evening;
mod postgres;
mod postgres_evening;
mod sqlite;
mod sqlite_evening;
pub mod tls;

pub use evening::{EveningRow, ResultRow};
pub use postgres::{POOL_SIZE, Settings as PostgresSettings};

/// The migrations, in order; the `migrations` table records which ran.
/// The SQL is the same for both databases.
pub const MIGRATIONS: &[&str] = &[
    // 1: the tables and their events.
    "CREATE TABLE tables (
        id TEXT PRIMARY KEY,
        token TEXT NOT NULL,
        code TEXT NOT NULL,
        header TEXT NOT NULL,
        board BIGINT,
        created BIGINT NOT NULL,
        version BIGINT NOT NULL DEFAULT 0
    );
    CREATE TABLE events (
        table_id TEXT NOT NULL REFERENCES tables (id),
        seq BIGINT NOT NULL,
        line TEXT NOT NULL,
        created BIGINT NOT NULL,
        PRIMARY KEY (table_id, seq)
    );",
    // 2: each table's summary for the list, at the version it was made
    // from (a summary behind its table's version is not used), and the
    // list's order.
    "CREATE TABLE summaries (
        table_id TEXT PRIMARY KEY REFERENCES tables (id),
        version BIGINT NOT NULL,
        summary TEXT NOT NULL
    );
    CREATE INDEX tables_by_created ON tables (created DESC, id DESC);",
    // 3: the club evenings (sessions): each with its director's write
    // token, its players' read token and its setup (name, code of laws,
    // scoring, boards and their deals) as JSON; and every result of the
    // movement, one row a board at a table: the pairs, and the result as
    // it came (a traveller line, or the refereed table linked), with the
    // director's adjusted score and the ruling that led to it.
    "CREATE TABLE evenings (
        id TEXT PRIMARY KEY,
        token TEXT NOT NULL,
        read_token TEXT NOT NULL,
        setup TEXT NOT NULL,
        created BIGINT NOT NULL,
        version BIGINT NOT NULL DEFAULT 0
    );
    CREATE TABLE evening_results (
        evening_id TEXT NOT NULL REFERENCES evenings (id),
        board BIGINT NOT NULL,
        table_no BIGINT NOT NULL,
        ns TEXT NOT NULL,
        ew TEXT NOT NULL,
        table_id TEXT REFERENCES tables (id),
        line TEXT,
        adjustment TEXT,
        ruling TEXT,
        PRIMARY KEY (evening_id, board, table_no)
    );
    CREATE INDEX evening_results_by_table ON evening_results (table_id);",
];

/// A table as stored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TableRow {
    /// The table's unguessable id.
    pub id: String,
    /// The token that writing needs.
    pub token: String,
    /// The code of laws.
    pub code: String,
    /// The setup as a script header.
    pub header: String,
    /// The board number, where given.
    pub board: Option<i64>,
    /// When made, in milliseconds since 1970.
    pub created: i64,
    /// Moved on by each write (an event or an undo).
    pub version: i64,
}

/// What a write can meet.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    /// The database named is not one this server can use, or its URL does
    /// not read (the message never repeats a password).
    #[error("{0}")]
    Target(String),
    /// The database cannot be opened or reached: the message says which
    /// (a file, or PostgreSQL's host, port, database and user) and why.
    #[error("{0}")]
    Open(String),
    /// The table was written since its version was read.
    #[error("the table changed meanwhile; read it again")]
    Conflict,
    /// The database failed.
    #[error("database: {0}")]
    Db(String),
}

/// Milliseconds since 1970.
pub fn now_ms() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| i64::try_from(d.as_millis()).unwrap_or(i64::MAX))
        .unwrap_or(0)
}

/// The databases a server can use, for messages.
pub const SUPPORTED: &str =
    "SQLite (a file path, or sqlite:PATH) and PostgreSQL (a postgres:// or postgresql:// URL)";

/// A database named, read: an SQLite file or a PostgreSQL server.
#[derive(Clone, Debug)]
pub enum Target {
    /// An SQLite file (made if missing).
    Sqlite(String),
    /// A PostgreSQL server, as its URL says.
    Postgres(Box<PostgresSettings>),
}

/// The scheme of `text` where it reads as a URL (`NAME://`, `NAME` two or
/// more letters, digits, `+`, `-` or `.` after a letter: not a Windows
/// drive), lowercase.
fn scheme(text: &str) -> Option<String> {
    let (name, rest) = text.split_once(':')?;
    let mut chars = name.chars();
    let url = rest.starts_with("//")
        && name.len() >= 2
        && chars.next().is_some_and(|c| c.is_ascii_alphabetic())
        && chars.all(|c| c.is_ascii_alphanumeric() || matches!(c, '+' | '-' | '.'));
    url.then(|| name.to_ascii_lowercase())
}

impl Target {
    /// Reads what `--db` names: `postgres://...` or `postgresql://...` (the
    /// scheme in any case), `sqlite:PATH` or `sqlite://PATH`, SQLite's own
    /// `file:` URI, or a file path. Any other `NAME://` is refused by its
    /// name, not taken for a file.
    ///
    /// # Errors
    /// [`StoreError::Target`]: an empty name, another scheme, or a
    /// PostgreSQL URL that does not read; the message names no password.
    pub fn parse(text: &str) -> Result<Target, StoreError> {
        if text.is_empty() {
            return Err(StoreError::Target(format!(
                "no database named; the databases: {SUPPORTED}"
            )));
        }
        let lower = text.get(..7).map(str::to_ascii_lowercase);
        if lower.as_deref() == Some("sqlite:") {
            let path = &text[7..];
            let path = path.strip_prefix("//").unwrap_or(path);
            if path.is_empty() {
                return Err(StoreError::Target(
                    "sqlite: names no file (sqlite:PATH)".to_owned(),
                ));
            }
            return Ok(Target::Sqlite(path.to_owned()));
        }
        match scheme(text).as_deref() {
            None | Some("file") => Ok(Target::Sqlite(text.to_owned())),
            Some("postgres" | "postgresql") => PostgresSettings::parse(text)
                .map(|s| Target::Postgres(Box::new(s)))
                .map_err(StoreError::Target),
            Some(other) => Err(StoreError::Target(format!(
                "unsupported database `{other}://`: the databases tablelaw serve can use are {SUPPORTED}"
            ))),
        }
    }
}

/// The database behind the server.
pub enum Store {
    /// An SQLite file.
    Sqlite(sqlite::Sqlite),
    /// A PostgreSQL server.
    Postgres(postgres::Postgres),
}

impl Store {
    /// Opens the database named by `target` (see [`Target::parse`]) and
    /// runs the migrations it has not run.
    ///
    /// # Errors
    /// The name is not one of a database this server can use
    /// ([`StoreError::Target`]), or the database cannot be opened or
    /// migrated. No message repeats a password.
    pub async fn open(target: &str) -> Result<Store, StoreError> {
        Store::open_target(&Target::parse(target)?).await
    }

    /// Opens a database already named and runs its migrations.
    ///
    /// # Errors
    /// The database cannot be opened or migrated.
    pub async fn open_target(target: &Target) -> Result<Store, StoreError> {
        match target {
            Target::Sqlite(path) => Ok(Store::Sqlite(sqlite::Sqlite::open(path).await?)),
            Target::Postgres(settings) => {
                Ok(Store::Postgres(postgres::Postgres::open(settings).await?))
            }
        }
    }

    /// The database in words for the start-up line: the SQLite file, or
    /// PostgreSQL's host, port, database and user (never the password).
    pub fn describe(&self) -> String {
        match self {
            Store::Sqlite(s) => s.path().to_owned(),
            Store::Postgres(p) => p.place().to_owned(),
        }
    }

    /// Whether the connection to the database is encrypted, as the server
    /// reports it; `None` for SQLite (a file, no connection).
    ///
    /// # Errors
    /// The database failed.
    pub async fn encrypted(&self) -> Result<Option<bool>, StoreError> {
        match self {
            Store::Sqlite(_) => Ok(None),
            Store::Postgres(p) => p.encrypted().await.map(Some),
        }
    }

    /// Which database this is.
    pub fn kind(&self) -> &'static str {
        match self {
            Store::Sqlite(_) => "sqlite",
            Store::Postgres(_) => "postgres",
        }
    }

    /// Stores a new table, with the events it starts with.
    ///
    /// # Errors
    /// The database failed.
    pub async fn create(&self, row: &TableRow, lines: &[String]) -> Result<(), StoreError> {
        match self {
            Store::Sqlite(s) => s.create(row, lines).await,
            Store::Postgres(p) => p.create(row, lines).await,
        }
    }

    /// A page of the tables, newest first: at most `limit`, those before
    /// `before` (`created`, `id`), each with its stored summary and the
    /// version the summary was made at, if one is stored.
    ///
    /// # Errors
    /// The database failed.
    pub async fn page(
        &self,
        limit: usize,
        before: Option<(i64, String)>,
    ) -> Result<Vec<(TableRow, Option<(i64, String)>)>, StoreError> {
        let limit = i64::try_from(limit).unwrap_or(i64::MAX);
        match self {
            Store::Sqlite(s) => s.page(limit, before).await,
            Store::Postgres(p) => p.page(limit, before).await,
        }
    }

    /// Stores a table's summary for the list, made at `version`.
    ///
    /// # Errors
    /// The database failed.
    pub async fn set_summary(
        &self,
        id: &str,
        version: i64,
        summary: &str,
    ) -> Result<(), StoreError> {
        match self {
            Store::Sqlite(s) => s.set_summary(id, version, summary).await,
            Store::Postgres(p) => p.set_summary(id, version, summary).await,
        }
    }

    /// Every table, newest first, without events.
    ///
    /// # Errors
    /// The database failed.
    pub async fn tables(&self) -> Result<Vec<TableRow>, StoreError> {
        match self {
            Store::Sqlite(s) => s.tables().await,
            Store::Postgres(p) => p.tables().await,
        }
    }

    /// A table and its event lines in order; `None` for no such table.
    ///
    /// # Errors
    /// The database failed.
    pub async fn table(&self, id: &str) -> Result<Option<(TableRow, Vec<String>)>, StoreError> {
        match self {
            Store::Sqlite(s) => s.table(id).await,
            Store::Postgres(p) => p.table(id).await,
        }
    }

    /// The table's version; `None` for no such table.
    ///
    /// # Errors
    /// The database failed.
    pub async fn version(&self, id: &str) -> Result<Option<i64>, StoreError> {
        match self {
            Store::Sqlite(s) => s.version(id).await,
            Store::Postgres(p) => p.version(id).await,
        }
    }

    /// Appends the event `line` as number `seq` (from 0) of a table at
    /// `version`, which moves on by one; committed when this returns.
    ///
    /// # Errors
    /// [`StoreError::Conflict`] where the table is no longer at `version`.
    pub async fn append(
        &self,
        id: &str,
        version: i64,
        seq: i64,
        line: &str,
    ) -> Result<(), StoreError> {
        match self {
            Store::Sqlite(s) => s.append(id, version, seq, line).await,
            Store::Postgres(p) => p.append(id, version, seq, line).await,
        }
    }

    /// Removes the last event, number `seq` (from 0), of a table at
    /// `version`, which moves on by one.
    ///
    /// # Errors
    /// [`StoreError::Conflict`] where the table is no longer at `version`.
    pub async fn undo(&self, id: &str, version: i64, seq: i64) -> Result<(), StoreError> {
        match self {
            Store::Sqlite(s) => s.undo(id, version, seq).await,
            Store::Postgres(p) => p.undo(id, version, seq).await,
        }
    }
}
