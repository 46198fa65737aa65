//! Dummy's rights and limitations (duplicate Laws 42, 43) and dummy's card
//! indicated without instruction (45F); the rubber code, whose laws of the
//! play are not at hand, applies the 2007 wording and says so.
//!
//! - Dummy exchanging hands with declarer, leaving his seat to watch
//!   declarer, or looking at a defender's hand breaks 43A2(a), (b), (c):
//!   the ruling records it (he is liable to a procedural penalty, 43B1),
//!   and the deal remembers it for what follows.
//! - Dummy warning declarer not to lead from the wrong hand is his right
//!   (42B2); after a 43A2 violation, either defender chooses the hand
//!   declarer leads from (43B2(a)), and the lead is from that hand.
//! - Dummy drawing attention to an irregularity during the play breaks
//!   43A1(b); after a 43A2 violation, when the irregularity is a
//!   defender's, it is not rectified (43B3): a defender's lead out of turn
//!   stands as led, a card played instead of a penalty card stands.
//! - Dummy initiating a call for the director during the play, no other
//!   player having drawn attention to an irregularity, breaks 43A1(a):
//!   recorded (liable under Law 90, 43B1), nothing else follows.
//! - A defender showing dummy his hand breaks 2017's 43A3 (the 2007 laws
//!   have no such clause): recorded.
//! - Dummy indicating a card without declarer's instruction: recorded,
//!   play continues, and the end-of-play adjustment is the director's (45F).
//!
//! Dummy's question whether declarer has a card of a suit he failed to
//! follow (42B1) and its consequence after a 43A2 violation (43B2(b)) belong
//! to the laws of the revoke and are not recorded here.

use crate::event::DummyAct;
use crate::ruling::{Chooser, OptionId, option};
use crate::seat::Seat;
use crate::table::EventError;

use super::{ContractBridge, Pending};

impl ContractBridge {
    /// Dummy's seat, checking that the play is under way and `seat` is
    /// dummy.
    fn dummy_seat(&self, seat: Seat) -> Result<Seat, EventError> {
        let Some(play) = self.play.as_ref() else {
            return Err(EventError::NoPlay {
                why: "the auction is not closed with a contract and a deal: there is no dummy yet"
                    .to_owned(),
            });
        };
        if play.is_over() {
            return Err(EventError::NotNow {
                why: "the play is over: dummy's limitations during the play no longer apply (Law 42B3)"
                    .to_owned(),
            });
        }
        let dummy = play.contract().dummy();
        if seat != dummy {
            return Err(EventError::NotNow {
                why: format!("{} is not dummy: {} is", seat.name(), dummy.name()),
            });
        }
        Ok(dummy)
    }

    /// Dummy acts within or beyond his rights.
    pub(super) fn on_dummy(&mut self, seat: Seat, act: DummyAct) -> Result<(), EventError> {
        let dummy = self.dummy_seat(seat)?;
        if self.pending.is_some() {
            return Err(self.pending_error());
        }
        let name = dummy.name();
        match act {
            DummyAct::ExchangesHands => self.dummy_violates(
                "A2(a)",
                format!("{name}, dummy, exchanged hands with declarer, which dummy may not do"),
            ),
            DummyAct::WatchesDeclarer => self.dummy_violates(
                "A2(b)",
                format!(
                    "{name}, dummy, left his seat to watch declarer play, which dummy may not do"
                ),
            ),
            DummyAct::LooksAtHand { defender } => {
                if !defender.is_opponent(dummy) {
                    return Err(EventError::NotNow {
                        why: format!(
                            "{} is not a defender: Law 43A2(c) is about the defenders' hands",
                            defender.name()
                        ),
                    });
                }
                self.dummy_violates(
                    "A2(c)",
                    format!(
                        "{name}, dummy, looked at the face of a card in {}'s hand, which dummy may not do",
                        defender.name()
                    ),
                )
            }
            DummyAct::WarnsDeclarer => self.dummy_warns(dummy),
            DummyAct::CallsDirector => {
                // Law 43A1(a): a limitation of A1, not A2, so 43B2 and 43B3
                // do not follow; 43B1 makes him liable under Law 90.
                let law = self.play_laws().cite(43, "A1(a)").path();
                let b1 = self.play_laws().cite(43, "B1").path();
                let r = self.play_ruling(
                    43,
                    "A1(a)",
                    Some(dummy),
                    format!(
                        "{name}, dummy, called the director during the play though no other player had drawn attention to an irregularity, which dummy may not do (Law {law}); he is liable to a procedural penalty (Law {b1}, Law 90); no other rectification, and play continues"
                    ),
                );
                self.rule(r);
                Ok(())
            }
            DummyAct::ShownHandBy { defender } => {
                if !defender.is_opponent(dummy) {
                    return Err(EventError::NotNow {
                        why: format!("{} is not a defender", defender.name()),
                    });
                }
                let (clause, text) = match self.play_laws().defender_shows_dummy() {
                    Some(clause) => (
                        clause,
                        format!(
                            "{} showed dummy ({name}) his hand, which a defender may not do (43{clause}); the director may apply a procedural penalty (Law 90)",
                            defender.name()
                        ),
                    ),
                    None => (
                        "",
                        format!(
                            "{} showed dummy ({name}) his hand: this edition's Law 43 has no clause against it (2017 added 43A3); no rectification under the laws of the play",
                            defender.name()
                        ),
                    ),
                };
                let r = self.play_ruling(43, clause, Some(defender), text);
                self.rule(r);
                Ok(())
            }
            DummyAct::PlacesCard { card } => self.dummy_places(dummy, card),
            DummyAct::IndicatesCard { card } => {
                let Some(play) = self.play.as_ref() else {
                    return Err(EventError::PlayNotRefereed);
                };
                if !play.dummy_faced() {
                    return Err(EventError::NotNow {
                        why: "dummy's hand is not yet faced (Law 45F applies once it is)"
                            .to_owned(),
                    });
                }
                if !play.hand(dummy).contains(card) {
                    return Err(EventError::CardNotHeld { seat: dummy, card });
                }
                let r = self.play_ruling(
                    45,
                    "F",
                    Some(dummy),
                    format!(
                        "{name}, dummy, indicated {card} without declarer's instruction: the director is called and told of it; the card is not played and play continues; at the end of the play the director adjusts the score if he judges that dummy suggested a play and the defenders were damaged by it (45F); dummy must not participate in the play (43A1(c))"
                    ),
                )
                .also(self.play_laws().cite(43, "A1(c)"));
                if let Some(play) = self.play.as_ref()
                    && !play.has_played_to_trick(dummy.rho())
                {
                    // 57C2: selected before his right-hand opponent played.
                    self.dummy_suggested = Some(play.tricks().len() as u8);
                }
                self.rule(r);
                Ok(())
            }
        }
    }

    /// A violation of Law 43A2: recorded, and remembered for 43B2 and B3.
    fn dummy_violates(&mut self, clause: &'static str, what: String) -> Result<(), EventError> {
        let dummy = self.play.as_ref().map(|p| p.contract().dummy());
        let law = self.play_laws().cite(43, clause).path();
        let b1 = self.play_laws().cite(43, "B1").path();
        let b2 = self.play_laws().cite(43, "B2(a)").path();
        let b3 = self.play_laws().cite(43, "B3").path();
        let r = self.play_ruling(
            43,
            clause,
            dummy,
            format!(
                "{what} (Law {law}); he is liable to a procedural penalty (Law {b1}, Law 90); from now on, should he warn declarer not to lead from the wrong hand, either defender chooses the hand declarer leads from (Law {b2}), and should he be the first to draw attention to a defender's irregularity, it is not rectified (Law {b3})"
            ),
        );
        let ruling = self.rule(r);
        self.dummy_violation.get_or_insert(ruling);
        Ok(())
    }

    /// Dummy warns declarer not to lead from the wrong hand: his right
    /// (42B2), or, after a 43A2 violation, the defenders' choice (43B2(a)).
    fn dummy_warns(&mut self, dummy: Seat) -> Result<(), EventError> {
        let Some(play) = self.play.as_ref() else {
            return Err(EventError::PlayNotRefereed);
        };
        let declarer = play.contract().declarer;
        let turn = play.turn();
        if !play.current().is_empty() || turn.is_none_or(|t| t.is_opponent(declarer)) {
            return Err(EventError::NotNow {
                why: "dummy warns declarer about the hand he leads from when declarer's side is to lead to a trick, and it is not".to_owned(),
            });
        }
        let name = dummy.name();
        let Some(violation) = self.dummy_violation else {
            let r = self.play_ruling(
                42,
                "B2",
                Some(dummy),
                format!(
                    "{name}, dummy, warned declarer not to lead from the wrong hand: dummy may try to prevent {} (42B2); no rectification",
                    self.play_laws().dummy_prevents()
                ),
            );
            self.rule(r);
            return Ok(());
        };
        let r = self
            .play_ruling(
                43,
                "B2(a)",
                Some(dummy),
                format!(
                    "{name}, dummy, warned declarer not to lead from the wrong hand after his violation of Law 43A2 (ruling #{}): either defender chooses the hand declarer leads from (43B2(a))",
                    violation + 1
                ),
            )
            .choice(
                Chooser::Defenders,
                vec![
                    option(
                        OptionId::LeadFromHand,
                        format!("declarer leads from his own hand, {}", declarer.name()),
                    ),
                    option(
                        OptionId::LeadFromDummy,
                        format!("declarer leads from dummy, {name}"),
                    ),
                ],
            );
        let ruling = self.rule(r);
        self.pending = Some(Pending::LeadingHand { ruling });
        Ok(())
    }

    /// A defender's election under Law 43B2(a).
    pub(super) fn elect_leading_hand(
        &mut self,
        by: Option<Seat>,
        choice: OptionId,
    ) -> Result<(), EventError> {
        let Some(Pending::LeadingHand { ruling }) = self.pending else {
            return Err(EventError::NoPending);
        };
        let Some(declarer) = self.play.as_ref().map(|p| p.contract().declarer) else {
            return Err(EventError::PlayNotRefereed);
        };
        if let Some(by) = by
            && !by.is_opponent(declarer)
        {
            return Err(EventError::NotChooser {
                seat: by,
                chooser: "either defender".to_owned(),
            });
        }
        let hand = if choice == OptionId::LeadFromDummy {
            declarer.partner()
        } else {
            declarer
        };
        self.pending = None;
        self.records.rulings[ruling].chosen = Some(choice);
        self.records.rulings[ruling]
            .notes
            .push(format!("the lead is from {}'s hand", hand.name()));
        if let Some(play) = self.play.as_mut() {
            play.lead_from(hand);
        }
        Ok(())
    }

    /// Dummy draws attention to an irregularity during the play: Law
    /// 43A1(b), or 43B3 after a 43A2 violation when the irregularity awaiting
    /// its ruling is a defender's. Whether this was dummy during the play.
    pub(super) fn dummy_draws_attention(&mut self, seat: Seat) -> bool {
        let Some(play) = self.play.as_ref() else {
            return false;
        };
        if seat != play.contract().dummy() {
            return false;
        }
        let name = seat.name();
        if play.is_over() {
            let r = self.play_ruling(
                42,
                "B3",
                Some(seat),
                format!(
                    "{name}, dummy, drew attention to an irregularity once the play of the hand was concluded, as dummy may (42B3); the director rules on it"
                ),
            );
            self.rule(r);
            return true;
        }
        let declarer = play.contract().declarer;
        let defenders = self.pending.as_ref().and_then(|p| match *p {
            Pending::LeadOutOfTurn { ruling, seat, .. }
            | Pending::PenaltyCardDue { ruling, seat, .. }
                if seat.is_opponent(declarer) =>
            {
                Some(ruling)
            }
            _ => None,
        });
        if let (Some(violation), Some(pending)) = (self.dummy_violation, defenders) {
            let r = self.play_ruling(
                43,
                "B3",
                Some(seat),
                format!(
                    "{name}, dummy, after his violation of Law 43A2 (ruling #{}), was the first to draw attention to a defender's irregularity (ruling #{}): it is not rectified and play continues as though it had not occurred; {}",
                    violation + 1,
                    pending + 1,
                    self.play_laws().dummy_first_to_draw_attention()
                ),
            );
            let r_index = self.rule(r);
            let b3 = self.play_laws().cite(43, "B3").path();
            self.records.rulings[pending].supersede(&format!(
                "not rectified under Law {b3}, see ruling #{}",
                r_index + 1
            ));
            self.records.rulings[pending].notes.push(format!(
                "not rectified: dummy drew attention to it after his violation of Law 43A2 (Law {b3})"
            ));
            match self.pending.take() {
                Some(Pending::LeadOutOfTurn { seat, card, .. }) => self.accept_lead(seat, card),
                Some(Pending::PenaltyCardDue { seat, card, .. }) => self.accept_instead(seat, card),
                _ => {}
            }
            return true;
        }
        let r = self.play_ruling(
            43,
            "A1(b)",
            Some(seat),
            format!(
                "{name}, dummy, drew attention to an irregularity during the play, which dummy may not do (43A1(b)); he may once the play is over (42B3){}",
                match self.pending.as_ref() {
                    Some(p) => format!(
                        "; ruling #{} still awaits its chooser",
                        p.ruling() + 1
                    ),
                    None => String::new(),
                }
            ),
        );
        self.rule(r);
        true
    }
}
