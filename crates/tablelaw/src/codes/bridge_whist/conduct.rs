//! The conduct of the play: dummy's attention and suggestion (laws 64,
//! 65), the dealer's claim (74), consultation as to penalties (95, 101),
//! attention called to the trick and unauthorised reference (98, 99). The
//! laws are numbered as in the module doc's table.

use super::law;
use super::state::{Awaiting, BridgeWhist, Phase};
use crate::card::Card;
use crate::codes::auction_bridge::directive_options;
use crate::ruling::{Chooser, OptionId, Ruling, option};
use crate::seat::Seat;
use crate::table::EventError;

impl BridgeWhist {
    /// The card dummy suggested and whether the dealer must play it
    /// (`true`) or must not (`false`), as called by an adversary (law 65).
    pub fn suggested(&self) -> Option<(Card, bool)> {
        self.laws.suggested
    }

    /// Whether the dealer has claimed the remaining tricks (law 74).
    pub fn dealer_claimed(&self) -> bool {
        self.laws.claimed
    }

    pub(crate) fn play_on(&self, what: &str) -> Result<(), EventError> {
        match (self.phase, self.play.as_ref()) {
            (Phase::Play, Some(p)) if !p.is_over() => Ok(()),
            _ => Err(EventError::NoPlay {
                why: format!("the play is not on: {what} concerns the play of the hand"),
            }),
        }
    }

    /// Attention called: by dummy to an incident of the play (law 64); by
    /// an adversary to the trick before his partner has played (law 98).
    pub(crate) fn on_calls_attention(&mut self, seat: Seat) -> Result<(), EventError> {
        self.play_on("attention called (laws 64, 98)")?;
        if seat == self.dummy() {
            return self.dummy_attention();
        }
        self.check_not_pending()?;
        if seat == self.dealer {
            return Err(EventError::NotNow {
                why:
                    "law 98 concerns the dealer's adversaries; the dealer's words carry no penalty"
                        .to_owned(),
            });
        }
        let partner = seat.partner();
        let Some(play) = self.play.as_ref() else {
            return Ok(());
        };
        let played = play.current().cards().any(|(s, _)| s == partner);
        if play.current().is_empty() || played {
            return Err(EventError::NotNow {
                why: format!(
                    "law 98 applies before {} has played to a trick in progress",
                    partner.name()
                ),
            });
        }
        let r = Ruling::new(
            law(98, ""),
            Some(seat),
            format!(
                "{} called attention to the trick before his partner, {}, had played: the dealer may require {} to play his highest or lowest card of the suit led, or to win or lose the trick",
                seat.name(),
                partner.name(),
                partner.name()
            ),
        )
        .choice(Chooser::Seat(self.dealer), directive_options(partner));
        self.rule(r, Some(Awaiting::Directive { seat: partner }));
        Ok(())
    }

    /// Law 64: dummy calls attention to an incident of the play: the
    /// dealer is precluded from exacting the penalty pending.
    fn dummy_attention(&mut self) -> Result<(), EventError> {
        let Some((i, awaiting)) = self.pending else {
            return Err(EventError::NotNow {
                why: "no penalty is pending for the dealer to exact, so dummy's attention has no effect (law 64)".to_owned(),
            });
        };
        let none = match awaiting {
            Awaiting::LeadOutOfTurn { .. } | Awaiting::DealerLead { .. } => OptionId::Cancel,
            Awaiting::Directive { .. } | Awaiting::Reference => OptionId::NoPenalty,
            _ => {
                return Err(self
                    .check_not_pending()
                    .err()
                    .unwrap_or(EventError::NoPending));
            }
        };
        if matches!(awaiting, Awaiting::DealerLead { .. }) {
            // The second hand's choice, not a penalty the dealer exacts.
            return Err(self
                .check_not_pending()
                .err()
                .unwrap_or(EventError::NoPending));
        }
        self.waive(
            i,
            awaiting,
            none,
            format!(
                "{} (dummy) called attention to the irregularity: the dealer is precluded from exacting the penalty (law 64)",
                self.dummy().name()
            ),
        );
        Ok(())
    }

    /// Closes the pending ruling `i` without penalty, with `note`.
    fn waive(&mut self, i: usize, awaiting: Awaiting, none: OptionId, note: String) {
        if let Some(r) = self.rulings.get_mut(i) {
            r.chooser = None;
            r.notes.push(note);
        }
        self.pending = None;
        self.elect_in_play(awaiting, none);
    }

    /// Law 65: dummy suggests the play of one of his cards; either
    /// adversary may call upon the dealer to play it or not to play it.
    pub(crate) fn on_suggests(&mut self, seat: Seat, card: Card) -> Result<(), EventError> {
        self.play_on("dummy's suggestion (law 65)")?;
        self.check_not_pending()?;
        if seat != self.dummy() {
            return Err(EventError::NotNow {
                why: format!(
                    "law 65 concerns a suggestion by the dealer's partner, {}",
                    self.dummy().name()
                ),
            });
        }
        if !self
            .play
            .as_ref()
            .is_some_and(|p| p.hand(seat).contains(card))
        {
            return Err(EventError::CardNotHeld { seat, card });
        }
        let side = self.dealer.lho().side();
        let r = Ruling::new(
            law(65, ""),
            Some(seat),
            format!(
                "{} (dummy) suggested the play of {card:#}: either adversary may, without consultation, call upon the dealer to play it or not to play it",
                seat.name()
            ),
        )
        .choice(
            Chooser::Adversaries(side),
            vec![
                option(
                    OptionId::PlayIt,
                    format!("the dealer must play {card:#} from dummy at dummy's next turn, if he can do so without revoking"),
                ),
                option(
                    OptionId::NotPlayIt,
                    format!("the dealer must not play {card:#} at dummy's next turn, unless it is dummy's only legal card"),
                ),
            ],
        );
        self.rule(r, Some(Awaiting::Suggestion { card }));
        Ok(())
    }

    /// Law 74: the dealer says he has the rest of the tricks.
    pub(crate) fn on_claims(&mut self, seat: Seat) -> Result<(), EventError> {
        self.play_on("a claim (law 74)")?;
        self.check_not_pending()?;
        if seat != self.dealer {
            return Err(EventError::NotNow {
                why: format!(
                    "law 74 speaks of the dealer's claim; {} is not the dealer",
                    seat.name()
                ),
            });
        }
        self.laws.claimed = true;
        self.rule(
            Ruling::new(
                law(74, ""),
                Some(seat),
                "the dealer says he has the rest of the tricks: the play goes on, and cards his adversaries expose believing the claim are not liable to be called, even if it proves false".to_owned(),
            ),
            None,
        );
        Ok(())
    }

    /// Law 99: an adversary makes an unauthorised reference to an incident
    /// of the play: the dealer may call a suit from the adversary next to lead.
    pub(crate) fn on_refers(&mut self, seat: Seat) -> Result<(), EventError> {
        self.play_on("a reference to the play (law 99)")?;
        self.check_not_pending()?;
        if !seat.is_opponent(self.dealer) {
            return Err(EventError::NotNow {
                why: "law 99 concerns the dealer's adversaries".to_owned(),
            });
        }
        let r = Ruling::new(
            law(99, ""),
            Some(seat),
            format!(
                "{} made an unauthorised reference to an incident of the play: the dealer may call a suit from the adversary whose turn it is next to lead",
                seat.name()
            ),
        )
        .choice(
            Chooser::Seat(self.dealer),
            vec![
                option(
                    OptionId::CallSuit,
                    "the dealer calls a suit (`calls-suit`) when either adversary is next to lead; he must lead it, if he can",
                ),
                option(OptionId::NoPenalty, "no penalty"),
            ],
        );
        self.rule(r, Some(Awaiting::Reference));
        Ok(())
    }

    /// The penalty pending closed without penalty, for `note`, if it is one
    /// of the play's and `seat` is on the side that chooses it.
    fn close_for(&mut self, seat: Seat, note: String) -> Result<(), EventError> {
        let Some((i, awaiting)) = self.pending else {
            return Err(EventError::NoPending);
        };
        let chooser = self.rulings.get(i).and_then(|r| r.chooser);
        let of_chooser = match chooser {
            Some(Chooser::Seat(s)) => s.side() == seat.side(),
            Some(Chooser::Adversaries(side)) => side == seat.side(),
            _ => false,
        };
        let none = match awaiting {
            Awaiting::LeadOutOfTurn { .. } => OptionId::Cancel,
            Awaiting::Directive { .. } | Awaiting::Reference | Awaiting::Suggestion { .. } => {
                OptionId::NoPenalty
            }
            _ => {
                return Err(self
                    .check_not_pending()
                    .err()
                    .unwrap_or(EventError::NoPending));
            }
        };
        if !of_chooser {
            return Err(self
                .check_not_pending()
                .err()
                .unwrap_or(EventError::NoPending));
        }
        self.waive(i, awaiting, none, note);
        Ok(())
    }

    /// Law 100: a wrong penalty demanded; none can be enforced.
    pub(crate) fn on_wrong_penalty(&mut self, seat: Seat) -> Result<(), EventError> {
        self.close_for(
            seat,
            format!(
                "{} demanded a penalty the law does not give: none can be enforced (law 100)",
                seat.name()
            ),
        )
    }

    /// A consultation in the play: as to the enforcement of a penalty, the
    /// penalty is paid (law 95); the eldest hand's partner suggesting or
    /// demanding it is such a consultation (law 101).
    pub(crate) fn consultation_in_play(&mut self, seat: Seat) -> Result<(), EventError> {
        if self.pending.is_none() {
            self.rule(
                Ruling::new(
                    law(95, ""),
                    Some(seat),
                    format!(
                        "{} and {} consulted; no penalty is pending, so the consultation has no consequence",
                        seat.name(),
                        seat.partner().name()
                    ),
                ),
                None,
            );
            return Ok(());
        }
        let number = if seat == self.eldest_hand().partner() {
            101
        } else {
            95
        };
        self.close_for(
            seat,
            format!(
                "{} and {} consulted as to the enforcement of the penalty: the penalty is paid, none can be enforced (law {number})",
                seat.name(),
                seat.partner().name()
            ),
        )
    }
}

impl BridgeWhist {
    /// Law 101: the eldest hand's partner tells him that their adversaries
    /// have incurred a penalty; that much he may say.
    pub(crate) fn on_informs(&mut self, seat: Seat) -> Result<(), EventError> {
        if seat != self.eldest_hand().partner() {
            return Err(EventError::NotNow {
                why: format!(
                    "law 101 lets the eldest hand's partner, {}, inform him of a penalty incurred",
                    self.eldest_hand().partner().name()
                ),
            });
        }
        self.rule(
            Ruling::new(
                law(101, ""),
                Some(seat),
                format!(
                    "{} informs {} that their adversaries have incurred a penalty: allowed; he may give no further information, and suggesting or demanding the penalty would be a consultation (`consults`), after which none can be enforced",
                    seat.name(),
                    self.eldest_hand().name()
                ),
            ),
            None,
        );
        Ok(())
    }
}

impl BridgeWhist {
    /// Law 83: the finding that `seat` (not dummy) omitted playing to a
    /// former trick and played to the next before it was found: the
    /// adversaries may claim a new deal; the deal standing, the surplus
    /// card at the end counts as played to the imperfect trick, and is no
    /// revoke there.
    pub(crate) fn on_omitted_to_play(&mut self, seat: Seat) -> Result<(), EventError> {
        self.play_on("a card omitted from a trick (law 83)")?;
        self.check_not_pending()?;
        if seat == self.dummy() {
            return Err(EventError::NotNow {
                why: "law 83 concerns any player but dummy".to_owned(),
            });
        }
        if self.play.as_ref().is_none_or(|p| p.tricks().is_empty()) {
            return Err(EventError::NotNow {
                why: "law 83 concerns a former trick: none has been turned".to_owned(),
            });
        }
        let r = Ruling::new(
            law(83, ""),
            Some(seat),
            format!(
                "{} omitted playing to a former trick, and it was not corrected until he had played to the next: his adversaries may claim a new deal",
                seat.name()
            ),
        )
        .with_finding(format!("{} omitted playing to a trick", seat.name()))
        .choice(
            Chooser::Adversaries(seat.side().opponents()),
            vec![
                option(OptionId::NewDeal, "a new deal"),
                option(
                    OptionId::Accept,
                    "the deal stands: the surplus card at the end counts as played to the imperfect trick, and is no revoke there",
                ),
            ],
        );
        self.rule(r, Some(Awaiting::Omitted));
        Ok(())
    }
}

impl BridgeWhist {
    /// Law 83, second paragraph ("If anyone (except dummy) play two cards
    /// to the same trick"): the finding, during the play, that `seat` (not
    /// dummy) played two cards to an earlier trick. The engine never took
    /// the surplus card from his hand, so it is restored to him already;
    /// he is liable for any revoke he has meanwhile made, which the ruling
    /// lists (each penalized once established, laws 84-86).
    pub(crate) fn on_surplus_card(
        &mut self,
        seat: Seat,
        trick: u8,
        card: Card,
    ) -> Result<(), EventError> {
        self.play_on("two cards played to one trick (law 83)")?;
        self.check_not_pending()?;
        if seat == self.dummy() {
            return Err(EventError::NotNow {
                why: "law 83 concerns anyone except dummy".to_owned(),
            });
        }
        let turned = self.play.as_ref().map_or(0, |p| p.tricks().len());
        let Some(play) = self.play.as_ref().filter(|_| usize::from(trick) < turned) else {
            return Err(EventError::NotNow {
                why: format!(
                    "law 83 concerns a trick already turned: trick {} has not been",
                    u16::from(trick) + 1
                ),
            });
        };
        if !play.hand(seat).contains(card) {
            return Err(EventError::NotNow {
                why: format!(
                    "{card:#} is not in {}'s hand: the surplus card restored to him is one he still holds",
                    seat.name()
                ),
            });
        }
        let revokes: Vec<String> = self
            .revokes
            .iter()
            .filter(|r| r.seat == seat && !r.corrected && r.trick >= trick)
            .map(|r| {
                format!(
                    "{:#} in trick {} ({})",
                    r.card,
                    r.trick + 1,
                    if r.established {
                        "established"
                    } else {
                        "not yet established"
                    }
                )
            })
            .collect();
        let liable = if revokes.is_empty() {
            "the play records none since".to_owned()
        } else {
            format!(
                "the play records {}, each penalized once established (laws 84-86)",
                revokes.join(", ")
            )
        };
        let r = Ruling::new(
            law(83, ""),
            Some(seat),
            format!(
                "{name} played two cards to trick {n}, and it was detected during the play (law 83, second paragraph: \"If anyone (except dummy) play two cards to the same trick\"): the trick with the surplus card is examined and {card:#} restored to {name}, who is liable for any revoke he has meanwhile made: {liable}",
                name = seat.name(),
                n = u16::from(trick) + 1
            ),
        )
        .with_finding(format!(
            "{} played two cards to trick {}",
            seat.name(),
            u16::from(trick) + 1
        ));
        self.rule(r, None);
        Ok(())
    }
}
