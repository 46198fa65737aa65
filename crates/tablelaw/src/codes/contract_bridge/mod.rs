//! Contract bridge: the referee shared by every contract-bridge code (the
//! rubber laws of 1993, the duplicate laws of 2017 and 2007), from the
//! first call to the score. Where the codes' texts differ it asks the code
//! in force through `laws::AuctionLaws`, whose provided methods are the
//! 2017 duplicate text; `codes::rubber` and `codes::duplicate` hold only
//! each code's differences.
//!
//! The module is split by the laws' own groups (numbers are the rubber
//! code's; the duplicate numbers are in each module's doc):
//! - `calls`: a call and where it belongs: in rotation (Laws 17-19, 27, 37),
//!   out of rotation (28, 29, 33), inadmissible (36, 38, 39);
//! - `rotation`: the outcomes of a call out of rotation (29-32, 34);
//! - `inadmissible`: assessing or condoning an inadmissible call (35-39);
//! - `insufficient`: the insufficient bid (27);
//! - `change`, `change_accepted`: changes of call (21, 24, 25);
//! - `lead`: the lead penalties (26);
//! - `conduct`: review and explanation (20), exposed cards (23), findings (23(c)), Law 40;
//! - `machinery`: recording, standing and cancelling calls, penalties, the close (17, 22, 34);
//! - `comparable`: the director's finding on a replacing call (duplicate Laws 23, 27B1) and
//!   the information from withdrawn calls (duplicate Law 16C);
//! - `elect`: the elections a ruling offers, and who may make them;
//! - `laws`: the points where the codes differ, as one trait;
//! - `play`: the play of the hand, Law 26 at the lead;
//! - `designate`: dummy's card designated in words (Law 46);
//! - `score`: the deal's score (rubber Laws 72-77, duplicate Law 77);
//! - `penalty_cards`: cards exposed during the auction or the play as penalty cards (23, 48, 50);
//! - `revoke`: the revoke, its correction and establishment (duplicate 61-63);
//! - `claim`: claims and concessions (duplicate 68-71);
//! - `law64`: the tricks after rectification (duplicate 64, 69-71, 77);
//! - `quitted`: the tricks once played (duplicate 65-67);
//! - `board`: the board's faults found in the play (duplicate 13-15);
//! - `pending`: the ruling awaiting an election, and what waits for a later call;
//! - `designation_change`: an unintended designation changed (duplicate Laws 45C4(b), 47C, 47D);
//! - `dummy`: dummy's rights and limitations (duplicate Laws 42, 43, 45F);
//! - `card_played`: a card deemed played, a fifth card to a trick (duplicate Law 45C, 45E);
//! - `repetition`: a call said again by the player who has just made it (no event of the laws).

mod adjusted;
mod board;
mod calls;
mod card_played;
mod change;
mod change_accepted;
mod claim;
mod comparable;
mod conduct;
mod designate;
mod designation_change;
mod dummy;
mod elect;
pub(crate) mod game;
mod inadmissible;
mod inquiry;
mod insufficient;
mod law64;
pub(crate) mod laws;
pub(crate) mod lead;
mod lead_out_of_turn;
mod machinery;
mod misplaced;
mod out;
mod penalty_card_failure;
mod penalty_cards;
mod pending;
mod period;
mod play;
mod play_irregular;
pub(crate) mod play_laws;
mod premature;
mod quitted;
mod records;
mod repeat;
mod repetition;
mod replay;
mod revoke;
mod rotation;
mod score;
mod table_acts;

use crate::lazy::LazyBox;
use std::borrow::Cow;

use serde::Serialize;

use crate::auction::{Auction, Contract};
use crate::call::{Call, CallSet};
use crate::card::Card;
use crate::deal::Deal;
use crate::event::Annotation;
use crate::law::{Citation, CodeId};
use crate::ruling::{Penalty, PenaltyStatus, Ruling};
use crate::seat::{Seat, Side};
use crate::table::EventError;

pub(crate) use comparable::IfNotComparable;
pub(crate) use pending::{NextCall, Pending, Watch};

pub use adjusted::Adjustment;
pub use claim::{Claim, ClaimStatus};
pub use law64::{RevokeAdjustment, Tricks};
pub use revoke::{Revoke, RevokeFailure, RevokeStatus};

pub(crate) use calls::{fast_call, regular_call};
pub(crate) use play::{fast_play, regular_play};

/// Where a call made stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum CallStatus {
    /// It stands in the auction.
    Stands,
    /// It awaits a ruling.
    Pending,
    /// It was cancelled, by the law cited with it.
    Cancelled,
}

/// An explanation given of a call (rubber Law 20).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Explanation {
    /// Who explained: the caller's partner.
    pub by: Seat,
    /// What was said.
    pub text: String,
}

/// One call made at the table, regular or not.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct CallRecord {
    /// Who called.
    pub seat: Seat,
    /// The call (after any change under Law 21).
    pub call: Call,
    /// Whether it stands.
    pub status: CallStatus,
    /// The law that decided its status, if any but the regular ones.
    pub law: Option<Citation>,
    /// It was made at the caller's turn.
    pub in_rotation: bool,
    /// The seat whose turn was skipped, for a call out of rotation that stands.
    pub deprived: Option<Seat>,
    /// Alert, understanding, related suits.
    #[serde(skip_serializing_if = "Annotation::is_empty")]
    pub annotation: Annotation,
    /// Explanations given by the caller's partner.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub explanations: Vec<Explanation>,
    /// Calls this one replaced under Law 21.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub replaced: Vec<Call>,
}

impl CallRecord {
    fn regular(seat: Seat, call: Call) -> CallRecord {
        CallRecord {
            seat,
            call,
            status: CallStatus::Stands,
            law: None,
            in_rotation: true,
            deprived: None,
            annotation: Annotation::default(),
            explanations: Vec::new(),
            replaced: Vec::new(),
        }
    }
}

/// A withdrawn call whose information is unauthorized to the offending side
/// (duplicate 2017 Law 16C; 2007 Law 16D). The rubber code has no such law.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Unauthorized {
    /// The index of the withdrawn call in [`ContractBridge::calls`].
    pub call: usize,
    /// Who made it.
    pub seat: Seat,
    /// The offending side, to which its information is unauthorized (16C2).
    pub to: Side,
    /// The law.
    pub law: Citation,
}

/// A card withdrawn in the play, whose information is unauthorized to the
/// side named (duplicate Law 16C; a penalty card picked up after declarer's
/// lead option, 2017 50E2).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct WithdrawnCard {
    /// Whose card it was.
    pub seat: Seat,
    /// The card.
    pub card: Card,
    /// The side to which its information is unauthorized.
    pub to: Side,
    /// The law that withdrew it.
    pub law: Citation,
}

/// A request for a restatement of the auction (rubber Law 20).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Review {
    /// Who asked.
    pub seat: Seat,
    /// Whether Law 20 gave him the right at that moment.
    pub entitled: bool,
    /// How many calls had been made.
    pub after_calls: usize,
}

/// The auction of one deal refereed under the rubber laws.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ContractBridge {
    dealer: Seat,
    deal: Option<Deal>,
    auction: Auction,
    /// The lists only irregularities fill.
    records: records::LazyRecords,
    /// Seats bound by an auction penalty in force, as a bitmask.
    bound: u8,
    pending: Option<Pending>,
    /// Every event so far was a regular call or a regular card: `calls` and
    /// `standing` are then empty and stand for the calls of `auction`, and
    /// the play's tricks are the cards played (see `materialize`).
    regular: bool,
    play: Option<crate::play::BridgePlay>,
    /// The code of laws in force (see [`CodeId::ALL`]).
    code: CodeId,
    /// Who is vulnerable, for the duplicate score.
    vulnerability: crate::score::Vulnerability,
    closed: bool,
    /// The auction period after the close (2017 Law 17D1).
    period: period::AuctionPeriod,
    /// A card led to the next trick before the trick in progress was
    /// complete: its hand's lead if it wins the trick (duplicate Law 57).
    held_lead: Option<(Seat, Card)>,
    /// Declarer was required to retract a lead out of turn and has still to
    /// lead from the correct hand (duplicate Law 60B).
    retracted_lead: bool,
    /// The opening lead made face down, not yet faced (duplicate Law 41A).
    face_down: Option<(Seat, Card)>,
    /// The revokes of the play (duplicate Laws 61-64).
    revoking: crate::lazy::LazyBox<revoke::Revokes>,
    /// A claim or concession (duplicate Laws 68-71).
    claim: crate::lazy::LazyBox<Claim>,
    /// The director's findings on the revokes: attention drawn late
    /// (64B4, B5), and the declaring side's tricks assigned (64C).
    revoke_findings: (Option<bool>, Option<u8>),
    /// The result cancelled for an adjusted score (duplicate Laws 13, 15).
    cancelled: Option<Citation>,
    /// The adjusted score the director awarded (duplicate Law 12C).
    adjustment: Option<Adjustment>,
    /// The ruling on dummy's first violation of duplicate Law 43A2, if any.
    dummy_violation: Option<usize>,
    /// The trick (the number quitted before it) in which dummy of his own
    /// volition indicated a card before his right-hand opponent played to
    /// it (duplicate Law 57C2).
    dummy_suggested: Option<u8>,
    /// An opponent's card played after cards played together, before the
    /// offender named his (duplicate Law 58B3): who, the card, and the
    /// Law 58B2 ruling.
    follower_58b3: Option<(Seat, Card, usize)>,
}

impl ContractBridge {
    /// A new auction with `dealer` to call first; `deal`, if known, lets the
    /// engine check exposed cards.
    pub fn new(dealer: Seat, deal: Option<Deal>) -> ContractBridge {
        ContractBridge {
            dealer,
            deal,
            auction: Auction::new(dealer),
            records: records::LazyRecords::default(),
            bound: 0,
            pending: None,
            regular: true,
            play: None,
            code: CodeId::Rubber,
            vulnerability: crate::score::Vulnerability::Neither,
            closed: false,
            period: period::AuctionPeriod::default(),
            held_lead: None,
            retracted_lead: false,
            face_down: None,
            revoking: LazyBox::none(),
            claim: LazyBox::none(),
            revoke_findings: (None, None),
            cancelled: None,
            adjustment: None,
            dummy_violation: None,
            dummy_suggested: None,
            follower_58b3: None,
        }
    }

    /// The code of laws in force.
    pub fn code(&self) -> CodeId {
        self.code
    }

    pub(crate) fn set_code(&mut self, code: CodeId) {
        self.code = code;
    }

    /// The laws of the code in force, where the codes differ.
    pub(crate) fn laws(&self) -> &'static dyn crate::codes::contract_bridge::laws::AuctionLaws {
        crate::codes::contract_bridge::laws::of(self.code)
    }

    /// The laws of the play of this table's code, where the codes differ.
    pub(crate) fn play_laws(
        &self,
    ) -> &'static dyn crate::codes::contract_bridge::play_laws::PlayLaws {
        crate::codes::contract_bridge::play_laws::of(self.code)
    }

    /// Withdrawn calls whose information is unauthorized to the offending
    /// side (duplicate 2017 Law 16C, 2007 Law 16D), so that a director can
    /// show them; always empty under the rubber code.
    pub fn unauthorized(&self) -> &[Unauthorized] {
        &self.records.unauthorized
    }

    pub(crate) fn set_vulnerability(&mut self, v: crate::score::Vulnerability) {
        self.vulnerability = v;
    }

    /// The dealer.
    pub fn dealer(&self) -> Seat {
        self.dealer
    }

    /// The deal, if given.
    pub fn deal(&self) -> Option<&Deal> {
        self.deal.as_ref()
    }

    /// The regular auction of the calls that stand.
    pub fn auction(&self) -> &Auction {
        &self.auction
    }

    /// Every call made, in the order made, with its status.
    pub fn calls(&self) -> Cow<'_, [CallRecord]> {
        if self.regular {
            Cow::Owned(
                self.auction
                    .calls()
                    .iter()
                    .map(|&(seat, call)| CallRecord::regular(seat, call))
                    .collect(),
            )
        } else {
            Cow::Borrowed(&self.records.calls)
        }
    }

    /// Whether every event so far was a regular call or a regular card.
    pub(crate) fn is_regular(&self) -> bool {
        self.regular
    }

    /// Leaves the regular representation: writes out the records of the
    /// regular calls so far, before an event that needs the full referee.
    fn materialize(&mut self) {
        if !self.regular {
            return;
        }
        self.regular = false;
        for (i, &(seat, call)) in self.auction.calls().iter().enumerate() {
            self.records.calls.push(CallRecord::regular(seat, call));
            self.records.standing.push(i);
        }
    }

    /// Every ruling given, in order.
    pub fn rulings(&self) -> &[Ruling] {
        &self.records.rulings
    }

    /// Every penalty imposed, with its status.
    pub fn penalties(&self) -> &[Penalty] {
        &self.records.penalties
    }

    /// The penalties still in force.
    pub fn penalties_in_force(&self) -> impl Iterator<Item = &Penalty> {
        self.records
            .penalties
            .iter()
            .filter(|p| p.status == PenaltyStatus::InForce)
    }

    /// The ruling awaiting an election, with its index.
    pub fn pending(&self) -> Option<(usize, &Ruling)> {
        let i = self.pending.as_ref()?.ruling();
        Some((i, &self.records.rulings[i]))
    }

    /// Cards exposed during the auction (rubber Law 23).
    pub fn exposed(&self) -> &[(Seat, Card)] {
        &self.records.exposed
    }

    /// Cards withdrawn in the play whose information is unauthorized to a
    /// side (duplicate Law 16C).
    pub fn withdrawn_cards(&self) -> &[WithdrawnCard] {
        &self.records.withdrawn
    }

    /// The opening lead made face down and not yet faced (duplicate Law 41A).
    pub fn face_down_lead(&self) -> Option<(Seat, Card)> {
        self.face_down
    }

    /// Requests for a restatement of the auction (rubber Law 20).
    pub fn reviews(&self) -> &[Review] {
        &self.records.reviews
    }

    /// Whether the auction is closed (rubber Law 17).
    pub fn is_closed(&self) -> bool {
        self.closed
    }

    /// The seat whose turn it is to call; `None` once the auction is closed.
    pub fn turn(&self) -> Option<Seat> {
        (!self.closed).then(|| self.auction.turn())
    }

    /// The contract once closed with a bid (rubber Law 22(b)).
    ///
    /// After a faced opening lead out of turn, declarer may spread his hand
    /// and become dummy (duplicate Law 54A): the contract's declarer is then
    /// his partner.
    pub fn contract(&self) -> Option<Contract> {
        if !self.closed {
            return None;
        }
        match &self.play {
            Some(play) => Some(*play.contract()),
            None => self.auction.contract(),
        }
    }

    /// Whether the deal was passed out (rubber Law 22(a)).
    pub fn is_passed_out(&self) -> bool {
        self.closed && self.auction.is_passed_out()
    }

    /// The calls the player on turn may make without irregularity: the legal
    /// calls (Laws 18, 19) narrowed by the penalties in force; empty while a
    /// ruling is pending or once the auction is closed.
    #[inline]
    pub fn legal_calls(&self) -> CallSet {
        if self.closed || self.pending.is_some() {
            return CallSet::EMPTY;
        }
        let seat = self.auction.turn();
        let legal = self.auction.legal_calls_for(seat);
        if self.bound & (1 << seat as u8) == 0 {
            return legal;
        }
        let ob = self.obligation(seat);
        if ob.must_pass.is_some() {
            return CallSet::PASS;
        }
        if let Some(call) = ob.repeat {
            return if legal.contains(call) {
                CallSet::single(call)
            } else {
                CallSet::EMPTY
            };
        }
        if ob.no_double {
            return legal.without(CallSet::DOUBLE.union(CallSet::REDOUBLE));
        }
        legal
    }

    pub(crate) fn apply_slow(&mut self, event: &crate::Event) -> Result<(), EventError> {
        self.materialize();
        let after_close = self.closed;
        let done = self.dispatch(event);
        if after_close && self.closed && done.is_ok() {
            self.note_after_close(event);
        }
        if done.is_ok() && self.play.is_some() {
            self.establish_revokes();
            self.continue_replay();
        }
        done
    }

    fn dispatch(&mut self, event: &crate::Event) -> Result<(), EventError> {
        use crate::Event;
        if self.claim_settled()
            && matches!(
                event,
                Event::Play { .. }
                    | Event::Designate { .. }
                    | Event::LeadFaceDown { .. }
                    | Event::Simultaneous { .. }
                    | Event::Expose { .. }
                    | Event::FifthCard { .. }
                    | Event::PlaysWith { .. }
                    | Event::PlaysHidden { .. }
                    | Event::DeemedPlayed { .. }
                    | Event::Dummy {
                        act: crate::event::DummyAct::PlacesCard { .. },
                        ..
                    }
            )
        {
            return Err(EventError::NoPlay {
                why: "the claim or concession settled the tricks not played (69A, 70)".to_owned(),
            });
        }
        match event {
            Event::Call {
                seat,
                call,
                annotation,
            } => self.on_call(*seat, *call, annotation.clone()),
            Event::Change {
                seat,
                call,
                finding,
            } => self.on_change(*seat, *call, *finding),
            Event::Elect {
                seat,
                option,
                call,
                suit,
                also,
            } => self.on_elect(*seat, *option, *call, *suit, also),
            Event::Play { seat, card } => self.on_play(*seat, *card),
            Event::Designate { words, intended } => self.on_designate(words, *intended),
            Event::Expose { seat, cards, led } => self.on_expose(*seat, cards, *led),
            Event::Repeat { seat } => self.on_repeat(*seat),
            Event::Review { seat } => {
                self.on_review(*seat);
                Ok(())
            }
            Event::Explain { seat, call, text } => self.on_explain(*seat, *call, text),
            Event::Finding(f) => self.on_finding(*f),
            Event::LeadFaceDown { seat, card } => self.on_lead_face_down(*seat, *card),
            Event::Simultaneous { seat, cards } => self.on_simultaneous(*seat, cards),
            Event::AsksExplanation { seat, call } => self.on_asks_explanation(*seat, *call),
            Event::DrawsAttention { seat } => {
                self.on_draws_attention(*seat);
                Ok(())
            }
            Event::Misinformed { seat, call } => self.on_misinformed(*seat, *call),
            Event::Claim { seat, tricks, line } => self.on_claim(*seat, *tricks, false, line),
            Event::Concede { seat, tricks } => self.on_claim(*seat, *tricks, true, ""),
            Event::AsksRevoke { seat, of } => self.on_revoke_inquiry(*seat, *of),
            Event::WronglyPointed { seat, trick } => self.on_wrongly_pointed(*seat, *trick),
            Event::Inspect { seat, trick } => self.on_inspect(*seat, *trick),
            Event::Dummy { seat, act } => self.on_dummy(*seat, *act),
            Event::DeemedPlayed { seat, card } => self.on_deemed_played(*seat, *card),
            Event::FifthCard { seat, card, led } => self.on_fifth_card(*seat, *card, *led),
            Event::PlaysWith { seat, card } => self.on_plays_with(*seat, *card),
            Event::PlaysHidden { seat, card, hidden } => self.on_plays_hidden(*seat, *card, hidden),
            Event::Withdraws { seat, card } => self.on_withdraws(*seat, *card),
            Event::FacesCards { seat } => self.on_faces_cards(*seat),
        }
    }
}
