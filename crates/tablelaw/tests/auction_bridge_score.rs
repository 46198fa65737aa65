//! Auction Bridge, the Whist Club of New York's 1912 laws: a lead called
//! after information (Law 51), a complete deal played, and the score of
//! the tricks, the game and the rubber (Laws 1-3, 11, 47, 48, 53, 56).
//! Honours, slams and chicane (Laws 5-10) are in
//! `auction_bridge_honours.rs`.

use tablelaw::codes::auction_bridge::{
    AuctionBridgeError, AuctionBridgeEvent as E, AuctionBridgeSetup, AuctionBridgeTable,
    AuctionRubber, Column, DealScore,
};
use tablelaw::{Chooser, Doubling, OptionId, Seat, Side, Suit};

use Seat::{East, North, South, West};

mod auction_bridge_helpers;
use auction_bridge_helpers::*;

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
fn auction_bridge_law_3_every_deal_is_played_out_and_points_beyond_thirty_are_counted() {
    // The deal is scored only once its thirteen tricks are played.
    let mut t = with_deal(North);
    bid(&mut t, "1NT P P P");
    for _ in 0..48 {
        let seat = t.play().unwrap().turn().unwrap();
        let card = t.play().unwrap().legal_plays().iter().next().unwrap();
        t.apply(E::Play { seat, card }).unwrap();
    }
    assert!(t.score().is_none(), "twelve tricks played: no score yet");
    while let Some(seat) = t.play().and_then(|p| p.turn()) {
        let card = t.play().unwrap().legal_plays().iter().next().unwrap();
        t.apply(E::Play { seat, card }).unwrap();
    }
    assert!(t.score().is_some(), "played out: scored");
    // Seven odd tricks at no trumps: 70, all counted though 30 is game.
    let s = DealScore::new(fd("1NT", Doubling::Undoubled, North), 13, None);
    assert_eq!(s.points(Side::NorthSouth, Column::Trick), 70);
    let mut r = AuctionRubber::new();
    r.record(s);
    assert_eq!(r.games(Side::NorthSouth), 1);
    assert_eq!(
        r.game_score(Side::NorthSouth),
        0,
        "the next game starts afresh"
    );
    assert_eq!(r.total(Side::NorthSouth), 70 + 40, "70 tricks and the slam");
}

#[test]
fn auction_bridge_law_53_doubling_multiplies_the_trick_values_but_not_the_declarations_value() {
    for (doubling, points) in [
        (Doubling::Undoubled, 16),
        (Doubling::Doubled, 32),
        (Doubling::Redoubled, 64),
    ] {
        let s = DealScore::new(fd("2H", doubling, North), 8, None);
        assert_eq!(s.points(Side::NorthSouth, Column::Trick), points);
    }
    // "Three Clubs" (18) is higher than "Two Royal Spades" (18) doubled.
    let mut t = with_deal(North);
    bid(&mut t, "2R X 3C");
    assert!(t.pending().is_none(), "sufficient: no Law 50 question");
    bid(&mut t, "P P P");
    let f = final_of(&t);
    assert_eq!((f.declaration, f.declarer), (decl("3C"), South));
    assert_eq!(f.doubling, Doubling::Undoubled, "the double went with 2R");
    // Two Hearts (16) over Two Royal Spades doubled is still insufficient.
    let mut t = with_deal(North);
    bid(&mut t, "2R X 2H");
    let (_, r) = t.pending().expect("an insufficient declaration");
    assert_eq!(r.law.to_string(), "auction-bridge Law 50");
    assert_eq!(r.offender, Some(South));
}

#[test]
fn auction_bridge_law_56_a_doubled_declaration_won_scores_50_and_50_a_further_trick_redoubled_doubled()
 {
    let bonus = |doubling, tricks| {
        let s = DealScore::new(fd("2H", doubling, North), tricks, None);
        let entries: Vec<_> = s.entries.iter().filter(|e| e.law.law == 56).collect();
        assert!(
            entries
                .iter()
                .all(|e| e.side == Side::NorthSouth && e.column == Column::Honour)
        );
        entries.iter().map(|e| e.points).sum::<i32>()
    };
    assert_eq!(bonus(Doubling::Undoubled, 10), 0, "no double, no bonus");
    assert_eq!(bonus(Doubling::Doubled, 8), 50, "made exactly");
    assert_eq!(
        bonus(Doubling::Doubled, 10),
        150,
        "50 and two further tricks"
    );
    assert_eq!(bonus(Doubling::Redoubled, 8), 100, "redoubled: doubled");
    assert_eq!(bonus(Doubling::Redoubled, 10), 300);
    assert_eq!(bonus(Doubling::Doubled, 7), 0, "failed: no bonus");
}
