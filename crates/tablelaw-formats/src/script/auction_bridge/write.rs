//! The auction bridge script written: the setup and each event as its line.

use core::fmt::Write as _;

use tablelaw::codes::auction_bridge::{AuctionBridgeEvent, AuctionBridgeSetup};

/// Writes a setup and events as a script that [`parse`](super::parse) reads back to the
/// same values.
pub fn write(setup: &AuctionBridgeSetup, events: &[AuctionBridgeEvent]) -> String {
    let mut out = String::from("laws auction-bridge\n");
    let _ = writeln!(out, "dealer {}", setup.dealer.letter());
    if let Some(deal) = &setup.deal {
        let _ = writeln!(out, "deal {}", deal.to_pbn(setup.dealer));
    }
    if setup.options.spades_and_royals_one_suit {
        out.push_str("option spades-and-royals-one-suit\n");
    }
    for e in events {
        write_event(&mut out, e);
        out.push('\n');
    }
    out
}

/// Writes one event as its line of the script, without the line break.
pub(crate) fn write_event(out: &mut String, e: &AuctionBridgeEvent) {
    let _ = match *e {
        AuctionBridgeEvent::Call { seat, call } => write!(out, "{} {call}", seat.letter()),
        AuctionBridgeEvent::Correct { seat, call } => {
            write!(out, "{} correct {call}", seat.letter())
        }
        AuctionBridgeEvent::Alter { seat, call } => {
            write!(out, "{} correct {call} deliberate", seat.letter())
        }
        AuctionBridgeEvent::Elect { seat, option, suit } => {
            if let Some(s) = seat {
                let _ = write!(out, "{} ", s.letter());
            }
            let _ = write!(out, "elect {option}");
            if let Some(s) = suit {
                let _ = write!(out, " {}", s.letter());
            }
            Ok(())
        }
        AuctionBridgeEvent::Inform { seat } => write!(out, "{} informs", seat.letter()),
        AuctionBridgeEvent::Play { seat, card } => write!(out, "{} {card:#}", seat.letter()),
        AuctionBridgeEvent::Result { tricks } => write!(out, "result {tricks}"),
        AuctionBridgeEvent::Honours { side, held } => {
            write!(out, "honours {side} {}", held.as_str())
        }
        AuctionBridgeEvent::Chicane { side, hands } => {
            let double = if hands == 2 { " double" } else { "" };
            write!(out, "chicane {side}{double}")
        }
        AuctionBridgeEvent::Expose { seat, card } => {
            write!(out, "{} exposes {card:#}", seat.letter())
        }
        AuctionBridgeEvent::CallsCard { seat, card } => {
            write!(out, "{} calls-card {card:#}", seat.letter())
        }
        AuctionBridgeEvent::CallsAttention { seat } => {
            write!(out, "{} calls-attention", seat.letter())
        }
        AuctionBridgeEvent::Refers { seat } => write!(out, "{} refers", seat.letter()),
        AuctionBridgeEvent::AsksFinalDeclaration { seat } => {
            write!(out, "{} asks-final-declaration", seat.letter())
        }
        AuctionBridgeEvent::Claims { seat } => write!(out, "{} claims", seat.letter()),
        AuctionBridgeEvent::OmittedToPlay { seat } => {
            write!(out, "{} omitted-to-play", seat.letter())
        }
        AuctionBridgeEvent::Suggests { seat, card } => {
            write!(out, "{} suggests {card:#}", seat.letter())
        }
        AuctionBridgeEvent::SurplusCard { seat, trick, card } => {
            let n = u16::from(trick) + 1;
            write!(out, "{} surplus-card {n} {card:#}", seat.letter())
        }
        AuctionBridgeEvent::AsksRevoke { seat } => write!(out, "{} asks-revoke", seat.letter()),
        AuctionBridgeEvent::AnswersNo { seat } => write!(out, "{} answers-no", seat.letter()),
        AuctionBridgeEvent::CorrectsRevoke { seat } => {
            write!(out, "{} corrects-revoke", seat.letter())
        }
        AuctionBridgeEvent::Touches {
            seat,
            cards,
            arrange,
        } => crate::script::touch::write(out, seat, cards, arrange),
    };
}
