//! The contract-bridge table's error: an event that cannot happen.

use crate::call::{Bid, Call};
use crate::card::Card;
use crate::law::CodeId;
use crate::ruling::OptionId;
use crate::seat::Seat;

/// An event that cannot happen. The table is left exactly as it was.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum EventError {
    /// An election when no ruling awaits one.
    #[error("no ruling is pending, so there is nothing to elect")]
    NoPending,
    /// An option the pending ruling does not offer.
    #[error("`{option}` is not an option here; the options are: {}", join(offered))]
    NotAnOption {
        /// The option named.
        option: OptionId,
        /// The options offered.
        offered: Vec<OptionId>,
    },
    /// An election by someone who has no right to choose.
    #[error("{seat:#} has no right to choose here; the choice is {chooser}'s")]
    NotChooser {
        /// Who tried to elect.
        seat: Seat,
        /// Who chooses.
        chooser: String,
    },
    /// Law 35: condonation happens only by the LHO's call.
    #[error("an inadmissible call is condoned only when {lho:#} calls (Law 35); enter his call")]
    CondonedOnlyByCalling {
        /// The offender's LHO.
        lho: Seat,
    },
    /// Something else happened while a ruling awaits an election.
    #[error("a ruling under {law} is pending: {chooser} must first choose one of: {}", .options.join(", "))]
    RulingPending {
        /// The law of the pending ruling.
        law: String,
        /// Who chooses.
        chooser: String,
        /// The option ids.
        options: Vec<String>,
    },
    /// The call out of rotation must be repeated, its offender's right-hand
    /// opponent having passed (rubber Laws 31(b)(i), 32(b)(i); duplicate
    /// 2017 Law 31A1 and its 2007 counterpart).
    #[error(
        "{seat:#} must repeat {call:#} here: his call out of rotation is repeated now that his right-hand opponent has passed"
    )]
    MustRepeat {
        /// The seat.
        seat: Seat,
        /// The call to repeat.
        call: Call,
    },
    /// Law 27: an insufficient bid is corrected by a sufficient bid or a pass.
    #[error("{seat:#} must correct {bid:#} by a sufficient bid or a pass (Law 27)")]
    MustSubstitute {
        /// The offender.
        seat: Seat,
        /// The insufficient bid.
        bid: Bid,
    },
    /// A change of call after another player has called.
    #[error("{seat:#} cannot change a call made at an earlier turn; enter the new call as a call")]
    ChangeTooLate {
        /// The seat.
        seat: Seat,
    },
    /// A change with no call to change.
    #[error("{seat:#} has made no call to change")]
    NoCallToChange {
        /// The seat.
        seat: Seat,
    },
    /// Law 21: partner has called since.
    #[error("{seat:#} cannot change that call: his partner has called since (Law 21)")]
    PartnerHasCalled {
        /// The seat.
        seat: Seat,
    },
    /// A call that must be legal is not.
    #[error("{call:#} cannot be chosen here: {why}")]
    NotLegal {
        /// The call.
        call: Call,
        /// Why not.
        why: String,
    },
    /// The auction is closed.
    #[error("the auction is closed")]
    AuctionClosed,
    /// Law 33 needs a call to be simultaneous with.
    #[error("a simultaneous call needs a call by another player just before it")]
    NotSimultaneous,
    /// The call to explain was never made.
    #[error("{seat:#} has made no call {call:#} to explain")]
    NoSuchCall {
        /// The caller.
        seat: Seat,
        /// The call.
        call: Call,
    },
    /// A call asked about, or found made on misinformation (rubber Laws
    /// 20, 21), was never made by the player named.
    #[error("{seat:#} has made no call {call:#} that stands")]
    NoCallMade {
        /// The player named.
        seat: Seat,
        /// The call.
        call: Call,
    },
    /// A card exposed after the auction when there is no play: the deal
    /// was passed out, or it is not known.
    #[error(
        "the auction is closed and there is no play to expose a card in: the deal was passed out, or it is not known (give it with a `deal` line)"
    )]
    PlayNotRefereed,
    /// An event at a contract-bridge table set up under a code that is not
    /// contract bridge: that game has a table of its own.
    #[error(
        "{code} is not refereed at a contract-bridge table: use its own game's table (`Table<{game}>`)"
    )]
    NotContractBridge {
        /// The code of the setup.
        code: CodeId,
        /// The name of the code's own game type.
        game: &'static str,
    },
    /// A request to repeat a call before any call.
    #[error("no call has been made to repeat")]
    NoCallToRepeat,
    /// A card played when there is no play to play it to.
    #[error("no card can be played: {why}")]
    NoPlay {
        /// Why not.
        why: String,
    },
    /// A lead penalty elected without its suit.
    #[error("name the suit: `elect {option} H`")]
    SuitNeeded {
        /// The option.
        option: OptionId,
    },
    /// An election that names a call or a suit its option does not take
    /// (only the options of Laws 21, 25(b)(ii) and 27 take a call, only the
    /// lead penalties of Laws 26 and 50 a suit).
    #[error("`{option}` is elected without {what}")]
    NotTaken {
        /// The option.
        option: OptionId,
        /// What it does not take: `a call` or `a suit`.
        what: &'static str,
    },
    /// A suit named twice in one prohibition (duplicate Law 51B2(b)).
    #[error("the prohibition names {suit:#} twice")]
    SuitTwice {
        /// The suit.
        suit: crate::card::Suit,
    },
    /// A prohibition of more than one suit where the law allows one:
    /// duplicate Law 51B2(b) reaches the suits of penalty cards in more
    /// than one suit only.
    #[error(
        "declarer may prohibit only one suit here (Law 51B2(b) needs penalty cards in more than one suit)"
    )]
    OneSuitOnly,
    /// A suit the lead penalty does not reach.
    #[error("the lead penalty does not reach {suit:#}")]
    SuitNotOffered {
        /// The suit named.
        suit: crate::card::Suit,
    },
    /// A designation of dummy's card that cannot be understood.
    #[error("{0}")]
    Designation(String),
    /// A designation when dummy is not to play.
    #[error("dummy is not to play: {why}")]
    NotDummysTurn {
        /// What the play stands at.
        why: String,
    },
    /// Dummy's card named after a Law 46 ruling must be one of those it allows.
    #[error("the card must be one of: {cards}")]
    NotACandidate {
        /// The cards allowed.
        cards: String,
    },
    /// An event whose laws this build does not referee under the code. No
    /// contract-bridge code returns it since the duplicate editions' laws of
    /// the auction are refereed; kept for codes still to come.
    #[error("under {code}, {what} is not yet refereed by this build")]
    NotRefereed {
        /// The code of laws.
        code: CodeId,
        /// What was not refereed.
        what: &'static str,
    },
    /// An explanation with nothing said.
    #[error("an explanation must say something")]
    EmptyExplanation,
    /// An exposure with no cards.
    #[error("name at least one card")]
    NoCards,
    /// A card exposed twice.
    #[error("{card:#} is already face up")]
    CardAlreadyExposed {
        /// The card.
        card: Card,
    },
    /// A card the player does not hold.
    #[error("{seat:#} does not hold {card:#}")]
    CardNotHeld {
        /// The seat.
        seat: Seat,
        /// The card.
        card: Card,
    },
    /// Law 23(c) needs a ruling that compels the offender's partner to pass.
    #[error("{}", match ruling { Some(r) => format!("ruling #{} does not compel an offender's partner to pass (Law 23(c))", r + 1), None => "no ruling so far compels an offender's partner to pass (Law 23(c))".to_owned() })]
    NoSilencingRuling {
        /// The ruling named, if any.
        ruling: Option<usize>,
    },
    /// An event that has no place at this point of the deal (bridge whist:
    /// a double before the trump is made, a word by a player with no right
    /// to speak).
    #[error("{why}")]
    NotNow {
        /// Why not, in plain words.
        why: String,
    },
}

fn join(ids: &[OptionId]) -> String {
    ids.iter()
        .map(|o| o.as_str())
        .collect::<Vec<_>>()
        .join(", ")
}
