//! Random play deal after deal under one code: boards (and euchre's games)
//! a deal at a time as [`play_deal`] plays them, or, for the codes that
//! score by the rubber, whole rubbers.

use super::{DealOutcome, RandomPlay, Rng, play_deal, play_on};
use crate::law::CodeId;
use crate::rubber_table::ByTheRubber;
use crate::table::Table;

/// Random deals under one code, one after another. Under the rubber code,
/// auction bridge and bridge whist they make rubbers: each deal's setup
/// follows the last ([`ByTheRubber::next_setup`]: the next dealer, the
/// vulnerability of the games won, a new shuffle), each finished deal is
/// written on the rubber's sheet, and the deal that wins the rubber says so
/// ([`DealOutcome::rubber_won`]); the next deal begins a new rubber. A deal
/// left unfinished ends its rubber unscored. The other codes play as
/// [`play_deal`] does.
#[derive(Clone, Debug)]
pub struct Dealing<G: RandomPlay + ByTheRubber> {
    code: CodeId,
    table: Option<Table<G>>,
    by_the_rubber: bool,
    /// The rubber in progress: its sheet and its deals so far.
    rubber: Option<(G::Sheet, usize)>,
}

impl<G: RandomPlay + ByTheRubber> Dealing<G> {
    /// Random deals under `code`.
    pub fn new(code: CodeId) -> Dealing<G> {
        // Whether the code scores by the rubber, asked of a setup drawn
        // with a throwaway generator (the run's own is not touched).
        let probe = G::random_setup(code, &mut Rng::new(0));
        Dealing {
            code,
            table: None,
            by_the_rubber: G::new_sheet(&probe).is_ok(),
            rubber: None,
        }
    }

    /// Whether the deals make rubbers.
    pub fn by_the_rubber(&self) -> bool {
        self.by_the_rubber
    }

    /// The table of the last deal played.
    pub fn table(&self) -> Option<&Table<G>> {
        self.table.as_ref()
    }

    /// Plays the next deal to its score, with irregular events at `rate`.
    pub fn play(&mut self, rng: &mut Rng, rate: f64) -> DealOutcome {
        if !self.by_the_rubber {
            return play_deal(&mut self.table, self.code, rng, rate);
        }
        let setup = match (&self.table, &self.rubber) {
            (Some(t), Some((sheet, _))) => {
                G::next_setup(t.setup(), t.state().next_dealer(), sheet, Some(rng.deal()))
            }
            _ => {
                let first = G::random_setup(self.code, rng);
                let Ok(sheet) = G::new_sheet(&first) else {
                    return play_deal(&mut self.table, self.code, rng, rate);
                };
                let setup = G::next_setup(
                    &first,
                    G::setup_dealer(&first),
                    &sheet,
                    G::setup_deal(&first),
                );
                self.rubber = Some((sheet, 0));
                setup
            }
        };
        match &mut self.table {
            Some(t) => t.reset_with(setup),
            None => self.table = Some(Table::with_setup(setup)),
        }
        let Some(table) = self.table.as_mut() else {
            return DealOutcome::default();
        };
        let mut out = play_on(table, rng, rate);
        let Some((sheet, deals)) = self.rubber.as_mut() else {
            return out;
        };
        if !out.finished {
            // The rubber cannot go on from a deal not scored.
            self.rubber = None;
            return out;
        }
        if let Err(why) = table.state().record(sheet, None) {
            out.finished = false;
            out.stuck = Some(format!(
                "the deal is not written on the rubber's sheet: {why}"
            ));
            self.rubber = None;
            return out;
        }
        *deals += 1;
        if G::is_won(sheet) {
            out.rubber_won = Some(*deals);
            self.rubber = None;
        }
        out
    }
}
