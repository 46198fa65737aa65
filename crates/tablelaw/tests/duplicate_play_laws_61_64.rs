//! Revokes under the duplicate laws (2017, and 2007 where it differs): the
//! revoke and its correction (Laws 61-63), its establishment (63, by a
//! later play or a claim), and the adjustment after it (64), to the tricks
//! the deal is scored with.
//!
//! The deal: North KT8.A96.A95.7542, East Q5.KJ52.KQ874.T8, South
//! AJ92.874.JT6.AQ3, West 7643.QT3.32.KJ96. South declares 4S: West makes
//! the opening lead, North is dummy.

mod common;
use common::bridge_play::*;
use common::elect;
use tablelaw::*;

#[test]
fn duplicate_2017_law_61_a_failure_to_follow_suit_is_a_revoke_recorded_not_yet_established() {
    let mut t = d17();
    plays(&mut t, "W D3 N DA E H2");
    let r = revoke(&t, 0);
    assert_eq!(r.seat, Seat::East);
    assert_eq!(r.trick, 0);
    assert_eq!(r.failure, RevokeFailure::FollowSuit);
    assert_eq!(r.status, RevokeStatus::NotEstablished);
    assert_eq!(
        t.rulings()[r.ruling].law.to_string(),
        "duplicate-2017 Law 61A"
    );
    // The card stands as played for now.
    assert_eq!(t.play().unwrap().current().len(), 3);
}

#[test]
fn duplicate_2017_law_63_a_1_established_when_the_offenders_side_plays_to_the_next_trick() {
    let mut t = d17();
    plays(&mut t, "W D3 N DA E H2 S D6");
    // Dummy leads to the next trick: the declaring side, not the offender's.
    plays(&mut t, "N C2");
    assert_eq!(revoke(&t, 0).status, RevokeStatus::NotEstablished);
    plays(&mut t, "E C8");
    let r = revoke(&t, 0);
    assert_eq!(r.status, RevokeStatus::Established);
    assert_eq!(r.law.unwrap().to_string(), "duplicate-2017 Law 63A1");
    // 63B: attention drawn now corrects nothing.
    apply(&mut t, Event::DrawsAttention { seat: Seat::South });
    assert_eq!(revoke(&t, 0).status, RevokeStatus::Established);
}

#[test]
fn duplicate_2017_law_62_b_1_defenders_revoke_corrected_card_a_major_penalty_card_62_c_1_non_offenders_choose()
 {
    let mut t = d17();
    plays(&mut t, "W D3 N DA E H2 S D6 N C2");
    apply(&mut t, Event::DrawsAttention { seat: Seat::West });
    assert_eq!(revoke(&t, 0).status, RevokeStatus::Corrected);
    // The play is back at East's turn in trick one; H2 is a major penalty card.
    let p = t.play().unwrap();
    assert_eq!(p.turn(), Some(Seat::East));
    assert!(p.penalty_cards().contains("H2".parse().unwrap()));
    assert!(!p.minor_penalty_cards().contains("H2".parse().unwrap()));
    // East must follow suit.
    assert!(p.legal_plays().iter().all(|c| c.suit == Suit::Diamonds));
    plays(&mut t, "E D4");
    // 62C1: South, a non-offender, leaves his six played or withdraws it.
    let (_, r) = pending_ruling(&t);
    assert_eq!(r.law.to_string(), "duplicate-2017 Law 62C1");
    assert_eq!(r.chooser, Some(Chooser::Seat(Seat::South)));
    elect(&mut t, Some("S"), "keep");
    // Dummy's club lead: declarer chooses for dummy.
    let (_, r) = pending_ruling(&t);
    assert_eq!(r.chooser, Some(Chooser::Seat(Seat::South)));
    elect(&mut t, Some("S"), "retract");
    assert!(t.pending().is_none());
    let p = t.play().unwrap();
    assert_eq!(p.tricks().len(), 1);
    assert_eq!(p.turn(), Some(Seat::North));
    assert!(p.hand(Seat::North).contains("C2".parse().unwrap()));
    let w = t.withdrawn_cards();
    assert!(
        w.iter()
            .any(|w| w.card == "C2".parse().unwrap() && w.to == Side::EastWest)
    );
    // The penalty card is played at the first legal opportunity (50D1).
    plays(&mut t, "N H6");
    assert_eq!(
        t.play().unwrap().legal_plays().iter().collect::<Vec<_>>(),
        vec!["H2".parse::<Card>().unwrap()]
    );
}

#[test]
fn duplicate_2017_law_62_b_2_declarers_revoke_replaced_without_penalty() {
    let mut t = d17();
    // Trick 1 won by dummy; dummy leads a heart and South discards a club.
    plays(&mut t, "W D3 N DA E D4 S D6 N H6 E H2 S C3");
    assert_eq!(revoke(&t, 0).seat, Seat::South);
    apply(&mut t, Event::DrawsAttention { seat: Seat::East });
    let p = t.play().unwrap();
    assert_eq!(p.turn(), Some(Seat::South));
    assert!(
        p.penalty_cards().is_empty(),
        "declarer's card is no penalty card"
    );
    assert!(p.hand(Seat::South).contains("C3".parse().unwrap()));
    assert_eq!(
        t.rulings().last().unwrap().law.to_string(),
        "duplicate-2017 Law 62B"
    );
    assert!(t.rulings().last().unwrap().text.contains("62B2"));
}

#[test]
fn duplicate_2017_law_62_c_2_after_a_non_offender_withdraws_the_offenders_partner_may() {
    let mut t = d17();
    // West revokes on dummy's heart lead: North H6, East H2, South H4, West C6.
    plays(&mut t, "W D3 N DA E D4 S D6 N H6 E HK S H4 W C6");
    assert_eq!(revoke(&t, 0).seat, Seat::West);
    // East won; East leads: the offending side's play establishes. Before it:
    apply(&mut t, Event::DrawsAttention { seat: Seat::North });
    plays(&mut t, "W HQ");
    // Nothing was played after West's card: the trick is complete again.
    assert_eq!(t.play().unwrap().tricks().len(), 2);
    assert!(
        t.play()
            .unwrap()
            .penalty_cards()
            .contains("C6".parse().unwrap())
    );
}

#[test]
fn duplicate_2017_law_62_c_2_offending_partner_withdraws_after_non_offender() {
    let mut t = d17();
    // Trick 2: North leads H6, East revokes with C8, South H4, West HQ.
    plays(&mut t, "W D3 N DA E D4 S D6 N H6 E C8 S H4 W HQ");
    apply(&mut t, Event::DrawsAttention { seat: Seat::South });
    plays(&mut t, "E H2");
    // South withdraws his four (62C1): West may then withdraw his queen (62C2).
    elect(&mut t, Some("S"), "retract");
    plays(&mut t, "S H7");
    let (_, r) = pending_ruling(&t);
    assert_eq!(r.law.to_string(), "duplicate-2017 Law 62C2");
    assert_eq!(r.chooser, Some(Chooser::Seat(Seat::West)));
    elect(&mut t, Some("W"), "retract");
    let p = t.play().unwrap();
    assert!(p.penalty_cards().contains("HQ".parse().unwrap()));
    assert_eq!(p.turn(), Some(Seat::West));
}

#[test]
fn duplicate_2017_law_64_a_1_offender_won_the_revoke_trick_it_and_one_later_trick_transferred() {
    let mut t = d17();
    east_ruffs_trick_one(&mut t);
    assert_eq!(t.play().unwrap().tricks()[0].1, Seat::East);
    play_out(&mut t);
    let tr = tricks(&t);
    assert_eq!(tr.adjustments.len(), 1);
    let a = &tr.adjustments[0];
    assert_eq!(a.law.to_string(), "duplicate-2017 Law 64A1");
    assert_eq!(a.tricks, 2);
    assert_eq!(tr.total[Side::NorthSouth], tr.played[Side::NorthSouth] + 2);
    assert_eq!(tr.total[Side::NorthSouth] + tr.total[Side::EastWest], 13);
    // The score is made on the tricks after rectification.
    let made = tr.total[Side::NorthSouth];
    assert_eq!(
        t.duplicate_score().unwrap().score_for(Side::NorthSouth),
        score_with(&t, made)
    );
    assert_ne!(score_with(&t, made), score_with(&t, made - 2));
}

#[test]
fn duplicate_2017_law_64_a_2_offender_did_not_win_the_revoke_trick_one_trick_transferred() {
    let mut t = d17();
    plays(&mut t, "W D3 N DA E H2 S D6");
    play_out(&mut t);
    let tr = tricks(&t);
    let a = &tr.adjustments[0];
    assert_eq!(a.law.to_string(), "duplicate-2017 Law 64A2");
    assert_eq!(a.tricks, 1);
    assert_eq!(tr.total[Side::EastWest], tr.played[Side::EastWest] - 1);
}

/// South claims every trick after East's established revoke: the offending
/// side won neither the revoke trick nor a later one.
#[test]
fn duplicate_2017_law_64_b_1_offending_side_won_no_trick_no_adjustment() {
    let mut t = d17();
    plays(&mut t, "W D3 N DA E H2 S D6 N C2 E C8");
    apply(
        &mut t,
        Event::Claim {
            seat: Seat::South,
            tricks: None,
            line: "drawing trumps".into(),
        },
    );
    elect(&mut t, Some("E"), "accept");
    let tr = tricks(&t);
    assert_eq!(tr.claimed.unwrap()[Side::NorthSouth], 12);
    assert_eq!(tr.adjustments[0].law.to_string(), "duplicate-2017 Law 64B1");
    assert_eq!(tr.adjustments[0].tricks, 0);
    assert_eq!(tr.total[Side::NorthSouth], 13);
}

#[test]
fn duplicate_2017_law_64_b_2_second_revoke_in_the_same_suit_by_the_same_player() {
    let mut t = d17();
    plays(&mut t, "W D3 N DA E H2 S D6");
    // Trick 2: North leads D5, East revokes again in diamonds.
    plays(&mut t, "N D5 E C8 S DT W D2");
    play_out(&mut t);
    let tr = tricks(&t);
    assert_eq!(tr.adjustments.len(), 2);
    assert_eq!(tr.adjustments[1].law.to_string(), "duplicate-2017 Law 64B2");
    assert_eq!(tr.adjustments[1].tricks, 0);
}

#[test]
fn duplicate_2017_law_64_b_3_dummys_revoke_no_adjustment() {
    let mut t = d17();
    // West leads a club; dummy (North) plays a heart holding clubs.
    plays(&mut t, "W C6 N H6 E C8 S CQ");
    play_out(&mut t);
    let tr = tricks(&t);
    assert_eq!(tr.adjustments[0].law.to_string(), "duplicate-2017 Law 64B3");
    assert_eq!(tr.total, tr.played);
}

#[test]
fn duplicate_2017_law_64_b_4_attention_drawn_late_no_adjustment() {
    let mut t = d17();
    plays(&mut t, "W D3 N DA E H2 S D6");
    play_out(&mut t);
    apply(
        &mut t,
        Event::Finding(Finding::RevokeNoticedLate { after_round: false }),
    );
    let tr = tricks(&t);
    assert_eq!(tr.adjustments[0].law.to_string(), "duplicate-2017 Law 64B4");
    assert_eq!(tr.total, tr.played);
}

/// Both sides revoke: under 2017 no automatic adjustment once both are
/// established; under 2007 whenever both sides revoked.
#[test]
fn duplicate_2017_law_64_b_7_both_sides_revoked_and_2007_differs_on_establishment() {
    for code in [CodeId::Duplicate2017, CodeId::Duplicate2007] {
        let mut t = table(code);
        plays(&mut t, "W D3 N DA E H2 S D6");
        // Trick 2: North leads H6, East H5? no: East follows, South discards a club.
        plays(&mut t, "N H6 E HJ S C3 W HQ");
        play_out(&mut t);
        let tr = tricks(&t);
        assert!(
            tr.adjustments.iter().all(|a| a.law.clause == "B7"),
            "{code}: {:?}",
            tr.adjustments
        );
        assert_eq!(tr.total, tr.played);
    }
}

#[test]
fn duplicate_2017_law_64_c_1_director_assigns_the_tricks() {
    let mut t = d17();
    plays(&mut t, "W D3 N DA E H2 S D6");
    play_out(&mut t);
    apply(&mut t, Event::Finding(Finding::RevokeEquity { tricks: 11 }));
    let tr = tricks(&t);
    assert_eq!(tr.assigned, Some(11));
    assert_eq!(tr.total[Side::NorthSouth], 11);
    assert_eq!(
        t.rulings().last().unwrap().law.to_string(),
        "duplicate-2017 Law 64C1"
    );
}

#[test]
fn duplicate_2007_law_64_c_is_one_paragraph_cited_whole() {
    let mut t = table(CodeId::Duplicate2007);
    plays(&mut t, "W D3 N DA E H2 S D6");
    play_out(&mut t);
    apply(&mut t, Event::Finding(Finding::RevokeEquity { tricks: 11 }));
    assert_eq!(
        t.rulings().last().unwrap().law.to_string(),
        "duplicate-2007 Law 64C"
    );
}

#[test]
fn duplicate_2017_law_64_c_without_an_established_revoke_is_refused() {
    let mut t = d17();
    play_out(&mut t);
    let before = t.rulings().len();
    assert!(
        t.apply(Event::Finding(Finding::RevokeEquity { tricks: 11 }))
            .is_err()
    );
    assert_eq!(t.rulings().len(), before);
}

/// A revoke on the twelfth trick: corrected even once established (62D1),
/// and never adjusted (64B6).
#[test]
fn duplicate_2017_law_62_d_1_and_62_d_2_and_64_b_6_revoke_on_the_twelfth_trick() {
    // Eleven tricks of random legal cards, until a hand can revoke on the
    // twelfth.
    let mut x = 0x9E37_79B9_7F4A_7C15u64;
    let (mut t, offender) = (0..500)
        .find_map(|_| {
            let mut t = d17();
            while t.play().unwrap().tricks().len() < 11 {
                x ^= x << 13;
                x ^= x >> 7;
                x ^= x << 17;
                let p = t.play().unwrap();
                let seat = p.turn().unwrap();
                let legal: Vec<Card> = p.legal_plays().iter().collect();
                let card = legal[(x % legal.len() as u64) as usize];
                apply(&mut t, Event::Play { seat, card });
            }
            let leader = t.play().unwrap().turn().unwrap();
            let lead = t.play().unwrap().legal_plays().iter().next().unwrap();
            apply(
                &mut t,
                Event::Play {
                    seat: leader,
                    card: lead,
                },
            );
            let p = t.play().unwrap();
            let seat = p.turn().unwrap();
            let legal = p.legal_plays();
            let other = p.hand(seat).iter().find(|c| !legal.contains(*c))?;
            apply(&mut t, Event::Play { seat, card: other });
            Some((t, seat))
        })
        .expect("a hand that can revoke on trick twelve");
    play_out(&mut t);
    let r = t.revokes()[0];
    assert_eq!((r.seat, r.trick), (offender, 11));
    assert_eq!(r.status, RevokeStatus::Established);
    assert_eq!(
        tricks(&t).adjustments[0].law.to_string(),
        "duplicate-2017 Law 64B6"
    );
    // 62D1: discovered before the hands are returned: corrected.
    apply(
        &mut t,
        Event::DrawsAttention {
            seat: offender.lho(),
        },
    );
    assert_eq!(t.revokes()[0].status, RevokeStatus::Corrected);
    assert!(!t.play().unwrap().is_over());
    assert_eq!(t.play().unwrap().turn(), Some(offender));
    // 62D2: a defender's, before his partner played to the trick: the
    // card's information is unauthorized to the partner.
    let r = t.rulings().last().unwrap();
    assert!(r.text.contains("62D1"), "{}", r.text);
    let defender = offender.is_opponent(Seat::South);
    assert_eq!(
        r.notes.iter().any(|n| n.contains("62D2")),
        defender,
        "{r:?}"
    );
}

#[test]
fn duplicate_2017_law_62_c_3_both_sides_revoke_on_one_trick_both_corrected() {
    let mut t = d17();
    // Trick 2: North leads H6, East revokes with C8, South revokes with C3, West HQ.
    plays(&mut t, "W D3 N DA E D4 S D6 N H6 E C8 S C3 W HQ");
    assert_eq!(t.revokes().len(), 2);
    apply(&mut t, Event::DrawsAttention { seat: Seat::West });
    plays(&mut t, "E H2");
    // South's revoke card comes up again: it too is corrected (62C3).
    let p = t.play().unwrap();
    assert_eq!(p.turn(), Some(Seat::South));
    assert!(
        t.revokes()
            .iter()
            .filter(|r| r.status == RevokeStatus::Corrected)
            .count()
            >= 2
    );
    assert!(
        t.rulings()
            .iter()
            .any(|r| r.law.to_string() == "duplicate-2017 Law 62B" && r.text.contains("62C3"))
    );
    plays(&mut t, "S H4");
}

#[test]
fn duplicate_2007_law_62_c_has_no_clause_3() {
    let mut t = table(CodeId::Duplicate2007);
    plays(&mut t, "W D3 N DA E D4 S D6 N H6 E C8 S C3 W HQ");
    apply(&mut t, Event::DrawsAttention { seat: Seat::West });
    assert!(t.rulings().iter().all(|r| !r.text.contains("62C3")));
}

#[test]
fn duplicate_2017_law_63_a_3_claim_by_the_offending_side_establishes_its_revoke() {
    let mut t = d17();
    plays(&mut t, "W D3 N DA E H2 S D6");
    apply(
        &mut t,
        Event::Concede {
            seat: Seat::West,
            tricks: None,
        },
    );
    // A defender's concession is made once his partner does not object
    // (68B2): then it establishes his side's revoke.
    assert_eq!(revoke(&t, 0).status, RevokeStatus::NotEstablished);
    let mut objected = t.clone();
    elect(&mut objected, Some("E"), "dispute");
    assert_eq!(revoke(&objected, 0).status, RevokeStatus::NotEstablished);
    elect(&mut t, Some("S"), "accept");
    let r = revoke(&t, 0);
    assert_eq!(r.status, RevokeStatus::Established);
    assert_eq!(r.law.unwrap().to_string(), "duplicate-2017 Law 63A3");
}

#[test]
fn duplicate_2017_law_63_a_4_and_2007_a3_agreement_to_the_opponents_claim_establishes() {
    for (code, clause) in [(CodeId::Duplicate2017, "A4"), (CodeId::Duplicate2007, "A3")] {
        let mut t = table(code);
        plays(&mut t, "W D3 N DA E H2 S D6");
        apply(
            &mut t,
            Event::Claim {
                seat: Seat::South,
                tricks: None,
                line: String::new(),
            },
        );
        elect(&mut t, Some("E"), "accept");
        assert_eq!(revoke(&t, 0).law.unwrap().clause, clause, "{code}");
    }
}

#[test]
fn duplicate_2017_law_61_b_inquiries_establish_nothing() {
    let mut t = d17();
    plays(&mut t, "W D3 N DA E H2 S D6 N C2");
    // Dummy may not ask a defender (61B2(b)): recorded, nothing corrected.
    apply(
        &mut t,
        Event::AsksRevoke {
            seat: Seat::North,
            of: Seat::East,
        },
    );
    assert_eq!(
        t.rulings().last().unwrap().law.to_string(),
        "duplicate-2017 Law 61B2(b)"
    );
    assert_eq!(revoke(&t, 0).status, RevokeStatus::NotEstablished);
    // Declarer asks East (61B1): the revoke is corrected.
    apply(
        &mut t,
        Event::AsksRevoke {
            seat: Seat::South,
            of: Seat::East,
        },
    );
    assert_eq!(revoke(&t, 0).status, RevokeStatus::Corrected);
    // Nobody who followed suit can be asked.
    assert!(
        t.apply(Event::AsksRevoke {
            seat: Seat::East,
            of: Seat::South
        })
        .is_err()
    );
}

#[test]
fn rubber_revoke_applies_the_2007_duplicate_wording_and_says_so() {
    let mut t = table(CodeId::Rubber);
    plays(&mut t, "W D3 N DA E H2");
    let r = &t.rulings()[revoke(&t, 0).ruling];
    assert_eq!(r.law.to_string(), "duplicate-2007 Law 61A");
    assert!(r.notes.iter().any(|n| n.contains("2007 duplicate wording")));
}

mod law_64_property {
    use super::*;
    use proptest::prelude::*;
    use tablelaw::random::Rng;

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(200))]

        /// Random deals and plays with revokes injected at random tricks:
        /// Law 64 never transfers more than two tricks a revoke, never a
        /// trick the offending side did not win at or after the revoke
        /// trick, and the sides' tricks add to thirteen.
        #[test]
        fn duplicate_law_64_transfers_stay_within_the_law(seed in any::<u64>(), code in 0usize..3) {
            let code = [CodeId::Duplicate2017, CodeId::Duplicate2007, CodeId::Rubber][code];
            let mut rng = Rng::new(seed);
            let mut t = Table::with_setup(TableSetup {
                code,
                dealer: Seat::North,
                deal: Some(rng.deal()),
                vulnerability: Default::default(),
            });
            for c in ["1NT", "P", "3NT", "P", "P", "P"] {
                let s = t.turn().unwrap();
                t.call(s, c.parse().unwrap()).unwrap();
            }
            while let Some(p) = t.play().filter(|p| !p.is_over()) {
                let seat = p.turn().unwrap();
                let legal = p.legal_plays();
                let hand = p.hand(seat);
                let revoke = hand.iter().find(|c| !legal.contains(*c));
                let card = match revoke {
                    Some(c) if rng.chance(0.1) => c,
                    _ => rng.card_of(legal).unwrap(),
                };
                t.apply(Event::Play { seat, card }).unwrap();
                // Any ruling waiting (a penalty card's lead options) takes its first option.
                while t.pending().is_some() {
                    let a = t.legal_actions().into_iter().next().unwrap();
                    t.apply(a).unwrap();
                }
            }
            let tr = tricks(&t);
            prop_assert_eq!(tr.total[Side::NorthSouth] + tr.total[Side::EastWest], 13);
            let play = t.play().unwrap();
            let revokes = t.revokes();
            let mut taken = [0u8; 2];
            for a in &tr.adjustments {
                prop_assert!(a.tricks <= 2);
                let r = revokes[a.revoke];
                prop_assert_eq!(r.status, RevokeStatus::Established);
                let won = play.tricks()[r.trick as usize..]
                    .iter()
                    .filter(|(_, w)| w.side() == a.offenders)
                    .count() as u8;
                taken[a.offenders.index()] += a.tricks;
                prop_assert!(a.tricks == 0 || taken[a.offenders.index()] <= won, "{:?} {:?} {:?}", tr, revokes, play.tricks().iter().map(|(_, w)| *w).collect::<Vec<_>>());
            }
            for side in [Side::NorthSouth, Side::EastWest] {
                let lost: u8 = tr.adjustments.iter().filter(|a| a.offenders == side).map(|a| a.tricks).sum();
                prop_assert!(tr.total[side] + lost >= tr.played[side]);
            }
        }
    }
}

/// Law 43B2(b): dummy, after exchanging hands with declarer (43A2(a)), is
/// the first to ask declarer whether his discard was a revoke: declarer
/// substitutes a correct card, and Law 64 applies as if the revoke had
/// been established.
#[test]
fn duplicate_2017_law_43_b_2_b_dummy_after_a_violation_asks_declarer() {
    let mut t = d17();
    plays(&mut t, "W D3 N DA E D4 S D6");
    apply(
        &mut t,
        Event::Dummy {
            seat: Seat::North,
            act: DummyAct::ExchangesHands,
        },
    );
    // Dummy leads a heart; declarer discards a club holding hearts.
    plays(&mut t, "N H6 E H2 S C3");
    apply(
        &mut t,
        Event::AsksRevoke {
            seat: Seat::North,
            of: Seat::South,
        },
    );
    let r = revoke(&t, 0);
    assert_eq!(r.status, RevokeStatus::Corrected);
    assert!(r.as_established);
    assert_eq!(r.law.unwrap().to_string(), "duplicate-2017 Law 43B2(b)");
    plays(&mut t, "S H4");
    play_out(&mut t);
    let tr = tricks(&t);
    assert_eq!(tr.adjustments.len(), 1);
    assert!(tr.adjustments[0].tricks >= 1, "{:?}", tr.adjustments);
    assert_eq!(
        tr.total[Side::NorthSouth] + tr.adjustments[0].tricks,
        tr.played[Side::NorthSouth]
    );
}

/// Without a violation, dummy's question (42B1) corrects the revoke
/// without any adjustment.
#[test]
fn duplicate_2017_law_42_b_1_dummy_asks_declarer_revoke_corrected_no_adjustment() {
    let mut t = d17();
    plays(&mut t, "W D3 N DA E D4 S D6 N H6 E H2 S C3");
    apply(
        &mut t,
        Event::AsksRevoke {
            seat: Seat::North,
            of: Seat::South,
        },
    );
    let r = revoke(&t, 0);
    assert_eq!(r.status, RevokeStatus::Corrected);
    assert!(!r.as_established);
    plays(&mut t, "S H4");
    play_out(&mut t);
    assert!(tricks(&t).adjustments.is_empty());
}
