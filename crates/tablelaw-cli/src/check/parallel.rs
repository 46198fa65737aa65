//! Many files checked at once, on a pool of threads, with the output in the
//! order one thread would write it (by file, then by line) and memory
//! bounded whatever the files hold.
//!
//! Workers take the files in order. Each sends what a file gives, in
//! batches, down a channel of its own with room for a few batches, and the
//! writing thread reads the files' channels in order: a worker ahead of the
//! writer waits once its channel is full, and no worker takes a file more
//! than [`AHEAD`] files past the one being written. The file being written
//! is always in a worker's hands, so the pool never waits on itself.

use std::collections::BTreeMap;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc::{Receiver, SyncSender, channel, sync_channel};
use std::sync::{Condvar, Mutex, PoisonError};

use indicatif::ProgressBar;
use tablelaw_formats::check::Finding;

use super::{CheckArgs, Out, Sink, Source, check_source};

/// How many files past the one being written a worker may take, for each
/// worker.
const AHEAD: usize = 4;
/// The batches a file's channel holds before its worker waits.
const ROOM: usize = 4;
/// The items a batch holds before it is sent.
const BATCH: usize = 256;

/// What a file gives, in order.
enum Item {
    /// Boards with no finding.
    Clean(usize),
    /// A board with its findings.
    Board(Vec<Finding>),
    /// A read error.
    Error(Option<usize>, Option<usize>, String),
}

/// A worker's sink: items batched and sent to the writer.
struct Batch<'a> {
    tx: &'a SyncSender<Vec<Item>>,
    items: Vec<Item>,
}

impl Batch<'_> {
    fn push(&mut self, item: Item) {
        if let (Item::Clean(n), Some(Item::Clean(m))) = (&item, self.items.last_mut()) {
            *m += n;
            return;
        }
        self.items.push(item);
        if self.items.len() >= BATCH {
            self.flush();
        }
    }

    fn flush(&mut self) {
        let items = std::mem::take(&mut self.items);
        // The writer reads every file's channel to its end.
        let _ = self.tx.send(items);
    }
}

impl Sink for Batch<'_> {
    fn board(&mut self, findings: &[Finding]) {
        if findings.is_empty() {
            self.push(Item::Clean(1));
        } else {
            self.push(Item::Board(findings.to_vec()));
        }
    }

    fn error(&mut self, line: Option<usize>, column: Option<usize>, message: &str) {
        self.push(Item::Error(line, column, message.to_owned()));
    }
}

/// The index of the file being written, for workers waiting to go ahead.
struct Window {
    written: Mutex<usize>,
    moved: Condvar,
}

/// Checks `sources` on `jobs` threads, writing to `out` in their order.
pub(super) fn check_all(
    sources: &[Source],
    args: &CheckArgs,
    jobs: usize,
    progress: &ProgressBar,
    out: &mut Out,
) {
    let pool = match rayon::ThreadPoolBuilder::new().num_threads(jobs).build() {
        Ok(pool) => pool,
        Err(_) => {
            // No threads to be had: one at a time.
            for source in sources {
                let name = source.name();
                let mut sink = super::FileOut { out, name: &name };
                check_source(source, args, progress, &mut sink);
            }
            return;
        }
    };
    let next = AtomicUsize::new(0);
    let window = Window {
        written: Mutex::new(0),
        moved: Condvar::new(),
    };
    let (opened, files) = channel::<(usize, Receiver<Vec<Item>>)>();
    pool.in_place_scope(|scope| {
        for _ in 0..jobs {
            let opened = opened.clone();
            let (next, window) = (&next, &window);
            scope.spawn(move |_| {
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    let Some(source) = sources.get(i) else {
                        break;
                    };
                    let lock = window
                        .written
                        .lock()
                        .unwrap_or_else(PoisonError::into_inner);
                    drop(
                        window
                            .moved
                            .wait_while(lock, |w| i >= *w + AHEAD * jobs)
                            .unwrap_or_else(PoisonError::into_inner),
                    );
                    let (tx, rx) = sync_channel(ROOM);
                    if opened.send((i, rx)).is_err() {
                        break;
                    }
                    let mut batch = Batch {
                        tx: &tx,
                        items: Vec::new(),
                    };
                    check_source(source, args, progress, &mut batch);
                    batch.flush();
                    // Dropping `tx` tells the writer the file is done.
                }
            });
        }
        drop(opened);
        write_in_order(sources, &files, &window, out);
    });
}

/// Writes each file's items in the files' order, moving the window on.
fn write_in_order(
    sources: &[Source],
    files: &Receiver<(usize, Receiver<Vec<Item>>)>,
    window: &Window,
    out: &mut Out,
) {
    let mut waiting = BTreeMap::new();
    for (i, source) in sources.iter().enumerate() {
        let rx = loop {
            if let Some(rx) = waiting.remove(&i) {
                break Some(rx);
            }
            match files.recv() {
                Ok((j, rx)) => {
                    waiting.insert(j, rx);
                }
                Err(_) => break None,
            }
        };
        let name = source.name();
        for batch in rx.iter().flat_map(|rx| rx.iter()) {
            for item in batch {
                match item {
                    Item::Clean(n) => out.boards += n,
                    Item::Board(findings) => out.board(&name, &findings),
                    Item::Error(line, column, message) => out.error(&name, line, column, &message),
                }
            }
        }
        *window
            .written
            .lock()
            .unwrap_or_else(PoisonError::into_inner) = i + 1;
        window.moved.notify_all();
    }
}
