//! The regular events possible now: legal actions as a query.

use super::hand::{Discard, Position, Stage};
use super::{Euchre, EuchreEvent};
use crate::card::CardSet;
use crate::seat::Seat;

impl Euchre {
    /// When the only regular events are the plays of one player (the lead
    /// made, nothing pending, no discard due): that player and the cards he
    /// may play, in the order of [`Euchre::legal_events`].
    #[inline]
    pub fn plays_only(&self) -> Option<(Seat, CardSet)> {
        let h = self.hand.as_ref().filter(|_| !self.score.over)?;
        if h.stage() != Stage::Play
            || !h.lead_made()
            || h.discard == Discard::Due
            || h.pending().is_some()
        {
            return None;
        }
        let seat = h.to_play()?;
        Some((seat, h.legal_plays(seat)))
    }

    /// The regular events possible now, for whoever may act: the making
    /// acts of the player whose turn it is, taking it to play alone, the
    /// discard, the legal plays, and the [elections](super::Euchre::elections)
    /// of a pending ruling. A deal, which is chance, is not listed, nor the
    /// finding that a side consulted (Law 85).
    pub fn legal_events(&self) -> Vec<EuchreEvent> {
        let mut out = Vec::new();
        self.legal_events_into(&mut out);
        out
    }

    /// [`Euchre::legal_events`], pushed onto `out` in the same order (random
    /// play draws from a list kept inline, with no allocation).
    pub(crate) fn legal_events_into<V: Events>(&self, out: &mut V) {
        let Some(h) = self.hand.as_ref().filter(|_| !self.score.over) else {
            return;
        };
        if h.pending().is_some() {
            // Each election the ruling would accept, without a seat: the
            // record need not say which adversary elects (Law 85).
            for e in h.elections() {
                out.push(EuchreEvent::Elect {
                    seat: None,
                    option: e.option,
                });
            }
            return;
        }
        match h.stage() {
            Stage::Making => {
                let seat = h.turn;
                let stuck = h.round == 2
                    && seat == h.dealer
                    && h.options.stick_the_dealer
                    && h.bound(seat).is_none();
                if !stuck {
                    out.push(EuchreEvent::pass(seat));
                }
                if h.bound(seat).is_none() {
                    if h.round == 1 {
                        out.push(match Position::of(seat, h.dealer) {
                            Position::SecondHand => EuchreEvent::Assist { seat },
                            Position::Dealer => EuchreEvent::TakeUp { seat },
                            _ => EuchreEvent::OrderUp { seat },
                        });
                        out.push(EuchreEvent::PlayAlone { seat, suit: None });
                    } else {
                        for suit in crate::card::Suit::ALL {
                            if suit != h.deal.turned.suit {
                                out.push(EuchreEvent::Name { seat, suit });
                                out.push(EuchreEvent::PlayAlone {
                                    seat,
                                    suit: Some(suit),
                                });
                            }
                        }
                    }
                }
            }
            Stage::Play => {
                if !h.lead_made()
                    && h.options.defending_alone
                    && h.defender_alone.is_none()
                    && let Some(lone) = h.lone
                {
                    for seat in [lone.lho(), lone.rho()] {
                        out.push(EuchreEvent::DefendAlone { seat });
                    }
                }
                if !h.lead_made()
                    && let Some(maker) = h.maker()
                {
                    let partner = maker.partner();
                    let discarded = matches!(h.discard, Discard::Done(_));
                    if h.lone != Some(partner)
                        && !h.passed[usize::from(h.round - 1)][partner]
                        && h.bound(partner).is_none()
                        && !(partner == h.dealer && discarded)
                    {
                        out.push(EuchreEvent::TakeItFrom { seat: partner });
                    }
                }
                if h.discard == Discard::Due {
                    let dealer = h.dealer;
                    for card in h.hand(dealer).iter() {
                        if card != h.deal.turned {
                            out.push(EuchreEvent::Discard { card });
                        }
                    }
                    if !h.lead_made() {
                        return;
                    }
                }
                if let Some(seat) = h.to_play() {
                    if seat == h.dealer && h.discard == Discard::Due {
                        return;
                    }
                    for card in h.legal_plays(seat).iter() {
                        out.push(EuchreEvent::Play { seat, card });
                    }
                }
            }
            _ => {}
        }
    }
}

/// Where [`Euchre::legal_events_into`] puts the events: a vector, or a list
/// kept inline.
pub(crate) trait Events {
    /// Adds an event at the end.
    fn push(&mut self, event: EuchreEvent);
}

impl Events for Vec<EuchreEvent> {
    #[inline]
    fn push(&mut self, event: EuchreEvent) {
        Vec::push(self, event);
    }
}

impl<const N: usize> Events for smallvec::SmallVec<[EuchreEvent; N]> {
    #[inline]
    fn push(&mut self, event: EuchreEvent) {
        smallvec::SmallVec::push(self, event);
    }
}
