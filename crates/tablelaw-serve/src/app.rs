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
    /// 403: creating a table needs the server's creation token.
    CreationForbidden,
    /// 404: no such table.
    NotFound,
    /// 404: no such evening.
    NoEvening,
    /// 403: writing to an evening needs its director's token.
    EveningForbidden,
    /// 403: reading an evening needs one of its tokens.
    EveningReadForbidden,
    /// 409: the table is not at the sequence number the client expected.
    Conflict(String),
    /// 413: the request body is larger than the API reads.
    TooLarge,
    /// 422: the event cannot happen (the engine's message).
    Refused(String),
    /// 415: a write whose body does not say it is JSON.
    UnsupportedMediaType,
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
    /// Each evening folded once and kept, as the tables are.
    pub(crate) evenings: std::sync::Mutex<crate::evening::app::EveningSlots>,
    /// The token that creating a table needs, if the server was started
    /// with one; without it anyone who reaches the server may create.
    pub(crate) creation_token: Option<String>,
}

/// 128 random bits as 32 hexadecimal digits.
pub(crate) fn random_hex() -> Result<String, Failure> {
    let mut bytes = [0u8; 16];
    getrandom::fill(&mut bytes).map_err(|e| Failure::Internal(e.to_string()))?;
    Ok(bytes.iter().map(|b| format!("{b:02x}")).collect())
}

/// Whether the token given is the table's, compared in a time that does
/// not depend on where they differ.
pub(crate) fn token_matches(given: Option<&str>, token: &str) -> bool {
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
pub(crate) fn plausible_id(id: &str) -> bool {
    id.len() == 32 && id.bytes().all(|b| b.is_ascii_hexdigit())
}

/// A table in short for the list, from its report: the dealer, whose
/// turn, whether a ruling awaits an election, how many events, whether the
/// deal is over, the contract and its declarer (contract bridge), the
/// points once scored.
fn summary_of(entry: &Entry, report: &Value) -> Value {
    let part = &report["contract_bridge"];
    json!({
        "dealer": report["dealer"],
        "turn": report["turn"],
        "pending": !report["pending"].is_null(),
        "events": entry.lines.len(),
        "over": report["over"],
        "contract": part["contract"],
        "declarer": part["declarer"],
        "points": report["points"],
    })
}

/// A list cursor, `created:id`.
fn cursor(text: &str) -> Result<(i64, String), Failure> {
    let bad = || {
        Failure::BadRequest(format!(
            "before `{text}`: give the `next` of the previous page"
        ))
    };
    let (created, id) = text.split_once(':').ok_or_else(bad)?;
    let created = created.parse().map_err(|_| bad())?;
    if !plausible_id(id) {
        return Err(bad());
    }
    Ok((created, id.to_owned()))
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
            evenings: std::sync::Mutex::new(crate::evening::app::EveningSlots::default()),
            creation_token: None,
        }
    }

    /// The state over a store, where creating a table needs `token` (a
    /// club's public server: `--admin-token`); `None` leaves creation open.
    pub fn with_creation_token(store: Store, token: Option<String>) -> App {
        App {
            creation_token: token.filter(|t| !t.is_empty()),
            ..App::new(store)
        }
    }

    /// Whether creating a table needs the server's creation token.
    pub fn creation_token_needed(&self) -> bool {
        self.creation_token.is_some()
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

    /// Makes a table: its id and write token, and its view. `token` is
    /// the one the request carried: where the server has a creation token,
    /// it must be that one.
    ///
    /// # Errors
    /// The creation token is missing or wrong (403), the request names no
    /// game, or its script does not read or apply.
    pub async fn create(&self, new: &NewTable, token: Option<&str>) -> Result<Value, Failure> {
        if let Some(needed) = &self.creation_token
            && !token_matches(token, needed)
        {
            return Err(Failure::CreationForbidden);
        }
        self.make_table(new).await
    }

    /// Makes a table as [`App::create`] does, the right to make it
    /// already checked (the server's creation token, or an evening's
    /// director's token for a table of the evening).
    ///
    /// # Errors
    /// The request names no game, or its script does not read or apply.
    pub(crate) async fn make_table(&self, new: &NewTable) -> Result<Value, Failure> {
        let text = new.script().map_err(Failure::BadRequest)?;
        let laws = new.code().map_err(Failure::BadRequest)?;
        let (table, lines) = AnyTable::from_script(&text, laws).map_err(refusal)?;
        let row = TableRow {
            id: random_hex()?,
            token: random_hex()?,
            code: table.code().to_string(),
            header: table.header(),
            board: new.board_number().map(i64::from),
            created: now_ms(),
            version: 0,
        };
        self.store.create(&row, &lines).await?;
        let entry = Entry { row, table, lines };
        let mut view = view(&entry);
        self.keep_summary(
            &entry.row.id,
            entry.row.version,
            &summary_of(&entry, &view["report"]),
        )
        .await;
        view["token"] = json!(entry.row.token);
        let slot = self.slot(&entry.row.id);
        *slot.lock().await = Some(entry);
        Ok(view)
    }

    /// A page of the tables in short, newest first: board, code, whose
    /// turn, whether a ruling awaits an election; at most `limit`, those
    /// made before the table `before` names (the cursor the previous page
    /// gave as its `next`, `created:id`).
    ///
    /// # Errors
    /// A cursor that does not read; the database failed.
    pub async fn list(&self, limit: usize, before: Option<&str>) -> Result<Value, Failure> {
        let before = before.map(cursor).transpose()?;
        let mut rows = self.store.page(limit.saturating_add(1), before).await?;
        let more = rows.len() > limit;
        rows.truncate(limit);
        let next = more
            .then(|| rows.last().map(|(r, _)| format!("{}:{}", r.created, r.id)))
            .flatten();
        let mut out = Vec::with_capacity(rows.len());
        for (row, stored) in rows {
            // The summary stored with the table's last write, if it is of
            // the table's version; else the table is folded (once: the
            // summary is stored for the next list).
            let summary = match stored {
                Some((version, text)) if version == row.version => {
                    serde_json::from_str::<Value>(&text).ok()
                }
                _ => None,
            };
            let summary = match summary {
                Some(s) => s,
                None => {
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
                    let s = summary_of(entry, &report(&entry.table));
                    self.keep_summary(&entry.row.id, entry.row.version, &s)
                        .await;
                    s
                }
            };
            let mut item = json!({
                "id": row.id,
                "code": row.code,
                "board": row.board,
                "created": row.created,
            });
            if let (Some(item), Some(summary)) = (item.as_object_mut(), summary.as_object()) {
                for (k, v) in summary {
                    item.insert(k.clone(), v.clone());
                }
            }
            out.push(item);
        }
        Ok(json!({ "tables": out, "next": next, "creation_token": self.creation_token_needed() }))
    }

    /// Stores a table's summary for the list; a failure only costs the
    /// list a fold later.
    async fn keep_summary(&self, id: &str, version: i64, summary: &Value) {
        if let Err(e) = self
            .store
            .set_summary(id, version, &summary.to_string())
            .await
        {
            eprintln!("warning: table {id}: the list's summary was not stored: {e}");
        }
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
                    let summary = summary_of(entry, &out["report"]);
                    self.keep_summary(id, entry.row.version, &summary).await;
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
                let out = view(entry);
                self.keep_summary(id, entry.row.version, &summary_of(entry, &out["report"]))
                    .await;
                Ok(out)
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
    // The script language has no board line: the board number is kept as
    // the first line, a comment (`# board 7`), which a table made from the
    // script reads back (`NewTable::board_number`).
    let mut out = entry
        .row
        .board
        .map(|b| format!("{}{b}\n", crate::setup::BOARD_COMMENT))
        .unwrap_or_default();
    out.push_str(&entry.table.header());
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
