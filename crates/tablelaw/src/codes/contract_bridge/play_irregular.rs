//! Leads and plays out of turn (duplicate Laws 53-60; the rubber code,
//! whose Laws 53-60 are not at hand, applies the 2007 wording and says so).
//!
//! A card from a hand that is not on turn is classified as the laws do:
//! - the trick is empty: a **lead out of turn**. A defender's is accepted
//!   or retracted at declarer's choice (53A, 56; the opening lead 54, with
//!   declarer's right to spread his hand, 54A); the withdrawn card becomes a
//!   major penalty card (54D, 56B). Declarer's is accepted or retracted at
//!   either defender's choice (55A), without penalty (55B). A play from the
//!   hand next in rotation accepts the lead (53A), unless it is the proper
//!   leader's: the proper leader, an opponent of the offender on either
//!   side, leads instead (2017 53B); a defender playing to declarer's
//!   irregular lead from its right makes it stand and plays prematurely
//!   (2017 53C). An
//!   opening lead by the declaring side goes back to the hand (54E, Law 24).
//! - a defender plays before his partner has played to the trick, or leads
//!   to the next trick before partner has played to this one: a major
//!   penalty card, and declarer restricts partner's play (57A), unless
//!   declarer has played from both hands (57C1).
//! - a defender plays at his right-hand opponent's turn: a legal card is
//!   played at his proper turn, another is a major penalty card (57D).
//! - declarer plays early from either hand: the card is played, at its
//!   proper turn if legal (57C3); a card led to the next trick by a hand
//!   that has played to this one is held face up: it is that hand's lead if
//!   it wins the trick, and a lead out of turn otherwise.
//! - a defender plays when declarer, required to retract his lead out of
//!   turn, has still to lead from the correct hand: a major penalty card (60B).
//!
//! This module holds the dispatch of a card not on turn, the opening lead
//! made face down (41A) and what a completed trick settles; the leads out
//! of turn are in `lead_out_of_turn` (Laws 53-56), the premature and
//! simultaneous plays in `premature` (Laws 57, 58), the failure to play a
//! penalty card in `penalty_card_failure` (Law 52).

use crate::card::{Card, CardSet};
use crate::play::legal_plays;
use crate::ruling::{OptionId, Ruling};
use crate::seat::Seat;
use crate::table::EventError;

use super::{ContractBridge, Pending, WithdrawnCard};

impl ContractBridge {
    /// A ruling of the play under `law`, with the code's note where it
    /// borrows another code's wording.
    pub(super) fn play_ruling(
        &self,
        law: u8,
        clause: &'static str,
        offender: Option<Seat>,
        text: String,
    ) -> Ruling {
        let mut r = Ruling::new(self.play_laws().cite(law, clause), offender, text);
        if let Some(note) = self.play_laws().borrowed(law) {
            r.notes.push(note);
        }
        r
    }

    /// Whether anything of the play's irregularities waits on the table,
    /// so that a card must take the full path.
    pub(crate) fn play_encumbered(&self) -> bool {
        self.held_lead.is_some()
            || self.retracted_lead
            || self.face_down.is_some()
            || self.revoking.is_some()
            || self.claim.is_some()
    }

    /// Records a card withdrawn in the play (Law 16C): its information is
    /// unauthorized to its owner's side.
    pub(super) fn withdraw(&mut self, seat: Seat, card: Card, law: u8, clause: &'static str) {
        let law = self.play_laws().cite(law, clause);
        self.records.withdrawn.push(WithdrawnCard {
            seat,
            card,
            to: seat.side(),
            law,
        });
    }

    /// Law 41A: the opening lead made face down. By the player on lead it
    /// is his lead, to be faced and not changed; by another it is withdrawn
    /// (and, while an opening lead out of turn is faced, the face-down lead
    /// of the offender's partner is retracted, Law 54).
    pub(super) fn on_lead_face_down(&mut self, seat: Seat, card: Card) -> Result<(), EventError> {
        let Some(play) = self.play.as_ref() else {
            return Err(EventError::NoPlay {
                why: "the auction is not closed with a contract and a deal".to_owned(),
            });
        };
        if !play.tricks().is_empty() || !play.current().is_empty() {
            return Err(EventError::NotNow {
                why: "only the opening lead is made face down (Law 41A)".to_owned(),
            });
        }
        if !play.hand(seat).contains(card) {
            return Err(EventError::CardNotHeld { seat, card });
        }
        let Some(turn) = play.turn() else {
            return Err(EventError::PlayNotRefereed);
        };
        if let Some(Pending::LeadOutOfTurn {
            seat: offender,
            opening: true,
            ..
        }) = self.pending
            && seat == offender.partner()
        {
            let r = self.play_ruling(
                54,
                "",
                Some(seat),
                format!(
                    "{} led {card} face down while {}'s opening lead out of turn is faced: the face-down lead is retracted (Law 54)",
                    seat.name(),
                    offender.name()
                ),
            );
            self.rule(r);
            self.withdraw(seat, card, 54, "");
            return Ok(());
        }
        if self.pending.is_some() {
            return Err(self.pending_error());
        }
        if let Some((_, made)) = self.face_down {
            return Err(EventError::NotNow {
                why: format!(
                    "the opening lead was made face down with {made:#}: it may not be changed (Law 41A)"
                ),
            });
        }
        if seat == turn {
            self.face_down = Some((seat, card));
            if let Some(play) = self.play.as_mut() {
                // Faced, it is his lead: the only card he may lead.
                play.set_due(seat, card);
            }
            return Ok(());
        }
        let r = self.play_ruling(
            41,
            "A",
            Some(seat),
            format!(
                "{} led {card} face down out of turn: the card is withdrawn and goes back to his hand (41A); {} makes the opening lead",
                seat.name(),
                turn.name()
            ),
        );
        self.rule(r);
        self.withdraw(seat, card, 41, "A");
        Ok(())
    }

    /// A card from a hand that is not on turn, nothing pending.
    pub(super) fn out_of_turn(&mut self, seat: Seat, card: Card) -> Result<(), EventError> {
        let Some(play) = self.play.as_ref() else {
            return Err(EventError::PlayNotRefereed);
        };
        let Some(turn) = play.turn() else {
            return Err(EventError::NoPlay {
                why: "all thirteen tricks have been played".to_owned(),
            });
        };
        let declarer = play.contract().declarer;
        let defender = seat.is_opponent(declarer);
        if play.current().is_empty() {
            return self.lead_out_of_turn(seat, card);
        }
        let partner_played = play.has_played_to_trick(seat.partner());
        let already = play.has_played_to_trick(seat);
        // 57C2: dummy's own premature selection before his right-hand
        // opponent played excuses the defender as 57C1 does.
        let dummy_excuses = self.dummy_suggested == Some(play.tricks().len() as u8)
            && seat == play.contract().dummy().lho()
            && !already;
        let both = play.declarer_played_both() || dummy_excuses;
        if defender && !partner_played && !both {
            return self.premature(seat, card, already);
        }
        if already {
            // A lead to the next trick before this one is complete.
            if let Some(play) = self.play.as_mut() {
                play.face(card);
            }
            self.held_lead = Some((seat, card));
            let (law, clause) = if defender { (57, "C1") } else { (57, "C3") };
            let r = self.play_ruling(
                law,
                clause,
                Some(seat),
                format!(
                    "{} led {card} to the next trick before this one was complete: it is held face up; if {} wins this trick it is his lead, otherwise it is a lead out of turn (Laws 53-56) once the trick is complete",
                    seat.name(),
                    seat.name()
                ),
            );
            self.rule(r);
            return Ok(());
        }
        let legal = legal_plays(
            &crate::play::TrumpOrder {
                trump: play.trump(),
            },
            play.hand(seat),
            play.current(),
        )
        .contains(card);
        let at_rho = defender && !both;
        let legal = legal && (!at_rho || self.play_laws().premature_at_rho_turn());
        let (law, clause) = if !defender {
            (57, "C3")
        } else if dummy_excuses {
            (57, "C2")
        } else if both {
            (57, "C1")
        } else if self.play_laws().premature_at_rho_turn() {
            (57, "D")
        } else {
            (49, "")
        };
        let why = if !defender {
            "a premature play by declarer, from either hand, is a played card"
        } else if dummy_excuses {
            "a defender is not subject to rectification for playing before his partner when dummy of his own volition prematurely selected or suggested a card"
        } else if both {
            "a defender is not subject to rectification for playing before his partner once declarer has played from both hands"
        } else if self.play_laws().premature_at_rho_turn() {
            "a defender who plays at his right-hand opponent's turn"
        } else {
            "a defender's card so shown is exposed, and this edition has no law that holds it for his turn"
        };
        let text = if legal {
            if let Some(play) = self.play.as_mut() {
                play.face(card);
                play.set_due(seat, card);
            }
            format!(
                "{} played {card} when it was {}'s turn: {why}; the card can be legally played, so it is played at {}'s proper turn",
                seat.name(),
                turn.name(),
                seat.name()
            )
        } else if defender && law == 49 {
            if let Some(play) = self.play.as_mut() {
                play.add_penalty_cards([card].into_iter().collect());
                play.all_major_when_two();
            }
            format!(
                "{} played {card} when it was {}'s turn: {why}; it is a major penalty card (Laws 49, 50)",
                seat.name(),
                turn.name()
            )
        } else if defender {
            if let Some(play) = self.play.as_mut() {
                play.add_penalty_cards(CardSet::EMPTY.union([card].into_iter().collect()));
                play.all_major_when_two();
            }
            format!(
                "{} played {card} when it was {}'s turn: {why}; the card cannot be legally played to this trick, so it is a major penalty card (Law 50)",
                seat.name(),
                turn.name()
            )
        } else {
            self.withdraw(seat, card, 47, "B");
            format!(
                "{} played {card} when it was {}'s turn: {why}; the card cannot be legally played to this trick and goes back to the hand (47B); declarer's and dummy's cards are never penalty cards (48A)",
                seat.name(),
                turn.name()
            )
        };
        // 54B2: after an opening lead out of turn accepted, declarer plays
        // the second card from dummy instead of his own hand: dummy's card
        // may not be withdrawn except to correct a revoke.
        let second_from_dummy = self.play.as_ref().is_some_and(|p| {
            seat == p.contract().dummy()
                && p.tricks().is_empty()
                && p.record().len() == 1
                && p.record()[0].irregularity
                    == Some(crate::play::PlayIrregularity::LeadOutOfTurnAccepted)
        });
        let r = if second_from_dummy {
            let text = format!(
                "{text}; the opening lead out of turn was accepted and declarer played the second card from dummy, which may not be withdrawn except to correct a revoke (54B2)"
            );
            let c57 = self.play_laws().cite(law, clause);
            self.play_ruling(54, "B2", Some(seat), text).also(c57)
        } else {
            self.play_ruling(law, clause, Some(seat), text)
        };
        self.rule(r);
        self.check_penalty_card_choice();
        Ok(())
    }

    /// A card played while a ruling of the play waits: the plays the laws
    /// let stand for an election (53A, 53B, 53C, 52B1(b)); anything else is
    /// refused until the ruling is made.
    pub(super) fn play_while_pending(&mut self, seat: Seat, card: Card) -> Result<(), EventError> {
        let declarer = self.play.as_ref().map(|p| p.contract().declarer);
        let turn = self.play.as_ref().and_then(|p| p.turn());
        match self.pending.clone() {
            Some(Pending::LeadOutOfTurn {
                ruling,
                seat: offender,
                card: led,
                ..
            }) => {
                let by_declarer = declarer.is_some_and(|d| !offender.is_opponent(d));
                if Some(seat) == turn && seat.is_opponent(offender) {
                    // 53B (2007 53C): the proper lead stands; the card led in
                    // error is withdrawn (Law 16C). The proper leader is an
                    // opponent of the offender on either side of him: on his
                    // left he is also the hand next in rotation, and his card
                    // is still his proper lead, not a play accepting the lead
                    // out of turn (53A "but see B", 53C "but see B").
                    self.pending = None;
                    if let Some(play) = self.play.as_mut() {
                        play.unface(led);
                    }
                    self.withdraw(offender, led, 53, self.play_laws().proper_lead_clause());
                    let clause = self.play_laws().proper_lead_clause();
                    // The choice is overtaken: nothing is left to elect.
                    self.records.rulings[ruling].supersede(&format!(
                        "{} made his proper lead under Law 53{clause}",
                        seat.name()
                    ));
                    self.records.rulings[ruling].notes.push(format!(
                        "{} made his proper lead (53{clause}): it stands, and {led} goes back to {}'s hand (its information is unauthorized to his side, Law 16C)",
                        seat.name(),
                        offender.name()
                    ));
                    return self.on_play(seat, card);
                }
                if seat == offender.lho() {
                    // 53A: a play from the next hand accepts the lead (60A1).
                    self.pending = None;
                    self.records.rulings[ruling].chosen = Some(OptionId::Accept);
                    self.records.rulings[ruling].notes.push(format!(
                        "accepted by {}'s play from the hand next in rotation (53A): his play before rectification was assessed forfeits the right to it (60A1), and the lead is treated as in turn (60A2)",
                        seat.name()
                    ));
                    self.records.rulings[ruling].elected_by =
                        Some(crate::referee::Elector::Seat(seat));
                    let laws = self.play_laws();
                    let (a, a1, a2) =
                        (laws.cite(53, "A"), laws.cite(60, "A1"), laws.cite(60, "A2"));
                    for c in [a, a1, a2] {
                        self.records.rulings[ruling].cite_also(c);
                    }
                    // 60A3: an obligation of the offending side to play a
                    // penalty card remains at its future turns.
                    let owed = self.play.as_ref().is_some_and(|p| {
                        !p.penalty_cards()
                            .intersection(p.hand(offender).union(p.hand(offender.partner())))
                            .is_empty()
                    });
                    if owed {
                        let a3 = laws.cite(60, "A3");
                        self.records.rulings[ruling].cite_also(a3);
                        self.records.rulings[ruling].notes.push(
                            "the offending side's obligation to play its penalty cards remains at its future turns (60A3)"
                                .to_owned(),
                        );
                    }
                    self.accept_lead(offender, led);
                    return self.on_play(seat, card);
                }
                if by_declarer && seat == offender.rho() {
                    // 53C (2007 53B): the lead stands and Law 57 applies.
                    self.pending = None;
                    self.records.rulings[ruling].chosen = Some(OptionId::Accept);
                    let clause = self.play_laws().wrong_defender_clause();
                    self.records.rulings[ruling].notes.push(format!(
                        "the lead stands: {}, the defender on the right of the irregular lead, played to it (53{clause}); Law 57 applies to his card",
                        seat.name()
                    ));
                    self.accept_lead(offender, led);
                    return self.on_play(seat, card);
                }
                if seat.side() == offender.side() {
                    return self.offenders_play_before_rectification(ruling, seat, card);
                }
                Err(self.pending_error())
            }
            Some(Pending::Designation {
                ruling,
                seat: offender,
                ..
            }) if seat == offender.lho()
                && self.records.rulings[ruling].law.law == 58
                && self.play.as_ref().is_some_and(|p| {
                    p.due().is_none() && p.hand(seat).contains(card) && !p.faced().contains(card)
                }) =>
            {
                // 58B3: the next hand plays to the trick before the
                // offender names his card: faced, and played at his turn
                // unless he withdraws it once the offender has withdrawn
                // a visible card.
                if let Some(play) = self.play.as_mut() {
                    play.face(card);
                    play.set_due(seat, card);
                }
                self.follower_58b3 = Some((seat, card, ruling));
                self.records.rulings[ruling].notes.push(format!(
                    "{} played {card} to the trick before {} named his card: it is played at his turn, unless, {} withdrawing a visible card, he withdraws it and substitutes another without further rectification (58B3; Law 16C)",
                    seat.name(),
                    offender.name(),
                    offender.name()
                ));
                let b3 = self.play_laws().cite(58, "B3");
                self.records.rulings[ruling].cite_also(b3);
                Ok(())
            }
            Some(Pending::PenaltyCardDue {
                ruling,
                seat: offender,
                card: instead,
            }) if declarer.is_some_and(|d| !seat.is_opponent(d)) => {
                // 52B1(b): declarer played from his hand or dummy thereafter.
                self.pending = None;
                self.records.rulings[ruling].chosen = Some(OptionId::Accept);
                self.records.rulings[ruling].notes.push(
                    "declarer played from his own hand or dummy: he must accept the card (52B1(b)); the penalty card remains (52B1(c))"
                        .to_owned(),
                );
                let laws = self.play_laws();
                let (b, c) = (laws.cite(52, "B1(b)"), laws.cite(52, "B1(c)"));
                self.records.rulings[ruling].cite_also(b);
                self.records.rulings[ruling].cite_also(c);
                self.accept_instead(offender, instead);
                self.on_play(seat, card)
            }
            _ => Err(self.pending_error()),
        }
    }

    /// Law 60C: a member of the offending side plays before the
    /// rectification of a lead out of turn is assessed. It does not affect
    /// the opponents' rights (the ruling still waits), and is itself
    /// rectified: a defender's card is exposed, a major penalty card (49,
    /// 50B); declarer's or dummy's goes back to the hand (48A).
    fn offenders_play_before_rectification(
        &mut self,
        ruling: usize,
        seat: Seat,
        card: Card,
    ) -> Result<(), EventError> {
        let Some(play) = self.play.as_ref() else {
            return Err(EventError::PlayNotRefereed);
        };
        if !play.hand(seat).contains(card) || play.penalty_cards().contains(card) {
            return Err(self.pending_error());
        }
        let defender = seat.is_opponent(play.contract().declarer);
        let fate = if defender {
            if let Some(play) = self.play.as_mut() {
                play.add_penalty_cards([card].into_iter().collect());
                play.all_major_when_two();
            }
            format!("{card} is exposed by a defender: a major penalty card (Laws 49, 50B)")
        } else {
            format!(
                "{card:#} is declarer's side's: it goes back to the hand, not a penalty card (48A)"
            )
        };
        let text = format!(
            "{} played {card} before the rectification of ruling #{} was assessed: it does not affect the opponents' rights, whose choice still waits, and is itself rectified (60C): {fate}",
            seat.name(),
            ruling + 1
        );
        let r = self.play_ruling(60, "C", Some(seat), text);
        self.rule(r);
        Ok(())
    }

    /// A trick is complete: a card held as the next lead is played or ruled
    /// a lead out of turn, and declarer's lead options come due.
    pub(super) fn trick_quitted(&mut self) {
        if let Some((seat, card)) = self.held_lead.take() {
            let winner = self.play.as_ref().and_then(|p| p.turn());
            if let Some(play) = self.play.as_mut() {
                play.unface(card);
            }
            if winner == Some(seat) {
                self.offer_lead_penalty();
                if self.pending.is_none() {
                    self.play_in_turn(seat, card);
                }
                return;
            }
            let _ = self.lead_out_of_turn(seat, card);
            return;
        }
        self.offer_lead_penalty();
    }
}
