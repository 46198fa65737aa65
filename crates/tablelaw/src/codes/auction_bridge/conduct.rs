//! Dummy's suggestion of a card (Law 62) and an adversary's winning cards
//! led without waiting for his partner (Law 71).

use super::AuctionBridgeError;
use super::auction::{AuctionBridge, cite};
use super::irregular::Awaiting;
use crate::card::Card;
use crate::ruling::{Chooser, OptionId, Ruling, option};
use crate::seat::Seat;

impl AuctionBridge {
    /// The card dummy suggested and whether declarer must play it (`true`)
    /// or must not (`false`), as called by an adversary (Law 62).
    pub fn suggested(&self) -> Option<(Card, bool)> {
        self.laws.suggested
    }

    /// Law 62: dummy suggests the play of one of his cards; either
    /// adversary may call upon declarer to play it or not to play it.
    pub(crate) fn on_suggests(&mut self, seat: Seat, card: Card) -> Result<(), AuctionBridgeError> {
        let f = self.final_or_err()?;
        if self.pending().is_some() {
            return Err(self.pending_error_public());
        }
        let Some(play) = self.play.as_ref().filter(|p| !p.is_over()) else {
            return Err(AuctionBridgeError::NoPlay {
                why: "the play is over or not begun".to_owned(),
            });
        };
        if seat != f.dummy() {
            return Err(AuctionBridgeError::NoAttention {
                why: format!(
                    "Law 62 concerns a suggestion by the declarer's partner, {}",
                    f.dummy().name()
                ),
            });
        }
        if !play.hand(seat).contains(card) {
            return Err(AuctionBridgeError::CardNotHeld { seat, card });
        }
        let r = Ruling::new(
            cite(62, ""),
            Some(seat),
            format!(
                "{} (dummy) suggested the play of {card:#}: either adversary may call upon declarer to play it or not to play it",
                seat.name()
            ),
        )
        .choice(
            Chooser::Adversaries(f.declarer.side().opponents()),
            vec![
                option(
                    OptionId::PlayIt,
                    format!("declarer must play {card:#} from dummy at dummy's next turn, if he can do so without revoking"),
                ),
                option(
                    OptionId::NotPlayIt,
                    format!("declarer must not play {card:#} at dummy's next turn, unless it is dummy's only legal card"),
                ),
            ],
        );
        self.open_in_play(r, Awaiting::Suggestion { card });
        Ok(())
    }

    /// Law 71: the leader of the trick played again before his partner, the
    /// third hand, had played: the card is exposed, and declarer may demand
    /// that the partner win the trick, if he can.
    pub(crate) fn led_without_waiting(
        &mut self,
        seat: Seat,
        card: Card,
        partner: Seat,
        declarer: Seat,
    ) {
        self.laws.exposed[seat].insert(card);
        let r = Ruling::new(
            cite(71, ""),
            Some(seat),
            format!(
                "{} played {card:#} without waiting for his partner {} to play to the trick he led: {card:#} is an exposed card; declarer may demand that {} win the trick, if he can",
                seat.name(),
                partner.name(),
                partner.name()
            ),
        )
        .choice(
            Chooser::Seat(declarer),
            vec![
                option(
                    OptionId::Win,
                    format!("{} must win the trick, if he can", partner.name()),
                ),
                option(OptionId::NoPenalty, "no penalty; the card stays exposed"),
            ],
        );
        self.open_in_play(r, Awaiting::Directive { seat: partner });
    }

    /// The elections on dummy's suggestion (Law 62).
    pub(crate) fn elect_suggestion(&mut self, card: Card, chosen: OptionId) {
        self.laws.suggested = match chosen {
            OptionId::PlayIt => Some((card, true)),
            OptionId::NotPlayIt => Some((card, false)),
            _ => None,
        };
    }

    /// The cards dummy may play under the call on the card he suggested.
    pub(crate) fn obey_suggestion(
        &self,
        seat: Seat,
        legal: crate::card::CardSet,
    ) -> crate::card::CardSet {
        let dummy = self.final_declaration().map(|f| f.dummy());
        match self.laws.suggested {
            Some((c, play_it)) if Some(seat) == dummy && legal.contains(c) => {
                let mut out = legal;
                if play_it {
                    out = [c].into_iter().collect();
                } else if out.len() > 1 {
                    out.remove(c);
                }
                out
            }
            _ => legal,
        }
    }

    /// After dummy's card: the call on the suggestion is spent; not obeyed,
    /// it is recorded (Law 73 does not list it among the penalties liable to
    /// the revoke penalty).
    pub(crate) fn after_suggestion(&mut self, seat: Seat, card: Card, legal: crate::card::CardSet) {
        let dummy = self.final_declaration().map(|f| f.dummy());
        let Some((c, play_it)) = self.laws.suggested.filter(|_| Some(seat) == dummy) else {
            return;
        };
        self.laws.suggested = None;
        let obeyed = if play_it {
            card == c || !legal.contains(c)
        } else {
            card != c || legal.len() <= 1
        };
        if !obeyed {
            self.rule(Ruling::new(
                cite(62, ""),
                Some(seat),
                format!("declarer played {card:#} from dummy against the call on the card dummy suggested ({c:#}); the laws give no further penalty"),
            ));
        }
    }
}

impl AuctionBridge {
    /// Law 81: the finding that `seat` (not dummy) omitted playing to a
    /// trick and played to the next before it was corrected: the
    /// adversaries, or either of them, may claim a new deal; the deal
    /// standing, the surplus card at the end counts as played to the
    /// imperfect trick, and is no revoke there.
    pub(crate) fn on_omitted_to_play(&mut self, seat: Seat) -> Result<(), AuctionBridgeError> {
        let f = self.final_or_err()?;
        if self.pending().is_some() {
            return Err(self.pending_error_public());
        }
        let Some(play) = self.play.as_ref().filter(|p| !p.is_over()) else {
            return Err(AuctionBridgeError::NoPlay {
                why: "the play is over or not begun".to_owned(),
            });
        };
        if seat == f.dummy() {
            return Err(AuctionBridgeError::NoAttention {
                why: "Law 81 concerns any player but dummy".to_owned(),
            });
        }
        if play.tricks().is_empty() {
            return Err(AuctionBridgeError::NoPlay {
                why: "Law 81 concerns a former trick: none has been turned".to_owned(),
            });
        }
        let r = Ruling::new(
            cite(81, ""),
            Some(seat),
            format!(
                "{} omitted playing to a trick, and it was not corrected until he had played to the next: his adversaries, or either of them, may claim a new deal",
                seat.name()
            ),
        )
        .with_finding(format!("{} omitted playing to a trick", seat.name()))
        .choice(
            Chooser::Adversaries(seat.side().opponents()),
            vec![
                option(OptionId::NewDeal, "a new deal"),
                option(
                    OptionId::Accept,
                    "the deal stands: the surplus card at the end counts as played to the imperfect trick, and is no revoke there",
                ),
            ],
        );
        self.open_in_play(r, Awaiting::Omitted);
        Ok(())
    }
}
