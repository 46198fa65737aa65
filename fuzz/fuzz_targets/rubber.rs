//! The one table of every game (`AnyTable`), and with it whole rubbers
//! deal after deal (`deal`, `result N`, `end-rubber`): reading a script
//! never panics; a table read writes its script, which reads back to the
//! same events and report; each line applied alone either applies or
//! leaves the table exactly as it was; an undo gives the table of the
//! events before it.
#![no_main]

use libfuzzer_sys::fuzz_target;
use tablelaw_formats::table::{AnyTable, Place};

/// What a table shows: its events and its report.
fn shown(t: &AnyTable) -> (Vec<String>, String) {
    (
        t.events(),
        serde_json::to_string(&t.report()).unwrap_or_default(),
    )
}

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let Ok((table, _)) = AnyTable::from_script(&text, None) else {
        return;
    };
    let (again, _) = AnyTable::from_script(&table.script(), None)
        .unwrap_or_else(|e| panic!("the script written does not read back: {e}"));
    assert_eq!(shown(&again), shown(&table), "the script read back differs");
    // The same events, one line at a time on a table of the header.
    let events = table.events();
    let mut step = AnyTable::fold(&table.header(), &[] as &[&str])
        .unwrap_or_else(|e| panic!("the header does not fold: {e}"));
    for line in &events {
        let before = shown(&step);
        if step.apply_line(line, Place::Alone).is_err() {
            assert_eq!(shown(&step), before, "a refused line changed the table");
            return;
        }
    }
    assert_eq!(step.events(), events, "line by line differs");
    // An undo is the table of the events before it.
    let n = usize::from(data.first().copied().unwrap_or(0)) % (events.len() + 1);
    let mut undone = table.clone();
    undone
        .undo(n)
        .unwrap_or_else(|e| panic!("undo {n} of {}: {e}", events.len()));
    let kept = &events[..events.len() - n];
    let folded = AnyTable::fold(&table.header(), kept)
        .unwrap_or_else(|e| panic!("the events before the undo do not fold: {e}"));
    assert_eq!(shown(&undone), shown(&folded), "undo {n} differs from the fold");
});
