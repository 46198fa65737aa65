//! Auction bridge over random sequences of events, regular and irregular:
//! nothing panics; an impossible event leaves the table unchanged; the
//! state is the fold of the log; undo is the fold of the prefix; the log
//! survives serialisation.

use proptest::prelude::*;
use tablelaw::codes::auction_bridge::{
    AuctionBridgeEvent as E, AuctionBridgeOptions, AuctionBridgeSetup, AuctionBridgeTable,
    AuctionCall, AuctionDenomination, Declaration, HonoursHeld,
};
use tablelaw::{Card, OptionId, Rank, Seat, Side, Suit};

const DEAL: &str = "N:KT8.A96.A95.7542 Q5.KJ52.KQ874.T8 AJ92.874.JT6.AQ3 7643.QT3.32.KJ96";

fn any_seat() -> impl Strategy<Value = Seat> {
    prop::sample::select(Seat::ALL.to_vec())
}

fn any_call() -> impl Strategy<Value = AuctionCall> {
    prop_oneof![
        4 => Just(AuctionCall::Pass),
        1 => Just(AuctionCall::Double),
        1 => Just(AuctionCall::Redouble),
        5 => (1u8..=9, 0usize..6).prop_map(|(n, d)| {
            AuctionCall::Declare(Declaration::new(n, AuctionDenomination::ALL[d]).unwrap())
        }),
    ]
}

fn any_card() -> impl Strategy<Value = Card> {
    (0usize..4, 2u8..=14).prop_map(|(s, r)| Card::new(Suit::ALL[s], Rank::new(r).unwrap()))
}

fn any_event() -> impl Strategy<Value = E> {
    prop_oneof![
        10 => (any_seat(), any_call()).prop_map(|(seat, call)| E::Call { seat, call }),
        2 => (any_seat(), any_call()).prop_map(|(seat, call)| E::Correct { seat, call }),
        1 => (any_seat(), any_call()).prop_map(|(seat, call)| E::Alter { seat, call }),
        4 => (prop::option::of(any_seat()), 0usize..OptionId::ALL.len(), prop::option::of(0usize..4))
            .prop_map(|(seat, o, s)| E::Elect { seat, option: OptionId::ALL[o], suit: s.map(|s| Suit::ALL[s]) }),
        1 => any_seat().prop_map(|seat| E::Inform { seat }),
        4 => (any_seat(), any_card()).prop_map(|(seat, card)| E::Play { seat, card }),
        1 => (0u8..16).prop_map(|tricks| E::Result { tricks }),
        1 => (any::<bool>(), 0usize..HonoursHeld::ALL.len()).prop_map(|(ns, h)| E::Honours {
            side: if ns { Side::NorthSouth } else { Side::EastWest },
            held: HonoursHeld::ALL[h],
        }),
        1 => (any::<bool>(), 0u8..4).prop_map(|(ns, hands)| E::Chicane {
            side: if ns { Side::NorthSouth } else { Side::EastWest },
            hands,
        }),
        // The laws of the play (Laws 51, 61, 65-75, 92, 93).
        2 => (any_seat(), any_card()).prop_map(|(seat, card)| E::Expose { seat, card }),
        2 => (any_seat(), any_card()).prop_map(|(seat, card)| E::CallsCard { seat, card }),
        1 => any_seat().prop_map(|seat| E::CallsAttention { seat }),
        1 => any_seat().prop_map(|seat| E::Refers { seat }),
        1 => any_seat().prop_map(|seat| E::AsksFinalDeclaration { seat }),
        1 => any_seat().prop_map(|seat| E::Claims { seat }),
        // Laws 85, 86: the question about a revoke, its answer, the correction.
        1 => any_seat().prop_map(|seat| E::AsksRevoke { seat }),
        1 => any_seat().prop_map(|seat| E::AnswersNo { seat }),
        1 => any_seat().prop_map(|seat| E::CorrectsRevoke { seat }),
        // Law 82: the finding of two cards played to one trick.
        1 => (any_seat(), 0u8..13, any_card()).prop_map(|(seat, trick, card)| E::SurplusCard { seat, trick, card }),
        // Law 64: a card (or cards) of dummy named or touched, "I arrange" or not.
        2 => (any_seat(), prop::collection::vec(any_card(), 0..4), any::<bool>())
            .prop_map(|(seat, cards, arrange)| E::Touches { seat, cards: cards.into_iter().collect(), arrange }),
        2 => (prop::option::of(any_seat()), 0usize..(OptionId::EUCHRE.len() + OptionId::HISTORIC_PLAY.len()), prop::option::of(0usize..4))
            .prop_map(|(seat, o, s)| {
                let all: Vec<OptionId> = OptionId::EUCHRE.into_iter().chain(OptionId::HISTORIC_PLAY).collect();
                E::Elect { seat, option: all[o], suit: s.map(|s| Suit::ALL[s]) }
            }),
    ]
}

/// A regular event when there is one, so that sequences reach the play.
fn legal_event(t: &AuctionBridgeTable, pick: usize) -> Option<E> {
    if let Some(p) = t.play().filter(|_| t.pending().is_none()) {
        let seat = p.turn()?;
        let legal: Vec<Card> = t.state().legal_plays().iter().collect();
        return legal
            .get(pick % legal.len().max(1))
            .map(|&card| E::Play { seat, card });
    }
    let seat = t.turn()?;
    let legal = t.legal_calls();
    // Passing more often, so auctions end.
    let call = if pick.is_multiple_of(3) {
        legal.first()
    } else {
        legal.get(pick % legal.len().max(1))
    };
    call.map(|&call| E::Call { seat, call })
}

fn setup(known: bool, one_suit: bool) -> AuctionBridgeSetup {
    AuctionBridgeSetup {
        dealer: Seat::East,
        deal: known.then(|| DEAL.parse().unwrap()),
        options: AuctionBridgeOptions {
            spades_and_royals_one_suit: one_suit,
        },
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

    #[test]
    fn auction_bridge_random_events_never_panic_errors_change_nothing_and_the_log_refolds(
        steps in prop::collection::vec((any::<bool>(), any_event(), any::<usize>()), 0..120),
        known in any::<bool>(),
        one_suit in any::<bool>(),
    ) {
        let mut t = AuctionBridgeTable::with_setup(setup(known, one_suit));
        for (regular, event, pick) in steps {
            let event = if regular { legal_event(&t, pick).unwrap_or(event) } else { event };
            let before = t.state().clone();
            let len = t.log().len();
            match t.apply(event) {
                Ok(()) => prop_assert_eq!(t.log().len(), len + 1),
                Err(_) => {
                    prop_assert_eq!(t.state(), &before);
                    prop_assert_eq!(t.log().len(), len);
                }
            }
            // Everything the state offers can be asked for without panicking.
            let _ = (t.legal_calls(), t.score(), t.turn(), t.pending(), t.outcome());
        }
        let refolded = AuctionBridgeTable::from_log(t.setup().clone(), t.log().to_vec())
            .map_err(|(i, e)| TestCaseError::fail(format!("event {i}: {e}")))?;
        prop_assert_eq!(refolded.state(), t.state());
        let json = serde_json::to_string(&t.log()).unwrap();
        let back: Vec<E> = serde_json::from_str(&json).unwrap();
        prop_assert_eq!(&back[..], &t.log()[..]);
        if !t.log().is_empty() {
            let prefix = AuctionBridgeTable::from_log(t.setup().clone(), t.log()[..t.log().len() - 1].to_vec()).unwrap();
            let mut undone = t.clone();
            undone.undo(1);
            prop_assert_eq!(undone.state(), prefix.state());
        }
    }
}
