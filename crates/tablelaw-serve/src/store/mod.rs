//! The log: every table's setup and every accepted event, in SQLite (a
//! file, no set-up) or PostgreSQL (a `postgres://` URL, for more than one
//! machine). The two keep the same tables, made by the same versioned
//! migrations, run at start.
//!
//! A write is one transaction that also moves the table's `version` on
//! from the one the writer folded: a writer whose fold is stale (another
//! process wrote since) changes nothing and is told [`StoreError::Conflict`].

mod postgres;
mod sqlite;

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

/// The database behind the server.
pub enum Store {
    /// An SQLite file.
    Sqlite(sqlite::Sqlite),
    /// A PostgreSQL server.
    Postgres(postgres::Postgres),
}

impl Store {
    /// Opens the database named by `target` (a `postgres://` or
    /// `postgresql://` URL, else an SQLite file path) and runs the
    /// migrations it has not run.
    ///
    /// # Errors
    /// The database cannot be opened or migrated.
    pub async fn open(target: &str) -> Result<Store, StoreError> {
        if target.starts_with("postgres://") || target.starts_with("postgresql://") {
            Ok(Store::Postgres(postgres::Postgres::open(target).await?))
        } else {
            Ok(Store::Sqlite(sqlite::Sqlite::open(target).await?))
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
