//! Auction Bridge, the Whist Club of New York's 1912 laws: declaring
//! (Laws 42-46), irregularities (49-52, 54, 57), doubling (53-56), the
//! play with a called lead (51), and the score (Laws 1-11, 47, 48).

use tablelaw::codes::auction_bridge::{
    AuctionBridgeError, AuctionBridgeEvent as E, AuctionBridgeOptions, AuctionBridgeSetup,
    AuctionBridgeTable, AuctionCall, AuctionDenomination, AuctionRubber, CallStatus, Column,
    DealScore, Declaration, FinalDeclaration, HonoursHeld, Outcome,
};
use tablelaw::{Chooser, Deal, Doubling, OptionId, PenaltyStatus, Seat, Side, Suit};

use Seat::{East, North, South, West};

const DEAL: &str = "N:KT8.A96.A95.7542 Q5.KJ52.KQ874.T8 AJ92.874.JT6.AQ3 7643.QT3.32.KJ96";

fn call(s: &str) -> AuctionCall {
    s.parse().unwrap()
}

fn decl(s: &str) -> Declaration {
    s.parse().unwrap()
}

/// Calls in rotation, each by the player on turn.
fn bid(t: &mut AuctionBridgeTable, calls: &str) {
    for c in calls.split_whitespace() {
        let seat = t.turn().expect("auction open");
        t.apply(E::Call {
            seat,
            call: call(c),
        })
        .unwrap_or_else(|e| panic!("{c} by {seat}: {e}"));
    }
}

fn at(seat: Seat, c: &str) -> E {
    E::Call {
        seat,
        call: call(c),
    }
}

fn elect(seat: Seat, option: OptionId) -> E {
    E::Elect {
        seat: Some(seat),
        option,
        suit: None,
    }
}

fn with_deal(dealer: Seat) -> AuctionBridgeTable {
    AuctionBridgeTable::with_setup(AuctionBridgeSetup {
        dealer,
        deal: Some(DEAL.parse().unwrap()),
        options: AuctionBridgeOptions::default(),
    })
}

fn final_of(t: &AuctionBridgeTable) -> FinalDeclaration {
    *t.final_declaration().expect("a final declaration")
}

/// Applies an event that cannot happen and checks the table is unchanged.
fn refused(t: &mut AuctionBridgeTable, e: E) -> AuctionBridgeError {
    let before = t.state().clone();
    let len = t.log().len();
    let err = t.apply(e).expect_err("refused");
    assert_eq!(t.state(), &before);
    assert_eq!(t.log().len(), len);
    err
}

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

#[test]
fn auction_bridge_law_51_information_after_the_final_declaration_declarer_calls_a_lead() {
    let mut t = with_deal(North);
    bid(&mut t, "1NT P P P");
    assert_eq!(final_of(&t).declarer, North);
    assert!(matches!(
        refused(&mut t, E::Inform { seat: South }),
        AuctionBridgeError::NotAnAdversary { .. }
    ));
    t.apply(E::Inform { seat: West }).unwrap();
    let (_, r) = t.pending().unwrap();
    assert_eq!(r.law.to_string(), "auction-bridge Law 51");
    assert_eq!(r.chooser, Some(Chooser::Seat(North)));
    assert!(matches!(
        refused(&mut t, elect(East, OptionId::RequireLead)),
        AuctionBridgeError::NotChooser { .. }
    ));
    assert!(matches!(
        refused(&mut t, elect(North, OptionId::RequireLead)),
        AuctionBridgeError::SuitNeeded { .. }
    ));
    // Only the called lead names a suit.
    assert!(matches!(
        refused(
            &mut t,
            E::Elect {
                seat: Some(North),
                option: OptionId::NoLeadRestriction,
                suit: Some(Suit::Clubs),
            }
        ),
        AuctionBridgeError::SuitNotTaken { .. }
    ));
    t.apply(E::Elect {
        seat: Some(North),
        option: OptionId::RequireLead,
        suit: Some(Suit::Clubs),
    })
    .unwrap();
    // East, on lead, must lead a club: the engine's legal plays say so.
    let play = t.play().unwrap();
    assert_eq!(play.turn(), Some(East));
    assert!(play.legal_plays().iter().all(|c| c.suit == Suit::Clubs));
    assert_eq!(play.legal_plays().len(), 2);
}

#[test]
fn auction_bridge_law_51_a_lead_called_during_the_play_falls_on_the_adversary_next_on_lead() {
    let mut t = with_deal(North);
    bid(&mut t, "1NT P P P");
    for c in ["D4", "DJ", "D3", "D5"] {
        let seat = t.play().unwrap().turn().unwrap();
        t.apply(E::Play {
            seat,
            card: c.parse().unwrap(),
        })
        .unwrap();
    }
    // South won: declarer's side on lead; the call waits for an adversary.
    t.apply(E::Inform { seat: East }).unwrap();
    t.apply(E::Elect {
        seat: None,
        option: OptionId::RequireLead,
        suit: Some(Suit::Hearts),
    })
    .unwrap();
    assert_eq!(t.called_lead(), Some(Suit::Hearts));
    for c in ["S2", "S4", "SK", "S5"] {
        let seat = t.play().unwrap().turn().unwrap();
        t.apply(E::Play {
            seat,
            card: c.parse().unwrap(),
        })
        .unwrap();
    }
    // North won; still declarer's side. Lead a spade East wins.
    for c in ["ST", "SQ", "SA", "S3"] {
        let seat = t.play().unwrap().turn().unwrap();
        t.apply(E::Play {
            seat,
            card: c.parse().unwrap(),
        })
        .unwrap();
    }
    assert_eq!(t.play().unwrap().turn(), Some(South));
    for c in ["S9", "S6", "S8", "HJ"] {
        let seat = t.play().unwrap().turn().unwrap();
        t.apply(E::Play {
            seat,
            card: c.parse().unwrap(),
        })
        .unwrap();
    }
    // South's nine won again; two clubs, the second won by West.
    for c in ["CA", "C6", "C2", "C8"] {
        let seat = t.play().unwrap().turn().unwrap();
        t.apply(E::Play {
            seat,
            card: c.parse().unwrap(),
        })
        .unwrap();
    }
    for c in ["CQ", "CK", "C4", "CT"] {
        let seat = t.play().unwrap().turn().unwrap();
        t.apply(E::Play {
            seat,
            card: c.parse().unwrap(),
        })
        .unwrap();
    }
    let play = t.play().unwrap();
    assert_eq!(play.turn(), Some(West));
    assert_eq!(t.called_lead(), None, "installed on West's lead");
    assert!(play.legal_plays().iter().all(|c| c.suit == Suit::Hearts));
}

#[test]
fn auction_bridge_play_and_score_of_a_complete_deal() {
    let mut t = with_deal(North);
    bid(&mut t, "1NT P P P");
    while let Some(seat) = t.play().and_then(|p| p.turn()) {
        let card = t.play().unwrap().legal_plays().iter().next().unwrap();
        t.apply(E::Play { seat, card }).unwrap();
    }
    let s = t.score().expect("a score");
    let won = t.won().unwrap();
    assert_eq!(s.declarer_tricks, won[Side::NorthSouth]);
    assert_eq!(won.0.iter().sum::<u8>(), 13);
    assert!(matches!(
        refused(
            &mut t,
            E::Play {
                seat: North,
                card: "SK".parse().unwrap()
            }
        ),
        AuctionBridgeError::NoPlay { .. } | AuctionBridgeError::CardNotHeld { .. }
    ));
}

fn fd(d: &str, doubling: Doubling, declarer: Seat) -> FinalDeclaration {
    FinalDeclaration {
        declaration: decl(d),
        doubling,
        declarer,
        made_by: declarer,
        dealers_one_spade: false,
    }
}

#[test]
fn auction_bridge_law_47_made_declaration_scores_the_full_value_of_the_tricks_won() {
    let s = DealScore::new(fd("2H", Doubling::Undoubled, North), 9, None);
    assert!(s.made);
    assert_eq!(
        s.points(Side::NorthSouth, Column::Trick),
        24,
        "three odd tricks at 8"
    );
    assert_eq!(s.points(Side::EastWest, Column::Honour), 0);
    assert_eq!(s.notes.len(), 1, "honours not scored without the deal");
    // Law 53: doubled 2×, redoubled 4×; Law 56: the bonus.
    let s = DealScore::new(fd("4H", Doubling::Doubled, North), 10, None);
    assert_eq!(s.points(Side::NorthSouth, Column::Trick), 64);
    assert_eq!(s.points(Side::NorthSouth, Column::Honour), 50);
    let s = DealScore::new(fd("4H", Doubling::Redoubled, North), 11, None);
    assert_eq!(s.points(Side::NorthSouth, Column::Trick), 160);
    assert_eq!(
        s.points(Side::NorthSouth, Column::Honour),
        200,
        "100 + 100 for the extra trick"
    );
}

#[test]
fn auction_bridge_law_47_failure_adversaries_score_50_100_200_per_undertrick() {
    for (x, per) in [
        (Doubling::Undoubled, 50),
        (Doubling::Doubled, 100),
        (Doubling::Redoubled, 200),
    ] {
        let s = DealScore::new(fd("3NT", x, East), 7, None);
        assert!(!s.made);
        assert_eq!(s.points(Side::NorthSouth, Column::Honour), 2 * per);
        assert_eq!(s.points(Side::NorthSouth, Column::Trick), 0);
        assert_eq!(s.points(Side::EastWest, Column::Trick), 0);
    }
}

#[test]
fn auction_bridge_law_48_dealers_original_one_spade_loses_at_most_100_unless_redoubled() {
    let mut t = AuctionBridgeTable::with_setup(AuctionBridgeSetup::new(South));
    bid(&mut t, "1S X P P P");
    let f = final_of(&t);
    assert!(f.dealers_one_spade);
    let s = DealScore::new(f, 3, None);
    assert_eq!(
        s.points(Side::EastWest, Column::Honour),
        100,
        "four down doubled is 400, limited to 100"
    );
    assert_eq!(s.entries[0].law.law, 48);
    let mut t = AuctionBridgeTable::with_setup(AuctionBridgeSetup::new(South));
    bid(&mut t, "1S X XX P P P");
    let s = DealScore::new(final_of(&t), 3, None);
    assert_eq!(s.points(Side::EastWest, Column::Honour), 800);
    // Not the dealer's: no limit.
    let mut t = AuctionBridgeTable::with_setup(AuctionBridgeSetup::new(South));
    bid(&mut t, "1C 1S P P P");
    assert!(!final_of(&t).dealers_one_spade);
}

#[test]
fn auction_bridge_law_6_honours_scored_as_held_and_law_9_chicane() {
    use tablelaw::codes::auction_bridge::honours;
    let deal: Deal = DEAL.parse().unwrap();
    // No trumps: aces N (D,H) S (S,C): four between partners, 40.
    let h = honours(AuctionDenomination::NoTrumps, &deal);
    assert_eq!(h.len(), 1);
    assert_eq!((h[0].side, h[0].points), (Side::NorthSouth, 40));
    // Hearts: N A, E KJ, W QT: East-West four honours between partners, 4 × 8.
    let h = honours(AuctionDenomination::Hearts, &deal);
    assert_eq!(h.len(), 1);
    assert_eq!((h[0].side, h[0].points), (Side::EastWest, 32));
    // Five trump honours in one hand; East-West both void: double chicane.
    let deal: Deal = "N:AKQJT.AKQ.AKQ.AK .JT98765.JT98.QJ 98765432.4.3.543 .32.76542.T98762"
        .parse()
        .unwrap();
    let h = honours(AuctionDenomination::RoyalSpades, &deal);
    let ns: i32 = h
        .iter()
        .filter(|e| e.side == Side::NorthSouth && e.law.law == 6)
        .map(|e| e.points)
        .sum();
    assert_eq!(ns, 90, "five honours in one hand, ten tricks at 9");
    let ew: i32 = h
        .iter()
        .filter(|e| e.side == Side::EastWest)
        .map(|e| e.points)
        .sum();
    assert_eq!(
        ew, 0,
        "East-West hold no honours; their double chicane deducts from North-South"
    );
    assert!(h.iter().any(|e| e.law.law == 9 && e.points == -36));
}

#[test]
fn auction_bridge_laws_7_8_slam_and_little_slam_to_declarers_side() {
    let s = DealScore::new(fd("1NT", Doubling::Undoubled, North), 13, None);
    assert_eq!(s.points(Side::NorthSouth, Column::Honour), 40);
    let s = DealScore::new(fd("1NT", Doubling::Undoubled, North), 12, None);
    assert_eq!(s.points(Side::NorthSouth, Column::Honour), 20);
    let s = DealScore::new(fd("7NT", Doubling::Undoubled, North), 12, None);
    assert_eq!(
        s.points(Side::NorthSouth, Column::Honour),
        0,
        "failed: no slam"
    );
}

#[test]
fn auction_bridge_laws_1_2_11_game_of_30_rubber_of_two_games_and_250() {
    let mut r = AuctionRubber::new();
    assert!(r.record(DealScore::new(
        fd("2H", Doubling::Undoubled, North),
        8,
        None
    )));
    assert_eq!(
        (r.games(Side::NorthSouth), r.game_score(Side::NorthSouth)),
        (0, 16)
    );
    r.record(DealScore::new(
        fd("2D", Doubling::Undoubled, North),
        8,
        None,
    ));
    assert_eq!(r.games(Side::NorthSouth), 1, "16 + 14 = 30");
    assert_eq!(r.game_score(Side::NorthSouth), 0);
    r.record(DealScore::new(
        fd("3NT", Doubling::Undoubled, East),
        9,
        None,
    ));
    assert_eq!(r.games(Side::EastWest), 1);
    r.record(DealScore::new(
        fd("4S", Doubling::Undoubled, North),
        10,
        None,
    ));
    assert_eq!(r.game_score(Side::NorthSouth), 8, "spades: 4 × 2");
    assert!(r.winner().is_none());
    r.record(DealScore::new(
        fd("3R", Doubling::Undoubled, South),
        10,
        None,
    ));
    assert_eq!(r.winner(), Some(Side::NorthSouth));
    assert_eq!(r.total(Side::NorthSouth), 16 + 14 + 8 + 36 + 250);
    assert_eq!(r.margin(), (Side::NorthSouth, 16 + 14 + 8 + 36 + 250 - 30));
    assert!(
        !r.record(DealScore::new(
            fd("1S", Doubling::Undoubled, North),
            7,
            None
        )),
        "Law 1"
    );
}

#[test]
fn auction_bridge_undo_refolds_the_log() {
    let mut t = AuctionBridgeTable::with_setup(AuctionBridgeSetup::new(North));
    bid(&mut t, "2H");
    t.apply(at(East, "2D")).unwrap();
    t.apply(elect(South, OptionId::Penalty)).unwrap();
    let before = t.state().clone();
    bid(&mut t, "P");
    t.undo(1);
    assert_eq!(t.state(), &before);
    t.undo(100);
    assert!(t.calls().is_empty());
}

#[test]
fn auction_bridge_law_6_honours_and_law_9_chicane_told_at_the_table_when_the_deal_is_not_known() {
    let mut t = AuctionBridgeTable::with_setup(AuctionBridgeSetup::new(North));
    bid(&mut t, "2H P P P");
    assert!(t.score().is_none(), "no play, no result yet");
    t.apply(E::Result { tricks: 9 }).unwrap();
    let honours = |side, held| E::Honours { side, held };
    t.apply(honours(Side::EastWest, HonoursHeld::FourInOneHand))
        .unwrap();
    assert!(
        matches!(
            refused(&mut t, honours(Side::NorthSouth, HonoursHeld::Three)),
            AuctionBridgeError::NotDeclarable { .. }
        ),
        "both sides cannot hold three"
    );
    assert!(
        matches!(
            refused(&mut t, honours(Side::EastWest, HonoursHeld::Four)),
            AuctionBridgeError::NotDeclarable { .. }
        ),
        "told twice"
    );
    assert!(matches!(
        refused(&mut t, E::Result { tricks: 8 }),
        AuctionBridgeError::NotDeclarable { .. }
    ));
    assert!(matches!(
        refused(
            &mut t,
            E::Chicane {
                side: Side::NorthSouth,
                hands: 3
            }
        ),
        AuctionBridgeError::NotDeclarable { .. }
    ));
    t.apply(E::Chicane {
        side: Side::NorthSouth,
        hands: 1,
    })
    .unwrap();
    let s = t.score().unwrap();
    assert_eq!(s.points(Side::NorthSouth, Column::Trick), 24);
    assert_eq!(
        s.points(Side::EastWest, Column::Honour),
        64 - 16,
        "eight tricks at 8, less North-South's chicane"
    );
    assert!(s.notes.is_empty());
    // At no trumps: aces only, and no chicane.
    let mut t = AuctionBridgeTable::with_setup(AuctionBridgeSetup::new(North));
    bid(&mut t, "1NT P P P");
    assert!(matches!(
        refused(&mut t, honours(Side::NorthSouth, HonoursHeld::Five)),
        AuctionBridgeError::NotDeclarable { .. }
    ));
    assert!(matches!(
        refused(
            &mut t,
            E::Chicane {
                side: Side::NorthSouth,
                hands: 1
            }
        ),
        AuctionBridgeError::NotDeclarable { .. }
    ));
    t.apply(honours(Side::NorthSouth, HonoursHeld::FourAcesInOneHand))
        .unwrap();
    t.apply(E::Result { tricks: 5 }).unwrap();
    let s = t.score().unwrap();
    assert_eq!(
        s.points(Side::NorthSouth, Column::Honour),
        100,
        "honours scored as held, though the declaration failed"
    );
    assert_eq!(
        s.points(Side::EastWest, Column::Honour),
        100,
        "two undertricks"
    );
    // With the deal known they come from it.
    let mut t = with_deal(North);
    bid(&mut t, "1NT P P P");
    assert!(matches!(
        refused(&mut t, E::Result { tricks: 7 }),
        AuctionBridgeError::NotDeclarable { .. }
    ));
}
