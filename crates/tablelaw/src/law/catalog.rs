//! The clauses of each code of laws, as its own text numbers them, and what
//! the engine does with each clause of the play laws (the clause map,
//! `docs/clauses.md`).
//!
//! A [`Citation`] names a clause of its code; [`Citation::in_code`] says
//! whether the code has it, so that no ruling cites a clause its code does
//! not have.

use std::collections::HashMap;
use std::sync::OnceLock;

use super::{Citation, CodeId};

/// What the engine does with a clause.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Treatment {
    /// The engine rules on it: its rulings cite it and tests exercise it.
    Refereed,
    /// It turns on the director's judgement, entered as a finding (the
    /// words say which).
    Judgement(&'static str),
    /// No engine applies it (the words say why): the physical handling of
    /// boards and cards, the director's procedure, the regulations.
    NotApplicable(&'static str),
    /// Not yet refereed: the words say what is missing.
    Pending(&'static str),
}

/// One clause of a code.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Clause {
    /// The law's number.
    pub law: u8,
    /// The clause's path below the law, in the code's own lettering
    /// (`B1`, `D2(a)`, `(b)(ii)`); empty for the law's unlettered text.
    pub clause: &'static str,
    /// What the engine does with it, where the clause map covers it.
    pub treatment: Option<Treatment>,
}

impl Clause {
    /// The citation of this clause in `code`.
    pub const fn citation(&self, code: CodeId) -> Citation {
        Citation::new(code, self.law, self.clause)
    }
}

struct Catalog {
    clauses: Vec<Clause>,
    index: HashMap<(u8, &'static str), usize>,
}

fn source(code: CodeId) -> &'static str {
    match code {
        CodeId::Duplicate2017 => include_str!("catalog/duplicate-2017.txt"),
        CodeId::Duplicate2007 => include_str!("catalog/duplicate-2007.txt"),
        CodeId::Rubber => include_str!("catalog/rubber.txt"),
        CodeId::AuctionBridge => include_str!("catalog/auction-bridge.txt"),
        CodeId::BridgeWhist => include_str!("catalog/bridge-whist.txt"),
        CodeId::Euchre => include_str!("catalog/euchre.txt"),
    }
}

/// The words a clause's status begins with.
const STATUSES: [&str; 4] = ["refereed", "judgement: ", "n/a: ", "pending: "];

/// One line of a catalog: `54B1`, `54B1 refereed`, `41D n/a: why`. A
/// path of a historic code may hold spaces (`49, last sentence`); a tab
/// may part a path from its status.
fn line(text: &'static str) -> Option<Clause> {
    let text = text.trim_end();
    if text.is_empty() || text.starts_with('#') {
        return None;
    }
    let (path, status) = match text.split_once('\t') {
        Some((p, s)) => (p, s.trim()),
        None => match text.split_once(' ') {
            Some((p, s)) if STATUSES.iter().any(|k| s.trim_start().starts_with(k)) => (p, s.trim()),
            _ => (text, ""),
        },
    };
    let digits = path.bytes().take_while(u8::is_ascii_digit).count();
    let law: u8 = path[..digits].parse().ok()?;
    let clause = &path[digits..];
    let treatment = if status.is_empty() {
        None
    } else if status == "refereed" {
        Some(Treatment::Refereed)
    } else if let Some(why) = status.strip_prefix("judgement: ") {
        Some(Treatment::Judgement(why))
    } else if let Some(why) = status.strip_prefix("n/a: ") {
        Some(Treatment::NotApplicable(why))
    } else if let Some(why) = status.strip_prefix("pending: ") {
        Some(Treatment::Pending(why))
    } else {
        return None;
    };
    Some(Clause {
        law,
        clause,
        treatment,
    })
}

fn catalog(code: CodeId) -> &'static Catalog {
    static CATALOGS: [OnceLock<Catalog>; 6] = [const { OnceLock::new() }; 6];
    let slot = CodeId::KNOWN
        .iter()
        .position(|c| *c == code)
        .unwrap_or_default();
    CATALOGS[slot].get_or_init(|| {
        let clauses: Vec<Clause> = source(code).lines().filter_map(line).collect();
        let index = clauses
            .iter()
            .enumerate()
            .map(|(i, c)| ((c.law, c.clause), i))
            .collect();
        Catalog { clauses, index }
    })
}

/// Every clause of `code`, in the order of its text.
pub fn clauses(code: CodeId) -> &'static [Clause] {
    &catalog(code).clauses
}

/// The clause `law` `clause` of `code`, if the code has it.
pub fn clause(code: CodeId, law: u8, clause: &str) -> Option<&'static Clause> {
    let c = catalog(code);
    c.index.get(&(law, clause)).map(|&i| &c.clauses[i])
}

impl Citation {
    /// Whether the code cited has this clause.
    pub fn in_code(&self) -> bool {
        clause(self.code, self.law, self.clause).is_some()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_catalog_line_reads() {
        for code in CodeId::KNOWN {
            for (n, text) in source(code).lines().enumerate() {
                let blank = text.trim().is_empty() || text.starts_with('#');
                assert!(
                    blank || line(text).is_some(),
                    "{code} catalog line {}: {text}",
                    n + 1
                );
            }
        }
    }

    #[test]
    fn the_2017_catalog_has_the_play_laws_sub_items() {
        for path in [
            "54B1",
            "50D2(a)",
            "64B3",
            "61A",
            "68D2(b)(ii)",
            "47E2(b)",
            "16C2",
        ] {
            let digits = path.bytes().take_while(u8::is_ascii_digit).count();
            let law: u8 = path[..digits].parse().unwrap();
            let c = Citation::new(CodeId::Duplicate2017, law, &path[digits..]);
            assert!(c.in_code(), "{path}");
        }
        assert!(!Citation::new(CodeId::Duplicate2017, 54, "F").in_code());
        assert!(!Citation::new(CodeId::Duplicate2017, 94, "").in_code());
    }
}
