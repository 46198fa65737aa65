//! The oracle: every election a pending ruling would accept, found by
//! trying each on a copy of the table, is exactly the expansion of the
//! engine's listing (each election over its electors, the director as an
//! election without a seat, an election without a seat for every election
//! listed, times the suits it needs).

use std::collections::HashSet;
use std::fmt::Write as _;
use std::path::PathBuf;

use tablelaw::referee::{Election, Elector, Needs};
use tablelaw::{OptionId, Seat, Suit};

/// One Elect as tried: who, what, and the suit named with it.
pub type Tried = (Option<Seat>, OptionId, Option<Suit>);

/// The seats an Elect may name: none, and each of the four.
pub const SEATS: [Option<Seat>; 5] = [
    None,
    Some(Seat::North),
    Some(Seat::East),
    Some(Seat::South),
    Some(Seat::West),
];

/// The suits an Elect that takes one may name: none, and each of the four.
pub const SUITS: [Option<Suit>; 5] = [
    None,
    Some(Suit::Clubs),
    Some(Suit::Diamonds),
    Some(Suit::Hearts),
    Some(Suit::Spades),
];

/// Options no ruling of these codes offers at once with all the others:
/// tried besides those the pending ruling offers.
pub const NOT_OFFERED: [OptionId; 8] = [
    OptionId::Accept,
    OptionId::NewDeal,
    OptionId::Penalty,
    OptionId::RequireLead,
    OptionId::Cancel,
    OptionId::Comparable,
    OptionId::PlayIt,
    OptionId::CallSuit,
];

/// The options to try: those offered, then the others above.
pub fn candidates(offered: &[OptionId]) -> Vec<OptionId> {
    let mut out = offered.to_vec();
    for o in NOT_OFFERED {
        if !out.contains(&o) {
            out.push(o);
        }
    }
    out
}

/// The Elects a listing stands for.
pub fn expand(listed: &[Election]) -> HashSet<Tried> {
    let mut out = HashSet::new();
    for e in listed {
        let seats =
            e.by.iter()
                .map(|b| match b {
                    Elector::Director => None,
                    Elector::Seat(s) => Some(*s),
                })
                .chain([None]);
        let suits: Vec<Option<Suit>> = match &e.needs {
            Needs::Nothing => vec![None],
            Needs::Suit { suits } => suits.iter().copied().map(Some).collect(),
            Needs::Call { .. } => panic!("no election of these codes names a call: {e:?}"),
            Needs::Suits { .. } => panic!("no election of these codes names several suits: {e:?}"),
        };
        for seat in seats {
            for &suit in &suits {
                out.insert((seat, e.option, suit));
            }
        }
    }
    out
}

/// Tries every Elect of `options` x [`SEATS`] x (`suits`) with `accepts`
/// (which applies it to a copy) and compares what was accepted with the
/// listing. Returns the accepted Elects in the order tried, or what differs.
pub fn check(
    listed: &[Election],
    options: &[OptionId],
    suits: &[Option<Suit>],
    mut accepts: impl FnMut(Tried) -> bool,
) -> Result<Vec<Tried>, String> {
    // One election per option and needs: two only when an option is
    // taken both with and without what it names.
    for (i, a) in listed.iter().enumerate() {
        if listed[..i]
            .iter()
            .any(|b| b.option == a.option && b.needs == a.needs)
        {
            return Err(format!("listed twice: {a:?} in {listed:?}"));
        }
        if a.by.is_empty() {
            return Err(format!("no one may elect {a:?}"));
        }
    }
    let expected = expand(listed);
    for &(_, option, _) in &expected {
        if !options.contains(&option) {
            return Err(format!(
                "listed `{option}`, which the ruling does not offer: {listed:?}"
            ));
        }
    }
    let mut accepted = Vec::new();
    for &option in options {
        for seat in SEATS {
            for &suit in suits {
                if accepts((seat, option, suit)) {
                    accepted.push((seat, option, suit));
                }
            }
        }
    }
    let got: HashSet<Tried> = accepted.iter().copied().collect();
    if got == expected {
        return Ok(accepted);
    }
    let mut why = String::from("the accepted Elects differ from the listing\n");
    let mut more: Vec<String> = got
        .difference(&expected)
        .map(|t| format!("{t:?}"))
        .collect();
    more.sort();
    let mut fewer: Vec<String> = expected
        .difference(&got)
        .map(|t| format!("{t:?}"))
        .collect();
    fewer.sort();
    let _ = writeln!(why, "accepted, not listed: {more:?}");
    let _ = writeln!(why, "listed, not accepted: {fewer:?}");
    let _ = write!(why, "listing: {listed:?}");
    Err(why)
}

/// The script files of the CLI's tests whose text `is_game` recognizes,
/// with their names.
pub fn scripts(is_game: impl Fn(&str) -> bool) -> Vec<(String, String)> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../tablelaw-cli/tests/scripts");
    let mut out = Vec::new();
    for entry in std::fs::read_dir(&dir).expect("the CLI's test scripts") {
        let path = entry.expect("a directory entry").path();
        if path.extension().is_none_or(|e| e != "tl") {
            continue;
        }
        let text = std::fs::read_to_string(&path).expect("a script");
        if is_game(&text) {
            let name = path.file_name().map(|n| n.to_string_lossy().into_owned());
            out.push((name.unwrap_or_default(), text));
        }
    }
    out.sort();
    out
}

/// A small deterministic source of choices for the random play.
pub struct Rng(pub u64);

impl Rng {
    pub fn next(&mut self) -> u64 {
        // xorshift64*; a zero state would stay zero.
        if self.0 == 0 {
            self.0 = 0x9E37_79B9_7F4A_7C15;
        }
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }

    /// True `percent` times in a hundred.
    pub fn percent(&mut self, percent: usize) -> bool {
        self.below(100) < percent
    }

    pub fn pick<T: Copy>(&mut self, items: &[T]) -> Option<T> {
        (!items.is_empty()).then(|| items[self.below(items.len())])
    }
}

/// A shuffled deal of four known hands.
pub fn random_deal(rng: &mut Rng) -> tablelaw::Deal {
    tablelaw::Deal::random(|| rng.next())
}
