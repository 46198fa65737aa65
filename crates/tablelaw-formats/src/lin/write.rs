//! The writer: a [`Board`] as one line of LIN, in the strict form.

use std::io::{self, Write};

use tablelaw::score::Vulnerability;
use tablelaw::{Call, Denomination, Suit};

use super::Board;
use super::Code;
use super::decode::LIN_SEATS;

/// The codes a [`Board`] keeps in its own fields, which may not stand among
/// its [`others`](Board::others).
const TYPED: [Code; 10] = [
    Code::PLAYERS,
    Code::DEAL,
    Code::VULNERABILITY,
    Code::HEADER,
    Code::BOARD_ID,
    Code::CALL,
    Code::PLAY,
    Code::CLAIM,
    Code::COMMENT,
    Code::PAGE_BREAK,
];

fn invalid(what: String) -> io::Error {
    io::Error::new(io::ErrorKind::InvalidInput, what)
}

fn token(out: &mut (impl Write + ?Sized), code: Code, value: &str) -> io::Result<()> {
    if value.contains('|') {
        return Err(invalid(format!(
            "a `|` in the value of `{code}`: `{value}`"
        )));
    }
    write!(out, "{code}|{value}|")
}

fn call_text(call: Call) -> String {
    match call {
        Call::Pass => "p".into(),
        Call::Double => "d".into(),
        Call::Redouble => "r".into(),
        Call::Bid(bid) => {
            let d = match bid.denomination {
                Denomination::NoTrump => 'N',
                d => d.suit().map_or('N', Suit::letter),
            };
            format!("{}{d}", bid.level)
        }
    }
}

/// Writes `board` as one line of LIN, which [`Reader`](super::Reader) reads
/// back to the same [`Board`] (with [`BoardBuilder`](super::BoardBuilder)).
///
/// The strict form, in this order: `qx`, `pn`, the
/// [`others`](Board::others) as read (after `md` when the board has neither
/// `qx` nor `pn`), `md` (the dealer digit and all four hands, South, West,
/// North, East, each `S…H…D…C…` with the ranks from the ace down, an unknown
/// hand empty), `ah`, `sv` (`o`, `n`, `e`, `b`), the calls (`1S`, `1N`, `p`,
/// `d`, `r`, a `!` for an alert, `an` after an explained call), `pg||`, the
/// cards (`SA`, `HT`) with `pg||` after each trick, `mc`, the comments (`nt`),
/// and a line break.
///
/// # Errors
/// An [`io::ErrorKind::InvalidInput`] error for what LIN cannot hold (a `|`
/// in a value, a `,` in a player's name, an other token whose code has its
/// own field), and the errors of `out`.
///
/// # Examples
/// ```
/// use tablelaw_formats::lin::{write_board, Board, BoardBuilder, Reader};
///
/// let board = Board { header: Some("Board 1".into()), claim: Some(7), ..Board::default() };
/// let mut out = Vec::new();
/// write_board(&mut out, &board)?;
/// assert_eq!(out, b"ah|Board 1|mc|7|\n");
/// let again = Reader::new(&out[..]).read_board(&mut BoardBuilder::new())?;
/// assert_eq!(again, Some(board));
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn write_board(out: &mut impl Write, board: &Board) -> io::Result<()> {
    for (code, _) in &board.others {
        if TYPED.contains(code) {
            return Err(invalid(format!("`{code}` among the other tokens")));
        }
    }
    let others = |out: &mut dyn Write| -> io::Result<()> {
        board
            .others
            .iter()
            .try_for_each(|(code, value)| token(out, *code, value))
    };
    if let Some(id) = &board.id {
        token(out, Code::BOARD_ID, id)?;
    }
    if let Some(players) = &board.players {
        if let Some(name) = players.iter().find(|n| n.contains(',')) {
            return Err(invalid(format!("a `,` in a player's name: `{name}`")));
        }
        token(out, Code::PLAYERS, &players.join(","))?;
    }
    // The other tokens go after the token that begins the board, so that in
    // a file of several boards they stay with theirs.
    let others_first = board.id.is_some() || board.players.is_some() || board.deal.is_none();
    if others_first {
        others(out)?;
    }
    if let Some((dealer, deal)) = &board.deal {
        let digit = LIN_SEATS.iter().position(|s| s == dealer).unwrap_or(0) + 1;
        let mut md = digit.to_string();
        for (i, seat) in LIN_SEATS.into_iter().enumerate() {
            if i > 0 {
                md.push(',');
            }
            if !deal.is_known(seat) {
                continue;
            }
            for suit in Suit::ALL.into_iter().rev() {
                md.push(suit.letter());
                let mut ranks: Vec<char> = deal
                    .hand(seat)
                    .suit(suit)
                    .iter()
                    .map(|c| c.rank.letter())
                    .collect();
                ranks.reverse();
                md.extend(ranks);
            }
        }
        token(out, Code::DEAL, &md)?;
    }
    if !others_first {
        others(out)?;
    }
    if let Some(header) = &board.header {
        token(out, Code::HEADER, header)?;
    }
    if let Some(v) = board.vulnerability {
        let letter = match v {
            Vulnerability::Neither => "o",
            Vulnerability::NorthSouth => "n",
            Vulnerability::EastWest => "e",
            Vulnerability::Both => "b",
        };
        token(out, Code::VULNERABILITY, letter)?;
    }
    for call in &board.calls {
        let mut text = call_text(call.call);
        if call.alert {
            text.push('!');
        }
        token(out, Code::CALL, &text)?;
        if let Some(explanation) = &call.explanation {
            token(out, Code::EXPLANATION, explanation)?;
        }
    }
    if !board.calls.is_empty() {
        token(out, Code::PAGE_BREAK, "")?;
    }
    for trick in board.plays.chunks(4) {
        for card in trick {
            token(out, Code::PLAY, &format!("{card:#}"))?;
        }
        token(out, Code::PAGE_BREAK, "")?;
    }
    if let Some(tricks) = board.claim {
        token(out, Code::CLAIM, &tricks.to_string())?;
    }
    for comment in &board.comments {
        token(out, Code::COMMENT, comment)?;
    }
    out.write_all(b"\n")
}
