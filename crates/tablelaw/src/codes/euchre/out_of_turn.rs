//! Deals out of turn (Laws 40, 45): a deal by a player not the dealer in
//! turn is stopped if found before the trump card is turned, and stands
//! otherwise; the dealer's partner who takes his deal and misdeals loses
//! the dealer his deal.

use crate::ruling::Ruling;
use crate::seat::Seat;

use super::event::EuchreError;
use super::hand::{Hand, law};
use super::{DealEnd, DealRecord, Euchre, EuchreDeal};

impl Euchre {
    fn check_out_of_turn(&self, seat: Seat, what: &'static str) -> Result<(), EuchreError> {
        if self.hand.is_some() {
            return Err(EuchreError::Phase("a deal is in progress".to_owned()));
        }
        if seat == self.dealer {
            return Err(EuchreError::NotHis {
                seat,
                what,
                why: "it is his deal in turn (Law 28): write `deal` or `misdeal`".to_owned(),
            });
        }
        Ok(())
    }

    /// A deal made records a ruling, without play, as a deal of the rubber.
    pub(super) fn record_without_play(&mut self, end: DealEnd, dealer: Seat, ruling: Ruling) {
        let number = self.next_number();
        self.deals.push(DealRecord {
            number,
            dealer,
            end,
            hand: None,
            rulings: vec![ruling],
            score: smallvec::SmallVec::new(),
        });
    }

    /// Law 40: a deal out of turn, stopped or standing.
    pub(super) fn on_deal_out_of_turn(
        &mut self,
        seat: Seat,
        deal: Option<&EuchreDeal>,
    ) -> Result<(), EuchreError> {
        self.check_out_of_turn(seat, "deal out of turn")?;
        let dealer = self.dealer;
        let Some(deal) = deal else {
            let text = format!(
                "{} dealt out of turn, and the error was found before the trump card was turned: the deal is stopped, and {} deals in turn",
                seat.name(),
                dealer.name()
            );
            self.record_without_play(
                DealEnd::Stopped,
                seat,
                Ruling::new(law(40, ""), Some(seat), text),
            );
            return Ok(());
        };
        deal.validate(self.options.pack)?;
        let number = self.next_number();
        let mut hand = Hand::new(number, seat, *deal, self.options);
        hand.dealer_in_turn = Some(dealer);
        hand.push_ruling(Ruling::new(
            law(40, ""),
            Some(seat),
            format!(
                "{} dealt out of turn ({} was the dealer in turn), and the trump card was turned before the error was found: the deal stands, and the deal goes to the left of {} after it (Law 28)",
                seat.name(),
                dealer.name(),
                seat.name()
            ),
        ));
        self.hand = Some(Box::new(hand));
        self.dealer = seat;
        Ok(())
    }

    /// Laws 40, 45: a player not the dealer in turn took the deal and misdealt.
    pub(super) fn on_misdeal_out_of_turn(&mut self, seat: Seat) -> Result<(), EuchreError> {
        self.check_out_of_turn(seat, "misdeal out of turn")?;
        let dealer = self.dealer;
        if seat == dealer.partner() {
            let next = dealer.lho();
            let text = format!(
                "{} took his partner's deal and misdealt: {}, the dealer in turn, is liable to the usual penalty and loses the deal (Law 41); {}, the adversary next in rotation, deals",
                seat.name(),
                dealer.name(),
                next.name()
            );
            self.record_without_play(
                DealEnd::Misdeal,
                seat,
                Ruling::new(law(45, ""), Some(seat), text),
            );
            self.dealer = next;
        } else {
            let text = format!(
                "{} dealt out of turn and misdealt, the trump card not turned: the deal out of turn is stopped; {}, the dealer in turn, deals and keeps his deal (Law 45 reaches only the dealer's partner)",
                seat.name(),
                dealer.name()
            );
            self.record_without_play(
                DealEnd::Stopped,
                seat,
                Ruling::new(law(40, ""), Some(seat), text),
            );
        }
        Ok(())
    }

    /// A misdeal of a deal made out of turn that stood (Laws 40, 41, 45):
    /// the cited law and the next dealer.
    pub(super) fn misdeal_of_deal_out_of_turn(&self) -> Option<(u8, Seat, String)> {
        let hand = self.hand.as_ref()?;
        let in_turn = hand.dealer_in_turn?;
        let dealt = hand.dealer();
        Some(if dealt == in_turn.partner() {
            (
                45,
                in_turn.lho(),
                format!(
                    "{} took his partner's deal and misdealt: {}, the dealer in turn, loses the deal, and {} deals",
                    dealt.name(),
                    in_turn.name(),
                    in_turn.lho().name()
                ),
            )
        } else {
            (
                41,
                dealt.lho(),
                format!(
                    "the deal out of turn stood (Law 40) and a misdeal loses it: {} deals",
                    dealt.lho().name()
                ),
            )
        })
    }
}
