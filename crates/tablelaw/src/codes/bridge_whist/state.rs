//! The state of a bridge-whist deal, folded from its events: the phase,
//! the declaration, the doubling, the rulings, the play and the score.

use serde::Serialize;

use super::declaring::Declaration;
use super::doubling::Doubling;
use super::score::{DealScore, RubberStanding, score_with_slams_of};
use super::{ClubLimit, WhistEvent, WhistSetup};
use crate::auction::{Contract, Doubling as ContractDoubling};
use crate::call::{Bid, Denomination};
use crate::deal::Deal;
use crate::play::BridgePlay;
use crate::referee::{Election, Elector, Needs};
use crate::ruling::{Chooser, OptionId, Ruling};
use crate::seat::{BySide, Seat, Side};
use crate::table::EventError;

/// Where the deal stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Phase {
    /// The trump is to be made (laws 45-49).
    MakingTrump,
    /// The adversaries may double, the maker's side re-double (laws 50-61).
    Doubling,
    /// The play of the hand: the eldest hand leads (law 57).
    Play,
    /// The thirteen tricks are played; the deal is scored.
    Over,
    /// A new deal was claimed: this deal is void.
    NewDeal,
}

/// What a pending ruling was about, so that its election can be enforced.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Awaiting {
    /// Law 46: the dealer's partner made the trump unasked.
    PartnerMadeUnasked,
    /// Law 48: the dealer's partner passed the declaration to the dealer.
    PartnerPassedBack { offender: Seat },
    /// Law 49: an adversary made or passed the declaration.
    AdversaryDeclared,
    /// Laws 54, 55: a double or re-double out of turn.
    DoubleOutOfTurn { offender: Seat },
    /// Law 55: partners consulted as to doubling.
    Consultation,
    /// Law 76: an adversary of the dealer led out of turn.
    LeadOutOfTurn { seat: Seat, card: crate::card::Card },
    /// Law 77: the dealer led out of turn, from his hand or dummy.
    DealerLead { seat: Seat, card: crate::card::Card },
    /// Laws 73, 82, 98: the player who may be called on to play highest or
    /// lowest, or to win or lose the trick.
    Directive { seat: Seat },
    /// Laws 56, 58, 60: a double that needs the consent of an adversary.
    DoubleByConsent { seat: Seat },
    /// Law 60: the dealer's right-hand adversary led before the play.
    RhoLedEarly,
    /// Law 68: the dealer or his partner exposed a card before the trump
    /// was declared.
    ExposedBeforeDeclaration,
    /// Law 68: the leader's partner exposed a card before the lead.
    ExposedBeforeLead { seat: Seat, card: crate::card::Card },
    /// Law 65: dummy suggested the play of a card.
    Suggestion { card: crate::card::Card },
    /// Law 99: an adversary's unauthorised reference to the play.
    Reference,
    /// Law 83: a card omitted from a former trick; a new deal may be claimed.
    Omitted,
    /// Law 90: a revoke corrected; the dealer's election on an adversary's
    /// card played in error, or the eldest hand's on the dealer's.
    Corrected { seat: Seat, card: crate::card::Card },
}

/// The state of a bridge-whist deal.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BridgeWhist {
    pub(crate) dealer: Seat,
    pub(crate) deal: Option<Deal>,
    pub(crate) club_limit: ClubLimit,
    pub(crate) standing: RubberStanding,
    pub(crate) phase: Phase,
    /// The dealer has passed the declaration to his partner, or the partner
    /// is compelled to declare (laws 45(b), 48).
    pub(crate) passed: bool,
    pub(crate) declaration: Option<Declaration>,
    pub(crate) doubling: Doubling,
    pub(crate) rulings: Vec<Ruling>,
    pub(crate) pending: Option<(usize, Awaiting)>,
    pub(crate) play: Option<BridgePlay>,
    pub(crate) score: Option<DealScore>,
    /// The revokes made in the play (laws 84-94).
    pub(crate) revokes: Vec<super::revoke::WhistRevoke>,
    /// Exposed cards, calls and directed plays (laws 69-82).
    pub(crate) laws: super::play_laws::WhistPlayLaws,
    /// A lead before the doubling is completed, consent, law 68.
    pub(crate) before: super::before_play::BeforePlay,
    /// The last word of the making of the trump or of the doubling that
    /// stands or awaits a ruling, until another word or a card: what its
    /// speaker may say again without effect (decision 177).
    pub(crate) last_word: Option<WhistEvent>,
}

impl BridgeWhist {
    /// The state before anything is said.
    pub fn new(setup: &WhistSetup) -> BridgeWhist {
        BridgeWhist {
            dealer: setup.dealer,
            deal: setup.deal,
            club_limit: setup.club_limit,
            standing: setup.standing,
            phase: Phase::MakingTrump,
            passed: false,
            declaration: None,
            doubling: Doubling::new(setup.dealer.lho()),
            rulings: Vec::new(),
            pending: None,
            play: None,
            score: None,
            revokes: Vec::new(),
            laws: super::play_laws::WhistPlayLaws::default(),
            before: super::before_play::BeforePlay::default(),
            last_word: None,
        }
    }

    /// The dealer.
    pub fn dealer(&self) -> Seat {
        self.dealer
    }

    /// The eldest hand: "the player on the left of the dealer" (law 47).
    pub fn eldest_hand(&self) -> Seat {
        self.dealer.lho()
    }

    /// The dummy: always the dealer's partner, whoever made the trump.
    pub fn dummy(&self) -> Seat {
        self.dealer.partner()
    }

    /// The club limit in force (law 55 \[A\]).
    pub fn club_limit(&self) -> ClubLimit {
        self.club_limit
    }

    /// The deal, if known.
    pub fn deal(&self) -> Option<&Deal> {
        self.deal.as_ref()
    }

    /// Where the deal stands.
    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// Whether the dealer has passed the declaration to his partner (or the
    /// partner must declare, law 48).
    pub fn declaration_passed(&self) -> bool {
        self.passed
    }

    /// The trump made, and by whom, once made.
    pub fn declaration(&self) -> Option<Declaration> {
        self.declaration
    }

    /// The doubling so far.
    pub fn doubling(&self) -> &Doubling {
        &self.doubling
    }

    /// Every ruling so far, in order.
    pub fn rulings(&self) -> &[Ruling] {
        &self.rulings
    }

    /// The ruling awaiting an election, with its index.
    pub fn pending(&self) -> Option<(usize, &Ruling)> {
        let (i, _) = self.pending?;
        self.rulings.get(i).map(|r| (i, r))
    }

    /// The play, once it has begun and if the deal is known.
    pub fn play(&self) -> Option<&BridgePlay> {
        self.play.as_ref()
    }

    /// The deal's score, once the thirteen tricks are played.
    pub fn score(&self) -> Option<&DealScore> {
        self.score.as_ref()
    }

    /// The games and points toward game before this deal.
    pub fn standing_before(&self) -> RubberStanding {
        self.standing
    }

    /// The games and points toward game after this deal, once scored.
    pub fn standing_after(&self) -> Option<RubberStanding> {
        self.score.as_ref().map(|s| self.standing.after(s))
    }

    /// Who is to speak or play next: the dealer or his partner to make the
    /// trump, the player with the right to double, the hand to play (the
    /// dealer plays dummy's cards); `None` while a ruling is pending and
    /// once the deal is over or void.
    pub fn turn(&self) -> Option<Seat> {
        if self.pending.is_some() {
            return None;
        }
        match self.phase {
            Phase::MakingTrump if self.passed => Some(self.dealer.partner()),
            Phase::MakingTrump => Some(self.dealer),
            Phase::Doubling => self.doubling.to_speak(),
            Phase::Play => self.play.as_ref().and_then(|p| p.turn()),
            Phase::Over | Phase::NewDeal => None,
        }
    }

    /// Applies an event, checking everything before changing anything. A
    /// word said again by the player who has just said it is taken before
    /// this by the table ([`WhistTable`](super::WhistTable)), which notes
    /// it (decision 177).
    ///
    /// # Errors
    /// [`EventError`] if the event cannot happen; the state is then unchanged.
    pub fn apply(&mut self, event: &WhistEvent) -> Result<(), EventError> {
        if self.phase == Phase::NewDeal {
            return Err(EventError::NotNow {
                why: "a new deal was claimed: this deal is void".to_owned(),
            });
        }
        self.dispatch(event)?;
        self.remember(event);
        Ok(())
    }

    #[inline(always)]
    fn dispatch(&mut self, event: &WhistEvent) -> Result<(), EventError> {
        match *event {
            WhistEvent::Elect { seat, option } => self.elect(seat, option),
            WhistEvent::Play { seat, card } => self.play_card(seat, card),
            WhistEvent::Expose { seat, card } => self.on_expose(seat, card),
            WhistEvent::CallsCard { seat, card } => self.on_calls_card(seat, card),
            WhistEvent::CallsSuit { seat, suit } if self.suit_call_before_play_due() => {
                self.check_not_pending()?;
                self.call_suit_before_play(seat, suit)
            }
            WhistEvent::CallsSuit { seat, suit } => self.on_calls_suit(seat, suit),
            WhistEvent::CallsAttention { seat } => self.on_calls_attention(seat),
            WhistEvent::Suggests { seat, card } => self.on_suggests(seat, card),
            WhistEvent::Touches {
                seat,
                cards,
                arrange,
            } => self.on_touches(seat, cards, arrange),
            WhistEvent::Claims { seat } => self.on_claims(seat),
            WhistEvent::Refers { seat } => self.on_refers(seat),
            WhistEvent::Informs { seat } => self.on_informs(seat),
            WhistEvent::WrongPenalty { seat } => self.on_wrong_penalty(seat),
            WhistEvent::OmittedToPlay { seat } => self.on_omitted_to_play(seat),
            WhistEvent::SurplusCard { seat, trick, card } => {
                self.on_surplus_card(seat, trick, card)
            }
            WhistEvent::AsksRevoke { seat } => self.on_asks_revoke(seat),
            WhistEvent::AnswersNo { seat } => self.on_answers_no(seat),
            WhistEvent::CorrectsRevoke { seat } => self.on_corrects_revoke(seat),
            WhistEvent::Consultation { seat } if self.phase == Phase::Play => {
                self.consultation_in_play(seat)
            }
            _ if self.phase == Phase::MakingTrump || self.declaration_event(event) => {
                self.check_not_pending()?;
                match *event {
                    WhistEvent::MakeTrump { seat, denomination } => {
                        self.make_trump(seat, denomination);
                        Ok(())
                    }
                    WhistEvent::PassDeclaration { seat } => {
                        self.pass_declaration(seat);
                        Ok(())
                    }
                    _ => Err(EventError::NotNow {
                        why: "the trump has not been made: there is nothing to double yet"
                            .to_owned(),
                    }),
                }
            }
            _ => self.doubling_word(event),
        }
    }

    /// A trump declaration after the trump was made: "a declaration once
    /// made cannot be altered" (law 49), whatever the phase.
    fn declaration_event(&self, event: &WhistEvent) -> bool {
        matches!(
            event,
            WhistEvent::MakeTrump { .. } | WhistEvent::PassDeclaration { .. }
        )
    }

    pub(crate) fn check_not_pending(&self) -> Result<(), EventError> {
        match self.pending() {
            None => Ok(()),
            Some((_, r)) => Err(EventError::RulingPending {
                law: r.law.to_string(),
                chooser: r.chooser.map(|c| c.to_string()).unwrap_or_default(),
                options: r.options.iter().map(|o| o.id.to_string()).collect(),
            }),
        }
    }

    /// Records a ruling; opens it for election if it offers a choice.
    pub(crate) fn rule(&mut self, ruling: Ruling, awaiting: Option<Awaiting>) {
        let i = self.rulings.len();
        self.rulings.push(ruling);
        if let Some(a) = awaiting {
            self.pending = Some((i, a));
        }
    }

    fn elect(&mut self, seat: Option<Seat>, option: OptionId) -> Result<(), EventError> {
        let Some((i, awaiting)) = self.pending else {
            return Err(EventError::NoPending);
        };
        let ruling = &self.rulings[i];
        let chooser = ruling.chooser.unwrap_or(Chooser::Director);
        if let Some(seat) = seat
            && !chooser.electors().contains(&Elector::Seat(seat))
        {
            return Err(EventError::NotChooser {
                seat,
                chooser: chooser.to_string(),
            });
        }
        if !ruling.options.iter().any(|o| o.id == option) {
            return Err(EventError::NotAnOption {
                option,
                offered: ruling.options.iter().map(|o| o.id).collect(),
            });
        }
        self.rulings[i].chosen = Some(option);
        self.pending = None;
        self.unsaid(awaiting, option);
        if option == OptionId::NewDeal {
            self.phase = Phase::NewDeal;
            return Ok(());
        }
        match awaiting {
            Awaiting::PartnerMadeUnasked | Awaiting::AdversaryDeclared | Awaiting::Consultation => {
            }
            Awaiting::PartnerPassedBack { .. } => {
                // Compelled: the offender, the dealer's partner, must declare.
                self.passed = true;
            }
            Awaiting::DoubleOutOfTurn { offender } => {
                if option == OptionId::Accept {
                    self.step(offender);
                } else {
                    self.doubling.no_further_doubling = true;
                    self.begin_play();
                }
            }
            Awaiting::LeadOutOfTurn { .. }
            | Awaiting::DealerLead { .. }
            | Awaiting::Directive { .. }
            | Awaiting::Suggestion { .. }
            | Awaiting::Reference
            | Awaiting::Omitted
            | Awaiting::Corrected { .. } => self.elect_in_play(awaiting, option),
            Awaiting::DoubleByConsent { .. }
            | Awaiting::RhoLedEarly
            | Awaiting::ExposedBeforeDeclaration
            | Awaiting::ExposedBeforeLead { .. } => self.elect_before_play(awaiting, option),
        }
        Ok(())
    }

    /// The elections the pending ruling would accept, as
    /// [`WhistEvent::Elect`] takes them; empty when nothing is pending.
    /// Each option the ruling offers, by its one chooser: the eldest hand
    /// when the dealer's partner made the trump unasked (law 46) or passed
    /// the declaration back (48); the dealer when an adversary made or
    /// passed it (49); the maker of the trump or the adversary who last
    /// doubled for a double out of turn (54, 55); the maker or the eldest
    /// hand when partners consulted (55). An election without a seat is
    /// accepted for any election listed (the engine takes the chooser).
    ///
    /// One other event a pending ruling accepts is no election: while the
    /// eldest hand has not chosen under law 46, a declaration as to
    /// doubling by the dealer's adversaries makes the trump stand (law 47).
    pub fn elections(&self) -> Vec<Election> {
        let Some((_, ruling)) = self.pending() else {
            return Vec::new();
        };
        let by = ruling.chooser.unwrap_or(Chooser::Director).electors();
        ruling
            .options
            .iter()
            .map(|o| Election {
                option: o.id,
                by: by.clone(),
                needs: Needs::Nothing,
            })
            .collect()
    }

    /// The doubling is over: the play begins, the eldest hand leading and
    /// the dealer playing dummy's cards (laws 57 and "Dummy").
    pub(crate) fn begin_play(&mut self) {
        self.phase = Phase::Play;
        self.doubling.finish();
        let (Some(decl), Some(deal)) = (self.declaration, self.deal.as_ref()) else {
            return;
        };
        // The shared engine's declarer is the hand that plays dummy: the
        // dealer, whose LHO (the eldest hand) leads.
        let bid = Bid {
            level: 1,
            denomination: decl.denomination,
        };
        let contract = Contract {
            bid,
            doubling: ContractDoubling::Undoubled,
            declarer: self.dealer,
        };
        self.play = Some(BridgePlay::new(contract, deal));
        self.begin_play_after_early();
    }

    fn play_card(&mut self, seat: Seat, card: crate::card::Card) -> Result<(), EventError> {
        self.check_not_pending()?;
        match self.phase {
            Phase::MakingTrump => {
                return Err(EventError::NoPlay {
                    why: "the trump has not been made".to_owned(),
                });
            }
            Phase::Doubling => return self.lead_in_doubling(seat, card),
            Phase::Over => {
                return Err(EventError::NoPlay {
                    why: "the thirteen tricks have been played".to_owned(),
                });
            }
            Phase::Play | Phase::NewDeal => {}
        }
        let Some(play) = self.play.as_mut() else {
            return Err(EventError::NoPlay {
                why: "the deal is not known (give it with a `deal` line)".to_owned(),
            });
        };
        if !play.hand(seat).contains(card) {
            return Err(EventError::CardNotHeld { seat, card });
        }
        self.play_in_play(seat, card);
        self.score_if_over();
        Ok(())
    }

    /// Once the thirteen tricks are played: the deal is over and scored.
    pub(crate) fn score_if_over(&mut self) {
        let Some(play) = self.play.as_ref().filter(|p| p.is_over()) else {
            return;
        };
        self.phase = Phase::Over;
        let won = play.won();
        if let (Some(decl), Some(deal)) = (self.declaration, self.deal.as_ref()) {
            // The revoke penalty takes precedence of all other counts (law 84).
            let (tricks, _) = self.tricks_after_revokes(won);
            // Slams "independently of any tricks gained by the revoke
            // penalty": the tricks won in play, less any a revoke took.
            let slam_tricks = BySide([
                won[Side::NorthSouth].min(tricks[Side::NorthSouth]),
                won[Side::EastWest].min(tricks[Side::EastWest]),
            ]);
            let mut score = score_with_slams_of(
                deal,
                decl.denomination,
                self.doubling.multiplier(),
                tricks,
                slam_tricks,
            );
            self.apply_revoke_penalty(&mut score, won);
            self.score = Some(score);
        }
    }

    /// The regular path of the play: a legal card for the hand on turn.
    /// Returns `false`, with nothing changed, if it is not that.
    pub(crate) fn play_regular(&mut self, seat: Seat, card: crate::card::Card) -> bool {
        if self.pending.is_some() || self.phase != Phase::Play || self.play_laws_in_force() {
            return false;
        }
        let Some(play) = self.play.as_mut() else {
            return false;
        };
        if !play.play_from(seat, card) {
            return false;
        }
        let over = play.is_over();
        if !self.revokes.is_empty() || !self.laws.dummy.is_empty() {
            self.establish_revokes();
        }
        if over {
            self.score_if_over();
        }
        true
    }

    /// The denomination made, for the value of a trick.
    pub(crate) fn denomination(&self) -> Option<Denomination> {
        self.declaration.map(|d| d.denomination)
    }
}
