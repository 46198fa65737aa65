//! Reads PBN files as fast as the reader can, and reports MiB/s and boards/s.
//!
//! ```sh
//! cargo run --release -p tablelaw-formats --example read_pbn -- FILE...
//! cargo run --release -p tablelaw-formats --example read_pbn -- --make 100 big.pbn
//! ```
//!
//! `--make N OUT` writes a file of about N MiB by concatenating the PBN
//! fixtures of the crate's tests, for benchmarks anyone can reproduce; then
//! `grep -c '\[Board ' OUT` is the ceiling on the number of boards.
//!
//! Each file is read twice: once decoding every part a visitor is offered
//! (tags, deal, calls, cards), once skipping games (`skip_game`). With
//! `--read` first, only the decoding read runs (for a profiler).

use std::fs::File;
use std::io::Write;
use std::ops::ControlFlow;
use std::path::Path;
use std::time::Instant;

use tablelaw::Deal;
use tablelaw_formats::pbn::{CallToken, PlayToken, RawValue, Reader, Visitor};

/// Counts games, tags, calls and cards: every part is decoded.
#[derive(Default)]
struct Count {
    tags: u64,
    calls: u64,
    cards: u64,
    deals: u64,
}

impl Visitor for Count {
    type Output = ();

    fn tag(&mut self, _name: &[u8], _value: RawValue<'_>) -> ControlFlow<()> {
        self.tags += 1;
        ControlFlow::Continue(())
    }

    fn deal(&mut self, _deal: &Deal) -> ControlFlow<()> {
        self.deals += 1;
        ControlFlow::Continue(())
    }

    fn call(&mut self, _call: CallToken) -> ControlFlow<()> {
        self.calls += 1;
        ControlFlow::Continue(())
    }

    fn play(&mut self, _card: PlayToken) -> ControlFlow<()> {
        self.cards += 1;
        ControlFlow::Continue(())
    }

    fn end_game(&mut self) {}
}

const FIXTURES: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/pbn");

fn make(mib: u64, out: &Path) -> std::io::Result<()> {
    let mut pieces = Vec::new();
    let mut names: Vec<_> = std::fs::read_dir(FIXTURES)?
        .flatten()
        .map(|e| e.path())
        .collect();
    names.sort();
    for p in names {
        if p.extension().is_some_and(|e| e == "pbn") {
            let mut bytes = std::fs::read(&p)?;
            bytes.extend_from_slice(b"\r\n\r\n");
            pieces.push(bytes);
        }
    }
    let mut file = std::io::BufWriter::new(File::create(out)?);
    let target = mib * 1024 * 1024;
    let mut written = 0u64;
    while written < target {
        for p in &pieces {
            file.write_all(p)?;
            written += p.len() as u64;
        }
    }
    file.flush()
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.first().map(String::as_str) == Some("--make") {
        let (Some(n), Some(out)) = (args.get(1).and_then(|n| n.parse().ok()), args.get(2)) else {
            eprintln!("usage: read_pbn --make MIB OUT");
            std::process::exit(2);
        };
        if let Err(e) = make(n, Path::new(out)) {
            eprintln!("error: {out}: {e}");
            std::process::exit(2);
        }
        return;
    }
    let (read_only, args) = match args.split_first() {
        Some((first, rest)) if first == "--read" => (true, rest.to_vec()),
        _ => (false, args),
    };
    if args.is_empty() {
        eprintln!("usage: read_pbn [--read] FILE... | read_pbn --make MIB OUT");
        std::process::exit(2);
    }
    for path in &args {
        let size = std::fs::metadata(path).map(|m| m.len()).unwrap_or(0);
        let mib = size as f64 / (1024.0 * 1024.0);
        // The reader reads in large blocks itself: no BufReader (which would
        // copy every byte once more).
        let open = || File::open(path).expect("readable file");
        let start = Instant::now();
        let mut reader = Reader::new(open());
        let (mut games, mut errors) = (0u64, 0u64);
        let mut count = Count::default();
        loop {
            match reader.read_game(&mut count) {
                Ok(Some(())) => games += 1,
                Ok(None) => break,
                Err(_) => errors += 1,
            }
        }
        let read = start.elapsed().as_secs_f64();
        if read_only {
            println!(
                "{path}: {mib:.2} MiB, {games} games ({errors} unreadable)\n  read: {:.0} MiB/s, {:.0} games/s",
                mib / read,
                games as f64 / read,
            );
            continue;
        }
        let start = Instant::now();
        let mut reader = Reader::new(open());
        let mut skipped = 0u64;
        while let Ok(true) = reader.skip_game() {
            skipped += 1;
        }
        let skip = start.elapsed().as_secs_f64();
        println!(
            "{path}: {mib:.2} MiB, {games} games ({errors} unreadable; {} deals, {} calls, {} cards)\n  read: {:.0} MiB/s, {:.0} games/s\n  skip: {:.0} MiB/s ({skipped} games)",
            count.deals,
            count.calls,
            count.cards,
            mib / read,
            games as f64 / read,
            mib / skip,
        );
    }
}
