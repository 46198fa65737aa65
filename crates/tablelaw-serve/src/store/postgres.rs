//! The log on a PostgreSQL server: each write one statement (the version
//! moved on and the event written together, or neither), so that any
//! connection serves any request; a few connections, taken in turn, let
//! the server commit side by side (the server's group commit).

use std::sync::atomic::{AtomicUsize, Ordering};

use tokio_postgres::{Client, NoTls, Row};

use super::{MIGRATIONS, StoreError, TableRow, now_ms};

/// How many connections a server opens.
const CONNECTIONS: usize = 4;

/// A PostgreSQL database.
pub struct Postgres {
    clients: Vec<Client>,
    next: AtomicUsize,
}

async fn connect(url: &str) -> Result<Client, StoreError> {
    let (client, connection) = tokio_postgres::connect(url, NoTls).await.map_err(db)?;
    tokio::spawn(async move {
        if let Err(e) = connection.await {
            eprintln!("postgres connection: {e}");
        }
    });
    Ok(client)
}

fn db(e: tokio_postgres::Error) -> StoreError {
    StoreError::Db(e.to_string())
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

impl Postgres {
    /// Connects and migrates; servers starting together take turns (an
    /// advisory lock held by the migrating transaction).
    pub async fn open(url: &str) -> Result<Postgres, StoreError> {
        let mut client = connect(url).await?;
        let tx = client.transaction().await.map_err(db)?;
        tx.execute("SELECT pg_advisory_xact_lock(72116)", &[])
            .await
            .map_err(db)?;
        tx.batch_execute(
            "CREATE TABLE IF NOT EXISTS migrations (version BIGINT PRIMARY KEY, applied BIGINT NOT NULL)",
        )
        .await
        .map_err(db)?;
        let done: i64 = tx
            .query_one(
                "SELECT COALESCE(MAX(version), 0)::BIGINT FROM migrations",
                &[],
            )
            .await
            .map_err(db)?
            .try_get(0)
            .map_err(db)?;
        for (i, sql) in MIGRATIONS.iter().enumerate() {
            let version = i64::try_from(i + 1).unwrap_or(i64::MAX);
            if version > done {
                tx.batch_execute(sql).await.map_err(db)?;
                tx.execute(
                    "INSERT INTO migrations (version, applied) VALUES ($1, $2)",
                    &[&version, &now_ms()],
                )
                .await
                .map_err(db)?;
            }
        }
        tx.commit().await.map_err(db)?;
        let mut clients = vec![client];
        for _ in 1..CONNECTIONS {
            clients.push(connect(url).await?);
        }
        Ok(Postgres {
            clients,
            next: AtomicUsize::new(0),
        })
    }

    /// The next connection in turn.
    fn client(&self) -> &Client {
        let i = self.next.fetch_add(1, Ordering::Relaxed);
        &self.clients[i % self.clients.len()]
    }

    pub async fn create(&self, row: &TableRow, lines: &[String]) -> Result<(), StoreError> {
        // One statement: the table and its first events, or nothing.
        let seqs: Vec<i64> = (0..lines.len())
            .map(|s| i64::try_from(s).unwrap_or(i64::MAX))
            .collect();
        self.client()
            .execute(
                "WITH made AS (
                    INSERT INTO tables (id, token, code, header, board, created, version)
                    VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id
                 )
                 INSERT INTO events (table_id, seq, line, created)
                 SELECT made.id, e.seq, e.line, $6 FROM made,
                     UNNEST($8::BIGINT[], $9::TEXT[]) AS e (seq, line)",
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
        let rows = self
            .client()
            .query(&format!("{ROW} ORDER BY created DESC, id"), &[])
            .await
            .map_err(db)?;
        rows.iter().map(row).collect()
    }

    pub async fn table(&self, id: &str) -> Result<Option<(TableRow, Vec<String>)>, StoreError> {
        // The table and its events read in one snapshot.
        let rows = self
            .client()
            .query(
                "SELECT t.id, t.token, t.code, t.header, t.board, t.created, t.version,
                        e.line
                 FROM tables t LEFT JOIN events e ON e.table_id = t.id
                 WHERE t.id = $1 ORDER BY e.seq",
                &[&id],
            )
            .await
            .map_err(db)?;
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
        let rows = self
            .client()
            .query("SELECT version FROM tables WHERE id = $1", &[&id])
            .await
            .map_err(db)?;
        rows.first().map(|r| r.try_get(0).map_err(db)).transpose()
    }

    pub async fn append(
        &self,
        id: &str,
        version: i64,
        seq: i64,
        line: &str,
    ) -> Result<(), StoreError> {
        let written = self
            .client()
            .execute(
                "WITH moved AS (
                    UPDATE tables SET version = version + 1
                    WHERE id = $1 AND version = $2 RETURNING id
                 )
                 INSERT INTO events (table_id, seq, line, created)
                 SELECT id, $3, $4, $5 FROM moved",
                &[&id, &version, &seq, &line, &now_ms()],
            )
            .await
            .map_err(db)?;
        if written == 1 {
            Ok(())
        } else {
            Err(StoreError::Conflict)
        }
    }

    pub async fn undo(&self, id: &str, version: i64, seq: i64) -> Result<(), StoreError> {
        let removed = self
            .client()
            .execute(
                "WITH moved AS (
                    UPDATE tables SET version = version + 1
                    WHERE id = $1 AND version = $2 RETURNING id
                 )
                 DELETE FROM events e USING moved
                 WHERE e.table_id = moved.id AND e.seq = $3",
                &[&id, &version, &seq],
            )
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
        let rows = match &before {
            Some((created, id)) => {
                self.client()
                    .query(
                        &format!("{select} WHERE (t.created, t.id) < ($1, $2) {order} $3"),
                        &[created, id, &limit],
                    )
                    .await
            }
            None => {
                self.client()
                    .query(&format!("{select} {order} $1"), &[&limit])
                    .await
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
        self.client()
            .execute(
                "INSERT INTO summaries (table_id, version, summary) VALUES ($1, $2, $3)
                 ON CONFLICT (table_id) DO UPDATE SET version = excluded.version, summary = excluded.summary
                 WHERE excluded.version >= summaries.version",
                &[&id, &version, &summary],
            )
            .await
            .map(|_| ())
            .map_err(db)
    }
}
