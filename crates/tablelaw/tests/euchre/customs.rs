//! Today's customs as typed options of the code: the 24-card pack,
//! stick the dealer (in `making`), defending alone, the lead to a lone
//! hand, the discard of the card turned.

use tablelaw::Side;
use tablelaw::codes::euchre::{EuchreSetup, LoneLead, Pack};

use super::play::play_out;
use super::*;

/// A 24-card deal: North deals, North holds the five top trumps.
const DEAL_24: &str = "N:.AKQJ.J. AKQ...AK JT...QJT 9..AKQT. turned H9";

fn today(dealer: Seat) -> EuchreGame {
    let mut g = EuchreGame::with_setup(EuchreSetup::with_options(dealer, EuchreOptions::today()));
    g.apply(E::Deal(DEAL_24.parse().unwrap())).unwrap();
    g
}

#[test]
fn the_24_card_pack_refuses_a_seven() {
    let mut g = EuchreGame::with_setup(EuchreSetup::with_options(North, EuchreOptions::today()));
    let msg = refused(&mut g, E::Deal(DEAL.parse().unwrap()));
    assert!(msg.contains("not in the 24-card pack"), "{msg}");
    assert_eq!(Pack::TwentyFour.cards().len(), 24);
}

#[test]
fn defending_alone_scores_four_for_a_euchre_and_sits_the_partner_out() {
    let mut g = today(North);
    run(
        &mut g,
        &[E::PlayAlone {
            seat: East,
            suit: None,
        }],
    );
    // Under the 1888 code there is no defending alone.
    let mut plain = game();
    run(
        &mut plain,
        &[E::PlayAlone {
            seat: East,
            suit: None,
        }],
    );
    assert!(refused(&mut plain, E::DefendAlone { seat: North }).contains("not an option"));
    refused(&mut g, E::DefendAlone { seat: West });
    run(
        &mut g,
        &[
            E::DefendAlone { seat: North },
            E::Discard { card: card("HQ") },
        ],
    );
    assert!(hand(&g).sits_out(South) && hand(&g).sits_out(West));
    assert_eq!(hand(&g).active_players(), 2);
    play_out(&mut g);
    let d = g.deals().last().unwrap();
    assert!(d.hand.as_ref().unwrap().tricks().all(|t| t.len() == 2));
    assert_eq!((d.score[0].side, d.score[0].points), (Side::NorthSouth, 4));
}

#[test]
fn a_lone_hand_euchred_scores_what_the_table_says() {
    let mut g = today(North);
    run(
        &mut g,
        &[
            E::PlayAlone {
                seat: East,
                suit: None,
            },
            E::Discard { card: card("HQ") },
        ],
    );
    play_out(&mut g);
    let d = g.deals().last().unwrap();
    assert_eq!((d.score[0].side, d.score[0].points), (Side::NorthSouth, 2));
}

#[test]
fn the_lead_to_a_lone_hand_from_his_left_is_an_option() {
    let options = EuchreOptions {
        lone_lead: LoneLead::LeftOfLoneHand,
        ..EuchreOptions::default()
    };
    let mut g = game_with(options);
    run(
        &mut g,
        &[
            pass(East),
            pass(South),
            pass(West),
            E::PlayAlone {
                seat: North,
                suit: None,
            },
        ],
    );
    run(&mut g, &[E::Discard { card: card("SJ") }]);
    assert_eq!(hand(&g).first_leader(), East);
    let mut g = game_with(options);
    run(
        &mut g,
        &[
            pass(East),
            E::PlayAlone {
                seat: South,
                suit: None,
            },
        ],
    );
    assert_eq!(
        hand(&g).first_leader(),
        West,
        "the left of the lone hand, not the eldest"
    );
}

#[test]
fn the_dealer_may_discard_the_card_turned_by_todays_custom() {
    let mut g = today(North);
    run(
        &mut g,
        &[E::OrderUp { seat: East }, E::Discard { card: card("H9") }],
    );
    assert!(!hand(&g).hand(North).contains(card("H9")));
}
