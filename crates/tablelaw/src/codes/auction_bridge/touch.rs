//! A card of dummy named or touched by declarer (Law 64): considered as
//! played, unless he says "I arrange"; two or more touched at once, he
//! elects which one to play, by playing it (as contract bridge's player
//! names his card after cards played together, duplicate Law 58B2).
//! Decisions 165-169 of docs/decisions.md.
//!
//! "A card from the declarer's own hand is not played until actually
//! quitted": in the log a card of declarer's hand is played when a `Play`
//! event says so, and not before; nothing else is needed for it.

use super::AuctionBridgeError;
use super::auction::{AuctionBridge, cite};
use super::irregular::Awaiting;
use crate::card::{Card, CardSet};
use crate::ruling::{Chooser, Ruling};
use crate::seat::Seat;

/// The cards of a set as a ruling writes them: `♠K ♠Q`.
fn listed(cards: CardSet) -> String {
    cards
        .iter()
        .map(|c| format!("{c:#}"))
        .collect::<Vec<_>>()
        .join(" ")
}

impl AuctionBridge {
    /// The card declarer is still to elect after touching two or more
    /// cards of dummy at once (Law 64): dummy's seat and the cards touched.
    /// He elects by playing one of them from dummy
    /// ([`AuctionBridgeEvent::Play`](super::AuctionBridgeEvent::Play)).
    pub fn pending_card(&self) -> Option<(Seat, CardSet)> {
        match self.awaiting {
            Some(Awaiting::Touched { cards }) if self.pending.is_some() => {
                Some((self.final_declaration()?.dummy(), cards))
            }
            _ => None,
        }
    }

    /// Law 64: declarer names or touches `cards` of dummy, saying "I
    /// arrange" (`arrange`) or not.
    pub(crate) fn on_touches(
        &mut self,
        seat: Seat,
        cards: CardSet,
        arrange: bool,
    ) -> Result<(), AuctionBridgeError> {
        let f = self.final_or_err()?;
        if self.pending().is_some() {
            return Err(self.pending_error_public());
        }
        let Some(play) = self.play.as_ref().filter(|p| !p.is_over()) else {
            return Err(AuctionBridgeError::NoPlay {
                why: "the play is over or not begun".to_owned(),
            });
        };
        if seat != f.declarer {
            return Err(AuctionBridgeError::NotDeclarer {
                what: "name or touch a card in the dummy as played (Law 64; dummy's suggestion of a card is Law 62)",
                declarer: f.declarer,
            });
        }
        if play.cards_played() == 0 {
            return Err(AuctionBridgeError::NoPlay {
                why: "dummy's hand is laid down after the opening lead (Law 59): there is no card in the dummy to name or touch yet".to_owned(),
            });
        }
        let dummy = f.dummy();
        let Some(first) = cards.iter().next() else {
            return Err(AuctionBridgeError::NoPlay {
                why: "no card of dummy named or touched (Law 64)".to_owned(),
            });
        };
        if let Some(card) = cards.iter().find(|&c| !play.hand(dummy).contains(c)) {
            return Err(AuctionBridgeError::CardNotHeld { seat: dummy, card });
        }
        // Checked: everything below succeeds.
        let list = listed(cards);
        if arrange {
            self.rule(Ruling::new(
                cite(64, ""),
                Some(seat),
                format!(
                    "declarer touched {list} in the dummy, saying \"I arrange\": {} not played",
                    if cards.len() > 1 { "they are" } else { "it is" }
                ),
            ));
            return Ok(());
        }
        if cards.len() == 1 {
            self.rule(Ruling::new(
                cite(64, ""),
                Some(seat),
                format!(
                    "declarer named or touched {list} in the dummy without saying \"I arrange\": it is considered as played from dummy"
                ),
            ));
            self.play_card(dummy, first);
            return Ok(());
        }
        let r = Ruling::new(
            cite(64, ""),
            Some(seat),
            format!(
                "declarer touched {list} in the dummy at once, without saying \"I arrange\": one of them is considered as played, and he may elect which one to play (he plays it from dummy)"
            ),
        )
        .choice(Chooser::Seat(f.declarer), Vec::new());
        self.open_in_play(r, Awaiting::Touched { cards });
        Ok(())
    }

    /// The card declarer elects to play after touching two or more cards
    /// of dummy at once (Law 64): a card of `cards` from dummy, else an
    /// error that says which.
    pub(crate) fn on_touched_elected(
        &mut self,
        seat: Seat,
        card: Card,
        cards: CardSet,
    ) -> Result<(), AuctionBridgeError> {
        let Some((dummy, _)) = self.pending_card() else {
            return Err(AuctionBridgeError::NoPending);
        };
        if seat != dummy || !cards.contains(card) {
            return Err(self.touched_error(cards));
        }
        if let Some(r) = self.pending.and_then(|i| self.rulings.get_mut(i)) {
            r.notes.push(format!("declarer elects {card:#}"));
        }
        self.pending = None;
        self.awaiting = None;
        self.play_card(dummy, card);
        Ok(())
    }

    /// What is due while declarer elects among the cards he touched.
    pub(crate) fn touched_error(&self, cards: CardSet) -> AuctionBridgeError {
        let dummy = self
            .final_declaration()
            .map_or_else(String::new, |f| f.dummy().letter().to_string());
        let plays: Vec<String> = cards.iter().map(|c| format!("`{dummy} {c:#}`")).collect();
        AuctionBridgeError::NoPlay {
            why: format!(
                "declarer touched {} in the dummy at once and must first elect which one to play (Law 64), by playing it: {}",
                listed(cards),
                plays.join(" or ")
            ),
        }
    }
}
