//! Bridge whist (1907 laws), a deal at a time through [`WhistTable`]: a
//! random deal, dealer and club limit, the trump made or passed to partner,
//! a doubling conversation of random length, random legal cards to the
//! score; with irregular events, those the code rules (laws 46-49, 54, 55).

use tablelaw_formats::whist_script;

use tablelaw::codes::bridge_whist::{ClubLimit, Phase, WhistEvent as E, WhistSetup, WhistTable};
use tablelaw::referee::Elector;
use tablelaw::{Denomination, Seat, Side};

use super::{Outcome, Rng, Simulated, random_deal};

/// How many times a deal may be dealt again after a new deal is claimed
/// before the simulation gives up on it.
const MAX_NEW_DEALS: u32 = 50;

/// The bridge-whist simulation.
pub struct BridgeWhist;

fn random_denomination(rng: &mut Rng) -> Denomination {
    Denomination::ALL[rng.below(5)]
}

impl BridgeWhist {
    /// A regular word or card from the player whose turn it is.
    fn regular_event(t: &WhistTable, rng: &mut Rng) -> Option<E> {
        let seat = t.turn()?;
        Some(match t.phase() {
            Phase::MakingTrump if seat == t.dealer() && rng.below(2) == 0 => {
                E::PassDeclaration { seat }
            }
            Phase::MakingTrump => E::MakeTrump {
                seat,
                denomination: random_denomination(rng),
            },
            Phase::Doubling => {
                let d = t.doubling();
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
            Phase::Play => {
                let card = rng.card_of(t.play()?.legal_plays())?;
                E::Play { seat, card }
            }
            Phase::Over | Phase::NewDeal => return None,
        })
    }

    /// An irregular event of the kinds the code rules: the dealer's partner
    /// making the trump unasked (law 46) or passing it back (48), an
    /// adversary making or passing it (49, and "cannot be altered" once
    /// made), a double or re-double out of turn (54, 55), consultation (55).
    fn irregular_event(t: &WhistTable, rng: &mut Rng) -> Option<E> {
        let dealer = t.dealer();
        let partner = dealer.partner();
        let adversary = [dealer.lho(), dealer.rho()][rng.below(2)];
        let seat = Seat::ALL[rng.below(4)];
        let event = match (t.phase(), rng.below(4)) {
            (Phase::MakingTrump, 0) if !t.declaration_passed() => E::MakeTrump {
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
            (Phase::Doubling, 0) => E::Consultation { seat },
            (Phase::Doubling, _) => {
                // Out of turn: anyone but the player with the right.
                let to = t.doubling().to_speak()?;
                E::Double {
                    seat: [to.lho(), to.partner(), to.rho()][rng.below(3)],
                }
            }
            _ => return None,
        };
        Some(event)
    }

    /// Makes one of the elections the pending ruling would accept, picked
    /// at random with one of its electors; false if none is listed or it
    /// is refused.
    fn elect(t: &mut WhistTable, rng: &mut Rng) -> bool {
        let elections = t.elections();
        let Some(e) = elections.get(rng.below(elections.len())) else {
            return false;
        };
        let seat = match e.by.get(rng.below(e.by.len())) {
            Some(Elector::Seat(s)) => Some(*s),
            Some(Elector::Director) | None => None,
        };
        t.apply(E::Elect {
            seat,
            option: e.option,
        })
        .is_ok()
    }

    fn new_table(rng: &mut Rng, dealer: Seat, club_limit: ClubLimit) -> WhistTable {
        WhistTable::with_setup(WhistSetup {
            deal: Some(random_deal(rng)),
            club_limit,
            ..WhistSetup::new(dealer)
        })
    }
}

impl Simulated for BridgeWhist {
    fn play_deal(&mut self, rng: &mut Rng, rate: f64) -> Outcome {
        let dealer = Seat::ALL[rng.below(4)];
        let club_limit =
            [ClubLimit::None, ClubLimit::Points100, ClubLimit::Points200][rng.below(3)];
        let mut t = Self::new_table(rng, dealer, club_limit);
        let mut out = Outcome::default();
        let mut stuck = None;
        for step in 0.. {
            if step == 2000 {
                stuck = Some("more than 2000 steps".to_owned());
                break;
            }
            match t.phase() {
                Phase::Over => break,
                Phase::NewDeal => {
                    // The deal is void: the same dealer deals again.
                    out.rulings += t.rulings().len() as u32;
                    out.new_deals += 1;
                    if out.new_deals > MAX_NEW_DEALS {
                        stuck = Some(format!("more than {MAX_NEW_DEALS} new deals"));
                        break;
                    }
                    t = Self::new_table(rng, dealer, club_limit);
                    continue;
                }
                _ => {}
            }
            if let Some(law) = t.pending().map(|(_, r)| r.law) {
                // Law 47: a declaration as to doubling by the eldest hand
                // makes the trump wrongly made stand.
                if law.law == 46 && rng.chance(0.25) {
                    let seat = t.eldest_hand();
                    let word = if rng.below(2) == 0 {
                        E::MayILead { seat }
                    } else {
                        E::Double { seat }
                    };
                    if t.apply(word).is_ok() {
                        continue;
                    }
                }
                if !Self::elect(&mut t, rng) {
                    stuck = Some(format!("no option of the {law} ruling can be elected"));
                    break;
                }
                continue;
            }
            if rate > 0.0 && t.phase() != Phase::Play && rng.chance(rate) {
                if let Some(event) = Self::irregular_event(&t, rng) {
                    if t.apply(event).is_ok() {
                        out.irregular += 1;
                    }
                }
                continue;
            }
            let Some(event) = Self::regular_event(&t, rng) else {
                stuck = Some(format!("no one to act in the {:?} phase", t.phase()));
                break;
            };
            if let Err(e) = t.apply(event) {
                stuck = Some(format!("a regular event was refused: {e}"));
                break;
            }
        }
        out.rulings += t.rulings().len() as u32;
        if let Some(d) = t.declaration() {
            out.denomination = Some(super::denomination_label(d.denomination));
        }
        if let Some(score) = t.score().filter(|_| stuck.is_none()) {
            out.ns_score = score.total(Side::NorthSouth) - score.total(Side::EastWest);
            out.finished = true;
        } else {
            let why = stuck.unwrap_or_else(|| "the deal ended without a score".to_owned());
            out.stuck = Some((why, whist_script::write(t.setup(), &t.log())));
        }
        out
    }
}
