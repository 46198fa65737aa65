//! `tablelaw simulate`: random complete deals, from the first call to the
//! score, refereed by a code of laws; with `--irregular RATE`, irregular
//! events are mixed in at that rate and ruled, a random offered option
//! elected for each ruling.
//!
//! Each code of laws plays its deals through [`Simulated`]; the command
//! keeps the count, the time and a summary, with memory flat in the number
//! of deals.

mod auction_bridge;
mod bridge;
mod bridge_whist;
mod euchre;

use std::collections::BTreeMap;
use std::io::IsTerminal;
use std::process::ExitCode;
use std::time::Instant;

use clap::Args;
use indicatif::{ProgressBar, ProgressStyle};
use serde_json::json;
use tablelaw::{Card, CardSet, CodeId, Deal, Denomination, OptionId, Suit};

use bridge::Bridge;
use euchre::Euchre;

/// The arguments of `tablelaw simulate`.
#[derive(Debug, Args)]
pub struct SimulateArgs {
    /// The code of laws to referee under.
    #[arg(long, value_name = "CODE", default_value = "duplicate-2017")]
    laws: CodeId,

    /// How many complete deals to play.
    #[arg(long, value_name = "N", default_value_t = 100_000)]
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

/// A small, fast and reproducible random source (SplitMix64); a number
/// below a bound takes 32 bits, so one 64-bit draw serves two.
pub struct Rng {
    state: u64,
    /// The low half of the last 64 bits drawn, while `below` has not used it.
    spare: Option<u32>,
}

impl Rng {
    /// A source from a seed.
    pub fn new(seed: u64) -> Rng {
        Rng {
            state: seed,
            spare: None,
        }
    }

    /// The next 64 random bits.
    pub fn next(&mut self) -> u64 {
        self.state = self.state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.state;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number below `n` (0 when `n` is 0), from 32 random bits.
    #[inline]
    pub fn below(&mut self, n: usize) -> usize {
        let bits = match self.spare.take() {
            Some(low) => u64::from(low),
            None => {
                let x = self.next();
                self.spare = Some(x as u32);
                x >> 32
            }
        };
        ((bits * n as u64) >> 32) as usize
    }

    /// True with probability `p`.
    pub fn chance(&mut self, p: f64) -> bool {
        p > 0.0 && (self.next() >> 11) as f64 * (1.0 / (1u64 << 53) as f64) < p
    }

    /// The options a ruling offers, in a random order.
    pub fn options_of(&mut self, ruling: &tablelaw::Ruling) -> Vec<OptionId> {
        let mut options: Vec<OptionId> = ruling.options.iter().map(|o| o.id).collect();
        for i in (1..options.len()).rev() {
            options.swap(i, self.below(i + 1));
        }
        options
    }

    /// A random element of a card set (`None` if empty): the k-th lowest,
    /// found by clearing the k lowest bits.
    #[inline]
    pub fn card_of(&mut self, set: CardSet) -> Option<Card> {
        let mut bits = set.bits();
        for _ in 0..self.below(set.len()) {
            bits &= bits.wrapping_sub(1);
        }
        CardSet::from_bits(bits).lowest()
    }
}

/// What one deal came to.
#[derive(Debug, Default)]
pub struct Outcome {
    /// The contract's denomination, as the summary counts it (`S`, `NT`,
    /// `R` for auction bridge's royal spades); `None` if passed out or
    /// unfinished.
    pub denomination: Option<&'static str>,
    /// North-South's score for the deal (negative when East-West scored).
    pub ns_score: i32,
    /// Irregular events injected and accepted by the engine.
    pub irregular: u32,
    /// Rulings made.
    pub rulings: u32,
    /// Whether the deal reached its score.
    pub finished: bool,
    /// How many times the deal was void and dealt again (a new deal
    /// demanded under the laws) before the deal that was scored.
    pub new_deals: u32,
    /// Why an unfinished deal stopped, and the deal as a table script
    /// that `tablelaw rule` replays.
    pub stuck: Option<(String, String)>,
}

/// A code of laws that can play random complete deals.
pub trait Simulated {
    /// Plays one deal with random choices, mixing in irregular events at
    /// `rate`.
    fn play_deal(&mut self, rng: &mut Rng, rate: f64) -> Outcome;
}

/// A random deal of four hands of thirteen: the pack shuffled with a few
/// 64-bit draws ([`Deal::random`]).
pub fn random_deal(rng: &mut Rng) -> Deal {
    Deal::random(|| rng.next())
}

/// The summary's label of a contract-bridge denomination: `C`, `D`, `H`,
/// `S` or `NT`.
pub fn denomination_label(d: Denomination) -> &'static str {
    match d.suit() {
        Some(s) => suit_label(s),
        None => "NT",
    }
}

/// The summary's label of a suit: `C`, `D`, `H` or `S`.
pub fn suit_label(s: Suit) -> &'static str {
    ["C", "D", "H", "S"][s as usize]
}

/// The simulation of a code, if it has one.
fn simulation(code: CodeId) -> Option<Box<dyn Simulated>> {
    match code {
        CodeId::Rubber | CodeId::Duplicate2017 | CodeId::Duplicate2007 => {
            Some(Box::new(Bridge::new(code)))
        }
        CodeId::Euchre => Some(Box::new(Euchre::new())),
        CodeId::AuctionBridge => Some(Box::new(auction_bridge::AuctionBridge)),
        CodeId::BridgeWhist => Some(Box::new(bridge_whist::BridgeWhist)),
        // `CodeId` is non-exhaustive: codes added later have no random play
        // here until they are given one.
        _ => None,
    }
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
    let Some(mut sim) = simulation(args.laws) else {
        eprintln!("error: `simulate` has no random play for {} yet", args.laws);
        return ExitCode::from(2);
    };
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
    let start = Instant::now();
    for i in 0..args.deals {
        let outcome = sim.play_deal(&mut rng, args.irregular);
        summary.add(&outcome);
        if i % 4096 == 4095 {
            bar.inc(4096);
        }
    }
    bar.finish_and_clear();
    let seconds = start.elapsed().as_secs_f64();
    summary.print(&args, seconds);
    if summary.finished == args.deals {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    }
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
    fn add(&mut self, o: &Outcome) {
        self.deals += 1;
        self.finished += u64::from(o.finished);
        self.irregular += u64::from(o.irregular);
        self.rulings += u64::from(o.rulings);
        self.new_deals += u64::from(o.new_deals);
        self.ns_points += i64::from(o.ns_score);
        if let Some((why, script)) = &o.stuck {
            *self.stuck.entry(why.clone()).or_default() += 1;
            self.first_stuck.get_or_insert_with(|| script.clone());
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
