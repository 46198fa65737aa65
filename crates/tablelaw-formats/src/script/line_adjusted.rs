//! The script's words for the director's findings that lead to an adjusted
//! score (duplicate Law 12): `finding adjusted-score CAUSE SIDE (assigned
//! CONTRACT SEAT TRICKS | assigned pass | artificial NS EW)`,
//! `finding extraneous-information SEAT` (16D) and
//! `finding misplaced-card SEAT N CARD` (67B3).

use tablelaw::score::{AdjustedScore, AdjustmentCause, Artificial};
use tablelaw::{Bid, Contract, Doubling, Event, Finding, Seat, Side};

use super::{Cursor, SEAT, ScriptError, TRICK, TRICKS, is};

const CAUSE: &str = "why the score is adjusted: `partner-information` (16B), `withdrawn-action` (16C), `extraneous-information` (16D), `penalty-card` (50E4), `declarer-lead` (55C), `mistaken-explanation` (47E2(b)), `saw-card` (13A2), `incorrect-cards` (13B1), `card-played-twice` (67B3), `misinformation` (21B3), `dummy-suggestion` (45F) or `no-rectification` (12A1)";
const SIDE: &str = "the offending side: `NS` or `EW`";
const KIND: &str = "`assigned` (a contract and its tricks, 12C1) or `artificial` (12C2)";
const CONTRACT: &str = "a contract such as `4S`, `3NTX` or `6HXX`, or `pass`";
const AVERAGE: &str =
    "an artificial score: `avg+` (average plus), `avg` (average) or `avg-` (average minus)";

impl Cursor<'_> {
    /// The finding after `finding` if `word` names one of this file's.
    pub(super) fn adjustment_finding(&mut self, word: &str) -> Result<Option<Event>, ScriptError> {
        let finding = if is(word, "adjusted-score") {
            self.adjusted_score()?
        } else if is(word, "extraneous-information") {
            let seat = self.seat()?;
            Finding::ExtraneousInformation { seat }
        } else if is(word, "misplaced-card") {
            let seat = self.seat()?;
            let n = self.expect(TRICK)?;
            let trick = n.text.parse::<u8>().map_err(|_| self.error_at(n, TRICK))?;
            let card = self.card()?;
            Finding::MisplacedCard { seat, trick, card }
        } else {
            return Ok(None);
        };
        self.end()?;
        Ok(Some(Event::Finding(finding)))
    }

    fn seat(&mut self) -> Result<Seat, ScriptError> {
        let s = self.expect(SEAT)?;
        s.text.parse::<Seat>().map_err(|_| self.error_at(s, SEAT))
    }

    fn adjusted_score(&mut self) -> Result<Finding, ScriptError> {
        let c = self.expect(CAUSE)?;
        let cause = AdjustmentCause::from_name(c.text).ok_or_else(|| self.error_at(c, CAUSE))?;
        let s = self.expect(SIDE)?;
        let offenders = if is(s.text, "NS") {
            Side::NorthSouth
        } else if is(s.text, "EW") {
            Side::EastWest
        } else {
            return Err(self.error_at(s, SIDE));
        };
        let k = self.expect(KIND)?;
        let score = if is(k.text, "assigned") {
            let t = self.expect(CONTRACT)?;
            if is(t.text, "pass") {
                AdjustedScore::Assigned {
                    contract: None,
                    tricks: 0,
                }
            } else {
                let (bid, doubling) = contract(t.text).ok_or_else(|| self.error_at(t, CONTRACT))?;
                let declarer = self.seat()?;
                let n = self.expect(TRICKS)?;
                let tricks = n
                    .text
                    .parse::<u8>()
                    .ok()
                    .filter(|&n| n <= 13)
                    .ok_or_else(|| self.error_at(n, TRICKS))?;
                AdjustedScore::Assigned {
                    contract: Some(Contract {
                        bid,
                        doubling,
                        declarer,
                    }),
                    tricks,
                }
            }
        } else if is(k.text, "artificial") {
            let ns = self.average()?;
            let ew = self.average()?;
            AdjustedScore::Artificial { ns, ew }
        } else {
            return Err(self.error_at(k, KIND));
        };
        Ok(Finding::AdjustedScore {
            cause,
            offenders,
            score,
        })
    }

    fn average(&mut self) -> Result<Artificial, ScriptError> {
        let t = self.expect(AVERAGE)?;
        let a = match t.text.to_ascii_lowercase().as_str() {
            "avg+" | "average-plus" => Artificial::AveragePlus,
            "avg" | "average" => Artificial::Average,
            "avg-" | "average-minus" => Artificial::AverageMinus,
            _ => return Err(self.error_at(t, AVERAGE)),
        };
        Ok(a)
    }
}

/// A contract's bid and doubling: `4S`, `3NTX`, `6HXX`.
pub(crate) fn contract(text: &str) -> Option<(Bid, Doubling)> {
    Doubling::split_contract(text)
}

/// How the writer spells an adjusted score's finding.
pub(crate) fn write_adjusted(
    out: &mut impl core::fmt::Write,
    cause: AdjustmentCause,
    offenders: Side,
    score: &AdjustedScore,
) -> core::fmt::Result {
    write!(out, "finding adjusted-score {} {offenders} ", cause.name())?;
    match *score {
        AdjustedScore::Assigned { contract: None, .. } => out.write_str("assigned pass"),
        AdjustedScore::Assigned {
            contract: Some(c),
            tricks,
        } => {
            let x = match c.doubling {
                Doubling::Undoubled => "",
                Doubling::Doubled => "X",
                Doubling::Redoubled => "XX",
            };
            write!(
                out,
                "assigned {:#}{x} {} {tricks}",
                c.bid,
                c.declarer.letter()
            )
        }
        AdjustedScore::Artificial { ns, ew } => {
            write!(out, "artificial {} {}", avg(ns), avg(ew))
        }
    }
}

fn avg(a: Artificial) -> &'static str {
    match a {
        Artificial::AveragePlus => "avg+",
        Artificial::Average => "avg",
        Artificial::AverageMinus => "avg-",
    }
}
