//! The movement: which pairs play which board at which table. Given result
//! by result (any movement a club uses), or made here for a Mitchell.

use serde::Serialize;

use super::lines::LineRequest;
use super::setup::{MAX_BOARDS, MAX_TABLES};
use crate::store::ResultRow;

/// A board at a table in a round of a movement, with the pairs there.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Seating {
    /// The round, from 1.
    pub round: u32,
    /// The table, from 1.
    pub table: u32,
    /// The board.
    pub board: u32,
    /// The North-South pair's number.
    pub ns: u32,
    /// The East-West pair's number.
    pub ew: u32,
}

impl Seating {
    /// The seating as a result row still to be played.
    pub fn row(&self) -> ResultRow {
        ResultRow {
            board: i64::from(self.board),
            table_no: i64::from(self.table),
            ns: self.ns.to_string(),
            ew: self.ew.to_string(),
            ..ResultRow::default()
        }
    }
}

/// A Mitchell for `tables` tables and `boards` boards: the North-South
/// pairs stay at their table (pair N at table N), the East-West pairs move
/// up one table a round, the boards down one, a set of `boards / tables`
/// boards a round, as many rounds as tables. With an even number of
/// tables the East-West pairs skip a table after half the rounds, so that
/// none plays a board twice (the skip Mitchell); each then meets one
/// North-South pair twice and one not at all (at two tables, the
/// East-West pairs stay where they are: a two-table evening is a Howell's
/// or a match's).
///
/// # Errors
/// No tables, too many, or a number of boards that is not a multiple of
/// the tables.
pub fn mitchell(tables: u32, boards: u32) -> Result<Vec<Seating>, String> {
    if !(1..=MAX_TABLES).contains(&tables) {
        return Err(format!(
            "tables {tables}: a Mitchell has 1 to {MAX_TABLES} tables"
        ));
    }
    if !(1..=MAX_BOARDS).contains(&boards) || !boards.is_multiple_of(tables) {
        return Err(format!(
            "{boards} boards at {tables} tables: a Mitchell plays the same number of boards a round at every table, so the boards must be a multiple of the tables (1 to {MAX_BOARDS}; {} or {} here), or give the movement result by result",
            tables * (boards / tables).max(1),
            tables * (boards / tables + 1)
        ));
    }
    let per_round = boards / tables;
    let mut out = Vec::with_capacity(usize::try_from(boards * tables).unwrap_or(0));
    for round in 0..tables {
        let skip = u32::from(tables.is_multiple_of(2) && round >= tables / 2);
        for table in 0..tables {
            // East-West pair e sits at table e + round (+ the skip), so at
            // this table sits e = table - round - skip; the set s lies at
            // table s - round, so here s = table + round.
            let ew = (table + 2 * tables - round - skip) % tables;
            let set = (table + round) % tables;
            for b in 0..per_round {
                out.push(Seating {
                    round: round + 1,
                    table: table + 1,
                    board: set * per_round + b + 1,
                    ns: table + 1,
                    ew: ew + 1,
                });
            }
        }
    }
    Ok(out)
}

/// A movement given result by result, read: each board at each table
/// once, with both pairs (two pairs, where the directions are ranked
/// together), boards and tables in range.
///
/// # Errors
/// What does not fit, naming the row.
pub fn given(
    rows: &[LineRequest],
    boards: u32,
    tables: Option<u32>,
    ranking: super::Ranking,
) -> Result<Vec<ResultRow>, String> {
    if rows.is_empty() {
        return Err(
            "the movement is empty: give each board at each table with its pairs".to_owned(),
        );
    }
    let tables = tables.unwrap_or(MAX_TABLES).min(MAX_TABLES);
    let mut seen = std::collections::HashSet::new();
    let mut out = Vec::with_capacity(rows.len());
    for (i, r) in rows.iter().enumerate() {
        let what = format!("the movement's row {}", i + 1);
        if !(1..=boards).contains(&r.board) {
            return Err(format!(
                "{what}: board {}: the evening has boards 1 to {boards}",
                r.board
            ));
        }
        if !(1..=tables).contains(&r.table) {
            return Err(format!(
                "{what}: table {}: the tables are numbered 1 to {tables}",
                r.table
            ));
        }
        if !seen.insert((r.board, r.table)) {
            return Err(format!(
                "{what}: board {} at table {} is given twice",
                r.board, r.table
            ));
        }
        let (ns, ew) = r.pairs()?;
        let (Some(ns), Some(ew)) = (ns, ew) else {
            return Err(format!("{what}: give both pairs, `ns` and `ew`"));
        };
        if ns == ew && ranking == super::Ranking::Together {
            return Err(format!(
                "{what}: pair {ns} cannot sit both North-South and East-West"
            ));
        }
        let line = r
            .result()?
            .map(|p| serde_json::to_string(&p).map_err(|e| e.to_string()))
            .transpose()?;
        out.push(ResultRow {
            board: i64::from(r.board),
            table_no: i64::from(r.table),
            ns,
            ew,
            line,
            ..ResultRow::default()
        });
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;

    /// Every board at every table once; no East-West pair plays a board
    /// twice; every pair plays every board once.
    fn sound(tables: u32, boards: u32) {
        let m = mitchell(tables, boards).expect("a Mitchell");
        assert_eq!(m.len(), usize::try_from(tables * boards).unwrap());
        let at: HashSet<(u32, u32)> = m.iter().map(|s| (s.board, s.table)).collect();
        assert_eq!(at.len(), m.len(), "a board twice at a table");
        let ew: HashSet<(u32, u32)> = m.iter().map(|s| (s.ew, s.board)).collect();
        assert_eq!(ew.len(), m.len(), "an East-West pair plays a board twice");
        let ns: HashSet<(u32, u32)> = m.iter().map(|s| (s.ns, s.board)).collect();
        assert_eq!(ns.len(), m.len());
    }

    #[test]
    fn a_mitchell_plays_each_board_once_at_each_table_and_once_by_each_pair() {
        for (tables, boards) in [
            (1, 4),
            (3, 27),
            (4, 24),
            (5, 25),
            (6, 24),
            (7, 28),
            (10, 30),
        ] {
            sound(tables, boards);
        }
    }

    #[test]
    fn three_tables_move_as_a_director_moves_them() {
        // Round 2: East-West pair 1 has moved to table 2, boards 3-4
        // (set 2) to table 1.
        let m = mitchell(3, 6).unwrap();
        let round2: Vec<(u32, u32, u32)> = m
            .iter()
            .filter(|s| s.round == 2 && s.board % 2 == 1)
            .map(|s| (s.table, s.ew, s.board))
            .collect();
        assert_eq!(round2, [(1, 3, 3), (2, 1, 5), (3, 2, 1)]);
    }

    #[test]
    fn boards_not_a_multiple_of_the_tables_are_refused_with_the_nearest() {
        let e = mitchell(4, 26).unwrap_err();
        assert!(e.contains("24 or 28"), "{e}");
        assert!(mitchell(0, 4).is_err());
    }
}
