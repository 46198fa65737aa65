//! Exposed cards (Laws 46, 48-50) and the exposures of a lone hand and of
//! his partner (Laws 102, 104).

use crate::card::Card;
use crate::law::Citation;
use crate::ruling::Ruling;
use crate::seat::Seat;

use super::event::EuchreError;
use super::hand::{Hand, Stage, law};

impl Hand {
    /// A card of `seat` exposed in the play, ruled under `cite` (Law 46 I
    /// or II, or 102 for the lone player's partner): an exposed card, left
    /// on the table and liable to be called; the lone player's is no
    /// penalty (104); his partner's leaves a march two points (102).
    pub(super) fn expose(&mut self, seat: Seat, card: Card, cite: Citation) {
        let name = seat.name();
        let how = if cite.clause == "(I)" {
            format!(
                "{name} played {card:#} to a trick he had already played to (two cards played at once)"
            )
        } else {
            format!("{name} exposed {card:#}")
        };
        let (cite, text) = if self.lone == Some(seat) {
            (
                law(104, ""),
                format!(
                    "{how}; a player playing alone is liable to no penalty for simply exposing a card: it goes back to his hand"
                ),
            )
        } else if self.lone.map(Seat::partner) == Some(seat) {
            self.partner_exposed = true;
            let lone = self.lone.map_or("", Seat::name);
            (
                law(102, ""),
                format!(
                    "{name}, whose partner {lone} plays alone, exposed the face of {card:#}: {lone} can score only two points should he take every trick; a euchre scores the adversaries four"
                ),
            )
        } else {
            self.exposed[seat].insert(card);
            (
                cite,
                format!(
                    "{how}: it is an exposed card, left on the table and liable to be called by the adversaries"
                ),
            )
        };
        self.push_ruling(Ruling::new(cite, Some(seat), text));
    }

    /// A card dropped face upwards or otherwise exposed (Law 46 II), or
    /// dropped below the table, which is no exposed card.
    pub(super) fn on_exposes(
        &mut self,
        seat: Seat,
        card: Card,
        below_table: bool,
    ) -> Result<(), EuchreError> {
        if self.is_over() {
            return Err(EuchreError::Phase("the deal is over".to_owned()));
        }
        if !self.hands[seat].contains(card) {
            return Err(EuchreError::CardNotHeld { seat, card });
        }
        if below_table {
            self.push_ruling(
                Ruling::new(
                    law(46, ""),
                    Some(seat),
                    format!(
                        "{card:#}, dropped by {} below the table, is not an exposed card: there is no penalty",
                        seat.name()
                    ),
                )
                .with_finding(format!("{card:#} was dropped below the table")),
            );
            return Ok(());
        }
        self.expose(seat, card, law(46, "(II)"));
        Ok(())
    }

    /// In the play, a player throws his cards on the table face upwards
    /// (Laws 48-50, 102, 104).
    pub(super) fn on_throw_in_play(&mut self, seat: Seat) -> Result<(), EuchreError> {
        if self.is_over() {
            return Err(EuchreError::Phase("the deal is over".to_owned()));
        }
        if self.thrown[seat] {
            return Err(EuchreError::NotHis {
                seat,
                what: "throw his cards on the table",
                why: "they are on the table already (Law 48)".to_owned(),
            });
        }
        let name = seat.name();
        if let Some(lone) = self.lone {
            if seat == lone {
                self.push_ruling(Ruling::new(
                    law(104, ""),
                    Some(seat),
                    format!(
                        "{name}, playing alone, laid his cards on the table face upwards: he is liable to no penalty for exposing them, and plays on"
                    ),
                ));
                return Ok(());
            }
            if seat == lone.partner() {
                self.partner_exposed = true;
                self.thrown[seat] = true;
                self.push_ruling(Ruling::new(
                    law(102, ""),
                    Some(seat),
                    format!(
                        "{name}, whose partner {} plays alone, turned his cards face upwards: {} can score only two points should he take every trick",
                        lone.name(),
                        lone.name()
                    ),
                ));
                return Ok(());
            }
            // Law 50: an adversary abandons his hand against a lone hand.
            self.thrown[seat] = true;
            self.exposed[seat] = self.hands[seat];
            self.abandoned = Some(seat);
            self.stage = Stage::PlayedOut;
            self.push_ruling(Ruling::new(
                law(50, ""),
                Some(seat),
                format!(
                    "{name} abandoned his hand against the lone hand by laying it face upwards on the table: {}, playing alone, scores five points",
                    lone.name()
                ),
            ));
            return Ok(());
        }
        self.thrown[seat] = true;
        self.exposed[seat] = self.hands[seat];
        if Seat::ALL.iter().all(|&s| self.thrown[s]) {
            // Law 49: the hands are abandoned.
            self.stage = Stage::PlayedOut;
            let won = self.won;
            self.push_ruling(Ruling::new(
                law(49, ""),
                Some(seat),
                format!(
                    "all four players have thrown their cards on the table face upwards: the hands are abandoned and no one can take up his cards again; the deal is scored on the tricks taken, NS {} and EW {}, and no claim that it could have been saved or won is entertained, unless a revoke is established",
                    won[crate::seat::Side::NorthSouth],
                    won[crate::seat::Side::EastWest]
                ),
            ));
            return Ok(());
        }
        self.push_ruling(Ruling::new(
            law(48, ""),
            Some(seat),
            format!(
                "{name} threw his cards on the table face upwards: they are exposed cards, and each can be called by the adversaries; a player who keeps his hand cannot be forced to abandon it"
            ),
        ));
        Ok(())
    }

    /// Whether the hands were abandoned: all four thrown on the table (Law
    /// 49), or an adversary's against a lone hand (Law 50).
    pub fn hands_abandoned(&self) -> bool {
        self.abandoned.is_some() || Seat::ALL.iter().all(|&s| self.thrown[s])
    }

    /// Laws 46 III, 91: the trump card lifted from the pack, or removed,
    /// before it is played: an exposed card, the dealer's once he takes it
    /// up, liable to be called until played; turned down, it is out of the
    /// play and nothing follows.
    pub(super) fn on_lifts_trump(&mut self, seat: Seat) -> Result<(), EuchreError> {
        let turned = self.deal.turned;
        let dealer = self.dealer;
        let not = |why: &str| EuchreError::NotHis {
            seat,
            what: "lift the trump card (Laws 46 III, 91)",
            why: why.to_owned(),
        };
        let held = self.hands[dealer].contains(turned);
        match self.stage {
            Stage::Making if self.round == 2 => {
                return Err(not(
                    "the trump card is turned down (Law 77): it is out of the play",
                ));
            }
            Stage::Making => {}
            Stage::Play if held => {}
            Stage::Play if self.made_by == Some(super::hand::MadeBy::Named) => {
                return Err(not(
                    "the trump card was turned down (Law 77): it is out of the play",
                ));
            }
            Stage::Play => {
                return Err(not(
                    "the trump card is no longer in view: the dealer has played or discarded it",
                ));
            }
            _ => return Err(EuchreError::Phase("the deal is over".to_owned())),
        }
        if self.trump_lifted {
            return Err(not("it has been lifted already: it is an exposed card"));
        }
        self.trump_lifted = true;
        let who = if seat == dealer {
            format!("the dealer, {},", dealer.name())
        } else {
            seat.name().to_owned()
        };
        let text = if self.lone == Some(dealer) {
            format!(
                "{who} lifted the trump card, {turned:#}, from the pack: an exposed card (Law 46 III), but {} plays alone and is liable to no penalty for exposing a card (Law 104)",
                dealer.name()
            )
        } else if held {
            self.exposed[dealer].insert(turned);
            format!(
                "{who} lifted the trump card, {turned:#}, which must be left in view till played: it is an exposed card of {}, liable to be called by the adversaries (Law 46 III)",
                dealer.name()
            )
        } else {
            format!(
                "{who} lifted the trump card, {turned:#}, from the pack: it is an exposed card (Law 46 III), liable to be called from {} once he takes it up; turned down, it is out of the play",
                dealer.name()
            )
        };
        self.push_ruling(Ruling::new(law(91, ""), Some(seat), text));
        Ok(())
    }
}
