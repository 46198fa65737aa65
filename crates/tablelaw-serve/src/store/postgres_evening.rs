//! The evenings on the PostgreSQL server: each write one statement (the
//! evening's version moved on and the result written together, or neither).

use super::StoreError;
use super::evening::{EveningRow, RESULT_COLUMNS, ResultRow};
use super::postgres::{Postgres, db};

/// The result rows as columns, for `UNNEST`.
struct Columns {
    board: Vec<i64>,
    table_no: Vec<i64>,
    ns: Vec<String>,
    ew: Vec<String>,
    table_id: Vec<Option<String>>,
    line: Vec<Option<String>>,
    adjustment: Vec<Option<String>>,
    ruling: Vec<Option<String>>,
}

fn columns(results: &[ResultRow]) -> Columns {
    Columns {
        board: results.iter().map(|r| r.board).collect(),
        table_no: results.iter().map(|r| r.table_no).collect(),
        ns: results.iter().map(|r| r.ns.clone()).collect(),
        ew: results.iter().map(|r| r.ew.clone()).collect(),
        table_id: results.iter().map(|r| r.table_id.clone()).collect(),
        line: results.iter().map(|r| r.line.clone()).collect(),
        adjustment: results.iter().map(|r| r.adjustment.clone()).collect(),
        ruling: results.iter().map(|r| r.ruling.clone()).collect(),
    }
}

impl Postgres {
    pub async fn create_evening(
        &self,
        row: &EveningRow,
        results: &[ResultRow],
    ) -> Result<(), StoreError> {
        // One statement: the evening and its movement, or nothing.
        let c = columns(results);
        let client = self.client().await?;
        let stmt = client
            .prepare_cached(
                "WITH made AS (
                    INSERT INTO evenings (id, token, read_token, setup, created, version)
                    VALUES ($1, $2, $3, $4, $5, $6) RETURNING id
                 )
                 INSERT INTO evening_results
                    (evening_id, board, table_no, ns, ew, table_id, line, adjustment, ruling)
                 SELECT made.id, r.board, r.table_no, r.ns, r.ew, r.table_id, r.line, r.adjustment, r.ruling
                 FROM made, UNNEST($7::BIGINT[], $8::BIGINT[], $9::TEXT[], $10::TEXT[],
                                   $11::TEXT[], $12::TEXT[], $13::TEXT[], $14::TEXT[])
                    AS r (board, table_no, ns, ew, table_id, line, adjustment, ruling)",
            )
            .await
            .map_err(db)?;
        client
            .execute(
                &stmt,
                &[
                    &row.id,
                    &row.token,
                    &row.read_token,
                    &row.setup,
                    &row.created,
                    &row.version,
                    &c.board,
                    &c.table_no,
                    &c.ns,
                    &c.ew,
                    &c.table_id,
                    &c.line,
                    &c.adjustment,
                    &c.ruling,
                ],
            )
            .await
            .map_err(db)?;
        Ok(())
    }

    pub async fn evening(
        &self,
        id: &str,
    ) -> Result<Option<(EveningRow, Vec<ResultRow>)>, StoreError> {
        // The evening and its results in one snapshot: one statement.
        let client = self.client().await?;
        let stmt = client
            .prepare_cached(&format!(
                "SELECT e.id, e.token, e.read_token, e.setup, e.created, e.version, r.*
                 FROM evenings e LEFT JOIN LATERAL (
                    SELECT {RESULT_COLUMNS} FROM evening_results WHERE evening_id = e.id
                 ) r ON TRUE
                 WHERE e.id = $1 ORDER BY r.board, r.table_no"
            ))
            .await
            .map_err(db)?;
        let rows = client.query(&stmt, &[&id]).await.map_err(db)?;
        let Some(first) = rows.first() else {
            return Ok(None);
        };
        let found = EveningRow {
            id: first.try_get(0).map_err(db)?,
            token: first.try_get(1).map_err(db)?,
            read_token: first.try_get(2).map_err(db)?,
            setup: first.try_get(3).map_err(db)?,
            created: first.try_get(4).map_err(db)?,
            version: first.try_get(5).map_err(db)?,
        };
        let mut results = Vec::with_capacity(rows.len());
        for r in &rows {
            // An evening without results: one row, its result columns null.
            if r.try_get::<_, Option<i64>>(6).map_err(db)?.is_none() {
                continue;
            }
            results.push(ResultRow {
                board: r.try_get(6).map_err(db)?,
                table_no: r.try_get(7).map_err(db)?,
                ns: r.try_get(8).map_err(db)?,
                ew: r.try_get(9).map_err(db)?,
                table_id: r.try_get(10).map_err(db)?,
                line: r.try_get(11).map_err(db)?,
                adjustment: r.try_get(12).map_err(db)?,
                ruling: r.try_get(13).map_err(db)?,
            });
        }
        Ok(Some((found, results)))
    }

    pub async fn evening_stamp(&self, id: &str) -> Result<Option<(i64, i64)>, StoreError> {
        let client = self.client().await?;
        let stmt = client
            .prepare_cached(
                "SELECT e.version, CAST(COALESCE((SELECT SUM(t.version) FROM evening_results r
                    JOIN tables t ON t.id = r.table_id WHERE r.evening_id = e.id), 0) AS BIGINT)
                 FROM evenings e WHERE e.id = $1",
            )
            .await
            .map_err(db)?;
        let rows = client.query(&stmt, &[&id]).await.map_err(db)?;
        rows.first()
            .map(|r| Ok((r.try_get(0).map_err(db)?, r.try_get(1).map_err(db)?)))
            .transpose()
    }

    pub async fn put_result(
        &self,
        evening_id: &str,
        version: i64,
        r: &ResultRow,
    ) -> Result<(), StoreError> {
        let client = self.client().await?;
        let stmt = client
            .prepare_cached(
                "WITH moved AS (
                    UPDATE evenings SET version = version + 1
                    WHERE id = $1 AND version = $2 RETURNING id
                 )
                 INSERT INTO evening_results
                    (evening_id, board, table_no, ns, ew, table_id, line, adjustment, ruling)
                 SELECT id, $3, $4, $5, $6, $7, $8, $9, $10 FROM moved
                 ON CONFLICT (evening_id, board, table_no) DO UPDATE SET
                    ns = excluded.ns, ew = excluded.ew, table_id = excluded.table_id,
                    line = excluded.line, adjustment = excluded.adjustment, ruling = excluded.ruling",
            )
            .await
            .map_err(db)?;
        let written = client
            .execute(
                &stmt,
                &[
                    &evening_id,
                    &version,
                    &r.board,
                    &r.table_no,
                    &r.ns,
                    &r.ew,
                    &r.table_id,
                    &r.line,
                    &r.adjustment,
                    &r.ruling,
                ],
            )
            .await
            .map_err(db)?;
        if written == 1 {
            Ok(())
        } else {
            Err(StoreError::Conflict)
        }
    }
}
