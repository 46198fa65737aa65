//! A session read from PBN ScoreTables (`tablelaw score session`): never
//! panics, whatever the file; every finding names a line and column inside
//! the input, and the standings' percentages stay within 0-100.
#![no_main]

use libfuzzer_sys::fuzz_target;
use tablelaw::score::DuplicateEdition;
use tablelaw::score::session::{Ranking, Scoring};
use tablelaw_formats::pbn::session::{Form, read};

fuzz_target!(|data: &[u8]| {
    let lines = data.iter().filter(|&&b| b == b'\n').count() + 1;
    let forms = [None]
        .into_iter()
        .chain(Scoring::ALL.into_iter().map(|s| Some(Form::of(s))));
    for (i, form) in forms.enumerate() {
        let ranking = if i % 2 == 0 {
            Ranking::Together
        } else {
            Ranking::ByDirection
        };
        let result = read(data, form, ranking, DuplicateEdition::Laws2017, |f| {
            assert!(f.line >= 1 && f.line <= lines, "line {} of {lines}", f.line);
            assert!(f.column >= 1);
        });
        if let Ok(summary) = result {
            for s in summary.standings.rows {
                if let Some(p) = s.percentage {
                    assert!((-1e-6..=100.0 + 1e-6).contains(&p), "{p}");
                }
            }
        }
    }
});
