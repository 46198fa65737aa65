//! Claims and concessions under the duplicate laws (2017, and 2007 where it
//! differs): a claim agreed (Laws 68, 69A), contested and ruled (70),
//! played on (2017 68D2(b)), a concession cancelled (71), an agreement
//! withdrawn (69B); the tricks the deal is scored with.

mod common;
use common::bridge_play::*;
use common::elect;
use tablelaw::*;

#[test]
fn duplicate_2017_law_68_a_claim_agreed_69_a_scored_as_claimed() {
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
    // Only a defender agrees.
    assert!(
        t.apply(Event::Elect {
            seat: Some(Seat::North),
            option: OptionId::Accept,
            call: None,
            suit: None,
            also: Vec::new()
        })
        .is_err()
    );
    elect(&mut t, Some("W"), "accept");
    assert!(t.is_over());
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
fn duplicate_2017_law_68_d_2_b_play_on_claim_void_and_2007_play_ceases() {
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
        Event::Finding(Finding::ConcessionCancelled { tricks: 1 }),
    );
    assert_eq!(
        t.rulings().last().unwrap().law.to_string(),
        "duplicate-2017 Law 71"
    );
    assert_eq!(tricks(&t).total.0, [11, 2]);
    // No more than was conceded.
    assert!(
        t.apply(Event::Finding(Finding::ConcessionCancelled { tricks: 3 }))
            .is_err()
    );
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
        Event::Finding(Finding::AgreementWithdrawn { tricks: 1 }),
    );
    assert_eq!(tricks(&t).total.0, [12, 1]);
}
