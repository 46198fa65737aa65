//! A new table as asked for (the form, or `POST /api/tables`) written as
//! the script header its game reads: the code, the dealer (or the board,
//! which gives the dealer and the vulnerability by Law 2), the deal.

use serde::Deserialize;
use tablelaw::CodeId;

/// A request for a new table. Every field may be left out: the default is
/// a `duplicate-2017` table dealt by North with the cards unknown.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct NewTable {
    /// The code of laws (`rubber`, `duplicate-2017`, `euchre`, …).
    pub code: Option<String>,
    /// The dealer's seat letter.
    pub dealer: Option<String>,
    /// The board number, which gives the dealer and the vulnerability
    /// (Law 2) where no dealer is given.
    pub board: Option<u32>,
    /// The deal, in PBN's form (`N:AKQ.… …`); for euchre, with the card
    /// turned (`N:J.AK.KQ. … turned H9`).
    pub deal: Option<String>,
    /// The vulnerability (`none`, `ns`, `ew`, `both`) where no board says it.
    pub vulnerable: Option<String>,
    /// A whole script instead of the fields above (any events in it are
    /// the table's first events).
    pub script: Option<String>,
}

/// The dealer of a board (Law 2), as a seat letter.
pub fn board_dealer(board: u32) -> String {
    tablelaw::score::board_dealer(board).to_string()
}

/// The vulnerability of a board (Law 2), as the script writes it.
pub fn board_vulnerable(board: u32) -> &'static str {
    use tablelaw::score::Vulnerability as V;
    match tablelaw::score::board_vulnerability(board) {
        V::Neither => "none",
        V::NorthSouth => "ns",
        V::EastWest => "ew",
        V::Both => "both",
    }
}

fn one_word(what: &str, value: &str) -> Result<(), String> {
    if value.is_empty() || value.len() > 400 || value.contains(['\n', '\r', '#']) {
        Err(format!(
            "{what}: one line without `#`, at most 400 characters"
        ))
    } else {
        Ok(())
    }
}

/// How a script download begins when its table has a board number: the
/// comment `# board N`, the script language having no board line.
pub const BOARD_COMMENT: &str = "# board ";

/// The board number a script gives in its first line, `# board N` (as the
/// script download writes it), if it does.
pub fn script_board(script: &str) -> Option<u32> {
    let first = script.trim_start_matches('\u{feff}').lines().next()?;
    first
        .trim()
        .strip_prefix(BOARD_COMMENT)?
        .trim()
        .parse()
        .ok()
}

impl NewTable {
    /// The board number: the `board` field, or the one a script's first
    /// line gives (`# board N`, as the script download writes it).
    pub fn board_number(&self) -> Option<u32> {
        self.board
            .or_else(|| self.script.as_deref().and_then(script_board))
    }

    /// The code asked for.
    ///
    /// # Errors
    /// No such code, with the list of every code.
    pub fn code(&self) -> Result<Option<CodeId>, String> {
        self.code
            .as_deref()
            .map(|c| c.parse::<CodeId>().map_err(|e| e.to_string()))
            .transpose()
    }

    /// The script the table starts from.
    ///
    /// # Errors
    /// An unknown code, or a field that cannot be a script word.
    pub fn script(&self) -> Result<String, String> {
        let code = self.code()?;
        if let Some(script) = &self.script {
            if self.dealer.is_some() || self.board.is_some() || self.deal.is_some() {
                return Err("give a script, or the dealer, board and deal: not both".to_owned());
            }
            return Ok(script.clone());
        }
        let code = code.unwrap_or(CodeId::Duplicate2017);
        let mut out = format!("laws {code}\n");
        let dealer = match (&self.dealer, self.board) {
            (Some(d), _) => {
                one_word("dealer", d)?;
                d.clone()
            }
            (None, Some(b)) => board_dealer(b),
            (None, None) => "N".to_owned(),
        };
        out.push_str(&format!("dealer {dealer}\n"));
        let vulnerable = match (&self.vulnerable, self.board) {
            (Some(v), _) => Some(v.clone()),
            (None, Some(b)) if code.is_contract_bridge() => Some(board_vulnerable(b).to_owned()),
            _ => None,
        };
        if let Some(v) = vulnerable {
            one_word("vulnerable", &v)?;
            out.push_str(&format!("vulnerable {v}\n"));
        }
        if let Some(deal) = &self.deal {
            one_word("deal", deal)?;
            out.push_str(&format!("deal {deal}\n"));
        }
        Ok(out)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_script_s_first_line_gives_its_board_number() {
        assert_eq!(script_board("# board 7\nlaws rubber\n"), Some(7));
        assert_eq!(script_board("laws rubber\n# board 7\n"), None);
        assert_eq!(script_board("# board seven\n"), None);
        let new = NewTable {
            script: Some("# board 12\ndealer W\n".to_owned()),
            ..NewTable::default()
        };
        assert_eq!(new.board_number(), Some(12));
    }

    #[test]
    fn a_board_gives_its_dealer_and_vulnerability_by_law_2() {
        let got: Vec<(String, &str)> = [1, 2, 3, 4, 7, 16, 17]
            .into_iter()
            .map(|b| (board_dealer(b), board_vulnerable(b)))
            .collect();
        let want = [
            ("N", "none"),
            ("E", "ns"),
            ("S", "ew"),
            ("W", "both"),
            ("S", "both"),
            ("W", "ew"),
            ("N", "none"),
        ];
        for ((d, v), (wd, wv)) in got.iter().zip(want) {
            assert_eq!((d.as_str(), *v), (wd, wv));
        }
    }
}
