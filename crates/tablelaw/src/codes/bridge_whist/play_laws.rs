//! Cards exposed in the play and their call (laws 69, 70, 79, 80), leads
//! out of turn (laws 76-78), the fourth hand before his partner (law 82),
//! penalties not obeyed (law 75), and the card played with its revoke
//! (laws 66, 84). The laws are numbered as in the module doc's table.

use super::law;
use super::state::{Awaiting, BridgeWhist, Phase};
use crate::card::{Card, CardSet, Suit};
use crate::play::{LeadRestriction, PlayDirective, PlayIrregularity};
use crate::ruling::{Chooser, OptionId, Ruling, option};
use crate::seat::Seat;
use crate::table::EventError;

/// What the laws of the play hold in force.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct WhistPlayLaws {
    /// The dealer's adversaries' exposed cards, liable to be called (law 69).
    pub exposed: crate::seat::BySeat<CardSet>,
    /// The exposed card called for its owner's next play (laws 79, 80).
    pub called: Option<(Seat, Card)>,
    /// Law 76: the dealer may call a suit when an adversary is next to lead.
    pub suit_call: bool,
    /// Laws 73, 82, 98: the play directed for the trick in progress.
    pub directed: Option<(Seat, PlayDirective)>,
    /// Law 65: the card dummy suggested, to be played (`true`) or not.
    pub suggested: Option<(Card, bool)>,
    /// The call on dummy's suggestion his last card spent, with that card:
    /// in force again if the card goes back with a correction (law 90).
    pub suggestion_spent: Option<(Card, (Card, bool))>,
    /// Law 74: the dealer claimed the remaining tricks.
    pub claimed: bool,
    /// Beside each revoke, the play as it stood before its card while it
    /// may still be corrected (law 90).
    pub revoke_points: Vec<Option<super::correction::RevokePoint>>,
    /// Dummy's revokes (law 66), kept apart from the revokes scored.
    pub dummy: crate::play::DummyRevokes<super::correction::RevokePoint>,
}

impl BridgeWhist {
    /// The exposed cards of `seat` liable to be called (law 69).
    pub fn exposed(&self, seat: Seat) -> CardSet {
        self.laws.exposed[seat]
    }

    /// Whether the dealer may call a suit at the adversaries' next lead (law 76).
    pub fn suit_call_due(&self) -> bool {
        self.laws.suit_call
    }

    /// The cards the hand on turn may play without irregularity: following
    /// suit and a called suit (the shared engine), then a directed play
    /// (law 82) and a called card (law 80), each only if he can obey
    /// without revoking (law 79).
    pub fn legal_plays(&self) -> CardSet {
        let Some(play) = self.play.as_ref() else {
            return CardSet::EMPTY;
        };
        let mut out = play.legal_plays();
        let Some(seat) = play.turn() else {
            return out;
        };
        if let Some((s, d)) = self.laws.directed
            && s == seat
        {
            out = play.directed_plays(out, d);
        }
        if let Some((s, c)) = self.laws.called
            && s == seat
            && out.contains(c)
        {
            out = [c].into_iter().collect();
        }
        if let Some((c, play_it)) = self.laws.suggested
            && seat == self.dummy()
            && out.contains(c)
        {
            if play_it {
                out = [c].into_iter().collect();
            } else if out.len() > 1 {
                out.remove(c);
            }
        }
        out
    }

    /// Whether a penalty of the play bears on the next card.
    pub(crate) fn play_laws_in_force(&self) -> bool {
        self.laws.called.is_some() || self.laws.directed.is_some() || self.laws.suggested.is_some()
    }

    /// A card played in the play phase; the caller checked the card is held.
    pub(crate) fn play_in_play(&mut self, seat: Seat, card: Card) {
        let Some(play) = self.play.as_ref() else {
            return;
        };
        let Some(turn) = play.turn() else {
            return;
        };
        let dealer = self.dealer;
        if seat != turn {
            let leading = play.current().is_empty();
            let second_next = play.current().len() == 1 && turn == seat.partner();
            // Law 73: the leader, his card winning, plays again before his
            // partner, third hand.
            let order = crate::play::TrumpOrder {
                trump: self.denomination().and_then(|d| d.suit()),
            };
            let led_again = play.current().len() == 2
                && turn == seat.partner()
                && play.current().cards().next().map(|(s, _)| s) == Some(seat)
                && play.current().winner(&order) == Some(seat);
            if let Some(p) = self.play.as_mut() {
                p.play(seat, card);
            }
            if led_again && seat.is_opponent(dealer) {
                self.led_without_waiting(seat, card, turn);
            } else {
                self.out_of_turn(seat, card, turn, leading, second_next, dealer);
            }
            return;
        }
        let suggested = self.laws.suggested.filter(|_| seat == self.dummy());
        let legal = play.legal_plays();
        let directed = self.laws.directed.filter(|(s, _)| *s == seat);
        let obeying = directed.map(|(_, d)| play.directed_plays(legal, d));
        let called = self.laws.called.filter(|(s, _)| *s == seat);
        // The play before a card that may be corrected, kept for its
        // correction: a renounce (laws 66, 90), or a card under a penalty
        // it may not obey (law 75).
        let renounce = play
            .current()
            .led()
            .is_some_and(|l| l.suit != card.suit && !play.hand(seat).suit(l.suit).is_empty());
        let restricted =
            play.current().is_empty() && play.restriction().is_some_and(|r| r.seat() == seat);
        let before = (renounce || restricted || directed.is_some() || called.is_some())
            .then(|| super::correction::RevokePoint::at(play, &self.laws));
        let irregularity = self.play.as_mut().and_then(|p| p.play(seat, card));
        self.laws.exposed[seat].remove(card);
        if directed.is_some() {
            self.laws.directed = None;
        }
        if called.is_some() {
            self.laws.called = None;
        }
        if let Some((c, play_it)) = suggested {
            self.laws.suggested = None;
            self.laws.suggestion_spent = Some((card, (c, play_it)));
            let obeyed = if play_it {
                card == c || !legal.contains(c)
            } else {
                card != c || legal.len() <= 1
            };
            if !obeyed {
                self.rule(
                    Ruling::new(
                        law(65, ""),
                        Some(self.dealer),
                        format!("the dealer played {card:#} from dummy against the call on the card dummy suggested ({c:#}); the laws give no further penalty"),
                    ),
                    None,
                );
            }
        }
        match irregularity {
            Some(PlayIrregularity::Revoke) => self.on_revoke(seat, card, before),
            Some(PlayIrregularity::BreaksLeadRestriction) => {
                let why = match before.as_ref().and_then(|p| p.before.restriction()) {
                    Some(LeadRestriction::Prohibit { .. }) => format!(
                        "led the suit prohibited (law {})",
                        lead_call_law(before.as_ref())
                    ),
                    _ => format!(
                        "led another suit when called on to lead one he holds (law {})",
                        lead_call_law(before.as_ref())
                    ),
                };
                self.on_penalty_not_obeyed(seat, card, &why, before)
            }
            _ => {
                if let (Some((_, d)), Some(obeying)) = (directed, obeying)
                    && !obeying.contains(card)
                {
                    let why = format!("did not play {} as directed (law 82)", d.words());
                    self.on_penalty_not_obeyed(seat, card, &why, before);
                } else if let Some((_, c)) = called
                    && c != card
                    && legal.contains(c)
                {
                    self.on_penalty_not_obeyed(
                        seat,
                        card,
                        &format!("did not play {c:#}, the exposed card called (law 80)"),
                        before,
                    );
                }
            }
        }
        self.after_card();
    }

    /// After a card: revokes established, the suit call offered.
    pub(crate) fn after_card(&mut self) {
        self.establish_revokes();
        if self.laws.suit_call
            && self.pending.is_none()
            && let Some(p) = self.play.as_ref()
            && let Some(t) = p.turn()
            && p.on_lead(t)
            && t.is_opponent(self.dealer)
        {
            self.rule(
                Ruling::new(
                    law(76, ""),
                    None,
                    format!(
                        "{} is to lead: the dealer may now call a suit (`calls-suit`), which {} must lead if he can",
                        t.name(),
                        t.name()
                    ),
                ),
                None,
            );
        }
    }

    /// A card played out of turn (laws 69, 76, 77, 82).
    fn out_of_turn(
        &mut self,
        seat: Seat,
        card: Card,
        turn: Seat,
        leading: bool,
        second_next: bool,
        dealer: Seat,
    ) {
        let adversary = seat.is_opponent(dealer);
        if leading && adversary {
            let r = Ruling::new(
                law(76, ""),
                Some(seat),
                format!(
                    "{} led {card:#} out of turn (it was {}'s lead): the dealer may call the card erroneously led, or call a suit when it is the turn of either adversary to lead",
                    seat.name(),
                    turn.name()
                ),
            )
            .choice(
                Chooser::Seat(dealer),
                vec![
                    option(
                        OptionId::CallCard,
                        format!("{card:#} is an exposed card, liable to be called; {} leads", turn.name()),
                    ),
                    option(
                        OptionId::CallSuit,
                        format!("{card:#} is taken back; the dealer calls a suit when either adversary is next to lead; {} leads", turn.name()),
                    ),
                    option(
                        OptionId::Accept,
                        "the lead stands and the others follow: the trick is complete and cannot be rectified (law 78)",
                    ),
                ],
            );
            self.rule(r, Some(Awaiting::LeadOutOfTurn { seat, card }));
        } else if leading {
            let second = seat.lho();
            let r = Ruling::new(
                law(77, ""),
                Some(seat),
                format!(
                    "the dealer led {card:#} from {} out of turn (it was {}'s lead): no penalty; he may rectify the error until the second hand ({}) has played",
                    if seat == dealer { "his hand" } else { "dummy" },
                    turn.name(),
                    second.name()
                ),
            )
            .choice(
                Chooser::Seat(second),
                vec![
                    option(
                        OptionId::Accept,
                        format!("{} plays to it: the lead stands (laws 77, 78)", second.name()),
                    ),
                    option(
                        OptionId::Cancel,
                        format!("the dealer rectifies it: {card:#} is taken back and {} leads", turn.name()),
                    ),
                ],
            );
            self.rule(r, Some(Awaiting::DealerLead { seat, card }));
        } else if adversary && second_next {
            self.laws.exposed[seat].insert(card);
            let r = Ruling::new(
                law(82, ""),
                Some(seat),
                format!(
                    "{} (fourth hand) played {card:#} before his partner {}, the third hand not having played: {} may be called upon to play his highest or lowest card of the suit led, or to win or lose the trick; {card:#} is an exposed card (law 69)",
                    seat.name(),
                    turn.name(),
                    turn.name()
                ),
            )
            .choice(
                Chooser::Seat(dealer),
                crate::codes::auction_bridge::directive_options(turn),
            );
            self.rule(r, Some(Awaiting::Directive { seat: turn }));
        } else if adversary {
            self.laws.exposed[seat].insert(card);
            self.rule(
                Ruling::new(
                    law(69, ""),
                    Some(seat),
                    format!(
                        "{} played {card:#} before his turn ({} is to play): an exposed card, left face up and liable to be called",
                        seat.name(),
                        turn.name()
                    ),
                ),
                None,
            );
        } else {
            if let Some(p) = self.play.as_mut() {
                p.take_back(card);
            }
            self.rule(
                Ruling::new(
                    law(69, ""),
                    Some(seat),
                    format!(
                        "{card:#} played before its turn by the dealer: only the cards of the dealer's adversaries are liable to be called; it is taken back, no penalty"
                    ),
                ),
                None,
            );
        }
    }

    /// The dealer's election on a ruling of the play.
    pub(crate) fn elect_in_play(&mut self, awaiting: Awaiting, chosen: OptionId) {
        match (awaiting, chosen) {
            (Awaiting::LeadOutOfTurn { seat, card }, OptionId::CallCard) => {
                self.laws.exposed[seat].insert(card);
            }
            (Awaiting::LeadOutOfTurn { card, .. }, OptionId::CallSuit) => {
                if let Some(p) = self.play.as_mut() {
                    p.take_back(card);
                }
                self.laws.suit_call = true;
            }
            (
                Awaiting::LeadOutOfTurn { seat, card } | Awaiting::DealerLead { seat, card },
                OptionId::Accept,
            ) => {
                if let Some(p) = self.play.as_mut() {
                    p.lead_stands(seat, card);
                }
            }
            (Awaiting::DealerLead { card, .. }, _) => {
                if let Some(p) = self.play.as_mut() {
                    p.take_back(card);
                }
            }
            (Awaiting::Suggestion { card }, OptionId::PlayIt) => {
                self.laws.suggested = Some((card, true));
            }
            (Awaiting::Suggestion { card }, OptionId::NotPlayIt) => {
                self.laws.suggested = Some((card, false));
            }
            (Awaiting::Reference, OptionId::CallSuit) => self.laws.suit_call = true,
            (Awaiting::Corrected { seat, card }, o) => self.elect_corrected(seat, card, o),
            (Awaiting::Directive { seat }, o) => {
                let d = match o {
                    OptionId::Highest => Some(PlayDirective::Highest),
                    OptionId::Lowest => Some(PlayDirective::Lowest),
                    OptionId::Win => Some(PlayDirective::Win),
                    OptionId::Lose => Some(PlayDirective::Lose),
                    _ => None,
                };
                self.laws.directed = d.map(|d| (seat, d));
            }
            _ => {}
        }
        self.after_card();
        self.score_if_over();
    }

    /// Law 73: the leader of the trick played again before his partner,
    /// third hand, had played: the card is exposed, and the dealer may
    /// demand that the partner win the trick, if he can.
    fn led_without_waiting(&mut self, seat: Seat, card: Card, partner: Seat) {
        self.laws.exposed[seat].insert(card);
        let r = Ruling::new(
            law(73, ""),
            Some(seat),
            format!(
                "{} played {card:#} without waiting for his partner {} to play to the trick he led: {card:#} is an exposed card; the dealer may demand that {} win the trick, if he can",
                seat.name(),
                partner.name(),
                partner.name()
            ),
        )
        .choice(
            Chooser::Seat(self.dealer),
            vec![
                option(OptionId::Win, format!("{} must win the trick, if he can", partner.name())),
                option(OptionId::NoPenalty, "no penalty; the card stays exposed"),
            ],
        );
        self.rule(r, Some(Awaiting::Directive { seat: partner }));
    }

    /// A card exposed in the play (laws 69, 70, 74), or before it (law 68).
    pub(crate) fn on_expose(&mut self, seat: Seat, card: Card) -> Result<(), EventError> {
        self.check_not_pending()?;
        if matches!(self.phase, Phase::MakingTrump | Phase::Doubling) {
            return self.expose_before_play(seat, card);
        }
        let play = self.in_play()?;
        if !play.hand(seat).contains(card) || play.faced().contains(card) {
            return Err(EventError::CardNotHeld { seat, card });
        }
        if seat == self.dummy() {
            return Err(EventError::NotNow {
                why: "dummy's hand is face up on the table".to_owned(),
            });
        }
        if !seat.is_opponent(self.dealer) {
            self.rule(
                Ruling::new(
                    law(69, ""),
                    Some(seat),
                    format!("the dealer exposed {card:#}: only the cards of the dealer's adversaries are liable to be called; no penalty"),
                ),
                None,
            );
            return Ok(());
        }
        if self.laws.exposed[seat].contains(card) {
            return Err(EventError::NotNow {
                why: format!("{card:#} is exposed already"),
            });
        }
        if self.laws.claimed {
            self.rule(
                Ruling::new(
                    law(74, ""),
                    Some(seat),
                    format!("{} exposed {card:#} after the dealer claimed the rest of the tricks: not liable to be called", seat.name()),
                ),
                None,
            );
            return Ok(());
        }
        self.laws.exposed[seat].insert(card);
        self.rule(
            Ruling::new(
                law(69, ""),
                Some(seat),
                format!("{} exposed {card:#}: it is left face up on the table, liable to be called by the dealer (law 70)", seat.name()),
            ),
            None,
        );
        Ok(())
    }

    /// The dealer calls an exposed card (laws 69, 79, 80).
    pub(crate) fn on_calls_card(&mut self, seat: Seat, card: Card) -> Result<(), EventError> {
        self.check_not_pending()?;
        self.in_play()?;
        if seat != self.dealer {
            return Err(EventError::NotNow {
                why: format!(
                    "only the dealer, {}, calls an exposed card (law 69)",
                    self.dealer.name()
                ),
            });
        }
        let Some(owner) = Seat::ALL
            .into_iter()
            .find(|&s| self.laws.exposed[s].contains(card))
        else {
            return Err(EventError::NotNow {
                why: format!(
                    "{card:#} is not an exposed card of the dealer's adversaries (law 69)"
                ),
            });
        };
        self.laws.called = Some((owner, card));
        self.rule(
            Ruling::new(
                law(80, ""),
                Some(owner),
                format!("the dealer calls {card:#}, exposed by {}: he must play it at his next turn unless it would oblige him to revoke (law 79); the call may be repeated at every trick until the card is played", owner.name()),
            ),
            None,
        );
        Ok(())
    }

    /// The dealer calls the suit law 76 lets him call.
    pub(crate) fn on_calls_suit(&mut self, seat: Seat, suit: Suit) -> Result<(), EventError> {
        self.check_not_pending()?;
        let play = self.in_play()?;
        if seat != self.dealer {
            return Err(EventError::NotNow {
                why: format!(
                    "only the dealer, {}, calls a suit (law 76)",
                    self.dealer.name()
                ),
            });
        }
        let leader = play
            .turn()
            .filter(|&t| play.on_lead(t) && t.is_opponent(self.dealer));
        let (true, Some(leader)) = (self.laws.suit_call, leader) else {
            return Err(EventError::NotNow {
                why: "the dealer calls a suit only after a lead out of turn he chose to penalize so, when an adversary is to lead (law 76)".to_owned(),
            });
        };
        self.laws.suit_call = false;
        if let Some(p) = self.play.as_mut() {
            p.set_restriction(Some(LeadRestriction::Require { seat: leader, suit }));
        }
        self.rule(
            Ruling::new(
                law(76, ""),
                Some(leader),
                format!("the dealer calls {}: {} must lead it if he can (law 81: if he has none, the penalty is paid)", suit.name(), leader.name()),
            ),
            None,
        );
        Ok(())
    }

    /// The play, if the play phase is on and not over.
    fn in_play(&self) -> Result<&crate::play::BridgePlay, EventError> {
        match (self.phase, self.play.as_ref()) {
            (Phase::Play, Some(p)) if !p.is_over() => Ok(p),
            _ => Err(EventError::NoPlay {
                why: "the play is not on".to_owned(),
            }),
        }
    }

    /// Law 75: a penalty not obeyed is liable to the penalty for a revoke.
    fn on_penalty_not_obeyed(
        &mut self,
        seat: Seat,
        card: Card,
        why: &str,
        before: Option<super::correction::RevokePoint>,
    ) {
        self.record_revoke(seat, card, 75, why, before);
    }
}

/// The law of the lead restriction a card breached: on the opening lead,
/// the maker's call (law 60) or the dealer's prohibition after a card
/// exposed before it (law 68); later, the dealer's call after a lead out of
/// turn (law 76).
pub(crate) fn lead_call_law(before: Option<&super::correction::RevokePoint>) -> u8 {
    let Some(point) = before else { return 76 };
    match (point.before.cards_played(), point.before.restriction()) {
        (0, Some(LeadRestriction::Prohibit { .. })) => 68,
        (0, _) => 60,
        _ => 76,
    }
}
