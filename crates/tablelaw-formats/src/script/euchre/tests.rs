//! The euchre script reader and writer.

use super::*;
use tablelaw::Suit;

#[test]
fn reads_every_statement() {
    let text = "laws euchre\ndealer N\noptions game-10 stick-the-dealer lone-lead-left\ndeal N:J.AK.KQ. 7.98.A.A A.T7.T9. K.Q.87.J turned HJ\nE pass not-heard\nS assist\nW alone hearts\nN take-it\nE name S\nN discard SJ\nE HJ  # a play\nS elect highest\nelect play-it\nfinding consulted EW\nmisdeal touched\nnew-deal card-faced\nE mentions ♠\n";
    let s = parse(text).unwrap();
    assert_eq!(s.setup.options.game, 10);
    assert!(s.setup.options.stick_the_dealer);
    assert_eq!(s.setup.options.lone_lead, LoneLead::LeftOfLoneHand);
    assert_eq!(s.events.len(), 14);
    assert_eq!(s.discard_seats, vec![(6, Seat::North)]);
    assert_eq!(
        s.events[3].0,
        EuchreEvent::PlayAlone {
            seat: Seat::West,
            suit: Some(Suit::Hearts)
        }
    );
    assert!(declares_euchre("# x\n\nlaws Euchre\n"));
    assert!(!declares_euchre("dealer N\n"));
}

#[test]
fn errors_name_the_line_and_column() {
    let e = parse("dealer N\nE ordr\n").unwrap_err();
    assert_eq!((e.position.line, e.position.column), (2, 3));
    let e = parse("dealer N\ndeal N:J.AK turned HJ\n").unwrap_err();
    assert_eq!(e.position.line, 2);
    let e = parse("E pass\n").unwrap_err();
    assert!(e.expected.contains("dealer"));
    let e = parse("dealer N\nE alone Z\n").unwrap_err();
    assert_eq!(e.position.column, 9);
    assert!(parse("dealer N\nE pass loud\n").is_err());
    assert!(parse("").is_err());
}

#[test]
fn reads_deals_out_of_turn_and_exposed_cards_and_writes_them_back() {
    let text = "laws euchre\ndealer N\nE deals\nS misdeals\nE deals N:J.AK.KQ. 7.98.A.A A.T7.T9. K.Q.87.J turned HJ\nS exposes SA\nW exposes C8 below-table\nS throws-cards\n";
    let s = parse(text).unwrap();
    assert_eq!(
        s.events[0].0,
        EuchreEvent::DealOutOfTurn {
            seat: Seat::East,
            deal: None
        }
    );
    assert_eq!(
        s.events[1].0,
        EuchreEvent::MisdealOutOfTurn { seat: Seat::South }
    );
    assert!(matches!(
        s.events[2].0,
        EuchreEvent::DealOutOfTurn {
            seat: Seat::East,
            deal: Some(_)
        }
    ));
    assert_eq!(
        s.events[4].0,
        EuchreEvent::Exposes {
            seat: Seat::West,
            card: "C8".parse().unwrap(),
            below_table: true
        }
    );
    let events: Vec<EuchreEvent> = s.events.iter().map(|(e, _)| e.clone()).collect();
    let written = super::write(&s.setup, &events);
    let again = parse(&written).unwrap();
    let back: Vec<EuchreEvent> = again.events.into_iter().map(|(e, _)| e).collect();
    assert_eq!(back, events, "{written}");
    assert!(parse("dealer N\nS exposes\n").is_err());
    assert!(parse("dealer N\nS deals N:J.AK\n").is_err());
}
