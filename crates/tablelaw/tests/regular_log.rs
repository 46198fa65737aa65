//! The log of a table whose events have all been regular, calls and cards:
//! the referee keeps no event then and derives the log from the auction
//! and the tricks. It must equal the events applied, fold again to the same
//! state, undo as a refold of a prefix, and be written out correctly when
//! an irregular event comes after some regular cards.

use proptest::prelude::*;
use tablelaw::score::Vulnerability;
use tablelaw::*;

/// A shuffled pack dealt into four hands of thirteen.
fn any_deal() -> impl Strategy<Value = Deal> {
    let pack: Vec<Card> = CardSet::ALL.iter().collect();
    Just(pack).prop_shuffle().prop_map(|pack| {
        let mut hands = [CardSet::EMPTY; 4];
        for (i, card) in pack.into_iter().enumerate() {
            hands[i / 13].insert(card);
        }
        Deal::try_new(BySeat(hands)).expect("thirteen cards each")
    })
}

fn any_setup() -> impl Strategy<Value = TableSetup> {
    let codes = [CodeId::Rubber, CodeId::Duplicate2017, CodeId::Duplicate2007];
    (any_deal(), 0usize..4, 0usize..3, 0usize..4).prop_map(move |(deal, dealer, code, v)| {
        TableSetup {
            code: codes[code],
            dealer: Seat::ALL[dealer],
            deal: Some(deal),
            vulnerability: [
                Vulnerability::Neither,
                Vulnerability::NorthSouth,
                Vulnerability::EastWest,
                Vulnerability::Both,
            ][v],
        }
    })
}

/// The element of a set chosen by `pick`.
fn nth<T>(items: impl ExactSizeIterator<Item = T>, pick: usize) -> Option<T> {
    let n = items.len();
    let mut items = items;
    if n == 0 { None } else { items.nth(pick % n) }
}

/// The regular event `pick` chooses: a legal call (mostly a pass, so that
/// auctions end) or a legal card from the hand on turn.
fn regular(t: &Table, pick: usize) -> Option<Event> {
    if let Some(play) = t.play() {
        // A ruling of the play (a lead out of turn held until the trick
        // was complete) waits for an election: no regular card now.
        if t.pending().is_some() {
            return None;
        }
        let seat = play.turn()?;
        let card = nth(play.legal_plays().iter(), pick)?;
        return Some(Event::Play { seat, card });
    }
    let seat = t.turn()?;
    let legal = t.legal_calls();
    let call = if pick.is_multiple_of(4) {
        nth(legal.iter().collect::<Vec<_>>().into_iter(), pick / 4)?
    } else {
        Call::Pass
    };
    Some(Event::call(seat, call))
}

/// Plays regular events chosen by `picks`, through `apply` or the plain
/// `call` and `play_card`; returns the events applied.
fn play_regular(t: &mut Table, picks: &[usize], plain: bool) -> Vec<Event> {
    let mut applied = Vec::new();
    for &pick in picks {
        let Some(event) = regular(t, pick) else { break };
        let done = match (&event, plain) {
            (Event::Call { seat, call, .. }, true) => t.call(*seat, *call),
            (Event::Play { seat, card }, true) => t.play_card(*seat, *card),
            _ => t.apply(event.clone()),
        };
        done.unwrap_or_else(|e| panic!("{event:?} refused: {e}"));
        applied.push(event);
    }
    applied
}

fn state(t: &Table) -> String {
    format!("{:?}", t.state())
}

/// The log equals the events applied, folds again to the same state, and
/// survives JSON; undo is the fold of a prefix.
fn check_log(t: &Table, applied: &[Event]) -> Result<(), TestCaseError> {
    let log = t.log().into_owned();
    prop_assert_eq!(&log[..], applied);
    let refolded = Table::from_log(t.setup().clone(), log.clone()).expect("folds");
    prop_assert_eq!(state(&refolded), state(t));
    prop_assert_eq!(&refolded.log()[..], &log[..]);
    let json = serde_json::to_string(&log).unwrap();
    let back: Vec<Event> = serde_json::from_str(&json).unwrap();
    prop_assert_eq!(&back, &log);
    for n in [1, 5, log.len() / 2, log.len()] {
        let n = n.min(log.len());
        let mut undone = t.clone();
        undone.undo(n);
        let prefix = Table::from_log(t.setup().clone(), log[..log.len() - n].to_vec()).unwrap();
        prop_assert_eq!(state(&undone), state(&prefix), "undo({})", n);
        prop_assert_eq!(undone.log(), prefix.log());
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    /// A whole regular deal, auction and play: its derived log is the
    /// events applied, whether they came through `apply` or the plain calls.
    #[test]
    fn a_regular_deal_logs_every_call_and_card(
        setup in any_setup(),
        picks in prop::collection::vec(any::<usize>(), 240),
        plain in any::<bool>(),
    ) {
        let mut t = Table::with_setup(setup);
        let applied = play_regular(&mut t, &picks, plain);
        if let Some(play) = t.play().filter(|_| applied.len() < picks.len()) {
            prop_assert!(play.is_over(), "only the end of the deal stops the picks");
            let cards = applied.iter().filter(|e| matches!(e, Event::Play { .. })).count();
            prop_assert_eq!(cards, 52);
        }
        prop_assert!(t.rulings().len() <= 1, "only a passed-out deal's record");
        check_log(&t, &applied)?;
    }

    /// An irregular event after some regular cards: the log is written out
    /// with every card before it, in order, and it and the cards after it
    /// are logged as they come.
    #[test]
    fn an_irregularity_after_regular_cards_writes_the_log_out(
        setup in any_setup(),
        picks in prop::collection::vec(any::<usize>(), 240),
        // At most 47 cards played: every hand still holds one.
        cards in 0usize..48,
        offender in 0usize..4,
        pick in any::<usize>(),
        after in prop::collection::vec(any::<usize>(), 0..20),
    ) {
        let mut t = Table::with_setup(setup);
        // The auction and `cards` regular cards.
        let mut applied = Vec::new();
        for &p in &picks {
            let played = t.play().map_or(0, |p| p.tricks().len() * 4 + p.current().len());
            if played >= cards {
                break;
            }
            applied.extend(play_regular(&mut t, &[p], true));
        }
        let Some(play) = t.play() else { return Ok(()) };
        let Some(turn) = play.turn() else { return Ok(()) };
        // A card out of turn, or one that does not follow suit.
        let seat = Seat::ALL[offender];
        let hand = play.hand(seat);
        let irregular = if seat == turn {
            let illegal = CardSet::from_bits(hand.bits() & !play.legal_plays().bits());
            match nth(illegal.iter(), pick) {
                Some(card) => Event::Play { seat, card },
                None => Event::Play { seat: turn.lho(), card: nth(play.hand(turn.lho()).iter(), pick).unwrap() },
            }
        } else {
            Event::Play { seat, card: nth(hand.iter(), pick).unwrap() }
        };
        t.apply(irregular.clone()).unwrap_or_else(|e| panic!("{irregular:?}: {e}"));
        applied.push(irregular);
        prop_assert!(!t.rulings().is_empty(), "the irregularity is recorded");
        check_log(&t, &applied)?;
        // Regular cards after it are logged one by one.
        if t.pending().is_none() {
            applied.extend(play_regular(&mut t, &after, true));
            check_log(&t, &applied)?;
        }
    }

    /// A refused card leaves a regular table regular and its log unchanged.
    #[test]
    fn a_refused_card_changes_nothing(
        setup in any_setup(),
        picks in prop::collection::vec(any::<usize>(), 80),
        card in 0usize..52,
    ) {
        let mut t = Table::with_setup(setup);
        let applied = play_regular(&mut t, &picks, true);
        let before = state(&t);
        let card = CardSet::ALL.iter().nth(card).unwrap();
        let Some(seat) = t.play().and_then(|p| p.turn()) else { return Ok(()) };
        if t.play().is_some_and(|p| p.hand(seat).contains(card)) {
            return Ok(());
        }
        prop_assert!(t.play_card(seat, card).is_err(), "{} does not hold {}", seat, card);
        prop_assert_eq!(state(&t), before);
        check_log(&t, &applied)?;
    }
}
