//! Random deals of bridge whist (1907 laws).

use super::contract_bridge::denomination_label;
use super::{RandomPlay, Rng};
use crate::call::Denomination;
use crate::card::CardSet;
use crate::codes::bridge_whist::{BridgeWhist, ClubLimit, Phase, WhistEvent as E, WhistSetup};
use crate::law::CodeId;
use crate::seat::Seat;
use crate::table::{EventError, Table};

fn random_denomination(rng: &mut Rng) -> Denomination {
    Denomination::ALL[rng.below(5)]
}

impl RandomPlay for BridgeWhist {
    fn random_setup(_code: CodeId, rng: &mut Rng) -> WhistSetup {
        let dealer = Seat::ALL[rng.below(4)];
        let club_limit =
            [ClubLimit::None, ClubLimit::Points100, ClubLimit::Points200][rng.below(3)];
        WhistSetup {
            deal: Some(rng.deal()),
            club_limit,
            ..WhistSetup::new(dealer)
        }
    }

    fn setup_again(&self, setup: &WhistSetup, rng: &mut Rng) -> WhistSetup {
        WhistSetup {
            deal: Some(rng.deal()),
            ..setup.clone()
        }
    }

    /// The trump made or passed to partner, a doubling conversation of
    /// random length, random legal cards.
    fn random_regular(&self, rng: &mut Rng) -> Option<E> {
        let seat = self.turn()?;
        Some(match self.phase() {
            Phase::MakingTrump if seat == self.dealer() && rng.below(2) == 0 => {
                E::PassDeclaration { seat }
            }
            Phase::MakingTrump => E::MakeTrump {
                seat,
                denomination: random_denomination(rng),
            },
            Phase::Doubling => {
                let d = self.doubling();
                if rng.below(3) == 0 {
                    E::Double { seat }
                } else if !d.steps().is_empty() {
                    E::Satisfied { seat }
                } else if d.asked() {
                    E::Yes { seat }
                } else {
                    E::MayILead { seat }
                }
            }
            // The laws' legal plays: a directed play or a called card too.
            Phase::Play => E::Play {
                seat,
                card: rng.card_of(self.legal_plays())?,
            },
            Phase::Over | Phase::NewDeal => return None,
        })
    }

    /// The play's cards in a loop of their own: no irregularity is drawn
    /// in the play, nor anything pending there.
    #[inline]
    fn play_out_regular(
        table: &mut Table<BridgeWhist>,
        rng: &mut Rng,
    ) -> Option<Result<(), EventError>> {
        if table.phase() != Phase::Play {
            return Self::step_regular(table, rng);
        }
        let mut done = None;
        while table.phase() == Phase::Play && table.pending().is_none() {
            let Some(seat) = table.turn() else {
                break;
            };
            let Some(card) = rng.card_of(table.legal_plays()) else {
                break;
            };
            if !table.apply_stored(|g| g.play_regular(seat, card), E::Play { seat, card })
                && let Err(e) = table.apply(E::Play { seat, card })
            {
                return Some(Err(e));
            }
            done = Some(Ok(()));
        }
        done
    }

    /// In the play, the irregularities of the play (revokes, cards out of
    /// turn, exposed and called) at an eighth of the rate, except while a
    /// penalty bears on the next card or a card may still be corrected;
    /// the making and the doubling at the rate.
    fn irregular_rate(&self, rate: f64) -> f64 {
        if self.phase() == Phase::Play && !self.play_laws_in_force() && !self.correction_open() {
            rate / 8.0
        } else {
            rate
        }
    }

    /// The dealer's partner making the trump unasked (law 46) or passing
    /// it back (48), an adversary making or passing it (49), a double or
    /// re-double out of turn (54, 55), consultation (55), a card led or
    /// exposed before the play (56, 58, 60, 68); in the play, cards out of
    /// turn and exposed, calls, revokes, the conduct of the play (64, 65,
    /// 74, 95, 98-101), a card omitted from a trick (83), and the partner's
    /// question about a revoke, its answer and the correction (89, 90; a
    /// penalty not obeyed, 75; dummy's revoke, 66).
    fn random_irregular(&self, rng: &mut Rng) -> Option<E> {
        let dealer = self.dealer();
        let partner = dealer.partner();
        let adversary = [dealer.lho(), dealer.rho()][rng.below(2)];
        let seat = Seat::ALL[rng.below(4)];
        // While a revoke may still be corrected: the partner's question,
        // its answer, or the correction (laws 89, 90), half the time.
        if self.phase() == Phase::Play
            && let Some(r) = self
                .revokes()
                .iter()
                .rev()
                .find(|r| !r.established && !r.corrected)
            && rng.below(2) == 0
        {
            // A penalty not obeyed is no renounce: no question (law 75).
            return Some(match rng.below(4) {
                _ if r.law.law == 75 => E::CorrectsRevoke { seat: r.seat },
                0 => E::AsksRevoke {
                    seat: r.seat.partner(),
                },
                1 => E::AnswersNo { seat: r.seat },
                _ => E::CorrectsRevoke { seat: r.seat },
            });
        }
        // Dummy's revoke not yet standing good: the dealer corrects it
        // (law 66), half the time.
        if self.phase() == Phase::Play
            && self
                .dummy_revokes()
                .last()
                .is_some_and(|r| !r.stands && !r.corrected)
            && rng.below(2) == 0
        {
            return Some(E::CorrectsRevoke { seat: partner });
        }
        // A penalty not obeyed (law 75), half the time when one bears on
        // the hand on turn: a card following suit that the play directed,
        // the card called or the suit called forbids.
        if self.phase() == Phase::Play
            && let Some(play) = self.play()
            && let Some(turn) = play.turn()
            && rng.below(2) == 0
        {
            let breach = super::auction_bridge::follows(play.hand(turn), play.current().led())
                .difference(self.legal_plays());
            if let Some(card) = rng.card_of(breach) {
                return Some(E::Play { seat: turn, card });
            }
        }
        Some(match (self.phase(), rng.below(4)) {
            (Phase::MakingTrump, 0) if !self.declaration_passed() => E::MakeTrump {
                seat: partner,
                denomination: random_denomination(rng),
            },
            (Phase::MakingTrump, 0) => E::PassDeclaration { seat: partner },
            (Phase::MakingTrump | Phase::Doubling, 1) => E::MakeTrump {
                seat: adversary,
                denomination: random_denomination(rng),
            },
            (Phase::MakingTrump | Phase::Doubling, 2) => E::PassDeclaration { seat: adversary },
            (Phase::MakingTrump, _) => E::PassDeclaration { seat: partner },
            (Phase::Doubling, 0) if rng.below(2) == 0 => {
                // A card led or shown before the play (laws 56, 58, 60, 68).
                let card = rng.card_of(self.deal()?.hand(seat))?;
                if rng.below(2) == 0 {
                    E::Play { seat, card }
                } else {
                    E::Expose { seat, card }
                }
            }
            (Phase::Doubling, 0) => E::Consultation { seat },
            (Phase::Doubling, _) => {
                // Out of turn: anyone but the player with the right.
                let to = self.doubling().to_speak()?;
                E::Double {
                    seat: [to.lho(), to.partner(), to.rho()][rng.below(3)],
                }
            }
            (Phase::Play, 0) => {
                // A card out of turn, from a hand not on turn (laws 76,
                // 77, 82), or an adversary's card exposed (law 69).
                let play = self.play()?;
                let turn = play.turn()?;
                let other = [turn.lho(), turn.partner(), turn.rho()][rng.below(3)];
                let card = rng.card_of(play.hand(other).difference(play.faced()))?;
                if rng.below(2) == 0 {
                    E::Play { seat: other, card }
                } else {
                    E::Expose {
                        seat: adversary,
                        card: rng.card_of(play.hand(adversary).difference(play.faced()))?,
                    }
                }
            }
            (Phase::Play, 1) => {
                // The dealer calls an exposed card, or the suit law 76 lets
                // him call.
                let exposed = self.exposed(dealer.lho()).union(self.exposed(dealer.rho()));
                match rng.card_of(exposed) {
                    Some(card) if rng.below(2) == 0 => E::CallsCard { seat: dealer, card },
                    _ => E::CallsSuit {
                        seat: dealer,
                        suit: crate::card::Suit::ALL[rng.below(4)],
                    },
                }
            }
            (Phase::Play, 2) if rng.below(2) == 0 => match rng.below(10) {
                // The conduct of the play (laws 64, 65, 74, 95, 98-101),
                // the finding of two cards played to one trick (83), a
                // card of dummy named or touched by the dealer (67).
                0 => E::CallsAttention { seat },
                1 => E::Suggests {
                    seat: partner,
                    card: rng.card_of(self.play()?.hand(partner))?,
                },
                2 => E::Claims { seat: dealer },
                3 => E::Refers { seat: adversary },
                4 => E::Consultation { seat },
                5 => E::Informs { seat: dealer.rho() },
                6 => E::SurplusCard {
                    seat,
                    trick: u8::try_from(rng.below(self.play()?.tricks().len().max(1))).ok()?,
                    card: rng.card_of(self.play()?.hand(seat))?,
                },
                7 => {
                    let hand = self.play()?.hand(partner);
                    let mut cards: CardSet = [rng.card_of(hand)?].into_iter().collect();
                    if rng.below(4) == 0
                        && let Some(second) = rng.card_of(hand.difference(cards))
                    {
                        cards.insert(second);
                    }
                    E::Touches {
                        seat: dealer,
                        cards,
                        arrange: rng.below(4) == 0,
                    }
                }
                _ => E::WrongPenalty { seat },
            },
            (Phase::Play, _) => {
                let play = self.play()?;
                let turn = play.turn()?;
                let hand = play.hand(turn);
                // A revoke (law 84): a card of another suit than the one
                // led, from a hand holding the suit.
                let led = play.current().led()?;
                if hand.suit(led.suit).is_empty() {
                    return None;
                }
                E::Play {
                    seat: turn,
                    card: rng.card_of(hand.difference(hand.suit(led.suit)))?,
                }
            }
            _ => return None,
        })
    }

    /// Law 47: a declaration as to doubling by the eldest hand makes the
    /// trump wrongly made stand.
    fn settle_otherwise(&self, rng: &mut Rng) -> Option<E> {
        let (_, r) = self.pending()?;
        if r.law.law != 46 || !rng.chance(0.25) {
            return None;
        }
        let seat = self.eldest_hand();
        Some(if rng.below(2) == 0 {
            E::MayILead { seat }
        } else {
            E::Double { seat }
        })
    }

    fn is_void(&self) -> bool {
        self.phase() == Phase::NewDeal
    }

    fn denomination_label(&self) -> Option<&'static str> {
        self.declaration()
            .map(|d| denomination_label(d.denomination))
    }
}
