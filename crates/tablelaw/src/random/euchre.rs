//! Random deals of euchre (1888 laws), a deal at a time in a rubber that
//! starts again when it is over.

use super::contract_bridge::suit_label;
use super::{RandomPlay, Rng};
use crate::card::{Card, CardSet, Rank, Suit};
use crate::codes::euchre::{
    Euchre, EuchreDeal, EuchreError, EuchreEvent, EuchreSetup, Pack, Packets,
};
use crate::law::CodeId;
use crate::referee::Game;
use crate::seat::{BySeat, BySide, Seat, Side};
use crate::table::Table;

/// The events a table's log makes room for at once: a rubber's, usually
/// (some fifteen deals of twenty-odd events).
const RUBBER_LOG: usize = 512;

/// The 32 cards in the order of [`CardSet::iter`] over the pack, highest
/// first: the pack before it is shuffled.
const PACK: [Card; 32] = {
    let mut pack = [Card::new(Suit::Clubs, Rank::ACE); 32];
    let suits = [Suit::Spades, Suit::Hearts, Suit::Diamonds, Suit::Clubs];
    let mut i = 0;
    while i < 32 {
        if let Some(rank) = Rank::new(14 - (i % 8) as u8) {
            pack[i] = Card::new(suits[i / 8], rank);
        }
        i += 1;
    }
    pack
};

/// A deal from the pack shuffled and dealt in packets (Law 42), with the
/// draws of [`RandomPlay::random_regular`]: dealt as
/// [`EuchreDeal::from_pack`] deals, straight into the hands.
#[inline]
fn shuffled_deal(dealer: Seat, rng: &mut Rng) -> EuchreDeal {
    let mut pack = PACK;
    for i in (1..pack.len()).rev() {
        // Below `i + 1`, so within the pack (the mask only says so).
        pack.swap(i, rng.below(i + 1) & 31);
    }
    let sizes = [[2, 3], [3, 2]][rng.below(2)];
    let mut hands = BySeat([CardSet::EMPTY; 4]);
    let mut next = 0;
    for size in sizes {
        for i in 1..=4 {
            let hand = &mut hands[dealer.after(i)];
            for &card in &pack[next..next + size] {
                hand.insert(card);
            }
            next += size;
        }
    }
    EuchreDeal {
        hands,
        turned: pack[next],
    }
}

impl RandomPlay for Euchre {
    fn random_setup(_code: CodeId, _rng: &mut Rng) -> EuchreSetup {
        EuchreSetup::new(Seat::North)
    }

    fn setup_again(&self, setup: &EuchreSetup, _rng: &mut Rng) -> EuchreSetup {
        *setup
    }

    /// The deal from a shuffled pack in packets (Law 42) when one is due;
    /// otherwise uniform among the legal acts.
    fn random_regular(&self, rng: &mut Rng) -> Option<EuchreEvent> {
        if self.hand().is_none() {
            // The 32 cards in an array, not a vector: no allocation a deal.
            let mut pack = [Card::new(Suit::Clubs, Rank::ACE); 32];
            for (slot, card) in pack.iter_mut().zip(Pack::ThirtyTwo.cards().iter()) {
                *slot = card;
            }
            for i in (1..pack.len()).rev() {
                pack.swap(i, rng.below(i + 1));
            }
            let packets = [Packets::TwoThenThree, Packets::ThreeThenTwo][rng.below(2)];
            let deal = EuchreDeal::from_pack(&pack, self.dealer(), packets).ok()?;
            return Some(EuchreEvent::Deal(deal));
        }
        // Uniform among the legal plays, as among the legal events.
        if let Some((seat, cards)) = self.plays_only() {
            let card = cards.iter().nth(rng.below(cards.len()))?;
            return Some(EuchreEvent::Play { seat, card });
        }
        let mut legal = smallvec::SmallVec::<[EuchreEvent; 16]>::new();
        self.legal_events_into(&mut legal);
        rng.pick(&legal).cloned()
    }

    /// The deal's regular acts in a loop of their own, each drawn from what
    /// is legal and applied by the deal's plain path
    /// (`Euchre::regular_step`), with the same draws as
    /// [`random_regular`](RandomPlay::random_regular) and the same state
    /// and log as [`Table::apply`]; until the deal is over (a table plays
    /// a rubber of deals), or off the regular course, when one step of the
    /// full path is taken.
    #[inline]
    fn play_out_regular(
        table: &mut Table<Euchre>,
        rng: &mut Rng,
    ) -> Option<Result<(), EuchreError>> {
        let before = table.deals().len();
        let mut done = None;
        loop {
            if table.hand().is_none() {
                if table.deals().len() > before || table.is_over() {
                    return done.or_else(|| Self::step_regular(table, rng));
                }
                let deal = shuffled_deal(table.dealer(), rng);
                let dealt = table.apply_drawn(RUBBER_LOG, |g, log| {
                    let dealt = g.regular_deal(&deal);
                    if dealt && !g.derives_log() {
                        log.push(EuchreEvent::Deal(deal));
                    }
                    dealt
                });
                if !dealt {
                    return Some(table.apply(EuchreEvent::Deal(deal)));
                }
            } else if !table.apply_drawn(RUBBER_LOG, |g, log| {
                g.regular_run(&mut |n| rng.below(n), log)
            }) {
                return Self::step_regular(table, rng).or(done);
            }
            done = Some(Ok(()));
        }
    }

    /// An act of making the trump out of turn (Law 82), mentioning a suit
    /// after passing (79), calling attention to the trick (83), a card
    /// played out of turn or not following suit, asking who played a card
    /// (84), a card exposed (46) or a hand thrown on the table (48-50);
    /// a card exposed in dealing (35-37), a card detached and named (51);
    /// a revoke not yet established: the partner's question, the answer
    /// no, or its correction (65, 69);
    /// the trump card lifted (46 III, 91); with no deal in progress, a deal
    /// out of turn, stopped or standing (40), misdealt (45), made with the
    /// adversaries' cards (38), or a re-shuffle after the cut (31).
    fn random_irregular(&self, rng: &mut Rng) -> Option<EuchreEvent> {
        let seat = Seat::ALL[rng.below(4)];
        let Some(hand) = self.hand() else {
            // Rarely: most deals are dealt in turn.
            if rng.below(3) > 0 {
                return None;
            }
            return Some(match rng.below(3) {
                0 if rng.below(4) == 0 => EuchreEvent::DealtWithOtherPack { seat: self.dealer },
                0 if rng.below(3) == 0 => EuchreEvent::Reshuffles { seat: self.dealer },
                0 => EuchreEvent::DealOutOfTurn { seat, deal: None },
                1 => EuchreEvent::MisdealOutOfTurn { seat },
                _ => match self.random_regular(rng)? {
                    EuchreEvent::Deal(deal) => EuchreEvent::DealOutOfTurn {
                        seat,
                        deal: Some(deal),
                    },
                    other => other,
                },
            });
        };
        if let Some(r) = hand.revokes_to_save().last()
            && rng.below(2) == 0
        {
            return Some(match rng.below(4) {
                0 => EuchreEvent::AsksRevoke {
                    seat: r.seat.partner(),
                },
                1 => EuchreEvent::AnswersNo { seat: r.seat },
                _ => EuchreEvent::CorrectsRevoke { seat: r.seat },
            });
        }
        let suit = Suit::ALL[rng.below(4)];
        let held = hand.hand(seat);
        Some(match rng.below(10) {
            0 => EuchreEvent::pass(seat),
            1 => EuchreEvent::OrderUp { seat },
            2 => EuchreEvent::MentionsSuit { seat, suit },
            3 => EuchreEvent::CallsAttention { seat },
            4 => EuchreEvent::AsksWhoPlayed { seat },
            5 => match rng.card_of(held) {
                Some(card) => EuchreEvent::Exposes {
                    seat,
                    card,
                    below_table: rng.below(4) == 0,
                },
                None => EuchreEvent::pass(seat),
            },
            // Rarely: the hand thrown on the table ends a lone hand (50).
            6 if rng.below(4) == 0 => EuchreEvent::ThrowsCards { seat },
            // A card exposed in dealing, found before the making (35-37).
            8 if hand.round() == 1 && rng.below(4) == 0 => EuchreEvent::ExposedInDealing {
                seat,
                touched: rng.below(3) == 0,
            },
            // A card detached and named by an adversary (51), right or not.
            7 if rng.below(4) == 0 => {
                let owner = [seat.lho(), seat.rho()][rng.below(2)];
                EuchreEvent::NamesCard {
                    seat,
                    owner,
                    card: rng.card_of(hand.hand(owner).union(held))?,
                }
            }
            // Rarely: the trump card lifted from the pack (46 III, 91).
            8 if rng.below(8) == 0 => EuchreEvent::LiftsTrumpCard { seat },
            // Rarely: the finding of two cards played to one trick (61).
            9 if rng.below(8) == 0 => EuchreEvent::SurplusCard {
                seat,
                trick: u8::try_from(rng.below(4)).ok()?,
                card: rng.card_of(held)?,
            },
            _ => match rng.card_of(held.intersection(CardSet::ALL)) {
                Some(card) => EuchreEvent::Play { seat, card },
                None => EuchreEvent::pass(seat),
            },
        })
    }

    /// While a lead out of turn awaits the adversaries' election, the next
    /// player follows it, sometimes (Law 53).
    fn settle_otherwise(&self, rng: &mut Rng) -> Option<EuchreEvent> {
        let hand = self.hand()?;
        hand.false_lead()?;
        if rng.below(2) == 0 {
            return None;
        }
        let seat = hand.to_play()?;
        let card = rng.card_of(hand.legal_plays(seat))?;
        Some(EuchreEvent::Play { seat, card })
    }

    const ONE_DEAL_A_TABLE: bool = false;

    fn deals_finished(&self) -> usize {
        self.deals().len()
    }

    fn fresh_table(&self) -> bool {
        self.hand().is_some()
    }

    fn denomination_label(&self) -> Option<&'static str> {
        let record = self.deals().last()?;
        record.hand.as_ref()?.trump().map(suit_label)
    }

    fn deal_points(&self) -> Option<BySide<i32>> {
        let record = self.deals().last()?;
        let mut points = BySide([0, 0]);
        for e in &record.score {
            match e.side {
                Side::NorthSouth => points.0[0] += i32::from(e.points),
                Side::EastWest => points.0[1] += i32::from(e.points),
            }
        }
        Some(points)
    }

    fn deal_rulings(&self) -> usize {
        self.deals().last().map_or(0, |r| r.rulings.len())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::codes::euchre::EuchreOptions;

    /// Rubbers played by the plain path and, with the same seed, by the full
    /// one (an event drawn from the list of legal events, then applied):
    /// the same deals, the same state and the same log after every deal,
    /// under the 1888 code and under today's customs (on 32 cards); the
    /// log, derived from the deals while every event is regular, is the
    /// events applied.
    #[test]
    fn the_plain_path_plays_as_the_full_one() {
        let today = EuchreOptions {
            pack: Pack::ThirtyTwo,
            ..EuchreOptions::today()
        };
        for options in [EuchreOptions::default(), today] {
            for seed in 0..40 {
                let setup = EuchreSetup::with_options(Seat::ALL[seed as usize % 4], options);
                let (mut fast_rng, mut full_rng) = (Rng::new(seed), Rng::new(seed));
                let mut fast = Table::with_setup(setup);
                let mut full = Table::with_setup(setup);
                let mut events = Vec::new();
                while !fast.is_over() {
                    assert_eq!(
                        Euchre::play_out_regular(&mut fast, &mut fast_rng),
                        Some(Ok(()))
                    );
                    let before = full.deals().len();
                    while full.deals().len() == before {
                        let event = full.random_regular(&mut full_rng).unwrap();
                        full.apply(event.clone()).unwrap();
                        events.push(event);
                    }
                    assert_eq!(fast.state(), full.state(), "seed {seed}");
                    assert!(fast.derives_log(), "seed {seed}");
                    assert_eq!(*fast.log(), *events, "seed {seed}");
                    assert_eq!(*full.log(), *events, "seed {seed}");
                }
                assert!(full.is_over());
            }
        }
    }
}
