//! Games run together: two games of a PBN file with no semi-empty line
//! between them (PBN 2.1 §3) read as one game whose identifying tags
//! repeat. The reader cannot see the boundary; a tag of the identification
//! section given again after the first game's deal, auction, play or
//! result shows it, and the check splits the text there and referees each
//! game on its own.

use crate::pbn::MANDATORY;

/// The tags that identify a game, the first eleven of the mandatory tag
/// set (Event to Deal, PBN §3.4): one given again after a game's body
/// begins a new game.
pub(super) fn identifying(name: &[u8]) -> Option<usize> {
    MANDATORY[..IDENTIFYING]
        .iter()
        .position(|t| t.as_bytes() == name)
}

/// How many of [`MANDATORY`] identify a game.
pub(super) const IDENTIFYING: usize = 11;

/// The tags of a game's body: once one is given, an identifying tag given
/// again begins the next game.
pub(super) const BODY: [&[u8]; 7] = [
    b"Deal",
    b"Auction",
    b"Play",
    b"Contract",
    b"Declarer",
    b"Result",
    b"Score",
];

/// The tags that come first in a game (Event to South): a run of them just
/// before the repeated tag belongs to the game it begins.
const HEADING: usize = 8;

/// The name of the tag that begins `line`, if the line begins with one.
fn tag_name(line: &[u8]) -> Option<&[u8]> {
    let rest = line
        .trim_ascii_start()
        .strip_prefix(b"[")?
        .trim_ascii_start();
    let end = rest
        .iter()
        .position(|b| !(b.is_ascii_alphanumeric() || *b == b'_'))
        .unwrap_or(rest.len());
    (end > 0).then_some(&rest[..end])
}

/// The byte offsets in a game's `text` where a further game begins, its
/// tags run on from the game before without a blank line: the line of an
/// identifying tag given again after the body began, moved back over the
/// heading tags just before it (Event, Site, Date, Board and the players)
/// that the game before has not given. One pass over the text.
pub(super) fn game_starts(text: &[u8]) -> Vec<usize> {
    let mut starts = Vec::new();
    let mut seen = 0u16;
    let mut body = false;
    // The heading tags just before: (offset, bit, whether the game had not
    // given it before) of each line in the run.
    let mut run: Vec<(usize, u16, bool)> = Vec::new();
    let mut at = 0;
    for line in text.split(|&b| b == b'\n') {
        let offset = at;
        at += line.len() + 1;
        let Some(name) = tag_name(line) else {
            if !line.trim_ascii().is_empty() {
                run.clear();
            }
            continue;
        };
        let identifying = identifying(name);
        if let Some(i) = identifying
            && body
            && seen & (1 << i) != 0
        {
            // The new game begins at the earliest heading tag of the run
            // before this one that the game before had not given.
            let mut start = offset;
            let mut bits = 1 << i;
            for &(o, bit, new) in run.iter().rev() {
                if !new {
                    break;
                }
                start = o;
                bits |= bit;
            }
            starts.push(start);
            seen = bits;
            body = false;
            run.clear();
            if i < HEADING {
                run.push((offset, 1 << i, true));
            }
        } else if let Some(i) = identifying {
            let new = seen & (1 << i) == 0;
            seen |= 1 << i;
            if i < HEADING {
                run.push((offset, 1 << i, new));
            } else {
                run.clear();
            }
        } else {
            run.clear();
        }
        if BODY.contains(&name) {
            body = true;
        }
    }
    starts
}

#[cfg(test)]
mod tests {
    use super::game_starts;

    #[test]
    fn a_repeated_event_after_the_body_begins_a_game() {
        let text = b"[Event \"a\"]\n[Board \"1\"]\n[Deal \"N:...\"]\n[Auction \"N\"]\nAP\n[Event \"a\"]\n[Board \"2\"]\n[Deal \"N:...\"]\n";
        let starts = game_starts(text);
        assert_eq!(starts.len(), 1);
        assert!(text[starts[0]..].starts_with(b"[Event \"a\"]\n[Board \"2\"]"));
    }

    #[test]
    fn heading_tags_before_the_repeat_go_with_the_new_game() {
        // The game before gives no Event or Site: they begin the next game.
        let text = b"[Board \"1\"]\n[Deal \"N:...\"]\n[Score \"NS 50\"]\n[Event \"b\"]\n[Site \"c\"]\n[Board \"2\"]\n";
        let starts = game_starts(text);
        assert_eq!(starts.len(), 1);
        assert!(text[starts[0]..].starts_with(b"[Event \"b\"]"));
    }

    #[test]
    fn a_tag_repeated_in_the_heading_is_not_a_new_game() {
        let text = b"[Event \"a\"]\n[Event \"b\"]\n[Board \"1\"]\n[Deal \"N:...\"]\n[Note \"1:x\"]\n[Note \"2:y\"]\n";
        assert!(game_starts(text).is_empty());
    }

    #[test]
    fn three_games_run_together() {
        let game = "[Board \"1\"]\n[Dealer \"N\"]\n[Contract \"3NT\"]\n";
        let text = game.repeat(3);
        assert_eq!(game_starts(text.as_bytes()), [game.len(), 2 * game.len()]);
    }
}
