//! The discard (Laws 86-90), the play with the bowers, the revoke
//! (Laws 54, 62-64, 71), and Laws 83-85 in the play.

use tablelaw::codes::euchre::{Discard, Stage};
use tablelaw::{CardSet, Chooser, OptionId, Side};

use super::*;

fn cards(list: &[&str]) -> CardSet {
    list.iter().map(|c| card(c)).collect()
}

/// East orders up hearts, North discards the spade knave.
fn ordered_up() -> EuchreGame {
    let mut g = game();
    run(
        &mut g,
        &[E::OrderUp { seat: East }, E::Discard { card: card("SJ") }],
    );
    g
}

#[test]
fn euchre_left_bower_is_a_trump_for_following_suit() {
    let mut g = ordered_up();
    run(&mut g, &[play(East, "DA"), play(South, "DT")]);
    // West holds DJ (the left bower, a trump) and D8: he must follow with D8.
    assert_eq!(hand(&g).legal_plays(West), cards(&["D8"]));
    run(&mut g, &[play(West, "D8"), play(North, "DQ")]);
    // A trump led: West must follow with the left bower or the queen.
    run(&mut g, &[play(East, "H8")]);
    assert_eq!(hand(&g).legal_plays(South), cards(&["HT", "H7"]));
    run(&mut g, &[play(South, "H7")]);
    assert_eq!(hand(&g).legal_plays(West), cards(&["HQ", "DJ"]));
    run(&mut g, &[play(West, "DJ"), play(North, "HA")]);
    let t = hand(&g).tricks().nth(1).unwrap();
    assert_eq!(
        t.winner,
        Some(West),
        "the left bower beats the ace of trumps"
    );
}

#[test]
fn euchre_law_83_calling_attention_before_partner_plays() {
    let mut g = ordered_up();
    run(
        &mut g,
        &[play(East, "DA"), E::CallsAttention { seat: North }],
    );
    let (_, r) = g.pending().unwrap();
    assert_eq!(r.law.to_string(), "euchre Law 83");
    assert_eq!(r.offender, Some(North));
    assert_eq!(r.chooser, Some(Chooser::Adversaries(Side::EastWest)));
    let ids: Vec<OptionId> = r.options.iter().map(|o| o.id).collect();
    assert_eq!(
        ids,
        vec![
            OptionId::Highest,
            OptionId::Lowest,
            OptionId::Win,
            OptionId::Lose
        ]
    );
    refused(&mut g, play(South, "DT"));
    run(
        &mut g,
        &[E::Elect {
            seat: Some(East),
            option: OptionId::Lowest,
        }],
    );
    assert_eq!(hand(&g).legal_plays(South), cards(&["D9"]));
    assert_eq!(hand(&g).following(South), cards(&["DT", "D9"]));
}

#[test]
fn euchre_law_83_highest_and_failure_incurs_the_penalty_of_a_revoke_law_54() {
    let mut g = ordered_up();
    run(
        &mut g,
        &[play(East, "DA"), E::CallsAttention { seat: North }],
    );
    run(
        &mut g,
        &[E::Elect {
            seat: None,
            option: OptionId::Highest,
        }],
    );
    assert_eq!(hand(&g).legal_plays(South), cards(&["DT"]));
    run(&mut g, &[play(South, "D9")]);
    assert_eq!(last_law(&g), "euchre Law 54");
    assert_eq!(hand(&g).revokes().len(), 1);
    assert!(hand(&g).required(South).is_none(), "spent");
}

#[test]
fn euchre_law_83_win_the_trick_with_a_trump_when_void() {
    let mut g = ordered_up();
    run(
        &mut g,
        &[play(East, "CA"), E::CallsAttention { seat: North }],
    );
    run(
        &mut g,
        &[E::Elect {
            seat: Some(West),
            option: OptionId::Win,
        }],
    );
    assert_eq!(hand(&g).legal_plays(South), cards(&["HT", "H7"]));
    run(&mut g, &[E::CallsAttention { seat: East }]);
    refused(
        &mut g,
        E::Elect {
            seat: Some(East),
            option: OptionId::Lose,
        },
    );
    run(
        &mut g,
        &[E::Elect {
            seat: Some(South),
            option: OptionId::Lose,
        }],
    );
    // West must follow with the club knave; it loses anyway.
    assert_eq!(hand(&g).legal_plays(South), cards(&["HT", "H7"]));
}

#[test]
fn euchre_law_83_not_after_partner_has_played() {
    let mut g = ordered_up();
    run(&mut g, &[play(East, "DA"), play(South, "DT")]);
    let msg = refused(&mut g, E::CallsAttention { seat: North });
    assert!(msg.contains("already played"), "{msg}");
    let mut g = ordered_up();
    refused(&mut g, E::CallsAttention { seat: West });
}

#[test]
fn euchre_law_85_consulting_over_the_penalty_of_law_83() {
    let mut g = ordered_up();
    run(
        &mut g,
        &[play(East, "DA"), E::CallsAttention { seat: North }],
    );
    run(
        &mut g,
        &[E::Consulted {
            side: Side::EastWest,
        }],
    );
    assert_eq!(last_law(&g), "euchre Law 85");
    assert_eq!(hand(&g).legal_plays(South), cards(&["DT", "D9"]));
}

#[test]
fn euchre_law_84_cards_placed_before_their_players() {
    let mut g = ordered_up();
    refused(&mut g, E::DemandsCardsPlaced { seat: South });
    run(
        &mut g,
        &[play(East, "DA"), E::DemandsCardsPlaced { seat: South }],
    );
    assert_eq!(last_law(&g), "euchre Law 84");
    run(&mut g, &[E::AsksWhoPlayed { seat: West }]);
    assert!(
        hand(&g)
            .rulings()
            .last()
            .unwrap()
            .text
            .contains("no right to ask")
    );
    assert!(g.pending().is_none());
}

#[test]
fn euchre_law_87_the_eldest_hand_leads_before_the_discard() {
    let mut g = game();
    run(&mut g, &[E::OrderUp { seat: East }, play(East, "CA")]);
    assert_eq!(last_law(&g), "euchre Law 87");
    run(&mut g, &[play(South, "SA"), play(West, "CJ")]);
    assert_eq!(hand(&g).discard(), Discard::Due);
    run(
        &mut g,
        &[E::Discard { card: card("DQ") }, play(North, "SJ")],
    );
    assert_eq!(hand(&g).tricks_complete(), 1);
}

#[test]
fn euchre_law_89_third_hand_alone_second_leads_before_the_discard() {
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
    assert_eq!(hand(&g).first_leader(), South);
    run(&mut g, &[play(South, "DT")]);
    let (_, r) = g.pending().unwrap();
    assert_eq!(r.law.to_string(), "euchre Law 89");
    assert_eq!(r.chooser, Some(Chooser::Seat(West)));
    refused(
        &mut g,
        E::Elect {
            seat: Some(North),
            option: OptionId::Highest,
        },
    );
    run(
        &mut g,
        &[E::Elect {
            seat: Some(West),
            option: OptionId::Highest,
        }],
    );
    run(&mut g, &[play(West, "D8"), E::Discard { card: card("SJ") }]);
    assert_eq!(hand(&g).legal_plays(North), cards(&["DK"]));
}

#[test]
fn euchre_law_90_the_dealer_plays_without_discarding() {
    let mut g = game();
    run(
        &mut g,
        &[
            E::OrderUp { seat: East },
            play(East, "CA"),
            play(South, "SA"),
            play(West, "CJ"),
        ],
    );
    run(&mut g, &[play(North, "H9")]);
    assert_eq!(last_law(&g), "euchre Law 90");
    assert_eq!(hand(&g).forfeit(), Some(Side::NorthSouth));
    assert_eq!(hand(&g).discard(), Discard::Neglected);
    refused(&mut g, E::Discard { card: card("SJ") });
    play_out(&mut g);
    let d = g.deals().last().unwrap();
    assert_eq!(d.score[0].law.law, 90);
    assert_eq!(d.score[0].side, Side::EastWest);
    assert_eq!(d.score[0].points, 2);
}

#[test]
fn euchre_law_62_a_revoke_is_recorded_and_scored_law_63() {
    let mut g = ordered_up();
    run(&mut g, &[play(East, "DA"), play(South, "SA")]);
    assert_eq!(last_law(&g), "euchre Law 62");
    assert_eq!(hand(&g).revokes()[0].seat, South);
    play_out(&mut g);
    let d = g.deals().last().unwrap();
    assert_eq!(d.score[0].law.law, 63);
    assert_eq!((d.score[0].side, d.score[0].points), (Side::EastWest, 3));
    assert!(
        d.score
            .iter()
            .all(|e| e.side == Side::EastWest || e.points == 0)
    );
}

#[test]
fn impossible_plays_leave_the_game_unchanged() {
    let mut g = ordered_up();
    refused(&mut g, play(East, "HJ"));
    refused(&mut g, play(West, "SA"));
    refused(&mut g, E::Discard { card: card("DK") });
    let msg = refused(&mut g, E::Deal(DEAL.parse().unwrap()));
    assert!(msg.contains("in progress"), "{msg}");
    assert_eq!(hand(&g).stage(), Stage::Play);
}

/// Plays the first legal card (and any discard due) to the end of the deal.
pub fn play_out(g: &mut EuchreGame) {
    while g.hand().is_some() {
        let next = g
            .legal_events()
            .into_iter()
            .find(|e| !matches!(e, E::TakeItFrom { .. } | E::DefendAlone { .. }))
            .expect("a legal event");
        g.apply(next).expect("legal");
    }
}

#[test]
fn euchre_law_58_third_hand_plays_before_the_second() {
    let mut g = ordered_up();
    run(&mut g, &[play(East, "DA"), play(West, "D8")]);
    assert_eq!(last_law(&g), "euchre Law 58");
    assert!(g.pending().is_none(), "no penalty");
    assert_eq!(g.turn(), Some(South));
    // The fourth may now play before his partner.
    run(&mut g, &[play(North, "DQ")]);
    assert_eq!(last_law(&g), "euchre Law 58");
    run(&mut g, &[play(South, "DT")]);
    let t = hand(&g).tricks().next().unwrap();
    assert_eq!(t.winner, Some(East));
    assert_eq!(g.turn(), Some(East));
}

#[test]
fn euchre_law_59_fourth_hand_plays_before_his_partner() {
    let mut g = ordered_up();
    run(&mut g, &[play(East, "CA"), play(North, "DK")]);
    let (_, r) = g.pending().unwrap();
    assert_eq!(r.law.to_string(), "euchre Law 59");
    assert_eq!(r.chooser, Some(Chooser::Adversaries(Side::EastWest)));
    let ids: Vec<OptionId> = r.options.iter().map(|o| o.id).collect();
    assert_eq!(ids, vec![OptionId::Win, OptionId::Lose]);
    refused(
        &mut g,
        E::Elect {
            seat: None,
            option: OptionId::Highest,
        },
    );
    run(
        &mut g,
        &[E::Elect {
            seat: Some(West),
            option: OptionId::Win,
        }],
    );
    assert_eq!(hand(&g).legal_plays(South), cards(&["HT", "H7"]));
}

#[test]
fn euchre_law_100_partner_plays_upon_the_first_lead_plays_with_partner() {
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
    run(
        &mut g,
        &[E::Discard { card: card("SJ") }, play(South, "DT")],
    );
    // East, the lone player's partner, plays upon the first lead.
    run(&mut g, &[play(East, "DA")]);
    let (_, r) = g.pending().unwrap();
    assert_eq!(r.law.to_string(), "euchre Law 100");
    assert_eq!(r.chooser, Some(Chooser::Adversaries(Side::NorthSouth)));
    run(
        &mut g,
        &[E::Elect {
            seat: Some(North),
            option: OptionId::WithPartner,
        }],
    );
    assert_eq!(hand(&g).lone_hand(), None);
    assert_eq!(hand(&g).active_players(), 4);
    run(&mut g, &[play(West, "D8"), play(North, "DQ")]);
    assert_eq!(hand(&g).tricks().next().unwrap().winner, Some(East));
}

#[test]
fn euchre_law_100_the_adversaries_elect_that_he_play_alone_law_102_march_scores_two() {
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
    run(
        &mut g,
        &[
            E::Discard { card: card("SJ") },
            play(South, "DT"),
            play(East, "DA"),
        ],
    );
    run(
        &mut g,
        &[E::Elect {
            seat: None,
            option: OptionId::PlayAlone,
        }],
    );
    let h = hand(&g);
    assert_eq!(h.lone_hand(), Some(West));
    assert!(h.partner_exposed());
    assert!(h.hand(East).contains(card("DA")), "the card goes back");
    assert_eq!(g.turn(), Some(West));
}

#[test]
fn euchre_law_86_the_dealer_discards_at_once_and_once_quitted_cannot_change() {
    let mut g = game();
    run(&mut g, &[E::OrderUp { seat: East }]);
    let h = hand(&g);
    assert_eq!(h.discard(), Discard::Due);
    assert_eq!(h.hand(North).len(), 6, "the trump card taken up");
    assert!(h.hand(North).contains(card("H9")));
    assert_eq!(
        g.legal_events()
            .iter()
            .filter(|e| matches!(e, E::Discard { .. }))
            .count(),
        5,
        "any card but the trump card"
    );
    run(&mut g, &[E::Discard { card: card("SJ") }]);
    let h = hand(&g);
    assert_eq!(h.discard(), Discard::Done(card("SJ")));
    assert_eq!(h.hand(North).len(), 5);
    // Placed under the pack and quitted: he cannot change.
    refused(&mut g, E::Discard { card: card("DQ") });
    assert_eq!(g.turn(), Some(East), "the eldest hand leads");
}

#[test]
fn euchre_law_88_the_trump_card_cannot_be_discarded() {
    let mut g = game();
    run(&mut g, &[E::OrderUp { seat: East }]);
    let msg = refused(&mut g, E::Discard { card: card("H9") });
    assert!(msg.contains("Law 88"), "{msg}");
    assert_eq!(hand(&g).discard(), Discard::Due);
    assert!(!g.legal_events().contains(&E::Discard { card: card("H9") }));
}
