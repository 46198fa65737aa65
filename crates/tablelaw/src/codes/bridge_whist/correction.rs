//! A revoke corrected in time to save it (laws 89, 90, numbered as in the
//! module doc's table).
//!
//! A player may ask his partner whether he has not a card of the suit he
//! renounced (`W asks-revoke`); asked before the trick is turned and
//! quitted, the quitting does not establish the revoke, which may still be
//! corrected unless the answer is no (`E answers-no`) or the revoking side
//! has played to the following trick (law 89). The correction (`E
//! corrects-revoke`) goes back to the play as it stood before the card
//! played in error ([`BridgePlay::back_to`]); the cards played after it go
//! back to their players, not exposed cards (law 90). The dealer's
//! adversary in fault: the dealer elects the card exposed, to be called
//! whenever he pleases, or the offender's highest or lowest card of the
//! suit to the trick. The dealer in fault: the eldest hand may require his
//! highest or lowest card of the suit, provided both adversaries have
//! played to the trick and the dealer was not fourth in hand.
//!
//! A penalty not obeyed (law 75) is corrected the same way before its
//! trick is turned and quitted (`E corrects-revoke`, the ruling citing law
//! 75): the penalty breached is in force again, and an adversary's card
//! played in error is an exposed card (law 90's first penalty; decisions
//! 158, 159). Any correction puts back in force the play directed and the
//! exposed card called that stood before the card (decision 164). Dummy's
//! revoke is `dummy_revoke`'s (law 66).

use super::law;
use super::play_laws::WhistPlayLaws;
use super::state::{Awaiting, BridgeWhist, Phase};
use crate::card::{Card, CardSet};
use crate::play::{BridgePlay, LeadRestriction, PlayDirective, cards_taken_back};
use crate::ruling::{Chooser, OptionId, Ruling, option};
use crate::seat::{BySeat, Seat};
use crate::table::EventError;

/// The play as it stood before a card that may still be corrected (a
/// revoke, law 90; a penalty not obeyed, law 75; dummy's revoke, law 66),
/// with what the laws held in force at that moment (decision 164).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct RevokePoint {
    /// The play before the card.
    pub before: Box<BridgePlay>,
    /// The exposed cards liable to be called then.
    pub exposed: BySeat<CardSet>,
    /// The exposed card called then (law 80).
    pub called: Option<(Seat, Card)>,
    /// The play directed then (laws 73, 82, 90, 98).
    pub directed: Option<(Seat, PlayDirective)>,
}

impl RevokePoint {
    /// The moment before a card: the play and what the laws hold.
    pub(crate) fn at(play: &BridgePlay, laws: &WhistPlayLaws) -> Self {
        RevokePoint {
            before: Box::new(play.clone()),
            exposed: laws.exposed,
            called: laws.called,
            directed: laws.directed,
        }
    }
}

fn not_now(why: String) -> EventError {
    EventError::NotNow { why }
}

impl BridgeWhist {
    /// The revoke of `seat` still open to correction: the latest neither
    /// established nor corrected, with its play kept.
    fn correctable(&self, seat: Seat) -> Option<usize> {
        self.revokes
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
    fn in_play_now(&self) -> Result<&BridgePlay, EventError> {
        self.check_not_pending()?;
        match self.play.as_ref() {
            Some(p) if self.phase == Phase::Play && !p.is_over() => Ok(p),
            _ => Err(EventError::NoPlay {
                why: "the play is over or not begun".to_owned(),
            }),
        }
    }

    /// Law 89: `seat` asks his partner whether he has not a card of the
    /// suit he renounced, before the trick is turned and quitted.
    pub(crate) fn on_asks_revoke(&mut self, seat: Seat) -> Result<(), EventError> {
        let play = self.in_play_now()?;
        let partner = seat.partner();
        if partner == self.dummy() {
            return Err(not_now(format!(
                "{}'s hand is dummy's, face up on the table: its revoke is law 66's",
                partner.name()
            )));
        }
        // The trick in progress, or the one just completed and not quitted.
        let n = play.tricks().len();
        let trick = if play.current().is_empty() && n > 0 {
            n - 1
        } else {
            n
        };
        let led = play
            .trick_cards()
            .find(|(t, _, _)| usize::from(*t) == trick)
            .map(|(_, _, c)| c.suit);
        let renounced = play
            .trick_cards()
            .any(|(t, s, c)| usize::from(t) == trick && s == partner && Some(c.suit) != led);
        if !renounced {
            return Err(not_now(format!(
                "{} has not renounced in trick {}, which is not yet turned and quitted (law 89)",
                partner.name(),
                trick + 1
            )));
        }
        // A penalty not obeyed is no renounce: the question does not save
        // it from the quitting (law 75; decision 162).
        let revoke = self.correctable(partner).filter(|&i| {
            usize::from(self.revokes[i].trick) == trick && self.revokes[i].law.law != 75
        });
        if revoke.is_some_and(|i| self.revokes[i].asked) {
            return Err(not_now(format!(
                "{} has been asked already about his renounce in trick {} (law 89)",
                partner.name(),
                trick + 1
            )));
        }
        let text = match revoke {
            Some(i) => {
                self.revokes[i].asked = true;
                format!(
                    "{} asks his partner, {}, whether he has not a card of the suit he renounced in trick {}: asked before the trick is turned and quitted, its quitting does not establish the revoke, and {} may correct it unless he answers no or he or his partner leads or plays to the following trick",
                    seat.name(),
                    partner.name(),
                    trick + 1,
                    partner.name()
                )
            }
            None => format!(
                "{} asks his partner, {}, whether he has not a card of the suit he renounced in trick {}: he has none that he failed to play, and there is no revoke to correct",
                seat.name(),
                partner.name(),
                trick + 1
            ),
        };
        self.rule(Ruling::new(law(89, ""), None, text), None);
        Ok(())
    }

    /// Law 89: the partner asked answers that he has no card of the suit:
    /// the error may no longer be corrected once the trick is quitted.
    pub(crate) fn on_answers_no(&mut self, seat: Seat) -> Result<(), EventError> {
        self.in_play_now()?;
        let Some(i) = self
            .correctable(seat)
            .filter(|&i| self.revokes[i].asked && !self.revokes[i].answered_no)
        else {
            return Err(not_now(format!(
                "no question about a revoke of {}'s awaits his answer (law 89)",
                seat.name()
            )));
        };
        self.revokes[i].answered_no = true;
        let trick = self.revokes[i].trick;
        self.rule(
            Ruling::new(
                law(89, ""),
                Some(seat),
                format!(
                    "{} answers that he has no card of the suit he renounced in trick {}: the error may not be corrected, and the revoke is established when the trick is turned and quitted (laws 85, 89)",
                    seat.name(),
                    trick + 1
                ),
            ),
            None,
        );
        self.after_card();
        Ok(())
    }

    /// Goes back to `point`, the play as it stood before `seat`'s card
    /// corrected: the cards played after it back in their hands (law 90),
    /// the revokes among them undone (a note on each), the cards exposed
    /// then exposed again, and the play directed and the card called of
    /// that moment in force again (decision 164). Returns the play as it
    /// was and the cards played after.
    pub(crate) fn go_back(
        &mut self,
        point: RevokePoint,
        seat: Seat,
        card: Card,
    ) -> Option<(BridgePlay, Vec<(Seat, Card)>)> {
        let now = self.play.take()?;
        let (back, after) = point.before.back_to(&now);
        let note = format!(
            "its card went back to the hand with the correction of {}'s {card:#}: no revoke (law 90)",
            seat.name()
        );
        for j in 0..self.revokes.len() {
            let r = self.revokes[j];
            if !r.established && !r.corrected && after.contains(&(r.seat, r.card)) {
                self.revokes[j].corrected = true;
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
        // Dummy's card that spent the call on his suggestion goes back:
        // the call stands again (law 65).
        let dummy = self.dummy();
        if let Some((spent, call)) = self.laws.suggestion_spent
            && after.iter().any(|&(s, c)| c == spent && s == dummy)
        {
            self.laws.suggested = Some(call);
            self.laws.suggestion_spent = None;
        }
        self.play = Some(back);
        Some((now, after))
    }

    /// Law 90: `seat` corrects his revoke in time to save it; law 75: his
    /// penalty not obeyed, before the trick is turned and quitted; law 66:
    /// dummy's revoke, before the trick is turned and quitted.
    pub(crate) fn on_corrects_revoke(&mut self, seat: Seat) -> Result<(), EventError> {
        self.in_play_now()?;
        if seat == self.dummy() {
            return self.on_corrects_dummy_revoke(seat);
        }
        // Answered no, the question no longer saves the revoke from the
        // quitting, but until then it may be corrected (laws 89, 90).
        let Some(i) = self.correctable(seat) else {
            return Err(not_now(format!(
                "{} has no revoke that may still be corrected: none made, or it is established (laws 85, 89); nor a penalty not obeyed in a trick not yet turned and quitted (law 75)",
                seat.name()
            )));
        };
        let Some(point) = self.laws.revoke_points[i].take() else {
            return Ok(());
        };
        let revoke = self.revokes[i];
        if revoke.law.law == 75 {
            self.correct_not_obeyed(seat, i, point);
            return Ok(());
        }
        // Law 90's proviso for the dealer's revoke: both adversaries have
        // played to the trick, and he was not fourth in hand.
        let position = point.before.current().len();
        let card = revoke.card;
        let Some((now, after)) = self.go_back(point, seat, card) else {
            return Ok(());
        };
        self.revokes[i].corrected = true;
        if let Some(x) = self.rulings.get_mut(revoke.ruling) {
            x.notes
                .push("corrected in time to save it: no revoke (law 90)".to_owned());
        }
        let adversaries_played = now
            .trick_cards()
            .filter(|(t, s, _)| *t == revoke.trick && s.is_opponent(self.dealer))
            .count()
            == 2;
        let quitted = now.played_after_trick(revoke.trick);
        let when = if quitted {
            "after the trick was quitted, his partner having asked him before it was (law 89)"
        } else {
            "before the trick was turned and quitted"
        };
        let others = cards_taken_back(&after, "not exposed cards");
        let name = seat.name();
        let text = format!(
            "{name} corrects his revoke of {card:#} in trick {} {when}: the revoke is saved, {card:#} goes back to his hand and he plays a card of the suit led{others}",
            revoke.trick + 1
        );
        let highest = option(
            OptionId::Highest,
            format!("{name} plays his highest card of the suit to the trick"),
        );
        let lowest = option(
            OptionId::Lowest,
            format!("{name} plays his lowest card of the suit to the trick"),
        );
        if seat.is_opponent(self.dealer) {
            let r = Ruling::new(
                law(90, ""),
                Some(seat),
                format!(
                    "{text}; {name} is an adversary of the dealer: the card played in error is an exposed card, and the dealer can call it whenever he pleases, or he may require {name} to play his highest or lowest card of the suit to the trick"
                ),
            )
            .choice(
                Chooser::Seat(self.dealer),
                vec![
                    option(
                        OptionId::CallCard,
                        format!(
                            "{card:#} is an exposed card, liable to be called whenever the dealer pleases"
                        ),
                    ),
                    highest,
                    lowest,
                ],
            );
            self.rule(r, Some(Awaiting::Corrected { seat, card }));
        } else if position < 3 && adversaries_played {
            let eldest = self.eldest_hand();
            let r = Ruling::new(
                law(90, ""),
                Some(seat),
                format!(
                    "{text}; the dealer in fault, both his adversaries having played to the trick: the eldest hand, {}, may require him to play the highest or lowest card of the suit in which he renounced",
                    eldest.name()
                ),
            )
            .choice(
                Chooser::Seat(eldest),
                vec![
                    highest,
                    lowest,
                    option(OptionId::NoPenalty, "no penalty: the dealer plays any card of the suit"),
                ],
            );
            self.rule(r, Some(Awaiting::Corrected { seat, card }));
        } else {
            let why = if position == 3 {
                "the dealer was fourth in hand: the highest or lowest card cannot be exacted from him"
            } else {
                "both adversaries of the dealer have not played to the trick: the eldest hand may not require his highest or lowest card"
            };
            self.rule(
                Ruling::new(law(90, ""), Some(seat), format!("{text}; {why}")),
                None,
            );
        }
        self.after_card();
        Ok(())
    }

    /// The election on a corrected revoke (law 90).
    pub(crate) fn elect_corrected(&mut self, seat: Seat, card: Card, chosen: OptionId) {
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
        if let Some(d) = directive {
            self.laws.directed = Some((seat, d));
        }
    }

    /// Law 75: `seat` corrects a penalty he did not obey (the revoke `i`),
    /// before its trick is turned and quitted: the play goes back to the
    /// card, the penalty breached is in force again, and a dealer's
    /// adversary's card played in error is an exposed card (law 90;
    /// decisions 162, 163).
    fn correct_not_obeyed(&mut self, seat: Seat, i: usize, point: RevokePoint) {
        let revoke = self.revokes[i];
        let card = revoke.card;
        let breached = breached_words(&point, seat);
        let Some((_, after)) = self.go_back(point, seat, card) else {
            return;
        };
        self.revokes[i].corrected = true;
        if let Some(x) = self.rulings.get_mut(revoke.ruling) {
            x.notes.push(
                "corrected before the trick was turned and quitted: not liable to the penalty for revoke (law 75)"
                    .to_owned(),
            );
        }
        let others = cards_taken_back(&after, "not exposed cards");
        let name = seat.name();
        let text = format!(
            "{name} corrects his play of {card:#} in trick {} before the trick is turned and quitted: he is not liable to the penalty for revoke; {card:#} goes back to his hand and the penalty he did not obey is in force again: {breached}{others} (laws 75, 90)",
            revoke.trick + 1
        );
        let text = if seat.is_opponent(self.dealer) {
            if self
                .play
                .as_ref()
                .is_some_and(|p| p.hand(seat).contains(card))
            {
                self.laws.exposed[seat].insert(card);
            }
            format!(
                "{text}; {name} is an adversary of the dealer: the card played in error is an exposed card, and the dealer can call it whenever he pleases (law 90); his highest or lowest card of the suit is not required besides, the penalty in force again deciding his play"
            )
        } else {
            format!("{text}; no penalty is exacted from the dealer besides")
        };
        self.rule(Ruling::new(law(75, ""), Some(seat), text), None);
        self.after_card();
    }
}

/// In words, the penalty `seat` breached, in force again at `point`: a
/// play directed, the exposed card called, or the suit called.
fn breached_words(point: &RevokePoint, seat: Seat) -> String {
    if let Some((_, d)) = point.directed.filter(|(s, _)| *s == seat) {
        return format!("he must play {} as directed", d.words());
    }
    if let Some((_, c)) = point.called.filter(|(s, _)| *s == seat) {
        return format!("he must play {c:#}, the exposed card called (law 80)");
    }
    match point.before.restriction() {
        Some(LeadRestriction::Require { suit, .. }) => {
            let n = super::play_laws::lead_call_law(Some(point));
            format!(
                "he must lead {} if he can, as called (law {n})",
                suit.name()
            )
        }
        Some(LeadRestriction::Prohibit { suits, .. }) => {
            let names: Vec<&str> = suits.iter().map(|s| s.name()).collect();
            format!("he may not lead {} (law 68)", names.join(" or "))
        }
        None => "he must play as the penalty directs".to_owned(),
    }
}
