//! What waits: a ruling awaiting an election and how it resolves
//! (`Pending`), and a consequence that waits for a later call (`Watch`).

use crate::call::Call;
use crate::card::{Card, CardSet};
use crate::event::Annotation;
use crate::law::Citation;
use crate::seat::Seat;

use super::IfNotComparable;

/// A ruling awaiting an election, and how it resolves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Pending {
    /// Law 27: LHO may accept the insufficient bid.
    Insufficient {
        ruling: usize,
        call: usize,
        offender: Seat,
        attempts: Vec<usize>,
        /// Duplicate 27B4: a second insufficient bid, ruled as B3 if not accepted.
        b4: bool,
    },
    /// Law 27: the offender must substitute a sufficient bid or a pass.
    Substitute {
        ruling: usize,
        call: usize,
        offender: Seat,
        attempts: Vec<usize>,
        /// Duplicate 27B3, B4: his partner is already silenced; any
        /// sufficient bid or pass now stands without further rectification.
        silenced: bool,
    },
    /// Law 29: LHO may accept or cancel a call out of rotation.
    OutOfRotation {
        ruling: usize,
        call: usize,
        offender: Seat,
        turn_was: Seat,
    },
    /// Law 25(b): the offender chooses.
    ChangeOfCall {
        ruling: usize,
        first: usize,
        second: usize,
        offender: Seat,
    },
    /// Laws 36-39: the director assesses, unless LHO condones by calling (Law 35).
    Inadmissible {
        ruling: usize,
        call: usize,
        offender: Seat,
        law: u8,
    },
    /// Law 26: declarer chooses a lead penalty when the offender's partner first has the lead.
    LeadPenalty {
        ruling: usize,
        leader: Seat,
        owed: Vec<usize>,
    },
    /// Law 46 or 50(a): a card still to be named from `candidates`, for `seat` to play.
    /// Duplicate 58B2: the other cards played together, `rest`, become
    /// penalty cards of a defender once he has named his card.
    Designation {
        ruling: usize,
        candidates: crate::card::CardSet,
        seat: Seat,
        rest: crate::card::CardSet,
    },
    /// Law 23: declarer decides whether exposed cards are penalty cards.
    PenaltyCards { ruling: usize, owed: Vec<usize> },
    /// Duplicate Laws 53-56: a lead out of turn faced, held in front of
    /// `seat` until the non-offenders choose.
    LeadOutOfTurn {
        ruling: usize,
        seat: Seat,
        card: Card,
        opening: bool,
    },
    /// Duplicate Law 57A: declarer restricts the play of the offender's partner.
    PrematurePlay {
        ruling: usize,
        partner: Seat,
        /// The card played prematurely (a major penalty card until
        /// declarer elects, or until a 47E1 finding returns it).
        card: Card,
        /// The offender's minor penalty cards before it: Law 50B made them
        /// major because he then had two; a 47E1 finding that returns the
        /// card undoes that.
        minor_before: CardSet,
    },
    /// Duplicate Law 43B2(a): the defenders choose the hand declarer leads
    /// from, dummy having warned him after a violation of 43A2.
    LeadingHand { ruling: usize },
    /// Duplicate Law 52: another card played when a penalty card was due,
    /// held until declarer accepts it or requires the penalty card.
    PenaltyCardDue {
        ruling: usize,
        seat: Seat,
        card: Card,
    },
    /// Duplicate Law 62C: a card played after a corrected revoke, which its
    /// player may leave played or withdraw.
    RevokeFollower {
        ruling: usize,
        seat: Seat,
        card: Card,
    },
    /// Duplicate Law 68D: play suspended after a claim or concession; the
    /// opponents agree, doubt it or (2017) play on.
    Claim { ruling: usize },
    /// Duplicate Law 70: the director rules on a contested claim.
    ClaimRuling { ruling: usize },
    /// Law 21 (and duplicate 2017 25A): LHO may change his subsequent call.
    Misinformed {
        ruling: usize,
        call: usize,
        lho: Seat,
    },
    /// Duplicate Laws 23, 27B1: the director finds whether the call replacing
    /// `withdrawn` is comparable.
    Comparable {
        ruling: usize,
        call: usize,
        withdrawn: usize,
        offender: Seat,
        if_not: IfNotComparable,
        /// A call to classify once the finding is made (the LHO's call that
        /// accepted a change of call, duplicate 25B1).
        deferred: Option<(Seat, Call, Annotation)>,
    },
}

impl Pending {
    pub(crate) fn ruling(&self) -> usize {
        match *self {
            Pending::Insufficient { ruling, .. }
            | Pending::Substitute { ruling, .. }
            | Pending::OutOfRotation { ruling, .. }
            | Pending::ChangeOfCall { ruling, .. }
            | Pending::Inadmissible { ruling, .. }
            | Pending::LeadPenalty { ruling, .. }
            | Pending::Designation { ruling, .. }
            | Pending::PenaltyCards { ruling, .. }
            | Pending::LeadOutOfTurn { ruling, .. }
            | Pending::PrematurePlay { ruling, .. }
            | Pending::PenaltyCardDue { ruling, .. }
            | Pending::LeadingHand { ruling }
            | Pending::Misinformed { ruling, .. }
            | Pending::RevokeFollower { ruling, .. }
            | Pending::Claim { ruling }
            | Pending::ClaimRuling { ruling }
            | Pending::Comparable { ruling, .. } => ruling,
        }
    }
}

/// A consequence that waits for a later call (Laws 26 and 31(b), 32(b)).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Watch {
    /// Laws 31(b), 32(b): what RHO does at his turn decides.
    Rho {
        offender: Seat,
        call: usize,
        law: Citation,
        then: crate::codes::contract_bridge::laws::AfterRho,
        ruling: usize,
        rho_irregular: bool,
    },
    /// Laws 31(b)(i), 32(b)(i) (2017 31A1, 32A1): RHO's pass, `ground`,
    /// made the offender repeat `call` (`penalty`); were the pass withdrawn,
    /// the watch on RHO is armed again.
    RepeatOwed {
        penalty: usize,
        ground: usize,
        offender: Seat,
        call: usize,
        law: Citation,
        then: crate::codes::contract_bridge::laws::AfterRho,
        ruling: usize,
    },
    /// Laws 26 and 31(b)(ii) (duplicate 2017 30B, 31, 32): the offender's next call decides.
    OffenderNext {
        offender: Seat,
        cancelled: usize,
        law: Citation,
        ruling: usize,
        mode: NextCall,
    },
}

/// What the offender's next call decides, after his call out of rotation was cancelled.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum NextCall {
    /// Only the lead penalty of Law 26 (rubber 31(a)).
    Lead,
    /// Rubber 31(b)(ii), 2007 31A2: repeating the denomination silences
    /// partner once; anything else for the rest of the auction, Law 26.
    DenominationRepeated,
    /// Duplicate 2017 30B, 31, 32: the director judges the call comparable or not.
    Comparable,
}
