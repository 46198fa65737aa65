//! `tablelaw rule` for bridge whist: reads a bridge-whist script, applies
//! its events to a [`WhistTable`], and prints the trump, the doubling, the
//! rulings, what is pending, the play and the score, as text or JSON.

use std::fmt::Write as _;
use std::process::ExitCode;

use serde_json::{Value, json};
use tablelaw::codes::bridge_whist::{Phase, WhistTable};
use tablelaw::{CodeId, Ruling, Seat, Side};
use tablelaw_formats::whist_script;

use crate::run::{excerpt, syntax_message};

/// Whether the script is to be refereed as bridge whist.
pub fn wants(text: Option<&str>, laws: Option<CodeId>) -> bool {
    match laws {
        Some(code) => code == CodeId::BridgeWhist,
        None => text.is_some_and(whist_script::is_bridge_whist),
    }
}

/// Referees the script and prints the report; exit status 2 on a malformed
/// script or an event that cannot happen.
pub fn rule(name: &str, text: Option<&str>, json: bool, plain: bool, other_mode: bool) -> ExitCode {
    let Some(text) = text else {
        eprintln!(
            "error: bridge whist is refereed from a script only (give it as a FILE, with -e, or on standard input)"
        );
        return ExitCode::from(2);
    };
    if other_mode {
        eprintln!("error: --interactive and --compare are not available for bridge whist");
        return ExitCode::from(2);
    }
    let script = match whist_script::parse(text) {
        Ok(s) => s,
        Err(e) => {
            eprint!("{}", syntax_message(name, text, &e));
            return ExitCode::from(2);
        }
    };
    let mut table = WhistTable::with_setup(script.setup);
    for (event, position) in script.events {
        if let Err(error) = table.apply(event) {
            eprint!(
                "error: line {}: {error}\n{}",
                position.line,
                excerpt(name, text, position.line, None)
            );
            return ExitCode::from(2);
        }
    }
    if json {
        println!("{}", to_json(&table));
    } else {
        print!("{}", render(&table, plain));
    }
    ExitCode::SUCCESS
}

fn card(c: tablelaw::Card, plain: bool) -> String {
    if plain {
        format!("{c:#}")
    } else {
        c.to_string()
    }
}

fn phase(p: Phase) -> &'static str {
    match p {
        Phase::MakingTrump => "making the trump",
        Phase::Doubling => "doubling",
        Phase::Play => "the play",
        Phase::Over => "the deal is over",
        Phase::NewDeal => "a new deal (this deal is void)",
    }
}

fn ruling_text(out: &mut String, i: usize, r: &Ruling) {
    let _ = writeln!(out, "  #{} {}: {}", i + 1, r.law, r.text);
    if let Some(c) = r.chooser {
        let _ = writeln!(out, "     {c} chooses:");
        for o in &r.options {
            let mark = if r.chosen == Some(o.id) { "*" } else { "-" };
            let _ = writeln!(out, "     {mark} {}: {}", o.id, o.text);
        }
    }
    for n in &r.notes {
        let _ = writeln!(out, "     note: {n}");
    }
}

/// The report for people.
pub fn render(t: &WhistTable, plain: bool) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "{}", CodeId::BridgeWhist.title());
    let _ = writeln!(
        out,
        "dealer {}, eldest hand {}, dummy {}; club limit: {}",
        t.dealer().name(),
        t.eldest_hand().name(),
        t.dummy().name(),
        t.club_limit()
    );
    match t.declaration() {
        Some(d) => {
            let _ = writeln!(
                out,
                "trump: {} made by {}",
                tablelaw::codes::bridge_whist::declaring::denomination_name(d.denomination),
                d.maker.name()
            );
        }
        None if t.declaration_passed() => {
            let _ = writeln!(
                out,
                "trump: not made; the declaration is passed to {}",
                t.dealer().partner().name()
            );
        }
        None => {
            let _ = writeln!(out, "trump: not made");
        }
    }
    let d = t.doubling();
    if !d.steps().is_empty() {
        let steps: Vec<String> = d
            .steps()
            .iter()
            .map(|s| format!("{} (x{})", s.seat.name(), s.multiplier))
            .collect();
        let _ = writeln!(out, "doubling: {}", steps.join(", "));
    }
    if d.no_further_doubling() {
        let _ = writeln!(out, "no further doubling in this hand (law 55)");
    }
    if !t.rulings().is_empty() {
        let _ = writeln!(out, "rulings:");
        for (i, r) in t.rulings().iter().enumerate() {
            ruling_text(&mut out, i, r);
        }
    }
    if let Some((i, r)) = t.pending() {
        let who = r.chooser.map(|c| c.to_string()).unwrap_or_default();
        let ids: Vec<&str> = r.options.iter().map(|o| o.id.as_str()).collect();
        let _ = writeln!(
            out,
            "pending: ruling #{}: {who} to choose: {}",
            i + 1,
            ids.join(", ")
        );
    }
    let _ = writeln!(out, "phase: {}", phase(t.phase()));
    if let Some(s) = t.turn() {
        let _ = writeln!(out, "turn: {}", s.name());
    }
    if let Some(p) = t.play() {
        for (n, (trick, winner)) in p.tricks().iter().enumerate() {
            let cards: Vec<String> = trick.cards().map(|(_, c)| card(c, plain)).collect();
            let leader = trick.cards().next().map_or(Seat::North, |(s, _)| s);
            let _ = writeln!(
                out,
                "trick {:>2}: {} leads {}; won by {}",
                n + 1,
                leader.name(),
                cards.join(" "),
                winner.name()
            );
        }
        let won = p.won();
        let _ = writeln!(
            out,
            "tricks: NS {}, EW {}",
            won[Side::NorthSouth],
            won[Side::EastWest]
        );
    }
    if let (Some(s), Some(after)) = (t.score(), t.standing_after()) {
        let _ = writeln!(out, "score (multiplier x{}):", s.multiplier);
        for side in [Side::NorthSouth, Side::EastWest] {
            let _ = writeln!(
                out,
                "  {side}: tricks {}, honours/chicane/slam {}",
                s.trick_points[side], s.honour_points[side]
            );
        }
        if let Some(h) = s.honours {
            let _ = writeln!(out, "  honours: {} to {} ({})", h.points, h.side, h.kind);
        }
        if let Some((side, slam)) = s.slam {
            let _ = writeln!(out, "  slam: {slam:?} to {side}");
        }
        if let Some(side) = t.standing_before().game_won(&after) {
            let _ = writeln!(out, "  game to {side}");
        }
        if let Some(side) = after.winner() {
            let _ = writeln!(out, "  rubber to {side} (+100)");
        }
        let _ = writeln!(
            out,
            "  standing: games NS {} EW {}; toward game NS {} EW {}; total NS {} EW {}",
            after.games[Side::NorthSouth],
            after.games[Side::EastWest],
            after.toward_game[Side::NorthSouth],
            after.toward_game[Side::EastWest],
            after.total[Side::NorthSouth],
            after.total[Side::EastWest]
        );
    }
    out
}

/// The report as one JSON object.
pub fn to_json(t: &WhistTable) -> Value {
    let rulings: Vec<Value> = t
        .rulings()
        .iter()
        .enumerate()
        .map(|(i, r)| {
            json!({
                "index": i + 1, "law": r.law, "citation": r.law.to_string(),
                "offender": r.offender, "chooser": r.chooser.map(|c| match c {
                    tablelaw::Chooser::Seat(s) => json!(s),
                    other => json!(other.to_string()),
                }),
                "text": r.text, "options": r.options, "chosen": r.chosen, "notes": r.notes,
            })
        })
        .collect();
    let play = t.play().map(|p| {
        let tricks: Vec<Value> = p
            .tricks()
            .iter()
            .map(|(trick, w)| {
                let cards: Vec<String> = trick.cards().map(|(_, c)| format!("{c:#}")).collect();
                json!({ "leader": trick.cards().next().map(|(s, _)| s), "cards": cards, "winner": w })
            })
            .collect();
        json!({ "tricks": tricks, "won": { "NS": p.won()[Side::NorthSouth], "EW": p.won()[Side::EastWest] },
                "turn": p.turn(), "player": p.player(), "over": p.is_over() })
    });
    json!({
        "code": CodeId::BridgeWhist,
        "dealer": t.dealer(), "eldest_hand": t.eldest_hand(), "dummy": t.dummy(),
        "club_limit": t.club_limit(),
        "phase": t.phase(),
        "declaration_passed": t.declaration_passed(),
        "declaration": t.declaration(),
        "doubling": t.doubling(),
        "rulings": rulings,
        "pending": t.pending().map(|(i, _)| i + 1),
        "turn": t.turn(),
        "play": play,
        "score": t.score(),
        "standing_after": t.standing_after(),
    })
}
