//! The play of the hand in the report: tricks, the lead restriction in
//! force, the hand on turn and the result.

use std::fmt::Write as _;

use tablelaw::play::{BridgePlay, LeadRestriction, Trick};
use tablelaw::{Card, OptionId, Seat, Table};
use tablelaw_formats::report::{irregularity, penalty_cards};

/// A card still to be named while a ruling waits: dummy's card after a
/// Law 46 question, or which penalty card a defender plays (Law 50(a)).
/// Returns the ruling's index, the hand to play and the cards that may be
/// named.
pub fn designation(table: &Table) -> Option<(usize, Seat, Vec<Card>)> {
    let (index, _) = table.pending()?;
    let (seat, cards) = table.pending_card()?;
    Some((index, seat, cards.iter().collect()))
}

/// A trick's cards in a line: `E ♥K  S ♥4`.
fn line(t: &Trick) -> String {
    t.cards()
        .map(|(s, c)| format!("{} {c}", s.letter()))
        .collect::<Vec<_>>()
        .join("  ")
}

/// The play for people: one line a trick, then where it stands.
pub fn render(out: &mut String, table: &Table) {
    let Some(play) = table.play() else { return };
    if play.record().is_empty() && play.turn().is_some() {
        let _ = writeln!(
            out,
            "\nPlay: {} to lead.",
            play.turn().map(Seat::name).unwrap_or("")
        );
    } else {
        out.push_str("\nPlay:\n");
    }
    for (i, (t, w)) in play.tricks().iter().enumerate() {
        let _ = writeln!(out, "{:>3}. {}   won by {}", i + 1, line(t), w.name());
    }
    if !play.current().is_empty() {
        let _ = writeln!(
            out,
            "{:>3}. {}",
            play.tricks().len() + 1,
            line(play.current())
        );
    }
    for p in play.record() {
        if let Some(i) = p.irregularity {
            let _ = writeln!(
                out,
                "     irregular: {} {} ({}), trick {}",
                p.seat.name(),
                p.card,
                irregularity(i),
                p.trick + 1
            );
        }
    }
    standing(out, table, play);
}

/// After one event at the prompt: the trick just completed or in
/// progress, then where the play stands (and the score once it is over).
pub fn status(out: &mut String, table: &Table) {
    let Some(play) = table.play() else { return };
    let n = play.tricks().len();
    if !play.current().is_empty() {
        let _ = writeln!(out, "Trick {}: {}", n + 1, line(play.current()));
    } else if let Some((t, w)) = play.tricks().last() {
        let _ = writeln!(out, "Trick {n}: {}   won by {}", line(t), w.name());
    }
    standing(out, table, play);
    crate::sheet::render(out, table);
}

/// The lead restriction, the tricks won, and the result or the hand to play.
fn standing(out: &mut String, table: &Table, play: &BridgePlay) {
    if let Some(r) = play.restriction() {
        let text = match r {
            LeadRestriction::Require { seat, suit } => {
                format!("{} must lead {}", seat.name(), suit.name())
            }
            LeadRestriction::Prohibit { seat, suits } => {
                format!(
                    "{} may not lead {} while he retains the lead",
                    seat.name(),
                    suits.names()
                )
            }
        };
        // The law of the ruling whose election set it (Law 26 or Law 50).
        let law = table
            .rulings()
            .iter()
            .rev()
            .find(|r| {
                matches!(
                    r.chosen,
                    Some(OptionId::RequireLead | OptionId::ProhibitLead)
                )
            })
            .map(|r| format!(" ({})", r.law))
            .unwrap_or_default();
        let _ = writeln!(out, "Lead restriction{law}: {text}");
    }
    let owed = penalty_cards(play);
    if !owed.is_empty() {
        // Duplicate Law 50B: each major or minor (the rubber code has no
        // minor penalty cards, and says neither).
        let minor = play.minor_penalty_cards();
        let duplicate = table.setup().code.is_duplicate();
        let list: Vec<String> = owed
            .iter()
            .map(|(s, c)| {
                let kind = match (duplicate, minor.contains(*c)) {
                    (false, _) => "",
                    (true, true) => " (minor)",
                    (true, false) => " (major)",
                };
                format!("{} {c}{kind}", s.name())
            })
            .collect();
        let _ = writeln!(
            out,
            "Penalty cards ({} Law 50): {}",
            table.setup().code,
            list.join(", ")
        );
    }
    let won = play.won();
    let side = play.contract().declarer.side();
    let _ = writeln!(
        out,
        "Tricks: declarer {}, defenders {}",
        won[side],
        won[side.opponents()]
    );
    if let Some(claim) = table.claim() {
        let verb = if claim.concession {
            "conceded"
        } else {
            "claimed"
        };
        let _ = writeln!(
            out,
            "Claim: {} {verb} with {} trick(s) of {} for his side; {}",
            claim.seat.name(),
            claim.tricks,
            claim.remaining,
            match claim.status {
                tablelaw::ClaimStatus::Suspended => "play suspended (68D)".to_owned(),
                tablelaw::ClaimStatus::Contested => "contested: the director rules (70)".to_owned(),
                tablelaw::ClaimStatus::Agreed => "agreed (69A)".to_owned(),
                tablelaw::ClaimStatus::Ruled => format!(
                    "ruled: {} trick(s) to his side (70)",
                    claim.awarded.unwrap_or(claim.tricks)
                ),
                tablelaw::ClaimStatus::Void => "void: play went on (68D2(b))".to_owned(),
            }
        );
    }
    if let Some(law) = table.result_cancelled() {
        let _ = writeln!(
            out,
            "Result cancelled ({law}): the director awards an adjusted score"
        );
    }
    if let Some(a) = table.adjusted() {
        let law = &table.rulings()[a.ruling].law;
        let what = match a.score {
            tablelaw::score::AdjustedScore::Artificial { ns, ew } => format!(
                "artificial: North-South {}, East-West {}",
                ns.words(),
                ew.words()
            ),
            tablelaw::score::AdjustedScore::Assigned { contract, tricks } => {
                let points = table
                    .assigned_score()
                    .map_or(0, |s| s.score_for(tablelaw::Side::NorthSouth));
                match contract {
                    Some(c) => format!(
                        "assigned {c}, {tricks} tricks: North-South {points:+}, in place of the score obtained in play"
                    ),
                    None => {
                        "assigned: passed out, in place of the score obtained in play".to_owned()
                    }
                }
            }
        };
        let _ = writeln!(
            out,
            "Adjusted score (ruling {}, {law}): {what}",
            a.ruling + 1
        );
    }
    if let Some(tricks) = table.tricks() {
        let c = play.contract();
        let needed = c.bid.level + 6;
        let made = tricks.total[side];
        if made != won[side] || tricks.claimed.is_some() || !tricks.adjustments.is_empty() {
            for a in &tricks.adjustments {
                let _ = writeln!(
                    out,
                    "Law {}: {} trick(s) transferred from {}: {}",
                    a.law.path(),
                    a.tricks,
                    a.offenders,
                    a.reason
                );
            }
            if let Some(t) = tricks.assigned {
                let _ = writeln!(
                    out,
                    "Law 64C: the director assigns declarer's side {t} tricks"
                );
            }
            let _ = writeln!(
                out,
                "Tricks after rectification: declarer {made}, defenders {}",
                tricks.total[side.opponents()]
            );
        }
        let verdict = match made.checked_sub(needed) {
            Some(0) => "made".to_owned(),
            Some(1) => "made, with 1 overtrick".to_owned(),
            Some(n) => format!("made, with {n} overtricks"),
            None => format!("down {}", needed - made),
        };
        if table.result_cancelled().is_none() {
            let _ = writeln!(out, "Result: {c}, {made} tricks: {verdict}");
        }
    } else if let Some((i, r)) = table.pending().filter(|_| designation(table).is_none()) {
        // A ruling of the play waits (a lead out of turn, a premature
        // play): no card is played until it is made.
        let who = r
            .chooser
            .map_or_else(|| "the director".to_owned(), |c| c.to_string());
        let _ = writeln!(
            out,
            "To play: after ruling #{}, for which {who} chooses",
            i + 1
        );
    } else if let (Some(turn), Some(player)) = (play.turn(), play.player()) {
        let who = if turn == player {
            turn.name().to_owned()
        } else {
            format!("{} (declarer plays dummy's cards)", turn.name())
        };
        let legal: Vec<String> = play.legal_plays().iter().map(|c| c.to_string()).collect();
        let _ = writeln!(out, "To play: {who}; legal plays: {}", legal.join(" "));
    }
}
