//! A card played, in turn or not: leads out of turn (Laws 76-78), the
//! fourth hand before the second (Law 80), cards played too soon (Laws 67,
//! 72), penalties obeyed or not (Laws 73-75), and the bookkeeping after
//! each change: a called lead installed (Laws 51, 76, 93), the opening
//! lead's prohibition spent (Laws 65, 66), revokes established and their
//! penalty (Laws 83, 84, 89).

use super::auction::{AuctionBridge, cite};
use super::correction::RevokePoint;
use super::in_force::directive_options;
use super::irregular::Awaiting;
use crate::card::Card;
use crate::play::{LeadRestriction, PlayIrregularity};
use crate::ruling::{Chooser, OptionId, Ruling, option};
use crate::seat::Seat;

impl AuctionBridge {
    /// A card from `seat`'s hand; the caller has checked that the play is
    /// on, nothing is pending and the hand holds the card.
    pub(crate) fn play_card(&mut self, seat: Seat, card: Card) {
        let (Some(f), Some(play)) = (self.final_declaration().copied(), self.play.as_ref()) else {
            return;
        };
        let Some(turn) = play.turn() else {
            return;
        };
        if seat != turn {
            let leading = play.current().is_empty();
            let second_hand_next = play.current().len() == 1 && turn == seat.partner();
            // Law 71: the leader, his card winning, plays again before his
            // partner, third hand.
            let order = crate::play::TrumpOrder {
                trump: f.declaration.denomination.trump(),
            };
            let led_again = play.current().len() == 2
                && turn == seat.partner()
                && play.current().cards().next().map(|(s, _)| s) == Some(seat)
                && play.current().winner(&order) == Some(seat)
                && seat.is_opponent(f.declarer);
            if let Some(p) = self.play.as_mut() {
                p.play(seat, card);
            }
            if led_again {
                self.led_without_waiting(seat, card, turn, f.declarer);
            } else {
                self.card_out_of_turn(seat, card, turn, leading, second_hand_next, f.declarer);
            }
            self.after_change();
            return;
        }
        let legal = play.legal_plays();
        let directed = self.laws.directed.filter(|d| d.seat == seat);
        let obeying = directed.map(|d| play.directed_plays(legal, d.directive));
        let called = self.laws.called.filter(|c| c.seat == seat);
        // The play before a card that may be corrected, kept for its
        // correction: a renounce (Laws 63, 86), or a card under a penalty
        // it may not obey (Law 73).
        let renounce = play
            .current()
            .led()
            .is_some_and(|l| l.suit != card.suit && !play.hand(seat).suit(l.suit).is_empty());
        let restricted =
            play.current().is_empty() && play.restriction().is_some_and(|r| r.seat() == seat);
        let before = (renounce || restricted || directed.is_some())
            .then(|| RevokePoint::at(play, &self.laws));
        let irregularity = self.play.as_mut().and_then(|p| p.play(seat, card));
        if directed.is_some() {
            self.laws.directed = None;
        }
        if called.is_some() {
            self.laws.called = None;
        }
        self.laws.exposed[seat].remove(card);
        self.after_suggestion(seat, card, legal);
        match irregularity {
            Some(PlayIrregularity::Revoke) if seat == f.dummy() => {
                self.record_dummy_revoke(seat, card, before);
            }
            Some(PlayIrregularity::Revoke) => {
                self.record_revoke(seat, card, 83, String::new(), before)
            }
            Some(PlayIrregularity::BreaksLeadRestriction) => {
                let why = if self.laws.opening_prohibit {
                    "led the suit declarer had prohibited (Laws 65, 66)"
                } else {
                    "led another suit when called on to lead one he holds (Laws 51, 76, 93)"
                };
                self.record_revoke(seat, card, 73, why.to_owned(), before);
            }
            _ => {
                if let (Some(d), Some(obeying)) = (directed, obeying)
                    && !obeying.contains(card)
                {
                    self.record_revoke(
                        seat,
                        card,
                        73,
                        format!(
                            "did not play {} as directed under {}",
                            d.directive.words(),
                            d.law
                        ),
                        before,
                    );
                } else if let Some(c) = called
                    && c.card != card
                    && legal.contains(c.card)
                {
                    self.rule(Ruling::new(
                        cite(75, ""),
                        Some(seat),
                        format!(
                            "{} played {card:#}, not {:#}, the exposed card declarer called: the card stays exposed and the call may be repeated until it is played",
                            seat.name(),
                            c.card
                        ),
                    ));
                }
            }
        }
        self.after_change();
    }

    /// A card played when it was another hand's turn.
    fn card_out_of_turn(
        &mut self,
        seat: Seat,
        card: Card,
        turn: Seat,
        leading: bool,
        second_hand_next: bool,
        declarer: Seat,
    ) {
        let adversary = seat.is_opponent(declarer);
        if leading && adversary {
            let r = Ruling::new(
                cite(76, ""),
                Some(seat),
                format!(
                    "{} led {card:#} out of turn (it was {}'s lead): declarer may treat the card as an exposed card, or call a suit when it is next the turn of either adversary to lead",
                    seat.name(),
                    turn.name()
                ),
            )
            .choice(
                Chooser::Seat(declarer),
                vec![
                    option(
                        OptionId::CallCard,
                        format!(
                            "{card:#} is an exposed card, left face up and liable to be called; {} leads",
                            turn.name()
                        ),
                    ),
                    option(
                        OptionId::CallSuit,
                        format!(
                            "{card:#} is taken back; declarer calls a suit when either adversary is next to lead; {} leads",
                            turn.name()
                        ),
                    ),
                    option(
                        OptionId::Accept,
                        "the lead stands and the others follow to it: the trick is complete and cannot be rectified (Law 78); no penalty",
                    ),
                ],
            );
            self.open_in_play(r, Awaiting::LeadOutOfTurn { seat, card });
        } else if leading {
            let second = seat.lho();
            let r = Ruling::new(
                cite(77, ""),
                Some(seat),
                format!(
                    "declarer led {card:#} from {} out of turn (it was {}'s lead): he incurs no penalty, and may rectify the error until the second hand ({}) has played",
                    if seat == declarer { "his hand" } else { "dummy" },
                    turn.name(),
                    second.name()
                ),
            )
            .choice(
                Chooser::Seat(second),
                vec![
                    option(
                        OptionId::Accept,
                        format!(
                            "{} plays to it: the lead stands (Law 77) and the trick is complete when the others follow (Law 78)",
                            second.name()
                        ),
                    ),
                    option(
                        OptionId::Cancel,
                        format!(
                            "declarer rectifies the error before the second hand plays: {card:#} is taken back and {} leads",
                            turn.name()
                        ),
                    ),
                ],
            );
            self.open_in_play(r, Awaiting::DeclarerLead { seat, card });
        } else if adversary && second_hand_next {
            self.laws.exposed[seat].insert(card);
            let r = Ruling::new(
                cite(80, ""),
                Some(seat),
                format!(
                    "{} (fourth hand) played {card:#} before the second hand, his partner {}: declarer may call on {} to play his highest or lowest card of the suit led, or to win or lose the trick; {card:#} is an exposed card",
                    seat.name(),
                    turn.name(),
                    turn.name()
                ),
            )
            .choice(Chooser::Seat(declarer), directive_options(turn));
            self.open_in_play(r, Awaiting::Directive { seat: turn });
        } else if adversary {
            self.laws.exposed[seat].insert(card);
            self.rule(Ruling::new(
                cite(67, ""),
                Some(seat),
                format!(
                    "{} played {card:#} before his turn ({} is to play): it is an exposed card, left face up and liable to be called (Law 68)",
                    seat.name(),
                    turn.name()
                ),
            ));
        } else {
            if let Some(p) = self.play.as_mut() {
                p.take_back(card);
            }
            self.rule(Ruling::new(
                cite(72, ""),
                Some(seat),
                format!(
                    "{card:#} from {} played before its turn ({} is to play): cards exposed by the declarer are not liable to be called; it is taken back, no penalty",
                    if seat == declarer { "declarer's hand" } else { "dummy" },
                    turn.name()
                ),
            ));
        }
    }

    /// After every change of the play: the called lead installed, the
    /// suit call of Law 76 offered, the opening lead's prohibition spent,
    /// revokes established, and at the end the revoke penalty.
    pub(crate) fn after_change(&mut self) {
        if self.laws.opening_prohibit && self.play.as_ref().is_some_and(|p| p.cards_played() > 0) {
            self.laws.opening_prohibit = false;
            if let Some(p) = self.play.as_mut()
                && matches!(p.restriction(), Some(LeadRestriction::Prohibit { .. }))
            {
                p.set_restriction(None);
            }
        }
        self.install_called_lead();
        self.establish_revokes();
        if self.pending.is_some() {
            return;
        }
        if let Some(ri) = self.laws.suit_call {
            self.offer_suit_call(ri);
        }
        if self.pending.is_none() {
            self.offer_revoke_penalty();
        }
    }

    /// Law 76: when an adversary is next to lead, declarer calls a suit.
    fn offer_suit_call(&mut self, from: usize) {
        let Some(f) = self.final_declaration().copied() else {
            return;
        };
        let Some(leader) = self.next_adversary_lead(f.declarer) else {
            return;
        };
        if self.play.as_ref().is_none_or(|p| p.is_over()) {
            return;
        }
        self.laws.suit_call = None;
        let r = Ruling::new(
            cite(76, ""),
            None,
            format!(
                "{} is to lead, and declarer called a suit under ruling #{}: he may now call the suit {} must lead, if he can",
                leader.name(),
                from + 1,
                leader.name()
            ),
        )
        .choice(
            Chooser::Seat(f.declarer),
            vec![
                option(
                    OptionId::RequireLead,
                    format!("{} must lead the suit named, if he can", leader.name()),
                ),
                option(OptionId::NoLeadRestriction, "call no suit"),
            ],
        );
        self.open_in_play(r, Awaiting::CalledLead);
    }
}
