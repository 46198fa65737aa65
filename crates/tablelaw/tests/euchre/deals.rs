//! A new deal, deals out of turn and misdeals (Laws 33-45).

use tablelaw::codes::euchre::{DealEnd, MisdealExcuse, NewDealCause};

use super::*;

/// A rubber with North to deal and nothing dealt.
fn undealt() -> EuchreGame {
    EuchreGame::with_setup(EuchreSetup::new(North))
}

fn deal() -> tablelaw::codes::euchre::EuchreDeal {
    DEAL.parse().expect("deal")
}

#[test]
fn euchre_law_33_34_39_a_new_deal_by_the_same_dealer() {
    for (cause, cited) in [
        (NewDealCause::ImperfectPack, "euchre Law 33"),
        (NewDealCause::CardFaced, "euchre Law 34"),
        (NewDealCause::ExposedInTurning, "euchre Law 39"),
    ] {
        let mut g = game();
        run(&mut g, &[E::NewDeal { cause }]);
        assert_eq!(last_law(&g), cited);
        assert_eq!(g.deals()[0].end, DealEnd::NewDeal);
        assert_eq!(g.dealer(), North, "the same dealer");
    }
    let mut g = game();
    run(
        &mut g,
        &[E::OrderUp { seat: East }, E::Discard { card: card("SJ") }],
    );
    run(&mut g, &[play(East, "H8")]);
    refused(
        &mut g,
        E::NewDeal {
            cause: NewDealCause::CardFaced,
        },
    );
}

#[test]
fn euchre_law_40_a_deal_out_of_turn_found_before_the_trump_card_is_turned_is_stopped() {
    let mut g = undealt();
    run(
        &mut g,
        &[E::DealOutOfTurn {
            seat: East,
            deal: None,
        }],
    );
    assert_eq!(last_law(&g), "euchre Law 40");
    assert_eq!(g.deals()[0].end, DealEnd::Stopped);
    assert_eq!(g.dealer(), North, "the dealer in turn deals");
    assert!(g.hand().is_none());
    // The dealer in turn does not deal out of turn.
    refused(
        &mut g,
        E::DealOutOfTurn {
            seat: North,
            deal: None,
        },
    );
}

#[test]
fn euchre_law_40_a_deal_out_of_turn_stands_once_the_trump_card_is_turned() {
    let mut g = undealt();
    run(
        &mut g,
        &[E::DealOutOfTurn {
            seat: East,
            deal: Some(deal()),
        }],
    );
    assert_eq!(last_law(&g), "euchre Law 40");
    let h = hand(&g);
    assert_eq!(h.dealer(), East);
    assert_eq!(h.eldest_hand(), South);
    assert_eq!(h.dealer_in_turn(), Some(North));
    assert_eq!(g.turn(), Some(South));
    run(&mut g, &[pass(South), pass(West), pass(North), pass(East)]);
    run(&mut g, &[pass(South), pass(West), pass(North), pass(East)]);
    assert_eq!(g.deals()[0].end, DealEnd::PassedOut);
    assert_eq!(g.dealer(), South, "the deal goes to the left of who dealt");
}

#[test]
fn euchre_law_41_a_misdeal_loses_the_deal() {
    let mut g = game();
    run(&mut g, &[E::Misdeal { excuse: None }]);
    assert_eq!(last_law(&g), "euchre Law 41");
    assert_eq!(g.deals()[0].end, DealEnd::Misdeal);
    assert_eq!(g.dealer(), East);
}

#[test]
fn euchre_law_42_a_deal_not_of_five_cards_to_each_player_is_no_deal() {
    let mut g = undealt();
    let four = "N:J.AK.K. 7.8.A.AK A.T7.T9. K.Q.J8.J turned H9"
        .parse::<tablelaw::codes::euchre::EuchreDeal>();
    if let Ok(d) = four {
        refused(&mut g, E::Deal(d));
    }
    // Dealt from the pack two and three (or three and two), it is a deal.
    let pack = tablelaw::codes::euchre::Pack::ThirtyTwo.cards();
    let cards: Vec<Card> = pack.iter().collect();
    for packets in [
        tablelaw::codes::euchre::Packets::TwoThenThree,
        tablelaw::codes::euchre::Packets::ThreeThenTwo,
    ] {
        let d = tablelaw::codes::euchre::EuchreDeal::from_pack(&cards, North, packets)
            .expect("a deal in packets");
        for seat in Seat::ALL {
            assert_eq!(d.hands[seat].len(), 5);
        }
    }
}

#[test]
fn euchre_law_43_an_adversary_touched_the_cards_first() {
    let mut g = game();
    run(
        &mut g,
        &[E::Misdeal {
            excuse: Some(MisdealExcuse::AdversaryTouched),
        }],
    );
    assert_eq!(last_law(&g), "euchre Law 43");
    assert_eq!(g.dealer(), North, "the misdeal does not lose the deal");
}

#[test]
fn euchre_law_44_the_adversaries_interrupted_the_dealer() {
    let mut g = game();
    run(
        &mut g,
        &[E::Misdeal {
            excuse: Some(MisdealExcuse::Interrupted),
        }],
    );
    assert_eq!(last_law(&g), "euchre Law 44");
    assert_eq!(g.dealer(), North, "he may deal again");
}

#[test]
fn euchre_law_45_the_dealers_partner_takes_his_deal_and_misdeals() {
    let mut g = undealt();
    run(&mut g, &[E::MisdealOutOfTurn { seat: South }]);
    assert_eq!(last_law(&g), "euchre Law 45");
    assert_eq!(g.deals()[0].end, DealEnd::Misdeal);
    assert_eq!(g.dealer(), East, "the adversary next to the dealer in turn");
    // An adversary's deal out of turn misdealt is stopped (Law 40): the
    // dealer in turn keeps his deal.
    run(&mut g, &[E::MisdealOutOfTurn { seat: North }]);
    assert_eq!(last_law(&g), "euchre Law 40");
    assert_eq!(g.deals()[1].end, DealEnd::Stopped);
    assert_eq!(g.dealer(), East);
}

#[test]
fn euchre_law_45_a_partners_deal_that_stood_then_found_a_misdeal() {
    let mut g = undealt();
    run(
        &mut g,
        &[
            E::DealOutOfTurn {
                seat: South,
                deal: Some(deal()),
            },
            E::Misdeal { excuse: None },
        ],
    );
    assert_eq!(last_law(&g), "euchre Law 45");
    assert_eq!(
        g.dealer(),
        East,
        "North, the dealer in turn, loses his deal"
    );
}

#[test]
fn euchre_law_28_each_player_deals_in_turn_the_deal_going_to_the_left() {
    let mut g = game();
    assert_eq!(hand(&g).dealer(), North);
    super::play::play_out(&mut g);
    assert_eq!(g.dealer(), East, "the left of North deals next");
    // The next deal is East's: South is the eldest hand.
    run(&mut g, &[E::Deal(deal())]);
    assert_eq!(hand(&g).dealer(), East);
    assert_eq!(hand(&g).eldest_hand(), South);
    assert_eq!(g.turn(), Some(South));
    super::play::play_out(&mut g);
    assert_eq!(g.dealer(), South);
}

#[test]
fn euchre_law_31_the_dealer_re_shuffles_after_the_cut_and_loses_the_deal() {
    let mut g = undealt();
    run(&mut g, &[E::Reshuffles { seat: North }]);
    assert_eq!(last_law(&g), "euchre Law 31");
    let d = g.deals().last().expect("a deal recorded");
    assert_eq!(d.end, DealEnd::Reshuffled);
    assert_eq!(d.dealer, North);
    assert!(d.hand.is_none() && d.score.is_empty());
    assert!(
        d.rulings[0]
            .text
            .contains("he loses the deal, and East deals")
    );
    assert_eq!(g.dealer(), East, "the deal goes to the left");
    // Only the dealer in turn re-shuffles after the cut; not once dealt.
    let err = refused(&mut g, E::Reshuffles { seat: North });
    assert!(err.contains("East is the dealer in turn"), "{err}");
    run(&mut g, &[E::Deal(deal())]);
    let err = refused(&mut g, E::Reshuffles { seat: East });
    assert!(err.contains("the cards are dealt"), "{err}");
}

/// Laws 28, 41: a million misdeals, each losing the deal to the next
/// player. Every deal is numbered exactly, past every 16-bit count (the
/// 65,536th West's, the 65,537th North's), the deal going round to the
/// left; the deal after them is the 1,000,001st, North's. A refused event
/// then changes nothing, and an undo takes back the last misdeals.
#[test]
fn euchre_law_41_a_million_misdeals_are_numbered_exactly_the_deal_going_to_the_left() {
    const MISDEALS: u64 = 1_000_000;
    let mut g = undealt();
    for _ in 0..MISDEALS {
        g.apply(E::Misdeal { excuse: None }).expect("a misdeal");
    }
    assert_eq!(g.deals().len() as u64, MISDEALS);
    assert_eq!(g.deals().iter().len() as u64, MISDEALS);
    for (i, d) in g.deals().iter().enumerate() {
        assert_eq!(d.number, i as u64 + 1);
        assert_eq!(d.dealer, Seat::ALL[i % 4], "deal {}", d.number);
        assert_eq!(d.end, DealEnd::Misdeal);
    }
    let wrapped = &g.deals()[65_536];
    assert_eq!((wrapped.number, wrapped.dealer), (65_537, North));
    let last = g.deals().last().expect("a deal");
    assert_eq!((last.number, last.dealer), (MISDEALS, West));
    assert_eq!(g.dealer(), North);
    assert_eq!(g.next_number(), MISDEALS + 1);
    let err = refused(&mut g, play(East, "H8"));
    assert!(err.contains("no deal is in progress"), "{err}");
    run(&mut g, &[E::Deal(deal())]);
    assert_eq!(
        (hand(&g).number(), hand(&g).dealer()),
        (MISDEALS + 1, North)
    );
    g.undo(3);
    assert_eq!(g.deals().len() as u64, MISDEALS - 2);
    assert_eq!(g.deals().last().map(|d| d.number), Some(MISDEALS - 2));
    assert_eq!((g.dealer(), g.next_number()), (South, MISDEALS - 1));
}
