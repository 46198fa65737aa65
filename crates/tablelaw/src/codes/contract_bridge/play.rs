//! The play of the hand under the rubber code, and the auction's penalties
//! carried into it: the lead penalties of Law 26.
//!
//! Declarer "makes the decision at the time that offender's partner first
//! has the lead (including the opening lead)" (Law 26, footnote): the engine
//! asks him then, and enforces what he chose as a restriction on the lead.
//! A prohibition lasts "for as long as offender's partner retains the lead".

use crate::card::{Card, CardSet, Suit, Suits};
use crate::law::Citation;
use crate::play::{BridgePlay, LeadRestriction, PlayIrregularity};
use crate::ruling::{Chooser, LeadPenalty, OptionId, PenaltyKind, PenaltyStatus, Ruling, option};
use crate::seat::Seat;
use crate::table::EventError;

use super::{ContractBridge, Pending};

/// The regular path of the play while every event so far was regular: a
/// legal card from the hand on turn (rubber Laws 44-45). Returns `false`,
/// untouched, otherwise.
///
/// While every event was regular no penalty was ever imposed and no card
/// exposed, so at a new lead neither Law 26 nor Law 50 has anything to
/// offer declarer, and nothing is recorded but the card in the play: the
/// log follows from the tricks (see `Table::log`).
#[inline(always)]
pub(crate) fn regular_play(state: &mut ContractBridge, seat: Seat, card: Card) -> bool {
    if !state.regular || state.pending.is_some() {
        return false;
    }
    match state.play.as_mut() {
        Some(play) => play.play_from(seat, card),
        None => false,
    }
}

/// The regular path of the play once something irregular has happened: a
/// legal card from the hand on turn, nothing pending, no penalty card on
/// the table. Returns `false`, untouched, otherwise.
pub(crate) fn fast_play(state: &mut ContractBridge, seat: Seat, card: Card) -> bool {
    if state.regular || state.pending.is_some() || state.play_encumbered() {
        return false;
    }
    let Some(play) = state.play.as_mut() else {
        return false;
    };
    if !play.penalty_cards().is_empty() || play.due().is_some() || !play.faced().is_empty() {
        return false;
    }
    let tricks = play.tricks().len();
    if !play.play_from(seat, card) {
        return false;
    }
    if play.tricks().len() > tricks {
        state.trick_quitted();
    }
    true
}

impl ContractBridge {
    /// The play of the hand, once the auction has closed with a contract and
    /// the deal is known.
    pub fn play(&self) -> Option<&BridgePlay> {
        self.play.as_ref()
    }

    /// Starts the play at the close of the auction.
    pub(super) fn start_play(&mut self) {
        let (Some(contract), Some(deal)) = (self.auction.contract(), self.deal.as_ref()) else {
            return;
        };
        if Seat::ALL.iter().all(|&s| deal.is_known(s)) {
            self.play = Some(BridgePlay::new(contract, deal));
            self.offer_penalty_cards();
            if self.pending.is_none() {
                self.offer_lead_penalty();
            }
        }
    }

    pub(super) fn on_play(&mut self, seat: Seat, card: Card) -> Result<(), EventError> {
        if !self.closed {
            // A card led during the auction is a card exposed (Law 23).
            return self.on_expose(seat, &[card], true);
        }
        if let Some(Pending::Designation { .. }) = self.pending {
            return self.designated(seat, card);
        }
        let Some(play) = self.play.as_ref() else {
            return Err(if self.auction.contract().is_none() {
                EventError::NoPlay {
                    why: "the deal was passed out".to_owned(),
                }
            } else {
                EventError::NoPlay {
                    why: "the deal is not known: give it with a `deal` line".to_owned(),
                }
            });
        };
        if play.is_over() {
            return Err(EventError::NoPlay {
                why: "all thirteen tricks have been played".to_owned(),
            });
        }
        if self.claim_settled() {
            return Err(EventError::NoPlay {
                why: "the claim or concession settled the tricks not played (69A, 70)".to_owned(),
            });
        }
        if !play.hand(seat).contains(card) {
            return Err(EventError::CardNotHeld { seat, card });
        }
        if self.pending.is_some() {
            return self.play_while_pending(seat, card);
        }
        if self.held_lead == Some((seat, card)) {
            return Err(EventError::CardAlreadyExposed { card });
        }
        if let Some((leader, made)) = self.face_down {
            if seat == leader && card != made {
                return Err(EventError::NotNow {
                    why: format!(
                        "the opening lead was made face down with {made:#}: it may not be changed (Law 41A)"
                    ),
                });
            }
            if seat == leader {
                // The face-down lead is faced.
                self.face_down = None;
            }
        }
        let turn = play.turn();
        if turn != Some(seat) {
            return self.out_of_turn(seat, card);
        }
        if self.penalty_card_due(seat, card) {
            return self.penalty_card_not_played(seat, card);
        }
        self.play_in_turn(seat, card);
        Ok(())
    }

    /// A card from the hand on turn, nothing pending: played to the trick,
    /// and what was irregular about it ruled on.
    pub(super) fn play_in_turn(&mut self, seat: Seat, card: Card) {
        let Some(play) = self.play.as_mut() else {
            return;
        };
        if play.current().is_empty() {
            // Declarer leads from the correct hand: Law 60B no longer applies.
            self.retracted_lead = false;
        }
        let tricks_before = play.tricks().len();
        let restriction = play.restriction();
        let constraint = play.play_restriction();
        let led = play.current().led().map(|c| c.suit);
        // The play as it stood, kept for the correction of a revoke (62B).
        let before = (!play.legal_plays().contains(card)).then(|| Box::new(play.clone()));
        let irregularity = play.play(seat, card);
        let trick_done = play.tricks().len() > tricks_before;
        match (irregularity, before) {
            (
                Some(
                    i @ (PlayIrregularity::Revoke
                    | PlayIrregularity::BreaksPlayRestriction
                    | PlayIrregularity::BreaksLeadRestriction),
                ),
                Some(before),
            ) => {
                let what = match i {
                    PlayIrregularity::BreaksPlayRestriction => {
                        constraint.map_or("none".to_owned(), |c| c.describe(led))
                    }
                    _ => describe_restriction(restriction),
                };
                self.record_revoke(seat, card, i, before, what);
            }
            (Some(_), _) => {
                let what = format!(
                    "{} led {card} in breach of the lead restriction declarer chose ({}): the card stands as played",
                    seat.name(),
                    describe_restriction(restriction)
                );
                self.rule(Ruling::new(
                    Citation::new(self.code, 26, ""),
                    Some(seat),
                    what,
                ));
            }
            _ => {}
        }
        if trick_done {
            self.trick_quitted();
        }
        self.check_penalty_card_choice();
    }

    /// Law 26: when the offender's partner first has the lead, declarer
    /// chooses among the lead penalties in force against him; Law 50(b):
    /// whenever a defender whose partner has a penalty card gains the lead,
    /// declarer may require or forbid the lead of that card's suit.
    pub(super) fn offer_lead_penalty(&mut self) {
        let Some(play) = self.play.as_ref() else {
            return;
        };
        if self.records.penalties.is_empty() && play.penalty_cards().is_empty() {
            return;
        }
        let Some(leader) = play.turn() else { return };
        if !play.current().is_empty() {
            return;
        }
        let declarer = play.contract().declarer;
        let owed = self.owed(|p| p.seat == leader && matches!(p.kind, PenaltyKind::Lead(_)));
        let cards = self.partners_penalty_suits(leader);
        if owed.is_empty() && cards.is_empty() {
            return;
        }
        let (mut named, prohibit, any) = self.lead_choices(&owed);
        if named.is_empty() && prohibit.is_empty() && !any && cards.is_empty() {
            // The law leaves nothing to choose (duplicate 26: every suit it
            // could reach was specified by the offender in the legal auction).
            for &i in &owed {
                self.records.penalties[i].status = PenaltyStatus::Lapsed;
            }
            return;
        }
        for s in &cards {
            if !named.contains(s) {
                named.push(*s);
            }
        }
        let list: Vec<&str> = named.iter().map(|s| s.name()).collect();
        let mut options = Vec::new();
        if !named.is_empty() {
            options.push(option(
                OptionId::RequireLead,
                format!("require {} to lead {}", leader.name(), list.join(" or ")),
            ));
        }
        let prohibit = if any {
            "any one suit declarer names (26(b))".to_owned()
        } else if !prohibit.is_empty() {
            let mut all = named.clone();
            all.extend(prohibit.iter().copied().filter(|s| !named.contains(s)));
            let names: Vec<&str> = all.iter().map(|s| s.name()).collect();
            format!(
                "any one of {} (suits his partner did not specify in the legal auction, or a penalty card's)",
                names.join(", ")
            )
        } else {
            list.join(" or ")
        };
        // Law 51B2(b): with penalty cards in more than one suit, declarer
        // may prohibit one or more of their suits at once.
        let several = self.prohibits_several(leader, &owed);
        options.push(option(
            OptionId::ProhibitLead,
            if several {
                format!(
                    "prohibit {} from leading one or more of {} (each suit declarer names), for as long as he retains the lead; {} picks up every penalty card of each suit prohibited (51B2(b))",
                    leader.name(),
                    list.join(", "),
                    leader.partner().name()
                )
            } else {
                format!(
                    "prohibit {} from leading {prohibit}, for as long as he retains the lead",
                    leader.name()
                )
            },
        ));
        // Law 51B2(c), new in 2017: with penalty cards in more than one
        // suit, declarer may decline, and the penalty cards stay.
        if !several || self.play_laws().may_decline_penalty_card_suits() {
            options.push(option(
                OptionId::NoLeadRestriction,
                if several {
                    format!(
                        "{} leads any card, and the penalty cards stay on the table (51B2(c))",
                        leader.name()
                    )
                } else {
                    format!("{} leads any card", leader.name())
                },
            ));
        }
        let mut laws: Vec<String> = owed
            .iter()
            .map(|&i| self.records.penalties[i].law.path())
            .collect();
        let mut text = String::new();
        if !owed.is_empty() {
            text = format!(
                "{} has the lead for the first time since the auction: declarer decides the lead penalty now (Law {})",
                leader.name(),
                laws.join(", ")
            );
        }
        if !cards.is_empty() {
            laws.push(self.laws().cite(50, "(b)").path());
            if !text.is_empty() {
                text.push_str("; ");
            }
            text.push_str(&format!(
                "{}'s partner has penalty cards on the table: declarer may require or prohibit the lead of a penalty card's suit, and the penalty cards of that suit are then picked up; otherwise they remain penalty cards",
                leader.name()
            ));
        }
        let law = if several {
            self.play_laws().cite(51, "B2")
        } else if owed.is_empty() {
            self.laws().cite(50, "(b)")
        } else {
            Citation::new(self.code, 26, "")
        };
        let mut r = Ruling::new(law, None, text).choice(Chooser::Seat(declarer), options);
        if several && let Some(note) = self.play_laws().borrowed(51) {
            r.notes.push(note);
        }
        if several && let Some(note) = self.play_laws().several_suits_prohibited() {
            r.notes.push(note.to_owned());
        }
        let ruling = self.rule(r);
        self.pending = Some(Pending::LeadPenalty {
            ruling,
            leader,
            owed,
        });
    }

    /// The suits of the penalty cards of `leader`'s partner (Law 50(b)).
    fn partners_penalty_suits(&self, leader: Seat) -> Vec<Suit> {
        let Some(play) = self.play.as_ref() else {
            return Vec::new();
        };
        // Law 50C: a minor penalty card puts no restriction on partner's lead.
        let theirs = play
            .penalty_cards()
            .difference(play.minor_penalty_cards())
            .intersection(play.hand(leader.partner()));
        Suit::ALL
            .into_iter()
            .rev()
            .filter(|&s| !theirs.suit(s).is_empty())
            .collect()
    }

    /// The suits declarer may require (rubber 26(a), 2007 26A), the suits he
    /// may prohibit besides (2017 26B: those the offender did not specify),
    /// and whether he may prohibit any suit (rubber 26(b), 2007 26B).
    fn lead_choices(&self, owed: &[usize]) -> (Vec<Suit>, Vec<Suit>, bool) {
        let mut named = Vec::new();
        let mut prohibit = Vec::new();
        let mut any = false;
        for &i in owed {
            let offender = self.records.penalties[i].seat.partner();
            match &self.records.penalties[i].kind {
                PenaltyKind::Lead(LeadPenalty::RequireOrProhibit { suits }) => {
                    for s in suits {
                        if !named.contains(s) {
                            named.push(*s);
                        }
                    }
                }
                PenaltyKind::Lead(LeadPenalty::RequireOrProhibitUnlessSpecified { suits }) => {
                    let specified = self.specified_by(offender);
                    if !suits.iter().all(|s| specified.contains(s)) {
                        for s in suits {
                            if !named.contains(s) {
                                named.push(*s);
                            }
                        }
                    }
                }
                PenaltyKind::Lead(LeadPenalty::ProhibitAnyOne) => any = true,
                PenaltyKind::Lead(LeadPenalty::ProhibitAnyOneNotSpecified) => {
                    let specified = self.specified_by(offender);
                    for s in Suit::ALL.into_iter().rev() {
                        if !specified.contains(&s) && !prohibit.contains(&s) {
                            prohibit.push(s);
                        }
                    }
                }
                _ => {}
            }
        }
        (named, prohibit, any)
    }

    /// The suits `seat` specified in the legal auction: the suits of his
    /// bids that stand, or the suits an artificial call related to.
    fn specified_by(&self, seat: Seat) -> Vec<Suit> {
        let mut suits = Vec::new();
        for &i in &self.records.standing {
            let rec = &self.records.calls[i];
            if rec.seat != seat {
                continue;
            }
            if !rec.annotation.relates_to.is_empty() {
                suits.extend(rec.annotation.relates_to.iter().copied());
            } else if let Some(s) = rec.call.bid().and_then(|b| b.denomination.suit()) {
                suits.push(s);
            }
        }
        suits
    }

    /// The suits declarer may require `leader` to lead, and those he may
    /// prohibit, under the lead penalties `owed` (Law 26) and the penalty
    /// cards of `leader`'s partner (Law 50(b)), from spades down.
    pub(super) fn lead_suits(&self, leader: Seat, owed: &[usize]) -> (Vec<Suit>, Vec<Suit>) {
        let (mut named, prohibit, any) = self.lead_choices(owed);
        named.extend(self.partners_penalty_suits(leader));
        let from_spades = |reached: &dyn Fn(Suit) -> bool| -> Vec<Suit> {
            Suit::ALL
                .into_iter()
                .rev()
                .filter(|&s| reached(s))
                .collect()
        };
        (
            from_spades(&|s| named.contains(&s)),
            from_spades(&|s| any || named.contains(&s) || prohibit.contains(&s)),
        )
    }

    /// Whether declarer, on `leader`'s lead under the lead penalties
    /// `owed`, may prohibit one or more suits at once: his partner has
    /// penalty cards in more than one suit, and no Law 26 penalty is owed
    /// (duplicate Law 51B2(b)).
    pub(super) fn prohibits_several(&self, leader: Seat, owed: &[usize]) -> bool {
        owed.is_empty() && self.partners_penalty_suits(leader).len() > 1
    }

    /// Declarer's election of a lead penalty: `suit`, and under Law
    /// 51B2(b) the further suits `also` he prohibits with it.
    pub(super) fn elect_lead_penalty(
        &mut self,
        choice: OptionId,
        suit: Option<Suit>,
        also: &[Suit],
    ) -> Result<(), EventError> {
        let Some(Pending::LeadPenalty {
            ruling,
            leader,
            owed,
        }) = self.pending.clone()
        else {
            return Err(EventError::NoPending);
        };
        let (require, prohibit) = self.lead_suits(leader, &owed);
        let cards = self.partners_penalty_suits(leader);
        // Law 51B2(b): one or more of the penalty cards' suits, each named
        // once.
        let mut suits = suit.map(Suits::one).unwrap_or_default();
        if !also.is_empty() {
            if !self.prohibits_several(leader, &owed) {
                return Err(EventError::OneSuitOnly);
            }
            for &s in also {
                if !cards.contains(&s) {
                    return Err(EventError::SuitNotOffered { suit: s });
                }
                if !suits.insert(s) {
                    return Err(EventError::SuitTwice { suit: s });
                }
            }
        }
        let restriction = match (choice, suit) {
            (OptionId::NoLeadRestriction, _) => None,
            (OptionId::RequireLead | OptionId::ProhibitLead, None) => {
                return Err(EventError::SuitNeeded { option: choice });
            }
            (OptionId::RequireLead, Some(s)) if require.contains(&s) => {
                Some(LeadRestriction::Require {
                    seat: leader,
                    suit: s,
                })
            }
            (OptionId::ProhibitLead, Some(s)) if prohibit.contains(&s) => {
                Some(LeadRestriction::Prohibit {
                    seat: leader,
                    suits,
                })
            }
            (OptionId::RequireLead | OptionId::ProhibitLead, Some(s)) => {
                return Err(EventError::SuitNotOffered { suit: s });
            }
            (other, _) => {
                return Err(EventError::NotAnOption {
                    option: other,
                    offered: vec![
                        OptionId::RequireLead,
                        OptionId::ProhibitLead,
                        OptionId::NoLeadRestriction,
                    ],
                });
            }
        };
        self.pending = None;
        self.records.rulings[ruling].chosen = Some(choice);
        if let Some(r) = restriction {
            self.records.rulings[ruling]
                .notes
                .push(format!("declarer chose: {}", describe_restriction(Some(r))));
        }
        for i in owed {
            self.records.penalties[i].status = PenaltyStatus::Spent;
        }
        let mut two_in_one = false;
        if let Some(play) = self.play.as_mut() {
            play.set_restriction(restriction);
            // Law 50(b): either choice on a penalty card's suit picks the
            // card up; under 51B2(b) every penalty card of every suit
            // prohibited.
            let mut picked = CardSet::EMPTY;
            if matches!(choice, OptionId::RequireLead | OptionId::ProhibitLead) {
                let theirs = play
                    .penalty_cards()
                    .difference(play.minor_penalty_cards())
                    .intersection(play.hand(leader.partner()));
                for s in suits.iter().filter(|s| cards.contains(s)) {
                    picked = picked.union(theirs.suit(s));
                }
            }
            // 51B1: two or more penalty cards in the one suit named.
            two_in_one = also.is_empty() && suit.is_some_and(|s| picked.suit(s).len() >= 2);
            if !picked.is_empty() {
                play.pick_up(picked);
                self.records.rulings[ruling].notes.push(format!(
                    "{} picked up: a penalty card no longer",
                    super::designate::list_cards(picked)
                ));
                if self.play_laws().minor_penalty_cards() {
                    let law = self.play_laws().cite(50, "E2");
                    for card in picked.iter() {
                        self.records.withdrawn.push(super::WithdrawnCard {
                            seat: leader.partner(),
                            card,
                            to: leader.side(),
                            law,
                        });
                    }
                }
            }
        }
        if two_in_one {
            let sub = if choice == OptionId::RequireLead {
                "B1(a)"
            } else {
                "B1(b)"
            };
            let laws = self.play_laws();
            for c in [laws.cite(51, "B1"), laws.cite(51, sub)] {
                if c.in_code() {
                    self.records.rulings[ruling].cite_also(c);
                }
            }
        }
        self.check_penalty_card_choice();
        Ok(())
    }
}

fn describe_restriction(r: Option<LeadRestriction>) -> String {
    match r {
        Some(LeadRestriction::Require { seat, suit }) => {
            format!("{} must lead {}", seat.name(), suit.name())
        }
        Some(LeadRestriction::Prohibit { seat, suits }) => {
            format!(
                "{} may not lead {} while he retains the lead",
                seat.name(),
                suits.names()
            )
        }
        None => "none".to_owned(),
    }
}
