//! A contract-bridge table as a PBN file in the export format: the game
//! the formats crate writes for it (`pbn::of_table`: the mandatory tags
//! with the board number, the calls and cards that stand with the
//! irregularities that stand marked as PBN 2.1 §3.9 says, the result and
//! the score once the deal is over), which `tablelaw check --strict`
//! accepts and referees to the table's result and score.

use tablelaw_formats::pbn::{of_table, write_games};
use tablelaw_formats::table::AnyTable;

/// The PBN text of a table (`None` for a game that is not contract
/// bridge), with its board number if it has one; of a rubber, its deal in
/// progress.
pub fn game(table: &AnyTable, board: Option<i64>) -> Option<String> {
    let t = match table {
        AnyTable::ContractBridge(t) => t,
        AnyTable::Rubber(r) => r.table(),
        _ => return None,
    };
    let board = board.and_then(|b| u32::try_from(b).ok());
    let mut out = Vec::new();
    write_games(&mut out, &[of_table(t, board)]).ok()?;
    String::from_utf8(out).ok()
}
