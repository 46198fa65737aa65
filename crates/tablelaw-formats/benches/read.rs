//! Reading PBN records, and reading and checking them, on inputs of about
//! 10 kB and 1 MiB made by concatenating the crate's PBN fixtures (the
//! example `read_pbn` makes and reads the 100 MiB file). Throughput in bytes;
//! the boards read are checked once before timing.

use std::hint::black_box;
use std::ops::ControlFlow;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use tablelaw::CodeId;
use tablelaw_formats::check::check_pbn_with;
use tablelaw_formats::pbn::{CallToken, PlayToken, Reader, Visitor};

/// Counts games, calls and cards (every part decoded).
#[derive(Default)]
struct Count(u64);

impl Visitor for Count {
    type Output = ();

    fn call(&mut self, _call: CallToken) -> ControlFlow<()> {
        self.0 += 1;
        ControlFlow::Continue(())
    }

    fn play(&mut self, _card: PlayToken) -> ControlFlow<()> {
        self.0 += 1;
        ControlFlow::Continue(())
    }

    fn end_game(&mut self) {}
}

fn fixtures() -> Vec<u8> {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/pbn");
    let mut names: Vec<_> = std::fs::read_dir(dir)
        .expect("fixtures")
        .flatten()
        .map(|e| e.path())
        .collect();
    names.sort();
    let mut all = Vec::new();
    for p in names
        .into_iter()
        .filter(|p| p.extension().is_some_and(|e| e == "pbn"))
    {
        all.extend(std::fs::read(p).expect("readable"));
        all.extend_from_slice(b"\r\n\r\n");
    }
    all
}

/// About `size` bytes of whole games: the fixtures repeated, cut at a game boundary.
fn input(size: usize) -> Vec<u8> {
    let all = fixtures();
    let mut out = Vec::with_capacity(size + all.len());
    while out.len() < size {
        out.extend_from_slice(&all);
    }
    if let Some(cut) = out[..size.min(out.len())]
        .windows(4)
        .rposition(|w| w == b"\r\n\r\n")
    {
        out.truncate(cut + 4);
    }
    out
}

fn read(bytes: &[u8]) -> u64 {
    let mut reader = Reader::new(bytes);
    let mut count = Count::default();
    let mut games = 0;
    loop {
        match reader.read_game(&mut count) {
            Ok(Some(())) => games += 1,
            Ok(None) => break,
            Err(_) => {}
        }
    }
    games + count.0
}

fn check(bytes: &[u8]) -> usize {
    let mut boards = 0;
    // The lending form, as `tablelaw check` uses it.
    check_pbn_with(bytes, CodeId::Duplicate2017, |_| boards += 1, |_| {});
    boards
}

fn bench(c: &mut Criterion) {
    for (name, size) in [("10kB", 10 * 1024), ("1MiB", 1024 * 1024)] {
        let bytes = input(size);
        assert!(read(&bytes) > 0 && check(&bytes) > 0, "the input has games");
        let mut group = c.benchmark_group(format!("pbn_{name}"));
        group.throughput(Throughput::Bytes(bytes.len() as u64));
        group.sample_size(20);
        group.warm_up_time(std::time::Duration::from_secs(1));
        group.measurement_time(std::time::Duration::from_secs(3));
        group.bench_function("read", |b| b.iter(|| black_box(read(black_box(&bytes)))));
        group.bench_function("read and check", |b| {
            b.iter(|| black_box(check(black_box(&bytes))))
        });
        group.finish();
    }
}

criterion_group!(benches, bench);
criterion_main!(benches);
