//! An evening as kept in memory: its rows read, the results of its
//! refereed tables, its scores; and the views of it the API gives, as the
//! director or the players' link may see them.

use std::collections::HashMap;

use serde_json::{Value, json};

use tablelaw::score::AdjustedScore;
use tablelaw_formats::table::AnyTable;

use super::Access;
use super::Setup;
use super::lines::{Adjustment, Played, contract_text};
use super::score::Scores;
use crate::app::{Failure, token_matches};
use crate::setup::{board_dealer, board_vulnerable};
use crate::store::{EveningRow, ResultRow};

/// A refereed table's result, as the table has it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refereed {
    /// Played (or passed out) to the end.
    Played(Played),
    /// The director's adjusted score at the table (Law 12C).
    Adjusted(AdjustedScore),
}

/// A refereed table's result, once it has one: the adjusted score the
/// director awarded there, else the contract and the declaring side's
/// tricks once the play is finished, or the pass-out. `None` while the
/// deal is under way (or its result was cancelled, awaiting the adjusted
/// score), and for a table that is not duplicate contract bridge.
pub fn refereed(table: &AnyTable) -> Option<Refereed> {
    let AnyTable::ContractBridge(t) = table else {
        return None;
    };
    if let Some(a) = t.adjusted() {
        return Some(Refereed::Adjusted(a.score));
    }
    if t.result_cancelled().is_some() {
        return None;
    }
    if t.is_passed_out() {
        return Some(Refereed::Played(Played {
            contract: None,
            declarer: None,
            tricks: 0,
        }));
    }
    let c = t.contract()?;
    let tricks = t.declarer_tricks_won()?;
    Some(Refereed::Played(Played {
        contract: Some(contract_text(c.bid, c.doubling)),
        declarer: Some(c.declarer.to_string()),
        tricks,
    }))
}

/// A refereed table linked to the evening, as last folded: its result and
/// the rulings made at it on an irregularity (their citations).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Linked {
    /// Its result, once it has one.
    pub result: Option<Refereed>,
    /// The citation of each ruling made at the table, in order.
    pub rulings: Vec<String>,
}

/// A refereed table's result and rulings.
pub fn linked(table: &AnyTable) -> Linked {
    let report = crate::app::report(table);
    let rulings = report["rulings"]
        .as_array()
        .map_or(&[][..], Vec::as_slice)
        .iter()
        // The rulings on an irregularity (an offender, or a finding of the
        // director's), not the auction's regular close.
        .filter(|r| !r["offender"].is_null() || !r["finding"].is_null())
        .filter_map(|r| r["citation"].as_str().map(str::to_owned))
        .collect();
    Linked {
        result: refereed(table),
        rulings,
    }
}

/// What a board at a table scores from, in order of precedence: the
/// director's adjusted score on the evening, the traveller line, the
/// refereed table's result.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Outcome<'a> {
    /// Nothing yet: still to be played.
    Pending,
    /// A result played (or passed out).
    Played(&'a Played),
    /// The adjusted score awarded at the refereed table.
    TableAdjusted(AdjustedScore),
    /// The director's adjusted score on the evening.
    Adjusted(&'a Adjustment),
}

/// A board at a table as kept: the stored row, its line and adjustment
/// read.
#[derive(Clone, Debug)]
pub struct Row {
    /// As stored.
    pub stored: ResultRow,
    /// The traveller line entered, if any.
    pub line: Option<Played>,
    /// The director's adjusted score, if any.
    pub adjustment: Option<Adjustment>,
}

impl Row {
    pub(crate) fn read(stored: ResultRow) -> Result<Row, Failure> {
        let bad = |what: &str, e: serde_json::Error| {
            Failure::Internal(format!(
                "board {} at table {}: the stored {what} does not read: {e}",
                stored.board, stored.table_no
            ))
        };
        let line = stored
            .line
            .as_deref()
            .map(serde_json::from_str::<Played>)
            .transpose()
            .map_err(|e| bad("line", e))?;
        let adjustment = stored
            .adjustment
            .as_deref()
            .map(serde_json::from_str::<Adjustment>)
            .transpose()
            .map_err(|e| bad("adjustment", e))?;
        Ok(Row {
            stored,
            line,
            adjustment,
        })
    }

    /// The board number.
    pub fn board(&self) -> u32 {
        u32::try_from(self.stored.board).unwrap_or(0)
    }

    /// The table number.
    pub fn table(&self) -> u32 {
        u32::try_from(self.stored.table_no).unwrap_or(0)
    }
}

/// An evening as kept in memory.
pub struct EveningEntry {
    /// The stored row.
    pub row: EveningRow,
    /// Its setup, read.
    pub setup: Setup,
    /// Every board at every table, by board then table.
    pub rows: Vec<Row>,
    /// The result of each refereed table linked, by the table's id.
    pub refereed: HashMap<String, Linked>,
    /// The evening's version and the sum of its tables' versions.
    pub(crate) stamp: (i64, i64),
    /// Its scores, the library's, kept until the evening changes.
    pub scores: Scores,
}

impl EveningEntry {
    /// What the row scores from.
    pub fn outcome<'a>(&'a self, row: &'a Row) -> Outcome<'a> {
        if let Some(a) = &row.adjustment {
            return Outcome::Adjusted(a);
        }
        if let Some(p) = &row.line {
            return Outcome::Played(p);
        }
        match row
            .stored
            .table_id
            .as_ref()
            .and_then(|id| self.refereed.get(id))
            .and_then(|l| l.result.as_ref())
        {
            Some(Refereed::Played(p)) => Outcome::Played(p),
            Some(Refereed::Adjusted(a)) => Outcome::TableAdjusted(*a),
            _ => Outcome::Pending,
        }
    }

    /// The rows of a board, by table.
    pub fn board_rows(&self, board: u32) -> impl Iterator<Item = &Row> {
        let b = i64::from(board);
        let start = self.rows.partition_point(|r| r.stored.board < b);
        self.rows[start..]
            .iter()
            .take_while(move |r| r.stored.board == b)
    }

    /// Whether every table scheduled for the board has its result.
    pub fn complete(&self, board: u32) -> bool {
        let mut any = false;
        for r in self.board_rows(board) {
            any = true;
            if self.outcome(r) == Outcome::Pending {
                return false;
            }
        }
        any
    }

    /// The row of a board at a table, if the movement has it.
    pub fn find(&self, board: u32, table: u32) -> Option<&Row> {
        self.board_rows(board).find(|r| r.table() == table)
    }

    /// Which token `token` is.
    pub fn access(&self, token: Option<&str>) -> Option<Access> {
        if token_matches(token, &self.row.token) {
            Some(Access::Director)
        } else if token_matches(token, &self.row.read_token) {
            Some(Access::Players)
        } else {
            None
        }
    }

    /// The evening as `access` sees it: its setup, the boards (a deal
    /// hidden from the players until the board is complete), every board
    /// at every table with its result.
    pub fn view(&self, access: Access) -> Value {
        let boards: Vec<Value> = (1..=self.setup.boards)
            .map(|b| {
                let complete = self.complete(b);
                let deal = self.setup.deal(b);
                let shown = access.sees_deal(complete);
                json!({
                    "board": b,
                    "dealer": board_dealer(b),
                    "vulnerable": board_vulnerable(b),
                    "deal": if shown { deal } else { None },
                    "deal_hidden": !shown && deal.is_some(),
                    "complete": complete,
                })
            })
            .collect();
        let results: Vec<Value> = self.rows.iter().map(|r| self.row_view(r, access)).collect();
        let mut out = json!({
            "id": self.row.id,
            "name": self.setup.name,
            "code": self.setup.code,
            "scoring": self.setup.scoring,
            "ranking": self.setup.ranking,
            "tables": self.setup.tables,
            "created": self.row.created,
            "version": self.row.version,
            "access": access,
            "boards": boards,
            "results": results,
        });
        if access == Access::Director {
            out["read_token"] = json!(self.row.read_token);
        }
        out
    }

    /// A board's traveller as `access` sees it: the board (its deal where
    /// `access` may see it), every table's result with its score (Law 77)
    /// and matchpoints or IMPs, the laws applied.
    pub fn traveller(&self, board: u32, access: Access) -> Option<Value> {
        if !(1..=self.setup.boards).contains(&board) {
            return None;
        }
        let complete = self.complete(board);
        let deal = self.setup.deal(board);
        let shown = access.sees_deal(complete);
        let scored = self.scores.travellers.get(&board);
        let rows: Vec<Value> = self
            .board_rows(board)
            .map(|r| {
                let mut v = self.row_view(r, access);
                if let (Some(v), Value::Object(score)) = (v.as_object_mut(), self.scores.row(r)) {
                    v.extend(score);
                }
                v
            })
            .collect();
        Some(json!({
            "board": board,
            "dealer": board_dealer(board),
            "vulnerable": board_vulnerable(board),
            "deal": if shown { deal } else { None },
            "deal_hidden": !shown && deal.is_some(),
            "complete": complete,
            "scoring": self.setup.scoring,
            "top": scored.map(|t| t.top),
            "datum": scored.and_then(|t| t.datum),
            "citations": scored.map(|t| t.citations.iter().map(ToString::to_string).collect::<Vec<_>>()),
            "rows": rows,
        }))
    }

    /// A board at a table as `access` sees it.
    pub fn row_view(&self, r: &Row, access: Access) -> Value {
        let outcome = self.outcome(r);
        let (status, words) = match outcome {
            Outcome::Pending => ("to play", String::new()),
            Outcome::Played(p) => ("played", p.words()),
            Outcome::TableAdjusted(a) => ("adjusted", table_adjusted(&a)),
            Outcome::Adjusted(a) => ("adjusted", a.words()),
        };
        let played = match outcome {
            Outcome::Played(p) => Some(p),
            _ => r.line.as_ref(),
        };
        // A refereed table's id opens its hands: the players see it once
        // the board is complete.
        let table_id = r
            .stored
            .table_id
            .as_ref()
            .filter(|_| access.sees_deal(self.complete(r.board())));
        json!({
            "board": r.board(),
            "table": r.table(),
            "ns": r.stored.ns,
            "ew": r.stored.ew,
            "refereed": r.stored.table_id.is_some(),
            "table_rulings": table_id
                .and_then(|t| self.refereed.get(t))
                .map(|l| l.rulings.clone())
                .unwrap_or_default(),
            "table_id": table_id,
            "status": status,
            "result": words,
            "contract": played.and_then(|p| p.contract.clone()),
            "declarer": played.and_then(|p| p.declarer.clone()),
            "tricks": played.filter(|p| p.contract.is_some()).map(|p| p.tricks),
            "adjustment": r.adjustment,
            "ruling": r.stored.ruling,
        })
    }
}

/// An adjusted score awarded at a refereed table, in words.
fn table_adjusted(a: &AdjustedScore) -> String {
    match *a {
        AdjustedScore::Artificial { ns, ew } => format!(
            "artificial, at the table: NS {}, EW {}",
            ns.words(),
            ew.words()
        ),
        AdjustedScore::Assigned {
            contract: Some(c),
            tricks,
        } => format!(
            "assigned, at the table: {} by {}, {tricks} tricks",
            contract_text(c.bid, c.doubling),
            c.declarer
        ),
        AdjustedScore::Assigned { contract: None, .. } => {
            "assigned, at the table: passed out".to_owned()
        }
    }
}
