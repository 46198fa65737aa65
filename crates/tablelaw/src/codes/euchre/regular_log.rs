//! The log of a regular rubber, derived rather than stored: while every
//! event has been regular (a usual deal in turn, an act among the legal
//! events with nothing ruled), each deal's record says all its events in
//! order (its deal, the acts of its making, the discard where it fell
//! among them, the cards of its tricks), so the table keeps no log
//! ([`Game::derived_log`](crate::Game::derived_log)), as contract bridge's
//! regular deal keeps none. The first other event writes the log out, and
//! the table stores it from then on.

use smallvec::SmallVec;

use super::hand::{Act, Discard, Hand, MakingAct};
use super::{Euchre, EuchreError, EuchreEvent};
use crate::referee::Recorded;

impl Euchre {
    /// Applies an event as [`Game::apply`](crate::Game::apply) does: while
    /// the rubber is regular, a regular event in place, its log still
    /// derived; any other event on a copy of the state (a refusal then
    /// leaves it as it was), the log written out before it.
    #[inline]
    pub(super) fn apply_recorded(
        &mut self,
        event: &EuchreEvent,
    ) -> Result<Recorded<EuchreEvent>, EuchreError> {
        if !self.regular {
            // An act of the making said again by the player who has just
            // made it: the state stays as it was, the table notes it
            // (decision 178).
            if let Some(note) = self.repetition(event) {
                return Ok(Recorded::Noted { note, before: None });
            }
            // In place: on an error the table restores the state from its
            // checkpoint and its log (`Table::apply`).
            self.apply(event)?;
            return Ok(Recorded::Stored);
        }
        if self.stays_regular(event) {
            self.apply(event)?;
            return Ok(Recorded::Derived);
        }
        self.leave_regular(event)
    }

    /// Whether `event` keeps a regular rubber regular: a usual deal when
    /// one is due, or one of the legal events of a deal with no ruling.
    fn stays_regular(&self, event: &EuchreEvent) -> bool {
        use EuchreEvent as E;
        if self.score.over {
            return false;
        }
        let Some(h) = &self.hand else {
            return matches!(event, E::Deal(deal) if deal.is_usual(self.options.pack));
        };
        let act = matches!(
            event,
            E::Pass { .. }
                | E::OrderUp { .. }
                | E::Assist { .. }
                | E::TakeUp { .. }
                | E::PlayAlone { .. }
                | E::TakeItFrom { .. }
                | E::Name { .. }
                | E::DefendAlone { .. }
                | E::Discard { .. }
                | E::Play { .. }
        );
        if !act || !h.rulings.is_empty() || h.pending.is_some() {
            return false;
        }
        let mut legal = SmallVec::<[EuchreEvent; 16]>::new();
        self.legal_events_into(&mut legal);
        legal.contains(event)
    }

    /// The first event off the regular course: applied to a copy of the
    /// state, which replaces it if the event can happen; the log of the
    /// events before it is then given to the table to store.
    #[inline(never)]
    fn leave_regular(&mut self, event: &EuchreEvent) -> Result<Recorded<EuchreEvent>, EuchreError> {
        if let Some(note) = self.repetition(event) {
            let before = self.regular_log();
            self.regular = false;
            return Ok(Recorded::Noted {
                note,
                before: Some(before),
            });
        }
        let mut next = self.clone();
        next.regular = false;
        next.apply(event)?;
        let before = self.regular_log();
        *self = next;
        Ok(Recorded::StoredAfter(before))
    }

    /// The log of a regular rubber: each deal's events in order, the deals
    /// finished first, then the deal in progress.
    pub(crate) fn regular_log(&self) -> Vec<EuchreEvent> {
        let hands = self.deals.iter().filter_map(|r| r.hand.as_deref());
        let mut log = Vec::with_capacity(24 * (self.deals.len() + 1));
        for hand in hands.chain(self.hand.as_deref()) {
            hand.regular_events(&mut log);
        }
        log
    }
}

impl Euchre {
    /// The length of [`Euchre::regular_log`], without building it.
    pub(crate) fn regular_len(&self) -> usize {
        self.deals.events() + self.hand.as_deref().map_or(0, Hand::regular_len)
    }
}

impl Hand {
    /// The number of [`Hand::regular_events`], without listing them.
    pub(super) fn regular_len(&self) -> usize {
        let discard = usize::from(matches!(self.discard, Discard::Done(_)));
        let cards: usize = self.tricks().map(|t| t.len()).sum();
        1 + self.making.len() + discard + cards
    }

    /// The events of a regular deal, in order: the deal, the acts of the
    /// making (and, after it, the declarations to play or defend alone),
    /// the discard where it fell among them, and the cards played.
    fn regular_events(&self, log: &mut Vec<EuchreEvent>) {
        log.push(EuchreEvent::Deal(self.deal));
        let mut discard = match self.discard {
            Discard::Done(card) => Some(card),
            _ => None,
        };
        for (i, act) in self.making.iter().enumerate() {
            if i == usize::from(self.discard_at)
                && let Some(card) = discard.take()
            {
                log.push(EuchreEvent::Discard { card });
            }
            log.push(act.event());
        }
        if let Some(card) = discard {
            log.push(EuchreEvent::Discard { card });
        }
        for trick in self.tricks() {
            log.extend(
                trick
                    .plays()
                    .map(|(seat, card)| EuchreEvent::Play { seat, card }),
            );
        }
    }
}

impl MakingAct {
    /// The event that made this act.
    fn event(&self) -> EuchreEvent {
        use EuchreEvent as E;
        let seat = self.seat;
        match self.act {
            Act::Pass => E::pass(seat),
            Act::OrderUp => E::OrderUp { seat },
            Act::Assist => E::Assist { seat },
            Act::TakeUp => E::TakeUp { seat },
            Act::PlayAlone(suit) => E::PlayAlone { seat, suit },
            Act::TakeItFrom => E::TakeItFrom { seat },
            Act::Name(suit) => E::Name { seat, suit },
            Act::TurnDown => E::TurnDown { seat },
            Act::ThrowsCards => E::ThrowsCards { seat },
            Act::MentionsSuit(suit) => E::MentionsSuit { seat, suit },
            Act::DefendAlone => E::DefendAlone { seat },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::card::CardSet;
    use crate::random::{RandomPlay, Rng};
    use crate::referee::Game;
    use crate::seat::Seat;
    use crate::table::Table;

    /// Regular events applied one at a time keep the log derived, and it is
    /// the events applied; a refused event leaves both as they were; the
    /// first irregular event writes the log out, stored after it, and the
    /// log folds again to the same state.
    #[test]
    fn the_log_is_derived_until_the_first_irregular_event() {
        let mut irregular_events = 0;
        for seed in 0..20 {
            let mut rng = Rng::new(seed);
            let mut t =
                Table::with_setup(super::super::EuchreSetup::new(Seat::ALL[seed as usize % 4]));
            let mut events = Vec::new();
            let steps = 30 + rng.below(60);
            for _ in 0..steps {
                let event = t.random_regular(&mut rng).unwrap();
                t.apply(event.clone()).unwrap();
                events.push(event);
            }
            assert!(t.derives_log());
            assert_eq!(*t.log(), *events);
            // A card no one holds in a 32-card pack's deal: refused.
            let state = t.state().clone();
            let seat = t.turn().unwrap();
            let absent = CardSet::ALL.iter().find(|&c| {
                t.hand()
                    .is_none_or(|h| Seat::ALL.iter().all(|&s| !h.hand(s).contains(c)))
            });
            if let Some(card) = absent {
                assert!(t.apply(EuchreEvent::Play { seat, card }).is_err());
                assert_eq!(*t.state(), state);
                assert_eq!(*t.log(), *events);
            }
            // Asking who played a card (Law 84): irregular, ruled.
            let irregular = EuchreEvent::AsksWhoPlayed { seat: seat.lho() };
            if t.apply(irregular.clone()).is_ok() {
                events.push(irregular);
                irregular_events += 1;
                assert!(!t.derives_log());
            }
            assert_eq!(*t.log(), *events);
            let again = Table::from_log(*t.setup(), t.log().into_owned()).unwrap();
            assert_eq!(again.state(), t.state());
        }
        assert!(irregular_events >= 5, "{irregular_events}");
    }
}
