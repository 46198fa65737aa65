//! Faults of the board found in the play, where the duplicate laws make
//! them mechanical (Laws 13-15): a card missing from a hand and found
//! (14B: deemed to have belonged to it throughout, so that not playing it
//! may have been a revoke), a hand with too many cards and another too few
//! (13B2, 13D: the result cancelled for an adjusted score), and a board not
//! designated for the round (15B: cancelled if a player had played it
//! before, else the score stands).

use crate::card::Card;
use crate::law::Citation;
use crate::ruling::{PenaltyStatus, Ruling};
use crate::seat::Seat;
use crate::table::EventError;

use super::revoke::{RevokeFailure, RevokeStatus};
use super::{CallStatus, ContractBridge};

impl ContractBridge {
    /// The law by which the director cancelled the board's result for an
    /// adjusted score (Laws 13, 15), if he did: no score is then given.
    pub fn result_cancelled(&self) -> Option<Citation> {
        self.cancelled
    }

    /// Law 14: `card`, missing from `seat`'s hand, is found and restored
    /// (14A1 before the opening lead is faced, 14B2 after); it is deemed
    /// to have belonged to the hand throughout (14A3, 14B4): every
    /// failure to follow in its suit since was a revoke, as the engine,
    /// which knew the card, has already ruled.
    pub(super) fn missing_card(&mut self, seat: Seat, card: Card) -> Result<(), EventError> {
        let Some(deal) = self.deal.as_ref() else {
            return Err(EventError::NotNow {
                why: "the deal is not known".to_owned(),
            });
        };
        if !deal.hand(seat).contains(card) {
            return Err(EventError::NotNow {
                why: format!("{card:#} is not {}'s card in the deal", seat.name()),
            });
        }
        let revokes: Vec<u8> = self
            .revokes()
            .iter()
            .filter(|r| {
                r.seat == seat
                    && r.failure == RevokeFailure::FollowSuit
                    && r.led == Some(card.suit)
                    && r.status != RevokeStatus::Corrected
            })
            .map(|r| r.trick + 1)
            .collect();
        let played = self
            .play
            .as_ref()
            .is_some_and(|p| !p.hand(seat).contains(card));
        let then = if revokes.is_empty() {
            "no failure of his to follow that suit is recorded".to_owned()
        } else {
            let list: Vec<String> = revokes.iter().map(|t| t.to_string()).collect();
            format!(
                "his failure to follow in that suit on trick {} was a revoke, ruled as such",
                list.join(", ")
            )
        };
        // 14A before the opening lead is faced (the calls stand, 14A3);
        // 14B after it (the card may become a penalty card, or its absence
        // a revoke, 14B4).
        let before_lead = self.play.as_ref().is_none_or(|p| p.cards_played() == 0);
        let (found, deemed) = if before_lead {
            ("A1", "A3")
        } else {
            ("B2", "B4")
        };
        let text = format!(
            "{card:#}, missing from {}'s hand, is found and restored: it is deemed to have belonged to the hand throughout (14{deemed}); {then}{}; knowledge of the replacement is unauthorized to his partner (14C)",
            seat.name(),
            if played {
                "; the card has since been played"
            } else {
                "; it may become a penalty card if it was exposed"
            }
        );
        let laws = self.play_laws();
        let r = self
            .play_ruling(14, found, Some(seat), text)
            .also(laws.cite(14, deemed))
            .also(laws.cite(14, "C"));
        self.rule(r);
        Ok(())
    }

    /// Law 14B1: `card`, missing from `seat`'s hand, is found among the
    /// played cards, in trick `trick`: Law 67 applies, as to a surplus card
    /// played to that trick (67B2, or in time 67A2).
    pub(super) fn missing_card_played(
        &mut self,
        seat: Seat,
        card: Card,
        trick: u8,
    ) -> Result<(), EventError> {
        let from = self.records.rulings.len();
        self.surplus_card(seat, trick, card, false)?;
        let b1 = self.play_laws().cite(14, "B1");
        if let Some(r) = self.records.rulings.get_mut(from) {
            r.cite_also(b1);
            r.notes.push(format!(
                "the card missing from {}'s hand was found among the played cards: Law 67 applies (Law {})",
                seat.name(),
                b1.path()
            ));
        }
        Ok(())
    }

    /// Law 13C: a surplus card not part of the deal is found and removed;
    /// the auction and play go on without rectification, and no adjusted
    /// score may be awarded unless it was played to a quitted trick.
    pub(super) fn foreign_card(&mut self, card: Card, trick: Option<u8>) -> Result<(), EventError> {
        if let Some(n) = trick {
            self.quitted_trick(n)?;
        }
        let text = match trick {
            None => format!(
                "a surplus card ({card}) not part of the deal is found: it is removed, and the auction and play continue without further rectification; no adjusted score may be awarded"
            ),
            Some(n) => format!(
                "a surplus card ({card}) not part of the deal is found played to trick {n}: it is removed, and the auction and play continue without further rectification; having been played to a quitted trick, it may lead to an adjusted score (`finding adjusted-score no-rectification …`)"
            ),
        };
        let clause = self.play_laws().foreign_card_clause();
        let r = self
            .play_ruling(13, clause, None, text)
            .with_finding("a surplus card not part of the deal");
        self.rule(r);
        Ok(())
    }

    /// Law 13: a hand held more than thirteen cards and another fewer, and
    /// a call has been made: when the deal cannot be corrected and played
    /// (13B2), or the play is over (13D), the result is cancelled and an
    /// adjusted score awarded.
    pub(super) fn incorrect_cards(&mut self) -> Result<(), EventError> {
        if self.cancelled.is_some() {
            return Err(EventError::NotNow {
                why: "the result is already cancelled".to_owned(),
            });
        }
        let over = self.play_finished() || self.is_passed_out();
        let clause = self.play_laws().incorrect_cards_clause(over);
        let text = if over {
            "after the play, a hand is found to have held more than thirteen cards and another fewer: the result is cancelled and an adjusted score awarded; an offending contestant is liable to a procedural penalty"
        } else {
            "a hand with more than thirteen cards and another with fewer, a call having been made: the director judges that the deal cannot be corrected and played, and awards an adjusted score"
        };
        let r = self.play_ruling(13, clause, None, text.to_owned());
        self.rule(r);
        self.cancelled = Some(self.play_laws().cite(13, clause));
        Ok(())
    }

    /// Law 15A: `seat` called holding cards he had picked up from a wrong
    /// board. His calls on this board are cancelled with every call after
    /// them (15A1), their information unauthorized to his side (15A2(c),
    /// 16C); if his partner has called since, the result is cancelled for
    /// an adjusted score (15A2(a)), otherwise he calls again once he has
    /// looked at his own hand and the auction goes on from there (15A2(b)).
    pub(super) fn wrong_hand(&mut self, seat: Seat) -> Result<(), EventError> {
        let Some(first) = self
            .records
            .calls
            .iter()
            .position(|r| r.seat == seat && r.status != CallStatus::Cancelled)
        else {
            return Err(EventError::NotNow {
                why: format!(
                    "{} has made no call on this board: Law 15A concerns a call made holding the cards of a wrong board",
                    seat.name()
                ),
            });
        };
        let lead_made = self
            .play
            .as_ref()
            .is_some_and(|p| p.cards_played() > 0 || self.held_lead.is_some());
        let partner_called = self.records.calls[first + 1..]
            .iter()
            .any(|r| r.seat == seat.partner() && r.status != CallStatus::Cancelled);
        let laws = self.play_laws();
        let [a1, a2a, a2b, a2c] = laws.wrong_hand_clauses().map(|(l, c)| laws.cite(l, c));
        if partner_called || lead_made {
            let text = format!(
                "{} called holding the cards of a wrong board: his call is cancelled with every call after it (15A1); {} has called since, so the director awards an adjusted score (15A2(a)); information from the cancelled calls is unauthorized to {}'s side (15A2(c), Law 16C)",
                seat.name(),
                seat.partner().name(),
                seat.name()
            );
            let r = Ruling::new(a1, Some(seat), text)
                .also(a2a)
                .also(a2c)
                .with_finding("a call made holding the cards of a wrong board");
            self.rule(r);
            self.cancelled = Some(a2a);
            return Ok(());
        }
        if self.closed {
            self.reopen();
        }
        let to_cancel: Vec<usize> = (first..self.records.calls.len())
            .filter(|&i| self.records.calls[i].status != CallStatus::Cancelled)
            .collect();
        let superseded = self
            .pending
            .as_ref()
            .map(|p| p.ruling())
            .filter(|&r| self.records.rulings[r].call.is_some_and(|c| c >= first));
        let text = format!(
            "{} called holding the cards of a wrong board: {} cancelled (15A1); after looking at his own hand he calls again, and the auction continues normally from that point (15A2(b)); information from the cancelled calls is unauthorized to {}'s side (15A2(c), Law 16C)",
            seat.name(),
            if to_cancel.len() == 1 {
                "his call is".to_owned()
            } else {
                format!(
                    "his call and the {} call(s) after it are",
                    to_cancel.len() - 1
                )
            },
            seat.name()
        );
        for &i in &to_cancel {
            self.mark_cancelled(i, a1);
            self.withdrawn(i, seat);
        }
        // The rulings on the cancelled calls lapse with them.
        let records = &mut *self.records;
        for p in records.penalties.iter_mut() {
            if p.status == PenaltyStatus::InForce
                && records.rulings[p.ruling].call.is_some_and(|c| c >= first)
            {
                p.status = PenaltyStatus::Lapsed;
            }
        }
        if let Some(r) = superseded {
            self.pending = None;
            self.records.rulings[r].supersede("the call it concerned was cancelled (15A1)");
        }
        self.refresh_bound();
        self.rebuild();
        let r = Ruling::new(a1, Some(seat), text)
            .also(a2b)
            .also(a2c)
            .with_finding("a call made holding the cards of a wrong board");
        self.rule(r);
        Ok(())
    }

    /// Law 15B: the board was not designated for this round. Played before
    /// by a player at the table, it is cancelled for both sides (15B1);
    /// otherwise the auction and play are completed and the score stands
    /// (15B2).
    pub(super) fn wrong_board(&mut self, played_before: bool) -> Result<(), EventError> {
        if self.cancelled.is_some() {
            return Err(EventError::NotNow {
                why: "the result is already cancelled".to_owned(),
            });
        }
        let clause = self.play_laws().wrong_board_clause(played_before);
        let text = if played_before {
            "the board was not designated for this round, and a player at the table had played it before: it is cancelled for both sides, and artificial adjusted scores are awarded"
        } else {
            "the board was not designated for this round, and no player at the table had played it before: the auction and play are completed and the score stands; the director may have the pairs play the correct board against each other later"
        };
        let r = self.play_ruling(15, clause, None, text.to_owned());
        self.rule(r);
        if played_before {
            self.cancelled = Some(self.play_laws().cite(15, clause));
        }
        Ok(())
    }
}
