//! What can happen at a euchre table, regular or not, what cannot, and
//! the law each event of a deal in progress goes to.

use serde::{Deserialize, Serialize};

use crate::card::{Card, Suit};
use crate::law::Citation;
use crate::ruling::OptionId;
use crate::seat::{Seat, Side};

use super::deal::EuchreDeal;
use super::elect;
use super::hand::{Hand, Stage};
use super::making::Accept;

/// Why a misdeal does not lose the deal (Laws 43, 44): the director's finding.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum MisdealExcuse {
    /// An adversary touched the cards first during the deal (Law 43).
    AdversaryTouched,
    /// The adversaries interrupted the dealer with a claim they failed to
    /// establish (Law 44).
    Interrupted,
}

/// Why the same dealer deals again (Laws 33, 34, 39).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum NewDealCause {
    /// The pack is incorrect or imperfect (Law 33).
    ImperfectPack,
    /// A card is found faced in the pack before a lead (Law 34).
    CardFaced,
    /// The dealer exposed another card in turning the trump card (Law 39).
    ExposedInTurning,
}

/// One event at the table, in the laws' words.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "kebab-case")]
#[non_exhaustive]
pub enum EuchreEvent {
    /// The dealer in turn deals: the hands and the trump card turned (Laws 28, 37, 42).
    Deal(EuchreDeal),
    /// A misdeal (Laws 41, 42): the deal passes to the left, unless excused.
    Misdeal {
        /// The director's finding that excuses it, if any (Laws 43, 44).
        excuse: Option<MisdealExcuse>,
    },
    /// A new deal by the same dealer (Laws 33, 34, 39).
    NewDeal {
        /// Why.
        cause: NewDealCause,
    },
    /// A pass (Laws 74-77); after a declaration, a pass by one who did not
    /// hear it (Law 81).
    Pass {
        /// Who passes.
        seat: Seat,
        /// The director's finding that the player did not hear a declaration (Law 81).
        not_heard: bool,
    },
    /// The eldest or the third hand orders up the trump (Laws 74, 76).
    OrderUp {
        /// Who orders up.
        seat: Seat,
    },
    /// The second hand, the dealer's partner, assists (Law 75).
    Assist {
        /// Who assists.
        seat: Seat,
    },
    /// The dealer takes up the trump (Law 76).
    TakeUp {
        /// The dealer.
        seat: Seat,
    },
    /// A declaration to play alone: "Alone", or in the second round "Alone
    /// at hearts" (Laws 74-76, 93, 98).
    PlayAlone {
        /// Who plays alone.
        seat: Seat,
        /// The suit named, in the second round.
        suit: Option<Suit>,
    },
    /// "I take it from you": the partner of the player who made the trump
    /// plays alone instead (Laws 74, 75, 94).
    TakeItFrom {
        /// Who takes it.
        seat: Seat,
    },
    /// In the second round, a player names a suit for trumps (Laws 77, 78).
    Name {
        /// Who names.
        seat: Seat,
        /// The suit.
        suit: Suit,
    },
    /// The dealer turns the trump card down (Laws 76, 82).
    TurnDown {
        /// Who turns it down.
        seat: Seat,
    },
    /// The dealer throws his cards on the table in the second round (Law
    /// 82); in the play, any player throws his cards on the table face
    /// upwards (Laws 48-50).
    ThrowsCards {
        /// Who throws them.
        seat: Seat,
    },
    /// After naming the suit turned down, or passing, a player mentions the
    /// suit he intended to make trumps (Law 79).
    MentionsSuit {
        /// Who mentions it.
        seat: Seat,
        /// The suit.
        suit: Suit,
    },
    /// Defending alone against a lone hand (today's custom; an option of the table).
    DefendAlone {
        /// Who defends alone.
        seat: Seat,
    },
    /// The dealer's discard, placed under the pack and quitted (Law 86).
    Discard {
        /// The card.
        card: Card,
    },
    /// A card played.
    Play {
        /// Whose card.
        seat: Seat,
        /// The card.
        card: Card,
    },
    /// Before his partner has played, a player calls attention to the trick
    /// (Law 83).
    CallsAttention {
        /// Who calls attention.
        seat: Seat,
    },
    /// An adversary calls an exposed card (Laws 46, 56, 105).
    CallsCard {
        /// Who calls.
        seat: Seat,
        /// The card.
        card: Card,
    },
    /// An adversary calls a suit from the player who led out of turn, or
    /// his partner, at his lead (Law 52).
    CallsSuit {
        /// Who calls.
        seat: Seat,
        /// The suit.
        suit: Suit,
    },
    /// A player demands that the cards be placed before their players (Law 84).
    DemandsCardsPlaced {
        /// Who demands.
        seat: Seat,
    },
    /// A player asks who played a particular card (Law 84).
    AsksWhoPlayed {
        /// Who asks.
        seat: Seat,
    },
    /// A player asks his partner whether he has not a card of the suit
    /// he renounced (Law 65).
    AsksRevoke {
        /// Who asks.
        seat: Seat,
    },
    /// The partner asked answers that he has none (Law 65).
    AnswersNo {
        /// Who answers.
        seat: Seat,
    },
    /// A player corrects his revoke in time to save it (Law 69).
    CorrectsRevoke {
        /// Who revoked.
        seat: Seat,
    },
    /// An election among the options of the pending ruling.
    Elect {
        /// Who elects; `None` when the record does not say which adversary.
        seat: Option<Seat>,
        /// The option.
        option: OptionId,
    },
    /// The director's finding that the side to elect consulted on which
    /// penalty to exact (Law 85).
    Consulted {
        /// The side that consulted.
        side: Side,
    },
    /// A player not the dealer in turn deals (Law 40): found before the
    /// trump card is turned (`deal` is `None`) the deal is stopped and the
    /// dealer in turn deals; found after, the deal stands as `seat`'s.
    DealOutOfTurn {
        /// Who dealt.
        seat: Seat,
        /// The deal, when the trump card was turned before the error was found.
        deal: Option<EuchreDeal>,
    },
    /// The dealer in turn re-shuffles after the pack is cut: he loses the
    /// deal (Law 31).
    Reshuffles {
        /// The dealer.
        seat: Seat,
    },
    /// The trump card lifted from the pack, or removed, before it is
    /// played: an exposed card (Laws 46 III, 91).
    LiftsTrumpCard {
        /// Who lifted it.
        seat: Seat,
    },
    /// A player not the dealer in turn took the deal and misdealt (Laws
    /// 40, 45): the dealer's partner loses the dealer his deal.
    MisdealOutOfTurn {
        /// Who dealt and misdealt.
        seat: Seat,
    },
    /// A card exposed: dropped face upwards, or in any way exposed on or
    /// above the table (Law 46 II).
    Exposes {
        /// Whose card.
        seat: Seat,
        /// The card.
        card: Card,
        /// The director's finding that it was dropped on the floor or
        /// elsewhere below the table, so that it is not exposed (Law 46).
        below_table: bool,
    },
    /// A card of `seat`'s exposed while dealing, found before anyone has
    /// declared (Laws 35-37).
    ExposedInDealing {
        /// Whose card.
        seat: Seat,
        /// The director's finding that the side entitled to claim a new
        /// deal touched the cards first (Laws 35, 36).
        touched: bool,
    },
    /// The dealer dealt with the adversaries' cards (Law 38): before the
    /// deal is written, the claim of a new deal; after, the deal is good.
    DealtWithOtherPack {
        /// The dealer.
        seat: Seat,
    },
    /// The director's finding that a player omitted playing to a former
    /// trick and played to the next before it was found (Law 60).
    OmittedToPlay {
        /// Who omitted.
        seat: Seat,
    },
    /// The director's finding, during the play, that a player played two
    /// cards to an earlier trick (Law 61): `card` is the surplus card,
    /// still in his hand in the record, restored to him.
    SurplusCard {
        /// Who played two cards to one trick.
        seat: Seat,
        /// The trick that held the surplus card, 0 for the first.
        trick: u8,
        /// The surplus card restored to him.
        card: Card,
    },
    /// An adversary names a card another player has detached from the
    /// rest of his hand (Law 51).
    NamesCard {
        /// The adversary who names it.
        seat: Seat,
        /// Whose card he names.
        owner: Seat,
        /// The card named.
        card: Card,
    },
}

impl EuchreEvent {
    /// A pass, heard or not beside the point.
    pub const fn pass(seat: Seat) -> EuchreEvent {
        EuchreEvent::Pass {
            seat,
            not_heard: false,
        }
    }

    /// A card played.
    pub const fn play(seat: Seat, card: Card) -> EuchreEvent {
        EuchreEvent::Play { seat, card }
    }
}

/// An event that cannot happen. The game is left exactly as it was.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum EuchreError {
    /// The cards given are not a deal.
    #[error("{0}")]
    Deal(#[from] super::deal::DealError),
    /// An event that needs a deal in progress, or a deal while one is.
    #[error("{0}")]
    Phase(String),
    /// The rubber is over.
    #[error("the rubber is over")]
    RubberOver,
    /// A card the player does not hold.
    #[error("{seat:#} does not hold {card:#}")]
    CardNotHeld {
        /// The seat.
        seat: Seat,
        /// The card.
        card: Card,
    },
    /// The act is another's in the laws' words.
    #[error("{seat:#} cannot {what}: {why}")]
    NotHis {
        /// The seat.
        seat: Seat,
        /// What he tried.
        what: &'static str,
        /// Why not, citing the law.
        why: String,
    },
    /// A player bound to pass tried something else.
    #[error("{seat:#} must pass ({law})")]
    MustPass {
        /// The seat.
        seat: Seat,
        /// The law that binds him.
        law: Citation,
    },
    /// Stick the dealer: the dealer may not pass in the second round.
    #[error("{seat:#} is the dealer and must name a suit (stick the dealer)")]
    DealerIsStuck {
        /// The dealer.
        seat: Seat,
    },
    /// An election when no ruling awaits one.
    #[error("no ruling is pending, so there is nothing to elect")]
    NoPending,
    /// An option the pending ruling does not offer.
    #[error("`{option}` is not an option here; the options are: {offered}")]
    NotAnOption {
        /// The option named.
        option: OptionId,
        /// The options offered.
        offered: String,
    },
    /// An election by someone who has no right to choose.
    #[error("{seat:#} has no right to choose here; the choice is {chooser}'s")]
    NotChooser {
        /// Who tried to elect.
        seat: Seat,
        /// Who chooses.
        chooser: String,
    },
    /// Something else while a ruling awaits an election.
    #[error("a ruling under {law} is pending: {chooser} must first choose one of: {options}")]
    RulingPending {
        /// The law of the pending ruling.
        law: Citation,
        /// Who chooses.
        chooser: String,
        /// The option ids.
        options: String,
    },
    /// A card played by a hand that sits out beside a lone defender
    /// (today's custom, which has no law for it).
    #[error("it is {turn}'s turn to play, not {seat:#}'s: {why}")]
    NotTurnToPlay {
        /// Who played.
        seat: Seat,
        /// Whose turn it is, in words.
        turn: String,
        /// What the laws would say, and that it is not refereed yet.
        why: &'static str,
    },
    /// An option of the table that is not in force.
    #[error("{0} is not an option of this table")]
    OptionOff(&'static str),
}

impl Hand {
    /// Applies an event other than a deal, misdeal or new deal.
    pub(super) fn apply(&mut self, event: &EuchreEvent) -> Result<(), EuchreError> {
        use EuchreEvent as E;
        if let Some((_, r)) = self.pending()
            && !matches!(event, E::Elect { .. } | E::Consulted { .. })
            && !self.follows_false_lead(event)
        {
            return Err(elect::pending_error(r));
        }
        let done = match *event {
            E::Pass { seat, not_heard } => self.on_pass(seat, not_heard),
            E::OrderUp { seat } => self.on_accept(seat, Accept::OrderUp, None),
            E::Assist { seat } => self.on_accept(seat, Accept::Assist, None),
            E::TakeUp { seat } => self.on_accept(seat, Accept::TakeUp, None),
            E::PlayAlone { seat, suit } => self.on_accept(seat, Accept::Alone, suit),
            E::TakeItFrom { seat } => self.on_take_it(seat),
            E::Name { seat, suit } => self.on_name(seat, suit, false),
            E::TurnDown { seat } => self.on_turn_down(seat),
            E::ThrowsCards { seat } if self.stage == Stage::Play => self.on_throw_in_play(seat),
            E::ThrowsCards { seat } => self.on_throw(seat),
            E::Exposes {
                seat,
                card,
                below_table,
            } => self.on_exposes(seat, card, below_table),
            E::NamesCard { seat, owner, card } => self.on_names_card(seat, owner, card),
            E::ExposedInDealing { seat, touched } => self.on_exposed_in_dealing(seat, touched),
            E::DealtWithOtherPack { seat } => self.on_dealt_with_other_pack(seat),
            E::OmittedToPlay { seat } => self.on_omitted_to_play(seat),
            E::SurplusCard { seat, trick, card } => self.on_surplus_card(seat, trick, card),
            E::LiftsTrumpCard { seat } => self.on_lifts_trump(seat),
            E::MentionsSuit { seat, suit } => self.on_mention(seat, suit),
            E::DefendAlone { seat } => self.on_defend_alone(seat),
            E::Discard { card } => {
                if self.stage != Stage::Play {
                    return Err(EuchreError::Phase("the trump is not made".to_owned()));
                }
                self.on_discard(card)
            }
            E::Play { seat, card } => self.on_play(seat, card),
            E::CallsAttention { seat } => self.on_attention(seat),
            E::CallsCard { seat, card } => {
                self.order_or_err()?;
                self.on_calls_card(seat, card)
            }
            E::CallsSuit { seat, suit } => {
                self.order_or_err()?;
                self.on_calls_suit(seat, suit)
            }
            E::DemandsCardsPlaced { seat } => self.on_placing(seat, true),
            E::AsksWhoPlayed { seat } => self.on_placing(seat, false),
            E::AsksRevoke { seat } => self.on_asks_revoke(seat),
            E::AnswersNo { seat } => self.on_answers_no(seat),
            E::CorrectsRevoke { seat } => self.on_corrects_revoke(seat),
            E::Elect { seat, option } => self.on_elect(seat, option),
            E::Consulted { side } => self.on_consulted(side),
            E::Deal(_)
            | E::Misdeal { .. }
            | E::NewDeal { .. }
            | E::DealOutOfTurn { .. }
            | E::MisdealOutOfTurn { .. }
            | E::Reshuffles { .. } => Err(EuchreError::Phase("a deal is in progress".to_owned())),
        };
        if done.is_ok() {
            self.establish_revokes();
        }
        done
    }
}
