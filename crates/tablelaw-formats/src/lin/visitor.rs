//! The visitor: what a [`Reader`](super::Reader) hands over, token by token,
//! in the order of the file.

use std::ops::ControlFlow;

use tablelaw::score::Vulnerability;
use tablelaw::{Deal, Seat};

use super::{CallToken, CardToken, Code, Inherited, Players, RawValue};

/// Receives the parts of one board in the order the file has them.
///
/// Every method but [`end_board`](Visitor::end_board) has a default that
/// ignores its part. A method returning [`ControlFlow::Break`] ends the
/// visit: the reader skips the rest of the board on a fast path (no value
/// is decoded) and calls [`end_board`](Visitor::end_board).
///
/// # Examples
/// Count the calls of every board, reading nothing else:
/// ```
/// use std::ops::ControlFlow;
/// use tablelaw_formats::lin::{CallToken, Reader, Visitor};
///
/// struct Calls(usize);
/// impl Visitor for Calls {
///     type Output = usize;
///     fn begin_board(&mut self, _: tablelaw_formats::lin::Inherited<'_>) -> ControlFlow<()> {
///         self.0 = 0;
///         ControlFlow::Continue(())
///     }
///     fn call(&mut self, _: CallToken<'_>) -> ControlFlow<()> {
///         self.0 += 1;
///         ControlFlow::Continue(())
///     }
///     fn play(&mut self, _: tablelaw_formats::lin::CardToken<'_>) -> ControlFlow<()> {
///         ControlFlow::Break(()) // the auction is over: skip the play
///     }
///     fn end_board(&mut self) -> usize {
///         self.0
///     }
/// }
///
/// let lin = "md|1SAKQJHAKQJDAKQJCA,S2345H2345D2345C2,S6789H6789D6789C3,|\
///            mb|1S|mb|p|mb|p|mb|p|pg||pc|D2|";
/// let mut reader = Reader::new(lin.as_bytes());
/// assert_eq!(reader.read_board(&mut Calls(0))?, Some(4));
/// # Ok::<(), tablelaw_formats::lin::ReadError>(())
/// ```
pub trait Visitor {
    /// What a board read gives.
    type Output;

    /// A board begins; `inherited` holds what it takes from the boards
    /// before it (the latest `pn`).
    fn begin_board(&mut self, inherited: Inherited<'_>) -> ControlFlow<()> {
        let _ = inherited;
        ControlFlow::Continue(())
    }

    /// `pn`: the players' names.
    fn players(&mut self, players: Players<'_>) -> ControlFlow<()> {
        let _ = players;
        ControlFlow::Continue(())
    }

    /// `md`: the dealer (duplicate Law 2: the board designates the dealer)
    /// and the deal, checked to be a possible deal (each card once, thirteen
    /// to a known hand; Law 6).
    fn deal(&mut self, dealer: Seat, deal: Deal) -> ControlFlow<()> {
        let _ = (dealer, deal);
        ControlFlow::Continue(())
    }

    /// `sv`: the vulnerability (duplicate Law 2).
    fn vulnerability(&mut self, vulnerability: Vulnerability) -> ControlFlow<()> {
        let _ = vulnerability;
        ControlFlow::Continue(())
    }

    /// `ah`: the board header, `Board 15` ([`RawValue::trailing_number`]
    /// gives 15).
    fn header(&mut self, header: RawValue<'_>) -> ControlFlow<()> {
        let _ = header;
        ControlFlow::Continue(())
    }

    /// `qx`: the board id, `o1` or `c1`.
    fn board_id(&mut self, id: RawValue<'_>) -> ControlFlow<()> {
        let _ = id;
        ControlFlow::Continue(())
    }

    /// `mb` (with the `an` after it): a call (rubber Law 18) as made, in
    /// rotation or not; an alert and an explanation (Law 20) when given.
    fn call(&mut self, call: CallToken<'_>) -> ControlFlow<()> {
        let _ = call;
        ControlFlow::Continue(())
    }

    /// `pc`: a card played (rubber Law 44), by whoever's turn it is.
    fn play(&mut self, card: CardToken<'_>) -> ControlFlow<()> {
        let _ = card;
        ControlFlow::Continue(())
    }

    /// `mc`: a claim (rubber Law 68): the number of tricks declarer's side
    /// takes in all, from 0 to 13.
    fn claim(&mut self, tricks: u8) -> ControlFlow<()> {
        let _ = tricks;
        ControlFlow::Continue(())
    }

    /// `nt`: a comment.
    fn comment(&mut self, text: RawValue<'_>) -> ControlFlow<()> {
        let _ = text;
        ControlFlow::Continue(())
    }

    /// `pg`: a page break (BBO's viewer pauses there).
    fn page_break(&mut self) -> ControlFlow<()> {
        ControlFlow::Continue(())
    }

    /// Any other code (`vg`, `rs`, `st`, `rh`, an `an` with no call before
    /// it, …), raw.
    fn other(&mut self, code: Code, value: RawValue<'_>) -> ControlFlow<()> {
        let _ = (code, value);
        ControlFlow::Continue(())
    }

    /// The board has ended: its result.
    fn end_board(&mut self) -> Self::Output;
}
