//! The situation at the table when declarer calls for dummy's card.
//!
//! [`DummySituation`] is the unvalidated input, with public fields;
//! [`DummySituation::validate`] checks it and reports every problem at once,
//! giving a [`DummyContext`] that [`resolve`](super::resolve) can trust.

use core::fmt;

use crate::card::{Card, CardSet, Suit};

/// The preceding trick, when dummy won it: what Law 46B3(a) needs when
/// declarer names a rank alone in leading from dummy.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PrecedingTrick {
    /// The suit led to the preceding trick: the suit "in which" dummy won it
    /// (2007 Law 46B3(a)).
    pub suit_led: Suit,
    /// Dummy's card that won it; its suit is the suit "with which" dummy won
    /// it (2017 Law 46B3(a)): the trump suit when dummy ruffed.
    pub dummy_card: Card,
}

/// The situation when declarer calls for a card from dummy, as given
/// (unvalidated). Build one with struct syntax and `..Default::default()`,
/// then [`validate`](DummySituation::validate) it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct DummySituation {
    /// Dummy's remaining cards.
    pub dummy: CardSet,
    /// The cards already played to the current trick, in order; empty when
    /// dummy is to lead. The first is the card led. At most three.
    pub trick: Vec<Card>,
    /// The trump suit; `None` in notrump.
    pub trump: Option<Suit>,
    /// The preceding trick, if dummy won it (used only when dummy leads).
    pub preceding: Option<PrecedingTrick>,
    /// Cards played to earlier tricks of the deal, as far as the caller
    /// wants them known: they cannot beat dummy's card when deciding which
    /// card "it is known will win the trick" (46B1(b)). Leaving it empty is
    /// safe: fewer cards are then known to win.
    pub played: CardSet,
    /// Declarer's own remaining cards, if the caller wants them considered:
    /// declarer knows them and does not beat his own dummy, so they are no
    /// threat to a card "known will win". Leaving it empty is safe.
    pub declarer: CardSet,
    /// The director's finding that declarer's different intention is
    /// incontrovertible, and the card he intended (the exception in the
    /// opening words of Law 46B). `None`: no such finding.
    pub incontrovertible_intention: Option<Card>,
}

/// One reason a [`DummySituation`] cannot exist.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum ContextProblem {
    /// Dummy has no cards: there is nothing to designate.
    DummyEmpty,
    /// More than three cards before dummy's turn in one trick.
    TrickTooLong(usize),
    /// The same card twice in the trick.
    CardRepeated(Card),
    /// A card both in dummy and played to the trick.
    TrickCardInDummy(Card),
    /// A card both in dummy and among the cards played earlier.
    PlayedCardInDummy(Card),
    /// A card both in dummy and in declarer's hand.
    DeclarerCardInDummy(Card),
    /// A card both in declarer's hand and already played (earlier or to this trick).
    DeclarerCardPlayed(Card),
    /// Dummy's winning card of the preceding trick is still in dummy or in
    /// the current trick.
    PrecedingCardNotGone(Card),
    /// Dummy's card of the preceding trick is neither of the suit led nor a
    /// trump, so it cannot have won.
    PrecedingCardCannotWin(Card),
}

impl fmt::Display for ContextProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ContextProblem::DummyEmpty => f.write_str("dummy has no cards"),
            ContextProblem::TrickTooLong(n) => {
                write!(f, "{n} cards in the trick before dummy; at most 3")
            }
            ContextProblem::CardRepeated(c) => write!(f, "{c} played twice to the trick"),
            ContextProblem::TrickCardInDummy(c) => {
                write!(f, "{c} is both in dummy and played to the trick")
            }
            ContextProblem::PlayedCardInDummy(c) => {
                write!(f, "{c} is both in dummy and already played")
            }
            ContextProblem::DeclarerCardInDummy(c) => {
                write!(f, "{c} is both in dummy and in declarer's hand")
            }
            ContextProblem::DeclarerCardPlayed(c) => {
                write!(f, "{c} is both in declarer's hand and already played")
            }
            ContextProblem::PrecedingCardNotGone(c) => {
                write!(
                    f,
                    "dummy's winning card {c} of the preceding trick is still in play"
                )
            }
            ContextProblem::PrecedingCardCannotWin(c) => write!(
                f,
                "dummy's card {c} was neither of the suit led nor a trump and cannot have won"
            ),
        }
    }
}

/// A [`DummySituation`] that cannot exist; every problem found, at once.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub struct ContextError(pub Vec<ContextProblem>);

impl fmt::Display for ContextError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("impossible situation for dummy's play: ")?;
        for (i, p) in self.0.iter().enumerate() {
            if i > 0 {
                f.write_str("; ")?;
            }
            write!(f, "{p}")?;
        }
        Ok(())
    }
}

/// A validated situation for calling dummy's card: dummy holds at least one
/// card, and no card is in two places.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DummyContext {
    s: DummySituation,
    legal: CardSet,
    outstanding: CardSet,
}

fn minus(a: CardSet, b: CardSet) -> CardSet {
    a.iter().filter(|c| !b.contains(*c)).collect()
}

impl DummySituation {
    /// Checks the situation.
    ///
    /// # Errors
    ///
    /// A [`ContextError`] listing every [`ContextProblem`] found.
    pub fn validate(self) -> Result<DummyContext, ContextError> {
        let mut problems = Vec::new();
        if self.dummy.is_empty() {
            problems.push(ContextProblem::DummyEmpty);
        }
        if self.trick.len() > 3 {
            problems.push(ContextProblem::TrickTooLong(self.trick.len()));
        }
        let mut seen = CardSet::EMPTY;
        for &c in &self.trick {
            if !seen.insert(c) {
                problems.push(ContextProblem::CardRepeated(c));
            }
            if self.dummy.contains(c) {
                problems.push(ContextProblem::TrickCardInDummy(c));
            }
        }
        let gone = self.played.union(seen);
        for c in self.played.intersection(self.dummy).iter() {
            problems.push(ContextProblem::PlayedCardInDummy(c));
        }
        for c in self.declarer.intersection(self.dummy).iter() {
            problems.push(ContextProblem::DeclarerCardInDummy(c));
        }
        for c in self.declarer.intersection(gone).iter() {
            problems.push(ContextProblem::DeclarerCardPlayed(c));
        }
        if let Some(p) = self.preceding {
            if self.dummy.contains(p.dummy_card) || seen.contains(p.dummy_card) {
                problems.push(ContextProblem::PrecedingCardNotGone(p.dummy_card));
            }
            if p.dummy_card.suit != p.suit_led && Some(p.dummy_card.suit) != self.trump {
                problems.push(ContextProblem::PrecedingCardCannotWin(p.dummy_card));
            }
        }
        if !problems.is_empty() {
            return Err(ContextError(problems));
        }
        let legal = match self.trick.first() {
            Some(led) if !self.dummy.suit(led.suit).is_empty() => self.dummy.suit(led.suit),
            _ => self.dummy,
        };
        let outstanding = minus(minus(minus(CardSet::ALL, self.dummy), gone), self.declarer);
        Ok(DummyContext {
            s: self,
            legal,
            outstanding,
        })
    }
}

impl DummyContext {
    /// Dummy's remaining cards.
    pub fn dummy(&self) -> CardSet {
        self.s.dummy
    }

    /// The cards played to the current trick so far, in order.
    pub fn trick(&self) -> &[Card] {
        &self.s.trick
    }

    /// The trump suit; `None` in notrump.
    pub fn trump(&self) -> Option<Suit> {
        self.s.trump
    }

    /// The suit led to the current trick; `None` when dummy is to lead.
    pub fn suit_led(&self) -> Option<Suit> {
        self.s.trick.first().map(|c| c.suit)
    }

    /// Whether dummy is to lead.
    pub fn leading(&self) -> bool {
        self.s.trick.is_empty()
    }

    /// Dummy's legal plays: the cards of the suit led if dummy holds any,
    /// else all of dummy's cards. Never empty.
    pub fn legal(&self) -> CardSet {
        self.legal
    }

    /// The preceding trick, if dummy won it.
    pub fn preceding(&self) -> Option<PrecedingTrick> {
        self.s.preceding
    }

    /// The director's finding of declarer's incontrovertible intention, if any.
    pub fn incontrovertible_intention(&self) -> Option<Card> {
        self.s.incontrovertible_intention
    }

    /// The situation as given.
    pub fn situation(&self) -> &DummySituation {
        &self.s
    }

    /// Whether `a` beats `b` in this trick (`a` played after `b`).
    fn beats(&self, a: Card, b: Card, led: Suit) -> bool {
        if a.suit == b.suit {
            a.rank > b.rank
        } else {
            Some(a.suit) == self.s.trump || (a.suit == led && Some(b.suit) != self.s.trump)
        }
    }

    /// Whether dummy's `card`, played now, is known to win the trick (see
    /// the module doc: it beats every card played to it, and no outstanding
    /// card could beat it if anyone is still to play).
    pub(super) fn known_to_win(&self, card: Card) -> bool {
        let led = self.suit_led().unwrap_or(card.suit);
        let mut winner: Option<Card> = None;
        for &c in &self.s.trick {
            winner = match winner {
                Some(w) if !self.beats(c, w, led) => Some(w),
                _ => Some(c),
            };
        }
        if winner.is_some_and(|w| !self.beats(card, w, led)) {
            return false;
        }
        if card.suit != led && Some(card.suit) != self.s.trump {
            return false; // a discard never wins
        }
        if self.s.trick.len() >= 3 {
            return true; // dummy plays last
        }
        let higher_outstanding = self
            .outstanding
            .suit(card.suit)
            .iter()
            .any(|c| c.rank > card.rank);
        let trump_outstanding = match self.s.trump {
            Some(t) if t != card.suit => !self.outstanding.suit(t).is_empty(),
            _ => false,
        };
        !higher_outstanding && !trump_outstanding
    }
}
