//! Doubling, re-doubling, etc. (laws 50-61): the conversation after the
//! trump is made, each step doubling the value of each trick above six,
//! the club limit, and the irregularities of the seed: a double before
//! "May I lead?" (54), a re-double out of turn (55), consultation (55).

use serde::Serialize;

use super::declaring::denomination_name;
use super::score::trick_value;
use super::state::{Awaiting, BridgeWhist, Phase};
use super::{WhistEvent, law};
use crate::ruling::{Chooser, OptionId, Ruling, option};
use crate::seat::{BySide, Seat};
use crate::table::EventError;

/// One step of the doubling that stands: who doubled or re-doubled, and the
/// multiplier of the value of each trick above six after it (law 50).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct DoublingStep {
    /// Who said "I double" or "I re-double".
    pub seat: Seat,
    /// 2 after the double, 4 after the re-double, and so on.
    pub multiplier: u32,
}

/// The doubling so far: the steps that stand, whose right it is to speak,
/// and whether doubling has ceased.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Doubling {
    #[serde(skip)]
    eldest: Seat,
    steps: Vec<DoublingStep>,
    /// The player with the right to speak, while the doubling goes on.
    to_speak: Option<Seat>,
    /// Whether `to_speak` holds his side's second right (his partner was satisfied).
    #[serde(skip)]
    second: bool,
    /// Whether the eldest hand has asked "May I lead?".
    asked: bool,
    /// The last player of each side to double or re-double.
    #[serde(skip)]
    last: BySide<Option<Seat>>,
    /// A double out of turn was not accepted: no further doubling (law 55).
    pub(crate) no_further_doubling: bool,
    /// The club limit stopped the doubling (law 55 \[A\]).
    limit_reached: bool,
}

impl Doubling {
    pub(crate) fn new(eldest: Seat) -> Doubling {
        Doubling {
            eldest,
            steps: Vec::new(),
            to_speak: Some(eldest),
            second: false,
            asked: false,
            last: BySide([None, None]),
            no_further_doubling: false,
            limit_reached: false,
        }
    }

    /// The steps that stand, in order.
    pub fn steps(&self) -> &[DoublingStep] {
        &self.steps
    }

    /// The multiplier of the value of each trick above six: 1, 2, 4, 8 …
    pub fn multiplier(&self) -> u32 {
        self.steps.last().map_or(1, |s| s.multiplier)
    }

    /// The player whose right it is to speak, while the doubling goes on.
    pub fn to_speak(&self) -> Option<Seat> {
        self.to_speak
    }

    /// Whether the eldest hand has asked "May I lead?".
    pub fn asked(&self) -> bool {
        self.asked
    }

    /// The original doubler (law 53), once there is one.
    pub fn original_doubler(&self) -> Option<Seat> {
        self.steps.first().map(|s| s.seat)
    }

    /// Whether a double out of turn was refused, so that there is no further
    /// doubling in the hand (law 55).
    pub fn no_further_doubling(&self) -> bool {
        self.no_further_doubling
    }

    /// Whether the club limit stopped the doubling (law 55 \[A\]).
    pub fn limit_reached(&self) -> bool {
        self.limit_reached
    }

    pub(crate) fn finish(&mut self) {
        self.to_speak = None;
    }

    /// The last player of `side` to double or re-double.
    pub(crate) fn last_doubler(&self, side: crate::seat::Side) -> Option<Seat> {
        self.last[side]
    }
}

/// A word of the doubling conversation, for messages.
fn word(event: &WhistEvent) -> &'static str {
    match event {
        WhistEvent::Double { .. } => "\"I double\"",
        WhistEvent::MayILead { .. } => "\"May I lead?\"",
        WhistEvent::Yes { .. } => "\"Yes\"",
        WhistEvent::Satisfied { .. } => "\"Satisfied\"",
        _ => "that",
    }
}

impl BridgeWhist {
    /// The words `seat` said, as the laws give them: a double from the
    /// side of the maker of the trump is "I re-double" (laws 52, 53).
    pub(crate) fn said(&self, seat: Seat, event: &WhistEvent) -> &'static str {
        let maker = self.declaration.map(|d| d.maker);
        match event {
            WhistEvent::Double { .. } if maker.is_some_and(|m| m.side() == seat.side()) => {
                "\"I re-double\""
            }
            _ => word(event),
        }
    }

    /// A word of the doubling conversation, or a finding of consultation.
    pub(crate) fn doubling_word(&mut self, event: &WhistEvent) -> Result<(), EventError> {
        let Some(seat) = event.seat() else {
            return Err(EventError::NoPending);
        };
        if self.phase != Phase::Doubling {
            let said = self.said(seat, event);
            let why = if self.doubling.no_further_doubling {
                format!(
                    "there is no further doubling in this hand: a double or re-double out of turn was not accepted (law 55); {said} has no effect"
                )
            } else if self.doubling.limit_reached() {
                format!(
                    "doubling ceased at the club limit (law 55, footnote [A]); {said} has no effect"
                )
            } else if self.phase == Phase::MakingTrump {
                format!("the trump has not been made yet: {said} has no effect")
            } else {
                format!("the doubling is over (law 57): {said} has no effect now")
            };
            return Err(EventError::NotNow { why });
        }
        let Some(decl) = self.declaration else {
            return Err(EventError::NotNow {
                why: "the trump has not been made".to_owned(),
            });
        };
        let maker = decl.maker;
        let eldest = self.eldest_hand();
        let adversary = seat.is_opponent(self.dealer);
        // Law 47: a declaration as to doubling by the adversaries while the
        // eldest hand has not chosen makes the declaration stand.
        if let Some((i, Awaiting::PartnerMadeUnasked)) = self.pending
            && adversary
            && !matches!(event, WhistEvent::Consultation { .. })
        {
            self.rulings[i].chosen = Some(OptionId::Accept);
            self.rulings[i].notes.push(format!(
                    "{} made a declaration as to doubling ({}): the declaration wrongly made stands (law 47)",
                    seat.name(),
                    word(event)
                ));
            self.pending = None;
        }
        self.check_not_pending()?;
        let d = &self.doubling;
        let to = d.to_speak;
        let on_turn = to == Some(seat);
        match event {
            WhistEvent::Consultation { .. } => {
                self.consultation(seat, maker);
                Ok(())
            }
            WhistEvent::Double { .. } if on_turn => {
                if !self.double_restricted(seat) {
                    self.step(seat);
                }
                Ok(())
            }
            WhistEvent::Double { .. } if self.declared_as_to_doubling(seat) => {
                Err(EventError::NotNow {
                    why: format!(
                        "{} has made his declaration as to doubling (\"{}\"), and a declaration as to doubling or re-doubling once made cannot be altered (law 61); {} speaks next",
                        seat.name(),
                        if d.steps.is_empty() {
                            "May I lead?"
                        } else {
                            "Satisfied"
                        },
                        seat.partner().name()
                    ),
                })
            }
            WhistEvent::Double { .. } => {
                if d.steps.is_empty() && !adversary {
                    return Err(EventError::NotNow {
                        why: format!(
                            "nothing has been doubled: {} re-doubles only after a double (law 52)",
                            seat.name()
                        ),
                    });
                }
                self.double_out_of_turn(seat, maker);
                Ok(())
            }
            WhistEvent::MayILead { .. } if on_turn && seat == eldest && !d.asked => {
                self.doubling.asked = true;
                self.doubling.to_speak = Some(eldest.partner());
                Ok(())
            }
            WhistEvent::MayILead { .. }
                if seat == eldest.partner() && to == Some(eldest) && !d.asked =>
            {
                let ruling = Ruling::new(
                    law(59, ""),
                    Some(seat),
                    format!(
                        "{} asked permission to lead: {} does not thereby lose his right to double",
                        seat.name(),
                        eldest.name()
                    ),
                );
                self.rule(ruling, None);
                Ok(())
            }
            WhistEvent::Yes { .. } if on_turn && d.asked && d.steps.is_empty() => {
                self.begin_play();
                Ok(())
            }
            WhistEvent::Satisfied { .. } if on_turn && !d.steps.is_empty() => {
                if d.second {
                    self.begin_play();
                } else {
                    self.doubling.second = true;
                    self.doubling.to_speak = Some(seat.partner());
                }
                Ok(())
            }
            _ => Err(EventError::NotNow {
                why: self.whose_right(seat, event),
            }),
        }
    }

    /// Whether `seat` has declared not to double since the last double and
    /// awaits his partner's word: the eldest hand's "May I lead?" before
    /// anything is doubled, or a first "Satisfied" (law 61).
    fn declared_as_to_doubling(&self, seat: Seat) -> bool {
        let d = &self.doubling;
        let awaits_partner = d.to_speak == Some(seat.partner());
        if d.steps.is_empty() {
            awaits_partner && d.asked && seat == self.eldest_hand()
        } else {
            awaits_partner && d.second
        }
    }

    /// `seat`, on turn, declines to double: as if he asked "May I lead?"
    /// (the eldest hand before any word), answered "Yes" (his partner
    /// asked and nothing is doubled) or said "Satisfied".
    pub(crate) fn decline(&mut self, seat: Seat) {
        let d = &mut self.doubling;
        if d.to_speak != Some(seat) {
            return;
        }
        if !d.asked && d.steps.is_empty() && seat == d.eldest {
            d.asked = true;
            d.to_speak = Some(seat.partner());
        } else if d.steps.is_empty() || d.second {
            self.begin_play();
        } else {
            d.second = true;
            d.to_speak = Some(seat.partner());
        }
    }

    /// Why a word is out of place: whose right it is and what he may say.
    fn whose_right(&self, seat: Seat, event: &WhistEvent) -> String {
        let d = &self.doubling;
        let said = format!("{} cannot say {} here", seat.name(), self.said(seat, event));
        match d.to_speak {
            Some(p) if p == self.eldest_hand() && !d.asked => format!(
                "{said}: it is {}'s right to double or ask \"May I lead?\" (law 51)",
                p.name()
            ),
            Some(p) if d.steps.is_empty() => format!(
                "{said}: {} answers \"Yes\" or \"I double\" (law 51)",
                p.name()
            ),
            Some(p) => format!(
                "{said}: it is {}'s right to double or say \"Satisfied\" (laws 52, 55)",
                p.name()
            ),
            None => format!("{said}: the doubling is over"),
        }
    }

    /// A double that stands: the multiplier doubles and the first right
    /// passes to the other side (laws 52, 53, 55), unless the club limit
    /// stops the doubling (law 55 \[A\]).
    pub(crate) fn step(&mut self, seat: Seat) {
        let maker = self.declaration.map_or(self.dealer, |d| d.maker);
        let d = &mut self.doubling;
        let multiplier = d.multiplier().saturating_mul(2);
        d.steps.push(DoublingStep { seat, multiplier });
        d.last[seat.side()] = Some(seat);
        let other = seat.side().opponents();
        // The first right of the other side: its last doubler, else the
        // maker of the trump (law 52) or the original doubler (law 53).
        let first = d.last[other].unwrap_or(if other == maker.side() { maker } else { seat });
        d.to_speak = Some(first);
        d.second = false;
        let value = self
            .denomination()
            .map_or(0, |x| trick_value(x).saturating_mul(multiplier));
        if let Some(limit) = self.club_limit.points().filter(|&l| value > l) {
            self.doubling.limit_reached = true;
            let ruling = Ruling::new(
                law(55, "[A]"),
                None,
                format!(
                    "each trick above six is now worth {value} points, more than the club limit of {limit}: doubling ceases and the play begins"
                ),
            );
            self.rule(ruling, None);
            self.begin_play();
        }
    }

    /// Laws 54, 55: a double or re-double out of turn; the adversary who
    /// last doubled (else the maker of the trump) decides whether it stands.
    fn double_out_of_turn(&mut self, offender: Seat, maker: Seat) {
        let eldest = self.eldest_hand();
        let d = &self.doubling;
        let premature = offender == eldest.partner() && !d.asked && d.to_speak == Some(eldest);
        let chooser = if premature {
            maker
        } else {
            d.last[offender.side().opponents()].unwrap_or(maker)
        };
        let value = self.denomination().map_or(0, |x| {
            trick_value(x).saturating_mul(d.multiplier().saturating_mul(2))
        });
        let trump = self.denomination().map_or("", denomination_name);
        let (citation, text) = if premature {
            (
                law(54, ""),
                format!(
                    "{} doubled before {} asked \"May I lead?\": {}, the maker of the trump, says whether the double stands; if it does not, there is no further doubling in this hand (law 55)",
                    offender.name(),
                    eldest.name(),
                    chooser.name()
                ),
            )
        } else {
            (
                law(55, ""),
                format!(
                    "{} {} out of turn: {} decides whether it stands; if it does not, there is no further doubling in this hand",
                    offender.name(),
                    if offender.side() == maker.side() {
                        "re-doubled"
                    } else {
                        "doubled"
                    },
                    chooser.name()
                ),
            )
        };
        let ruling = Ruling::new(citation, Some(offender), text).choice(
            Chooser::Seat(chooser),
            vec![
                option(
                    OptionId::Accept,
                    format!(
                        "the double stands: each trick above six at {trump} is worth {value}; the doubling goes on"
                    ),
                ),
                option(
                    OptionId::Cancel,
                    "the double does not stand: no further doubling in this hand; the play begins",
                ),
            ],
        );
        self.rule(ruling, Some(Awaiting::DoubleOutOfTurn { offender }));
    }

    /// Law 55: consultation between partners as to doubling entitles the
    /// maker of the trump or the eldest hand, without consultation, to a new
    /// deal.
    fn consultation(&mut self, seat: Seat, maker: Seat) {
        let chooser = if seat.side() == maker.side() {
            self.eldest_hand()
        } else {
            maker
        };
        let ruling = Ruling::new(
            law(55, ""),
            Some(seat),
            format!(
                "{} and {} consulted as to doubling: {} may, without consultation, claim a new deal",
                seat.name(),
                seat.partner().name(),
                chooser.name()
            ),
        )
        .choice(
            Chooser::Seat(chooser),
            vec![
                option(OptionId::NewDeal, "a new deal"),
                option(OptionId::Accept, "no new deal: the doubling goes on"),
            ],
        );
        self.rule(ruling, Some(Awaiting::Consultation));
    }
}
