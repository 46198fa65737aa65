//! Acts at the table the play laws rule on that are neither a card played
//! in turn nor an election: cards played simultaneously (duplicate Law
//! 58A, 58B1), an attempt to withdraw a played card (47F2, 52A), and a
//! player facing his cards (48B, 54A, 68A).

use crate::card::Card;
use crate::ruling::OptionId;
use crate::seat::Seat;
use crate::table::EventError;

use super::{ContractBridge, Pending};

impl ContractBridge {
    /// Law 58A: `card`, played simultaneously with the card just played by
    /// another player, is deemed subsequent to it; it is then ruled on as a
    /// card played at that moment (in turn, or out of turn).
    pub(super) fn on_plays_with(&mut self, seat: Seat, card: Card) -> Result<(), EventError> {
        let Some(play) = self.play.as_ref() else {
            return Err(EventError::PlayNotRefereed);
        };
        if !play.hand(seat).contains(card) {
            return Err(EventError::CardNotHeld { seat, card });
        }
        let Some(previous) = play.record().last().copied().filter(|p| p.seat != seat) else {
            return Err(EventError::NotNow {
                why: format!(
                    "no card of another player was just played for {}'s {card:#} to go with: enter it as played (`{} {card}`)",
                    seat.name(),
                    seat.letter()
                ),
            });
        };
        let r = self.play_ruling(
            58,
            "A",
            None,
            format!(
                "{}'s {card:#}, led or played simultaneously with {}'s {:#}, is deemed played after it (58A)",
                seat.name(),
                previous.seat.name(),
                previous.card
            ),
        );
        self.rule(r);
        self.on_play(seat, card)
    }

    /// Law 58B1: two or more cards led or played together, only the face
    /// of `card` visible: `card` is played, and the others are picked up
    /// without further rectification.
    pub(super) fn on_plays_hidden(
        &mut self,
        seat: Seat,
        card: Card,
        hidden: &[Card],
    ) -> Result<(), EventError> {
        let Some(play) = self.play.as_ref() else {
            return Err(EventError::PlayNotRefereed);
        };
        if hidden.is_empty() {
            return Err(EventError::NotNow {
                why: "name the cards whose faces were not visible after the card played".to_owned(),
            });
        }
        for (k, &c) in [card].iter().chain(hidden).enumerate() {
            if !play.hand(seat).contains(c) {
                return Err(EventError::CardNotHeld { seat, card: c });
            }
            if hidden[..k.saturating_sub(1)].contains(&c) || (k > 0 && c == card) {
                return Err(EventError::CardAlreadyExposed { card: c });
            }
        }
        let list: Vec<String> = hidden.iter().map(|c| format!("{c:#}")).collect();
        let (them, are) = if hidden.len() > 1 {
            ("them", "are")
        } else {
            ("it", "is")
        };
        let r = self.play_ruling(
            58,
            "B1",
            None,
            format!(
                "{} led or played {card:#} together with {}, only the face of {card:#} visible: {card:#} is played, and {} {are} picked up without further rectification (58B1); no penalty card comes of {them}",
                seat.name(),
                list.join(", "),
                list.join(", ")
            ),
        );
        self.rule(r);
        self.on_play(seat, card)
    }

    /// Law 47F2: a card once played may not be withdrawn, except as Law 47
    /// provides; a defender's card played when a penalty card was due may
    /// not be withdrawn on his own initiative (52A). The attempt is
    /// recorded and ruled without effect.
    pub(super) fn on_withdraws(&mut self, seat: Seat, card: Card) -> Result<(), EventError> {
        let Some(play) = self.play.as_ref() else {
            return Err(EventError::PlayNotRefereed);
        };
        if let Some((follower, due, ruling)) = self.follower_58b3
            && follower == seat
            && due == card
            && play.due() == Some((seat, card))
            && !matches!(self.pending, Some(Pending::Designation { ruling: r, .. }) if r == ruling)
        {
            return self.withdraw_after_simultaneous(seat, card, ruling);
        }
        let Some(played) = play
            .record()
            .into_iter()
            .rev()
            .find(|p| p.seat == seat && p.card == card)
        else {
            return Err(EventError::NotNow {
                why: format!("{} has not played {card:#}", seat.name()),
            });
        };
        let instead_of_penalty_card =
            matches!(
                played.irregularity,
                Some(crate::play::PlayIrregularity::PenaltyCardNotPlayed)
            ) || matches!(self.pending, Some(Pending::PenaltyCardDue { .. }));
        let mut r = self.play_ruling(
            47,
            "F2",
            None,
            format!(
                "{} attempts to withdraw {card:#}, played to trick {}: a card once played may not be withdrawn except as Law 47 provides (47F2); it stands, and nothing else follows",
                seat.name(),
                played.trick + 1
            ),
        );
        if instead_of_penalty_card && seat.is_opponent(play.contract().declarer) {
            r.cite_also(self.play_laws().cite(52, "A"));
            r.text.push_str(
                "; a defender who failed to play a penalty card may not, on his own initiative, withdraw another card he has played (52A)",
            );
        }
        self.rule(r);
        Ok(())
    }

    /// Law 58B3: the offender having withdrawn a visible card, the opponent
    /// who played to the trick after him withdraws his card and will
    /// substitute another, without further rectification; its information
    /// is authorized to his side, unauthorized to the offenders (16C).
    fn withdraw_after_simultaneous(
        &mut self,
        seat: Seat,
        card: Card,
        simultaneous: usize,
    ) -> Result<(), EventError> {
        if let Some(play) = self.play.as_mut() {
            play.clear_due();
            play.unface(card);
        }
        self.follower_58b3 = None;
        let offenders = seat.side().opponents();
        let law = self.play_laws().cite(58, "B3");
        self.records.withdrawn.push(super::WithdrawnCard {
            seat,
            card,
            to: offenders,
            law,
        });
        let laws = self.play_laws();
        let r = self
            .play_ruling(
                58,
                "B3",
                None,
                format!(
                    "{} withdraws {card}, played after the cards played together of ruling #{}, the offender having withdrawn a visible card: he substitutes another card without further rectification (58B3); its information is authorized to his side, unauthorized to the offenders (16C)",
                    seat.name(),
                    simultaneous + 1
                ),
            )
            .also(laws.withdrawn_information(false));
        self.rule(r);
        Ok(())
    }

    /// Law 45C3's exception: declarer touched dummy's `card` only to
    /// arrange dummy's cards or to reach another: it is not played.
    pub(super) fn touched_to_reach(&mut self, card: Card) -> Result<(), EventError> {
        let Some(play) = self.play.as_ref() else {
            return Err(EventError::PlayNotRefereed);
        };
        let dummy = play.contract().dummy();
        if !play.hand(dummy).contains(card) {
            return Err(EventError::CardNotHeld { seat: dummy, card });
        }
        let r = self.play_ruling(
            45,
            "C3",
            None,
            format!(
                "the director finds that declarer touched dummy's {card:#} only to arrange dummy's cards or to reach another card: it is not played (45C3), and stays in dummy"
            ),
        );
        self.rule(r.with_finding("touched to arrange or to reach another card"));
        Ok(())
    }

    /// Law 67B2: `seat` played `card` as a surplus card to trick `trick`
    /// (from 1), found after both sides played to the next trick. The
    /// record, which takes one card a hand to a trick, has it in his hand:
    /// it is restored there (67B2(a)), the trick's ownership unchanged, and
    /// deemed to have belonged to the hand throughout (67B2(b)): a failure
    /// to have played it since is a revoke, as the record already rules.
    /// Found before both sides played on, it is a fifth card (67A2, 45E).
    pub(super) fn surplus_card(
        &mut self,
        seat: Seat,
        trick: u8,
        card: Card,
        simultaneous: bool,
    ) -> Result<(), EventError> {
        let play = self.quitted_trick(trick)?;
        if !play.hand(seat).contains(card) {
            return Err(EventError::CardNotHeld { seat, card });
        }
        let i = trick - 1;
        let both = play.both_sides_played_after(i);
        let laws = self.play_laws();
        let r = if both {
            let revokes = self
                .revokes()
                .iter()
                .filter(|r| r.seat == seat && r.led == Some(card.suit) && r.trick > i)
                .count();
            let text = format!(
                "{}{} played {card:#} to trick {trick} besides his card, found after both sides played to the next trick: it is restored to his hand and the trick's ownership does not change (67B2(a)); deemed to have belonged to his hand throughout, a failure to have played it since is a revoke (67B2(b)): {revokes} recorded; a defender's surplus card exposed in the restoring is a penalty card (footnote 20: enter it as exposed)",
                if simultaneous {
                    "a simultaneous play undiscovered until both sides played to the next trick is ruled by Law 67 (58B4): "
                } else {
                    ""
                },
                seat.name()
            );
            if simultaneous {
                self.play_ruling(58, "B4", Some(seat), text)
                    .also(laws.cite(67, "B2(a)"))
                    .also(laws.cite(67, "B2(b)"))
            } else {
                self.play_ruling(67, "B2(a)", Some(seat), text)
                    .also(laws.cite(67, "B2(b)"))
            }
        } else {
            // Found in time: Law 45E's fifth card, ruled as such (67A2).
            self.on_fifth_card(seat, card, false)?;
            let a2 = laws.cite(67, "A2");
            if let Some(r) = self.records.rulings.last_mut() {
                r.cite_also(a2);
            }
            return Ok(());
        };
        self.rule(r);
        Ok(())
    }

    /// Law 48B: declarer faces his cards. After a faced opening lead out
    /// of turn he spreads his hand and becomes dummy (48B1, 54A); at any
    /// other time he claims the tricks not played (48B2, Law 68), as a
    /// defender does who shows his cards (68A).
    pub(super) fn on_faces_cards(&mut self, seat: Seat) -> Result<(), EventError> {
        let Some(play) = self.play.as_ref() else {
            return Err(EventError::PlayNotRefereed);
        };
        let declarer = play.contract().declarer;
        if seat == declarer.partner() && play.dummy_faced() {
            return Err(EventError::NotNow {
                why: "dummy's cards are already face up".to_owned(),
            });
        }
        if let Some(Pending::LeadOutOfTurn {
            ruling,
            opening: true,
            ..
        }) = self.pending
            && seat == declarer
            && self.records.rulings[ruling]
                .options
                .iter()
                .any(|o| o.id == OptionId::SpreadHand)
        {
            self.elect_lead_out_of_turn(Some(seat), OptionId::SpreadHand)?;
            let laws = self.play_laws();
            let (a, b1) = (laws.cite(54, "A"), laws.cite(48, "B1"));
            self.records.rulings[ruling].chosen = Some(OptionId::SpreadHand);
            self.records.rulings[ruling].cite_also(a);
            self.records.rulings[ruling].cite_also(b1);
            return Ok(());
        }
        self.on_claim(seat, None, false, "faced his cards")?;
        if let Some(r) = self.records.rulings.last_mut() {
            let (law, clause) = if seat == declarer {
                (48, "B2")
            } else {
                (68, "A")
            };
            let c = crate::law::Citation::new(r.law.code, law, clause);
            if c.in_code() {
                r.cite_also(c);
            }
        }
        Ok(())
    }
}
