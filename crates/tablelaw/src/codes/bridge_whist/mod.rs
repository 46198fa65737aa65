//! Bridge Whist: *The Laws of Bridge*, revised 1907 (J. B. Elwell).
//!
//! There is no auction. The dealer makes the trump (a suit or no trumps) or
//! passes the declaration to his partner ("bridges" it), who must then make
//! it; the adversaries may double, the maker's side re-double, and so on;
//! the eldest hand leads, the dealer's partner is dummy and the dealer plays
//! both hands; the side that wins more than six tricks scores them.
//!
//! - [`declaring`]: making the trump and its irregularities (laws 45-49);
//! - [`doubling`]: the conversation "May I lead?", "I double", "I
//!   re-double", "Satisfied", and its irregularities (laws 50-61);
//! - [`score`]: trick values, honours, chicane, slams, game and rubber;
//! - [`WhistTable`]: the setup, the append-only log of [`WhistEvent`]s and
//!   the state ([`BridgeWhist`]) folded from it, with undo.
//!
//! An irregularity is recorded and ruled on with a [`Ruling`](crate::Ruling)
//! that cites the law; the choice it offers is an [`WhistEvent::Elect`].
//! Only an event that cannot happen is an [`EventError`](crate::EventError),
//! and it leaves the table unchanged. No function here panics on any input.
//!
//! # Citations
//!
//! The 1907 text is unnumbered. The citations number its paragraphs (each
//! block between the text's rows of asterisks, or under its own heading)
//! on declaring trumps, on doubling and on the play from 45, as Elwell's 1906 edition
//! numbers the same laws (the 1906 cross-reference "as described in
//! paragraphs 52, 53, 55" falls on the paragraphs so counted). Find them by
//! their opening words:
//!
//! | law | opens with |
//! |---|---|
//! | 45 | "The trump is declared": (a) the dealer makes it or passes; (b) partner must make it |
//! | 46 | "Should the dealer's partner make the trump without receiving permission" |
//! | 47 | "But if any declaration as to doubling, or not doubling" |
//! | 48 | "Should the dealer's partner pass the declaration to the dealer" |
//! | 49 | "If either of the dealer's adversaries make or pass the declaration"; its last sentence: "A declaration once made cannot be altered" |
//! | 50 | "The effect of doubling, re-doubling" |
//! | 51 | "After the trump declaration has been made" ("May I lead?") |
//! | 52 | "If either of their adversaries elect to double" |
//! | 53 | "If the dealer or his partner elect to re-double" |
//! | 54 | "If the right-hand adversary of the dealer double before" |
//! | 55 | "The process of re-doubling may be continued indefinitely"; its footnote \[A\] is the club limit |
//! | 56 | "If the eldest hand lead before the doubling be completed" |
//! | 57 | "When the question, "May I lead?" has been answered" |
//! | 58 | "Should the eldest hand lead without asking permission" |
//! | 59 | "Should the right-hand adversary of the dealer ask permission to lead" |
//! | 60 | "If the right-hand adversary of the dealer lead out of turn" |
//! | 61 | "A declaration as to doubling or re-doubling once made cannot be altered" |
//! | 62 | "As soon as the eldest hand has led" |
//! | 63 | "Before exposing his cards, the dealer's partner has all the rights" |
//! | 64 | "Should the dealer's partner call attention to any other incident" |
//! | 65 | "If the dealer's partner, by touching a card or otherwise" |
//! | 66 | "Dummy is not liable to the penalty for a revoke" |
//! | 67 | "A card from the dealer's hand is not played until actually quitted" |
//! | 68 | "If, after the deal has been completed and before the trump declaration" |
//! | 69 | "All cards exposed by the dealer's adversaries are liable to be called" |
//! | 70 | "The following are exposed cards" |
//! | 71 | "A card dropped on the floor" |
//! | 72 | "If two or more cards be played at once" |
//! | 73 | "If, without waiting for his partner to play" |
//! | 74 | "If either or both of the dealer's adversaries throw" |
//! | 75 | "If a player who has rendered himself liable" |
//! | 76 | "If either of the dealer's adversaries lead out of turn" |
//! | 77 | "If the dealer lead out of turn" |
//! | 78 | "If any player lead out of turn and the other three follow" |
//! | 79 | "In no case can a player be compelled" |
//! | 80 | "The call of an exposed card may be repeated" |
//! | 81 | "If a player called on to lead a suit have none of it" |
//! | 82 | "Should the third hand not have played" |
//! | 83 | "If anyone, not being dummy, omit playing to a former trick" |
//! | 84 | "A revoke occurs when a player" |
//! | 85 | "A revoke is established if the trick" |
//! | 86 | "The penalty for a revoke is three tricks" |
//! | 87 | "The penalty is applicable only to the score of the game" |
//! | 88 | "Under no circumstances can the revoking side score game" |
//! | 89 | "A player may ask his partner whether he has not a card" |
//! | 90 | "If a player correct his mistake in time to save a revoke" |
//! | 91 | "At the end of a hand the claimants of a revoke" |
//! | 92 | "A revoke must be claimed before the cards have been cut" |
//! | 93 | "Should the players on both sides subject themselves" |
//! | 94 | "The revoke penalty may be claimed for as many revokes" |
//! | 95 | "There should not be any consultation between partners" |
//! | 96 | "Once a trick is complete, turned, and quitted" |
//! | 97 | "Any player during the play of a trick" |
//! | 98 | "If either of the dealer's adversaries, prior to his partner's playing" |
//! | 99 | "Either of the dealer's adversaries may call his partner's attention" |
//! | 100 | "In all cases where a penalty has been incurred" |
//! | 101 | "The partner of the eldest hand may inform him" |
//!
//! # Decisions
//!
//! Where the laws are silent or ambiguous (docs/sources.md), the engine decides:
//!
//! 1. **Club limit** ([`ClubLimit`], law 55 footnote \[A\]): "doubling ceases
//!    whenever the value of the odd trick exceeds" the limit. A step that
//!    takes the value of a trick above the limit stands, and no doubling
//!    follows it: the play begins (no trumps at 100: 12, 24, 48, 96, 192 and
//!    stop). The default is no limit ("continued indefinitely").
//! 2. The doubled value of each trick above six is scored by **whichever
//!    side** wins more than six tricks, and counts toward the 30 of game.
//! 3. "The declarer of the trump" (law 54) is the maker of the trump.
//! 4. The eldest hand's partner doubles before "May I lead?" (law 54): if
//!    the maker lets the double stand, the maker's side has the next right
//!    (re-double or satisfied); the eldest hand has no separate right
//!    before it, but may double later as the doubler's partner.
//! 5. A double or re-double out of turn that is not accepted (laws 54, 55)
//!    ends the doubling: "there shall be no further doubling in that hand",
//!    so the play begins at the value standing before it. The decider is
//!    the adversary who last doubled or re-doubled; when the offender's
//!    adversaries have not doubled yet, the maker of the trump decides.
//! 6. Consultation as to doubling (law 55): the maker of the trump may claim
//!    a new deal if the adversaries consulted, the eldest hand if the
//!    dealer and his partner did; declining it, the doubling goes on.
//! 7. Law 48's proviso ("provided that no declaration as to doubling has
//!    been made") cannot arise here: the eldest hand is asked at once,
//!    before anyone may speak of doubling.
//! 8. Law 47: while the eldest hand has not chosen under law 46, a
//!    declaration as to doubling by the dealer's adversaries makes the
//!    declaration wrongly made stand; the ruling records it.
//! 9. Honours go to the side holding the majority (three or more of the
//!    five trump honours; three or four aces at no trumps, none if the aces
//!    are two and two). Chicane adds to the honours of its side if that side
//!    scores honours, and is deducted from the adversaries' honours
//!    otherwise; what a deduction leaves below zero is credited to the side
//!    with chicane. Either side may score a slam.
//! 10. Words with no place in the conversation (a "Yes" nobody asked for,
//!     "Satisfied" by a player without the right to speak) are events that
//!     cannot happen, and say whose right it is. A lead before the doubling
//!     is completed is refereed (laws 56, 58, 60; decision 106 of
//!     docs/decisions.md): the eldest hand's card is the opening lead once
//!     the doubling is over, his lead standing for the word he had to say;
//!     the right-hand adversary's card goes back and the maker may call a
//!     suit from the eldest hand; the partner named by the law doubles only
//!     with the consent it names.
//! 11. **The revoke** (laws 66, 84-88, 93, 94) is refereed: established
//!     when its trick is quitted; three tricks a revoke move from the
//!     revoking side to the other, no more than it won and thirteen at most
//!     in all; a revoking side's points toward game are held so that it
//!     reaches at most 28 (law 88), the points above not scored.
//! 12. **Exposed cards, leads out of turn, directed plays** (laws 69, 70,
//!     75-82): the dealer calls his adversaries' exposed cards
//!     ([`WhistEvent::CallsCard`]); an adversary's lead out of turn lets him
//!     call the card or a suit ([`WhistEvent::CallsSuit`]) or let it stand;
//!     his own is taken back unless the second hand plays to it; the fourth
//!     hand before his partner lets him direct the partner's play; a
//!     penalty not obeyed is liable to the penalty for a revoke.
//! 13. **Before the play and the conduct of the play** (laws 64, 65, 68,
//!     73, 74, 95, 98, 99, 101): a card exposed before the lead costs the
//!     partner his right to double, and gives the eldest hand a new deal
//!     (the dealer's side, before the trump is made) or the dealer the call
//!     of the card or the suit forbidden (the leader's partner); dummy's
//!     attention and a consultation as to penalties close the ruling
//!     pending without penalty; dummy's suggestion, the leader's card
//!     before his partner's, attention to the trick and an unauthorised
//!     reference give their penalties; the dealer's claim frees the
//!     adversaries' cards exposed after it; a card omitted from a former
//!     trick, the director's finding, lets the adversaries claim a new deal
//!     (law 83). A revoke corrected in time (laws 89, 90): the partner's
//!     question, its answer and the correction, the play going back to the
//!     card played in error (decisions 149-152). The same line corrects a
//!     penalty not obeyed before the trick is turned and quitted (law 75),
//!     the penalty in force again and an adversary's card played in error
//!     exposed, and dummy's revoke (law 66, `N corrects-revoke`, N being
//!     dummy), without penalty; after the quitting dummy's trick stands
//!     good ([`BridgeWhist::dummy_revokes`]). Any correction puts back the
//!     play directed and the card called that stood before the card
//!     (decisions 161-164).
//! 14. **A card of dummy named or touched by the dealer** (law 67,
//!     [`WhistEvent::Touches`]): considered as played, by the path of a
//!     card played from dummy (in turn or not, law 77); saying "I
//!     arrange", nothing is played, one card or several. Two or more
//!     touched at once without it are refused: the law does not say which
//!     is played. A card of the dealer's own hand "is not played until
//!     actually quitted": the log plays it only when a `Play` event does
//!     (decisions 167-171).

mod before_play;
mod conduct;
mod correction;
pub mod declaring;
pub mod doubling;
mod dummy_revoke;
mod play_laws;
mod repetition;
mod revoke;
pub mod score;
mod state;
mod table;
mod touch;

use core::fmt;
use core::str::FromStr;

use serde::{Deserialize, Serialize};

use crate::call::Denomination;
use crate::card::{Card, CardSet};
use crate::deal::Deal;
use crate::law::{Citation, CodeId};
use crate::ruling::OptionId;
use crate::seat::Seat;

pub use declaring::Declaration;
pub use doubling::{Doubling, DoublingStep};
pub use revoke::{REVOKE_GAME_CAP, WhistRevoke};
pub use score::{
    Chicane, DealScore, GAME, HonourCount, RUBBER_BONUS, RubberStanding, Slam, WhistHonours,
    WhistRubber,
};
pub use state::{BridgeWhist, Phase};
pub use table::WhistTable;

/// The opening words of law `number` in the 1907 text, which numbers no
/// paragraph: how a reader finds the law cited (the module doc's table).
pub const fn opens_with(number: u8) -> Option<&'static str> {
    Some(match number {
        45 => "The trump is declared",
        46 => "Should the dealer's partner make the trump without receiving permission",
        47 => "But if any declaration as to doubling, or not doubling",
        48 => "Should the dealer's partner pass the declaration to the dealer",
        49 => "If either of the dealer's adversaries make or pass the declaration",
        50 => "The effect of doubling, re-doubling",
        51 => "After the trump declaration has been made",
        52 => "If either of their adversaries elect to double",
        53 => "If the dealer or his partner elect to re-double",
        54 => "If the right-hand adversary of the dealer double before",
        55 => "The process of re-doubling may be continued indefinitely",
        56 => "If the eldest hand lead before the doubling be completed",
        57 => "When the question, \"May I lead?\" has been answered",
        58 => "Should the eldest hand lead without asking permission",
        59 => "Should the right-hand adversary of the dealer ask permission to lead",
        60 => "If the right-hand adversary of the dealer lead out of turn",
        61 => "A declaration as to doubling or re-doubling once made cannot be altered",
        62 => "As soon as the eldest hand has led",
        63 => "Before exposing his cards, the dealer's partner has all the rights",
        64 => "Should the dealer's partner call attention to any other incident",
        65 => "If the dealer's partner, by touching a card or otherwise",
        66 => "Dummy is not liable to the penalty for a revoke",
        67 => "A card from the dealer's hand is not played until actually quitted",
        68 => "If, after the deal has been completed and before the trump declaration",
        69 => "All cards exposed by the dealer's adversaries are liable to be called",
        70 => "The following are exposed cards",
        71 => "A card dropped on the floor",
        72 => "If two or more cards be played at once",
        73 => "If, without waiting for his partner to play",
        74 => "If either or both of the dealer's adversaries throw",
        75 => "If a player who has rendered himself liable",
        76 => "If either of the dealer's adversaries lead out of turn",
        77 => "If the dealer lead out of turn",
        78 => "If any player lead out of turn and the other three follow",
        79 => "In no case can a player be compelled",
        80 => "The call of an exposed card may be repeated",
        81 => "If a player called on to lead a suit have none of it",
        82 => "Should the third hand not have played",
        83 => "If anyone, not being dummy, omit playing to a former trick",
        84 => "A revoke occurs when a player",
        85 => "A revoke is established if the trick",
        86 => "The penalty for a revoke is three tricks",
        87 => "The penalty is applicable only to the score of the game",
        88 => "Under no circumstances can the revoking side score game",
        89 => "A player may ask his partner whether he has not a card",
        90 => "If a player correct his mistake in time to save a revoke",
        91 => "At the end of a hand the claimants of a revoke",
        92 => "A revoke must be claimed before the cards have been cut",
        93 => "Should the players on both sides subject themselves",
        94 => "The revoke penalty may be claimed for as many revokes",
        95 => "There should not be any consultation between partners",
        96 => "Once a trick is complete, turned, and quitted",
        97 => "Any player during the play of a trick",
        98 => "If either of the dealer's adversaries, prior to his partner's playing",
        99 => "Either of the dealer's adversaries may call his partner's attention",
        100 => "In all cases where a penalty has been incurred",
        101 => "The partner of the eldest hand may inform him",
        _ => return None,
    })
}

/// A citation of the 1907 laws, numbered as the module doc says.
pub(crate) const fn law(number: u8, clause: &'static str) -> Citation {
    Citation::new(CodeId::BridgeWhist, number, clause)
}

/// The club limit on doubling (law 55, footnote \[A\]): "in some clubs,
/// doubling ceases whenever the value of the odd trick exceeds one hundred
/// points; in other clubs the limit is placed at two hundred points".
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum ClubLimit {
    /// No limit: "the process of re-doubling may be continued indefinitely".
    #[default]
    None,
    /// Doubling ceases once a trick is worth more than 100 points.
    Points100,
    /// Doubling ceases once a trick is worth more than 200 points.
    Points200,
}

impl ClubLimit {
    /// The limit in points a trick, if any.
    pub const fn points(self) -> Option<u32> {
        match self {
            ClubLimit::None => None,
            ClubLimit::Points100 => Some(100),
            ClubLimit::Points200 => Some(200),
        }
    }

    /// As written in a script: `none`, `100` or `200`.
    pub const fn as_str(self) -> &'static str {
        match self {
            ClubLimit::None => "none",
            ClubLimit::Points100 => "100",
            ClubLimit::Points200 => "200",
        }
    }
}

impl fmt::Display for ClubLimit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// A club limit that is not `none`, `100` or `200`.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown club limit `{0}`; known: none, 100, 200")]
pub struct ParseClubLimitError(pub String);

impl FromStr for ClubLimit {
    type Err = ParseClubLimitError;
    fn from_str(s: &str) -> Result<ClubLimit, ParseClubLimitError> {
        match s.to_ascii_lowercase().as_str() {
            "none" | "no" | "0" => Ok(ClubLimit::None),
            "100" => Ok(ClubLimit::Points100),
            "200" => Ok(ClubLimit::Points200),
            _ => Err(ParseClubLimitError(s.to_owned())),
        }
    }
}

/// What a bridge-whist table starts from.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct WhistSetup {
    /// The dealer, who makes the trump or passes the declaration (law 45).
    pub dealer: Seat,
    /// The deal, if known; the play needs it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub deal: Option<Deal>,
    /// The club limit on doubling (law 55 \[A\]).
    #[serde(default)]
    pub club_limit: ClubLimit,
    /// The games and the points toward game before this deal.
    #[serde(default)]
    pub standing: RubberStanding,
}

impl WhistSetup {
    /// A setup with `dealer`, no deal known, no club limit, a fresh rubber.
    pub fn new(dealer: Seat) -> WhistSetup {
        WhistSetup {
            dealer,
            deal: None,
            club_limit: ClubLimit::None,
            standing: RubberStanding::default(),
        }
    }
}

/// Anything a player says or does at a bridge-whist table, in the laws' words.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "kebab-case")]
pub enum WhistEvent {
    /// A player makes the trump: names a suit or no trumps (law 45).
    MakeTrump {
        /// Who makes it.
        seat: Seat,
        /// The denomination made.
        denomination: Denomination,
    },
    /// A player passes the declaration to his partner: "bridges" it (law 45(a)).
    PassDeclaration {
        /// Who passes it.
        seat: Seat,
    },
    /// "I double", or "I re-double" from the maker's side (laws 51-55).
    Double {
        /// Who doubles.
        seat: Seat,
    },
    /// The eldest hand asks his partner "May I lead?" (law 51).
    MayILead {
        /// Who asks.
        seat: Seat,
    },
    /// "Yes": the eldest hand may lead without a double (laws 51, 57).
    Yes {
        /// Who answers.
        seat: Seat,
    },
    /// "Satisfied": no further doubling from this player (laws 52, 55).
    Satisfied {
        /// Who is satisfied.
        seat: Seat,
    },
    /// The director's finding that partners consulted as to doubling or
    /// re-doubling (law 55).
    Consultation {
        /// One of the partners who consulted.
        seat: Seat,
    },
    /// The chooser of the pending ruling elects one of its options.
    Elect {
        /// Who elects; `None` lets the engine take the chooser.
        #[serde(default)]
        seat: Option<Seat>,
        /// The option.
        option: OptionId,
    },
    /// A card played from a hand (the dealer plays dummy's cards).
    Play {
        /// The hand the card comes from.
        seat: Seat,
        /// The card.
        card: Card,
    },
    /// A card of the dealer's adversaries exposed in the play (laws 69, 70,
    /// 74): dropped face up, seen by the partner, played with another.
    Expose {
        /// Whose card.
        seat: Seat,
        /// The card.
        card: Card,
    },
    /// The dealer calls an exposed card (laws 69, 79, 80).
    CallsCard {
        /// The dealer.
        seat: Seat,
        /// The card.
        card: Card,
    },
    /// The dealer calls the suit an adversary must lead (law 76, 99); the
    /// maker of the trump calls the eldest hand's opening lead (law 60).
    CallsSuit {
        /// The dealer, or the maker of the trump (law 60).
        seat: Seat,
        /// The suit.
        suit: crate::card::Suit,
    },
    /// Attention called: by dummy to an incident of the play (law 64); by
    /// an adversary of the dealer to the trick before his partner has
    /// played (law 98).
    CallsAttention {
        /// Who called attention.
        seat: Seat,
    },
    /// Dummy suggests the play of a card from dummy (law 65).
    Suggests {
        /// Dummy.
        seat: Seat,
        /// The card suggested.
        card: Card,
    },
    /// The dealer says he has the rest of the tricks (law 74).
    Claims {
        /// The dealer.
        seat: Seat,
    },
    /// An adversary of the dealer makes an unauthorised reference to an
    /// incident of the play (law 99).
    Refers {
        /// Who referred to it.
        seat: Seat,
    },
    /// The eldest hand's partner informs him that their adversaries have
    /// incurred a penalty (law 101).
    Informs {
        /// Who informs.
        seat: Seat,
    },
    /// The director's finding that a player (not dummy) omitted playing to
    /// a former trick and played to the next before it was found (law 83).
    OmittedToPlay {
        /// Who omitted.
        seat: Seat,
    },
    /// The director's finding, during the play, that a player (not dummy)
    /// played two cards to an earlier trick (law 83, second paragraph):
    /// `card` is the surplus card, still in his hand in the record,
    /// restored to him.
    SurplusCard {
        /// Who played two cards to one trick.
        seat: Seat,
        /// The trick that held the surplus card, 0 for the first.
        trick: u8,
        /// The surplus card restored to him.
        card: Card,
    },
    /// The director's finding that the player entitled to a penalty
    /// demanded one the law does not give (law 100): none can be enforced.
    WrongPenalty {
        /// Who demanded it.
        seat: Seat,
    },
    /// A player asks his partner whether he has not a card of the suit he
    /// has renounced (law 89).
    AsksRevoke {
        /// Who asks.
        seat: Seat,
    },
    /// The partner so asked answers that he has none (law 89).
    AnswersNo {
        /// Who answers.
        seat: Seat,
    },
    /// A player corrects his revoke in time to save it (laws 89, 90), or a
    /// penalty he did not obey before the trick is turned and quitted (law
    /// 75); dummy's seat: the dealer corrects dummy's revoke before the
    /// trick is turned and quitted (law 66).
    CorrectsRevoke {
        /// Who revoked (dummy, for dummy's revoke).
        seat: Seat,
    },
    /// The dealer names or touches a card from the dummy hand (law 67):
    /// it is considered as played, unless he says "I arrange".
    Touches {
        /// The dealer.
        seat: Seat,
        /// The card (or, saying "I arrange", the cards) of dummy named or
        /// touched.
        cards: CardSet,
        /// He said "I arrange", or words to that effect: nothing is played.
        #[serde(default, skip_serializing_if = "core::ops::Not::not")]
        arrange: bool,
    },
}

impl WhistEvent {
    /// The seat that said or did it, if any.
    pub const fn seat(&self) -> Option<Seat> {
        match *self {
            WhistEvent::MakeTrump { seat, .. }
            | WhistEvent::PassDeclaration { seat }
            | WhistEvent::Double { seat }
            | WhistEvent::MayILead { seat }
            | WhistEvent::Yes { seat }
            | WhistEvent::Satisfied { seat }
            | WhistEvent::Consultation { seat }
            | WhistEvent::Play { seat, .. }
            | WhistEvent::Expose { seat, .. }
            | WhistEvent::CallsCard { seat, .. }
            | WhistEvent::CallsSuit { seat, .. }
            | WhistEvent::CallsAttention { seat }
            | WhistEvent::Suggests { seat, .. }
            | WhistEvent::Claims { seat }
            | WhistEvent::Refers { seat }
            | WhistEvent::Informs { seat }
            | WhistEvent::WrongPenalty { seat }
            | WhistEvent::OmittedToPlay { seat }
            | WhistEvent::SurplusCard { seat, .. }
            | WhistEvent::AsksRevoke { seat }
            | WhistEvent::AnswersNo { seat }
            | WhistEvent::CorrectsRevoke { seat }
            | WhistEvent::Touches { seat, .. } => Some(seat),
            WhistEvent::Elect { seat, .. } => seat,
        }
    }
}
