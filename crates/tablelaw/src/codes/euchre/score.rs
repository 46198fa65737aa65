//! The score (Laws 1-7): the points of a deal, the game of five with the
//! lap carried, and the rubber.

use std::borrow::Cow;

use serde::Serialize;
use smallvec::SmallVec;

use crate::law::Citation;
use crate::seat::{BySide, Side};

use super::hand::{Hand, Stage, law};
use super::options::{EuchreOptions, PenaltyScoring};

/// Points scored in a deal, with the law.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ScoreEntry {
    /// The side whose score changes.
    pub side: Side,
    /// The points: added, or taken away when negative
    /// ([`PenaltyScoring::FromOffenders`]).
    pub points: i8,
    /// The law.
    pub law: Citation,
    /// Why, in words (a regular deal's is one of a few constant texts,
    /// borrowed rather than allocated).
    pub reason: Cow<'static, str>,
}

/// The points of a finished deal, in the order they are scored: the revoke
/// penalty first (Law 4), then the forfeit of Law 90, then the hand.
pub fn deal_points(hand: &Hand, options: &EuchreOptions) -> Vec<ScoreEntry> {
    let mut out = Vec::new();
    let lone = hand.lone_hand().is_some();
    let penalty =
        |out: &mut Vec<ScoreEntry>, offenders: Side, points: i8, law: Citation, reason: String| {
            let entry = match options.penalties {
                PenaltyScoring::ToAdversaries => ScoreEntry {
                    side: offenders.opponents(),
                    points,
                    law,
                    reason: reason.into(),
                },
                PenaltyScoring::FromOffenders => ScoreEntry {
                    side: offenders,
                    points: -points,
                    law,
                    reason: reason.into(),
                },
            };
            out.push(entry);
        };
    // Laws 63, 71: each revoke costs 3 (5 in a lone hand); equal numbers cancel.
    let mut count = BySide([0i8; 2]);
    for r in hand.revokes() {
        count[r.seat.side()] += 1;
    }
    let mut barred: Option<Side> = None;
    for side in [Side::NorthSouth, Side::EastWest] {
        let net = count[side] - count[side.opponents()];
        if net > 0 {
            let each = if lone { 5 } else { 3 };
            let cancelled = count[side.opponents()];
            let mut reason = format!("{net} revoke(s) by {side}, {each} points each");
            if cancelled > 0 {
                reason.push_str(&format!(
                    "; {cancelled} cancelled by the adversaries' (Law 71)"
                ));
            }
            penalty(&mut out, side, net * each, law(63, ""), reason);
            barred = Some(side);
        }
    }
    // Law 90: the side forfeits two (four in a lone hand) and scores nothing.
    if let Some(side) = hand.forfeit() {
        let points = if lone { 4 } else { 2 };
        penalty(
            &mut out,
            side,
            points,
            law(90, ""),
            "the dealer played without discarding".to_owned(),
        );
        barred = barred.or(Some(side));
    }
    if hand.stage() != Stage::PlayedOut {
        return out;
    }
    let Some(makers) = hand.makers() else {
        return out;
    };
    let tricks = hand.won()[makers];
    let abandoned = hand.abandoned().zip(hand.lone_hand());
    let (side, points, cite, reason): (Side, u8, Citation, String) =
        if let Some((seat, lone)) = abandoned {
            // Law 50: an adversary abandoned his hand against the lone hand.
            (
                lone.side(),
                5,
                law(50, ""),
                format!("{} abandoned his hand against the lone hand", seat.name()),
            )
        } else if tricks >= 3 {
            let (points, cite, what) = match (tricks, lone) {
                (5, true) if hand.partner_exposed() => (
                    2,
                    law(102, ""),
                    "a lone hand's march, his partner having exposed a card",
                ),
                (5, true) => (options.lone_march, law(3, ""), "a lone hand's march"),
                (5, false) => (2, law(2, ""), "a march"),
                (_, true) => (1, law(3, ""), "three or four tricks alone"),
                (_, false) => (1, law(2, ""), "three or four tricks"),
            };
            (makers, points, cite, format!("{what}: {tricks} tricks"))
        } else if lone || hand.defender_alone().is_some() {
            // Law 3 gives 4 against a lone hand (a table option); a euchre by a
            // lone defender is 4 by today's custom.
            let (reason, points) = match hand.defender_alone() {
                Some(_) => ("euchre by a lone defender (defending alone)", 4),
                None => ("euchre of a lone hand", options.lone_euchred),
            };
            (
                makers.opponents(),
                points,
                law(3, ""),
                format!("{reason}: the makers took {tricks}"),
            )
        } else {
            (
                makers.opponents(),
                2,
                law(2, ""),
                format!("euchre: the makers took {tricks}"),
            )
        };
    if barred == Some(side) {
        out.push(ScoreEntry {
            side,
            points: 0,
            law: if hand.forfeit() == Some(side) {
                law(90, "")
            } else {
                law(4, "")
            },
            reason: format!("{reason}, not scored: {side} incurred a penalty on this hand").into(),
        });
    } else {
        out.push(ScoreEntry {
            side,
            points: i8::try_from(points).unwrap_or(i8::MAX),
            law: cite,
            reason: reason.into(),
        });
    }
    out
}

/// A game won.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct GameRecord {
    /// Who won it.
    pub winner: Side,
    /// The score at its end, the winner's at the game's total.
    pub points: BySide<u8>,
    /// Points beyond the total, carried into the next game (the lap).
    pub lap: u8,
    /// What it counts in the rubber: 1, or 2 if the losers failed to score (Law 7).
    pub value: u8,
}

/// The score of a rubber (Laws 1, 2, 7).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct RubberScore {
    /// The points of the game in progress.
    pub points: BySide<u8>,
    /// The games won, in order.
    #[serde(serialize_with = "super::trick::ser::inline")]
    pub games: SmallVec<[GameRecord; 4]>,
    /// Whether the rubber is over.
    pub over: bool,
}

impl RubberScore {
    /// A rubber not begun.
    pub fn new() -> RubberScore {
        RubberScore {
            points: BySide([0; 2]),
            games: SmallVec::new(),
            over: false,
        }
    }

    /// Scores one entry, to a game of `target` points.
    pub fn add(&mut self, entry: &ScoreEntry, target: u8) {
        if self.over {
            return;
        }
        let side = entry.side;
        let p = &mut self.points[side];
        *p = if entry.points >= 0 {
            p.saturating_add(entry.points.unsigned_abs())
        } else {
            p.saturating_sub(entry.points.unsigned_abs())
        };
        if self.points[side] < target {
            return;
        }
        let lap = self.points[side] - target;
        let mut points = self.points;
        points[side] = target;
        let loser = points[side.opponents()];
        self.games.push(GameRecord {
            winner: side,
            points,
            lap,
            value: if loser == 0 { 2 } else { 1 },
        });
        self.points = BySide([0; 2]);
        self.points[side] = lap;
        // Law 1: three games are played; a fourth if the third laps.
        let n = self.games.len();
        if n >= 4 || (n == 3 && lap == 0) {
            self.over = true;
        }
    }

    /// The side that won the rubber: two of the first three games (Law 1).
    pub fn winner(&self) -> Option<Side> {
        let first: Vec<Side> = self.games.iter().take(3).map(|g| g.winner).collect();
        [Side::NorthSouth, Side::EastWest]
            .into_iter()
            .find(|&s| first.iter().filter(|&&w| w == s).count() >= 2)
    }

    /// The rubber's points to each side: each game 1 or 2, and 2 to the
    /// winners of the rubber (Law 7); known once the rubber is over.
    pub fn rubber_points(&self) -> Option<BySide<u8>> {
        if !self.over {
            return None;
        }
        let mut out = BySide([0u8; 2]);
        for g in &self.games {
            out[g.winner] += g.value;
        }
        if let Some(w) = self.winner() {
            out[w] += 2;
        }
        Some(out)
    }
}

impl Default for RubberScore {
    fn default() -> RubberScore {
        RubberScore::new()
    }
}
