//! The revoke (Laws 63, 73, 83, 84, 85, 89): recorded when made,
//! established when its trick is turned and quitted (taken as done when a
//! card is played to the following trick, or at the end of the hand) or
//! when the revoking side plays to the following trick, and its penalty in
//! the score at the end of the hand. Its correction is `correction`'s.

use serde::Serialize;

use super::DealScore;
use super::auction::{AuctionBridge, FinalDeclaration, cite};
use super::correction::RevokePoint;
use super::irregular::Awaiting;
use super::score::{Column, ScoreEntry};
use crate::card::Card;
use crate::law::Citation;
use crate::ruling::{Chooser, OptionId, Ruling, option};
use crate::seat::{Seat, Side};

/// A revoke, or a penalty not obeyed that is liable to the penalty for a
/// revoke (Law 73).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Revoke {
    /// Who revoked.
    pub seat: Seat,
    /// The card.
    pub card: Card,
    /// The trick it was played to, 0 to 12.
    pub trick: u8,
    /// Law 83 (a revoke), or Law 73 (a penalty not obeyed).
    pub law: Citation,
    /// Whether the trick has been turned and quitted (Law 83).
    pub established: bool,
    /// Whether his partner asked him, before the trick was turned and
    /// quitted, if he had a card of the suit renounced (Law 85).
    pub asked: bool,
    /// Whether he answered that question in the negative (Law 85).
    pub answered_no: bool,
    /// Whether he corrected it in time to save it (Law 86).
    pub corrected: bool,
    /// The ruling that records it.
    pub ruling: usize,
}

/// Declarer's choice for the adversaries' revoke (Law 84(b)).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum RevokePenalty {
    /// 150 points in the honour column.
    Points,
    /// Three tricks taken from the adversaries.
    Tricks,
    /// Dummy called attention to it: no penalty may be exacted (Law 61).
    Waived,
}

impl AuctionBridge {
    /// The revokes made in the play, established or not.
    pub fn revokes(&self) -> &[Revoke] {
        &self.laws.revokes
    }

    /// Declarer's choice under Law 84(b), once made.
    pub fn revoke_penalty(&self) -> Option<RevokePenalty> {
        self.laws.revoke_penalty
    }

    /// Records a revoke (Law 83) or a penalty not obeyed (Law 73) by
    /// `seat`, who just played `card`.
    /// `before` is the play as it stood before the card, kept for its
    /// correction (Law 86; Law 73's before the trick is quitted).
    pub(crate) fn record_revoke(
        &mut self,
        seat: Seat,
        card: Card,
        law: u8,
        why: String,
        before: Option<RevokePoint>,
    ) {
        let Some(play) = self.play.as_ref() else {
            return;
        };
        let played = play.cards_played();
        // The card is the last played: to the trick in progress, or to the
        // trick it completed.
        let trick = (played.saturating_sub(1) / 4) as u8;
        let text = if law == 73 {
            format!(
                "{} {why} with {card:#}: he is liable to the penalty for a revoke, unless the play is corrected before the trick is turned and quitted",
                seat.name()
            )
        } else {
            format!(
                "{} revoked: he played {card:#} holding a card of the suit led; the revoke is established when the trick is turned and quitted",
                seat.name()
            )
        };
        let ruling = self.rule(Ruling::new(cite(law, ""), Some(seat), text));
        self.laws.revokes.push(Revoke {
            seat,
            card,
            trick,
            law: cite(law, ""),
            established: false,
            asked: false,
            answered_no: false,
            corrected: false,
            ruling,
        });
        self.laws.revoke_points.push(before);
    }

    /// Law 83: a revoke is established once its trick is turned and
    /// quitted (taken as done once a card is played to the following
    /// trick, or the hand is over), or once the revoking player or his
    /// partner leads or plays to the following trick. A question of his
    /// partner's asked before the quitting (Law 85) saves it from the
    /// quitting, unless he answered it in the negative.
    pub(crate) fn establish_revokes(&mut self) {
        self.quit_dummy_revokes();
        let Some(play) = self.play.as_ref() else {
            return;
        };
        let over = play.is_over();
        let mut newly = Vec::new();
        for (i, r) in self.laws.revokes.iter().enumerate() {
            if r.established || r.corrected {
                continue;
            }
            let quitted = over || play.played_after_trick(r.trick);
            let saved = r.asked && !r.answered_no;
            let by_side = play.side_played_after(r.seat.side(), r.trick);
            if by_side || over || (quitted && !saved) {
                newly.push((i, by_side && saved));
            }
        }
        for (i, by_side) in newly {
            let r = &mut self.laws.revokes[i];
            r.established = true;
            self.laws.revoke_points[i] = None;
            let note = if by_side {
                format!(
                    "established: {} or his partner played to the trick after trick {} (Laws 83, 85)",
                    r.seat.name(),
                    r.trick + 1
                )
            } else {
                format!(
                    "established: trick {} was turned and quitted (Law 83)",
                    r.trick + 1
                )
            };
            if let Some(x) = self.rulings.get_mut(r.ruling) {
                x.notes.push(note);
            }
        }
    }

    /// The established revokes of each side: (declarer's, adversaries').
    fn revokes_by_side(&self, f: &FinalDeclaration) -> (usize, usize) {
        let side = f.declarer.side();
        let est = self.laws.revokes.iter().filter(|r| r.established);
        let ours = est.clone().filter(|r| r.seat.side() == side).count();
        let theirs = est.filter(|r| r.seat.side() != side).count();
        (ours, theirs)
    }

    /// At the end of the hand, the penalty for the established revokes
    /// (Laws 84, 89), claimed before the cut for the next deal (Law 88):
    /// the engine sees every trick, so every established revoke is taken
    /// as claimed (Law 87).
    pub(crate) fn offer_revoke_penalty(&mut self) {
        let Some(f) = self.final_declaration().copied() else {
            return;
        };
        if !self.play.as_ref().is_some_and(|p| p.is_over()) || self.laws.revoke_ruled {
            return;
        }
        let (ours, theirs) = self.revokes_by_side(&f);
        if ours + theirs == 0 {
            return;
        }
        self.laws.revoke_ruled = true;
        let side = f.declarer.side();
        let extra = |n: usize, by: Side| {
            if n > 1 {
                format!(
                    "; each revoke of {by} after the first: 100 points in the honour column to {} (Law 84(c))",
                    by.opponents()
                )
            } else {
                String::new()
            }
        };
        if ours > 0 && theirs > 0 {
            self.rule(Ruling::new(
                cite(89, ""),
                None,
                format!(
                    "at the end of the hand: both sides revoked ({side} {ours}, {} {theirs}): the only score permitted is for honours in trumps or chicane{}{}",
                    side.opponents(),
                    extra(ours, side),
                    extra(theirs, side.opponents())
                ),
            ));
        } else if ours > 0 {
            self.rule(Ruling::new(
                cite(84, "(a)"),
                None,
                format!(
                    "at the end of the hand: the declarer revoked: his adversaries add 150 points to their score in the honour column, besides any penalty for not making good his declaration; a revoking side cannot score, except for honours or chicane{}",
                    extra(ours, side)
                ),
            ));
        } else {
            let r = Ruling::new(
                cite(84, "(b)"),
                None,
                format!(
                    "at the end of the hand: {} revoked: declarer may add 150 points to his score in the honour column, or take three tricks from his adversaries and add them to his own; a revoking side cannot score, except for honours or chicane{}",
                    side.opponents(),
                    extra(theirs, side.opponents())
                ),
            )
            .choice(
                Chooser::Seat(f.declarer),
                vec![
                    option(
                        OptionId::TakePoints,
                        "150 points in declarer's honour column",
                    ),
                    option(
                        OptionId::TakeTricks,
                        "three tricks taken from the adversaries: they may help declarer make good his declaration, but give no bonus for a doubled or redoubled declaration",
                    ),
                ],
            );
            self.open_in_play(r, Awaiting::Revoke);
        }
    }

    /// The score with the revoke penalties (Laws 84, 89).
    pub(crate) fn score_with_revokes(&self, f: FinalDeclaration, tricks: u8) -> DealScore {
        let (ours, theirs) = self.revokes_by_side(&f);
        let deal = self.deal.as_ref();
        if ours + theirs == 0 {
            return DealScore::new(f, tricks, deal);
        }
        let side = f.declarer.side();
        let honours = |e: &ScoreEntry| matches!(e.law.law, 6 | 9);
        let entry = |side: Side, points: i32, what: String, law: Citation| ScoreEntry {
            side,
            column: Column::Honour,
            points,
            what,
            law,
        };
        let extras = |s: &mut DealScore, n: usize, by: Side| {
            if n > 1 {
                s.entries.push(entry(
                    by.opponents(),
                    100 * (n as i32 - 1),
                    format!(
                        "{} revoke{} of {by} after the first",
                        n - 1,
                        if n == 2 { "" } else { "s" }
                    ),
                    cite(84, "(c)"),
                ));
            }
        };
        if ours > 0 && theirs > 0 {
            let mut s = DealScore::new(f, tricks, deal);
            s.entries.retain(honours);
            s.notes.push(
                "both sides revoked: only honours in trumps and chicane are scored (Law 89)"
                    .to_owned(),
            );
            extras(&mut s, ours, side);
            extras(&mut s, theirs, side.opponents());
            return s;
        }
        if ours > 0 {
            let mut s = DealScore::new(f, tricks, deal);
            s.entries.retain(|e| e.side != side || honours(e));
            s.entries.push(entry(
                side.opponents(),
                150,
                "the declarer's revoke".to_owned(),
                cite(84, "(a)"),
            ));
            s.notes.push(format!(
                "{side} revoked: they score only honours and chicane (Law 84)"
            ));
            extras(&mut s, ours, side);
            return s;
        }
        let penalty = self.laws.revoke_penalty;
        let taken = penalty == Some(RevokePenalty::Tricks);
        let mut s = DealScore::new(
            f,
            if taken {
                tricks.saturating_add(3).min(13)
            } else {
                tricks
            },
            deal,
        );
        s.entries.retain(|e| e.side == side || honours(e));
        match penalty {
            Some(RevokePenalty::Tricks) => {
                // Slam and little slam are made independently of tricks
                // taken as penalty for the revoke (Laws 7, 8).
                s.entries.retain(|e| !matches!(e.law.law, 7 | 8 | 56));
                s.entries.extend(super::score::slam_entry(side, tricks));
                s.notes.push(format!(
                    "three tricks taken from {} for their revoke (Law 84(b)): {tricks} won in play; no bonus for a doubled or redoubled declaration",
                    side.opponents()
                ));
            }
            Some(RevokePenalty::Points) => s.entries.push(entry(
                side,
                150,
                format!("the revoke of {}", side.opponents()),
                cite(84, "(b)"),
            )),
            Some(RevokePenalty::Waived) => s.notes.push(
                "dummy called attention to the revoke: declarer may not exact its penalty (Law 61)"
                    .to_owned(),
            ),
            None => s
                .notes
                .push("the penalty for the revoke awaits declarer's choice (Law 84(b))".to_owned()),
        }
        s.notes.push(format!(
            "{} revoked: they score only honours and chicane (Law 84)",
            side.opponents()
        ));
        extras(&mut s, theirs, side.opponents());
        s
    }
}
