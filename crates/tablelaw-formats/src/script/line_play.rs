//! The script's words for the play's later laws: claims and concessions,
//! a question about a revoke, the tricks once played, and the director's
//! findings.

use tablelaw::{Card, Event, Finding, Seat};

const PLAYED_IN_OR_END: &str =
    "`played` and a trick's number (found among the played cards) or the end of the line";
const ROUND_OR_END: &str =
    "`round` (noticed after the round ended, Law 64B5) or the end of the line";
const SIMULTANEOUS_OR_END: &str =
    "`simultaneous` (played with his card, Law 58B4) or the end of the line";

use super::{CARD, Cursor, FINDING, PLAYED, SEAT, ScriptError, TRICK, TRICKS, TRICKS_OR_LINE, is};

impl Cursor<'_> {
    /// `played N` (the trick a card was found played to) or the end of
    /// the line.
    fn played_in(&mut self) -> Result<Option<u8>, ScriptError> {
        match self.token() {
            None => Ok(None),
            Some(w) if is(w.text, "played") => {
                let n = self.expect(TRICK)?;
                let trick = n.text.parse::<u8>().map_err(|_| self.error_at(n, TRICK))?;
                self.end()?;
                Ok(Some(trick))
            }
            Some(w) => Err(self.error_at(w, PLAYED_IN_OR_END)),
        }
    }

    /// The event a play verb after `seat` makes, if `word` is one.
    pub(super) fn play_verb(
        &mut self,
        seat: Seat,
        word: &str,
    ) -> Result<Option<Event>, ScriptError> {
        if is(word, "claims") || is(word, "concedes") {
            let concession = is(word, "concedes");
            let save = (self.pos, self.last_end);
            let tricks = match self.token() {
                Some(t) if t.text.bytes().all(|b| b.is_ascii_digit()) => Some(
                    t.text
                        .parse::<u8>()
                        .map_err(|_| self.error_at(t, TRICKS_OR_LINE))?,
                ),
                Some(_) => {
                    (self.pos, self.last_end) = save;
                    None
                }
                None => None,
            };
            if concession {
                self.end()?;
                return Ok(Some(Event::Concede { seat, tricks }));
            }
            self.skip_whitespace();
            let rest = self.rest();
            let line = if rest.is_empty() || rest.starts_with('#') {
                String::new()
            } else {
                self.text()?
            };
            self.end()?;
            return Ok(Some(Event::Claim { seat, tricks, line }));
        }
        if is(word, "wrongly-pointed") || is(word, "inspects") {
            let trick = match self.token() {
                None => None,
                Some(t) => {
                    let n = t.text.parse::<u8>().map_err(|_| self.error_at(t, TRICK))?;
                    self.end()?;
                    Some(n)
                }
            };
            if is(word, "inspects") {
                return Ok(Some(Event::Inspect { seat, trick }));
            }
            return match trick {
                Some(trick) => Ok(Some(Event::WronglyPointed { seat, trick })),
                None => Err(self.error_end(TRICK)),
            };
        }
        if is(word, "plays-with") || is(word, "withdraws") {
            let card = self.card()?;
            self.end()?;
            return Ok(Some(if is(word, "withdraws") {
                Event::Withdraws { seat, card }
            } else {
                Event::PlaysWith { seat, card }
            }));
        }
        if is(word, "plays-hidden") {
            let card = self.card()?;
            let mut hidden = Vec::new();
            while let Some(t) = self.token() {
                hidden.push(t.text.parse::<Card>().map_err(|_| self.error_at(t, CARD))?);
            }
            if hidden.is_empty() {
                return Err(self.error_end(CARD));
            }
            return Ok(Some(Event::PlaysHidden { seat, card, hidden }));
        }
        if is(word, "faces-cards") {
            self.end()?;
            return Ok(Some(Event::FacesCards { seat }));
        }
        if is(word, "asks-revoke") {
            let t = self.expect(SEAT)?;
            let of = t.text.parse::<Seat>().map_err(|_| self.error_at(t, SEAT))?;
            self.end()?;
            return Ok(Some(Event::AsksRevoke { seat, of }));
        }
        Ok(None)
    }

    /// `finding NAME …`, after `finding`.
    pub(super) fn finding(&mut self) -> Result<Event, ScriptError> {
        let t = self.expect(FINDING)?;
        if is(t.text, "saw-dummy") {
            self.end()?;
            return Ok(Event::Finding(Finding::DeclarerSawDummy));
        }
        if is(t.text, "told-turn") {
            self.end()?;
            return Ok(Event::Finding(Finding::ToldTurn));
        }
        if is(t.text, "mistaken-explanation") {
            let t = self.expect(SEAT)?;
            let seat = t.text.parse::<Seat>().map_err(|_| self.error_at(t, SEAT))?;
            self.end()?;
            return Ok(Event::Finding(Finding::MistakenExplanation { seat }));
        }
        if is(t.text, "unintended") {
            let t = self.expect(SEAT)?;
            let seat = t.text.parse::<Seat>().map_err(|_| self.error_at(t, SEAT))?;
            let card = self.card()?;
            self.end()?;
            return Ok(Event::Finding(Finding::UnintendedDesignation {
                seat,
                card,
            }));
        }
        if is(t.text, "incorrect-cards") {
            self.end()?;
            return Ok(Event::Finding(Finding::IncorrectCards));
        }
        if is(t.text, "wrong-hand") {
            let s = self.expect(SEAT)?;
            let seat = s.text.parse::<Seat>().map_err(|_| self.error_at(s, SEAT))?;
            self.end()?;
            return Ok(Event::Finding(Finding::WrongHand { seat }));
        }
        if is(t.text, "wrong-board") {
            let w = self.expect(PLAYED)?;
            let played_before = if is(w.text, "played") {
                true
            } else if is(w.text, "unplayed") {
                false
            } else {
                return Err(self.error_at(w, PLAYED));
            };
            self.end()?;
            return Ok(Event::Finding(Finding::WrongBoard { played_before }));
        }
        if is(t.text, "defective-trick") || is(t.text, "missing-card") {
            let s = self.expect(SEAT)?;
            let seat = s.text.parse::<Seat>().map_err(|_| self.error_at(s, SEAT))?;
            let finding = if is(t.text, "missing-card") {
                let c = self.expect(CARD)?;
                let card = c.text.parse::<Card>().map_err(|_| self.error_at(c, CARD))?;
                let trick = self.played_in()?;
                return Ok(Event::Finding(Finding::MissingCard { seat, card, trick }));
            } else {
                let n = self.expect(TRICKS)?;
                let trick = n.text.parse::<u8>().map_err(|_| self.error_at(n, TRICK))?;
                Finding::DefectiveTrick { seat, trick }
            };
            self.end()?;
            return Ok(Event::Finding(finding));
        }
        if is(t.text, "foreign-card") {
            let card = self.card()?;
            let trick = self.played_in()?;
            return Ok(Event::Finding(Finding::ForeignCard { card, trick }));
        }
        if is(t.text, "touched-to-reach") {
            let card = self.card()?;
            self.end()?;
            return Ok(Event::Finding(Finding::TouchedToReach { card }));
        }
        if is(t.text, "surplus-card") {
            let s = self.expect(SEAT)?;
            let seat = s.text.parse::<Seat>().map_err(|_| self.error_at(s, SEAT))?;
            let n = self.expect(TRICKS)?;
            let trick = n.text.parse::<u8>().map_err(|_| self.error_at(n, TRICK))?;
            let card = self.card()?;
            let simultaneous = match self.token() {
                None => false,
                Some(w) if is(w.text, "simultaneous") => {
                    self.end()?;
                    true
                }
                Some(w) => return Err(self.error_at(w, SIMULTANEOUS_OR_END)),
            };
            return Ok(Event::Finding(Finding::SurplusCard {
                seat,
                trick,
                card,
                simultaneous,
            }));
        }
        if let Some(event) = self.adjustment_finding(t.text)? {
            return Ok(event);
        }
        if is(t.text, "revoke-late") {
            let after_round = match self.token() {
                None => false,
                Some(w) if is(w.text, "round") => {
                    self.end()?;
                    true
                }
                Some(w) => return Err(self.error_at(w, ROUND_OR_END)),
            };
            return Ok(Event::Finding(Finding::RevokeNoticedLate { after_round }));
        }
        if is(t.text, "concession-cancelled") || is(t.text, "agreement-withdrawn") {
            let n = self.expect(TRICKS)?;
            let tricks = n.text.parse::<u8>().map_err(|_| self.error_at(n, TRICKS))?;
            let agreement = is(t.text, "agreement-withdrawn");
            let not_won = if agreement { "likely" } else { "normal-play" };
            let won = match self.token() {
                None => None,
                Some(w) if is(w.text, "won") => Some(true),
                Some(w) if is(w.text, not_won) => Some(false),
                Some(w) => {
                    return Err(self.error_at(
                        w,
                        if agreement {
                            "`won` (69B1), `likely` (69B2) or the end of the line"
                        } else {
                            "`won` (71A), `normal-play` (71B) or the end of the line"
                        },
                    ));
                }
            };
            if won.is_some() {
                self.end()?;
            }
            return Ok(Event::Finding(if agreement {
                Finding::AgreementWithdrawn { tricks, won }
            } else {
                Finding::ConcessionCancelled { tricks, won }
            }));
        }
        let counted: Option<fn(u8) -> Finding> = if is(t.text, "claim") {
            Some(|tricks| Finding::ClaimTricks { tricks })
        } else if is(t.text, "revoke-equity") {
            Some(|tricks| Finding::RevokeEquity { tricks })
        } else {
            None
        };
        if let Some(make) = counted {
            let n = self.expect(TRICKS)?;
            let tricks = n.text.parse::<u8>().map_err(|_| self.error_at(n, TRICKS))?;
            self.end()?;
            return Ok(Event::Finding(make(tricks)));
        }
        if !is(t.text, "damage") {
            return Err(self.error_at(t, FINDING));
        }
        let ruling = self.ruling_number()?;
        self.end()?;
        Ok(Event::Finding(Finding::DamageLikely { ruling }))
    }
}
