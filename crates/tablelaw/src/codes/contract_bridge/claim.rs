//! Claims and concessions (duplicate Laws 68-71; the rubber code applies
//! the 2007 wording and says so).
//!
//! A claim of some of the tricks not yet played is a concession of the
//! rest (68B1); the claimer faces his hand and states his line (68C), and
//! play is suspended (68D). The opponents agree (69A: the tricks are scored
//! as claimed); any player but the claimer, dummy included, may doubt it
//! (68D2): the director rules (Law 70, his finding of the tricks normal
//! play gives the claimer, never more than claimed) or, under 2017
//! 68D2(b), all four agree to play on and the claim is void. A defender's
//! concession to which his partner objects at once is no concession, and
//! play continues (68B2). Within
//! the correction period the director restores a trick agreed away (69B)
//! or conceded that could not be lost (71), each a finding. A claim or
//! concession by a side establishes its revokes (63A3; a defender's
//! concession once it stands), and so does its agreement to the opponents'
//! claim (63A4).

use serde::Serialize;

use crate::card::CardSet;
use crate::ruling::{Chooser, OptionId, option};
use crate::seat::{BySide, Seat};
use crate::table::EventError;

use super::{ContractBridge, Pending};

/// Where a claim or concession stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum ClaimStatus {
    /// Play is suspended; the opponents have still to agree or doubt it (68D).
    Suspended,
    /// Doubted: the director rules (Law 70).
    Contested,
    /// Agreed (69A).
    Agreed,
    /// Ruled by the director (Law 70).
    Ruled,
    /// Void: all four agreed to play on (2017 68D2(b)).
    Void,
}

/// A claim or concession of tricks (Law 68).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Claim {
    /// Who claimed or conceded.
    pub seat: Seat,
    /// A concession (68B) rather than a claim (68A).
    pub concession: bool,
    /// The tricks not yet played when it was made (the trick in progress among them).
    pub remaining: u8,
    /// Of those, the tricks the claimer's side would win by his statement.
    pub tricks: u8,
    /// The line of play stated (68C).
    pub line: String,
    /// Where it stands.
    pub status: ClaimStatus,
    /// The tricks the director gave the claimer's side (Law 70).
    pub awarded: Option<u8>,
    /// Tricks given back to the claimer's side: a concession cancelled (Law 71).
    pub cancelled: u8,
    /// Tricks given back to the opponents: an agreement withdrawn (69B).
    pub withdrawn: u8,
    /// The ruling that records it.
    pub ruling: usize,
}

impl Claim {
    /// Whether it settled the tricks not played.
    pub fn settles(&self) -> bool {
        matches!(self.status, ClaimStatus::Agreed | ClaimStatus::Ruled)
    }

    /// Each side's tricks of those not played, once settled.
    pub fn split(&self) -> Option<BySide<u8>> {
        if !self.settles() {
            return None;
        }
        let base = self.awarded.unwrap_or(self.tricks);
        let mine = (base + self.cancelled)
            .saturating_sub(self.withdrawn)
            .min(self.remaining);
        let mut s = BySide([0, 0]);
        s[self.seat.side()] = mine;
        s[self.seat.side().opponents()] = self.remaining - mine;
        Some(s)
    }
}

impl ContractBridge {
    /// The claim or concession made in the play, if any.
    pub fn claim(&self) -> Option<&Claim> {
        self.claim.as_deref()
    }

    /// Whether a claim or concession has settled the tricks not played.
    pub fn claim_settled(&self) -> bool {
        self.claim.as_ref().is_some_and(|c| c.settles())
    }

    /// Law 68: `seat` claims (`concession` false) or concedes `tricks` of
    /// the tricks not yet played (all of them if `None`).
    pub(super) fn on_claim(
        &mut self,
        seat: Seat,
        tricks: Option<u8>,
        concession: bool,
        line: &str,
    ) -> Result<(), EventError> {
        let Some(play) = self.play.as_ref() else {
            return Err(EventError::PlayNotRefereed);
        };
        if play.is_over() || self.claim_settled() {
            return Err(EventError::NoPlay {
                why: "no trick remains to be played".to_owned(),
            });
        }
        if self.pending.is_some() {
            return Err(EventError::NotNow {
                why: "a ruling awaits an election: play is not under way (68)".to_owned(),
            });
        }
        let remaining = 13 - play.tricks().len() as u8;
        let n = tricks.unwrap_or(remaining);
        if n > remaining {
            return Err(EventError::NotNow {
                why: format!("only {remaining} tricks remain to be played"),
            });
        }
        let declarer = play.contract().declarer;
        let verb = if concession { "concedes" } else { "claims" };
        if seat == declarer.partner() {
            let r = self.play_ruling(
                43,
                "A1(c)",
                Some(seat),
                format!(
                    "dummy {verb} tricks: a claim or concession is made by declarer or a defender (68A, B); dummy must not take part in the play, and play goes on"
                ),
            );
            self.rule(r);
            return Ok(());
        }
        let mine = if concession { remaining - n } else { n };
        let side = seat.side();
        let trumps = play.trump().map(|t| {
            let opp = seat.side().opponents();
            Seat::ALL
                .iter()
                .filter(|s| s.side() == opp)
                .fold(CardSet::EMPTY, |a, &s| a.union(play.hand(s).suit(t)))
        });
        let (law, clause, what) = if concession {
            (
                68,
                "B1",
                format!(
                    "{} concedes {n} of the {remaining} tricks not played",
                    seat.name()
                ),
            )
        } else {
            (
                68,
                "A",
                format!(
                    "{} claims {n} of the {remaining} tricks not played",
                    seat.name()
                ),
            )
        };
        let mut text = format!(
            "{what}{}; {} faces his hand{} (68C). Play is suspended (68D): the opponents agree, and the tricks are scored as claimed (69A), or doubt it, and the director rules (70)",
            if mine < remaining && !concession {
                format!(", conceding the other {} (68B1)", remaining - mine)
            } else {
                String::new()
            },
            seat.name(),
            if line.is_empty() {
                ", stating no line of play".to_owned()
            } else {
                format!(" and states his line: \"{line}\"")
            },
        );
        if self.play_laws().play_on_after_claim() {
            text.push_str(", or, at their request and with all four agreeing, play goes on and the claim is void (68D2(b))");
        }
        // 68B2: a defender's concession stands only if his partner does
        // not object at once; 68D2: any player, dummy included, may doubt.
        let defender = seat.is_opponent(declarer);
        let objection = concession && defender;
        if objection {
            text.push_str(&format!(
                "; if {} objects at once, no concession has occurred and play continues (68B2)",
                seat.partner().name()
            ));
        }
        let mut options = vec![
            option(
                OptionId::Accept,
                "agree: the tricks are scored as claimed (69A)",
            ),
            option(
                OptionId::Dispute,
                if objection {
                    format!(
                        "doubt it, any player but {}, dummy included: the director rules (Law 70); {}'s objection is 68B2's",
                        seat.name(),
                        seat.partner().name()
                    )
                } else {
                    format!(
                        "doubt it, any player but {}, dummy included: the director rules (Law 70)",
                        seat.name()
                    )
                },
            ),
        ];
        if self.play_laws().play_on_after_claim() {
            options.push(option(
                OptionId::PlayOn,
                "all four agree to play on: the claim is void (68D2(b))",
            ));
        }
        let mut r = self
            .play_ruling(law, clause, Some(seat), text)
            .choice(Chooser::Adversaries(side.opponents()), options);
        if let Some(t) = trumps.filter(|t| !t.is_empty() && !concession) {
            r.notes.push(format!(
                "a trump remains in an opponent's hand ({}): if the claim was made without a word of it, Law 70C may give the opponents a trick",
                t.iter().map(|c| format!("{c:#}")).collect::<Vec<_>>().join(" ")
            ));
        }
        let ruling = self.rule(r);
        *self.claim = Some(Box::new(Claim {
            seat,
            concession,
            remaining,
            tricks: mine,
            line: line.to_owned(),
            status: ClaimStatus::Suspended,
            awarded: None,
            cancelled: 0,
            withdrawn: 0,
            ruling,
        }));
        self.pending = Some(Pending::Claim { ruling });
        if !objection {
            self.establish_by_claim(side, "A3");
        }
        Ok(())
    }

    /// Laws 68B2, 68D, 69A, 70: the opponents agree or (2017) play on; any
    /// other player, dummy included, doubts (68D2); a defender's partner
    /// objects to his concession (68B2).
    pub(super) fn elect_claim(
        &mut self,
        by: Option<Seat>,
        choice: OptionId,
    ) -> Result<(), EventError> {
        let Some(Pending::Claim { ruling }) = self.pending.clone() else {
            return Err(EventError::NoPending);
        };
        let Some(claim) = self.claim.as_ref() else {
            return Err(EventError::NoPending);
        };
        let (claimer, concession) = (claim.seat, claim.concession);
        if by == Some(claimer) {
            return Err(EventError::NotChooser {
                seat: claimer,
                chooser: "a player other than the claimer (68D2)".to_owned(),
            });
        }
        let declarer = self.play.as_ref().map(|p| p.contract().declarer);
        let defender = declarer.is_some_and(|d| claimer.is_opponent(d));
        if concession && defender && by == Some(claimer.partner()) {
            self.concession_objected(ruling, claimer);
            return Ok(());
        }
        if concession && defender {
            // 63A3: the concession stands, made by the offending side.
            self.establish_by_claim(claimer.side(), "A3");
        }
        let Some((claimer_seat, claimed)) = self.claim.as_ref().map(|c| (c.seat, c.tricks)) else {
            return Err(EventError::NoPending);
        };
        self.records.rulings[ruling].chosen = Some(choice);
        self.pending = None;
        let opponents = claimer_seat.side().opponents();
        if choice == OptionId::Dispute
            && let Some(by) = by.filter(|b| b.side() == claimer_seat.side())
        {
            self.records.rulings[ruling].notes.push(format!(
                "doubted by {}, of the claimer's own side: any player, dummy included, may doubt it (68D2)",
                by.name()
            ));
        }
        match choice {
            OptionId::Accept => {
                self.set_claim_status(ClaimStatus::Agreed);
                self.records.rulings[ruling]
                    .notes
                    .push("agreed: the board is scored as though the tricks claimed and conceded had been won and lost in play (69A)".to_owned());
                let clause = self.play_laws().agreement_establishes();
                self.establish_by_claim(opponents, clause);
            }
            OptionId::Dispute => {
                self.set_claim_status(ClaimStatus::Contested);
                let text = format!(
                    "the claim is doubted: the director hears the claimer's statement again and the objections, and rules as equitably as he can, any doubtful point against the claimer (70A, B); he does not accept an unstated line that depends on finding a card with one opponent, nor a successful line not in the statement when a normal one would do less well (70D, E). His finding gives the claimer's side at most the {claimed} tricks claimed"
                );
                let r = self
                    .play_ruling(70, "A", None, text)
                    .choice(Chooser::Director, Vec::new());
                let r2 = self.rule(r);
                self.pending = Some(Pending::ClaimRuling { ruling: r2 });
            }
            _ => {
                self.set_claim_status(ClaimStatus::Void);
                self.records.rulings[ruling].notes.push(
                    "all four agree to play on: the claim is void and is not adjudicated; Laws 16 and 50 do not apply to it, and the score then obtained stands (68D2(b))"
                        .to_owned(),
                );
            }
        }
        Ok(())
    }

    fn set_claim_status(&mut self, status: ClaimStatus) {
        if let Some(claim) = self.claim.as_mut() {
            claim.status = status;
        }
    }

    /// Law 68B2: a defender's partner objects at once to his concession:
    /// neither a concession nor a claim has occurred and play continues;
    /// the hand he faced is no penalty card, its information unauthorized
    /// to his partner (2017 16C, 2007 16D).
    fn concession_objected(&mut self, ruling: usize, seat: Seat) {
        self.pending = None;
        *self.claim = None;
        let b2 = self.play_laws().cite(68, "B2").path();
        self.records.rulings[ruling].supersede(&format!(
            "{} objected at once: no concession has occurred under Law {b2}",
            seat.partner().name()
        ));
        self.records.rulings[ruling].notes.push(format!(
            "{} objected at once to his partner's concession: neither a concession nor a claim has occurred and play continues (Law {b2}); the director should be called, since unauthorized information may exist: the cards {} faced are no penalty cards, and their information may not be used by his partner (2017 Law 16C, 2007 Law 16D)",
            seat.partner().name(),
            seat.name()
        ));
    }

    /// Law 70: the director's finding of the tricks the claimer's side wins
    /// of those not played.
    pub(super) fn claim_ruled(&mut self, tricks: u8) -> Result<(), EventError> {
        let Some(Pending::ClaimRuling { ruling }) = self.pending.clone() else {
            return Err(EventError::NotNow {
                why: "no contested claim awaits the director's ruling (70)".to_owned(),
            });
        };
        let Some(claim) = self.claim.as_mut() else {
            return Err(EventError::NoPending);
        };
        if tricks > claim.tricks {
            return Err(EventError::NotNow {
                why: format!(
                    "the claim conceded the rest: the director gives the claimer's side at most the {} tricks claimed (68B1, 70A); a trick conceded that could not be lost is the finding `concession-cancelled` (71)",
                    claim.tricks
                ),
            });
        }
        claim.awarded = Some(tricks);
        claim.status = ClaimStatus::Ruled;
        let name = claim.seat.name();
        let rest = claim.remaining - tricks;
        self.pending = None;
        self.records.rulings[ruling].finding = Some(format!(
            "normal play of the remaining cards gives {name}'s side {tricks} of the tricks not played, the opponents {rest}"
        ));
        self.records.rulings[ruling].chosen = None;
        self.records.rulings[ruling].chooser = None;
        Ok(())
    }

    /// Laws 69B and 71: within the correction period the director gives
    /// back `tricks`: agreed away (`agreement`, 69B) or conceded (71).
    pub(super) fn tricks_restored(
        &mut self,
        tricks: u8,
        agreement: bool,
        won: Option<bool>,
    ) -> Result<(), EventError> {
        let Some(claim) = self.claim.as_mut().filter(|c| c.settles()) else {
            return Err(EventError::NotNow {
                why: "no claim or concession has settled the tricks (69, 71)".to_owned(),
            });
        };
        let split = claim.split().unwrap_or_default();
        let (law, clause, room, who) = if agreement {
            if claim.status != ClaimStatus::Agreed {
                return Err(EventError::NotNow {
                    why:
                        "the claim was not agreed: an agreement can be withdrawn only if made (69B)"
                            .to_owned(),
                });
            }
            (
                69,
                "B",
                split[claim.seat.side()],
                claim.seat.side().opponents(),
            )
        } else {
            (
                71,
                "",
                split[claim.seat.side().opponents()],
                claim.seat.side(),
            )
        };
        if tricks == 0 || tricks > room {
            return Err(EventError::NotNow {
                why: format!("between 1 and {room} tricks can be given back here"),
            });
        }
        if agreement {
            claim.withdrawn += tricks;
        } else {
            claim.cancelled += tricks;
        }
        let why = match (agreement, won) {
            (true, Some(true)) => "its side had in fact won (69B1)",
            (true, Some(false)) => "its side would likely have won had play continued (69B2)",
            (true, None) => "its side had won, or would likely have won had play continued (69B)",
            (false, Some(true)) => "won in fact (71A)",
            (false, Some(false)) => {
                "not to be lost by any normal play of the remaining cards (71B)"
            }
            (false, None) => {
                "won in fact, or not to be lost by any normal play of the remaining cards (71)"
            }
        };
        let text = if agreement {
            format!(
                "the director finds that {who} agreed to lose {tricks} trick(s) {why}: the agreement is withdrawn and the board rescored with them"
            )
        } else {
            format!(
                "the director cancels the concession of {tricks} trick(s), {why}: they go to {who} and the board is rescored"
            )
        };
        let sub = match (agreement, won) {
            (true, Some(true)) => Some("B1"),
            (true, Some(false)) => Some("B2"),
            (false, Some(true)) => Some("A"),
            (false, Some(false)) => Some("B"),
            (_, None) => None,
        };
        let mut r = self.play_ruling(law, clause, None, text);
        if let Some(sub) = sub {
            let cited = self.play_laws().cite(law, sub);
            if cited.in_code() {
                r = r.also(cited);
            }
        }
        self.rule(r);
        Ok(())
    }

    /// The tricks the remaining play gives each side when a claim settles it.
    pub(super) fn claimed_split(&self) -> Option<BySide<u8>> {
        self.claim.as_ref().and_then(|c| c.split())
    }

    /// While the director is to rule on a contested claim (Law 70): the
    /// most tricks his finding may give the claimer's side.
    pub fn claim_awardable(&self) -> Option<u8> {
        match self.pending {
            Some(Pending::ClaimRuling { .. }) => self.claim.as_ref().map(|c| c.tricks),
            _ => None,
        }
    }
}
