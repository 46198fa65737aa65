//! Reading declarer's words into a [`Spoken`] designation.
//!
//! The reader is lenient in the words it accepts and strict about meaning:
//! case is ignored; suit symbols may stand alone or touch a rank (`♠Q`,
//! `Q♠`, `10♥`); a card may be written compactly (`SQ`, `QS`, `H10`, `10H`,
//! `HT`); courtesy and filler words are skipped ("the", "a", "play", "of",
//! "please", "dummy", "it", "one", …). Any other word it does not know, or
//! words that contradict each other ("high low", "spade queen of hearts"),
//! make a [`ParseDesignationError`] naming them.
//!
//! "Trump" is read in two ways: "a trump", "the trump", "trumps" name the
//! trump suit ([`SuitName::Trumps`]); "trump" on its own or "trump it" is the
//! verb, "win by ruffing" ([`Spoken::Win`] with `ruff`). "Ruff"/"trump" with
//! a rank ("trump with the queen") is [`Spoken::TrumpOfRank`]; with "high" or
//! "low" it is the highest or lowest trump.
//!
//! Linear in the input; never panics.

use core::fmt;
use core::str::FromStr;

use super::spoken::{Spoken, SuitName};
use crate::card::{Card, Rank, Suit};

/// The forms [`parse`] accepts, as listed in its errors.
pub const ACCEPTED_FORMS: &str = "a card (`spade queen`, `queen of spades`, `♠Q`, `SQ`, `QS`, \
`Q♠`, `ten of hearts`, `heart 10`); `high`, `top`, `highest`, `big one`; `low`, `small`, \
`lowest`, `little one`; `win`, `take it`; `ruff`, `ruff it`, `trump it`; a suit (`a club`, \
`spades`, `♥`, `trumps`); a rank (`the king`, `ten`, `10`, `T`, `deuce`); a suit with high or \
low (`high heart`, `small spade`); `play anything`, `whatever`";

/// Why declarer's words could not be read as a designation.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum DesignationErrorKind {
    /// Nothing but filler words (or nothing at all).
    Empty,
    /// Words the reader does not know, in the order said.
    NotUnderstood(Vec<String>),
    /// Words that contradict each other, in the order said.
    Conflicting(Vec<String>),
}

/// Declarer's words are not a designation the reader understands (a syntax
/// error, not an irregularity: nothing was designated).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub struct ParseDesignationError {
    /// The words as said.
    pub input: String,
    /// What was wrong with them.
    pub kind: DesignationErrorKind,
}

impl fmt::Display for ParseDesignationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let list = |words: &[String]| {
            words
                .iter()
                .map(|w| format!("`{w}`"))
                .collect::<Vec<_>>()
                .join(", ")
        };
        match &self.kind {
            DesignationErrorKind::Empty => f.write_str("no card designated")?,
            DesignationErrorKind::NotUnderstood(w) => write!(f, "did not understand {}", list(w))?,
            DesignationErrorKind::Conflicting(w) => write!(f, "conflicting words {}", list(w))?,
        }
        // Echo at most 60 characters of the input.
        let shown: String = self.input.chars().take(60).collect();
        let more = if self.input.chars().nth(60).is_some() {
            "…"
        } else {
            ""
        };
        write!(f, " in `{shown}{more}`; accepted: {ACCEPTED_FORMS}")
    }
}

impl FromStr for Spoken {
    type Err = ParseDesignationError;
    /// See [`parse`].
    fn from_str(s: &str) -> Result<Spoken, ParseDesignationError> {
        parse(s)
    }
}

/// One word, classified.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Word {
    Filler,
    Article,
    Suit(SuitName),
    Rank(Rank),
    Card(Card),
    High,
    Low,
    Win,
    Ruff,
    /// "trump": the verb unless an article comes before it.
    Trump,
    Anything,
    Unknown,
}

const FILLERS: &[&str] = &[
    "play", "plays", "of", "please", "pls", "plz", "from", "dummy", "dummy's", "card", "it", "one",
    "ones", "me", "just", "with", "in", "and", "let's", "lets", "let", "us", "put", "lead",
    "follow", "discard", "to", "you", "could", "would", "can", "i'll", "i", "want", "now", "then",
    "ok", "okay", "thanks", "thank", "over", "on", "that", "this",
];

fn classify(w: &str) -> Word {
    if FILLERS.contains(&w) {
        return Word::Filler;
    }
    let rank = |n: u8| Rank::new(n).map_or(Word::Unknown, Word::Rank);
    let suit = |s: Suit| Word::Suit(SuitName::Suit(s));
    match w {
        "the" | "a" | "an" | "any" => {
            if w == "any" {
                Word::Anything
            } else {
                Word::Article
            }
        }
        "high" | "higher" | "highest" | "top" | "big" | "bigger" | "biggest" | "large"
        | "largest" => Word::High,
        "low" | "lower" | "lowest" | "small" | "smaller" | "smallest" | "little" | "littlest"
        | "bottom" | "tiny" => Word::Low,
        "win" | "wins" | "winner" | "take" | "takes" | "overtake" => Word::Win,
        "ruff" | "ruffs" | "overruff" => Word::Ruff,
        "trump" => Word::Trump,
        "trumps" => Word::Suit(SuitName::Trumps),
        "anything" | "whatever" | "anyone" | "whichever" => Word::Anything,
        "club" | "clubs" | "c" | "♣" | "♧" => suit(Suit::Clubs),
        "diamond" | "diamonds" | "d" | "♦" | "♢" => suit(Suit::Diamonds),
        "heart" | "hearts" | "h" | "♥" | "♡" => suit(Suit::Hearts),
        "spade" | "spades" | "s" | "♠" | "♤" => suit(Suit::Spades),
        "two" | "deuce" | "2" => rank(2),
        "three" | "trey" | "tray" | "3" => rank(3),
        "four" | "4" => rank(4),
        "five" | "5" => rank(5),
        "six" | "6" => rank(6),
        "seven" | "7" => rank(7),
        "eight" | "8" => rank(8),
        "nine" | "9" => rank(9),
        "ten" | "10" | "t" => rank(10),
        "jack" | "knave" | "j" => rank(11),
        "queen" | "q" => rank(12),
        "king" | "k" => rank(13),
        "ace" => rank(14),
        _ => {
            // A compact card: `sq`, `qs`, `h10`, `10h`.
            let n = w.chars().count();
            if (2..=3).contains(&n)
                && w.chars().all(|c| c.is_ascii_alphanumeric())
                && let Ok(card) = w.parse::<Card>()
            {
                return Word::Card(card);
            }
            Word::Unknown
        }
    }
}

fn is_suit_symbol(c: char) -> bool {
    Suit::from_char(c).is_some() && !c.is_ascii()
}

/// Splits lowercased text into words: letters, digits and apostrophes make
/// words; suit symbols are words of their own; anything else separates.
fn words(s: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut cur = String::new();
    for c in s.chars().flat_map(char::to_lowercase) {
        if c.is_alphanumeric() || c == '\'' || c == '’' {
            cur.push(if c == '’' { '\'' } else { c });
        } else {
            if !cur.is_empty() {
                out.push(core::mem::take(&mut cur));
            }
            if is_suit_symbol(c) {
                out.push(c.to_string());
            }
        }
    }
    if !cur.is_empty() {
        out.push(cur);
    }
    // Apostrophes alone or at the edges of a word are punctuation.
    out.into_iter()
        .map(|w| w.trim_matches('\'').to_owned())
        .filter(|w| !w.is_empty())
        .collect()
}

/// Reads declarer's spoken designation of dummy's card.
///
/// Accepts, case-insensitively and with filler words ignored, every form in
/// [`ACCEPTED_FORMS`]: a full card ("spade queen", "queen of spades", "♠Q",
/// "SQ", "QS", "Q♠", "ten of hearts", "heart 10"), "high"/"low" with or
/// without a suit, "win", "ruff", a suit alone, a rank alone, and "play
/// anything".
///
/// # Errors
///
/// A [`ParseDesignationError`] when the words are empty, contain a word the
/// reader does not know, or contradict each other; it names those words and
/// lists the accepted forms.
///
/// # Examples
/// ```
/// use tablelaw::designation::{parse, Spoken, SuitName};
/// use tablelaw::{Card, Rank, Suit};
/// assert_eq!(parse("Queen of spades")?, Spoken::Card("SQ".parse()?));
/// assert_eq!(parse("small heart, please")?, Spoken::Low { suit: Some(SuitName::Suit(Suit::Hearts)) });
/// assert_eq!(parse("ruff it")?, Spoken::Win { ruff: true });
/// assert_eq!(parse("the king")?, Spoken::Rank(Rank::KING));
/// assert!(parse("the purple one").is_err());
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn parse(s: &str) -> Result<Spoken, ParseDesignationError> {
    let err = |kind| ParseDesignationError {
        input: s.to_owned(),
        kind,
    };
    let words = words(s);
    let classes: Vec<Word> = words.iter().map(|w| classify(w)).collect();

    let unknown: Vec<String> = words
        .iter()
        .zip(&classes)
        .filter(|(_, c)| **c == Word::Unknown)
        .map(|(w, _)| w.clone())
        .collect();
    if !unknown.is_empty() {
        return Err(err(DesignationErrorKind::NotUnderstood(unknown)));
    }

    let mut suit: Option<SuitName> = None;
    let mut rank: Option<Rank> = None;
    let (mut high, mut low, mut win, mut ruff, mut anything) = (false, false, false, false, false);
    let mut conflict = false;
    let mut set_suit = |s: SuitName, suit: &mut Option<SuitName>| {
        if suit.is_some_and(|t| t != s) {
            conflict = true;
        }
        *suit = Some(s);
    };
    let mut conflict_rank = false;
    let mut set_rank = |r: Rank, rank: &mut Option<Rank>| {
        if rank.is_some_and(|t| t != r) {
            conflict_rank = true;
        }
        *rank = Some(r);
    };
    let mut content = Vec::new();
    for (i, (w, class)) in words.iter().zip(&classes).enumerate() {
        match *class {
            Word::Filler | Word::Article | Word::Unknown => continue,
            Word::Suit(s) => set_suit(s, &mut suit),
            Word::Rank(r) => set_rank(r, &mut rank),
            Word::Card(c) => {
                set_suit(SuitName::Suit(c.suit), &mut suit);
                set_rank(c.rank, &mut rank);
            }
            Word::High => high = true,
            Word::Low => low = true,
            Word::Win => win = true,
            Word::Ruff => ruff = true,
            Word::Trump => {
                let after_article = i > 0 && classes[i - 1] == Word::Article;
                if after_article || high || low {
                    set_suit(SuitName::Trumps, &mut suit);
                } else {
                    ruff = true;
                }
            }
            Word::Anything => anything = true,
        }
        content.push(w.clone());
    }
    if content.is_empty() {
        return Err(err(DesignationErrorKind::Empty));
    }
    let conflicting = || err(DesignationErrorKind::Conflicting(content.clone()));
    if conflict || conflict_rank || (high && low) {
        return Err(conflicting());
    }
    // "Ruff" names the trump suit; a plain suit with it is a contradiction.
    if ruff && matches!(suit, Some(SuitName::Suit(_))) {
        return Err(conflicting());
    }
    if ruff && (high || low || rank.is_some()) {
        suit = Some(SuitName::Trumps);
    }
    let shape = if high || low {
        if rank.is_some() || anything {
            return Err(conflicting());
        }
        if high {
            Spoken::High { suit }
        } else {
            Spoken::Low { suit }
        }
    } else if let Some(r) = rank {
        // "Any king" is a rank alone, as "any spade" is a suit alone.
        match suit {
            Some(SuitName::Suit(s)) => Spoken::Card(Card::new(s, r)),
            Some(SuitName::Trumps) => Spoken::TrumpOfRank(r),
            None => Spoken::Rank(r),
        }
    } else if let Some(s) = suit {
        if ruff || (win && s == SuitName::Trumps) {
            Spoken::Win { ruff: true }
        } else if win {
            return Err(conflicting());
        } else {
            Spoken::Suit(s)
        }
    } else if win || ruff {
        if anything {
            return Err(conflicting());
        }
        Spoken::Win { ruff }
    } else {
        Spoken::Anything
    };
    Ok(shape)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_split_symbols_and_keep_apostrophes() {
        assert_eq!(words("Q♠, please"), ["q", "♠", "please"]);
        assert_eq!(words("let's play ♥10!"), ["let's", "play", "♥", "10"]);
        assert_eq!(words("'  ' -- "), Vec::<String>::new());
        // A symbol with a variation selector (`♠️`, as phones type it).
        assert_eq!(words("\u{2660}\u{fe0f}Q"), ["♠", "q"]);
        assert_eq!(
            parse("\u{2660}\u{fe0f}Q"),
            Ok(Spoken::Card(Card::new(Suit::Spades, Rank::QUEEN)))
        );
    }
}
