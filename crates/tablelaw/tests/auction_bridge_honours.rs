//! Auction Bridge, the Whist Club of New York's 1912 laws: honours (Laws 5,
//! 6, 10), slam and little slam (7, 8) and chicane (9), scored as held or
//! told at the table, not affected by doubling, and a slam made
//! independently of tricks taken as penalty for the revoke.

use tablelaw::codes::auction_bridge::{
    AuctionBridgeError, AuctionBridgeEvent as E, AuctionBridgeSetup, AuctionBridgeTable,
    AuctionDenomination, Column, DealScore, HonoursHeld,
};
use tablelaw::{Deal, Doubling, OptionId, Seat, Side};

use Seat::North;

mod auction_bridge_helpers;
use auction_bridge_helpers::*;

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

#[test]
fn auction_bridge_law_5_honours_are_the_five_top_trumps_or_the_aces_at_no_trumps() {
    use tablelaw::codes::auction_bridge::{HonoursHeld, honours};
    let deal: Deal = DEAL.parse().unwrap();
    let side_points = |d| {
        honours(d, &deal)
            .iter()
            .filter(|e| e.law.law == 6)
            .map(|e| (e.side, e.points))
            .collect::<Vec<_>>()
    };
    // Spades: North K T, South A J (the nine is no honour): four between
    // partners, four tricks at 2.
    assert_eq!(
        side_points(AuctionDenomination::Spades),
        [(Side::NorthSouth, 8)]
    );
    // Clubs: East T, West K J; North-South only A Q: three to East-West.
    assert_eq!(
        side_points(AuctionDenomination::Clubs),
        [(Side::EastWest, 12)]
    );
    // Diamonds: North A, South J T; East K Q: three to North-South.
    assert_eq!(
        side_points(AuctionDenomination::Diamonds),
        [(Side::NorthSouth, 14)]
    );
    // No trumps: the four aces, North two and South two; kings count nothing.
    assert_eq!(
        side_points(AuctionDenomination::NoTrumps),
        [(Side::NorthSouth, 40)]
    );
    assert!(!HonoursHeld::Three.fits(AuctionDenomination::NoTrumps));
    assert!(!HonoursHeld::ThreeAces.fits(AuctionDenomination::Hearts));
}

#[test]
fn auction_bridge_law_10_honours_and_slam_are_not_affected_by_doubling() {
    let deal: Deal = DEAL.parse().unwrap();
    let honour_entries = |doubling| {
        DealScore::new(fd("4H", doubling, North), 13, Some(&deal))
            .entries
            .iter()
            .filter(|e| matches!(e.law.law, 6 | 7 | 9))
            .map(|e| (e.side, e.points, e.law.law))
            .collect::<Vec<_>>()
    };
    let plain = honour_entries(Doubling::Undoubled);
    // Hearts: East K J, West Q T: four honours between partners, 4 × 8;
    // declarer's side takes the slam, 40.
    assert!(plain.contains(&(Side::EastWest, 32, 6)), "{plain:?}");
    assert!(plain.contains(&(Side::NorthSouth, 40, 7)), "{plain:?}");
    assert_eq!(honour_entries(Doubling::Doubled), plain);
    assert_eq!(honour_entries(Doubling::Redoubled), plain);
    // The tricks themselves are doubled (Law 53).
    let tricks = |doubling| {
        DealScore::new(fd("4H", doubling, North), 13, Some(&deal))
            .points(Side::NorthSouth, Column::Trick)
    };
    assert_eq!(
        (
            tricks(Doubling::Undoubled),
            tricks(Doubling::Doubled),
            tricks(Doubling::Redoubled)
        ),
        (56, 112, 224)
    );
}

#[test]
fn auction_bridge_law_7_slam_is_made_independently_of_tricks_taken_as_penalty_for_the_revoke() {
    let mut t = with_deal(North);
    bid(&mut t, "1NT P P P");
    // West revokes in the first trick (he holds diamonds); North-South
    // win ten tricks in play.
    let cards = "D4 DJ H3 D5 C3 C9 C4 CT C8 CA CJ C2 D6 D2 D9 D8 HA H5 H8 HT C5 D7 CQ CK \
                 C6 C7 H2 SJ DA DK DT D3 H6 HK H4 HQ S5 SA S3 S8 S2 S7 SK SQ ST HJ S9 S6 \
                 H9 DQ H7 S4";
    for x in cards.split_whitespace() {
        let seat = t.play().unwrap().turn().unwrap();
        t.apply(E::Play {
            seat,
            card: x.parse().unwrap(),
        })
        .unwrap_or_else(|e| panic!("{x} by {seat}: {e}"));
    }
    assert_eq!(t.won().unwrap()[Side::NorthSouth], 10);
    let (_, r) = t.pending().expect("declarer's choice of penalty");
    assert_eq!(r.law.to_string(), "auction-bridge Law 84(b)");
    t.apply(elect(North, OptionId::TakeTricks)).unwrap();
    let s = t.score().unwrap();
    assert_eq!(
        s.points(Side::NorthSouth, Column::Trick),
        70,
        "the three tricks assist the declaration"
    );
    assert!(
        !s.entries.iter().any(|e| matches!(e.law.law, 7 | 8)),
        "no slam from penalty tricks: {:?}",
        s.entries
    );
}
