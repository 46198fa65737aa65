//! Auction Bridge: the laws of the Whist Club of New York, November 1912
//! (the text at hand gives Laws 42-52; the doubling Laws 53-57 and the scoring
//! Laws 1-11 are those of the same code).
//!
//! A deal is refereed from the dealer's declaration to its score by an
//! [`AuctionBridgeTable`]: an append-only log of [`AuctionBridgeEvent`]s
//! and the [`AuctionBridge`] state folded from it. Its auction differs in
//! kind from contract bridge's, so it has its own types: a [`Declaration`]
//! is ranked by its value in points over six denominations
//! ([`AuctionDenomination`], with royal spades). The play runs on the
//! shared engine ([`BridgePlay`](crate::play::BridgePlay)), the rulings are
//! the shared [`Ruling`](crate::Ruling)s citing [`CodeId::AuctionBridge`](crate::CodeId).
//!
//! # The rules implemented
//!
//! - **Declaring (Laws 42-46).** The dealer must declare; each player in
//!   turn may pass, declare higher, double or redouble (Law 54). Higher is
//!   greater value in points, or equal value and more tricks (Law 44).
//! - **End of the auction.** The code has no one sentence for it; from Law
//!   45 ("his own declaration which has been passed by the three others")
//!   the auction closes when the last declaration, double or redouble has
//!   been followed by three passes.
//! - **Declarer (Law 46, Card Committee Case 7).** Of the side that made
//!   the final declaration, the partner who first named its denomination
//!   in a standing declaration, whatever bids intervened.
//! - **Doubling (Laws 53-55, 57).** A double never changes a declaration's
//!   value for bidding; a double or redouble reopens the bidding.
//!
//! # Decisions (docs/sources.md; also in the README)
//!
//! 1. Spades and royal spades are **different denominations** for Law 46:
//!    a dealer's "One Spade" does not make him declarer of his partner's
//!    royals. [`AuctionBridgeOptions::spades_and_royals_one_suit`] takes the
//!    literal reading (one trump suit) instead.
//! 2. The Law 48 limit is **100 in all** on the dealer's original "One
//!    Spade" as the final declaration, doubled or not; redoubled, no limit.
//! 3. An **impossible declaration** is one of more than seven odd tricks.
//!    Penalized, it is seven in its denomination (whatever its value) and
//!    partner is debarred. If an adversary calls before demanding a
//!    penalty, it stands as seven without debarment.
//! 4. **Made sufficient** (Law 50) means the lowest sufficient declaration
//!    in the same denomination (Case 2), else the lowest sufficient of all;
//!    over seven no trumps nothing is, and the offender is taken to pass.
//!    Not penalized in time, an insufficient declaration stands and is the
//!    declaration to overbid (Law 43: "the last declaration made").
//! 5. The **debarment** forbids declaring only: the debarred partner may
//!    pass or double (the code distinguishes declaring from doubling, Laws
//!    43, 49, 57). It lapses when an adversary of his bids, doubles or
//!    redoubles. A declaration he makes anyway does not stand (Case 2);
//!    he calls again.
//! 6. **Slam and little slam** (Laws 7, 8) go to declarer's side only, when
//!    the declaration is made with twelve or thirteen tricks.
//! 7. A **double Law 54 forbids** (partner's declaration, a second double,
//!    redoubling partner's double, nothing to double) carries no penalty
//!    (Case 6) and has no effect: it counts as a pass.
//! 8. A **pass out of turn** has no penalty (Law 49 speaks of declarations
//!    "other than passing"): it is of no effect and the player on turn
//!    calls. The dealer's pass at his first turn is of no effect (Law 42).
//! 9. Law 57 covers a **redouble out of turn** as well as a double. Let
//!    stand, a call out of turn counts as if in order, so an insufficient
//!    declaration out of turn is then ruled on under Law 50. The offender's
//!    LHO calling lets it stand.
//! 10. The choice of "either adversary" is the first made by either of
//!     them ([`Chooser::Adversaries`](crate::Chooser), Case 1). The Law
//!     50 demand must come before an adversary passes, doubles or declares:
//!     the offender's LHO calling forgoes it.
//! 11. Law 52: a player may correct his last call until the next player
//!     acts or an adversary demands the penalty (Case 2); the correction
//!     is then ruled on as a call in turn.
//! 12. Law 51: the lead called is a suit the adversary next on lead must
//!     lead if he can; it is enforced on the shared play engine.
//! 13. **Honours** are derived from the deal when all four hands are known
//!     (Law 6, with chicane, Law 9). Otherwise the result, the honours and
//!     the chicane are told at the table ([`AuctionBridgeEvent::Result`],
//!     [`AuctionBridgeEvent::Honours`], [`AuctionBridgeEvent::Chicane`]);
//!     honours not told are not scored, and the score says so. Game is 30
//!     trick points (Law 2), the rubber bonus 250 (Law 11).
//!
//! # The laws of the play (Laws 58-93)
//!
//! - **Exposed cards (Laws 65-75).** An [`AuctionBridgeEvent::Expose`]
//!   in the auction debars the offender's partner from any further bid or
//!   double (Law 65); before the opening lead, a card of the leader's
//!   partner lets declarer prohibit its suit for the opening lead (Laws 65,
//!   66). The adversaries' exposed cards stay face up, liable to be called
//!   ([`AuctionBridgeEvent::CallsCard`]); the call binds the owner's next
//!   play unless it would make him revoke (Law 74) and may be repeated
//!   (Law 75). Declarer's cards are never called, nor the adversaries'
//!   after his claim (Law 72).
//! - **Leads and plays out of turn (Laws 76-80).** An adversary's lead out
//!   of turn: declarer treats the card as exposed, calls a suit at the next
//!   adversary's lead, or lets the lead stand (Law 78). Declarer's: taken
//!   back, or let stand by the second hand (Law 77). The fourth hand before
//!   the second: declarer may direct the second hand's play (Law 80), as
//!   when an adversary calls attention to the trick (Law 92). The leader
//!   playing again before his partner, third hand, has played: the card is
//!   exposed and declarer may demand that the partner win the trick (Law
//!   71).
//! - **Dummy's suggestion (Law 62)**
//!   ([`AuctionBridgeEvent::Suggests`]): either adversary calls upon
//!   declarer to play the card suggested or not to play it, at dummy's
//!   next turn.
//! - **A card of dummy named or touched by declarer (Law 64)**
//!   ([`AuctionBridgeEvent::Touches`]): it is considered as played, by the
//!   path of a card played from dummy (in turn or not, Law 77); saying "I
//!   arrange", nothing is played; two or more touched at once, declarer
//!   elects one by playing it ([`AuctionBridge::pending_card`]). A card of
//!   declarer's own hand "is not played until actually quitted": the log
//!   plays it only when a `Play` event does (decisions 167-171).
//! - **Penalties not obeyed (Law 73)** are liable to the penalty for a
//!   revoke, as **revokes (Laws 83, 84, 89)** are: established when the
//!   trick is quitted, penalized at the end of the hand, declarer choosing
//!   150 points or three tricks for the adversaries' (Law 84(b)); corrected
//!   before the trick is quitted (`E corrects-revoke`), the penalty is in
//!   force again and an adversary's card played in error is exposed.
//!   Dummy's revoke is never liable to the penalty (Law 63): corrected
//!   before the trick is quitted (`S corrects-revoke`, S being dummy), the
//!   play goes back to the card without penalty; after, the trick stands
//!   ([`AuctionBridge::dummy_revokes`]). Dummy calling attention to an
//!   irregularity forfeits the penalty (Law 61).
//! - **Questions (Law 51, 93).** Asking the final declaration is a right
//!   ([`AuctionBridgeEvent::AsksFinalDeclaration`]); an unauthorized
//!   reference in the play lets declarer call a suit (Law 93).
//!
//! A card omitted from a trick is the director's finding
//! ([`AuctionBridgeEvent::OmittedToPlay`]): the adversaries may claim a
//! new deal (Law 81). A revoke corrected before it is established (Laws
//! 85, 86): the partner's question ([`AuctionBridgeEvent::AsksRevoke`],
//! [`AuctionBridgeEvent::AnswersNo`]) and the correction
//! ([`AuctionBridgeEvent::CorrectsRevoke`]), the play going back to the
//! card played in error (decisions 149-152); the same line corrects a
//! penalty not obeyed (Law 73) and dummy's revoke (Law 63), and any
//! correction puts back the play directed and the card called that stood
//! before the card (decisions 161-164). Law 82 (two cards played to one
//! trick, found later) is the director's finding
//! ([`AuctionBridgeEvent::SurplusCard`]): the surplus card restored and the
//! offender answerable for his revokes (decision 154).

mod alter;
mod auction;
mod conduct;
mod correction;
mod declaration;
mod dummy_revoke;
mod elect;
mod game;
mod in_force;
mod irregular;
mod leads;
mod play;
mod play_laws;
mod regular;
mod repetition;
mod revoke;
mod score;
mod touch;

use serde::{Deserialize, Serialize};

pub use crate::play::DummyRevoke;
pub use auction::{AuctionBridge, CallRecord, CallStatus, Debarment, FinalDeclaration, Outcome};
pub use declaration::{AuctionCall, AuctionDenomination, Declaration, ParseAuctionCallError};
pub(crate) use in_force::directive_options;
pub use play_laws::{CalledCard, Directed};
pub use revoke::{Revoke, RevokePenalty};
pub use score::{
    AuctionRubber, Column, DealScore, GAME, Holdings, HonoursHeld, RUBBER_BONUS, ScoreEntry,
    honours,
};

use crate::card::{Card, CardSet, Suit};
use crate::deal::Deal;
use crate::law::Citation;
use crate::ruling::OptionId;
use crate::seat::{Seat, Side};

/// The table customs the code leaves open (docs/sources.md).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct AuctionBridgeOptions {
    /// Law 46: count spades and royal spades as one suit when finding who
    /// first named the final denomination (the literal reading). Default
    /// `false`: they are two declarations (Law 4 values them apart).
    #[serde(default)]
    pub spades_and_royals_one_suit: bool,
}

/// Anything a player does at an auction bridge table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "kebab-case")]
pub enum AuctionBridgeEvent {
    /// A call, in turn or not (Laws 42-50, 54, 57).
    Call {
        /// Who calls.
        seat: Seat,
        /// The call.
        call: AuctionCall,
    },
    /// A player corrects his inadvertent call before the next player acts (Law 52).
    Correct {
        /// Who corrects.
        seat: Seat,
        /// The call meant.
        call: AuctionCall,
    },
    /// A player alters his last call before the next player acts, and the
    /// director finds it was not made inadvertently (Law 52): no correction.
    Alter {
        /// Who alters.
        seat: Seat,
        /// The call he would substitute.
        call: AuctionCall,
    },
    /// The chooser of a pending ruling elects an option.
    Elect {
        /// Who elects; `None` lets the engine take the chooser.
        #[serde(default)]
        seat: Option<Seat>,
        /// The option.
        option: OptionId,
        /// The suit of a called lead (Law 51).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        suit: Option<Suit>,
    },
    /// After the final declaration, an adversary of declarer tells his
    /// partner about a previous declaration (Law 51).
    Inform {
        /// Who told.
        seat: Seat,
    },
    /// A card played from a hand: by its owner, or dummy's by declarer.
    Play {
        /// The hand it comes from.
        seat: Seat,
        /// The card.
        card: Card,
    },
    /// The tricks declarer's side won, told at the table when the deal is
    /// not known and so not played here (Law 47).
    Result {
        /// Declarer's side's tricks, 0 to 13.
        tricks: u8,
    },
    /// The honours a side held, told at the table when the deal is not
    /// known (Law 6: "scored as held").
    Honours {
        /// The side holding them.
        side: Side,
        /// What it held.
        held: HonoursHeld,
    },
    /// A side's hands void of trumps, told at the table when the deal is
    /// not known (Law 9).
    Chicane {
        /// The side.
        side: Side,
        /// 1: chicane; 2: double chicane.
        hands: u8,
    },
    /// A player exposes a card from his hand (Laws 65, 66, 68, 72): drops
    /// it face up, lets his partner see it, names it as held, or throws
    /// his cards on the table (one event a card).
    Expose {
        /// Whose card.
        seat: Seat,
        /// The card.
        card: Card,
    },
    /// Declarer calls an adversary's exposed card: its owner must play it
    /// at his next turn, if he can without revoking (Laws 67, 70, 74, 75).
    CallsCard {
        /// Declarer.
        seat: Seat,
        /// The exposed card.
        card: Card,
    },
    /// A player calls attention: an adversary of declarer to the trick
    /// before his partner has played (Law 92); dummy to an incident of
    /// the play, which forfeits the penalty pending (Law 61).
    CallsAttention {
        /// Who.
        seat: Seat,
    },
    /// During the play an adversary of declarer makes an unauthorized
    /// reference to an incident of the play or a previous bid (Law 93).
    Refers {
        /// Who.
        seat: Seat,
    },
    /// A player asks what the final declaration was (Law 51: his right at
    /// any time during the play; not information given).
    AsksFinalDeclaration {
        /// Who asks.
        seat: Seat,
    },
    /// Declarer says "I have the rest", or the like (Law 72).
    Claims {
        /// Declarer.
        seat: Seat,
    },
    /// The director's finding that a player (not dummy) omitted playing to
    /// a trick and played to the next before it was corrected (Law 81).
    OmittedToPlay {
        /// Who omitted.
        seat: Seat,
    },
    /// The director's finding, during the play, that a player (not dummy)
    /// played two cards to an earlier trick (Law 82): `card` is the surplus
    /// card, still in his hand in the record, restored to him.
    SurplusCard {
        /// Who played two cards to one trick.
        seat: Seat,
        /// The trick that held the surplus card, 0 for the first.
        trick: u8,
        /// The surplus card restored to him.
        card: Card,
    },
    /// A player asks his partner whether he has a card of the suit he
    /// has renounced (Law 85; dummy asking declarer, Law 60(a)).
    AsksRevoke {
        /// Who asks.
        seat: Seat,
    },
    /// The partner so asked answers that he has none (Law 85): the error
    /// may no longer be corrected after the trick is quitted.
    AnswersNo {
        /// Who answers.
        seat: Seat,
    },
    /// A player corrects his revoke in time to save it (Laws 85, 86), or a
    /// penalty he did not obey before the trick is turned and quitted (Law
    /// 73); dummy's seat: declarer corrects dummy's revoke before the trick
    /// is turned and quitted (Law 63).
    CorrectsRevoke {
        /// Who revoked (dummy, for dummy's revoke).
        seat: Seat,
    },
    /// Dummy suggests the play of a card from dummy (Law 62).
    Suggests {
        /// Dummy.
        seat: Seat,
        /// The card suggested.
        card: Card,
    },
    /// Declarer names or touches a card in the dummy (Law 64): it is
    /// considered as played, unless he says "I arrange"; two or more
    /// touched at once, he elects which one to play.
    Touches {
        /// Declarer.
        seat: Seat,
        /// The card or cards of dummy named or touched.
        cards: CardSet,
        /// He said "I arrange", or words to that effect: nothing is played.
        #[serde(default, skip_serializing_if = "core::ops::Not::not")]
        arrange: bool,
    },
}

/// An event that cannot happen at an auction bridge table. The table is
/// left exactly as it was.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum AuctionBridgeError {
    /// The auction is over.
    #[error(
        "the auction is closed (Law 45: the last declaration has been passed by the three others)"
    )]
    AuctionClosed,
    /// A new deal was demanded: nothing more happens in this one.
    #[error("a new deal was demanded under {law}; this deal is over")]
    NewDeal {
        /// The law under which it was demanded.
        law: Citation,
    },
    /// Law 51 and the play come after the final declaration.
    #[error("the final declaration has not been made yet")]
    AuctionOpen,
    /// Law 51 concerns the adversaries of declarer only.
    #[error("{seat:#} is not an adversary of the declarer, {declarer:#} (Law 51)")]
    NotAnAdversary {
        /// Who was said to inform.
        seat: Seat,
        /// The declarer.
        declarer: Seat,
    },
    /// An election when no ruling awaits one.
    #[error("no ruling is pending, so there is nothing to elect")]
    NoPending,
    /// An option the pending ruling does not offer.
    #[error("`{option}` is not an option here; the options are: {}", offered.iter().map(|o| o.as_str()).collect::<Vec<_>>().join(", "))]
    NotAnOption {
        /// The option named.
        option: OptionId,
        /// The options offered.
        offered: Vec<OptionId>,
    },
    /// An election by someone with no right to choose.
    #[error("{seat:#} has no right to choose here; the choice belongs to {chooser}")]
    NotChooser {
        /// Who tried.
        seat: Seat,
        /// Who chooses.
        chooser: String,
    },
    /// A called lead without its suit.
    #[error("name the suit: `elect {option} H`")]
    SuitNeeded {
        /// The option.
        option: OptionId,
    },
    /// A suit named with an option that takes none (only a called lead
    /// names one, Law 51).
    #[error("`{option}` takes no suit: `elect {option}`")]
    SuitNotTaken {
        /// The option.
        option: OptionId,
    },
    /// Something else while a ruling awaits an election.
    #[error("a ruling under {law} is pending: {chooser} must first choose one of: {}", .options.join(", "))]
    RulingPending {
        /// The law of the pending ruling.
        law: String,
        /// Who chooses.
        chooser: String,
        /// The option ids.
        options: Vec<String>,
    },
    /// Law 52: the next player has acted.
    #[error("{seat:#} cannot correct his call: the next player has acted since (Law 52)")]
    ChangeTooLate {
        /// The seat.
        seat: Seat,
    },
    /// Law 52 and Case 2: an adversary has demanded the penalty.
    #[error(
        "{seat:#} cannot correct his call: an adversary has called attention to it and the law has been applied (Law 52, Case 2)"
    )]
    PenaltyDemanded {
        /// The seat.
        seat: Seat,
    },
    /// A correction with no call to correct.
    #[error("{seat:#} has made no call that can be corrected")]
    NoCallToChange {
        /// The seat.
        seat: Seat,
    },
    /// A card the player does not hold.
    #[error("{seat:#} does not hold {card:#}")]
    CardNotHeld {
        /// The seat.
        seat: Seat,
        /// The card.
        card: Card,
    },
    /// A result, honours or chicane told when they follow from the deal,
    /// or told twice, or not possible as told.
    #[error("{why}")]
    NotDeclarable {
        /// Why not.
        why: String,
    },
    /// No card can be played.
    #[error("no card can be played: {why}")]
    NoPlay {
        /// Why not.
        why: String,
    },
    /// A suit the option does not offer (Laws 65, 66: the suit of an
    /// exposed card).
    #[error("{} is not offered here; the suits are: {}", suit.name(), suits.iter().map(|s| s.name()).collect::<Vec<_>>().join(", "))]
    SuitNotOffered {
        /// The suit named.
        suit: Suit,
        /// The suits offered.
        suits: Vec<Suit>,
    },
    /// Something only declarer does (calling an exposed card, a claim).
    #[error("only the declarer, {declarer:#}, may {what}")]
    NotDeclarer {
        /// What was tried.
        what: &'static str,
        /// The declarer.
        declarer: Seat,
    },
    /// A card called that is not an adversary's exposed card.
    #[error(
        "{card:#} is not an exposed card of declarer's adversaries, so it cannot be called (Law 67)"
    )]
    NotExposed {
        /// The card.
        card: Card,
    },
    /// The card is exposed already.
    #[error("{card:#} is exposed already")]
    AlreadyExposed {
        /// The card.
        card: Card,
    },
    /// A question about a renounce, its answer or a correction, with no
    /// revoke it can bear on (Laws 85, 86).
    #[error("{why}")]
    NoCorrection {
        /// Why.
        why: String,
    },
    /// Attention called with nothing it bears on.
    #[error("{why}")]
    NoAttention {
        /// Why it has no effect.
        why: String,
    },
    /// A demand made after the law allowed it.
    #[error("too late: {why} ({law})")]
    TooLate {
        /// The law that makes it too late.
        law: Citation,
        /// Why.
        why: String,
    },
}

/// What an auction bridge table starts from.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct AuctionBridgeSetup {
    /// The dealer, who must declare first (Law 42).
    pub dealer: Seat,
    /// The deal, if known (for the play, honours and chicane).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub deal: Option<Deal>,
    /// The customs in force.
    #[serde(default)]
    pub options: AuctionBridgeOptions,
}

/// An auction bridge table: its setup, the log of events, and the state
/// folded from them (reached through `Deref`).
///
/// # Examples
/// An insufficient declaration penalized (Law 50): made sufficient, and
/// the offender's partner debarred.
/// ```
/// use tablelaw::codes::auction_bridge::{AuctionBridgeEvent as E, AuctionBridgeSetup, AuctionBridgeTable};
/// use tablelaw::{OptionId, Seat};
/// let mut t = AuctionBridgeTable::with_setup(AuctionBridgeSetup::new(Seat::North));
/// t.apply(E::Call { seat: Seat::North, call: "2H".parse()? })?;
/// t.apply(E::Call { seat: Seat::East, call: "2D".parse()? })?; // 14 < 16
/// let (_, ruling) = t.pending().unwrap();
/// assert_eq!(ruling.law.to_string(), "auction-bridge Law 50");
/// t.apply(E::Elect { seat: Some(Seat::South), option: OptionId::Penalty, suit: None })?;
/// assert_eq!(t.last_declaration().unwrap().0.to_string(), "3D");
/// assert!(t.is_debarred(Seat::West));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub type AuctionBridgeTable = crate::table::Table<AuctionBridge>;

impl AuctionBridgeSetup {
    /// A table with `dealer` to declare first, no deal known, the code as written.
    pub fn new(dealer: Seat) -> AuctionBridgeSetup {
        AuctionBridgeSetup {
            dealer,
            deal: None,
            options: AuctionBridgeOptions::default(),
        }
    }
}

impl AuctionBridge {
    /// The deal's score, once the thirteen tricks are played (Laws 47, 48,
    /// 56, 4-10). When the deal is not known, from the result told at the
    /// table, with the honours and chicane told (if any were).
    pub fn score(&self) -> Option<DealScore> {
        let f = *self.final_declaration()?;
        if self.play.is_some() {
            let won = self.won()?;
            return Some(self.score_with_revokes(f, won[f.declarer.side()]));
        }
        let tricks = self.told.result?;
        Some(if self.told.any {
            DealScore::with_holdings(f, tricks, self.told.holdings)
        } else {
            DealScore::new(f, tricks, self.deal.as_ref())
        })
    }
}
