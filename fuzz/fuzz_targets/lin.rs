//! LIN reader: never panics; every board read, written and read again is
//! the same board.
#![no_main]

use libfuzzer_sys::fuzz_target;
use tablelaw_formats::lin::{Board, BoardBuilder, Reader, write_board};

fn boards(bytes: &[u8]) -> Vec<Board> {
    let mut reader = Reader::new(bytes);
    let mut out = Vec::new();
    // Each call consumes input or ends it; the bound guards the loop.
    for _ in 0..=bytes.len() {
        match reader.read_board(&mut BoardBuilder::new()) {
            Ok(None) => break,
            Ok(Some(b)) => out.push(b),
            Err(_) => {}
        }
    }
    out
}

fuzz_target!(|data: &[u8]| {
    for board in boards(data) {
        let mut out = Vec::new();
        if write_board(&mut out, &board).is_ok() {
            assert_eq!(boards(&out), vec![board], "write then read differs");
        }
    }
});
