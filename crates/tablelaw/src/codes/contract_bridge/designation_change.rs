//! A change of an unintended designation (duplicate Law 45C4(b), with the
//! retractions it allows, 47C and 47D) and a retraction after a mistaken
//! explanation (47E2(a)); the rubber code, whose laws of the
//! play are not at hand, applies the 2007 wording and says so.
//!
//! The director's finding names the card intended. Under 2017 it is
//! declarer's designation of dummy's card, corrected until declarer next
//! plays from either hand (a slip of the tongue; not a loss of
//! concentration or a reconsideration); under 2007 any player's, until his
//! partner has played. The card designated goes back to the hand without
//! further rectification (47C); an opponent who played after it, in turn,
//! has his card back and may play it again or substitute another (47D), its
//! information unauthorized to his side if he changes (16C).
//!
//! A card played because of a mistaken explanation of an opponent's call or
//! play is retracted without rectification if no card was played after it
//! (47E2(a)); its information is unauthorized to his side (16C).
//!
//! The engine corrects a card in the trick in progress, or in the trick
//! just completed while no card has been played to the next (the trick is
//! reopened, decision 148). Under 2007 (and rubber, which applies its
//! wording) 47E2(a) asks only that no card was played after it to its own
//! trick: the card that completed a trick is retracted after cards have
//! been played to the next, which are played again in turn, the
//! opponents free to withdraw theirs (47D; the replay of `replay.rs`).
//! Otherwise, once a card has been played to the next trick, the change is
//! refused as not refereed.

use crate::card::Card;
use crate::seat::Seat;
use crate::table::EventError;

use super::ContractBridge;
use super::replay::{Reason, Replay};

impl ContractBridge {
    /// Law 45C4(b): `seat`'s card in the trick in progress was designated
    /// unintentionally; `card` was intended.
    pub(super) fn unintended_designation(
        &mut self,
        seat: Seat,
        card: Card,
    ) -> Result<(), EventError> {
        if self.pending.is_some() {
            return Err(self.pending_error());
        }
        let Some(play) = self.play.as_ref() else {
            return Err(EventError::PlayNotRefereed);
        };
        if self.play_encumbered() {
            return Err(EventError::NotNow {
                why: "a card led out of turn or ahead of its trick waits face up: the engine changes a designation only in a trick with nothing else pending (Law 45C4(b))".to_owned(),
            });
        }
        let mut base = play.clone();
        let reopened = base.reopen_last_trick();
        let cards: Vec<(Seat, Card)> = base.current().cards().collect();
        let Some(pos) = cards.iter().position(|&(s, _)| s == seat) else {
            return Err(EventError::NotNow {
                why: format!(
                    "{} has no card in the trick in progress, or in the trick just completed while no card has been played to the next: the engine corrects a designation only there (Law 45C4(b))",
                    seat.name()
                ),
            });
        };
        let (_, designated) = cards[pos];
        let after = &cards[pos + 1..];
        let declarer = play.contract().declarer;
        let dummy = play.contract().dummy();
        if self.play_laws().designation_change_by_declarer() {
            if seat != dummy {
                return Err(EventError::NotNow {
                    why: "Law 45C4(b) lets declarer correct an unintended designation of dummy's card only".to_owned(),
                });
            }
            if after.iter().any(|&(s, _)| s == declarer) {
                return Err(EventError::NotNow {
                    why: "declarer has since played from his own hand: too late to correct dummy's card (Law 45C4(b))".to_owned(),
                });
            }
        } else if after.iter().any(|&(s, _)| s == seat.partner()) {
            return Err(EventError::NotNow {
                why: format!(
                    "{}'s partner has since played: too late to change the designation (Law 45C4(b))",
                    seat.name()
                ),
            });
        }
        if !play.hand(seat).contains(card) {
            return Err(EventError::CardNotHeld { seat, card });
        }
        let mut trial = base;
        let mut back = Vec::new();
        for _ in 0..=after.len() {
            if let Some(taken) = trial.take_back_last() {
                back.push(taken);
            }
        }
        if !trial.legal_plays().contains(card) {
            return Err(EventError::NotNow {
                why: format!(
                    "{card:#} cannot be legally played to the trick in place of {designated:#}"
                ),
            });
        }
        self.play = Some(trial);
        let name = seat.name();
        let whose = if seat == dummy {
            format!("declarer's designation of dummy's {designated}")
        } else {
            format!("{name}'s designation of {designated}")
        };
        let mut r = self.play_ruling(
            45,
            "C4(b)",
            Some(if seat == dummy { declarer } else { seat }),
            format!(
                "the director finds {whose} unintended ({}): {designated} goes back to the hand without further rectification (47C), and {card} is played",
                self.play_laws().unintended_designation()
            ),
        );
        r.finding = Some(format!("{card} was intended"));
        if reopened {
            r.notes.push(
                "the trick had been completed, and no card played to the next: it is played again from the card changed".to_owned(),
            );
        }
        let law = self.play_laws().cite(47, "D").path();
        for &(opponent, played) in after {
            r.notes.push(format!(
                "{} played {played} in turn after it: it goes back to his hand, and he may play it again or substitute another card (Law {law}); if he changes, its information is unauthorized to his side (Law 16C)",
                opponent.name()
            ));
        }
        self.rule(r);
        self.withdraw(seat, designated, 47, "C");
        for &(opponent, played) in after {
            self.withdraw(opponent, played, 47, "D");
        }
        self.play_in_turn(seat, card);
        Ok(())
    }

    /// Law 47E2(a): `seat` retracts the last card played, played because of
    /// a mistaken explanation of an opponent's call or play.
    pub(super) fn mistaken_explanation(&mut self, seat: Seat) -> Result<(), EventError> {
        if self.pending.is_some() {
            return Err(self.pending_error());
        }
        let Some(play) = self.play.as_ref() else {
            return Err(EventError::PlayNotRefereed);
        };
        if self.play_encumbered() {
            return Err(EventError::NotNow {
                why: "a card led out of turn or ahead of its trick waits face up: the engine retracts a card only in a trick with nothing else pending (Law 47E2(a))".to_owned(),
            });
        }
        // The last card of a trick just completed: no card has been played
        // after it while the next trick is empty.
        let mut trial = play.clone();
        let reopened = trial.reopen_last_trick();
        let Some((last, card)) = trial.current().cards().last() else {
            return Err(EventError::NotNow {
                why: "no card has been played yet (Law 47E2(a))".to_owned(),
            });
        };
        if last != seat {
            if !reopened && self.play_laws().explanation_retraction_to_the_trick() {
                return self.retract_after_the_next_lead(seat);
            }
            let why = format!(
                "a card was played after {}'s ({}'s)",
                seat.name(),
                last.name()
            );
            return self.too_late_to_retract(seat, &why);
        }
        if trial.tricks().is_empty() && trial.current().len() == 1 {
            return self.too_late_to_retract(
                seat,
                "an opening lead may not be retracted once dummy has faced a card, and dummy is spread with the opening lead",
            );
        }
        if trial.take_back_last().is_none() {
            return Err(EventError::PlayNotRefereed);
        }
        self.play = Some(trial);
        let mut r = self.play_ruling(
            47,
            "E2(a)",
            None,
            format!(
                "{} played {card} because of a mistaken explanation of an opponent's call or play, and no card was played after it: he retracts it without further rectification and plays again (47E2(a)); its information is unauthorized to his side (Law 16C)",
                seat.name()
            ),
        );
        r.finding = Some("the card was played because of a mistaken explanation".to_owned());
        if reopened {
            r.notes.push(
                "it completed the trick, and no card has been played to the next: the trick is in progress again".to_owned(),
            );
        }
        self.rule(r);
        self.withdraw(seat, card, 47, "E2(a)");
        Ok(())
    }

    /// Law 47E2: too late to retract under (a), the card stands; the
    /// director may award an adjusted score (47E2(b)).
    fn too_late_to_retract(&mut self, seat: Seat, why: &str) -> Result<(), EventError> {
        let laws = self.play_laws();
        let b = laws.cite(47, "E2(b)");
        let text = format!(
            "{} played his last card because of a mistaken explanation, but it may not be retracted: {why} (47E2(a)); it stands, and the director may award an adjusted score (47E2(b): `finding adjusted-score mistaken-explanation …`)",
            seat.name()
        );
        let r = self
            .play_ruling(47, "E2(a)", Some(seat), text)
            .also(b)
            .with_finding(
                "the card was played because of a mistaken explanation, too late to retract",
            );
        self.rule(r);
        Ok(())
    }

    /// 2007 Law 47E2(a), "no subsequent play to the trick": `seat`'s card
    /// completed the trick just quitted, and cards have since been played
    /// to the next. The play goes back to the position before his card; he
    /// plays again, and the cards played to the next trick are played
    /// again in turn, each opponent of his free to withdraw his own (47D)
    /// and any card the play no longer reaches going back to the hand
    /// (47A). Penalty cards or a lead restriction on the table are not
    /// refereed here.
    fn retract_after_the_next_lead(&mut self, seat: Seat) -> Result<(), EventError> {
        let Some(now) = self.play.as_ref() else {
            return Err(EventError::PlayNotRefereed);
        };
        let Some((trick, _)) = now.tricks().last() else {
            return Err(EventError::NotNow {
                why: "no trick has been completed (Law 47E2(a))".to_owned(),
            });
        };
        let Some((last, card)) = trick.cards().last() else {
            return Err(EventError::PlayNotRefereed);
        };
        if last != seat {
            return Err(EventError::NotNow {
                why: format!(
                    "{} played no card that is the last played to its trick, the trick in progress or the one just completed (Law 47E2(a))",
                    seat.name()
                ),
            });
        }
        if !now.penalty_cards().is_empty() || now.restriction().is_some() {
            return Err(EventError::NotNow {
                why: "a penalty card or a lead restriction is on the table: the engine retracts the card that completed a trick after the next lead only when neither is (Law 47E2(a))".to_owned(),
            });
        }
        let mut before = now.clone();
        while before.take_back_last().is_some() {}
        if !before.reopen_last_trick() || before.take_back_last() != Some((seat, card)) {
            return Err(EventError::PlayNotRefereed);
        }
        let start = before.cards_played();
        let queue = Replay::cards_after(now, start, |_| false);
        let later: Vec<String> = queue
            .iter()
            .map(|(_, s, c, _)| format!("{}'s {c:#}", s.name()))
            .collect();
        self.play = Some(before);
        self.revoking.get_or_insert_with(Default::default).replay =
            Some(Replay::new(Reason::Explanation, seat.side(), queue));
        let mut r = self.play_ruling(
            47,
            "E2(a)",
            None,
            format!(
                "{} played {card:#} because of a mistaken explanation of an opponent's call or play, and no card was played after it to that trick: he retracts it without further rectification and plays again (47E2(a)); its information is unauthorized to his side (Law 16C). The cards since played to the next trick ({}) are played again in turn, each of his opponents free to withdraw his own (47D); a card the play no longer reaches goes back to the hand (47A)",
                seat.name(),
                later.join(", ")
            ),
        );
        r.finding = Some("the card was played because of a mistaken explanation".to_owned());
        r.notes.push(
            "it completed the trick, and cards have been played to the next: the 2007 47E2(a) asks only that no card was played after it to its own trick (2017: no card at all), and the trick is in progress again".to_owned(),
        );
        self.rule(r);
        self.withdraw(seat, card, 47, "E2(a)");
        Ok(())
    }
}
