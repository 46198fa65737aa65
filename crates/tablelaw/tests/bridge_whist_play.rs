//! Bridge whist (1907): the revoke in the play. The laws are unnumbered in
//! the text; the numbers continue the module's count (laws 62-101), each
//! found by its opening words: 66 "Dummy is not liable to the penalty for
//! a revoke", 84 "A revoke occurs when a player", 85 "A revoke is
//! established if the trick", 86 "The penalty for a revoke is three
//! tricks", 88 "Under no circumstances can the revoking side score game",
//! 93 "Should the players on both sides subject themselves".

use tablelaw::codes::bridge_whist::{Phase, RubberStanding, WhistEvent, WhistSetup, WhistTable};
use tablelaw::{BySide, Card, Denomination, Seat, Side};

use Seat::{East as E, North as N, South as S, West as W};

const DEAL: &str = "N:KT8.A96.A95.7542 Q5.KJ52.KQ874.T8 AJ92.874.JT6.AQ3 7643.QT3.32.KJ96";

fn c(s: &str) -> Card {
    s.parse().unwrap()
}

/// Dealer South makes no trumps; West asks "May I lead?", East says
/// "Yes": West leads, North is dummy.
fn no_trumps(standing: RubberStanding) -> WhistTable {
    let mut t = WhistTable::with_setup(WhistSetup {
        deal: Some(DEAL.parse().unwrap()),
        standing,
        ..WhistSetup::new(S)
    });
    for e in [
        WhistEvent::MakeTrump {
            seat: S,
            denomination: Denomination::NoTrump,
        },
        WhistEvent::MayILead { seat: W },
        WhistEvent::Yes { seat: E },
    ] {
        t.apply(e).unwrap();
    }
    assert_eq!(t.phase(), Phase::Play);
    t
}

fn play(t: &mut WhistTable, cards: &str) {
    for x in cards.split_whitespace() {
        let seat = t.play().unwrap().turn().unwrap();
        t.apply(WhistEvent::Play { seat, card: c(x) })
            .unwrap_or_else(|e| panic!("{x} by {seat}: {e}"));
    }
}

fn play_out(t: &mut WhistTable) {
    while let Some(seat) = t.play().and_then(|p| p.turn()) {
        let card = t.play().unwrap().legal_plays().iter().next().unwrap();
        t.apply(WhistEvent::Play { seat, card }).unwrap();
    }
}

fn last_law(t: &WhistTable) -> String {
    t.rulings().last().unwrap().law.to_string()
}

#[test]
fn bridge_whist_66_dummy_is_not_liable_to_the_penalty_for_a_revoke() {
    let mut t = no_trumps(RubberStanding::default());
    // West leads a diamond; dummy (North), holding diamonds, plays a heart.
    play(&mut t, "D3 H6 DK D6");
    assert_eq!(last_law(&t), "bridge-whist Law 66");
    assert!(t.revokes().is_empty());
    play_out(&mut t);
    let s = t.score().unwrap();
    assert_eq!(s.tricks, t.play().unwrap().won(), "no tricks move");
}

#[test]
fn bridge_whist_84_85_86_a_revoke_established_costs_three_tricks() {
    let mut t = no_trumps(RubberStanding::default());
    // West leads a diamond; East, holding diamonds, plays a club.
    play(&mut t, "D3 DA C8");
    assert_eq!(last_law(&t), "bridge-whist Law 84");
    assert_eq!(t.revokes().len(), 1);
    assert!(!t.revokes()[0].established);
    play(&mut t, "D6");
    assert!(!t.revokes()[0].established, "complete, not yet quitted");
    // Dummy's ace won: its lead to the next trick quits the trick.
    play(&mut t, "S8");
    assert!(
        t.revokes()[0].established,
        "trick turned and quitted (law 85)"
    );
    play_out(&mut t);
    let won = t.play().unwrap().won();
    let s = t.score().unwrap().clone();
    let moved = 3.min(won[Side::EastWest]);
    assert_eq!(s.tricks[Side::NorthSouth], won[Side::NorthSouth] + moved);
    assert_eq!(s.tricks[Side::EastWest], won[Side::EastWest] - moved);
    assert_eq!(last_law(&t), "bridge-whist Law 86");
    // The adversaries of the revoking side score the tricks counted.
    let odd = u32::from(s.tricks[Side::NorthSouth].saturating_sub(6));
    assert_eq!(s.trick_points[Side::NorthSouth], odd * 12);
}

#[test]
fn bridge_whist_88_the_revoking_side_cannot_score_game_nor_more_than_28_toward_it() {
    // North-South have 20 toward game; South (the dealer) revokes.
    let standing = RubberStanding {
        toward_game: BySide([20, 0]),
        ..RubberStanding::default()
    };
    let mut t = no_trumps(standing);
    play(&mut t, "D3 DA DK H4");
    assert_eq!(last_law(&t), "bridge-whist Law 84");
    play_out(&mut t);
    let s = t.score().unwrap();
    assert!(s.trick_points[Side::NorthSouth] <= 8, "{s:?}");
    let after = t.standing_after().unwrap();
    assert_eq!(
        after.games[Side::NorthSouth],
        0,
        "no game for the revoking side"
    );
    assert!(after.toward_game[Side::NorthSouth] <= 28);
    let r = t.rulings().last().unwrap();
    assert!(r.text.contains("law 88"), "{}", r.text);
}

#[test]
fn bridge_whist_93_both_sides_revoke_neither_can_win_the_game_by_that_hand() {
    let standing = RubberStanding {
        toward_game: BySide([24, 24]),
        ..RubberStanding::default()
    };
    let mut t = no_trumps(standing);
    // East revokes on the first trick, South on the second.
    play(&mut t, "D3 DA C8 D6");
    let leader = t.play().unwrap().turn().unwrap();
    assert_eq!(leader, N, "North's ace won");
    play(&mut t, "D5 DK H4 D2");
    let by: Vec<Seat> = t.revokes().iter().map(|r| r.seat).collect();
    assert_eq!(by, vec![E, S]);
    play_out(&mut t);
    let after = t.standing_after().unwrap();
    assert_eq!(after.games, BySide([0, 0]));
    assert!(after.toward_game[Side::NorthSouth] <= 28 && after.toward_game[Side::EastWest] <= 28);
    let r = t.rulings().last().unwrap();
    assert!(r.text.contains("law 93"), "{}", r.text);
}

fn elect(t: &mut WhistTable, seat: Seat, option: tablelaw::OptionId) {
    t.apply(WhistEvent::Elect {
        seat: Some(seat),
        option,
    })
    .unwrap_or_else(|e| panic!("{option}: {e}"));
}

fn set(cards: &str) -> tablelaw::CardSet {
    cards.split_whitespace().map(c).collect()
}

#[test]
fn bridge_whist_69_70_80_an_exposed_card_is_called_and_the_call_binds_the_next_play() {
    let mut t = no_trumps(RubberStanding::default());
    play(&mut t, "D3");
    // East drops the heart king face up.
    t.apply(WhistEvent::Expose {
        seat: E,
        card: c("HK"),
    })
    .unwrap();
    assert_eq!(last_law(&t), "bridge-whist Law 69");
    assert_eq!(t.exposed(E), set("HK"));
    // Only the dealer calls.
    assert!(
        t.apply(WhistEvent::CallsCard {
            seat: W,
            card: c("HK")
        })
        .is_err()
    );
    t.apply(WhistEvent::CallsCard {
        seat: S,
        card: c("HK"),
    })
    .unwrap();
    assert_eq!(last_law(&t), "bridge-whist Law 80");
    play(&mut t, "DA");
    // Law 79: East must follow to diamonds, not play the heart called.
    assert_eq!(t.legal_plays(), set("DK DQ D8 D7 D4"));
    play(&mut t, "D4 D6");
    assert_eq!(t.exposed(E), set("HK"), "still exposed, callable again");
}

#[test]
fn bridge_whist_76_lead_out_of_turn_the_dealer_calls_the_card() {
    let mut t = no_trumps(RubberStanding::default());
    // East leads; it is West's lead.
    t.apply(WhistEvent::Play {
        seat: E,
        card: c("HK"),
    })
    .unwrap();
    let (_, r) = t.pending().unwrap();
    assert_eq!(r.law.to_string(), "bridge-whist Law 76");
    assert_eq!(r.chooser, Some(tablelaw::Chooser::Seat(S)));
    elect(&mut t, S, tablelaw::OptionId::CallCard);
    assert_eq!(t.exposed(E), set("HK"));
    play(&mut t, "H3 HA");
    t.apply(WhistEvent::CallsCard {
        seat: S,
        card: c("HK"),
    })
    .unwrap();
    assert_eq!(t.legal_plays(), set("HK"));
}

#[test]
fn bridge_whist_76_81_the_dealer_calls_a_suit_at_the_next_adversary_lead() {
    let mut t = no_trumps(RubberStanding::default());
    t.apply(WhistEvent::Play {
        seat: E,
        card: c("HK"),
    })
    .unwrap();
    elect(&mut t, S, tablelaw::OptionId::CallSuit);
    assert!(t.exposed(E).is_empty(), "the card is taken back");
    assert!(t.suit_call_due());
    // West is to lead now: the dealer calls clubs.
    t.apply(WhistEvent::CallsSuit {
        seat: S,
        suit: tablelaw::Suit::Clubs,
    })
    .unwrap();
    assert_eq!(last_law(&t), "bridge-whist Law 76");
    assert_eq!(t.legal_plays(), set("CK CJ C9 C6"));
    // Leading another suit is liable to the revoke penalty (law 75).
    play(&mut t, "D3");
    assert_eq!(last_law(&t), "bridge-whist Law 75");
    assert_eq!(t.revokes().len(), 1);
}

#[test]
fn bridge_whist_77_78_the_dealers_lead_out_of_turn_and_a_lead_followed() {
    let mut t = no_trumps(RubberStanding::default());
    play(&mut t, "D3 DA D4 D6");
    // North (dummy) won: the dealer leads from his own hand instead.
    t.apply(WhistEvent::Play {
        seat: S,
        card: c("SA"),
    })
    .unwrap();
    let (_, r) = t.pending().unwrap();
    assert_eq!(r.law.to_string(), "bridge-whist Law 77");
    assert_eq!(
        r.chooser,
        Some(tablelaw::Chooser::Seat(W)),
        "the second hand"
    );
    elect(&mut t, W, tablelaw::OptionId::Cancel);
    assert_eq!(t.play().unwrap().turn(), Some(N));
    // Again, and West plays to it: the lead stands (law 78).
    t.apply(WhistEvent::Play {
        seat: S,
        card: c("SA"),
    })
    .unwrap();
    elect(&mut t, W, tablelaw::OptionId::Accept);
    play(&mut t, "S3 S8 S5");
    assert_eq!(t.play().unwrap().tricks()[1].1, S);
}

#[test]
fn bridge_whist_82_fourth_hand_before_his_partner_the_dealer_directs_the_partner() {
    let mut t = no_trumps(RubberStanding::default());
    play(&mut t, "D3 DA D4 D6");
    // North leads; East (second) is to play, West (fourth) plays first.
    play(&mut t, "S8");
    t.apply(WhistEvent::Play {
        seat: W,
        card: c("S7"),
    })
    .unwrap();
    let (_, r) = t.pending().unwrap();
    assert_eq!(r.law.to_string(), "bridge-whist Law 82");
    elect(&mut t, S, tablelaw::OptionId::Highest);
    assert_eq!(t.legal_plays(), set("SQ"));
    play(&mut t, "S5");
    assert_eq!(
        last_law(&t),
        "bridge-whist Law 75",
        "not obeyed: liable to the revoke penalty"
    );
    assert_eq!(t.exposed(W), set("S7"));
}

#[test]
fn bridge_whist_62_as_soon_as_the_eldest_hand_has_led_dummy_is_faced_and_the_dealer_plays_it() {
    let mut t = no_trumps(RubberStanding::default());
    let p = t.play().unwrap();
    assert_eq!(p.turn(), Some(W), "the eldest hand leads");
    assert!(!p.dummy_faced(), "not before the lead");
    play(&mut t, "D3");
    let p = t.play().unwrap();
    assert!(p.dummy_faced(), "faced as soon as the eldest hand has led");
    assert_eq!(p.turn(), Some(N));
    // Dummy's cards are played by the dealer: any diamond of North's.
    assert_eq!(t.legal_plays(), set("DA D9 D5"));
    play(&mut t, "D9");
    assert!(!t.play().unwrap().hand(N).contains(c("D9")));
    assert!(t.rulings().is_empty(), "all regular: no ruling");
}

#[test]
fn bridge_whist_72_two_cards_played_at_once_the_dealer_calls_which_he_pleases_to_the_trick() {
    let mut t = no_trumps(RubberStanding::default());
    play(&mut t, "D3 DA");
    // East plays two diamonds at once: both are exposed cards (law 70, 1st).
    for x in ["D4", "DK"] {
        t.apply(WhistEvent::Expose {
            seat: E,
            card: c(x),
        })
        .unwrap();
    }
    assert_eq!(t.exposed(E), set("D4 DK"));
    // The dealer calls the king to the current trick.
    t.apply(WhistEvent::CallsCard {
        seat: S,
        card: c("DK"),
    })
    .unwrap();
    assert_eq!(t.legal_plays(), set("DK"));
    play(&mut t, "DK");
    assert_eq!(
        t.exposed(E),
        set("D4"),
        "the other stays face up, to be called at any time"
    );
}

#[test]
fn bridge_whist_79_no_player_can_be_compelled_to_play_a_card_which_would_oblige_him_to_revoke() {
    let mut t = no_trumps(RubberStanding::default());
    play(&mut t, "D3");
    t.apply(WhistEvent::Expose {
        seat: E,
        card: c("SQ"),
    })
    .unwrap();
    t.apply(WhistEvent::CallsCard {
        seat: S,
        card: c("SQ"),
    })
    .unwrap();
    play(&mut t, "DA");
    // A diamond was led: East holds diamonds and is not made to revoke
    // with the spade called; he follows suit.
    assert_eq!(t.legal_plays(), set("DK DQ D8 D7 D4"));
    play(&mut t, "D4 D6");
    assert!(t.revokes().is_empty(), "following suit is no revoke");
    assert_eq!(t.exposed(E), set("SQ"), "still exposed");
    // Dummy's ace won; a spade led: East may play either spade until the
    // call is repeated (law 80), then the queen.
    play(&mut t, "S8");
    assert_eq!(t.legal_plays(), set("SQ S5"));
    t.apply(WhistEvent::CallsCard {
        seat: S,
        card: c("SQ"),
    })
    .unwrap();
    assert_eq!(t.legal_plays(), set("SQ"));
}

#[test]
fn bridge_whist_94_the_penalty_for_each_of_several_revokes_no_more_than_the_side_won() {
    let mut t = no_trumps(RubberStanding::default());
    // East revokes in the first trick and again in the second.
    play(&mut t, "D3 DA C8 D6 D5 CT DT D2");
    let by: Vec<Seat> = t.revokes().iter().map(|r| r.seat).collect();
    assert_eq!(by, vec![E, E]);
    play_out(&mut t);
    assert!(t.revokes().iter().all(|r| r.established));
    let won = t.play().unwrap().won();
    let s = t.score().unwrap();
    // Three tricks a revoke, claimed for each: six, or all East-West won.
    let moved = 6.min(won[Side::EastWest]);
    assert_eq!(s.tricks[Side::EastWest], won[Side::EastWest] - moved);
    assert_eq!(s.tricks[Side::NorthSouth], won[Side::NorthSouth] + moved);
    assert!(s.tricks[Side::NorthSouth] + s.tricks[Side::EastWest] <= 13);
}

#[test]
fn bridge_whist_if_a_player_and_his_partner_make_thirteen_tricks_independently_of_the_revoke_penalty_grand_slam()
 {
    let mut t = no_trumps(RubberStanding::default());
    // East revokes in the first trick; North-South win ten tricks in play.
    play(
        &mut t,
        "D3 DA C8 D6 C2 CT CQ C6 S2 S3 S8 S5 C4 DK C3 C9 S4 ST SQ SJ H2 H8 HQ H6 \
         CJ C7 HK CA DJ D2 D5 D7 H7 H3 H9 H5 HA HJ H4 HT SK D8 SA S7 DT CK D9 D4 \
         S9 S6 C5 DQ",
    );
    let won = t.play().unwrap().won();
    assert_eq!(won, BySide([10, 3]));
    let s = t.score().unwrap();
    assert_eq!(s.tricks, BySide([13, 0]), "three tricks moved (law 86)");
    assert_eq!(s.slam, None, "thirteen only with the revoke penalty");
}
