//! Cards exposed in dealing (Laws 35-37) and a deal made with the
//! adversaries' cards (Law 38).

use crate::ruling::{Chooser, OptionId, Ruling, option};
use crate::seat::Seat;

use super::event::EuchreError;
use super::hand::{Hand, Pending, Stage, law};
use super::{DealEnd, Euchre};

impl Euchre {
    /// Law 38 before the deal is written: the dealer used the adversaries'
    /// cards and the trump card is not turned; a new deal is claimed.
    pub(super) fn other_pack_claimed(&mut self, seat: Seat) -> Result<(), EuchreError> {
        if seat != self.dealer {
            return Err(EuchreError::NotHis {
                seat,
                what: "deal with the adversaries' cards",
                why: format!("{} deals next", self.dealer.name()),
            });
        }
        let text = format!(
            "{} dealt with the adversaries' cards and the trump card is not turned: a new deal is claimed, by the same dealer",
            seat.name()
        );
        self.end_without_play(DealEnd::NewDeal, Ruling::new(law(38, ""), Some(seat), text));
        Ok(())
    }

    /// Law 35: the new deal claimed; the same dealer deals again.
    pub(super) fn new_deal_claimed(&mut self) {
        let text = format!(
            "a new deal is claimed: the same dealer, {}, deals again",
            self.dealer.name()
        );
        self.end_without_play(DealEnd::NewDeal, Ruling::new(law(35, ""), None, text));
    }
}

impl Hand {
    /// Whether the making has not begun: nobody has passed or declared.
    fn before_making(&self) -> bool {
        self.stage == Stage::Making && self.round == 1 && self.making.is_empty()
    }

    /// Laws 35-37: a card of `seat`'s was exposed while dealing, found
    /// before anyone has declared. The other side may claim a new deal,
    /// unless it touched the cards (`touched`, the director's finding that
    /// it touched them first, Law 36); the trump card turned before they
    /// could decide does not lose them the claim (Law 37). With no new
    /// deal, the exposed card cannot be called.
    pub(super) fn on_exposed_in_dealing(
        &mut self,
        seat: Seat,
        touched: bool,
    ) -> Result<(), EuchreError> {
        if !self.before_making() {
            return Err(EuchreError::Phase(
                "the making of the trump has begun: a card exposed now is Law 46's (`exposes`)"
                    .to_owned(),
            ));
        }
        let dealer_side = seat.side() == self.dealer.side();
        let claimants = seat.side().opponents();
        let who = if dealer_side {
            "the adversaries".to_owned()
        } else {
            format!("the dealer, {},", self.dealer.name())
        };
        if touched {
            self.push_ruling(
                Ruling::new(
                    law(35, ""),
                    Some(seat),
                    format!(
                        "a card of {} was exposed while dealing, but {claimants} touched the cards first: {who} cannot claim a new deal (Law 36); the deal stands and the exposed card cannot be called",
                        seat.name()
                    ),
                )
                .with_finding(format!("{claimants} touched the cards")),
            );
            return Ok(());
        }
        let r = Ruling::new(
            law(35, ""),
            Some(seat),
            format!(
                "a card of {} was exposed while dealing: {who} may call for a new deal, not having touched the cards; the trump card turned before they could decide does not lose them the claim (Law 37)",
                seat.name()
            ),
        )
        .choice(
            Chooser::Adversaries(claimants),
            vec![
                option(
                    OptionId::NewDeal,
                    format!("a new deal by the same dealer, {}", self.dealer.name()),
                ),
                option(
                    OptionId::Accept,
                    "the deal stands; the exposed card cannot be called",
                ),
            ],
        );
        let i = self.push_ruling(r);
        self.pending = Some((i, Pending::DealClaim));
        Ok(())
    }

    /// Law 38: the deal was made with the adversaries' cards, the trump
    /// card turned: it is good.
    pub(super) fn on_dealt_with_other_pack(&mut self, seat: Seat) -> Result<(), EuchreError> {
        if seat != self.dealer {
            return Err(EuchreError::NotHis {
                seat,
                what: "deal with the adversaries' cards",
                why: format!("{} dealt this hand", self.dealer.name()),
            });
        }
        if self.is_over() {
            return Err(EuchreError::Phase("the deal is over".to_owned()));
        }
        self.push_ruling(Ruling::new(
            law(38, ""),
            Some(seat),
            format!(
                "{} dealt with the adversaries' cards: the trump card has been turned, so the deal is good; the adversaries may reclaim their cards at the end of the deal",
                seat.name()
            ),
        ));
        Ok(())
    }

    /// The claim of a new deal elected (Law 35): the deal ends, the same
    /// dealer deals again.
    pub(super) fn elect_deal_claim(&mut self, new_deal: bool) {
        if new_deal {
            self.new_deal_claimed = true;
        }
    }

    /// Whether a new deal was claimed and the deal must end (Law 35).
    pub(crate) fn new_deal_claimed(&self) -> bool {
        self.new_deal_claimed
    }
}
