//! Events: anything a player or the director does at the table.
//!
//! A table is an append-only log of events; its state is a fold over them.
//! An election is an event; so is a director's finding on a question of
//! judgment, which the laws leave to people.

use serde::{Deserialize, Serialize};

use crate::call::{Bid, Call};
use crate::card::{Card, Suit};
use crate::ruling::OptionId;
use crate::score::{AdjustedScore, AdjustmentCause};
use crate::seat::{Seat, Side};

/// Whether a partnership understanding used by a call was disclosed (rubber Law 40).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Understanding {
    /// The side disclosed its use beforehand (Law 40(a)).
    DisclosedBeforehand,
    /// Disclosed by partner at the time it was used, as agreed (Law 40(b)).
    DisclosedAtTheTime,
    /// Not disclosed.
    Undisclosed,
}

/// What goes with a call besides the call itself.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Annotation {
    /// The call was alerted.
    #[serde(default, skip_serializing_if = "core::ops::Not::not")]
    pub alert: bool,
    /// The suits an artificial call relates to, if other than the one named
    /// (rubber Law 26(a): "such suit is the suit or suits to which the call relates").
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub relates_to: Vec<Suit>,
    /// The call used a partnership understanding (rubber Law 40).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub understanding: Option<Understanding>,
    /// The bid a doubler or redoubler named (rubber Law 19: he is deemed to
    /// have doubled the bid as it was made).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub stated: Option<Bid>,
    /// Made simultaneously with the call of the player on turn (rubber Law 33).
    #[serde(default, skip_serializing_if = "core::ops::Not::not")]
    pub simultaneous: bool,
}

impl Annotation {
    /// Whether nothing is annotated.
    pub fn is_empty(&self) -> bool {
        *self == Annotation::default()
    }
}

/// The director's finding on a change of call.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum ChangeFinding {
    /// A deliberate change, too late for Law 24: rubber Law 25 applies.
    #[default]
    Deliberate,
    /// An inadvertent call corrected without pause for thought: rubber Law 24.
    Inadvertent,
    /// A call changed because of misinformation given by an opponent: rubber Law 21.
    Misinformation,
    /// A call made on the player's own misunderstanding: no recourse, rubber Law 21.
    OwnMisunderstanding,
}

/// A finding of the director on a question of judgment.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "finding", rename_all = "kebab-case")]
pub enum Finding {
    /// Rubber Law 23(c): when the offender's partner is compelled to pass, the
    /// offender could have known at the time that the enforced pass would be
    /// likely to damage the non-offending side.
    DamageLikely {
        /// The ruling it applies to; the latest ruling silencing a partner if none.
        #[serde(default)]
        ruling: Option<usize>,
    },
    /// Duplicate Law 54C: after a faced opening lead out of turn, declarer
    /// could have seen a card of dummy's: he must accept the lead.
    DeclarerSawDummy,
    /// Duplicate Law 70: on a contested claim, the tricks of those not
    /// played that normal play gives the claimer's side.
    ClaimTricks {
        /// The tricks.
        tricks: u8,
    },
    /// Duplicate Law 71: tricks conceded that the conceding side had won
    /// (71A), or could not lose by any normal play (71B), given back to it.
    ConcessionCancelled {
        /// The tricks.
        tricks: u8,
        /// Won in fact (71A), or not to be lost by any normal play (71B);
        /// `None` if the director does not say.
        #[serde(default)]
        won: Option<bool>,
    },
    /// Duplicate Law 69B: tricks a side agreed to lose that it had won
    /// (69B1), or would likely have won (69B2), given back to it.
    AgreementWithdrawn {
        /// The tricks.
        tricks: u8,
        /// Won in fact (69B1), or likely to have been won (69B2); `None`
        /// if the director does not say.
        #[serde(default)]
        won: Option<bool>,
    },
    /// Duplicate Laws 64B4, B5: attention was first drawn to the revokes
    /// after a non-offender called on the next deal (64B4), or after the
    /// round ended (64B5).
    RevokeNoticedLate {
        /// After the round ended (64B5), not only a call on the next deal.
        #[serde(default)]
        after_round: bool,
    },
    /// Duplicate Law 64C: the non-offending side is insufficiently
    /// compensated; the declaring side's tricks the director assigns.
    RevokeEquity {
        /// The declaring side's tricks.
        tricks: u8,
    },
    /// Duplicate Law 67B1: `seat` failed to play a card to trick `trick`
    /// (numbered from 1), found after both sides played to the next trick: he is
    /// deemed to have revoked on it.
    DefectiveTrick {
        /// The offender.
        seat: Seat,
        /// The defective trick, from 1.
        trick: u8,
    },
    /// Duplicate Law 14B: a card missing from `seat`'s hand is found; it is
    /// deemed to have belonged to the hand throughout.
    MissingCard {
        /// The deficient hand.
        seat: Seat,
        /// The card found.
        card: Card,
        /// Found among the played cards, in this trick (from 1): Law 67
        /// applies (14B1).
        #[serde(default)]
        trick: Option<u8>,
    },
    /// Duplicate Law 13C: a surplus card not part of the deal is found and
    /// removed; if it was played to a quitted trick (this trick, from 1),
    /// an adjusted score may be awarded.
    ForeignCard {
        /// The card, as it reads.
        card: Card,
        /// The quitted trick it was found played to, if any.
        #[serde(default)]
        trick: Option<u8>,
    },
    /// Duplicate Law 45C3's exception: declarer touched dummy's `card` only
    /// to arrange dummy's cards or to reach another card: it is not played.
    TouchedToReach {
        /// Dummy's card touched.
        card: Card,
    },
    /// Duplicate Law 67B2: `seat` played `card` as a second card to trick
    /// `trick` (from 1), found after both sides played to the next trick:
    /// it is restored to his hand (the record has it there), the trick's
    /// ownership unchanged, and a failure to have played it since may be a
    /// revoke.
    SurplusCard {
        /// Who played too many cards.
        seat: Seat,
        /// The trick, numbered from 1.
        trick: u8,
        /// The surplus card.
        card: Card,
        /// Played simultaneously with his card to the trick and found only
        /// after both sides played to the next (Law 58B4).
        #[serde(default)]
        simultaneous: bool,
    },
    /// Duplicate Law 13 (B2, D): a hand held more than thirteen cards and
    /// another fewer: the result is cancelled for an adjusted score.
    IncorrectCards,
    /// Duplicate Law 15A (2007 17D): `seat` called holding the cards of a
    /// wrong board.
    WrongHand {
        /// Who held the wrong cards.
        seat: Seat,
    },
    /// Duplicate Law 15B: the board was not designated for this round;
    /// whether a player at the table had played it before.
    WrongBoard {
        /// A player at the table had played the board before (15B1).
        played_before: bool,
    },
    /// Duplicate Law 47E1: the lead out of turn, or the defender's premature
    /// play (57A), awaiting its ruling was made because an opponent
    /// mistakenly told the player it was his turn: it is retracted without
    /// further rectification (no penalty card).
    ToldTurn,
    /// Duplicate Law 45C4(b): the card of `seat` in the trick in progress
    /// was designated unintentionally, and `card` was intended (2017:
    /// declarer's designation of dummy's card, a slip of the tongue,
    /// until declarer next plays from either hand; 2007: any player's,
    /// without pause for thought, until his partner has played).
    UnintendedDesignation {
        /// The hand whose card was designated.
        seat: Seat,
        /// The card intended.
        card: Card,
    },
    /// Duplicate Law 47E2(a): `seat` played the last card of the trick in
    /// progress because of a mistaken explanation of an opponent's call or
    /// play, and retracts it before a corrected explanation.
    MistakenExplanation {
        /// The player who retracts his card.
        seat: Seat,
    },
    /// Duplicate Law 12C: the director awards `score` in place of the
    /// score obtained in play, redressing the damage done by `offenders`'
    /// infraction (`cause`).
    AdjustedScore {
        /// The infraction, and the clause empowering the adjustment.
        cause: AdjustmentCause,
        /// The offending side.
        offenders: Side,
        /// The score awarded.
        score: AdjustedScore,
    },
    /// 2017 Law 16D1 (2007 16C1): `seat` accidentally received extraneous
    /// information about the board (a wrong hand seen, calls or results
    /// overheard, a card seen): the board is played, the director ready to
    /// adjust the score (16D2(c); after the first call, 16D3).
    ExtraneousInformation {
        /// Who received it.
        seat: Seat,
    },
    /// Duplicate Law 67B3: `seat` played `card` to trick `trick` (from 1),
    /// but it was not placed among his quitted cards: the director places
    /// it there (the record already has it played to that trick).
    MisplacedCard {
        /// Whose card.
        seat: Seat,
        /// The trick it was played to, from 1.
        trick: u8,
        /// The card.
        card: Card,
    },
}

/// What dummy does, once his hand is faced, that the laws of his rights
/// and limitations speak of (duplicate Laws 42, 43, 45F).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "act", rename_all = "kebab-case")]
pub enum DummyAct {
    /// Dummy exchanges hands with declarer (Law 43A2(a)).
    ExchangesHands,
    /// Dummy leaves his seat to watch declarer play (Law 43A2(b)).
    WatchesDeclarer,
    /// Dummy looks at the face of a card in a defender's hand (Law 43A2(c)).
    LooksAtHand {
        /// The defender.
        defender: Seat,
    },
    /// Dummy warns declarer not to lead from the wrong hand (Law 42B2; after
    /// a violation of 43A2, Law 43B2(a)).
    WarnsDeclarer,
    /// A defender shows dummy his hand (2017 Law 43A3; the 2007 laws have
    /// no such clause).
    ShownHandBy {
        /// The defender.
        defender: Seat,
    },
    /// Dummy touches or indicates one of his cards without declarer's
    /// instruction (Law 45F).
    IndicatesCard {
        /// The card.
        card: Card,
    },
    /// Dummy initiates a call for the director during the play, no other
    /// player having drawn attention to an irregularity (Law 43A1(a)).
    CallsDirector,
    /// Dummy places in the played position, at his turn, a card declarer
    /// did not name (Law 45D).
    PlacesCard {
        /// The card.
        card: Card,
    },
}

/// Anything a player or the director does.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "kebab-case")]
pub enum Event {
    /// A player makes a call, in turn or not.
    Call {
        /// Who calls.
        seat: Seat,
        /// The call.
        call: Call,
        /// Alert, understanding, related suits, simultaneity.
        #[serde(default, skip_serializing_if = "Annotation::is_empty")]
        annotation: Annotation,
    },
    /// A player substitutes a call for his last call (rubber Laws 24 and 25),
    /// or changes a call because of misinformation (Law 21).
    Change {
        /// Who changes.
        seat: Seat,
        /// The call substituted.
        call: Call,
        /// The director's finding.
        #[serde(default)]
        finding: ChangeFinding,
    },
    /// The chooser of a pending ruling elects one of its options.
    Elect {
        /// Who elects (the chooser); `None` lets the engine take the chooser.
        #[serde(default)]
        seat: Option<Seat>,
        /// The option.
        option: OptionId,
        /// A call that goes with the option (Laws 21 and 25(b)(ii)).
        #[serde(default)]
        call: Option<Call>,
        /// A suit that goes with the option (the lead penalties of Laws 26 and 50).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        suit: Option<Suit>,
        /// Further suits prohibited with `suit`: declarer may prohibit the
        /// lead of one or more suits of a defender's penalty cards
        /// (duplicate Law 51B2(b)).
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        also: Vec<Suit>,
    },
    /// Declarer designates dummy's card in words (Law 46): "spade queen",
    /// "high", "low", "win", "a club", "the king", "play anything".
    Designate {
        /// The words, as spoken.
        words: String,
        /// The director's finding that declarer's different intention was
        /// incontrovertible, and the card he intended (Law 46B).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        intended: Option<Card>,
    },
    /// A card played from a hand: by its owner, or dummy's by declarer.
    Play {
        /// The hand the card comes from.
        seat: Seat,
        /// The card.
        card: Card,
    },
    /// A player faces a card, or holds it so partner can see it, during the
    /// auction (rubber Law 23).
    Expose {
        /// Who exposed the cards.
        seat: Seat,
        /// The cards.
        cards: Vec<Card>,
        /// The card was led prematurely.
        #[serde(default)]
        led: bool,
    },
    /// A player who did not hear a call distinctly requires that it be
    /// repeated (rubber Law 20).
    Repeat {
        /// Who asks.
        seat: Seat,
    },
    /// A player requires a restatement of the auction (rubber Law 20).
    Review {
        /// Who asks.
        seat: Seat,
    },
    /// A player explains his partner's call (rubber Law 20).
    Explain {
        /// Who explains: the caller's partner.
        seat: Seat,
        /// The call explained: partner's latest call of this kind.
        call: Call,
        /// The explanation.
        text: String,
    },
    /// The director records a finding.
    Finding(Finding),
    /// The opening lead made face down, before it is faced (duplicate Law
    /// 41A); by a player not on lead it is withdrawn.
    LeadFaceDown {
        /// Who leads.
        seat: Seat,
        /// The card.
        card: Card,
    },
    /// Two or more cards led or played together by the hand on turn, their
    /// faces visible (duplicate Law 58B2).
    Simultaneous {
        /// Whose cards.
        seat: Seat,
        /// The cards.
        cards: Vec<Card>,
    },
    /// A player asks for an explanation of the partnership understanding
    /// of an opponent's call (rubber Law 20): the opponent's latest call of
    /// this kind.
    AsksExplanation {
        /// Who asks.
        seat: Seat,
        /// The call he asks about.
        call: Call,
    },
    /// A player draws attention to an irregularity (rubber Law 29,
    /// footnote: any player may; the option is the chooser's alone).
    DrawsAttention {
        /// Who draws attention.
        seat: Seat,
    },
    /// A claim of tricks (duplicate Law 68A) with the line of play stated
    /// (68C): `tricks` of those not played, all of them if `None`.
    Claim {
        /// Who claims: declarer or a defender.
        seat: Seat,
        /// The tricks claimed of those not played.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        tricks: Option<u8>,
        /// The line of play stated.
        #[serde(default, skip_serializing_if = "String::is_empty")]
        line: String,
    },
    /// A concession of tricks (duplicate Law 68B): `tricks` of those not
    /// played, all of them if `None`.
    Concede {
        /// Who concedes.
        seat: Seat,
        /// The tricks conceded of those not played.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        tricks: Option<u8>,
    },
    /// A player draws attention to a card of a quitted trick pointed the
    /// wrong way (duplicate Law 65B3).
    WronglyPointed {
        /// Who draws attention.
        seat: Seat,
        /// The trick, from 1.
        trick: u8,
    },
    /// A player asks to see the cards of a trick (duplicate Law 66): the
    /// last trick (`None`: 66A, B) or a quitted trick (66C, D).
    Inspect {
        /// Who asks.
        seat: Seat,
        /// The quitted trick, from 1.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        trick: Option<u8>,
    },
    /// A player asks another who has failed to follow suit whether he has
    /// a card of the suit led (duplicate Law 61B).
    AsksRevoke {
        /// Who asks.
        seat: Seat,
        /// Whom he asks.
        of: Seat,
    },
    /// Misinformation given by an opponent comes to light, and the player
    /// who called on it does not change his call (rubber Law 21): the
    /// director's finding, the player's latest call of this kind.
    Misinformed {
        /// The player misinformed.
        seat: Seat,
        /// The call he made on the misinformation.
        call: Call,
    },
    /// Dummy acts within or beyond his rights (duplicate Laws 42, 43, 45F).
    Dummy {
        /// Dummy's seat.
        seat: Seat,
        /// What he does.
        act: DummyAct,
    },
    /// A card is deemed played (duplicate Law 45C): a defender's held so
    /// that his partner could see its face (45C1), declarer's held face up
    /// near the table or so as to show it played (45C2), dummy's touched
    /// deliberately by declarer (45C3).
    DeemedPlayed {
        /// The hand the card comes from.
        seat: Seat,
        /// The card.
        card: Card,
    },
    /// A fifth card contributed to the trick just completed (duplicate Law
    /// 45E), or a defender's second card shown to a trick he has played to
    /// (45C1); `led` is the director's finding that it was led to the next
    /// trick.
    FifthCard {
        /// The hand the card comes from.
        seat: Seat,
        /// The card.
        card: Card,
        /// The director deems that it was led.
        #[serde(default)]
        led: bool,
    },
    /// A card played simultaneously with another player's lead or play,
    /// the card just played (duplicate Law 58A): it is deemed subsequent
    /// to it, and is ruled on as a card played then.
    PlaysWith {
        /// Whose card.
        seat: Seat,
        /// The card.
        card: Card,
    },
    /// Two or more cards led or played together, only the face of the
    /// first visible (duplicate Law 58B1): it is played, and the others are
    /// picked up without further rectification.
    PlaysHidden {
        /// Whose cards.
        seat: Seat,
        /// The card whose face is visible.
        card: Card,
        /// The cards whose faces are not.
        hidden: Vec<Card>,
    },
    /// A player attempts to withdraw or change a card he has played: once
    /// played, it may not be (duplicate Law 47F2; a defender's card played
    /// instead of a penalty card, 52A).
    Withdraws {
        /// Who attempts it.
        seat: Seat,
        /// The card played.
        card: Card,
    },
    /// A player faces his cards during the play: declarer's after a faced
    /// opening lead out of turn spreads his hand (duplicate Laws 48B1,
    /// 54A); at any other time, or a defender's, it is a claim of the tricks
    /// not played (48B2, 68A), whose statement is the cards themselves.
    FacesCards {
        /// Who faces his cards.
        seat: Seat,
    },
}

impl Event {
    /// A plain call with no annotation.
    pub const fn call(seat: Seat, call: Call) -> Event {
        Event::Call {
            seat,
            call,
            annotation: Annotation {
                alert: false,
                relates_to: Vec::new(),
                understanding: None,
                stated: None,
                simultaneous: false,
            },
        }
    }
}
