//! The deals of a rubber finished, as the rubber keeps them: each a
//! compact [`DealRecord`] (its number, dealer, end, rulings and points;
//! the hand, boxed, only when cards were dealt), held in [`Deals`], whose
//! full blocks every copy of the rubber shares. A deal finished never
//! changes (Law 28 passes the deal on; the score is written), so the
//! table's checkpoints ([`Table`](crate::Table)) copy a pointer per block
//! of deals, not the deals: a misdeal costs its record once, however many
//! copies of the state are kept.

use std::sync::Arc;

use serde::Serialize;

use crate::ruling::Ruling;
use crate::seat::Seat;

use super::hand::Hand;
use super::score::ScoreEntry;
use super::trick;

/// How a deal ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum DealEnd {
    /// The five tricks were played.
    PlayedOut,
    /// All passed twice: the next player deals (Law 77).
    PassedOut,
    /// A misdeal: the deal is lost (Law 41), unless excused (43, 44).
    Misdeal,
    /// A new deal by the same dealer (Laws 33, 34, 39).
    NewDeal,
    /// A deal out of turn stopped before the trump card was turned (Law 40,
    /// or 45's case found by an adversary's deal): the dealer in turn deals.
    Stopped,
    /// The dealer re-shuffled after the pack was cut and lost the deal
    /// (Law 31): the next player deals.
    Reshuffled,
    /// The hands abandoned: all four thrown on the table (Law 49), or an
    /// adversary's against a lone hand (Law 50); scored as they stand.
    Abandoned,
}

/// A deal finished.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct DealRecord {
    /// The deal's number in the rubber, from 1
    /// ([`Euchre::next_number`](super::Euchre::next_number)).
    pub number: u64,
    /// The dealer.
    pub dealer: Seat,
    /// How it ended.
    pub end: DealEnd,
    /// The deal as it stood at its end, if the cards were dealt; boxed, so
    /// that a deal without cards (a misdeal, a deal stopped) keeps a
    /// pointer, not a hand's room.
    pub hand: Option<Box<Hand>>,
    /// The rulings of the deal.
    pub rulings: Vec<Ruling>,
    /// The points scored, in order (a regular deal's one entry kept in
    /// place, not allocated).
    #[serde(serialize_with = "trick::ser::inline")]
    pub score: smallvec::SmallVec<[ScoreEntry; 1]>,
}

/// The deals a full block holds. A copy of the rubber copies one pointer
/// for the list of blocks (shared by the copies) and one per deal after
/// the last block (fewer than this many), whatever the rubber's length: a
/// table's checkpoint and an undo cost the same at its thousandth deal as
/// at its first (issue 39). The list itself is copied, a pointer a block,
/// when a block is sealed while a copy shares it: once every 16 deals. A
/// block this size costs its deals one allocation for every 16 (and each
/// deal one while it is in the tail).
const BLOCK: usize = 16;

/// The deals finished, in order, numbered from 1: read like a slice
/// (`len`, `get`, `last`, `iter`, `for d in deals`, `deals[i]`). Full
/// blocks of deals are shared, never changed, by every copy of the rubber
/// (see the module doc).
#[derive(Default)]
pub struct Deals {
    /// The full blocks, [`BLOCK`] deals each, oldest first; the list
    /// shared by the copies too.
    /// (`None` until the first block is sealed).
    full: Option<Arc<Vec<Arc<[DealRecord]>>>>,
    /// The deals after the last full block, each shared by every copy of
    /// the rubber (a table's checkpoints) until the block is sealed.
    tail: Vec<Arc<DealRecord>>,
    /// The events of the deals' hands, as a regular rubber's log says
    /// them (`Euchre::regular_len`).
    events: usize,
    /// A finished deal's room, no copy sharing it, kept for the next deal
    /// pushed ([`reclaim_hand`](Deals::reclaim_hand)): not one of the
    /// deals, so neither compared, copied nor written.
    spare: Option<Arc<DealRecord>>,
}

/// Equal when the deals are (the spare room is not a deal).
impl PartialEq for Deals {
    fn eq(&self, other: &Deals) -> bool {
        self.full == other.full && self.tail == other.tail && self.events == other.events
    }
}

impl Eq for Deals {}

impl Deals {
    /// No deal finished.
    pub const fn new() -> Deals {
        Deals {
            full: None,
            tail: Vec::new(),
            events: 0,
            spare: None,
        }
    }

    /// The full blocks, oldest first.
    fn blocks(&self) -> &[Arc<[DealRecord]>] {
        self.full.as_deref().map_or(&[], Vec::as_slice)
    }

    /// The events of the deals' hands, as a regular rubber's log says them.
    pub(super) fn events(&self) -> usize {
        self.events
    }

    /// How many deals are finished.
    pub fn len(&self) -> usize {
        self.blocks().len() * BLOCK + self.tail.len()
    }

    /// Whether no deal is finished.
    pub fn is_empty(&self) -> bool {
        self.full.is_none() && self.tail.is_empty()
    }

    /// The deal at `index` (from 0: the deal numbered `index + 1`), if
    /// finished.
    pub fn get(&self, index: usize) -> Option<&DealRecord> {
        let blocks = self.blocks();
        match blocks.get(index / BLOCK) {
            Some(block) => block.get(index % BLOCK),
            None => self.tail.get(index - blocks.len() * BLOCK).map(|r| &**r),
        }
    }

    /// The first deal finished.
    pub fn first(&self) -> Option<&DealRecord> {
        self.get(0)
    }

    /// The last deal finished.
    pub fn last(&self) -> Option<&DealRecord> {
        self.tail
            .last()
            .map(|r| &**r)
            .or_else(|| self.blocks().last().and_then(|block| block.last()))
    }

    /// The deals in order.
    pub fn iter(&self) -> DealsIter<'_> {
        fn block(b: &Arc<[DealRecord]>) -> core::slice::Iter<'_, DealRecord> {
            b.iter()
        }
        DealsIter {
            full: self.blocks().iter().flat_map(block as _),
            tail: self.tail.iter(),
            left: self.len(),
        }
    }

    /// A deal finished, after the others; a block filled is sealed, to be
    /// shared by every copy from then on. The record keeps no room to grow
    /// (its rulings and points are final).
    pub(super) fn push(&mut self, mut record: DealRecord) {
        record.rulings.shrink_to_fit();
        record.score.shrink_to_fit();
        self.events += record.hand.as_deref().map_or(0, |h| h.regular_len());
        if self.tail.capacity() == 0 {
            // A rubber's deals, at once: then a block's.
            self.tail.reserve(BLOCK / 2);
        }
        // The room of a deal dropped since, written over, if unshared.
        let record = match self.spare.take() {
            Some(mut room) => match Arc::get_mut(&mut room) {
                Some(slot) => {
                    *slot = record;
                    room
                }
                None => Arc::new(record),
            },
            None => Arc::new(record),
        };
        self.tail.push(record);
        if self.tail.len() == BLOCK {
            // Moved into one allocation (copied where a copy of the rubber
            // still shares a deal); the tail keeps its room.
            let block = self.tail.drain(..).map(Arc::unwrap_or_clone).collect();
            Arc::make_mut(self.full.get_or_insert_with(Default::default)).push(block);
        }
    }
}

impl Deals {
    /// The last deal in the tail, if no copy shares it, taken out before a
    /// copy into this list would drop it: its room kept for the next deal
    /// pushed, its boxed hand returned for the deal in progress (a
    /// search's rollouts, each copied from one dealt state, then allocate
    /// neither). Only before such a copy: it leaves the list short.
    pub(super) fn reclaim_hand(&mut self) -> Option<Box<Hand>> {
        let last = self.tail.last_mut()?;
        let hand = Arc::get_mut(last)?.hand.take();
        self.spare = self.tail.pop();
        hand
    }
}

impl Clone for Deals {
    fn clone(&self) -> Deals {
        Deals {
            full: self.full.clone(),
            tail: self.tail.clone(),
            events: self.events,
            spare: None,
        }
    }

    /// A copy into this list's memory (the tail's room is kept).
    fn clone_from(&mut self, source: &Deals) {
        let Deals {
            full,
            tail,
            events,
            spare: _,
        } = source;
        self.full.clone_from(full);
        self.tail.clone_from(tail);
        self.events = *events;
    }
}

impl core::fmt::Debug for Deals {
    /// As a list of the deals, as a `Vec` of them prints.
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

/// Written as the list of the deals.
impl Serialize for Deals {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.iter())
    }
}

/// `deals[i]` as a slice is indexed.
///
/// # Panics
/// If no deal is at `index`, as a slice's index panics;
/// [`Deals::get`] does not.
impl core::ops::Index<usize> for Deals {
    type Output = DealRecord;
    fn index(&self, index: usize) -> &DealRecord {
        match self.get(index) {
            Some(d) => d,
            None => panic!(
                "no deal at index {index}: {} deals are finished",
                self.len()
            ),
        }
    }
}

impl<'a> IntoIterator for &'a Deals {
    type Item = &'a DealRecord;
    type IntoIter = DealsIter<'a>;
    fn into_iter(self) -> DealsIter<'a> {
        self.iter()
    }
}

/// The deals of a full block, in order.
type BlockIter<'a> = fn(&'a Arc<[DealRecord]>) -> core::slice::Iter<'a, DealRecord>;

/// The deals of a rubber in order ([`Deals::iter`]).
#[derive(Clone, Debug)]
pub struct DealsIter<'a> {
    full: core::iter::FlatMap<
        core::slice::Iter<'a, Arc<[DealRecord]>>,
        core::slice::Iter<'a, DealRecord>,
        BlockIter<'a>,
    >,
    tail: core::slice::Iter<'a, Arc<DealRecord>>,
    left: usize,
}

impl<'a> Iterator for DealsIter<'a> {
    type Item = &'a DealRecord;
    fn next(&mut self) -> Option<&'a DealRecord> {
        let next = self.full.next().or_else(|| self.tail.next().map(|r| &**r));
        self.left = self.left.saturating_sub(usize::from(next.is_some()));
        next
    }
    fn size_hint(&self) -> (usize, Option<usize>) {
        (self.left, Some(self.left))
    }
}

impl<'a> DoubleEndedIterator for DealsIter<'a> {
    fn next_back(&mut self) -> Option<&'a DealRecord> {
        let next = self
            .tail
            .next_back()
            .map(|r| &**r)
            .or_else(|| self.full.next_back());
        self.left = self.left.saturating_sub(usize::from(next.is_some()));
        next
    }
}

impl ExactSizeIterator for DealsIter<'_> {}

impl core::iter::FusedIterator for DealsIter<'_> {}

#[cfg(test)]
mod tests {
    use super::*;

    fn record(number: u64) -> DealRecord {
        DealRecord {
            number,
            dealer: Seat::ALL[(number % 4) as usize],
            end: DealEnd::Misdeal,
            hand: None,
            rulings: Vec::new(),
            score: smallvec::SmallVec::new(),
        }
    }

    /// Across the blocks' edges, the deals read as the list pushed: by
    /// index, first and last, forwards and backwards, with an exact length;
    /// a copy shares the full blocks and is equal.
    #[test]
    fn deals_read_as_the_list_pushed_across_blocks() {
        let mut deals = Deals::new();
        let mut list = Vec::new();
        for n in 1..=(3 * BLOCK as u64 + 5) {
            assert_eq!(deals.len(), list.len());
            assert_eq!(deals.last(), list.last());
            deals.push(record(n));
            list.push(record(n));
        }
        assert_eq!(deals.blocks().len(), 3);
        assert!(deals.iter().eq(list.iter()));
        assert!(deals.iter().rev().eq(list.iter().rev()));
        assert_eq!(deals.iter().len(), list.len());
        for (i, d) in list.iter().enumerate() {
            assert_eq!(deals.get(i), Some(d));
            assert_eq!(&deals[i], d);
        }
        assert_eq!(deals.get(list.len()), None);
        assert_eq!(deals.first(), list.first());
        assert_eq!(format!("{deals:?}"), format!("{list:?}"));
        let copy = deals.clone();
        assert!(Arc::ptr_eq(&copy.blocks()[2], &deals.blocks()[2]));
        // The list of blocks itself is shared: a copy costs the same at
        // any length.
        assert!(Arc::ptr_eq(
            copy.full.as_ref().unwrap(),
            deals.full.as_ref().unwrap()
        ));
        assert_eq!(copy, deals);
        // Mixed from both ends, the iterator meets in the middle.
        let mut it = deals.iter();
        let (mut front, mut back) = (Vec::new(), Vec::new());
        while let Some(d) = it.next() {
            front.push(d.number);
            if let Some(d) = it.next_back() {
                back.push(d.number);
            }
            assert_eq!(it.len(), list.len() - front.len() - back.len());
        }
        back.reverse();
        front.extend(back);
        assert!(front.iter().copied().eq(1..=list.len() as u64));
    }
}
