//! The words of Law 46's rulings: two cards are "both", a rank in prose is
//! a word, one card known to win is not a list, and B1's undefined cases
//! are not called by B4's word "invalid".

use super::*;
use crate::clauses::leading_after;

#[test]
fn law_46_b3_b_two_cards_of_the_rank_can_both_be_played_three_can_each() {
    let x = ctx("SJ CJ H2", "", S);
    let r = designate(D17, "jack", &x, "SJ CJ", "46B3(b)");
    let reason = r.reason();
    assert!(!reason.contains("can all be"), "{r}");
    let (sj, cj) = (c("SJ"), c("CJ"));
    assert!(
        reason.contains(&format!("{sj} and {cj} can both be legally played"))
            || reason.contains(&format!("{cj} and {sj} can both be legally played")),
        "{r}"
    );
    let x = ctx("SJ HJ CJ D2", "", S);
    let r = designate(D07, "jack", &x, "SJ HJ CJ", "46B3(b)");
    assert!(r.reason().contains("can each be legally played"), "{r}");
    assert!(r.reason().contains(", "), "a list in prose: {r}");
}

#[test]
fn law_46_b3_a_a_rank_in_prose_is_its_word() {
    let x = leading_after("ST DK H2", Suit::Diamonds, "DA", S);
    let r = rule(D17, "ten", &x);
    assert!(r.reason().contains("dummy has no ten in diamonds"), "{r}");
    assert!(!r.reason().contains("no T "), "{r}");
    let x = leading_after("HK H4 SK D2", Suit::Hearts, "HA", S);
    let r = card(D17, "the king", &x, "HK", "46B3(a)");
    assert!(r.reason().contains("which holds the king"), "{r}");
}

#[test]
fn law_46_b1_b_one_card_known_to_win_is_not_a_list() {
    let x = ctx("HA H2 S5", "H3 HQ H5", S);
    let r = card(D17, "win", &x, "HA", "46B1(b)");
    assert!(!r.reason().contains(&format!("(of {})", c("HA"))), "{r}");
    assert!(
        r.reason().contains("only one of dummy's legal cards"),
        "{r}"
    );
    let x = ctx("HA HK H2 S5", "H3 HQ H5", S);
    let r = card(D17, "win", &x, "HK", "46B1(b)");
    let (ha, hk) = (c("HA"), c("HK"));
    assert!(
        r.reason().contains(&format!("(of {ha} and {hk})"))
            || r.reason().contains(&format!("(of {hk} and {ha})")),
        "{r}"
    );
}

#[test]
fn law_46_b1_2017_high_and_low_undefined_are_not_called_invalid() {
    for (words, law) in [("high", "46B1(a)"), ("low", "46B1(c)")] {
        // Dummy void in the suit led.
        let x = ctx("SA S2 DK D5 C9", "H3", S);
        let r = designate(D17, words, &x, "SA S2 DK D5 C9", law);
        assert!(!r.reason().contains("invalid"), "{r}");
        assert!(r.reason().contains("undefined"), "{r}");
        // Dummy on lead.
        let x = ctx("SA S2 DK D5", "", S);
        let r = designate(D17, words, &x, "SA S2 DK D5", law);
        assert!(!r.reason().contains("invalid"), "{r}");
    }
    let x = ctx("H4 H2 SA", "H3 HQ H5", S);
    let r = designate(D17, "win", &x, "H4 H2", "46B1(b)");
    assert!(!r.reason().contains("invalid"), "{r}");
}
