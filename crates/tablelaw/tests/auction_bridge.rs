//! Auction Bridge, the Whist Club of New York's 1912 laws: declaring
//! (Laws 4, 42-46), irregularities of the auction (49, 50, 52, 54, 57) and
//! doubling (53-56). The play with a called lead (51) and the score (Laws
//! 1-11, 47, 48) are in `auction_bridge_score.rs`.

use tablelaw::codes::auction_bridge::{
    AuctionBridgeError, AuctionBridgeEvent as E, AuctionBridgeOptions, AuctionBridgeSetup,
    AuctionBridgeTable, AuctionCall, AuctionDenomination, CallStatus, Declaration, Outcome,
};
use tablelaw::{Chooser, Doubling, OptionId, PenaltyStatus, Seat, Side, Suit};

use Seat::{East, North, South, West};

mod auction_bridge_helpers;
use auction_bridge_helpers::*;

#[test]
fn auction_bridge_law_4_trick_values_of_the_six_denominations() {
    let values: Vec<u16> = AuctionDenomination::ALL
        .iter()
        .map(|d| d.trick_value())
        .collect();
    assert_eq!(values, [2, 6, 7, 8, 9, 10]);
    assert_eq!(AuctionDenomination::RoyalSpades.trump(), Some(Suit::Spades));
    assert_eq!(AuctionDenomination::NoTrumps.trump(), None);
}

#[test]
fn auction_bridge_law_44_every_pair_of_declarations_is_ranked_by_value_then_tricks() {
    // An independent table of Law 4's values, by the denomination's letter.
    let value = |d: Declaration| {
        let per = match d.denomination.short() {
            "S" => 2,
            "C" => 6,
            "D" => 7,
            "H" => 8,
            "R" => 9,
            _ => 10,
        };
        u16::from(d.odd_tricks) * per
    };
    let all: Vec<Declaration> = (1..=7)
        .flat_map(|n| ["S", "C", "D", "H", "R", "NT"].map(|d| decl(&format!("{n}{d}"))))
        .collect();
    assert_eq!(all.len(), 42);
    assert_eq!(Declaration::all().count(), 42);
    // Lowest first, every possible declaration once.
    let mut ranked = all.clone();
    ranked.sort();
    assert_eq!(Declaration::all().collect::<Vec<_>>(), ranked);
    let mut pairs = 0;
    for &a in &all {
        assert_eq!(a.value(), value(a));
        for &b in &all {
            let expected =
                value(a) > value(b) || (value(a) == value(b) && a.odd_tricks > b.odd_tricks);
            assert_eq!(a.is_higher_than(b), expected, "{a} over {b}");
            // A strict total order: of two different declarations exactly one is higher.
            if a != b {
                assert!(a.is_higher_than(b) ^ b.is_higher_than(a), "{a} vs {b}");
            } else {
                assert!(!a.is_higher_than(b));
            }
            pairs += 1;
        }
    }
    assert_eq!(pairs, 42 * 42);
    // Law 44's example, and Law 53's.
    assert!(decl("3S").is_higher_than(decl("1C")));
    assert!(decl("3C").is_higher_than(decl("2R")));
    // The legal declarations over a declaration are exactly those ranked higher.
    let mut t = AuctionBridgeTable::with_setup(AuctionBridgeSetup::new(North));
    bid(&mut t, "2D");
    let legal: Vec<Declaration> = t
        .legal_calls()
        .iter()
        .filter_map(|c| c.declaration())
        .collect();
    assert_eq!(
        legal.len(),
        all.iter().filter(|d| d.is_higher_than(decl("2D"))).count()
    );
    assert!(legal.contains(&decl("7S")) && legal.contains(&decl("2H")));
    assert!(!legal.contains(&decl("1NT")), "10 < 14");
}

#[test]
fn auction_bridge_law_42_the_dealer_must_declare_his_pass_is_of_no_effect() {
    let mut t = AuctionBridgeTable::with_setup(AuctionBridgeSetup::new(South));
    assert!(!t.legal_calls().contains(&AuctionCall::Pass));
    t.apply(at(South, "P")).unwrap();
    let r = t.rulings().last().unwrap();
    assert_eq!(r.law.to_string(), "auction-bridge Law 42");
    assert_eq!(r.offender, Some(South));
    assert!(r.options.is_empty());
    assert_eq!(t.calls()[0].status, CallStatus::Void);
    assert_eq!(t.turn(), Some(South), "the dealer still declares");
    bid(&mut t, "1S P P P");
    assert_eq!(final_of(&t).declarer, South);
}

#[test]
fn auction_bridge_law_43_each_in_turn_may_pass_declare_higher_double_or_redouble() {
    let mut t = AuctionBridgeTable::with_setup(AuctionBridgeSetup::new(North));
    bid(&mut t, "1H");
    let legal = t.legal_calls();
    assert!(legal.contains(&AuctionCall::Pass) && legal.contains(&AuctionCall::Double));
    assert!(!legal.contains(&AuctionCall::Redouble));
    bid(&mut t, "X");
    assert!(
        t.legal_calls().contains(&AuctionCall::Redouble),
        "South redoubles partner's doubled declaration (Law 54)"
    );
    bid(&mut t, "XX");
    assert_eq!(t.doubling(), Doubling::Redoubled);
    assert!(!t.legal_calls().contains(&AuctionCall::Double));
    bid(&mut t, "P P P");
    let f = final_of(&t);
    assert_eq!(
        (f.declaration, f.doubling, f.declarer),
        (decl("1H"), Doubling::Redoubled, North)
    );
}

#[test]
fn auction_bridge_law_45_overbid_partner_and_adversary_but_not_own_declaration_passed_by_three() {
    let mut t = AuctionBridgeTable::with_setup(AuctionBridgeSetup::new(North));
    // South overbids his partner; each side overbids the other again.
    bid(&mut t, "1C 1D 1H P 2C 2D 2H P P P");
    assert!(t.is_closed());
    let err = refused(&mut t, at(North, "3H"));
    assert_eq!(err, AuctionBridgeError::AuctionClosed);
    assert_eq!(final_of(&t).declaration, decl("2H"));
}

#[test]
fn auction_bridge_law_46_case_7_partner_who_first_named_the_suit_plays_the_hand() {
    // The Card Committee's Case 7, round by round.
    let mut t = AuctionBridgeTable::with_setup(AuctionBridgeSetup::new(North));
    bid(&mut t, "1C 1D P P 1H P P 2D 2H X 3C P P P");
    let f = final_of(&t);
    assert_eq!(f.declaration, decl("3C"));
    assert_eq!(f.made_by, South);
    assert_eq!(f.declarer, North, "North first bid clubs");
    assert_eq!(f.dummy(), South);
    assert_eq!(
        f.doubling,
        Doubling::Undoubled,
        "a new declaration ends the double"
    );
    assert_eq!(f.contract().opening_leader(), East, "Law 58");
}

#[test]
fn auction_bridge_law_46_spades_and_royal_spades_are_different_unless_the_option_says_one_suit() {
    let calls = "1S P 1R P P P";
    let mut t = AuctionBridgeTable::with_setup(AuctionBridgeSetup::new(North));
    bid(&mut t, calls);
    assert_eq!(final_of(&t).declarer, South, "royals first named by South");
    let mut t = AuctionBridgeTable::with_setup(AuctionBridgeSetup {
        dealer: North,
        deal: None,
        options: AuctionBridgeOptions {
            spades_and_royals_one_suit: true,
        },
    });
    bid(&mut t, calls);
    assert_eq!(
        final_of(&t).declarer,
        North,
        "the literal reading: one trump suit"
    );
}

#[test]
fn auction_bridge_law_49_declaration_out_of_turn_either_adversary_may_demand_a_new_deal() {
    let mut t = AuctionBridgeTable::with_setup(AuctionBridgeSetup::new(North));
    t.apply(at(East, "1H")).unwrap();
    let (_, r) = t.pending().unwrap();
    assert_eq!(r.law.to_string(), "auction-bridge Law 49");
    assert_eq!(r.offender, Some(East));
    assert_eq!(r.chooser, Some(Chooser::Adversaries(Side::NorthSouth)));
    let ids: Vec<OptionId> = r.options.iter().map(|o| o.id).collect();
    assert_eq!(ids, [OptionId::NewDeal, OptionId::Accept]);
    // An adversary of North-South cannot choose; anything else waits.
    assert!(matches!(
        refused(&mut t, elect(West, OptionId::NewDeal)),
        AuctionBridgeError::NotChooser { .. }
    ));
    assert!(matches!(
        refused(&mut t, at(North, "1S")),
        AuctionBridgeError::RulingPending { .. }
    ));
    t.apply(elect(South, OptionId::NewDeal)).unwrap();
    assert_eq!(
        t.outcome(),
        Some(&Outcome::NewDeal {
            law: t.rulings()[0].law
        })
    );
    assert!(matches!(
        refused(&mut t, at(North, "1S")),
        AuctionBridgeError::NewDeal { .. }
    ));
}

#[test]
fn auction_bridge_law_49_declaration_out_of_turn_let_stand_bidding_continues_as_if_in_order() {
    let mut t = AuctionBridgeTable::with_setup(AuctionBridgeSetup::new(North));
    bid(&mut t, "1C");
    t.apply(at(South, "1D")).unwrap(); // East's turn
    t.apply(elect(West, OptionId::Accept)).unwrap();
    assert_eq!(t.calls()[1].status, CallStatus::Stands);
    assert_eq!(t.turn(), Some(West), "the offender's LHO calls next");
    bid(&mut t, "P P P");
    assert_eq!(final_of(&t).declarer, South);
}

#[test]
fn auction_bridge_law_49_the_offenders_lho_calling_lets_the_declaration_stand() {
    let mut t = AuctionBridgeTable::with_setup(AuctionBridgeSetup::new(North));
    t.apply(at(West, "1NT")).unwrap();
    assert_eq!(t.turn(), Some(North));
    t.apply(at(North, "2H")).unwrap();
    assert!(t.pending().is_none());
    assert_eq!(t.rulings()[0].chosen, None);
    assert!(!t.rulings()[0].is_open());
    assert_eq!(t.last_declaration(), Some((decl("2H"), North)));
}

#[test]
fn auction_bridge_law_49_a_pass_out_of_turn_has_no_penalty() {
    let mut t = AuctionBridgeTable::with_setup(AuctionBridgeSetup::new(North));
    bid(&mut t, "1C");
    t.apply(at(South, "P")).unwrap();
    let r = t.rulings().last().unwrap();
    assert_eq!(r.law.law, 49);
    assert!(r.chooser.is_none());
    assert_eq!(t.calls()[1].status, CallStatus::Void);
    assert_eq!(t.turn(), Some(East));
}

#[test]
fn auction_bridge_law_50_insufficient_declaration_penalized_made_sufficient_and_partner_debarred() {
    // Case 2: A (North) two hearts, Y (East) two diamonds; B demands.
    let mut t = AuctionBridgeTable::with_setup(AuctionBridgeSetup::new(North));
    bid(&mut t, "2H");
    t.apply(at(East, "2D")).unwrap();
    let (ri, r) = t.pending().unwrap();
    assert_eq!(r.law.to_string(), "auction-bridge Law 50");
    assert_eq!(r.chooser, Some(Chooser::Adversaries(Side::NorthSouth)));
    assert_eq!(
        r.options.iter().map(|o| o.id).collect::<Vec<_>>(),
        [OptionId::Penalty, OptionId::Accept]
    );
    assert_eq!(t.turn(), Some(South));
    t.apply(elect(South, OptionId::Penalty)).unwrap();
    assert_eq!(t.last_declaration(), Some((decl("3D"), East)));
    assert_eq!(
        t.calls()[1].status,
        CallStatus::StandsAs { call: call("3D") }
    );
    assert!(t.is_debarred(West));
    assert_eq!(t.debarments()[0].ruling, ri);
    // Case 2's claim: Z (West) has no right to bid.
    bid(&mut t, "P");
    assert!(t.legal_calls().iter().all(|c| c.declaration().is_none()));
    t.apply(at(West, "3NT")).unwrap();
    let r = t.rulings().last().unwrap();
    assert_eq!((r.law.law, r.offender), (50, Some(West)));
    assert_eq!(t.calls()[3].status, CallStatus::Void);
    assert_eq!(t.turn(), Some(West), "he calls again");
    // He may still double nothing here (his side's declaration), but pass.
    bid(&mut t, "P");
    // North bids: an adversary of West's bid lifts the debarment.
    bid(&mut t, "3H");
    assert!(!t.is_debarred(West));
    assert_eq!(t.debarments()[0].status, PenaltyStatus::Lapsed);
    bid(&mut t, "P P 4D P P P");
    assert_eq!(final_of(&t).declarer, East);
}

#[test]
fn auction_bridge_law_50_insufficient_declaration_not_demanded_before_an_adversary_acts_stands() {
    let mut t = AuctionBridgeTable::with_setup(AuctionBridgeSetup::new(North));
    bid(&mut t, "1NT");
    t.apply(at(East, "1H")).unwrap();
    t.apply(at(South, "P")).unwrap();
    assert!(t.pending().is_none());
    assert_eq!(t.last_declaration(), Some((decl("1H"), East)));
    assert!(t.debarments().is_empty());
    // The demand now is too late, and the refusal says which law makes it so.
    let err = refused(&mut t, elect(South, OptionId::Penalty));
    assert!(
        matches!(&err, AuctionBridgeError::TooLate { law, .. } if law.to_string() == "auction-bridge Law 50"),
        "{err:?}"
    );
    assert!(
        err.to_string()
            .contains("before an adversary has passed, doubled or declared")
    );
}

#[test]
fn auction_bridge_law_50_impossible_declaration_taken_as_seven_and_partner_debarred() {
    let mut t = AuctionBridgeTable::with_setup(AuctionBridgeSetup::new(North));
    bid(&mut t, "1H");
    t.apply(at(East, "8D")).unwrap();
    let (_, r) = t.pending().unwrap();
    assert_eq!(r.law.law, 50);
    assert_eq!(
        r.options.iter().map(|o| o.id).collect::<Vec<_>>(),
        [
            OptionId::Penalty,
            OptionId::NewDeal,
            OptionId::PreviousFinal
        ]
    );
    t.apply(elect(North, OptionId::Penalty)).unwrap();
    assert_eq!(t.last_declaration(), Some((decl("7D"), East)));
    assert!(t.is_debarred(West));
}

#[test]
fn auction_bridge_law_50_impossible_declaration_new_deal_or_own_previous_declaration_final() {
    let mut t = AuctionBridgeTable::with_setup(AuctionBridgeSetup::new(North));
    bid(&mut t, "1H X 2H");
    t.apply(at(West, "9NT")).unwrap();
    t.apply(elect(North, OptionId::NewDeal)).unwrap();
    assert!(matches!(t.outcome(), Some(Outcome::NewDeal { law }) if law.law == 50));

    let mut t = with_deal(North);
    bid(&mut t, "1H X 2C");
    t.apply(at(West, "9NT")).unwrap();
    // South treats his own two clubs as final; North-South's last declaration.
    t.apply(elect(South, OptionId::PreviousFinal)).unwrap();
    let f = final_of(&t);
    assert_eq!(
        (f.declaration, f.declarer, f.doubling),
        (decl("2C"), South, Doubling::Undoubled)
    );
    assert_eq!(t.calls()[3].status, CallStatus::Void);
    assert!(t.play().is_some(), "the hand is played");

    // North's doubled declaration, made final with its double.
    let mut t = AuctionBridgeTable::with_setup(AuctionBridgeSetup::new(North));
    bid(&mut t, "1H X P");
    t.apply(at(West, "8S")).unwrap();
    t.apply(elect(South, OptionId::PreviousFinal)).unwrap();
    let f = final_of(&t);
    assert_eq!(
        (f.declaration, f.declarer, f.doubling),
        (decl("1H"), North, Doubling::Doubled)
    );

    // No previous declaration of the adversaries: no such option.
    let mut t = AuctionBridgeTable::with_setup(AuctionBridgeSetup::new(North));
    t.apply(at(North, "8S")).unwrap();
    let ids: Vec<OptionId> = t
        .pending()
        .unwrap()
        .1
        .options
        .iter()
        .map(|o| o.id)
        .collect();
    assert_eq!(ids, [OptionId::Penalty, OptionId::NewDeal]);
    assert!(matches!(
        refused(&mut t, elect(East, OptionId::PreviousFinal)),
        AuctionBridgeError::NotAnOption { .. }
    ));
}

#[test]
fn auction_bridge_law_52_a_deliberate_alteration_found_not_inadvertent_is_no_correction() {
    let mut t = AuctionBridgeTable::with_setup(AuctionBridgeSetup::new(North));
    bid(&mut t, "1H");
    t.apply(E::Alter {
        seat: North,
        call: call("2R"),
    })
    .unwrap();
    let r = t.rulings().last().unwrap();
    assert_eq!(r.law.law, 52);
    assert!(r.finding.is_some(), "the director's finding");
    assert!(r.text.contains("stands"), "{}", r.text);
    assert_eq!(t.calls()[0].status, CallStatus::Stands);
    assert_eq!(t.last_declaration(), Some((decl("1H"), North)));
    assert_eq!(t.turn(), Some(East));
    // After the next player has acted, there is nothing to find.
    bid(&mut t, "P");
    assert_eq!(
        refused(
            &mut t,
            E::Alter {
                seat: North,
                call: call("2R"),
            }
        ),
        AuctionBridgeError::ChangeTooLate { seat: North }
    );
}

#[test]
fn auction_bridge_law_52_inadvertent_declaration_corrected_before_the_next_player_acts() {
    // "Two Spades--I should say, two Royals."
    let mut t = AuctionBridgeTable::with_setup(AuctionBridgeSetup::new(North));
    bid(&mut t, "1H");
    t.apply(E::Correct {
        seat: North,
        call: call("2R"),
    })
    .unwrap();
    let r = t.rulings().last().unwrap();
    assert_eq!(r.law.law, 52);
    assert_eq!(t.calls()[0].status, CallStatus::Corrected);
    assert_eq!(t.last_declaration(), Some((decl("2R"), North)));
    assert_eq!(t.turn(), Some(East));
    // Once the next player has acted the declaration cannot be altered.
    bid(&mut t, "P");
    assert_eq!(
        refused(
            &mut t,
            E::Correct {
                seat: North,
                call: call("3R")
            }
        ),
        AuctionBridgeError::ChangeTooLate { seat: North }
    );
}

#[test]
fn auction_bridge_law_52_case_2_an_insufficient_declaration_corrected_before_a_demand_has_no_penalty()
 {
    let mut t = AuctionBridgeTable::with_setup(AuctionBridgeSetup::new(North));
    bid(&mut t, "2H");
    t.apply(at(East, "2D")).unwrap();
    t.apply(E::Correct {
        seat: East,
        call: call("3D"),
    })
    .unwrap();
    assert!(t.pending().is_none());
    assert!(t.debarments().is_empty());
    assert_eq!(t.last_declaration(), Some((decl("3D"), East)));
    // After the demand, it is too late (Case 2).
    let mut t = AuctionBridgeTable::with_setup(AuctionBridgeSetup::new(North));
    bid(&mut t, "2H");
    t.apply(at(East, "2D")).unwrap();
    t.apply(elect(North, OptionId::Penalty)).unwrap();
    assert_eq!(
        refused(
            &mut t,
            E::Correct {
                seat: East,
                call: call("4D")
            }
        ),
        AuctionBridgeError::PenaltyDemanded { seat: East }
    );
}

#[test]
fn auction_bridge_law_54_double_of_partners_declaration_has_no_effect_case_6() {
    let mut t = AuctionBridgeTable::with_setup(AuctionBridgeSetup::new(North));
    bid(&mut t, "1H P");
    t.apply(at(South, "X")).unwrap();
    let r = t.rulings().last().unwrap();
    assert_eq!((r.law.law, r.chooser), (54, None));
    assert_eq!(t.doubling(), Doubling::Undoubled);
    assert_eq!(
        t.calls()[2].status,
        CallStatus::StandsAs {
            call: AuctionCall::Pass
        }
    );
    assert_eq!(t.turn(), Some(West));
    // A second double, and redoubling partner's double.
    bid(&mut t, "X P P");
    t.apply(at(South, "X")).unwrap();
    assert_eq!(t.rulings().last().unwrap().law.law, 54);
    // Counted as a pass, it is the third: 1H doubled is final.
    let f = final_of(&t);
    assert_eq!((f.declaration, f.doubling), (decl("1H"), Doubling::Doubled));
    // Redoubling partner's double.
    let mut t = AuctionBridgeTable::with_setup(AuctionBridgeSetup::new(North));
    bid(&mut t, "1H X P");
    t.apply(at(West, "XX")).unwrap();
    assert_eq!(t.rulings().last().unwrap().law.law, 54);
    assert_eq!(t.doubling(), Doubling::Doubled);
    assert_eq!(t.turn(), Some(North));
}

#[test]
fn auction_bridge_law_55_a_double_reopens_the_bidding() {
    let mut t = AuctionBridgeTable::with_setup(AuctionBridgeSetup::new(North));
    bid(&mut t, "1NT P P X");
    assert!(!t.is_closed());
    bid(&mut t, "2NT P P P");
    let f = final_of(&t);
    assert_eq!(
        (f.declaration, f.doubling),
        (decl("2NT"), Doubling::Undoubled)
    );
}

#[test]
fn auction_bridge_law_57_double_out_of_turn_either_adversary_may_demand_a_new_deal() {
    let mut t = AuctionBridgeTable::with_setup(AuctionBridgeSetup::new(North));
    bid(&mut t, "1H");
    t.apply(at(West, "X")).unwrap(); // East's turn
    let (_, r) = t.pending().unwrap();
    assert_eq!(r.law.to_string(), "auction-bridge Law 57");
    assert_eq!(r.chooser, Some(Chooser::Adversaries(Side::NorthSouth)));
    t.apply(elect(North, OptionId::NewDeal)).unwrap();
    assert!(matches!(t.outcome(), Some(Outcome::NewDeal { law }) if law.law == 57));
    // Let stand, it is a double in order.
    let mut t = AuctionBridgeTable::with_setup(AuctionBridgeSetup::new(North));
    bid(&mut t, "1H");
    t.apply(at(West, "X")).unwrap();
    t.apply(E::Elect {
        seat: None,
        option: OptionId::Accept,
        suit: None,
    })
    .unwrap();
    assert_eq!(t.doubling(), Doubling::Doubled);
    assert_eq!(t.turn(), Some(North));
}
