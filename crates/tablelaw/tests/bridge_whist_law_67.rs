//! Bridge whist (1907), law 67 ("A card from the dealer's hand is not
//! played until actually quitted"): "should the dealer name or touch a
//! card from the dummy hand, such card is considered as played, unless
//! the dealer in touching the card or cards says, 'I arrange,' or words to
//! that effect." The text numbers no law; 67 is the module's count.

use tablelaw::codes::bridge_whist::{Phase, WhistEvent as Ev, WhistSetup, WhistTable};
use tablelaw::{Card, CardSet, Chooser, Denomination, EventError, OptionId, Seat};

use Seat::{East as E, North as N, South as S, West as W};

// Dealer South, dummy North: North KT8.A96.A95.7542, East Q5.KJ52.KQ874.T8,
// South AJ92.874.JT6.AQ3, West 7643.QT3.32.KJ96.
const DEAL: &str = "N:KT8.A96.A95.7542 Q5.KJ52.KQ874.T8 AJ92.874.JT6.AQ3 7643.QT3.32.KJ96";

fn c(s: &str) -> Card {
    s.parse().unwrap()
}

fn set(cards: &str) -> CardSet {
    cards.split_whitespace().map(c).collect()
}

fn ok(t: &mut WhistTable, e: Ev) {
    t.apply(e.clone())
        .unwrap_or_else(|err| panic!("{e:?}: {err}"));
}

/// No trumps made by South, West asks, East says yes: the play is on.
fn in_play() -> WhistTable {
    let mut t = WhistTable::with_setup(WhistSetup {
        deal: Some(DEAL.parse().unwrap()),
        ..WhistSetup::new(S)
    });
    ok(
        &mut t,
        Ev::MakeTrump {
            seat: S,
            denomination: Denomination::NoTrump,
        },
    );
    ok(&mut t, Ev::MayILead { seat: W });
    ok(&mut t, Ev::Yes { seat: E });
    assert_eq!(t.phase(), Phase::Play);
    t
}

fn play(t: &mut WhistTable, seat: Seat, card: &str) {
    ok(
        t,
        Ev::Play {
            seat,
            card: c(card),
        },
    );
}

fn touches(seat: Seat, cards: &str, arrange: bool) -> Ev {
    Ev::Touches {
        seat,
        cards: set(cards),
        arrange,
    }
}

fn refused(t: &mut WhistTable, e: Ev) -> EventError {
    let before = t.state().clone();
    let len = t.log().len();
    let err = t.apply(e).expect_err("refused");
    assert_eq!(t.state(), &before);
    assert_eq!(t.log().len(), len);
    err
}

fn trick(t: &WhistTable) -> Vec<(Seat, Card)> {
    t.play().unwrap().current().cards().collect()
}

#[test]
fn bridge_whist_law_67_a_card_of_dummy_touched_is_played() {
    let mut t = in_play();
    play(&mut t, W, "D3");
    ok(&mut t, touches(S, "D9", false));
    let r = t.rulings().last().unwrap();
    assert_eq!(r.law.to_string(), "bridge-whist Law 67");
    assert_eq!(r.offender, Some(S));
    assert!(r.text.contains("D9"), "{}", r.text);
    assert!(r.text.contains("considered as played"), "{}", r.text);
    assert!(r.options.is_empty() && t.pending().is_none());
    assert_eq!(trick(&t), [(W, c("D3")), (N, c("D9"))]);
    assert!(!t.play().unwrap().hand(N).contains(c("D9")));
    assert_eq!(t.turn(), Some(E));
    // As `N D9` would play it.
    let mut u = in_play();
    play(&mut u, W, "D3");
    play(&mut u, N, "D9");
    assert_eq!(u.play(), t.play());
}

#[test]
fn bridge_whist_law_67_i_arrange_no_card_is_played() {
    let mut t = in_play();
    play(&mut t, W, "D3");
    let dummy = t.play().unwrap().hand(N);
    // "the card or cards": several touched while arranging.
    ok(&mut t, touches(S, "DA D9 D5", true));
    let r = t.rulings().last().unwrap();
    assert_eq!(r.law.to_string(), "bridge-whist Law 67");
    assert_eq!(r.offender, Some(S));
    assert!(r.text.contains("I arrange") && r.text.contains("not played"));
    assert!(t.pending().is_none());
    assert_eq!(trick(&t), [(W, c("D3"))]);
    assert_eq!(t.play().unwrap().hand(N), dummy);
    assert_eq!(t.turn(), Some(N));
    play(&mut t, N, "D5");
    assert_eq!(t.turn(), Some(E));
}

#[test]
fn bridge_whist_law_67_two_cards_touched_without_i_arrange_are_refused() {
    let mut t = in_play();
    play(&mut t, W, "D3");
    // Law 67 has no sentence for it (auction bridge's Law 64 has): the
    // director's finding of the card played is written as its play.
    let why = refused(&mut t, touches(S, "DA D9", false));
    assert!(why.to_string().contains("law 67"), "{why}");
    assert_eq!(trick(&t), [(W, c("D3"))]);
}

#[test]
fn bridge_whist_law_67_a_card_touched_out_of_turn_is_the_dealers_lead_out_of_turn_law_77() {
    let mut t = in_play();
    // Dummy wins the first trick and leads twice by the dealer's touch, in
    // turn; East wins the third and is on lead.
    for (seat, card) in [(W, "D3"), (N, "DA"), (E, "D4"), (S, "D6")] {
        play(&mut t, seat, card);
    }
    ok(&mut t, touches(S, "HA", false));
    assert_eq!(trick(&t), [(N, c("HA"))]);
    for (seat, card) in [(E, "H2"), (S, "H4"), (W, "H3")] {
        play(&mut t, seat, card);
    }
    ok(&mut t, touches(S, "C2", false));
    for (seat, card) in [(E, "CT"), (S, "C3"), (W, "C6")] {
        play(&mut t, seat, card);
    }
    assert_eq!(t.turn(), Some(E));
    // East on lead: the dealer touches dummy's ♠K, a lead out of turn.
    ok(&mut t, touches(S, "SK", false));
    let n = t.rulings().len();
    assert_eq!(t.rulings()[n - 2].law.to_string(), "bridge-whist Law 67");
    let (_, r) = t.pending().expect("the lead out of turn ruled");
    assert_eq!(r.law.to_string(), "bridge-whist Law 77");
    assert!(r.text.contains("SK from dummy"), "{}", r.text);
    assert_eq!(r.chooser, Some(Chooser::Seat(E)), "the second hand");
    assert_eq!(
        r.options.iter().map(|o| o.id).collect::<Vec<_>>(),
        [OptionId::Accept, OptionId::Cancel]
    );
    ok(
        &mut t,
        Ev::Elect {
            seat: Some(E),
            option: OptionId::Cancel,
        },
    );
    assert!(t.play().unwrap().hand(N).contains(c("SK")));
    assert_eq!(t.turn(), Some(E));
}

#[test]
fn bridge_whist_law_67_refused_when_not_the_dealers_touch_of_a_card_of_dummy() {
    let mut t = in_play();
    // Before the eldest hand leads, dummy's cards are not laid down (law 62).
    refused(&mut t, touches(S, "D9", false));
    play(&mut t, W, "D3");
    for seat in [N, E, W] {
        let why = refused(&mut t, touches(seat, "D9", false));
        assert!(why.to_string().contains("law 67"), "{why}");
    }
    // A card of the dealer's own hand: not played until actually quitted.
    assert_eq!(
        refused(&mut t, touches(S, "DJ", false)),
        EventError::CardNotHeld {
            seat: N,
            card: c("DJ")
        }
    );
    refused(
        &mut t,
        Ev::Touches {
            seat: S,
            cards: CardSet::EMPTY,
            arrange: true,
        },
    );
    // While another ruling waits.
    ok(
        &mut t,
        Ev::Suggests {
            seat: N,
            card: c("D9"),
        },
    );
    refused(&mut t, touches(S, "D5", false));
}

#[test]
fn bridge_whist_law_67_random_irregular_play_touches_cards_of_dummy_and_every_deal_finishes() {
    use tablelaw::codes::bridge_whist::BridgeWhist;
    use tablelaw::law::CodeId;
    use tablelaw::random::{Rng, play_deal};
    let mut rng = Rng::new(67);
    let (mut played, mut arranged) = (0, 0);
    for _ in 0..1000 {
        let mut table: Option<tablelaw::Table<BridgeWhist>> = None;
        let out = play_deal(&mut table, CodeId::BridgeWhist, &mut rng, 0.3);
        assert!(out.finished, "{:?}", out.stuck);
        let t = table.unwrap();
        for r in t.rulings().iter().filter(|r| r.law.law == 67) {
            if r.text.contains("not played") {
                arranged += 1;
            } else {
                played += 1;
            }
        }
    }
    assert!(played > 0 && arranged > 0, "{played} {arranged}");
}
