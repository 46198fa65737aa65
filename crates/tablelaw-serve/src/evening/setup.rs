//! A new evening as asked for, and its setup as stored: the name, the code
//! of laws, the form of scoring and of ranking, the boards and their deals.

use serde::{Deserialize, Serialize};

pub use tablelaw::score::session::{Ranking, Scoring};

use super::lines::LineRequest;
use super::movement;
use crate::store::ResultRow;

/// The most boards an evening holds.
pub const MAX_BOARDS: u32 = 128;

/// The most tables an evening holds.
pub const MAX_TABLES: u32 = 100;

/// An evening's setup, as stored (JSON).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Setup {
    /// The evening's name.
    pub name: String,
    /// The code of laws of its refereed tables: `duplicate-2017` or
    /// `duplicate-2007`.
    pub code: String,
    /// The form of scoring.
    pub scoring: Scoring,
    /// How the pairs are ranked.
    pub ranking: Ranking,
    /// How many boards: 1 to N.
    pub boards: u32,
    /// Each board's deal in PBN's form (`N:AKQ.… …`), board 1 first;
    /// `None` where unknown.
    pub deals: Vec<Option<String>>,
    /// How many tables.
    pub tables: u32,
}

impl Setup {
    /// The deal of `board`, if known.
    pub fn deal(&self, board: u32) -> Option<&str> {
        let i = usize::try_from(board.checked_sub(1)?).ok()?;
        self.deals.get(i)?.as_deref()
    }
}

/// A request for a new evening (`POST /api/evenings`).
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct NewEvening {
    /// The evening's name (`Tuesday pairs`).
    pub name: Option<String>,
    /// `duplicate-2017` (the default) or `duplicate-2007`.
    pub code: Option<String>,
    /// The form of scoring; matchpoints by default.
    pub scoring: Option<Scoring>,
    /// How the pairs are ranked: `together` by default for a movement
    /// given, `by-direction` for a Mitchell.
    pub ranking: Option<Ranking>,
    /// How many boards (1 to [`MAX_BOARDS`]); the PBN's or the deals'
    /// count where given.
    pub boards: Option<u32>,
    /// Each board's deal (`N:AKQ.… …`, or `null` where unknown), board 1
    /// first.
    pub deals: Option<Vec<Option<String>>>,
    /// A PBN file whose games give the boards' deals (by their `Board` tag).
    pub pbn: Option<String>,
    /// How many tables; with no `movement`, a Mitchell is made for them.
    pub tables: Option<u32>,
    /// The movement: for each board at each table, the pairs' numbers, and
    /// the result where it is known already.
    pub movement: Option<Vec<LineRequest>>,
}

fn deal_ok(board: u32, deal: &str) -> Result<String, String> {
    let deal = deal.trim();
    let ok = deal.len() <= 80
        && deal
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || matches!(b, b':' | b'.' | b' ' | b'-'));
    if !ok {
        return Err(format!(
            "board {board}'s deal `{deal}`: give it as PBN writes it, `N:AKQ.… …` (four hands, spades first)"
        ));
    }
    // The deal must read as the tables read it.
    let script = format!("laws duplicate-2017\ndealer N\ndeal {deal}\n");
    tablelaw_formats::table::AnyTable::from_script(&script, None)
        .map_err(|e| format!("board {board}'s deal does not read: {e}"))?;
    Ok(deal.to_owned())
}

/// The deals of a PBN file's games, by their `Board` tag.
fn deals_of_pbn(text: &str) -> Result<Vec<Option<String>>, String> {
    use tablelaw_formats::pbn::{GameBuilder, Reader};
    let mut out: Vec<Option<String>> = Vec::new();
    for (i, game) in Reader::new(text.as_bytes())
        .read_all(GameBuilder::new)
        .enumerate()
    {
        let game = game.map_err(|e| format!("the PBN file does not read: {e}"))?;
        let Some(board) = game.tag("Board").and_then(|b| b.trim().parse::<u32>().ok()) else {
            return Err(format!(
                "the PBN file's game {} has no Board tag: each game needs its board number",
                i + 1
            ));
        };
        if !(1..=MAX_BOARDS).contains(&board) {
            return Err(format!(
                "the PBN file's board {board}: an evening has boards 1 to {MAX_BOARDS}"
            ));
        }
        let index = usize::try_from(board - 1).unwrap_or(0);
        if out.len() <= index {
            out.resize(index + 1, None);
        }
        if out[index].is_none() {
            out[index] = game.tag("Deal").map(str::to_owned);
        }
    }
    if out.is_empty() {
        return Err("the PBN file has no game".to_owned());
    }
    Ok(out)
}

impl NewEvening {
    /// The setup and the movement's rows, read and checked.
    ///
    /// # Errors
    /// What does not read or does not fit, in words saying what to give.
    pub fn read(&self) -> Result<(Setup, Vec<ResultRow>), String> {
        let name = self
            .name
            .as_deref()
            .map(str::trim)
            .filter(|n| !n.is_empty())
            .unwrap_or("Club evening");
        if name.chars().count() > 100 || name.contains(['\n', '\r']) {
            return Err("name: one line of at most 100 characters".to_owned());
        }
        let code = self.code.as_deref().unwrap_or("duplicate-2017");
        if !matches!(code, "duplicate-2017" | "duplicate-2007") {
            return Err(format!(
                "code `{code}`: an evening is played under the duplicate laws, `duplicate-2017` or `duplicate-2007`"
            ));
        }
        let given = match (&self.deals, &self.pbn) {
            (Some(_), Some(_)) => {
                return Err("give the deals or a PBN file of them, not both".to_owned());
            }
            (Some(deals), None) => deals.clone(),
            (None, Some(pbn)) => deals_of_pbn(pbn)?,
            (None, None) => Vec::new(),
        };
        let boards = match self.boards {
            Some(b) => b,
            None if !given.is_empty() => u32::try_from(given.len()).unwrap_or(u32::MAX),
            None => return Err("boards: how many boards the evening plays (1 to 128)".to_owned()),
        };
        if !(1..=MAX_BOARDS).contains(&boards) {
            return Err(format!(
                "boards {boards}: an evening plays 1 to {MAX_BOARDS} boards"
            ));
        }
        let n = usize::try_from(boards).unwrap_or(0);
        if given.len() > n {
            return Err(format!(
                "{} deals for {boards} boards: give one deal a board (null where unknown)",
                given.len()
            ));
        }
        let mut deals = Vec::with_capacity(n);
        for (i, d) in given.iter().enumerate() {
            let board = u32::try_from(i + 1).unwrap_or(u32::MAX);
            deals.push(d.as_deref().map(|d| deal_ok(board, d)).transpose()?);
        }
        deals.resize(n, None);
        let (rows, tables, ranking) = match (&self.movement, self.tables) {
            (Some(movement), _) => {
                let ranking = self.ranking.unwrap_or(Ranking::Together);
                let rows = movement::given(movement, boards, self.tables, ranking)?;
                let tables = rows
                    .iter()
                    .map(|r| u32::try_from(r.table_no).unwrap_or(0))
                    .max()
                    .unwrap_or(0);
                (rows, tables, ranking)
            }
            (None, Some(tables)) => {
                let rows = movement::mitchell(tables, boards)?
                    .into_iter()
                    .map(|s| s.row())
                    .collect();
                (rows, tables, self.ranking.unwrap_or(Ranking::ByDirection))
            }
            (None, None) => {
                return Err(
                    "give the tables (a Mitchell is made for them) or the movement (the pairs at each table for each board)"
                        .to_owned(),
                );
            }
        };
        let setup = Setup {
            name: name.to_owned(),
            code: code.to_owned(),
            scoring: self.scoring.unwrap_or(Scoring::Matchpoints),
            ranking,
            boards,
            deals,
            tables,
        };
        Ok((setup, rows))
    }
}
