//! What differs by game and is not in [`Game`](tablelaw::Game), for the
//! historic bridge codes, auction bridge (1912) and bridge whist (1907): a
//! random setup, the irregular events to throw at the table, where its
//! cards may be, and its table script. Nothing here forwards a method of
//! the trait.

use proptest::prelude::*;
use tablelaw::codes::auction_bridge::{
    AuctionBridge, AuctionBridgeEvent, AuctionBridgeSetup, AuctionCall, AuctionDenomination,
    Declaration, Outcome,
};
use tablelaw::codes::bridge_whist::{BridgeWhist, ClubLimit, Phase, WhistEvent, WhistSetup};
use tablelaw::{Denomination, OptionId, Seat, Suit, Table};

use crate::{Rig, choose};

use super::games_bridge::{any_deal, any_seat, bridge_cards_conserved, held, touched};

// ---- auction bridge (1912) ----

/// A random deal and dealer.
pub fn auction_bridge_setup() -> impl Strategy<Value = AuctionBridgeSetup> {
    (any_deal(), any_seat()).prop_map(|(deal, dealer)| AuctionBridgeSetup {
        dealer,
        deal: Some(deal),
        options: Default::default(),
    })
}

fn declaration(pick: usize) -> AuctionCall {
    Declaration::new(
        1 + (pick % 9) as u8,
        AuctionDenomination::ALL[(pick / 9) % 6],
    )
    .map_or(AuctionCall::Pass, AuctionCall::Declare)
}

impl Rig for AuctionBridge {
    type Case = AuctionBridgeSetup;

    fn setup(case: &AuctionBridgeSetup) -> AuctionBridgeSetup {
        case.clone()
    }

    fn irregular(t: &Table<AuctionBridge>, pick: usize) -> AuctionBridgeEvent {
        use AuctionBridgeEvent as E;
        let seat = Seat::ALL[pick % 4];
        let p = pick / 4;
        let call = match (p / 8) % 4 {
            0 => AuctionCall::Pass,
            1 => AuctionCall::Double,
            2 => AuctionCall::Redouble,
            _ => declaration(p / 32),
        };
        // The options of the laws of the play (Laws 76-92, 84) besides
        // those of the auction.
        let play_options = [
            OptionId::CallCard,
            OptionId::CallSuit,
            OptionId::Highest,
            OptionId::Lowest,
            OptionId::Win,
            OptionId::Lose,
            OptionId::NoPenalty,
            OptionId::TakePoints,
            OptionId::TakeTricks,
            OptionId::PlayIt,
            OptionId::NotPlayIt,
        ];
        let card = choose(&held(t.deal(), seat), p / 8);
        match p % 14 {
            0..=2 => E::Call { seat, call },
            3 if (p / 8).is_multiple_of(3) => E::Alter { seat, call },
            3 => E::Correct { seat, call },
            4 => E::Inform { seat },
            5 => E::Elect {
                seat: Some(seat),
                option: OptionId::ALL[(p / 8) % OptionId::ALL.len()],
                suit: None,
            },
            6 => E::Result {
                tricks: (p / 8 % 16) as u8,
            },
            8 => E::Elect {
                seat: Some(seat),
                option: play_options[(p / 14) % play_options.len()],
                suit: None,
            },
            9 => match card {
                Some(card) => E::Expose { seat, card },
                None => E::Refers { seat },
            },
            10 => match card {
                // Declarer calls a card: any card, exposed or not.
                Some(card) => E::CallsCard { seat, card },
                None => E::Claims { seat },
            },
            // The partner's question about a revoke, its answer, the
            // correction (Laws 85, 86; of a penalty not obeyed, Law 73; of
            // dummy's revoke, any seat being drawn, Law 63).
            11 if (p / 14) % 4 == 3 => [
                E::AsksRevoke { seat },
                E::AnswersNo { seat },
                E::CorrectsRevoke { seat },
            ][(p / 56) % 3],
            11 => E::CallsAttention { seat },
            // Law 64: cards of the partner's hand (dummy's, the seat drawn
            // being declarer) named or touched, one or two, "I arrange" or not.
            12 if (p / 14) % 8 == 1 => E::Touches {
                seat,
                cards: touched(t.deal(), seat.partner(), p / 112),
                arrange: (p / 112) % 4 == 3,
            },
            12 => match card {
                Some(card) if (p / 14) % 4 == 3 => E::Suggests { seat, card },
                None if (p / 14) % 4 == 3 => E::OmittedToPlay { seat },
                // The finding of two cards played to one trick (Law 82).
                Some(card) if (p / 14) % 4 == 2 => E::SurplusCard {
                    seat,
                    trick: ((p / 56) % 13) as u8,
                    card,
                },
                _ => [
                    E::Refers { seat },
                    E::AsksFinalDeclaration { seat },
                    E::Claims { seat },
                ][(p / 14) % 3],
            },
            _ => match card {
                Some(card) => E::Play { seat, card },
                None => E::Call { seat, call },
            },
        }
    }

    fn cards_conserved(t: &Table<AuctionBridge>) -> bool {
        bridge_cards_conserved(t.play(), t.deal())
    }

    fn write_script(setup: &AuctionBridgeSetup, log: &[AuctionBridgeEvent]) -> String {
        tablelaw_formats::script::auction_bridge::write(setup, log)
    }

    fn read_script(text: &str) -> Result<Vec<AuctionBridgeEvent>, String> {
        let script =
            tablelaw_formats::script::auction_bridge::parse(text).map_err(|e| e.to_string())?;
        Ok(script.events.into_iter().map(|(e, _)| e).collect())
    }

    fn is_election(event: &AuctionBridgeEvent) -> bool {
        matches!(event, AuctionBridgeEvent::Elect { .. })
    }

    fn leans_to(event: &AuctionBridgeEvent) -> bool {
        matches!(
            event,
            AuctionBridgeEvent::Call {
                call: AuctionCall::Pass,
                ..
            }
        )
    }

    /// A new deal demanded (no final declaration).
    fn void(t: &Table<AuctionBridge>) -> bool {
        matches!(t.outcome(), Some(o) if !matches!(o, Outcome::Final(_)))
    }
}

// ---- bridge whist (1907) ----

/// A random deal, dealer and club limit.
pub fn bridge_whist_setup() -> impl Strategy<Value = WhistSetup> {
    (any_deal(), any_seat(), 0usize..3).prop_map(|(deal, dealer, limit)| WhistSetup {
        deal: Some(deal),
        club_limit: [ClubLimit::None, ClubLimit::Points100, ClubLimit::Points200][limit],
        ..WhistSetup::new(dealer)
    })
}

impl Rig for BridgeWhist {
    type Case = WhistSetup;

    fn setup(case: &WhistSetup) -> WhistSetup {
        case.clone()
    }

    fn irregular(t: &Table<BridgeWhist>, pick: usize) -> WhistEvent {
        use WhistEvent as E;
        let seat = Seat::ALL[pick % 4];
        let p = pick / 4;
        let card = choose(&held(t.deal(), seat), p / 9);
        // The options of the laws of the play (laws 65, 68, 76, 77, 82).
        let play_options = [
            OptionId::CallCard,
            OptionId::CallSuit,
            OptionId::Highest,
            OptionId::Lowest,
            OptionId::Win,
            OptionId::Lose,
            OptionId::NoPenalty,
            OptionId::PlayIt,
            OptionId::NotPlayIt,
            OptionId::ProhibitLead,
        ];
        match p % 14 {
            13 if (p / 14) % 7 == 6 => E::OmittedToPlay { seat },
            // Two cards played to one trick (law 83, second paragraph).
            13 if (p / 14) % 7 == 5 => match card {
                Some(card) => E::SurplusCard {
                    seat,
                    trick: ((p / 98) % 13) as u8,
                    card,
                },
                None => E::OmittedToPlay { seat },
            },
            // The partner's question about a revoke, its answer, the
            // correction (laws 89, 90; of a penalty not obeyed, law 75; of
            // dummy's revoke, any seat being drawn, law 66).
            12 if (p / 14) % 5 == 4 => match (p / 70) % 3 {
                0 => E::AsksRevoke { seat },
                1 => E::AnswersNo { seat },
                _ => E::CorrectsRevoke { seat },
            },
            13 => match (p / 14) % 6 {
                // The conduct of the play (laws 64, 65, 74, 98-101).
                0 => E::CallsAttention { seat },
                1 => match card {
                    Some(card) => E::Suggests { seat, card },
                    None => E::Claims { seat },
                },
                2 => E::Claims { seat },
                3 => E::Refers { seat },
                4 => E::Informs { seat },
                // Law 67: cards of the partner's hand (dummy's, the seat
                // drawn being the dealer) named or touched.
                5 if (p / 84).is_multiple_of(2) => E::Touches {
                    seat,
                    cards: touched(t.deal(), seat.partner(), p / 168),
                    arrange: (p / 168) % 4 == 3,
                },
                _ => E::WrongPenalty { seat },
            },
            9 => E::Elect {
                seat: Some(seat),
                option: play_options[(p / 14) % play_options.len()],
            },
            10 => match card {
                Some(card) => E::Expose { seat, card },
                None => E::Yes { seat },
            },
            11 => match card {
                Some(card) => E::CallsCard { seat, card },
                None => E::Yes { seat },
            },
            12 => E::CallsSuit {
                seat,
                suit: Suit::ALL[(p / 14) % 4],
            },
            0 => E::MakeTrump {
                seat,
                denomination: Denomination::ALL[(p / 9) % 5],
            },
            1 => E::PassDeclaration { seat },
            2 => E::Double { seat },
            3 => E::MayILead { seat },
            4 => E::Yes { seat },
            5 => E::Satisfied { seat },
            6 => E::Consultation { seat },
            7 => E::Elect {
                seat: Some(seat),
                option: OptionId::ALL[(p / 9) % OptionId::ALL.len()],
            },
            _ => match card {
                Some(card) => E::Play { seat, card },
                None => E::Double { seat },
            },
        }
    }

    fn cards_conserved(t: &Table<BridgeWhist>) -> bool {
        bridge_cards_conserved(t.play(), t.deal())
    }

    fn write_script(setup: &WhistSetup, log: &[WhistEvent]) -> String {
        tablelaw_formats::whist_script::write(setup, log)
    }

    fn read_script(text: &str) -> Result<Vec<WhistEvent>, String> {
        let script = tablelaw_formats::whist_script::parse(text).map_err(|e| e.to_string())?;
        Ok(script.events.into_iter().map(|(e, _)| e).collect())
    }

    fn is_election(event: &WhistEvent) -> bool {
        matches!(event, WhistEvent::Elect { .. })
    }

    /// Words that end the doubling, so that deals reach the play.
    fn leans_to(event: &WhistEvent) -> bool {
        matches!(
            event,
            WhistEvent::Satisfied { .. } | WhistEvent::Yes { .. } | WhistEvent::MayILead { .. }
        )
    }

    /// A new deal claimed (laws 46-49).
    fn void(t: &Table<BridgeWhist>) -> bool {
        t.phase() == Phase::NewDeal
    }
}
