//! The table script and the engine behind it: reading never panics; every
//! event line read is written and read back the same; applying the events
//! never panics, an event refused leaves the table exactly as it was, and
//! folding the log again gives the same table; from where the script
//! leaves it, the rest of the deal bid and played out (`Table::bid_out`,
//! `Table::play_out`) with choices drawn from the input leaves the table
//! as the same calls and cards one at a time do.
#![no_main]

use libfuzzer_sys::fuzz_target;
use tablelaw::{Call, CallSet, Card, CardSet, EventError, Table};
use tablelaw_formats::{Statement, parse, parse_event_line};

/// Choices drawn from bytes: mostly a legal call or card, now and then
/// any call or any card of the pack (held or not); nothing once the
/// bytes run out.
struct Picks<'a>(&'a [u8], usize);

impl Picks<'_> {
    fn next(&mut self) -> Option<usize> {
        let p = *self.0.get(self.1)?;
        self.1 += 1;
        Some(usize::from(p))
    }

    fn call(&mut self, legal: CallSet) -> Option<Call> {
        let p = self.next()?;
        let from = if p < 192 && !legal.is_empty() {
            legal
        } else {
            CallSet::BIDS.union(CallSet::PASS).union(CallSet::DOUBLE)
        };
        from.iter().nth(p % from.len())
    }

    fn card(&mut self, legal: CardSet) -> Option<Card> {
        let p = self.next()?;
        let from = if p < 192 && !legal.is_empty() {
            legal
        } else {
            CardSet::ALL
        };
        from.iter().nth(p % from.len())
    }
}

/// The rest of the deal by `bid_out` and `play_out`.
fn out(t: &mut Table, picks: &mut Picks) -> Result<(), EventError> {
    t.bid_out(|_, legal| picks.call(legal))?;
    t.play_out(|_, legal| picks.card(legal))
}

/// The same choices one at a time, under the same conditions.
fn one_at_a_time(t: &mut Table, picks: &mut Picks) -> Result<(), EventError> {
    while let Some(seat) = t.turn() {
        if t.pending().is_some() {
            break;
        }
        let Some(call) = picks.call(t.legal_calls()) else {
            break;
        };
        t.call(seat, call)?;
    }
    while let Some((seat, legal)) = t.play().and_then(|p| Some((p.turn()?, p.legal_plays()))) {
        if t.pending().is_some() || t.claim_settled() {
            break;
        }
        let Some(card) = picks.card(legal) else {
            break;
        };
        t.play_card(seat, card)?;
    }
    Ok(())
}

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    for line in text.lines() {
        if let Ok(Some(event)) = parse_event_line(line, 1) {
            let written = Statement::Event(event.clone()).to_string();
            assert_eq!(parse_event_line(&written, 1), Ok(Some(event)), "{written}");
        }
    }
    let Ok(script) = parse(&text) else {
        return;
    };
    let mut table = Table::with_setup(script.setup.clone());
    for (event, _) in script.events {
        let before = format!("{table:?}");
        if table.apply(event).is_err() {
            assert_eq!(
                format!("{table:?}"),
                before,
                "a refused event changed the table"
            );
        }
    }
    let again = Table::from_log(script.setup, table.log().iter().cloned())
        .unwrap_or_else(|(_, e)| panic!("the log does not fold again: {e}"));
    assert_eq!(
        format!("{again:?}"),
        format!("{table:?}"),
        "folding again differs"
    );
    let bytes: Vec<u8> = data.iter().rev().take(160).copied().collect();
    let mut one = table.clone();
    let done = out(&mut table, &mut Picks(&bytes, 0));
    let done_one = one_at_a_time(&mut one, &mut Picks(&bytes, 0));
    assert_eq!(format!("{done:?}"), format!("{done_one:?}"));
    assert_eq!(
        format!("{table:?}"),
        format!("{one:?}"),
        "bid and played out differently"
    );
});
