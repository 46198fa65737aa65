//! A revoke saved (Laws 64, 65, 69).
//!
//! A revoke is established when its trick is turned and quitted (taken as
//! done when a card is played to the following trick, or when the hand is
//! over), or when the revoking player or his partner, in turn or not, leads
//! or plays to the following trick (Law 64). His partner may ask him whether
//! he has not a card of the suit renounced (`W asks-revoke`): asked before
//! the quitting, the quitting no longer establishes the revoke, unless he
//! answers no (`E answers-no`) or his side plays to the following trick
//! (Law 65). Until it is established he may correct it (`E corrects-revoke`,
//! Law 69): the play goes back to where it stood before his card, which
//! returns to his hand liable to be called by the adversaries; the players
//! who played after him, except his partner, take their cards back, not
//! liable to be called, and may play them again or substitute others; his
//! partner's card stays in the trick. A failure to play as required (Law
//! 54) incurs the penalty of a revoke, and the code gives it no correction.

use smallvec::SmallVec;

use crate::card::{Card, CardSet, Suit};
use crate::play::CardOrder;
use crate::ruling::Ruling;
use crate::seat::{BySeat, BySide, Seat, Side};

use super::event::EuchreError;
use super::hand::{EuchreTrick, Hand, RequiredPlay, Revoke, Stage, law};

/// The play as it stood before a revoke's card, kept while the revoke may
/// still be saved (Law 69).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct PlayPoint {
    hands: BySeat<CardSet>,
    tricks: SmallVec<[EuchreTrick; 5]>,
    current: Option<EuchreTrick>,
    won: BySide<u8>,
    stage: Stage,
    required: BySeat<Option<RequiredPlay>>,
    called: BySeat<Option<Card>>,
    lead_call: BySeat<Option<Suit>>,
    suit_call: Option<Side>,
    exposed: BySeat<CardSet>,
    false_lead: Option<(Seat, Seat)>,
}

fn not_now(seat: Seat, what: &'static str, why: String) -> EuchreError {
    EuchreError::NotHis { seat, what, why }
}

impl Hand {
    /// The play as it stands, before a card is played.
    pub(super) fn play_point(&self) -> Box<PlayPoint> {
        Box::new(PlayPoint {
            hands: self.hands,
            tricks: self.tricks.clone(),
            current: self.current,
            won: self.won,
            stage: self.stage,
            required: self.required,
            called: self.called,
            lead_call: self.lead_call,
            suit_call: self.suit_call,
            exposed: self.exposed,
            false_lead: self.false_lead,
        })
    }

    /// The revokes that may still be saved (Laws 64, 65, 69).
    pub fn revokes_to_save(&self) -> impl Iterator<Item = &Revoke> + '_ {
        self.revokes
            .iter()
            .zip(&self.saves)
            .filter(|(_, s)| s.is_some())
            .map(|(r, _)| r)
    }

    /// The latest revoke of `seat` that may still be saved.
    fn savable(&self, seat: Seat) -> Option<usize> {
        (0..self.revokes.len())
            .rev()
            .find(|&i| self.revokes[i].seat == seat && self.saves[i].is_some())
    }

    /// Whether a card was played to a trick after `trick`, by `side` if
    /// one is given.
    fn played_after(&self, trick: u8, side: Option<Side>) -> bool {
        self.tricks()
            .skip(usize::from(trick) + 1)
            .flat_map(EuchreTrick::plays)
            .any(|(s, _)| side.is_none_or(|side| s.side() == side))
    }

    /// Law 64 (and 65): the revokes established by what has just happened.
    pub(super) fn establish_revokes(&mut self) {
        if self.saves.iter().all(Option::is_none) {
            return;
        }
        let over = self.is_over();
        for i in 0..self.revokes.len() {
            if self.saves[i].is_none() {
                continue;
            }
            let r = self.revokes[i];
            let by_side = self.played_after(r.trick, Some(r.seat.side()));
            let quitted = over || self.played_after(r.trick, None);
            let saved = r.asked && !r.answered_no;
            if !(by_side || over || (quitted && !saved)) {
                continue;
            }
            self.saves[i] = None;
            let note = if by_side {
                format!(
                    "established: {} or his partner played to the trick after trick {} (Law 64)",
                    r.seat.name(),
                    r.trick + 1
                )
            } else {
                format!(
                    "established: trick {} was turned and quitted (Law 64)",
                    r.trick + 1
                )
            };
            if let Some(x) = self.rulings.get_mut(r.ruling) {
                x.notes.push(note);
            }
        }
    }

    /// The trick a question of Law 65 is about: the trick in progress, or
    /// the one just completed while no card has been played to the next.
    fn trick_not_quitted(&self) -> Option<(u8, EuchreTrick)> {
        match self.current.filter(|t| !t.is_empty()) {
            Some(t) => Some((self.tricks.len() as u8, t)),
            None => {
                let t = *self.tricks.last()?;
                Some((self.tricks.len() as u8 - 1, t))
            }
        }
    }

    /// Law 65: `seat` asks his partner whether he has not a card of the
    /// suit he renounced.
    pub(super) fn on_asks_revoke(&mut self, seat: Seat) -> Result<(), EuchreError> {
        let order = self.order_or_err()?;
        const WHAT: &str = "ask his partner about a revoke under Law 65";
        let partner = seat.partner();
        if self.sits_out(seat) || self.sits_out(partner) {
            return Err(not_now(
                seat,
                WHAT,
                "his partner is not in the play".to_owned(),
            ));
        }
        let Some((trick, cards)) = self.trick_not_quitted() else {
            return Err(not_now(seat, WHAT, "no card has been played".to_owned()));
        };
        let led = cards.led().map(|c| order.effective_suit(c));
        let renounced = cards
            .plays()
            .skip(1)
            .any(|(s, c)| s == partner && Some(order.effective_suit(c)) != led);
        if !renounced {
            return Err(not_now(
                seat,
                WHAT,
                format!(
                    "{} has not renounced in trick {}, which is not yet turned and quitted (Law 65)",
                    partner.name(),
                    trick + 1
                ),
            ));
        }
        let revoke = self
            .savable(partner)
            .filter(|&i| self.revokes[i].trick == trick);
        if revoke.is_some_and(|i| self.revokes[i].asked) {
            return Err(not_now(
                seat,
                WHAT,
                format!(
                    "{} has been asked already about his renounce in trick {} (Law 65)",
                    partner.name(),
                    trick + 1
                ),
            ));
        }
        let text = match revoke {
            Some(i) => {
                self.revokes[i].asked = true;
                format!(
                    "{} asks his partner, {}, whether he has not a card of the suit he renounced in trick {}: asked before the trick is turned and quitted, its quitting does not establish the revoke, and {} may correct it unless he answers no, or he or his partner leads or plays to the following trick (Law 65)",
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
        self.push_ruling(Ruling::new(law(65, ""), Some(seat), text));
        Ok(())
    }

    /// Law 65: the partner asked answers that he has no card of the suit.
    pub(super) fn on_answers_no(&mut self, seat: Seat) -> Result<(), EuchreError> {
        self.order_or_err()?;
        let Some(i) = self
            .savable(seat)
            .filter(|&i| self.revokes[i].asked && !self.revokes[i].answered_no)
        else {
            return Err(not_now(
                seat,
                "answer a question under Law 65",
                format!(
                    "no question about a revoke of {}'s awaits his answer (Law 65)",
                    seat.name()
                ),
            ));
        };
        self.revokes[i].answered_no = true;
        let trick = self.revokes[i].trick;
        self.push_ruling(Ruling::new(
            law(65, ""),
            Some(seat),
            format!(
                "{} answers that he has no card of the suit he renounced in trick {}: the question no longer saves the revoke, which is established when the trick is turned and quitted (Laws 64, 65)",
                seat.name(),
                trick + 1
            ),
        ));
        Ok(())
    }

    /// Law 69: `seat` discovers his mistake in time to save the revoke.
    pub(super) fn on_corrects_revoke(&mut self, seat: Seat) -> Result<(), EuchreError> {
        self.order_or_err()?;
        let Some(i) = self.savable(seat) else {
            let why = if self.revokes.iter().any(|r| r.seat == seat) {
                "his revoke is established (Law 64), or is a failure to play as required, which incurs the penalty of a revoke with no correction (Law 54)"
            } else {
                "he has made no revoke"
            };
            return Err(not_now(
                seat,
                "correct a revoke under Law 69",
                why.to_owned(),
            ));
        };
        let Some(point) = self.saves[i].take() else {
            return Ok(());
        };
        let revoke = self.revokes[i];
        let partner = seat.partner();
        let quitted = self.played_after(revoke.trick, None);
        // The cards played after the revoke's, in the order played.
        let mut after: SmallVec<[(Seat, Card); 8]> = self
            .tricks()
            .skip(usize::from(revoke.trick))
            .flat_map(EuchreTrick::plays)
            .skip_while(|&p| p != (seat, revoke.card))
            .skip(1)
            .collect();
        let kept: SmallVec<[Card; 2]> = after
            .iter()
            .filter(|(s, _)| *s == partner)
            .map(|&(_, c)| c)
            .collect();
        after.retain(|(s, _)| *s != partner);
        // The revokes among the cards taken back go back with them.
        let mut j = self.revokes.len();
        while j > i {
            j -= 1;
            let r = self.revokes[j];
            if after.contains(&(r.seat, r.card)) {
                self.drop_revoke(j, format!(
                    "its card went back to the hand with the correction of {}'s revoke: no revoke (Law 69)",
                    seat.name()
                ));
            }
        }
        self.drop_revoke(
            i,
            "corrected in time to save it: no revoke (Law 69)".to_owned(),
        );
        let mut hands = self.hands;
        hands[seat].insert(revoke.card);
        let mut exposed = self.exposed;
        exposed[seat].insert(revoke.card);
        let mut leads = false;
        for &(s, c) in &after {
            hands[s].insert(c);
            if point.exposed[s].contains(c) {
                exposed[s].insert(c);
            }
            leads |= self.tricks().any(|t| t.plays().next() == Some((s, c)));
        }
        for s in after.iter().map(|&(s, _)| s).chain([seat]) {
            self.required[s] = point.required[s];
            self.called[s] = point.called[s];
            self.lead_call[s] = point.lead_call[s];
        }
        if leads {
            self.suit_call = point.suit_call;
        }
        self.hands = hands;
        self.exposed = exposed;
        self.tricks = point.tricks;
        self.current = point.current;
        self.won = point.won;
        self.stage = point.stage;
        self.false_lead = point.false_lead;
        for &card in &kept {
            self.hands[partner].remove(card);
            if let Some(t) = self.current.as_mut() {
                t.push(partner, card);
            }
        }
        let when = if quitted {
            "after the trick was turned and quitted, his partner having asked him before it was (Law 65)"
        } else {
            "before the trick was turned and quitted"
        };
        let mut text = format!(
            "{} corrects his revoke of {:#} in trick {} {when}: the revoke is saved; {:#} goes back to his hand and the adversaries may call it, and he plays again to the trick",
            seat.name(),
            revoke.card,
            revoke.trick + 1,
            revoke.card
        );
        if !after.is_empty() {
            let list: Vec<String> = after
                .iter()
                .map(|(s, c)| format!("{}'s {c:#}", s.name()))
                .collect();
            text.push_str(&format!(
                "; the cards played after it ({}) are withdrawn, not liable to be called: each may play it again or substitute another",
                list.join(", ")
            ));
        }
        for card in &kept {
            text.push_str(&format!(
                "; his partner's {card:#} stays in the trick ({} may not withdraw it)",
                partner.name()
            ));
        }
        self.push_ruling(Ruling::new(
            law(69, ""),
            Some(seat),
            format!("{text} (Law 69)"),
        ));
        Ok(())
    }

    /// Takes a revoke out of the record, with a note on its ruling.
    fn drop_revoke(&mut self, i: usize, note: String) {
        let r = self.revokes.remove(i);
        self.saves.remove(i);
        if let Some(x) = self.rulings.get_mut(r.ruling) {
            x.notes.push(note);
        }
    }
}
