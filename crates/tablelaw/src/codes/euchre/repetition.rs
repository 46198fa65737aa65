//! An act of the making of the trump said again by the player who has just
//! made it, before anyone else has acted or led: no act out of turn (Law
//! 82), no change of the suit named (78), no order after a pass (80), for
//! it is no new act. The laws take no notice of it: the table notes it
//! (decision 178).

use super::hand::{Act, Hand, Pending};
use super::{DealEnd, Euchre, EuchreEvent};
use crate::seat::Seat;

impl Euchre {
    /// The note on `event` when it is the last act of the making, by the
    /// same player, standing or awaiting the adversaries' election, before
    /// the lead (or, all having passed twice, before the next deal);
    /// `None` otherwise.
    pub(super) fn repetition(&self, event: &EuchreEvent) -> Option<String> {
        use EuchreEvent as E;
        let (seat, said) = match *event {
            E::Pass { seat, .. } => (seat, Act::Pass),
            E::OrderUp { seat } => (seat, Act::OrderUp),
            E::Assist { seat } => (seat, Act::Assist),
            E::TakeUp { seat } => (seat, Act::TakeUp),
            E::PlayAlone { seat, suit } => (seat, Act::PlayAlone(suit)),
            E::TakeItFrom { seat } => (seat, Act::TakeItFrom),
            E::Name { seat, suit } => (seat, Act::Name(suit)),
            E::TurnDown { seat } => (seat, Act::TurnDown),
            E::DefendAlone { seat } => (seat, Act::DefendAlone),
            _ => return None,
        };
        let (hand, passed_out) = match self.hand.as_deref() {
            Some(h) => (h, false),
            None => {
                let d = self.deals.last().filter(|d| d.end == DealEnd::PassedOut)?;
                (d.hand.as_deref()?, true)
            }
        };
        if hand.lead_made() || !repeats(hand, seat, said) {
            return None;
        }
        let words = words(said);
        if passed_out {
            return Some(format!(
                "{} repeats his {words} after all passed twice: the deal is at an end (Law 77); nothing follows",
                seat.name()
            ));
        }
        let text = format!(
            "{} repeats his {words}: the same act said again is no new act, and takes away no one's right (Laws 78, 82); nothing follows",
            seat.name()
        );
        Some(match hand.pending() {
            Some((ruling, _)) => {
                format!("{text}; ruling #{} still awaits its election", ruling + 1)
            }
            None => text,
        })
    }
}

/// Whether `said` by `seat` is the last act of the making, standing or
/// awaiting the adversaries' election under Law 80. "Alone" in the first
/// round is at the suit turned, named or not.
fn repeats(hand: &Hand, seat: Seat, said: Act) -> bool {
    let Some(last) = hand.making().last() else {
        return false;
    };
    let turned = hand.deal.turned.suit;
    let same = last.act == said
        || matches!((last.act, said), (Act::PlayAlone(None), Act::PlayAlone(Some(s))) if last.round == 1 && s == turned);
    let awaiting =
        matches!(hand.pending, Some((_, Pending::LateOrder { seat: s, .. })) if s == seat);
    last.seat == seat && same && (last.stands || awaiting)
}

/// The act in words.
fn words(act: Act) -> String {
    match act {
        Act::Pass => "pass".to_owned(),
        Act::OrderUp => "order up".to_owned(),
        Act::Assist => "assist".to_owned(),
        Act::TakeUp => "taking up the trump".to_owned(),
        Act::PlayAlone(None) => "declaration to play alone".to_owned(),
        Act::PlayAlone(Some(s)) => format!("declaration to play alone at {}", s.name()),
        Act::TakeItFrom => "\"I take it from you\"".to_owned(),
        Act::Name(s) => format!("naming of {}", s.name()),
        Act::TurnDown => "turning down of the trump card".to_owned(),
        Act::ThrowsCards => "throwing of his cards".to_owned(),
        Act::MentionsSuit(s) => format!("mention of {}", s.name()),
        Act::DefendAlone => "declaration to defend alone".to_owned(),
    }
}
