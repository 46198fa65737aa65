//! Claims and concessions under the duplicate laws (2017, and 2007 where it
//! differs): a claim agreed (Laws 68, 69A), contested and ruled (70),
//! played on (2017 68D2(b)), a concession cancelled (71), an agreement
//! withdrawn (69B); the tricks the deal is scored with.

mod common;
use common::bridge_play::*;
use common::elect;
use tablelaw::*;

#[test]
fn duplicate_2017_law_68_a_and_68_c_and_68_d_1_and_69_a_claim_agreed_scored_as_claimed() {
    let mut t = d17();
    plays(&mut t, "W D3 N DA E D4 S D6");
    apply(
        &mut t,
        Event::Claim {
            seat: Seat::South,
            tricks: Some(10),
            line: "trumps first".into(),
        },
    );
    let (_, r) = pending_ruling(&t);
    assert_eq!(r.law.to_string(), "duplicate-2017 Law 68A");
    assert_eq!(r.chooser, Some(Chooser::Adversaries(Side::EastWest)));
    let ids: Vec<OptionId> = r.options.iter().map(|o| o.id).collect();
    assert_eq!(ids, [OptionId::Accept, OptionId::Dispute, OptionId::PlayOn]);
    // Play is suspended.
    assert!(
        t.apply(Event::Play {
            seat: Seat::North,
            card: "C2".parse().unwrap()
        })
        .is_err()
    );
    // Only a defender agrees: dummy's agreement has no effect (10A).
    t.apply(Event::Elect {
        seat: Some(Seat::North),
        option: OptionId::Accept,
        call: None,
        suit: None,
        also: Vec::new(),
    })
    .unwrap();
    assert_eq!(t.rulings().last().unwrap().law.path(), "10A");
    assert!(!t.is_over());
    elect(&mut t, Some("W"), "accept");
    assert!(t.is_over());
    // The claim's statement is taken with it (68C); agreed, Law 69 applies
    // (68D1).
    assert_eq!(t.claim().unwrap().line, "trumps first");
    let claim = &t.rulings()[t.claim().unwrap().ruling];
    let clauses: Vec<String> = claim.clauses.iter().map(|c| c.path()).collect();
    assert_eq!(clauses, ["68A", "68D1", "69A"]);
    let tr = tricks(&t);
    assert_eq!(tr.claimed.unwrap().0, [10, 2]);
    assert_eq!(tr.total.0, [11, 2]);
    assert_eq!(
        t.duplicate_score().unwrap().score_for(Side::NorthSouth),
        score_with(&t, 11)
    );
}

#[test]
fn duplicate_2017_law_70_contested_claim_ruled_by_the_directors_finding() {
    let mut t = d17();
    plays(&mut t, "W D3 N DA E D4 S D6");
    apply(
        &mut t,
        Event::Claim {
            seat: Seat::South,
            tricks: None,
            line: String::new(),
        },
    );
    elect(&mut t, Some("E"), "dispute");
    let (_, r) = pending_ruling(&t);
    assert_eq!(r.law.to_string(), "duplicate-2017 Law 70A");
    assert_eq!(r.chooser, Some(Chooser::Director));
    // The finding is what the engine offers: 0 to 12 tricks.
    assert_eq!(t.legal_actions().len(), 13);
    // More than claimed is refused, the state unchanged.
    assert!(
        t.apply(Event::Finding(Finding::ClaimTricks { tricks: 13 }))
            .is_err()
    );
    apply(&mut t, Event::Finding(Finding::ClaimTricks { tricks: 9 }));
    assert!(t.is_over());
    assert_eq!(tricks(&t).total.0, [10, 3]);
}

#[test]
fn duplicate_2017_law_68_d_2_b_i_and_68_d_2_b_ii_play_on_claim_void_and_2007_play_ceases() {
    let mut t = d17();
    plays(&mut t, "W D3 N DA E D4 S D6");
    apply(
        &mut t,
        Event::Claim {
            seat: Seat::South,
            tricks: None,
            line: String::new(),
        },
    );
    elect(&mut t, Some("E"), "play-on");
    assert_eq!(t.claim().unwrap().status, ClaimStatus::Void);
    // All four concur (i), and the claim is void (ii).
    let claim = t.rulings().iter().find(|r| r.law.path() == "68A").unwrap();
    let cited: Vec<String> = claim.clauses.iter().map(|c| c.path()).collect();
    assert!(
        cited.contains(&"68D2(b)(i)".to_owned()) && cited.contains(&"68D2(b)(ii)".to_owned()),
        "{cited:?}"
    );
    plays(&mut t, "N C2");
    play_out(&mut t);
    assert!(tricks(&t).claimed.is_none());

    let mut t = table(CodeId::Duplicate2007);
    plays(&mut t, "W D3 N DA E D4 S D6");
    apply(
        &mut t,
        Event::Claim {
            seat: Seat::South,
            tricks: None,
            line: String::new(),
        },
    );
    let (_, r) = pending_ruling(&t);
    assert!(r.options.iter().all(|o| o.id != OptionId::PlayOn));
}

#[test]
fn duplicate_2017_law_71_concession_cancelled() {
    let mut t = d17();
    plays(&mut t, "W D3 N DA E D4 S D6");
    apply(
        &mut t,
        Event::Concede {
            seat: Seat::South,
            tricks: Some(3),
        },
    );
    assert_eq!(
        pending_ruling(&t).1.law.to_string(),
        "duplicate-2017 Law 68B1"
    );
    elect(&mut t, Some("W"), "accept");
    assert_eq!(tricks(&t).total.0, [10, 3]);
    apply(
        &mut t,
        Event::Finding(Finding::ConcessionCancelled {
            tricks: 1,
            won: None,
        }),
    );
    assert_eq!(
        t.rulings().last().unwrap().law.to_string(),
        "duplicate-2017 Law 71"
    );
    assert_eq!(tricks(&t).total.0, [11, 2]);
    // No more than was conceded.
    assert!(
        t.apply(Event::Finding(Finding::ConcessionCancelled {
            tricks: 3,
            won: None
        }))
        .is_err()
    );
}

#[test]
fn duplicate_2017_law_71_a_and_71_b_each_ground_cited() {
    for (won, sub, words) in [(true, "71A", "won in fact"), (false, "71B", "normal play")] {
        let mut t = d17();
        plays(&mut t, "W D3 N DA E D4 S D6");
        apply(
            &mut t,
            Event::Concede {
                seat: Seat::South,
                tricks: Some(3),
            },
        );
        elect(&mut t, Some("W"), "accept");
        apply(
            &mut t,
            Event::Finding(Finding::ConcessionCancelled {
                tricks: 1,
                won: Some(won),
            }),
        );
        let r = t.rulings().last().unwrap();
        let cited: Vec<String> = r.clauses.iter().map(|c| c.path()).collect();
        assert_eq!(cited, ["71", sub]);
        assert!(r.text.contains(words), "{}", r.text);
        assert_eq!(tricks(&t).total.0, [11, 2]);
    }
}

#[test]
fn duplicate_2017_law_69_b_agreement_withdrawn() {
    let mut t = d17();
    plays(&mut t, "W D3 N DA E D4 S D6");
    apply(
        &mut t,
        Event::Claim {
            seat: Seat::South,
            tricks: None,
            line: String::new(),
        },
    );
    elect(&mut t, Some("W"), "accept");
    apply(
        &mut t,
        Event::Finding(Finding::AgreementWithdrawn {
            tricks: 1,
            won: None,
        }),
    );
    assert_eq!(tricks(&t).total.0, [12, 1]);
}

#[test]
fn duplicate_2017_law_69_b_1_and_69_b_2_each_ground_cited() {
    for (won, sub) in [(true, "69B1"), (false, "69B2")] {
        let mut t = d17();
        plays(&mut t, "W D3 N DA E D4 S D6");
        apply(
            &mut t,
            Event::Claim {
                seat: Seat::South,
                tricks: None,
                line: String::new(),
            },
        );
        elect(&mut t, Some("W"), "accept");
        apply(
            &mut t,
            Event::Finding(Finding::AgreementWithdrawn {
                tricks: 1,
                won: Some(won),
            }),
        );
        let r = t.rulings().last().unwrap();
        let cited: Vec<String> = r.clauses.iter().map(|c| c.path()).collect();
        assert_eq!(cited, ["69B", sub]);
        assert_eq!(tricks(&t).total.0, [12, 1]);
    }
}

/// A claim or concession made after the first trick, North on lead.
fn claimed(code: CodeId, e: Event) -> Table {
    let mut t = table(code);
    plays(&mut t, "W D3 N DA E D4 S D6");
    apply(&mut t, e);
    t
}

#[test]
fn duplicate_2017_law_68_b_2_defenders_concession_his_partner_objects_no_concession_play_continues()
{
    for code in [CodeId::Duplicate2017, CodeId::Duplicate2007] {
        let conceded = Event::Concede {
            seat: Seat::West,
            tricks: Some(2),
        };
        let mut t = claimed(code, conceded);
        let (i, r) = pending_ruling(&t);
        assert!(r.text.contains("68B2"), "{}", r.text);
        // West's partner objects at once: neither a concession nor a claim.
        elect(&mut t, Some("E"), "dispute");
        assert!(t.pending().is_none(), "{code:?}");
        assert!(t.claim().is_none(), "{code:?}");
        let r = &t.rulings()[i];
        assert!(r.options.is_empty() && r.text.contains("superseded"));
        assert!(r.notes.iter().any(|n| n.contains("68B2")));
        // Play continues, North on lead.
        plays(&mut t, "N C2");
        play_out(&mut t);
        assert!(tricks(&t).claimed.is_none());
    }
}

#[test]
fn duplicate_2017_law_68_b_2_objection_only_by_the_defenders_partner() {
    let conceded = Event::Concede {
        seat: Seat::West,
        tricks: Some(2),
    };
    // The doubt of declarer's side is 68D2's: the director rules.
    let mut t = claimed(CodeId::Duplicate2017, conceded.clone());
    elect(&mut t, Some("S"), "dispute");
    assert_eq!(
        pending_ruling(&t).1.law.to_string(),
        "duplicate-2017 Law 70A"
    );
    // Agreed by declarer, the concession stands.
    let mut t = claimed(CodeId::Duplicate2017, conceded);
    elect(&mut t, Some("S"), "accept");
    assert!(t.is_over());
    assert_eq!(tricks(&t).claimed.unwrap().0, [2, 10]);
}

#[test]
fn duplicate_2017_law_68_d_2_doubted_by_the_claimers_partner_the_director_rules() {
    for (code, clause) in [
        (CodeId::Duplicate2017, "duplicate-2017 Law 70A"),
        (CodeId::Duplicate2007, "duplicate-2007 Law 70A"),
    ] {
        let claim = Event::Claim {
            seat: Seat::West,
            tricks: Some(1),
            line: String::new(),
        };
        let mut t = claimed(code, claim);
        // The claimer himself is no doubter, and the state stays as it was.
        let before = t.state().clone();
        let e = t
            .apply(Event::Elect {
                seat: Some(Seat::West),
                option: OptionId::Dispute,
                call: None,
                suit: None,
                also: Vec::new(),
            })
            .unwrap_err();
        assert!(matches!(e, EventError::NotChooser { .. }));
        assert_eq!(t.state(), &before);
        // His partner doubts it (68D2 "any player").
        let doubt = t.elections();
        assert!(doubt.iter().any(|e| e.option == OptionId::Dispute
            && e.by.contains(&Elector::Seat(Seat::East))));
        elect(&mut t, Some("E"), "dispute");
        assert_eq!(t.claim().unwrap().status, ClaimStatus::Contested);
        assert_eq!(pending_ruling(&t).1.law.to_string(), clause);
    }
}

#[test]
fn duplicate_2017_law_68_d_2_a_declarers_claim_doubted_by_dummy_the_director_rules() {
    for (code, clause) in [
        (CodeId::Duplicate2017, "duplicate-2017 Law 70A"),
        (CodeId::Duplicate2007, "duplicate-2007 Law 70A"),
    ] {
        let claim = Event::Claim {
            seat: Seat::South,
            tricks: None,
            line: String::new(),
        };
        let mut t = claimed(code, claim);
        // Dummy does not agree for the opponents...
        t.apply(Event::Elect {
            seat: Some(Seat::North),
            option: OptionId::Accept,
            call: None,
            suit: None,
            also: Vec::new(),
        })
        .unwrap();
        assert_eq!(t.rulings().last().unwrap().law.path(), "10A");
        // ...but doubts it, dummy included (68D2).
        elect(&mut t, Some("N"), "dispute");
        assert_eq!(t.claim().unwrap().status, ClaimStatus::Contested);
        // 2017: 68D2(a), the director summoned; 2007's 68D is one paragraph.
        let claim = &t.rulings()[t.claim().unwrap().ruling];
        let exact = claim.clauses.iter().any(|c| c.path() == "68D2(a)");
        assert_eq!(exact, code == CodeId::Duplicate2017, "{:?}", claim.clauses);
        assert_eq!(pending_ruling(&t).1.law.to_string(), clause);
        apply(&mut t, Event::Finding(Finding::ClaimTricks { tricks: 12 }));
        assert!(t.is_over());
    }
}
