//! A revoke established (Law 64), the partner's question (Law 65) and the
//! correction in time to save it (Law 69).
//!
//! East orders up hearts and North discards the spade knave. East leads the
//! ace of diamonds; South, holding DT and D9, renounces with the ace of
//! spades.

use tablelaw::CardSet;
use tablelaw::codes::euchre::EuchreError;

use super::*;

fn cards(list: &[&str]) -> CardSet {
    list.iter().map(|c| card(c)).collect()
}

/// Trick 1: East DA, South SA (a revoke), West D8, North DQ: East wins,
/// and no card has yet been played to trick 2.
fn revoked() -> EuchreGame {
    let mut g = game();
    run(
        &mut g,
        &[
            E::OrderUp { seat: East },
            E::Discard { card: card("SJ") },
            play(East, "DA"),
            play(South, "SA"),
        ],
    );
    assert_eq!(last_law(&g), "euchre Law 62");
    g
}

fn trick_complete() -> EuchreGame {
    let mut g = revoked();
    run(&mut g, &[play(West, "D8"), play(North, "DQ")]);
    g
}

/// Every card played by the first legal card, to the end of the deal.
fn play_out(g: &mut EuchreGame) {
    while let Some(h) = g.hand() {
        let Some(seat) = h.to_play() else { break };
        let Some(c) = h.legal_plays(seat).iter().next() else {
            break;
        };
        run(g, &[E::play(seat, c)]);
    }
}

fn revoke_scored(g: &EuchreGame) -> bool {
    g.deals()
        .last()
        .expect("a deal")
        .score
        .iter()
        .any(|e| e.law.to_string() == "euchre Law 63")
}

fn notes(g: &EuchreGame, law: &str) -> Vec<String> {
    hand(g)
        .rulings()
        .iter()
        .filter(|r| r.law.to_string() == law)
        .flat_map(|r| r.notes.clone())
        .collect()
}

#[test]
fn euchre_law_64_the_revoke_is_established_when_the_trick_is_turned_and_quitted() {
    let mut g = trick_complete();
    assert_eq!(hand(&g).revokes_to_save().count(), 1, "not yet quitted");
    // East, who won, leads to trick 2: the trick is quitted.
    run(&mut g, &[play(East, "CA")]);
    assert_eq!(hand(&g).revokes_to_save().count(), 0);
    assert!(
        notes(&g, "euchre Law 62")
            .iter()
            .any(|n| n.contains("established: trick 1 was turned and quitted (Law 64)")),
        "{:?}",
        notes(&g, "euchre Law 62")
    );
    let err = refused(&mut g, E::CorrectsRevoke { seat: South });
    assert!(err.contains("established (Law 64)"), "{err}");
    play_out(&mut g);
    assert!(
        revoke_scored(&g),
        "an established revoke costs three points"
    );
}

#[test]
fn euchre_law_64_the_revoking_side_playing_to_the_following_trick_establishes_it() {
    let mut g = trick_complete();
    // Asked before the quitting: East's lead does not establish it (65) ...
    run(&mut g, &[E::AsksRevoke { seat: North }, play(East, "CA")]);
    assert_eq!(hand(&g).revokes_to_save().count(), 1);
    // ... but South's play to the following trick does (64).
    run(&mut g, &[play(South, "HT")]);
    assert_eq!(hand(&g).revokes_to_save().count(), 0);
    assert!(
        notes(&g, "euchre Law 62")
            .iter()
            .any(|n| n.contains("or his partner played to the trick after trick 1 (Law 64)"))
    );
    refused(&mut g, E::CorrectsRevoke { seat: South });
}

#[test]
fn euchre_law_65_the_question_before_the_quitting_and_the_correction_after_it() {
    let mut g = trick_complete();
    run(&mut g, &[E::AsksRevoke { seat: North }]);
    let r = hand(&g).rulings().last().expect("a ruling").clone();
    assert_eq!(r.law.to_string(), "euchre Law 65");
    assert_eq!(r.offender, Some(North));
    assert!(
        r.text
            .contains("its quitting does not establish the revoke")
    );
    assert!(hand(&g).revokes()[0].asked);
    // An adversary leads to trick 2; the revoke may still be corrected.
    run(
        &mut g,
        &[play(East, "CA"), E::CorrectsRevoke { seat: South }],
    );
    assert_eq!(last_law(&g), "euchre Law 69");
    let text = &hand(&g).rulings().last().expect("a ruling").text;
    assert!(
        text.contains("after the trick was turned and quitted, his partner having asked him before it was (Law 65)"),
        "{text}"
    );
    assert!(text.contains("West's D8, East's CA"), "{text}");
    assert!(
        text.contains("his partner's DQ stays in the trick"),
        "{text}"
    );
    // Back to trick 1: East's lead to trick 2 is his again.
    assert_eq!(hand(&g).tricks_complete(), 0);
    assert!(hand(&g).hand(East).contains(card("CA")));
    assert_eq!(hand(&g).to_play(), Some(South));
    assert!(hand(&g).revokes().is_empty());
}

#[test]
fn euchre_law_65_answered_no_the_quitting_establishes_the_revoke() {
    let mut g = trick_complete();
    run(
        &mut g,
        &[E::AsksRevoke { seat: North }, E::AnswersNo { seat: South }],
    );
    let r = hand(&g).rulings().last().expect("a ruling");
    assert_eq!(r.law.to_string(), "euchre Law 65");
    assert!(r.text.contains("the question no longer saves the revoke"));
    assert!(hand(&g).revokes()[0].answered_no);
    run(&mut g, &[play(East, "CA")]);
    assert_eq!(hand(&g).revokes_to_save().count(), 0);
    refused(&mut g, E::CorrectsRevoke { seat: South });
}

#[test]
fn euchre_law_65_answered_no_the_revoke_may_still_be_saved_before_the_quitting() {
    let mut g = trick_complete();
    run(
        &mut g,
        &[
            E::AsksRevoke { seat: North },
            E::AnswersNo { seat: South },
            E::CorrectsRevoke { seat: South },
        ],
    );
    assert_eq!(last_law(&g), "euchre Law 69");
    assert!(hand(&g).revokes().is_empty());
}

#[test]
fn euchre_law_65_questions_the_law_does_not_give_are_refused() {
    let mut g = revoked();
    // West's question is of his own partner, East, who led: no renounce.
    let err = refused(&mut g, E::AsksRevoke { seat: West });
    assert!(err.contains("East has not renounced in trick 1"), "{err}");
    // No question asked: nothing to answer.
    let err = refused(&mut g, E::AnswersNo { seat: South });
    assert!(
        err.contains("no question about a revoke of South's"),
        "{err}"
    );
    run(&mut g, &[E::AsksRevoke { seat: North }]);
    let err = refused(&mut g, E::AsksRevoke { seat: North });
    assert!(err.contains("has been asked already"), "{err}");
    // Before the trump is made there is no play to ask about.
    let mut fresh = game();
    let before = fresh.state().clone();
    assert!(matches!(
        fresh.apply(E::AsksRevoke { seat: North }),
        Err(EuchreError::Phase(_))
    ));
    assert_eq!(fresh.state(), &before);
}

#[test]
fn euchre_law_65_a_renounce_that_is_no_revoke_has_nothing_to_correct() {
    let mut g = game();
    run(
        &mut g,
        &[
            E::OrderUp { seat: East },
            E::Discard { card: card("SJ") },
            // East leads a club: South has none and renounces with a trump.
            play(East, "CA"),
            play(South, "H7"),
            E::AsksRevoke { seat: North },
        ],
    );
    let text = &hand(&g).rulings().last().expect("a ruling").text;
    assert!(text.contains("there is no revoke to correct"), "{text}");
    assert!(hand(&g).revokes().is_empty());
    refused(&mut g, E::CorrectsRevoke { seat: South });
}

#[test]
fn euchre_law_69_the_correction_before_the_quitting() {
    let mut g = trick_complete();
    run(&mut g, &[E::CorrectsRevoke { seat: South }]);
    let r = hand(&g).rulings().last().expect("a ruling").clone();
    assert_eq!(r.law.to_string(), "euchre Law 69");
    assert_eq!(r.offender, Some(South));
    assert!(r.text.contains("before the trick was turned and quitted"));
    assert!(r.text.contains("the adversaries may call it"));
    // The card played in error goes back to his hand, liable to be called.
    assert!(hand(&g).hand(South).contains(card("SA")));
    assert_eq!(hand(&g).exposed(South), cards(&["SA"]));
    // West, who played after him, takes his card back, not exposed.
    assert!(hand(&g).hand(West).contains(card("D8")));
    assert!(hand(&g).exposed(West).is_empty());
    // North, his partner, may not: his card stays in the trick.
    assert!(!hand(&g).hand(North).contains(card("DQ")));
    let trick: Vec<(Seat, Card)> = hand(&g).tricks().next().expect("trick 1").plays().collect();
    assert_eq!(trick, vec![(East, card("DA")), (North, card("DQ"))]);
    // South now follows suit; the revoke is gone from the record.
    assert_eq!(hand(&g).to_play(), Some(South));
    assert_eq!(hand(&g).legal_plays(South), cards(&["DT", "D9"]));
    assert!(hand(&g).revokes().is_empty());
    assert!(
        notes(&g, "euchre Law 62")
            .iter()
            .any(|n| n.contains("corrected in time to save it: no revoke (Law 69)"))
    );
    run(&mut g, &[play(South, "D9")]);
    // West may play his card again or another; here he must follow with D8.
    assert_eq!(hand(&g).legal_plays(West), cards(&["D8"]));
    run(&mut g, &[play(West, "D8")]);
    assert_eq!(hand(&g).tricks_complete(), 1, "the trick is complete again");
    play_out(&mut g);
    assert!(!revoke_scored(&g), "a revoke saved is not penalized");
}

#[test]
fn euchre_law_69_the_adversaries_may_call_the_card_played_in_error() {
    let mut g = trick_complete();
    run(
        &mut g,
        &[
            E::CorrectsRevoke { seat: South },
            play(South, "D9"),
            play(West, "D8"),
            // East leads a club; South, void, is called on to play the spade ace.
            E::CallsCard {
                seat: East,
                card: card("SA"),
            },
            play(East, "CA"),
        ],
    );
    assert_eq!(hand(&g).legal_plays(South), cards(&["SA"]));
}

#[test]
fn euchre_law_69_a_revoke_corrected_before_the_others_play() {
    let mut g = revoked();
    run(&mut g, &[E::CorrectsRevoke { seat: South }]);
    let text = &hand(&g).rulings().last().expect("a ruling").text;
    assert!(!text.contains("withdrawn"), "{text}");
    assert_eq!(hand(&g).to_play(), Some(South));
    assert_eq!(hand(&g).legal_plays(South), cards(&["DT", "D9"]));
}

#[test]
fn euchre_law_54_a_failure_to_play_as_required_has_no_correction() {
    let mut g = game();
    run(
        &mut g,
        &[
            E::OrderUp { seat: East },
            E::Discard { card: card("SJ") },
            play(East, "DA"),
            E::CallsAttention { seat: North },
            E::Elect {
                seat: Some(East),
                option: tablelaw::OptionId::Highest,
            },
            play(South, "D9"),
        ],
    );
    assert_eq!(last_law(&g), "euchre Law 54");
    let err = refused(&mut g, E::CorrectsRevoke { seat: South });
    assert!(err.contains("Law 54"), "{err}");
}

#[test]
fn euchre_law_69_no_revoke_nothing_to_correct() {
    let mut g = game();
    let err = refused(&mut g, E::CorrectsRevoke { seat: South });
    assert!(err.contains("no play"), "{err}");
    run(
        &mut g,
        &[
            E::OrderUp { seat: East },
            E::Discard { card: card("SJ") },
            play(East, "DA"),
        ],
    );
    let err = refused(&mut g, E::CorrectsRevoke { seat: South });
    assert!(err.contains("he has made no revoke"), "{err}");
}
