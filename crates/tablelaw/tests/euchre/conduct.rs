//! Laws 47, 51 and 95: winning cards led without waiting for the partner,
//! a card detached from the hand and named, the exposure that forbids a
//! lone hand.

use tablelaw::{CardSet, Chooser, OptionId, Side};

use super::*;

fn cards(list: &[&str]) -> CardSet {
    list.iter().map(|c| card(c)).collect()
}

/// East, the eldest hand, orders up hearts; North discards the spade jack.
fn ordered_up() -> EuchreGame {
    let mut g = game();
    run(
        &mut g,
        &[E::OrderUp { seat: East }, E::Discard { card: card("SJ") }],
    );
    g
}

#[test]
fn euchre_law_47_a_winning_card_led_again_before_partner_plays_he_may_be_called_on_to_win() {
    let mut g = ordered_up();
    // East leads the eight of trumps, South plays the seven: East's card
    // wins; East plays again before West, his partner.
    run(
        &mut g,
        &[play(East, "H8"), play(South, "H7"), play(East, "CA")],
    );
    let (_, r) = g.pending().unwrap();
    assert_eq!(r.law.to_string(), "euchre Law 47");
    assert_eq!(r.chooser, Some(Chooser::Adversaries(Side::NorthSouth)));
    let ids: Vec<OptionId> = r.options.iter().map(|o| o.id).collect();
    assert_eq!(ids, vec![OptionId::Win, OptionId::NoPenalty]);
    assert_eq!(hand(&g).exposed(East), cards(&["CA"]), "Law 46 I");
    run(
        &mut g,
        &[E::Elect {
            seat: Some(North),
            option: OptionId::Win,
        }],
    );
    // West must win if he can: the queen or the left bower.
    assert_eq!(hand(&g).legal_plays(West), cards(&["HQ", "DJ"]));
}

#[test]
fn euchre_law_47_not_when_the_card_led_is_beaten() {
    let mut g = ordered_up();
    // South's ten of trumps beats East's eight: Law 46 I only.
    run(
        &mut g,
        &[play(East, "H8"), play(South, "HT"), play(East, "CA")],
    );
    assert!(g.pending().is_none());
    assert_eq!(last_law(&g), "euchre Law 46(I)");
}

#[test]
fn euchre_law_51_a_detached_card_named_right_is_liable_to_be_called() {
    let mut g = ordered_up();
    run(
        &mut g,
        &[E::NamesCard {
            seat: South,
            owner: West,
            card: card("HQ"),
        }],
    );
    assert_eq!(last_law(&g), "euchre Law 51");
    assert_eq!(hand(&g).exposed(West), cards(&["HQ"]));
    // Only an adversary names it.
    refused(
        &mut g,
        E::NamesCard {
            seat: East,
            owner: West,
            card: card("DJ"),
        },
    );
}

#[test]
fn euchre_law_51_a_wrong_card_named_a_suit_is_called_at_the_namers_next_lead() {
    let mut g = ordered_up();
    // East names a card North does not hold.
    run(
        &mut g,
        &[E::NamesCard {
            seat: East,
            owner: North,
            card: card("CJ"),
        }],
    );
    assert_eq!(last_law(&g), "euchre Law 51");
    assert!(hand(&g).exposed(North).is_empty());
    // East is to lead: the adversaries call diamonds from him.
    run(
        &mut g,
        &[E::CallsSuit {
            seat: South,
            suit: Suit::Diamonds,
        }],
    );
    assert_eq!(hand(&g).legal_plays(East), cards(&["DA"]));
}

#[test]
fn euchre_law_95_a_card_exposed_before_the_declaration_forbids_playing_alone() {
    let mut g = game();
    run(
        &mut g,
        &[
            E::Exposes {
                seat: East,
                card: card("S7"),
                below_table: false,
            },
            E::PlayAlone {
                seat: East,
                suit: None,
            },
        ],
    );
    assert_eq!(last_law(&g), "euchre Law 95");
    let h = hand(&g);
    assert_eq!(h.lone_hand(), None);
    assert_eq!(
        h.maker(),
        Some(East),
        "the trump stands made, with his partner"
    );
}

#[test]
fn euchre_law_95_nor_taking_it_from_his_partner() {
    let mut g = game();
    run(
        &mut g,
        &[
            E::OrderUp { seat: East },
            E::Exposes {
                seat: West,
                card: card("SK"),
                below_table: false,
            },
            E::TakeItFrom { seat: West },
        ],
    );
    assert_eq!(last_law(&g), "euchre Law 95");
    assert_eq!(hand(&g).lone_hand(), None);
}

#[test]
fn euchre_law_35_a_card_of_the_dealers_side_exposed_in_dealing_the_adversaries_claim_a_new_deal() {
    let mut g = game();
    run(
        &mut g,
        &[E::ExposedInDealing {
            seat: South,
            touched: false,
        }],
    );
    let (_, r) = g.pending().unwrap();
    assert_eq!(r.law.to_string(), "euchre Law 35");
    assert_eq!(r.chooser, Some(Chooser::Adversaries(Side::EastWest)));
    let ids: Vec<OptionId> = r.options.iter().map(|o| o.id).collect();
    assert_eq!(ids, vec![OptionId::NewDeal, OptionId::Accept]);
    run(
        &mut g,
        &[E::Elect {
            seat: Some(West),
            option: OptionId::NewDeal,
        }],
    );
    assert!(g.hand().is_none(), "the deal is ended");
    let rec = g.deals().last().unwrap();
    assert_eq!(rec.dealer, North);
    assert_eq!(last_law(&g), "euchre Law 35");
    assert_eq!(g.state().dealer, North, "the same dealer deals again");
}

#[test]
fn euchre_law_35_an_adversarys_card_gives_the_claim_to_the_dealer_and_without_it_cannot_be_called()
{
    let mut g = game();
    run(
        &mut g,
        &[E::ExposedInDealing {
            seat: East,
            touched: false,
        }],
    );
    let (_, r) = g.pending().unwrap();
    assert_eq!(r.chooser, Some(Chooser::Adversaries(Side::NorthSouth)));
    run(
        &mut g,
        &[E::Elect {
            seat: Some(North),
            option: OptionId::Accept,
        }],
    );
    assert!(hand(&g).exposed(East).is_empty(), "cannot be called");
    assert_eq!(g.turn(), Some(East), "the making begins");
}

#[test]
fn euchre_law_36_the_claimants_who_touched_the_cards_first_cannot_claim() {
    let mut g = game();
    run(
        &mut g,
        &[E::ExposedInDealing {
            seat: North,
            touched: true,
        }],
    );
    assert!(g.pending().is_none());
    assert_eq!(last_law(&g), "euchre Law 35");
    assert!(hand(&g).rulings().last().unwrap().text.contains("Law 36"));
}

#[test]
fn euchre_law_37_the_trump_card_turned_the_claim_is_not_lost_but_once_declared_it_is() {
    let mut g = game();
    // The deal is written with its trump card turned: the claim is open.
    run(
        &mut g,
        &[E::ExposedInDealing {
            seat: South,
            touched: false,
        }],
    );
    assert!(g.pending().unwrap().1.text.contains("Law 37"));
    let mut g = game();
    run(&mut g, &[pass(East)]);
    refused(
        &mut g,
        E::ExposedInDealing {
            seat: South,
            touched: false,
        },
    );
}

#[test]
fn euchre_law_38_a_deal_with_the_adversaries_cards() {
    // The trump card turned: the deal is good.
    let mut g = game();
    run(&mut g, &[E::DealtWithOtherPack { seat: North }]);
    assert_eq!(last_law(&g), "euchre Law 38");
    assert!(g.hand().is_some());
    refused(&mut g, E::DealtWithOtherPack { seat: East });
    // Not turned: a new deal is claimed, by the same dealer.
    let mut g = EuchreGame::with_setup(EuchreSetup::with_options(North, EuchreOptions::default()));
    refused(&mut g, E::DealtWithOtherPack { seat: East });
    run(&mut g, &[E::DealtWithOtherPack { seat: North }]);
    assert_eq!(last_law(&g), "euchre Law 38");
    assert_eq!(g.state().dealer, North);
    run(&mut g, &[E::Deal(DEAL.parse().unwrap())]);
}

#[test]
fn euchre_law_60_a_card_omitted_from_a_former_trick_the_adversaries_claim_a_new_deal() {
    let mut g = ordered_up();
    // Before any trick is turned there is no former trick.
    refused(&mut g, E::OmittedToPlay { seat: South });
    run(
        &mut g,
        &[
            play(East, "H8"),
            play(South, "H7"),
            play(West, "HQ"),
            play(North, "HA"),
        ],
    );
    run(&mut g, &[E::OmittedToPlay { seat: South }]);
    let (_, r) = g.pending().unwrap();
    assert_eq!(r.law.to_string(), "euchre Law 60");
    assert_eq!(r.chooser, Some(Chooser::Adversaries(Side::EastWest)));
    let ids: Vec<OptionId> = r.options.iter().map(|o| o.id).collect();
    assert_eq!(ids, vec![OptionId::NewDeal, OptionId::Accept]);
    run(
        &mut g,
        &[E::Elect {
            seat: Some(East),
            option: OptionId::NewDeal,
        }],
    );
    assert!(g.hand().is_none());
    assert_eq!(last_law(&g), "euchre Law 60");
    assert_eq!(g.state().dealer, North, "the same dealer");
}

#[test]
fn euchre_law_60_the_deal_stands_and_play_goes_on() {
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
    run(
        &mut g,
        &[
            E::OmittedToPlay { seat: West },
            E::Elect {
                seat: Some(North),
                option: OptionId::Accept,
            },
        ],
    );
    assert!(g.pending().is_none());
    assert_eq!(g.turn(), Some(North));
}

#[test]
fn euchre_law_61_two_cards_to_one_trick_the_card_restored_and_his_revokes_meanwhile_listed() {
    let mut g = ordered_up();
    let surplus = |seat, trick, c: &str| E::SurplusCard {
        seat,
        trick,
        card: card(c),
    };
    // Before any trick is turned.
    refused(&mut g, surplus(West, 0, "DJ"));
    run(
        &mut g,
        &[
            play(East, "H8"),
            play(South, "H7"),
            play(West, "HQ"),
            play(North, "HA"),
        ],
    );
    // The card restored is one he still holds.
    refused(&mut g, surplus(West, 0, "HQ"));
    assert!(refused(&mut g, surplus(West, 1, "DJ")).contains("trick 2 has not been"));
    // Trick 2: West, holding the left bower, renounces trumps (Law 62).
    run(
        &mut g,
        &[
            play(North, "HK"),
            play(East, "S7"),
            play(South, "HT"),
            play(West, "D8"),
        ],
    );
    run(&mut g, &[surplus(West, 1, "DJ")]);
    let r = hand(&g).rulings().last().unwrap();
    assert_eq!(r.law.to_string(), "euchre Law 61");
    assert!(r.options.is_empty(), "the law gives no election");
    assert!(
        r.text.contains("DJ restored to West") && r.text.contains("D8 in trick 2 (euchre Law 62)"),
        "{}",
        r.text
    );
    assert!(g.pending().is_none());
    // His side's revoke is scored by Law 63 as before.
    assert_eq!(hand(&g).revokes().len(), 1);
}

#[test]
fn euchre_law_61_not_for_the_partner_of_a_lone_player() {
    let mut g = game();
    run(
        &mut g,
        &[
            E::PlayAlone {
                seat: East,
                suit: None,
            },
            E::Discard { card: card("SJ") },
            play(East, "H8"),
            play(South, "H7"),
            play(North, "HA"),
        ],
    );
    let err = refused(
        &mut g,
        E::SurplusCard {
            seat: West,
            trick: 0,
            card: card("HQ"),
        },
    );
    assert!(err.contains("Law 101"), "{err}");
    run(
        &mut g,
        &[E::SurplusCard {
            seat: East,
            trick: 0,
            card: card("S7"),
        }],
    );
    assert_eq!(last_law(&g), "euchre Law 61");
}
