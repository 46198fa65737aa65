//! Leads and plays out of turn (duplicate Laws 53-60; the rubber code,
//! whose Laws 53-60 are not at hand, applies the 2007 wording and says so).
//!
//! A card from a hand that is not on turn is classified as the laws do:
//! - the trick is empty: a **lead out of turn**. A defender's is accepted
//!   or retracted at declarer's choice (53A, 56; the opening lead 54, with
//!   declarer's right to spread his hand, 54A); the withdrawn card becomes a
//!   major penalty card (54D, 56B). Declarer's is accepted or retracted at
//!   either defender's choice (55A), without penalty (55B). A play from the
//!   hand next in rotation accepts the lead (53A); the proper leader may
//!   lead instead (2017 53B); a defender playing to declarer's irregular lead
//!   from its right makes it stand and plays prematurely (2017 53C). An
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

use crate::card::{Card, CardSet, Suit};
use crate::play::{PlayIrregularity, PlayRestriction, legal_plays};
use crate::ruling::{Chooser, OptionId, Ruling, option};
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
    fn withdraw(&mut self, seat: Seat, card: Card, law: u8, clause: &'static str) {
        self.withdrawn.push(WithdrawnCard {
            seat,
            card,
            to: seat.side(),
            law: self.play_laws().cite(law, clause),
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
        self.rulings[ruling].chosen = Some(OptionId::Accept);
        self.rulings[ruling].finding =
            Some("declarer could have seen a card of dummy's".to_owned());
        let law = self.play_laws().cite(54, "C").path();
        self.rulings[ruling].notes.push(format!(
            "declarer could have seen a card of dummy's: he must accept the lead (Law {law}), and dummy is spread"
        ));
        self.accept_lead(seat, card);
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
        let both = play.declarer_played_both();
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
        } else if both {
            (57, "C1")
        } else if self.play_laws().premature_at_rho_turn() {
            (57, "D")
        } else {
            (49, "")
        };
        let why = if !defender {
            "a premature play by declarer, from either hand, is a played card"
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
        let r = self.play_ruling(law, clause, Some(seat), text);
        self.rule(r);
        self.check_penalty_card_choice();
        Ok(())
    }

    /// Laws 53-56, 60B: a card led when it was another hand's lead.
    fn lead_out_of_turn(&mut self, seat: Seat, card: Card) -> Result<(), EventError> {
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

    /// Law 57A: a defender's premature lead or play before his partner has
    /// played: a major penalty card, and declarer's choice for partner.
    fn premature(&mut self, seat: Seat, card: Card, to_next: bool) -> Result<(), EventError> {
        let Some(play) = self.play.as_mut() else {
            return Err(EventError::PlayNotRefereed);
        };
        play.add_penalty_cards([card].into_iter().collect());
        play.all_major_when_two();
        let declarer = play.contract().declarer;
        let partner = seat.partner();
        let led = play.current().led().map(|c| c.suit);
        let led_name = led.map_or("card of the suit led", |s| s.name().trim_end_matches('s'));
        let what = if to_next {
            "led to the next trick before his partner had played to this one"
        } else {
            "played before his partner had played to the trick"
        };
        let play_suit = self.play_laws().premature_play_suit_option();
        let r = self
            .play_ruling(
                57,
                "A",
                Some(seat),
                format!(
                    "{} {what} ({card}): the card is a major penalty card; declarer chooses how {} plays to this trick (if he cannot comply, he plays any legal card, Law 59)",
                    seat.name(),
                    partner.name()
                ),
            )
            .choice(
                Chooser::Seat(declarer),
                [
                    option(
                        OptionId::Highest,
                        format!("{} plays his highest {led_name} (57A1)", partner.name()),
                    ),
                    option(
                        OptionId::Lowest,
                        format!("{} plays his lowest {led_name} (57A2)", partner.name()),
                    ),
                    option(
                        OptionId::PlaySuit,
                        format!(
                            "{} plays a card of another suit declarer names (57A3)",
                            partner.name()
                        ),
                    ),
                    option(
                        OptionId::ForbidSuit,
                        format!(
                            "{} may not play a card of another suit declarer names (57A{})",
                            partner.name(),
                            if play_suit { 4 } else { 3 }
                        ),
                    ),
                ]
                .into_iter()
                .filter(|o| play_suit || o.id != OptionId::PlaySuit)
                .collect(),
            );
        let ruling = self.rule(r);
        self.pending = Some(Pending::PrematurePlay { ruling, partner });
        Ok(())
    }

    /// The suits declarer may name under Law 57A3 and A4: the suits other
    /// than the one led.
    pub(super) fn other_suits(&self) -> Vec<Suit> {
        let led = self
            .play
            .as_ref()
            .and_then(|p| p.current().led())
            .map(|c| c.suit);
        Suit::ALL
            .into_iter()
            .rev()
            .filter(|&s| Some(s) != led)
            .collect()
    }

    /// Declarer's election under Law 57A.
    pub(super) fn elect_premature(
        &mut self,
        choice: OptionId,
        suit: Option<Suit>,
    ) -> Result<(), EventError> {
        let Some(Pending::PrematurePlay { ruling, partner }) = self.pending.clone() else {
            return Err(EventError::NoPending);
        };
        let restriction = match (choice, suit) {
            (OptionId::Highest, _) => PlayRestriction::Highest { seat: partner },
            (OptionId::Lowest, _) => PlayRestriction::Lowest { seat: partner },
            (OptionId::PlaySuit, _) if !self.play_laws().premature_play_suit_option() => {
                return Err(EventError::NotAnOption {
                    option: choice,
                    offered: vec![OptionId::Highest, OptionId::Lowest, OptionId::ForbidSuit],
                });
            }
            (OptionId::PlaySuit | OptionId::ForbidSuit, Some(s))
                if self.other_suits().contains(&s) =>
            {
                if choice == OptionId::PlaySuit {
                    PlayRestriction::Suit {
                        seat: partner,
                        suit: s,
                    }
                } else {
                    PlayRestriction::NotSuit {
                        seat: partner,
                        suit: s,
                    }
                }
            }
            (OptionId::PlaySuit | OptionId::ForbidSuit, Some(suit)) => {
                return Err(EventError::SuitNotOffered { suit });
            }
            (OptionId::PlaySuit | OptionId::ForbidSuit, None) => {
                return Err(EventError::SuitNeeded { option: choice });
            }
            (other, _) => {
                return Err(EventError::NotAnOption {
                    option: other,
                    offered: vec![
                        OptionId::Highest,
                        OptionId::Lowest,
                        OptionId::PlaySuit,
                        OptionId::ForbidSuit,
                    ],
                });
            }
        };
        self.pending = None;
        self.rulings[ruling].chosen = Some(choice);
        let led = self
            .play
            .as_ref()
            .and_then(|p| p.current().led())
            .map(|c| c.suit);
        self.rulings[ruling]
            .notes
            .push(format!("{} (declarer's choice)", restriction.describe(led)));
        if let Some(play) = self.play.as_mut() {
            play.set_play_restriction(Some(restriction));
        }
        self.check_penalty_card_choice();
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
            (by, declarer, self.rulings[ruling].chooser)
            && !by.is_opponent(d)
        {
            return Err(EventError::NotChooser {
                seat: by,
                chooser: "either defender".to_owned(),
            });
        }
        self.pending = None;
        self.rulings[ruling].chosen = Some(choice);
        match choice {
            OptionId::Accept => self.accept_lead(seat, card),
            OptionId::SpreadHand => {
                if let Some(play) = self.play.as_mut() {
                    play.swap_declarer();
                }
                let declarer = self.play.as_ref().map(|p| p.contract().declarer);
                if let Some(d) = declarer {
                    self.rulings[ruling].notes.push(format!(
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
    fn accept_lead(&mut self, seat: Seat, card: Card) {
        let Some(play) = self.play.as_mut() else {
            return;
        };
        play.unface(card);
        play.accept_lead(seat, card);
        self.check_penalty_card_choice();
    }

    /// The lead out of turn is taken back (54D, 55B, 56B).
    fn retract_lead(&mut self, ruling: usize, seat: Seat, card: Card) {
        let Some(play) = self.play.as_mut() else {
            return;
        };
        play.unface(card);
        let declarer = play.contract().declarer;
        if seat.is_opponent(declarer) {
            play.add_penalty_cards([card].into_iter().collect());
            play.all_major_when_two();
            self.rulings[ruling]
                .notes
                .push(format!("{card} is a major penalty card"));
            self.offer_lead_penalty();
        } else {
            let turn = play.turn();
            self.rulings[ruling]
                .notes
                .push(format!("{card} goes back to the hand"));
            self.withdraw(seat, card, 55, "B");
            self.retracted_lead = turn.is_some_and(|t| !t.is_opponent(declarer));
        }
        self.check_penalty_card_choice();
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
                if seat == offender.lho() {
                    // 53A: a play from the next hand accepts the lead (60A1).
                    self.pending = None;
                    self.rulings[ruling].chosen = Some(OptionId::Accept);
                    self.rulings[ruling].notes.push(format!(
                        "accepted by {}'s play from the hand next in rotation (53A)",
                        seat.name()
                    ));
                    self.accept_lead(offender, led);
                    return self.on_play(seat, card);
                }
                if by_declarer && seat == offender.rho() {
                    // 53C (2007 53B): the lead stands and Law 57 applies.
                    self.pending = None;
                    self.rulings[ruling].chosen = Some(OptionId::Accept);
                    let clause = self.play_laws().wrong_defender_clause();
                    self.rulings[ruling].notes.push(format!(
                        "the lead stands: {}, the defender on the right of the irregular lead, played to it (53{clause}); Law 57 applies to his card",
                        seat.name()
                    ));
                    self.accept_lead(offender, led);
                    return self.on_play(seat, card);
                }
                if Some(seat) == turn && seat.is_opponent(offender) {
                    // 53B (2007 53C): the proper lead stands; the card led in
                    // error is withdrawn (Law 16C).
                    self.pending = None;
                    if let Some(play) = self.play.as_mut() {
                        play.unface(led);
                    }
                    self.withdraw(offender, led, 53, self.play_laws().proper_lead_clause());
                    let clause = self.play_laws().proper_lead_clause();
                    // The choice is overtaken: nothing is left to elect.
                    self.rulings[ruling].chooser = None;
                    self.rulings[ruling].options.clear();
                    self.rulings[ruling].notes.push(format!(
                        "{} made his proper lead (53{clause}): it stands, and {led} goes back to {}'s hand (its information is unauthorized to his side, Law 16C)",
                        seat.name(),
                        offender.name()
                    ));
                    return self.on_play(seat, card);
                }
                Err(self.pending_error())
            }
            Some(Pending::PenaltyCardDue {
                ruling,
                seat: offender,
                card: instead,
            }) if declarer.is_some_and(|d| !seat.is_opponent(d)) => {
                // 52B1(b): declarer played from his hand or dummy thereafter.
                self.pending = None;
                self.rulings[ruling].chosen = Some(OptionId::Accept);
                self.rulings[ruling].notes.push(
                    "declarer played from his own hand or dummy: he must accept the card (52B1(b)); the penalty card remains (52B1(c))"
                        .to_owned(),
                );
                self.accept_instead(offender, instead);
                self.on_play(seat, card)
            }
            _ => Err(self.pending_error()),
        }
    }

    /// Whether `card` from `seat`, on turn, breaks the duty to play a
    /// penalty card (Laws 50C, 50D1): it would be legal but for that duty.
    pub(super) fn penalty_card_due(&self, seat: Seat, card: Card) -> bool {
        let Some(play) = self.play.as_ref() else {
            return false;
        };
        !play
            .penalty_cards()
            .intersection(play.hand(seat))
            .is_empty()
            && !play.legal_plays().contains(card)
            && play.legal_ignoring_penalty_cards(seat).contains(card)
    }

    /// Law 52: another card led or played when a penalty card was due.
    pub(super) fn penalty_card_not_played(
        &mut self,
        seat: Seat,
        card: Card,
    ) -> Result<(), EventError> {
        let Some(play) = self.play.as_mut() else {
            return Err(EventError::PlayNotRefereed);
        };
        play.face(card);
        let declarer = play.contract().declarer;
        let due: Vec<String> = play
            .penalty_cards()
            .intersection(play.hand(seat))
            .iter()
            .map(|c| c.to_string())
            .collect();
        let r = self
            .play_ruling(
                52,
                "B",
                Some(seat),
                format!(
                    "{} played {card} when he was to play a penalty card ({}): he may not withdraw it himself (52A); declarer may accept it (52B1(a); he must once he has played from his own hand or dummy, B1(b)) or require the penalty card instead",
                    seat.name(),
                    due.join(" ")
                ),
            )
            .choice(
                Chooser::Seat(declarer),
                vec![
                    option(
                        OptionId::Accept,
                        format!("accept {card}: the penalty card remains a penalty card (52B1(c))"),
                    ),
                    option(
                        OptionId::PenaltyCardInstead,
                        format!(
                            "{} plays the penalty card instead, and {card} becomes a major penalty card (52B2)",
                            seat.name()
                        ),
                    ),
                ],
            );
        let ruling = self.rule(r);
        self.pending = Some(Pending::PenaltyCardDue { ruling, seat, card });
        Ok(())
    }

    /// Declarer's election under Law 52B.
    pub(super) fn elect_penalty_card_due(&mut self, choice: OptionId) -> Result<(), EventError> {
        let Some(Pending::PenaltyCardDue { ruling, seat, card }) = self.pending.clone() else {
            return Err(EventError::NoPending);
        };
        self.pending = None;
        self.rulings[ruling].chosen = Some(choice);
        if choice == OptionId::Accept {
            self.accept_instead(seat, card);
            return Ok(());
        }
        let Some(play) = self.play.as_mut() else {
            return Ok(());
        };
        play.unface(card);
        // The penalty card he failed to play (52B2); the card withdrawn
        // becomes one too, but is not the one to substitute.
        let owed = play.legal_plays().intersection(play.penalty_cards());
        play.add_penalty_cards([card].into_iter().collect());
        play.all_major_when_two();
        self.rulings[ruling]
            .notes
            .push(format!("{card} is a major penalty card"));
        if owed.len() == 1
            && let Some(pc) = owed.iter().next()
        {
            self.rulings[ruling]
                .notes
                .push(format!("{} plays {pc} instead", seat.name()));
            self.play_in_turn(seat, pc);
        } else {
            // 51A: two or more he could play; declarer designates which.
            self.designate_penalty_card(seat, owed);
        }
        Ok(())
    }

    /// The card played instead of a penalty card, accepted (52B1).
    fn accept_instead(&mut self, seat: Seat, card: Card) {
        let Some(play) = self.play.as_mut() else {
            return;
        };
        play.unface(card);
        let tricks = play.tricks().len();
        play.put_irregular(seat, card, PlayIrregularity::PenaltyCardNotPlayed);
        if play.tricks().len() > tricks {
            self.trick_quitted();
        }
        self.check_penalty_card_choice();
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

    /// Duplicate Law 58B: two or more cards led or played together by the
    /// hand on turn. The player names the card he proposes to play (58B2,
    /// by playing it); a defender's other cards then become penalty cards,
    /// declarer's go back to the hand. (When the face of only one card was
    /// visible, 58B1, that card is simply played: the script writes it.)
    pub(super) fn on_simultaneous(&mut self, seat: Seat, cards: &[Card]) -> Result<(), EventError> {
        if self.pending.is_some() {
            return Err(self.pending_error());
        }
        let Some(play) = self.play.as_ref() else {
            return Err(EventError::PlayNotRefereed);
        };
        if cards.len() < 2 {
            return Err(EventError::NotNow {
                why: "cards played together are two or more (Law 58B); one card is simply played"
                    .to_owned(),
            });
        }
        for (k, &card) in cards.iter().enumerate() {
            if !play.hand(seat).contains(card) {
                return Err(EventError::CardNotHeld { seat, card });
            }
            if cards[..k].contains(&card) {
                return Err(EventError::CardAlreadyExposed { card });
            }
        }
        if play.turn() != Some(seat) {
            return Err(EventError::NotNow {
                why: format!(
                    "it is not {}'s turn: cards played together out of turn are written one at a time",
                    seat.name()
                ),
            });
        }
        if let Some((owner, due)) = play.due().filter(|&(owner, _)| owner == seat) {
            return Err(EventError::NotNow {
                why: format!(
                    "{} must play {due:#} now (Laws 41A, 57): it is his card to this trick",
                    owner.name()
                ),
            });
        }
        let set: CardSet = cards.iter().copied().collect();
        let list: Vec<String> = cards.iter().map(|c| c.to_string()).collect();
        let defender = seat.is_opponent(play.contract().declarer);
        let then = if defender {
            "each other card becomes a penalty card (Law 50)"
        } else {
            "the others go back to the hand"
        };
        let r = self
            .play_ruling(
                58,
                "B2",
                Some(seat),
                format!(
                    "{} played {} together, their faces visible: he names the card he proposes to play; {then}",
                    seat.name(),
                    list.join(" ")
                ),
            )
            .choice(Chooser::Seat(seat), Vec::new());
        let ruling = self.rule(r);
        self.pending = Some(Pending::Designation {
            ruling,
            candidates: set,
            seat,
            rest: set,
        });
        Ok(())
    }

    /// Law 58B2, once the card is named: a defender's other cards become
    /// penalty cards (minor or major as 50B says).
    pub(super) fn after_simultaneous(&mut self, ruling: usize, seat: Seat, rest: CardSet) {
        if rest.is_empty() {
            return;
        }
        let Some(play) = self.play.as_mut() else {
            return;
        };
        if !seat.is_opponent(play.contract().declarer) {
            return;
        }
        let minor = self.play_laws().minor_penalty_cards();
        let Some(play) = self.play.as_mut() else {
            return;
        };
        let single = rest
            .iter()
            .next()
            .filter(|c| rest.len() == 1 && !c.rank.is_honour());
        match single {
            Some(card) if minor => play.add_minor_penalty_card(card),
            _ => {
                play.add_penalty_cards(rest);
                play.all_major_when_two();
            }
        }
        let list: Vec<String> = rest.iter().map(|c| c.to_string()).collect();
        self.rulings[ruling]
            .notes
            .push(format!("{} a penalty card (58B2)", list.join(" ")));
        self.check_penalty_card_choice();
    }
}
