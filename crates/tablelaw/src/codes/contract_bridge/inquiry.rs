//! Events a director meets that are not calls or cards: a request
//! for an explanation of an opponent's call (rubber Law 20), attention
//! drawn to an irregularity (Law 29, footnote), and misinformation come to
//! light with no change of call (Law 21), and in the play the question
//! whether a player who failed to follow suit has a card of it (duplicate
//! Law 61B).

use crate::call::Call;
use crate::ruling::{Chooser, Ruling};
use crate::seat::Seat;
use crate::table::EventError;

use super::{CallStatus, ContractBridge, RevokeStatus};

impl ContractBridge {
    /// Law 20: a player may require an explanation of an opponent's call,
    /// only at his own turn to call or play; the caller's partner answers.
    pub(super) fn on_asks_explanation(&mut self, seat: Seat, call: Call) -> Result<(), EventError> {
        let latest_by = |s: Seat| {
            self.records
                .calls
                .iter()
                .rposition(|r| r.seat == s && r.call == call && r.status != CallStatus::Cancelled)
        };
        let by_opponent = [seat.lho(), seat.rho()]
            .into_iter()
            .filter_map(|s| latest_by(s).map(|i| (i, s)))
            .max_by_key(|&(i, _)| i);
        let law = self.laws().cite(20, "");
        let name = seat.name();
        let Some((i, caller)) = by_opponent else {
            let partner = seat.partner();
            let Some(i) = latest_by(partner) else {
                return Err(EventError::NoCallMade {
                    seat: seat.lho(),
                    call,
                });
            };
            let text = format!(
                "{name} asked what his partner's {call} means: Law 20 gives a player an explanation of a call made by an opponent only; {} does not answer",
                partner.name()
            );
            self.rule(Ruling::new(law, None, text).on_call(i));
            return Ok(());
        };
        let own_turn = if self.closed {
            self.play.as_ref().and_then(|p| p.turn()) == Some(seat)
        } else {
            self.auction.turn() == seat
        };
        let answers = caller.partner().name();
        let text = if own_turn {
            format!(
                "{name} requires, at his own turn, an explanation of the partnership understanding of {}'s {call}: {answers}, the caller's partner, answers",
                caller.name()
            )
        } else {
            format!(
                "{name} asked for an explanation of {}'s {call} when it was not his turn to call or play: Law 20 gives the request only at his own turn, and {answers} answers then",
                caller.name()
            )
        };
        self.rule(Ruling::new(law, None, text).on_call(i));
        Ok(())
    }

    /// Law 29, footnote: any player may draw attention to an irregularity;
    /// the option is the chooser's alone.
    pub(super) fn on_draws_attention(&mut self, seat: Seat) {
        if self.play.is_some() && self.draw_attention_to_misplaced(seat) {
            return;
        }
        if self.play.is_some() && self.draw_attention_to_revoke(seat) {
            if self
                .play
                .as_ref()
                .is_some_and(|p| p.contract().dummy() == seat)
                && let Some(r) = self.records.rulings.last_mut()
            {
                r.notes.push(
                    "dummy may not call attention to an irregularity during the play (43A1(b)); the revoke, once attention is drawn to it, is corrected all the same"
                        .to_owned(),
                );
            }
            return;
        }
        if self.dummy_draws_attention(seat) {
            return;
        }
        let name = seat.name();
        let (law, text) = match self.pending.as_ref().map(|p| p.ruling()) {
            Some(i) => {
                let r = &self.records.rulings[i];
                let who = match r.chooser {
                    Some(Chooser::Seat(s)) => s.name().to_owned(),
                    Some(c) => c.to_string(),
                    None => "the director".to_owned(),
                };
                (
                    r.law,
                    format!(
                        "{name} drew attention to the irregularity of ruling #{}: any player may, but the option is {who}'s alone, and {name}'s words elect nothing",
                        i + 1
                    ),
                )
            }
            None => (
                // Rubber 29, footnote; 2017 Law 9A1.
                if self.code.is_duplicate() {
                    crate::law::Citation::new(self.code, 9, "A1")
                } else {
                    self.laws().cite(29, "")
                },
                format!(
                    "{name} drew attention to an irregularity: none awaits a ruling, and the {} goes on",
                    if self.closed { "play" } else { "auction" }
                ),
            ),
        };
        self.rule(Ruling::new(law, None, text));
    }

    /// Law 21: misinformation given by an opponent comes to light and the
    /// player does not change the call he made on it.
    pub(super) fn on_misinformed(&mut self, seat: Seat, call: Call) -> Result<(), EventError> {
        let Some(i) =
            self.records.calls.iter().rposition(|r| {
                r.seat == seat && r.call == call && r.status != CallStatus::Cancelled
            })
        else {
            return Err(EventError::NoCallMade { seat, call });
        };
        let partner = seat.partner();
        let partner_called = self.records.calls[i + 1..]
            .iter()
            .any(|r| r.seat == partner);
        let name = seat.name();
        let right = if self.closed {
            "the auction is closed: the time to change it has passed".to_owned()
        } else if partner_called {
            format!(
                "{} has called since: the time to change it has passed",
                partner.name()
            )
        } else {
            format!(
                "he may change it without penalty until {} calls (`{} change CALL misinformation`), and he keeps it",
                partner.name(),
                seat.letter()
            )
        };
        let text = format!(
            "{name} called {call} on misinformation given him by an opponent: {right}; the call stands"
        );
        let r = Ruling::new(self.laws().cite(21, ""), None, text)
            .on_call(i)
            .with_finding(format!("{name} was misinformed by an opponent"));
        self.rule(r);
        Ok(())
    }

    /// Law 61B: `seat` asks `of`, who has failed to follow suit, whether he
    /// has a card of the suit led. The question itself establishes nothing;
    /// answered "yes" of a revoke not yet established, it draws attention
    /// to it (62A).
    pub(super) fn on_revoke_inquiry(&mut self, seat: Seat, of: Seat) -> Result<(), EventError> {
        let Some(play) = self.play.as_ref() else {
            return Err(EventError::PlayNotRefereed);
        };
        let declarer = play.contract().declarer;
        let dummy = declarer.partner();
        let failed = play.trick_cards().any(|(t, s, c)| {
            s == of
                && play
                    .tricks()
                    .get(t as usize)
                    .map_or(*play.current(), |(tr, _)| *tr)
                    .led()
                    .is_some_and(|l| l.suit != c.suit)
        });
        if !failed {
            return Err(EventError::NotNow {
                why: format!(
                    "{} has not failed to follow suit to a trick: there is nothing to ask (61B)",
                    of.name()
                ),
            });
        }
        let laws = self.play_laws();
        let (clause, allowed, note) = if seat == dummy {
            if of == declarer {
                (
                    "B2(a)",
                    true,
                    "dummy may ask declarer (42B1); after a violation of 43A2 the revoke, if any, is corrected and Law 64 applies as if established (43B2(b))",
                )
            } else {
                (
                    "B2(b)",
                    false,
                    "dummy may not ask a defender; Law 16B may apply",
                )
            }
        } else if seat == declarer {
            (
                "B1",
                of.is_opponent(declarer),
                "declarer may ask a defender",
            )
        } else if of == declarer || of == seat.partner() {
            ("B3", true, laws.defenders_may_ask())
        } else {
            (
                "B2(b)",
                false,
                "a defender asks declarer or his partner, not dummy",
            )
        };
        let revoke = self.revoking.as_ref().and_then(|r| {
            r.points
                .iter()
                .rev()
                .find(|p| p.revoke.seat == of && p.revoke.status != RevokeStatus::Corrected)
                .map(|p| p.revoke)
        });
        let answer = match revoke {
            Some(r) if r.status == RevokeStatus::NotEstablished => {
                "he has: the revoke is not established, and attention is now drawn to it (62A)"
            }
            Some(_) => "he has: the revoke is already established (63)",
            None => "he has not: no revoke",
        };
        let text = format!(
            "{} asked {} whether he has a card of the suit he failed to follow: {note}; {answer}. The question itself establishes nothing",
            seat.name(),
            of.name()
        );
        let mut r = self.play_ruling(61, clause, None, text);
        if !allowed {
            r.notes.push("the question was not his to ask".to_owned());
        }
        self.rule(r);
        if allowed
            && revoke.is_some_and(|r| r.status == RevokeStatus::NotEstablished)
            && self.draw_attention_to_revoke(seat)
            && seat == dummy
            && self.dummy_violation.is_some()
        {
            self.adjust_as_established(declarer);
        }
        Ok(())
    }
}
