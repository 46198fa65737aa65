//! Euchre under the 1888 laws of the Somerset Club of Boston: one test per
//! law and clause, named after it (seed 004, Laws 74-85, and the laws of
//! the discard, the revoke and the score around them).

mod conduct;
mod customs;
mod deals;
mod exposed;
mod in_error;
mod irregular;
mod making;
mod play;
mod props;
mod revoke_saved;
mod score;

pub use tablelaw::codes::euchre::{EuchreEvent, EuchreGame, EuchreOptions, EuchreSetup, Hand};
pub use tablelaw::{Card, Seat, Suit};

pub use EuchreEvent as E;
pub use Seat::{East, North, South, West};

/// North deals; East is the eldest hand, South the second, West the third.
/// Hearts turned (the nine); West holds the left bower (DJ).
pub const DEAL: &str = "N:J.AK.KQ. 7.8.A.AK A.T7.T9. K.Q.J8.J turned H9";

pub fn card(s: &str) -> Card {
    s.parse().expect("a card")
}

pub fn game() -> EuchreGame {
    game_with(EuchreOptions::default())
}

pub fn game_with(options: EuchreOptions) -> EuchreGame {
    let mut g = EuchreGame::with_setup(EuchreSetup::with_options(North, options));
    g.apply(E::Deal(DEAL.parse().expect("deal"))).expect("deal");
    g
}

/// Applies each event, which must be possible.
pub fn run(g: &mut EuchreGame, events: &[E]) {
    for e in events {
        g.apply(e.clone())
            .unwrap_or_else(|err| panic!("{e:?}: {err}"));
    }
}

/// Applies an event that must be impossible, and checks nothing changed.
pub fn refused(g: &mut EuchreGame, e: E) -> String {
    let before = g.state().clone();
    let log = g.log().len();
    let err = g.apply(e.clone()).expect_err("impossible");
    assert_eq!(g.state(), &before, "{e:?} changed the state");
    assert_eq!(g.log().len(), log);
    err.to_string()
}

pub fn hand(g: &EuchreGame) -> &Hand {
    g.hand().expect("a deal in progress")
}

pub fn pass(seat: Seat) -> E {
    E::pass(seat)
}

pub fn play(seat: Seat, c: &str) -> E {
    E::play(seat, card(c))
}

pub fn last_law(g: &EuchreGame) -> String {
    let rulings = match g.hand() {
        Some(h) => h.rulings(),
        None => &g.deals().last().expect("a deal").rulings,
    };
    rulings.last().expect("a ruling").law.to_string()
}

/// The first round passed by all four: the trump card is turned down.
pub fn all_pass_round_one(g: &mut EuchreGame) {
    run(g, &[pass(East), pass(South), pass(West), pass(North)]);
}

pub const HEARTS: Suit = Suit::Hearts;
pub const SPADES: Suit = Suit::Spades;
