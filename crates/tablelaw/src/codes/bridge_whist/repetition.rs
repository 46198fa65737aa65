//! A word of the making of the trump or of the doubling said again by the
//! player who has just said it, before anyone else has spoken or played:
//! "a declaration once made cannot be altered" (law 49, last sentence;
//! law 61), and the same word said again alters nothing. The laws take no
//! notice of it: the table notes it (decision 177).

use super::WhistEvent;
use super::declaring::denomination_name;
use super::state::{Awaiting, BridgeWhist, Phase};
use crate::ruling::OptionId;

impl BridgeWhist {
    /// The note on `event` when it is the last word said, by the same
    /// player, standing or awaiting a ruling, before any other word or
    /// card; `None` otherwise.
    pub(crate) fn repetition(&self, event: &WhistEvent) -> Option<String> {
        if self.last_word.as_ref() != Some(event) || !self.stands(event) {
            return None;
        }
        let seat = event.seat()?;
        match self.phase {
            Phase::MakingTrump | Phase::Doubling => {}
            Phase::Play if self.play.as_ref().is_none_or(|p| p.cards_played() == 0) => {}
            Phase::Play | Phase::Over | Phase::NewDeal => return None,
        }
        let text = match *event {
            WhistEvent::MakeTrump { denomination, .. } => format!(
                "{} repeats his declaration, {}: a declaration once made is not altered by saying it again (law 49, last sentence); nothing follows",
                seat.name(),
                denomination_name(denomination)
            ),
            WhistEvent::PassDeclaration { .. } => format!(
                "{} repeats his pass of the declaration: a declaration once made is not altered by saying it again (law 49, last sentence); nothing follows",
                seat.name()
            ),
            _ => format!(
                "{} repeats {}: a declaration as to doubling or re-doubling once made is not altered by saying it again (law 61); nothing follows",
                seat.name(),
                self.said(seat, event)
            ),
        };
        Some(match self.pending() {
            Some((ruling, _)) => {
                format!("{text}; ruling #{} still awaits its election", ruling + 1)
            }
            None => text,
        })
    }

    /// After an event taken: a word is the last word said; a card ends
    /// what was said before it. Whether the word stands is asked only of
    /// a word said again (`stands`).
    #[inline]
    pub(crate) fn remember(&mut self, event: &WhistEvent) {
        match event {
            WhistEvent::MakeTrump { .. }
            | WhistEvent::PassDeclaration { .. }
            | WhistEvent::Double { .. }
            | WhistEvent::MayILead { .. }
            | WhistEvent::Yes { .. }
            | WhistEvent::Satisfied { .. } => self.last_word = Some(event.clone()),
            WhistEvent::Play { .. } => self.last_word = None,
            _ => {}
        }
    }

    /// Whether the last word said stands or awaits a ruling: not a
    /// declaration altered (law 49, last sentence), nor the wrong adversary
    /// asking "May I lead?" (law 59).
    fn stands(&self, word: &WhistEvent) -> bool {
        match *word {
            WhistEvent::MakeTrump { seat, denomination } => {
                self.declaration
                    == Some(super::Declaration {
                        denomination,
                        maker: seat,
                    })
                    || self.pending.is_some()
            }
            // The dealer's pass, not the partner compelled to declare
            // after passing it back (law 48).
            WhistEvent::PassDeclaration { seat } => {
                let compelled = self
                    .rulings
                    .iter()
                    .any(|r| r.chosen == Some(OptionId::CompelDeclaration));
                (seat == self.dealer && self.passed && self.declaration.is_none() && !compelled)
                    || self.pending.is_some()
            }
            WhistEvent::MayILead { seat } => seat == self.eldest_hand() && self.doubling.asked(),
            WhistEvent::Double { seat } => {
                self.doubling.steps().last().is_some_and(|s| s.seat == seat)
                    || self.pending.is_some()
            }
            _ => true,
        }
    }

    /// An election that does not let the word ruled on stand (a new deal,
    /// the dealer's partner compelled to declare, an adversary's
    /// declaration set aside, a double out of turn or without consent not
    /// accepted): saying it again is no longer a repetition.
    pub(crate) fn unsaid(&mut self, awaiting: Awaiting, option: OptionId) {
        let on_a_word = matches!(
            awaiting,
            Awaiting::PartnerMadeUnasked
                | Awaiting::PartnerPassedBack { .. }
                | Awaiting::AdversaryDeclared
                | Awaiting::DoubleOutOfTurn { .. }
                | Awaiting::DoubleByConsent { .. }
        );
        if on_a_word && option != OptionId::Accept {
            self.last_word = None;
        }
    }
}
