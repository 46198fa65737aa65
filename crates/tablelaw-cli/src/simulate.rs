//! `tablelaw simulate`: random complete deals, from the first call to the
//! score, refereed by a code of laws; with `--irregular RATE`, irregular
//! events are mixed in at that rate and ruled, a random offered option
//! elected for each ruling.
//!
//! Every code of laws plays its deals through the one loop of random play
//! ([`tablelaw::random::play_deal`]); the command
//! keeps the count, the time and a summary, with memory flat in the number
//! of deals.

use std::collections::BTreeMap;
use std::io::IsTerminal;
use std::process::ExitCode;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use clap::Args;
use indicatif::{ProgressBar, ProgressStyle};
use serde_json::json;
use tablelaw::codes::auction_bridge::AuctionBridge;
use tablelaw::codes::bridge_whist::BridgeWhist;
use tablelaw::codes::euchre::Euchre;
use tablelaw::random::{DealOutcome, RandomPlay, Rng, play_deal};
use tablelaw::{CodeId, ContractBridge, Table};
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

/// Plays the deals under one code, through the one loop of random play.
fn simulate<G: RandomPlay + ScriptedGame>(args: &SimulateArgs) -> ExitCode {
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
    let mut rng = Rng::new(args.seed);
    let mut summary = Summary::default();
    let mut table: Option<Table<G>> = None;
    let start = Instant::now();
    let interrupted = interrupt_flag();
    // Where standard error is not a terminal (a log, a CI job), a line
    // every few seconds instead of the bar.
    let lines = !std::io::stderr().is_terminal();
    let mut last_line = start;
    let every = progress_every();
    for i in 0..args.deals {
        let outcome = play_deal(&mut table, args.laws, &mut rng, args.irregular);
        if outcome.stuck.is_some()
            && summary.first_stuck.is_none()
            && let Some(t) = &table
        {
            summary.first_stuck = Some(G::write(t.setup(), &t.log()));
        }
        summary.add(&outcome);
        if i % 1024 == 1023 {
            bar.inc(1024);
            if interrupted.load(Ordering::Relaxed) {
                break;
            }
            if lines && last_line.elapsed() >= every {
                last_line = Instant::now();
                eprintln!(
                    "simulate: {} of {} deals ({:.0}%)",
                    i + 1,
                    args.deals,
                    (i + 1) as f64 * 100.0 / args.deals as f64
                );
            }
        }
    }
    bar.finish_and_clear();
    let seconds = start.elapsed().as_secs_f64();
    let stopped = summary.deals < args.deals;
    if stopped {
        eprintln!(
            "simulate: interrupted after {} of {} deals; the summary is of those",
            summary.deals, args.deals
        );
    }
    summary.print(args, seconds);
    if stopped {
        ExitCode::from(130)
    } else if summary.finished == args.deals {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    }
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

/// What the deals came to, kept as counts.
#[derive(Default)]
struct Summary {
    deals: u64,
    finished: u64,
    passed_out: u64,
    /// Contracts by denomination.
    contracts: BTreeMap<&'static str, u64>,
    ns_points: i64,
    irregular: u64,
    rulings: u64,
    /// Deals void and dealt again.
    new_deals: u64,
    /// Why deals stopped unfinished, with how many did.
    stuck: BTreeMap<String, u64>,
    /// The first unfinished deal, as a script.
    first_stuck: Option<String>,
}

impl Summary {
    fn add(&mut self, o: &DealOutcome) {
        self.deals += 1;
        self.finished += u64::from(o.finished);
        self.irregular += u64::from(o.irregular);
        self.rulings += u64::from(o.rulings);
        self.new_deals += u64::from(o.new_deals);
        self.ns_points += i64::from(o.ns_score);
        if let Some(why) = &o.stuck {
            *self.stuck.entry(why.clone()).or_default() += 1;
        }
        match o.denomination {
            None if o.finished => self.passed_out += 1,
            None => {}
            Some(d) => *self.contracts.entry(d).or_default() += 1,
        }
    }

    fn print(&self, args: &SimulateArgs, seconds: f64) {
        let rate = self.deals as f64 / seconds.max(1e-9);
        if args.json {
            let out = json!({
                "laws": args.laws.to_string(),
                "deals": self.deals,
                "finished": self.finished,
                "passed_out": self.passed_out,
                "contracts": self.contracts,
                "seconds": seconds,
                "deals_per_second": rate,
                "mean_ns_score": self.ns_points as f64 / self.deals.max(1) as f64,
                "irregular_events": self.irregular,
                "rulings": self.rulings,
                "new_deals": self.new_deals,
                "unfinished": self.stuck,
                "first_unfinished_script": self.first_stuck,
            });
            println!("{out:#}");
            return;
        }
        println!(
            "{} deals under {} in {seconds:.2} s: {rate:.0} deals a second",
            self.deals, args.laws
        );
        println!(
            "  {} scored, {} passed out; mean score for North-South {:+.1}",
            self.finished,
            self.passed_out,
            self.ns_points as f64 / self.deals.max(1) as f64
        );
        let contracts: Vec<String> = self
            .contracts
            .iter()
            .map(|(d, n)| format!("{d} {n}"))
            .collect();
        println!("  contracts by denomination: {}", contracts.join(", "));
        if args.irregular > 0.0 {
            println!(
                "  {} irregular events accepted and refereed, {} rulings",
                self.irregular, self.rulings
            );
        }
        if self.new_deals > 0 {
            println!(
                "  {} deals void under the laws and dealt again",
                self.new_deals
            );
        }
        for (why, n) in &self.stuck {
            println!("  unfinished: {n} deals: {why}");
        }
        if let Some(script) = &self.first_stuck {
            println!("The first unfinished deal, as a script for `tablelaw rule`:\n{script}");
        }
    }
}
