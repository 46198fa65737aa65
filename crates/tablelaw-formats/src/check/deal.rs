//! What a Deal tag that is not a full deal is (PBN 2.1 §3.4.11, §3.10):
//! an end position or some hands only, which are valid and not refereed,
//! or no deal at all, which is a finding.

use tablelaw::{Card, CardSet, Rank, Seat, Suit};

/// The suits in the order a hand gives them: spades first.
const GIVEN: [Suit; 4] = [Suit::Spades, Suit::Hearts, Suit::Diamonds, Suit::Clubs];

/// A Deal tag that is not a full deal of 52 cards.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Partial {
    /// No hand holds thirteen cards (§3.10): the play of the end of a deal.
    EndPosition,
    /// Some hands are `-` (not given, §3.4.11); the others hold thirteen.
    SomeHands(usize),
    /// Not a deal: what is wrong.
    Invalid(String),
}

/// Reads a Deal tag's value that the reader did not take for a full deal.
pub(super) fn partial(value: &str) -> Partial {
    let Some((first, hands)) = value.split_once(':') else {
        return Partial::Invalid("it does not begin with the first hand's seat and a colon".into());
    };
    let Ok(first) = first.trim().parse::<Seat>() else {
        return Partial::Invalid(format!("`{}` is not a seat", first.trim()));
    };
    let hands: Vec<&str> = hands.split_whitespace().collect();
    if hands.len() != 4 {
        return Partial::Invalid(format!("it gives {} hands, not four", hands.len()));
    }
    let mut all = CardSet::EMPTY;
    let mut sizes = Vec::new();
    let mut seat = first;
    for hand in hands {
        if hand.bytes().all(|b| b == b'-') {
            seat = seat.lho();
            continue;
        }
        let suits: Vec<&str> = hand.split('.').collect();
        if suits.len() != 4 {
            return Partial::Invalid(format!("{seat:#}'s hand `{hand}` does not have four suits"));
        }
        let mut size = 0;
        for (suit, ranks) in GIVEN.iter().zip(suits) {
            for r in ranks.chars() {
                let Some(rank) = Rank::from_char(r) else {
                    return Partial::Invalid(format!("`{r}` in {seat:#}'s hand is not a rank"));
                };
                let card = Card::new(*suit, rank);
                if !all.insert(card) {
                    return Partial::Invalid(format!("{card:#} is given twice"));
                }
                size += 1;
            }
        }
        if size > 13 {
            return Partial::Invalid(format!("{seat:#} holds {size} cards"));
        }
        sizes.push((seat, size));
        seat = seat.lho();
    }
    match sizes.iter().find(|(_, n)| *n != 13) {
        _ if sizes.iter().all(|(_, n)| *n < 13) => Partial::EndPosition,
        None => Partial::SomeHands(sizes.len()),
        Some((seat, n)) => Partial::Invalid(format!(
            "{seat:#} holds {n} cards where another hand holds thirteen (thirteen a hand, or fewer in every hand for an end position)"
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::{Partial, partial};

    #[test]
    fn partial_deals() {
        assert_eq!(partial("N:AK... .QJ.. ..T9. ...87"), Partial::EndPosition);
        assert_eq!(
            partial("W:KQT2.AT.J6542.85 - A8654.KQ5.T.QJT6 -"),
            Partial::SomeHands(2)
        );
        assert!(
            matches!(partial("N:AK... AQ... ..T9. ...87"), Partial::Invalid(m) if m.contains("twice"))
        );
        assert!(matches!(
            partial("W:KQT2.AT.J6542.85 - A8654.KQ5.T.QJT -"),
            Partial::Invalid(m) if m.contains("12 cards")
        ));
        assert!(matches!(partial("N:AK.. .QJ.."), Partial::Invalid(_)));
    }
}
