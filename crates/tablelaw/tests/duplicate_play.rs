//! A deal under the duplicate editions: a regular auction, the play with the
//! edition's Law 46, and the Law 77 score. Their laws of auction
//! irregularities are tested in `duplicate_2017_*.rs` and `duplicate_2007.rs`.

use tablelaw::score::DuplicateScore;
use tablelaw::*;

const DEAL: &str = "N:KT8.A96.A95.7542 Q5.KJ52.KQ874.T8 AJ92.874.JT6.AQ3 7643.QT3.32.KJ96";

fn table(code: CodeId, calls: &str) -> Table {
    let mut t = Table::with_setup(TableSetup {
        code,
        dealer: Seat::South,
        deal: Some(DEAL.parse().unwrap()),
        vulnerability: Default::default(),
    });
    for c in calls.split_whitespace() {
        let s = t.turn().unwrap();
        t.call(s, c.parse().unwrap()).unwrap();
    }
    t
}

fn play(t: &mut Table, s: Seat, card: &str) {
    t.apply(Event::Play {
        seat: s,
        card: card.parse().unwrap(),
    })
    .unwrap();
}

#[test]
fn duplicate_2017_an_irregular_call_is_refereed_under_the_edition() {
    let mut t = table(CodeId::Duplicate2017, "1C");
    // North calls at West's turn: ruled, not refused.
    t.call(Seat::North, "1D".parse().unwrap()).unwrap();
    let (_, r) = t.pending().unwrap();
    assert_eq!(r.law.to_string(), "duplicate-2017 Law 29");
}

#[test]
fn duplicate_2017_law_22_all_pass_no_redeal_each_side_scores_zero() {
    let t = table(CodeId::Duplicate2017, "P P P P");
    assert!(t.is_passed_out());
    assert_eq!(t.rulings()[0].law.to_string(), "duplicate-2017 Law 22B");
    assert_eq!(t.duplicate_score().unwrap().total(), 0);
    assert!(
        t.score().is_none(),
        "no rubber score under a duplicate edition"
    );
}

/// With dummy able to follow, "high" is the highest card of the suit led
/// in both editions (the editions part when dummy is void: see law_46.rs).
#[test]
fn law_46_b1_a_high_when_dummy_follows_is_the_same_in_both_editions() {
    for code in [CodeId::Duplicate2007, CodeId::Duplicate2017] {
        // 1NT by South: West leads the spade three; North, dummy, holds KT8.
        let mut t = table(code, "1NT P P P");
        assert_eq!(t.contract().unwrap().declarer, Seat::South);
        play(&mut t, Seat::West, "S3");
        t.apply(Event::Designate {
            words: "high".into(),
            intended: None,
        })
        .unwrap();
        let p = t.play().unwrap();
        assert_eq!(
            p.current().cards().last().map(|(_, c)| c),
            Some("SK".parse().unwrap()),
            "{code}"
        );
    }
}

#[test]
fn law_46_the_edition_in_force_is_cited() {
    let mut t = table(CodeId::Duplicate2017, "1NT P P P");
    play(&mut t, Seat::West, "S3");
    t.apply(Event::Designate {
        words: "low".into(),
        intended: None,
    })
    .unwrap();
    let r = t.rulings().last().unwrap();
    assert!(
        r.law.to_string().starts_with("duplicate-2017 Law 46"),
        "{}",
        r.law
    );
}

#[test]
fn duplicate_law_77_the_deal_is_scored_at_the_end() {
    let mut t = table(CodeId::Duplicate2007, "1NT P P P");
    while let Some(p) = t.play().filter(|p| !p.is_over()) {
        let s = p.turn().unwrap();
        let card = p.legal_plays().iter().next().unwrap();
        t.apply(Event::Play { seat: s, card }).unwrap();
    }
    let p = t.play().unwrap();
    let score = t.duplicate_score().unwrap();
    let expected = DuplicateScore::new(
        score::DuplicateEdition::Laws2007,
        p.contract(),
        false,
        p.declarer_tricks(),
    );
    assert_eq!(score.total(), expected.total());
}

#[test]
fn duplicate_2017_law_44_e_and_44_f_a_trick_with_a_trump_goes_to_the_highest_trump() {
    // 4S by South: East ruffs the diamond lead with the five of spades.
    let mut t = table(CodeId::Duplicate2017, "1S P 2S P 4S P P P");
    play(&mut t, Seat::West, "D3");
    play(&mut t, Seat::North, "DA");
    play(&mut t, Seat::East, "S5");
    play(&mut t, Seat::South, "D6");
    let p = t.play().unwrap();
    assert_eq!(p.tricks()[0].1, Seat::East, "the trump wins (44E)");
    // A trick without a trump goes to the highest card of the suit led (44F).
    play(&mut t, Seat::East, "H2");
    play(&mut t, Seat::South, "H4");
    play(&mut t, Seat::West, "HQ");
    play(&mut t, Seat::North, "H6");
    assert_eq!(t.play().unwrap().tricks()[1].1, Seat::West);
}
