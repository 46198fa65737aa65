//! Exposed cards (Laws 46, 48-50) and the exposures of a lone hand's
//! partner (Laws 101, 102).

use tablelaw::codes::euchre::DealEnd;
use tablelaw::{CardSet, Side};

use super::*;

fn cards(list: &[&str]) -> CardSet {
    list.iter().map(|c| card(c)).collect()
}

fn ordered_up() -> EuchreGame {
    let mut g = game();
    run(
        &mut g,
        &[E::OrderUp { seat: East }, E::Discard { card: card("SJ") }],
    );
    g
}

fn north_alone() -> EuchreGame {
    let mut g = game();
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
            E::Discard { card: card("SJ") },
        ],
    );
    g
}

fn exposes(seat: Seat, c: &str) -> E {
    E::Exposes {
        seat,
        card: card(c),
        below_table: false,
    }
}

#[test]
fn euchre_law_46_ii_a_card_dropped_face_upwards_is_liable_to_be_called() {
    let mut g = ordered_up();
    run(&mut g, &[exposes(South, "DT")]);
    assert_eq!(last_law(&g), "euchre Law 46(II)");
    assert_eq!(hand(&g).exposed(South), cards(&["DT"]));
    run(
        &mut g,
        &[
            play(East, "CA"),
            E::CallsCard {
                seat: West,
                card: card("DT"),
            },
        ],
    );
    // South has no club: the called card is his one legal play (Law 56).
    assert_eq!(hand(&g).legal_plays(South), cards(&["DT"]));
    refused(&mut g, exposes(South, "C7"));
}

#[test]
fn euchre_law_46_a_card_dropped_below_the_table_is_not_exposed() {
    let mut g = ordered_up();
    run(
        &mut g,
        &[E::Exposes {
            seat: South,
            card: card("DT"),
            below_table: true,
        }],
    );
    assert_eq!(last_law(&g), "euchre Law 46");
    assert!(hand(&g).exposed(South).is_empty());
    assert!(hand(&g).rulings().last().unwrap().finding.is_some());
}

#[test]
fn euchre_law_48_a_player_throws_his_cards_on_the_table() {
    let mut g = ordered_up();
    run(&mut g, &[play(East, "H8"), E::ThrowsCards { seat: South }]);
    assert_eq!(last_law(&g), "euchre Law 48");
    assert_eq!(hand(&g).exposed(South), hand(&g).hand(South));
    assert!(hand(&g).thrown(South));
    // Each of his cards can be called by the adversaries.
    run(
        &mut g,
        &[E::CallsCard {
            seat: East,
            card: card("HT"),
        }],
    );
    assert_eq!(hand(&g).legal_plays(South), cards(&["HT"]));
    refused(&mut g, E::ThrowsCards { seat: South });
}

#[test]
fn euchre_law_49_all_four_throw_their_cards_the_hands_are_abandoned() {
    let mut g = ordered_up();
    run(
        &mut g,
        &[
            play(East, "H8"),
            play(South, "H7"),
            play(West, "HQ"),
            play(North, "HA"),
        ],
    );
    for seat in [North, East, South, West] {
        run(&mut g, &[E::ThrowsCards { seat }]);
    }
    assert!(g.hand().is_none(), "the deal is at an end");
    let d = g.deals().last().unwrap();
    assert_eq!(d.end, DealEnd::Abandoned);
    assert_eq!(d.rulings.last().unwrap().law.to_string(), "euchre Law 49");
    // Scored as the tricks stand: East's side took none of five, euchred.
    assert_eq!(d.score.len(), 1);
    assert_eq!(d.score[0].side, Side::NorthSouth);
    assert_eq!(d.score[0].points, 2);
    assert_eq!(g.dealer(), East, "the deal goes to the left");
}

#[test]
fn euchre_law_50_an_adversary_abandons_his_hand_against_a_lone_hand() {
    let mut g = north_alone();
    run(
        &mut g,
        &[play(East, "S7"), play(West, "SK"), play(North, "DK")],
    );
    run(&mut g, &[E::ThrowsCards { seat: East }]);
    let d = g.deals().last().unwrap();
    assert_eq!(d.end, DealEnd::Abandoned);
    assert_eq!(d.rulings.last().unwrap().law.to_string(), "euchre Law 50");
    assert_eq!(d.score.len(), 1);
    assert_eq!(d.score[0].side, Side::NorthSouth);
    assert_eq!(d.score[0].points, 5);
    assert_eq!(d.score[0].law.to_string(), "euchre Law 50");
    assert_eq!(g.score().games.len(), 1, "five points win the game");
}

#[test]
fn euchre_law_102_the_lone_players_partner_plays_after_the_first_trick() {
    let mut g = north_alone();
    run(
        &mut g,
        &[play(East, "S7"), play(West, "SK"), play(North, "DK")],
    );
    assert_eq!(g.turn(), Some(West));
    run(&mut g, &[play(South, "HT")]);
    assert_eq!(last_law(&g), "euchre Law 102");
    assert!(hand(&g).partner_exposed());
    assert!(hand(&g).hand(South).contains(card("HT")), "he sits out");
    assert_eq!(g.turn(), Some(West), "the play goes on");
}

#[test]
fn euchre_law_102_the_lone_players_partner_exposes_a_card() {
    let mut g = north_alone();
    run(&mut g, &[exposes(South, "SA")]);
    assert_eq!(last_law(&g), "euchre Law 102");
    assert!(hand(&g).partner_exposed());
    assert!(hand(&g).exposed(South).is_empty(), "not a card to call");
}

#[test]
fn euchre_law_104_the_lone_player_exposes_a_card_without_penalty() {
    let mut g = north_alone();
    run(&mut g, &[exposes(North, "HA")]);
    assert_eq!(last_law(&g), "euchre Law 104");
    assert!(hand(&g).exposed(North).is_empty());
    run(&mut g, &[E::ThrowsCards { seat: North }]);
    assert_eq!(last_law(&g), "euchre Law 104");
    assert_eq!(g.turn(), Some(East), "he plays on");
}

#[test]
fn euchre_law_101_the_lone_players_partner_places_his_cards_face_down_and_plays_to_no_trick() {
    let mut g = north_alone();
    let h = hand(&g);
    assert_eq!(h.lone_hand(), Some(North));
    assert!(h.sits_out(South));
    assert_eq!(h.active_players(), 3);
    // East leads; South is passed over: West plays next.
    run(&mut g, &[play(East, "DA")]);
    assert_eq!(hand(&g).to_play(), Some(West));
    assert_eq!(g.legal_plays(), vec![card("D8")], "West's one diamond");
    assert!(
        !g.legal_events()
            .iter()
            .any(|e| matches!(e, E::Play { seat: South, .. })),
        "no play of South's is regular"
    );
    run(&mut g, &[play(West, "D8"), play(North, "DK")]);
    let t = hand(&g).tricks().next().unwrap();
    assert_eq!(t.winner, Some(East), "a trick of three cards");
    assert_eq!(hand(&g).tricks_complete(), 1);
}

#[test]
fn euchre_law_91_the_trump_card_lifted_before_it_is_played_is_an_exposed_card() {
    // North, the dealer, took up the nine of hearts and lifts it from where
    // it must lie in view till played.
    let mut g = ordered_up();
    run(&mut g, &[E::LiftsTrumpCard { seat: North }]);
    let r = hand(&g).rulings().last().expect("a ruling");
    assert_eq!(r.law.to_string(), "euchre Law 91");
    assert_eq!(r.offender, Some(North));
    assert!(r.text.contains("exposed card of North"), "{}", r.text);
    assert_eq!(hand(&g).exposed(North), cards(&["H9"]));
    // The adversaries may call it (Law 56).
    run(
        &mut g,
        &[
            E::CallsCard {
                seat: East,
                card: card("H9"),
            },
            play(East, "H8"),
        ],
    );
    run(&mut g, &[play(South, "HT"), play(West, "HQ")]);
    assert_eq!(hand(&g).legal_plays(North), cards(&["H9"]));
    let err = refused(&mut g, E::LiftsTrumpCard { seat: North });
    assert!(err.contains("lifted already"), "{err}");
    run(&mut g, &[play(North, "H9")]);
    assert!(hand(&g).exposed(North).is_empty());
}

#[test]
fn euchre_law_46_iii_the_trump_card_lifted_from_the_pack_before_the_making() {
    // West lifts the card turned while the making is on: it becomes an
    // exposed card of North's once North takes it up.
    let mut g = game();
    run(&mut g, &[E::LiftsTrumpCard { seat: West }]);
    assert!(hand(&g).exposed(North).is_empty(), "not yet in his hand");
    let text = &hand(&g).rulings().last().expect("a ruling").text;
    assert!(text.contains("once he takes it up"), "{text}");
    run(
        &mut g,
        &[E::OrderUp { seat: East }, E::Discard { card: card("SJ") }],
    );
    assert_eq!(hand(&g).exposed(North), cards(&["H9"]));
}

#[test]
fn euchre_law_91_the_trump_card_turned_down_or_played_is_out_of_reach() {
    // Turned down in the second round: out of the play.
    let mut g = game();
    all_pass_round_one(&mut g);
    let err = refused(&mut g, E::LiftsTrumpCard { seat: North });
    assert!(err.contains("turned down (Law 77)"), "{err}");
    // Lifted and then turned down: nothing follows.
    let mut g = game();
    run(&mut g, &[E::LiftsTrumpCard { seat: North }]);
    all_pass_round_one(&mut g);
    run(
        &mut g,
        &[E::Name {
            seat: East,
            suit: Suit::Spades,
        }],
    );
    assert!(hand(&g).exposed(North).is_empty());
}

#[test]
fn euchre_law_91_104_the_lone_dealer_lifting_the_trump_card_has_no_penalty() {
    let mut g = north_alone();
    run(&mut g, &[E::LiftsTrumpCard { seat: North }]);
    assert!(hand(&g).exposed(North).is_empty());
    let text = &hand(&g).rulings().last().expect("a ruling").text;
    assert!(text.contains("Law 104"), "{text}");
}
