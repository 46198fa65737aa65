//! What the laws of the play hold in force, in the one shape of every
//! code (exposed cards, Laws 65-67; a called card, Laws 67, 75; a directed
//! play, Laws 80, 92), and the options of a directed play.

use super::auction::{AuctionBridge, cite};
use crate::card::CardSet;
use crate::ruling::{OptionId, option};
use crate::seat::Seat;

impl AuctionBridge {
    /// The exposed cards liable to be called, the called card and the
    /// directed play, in the one shape of every code.
    pub(crate) fn play_in_force(&self) -> Vec<crate::referee::InForce> {
        use crate::referee::{InForce, Obligation};
        let mut out = Vec::new();
        let l65 = self.laws.exposed_65;
        let l66 = self.laws.exposed_66;
        let groups = [
            (65, l65),
            (66, l66.difference(l65)),
            (67, CardSet::ALL.difference(l65).difference(l66)),
        ];
        for (seat, (law, mask)) in Seat::ALL
            .into_iter()
            .flat_map(|s| groups.iter().map(move |g| (s, *g)))
        {
            let cards = self.laws.exposed[seat].intersection(mask);
            if cards.is_empty() {
                continue;
            }
            let list: Vec<String> = cards.iter().map(|c| format!("{c:#}")).collect();
            out.push(InForce {
                seat,
                obligation: Obligation::PenaltyCards {
                    cards: cards.iter().collect(),
                },
                law: cite(law, ""),
                ruling: None,
                text: format!(
                    "{} exposed by {}, face up on the table and liable to be called by declarer",
                    list.join(" "),
                    seat.name()
                ),
            });
        }
        if let Some(c) = self.laws.called {
            out.push(InForce {
                seat: c.seat,
                obligation: Obligation::RequiredPlay {
                    what: format!("{:#}, the exposed card called", c.card),
                },
                law: self.rulings.get(c.ruling).map_or(cite(67, ""), |r| r.law),
                ruling: Some(c.ruling),
                text: format!(
                    "{} must play {:#} at his next turn, unless it would oblige him to revoke",
                    c.seat.name(),
                    c.card
                ),
            });
        }
        if let Some(d) = self.laws.directed {
            out.push(InForce {
                seat: d.seat,
                obligation: Obligation::RequiredPlay {
                    what: d.directive.words().to_owned(),
                },
                law: d.law,
                ruling: Some(d.ruling),
                text: format!(
                    "{} must play {} to this trick",
                    d.seat.name(),
                    d.directive.words()
                ),
            });
        }
        out
    }
}

/// The options of Laws 80 and 92 for `seat`.
pub(crate) fn directive_options(seat: Seat) -> Vec<crate::ruling::RulingOption> {
    let who = seat.name();
    vec![
        option(
            OptionId::Highest,
            format!("{who} must play his highest card of the suit led"),
        ),
        option(
            OptionId::Lowest,
            format!("{who} must play his lowest card of the suit led"),
        ),
        option(
            OptionId::Win,
            format!("{who} must win the trick, if he can"),
        ),
        option(
            OptionId::Lose,
            format!("{who} must lose the trick, if he can"),
        ),
        option(OptionId::NoPenalty, "no penalty"),
    ]
}
