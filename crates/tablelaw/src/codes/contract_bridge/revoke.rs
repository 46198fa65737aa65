//! The revoke (duplicate Laws 61-63; the rubber code, whose laws of the
//! play are not at hand, applies the 2007 wording and says so).
//!
//! A card that fails to follow suit, or a lead or play that breaks a
//! restriction declarer chose in rectification, is a revoke (61A): it is
//! recorded with the position of the play just before it. Until the
//! offender or his partner plays to a later trick (63A1) — or a member of
//! his side claims or concedes (63A3, A4) — attention drawn to it makes
//! him correct it (62A): the play goes back to the revoke, the card comes
//! back to the hand (a major penalty card if it was a defender's unfaced
//! card, 62B1; declarer's, dummy's or a faced card without penalty, 62B2),
//! he substitutes a legal card, and the cards played after it are played
//! again in turn unless their players withdraw them: each non-offender
//! may (62C1), and after he does, the offending side's player next in
//! rotation may (62C2, a defender's withdrawn card a penalty card). Both
//! sides' revokes on one trick are both corrected (2017 62C3), and a revoke
//! on the twelfth trick is corrected even when established (62D1).
//! Established revokes are adjusted at the end of the play by Law 64
//! (`law64`).

use serde::Serialize;

use crate::card::{Card, Suit};
use crate::law::Citation;
use crate::play::{BridgePlay, PlayIrregularity};
use crate::seat::{Seat, Side};

use super::{ContractBridge, WithdrawnCard};

/// What the revoke failed to do (duplicate Law 61A).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum RevokeFailure {
    /// Did not follow suit although able to (Law 44C).
    FollowSuit,
    /// Broke a lead restriction declarer chose (Laws 26, 50D2).
    LeadRestriction,
    /// Broke a play restriction declarer chose (Law 57A).
    PlayRestriction,
    /// Failed to play to a trick, found after both sides played to the
    /// next: deemed to have revoked on it (Law 67B1).
    DefectiveTrick,
}

/// Where a revoke stands (duplicate Laws 62, 63).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum RevokeStatus {
    /// Not established: to be corrected if attention is drawn to it (62A).
    NotEstablished,
    /// Established (63A): it stands, and Law 64 applies.
    Established,
    /// Corrected (62B, 62C3, 62D1).
    Corrected,
}

/// A revoke made in the play.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct Revoke {
    /// The hand that revoked (dummy's revoke is dummy's hand).
    pub seat: Seat,
    /// The card played.
    pub card: Card,
    /// The trick it was played to, 0 to 12.
    pub trick: u8,
    /// What it failed to do.
    pub failure: RevokeFailure,
    /// The suit led to the trick, if any.
    pub led: Option<Suit>,
    /// Whether the offender held a penalty card of the suit led: the
    /// revoke failed to play it (no automatic adjustment, 64B3).
    pub penalty_card: bool,
    /// Where it stands.
    pub status: RevokeStatus,
    /// Corrected, and yet adjusted by Law 64 as if established: dummy,
    /// after violating 43A2, was first to ask declarer about it (43B2(b)).
    pub as_established: bool,
    /// The law that established or corrected it, once it is.
    pub law: Option<Citation>,
    /// The ruling that records it.
    pub ruling: usize,
}

/// A revoke's record with the play as it stood before the card.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct RevokePoint {
    pub(crate) revoke: Revoke,
    /// The play before the card; none for a revoke the law deems (67B1).
    before: Option<Box<BridgePlay>>,
}

/// Everything of the revokes of a deal.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct Revokes {
    pub(crate) points: Vec<RevokePoint>,
    pub(crate) replay: Option<super::replay::Replay>,
    /// Dummy's card declarer did not name, open to correction (Law 45D1).
    pub(crate) misplaced: Option<super::misplaced::Misplaced>,
}

impl Revokes {
    /// A revoke the law deems made (67B1): established, never corrected.
    pub(crate) fn deemed(&mut self, revoke: Revoke) {
        self.points.push(RevokePoint {
            revoke,
            before: None,
        });
    }
}

impl ContractBridge {
    /// The revokes made in the play, established, corrected or neither
    /// (duplicate Laws 61-63).
    pub fn revokes(&self) -> Vec<Revoke> {
        self.revoking
            .as_ref()
            .map_or_else(Vec::new, |r| r.points.iter().map(|p| p.revoke).collect())
    }

    /// Law 61A: `seat` has just played `card`, a revoke; `before` is the
    /// play as it stood before it. Records it, with a ruling.
    pub(super) fn record_revoke(
        &mut self,
        seat: Seat,
        card: Card,
        irregularity: PlayIrregularity,
        before: Box<BridgePlay>,
        restriction: String,
    ) {
        let trick = (before.cards_played() / 4) as u8;
        let led = before.current().led().map(|c| c.suit);
        let penalty_card = led.is_some_and(|suit| {
            !before
                .penalty_cards()
                .intersection(before.hand(seat))
                .suit(suit)
                .is_empty()
        });
        let failure = match irregularity {
            PlayIrregularity::BreaksLeadRestriction => RevokeFailure::LeadRestriction,
            PlayIrregularity::BreaksPlayRestriction => RevokeFailure::PlayRestriction,
            _ => RevokeFailure::FollowSuit,
        };
        let what = match failure {
            RevokeFailure::FollowSuit => format!(
                "{} played {card:#} to trick {} holding a card of the suit led ({}): a revoke (61A)",
                seat.name(),
                trick + 1,
                led.map_or("", |s| s.name())
            ),
            RevokeFailure::LeadRestriction
            | RevokeFailure::PlayRestriction
            | RevokeFailure::DefectiveTrick => format!(
                "{} played {card:#} to trick {} in breach of the restriction declarer chose ({restriction}): failing to play as an option in rectification requires is a revoke (61A)",
                seat.name(),
                trick + 1
            ),
        };
        let text = format!(
            "{what}. Until {} or his partner plays to a later trick it is not established, and attention drawn to it makes him correct it (62A, 63A); once established it stands and Law 64 adjusts the tricks at the end of the play",
            seat.name()
        );
        let r = self.play_ruling(61, "A", Some(seat), text);
        let ruling = self.rule(r);
        let revoke = Revoke {
            seat,
            card,
            trick,
            failure,
            led,
            penalty_card,
            status: RevokeStatus::NotEstablished,
            as_established: false,
            law: None,
            ruling,
        };
        self.revoking
            .get_or_insert_with(Default::default)
            .points
            .push(RevokePoint {
                revoke,
                before: Some(before),
            });
    }

    /// Law 63A1: a revoke becomes established once the offender or his
    /// partner leads or plays to a later trick; checked after each event.
    pub(super) fn establish_revokes(&mut self) {
        let Some(play) = self.play.as_ref() else {
            return;
        };
        let held = self.held_lead.map(|(s, _)| s);
        let mut newly = Vec::new();
        if let Some(r) = self.revoking.as_mut() {
            for (i, p) in r.points.iter_mut().enumerate() {
                let side = p.revoke.seat.side();
                if p.revoke.status != RevokeStatus::NotEstablished {
                    continue;
                }
                let led_early = held.is_some_and(|s| s.side() == side)
                    && play.cards_played() / 4 == p.revoke.trick as usize;
                if play.side_played_after(side, p.revoke.trick) || led_early {
                    p.revoke.status = RevokeStatus::Established;
                    newly.push(i);
                }
            }
        }
        for i in newly {
            self.established(i, self.play_laws().cite(63, "A1"));
        }
    }

    /// Law 43B2(b): dummy, after violating 43A2, was first to ask declarer
    /// whether his play was a revoke: declarer's revoke just corrected is
    /// adjusted by Law 64 as if it had been established.
    pub(super) fn adjust_as_established(&mut self, declarer: Seat) {
        let law = self.play_laws().cite(43, "B2(b)");
        let Some(p) = self.revoking.as_mut().and_then(|r| {
            r.points
                .iter_mut()
                .rev()
                .find(|p| p.revoke.seat == declarer && p.revoke.status == RevokeStatus::Corrected)
        }) else {
            return;
        };
        p.revoke.as_established = true;
        p.revoke.law = Some(law);
        let ruling = p.revoke.ruling;
        self.records.rulings[ruling].notes.push(
            "dummy, after violating Law 43A2, was the first to ask declarer about it: declarer substitutes a correct card, and Law 64 applies as if the revoke had been established (43B2(b))"
                .to_owned(),
        );
    }

    /// Marks revoke `i` established under `law`, with a note on its ruling.
    pub(super) fn established(&mut self, i: usize, law: Citation) {
        let Some(r) = self.revoking.as_mut() else {
            return;
        };
        let p = &mut r.points[i];
        p.revoke.status = RevokeStatus::Established;
        p.revoke.law = Some(law);
        let ruling = p.revoke.ruling;
        let note = format!(
            "the revoke became established ({}): it may no longer be corrected (63B{}), and Law 64 applies at the end of the play",
            law.path(),
            if p.revoke.trick == 11 {
                "; on the twelfth trick it must still be corrected if discovered before the hands are returned to the board, 62D1"
            } else {
                ""
            }
        );
        self.records.rulings[ruling].notes.push(note);
    }

    /// Laws 63A3, A4: a claim or concession by a member of `side`, or its
    /// agreement to the opponents', establishes the side's revokes.
    pub(super) fn establish_by_claim(&mut self, side: Side, clause: &'static str) {
        let open: Vec<usize> = self.revoking.as_ref().map_or_else(Vec::new, |r| {
            r.points
                .iter()
                .enumerate()
                .filter(|(_, p)| {
                    p.revoke.status == RevokeStatus::NotEstablished && p.revoke.seat.side() == side
                })
                .map(|(i, _)| i)
                .collect()
        });
        for i in open {
            self.established(i, self.play_laws().cite(63, clause));
        }
    }

    /// The revoke attention drawn now reaches: one not established, or one
    /// on the twelfth trick while the hands are on the table (62D1); the
    /// earliest of the trick's revokes when both sides revoked on it and
    /// only one side has played to the next trick (2017 62C3).
    fn revoke_to_correct(&self) -> Option<(usize, Citation)> {
        let r = self.revoking.as_ref()?;
        let play = self.play.as_ref()?;
        let laws = self.play_laws();
        let (i, p) = r.points.iter().enumerate().rev().find(|(_, p)| {
            p.before.is_some()
                && (p.revoke.status == RevokeStatus::NotEstablished
                    || (p.revoke.status == RevokeStatus::Established && p.revoke.trick == 11))
        })?;
        let trick = p.revoke.trick;
        let mut law = if p.revoke.status == RevokeStatus::Established {
            laws.cite(62, "D1")
        } else {
            laws.cite(62, "A")
        };
        let mut first = i;
        if laws.both_revokes_corrected() {
            let other = p.revoke.seat.side().opponents();
            let both_played = play.side_played_after(Side::NorthSouth, trick)
                && play.side_played_after(Side::EastWest, trick);
            if !both_played
                && let Some((j, _)) = r.points.iter().enumerate().find(|(_, q)| {
                    q.revoke.trick == trick
                        && q.before.is_some()
                        && q.revoke.seat.side() == other
                        && q.revoke.status != RevokeStatus::Corrected
                })
            {
                first = first.min(j);
                law = laws.cite(62, "C3");
            }
        }
        Some((first, law))
    }

    /// Attention drawn in the play (Law 62A): a revoke open to correction is
    /// corrected. Returns `false` if there is none.
    pub(super) fn draw_attention_to_revoke(&mut self, by: Seat) -> bool {
        if self.pending.is_some() {
            return false;
        }
        let Some((i, law)) = self.revoke_to_correct() else {
            return false;
        };
        self.correct_revoke(i, law, Some(by));
        true
    }

    /// Law 62B: the play goes back to the revoke `i`; its card returns to
    /// the hand, and the offender is on turn to substitute a legal card.
    pub(super) fn correct_revoke(&mut self, i: usize, law: Citation, by: Option<Seat>) {
        let (Some(r), Some(now)) = (self.revoking.as_mut(), self.play.take()) else {
            return;
        };
        let point = r.points[i].clone();
        let revoke = point.revoke;
        let Some(before) = point.before else {
            self.play = Some(now);
            return;
        };
        let mut before = *before;
        let start = before.cards_played();
        let revokes_later: Vec<(u8, Seat, Card)> = r
            .points
            .iter()
            .skip(i + 1)
            .filter(|p| {
                p.revoke.status != RevokeStatus::Corrected && p.revoke.trick == revoke.trick
            })
            .map(|p| (p.revoke.trick, p.revoke.seat, p.revoke.card))
            .collect();
        let mut queue =
            super::replay::Replay::cards_after(&now, start, |card| revokes_later.contains(card));
        if let Some(old) = r.replay.take() {
            queue.extend(old.into_queue());
        }
        // The revokes on this trick from the one corrected on are corrected.
        for p in r.points.iter_mut().skip(i) {
            if p.revoke.status != RevokeStatus::Corrected && p.revoke.trick >= revoke.trick {
                p.revoke.status = RevokeStatus::Corrected;
                p.revoke.law = Some(law);
            }
        }
        before.keep_table_cards(&now);
        let declarer = before.contract().declarer;
        let defender = revoke.seat.is_opponent(declarer);
        let faced =
            before.penalty_cards().contains(revoke.card) || before.faced().contains(revoke.card);
        r.replay = Some(super::replay::Replay::new(
            super::replay::Reason::Revoke,
            revoke.seat.side(),
            queue,
        ));
        self.play = Some(before);
        let name = revoke.seat.name();
        let card = revoke.card;
        let penalty_card = defender && !faced;
        let fate = if penalty_card {
            if let Some(play) = self.play.as_mut() {
                play.add_penalty_cards(crate::card::CardSet::from_bits(1u64 << card.index()));
            }
            let law = self.play_laws().cite(62, "B1");
            self.records.withdrawn.push(WithdrawnCard {
                seat: revoke.seat,
                card,
                to: revoke.seat.side(),
                law,
            });
            format!(
                "{card:#}, played from a defender's unfaced hand, becomes a major penalty card (62B1, Law 50)"
            )
        } else {
            format!("{card:#} goes back to the hand without further rectification (62B2)")
        };
        let who = match by {
            Some(s) if s == revoke.seat => format!("{} drew attention to his own revoke", s.name()),
            Some(s) => format!("{} drew attention to {name}'s revoke", s.name()),
            None => format!("attention was drawn to {name}'s revoke"),
        };
        let player = if revoke.seat == declarer.partner() {
            "declarer substitutes a legal card from dummy"
        } else {
            "substitutes a legal card"
        };
        let when = if law.clause == "D1" {
            "on the twelfth trick: even though established, it is corrected while the hands are on the table (62D1)".to_owned()
        } else {
            format!(
                "before it was established: it must be corrected ({})",
                law.path()
            )
        };
        let text = format!(
            "{who} on trick {} {when}. {name} withdraws {card:#} and {player} (62B); {fate}. Each non-offender may withdraw a card he played after the revoke, and after he does the offending side's player next in rotation may withdraw his (62C1, C2); the cards not withdrawn are played again in turn",
            revoke.trick + 1,
        );
        // The clauses applied: the one that has it corrected (62A, 62C3 or
        // 62D1), the card's fate (62B1 or 62B2).
        let laws = self.play_laws();
        let fate_clause = laws.cite(62, if penalty_card { "B1" } else { "B2" });
        let mut ruling = self
            .play_ruling(62, "B", Some(revoke.seat), text)
            .also(law)
            .also(fate_clause);
        if law.law == 62 && law.clause == "C3" {
            // 64B8: a revoke corrected as 62C3 provides takes no trick
            // adjustment.
            ruling.cite_also(laws.cite(64, "B8"));
            ruling
                .notes
                .push("corrected as 62C3 provides: no trick adjustment (64B8)".to_owned());
        }
        // 62D2: a defender's revoke on the twelfth trick before his
        // partner played to it.
        let partner_to_play = self
            .play
            .as_ref()
            .is_some_and(|p| !p.has_played_to_trick(revoke.seat.partner()));
        if revoke.trick == 11 && defender && partner_to_play {
            ruling.notes.push(laws.twelfth_trick_partner().to_owned());
            ruling.cite_also(laws.cite(62, "D2"));
        }
        self.rule(ruling);
        self.continue_replay();
    }
}
