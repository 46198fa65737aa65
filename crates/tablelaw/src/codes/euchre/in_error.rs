//! Cards played in error and cards liable to be called (Laws 46, 52-59,
//! 105): a lead out of turn, the third or fourth hand playing too soon, an
//! adversary playing out of turn to a lone hand's lead, exposed cards and
//! the adversaries' calls.

use crate::card::{Card, CardSet, Suit};
use crate::play::CardOrder;
use crate::ruling::{Chooser, OptionId, Ruling, option};
use crate::seat::Seat;

use super::event::EuchreError;
use super::hand::{Hand, Pending, law};
use super::play::play_options;

impl Hand {
    /// Laws 58, 59: which law reaches a card played to a trick before its
    /// turn, if any: the third hand before the second (58), or the fourth
    /// before his partner, the second, when the third has not played (59),
    /// or after the third's early play (58). Four players only.
    pub(super) fn played_in_error(&self, seat: Seat) -> Option<u8> {
        let Some(trick) = self.current.filter(|t| !t.is_empty()) else {
            // Law 52: a lead out of turn.
            return Some(52);
        };
        if let Some(lone) = self.lone {
            // Law 105: an adversary plays out of turn to the lone hand's lead.
            let to_play = self.to_play();
            return (trick.leader == lone
                && seat.is_opponent(lone)
                && to_play != Some(seat)
                && !trick.has_played(seat))
            .then_some(105);
        }
        if self.active_players() != 4 {
            return None;
        }
        let second = trick.leader.lho();
        let third = second.lho();
        let fourth = third.lho();
        if trick.has_played(second) || trick.has_played(seat) {
            return None;
        }
        if seat == third {
            Some(58)
        } else if seat == fourth {
            Some(if trick.has_played(third) { 58 } else { 59 })
        } else {
            None
        }
    }

    /// Rules on a card played before its turn (Laws 52, 58, 59, 105);
    /// returns whether the card stays out of the trick (Law 52).
    pub(super) fn play_in_error(&mut self, seat: Seat, turn: Seat, card: Card, cite: u8) -> bool {
        if cite == 52 {
            self.lead_out_of_turn(seat, turn, card);
            return true;
        }
        if cite == 105 {
            self.out_of_turn_to_lone_hand(seat);
            return false;
        }
        if cite == 58 {
            self.push_ruling(Ruling::new(
                law(58, ""),
                Some(seat),
                format!(
                    "{} played before {}: should the third hand play before the second, the fourth may play before his partner; the card stands and there is no penalty",
                    seat.name(),
                    turn.name()
                ),
            ));
            return false;
        }
        let partner = seat.partner();
        let r = Ruling::new(
            law(59, ""),
            Some(seat),
            format!(
                "the fourth hand, {}, played before his partner, {}, the third hand not having played: {} may be called on to win or lose the trick",
                seat.name(),
                partner.name(),
                partner.name()
            ),
        )
        .choice(
            Chooser::Adversaries(seat.side().opponents()),
            play_options(partner)
                .into_iter()
                .filter(|o| matches!(o.id, OptionId::Win | OptionId::Lose))
                .collect(),
        );
        let i = self.push_ruling(r);
        self.pending = Some((i, Pending::Play { seat: partner }));
        false
    }

    /// Law 52: a lead out of turn; the adversaries call the card or a suit.
    fn lead_out_of_turn(&mut self, seat: Seat, turn: Seat, card: Card) {
        let r = Ruling::new(
            law(52, ""),
            Some(seat),
            format!(
                "{} led {card:#} out of turn (it was {}'s lead): the adversaries may call the card erroneously led, or call a suit from him or his partner when it is next the turn of either to lead",
                seat.name(),
                turn.name()
            ),
        )
        .choice(
            Chooser::Adversaries(seat.side().opponents()),
            vec![
                option(
                    OptionId::CallCard,
                    format!("{card:#} is an exposed card, left on the table, liable to be called (Laws 46, 56)"),
                ),
                option(
                    OptionId::CallSuit,
                    format!(
                        "{card:#} is taken back; they call a suit when {} or {} next has the lead",
                        seat.name(),
                        seat.partner().name()
                    ),
                ),
            ],
        );
        let i = self.push_ruling(r);
        self.pending = Some((i, Pending::LeadOutOfTurn { seat, card }));
    }

    /// The adversaries' election under Law 52.
    pub(super) fn elect_lead_out_of_turn(&mut self, seat: Seat, card: Card, call_card: bool) {
        if call_card {
            self.exposed[seat].insert(card);
        } else {
            self.suit_call = Some(seat.side());
        }
    }

    /// Law 105: both opposing hands are laid on the table, and can be
    /// called by the player playing alone.
    fn out_of_turn_to_lone_hand(&mut self, seat: Seat) {
        let lone = self.lone.unwrap_or(seat.lho());
        for s in [lone.lho(), lone.rho()] {
            self.exposed[s] = self.hands[s];
        }
        self.push_ruling(Ruling::new(
            law(105, ""),
            Some(seat),
            format!(
                "{} played out of turn to the lead of the lone hand: both opposing hands must be laid on the table, and can be called by {}",
                seat.name(),
                lone.name()
            ),
        ));
    }

    /// The cards of `follow` an adversary's call leaves `seat` (Laws 52,
    /// 54-57): the card called, or on a lead the suit called, if he can.
    pub(super) fn called_cards(&self, seat: Seat, follow: CardSet) -> CardSet {
        let mut out = follow;
        if let Some(card) = self.called[seat].filter(|c| follow.contains(*c)) {
            out = [card].into_iter().collect();
        }
        let leading = self.current.is_none_or(|t| t.is_empty());
        if let (true, Some(suit), Some(order)) = (leading, self.lead_call[seat], self.order()) {
            let of_suit = out.intersection(order.suit_cards(suit));
            if !of_suit.is_empty() {
                out = of_suit;
            }
        }
        out
    }

    /// An adversary calls an exposed card (Laws 46, 56, 105).
    pub(super) fn on_calls_card(&mut self, seat: Seat, card: Card) -> Result<(), EuchreError> {
        let owner = Seat::ALL
            .into_iter()
            .find(|&s| self.exposed[s].contains(card));
        match owner {
            Some(owner) if owner.is_opponent(seat) => {
                self.called[owner] = Some(card);
                self.push_ruling(Ruling::new(
                    law(56, ""),
                    Some(owner),
                    format!(
                        "{} called {card:#}, an exposed card: {} must play it when he can (a card the call would make him revoke is not played, Law 55); the call can be repeated until it is played",
                        seat.name(),
                        owner.name()
                    ),
                ));
                Ok(())
            }
            _ => Err(EuchreError::NotHis {
                seat,
                what: "call that card",
                why: format!("{card:#} is not an adversary's exposed card (Law 46)"),
            }),
        }
    }

    /// The adversaries call a suit from the offender or his partner at
    /// their lead (Laws 52, 57).
    pub(super) fn on_calls_suit(&mut self, seat: Seat, suit: Suit) -> Result<(), EuchreError> {
        let leader = self
            .to_play()
            .filter(|_| self.current.is_none_or(|t| t.is_empty()));
        match (self.suit_call, leader) {
            (Some(side), Some(leader)) if leader.side() == side && seat.side() != side => {
                self.lead_call[leader] = Some(suit);
                self.suit_call = None;
                self.push_ruling(Ruling::new(
                    law(52, ""),
                    Some(leader),
                    format!(
                        "{} called {} from {}, who must lead it if he can (Law 57: if he has none, the penalty is paid)",
                        seat.name(),
                        suit.name(),
                        leader.name()
                    ),
                ));
                Ok(())
            }
            _ => Err(EuchreError::NotHis {
                seat,
                what: "call a suit",
                why: "a suit is called under Law 52 by the adversaries of the player who led out of turn, when he or his partner next has the lead".to_owned(),
            }),
        }
    }
}
