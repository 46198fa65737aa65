//! Bridge whist (seed 001, the 1907 laws), the doubling laws (50-61): "may
//! I lead?", doubling and re-doubling in turn, several rounds with and
//! without a club limit (law 55a), doubles out of turn (laws 54, 55),
//! consultation (law 55), when the play begins (law 57) and words that
//! cannot be altered (law 61); one test per paragraph, named after it.

use tablelaw::codes::bridge_whist::score::{score_deal, trick_value};
use tablelaw::codes::bridge_whist::{ClubLimit, Phase, WhistEvent};
use tablelaw::{Chooser, Denomination, EventError, OptionId, Seat, Side};

use Seat::{East as E, North as N, South as S, West as W};

mod bridge_whist_helpers;
use bridge_whist_helpers::*;

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
