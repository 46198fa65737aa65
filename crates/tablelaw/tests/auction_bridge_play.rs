//! Auction Bridge 1912, the laws of the play from the lead to dummy's
//! rights and cards exposed before the play (Laws 51, 58-66): the opening
//! lead, dummy faced and played by declarer, dummy's rights, dummy's
//! revoke, cards exposed in the auction or before the lead. Laws 67-93 are
//! in `auction_bridge_play_67_93.rs`.

use tablelaw::codes::auction_bridge::{AuctionBridgeError, AuctionBridgeEvent as E, AuctionCall};
use tablelaw::{Chooser, Game, OptionId, PenaltyStatus, Seat, Suit};

use Seat::{East, North, South, West};

mod auction_bridge_play_helpers;
use auction_bridge_play_helpers::*;

#[test]
fn auction_bridge_law_51_asking_the_final_declaration_is_no_information_and_no_penalty() {
    let mut t = one_no_trump(DEAL);
    play(&mut t, "D4");
    t.apply(E::AsksFinalDeclaration { seat: West }).unwrap();
    let r = t.rulings().last().unwrap();
    assert_eq!(r.law.to_string(), "auction-bridge Law 51");
    assert!(r.text.contains("1NT by North"), "{}", r.text);
    assert!(r.chooser.is_none() && r.offender.is_none());
    assert!(t.pending().is_none());
    assert_eq!(t.play().unwrap().turn(), Some(South), "the play goes on");
    // Before the final declaration there is none to ask about.
    let mut open = table(DEAL);
    bid(&mut open, "1NT");
    assert!(matches!(
        refused(&mut open, E::AsksFinalDeclaration { seat: East }),
        AuctionBridgeError::AuctionOpen
    ));
}

#[test]
fn auction_bridge_law_58_the_player_on_the_left_of_the_declarer_leads() {
    // North 1C, South 1NT passed out: South is declarer, West leads.
    let mut t = table(DEAL);
    bid(&mut t, "1C P 1NT P P P");
    assert_eq!(t.final_declaration().unwrap().declarer, South);
    let p = t.play().expect("the play begins");
    assert_eq!(p.turn(), Some(West));
    assert_eq!(t.state().legal_plays(), p.hand(West), "any card of West's");
    assert!(p.cards_played() == 0 && !p.dummy_faced());
    // Declared by North instead: East leads.
    let t = one_no_trump(DEAL);
    assert_eq!(t.play().unwrap().turn(), Some(East));
}

#[test]
fn auction_bridge_law_59_dummy_is_faced_after_the_lead_and_declarer_plays_it() {
    let mut t = one_no_trump(DEAL);
    assert!(!t.play().unwrap().dummy_faced(), "not before the lead");
    play(&mut t, "D4");
    let p = t.play().unwrap();
    assert!(p.dummy_faced(), "faced once East has led");
    assert_eq!(p.turn(), Some(South), "dummy's turn, played by declarer");
    // Dummy's cards are on the table: none can be exposed.
    let err = refused(
        &mut t,
        E::Expose {
            seat: South,
            card: c("DJ"),
        },
    );
    assert!(
        matches!(&err, AuctionBridgeError::NoPlay { why } if why.contains("Law 59")),
        "{err}"
    );
    play(&mut t, "DJ");
    assert!(!t.play().unwrap().hand(South).contains(c("DJ")));
}

#[test]
fn auction_bridge_law_61_dummy_calling_attention_forfeits_the_penalty() {
    let mut t = one_no_trump(DEAL);
    // West leads out of turn; dummy (South) points it out.
    t.apply(E::Play {
        seat: West,
        card: c("S7"),
    })
    .unwrap();
    assert_eq!(last_law(&t), "auction-bridge Law 76");
    t.apply(E::CallsAttention { seat: South }).unwrap();
    assert!(t.pending().is_none());
    let r = t.rulings().last().unwrap();
    assert!(r.notes.iter().any(|n| n.contains("Law 61")));
    assert!(t.exposed(West).is_empty(), "no exposed card");
    assert!(!t.play().unwrap().faced().contains(c("S7")));
    assert_eq!(t.play().unwrap().turn(), Some(East));
    // With nothing pending, dummy's words have no effect.
    assert!(matches!(
        refused(&mut t, E::CallsAttention { seat: South }),
        AuctionBridgeError::NoAttention { .. }
    ));
}

#[test]
fn auction_bridge_law_63_dummy_is_not_liable_to_the_penalty_for_a_revoke() {
    let mut t = one_no_trump(DEAL);
    // East leads a diamond; dummy, holding diamonds, plays a heart.
    play(&mut t, "D4 H4 D3 D5");
    assert_eq!(last_law(&t), "auction-bridge Law 63");
    assert!(t.revokes().is_empty());
    assert_eq!(t.play().unwrap().tricks()[0].1, North, "the trick stands");
    play_out(&mut t);
    assert!(t.pending().is_none(), "no revoke penalty to choose");
    let s = t.score().unwrap();
    assert!(!s.entries.iter().any(|e| e.law.law == 84));
}

#[test]
fn auction_bridge_law_65_card_exposed_in_the_auction_partner_may_not_bid_or_double() {
    let mut t = table(DEAL);
    bid(&mut t, "1NT");
    t.apply(E::Expose {
        seat: West,
        card: c("S7"),
    })
    .unwrap();
    assert_eq!(last_law(&t), "auction-bridge Law 65");
    assert!(t.is_debarred_from_doubling(East));
    assert_eq!(
        t.legal_calls(),
        vec![AuctionCall::Pass],
        "East may only pass"
    );
    // East doubles anyway: it does not stand, and he calls again.
    t.apply(E::Call {
        seat: East,
        call: AuctionCall::Double,
    })
    .unwrap();
    assert_eq!(last_law(&t), "auction-bridge Law 65");
    assert_eq!(t.turn(), Some(East));
    // South's bid does not lift it (Law 65: "during that hand").
    bid(&mut t, "P 2S P P");
    assert_eq!(t.legal_calls(), vec![AuctionCall::Pass]);
    bid(&mut t, "P");
    assert_eq!(t.final_declaration().unwrap().declarer, South);
    assert_eq!(t.debarments()[0].status, PenaltyStatus::Spent);
    // Declarer South: West, who exposed, is himself the leader: no
    // prohibition, and the card is liable to be called.
    assert!(t.pending().is_none());
    assert_eq!(t.exposed(West), set("S7"));
}

#[test]
fn auction_bridge_law_65_the_original_leaders_partner_exposed_declarer_may_prohibit_the_suit() {
    let mut t = table(DEAL);
    bid(&mut t, "1NT");
    t.apply(E::Expose {
        seat: West,
        card: c("S7"),
    })
    .unwrap();
    bid(&mut t, "P P P");
    // North declares; East leads; West, his partner, exposed a spade.
    let (_, r) = t.pending().unwrap();
    assert_eq!(r.law.to_string(), "auction-bridge Law 65");
    assert_eq!(r.chooser, Some(Chooser::Seat(North)));
    assert!(matches!(
        refused(
            &mut t,
            E::Elect {
                seat: Some(North),
                option: OptionId::ProhibitLead,
                suit: Some(Suit::Hearts)
            }
        ),
        AuctionBridgeError::SuitNotOffered { .. }
    ));
    elect(&mut t, North, OptionId::ProhibitLead, Some(Suit::Spades));
    assert!(
        t.state()
            .legal_plays()
            .iter()
            .all(|x| x.suit != Suit::Spades),
        "East may not open a spade"
    );
    play(&mut t, "D4");
    assert!(
        t.play().unwrap().restriction().is_none(),
        "the opening lead only"
    );
    assert_eq!(
        t.exposed(West),
        set("S7"),
        "and the card is subject to call"
    );
    assert!(
        t.in_force()
            .iter()
            .any(|f| f.seat == West && f.law.law == 65),
        "cited under Law 65, which made it subject to call"
    );
}

#[test]
fn auction_bridge_law_66_leaders_partner_exposes_before_the_lead_call_and_prohibit() {
    let mut t = one_no_trump(DEAL);
    // The leader himself exposes: subject to call, no prohibition.
    t.apply(E::Expose {
        seat: East,
        card: c("HK"),
    })
    .unwrap();
    assert_eq!(last_law(&t), "auction-bridge Law 66");
    assert!(t.pending().is_none());
    // His partner exposes: declarer may also prohibit the suit.
    t.apply(E::Expose {
        seat: West,
        card: c("CK"),
    })
    .unwrap();
    let (_, r) = t.pending().unwrap();
    assert_eq!(r.law.to_string(), "auction-bridge Law 66");
    elect(&mut t, North, OptionId::ProhibitLead, Some(Suit::Clubs));
    // Declarer calls the heart king too: East must lead it.
    t.apply(E::CallsCard {
        seat: North,
        card: c("HK"),
    })
    .unwrap();
    assert_eq!(t.state().legal_plays(), set("HK"));
    play(&mut t, "HK");
    assert!(t.exposed(East).is_empty());
    assert_eq!(t.exposed(West), set("CK"));
}

#[test]
fn auction_bridge_law_65_with_42_the_dealers_first_declaration_is_not_debarred() {
    let mut t = table(DEAL);
    // South exposes before the dealer, North, has declared: North must
    // still declare (Law 42), and only then is he debarred.
    t.apply(E::Expose {
        seat: South,
        card: c("SA"),
    })
    .unwrap();
    assert!(!t.legal_calls().is_empty());
    assert!(!t.legal_calls().contains(&AuctionCall::Pass));
    bid(&mut t, "1H P P");
    assert!(t.is_debarred_from_doubling(North));
    // West overcalls: North may not bid over it.
    bid(&mut t, "1NT");
    assert_eq!(t.legal_calls(), vec![AuctionCall::Pass]);
}
