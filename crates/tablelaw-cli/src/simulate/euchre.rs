//! Random deals of euchre (1888 laws), through [`EuchreGame`].

use tablelaw::codes::euchre::{EuchreDeal, EuchreEvent, EuchreGame, EuchreSetup, Pack, Packets};
use tablelaw::{Card, CardSet, Seat, Side, Suit};

use tablelaw_formats::euchre;

use super::{Outcome, Rng, Simulated};

/// Euchre (1888 laws), a deal at a time in a rubber that starts again
/// when it is over: the deal from a shuffled pack in packets (Law 42), then
/// random acts among the legal ones to the deal's score.
pub struct Euchre {
    game: EuchreGame,
}

impl Euchre {
    pub fn new() -> Euchre {
        Euchre {
            game: EuchreGame::with_setup(EuchreSetup::new(Seat::North)),
        }
    }

    /// An irregular act of the kinds the code rules: an act of making the
    /// trump out of turn (Law 82), mentioning a suit after passing (79),
    /// calling attention to the trick (83), a card played out of turn or
    /// not following suit (reneging), asking who played a card (84).
    fn irregular_event(&self, rng: &mut Rng) -> EuchreEvent {
        let seat = Seat::ALL[rng.below(4)];
        let suit = Suit::ALL[rng.below(4)];
        let held = self.game.hand().map_or(CardSet::EMPTY, |h| h.hand(seat));
        match rng.below(7) {
            0 => EuchreEvent::pass(seat),
            1 => EuchreEvent::OrderUp { seat },
            2 => EuchreEvent::MentionsSuit { seat, suit },
            3 => EuchreEvent::CallsAttention { seat },
            4 => EuchreEvent::AsksWhoPlayed { seat },
            _ => match rng.card_of(held) {
                Some(card) => EuchreEvent::Play { seat, card },
                None => EuchreEvent::pass(seat),
            },
        }
    }
}

impl Simulated for Euchre {
    fn play_deal(&mut self, rng: &mut Rng, rate: f64) -> Outcome {
        // A new rubber when the last is over, or after a deal that stuck.
        if self.game.score().over || self.game.hand().is_some() {
            *self = Euchre::new();
        }
        let mut pack: Vec<Card> = Pack::ThirtyTwo.cards().iter().collect();
        for i in (1..pack.len()).rev() {
            pack.swap(i, rng.below(i + 1));
        }
        let packets = [Packets::TwoThenThree, Packets::ThreeThenTwo][rng.below(2)];
        let dealt = EuchreDeal::from_pack(&pack, self.game.dealer(), packets)
            .map_err(|e| e.to_string())
            .and_then(|deal| {
                self.game
                    .apply(EuchreEvent::Deal(deal))
                    .map_err(|e| e.to_string())
            });
        if let Err(e) = dealt {
            return Outcome {
                stuck: Some((format!("the deal was refused: {e}"), String::new())),
                ..Outcome::default()
            };
        }
        let number = self.game.deals().len();
        let mut irregular = 0;
        let mut stuck = None;
        for step in 0.. {
            if self.game.hand().is_none() {
                break;
            }
            if step == 500 {
                stuck = Some("more than 500 steps".to_owned());
                break;
            }
            if rate > 0.0 && rng.chance(rate) {
                let event = self.irregular_event(rng);
                if self.game.apply(event).is_ok() {
                    irregular += 1;
                }
                continue;
            }
            let legal = self.game.legal_events();
            let Some(event) = legal.get(rng.below(legal.len())).cloned() else {
                stuck = Some("no legal act and the deal not over".to_owned());
                break;
            };
            if let Err(e) = self.game.apply(event) {
                stuck = Some(format!("a legal act was refused: {e}"));
                break;
            }
        }
        let record = self.game.deals().get(number.saturating_sub(1));
        let points: i32 = record
            .map(|r| {
                r.score
                    .iter()
                    .map(|e| match e.side {
                        Side::NorthSouth => i32::from(e.points),
                        Side::EastWest => -i32::from(e.points),
                    })
                    .sum()
            })
            .unwrap_or_default();
        let finished = stuck.is_none() && record.is_some();
        Outcome {
            denomination: record
                .and_then(|r| r.hand.as_ref())
                .and_then(|h| h.trump())
                .map(super::suit_label),
            ns_score: points,
            irregular,
            rulings: record.map_or(0, |r| r.rulings.len() as u32),
            finished,
            new_deals: 0,
            stuck: stuck.map(|why| (why, euchre::write(self.game.setup(), &self.game.log()))),
        }
    }
}
