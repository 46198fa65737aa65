//! The table script and the engine behind it: reading never panics; every
//! event line read is written and read back the same; applying the events
//! never panics, an event refused leaves the table exactly as it was, and
//! folding the log again gives the same table.
#![no_main]

use libfuzzer_sys::fuzz_target;
use tablelaw::Table;
use tablelaw_formats::{Statement, parse, parse_event_line};

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
});
