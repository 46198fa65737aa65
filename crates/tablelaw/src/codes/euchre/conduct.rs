//! A card detached from the hand and named (Law 51), winning cards led
//! without waiting for the partner (Law 47), and the exposure that forbids
//! a lone hand (Law 95).

use crate::card::Card;
use crate::ruling::{Chooser, OptionId, Ruling, option};
use crate::seat::Seat;

use super::event::EuchreError;
use super::hand::{Hand, Pending, Stage, law};

impl Hand {
    /// Law 95: a player who exposed a card before making his declaration
    /// cannot play alone. `true` when the declaration to play alone is so
    /// ruled void (the ruling recorded).
    pub(super) fn exposed_forbids_lone(&mut self, seat: Seat) -> bool {
        if self.exposed[seat].is_empty() {
            return false;
        }
        self.push_ruling(Ruling::new(
            law(95, ""),
            Some(seat),
            format!(
                "{} exposed a card before making his declaration: he cannot play alone; the declaration to play alone is void, and he plays the hand with his partner",
                seat.name()
            ),
        ));
        true
    }

    /// Law 95 in the making record: `seat`'s declaration to play alone,
    /// just recorded, stands as his making of the trump, its lone hand
    /// void (the record's law).
    pub(super) fn void_lone_record(&mut self, seat: Seat) {
        if let Some(a) = self
            .making
            .last_mut()
            .filter(|a| a.seat == seat && matches!(a.act, super::hand::Act::PlayAlone(_)))
        {
            a.law = Some(law(95, ""));
        }
    }

    /// Law 47: the leader of the trick plays again before his partner, the
    /// third hand, has played: the card is exposed (Law 46 I), and the
    /// adversaries may call on the partner to win the trick, if he can.
    /// `true` if the law applies and was ruled.
    pub(super) fn led_again(&mut self, seat: Seat) -> bool {
        let Some(t) = self.current else {
            return false;
        };
        let partner = seat.partner();
        let led = t.plays().next().map(|(s, _)| s) == Some(seat);
        // His card led is winning against the adversary who has played.
        let winning = t.len() == 2
            && self
                .order()
                .and_then(|o| t.best(&o))
                .is_some_and(|(s, _)| s == seat);
        if !led
            || !winning
            || t.has_played(partner)
            || self.sits_out(partner)
            || self.lone == Some(seat)
        {
            return false;
        }
        let r = Ruling::new(
            law(47, ""),
            Some(seat),
            format!(
                "{} played again without waiting for his partner, {}, to play to the trick he led: the card is exposed, and {} may be called on to win the trick, if he can",
                seat.name(),
                partner.name(),
                partner.name()
            ),
        )
        .choice(
            Chooser::Adversaries(seat.side().opponents()),
            vec![
                option(
                    OptionId::Win,
                    format!("{} must win the trick, if he can", partner.name()),
                ),
                option(OptionId::NoPenalty, "no call; the card stays exposed"),
            ],
        );
        let i = self.push_ruling(r);
        self.pending = Some((i, Pending::Play { seat: partner }));
        true
    }

    /// Law 51: an adversary names a card of `owner`'s detached from the
    /// rest of his hand. Named right, it is liable to be called; named
    /// wrong, the namer is liable to have a suit called when he or his
    /// partner next lead.
    pub(super) fn on_names_card(
        &mut self,
        seat: Seat,
        owner: Seat,
        card: Card,
    ) -> Result<(), EuchreError> {
        if self.is_over() || self.stage != Stage::Play {
            return Err(EuchreError::Phase(
                "a card is named only in the play of the hand (Law 51)".to_owned(),
            ));
        }
        if !owner.is_opponent(seat) {
            return Err(EuchreError::NotHis {
                seat,
                what: "name a card detached from a hand",
                why: format!("Law 51 lets either adversary of {} name it", owner.name()),
            });
        }
        if self.sits_out(owner) || self.lone == Some(owner) {
            return Err(EuchreError::NotHis {
                seat,
                what: "name a card detached from a hand",
                why: format!(
                    "{}'s cards are not liable to be called (Laws 101, 104)",
                    owner.name()
                ),
            });
        }
        if self.exposed[owner].contains(card) {
            return Err(EuchreError::NotHis {
                seat,
                what: "name a card detached from a hand",
                why: format!("{card:#} is an exposed card already"),
            });
        }
        if self.hands[owner].contains(card) {
            self.exposed[owner].insert(card);
            self.push_ruling(Ruling::new(
                law(51, ""),
                Some(owner),
                format!(
                    "{} named {card:#}, which {} had detached from the rest of his hand: it is liable to be called",
                    seat.name(),
                    owner.name()
                ),
            ));
        } else {
            self.suit_call = Some(seat.side());
            self.push_ruling(Ruling::new(
                law(51, ""),
                Some(seat),
                format!(
                    "{} named {card:#}, which is not the card {} had detached: {} is liable to have a suit called when he or his partner next lead",
                    seat.name(),
                    owner.name(),
                    seat.name()
                ),
            ));
        }
        Ok(())
    }
}
