//! The three codes that score by the rubber, between deals.

use super::ByTheRubber;
use crate::codes::auction_bridge::{AuctionBridge, AuctionBridgeSetup, AuctionRubber, Outcome};
use crate::codes::bridge_whist::{BridgeWhist, Phase, WhistRubber, WhistSetup};
use crate::codes::contract_bridge::ContractBridge;
use crate::deal::Deal;
use crate::law::CodeId;
use crate::referee::Game;
use crate::score::{Rubber, RubberOptions, Vulnerability};
use crate::seat::Seat;
use crate::table::TableSetup;

/// Contract bridge under the rubber laws (1993): Laws 72-74, 80, 81.
impl ByTheRubber for ContractBridge {
    type Sheet = Rubber;

    fn new_sheet(setup: &TableSetup) -> Result<Rubber, CodeId> {
        if setup.code.is_duplicate() {
            return Err(setup.code);
        }
        Ok(Rubber::new(RubberOptions::default()))
    }

    /// The next dealer, the sheet's vulnerability (a side that has won a
    /// game), the same code.
    fn next_setup(
        setup: &TableSetup,
        dealer: Seat,
        sheet: &Rubber,
        deal: Option<Deal>,
    ) -> TableSetup {
        TableSetup {
            code: setup.code,
            dealer,
            deal,
            vulnerability: Vulnerability::from_sides(sheet.vulnerability()),
        }
    }

    /// The deal passes to the left, a passed-out deal too (Law 22(a)).
    fn next_dealer(&self) -> Seat {
        Game::dealer(self).lho()
    }

    fn takes_told_tricks(&self) -> Result<(), String> {
        if !self.is_closed() {
            return Err("the auction is not over".to_owned());
        }
        if self.contract().is_none() {
            return Err(
                "the deal was passed out: it has no tricks to score (Law 22(a))".to_owned(),
            );
        }
        if self.play().is_some() {
            return Err("the play is recorded: its tricks are counted".to_owned());
        }
        Ok(())
    }

    fn record(&self, sheet: &mut Rubber, told: Option<u8>) -> Result<(), String> {
        if self.is_passed_out() || self.result_cancelled().is_some() {
            // Nothing to score: passed out (Law 22(a)), or the result
            // cancelled and the deal dealt again.
            return sheet.record_passed_out().map_err(|e| e.to_string());
        }
        let Some(contract) = self.contract() else {
            return Err("its auction is not over".to_owned());
        };
        if let Some(tricks) = told {
            // The cards are not known: no honours can be read.
            return sheet
                .record(Some(contract), tricks, None)
                .map(|_| ())
                .map_err(|e| e.to_string());
        }
        let (Some(tricks), Some(deal)) = (self.declarer_tricks_won(), self.deal()) else {
            return Err(
                "its tricks are not known: record its play, or tell them with `result N`"
                    .to_owned(),
            );
        };
        sheet
            .record_deal(Some(contract), tricks, deal)
            .map(|_| ())
            .map_err(|e| e.to_string())
    }

    fn setup_dealer(setup: &TableSetup) -> Seat {
        setup.dealer
    }

    fn setup_deal(setup: &TableSetup) -> Option<Deal> {
        setup.deal
    }

    fn deals_on(sheet: &Rubber) -> usize {
        sheet.deals().len()
    }

    fn is_won(sheet: &Rubber) -> bool {
        sheet.winner().is_some()
    }

    fn end_unfinished(sheet: &mut Rubber) {
        // Refused only when the rubber is over, which the table has checked.
        let _ = sheet.finish_unfinished();
    }
}

/// Auction bridge (1912): games of 30, the rubber's 250 (Laws 1-3, 11).
impl ByTheRubber for AuctionBridge {
    type Sheet = AuctionRubber;

    fn new_sheet(_setup: &AuctionBridgeSetup) -> Result<AuctionRubber, CodeId> {
        Ok(AuctionRubber::new())
    }

    fn next_setup(
        setup: &AuctionBridgeSetup,
        dealer: Seat,
        _sheet: &AuctionRubber,
        deal: Option<Deal>,
    ) -> AuctionBridgeSetup {
        AuctionBridgeSetup {
            dealer,
            deal,
            options: setup.options,
        }
    }

    /// Law 31: the order of dealing is to the left; a new deal is dealt by
    /// the same player (Laws 36, 37).
    fn next_dealer(&self) -> Seat {
        match self.outcome() {
            Some(Outcome::NewDeal { .. }) => self.dealer(),
            _ => self.dealer().lho(),
        }
    }

    fn takes_told_tricks(&self) -> Result<(), String> {
        Err("auction bridge tells a deal's result in its own words (`N result 9`)".to_owned())
    }

    fn record(&self, sheet: &mut AuctionRubber, _told: Option<u8>) -> Result<(), String> {
        match self.outcome() {
            Some(Outcome::NewDeal { .. }) => Ok(()),
            Some(Outcome::Final(_)) => {
                let score = self.score().ok_or_else(|| {
                    "its tricks are not known: record its play, or tell its result".to_owned()
                })?;
                if sheet.record(score) {
                    Ok(())
                } else {
                    Err("the rubber is won".to_owned())
                }
            }
            None => Err("its declaring is not over".to_owned()),
        }
    }

    fn setup_dealer(setup: &AuctionBridgeSetup) -> Seat {
        setup.dealer
    }

    fn setup_deal(setup: &AuctionBridgeSetup) -> Option<Deal> {
        setup.deal
    }

    fn deals_on(sheet: &AuctionRubber) -> usize {
        sheet.deals().len()
    }

    fn is_won(sheet: &AuctionRubber) -> bool {
        sheet.winner().is_some()
    }

    /// The code has no law for a rubber left unfinished: the points stand
    /// as scored, with no premium (decision 180).
    fn end_unfinished(_sheet: &mut AuctionRubber) {}
}

/// Bridge whist (1907): games of 30, the rubber's 100.
impl ByTheRubber for BridgeWhist {
    type Sheet = WhistRubber;

    fn new_sheet(_setup: &WhistSetup) -> Result<WhistRubber, CodeId> {
        Ok(WhistRubber::new())
    }

    /// The next dealer, the standing after the deals scored, the same
    /// club limit.
    fn next_setup(
        setup: &WhistSetup,
        dealer: Seat,
        sheet: &WhistRubber,
        deal: Option<Deal>,
    ) -> WhistSetup {
        WhistSetup {
            dealer,
            deal,
            club_limit: setup.club_limit,
            standing: sheet.standing(),
        }
    }

    /// "The order of dealing goes to the left"; a void deal is dealt again
    /// by the same dealer ("The dealer must deal again").
    fn next_dealer(&self) -> Seat {
        match self.phase() {
            Phase::NewDeal => self.dealer(),
            _ => self.dealer().lho(),
        }
    }

    fn takes_told_tricks(&self) -> Result<(), String> {
        Err(
            "bridge whist scores a deal from its play: give the deal's cards and play it"
                .to_owned(),
        )
    }

    fn record(&self, sheet: &mut WhistRubber, _told: Option<u8>) -> Result<(), String> {
        match self.phase() {
            Phase::NewDeal => Ok(()),
            Phase::Over => {
                let score = self
                    .score()
                    .ok_or_else(|| "its play is not scored".to_owned())?;
                if sheet.record(score.clone()) {
                    Ok(())
                } else {
                    Err("the rubber is won".to_owned())
                }
            }
            _ => Err("its play is not over".to_owned()),
        }
    }

    fn setup_dealer(setup: &WhistSetup) -> Seat {
        setup.dealer
    }

    fn setup_deal(setup: &WhistSetup) -> Option<Deal> {
        setup.deal
    }

    fn deals_on(sheet: &WhistRubber) -> usize {
        sheet.deals().len()
    }

    fn is_won(sheet: &WhistRubber) -> bool {
        sheet.standing().winner().is_some()
    }

    /// The code has no law for a rubber left unfinished: the points stand
    /// as scored, with no premium (decision 180).
    fn end_unfinished(_sheet: &mut WhistRubber) {}
}

/// Euchre (1888) plays its game of deals within one table, scored to five
/// (or ten) points, not on a rubber's sheet: a `RubberTable` refuses it.
impl ByTheRubber for crate::codes::euchre::Euchre {
    type Sheet = ();

    fn new_sheet(_setup: &crate::codes::euchre::EuchreSetup) -> Result<(), CodeId> {
        Err(CodeId::Euchre)
    }

    fn next_setup(
        setup: &crate::codes::euchre::EuchreSetup,
        _dealer: Seat,
        _sheet: &(),
        _deal: Option<Deal>,
    ) -> crate::codes::euchre::EuchreSetup {
        *setup
    }

    fn next_dealer(&self) -> Seat {
        Game::dealer(self)
    }

    fn takes_told_tricks(&self) -> Result<(), String> {
        Err("euchre is not scored by the rubber".to_owned())
    }

    fn record(&self, _sheet: &mut (), _told: Option<u8>) -> Result<(), String> {
        Err("euchre is not scored by the rubber".to_owned())
    }

    fn setup_dealer(setup: &crate::codes::euchre::EuchreSetup) -> Seat {
        setup.dealer
    }

    fn setup_deal(_setup: &crate::codes::euchre::EuchreSetup) -> Option<Deal> {
        None
    }

    fn deals_on(_sheet: &()) -> usize {
        0
    }

    fn is_won(_sheet: &()) -> bool {
        false
    }

    fn end_unfinished(_sheet: &mut ()) {}
}
