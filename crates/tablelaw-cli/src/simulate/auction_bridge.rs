//! Auction Bridge (1912 laws), a deal at a time through
//! [`AuctionBridgeTable`]: a random deal and dealer, random legal calls to
//! the final declaration, random legal cards to the score; with irregular
//! events, the calls the code rules on (Laws 49-52, 54, 57) and the
//! information of Law 51.

use tablelaw::codes::auction_bridge::{
    AuctionBridgeEvent as E, AuctionBridgeSetup, AuctionBridgeTable, AuctionCall,
    AuctionDenomination, Declaration, Outcome as AuctionOutcome,
};
use tablelaw::referee::{Elector, Needs};
use tablelaw::{Seat, Side};

use super::{Outcome, Rng, Simulated, random_deal};

/// How many times a deal may be dealt again after a new deal is demanded
/// before the simulation gives up on it.
const MAX_NEW_DEALS: u32 = 50;

/// The auction-bridge simulation.
pub struct AuctionBridge;

/// A random possible declaration (one to seven odd tricks).
fn random_declaration(rng: &mut Rng) -> Declaration {
    Declaration {
        odd_tricks: 1 + rng.below(Declaration::MAX_POSSIBLE as usize) as u8,
        denomination: AuctionDenomination::ALL[rng.below(6)],
    }
}

/// A seat other than `seat`.
fn other_than(seat: Seat, rng: &mut Rng) -> Seat {
    [seat.lho(), seat.partner(), seat.rho()][rng.below(3)]
}

impl AuctionBridge {
    /// A regular call by the player on turn: mostly passes, so that
    /// auctions end; declarations near the lowest legal one.
    fn regular_call(t: &AuctionBridgeTable, rng: &mut Rng) -> Option<E> {
        let seat = t.turn()?;
        let legal = t.legal_calls();
        let roll = rng.below(100);
        let call = if roll < 60 && legal.contains(&AuctionCall::Pass) {
            AuctionCall::Pass
        } else if roll < 64 && legal.contains(&AuctionCall::Double) {
            AuctionCall::Double
        } else if roll < 66 && legal.contains(&AuctionCall::Redouble) {
            AuctionCall::Redouble
        } else {
            let declarations: Vec<AuctionCall> = legal
                .iter()
                .copied()
                .filter(|c| c.declaration().is_some())
                .take(6)
                .collect();
            match declarations.get(rng.below(declarations.len())) {
                Some(&c) => c,
                None => *legal.first()?,
            }
        };
        Some(E::Call { seat, call })
    }

    /// An irregular call of the kinds the code rules: a declaration, double
    /// or pass out of turn (Laws 49, 57), an insufficient or impossible
    /// declaration (Law 50), a double Law 54 forbids, a correction of the
    /// last call (Law 52).
    fn irregular_call(t: &AuctionBridgeTable, rng: &mut Rng) -> Option<E> {
        let turn = t.turn()?;
        let other = other_than(turn, rng);
        let doubles = [AuctionCall::Double, AuctionCall::Redouble][rng.below(2)];
        let event = match rng.below(7) {
            0 => E::Call {
                seat: other,
                call: AuctionCall::Declare(random_declaration(rng)),
            },
            1 => {
                // Insufficient: no higher than the last declaration.
                let last = t.last_declaration().map(|(d, _)| d);
                let lower: Vec<Declaration> = Declaration::all()
                    .filter(|d| last.is_some_and(|l| !d.is_higher_than(l)))
                    .collect();
                let d = lower
                    .get(rng.below(lower.len()))
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
                let seat = t.calls().last().map_or(turn, |c| c.seat);
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
        };
        Some(event)
    }

    /// Makes one of the elections the pending ruling would accept, picked
    /// at random with one of its electors and, for a called lead (Law 51),
    /// one of its suits; false if none is listed or it is refused.
    fn elect(t: &mut AuctionBridgeTable, rng: &mut Rng) -> bool {
        let elections = t.elections();
        let Some(e) = elections.get(rng.below(elections.len())) else {
            return false;
        };
        let seat = match e.by.get(rng.below(e.by.len())) {
            Some(Elector::Seat(s)) => Some(*s),
            Some(Elector::Director) | None => None,
        };
        let suit = match &e.needs {
            Needs::Suit { suits } => suits.get(rng.below(suits.len())).copied(),
            _ => None,
        };
        t.apply(E::Elect {
            seat,
            option: e.option,
            suit,
        })
        .is_ok()
    }

    fn new_table(rng: &mut Rng, dealer: Seat) -> AuctionBridgeTable {
        AuctionBridgeTable::with_setup(AuctionBridgeSetup {
            dealer,
            deal: Some(random_deal(rng)),
            options: Default::default(),
        })
    }
}

impl Simulated for AuctionBridge {
    fn play_deal(&mut self, rng: &mut Rng, rate: f64) -> Outcome {
        let dealer = Seat::ALL[rng.below(4)];
        let mut t = Self::new_table(rng, dealer);
        let mut out = Outcome::default();
        let mut stuck = None;
        for step in 0.. {
            if step == 2000 {
                stuck = Some("more than 2000 steps".to_owned());
                break;
            }
            if let Some(AuctionOutcome::NewDeal { .. }) = t.outcome() {
                // The deal is void: the same dealer deals again.
                out.rulings += t.rulings().len() as u32;
                out.new_deals += 1;
                if out.new_deals > MAX_NEW_DEALS {
                    stuck = Some(format!("more than {MAX_NEW_DEALS} new deals"));
                    break;
                }
                t = Self::new_table(rng, dealer);
                continue;
            }
            if let Some(law) = t.pending().map(|(_, r)| r.law) {
                // The offender's LHO may call instead (Laws 49, 50, 57),
                // which lets the call stand or forgoes the penalty.
                if let (Some(seat), true) = (t.turn(), rng.chance(0.25)) {
                    let call = [
                        AuctionCall::Pass,
                        AuctionCall::Declare(random_declaration(rng)),
                    ][rng.below(2)];
                    if t.apply(E::Call { seat, call }).is_ok() {
                        continue;
                    }
                }
                if !Self::elect(&mut t, rng) {
                    stuck = Some(format!("no option of the {law} ruling can be elected"));
                    break;
                }
                continue;
            }
            let event = if let Some(f) = t.final_declaration().copied() {
                let Some(play) = t.play() else {
                    stuck = Some("the final declaration is made but there is no play".to_owned());
                    break;
                };
                if play.is_over() {
                    break;
                }
                if rate > 0.0 && rng.chance(rate / 4.0) {
                    // Law 51: an adversary of declarer tells his partner
                    // about a previous declaration.
                    let seat = [f.declarer.lho(), f.declarer.rho()][rng.below(2)];
                    if t.apply(E::Inform { seat }).is_ok() {
                        out.irregular += 1;
                    }
                    continue;
                }
                match (play.turn(), rng.card_of(play.legal_plays())) {
                    (Some(seat), Some(card)) => E::Play { seat, card },
                    _ => {
                        stuck = Some("the play has no card to play next".to_owned());
                        break;
                    }
                }
            } else {
                if rate > 0.0 && rng.chance(rate) {
                    if let Some(event) = Self::irregular_call(&t, rng) {
                        if t.apply(event).is_ok() {
                            out.irregular += 1;
                        }
                    }
                    continue;
                }
                match Self::regular_call(&t, rng) {
                    Some(event) => event,
                    None => {
                        stuck = Some("the auction has no one on turn".to_owned());
                        break;
                    }
                }
            };
            if let Err(e) = t.apply(event) {
                stuck = Some(format!("a regular event was refused: {e}"));
                break;
            }
        }
        out.rulings += t.rulings().len() as u32;
        if let Some(f) = t.final_declaration() {
            out.denomination = Some(match f.declaration.denomination {
                AuctionDenomination::Spades => "S",
                AuctionDenomination::Clubs => "C",
                AuctionDenomination::Diamonds => "D",
                AuctionDenomination::Hearts => "H",
                AuctionDenomination::RoyalSpades => "R",
                AuctionDenomination::NoTrumps => "NT",
            });
        }
        if let Some(score) = t.score().filter(|_| stuck.is_none()) {
            out.ns_score = score.total(Side::NorthSouth) - score.total(Side::EastWest);
            out.finished = true;
        } else {
            let why = stuck.unwrap_or_else(|| "the deal ended without a score".to_owned());
            let script = tablelaw_formats::script::auction_bridge::write(t.setup(), &t.log());
            out.stuck = Some((why, script));
        }
        out
    }
}
