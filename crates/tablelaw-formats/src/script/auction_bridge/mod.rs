//! The table script of an auction bridge deal (`laws auction-bridge`).
//!
//! The same shape as the contract-bridge script, with the 1912 code's
//! calls: six denominations (`R` for royal spades), declarations of more
//! than seven odd tricks (impossible, Law 50), corrections (Law 52) and
//! the information of Law 51.
//!
//! ```text
//! script  = header* event*
//! header  = "laws" "auction-bridge"       at most once
//!         | "dealer" SEAT                 exactly once, before the first event
//!         | "deal" PBN-DEAL               at most once
//!         | "option" "spades-and-royals-one-suit"
//!                                         Law 46: spades and royal spades one suit
//! event   = SEAT CALL                     a call, in turn or not
//!         | SEAT "correct" CALL           Law 52 (also `change`): an inadvertent call corrected
//!         | SEAT "correct" CALL "deliberate"  the director finds it was not inadvertent: no correction
//!         | [SEAT] "elect" OPTION [SUIT]  an election: `new-deal`, `accept`,
//!                                         `penalty`, `previous-final`,
//!                                         `require-lead H`, `no-lead-restriction`,
//!                                         `prohibit-lead S`, `call-card`, `call-suit`,
//!                                         `cancel`, `highest`, `lowest`, `win`,
//!                                         `lose`, `no-penalty`, `take-points`,
//!                                         `take-tricks`, `play-it`, `not-play-it`
//!         | SEAT "informs"                Law 51
//!         | SEAT "asks-final-declaration" Law 51: the question, no penalty
//!         | SEAT CARD                     a card played
//!         | SEAT "exposes" CARD           a card exposed (Laws 65, 66, 68, 72)
//!         | SEAT "calls-card" CARD        declarer calls an exposed card (Laws 67, 70, 75)
//!         | SEAT "calls-attention"        an adversary to the trick (Law 92);
//!                                         dummy to an irregularity (Law 61)
//!         | SEAT "refers"                 an unauthorized reference in the play (Law 93)
//!         | SEAT "claims"                 declarer claims the remaining tricks (Law 72)
//!         | SEAT "suggests" CARD          dummy suggests a card (Law 62): `play-it`, `not-play-it`
//!         | SEAT "touches" CARD+ ["arrange"]  declarer names or touches cards of dummy
//!                                         (Law 64): one is played; two or more, he
//!                                         elects by playing one (`N SK`); `arrange`:
//!                                         "I arrange", none is played
//!         | SEAT "omitted-to-play"        the finding: he omitted playing to a trick (Law 81)
//!         | SEAT "surplus-card" N CARD    the finding: he played two cards to trick N,
//!                                         CARD restored to him (Law 82)
//!         | SEAT "asks-revoke"            he asks his partner whether he has a card of the
//!                                         suit he renounced (Law 85; dummy, Law 60(a))
//!         | SEAT "answers-no"             the partner asked answers no (Law 85)
//!         | SEAT "corrects-revoke"        he corrects his revoke in time (Law 86):
//!                                         `call-card`, `highest`, `lowest`
//!         | "result" N                    declarer's side's tricks, when the
//!                                         four hands are not known (Law 47)
//!         | "honours" SIDE HELD           honours told (Law 6): `three`, `four`,
//!                                         `five`, `four-in-one-hand`,
//!                                         `four-in-one-hand-fifth-in-partners`,
//!                                         `five-in-one-hand`, `three-aces`,
//!                                         `four-aces`, `four-aces-in-one-hand`
//!         | "chicane" SIDE ["double"]     chicane told (Law 9)
//! SIDE    = `NS` or `EW`
//! CALL    = `1S` `2C` `3D` `4H` `2R` (royal spades; also `2RS`) `1NT`, up to
//!           13 odd tricks; `pass` (`p`, `no`), `x` (`double`), `xx` (`redouble`)
//! CARD    = `SA`, `♠A`, `AS`, `HT`, `H10`; a word that begins with a digit
//!           is a call, so the ten is written `T` or with the suit first
//! ```
//!
//! Comments run from `#` to the end of the line; words are case-insensitive.
//!
//! # Example
//! ```
//! use tablelaw::codes::auction_bridge::AuctionBridgeTable;
//! use tablelaw_formats::script::auction_bridge;
//! let s = auction_bridge::parse("laws auction-bridge\ndealer N\nN 1S\nE 2R\nS p\n")?;
//! let events = s.events.into_iter().map(|(e, _)| e);
//! let t = AuctionBridgeTable::from_log(s.setup, events).map_err(|(_, e)| e)?;
//! assert_eq!(t.last_declaration().unwrap().0.to_string(), "2R");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use tablelaw::codes::auction_bridge::{
    AuctionBridgeEvent, AuctionBridgeOptions, AuctionBridgeSetup, AuctionCall, HonoursHeld,
};
use tablelaw::{Card, CodeId, Deal, OptionId, Seat, Side, Suit};

use super::{Position, ScriptError};

mod write;
pub use write::write;
pub(crate) use write::write_event;

#[cfg(test)]
mod tests;

/// An auction bridge script read: the setup and the events, each with the
/// position of its first word.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AuctionBridgeScript {
    /// The dealer, the deal and the customs.
    pub setup: AuctionBridgeSetup,
    /// The events in the order written.
    pub events: Vec<(AuctionBridgeEvent, Position)>,
}

/// The words of a line, each with its column (in characters, from 1),
/// comments removed.
fn words(line: &str) -> Vec<(usize, &str)> {
    let line = line.split('#').next().unwrap_or("");
    let mut out = Vec::new();
    let mut start: Option<(usize, usize)> = None;
    for (col, (byte, ch)) in line.char_indices().enumerate() {
        match (ch.is_whitespace(), start) {
            (false, None) => start = Some((col + 1, byte)),
            (true, Some((c, b))) => {
                out.push((c, &line[b..byte]));
                start = None;
            }
            _ => {}
        }
    }
    if let Some((c, b)) = start {
        out.push((c, &line[b..]));
    }
    out
}

/// Whether the script's `laws` line names auction bridge
/// ([`code_of`](super::code_of)).
pub fn is_auction_bridge(text: &str) -> bool {
    super::code_of(text) == Some(CodeId::AuctionBridge)
}

const CALL: &str = "a call such as `1H`, `2R` (royal spades), `1NT`, `pass`, `x` or `xx`";

/// Reads an auction bridge script.
///
/// # Errors
/// The first [`ScriptError`], with its line and column.
pub fn parse(text: &str) -> Result<AuctionBridgeScript, ScriptError> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let mut dealer = None;
    let mut deal = None;
    let mut laws = false;
    let mut options = AuctionBridgeOptions::default();
    let mut events = Vec::new();
    let mut last_line = 0;
    for (i, raw) in text.split('\n').enumerate() {
        let line_no = i + 1;
        last_line = line_no;
        let w = words(raw.strip_suffix('\r').unwrap_or(raw));
        let Some(&(col, first)) = w.first() else {
            continue;
        };
        let at = |column| Position {
            line: line_no,
            column,
        };
        let end = at(raw.chars().count() + 1);
        let word = |n: usize, expected: &str| -> Result<(usize, &str), ScriptError> {
            w.get(n)
                .copied()
                .ok_or_else(|| ScriptError::new(end, expected, "the end of the line"))
        };
        let header = |seen: bool| -> Result<(), ScriptError> {
            if !events.is_empty() {
                return Err(ScriptError::new(
                    at(col),
                    "an event",
                    format!("`{first}` after the first event"),
                ));
            }
            if seen {
                return Err(ScriptError::new(
                    at(col),
                    "an event",
                    format!("a second `{first}` line"),
                ));
            }
            Ok(())
        };
        let extra = |n: usize| -> Result<(), ScriptError> {
            match w.get(n) {
                Some(&(c, x)) => Err(ScriptError::new(
                    at(c),
                    "the end of the line",
                    format!("`{x}`"),
                )),
                None => Ok(()),
            }
        };
        let lower = first.to_ascii_lowercase();
        match lower.as_str() {
            "laws" => {
                header(laws)?;
                let (c, code) = word(1, "`auction-bridge`")?;
                if code.parse::<CodeId>() != Ok(CodeId::AuctionBridge) {
                    return Err(ScriptError::new(
                        at(c),
                        "`auction-bridge`",
                        format!("`{code}`"),
                    ));
                }
                extra(2)?;
                laws = true;
            }
            "dealer" => {
                header(dealer.is_some())?;
                let (c, s) = word(1, "a seat: N, E, S or W")?;
                dealer = Some(s.parse::<Seat>().map_err(|_| {
                    ScriptError::new(at(c), "a seat: N, E, S or W", format!("`{s}`"))
                })?);
                extra(2)?;
            }
            "deal" => {
                header(deal.is_some())?;
                let (c, _) = word(1, "a PBN deal such as `N:AKQ.… … … …`")?;
                let rest: Vec<&str> = w[1..].iter().map(|&(_, x)| x).collect();
                let joined = rest.join(" ");
                deal = Some(joined.parse::<Deal>().map_err(|e| {
                    ScriptError::new(
                        at(c),
                        "a PBN deal such as `N:AKQ.… … … …`",
                        format!("`{joined}` ({e})"),
                    )
                })?);
            }
            "option" => {
                let (c, o) = word(1, "`spades-and-royals-one-suit`")?;
                if !o.eq_ignore_ascii_case("spades-and-royals-one-suit") {
                    return Err(ScriptError::new(
                        at(c),
                        "`spades-and-royals-one-suit`",
                        format!("`{o}`"),
                    ));
                }
                extra(2)?;
                if !events.is_empty() {
                    return Err(ScriptError::new(
                        at(col),
                        "an event",
                        "`option` after the first event",
                    ));
                }
                options.spades_and_royals_one_suit = true;
            }
            _ => {
                if dealer.is_none() {
                    return Err(ScriptError::new(
                        at(col),
                        "a `dealer` line before the first event",
                        "an event",
                    ));
                }
                let event = read_event(&w, at, end)?;
                events.push((event, at(col)));
            }
        }
    }
    let Some(dealer) = dealer else {
        return Err(ScriptError::new(
            Position {
                line: last_line + 1,
                column: 1,
            },
            "a `dealer` line",
            "the end of the text",
        ));
    };
    Ok(AuctionBridgeScript {
        setup: AuctionBridgeSetup {
            dealer,
            deal,
            options,
        },
        events,
    })
}

/// Reads one event line of an auction bridge script whose header is
/// already known: `Ok(None)` for a blank or comment line. `line_no` is the
/// line's number, for the error's position; a line break at the end of
/// `line` (LF or CRLF) is ignored.
///
/// # Errors
/// A [`ScriptError`] if the line is not an event; a header line (`laws`,
/// `dealer`, `deal`, `option`) is an error here.
///
/// # Examples
/// ```
/// use tablelaw::Seat;
/// use tablelaw::codes::auction_bridge::AuctionBridgeEvent;
/// use tablelaw_formats::script::auction_bridge::parse_event_line;
/// assert_eq!(parse_event_line("E informs # Law 51", 4)?, Some(AuctionBridgeEvent::Inform { seat: Seat::East }));
/// assert_eq!(parse_event_line("N 1Z", 5).unwrap_err().position.column, 3);
/// # Ok::<(), tablelaw_formats::ScriptError>(())
/// ```
pub fn parse_event_line(
    line: &str,
    line_no: usize,
) -> Result<Option<AuctionBridgeEvent>, ScriptError> {
    let line = super::read::single_line(line, line_no)?;
    let w = words(line);
    let Some(&(col, first)) = w.first() else {
        return Ok(None);
    };
    let at = |column| Position {
        line: line_no,
        column,
    };
    if ["laws", "dealer", "deal", "option"]
        .iter()
        .any(|h| first.eq_ignore_ascii_case(h))
    {
        return Err(super::read::header_here(first, at(col)));
    }
    read_event(&w, at, at(line.chars().count() + 1)).map(Some)
}

fn read_event(
    w: &[(usize, &str)],
    at: impl Fn(usize) -> Position,
    end: Position,
) -> Result<AuctionBridgeEvent, ScriptError> {
    let found = |x: &str| format!("`{x}`");
    let extra = |n: usize| match w.get(n) {
        Some(&(c, x)) => Err(ScriptError::new(at(c), "the end of the line", found(x))),
        None => Ok(()),
    };
    let (c0, w0) = w[0];
    if w0.eq_ignore_ascii_case("elect") {
        return elect(None, &w[1..], &at, end);
    }
    let side = |n: usize| -> Result<Side, ScriptError> {
        let Some(&(c, x)) = w.get(n) else {
            return Err(ScriptError::new(
                end,
                "a side: NS or EW",
                "the end of the line",
            ));
        };
        match x.to_ascii_uppercase().as_str() {
            "NS" => Ok(Side::NorthSouth),
            "EW" => Ok(Side::EastWest),
            _ => Err(ScriptError::new(at(c), "a side: NS or EW", found(x))),
        }
    };
    match w0.to_ascii_lowercase().as_str() {
        "result" => {
            const N: &str = "the number of tricks declarer's side won, 0 to 13";
            let Some(&(c, x)) = w.get(1) else {
                return Err(ScriptError::new(end, N, "the end of the line"));
            };
            let tricks: u8 = x
                .parse()
                .map_err(|_| ScriptError::new(at(c), N, found(x)))?;
            extra(2)?;
            return Ok(AuctionBridgeEvent::Result { tricks });
        }
        "honours" | "honors" => {
            const H: &str = "a holding such as `three`, `four-in-one-hand` or `four-aces`";
            let side = side(1)?;
            let Some(&(c, x)) = w.get(2) else {
                return Err(ScriptError::new(end, H, "the end of the line"));
            };
            let held: HonoursHeld = x
                .parse()
                .map_err(|_| ScriptError::new(at(c), H, found(x)))?;
            extra(3)?;
            return Ok(AuctionBridgeEvent::Honours { side, held });
        }
        "chicane" => {
            let side = side(1)?;
            let hands = match w.get(2) {
                None => 1,
                Some(&(_, x)) if x.eq_ignore_ascii_case("double") => 2,
                Some(&(c, x)) => {
                    return Err(ScriptError::new(
                        at(c),
                        "`double` or the end of the line",
                        found(x),
                    ));
                }
            };
            extra(3)?;
            return Ok(AuctionBridgeEvent::Chicane { side, hands });
        }
        _ => {}
    }
    let seat: Seat = w0.parse().map_err(|_| {
        ScriptError::new(
            at(c0),
            "a seat (N, E, S, W), `elect`, or a header line",
            found(w0),
        )
    })?;
    let Some(&(c1, w1)) = w.get(1) else {
        return Err(ScriptError::new(
            end,
            format!("{CALL}, a card, `correct`, `elect` or `informs`"),
            "the end of the line",
        ));
    };
    let event = match w1.to_ascii_lowercase().as_str() {
        "elect" => return elect(Some(seat), &w[2..], &at, end),
        "informs" => {
            extra(2)?;
            AuctionBridgeEvent::Inform { seat }
        }
        "asks-final-declaration" => {
            extra(2)?;
            AuctionBridgeEvent::AsksFinalDeclaration { seat }
        }
        "calls-attention" => {
            extra(2)?;
            AuctionBridgeEvent::CallsAttention { seat }
        }
        "refers" => {
            extra(2)?;
            AuctionBridgeEvent::Refers { seat }
        }
        "claims" => {
            extra(2)?;
            AuctionBridgeEvent::Claims { seat }
        }
        "omitted-to-play" => {
            extra(2)?;
            AuctionBridgeEvent::OmittedToPlay { seat }
        }
        "asks-revoke" => {
            extra(2)?;
            AuctionBridgeEvent::AsksRevoke { seat }
        }
        "answers-no" => {
            extra(2)?;
            AuctionBridgeEvent::AnswersNo { seat }
        }
        "corrects-revoke" => {
            extra(2)?;
            AuctionBridgeEvent::CorrectsRevoke { seat }
        }
        "surplus-card" => {
            const N: &str = "the number of the trick, 1 to 13";
            const C: &str = "a card such as `SA` or `HT`";
            let Some(&(nc, n)) = w.get(2) else {
                return Err(ScriptError::new(end, N, "the end of the line"));
            };
            let trick = n
                .parse::<u8>()
                .ok()
                .filter(|t| (1..=13).contains(t))
                .ok_or_else(|| ScriptError::new(at(nc), N, found(n)))?;
            let Some(&(c, x)) = w.get(3) else {
                return Err(ScriptError::new(end, C, "the end of the line"));
            };
            let card: Card = x
                .parse()
                .map_err(|_| ScriptError::new(at(c), C, found(x)))?;
            extra(4)?;
            AuctionBridgeEvent::SurplusCard {
                seat,
                trick: trick - 1,
                card,
            }
        }
        "exposes" | "calls-card" | "suggests" => {
            const C: &str = "a card such as `SA` or `HT`";
            let Some(&(c, x)) = w.get(2) else {
                return Err(ScriptError::new(end, C, "the end of the line"));
            };
            let card: Card = x
                .parse()
                .map_err(|_| ScriptError::new(at(c), C, found(x)))?;
            extra(3)?;
            if w1.eq_ignore_ascii_case("exposes") {
                AuctionBridgeEvent::Expose { seat, card }
            } else if w1.eq_ignore_ascii_case("suggests") {
                AuctionBridgeEvent::Suggests { seat, card }
            } else {
                AuctionBridgeEvent::CallsCard { seat, card }
            }
        }
        "touches" => {
            let (cards, arrange) = crate::script::touch::read(&w[2..], &at, end)?;
            AuctionBridgeEvent::Touches {
                seat,
                cards,
                arrange,
            }
        }
        "correct" | "change" => {
            let Some(&(c, x)) = w.get(2) else {
                return Err(ScriptError::new(end, CALL, "the end of the line"));
            };
            let call: AuctionCall = x
                .parse()
                .map_err(|_| ScriptError::new(at(c), CALL, found(x)))?;
            // The director's finding that the call was not inadvertent (Law 52).
            match w.get(3) {
                Some(&(_, x)) if x.eq_ignore_ascii_case("deliberate") => {
                    extra(4)?;
                    AuctionBridgeEvent::Alter { seat, call }
                }
                _ => {
                    extra(3)?;
                    AuctionBridgeEvent::Correct { seat, call }
                }
            }
        }
        _ => {
            extra(2)?;
            if let Ok(call) = w1.parse::<AuctionCall>() {
                AuctionBridgeEvent::Call { seat, call }
            } else if w1.starts_with(|c: char| c.is_ascii_digit()) {
                return Err(ScriptError::new(at(c1), CALL, found(w1)));
            } else if let Ok(card) = w1.parse::<Card>() {
                AuctionBridgeEvent::Play { seat, card }
            } else {
                return Err(ScriptError::new(
                    at(c1),
                    format!(
                        "{CALL}, a card such as `SA`, `correct`, `elect`, `informs`, `exposes`, `calls-card`, `calls-attention`, `refers`, `asks-final-declaration`, `claims`, `suggests`, `touches`, `omitted-to-play`, `surplus-card`, `asks-revoke`, `answers-no` or `corrects-revoke`"
                    ),
                    found(w1),
                ));
            }
        }
    };
    Ok(event)
}

fn elect(
    seat: Option<Seat>,
    w: &[(usize, &str)],
    at: &impl Fn(usize) -> Position,
    end: Position,
) -> Result<AuctionBridgeEvent, ScriptError> {
    const OPTIONS: &str = "an option: `new-deal`, `accept`, `penalty`, `previous-final`, `require-lead`, `no-lead-restriction`, `prohibit-lead`, `call-card`, `call-suit`, `cancel`, `highest`, `lowest`, `win`, `lose`, `no-penalty`, `take-points`, `take-tricks`";
    let Some(&(c, o)) = w.first() else {
        return Err(ScriptError::new(end, OPTIONS, "the end of the line"));
    };
    let option: OptionId = o
        .parse()
        .map_err(|_| ScriptError::new(at(c), OPTIONS, format!("`{o}`")))?;
    let suit = match w.get(1) {
        Some(&(c, s)) => match Suit::from_word(s) {
            Some(suit) => Some(suit),
            None => {
                return Err(ScriptError::new(
                    at(c),
                    "a suit: S, H, D or C",
                    format!("`{s}`"),
                ));
            }
        },
        None => None,
    };
    if let Some(&(c, x)) = w.get(2) {
        return Err(ScriptError::new(
            at(c),
            "the end of the line",
            format!("`{x}`"),
        ));
    }
    Ok(AuctionBridgeEvent::Elect { seat, option, suit })
}
