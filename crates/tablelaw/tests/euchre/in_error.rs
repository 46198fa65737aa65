//! Laws 52-57 and 105: a lead out of turn, cards liable to be called, and
//! an adversary playing out of turn to a lone hand's lead.

use tablelaw::{CardSet, Chooser, OptionId, Side};

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

#[test]
fn euchre_law_52_a_lead_out_of_turn_the_adversaries_call_the_card() {
    let mut g = ordered_up();
    run(&mut g, &[play(South, "SA")]);
    let (_, r) = g.pending().unwrap();
    assert_eq!(r.law.to_string(), "euchre Law 52");
    assert_eq!(r.chooser, Some(Chooser::Adversaries(Side::EastWest)));
    let ids: Vec<OptionId> = r.options.iter().map(|o| o.id).collect();
    assert_eq!(ids, vec![OptionId::CallCard, OptionId::CallSuit]);
    run(
        &mut g,
        &[E::Elect {
            seat: Some(East),
            option: OptionId::CallCard,
        }],
    );
    assert_eq!(hand(&g).exposed(South), cards(&["SA"]));
    assert!(
        hand(&g).hand(South).contains(card("SA")),
        "back in his hand, face up"
    );
    assert_eq!(g.turn(), Some(East), "the lead is East's");
    // A club led: South, void, is called on to play the exposed ace (Law 56).
    run(&mut g, &[play(East, "CA")]);
    refused(
        &mut g,
        E::CallsCard {
            seat: North,
            card: card("SA"),
        },
    );
    run(
        &mut g,
        &[E::CallsCard {
            seat: West,
            card: card("SA"),
        }],
    );
    assert_eq!(last_law(&g), "euchre Law 56");
    assert_eq!(hand(&g).legal_plays(South), cards(&["SA"]));
    run(&mut g, &[play(South, "SA")]);
    assert!(hand(&g).exposed(South).is_empty());
}

#[test]
fn euchre_law_52_the_adversaries_call_a_suit_at_the_next_lead_law_57() {
    let mut g = ordered_up();
    run(
        &mut g,
        &[
            play(South, "SA"),
            E::Elect {
                seat: None,
                option: OptionId::CallSuit,
            },
        ],
    );
    assert!(hand(&g).exposed(South).is_empty());
    run(
        &mut g,
        &[
            play(East, "H8"),
            play(South, "H7"),
            play(West, "HQ"),
            play(North, "HA"),
        ],
    );
    assert_eq!(g.turn(), Some(North));
    refused(
        &mut g,
        E::CallsSuit {
            seat: South,
            suit: Suit::Diamonds,
        },
    );
    run(
        &mut g,
        &[E::CallsSuit {
            seat: East,
            suit: Suit::Diamonds,
        }],
    );
    assert_eq!(hand(&g).legal_plays(North), cards(&["DK", "DQ"]));
    // Leading another suit holding diamonds incurs the penalty of a revoke (Law 54).
    run(&mut g, &[play(North, "HK")]);
    assert_eq!(last_law(&g), "euchre Law 54");
}

#[test]
fn euchre_law_105_an_adversary_plays_out_of_turn_to_the_lone_hands_lead() {
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
        ],
    );
    run(&mut g, &[E::Discard { card: card("SJ") }]);
    run(
        &mut g,
        &[play(East, "H8"), play(West, "HQ"), play(North, "HA")],
    );
    assert_eq!(g.turn(), Some(North));
    run(&mut g, &[play(North, "HK"), play(West, "DJ")]);
    assert_eq!(last_law(&g), "euchre Law 105");
    assert_eq!(hand(&g).exposed(East), hand(&g).hand(East));
    assert_eq!(hand(&g).exposed(West), hand(&g).hand(West));
    run(
        &mut g,
        &[E::CallsCard {
            seat: North,
            card: card("CK"),
        }],
    );
    assert_eq!(hand(&g).legal_plays(East), cards(&["CK"]));
    run(&mut g, &[play(East, "CK")]);
    assert_eq!(hand(&g).tricks_complete(), 2);
}

#[test]
fn euchre_law_105_a_second_card_to_the_same_trick_is_refused() {
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
            play(East, "H8"),
            play(West, "HQ"),
            play(North, "HA"),
            play(North, "HK"),
            play(West, "DJ"),
        ],
    );
    assert_eq!(last_law(&g), "euchre Law 105");
    // West has played to the lone hand's lead: a second card from him is
    // not another play out of turn (it left the trick complete with East's
    // card still in his hand, and the deal with no one able to play).
    let msg = refused(&mut g, play(West, "CJ"));
    assert!(msg.contains("already played to this trick"), "{msg}");
    let msg = refused(&mut g, play(North, "DK"));
    assert!(msg.contains("already played to this trick"), "{msg}");
    assert_eq!(g.turn(), Some(East));
    assert!(!g.legal_events().is_empty());
    run(&mut g, &[play(East, "CA")]);
    assert_eq!(hand(&g).tricks_complete(), 2);
}
