//! The laws of the play where the contract-bridge codes differ. As
//! [`laws`](super::laws) does for the auction, one trait: its provided
//! methods are the 2017 duplicate text, and each code overrides a method
//! where its text differs (`codes::rubber`, `codes::duplicate::edition_2007`).
//! The referee asks `self.play_laws()` at each such point and never tests
//! the code itself.

use crate::designation::Wording;
use crate::law::{Citation, CodeId};

/// What follows a card exposed during the play.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum ExposedInPlay {
    /// A defender's card: a penalty card, under the law cited.
    PenaltyCard(Citation),
    /// Declarer's or dummy's card: never a penalty card, under the law cited.
    NoPenalty(Citation),
    /// Recorded under the law cited, with no ruling: the code's laws of
    /// exposed cards are not yet refereed.
    Recorded(Citation),
}

/// The text of each code where the play's laws differ. The provided methods
/// are the 2017 duplicate laws.
pub(crate) trait PlayLaws: Sync {
    /// The code.
    fn code(&self) -> CodeId;

    /// Law 46: the wording that rules an incomplete or invalid designation
    /// of dummy's card.
    fn designation_wording(&self) -> Wording {
        Wording::W2017
    }

    /// How a Law 46 ruling names the wording it applied.
    fn designation_tag(&self) -> &'static str {
        "2017"
    }

    /// A card exposed during the play by `seat`, a defender or not (2017
    /// Laws 48-50: recorded under Law 49, the laws of penalty cards being
    /// the play-irregularity work still to come).
    fn exposed_in_play(&self, _by_defender: bool) -> ExposedInPlay {
        ExposedInPlay::Recorded(Citation::new(self.code(), 49, ""))
    }

    /// What the record says of a card exposed without a ruling.
    fn exposed_unruled(&self) -> &'static str {
        "recorded; the engine makes no ruling yet under this edition (Laws 48-52)"
    }
}

/// The laws of the play of the code `code`. A code that is not contract
/// bridge has a game of its own; a contract-bridge table set up under it is
/// refereed by the rubber laws, as its auction is.
pub(crate) fn of(code: CodeId) -> &'static dyn PlayLaws {
    match code {
        CodeId::Rubber | CodeId::Euchre | CodeId::BridgeWhist | CodeId::AuctionBridge => {
            &crate::codes::rubber::Rubber
        }
        CodeId::Duplicate2017 => &crate::codes::duplicate::Duplicate2017,
        CodeId::Duplicate2007 => &crate::codes::duplicate::Duplicate2007,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Law 46's wording by code: 2017 its own; 2007 and rubber (no 1993
    /// text at hand) the 2007 wording, and a rubber ruling says so.
    #[test]
    fn law_46_wording_by_code() {
        assert_eq!(
            of(CodeId::Duplicate2017).designation_wording(),
            Wording::W2017
        );
        assert_eq!(
            of(CodeId::Duplicate2007).designation_wording(),
            Wording::W2007
        );
        assert_eq!(of(CodeId::Rubber).designation_wording(), Wording::W2007);
        assert!(
            of(CodeId::Rubber)
                .designation_tag()
                .contains("2007 duplicate wording")
        );
    }

    /// Rubber Law 50: a defender's exposed card is a penalty card; Law 48:
    /// declarer's is not. The duplicate editions record it, citing Law 49.
    #[test]
    fn rubber_law_50_and_48_and_duplicate_law_49_exposed_in_play() {
        assert_eq!(
            of(CodeId::Rubber).exposed_in_play(true),
            ExposedInPlay::PenaltyCard(Citation::rubber(50, ""))
        );
        assert_eq!(
            of(CodeId::Rubber).exposed_in_play(false),
            ExposedInPlay::NoPenalty(Citation::rubber(48, ""))
        );
        for code in [CodeId::Duplicate2017, CodeId::Duplicate2007] {
            for by_defender in [true, false] {
                assert_eq!(
                    of(code).exposed_in_play(by_defender),
                    ExposedInPlay::Recorded(Citation::new(code, 49, ""))
                );
            }
        }
    }
}
