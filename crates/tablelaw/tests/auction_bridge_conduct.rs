//! Auction Bridge 1912: dummy's suggestion of a card (Law 62) and an
//! adversary's card led again without waiting for his partner (Law 71).

use tablelaw::codes::auction_bridge::{
    AuctionBridgeError, AuctionBridgeEvent as E, AuctionBridgeSetup, AuctionBridgeTable,
};
use tablelaw::{Card, CardSet, Chooser, Game, OptionId, Seat, Side, Suit};

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

fn elect(t: &mut AuctionBridgeTable, seat: Seat, option: OptionId, suit: Option<Suit>) {
    t.apply(E::Elect {
        seat: Some(seat),
        option,
        suit,
    })
    .unwrap_or_else(|e| panic!("{option}: {e}"));
}

fn refused(t: &mut AuctionBridgeTable, e: E) -> AuctionBridgeError {
    let before = t.state().clone();
    let len = t.log().len();
    let err = t.apply(e).expect_err("refused");
    assert_eq!(t.state(), &before);
    assert_eq!(t.log().len(), len);
    err
}

#[test]
fn auction_bridge_law_62_dummy_suggests_a_card_an_adversary_calls_on_declarer_not_to_play_it() {
    let mut t = one_no_trump();
    play(&mut t, East, "D4");
    // Only dummy suggests; only a card dummy holds.
    refused(
        &mut t,
        E::Suggests {
            seat: North,
            card: c("DA"),
        },
    );
    refused(
        &mut t,
        E::Suggests {
            seat: South,
            card: c("DA"),
        },
    );
    t.apply(E::Suggests {
        seat: South,
        card: c("DJ"),
    })
    .unwrap();
    let (_, r) = t.pending().unwrap();
    assert_eq!(r.law.to_string(), "auction-bridge Law 62");
    assert_eq!(r.chooser, Some(Chooser::Adversaries(Side::EastWest)));
    assert_eq!(
        r.options.iter().map(|o| o.id).collect::<Vec<_>>(),
        [OptionId::PlayIt, OptionId::NotPlayIt]
    );
    elect(&mut t, West, OptionId::NotPlayIt, None);
    assert_eq!(t.state().legal_plays(), set("DT D6"));
    play(&mut t, South, "D6");
    assert_eq!(t.state().suggested(), None, "spent with dummy's card");
}

#[test]
fn auction_bridge_law_62_declarer_called_on_to_play_the_card_suggested() {
    let mut t = one_no_trump();
    play(&mut t, East, "D4");
    t.apply(E::Suggests {
        seat: South,
        card: c("DJ"),
    })
    .unwrap();
    elect(&mut t, East, OptionId::PlayIt, None);
    assert_eq!(t.state().legal_plays(), set("DJ"));
    // Played otherwise: recorded, no further penalty.
    play(&mut t, South, "DT");
    assert_eq!(
        t.rulings().last().unwrap().law.to_string(),
        "auction-bridge Law 62"
    );
    assert!(t.state().revokes().is_empty());
}

#[test]
fn auction_bridge_law_71_a_card_led_again_before_partner_plays_declarer_demands_he_win() {
    let mut t = one_no_trump();
    play(&mut t, East, "HJ");
    play(&mut t, South, "H4");
    // East plays again before West, third hand.
    play(&mut t, East, "HK");
    let (_, r) = t.pending().unwrap();
    assert_eq!(r.law.to_string(), "auction-bridge Law 71");
    assert_eq!(r.chooser, Some(Chooser::Seat(North)));
    assert_eq!(
        r.options.iter().map(|o| o.id).collect::<Vec<_>>(),
        [OptionId::Win, OptionId::NoPenalty]
    );
    elect(&mut t, North, OptionId::Win, None);
    assert_eq!(t.state().exposed(East), set("HK"));
    assert_eq!(t.state().legal_plays(), set("HQ"));
}

#[test]
fn auction_bridge_law_71_no_penalty_the_card_stays_exposed() {
    let mut t = one_no_trump();
    play(&mut t, East, "HJ");
    play(&mut t, South, "H4");
    play(&mut t, East, "HK");
    elect(&mut t, North, OptionId::NoPenalty, None);
    assert_eq!(t.state().exposed(East), set("HK"));
    assert_eq!(t.state().legal_plays(), set("HQ HT H3"));
}

#[test]
fn auction_bridge_law_81_a_card_omitted_from_a_trick_the_adversaries_claim_a_new_deal() {
    let mut t = one_no_trump();
    refused(&mut t, E::OmittedToPlay { seat: East });
    for (s, x) in [(East, "D4"), (South, "DJ"), (West, "D3"), (North, "DA")] {
        play(&mut t, s, x);
    }
    // Dummy is not answerable under Law 81.
    refused(&mut t, E::OmittedToPlay { seat: South });
    t.apply(E::OmittedToPlay { seat: North }).unwrap();
    let (_, r) = t.pending().unwrap();
    assert_eq!(r.law.to_string(), "auction-bridge Law 81");
    assert_eq!(r.chooser, Some(Chooser::Adversaries(Side::EastWest)));
    assert_eq!(
        r.options.iter().map(|o| o.id).collect::<Vec<_>>(),
        [OptionId::NewDeal, OptionId::Accept]
    );
    elect(&mut t, West, OptionId::NewDeal, None);
    assert!(t.state().is_over());
    assert!(t.pending().is_none());
}

#[test]
fn auction_bridge_law_81_the_deal_stands_and_play_goes_on() {
    let mut t = one_no_trump();
    for (s, x) in [(East, "D4"), (South, "DJ"), (West, "D3"), (North, "DA")] {
        play(&mut t, s, x);
    }
    t.apply(E::OmittedToPlay { seat: East }).unwrap();
    elect(&mut t, North, OptionId::Accept, None);
    assert!(t.pending().is_none());
    assert_eq!(t.play().unwrap().turn(), Some(North));
}

#[test]
fn auction_bridge_law_71_not_when_the_card_led_is_beaten() {
    let mut t = one_no_trump();
    play(&mut t, East, "H2");
    play(&mut t, South, "H4"); // dummy's four beats the two
    play(&mut t, East, "HK");
    assert!(t.pending().is_none());
    assert_eq!(
        t.rulings().last().unwrap().law.to_string(),
        "auction-bridge Law 67"
    );
    assert_eq!(t.state().exposed(East), set("HK"));
}
