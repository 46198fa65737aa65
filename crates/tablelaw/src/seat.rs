//! Seats, sides and rotation in the laws' words.
//!
//! Calls and play proceed clockwise, "in rotation" (rubber Law 17): a
//! player's left-hand opponent (LHO) acts immediately after him and his
//! right-hand opponent (RHO) immediately before him.

use core::fmt;
use core::ops::{Index, IndexMut};
use core::str::FromStr;

use serde::{Deserialize, Serialize};

/// A seat at the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[repr(u8)]
pub enum Seat {
    /// North.
    #[serde(rename = "N")]
    North = 0,
    /// East.
    #[serde(rename = "E")]
    East = 1,
    /// South.
    #[serde(rename = "S")]
    South = 2,
    /// West.
    #[serde(rename = "W")]
    West = 3,
}

impl Seat {
    /// The four seats in rotation from North.
    pub const ALL: [Seat; 4] = [Seat::North, Seat::East, Seat::South, Seat::West];

    #[inline]
    const fn from_index(i: u8) -> Seat {
        match i & 3 {
            0 => Seat::North,
            1 => Seat::East,
            2 => Seat::South,
            _ => Seat::West,
        }
    }

    /// The seat's index, North 0 to West 3.
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// Left-hand opponent: the next seat in rotation.
    #[inline]
    pub const fn lho(self) -> Seat {
        Seat::from_index(self as u8 + 1)
    }

    /// Partner: the seat opposite.
    #[inline]
    pub const fn partner(self) -> Seat {
        Seat::from_index(self as u8 + 2)
    }

    /// Right-hand opponent: the seat before in rotation.
    #[inline]
    pub const fn rho(self) -> Seat {
        Seat::from_index(self as u8 + 3)
    }

    /// The seat `n` places after this one in rotation.
    pub const fn after(self, n: usize) -> Seat {
        Seat::from_index(self as u8 + (n % 4) as u8)
    }

    /// How many places after `self` in rotation `other` sits (0 to 3).
    pub const fn distance_to(self, other: Seat) -> usize {
        ((other as u8 + 4 - self as u8) % 4) as usize
    }

    /// The side the seat belongs to.
    #[inline]
    pub const fn side(self) -> Side {
        match self {
            Seat::North | Seat::South => Side::NorthSouth,
            Seat::East | Seat::West => Side::EastWest,
        }
    }

    /// Whether `other` is an opponent of this seat.
    #[inline]
    pub const fn is_opponent(self, other: Seat) -> bool {
        (self as u8 + other as u8) % 2 == 1
    }

    /// The seat's letter: `N`, `E`, `S` or `W`.
    pub const fn letter(self) -> char {
        match self {
            Seat::North => 'N',
            Seat::East => 'E',
            Seat::South => 'S',
            Seat::West => 'W',
        }
    }

    /// The seat's name: `North`, `East`, `South` or `West`.
    pub const fn name(self) -> &'static str {
        match self {
            Seat::North => "North",
            Seat::East => "East",
            Seat::South => "South",
            Seat::West => "West",
        }
    }

    /// Reads a seat from its letter (either case).
    pub const fn from_char(c: char) -> Option<Seat> {
        Some(match c {
            'N' | 'n' => Seat::North,
            'E' | 'e' => Seat::East,
            'S' | 's' => Seat::South,
            'W' | 'w' => Seat::West,
            _ => return None,
        })
    }
}

impl fmt::Display for Seat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if f.alternate() {
            f.write_str(self.name())
        } else {
            write!(f, "{}", self.letter())
        }
    }
}

/// A seat that could not be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("expected a seat (N, E, S, W or North, East, South, West), found `{0}`")]
pub struct ParseSeatError(pub String);

impl FromStr for Seat {
    type Err = ParseSeatError;

    fn from_str(s: &str) -> Result<Seat, ParseSeatError> {
        // Any case, compared in place (no lowercase copy).
        let is =
            |short: &str, long: &str| s.eq_ignore_ascii_case(short) || s.eq_ignore_ascii_case(long);
        let seat = if is("n", "north") {
            Seat::North
        } else if is("e", "east") {
            Seat::East
        } else if is("s", "south") {
            Seat::South
        } else if is("w", "west") {
            Seat::West
        } else {
            return Err(ParseSeatError(s.to_owned()));
        };
        Ok(seat)
    }
}

/// A partnership.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Side {
    /// North and South.
    #[serde(rename = "NS")]
    NorthSouth = 0,
    /// East and West.
    #[serde(rename = "EW")]
    EastWest = 1,
}

impl Side {
    /// The other side.
    pub const fn opponents(self) -> Side {
        match self {
            Side::NorthSouth => Side::EastWest,
            Side::EastWest => Side::NorthSouth,
        }
    }

    /// The side's index, 0 for North-South.
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The two seats of the side: North and South, or East and West.
    pub const fn seats(self) -> [Seat; 2] {
        match self {
            Side::NorthSouth => [Seat::North, Seat::South],
            Side::EastWest => [Seat::East, Seat::West],
        }
    }
}

impl fmt::Display for Side {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Side::NorthSouth => "NS",
            Side::EastWest => "EW",
        })
    }
}

/// One value per seat, indexed by [`Seat`]. Written as an object keyed by
/// the seats' letters (`{"N": …, "E": …, "S": …, "W": …}`); read from that
/// or from a list of four in the order North, East, South, West.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct BySeat<T>(pub [T; 4]);

impl<T> Index<Seat> for BySeat<T> {
    type Output = T;
    fn index(&self, seat: Seat) -> &T {
        &self.0[seat.index()]
    }
}

impl<T> IndexMut<Seat> for BySeat<T> {
    fn index_mut(&mut self, seat: Seat) -> &mut T {
        &mut self.0[seat.index()]
    }
}

/// One value per side, indexed by [`Side`]. Written as an object keyed by
/// the sides' names (`{"NS": …, "EW": …}`); read from that or from a list of
/// two, North-South first.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct BySide<T>(pub [T; 2]);

impl<T> Index<Side> for BySide<T> {
    type Output = T;
    fn index(&self, side: Side) -> &T {
        &self.0[side.index()]
    }
}

impl<T> IndexMut<Side> for BySide<T> {
    fn index_mut(&mut self, side: Side) -> &mut T {
        &mut self.0[side.index()]
    }
}

impl<T: Serialize> Serialize for BySeat<T> {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_map(Seat::ALL.iter().map(|&seat| (seat, &self[seat])))
    }
}

impl<T: Serialize> Serialize for BySide<T> {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_map(
            [Side::NorthSouth, Side::EastWest]
                .iter()
                .map(|&side| (side.to_string(), &self[side])),
        )
    }
}

/// The forms [`BySeat`] is read from.
#[derive(Deserialize)]
#[serde(untagged)]
enum BySeatForm<T> {
    Keyed {
        #[serde(rename = "N")]
        north: T,
        #[serde(rename = "E")]
        east: T,
        #[serde(rename = "S")]
        south: T,
        #[serde(rename = "W")]
        west: T,
    },
    Listed([T; 4]),
}

impl<'de, T: Deserialize<'de>> Deserialize<'de> for BySeat<T> {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<BySeat<T>, D::Error> {
        Ok(BySeat(match BySeatForm::deserialize(d)? {
            BySeatForm::Keyed {
                north,
                east,
                south,
                west,
            } => [north, east, south, west],
            BySeatForm::Listed(all) => all,
        }))
    }
}

/// The forms [`BySide`] is read from.
#[derive(Deserialize)]
#[serde(untagged)]
enum BySideForm<T> {
    Keyed {
        #[serde(rename = "NS")]
        north_south: T,
        #[serde(rename = "EW")]
        east_west: T,
    },
    Listed([T; 2]),
}

impl<'de, T: Deserialize<'de>> Deserialize<'de> for BySide<T> {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<BySide<T>, D::Error> {
        Ok(BySide(match BySideForm::deserialize(d)? {
            BySideForm::Keyed {
                north_south,
                east_west,
            } => [north_south, east_west],
            BySideForm::Listed(both) => both,
        }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Per-seat and per-side values are written keyed by seat and side,
    /// and read back from that or from the older lists.
    #[test]
    fn by_seat_and_by_side_keyed_by_letters() {
        let seats = BySeat([1u8, 2, 3, 4]);
        let text = serde_json::to_string(&seats).unwrap();
        assert_eq!(text, r#"{"N":1,"E":2,"S":3,"W":4}"#);
        assert_eq!(serde_json::from_str::<BySeat<u8>>(&text).unwrap(), seats);
        assert_eq!(
            serde_json::from_str::<BySeat<u8>>("[1,2,3,4]").unwrap(),
            seats
        );
        assert!(serde_json::from_str::<BySeat<u8>>(r#"{"N":1,"E":2,"S":3}"#).is_err());
        let sides = BySide([5i32, -6]);
        let text = serde_json::to_string(&sides).unwrap();
        assert_eq!(text, r#"{"NS":5,"EW":-6}"#);
        assert_eq!(serde_json::from_str::<BySide<i32>>(&text).unwrap(), sides);
        assert_eq!(
            serde_json::from_str::<BySide<i32>>("[5,-6]").unwrap(),
            sides
        );
    }

    #[test]
    fn rotation_is_clockwise() {
        assert_eq!(Seat::North.lho(), Seat::East);
        assert_eq!(Seat::North.rho(), Seat::West);
        assert_eq!(Seat::North.partner(), Seat::South);
        assert_eq!(Seat::West.lho(), Seat::North);
        for s in Seat::ALL {
            assert_eq!(s.lho().rho(), s);
            assert_eq!(s.partner().partner(), s);
            assert_eq!(s.distance_to(s.lho()), 1);
            assert_eq!(s.distance_to(s.partner()), 2);
            assert_eq!(s.distance_to(s.rho()), 3);
            assert!(s.is_opponent(s.lho()) && s.is_opponent(s.rho()));
            assert!(!s.is_opponent(s.partner()));
            assert_eq!(s.side(), s.partner().side());
        }
    }

    #[test]
    fn seat_is_one_byte() {
        assert_eq!(core::mem::size_of::<Seat>(), 1);
    }
}
