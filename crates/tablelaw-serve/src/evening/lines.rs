//! A board's result at a table as the director gives it (a traveller line:
//! contract, declarer, tricks, or passed out) and the adjusted scores of
//! Law 12C, as requests and as stored (JSON in the result's row).

use serde::{Deserialize, Serialize};
use tablelaw::score::Artificial;
use tablelaw::{Bid, Contract, Doubling, Seat};

/// The most characters of a pair's number or name.
pub const PAIR_LIMIT: usize = 40;

/// The most characters of a ruling's text.
pub const RULING_LIMIT: usize = 2000;

/// A board at a table (`POST /api/evenings/{id}/results`, and each row of
/// a movement): the pairs, and the result where known.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LineRequest {
    /// The board number.
    pub board: u32,
    /// The table number.
    pub table: u32,
    /// The North-South pair (kept where the movement gave it).
    pub ns: Option<String>,
    /// The East-West pair (kept where the movement gave it).
    pub ew: Option<String>,
    /// The contract (`4S`, `3NTX`, `6HXX`), or `pass` for a board passed
    /// out; or the contract with its result (`4S=`, `3NT+1`, `4HX-2`).
    pub contract: Option<String>,
    /// Declarer's seat letter.
    pub declarer: Option<String>,
    /// The tricks the declaring side took, 0 to 13.
    pub tricks: Option<u8>,
}

/// A traveller line as stored: the contract (`None`: passed out), its
/// declarer, and the declaring side's tricks.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Played {
    /// The contract as the report writes it (`4SX`); `None` when passed
    /// out.
    pub contract: Option<String>,
    /// Declarer's seat letter.
    pub declarer: Option<String>,
    /// The declaring side's tricks.
    pub tricks: u8,
}

/// A contract's bid and doubling from `4S`, `3NTX`, `6HXX` (any case).
pub fn bid_of(text: &str) -> Option<(Bid, Doubling)> {
    Doubling::split_contract(text)
}

fn is_pass(text: &str) -> bool {
    matches!(
        text.trim().to_ascii_lowercase().as_str(),
        "pass" | "passed" | "passed out" | "passed-out" | "p"
    )
}

/// A contract written back as the report writes it.
pub fn contract_text(bid: Bid, doubling: Doubling) -> String {
    let x = match doubling {
        Doubling::Undoubled => "",
        Doubling::Doubled => "X",
        Doubling::Redoubled => "XX",
    };
    format!("{bid:#}{x}")
}

/// Reads a contract, its declarer and tricks, as a traveller line gives
/// them; `what` names the line in the message.
///
/// # Errors
/// What does not read, saying what to give.
pub fn played(
    what: &str,
    contract: &str,
    declarer: Option<&str>,
    tricks: Option<u8>,
) -> Result<Played, String> {
    if is_pass(contract) {
        return Ok(Played {
            contract: None,
            declarer: None,
            tricks: 0,
        });
    }
    // The result may follow the contract as a traveller writes it:
    // `4S=`, `3NT+1`, `4HX-2`.
    let text = contract.trim();
    let (text, relative) = match text.find(['=', '+', '-']) {
        Some(at) => {
            let (c, r) = text.split_at(at);
            let delta = match r {
                "=" => Some(0),
                _ => r
                    .parse::<i8>()
                    .ok()
                    .filter(|d| (-13..=7).contains(d) && !r.starts_with('=')),
            };
            let delta = delta.ok_or_else(|| {
                format!("{what}: `{contract}`: the result after the contract is `=`, `+N` or `-N`")
            })?;
            (c.trim(), Some(delta))
        }
        None => (text, None),
    };
    let (bid, doubling) = bid_of(text).ok_or_else(|| {
        format!("{what}: contract `{contract}`: give it as `4S`, `3NTX`, `6HXX` (with its result, `4S=`, `3NT+1`, `4HX-2`, where no tricks are given), or `pass` for a board passed out")
    })?;
    let declarer = declarer
        .and_then(|d| d.trim().parse::<Seat>().ok())
        .ok_or_else(|| format!("{what}: declarer: the seat letter N, E, S or W"))?;
    let from_result = relative
        .map(|d| i16::from(bid.level) + 6 + i16::from(d))
        .map(|t| u8::try_from(t).ok().filter(|t| *t <= 13));
    let tricks = match (tricks, from_result) {
        (_, Some(None)) => {
            return Err(format!(
                "{what}: `{contract}`: the declaring side takes 0 to 13 tricks"
            ));
        }
        (Some(t), Some(Some(r))) if t != r => {
            return Err(format!(
                "{what}: `{contract}` is {r} tricks, not {t}: give the result or the tricks"
            ));
        }
        (Some(t), _) => Some(t),
        (None, Some(r)) => r,
        (None, None) => None,
    };
    let tricks = tricks
        .filter(|t| *t <= 13)
        .ok_or_else(|| format!("{what}: tricks: the tricks the declaring side took, 0 to 13"))?;
    Ok(Played {
        contract: Some(contract_text(bid, doubling)),
        declarer: Some(declarer.to_string()),
        tricks,
    })
}

impl Played {
    /// The library's contract (`None`: passed out).
    pub fn contract(&self) -> Option<Contract> {
        let (bid, doubling) = bid_of(self.contract.as_deref()?)?;
        let declarer = self.declarer.as_deref()?.parse::<Seat>().ok()?;
        Some(Contract {
            bid,
            doubling,
            declarer,
        })
    }

    /// The line in words: `4SX by S, 10 tricks` or `passed out`.
    pub fn words(&self) -> String {
        match (&self.contract, &self.declarer) {
            (Some(c), Some(d)) => format!("{c} by {d}, {} tricks", self.tricks),
            _ => "passed out".to_owned(),
        }
    }
}

fn pair(what: &str, name: Option<&str>) -> Result<Option<String>, String> {
    let Some(name) = name.map(str::trim) else {
        return Ok(None);
    };
    if name.is_empty() || name.chars().count() > PAIR_LIMIT || name.contains(['\n', '\r', ',']) {
        return Err(format!(
            "{what}: a pair's number or name, one line of 1 to {PAIR_LIMIT} characters without a comma"
        ));
    }
    Ok(Some(name.to_owned()))
}

impl LineRequest {
    /// The line's pairs, read (`None` where not given).
    ///
    /// # Errors
    /// A pair's name that is empty, too long or not one line.
    pub fn pairs(&self) -> Result<(Option<String>, Option<String>), String> {
        let what = format!("board {} at table {}", self.board, self.table);
        Ok((
            pair(&format!("{what}: ns"), self.ns.as_deref())?,
            pair(&format!("{what}: ew"), self.ew.as_deref())?,
        ))
    }

    /// The result given, if any.
    ///
    /// # Errors
    /// A result that does not read.
    pub fn result(&self) -> Result<Option<Played>, String> {
        let what = format!("board {} at table {}", self.board, self.table);
        match &self.contract {
            Some(c) => played(&what, c, self.declarer.as_deref(), self.tricks).map(Some),
            None if self.declarer.is_some() || self.tricks.is_some() => Err(format!(
                "{what}: a declarer and tricks need the contract (or `pass`)"
            )),
            None => Ok(None),
        }
    }
}

/// One of the results of a weighted score (2017 Law 12C1(c)), with its
/// weight.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct WeightedLine {
    /// Its weight, in any unit: the weights are read as shares of their
    /// sum (`30` and `70`; `1` and `2`, a third and two thirds).
    pub weight: u32,
    /// The contract, or `pass`.
    pub contract: String,
    /// Declarer's seat letter.
    pub declarer: Option<String>,
    /// The declaring side's tricks.
    pub tricks: Option<u8>,
}

/// The director's adjusted score on a result (Law 12C).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "kebab-case", deny_unknown_fields)]
pub enum Adjustment {
    /// Artificial (2017 12C2(a)): `average-plus`, `average` or
    /// `average-minus` for each side.
    Artificial {
        /// North-South's.
        ns: Artificial,
        /// East-West's.
        ew: Artificial,
    },
    /// Assigned (2017 12C1(b)): a contract and its result.
    Assigned {
        /// The contract, or `pass`.
        contract: String,
        /// Declarer's seat letter.
        declarer: Option<String>,
        /// The declaring side's tricks.
        tricks: Option<u8>,
    },
    /// Weighted (2017 12C1(c)): several results, each with its weight.
    Weighted {
        /// The results and their weights.
        results: Vec<WeightedLine>,
    },
}

impl Adjustment {
    /// Checks the adjustment: contracts that read, weights positive, two
    /// to ten weighted results.
    ///
    /// # Errors
    /// What does not read, saying what to give.
    pub fn check(&self) -> Result<(), String> {
        match self {
            Adjustment::Artificial { .. } => Ok(()),
            Adjustment::Assigned {
                contract,
                declarer,
                tricks,
            } => played("the assigned score", contract, declarer.as_deref(), *tricks).map(|_| ()),
            Adjustment::Weighted { results } => {
                if !(2..=10).contains(&results.len()) {
                    return Err(
                        "a weighted score (12C1(c)) has two to ten results, each with its weight"
                            .to_owned(),
                    );
                }
                for (i, r) in results.iter().enumerate() {
                    let what = format!("the weighted score's result {}", i + 1);
                    if !(1..=1_000_000).contains(&r.weight) {
                        return Err(format!(
                            "{what}: weight {}: a whole number from 1 (the weights are read as shares of their sum: 30 and 70, or 1 and 2)",
                            r.weight
                        ));
                    }
                    played(&what, &r.contract, r.declarer.as_deref(), r.tricks)?;
                }
                Ok(())
            }
        }
    }

    /// The adjustment in words, for the traveller and the export.
    pub fn words(&self) -> String {
        match self {
            Adjustment::Artificial { ns, ew } => {
                format!("artificial: NS {}, EW {}", ns.words(), ew.words())
            }
            Adjustment::Assigned {
                contract,
                declarer,
                tricks,
            } => played("", contract, declarer.as_deref(), *tricks)
                .map(|p| format!("assigned: {}", p.words()))
                .unwrap_or_else(|_| "assigned".to_owned()),
            Adjustment::Weighted { results } => {
                let total: f64 = results.iter().map(|r| f64::from(r.weight)).sum();
                let parts: Vec<String> = results
                    .iter()
                    .map(|r| {
                        let p = played("", &r.contract, r.declarer.as_deref(), r.tricks)
                            .map(|p| p.words())
                            .unwrap_or_default();
                        format!("{:.0}% {p}", 100.0 * f64::from(r.weight) / total)
                    })
                    .collect();
                format!("weighted: {}", parts.join("; "))
            }
        }
    }
}

/// The director's adjusted score on a result, with the ruling
/// (`POST /api/evenings/{id}/adjust`); `adjustment` null takes it away.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AdjustRequest {
    /// The board number.
    pub board: u32,
    /// The table number.
    pub table: u32,
    /// The adjusted score; `null` takes it away.
    pub adjustment: Option<Adjustment>,
    /// The ruling that led to it, in the director's words (the law, the
    /// facts, the decision).
    pub ruling: Option<String>,
}

impl AdjustRequest {
    /// The ruling's text, checked: needed with an adjustment.
    ///
    /// # Errors
    /// No ruling with an adjustment, or one too long.
    pub fn ruling_text(&self) -> Result<Option<String>, String> {
        let text = self
            .ruling
            .as_deref()
            .map(str::trim)
            .filter(|t| !t.is_empty());
        match (text, &self.adjustment) {
            (None, Some(_)) => Err(
                "ruling: an adjusted score needs the ruling that led to it (the law and what happened)"
                    .to_owned(),
            ),
            (Some(t), _) if t.chars().count() > RULING_LIMIT => Err(format!(
                "ruling: at most {RULING_LIMIT} characters"
            )),
            (Some(t), Some(_)) => Ok(Some(t.to_owned())),
            (_, None) => Ok(None),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_traveller_line_reads_as_a_director_writes_it() {
        let p = played("line", "3ntx", Some("s"), Some(9)).unwrap();
        assert_eq!(p.contract.as_deref(), Some("3NTX"));
        assert_eq!(p.declarer.as_deref(), Some("S"));
        assert_eq!(p.words(), "3NTX by S, 9 tricks");
        let c = p.contract().unwrap();
        assert_eq!((c.bid.level, c.doubling), (3, Doubling::Doubled));
        assert_eq!(
            played("line", "Pass", None, None).unwrap().words(),
            "passed out"
        );
        // The result after the contract, as travellers write it.
        for (text, tricks) in [
            ("4S=", 10),
            ("3NT+1", 10),
            ("4HX-2", 8),
            ("7NT=", 13),
            ("1C-7", 0),
        ] {
            assert_eq!(
                played("line", text, Some("N"), None).unwrap().tricks,
                tricks,
                "{text}"
            );
        }
        assert_eq!(
            played("line", "4S=", Some("N"), Some(10)).unwrap().tricks,
            10
        );
        for (text, tricks, says) in [
            ("4S=", Some(9), "10 tricks, not 9"),
            ("7NT+1", None, "0 to 13"),
            ("4S-11", None, "0 to 13"),
            ("4S=1", None, "`=`, `+N` or `-N`"),
            ("4S+x", None, "`=`, `+N` or `-N`"),
        ] {
            let e = played("line", text, Some("N"), tricks).unwrap_err();
            assert!(e.contains(says), "{text}: {e}");
        }
        for (contract, declarer, tricks, says) in [
            ("8S", Some("N"), Some(9), "contract `8S`"),
            ("4S", None, Some(10), "declarer"),
            ("4S", Some("X"), Some(10), "declarer"),
            ("4S", Some("N"), Some(14), "0 to 13"),
            ("4S", Some("N"), None, "0 to 13"),
        ] {
            let e = played("line", contract, declarer, tricks).unwrap_err();
            assert!(e.contains(says), "{contract} {declarer:?} {tricks:?}: {e}");
        }
    }

    #[test]
    fn a_weighted_score_needs_two_results_and_whole_positive_weights() {
        let line = |weight| WeightedLine {
            weight,
            contract: "4S".to_owned(),
            declarer: Some("N".to_owned()),
            tricks: Some(10),
        };
        let one = Adjustment::Weighted {
            results: vec![line(1)],
        };
        assert!(one.check().unwrap_err().contains("two to ten"));
        let zero = Adjustment::Weighted {
            results: vec![line(0), line(1)],
        };
        assert!(zero.check().unwrap_err().contains("weight 0"));
        let good = Adjustment::Weighted {
            results: vec![line(1), line(3)],
        };
        good.check().unwrap();
        assert_eq!(
            good.words(),
            "weighted: 25% 4S by N, 10 tricks; 75% 4S by N, 10 tricks"
        );
    }

    #[test]
    fn an_adjustment_needs_its_ruling_and_none_is_needed_to_take_it_away() {
        let mut r = AdjustRequest {
            board: 1,
            table: 1,
            adjustment: Some(Adjustment::Artificial {
                ns: Artificial::AveragePlus,
                ew: Artificial::AverageMinus,
            }),
            ruling: Some("  ".to_owned()),
        };
        assert!(r.ruling_text().unwrap_err().contains("ruling"));
        r.ruling = Some("Law 12C2".to_owned());
        assert_eq!(r.ruling_text().unwrap().as_deref(), Some("Law 12C2"));
        r.adjustment = None;
        assert_eq!(r.ruling_text().unwrap(), None);
    }
}
