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
        self.laws.suggestion_spent = Some((card, (c, play_it)));
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

impl AuctionBridge {
    /// Law 82: the finding, during the play, that `seat` (not dummy) played
    /// two cards to an earlier trick. The engine never took the surplus
    /// card from his hand, so it is restored to him already; he is liable
    /// for any revoke he has meanwhile made, which the ruling lists (each
    /// is ruled and penalized by Laws 83 and 84 as it stands).
    pub(crate) fn on_surplus_card(
        &mut self,
        seat: Seat,
        trick: u8,
        card: Card,
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
        if seat == f.dummy() {
            return Err(AuctionBridgeError::NoAttention {
                why: "Law 82 concerns any player except dummy".to_owned(),
            });
        }
        if usize::from(trick) >= play.tricks().len() {
            return Err(AuctionBridgeError::NoPlay {
                why: format!(
                    "Law 82 concerns a trick already turned: trick {} has not been",
                    u16::from(trick) + 1
                ),
            });
        }
        if !play.hand(seat).contains(card) {
            return Err(AuctionBridgeError::NoAttention {
                why: format!(
                    "{card:#} is not in {}'s hand: the surplus card restored to him is one he still holds",
                    seat.name()
                ),
            });
        }
        let revokes: Vec<String> = self
            .laws
            .revokes
            .iter()
            .filter(|r| r.seat == seat && !r.corrected && r.trick >= trick)
            .map(|r| {
                format!(
                    "{:#} in trick {} ({})",
                    r.card,
                    r.trick + 1,
                    if r.established {
                        "established"
                    } else {
                        "not yet established"
                    }
                )
            })
            .collect();
        let liable = if revokes.is_empty() {
            "the play records none since".to_owned()
        } else {
            format!(
                "the play records {}, each penalized once established (Laws 83, 84)",
                revokes.join(", ")
            )
        };
        let r = Ruling::new(
            cite(82, ""),
            Some(seat),
            format!(
                "{name} played two cards to trick {n}, and it was detected during the play: the trick with the surplus card is examined and {card:#} restored to {name}, who is liable for any revoke he has meanwhile made: {liable}",
                name = seat.name(),
                n = u16::from(trick) + 1
            ),
        )
        .with_finding(format!(
            "{} played two cards to trick {}",
            seat.name(),
            u16::from(trick) + 1
        ));
        self.rule(r);
        Ok(())
    }
}
