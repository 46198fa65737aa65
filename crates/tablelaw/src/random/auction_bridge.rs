//! Random deals of auction bridge (1912 laws).

use super::{RandomPlay, Rng};
use crate::card::{Card, CardSet};
use crate::codes::auction_bridge::{
    AuctionBridge, AuctionBridgeError, AuctionBridgeEvent as E, AuctionBridgeSetup, AuctionCall,
    AuctionDenomination, Declaration, Outcome,
};
use crate::law::CodeId;
use crate::referee::Game;
use crate::seat::{BySide, Seat};
use crate::table::Table;

/// A random possible declaration (one to seven odd tricks).
fn random_declaration(rng: &mut Rng) -> Declaration {
    Declaration {
        odd_tricks: 1 + rng.below(Declaration::MAX_POSSIBLE as usize) as u8,
        denomination: AuctionDenomination::ALL[rng.below(6)],
    }
}

/// An irregularity of the play: information or an unauthorized reference
/// (Laws 51, 93), the question of the final declaration (Law 51), a card
/// exposed (Laws 66-68, 72), a card called (Laws 67, 75), a lead or play
/// out of turn (Laws 76, 77, 80), a revoke (Law 83), attention called
/// (Laws 61, 92), a claim (Law 72), dummy's suggestion (Law 62), a card
/// omitted from a trick (Law 81), two cards to one trick (Law 82), a card
/// of dummy named or touched by declarer (Law 64), the
/// partner's question about a revoke, its answer and the correction (Laws
/// 85, 86; a penalty not obeyed, Law 73, and its correction; dummy's
/// revoke corrected, Law 63); a card
/// led again before partner plays is among the cards out of turn (Law 71).
fn random_in_play(state: &AuctionBridge, rng: &mut Rng) -> Option<E> {
    let f = *state.final_declaration()?;
    let adversary = [f.declarer.lho(), f.declarer.rho()][rng.below(2)];
    let Some(play) = state.play().filter(|p| !p.is_over()) else {
        return Some(E::Inform { seat: adversary });
    };
    let turn = play.turn()?;
    // While a revoke may still be corrected: the partner's question, its
    // answer, or the correction (Laws 85, 86), half the time.
    if let Some(r) = state
        .revokes()
        .iter()
        .rev()
        .find(|r| !r.established && !r.corrected)
        && rng.below(2) == 0
    {
        // A penalty not obeyed is no renounce: no question (Law 73).
        return Some(match rng.below(4) {
            _ if r.law.law == 73 => E::CorrectsRevoke { seat: r.seat },
            0 => E::AsksRevoke {
                seat: r.seat.partner(),
            },
            1 => E::AnswersNo { seat: r.seat },
            _ => E::CorrectsRevoke { seat: r.seat },
        });
    }
    // Dummy's revoke not yet standing: declarer corrects it (Law 63),
    // half the time.
    if state
        .dummy_revokes()
        .last()
        .is_some_and(|r| !r.stands && !r.corrected)
        && rng.below(2) == 0
    {
        return Some(E::CorrectsRevoke { seat: f.dummy() });
    }
    let hand_of = |seat: Seat| play.hand(seat).difference(play.faced());
    Some(match rng.below(11) {
        0 => E::Inform { seat: adversary },
        1 => E::Refers { seat: adversary },
        2 => E::AsksFinalDeclaration {
            seat: Seat::ALL[rng.below(4)],
        },
        3 => E::Expose {
            seat: adversary,
            card: rng.card_of(hand_of(adversary).difference(state.exposed(adversary)))?,
        },
        4 => {
            let exposed = state
                .exposed(f.declarer.lho())
                .union(state.exposed(f.declarer.rho()));
            E::CallsCard {
                seat: f.declarer,
                card: rng.card_of(exposed)?,
            }
        }
        5 | 6 => {
            // A card out of turn, from a hand not on turn.
            let seat = other_than(turn, rng);
            E::Play {
                seat,
                card: rng.card_of(hand_of(seat))?,
            }
        }
        7 | 8 => {
            // A penalty not obeyed (Law 73), half the time when one is in
            // force: a card following suit that the play directed, the
            // lead called or the lead prohibited forbids.
            let hand = play.hand(turn);
            let breach = follows(hand, play.current().led()).difference(state.legal_plays());
            if !breach.is_empty() && rng.below(2) == 0 {
                return Some(E::Play {
                    seat: turn,
                    card: rng.card_of(breach)?,
                });
            }
            // A revoke: a card of another suit than the one led, held
            // with a card of it.
            let led = play.current().led()?;
            if hand.suit(led.suit).is_empty() {
                return None;
            }
            E::Play {
                seat: turn,
                card: rng.card_of(hand.difference(hand.suit(led.suit)))?,
            }
        }
        9 => E::CallsAttention {
            seat: [adversary, f.dummy()][rng.below(2)],
        },
        10 if rng.below(32) == 0 => E::OmittedToPlay {
            seat: Seat::ALL[rng.below(4)],
        },
        10 if rng.below(32) == 0 => {
            let seat = Seat::ALL[rng.below(4)];
            E::SurplusCard {
                seat,
                trick: u8::try_from(rng.below(play.tricks().len().max(1))).ok()?,
                card: rng.card_of(play.hand(seat))?,
            }
        }
        10 if rng.below(3) == 0 => {
            // Law 64: declarer names or touches one card of dummy, or two
            // at once, saying "I arrange" or not.
            let hand = play.hand(f.dummy());
            let first = rng.card_of(hand)?;
            let mut cards: CardSet = [first].into_iter().collect();
            if rng.below(3) == 0
                && let Some(second) = rng.card_of(hand.difference(cards))
            {
                cards.insert(second);
            }
            E::Touches {
                seat: f.declarer,
                cards,
                arrange: rng.below(4) == 0,
            }
        }
        10 if rng.below(2) == 0 => E::Suggests {
            seat: f.dummy(),
            card: rng.card_of(play.hand(f.dummy()))?,
        },
        _ => E::Claims { seat: f.declarer },
    })
}

/// Whether a card may still be corrected (Laws 63, 73, 86), or a penalty
/// in force forbids the hand on turn a card that follows suit (Law 73).
fn correction_due(state: &AuctionBridge) -> bool {
    if state
        .revokes()
        .iter()
        .any(|r| !r.established && !r.corrected)
        || state
            .dummy_revokes()
            .last()
            .is_some_and(|r| !r.stands && !r.corrected)
    {
        return true;
    }
    let Some(play) = state.play().filter(|p| !p.is_over()) else {
        return false;
    };
    play.turn().is_some_and(|turn| {
        !follows(play.hand(turn), play.current().led())
            .difference(state.legal_plays())
            .is_empty()
    })
}

/// The cards of `hand` that follow `led` (all of them on a lead or when
/// void of its suit).
pub(super) fn follows(hand: CardSet, led: Option<Card>) -> CardSet {
    match led.map(|l| hand.suit(l.suit)) {
        Some(s) if !s.is_empty() => s,
        _ => hand,
    }
}

/// A seat other than `seat`.
fn other_than(seat: Seat, rng: &mut Rng) -> Seat {
    [seat.lho(), seat.partner(), seat.rho()][rng.below(3)]
}

impl RandomPlay for AuctionBridge {
    fn random_setup(_code: CodeId, rng: &mut Rng) -> AuctionBridgeSetup {
        let dealer = Seat::ALL[rng.below(4)];
        AuctionBridgeSetup {
            deal: Some(rng.deal()),
            ..AuctionBridgeSetup::new(dealer)
        }
    }

    fn setup_again(&self, setup: &AuctionBridgeSetup, rng: &mut Rng) -> AuctionBridgeSetup {
        AuctionBridgeSetup {
            deal: Some(rng.deal()),
            ..setup.clone()
        }
    }

    /// A call: mostly passes, so that auctions end; declarations near the
    /// lowest legal one. A card: uniform among the legal ones.
    fn random_regular(&self, rng: &mut Rng) -> Option<E> {
        if self.final_declaration().is_some() {
            let play = self.play()?;
            if play.is_over() {
                return None;
            }
            let seat = play.turn()?;
            // The laws' legal plays: following suit, a lead restriction, a
            // directed play and a called card (Laws 67, 74, 80, 92).
            return Some(E::Play {
                seat,
                card: rng.card_of(self.legal_plays())?,
            });
        }
        let seat = self.turn()?;
        let legal = self.legal_calls();
        let roll = rng.below(100);
        let call = if roll < 60 && legal.contains(&AuctionCall::Pass) {
            AuctionCall::Pass
        } else if roll < 64 && legal.contains(&AuctionCall::Double) {
            AuctionCall::Double
        } else if roll < 66 && legal.contains(&AuctionCall::Redouble) {
            AuctionCall::Redouble
        } else {
            let declarations: smallvec::SmallVec<[AuctionCall; 6]> = legal
                .iter()
                .copied()
                .filter(|c| c.declaration().is_some())
                .take(6)
                .collect();
            match rng.pick(&declarations) {
                Some(&c) => c,
                None => *legal.first()?,
            }
        };
        Some(E::Call { seat, call })
    }

    /// The deal's regular calls and cards in a loop of their own, each
    /// drawn as [`random_regular`](RandomPlay::random_regular) draws it
    /// (from the legal calls counted, not listed) and applied by the
    /// deal's plain path, the event stored as [`Table::apply`] stores it;
    /// off that path, one event by the full path, and back to the loop of
    /// random play.
    #[inline]
    fn play_out_regular(
        table: &mut Table<AuctionBridge>,
        rng: &mut Rng,
    ) -> Option<Result<(), AuctionBridgeError>> {
        let mut done = None;
        loop {
            let event = if table.final_declaration().is_some() {
                let play = table.play()?;
                if play.is_over() {
                    return done;
                }
                let (Some(seat), Some(card)) = (play.turn(), rng.card_of(play.legal_plays()))
                else {
                    return None;
                };
                if table.apply_stored(|g| g.play_regular(seat, card), E::Play { seat, card }) {
                    done = Some(Ok(()));
                    continue;
                }
                E::Play { seat, card }
            } else {
                let Some(legal) = table.regular_calls() else {
                    return Self::step_regular(table, rng).or(done);
                };
                let seat = legal.seat;
                let roll = rng.below(100);
                let call = if roll < 60 && legal.pass {
                    AuctionCall::Pass
                } else if roll < 64 && legal.double {
                    AuctionCall::Double
                } else if roll < 66 && legal.redouble {
                    AuctionCall::Redouble
                } else {
                    let declarations = &legal.declarations[..legal.declarations.len().min(6)];
                    match rng.pick(declarations) {
                        Some(&d) => AuctionCall::Declare(d),
                        None => legal.first()?,
                    }
                };
                if table.apply_stored(|g| g.call_regular(&legal, call), E::Call { seat, call }) {
                    done = Some(Ok(()));
                    continue;
                }
                E::Call { seat, call }
            };
            // Off the plain path: the full one, and back to the loop.
            return Some(table.apply(event));
        }
    }

    /// The deal's points summed without the words of its score, once
    /// played; as the score gives them otherwise.
    fn deal_points(&self) -> Option<BySide<i32>> {
        // With a ruling on record (a revoke's penalty, Law 84) the score
        // itself sums the points.
        match self.play() {
            Some(_) if self.rulings().is_empty() => self.played_points(),
            _ => Game::points(self),
        }
    }

    /// In the play, the irregularities of the play at a quarter of the
    /// rate, except while a card may still be corrected (a revoke, a
    /// penalty not obeyed, dummy's revoke: Laws 63, 73, 86) or a penalty in
    /// force bears on the hand on turn (a card following suit that it
    /// forbids, Law 73): then at the rate, so that random play reaches
    /// those corrections.
    fn irregular_rate(&self, rate: f64) -> f64 {
        if self.final_declaration().is_some() && !correction_due(self) {
            rate / 4.0
        } else {
            rate
        }
    }

    /// A declaration, double or pass out of turn (Laws 49, 57), an
    /// insufficient or impossible declaration (Law 50), a double Law 54
    /// forbids, a correction of the last call (Law 52), a card exposed
    /// (Law 65); in the play, the irregularities of the play (see
    /// `random_in_play`).
    fn random_irregular(&self, rng: &mut Rng) -> Option<E> {
        if self.final_declaration().is_some() {
            return random_in_play(self, rng);
        }
        let turn = self.turn()?;
        if rng.below(12) == 0
            && let Some(deal) = self.deal()
        {
            // Law 65: a card exposed in the auction.
            let seat = Seat::ALL[rng.below(4)];
            let card = rng.card_of(deal.hand(seat).difference(self.exposed(seat)))?;
            return Some(E::Expose { seat, card });
        }
        let other = other_than(turn, rng);
        let doubles = [AuctionCall::Double, AuctionCall::Redouble][rng.below(2)];
        Some(match rng.below(7) {
            0 => E::Call {
                seat: other,
                call: AuctionCall::Declare(random_declaration(rng)),
            },
            1 => {
                // Insufficient: no higher than the last declaration.
                let last = self.last_declaration().map(|(d, _)| d);
                let lower: Vec<Declaration> = Declaration::all()
                    .filter(|d| last.is_some_and(|l| !d.is_higher_than(l)))
                    .collect();
                let d = rng
                    .pick(&lower)
                    .copied()
                    .unwrap_or_else(|| random_declaration(rng));
                E::Call {
                    seat: turn,
                    call: AuctionCall::Declare(d),
                }
            }
            2 => E::Call {
                seat: [turn, other][rng.below(2)],
                call: AuctionCall::Declare(Declaration {
                    odd_tricks: Declaration::MAX_POSSIBLE
                        + 1
                        + rng.below(usize::from(
                            Declaration::MAX_RECORDED - Declaration::MAX_POSSIBLE,
                        )) as u8,
                    denomination: AuctionDenomination::ALL[rng.below(6)],
                }),
            },
            3 => E::Call {
                seat: turn,
                call: doubles,
            },
            4 => E::Call {
                seat: other,
                call: doubles,
            },
            5 => {
                let seat = self.calls().last().map_or(turn, |c| c.seat);
                let call = [
                    AuctionCall::Pass,
                    AuctionCall::Declare(random_declaration(rng)),
                    doubles,
                ][rng.below(3)];
                E::Correct { seat, call }
            }
            _ => E::Call {
                seat: other,
                call: AuctionCall::Pass,
            },
        })
    }

    /// The offender's LHO may call instead of electing (Laws 49, 50, 57),
    /// which lets the call stand or forgoes the penalty; declarer, having
    /// touched two or more cards of dummy at once, elects one by playing
    /// it (Law 64).
    fn settle_otherwise(&self, rng: &mut Rng) -> Option<E> {
        if let Some((seat, cards)) = self.pending_card() {
            return Some(E::Play {
                seat,
                card: rng.card_of(cards)?,
            });
        }
        let seat = self.turn()?;
        if !rng.chance(0.25) {
            return None;
        }
        let call = [
            AuctionCall::Pass,
            AuctionCall::Declare(random_declaration(rng)),
        ][rng.below(2)];
        Some(E::Call { seat, call })
    }

    fn is_void(&self) -> bool {
        matches!(self.outcome(), Some(Outcome::NewDeal { .. }))
    }

    fn denomination_label(&self) -> Option<&'static str> {
        let f = self.final_declaration()?;
        Some(match f.declaration.denomination {
            AuctionDenomination::Spades => "S",
            AuctionDenomination::Clubs => "C",
            AuctionDenomination::Diamonds => "D",
            AuctionDenomination::Hearts => "H",
            AuctionDenomination::RoyalSpades => "R",
            AuctionDenomination::NoTrumps => "NT",
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Deals played by the plain path and, with the same seed, by the full
    /// one (a call or card drawn from the list of legal ones, then
    /// applied): the same state, the same log, and the points summed
    /// without the score's words equal to the score's.
    #[test]
    fn the_plain_path_plays_as_the_full_one() {
        for seed in 0..300 {
            let mut setup_rng = Rng::new(seed);
            let setup = AuctionBridge::random_setup(CodeId::AuctionBridge, &mut setup_rng);
            let (mut fast_rng, mut full_rng) = (setup_rng.clone(), setup_rng);
            let mut fast = Table::with_setup(setup.clone());
            let mut full = Table::with_setup(setup);
            while let Some(r) = AuctionBridge::play_out_regular(&mut fast, &mut fast_rng) {
                r.unwrap();
            }
            while let Some(event) = full.random_regular(&mut full_rng) {
                full.apply(event).unwrap();
            }
            assert_eq!(fast.state(), full.state(), "seed {seed}");
            assert_eq!(fast.log(), full.log(), "seed {seed}");
            assert!(fast.play().is_some_and(|p| p.is_over()), "seed {seed}");
            assert_eq!(
                fast.deal_points(),
                Game::points(full.state()),
                "seed {seed}"
            );
        }
    }
}
