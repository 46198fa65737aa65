//! Contract bridge through the one referee interface ([`Game`]).

use crate::call::Call;
use crate::card::Suit;
use crate::event::Event;
use crate::law::CodeId;
use crate::referee::{Election, Elector, Game, InForce, Obligation, Recorded};
use crate::ruling::{Chooser, LeadPenalty, OptionId, PenaltyKind, Ruling};
use crate::seat::{BySide, Seat, Side};
use crate::table::{EventError, TableSetup};

use super::{ContractBridge, fast_call, fast_play, regular_play};

impl ContractBridge {
    /// The log of a deal whose events were all regular: the calls of its
    /// auction, then the cards of its tricks in the order played.
    fn regular_log(&self) -> Vec<Event> {
        let calls = self.auction().calls();
        let play = self.play();
        let cards = play.map_or(0, |p| p.cards_played());
        let mut log = Vec::with_capacity(calls.len() + cards);
        log.extend(calls.iter().map(|&(seat, call)| Event::call(seat, call)));
        if let Some(play) = play {
            let tricks = play.tricks().iter().map(|(t, _)| t);
            for trick in tricks.chain(core::iter::once(play.current())) {
                log.extend(trick.cards().map(|(seat, card)| Event::Play { seat, card }));
            }
        }
        log
    }

    /// An event through the full referee, on a copy of the state.
    #[inline(never)]
    fn apply_in_full(&mut self, event: &Event) -> Result<Recorded<Event>, EventError> {
        // A call said again by the player who has just made it: the state
        // stays as it was, the table notes it (decision 173).
        if let Some(note) = self.repetition(event) {
            let before = self.is_regular().then(|| self.regular_log());
            self.materialize();
            return Ok(Recorded::Noted { note, before });
        }
        if !self.is_regular() {
            // In place: on an error the table restores the state from its
            // checkpoint and its log (`Table::apply`).
            self.apply_slow(event)?;
            return Ok(Recorded::Stored);
        }
        // The first event outside the regular path: the table holds no log
        // yet to restore from, so the change is tried on a copy (of a
        // regular deal: at most its calls and cards).
        let mut next = self.clone();
        next.apply_slow(event)?;
        let before = self.regular_log();
        *self = next;
        Ok(Recorded::StoredAfter(before))
    }

    /// The defenders, once there is a contract.
    fn defenders(&self) -> Option<Side> {
        self.contract().map(|c| c.declarer.side().opponents())
    }
}

/// The seats of a chooser (the director has none).
pub(crate) fn electors(chooser: Chooser, defenders: Option<Side>) -> Vec<Elector> {
    match chooser {
        Chooser::Seat(s) => vec![Elector::Seat(s)],
        Chooser::Director => vec![Elector::Director],
        Chooser::Defenders => defenders
            .map(|side| side.seats().into_iter().map(Elector::Seat).collect())
            .unwrap_or_default(),
        Chooser::Adversaries(side) => side.seats().into_iter().map(Elector::Seat).collect(),
    }
}

/// The refusal of every event at a contract-bridge table set up under a
/// code of another game (its `regular` flag is off, so the plain paths
/// come here too).
fn not_contract_bridge(code: CodeId) -> EventError {
    let game = match code {
        CodeId::AuctionBridge => "AuctionBridge",
        CodeId::BridgeWhist => "BridgeWhist",
        _ => "Euchre",
    };
    EventError::NotContractBridge { code, game }
}

impl Game for ContractBridge {
    type Setup = TableSetup;
    type Event = Event;
    type Error = EventError;

    fn from_setup(setup: &TableSetup) -> ContractBridge {
        let mut state = ContractBridge::new(setup.dealer, setup.deal);
        state.set_code(setup.code);
        // A code of another game is refused at the first event
        // (`Game::apply`), the plain paths included.
        state.regular &= setup.code.is_contract_bridge();
        state.set_vulnerability(setup.vulnerability);
        state
    }

    fn reset_to(&mut self, setup: &TableSetup) {
        self.reset_in_place(setup.dealer, setup.deal);
        self.set_code(setup.code);
        self.regular &= setup.code.is_contract_bridge();
        self.set_vulnerability(setup.vulnerability);
    }

    fn code(&self) -> CodeId {
        ContractBridge::code(self)
    }

    /// A regular call or card takes the engine's plain path, inlined; any
    /// other event the full referee, on a copy of the state.
    #[inline]
    fn apply(&mut self, event: &Event) -> Result<Recorded<Event>, EventError> {
        if !self.code.is_contract_bridge() {
            return Err(not_contract_bridge(self.code));
        }
        let fast = match event {
            Event::Call {
                seat,
                call,
                annotation,
            } => annotation.is_empty() && fast_call(self, *seat, *call),
            Event::Play { seat, card } => {
                regular_play(self, *seat, *card) || fast_play(self, *seat, *card)
            }
            _ => false,
        };
        if fast {
            return Ok(if self.is_regular() {
                Recorded::Derived
            } else {
                Recorded::Stored
            });
        }
        self.apply_in_full(event)
    }

    fn derived_log(&self) -> Option<Vec<Event>> {
        self.is_regular().then(|| self.regular_log())
    }

    fn derives_log(&self) -> bool {
        self.is_regular()
    }

    /// The records a copy clones one by one, eight to an event's work (a
    /// request for a review at a long table applies in about the time
    /// eight of its records take to copy): the checkpoints of a deal of
    /// `n` such events are then about `n / 4` apart, as far as the copies
    /// cost a bounded share of each event.
    fn copy_cost(&self) -> usize {
        (self.records.calls.len()
            + self.records.rulings.len()
            + self.records.reviews.len()
            + self.records.penalties.len())
            / 8
    }

    fn derived_len(&self) -> usize {
        if !self.is_regular() {
            return 0;
        }
        self.auction().calls().len() + self.play().map_or(0, |p| p.cards_played())
    }

    /// A card played once the auction is closed, with nothing pending, is
    /// refused before anything changes (not held, no play); so are
    /// designations of dummy's card, requests for
    /// a review and explanations.
    fn refuses_cleanly(&self, event: &Event) -> bool {
        match event {
            // A card while a ruling waits may settle it before the card
            // itself is refused (duplicate 52B1(b), 53A): restored then.
            Event::Play { .. } => self.is_closed() && self.pending.is_none(),
            // Law 46: every refusal (a ruling pending, not dummy's turn,
            // words not understood) comes before the ruling; the card it
            // resolves to is dummy's, to play at dummy's turn.
            Event::Designate { .. } => true,
            Event::Review { .. }
            | Event::Explain { .. }
            | Event::AsksExplanation { .. }
            | Event::DrawsAttention { .. }
            | Event::Misinformed { .. } => true,
            _ => false,
        }
    }

    fn dealer(&self) -> Seat {
        ContractBridge::dealer(self)
    }

    fn rulings(&self) -> &[Ruling] {
        ContractBridge::rulings(self)
    }

    fn pending(&self) -> Option<(usize, &Ruling)> {
        ContractBridge::pending(self)
    }

    fn elections(&self) -> Vec<Election> {
        ContractBridge::elections(self)
    }

    /// Either defender: both seats of the side defending the contract.
    fn choosers(&self, chooser: Chooser) -> Vec<Elector> {
        electors(chooser, self.defenders())
    }

    fn election(
        &self,
        seat: Option<Seat>,
        option: OptionId,
        call: Option<Call>,
        suit: Option<Suit>,
    ) -> Event {
        Event::Elect {
            seat,
            option,
            call,
            suit,
            also: Vec::new(),
        }
    }

    /// Declarer prohibits the lead of one or more suits (duplicate Law
    /// 51B2(b)): the first is the election's suit, the rest go with it.
    fn election_of_suits(&self, seat: Option<Seat>, option: OptionId, suits: &[Suit]) -> Event {
        Event::Elect {
            seat,
            option,
            call: None,
            suit: suits.first().copied(),
            also: suits.iter().skip(1).copied().collect(),
        }
    }

    /// The seat to call, or whose card is to be played next (declarer
    /// plays dummy's cards, but the turn is dummy's).
    fn turn(&self) -> Option<Seat> {
        if let Some((seat, _)) = self.pending_card() {
            return Some(seat);
        }
        match self.play() {
            Some(_) if self.claim_settled() => None,
            Some(play) => play.turn(),
            None => ContractBridge::turn(self),
        }
    }

    fn legal_actions(&self) -> Vec<Event> {
        if self.pending().is_some() {
            if let Some((seat, cards)) = self.pending_card() {
                return cards
                    .iter()
                    .map(|card| Event::Play { seat, card })
                    .collect();
            }
            if let Some(tricks) = self.claim_awardable() {
                return (0..=tricks)
                    .map(|tricks| Event::Finding(crate::Finding::ClaimTricks { tricks }))
                    .collect();
            }
            return crate::referee::election_events(self, &self.elections());
        }
        if let Some(play) = self.play() {
            if self.claim_settled() {
                return Vec::new();
            }
            return match play.turn() {
                Some(seat) if !play.is_over() => play
                    .legal_plays()
                    .iter()
                    .map(|card| Event::Play { seat, card })
                    .collect(),
                _ => Vec::new(),
            };
        }
        match ContractBridge::turn(self) {
            Some(seat) => self
                .legal_calls()
                .iter()
                .map(|call| Event::call(seat, call))
                .collect(),
            None => Vec::new(),
        }
    }

    /// Passed out, the play over, or the auction closed with no deal to
    /// play, and no ruling awaiting an election (a call made after the
    /// last trick is still ruled on).
    fn is_over(&self) -> bool {
        if !self.is_closed() || self.pending().is_some() {
            return false;
        }
        self.play().is_none() || self.play_finished()
    }

    /// The tricks after rectification once the play is finished (Laws 64,
    /// 69-71); the tricks won so far while it goes on.
    fn tricks(&self) -> Option<BySide<u8>> {
        match ContractBridge::tricks(self) {
            Some(t) => Some(t.total),
            None => self.play().map(|p| p.won()),
        }
    }

    /// The duplicate score (Law 77) under a duplicate edition, an assigned
    /// adjusted score in place of the score obtained in play (Law 12C1(a);
    /// none for an artificial one); the rubber points of the deal under the
    /// rubber code.
    fn points(&self) -> Option<BySide<i32>> {
        if self.code().is_duplicate() {
            let score = match self.adjusted() {
                Some(_) => self.assigned_score()?,
                None => self.duplicate_score()?,
            };
            Some(BySide([
                score.score_for(Side::NorthSouth),
                score.score_for(Side::EastWest),
            ]))
        } else {
            self.rubber_totals()
        }
    }

    fn in_force(&self) -> Vec<InForce> {
        let mut out: Vec<InForce> = self
            .penalties_in_force()
            .map(|p| {
                let obligation = match &p.kind {
                    PenaltyKind::PassNextTurn => Obligation::PassNextTurn,
                    PenaltyKind::PassWhenever => Obligation::PassWhenever,
                    PenaltyKind::NoDoubleOrRedoubleNextTurn => {
                        Obligation::NoDoubleOrRedoubleNextTurn
                    }
                    PenaltyKind::NoDoubleOrRedoubleOf { bid, .. } => {
                        Obligation::NoDoubleOrRedoubleOf { call: bid + 1 }
                    }
                    PenaltyKind::Repeat { call } => Obligation::Repeat { call: *call },
                    PenaltyKind::Lead(lead) => Obligation::LeadPenalty {
                        suits: match lead {
                            LeadPenalty::RequireOrProhibit { suits }
                            | LeadPenalty::RequireOrProhibitUnlessSpecified { suits } => {
                                suits.clone()
                            }
                            LeadPenalty::ProhibitAnyOne
                            | LeadPenalty::ProhibitAnyOneNotSpecified => Vec::new(),
                        },
                    },
                    PenaltyKind::PenaltyCards { cards } => Obligation::PenaltyCards {
                        cards: cards.clone(),
                    },
                };
                InForce {
                    seat: p.seat,
                    obligation,
                    law: p.law,
                    ruling: Some(p.ruling),
                    text: p.describe(),
                }
            })
            .collect();
        if let Some(play) = self.play() {
            // The lead restriction's law is that of the ruling whose
            // election set it (Law 26, or 50D2 / 51B2 for penalty cards).
            let lead = self
                .records
                .rulings
                .iter()
                .rev()
                .find(|r| {
                    matches!(
                        r.chosen,
                        Some(OptionId::RequireLead | OptionId::ProhibitLead)
                    )
                })
                .map_or_else(
                    || self.laws().cite(26, ""),
                    // A ruling of the rubber code in the 2007 edition's
                    // words cites that edition; the obligation cites the
                    // table's own code, as its other obligations do.
                    |r| {
                        if r.law.code == self.code {
                            r.law
                        } else {
                            self.laws().cite(r.law.law, "")
                        }
                    },
                );
            out.extend(play.in_force(lead, self.laws().cite(50, "")));
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_call_after_the_last_trick_keeps_the_deal_open_until_ruled_on() {
        let mut t = crate::Table::with_setup(TableSetup {
            code: CodeId::Rubber,
            dealer: Seat::North,
            deal: Some(
                "N:KT8.A96.A95.7542 Q5.KJ52.KQ874.T8 AJ92.874.JT6.AQ3 7643.QT3.32.KJ96"
                    .parse()
                    .unwrap(),
            ),
            vulnerability: Default::default(),
        });
        for call in ["1NT", "P", "3NT", "P", "P", "P"] {
            let seat = Game::turn(&*t).unwrap();
            t.apply(Event::call(seat, call.parse().unwrap())).unwrap();
        }
        while !t.is_over() {
            let action = t.legal_actions().into_iter().next().unwrap();
            t.apply(action).unwrap();
        }
        assert!(t.points().is_some());
        // A defender doubles after the last trick: ruled on (inadmissible).
        t.apply(Event::call(Seat::East, Call::Double)).unwrap();
        assert!(t.pending().is_some());
        assert!(!t.is_over(), "a ruling awaits an election");
        assert!(!t.legal_actions().is_empty());
    }
}
