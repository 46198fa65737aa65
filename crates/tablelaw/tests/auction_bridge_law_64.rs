//! Auction Bridge 1912, Law 64: "A card from the declarer's own hand is not
//! played until actually quitted; but should he name or touch a card in the
//! dummy, such card is considered as played unless he, in touching the
//! card, say, 'I arrange,' or words to that effect. If he simultaneously
//! touch two or more such cards, he may elect which one to play."

use tablelaw::codes::auction_bridge::{
    AuctionBridgeError, AuctionBridgeEvent as E, AuctionBridgeSetup, AuctionBridgeTable,
};
use tablelaw::{Card, CardSet, Chooser, Game, OptionId, Seat};

use Seat::{East, North, South, West};

/// North 1NT: declarer North, dummy South, East leads.
/// North KT8.A96.A95.7542, East Q5.KJ52.KQ874.T8,
/// South AJ92.874.JT6.AQ3, West 7643.QT3.32.KJ96.
const DEAL: &str = "N:KT8.A96.A95.7542 Q5.KJ52.KQ874.T8 AJ92.874.JT6.AQ3 7643.QT3.32.KJ96";

fn c(s: &str) -> Card {
    s.parse().unwrap()
}

fn set(cards: &str) -> CardSet {
    cards.split_whitespace().map(c).collect()
}

fn one_no_trump() -> AuctionBridgeTable {
    let mut t = AuctionBridgeTable::with_setup(AuctionBridgeSetup {
        deal: Some(DEAL.parse().unwrap()),
        ..AuctionBridgeSetup::new(North)
    });
    for x in "1NT P P P".split_whitespace() {
        let seat = t.turn().unwrap();
        t.apply(E::Call {
            seat,
            call: x.parse().unwrap(),
        })
        .unwrap();
    }
    t
}

fn play(t: &mut AuctionBridgeTable, seat: Seat, card: &str) {
    t.apply(E::Play {
        seat,
        card: c(card),
    })
    .unwrap_or_else(|e| panic!("{card} by {seat}: {e}"));
}

fn touches(seat: Seat, cards: &str, arrange: bool) -> E {
    E::Touches {
        seat,
        cards: set(cards),
        arrange,
    }
}

fn refused(t: &mut AuctionBridgeTable, e: E) -> AuctionBridgeError {
    let before = t.state().clone();
    let len = t.log().len();
    let err = t.apply(e).expect_err("refused");
    assert_eq!(t.state(), &before);
    assert_eq!(t.log().len(), len);
    err
}

/// The cards of the trick in progress, with their hands.
fn trick(t: &AuctionBridgeTable) -> Vec<(Seat, Card)> {
    t.play().unwrap().current().cards().collect()
}

#[test]
fn auction_bridge_law_64_a_card_of_dummy_touched_is_played() {
    let mut t = one_no_trump();
    play(&mut t, East, "D4");
    t.apply(touches(North, "DJ", false)).unwrap();
    let r = t.rulings().last().unwrap();
    assert_eq!(r.law.to_string(), "auction-bridge Law 64");
    assert_eq!(r.offender, Some(North));
    assert!(r.text.contains("DJ"), "{}", r.text);
    assert!(r.text.contains("considered as played"), "{}", r.text);
    assert!(r.options.is_empty());
    assert!(t.pending().is_none());
    // Played from dummy exactly as `S DJ`: in the trick, out of dummy's hand.
    assert_eq!(trick(&t), [(East, c("D4")), (South, c("DJ"))]);
    assert!(!t.play().unwrap().hand(South).contains(c("DJ")));
    assert_eq!(t.play().unwrap().turn(), Some(West));
    // The same log with `S DJ` for the touch plays the same trick.
    let mut u = one_no_trump();
    play(&mut u, East, "D4");
    play(&mut u, South, "DJ");
    assert_eq!(u.play(), t.play());
}

#[test]
fn auction_bridge_law_64_i_arrange_no_card_is_played() {
    let mut t = one_no_trump();
    play(&mut t, East, "D4");
    let dummy = t.play().unwrap().hand(South);
    t.apply(touches(North, "DJ DT", true)).unwrap();
    let r = t.rulings().last().unwrap();
    assert_eq!(r.law.to_string(), "auction-bridge Law 64");
    assert_eq!(r.offender, Some(North));
    assert!(r.text.contains("I arrange"), "{}", r.text);
    assert!(r.text.contains("not played"), "{}", r.text);
    assert!(r.options.is_empty());
    assert!(t.pending().is_none());
    assert_eq!(trick(&t), [(East, c("D4"))]);
    assert_eq!(t.play().unwrap().hand(South), dummy);
    assert_eq!(t.play().unwrap().turn(), Some(South));
    // Dummy's card is then played as any other.
    play(&mut t, South, "D6");
    assert_eq!(t.play().unwrap().turn(), Some(West));
}

#[test]
fn auction_bridge_law_64_two_cards_touched_declarer_elects() {
    let mut t = one_no_trump();
    play(&mut t, East, "D4");
    t.apply(touches(North, "DJ DT", false)).unwrap();
    let (i, r) = t.pending().unwrap();
    assert_eq!(r.law.to_string(), "auction-bridge Law 64");
    assert_eq!(r.offender, Some(North));
    assert_eq!(r.chooser, Some(Chooser::Seat(North)));
    assert!(r.text.contains("DJ DT"), "{}", r.text);
    assert!(r.text.contains("elect"), "{}", r.text);
    // He elects by playing the card: no option to elect, the plays of the
    // cards touched the actions due, dummy's the hand on turn.
    assert!(r.options.is_empty());
    assert!(t.elections().is_empty());
    assert_eq!(t.state().pending_card(), Some((South, set("DJ DT"))));
    let due: Vec<(Seat, Card)> = t
        .legal_actions()
        .into_iter()
        .map(|e| match e {
            E::Play { seat, card } => (seat, card),
            other => panic!("not a play: {other:?}"),
        })
        .collect();
    assert_eq!(due.len(), 2);
    assert!(due.contains(&(South, c("DJ"))) && due.contains(&(South, c("DT"))));
    assert_eq!(Game::turn(t.state()), Some(South));
    assert_eq!(trick(&t), [(East, c("D4"))]);
    // Nothing else is accepted meanwhile.
    let why = refused(
        &mut t,
        E::Play {
            seat: South,
            card: c("D6"),
        },
    );
    assert!(why.to_string().contains("Law 64"), "{why}");
    refused(
        &mut t,
        E::Play {
            seat: North,
            card: c("DT"),
        },
    );
    refused(
        &mut t,
        E::Elect {
            seat: Some(North),
            option: OptionId::Accept,
            suit: None,
        },
    );
    refused(&mut t, touches(North, "DJ", false));
    play(&mut t, South, "DT");
    assert!(t.pending().is_none());
    let r = &t.rulings()[i];
    assert!(r.notes.iter().any(|n| n.contains("elects DT")), "{r:?}");
    assert_eq!(trick(&t), [(East, c("D4")), (South, c("DT"))]);
    let dummy = t.play().unwrap().hand(South);
    assert!(!dummy.contains(c("DT")) && dummy.contains(c("DJ")));
    assert_eq!(t.play().unwrap().turn(), Some(West));
}

#[test]
fn auction_bridge_law_64_a_card_touched_out_of_turn_is_a_lead_out_of_turn_from_dummy_law_77() {
    let mut t = one_no_trump();
    for (seat, card) in [(East, "D4"), (South, "D6"), (West, "D3"), (North, "DA")] {
        play(&mut t, seat, card);
    }
    // North won the trick and leads from his hand; he touches dummy's ♠A.
    assert_eq!(t.play().unwrap().turn(), Some(North));
    t.apply(touches(North, "SA", false)).unwrap();
    let n = t.rulings().len();
    assert_eq!(t.rulings()[n - 2].law.to_string(), "auction-bridge Law 64");
    let (_, r) = t.pending().unwrap();
    assert_eq!(r.law.to_string(), "auction-bridge Law 77");
    assert_eq!(r.chooser, Some(Chooser::Seat(West)));
    assert_eq!(
        r.options.iter().map(|o| o.id).collect::<Vec<_>>(),
        [OptionId::Accept, OptionId::Cancel]
    );
    // Rectified: the card goes back to dummy and North leads (Law 77).
    t.apply(E::Elect {
        seat: Some(West),
        option: OptionId::Cancel,
        suit: None,
    })
    .unwrap();
    assert!(t.play().unwrap().hand(South).contains(c("SA")));
    assert_eq!(t.play().unwrap().turn(), Some(North));
}

#[test]
fn auction_bridge_law_64_two_cards_touched_the_card_elected_out_of_turn_law_77() {
    let mut t = one_no_trump();
    for (seat, card) in [(East, "D4"), (South, "D6"), (West, "D3"), (North, "DA")] {
        play(&mut t, seat, card);
    }
    t.apply(touches(North, "SA SJ", false)).unwrap();
    assert_eq!(t.state().pending_card(), Some((South, set("SA SJ"))));
    play(&mut t, South, "SJ");
    let (_, r) = t.pending().unwrap();
    assert_eq!(r.law.to_string(), "auction-bridge Law 77");
    assert!(r.text.contains("SJ from dummy"), "{}", r.text);
    // Let stand by the second hand, it is the lead.
    t.apply(E::Elect {
        seat: Some(West),
        option: OptionId::Accept,
        suit: None,
    })
    .unwrap();
    assert_eq!(trick(&t), [(South, c("SJ"))]);
    assert!(t.play().unwrap().hand(South).contains(c("SA")));
}

#[test]
fn auction_bridge_law_64_refused_when_not_declarers_touch_of_a_card_in_the_dummy() {
    let mut t = one_no_trump();
    // Before the opening lead dummy's hand is not laid down (Law 59).
    let why = refused(&mut t, touches(North, "DJ", false));
    assert!(why.to_string().contains("Law 59"), "{why}");
    play(&mut t, East, "D4");
    // Dummy himself (his suggestion is Law 62) and the adversaries.
    for seat in [South, East, West] {
        let why = refused(&mut t, touches(seat, "DJ", false));
        assert!(
            matches!(
                why,
                AuctionBridgeError::NotDeclarer {
                    declarer: North,
                    ..
                }
            ),
            "{why:?}"
        );
    }
    // A card not in the dummy: declarer's own is not played until quitted.
    let why = refused(&mut t, touches(North, "D9", false));
    assert_eq!(
        why,
        AuctionBridgeError::CardNotHeld {
            seat: South,
            card: c("D9")
        }
    );
    refused(&mut t, touches(North, "DJ D9", true));
    refused(
        &mut t,
        E::Touches {
            seat: North,
            cards: CardSet::EMPTY,
            arrange: false,
        },
    );
    // During the auction, and while another ruling waits.
    let mut u = AuctionBridgeTable::with_setup(AuctionBridgeSetup {
        deal: Some(DEAL.parse().unwrap()),
        ..AuctionBridgeSetup::new(North)
    });
    refused(&mut u, touches(North, "DJ", false));
    t.apply(E::Suggests {
        seat: South,
        card: c("DJ"),
    })
    .unwrap();
    refused(&mut t, touches(North, "DT", false));
}

#[test]
fn auction_bridge_law_64_the_touch_round_trips_through_serde() {
    for e in [touches(North, "DJ DT", false), touches(North, "SA", true)] {
        let json = serde_json::to_string(&e).unwrap();
        assert_eq!(serde_json::from_str::<E>(&json).unwrap(), e, "{json}");
    }
    let json = serde_json::to_string(&touches(North, "SA", false)).unwrap();
    assert_eq!(json, r#"{"event":"touches","seat":"N","cards":["SA"]}"#);
}

#[test]
fn auction_bridge_law_64_random_irregular_play_touches_cards_of_dummy_and_every_deal_finishes() {
    use tablelaw::codes::auction_bridge::AuctionBridge;
    use tablelaw::law::CodeId;
    use tablelaw::random::{Rng, play_deal};
    let mut rng = Rng::new(64);
    let (mut played, mut arranged, mut elected) = (0, 0, 0);
    for _ in 0..300 {
        let mut table: Option<tablelaw::Table<AuctionBridge>> = None;
        let out = play_deal(&mut table, CodeId::AuctionBridge, &mut rng, 0.3);
        assert!(out.finished, "{:?}", out.stuck);
        let t = table.unwrap();
        for r in t.rulings().iter().filter(|r| r.law.law == 64) {
            if r.text.contains("I arrange\": ") && r.text.contains("not played") {
                arranged += 1;
            } else if r.notes.iter().any(|n| n.starts_with("declarer elects")) {
                elected += 1;
            } else {
                played += 1;
            }
        }
    }
    assert!(
        played > 0 && arranged > 0 && elected > 0,
        "{played} {arranged} {elected}"
    );
}
