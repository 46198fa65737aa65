//! A correction that reaches back into the play: the play goes back to the
//! position before the card corrected, and the cards played after it are
//! played again in turn unless their players withdraw them.
//!
//! Two laws use it, each with its own withdrawals:
//! - the revoke corrected (duplicate Law 62C): each non-offender may
//!   withdraw a card he played after the revoke (C1), and after he does,
//!   the offending side's player next in rotation may withdraw his (C2, a
//!   defender's card a penalty card);
//! - dummy's card placed in the played position that declarer did not name
//!   (45D1): a defender may withdraw a card he played after it, and when
//!   declarer's right-hand opponent changes his play, declarer may withdraw
//!   a card he then played to that trick.
//!
//! A card withdrawn goes back to the hand, its information unauthorized to
//! the offending side (16C).

use std::collections::VecDeque;

use crate::card::Card;
use crate::play::BridgePlay;
use crate::ruling::{Chooser, OptionId, option};
use crate::seat::{Seat, Side};
use crate::table::EventError;

use super::{ContractBridge, Pending, WithdrawnCard};

/// Why the play went back.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Reason {
    /// A revoke corrected (Law 62B, C).
    Revoke,
    /// Dummy's card declarer did not name, withdrawn (Law 45D1).
    Misplaced,
    /// A card retracted after a mistaken explanation once cards were played
    /// to the next trick (2007 47E2(a)); the opponents of the player who
    /// changed his play may withdraw theirs (47D).
    Explanation,
}

/// The cards played after the card corrected, to be played again in turn
/// unless their players withdraw them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Replay {
    reason: Reason,
    /// The offending side.
    offenders: Side,
    /// (position in the play, hand, card, was itself a revoke), in order.
    queue: VecDeque<(usize, Seat, Card, bool)>,
    /// The offending side's player who may withdraw his card (62C2, 45D1).
    may_withdraw: Option<Seat>,
}

impl Replay {
    /// The cards played after the `start`-th card of the play `now`, in
    /// order, each with its position in the play and whether it is itself
    /// a revoke (`revoke`): the queue of a replay.
    pub(crate) fn cards_after(
        now: &BridgePlay,
        start: usize,
        revoke: impl Fn(&(u8, Seat, Card)) -> bool,
    ) -> VecDeque<(usize, Seat, Card, bool)> {
        now.trick_cards()
            .enumerate()
            .skip(start + 1)
            .map(|(pos, card)| (pos, card.1, card.2, revoke(&card)))
            .collect()
    }

    pub(crate) fn new(
        reason: Reason,
        offenders: Side,
        queue: VecDeque<(usize, Seat, Card, bool)>,
    ) -> Replay {
        Replay {
            reason,
            offenders,
            queue,
            may_withdraw: None,
        }
    }

    /// The cards still to be played again.
    pub(crate) fn into_queue(self) -> VecDeque<(usize, Seat, Card, bool)> {
        self.queue
    }

    /// The law and clause under which `seat`'s withdrawal is allowed.
    fn clause(&self, non_offender: bool) -> (u8, &'static str) {
        match (self.reason, non_offender) {
            (Reason::Revoke, true) => (62, "C1"),
            (Reason::Revoke, false) => (62, "C2"),
            (Reason::Misplaced, _) => (45, "D1"),
            (Reason::Explanation, _) => (47, "D"),
        }
    }
}

impl ContractBridge {
    /// Plays again, in turn, the cards played after the card corrected,
    /// stopping at each that its player may withdraw.
    pub(super) fn continue_replay(&mut self) {
        loop {
            if self.pending.is_some() {
                return;
            }
            let Some(replay) = self.revoking.as_ref().and_then(|r| r.replay.clone()) else {
                return;
            };
            let Some(play) = self.play.as_ref() else {
                return;
            };
            let Some(&(pos, seat, card, was_revoke)) = replay.queue.front() else {
                self.end_replay(None);
                return;
            };
            let at = play.cards_played();
            if at < pos {
                // The substitute, or a card in place of one withdrawn, is
                // still to come.
                return;
            }
            if at > pos || play.turn() != Some(seat) || !play.hand(seat).contains(card) {
                self.end_replay(Some(seat));
                return;
            }
            let declarer = play.contract().declarer;
            let non_offender = seat.side() != replay.offenders;
            let chooser = if seat == declarer.partner() {
                declarer
            } else {
                seat
            };
            if !was_revoke && (non_offender || replay.may_withdraw == Some(seat)) {
                let (law, clause) = replay.clause(non_offender);
                let fate = if !non_offender && seat.is_opponent(declarer) {
                    "it becomes a penalty card"
                } else {
                    "it goes back to his hand"
                };
                let after = match replay.reason {
                    Reason::Revoke => "the revoke was made",
                    Reason::Misplaced => "dummy placed a card declarer had not named",
                    Reason::Explanation => {
                        "an opponent played the card he has retracted after a mistaken explanation"
                    }
                };
                let text = format!(
                    "{} played {card:#} after {after}: he may leave it played, or withdraw it and play another card ({law}{clause}); withdrawn, {fate}, and its information is unauthorized to the offending side (16C)",
                    seat.name()
                );
                let r = self.play_ruling(law, clause, None, text).choice(
                    Chooser::Seat(chooser),
                    vec![
                        option(
                            OptionId::Keep,
                            format!("{card:#} is played again to the trick"),
                        ),
                        option(
                            OptionId::Retract,
                            format!("{card:#} is withdrawn; {} plays another card", seat.name()),
                        ),
                    ],
                );
                let ruling = self.rule(r);
                self.pending = Some(Pending::RevokeFollower { ruling, seat, card });
                return;
            }
            if let Some(r) = self.revoking.as_mut().and_then(|r| r.replay.as_mut()) {
                r.queue.pop_front();
                if r.may_withdraw == Some(seat) {
                    r.may_withdraw = None;
                }
            }
            let revokes = self.revoking.as_ref().map_or(0, |r| r.points.len());
            self.play_in_turn(seat, card);
            let now = self.revoking.as_ref().map_or(0, |r| r.points.len());
            if was_revoke && now > revokes {
                // Both sides revoked on the trick: this one too is corrected (62C3).
                let law = self.play_laws().cite(62, "C3");
                self.correct_revoke(now - 1, law, None);
                return;
            }
        }
    }

    /// The cards still to be played again go back to their hands: the play
    /// has moved on past them (`stale`), or none is left.
    pub(super) fn end_replay(&mut self, stale: Option<Seat>) {
        let Some(r) = self.revoking.as_mut() else {
            return;
        };
        let Some(replay) = r.replay.take() else {
            return;
        };
        if replay.reason == Reason::Explanation && r.points.is_empty() && r.misplaced.is_none() {
            // Nothing else was kept for the corrections of the revoke laws.
            *self.revoking = None;
        }
        if let Some(seat) = stale {
            let cards: Vec<String> = replay
                .queue
                .iter()
                .map(|(_, s, c, _)| format!("{}'s {c:#}", s.name()))
                .collect();
            let text = format!(
                "after the correction the play no longer reaches {}'s card at its turn: {} go back to the hands without penalty, as the correction requires (47A)",
                seat.name(),
                cards.join(", ")
            );
            let r = self.play_ruling(47, "A", None, text);
            self.rule(r);
        }
    }

    /// The player of a card played after the card corrected leaves it
    /// played or withdraws it (62C, 45D1).
    pub(super) fn elect_revoke_follower(&mut self, choice: OptionId) -> Result<(), EventError> {
        let Some(Pending::RevokeFollower { ruling, seat, card }) = self.pending.clone() else {
            return Err(EventError::NoPending);
        };
        self.pending = None;
        self.records.rulings[ruling].chosen = Some(choice);
        let replay = self.revoking.as_ref().and_then(|r| r.replay.clone());
        if let Some(r) = self.revoking.as_mut().and_then(|r| r.replay.as_mut()) {
            r.queue.pop_front();
            if r.may_withdraw == Some(seat) {
                r.may_withdraw = None;
            }
        }
        if choice == OptionId::Keep {
            self.play_in_turn(seat, card);
        } else {
            let offenders = replay.as_ref().map(|r| r.offenders);
            let non_offender = offenders.is_some_and(|o| seat.side() != o);
            let declarer = self.play.as_ref().map(|p| p.contract().declarer);
            let defender = declarer.is_some_and(|d| seat.is_opponent(d));
            // 47D after 47E2(a): the side that withdraws gave the mistaken
            // explanation, and its own withdrawn card is unauthorized to it.
            let to = match replay.as_ref().map(|r| r.reason) {
                Some(Reason::Explanation) => seat.side(),
                _ => offenders.unwrap_or(seat.side()),
            };
            let (law, clause) = replay
                .as_ref()
                .map_or((62, "C1"), |r| r.clause(non_offender));
            let law = self.play_laws().cite(law, clause);
            self.records.withdrawn.push(WithdrawnCard {
                seat,
                card,
                to,
                law,
            });
            if non_offender {
                let next = self.next_may_withdraw(seat, replay.as_ref().map(|r| r.reason));
                if let Some(r) = self.revoking.as_mut().and_then(|r| r.replay.as_mut()) {
                    r.may_withdraw = next;
                }
            } else if defender && let Some(play) = self.play.as_mut() {
                play.add_penalty_cards(crate::card::CardSet::from_bits(1u64 << card.index()));
            }
            self.records.rulings[ruling].notes.push(format!(
                "{} withdrew {card:#}; he plays another card at his turn",
                seat.name()
            ));
            // Law 16C: the withdrawn card's information is authorized to a
            // non-offending side (C1), unauthorized to the offenders (C2).
            if offenders.is_some() {
                let c = self.play_laws().withdrawn_information(!non_offender);
                self.records.rulings[ruling].cite_also(c);
                self.records.rulings[ruling].notes.push(if non_offender {
                    format!(
                        "its information is authorized to {}'s side, unauthorized to the offenders (Law {})",
                        seat.name(),
                        c.path()
                    )
                } else {
                    format!(
                        "its information is unauthorized to {}'s side (Law {})",
                        seat.name(),
                        c.path()
                    )
                });
            }
        }
        self.continue_replay();
        Ok(())
    }

    /// Who of the offending side may withdraw his card now that the
    /// non-offender `seat` has withdrawn his: under 62C2 the offending
    /// side's player next in rotation; under 45D1 declarer, for a card he
    /// played from his hand to the same trick, if `seat` is his right-hand
    /// opponent.
    fn next_may_withdraw(&self, seat: Seat, reason: Option<Reason>) -> Option<Seat> {
        let replay = self.revoking.as_ref()?.replay.as_ref()?;
        match reason? {
            Reason::Revoke => replay
                .queue
                .iter()
                .find(|q| q.1.side() != seat.side())
                .map(|q| q.1),
            Reason::Explanation => None,
            Reason::Misplaced => {
                let declarer = self.play.as_ref()?.contract().declarer;
                let trick = self.play.as_ref()?.cards_played() / 4;
                (seat == declarer.rho()
                    && replay
                        .queue
                        .iter()
                        .any(|q| q.1 == declarer && q.0 / 4 == trick))
                .then_some(declarer)
            }
        }
    }
}
