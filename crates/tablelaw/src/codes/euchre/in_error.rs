//! Cards played in error and cards liable to be called (Laws 46, 52-59,
//! 105): a lead out of turn, the third or fourth hand playing too soon, an
//! adversary playing out of turn to a lone hand's lead, exposed cards and
//! the adversaries' calls.

use crate::card::{Card, CardSet, Suit};
use crate::play::CardOrder;
use crate::ruling::{Chooser, OptionId, Ruling, option};
use crate::seat::Seat;

use super::event::EuchreError;
use super::hand::{EuchreTrick, Hand, Pending, law};
use super::play::play_options;

/// Which law reaches a card played before its turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Early {
    /// A lead out of turn (Laws 52, 53; by the lone player, 104).
    Lead,
    /// The third hand before the second, or the fourth after him (58).
    Third,
    /// The fourth hand before his partner, the third not having played (59).
    FourthBeforePartner,
    /// The fourth hand before the third, his partner having played: Law
    /// 59's call cannot reach a partner who has played.
    FourthBeforeThird,
    /// The lone player before his turn (104).
    LoneHand,
    /// An adversary out of turn to the lone hand's lead (105).
    ToLoneLead,
    /// An adversary of the lone hand out of turn to his partner's lead:
    /// Law 105 reaches only the lone hand's lead.
    ToPartnersLead,
}

impl Hand {
    /// Which law reaches a card played to a trick before its turn, by a
    /// player in the play who has not played to it (Laws 52, 53, 58, 59,
    /// 104, 105).
    pub(super) fn played_in_error(&self, seat: Seat) -> Early {
        let Some(trick) = self.current.filter(|t| !t.is_empty()) else {
            return Early::Lead;
        };
        if let Some(lone) = self.lone {
            return if seat == lone {
                Early::LoneHand
            } else if trick.leader == lone {
                Early::ToLoneLead
            } else {
                Early::ToPartnersLead
            };
        }
        let second = trick.leader.lho();
        let third = second.lho();
        if trick.has_played(second) {
            Early::FourthBeforeThird
        } else if seat == third || trick.has_played(third) {
            Early::Third
        } else {
            Early::FourthBeforePartner
        }
    }

    /// Rules on a card played before its turn; returns whether the card
    /// is kept out of the regular course of the play (a lead out of turn,
    /// 52 and 104; the lone player's card, 104).
    pub(super) fn play_in_error(
        &mut self,
        seat: Seat,
        turn: Seat,
        card: Card,
        early: Early,
    ) -> bool {
        let (cite, text) = match early {
            Early::Lead if self.lone == Some(seat) => {
                self.exposed[seat].insert(card);
                self.push_ruling(Ruling::new(
                    law(104, ""),
                    Some(seat),
                    format!(
                        "{}, playing alone, led {card:#} out of turn (it was {}'s lead): the card is an exposed card, left on the table, and can be called",
                        seat.name(),
                        turn.name()
                    ),
                ));
                return true;
            }
            Early::Lead => {
                self.lead_out_of_turn(seat, turn, card);
                return true;
            }
            Early::LoneHand => {
                self.push_ruling(Ruling::new(
                    law(104, ""),
                    Some(seat),
                    format!(
                        "{}, playing alone, played {card:#} before {}: a player playing alone is liable to no penalty for simply exposing a card; it goes back to his hand and he plays at his turn",
                        seat.name(),
                        turn.name()
                    ),
                ));
                return true;
            }
            Early::ToLoneLead => {
                self.out_of_turn_to_lone_hand(seat);
                return false;
            }
            Early::FourthBeforePartner => {
                self.fourth_before_partner(seat);
                return false;
            }
            Early::Third => (
                58,
                format!(
                    "{} played before {}: should the third hand play before the second, the fourth may play before his partner; the card stands and there is no penalty",
                    seat.name(),
                    turn.name()
                ),
            ),
            Early::FourthBeforeThird => (
                59,
                format!(
                    "{} played before {}, whose turn it was: his partner has already played, so Law 59's call on him cannot be made; the card stands and there is no penalty",
                    seat.name(),
                    turn.name()
                ),
            ),
            Early::ToPartnersLead => (
                105,
                format!(
                    "{} played before {} to his partner's lead: Law 105 reaches only a play out of turn to the lead of the lone hand; the card stands and there is no penalty",
                    seat.name(),
                    turn.name()
                ),
            ),
        };
        self.push_ruling(Ruling::new(law(cite, ""), Some(seat), text));
        false
    }

    /// Law 59: the fourth hand plays before his partner, the third not
    /// having played.
    fn fourth_before_partner(&mut self, seat: Seat) {
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
        // Law 53: the card lies led until the mistake is found; the next
        // players may follow it meanwhile.
        self.hands[seat].remove(card);
        let mut trick = EuchreTrick::new(seat);
        trick.push(seat, card);
        self.current = Some(trick);
        self.false_lead = Some((seat, turn));
    }

    /// The adversaries' election under Law 52, or their consulting (85):
    /// the cards of a false lead taken back (53), then the penalty.
    pub(super) fn elect_lead_out_of_turn(&mut self, seat: Seat, card: Card, call_card: bool) {
        self.take_back_false_lead();
        if call_card {
            self.exposed[seat].insert(card);
        } else {
            self.suit_call = Some(seat.side());
        }
    }

    /// Law 53: the mistake found before all have followed the false lead:
    /// every card of it goes back to its hand, the lead to the rightful
    /// leader; only the original offender is penalized.
    pub(super) fn take_back_false_lead(&mut self) {
        let Some((offender, rightful)) = self.false_lead.take() else {
            return;
        };
        let trick_no = self.tricks.len() as u8;
        let mut followers = Vec::new();
        if let Some(t) = self.current {
            for (s, c) in t.plays() {
                self.hands[s].insert(c);
                if s != offender {
                    followers.push(s.name());
                    self.revokes
                        .retain(|r| !(r.seat == s && r.trick == trick_no));
                }
            }
        }
        self.current = if self.tricks.is_empty() {
            None
        } else {
            Some(EuchreTrick::new(rightful))
        };
        if !followers.is_empty()
            && let Some((i, _)) = self.pending
            && let Some(r) = self.rulings.get_mut(i)
        {
            r.notes.push(format!(
                "{} played to the false lead before the mistake was found: their cards are taken back and there is no penalty against any one except the original offender (Law 53)",
                followers.join(" and ")
            ));
        }
    }

    /// Law 53: the other players have all followed the false lead: the
    /// trick is complete and the error cannot be rectified.
    pub(super) fn false_lead_complete(&mut self) {
        let Some((offender, _)) = self.false_lead.take() else {
            return;
        };
        if let Some((i, _)) = self.pending.take()
            && let Some(r) = self.rulings.get_mut(i)
        {
            r.notes
                .push("the others followed before the mistake was found (Law 53)".to_owned());
        }
        self.push_ruling(Ruling::new(
            law(53, ""),
            Some(offender),
            format!(
                "{} led out of turn and the others followed him: the trick is complete and the error cannot be rectified; there is no penalty",
                offender.name()
            ),
        ));
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

impl Hand {
    /// Whether `event` is a card played in turn to a lead out of turn not
    /// yet ruled on, which the next players may follow (Law 53).
    pub(super) fn follows_false_lead(&self, event: &super::event::EuchreEvent) -> bool {
        match *event {
            super::event::EuchreEvent::Play { seat, .. } => {
                self.false_lead.is_some() && self.to_play() == Some(seat)
            }
            _ => false,
        }
    }
}
