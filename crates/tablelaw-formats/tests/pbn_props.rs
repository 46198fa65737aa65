//! The PBN reader over arbitrary input: arbitrary bytes, mutated real
//! files and garbage of PBN tokens never panic, what is read writes back
//! the same, and the games, errors and lines read do not depend on how the
//! input arrives (in pieces of any size).

use proptest::prelude::*;
use tablelaw_formats::pbn::{GameBuilder, ReadError, Reader};

mod pbn_helpers;
use pbn_helpers::*;

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    #[test]
    fn arbitrary_bytes_never_panic(bytes in proptest::collection::vec(any::<u8>(), 0..600)) {
        let mut reader = Reader::new(&bytes[..]);
        for _ in 0..700 {
            if let Ok(None) = reader.read_game(&mut GameBuilder::new()) {
                break;
            }
        }
        let mut reader = Reader::new(&bytes[..]);
        while reader.skip_game().unwrap() {}
    }

    #[test]
    fn mutated_real_files_never_panic(
        file in 0..FIXTURES.len(),
        edits in proptest::collection::vec((any::<prop::sample::Index>(), any::<u8>()), 1..20),
    ) {
        let mut bytes = data(FIXTURES[file].0);
        if !bytes.is_empty() {
            for (at, b) in edits {
                let i = at.index(bytes.len());
                bytes[i] = b;
            }
        }
        let mut reader = Reader::new(&bytes[..]);
        loop {
            match reader.read_game(&mut GameBuilder::new()) {
                Ok(None) => break,
                Ok(Some(game)) => {
                    let written = write(std::slice::from_ref(&game));
                    let again = read_all(&written);
                    prop_assert_eq!(again.len(), 1);
                    prop_assert_eq!(write(&again), written);
                }
                Err(_) => {}
            }
        }
    }

    #[test]
    fn garbage_of_pbn_tokens_never_panics(tokens in proptest::collection::vec(
        prop::sample::select(vec!["[", "]", "\"", "{", "}", ";", "%", "\n", "\r\n", " ", "=1=", "$3", "!", "?!",
            "^I", "^S", "^R", "^L", "*", "+", "-", "AP", "1NT", "SA", "[Auction \"N\"]", "[Play \"E\"]",
            "[Note \"1:x\"]", "[Event \"##e\"]", "[Event \"#\"]", "[Deal \"N:- - - -\"]", "\\", "é"]), 0..80)) {
        let text: String = tokens.concat();
        let mut reader = Reader::new(text.as_bytes());
        for _ in 0..200 {
            if let Ok(None) = reader.read_game(&mut GameBuilder::new()) {
                break;
            }
        }
    }

}

proptest! {
    // Windows that end inside a data line, a tag or a comment are rare
    // in a random text: many cases.
    #![proptest_config(ProptestConfig::with_cases(4000))]

    /// Games, errors and lines are the same however the input arrives,
    /// whichever window ends inside a game, its line, a tag or a comment.
    #[test]
    fn pieces_of_pbn_tokens_read_as_the_whole(tokens in proptest::collection::vec(
        prop::sample::select(vec!["[", "]", "\"", "{", "}", ";", "%", "\n", "\n", "\n\n", "\r\n", " \n", " ",
            "=1=", "$3", "!", "?!", "^I", "^R", "*", "AP", "1NT", "Pass ", "SA", "H2 ", "[Auction \"N\"]",
            "[Play \"E\"]", "[Board \"1\"]", "[Note \"1:x\"]", "[Event \"##e\"]", "[Event \"#\"]",
            "[Event \"x\"]", "[Auction \"#\"]", "[OptimumResultTable \"x\"]\n", "a {b\n", "N  S  4\n",
            "[Deal \"N:AKQJ.T98.765.432 - - -\"]", "\\", "é"]), 0..100),
        max in 1usize..90,
    ) {
        let text: String = tokens.concat();
        let whole = games_and_lines(text.as_bytes());
        let pieces = Pieces { rest: text.as_bytes(), max, next: 0 };
        prop_assert_eq!(games_and_lines(pieces), whole);
    }
}

/// Hands the input over in pieces of 1 to `max` bytes, cycling, so every
/// place where the reader's window must grow or move is reached.
struct Pieces<'a> {
    rest: &'a [u8],
    max: usize,
    next: usize,
}

impl std::io::Read for Pieces<'_> {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        self.next = self.next % self.max + 1;
        let n = self.next.min(buf.len()).min(self.rest.len());
        buf[..n].copy_from_slice(&self.rest[..n]);
        self.rest = &self.rest[n..];
        Ok(n)
    }
}

/// Every game's result, first line and text, read from `input`.
fn games_and_lines<R: std::io::Read>(input: R) -> Vec<(String, usize, Vec<u8>)> {
    let mut reader = Reader::new(input);
    let mut out = Vec::new();
    loop {
        let mut builder = GameBuilder::new();
        let result = match reader.read_game(&mut builder) {
            Ok(None) => break,
            Ok(Some(game)) => format!("{game:?}"),
            Err(e @ ReadError::Io(_)) => panic!("{e}"),
            Err(e) => format!("{e}"),
        };
        let (line, text) = reader.last_game();
        out.push((result, line, text.to_vec()));
    }
    out
}

#[test]
fn games_and_lines_do_not_depend_on_how_the_input_arrives() {
    let mut inputs: Vec<Vec<u8>> = FIXTURES.iter().map(|(name, _)| data(name)).collect();
    inputs.push(b"\xEF\xBB\xBF[Board \"1\"]\r\n   \r\n\t\n[Board \"2\"]".to_vec());
    inputs.push(b"[Board \"1\"]\n{a\n\nb}\n \n[Board \"2\"]\n[Bad\n\n[Board \"3\"]\n".to_vec());
    // All the fixtures in one input: blocks of a few kilobytes end inside
    // games anywhere, as a file's 128 KiB blocks do.
    inputs.push(
        inputs[..22]
            .iter()
            .flat_map(|f| [&f[..], b"\n\n"].concat())
            .collect(),
    );
    for input in &inputs {
        let whole = games_and_lines(&input[..]);
        for max in [1, 2, 3, 7, 64, 997, 4099] {
            let pieces = Pieces {
                rest: input,
                max,
                next: 0,
            };
            assert_eq!(games_and_lines(pieces), whole, "pieces of up to {max}");
        }
    }
    // The crafted inputs: two games; three games, one of them malformed.
    let counts: Vec<usize> = inputs[22..24]
        .iter()
        .map(|i| games_and_lines(&i[..]).len())
        .collect();
    assert_eq!(counts, [2, 3]);
    let lines: Vec<usize> = games_and_lines(&inputs[23][..])
        .iter()
        .map(|g| g.1)
        .collect();
    assert_eq!(lines, [1, 6, 9]);
    let first = games_and_lines(&inputs[22][..]);
    assert_eq!((first[0].1, first[1].1), (1, 4));
}
