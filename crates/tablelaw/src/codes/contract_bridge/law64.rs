//! The tricks after rectification: the tricks won in play, the remaining
//! tricks as a claim or concession settles them (Laws 69-71), the transfer
//! of Law 64 after each established revoke, and the director's adjustment
//! (64C), giving the tricks the score is made on (Law 77).

use serde::Serialize;

use super::revoke::{Revoke, RevokeStatus};
use crate::law::Citation;
use crate::play::Trick;
use crate::seat::{BySide, Seat, Side};

/// The trick adjustment for one established revoke (Law 64).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct RevokeAdjustment {
    /// The revoke, as an index into [`ContractBridge::revokes`](super::ContractBridge::revokes).
    pub revoke: usize,
    /// The side that revoked.
    pub offenders: Side,
    /// The tricks transferred to the non-offending side.
    pub tricks: u8,
    /// The clause that decides it (64A1, 64A2 or a case of 64B).
    pub law: Citation,
    /// Why, in plain words.
    pub reason: String,
}

/// The deal's tricks after rectification.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Tricks {
    /// The tricks won in play.
    pub played: BySide<u8>,
    /// The tricks not played that a claim or concession gave each side
    /// (Laws 69, 70, 71), if one ended the play.
    pub claimed: Option<BySide<u8>>,
    /// The transfers of Law 64, revoke by revoke.
    pub adjustments: Vec<RevokeAdjustment>,
    /// The declaring side's tricks the director assigned under Law 64C, if he did.
    pub assigned: Option<u8>,
    /// The tricks each side is scored with.
    pub total: BySide<u8>,
}

/// What Law 64 needs of a deal besides its revokes.
pub(crate) struct Law64Input<'a> {
    /// The quitted tricks and their winners.
    pub tricks: &'a [(Trick, Seat)],
    /// Each side's tricks of those not played, by a claim or concession.
    pub claimed: Option<BySide<u8>>,
    /// Declarer (a trick won in dummy is not won by declarer, footnote 19).
    pub declarer: Seat,
    /// 64B7 needs both revokes established (2017), or any revoke of both sides (2007).
    pub b7_established: bool,
    /// Attention was first drawn too late: after a call on the next deal
    /// (`Some(false)`, 64B4), or after the round ended (`Some(true)`, 64B5).
    pub noticed_late: Option<bool>,
}

/// Law 64 for each established revoke of `revokes`, in order: the tricks
/// transferred never exceed those the offending side won at or after the
/// revoke trick that an earlier transfer has not taken.
pub(crate) fn adjustments(
    revokes: &[Revoke],
    input: &Law64Input<'_>,
    cite: &dyn Fn(&'static str) -> Citation,
    cite_67: &dyn Fn() -> Citation,
) -> Vec<RevokeAdjustment> {
    let mut out = Vec::new();
    let mut taken = BySide([0u8, 0]);
    let dummy = input.declarer.partner();
    let sides_revoked = |established_only: bool| {
        let by = |side: Side| {
            revokes.iter().any(|r| {
                r.seat.side() == side
                    && (!established_only || r.status == RevokeStatus::Established)
            })
        };
        by(Side::NorthSouth) && by(Side::EastWest)
    };
    let both = sides_revoked(input.b7_established);
    for (i, r) in revokes.iter().enumerate() {
        if r.status != RevokeStatus::Established && !r.as_established {
            continue;
        }
        let side = r.seat.side();
        let won_from = |trick: usize| {
            let played = input
                .tricks
                .iter()
                .skip(trick)
                .filter(|(_, w)| w.side() == side)
                .count() as u8;
            played + input.claimed.map_or(0, |c| c[side])
        };
        let available = won_from(r.trick as usize).saturating_sub(taken[side]);
        let winner = input.tricks.get(r.trick as usize).map(|&(_, w)| w);
        let earlier_same = revokes[..i].iter().any(|e| {
            e.status == RevokeStatus::Established
                && e.seat == r.seat
                && e.led == r.led
                && e.led.is_some()
        });
        let none = |law: &'static str, reason: String| RevokeAdjustment {
            revoke: i,
            offenders: side,
            tricks: 0,
            law: cite(law),
            reason,
        };
        let adj = if r.failure == super::revoke::RevokeFailure::DefectiveTrick {
            // 67B1: one trick, as by 64A2, if the side won that or a later trick.
            let won = won_from(r.trick as usize) > 0;
            RevokeAdjustment {
                revoke: i,
                offenders: side,
                tricks: u8::from(won).min(available),
                law: cite_67(),
                reason: if won {
                    format!(
                        "{} is deemed to have revoked on the defective trick: one trick is transferred as by Law 64A2",
                        r.seat.name()
                    )
                } else {
                    format!(
                        "{} is deemed to have revoked on the defective trick, but his side won neither it nor a later trick",
                        r.seat.name()
                    )
                },
            }
        } else if let Some(after_round) = input.noticed_late {
            if after_round {
                none(
                    "B5",
                    "attention was first drawn to it after the round ended (64B5): no automatic trick adjustment".to_owned(),
                )
            } else {
                none(
                    "B4",
                    "attention was first drawn to it after a non-offender called on the next deal (64B4): no automatic trick adjustment".to_owned(),
                )
            }
        } else if r.trick == 11 {
            none(
                "B6",
                "a revoke on the twelfth trick: no automatic trick adjustment".to_owned(),
            )
        } else if both {
            none(
                "B7",
                "both sides revoked on the board: no automatic trick adjustment; the director adjusts the score if a side was damaged (64C)".to_owned(),
            )
        } else if r.seat == dummy || r.penalty_card {
            none(
                "B3",
                if r.seat == dummy {
                    "a revoke in failing to play a card belonging to dummy: no automatic trick adjustment".to_owned()
                } else {
                    "a revoke in failing to play a penalty card: no automatic trick adjustment"
                        .to_owned()
                },
            )
        } else if earlier_same {
            none(
                "B2",
                "a later revoke in the same suit by the same player, the first established: no automatic trick adjustment (64C may apply)".to_owned(),
            )
        } else if won_from(r.trick as usize) == 0 {
            none(
                "B1",
                "the offending side won neither the revoke trick nor any later trick: no automatic trick adjustment".to_owned(),
            )
        } else if winner == Some(r.seat) {
            let later = won_from(r.trick as usize + 1) > 0;
            let n = if later { 2 } else { 1 };
            let t = n.min(available);
            RevokeAdjustment {
                revoke: i,
                offenders: side,
                tricks: t,
                law: cite("A1"),
                reason: format!(
                    "{} won the revoke trick: it is transferred{}",
                    r.seat.name(),
                    if later {
                        ", with one later trick the offending side won"
                    } else {
                        "; the offending side won no later trick"
                    }
                ),
            }
        } else {
            RevokeAdjustment {
                revoke: i,
                offenders: side,
                tricks: 1.min(available),
                law: cite("A2"),
                reason: format!(
                    "{} did not win the revoke trick{}, and the offending side won it or a later trick: one trick is transferred",
                    r.seat.name(),
                    if winner == Some(dummy) && r.seat == input.declarer {
                        " (a trick won in dummy is not won by declarer)"
                    } else {
                        ""
                    }
                ),
            }
        };
        taken[side] += adj.tricks;
        out.push(adj);
    }
    out
}

/// The tricks each side is scored with: those won in play and by the
/// claim, with the transfers.
pub(crate) fn total(
    played: BySide<u8>,
    claimed: Option<BySide<u8>>,
    adjustments: &[RevokeAdjustment],
) -> BySide<u8> {
    let mut t = played;
    if let Some(c) = claimed {
        t[Side::NorthSouth] += c[Side::NorthSouth];
        t[Side::EastWest] += c[Side::EastWest];
    }
    for a in adjustments {
        let n = a.tricks.min(t[a.offenders]);
        t[a.offenders] -= n;
        t[a.offenders.opponents()] += n;
    }
    t
}

impl super::ContractBridge {
    /// Whether the play is finished: thirteen tricks played, or the rest
    /// settled by a claim or concession.
    pub fn play_finished(&self) -> bool {
        self.play
            .as_ref()
            .is_some_and(|p| p.is_over() || self.claim_settled())
    }

    /// The tricks after rectification, once the play is finished: those
    /// won in play, the claim's, Law 64's transfers and the director's
    /// assignment under 64C.
    pub fn tricks(&self) -> Option<Tricks> {
        let play = self.play.as_ref()?;
        if !self.play_finished() {
            return None;
        }
        let played = play.won();
        if self.scored_as_played() {
            return Some(Tricks {
                played,
                claimed: None,
                adjustments: Vec::new(),
                assigned: None,
                total: played,
            });
        }
        let claimed = self.claimed_split();
        let revokes = self.revokes();
        let laws = self.play_laws();
        let input = Law64Input {
            tricks: play.tricks(),
            claimed,
            declarer: play.contract().declarer,
            b7_established: laws.both_established_for_64b7(),
            noticed_late: self.revoke_findings.0,
        };
        let adjustments = adjustments(&revokes, &input, &|clause| laws.cite(64, clause), &|| {
            laws.cite(67, "B1")
        });
        let mut total = total(played, claimed, &adjustments);
        let assigned = self.revoke_findings.1;
        if let Some(t) = assigned {
            let side = play.contract().declarer.side();
            total[side] = t;
            total[side.opponents()] = 13 - t;
        }
        Some(Tricks {
            played,
            claimed,
            adjustments,
            assigned,
            total,
        })
    }

    /// Whether the tricks are scored as played: no claim, no revoke,
    /// nothing assigned.
    fn scored_as_played(&self) -> bool {
        self.claim.is_none()
            && self.revoke_findings.1.is_none()
            && self.revoking.as_ref().is_none_or(|r| r.points.is_empty())
    }

    /// The declaring side's tricks after rectification, once the play is
    /// finished.
    pub(super) fn declarer_tricks(&self) -> Option<u8> {
        let play = self.play.as_ref().filter(|_| self.play_finished())?;
        let side = play.contract().declarer.side();
        if self.scored_as_played() {
            return Some(play.won()[side]);
        }
        Some(self.tricks()?.total[side])
    }

    /// The tricks the declaring side won, once the play is finished
    /// (after the rectifications of Laws 64 and 69-71).
    pub fn declarer_tricks_won(&self) -> Option<u8> {
        self.play_finished()
            .then(|| self.declarer_tricks())
            .flatten()
    }

    /// Duplicate Laws 64B4, B5: attention was first drawn to the revokes too late.
    pub(super) fn revoke_noticed_late(
        &mut self,
        after_round: bool,
    ) -> Result<(), crate::table::EventError> {
        if !self
            .revokes()
            .iter()
            .any(|r| r.status == super::RevokeStatus::Established)
        {
            return Err(crate::table::EventError::NotNow {
                why: "no revoke is established (63)".to_owned(),
            });
        }
        self.revoke_findings.0 = Some(after_round);
        let (clause, when) = if after_round {
            ("B5", "after the round ended")
        } else {
            ("B4", "after a non-offender called on the next deal")
        };
        let r = self.play_ruling(
            64,
            clause,
            None,
            format!("attention was first drawn to the revoke {when}: there is no automatic trick adjustment (64{clause}); the director may still adjust (64C)"),
        );
        self.rule(r);
        Ok(())
    }

    /// Duplicate Law 64C: the director assigns the declaring side's tricks.
    pub(super) fn revoke_equity(&mut self, tricks: u8) -> Result<(), crate::table::EventError> {
        if tricks > 13 {
            return Err(crate::table::EventError::NotNow {
                why: "a side takes at most 13 tricks".to_owned(),
            });
        }
        if !self
            .revokes()
            .iter()
            .any(|r| r.status == super::RevokeStatus::Established)
        {
            return Err(crate::table::EventError::NotNow {
                why: "no revoke is established: Law 64C adjusts after an established revoke"
                    .to_owned(),
            });
        }
        self.revoke_findings.1 = Some(tricks);
        // 2017 64C2(b) when both sides revoked, C2(a) after repeated
        // revokes by one player in one suit, C1 otherwise; 2007's 64C is
        // one paragraph.
        let all = self.revokes();
        let established: Vec<&Revoke> = all
            .iter()
            .filter(|r| r.status == super::RevokeStatus::Established)
            .collect();
        let both = established
            .iter()
            .any(|r| r.seat.side() == Side::NorthSouth)
            && established.iter().any(|r| r.seat.side() == Side::EastWest);
        let repeated = established.iter().enumerate().any(|(i, a)| {
            established[..i]
                .iter()
                .any(|b| b.seat == a.seat && b.led.is_some() && b.led == a.led)
        });
        let sub = if both {
            "C2(b)"
        } else if repeated {
            "C2(a)"
        } else {
            "C1"
        };
        let laws = self.play_laws();
        let exact = laws.cite(64, sub);
        let mut r = self.play_ruling(
            64,
            "C",
            None,
            format!(
                "the director deems the non-offending side insufficiently compensated by Law 64 for the damage caused, and assigns an adjusted score: the declaring side is scored with {tricks} tricks (64C)"
            ),
        );
        if exact.in_code() {
            r.set_law(exact);
        }
        self.rule(r);
        Ok(())
    }
}
