//! Duplicate scoring: the scoring table of Law 77, identical in the 2007 and
//! 2017 Laws of Duplicate Bridge.
//!
//! - Trick score, for each odd trick bid and made: clubs and diamonds 20,
//!   hearts and spades 30, notrump 40 for the first and 30 for each later;
//!   doubled twice, redoubled four times that. A trick score of 100 or more
//!   on one board is game; less is a partscore.
//! - Premiums: game 300 not vulnerable, 500 vulnerable; any partscore 50;
//!   making a doubled contract 50, a redoubled one 100; small slam 500 / 750,
//!   grand slam 1000 / 1500; overtricks undoubled at trick value, doubled
//!   100 / 200, redoubled 200 / 400 each.
//! - Undertricks, scored by the opponents: undoubled 50 / 100 each; doubled
//!   first 100 / 200, each additional 200 / 300, with a bonus of 100 (not
//!   vulnerable only) for the fourth and each subsequent; redoubled twice doubled.
//! - "If all four players pass (see Law 22) each side enters a zero score."

use core::fmt;

use smallvec::SmallVec;

use super::tricks::contract_points;
use super::{ScoreError, ScoreItem, ScoreKind, Vulnerability};
use crate::auction::{Contract, Doubling};
use crate::law::{Citation, CodeId};
use crate::seat::Side;

/// An edition of the Laws of Duplicate Bridge. Their Law 77 values are the
/// same; the edition is kept to cite the right code.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DuplicateEdition {
    /// The 2007 Laws of Duplicate Bridge.
    Laws2007,
    /// The 2017 Laws of Duplicate Bridge.
    Laws2017,
}

impl DuplicateEdition {
    /// Both editions, oldest first.
    pub const ALL: [DuplicateEdition; 2] = [DuplicateEdition::Laws2007, DuplicateEdition::Laws2017];

    /// The code of laws.
    pub const fn code(self) -> CodeId {
        match self {
            DuplicateEdition::Laws2007 => CodeId::Duplicate2007,
            DuplicateEdition::Laws2017 => CodeId::Duplicate2017,
        }
    }

    /// A citation of `law` and `clause` in this edition.
    pub const fn cite(self, law: u8, clause: &'static str) -> Citation {
        Citation::new(self.code(), law, clause)
    }

    /// The edition of a duplicate code; `None` for any other code.
    pub const fn of_code(code: CodeId) -> Option<DuplicateEdition> {
        match code {
            CodeId::Duplicate2007 => Some(DuplicateEdition::Laws2007),
            CodeId::Duplicate2017 => Some(DuplicateEdition::Laws2017),
            _ => None,
        }
    }
}

impl From<DuplicateEdition> for CodeId {
    fn from(e: DuplicateEdition) -> CodeId {
        e.code()
    }
}

impl fmt::Display for DuplicateEdition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.code(), f)
    }
}

/// The score of one duplicate board under Law 77, part by part.
///
/// # Examples
/// ```
/// use tablelaw::score::{DuplicateEdition, DuplicateScore, ScoreKind};
/// use tablelaw::{Bid, Contract, Denomination, Doubling, Seat};
/// let contract = Contract {
///     bid: Bid::new(2, Denomination::Hearts).unwrap(),
///     doubling: Doubling::Doubled,
///     declarer: Seat::South,
/// };
/// // 2♥ doubled, not vulnerable, made with an overtrick: 120 trick score is
/// // game (300), 50 for making a doubled contract, 100 for the overtrick.
/// let s = DuplicateScore::try_new(DuplicateEdition::Laws2017, &contract, false, 9)?;
/// assert_eq!(s.total(), 570);
/// assert_eq!(s.points(ScoreKind::Game), 300);
/// assert_eq!(s.items()[0].citation.to_string(), "duplicate-2017 Law 77");
/// # Ok::<(), tablelaw::score::ScoreError>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DuplicateScore {
    edition: DuplicateEdition,
    contract: Option<Contract>,
    vulnerable: bool,
    tricks: u8,
    made: bool,
    // At most five parts: trick score, overtricks, game or partscore, slam,
    // and the premium for making a doubled contract.
    items: SmallVec<[ScoreItem; 5]>,
}

impl DuplicateScore {
    /// The score of `contract` played by a side that is or is not
    /// `vulnerable` and won `tricks` tricks.
    ///
    /// Never panics: an input outside the laws (more than thirteen tricks, a
    /// level outside one to seven) is scored by the same arithmetic with the
    /// tricks capped at thirteen; [`DuplicateScore::try_new`] refuses it.
    pub fn new(
        edition: DuplicateEdition,
        contract: &Contract,
        vulnerable: bool,
        tricks: u8,
    ) -> DuplicateScore {
        let law77 = edition.cite(77, "");
        let p = contract_points(contract.bid, contract.doubling, vulnerable, tricks, 100);
        let mut items = SmallVec::new();
        let mut push = |kind, points| {
            items.push(ScoreItem {
                kind,
                points,
                citation: law77,
            })
        };
        if p.made {
            push(ScoreKind::TrickScore, p.trick_score);
            if p.overtricks > 0 {
                push(ScoreKind::Overtricks, p.overtricks);
            }
            // "A trick score of 100 points or more, made on one board, is GAME."
            if p.trick_score >= 100 {
                push(ScoreKind::Game, if vulnerable { 500 } else { 300 });
            } else {
                push(ScoreKind::Partscore, 50);
            }
            match p.slam {
                Some((6, points)) => push(ScoreKind::SmallSlam, points),
                Some((_, points)) => push(ScoreKind::GrandSlam, points),
                None => {}
            }
            if contract.doubling != Doubling::Undoubled {
                push(ScoreKind::Insult, p.insult);
            }
        } else {
            push(ScoreKind::Undertricks, -p.undertricks);
        }
        DuplicateScore {
            edition,
            contract: Some(*contract),
            vulnerable,
            tricks: tricks.min(13),
            made: p.made,
            items,
        }
    }

    /// The score of `contract` as [`DuplicateScore::new`], refusing inputs
    /// outside the laws.
    ///
    /// # Errors
    /// [`ScoreError::InadmissibleContract`] for a level outside one to seven
    /// (Law 38); [`ScoreError::TooManyTricks`] for more than thirteen tricks.
    pub fn try_new(
        edition: DuplicateEdition,
        contract: &Contract,
        vulnerable: bool,
        tricks: u8,
    ) -> Result<DuplicateScore, ScoreError> {
        if !(1..=7).contains(&contract.bid.level) {
            return Err(ScoreError::InadmissibleContract(contract.bid.level));
        }
        if tricks > 13 {
            return Err(ScoreError::TooManyTricks(tricks));
        }
        Ok(DuplicateScore::new(edition, contract, vulnerable, tricks))
    }

    /// A passed-out board: "If all four players pass (see Law 22) each side
    /// enters a zero score" (Law 77).
    pub fn passed_out(edition: DuplicateEdition) -> DuplicateScore {
        DuplicateScore {
            edition,
            contract: None,
            vulnerable: false,
            tricks: 0,
            made: false,
            items: SmallVec::new(),
        }
    }

    /// The score of board number `board`, the declaring side's vulnerability
    /// taken from the board (Law 2); `None` for a passed-out board, whose
    /// `tricks` are ignored.
    ///
    /// # Errors
    /// As [`DuplicateScore::try_new`].
    pub fn on_board(
        edition: DuplicateEdition,
        board: u32,
        contract: Option<&Contract>,
        tricks: u8,
    ) -> Result<DuplicateScore, ScoreError> {
        match contract {
            None => Ok(DuplicateScore::passed_out(edition)),
            Some(c) => {
                let vulnerable = Vulnerability::of_board(board).is_vulnerable(c.declarer.side());
                DuplicateScore::try_new(edition, c, vulnerable, tricks)
            }
        }
    }

    /// The edition scored under.
    pub const fn edition(&self) -> DuplicateEdition {
        self.edition
    }

    /// The contract; `None` for a passed-out board.
    pub const fn contract(&self) -> Option<Contract> {
        self.contract
    }

    /// Whether the declaring side was vulnerable.
    pub const fn vulnerable(&self) -> bool {
        self.vulnerable
    }

    /// The tricks won by the declaring side (capped at thirteen).
    pub const fn tricks(&self) -> u8 {
        self.tricks
    }

    /// The parts of the score, each citing Law 77, from the declaring side's
    /// point of view: a made contract's trick score, overtricks, game or
    /// partscore premium, slam premium and premium for making a doubled or
    /// redoubled contract, in that order; a defeated contract's undertrick
    /// penalty as a negative number; nothing for a passed-out board.
    pub fn items(&self) -> &[ScoreItem] {
        &self.items
    }

    /// The points of one kind (0 if there are none), for the declaring side.
    pub fn points(&self, kind: ScoreKind) -> i32 {
        self.items
            .iter()
            .filter(|i| i.kind == kind)
            .map(|i| i.points)
            .sum()
    }

    /// The score for the declaring side: positive when the contract is made,
    /// negative when it is defeated, zero when the board is passed out.
    pub fn total(&self) -> i32 {
        self.items.iter().map(|i| i.points).sum()
    }

    /// Whether the contract was fulfilled; `None` for a passed-out board.
    pub fn is_made(&self) -> Option<bool> {
        self.contract.map(|_| self.made)
    }

    /// The declaring side; `None` for a passed-out board.
    pub fn declaring_side(&self) -> Option<Side> {
        self.contract.map(|c| c.declarer.side())
    }

    /// The score for `side`: the total for the declaring side, its negation
    /// for the other, zero on a passed-out board.
    pub fn score_for(&self, side: Side) -> i32 {
        match self.declaring_side() {
            Some(d) if d == side => self.total(),
            Some(_) => -self.total(),
            None => 0,
        }
    }

    /// The citation of the whole score: Law 77 of the edition (whose last
    /// line, for a passed-out board, refers to Law 22).
    pub const fn citation(&self) -> Citation {
        self.edition.cite(77, "")
    }
}

impl fmt::Display for DuplicateScore {
    /// `4♠ by North, vulnerable, 10 tricks: +620 = +120 trick score (…) +500 game (…)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let Some(contract) = self.contract else {
            return write!(f, "passed out: 0 ({})", self.edition.cite(77, ""));
        };
        write!(
            f,
            "{contract}, {}, {} tricks: {:+} =",
            if self.vulnerable {
                "vulnerable"
            } else {
                "not vulnerable"
            },
            self.tricks,
            self.total()
        )?;
        for item in &self.items {
            write!(f, " {item}")?;
        }
        Ok(())
    }
}

/// The Law 77 score of `contract` for the declaring side (negative when it
/// is defeated), as [`DuplicateScore::new`]; a passed-out board scores 0
/// ([`DuplicateScore::passed_out`]).
///
/// # Examples
/// ```
/// use tablelaw::score::{DuplicateEdition, duplicate_score};
/// use tablelaw::{Bid, Contract, Denomination, Doubling, Seat};
/// let c = Contract {
///     bid: Bid::new(3, Denomination::NoTrump).unwrap(),
///     doubling: Doubling::Undoubled,
///     declarer: Seat::West,
/// };
/// assert_eq!(duplicate_score(DuplicateEdition::Laws2007, &c, true, 9), 600);
/// assert_eq!(duplicate_score(DuplicateEdition::Laws2017, &c, false, 7), -100);
/// ```
pub fn duplicate_score(
    edition: DuplicateEdition,
    contract: &Contract,
    vulnerable: bool,
    tricks: u8,
) -> i32 {
    DuplicateScore::new(edition, contract, vulnerable, tricks).total()
}
