//! The duplicate board's dealer and vulnerability (duplicate Law 2, 2007 and
//! 2017).

use core::fmt;

use serde::Serialize;

use crate::seat::{BySide, Seat, Side};

/// Which sides are vulnerable on a duplicate board (duplicate Law 2: "Neither
/// Side Vulnerable", "North-South Vulnerable", "East-West Vulnerable", "Both
/// Sides Vulnerable").
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, serde::Deserialize)]
pub enum Vulnerability {
    /// Neither side is vulnerable.
    #[default]
    Neither,
    /// North-South are vulnerable.
    NorthSouth,
    /// East-West are vulnerable.
    EastWest,
    /// Both sides are vulnerable.
    Both,
}

impl Vulnerability {
    /// The vulnerability of board `board` (duplicate Law 2): neither on
    /// boards 1, 8, 11, 14; North-South on 2, 5, 12, 15; East-West on 3, 6, 9,
    /// 16; both on 4, 7, 10, 13; "the same sequence is repeated for Boards
    /// 17-32 and for each subsequent group of 16 boards". Board 0, which no
    /// board is numbered, counts as board 16 (the sequence's period).
    pub const fn of_board(board: u32) -> Vulnerability {
        // Boards 1 to 16, in order.
        const TABLE: [Vulnerability; 16] = {
            use Vulnerability::{Both as B, EastWest as E, Neither as O, NorthSouth as N};
            [O, N, E, B, N, E, B, O, E, B, O, N, B, O, N, E]
        };
        TABLE[((board % 16 + 15) % 16) as usize]
    }

    /// Whether `side` is vulnerable.
    pub const fn is_vulnerable(self, side: Side) -> bool {
        matches!(
            (self, side),
            (Vulnerability::Both, _)
                | (Vulnerability::NorthSouth, Side::NorthSouth)
                | (Vulnerability::EastWest, Side::EastWest)
        )
    }

    /// Whether each side is vulnerable.
    pub const fn by_side(self) -> BySide<bool> {
        BySide([
            self.is_vulnerable(Side::NorthSouth),
            self.is_vulnerable(Side::EastWest),
        ])
    }

    /// The vulnerability in which exactly the sides marked in `sides` are vulnerable.
    pub const fn from_sides(sides: BySide<bool>) -> Vulnerability {
        match sides.0 {
            [false, false] => Vulnerability::Neither,
            [true, false] => Vulnerability::NorthSouth,
            [false, true] => Vulnerability::EastWest,
            [true, true] => Vulnerability::Both,
        }
    }
}

impl fmt::Display for Vulnerability {
    /// As PBN writes it: `None`, `NS`, `EW`, `All`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Vulnerability::Neither => "None",
            Vulnerability::NorthSouth => "NS",
            Vulnerability::EastWest => "EW",
            Vulnerability::Both => "All",
        })
    }
}

/// The vulnerability of board `board` (duplicate Law 2); see
/// [`Vulnerability::of_board`].
pub const fn board_vulnerability(board: u32) -> Vulnerability {
    Vulnerability::of_board(board)
}

/// The dealer of board `board` (duplicate Law 2): North on boards 1, 5, 9,
/// 13, East on 2, 6, 10, 14, South on 3, 7, 11, 15, West on 4, 8, 12, 16,
/// and the same for each later group of 16. Board 0 counts as board 16.
pub const fn board_dealer(board: u32) -> Seat {
    Seat::North.after(((board % 4 + 3) % 4) as usize)
}
