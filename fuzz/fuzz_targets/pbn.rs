//! PBN reader: never panics; reading in pieces gives what reading at once
//! gives; every game read, written and read again is the same game.
#![no_main]

use std::io::Read;

use libfuzzer_sys::fuzz_target;
use tablelaw_formats::pbn::{Game, GameBuilder, Reader, write_games};

/// Hands the input over in pieces of 1 to `max` bytes.
struct Pieces<'a>(&'a [u8], usize, usize);

impl Read for Pieces<'_> {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        self.1 = self.1 % self.2 + 1;
        let n = self.1.min(buf.len()).min(self.0.len());
        buf[..n].copy_from_slice(&self.0[..n]);
        self.0 = &self.0[n..];
        Ok(n)
    }
}

/// Every game or error, with the line the game starts on.
fn read<R: Read>(input: R) -> Vec<(String, usize)> {
    let mut reader = Reader::new(input);
    let mut out = Vec::new();
    loop {
        let r = match reader.read_game(&mut GameBuilder::new()) {
            Ok(None) => break,
            Ok(Some(g)) => format!("{g:?}"),
            Err(e) => e.to_string(),
        };
        out.push((r, reader.last_game().0));
    }
    out
}

fn games(bytes: &[u8]) -> Vec<Game> {
    Reader::new(bytes)
        .read_all(GameBuilder::new)
        .filter_map(Result::ok)
        .collect()
}

fuzz_target!(|data: &[u8]| {
    let whole = read(data);
    // Small pieces, and pieces that end inside games anywhere.
    for max in [5, 97, 701] {
        assert_eq!(read(Pieces(data, 0, max)), whole, "reading in pieces differs");
    }
    let mut skipper = Reader::new(data);
    let mut skipped = 0;
    while skipper.skip_game().unwrap_or(false) {
        skipped += 1;
    }
    assert_eq!(skipped, whole.len(), "skipping finds other games");
    for game in games(data) {
        let mut written = Vec::new();
        write_games(&mut written, std::slice::from_ref(&game)).unwrap();
        let again = games(&written);
        assert_eq!(again.len(), 1, "a written game reads as one game");
        let mut rewritten = Vec::new();
        write_games(&mut rewritten, &again).unwrap();
        assert_eq!(rewritten, written, "write, read, write differs");
    }
});
