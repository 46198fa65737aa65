//! Codes of laws and citations of their clauses.

use core::fmt;
use core::str::FromStr;

use serde::{Deserialize, Serialize};

/// A code of laws the engine can referee under.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
#[non_exhaustive]
pub enum CodeId {
    /// Contract Bridge, the rubber laws (ACBL *Laws of Contract Bridge*, 1993).
    Rubber,
    /// The WBF Laws of Duplicate Bridge, 2007.
    Duplicate2007,
    /// The WBF Laws of Duplicate Bridge, 2017.
    Duplicate2017,
    /// The Laws of Euchre of the Somerset Club of Boston, 1888, refereed by [`EuchreGame`](crate::codes::euchre::EuchreGame),
    /// not by a bridge [`Table`](crate::Table).
    Euchre,
    /// Bridge Whist: Elwell's Laws of Bridge, revised 1907; see
    /// [`codes::bridge_whist`](crate::codes::bridge_whist).
    BridgeWhist,
    /// Auction Bridge, the Whist Club of New York's laws of November 1912
    /// (the text at hand gives Laws 42-52). Refereed by
    /// [`AuctionBridgeTable`](crate::codes::auction_bridge::AuctionBridgeTable),
    /// not by a contract-bridge [`Table`](crate::Table); hence not in [`CodeId::ALL`].
    AuctionBridge,
}

impl CodeId {
    /// Every code a [`Table`](crate::Table) can be refereed under: the codes
    /// a script or the command line may name. Each referees the auction with
    /// its laws of irregularities (Laws 16-40), the play with its Law 46,
    /// and its score.
    pub const ALL: [CodeId; 3] = [CodeId::Rubber, CodeId::Duplicate2017, CodeId::Duplicate2007];

    /// Every code of laws the engine knows, each game's: the contract-bridge
    /// codes of [`CodeId::ALL`], auction bridge, bridge whist and euchre.
    pub const KNOWN: [CodeId; 6] = [
        CodeId::Rubber,
        CodeId::Duplicate2017,
        CodeId::Duplicate2007,
        CodeId::AuctionBridge,
        CodeId::BridgeWhist,
        CodeId::Euchre,
    ];

    /// Whether the code is one of contract bridge's (rubber,
    /// duplicate-2017, duplicate-2007), refereed by [`ContractBridge`](crate::ContractBridge).
    pub const fn is_contract_bridge(self) -> bool {
        matches!(
            self,
            CodeId::Rubber | CodeId::Duplicate2017 | CodeId::Duplicate2007
        )
    }

    /// Whether this is an edition of the duplicate laws.
    pub const fn is_duplicate(self) -> bool {
        matches!(self, CodeId::Duplicate2007 | CodeId::Duplicate2017)
    }

    /// The code's id as written on the command line and in files.
    pub const fn as_str(self) -> &'static str {
        match self {
            CodeId::Rubber => "rubber",
            CodeId::Duplicate2007 => "duplicate-2007",
            CodeId::Duplicate2017 => "duplicate-2017",
            CodeId::Euchre => "euchre",
            CodeId::BridgeWhist => "bridge-whist",
            CodeId::AuctionBridge => "auction-bridge",
        }
    }

    /// The code's full title.
    pub const fn title(self) -> &'static str {
        match self {
            CodeId::Rubber => "Laws of Contract Bridge (rubber), 1993",
            CodeId::Duplicate2007 => "Laws of Duplicate Bridge, 2007",
            CodeId::Duplicate2017 => "Laws of Duplicate Bridge, 2017",
            CodeId::Euchre => "Laws of Euchre, Somerset Club of Boston, 1888",
            CodeId::BridgeWhist => "The Laws of Bridge (bridge whist), revised 1907",
            CodeId::AuctionBridge => "Laws of Auction Bridge, Whist Club of New York, 1912",
        }
    }
}

impl fmt::Display for CodeId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// A code name that is not known; its message lists every code of
/// [`CodeId::KNOWN`].
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown code of laws `{0}`; known: {known}", known = KnownCodes)]
pub struct ParseCodeError(pub String);

/// Every code of [`CodeId::KNOWN`] by its id, comma-separated.
struct KnownCodes;

impl fmt::Display for KnownCodes {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, code) in CodeId::KNOWN.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            f.write_str(code.as_str())?;
        }
        Ok(())
    }
}

impl FromStr for CodeId {
    type Err = ParseCodeError;
    fn from_str(s: &str) -> Result<CodeId, ParseCodeError> {
        CodeId::KNOWN
            .into_iter()
            .chain([CodeId::AuctionBridge])
            .find(|c| c.as_str().eq_ignore_ascii_case(s))
            .ok_or_else(|| ParseCodeError(s.to_owned()))
    }
}

pub mod catalog;

/// A citation of a law and clause, such as rubber Law 31(b)(ii).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Citation {
    /// The code of laws.
    pub code: CodeId,
    /// The law's number.
    pub law: u8,
    /// The clause path below the law, such as `(b)(ii)`; empty for the whole law.
    pub clause: &'static str,
}

impl Citation {
    /// A citation in any code.
    pub const fn new(code: CodeId, law: u8, clause: &'static str) -> Citation {
        Citation { code, law, clause }
    }

    /// A citation in the rubber code.
    pub const fn rubber(law: u8, clause: &'static str) -> Citation {
        Citation {
            code: CodeId::Rubber,
            law,
            clause,
        }
    }

    /// The law and clause path alone, such as `31(b)(ii)`.
    pub fn path(&self) -> String {
        format!("{}{}", self.law, self.clause)
    }
}

impl fmt::Display for Citation {
    /// `rubber Law 31(b)(ii)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} Law {}{}", self.code, self.law, self.clause)
    }
}

impl Serialize for Citation {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(&format_args!("{}{}", self.law, self.clause))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn citation_displays_code_law_and_clause() {
        let c = Citation::rubber(31, "(b)(ii)");
        assert_eq!(c.to_string(), "rubber Law 31(b)(ii)");
        assert_eq!(c.path(), "31(b)(ii)");
        assert_eq!(serde_json::to_string(&c).unwrap(), "\"31(b)(ii)\"");
    }

    #[test]
    fn code_ids_round_trip() {
        for c in CodeId::KNOWN {
            assert_eq!(c.as_str().parse::<CodeId>(), Ok(c));
        }
        assert!("poker".parse::<CodeId>().is_err());
    }

    #[test]
    fn an_unknown_code_lists_every_code() {
        let e = "bogus".parse::<CodeId>().unwrap_err();
        assert_eq!(
            e.to_string(),
            "unknown code of laws `bogus`; known: rubber, duplicate-2017, duplicate-2007, auction-bridge, bridge-whist, euchre"
        );
    }
}
