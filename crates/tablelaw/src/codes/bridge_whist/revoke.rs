//! The revoke under the 1907 laws: dummy is not liable (law 66); a revoke
//! is established when its trick is turned and quitted (laws 84, 85); each
//! costs the revoking side three tricks, added to the adversaries' (law
//! 86), thirteen at most (law 94); the revoking side cannot score game in
//! that hand, nor more than twenty-eight toward it (law 88); both sides
//! revoking, neither can win the game by that hand (law 93).
//!
//! The laws are numbered as in the module doc's table (docs/decisions.md).

use serde::Serialize;

use super::correction::RevokePoint;
use super::law;
use super::score::DealScore;
use super::state::BridgeWhist;
use crate::card::Card;
use crate::law::Citation;
use crate::ruling::Ruling;
use crate::seat::{BySide, Seat, Side};

/// The most a revoking side may score toward game in the hand (law 88).
pub const REVOKE_GAME_CAP: u32 = 28;

/// A revoke made in the play (law 84).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct WhistRevoke {
    /// Who revoked.
    pub seat: Seat,
    /// The card played.
    pub card: Card,
    /// The trick, 0 to 12.
    pub trick: u8,
    /// Law 84 (a revoke), or law 75 (a penalty not obeyed).
    pub law: Citation,
    /// Whether its trick has been turned and quitted (law 85).
    pub established: bool,
    /// Whether his partner asked him, before the trick was turned and
    /// quitted, whether he had not a card of the suit renounced (law 89).
    pub asked: bool,
    /// Whether he answered that question in the negative (law 89).
    pub answered_no: bool,
    /// Whether he corrected it in time to save it (law 90).
    pub corrected: bool,
    /// The ruling that records it.
    pub ruling: usize,
}

impl BridgeWhist {
    /// The revokes made in the play.
    pub fn revokes(&self) -> &[WhistRevoke] {
        &self.revokes
    }

    /// A card that did not follow suit, just played by `seat` (laws 66, 84).
    /// `before` is the play as it stood before the card, kept for its
    /// correction (laws 66, 90).
    pub(crate) fn on_revoke(&mut self, seat: Seat, card: Card, before: Option<RevokePoint>) {
        if seat == self.dummy() {
            self.record_dummy_revoke(seat, card, before);
            return;
        }
        self.record_revoke(
            seat,
            card,
            84,
            "revoked: he played a card of another suit holding a card of the suit led",
            before,
        );
    }

    /// Records a revoke (law 84), or a penalty not obeyed that is liable to
    /// the penalty for a revoke (law 75), by `seat`, who just played `card`;
    /// `before` is kept for its correction (laws 75, 90).
    pub(crate) fn record_revoke(
        &mut self,
        seat: Seat,
        card: Card,
        number: u8,
        why: &str,
        before: Option<RevokePoint>,
    ) {
        let Some(play) = self.play.as_ref() else {
            return;
        };
        let trick = (play.cards_played().saturating_sub(1) / 4) as u8;
        let ruling = self.rulings.len();
        self.rule(
            Ruling::new(
                law(number, ""),
                Some(seat),
                format!(
                    "{} {why} ({card:#}): the revoke is established when the trick is turned and quitted (law 85), and costs his side three tricks (law 86)",
                    seat.name()
                ),
            ),
            None,
        );
        self.revokes.push(WhistRevoke {
            seat,
            card,
            trick,
            law: law(number, ""),
            established: false,
            asked: false,
            answered_no: false,
            corrected: false,
            ruling,
        });
        self.laws.revoke_points.push(before);
    }

    /// Law 85: established once the trick is turned and quitted (taken as
    /// done once a card is played to the following trick, or the hand is
    /// over), or once the revoking player or his partner leads or plays to
    /// the following trick. A question of his partner's asked before the
    /// quitting saves it from the quitting, unless answered no (law 89).
    pub(crate) fn establish_revokes(&mut self) {
        self.quit_dummy_revokes();
        let Some(play) = self.play.as_ref() else {
            return;
        };
        let over = play.is_over();
        let mut newly = Vec::new();
        for (i, r) in self.revokes.iter().enumerate() {
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
            let r = &mut self.revokes[i];
            r.established = true;
            if let Some(slot) = self.laws.revoke_points.get_mut(i) {
                *slot = None;
            }
            let note = if by_side {
                format!(
                    "established: {} or his partner played to the trick after trick {} (laws 85, 89)",
                    r.seat.name(),
                    r.trick + 1
                )
            } else {
                format!(
                    "established: trick {} was turned and quitted (law 85)",
                    r.trick + 1
                )
            };
            if let Some(x) = self.rulings.get_mut(r.ruling) {
                x.notes.push(note);
            }
        }
    }

    /// The tricks each side counts after the revoke penalties (laws 86,
    /// 94): three a revoke taken from the revoking side, no more than it
    /// won, thirteen at most in all; and the sides that revoked.
    pub(crate) fn tricks_after_revokes(&self, won: BySide<u8>) -> (BySide<u8>, BySide<bool>) {
        let mut tricks = won;
        let mut revoked = BySide([false, false]);
        let mut taken_in_all = 0u8;
        for side in [Side::NorthSouth, Side::EastWest] {
            let n = self
                .revokes
                .iter()
                .filter(|r| r.established && !r.corrected && r.seat.side() == side)
                .count();
            if n == 0 {
                continue;
            }
            revoked[side] = true;
            let due = u8::try_from(n.saturating_mul(3)).unwrap_or(u8::MAX);
            let take = due.min(tricks[side]).min(13u8.saturating_sub(taken_in_all));
            taken_in_all += take;
            tricks[side] -= take;
            tricks[side.opponents()] += take;
        }
        (tricks, revoked)
    }

    /// The score after the revoke penalties: the tricks moved (laws 86,
    /// 94), and a revoking side's points toward game held to twenty-eight
    /// (law 88; both sides, law 93). Records the ruling.
    pub(crate) fn apply_revoke_penalty(&mut self, score: &mut DealScore, won: BySide<u8>) {
        let (tricks, revoked) = self.tricks_after_revokes(won);
        if !revoked[Side::NorthSouth] && !revoked[Side::EastWest] {
            return;
        }
        let before = self.standing;
        for side in [Side::NorthSouth, Side::EastWest] {
            if revoked[side] {
                let room = REVOKE_GAME_CAP.saturating_sub(before.toward_game[side]);
                score.trick_points[side] = score.trick_points[side].min(room);
            }
        }
        let both = revoked[Side::NorthSouth] && revoked[Side::EastWest];
        let who: Vec<String> = [Side::NorthSouth, Side::EastWest]
            .into_iter()
            .filter(|&s| revoked[s])
            .map(|s| s.to_string())
            .collect();
        let text = format!(
            "at the end of the hand: {} revoked; three tricks a revoke are taken from the revoking side and added to its adversaries' (tricks won {} NS, {} EW; counted {} NS, {} EW), thirteen at most; {}",
            who.join(" and "),
            won[Side::NorthSouth],
            won[Side::EastWest],
            tricks[Side::NorthSouth],
            tricks[Side::EastWest],
            if both {
                "both sides revoked: neither can win the game by this hand (law 93)"
            } else {
                "the revoking side cannot score game in this hand, nor more than 28 toward it (law 88)"
            }
        );
        self.rule(Ruling::new(law(86, ""), None, text), None);
    }
}
