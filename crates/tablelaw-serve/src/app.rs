//! The server's state: the store, and each table folded once and kept,
//! behind a lock of its own so that the writes to one table are made one
//! at a time (the writes to different tables go side by side).
//!
//! The write path: fold (or take the kept fold), apply the event, store it
//! at the table's version; only then answer. A refused event is not
//! stored. Where the store says the table moved on (another server on the
//! same PostgreSQL database), the table is folded again from the store and
//! the event tried once more.

use std::collections::HashMap;
use std::sync::Arc;

use serde_json::{Value, json};
use tokio::sync::Mutex;

use tablelaw_formats::table::{AnyTable, Place, Refusal};

use crate::setup::NewTable;
use crate::store::{Store, StoreError, TableRow, now_ms};

/// An event as it arrives: a script line, or the game's event as JSON.
#[derive(Clone, Copy, Debug)]
pub enum Incoming<'a> {
    /// A script line in the game's words (`W 1NT`, `E order-up`).
    Line(&'a str),
    /// The game's event in its JSON form (what the library serializes).
    Structured(&'a Value),
}

/// A table as kept in memory: its row, its fold, its event lines.
pub struct Entry {
    /// The stored row (its version is the one folded).
    pub row: TableRow,
    /// The table folded from the log.
    pub table: AnyTable,
    /// The event lines, in order.
    pub lines: Vec<String>,
}

type Slot = Arc<Mutex<Option<Entry>>>;

/// What a request can fail with, and the HTTP status it is answered with.
#[derive(Debug)]
pub enum Failure {
    /// 400: the request is malformed, or the line does not read.
    BadRequest(String),
    /// 403: the write token is missing or wrong.
    Forbidden,
    /// 404: no such table.
    NotFound,
    /// 409: the table is not at the sequence number the client expected.
    Conflict(String),
    /// 413: the request body is larger than the API reads.
    TooLarge,
    /// 422: the event cannot happen (the engine's message).
    Refused(String),
    /// 500: the database failed.
    Internal(String),
}

impl From<StoreError> for Failure {
    fn from(e: StoreError) -> Self {
        match e {
            StoreError::Conflict => Failure::Conflict(e.to_string()),
            StoreError::Db(m) | StoreError::Open(m) | StoreError::Target(m) => Failure::Internal(m),
        }
    }
}

/// The server's state.
pub struct App {
    /// The log.
    pub store: Store,
    slots: std::sync::Mutex<HashMap<String, Slot>>,
}

/// 128 random bits as 32 hexadecimal digits.
fn random_hex() -> Result<String, Failure> {
    let mut bytes = [0u8; 16];
    getrandom::fill(&mut bytes).map_err(|e| Failure::Internal(e.to_string()))?;
    Ok(bytes.iter().map(|b| format!("{b:02x}")).collect())
}

/// Whether the token given is the table's, compared in a time that does
/// not depend on where they differ.
fn token_matches(given: Option<&str>, token: &str) -> bool {
    let Some(given) = given else { return false };
    given.len() == token.len()
        && given
            .bytes()
            .zip(token.bytes())
            .fold(0u8, |acc, (a, b)| acc | (a ^ b))
            == 0
}

/// Whether `id` could be a table id (so that no other text reaches the
/// database or the map).
fn plausible_id(id: &str) -> bool {
    id.len() == 32 && id.bytes().all(|b| b.is_ascii_hexdigit())
}

fn fold(row: TableRow, lines: Vec<String>) -> Result<Entry, Failure> {
    let table = AnyTable::fold(&row.header, &lines)
        .map_err(|e| Failure::Internal(format!("table {} does not fold: {e}", row.id)))?;
    Ok(Entry { row, table, lines })
}

/// A refusal as the request's failure: 422 for an event that cannot
/// happen, 400 for what does not read.
fn refusal(e: Refusal) -> Failure {
    match e {
        Refusal::Impossible { .. } => Failure::Refused(e.to_string()),
        _ => Failure::BadRequest(e.to_string()),
    }
}

impl App {
    /// The state over a store.
    pub fn new(store: Store) -> App {
        App {
            store,
            slots: std::sync::Mutex::new(HashMap::new()),
        }
    }

    fn slot(&self, id: &str) -> Slot {
        let mut slots = self.slots.lock().unwrap_or_else(|p| p.into_inner());
        Arc::clone(slots.entry(id.to_owned()).or_default())
    }

    /// The kept fold of a table, folded again where missing or, with
    /// `check`, where another server wrote since (its stored version moved).
    async fn ensure<'a>(
        &self,
        id: &str,
        kept: &'a mut Option<Entry>,
        check: bool,
    ) -> Result<&'a mut Entry, Failure> {
        let stale = match kept.as_ref() {
            None => true,
            Some(e) if check => self.store.version(id).await? != Some(e.row.version),
            Some(_) => false,
        };
        if stale {
            *kept = None;
            let Some((row, lines)) = self.store.table(id).await? else {
                // No slot is kept for an id that names no table.
                let mut slots = self.slots.lock().unwrap_or_else(|p| p.into_inner());
                slots.remove(id);
                return Err(Failure::NotFound);
            };
            *kept = Some(fold(row, lines)?);
        }
        kept.as_mut().ok_or(Failure::NotFound)
    }

    /// Makes a table: its id and write token, and its view.
    ///
    /// # Errors
    /// The request names no game, or its script does not read or apply.
    pub async fn create(&self, new: &NewTable) -> Result<Value, Failure> {
        let text = new.script().map_err(Failure::BadRequest)?;
        let laws = new.code().map_err(Failure::BadRequest)?;
        let (table, lines) = AnyTable::from_script(&text, laws).map_err(refusal)?;
        let row = TableRow {
            id: random_hex()?,
            token: random_hex()?,
            code: table.code().to_string(),
            header: table.header(),
            board: new.board.map(i64::from),
            created: now_ms(),
            version: 0,
        };
        self.store.create(&row, &lines).await?;
        let entry = Entry { row, table, lines };
        let mut view = view(&entry);
        view["token"] = json!(entry.row.token);
        let slot = self.slot(&entry.row.id);
        *slot.lock().await = Some(entry);
        Ok(view)
    }

    /// Every table in short: board, code, whose turn, whether a ruling
    /// awaits an election.
    ///
    /// # Errors
    /// The database failed.
    pub async fn list(&self) -> Result<Value, Failure> {
        let rows = self.store.tables().await?;
        let mut out = Vec::with_capacity(rows.len());
        for row in rows {
            let slot = self.slot(&row.id);
            let mut kept = slot.lock().await;
            if kept.as_ref().is_some_and(|e| e.row.version != row.version) {
                *kept = None;
            }
            let entry = match self.ensure(&row.id, &mut kept, false).await {
                Ok(e) => e,
                Err(Failure::NotFound) => continue,
                Err(e) => return Err(e),
            };
            out.push(json!({
                "id": entry.row.id,
                "code": entry.row.code,
                "board": entry.row.board,
                "dealer": entry.table.dealer(),
                "turn": entry.table.turn(),
                "pending": entry.table.pending().is_some(),
                "events": entry.lines.len(),
                "created": entry.row.created,
            }));
        }
        Ok(json!({ "tables": out }))
    }

    /// A table's view: its events, report and legal actions.
    ///
    /// # Errors
    /// No such table.
    pub async fn read(&self, id: &str) -> Result<Value, Failure> {
        self.with_table(id, view).await
    }

    /// Runs `f` on the kept fold of a table.
    ///
    /// # Errors
    /// No such table.
    pub async fn with_table<T>(&self, id: &str, f: impl FnOnce(&Entry) -> T) -> Result<T, Failure> {
        if !plausible_id(id) {
            return Err(Failure::NotFound);
        }
        let slot = self.slot(id);
        let mut kept = slot.lock().await;
        // Another process may have written the table (a second server on
        // the same database): its version says.
        let entry = self.ensure(id, &mut kept, true).await?;
        Ok(f(entry))
    }

    /// Applies an event and stores it; answers once it is committed.
    /// `seq`, where given, is the number of events the client saw: the
    /// event is refused (409) if the table has moved on.
    ///
    /// # Errors
    /// No such table, a wrong token, a line that does not read, an event
    /// that cannot happen, a sequence number behind the table.
    pub async fn append(
        &self,
        id: &str,
        token: Option<&str>,
        incoming: Incoming<'_>,
        seq: Option<usize>,
    ) -> Result<Value, Failure> {
        if !plausible_id(id) {
            return Err(Failure::NotFound);
        }
        let slot = self.slot(id);
        let mut kept = slot.lock().await;
        let mut tries = 0;
        loop {
            tries += 1;
            let entry = self.ensure(id, &mut kept, false).await?;
            if !token_matches(token, &entry.row.token) {
                return Err(Failure::Forbidden);
            }
            let n = entry.lines.len();
            if let Some(seq) = seq
                && seq != n
            {
                if tries == 1 {
                    // The kept fold may be behind another server's writes.
                    *kept = None;
                    continue;
                }
                return Err(Failure::Conflict(format!(
                    "the table has {n} events, not {seq}: read it again"
                )));
            }
            // A line typed alone: a refusal names no line number.
            let line = match incoming {
                Incoming::Line(line) => entry.table.apply_line(line, Place::Alone),
                Incoming::Structured(value) => entry.table.apply_value(value),
            }
            .map_err(refusal)?;
            let seq_db = i64::try_from(n).unwrap_or(i64::MAX);
            match self
                .store
                .append(id, entry.row.version, seq_db, &line)
                .await
            {
                Ok(()) => {
                    entry.row.version += 1;
                    entry.lines.push(line.clone());
                    let mut out = view(entry);
                    out["accepted"] = json!({ "seq": n + 1, "line": line });
                    return Ok(out);
                }
                Err(StoreError::Conflict) if tries < 3 => *kept = None,
                Err(e) => {
                    *kept = None;
                    return Err(e.into());
                }
            }
        }
    }

    /// Takes back the last event.
    ///
    /// # Errors
    /// No such table, a wrong token, no event to take back, a sequence
    /// number behind the table.
    pub async fn undo(
        &self,
        id: &str,
        token: Option<&str>,
        seq: Option<usize>,
    ) -> Result<Value, Failure> {
        if !plausible_id(id) {
            return Err(Failure::NotFound);
        }
        let slot = self.slot(id);
        let mut kept = slot.lock().await;
        let entry = self.ensure(id, &mut kept, true).await?;
        if !token_matches(token, &entry.row.token) {
            return Err(Failure::Forbidden);
        }
        let n = entry.lines.len();
        if let Some(seq) = seq
            && seq != n
        {
            return Err(Failure::Conflict(format!(
                "the table has {n} events, not {seq}: read it again"
            )));
        }
        if n == 0 {
            return Err(Failure::Refused("no event to undo".to_owned()));
        }
        let seq_db = i64::try_from(n - 1).unwrap_or(i64::MAX);
        match self.store.undo(id, entry.row.version, seq_db).await {
            Ok(()) => {
                entry.row.version += 1;
                entry.lines.pop();
                if entry.table.undo(1).is_err() {
                    // The fold and the log disagree: fold again next time.
                    *kept = None;
                    return Err(Failure::Internal(format!("table {id}: undo out of step")));
                }
                Ok(view(entry))
            }
            Err(e) => {
                *kept = None;
                Err(e.into())
            }
        }
    }
}

/// The published report of a table (`docs/json.md`), as JSON.
pub fn report(table: &AnyTable) -> Value {
    serde_json::to_value(table.report()).unwrap_or(Value::Null)
}

/// The whole script of a kept table: its header and every event line.
pub fn script(entry: &Entry) -> String {
    let mut out = entry.table.header();
    for line in &entry.lines {
        out.push_str(line);
        out.push('\n');
    }
    out
}

/// A table's view as the API gives it.
pub fn view(entry: &Entry) -> Value {
    json!({
        "id": entry.row.id,
        "code": entry.row.code,
        "board": entry.row.board,
        "seq": entry.lines.len(),
        "header": entry.row.header,
        "events": entry.lines,
        "legal_actions": entry.table.legal_actions(),
        "report": report(&entry.table),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn an_id_that_names_no_table_keeps_no_slot() {
        let dir = std::env::temp_dir().join(format!("tablelaw-slots-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        let store = Store::open(&dir.join("t.db").to_string_lossy())
            .await
            .unwrap();
        let app = App::new(store);
        for i in 0..100 {
            let id = format!("{i:032x}");
            assert!(matches!(app.read(&id).await, Err(Failure::NotFound)));
        }
        assert_eq!(app.slots.lock().unwrap().len(), 0);
        let _ = std::fs::remove_dir_all(&dir);
    }
}
