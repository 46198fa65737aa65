//! Random deals of contract bridge (rubber and the duplicate editions).

use super::{RandomPlay, Rng};
use crate::call::{Bid, Call, CallSet, Denomination};
use crate::card::{Card, Suit};
use crate::codes::contract_bridge::ContractBridge;
use crate::event::{DummyAct, Event};
use crate::law::CodeId;
use crate::referee::Game;
use crate::score::Vulnerability;
use crate::seat::Seat;
use crate::table::{EventError, Table, TableSetup};

/// The summary's label of a contract-bridge denomination: `C`, `D`, `H`,
/// `S` or `NT`.
pub(super) fn denomination_label(d: Denomination) -> &'static str {
    match d.suit() {
        Some(s) => suit_label(s),
        None => "NT",
    }
}

/// The summary's label of a suit: `C`, `D`, `H` or `S`.
pub(super) fn suit_label(s: Suit) -> &'static str {
    ["C", "D", "H", "S"][s as usize]
}

/// A regular call: mostly passes, so that auctions end; bids near the
/// lowest legal one.
#[inline]
fn random_call(legal: CallSet, rng: &mut Rng) -> Call {
    let roll = rng.below(100);
    if roll < 60 || legal.is_empty() {
        Call::Pass
    } else if roll < 64 && legal.contains(Call::Double) {
        Call::Double
    } else if roll < 66 && legal.contains(Call::Redouble) {
        Call::Redouble
    } else {
        let bids = legal.iter().filter(|c| c.bid().is_some());
        let pick = rng.below(6);
        let mut bids = bids.take(pick + 1);
        let first = bids.next();
        bids.last().or(first).unwrap_or(Call::Pass)
    }
}

fn random_bid(rng: &mut Rng) -> Call {
    let level = 1 + rng.below(7) as u8;
    let denomination = Denomination::ALL[rng.below(5)];
    Bid::new(level, denomination).map_or(Call::Pass, Call::Bid)
}

impl RandomPlay for ContractBridge {
    fn random_setup(code: CodeId, rng: &mut Rng) -> TableSetup {
        let deal = rng.deal();
        let dealer = Seat::ALL[rng.below(4)];
        let vulnerability = [
            Vulnerability::Neither,
            Vulnerability::NorthSouth,
            Vulnerability::EastWest,
            Vulnerability::Both,
        ][rng.below(4)];
        TableSetup {
            code,
            dealer,
            deal: Some(deal),
            vulnerability,
        }
    }

    fn setup_again(&self, setup: &TableSetup, rng: &mut Rng) -> TableSetup {
        TableSetup {
            deal: Some(rng.deal()),
            ..setup.clone()
        }
    }

    /// A regular call: mostly passes, so that auctions end; bids near the
    /// lowest legal one; the call a penalty demands when it is the only
    /// one. A card: uniform among the legal ones.
    fn random_regular(&self, rng: &mut Rng) -> Option<Event> {
        if let Some(play) = self.play() {
            if play.is_over() || self.claim_settled() {
                return None;
            }
            let seat = play.turn()?;
            return Some(Event::Play {
                seat,
                card: rng.card_of(play.legal_plays())?,
            });
        }
        let seat = ContractBridge::turn(self)?;
        // A call out of rotation repeated at its turn (Laws 31(b)(i),
        // 32(b)(i)): what follows from it is ruled as it comes.
        let ob = self.obligation(seat);
        if let (Some(call), None) = (ob.repeat, ob.must_pass) {
            return Some(Event::call(seat, call));
        }
        let call = random_call(self.legal_calls(), rng);
        Some(Event::call(seat, call))
    }

    /// Through the table's plain paths: no event is built for a regular
    /// call or card.
    #[inline]
    fn step_regular(table: &mut Table, rng: &mut Rng) -> Option<Result<(), EventError>> {
        if let Some(play) = table.play() {
            if play.is_over() || table.claim_settled() {
                return None;
            }
            let seat = play.turn()?;
            let card = rng.card_of(play.legal_plays())?;
            return Some(table.play_card(seat, card));
        }
        let seat = ContractBridge::turn(table)?;
        let legal = table.legal_calls();
        // Narrowed to one call or none: a penalty may oblige a repeat.
        if legal.len() <= 1 {
            let ob = table.obligation(seat);
            if let (Some(call), None) = (ob.repeat, ob.must_pass) {
                return Some(table.call(seat, call));
            }
        }
        let call = random_call(legal, rng);
        Some(table.call(seat, call))
    }

    /// The auction's regular calls by [`Table::bid_out`] while every event
    /// was regular, else in a loop while nothing is pending, then the
    /// play's cards by [`Table::play_out`].
    #[inline]
    fn play_out_regular(table: &mut Table, rng: &mut Rng) -> Option<Result<(), EventError>> {
        let mut done = None;
        if table.is_regular() {
            // No penalty binds anyone: the calls by the auction's own loop.
            let mut called = false;
            let out = table.bid_out(|_, legal| {
                called = true;
                Some(random_call(legal, rng))
            });
            if let Err(e) = out {
                return Some(Err(e));
            }
            if called {
                done = Some(Ok(()));
            }
        }
        while table.play().is_none() && table.pending().is_none() {
            let Some(seat) = ContractBridge::turn(table) else {
                break;
            };
            let legal = table.legal_calls();
            let mut call = None;
            // Narrowed to one call or none: a penalty may oblige a repeat.
            if legal.len() <= 1 {
                let ob = table.obligation(seat);
                if let (Some(repeat), None) = (ob.repeat, ob.must_pass) {
                    call = Some(repeat);
                }
            }
            let call = call.unwrap_or_else(|| random_call(legal, rng));
            if let Err(e) = table.call(seat, call) {
                return Some(Err(e));
            }
            done = Some(Ok(()));
        }
        if table.pending().is_some() || table.play().is_none_or(|p| p.turn().is_none()) {
            return done;
        }
        let mut played = false;
        let out = table.play_out(|_, legal| {
            let card = rng.card_of(legal);
            played |= card.is_some();
            card
        });
        if out.is_err() || played {
            Some(out)
        } else {
            done
        }
    }

    /// A call out of rotation, an insufficient or inadmissible bid, a card
    /// exposed, a request for an explanation, attention drawn, misinformation
    /// come to light, a card played out of turn or not following suit, a
    /// designation of dummy's card in words.
    fn random_irregular(&self, rng: &mut Rng) -> Option<Event> {
        let seat = Seat::ALL[rng.below(4)];
        let deal = self.deal().copied().unwrap_or_default();
        let card = rng.card_of(deal.hand(seat));
        Some(match (self.play().is_some(), rng.below(4)) {
            (false, 0) => Event::call(seat, Call::Pass),
            (false, 1) => Event::call(seat, random_bid(rng)),
            (false, 2) => Event::Expose {
                seat,
                cards: card.into_iter().collect(),
                led: false,
            },
            // Now and then, what a director meets that is not a call: a
            // request for an explanation (Law 20), attention drawn (29),
            // misinformation come to light (21).
            (false, _) => match rng.below(12) {
                0 => Event::AsksExplanation {
                    seat,
                    call: random_bid(rng),
                },
                1 => Event::DrawsAttention { seat },
                2 => Event::Misinformed {
                    seat,
                    call: Call::Pass,
                },
                _ => Event::call(seat, Call::Double),
            },
            // Laws 61-71: attention drawn to a revoke, a question about
            // one, a claim or a concession.
            (true, 3) if rng.below(3) == 0 => match rng.below(6) {
                0 => Event::DrawsAttention { seat },
                1 => Event::AsksRevoke {
                    seat,
                    of: Seat::ALL[rng.below(4)],
                },
                2 => Event::Concede {
                    seat,
                    tricks: Some(rng.below(4) as u8),
                },
                _ => Event::Claim {
                    seat,
                    tricks: None,
                    line: String::new(),
                },
            },
            (true, 0) => Event::Designate {
                words: ["high", "low", "a club", "the king", "ruff it"][rng.below(5)].to_owned(),
                intended: None,
            },
            // Law 41A: the opening lead made face down, by anyone.
            (true, 1) if self.play().is_some_and(|p| p.cards_played() == 0) => match card {
                Some(card) => Event::LeadFaceDown { seat, card },
                None => Event::Finding(crate::event::Finding::DeclarerSawDummy),
            },
            // Law 58B2: two cards played together by the hand on turn.
            (true, 2) if rng.below(4) == 0 => {
                let turn = self.play().and_then(|p| p.turn()).unwrap_or(seat);
                let hand = self.play().map(|p| p.hand(turn)).unwrap_or_default();
                let cards: Vec<Card> = hand.iter().take(2).collect();
                Event::Simultaneous { seat: turn, cards }
            }
            // Duplicate Laws 42-45: dummy's acts, a card deemed played, a
            // fifth card to a trick.
            (true, 3) if rng.below(3) == 0 => {
                let play = self.play();
                let dummy = play.map(|p| p.contract().dummy()).unwrap_or(seat);
                let dummys = play.and_then(|p| rng.card_of(p.hand(dummy)));
                let act = |act| Event::Dummy { seat: dummy, act };
                match (rng.below(8), card) {
                    (0, _) if rng.below(2) == 0 => act(DummyAct::ExchangesHands),
                    // Law 47E2(a): the last card played, after a mistaken explanation.
                    (0, _) => Event::Finding(crate::event::Finding::MistakenExplanation {
                        seat: play
                            .and_then(|p| p.current().cards().last())
                            .map_or(seat, |(s, _)| s),
                    }),
                    (1, _) => act(DummyAct::LooksAtHand {
                        defender: dummy.lho(),
                    }),
                    (2, _) if rng.below(2) == 0 => act(DummyAct::WatchesDeclarer),
                    (2, _) => act(DummyAct::ShownHandBy {
                        defender: dummy.rho(),
                    }),
                    (3, _) if rng.below(3) == 0 => act(DummyAct::CallsDirector),
                    (3, _) => act(DummyAct::WarnsDeclarer),
                    (4, _) if rng.below(2) == 0 => Event::DrawsAttention { seat: dummy },
                    (4, _) => Event::Finding(crate::event::Finding::ToldTurn),
                    (5, Some(card)) => Event::DeemedPlayed { seat, card },
                    (6, Some(card)) => Event::FifthCard {
                        seat,
                        card,
                        led: rng.below(2) == 0,
                    },
                    // Law 45D: dummy places a card declarer did not name.
                    (7, _) if play.is_some_and(|p| p.turn() == Some(dummy)) => match dummys {
                        Some(card) => act(DummyAct::PlacesCard { card }),
                        None => act(DummyAct::WarnsDeclarer),
                    },
                    _ => match dummys {
                        // Law 45C4(b): dummy's card designated unintentionally.
                        Some(card) if rng.below(2) == 0 => {
                            Event::Finding(crate::event::Finding::UnintendedDesignation {
                                seat: dummy,
                                card,
                            })
                        }
                        Some(card) => act(DummyAct::IndicatesCard { card }),
                        None => act(DummyAct::WarnsDeclarer),
                    },
                }
            }
            (true, _) => match card {
                Some(card) => Event::Play { seat, card },
                None => Event::Designate {
                    words: "low".to_owned(),
                    intended: None,
                },
            },
        })
    }

    /// A question of Law 46 is settled by the card played.
    fn settle_otherwise(&self, rng: &mut Rng) -> Option<Event> {
        // Law 70: the director's finding on a contested claim.
        if let Some(max) = self.claim_awardable() {
            let tricks = rng.below(max as usize + 1) as u8;
            return Some(Event::Finding(crate::event::Finding::ClaimTricks {
                tricks,
            }));
        }
        // Law 47E1: now and then, the lead out of turn or the premature
        // play awaiting its ruling was made because an opponent said it
        // was the player's turn.
        if self.awaits_told_turn() && rng.below(8) == 0 {
            return Some(Event::Finding(crate::event::Finding::ToldTurn));
        }
        let (seat, cards) = self.pending_card()?;
        Some(Event::Play {
            seat,
            card: rng.card_of(cards)?,
        })
    }

    fn denomination_label(&self) -> Option<&'static str> {
        self.contract()
            .map(|c| denomination_label(c.bid.denomination))
    }

    fn deal_points(&self) -> Option<crate::seat::BySide<i32>> {
        Game::points(self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Deals played by the plain path (`Table::bid_out`, `Table::play_out`)
    /// and, with the same seed, by the full one (a call or card drawn from
    /// the legal ones, then applied): the same state, the same log and the
    /// same points, under each contract-bridge code.
    #[test]
    fn the_plain_path_plays_as_the_full_one() {
        for code in [CodeId::Rubber, CodeId::Duplicate2017, CodeId::Duplicate2007] {
            for seed in 0..200 {
                let mut setup_rng = Rng::new(seed);
                let setup = ContractBridge::random_setup(code, &mut setup_rng);
                let (mut fast_rng, mut full_rng) = (setup_rng.clone(), setup_rng);
                let mut fast = Table::with_setup(setup.clone());
                let mut full = Table::with_setup(setup);
                while let Some(r) = ContractBridge::play_out_regular(&mut fast, &mut fast_rng) {
                    r.unwrap();
                }
                while let Some(event) = full.random_regular(&mut full_rng) {
                    full.apply(event).unwrap();
                }
                assert_eq!(format!("{:?}", fast.state()), format!("{:?}", full.state()));
                assert_eq!(fast.log(), full.log(), "{code} seed {seed}");
                assert!(fast.is_over(), "{code} seed {seed}");
                assert_eq!(fast.deal_points(), Game::points(full.state()));
            }
        }
    }
}
