//! Reading the words of `tablelaw score`: contracts, seats, tricks, scores
//! and board numbers. Each reader returns a message that says what is wrong
//! and what is expected; clap prints it after the argument's name and exits
//! with status 2.

use tablelaw::{Bid, Denomination, Doubling, Seat};

/// How a contract is written, for messages.
const CONTRACT_FORM: &str = "write LEVEL DENOMINATION [X|XX]: a level 1 to 7, then C, D, H, S or NT (or a suit symbol), then X if doubled or XX if redoubled, like 4H, 3NT, 2DX or 7SXX";

/// A contract without its declarer: `4H`, `3NT`, `3N`, `7SXX`, `4♥X`,
/// `4♥️X` (the symbol with a variation selector, as phones type it).
pub fn contract(text: &str) -> Result<(Bid, Doubling), String> {
    let fail = |why: String| Err(format!("{why}; {CONTRACT_FORM}"));
    let word = tablelaw::card::without_variation_selectors(text.trim());
    let word = &*word;
    let mut chars = word.chars();
    let Some(first) = chars.next() else {
        return fail("the contract is empty".to_owned());
    };
    let Some(level) = first.to_digit(10) else {
        return fail(format!("a contract starts with its level, found `{first}`"));
    };
    let rest = chars.as_str();
    if rest.starts_with(|c: char| c.is_ascii_digit()) {
        let digits: String = word.chars().take_while(char::is_ascii_digit).collect();
        return fail(format!(
            "level {digits}: no contract of more than seven odd tricks is permissible (Law 38)"
        ));
    }
    if !(1..=7).contains(&level) {
        let why = if level == 0 {
            "level 0: a contract names one to seven odd tricks".to_owned()
        } else {
            format!(
                "level {level}: no contract of more than seven odd tricks is permissible (Law 38)"
            )
        };
        return fail(why);
    }
    let upper = rest.to_uppercase();
    let (denomination, after) = if let Some(after) = upper.strip_prefix("NT") {
        (Denomination::NoTrump, after)
    } else if let Some(after) = upper.strip_prefix('N') {
        (Denomination::NoTrump, after)
    } else {
        let mut cs = upper.chars();
        let d = match cs.next() {
            Some('C' | '♣' | '♧') => Denomination::Clubs,
            Some('D' | '♦' | '♢') => Denomination::Diamonds,
            Some('H' | '♥' | '♡') => Denomination::Hearts,
            Some('S' | '♠' | '♤') => Denomination::Spades,
            Some(c) => {
                return fail(format!(
                    "after the level {level}, expected a denomination (C, D, H, S or NT), found `{c}`"
                ));
            }
            None => {
                return fail(format!(
                    "`{word}` has a level but no denomination (C, D, H, S or NT)"
                ));
            }
        };
        (d, cs.as_str())
    };
    let doubling = match after {
        "" => Doubling::Undoubled,
        "X" => Doubling::Doubled,
        "XX" => Doubling::Redoubled,
        other => {
            return fail(format!(
                "after `{level}{denomination:#}`, expected X (doubled), XX (redoubled) or nothing, found `{other}`"
            ));
        }
    };
    match Bid::new(level as u8, denomination) {
        Some(bid) => Ok((bid, doubling)),
        None => fail(format!("level {level} is not a level")),
    }
}

/// A seat: `N`, `E`, `S`, `W` or the names.
pub fn seat(text: &str) -> Result<Seat, String> {
    text.trim().parse::<Seat>().map_err(|_| {
        format!(
            "expected declarer's seat, N, E, S or W (or North, East, South, West), found `{text}`"
        )
    })
}

/// The tricks won by declarer's side, 0 to 13.
pub fn tricks(text: &str) -> Result<u8, String> {
    match text.trim().parse::<u8>() {
        Ok(n) if n <= 13 => Ok(n),
        Ok(n) => Err(format!(
            "{n} tricks: a deal has thirteen; expected the number of tricks declarer's side took, 0 to 13"
        )),
        Err(_) => Err(format!(
            "expected the number of tricks declarer's side took, 0 to 13, found `{text}`"
        )),
    }
}

/// A score or a difference in points, with its sign: `620`, `-100`, `+450`.
pub fn points(text: &str) -> Result<i32, String> {
    let t = text.trim();
    t.parse::<i32>()
        .ok()
        .filter(|p| p.unsigned_abs() <= 100_000)
        .ok_or_else(|| {
            format!("expected a score in points from -100000 to 100000, a whole number with its sign like 620, -100 or +450, found `{text}`")
        })
}

/// A board number, 1 or more.
pub fn board(text: &str) -> Result<u32, String> {
    match text.trim().parse::<u32>() {
        Ok(n) if n >= 1 => Ok(n),
        _ => Err(format!(
            "expected a board number, a whole number from 1 (Law 2 numbers the boards from 1), found `{text}`"
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ok(text: &str) -> String {
        let (bid, d) = contract(text).unwrap_or_else(|e| panic!("{text}: {e}"));
        let x = match d {
            Doubling::Undoubled => "",
            Doubling::Doubled => "X",
            Doubling::Redoubled => "XX",
        };
        format!("{bid:#}{x}")
    }

    #[test]
    fn contracts_in_the_forms_players_write() {
        assert_eq!(ok("4HX"), "4HX");
        assert_eq!(ok("3nt"), "3NT");
        assert_eq!(ok("3N"), "3NT");
        assert_eq!(ok("3NTXX"), "3NTXX");
        assert_eq!(ok("3nx"), "3NTX");
        assert_eq!(ok("7sxx"), "7SXX");
        assert_eq!(ok("1♣"), "1C");
        assert_eq!(ok("2♡x"), "2HX");
        assert_eq!(ok(" 6D "), "6D");
        // The symbol with a variation selector, as phones type it.
        assert_eq!(ok("4\u{2660}\u{fe0f}X"), "4SX");
        assert_eq!(ok("1\u{2665}\u{fe0e}"), "1H");
    }

    #[test]
    fn bad_contracts_say_what_is_wrong() {
        let err = |t: &str| contract(t).unwrap_err();
        assert!(err("").contains("empty"));
        assert!(err("H4").contains("starts with its level"));
        assert!(err("8H").contains("Law 38"), "{}", err("8H"));
        assert!(err("10NT").contains("level 10"), "{}", err("10NT"));
        assert!(err("0S").contains("level 0"));
        assert!(err("4").contains("no denomination"));
        assert!(err("4Z").contains("found `Z`"));
        assert!(err("4HXXX").contains("found `XXX`"), "{}", err("4HXXX"));
        assert!(err("4H*").contains("after `4H`"), "{}", err("4H*"));
        assert!(err("4Q").contains("like 4H, 3NT"));
    }

    #[test]
    fn tricks_seats_points_boards() {
        assert_eq!(tricks("13"), Ok(13));
        assert!(tricks("14").unwrap_err().contains("thirteen"));
        assert!(tricks("-1").is_err());
        assert_eq!(seat("south"), Ok(Seat::South));
        assert!(seat("Q").unwrap_err().contains("N, E, S or W"));
        assert_eq!(points("+450"), Ok(450));
        assert_eq!(points("-100"), Ok(-100));
        assert!(points("4x").is_err());
        assert_eq!(board("17"), Ok(17));
        assert!(board("0").is_err());
    }
}
