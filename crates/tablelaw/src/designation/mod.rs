//! Law 46: calling a card from dummy, in words, and what the words deem.
//!
//! Declarer plays dummy's cards by naming them, and "should clearly state both
//! the suit and the rank of the desired card" (Law 46A). When he does not,
//! Law 46B deems which card he called. This module does that in two steps:
//!
//! 1. [`parse`] reads what declarer said (`"spade queen"`, `"♠Q"`, `"low"`,
//!    `"ruff it"`, `"the king"`, `"play anything"`, …) into a [`Spoken`];
//!    words it cannot read are a [`ParseDesignationError`] that names them and
//!    lists the accepted forms ([`ACCEPTED_FORMS`]).
//! 2. [`resolve`] applies an edition's Law 46 to a [`Spoken`] in a
//!    [`DummyContext`] (dummy's cards, the trick so far, the trump suit, the
//!    trick dummy won before, the cards already played) and gives a
//!    [`Resolution`]: the card deemed called, or the question still open and
//!    who must answer it, always with the clause it rests on and a reason in
//!    words. Nothing is guessed: where the law does not name a card, the
//!    resolution says who must designate and among which cards.
//!
//! An incomplete or invalid designation is an irregularity to be ruled on,
//! never an error; the only errors are words that cannot be read at all and
//! a context that cannot exist (a card both in dummy and on the table).
//! No function here panics on any input.
//!
//! # Editions
//!
//! The text at hand gives Law 46 of the WBF Laws of Duplicate Bridge in its
//! 2007 and 2017 editions. They differ in four places (docs/sources.md), all
//! carried out here:
//!
//! | | 2007 ([`CodeId::Duplicate2007`]) | 2017 ([`CodeId::Duplicate2017`]) |
//! |---|---|---|
//! | B1(a) "high" | the highest card | the highest card *of the suit led* |
//! | B1(c) "low" | the lowest card | the lowest card *of the suit led* |
//! | B3(a) rank only, leading | the suit *in which* dummy won the preceding trick (the suit led to it) | the suit *with which* dummy won it (the suit of dummy's winning card: trumps if dummy ruffed) |
//! | B4 card not in dummy | the call is *void* ([`Resolution::VoidCall`]) | the call is *invalid* ([`Resolution::InvalidCall`]) |
//!
//! [`CodeId::Rubber`] (the ACBL *Laws of Contract Bridge*, 1993) has a Law 46
//! too, but its text is not among the project's sources and docs/sources.md records
//! no difference from the duplicate laws of the time; the engine therefore
//! applies the **2007 wording** under the rubber code, cites it as rubber
//! Law 46 with the same clause, and says so in every resolution's reason.
//!
//! # Decisions where the text is open (docs/sources.md)
//!
//! Each is stated again, case by case, in the [`Resolution`]'s reason.
//!
//! 1. **"High"/"low" read among dummy's legal plays.** The 2007 "highest
//!    card" is read as the highest card dummy may legally play: Law 46 deems
//!    a card *called*, and is not read as deeming a revoke. When dummy follows
//!    suit that is the highest card of the suit led, as in 2017.
//! 2. **Across suits, "highest" and "lowest" compare ranks only** (2007, with
//!    dummy void in the suit led or on lead; and "win" on lead): a trump is not
//!    "higher" for being a trump. Two or more cards sharing that rank in
//!    different suits leave the law without an answer: declarer must designate
//!    among them.
//! 3. **2017 "high"/"low" with dummy on lead** (no suit has been led) and
//!    **with dummy void in the suit led**: undefined; the words designate no
//!    card, and declarer must designate any legal card, under B1 (the ruling
//!    does not borrow B4's "invalid", which is a card not in dummy;
//!    docs/sources.md items 1 and 2).
//! 4. **"High"/"low" with a suit named** ("high heart", "small spade"): the
//!    named suit replaces "the suit led" (2017) or "any suit" (2007): the
//!    highest card of that suit (B1(a)); the lowest (B2, which B1(c) agrees
//!    with). Naming a suit dummy does not hold is calling a card not in dummy
//!    (B4). A named suit dummy may not legally play gives
//!    [`Resolution::NotLegal`].
//! 5. **"Win"**: "the lowest card that it is known will win the trick" is the
//!    lowest of the cards *known to win* (below). If no card is known to win,
//!    the word designates no card: declarer must designate any legal card
//!    (docs/sources.md).
//! 6. **"Ruff"/"trump it"** is "win" by ruffing: the lowest trump known to win;
//!    if no trump is known to win, the words still name the trump suit without
//!    a rank, so B2 deems the lowest trump. With no trump suit, with dummy on
//!    lead, or with dummy able to follow to a plain suit led, nothing can be
//!    ruffed and declarer must designate any legal card.
//! 7. **A suit alone that dummy does not hold**: B2's "lowest card of the suit
//!    indicated" does not exist: treated as calling a card not in dummy (B4).
//! 8. **A rank alone**: in leading, B3(a) applies only when dummy won the
//!    preceding trick and holds the rank in that suit; otherwise B3(b) ("in
//!    all other cases"). Under B3(b), a single legal card of the rank is
//!    played; two or more: declarer must designate among *those* cards and may
//!    not switch to another rank (docs/sources.md); none legal while
//!    dummy holds the rank in another suit: "if he can legally do so" fails,
//!    and declarer designates any legal card; a rank dummy does not hold at
//!    all is a card not in dummy (B4).
//! 9. **A card that dummy holds but may not legally play** (named in full, or
//!    deemed by B2 or "high/low" with a suit): Law 46 deems it called; playing
//!    it would be a revoke, which is not Law 46's matter. The resolution is
//!    [`Resolution::NotLegal`] and is never a [`Resolution::Card`].
//! 10. **"Except when declarer's different intention is incontrovertible"**
//!     is judgement, so it is the director's finding, an input
//!     ([`DummySituation::incontrovertible_intention`]). It governs only the
//!     restrictions of 46B: a complete designation of a card that dummy holds
//!     is not "incomplete or invalid", and the finding is then not used (a
//!     slip of the tongue there is a change of an inadvertent designation, not
//!     Law 46's matter). Otherwise the intended card is played, citing 46B;
//!     an intended card not in dummy is itself a call of a card not in dummy
//!     (B4).
//! 11. **"Play anything"** (B5): either defender may designate; if both speak
//!     the first in time prevails. The resolution offers the choice to both
//!     ([`Resolution::DefendersDesignate`]) with dummy's legal plays.
//! 12. **"A trump"/"queen of trumps" in notrump** names no suit: "a trump" and
//!     "high/low trump" leave declarer to designate; a rank "of trumps" is a
//!     rank alone (B3).
//!
//! # Known to win
//!
//! A card is *known to win* the trick when, whatever the distribution of the
//! cards not yet seen, no card still to come can beat it:
//!
//! - it beats every card already played to the trick (a higher card of the
//!   suit led, or a trump higher than any trump played);
//! - if dummy is the last to play, that is enough;
//! - otherwise no *outstanding* card could beat it: no higher card of its own
//!   suit, and, for a card that is not a trump, no trump at all (any player
//!   still to play may be void in the suit led). Outstanding cards are all
//!   cards except dummy's, those already played ([`DummySituation::played`]
//!   and the current trick) and declarer's own
//!   ([`DummySituation::declarer`]: declarer knows them and does not beat
//!   his own dummy). Voids shown earlier in the deal are not used.
//!
//! # Example
//! ```
//! use tablelaw::designation::{parse, resolve, DummySituation, Resolution};
//! use tablelaw::{Card, CodeId, Suit};
//! let card = |s: &str| s.parse::<Card>().unwrap();
//! // East led the ♥3; dummy holds ♥KJ4 and ♠A2; spades are trumps.
//! let ctx = DummySituation {
//!     dummy: ["HK", "HJ", "H4", "SA", "S2"].into_iter().map(card).collect(),
//!     trick: vec![card("H3")],
//!     trump: Some(Suit::Spades),
//!     ..DummySituation::default()
//! }
//! .validate()?;
//! let spoken = parse("small heart please")?;
//! let ruling = resolve(CodeId::Duplicate2017, &spoken, &ctx);
//! assert_eq!(ruling.card(), Some(card("H4")));
//! assert_eq!(ruling.law().to_string(), "duplicate-2017 Law 46B2");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

mod context;
mod parse;
mod resolution;
mod resolve;
mod spoken;

pub use context::{ContextError, ContextProblem, DummyContext, DummySituation, PrecedingTrick};
pub use parse::{ACCEPTED_FORMS, DesignationErrorKind, ParseDesignationError, parse};
pub use resolution::Resolution;
pub(crate) use resolve::Wording;
pub use resolve::resolve;
pub use spoken::{Spoken, SuitName};

#[cfg(doc)]
use crate::CodeId;
