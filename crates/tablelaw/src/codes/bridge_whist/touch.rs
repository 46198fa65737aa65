//! A card of dummy named or touched by the dealer (law 67, "A card from
//! the dealer's hand is not played until actually quitted"): considered
//! as played, unless he says "I arrange".
//!
//! A card of the dealer's own hand is not played until actually quitted:
//! in the log it is played when a `Play` event says so, and not before.
//! The law has no sentence for two or more cards of dummy touched at once
//! without "I arrange" (auction bridge's Law 64 lets declarer elect): only
//! one card can be played to the trick, the law does not say which, so the
//! event is refused and the script writes the card the director finds
//! played (decisions 167-171 of docs/decisions.md).

use super::law;
use super::state::BridgeWhist;
use crate::card::CardSet;
use crate::ruling::Ruling;
use crate::seat::Seat;
use crate::table::EventError;

impl BridgeWhist {
    /// Law 67: the dealer names or touches `cards` of dummy, saying "I
    /// arrange" (`arrange`) or not.
    pub(crate) fn on_touches(
        &mut self,
        seat: Seat,
        cards: CardSet,
        arrange: bool,
    ) -> Result<(), EventError> {
        self.play_on("a card of dummy named or touched (law 67)")?;
        self.check_not_pending()?;
        let dummy = self.dummy();
        if seat != self.dealer() {
            return Err(EventError::NotNow {
                why: format!(
                    "law 67 concerns the dealer, {}, naming or touching a card from the dummy hand (dummy's suggestion of a card is law 65)",
                    self.dealer().name()
                ),
            });
        }
        let Some(play) = self.play.as_ref() else {
            return Err(EventError::NoPlay {
                why: "the deal is not known (give it with a `deal` line)".to_owned(),
            });
        };
        if play.cards_played() == 0 {
            return Err(EventError::NotNow {
                why: "dummy's cards are laid face upwards once the eldest hand has led (law 62): there is no card of the dummy hand to name or touch yet".to_owned(),
            });
        }
        let Some(first) = cards.iter().next() else {
            return Err(EventError::NotNow {
                why: "no card of dummy named or touched (law 67)".to_owned(),
            });
        };
        if let Some(card) = cards.iter().find(|&c| !play.hand(dummy).contains(c)) {
            return Err(EventError::CardNotHeld { seat: dummy, card });
        }
        let list: Vec<String> = cards.iter().map(|c| format!("{c:#}")).collect();
        let list = list.join(" ");
        if arrange {
            self.rule(
                Ruling::new(
                    law(67, ""),
                    Some(seat),
                    format!(
                        "the dealer touched {list} in the dummy hand, saying \"I arrange\": {} not played",
                        if cards.len() > 1 { "they are" } else { "it is" }
                    ),
                ),
                None,
            );
            return Ok(());
        }
        if cards.len() > 1 {
            return Err(EventError::NotNow {
                why: format!(
                    "law 67 does not say which of {list}, touched at once without \"I arrange\", is played: write the card the director finds played (`{} {first:#}`)",
                    dummy.letter()
                ),
            });
        }
        self.rule(
            Ruling::new(
                law(67, ""),
                Some(seat),
                format!(
                    "the dealer named or touched {list} from the dummy hand without saying \"I arrange\": it is considered as played from dummy"
                ),
            ),
            None,
        );
        self.play_in_play(dummy, first);
        self.score_if_over();
        Ok(())
    }
}
