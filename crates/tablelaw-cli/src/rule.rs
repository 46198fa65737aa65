//! `tablelaw rule` for every code of laws through one path: the script
//! read by its game's reader (chosen by its `laws` line or `--laws`), the
//! events applied to a `Table<G>` through the one referee interface, and
//! the report printed for people (the game's renderer) or as the one JSON
//! report of every game.

use std::fmt::Write as _;
use std::process::ExitCode;

use tablelaw::codes::auction_bridge::AuctionBridge;
use tablelaw::codes::bridge_whist::BridgeWhist;
use tablelaw::codes::euchre::Euchre;
use tablelaw::{ContractBridge, Seat, Table};
use tablelaw_formats::report::{GamePart, report};
use tablelaw_formats::script::{GameScript, ScriptedGame};

use crate::render;
use crate::run::{excerpt, hint};

/// A check made before each event is applied, by its index in the script.
pub type Check<G> = Box<dyn Fn(usize, &Table<G>) -> Result<(), String>>;

/// What `tablelaw rule` needs of a game beyond the referee interface: its
/// report for people, and what to say of an event that cannot happen.
pub trait Rule: ScriptedGame + GamePart {
    /// The report for people.
    fn render(table: &Table<Self>, plain: bool) -> String;

    /// What to do about an event that cannot happen, where there is more
    /// to say than the error itself.
    fn hint(_event: &Self::Event, _error: &Self::Error) -> Option<String> {
        None
    }

    /// A check of what the script writes that its events do not carry,
    /// before the event at `index` is applied.
    fn check(_text: &str) -> Check<Self> {
        Box::new(|_, _| Ok(()))
    }
}

impl Rule for ContractBridge {
    fn render(table: &Table, plain: bool) -> String {
        render::report(table, plain)
    }

    fn hint(event: &tablelaw::Event, error: &tablelaw::EventError) -> Option<String> {
        hint(event, error)
    }
}

impl Rule for AuctionBridge {
    fn render(table: &Table<AuctionBridge>, plain: bool) -> String {
        render::auction_bridge::render(table, plain)
    }
}

impl Rule for BridgeWhist {
    fn render(table: &Table<BridgeWhist>, plain: bool) -> String {
        render::bridge_whist::render(table, plain)
    }
}

impl Rule for Euchre {
    fn render(table: &Table<Euchre>, plain: bool) -> String {
        render::finish(render::euchre::report(table), plain)
    }

    fn hint(_event: &tablelaw::codes::euchre::EuchreEvent, error: &Self::Error) -> Option<String> {
        let error = error.to_string();
        if error.contains("is pending") {
            Some("add the election before this line, e.g. `N elect highest`; the report lists the options".to_owned())
        } else if error.contains("does not hold") {
            Some(
                "check the card against the `deal` line; cards are written suit first, like `HJ`"
                    .to_owned(),
            )
        } else if error.contains("no deal is in progress") {
            Some("write the next deal: `deal N:... turned CARD`".to_owned())
        } else {
            None
        }
    }

    /// Law 86: the seat written before a discard must be the dealer's.
    /// The discards are in the order of the script's events: each event
    /// finds its own by a binary search, not a walk through them all.
    fn check(text: &str) -> Check<Euchre> {
        let seats: Vec<(usize, Seat)> = tablelaw_formats::euchre::parse(text)
            .map(|s| s.discard_seats)
            .unwrap_or_default();
        Box::new(move |index, table| {
            let written = seats
                .binary_search_by_key(&index, |&(i, _)| i)
                .ok()
                .and_then(|k| seats.get(k));
            match written {
                Some(&(_, seat)) if seat != table.dealer() => Err(format!(
                    "{seat:#} is not the dealer; {:#} discards (euchre Law 86)",
                    table.dealer()
                )),
                _ => Ok(()),
            }
        })
    }
}

/// Referees a script of any game and prints its report; exit status 2 for
/// an event that cannot happen (the line, why, and what to do).
pub fn rule<G: Rule>(
    name: &str,
    text: &str,
    script: GameScript<G>,
    json: bool,
    plain: bool,
) -> ExitCode {
    match referee(name, text, script) {
        Ok(table) => {
            if json {
                println!("{}", report(&table).to_json());
            } else {
                print!("{}", G::render(&table, plain));
            }
            ExitCode::SUCCESS
        }
        Err(message) => {
            eprint!("{message}");
            ExitCode::from(2)
        }
    }
}

/// The table the script's events make, or the message for the first that
/// cannot happen.
pub fn referee<G: Rule>(name: &str, text: &str, script: GameScript<G>) -> Result<Table<G>, String> {
    let check = G::check(text);
    let mut table = Table::<G>::with_setup(script.setup);
    for (index, (event, position)) in script.events.into_iter().enumerate() {
        let refused = match check(index, &table) {
            Err(why) => Some((why, None)),
            Ok(()) => table
                .apply(event.clone())
                .err()
                .map(|e| (e.to_string(), G::hint(&event, &e))),
        };
        if let Some((why, hint)) = refused {
            let mut out = format!("error: line {}: {why}\n", position.line);
            out.push_str(&excerpt(name, text, position.line, None));
            if let Some(hint) = hint {
                let _ = writeln!(out, "hint: {hint}");
            }
            return Err(out);
        }
    }
    Ok(table)
}
