//! Review and explanation (rubber Law 20), cards exposed during the auction
//! (Law 23) and the director's finding under Law 23(c).

use crate::call::Call;
use crate::card::Card;
use crate::event::Finding;
use crate::law::Citation;
use crate::ruling::{PenaltyKind, Ruling};
use crate::seat::Seat;
use crate::table::EventError;

use super::{ContractBridge, Explanation, Pending, Review};

impl ContractBridge {
    /// Law 20: a restatement of the auction is due at the asker's own turn
    /// (unless he must pass), or after the final pass to declarer before he
    /// plays and to either defender at his first turn to play.
    pub(super) fn on_review(&mut self, seat: Seat) {
        if self.closed && self.play.is_some() && self.play_laws().review_in_play_by_law_41() {
            self.review_in_play(seat);
            return;
        }
        let (entitled, clause, why) = if !self.closed {
            let at_turn = self.auction.turn() == seat;
            let must_pass = self.obligation(seat).must_pass.is_some();
            let why = if !at_turn {
                "not at his own turn to call"
            } else if must_pass {
                "he is required by law to pass"
            } else {
                "at his own turn to call"
            };
            (at_turn && !must_pass, "", why)
        } else {
            match self.auction.contract() {
                Some(c) if c.declarer == seat => (true, "", "declarer, before making any play"),
                Some(c) if c.declarer.is_opponent(seat) => {
                    (true, "", "a defender, at his first turn to play")
                }
                Some(_) => (
                    false,
                    "",
                    "dummy may not require a restatement after the final pass",
                ),
                None => (false, "", "the deal was passed out"),
            }
        };
        let after_calls = self.records.calls.len();
        self.records.reviews.push(Review {
            seat,
            entitled,
            after_calls,
        });
        let text = if entitled {
            format!(
                "{} requires a restatement of the auction in its entirety ({why}); an opponent responds",
                seat.name()
            )
        } else {
            format!(
                "{} asked for a restatement of the auction, which Law 20 does not give him now ({why})",
                seat.name()
            )
        };
        self.rule(Ruling::new(self.laws().cite(20, clause), Some(seat), text));
    }

    /// Duplicate Law 41B: declarer or either defender may require a review
    /// of the auction at his first turn to play a card, the right expiring
    /// when he plays one; dummy may not. 41C: after that, at his own turn
    /// to play, he is told the contract and whether, not by whom, it was
    /// doubled or redoubled.
    fn review_in_play(&mut self, seat: Seat) {
        let Some(play) = self.play.as_ref() else {
            return;
        };
        let contract = *play.contract();
        let declarer = contract.declarer;
        let dummy = declarer.partner();
        // Declarer's first turn to play is from dummy, unless he accepted an
        // opening lead out of turn (41B, footnote 10): his right expires when
        // he plays from either hand.
        let hands = if seat == declarer {
            [declarer, dummy]
        } else {
            [seat, seat]
        };
        let played = play.record().iter().any(|p| hands.contains(&p.seat));
        let own_turn = play
            .turn()
            .is_some_and(|t| t == seat || (seat == declarer && t == dummy));
        let laws = self.play_laws();
        let (law, entitled, text) = if seat == dummy {
            (
                laws.cite(41, "B"),
                false,
                format!(
                    "{} (dummy) asked for a review of the auction: after the opening lead only declarer and the defenders may require one (41B)",
                    seat.name()
                ),
            )
        } else if !played {
            (
                laws.cite(41, "B"),
                true,
                format!(
                    "{} requires a review of the auction at his first turn to play (41B); the right expires when he plays a card",
                    seat.name()
                ),
            )
        } else {
            let doubled = match contract.doubling {
                crate::auction::Doubling::Undoubled => "undoubled",
                crate::auction::Doubling::Doubled => "doubled",
                crate::auction::Doubling::Redoubled => "redoubled",
            };
            let told = if own_turn {
                format!(
                    "at his own turn to play he is told the contract, {} {doubled} (and not by whom it was doubled or redoubled)",
                    contract.bid
                )
            } else {
                "he may be told the contract and whether it was doubled or redoubled only at his own turn to play".to_owned()
            };
            (
                laws.cite(41, "C"),
                own_turn,
                format!(
                    "{} asked for a review of the auction, too late: the right expired when he played a card (41B); {told} (41C)",
                    seat.name()
                ),
            )
        };
        let after_calls = self.records.calls.len();
        self.records.reviews.push(Review {
            seat,
            entitled,
            after_calls,
        });
        let mut r = Ruling::new(law, Some(seat).filter(|_| !entitled), text);
        if law.clause == "C" {
            r.cite_also(laws.cite(41, "B"));
        }
        self.rule(r);
    }

    /// Law 20: a player who did not hear a call distinctly may forthwith
    /// require that it be repeated.
    pub(super) fn on_repeat(&mut self, seat: Seat) -> Result<(), EventError> {
        let Some(last) = self.records.calls.last() else {
            return Err(EventError::NoCallToRepeat);
        };
        let text = format!(
            "{} did not hear {}'s call distinctly and requires that it be repeated: {}",
            seat.name(),
            last.seat.name(),
            last.call
        );
        let i = self.records.calls.len() - 1;
        self.rule(Ruling::new(self.laws().cite(20, ""), None, text).on_call(i));
        Ok(())
    }

    /// Law 20: the caller's partner explains a call.
    pub(super) fn on_explain(
        &mut self,
        seat: Seat,
        call: Call,
        text: &str,
    ) -> Result<(), EventError> {
        if text.trim().is_empty() {
            return Err(EventError::EmptyExplanation);
        }
        let partner = seat.partner();
        let Some(i) = self
            .records
            .calls
            .iter()
            .rposition(|r| r.seat == partner && r.call == call)
        else {
            return Err(EventError::NoSuchCall {
                seat: partner,
                call,
            });
        };
        self.records.calls[i].explanations.push(Explanation {
            by: seat,
            text: text.to_owned(),
        });
        Ok(())
    }

    /// Law 23: a card exposed or led during the auction.
    pub(super) fn on_expose(
        &mut self,
        seat: Seat,
        cards: &[Card],
        led: bool,
    ) -> Result<(), EventError> {
        if self.closed {
            return self.expose_in_play(seat, cards, led);
        }
        if cards.is_empty() {
            return Err(EventError::NoCards);
        }
        for (k, &card) in cards.iter().enumerate() {
            if cards[..k].contains(&card) || self.records.exposed.iter().any(|&(_, c)| c == card) {
                return Err(EventError::CardAlreadyExposed { card });
            }
            if let Some(deal) = &self.deal {
                if deal.is_known(seat) && !deal.hand(seat).contains(card) {
                    return Err(EventError::CardNotHeld { seat, card });
                }
                if let Some(holder) = deal.holder(card)
                    && holder != seat
                {
                    return Err(EventError::CardNotHeld { seat, card });
                }
            }
        }
        if matches!(self.pending, Some(Pending::Inadmissible { .. })) {
            self.assess();
        }
        let partner = seat.partner();
        let serious = cards.len() > 1 || led || cards[0].rank.is_honour();
        let list: Vec<String> = cards.iter().map(|c| c.to_string()).collect();
        let list = list.join(" ");
        let (law, clauses) = self.laws().exposed_card();
        let automatic = self.laws().exposed_cards_are_penalty_cards();
        let becomes = if automatic {
            format!(
                "if {} becomes a defender, every such card becomes a penalty card (Law {law}E); if he becomes declarer or dummy, they are returned to his hand (Law {law}D)",
                seat.name()
            )
        } else {
            format!(
                "if {} becomes a defender, declarer may treat every such card as a penalty card",
                seat.name()
            )
        };
        let (clause, text) = if serious {
            let why = if led {
                "a card prematurely led"
            } else if cards.len() > 1 {
                "more than one card"
            } else {
                "a single card of honour rank"
            };
            (
                if cards.len() > 1 {
                    clauses[2]
                } else {
                    clauses[1]
                },
                format!(
                    "{} exposed {list} during the auction ({why}): the cards stay face up until the auction closes; {} must pass when next it is his turn to call; {becomes}",
                    seat.name(),
                    partner.name(),
                ),
            )
        } else if automatic {
            (
                clauses[0],
                format!(
                    "{} exposed {list}, a single card below honour rank, not led: it stays face up until the auction closes; no rectification during the auction; {becomes}",
                    seat.name(),
                ),
            )
        } else {
            (
                clauses[0],
                format!(
                    "{} exposed {list}, a single card below honour rank, not led: it stays face up until the auction closes; if {} becomes a defender, declarer may treat it as a penalty card; no further penalty",
                    seat.name(),
                    seat.name()
                ),
            )
        };
        let r = self.rule(Ruling::new(
            Citation::new(self.code, law, clause),
            Some(seat),
            text,
        ));
        for &card in cards {
            self.records.exposed.push((seat, card));
        }
        self.impose(
            seat,
            PenaltyKind::PenaltyCards {
                cards: cards.to_vec(),
            },
            Citation::new(self.code, law, if automatic { "E" } else { "" }),
            r,
        );
        if serious {
            self.impose(
                partner,
                PenaltyKind::PassNextTurn,
                Citation::new(self.code, law, clause),
                r,
            );
        }
        Ok(())
    }

    /// Law 23(c): the director finds that the offender could have known that
    /// the enforced pass would be likely to damage the non-offending side.
    pub(super) fn on_finding(&mut self, finding: Finding) -> Result<(), EventError> {
        let ruling = match finding {
            Finding::DamageLikely { ruling } => ruling,
            Finding::DeclarerSawDummy => return self.declarer_saw_dummy(),
            Finding::ClaimTricks { tricks } => return self.claim_ruled(tricks),
            Finding::ConcessionCancelled { tricks, won } => {
                return self.tricks_restored(tricks, false, won);
            }
            Finding::AgreementWithdrawn { tricks, won } => {
                return self.tricks_restored(tricks, true, won);
            }
            Finding::RevokeNoticedLate { after_round } => {
                return self.revoke_noticed_late(after_round);
            }
            Finding::RevokeEquity { tricks } => return self.revoke_equity(tricks),
            Finding::DefectiveTrick { seat, trick } => return self.defective_trick(seat, trick),
            Finding::MissingCard {
                seat,
                card,
                trick: None,
            } => return self.missing_card(seat, card),
            Finding::MissingCard {
                seat,
                card,
                trick: Some(trick),
            } => return self.missing_card_played(seat, card, trick),
            Finding::ForeignCard { card, trick } => return self.foreign_card(card, trick),
            Finding::WrongHand { seat } => return self.wrong_hand(seat),
            Finding::TouchedToReach { card } => return self.touched_to_reach(card),
            Finding::SurplusCard {
                seat,
                trick,
                card,
                simultaneous,
            } => {
                return self.surplus_card(seat, trick, card, simultaneous);
            }
            Finding::AdjustedScore {
                cause,
                offenders,
                score,
            } => return self.adjusted_score(cause, offenders, score),
            Finding::ExtraneousInformation { seat } => return self.extraneous_information(seat),
            Finding::MisplacedCard { seat, trick, card } => {
                return self.misplaced_card(seat, trick, card);
            }
            Finding::IncorrectCards => return self.incorrect_cards(),
            Finding::WrongBoard { played_before } => return self.wrong_board(played_before),
            Finding::ToldTurn => return self.told_turn(),
            Finding::UnintendedDesignation { seat, card } => {
                return self.unintended_designation(seat, card);
            }
            Finding::MistakenExplanation { seat } => return self.mistaken_explanation(seat),
        };
        let silencing = |r: usize| {
            let offender = self.records.rulings[r].offender;
            self.records.penalties.iter().any(|p| {
                p.ruling == r
                    && p.kind.silences()
                    && offender.is_some_and(|o| o.partner() == p.seat)
            })
        };
        let target = match ruling {
            Some(r) if r < self.records.rulings.len() && silencing(r) => r,
            Some(r) => return Err(EventError::NoSilencingRuling { ruling: Some(r) }),
            None => (0..self.records.rulings.len())
                .rev()
                .find(|&r| silencing(r))
                .ok_or(EventError::NoSilencingRuling { ruling: None })?,
        };
        let offender = self.records.rulings[target].offender.expect("an offender");
        let text = format!(
            "{} could have known at the time of the infraction that the enforced pass of {} would be likely to damage the non-offending side: {}",
            offender.name(),
            offender.partner().name(),
            self.laws().damage_remedy()
        );
        let path = self.laws().cite(23, "(c)").path();
        self.records.rulings[target]
            .notes
            .push(format!("Law {path} applies: {text}"));
        let mut r = Ruling::new(self.laws().cite(23, "(c)"), Some(offender), text)
            .with_finding("the offender could have known the enforced pass would be likely to damage the non-offending side");
        r.call = self.records.rulings[target].call;
        self.rule(r);
        Ok(())
    }
}
