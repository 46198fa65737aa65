//! The play of the hand in the report: tricks, the lead restriction in
//! force, the hand on turn and the result.

use std::fmt::Write as _;

use serde::Serialize;
use tablelaw::play::{BridgePlay, LeadRestriction, PlayIrregularity, Trick};
use tablelaw::{Card, CardSet, OptionId, Seat, Table};

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
    /// Penalty cards on the table (rubber Law 50), with their owners.
    pub penalty_cards: Vec<PenaltyCardOut>,
    /// A card still to be named before the play goes on (Law 46 for
    /// dummy's card, Law 50(a) for a penalty card); `null` if none.
    pub designation: Option<DesignationOut>,
}

/// A penalty card on the table.
#[derive(Debug, Serialize)]
pub struct PenaltyCardOut {
    /// Its owner.
    pub seat: String,
    /// The card.
    pub card: String,
}

/// The penalty cards on the table, each with the hand that holds it.
fn penalty_cards(play: &BridgePlay) -> Vec<(Seat, Card)> {
    let cards = play.penalty_cards();
    Seat::ALL
        .iter()
        .flat_map(|&s| play.hand(s).intersection(cards).iter().map(move |c| (s, c)))
        .collect()
}

/// A card still to be named: who names it, from which hand, among which cards.
#[derive(Debug, Serialize)]
pub struct DesignationOut {
    /// The 1-based ruling that asked for it.
    pub ruling: usize,
    /// Who names the card: declarer, or the defender the ruling names.
    pub chooser: Option<String>,
    /// The hand it comes from, the seat it is written with in the script.
    pub seat: String,
    /// The cards that may be named.
    pub cards: Vec<String>,
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

/// A card still to be named while a ruling waits: dummy's card after a
/// Law 46 question, or which penalty card a defender plays (Law 50(a)).
/// Returns the ruling's index, the hand to play and the cards that may be
/// named.
pub fn designation(table: &Table) -> Option<(usize, Seat, Vec<Card>)> {
    let (index, _) = table.pending()?;
    let (seat, cards) = table.pending_card()?;
    Some((index, seat, cards.iter().collect()))
}

/// The play for the JSON report.
pub fn build(table: &Table, play: &BridgePlay) -> PlayOut {
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
        penalty_cards: penalty_cards(play)
            .into_iter()
            .map(|(s, c)| PenaltyCardOut {
                seat: s.letter().to_string(),
                card: format!("{c:#}"),
            })
            .collect(),
        designation: designation(table).map(|(index, seat, cards)| DesignationOut {
            ruling: index + 1,
            chooser: table.pending().and_then(|(_, r)| match r.chooser {
                Some(tablelaw::Chooser::Seat(s)) => Some(s.letter().to_string()),
                Some(tablelaw::Chooser::Defenders) => Some("defenders".to_owned()),
                _ => None,
            }),
            seat: seat.letter().to_string(),
            cards: cards.iter().map(|c| format!("{c:#}")).collect(),
        }),
    }
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
                kind(i),
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
            LeadRestriction::Prohibit { seat, suit } => {
                format!(
                    "{} may not lead {} while he retains the lead",
                    seat.name(),
                    suit.name()
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
        let list: Vec<String> = owed
            .iter()
            .map(|(s, c)| format!("{} {c}", s.name()))
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
    if play.is_over() {
        let c = play.contract();
        let needed = c.bid.level + 6;
        let made = play.declarer_tricks();
        let verdict = match made.checked_sub(needed) {
            Some(0) => "made".to_owned(),
            Some(1) => "made, with 1 overtrick".to_owned(),
            Some(n) => format!("made, with {n} overtricks"),
            None => format!("down {}", needed - made),
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
