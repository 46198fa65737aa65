//! The evenings (club sessions) as stored: the evening's row, and one row a
//! board played at a table (the movement), with its result once it came.
//! Each write moves the evening's `version` on, as a table's does.

use super::{Store, StoreError};

/// An evening as stored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EveningRow {
    /// The evening's unguessable id.
    pub id: String,
    /// The director's write token.
    pub token: String,
    /// The players' read token (the link that shows results, not hands).
    pub read_token: String,
    /// The setup (name, code, scoring, boards, deals) as JSON.
    pub setup: String,
    /// When made, in milliseconds since 1970.
    pub created: i64,
    /// Moved on by each write.
    pub version: i64,
}

/// A board played at a table: the pairs, and what came of it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ResultRow {
    /// The board number, from 1.
    pub board: i64,
    /// The table number, from 1.
    pub table_no: i64,
    /// The North-South pair's number (or name).
    pub ns: String,
    /// The East-West pair's number (or name).
    pub ew: String,
    /// The refereed table linked to the result, if any.
    pub table_id: Option<String>,
    /// The traveller line entered, as JSON, if any.
    pub line: Option<String>,
    /// The director's adjusted score, as JSON, if any.
    pub adjustment: Option<String>,
    /// The ruling that led to the adjusted score, in the director's words.
    pub ruling: Option<String>,
}

/// The columns of a result row, in the order both stores read them.
pub(super) const RESULT_COLUMNS: &str =
    "board, table_no, ns, ew, table_id, line, adjustment, ruling";

impl Store {
    /// Stores a new evening with its movement (and any results it came
    /// with), in one transaction.
    ///
    /// # Errors
    /// The database failed.
    pub async fn create_evening(
        &self,
        row: &EveningRow,
        results: &[ResultRow],
    ) -> Result<(), StoreError> {
        match self {
            Store::Sqlite(s) => s.create_evening(row, results).await,
            Store::Postgres(p) => p.create_evening(row, results).await,
        }
    }

    /// An evening and its results by board and table; `None` for no such
    /// evening.
    ///
    /// # Errors
    /// The database failed.
    pub async fn evening(
        &self,
        id: &str,
    ) -> Result<Option<(EveningRow, Vec<ResultRow>)>, StoreError> {
        match self {
            Store::Sqlite(s) => s.evening(id).await,
            Store::Postgres(p) => p.evening(id).await,
        }
    }

    /// The evening's version and the sum of the versions of the refereed
    /// tables linked to it: a fold kept of the evening is current while
    /// both are as they were. `None` for no such evening.
    ///
    /// # Errors
    /// The database failed.
    pub async fn evening_stamp(&self, id: &str) -> Result<Option<(i64, i64)>, StoreError> {
        match self {
            Store::Sqlite(s) => s.evening_stamp(id).await,
            Store::Postgres(p) => p.evening_stamp(id).await,
        }
    }

    /// Writes the result of a board at a table (made or replaced) in an
    /// evening at `version`, which moves on by one.
    ///
    /// # Errors
    /// [`StoreError::Conflict`] where the evening is no longer at `version`.
    pub async fn put_result(
        &self,
        evening_id: &str,
        version: i64,
        result: &ResultRow,
    ) -> Result<(), StoreError> {
        match self {
            Store::Sqlite(s) => s.put_result(evening_id, version, result).await,
            Store::Postgres(p) => p.put_result(evening_id, version, result).await,
        }
    }
}
