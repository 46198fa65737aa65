//! Failure to lead or play a penalty card (duplicate Law 52): declarer
//! accepts the card played or requires the penalty card instead, and must
//! accept once he has played from his own hand or dummy.

use crate::card::Card;
use crate::play::PlayIrregularity;
use crate::ruling::{Chooser, OptionId, option};
use crate::seat::Seat;
use crate::table::EventError;

use super::{ContractBridge, Pending};

impl ContractBridge {
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
        self.records.rulings[ruling].chosen = Some(choice);
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
        self.records.rulings[ruling]
            .notes
            .push(format!("{card} is a major penalty card"));
        if owed.len() == 1
            && let Some(pc) = owed.iter().next()
        {
            self.records.rulings[ruling]
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
    pub(super) fn accept_instead(&mut self, seat: Seat, card: Card) {
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
}
