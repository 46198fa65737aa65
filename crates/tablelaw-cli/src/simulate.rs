//! `tablelaw simulate`: random complete deals, from the first call to the
//! score, refereed by a code of laws; with `--irregular RATE`, irregular
//! events are mixed in at that rate and ruled, a random offered option
//! elected for each ruling.
//!
//! Every code of laws plays its deals through the one loop of random play
//! ([`tablelaw::random::Dealing`]: under the rubber code, auction bridge
//! and bridge whist the deals make whole rubbers, each deal following the
//! last on the rubber's score sheet); the command
//! keeps the count, the time and a summary, with memory flat in the number
//! of deals. With `--jobs N` the deals are split over N threads, each with
//! a seed of its own drawn from the run's seed, and their summaries merged
//! in the threads' order: the same seed and number of jobs play the same
//! deals, and one job plays the deals one thread always played.

use std::io::IsTerminal;
use std::process::ExitCode;
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::{Duration, Instant};

use clap::Args;
use indicatif::{ProgressBar, ProgressStyle};
use rayon::prelude::*;
use serde_json::json;
use tablelaw::codes::auction_bridge::AuctionBridge;
use tablelaw::codes::bridge_whist::BridgeWhist;
use tablelaw::codes::euchre::Euchre;
use tablelaw::random::{Dealing, RandomPlay, Rng, Summary};
use tablelaw::{ByTheRubber, CodeId, ContractBridge};
use tablelaw_formats::script::ScriptedGame;

/// The arguments of `tablelaw simulate`.
#[derive(Debug, Args)]
pub struct SimulateArgs {
    /// The code of laws to referee under.
    #[arg(long, value_name = "CODE", default_value = "duplicate-2017")]
    laws: CodeId,

    /// How many complete deals to play (at least one). An interrupt
    /// (Ctrl-C) stops the run and prints the summary of the deals done.
    #[arg(long, value_name = "N", default_value_t = 100_000,
          value_parser = clap::value_parser!(u64).range(1..))]
    deals: u64,

    /// The chance, at each step, of an irregular event instead of a regular
    /// one (0 to 1).
    #[arg(long, value_name = "RATE", default_value_t = 0.0)]
    irregular: f64,

    /// The seed of the random choices: the same seed plays the same deals.
    #[arg(long, default_value_t = 1)]
    seed: u64,

    /// Print one JSON object instead of lines for people.
    #[arg(long)]
    json: bool,

    /// How many threads to play the deals on (default: one a core). Each
    /// thread plays its share with a seed of its own drawn from `--seed`:
    /// the same seed and number of jobs play the same deals, and one job
    /// plays those a single thread has always played.
    #[arg(long, short = 'j', value_name = "N", value_parser = clap::value_parser!(u16).range(1..))]
    jobs: Option<u16>,
}

/// Runs `tablelaw simulate`.
pub fn run(args: SimulateArgs) -> ExitCode {
    if !(0.0..=1.0).contains(&args.irregular) {
        eprintln!(
            "error: --irregular is a rate from 0 to 1, not {}",
            args.irregular
        );
        return ExitCode::from(2);
    }
    match args.laws {
        CodeId::Rubber | CodeId::Duplicate2017 | CodeId::Duplicate2007 => {
            simulate::<ContractBridge>(&args)
        }
        CodeId::AuctionBridge => simulate::<AuctionBridge>(&args),
        CodeId::BridgeWhist => simulate::<BridgeWhist>(&args),
        CodeId::Euchre => simulate::<Euchre>(&args),
        // `CodeId` is non-exhaustive: codes added later have no random play
        // here until they are given one.
        code => {
            eprintln!("error: `simulate` has no random play for {code} yet");
            ExitCode::from(2)
        }
    }
}

/// Plays the deals under one code, through the one loop of random play,
/// split over the jobs asked for.
fn simulate<G: RandomPlay + ByTheRubber + ScriptedGame>(args: &SimulateArgs) -> ExitCode {
    let bar = if std::io::stderr().is_terminal() && !args.json {
        let bar = ProgressBar::new(args.deals);
        if let Ok(style) =
            ProgressStyle::with_template("{bar:30} {pos}/{len} deals ({per_sec}, {eta} left)")
        {
            bar.set_style(style);
        }
        bar
    } else {
        ProgressBar::hidden()
    };
    let jobs = args.jobs.map_or_else(
        || std::thread::available_parallelism().map_or(1, |n| n.get()),
        usize::from,
    );
    let start = Instant::now();
    let progress = Progress {
        bar,
        done: AtomicU64::new(0),
        // Where standard error is not a terminal (a log, a CI job), a line
        // every few seconds instead of the bar.
        lines: !std::io::stderr().is_terminal(),
        last_line: Mutex::new(start),
        every: progress_every(),
        interrupted: interrupt_flag(),
        total: args.deals,
    };
    let job = |j: usize| {
        play_share::<G>(
            args,
            share(args.deals, jobs, j),
            job_seed(args.seed, j),
            &progress,
        )
    };
    let summary = if jobs == 1 {
        job(0)
    } else {
        let pool = rayon::ThreadPoolBuilder::new().num_threads(jobs).build();
        let parts: Vec<Summary> = match pool {
            Ok(pool) => pool.install(|| (0..jobs).into_par_iter().map(job).collect()),
            // No pool (threads refused): the same jobs, one after another.
            Err(_) => (0..jobs).map(job).collect(),
        };
        parts.into_iter().fold(Summary::default(), Summary::merge)
    };
    progress.bar.finish_and_clear();
    let seconds = start.elapsed().as_secs_f64();
    let stopped = summary.deals < args.deals;
    if stopped {
        eprintln!(
            "simulate: interrupted after {} of {} deals; the summary is of those",
            summary.deals, args.deals
        );
    }
    print(&summary, args, jobs, seconds);
    if stopped {
        ExitCode::from(130)
    } else if summary.finished == args.deals {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    }
}

/// How many of `deals` job `j` of `jobs` plays: an even share, the first
/// jobs one more while the remainder lasts.
fn share(deals: u64, jobs: usize, j: usize) -> u64 {
    let jobs = jobs as u64;
    deals / jobs + u64::from((j as u64) < deals % jobs)
}

/// The seed of job `j`: the run's seed for the first job (so one job plays
/// the deals a single thread has always played), a mix of the seed and the
/// job's number for the others.
fn job_seed(seed: u64, j: usize) -> u64 {
    if j == 0 {
        return seed;
    }
    Rng::new(seed ^ (j as u64).wrapping_mul(0xD1B5_4A32_D192_ED03)).next()
}

/// What the jobs share while they play: the bar, the count for the
/// progress lines, the interrupt.
struct Progress {
    bar: ProgressBar,
    done: AtomicU64,
    lines: bool,
    last_line: Mutex<Instant>,
    every: Duration,
    interrupted: &'static AtomicBool,
    total: u64,
}

impl Progress {
    /// Counts 1,024 more deals done; false once the run is interrupted.
    fn tick(&self) -> bool {
        self.bar.inc(1024);
        let done = self.done.fetch_add(1024, Ordering::Relaxed) + 1024;
        if self.lines
            && let Ok(mut last) = self.last_line.try_lock()
            && last.elapsed() >= self.every
        {
            *last = Instant::now();
            eprintln!(
                "simulate: {} of {} deals ({:.0}%)",
                done,
                self.total,
                done as f64 * 100.0 / self.total as f64
            );
        }
        !self.interrupted.load(Ordering::Relaxed)
    }
}

/// Plays `deals` deals from `seed` on this thread, and sums them up.
fn play_share<G: RandomPlay + ByTheRubber + ScriptedGame>(
    args: &SimulateArgs,
    deals: u64,
    seed: u64,
    progress: &Progress,
) -> Summary {
    let mut rng = Rng::new(seed);
    let mut summary = Summary::default();
    let mut dealing = Dealing::<G>::new(args.laws);
    for i in 0..deals {
        let outcome = dealing.play(&mut rng, args.irregular);
        if outcome.stuck.is_some()
            && summary.first_stuck.is_none()
            && let Some(t) = dealing.table()
        {
            summary.first_stuck = Some(G::write(t.setup(), &t.log()));
        }
        summary.add(&outcome);
        if i % 1024 == 1023 && !progress.tick() {
            break;
        }
    }
    summary
}

/// How often a progress line is written where standard error is not a
/// terminal: every five seconds, or every `TABLELAW_PROGRESS_SECONDS`.
fn progress_every() -> Duration {
    let seconds = std::env::var("TABLELAW_PROGRESS_SECONDS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(5);
    Duration::from_secs(seconds)
}

/// Set by an interrupt (Ctrl-C, SIGINT): the run stops at the next check
/// and prints what it has. Without a handler (one could not be set), the
/// interrupt ends the process as usual.
fn interrupt_flag() -> &'static AtomicBool {
    static FLAG: AtomicBool = AtomicBool::new(false);
    static SET: std::sync::Once = std::sync::Once::new();
    SET.call_once(|| {
        let _ = ctrlc::set_handler(|| FLAG.store(true, Ordering::Relaxed));
    });
    &FLAG
}

/// Prints the summary, for people or as JSON.
fn print(summary: &Summary, args: &SimulateArgs, jobs: usize, seconds: f64) {
    let rate = summary.deals as f64 / seconds.max(1e-9);
    let by_the_rubber = matches!(
        args.laws,
        CodeId::Rubber | CodeId::AuctionBridge | CodeId::BridgeWhist
    );
    if args.json {
        let mut out = json!({
            "laws": args.laws.to_string(),
            "deals": summary.deals,
            "finished": summary.finished,
            "passed_out": summary.passed_out,
            "contracts": summary.contracts,
            "seconds": seconds,
            "deals_per_second": rate,
            "jobs": jobs,
            "mean_ns_score": summary.ns_points as f64 / summary.deals.max(1) as f64,
            "irregular_events": summary.irregular,
            "rulings": summary.rulings,
            "new_deals": summary.new_deals,
            "unfinished": summary.stuck,
            "first_unfinished_script": summary.first_stuck,
        });
        if by_the_rubber {
            out["rubbers"] = json!(summary.rubbers);
            out["deals_per_rubber"] = json!(deals_per_rubber(summary));
            out["rubbers_per_second"] = json!(summary.rubbers as f64 / seconds.max(1e-9));
        }
        println!("{out:#}");
        return;
    }
    println!(
        "{} deals under {} in {seconds:.2} s: {rate:.0} deals a second ({jobs} {})",
        summary.deals,
        args.laws,
        if jobs == 1 { "job" } else { "jobs" }
    );
    println!(
        "  {} scored, {} passed out; mean score for North-South {:+.1}",
        summary.finished,
        summary.passed_out,
        summary.ns_points as f64 / summary.deals.max(1) as f64
    );
    let contracts: Vec<String> = summary
        .contracts
        .iter()
        .map(|(d, n)| format!("{d} {n}"))
        .collect();
    println!("  contracts by denomination: {}", contracts.join(", "));
    if by_the_rubber {
        println!(
            "  {} rubbers won, {:.2} deals a rubber, {:.0} rubbers a second",
            summary.rubbers,
            deals_per_rubber(summary).unwrap_or(0.0),
            summary.rubbers as f64 / seconds.max(1e-9)
        );
    }
    if args.irregular > 0.0 {
        println!(
            "  {} irregular events accepted and refereed, {} rulings",
            summary.irregular, summary.rulings
        );
    }
    if summary.new_deals > 0 {
        println!(
            "  {} deals void under the laws and dealt again",
            summary.new_deals
        );
    }
    for (why, n) in &summary.stuck {
        println!("  unfinished: {n} deals: {why}");
    }
    if let Some(script) = &summary.first_stuck {
        println!("The first unfinished deal, as a script for `tablelaw rule`:\n{script}");
    }
}

/// The mean number of deals of the rubbers won; `None` when none was won.
fn deals_per_rubber(summary: &Summary) -> Option<f64> {
    (summary.rubbers > 0).then(|| summary.rubber_deals as f64 / summary.rubbers as f64)
}
