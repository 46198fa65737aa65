//! The report for people of a bridge-whist table: the trump, the
//! doubling, the rulings, what is pending, the play and the score.

use std::fmt::Write as _;

use tablelaw::codes::bridge_whist::{Phase, WhistTable};
use tablelaw::{CodeId, OptionId, Ruling, Seat, Side};

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
    // The 1907 text numbers no law: its opening words find it.
    let opens = tablelaw::codes::bridge_whist::opens_with(r.law.law)
        .map_or(String::new(), |w| format!(" (\"{w}\")"));
    let _ = writeln!(out, "  #{} {}{opens}: {}", i + 1, r.law, r.text);
    super::clauses_line(out, "     ", r);
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
    // An election pending that may still end in a new deal (laws 46, 49,
    // 55): the trump is not settled until it is made.
    let new_deal_pending = t
        .pending()
        .filter(|(_, r)| r.options.iter().any(|o| o.id == OptionId::NewDeal));
    match t.declaration() {
        Some(d) => {
            let name = tablelaw::codes::bridge_whist::declaring::denomination_name(d.denomination);
            match new_deal_pending {
                Some((i, r)) => {
                    let _ = writeln!(
                        out,
                        "trump: {name} named by {}, not settled: ruling #{} ({}) may end in a new deal",
                        d.maker.name(),
                        i + 1,
                        r.law
                    );
                }
                None => {
                    let _ = writeln!(out, "trump: {name} made by {}", d.maker.name());
                }
            }
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
    if !t.notes().is_empty() {
        let _ = writeln!(out, "notes:");
        super::notes(&mut out, t.notes());
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
