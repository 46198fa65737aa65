//! The auction of the 1912 code: declaring (Laws 42-46) and doubling
//! (Laws 53-55), the state folded from the events, and who plays the hand.

use serde::Serialize;

use super::AuctionBridgeError;
use super::declaration::{AuctionCall, AuctionDenomination, Declaration};
use super::{AuctionBridgeEvent, AuctionBridgeOptions};
use crate::auction::{Contract, Doubling};
use crate::deal::Deal;
use crate::law::{Citation, CodeId};
use crate::play::BridgePlay;
use crate::ruling::{PenaltyStatus, Ruling};
use crate::seat::{Seat, Side};

/// A citation in the auction bridge code.
pub(crate) const fn cite(law: u8, clause: &'static str) -> Citation {
    Citation::new(CodeId::AuctionBridge, law, clause)
}

/// What became of a call made at the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "status", rename_all = "kebab-case")]
pub enum CallStatus {
    /// It stands as made.
    Stands,
    /// It stands as another call: an insufficient declaration made
    /// sufficient, an impossible one taken as seven (Law 50), a double
    /// Law 54 forbids taken as a pass (Card Committee Case 6).
    StandsAs {
        /// The call it stands as (`as` in JSON, beside the call as made).
        #[serde(rename = "as")]
        call: AuctionCall,
    },
    /// Awaiting the adversaries' choice (Laws 49, 50, 57).
    Pending,
    /// Corrected by its maker before the next player acted (Law 52).
    Corrected,
    /// Of no effect: a pass out of turn, the dealer's pass, a declaration
    /// by a debarred player, or a call the new deal swept away.
    Void,
}

/// A call made at the table, regular or not (Laws 42-57).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct CallRecord {
    /// Who made it.
    pub seat: Seat,
    /// The call as made.
    pub call: AuctionCall,
    /// What became of it.
    #[serde(flatten)]
    pub status: CallStatus,
}

impl CallRecord {
    /// The call it stands as, if it stands.
    pub fn standing(&self) -> Option<AuctionCall> {
        match self.status {
            CallStatus::Stands => Some(self.call),
            CallStatus::StandsAs { call } => Some(call),
            _ => None,
        }
    }
}

/// A player debarred from further declaring (Law 50) until an adversary
/// subsequently bids or doubles.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Debarment {
    /// The offender's partner, who may not declare.
    pub seat: Seat,
    /// Law 50.
    pub law: Citation,
    /// The index of the ruling that imposed it.
    pub ruling: usize,
    /// In force until an adversary bids or doubles ([`PenaltyStatus::Lapsed`])
    /// or the auction closes ([`PenaltyStatus::Spent`]).
    pub status: PenaltyStatus,
    /// Law 65: debarred from doubling and redoubling too, for the rest of
    /// the hand (an adversary's bid does not lift it); `false` for Law 50.
    #[serde(default, skip_serializing_if = "core::ops::Not::not")]
    pub from_doubling: bool,
}

impl Debarment {
    /// Plain words for it.
    pub fn describe(&self) -> String {
        let who = self.seat.name();
        if self.from_doubling {
            return format!(
                "{who} may not make any further bid or double (nor redouble) during the hand: his partner exposed a card"
            );
        }
        format!(
            "{who} may not declare (he may pass or double) unless an adversary subsequently bids or doubles"
        )
    }
}

/// The final declaration and who plays it (Laws 45, 46).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct FinalDeclaration {
    /// The declaration.
    pub declaration: Declaration,
    /// Doubled or redoubled (Laws 53-54).
    pub doubling: Doubling,
    /// The player of the two hands (Law 46 and Case 7): of the final
    /// declarer's side, the partner who first named the denomination.
    pub declarer: Seat,
    /// The player who made the final declaration.
    pub made_by: Seat,
    /// Whether it is the dealer's original "One Spade" (Law 48).
    pub dealers_one_spade: bool,
}

impl FinalDeclaration {
    /// The declarer's partner, dummy (Law 46).
    pub const fn dummy(&self) -> Seat {
        self.declarer.partner()
    }

    /// The contract the shared play engine plays: royal spades as spades;
    /// the player on declarer's left leads (Law 58).
    pub fn contract(&self) -> Contract {
        Contract {
            bid: self.declaration.play_bid(),
            doubling: self.doubling,
            declarer: self.declarer,
        }
    }
}

impl core::fmt::Display for FinalDeclaration {
    /// `3C doubled by North`.
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(f, "{}", self.declaration)?;
        match self.doubling {
            Doubling::Undoubled => {}
            Doubling::Doubled => f.write_str(" doubled")?,
            Doubling::Redoubled => f.write_str(" redoubled")?,
        }
        write!(f, " by {}", self.declarer.name())
    }
}

/// How the auction ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum Outcome {
    /// A final declaration: the hand is played.
    Final(FinalDeclaration),
    /// A new deal, demanded under the law cited.
    NewDeal {
        /// Laws 49, 50 or 57.
        law: Citation,
    },
}

/// The calls that stand and what follows from them (Laws 42-46, 53-55).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct Standing {
    /// The standing calls, with the index of their record.
    pub calls: Vec<(Seat, AuctionCall, usize)>,
    /// The last declaration: itself, its maker, its record index.
    pub last: Option<(Declaration, Seat, usize)>,
    pub doubling: Doubling,
    /// Who doubled the last declaration.
    pub doubler: Option<Seat>,
    /// Passes since the last declaration, double or redouble.
    pub passes: u8,
}

impl Standing {
    pub fn push(&mut self, seat: Seat, call: AuctionCall, index: usize) {
        self.calls.push((seat, call, index));
        match call {
            AuctionCall::Pass => self.passes += 1,
            AuctionCall::Declare(d) => {
                self.last = Some((d, seat, index));
                self.doubling = Doubling::Undoubled;
                self.doubler = None;
                self.passes = 0;
            }
            AuctionCall::Double => {
                self.doubling = Doubling::Doubled;
                self.doubler = Some(seat);
                self.passes = 0;
            }
            AuctionCall::Redouble => {
                self.doubling = Doubling::Redoubled;
                self.passes = 0;
            }
        }
    }

    /// Takes back the last standing call.
    pub fn pop(&mut self) {
        let mut calls = core::mem::take(&mut self.calls);
        calls.pop();
        *self = Standing::default();
        for (seat, call, index) in calls {
            self.push(seat, call, index);
        }
    }

    /// Law 45 and docs/sources.md: the last declaration, double or redouble
    /// passed by the three others closes the auction.
    pub fn is_closed(&self) -> bool {
        self.last.is_some() && self.passes >= 3
    }

    /// Whether `seat` may double now (Law 54): an adversary's declaration
    /// not yet doubled.
    pub fn may_double(&self, seat: Seat) -> bool {
        matches!(self.last, Some((_, by, _)) if by.is_opponent(seat))
            && self.doubling == Doubling::Undoubled
    }

    /// Whether `seat` may redouble now (Law 54): his side's declaration,
    /// doubled by an adversary, not yet redoubled.
    pub fn may_redouble(&self, seat: Seat) -> bool {
        matches!(self.last, Some((_, by, _)) if !by.is_opponent(seat))
            && self.doubling == Doubling::Doubled
            && self.doubler.is_some_and(|d| d.is_opponent(seat))
    }
}

/// The state of an auction bridge deal, folded from its events.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AuctionBridge {
    pub(crate) options: AuctionBridgeOptions,
    pub(crate) dealer: Seat,
    pub(crate) deal: Option<Deal>,
    pub(crate) record: Vec<CallRecord>,
    pub(crate) standing: Standing,
    pub(crate) rulings: Vec<Ruling>,
    pub(crate) pending: Option<usize>,
    /// What the pending ruling is about.
    pub(crate) awaiting: Option<super::irregular::Awaiting>,
    pub(crate) debarments: Vec<Debarment>,
    pub(crate) outcome: Option<Outcome>,
    /// Law 51: the suit declarer called, and the ruling, until an
    /// adversary is on lead.
    pub(crate) called_lead: Option<(crate::card::Suit, usize)>,
    pub(crate) play: Option<BridgePlay>,
    /// What was told at the table when the deal is not known.
    pub(crate) told: super::play::Told,
    /// The laws of the play in force: exposed cards, calls, directed
    /// plays, revokes (Laws 60-93).
    pub(crate) laws: super::play_laws::PlayLaws,
}

impl AuctionBridge {
    /// A deal about to be declared: the dealer declares first (Law 42).
    pub fn new(dealer: Seat, deal: Option<Deal>, options: AuctionBridgeOptions) -> AuctionBridge {
        AuctionBridge {
            options,
            dealer,
            deal,
            record: Vec::new(),
            standing: Standing::default(),
            rulings: Vec::new(),
            pending: None,
            awaiting: None,
            debarments: Vec::new(),
            outcome: None,
            called_lead: None,
            play: None,
            told: super::play::Told::default(),
            laws: super::play_laws::PlayLaws::default(),
        }
    }

    /// The dealer.
    pub fn dealer(&self) -> Seat {
        self.dealer
    }

    /// The deal, if known.
    pub fn deal(&self) -> Option<&Deal> {
        self.deal.as_ref()
    }

    /// The options in force.
    pub fn options(&self) -> &AuctionBridgeOptions {
        &self.options
    }

    /// Every call made at the table, in order, with what became of it.
    pub fn calls(&self) -> &[CallRecord] {
        &self.record
    }

    /// The calls that stand, in order, each with its seat.
    pub fn standing_calls(&self) -> impl Iterator<Item = (Seat, AuctionCall)> + '_ {
        self.standing.calls.iter().map(|&(s, c, _)| (s, c))
    }

    /// The last declaration and its maker.
    pub fn last_declaration(&self) -> Option<(Declaration, Seat)> {
        self.standing.last.map(|(d, s, _)| (d, s))
    }

    /// Whether the last declaration is doubled or redoubled.
    pub fn doubling(&self) -> Doubling {
        self.standing.doubling
    }

    /// Every ruling so far.
    pub fn rulings(&self) -> &[Ruling] {
        &self.rulings
    }

    /// The ruling awaiting an election, with its index.
    pub fn pending(&self) -> Option<(usize, &Ruling)> {
        self.pending
            .and_then(|i| self.rulings.get(i).map(|r| (i, r)))
            .filter(|(_, r)| r.is_open())
    }

    /// The debarments of Law 50, in force or not.
    pub fn debarments(&self) -> &[Debarment] {
        &self.debarments
    }

    /// Whether `seat` is debarred from declaring now (Laws 50, 65).
    pub fn is_debarred(&self, seat: Seat) -> bool {
        self.debarments
            .iter()
            .any(|d| d.seat == seat && !d.from_doubling && d.status == PenaltyStatus::InForce)
            || self.is_debarred_from_doubling(seat)
    }

    /// Whether `seat` is debarred from bidding, doubling and redoubling now
    /// (Law 65). The dealer's first declaration, which Law 42 requires of
    /// him, is not a "further" bid: it is never debarred.
    pub fn is_debarred_from_doubling(&self, seat: Seat) -> bool {
        self.standing.last.is_some()
            && self
                .debarments
                .iter()
                .any(|d| d.seat == seat && d.from_doubling && d.status == PenaltyStatus::InForce)
    }

    /// How the auction ended; `None` while it goes on.
    pub fn outcome(&self) -> Option<&Outcome> {
        self.outcome.as_ref()
    }

    /// The final declaration, once made.
    pub fn final_declaration(&self) -> Option<&FinalDeclaration> {
        match &self.outcome {
            Some(Outcome::Final(f)) => Some(f),
            _ => None,
        }
    }

    /// Whether the auction is over (a final declaration or a new deal).
    pub fn is_closed(&self) -> bool {
        self.outcome.is_some()
    }

    /// The player to call next; `None` once the auction is over.
    pub fn turn(&self) -> Option<Seat> {
        if self.outcome.is_some() {
            return None;
        }
        if let Some(offender) = self.awaiting.and_then(|a| a.offender(self)) {
            // Laws 49, 50, 57: the offender's LHO may call next, which
            // lets the call stand or forgoes the penalty.
            return Some(offender.lho());
        }
        Some(
            self.standing
                .calls
                .last()
                .map_or(self.dealer, |(s, _, _)| s.lho()),
        )
    }

    /// The play, once the final declaration is made and the deal known.
    pub fn play(&self) -> Option<&BridgePlay> {
        self.play.as_ref()
    }

    /// The suit declarer called under Law 51, not yet led to.
    pub fn called_lead(&self) -> Option<crate::card::Suit> {
        self.called_lead.map(|(s, _)| s)
    }

    /// The calls a player on turn may make regularly: pass, the
    /// declarations higher than the last (none if he is debarred), and
    /// double or redouble as Law 54 allows. The dealer's first call must
    /// be a declaration (Law 42).
    pub fn legal_calls(&self) -> Vec<AuctionCall> {
        let Some(seat) = self.turn() else {
            return Vec::new();
        };
        if self.pending().is_some() {
            return Vec::new();
        }
        // Room for every call at once (a pass, the 42 declarations, a
        // double, a redouble): one allocation, not a vector grown by steps.
        let mut out = Vec::with_capacity(45);
        if self.standing.last.is_some() {
            out.push(AuctionCall::Pass);
        }
        if !self.is_debarred(seat) {
            let last = self.standing.last.map(|(d, _, _)| d);
            out.extend(
                Declaration::all()
                    .filter(|d| last.is_none_or(|l| d.is_higher_than(l)))
                    .map(AuctionCall::Declare),
            );
        }
        let doubling = !self.is_debarred_from_doubling(seat);
        if doubling && self.standing.may_double(seat) {
            out.push(AuctionCall::Double);
        }
        if doubling && self.standing.may_redouble(seat) {
            out.push(AuctionCall::Redouble);
        }
        out
    }

    /// Applies one event. Every check comes before the first change, so on
    /// error the state is as it was.
    pub(crate) fn apply(&mut self, event: &AuctionBridgeEvent) -> Result<(), AuctionBridgeError> {
        match *event {
            AuctionBridgeEvent::Call { seat, call } => self.on_call(seat, call),
            AuctionBridgeEvent::Correct { seat, call } => self.on_correct(seat, call),
            AuctionBridgeEvent::Alter { seat, call } => self.on_alter(seat, call),
            AuctionBridgeEvent::Elect { seat, option, suit } => self.on_elect(seat, option, suit),
            AuctionBridgeEvent::Inform { seat } => self.on_inform(seat),
            AuctionBridgeEvent::Play { seat, card } => self.on_play(seat, card),
            AuctionBridgeEvent::Result { tricks } => self.on_result(tricks),
            AuctionBridgeEvent::Honours { side, held } => self.on_honours(side, Some(held), None),
            AuctionBridgeEvent::Chicane { side, hands } => self.on_honours(side, None, Some(hands)),
            AuctionBridgeEvent::Expose { seat, card } => self.on_expose(seat, card),
            AuctionBridgeEvent::CallsCard { seat, card } => self.on_calls_card(seat, card),
            AuctionBridgeEvent::CallsAttention { seat } => self.on_calls_attention(seat),
            AuctionBridgeEvent::Refers { seat } => self.on_inform_under(seat, 93),
            AuctionBridgeEvent::AsksFinalDeclaration { seat } => self.on_asks(seat),
            AuctionBridgeEvent::Claims { seat } => self.on_claims(seat),
            AuctionBridgeEvent::Suggests { seat, card } => self.on_suggests(seat, card),
            AuctionBridgeEvent::OmittedToPlay { seat } => self.on_omitted_to_play(seat),
            AuctionBridgeEvent::SurplusCard { seat, trick, card } => {
                self.on_surplus_card(seat, trick, card)
            }
            AuctionBridgeEvent::AsksRevoke { seat } => self.on_asks_revoke(seat),
            AuctionBridgeEvent::AnswersNo { seat } => self.on_answers_no(seat),
            AuctionBridgeEvent::CorrectsRevoke { seat } => self.on_corrects_revoke(seat),
            AuctionBridgeEvent::Touches {
                seat,
                cards,
                arrange,
            } => self.on_touches(seat, cards, arrange),
        }
    }

    /// Records a call and returns its index.
    pub(crate) fn record(&mut self, seat: Seat, call: AuctionCall, status: CallStatus) -> usize {
        self.record.push(CallRecord { seat, call, status });
        self.record.len() - 1
    }

    /// Adds a ruling and returns its index.
    pub(crate) fn rule(&mut self, ruling: Ruling) -> usize {
        self.rulings.push(ruling);
        self.rulings.len() - 1
    }

    /// Makes a call stand: lifts debarments an adversary's bid or double
    /// ends (Law 50), and closes the auction when three pass (Law 45).
    pub(crate) fn stand(&mut self, seat: Seat, call: AuctionCall, index: usize) {
        if let Some(r) = self.record.get_mut(index) {
            if r.call != call {
                r.status = CallStatus::StandsAs { call };
            } else {
                r.status = CallStatus::Stands;
            }
        }
        if !matches!(call, AuctionCall::Pass) {
            for d in &mut self.debarments {
                if d.status == PenaltyStatus::InForce
                    && !d.from_doubling
                    && d.seat.is_opponent(seat)
                {
                    d.status = PenaltyStatus::Lapsed;
                }
            }
        }
        self.standing.push(seat, call, index);
        if self.standing.is_closed() {
            self.close_with_last();
        }
    }

    /// Ends the auction with the last declaration as final.
    fn close_with_last(&mut self) {
        if let Some((declaration, by, index)) = self.standing.last {
            let doubling = self.standing.doubling;
            self.close(declaration, doubling, by, index);
        }
    }

    /// Ends the auction with `declaration`, made by `by` at record `index`,
    /// as final: Law 46 and Case 7 name the declarer.
    pub(crate) fn close(
        &mut self,
        declaration: Declaration,
        doubling: Doubling,
        by: Seat,
        index: usize,
    ) {
        let declarer = self.first_to_name(by.side(), declaration.denomination, index);
        let dealers_one_spade = declaration
            == Declaration {
                odd_tricks: 1,
                denomination: AuctionDenomination::Spades,
            }
            && by == self.dealer
            && self
                .standing
                .calls
                .iter()
                .find(|(_, c, _)| c.declaration().is_some())
                .is_some_and(|&(_, _, i)| i == index);
        let f = FinalDeclaration {
            declaration,
            doubling,
            declarer,
            made_by: by,
            dealers_one_spade,
        };
        for d in &mut self.debarments {
            if d.status == PenaltyStatus::InForce {
                d.status = PenaltyStatus::Spent;
            }
        }
        self.outcome = Some(Outcome::Final(f));
        // The play needs the four hands; with fewer the result is told.
        if let Some(deal) = self
            .deal
            .as_ref()
            .filter(|d| Seat::ALL.iter().all(|&s| d.is_known(s)))
        {
            self.play = Some(BridgePlay::new(f.contract(), deal));
        }
        self.on_final_declaration(f);
    }

    /// Law 46 and Case 7: of `side`, the partner who first named
    /// `denomination` in a standing declaration up to record `upto`.
    fn first_to_name(&self, side: Side, denomination: AuctionDenomination, upto: usize) -> Seat {
        let same = |d: AuctionDenomination| {
            d == denomination
                || (self.options.spades_and_royals_one_suit
                    && d.trump() == Some(crate::card::Suit::Spades)
                    && denomination.trump() == Some(crate::card::Suit::Spades))
        };
        self.standing
            .calls
            .iter()
            .filter(|&&(s, _, i)| s.side() == side && i <= upto)
            .find_map(|&(s, c, _)| c.declaration().filter(|d| same(d.denomination)).map(|_| s))
            .unwrap_or_else(|| self.record.get(upto).map_or(self.dealer, |r| r.seat))
    }

    /// The last standing declaration of `side` before record `before`, with
    /// its maker, record index and the doubling it stood at.
    pub(crate) fn previous_of(
        &self,
        side: Side,
        before: usize,
    ) -> Option<(Declaration, Seat, usize, Doubling)> {
        let mut found = None;
        // Whether the side's declaration is still the last one, so that
        // doubles and redoubles fall on it.
        let mut live = false;
        for &(seat, call, index) in self.standing.calls.iter().filter(|c| c.2 < before) {
            match call {
                AuctionCall::Declare(d) if seat.side() == side => {
                    found = Some((d, seat, index, Doubling::Undoubled));
                    live = true;
                }
                AuctionCall::Declare(_) => live = false,
                AuctionCall::Double if live => {
                    if let Some(f) = found.as_mut() {
                        f.3 = Doubling::Doubled;
                    }
                }
                AuctionCall::Redouble if live => {
                    if let Some(f) = found.as_mut() {
                        f.3 = Doubling::Redoubled;
                    }
                }
                _ => {}
            }
        }
        found
    }
}
