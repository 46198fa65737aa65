//! Bridge whist (seed 001, the 1907 laws): one test per paragraph of the
//! seed, named after it, each building the situation and checking the
//! ruling (the law cited), the options and who chooses, and what follows;
//! doubling sequences of several rounds with and without a club limit; the
//! score; and properties over random events.

use proptest::prelude::*;
use tablelaw::codes::bridge_whist::score::{score_deal, trick_value};
use tablelaw::codes::bridge_whist::{
    Chicane, ClubLimit, Phase, RubberStanding, Slam, WhistEvent, WhistHonours, WhistSetup,
    WhistTable,
};
use tablelaw::{BySide, Chooser, Denomination, EventError, OptionId, Seat, Side};

use Seat::{East as E, North as N, South as S, West as W};

const DEAL: &str = "N:KT8.A96.A95.7542 Q5.KJ52.KQ874.T8 AJ92.874.JT6.AQ3 7643.QT3.32.KJ96";

/// Dealer South: West is the eldest hand, North dummy, East the dealer's
/// right-hand adversary.
fn table(limit: ClubLimit) -> WhistTable {
    WhistTable::with_setup(WhistSetup {
        club_limit: limit,
        deal: Some(DEAL.parse().unwrap()),
        ..WhistSetup::new(S)
    })
}

fn make(seat: Seat, d: Denomination) -> WhistEvent {
    WhistEvent::MakeTrump {
        seat,
        denomination: d,
    }
}

fn elect(seat: Seat, option: OptionId) -> WhistEvent {
    WhistEvent::Elect {
        seat: Some(seat),
        option,
    }
}

fn run(t: &mut WhistTable, events: &[WhistEvent]) {
    for e in events {
        t.apply(e.clone())
            .unwrap_or_else(|err| panic!("{e:?}: {err}"));
    }
}

fn options(t: &WhistTable) -> (String, Option<Chooser>, Vec<OptionId>) {
    let (_, r) = t.pending().expect("a ruling pending");
    (
        r.law.to_string(),
        r.chooser,
        r.options.iter().map(|o| o.id).collect(),
    )
}

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
fn bridge_whist_51_may_i_lead_yes_the_play_begins_undoubled() {
    let mut t = table(ClubLimit::None);
    run(
        &mut t,
        &[
            make(S, Denomination::Hearts),
            WhistEvent::MayILead { seat: W },
        ],
    );
    assert_eq!(t.turn(), Some(E));
    run(&mut t, &[WhistEvent::Yes { seat: E }]);
    assert_eq!(t.phase(), Phase::Play);
    assert_eq!(t.doubling().multiplier(), 1);
    assert_eq!(t.turn(), Some(W), "the eldest hand leads");
}

#[test]
fn bridge_whist_51_52_partner_answers_i_double_maker_redoubles_first() {
    let mut t = table(ClubLimit::None);
    run(
        &mut t,
        &[make(N, Denomination::Hearts), elect(W, OptionId::Accept)],
    );
    run(
        &mut t,
        &[
            WhistEvent::MayILead { seat: W },
            WhistEvent::Double { seat: E },
        ],
    );
    assert_eq!(t.doubling().multiplier(), 2);
    assert_eq!(
        t.turn(),
        Some(N),
        "the player who declared the trump has the first right"
    );
    run(&mut t, &[WhistEvent::Satisfied { seat: N }]);
    assert_eq!(t.turn(), Some(S), "satisfied: his partner may re-double");
    run(&mut t, &[WhistEvent::Double { seat: S }]);
    assert_eq!(t.doubling().multiplier(), 4);
    assert_eq!(
        t.turn(),
        Some(E),
        "the original doubler has the first right (law 53)"
    );
}

#[test]
fn bridge_whist_55_doubling_continued_several_rounds_without_a_limit() {
    let mut t = table(ClubLimit::None);
    run(
        &mut t,
        &[
            make(S, Denomination::NoTrump),
            WhistEvent::Double { seat: W },    // 2
            WhistEvent::Double { seat: S },    // 4
            WhistEvent::Satisfied { seat: W }, // the original doubler satisfied
            WhistEvent::Double { seat: E },    // 8: his partner doubles again
            WhistEvent::Double { seat: S },    // 16: S last re-doubled: first right
            WhistEvent::Double { seat: E },    // 32: E last doubled: first right
            WhistEvent::Double { seat: S },    // 64
            WhistEvent::Double { seat: E },    // 128
        ],
    );
    assert_eq!(t.doubling().multiplier(), 128);
    assert_eq!(t.doubling().original_doubler(), Some(W));
    assert_eq!(t.turn(), Some(S));
    run(&mut t, &[WhistEvent::Satisfied { seat: S }]);
    assert_eq!(t.turn(), Some(N));
    run(&mut t, &[WhistEvent::Satisfied { seat: N }]);
    assert_eq!(
        t.phase(),
        Phase::Play,
        "the last right satisfied: the play begins (law 57)"
    );
    assert_eq!(
        trick_value(Denomination::NoTrump) * t.doubling().multiplier(),
        1536
    );
}

#[test]
fn bridge_whist_55a_club_limit_100_doubling_ceases_once_the_odd_trick_exceeds_it() {
    let mut t = table(ClubLimit::Points100);
    run(
        &mut t,
        &[
            make(S, Denomination::NoTrump), // 12
            WhistEvent::Double { seat: W }, // 24
            WhistEvent::Double { seat: S }, // 48
            WhistEvent::Double { seat: W }, // 96
        ],
    );
    assert_eq!(t.phase(), Phase::Doubling);
    run(&mut t, &[WhistEvent::Double { seat: S }]); // 192 > 100
    assert_eq!(t.phase(), Phase::Play);
    assert!(t.doubling().limit_reached());
    let r = t.rulings().last().unwrap();
    assert_eq!(r.law.to_string(), "bridge-whist Law 55[A]");
    assert!(t.apply(WhistEvent::Double { seat: W }).is_err());
}

#[test]
fn bridge_whist_55a_club_limit_200_lets_hearts_go_further_than_100() {
    for (limit, steps) in [(ClubLimit::Points100, 4), (ClubLimit::Points200, 5)] {
        let mut t = table(limit);
        run(&mut t, &[make(S, Denomination::Hearts)]); // 8
        let mut n = 0;
        let mut seat = W;
        while t.phase() == Phase::Doubling {
            run(&mut t, &[WhistEvent::Double { seat }]);
            n += 1;
            seat = if seat == W { S } else { W };
        }
        // hearts: 16, 32, 64, 128 (> 100) | 256 (> 200)
        assert_eq!(n, steps, "{limit:?}");
    }
}

#[test]
fn bridge_whist_54_right_hand_adversary_doubles_before_may_i_lead_maker_lets_it_stand() {
    let mut t = table(ClubLimit::None);
    run(
        &mut t,
        &[
            make(S, Denomination::Diamonds),
            WhistEvent::Double { seat: E },
        ],
    );
    let (law, chooser, opts) = options(&t);
    assert_eq!(law, "bridge-whist Law 54");
    assert_eq!(chooser, Some(Chooser::Seat(S)));
    assert_eq!(opts, vec![OptionId::Accept, OptionId::Cancel]);
    run(&mut t, &[elect(S, OptionId::Accept)]);
    assert_eq!(t.doubling().multiplier(), 2);
    assert_eq!(
        t.turn(),
        Some(S),
        "the re-doubling continues as described above"
    );
}

#[test]
fn bridge_whist_54_right_hand_adversary_doubles_before_may_i_lead_maker_refuses() {
    let mut t = table(ClubLimit::None);
    run(
        &mut t,
        &[
            make(S, Denomination::Diamonds),
            WhistEvent::Double { seat: E },
        ],
    );
    run(&mut t, &[elect(S, OptionId::Cancel)]);
    assert_eq!(t.doubling().multiplier(), 1);
    assert!(t.doubling().no_further_doubling());
    assert_eq!(t.phase(), Phase::Play);
}

#[test]
fn bridge_whist_55_redouble_out_of_turn_the_adversary_who_last_doubled_decides() {
    let mut t = table(ClubLimit::None);
    run(
        &mut t,
        &[
            make(S, Denomination::Spades),
            WhistEvent::Double { seat: W },
        ],
    );
    // North re-doubles before South, the maker, has spoken.
    run(&mut t, &[WhistEvent::Double { seat: N }]);
    let (law, chooser, _) = options(&t);
    assert_eq!(law, "bridge-whist Law 55");
    assert_eq!(chooser, Some(Chooser::Seat(W)));
    run(&mut t, &[elect(W, OptionId::Accept)]);
    assert_eq!(t.doubling().multiplier(), 4);
    assert_eq!(t.turn(), Some(W));
}

#[test]
fn bridge_whist_55_redouble_out_of_turn_not_accepted_no_further_doubling() {
    let mut t = table(ClubLimit::None);
    run(
        &mut t,
        &[
            make(S, Denomination::Spades),
            WhistEvent::Double { seat: W },
        ],
    );
    run(
        &mut t,
        &[WhistEvent::Double { seat: N }, elect(W, OptionId::Cancel)],
    );
    assert_eq!(t.doubling().multiplier(), 2);
    assert!(t.doubling().no_further_doubling());
    assert_eq!(t.phase(), Phase::Play);
}

#[test]
fn bridge_whist_55_consultation_as_to_doubling_entitles_the_maker_to_a_new_deal() {
    let mut t = table(ClubLimit::None);
    run(
        &mut t,
        &[
            make(S, Denomination::Hearts),
            WhistEvent::Consultation { seat: W },
        ],
    );
    let (law, chooser, opts) = options(&t);
    assert_eq!(law, "bridge-whist Law 55");
    assert_eq!(chooser, Some(Chooser::Seat(S)));
    assert_eq!(opts, vec![OptionId::NewDeal, OptionId::Accept]);
    run(&mut t, &[elect(S, OptionId::NewDeal)]);
    assert_eq!(t.phase(), Phase::NewDeal);
    // The other side consulting: the eldest hand chooses.
    let mut t = table(ClubLimit::None);
    run(
        &mut t,
        &[
            make(S, Denomination::Hearts),
            WhistEvent::Double { seat: W },
            WhistEvent::Consultation { seat: N },
        ],
    );
    assert_eq!(options(&t).1, Some(Chooser::Seat(W)));
    run(&mut t, &[elect(W, OptionId::Accept)]);
    assert_eq!(t.turn(), Some(S));
}

#[test]
fn bridge_whist_59_right_hand_adversary_asks_permission_eldest_keeps_his_right() {
    let mut t = table(ClubLimit::None);
    run(
        &mut t,
        &[
            make(S, Denomination::Hearts),
            WhistEvent::MayILead { seat: E },
        ],
    );
    assert_eq!(t.rulings()[0].law.to_string(), "bridge-whist Law 59");
    assert_eq!(t.turn(), Some(W));
    run(&mut t, &[WhistEvent::Double { seat: W }]);
    assert_eq!(t.doubling().multiplier(), 2);
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

fn play_out(t: &mut WhistTable) {
    while let Some(p) = t.play() {
        let Some(seat) = p.turn() else { break };
        let card = p.legal_plays().iter().next().unwrap();
        t.apply(WhistEvent::Play { seat, card }).unwrap();
    }
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

#[test]
fn bridge_whist_50_doubling_and_redoubling_double_and_quadruple_each_trick_above_six() {
    let mut t = table(ClubLimit::None);
    run(
        &mut t,
        &[
            make(S, Denomination::NoTrump),
            WhistEvent::Double { seat: W },
            WhistEvent::Double { seat: S },
            WhistEvent::Satisfied { seat: W },
            WhistEvent::Satisfied { seat: E },
        ],
    );
    assert_eq!(t.doubling().multiplier(), 4, "re-doubled: quadrupled");
    play_out(&mut t);
    let s = t.score().unwrap().clone();
    assert_eq!(s.multiplier, 4);
    let winner = if s.tricks[Side::NorthSouth] > 6 {
        Side::NorthSouth
    } else {
        Side::EastWest
    };
    assert_eq!(
        s.trick_points[winner],
        u32::from(s.tricks[winner] - 6) * 12 * 4
    );
    // Honours are in no wise affected by doubling: as undoubled.
    let plain = score_deal(&DEAL.parse().unwrap(), Denomination::NoTrump, 1, s.tricks);
    assert_eq!(s.honour_points, plain.honour_points);
    assert_eq!(s.trick_points[winner], 4 * plain.trick_points[winner]);
}

#[test]
fn bridge_whist_53_after_a_redouble_the_original_doubler_has_the_first_right_to_double_again() {
    let mut t = table(ClubLimit::None);
    run(
        &mut t,
        &[
            make(S, Denomination::NoTrump),
            WhistEvent::Double { seat: W },
            WhistEvent::Double { seat: S },
        ],
    );
    assert_eq!(t.doubling().original_doubler(), Some(W));
    assert_eq!(t.turn(), Some(W), "the original doubler speaks first");
    // His partner has no word yet.
    let err = t.apply(WhistEvent::Satisfied { seat: E }).unwrap_err();
    assert!(err.to_string().contains("West"), "{err}");
    // West satisfied: the right passes to his partner (law 55).
    run(&mut t, &[WhistEvent::Satisfied { seat: W }]);
    assert_eq!(t.turn(), Some(E));
    run(&mut t, &[WhistEvent::Double { seat: E }]);
    assert_eq!(t.doubling().multiplier(), 8);
    assert!(t.pending().is_none(), "in turn: no ruling");
}

#[test]
fn bridge_whist_57_the_play_begins_when_may_i_lead_is_answered_yes_or_the_last_right_is_satisfied()
{
    let mut t = table(ClubLimit::None);
    run(
        &mut t,
        &[
            make(S, Denomination::NoTrump),
            WhistEvent::MayILead { seat: W },
        ],
    );
    assert_eq!(t.phase(), Phase::Doubling);
    run(&mut t, &[WhistEvent::Yes { seat: E }]);
    assert_eq!(t.phase(), Phase::Play, "answered in the affirmative");
    assert_eq!(t.turn(), Some(W));
    assert_eq!(t.doubling().multiplier(), 1);
    let mut t = table(ClubLimit::None);
    run(
        &mut t,
        &[
            make(S, Denomination::NoTrump),
            WhistEvent::Double { seat: W },
            WhistEvent::Satisfied { seat: S },
        ],
    );
    assert_eq!(t.phase(), Phase::Doubling, "North may still re-double");
    run(&mut t, &[WhistEvent::Satisfied { seat: N }]);
    assert_eq!(t.phase(), Phase::Play, "the last right satisfied");
    assert_eq!(t.turn(), Some(W));
    let err = t.apply(WhistEvent::Double { seat: W }).unwrap_err();
    assert!(
        matches!(&err, EventError::NotNow { why } if why.contains("law 57")),
        "{err}"
    );
    assert_eq!(t.doubling().multiplier(), 2);
}

#[test]
fn bridge_whist_61_a_double_once_made_cannot_be_altered_by_saying_satisfied() {
    let mut t = table(ClubLimit::None);
    run(
        &mut t,
        &[
            make(S, Denomination::NoTrump),
            WhistEvent::Double { seat: W },
        ],
    );
    assert!(t.apply(WhistEvent::Satisfied { seat: W }).is_err());
    assert_eq!(t.doubling().multiplier(), 2, "the double stands");
    assert_eq!(t.turn(), Some(S), "the maker of the trump speaks next");
    assert!(t.pending().is_none());
}

#[test]
fn bridge_whist_61_satisfied_once_said_cannot_be_altered_to_a_re_double() {
    let mut t = table(ClubLimit::None);
    run(
        &mut t,
        &[
            make(S, Denomination::NoTrump),
            WhistEvent::Double { seat: W },
            WhistEvent::Satisfied { seat: S },
        ],
    );
    assert_eq!(t.turn(), Some(N), "the maker's partner may still re-double");
    let before = t.state().clone();
    let err = t.apply(WhistEvent::Double { seat: S }).unwrap_err();
    assert!(
        matches!(&err, EventError::NotNow { why } if why.contains("once made cannot be altered (law 61)") && why.contains("\"Satisfied\"")),
        "{err}"
    );
    assert_eq!(t.state(), &before);
    run(&mut t, &[WhistEvent::Double { seat: N }]);
    assert_eq!(t.doubling().multiplier(), 4, "his partner re-doubles");
}

#[test]
fn bridge_whist_61_may_i_lead_once_asked_the_eldest_hand_cannot_alter_it_to_a_double() {
    let mut t = table(ClubLimit::None);
    run(
        &mut t,
        &[
            make(S, Denomination::NoTrump),
            WhistEvent::MayILead { seat: W },
        ],
    );
    // "May I lead?" is his declaration not to double: a double now alters it.
    let _ = t.apply(WhistEvent::Double { seat: W });
    assert!(
        t.pending()
            .is_none_or(|(_, r)| !r.options.iter().any(|o| o.id == OptionId::Accept)),
        "no option lets the altered declaration stand: {:?}",
        t.pending().map(|(_, r)| r.law.to_string())
    );
    assert_eq!(t.doubling().multiplier(), 1);
    assert_eq!(t.turn(), Some(E), "his partner still answers");
    assert!(!t.doubling().no_further_doubling());
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
