//! The clauses of Law 46, edition by edition.

use super::*;

// ---------------------------------------------------------------- 46A

#[test]
fn duplicate_2007_and_2017_law_46_a_suit_and_rank_is_that_card() {
    let x = ctx("HK HJ H4 SA S2", "H3", S);
    for code in [D07, D17, RUBBER] {
        let r = card(code, "heart jack", &x, "HJ", "46A");
        assert!(r.reason().contains("suit and rank stated"), "{r}");
    }
    assert_eq!(
        rule(D17, "heart jack", &x).law().to_string(),
        "duplicate-2017 Law 46A"
    );
}

#[test]
fn duplicate_2007_and_2017_law_46_a_card_in_dummy_but_not_legal_is_not_deemed_a_play() {
    let x = ctx("HK HJ H4 SA S2", "H3", S);
    for code in [D07, D17] {
        let r = rule(code, "ace of spades", &x);
        assert!(
            matches!(r, Resolution::NotLegal { card, .. } if card == c("SA")),
            "{r}"
        );
        assert_eq!(r.card(), None);
        assert!(r.reason().contains("revoke"), "{r}");
    }
}

#[test]
fn duplicate_2017_law_46_a_queen_of_trumps_is_the_trump_queen() {
    let x = ctx("SQ S2 HQ", "D3", S);
    card(D17, "queen of trumps", &x, "SQ", "46A");
    // In notrump "trumps" names no suit: a rank alone, two queens legal.
    let x = ctx("SQ S2 HQ", "D3", NT);
    designate(D17, "queen of trumps", &x, "SQ HQ", "46B3(b)");
}

// ---------------------------------------------------------------- 46B1(a)

#[test]
fn duplicate_2017_law_46_b1_a_high_is_highest_of_suit_led() {
    let x = ctx("HK HJ H4 SA S2", "H3", S);
    let r = card(D17, "high", &x, "HK", "46B1(a)");
    assert!(
        r.reason().starts_with("2017:") && r.reason().contains("suit led"),
        "{r}"
    );
}

#[test]
fn duplicate_2007_law_46_b1_a_high_when_following_is_highest_card_of_suit_led() {
    // 2007 "the highest card", read among dummy's legal plays: not the ♠A.
    let x = ctx("HK HJ H4 SA S2", "H3", S);
    card(D07, "high", &x, "HK", "46B1(a)");
}

#[test]
fn duplicate_2007_law_46_b1_a_high_when_dummy_void_is_highest_card() {
    let x = ctx("SA S2 DK D5 C9", "H3", S);
    card(D07, "high", &x, "SA", "46B1(a)");
    card(RUBBER, "top", &x, "SA", "46B1(a)");
}

#[test]
fn duplicate_2017_law_46_b1_a_high_when_dummy_void_declarer_must_designate() {
    let x = ctx("SA S2 DK D5 C9", "H3", S);
    let r = designate(D17, "high", &x, "SA S2 DK D5 C9", "46B1(a)");
    assert!(r.reason().contains("undefined"), "{r}");
}

#[test]
fn duplicate_2017_law_46_b1_a_high_with_dummy_on_lead_is_undefined() {
    let x = ctx("SA S2 DK D5", "", S);
    let r = designate(D17, "high", &x, "SA S2 DK D5", "46B1(a)");
    assert!(r.reason().contains("no suit has been led"), "{r}");
}

#[test]
fn duplicate_2007_law_46_b1_a_high_with_dummy_on_lead_is_highest_card() {
    let x = ctx("SA S2 DK D5", "", S);
    card(D07, "high", &x, "SA", "46B1(a)");
}

#[test]
fn duplicate_2007_law_46_b1_a_high_two_aces_declarer_must_designate() {
    let x = ctx("SA S2 HA D5", "C3", NT);
    let r = designate(D07, "high", &x, "SA HA", "46B1(a)");
    assert!(r.reason().contains("different suits"), "{r}");
}

#[test]
fn duplicate_2007_and_2017_law_46_b1_a_high_with_a_suit_named_is_highest_of_that_suit() {
    // Dummy void in hearts: "high spade" is a ruff with the ace in both.
    let x = ctx("SA S2 DK D5", "H3", S);
    for code in [D07, D17] {
        card(code, "high spade", &x, "SA", "46B1(a)");
    }
    // Dummy must follow to hearts: the named suit is not legal.
    let x = ctx("SA S2 H5", "H3", S);
    let r = rule(D17, "high spade", &x);
    assert!(
        matches!(r, Resolution::NotLegal { card, .. } if card == c("SA")),
        "{r}"
    );
    // "high trump" in notrump names no suit.
    designate(
        D17,
        "high trump",
        &ctx("SA S2 H5", "", NT),
        "SA S2 H5",
        "46B1(a)",
    );
}

// ---------------------------------------------------------------- 46B1(c)

#[test]
fn duplicate_2017_law_46_b1_c_low_is_lowest_of_suit_led() {
    let x = ctx("HK HJ H4 S2 C3", "H3", S);
    card(D17, "low", &x, "H4", "46B1(c)");
    card(D07, "small", &x, "H4", "46B1(c)");
}

#[test]
fn duplicate_2007_law_46_b1_c_low_when_dummy_void_is_lowest_card() {
    // 2007 gives the lowest card whatever its suit: here the ♠2, a ruff.
    let x = ctx("SA S2 DK D5 C9", "H3", S);
    card(D07, "low", &x, "S2", "46B1(c)");
}

#[test]
fn duplicate_2017_law_46_b1_c_low_when_dummy_void_declarer_must_designate() {
    let x = ctx("SA S2 DK D5 C9", "H3", S);
    designate(D17, "low", &x, "SA S2 DK D5 C9", "46B1(c)");
}

#[test]
fn duplicate_2017_law_46_b1_c_low_with_dummy_on_lead_is_undefined() {
    let x = ctx("SA S3 DK D5", "", S);
    designate(D17, "little one", &x, "SA S3 DK D5", "46B1(c)");
    card(D07, "little one", &x, "S3", "46B1(c)");
}

#[test]
fn duplicate_2007_law_46_b1_c_low_two_deuces_declarer_must_designate() {
    let x = ctx("C2 D2 SA", "H9", NT);
    designate(D07, "low", &x, "C2 D2", "46B1(c)");
}

#[test]
fn duplicate_2007_and_2017_law_46_b1_c_low_with_a_suit_named_is_lowest_of_that_suit() {
    let x = ctx("CA C7 C4 HK", "C3", S);
    for code in [D07, D17] {
        let r = card(code, "low club", &x, "C4", "46B2");
        assert!(r.reason().contains("46B1(c)"), "{r}");
    }
    void_call("small diamond", &x);
}

// ---------------------------------------------------------------- 46B1(b)

#[test]
fn duplicate_2007_and_2017_law_46_b1_b_win_last_to_play_is_lowest_card_that_wins() {
    let x = ctx("HA HK H2 S5", "H3 HQ H5", S);
    for code in [D07, D17, RUBBER] {
        card(code, "win", &x, "HK", "46B1(b)");
    }
}

#[test]
fn duplicate_2017_law_46_b1_b_win_void_last_to_play_ruffs_with_lowest_winning_trump() {
    let x = ctx("S2 S9 C4", "D3 DA D5", S);
    card(D17, "win it", &x, "S2", "46B1(b)");
    // Overruffed by the ♠8: the ♠9.
    let x = ctx("S2 S9 SQ C4", "D3 S8 D5", S);
    card(D17, "take it", &x, "S9", "46B1(b)");
    card(D07, "take it", &x, "S9", "46B1(b)");
}

#[test]
fn duplicate_2017_law_46_b1_b_win_when_dummy_cannot_win_declarer_must_designate() {
    let x = ctx("H4 H2 SA", "H3 HQ H5", S);
    let r = designate(D17, "win", &x, "H4 H2", "46B1(b)");
    assert!(
        r.reason().contains("none of dummy's legal cards wins"),
        "{r}"
    );
}

#[test]
fn duplicate_2007_law_46_b1_b_win_not_last_with_trumps_outstanding_is_not_known() {
    // Second hand: the ♥A could be ruffed by a player void in hearts.
    let x = ctx("HA HQ H2", "H3", S);
    let r = designate(D07, "win", &x, "HA HQ H2", "46B1(b)");
    assert!(r.reason().contains("certain"), "{r}");
}

#[test]
fn duplicate_2017_law_46_b1_b_win_not_last_in_notrump_is_the_master() {
    let x = ctx("HA HQ H2", "H3", NT);
    card(D17, "win", &x, "HA", "46B1(b)");
    // With the ♥K already played, the ♥Q is known to win.
    let played = DummySituation {
        played: set("HK"),
        ..situation("HA HQ H2", "H3", NT)
    }
    .validate()
    .unwrap();
    card(D17, "win", &played, "HQ", "46B1(b)");
    // With the ♥K in declarer's own hand, likewise.
    let known = DummySituation {
        declarer: set("HK S2"),
        ..situation("HA HQ H2", "H3", NT)
    }
    .validate()
    .unwrap();
    card(D17, "win", &known, "HQ", "46B1(b)");
}

#[test]
fn duplicate_2017_law_46_b1_b_win_with_every_trump_gone_is_known() {
    let spades: String = (2..=14)
        .map(|r| Card::new(Suit::Spades, Rank::new(r).unwrap()).to_string())
        .collect::<Vec<_>>()
        .join(" ");
    let x = DummySituation {
        played: set(&spades),
        ..situation("HA HQ H2", "H3", S)
    }
    .validate()
    .unwrap();
    card(D17, "win", &x, "HA", "46B1(b)");
}

#[test]
fn duplicate_2017_law_46_b1_b_win_on_lead_is_lowest_master() {
    let x = ctx("SA H5 DA", "", NT);
    designate(D17, "win", &x, "SA DA", "46B1(b)");
    let x = ctx("SA H5 DK", "", NT);
    card(D17, "win", &x, "SA", "46B1(b)");
    // A master trump on lead wins whatever the others hold.
    let x = ctx("SA H5 DK", "", S);
    card(D07, "win", &x, "SA", "46B1(b)");
}

#[test]
fn duplicate_2017_law_46_b1_b_ruff_is_win_by_ruffing() {
    // Last to play, overruffed by the ♠8: "ruff" is the ♠9, not the ♠2.
    let x = ctx("S2 S9 SQ C4", "D3 S8 D5", S);
    for code in [D07, D17] {
        let r = card(code, "ruff it", &x, "S9", "46B1(b)");
        assert!(r.reason().contains("ruffing"), "{r}");
    }
    // Second hand, higher trumps out: no trump known to win, the lowest trump (46B2).
    let x = ctx("S2 S9 C4", "D3", S);
    card(D17, "trump it", &x, "S2", "46B2");
    // Dummy can follow: cannot ruff.
    let x = ctx("S2 D9 C4", "D3", S);
    designate(D17, "ruff", &x, "D9", "46B1(b)");
    // Notrump; dummy on lead.
    designate(D17, "ruff", &ctx("S2 D9", "H3", NT), "S2 D9", "46B1(b)");
    designate(D07, "ruff", &ctx("S2 D9", "", S), "S2 D9", "46B1(b)");
    // No trumps in dummy.
    void_call("ruff", &ctx("C2 D9", "H3", S));
}

// ---------------------------------------------------------------- 46B2

#[test]
fn duplicate_2007_and_2017_law_46_b2_suit_without_rank_is_lowest_of_that_suit() {
    let x = ctx("CA C7 C4 HK", "", S);
    for code in [D07, D17, RUBBER] {
        card(code, "a club", &x, "C4", "46B2");
    }
    let x = ctx("SK S8 S3 HK", "D5", S);
    card(D17, "a trump", &x, "S3", "46B2");
    card(D07, "trumps", &x, "S3", "46B2");
}

#[test]
fn duplicate_2007_void_2017_invalid_law_46_b2_suit_dummy_does_not_hold() {
    void_call("a diamond", &ctx("CA C7 HK", "", S));
}

#[test]
fn duplicate_2017_law_46_b2_suit_not_legal_is_not_deemed_a_play() {
    let x = ctx("CA C7 HK", "H3", S);
    let r = rule(D17, "a club", &x);
    assert!(
        matches!(r, Resolution::NotLegal { card, .. } if card == c("C7")),
        "{r}"
    );
    assert_eq!(r.law().path(), "46B2");
}

#[test]
fn duplicate_2017_law_46_b2_trumps_in_notrump_declarer_must_designate() {
    designate(D17, "a trump", &ctx("CA C7 HK", "", NT), "CA C7 HK", "46B2");
}

// ---------------------------------------------------------------- 46B3(a)

pub(crate) fn leading_after(
    dummy: &str,
    suit_led: Suit,
    dummy_card: &str,
    trump: Option<Suit>,
) -> DummyContext {
    DummySituation {
        preceding: Some(PrecedingTrick {
            suit_led,
            dummy_card: c(dummy_card),
        }),
        ..situation(dummy, "", trump)
    }
    .validate()
    .unwrap()
}

#[test]
fn duplicate_2007_and_2017_law_46_b3_a_rank_in_leading_continues_the_suit_dummy_won() {
    let x = leading_after("HK H4 SK D2", Suit::Hearts, "HA", S);
    for code in [D07, D17, RUBBER] {
        card(code, "the king", &x, "HK", "46B3(a)");
    }
}

#[test]
fn duplicate_2017_law_46_b3_a_rank_in_leading_after_a_ruff_is_the_trump_suit() {
    // Dummy ruffed a diamond with the ♠5: it won *with* spades.
    let x = leading_after("SK S4 HK C2", Suit::Diamonds, "S5", S);
    let r = card(D17, "king", &x, "SK", "46B3(a)");
    assert!(r.reason().contains("with which"), "{r}");
}

#[test]
fn duplicate_2007_law_46_b3_a_rank_in_leading_after_a_ruff_is_the_suit_led_so_b3_b() {
    // 2007: dummy won *in* diamonds, and holds no ♦K (it was void): 46B3(b),
    // and two kings can be led.
    let x = leading_after("SK S4 HK C2", Suit::Diamonds, "S5", S);
    let r = designate(D07, "king", &x, "SK HK", "46B3(b)");
    assert!(r.reason().contains("in which"), "{r}");
    // With one king only, the two editions agree on the card but not the clause.
    let x = leading_after("SK S4 H3 C2", Suit::Diamonds, "S5", S);
    card(D07, "king", &x, "SK", "46B3(b)");
    card(D17, "king", &x, "SK", "46B3(a)");
}

#[test]
fn duplicate_2017_law_46_b3_a_proviso_fails_without_the_rank_in_that_suit() {
    let x = leading_after("H4 SK DK", Suit::Hearts, "HA", S);
    let r = designate(D17, "king", &x, "SK DK", "46B3(b)");
    assert!(r.reason().contains("46B3(a) does not apply"), "{r}");
    let x = leading_after("H4 SK D2", Suit::Hearts, "HA", S);
    card(D17, "king", &x, "SK", "46B3(b)");
}

#[test]
fn duplicate_2017_law_46_b3_a_needs_the_preceding_trick() {
    let x = ctx("HK SK", "", S);
    let r = designate(D17, "king", &x, "HK SK", "46B3(b)");
    assert!(
        r.reason().contains("did not win the preceding trick"),
        "{r}"
    );
}

// ---------------------------------------------------------------- 46B3(b)

#[test]
fn duplicate_2007_and_2017_law_46_b3_b_rank_is_the_one_legal_card_of_that_rank() {
    let x = ctx("HK H4 SK", "H3", S);
    for code in [D07, D17] {
        card(code, "king", &x, "HK", "46B3(b)");
    }
}

#[test]
fn duplicate_2007_and_2017_law_46_b3_b_two_legal_cards_of_the_rank_declarer_must_designate() {
    let x = ctx("SK DK C4", "H3", S);
    for code in [D07, D17] {
        let r = designate(code, "king", &x, "SK DK", "46B3(b)");
        assert!(r.reason().contains("not another rank"), "{r}");
    }
}

#[test]
fn duplicate_2017_law_46_b3_b_rank_held_only_in_a_suit_not_legal() {
    let x = ctx("H4 H2 SK", "H3", S);
    designate(D17, "king", &x, "H4 H2", "46B3(b)");
}

#[test]
fn duplicate_2007_void_2017_invalid_law_46_b3_b_rank_dummy_does_not_hold() {
    void_call("the queen", &ctx("H4 H2 SK", "H3", S));
}

// ---------------------------------------------------------------- 46B4

#[test]
fn duplicate_2007_law_46_b4_card_not_in_dummy_the_call_is_void() {
    let x = ctx("HK H4 SK", "H3", S);
    let r = rule(D07, "heart queen", &x);
    assert_eq!(
        r,
        Resolution::VoidCall {
            candidates: set("HK H4"),
            law: tablelaw::Citation::new(D07, 46, "B4"),
            reason: r.reason().to_owned(),
        }
    );
    assert_eq!(r.law().to_string(), "duplicate-2007 Law 46B4");
}

#[test]
fn duplicate_2017_law_46_b4_card_not_in_dummy_the_call_is_invalid() {
    let x = ctx("HK H4 SK", "H3", S);
    let r = rule(D17, "heart queen", &x);
    assert!(
        matches!(r, Resolution::InvalidCall { candidates, .. } if candidates == set("HK H4")),
        "{r}"
    );
    assert_eq!(r.law().to_string(), "duplicate-2017 Law 46B4");
    void_call("♦A", &x);
}

#[test]
fn rubber_law_46_applies_the_2007_wording_and_says_so() {
    let x = ctx("SA S2 DK D5 C9", "H3", S);
    let r = card(RUBBER, "high", &x, "SA", "46B1(a)");
    assert_eq!(r.law().to_string(), "rubber Law 46B1(a)");
    assert!(r.reason().contains("2007 duplicate wording"), "{r}");
    let r = rule(RUBBER, "heart queen", &x);
    assert!(matches!(r, Resolution::VoidCall { .. }), "{r}");
}

// ---------------------------------------------------------------- 46B5

#[test]
fn duplicate_2007_and_2017_law_46_b5_play_anything_either_defender_designates() {
    let x = ctx("HK H4 SK", "H3", S);
    for code in [D07, D17, RUBBER] {
        let r = rule(code, "play anything", &x);
        assert!(matches!(r, Resolution::DefendersDesignate { .. }), "{r}");
        assert_eq!(r.candidates(), set("HK H4"));
        assert_eq!(r.law().path(), "46B5");
        assert!(r.reason().contains("either defender"), "{r}");
    }
}

// ---------------------------------------------------------------- 46B exception

fn with_intention(dummy: &str, trick: &str, intended: &str) -> DummyContext {
    DummySituation {
        incontrovertible_intention: Some(c(intended)),
        ..situation(dummy, trick, S)
    }
    .validate()
    .unwrap()
}

#[test]
fn duplicate_2007_and_2017_law_46_b_incontrovertible_intention_prevails() {
    let x = with_intention("HK HJ H4", "H3", "HJ");
    for code in [D07, D17] {
        let r = card(code, "low", &x, "HJ", "46B");
        assert!(r.reason().contains("incontrovertible"), "{r}");
    }
}

#[test]
fn duplicate_2017_law_46_b_intention_agreeing_with_the_words_keeps_the_clause() {
    let x = with_intention("HK HJ H4", "H3", "H4");
    let r = card(D17, "low", &x, "H4", "46B1(c)");
    assert!(r.reason().contains("agrees"), "{r}");
}

#[test]
fn duplicate_2017_law_46_b_intention_not_used_for_a_complete_designation() {
    let x = with_intention("HK HJ H4", "H3", "HJ");
    let r = card(D17, "heart king", &x, "HK", "46A");
    assert!(r.reason().contains("not used"), "{r}");
}

#[test]
fn duplicate_2007_void_2017_invalid_law_46_b_intended_card_not_in_dummy() {
    let x = with_intention("HK HJ H4", "H3", "HQ");
    void_call("low", &x);
    // The intended card need not be legal to be found; it is then NotLegal.
    let x = with_intention("HK HJ S4", "H3", "S4");
    let r = rule(D17, "low", &x);
    assert!(
        matches!(r, Resolution::NotLegal { card, .. } if card == c("S4")),
        "{r}"
    );
    assert_eq!(r.law().path(), "46B");
}
