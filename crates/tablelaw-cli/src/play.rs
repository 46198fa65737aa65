//! The play of the hand in the report: tricks, the lead restriction in
//! force, the hand on turn and the result.

use std::fmt::Write as _;

use serde::Serialize;
use tablelaw::play::{BridgePlay, LeadRestriction, PlayIrregularity, Trick};
use tablelaw::{CardSet, Seat, Table};

/// The play, for `--json`.
#[derive(Debug, Serialize)]
pub struct PlayOut {
    /// The tricks completed, in order.
    pub tricks: Vec<TrickOut>,
    /// The trick in progress, if a card has been played to it.
    pub current: Option<TrickOut>,
    /// The hand to play next; `null` once thirteen tricks are played.
    pub turn: Option<String>,
    /// Who plays that card (declarer plays dummy's).
    pub player: Option<String>,
    /// The cards the hand on turn may play without irregularity.
    pub legal_plays: Vec<String>,
    /// The lead restriction in force (Law 26), if any.
    pub restriction: Option<RestrictionOut>,
    /// Cards played irregularly.
    pub irregular_plays: Vec<IrregularOut>,
    /// Tricks won by declarer's side.
    pub declarer_tricks: u8,
    /// Tricks won by the defenders.
    pub defender_tricks: u8,
    /// Whether all thirteen tricks have been played.
    pub over: bool,
}

/// One trick.
#[derive(Debug, Serialize)]
pub struct TrickOut {
    /// Who led.
    pub leader: String,
    /// The cards, from the leader, with letters (`SQ`).
    pub cards: Vec<String>,
    /// Who won it, once complete.
    pub winner: Option<String>,
}

/// A lead restriction.
#[derive(Debug, Serialize)]
pub struct RestrictionOut {
    /// `require` or `prohibit`.
    pub kind: &'static str,
    /// The player restricted.
    pub seat: String,
    /// The suit.
    pub suit: String,
}

/// A card played irregularly.
#[derive(Debug, Serialize)]
pub struct IrregularOut {
    /// The hand it came from.
    pub seat: String,
    /// The card.
    pub card: String,
    /// `out-of-turn`, `revoke` or `breaks-lead-restriction`.
    pub kind: &'static str,
    /// The trick, from 1.
    pub trick: u8,
}

fn trick_out(t: &Trick, winner: Option<Seat>) -> TrickOut {
    TrickOut {
        leader: t.leader.map(|s| s.letter().to_string()).unwrap_or_default(),
        cards: t.cards().map(|(_, c)| format!("{c:#}")).collect(),
        winner: winner.map(|s| s.letter().to_string()),
    }
}

fn cards(set: CardSet) -> Vec<String> {
    set.iter().map(|c| format!("{c:#}")).collect()
}

fn kind(i: PlayIrregularity) -> &'static str {
    match i {
        PlayIrregularity::OutOfTurn { .. } => "out-of-turn",
        PlayIrregularity::Revoke => "revoke",
        PlayIrregularity::BreaksLeadRestriction => "breaks-lead-restriction",
    }
}

/// The play for the JSON report.
pub fn build(play: &BridgePlay) -> PlayOut {
    let won = play.won();
    let declarer = play.contract().declarer.side();
    PlayOut {
        tricks: play
            .tricks()
            .iter()
            .map(|(t, w)| trick_out(t, Some(*w)))
            .collect(),
        current: (!play.current().is_empty()).then(|| trick_out(play.current(), None)),
        turn: play.turn().map(|s| s.letter().to_string()),
        player: play.player().map(|s| s.letter().to_string()),
        legal_plays: cards(play.legal_plays()),
        restriction: play.restriction().map(|r| match r {
            LeadRestriction::Require { seat, suit } => RestrictionOut {
                kind: "require",
                seat: seat.letter().to_string(),
                suit: suit.letter().to_string(),
            },
            LeadRestriction::Prohibit { seat, suit } => RestrictionOut {
                kind: "prohibit",
                seat: seat.letter().to_string(),
                suit: suit.letter().to_string(),
            },
        }),
        irregular_plays: play
            .record()
            .iter()
            .filter_map(|p| {
                p.irregularity.map(|i| IrregularOut {
                    seat: p.seat.letter().to_string(),
                    card: format!("{:#}", p.card),
                    kind: kind(i),
                    trick: p.trick + 1,
                })
            })
            .collect(),
        declarer_tricks: won[declarer],
        defender_tricks: won[declarer.opponents()],
        over: play.is_over(),
    }
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
    let line = |t: &Trick| {
        t.cards()
            .map(|(s, c)| format!("{} {c}", s.letter()))
            .collect::<Vec<_>>()
            .join("  ")
    };
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
                kind(i),
                p.trick + 1
            );
        }
    }
    if let Some(r) = play.restriction() {
        let text = match r {
            LeadRestriction::Require { seat, suit } => {
                format!("{} must lead {}", seat.name(), suit.name())
            }
            LeadRestriction::Prohibit { seat, suit } => {
                format!(
                    "{} may not lead {} while he retains the lead",
                    seat.name(),
                    suit.name()
                )
            }
        };
        let _ = writeln!(out, "Lead restriction (rubber Law 26): {text}");
    }
    let won = play.won();
    let side = play.contract().declarer.side();
    let _ = writeln!(
        out,
        "Tricks: declarer {}, defenders {}",
        won[side],
        won[side.opponents()]
    );
    if play.is_over() {
        let c = play.contract();
        let needed = c.bid.level + 6;
        let made = play.declarer_tricks();
        let verdict = if made >= needed {
            format!("made, with {} overtrick(s)", made - needed)
        } else {
            format!("down {}", needed - made)
        };
        let _ = writeln!(out, "Result: {c}, {made} tricks: {verdict}");
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
