//! Random play through the one referee interface: complete deals from the
//! first call to the score, with irregular events mixed in at a rate and
//! ruled, an accepted election made for each ruling. `tablelaw simulate`
//! runs it; so can any program that trains or tests against the laws.
//!
//! Each code of laws says only what is particular to it ([`RandomPlay`]):
//! a fresh table, how a regular action is drawn (contract bridge passes
//! more often than not, so that auctions end), which irregular events it
//! rules. The loop ([`play_deal`]) is written once.

mod auction_bridge;
mod bridge_whist;
mod contract_bridge;
mod euchre;
mod rubbers;

pub use rubbers::Dealing;

use crate::card::{Card, CardSet, Suit};
use crate::deal::Deal;
use crate::referee::{Elector, Game, Needs};
use crate::seat::BySide;
use crate::table::Table;

/// A small, fast and reproducible random source (SplitMix64); a number
/// below a bound takes 32 bits, so one 64-bit draw serves two.
#[derive(Clone, Debug)]
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
    #[allow(clippy::should_implement_trait)]
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

    /// A random element of a card set (`None` if empty): the k-th lowest
    /// ([`CardSet::nth_lowest`]), found without a loop.
    #[inline]
    pub fn card_of(&mut self, set: CardSet) -> Option<Card> {
        let counted = crate::bits::Counted::new(set.bits());
        // Drawn even from an empty set, as ever: the same seed, the same play.
        let k = self.below(counted.len() as usize) as u32;
        (k < counted.len()).then(|| crate::card::card_of_bit(counted.nth(k)))
    }

    /// A random call of a call set (`None` if empty), each alike: the
    /// k-th in the set's order ([`CallSet::nth`]).
    ///
    /// [`CallSet::nth`]: crate::call::CallSet::nth
    #[inline]
    pub fn call_of(&mut self, set: crate::call::CallSet) -> Option<crate::call::Call> {
        set.nth(self.below(set.len()))
    }

    /// A random element of a slice.
    pub fn pick<'a, T>(&mut self, items: &'a [T]) -> Option<&'a T> {
        items.get(self.below(items.len()))
    }

    /// A random deal of four hands of thirteen ([`Deal::random`]).
    pub fn deal(&mut self) -> Deal {
        Deal::random(|| self.next())
    }
}

/// What a code of laws adds to the one loop of random play.
pub trait RandomPlay: Game {
    /// The setup of a fresh table: a shuffled deal, a random dealer, and
    /// the code's customs drawn at random where they vary.
    fn random_setup(code: crate::law::CodeId, rng: &mut Rng) -> Self::Setup;

    /// The setup of a deal dealt again after the last was void (a new
    /// deal demanded under the laws), by the same dealer.
    fn setup_again(&self, setup: &Self::Setup, rng: &mut Rng) -> Self::Setup;

    /// A regular action of whoever is to act (uniform among the legal
    /// actions unless a code draws otherwise); `None` when none is due.
    fn random_regular(&self, rng: &mut Rng) -> Option<Self::Event> {
        let legal = self.legal_actions();
        rng.pick(&legal).cloned()
    }

    /// Draws a regular action and applies it; `None` when none is due (a
    /// code may take a plainer path than building an event).
    ///
    /// # Errors
    /// As [`Table::apply`].
    #[inline]
    fn step_regular(table: &mut Table<Self>, rng: &mut Rng) -> Option<Result<(), Self::Error>> {
        let event = table.random_regular(rng)?;
        Some(table.apply(event))
    }

    /// With no irregular event to draw and nothing pending, regular actions
    /// one after another until none is due or one is refused (a code may
    /// run them in a tighter loop than one step at a time). `None` when
    /// none was due at the start.
    ///
    /// # Errors
    /// As [`Table::apply`].
    #[inline]
    fn play_out_regular(table: &mut Table<Self>, rng: &mut Rng) -> Option<Result<(), Self::Error>> {
        Self::step_regular(table, rng)
    }

    /// The chance of an irregular event at this step, given the rate asked for.
    fn irregular_rate(&self, rate: f64) -> f64 {
        rate
    }

    /// An irregular event of the kinds the code rules.
    fn random_irregular(&self, rng: &mut Rng) -> Option<Self::Event>;

    /// While a ruling is pending, an event other than an election that the
    /// laws let settle it, sometimes (the offender's LHO calling, say).
    fn settle_otherwise(&self, _rng: &mut Rng) -> Option<Self::Event> {
        None
    }

    /// Whether the deal is void, to be dealt again (a new deal demanded).
    fn is_void(&self) -> bool {
        false
    }

    /// Whether a table plays one deal only (euchre plays a rubber of deals
    /// at one table): then, with no irregular events, the deal's end is
    /// known when no regular action is due, and is not asked at each step.
    const ONE_DEAL_A_TABLE: bool = true;

    /// How many deals the table has finished (euchre plays a rubber of
    /// deals at one table; the other codes one deal a table).
    fn deals_finished(&self) -> usize {
        usize::from(self.is_over() && !self.is_void())
    }

    /// Whether the next deal needs a fresh table.
    fn fresh_table(&self) -> bool {
        true
    }

    /// The denomination of the last deal's contract or trump, as the
    /// summary counts it (`S`, `NT`, `R` for royal spades).
    fn denomination_label(&self) -> Option<&'static str>;

    /// The last deal's points, once scored.
    fn deal_points(&self) -> Option<BySide<i32>> {
        self.points()
    }

    /// The rulings of the last deal.
    fn deal_rulings(&self) -> usize {
        self.rulings().len()
    }
}

/// What many random deals came to, kept as counts: what `tablelaw
/// simulate` and the Python package's `simulate` print.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Summary {
    /// Deals played.
    pub deals: u64,
    /// Deals played to their score.
    pub finished: u64,
    /// Deals passed out.
    pub passed_out: u64,
    /// Contracts by denomination.
    pub contracts: std::collections::BTreeMap<&'static str, u64>,
    /// North-South's points, in all.
    pub ns_points: i64,
    /// Irregular events drawn.
    pub irregular: u64,
    /// Rulings made.
    pub rulings: u64,
    /// Deals void and dealt again.
    pub new_deals: u64,
    /// Why deals stopped unfinished, with how many did.
    pub stuck: std::collections::BTreeMap<String, u64>,
    /// The first unfinished deal, as a script (the caller writes it).
    pub first_stuck: Option<String>,
    /// Rubbers won (the codes scored by the rubber, played by [`Dealing`]).
    pub rubbers: u64,
    /// The deals of the rubbers won, in all.
    pub rubber_deals: u64,
}

impl Summary {
    /// Counts one deal.
    pub fn add(&mut self, o: &DealOutcome) {
        self.deals += 1;
        self.finished += u64::from(o.finished);
        self.irregular += u64::from(o.irregular);
        self.rulings += u64::from(o.rulings);
        self.new_deals += u64::from(o.new_deals);
        self.ns_points += i64::from(o.ns_score);
        if let Some(why) = &o.stuck {
            *self.stuck.entry(why.clone()).or_default() += 1;
        }
        if let Some(deals) = o.rubber_won {
            self.rubbers += 1;
            self.rubber_deals += deals as u64;
        }
        match o.denomination {
            None if o.finished => self.passed_out += 1,
            None => {}
            Some(d) => *self.contracts.entry(d).or_default() += 1,
        }
    }

    /// The summary of two runs' deals together (the first unfinished deal
    /// the first run's, if it has one).
    pub fn merge(mut self, other: Summary) -> Summary {
        self.deals += other.deals;
        self.finished += other.finished;
        self.passed_out += other.passed_out;
        for (d, n) in other.contracts {
            *self.contracts.entry(d).or_default() += n;
        }
        self.ns_points += other.ns_points;
        self.irregular += other.irregular;
        self.rulings += other.rulings;
        self.new_deals += other.new_deals;
        for (why, n) in other.stuck {
            *self.stuck.entry(why).or_default() += n;
        }
        self.first_stuck = self.first_stuck.or(other.first_stuck);
        self.rubbers += other.rubbers;
        self.rubber_deals += other.rubber_deals;
        self
    }
}

/// What one deal came to.
#[derive(Clone, Debug, Default)]
pub struct DealOutcome {
    /// The contract's or trump's denomination; `None` if passed out or unfinished.
    pub denomination: Option<&'static str>,
    /// North-South's points less East-West's.
    pub ns_score: i32,
    /// Irregular events accepted and ruled.
    pub irregular: u32,
    /// Rulings made.
    pub rulings: u32,
    /// Whether the deal reached its score.
    pub finished: bool,
    /// How many times the deal was void and dealt again.
    pub new_deals: u32,
    /// Why an unfinished deal stopped.
    pub stuck: Option<String>,
    /// The deals of the rubber this deal won, if it won one ([`Dealing`]).
    pub rubber_won: Option<usize>,
}

/// How many times a deal may be dealt again before the loop gives up.
const MAX_NEW_DEALS: u32 = 50;
/// How many steps a deal may take before the loop gives up.
const MAX_STEPS: usize = 2000;

/// The first of `elections` drawn at random, by one of its electors, with
/// one of the calls or suits it needs.
fn random_election<G: Game>(game: &G, rng: &mut Rng) -> Option<G::Event> {
    let elections = game.elections();
    let e = rng.pick(&elections)?;
    let seat = match rng.pick(&e.by) {
        Some(Elector::Seat(s)) => Some(*s),
        Some(Elector::Director) | None => None,
    };
    let (call, suit) = match &e.needs {
        Needs::Suits { suits } => {
            // One or more of the suits, each at most once.
            let mut chosen: Vec<Suit> = Vec::new();
            for &s in suits {
                if rng.below(2) == 0 {
                    chosen.push(s);
                }
            }
            if chosen.is_empty() {
                chosen.push(*rng.pick(suits)?);
            }
            return Some(game.election_of_suits(seat, e.option, &chosen));
        }
        Needs::Nothing => (None, None),
        Needs::Call { calls } => {
            let all: Vec<_> = calls.iter().collect();
            (Some(*rng.pick(&all)?), None)
        }
        Needs::Suit { suits } => (None, Some(*rng.pick(suits)?)),
    };
    Some(game.election(seat, e.option, call, suit))
}

/// Plays one deal at `table` (a fresh one when the code needs it), with
/// irregular events at `rate`, to its score; an unfinished deal says why.
pub fn play_deal<G: RandomPlay>(
    table: &mut Option<Table<G>>,
    code: crate::law::CodeId,
    rng: &mut Rng,
    rate: f64,
) -> DealOutcome {
    if table
        .as_ref()
        .is_none_or(|t| t.fresh_table() || t.is_over())
    {
        let setup = G::random_setup(code, rng);
        match table {
            Some(t) => t.reset_with(setup),
            None => *table = Some(Table::with_setup(setup)),
        }
    }
    let Some(t) = table.as_mut() else {
        return DealOutcome::default();
    };
    play_on(t, rng, rate)
}

/// Plays the deal at `t` to its score, with irregular events at `rate`.
fn play_on<G: RandomPlay>(t: &mut Table<G>, rng: &mut Rng, rate: f64) -> DealOutcome {
    let before = t.deals_finished();
    let mut out = DealOutcome::default();
    let mut rulings_before_void = 0;
    let ask_each_step = rate > 0.0 || !G::ONE_DEAL_A_TABLE;
    for _ in 0..MAX_STEPS {
        if ask_each_step && t.deals_finished() > before {
            break;
        }
        if t.is_void() {
            rulings_before_void += t.rulings().len() as u32;
            out.new_deals += 1;
            if out.new_deals > MAX_NEW_DEALS {
                out.stuck = Some(format!("more than {MAX_NEW_DEALS} new deals"));
                break;
            }
            let setup = t.setup_again(t.setup(), rng);
            *t = Table::with_setup(setup);
            continue;
        }
        if let Some(law) = t.pending().map(|(_, r)| r.law) {
            if let Some(event) = t.settle_otherwise(rng)
                && t.apply(event).is_ok()
            {
                continue;
            }
            match random_election(&**t, rng) {
                Some(event) if t.apply(event.clone()).is_ok() => continue,
                _ => {
                    out.stuck = Some(format!("no option of the {law} ruling can be elected"));
                    break;
                }
            }
        }
        let irregular = t.irregular_rate(rate);
        if irregular > 0.0 && rng.chance(irregular) {
            if let Some(event) = t.random_irregular(rng)
                && t.apply(event).is_ok()
            {
                out.irregular += 1;
            }
            continue;
        }
        let done = if irregular > 0.0 {
            G::step_regular(t, rng)
        } else {
            G::play_out_regular(t, rng)
        };
        let Some(done) = done else {
            if t.deals_finished() <= before {
                out.stuck = Some("no one is to act and the deal is not over".to_owned());
            }
            break;
        };
        if let Err(e) = done {
            out.stuck = Some(format!("a regular event was refused: {}", kind(&e)));
            break;
        }
    }
    if out.stuck.is_none() && t.deals_finished() <= before {
        out.stuck = Some(format!("more than {MAX_STEPS} steps"));
    }
    out.rulings = rulings_before_void + t.deal_rulings() as u32;
    out.denomination = t.denomination_label();
    if out.stuck.is_none()
        && let Some(p) = t.deal_points()
    {
        out.ns_score = p.0[0] - p.0[1];
        out.finished = true;
    }
    out
}

/// An error's kind, without the particulars (for counting).
fn kind<E: core::fmt::Debug>(e: &E) -> String {
    let debug = format!("{e:?}");
    debug
        .split([' ', '(', '{'])
        .next()
        .unwrap_or_default()
        .to_owned()
}
