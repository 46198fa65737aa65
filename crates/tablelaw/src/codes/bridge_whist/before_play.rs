//! Before the first card: a lead before the doubling is completed (laws
//! 56, 58, 60), a double that needs an adversary's consent, and cards
//! exposed before the play (law 68). The laws are numbered as in the
//! module doc's table.

use super::law;
use super::state::{Awaiting, BridgeWhist, Phase};
use crate::card::{Card, CardSet, Suit};
use crate::play::LeadRestriction;
use crate::ruling::{Chooser, OptionId, Ruling, option};
use crate::seat::{BySeat, Seat};
use crate::table::EventError;

/// What happened before the play that bears on the doubling or the lead.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct BeforePlay {
    /// The eldest hand's card led before the doubling was completed (laws
    /// 56, 58): it is the opening lead once the play begins.
    pub lead: Option<(Seat, Card)>,
    /// The player who may double or re-double only with consent, and the
    /// law that says so (56, 58 or 60).
    pub consent: Option<(Seat, u8)>,
    /// The players who forfeited any right to double or re-double (law 68).
    pub forfeit: BySeat<bool>,
    /// Law 60: the maker of the trump may still name the suit the eldest
    /// hand must lead.
    pub suit_call: bool,
    /// The restriction on the opening lead (laws 60, 68), set when the play begins.
    pub restriction: Option<LeadRestriction>,
    /// The cards exposed before the play (law 68).
    pub shown: CardSet,
}

impl BridgeWhist {
    /// The maker of the trump, or the dealer before it is made.
    fn maker(&self) -> Seat {
        self.declaration.map_or(self.dealer, |d| d.maker)
    }

    /// Whether `seat` forfeited his right to double or re-double (law 68).
    pub fn forfeited_double(&self, seat: Seat) -> bool {
        self.before.forfeit[seat]
    }

    /// The eldest hand's card led before the doubling was completed (laws
    /// 56, 58), the opening lead once the play begins.
    pub fn lead_before_play(&self) -> Option<(Seat, Card)> {
        self.before.lead
    }

    /// The player who may double or re-double only with consent, with the
    /// law (56, 58 or 60).
    pub fn double_needs_consent(&self) -> Option<(Seat, u8)> {
        self.before.consent
    }

    /// A card led while the doubling goes on (laws 56, 58, 60; from the
    /// dealer's side, an exposed card, law 68).
    pub(crate) fn lead_in_doubling(&mut self, seat: Seat, card: Card) -> Result<(), EventError> {
        let Some(deal) = self.deal.as_ref() else {
            return Err(EventError::NoPlay {
                why: "the deal is not known (give it with a `deal` line)".to_owned(),
            });
        };
        if !deal.hand(seat).contains(card) {
            return Err(EventError::CardNotHeld { seat, card });
        }
        if let Some((s, c)) = self.before.lead {
            return Err(EventError::NotNow {
                why: format!(
                    "{} has led {c:#}: the others play to it once the doubling is over (law 57)",
                    s.name()
                ),
            });
        }
        if self.before.shown.contains(card) {
            return Err(EventError::NotNow {
                why: format!("{card:#} is exposed already"),
            });
        }
        let eldest = self.eldest_hand();
        let partner = eldest.partner();
        let maker = self.maker();
        if seat == eldest {
            self.before.lead = Some((seat, card));
            let unasked = !self.doubling.asked() && self.doubling.steps().is_empty();
            let number = if unasked { 58 } else { 56 };
            self.before.consent = Some((partner, number));
            let text = if unasked {
                format!(
                    "{} led {card:#} without asking permission: {} may double, but only if {}, the maker of the trump, consent; the card is the opening lead once the doubling is over",
                    eldest.name(),
                    partner.name(),
                    maker.name()
                )
            } else {
                format!(
                    "{} led {card:#} before the doubling was completed: {} may re-double only with the consent of the adversary who last doubled; the lead does not affect the right of the dealer or his partner to double; the card is the opening lead once the doubling is over",
                    eldest.name(),
                    partner.name()
                )
            };
            self.rule(Ruling::new(law(number, ""), Some(eldest), text), None);
            // His lead speaks for him: he asked, or is satisfied.
            if self.doubling.to_speak() == Some(eldest) {
                self.decline(eldest);
            }
            return Ok(());
        }
        if seat == partner {
            self.before.consent = Some((eldest, 60));
            let r = Ruling::new(
                law(60, ""),
                Some(seat),
                format!(
                    "{} led {card:#} out of turn before the play: the card is taken back; {}, the maker of the trump, may call a suit from {}, who may double only if {} consent",
                    seat.name(),
                    maker.name(),
                    eldest.name(),
                    maker.name()
                ),
            )
            .choice(
                Chooser::Seat(maker),
                vec![
                    option(
                        OptionId::CallSuit,
                        format!(
                            "{} names a suit (`calls-suit`) before the first card: {} must lead it, if he can",
                            maker.name(),
                            eldest.name()
                        ),
                    ),
                    option(
                        OptionId::NoPenalty,
                        format!("no suit is called; {} may double only with consent", eldest.name()),
                    ),
                ],
            );
            self.rule(r, Some(Awaiting::RhoLedEarly));
            return Ok(());
        }
        self.expose_before_play(seat, card)
    }

    /// Law 68: a card exposed after the deal and before a card is led.
    pub(crate) fn expose_before_play(&mut self, seat: Seat, card: Card) -> Result<(), EventError> {
        if let Some(deal) = self.deal.as_ref()
            && !deal.hand(seat).contains(card)
        {
            return Err(EventError::CardNotHeld { seat, card });
        }
        if self.before.shown.contains(card) || self.laws.exposed[seat].contains(card) {
            return Err(EventError::NotNow {
                why: format!("{card:#} is exposed already"),
            });
        }
        let adversary = seat.is_opponent(self.dealer);
        if self.before.lead.is_some() {
            // A card is led: the exposure is one of the play's (law 69).
            self.before.shown.insert(card);
            let text = if adversary {
                self.laws.exposed[seat].insert(card);
                format!(
                    "{} exposed {card:#} after the lead: it is left face up, liable to be called by the dealer once the play begins",
                    seat.name()
                )
            } else {
                format!(
                    "{card:#} exposed by the dealer's side: only the cards of the dealer's adversaries are liable to be called; no penalty"
                )
            };
            self.rule(Ruling::new(law(69, ""), Some(seat), text), None);
            return Ok(());
        }
        self.before.shown.insert(card);
        let partner = seat.partner();
        self.before.forfeit[partner] = true;
        let eldest = self.eldest_hand();
        let forfeit = format!(
            "{} forfeits any right to double or re-double he would otherwise have had",
            partner.name()
        );
        if self.phase == Phase::MakingTrump && !adversary {
            let r = Ruling::new(
                law(68, ""),
                Some(seat),
                format!(
                    "{} exposed {card:#} before the trump was declared: {} may, without consulting his partner, claim a new deal; {forfeit}",
                    seat.name(),
                    eldest.name()
                ),
            )
            .choice(
                Chooser::Seat(eldest),
                vec![
                    option(OptionId::NewDeal, "a new deal"),
                    option(
                        OptionId::Accept,
                        format!("the deal stands; {forfeit}"),
                    ),
                ],
            );
            self.rule(r, Some(Awaiting::ExposedBeforeDeclaration));
            return Ok(());
        }
        if seat == eldest.partner() {
            let dealer = self.dealer;
            let r = Ruling::new(
                law(68, ""),
                Some(seat),
                format!(
                    "{} (the leader's partner) exposed {card:#} before a card was led: {forfeit}; the dealer may call the card or require {} not to lead {}",
                    seat.name(),
                    eldest.name(),
                    card.suit.name()
                ),
            )
            .choice(
                Chooser::Seat(dealer),
                vec![
                    option(
                        OptionId::CallCard,
                        format!("{card:#} is an exposed card, left face up and liable to be called"),
                    ),
                    option(
                        OptionId::ProhibitLead,
                        format!("{} may not lead {} at the opening lead; {card:#} goes back to the hand", eldest.name(), card.suit.name()),
                    ),
                ],
            );
            self.rule(r, Some(Awaiting::ExposedBeforeLead { seat, card }));
            return Ok(());
        }
        if adversary {
            // The eldest hand's own card, shown before he leads: exposed.
            self.laws.exposed[seat].insert(card);
        }
        self.rule(
            Ruling::new(
                law(68, ""),
                Some(seat),
                format!(
                    "{} exposed {card:#} before a card was led: {forfeit}",
                    seat.name()
                ),
            ),
            None,
        );
        Ok(())
    }

    /// A double or re-double by a player on turn who may not make it
    /// freely: forfeited (law 68) or needing consent (laws 56, 58, 60).
    /// `true` if the double was so ruled.
    pub(crate) fn double_restricted(&mut self, seat: Seat) -> bool {
        if self.before.forfeit[seat] {
            self.rule(
                Ruling::new(
                    law(68, ""),
                    Some(seat),
                    format!(
                        "{} forfeited his right to double or re-double (his partner exposed a card before the lead): the double does not stand and he is taken to decline",
                        seat.name()
                    ),
                ),
                None,
            );
            self.decline(seat);
            return true;
        }
        let Some((who, number)) = self.before.consent.filter(|(s, _)| *s == seat) else {
            return false;
        };
        let maker = self.maker();
        let consenter = if number == 56 {
            self.doubling
                .last_doubler(seat.side().opponents())
                .unwrap_or(maker)
        } else {
            maker
        };
        let r = Ruling::new(
            law(number, ""),
            Some(who),
            format!(
                "{} doubles: he may do so only with the consent of {}",
                who.name(),
                consenter.name()
            ),
        )
        .choice(
            Chooser::Seat(consenter),
            vec![
                option(
                    OptionId::Accept,
                    "consent: the double stands and the doubling goes on",
                ),
                option(
                    OptionId::Cancel,
                    format!(
                        "no consent: the double does not stand and {} is taken to decline",
                        who.name()
                    ),
                ),
            ],
        );
        self.rule(r, Some(Awaiting::DoubleByConsent { seat }));
        true
    }

    /// The maker of the trump names the suit law 60 lets him call.
    pub(crate) fn call_suit_before_play(
        &mut self,
        seat: Seat,
        suit: Suit,
    ) -> Result<(), EventError> {
        let maker = self.maker();
        if seat != maker {
            return Err(EventError::NotNow {
                why: format!(
                    "only the maker of the trump, {}, calls the suit (law 60)",
                    maker.name()
                ),
            });
        }
        let eldest = self.eldest_hand();
        self.before.suit_call = false;
        let restriction = LeadRestriction::Require { seat: eldest, suit };
        self.before.restriction = Some(restriction);
        if let Some(p) = self.play.as_mut() {
            p.set_restriction(Some(restriction));
        }
        self.rule(
            Ruling::new(
                law(60, ""),
                Some(eldest),
                format!(
                    "{} calls {} from {}: he must lead it at the opening lead, if he can (law 81: if he has none, the penalty is paid)",
                    maker.name(),
                    suit.name(),
                    eldest.name()
                ),
            ),
            None,
        );
        Ok(())
    }

    /// Whether the maker may now name the suit of law 60: elected, and the
    /// opening lead not yet made.
    pub(crate) fn suit_call_before_play_due(&self) -> bool {
        self.before.suit_call
            && self.before.lead.is_none()
            && self.play.as_ref().is_none_or(|p| p.cards_played() == 0)
    }

    /// The elections on the rulings before the play.
    pub(crate) fn elect_before_play(&mut self, awaiting: Awaiting, chosen: OptionId) {
        match (awaiting, chosen) {
            (Awaiting::DoubleByConsent { seat }, OptionId::Accept) => self.step(seat),
            (Awaiting::DoubleByConsent { seat }, _) => self.decline(seat),
            (Awaiting::RhoLedEarly, OptionId::CallSuit) => self.before.suit_call = true,
            (Awaiting::ExposedBeforeLead { seat, card }, OptionId::CallCard) => {
                self.laws.exposed[seat].insert(card);
            }
            (Awaiting::ExposedBeforeLead { seat, card }, OptionId::ProhibitLead) => {
                self.before.restriction = Some(LeadRestriction::Prohibit {
                    seat: seat.partner(),
                    suits: crate::card::Suits::one(card.suit),
                });
            }
            _ => {}
        }
    }

    /// When the play begins: the restriction on the opening lead, then the
    /// card the eldest hand led before the doubling was completed.
    pub(crate) fn begin_play_after_early(&mut self) {
        if let (Some(r), Some(p)) = (self.before.restriction, self.play.as_mut()) {
            p.set_restriction(Some(r));
        }
        if let Some((seat, card)) = self.before.lead
            && self
                .play
                .as_ref()
                .is_some_and(|p| p.hand(seat).contains(card))
        {
            self.play_in_play(seat, card);
        }
    }
}
