//! Leads out of turn (duplicate Laws 53-56; the rubber code applies the
//! 2007 wording and says so): the ruling, declarer's or the defenders'
//! election, the lead accepted or retracted, and the Law 54C finding that
//! declarer could have seen dummy's cards; a lead made because an opponent
//! mistakenly said it was the player's turn (Law 47E1).

use crate::card::{Card, CardSet};
use crate::ruling::{Chooser, OptionId, option};
use crate::seat::Seat;
use crate::table::EventError;

use super::{ContractBridge, Pending};

impl ContractBridge {
    /// Laws 53-56, 60B: a card led when it was another hand's lead.
    pub(super) fn lead_out_of_turn(&mut self, seat: Seat, card: Card) -> Result<(), EventError> {
        let Some(play) = self.play.as_ref() else {
            return Err(EventError::PlayNotRefereed);
        };
        let Some(turn) = play.turn() else {
            return Err(EventError::PlayNotRefereed);
        };
        let declarer = play.contract().declarer;
        let defender = seat.is_opponent(declarer);
        let opening = play.tricks().is_empty();
        let last = play.tricks().len() == 12;
        if defender && self.retracted_lead {
            // Law 60B: declarer has yet to lead from the correct hand.
            if let Some(play) = self.play.as_mut() {
                play.add_penalty_cards([card].into_iter().collect());
                play.all_major_when_two();
            }
            let r = self.play_ruling(
                60,
                "B",
                Some(seat),
                format!(
                    "{} played {card} after declarer was required to retract his lead out of turn and before he led from the correct hand: a major penalty card (Law 50); {} leads",
                    seat.name(),
                    turn.name()
                ),
            );
            self.rule(r);
            return Ok(());
        }
        if opening && !defender {
            let r = self.play_ruling(
                54,
                "E",
                Some(seat),
                format!(
                    "{} of the declaring side attempted the opening lead ({card}): Law 24 applies, under which a card exposed by a player who becomes declarer or dummy is no penalty card; it goes back to the hand, and {} makes the opening lead",
                    seat.name(),
                    turn.name()
                ),
            );
            self.rule(r);
            return Ok(());
        }
        if last && self.play_laws().last_trick_lead_retracted() {
            let r = self.play_ruling(
                53,
                "A",
                Some(seat),
                format!(
                    "{} led {card} out of turn to the thirteenth trick: a lead out of turn at trick thirteen must be retracted (53A, footnote 17); {} leads",
                    seat.name(),
                    turn.name()
                ),
            );
            self.rule(r);
            return Ok(());
        }
        if let Some(play) = self.play.as_mut() {
            play.face(card);
        }
        if opening && let Some((leader, down)) = self.face_down.take() {
            // Law 54: the face-down lead of the offender's partner is retracted.
            if let Some(play) = self.play.as_mut() {
                play.clear_due();
            }
            self.withdraw(leader, down, 54, "");
        }
        let next = seat.lho();
        let (law, clause, chooser, text, options) = if !defender {
            let hand = if seat == declarer {
                "his own hand".to_owned()
            } else {
                format!("dummy ({})", seat.name())
            };
            (
                55,
                "A",
                Chooser::Defenders,
                format!(
                    "declarer led {card} from {hand} when it was {}'s lead: either defender may accept the lead (53A) or require it retracted (55A); if they choose differently, {}'s choice prevails, he being next in turn to the irregular lead",
                    turn.name(),
                    next.name()
                ),
                vec![
                    option(
                        OptionId::Accept,
                        format!(
                            "accept the lead: it stands, and {} plays next (53A)",
                            next.name()
                        ),
                    ),
                    option(
                        OptionId::Retract,
                        if turn.is_opponent(declarer) {
                            format!(
                                "declarer takes the card back, without further rectification, and {} leads (55B1)",
                                turn.name()
                            )
                        } else {
                            format!(
                                "declarer takes the card back and leads from the correct hand, {} (55B2)",
                                turn.name()
                            )
                        },
                    ),
                ],
            )
        } else {
            let mut options = vec![option(
                OptionId::Accept,
                if opening {
                    format!(
                        "accept the lead: dummy is spread, and declarer plays the second card from his own hand, {} (54B)",
                        next.name()
                    )
                } else {
                    format!(
                        "accept the lead: it stands, and {} plays next (53A)",
                        next.name()
                    )
                },
            )];
            if opening {
                options.push(option(
                    OptionId::SpreadHand,
                    format!(
                        "declarer spreads his hand and becomes dummy; {} becomes declarer (54A)",
                        declarer.partner().name()
                    ),
                ));
            }
            options.push(option(
                OptionId::Retract,
                format!(
                    "{} retracts the card, which becomes a major penalty card (Law 50D), and {} leads ({})",
                    seat.name(),
                    turn.name(),
                    if opening { "54D" } else { "56B" }
                ),
            ));
            let law = if opening { 54 } else { 56 };
            (
                law,
                "",
                Chooser::Seat(declarer),
                format!(
                    "{} led {card} out of turn (it was {}'s lead){}: declarer chooses",
                    seat.name(),
                    turn.name(),
                    if opening { ", the opening lead" } else { "" }
                ),
                options,
            )
        };
        let r = self
            .play_ruling(law, clause, Some(seat), text)
            .choice(chooser, options);
        let ruling = self.rule(r);
        self.pending = Some(Pending::LeadOutOfTurn {
            ruling,
            seat,
            card,
            opening,
        });
        Ok(())
    }

    /// Law 54C: declarer could have seen a card of dummy's: he must accept
    /// the opening lead out of turn.
    pub(super) fn declarer_saw_dummy(&mut self) -> Result<(), EventError> {
        let Some(Pending::LeadOutOfTurn {
            ruling,
            seat,
            card,
            opening: true,
        }) = self.pending.clone()
        else {
            return Err(EventError::NotNow {
                why: "the finding that declarer could have seen dummy's cards answers a faced opening lead out of turn (Law 54C), and none awaits declarer's choice".to_owned(),
            });
        };
        self.pending = None;
        self.records.rulings[ruling].chosen = Some(OptionId::Accept);
        self.records.rulings[ruling].finding =
            Some("declarer could have seen a card of dummy's".to_owned());
        let law = self.play_laws().cite(54, "C").path();
        self.records.rulings[ruling].notes.push(format!(
            "declarer could have seen a card of dummy's: he must accept the lead (Law {law}), and dummy is spread"
        ));
        self.accept_lead(seat, card);
        Ok(())
    }

    /// Declarer's or a defender's election on a lead out of turn.
    pub(super) fn elect_lead_out_of_turn(
        &mut self,
        by: Option<Seat>,
        choice: OptionId,
    ) -> Result<(), EventError> {
        let Some(Pending::LeadOutOfTurn {
            ruling, seat, card, ..
        }) = self.pending.clone()
        else {
            return Err(EventError::NoPending);
        };
        let declarer = self.play.as_ref().map(|p| p.contract().declarer);
        if let (Some(by), Some(d), Some(Chooser::Defenders)) =
            (by, declarer, self.records.rulings[ruling].chooser)
            && !by.is_opponent(d)
        {
            return Err(EventError::NotChooser {
                seat: by,
                chooser: "either defender".to_owned(),
            });
        }
        // Law 55A: the defenders' options; where they differ, that of the
        // defender next in turn to the irregular lead prevails. The other
        // defender's, expressed first, waits for his.
        let next = seat.lho();
        match (by, self.records.rulings[ruling].chooser) {
            (Some(by), Some(Chooser::Defenders)) if by != next => {
                let a = self.play_laws().cite(55, "A").path();
                let r = &mut self.records.rulings[ruling];
                r.chooser = Some(Chooser::Seat(next));
                r.notes.push(format!(
                    "{} chooses to {}; {}, next in turn to the irregular lead, expresses his option, which prevails if they differ (Law {a})",
                    by.name(),
                    if choice == OptionId::Accept {
                        "accept the lead"
                    } else {
                        "require its retraction"
                    },
                    next.name()
                ));
                return Ok(());
            }
            (Some(by), Some(Chooser::Seat(s)))
                if s == next && by == next && declarer.is_some_and(|d| !seat.is_opponent(d)) =>
            {
                let a = self.play_laws().cite(55, "A").path();
                self.records.rulings[ruling].notes.push(format!(
                    "{}, next in turn to the irregular lead, chooses to {}: his option prevails (Law {a})",
                    next.name(),
                    if choice == OptionId::Accept {
                        "accept the lead"
                    } else {
                        "require its retraction"
                    }
                ));
            }
            _ => {}
        }
        self.pending = None;
        self.records.rulings[ruling].chosen = Some(choice);
        match choice {
            OptionId::Accept => self.accept_lead(seat, card),
            OptionId::SpreadHand => {
                if let Some(play) = self.play.as_mut() {
                    play.swap_declarer();
                }
                let declarer = self.play.as_ref().map(|p| p.contract().declarer);
                if let Some(d) = declarer {
                    self.records.rulings[ruling].notes.push(format!(
                        "{} is declarer and {} dummy: {}'s lead is now in turn",
                        d.name(),
                        d.partner().name(),
                        seat.name()
                    ));
                }
                self.accept_lead(seat, card);
            }
            _ => self.retract_lead(ruling, seat, card),
        }
        Ok(())
    }

    /// The lead out of turn stands as the lead to the trick (53A).
    pub(super) fn accept_lead(&mut self, seat: Seat, card: Card) {
        let Some(play) = self.play.as_mut() else {
            return;
        };
        play.unface(card);
        play.accept_lead(seat, card);
        self.check_penalty_card_choice();
    }

    /// The lead out of turn is taken back (54D, 55B, 56B).
    pub(super) fn retract_lead(&mut self, ruling: usize, seat: Seat, card: Card) {
        let Some(play) = self.play.as_mut() else {
            return;
        };
        play.unface(card);
        let declarer = play.contract().declarer;
        if seat.is_opponent(declarer) {
            play.add_penalty_cards([card].into_iter().collect());
            play.all_major_when_two();
            self.records.rulings[ruling]
                .notes
                .push(format!("{card} is a major penalty card"));
            self.offer_lead_penalty();
        } else {
            let turn = play.turn();
            // 55B1: it was a defender's turn to lead, and the card goes back
            // without further rectification; 55B2: declarer led from the
            // wrong hand, and must lead from the correct one.
            let wrong_hand = turn.is_some_and(|t| !t.is_opponent(declarer));
            let clause = if wrong_hand { "B2" } else { "B1" };
            self.records.rulings[ruling]
                .notes
                .push(format!("{card} goes back to the hand"));
            let b = self.play_laws().cite(55, clause);
            self.records.rulings[ruling].cite_also(b);
            self.withdraw(seat, card, 55, clause);
            self.retracted_lead = wrong_hand;
        }
        self.check_penalty_card_choice();
    }

    /// Law 47E1: a lead out of turn made because an opponent mistakenly
    /// told the player it was his turn: retracted without further
    /// rectification; the card's information is unauthorized to his side.
    pub(super) fn told_turn(&mut self) -> Result<(), EventError> {
        if let Some(Pending::PrematurePlay {
            ruling,
            partner,
            card,
            minor_before,
        }) = self.pending.clone()
        {
            return self.told_turn_to_play(ruling, partner.partner(), card, minor_before);
        }
        let Some(Pending::LeadOutOfTurn {
            ruling, seat, card, ..
        }) = self.pending.clone()
        else {
            return Err(EventError::NotNow {
                why: "the finding that an opponent mistakenly told the player it was his turn answers a lead out of turn, or a defender's premature play, awaiting its ruling (Law 47E1), and none awaits".to_owned(),
            });
        };
        let Some(play) = self.play.as_mut() else {
            return Err(EventError::PlayNotRefereed);
        };
        play.unface(card);
        let declarer = play.contract().declarer;
        let turn = play.turn();
        self.pending = None;
        let law = self.play_laws().cite(47, "E1").path();
        self.records.rulings[ruling]
            .supersede(&format!("the card goes back to the hand under Law {law}"));
        self.records.rulings[ruling].finding =
            Some("an opponent mistakenly told him it was his turn to lead".to_owned());
        let then = self.play_laws().told_turn();
        self.records.rulings[ruling].notes.push(format!(
            "{card} goes back to {}'s hand without further rectification: {then} (Law {law}); its information is unauthorized to his side (Law 16C)",
            seat.name(),
        ));
        self.withdraw(seat, card, 47, "E1");
        if !seat.is_opponent(declarer) {
            // Declarer leads from the correct hand (Law 60B watches the defenders).
            self.retracted_lead = turn.is_some_and(|t| !t.is_opponent(declarer));
        }
        self.check_penalty_card_choice();
        Ok(())
    }

    /// Whether the finding of Law 47E1 would answer the ruling pending: a
    /// lead out of turn or a defender's premature play awaiting it.
    pub(crate) fn awaits_told_turn(&self) -> bool {
        matches!(
            self.pending,
            Some(Pending::LeadOutOfTurn { .. } | Pending::PrematurePlay { .. })
        )
    }

    /// Law 47E1, "or play of a card": a defender's premature play (57A)
    /// made because an opponent mistakenly told him it was his turn: the
    /// card goes back to his hand without further rectification (no
    /// penalty card, no choice for declarer), and its information is
    /// unauthorized to his side (16C). A penalty card of his that was
    /// minor until this card made him hold two (50B) is minor again: the
    /// card returned never was a penalty card (decision 144).
    fn told_turn_to_play(
        &mut self,
        ruling: usize,
        seat: Seat,
        card: Card,
        minor_before: CardSet,
    ) -> Result<(), EventError> {
        let Some(play) = self.play.as_mut() else {
            return Err(EventError::PlayNotRefereed);
        };
        play.pick_up([card].into_iter().collect());
        let minor_again = minor_before.intersection(play.penalty_cards());
        for c in minor_again.iter() {
            play.add_minor_penalty_card(c);
        }
        self.pending = None;
        let law = self.play_laws().cite(47, "E1").path();
        self.records.rulings[ruling].supersede(&format!(
            "the card goes back to the hand, not a penalty card, and declarer has no choice, under Law {law}"
        ));
        self.records.rulings[ruling].finding =
            Some("an opponent mistakenly told him it was his turn to play".to_owned());
        let then = self.play_laws().told_turn_play();
        self.records.rulings[ruling].notes.push(format!(
            "{card} goes back to {}'s hand without further rectification, not a penalty card: {then} (Law {law}); its information is unauthorized to his side (Law 16C)",
            seat.name(),
        ));
        let still_minor = self
            .play
            .as_ref()
            .map_or(CardSet::EMPTY, |p| p.minor_penalty_cards())
            .intersection(minor_again);
        if !still_minor.is_empty() {
            let b = self.play_laws().cite(50, "B").path();
            self.records.rulings[ruling].notes.push(format!(
                "{} a minor penalty card again: {} no longer holds two penalty cards (Law {b})",
                super::designate::list_cards(still_minor),
                seat.name()
            ));
        }
        self.withdraw(seat, card, 47, "E1");
        self.check_penalty_card_choice();
        Ok(())
    }
}
