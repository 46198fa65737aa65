//! Laws 46 I, 52-59, 104 and 105: a second card to a trick, a lead out of
//! turn, cards liable to be called, cards played before their turn, and
//! out of turn in a lone hand.

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
fn euchre_law_46_i_a_second_card_to_the_same_trick_is_an_exposed_card() {
    let mut g = ordered_up();
    run(&mut g, &[play(East, "H8"), play(East, "CA")]);
    assert_eq!(last_law(&g), "euchre Law 46(I)");
    assert_eq!(hand(&g).exposed(East), cards(&["CA"]));
    assert!(
        hand(&g).hand(East).contains(card("CA")),
        "left on the table, his"
    );
    assert_eq!(g.turn(), Some(South), "the trick goes on");
    // The adversaries call it (Law 56): East plays it when he can.
    refused(
        &mut g,
        E::CallsCard {
            seat: West,
            card: card("CA"),
        },
    );
    run(
        &mut g,
        &[
            E::CallsCard {
                seat: South,
                card: card("CA"),
            },
            play(South, "H7"),
            play(West, "HQ"),
            play(North, "HA"),
            play(North, "DK"),
            play(East, "DA"),
        ],
    );
    assert_eq!(hand(&g).tricks_complete(), 1);
    // North led DK: East follows suit rather than play the called club (Law 55).
    assert!(hand(&g).exposed(East).contains(card("CA")));
}

#[test]
fn euchre_law_46_i_the_lone_players_second_card_is_no_penalty_law_104() {
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
    // West has played to the lone hand's lead: his second card is an
    // exposed card (46 I), not another play out of turn.
    run(&mut g, &[play(West, "CJ")]);
    assert_eq!(last_law(&g), "euchre Law 46(I)");
    run(&mut g, &[play(North, "DK")]);
    assert_eq!(last_law(&g), "euchre Law 104");
    assert!(hand(&g).exposed(North).is_empty());
    assert!(hand(&g).hand(North).contains(card("DK")));
    assert_eq!(g.turn(), Some(East));
    run(&mut g, &[play(East, "CA")]);
    assert_eq!(hand(&g).tricks_complete(), 2);
}

#[test]
fn euchre_law_53_the_other_three_follow_the_false_lead_the_trick_is_complete() {
    let mut g = ordered_up();
    run(&mut g, &[play(South, "SA")]);
    assert_eq!(g.pending().unwrap().1.law.to_string(), "euchre Law 52");
    // Only the next in rotation from the false lead may follow it.
    refused(&mut g, play(East, "S7"));
    run(
        &mut g,
        &[play(West, "SK"), play(North, "DK"), play(East, "S7")],
    );
    assert_eq!(last_law(&g), "euchre Law 53");
    assert!(g.pending().is_none(), "the error cannot be rectified");
    assert_eq!(hand(&g).tricks_complete(), 1);
    let t = hand(&g).tricks().next().unwrap();
    assert_eq!(t.leader, South);
    assert_eq!(t.winner, Some(South));
    assert!(hand(&g).exposed(South).is_empty(), "no penalty");
    assert_eq!(g.turn(), Some(South));
    let r52 = &hand(&g).rulings()[0];
    assert_eq!(r52.chosen, None);
}

#[test]
fn euchre_law_53_the_second_and_third_take_back_their_cards() {
    let mut g = ordered_up();
    run(
        &mut g,
        &[
            play(South, "SA"),
            play(West, "SK"),
            play(North, "DK"),
            E::Elect {
                seat: Some(West),
                option: OptionId::CallSuit,
            },
        ],
    );
    assert!(hand(&g).hand(West).contains(card("SK")));
    assert!(hand(&g).hand(North).contains(card("DK")));
    assert!(hand(&g).hand(South).contains(card("SA")));
    assert!(hand(&g).exposed(West).is_empty(), "no penalty on West");
    assert!(hand(&g).exposed(North).is_empty(), "nor on North");
    assert!(!hand(&g).lead_made());
    assert_eq!(g.turn(), Some(East), "the lead is East's");
    let r = &hand(&g).rulings()[0];
    assert_eq!(r.chosen, Some(OptionId::CallSuit));
    assert!(
        r.notes.iter().any(|n| n.contains("Law 53")),
        "{:?}",
        r.notes
    );
}

#[test]
fn euchre_law_59_the_fourth_before_the_third_after_the_second_has_played() {
    let mut g = ordered_up();
    run(
        &mut g,
        &[play(East, "H8"), play(South, "H7"), play(North, "HA")],
    );
    assert_eq!(last_law(&g), "euchre Law 59");
    assert!(g.pending().is_none(), "Law 59's call cannot reach South");
    assert_eq!(g.turn(), Some(West));
    run(&mut g, &[play(West, "HQ")]);
    assert_eq!(hand(&g).tricks().next().unwrap().winner, Some(North));
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

#[test]
fn euchre_law_104_the_lone_player_leads_out_of_turn_the_card_is_exposed() {
    let mut g = north_alone();
    run(&mut g, &[play(North, "HA")]);
    assert_eq!(last_law(&g), "euchre Law 104");
    assert!(
        g.pending().is_none(),
        "no call of a suit against a lone hand"
    );
    assert_eq!(hand(&g).exposed(North), cards(&["HA"]));
    assert_eq!(g.turn(), Some(East));
    run(
        &mut g,
        &[
            E::CallsCard {
                seat: East,
                card: card("HA"),
            },
            play(East, "H8"),
            play(West, "HQ"),
        ],
    );
    assert_eq!(hand(&g).legal_plays(North), cards(&["HA"]));
}

#[test]
fn euchre_law_104_the_lone_player_plays_before_his_turn_without_penalty() {
    let mut g = north_alone();
    run(&mut g, &[play(East, "H8"), play(North, "HA")]);
    assert_eq!(last_law(&g), "euchre Law 104");
    assert!(hand(&g).exposed(North).is_empty());
    assert!(hand(&g).hand(North).contains(card("HA")));
    assert_eq!(g.turn(), Some(West));
}

#[test]
fn euchre_law_105_reaches_only_the_lone_hands_lead() {
    let mut g = north_alone();
    run(
        &mut g,
        &[play(East, "S7"), play(West, "SK"), play(North, "DK")],
    );
    assert_eq!(g.turn(), Some(West), "West's king won");
    run(&mut g, &[play(West, "CJ"), play(East, "CA")]);
    assert_eq!(last_law(&g), "euchre Law 105");
    assert!(hand(&g).exposed(West).is_empty(), "no hand laid down");
    assert_eq!(g.turn(), Some(North));
    run(&mut g, &[play(North, "HK")]);
    assert_eq!(hand(&g).tricks().nth(1).unwrap().winner, Some(North));
}

#[test]
fn euchre_law_55_a_called_card_is_not_played_when_it_would_oblige_him_to_revoke() {
    let mut g = ordered_up();
    // South shows the ten of trumps; East leads a diamond and West calls it.
    run(
        &mut g,
        &[
            E::Exposes {
                seat: South,
                card: card("HT"),
                below_table: false,
            },
            play(East, "DA"),
            E::CallsCard {
                seat: West,
                card: card("HT"),
            },
        ],
    );
    // South holds diamonds: he follows suit and is not made to revoke.
    assert_eq!(hand(&g).legal_plays(South), cards(&["DT", "D9"]));
    run(&mut g, &[play(South, "D9")]);
    assert!(hand(&g).revokes().is_empty(), "following suit is no revoke");
    assert_eq!(hand(&g).exposed(South), cards(&["HT"]), "still exposed");
}

#[test]
fn euchre_law_56_the_call_for_an_exposed_card_can_be_repeated_until_it_is_played() {
    let mut g = ordered_up();
    run(
        &mut g,
        &[
            E::Exposes {
                seat: South,
                card: card("HT"),
                below_table: false,
            },
            play(East, "DA"),
            E::CallsCard {
                seat: West,
                card: card("HT"),
            },
            play(South, "D9"),
            play(West, "D8"),
            play(North, "DQ"),
        ],
    );
    // East's ace won; he leads a trump: the call is repeated.
    run(
        &mut g,
        &[
            play(East, "H8"),
            E::CallsCard {
                seat: West,
                card: card("HT"),
            },
        ],
    );
    assert_eq!(last_law(&g), "euchre Law 56");
    assert_eq!(hand(&g).legal_plays(South), cards(&["HT"]));
    run(&mut g, &[play(South, "HT")]);
    assert!(
        hand(&g).exposed(South).is_empty(),
        "played: no longer exposed"
    );
    // Once played, it cannot be called again.
    refused(
        &mut g,
        E::CallsCard {
            seat: East,
            card: card("HT"),
        },
    );
}
