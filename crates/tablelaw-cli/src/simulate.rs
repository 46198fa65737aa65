//! `tablelaw simulate`: random complete deals, from the first call to the
//! score, refereed by a code of laws; with `--irregular RATE`, irregular
//! events are mixed in at that rate and ruled, a random offered option
//! elected for each ruling.
//!
//! Each code of laws plays its deals through [`Simulated`]; the command
//! keeps the count, the time and a summary, with memory flat in the number
//! of deals.

mod auction_bridge;
mod bridge_whist;

use std::collections::BTreeMap;
use std::io::IsTerminal;
use std::process::ExitCode;
use std::time::Instant;

use clap::Args;
use indicatif::{ProgressBar, ProgressStyle};
use serde_json::json;
use tablelaw::codes::euchre::{EuchreDeal, EuchreEvent, EuchreGame, EuchreSetup, Pack, Packets};
use tablelaw::score::Vulnerability;
use tablelaw::{
    BySeat, Call, Card, CardSet, Chooser, CodeId, Deal, Event, EventError, OptionId, Seat, Side,
    Suit, Table, TableSetup,
};

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

/// A small, fast and reproducible random source (SplitMix64).
pub struct Rng(u64);

impl Rng {
    /// A source from a seed.
    pub fn new(seed: u64) -> Rng {
        Rng(seed)
    }

    /// The next 64 random bits.
    pub fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number below `n` (0 when `n` is 0).
    pub fn below(&mut self, n: usize) -> usize {
        (((self.next() >> 32) * n as u64) >> 32) as usize
    }

    /// True with probability `p`.
    pub fn chance(&mut self, p: f64) -> bool {
        p > 0.0 && (self.next() >> 11) as f64 * (1.0 / (1u64 << 53) as f64) < p
    }

    /// A random element of a card set (`None` if empty): the k-th lowest,
    /// found by clearing the k lowest bits.
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
    /// The contract, as `4S`, `3NTX`; `None` if passed out or unfinished.
    pub contract: Option<String>,
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

/// The contract-bridge codes (rubber and the duplicate editions), played
/// through [`Table`].
pub struct Bridge {
    code: CodeId,
    /// The table, kept from deal to deal with its memory.
    table: Table,
}

/// A random deal of four hands of thirteen: the pack's 52 bits shuffled.
pub fn random_deal(rng: &mut Rng) -> Deal {
    let mut bits = [0u8; 52];
    let mut n = 0;
    for (i, b) in (0u8..64)
        .filter(|&b| CardSet::ALL.bits() >> b & 1 == 1)
        .enumerate()
    {
        bits[i] = b;
        n += 1;
    }
    for i in (1..n).rev() {
        bits.swap(i, rng.below(i + 1));
    }
    let mut hands = [0u64; 4];
    for (i, b) in bits.iter().enumerate() {
        hands[i / 13] |= 1 << b;
    }
    Deal::try_new(BySeat(hands.map(CardSet::from_bits))).unwrap_or_default()
}

impl Bridge {
    /// A regular call: mostly passes, so that auctions end; bids near the
    /// lowest legal one.
    fn regular_call(table: &Table, rng: &mut Rng) -> Option<Event> {
        let seat = table.turn()?;
        let legal = table.legal_calls();
        let roll = rng.below(100);
        let call = if roll < 60 || legal.len() <= 1 {
            Call::Pass
        } else if roll < 64 && legal.contains(Call::Double) {
            Call::Double
        } else if roll < 66 && legal.contains(Call::Redouble) {
            Call::Redouble
        } else {
            let bids = legal.iter().filter(|c| c.bid().is_some());
            let pick = rng.below(6);
            let mut bids = bids.take(pick + 1);
            let first = bids.next();
            bids.last().or(first).unwrap_or(Call::Pass)
        };
        Some(Event::call(seat, call))
    }

    /// An irregular event of the kinds the laws rule: a call out of
    /// rotation, an insufficient or inadmissible bid, a card exposed, a card
    /// played out of turn or not following suit, a designation in words.
    fn irregular_event(table: &Table, rng: &mut Rng) -> Event {
        let seat = Seat::ALL[rng.below(4)];
        let deal = table.deal().copied().unwrap_or_default();
        let card = rng.card_of(deal.hand(seat));
        match (table.play().is_some(), rng.below(4)) {
            (false, 0) => Event::call(seat, Call::Pass),
            (false, 1) => Event::call(seat, random_bid(rng)),
            (false, 2) => Event::Expose {
                seat,
                cards: card.into_iter().collect(),
                led: false,
            },
            (false, _) => Event::call(seat, Call::Double),
            (true, 0) => Event::Designate {
                words: ["high", "low", "a club", "the king", "ruff it"][rng.below(5)].to_owned(),
                intended: None,
            },
            (true, _) => match card {
                Some(card) => Event::Play { seat, card },
                None => Event::Designate {
                    words: "low".to_owned(),
                    intended: None,
                },
            },
        }
    }

    /// Elects one of the pending ruling's options, trying them in a random
    /// order; false if none can be elected.
    fn elect(table: &mut Table, rng: &mut Rng) -> bool {
        let Some((_, ruling)) = table.pending() else {
            return false;
        };
        let seat = match ruling.chooser {
            Some(Chooser::Seat(s)) => Some(s),
            Some(Chooser::Defenders) => table.contract().map(|c| c.declarer.lho()),
            _ => None,
        };
        let mut options: Vec<OptionId> = ruling.options.iter().map(|o| o.id).collect();
        for i in (1..options.len()).rev() {
            options.swap(i, rng.below(i + 1));
        }
        // Some options take the offender's call with them (a correction of
        // an insufficient bid, say): try none, then a pass, then bids.
        let calls: Vec<Option<Call>> = [None, Some(Call::Pass)]
            .into_iter()
            .chain((0..6).map(|_| Some(random_bid(rng))))
            .collect();
        for option in options {
            for &call in &calls {
                let suit = option.takes_suit().then(|| Suit::ALL[rng.below(4)]);
                let event = Event::Elect {
                    seat,
                    option,
                    call,
                    suit,
                };
                if table.apply(event).is_ok() {
                    return true;
                }
            }
        }
        false
    }

    fn outcome(&self, table: &Table, irregular: u32) -> Outcome {
        let mut out = Outcome {
            irregular,
            rulings: table.rulings().len() as u32,
            contract: table.contract().map(|c| {
                let x = match c.doubling {
                    tablelaw::Doubling::Undoubled => "",
                    tablelaw::Doubling::Doubled => "X",
                    tablelaw::Doubling::Redoubled => "XX",
                };
                format!("{:#}{x}", Call::Bid(c.bid))
            }),
            ..Outcome::default()
        };
        if self.code.is_duplicate() {
            if let Some(score) = table.duplicate_score() {
                out.ns_score = score.score_for(Side::NorthSouth);
                out.finished = true;
            }
        } else if let Some(rubber) = table.score() {
            let totals = rubber.totals();
            out.ns_score = totals[Side::NorthSouth] - totals[Side::EastWest];
            out.finished = true;
        }
        out
    }
}

/// An error's kind, without the particulars (for counting).
fn kind(e: &EventError) -> String {
    let debug = format!("{e:?}");
    debug
        .split([' ', '(', '{'])
        .next()
        .unwrap_or_default()
        .to_owned()
}

fn random_bid(rng: &mut Rng) -> Call {
    let level = 1 + rng.below(7) as u8;
    let denomination = tablelaw::Denomination::ALL[rng.below(5)];
    tablelaw::Bid::new(level, denomination).map_or(Call::Pass, Call::Bid)
}

impl Simulated for Bridge {
    fn play_deal(&mut self, rng: &mut Rng, rate: f64) -> Outcome {
        let deal = random_deal(rng);
        let dealer = Seat::ALL[rng.below(4)];
        let vulnerability = [
            Vulnerability::Neither,
            Vulnerability::NorthSouth,
            Vulnerability::EastWest,
            Vulnerability::Both,
        ][rng.below(4)];
        self.table.reset(TableSetup {
            code: self.code,
            dealer,
            deal: Some(deal),
            vulnerability,
        });
        let mut table = core::mem::replace(&mut self.table, Table::new(Seat::North));
        let mut irregular = 0;
        // Each step applies an event or elects; a deal that cannot go on
        // stops unfinished, and says why.
        let mut stuck = None;
        for step in 0.. {
            if step == 2000 {
                stuck = Some("more than 2000 steps".to_owned());
                break;
            }
            if let Some((seat, cards)) = table.pending_card() {
                // A question of Law 46 is settled by the card played.
                if let Some(card) = rng.card_of(cards) {
                    if table.apply(Event::Play { seat, card }).is_ok() {
                        continue;
                    }
                }
            }
            if let Some((_, ruling)) = table.pending() {
                let law = ruling.law.to_string();
                if !Self::elect(&mut table, rng) {
                    stuck = Some(format!("no option of the {law} ruling can be elected"));
                    break;
                }
                continue;
            }
            if rate > 0.0 && rng.chance(rate) {
                let event = Self::irregular_event(&table, rng);
                if table.apply(event).is_ok() {
                    irregular += 1;
                }
                continue;
            }
            let event = if let Some(play) = table.play() {
                if play.is_over() {
                    break;
                }
                match (play.turn(), rng.card_of(play.legal_plays())) {
                    (Some(seat), Some(card)) => Event::Play { seat, card },
                    _ => {
                        stuck = Some("the play has no card to play next".to_owned());
                        break;
                    }
                }
            } else if table.is_closed() {
                break;
            } else {
                match Self::regular_call(&table, rng) {
                    Some(event) => event,
                    None => {
                        stuck = Some("the auction has no one on turn".to_owned());
                        break;
                    }
                }
            };
            match table.apply(event) {
                Ok(()) => {}
                // The call out of rotation repeated at its turn: what follows
                // from it (an insufficient bid, say) is ruled as it comes.
                Err(EventError::MustRepeat { seat, call }) => {
                    if let Err(e) = table.apply(Event::call(seat, call)) {
                        stuck = Some(format!("the repeated call was refused: {}", kind(&e)));
                        break;
                    }
                }
                Err(e) => {
                    stuck = Some(format!("a regular event was refused: {}", kind(&e)));
                    break;
                }
            }
        }
        let mut out = self.outcome(&table, irregular);
        if !out.finished {
            let why = stuck.unwrap_or_else(|| "the deal ended without a score".to_owned());
            let script = tablelaw_formats::write(table.setup(), &table.log());
            out.stuck = Some((why, script));
        }
        self.table = table;
        out
    }
}

/// Euchre (1888 laws), a deal at a time in a rubber that starts again
/// when it is over: the deal from a shuffled pack in packets (Law 42), then
/// random acts among the legal ones to the deal's score.
pub struct Euchre {
    game: EuchreGame,
}

impl Euchre {
    fn new() -> Euchre {
        Euchre {
            game: EuchreGame::new(EuchreSetup::new(Seat::North)),
        }
    }

    /// An irregular act of the kinds the code rules: an act of making the
    /// trump out of turn (Law 82), mentioning a suit after passing (79),
    /// calling attention to the trick (83), a card played out of turn or
    /// not following suit (reneging), asking who played a card (84).
    fn irregular_event(&self, rng: &mut Rng) -> EuchreEvent {
        let seat = Seat::ALL[rng.below(4)];
        let suit = Suit::ALL[rng.below(4)];
        let held = self.game.hand().map_or(CardSet::EMPTY, |h| h.hand(seat));
        match rng.below(7) {
            0 => EuchreEvent::pass(seat),
            1 => EuchreEvent::OrderUp { seat },
            2 => EuchreEvent::MentionsSuit { seat, suit },
            3 => EuchreEvent::CallsAttention { seat },
            4 => EuchreEvent::AsksWhoPlayed { seat },
            _ => match rng.card_of(held) {
                Some(card) => EuchreEvent::Play { seat, card },
                None => EuchreEvent::pass(seat),
            },
        }
    }
}

impl Simulated for Euchre {
    fn play_deal(&mut self, rng: &mut Rng, rate: f64) -> Outcome {
        // A new rubber when the last is over, or after a deal that stuck.
        if self.game.score().over || self.game.hand().is_some() {
            *self = Euchre::new();
        }
        let mut pack: Vec<Card> = Pack::ThirtyTwo.cards().iter().collect();
        for i in (1..pack.len()).rev() {
            pack.swap(i, rng.below(i + 1));
        }
        let packets = [Packets::TwoThenThree, Packets::ThreeThenTwo][rng.below(2)];
        let dealt = EuchreDeal::from_pack(&pack, self.game.dealer(), packets)
            .map_err(|e| e.to_string())
            .and_then(|deal| {
                self.game
                    .apply(EuchreEvent::Deal(deal))
                    .map_err(|e| e.to_string())
            });
        if let Err(e) = dealt {
            return Outcome {
                stuck: Some((format!("the deal was refused: {e}"), String::new())),
                ..Outcome::default()
            };
        }
        let number = self.game.deals().len();
        let mut script = String::new();
        let mut irregular = 0;
        let mut stuck = None;
        for step in 0.. {
            if self.game.hand().is_none() {
                break;
            }
            if step == 500 {
                stuck = Some("more than 500 steps".to_owned());
                break;
            }
            if rate > 0.0 && rng.chance(rate) {
                let event = self.irregular_event(rng);
                if self.game.apply(event).is_ok() {
                    irregular += 1;
                }
                continue;
            }
            let legal = self.game.legal_events();
            let Some(event) = legal.get(rng.below(legal.len())).cloned() else {
                let log = self.game.log();
                let last: Vec<String> = log[log.len().saturating_sub(4)..]
                    .iter()
                    .map(|e| format!("{e:?}"))
                    .collect();
                stuck = Some("no legal act and the deal not over".to_owned());
                script = last.join("\n");
                break;
            };
            if let Err(e) = self.game.apply(event) {
                stuck = Some(format!("a legal act was refused: {e}"));
                break;
            }
        }
        let record = self.game.deals().get(number.saturating_sub(1));
        let points: i32 = record
            .map(|r| {
                r.score
                    .iter()
                    .map(|e| match e.side {
                        Side::NorthSouth => i32::from(e.points),
                        Side::EastWest => -i32::from(e.points),
                    })
                    .sum()
            })
            .unwrap_or_default();
        let finished = stuck.is_none() && record.is_some();
        Outcome {
            contract: record
                .and_then(|r| r.hand.as_ref())
                .and_then(|h| h.trump())
                .map(|s| format!("1{}", s.letter())),
            ns_score: points,
            irregular,
            rulings: record.map_or(0, |r| r.rulings.len() as u32),
            finished,
            new_deals: 0,
            stuck: stuck.map(|why| (why, script)),
        }
    }
}

/// The simulation of a code, if it has one.
fn simulation(code: CodeId) -> Option<Box<dyn Simulated>> {
    match code {
        CodeId::Rubber | CodeId::Duplicate2017 | CodeId::Duplicate2007 => Some(Box::new(Bridge {
            code,
            table: Table::new(Seat::North),
        })),
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
    /// Contracts by denomination letter and level.
    contracts: BTreeMap<String, u64>,
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
        match &o.contract {
            None if o.finished => self.passed_out += 1,
            None => {}
            Some(c) => {
                // The denomination, without the level or doubling: `S`, `NT`.
                let d: String = c
                    .chars()
                    .skip(1)
                    .take_while(|ch| ch.is_ascii_alphabetic() && *ch != 'X')
                    .collect();
                *self.contracts.entry(d).or_default() += 1;
            }
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
