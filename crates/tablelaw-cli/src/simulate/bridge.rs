//! Random deals of contract bridge (rubber and the duplicate editions),
//! through [`Table`].

use tablelaw::score::Vulnerability;
use tablelaw::{Call, CodeId, Elector, Event, EventError, Needs, Seat, Side, Table, TableSetup};

use super::{Outcome, Rng, Simulated, random_deal};

/// The contract-bridge codes (rubber and the duplicate editions), played
/// through [`Table`].
pub struct Bridge {
    code: CodeId,
    /// The table, kept from deal to deal with its memory.
    table: Table,
}

impl Bridge {
    /// A table under `code`, kept from deal to deal.
    pub fn new(code: CodeId) -> Bridge {
        Bridge {
            code,
            table: Table::new(Seat::North),
        }
    }

    /// A regular call: mostly passes, so that auctions end; bids near the
    /// lowest legal one.
    fn regular_call(table: &Table, rng: &mut Rng) -> Option<(Seat, Call)> {
        let seat = table.turn()?;
        let legal = table.legal_calls();
        let roll = rng.below(100);
        let call = if roll < 60 || legal.len() <= 1 {
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
        };
        Some((seat, call))
    }

    /// An irregular event of the kinds the laws rule: a call out of
    /// rotation, an insufficient or inadmissible bid, a card exposed, a card
    /// played out of turn or not following suit, a designation in words.
    fn irregular_event(table: &Table, rng: &mut Rng) -> Event {
        let seat = Seat::ALL[rng.below(4)];
        let deal = table.deal().copied().unwrap_or_default();
        let card = rng.card_of(deal.hand(seat));
        match (table.play().is_some(), rng.below(4)) {
            (false, 0) => Event::call(seat, Call::Pass),
            (false, 1) => Event::call(seat, random_bid(rng)),
            (false, 2) => Event::Expose {
                seat,
                cards: card.into_iter().collect(),
                led: false,
            },
            (false, _) => Event::call(seat, Call::Double),
            (true, 0) => Event::Designate {
                words: ["high", "low", "a club", "the king", "ruff it"][rng.below(5)].to_owned(),
                intended: None,
            },
            (true, _) => match card {
                Some(card) => Event::Play { seat, card },
                None => Event::Designate {
                    words: "low".to_owned(),
                    intended: None,
                },
            },
        }
    }

    /// Makes one of the elections the pending ruling would accept
    /// ([`ContractBridge::elections`](tablelaw::ContractBridge::elections)),
    /// at random: the election, one of those who may make it, and the call
    /// or suit it names; says why not if there is none, or if the table
    /// refuses it.
    fn elect(table: &mut Table, rng: &mut Rng) -> Result<(), String> {
        let elections = table.elections();
        if elections.is_empty() {
            return Err("no election is listed".to_owned());
        }
        let election = &elections[rng.below(elections.len())];
        let seat = match election.by[rng.below(election.by.len())] {
            Elector::Director => None,
            Elector::Seat(s) => Some(s),
        };
        let (call, suit) = match &election.needs {
            Needs::Nothing => (None, None),
            Needs::Call { calls } => (calls.iter().nth(rng.below(calls.len())), None),
            Needs::Suit { suits } => (None, Some(suits[rng.below(suits.len())])),
        };
        let option = election.option;
        table
            .apply(Event::Elect {
                seat,
                option,
                call,
                suit,
            })
            .map_err(|e| format!("the listed election `{option}` was refused: {}", kind(&e)))
    }

    fn outcome(table: &Table, irregular: u32) -> Outcome {
        let mut out = Outcome {
            irregular,
            rulings: table.rulings().len() as u32,
            denomination: table
                .contract()
                .map(|c| super::denomination_label(c.bid.denomination)),
            ..Outcome::default()
        };
        if table.setup().code.is_duplicate() {
            if let Some(score) = table.duplicate_score() {
                out.ns_score = score.score_for(Side::NorthSouth);
                out.finished = true;
            }
        } else if let Some(totals) = table.rubber_totals() {
            out.ns_score = totals[Side::NorthSouth] - totals[Side::EastWest];
            out.finished = true;
        }
        out
    }
}

/// An error's kind, without the particulars (for counting).
fn kind(e: &EventError) -> String {
    let debug = format!("{e:?}");
    debug
        .split([' ', '(', '{'])
        .next()
        .unwrap_or_default()
        .to_owned()
}

fn random_bid(rng: &mut Rng) -> Call {
    let level = 1 + rng.below(7) as u8;
    let denomination = tablelaw::Denomination::ALL[rng.below(5)];
    tablelaw::Bid::new(level, denomination).map_or(Call::Pass, Call::Bid)
}

impl Simulated for Bridge {
    fn play_deal(&mut self, rng: &mut Rng, rate: f64) -> Outcome {
        let deal = random_deal(rng);
        let dealer = Seat::ALL[rng.below(4)];
        let vulnerability = [
            Vulnerability::Neither,
            Vulnerability::NorthSouth,
            Vulnerability::EastWest,
            Vulnerability::Both,
        ][rng.below(4)];
        self.table.reset(TableSetup {
            code: self.code,
            dealer,
            deal: Some(deal),
            vulnerability,
        });
        let table = &mut self.table;
        let mut irregular = 0;
        // Each step applies an event or elects; a deal that cannot go on
        // stops unfinished, and says why.
        let mut stuck = None;
        for step in 0.. {
            if step == 2000 {
                stuck = Some("more than 2000 steps".to_owned());
                break;
            }
            if let Some((seat, cards)) = table.pending_card() {
                // A question of Law 46 is settled by the card played.
                if let Some(card) = rng.card_of(cards) {
                    if table.apply(Event::Play { seat, card }).is_ok() {
                        continue;
                    }
                }
            }
            if let Some((_, ruling)) = table.pending() {
                let law = ruling.law.to_string();
                if let Err(why) = Self::elect(table, rng) {
                    stuck = Some(format!("the {law} ruling: {why}"));
                    break;
                }
                continue;
            }
            if rate > 0.0 && rng.chance(rate) {
                let event = Self::irregular_event(table, rng);
                if table.apply(event).is_ok() {
                    irregular += 1;
                }
                continue;
            }
            // A regular card or call, through the table's plain paths.
            let done = if let Some(play) = table.play() {
                if play.is_over() {
                    break;
                }
                match (play.turn(), rng.card_of(play.legal_plays())) {
                    (Some(seat), Some(card)) => table.play_card(seat, card),
                    _ => {
                        stuck = Some("the play has no card to play next".to_owned());
                        break;
                    }
                }
            } else if table.is_closed() {
                break;
            } else {
                match Self::regular_call(table, rng) {
                    Some((seat, call)) => table.call(seat, call),
                    None => {
                        stuck = Some("the auction has no one on turn".to_owned());
                        break;
                    }
                }
            };
            match done {
                Ok(()) => {}
                // The call out of rotation repeated at its turn: what follows
                // from it (an insufficient bid, say) is ruled as it comes.
                Err(EventError::MustRepeat { seat, call }) => {
                    if let Err(e) = table.apply(Event::call(seat, call)) {
                        stuck = Some(format!("the repeated call was refused: {}", kind(&e)));
                        break;
                    }
                }
                Err(e) => {
                    stuck = Some(format!("a regular event was refused: {}", kind(&e)));
                    break;
                }
            }
        }
        let mut out = Self::outcome(table, irregular);
        if !out.finished {
            let why = stuck.unwrap_or_else(|| "the deal ended without a score".to_owned());
            let script = tablelaw_formats::write(table.setup(), &table.log());
            out.stuck = Some((why, script));
        }
        out
    }
}
