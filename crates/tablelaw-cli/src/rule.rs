//! `tablelaw rule` for every code of laws through one path: the script
//! read and refereed into the one table of every game
//! ([`AnyTable`], chosen by its `laws` line or `--laws`), and the report
//! printed for people (the game's renderer) or as the one JSON report of
//! every game.

use std::fmt::Write as _;
use std::process::ExitCode;

use tablelaw::CodeId;
use tablelaw::codes::euchre::EuchreError;
use tablelaw_formats::table::{AnyTable, ImpossibleEvent, Place, Refusal};

use crate::render;
use crate::run::{excerpt, hint, syntax_message};

/// The report of a table for people, by its game's renderer.
/// A rubber's deal in progress is followed by the score sheet, once the
/// rubber has a second deal or an entry on it.
pub fn render(table: &AnyTable, plain: bool) -> String {
    let mut out = match table {
        AnyTable::ContractBridge(t) => render::report(t, plain),
        AnyTable::Rubber(r) => render::report(r.table(), plain),
        AnyTable::AuctionBridge(r) => render::auction_bridge::render(r.table(), plain),
        AnyTable::BridgeWhist(r) => render::bridge_whist::render(r.table(), plain),
        AnyTable::Euchre(t) => render::finish(render::euchre::report(t), plain),
    };
    if let AnyTable::Rubber(r) = table {
        // The contract-bridge sheet as `tablelaw score rubber` prints it.
        if r.deal_number() > 1 || !r.sheet().entries().is_empty() {
            let _ = writeln!(out, "\nDeal {} of the rubber.", r.deal_number());
            out.push_str(&render::rubber_sheet::render(&r.sheet(), plain));
        }
    } else if let Some(rubber) = table.rubber()
        && (rubber.deal > 1 || !rubber.entries.is_empty())
    {
        out.push('\n');
        out.push_str(&render::rubber_sheet::render_out(&rubber, plain));
    }
    out
}

/// What to do about an event that cannot happen, where there is more to
/// say than the error itself.
pub fn hint_for(error: &ImpossibleEvent) -> Option<String> {
    match error {
        ImpossibleEvent::ContractBridge { event, error } => hint(event, error),
        ImpossibleEvent::Euchre { error, .. } => euchre_hint(error),
        _ => None,
    }
}

fn euchre_hint(error: &EuchreError) -> Option<String> {
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

/// The message for standard error of a script refused: what went wrong,
/// where, the line itself (with a caret under the column of a syntax
/// error), and what to do about it.
pub fn message(name: &str, text: &str, refusal: &Refusal) -> String {
    if let Some(e) = refusal.script_error() {
        return syntax_message(name, text, &e);
    }
    match refusal {
        Refusal::Impossible {
            place: Place::Line(line),
            error,
        } => {
            let mut out = format!("error: line {line}: {error}\n");
            out.push_str(&excerpt(name, text, *line, None));
            if let Some(hint) = hint_for(error) {
                let _ = writeln!(out, "hint: {hint}");
            }
            out
        }
        other => format!("error: {other}\n"),
    }
}

/// The table a script makes, or the message for what stopped it.
pub fn referee(name: &str, text: &str, laws: Option<CodeId>) -> Result<AnyTable, String> {
    AnyTable::from_script(text, laws)
        .map(|(table, _)| table)
        .map_err(|refusal| message(name, text, &refusal))
}

/// Referees a script of any game and prints its report; exit status 2 for
/// a script that does not read or an event that cannot happen (the line,
/// why, and what to do).
pub fn rule(name: &str, text: &str, laws: Option<CodeId>, json: bool, plain: bool) -> ExitCode {
    match referee(name, text, laws) {
        Ok(table) => {
            if json {
                println!("{}", table.report().to_json());
            } else {
                print!("{}", render(&table, plain));
            }
            ExitCode::SUCCESS
        }
        Err(message) => {
            // Quoted as written: the user's text and the reader's
            // expectations, symbols included, whatever --plain says.
            eprint!("{message}");
            ExitCode::from(2)
        }
    }
}
