//! The log in an SQLite file: write-ahead logging, one transaction a
//! write, on one connection whose calls run off the async threads.

use std::sync::{Arc, Mutex};

use rusqlite::{Connection, OptionalExtension, params};

use super::{MIGRATIONS, StoreError, TableRow, now_ms};

/// An SQLite database.
pub struct Sqlite {
    conn: Arc<Mutex<Connection>>,
    path: String,
}

pub(super) fn db(e: rusqlite::Error) -> StoreError {
    StoreError::Db(e.to_string())
}

/// A write's transaction, begun at once, with the row `id` of `table`
/// (`tables` or `evenings`) moved on from `version`; a row no longer at
/// `version` is [`StoreError::Conflict`], and nothing is written.
pub(super) fn versioned<'c>(
    conn: &'c mut Connection,
    table: &'static str,
    id: &str,
    version: i64,
) -> Result<rusqlite::Transaction<'c>, StoreError> {
    let tx = conn
        .transaction_with_behavior(rusqlite::TransactionBehavior::Immediate)
        .map_err(db)?;
    let moved = tx
        .execute(
            &format!("UPDATE {table} SET version = version + 1 WHERE id = ?1 AND version = ?2"),
            params![id, version],
        )
        .map_err(db)?;
    if moved != 1 {
        return Err(StoreError::Conflict);
    }
    Ok(tx)
}

const ROW: &str = "SELECT id, token, code, header, board, created, version FROM tables";

fn row(r: &rusqlite::Row<'_>) -> rusqlite::Result<TableRow> {
    Ok(TableRow {
        id: r.get(0)?,
        token: r.get(1)?,
        code: r.get(2)?,
        header: r.get(3)?,
        board: r.get(4)?,
        created: r.get(5)?,
        version: r.get(6)?,
    })
}

fn migrate(conn: &mut Connection) -> rusqlite::Result<()> {
    // WAL: readers do not wait for the writer; `synchronous = NORMAL` in
    // WAL mode loses no committed transaction when the process is killed
    // (only, at worst, the last ones on a power failure).
    conn.pragma_update(None, "journal_mode", "WAL")?;
    conn.pragma_update(None, "synchronous", "NORMAL")?;
    conn.pragma_update(None, "foreign_keys", "ON")?;
    conn.busy_timeout(std::time::Duration::from_secs(5))?;
    let tx = conn.transaction_with_behavior(rusqlite::TransactionBehavior::Immediate)?;
    tx.execute(
        "CREATE TABLE IF NOT EXISTS migrations (version BIGINT PRIMARY KEY, applied BIGINT NOT NULL)",
        [],
    )?;
    let done: i64 = tx.query_row(
        "SELECT COALESCE(MAX(version), 0) FROM migrations",
        [],
        |r| r.get(0),
    )?;
    for (i, sql) in MIGRATIONS.iter().enumerate() {
        let version = i64::try_from(i + 1).unwrap_or(i64::MAX);
        if version > done {
            tx.execute_batch(sql)?;
            tx.execute(
                "INSERT INTO migrations (version, applied) VALUES (?1, ?2)",
                params![version, now_ms()],
            )?;
        }
    }
    tx.commit()
}

impl Sqlite {
    /// Opens (or makes) the file and migrates it.
    pub async fn open(path: &str) -> Result<Sqlite, StoreError> {
        let shown = path.to_owned();
        let path = path.to_owned();
        let conn = tokio::task::spawn_blocking(move || {
            let mut conn = Connection::open(path)?;
            migrate(&mut conn)?;
            Ok::<_, rusqlite::Error>(conn)
        })
        .await
        .map_err(|e| StoreError::Db(e.to_string()))?
        .map_err(|e| StoreError::Open(format!("cannot open the SQLite file {shown}: {e}")))?;
        Ok(Sqlite {
            conn: Arc::new(Mutex::new(conn)),
            path: shown,
        })
    }

    /// The file, as named.
    pub fn path(&self) -> &str {
        &self.path
    }

    pub(super) async fn with<T: Send + 'static>(
        &self,
        f: impl FnOnce(&mut Connection) -> Result<T, StoreError> + Send + 'static,
    ) -> Result<T, StoreError> {
        let conn = Arc::clone(&self.conn);
        tokio::task::spawn_blocking(move || {
            // A panic elsewhere while holding the lock leaves the
            // connection as SQLite left it: still usable.
            let mut guard = conn.lock().unwrap_or_else(|p| p.into_inner());
            f(&mut guard)
        })
        .await
        .map_err(|e| StoreError::Db(e.to_string()))?
    }

    pub async fn create(&self, row: &TableRow, lines: &[String]) -> Result<(), StoreError> {
        let row = row.clone();
        let lines = lines.to_vec();
        self.with(move |conn| {
            let tx = conn.transaction().map_err(db)?;
            tx.execute(
                "INSERT INTO tables (id, token, code, header, board, created, version)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
                params![
                    row.id,
                    row.token,
                    row.code,
                    row.header,
                    row.board,
                    row.created,
                    row.version
                ],
            )
            .map_err(db)?;
            for (seq, line) in lines.iter().enumerate() {
                tx.execute(
                    "INSERT INTO events (table_id, seq, line, created) VALUES (?1, ?2, ?3, ?4)",
                    params![
                        row.id,
                        i64::try_from(seq).unwrap_or(i64::MAX),
                        line,
                        row.created
                    ],
                )
                .map_err(db)?;
            }
            tx.commit().map_err(db)
        })
        .await
    }

    pub async fn tables(&self) -> Result<Vec<TableRow>, StoreError> {
        self.with(|conn| {
            let mut stmt = conn
                .prepare_cached(&format!("{ROW} ORDER BY created DESC, id"))
                .map_err(db)?;
            let rows = stmt.query_map([], row).map_err(db)?;
            rows.collect::<Result<Vec<_>, _>>().map_err(db)
        })
        .await
    }

    pub async fn table(&self, id: &str) -> Result<Option<(TableRow, Vec<String>)>, StoreError> {
        let id = id.to_owned();
        self.with(move |conn| {
            let tx = conn.transaction().map_err(db)?;
            let found = tx
                .query_row(&format!("{ROW} WHERE id = ?1"), [&id], row)
                .optional()
                .map_err(db)?;
            let Some(found) = found else {
                return Ok(None);
            };
            let lines = {
                let mut stmt = tx
                    .prepare_cached("SELECT line FROM events WHERE table_id = ?1 ORDER BY seq")
                    .map_err(db)?;
                let lines = stmt.query_map([&id], |r| r.get(0)).map_err(db)?;
                lines.collect::<Result<Vec<String>, _>>().map_err(db)?
            };
            tx.commit().map_err(db)?;
            Ok(Some((found, lines)))
        })
        .await
    }

    pub async fn version(&self, id: &str) -> Result<Option<i64>, StoreError> {
        let id = id.to_owned();
        self.with(move |conn| {
            conn.query_row("SELECT version FROM tables WHERE id = ?1", [&id], |r| {
                r.get(0)
            })
            .optional()
            .map_err(db)
        })
        .await
    }

    pub async fn append(
        &self,
        id: &str,
        version: i64,
        seq: i64,
        line: &str,
    ) -> Result<(), StoreError> {
        let (id, line) = (id.to_owned(), line.to_owned());
        self.with(move |conn| {
            let tx = versioned(conn, "tables", &id, version)?;
            tx.execute(
                "INSERT INTO events (table_id, seq, line, created) VALUES (?1, ?2, ?3, ?4)",
                params![id, seq, line, now_ms()],
            )
            .map_err(db)?;
            tx.commit().map_err(db)
        })
        .await
    }

    pub async fn undo(&self, id: &str, version: i64, seq: i64) -> Result<(), StoreError> {
        let id = id.to_owned();
        self.with(move |conn| {
            let tx = versioned(conn, "tables", &id, version)?;
            let removed = tx
                .execute(
                    "DELETE FROM events WHERE table_id = ?1 AND seq = ?2",
                    params![id, seq],
                )
                .map_err(db)?;
            if removed != 1 {
                return Err(StoreError::Conflict);
            }
            tx.commit().map_err(db)
        })
        .await
    }

    pub async fn page(
        &self,
        limit: i64,
        before: Option<(i64, String)>,
    ) -> Result<Vec<(TableRow, Option<(i64, String)>)>, StoreError> {
        self.with(move |conn| {
            let select = "SELECT t.id, t.token, t.code, t.header, t.board, t.created, t.version, s.version, s.summary
                 FROM tables t LEFT JOIN summaries s ON s.table_id = t.id";
            let order = "ORDER BY t.created DESC, t.id DESC LIMIT";
            let with_summary = |r: &rusqlite::Row<'_>| {
                let summary = match (r.get::<_, Option<i64>>(7)?, r.get::<_, Option<String>>(8)?) {
                    (Some(v), Some(s)) => Some((v, s)),
                    _ => None,
                };
                Ok((row(r)?, summary))
            };
            let rows = match &before {
                Some((created, id)) => {
                    let mut stmt = conn
                        .prepare_cached(&format!(
                            "{select} WHERE t.created < ?1 OR (t.created = ?1 AND t.id < ?2) {order} ?3"
                        ))
                        .map_err(db)?;
                    let rows = stmt.query_map(params![created, id, limit], with_summary).map_err(db)?;
                    rows.collect::<Result<Vec<_>, _>>()
                }
                None => {
                    let mut stmt = conn.prepare_cached(&format!("{select} {order} ?1")).map_err(db)?;
                    let rows = stmt.query_map(params![limit], with_summary).map_err(db)?;
                    rows.collect::<Result<Vec<_>, _>>()
                }
            };
            rows.map_err(db)
        })
        .await
    }

    pub async fn set_summary(
        &self,
        id: &str,
        version: i64,
        summary: &str,
    ) -> Result<(), StoreError> {
        let (id, summary) = (id.to_owned(), summary.to_owned());
        self.with(move |conn| {
            conn.execute(
                "INSERT INTO summaries (table_id, version, summary) VALUES (?1, ?2, ?3)
                 ON CONFLICT (table_id) DO UPDATE SET version = excluded.version, summary = excluded.summary
                 WHERE excluded.version >= summaries.version",
                params![id, version, summary],
            )
            .map(|_| ())
            .map_err(db)
        })
        .await
    }
}
