//! The dealer re-shuffling after the cut (Law 31), cards exposed in
//! dealing (Laws 35-37) and a deal made with the adversaries' cards (Law
//! 38).

use crate::card::Card;
use crate::ruling::{Chooser, OptionId, Ruling, option};
use crate::seat::Seat;

use super::event::EuchreError;
use super::hand::{Hand, Pending, Stage, law};
use super::{DealEnd, Euchre};

impl Euchre {
    /// Law 31: the pack cut, the dealer re-shuffles: he loses the deal.
    pub(super) fn on_reshuffle(&mut self, seat: Seat) -> Result<(), EuchreError> {
        if self.hand.is_some() {
            return Err(EuchreError::Phase(
                "the cards are dealt: Law 31 is for a re-shuffle after the cut, before the deal"
                    .to_owned(),
            ));
        }
        if seat != self.dealer {
            return Err(EuchreError::NotHis {
                seat,
                what: "re-shuffle after the cut under Law 31",
                why: format!("{} is the dealer in turn", self.dealer.name()),
            });
        }
        let next = seat.lho();
        let text = format!(
            "the pack was cut and the dealer, {}, re-shuffled: he loses the deal, and {} deals",
            seat.name(),
            next.name()
        );
        self.record_without_play(
            DealEnd::Reshuffled,
            seat,
            Ruling::new(law(31, ""), Some(seat), text),
        );
        self.dealer = next;
        Ok(())
    }

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

    /// Laws 35, 60: the new deal claimed; the same dealer deals again.
    pub(super) fn new_deal_claimed(&mut self, number: u8) {
        let text = format!(
            "a new deal is claimed: the same dealer, {}, deals again",
            self.dealer.name()
        );
        self.end_without_play(DealEnd::NewDeal, Ruling::new(law(number, ""), None, text));
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

    /// The claim of a new deal elected under `number` (Laws 35, 60): the
    /// deal ends, the same dealer deals again.
    pub(super) fn elect_deal_claim(&mut self, new_deal: bool, number: u8) {
        if new_deal {
            self.new_deal_claimed = Some(number);
        }
    }

    /// The law under which a new deal was claimed, the deal to end.
    pub(crate) fn new_deal_claimed(&self) -> Option<u8> {
        self.new_deal_claimed
    }

    /// Law 60: the finding that `seat` omitted playing to a former trick
    /// and played to the next before it was found. The adversaries may
    /// claim a new deal; the deal standing, the surplus card at the end
    /// counts as played to the imperfect trick, and is no revoke there.
    pub(super) fn on_omitted_to_play(&mut self, seat: Seat) -> Result<(), EuchreError> {
        if self.stage != Stage::Play || self.is_over() || self.tricks.is_empty() {
            return Err(EuchreError::Phase(
                "Law 60 concerns a former trick of the play: none has been turned".to_owned(),
            ));
        }
        if self.sits_out(seat) {
            return Err(EuchreError::NotHis {
                seat,
                what: "omit playing to a trick",
                why: "he plays to no trick (Law 101; today's custom)".to_owned(),
            });
        }
        let r = Ruling::new(
            law(60, ""),
            Some(seat),
            format!(
                "{} omitted playing to a former trick, and it was not found until he had played to the next: the adversaries may claim a new deal",
                seat.name()
            ),
        )
        .choice(
            Chooser::Adversaries(seat.side().opponents()),
            vec![
                option(
                    OptionId::NewDeal,
                    format!("a new deal by the same dealer, {}", self.dealer.name()),
                ),
                option(
                    OptionId::Accept,
                    "the deal stands: the surplus card at the end counts as played to the imperfect trick, and is no revoke there",
                ),
            ],
        )
        .with_finding(format!("{} omitted playing to a trick", seat.name()));
        let i = self.push_ruling(r);
        self.pending = Some((i, Pending::DealClaim));
        Ok(())
    }
}

impl Hand {
    /// Law 61: the finding, during the play, that `seat` played two cards
    /// to an earlier trick. The engine never took the surplus card from
    /// his hand, so it is restored to him already; he is liable for all
    /// the revokes he has meanwhile made, which the ruling lists (each
    /// scored by Law 63 at the end of the hand as it stands).
    pub(super) fn on_surplus_card(
        &mut self,
        seat: Seat,
        trick: u8,
        card: Card,
    ) -> Result<(), EuchreError> {
        if self.stage != Stage::Play || self.is_over() || usize::from(trick) >= self.tricks.len() {
            return Err(EuchreError::Phase(format!(
                "Law 61 concerns a trick of the play already turned: trick {} has not been",
                u16::from(trick) + 1
            )));
        }
        if self.sits_out(seat) {
            return Err(EuchreError::NotHis {
                seat,
                what: "play two cards to one trick",
                why: "he plays to no trick (Law 101; today's custom)".to_owned(),
            });
        }
        if !self.hand(seat).contains(card) {
            return Err(EuchreError::CardNotHeld { seat, card });
        }
        let revokes: Vec<String> = self
            .revokes
            .iter()
            .filter(|r| r.seat == seat && r.trick >= trick)
            .map(|r| format!("{:#} in trick {} ({})", r.card, r.trick + 1, r.law))
            .collect();
        let liable = if revokes.is_empty() {
            "the play records none since".to_owned()
        } else {
            format!(
                "the play records {}, each scored by Law 63",
                revokes.join(", ")
            )
        };
        let r = Ruling::new(
            law(61, ""),
            Some(seat),
            format!(
                "{name} played two cards to trick {n}, and it was detected during the play: the trick with a card too many is searched and {card:#} restored to {name}, who is liable for all the revokes he has meanwhile made: {liable}",
                name = seat.name(),
                n = u16::from(trick) + 1
            ),
        )
        .with_finding(format!(
            "{} played two cards to trick {}",
            seat.name(),
            u16::from(trick) + 1
        ));
        self.push_ruling(r);
        Ok(())
    }
}
