//! Cards exposed before and during the play and their call (Laws 65-75),
//! plays directed by a penalty (Laws 80, 92), dummy's attention (Law 61),
//! claims (Law 72), the question of the final declaration (Law 51), and
//! declarer's elections in the play.

use serde::Serialize;

use super::AuctionBridgeError;
use super::auction::{AuctionBridge, FinalDeclaration, Outcome, cite};
use super::in_force::directive_options;
use super::irregular::Awaiting;
use super::revoke::{Revoke, RevokePenalty};
use crate::card::{Card, CardSet, Suit};
use crate::law::Citation;
use crate::play::{LeadRestriction, PlayDirective};
use crate::ruling::{Chooser, OptionId, Ruling, option};
use crate::seat::{BySeat, Seat};

/// An exposed card declarer has called: its owner must play it at his next
/// turn if he can without revoking (Laws 67, 74, 75).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct CalledCard {
    /// The owner.
    pub seat: Seat,
    /// The card.
    pub card: Card,
    /// The ruling that records the call.
    pub ruling: usize,
}

/// A play declarer has directed (Laws 80, 92): its player must obey at his
/// turn to the trick in progress, if he can, or be liable to the penalty
/// for revoke (Law 73).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Directed {
    /// The player directed.
    pub seat: Seat,
    /// What he must play.
    pub directive: PlayDirective,
    /// Law 80 or 92.
    pub law: Citation,
    /// The ruling.
    pub ruling: usize,
}

/// What the laws of the play hold in force (Laws 60-93).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct PlayLaws {
    /// Cards exposed and liable to be called, by owner.
    pub exposed: BySeat<CardSet>,
    /// The exposed card called for its owner's next play.
    pub called: Option<CalledCard>,
    /// The play directed for the trick in progress.
    pub directed: Option<Directed>,
    /// Law 76: the ruling under which declarer will call a suit when an
    /// adversary is next on lead.
    pub suit_call: Option<usize>,
    /// Laws 65, 66: the suits declarer may prohibit for the opening lead.
    pub prohibit_suits: Vec<Suit>,
    /// Laws 65, 66: a prohibition that holds for the opening lead only.
    pub opening_prohibit: bool,
    /// The revokes, established or not (Laws 73, 83).
    pub revokes: Vec<Revoke>,
    /// Beside each revoke, the play as it stood before its card while it
    /// may still be corrected (Law 86).
    pub revoke_points: Vec<Option<super::correction::RevokePoint>>,
    /// Dummy's revokes (Law 63), kept apart from the revokes scored.
    pub dummy: crate::play::DummyRevokes<super::correction::RevokePoint>,
    /// Law 84(b): declarer's choice for the adversaries' revoke.
    pub revoke_penalty: Option<RevokePenalty>,
    /// Law 72: declarer has claimed the remaining tricks.
    pub claimed: bool,
    /// The exposed cards declarer has called at least once (Law 75).
    pub calls_made: CardSet,
    /// Whether the penalty for the revokes has been ruled on (Law 84).
    pub revoke_ruled: bool,
    /// The law of the lead restriction in force on the play.
    pub lead_law: Option<Citation>,
    /// The cards exposed before the final declaration (Law 65); the others
    /// are Law 66's or 67's.
    pub exposed_65: CardSet,
    /// The cards exposed after it and before the opening lead (Law 66).
    pub exposed_66: CardSet,
    /// Law 62: the card dummy suggested, to be played (`true`) or not.
    pub suggested: Option<(Card, bool)>,
    /// The call on dummy's suggestion his last card spent, with that card:
    /// in force again if the card goes back with a correction (Law 86).
    pub suggestion_spent: Option<(Card, (Card, bool))>,
}

impl AuctionBridge {
    /// The final declaration, or the error for an event of the play made
    /// before it.
    pub(crate) fn final_or_err(&self) -> Result<FinalDeclaration, AuctionBridgeError> {
        match self.outcome {
            Some(Outcome::Final(f)) => Ok(f),
            Some(Outcome::NewDeal { law }) => Err(AuctionBridgeError::NewDeal { law }),
            None => Err(AuctionBridgeError::AuctionOpen),
        }
    }

    /// The cards exposed and liable to be called, of `seat`.
    pub fn exposed(&self, seat: Seat) -> CardSet {
        self.laws.exposed[seat]
    }

    /// The exposed card called for its owner's next play, if any.
    pub fn called_card(&self) -> Option<CalledCard> {
        self.laws.called
    }

    /// The play directed for the trick in progress, if any (Laws 80, 92).
    pub fn directed(&self) -> Option<Directed> {
        self.laws.directed
    }

    /// The cards the hand on turn may play without irregularity: following
    /// suit and the lead restriction in force (the shared engine), then a
    /// directed play and a called exposed card, each only if it can be
    /// obeyed without revoking (Law 74).
    pub fn legal_plays(&self) -> CardSet {
        let Some(play) = self.play.as_ref() else {
            return CardSet::EMPTY;
        };
        let legal = play.legal_plays();
        let Some(seat) = play.turn() else {
            return legal;
        };
        let mut out = legal;
        if let Some(d) = self.laws.directed.filter(|d| d.seat == seat) {
            out = play.directed_plays(out, d.directive);
        }
        if let Some(c) = self.laws.called.filter(|c| c.seat == seat)
            && out.contains(c.card)
        {
            out = [c.card].into_iter().collect();
        }
        self.obey_suggestion(seat, out)
    }

    /// Law 65 at the close: exposed cards of declarer and dummy are no
    /// longer liable (Law 72; dummy's hand is faced, Law 59), and declarer
    /// may prohibit the opening lead of the suit of a card the leader's
    /// partner exposed.
    pub(crate) fn on_final_declaration(&mut self, f: FinalDeclaration) {
        self.laws.exposed[f.declarer] = CardSet::EMPTY;
        self.laws.exposed[f.dummy()] = CardSet::EMPTY;
        let leader = f.declarer.lho();
        let cards = self.laws.exposed[leader.partner()];
        if !cards.is_empty() && self.play.is_some() {
            self.offer_opening_prohibition(65, leader, cards);
        }
    }

    fn offer_opening_prohibition(&mut self, law: u8, leader: Seat, cards: CardSet) {
        let mut suits: Vec<Suit> = cards.iter().map(|c| c.suit).collect();
        suits.dedup();
        let names: Vec<&str> = suits.iter().map(|s| s.name()).collect();
        let r = Ruling::new(
            cite(law, ""),
            Some(leader.partner()),
            format!(
                "{} exposed a card before the opening lead and his partner, {}, is the original leader: declarer may prohibit the suit of the exposed card ({}) for the opening lead; the card is also liable to be called",
                leader.partner().name(),
                leader.name(),
                names.join(", ")
            ),
        )
        .choice(
            Chooser::Seat(leader.rho()),
            vec![
                option(
                    OptionId::ProhibitLead,
                    format!(
                        "{} may not lead the suit named to the first trick",
                        leader.name()
                    ),
                ),
                option(OptionId::NoLeadRestriction, "no prohibition"),
            ],
        );
        self.laws.prohibit_suits = suits;
        self.open_in_play(r, Awaiting::ProhibitOpening);
    }

    /// Opens a ruling that awaits an election.
    pub(crate) fn open_in_play(&mut self, ruling: Ruling, awaiting: Awaiting) {
        let i = self.rule(ruling);
        self.pending = Some(i);
        self.awaiting = Some(awaiting);
    }

    /// The suits an election with a suit may name.
    pub(crate) fn suits_offered(&self, awaiting: Awaiting) -> Vec<Suit> {
        match awaiting {
            Awaiting::ProhibitOpening => self.laws.prohibit_suits.clone(),
            _ => Suit::ALL.to_vec(),
        }
    }

    /// A card exposed (Laws 65, 66, 67, 68, 72).
    pub(crate) fn on_expose(&mut self, seat: Seat, card: Card) -> Result<(), AuctionBridgeError> {
        if let Some(Outcome::NewDeal { law }) = self.outcome {
            return Err(AuctionBridgeError::NewDeal { law });
        }
        if self.pending().is_some() {
            return Err(self.pending_error_public());
        }
        let held = match (&self.play, &self.deal) {
            (Some(p), _) => p.hand(seat).contains(card),
            (None, Some(d)) if d.is_known(seat) => d.hand(seat).contains(card),
            _ => true,
        };
        if !held {
            return Err(AuctionBridgeError::CardNotHeld { seat, card });
        }
        if self.laws.exposed[seat].contains(card)
            || self.play.as_ref().is_some_and(|p| p.faced().contains(card))
        {
            return Err(AuctionBridgeError::AlreadyExposed { card });
        }
        let Some(Outcome::Final(f)) = self.outcome else {
            self.expose_before_final(seat, card);
            return Ok(());
        };
        let Some(play) = self.play.as_ref() else {
            return Err(AuctionBridgeError::NoPlay {
                why: "the four hands are not known".to_owned(),
            });
        };
        if play.is_over() {
            return Err(AuctionBridgeError::NoPlay {
                why: "the thirteen tricks have been played".to_owned(),
            });
        }
        if seat == f.dummy() && play.dummy_faced() {
            return Err(AuctionBridgeError::NoPlay {
                why: format!("{}'s hand is face up on the table (Law 59)", seat.name()),
            });
        }
        let before_lead = play.cards_played() == 0;
        let (law, text) = if !seat.is_opponent(f.declarer) {
            let why = if seat == f.declarer {
                "cards exposed by the declarer are not liable to be called"
            } else {
                "dummy's hand is faced after the opening lead (Law 59)"
            };
            (
                72,
                format!("{} exposed {card:#}: {why}; no penalty", seat.name()),
            )
        } else if self.laws.claimed {
            (
                72,
                format!(
                    "{} exposed {card:#} after declarer claimed the remaining tricks: the adversaries are not liable to have their cards called",
                    seat.name()
                ),
            )
        } else {
            self.laws.exposed[seat].insert(card);
            let law = if before_lead {
                self.laws.exposed_66.insert(card);
                66
            } else {
                67
            };
            (
                law,
                format!(
                    "{} exposed {card:#}: it is an exposed card, left face up on the table and liable to be called by declarer until it is played",
                    seat.name()
                ),
            )
        };
        self.rule(Ruling::new(cite(law, ""), Some(seat), text));
        if before_lead && seat == f.declarer.rho() && !self.laws.claimed {
            // Law 66: the leader's partner exposed a card.
            let cards: CardSet = [card].into_iter().collect();
            self.offer_opening_prohibition(66, f.declarer.lho(), cards);
        }
        Ok(())
    }

    /// Law 65: a card exposed before the final declaration.
    fn expose_before_final(&mut self, seat: Seat, card: Card) {
        self.laws.exposed[seat].insert(card);
        self.laws.exposed_65.insert(card);
        let partner = seat.partner();
        let text = format!(
            "{} exposed {card:#} before the final declaration: {} may not make any further bid or double during the hand; the card is subject to call; if {} is the original leader, declarer may prohibit its suit for the opening lead",
            seat.name(),
            partner.name(),
            partner.name()
        );
        let ruling = self.rule(Ruling::new(cite(65, ""), Some(seat), text));
        if !self.is_debarred_from_doubling(partner) {
            self.debarments.push(super::auction::Debarment {
                seat: partner,
                law: cite(65, ""),
                ruling,
                status: crate::ruling::PenaltyStatus::InForce,
                from_doubling: true,
            });
        }
    }

    /// Declarer calls an adversary's exposed card (Laws 67, 70, 75).
    pub(crate) fn on_calls_card(
        &mut self,
        seat: Seat,
        card: Card,
    ) -> Result<(), AuctionBridgeError> {
        let f = self.final_or_err()?;
        if self.pending().is_some() {
            return Err(self.pending_error_public());
        }
        if seat != f.declarer {
            return Err(AuctionBridgeError::NotDeclarer {
                what: "call an exposed card",
                declarer: f.declarer,
            });
        }
        let Some(owner) = Seat::ALL
            .into_iter()
            .find(|&s| self.laws.exposed[s].contains(card))
        else {
            return Err(AuctionBridgeError::NotExposed { card });
        };
        if self.play.as_ref().is_none_or(|p| p.is_over()) {
            return Err(AuctionBridgeError::NoPlay {
                why: "the play is over or not begun".to_owned(),
            });
        }
        // Law 75: a call after the first of the same card is its repetition.
        let law = if self.laws.calls_made.contains(card) {
            75
        } else {
            67
        };
        self.laws.calls_made.insert(card);
        let ruling = self.rule(Ruling::new(
            cite(law, ""),
            Some(owner),
            format!(
                "declarer calls {card:#}, exposed by {}: he must play it at his next turn, unless it would oblige him to revoke (Law 74); the call may be repeated until the card is played",
                owner.name()
            ),
        ));
        self.laws.called = Some(CalledCard {
            seat: owner,
            card,
            ruling,
        });
        Ok(())
    }

    /// Attention called: by an adversary to the trick before his partner
    /// has played (Law 92); by dummy to an incident of the play (Law 61).
    pub(crate) fn on_calls_attention(&mut self, seat: Seat) -> Result<(), AuctionBridgeError> {
        let f = self.final_or_err()?;
        let Some(play) = self.play.as_ref() else {
            return Err(AuctionBridgeError::NoPlay {
                why: "the four hands are not known".to_owned(),
            });
        };
        if seat == f.dummy() {
            return self.dummy_attention(f);
        }
        if self.pending().is_some() {
            return Err(self.pending_error_public());
        }
        if seat == f.declarer {
            return Err(AuctionBridgeError::NoAttention {
                why: "Law 92 concerns the declarer's adversaries; the declarer's words carry no penalty".to_owned(),
            });
        }
        let partner = seat.partner();
        let played = play.current().cards().any(|(s, _)| s == partner);
        if play.current().is_empty() || played || play.is_over() {
            return Err(AuctionBridgeError::NoAttention {
                why: format!(
                    "Law 92 applies before {} has played to a trick in progress",
                    partner.name()
                ),
            });
        }
        let r = Ruling::new(
            cite(92, ""),
            Some(seat),
            format!(
                "{} called attention to the trick before his partner, {}, had played: declarer may require {} to play his highest or lowest card of the suit led, or to win or lose the trick",
                seat.name(),
                partner.name(),
                partner.name()
            ),
        )
        .choice(Chooser::Seat(f.declarer), directive_options(partner));
        self.open_in_play(r, Awaiting::Directive { seat: partner });
        Ok(())
    }

    /// Law 61: dummy calls attention to an incident of the play: declarer
    /// may not exact the penalty pending.
    fn dummy_attention(&mut self, f: FinalDeclaration) -> Result<(), AuctionBridgeError> {
        let waivable = |a: Awaiting| {
            matches!(
                a,
                Awaiting::CalledLead
                    | Awaiting::ProhibitOpening
                    | Awaiting::LeadOutOfTurn { .. }
                    | Awaiting::Directive { .. }
                    | Awaiting::Revoke
                    | Awaiting::Corrected { .. }
            )
        };
        let (Some((ri, _)), Some(awaiting)) = (self.pending(), self.awaiting) else {
            return Err(AuctionBridgeError::NoAttention {
                why: "no penalty is pending for declarer to exact, so dummy's attention has no effect (Law 61)".to_owned(),
            });
        };
        if !waivable(awaiting) {
            return Err(self.pending_error_public());
        }
        let none = match awaiting {
            Awaiting::CalledLead | Awaiting::ProhibitOpening => OptionId::NoLeadRestriction,
            Awaiting::LeadOutOfTurn { .. } => OptionId::Cancel,
            _ => OptionId::NoPenalty,
        };
        if let Some(r) = self.rulings.get_mut(ri) {
            r.chooser = None;
            r.notes.push(format!(
                "{} (dummy) called attention to the irregularity: declarer is precluded from exacting the penalty (Law 61)",
                f.dummy().name()
            ));
        }
        self.pending = None;
        self.awaiting = None;
        self.elect_in_play(awaiting, none, None, ri);
        Ok(())
    }

    /// Law 51: a player asks what the final declaration was.
    pub(crate) fn on_asks(&mut self, seat: Seat) -> Result<(), AuctionBridgeError> {
        let f = self.final_or_err()?;
        if self.play.as_ref().is_some_and(|p| p.is_over()) || self.told.result.is_some() {
            return Err(AuctionBridgeError::NoPlay {
                why: "the play of the hand is over".to_owned(),
            });
        }
        self.rule(Ruling::new(
            cite(51, ""),
            None,
            format!(
                "{} asks what the final declaration was: it is {f}; a player is entitled to ask at any time during the play, and the answer is not information given about a previous declaration",
                seat.name()
            ),
        ));
        Ok(())
    }

    /// Law 72: declarer claims the remaining tricks.
    pub(crate) fn on_claims(&mut self, seat: Seat) -> Result<(), AuctionBridgeError> {
        let f = self.final_or_err()?;
        if seat != f.declarer {
            return Err(AuctionBridgeError::NotDeclarer {
                what: "claim the remaining tricks",
                declarer: f.declarer,
            });
        }
        if self.pending().is_some() {
            return Err(self.pending_error_public());
        }
        if self.play.as_ref().is_none_or(|p| p.is_over()) {
            return Err(AuctionBridgeError::NoPlay {
                why: "the play is over or not begun".to_owned(),
            });
        }
        self.laws.claimed = true;
        self.rule(Ruling::new(
            cite(72, ""),
            None,
            format!(
                "{} claims the remaining tricks: he may be required to place his cards face up on the table, and the adversaries' cards exposed from now on are not liable to be called; the play goes on",
                seat.name()
            ),
        ));
        Ok(())
    }

    /// Declarer's elections in the play, checked by the caller.
    pub(crate) fn elect_in_play(
        &mut self,
        awaiting: Awaiting,
        chosen: OptionId,
        suit: Option<Suit>,
        ri: usize,
    ) {
        let f = self.final_declaration().copied();
        match (awaiting, chosen) {
            (Awaiting::ProhibitOpening, OptionId::ProhibitLead) => {
                if let (Some(s), Some(f), Some(play)) = (suit, f, self.play.as_mut()) {
                    play.set_restriction(Some(LeadRestriction::Prohibit {
                        seat: f.declarer.lho(),
                        suits: crate::card::Suits::one(s),
                    }));
                    self.laws.opening_prohibit = true;
                    self.laws.lead_law = self.rulings.get(ri).map(|r| r.law);
                    if let Some(r) = self.rulings.get_mut(ri) {
                        r.notes
                            .push(format!("declarer prohibits the lead of {}", s.name()));
                    }
                }
            }
            (Awaiting::LeadOutOfTurn { seat, card }, OptionId::CallCard) => {
                self.laws.exposed[seat].insert(card);
            }
            (Awaiting::LeadOutOfTurn { card, .. }, OptionId::CallSuit) => {
                if let Some(p) = self.play.as_mut() {
                    p.take_back(card);
                }
                self.laws.suit_call = Some(ri);
            }
            (
                Awaiting::LeadOutOfTurn { seat, card } | Awaiting::DeclarerLead { seat, card },
                OptionId::Accept,
            ) => {
                if let Some(p) = self.play.as_mut() {
                    p.lead_stands(seat, card);
                }
            }
            (
                Awaiting::LeadOutOfTurn { card, .. } | Awaiting::DeclarerLead { card, .. },
                OptionId::Cancel,
            ) => {
                if let Some(p) = self.play.as_mut() {
                    p.take_back(card);
                }
            }
            (Awaiting::Directive { seat }, o) => {
                let directive = match o {
                    OptionId::Highest => Some(PlayDirective::Highest),
                    OptionId::Lowest => Some(PlayDirective::Lowest),
                    OptionId::Win => Some(PlayDirective::Win),
                    OptionId::Lose => Some(PlayDirective::Lose),
                    _ => None,
                };
                let law = self.rulings.get(ri).map_or(cite(80, ""), |r| r.law);
                self.laws.directed = directive.map(|directive| Directed {
                    seat,
                    directive,
                    law,
                    ruling: ri,
                });
            }
            (Awaiting::Corrected { seat, card }, o) => self.elect_corrected(seat, card, o, ri),
            (Awaiting::Revoke, OptionId::TakePoints) => {
                self.laws.revoke_penalty = Some(RevokePenalty::Points);
            }
            (Awaiting::Revoke, OptionId::TakeTricks) => {
                self.laws.revoke_penalty = Some(RevokePenalty::Tricks);
            }
            (Awaiting::Revoke, _) => {
                self.laws.revoke_penalty = Some(RevokePenalty::Waived);
            }
            _ => {}
        }
        self.after_change();
    }
}
