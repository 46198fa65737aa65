//! Laws 74-78: making the trump.

use tablelaw::codes::euchre::{DealEnd, Discard, MadeBy, Stage};
use tablelaw::{OptionId, Side};

use super::*;

#[test]
fn euchre_law_74_eldest_hand_may_pass_order_up_or_play_alone() {
    let g = game();
    let legal = g.legal_events();
    assert!(legal.contains(&pass(East)));
    assert!(legal.contains(&E::OrderUp { seat: East }));
    assert!(legal.contains(&E::PlayAlone {
        seat: East,
        suit: None
    }));
    assert_eq!(g.turn(), Some(East));

    let mut g = game();
    run(&mut g, &[E::OrderUp { seat: East }]);
    let h = hand(&g);
    assert_eq!(h.trump(), Some(HEARTS));
    assert_eq!(h.maker(), Some(East));
    assert_eq!(h.made_by(), Some(MadeBy::OrderedUp));
    assert_eq!(h.discard(), Discard::Due);
    assert_eq!(
        h.hand(North).len(),
        6,
        "the dealer takes the trump card (Law 86)"
    );
    assert_eq!(h.lone_hand(), None);
}

#[test]
fn euchre_law_74_third_hand_takes_it_from_eldest_who_ordered_up() {
    let mut g = game();
    run(
        &mut g,
        &[E::OrderUp { seat: East }, E::TakeItFrom { seat: West }],
    );
    let h = hand(&g);
    assert_eq!(h.lone_hand(), Some(West));
    assert!(h.sits_out(East));
    // Law 89: the eldest hand sits out, so the second hand leads.
    assert_eq!(h.first_leader(), South);
}

#[test]
fn euchre_law_74_third_hand_takes_it_from_eldest_who_played_alone() {
    let mut g = game();
    run(
        &mut g,
        &[E::PlayAlone {
            seat: East,
            suit: None,
        }],
    );
    assert_eq!(hand(&g).lone_hand(), Some(East));
    assert!(g.legal_events().contains(&E::TakeItFrom { seat: West }));
    run(&mut g, &[E::TakeItFrom { seat: West }]);
    assert_eq!(hand(&g).lone_hand(), Some(West));
    assert!(!hand(&g).sits_out(West));
}

#[test]
fn euchre_law_74_only_the_partner_may_take_it() {
    let mut g = game();
    run(&mut g, &[E::OrderUp { seat: East }]);
    // The dealer's side is ordered up: they cannot play alone (Law 95).
    let msg = refused(&mut g, E::TakeItFrom { seat: North });
    assert!(msg.contains("Law") && msg.contains("95"), "{msg}");
    refused(&mut g, E::TakeItFrom { seat: South });
}

#[test]
fn euchre_law_75_second_hand_may_pass_assist_or_play_alone() {
    let mut g = game();
    run(&mut g, &[pass(East)]);
    let legal = g.legal_events();
    assert!(legal.contains(&pass(South)));
    assert!(legal.contains(&E::Assist { seat: South }));
    assert!(legal.contains(&E::PlayAlone {
        seat: South,
        suit: None
    }));
    // The second hand assists; he does not order up.
    let msg = refused(&mut g, E::OrderUp { seat: South });
    assert!(msg.contains("assist"), "{msg}");
    run(&mut g, &[E::Assist { seat: South }]);
    assert_eq!(hand(&g).made_by(), Some(MadeBy::Assisted));
    assert_eq!(hand(&g).makers(), Some(Side::NorthSouth));
}

#[test]
fn euchre_law_75_the_dealer_takes_it_from_the_second_hand_who_assisted() {
    let mut g = game();
    run(
        &mut g,
        &[
            pass(East),
            E::Assist { seat: South },
            E::TakeItFrom { seat: North },
        ],
    );
    assert_eq!(hand(&g).lone_hand(), Some(North));
    assert!(hand(&g).sits_out(South));
    assert_eq!(hand(&g).first_leader(), East);
}

#[test]
fn euchre_law_75_the_dealer_takes_it_from_the_second_hand_playing_alone() {
    let mut g = game();
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
    run(&mut g, &[E::TakeItFrom { seat: North }]);
    assert_eq!(hand(&g).lone_hand(), Some(North));
}

#[test]
fn euchre_law_96_the_dealer_takes_it_before_quitting_his_discard() {
    let mut g = game();
    run(
        &mut g,
        &[
            pass(East),
            E::Assist { seat: South },
            E::Discard { card: card("SJ") },
        ],
    );
    let msg = refused(&mut g, E::TakeItFrom { seat: North });
    assert!(msg.contains("96"), "{msg}");
}

#[test]
fn euchre_law_76_third_hand_may_pass_order_up_or_play_alone() {
    let mut g = game();
    run(
        &mut g,
        &[pass(East), pass(South), E::OrderUp { seat: West }],
    );
    assert_eq!(hand(&g).maker(), Some(West));
    // The eldest hand has passed: he cannot take it from him (Law 93).
    assert!(!g.legal_events().contains(&E::TakeItFrom { seat: East }));
    run(&mut g, &[E::TakeItFrom { seat: East }]);
    assert_eq!(last_law(&g), "euchre Law 99");
    assert_eq!(hand(&g).lone_hand(), None);
}

#[test]
fn euchre_law_99_partner_who_passed_offers_to_take_it_neither_plays_alone() {
    let mut g = game();
    run(
        &mut g,
        &[
            pass(East),
            pass(South),
            E::PlayAlone {
                seat: West,
                suit: None,
            },
        ],
    );
    assert_eq!(hand(&g).lone_hand(), Some(West));
    run(&mut g, &[E::TakeItFrom { seat: East }]);
    assert_eq!(last_law(&g), "euchre Law 99");
    assert_eq!(hand(&g).lone_hand(), None, "neither can play alone");
}

#[test]
fn euchre_law_76_the_dealer_must_pass_take_up_or_play_alone() {
    let mut g = game();
    run(&mut g, &[pass(East), pass(South), pass(West)]);
    let legal = g.legal_events();
    assert_eq!(
        legal,
        vec![
            pass(North),
            E::TakeUp { seat: North },
            E::PlayAlone {
                seat: North,
                suit: None
            }
        ]
    );
    run(
        &mut g,
        &[E::PlayAlone {
            seat: North,
            suit: None,
        }],
    );
    let h = hand(&g);
    assert_eq!(h.made_by(), Some(MadeBy::TakenUp));
    assert_eq!(h.lone_hand(), Some(North));
    assert!(h.sits_out(South));
}

#[test]
fn euchre_law_76_the_dealer_takes_up_the_trump() {
    let mut g = game();
    run(
        &mut g,
        &[
            pass(East),
            pass(South),
            pass(West),
            E::TakeUp { seat: North },
        ],
    );
    assert_eq!(hand(&g).maker(), Some(North));
    // The dealer discards before the lead is his turn to act.
    assert_eq!(g.turn(), Some(North));
    let msg = refused(&mut g, E::Discard { card: card("H9") });
    assert!(
        msg.contains("88"),
        "the trump card cannot be discarded: {msg}"
    );
    run(&mut g, &[E::Discard { card: card("SJ") }]);
    assert_eq!(hand(&g).discard(), Discard::Done(card("SJ")));
    assert_eq!(g.turn(), Some(East));
}

#[test]
fn euchre_law_77_all_pass_the_trump_is_turned_down_and_the_first_hand_names() {
    let mut g = game();
    all_pass_round_one(&mut g);
    assert_eq!(hand(&g).round(), 2);
    assert_eq!(g.turn(), Some(East));
    let msg = refused(&mut g, E::OrderUp { seat: East });
    assert!(msg.contains("turned down"), "{msg}");
    run(
        &mut g,
        &[E::Name {
            seat: East,
            suit: SPADES,
        }],
    );
    let h = hand(&g);
    assert_eq!(h.trump(), Some(SPADES));
    assert_eq!(h.made_by(), Some(MadeBy::Named));
    assert_eq!(h.discard(), Discard::NotDue);
    assert_eq!(h.stage(), Stage::Play);
}

#[test]
fn euchre_law_77_all_pass_again_the_deal_is_at_an_end_and_the_next_player_deals() {
    let mut g = game();
    all_pass_round_one(&mut g);
    all_pass_round_one(&mut g);
    assert!(g.hand().is_none());
    assert_eq!(g.deals()[0].end, DealEnd::PassedOut);
    assert!(g.deals()[0].score.is_empty());
    assert_eq!(g.dealer(), East);
    assert_eq!(g.turn(), Some(East));
}

#[test]
fn euchre_law_77_second_round_alone_at_a_suit() {
    let mut g = game();
    all_pass_round_one(&mut g);
    run(
        &mut g,
        &[
            pass(East),
            E::PlayAlone {
                seat: South,
                suit: Some(SPADES),
            },
        ],
    );
    assert_eq!(hand(&g).lone_hand(), Some(South));
    assert_eq!(hand(&g).trump(), Some(SPADES));
    // Round two: the dealer has not passed in this round, so he may take it (decision 2).
    assert!(g.legal_events().contains(&E::TakeItFrom { seat: North }));
    // "Alone" without a suit is not a declaration in the second round (Laws 97, 98).
    let mut g2 = game();
    all_pass_round_one(&mut g2);
    let msg = refused(
        &mut g2,
        E::PlayAlone {
            seat: East,
            suit: None,
        },
    );
    assert!(msg.contains("98"), "{msg}");
}

#[test]
fn euchre_law_78_naming_the_suit_turned_down_is_a_pass() {
    let mut g = game();
    all_pass_round_one(&mut g);
    run(
        &mut g,
        &[E::Name {
            seat: East,
            suit: HEARTS,
        }],
    );
    assert_eq!(last_law(&g), "euchre Law 78");
    assert_eq!(g.turn(), Some(South));
    assert_eq!(hand(&g).trump(), None);
}

#[test]
fn euchre_law_78_a_suit_named_cannot_be_changed() {
    let mut g = game();
    all_pass_round_one(&mut g);
    run(
        &mut g,
        &[
            E::Name {
                seat: East,
                suit: SPADES,
            },
            E::Name {
                seat: East,
                suit: Suit::Clubs,
            },
        ],
    );
    assert_eq!(last_law(&g), "euchre Law 78");
    assert_eq!(hand(&g).trump(), Some(SPADES));
}

#[test]
fn stick_the_dealer_refuses_the_dealers_second_pass() {
    let mut options = EuchreOptions::today();
    options.pack = tablelaw::codes::euchre::Pack::ThirtyTwo;
    let mut g = game_with(options);
    all_pass_round_one(&mut g);
    run(&mut g, &[pass(East), pass(South), pass(West)]);
    assert!(!g.legal_events().contains(&pass(North)));
    let msg = refused(&mut g, pass(North));
    assert!(msg.contains("stick the dealer"), "{msg}");
    // Under the 1888 code the same pass ends the deal.
    let _ = OptionId::PlayIt;
}

#[test]
fn stick_the_dealer_gives_way_when_the_dealer_is_bound_to_pass() {
    let mut options = EuchreOptions::today();
    options.pack = tablelaw::codes::euchre::Pack::ThirtyTwo;
    let mut g = game_with(options);
    all_pass_round_one(&mut g);
    // South passed, then mentions clubs: his partner, the dealer, must pass (Law 79).
    run(
        &mut g,
        &[
            pass(East),
            E::MentionsSuit {
                seat: South,
                suit: Suit::Clubs,
            },
        ],
    );
    assert_eq!(last_law(&g), "euchre Law 79");
    run(&mut g, &[pass(South), pass(West)]);
    assert_eq!(g.turn(), Some(North));
    // Stuck by the custom and bound by the law: the penalty prevails, and
    // his pass is the only act left to him.
    assert_eq!(g.legal_events(), vec![pass(North)]);
    refused(
        &mut g,
        E::Name {
            seat: North,
            suit: Suit::Clubs,
        },
    );
    run(&mut g, &[pass(North)]);
    assert!(g.hand().is_none());
    let d = g.deals().last().unwrap();
    assert_eq!(d.end, tablelaw::codes::euchre::DealEnd::PassedOut);
    assert_eq!(last_law(&g), "euchre Law 77");
    assert_eq!(g.dealer(), East, "the next player deals (Law 77)");
}

#[test]
fn euchre_law_74_the_third_hands_right_to_take_it_is_open_until_the_first_lead() {
    let mut g = game();
    run(&mut g, &[E::OrderUp { seat: East }]);
    let (seat, law) = hand(&g).may_take_it().expect("open");
    assert_eq!((seat, law.to_string().as_str()), (West, "euchre Law 74"));
    run(&mut g, &[E::Discard { card: card("SJ") }]);
    assert_eq!(hand(&g).may_take_it().map(|(s, _)| s), Some(West));
    run(&mut g, &[play(East, "H8")]);
    assert_eq!(
        hand(&g).may_take_it(),
        None,
        "closed by the first lead (99)"
    );
}

#[test]
fn euchre_law_75_the_dealers_right_to_take_it_is_open_until_his_discard_is_quitted() {
    let mut g = game();
    run(&mut g, &[pass(East), E::Assist { seat: South }]);
    let (seat, law) = hand(&g).may_take_it().expect("open");
    assert_eq!((seat, law.to_string().as_str()), (North, "euchre Law 75"));
    run(&mut g, &[E::Discard { card: card("SJ") }]);
    assert_eq!(hand(&g).may_take_it(), None, "quitted his discard (96)");
    // The third hand's order up leaves no right open: the eldest hand passed.
    let mut g = game();
    run(
        &mut g,
        &[pass(East), pass(South), E::OrderUp { seat: West }],
    );
    assert_eq!(hand(&g).may_take_it(), None);
}

#[test]
fn euchre_law_93_a_player_who_has_passed_cannot_play_alone_on_his_partners_order() {
    let mut g = game();
    run(
        &mut g,
        &[pass(East), pass(South), E::OrderUp { seat: West }],
    );
    assert_eq!(hand(&g).maker(), Some(West));
    // East, West's partner, has passed in this round: no right to play alone.
    assert_eq!(hand(&g).may_take_it(), None);
    assert!(!g.legal_events().contains(&E::TakeItFrom { seat: East }));
    run(&mut g, &[E::TakeItFrom { seat: East }]);
    let r = hand(&g).rulings().last().unwrap();
    assert_eq!(r.offender, Some(East));
    assert!(
        r.text.contains("Law 93") && r.text.contains("void"),
        "{}",
        r.text
    );
    assert_eq!(hand(&g).lone_hand(), None, "the hand is played by all four");
}

#[test]
fn euchre_law_94_his_partner_may_take_it_from_him_i_take_it_from_you() {
    let mut g = game();
    all_pass_round_one(&mut g);
    run(
        &mut g,
        &[E::Name {
            seat: East,
            suit: SPADES,
        }],
    );
    // Second round: West, East's partner, has not passed in this round.
    let (seat, cited) = hand(&g).may_take_it().expect("a right to take it");
    assert_eq!(
        (seat, cited.to_string()),
        (West, "euchre Law 94".to_owned())
    );
    assert!(g.legal_events().contains(&E::TakeItFrom { seat: West }));
    // Only the partner: an adversary's "I take it from you" is refused.
    let msg = refused(&mut g, E::TakeItFrom { seat: South });
    assert!(msg.contains("94"), "{msg}");
    run(&mut g, &[E::TakeItFrom { seat: West }]);
    let h = hand(&g);
    assert_eq!(h.lone_hand(), Some(West));
    assert_eq!(h.maker(), Some(East), "East made the trump");
    assert!(h.sits_out(East), "East's cards go on the table (Law 101)");
}

#[test]
fn euchre_law_97_alone_must_be_announced_before_naming_the_trump() {
    let mut g = game();
    all_pass_round_one(&mut g);
    run(
        &mut g,
        &[E::Name {
            seat: East,
            suit: SPADES,
        }],
    );
    // The trump named, East can no longer declare to play alone.
    refused(
        &mut g,
        E::PlayAlone {
            seat: East,
            suit: Some(SPADES),
        },
    );
    assert_eq!(hand(&g).lone_hand(), None, "he plays with his partner");
    // Announced first, in the one declaration, he plays alone.
    let mut g = game();
    all_pass_round_one(&mut g);
    run(
        &mut g,
        &[E::PlayAlone {
            seat: East,
            suit: Some(SPADES),
        }],
    );
    assert_eq!(hand(&g).lone_hand(), Some(East));
    assert_eq!(hand(&g).trump(), Some(SPADES));
}

#[test]
fn euchre_law_98_a_single_declaration_i_order_it_up_and_play_it_alone_precludes_a_lone_hand() {
    let mut g = game();
    run(&mut g, &[E::OrderUp { seat: East }]);
    // "I order it up and play it alone": the second declaration is refused.
    let msg = refused(
        &mut g,
        E::PlayAlone {
            seat: East,
            suit: None,
        },
    );
    assert!(msg.contains("already made"), "{msg}");
    assert_eq!(hand(&g).lone_hand(), None);
    // In the second round "Alone" needs the suit in the same declaration.
    let mut g = game();
    all_pass_round_one(&mut g);
    let msg = refused(
        &mut g,
        E::PlayAlone {
            seat: East,
            suit: None,
        },
    );
    assert!(
        msg.contains("98") && msg.contains("Alone at hearts"),
        "{msg}"
    );
}
