//! The evenings in the server's state: each folded once (its rows, and the
//! result of each refereed table linked to it) and kept behind a lock of
//! its own, as the tables are, the [`KEEP_EVENINGS`] read most lately. A kept fold is current while the evening's
//! version and its linked tables' versions are as they were (one query
//! says: another server on the same PostgreSQL database may have written).

use std::collections::HashMap;
use std::sync::Arc;

use serde::Deserialize;
use serde_json::{Value, json};
use tokio::sync::Mutex;

use tablelaw_formats::table::AnyTable;

pub use super::entry::{EveningEntry, Linked, Outcome, Refereed, Row, linked, refereed};
use super::lines::{AdjustRequest, LineRequest};
use super::score::Scores;
use super::{Access, NewEvening, Setup};
use crate::app::{App, Failure, plausible_id, random_hex, token_matches};
use crate::setup::NewTable;
use crate::store::{EveningRow, ResultRow, StoreError, now_ms};

/// An evening's place in the server's state.
pub(crate) type EveningSlot = Arc<Mutex<Option<EveningEntry>>>;

/// A request to referee a board at a table on this server: a new table
/// made for it (the board's dealer, vulnerability and deal), or a table
/// already made, with its token.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LinkRequest {
    /// The board number.
    pub board: u32,
    /// The table number.
    pub table: u32,
    /// The North-South pair, where the movement does not give the board at
    /// this table.
    pub ns: Option<String>,
    /// The East-West pair, likewise.
    pub ew: Option<String>,
    /// A table of this server to link (none: a new one is made).
    pub table_id: Option<String>,
    /// That table's write token (linking needs it).
    pub table_token: Option<String>,
}

fn bad(m: String) -> Failure {
    Failure::BadRequest(m)
}

/// The most evenings a server keeps folded. Beyond it, the evening read
/// least lately (and not in use) is let go, to be folded again from the
/// store at its next read: a club's server that has run for years keeps
/// its memory for this season's evenings.
pub const KEEP_EVENINGS: usize = 256;

/// The evenings kept, each with the tick of its last use.
#[derive(Default)]
pub(crate) struct EveningSlots {
    slots: HashMap<String, (EveningSlot, u64)>,
    tick: u64,
}

impl EveningSlots {
    /// The slot of `id`, made where missing; the least lately used other
    /// slot that no request holds is let go where more than
    /// [`KEEP_EVENINGS`] are kept.
    fn get(&mut self, id: &str) -> EveningSlot {
        self.tick += 1;
        let tick = self.tick;
        if let Some((slot, used)) = self.slots.get_mut(id) {
            *used = tick;
            return Arc::clone(slot);
        }
        let slot = EveningSlot::default();
        self.slots.insert(id.to_owned(), (Arc::clone(&slot), tick));
        if self.slots.len() > KEEP_EVENINGS {
            let oldest = self
                .slots
                .iter()
                .filter(|(other, (s, _))| other.as_str() != id && Arc::strong_count(s) == 1)
                .min_by_key(|(_, (_, used))| *used)
                .map(|(other, _)| other.clone());
            if let Some(oldest) = oldest {
                self.slots.remove(&oldest);
            }
        }
        slot
    }

    /// Lets `id`'s slot go (an id that names no evening).
    fn forget(&mut self, id: &str) {
        self.slots.remove(id);
    }

    /// How many evenings are kept.
    #[cfg(test)]
    fn len(&self) -> usize {
        self.slots.len()
    }
}

impl App {
    fn evening_slot(&self, id: &str) -> EveningSlot {
        let mut slots = self.evenings.lock().unwrap_or_else(|p| p.into_inner());
        slots.get(id)
    }

    /// The kept fold of an evening, folded again where missing or stale.
    async fn ensure_evening<'a>(
        &self,
        id: &str,
        kept: &'a mut Option<EveningEntry>,
    ) -> Result<&'a mut EveningEntry, Failure> {
        let Some(stamp) = self.store.evening_stamp(id).await? else {
            *kept = None;
            let mut slots = self.evenings.lock().unwrap_or_else(|p| p.into_inner());
            slots.forget(id);
            return Err(Failure::NoEvening);
        };
        if kept.as_ref().is_some_and(|e| e.stamp == stamp) {
            return kept.as_mut().ok_or(Failure::NoEvening);
        }
        *kept = None;
        let Some((row, stored)) = self.store.evening(id).await? else {
            return Err(Failure::NoEvening);
        };
        let setup: Setup = serde_json::from_str(&row.setup).map_err(|e| {
            Failure::Internal(format!("evening {id}: its setup does not read: {e}"))
        })?;
        let mut rows = Vec::with_capacity(stored.len());
        let mut refereed = HashMap::new();
        for s in stored {
            if let Some(table) = &s.table_id
                && !refereed.contains_key(table)
            {
                let result = match self.with_table(table, |e| linked(&e.table)).await {
                    Ok(r) => r,
                    Err(Failure::NotFound) => Linked::default(),
                    Err(e) => return Err(e),
                };
                refereed.insert(table.clone(), result);
            }
            rows.push(Row::read(s)?);
        }
        rows.sort_by_key(|r| (r.stored.board, r.stored.table_no));
        // The stamp read before the fold: a write meanwhile makes the next
        // read fold again.
        let mut entry = EveningEntry {
            row,
            setup,
            rows,
            refereed,
            stamp,
            scores: Scores::default(),
        };
        entry.scores = Scores::of(&entry);
        *kept = Some(entry);
        kept.as_mut().ok_or(Failure::NoEvening)
    }

    /// Runs `f` on the kept fold of an evening, for whoever `token` is.
    ///
    /// # Errors
    /// No such evening (404), or a token that is neither of its (403).
    pub async fn with_evening<T>(
        &self,
        id: &str,
        token: Option<&str>,
        f: impl FnOnce(&EveningEntry, Access) -> T,
    ) -> Result<T, Failure> {
        if !plausible_id(id) {
            return Err(Failure::NoEvening);
        }
        let slot = self.evening_slot(id);
        let mut kept = slot.lock().await;
        let entry = self.ensure_evening(id, &mut kept).await?;
        let access = entry.access(token).ok_or(Failure::EveningReadForbidden)?;
        Ok(f(entry, access))
    }

    /// Makes an evening: its id, the director's token and the players'
    /// read token, and its view. Where the server has a creation token,
    /// `token` must be that one.
    ///
    /// # Errors
    /// The creation token is missing or wrong (403); what the request
    /// gives does not read (400).
    pub async fn create_evening(
        &self,
        new: &NewEvening,
        token: Option<&str>,
    ) -> Result<Value, Failure> {
        if let Some(needed) = &self.creation_token
            && !token_matches(token, needed)
        {
            return Err(Failure::CreationForbidden);
        }
        let (setup, stored) = new.read().map_err(bad)?;
        let row = EveningRow {
            id: random_hex()?,
            token: random_hex()?,
            read_token: random_hex()?,
            setup: serde_json::to_string(&setup).map_err(|e| Failure::Internal(e.to_string()))?,
            created: now_ms(),
            version: 0,
        };
        self.store.create_evening(&row, &stored).await?;
        let slot = self.evening_slot(&row.id);
        let mut kept = slot.lock().await;
        let entry = self.ensure_evening(&row.id, &mut kept).await?;
        let mut view = entry.view(Access::Director);
        view["token"] = json!(entry.row.token);
        Ok(view)
    }

    /// Writes a board at a table, as `make` makes its row from the kept
    /// fold (the director's token checked first); answers the row's view
    /// once committed.
    async fn write_row(
        &self,
        id: &str,
        token: Option<&str>,
        make: impl Fn(&EveningEntry) -> Result<ResultRow, Failure>,
    ) -> Result<Value, Failure> {
        if !plausible_id(id) {
            return Err(Failure::NoEvening);
        }
        let slot = self.evening_slot(id);
        let mut kept = slot.lock().await;
        let mut tries = 0;
        loop {
            tries += 1;
            let entry = self.ensure_evening(id, &mut kept).await?;
            if entry.access(token) != Some(Access::Director) {
                return Err(Failure::EveningForbidden);
            }
            let stored = make(entry)?;
            let row = Row::read(stored.clone())?;
            match self.store.put_result(id, entry.row.version, &stored).await {
                Ok(()) => {
                    entry.row.version += 1;
                    entry.stamp.0 += 1;
                    if let Some(table) = &stored.table_id
                        && !entry.refereed.contains_key(table)
                    {
                        let result = self
                            .with_table(table, |e| linked(&e.table))
                            .await
                            .unwrap_or_default();
                        entry.refereed.insert(table.clone(), result);
                        // The linked table's version joins the stamp: fold
                        // again at the next read.
                        entry.stamp.1 = -1;
                    }
                    let key = (stored.board, stored.table_no);
                    match entry
                        .rows
                        .binary_search_by_key(&key, |r| (r.stored.board, r.stored.table_no))
                    {
                        Ok(i) => entry.rows[i] = row,
                        Err(i) => entry.rows.insert(i, row),
                    }
                    entry.scores = Scores::of(entry);
                    let board = u32::try_from(key.0).unwrap_or(0);
                    let table = u32::try_from(key.1).unwrap_or(0);
                    let view = entry
                        .find(board, table)
                        .map(|r| entry.row_view(r, Access::Director))
                        .unwrap_or(Value::Null);
                    return Ok(json!({ "result": view, "version": entry.row.version }));
                }
                Err(StoreError::Conflict) if tries < 3 => *kept = None,
                Err(e) => {
                    *kept = None;
                    return Err(e.into());
                }
            }
        }
    }

    /// Enters a traveller line: a board's result at a table not refereed
    /// here (or the pairs of a board at a table the movement lacks).
    ///
    /// # Errors
    /// No such evening, not the director's token, a line that does not
    /// read, a board refereed at its table.
    pub async fn put_line(
        &self,
        id: &str,
        token: Option<&str>,
        line: &LineRequest,
    ) -> Result<Value, Failure> {
        let (ns, ew) = line.pairs().map_err(bad)?;
        let played = line.result().map_err(bad)?;
        let played = played
            .map(|p| serde_json::to_string(&p))
            .transpose()
            .map_err(|e| Failure::Internal(e.to_string()))?;
        self.write_row(id, token, |entry| {
            let mut row = seat(entry, line.board, line.table, ns.clone(), ew.clone())?;
            if let Some(table) = &row.table_id
                && played.is_some()
            {
                return Err(Failure::Conflict(format!(
                    "board {} at table {} is refereed at its table ({table}): its result comes from there; an adjusted score (POST /api/evenings/{}/adjust) replaces it",
                    line.board, line.table, entry.row.id
                )));
            }
            // Pairs alone leave the result as it was.
            if played.is_some() {
                row.line.clone_from(&played);
            }
            Ok(row)
        })
        .await
    }

    /// Refers a board at a table to a refereed table of this server: a new
    /// one made for the board, or one already made (with its token).
    /// Answers the row and, for a new table, its id and write token.
    ///
    /// # Errors
    /// No such evening, not the director's token, no such table or not
    /// its token, a table of another game or board, a board with a
    /// traveller line already.
    pub async fn link_table(
        &self,
        id: &str,
        token: Option<&str>,
        link: &LinkRequest,
    ) -> Result<Value, Failure> {
        // The director's token first: no table is made for anyone else.
        let (setup, ok, has_line) = self
            .with_evening(id, token, |e, a| {
                let has_line = e
                    .find(link.board, link.table)
                    .is_some_and(|r| r.line.is_some() || r.stored.table_id.is_some());
                (e.setup.clone(), a == Access::Director, has_line)
            })
            .await
            .map_err(|e| match e {
                Failure::EveningReadForbidden => Failure::EveningForbidden,
                e => e,
            })?;
        if !ok {
            return Err(Failure::EveningForbidden);
        }
        // Checked before a table is made for it (and again as it is written).
        if has_line {
            return Err(Failure::Conflict(format!(
                "board {} at table {} has its result or its refereed table already",
                link.board, link.table
            )));
        }
        if !(1..=setup.boards).contains(&link.board) {
            return Err(bad(format!(
                "board {}: the evening has boards 1 to {}",
                link.board, setup.boards
            )));
        }
        let ns = link.ns.clone();
        let ew = link.ew.clone();
        let check = LineRequest {
            board: link.board,
            table: link.table,
            ns: ns.clone(),
            ew: ew.clone(),
            ..LineRequest::default()
        };
        let (ns, ew) = check.pairs().map_err(bad)?;
        let (table_id, table_token) = match (&link.table_id, &link.table_token) {
            (None, None) => {
                let new = NewTable {
                    code: Some(setup.code.clone()),
                    board: Some(link.board),
                    deal: setup.deal(link.board).map(str::to_owned),
                    ..NewTable::default()
                };
                let made = self.make_table(&new).await?;
                (
                    made["id"].as_str().unwrap_or_default().to_owned(),
                    made["token"].as_str().map(str::to_owned),
                )
            }
            (Some(table), Some(table_token)) => {
                let fits = self
                    .with_table(table, |e| {
                        (
                            token_matches(Some(table_token), &e.row.token),
                            matches!(e.table, AnyTable::ContractBridge(_)),
                            e.row.board,
                        )
                    })
                    .await?;
                match fits {
                    (false, _, _) => return Err(Failure::Forbidden),
                    (_, false, _) => {
                        return Err(bad(
                            "an evening's tables are duplicate contract bridge (duplicate-2017 or duplicate-2007)".to_owned(),
                        ));
                    }
                    (_, _, Some(b)) if b != i64::from(link.board) => {
                        return Err(bad(format!(
                            "that table plays board {b}, not board {}",
                            link.board
                        )));
                    }
                    _ => (table.clone(), None),
                }
            }
            _ => {
                return Err(bad(
                    "give both the table's `table_id` and its `table_token`, or neither for a new table".to_owned(),
                ));
            }
        };
        let mut out = self
            .write_row(id, token, |entry| {
                let mut row = seat(entry, link.board, link.table, ns.clone(), ew.clone())?;
                if row.line.is_some() || row.table_id.as_ref().is_some_and(|t| *t != table_id) {
                    return Err(Failure::Conflict(format!(
                        "board {} at table {} has its result or its refereed table already",
                        link.board, link.table
                    )));
                }
                row.table_id = Some(table_id.clone());
                Ok(row)
            })
            .await?;
        out["table_id"] = json!(table_id);
        if let Some(t) = table_token {
            out["table_token"] = json!(t);
        }
        Ok(out)
    }

    /// Puts the director's adjusted score on a result (or takes it away),
    /// with the ruling that led to it.
    ///
    /// # Errors
    /// No such evening or board at that table, not the director's token,
    /// an adjustment that does not read, no ruling.
    pub async fn adjust(
        &self,
        id: &str,
        token: Option<&str>,
        request: &AdjustRequest,
    ) -> Result<Value, Failure> {
        if let Some(a) = &request.adjustment {
            a.check().map_err(bad)?;
        }
        let ruling = request.ruling_text().map_err(bad)?;
        let adjustment = request
            .adjustment
            .as_ref()
            .map(serde_json::to_string)
            .transpose()
            .map_err(|e| Failure::Internal(e.to_string()))?;
        self.write_row(id, token, |entry| {
            let Some(r) = entry.find(request.board, request.table) else {
                return Err(bad(format!(
                    "board {} is not played at table {}: enter the board at that table first (its pairs)",
                    request.board, request.table
                )));
            };
            let mut row = r.stored.clone();
            row.adjustment.clone_from(&adjustment);
            row.ruling.clone_from(&ruling);
            Ok(row)
        })
        .await
    }
}

/// The row of a board at a table, to be written: the movement's, or a new
/// one with the pairs given.
fn seat(
    entry: &EveningEntry,
    board: u32,
    table: u32,
    ns: Option<String>,
    ew: Option<String>,
) -> Result<ResultRow, Failure> {
    if !(1..=entry.setup.boards).contains(&board) {
        return Err(bad(format!(
            "board {board}: the evening has boards 1 to {}",
            entry.setup.boards
        )));
    }
    if !(1..=super::setup::MAX_TABLES).contains(&table) {
        return Err(bad(format!(
            "table {table}: the tables are numbered 1 to {}",
            super::setup::MAX_TABLES
        )));
    }
    let mut row = match entry.find(board, table) {
        Some(r) => r.stored.clone(),
        None => match (&ns, &ew) {
            (Some(_), Some(_)) => ResultRow {
                board: i64::from(board),
                table_no: i64::from(table),
                ..ResultRow::default()
            },
            _ => {
                return Err(bad(format!(
                    "board {board} is not played at table {table} in the movement: give its pairs, `ns` and `ew`"
                )));
            }
        },
    };
    if let Some(ns) = ns {
        row.ns = ns;
    }
    if let Some(ew) = ew {
        row.ew = ew;
    }
    if row.ns == row.ew && entry.setup.ranking == super::Ranking::Together {
        return Err(bad(format!(
            "pair {} cannot sit both North-South and East-West",
            row.ns
        )));
    }
    Ok(row)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_evenings_kept_are_the_ones_read_most_lately_and_none_in_use_is_let_go() {
        let mut slots = EveningSlots::default();
        let held = slots.get("first");
        for i in 0..KEEP_EVENINGS + 10 {
            let _ = slots.get(&format!("{i}"));
            // Evening 0 is read again and again: it stays.
            let _ = slots.get("0");
        }
        assert_eq!(slots.len(), KEEP_EVENINGS);
        assert!(slots.slots.contains_key("first"), "a slot in use is kept");
        assert!(
            slots.slots.contains_key("0"),
            "the evening read lately is kept"
        );
        assert!(
            !slots.slots.contains_key("1"),
            "the least lately read is let go"
        );
        drop(held);
    }
}
