//! The declarations to play alone after the trump is made and before the
//! lead (Laws 93-99): taking it from the partner (Laws 74, 75, 93-96, 99),
//! the player who may still do so, and today's custom of defending alone.

use crate::ruling::Ruling;
use crate::seat::Seat;

use super::event::EuchreError;
use super::hand::{Act, Discard, Hand, Position, Stage, law};

impl Hand {
    /// "I take it from you" (Laws 74, 75, 93-96, 99).
    pub(super) fn on_take_it(&mut self, seat: Seat) -> Result<(), EuchreError> {
        let what = "take it from his partner";
        let Some(maker) = self.maker.filter(|_| self.stage == Stage::Play) else {
            return Err(Self::not_his(seat, what, "no trump has been made"));
        };
        if seat != maker.partner() {
            return Err(Self::not_his(
                seat,
                what,
                format!(
                    "only {}, the partner of {} who made the trump, may take it from him (Laws 74, 75, 94, 95)",
                    maker.partner().name(),
                    maker.name()
                ),
            ));
        }
        if self.lone == Some(seat) {
            return Err(Self::not_his(seat, what, "he already plays alone"));
        }
        if self.lead_made() {
            return Err(Self::not_his(
                seat,
                what,
                "a lead has been made (Law 99); his partner's hand is on the table (Law 101)",
            ));
        }
        if seat == self.dealer && matches!(self.discard, Discard::Done(_)) {
            return Err(Self::not_his(
                seat,
                what,
                "the dealer must announce that he plays alone before quitting his discard (Law 96)",
            ));
        }
        if let Some(b) = self.bound[seat].filter(|_| !self.has_passed(seat)) {
            self.record(seat, Act::TakeItFrom, false, Some(b.law));
            self.push_ruling(Ruling::new(
                b.law,
                Some(seat),
                format!(
                    "{} must pass ({}): he cannot take it from {} and play alone; the offer is void",
                    seat.name(),
                    b.law,
                    maker.name()
                ),
            ));
            return Ok(());
        }
        if self.has_passed(seat) {
            self.record(seat, Act::TakeItFrom, false, Some(law(99, "")));
            let text = if self.lone == Some(maker) {
                self.lone = None;
                format!(
                    "{} offered to take it from {} after he had himself passed: neither can play alone, and they play the hand together",
                    seat.name(),
                    maker.name()
                )
            } else {
                format!(
                    "{} has passed, so he cannot play alone (Law 93): the offer is void",
                    seat.name()
                )
            };
            self.push_ruling(Ruling::new(law(99, ""), Some(seat), text));
            return Ok(());
        }
        if self.exposed_forbids_lone(seat) {
            self.record(seat, Act::TakeItFrom, false, Some(law(95, "")));
            return Ok(());
        }
        self.record(seat, Act::TakeItFrom, true, None);
        self.lone = Some(seat);
        Ok(())
    }

    /// The player who may still take it from his partner and play alone,
    /// with the law that gives him the right: the third hand after the
    /// eldest hand's order up or lone hand (Law 74), the dealer after the
    /// second hand's assist or lone hand (Law 75), otherwise the maker's
    /// partner who has not passed in the round (Laws 93, 94); until the
    /// first lead (99), the dealer before quitting his discard (96).
    pub fn may_take_it(&self) -> Option<(Seat, crate::law::Citation)> {
        let maker = self.maker.filter(|_| self.stage == Stage::Play)?;
        let partner = maker.partner();
        let discarded = matches!(self.discard, Discard::Done(_));
        if self.lead_made()
            || self.lone == Some(partner)
            || self.has_passed(partner)
            || self.bound[partner].is_some()
            || (partner == self.dealer && discarded)
        {
            return None;
        }
        let cite = match (self.round, Position::of(maker, self.dealer)) {
            (1, Position::EldestHand) => law(74, ""),
            (1, Position::SecondHand) => law(75, ""),
            _ => law(94, ""),
        };
        Some((partner, cite))
    }

    /// Today's custom: an adversary of the lone hand defends alone.
    pub(super) fn on_defend_alone(&mut self, seat: Seat) -> Result<(), EuchreError> {
        let what = "defend alone";
        if !self.options.defending_alone {
            return Err(EuchreError::OptionOff("defending alone"));
        }
        let Some(lone) = self.lone.filter(|_| self.stage == Stage::Play) else {
            return Err(Self::not_his(seat, what, "no one plays alone"));
        };
        if !seat.is_opponent(lone) {
            return Err(Self::not_his(
                seat,
                what,
                "only an adversary of the lone hand defends alone",
            ));
        }
        if self.defender_alone.is_some() || self.lead_made() {
            return Err(Self::not_his(
                seat,
                what,
                "it is declared once, before the lead",
            ));
        }
        self.record(seat, Act::DefendAlone, true, None);
        self.defender_alone = Some(seat);
        Ok(())
    }
}
