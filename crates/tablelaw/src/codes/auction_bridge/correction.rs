//! A revoke corrected in time to save it (Laws 85, 86; dummy's question,
//! Law 60(a)).
//!
//! A player may ask his partner whether he has a card of the suit he
//! renounced (`W asks-revoke`); asked before the trick is turned and
//! quitted, the quitting does not establish the revoke, which may still be
//! corrected unless the answer is no (`E answers-no`) or the revoking
//! side has played to the following trick (Law 85). The correction
//! (`E corrects-revoke`) goes back to the play as it stood before the card
//! played in error ([`BridgePlay::back_to`]): the card returns to the
//! hand, and the cards played after it go back to their players, not
//! exposed, each to be played again or another substituted (Law 86). An
//! adversary of declarer in fault: declarer elects the card exposed, to be
//! called whenever he pleases (`call-card`), or the offender's highest or
//! lowest card of the suit to the trick (`highest`, `lowest`); nothing of
//! this is exacted from declarer.
//!
//! A penalty not obeyed (Law 73) is corrected the same way before its
//! trick is turned and quitted (`E corrects-revoke`, the ruling citing Law
//! 73): the penalty breached is in force again, and an adversary's card
//! played in error is exposed, liable to be called (Law 86's first
//! penalty; decisions 162, 163). Any correction puts back in force the
//! play directed, the exposed card called and the opening lead's
//! prohibition that stood before the card (decision 164). Dummy's revoke
//! is `dummy_revoke`'s (Law 63).

use super::AuctionBridgeError;
use super::auction::{AuctionBridge, FinalDeclaration, cite};
use super::irregular::Awaiting;
use super::play_laws::{CalledCard, Directed, PlayLaws};
use crate::card::{Card, CardSet};
use crate::play::{BridgePlay, LeadRestriction, PlayDirective, cards_taken_back};
use crate::ruling::{Chooser, OptionId, Ruling, option};
use crate::seat::{BySeat, Seat};

/// The play as it stood before a card that may still be corrected (a
/// revoke, Law 86; a penalty not obeyed, Law 73; dummy's revoke, Law 63),
/// with what the laws held in force at that moment (decision 164).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct RevokePoint {
    /// The play before the card.
    pub before: Box<BridgePlay>,
    /// The exposed cards liable to be called then.
    pub exposed: BySeat<CardSet>,
    /// The exposed card called then.
    pub called: Option<CalledCard>,
    /// The play directed then (Laws 80, 86, 92).
    pub directed: Option<Directed>,
    /// Whether the opening lead's prohibition was in force (Laws 65, 66).
    pub opening_prohibit: bool,
}

impl RevokePoint {
    /// The moment before a card: the play and what the laws hold.
    pub(crate) fn at(play: &BridgePlay, laws: &PlayLaws) -> Self {
        RevokePoint {
            before: Box::new(play.clone()),
            exposed: laws.exposed,
            called: laws.called,
            directed: laws.directed,
            opening_prohibit: laws.opening_prohibit,
        }
    }
}

impl AuctionBridge {
    /// The revoke of `seat` still open to correction: the latest neither
    /// established nor corrected, with its play kept.
    fn correctable(&self, seat: Seat) -> Option<usize> {
        self.laws
            .revokes
            .iter()
            .enumerate()
            .rev()
            .find(|(i, r)| {
                r.seat == seat
                    && !r.established
                    && !r.corrected
                    && self.laws.revoke_points.get(*i).is_some_and(Option::is_some)
            })
            .map(|(i, _)| i)
    }

    /// Checks common to the question, the answer and the correction.
    fn in_play_now(&self) -> Result<(), AuctionBridgeError> {
        self.final_or_err()?;
        if self.pending().is_some() {
            return Err(self.pending_error_public());
        }
        match self.play.as_ref() {
            Some(p) if !p.is_over() => Ok(()),
            _ => Err(AuctionBridgeError::NoPlay {
                why: "the play is over or not begun".to_owned(),
            }),
        }
    }

    /// Law 85 (and dummy's right, Law 60(a)): `seat` asks his partner
    /// whether he has a card of the suit he renounced, before the trick is
    /// turned and quitted.
    pub(crate) fn on_asks_revoke(&mut self, seat: Seat) -> Result<(), AuctionBridgeError> {
        self.in_play_now()?;
        let (Some(f), Some(play)) = (self.final_declaration().copied(), self.play.as_ref()) else {
            return Err(AuctionBridgeError::AuctionOpen);
        };
        let partner = seat.partner();
        if partner == f.dummy() {
            return Err(AuctionBridgeError::NoCorrection {
                why: format!(
                    "{}'s hand is dummy's, face up on the table: its revoke is Law 63's",
                    partner.name()
                ),
            });
        }
        // The trick in progress, or the one just completed and not quitted.
        let n = play.tricks().len();
        let trick = if play.current().is_empty() && n > 0 {
            n - 1
        } else {
            n
        };
        let renounced = play.trick_cards().any(|(t, s, c)| {
            usize::from(t) == trick
                && s == partner
                && play
                    .trick_cards()
                    .find(|(u, _, _)| *u == t)
                    .is_some_and(|(_, _, led)| led.suit != c.suit)
        });
        if !renounced {
            return Err(AuctionBridgeError::NoCorrection {
                why: format!(
                    "{} has not renounced in trick {}, which is not yet turned and quitted (Law 85)",
                    partner.name(),
                    trick + 1
                ),
            });
        }
        let law = if seat == f.dummy() {
            cite(60, "(a)")
        } else {
            cite(85, "")
        };
        // A penalty not obeyed is no renounce: the question does not save
        // it from the quitting (Law 73; decision 162).
        let revoke = self.correctable(partner).filter(|&i| {
            usize::from(self.laws.revokes[i].trick) == trick && self.laws.revokes[i].law.law != 73
        });
        if revoke.is_some_and(|i| self.laws.revokes[i].asked) {
            return Err(AuctionBridgeError::NoCorrection {
                why: format!(
                    "{} has been asked already about his renounce in trick {} (Law 85)",
                    partner.name(),
                    trick + 1
                ),
            });
        }
        let text = match revoke {
            Some(i) => {
                self.laws.revokes[i].asked = true;
                format!(
                    "{} asks his partner, {}, whether he has a card of the suit he renounced in trick {}: asked before the trick is turned and quitted, its quitting does not establish the revoke, and {} may correct it unless he answers no or he or his partner leads or plays to the following trick (Law 85)",
                    seat.name(),
                    partner.name(),
                    trick + 1,
                    partner.name()
                )
            }
            None => format!(
                "{} asks his partner, {}, whether he has a card of the suit he renounced in trick {}: he has none that he failed to play, and there is no revoke to correct",
                seat.name(),
                partner.name(),
                trick + 1
            ),
        };
        self.rule(Ruling::new(law, None, text));
        Ok(())
    }

    /// Law 85: the partner asked answers that he has no card of the suit:
    /// the error may no longer be corrected once the trick is quitted.
    pub(crate) fn on_answers_no(&mut self, seat: Seat) -> Result<(), AuctionBridgeError> {
        self.in_play_now()?;
        let Some(i) = self
            .correctable(seat)
            .filter(|&i| self.laws.revokes[i].asked && !self.laws.revokes[i].answered_no)
        else {
            return Err(AuctionBridgeError::NoCorrection {
                why: format!(
                    "no question about a revoke of {}'s awaits his answer (Law 85)",
                    seat.name()
                ),
            });
        };
        self.laws.revokes[i].answered_no = true;
        let trick = self.laws.revokes[i].trick;
        self.rule(Ruling::new(
            cite(85, ""),
            Some(seat),
            format!(
                "{} answers that he has no card of the suit he renounced in trick {}: the error may not be corrected, and the revoke is established when the trick is turned and quitted (Laws 83, 85)",
                seat.name(),
                trick + 1
            ),
        ));
        self.after_change();
        Ok(())
    }

    /// Goes back to `point`, the play as it stood before `seat`'s card
    /// corrected: the cards played after it back in their hands (Law 86),
    /// the revokes among them undone (a note on each), the cards exposed
    /// then exposed again, and the play directed, the card called and the
    /// opening lead's prohibition of that moment in force again (decision
    /// 160). Returns the play as it was and the cards played after.
    pub(crate) fn go_back(
        &mut self,
        point: RevokePoint,
        seat: Seat,
        card: Card,
    ) -> Option<(BridgePlay, Vec<(Seat, Card)>)> {
        let now = self.play.take()?;
        let (back, after) = point.before.back_to(&now);
        let undone = |s: Seat, c: Card| after.contains(&(s, c));
        let note = format!(
            "its card went back to the hand with the correction of {}'s {card:#}: no revoke (Law 86)",
            seat.name()
        );
        for j in 0..self.laws.revokes.len() {
            let r = self.laws.revokes[j];
            if !r.established && !r.corrected && undone(r.seat, r.card) {
                self.laws.revokes[j].corrected = true;
                self.laws.revoke_points[j] = None;
                if let Some(x) = self.rulings.get_mut(r.ruling) {
                    x.notes.push(note.clone());
                }
            }
        }
        self.undo_dummy_revokes(&after, &note);
        for &(s, c) in after.iter().chain([(seat, card)].iter()) {
            if point.exposed[s].contains(c) {
                self.laws.exposed[s].insert(c);
            }
        }
        self.laws.directed = point.directed;
        self.laws.called = point.called;
        self.laws.opening_prohibit = point.opening_prohibit;
        // Dummy's card that spent the call on his suggestion goes back:
        // the call stands again (Law 62).
        if let Some((spent, call)) = self.laws.suggestion_spent
            && after
                .iter()
                .any(|&(s, c)| c == spent && Some(s) == self.final_declaration().map(|f| f.dummy()))
        {
            self.laws.suggested = Some(call);
            self.laws.suggestion_spent = None;
        }
        self.play = Some(back);
        Some((now, after))
    }

    /// Law 86: `seat` corrects his revoke in time to save it; Law 73: his
    /// penalty not obeyed, before the trick is turned and quitted; Law 63:
    /// dummy's revoke, before the trick is turned and quitted.
    pub(crate) fn on_corrects_revoke(&mut self, seat: Seat) -> Result<(), AuctionBridgeError> {
        self.in_play_now()?;
        let Some(f) = self.final_declaration().copied() else {
            return Err(AuctionBridgeError::AuctionOpen);
        };
        if seat == f.dummy() {
            return self.on_corrects_dummy_revoke(seat);
        }
        // Answered no, the question no longer saves the revoke from the
        // quitting, but until then it may be corrected (Laws 85, 86).
        let Some(i) = self.correctable(seat) else {
            return Err(AuctionBridgeError::NoCorrection {
                why: format!(
                    "{} has no revoke that may still be corrected: none made, or it is established (Laws 83, 85); nor a penalty not obeyed in a trick not yet turned and quitted (Law 73)",
                    seat.name()
                ),
            });
        };
        let Some(point) = self.laws.revoke_points[i].take() else {
            return Ok(());
        };
        let revoke = self.laws.revokes[i];
        let card = revoke.card;
        if revoke.law.law == 73 {
            self.correct_not_obeyed(seat, i, point, f);
            return Ok(());
        }
        let Some((now, after)) = self.go_back(point, seat, card) else {
            return Ok(());
        };
        self.laws.revokes[i].corrected = true;
        if let Some(x) = self.rulings.get_mut(revoke.ruling) {
            x.notes
                .push("corrected in time to save it: no revoke (Law 86)".to_owned());
        }
        let quitted = now.played_after_trick(revoke.trick);
        let when = if quitted {
            "after the trick was quitted, his partner having asked him before it was (Law 85)"
        } else {
            "before the trick was turned and quitted"
        };
        let others = cards_taken_back(&after, "not exposed");
        let name = seat.name();
        let text = format!(
            "{name} corrects his revoke of {card:#} in trick {} {when}: the revoke is saved, {card:#} goes back to his hand and he plays a card of the suit led{others} (Law 86)",
            revoke.trick + 1
        );
        if seat.is_opponent(f.declarer) {
            let r = Ruling::new(
                cite(86, ""),
                Some(seat),
                format!(
                    "{text}; {name} is an adversary of declarer: the card played in error is exposed and declarer may call it whenever he pleases, or he may require {name} to play his highest or lowest card of the suit to the trick"
                ),
            )
            .choice(
                Chooser::Seat(f.declarer),
                vec![
                    option(
                        OptionId::CallCard,
                        format!(
                            "{card:#} is an exposed card, liable to be called whenever declarer pleases"
                        ),
                    ),
                    option(
                        OptionId::Highest,
                        format!("{name} plays his highest card of the suit to the trick"),
                    ),
                    option(
                        OptionId::Lowest,
                        format!("{name} plays his lowest card of the suit to the trick"),
                    ),
                ],
            );
            self.open_in_play(r, Awaiting::Corrected { seat, card });
        } else {
            self.rule(Ruling::new(
                cite(86, ""),
                Some(seat),
                format!("{text}; the penalty of the card exposed or the highest or lowest card cannot be exacted from declarer"),
            ));
        }
        self.after_change();
        Ok(())
    }

    /// Declarer's election on a corrected revoke of an adversary (Law 86).
    pub(crate) fn elect_corrected(&mut self, seat: Seat, card: Card, chosen: OptionId, ri: usize) {
        let directive = match chosen {
            OptionId::CallCard => {
                if self
                    .play
                    .as_ref()
                    .is_some_and(|p| p.hand(seat).contains(card))
                {
                    self.laws.exposed[seat].insert(card);
                }
                None
            }
            OptionId::Highest => Some(PlayDirective::Highest),
            OptionId::Lowest => Some(PlayDirective::Lowest),
            _ => None,
        };
        // Calling the card leaves in force a play directed before the
        // revoke card, restored with the correction (decision 164).
        if let Some(directive) = directive {
            self.laws.directed = Some(Directed {
                seat,
                directive,
                law: cite(86, ""),
                ruling: ri,
            });
        }
    }

    /// Law 73: `seat` corrects a penalty he did not obey (the revoke `i`),
    /// before its trick is turned and quitted: the play goes back to the
    /// card, the penalty breached is in force again, and an adversary's
    /// card played in error is exposed (Law 86; decisions 162, 163).
    fn correct_not_obeyed(
        &mut self,
        seat: Seat,
        i: usize,
        point: RevokePoint,
        f: FinalDeclaration,
    ) {
        let revoke = self.laws.revokes[i];
        let card = revoke.card;
        let breached = breached_words(&point, seat, self.laws.lead_law);
        let Some((_, after)) = self.go_back(point, seat, card) else {
            return;
        };
        self.laws.revokes[i].corrected = true;
        if let Some(x) = self.rulings.get_mut(revoke.ruling) {
            x.notes.push(
                "corrected before the trick was turned and quitted: not liable to the penalty for revoke (Law 73)"
                    .to_owned(),
            );
        }
        let others = cards_taken_back(&after, "not exposed");
        let name = seat.name();
        let text = format!(
            "{name} corrects his play of {card:#} in trick {} before the trick is turned and quitted: he is not liable to the penalty for revoke; {card:#} goes back to his hand and the penalty he did not obey is in force again: {breached}{others} (Laws 73, 86)",
            revoke.trick + 1
        );
        let text = if seat.is_opponent(f.declarer) {
            if self
                .play
                .as_ref()
                .is_some_and(|p| p.hand(seat).contains(card))
            {
                self.laws.exposed[seat].insert(card);
            }
            format!(
                "{text}; {name} is an adversary of declarer: the card played in error is exposed and declarer may call it whenever he pleases (Law 86); his highest or lowest card of the suit is not required besides, the penalty in force again deciding his play"
            )
        } else {
            format!("{text}; nothing of Law 86's penalty is exacted from declarer")
        };
        self.rule(Ruling::new(cite(73, ""), Some(seat), text));
        self.after_change();
    }
}

/// In words, the penalty `seat` breached, in force again at `point`: a
/// play directed, or the lead called or prohibited.
fn breached_words(
    point: &RevokePoint,
    seat: Seat,
    lead_law: Option<crate::law::Citation>,
) -> String {
    if let Some(d) = point.directed.filter(|d| d.seat == seat) {
        return format!(
            "he must play {} as directed under {}",
            d.directive.words(),
            d.law
        );
    }
    let law = lead_law.map_or(String::new(), |l| format!(" under {l}"));
    match point.before.restriction() {
        Some(LeadRestriction::Require { suit, .. }) => {
            format!("he must lead {} if he can, as called{law}", suit.name())
        }
        Some(LeadRestriction::Prohibit { suits, .. }) => {
            let names: Vec<&str> = suits.iter().map(|s| s.name()).collect();
            format!("he may not lead {}{law}", names.join(" or "))
        }
        None => "he must play as the penalty directs".to_owned(),
    }
}
