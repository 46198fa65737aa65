//! Declarer's designation of dummy's card in words (Law 46; the
//! duplicate editions' Law 46 in their own wording, the rubber code the
//! 2007 wording), and a card still to be named after a question of it.

use crate::card::Card;
use crate::ruling::{Chooser, Ruling};
use crate::seat::Seat;
use crate::table::EventError;

use super::{ContractBridge, Pending};

impl ContractBridge {
    /// Law 46: declarer's designation of dummy's card, in words.
    pub(super) fn on_designate(
        &mut self,
        words: &str,
        intended: Option<Card>,
    ) -> Result<(), EventError> {
        use crate::designation::{DummySituation, PrecedingTrick, Resolution, parse, resolve};
        if self.pending.is_some() {
            return Err(self.pending_error());
        }
        let Some(play) = self.play.as_ref() else {
            return Err(EventError::NotDummysTurn {
                why: "the play has not begun".to_owned(),
            });
        };
        let dummy = play.contract().dummy();
        if play.turn() != Some(dummy) && play.has_played_to_trick(dummy) && !play.is_over() {
            // Declarer's words after dummy's card to this trick was played:
            // a change of designation stands only after a slip of the tongue
            // (45C4(b), with 47C: the director's finding `unintended`); else
            // the card played stays played (47F2), and the words have no
            // effect.
            let played = play
                .current()
                .cards()
                .find(|&(s, _)| s == dummy)
                .map(|(_, c)| c);
            let laws = self.play_laws();
            let text = format!(
                "declarer's words \"{words}\" come after dummy's {} was played to this trick: a designation is changed only on the director's finding of an unintended one ({}, 45C4(b)), the card then withdrawn (47C); otherwise the card played stays played (47F2), and the words have no effect",
                played.map_or_else(|| "card".to_owned(), |c| format!("{c:#}")),
                laws.unintended_designation()
            );
            let r = self
                .play_ruling(45, "C4(b)", None, text)
                .also(laws.cite(47, "C"))
                .also(laws.cite(47, "F2"));
            self.rule(r);
            return Ok(());
        }
        if play.turn() != Some(dummy) {
            let why = match play.turn() {
                Some(s) => format!("it is {}'s turn", s.name()),
                None => "the play is over".to_owned(),
            };
            return Err(EventError::NotDummysTurn { why });
        }
        let spoken = parse(words).map_err(|e| EventError::Designation(e.to_string()))?;
        let preceding = play.tricks().last().and_then(|(t, winner)| {
            let led = t.led()?;
            let dummy_card = t.cards().find(|&(s, _)| s == dummy).map(|(_, c)| c)?;
            (*winner == dummy).then_some(PrecedingTrick {
                suit_led: led.suit,
                dummy_card,
            })
        });
        let played = play
            .tricks()
            .iter()
            .flat_map(|(t, _)| t.cards().map(|(_, c)| c))
            .collect();
        let situation = DummySituation {
            dummy: play.hand(dummy),
            trick: play.current().cards().map(|(_, c)| c).collect(),
            trump: play.trump(),
            preceding,
            played,
            declarer: play.hand(play.contract().declarer),
            incontrovertible_intention: intended,
        };
        let ctx = situation
            .validate()
            .map_err(|e| EventError::Designation(e.to_string()))?;
        let resolution = resolve(self.code, &spoken, &ctx);
        let text = format!("declarer said \"{words}\": {}", resolution.reason());
        let mut ruling = Ruling::new(resolution.law(), None, text);
        if let Some(card) = intended {
            ruling = ruling.with_finding(format!(
                "declarer's different intention ({card:#}) is incontrovertible"
            ));
        }
        match resolution {
            Resolution::Card { card, .. } | Resolution::NotLegal { card, .. } => {
                self.rule(ruling);
                self.on_play(dummy, card)
            }
            Resolution::DeclarerMustDesignate { candidates, .. }
            | Resolution::VoidCall { candidates, .. }
            | Resolution::InvalidCall { candidates, .. }
            | Resolution::DefendersDesignate { candidates, .. } => {
                let declarer = play.contract().declarer;
                let chooser = if matches!(resolution, Resolution::DefendersDesignate { .. }) {
                    Chooser::Defenders
                } else {
                    Chooser::Seat(declarer)
                };
                ruling.chooser = Some(chooser);
                let r = self.rule(ruling);
                self.pending = Some(Pending::Designation {
                    ruling: r,
                    candidates,
                    seat: dummy,
                    rest: crate::card::CardSet::EMPTY,
                });
                Ok(())
            }
        }
    }

    /// The card still to be named after a Law 46 question or a Law 50(a)
    /// choice: the hand it comes from and the cards allowed.
    pub fn pending_card(&self) -> Option<(Seat, crate::card::CardSet)> {
        match self.pending {
            Some(Pending::Designation {
                seat, candidates, ..
            }) => Some((seat, candidates)),
            _ => None,
        }
    }

    /// A card named to settle a Law 46 or Law 50(a) question.
    pub(super) fn designated(&mut self, seat: Seat, card: Card) -> Result<(), EventError> {
        let Some(Pending::Designation {
            ruling,
            candidates,
            seat: owner,
            rest,
        }) = self.pending.clone()
        else {
            return Err(EventError::NoPending);
        };
        if seat == owner.lho() && seat != owner && self.records.rulings[ruling].law.law == 58 {
            // 58B3: the next hand plays before the offender names his card.
            return self.play_while_pending(seat, card);
        }
        if seat != owner || !candidates.contains(card) {
            let cards: Vec<String> = candidates.iter().map(|c| format!("{c:#}")).collect();
            return Err(EventError::NotACandidate {
                cards: format!("{} from {}'s hand", cards.join(" "), owner.name()),
            });
        }
        self.pending = None;
        self.records.rulings[ruling]
            .notes
            .push(format!("{card:#} was named"));
        self.on_play(seat, card)?;
        let rest: crate::card::CardSet = rest.iter().filter(|&c| c != card).collect();
        self.after_simultaneous(ruling, seat, rest);
        Ok(())
    }
}

pub(super) fn list_cards(cards: crate::card::CardSet) -> String {
    cards
        .iter()
        .map(|c| c.to_string())
        .collect::<Vec<_>>()
        .join(" ")
}
