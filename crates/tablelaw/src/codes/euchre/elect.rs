//! Elections among the options of a ruling, and Law 85: the adversaries
//! agree who elects, must not consult which penalty to exact, and a demand
//! made is final.

use crate::referee::{Election, Needs};
use crate::ruling::{Chooser, OptionId, Ruling};
use crate::seat::{Seat, Side};

use super::event::EuchreError;
use super::hand::{Hand, Pending, Requirement, law};

fn options_of(r: &Ruling) -> String {
    r.options
        .iter()
        .map(|o| o.id.as_str())
        .collect::<Vec<_>>()
        .join(", ")
}

/// The error for an event made while a ruling awaits an election.
pub(super) fn pending_error(r: &Ruling) -> EuchreError {
    EuchreError::RulingPending {
        law: r.law,
        chooser: r.chooser.map_or_else(String::new, |c| c.to_string()),
        options: options_of(r),
    }
}

fn may_choose(chooser: Chooser, seat: Seat) -> bool {
    match chooser {
        Chooser::Seat(s) => s == seat,
        Chooser::Adversaries(side) => seat.side() == side,
        _ => false,
    }
}

impl Hand {
    /// The elections the pending ruling would accept: see
    /// [`Euchre::elections`](super::Euchre::elections).
    pub fn elections(&self) -> Vec<Election> {
        let Some((_, r)) = self.pending() else {
            return Vec::new();
        };
        let by = r.chooser.unwrap_or(Chooser::Director).electors();
        r.options
            .iter()
            .map(|o| Election {
                option: o.id,
                by: by.clone(),
                needs: Needs::Nothing,
            })
            .collect()
    }

    pub(super) fn on_elect(
        &mut self,
        seat: Option<Seat>,
        option: OptionId,
    ) -> Result<(), EuchreError> {
        let Some((index, pending)) = self.pending else {
            return Err(EuchreError::NoPending);
        };
        let r = &self.rulings[index];
        let chooser = r.chooser.unwrap_or(Chooser::Director);
        if let Some(seat) = seat
            && !may_choose(chooser, seat)
        {
            return Err(EuchreError::NotChooser {
                seat,
                chooser: chooser.to_string(),
            });
        }
        if !r.options.iter().any(|o| o.id == option) {
            return Err(EuchreError::NotAnOption {
                option,
                offered: options_of(r),
            });
        }
        let cite = r.law;
        match pending {
            Pending::LateOrder { seat: offender, .. } => {
                self.elect_late_order(offender, option == OptionId::PlayIt);
            }
            Pending::Play { seat: player } => {
                if let Some(play) = Requirement::of(option) {
                    self.elect_play(player, play, cite);
                }
            }
            Pending::PartnerPlayed { seat: partner } => {
                self.elect_partner_played(partner, option == OptionId::PlayAlone);
            }
            Pending::LeadOutOfTurn { seat, card } => {
                self.elect_lead_out_of_turn(seat, card, option == OptionId::CallCard);
            }
            Pending::DealClaim => self.elect_deal_claim(option == OptionId::NewDeal, cite.law),
        }
        let r = &mut self.rulings[index];
        r.chosen = Some(option);
        if matches!(chooser, Chooser::Adversaries(_)) {
            r.notes.push("the demand made is final (Law 85)".to_owned());
        }
        self.pending = None;
        Ok(())
    }

    pub(super) fn on_consulted(&mut self, side: Side) -> Result<(), EuchreError> {
        let Some((index, pending)) = self.pending else {
            return Err(EuchreError::NoPending);
        };
        let r = &self.rulings[index];
        let chooser = r.chooser.unwrap_or(Chooser::Director);
        let theirs = match chooser {
            Chooser::Adversaries(s) => s == side,
            Chooser::Seat(s) => s.side() == side,
            _ => false,
        };
        if !theirs {
            return Err(EuchreError::NotChooser {
                seat: match side {
                    Side::NorthSouth => Seat::North,
                    Side::EastWest => Seat::East,
                },
                chooser: chooser.to_string(),
            });
        }
        let ruled = r.law;
        match pending {
            Pending::LateOrder { seat, .. } => self.elect_late_order(seat, false),
            Pending::PartnerPlayed { seat } => self.elect_partner_played(seat, false),
            Pending::LeadOutOfTurn { .. } => self.take_back_false_lead(),
            Pending::Play { .. } | Pending::DealClaim => {}
        }
        self.rulings[index].chosen = Some(OptionId::RightLost);
        self.pending = None;
        let consequence = match pending {
            Pending::LateOrder { seat, .. } => format!(
                "the attempt stays void and {} must pass ({ruled})",
                seat.partner().name()
            ),
            Pending::Play { seat } => format!("{} plays as he will", seat.name()),
            Pending::LeadOutOfTurn { seat, card } => {
                format!(
                    "{card:#} goes back to {}'s hand without penalty",
                    seat.name()
                )
            }
            Pending::PartnerPlayed { seat } => format!(
                "the lone hand is lost and {} plays with his partner (Law 100)",
                seat.name()
            ),
            Pending::DealClaim => {
                "the deal stands and the exposed card cannot be called".to_owned()
            }
        };
        self.push_ruling(Ruling::new(
            law(85, ""),
            None,
            format!(
                "{side} consulted on which penalty to exact under {ruled}: they lose their right; {consequence}"
            ),
        )
        .with_finding(format!("{side} consulted")));
        Ok(())
    }
}
