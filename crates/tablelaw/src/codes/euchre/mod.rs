//! Euchre under the Laws of Euchre of the Somerset Club of Boston, 1888
//! (Leeds and Dwight): the deal, making the trump and playing (Laws 74-85),
//! the discard, the play, the revoke, playing alone and the score
//! to game and rubber.
//!
//! An [`EuchreGame`] is a rubber: its setup (the first dealer and the
//! [`EuchreOptions`]), an append-only log of [`EuchreEvent`]s, and the state
//! folded from it. An event that cannot happen is an [`EuchreError`] and
//! leaves the game exactly as it was; an irregularity is recorded and ruled
//! on with a [`Ruling`] citing its law; the options of a ruling are data,
//! with who may choose, and the choice is an [`EuchreEvent::Elect`].
//!
//! The module is split by meaning:
//! - `options`: the pack and today's customs as typed options;
//! - `deal`: the deal in packets and the trump card turned (Laws 28-42);
//! - `order`: the bowers and the order of the cards (Technical Terms);
//! - `hand`: the state of one deal; `trick`: a trick; `record`: the
//!   deals finished, kept compact and shared by the table's checkpoints;
//! - `legal`: the regular events possible now (legal actions as a query);
//! - `making`: making the trump (74-78), its irregularities (79-82) and
//!   the declarations to play alone (93-99);
//! - `play`: the discard (86-90), the play, the revoke (54, 62-64), and
//!   Laws 83-84; `correction`: a revoke established or saved (64, 65, 69); `in_error`: cards played in error and cards liable to be
//!   called (52-59, 104, 105); `exposed`: exposed cards (46, 48-50, 102,
//!   104); `out_of_turn`: deals out of turn (40, 45);
//! - `elect`: elections, and the consulting of Law 85;
//! - `regular`: a regular deal by a plain path (random play);
//!   `regular_log`: a regular rubber's log, derived from its deals;
//! - `score`: the points of a deal, the game and the rubber (1-7).
//!
//! # Example: a deal ordered up and played
//! ```
//! use tablelaw::codes::euchre::{EuchreEvent, EuchreGame, EuchreSetup};
//! use tablelaw::Seat;
//! let mut game = EuchreGame::with_setup(EuchreSetup::new(Seat::North));
//! game.apply(EuchreEvent::Deal(
//!     "N:J.AK.KQ. 7.98.A.A A.T7.T9. K.Q.87.J turned HJ".parse()?,
//! ))?;
//! game.apply(EuchreEvent::OrderUp { seat: Seat::East })?; // eldest hand orders up
//! assert_eq!(game.hand().unwrap().trump(), Some(tablelaw::Suit::Hearts));
//! game.apply(EuchreEvent::Discard { card: "SJ".parse()? })?; // the dealer discards
//! assert_eq!(game.turn(), Some(Seat::East));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # Decisions
//!
//! Where the code is silent or open (docs/decisions.md), this module decides:
//!
//! 1. **Pack**: 32 cards (A K Q J 10 9 8 7), as every example of the code;
//!    24 (A to 9) is [`Pack::TwentyFour`], today's custom.
//! 2. **Taking it to play alone (74, 75, 93, 94)**: the partner of the
//!    player who ordered up, assisted, took up or named may take it from
//!    him and play alone, whether he declared alone or not, provided he has
//!    not himself passed **in the current round** (question 2), until the
//!    first lead (99), the dealer before quitting his discard (96).
//!    Otherwise his offer is void (93), and if his partner had declared
//!    alone, neither plays alone (99).
//! 3. **Ordered up (95)**: only the maker's side may play alone.
//! 4. **Revoke and Law 90 points** (question 4): scored by the
//!    adversaries of the offenders by default
//!    ([`PenaltyScoring::ToAdversaries`]), or taken from the offenders; the
//!    revoke penalty is scored first (4) and can win a game and lap; the
//!    side that incurs a revoke or a Law 90 forfeit scores nothing it makes
//!    on that hand (by the rule of Law 90); equal numbers of revokes cancel
//!    (71). A revoke is established when its trick is quitted (a card
//!    played to the next, or the hand over) or the revoking side plays to
//!    the following trick (64); the partner's question saves it from the
//!    quitting (65), and until it is established the offender may correct
//!    it (69): `correction`, decisions 157-160. A failure to play as
//!    required (54) has no correction.
//! 5. **Law 82**: an act out of turn is void and the player acts again at
//!    his turn; the dealer turning the trump card down out of turn in the
//!    first round, or throwing his cards on the table out of turn in the
//!    second, binds his side to pass that round (question 5); at his turn
//!    either is his pass.
//! 6. **Law 79, 80 "his partner also must pass"**: for the rest of the
//!    making of the trump in that deal. A second-round naming by a player
//!    who has passed in that round is the mention of Law 79. Law 80's
//!    "attempt" is an order up, assist or lone declaration by a player who
//!    passed in the first round; the adversaries' election `play-it` makes
//!    the trump as attempted, but not alone (93); `partner-must-pass` (or
//!    their consulting, 85) leaves the attempt void.
//! 7. **Law 81**: a pass after the trump is made, before the lead, is
//!    recorded and does not invalidate the declaration; the director's
//!    finding that the player did not hear is an input; the pass counts as
//!    his pass for Laws 93 and 99.
//! 8. **Laws 83, 85, 89**: the adversaries (for 89, the lone player) choose
//!    among highest, lowest, win, lose; either adversary may elect and the
//!    first demand is final; the finding that they consulted loses the
//!    right. A required play is enforced as a legal-play restriction; a
//!    play against it, holding the card to comply, incurs the penalty of a
//!    revoke (54); no one is compelled to revoke (55).
//! 9. **Lead**: the eldest hand leads; if he sits out, the next player in
//!    rotation (89; question 7).
//! 10. **Euchre of a lone hand** scores 4 to the adversaries, as Law 3 says
//!     (and the issue's list); a lone hand's march 4; 3 or 4 tricks 1.
//! 11. **The discard**: the dealer takes the trump card whenever it is
//!     made trump in the first round, even when his partner plays alone;
//!     a lead before the discard stands (87); playing before discarding is
//!     Law 90.
//! 12. **Rubber (1, 7)**: three games are always played (the third even
//!     when one side won the first two), a fourth when the third laps; the
//!     rubber goes to the winner of two of the first three; points beyond
//!     the game are carried (the lap), and lost after the last game.
//! 13. **Today's customs** ([`EuchreOptions::today`]): 24 cards, game of
//!     10, stick the dealer (the dealer's second-round pass is refused),
//!     defending alone (a euchre by a lone defender scores 4), a lone hand
//!     euchred scores 2, the dealer may discard the card he took up; the
//!     lead to a lone hand from his left ([`LoneLead`]) and the points of a
//!     lone hand's march are options too, as Euchre Game Notation records
//!     name them. A dealer bound to pass in the second round (Laws 79, 80,
//!     82) is not stuck: the penalty prevails over the custom, his pass is
//!     the one act left to him, and all having passed twice the deal is at
//!     an end and the next player deals (77), with a ruling saying so.
//!
//! Cards played in error: the third hand playing before the second, and
//! the fourth before his partner, stand in the trick (58), the partner then
//! liable to be called on to win or lose it (59).
//!
//! A lone hand's partner playing upon the first lead is Law 100's: the
//! adversaries choose between the lone hand played with the partner and
//! alone, and then a march scores only two (102); his card at any other
//! time exposes it (102: a march scores two, and it goes back to his hand).
//! A lead out of turn is Law 52's: the adversaries call the card (it stays
//! exposed, and they may call it, 56) or a suit at the offenders' next lead
//! (57); until they elect, the next players may follow the false lead, and
//! if all have followed the trick stands without penalty (53), otherwise
//! their cards are taken back. The lone player's lead out of turn is an
//! exposed card, and his other cards out of turn no penalty (104). An
//! adversary playing out of turn to a lone hand's lead lays both opposing
//! hands on the table, to be called by the lone player (105). A card out of
//! turn no law penalizes (the fourth hand before the third, his partner
//! having played; an adversary before the lone hand to his partner's lead)
//! stands in the trick. A called card or suit not played holding it is Law
//! 54's revoke.
//!
//! Exposed cards (`exposed`): a card dropped face upwards or played to a
//! trick already played to is exposed and liable to be called (46); one
//! dropped below the table is not; a hand thrown on the table face upwards
//! is exposed (48), all four abandon the hands, scored as they stand (49),
//! an adversary's against a lone hand scores the lone hand five (50).
//!
//! Deals out of turn (`out_of_turn`): stopped if found before the trump
//! card is turned, standing after, the deal then going to the left of who
//! dealt (40); the dealer's partner who takes his deal and misdeals loses
//! the dealer his deal (45).
//!
//! A card exposed while dealing (35-37: the other side may claim a new
//! deal until someone declares), a deal with the adversaries' cards (38),
//! winning cards led without waiting for partner (47), a card detached
//! and named (51), a card omitted from a former trick (60, the director's
//! finding), two cards played to one trick found later (61, decision
//! 154), the exposure that forbids a lone hand (95), the dealer
//! re-shuffling after the cut (31) and the trump card lifted from the pack
//! (46 III, 91) are refereed (decisions 114-118, 165, 166 of
//! docs/decisions.md). Not refereed: the partner of a lone defender
//! (today's custom).

mod conduct;
mod correction;
mod deal;
mod dealing;
mod elect;
mod event;
mod exposed;
mod game;
mod hand;
mod in_error;
mod legal;
mod lone;
mod making;
mod options;
mod order;
mod out_of_turn;
mod penalties;
mod play;
mod record;
mod regular;
mod regular_log;
mod repetition;
mod score;
mod trick;

use serde::{Deserialize, Serialize};

use crate::card::Card;
use crate::referee::Election;
use crate::ruling::Ruling;
use crate::seat::Seat;

pub use deal::{DealError, EuchreDeal, Packets, hand_to_pbn, parse_hands};
pub use event::{EuchreError, EuchreEvent, MisdealExcuse, NewDealCause};
pub use hand::{
    Act, Bound, Discard, EuchreTrick, Hand, MadeBy, MakingAct, Pending, Position, RequiredPlay,
    Requirement, Revoke, Stage, Until, law,
};
pub use options::{EuchreOptions, LoneLead, Pack, PenaltyScoring};
pub use order::{EuchreOrder, same_colour};
pub use record::{DealEnd, DealRecord, Deals, DealsIter};
pub use score::{GameRecord, RubberScore, ScoreEntry, deal_points};

/// What a game starts from: the first dealer and the table's options.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct EuchreSetup {
    /// The first dealer (chosen by cutting, Law 11).
    pub dealer: Seat,
    /// The options of the table.
    pub options: EuchreOptions,
    /// The points each side has when the record begins (0 and 0 at the
    /// start of a rubber; a record may begin in the middle of a game).
    pub score: crate::seat::BySide<u8>,
}

impl EuchreSetup {
    /// The 1888 code as written, with `dealer` to deal first.
    pub fn new(dealer: Seat) -> EuchreSetup {
        EuchreSetup {
            dealer,
            options: EuchreOptions::default(),
            score: crate::seat::BySide([0; 2]),
        }
    }

    /// `dealer` to deal first under `options`.
    pub fn with_options(dealer: Seat, options: EuchreOptions) -> EuchreSetup {
        EuchreSetup {
            options,
            ..EuchreSetup::new(dealer)
        }
    }
}

/// A rubber of euchre, the state folded from the log: the deals finished,
/// the deal in progress and the score. A [`Table`](crate::Table) over it
/// ([`EuchreGame`]) keeps the log.
#[derive(Debug, PartialEq, Eq, Serialize)]
pub struct Euchre {
    /// The options of the table.
    #[serde(skip)]
    pub options: EuchreOptions,
    /// The dealer of the deal in progress, or of the next.
    pub dealer: Seat,
    /// The deals finished.
    pub deals: Deals,
    /// The deal in progress, boxed: moved, not copied, into its record
    /// when it ends.
    pub hand: Option<Box<Hand>>,
    /// The score.
    pub score: RubberScore,
    /// Every event so far was regular: the log is derived from the deals,
    /// not stored ([`Euchre::regular_log`]).
    #[serde(skip)]
    pub(crate) regular: bool,
}

impl Clone for Euchre {
    fn clone(&self) -> Euchre {
        Euchre {
            options: self.options,
            dealer: self.dealer,
            deals: self.deals.clone(),
            hand: self.hand.clone(),
            score: self.score.clone(),
            regular: self.regular,
        }
    }

    /// A copy into this state's memory: the deals' lists and the boxed
    /// hand are kept (a table's undo restores a checkpoint so).
    fn clone_from(&mut self, source: &Euchre) {
        let Euchre {
            options,
            dealer,
            deals,
            hand,
            score,
            regular,
        } = source;
        self.options = *options;
        self.dealer = *dealer;
        if self.hand.is_none() && hand.is_some() {
            // The box of a finished deal no copy shares, which the copy of
            // the deals would free: used again for the deal in progress (a
            // search's rollouts, each copied from one dealt state, so
            // allocate no hand).
            self.hand = self.deals.reclaim_hand();
        }
        self.deals.clone_from(deals);
        self.hand.clone_from(hand);
        self.score.clone_from(score);
        self.regular = *regular;
    }
}

/// A rubber of euchre: its setup, the log of events, and the state folded
/// from them.
pub type EuchreGame = crate::table::Table<Euchre>;

impl Euchre {
    /// A rubber not begun.
    pub fn new(setup: &EuchreSetup) -> Euchre {
        Euchre {
            options: setup.options,
            dealer: setup.dealer,
            deals: Deals::new(),
            hand: None,
            score: RubberScore {
                points: setup.score,
                ..RubberScore::new()
            },
            regular: true,
        }
    }

    /// The number of the deal in progress, or of the next: one more than
    /// the deals finished. A `u64` cannot wrap: every deal is a record the
    /// rubber keeps, so their count is bounded by memory, far below
    /// `u64::MAX`.
    pub fn next_number(&self) -> u64 {
        self.deals.len() as u64 + 1
    }

    /// The deal in progress.
    pub fn hand(&self) -> Option<&Hand> {
        self.hand.as_deref()
    }

    /// The deals finished.
    pub fn deals(&self) -> &Deals {
        &self.deals
    }

    /// The score.
    pub fn score(&self) -> &RubberScore {
        &self.score
    }

    /// The dealer of the deal in progress, or of the next (Law 28).
    pub fn dealer(&self) -> Seat {
        self.dealer
    }

    /// Who acts next: the dealer when a deal is due, the player whose turn
    /// it is in the making or the play, the dealer for a discard due before
    /// the lead; `None` once the rubber is over.
    pub fn turn(&self) -> Option<Seat> {
        if self.score.over {
            return None;
        }
        match &self.hand {
            None => Some(self.dealer),
            Some(h) => {
                if h.stage() == Stage::Play && h.discard() == Discard::Due && !h.lead_made() {
                    return Some(h.dealer());
                }
                h.turn()
            }
        }
    }

    /// The ruling awaiting an election, if any.
    pub fn pending(&self) -> Option<(usize, &Ruling)> {
        self.hand.as_ref()?.pending()
    }

    /// The elections the pending ruling would accept, as
    /// [`EuchreEvent::Elect`] takes them; empty when nothing is pending.
    /// Each option the ruling offers, with nothing more to name (a suit
    /// called under Law 57 is named later, with its own event), by either
    /// adversary, both seats listed, the demand made being final (Law 85):
    /// the adversaries of the offender under Laws 52 (`call-card`,
    /// `call-suit`), 59 (`win`, `lose`), 80 (`partner-must-pass`,
    /// `play-it`) and 83 (`highest`, `lowest`, `win`, `lose`), of the lone
    /// hand under Law 100 (`with-partner`, `play-alone`); or the lone
    /// player alone under Law 89. An election without a seat is accepted
    /// for any election listed (the record does not say which adversary).
    ///
    /// One other event a pending ruling accepts is no election: the
    /// director's finding that the side to elect consulted
    /// ([`EuchreEvent::Consulted`], Law 85), taken from that side only,
    /// which loses them the right.
    pub fn elections(&self) -> Vec<Election> {
        match &self.hand {
            Some(h) if !self.score.over => h.elections(),
            _ => Vec::new(),
        }
    }

    /// Applies an event: records it and rules on it.
    ///
    /// # Errors
    /// [`EuchreError`] if the event cannot happen; the deal in progress may
    /// then be partly changed (the table restores it, [`Game::apply`](crate::Game::apply)).
    pub(crate) fn apply(&mut self, event: &EuchreEvent) -> Result<(), EuchreError> {
        if self.score.over {
            return Err(EuchreError::RubberOver);
        }
        let options = self.options;
        let number = self.next_number();
        match event {
            EuchreEvent::Deal(deal) => {
                if self.hand.is_some() {
                    return Err(EuchreError::Phase("a deal is in progress".to_owned()));
                }
                deal.validate(options.pack)?;
                self.hand = Some(Box::new(Hand::new(number, self.dealer, *deal, options)));
            }
            EuchreEvent::DealOutOfTurn { seat, deal } => {
                self.on_deal_out_of_turn(*seat, deal.as_ref())?;
            }
            EuchreEvent::MisdealOutOfTurn { seat } => self.on_misdeal_out_of_turn(*seat)?,
            EuchreEvent::Reshuffles { seat } => self.on_reshuffle(*seat)?,
            EuchreEvent::Misdeal { excuse: None }
                if self.misdeal_of_deal_out_of_turn().is_some() =>
            {
                self.check_redeal()?;
                if let Some((cite, next, text)) = self.misdeal_of_deal_out_of_turn() {
                    let dealt = self.dealer;
                    self.end_without_play(
                        DealEnd::Misdeal,
                        Ruling::new(law(cite, ""), Some(dealt), text),
                    );
                    self.dealer = next;
                }
            }
            EuchreEvent::Misdeal { excuse } => {
                self.check_redeal()?;
                let (cite, text, loses) = match excuse {
                    None => (
                        law(41, ""),
                        "a misdeal loses the deal: the next player deals",
                        true,
                    ),
                    Some(MisdealExcuse::AdversaryTouched) => (
                        law(43, ""),
                        "an adversary touched the cards during the deal before the dealer's partner: the misdeal does not lose the deal, and the dealer deals again",
                        false,
                    ),
                    Some(MisdealExcuse::Interrupted) => (
                        law(44, ""),
                        "the adversaries interrupted the dealer with a claim they failed to establish: he may deal again",
                        false,
                    ),
                };
                let dealer = self.dealer;
                self.end_without_play(DealEnd::Misdeal, Ruling::new(cite, Some(dealer), text));
                if loses {
                    self.dealer = dealer.lho();
                }
            }
            EuchreEvent::DealtWithOtherPack { seat } if self.hand.is_none() => {
                self.other_pack_claimed(*seat)?;
            }
            EuchreEvent::NewDeal { cause } => {
                self.check_redeal()?;
                let (cite, what) = match cause {
                    NewDealCause::ImperfectPack => {
                        (law(33, ""), "the pack is incorrect or imperfect")
                    }
                    NewDealCause::CardFaced => (
                        law(34, ""),
                        "a card was found faced in the pack before a lead",
                    ),
                    NewDealCause::ExposedInTurning => (
                        law(39, ""),
                        "the dealer exposed another card in turning the trump card",
                    ),
                };
                let dealer = self.dealer;
                let text = format!(
                    "{what}: there must be a new deal by the same dealer, {}",
                    dealer.name()
                );
                self.end_without_play(DealEnd::NewDeal, Ruling::new(cite, None, text));
            }
            _ => {
                let dealer = self.dealer;
                let Some(hand) = self.hand.as_mut() else {
                    return Err(EuchreError::Phase(format!(
                        "no deal is in progress: {} deals next (write the `deal`)",
                        dealer.name()
                    )));
                };
                // Applied in place: on an error the table restores the state
                // from its checkpoint and the log (`Table::apply`).
                hand.apply(event)?;
                if let Some(number) = hand.new_deal_claimed() {
                    self.new_deal_claimed(number);
                } else if hand.is_over()
                    && let Some(done) = self.hand.take()
                {
                    self.finish(done);
                }
            }
        }
        Ok(())
    }

    /// A misdeal or new deal is found before a lead is made.
    fn check_redeal(&self) -> Result<(), EuchreError> {
        match &self.hand {
            Some(h) if h.lead_made() => Err(EuchreError::Phase(
                "a lead has been made: the deal stands".to_owned(),
            )),
            _ => Ok(()),
        }
    }

    pub(super) fn end_without_play(&mut self, end: DealEnd, ruling: Ruling) {
        let number = self.next_number();
        let mut hand = self.hand.take();
        let mut rulings = hand
            .as_mut()
            .map(|h| std::mem::take(&mut h.rulings))
            .unwrap_or_else(|| Vec::with_capacity(1));
        rulings.push(ruling);
        self.deals.push(DealRecord {
            number,
            dealer: self.dealer,
            end,
            hand,
            rulings,
            score: smallvec::SmallVec::new(),
        });
    }

    fn finish(&mut self, mut hand: Box<Hand>) {
        let options = self.options;
        let score = smallvec::SmallVec::from_vec(deal_points(&hand, &options));
        for entry in &score {
            self.score.add(entry, options.game);
        }
        let end = if hand.stage() == Stage::PassedOut {
            DealEnd::PassedOut
        } else if hand.hands_abandoned() {
            DealEnd::Abandoned
        } else {
            DealEnd::PlayedOut
        };
        let rulings = std::mem::take(&mut hand.rulings);
        self.deals.push(DealRecord {
            number: hand.number(),
            dealer: hand.dealer(),
            end,
            hand: Some(hand),
            rulings,
            score,
        });
        self.hand = None;
        // Law 28: the deal goes to the left (Law 77 after all pass twice).
        self.dealer = self.dealer.lho();
    }

    /// The cards the player on turn may play, if the play is on.
    pub fn legal_plays(&self) -> Vec<Card> {
        match self.hand.as_ref().and_then(|h| h.to_play().map(|s| (h, s))) {
            Some((h, s)) => h.legal_plays(s).iter().collect(),
            None => Vec::new(),
        }
    }
}
