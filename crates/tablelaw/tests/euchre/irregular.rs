//! Laws 79-82 and 85: irregularities in making the trump.

use tablelaw::codes::euchre::{EuchreError, Until};
use tablelaw::{Chooser, OptionId, Side};

use super::*;

#[test]
fn euchre_law_79_after_passing_mentions_the_intended_suit_partner_must_pass() {
    let mut g = game();
    all_pass_round_one(&mut g);
    run(
        &mut g,
        &[
            pass(East),
            E::MentionsSuit {
                seat: East,
                suit: SPADES,
            },
        ],
    );
    assert_eq!(last_law(&g), "euchre Law 79");
    let r = hand(&g).rulings().last().unwrap();
    assert_eq!(r.offender, Some(East));
    assert!(r.options.is_empty(), "the law leaves no choice");
    let bound = hand(&g).bound(West).expect("West is bound");
    assert_eq!(bound.until, Until::EndOfMaking);
    run(&mut g, &[pass(South)]);
    // West must pass: naming a suit is refused, the state unchanged.
    let msg = refused(
        &mut g,
        E::Name {
            seat: West,
            suit: Suit::Clubs,
        },
    );
    assert!(msg.contains("must pass") && msg.contains("79"), "{msg}");
    assert_eq!(g.legal_events(), vec![pass(West)]);
    run(&mut g, &[pass(West)]);
}

#[test]
fn euchre_law_79_after_naming_the_suit_turned_down() {
    let mut g = game();
    all_pass_round_one(&mut g);
    run(
        &mut g,
        &[E::Name {
            seat: East,
            suit: HEARTS,
        }],
    );
    run(
        &mut g,
        &[E::MentionsSuit {
            seat: East,
            suit: SPADES,
        }],
    );
    assert_eq!(last_law(&g), "euchre Law 79");
    assert!(hand(&g).bound(West).is_some());
}

#[test]
fn euchre_law_79_a_second_round_naming_after_passing_is_a_mention() {
    let mut g = game();
    all_pass_round_one(&mut g);
    run(
        &mut g,
        &[
            pass(East),
            E::Name {
                seat: East,
                suit: SPADES,
            },
        ],
    );
    assert_eq!(last_law(&g), "euchre Law 79");
    assert_eq!(hand(&g).trump(), None);
}

#[test]
fn euchre_law_79_mention_without_a_pass_is_not_possible() {
    let mut g = game();
    let msg = refused(
        &mut g,
        E::MentionsSuit {
            seat: East,
            suit: SPADES,
        },
    );
    assert!(msg.contains("has not passed"), "{msg}");
}

fn late_order() -> EuchreGame {
    let mut g = game();
    run(
        &mut g,
        &[pass(East), pass(South), E::OrderUp { seat: East }],
    );
    g
}

#[test]
fn euchre_law_80_pass_then_order_up_adversaries_choose() {
    let mut g = late_order();
    let (_, r) = g.pending().expect("pending");
    assert_eq!(r.law.to_string(), "euchre Law 80");
    assert_eq!(r.chooser, Some(Chooser::Adversaries(Side::NorthSouth)));
    let ids: Vec<OptionId> = r.options.iter().map(|o| o.id).collect();
    assert_eq!(ids, vec![OptionId::PartnerMustPass, OptionId::PlayIt]);
    // Nothing else happens until they choose.
    let msg = refused(&mut g, pass(West));
    assert!(msg.contains("pending"), "{msg}");
    // East's side has no right to choose.
    let msg = refused(
        &mut g,
        E::Elect {
            seat: Some(West),
            option: OptionId::PlayIt,
        },
    );
    assert!(msg.contains("no right"), "{msg}");
    let msg = refused(
        &mut g,
        E::Elect {
            seat: Some(North),
            option: OptionId::Win,
        },
    );
    assert!(msg.contains("not an option"), "{msg}");
}

#[test]
fn euchre_law_80_partner_also_must_pass() {
    let mut g = late_order();
    run(
        &mut g,
        &[E::Elect {
            seat: Some(North),
            option: OptionId::PartnerMustPass,
        }],
    );
    assert_eq!(hand(&g).trump(), None);
    assert_eq!(hand(&g).bound(West).unwrap().law.law, 80);
    let err = g.apply(E::OrderUp { seat: West }).unwrap_err();
    assert!(
        matches!(err, EuchreError::MustPass { seat: West, .. }),
        "{err}"
    );
    run(&mut g, &[pass(West)]);
    assert_eq!(g.turn(), Some(North));
}

#[test]
fn euchre_law_80_the_adversaries_elect_that_it_shall_be_played() {
    let mut g = late_order();
    run(
        &mut g,
        &[E::Elect {
            seat: Some(South),
            option: OptionId::PlayIt,
        }],
    );
    let h = hand(&g);
    assert_eq!(h.trump(), Some(HEARTS));
    assert_eq!(h.maker(), Some(East));
    assert_eq!(h.rulings()[0].chosen, Some(OptionId::PlayIt));
    // Law 85: the demand made is final.
    let msg = refused(
        &mut g,
        E::Elect {
            seat: Some(North),
            option: OptionId::PartnerMustPass,
        },
    );
    assert!(msg.contains("no ruling is pending"), "{msg}");
}

#[test]
fn euchre_law_80_the_partner_must_pass_while_they_decide_and_after_it_is_played() {
    let mut g = late_order();
    // Without condition: bound while the adversaries decide.
    assert_eq!(hand(&g).bound(West).unwrap().law.law, 80);
    assert_eq!(hand(&g).may_take_it(), None);
    run(
        &mut g,
        &[E::Elect {
            seat: Some(South),
            option: OptionId::PlayIt,
        }],
    );
    // And after they elect that it be played: neither East nor West plays alone.
    assert_eq!(hand(&g).bound(West).unwrap().law.law, 80);
    assert_eq!(hand(&g).may_take_it(), None);
    assert!(
        !g.legal_events().contains(&E::TakeItFrom { seat: West }),
        "no lone hand is offered"
    );
    run(&mut g, &[E::TakeItFrom { seat: West }]);
    assert_eq!(last_law(&g), "euchre Law 80");
    let h = hand(&g);
    assert_eq!(h.lone_hand(), None);
    assert!(!h.making().last().unwrap().stands);
    assert!(h.rulings().last().unwrap().text.contains("must pass"));
    // The dealer discards and East leads, the four playing.
    run(&mut g, &[E::Discard { card: card("SJ") }]);
    assert_eq!(hand(&g).active_players(), 4);
}

#[test]
fn euchre_law_85_consulting_loses_the_right_to_elect() {
    let mut g = late_order();
    run(
        &mut g,
        &[E::Consulted {
            side: Side::NorthSouth,
        }],
    );
    let h = hand(&g);
    assert_eq!(h.rulings()[0].chosen, Some(OptionId::RightLost));
    assert_eq!(last_law(&g), "euchre Law 85");
    assert!(h.rulings().last().unwrap().finding.is_some());
    assert_eq!(
        h.bound(West).unwrap().law.law,
        80,
        "the law's own consequence stands"
    );
    assert!(g.pending().is_none());
    // The other side's consulting is not the chooser's.
    let mut g = late_order();
    refused(
        &mut g,
        E::Consulted {
            side: Side::EastWest,
        },
    );
}

#[test]
fn euchre_law_81_a_declaration_not_heard_is_not_invalidated() {
    let mut g = game();
    run(
        &mut g,
        &[
            E::OrderUp { seat: East },
            E::Pass {
                seat: West,
                not_heard: true,
            },
        ],
    );
    assert_eq!(last_law(&g), "euchre Law 81");
    let h = hand(&g);
    assert_eq!(h.trump(), Some(HEARTS));
    assert_eq!(h.maker(), Some(East));
    assert!(
        h.rulings()[0]
            .finding
            .as_deref()
            .unwrap()
            .contains("did not hear")
    );
    // Having passed, West can no longer take it from his partner (Law 93).
    assert!(!g.legal_events().contains(&E::TakeItFrom { seat: West }));
}

#[test]
fn euchre_law_82_a_pass_out_of_turn_takes_away_no_right() {
    let mut g = game();
    run(&mut g, &[pass(West)]);
    assert_eq!(last_law(&g), "euchre Law 82");
    assert_eq!(g.turn(), Some(East), "East keeps his right");
    assert!(!hand(&g).making()[0].stands);
    run(
        &mut g,
        &[pass(East), pass(South), E::OrderUp { seat: West }],
    );
    assert_eq!(hand(&g).maker(), Some(West), "West acts again at his turn");
}

#[test]
fn euchre_law_82_ordering_up_out_of_turn_takes_away_no_right() {
    let mut g = game();
    run(&mut g, &[E::OrderUp { seat: West }]);
    assert_eq!(last_law(&g), "euchre Law 82");
    assert_eq!(hand(&g).trump(), None);
    run(&mut g, &[E::OrderUp { seat: East }]);
    assert_eq!(hand(&g).maker(), Some(East));
}

#[test]
fn euchre_law_82_assisting_out_of_turn() {
    let mut g = game();
    run(&mut g, &[E::Assist { seat: South }]);
    assert_eq!(last_law(&g), "euchre Law 82");
    assert_eq!(g.turn(), Some(East));
}

#[test]
fn euchre_law_82_the_dealer_turning_down_the_trump_card_binds_his_partner() {
    let mut g = game();
    run(&mut g, &[E::TurnDown { seat: North }]);
    assert_eq!(last_law(&g), "euchre Law 82");
    let h = hand(&g);
    assert_eq!(h.bound(South).unwrap().until, Until::EndOfRound);
    assert!(h.bound(North).is_some());
    // The eldest hand keeps his right; the dealer's partner must pass.
    run(&mut g, &[pass(East)]);
    let msg = refused(&mut g, E::Assist { seat: South });
    assert!(msg.contains("must pass"), "{msg}");
    run(&mut g, &[pass(South), pass(West), pass(North)]);
    // The binding lasts for the round only.
    assert_eq!(hand(&g).round(), 2);
    assert!(hand(&g).bound(South).is_none());
}

#[test]
fn euchre_law_82_the_dealer_throwing_his_cards_in_the_second_round_binds_his_partner() {
    let mut g = game();
    all_pass_round_one(&mut g);
    run(&mut g, &[E::ThrowsCards { seat: North }]);
    assert_eq!(last_law(&g), "euchre Law 82");
    run(&mut g, &[pass(East)]);
    refused(
        &mut g,
        E::Name {
            seat: South,
            suit: SPADES,
        },
    );
    run(
        &mut g,
        &[
            pass(South),
            E::Name {
                seat: West,
                suit: SPADES,
            },
        ],
    );
    assert_eq!(hand(&g).maker(), Some(West));
}

#[test]
fn euchre_law_82_only_the_dealer_turns_down_or_throws_his_cards() {
    let mut g = game();
    refused(&mut g, E::TurnDown { seat: East });
    all_pass_round_one(&mut g);
    refused(&mut g, E::ThrowsCards { seat: East });
}
