//! The director's adjusted score (duplicate Law 12) and the findings that
//! lead to one: unauthorized information used (16B, 16C), extraneous
//! information received (16D), help from a penalty card (50E4), declarer's
//! line after his lead out of turn (55C), a card played because of a
//! mistaken explanation too late to retract (47E2(b)), a card seen or a
//! hand of the wrong size (13A2, 13B1), a card played twice (67B3).
//!
//! An assigned adjusted score replaces the score obtained in play
//! (12C1(a)): [`ContractBridge::adjusted`] carries it, and the table's
//! points are then the assigned contract's. An artificial one (12C2(a))
//! has no points: average plus, average or average minus for each side,
//! which matchpoints or IMPs turn into a share of the board.

use crate::card::Card;
use crate::ruling::Ruling;
use crate::score::{AdjustedScore, AdjustmentCause, DuplicateEdition, DuplicateScore};
use crate::seat::{Seat, Side};
use crate::table::EventError;

use super::ContractBridge;

/// The adjusted score the director awarded on the deal (duplicate Law 12).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Adjustment {
    /// The score awarded.
    pub score: AdjustedScore,
    /// Why: the infraction it redresses.
    pub cause: AdjustmentCause,
    /// The offending side.
    pub offenders: Side,
    /// The ruling that awarded it.
    pub ruling: usize,
}

impl ContractBridge {
    /// The adjusted score the director awarded (duplicate Law 12C), the
    /// latest if he revised it.
    pub fn adjusted(&self) -> Option<&Adjustment> {
        self.adjustment.as_ref()
    }

    /// The Law 77 score of an assigned adjusted score (12C1(a): it
    /// replaces the score obtained in play); `None` if there is none, or
    /// it is artificial.
    pub fn assigned_score(&self) -> Option<DuplicateScore> {
        let edition = DuplicateEdition::of_code(self.code)?;
        match self.adjustment?.score {
            AdjustedScore::Assigned {
                contract: Some(c),
                tricks,
            } => {
                let vulnerable = self.vulnerability.is_vulnerable(c.declarer.side());
                Some(DuplicateScore::new(edition, &c, vulnerable, tricks))
            }
            AdjustedScore::Assigned { contract: None, .. } => {
                Some(DuplicateScore::passed_out(edition))
            }
            AdjustedScore::Artificial { .. } => None,
        }
    }

    /// Law 12C: the director awards `score` for `cause`, the offenders
    /// being `offenders`. An assigned score waits for the play's end (it
    /// replaces the score obtained in play); an artificial one may be
    /// awarded whenever no result can be obtained.
    pub(super) fn adjusted_score(
        &mut self,
        cause: AdjustmentCause,
        offenders: Side,
        score: AdjustedScore,
    ) -> Result<(), EventError> {
        let laws = self.play_laws();
        let assigned = matches!(score, AdjustedScore::Assigned { .. });
        let over = self.play_finished() || self.is_passed_out();
        let award = laws.adjusted_score_clauses(assigned, over);
        if award.is_empty() {
            return Err(EventError::NotNow {
                why: "the rubber laws award no adjusted score; a duplicate code does (Law 12)"
                    .to_owned(),
            });
        }
        if let AdjustedScore::Assigned { contract, tricks } = score {
            if !over {
                return Err(EventError::NotNow {
                    why: "an assigned adjusted score replaces the score obtained in play (Law 12C1(a)): enter it once the play is over, or award an artificial score".to_owned(),
                });
            }
            if tricks > 13 || contract.is_some_and(|c| !c.bid.is_admissible()) {
                return Err(EventError::NotNow {
                    why: "an assigned contract is of one to seven odd tricks, and a side takes at most 13 tricks".to_owned(),
                });
            }
        }
        let what = match score {
            AdjustedScore::Assigned { .. } => {
                let s = self.assigned_for(score);
                format!(
                    "the director assigns an adjusted score in place of the score obtained in play, as nearly as possible the board's probable outcome had the infraction not occurred: {}",
                    s
                )
            }
            AdjustedScore::Artificial { ns, ew } => format!(
                "{}: the director awards an artificial adjusted score, North-South {}, East-West {}",
                if over {
                    "the possible results being numerous or not obvious"
                } else {
                    "no result can be obtained"
                },
                ns.words(),
                ew.words()
            ),
        };
        let text = format!(
            "{}; the offenders are {}: {what}",
            cause_words(cause),
            match offenders {
                Side::NorthSouth => "North-South",
                Side::EastWest => "East-West",
            }
        );
        let clauses = laws.adjustment_cause_clauses(cause);
        let (law, clause) = clauses[0];
        let mut r = Ruling::new(laws.cite(law, clause), None, text).with_finding(format!(
            "{}; {}",
            cause_words(cause),
            match score {
                AdjustedScore::Assigned { .. } => "an assigned adjusted score",
                AdjustedScore::Artificial { .. } => "an artificial adjusted score",
            }
        ));
        for &(l, c) in clauses[1..].iter().chain(award) {
            r = r.also(laws.cite(l, c));
        }
        if let Some(prev) = self.adjustment {
            r.notes.push(format!(
                "replaces the adjusted score of ruling {}",
                prev.ruling + 1
            ));
        }
        let ruling = self.rule(r);
        if let Some(prev) = self.adjustment {
            self.records.rulings[prev.ruling].supersede("the director revised the adjusted score");
        }
        self.adjustment = Some(Adjustment {
            score,
            cause,
            offenders,
            ruling,
        });
        Ok(())
    }

    /// The words of an assigned score: the contract, the tricks and the
    /// Law 77 points.
    fn assigned_for(&self, score: AdjustedScore) -> String {
        let Some(edition) = DuplicateEdition::of_code(self.code) else {
            return String::new();
        };
        match score {
            AdjustedScore::Assigned {
                contract: Some(c),
                tricks,
            } => {
                let vulnerable = self.vulnerability.is_vulnerable(c.declarer.side());
                let points = DuplicateScore::new(edition, &c, vulnerable, tricks)
                    .score_for(Side::NorthSouth);
                format!("{c:#}, {tricks} tricks, North-South {points:+} (Law 77)")
            }
            _ => "passed out, no score".to_owned(),
        }
    }

    /// 2017 Law 16D1 (2007 16C1): `seat` received extraneous information
    /// about the board; the director lets it be played, ready to adjust
    /// the score should the information affect the result (16D2(c); after
    /// the first call, 16D3).
    pub(super) fn extraneous_information(&mut self, seat: Seat) -> Result<(), EventError> {
        let laws = self.play_laws();
        let after = !self.records.calls.is_empty();
        let clauses = laws.extraneous_clauses(after);
        let text = format!(
            "{} accidentally received extraneous information about the board{}: the director allows the board to be played and scored, standing ready to award an adjusted score if he judges that the information affected the result",
            seat.name(),
            if after {
                ", after the first call"
            } else {
                ", no call having been made"
            }
        );
        let (law, clause) = clauses[0];
        let mut r = self.play_ruling(law, clause, Some(seat), text);
        for &(l, c) in &clauses[1..] {
            r = r.also(laws.cite(l, c));
        }
        let r = r.with_finding("extraneous information received about the board");
        self.rule(r);
        Ok(())
    }

    /// Law 67B3: `seat`'s `card`, played to trick `trick`, was not placed
    /// among his quitted cards; the director finds it and places it there,
    /// the trick's ownership unchanged.
    pub(super) fn misplaced_card(
        &mut self,
        seat: Seat,
        trick: u8,
        card: Card,
    ) -> Result<(), EventError> {
        let play = self.quitted_trick(trick)?;
        let (t, _) = &play.tricks()[usize::from(trick) - 1];
        if !t.cards().any(|(s, c)| s == seat && c == card) {
            return Err(EventError::NotNow {
                why: format!(
                    "{} did not play {card:#} to quitted trick {trick}; name the trick the card was played to",
                    seat.name()
                ),
            });
        }
        let text = format!(
            "{} played {card} to trick {trick}, but it was not placed among his quitted cards: the director places it correctly among them; the ownership of the trick is unchanged",
            seat.name()
        );
        let r = self
            .play_ruling(67, "B3", Some(seat), text)
            .with_finding(format!(
                "{card} of trick {trick} not placed among the quitted tricks"
            ));
        let note = format!(
            "if the same card was played to a later trick and it is too late to correct that play, the director awards an adjusted score (Law {}; `finding adjusted-score card-played-twice`)",
            self.play_laws().cite(67, "B3").path()
        );
        let idx = self.rule(r);
        self.records.rulings[idx].notes.push(note);
        Ok(())
    }
}

/// The finding behind an adjustment, in words.
fn cause_words(cause: AdjustmentCause) -> &'static str {
    match cause {
        AdjustmentCause::PartnerInformation => {
            "a call or play demonstrably suggested by unauthorized information from partner was chosen over a logical alternative, to the offenders' advantage"
        }
        AdjustmentCause::WithdrawnAction => {
            "the offending side used unauthorized information from a withdrawn call or play, damaging the non-offending side"
        }
        AdjustmentCause::ExtraneousInformation => {
            "extraneous information received about the board affected the result"
        }
        AdjustmentCause::PenaltyCard => {
            "without the help gained through the exposed card the outcome could well have been different, and the non-offending side is damaged"
        }
        AdjustmentCause::DeclarerLead => {
            "declarer adopted a line of play that could have been based on information from his own lead out of turn"
        }
        AdjustmentCause::MistakenExplanation => {
            "a card was played because of a mistaken explanation, and it is too late to retract it"
        }
        AdjustmentCause::SawCard => {
            "a player saw a card of another hand, a pocket of the board having held a wrong number of cards, and it affected the outcome"
        }
        AdjustmentCause::IncorrectCards => {
            "the deal, corrected after a call made with a wrong number of cards, was played on"
        }
        AdjustmentCause::CardPlayedTwice => {
            "a card not placed among the quitted tricks was played again to a later trick, too late to correct"
        }
        AdjustmentCause::Misinformation => {
            "a call made on misinformation from an opponent, too late to change, gained the offending side an advantage"
        }
        AdjustmentCause::DummySuggestion => {
            "dummy, indicating a card without instruction, suggested a play to declarer, and the defenders were damaged by it"
        }
        AdjustmentCause::NoRectification => {
            "the laws prescribe no rectification for this violation, and the non-offending side was damaged"
        }
    }
}
