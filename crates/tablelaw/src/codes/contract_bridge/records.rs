//! The records only irregularities make (the calls as recorded, rulings,
//! penalties, watches, exposed cards, reviews, withdrawn calls and cards),
//! behind one pointer made at the first write: a regular deal makes and
//! drops one null pointer instead of ten empty lists (issue 39). The revokes
//! and a claim stay fields of the state: the play reads them at every card.

use core::ops::{Deref, DerefMut};

use super::pending::Watch;
use super::{CallRecord, ContractBridge, Review, Unauthorized, WithdrawnCard};
use crate::card::Card;
use crate::event::Event;
use crate::lazy::LazyBox;
use crate::ruling::{Penalty, Ruling};
use crate::seat::Seat;

/// The lists of a contract-bridge state that stay empty on a regular deal.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct Records {
    pub standing: Vec<usize>,
    pub calls: Vec<CallRecord>,
    pub rulings: Vec<Ruling>,
    pub penalties: Vec<Penalty>,
    pub watches: Vec<Watch>,
    pub exposed: Vec<(Seat, Card)>,
    pub reviews: Vec<Review>,
    /// Withdrawn calls whose information is unauthorized (duplicate Law 16C).
    pub unauthorized: Vec<Unauthorized>,
    /// Penalties spent by a call: (penalty, call), to restore if the call
    /// is withdrawn.
    pub spent: Vec<(usize, usize)>,
    /// Cards withdrawn in the play (duplicate Law 16C).
    pub withdrawn: Vec<WithdrawnCard>,
    /// The state at the final pass, before the close, when the close was
    /// not on the regular path (on it, the close is undone in place): the
    /// auction period's (2017 Law 17D1).
    pub before_close: Option<Box<ContractBridge>>,
    /// Requests for a review and explanations since the close: the
    /// clarification period's own events, applied again after a reopening.
    pub clarifications: Vec<Event>,
}

/// The records read while none has been written.
static EMPTY: Records = Records {
    standing: Vec::new(),
    calls: Vec::new(),
    rulings: Vec::new(),
    penalties: Vec::new(),
    watches: Vec::new(),
    exposed: Vec::new(),
    reviews: Vec::new(),
    unauthorized: Vec::new(),
    spent: Vec::new(),
    withdrawn: Vec::new(),
    before_close: None,
    clarifications: Vec::new(),
};

/// [`Records`] made at the first write; read as empty until then.
#[derive(Clone, Debug, Default)]
pub(crate) struct LazyRecords(LazyBox<Records>);

impl LazyRecords {
    /// Empties every list, keeping the memory of lists already made.
    pub(crate) fn clear(&mut self) {
        if let Some(r) = &mut *self.0 {
            let Records {
                standing,
                calls,
                rulings,
                penalties,
                watches,
                exposed,
                reviews,
                unauthorized,
                spent,
                withdrawn,
                before_close,
                clarifications,
            } = &mut **r;
            standing.clear();
            calls.clear();
            rulings.clear();
            penalties.clear();
            watches.clear();
            exposed.clear();
            reviews.clear();
            unauthorized.clear();
            spent.clear();
            withdrawn.clear();
            *before_close = None;
            clarifications.clear();
        }
    }

    /// Forgets the auction period's kept state (the state at the final
    /// pass, the clarifications), making nothing if nothing was written.
    pub(crate) fn clear_period(&mut self) {
        if let Some(r) = &mut *self.0 {
            r.before_close = None;
            r.clarifications.clear();
        }
    }
}

impl Deref for LazyRecords {
    type Target = Records;

    #[inline]
    fn deref(&self) -> &Records {
        self.0.as_deref().unwrap_or(&EMPTY)
    }
}

impl DerefMut for LazyRecords {
    #[inline]
    fn deref_mut(&mut self) -> &mut Records {
        self.0.get_or_insert_with(Box::default)
    }
}

impl PartialEq for LazyRecords {
    /// Records not yet made equal records made and emptied.
    fn eq(&self, other: &LazyRecords) -> bool {
        **self == **other
    }
}

impl Eq for LazyRecords {}
