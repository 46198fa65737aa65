//! Auction Bridge 1912, the laws of the play (Laws 67-93): exposed cards
//! called, two cards played at once, declarer's cards and claims, leads
//! and plays out of turn, the revoke and its penalty in the score, calling
//! attention to the trick, and unauthorized reference.

use tablelaw::codes::auction_bridge::{
    AuctionBridgeError, AuctionBridgeEvent as E, Column, RevokePenalty,
};
use tablelaw::{Chooser, Game, OptionId, Seat, Side, Suit};

use Seat::{East, North, South, West};

mod auction_bridge_play_helpers;
use auction_bridge_play_helpers::*;

#[test]
fn auction_bridge_laws_67_68_75_exposed_card_called_and_the_call_repeated() {
    let mut t = one_no_trump(DEAL);
    play(&mut t, "D4 DJ D3 D5");
    // South (dummy) won and leads; East shows the heart king.
    t.apply(E::Expose {
        seat: East,
        card: c("HK"),
    })
    .unwrap();
    assert_eq!(last_law(&t), "auction-bridge Law 67");
    assert!(
        t.in_force()
            .iter()
            .any(|f| f.seat == East && f.law.law == 67)
    );
    // Only declarer calls (Law 67), and only an exposed card.
    assert!(matches!(
        refused(
            &mut t,
            E::CallsCard {
                seat: West,
                card: c("HK")
            }
        ),
        AuctionBridgeError::NotDeclarer { .. }
    ));
    assert!(matches!(
        refused(
            &mut t,
            E::CallsCard {
                seat: North,
                card: c("HJ")
            }
        ),
        AuctionBridgeError::NotExposed { .. }
    ));
    t.apply(E::CallsCard {
        seat: North,
        card: c("HK"),
    })
    .unwrap();
    // A spade led: East must follow with a spade, not the called heart
    // (Law 74); the card stays exposed.
    play(&mut t, "S2 S3 S8");
    assert_eq!(t.state().legal_plays(), set("SQ S5"));
    play(&mut t, "S5");
    assert_eq!(t.exposed(East), set("HK"));
    assert!(t.called_card().is_none());
    // Called again: Law 75.
    t.apply(E::CallsCard {
        seat: North,
        card: c("HK"),
    })
    .unwrap();
    assert_eq!(last_law(&t), "auction-bridge Law 75");
}

#[test]
fn auction_bridge_law_70_two_cards_played_at_once_declarer_calls_one_to_the_trick() {
    let mut t = one_no_trump(DEAL);
    // East drops two diamonds on the table at once: both are exposed
    // (Law 68, 1st); declarer calls the king to the trick.
    for x in ["D4", "DK"] {
        t.apply(E::Expose {
            seat: East,
            card: c(x),
        })
        .unwrap();
    }
    t.apply(E::CallsCard {
        seat: North,
        card: c("DK"),
    })
    .unwrap();
    assert_eq!(t.state().legal_plays(), set("DK"));
    play(&mut t, "DK");
    assert_eq!(t.exposed(East), set("D4"), "the other stays exposed");
}

#[test]
fn auction_bridge_law_72_declarers_cards_are_not_called_and_after_a_claim_neither_are_theirs() {
    let mut t = one_no_trump(DEAL);
    play(&mut t, "D4 DJ D3 D5");
    t.apply(E::Expose {
        seat: North,
        card: c("SK"),
    })
    .unwrap();
    assert_eq!(last_law(&t), "auction-bridge Law 72");
    assert!(t.exposed(North).is_empty());
    assert!(matches!(
        refused(&mut t, E::Claims { seat: East }),
        AuctionBridgeError::NotDeclarer { .. }
    ));
    t.apply(E::Claims { seat: North }).unwrap();
    assert_eq!(last_law(&t), "auction-bridge Law 72");
    t.apply(E::Expose {
        seat: East,
        card: c("HK"),
    })
    .unwrap();
    assert!(t.exposed(East).is_empty(), "not liable after the claim");
    // Dummy's hand is on the table: nothing of his to expose.
    assert!(matches!(
        refused(
            &mut t,
            E::Expose {
                seat: South,
                card: c("SA")
            }
        ),
        AuctionBridgeError::NoPlay { .. }
    ));
}

#[test]
fn auction_bridge_law_73_a_called_lead_not_obeyed_is_liable_to_the_revoke_penalty() {
    let mut t = one_no_trump(DEAL);
    t.apply(E::Inform { seat: West }).unwrap();
    elect(&mut t, North, OptionId::RequireLead, Some(Suit::Clubs));
    // East leads a diamond though he holds clubs.
    play(&mut t, "D4");
    assert_eq!(last_law(&t), "auction-bridge Law 73");
    assert_eq!(t.revokes().len(), 1);
    assert!(!t.revokes()[0].established);
    play(&mut t, "DJ D3 D5");
    assert!(!t.revokes()[0].established, "complete, not yet quitted");
    // Dummy's jack won: its lead to the next trick quits the trick.
    play(&mut t, "S2");
    assert!(t.revokes()[0].established, "the trick turned and quitted");
    play_out(&mut t);
    let (_, r) = t.pending().unwrap();
    assert_eq!(r.law.to_string(), "auction-bridge Law 84(b)");
}

#[test]
fn auction_bridge_law_74_a_player_is_not_compelled_to_revoke() {
    let mut t = one_no_trump(DEAL);
    // Before the lead West exposes a spade; East leads a diamond and West,
    // holding diamonds, cannot be made to play the spade called.
    t.apply(E::Expose {
        seat: West,
        card: c("S7"),
    })
    .unwrap();
    elect(&mut t, North, OptionId::NoLeadRestriction, None);
    play(&mut t, "D4 DJ");
    t.apply(E::CallsCard {
        seat: North,
        card: c("S7"),
    })
    .unwrap();
    assert_eq!(t.state().legal_plays(), set("D3 D2"));
}

#[test]
fn auction_bridge_law_76_lead_out_of_turn_treated_as_an_exposed_card() {
    let mut t = one_no_trump(DEAL);
    t.apply(E::Play {
        seat: West,
        card: c("S7"),
    })
    .unwrap();
    let (_, r) = t.pending().unwrap();
    assert_eq!(r.law.to_string(), "auction-bridge Law 76");
    assert_eq!(r.chooser, Some(Chooser::Seat(North)));
    let ids: Vec<OptionId> = r.options.iter().map(|o| o.id).collect();
    assert_eq!(
        ids,
        vec![OptionId::CallCard, OptionId::CallSuit, OptionId::Accept]
    );
    assert!(matches!(
        refused(
            &mut t,
            E::Play {
                seat: East,
                card: c("D4")
            }
        ),
        AuctionBridgeError::RulingPending { .. }
    ));
    elect(&mut t, North, OptionId::CallCard, None);
    assert_eq!(t.exposed(West), set("S7"));
    assert_eq!(t.play().unwrap().turn(), Some(East));
    play(&mut t, "D4 DJ");
    t.apply(E::CallsCard {
        seat: North,
        card: c("S7"),
    })
    .unwrap();
    // Law 74: West follows to diamonds.
    assert_eq!(t.state().legal_plays(), set("D3 D2"));
}

#[test]
fn auction_bridge_law_76_lead_out_of_turn_declarer_calls_a_suit_at_the_next_adversary_lead() {
    let mut t = one_no_trump(DEAL);
    t.apply(E::Play {
        seat: West,
        card: c("S7"),
    })
    .unwrap();
    elect(&mut t, North, OptionId::CallSuit, None);
    // The card goes back; East is to lead now: declarer names the suit.
    assert!(t.exposed(West).is_empty());
    let (_, r) = t.pending().unwrap();
    assert_eq!(r.law.to_string(), "auction-bridge Law 76");
    elect(&mut t, North, OptionId::RequireLead, Some(Suit::Hearts));
    assert!(
        t.state()
            .legal_plays()
            .iter()
            .all(|x| x.suit == Suit::Hearts)
    );
    assert!(
        t.in_force()
            .iter()
            .any(|f| f.seat == East && f.law.law == 76)
    );
    play(&mut t, "H2");
    assert!(t.play().unwrap().restriction().is_none());
}

#[test]
fn auction_bridge_law_77_declarer_leads_out_of_turn_no_penalty() {
    let mut t = one_no_trump(DEAL);
    play(&mut t, "D4 DJ D3 D5");
    // South (dummy) won, but declarer leads from his own hand.
    t.apply(E::Play {
        seat: North,
        card: c("SK"),
    })
    .unwrap();
    let (_, r) = t.pending().unwrap();
    assert_eq!(r.law.to_string(), "auction-bridge Law 77");
    assert_eq!(r.chooser, Some(Chooser::Seat(East)), "the second hand");
    elect(&mut t, East, OptionId::Cancel, None);
    assert_eq!(t.play().unwrap().turn(), Some(South));
    assert!(t.play().unwrap().hand(North).contains(c("SK")));
    assert!(t.revokes().is_empty() && t.exposed(North).is_empty());
}

#[test]
fn auction_bridge_law_78_a_lead_out_of_turn_followed_stands() {
    let mut t = one_no_trump(DEAL);
    play(&mut t, "D4 DJ D3 D5");
    t.apply(E::Play {
        seat: North,
        card: c("SK"),
    })
    .unwrap();
    elect(&mut t, East, OptionId::Accept, None);
    assert_eq!(t.play().unwrap().current().leader, Some(North));
    play(&mut t, "S5 S2 S3");
    assert_eq!(t.play().unwrap().tricks()[1].1, North);
    // An adversary's lead out of turn let stand.
    let mut t = one_no_trump(DEAL);
    t.apply(E::Play {
        seat: West,
        card: c("S7"),
    })
    .unwrap();
    elect(&mut t, North, OptionId::Accept, None);
    play(&mut t, "SK S5 S2");
    assert_eq!(t.play().unwrap().tricks()[0].0.leader, Some(West));
}

#[test]
fn auction_bridge_law_79_called_on_to_lead_a_suit_he_has_not_the_penalty_is_paid() {
    let mut t = one_no_trump(VOID);
    t.apply(E::Inform { seat: West }).unwrap();
    elect(&mut t, North, OptionId::RequireLead, Some(Suit::Clubs));
    // East has no club: any lead, and no revoke.
    assert_eq!(t.state().legal_plays().len(), 13);
    play(&mut t, "HK");
    assert!(t.revokes().is_empty());
}

#[test]
fn auction_bridge_law_80_fourth_hand_before_the_second_declarer_directs_the_second() {
    let mut t = one_no_trump(DEAL);
    play(&mut t, "D4 DJ D3 D5");
    play(&mut t, "S2");
    // East (fourth hand) plays before West (second).
    t.apply(E::Play {
        seat: East,
        card: c("S5"),
    })
    .unwrap();
    let (_, r) = t.pending().unwrap();
    assert_eq!(r.law.to_string(), "auction-bridge Law 80");
    assert_eq!(r.chooser, Some(Chooser::Seat(North)));
    assert_eq!(t.exposed(East), set("S5"));
    elect(&mut t, North, OptionId::Lowest, None);
    assert_eq!(t.state().legal_plays(), set("S3"));
    // West plays the seven: liable to the revoke penalty (Law 73).
    play(&mut t, "S7");
    assert_eq!(last_law(&t), "auction-bridge Law 73");
    assert_eq!(t.revokes().len(), 1);
    assert!(t.directed().is_none());
}

#[test]
fn auction_bridge_law_83_84a_declarers_revoke_150_to_the_adversaries_and_he_scores_nothing() {
    let mut t = one_no_trump(DEAL);
    // Declarer, holding diamonds, plays a heart to the opening diamond.
    play(&mut t, "D4 DJ D3 H6");
    assert_eq!(last_law(&t), "auction-bridge Law 83");
    assert!(!t.revokes()[0].established, "not yet quitted");
    play(&mut t, "S2");
    assert!(t.revokes()[0].established);
    play_out(&mut t);
    assert!(t.pending().is_none(), "no choice under Law 84(a)");
    assert!(
        t.rulings()
            .iter()
            .any(|r| r.law.to_string() == "auction-bridge Law 84(a)")
    );
    let s = t.score().unwrap();
    let ew = s
        .entries
        .iter()
        .find(|e| e.law.law == 84)
        .expect("the penalty");
    assert_eq!(
        (ew.side, ew.points, ew.column),
        (Side::EastWest, 150, Column::Honour)
    );
    assert!(
        s.entries
            .iter()
            .filter(|e| e.side == Side::NorthSouth)
            .all(|e| matches!(e.law.law, 6 | 9)),
        "North-South score only honours: {:?}",
        s.entries
    );
}

#[test]
fn auction_bridge_law_84b_adversarys_revoke_declarer_takes_three_tricks_or_150() {
    let build = || {
        let mut t = one_no_trump(DEAL);
        // West, holding diamonds, plays a club.
        play(&mut t, "D4 DJ C6");
        assert_eq!(last_law(&t), "auction-bridge Law 83");
        play_out(&mut t);
        t
    };
    let mut t = build();
    let won = t.won().unwrap()[Side::NorthSouth];
    let (_, r) = t.pending().unwrap();
    assert_eq!(r.law.to_string(), "auction-bridge Law 84(b)");
    assert_eq!(r.chooser, Some(Chooser::Seat(North)));
    assert!(!t.is_over(), "the choice is still to make");
    elect(&mut t, North, OptionId::TakeTricks, None);
    assert_eq!(t.revoke_penalty(), Some(RevokePenalty::Tricks));
    let s = t.score().unwrap();
    assert_eq!(s.declarer_tricks, (won + 3).min(13));
    assert!(
        s.entries
            .iter()
            .filter(|e| e.side == Side::EastWest)
            .all(|e| matches!(e.law.law, 6 | 9))
    );
    let mut t = build();
    elect(&mut t, North, OptionId::TakePoints, None);
    let s = t.score().unwrap();
    assert_eq!(s.declarer_tricks, won);
    assert!(
        s.entries
            .iter()
            .any(|e| e.side == Side::NorthSouth && e.points == 150 && e.law.law == 84)
    );
}

#[test]
fn auction_bridge_law_84c_89_a_second_revoke_100_and_both_sides_only_honours() {
    let mut t = one_no_trump(DEAL);
    play(&mut t, "D4 DJ C6");
    play(&mut t, "D5");
    // South won; West revokes again on a diamond, then North revokes.
    play(&mut t, "DT C9 H6 DK");
    let by: Vec<Seat> = t.revokes().iter().map(|r| r.seat).collect();
    assert_eq!(by, vec![West, West, North]);
    play_out(&mut t);
    assert!(t.pending().is_none());
    assert!(
        t.rulings()
            .iter()
            .any(|r| r.law.to_string() == "auction-bridge Law 89")
    );
    let s = t.score().unwrap();
    let extra: Vec<_> = s.entries.iter().filter(|e| e.law.law == 84).collect();
    assert_eq!(extra.len(), 1);
    assert_eq!((extra[0].side, extra[0].points), (Side::NorthSouth, 100));
    assert!(s.entries.iter().all(|e| matches!(e.law.law, 6 | 9 | 84)));
}

#[test]
fn auction_bridge_law_92_calling_attention_to_the_trick_before_partner_plays() {
    let mut t = one_no_trump(DEAL);
    play(&mut t, "D4 DJ");
    t.apply(E::CallsAttention { seat: East }).unwrap();
    let (_, r) = t.pending().unwrap();
    assert_eq!(r.law.to_string(), "auction-bridge Law 92");
    elect(&mut t, North, OptionId::Highest, None);
    assert_eq!(t.state().legal_plays(), set("D3"));
    assert!(
        t.in_force()
            .iter()
            .any(|f| f.seat == West && f.law.law == 92)
    );
    play(&mut t, "D3");
    // After West has played, Law 92 no longer applies to this trick.
    assert!(matches!(
        refused(&mut t, E::CallsAttention { seat: East }),
        AuctionBridgeError::NoAttention { .. }
    ));
}

#[test]
fn auction_bridge_law_93_unauthorized_reference_declarer_calls_a_suit() {
    let mut t = one_no_trump(DEAL);
    assert!(matches!(
        refused(&mut t, E::Refers { seat: West }),
        AuctionBridgeError::NoPlay { .. }
    ));
    play(&mut t, "D4");
    t.apply(E::Refers { seat: West }).unwrap();
    let (_, r) = t.pending().unwrap();
    assert_eq!(r.law.to_string(), "auction-bridge Law 93");
    elect(&mut t, North, OptionId::RequireLead, Some(Suit::Spades));
    assert_eq!(t.called_lead(), Some(Suit::Spades));
}
