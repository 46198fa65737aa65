//! Bridge whist (1907): corrected before the trick is turned and quitted,
//! dummy's revoke (law 66) and a penalty not obeyed (law 75), and what was
//! in force before the card corrected in force again (law 90). The laws
//! are unnumbered in the text; the numbers continue the module's count,
//! each found by its opening words: 66 "Dummy is not liable to the penalty
//! for a revoke", 75 "If a player who has rendered himself liable", 86
//! "The penalty for a revoke is three tricks", 90 "If a player correct his
//! mistake in time to save a revoke".

use tablelaw::codes::bridge_whist::{Phase, RubberStanding, WhistEvent, WhistSetup, WhistTable};
use tablelaw::{Denomination, OptionId, Seat};

use Seat::{East as E, North as N, South as S, West as W};

mod bridge_whist_correction_helpers;
use bridge_whist_correction_helpers::*;

fn no_revoke_penalty(t: &WhistTable) -> bool {
    !t.rulings()
        .iter()
        .any(|r| r.law.to_string() == "bridge-whist Law 86")
}

/// The same hand with the cards given in turn, then played out with the
/// first legal card each time: the score of a hand with no irregularity.
fn regular_score(cards: &str) -> tablelaw::codes::bridge_whist::DealScore {
    let mut t = no_trumps();
    play(&mut t, cards);
    play_out(&mut t);
    t.state().score().expect("scored").clone()
}

/// West leads D3; dummy (North), holding DA D9 D5, plays C2.
fn dummy_revokes() -> WhistTable {
    let mut t = no_trumps();
    play(&mut t, "D3 C2");
    assert_eq!(last_law(&t), "bridge-whist Law 66");
    assert!(
        t.revokes().is_empty(),
        "dummy's revoke is not a revoke scored"
    );
    assert_eq!(t.state().dummy_revokes().len(), 1);
    t
}

#[test]
fn bridge_whist_law_66_dummys_revoke_corrected_before_the_trick_is_quitted_without_penalty() {
    let mut t = dummy_revokes();
    play(&mut t, "D4");
    t.apply(WhistEvent::CorrectsRevoke { seat: N }).unwrap();
    let r = t.rulings().last().unwrap();
    assert_eq!(r.law.to_string(), "bridge-whist Law 66");
    assert!(r.text.contains("East's D4"), "{}", r.text);
    assert!(
        r.text.contains("cannot be enforced at all from dummy"),
        "{}",
        r.text
    );
    assert!(t.pending().is_none(), "no penalty to elect");
    let p = t.play().unwrap();
    assert!(p.hand(N).contains(c("C2")) && p.hand(E).contains(c("D4")));
    assert_eq!(p.turn(), Some(N));
    assert!(t.state().exposed(E).is_empty(), "not exposed cards");
    assert!(t.state().dummy_revokes()[0].corrected);
    assert_eq!(t.state().legal_plays(), set("DA D9 D5"));
    play(&mut t, "D5");
    // East may substitute another card for the one withdrawn.
    play(&mut t, "DK D6");
    play_out(&mut t);
    assert!(t.revokes().is_empty() && no_revoke_penalty(&t));
    assert_eq!(
        t.state().score(),
        Some(&regular_score("D3 D5 DK D6")),
        "scored as the hand played without the revoke"
    );
}

#[test]
fn bridge_whist_law_66_once_the_trick_is_quitted_it_stands_good() {
    let mut t = dummy_revokes();
    // South's jack wins; his lead to the next trick quits it.
    play(&mut t, "D4 DJ");
    // Complete, not yet quitted: still correctable (checked on a copy).
    let mut copy = t.clone();
    copy.apply(WhistEvent::CorrectsRevoke { seat: N }).unwrap();
    play(&mut t, "SA");
    assert!(t.state().dummy_revokes()[0].stands);
    let before = t.state().clone();
    let err = t
        .apply(WhistEvent::CorrectsRevoke { seat: N })
        .expect_err("too late");
    assert_eq!(t.state(), &before);
    let why = err.to_string();
    assert!(
        why.contains("law 66") && why.contains("stands good"),
        "{why}"
    );
    play_out(&mut t);
    assert!(t.revokes().is_empty() && no_revoke_penalty(&t));
    assert_eq!(t.play().unwrap().trick_winner(0), Some(S));
}

#[test]
fn bridge_whist_law_66_nothing_to_correct_without_dummys_revoke() {
    let mut t = no_trumps();
    play(&mut t, "D3 D5");
    refused(&mut t, WhistEvent::CorrectsRevoke { seat: N });
}

/// West leads D3, dummy D5; West calls attention to the trick before East
/// has played (law 98) and the dealer requires East's highest diamond.
fn east_directed_highest() -> WhistTable {
    let mut t = no_trumps();
    play(&mut t, "D3 D5");
    t.apply(WhistEvent::CallsAttention { seat: W }).unwrap();
    elect(&mut t, S, OptionId::Highest);
    assert_eq!(t.state().legal_plays(), set("DK"));
    t
}

#[test]
fn bridge_whist_law_75_a_direction_not_obeyed_corrected_before_the_trick_is_quitted() {
    let mut t = east_directed_highest();
    play(&mut t, "D4");
    assert_eq!(last_law(&t), "bridge-whist Law 75");
    assert_eq!(t.revokes()[0].law.to_string(), "bridge-whist Law 75");
    play(&mut t, "D6");
    t.apply(WhistEvent::CorrectsRevoke { seat: E }).unwrap();
    let r = t.rulings().last().unwrap();
    assert_eq!(r.law.to_string(), "bridge-whist Law 75");
    assert!(r.text.contains("South's D6"), "{}", r.text);
    assert!(r.text.contains("his highest card"), "{}", r.text);
    assert!(t.pending().is_none(), "no highest-or-lowest election");
    assert!(t.revokes()[0].corrected);
    assert_eq!(t.state().exposed(E), set("D4"), "an exposed card");
    assert_eq!(t.state().legal_plays(), set("DK"), "the direction again");
    play(&mut t, "DK");
    assert_eq!(t.state().legal_plays(), set("DJ DT D6"));
    play(&mut t, "DJ");
    play_out(&mut t);
    assert!(t.revokes().iter().all(|r| !r.established));
    assert!(no_revoke_penalty(&t));
    assert!(t.state().score().is_some());
}

#[test]
fn bridge_whist_law_75_once_the_trick_is_quitted_it_is_a_revoke() {
    let mut t = east_directed_highest();
    // South's D6 wins (D3 D5 D4 D6); his lead quits the trick.
    play(&mut t, "D4 D6 SA");
    assert!(t.revokes()[0].established);
    refused(&mut t, WhistEvent::CorrectsRevoke { seat: E });
    play_out(&mut t);
    assert!(!no_revoke_penalty(&t), "three tricks for the revoke");
}

#[test]
fn bridge_whist_law_75_the_exposed_card_called_not_played_corrected_the_call_again() {
    let mut t = no_trumps();
    play(&mut t, "D3");
    t.apply(WhistEvent::Expose {
        seat: W,
        card: c("CK"),
    })
    .unwrap();
    // East's king wins the first trick and he leads a club.
    play(&mut t, "D5 DK D6");
    t.apply(WhistEvent::CallsCard {
        seat: S,
        card: c("CK"),
    })
    .unwrap();
    play(&mut t, "C8 C3");
    assert_eq!(t.state().legal_plays(), set("CK"));
    play(&mut t, "CJ");
    assert_eq!(last_law(&t), "bridge-whist Law 75");
    t.apply(WhistEvent::CorrectsRevoke { seat: W }).unwrap();
    let r = t.rulings().last().unwrap();
    assert!(r.text.contains("the exposed card called"), "{}", r.text);
    assert_eq!(t.state().legal_plays(), set("CK"), "the call again");
    assert_eq!(t.state().exposed(W), set("CK CJ"));
    play(&mut t, "CK");
    play_out(&mut t);
    assert!(no_revoke_penalty(&t));
}

#[test]
fn bridge_whist_law_90_a_direction_in_force_before_the_revoke_is_in_force_after_its_correction() {
    let mut t = east_directed_highest();
    // East renounces, holding diamonds: a revoke (law 84).
    play(&mut t, "C8");
    assert_eq!(last_law(&t), "bridge-whist Law 84");
    t.apply(WhistEvent::CorrectsRevoke { seat: E }).unwrap();
    elect(&mut t, S, OptionId::CallCard);
    assert_eq!(t.state().exposed(E), set("C8"));
    assert_eq!(t.state().legal_plays(), set("DK"), "the direction again");
}

#[test]
fn bridge_whist_laws_66_75_random_irregular_play_corrects_them_and_every_deal_finishes() {
    use tablelaw::codes::bridge_whist::BridgeWhist;
    use tablelaw::law::CodeId;
    use tablelaw::random::{Rng, play_deal};
    let mut rng = Rng::new(7);
    let (mut dummys, mut not_obeyed, mut breaches) = (0, 0, 0);
    for _ in 0..400 {
        let mut table: Option<tablelaw::Table<BridgeWhist>> = None;
        let out = play_deal(&mut table, CodeId::BridgeWhist, &mut rng, 0.5);
        assert!(out.finished, "{:?}", out.stuck);
        let t = table.unwrap();
        dummys += t
            .state()
            .dummy_revokes()
            .iter()
            .filter(|r| r.corrected)
            .count();
        not_obeyed += t
            .revokes()
            .iter()
            .filter(|r| r.corrected && r.law.law == 75)
            .count();
        breaches += t.revokes().iter().filter(|r| r.law.law == 75).count();
    }
    assert!(dummys > 0, "no dummy's revoke corrected in 400 deals");
    assert!(
        not_obeyed > 0,
        "no penalty not obeyed corrected in 400 deals ({breaches} made)"
    );
}

#[test]
fn bridge_whist_law_75_a_called_suit_not_led_corrected_the_call_again() {
    let mut t = WhistTable::with_setup(WhistSetup {
        deal: Some(DEAL.parse().unwrap()),
        standing: RubberStanding::default(),
        ..WhistSetup::new(S)
    });
    for e in [
        WhistEvent::MakeTrump {
            seat: S,
            denomination: Denomination::NoTrump,
        },
        // The right-hand adversary leads before the play (law 60): the
        // maker calls the eldest hand's lead, clubs.
        WhistEvent::Play {
            seat: E,
            card: c("D4"),
        },
        WhistEvent::Elect {
            seat: Some(S),
            option: OptionId::CallSuit,
        },
        WhistEvent::CallsSuit {
            seat: S,
            suit: tablelaw::Suit::Clubs,
        },
        WhistEvent::MayILead { seat: W },
        WhistEvent::Yes { seat: E },
    ] {
        t.apply(e.clone()).unwrap_or_else(|x| panic!("{e:?}: {x}"));
    }
    assert_eq!(t.phase(), Phase::Play);
    assert_eq!(t.state().legal_plays(), set("CK CJ C9 C6"));
    // West leads a heart though he holds clubs.
    play(&mut t, "H3");
    assert_eq!(last_law(&t), "bridge-whist Law 75");
    let r = t.rulings().last().unwrap();
    assert!(
        r.text
            .contains("when called on to lead one he holds (law 60)"),
        "the maker's call is law 60's: {}",
        r.text
    );
    t.apply(WhistEvent::CorrectsRevoke { seat: W }).unwrap();
    let r = t.rulings().last().unwrap();
    assert_eq!(r.law.to_string(), "bridge-whist Law 75");
    assert!(
        r.text
            .contains("must lead clubs if he can, as called (law 60)"),
        "{}",
        r.text
    );
    assert_eq!(
        t.state().legal_plays(),
        set("CK CJ C9 C6"),
        "the call again"
    );
    assert_eq!(t.state().exposed(W), set("H3"));
    play(&mut t, "C6");
    play_out(&mut t);
    assert!(no_revoke_penalty(&t));
    assert!(t.state().score().is_some());
}
