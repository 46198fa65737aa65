//! A call said again by the player who has just made it, before the next
//! player has called, in auction bridge, bridge whist and euchre: no event
//! of the laws (decisions 176-178). Each test is named after the law the
//! repetition was ruled under, or refused by, before.

mod auction_bridge_helpers;
mod repetition_helpers;

use repetition_helpers::repeated;
use tablelaw::{OptionId, Seat};

mod auction_bridge {
    use super::auction_bridge_helpers::{at, bid, elect, refused, with_deal};
    use super::*;
    use Seat::{East, North, South, West};
    use tablelaw::codes::auction_bridge::AuctionBridgeError;

    #[test]
    fn auction_bridge_law_49_a_declaration_repeated_is_no_declaration_out_of_turn() {
        let mut t = with_deal(South);
        bid(&mut t, "1S");
        let note = repeated(&mut t, at(South, "1S"));
        assert_eq!(
            note,
            "South repeats his call, one spade: the same call said again is no new call, neither an alteration (Law 52) nor a call out of turn (Laws 49, 57); nothing follows"
        );
        assert_eq!(t.turn(), Some(West));
        assert_eq!(
            t.calls().len(),
            1,
            "the repetition is no call of the auction"
        );
        bid(&mut t, "P P P");
        assert_eq!(t.final_declaration().map(|f| f.declarer), Some(South));
    }

    #[test]
    fn auction_bridge_law_49_a_pass_repeated_is_no_pass_out_of_turn() {
        let mut t = with_deal(South);
        bid(&mut t, "1S P");
        repeated(&mut t, at(West, "P"));
        assert_eq!(t.turn(), Some(North));
    }

    #[test]
    fn auction_bridge_law_57_a_double_repeated_is_no_double_out_of_turn() {
        let mut t = with_deal(South);
        bid(&mut t, "1S X");
        repeated(&mut t, at(West, "X"));
        bid(&mut t, "XX");
        repeated(&mut t, at(North, "XX"));
        assert_eq!(t.turn(), Some(East));
    }

    #[test]
    fn auction_bridge_law_50_an_insufficient_declaration_repeated_while_the_adversaries_choose() {
        let mut t = with_deal(South);
        bid(&mut t, "2H");
        t.apply(at(West, "1S")).unwrap();
        let (ruling, _) = t.pending().expect("Law 50 pending");
        let note = repeated(&mut t, at(West, "1S"));
        assert!(note.ends_with(&format!("ruling #{} still awaits its election", ruling + 1)));
        t.apply(elect(North, OptionId::Penalty)).unwrap();
        assert!(t.pending().is_none());
    }

    #[test]
    fn auction_bridge_law_45_the_final_pass_repeated_before_the_lead_is_no_call() {
        let mut t = with_deal(South);
        bid(&mut t, "1S P P P");
        let note = repeated(&mut t, at(East, "P"));
        assert!(note.contains("the call that ended the auction"), "{note}");
        let lead = t.play().unwrap().legal_plays().iter().next().unwrap();
        t.apply(tablelaw::codes::auction_bridge::AuctionBridgeEvent::Play {
            seat: West,
            card: lead,
        })
        .unwrap();
        assert_eq!(
            refused(&mut t, at(East, "P")),
            AuctionBridgeError::AuctionClosed
        );
    }

    #[test]
    fn auction_bridge_law_49_the_same_call_after_the_next_player_called_is_out_of_turn() {
        let mut t = with_deal(South);
        bid(&mut t, "1S P P");
        t.apply(at(West, "P")).unwrap();
        assert!(t.notes().is_empty());
        assert_eq!(t.rulings()[0].law.path(), "49");
    }
}

mod bridge_whist {
    use super::*;
    use Seat::{East, North, South, West};
    use tablelaw::Denomination::{Hearts, NoTrump, Spades};
    use tablelaw::codes::bridge_whist::{ClubLimit, Phase, WhistEvent, WhistSetup, WhistTable};

    const DEAL: &str = "N:KT8.A96.A95.7542 Q5.KJ52.KQ874.T8 AJ92.874.JT6.AQ3 7643.QT3.32.KJ96";

    /// South deals: West is the eldest hand, North the dealer's partner.
    fn table() -> WhistTable {
        WhistTable::with_setup(WhistSetup {
            club_limit: ClubLimit::None,
            deal: Some(DEAL.parse().unwrap()),
            ..WhistSetup::new(South)
        })
    }

    fn run(t: &mut WhistTable, events: &[WhistEvent]) {
        for e in events {
            t.apply(e.clone())
                .unwrap_or_else(|err| panic!("{e:?}: {err}"));
        }
    }

    fn make(seat: Seat, denomination: tablelaw::Denomination) -> WhistEvent {
        WhistEvent::MakeTrump { seat, denomination }
    }

    #[test]
    fn bridge_whist_49_the_dealers_declaration_repeated_is_not_altered() {
        let mut t = table();
        run(&mut t, &[make(South, Hearts)]);
        let note = repeated(&mut t, make(South, Hearts));
        assert_eq!(
            note,
            "South repeats his declaration, hearts: a declaration once made is not altered by saying it again (law 49, last sentence); nothing follows"
        );
        assert_eq!(t.phase(), Phase::Doubling);
        assert_eq!(t.turn(), Some(West));
        // Another denomination is still an alteration, ruled.
        run(&mut t, &[make(South, Spades)]);
        assert_eq!(t.rulings().len(), 1);
    }

    #[test]
    fn bridge_whist_45_the_dealers_pass_repeated_is_not_altered() {
        let mut t = table();
        run(&mut t, &[WhistEvent::PassDeclaration { seat: South }]);
        repeated(&mut t, WhistEvent::PassDeclaration { seat: South });
        assert_eq!(t.turn(), Some(North));
    }

    #[test]
    fn bridge_whist_48_the_dealers_pass_after_his_partner_is_compelled_is_ruled_each_time() {
        let mut t = table();
        run(
            &mut t,
            &[
                WhistEvent::PassDeclaration { seat: North },
                WhistEvent::Elect {
                    seat: Some(West),
                    option: OptionId::CompelDeclaration,
                },
            ],
        );
        // The dealer did not pass the declaration: his pass now is an
        // alteration, and so is the same pass said again.
        run(&mut t, &[WhistEvent::PassDeclaration { seat: South }]);
        run(&mut t, &[WhistEvent::PassDeclaration { seat: South }]);
        assert!(t.notes().is_empty());
        assert_eq!(t.rulings().len(), 3);
    }

    #[test]
    fn bridge_whist_46_the_partners_declaration_repeated_while_the_eldest_hand_chooses() {
        let mut t = table();
        run(&mut t, &[make(North, Hearts)]);
        let note = repeated(&mut t, make(North, Hearts));
        assert!(
            note.ends_with("ruling #1 still awaits its election"),
            "{note}"
        );
        run(
            &mut t,
            &[WhistEvent::Elect {
                seat: Some(West),
                option: OptionId::Accept,
            }],
        );
        assert_eq!(t.phase(), Phase::Doubling);
    }

    #[test]
    fn bridge_whist_61_satisfied_said_twice_is_not_altered() {
        let mut t = table();
        run(
            &mut t,
            &[
                make(South, NoTrump),
                WhistEvent::Double { seat: West },
                WhistEvent::Satisfied { seat: South },
            ],
        );
        let note = repeated(&mut t, WhistEvent::Satisfied { seat: South });
        assert!(note.starts_with("South repeats \"Satisfied\""), "{note}");
        assert_eq!(t.turn(), Some(North));
    }

    #[test]
    fn bridge_whist_55_a_double_repeated_is_no_double_out_of_turn() {
        let mut t = table();
        run(
            &mut t,
            &[make(South, Hearts), WhistEvent::Double { seat: West }],
        );
        repeated(&mut t, WhistEvent::Double { seat: West });
        assert_eq!(t.doubling().multiplier(), 2);
        assert_eq!(t.turn(), Some(South));
    }

    #[test]
    fn bridge_whist_51_may_i_lead_asked_twice() {
        let mut t = table();
        run(
            &mut t,
            &[make(South, Hearts), WhistEvent::MayILead { seat: West }],
        );
        repeated(&mut t, WhistEvent::MayILead { seat: West });
        assert_eq!(t.turn(), Some(East));
    }

    #[test]
    fn bridge_whist_57_yes_said_again_before_the_lead() {
        let mut t = table();
        run(
            &mut t,
            &[
                make(South, Hearts),
                WhistEvent::MayILead { seat: West },
                WhistEvent::Yes { seat: East },
            ],
        );
        assert_eq!(t.phase(), Phase::Play);
        repeated(&mut t, WhistEvent::Yes { seat: East });
        let lead = t.play().unwrap().legal_plays().iter().next().unwrap();
        run(
            &mut t,
            &[WhistEvent::Play {
                seat: West,
                card: lead,
            }],
        );
        assert!(
            t.apply(WhistEvent::Yes { seat: East }).is_err(),
            "the doubling is over"
        );
    }

    #[test]
    fn bridge_whist_49_the_declaration_said_again_after_the_eldest_hand_spoke_is_ruled() {
        let mut t = table();
        run(
            &mut t,
            &[
                make(South, Hearts),
                WhistEvent::MayILead { seat: West },
                make(South, Hearts),
            ],
        );
        assert!(t.notes().is_empty());
        assert_eq!(t.rulings().len(), 1);
    }
}

mod euchre {
    use super::*;
    use Seat::{East, North, South, West};
    use tablelaw::codes::euchre::{EuchreEvent as E, EuchreGame, EuchreSetup, Stage};
    use tablelaw::{Game, Suit};

    /// North deals; East is the eldest hand, South the second, West the
    /// third. Hearts turned.
    const DEAL: &str = "N:J.AK.KQ. 7.8.A.AK A.T7.T9. K.Q.J8.J turned H9";

    fn game(events: &[E]) -> EuchreGame {
        let mut g = EuchreGame::with_setup(EuchreSetup::new(North));
        g.apply(E::Deal(DEAL.parse().expect("deal"))).expect("deal");
        for e in events {
            g.apply(e.clone())
                .unwrap_or_else(|err| panic!("{e:?}: {err}"));
        }
        g
    }

    #[test]
    fn euchre_law_82_a_pass_repeated_is_no_pass_out_of_turn() {
        let mut g = game(&[E::pass(East)]);
        let note = repeated(&mut g, E::pass(East));
        assert_eq!(
            note,
            "East repeats his pass: the same act said again is no new act, and takes away no one's right (Laws 78, 82); nothing follows"
        );
        assert_eq!(g.turn(), Some(South));
        assert_eq!(g.hand().unwrap().making().len(), 1);
    }

    #[test]
    fn euchre_law_74_75_an_order_up_or_an_assist_repeated_is_no_event() {
        let mut g = game(&[E::OrderUp { seat: East }]);
        repeated(&mut g, E::OrderUp { seat: East });
        let mut g = game(&[E::pass(East), E::Assist { seat: South }]);
        repeated(&mut g, E::Assist { seat: South });
        assert_eq!(g.hand().unwrap().stage(), Stage::Play);
        let mut g = game(&[E::PlayAlone {
            seat: East,
            suit: None,
        }]);
        repeated(
            &mut g,
            E::PlayAlone {
                seat: East,
                suit: Some(Suit::Hearts),
            },
        );
    }

    #[test]
    fn euchre_law_78_the_suit_named_repeated_is_no_change() {
        let mut g = game(&[E::pass(East), E::pass(South), E::pass(West), E::pass(North)]);
        g.apply(E::Name {
            seat: East,
            suit: Suit::Spades,
        })
        .unwrap();
        repeated(
            &mut g,
            E::Name {
                seat: East,
                suit: Suit::Spades,
            },
        );
        assert_eq!(g.hand().unwrap().trump(), Some(Suit::Spades));
        // Another suit is a change, ruled under Law 78.
        g.apply(E::Name {
            seat: East,
            suit: Suit::Clubs,
        })
        .unwrap();
        assert_eq!(g.rulings()[0].law.path(), "78");
    }

    #[test]
    fn euchre_law_80_a_late_order_repeated_while_the_adversaries_elect() {
        let mut g = game(&[E::pass(East), E::pass(South)]);
        g.apply(E::OrderUp { seat: East }).unwrap();
        assert_eq!(
            g.pending().map(|(_, r)| r.law.path()),
            Some("80".to_owned())
        );
        let note = repeated(&mut g, E::OrderUp { seat: East });
        assert!(
            note.ends_with("ruling #1 still awaits its election"),
            "{note}"
        );
    }

    #[test]
    fn euchre_law_77_the_last_pass_repeated_after_all_passed_twice() {
        let passes: Vec<E> = [East, South, West, North, East, South, West, North]
            .into_iter()
            .map(E::pass)
            .collect();
        let mut g = game(&passes);
        assert!(g.hand().is_none(), "the deal is at an end");
        let note = repeated(&mut g, E::pass(North));
        assert!(note.contains("the deal is at an end (Law 77)"), "{note}");
        assert_eq!(g.dealer(), East);
    }

    #[test]
    fn euchre_law_82_the_same_pass_after_the_next_player_acted_is_out_of_turn() {
        let mut g = game(&[E::pass(East), E::pass(South)]);
        g.apply(E::pass(East)).unwrap();
        assert!(g.notes().is_empty());
        assert_eq!(g.rulings()[0].law.path(), "82");
    }
}
