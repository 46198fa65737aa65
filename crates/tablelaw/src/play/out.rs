//! The plain play-out: card after card, each chosen among the legal plays
//! of the hand on turn, while nothing encumbers the play (a rollout, a
//! random deal). The same rules as [`BridgePlay::play_legal`], one card at
//! a time, in a loop that keeps the trick in progress and the hands in
//! locals and writes them back once.

use crate::card::{Card, CardSet};
use crate::seat::Seat;

use super::{BridgePlay, Trick};

/// Where a plain loop of calls or cards (`A`) stopped.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum PlainOut<A> {
    /// The auction is closed or the play over, or the loop's path was not
    /// open (an irregularity before it): nothing more was asked.
    Done,
    /// The chooser gave nothing.
    Stopped,
    /// The chooser gave a call or card that is not legal for the player on
    /// turn: not made, for the referee's full path.
    Irregular(Seat, A),
}

impl BridgePlay {
    /// Plays cards while the play is plain (no restriction, penalty card,
    /// card faced or due), each chosen by `choose` from the seat on turn
    /// and its legal plays: any card to lead, else a card of the suit led
    /// if the hand holds one (rubber Law 44; duplicate Law 44C), until the
    /// thirteenth trick is quitted or `choose` gives no card. A card
    /// chosen that is not a legal play is not played: it is returned with
    /// its seat, for the referee's full path to rule on. Once the play is
    /// over, or if it is not plain, `choose` is not asked.
    pub(crate) fn play_out_plain<F>(&mut self, choose: &mut F) -> PlainOut<Card>
    where
        F: FnMut(Seat, CardSet) -> Option<Card>,
    {
        if !self.plain || self.over {
            return PlainOut::Done;
        }
        let mut hands = self.hands.0.map(CardSet::bits);
        let (mut next, mut led, mut in_trick) = (self.next, self.led, self.in_trick);
        // The trick in progress: its leader, its cards a byte each, their number.
        let (mut leader, mut cards, mut len) = (
            self.current.leader,
            self.current.card_bits(),
            self.current.len() as u8,
        );
        let out = 'play: loop {
            if len == 0 {
                // The lead: any card of the hand.
                let hand = hands[next.index()];
                let (card, bit) = match take(choose, next, hand) {
                    Ok(taken) => taken,
                    Err(out) => break 'play out,
                };
                hands[next.index()] = hand & !bit;
                led = CardSet::ALL.suit(card.suit).bits();
                (in_trick, cards, len) = (bit, u32::from(card.index()), 1);
                next = next.lho();
            }
            // The others: a card of the suit led if the hand holds one.
            while len < 4 {
                let hand = hands[next.index()];
                let follow = hand & led;
                let legal = if follow == 0 { hand } else { follow };
                let (card, bit) = match take(choose, next, legal) {
                    Ok(taken) => taken,
                    Err(out) => break 'play out,
                };
                hands[next.index()] = hand & !bit;
                in_trick |= bit;
                cards |= u32::from(card.index()) << (8 * u32::from(len));
                len += 1;
                next = next.lho();
            }
            next = self.quit(Trick::of_card_bits(leader, cards, 4), in_trick, led);
            (leader, cards, len, in_trick, led) = (Some(next), 0, 0, 0, 0);
            if self.over {
                break PlainOut::Done;
            }
        };
        self.hands.0 = hands.map(CardSet::from_bits);
        (self.next, self.led, self.in_trick) = (next, led, in_trick);
        self.current = Trick::of_card_bits(leader, cards, len);
        self.refresh_legal();
        out
    }
}

/// The card `choose` gives `seat` among `legal` (as bits), with its bit;
/// or where the loop stops: nothing given, or a card not among them.
#[inline(always)]
fn take<F>(choose: &mut F, seat: Seat, legal: u64) -> Result<(Card, u64), PlainOut<Card>>
where
    F: FnMut(Seat, CardSet) -> Option<Card>,
{
    let card = choose(seat, CardSet::from_bits(legal)).ok_or(PlainOut::Stopped)?;
    let bit = 1u64 << card.index();
    if legal & bit == 0 {
        return Err(PlainOut::Irregular(seat, card));
    }
    Ok((card, bit))
}
