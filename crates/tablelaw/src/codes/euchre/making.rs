//! Making the trump (Laws 74-78), its irregularities (Laws 79-82), and a
//! declaration to play alone made with the trump. Taking it from the
//! partner and defending alone are `lone`'s.

use crate::card::Suit;
use crate::ruling::{Chooser, OptionId, Ruling, option};
use crate::seat::Seat;

use super::event::EuchreError;
use super::hand::{Act, Bound, Discard, Hand, MadeBy, Pending, Position, Stage, Until, law};

/// An act that accepts the trump card in the first round, as the event words it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Accept {
    OrderUp,
    Assist,
    TakeUp,
    Alone,
}

impl Hand {
    pub(super) fn not_his(seat: Seat, what: &'static str, why: impl Into<String>) -> EuchreError {
        EuchreError::NotHis {
            seat,
            what,
            why: why.into(),
        }
    }

    fn check_bound(&self, seat: Seat) -> Result<(), EuchreError> {
        match self.bound[seat] {
            Some(b) => Err(EuchreError::MustPass { seat, law: b.law }),
            None => Ok(()),
        }
    }

    /// Law 82: an act out of turn takes away no one's right; it is void and
    /// the player acts again at his turn.
    fn out_of_turn(&mut self, seat: Seat, act: Act) {
        let turn = self.turn;
        self.record(seat, act, false, Some(law(82, "")));
        self.push_ruling(Ruling::new(
            law(82, ""),
            Some(seat),
            format!(
                "{} acted out of turn; no player can take away another's right by passing, ordering up or assisting out of turn: the act is void, and it is still {}'s turn",
                seat.name(),
                turn.name()
            ),
        ));
    }

    /// Moves the turn on after an act in turn that did not make the trump.
    fn advance(&mut self) {
        if self.turn != self.dealer {
            self.turn = self.turn.lho();
            return;
        }
        if self.round == 1 {
            // Law 77: all four have passed; the trump is turned down.
            self.round = 2;
            self.turn = self.dealer.lho();
            for seat in Seat::ALL {
                if self.bound[seat].is_some_and(|b| b.until == Until::EndOfRound) {
                    self.bound[seat] = None;
                }
            }
        } else {
            // Law 77: all pass again; the deal is at an end.
            self.stage = Stage::PassedOut;
        }
    }

    /// A pass in turn.
    fn pass_in_turn(&mut self, seat: Seat, act: Act) -> Result<(), EuchreError> {
        if self.round == 2 && seat == self.dealer && self.options.stick_the_dealer {
            match self.bound[seat] {
                None => return Err(EuchreError::DealerIsStuck { seat }),
                Some(b) => {
                    // Decision 13: the penalty prevails over the custom; his
                    // pass ends the making (Law 77).
                    self.push_ruling(Ruling::new(
                        law(77, ""),
                        Some(seat),
                        format!(
                            "the dealer, {}, is bound to pass ({}), so he cannot be stuck with naming a suit: all have passed twice, and the deal passes to the next player",
                            seat.name(),
                            b.law
                        ),
                    ));
                }
            }
        }
        self.passed[usize::from(self.round - 1)][seat] = true;
        self.record(seat, act, true, None);
        self.advance();
        Ok(())
    }

    pub(super) fn has_passed(&self, seat: Seat) -> bool {
        self.passed[usize::from(self.round - 1)][seat]
    }

    /// Makes the trump.
    fn make(&mut self, seat: Seat, suit: Suit, how: MadeBy, alone: bool) {
        self.trump = Some(suit);
        self.maker = Some(seat);
        self.made_by = Some(how);
        if alone {
            if self.exposed_forbids_lone(seat) {
                self.void_lone_record(seat);
            } else {
                self.lone = Some(seat);
            }
        }
        if how != MadeBy::Named {
            // Law 86: the dealer takes the trump card and must discard.
            self.hands[self.dealer].insert(self.deal.turned);
            if self.trump_lifted && self.lone != Some(self.dealer) {
                // Laws 46 III, 91: the card lifted is an exposed card (a
                // lone hand's exposing no penalty, 104).
                self.exposed[self.dealer].insert(self.deal.turned);
            }
            self.discard = Discard::Due;
        }
        self.stage = Stage::Play;
    }

    /// A pass (Laws 74-77), or a pass after the making (Law 81).
    pub(super) fn on_pass(&mut self, seat: Seat, not_heard: bool) -> Result<(), EuchreError> {
        if self.stage == Stage::Play {
            return self.pass_after_declaration(seat, not_heard);
        }
        if seat == self.turn {
            return self.pass_in_turn(seat, Act::Pass);
        }
        self.out_of_turn(seat, Act::Pass);
        Ok(())
    }

    /// Law 81: a declaration is not invalidated by a partner who did not
    /// hear it and passed.
    fn pass_after_declaration(&mut self, seat: Seat, not_heard: bool) -> Result<(), EuchreError> {
        let maker = self.maker.unwrap_or(seat);
        if self.lead_made() {
            return Err(EuchreError::Phase(
                "the play has begun; there is nothing to pass".to_owned(),
            ));
        }
        self.passed[usize::from(self.round - 1)][seat] = true;
        self.record(seat, Act::Pass, true, Some(law(81, "")));
        let mut r = Ruling::new(
            law(81, ""),
            Some(seat),
            format!(
                "{} passed after {} had made the trump; the declaration is not invalidated",
                seat.name(),
                maker.name()
            ),
        );
        if not_heard {
            r = r.with_finding(format!("{} did not hear the declaration", seat.name()));
        }
        if seat == maker.partner() {
            r.notes.push(format!(
                "{} has now passed, so he cannot take it from his partner to play alone (Laws 93, 99)",
                seat.name()
            ));
        }
        self.push_ruling(r);
        Ok(())
    }

    /// Order up, assist, take up, or play alone at the suit turned (Laws 74-76, 80, 82).
    pub(super) fn on_accept(
        &mut self,
        seat: Seat,
        word: Accept,
        suit: Option<Suit>,
    ) -> Result<(), EuchreError> {
        let what = match word {
            Accept::OrderUp => "order up",
            Accept::Assist => "assist",
            Accept::TakeUp => "take up the trump",
            Accept::Alone => "play alone",
        };
        if self.stage != Stage::Making {
            return Err(Self::not_his(seat, what, "the trump is already made"));
        }
        if self.round == 2 {
            if word == Accept::Alone {
                return match suit {
                    Some(suit) => self.on_name(seat, suit, true),
                    None => Err(Self::not_his(
                        seat,
                        what,
                        "in the second round the suit must be named in the one declaration: \"Alone at hearts\" (Laws 97, 98)",
                    )),
                };
            }
            return Err(Self::not_his(
                seat,
                what,
                "the trump card is turned down; in the second round a player names a suit or passes (Law 77)",
            ));
        }
        let turned = self.deal.turned.suit;
        if suit.is_some_and(|s| s != turned) {
            return Err(Self::not_his(
                seat,
                what,
                format!(
                    "in the first round only {} can be made trump, the suit of the card turned (Laws 74-76)",
                    turned.name()
                ),
            ));
        }
        let position = Position::of(seat, self.dealer);
        let (how, expected) = match position {
            Position::EldestHand | Position::ThirdHand => (MadeBy::OrderedUp, Accept::OrderUp),
            Position::SecondHand => (MadeBy::Assisted, Accept::Assist),
            Position::Dealer => (MadeBy::TakenUp, Accept::TakeUp),
        };
        if word != Accept::Alone && word != expected {
            return Err(Self::not_his(
                seat,
                what,
                format!(
                    "at his place he would {} (Laws 74-76)",
                    position.accept_word()
                ),
            ));
        }
        let alone = word == Accept::Alone;
        let act = match (alone, how) {
            (true, _) => Act::PlayAlone(None),
            (false, MadeBy::OrderedUp) => Act::OrderUp,
            (false, MadeBy::Assisted) => Act::Assist,
            (false, _) => Act::TakeUp,
        };
        if self.has_passed(seat) {
            self.late_order(seat, act, alone);
            return Ok(());
        }
        if seat != self.turn {
            self.out_of_turn(seat, act);
            return Ok(());
        }
        self.check_bound(seat)?;
        self.record(seat, act, true, None);
        self.make(seat, turned, how, alone);
        Ok(())
    }

    /// Law 80: a player passes, then attempts to assist or order up.
    fn late_order(&mut self, seat: Seat, act: Act, alone: bool) {
        self.record(seat, act, false, Some(law(80, "")));
        // "His partner also must pass", whatever the adversaries elect.
        self.bind(seat.partner(), law(80, ""), Until::EndOfMaking);
        let adversaries = seat.side().opponents();
        let r = Ruling::new(
            law(80, ""),
            Some(seat),
            format!(
                "{} passed, then attempted to {}: his partner, {}, also must pass; the adversaries may elect that the attempt shall be played",
                seat.name(),
                Position::of(seat, self.dealer).accept_word(),
                seat.partner().name()
            ),
        )
        .choice(
            Chooser::Adversaries(adversaries),
            vec![
                option(
                    OptionId::PartnerMustPass,
                    format!(
                        "the attempt is void: {} stays passed and {} must pass",
                        seat.name(),
                        seat.partner().name()
                    ),
                ),
                option(
                    OptionId::PlayIt,
                    format!(
                        "it shall be played: the trump card is made trump by {}, not alone (Law 93); {} still must pass, and neither may take it and play alone",
                        seat.name(),
                        seat.partner().name()
                    ),
                ),
            ],
        );
        let index = self.push_ruling(r);
        self.pending = Some((index, Pending::LateOrder { seat, alone }));
    }

    /// The adversaries' election under Law 80.
    pub(super) fn elect_late_order(&mut self, seat: Seat, play_it: bool) {
        if play_it {
            let how = match Position::of(seat, self.dealer) {
                Position::SecondHand => MadeBy::Assisted,
                Position::Dealer => MadeBy::TakenUp,
                _ => MadeBy::OrderedUp,
            };
            if let Some(last) = self.making.last_mut() {
                last.stands = true;
            }
            self.make(seat, self.deal.turned.suit, how, false);
        } else {
            self.bind(seat.partner(), law(80, ""), Until::EndOfMaking);
        }
    }

    pub(super) fn bind(
        &mut self,
        seat: crate::seat::Seat,
        law: crate::law::Citation,
        until: Until,
    ) {
        self.bound[seat] = Some(Bound { law, until });
    }

    /// Naming a suit in the second round, alone or not (Laws 77, 78, 79, 82).
    pub(super) fn on_name(
        &mut self,
        seat: Seat,
        suit: Suit,
        alone: bool,
    ) -> Result<(), EuchreError> {
        let act = if alone {
            Act::PlayAlone(Some(suit))
        } else {
            Act::Name(suit)
        };
        if self.stage != Stage::Making {
            if self.maker == Some(seat) {
                // Law 78: he cannot change.
                self.record(seat, act, false, Some(law(78, "")));
                let trump = self.trump.map_or("", Suit::name);
                self.push_ruling(Ruling::new(
                    law(78, ""),
                    Some(seat),
                    format!(
                        "{} named a suit and cannot change: {trump} stay trumps",
                        seat.name()
                    ),
                ));
                return Ok(());
            }
            return Err(Self::not_his(
                seat,
                "name a suit",
                "the trump is already made",
            ));
        }
        if self.round == 1 {
            return Err(Self::not_his(
                seat,
                "name a suit",
                "the trump card is up: in the first round a player passes, orders up, assists, takes up or plays alone (Laws 74-76)",
            ));
        }
        if self.has_passed(seat) {
            return self.on_mention(seat, suit);
        }
        if seat != self.turn {
            self.out_of_turn(seat, act);
            return Ok(());
        }
        self.check_bound(seat)?;
        if suit == self.deal.turned.suit {
            self.pass_in_turn(seat, act)?;
            if let Some(last) = self.making.last_mut() {
                last.law = Some(law(78, ""));
            }
            self.push_ruling(Ruling::new(
                law(78, ""),
                Some(seat),
                format!(
                    "{} named {}, the suit turned down, and is considered to have passed",
                    seat.name(),
                    suit.name()
                ),
            ));
            return Ok(());
        }
        self.record(seat, act, true, None);
        self.make(seat, suit, MadeBy::Named, alone);
        Ok(())
    }

    /// Law 79: after passing, a player mentions the suit he intended.
    pub(super) fn on_mention(&mut self, seat: Seat, suit: Suit) -> Result<(), EuchreError> {
        if self.stage != Stage::Making {
            return Err(Self::not_his(
                seat,
                "mention a suit",
                "the trump is already made",
            ));
        }
        if !self.passed[0][seat] && !self.passed[1][seat] {
            return Err(Self::not_his(
                seat,
                "mention a suit",
                "he has not passed; at his turn in the second round he names a suit (Laws 77, 79)",
            ));
        }
        self.record(seat, Act::MentionsSuit(suit), false, Some(law(79, "")));
        let partner = seat.partner();
        self.bind(partner, law(79, ""), Until::EndOfMaking);
        self.push_ruling(Ruling::new(
            law(79, ""),
            Some(seat),
            format!(
                "{} passed and then mentioned {}, the suit he intended to make trumps: his partner, {}, also must pass",
                seat.name(),
                suit.name(),
                partner.name()
            ),
        ));
        Ok(())
    }

    /// The dealer turns the trump card down (Laws 76, 82).
    pub(super) fn on_turn_down(&mut self, seat: Seat) -> Result<(), EuchreError> {
        if seat != self.dealer {
            return Err(Self::not_his(
                seat,
                "turn down the trump card",
                "only the dealer turns it down (Law 76)",
            ));
        }
        if self.stage != Stage::Making || self.round != 1 {
            return Err(Self::not_his(
                seat,
                "turn down the trump card",
                "it is no longer up",
            ));
        }
        if seat == self.turn {
            return self.pass_in_turn(seat, Act::TurnDown);
        }
        self.binding_on_partner(seat, Act::TurnDown, "turned the trump card down")
    }

    /// The dealer throws his cards on the table in the second round (Law 82).
    pub(super) fn on_throw(&mut self, seat: Seat) -> Result<(), EuchreError> {
        if seat != self.dealer {
            return Err(Self::not_his(
                seat,
                "throw his cards on the table",
                "Law 82 speaks of the dealer; other exposed cards (Law 48) are not yet refereed",
            ));
        }
        if self.stage != Stage::Making || self.round != 2 {
            return Err(Self::not_his(
                seat,
                "throw his cards on the table",
                "Law 82 speaks of the second round of the making",
            ));
        }
        if seat == self.turn {
            return self.pass_in_turn(seat, Act::ThrowsCards);
        }
        self.binding_on_partner(seat, Act::ThrowsCards, "threw his cards on the table")
    }

    /// Law 82: the dealer's act out of turn binds his partner: the dealer's
    /// side passes this round (docs/decisions.md).
    fn binding_on_partner(&mut self, seat: Seat, act: Act, did: &str) -> Result<(), EuchreError> {
        self.record(seat, act, true, Some(law(82, "")));
        let partner = seat.partner();
        for s in [seat, partner] {
            if !self.has_passed(s) {
                self.bind(s, law(82, ""), Until::EndOfRound);
            }
        }
        self.push_ruling(Ruling::new(
            law(82, ""),
            Some(seat),
            format!(
                "the dealer, {}, {did} out of turn: the action is binding on his partner, {}; both must pass this round, and the other players keep their rights",
                seat.name(),
                partner.name()
            ),
        ));
        Ok(())
    }
}
