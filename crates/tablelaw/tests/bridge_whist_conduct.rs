//! Bridge whist (1907): a lead before the doubling is completed (laws 56,
//! 58, 60), cards exposed before the play (68), and the conduct of the
//! play (64, 65, 73, 74, 95, 98, 99, 101). The text numbers no law; the
//! numbers are the module's count, each found by its opening words (the
//! table in the module doc of `codes::bridge_whist`).

use tablelaw::codes::bridge_whist::{Phase, WhistEvent as Ev, WhistSetup, WhistTable};
use tablelaw::{Card, CardSet, Chooser, Denomination, OptionId, Seat, Side};

use Seat::{East as E, North as N, South as S, West as W};

// North KT8.A96.A95.7542, East Q5.KJ52.KQ874.T8,
// South AJ92.874.JT6.AQ3, West 7643.QT3.32.KJ96.
const DEAL: &str = "N:KT8.A96.A95.7542 Q5.KJ52.KQ874.T8 AJ92.874.JT6.AQ3 7643.QT3.32.KJ96";

fn c(s: &str) -> Card {
    s.parse().unwrap()
}

fn set(cards: &str) -> CardSet {
    cards.split_whitespace().map(c).collect()
}

/// Dealer South; the deal known; nothing said yet.
fn table() -> WhistTable {
    WhistTable::with_setup(WhistSetup {
        deal: Some(DEAL.parse().unwrap()),
        ..WhistSetup::new(S)
    })
}

fn ok(t: &mut WhistTable, e: Ev) {
    t.apply(e.clone())
        .unwrap_or_else(|err| panic!("{e:?}: {err}"));
}

fn no_trumps_made() -> WhistTable {
    let mut t = table();
    ok(
        &mut t,
        Ev::MakeTrump {
            seat: S,
            denomination: Denomination::NoTrump,
        },
    );
    t
}

/// No trumps made by South, West asks, East says yes: the play is on.
fn in_play() -> WhistTable {
    let mut t = no_trumps_made();
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

fn elect(t: &mut WhistTable, seat: Seat, option: OptionId) {
    ok(
        t,
        Ev::Elect {
            seat: Some(seat),
            option,
        },
    );
}

fn pending_law(t: &WhistTable) -> (String, Option<Chooser>, Vec<OptionId>) {
    let (_, r) = t.pending().expect("a ruling pending");
    (
        r.law.to_string(),
        r.chooser,
        r.options.iter().map(|o| o.id).collect(),
    )
}

fn last_law(t: &WhistTable) -> String {
    t.rulings().last().unwrap().law.to_string()
}

#[test]
fn bridge_whist_law_58_lead_without_asking_partner_doubles_only_if_the_maker_consent() {
    let mut t = no_trumps_made();
    play(&mut t, W, "D3");
    assert_eq!(last_law(&t), "bridge-whist Law 58");
    assert_eq!(t.phase(), Phase::Doubling);
    assert_eq!(t.turn(), Some(E), "East answers for the lead");
    ok(&mut t, Ev::Double { seat: E });
    let (law, chooser, options) = pending_law(&t);
    assert_eq!(law, "bridge-whist Law 58");
    assert_eq!(chooser, Some(Chooser::Seat(S)));
    assert_eq!(options, [OptionId::Accept, OptionId::Cancel]);
    // The maker refuses: East is taken to decline, and the play begins
    // with West's diamond as the opening lead.
    elect(&mut t, S, OptionId::Cancel);
    assert_eq!(t.phase(), Phase::Play);
    assert_eq!(t.doubling().multiplier(), 1);
    let p = t.play().unwrap();
    assert_eq!(p.current().cards().next(), Some((W, c("D3"))));
    assert_eq!(p.turn(), Some(N));
}

#[test]
fn bridge_whist_law_58_the_maker_consents_and_the_doubling_goes_on() {
    let mut t = no_trumps_made();
    play(&mut t, W, "D3");
    ok(&mut t, Ev::Double { seat: E });
    elect(&mut t, S, OptionId::Accept);
    assert_eq!(t.doubling().multiplier(), 2);
    assert_eq!(t.turn(), Some(S), "the maker's side may re-double");
    ok(&mut t, Ev::Satisfied { seat: S });
    ok(&mut t, Ev::Satisfied { seat: N });
    assert_eq!(t.phase(), Phase::Play);
    assert_eq!(t.play().unwrap().cards_played(), 1);
}

#[test]
fn bridge_whist_law_56_lead_before_doubling_finished_partner_redoubles_with_consent_of_last_doubler()
 {
    let mut t = no_trumps_made();
    ok(&mut t, Ev::Double { seat: W });
    ok(&mut t, Ev::Double { seat: S }); // "I re-double"
    assert_eq!(t.turn(), Some(W));
    play(&mut t, W, "D3");
    assert_eq!(last_law(&t), "bridge-whist Law 56");
    // His lead speaks for him: the right passes to his partner.
    assert_eq!(t.turn(), Some(E));
    ok(&mut t, Ev::Double { seat: E });
    let (law, chooser, _) = pending_law(&t);
    assert_eq!(law, "bridge-whist Law 56");
    assert_eq!(chooser, Some(Chooser::Seat(S)), "South last doubled");
    elect(&mut t, S, OptionId::Accept);
    assert_eq!(t.doubling().multiplier(), 8);
    // The lead does not affect the dealer's side's right to double.
    ok(&mut t, Ev::Double { seat: S });
    assert_eq!(t.doubling().multiplier(), 16);
    ok(&mut t, Ev::Satisfied { seat: E });
    assert_eq!(t.turn(), Some(W));
    ok(&mut t, Ev::Satisfied { seat: W });
    assert_eq!(t.phase(), Phase::Play);
    assert_eq!(
        t.play().unwrap().current().cards().next(),
        Some((W, c("D3")))
    );
}

#[test]
fn bridge_whist_law_56_a_second_card_before_the_play_is_refused_unchanged() {
    let mut t = no_trumps_made();
    ok(&mut t, Ev::Double { seat: W });
    play(&mut t, W, "D3");
    let before = t.rulings().len();
    assert!(
        t.apply(Ev::Play {
            seat: W,
            card: c("D2")
        })
        .is_err()
    );
    assert!(
        t.apply(Ev::Play {
            seat: W,
            card: c("DA")
        })
        .is_err()
    );
    assert_eq!(t.rulings().len(), before);
}

#[test]
fn bridge_whist_law_60_right_hand_adversary_leads_the_maker_calls_a_suit_from_the_eldest_hand() {
    let mut t = no_trumps_made();
    play(&mut t, E, "D4");
    let (law, chooser, options) = pending_law(&t);
    assert_eq!(law, "bridge-whist Law 60");
    assert_eq!(chooser, Some(Chooser::Seat(S)));
    assert_eq!(options, [OptionId::CallSuit, OptionId::NoPenalty]);
    elect(&mut t, S, OptionId::CallSuit);
    // West may double only if the maker consent.
    ok(&mut t, Ev::Double { seat: W });
    assert_eq!(pending_law(&t).0, "bridge-whist Law 60");
    elect(&mut t, S, OptionId::Cancel);
    assert_eq!(t.doubling().multiplier(), 1);
    assert_eq!(t.turn(), Some(E), "West is taken to have asked");
    // Only the maker names the suit.
    assert!(
        t.apply(Ev::CallsSuit {
            seat: N,
            suit: tablelaw::Suit::Clubs
        })
        .is_err()
    );
    ok(
        &mut t,
        Ev::CallsSuit {
            seat: S,
            suit: tablelaw::Suit::Clubs,
        },
    );
    assert_eq!(last_law(&t), "bridge-whist Law 60");
    ok(&mut t, Ev::Yes { seat: E });
    assert_eq!(t.phase(), Phase::Play);
    // The card led out of turn went back; West must lead a club.
    assert!(t.play().unwrap().hand(E).contains(c("D4")));
    assert_eq!(t.legal_plays(), set("CK CJ C9 C6"));
}

#[test]
fn bridge_whist_law_68_dealers_card_exposed_before_the_declaration_eldest_hand_claims_a_new_deal() {
    let mut t = table();
    ok(
        &mut t,
        Ev::Expose {
            seat: S,
            card: c("SA"),
        },
    );
    let (law, chooser, options) = pending_law(&t);
    assert_eq!(law, "bridge-whist Law 68");
    assert_eq!(chooser, Some(Chooser::Seat(W)));
    assert_eq!(options, [OptionId::NewDeal, OptionId::Accept]);
    elect(&mut t, W, OptionId::NewDeal);
    assert_eq!(t.phase(), Phase::NewDeal);
}

#[test]
fn bridge_whist_law_68_the_partner_of_the_player_who_exposed_forfeits_his_double() {
    let mut t = table();
    ok(
        &mut t,
        Ev::Expose {
            seat: S,
            card: c("SA"),
        },
    );
    elect(&mut t, W, OptionId::Accept);
    assert!(t.forfeited_double(N));
    ok(
        &mut t,
        Ev::MakeTrump {
            seat: S,
            denomination: Denomination::Spades,
        },
    );
    ok(&mut t, Ev::Double { seat: W });
    ok(&mut t, Ev::Satisfied { seat: S });
    assert_eq!(t.turn(), Some(N));
    // North's re-double does not stand: he is taken to be satisfied.
    ok(&mut t, Ev::Double { seat: N });
    assert_eq!(last_law(&t), "bridge-whist Law 68");
    assert_eq!(t.doubling().multiplier(), 2);
    assert_eq!(t.phase(), Phase::Play);
}

#[test]
fn bridge_whist_law_68_leaders_partner_exposes_the_dealer_forbids_the_suit() {
    let mut t = no_trumps_made();
    ok(
        &mut t,
        Ev::Expose {
            seat: E,
            card: c("DK"),
        },
    );
    let (law, chooser, options) = pending_law(&t);
    assert_eq!(law, "bridge-whist Law 68");
    assert_eq!(chooser, Some(Chooser::Seat(S)));
    assert_eq!(options, [OptionId::CallCard, OptionId::ProhibitLead]);
    elect(&mut t, S, OptionId::ProhibitLead);
    assert!(t.forfeited_double(W));
    ok(&mut t, Ev::MayILead { seat: W });
    ok(&mut t, Ev::Yes { seat: E });
    assert!(!t.legal_plays().contains(c("D3")));
    assert_eq!(t.legal_plays(), set("S7 S6 S4 S3 HQ HT H3 CK CJ C9 C6"));
}

#[test]
fn bridge_whist_law_68_leaders_partner_exposes_the_dealer_calls_the_card() {
    let mut t = no_trumps_made();
    ok(
        &mut t,
        Ev::Expose {
            seat: E,
            card: c("DK"),
        },
    );
    elect(&mut t, S, OptionId::CallCard);
    ok(&mut t, Ev::MayILead { seat: W });
    ok(&mut t, Ev::Yes { seat: E });
    assert_eq!(t.exposed(E), set("DK"));
    play(&mut t, W, "D3");
    play(&mut t, N, "D5");
    ok(
        &mut t,
        Ev::CallsCard {
            seat: S,
            card: c("DK"),
        },
    );
    assert_eq!(t.legal_plays(), set("DK"));
}

#[test]
fn bridge_whist_law_64_dummys_attention_precludes_the_penalty() {
    let mut t = in_play();
    play(&mut t, E, "HK"); // West's lead
    assert_eq!(pending_law(&t).0, "bridge-whist Law 76");
    ok(&mut t, Ev::CallsAttention { seat: N });
    assert!(t.pending().is_none());
    let r = t
        .rulings()
        .iter()
        .rev()
        .find(|r| r.law.to_string() == "bridge-whist Law 76")
        .unwrap();
    assert!(
        r.notes.iter().any(|n| n.contains("law 64")),
        "{:?}",
        r.notes
    );
    assert!(t.exposed(E).is_empty());
    assert_eq!(t.turn(), Some(W));
    // With nothing pending it has no effect.
    assert!(t.apply(Ev::CallsAttention { seat: N }).is_err());
}

#[test]
fn bridge_whist_law_65_dummy_suggests_a_card_an_adversary_calls_on_the_dealer_not_to_play_it() {
    let mut t = in_play();
    play(&mut t, W, "D3");
    ok(
        &mut t,
        Ev::Suggests {
            seat: N,
            card: c("DA"),
        },
    );
    let (law, chooser, options) = pending_law(&t);
    assert_eq!(law, "bridge-whist Law 65");
    assert_eq!(chooser, Some(Chooser::Adversaries(Side::EastWest)));
    assert_eq!(options, [OptionId::PlayIt, OptionId::NotPlayIt]);
    elect(&mut t, E, OptionId::NotPlayIt);
    assert_eq!(t.legal_plays(), set("D9 D5"));
    play(&mut t, N, "D5");
    assert_eq!(t.suggested(), None);
}

#[test]
fn bridge_whist_law_65_the_dealer_called_on_to_play_the_card_suggested() {
    let mut t = in_play();
    play(&mut t, W, "D3");
    ok(
        &mut t,
        Ev::Suggests {
            seat: N,
            card: c("D9"),
        },
    );
    elect(&mut t, W, OptionId::PlayIt);
    assert_eq!(t.legal_plays(), set("D9"));
}

#[test]
fn bridge_whist_law_73_leader_plays_again_without_waiting_the_dealer_demands_his_partner_win() {
    let mut t = in_play();
    play(&mut t, W, "HQ");
    play(&mut t, N, "H6");
    play(&mut t, W, "H3"); // East, third hand, has not played
    let (law, chooser, options) = pending_law(&t);
    assert_eq!(law, "bridge-whist Law 73");
    assert_eq!(chooser, Some(Chooser::Seat(S)));
    assert_eq!(options, [OptionId::Win, OptionId::NoPenalty]);
    elect(&mut t, S, OptionId::Win);
    assert_eq!(t.exposed(W), set("H3"));
    assert_eq!(t.legal_plays(), set("HK"));
}

#[test]
fn bridge_whist_law_74_after_the_dealers_claim_exposed_cards_are_not_liable() {
    let mut t = in_play();
    assert!(
        t.apply(Ev::Claims { seat: W }).is_err(),
        "only the dealer's claim"
    );
    ok(&mut t, Ev::Claims { seat: S });
    assert_eq!(last_law(&t), "bridge-whist Law 74");
    assert!(t.dealer_claimed());
    ok(
        &mut t,
        Ev::Expose {
            seat: E,
            card: c("HK"),
        },
    );
    assert_eq!(last_law(&t), "bridge-whist Law 74");
    assert!(t.exposed(E).is_empty());
}

#[test]
fn bridge_whist_law_95_consultation_as_to_penalties_the_penalty_is_paid() {
    let mut t = in_play();
    play(&mut t, E, "HK");
    ok(&mut t, Ev::Consultation { seat: S });
    assert!(t.pending().is_none());
    let r = t
        .rulings()
        .iter()
        .rev()
        .find(|r| r.law.to_string() == "bridge-whist Law 76")
        .unwrap();
    assert!(
        r.notes.iter().any(|n| n.contains("law 95")),
        "{:?}",
        r.notes
    );
    assert!(t.exposed(E).is_empty());
    assert_eq!(t.turn(), Some(W));
}

#[test]
fn bridge_whist_law_98_adversary_calls_attention_to_the_trick_the_dealer_directs_his_partner() {
    let mut t = in_play();
    play(&mut t, W, "D3");
    play(&mut t, N, "D5");
    ok(&mut t, Ev::CallsAttention { seat: W });
    let (law, chooser, _) = pending_law(&t);
    assert_eq!(law, "bridge-whist Law 98");
    assert_eq!(chooser, Some(Chooser::Seat(S)));
    elect(&mut t, S, OptionId::Lowest);
    assert_eq!(t.legal_plays(), set("D4"));
    // After his partner has played, law 98 no longer applies.
    play(&mut t, E, "D4");
    assert!(t.apply(Ev::CallsAttention { seat: W }).is_err());
}

#[test]
fn bridge_whist_law_99_unauthorised_reference_the_dealer_calls_a_suit() {
    let mut t = in_play();
    ok(&mut t, Ev::Refers { seat: E });
    let (law, chooser, options) = pending_law(&t);
    assert_eq!(law, "bridge-whist Law 99");
    assert_eq!(chooser, Some(Chooser::Seat(S)));
    assert_eq!(options, [OptionId::CallSuit, OptionId::NoPenalty]);
    elect(&mut t, S, OptionId::CallSuit);
    ok(
        &mut t,
        Ev::CallsSuit {
            seat: S,
            suit: tablelaw::Suit::Hearts,
        },
    );
    assert_eq!(t.legal_plays(), set("HQ HT H3"));
}

#[test]
fn bridge_whist_law_101_partner_informs_of_a_penalty_and_suggesting_it_is_a_consultation() {
    let mut t = in_play();
    play(&mut t, W, "D3");
    ok(
        &mut t,
        Ev::Suggests {
            seat: N,
            card: c("DA"),
        },
    );
    ok(&mut t, Ev::Informs { seat: E });
    assert_eq!(last_law(&t), "bridge-whist Law 101");
    assert!(t.pending().is_some(), "informing leaves the choice open");
    // East suggests the penalty to West: a consultation; none is enforced.
    ok(&mut t, Ev::Consultation { seat: E });
    assert!(t.pending().is_none());
    let r = t
        .rulings()
        .iter()
        .rev()
        .find(|r| r.law.to_string() == "bridge-whist Law 65")
        .unwrap();
    assert!(
        r.notes.iter().any(|n| n.contains("law 101")),
        "{:?}",
        r.notes
    );
    assert_eq!(t.legal_plays(), set("DA D9 D5"));
}

#[test]
fn bridge_whist_law_100_a_wrong_penalty_demanded_none_can_be_enforced() {
    let mut t = in_play();
    play(&mut t, E, "HK");
    // Only the side entitled to the penalty can demand it.
    assert!(t.apply(Ev::WrongPenalty { seat: E }).is_err());
    ok(&mut t, Ev::WrongPenalty { seat: S });
    assert!(t.pending().is_none());
    let r = t.rulings().last().unwrap();
    assert!(
        r.notes.iter().any(|n| n.contains("law 100")),
        "{:?}",
        r.notes
    );
    assert!(t.exposed(E).is_empty());
    assert_eq!(t.turn(), Some(W));
    // Nothing pending: no penalty to demand.
    assert!(t.apply(Ev::WrongPenalty { seat: S }).is_err());
}

#[test]
fn bridge_whist_law_83_a_card_omitted_from_a_former_trick_the_adversaries_claim_a_new_deal() {
    let mut t = in_play();
    // No former trick yet.
    assert!(t.apply(Ev::OmittedToPlay { seat: E }).is_err());
    for (s, x) in [(W, "D3"), (N, "D5"), (E, "D4"), (S, "D6")] {
        play(&mut t, s, x);
    }
    // Dummy is not answerable under law 83.
    assert!(t.apply(Ev::OmittedToPlay { seat: N }).is_err());
    ok(&mut t, Ev::OmittedToPlay { seat: S });
    let (law, chooser, options) = pending_law(&t);
    assert_eq!(law, "bridge-whist Law 83");
    assert_eq!(chooser, Some(Chooser::Adversaries(Side::EastWest)));
    assert_eq!(options, [OptionId::NewDeal, OptionId::Accept]);
    elect(&mut t, W, OptionId::NewDeal);
    assert_eq!(t.phase(), Phase::NewDeal);
}

#[test]
fn bridge_whist_law_83_the_deal_stands_and_play_goes_on() {
    let mut t = in_play();
    for (s, x) in [(W, "D3"), (N, "D5"), (E, "D4"), (S, "D6")] {
        play(&mut t, s, x);
    }
    ok(&mut t, Ev::OmittedToPlay { seat: E });
    elect(&mut t, S, OptionId::Accept);
    assert_eq!(t.phase(), Phase::Play);
    assert_eq!(t.turn(), Some(S));
}

#[test]
fn bridge_whist_law_73_not_when_the_card_led_is_beaten() {
    let mut t = in_play();
    play(&mut t, W, "D3");
    play(&mut t, N, "DA"); // dummy's ace beats the three
    play(&mut t, W, "D2");
    assert!(t.pending().is_none());
    assert_eq!(last_law(&t), "bridge-whist Law 69");
    assert_eq!(t.exposed(W), set("D2"));
}
