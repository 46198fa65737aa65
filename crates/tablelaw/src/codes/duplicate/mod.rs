//! Contract bridge under the WBF Laws of Duplicate Bridge, 2017 and 2007.
//!
//! The duplicate editions share the contract-bridge referee
//! ([`ContractBridge`](crate::ContractBridge)) and differ from it only where
//! their texts do: at each such point the referee asks the code's
//! `AuctionLaws` and `PlayLaws` (see `codes::contract_bridge::laws` and
//! `play_laws`, whose provided methods are the 2017 text). `Duplicate2017`
//! overrides nothing; [`edition_2007`] overrides the methods where 2007
//! differs from 2017.
//!
//! # The 2017 laws of the auction, where they differ from the rubber code
//!
//! Sources: docs/sources.md (the 2017 text compared law by law, checked
//! against the ACBL 2017 edition and the WBF text at pzbs.pl); the 2017
//! Laws 27 and 38 read in their public text (pzbs.pl `2017/en/l38`, a New
//! Zealand club's transcription of Law 27).
//!
//! - **16C**: information from a withdrawn call is unauthorized to the
//!   offending side; the table records each such call
//!   ([`ContractBridge::unauthorized`](crate::ContractBridge::unauthorized)),
//!   lifted where the law says 16C does not apply (27B1, a comparable call).
//! - **17D3** (rubber 34): passes that close the auction after a pass out of
//!   rotation that deprived a player of his turn are cancelled.
//! - **22B**: all pass: no redeal, each side scores zero.
//! - **23**: a comparable call; the director's finding is an explicit input
//!   (an election `comparable` or `not-comparable` by the director). A
//!   comparable call: no rectification, no lead restriction, 16C lifted,
//!   and the director may adjust the score at the end (23C), recorded.
//! - **24** (rubber 23): the exposed card; a defender's exposed cards become
//!   penalty cards of themselves (24E), not at declarer's option.
//! - **25A**: an unintended call may be replaced until partner calls; the
//!   LHO may then withdraw a call made over it. **25B**: a deliberate
//!   change is cancelled and the first call stands, unless the LHO accepts
//!   the substitute (by calling over it).
//! - **26** (amended June 2017): no restriction after a comparable call
//!   (26A); otherwise declarer may prohibit one suit not specified in the
//!   legal auction by the offender, while his partner keeps the lead (26B).
//! - **27**: B1(a) the lowest sufficient bid in the same denomination and
//!   B1(b) a comparable call: no rectification (D: adjusted score possible);
//!   B2 another sufficient bid or pass: partner passes whenever, 26B; B3 an
//!   attempted double or redouble not comparable: cancelled, replaced,
//!   partner passes whenever; B4 another insufficient bid: as B3 unless the
//!   LHO accepts it; C a substitution before the ruling stands unless the
//!   LHO accepts the insufficient bid.
//! - **28-32**: a pass at RHO's turn: the offender passes next turn (30A);
//!   a pass, bid, double or redouble at partner's turn (or at LHO's before
//!   the offender has called): partner calls freely, and the offender's next
//!   call is judged: comparable, nothing more; otherwise partner passes at
//!   his next turn, 26B (30B, 31B, 32B). A bid, double or redouble at RHO's
//!   turn: RHO passes, it is repeated; RHO acts, the offender's call is
//!   judged as above (31A, 32A). A call at LHO's turn after one's own call is
//!   a change of call, Law 25 (30B2, 31C, 32C).
//! - **36-39**: condonation is in each law (36A, 37A, 38, 39B); 36B and 37B
//!   silence as in rubber with 26B; a bid of more than seven is cancelled
//!   with later calls, a pass substituted, and both offenders pass whenever
//!   even when the LHO had called (38; without 26B then).
//!
//! # Not established, and not modelled
//!
//! - 36D (an illegal double found after the opening lead: scored as if not
//!   made) and the adjusted scores of 23C, 27D, 72C: recorded as notes,
//!   since scoring an adjusted result is the director's.
//! - Whether the lead restriction "may apply" to a substitute cancelled
//!   under 25B2 (the first call then stands): the engine imposes none.
//! - 29C (an artificial call out of rotation: the denominations it
//!   specified) feeds the judgment of comparability; the engine leaves that
//!   judgment to the director. 30C (an artificial pass is ruled under
//!   Law 31) is applied when the pass is annotated as relating to suits.
//! - Minor and major penalty cards (50B): the engine enforces the major
//!   rules for every penalty card.

pub mod edition_2007;

use crate::codes::contract_bridge::laws::AuctionLaws;
use crate::law::CodeId;

pub(crate) use edition_2007::Duplicate2007;

/// The 2017 duplicate laws: the provided methods of `AuctionLaws`.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Duplicate2017;

/// The 2017 play: every provided method.
impl crate::codes::contract_bridge::play_laws::PlayLaws for Duplicate2017 {
    fn code(&self) -> CodeId {
        CodeId::Duplicate2017
    }
}

impl AuctionLaws for Duplicate2017 {
    fn code(&self) -> CodeId {
        CodeId::Duplicate2017
    }
}
