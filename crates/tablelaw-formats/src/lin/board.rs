//! An owned record of one board and the visitor that builds it.

use std::ops::ControlFlow;

use tablelaw::score::Vulnerability;
use tablelaw::{Call, Card, Deal, Seat};

use super::{CallToken, CardToken, Code, Inherited, Players, RawValue, Visitor};

/// One board of a LIN file, owned: what [`BoardBuilder`] reads and
/// [`write_board`](super::write_board) writes.
///
/// The values are as read (text decoded lossily, see
/// [`RawValue::decode`]); nothing is checked against the laws. The order of
/// tokens of different kinds (a comment between two calls) is not kept.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Board {
    /// `pn`: the players' names (South, West, North, East, and in a
    /// vugraph file the closed room's four after them): the board's own or,
    /// failing that, the latest before it in the file.
    pub players: Option<Vec<String>>,
    /// `qx`: the board id, `o1` or `c1`.
    pub id: Option<String>,
    /// `ah`: the board header, `Board 15`.
    pub header: Option<String>,
    /// `md`: the dealer and the deal.
    pub deal: Option<(Seat, Deal)>,
    /// `sv`: the vulnerability.
    pub vulnerability: Option<Vulnerability>,
    /// `mb` (and `an`): the calls in the order made.
    pub calls: Vec<BoardCall>,
    /// `pc`: the cards in the order played.
    pub plays: Vec<Card>,
    /// `mc`: the tricks claimed for declarer's side (the last claim).
    pub claim: Option<u8>,
    /// `nt`: the comments.
    pub comments: Vec<String>,
    /// Every other token in order (`vg`, `rs`, `st`, `rh`, …); `pg` is not
    /// kept (the writer puts one after the auction and after each trick).
    pub others: Vec<(Code, String)>,
}

impl Board {
    /// The player in `seat` (among the first four names), if named.
    pub fn player(&self, seat: Seat) -> Option<&str> {
        let names = self.players.as_ref()?;
        names
            .get(super::decode::lin_index(seat))
            .map(String::as_str)
    }
}

/// A call of a [`Board`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoardCall {
    /// The call.
    pub call: Call,
    /// Whether it was alerted (`!`).
    pub alert: bool,
    /// Its explanation (`an`), if any.
    pub explanation: Option<String>,
}

/// The [`Visitor`] that reads a whole [`Board`].
///
/// # Examples
/// ```
/// use tablelaw_formats::lin::{BoardBuilder, Reader};
///
/// let mut reader = Reader::new(&b"pn|a,b,c,d|ah|Board 3|nt|hello|"[..]);
/// let board = reader.read_board(&mut BoardBuilder::new())?.unwrap();
/// assert_eq!(board.player(tablelaw::Seat::North), Some("c"));
/// assert_eq!(board.comments, ["hello"]);
/// # Ok::<(), tablelaw_formats::lin::ReadError>(())
/// ```
#[derive(Clone, Debug, Default)]
pub struct BoardBuilder {
    board: Board,
}

impl BoardBuilder {
    /// A builder.
    pub fn new() -> Self {
        BoardBuilder::default()
    }
}

fn text(value: RawValue<'_>) -> String {
    value.decode().into_owned()
}

fn names(players: Players<'_>) -> Vec<String> {
    players.names().map(text).collect()
}

impl Visitor for BoardBuilder {
    type Output = Board;

    fn begin_board(&mut self, inherited: Inherited<'_>) -> ControlFlow<()> {
        self.board = Board {
            players: inherited.players.map(names),
            ..Board::default()
        };
        ControlFlow::Continue(())
    }

    fn players(&mut self, players: Players<'_>) -> ControlFlow<()> {
        self.board.players = Some(names(players));
        ControlFlow::Continue(())
    }

    fn deal(&mut self, dealer: Seat, deal: Deal) -> ControlFlow<()> {
        self.board.deal = Some((dealer, deal));
        ControlFlow::Continue(())
    }

    fn vulnerability(&mut self, vulnerability: Vulnerability) -> ControlFlow<()> {
        self.board.vulnerability = Some(vulnerability);
        ControlFlow::Continue(())
    }

    fn header(&mut self, header: RawValue<'_>) -> ControlFlow<()> {
        self.board.header = Some(text(header));
        ControlFlow::Continue(())
    }

    fn board_id(&mut self, id: RawValue<'_>) -> ControlFlow<()> {
        self.board.id = Some(text(id));
        ControlFlow::Continue(())
    }

    fn call(&mut self, call: CallToken<'_>) -> ControlFlow<()> {
        self.board.calls.push(BoardCall {
            call: call.call(),
            alert: call.is_alerted(),
            explanation: call.explanation().map(text),
        });
        ControlFlow::Continue(())
    }

    fn play(&mut self, card: CardToken<'_>) -> ControlFlow<()> {
        self.board.plays.push(card.card());
        ControlFlow::Continue(())
    }

    fn claim(&mut self, tricks: u8) -> ControlFlow<()> {
        self.board.claim = Some(tricks);
        ControlFlow::Continue(())
    }

    fn comment(&mut self, comment: RawValue<'_>) -> ControlFlow<()> {
        self.board.comments.push(text(comment));
        ControlFlow::Continue(())
    }

    fn other(&mut self, code: Code, value: RawValue<'_>) -> ControlFlow<()> {
        self.board.others.push((code, text(value)));
        ControlFlow::Continue(())
    }

    fn end_board(&mut self) -> Board {
        std::mem::take(&mut self.board)
    }
}
