//! The play of the hand on the shared engine ([`BridgePlay`](crate::play::BridgePlay)):
//! the player on declarer's left leads (Law 58), dummy is faced after the
//! lead (Law 59), and a lead called under Law 51 is enforced.

use super::AuctionBridgeError;
use super::auction::{AuctionBridge, Outcome, cite};
use super::irregular::Awaiting;
use super::score::{Holdings, HonoursHeld};
use crate::card::Card;
use crate::play::LeadRestriction;
use crate::ruling::{Chooser, OptionId, Ruling, option};
use crate::seat::{BySide, Seat, Side};

/// The result, honours and chicane told at the table when the deal is not
/// known (Laws 6, 9, 47).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Told {
    pub result: Option<u8>,
    pub holdings: Holdings,
    pub any: bool,
}

impl AuctionBridge {
    /// The tricks each side won, once the play is over.
    pub fn won(&self) -> Option<BySide<u8>> {
        self.play.as_ref().filter(|p| p.is_over()).map(|p| p.won())
    }

    /// Law 51: after the final declaration, an adversary of declarer gives
    /// his partner information about a previous declaration.
    pub(crate) fn on_inform(&mut self, seat: Seat) -> Result<(), AuctionBridgeError> {
        self.on_inform_under(seat, 51)
    }

    /// Law 51's information, or Law 93's unauthorized reference during the
    /// play: declarer may call a lead from the adversary next on lead.
    pub(crate) fn on_inform_under(
        &mut self,
        seat: Seat,
        law: u8,
    ) -> Result<(), AuctionBridgeError> {
        let f = match self.outcome {
            Some(Outcome::Final(f)) => f,
            Some(Outcome::NewDeal { law }) => return Err(AuctionBridgeError::NewDeal { law }),
            None => return Err(AuctionBridgeError::AuctionOpen),
        };
        if !seat.is_opponent(f.declarer) {
            return Err(AuctionBridgeError::NotAnAdversary {
                seat,
                declarer: f.declarer,
            });
        }
        if self.pending().is_some() {
            return Err(self.pending_error_public());
        }
        if self.play.as_ref().is_some_and(|p| p.is_over()) {
            return Err(AuctionBridgeError::NoPlay {
                why: "the thirteen tricks have been played".to_owned(),
            });
        }
        if law == 93 && self.play.as_ref().is_none_or(|p| p.cards_played() == 0) {
            return Err(AuctionBridgeError::NoPlay {
                why: "Law 93 concerns the play of the hand, which begins with the opening lead; before it, information about a bid is Law 51's".to_owned(),
            });
        }
        let leader = self.next_adversary_lead(f.declarer);
        let what = if law == 93 {
            format!(
                "during the play {} made an unauthorized reference to an incident of the play or to a previous bid",
                seat.name()
            )
        } else {
            format!(
                "after the final declaration {} gave his partner information about a previous declaration",
                seat.name()
            )
        };
        let r = Ruling::new(
            cite(law, ""),
            Some(seat),
            format!(
                "{what}; declarer may call a lead from the adversary whose next turn it is to lead{}",
                leader.map_or(String::new(), |l| format!(" ({})", l.name()))
            ),
        )
        .choice(
            Chooser::Seat(f.declarer),
            vec![
                option(
                    OptionId::RequireLead,
                    "call a lead: the adversary next on lead must lead the suit named, if he can",
                ),
                option(OptionId::NoLeadRestriction, "call no lead"),
            ],
        );
        let i = self.rule(r);
        self.pending = Some(i);
        self.awaiting = Some(Awaiting::CalledLead);
        Ok(())
    }

    /// The adversary whose turn it is to lead, if one is on lead now.
    pub(crate) fn next_adversary_lead(&self, declarer: Seat) -> Option<Seat> {
        match &self.play {
            Some(p) => p
                .turn()
                .filter(|&t| p.on_lead(t) && t.is_opponent(declarer)),
            None => Some(declarer.lho()),
        }
    }

    /// Sets the called lead on the play when an adversary is on lead.
    pub(crate) fn install_called_lead(&mut self) {
        let (Some((suit, _)), Some(f)) = (self.called_lead, self.final_declaration().copied())
        else {
            return;
        };
        let Some(play) = self.play.as_mut() else {
            return;
        };
        let Some(t) = play.turn() else {
            self.called_lead = None;
            return;
        };
        if play.on_lead(t) && t.is_opponent(f.declarer) && play.restriction().is_none() {
            play.set_restriction(Some(LeadRestriction::Require { seat: t, suit }));
            let law = self
                .called_lead
                .and_then(|(_, ri)| self.rulings.get(ri))
                .map(|r| r.law);
            self.laws.lead_law = law;
            self.called_lead = None;
        }
    }

    /// A card played, by its owner or (dummy's) by declarer.
    pub(crate) fn on_play(&mut self, seat: Seat, card: Card) -> Result<(), AuctionBridgeError> {
        match self.outcome {
            Some(Outcome::Final(_)) => {}
            Some(Outcome::NewDeal { law }) => return Err(AuctionBridgeError::NewDeal { law }),
            None => return Err(AuctionBridgeError::AuctionOpen),
        }
        if let Some(Awaiting::Touched { cards }) = self.awaiting {
            // Law 64: declarer elects which card touched to play.
            return self.on_touched_elected(seat, card, cards);
        }
        if self.pending().is_some() {
            return Err(self.pending_error_public());
        }
        let Some(play) = self.play.as_mut() else {
            return Err(AuctionBridgeError::NoPlay {
                why: "the four hands are not known (give them with a `deal` line, or tell the result)".to_owned(),
            });
        };
        if play.is_over() {
            return Err(AuctionBridgeError::NoPlay {
                why: "the thirteen tricks have been played".to_owned(),
            });
        }
        if !play.hand(seat).contains(card) {
            return Err(AuctionBridgeError::CardNotHeld { seat, card });
        }
        self.play_card(seat, card);
        Ok(())
    }
}

impl AuctionBridge {
    fn told_check(
        &self,
        what: &str,
    ) -> Result<super::auction::FinalDeclaration, AuctionBridgeError> {
        let f = match self.outcome {
            Some(Outcome::Final(f)) => f,
            Some(Outcome::NewDeal { law }) => return Err(AuctionBridgeError::NewDeal { law }),
            None => return Err(AuctionBridgeError::AuctionOpen),
        };
        if self.pending().is_some() {
            return Err(self.pending_error_public());
        }
        if self.play.is_some() {
            return Err(AuctionBridgeError::NotDeclarable {
                why: format!("the deal is known, so {what} follow from it and its play"),
            });
        }
        Ok(f)
    }

    /// The tricks declarer's side won, told when the deal is not known.
    pub(crate) fn on_result(&mut self, tricks: u8) -> Result<(), AuctionBridgeError> {
        self.told_check("the tricks")?;
        if tricks > 13 {
            return Err(AuctionBridgeError::NotDeclarable {
                why: format!("a side wins at most 13 tricks, not {tricks}"),
            });
        }
        if self.told.result.is_some() {
            return Err(AuctionBridgeError::NotDeclarable {
                why: "the result has been told already".to_owned(),
            });
        }
        self.told.result = Some(tricks);
        Ok(())
    }

    /// Honours or chicane told when the deal is not known (Laws 6, 9).
    pub(crate) fn on_honours(
        &mut self,
        side: Side,
        held: Option<HonoursHeld>,
        chicane: Option<u8>,
    ) -> Result<(), AuctionBridgeError> {
        let f = self.told_check("honours and chicane")?;
        let denomination = f.declaration.denomination;
        let no = |why: String| Err(AuctionBridgeError::NotDeclarable { why });
        let h = self.told.holdings;
        if let Some(held) = held {
            if !held.fits(denomination) {
                return no(format!(
                    "{} cannot be held at {}: honours are the aces at no trumps, else the ace, king, queen, knave and ten of trumps (Law 5)",
                    held.as_str(),
                    denomination.name()
                ));
            }
            if h.honours[side].is_some() {
                return no(format!("{side}'s honours have been told already"));
            }
            if h.honours[side.opponents()].is_some() {
                return no(format!(
                    "{} hold honours already; both sides cannot hold three or more",
                    side.opponents()
                ));
            }
            self.told.holdings.honours[side] = Some(held);
        }
        if let Some(hands) = chicane {
            if denomination.trump().is_none() {
                return no("there is no chicane at no trumps (Law 9: void of trumps)".to_owned());
            }
            if !(1..=2).contains(&hands) {
                return no(format!("a side has two hands, not {hands}"));
            }
            if h.chicane[side] != 0 {
                return no(format!("{side}'s chicane has been told already"));
            }
            self.told.holdings.chicane[side] = hands;
        }
        self.told.any = true;
        Ok(())
    }
}
