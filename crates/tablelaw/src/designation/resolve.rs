//! Applying an edition's Law 46 to a designation.

use super::context::DummyContext;
use super::resolution::Resolution;
use super::spoken::{Spoken, SuitName};
use crate::card::{Card, CardSet, Rank};
use crate::codes::contract_bridge::play_laws;
use crate::law::{Citation, CodeId};

/// Which wording of Law 46 applies (the code's
/// [`PlayLaws`](crate::codes::contract_bridge::play_laws::PlayLaws) say).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Wording {
    /// 2007 (also applied under the rubber code).
    W2007,
    /// 2017.
    W2017,
}

/// The cards of `set` of the highest (or lowest) rank, whatever their suit.
fn extreme(set: CardSet, highest: bool) -> CardSet {
    let ranks = set.iter().map(|c| c.rank);
    let target = if highest { ranks.max() } else { ranks.min() };
    set.iter().filter(|c| Some(c.rank) == target).collect()
}

fn only(set: CardSet) -> Option<Card> {
    let mut it = set.iter();
    match (it.next(), it.next()) {
        (Some(c), None) => Some(c),
        _ => None,
    }
}

fn list(set: CardSet) -> String {
    set.iter()
        .map(|c| c.to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

/// The cards of `set` as prose: `SJ`, `SJ and CJ`, `SJ, HJ and CJ`.
fn and_list(set: CardSet) -> String {
    let cards: Vec<String> = set.iter().map(|c| c.to_string()).collect();
    match cards.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{} and {last}", rest.join(", ")),
        _ => cards.concat(),
    }
}

/// "both" for two cards, "each" for more: `SJ and CJ can both be played`.
fn can_each(set: CardSet) -> &'static str {
    if set.len() == 2 {
        "can both"
    } else {
        "can each"
    }
}

/// A rank in words, for prose: "ten", "jack", "seven".
fn rank_word(rank: crate::card::Rank) -> &'static str {
    const WORDS: [&str; 13] = [
        "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "jack", "queen",
        "king", "ace",
    ];
    WORDS[usize::from(rank.get().clamp(2, 14) - 2)]
}

struct Ruler<'a> {
    code: CodeId,
    wording: Wording,
    ctx: &'a DummyContext,
}

impl Ruler<'_> {
    fn cite(&self, clause: &'static str) -> Citation {
        Citation::new(self.code, 46, clause)
    }

    /// The reason, prefixed with the wording applied.
    fn say(&self, text: impl AsRef<str>) -> String {
        format!(
            "{}: {}",
            play_laws::of(self.code).designation_tag(),
            text.as_ref()
        )
    }

    fn legal(&self) -> CardSet {
        self.ctx.legal()
    }

    fn designate(&self, candidates: CardSet, clause: &'static str, why: String) -> Resolution {
        Resolution::DeclarerMustDesignate {
            candidates,
            law: self.cite(clause),
            reason: self.say(why),
        }
    }

    /// "Declarer must designate any legal card": the open cases treated as
    /// an invalid designation.
    fn designate_any(&self, clause: &'static str, why: &str) -> Resolution {
        self.designate(
            self.legal(),
            clause,
            format!("{why}; declarer must designate any legal card"),
        )
    }

    /// 46B4: a card not in dummy. Void in 2007, invalid in 2017.
    fn not_in_dummy(&self, what: &str) -> Resolution {
        let candidates = self.legal();
        let law = self.cite("B4");
        match self.wording {
            Wording::W2007 => Resolution::VoidCall {
                candidates,
                law,
                reason: self.say(format!(
                    "{what}: a call of a card not in dummy is void and declarer may designate \
                     any legal card"
                )),
            },
            Wording::W2017 => Resolution::InvalidCall {
                candidates,
                law,
                reason: self.say(format!(
                    "{what}: a call for a card not in dummy is invalid and declarer may \
                     designate any legal card"
                )),
            },
        }
    }

    /// The card deemed called under `clause`: played if legal, else
    /// [`Resolution::NotLegal`]; a card not in dummy is 46B4.
    fn deem(&self, card: Card, clause: &'static str, why: String) -> Resolution {
        if !self.ctx.dummy().contains(card) {
            return self.not_in_dummy(&format!("{why}; {card} is not in dummy"));
        }
        if self.legal().contains(card) {
            return Resolution::Card {
                card,
                law: self.cite(clause),
                reason: self.say(format!("{why}: {card}")),
            };
        }
        let led = self
            .ctx
            .suit_led()
            .map_or(String::new(), |s| format!(" {s}"));
        Resolution::NotLegal {
            card,
            law: self.cite(clause),
            reason: self.say(format!(
                "{why}: {card}, but dummy can follow to the suit led{led}, so {card} is not a \
                 legal play; playing it would be a revoke, which Law 46 does not rule on"
            )),
        }
    }

    fn base(&self, spoken: &Spoken) -> Resolution {
        match *spoken {
            Spoken::Card(card) => self.deem(card, "A", "suit and rank stated".to_owned()),
            Spoken::TrumpOfRank(rank) => match self.ctx.trump() {
                Some(t) => self.deem(
                    Card::new(t, rank),
                    "A",
                    format!("'{rank} of trumps' states suit ({}) and rank", t.name()),
                ),
                None => self.rank(
                    rank,
                    "in notrump 'trumps' names no suit, so only a rank was designated; ",
                ),
            },
            Spoken::High { suit: None } => self.high_low(true),
            Spoken::Low { suit: None } => self.high_low(false),
            Spoken::High { suit: Some(name) } => self.named_suit(name, true),
            Spoken::Low { suit: Some(name) } => self.named_suit(name, false),
            Spoken::Suit(name) => self.suit(name),
            Spoken::Rank(rank) => self.rank(rank, ""),
            Spoken::Win { ruff: false } => self.win(),
            Spoken::Win { ruff: true } => self.ruff(),
            Spoken::Anything => Resolution::DefendersDesignate {
                candidates: self.legal(),
                law: self.cite("B5"),
                reason: self.say(
                    "declarer indicated a play without designating either a suit or a rank: \
                     either defender may designate the play from dummy (if both do, the first \
                     in time prevails)",
                ),
            },
        }
    }

    /// 46B1(a) "high" and 46B1(c) "low", no suit named.
    fn high_low(&self, high: bool) -> Resolution {
        let (word, clause, most) = if high {
            ("high", "B1(a)", "highest")
        } else {
            ("low", "B1(c)", "lowest")
        };
        let led = self.ctx.suit_led();
        let following = led.is_some_and(|s| !self.ctx.dummy().suit(s).is_empty());
        match self.wording {
            Wording::W2017 => match led {
                None => self.designate_any(
                    clause,
                    &format!(
                        "'{word}' is the {most} card of the suit led, and with dummy on lead \
                         no suit has been led: undefined, the words designate no card"
                    ),
                ),
                Some(s) if !following => self.designate_any(
                    clause,
                    &format!(
                        "'{word}' is the {most} card of the suit led, and dummy has no {}: \
                         undefined, the words designate no card",
                        s.name()
                    ),
                ),
                Some(s) => {
                    let cards = self.ctx.dummy().suit(s);
                    let card = if high {
                        cards.iter().next()
                    } else {
                        cards.iter().next_back()
                    };
                    match card {
                        Some(c) => self.deem(
                            c,
                            clause,
                            format!("'{word}' is the {most} card of the suit led ({})", s.name()),
                        ),
                        None => self.designate_any(clause, "dummy has no card of the suit led"),
                    }
                }
            },
            Wording::W2007 => {
                let scope = match led {
                    None => "dummy is on lead and may play any card".to_owned(),
                    Some(s) if following => format!("dummy must follow to {}", s.name()),
                    Some(s) => format!("dummy has no {} and may play any card", s.name()),
                };
                let why = format!(
                    "'{word}' is the {most} card, read among dummy's legal plays ({scope}; \
                     ranks compared whatever the suit)"
                );
                let tied = extreme(self.legal(), high);
                match only(tied) {
                    Some(c) => self.deem(c, clause, why),
                    None => self.designate(
                        tied,
                        clause,
                        format!(
                            "{why}: {} share the {most} rank in different suits and the law does \
                             not say which; declarer must designate among them",
                            list(tied)
                        ),
                    ),
                }
            }
        }
    }

    /// "High heart", "low club": the named suit replaces the suit led.
    fn named_suit(&self, name: SuitName, high: bool) -> Resolution {
        let (word, clause) = if high {
            ("high", "B1(a)")
        } else {
            ("low", "B2")
        };
        let Some(suit) = name.suit(self.ctx.trump()) else {
            return self.designate_any(
                clause,
                &format!("'{word} trump' in notrump: 'trumps' names no suit"),
            );
        };
        let cards = self.ctx.dummy().suit(suit);
        let card = if high {
            cards.iter().next()
        } else {
            cards.iter().next_back()
        };
        let Some(card) = card else {
            return self.not_in_dummy(&format!(
                "'{word}' with {name} named: dummy holds no {}",
                suit.name()
            ));
        };
        let why = if high {
            format!(
                "'high' with {name} named: the highest card of the suit named, which stands \
                 for the suit of 'high'"
            )
        } else {
            format!(
                "'low' with {name} named: a suit without a rank is the lowest card of the \
                 suit indicated; 'low' (46B1(c)) agrees"
            )
        };
        self.deem(card, clause, why)
    }

    /// 46B2: a suit but not a rank.
    fn suit(&self, name: SuitName) -> Resolution {
        let Some(suit) = name.suit(self.ctx.trump()) else {
            return self.designate_any("B2", "'trumps' in notrump names no suit");
        };
        match self.ctx.dummy().suit(suit).iter().next_back() {
            None => self.not_in_dummy(&format!(
                "{name} named: dummy holds no {}, so there is no lowest card of the suit indicated",
                suit.name()
            )),
            Some(card) => self.deem(
                card,
                "B2",
                format!(
                    "a suit without a rank is the lowest card of the suit indicated ({})",
                    suit.name()
                ),
            ),
        }
    }

    /// 46B3: a rank but not a suit. `note` explains how the words came to be
    /// a rank alone.
    fn rank(&self, rank: Rank, note: &str) -> Resolution {
        let mut note = note.to_owned();
        if self.ctx.leading() {
            match self.ctx.preceding() {
                Some(p) => {
                    let (suit, how) = match self.wording {
                        Wording::W2007 => (
                            p.suit_led,
                            "in which dummy won the preceding trick (the suit led to it)",
                        ),
                        Wording::W2017 => (
                            p.dummy_card.suit,
                            "with which dummy won the preceding trick (the suit of dummy's winning card)",
                        ),
                    };
                    let card = Card::new(suit, rank);
                    if self.ctx.dummy().contains(card) {
                        return self.deem(
                            card,
                            "B3(a)",
                            format!(
                                "{note}in leading, declarer is deemed to have continued the suit \
                                 {how}, {}, which holds the {}",
                                suit.name(),
                                rank_word(rank)
                            ),
                        );
                    }
                    note.push_str(&format!(
                        "46B3(a) does not apply: dummy has no {} in {}, the suit {how}; ",
                        rank_word(rank),
                        suit.name()
                    ));
                }
                None => note.push_str(
                    "46B3(a) does not apply: dummy did not win the preceding trick (or it is not \
                     given); ",
                ),
            }
        }
        let held: CardSet = self.ctx.dummy().iter().filter(|c| c.rank == rank).collect();
        let legal: CardSet = held.intersection(self.legal());
        let rule = "declarer must play a card from dummy of the designated rank if he can legally \
                    do so";
        if let Some(card) = only(legal) {
            return self.deem(card, "B3(b)", format!("{note}{rule}; one such card"));
        }
        if !legal.is_empty() {
            return self.designate(
                legal,
                "B3(b)",
                format!(
                    "{note}{rule}, and {} {} be legally played: declarer must designate \
                     which is intended (not another rank)",
                    and_list(legal),
                    can_each(legal)
                ),
            );
        }
        if held.is_empty() {
            return self.not_in_dummy(&format!(
                "{note}dummy holds no card of rank {}",
                rank_word(rank)
            ));
        }
        self.designate_any(
            "B3(b)",
            &format!(
                "{note}{rule}, and dummy's {} cannot legally be played",
                list(held)
            ),
        )
    }

    /// 46B1(b): "win".
    fn win(&self) -> Resolution {
        let winners: CardSet = self
            .legal()
            .iter()
            .filter(|c| self.ctx.known_to_win(*c))
            .collect();
        if winners.is_empty() {
            let why = if self.ctx.trick().len() >= 3 {
                "'win' is the lowest card known to win the trick, and none of dummy's legal \
                 cards wins it"
            } else {
                "'win' is the lowest card known to win the trick, and none of dummy's legal \
                 cards is certain to: a card still unseen could beat each of them"
            };
            return self.designate_any("B1(b)", &format!("{why}: the word designates no card"));
        }
        let lowest = extreme(winners, false);
        let why = match only(winners) {
            Some(_) => "'win' is the lowest card known to win the trick, and only one of \
                        dummy's legal cards is known to win it"
                .to_owned(),
            None => format!(
                "'win' is the lowest card known to win the trick (of {})",
                and_list(winners)
            ),
        };
        match only(lowest) {
            Some(card) => self.deem(card, "B1(b)", why),
            None => self.designate(
                lowest,
                "B1(b)",
                format!(
                    "{why}: {} share the lowest rank in different suits and the law does not \
                     say which; declarer must designate among them",
                    list(lowest)
                ),
            ),
        }
    }

    /// "Ruff", "trump it": 46B1(b) with a trump, else 46B2 the lowest trump.
    fn ruff(&self) -> Resolution {
        let Some(trump) = self.ctx.trump() else {
            return self.designate_any("B1(b)", "'ruff' in notrump: there is no trump suit");
        };
        let Some(led) = self.ctx.suit_led() else {
            return self.designate_any("B1(b)", "'ruff' with dummy on lead: nothing has been led");
        };
        if led != trump && !self.ctx.dummy().suit(led).is_empty() {
            return self.designate_any(
                "B1(b)",
                &format!("'ruff': dummy can follow to {} and cannot ruff", led.name()),
            );
        }
        let trumps = self.legal().suit(trump);
        let Some(lowest_trump) = trumps.iter().next_back() else {
            return self.not_in_dummy(&format!("'ruff': dummy holds no {}", trump.name()));
        };
        let winners: CardSet = trumps
            .iter()
            .filter(|c| self.ctx.known_to_win(*c))
            .collect();
        match winners.iter().next_back() {
            Some(card) => self.deem(
                card,
                "B1(b)",
                "'ruff' is 'win' by ruffing: the lowest trump known to win the trick".to_owned(),
            ),
            None => self.deem(
                lowest_trump,
                "B2",
                "'ruff': no trump is known to win the trick, and the words name the trump suit \
                 without a rank: the lowest trump"
                    .to_owned(),
            ),
        }
    }

    /// The exception in 46B: the director's finding of declarer's
    /// incontrovertible different intention.
    fn with_intention(&self, spoken: &Spoken, intended: Card, base: Resolution) -> Resolution {
        let complete = match *spoken {
            Spoken::Card(c) => Some(c),
            Spoken::TrumpOfRank(r) => self.ctx.trump().map(|t| Card::new(t, r)),
            _ => None,
        };
        let append = |res: Resolution, note: String| -> Resolution {
            let mut res = res;
            let reason = res.reason_mut();
            reason.push_str("; ");
            reason.push_str(&note);
            res
        };
        if complete.is_some_and(|c| self.ctx.dummy().contains(c)) {
            return append(
                base,
                format!(
                    "the director's finding that declarer intended {intended} is not used: a \
                     complete designation of a card in dummy is not incomplete or invalid, so \
                     46B and its exception do not apply"
                ),
            );
        }
        if base.card() == Some(intended) {
            return append(
                base,
                format!("the director's finding that declarer intended {intended} agrees"),
            );
        }
        self.deem(
            intended,
            "B",
            format!(
                "the director finds declarer's different intention incontrovertible (the \
                 exception to the restrictions of 46B), so the card intended is played instead \
                 of what the words deem ({spoken})"
            ),
        )
    }
}

/// Applies Law 46 of `edition` to declarer's designation `spoken` in `ctx`.
///
/// `edition` is [`CodeId::Duplicate2007`], [`CodeId::Duplicate2017`] or
/// [`CodeId::Rubber`] (which applies the 2007 wording and says so). The
/// director's finding of an incontrovertible different intention, if any, is
/// [`DummyContext::incontrovertible_intention`]. See the [module doc](super)
/// for every clause and every decision where the text is open; the
/// resolution's reason repeats the one it used.
///
/// A [`Resolution::Card`] always holds a card in dummy that is a legal play.
/// Never panics.
pub fn resolve(edition: CodeId, spoken: &Spoken, ctx: &DummyContext) -> Resolution {
    let wording = play_laws::of(edition).designation_wording();
    let ruler = Ruler {
        code: edition,
        wording,
        ctx,
    };
    let base = ruler.base(spoken);
    match ctx.incontrovertible_intention() {
        None => base,
        Some(intended) => ruler.with_intention(spoken, intended, base),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::card::Suit;

    #[test]
    fn extreme_keeps_ties_across_suits() {
        let set: CardSet = ["SA", "HA", "D2"]
            .iter()
            .map(|s| s.parse().unwrap())
            .collect();
        assert_eq!(extreme(set, true).len(), 2);
        assert_eq!(only(extreme(set, false)), Some("D2".parse().unwrap()));
    }

    #[test]
    fn suit_of_a_card_is_a_plain_suit() {
        assert_eq!(SuitName::Suit(Suit::Hearts).suit(None), Some(Suit::Hearts));
    }
}
