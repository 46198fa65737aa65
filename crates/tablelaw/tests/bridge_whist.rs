//! Bridge whist (seed 001, the 1907 laws): one test per paragraph of the
//! seed, named after it, each building the situation and checking the
//! ruling (the law cited), the options and who chooses, and what follows:
//! the declaration (laws 45-49); the play and the score (honours, chicane,
//! slams, the rubber); and properties over random events. The doubling
//! laws (50-61) are in `bridge_whist_doubling.rs`.

use proptest::prelude::*;
use tablelaw::codes::bridge_whist::score::score_deal;
use tablelaw::codes::bridge_whist::{
    Chicane, ClubLimit, Phase, RubberStanding, Slam, WhistEvent, WhistHonours, WhistTable,
};
use tablelaw::{BySide, Chooser, Denomination, EventError, OptionId, Seat, Side};

use Seat::{East as E, North as N, South as S, West as W};

mod bridge_whist_helpers;
use bridge_whist_helpers::*;

#[test]
fn bridge_whist_45a_dealer_makes_the_trump_and_the_eldest_hand_has_the_first_right() {
    let mut t = table(ClubLimit::None);
    assert_eq!(t.turn(), Some(S));
    run(&mut t, &[make(S, Denomination::Hearts)]);
    assert_eq!(t.phase(), Phase::Doubling);
    assert_eq!(t.declaration().unwrap().maker, S);
    assert_eq!(
        t.turn(),
        Some(W),
        "the eldest hand has the first right (law 51)"
    );
    assert!(t.rulings().is_empty());
}

#[test]
fn bridge_whist_45b_declaration_passed_to_partner_he_must_make_the_trump() {
    let mut t = table(ClubLimit::None);
    run(&mut t, &[WhistEvent::PassDeclaration { seat: S }]);
    assert!(t.declaration_passed());
    assert_eq!(t.turn(), Some(N));
    run(&mut t, &[make(N, Denomination::NoTrump)]);
    assert_eq!(t.declaration().unwrap().maker, N);
    assert_eq!(
        t.dummy(),
        N,
        "dummy is the dealer's partner even when he made the trump"
    );
    // The dealer cannot now make it himself: law 49, last sentence.
    run(&mut t, &[make(S, Denomination::Spades)]);
    let r = t.rulings().last().unwrap();
    assert_eq!(r.law.to_string(), "bridge-whist Law 49, last sentence");
    assert_eq!(t.declaration().unwrap().denomination, Denomination::NoTrump);
}

#[test]
fn bridge_whist_46_partner_makes_trump_without_permission_eldest_hand_demands_a_new_deal() {
    let mut t = table(ClubLimit::None);
    run(&mut t, &[make(N, Denomination::Hearts)]);
    let (law, chooser, opts) = options(&t);
    assert_eq!(law, "bridge-whist Law 46");
    assert_eq!(chooser, Some(Chooser::Seat(W)));
    assert_eq!(opts, vec![OptionId::Accept, OptionId::NewDeal]);
    assert_eq!(t.pending().unwrap().1.offender, Some(N));
    // Only the eldest hand chooses.
    let before = t.state().clone();
    assert!(matches!(
        t.apply(elect(E, OptionId::NewDeal)),
        Err(EventError::NotChooser { .. })
    ));
    assert_eq!(t.state(), &before);
    run(&mut t, &[elect(W, OptionId::NewDeal)]);
    assert_eq!(t.phase(), Phase::NewDeal);
    assert!(t.apply(WhistEvent::Double { seat: W }).is_err());
}

#[test]
fn bridge_whist_46_partner_makes_trump_without_permission_eldest_hand_lets_it_stand() {
    let mut t = table(ClubLimit::None);
    run(
        &mut t,
        &[make(N, Denomination::Hearts), elect(W, OptionId::Accept)],
    );
    assert_eq!(t.phase(), Phase::Doubling);
    assert_eq!(t.declaration().unwrap().maker, N);
    assert_eq!(t.turn(), Some(W));
}

#[test]
fn bridge_whist_47_a_declaration_as_to_doubling_makes_the_wrong_declaration_stand() {
    let mut t = table(ClubLimit::None);
    run(&mut t, &[make(N, Denomination::Hearts)]);
    // West asks "May I lead?" instead of claiming: the trump stands.
    run(&mut t, &[WhistEvent::MayILead { seat: W }]);
    let r = &t.rulings()[0];
    assert_eq!(r.chosen, Some(OptionId::Accept));
    assert!(r.notes[0].contains("law 47"));
    assert!(t.pending().is_none());
    assert_eq!(t.turn(), Some(E));
}

#[test]
fn bridge_whist_48_partner_passes_the_declaration_back_eldest_hand_compels_him_to_declare() {
    let mut t = table(ClubLimit::None);
    run(
        &mut t,
        &[
            WhistEvent::PassDeclaration { seat: S },
            WhistEvent::PassDeclaration { seat: N },
        ],
    );
    let (law, chooser, opts) = options(&t);
    assert_eq!(law, "bridge-whist Law 48");
    assert_eq!(chooser, Some(Chooser::Seat(W)));
    assert_eq!(opts, vec![OptionId::NewDeal, OptionId::CompelDeclaration]);
    run(&mut t, &[elect(W, OptionId::CompelDeclaration)]);
    assert_eq!(t.turn(), Some(N), "the offender must declare");
    run(&mut t, &[make(N, Denomination::Clubs)]);
    assert_eq!(t.declaration().unwrap().maker, N);
}

#[test]
fn bridge_whist_48_partner_passes_the_declaration_back_eldest_hand_claims_a_new_deal() {
    let mut t = table(ClubLimit::None);
    run(
        &mut t,
        &[
            WhistEvent::PassDeclaration { seat: N },
            elect(W, OptionId::NewDeal),
        ],
    );
    assert_eq!(t.phase(), Phase::NewDeal);
}

#[test]
fn bridge_whist_49_adversary_makes_the_declaration_dealer_proceeds_as_if_none_made() {
    let mut t = table(ClubLimit::None);
    run(&mut t, &[make(E, Denomination::Spades)]);
    let (law, chooser, opts) = options(&t);
    assert_eq!(law, "bridge-whist Law 49");
    assert_eq!(chooser, Some(Chooser::Seat(S)));
    assert_eq!(opts, vec![OptionId::NewDeal, OptionId::Cancel]);
    run(&mut t, &[elect(S, OptionId::Cancel)]);
    assert_eq!(t.phase(), Phase::MakingTrump);
    assert_eq!(t.declaration(), None);
    assert_eq!(t.turn(), Some(S));
}

#[test]
fn bridge_whist_49_adversary_passes_the_declaration_dealer_claims_a_new_deal() {
    let mut t = table(ClubLimit::None);
    run(
        &mut t,
        &[
            WhistEvent::PassDeclaration { seat: W },
            elect(S, OptionId::NewDeal),
        ],
    );
    assert_eq!(t.phase(), Phase::NewDeal);
}

#[test]
fn bridge_whist_49_a_declaration_once_made_cannot_be_altered() {
    let mut t = table(ClubLimit::None);
    run(
        &mut t,
        &[
            make(S, Denomination::Diamonds),
            make(S, Denomination::NoTrump),
        ],
    );
    let r = t.rulings().last().unwrap();
    assert_eq!(r.law.to_string(), "bridge-whist Law 49, last sentence");
    assert!(r.options.is_empty());
    assert_eq!(
        t.declaration().unwrap().denomination,
        Denomination::Diamonds
    );
    assert_eq!(t.turn(), Some(W));
}

#[test]
fn bridge_whist_impossible_words_leave_the_table_unchanged() {
    let mut t = table(ClubLimit::None);
    for e in [
        WhistEvent::Double { seat: W },
        WhistEvent::Yes { seat: E },
        elect(W, OptionId::Accept),
        WhistEvent::Play {
            seat: W,
            card: "S7".parse().unwrap(),
        },
    ] {
        let before = t.state().clone();
        assert!(t.apply(e).is_err());
        assert_eq!(t.state(), &before);
    }
    run(&mut t, &[make(S, Denomination::Hearts)]);
    let before = t.state().clone();
    assert!(t.apply(WhistEvent::Satisfied { seat: S }).is_err());
    assert!(
        t.apply(WhistEvent::Double { seat: N }).is_err(),
        "nothing to re-double"
    );
    assert_eq!(t.state(), &before);
}

#[test]
fn bridge_whist_the_eldest_hand_leads_the_dealer_plays_dummy_and_the_deal_is_scored() {
    let mut t = table(ClubLimit::None);
    run(
        &mut t,
        &[
            make(S, Denomination::NoTrump),
            WhistEvent::Double { seat: W },
            WhistEvent::Satisfied { seat: S },
            WhistEvent::Satisfied { seat: N },
        ],
    );
    assert_eq!(t.turn(), Some(W));
    assert_eq!(t.play().unwrap().contract().declarer, S);
    play_out(&mut t);
    assert_eq!(t.phase(), Phase::Over);
    let s = t.score().unwrap();
    let won = s.tricks;
    assert_eq!(won[Side::NorthSouth] + won[Side::EastWest], 13);
    let winner = if won[Side::NorthSouth] > 6 {
        Side::NorthSouth
    } else {
        Side::EastWest
    };
    assert_eq!(
        s.trick_points[winner],
        u32::from(won[winner] - 6) * 12 * 2,
        "doubled no-trump tricks for whichever side wins the odd tricks"
    );
}

#[test]
fn bridge_whist_scoring_honours_chicane_and_slams() {
    let d: tablelaw::Deal = DEAL.parse().unwrap();
    // At hearts in DEAL: A (N), K (E), Q (W), J (E), T (W): EW hold four, split.
    let s = score_deal(&d, Denomination::Hearts, 1, BySide([7, 6]));
    assert_eq!(s.trick_points, BySide([8, 0]));
    let h = s.honours.unwrap();
    assert_eq!(
        (h.side, h.kind, h.points),
        (Side::EastWest, WhistHonours::Four, 32)
    );
    // At no trumps the aces: North ♥A ♦A, South ♠A ♣A: four aces, split.
    let s = score_deal(&d, Denomination::NoTrump, 4, BySide([13, 0]));
    assert_eq!(s.honours.unwrap().kind, WhistHonours::FourAces);
    assert_eq!(s.trick_points[Side::NorthSouth], 7 * 12 * 4);
    assert_eq!(s.slam, Some((Side::NorthSouth, Slam::Grand)));
    assert_eq!(
        s.honour_points[Side::NorthSouth],
        40 + 40,
        "honours and slams are not doubled"
    );
    assert_eq!(s.chicane, BySide([None, None]));
}

#[test]
fn bridge_whist_scoring_chicane_deducts_from_the_adversaries_honours() {
    // North void of spades; EW hold the spade honours.
    let d: tablelaw::Deal = "N:.AKQJT98765.AK.A AKQJT.2.QJ.QJT98 98765.43.T98.K76 432..765432.5432"
        .parse()
        .unwrap();
    let s = score_deal(&d, Denomination::Spades, 1, BySide([7, 6]));
    let h = s.honours.unwrap();
    assert_eq!(
        (h.side, h.kind),
        (Side::EastWest, WhistHonours::FiveInOneHand)
    );
    assert_eq!(s.chicane[Side::NorthSouth], Some(Chicane::Single));
    // Five in one hand at spades 20, less chicane 4.
    assert_eq!(s.honour_points, BySide([0, 16]));
    assert_eq!(s.trick_points, BySide([2, 0]));
}

#[test]
fn bridge_whist_rubber_game_at_thirty_and_the_rubber_of_two_games() {
    let d: tablelaw::Deal = DEAL.parse().unwrap();
    let s = score_deal(&d, Denomination::NoTrump, 1, BySide([9, 4])); // 36 to NS
    let start = RubberStanding::default();
    let one = start.after(&s);
    assert_eq!(start.game_won(&one), Some(Side::NorthSouth));
    assert_eq!(one.toward_game, BySide([0, 0]));
    let two = one.after(&s);
    assert_eq!(two.winner(), Some(Side::NorthSouth));
    assert_eq!(two.total[Side::NorthSouth], 2 * (36 + 40) + 100);
}

#[test]
fn bridge_whist_little_slam_is_twelve_tricks_and_adds_twenty_points_to_the_honour_count() {
    let d: tablelaw::Deal = DEAL.parse().unwrap();
    let twelve = score_deal(&d, Denomination::Hearts, 1, BySide([1, 12]));
    assert_eq!(twelve.slam, Some((Side::EastWest, Slam::Little)));
    let eleven = score_deal(&d, Denomination::Hearts, 1, BySide([2, 11]));
    assert_eq!(eleven.slam, None);
    assert_eq!(
        twelve.honour_points[Side::EastWest] - eleven.honour_points[Side::EastWest],
        20
    );
    assert_eq!(
        twelve.honour_points[Side::NorthSouth],
        eleven.honour_points[Side::NorthSouth]
    );
    // Not affected by doubling.
    let doubled = score_deal(&d, Denomination::Hearts, 4, BySide([1, 12]));
    assert_eq!(doubled.honour_points, twelve.honour_points);
}

fn any_event() -> impl Strategy<Value = WhistEvent> {
    let seat = prop::sample::select(Seat::ALL.to_vec());
    let denom = prop::sample::select(Denomination::ALL.to_vec());
    let opt = prop::sample::select(OptionId::ALL.to_vec());
    let card = (0usize..4, 2u8..=14).prop_map(|(s, r)| {
        tablelaw::Card::new(tablelaw::Suit::ALL[s], tablelaw::Rank::new(r).unwrap())
    });
    prop_oneof![
        2 => (seat.clone(), denom).prop_map(|(seat, denomination)| WhistEvent::MakeTrump { seat, denomination }),
        1 => seat.clone().prop_map(|seat| WhistEvent::PassDeclaration { seat }),
        4 => seat.clone().prop_map(|seat| WhistEvent::Double { seat }),
        1 => seat.clone().prop_map(|seat| WhistEvent::MayILead { seat }),
        1 => seat.clone().prop_map(|seat| WhistEvent::Yes { seat }),
        3 => seat.clone().prop_map(|seat| WhistEvent::Satisfied { seat }),
        1 => seat.clone().prop_map(|seat| WhistEvent::Consultation { seat }),
        3 => (prop::option::of(seat.clone()), opt).prop_map(|(seat, option)| WhistEvent::Elect { seat, option }),
        8 => (seat.clone(), card.clone()).prop_map(|(seat, card)| WhistEvent::Play { seat, card }),
        // The laws of the play (laws 69-82).
        1 => (seat.clone(), card.clone()).prop_map(|(seat, card)| WhistEvent::Expose { seat, card }),
        1 => (seat.clone(), card.clone()).prop_map(|(seat, card)| WhistEvent::CallsCard { seat, card }),
        1 => (seat.clone(), 0usize..4).prop_map(|(seat, s)| WhistEvent::CallsSuit { seat, suit: tablelaw::Suit::ALL[s] }),
        // Laws 89, 90: the question about a revoke, its answer, the correction.
        1 => seat.clone().prop_map(|seat| WhistEvent::AsksRevoke { seat }),
        1 => seat.clone().prop_map(|seat| WhistEvent::AnswersNo { seat }),
        1 => seat.clone().prop_map(|seat| WhistEvent::CorrectsRevoke { seat }),
        // Law 83, second paragraph: two cards played to one trick.
        1 => (seat.clone(), 0u8..13, card.clone()).prop_map(|(seat, trick, card)| WhistEvent::SurplusCard { seat, trick, card }),
        // Law 67: a card (or cards) of dummy named or touched, "I arrange" or not.
        2 => (seat.clone(), prop::collection::vec(card, 0..4), any::<bool>())
            .prop_map(|(seat, cards, arrange)| WhistEvent::Touches { seat, cards: cards.into_iter().collect(), arrange }),
        1 => (prop::option::of(seat), prop::sample::select(vec![OptionId::CallCard, OptionId::CallSuit, OptionId::Highest, OptionId::Lowest, OptionId::Win, OptionId::Lose, OptionId::NoPenalty]))
            .prop_map(|(seat, option)| WhistEvent::Elect { seat, option }),
    ]
}

proptest! {
    #[test]
    fn bridge_whist_random_events_never_panic_and_the_state_is_the_fold_of_the_log(
        events in prop::collection::vec(any_event(), 0..120),
        limit in prop::sample::select(vec![ClubLimit::None, ClubLimit::Points100, ClubLimit::Points200]),
    ) {
        let mut t = table(limit);
        for e in events {
            let before = t.state().clone();
            if t.apply(e).is_err() {
                prop_assert_eq!(t.state(), &before);
            }
            let _ = (t.turn(), t.pending(), t.score(), t.standing_after());
        }
        let refolded = WhistTable::from_log(t.setup().clone(), t.log().to_vec()).unwrap();
        prop_assert_eq!(refolded.state(), t.state());
        let json = serde_json::to_string(&t.log()).unwrap();
        let back: Vec<WhistEvent> = serde_json::from_str(&json).unwrap();
        prop_assert_eq!(&back[..], &t.log()[..]);
        let n = t.log().len() / 2;
        let mut u = t.clone();
        u.undo(n);
        let prefix = WhistTable::from_log(t.setup().clone(), t.log()[..t.log().len() - n].to_vec()).unwrap();
        prop_assert_eq!(u.state(), prefix.state());
    }
}
