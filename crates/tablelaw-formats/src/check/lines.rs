//! Where in the file a finding is: line numbers found in a game's text
//! only when a finding asks for one.

use tablelaw::Card;

/// The lines of one board's record: a PBN game's text and the line it
/// begins on, or for LIN the one line known for the board.
#[derive(Clone, Copy, Debug, Default)]
pub(super) struct Lines<'a> {
    /// The line number of `text`'s first line.
    first: usize,
    /// The game's text as in the file (PBN).
    text: &'a [u8],
    /// The line of the board's auction and play, where the text is not
    /// kept (LIN: the line of its `md`).
    fixed: Option<usize>,
}

impl<'a> Lines<'a> {
    /// A PBN game whose text begins at line `first`.
    pub fn of_game(first: usize, text: &'a [u8]) -> Lines<'a> {
        Lines {
            first,
            text,
            fixed: None,
        }
    }

    /// A LIN board at `line`, if known.
    pub fn of_board(line: Option<usize>) -> Lines<'static> {
        Lines {
            first: 0,
            text: b"",
            fixed: line,
        }
    }

    /// The game's lines with their numbers.
    fn numbered(&self) -> impl Iterator<Item = (usize, &'a [u8])> {
        let text = self.text;
        let first = self.first;
        (!text.is_empty())
            .then(|| text.split(|&b| b == b'\n'))
            .into_iter()
            .flatten()
            .enumerate()
            .map(move |(i, l)| (first + i, l))
    }

    /// The line where the game's first tag stands.
    pub fn start(&self) -> Option<usize> {
        if self.text.is_empty() {
            return self.fixed;
        }
        self.numbered()
            .find(|(_, l)| l.trim_ascii_start().starts_with(b"["))
            .map(|(n, _)| n)
    }

    /// The line of the tag `name` (LIN: the board's line for `Auction`
    /// and `Play`).
    pub fn tag(&self, name: &str) -> Option<usize> {
        if self.text.is_empty() {
            return self.fixed.filter(|_| matches!(name, "Auction" | "Play"));
        }
        self.numbered()
            .find(|(_, l)| {
                l.trim_ascii_start()
                    .strip_prefix(b"[")
                    .and_then(|r| r.strip_prefix(name.as_bytes()))
                    .is_some_and(|r| {
                        r.starts_with(b" ") || r.starts_with(b"\t") || r.starts_with(b"\"")
                    })
            })
            .map(|(n, _)| n)
    }

    /// The line of trick `trick` (from 0) of the play section, if the file
    /// writes a trick a line and that line holds `card`; else the Play tag's.
    pub fn trick(&self, trick: usize, card: Card) -> Option<usize> {
        let play = self.tag("Play")?;
        if self.text.is_empty() {
            return Some(play);
        }
        let at = play + 1 + trick;
        // The card as PBN writes it (`SQ`, `HT`, or `H10`), in any case,
        // looked for in the line's bytes as they are (no copy of the line).
        let (suit, rank) = (card.suit.letter() as u8, card.rank.letter() as u8);
        let holds = |l: &[u8]| {
            l.windows(2).any(|w| w.eq_ignore_ascii_case(&[suit, rank]))
                || (rank == b'T'
                    && l.windows(3)
                        .any(|w| w.eq_ignore_ascii_case(&[suit, b'1', b'0'])))
        };
        match self.numbered().find(|(n, _)| *n == at) {
            Some((_, l)) if holds(l) => Some(at),
            _ => Some(play),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Lines;

    const GAME: &[u8] =
        b"% a comment\n[Board \"3\"]\n[Contract \"4S\"]\n[Play \"W\"]\nHA H2 H3 H4\nS10 S2 S3 S4\n";

    #[test]
    fn lines_of_tags_and_tricks() {
        let lines = Lines::of_game(10, GAME);
        assert_eq!(lines.start(), Some(11));
        assert_eq!(lines.tag("Contract"), Some(12));
        assert_eq!(lines.tag("Board"), Some(11));
        assert_eq!(lines.tag("Result"), None);
        assert_eq!(lines.trick(0, "HA".parse().unwrap()), Some(14));
        assert_eq!(lines.trick(1, "ST".parse().unwrap()), Some(15));
        // A card not on the trick's line: the Play tag's line.
        assert_eq!(lines.trick(1, "DA".parse().unwrap()), Some(13));
    }

    #[test]
    fn a_lin_board_has_one_line() {
        let lines = Lines::of_board(Some(7));
        assert_eq!(lines.start(), Some(7));
        assert_eq!(lines.tag("Auction"), Some(7));
        assert_eq!(lines.tag("Contract"), None);
    }
}
