//! The evenings in the SQLite file.

use rusqlite::{OptionalExtension, params};

use super::StoreError;
use super::evening::{EveningRow, RESULT_COLUMNS, ResultRow};
use super::sqlite::{Sqlite, db, versioned};

fn result(r: &rusqlite::Row<'_>) -> rusqlite::Result<ResultRow> {
    Ok(ResultRow {
        board: r.get(0)?,
        table_no: r.get(1)?,
        ns: r.get(2)?,
        ew: r.get(3)?,
        table_id: r.get(4)?,
        line: r.get(5)?,
        adjustment: r.get(6)?,
        ruling: r.get(7)?,
    })
}

const UPSERT: &str = "INSERT INTO evening_results
        (evening_id, board, table_no, ns, ew, table_id, line, adjustment, ruling)
     VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)
     ON CONFLICT (evening_id, board, table_no) DO UPDATE SET
        ns = excluded.ns, ew = excluded.ew, table_id = excluded.table_id,
        line = excluded.line, adjustment = excluded.adjustment, ruling = excluded.ruling";

fn upsert(tx: &rusqlite::Transaction<'_>, id: &str, r: &ResultRow) -> Result<(), StoreError> {
    tx.prepare_cached(UPSERT)
        .and_then(|mut stmt| {
            stmt.execute(params![
                id,
                r.board,
                r.table_no,
                r.ns,
                r.ew,
                r.table_id,
                r.line,
                r.adjustment,
                r.ruling
            ])
        })
        .map(|_| ())
        .map_err(db)
}

impl Sqlite {
    pub async fn create_evening(
        &self,
        row: &EveningRow,
        results: &[ResultRow],
    ) -> Result<(), StoreError> {
        let row = row.clone();
        let results = results.to_vec();
        self.with(move |conn| {
            let tx = conn.transaction().map_err(db)?;
            tx.execute(
                "INSERT INTO evenings (id, token, read_token, setup, created, version)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
                params![
                    row.id,
                    row.token,
                    row.read_token,
                    row.setup,
                    row.created,
                    row.version
                ],
            )
            .map_err(db)?;
            for r in &results {
                upsert(&tx, &row.id, r)?;
            }
            tx.commit().map_err(db)
        })
        .await
    }

    pub async fn evening(
        &self,
        id: &str,
    ) -> Result<Option<(EveningRow, Vec<ResultRow>)>, StoreError> {
        let id = id.to_owned();
        self.with(move |conn| {
            let tx = conn.transaction().map_err(db)?;
            let found = tx
                .query_row(
                    "SELECT id, token, read_token, setup, created, version FROM evenings WHERE id = ?1",
                    [&id],
                    |r| {
                        Ok(EveningRow {
                            id: r.get(0)?,
                            token: r.get(1)?,
                            read_token: r.get(2)?,
                            setup: r.get(3)?,
                            created: r.get(4)?,
                            version: r.get(5)?,
                        })
                    },
                )
                .optional()
                .map_err(db)?;
            let Some(found) = found else {
                return Ok(None);
            };
            let results = {
                let mut stmt = tx
                    .prepare_cached(&format!(
                        "SELECT {RESULT_COLUMNS} FROM evening_results WHERE evening_id = ?1
                         ORDER BY board, table_no"
                    ))
                    .map_err(db)?;
                let rows = stmt.query_map([&id], result).map_err(db)?;
                rows.collect::<Result<Vec<_>, _>>().map_err(db)?
            };
            tx.commit().map_err(db)?;
            Ok(Some((found, results)))
        })
        .await
    }

    pub async fn evening_stamp(&self, id: &str) -> Result<Option<(i64, i64)>, StoreError> {
        let id = id.to_owned();
        self.with(move |conn| {
            let mut stmt = conn
                .prepare_cached(
                    "SELECT e.version, CAST(COALESCE((SELECT SUM(t.version) FROM evening_results r
                        JOIN tables t ON t.id = r.table_id WHERE r.evening_id = e.id), 0) AS BIGINT)
                     FROM evenings e WHERE e.id = ?1",
                )
                .map_err(db)?;
            stmt.query_row([&id], |r| Ok((r.get(0)?, r.get(1)?)))
                .optional()
                .map_err(db)
        })
        .await
    }

    pub async fn put_result(
        &self,
        evening_id: &str,
        version: i64,
        result: &ResultRow,
    ) -> Result<(), StoreError> {
        let id = evening_id.to_owned();
        let result = result.clone();
        self.with(move |conn| {
            let tx = versioned(conn, "evenings", &id, version)?;
            upsert(&tx, &id, &result)?;
            tx.commit().map_err(db)
        })
        .await
    }
}
