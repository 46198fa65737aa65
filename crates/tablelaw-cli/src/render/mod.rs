//! The report for people: the auction as a four-column table with footnotes
//! on the calls ruled on, the rulings with their options, what is pending
//! and the exact script line to elect each option, the penalties in force,
//! and the outcome (contract and lead penalties, or whose turn it is).
//!
//! Everything is written with suit symbols (♠♥♦♣) and then, for `--plain`,
//! turned to letters and ASCII marks in one place ([`plain`]).

pub mod auction_bridge;
mod auction_grid;
pub mod bridge_whist;
pub mod euchre;
pub(crate) mod rubber_sheet;
use auction_grid::auction;
#[cfg(test)]
use auction_grid::grid;

use std::fmt::Write as _;

use tablelaw::{
    Call, CallRecord, CallSet, CallStatus, Chooser, CodeId, Elector, OptionId, PenaltyKind, Ruling,
    Seat, Table,
};

/// The column order of the auction table: West, North, East, South.
const COLUMNS: [Seat; 4] = [Seat::West, Seat::North, Seat::East, Seat::South];

/// The mark of the chosen option.
const CHOSEN: &str = "✔";

/// The whole report.
pub fn report(table: &Table, plain_text: bool) -> String {
    let mut out = String::new();
    header(&mut out, table);
    out.push('\n');
    auction(&mut out, table);
    if !table.rulings().is_empty() {
        out.push('\n');
        out.push_str("Rulings:\n");
        for (i, r) in table.rulings().iter().enumerate() {
            out.push_str(&ruling(i, r));
        }
    }
    if !table.notes().is_empty() {
        out.push_str("\nNotes:\n");
        notes(&mut out, table.notes());
    }
    if let Some(text) = pending(table) {
        out.push('\n');
        out.push_str(&text);
    }
    if !table.is_closed() {
        penalties(&mut out, table);
    }
    out.push('\n');
    outcome(&mut out, table);
    crate::play::render(&mut out, table);
    crate::sheet::render(&mut out, table);
    reviews(&mut out, table);
    unauthorized(&mut out, table);
    withdrawn_cards(&mut out, table);
    finish(out, plain_text)
}

/// The notes on events the laws take no notice of, a line each, with the
/// event's number in the log (from 1).
pub fn notes(out: &mut String, notes: &[tablelaw::Note]) {
    for n in notes {
        let _ = writeln!(out, "  event {}: {}", n.event + 1, n.text);
    }
}

/// Applies `--plain` to finished text.
pub fn finish(text: String, plain_text: bool) -> String {
    if plain_text { plain(&text) } else { text }
}

/// Letters for suit symbols, ASCII for the marks.
pub fn plain(text: &str) -> String {
    tablelaw_formats::report::plain(text)
}

fn header(out: &mut String, table: &Table) {
    let setup = table.setup();
    let _ = writeln!(out, "Laws: {} — {}", setup.code, setup.code.title());
    let _ = writeln!(out, "Dealer: {}", table.dealer().name());
    if let Some(deal) = table.deal() {
        let _ = writeln!(out, "Deal: {}", deal.to_pbn(table.dealer()));
    }
}

/// Who chooses, in words.
fn chooser_name(c: Chooser) -> String {
    match c {
        Chooser::Seat(s) => s.name().to_owned(),
        Chooser::Director => "the director".to_owned(),
        Chooser::Defenders => "either defender".to_owned(),
        Chooser::Adversaries(side) => format!("either adversary ({side})"),
    }
}

/// The line that lists every clause a ruling applies, when it applies
/// more than its principal one.
pub fn clauses_line(out: &mut String, indent: &str, r: &Ruling) {
    if r.clauses.len() > 1 {
        let all: Vec<String> = r.clauses.iter().map(|c| c.path()).collect();
        let _ = writeln!(out, "{indent}clauses applied: {}", all.join(", "));
    }
}

/// One ruling: citation and text, then chooser, options, finding, notes.
pub fn ruling(index: usize, r: &Ruling) -> String {
    let mut out = format!("#{} {} — {}\n", index + 1, r.law, r.text);
    clauses_line(&mut out, "   ", r);
    if let Some(c) = r.chooser {
        let _ = writeln!(out, "   chooser: {}", chooser_name(c));
    }
    for o in &r.options {
        let mark = match (r.chosen == Some(o.id), r.elected_by) {
            (true, Some(Elector::Seat(s))) => format!(" {CHOSEN} by {}:", s.name()),
            (true, Some(Elector::Director)) => format!(" {CHOSEN} by the director:"),
            (true, None) => format!(" {CHOSEN}"),
            (false, _) => String::new(),
        };
        let _ = writeln!(out, "   [{}]{mark} {}", o.id, o.text);
    }
    if let Some(f) = &r.finding {
        let _ = writeln!(out, "   finding: {f}");
    }
    for n in &r.notes {
        let _ = writeln!(out, "   note: {n}");
    }
    out
}

/// The script line that elects `option` of the pending ruling `r`, and
/// what else does the same, for people.
fn election_line(r: &Ruling, option: OptionId) -> String {
    let seat = match r.chooser {
        Some(Chooser::Seat(s)) => format!("{s} "),
        _ => String::new(),
    };
    let line = election_words(r, option, &seat);
    match (r.chooser, r.offender) {
        (Some(Chooser::Defenders), Some(o)) => {
            let a = o.lho().min(o.rho());
            let b = o.lho().max(o.rho());
            format!("{a} {line}   (or {b} {line}: either defender)")
        }
        _ => line,
    }
}

fn election_words(r: &Ruling, option: OptionId, seat: &str) -> String {
    // A lead out of turn is also accepted by a play from the next hand
    // (duplicate Law 53A), not by a call.
    let in_play = r.law.law >= 41 && r.law.code.is_contract_bridge();
    match option {
        OptionId::Condone => match r.offender {
            Some(o) => format!(
                "{} CALL   (not an election: condoned when {} calls before the penalty is assessed)",
                o.lho(),
                o.lho().name()
            ),
            None => "(condoned by a call of the offender's LHO)".to_owned(),
        },
        OptionId::OtherSufficientOrPass => {
            format!("{seat}elect {option} CALL   (or simply: {seat}CALL)")
        }
        OptionId::Change => format!("{seat}elect {option} CALL"),
        OptionId::RequireLead
        | OptionId::ProhibitLead
        | OptionId::PlaySuit
        | OptionId::ForbidSuit => format!("{seat}elect {option} SUIT"),
        OptionId::Accept if in_play => match r.offender {
            Some(o) if r.law.law >= 53 && r.law.law <= 56 => {
                format!("{seat}elect {option}   (or {} plays to it)", o.lho().name())
            }
            _ => format!("{seat}elect {option}"),
        },
        OptionId::OtherCall => format!("{seat}elect {option} [CALL]"),
        OptionId::Accept => match r.chooser {
            Some(Chooser::Seat(s)) => {
                format!("{seat}elect {option}   (or {} simply calls)", s.name())
            }
            _ => format!("{seat}elect {option}"),
        },
        _ => format!("{seat}elect {option}"),
    }
}

/// The pending ruling and how to elect each option; `None` if nothing is pending.
pub fn pending(table: &Table) -> Option<String> {
    let (i, r) = table.pending()?;
    let who = r.chooser.map_or_else(|| "someone".to_owned(), chooser_name);
    let mut out = format!("Pending: #{} {} — {who} must choose:\n", i + 1, r.law);
    for o in &r.options {
        let _ = writeln!(out, "  {}", election_line(r, o.id));
    }
    if let Some((_, seat, cards)) = crate::play::designation(table) {
        let names: Vec<String> = cards.iter().map(|c| c.to_string()).collect();
        let dummy = table.contract().is_some_and(|c| c.dummy() == seat);
        let whose = if dummy {
            "dummy's card".to_owned()
        } else {
            format!("{}'s card", seat.name())
        };
        let _ = writeln!(
            out,
            "  {} CARD   ({whose}, one of: {})",
            seat.letter(),
            names.join(" ")
        );
    }
    Some(out)
}

fn penalties(out: &mut String, table: &Table) {
    // A call to repeat (31(b)(i), 32(b)(i)) is an obligation with "no
    // penalty": listed apart.
    let (repeat, list): (Vec<_>, Vec<_>) = table
        .penalties_in_force()
        .partition(|p| matches!(p.kind, tablelaw::PenaltyKind::Repeat { .. }));
    if !repeat.is_empty() {
        out.push_str("\nTo be repeated, without penalty:\n");
        for p in repeat {
            penalty_line(out, p);
        }
    }
    if list.is_empty() {
        return;
    }
    out.push_str("\nPenalties in force:\n");
    // The same obligation imposed by two laws (31(a), then 37) is one
    // line citing both.
    let mut lines: Vec<(String, Vec<&tablelaw::Penalty>)> = Vec::new();
    for p in list {
        let text = p.describe();
        match lines.iter_mut().find(|(t, _)| *t == text) {
            Some((_, by)) => by.push(p),
            None => lines.push((text, vec![p])),
        }
    }
    for (text, by) in &lines {
        match by.as_slice() {
            [p] => penalty_line(out, p),
            _ => {
                let laws: Vec<String> = by.iter().map(|p| p.law.path()).collect();
                let rulings: Vec<String> =
                    by.iter().map(|p| format!("#{}", p.ruling + 1)).collect();
                let code = by[0].law.code;
                let _ = writeln!(
                    out,
                    "  {text} ({code} Laws {}; rulings {})",
                    laws.join(" and "),
                    rulings.join(", ")
                );
            }
        }
    }
}

/// Calls as compact text: the bids as ranges, then pass, double, redouble.
pub fn compact(calls: CallSet) -> String {
    let mut parts: Vec<String> = Vec::new();
    let bids: Vec<_> = calls.iter().filter_map(Call::bid).collect();
    let mut k = 0;
    while k < bids.len() {
        let mut j = k;
        while j + 1 < bids.len() && bids[j + 1].index() == bids[j].index() + 1 {
            j += 1;
        }
        parts.push(match j - k {
            0 => bids[k].to_string(),
            1 => format!("{}, {}", bids[k], bids[j]),
            _ => format!("{} to {}", bids[k], bids[j]),
        });
        k = j + 1;
    }
    let mut all: Vec<String> = Vec::new();
    if calls.contains(Call::Pass) {
        all.push("Pass".to_owned());
    }
    if calls.contains(Call::Double) {
        all.push("X".to_owned());
    }
    if calls.contains(Call::Redouble) {
        all.push("XX".to_owned());
    }
    all.extend(parts);
    all.join(", ")
}

/// Whose turn it is and what he may call, or the outcome once closed.
pub fn outcome(out: &mut String, table: &Table) {
    let code = table.code();
    let (passed, contract, cards) = match code {
        CodeId::Rubber => (
            "Law 22(a)): the hands are abandoned",
            "Law 22(b)",
            "Law 23; declarer may treat them as penalty cards, Law 50",
        ),
        CodeId::Duplicate2007 => (
            "Law 22): the hands are returned to the board without a redeal",
            "Law 22",
            "Law 24; penalty cards if the offender defends, Law 50",
        ),
        _ => (
            "Law 22B): the hands are returned to the board without a redeal",
            "Law 22A",
            "Law 24; penalty cards if the offender defends, Law 50",
        ),
    };
    if table.is_passed_out() {
        let _ = writeln!(out, "Passed out ({code} {passed}.");
        return;
    }
    if let Some(c) = table.contract() {
        let _ = writeln!(out, "Contract: {c} ({code} {contract})");
        let _ = writeln!(
            out,
            "Declarer: {}; dummy: {}; opening leader: {}",
            c.declarer.name(),
            c.dummy().name(),
            c.opening_leader().name()
        );
        penalty_list(
            out,
            table,
            |k| matches!(k, PenaltyKind::Lead(_)),
            "Lead penalties (declarer decides when the offender's partner first has the lead):\n",
        );
        let header = format!("Penalty cards ({code} {cards}):\n");
        penalty_list(
            out,
            table,
            |k| matches!(k, PenaltyKind::PenaltyCards { .. }),
            &header,
        );
        return;
    }
    let Some(turn) = table.turn() else {
        return;
    };
    if let Some((i, r)) = table.pending() {
        // The election comes first: the turn to call waits on it.
        let who = r.chooser.map_or_else(|| "someone".to_owned(), chooser_name);
        let _ = writeln!(
            out,
            "Turn: {who}, to choose (ruling #{}); no one calls until then",
            i + 1
        );
        out.push_str("Legal calls: none until the pending ruling is decided\n");
    } else {
        let _ = writeln!(out, "Turn: {}", turn.name());
        let _ = writeln!(out, "Legal calls: {}", compact(table.legal_calls()));
    }
}

/// A short status after one event at the prompt: pending, or turn, or
/// outcome; once the first card is played, where the play stands.
pub fn status(table: &Table) -> String {
    let mut out = String::new();
    if let Some(p) = pending(table) {
        out.push_str(&p);
    }
    match table.play() {
        Some(play) if !play.record().is_empty() => crate::play::status(&mut out, table),
        _ => {
            outcome(&mut out, table);
            crate::play::status(&mut out, table);
            if table.is_passed_out() {
                crate::sheet::render(&mut out, table);
            }
        }
    }
    out
}

/// The restatement of the auction as it stood after `n` calls (Law 20):
/// every call in order, cancelled ones marked.
fn restatement(table: &Table, n: usize) -> String {
    let calls: Vec<String> = table.calls()[..n.min(table.calls().len())]
        .iter()
        .map(|r| match r.status {
            CallStatus::Stands => format!("{} {}", r.seat.name(), r.call),
            CallStatus::Cancelled => format!("{} ({}, cancelled)", r.seat.name(), r.call),
            CallStatus::Pending => format!("{} [{}, pending]", r.seat.name(), r.call),
        })
        .collect();
    if calls.is_empty() {
        "no calls yet".to_owned()
    } else {
        calls.join(", ")
    }
}

/// Duplicate Law 16C: the withdrawn calls a director may have to show are
/// unauthorized information to the offending side.
fn unauthorized(out: &mut String, table: &Table) {
    let list = table.unauthorized();
    let Some(first) = list.first() else {
        return;
    };
    let _ = writeln!(out, "\nUnauthorized information ({}):", first.law);
    let calls = table.calls();
    for u in list {
        let side = match u.to {
            tablelaw::Side::NorthSouth => "North-South",
            tablelaw::Side::EastWest => "East-West",
        };
        let _ = writeln!(
            out,
            "  {}'s withdrawn {} (call #{}): unauthorized to {side}, the offending side",
            u.seat.name(),
            calls[u.call].call,
            u.call + 1
        );
    }
}

/// Duplicate Law 16C: cards withdrawn in the play are unauthorized
/// information to their owner's side.
fn withdrawn_cards(out: &mut String, table: &Table) {
    let list = table.withdrawn_cards();
    if list.is_empty() {
        return;
    }
    out.push_str("\nCards withdrawn in the play, their information unauthorized (Law 16C):\n");
    for w in list {
        let side = match w.to {
            tablelaw::Side::NorthSouth => "North-South",
            tablelaw::Side::EastWest => "East-West",
        };
        let _ = writeln!(
            out,
            "  {}'s {} (Law {}): unauthorized to {side}",
            w.seat.name(),
            w.card,
            w.law.path()
        );
    }
}

fn reviews(out: &mut String, table: &Table) {
    if table.reviews().is_empty() {
        return;
    }
    let _ = writeln!(out, "\nReviews ({} Law 20):", table.code());
    for r in table.reviews() {
        if r.entitled {
            let _ = writeln!(
                out,
                "  {} requires a restatement; an opponent restates: {}",
                r.seat.name(),
                restatement(table, r.after_calls)
            );
        } else {
            let _ = writeln!(
                out,
                "  {} asked for a restatement; Law 20 does not give him one at that moment",
                r.seat.name()
            );
        }
    }
}

/// The penalties in force of one kind, under a heading, if there are any.
fn penalty_list(
    out: &mut String,
    table: &Table,
    kind: impl Fn(&PenaltyKind) -> bool,
    heading: &str,
) {
    let mut chosen = table
        .penalties_in_force()
        .filter(|p| kind(&p.kind))
        .peekable();
    if chosen.peek().is_none() {
        return;
    }
    out.push_str(heading);
    for p in chosen {
        penalty_line(out, p);
    }
}

/// One penalty, with its law and ruling.
fn penalty_line(out: &mut String, p: &tablelaw::Penalty) {
    let _ = writeln!(
        out,
        "  {} ({}; ruling #{})",
        p.describe(),
        p.law,
        p.ruling + 1
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plain_turns_symbols_into_letters() {
        assert_eq!(plain("1♥ ♠A — ✔"), "1H SA - (chosen)");
    }

    #[test]
    fn rows_break_when_a_column_is_not_to_the_right() {
        let cells = vec![
            (Seat::North, "1♠".to_owned()),
            (Seat::East, "P".to_owned()),
            (Seat::South, "2♠".to_owned()),
            (Seat::West, "P".to_owned()),
            (Seat::North, "?".to_owned()),
        ];
        let rows = grid(&cells);
        assert_eq!(rows.len(), 2);
        assert_eq!(rows[0][0], "");
        assert_eq!(rows[0][1], "1♠");
        assert_eq!(rows[1][0], "P");
        assert_eq!(rows[1][1], "?");
    }

    #[test]
    fn compact_ranges_of_bids() {
        let set = CallSet::bids_above("6NT".parse::<Call>().unwrap().bid().unwrap())
            .union(CallSet::PASS)
            .union(CallSet::DOUBLE);
        assert_eq!(compact(set), "Pass, X, 7♣ to 7NT");
        let one: CallSet = CallSet::single("7NT".parse().unwrap()).union(CallSet::PASS);
        assert_eq!(compact(one), "Pass, 7NT");
    }
}
