//! The table script for bridge whist: what was said and played at a
//! bridge-whist table, one statement a line, in the laws' words.
//!
//! ```text
//! laws bridge-whist        # required first header: the script is bridge whist
//! dealer S                 # required
//! deal N:KT8.A96.A95.7542 Q5.KJ52.KQ874.T8 AJ92.874.JT6.AQ3 7643.QT3.32.KJ96   # optional
//! club-limit 100           # optional: none (the default), 100 or 200 (law 55 [A])
//!
//! S makes H                # the trump made: S H D C NT (or spades … no-trumps, ♠ …)
//! S bridges                # the declaration passed to partner (`passes` also reads)
//! W double                 # "I double"; `redouble`, `re-double`, `x`, `xx` read the same
//! W may-i-lead             # "May I lead?" (`may I lead?` also reads)
//! E yes                    # "Yes"
//! N satisfied              # "Satisfied"
//! E consults               # the director's finding: E and W consulted as to doubling
//! W elect accept           # an election: [SEAT] elect OPTION
//! W HK                     # a card played, suit first (dummy's cards with dummy's seat)
//! E exposes HK             # a card exposed (laws 68-70); `S calls-card HK`, `S calls-suit C`
//! N calls-attention        # dummy's attention (law 64); an adversary's to the trick (98)
//! N suggests DQ            # dummy suggests a card from dummy (law 65)
//! S touches DQ             # the dealer names or touches a card of dummy: played (law 67);
//!                          # `S touches DQ DJ arrange`: "I arrange", none is played
//! S claims                 # the dealer says he has the rest (law 74)
//! E refers                 # an unauthorised reference to the play (law 99)
//! E informs                # a penalty incurred, told to the eldest hand (law 101)
//! S demands-wrong-penalty  # the finding: a penalty the law does not give (law 100)
//! W omitted-to-play        # the finding: he omitted playing to a former trick (law 83)
//! W surplus-card 2 H3      # the finding: two cards to trick 2, H3 restored to him (law 83)
//! E asks-revoke            # he asks his partner whether he has not a card of the suit (law 89)
//! W answers-no             # the partner asked answers no (law 89)
//! W corrects-revoke        # he corrects his revoke in time (law 90)
//! ```
//!
//! `#` starts a comment; words are case-insensitive; seats, cards and
//! option ids read as in [`crate::script`]. Reading stops at the first
//! error, with its line and column; no function here panics on any input.

use tablelaw::codes::bridge_whist::{ClubLimit, WhistEvent, WhistSetup};
use tablelaw::{Card, CodeId, Deal, Denomination, OptionId, Seat, Suit};

use core::fmt::Write as _;

use crate::script::{Position, ScriptError};

/// A bridge-whist script read: the setup and the events with their positions.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WhistScript {
    /// The dealer, the deal and the club limit.
    pub setup: WhistSetup,
    /// The events in the order written.
    pub events: Vec<(WhistEvent, Position)>,
}

/// Whether the script's `laws` line names bridge whist
/// ([`code_of`](crate::script::code_of)).
pub fn is_bridge_whist(text: &str) -> bool {
    crate::script::code_of(text) == Some(CodeId::BridgeWhist)
}

fn strip_comment(line: &str) -> &str {
    line.split('#').next().unwrap_or("")
}

/// The words of a line with their columns (in characters, from 1).
fn words(line: &str) -> Vec<(usize, &str)> {
    let mut out = Vec::new();
    let mut start = None;
    let mut col = 0;
    let mut start_col = 0;
    for (i, c) in line.char_indices() {
        col += 1;
        if c.is_whitespace() {
            if let Some(s) = start.take() {
                out.push((start_col, &line[s..i]));
            }
        } else if start.is_none() {
            start = Some(i);
            start_col = col;
        }
    }
    if let Some(s) = start {
        out.push((start_col, &line[s..]));
    }
    out
}

fn denomination(w: &str) -> Option<Denomination> {
    let d = match tablelaw::card::without_variation_selectors(w)
        .to_lowercase()
        .as_str()
    {
        "s" | "♠" | "♤" | "spades" => Denomination::Spades,
        "h" | "♥" | "♡" | "hearts" => Denomination::Hearts,
        "d" | "♦" | "♢" | "diamonds" => Denomination::Diamonds,
        "c" | "♣" | "♧" | "clubs" => Denomination::Clubs,
        "nt" | "n" | "no-trumps" | "no-trump" | "notrump" | "notrumps" => Denomination::NoTrump,
        _ => return None,
    };
    Some(d)
}

/// Reads a bridge-whist script.
///
/// # Errors
/// The first [`ScriptError`].
///
/// # Examples
/// ```
/// use tablelaw_formats::script::bridge_whist::parse;
/// let s = parse("laws bridge-whist\ndealer S\nS makes NT\nW double\n")?;
/// assert_eq!(s.events.len(), 2);
/// # Ok::<(), tablelaw_formats::ScriptError>(())
/// ```
pub fn parse(text: &str) -> Result<WhistScript, ScriptError> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let mut dealer: Option<Seat> = None;
    let mut deal: Option<Deal> = None;
    let mut limit = ClubLimit::None;
    let mut events = Vec::new();
    let mut last_line = 0;
    for (i, raw) in text.lines().enumerate() {
        let line_no = i + 1;
        last_line = line_no;
        let ws = words(strip_comment(raw));
        let Some(&(col, first)) = ws.first() else {
            continue;
        };
        let pos = |c: usize| Position {
            line: line_no,
            column: c,
        };
        let err = |c: usize, expected: &str, found: &str| {
            Err(ScriptError::new(pos(c), expected, format!("`{found}`")))
        };
        let end = ws.last().map_or(col, |&(c, w)| c + w.chars().count());
        let missing =
            |expected: &str| Err(ScriptError::new(pos(end), expected, "the end of the line"));
        let key = first.to_ascii_lowercase();
        // A header line holds its one value and nothing more.
        if matches!(key.as_str(), "laws" | "dealer" | "club-limit")
            && let Some(&(c, w)) = ws.get(2)
        {
            return err(c, "the end of the line", w);
        }
        match key.as_str() {
            "laws" => match ws.get(1) {
                Some(&(c, w)) if w.parse() != Ok(CodeId::BridgeWhist) => {
                    return err(c, "`bridge-whist` (this is a bridge-whist script)", w);
                }
                Some(_) => {}
                None => return missing("a code of laws: `bridge-whist`"),
            },
            "dealer" => match ws.get(1) {
                Some(&(c, w)) => match w.parse::<Seat>() {
                    Ok(s) => dealer = Some(s),
                    Err(_) => return err(c, "a seat: `N`, `E`, `S` or `W`", w),
                },
                None => return missing("a seat: `N`, `E`, `S` or `W`"),
            },
            "deal" => {
                let rest: Vec<&str> = ws[1..].iter().map(|&(_, w)| w).collect();
                match rest.join(" ").parse::<Deal>() {
                    Ok(d) => deal = Some(d),
                    Err(e) => {
                        return Err(ScriptError::new(
                            pos(ws.get(1).map_or(end, |w| w.0)),
                            "a PBN deal such as `N:AKQ.… … … …`",
                            e.to_string(),
                        ));
                    }
                }
            }
            "club-limit" => match ws.get(1) {
                Some(&(c, w)) => match w.parse::<ClubLimit>() {
                    Ok(l) => limit = l,
                    Err(_) => return err(c, "`none`, `100` or `200`", w),
                },
                None => return missing("`none`, `100` or `200`"),
            },
            _ => {
                if dealer.is_none() {
                    return Err(ScriptError::new(
                        pos(col),
                        "a `dealer` line before the first event",
                        format!("`{first}`"),
                    ));
                }
                let event = read_event(&ws, end, line_no)?;
                events.push((event, pos(col)));
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
    Ok(WhistScript {
        setup: WhistSetup {
            dealer,
            deal,
            club_limit: limit,
            ..WhistSetup::new(dealer)
        },
        events,
    })
}

/// Reads one event line of a bridge-whist script whose header is already
/// known: `Ok(None)` for a blank or comment line. `line_no` is the line's
/// number, for the error's position; a line break at the end of `line` (LF
/// or CRLF) is ignored.
///
/// # Errors
/// A [`ScriptError`] if the line is not an event; a header line (`laws`,
/// `dealer`, `deal`, `club-limit`) is an error here.
///
/// # Examples
/// ```
/// use tablelaw::Seat;
/// use tablelaw::codes::bridge_whist::WhistEvent;
/// use tablelaw_formats::script::bridge_whist::parse_event_line;
/// assert_eq!(parse_event_line("W may I lead?", 7)?, Some(WhistEvent::MayILead { seat: Seat::West }));
/// assert_eq!(parse_event_line("S makes Q", 8).unwrap_err().position.column, 9);
/// # Ok::<(), tablelaw_formats::ScriptError>(())
/// ```
pub fn parse_event_line(line: &str, line_no: usize) -> Result<Option<WhistEvent>, ScriptError> {
    let line = crate::script::read::single_line(line, line_no)?;
    let ws = words(strip_comment(line));
    let Some(&(col, first)) = ws.first() else {
        return Ok(None);
    };
    if ["laws", "dealer", "deal", "club-limit"]
        .iter()
        .any(|h| first.eq_ignore_ascii_case(h))
    {
        return Err(crate::script::read::header_here(
            first,
            Position {
                line: line_no,
                column: col,
            },
        ));
    }
    let end = ws.last().map_or(col, |&(c, w)| c + w.chars().count());
    read_event(&ws, end, line_no).map(Some)
}

fn read_event(ws: &[(usize, &str)], end: usize, line: usize) -> Result<WhistEvent, ScriptError> {
    let pos = |c: usize| Position { line, column: c };
    let (c0, w0) = ws[0];
    let (seat, rest) = match w0.parse::<Seat>() {
        Ok(s) => (Some(s), &ws[1..]),
        Err(_) => (None, ws),
    };
    let Some(&(c, verb)) = rest.first() else {
        return Err(ScriptError::new(
            pos(end),
            "what was said or played: `makes H`, `bridges`, `double`, `may-i-lead`, `yes`, `satisfied`, `consults`, `elect OPTION` or a card",
            "the end of the line",
        ));
    };
    let verb_l = verb.to_lowercase();
    if verb_l == "elect" {
        let Some(&(oc, o)) = rest.get(1) else {
            return Err(ScriptError::new(
                pos(end),
                "an option such as `accept`, `cancel`, `new-deal`, `compel-declaration`",
                "the end of the line",
            ));
        };
        let option = o.parse::<OptionId>().map_err(|_| {
            ScriptError::new(
                pos(oc),
                "an option such as `accept`, `cancel`, `new-deal`, `compel-declaration`",
                format!("`{o}`"),
            )
        })?;
        if let Some(&(xc, x)) = rest.get(2) {
            return Err(ScriptError::new(
                pos(xc),
                "the end of the line",
                format!("`{x}`"),
            ));
        }
        return Ok(WhistEvent::Elect { seat, option });
    }
    let Some(seat) = seat else {
        return Err(ScriptError::new(
            pos(c0),
            "a seat (`N`, `E`, `S`, `W`), a header (`laws`, `dealer`, `deal`, `club-limit`) or `elect`",
            format!("`{w0}`"),
        ));
    };
    let joined: Vec<String> = rest.iter().map(|(_, w)| w.to_lowercase()).collect();
    let phrase = joined.join(" ");
    let event = match verb_l.as_str() {
        "makes" | "make" => {
            let Some(&(dc, d)) = rest.get(1) else {
                return Err(ScriptError::new(
                    pos(end),
                    "a denomination: `S`, `H`, `D`, `C` or `NT`",
                    "the end of the line",
                ));
            };
            let denomination = denomination(d).ok_or_else(|| {
                ScriptError::new(
                    pos(dc),
                    "a denomination: `S`, `H`, `D`, `C` or `NT`",
                    format!("`{d}`"),
                )
            })?;
            WhistEvent::MakeTrump { seat, denomination }
        }
        "bridges" | "bridge" | "passes" | "pass" => WhistEvent::PassDeclaration { seat },
        "double" | "doubles" | "redouble" | "redoubles" | "re-double" | "re-doubles" | "x"
        | "xx" => WhistEvent::Double { seat },
        "yes" => WhistEvent::Yes { seat },
        "satisfied" => WhistEvent::Satisfied { seat },
        "consults" | "consulted" | "consultation" => WhistEvent::Consultation { seat },
        "may-i-lead" | "may-i-lead?" => WhistEvent::MayILead { seat },
        "calls-attention" => WhistEvent::CallsAttention { seat },
        "claims" => WhistEvent::Claims { seat },
        "refers" => WhistEvent::Refers { seat },
        "informs" => WhistEvent::Informs { seat },
        "demands-wrong-penalty" => WhistEvent::WrongPenalty { seat },
        "omitted-to-play" => WhistEvent::OmittedToPlay { seat },
        "asks-revoke" => WhistEvent::AsksRevoke { seat },
        "answers-no" => WhistEvent::AnswersNo { seat },
        "corrects-revoke" => WhistEvent::CorrectsRevoke { seat },
        "surplus-card" => {
            const N: &str = "the number of the trick, 1 to 13";
            const C: &str = "a card such as `SA` or `HT`";
            let Some(&(nc, n)) = rest.get(1) else {
                return Err(ScriptError::new(pos(end), N, "the end of the line"));
            };
            let trick = n
                .parse::<u8>()
                .ok()
                .filter(|t| (1..=13).contains(t))
                .ok_or_else(|| ScriptError::new(pos(nc), N, format!("`{n}`")))?;
            let Some(&(xc, x)) = rest.get(2) else {
                return Err(ScriptError::new(pos(end), C, "the end of the line"));
            };
            let card: Card = x
                .parse()
                .map_err(|_| ScriptError::new(pos(xc), C, format!("`{x}`")))?;
            WhistEvent::SurplusCard {
                seat,
                trick: trick - 1,
                card,
            }
        }
        "exposes" | "calls-card" | "suggests" => {
            const C: &str = "a card such as `SA` or `HT`";
            let Some(&(xc, x)) = rest.get(1) else {
                return Err(ScriptError::new(pos(end), C, "the end of the line"));
            };
            let card: Card = x
                .parse()
                .map_err(|_| ScriptError::new(pos(xc), C, format!("`{x}`")))?;
            if verb_l == "exposes" {
                WhistEvent::Expose { seat, card }
            } else if verb_l == "suggests" {
                WhistEvent::Suggests { seat, card }
            } else {
                WhistEvent::CallsCard { seat, card }
            }
        }
        "touches" => {
            let (cards, arrange) = crate::script::touch::read(&rest[1..], pos, pos(end))?;
            WhistEvent::Touches {
                seat,
                cards,
                arrange,
            }
        }
        "calls-suit" => {
            const SUIT: &str = "a suit: S, H, D or C";
            let Some(&(xc, x)) = rest.get(1) else {
                return Err(ScriptError::new(pos(end), SUIT, "the end of the line"));
            };
            let Some(suit) = Suit::from_word(x) else {
                return Err(ScriptError::new(pos(xc), SUIT, format!("`{x}`")));
            };
            WhistEvent::CallsSuit { seat, suit }
        }
        _ if phrase == "may i lead?" || phrase == "may i lead" => WhistEvent::MayILead { seat },
        _ => match verb.parse::<Card>() {
            Ok(card) => WhistEvent::Play { seat, card },
            Err(_) => {
                return Err(ScriptError::new(
                    pos(c),
                    "`makes H`, `bridges`, `double`, `may-i-lead`, `yes`, `satisfied`, `consults`, `exposes SQ`, `calls-card SQ`, `calls-suit H`, `calls-attention`, `suggests SQ`, `touches SQ`, `claims`, `refers`, `informs`, `demands-wrong-penalty`, `omitted-to-play`, `surplus-card`, `asks-revoke`, `answers-no`, `corrects-revoke`, `elect OPTION` or a card such as `SQ`",
                    format!("`{verb}`"),
                ));
            }
        },
    };
    let extra = match event {
        WhistEvent::MakeTrump { .. }
        | WhistEvent::Expose { .. }
        | WhistEvent::CallsCard { .. }
        | WhistEvent::Suggests { .. }
        | WhistEvent::CallsSuit { .. } => 2,
        WhistEvent::SurplusCard { .. } => 3,
        WhistEvent::Touches { .. } => rest.len(),
        WhistEvent::MayILead { .. } if rest.len() > 1 && verb_l == "may" => rest.len(),
        _ => 1,
    };
    if let Some(&(xc, x)) = rest.get(extra) {
        return Err(ScriptError::new(
            pos(xc),
            "the end of the line",
            format!("`{x}`"),
        ));
    }
    Ok(event)
}

/// Writes a bridge-whist script from `setup` and `events`, in the form
/// [`parse`] reads, so that `tablelaw rule` replays it. The script has no
/// words for the games and points of a rubber already under way
/// (`setup.standing`): that part is not written.
///
/// # Examples
/// ```
/// use tablelaw::Seat;
/// use tablelaw::codes::bridge_whist::{WhistEvent, WhistSetup};
/// use tablelaw_formats::script::bridge_whist::{parse, write};
/// let text = write(&WhistSetup::new(Seat::South), &[WhistEvent::PassDeclaration { seat: Seat::South }]);
/// assert_eq!(text, "laws bridge-whist\ndealer S\nclub-limit none\nS bridges\n");
/// assert_eq!(parse(&text)?.events.len(), 1);
/// # Ok::<(), tablelaw_formats::ScriptError>(())
/// ```
pub fn write(setup: &WhistSetup, events: &[WhistEvent]) -> String {
    let mut out = String::from("laws bridge-whist\n");
    let _ = writeln!(out, "dealer {}", setup.dealer.letter());
    if let Some(deal) = &setup.deal {
        let _ = writeln!(out, "deal {}", deal.to_pbn(setup.dealer));
    }
    let _ = writeln!(out, "club-limit {}", setup.club_limit);
    for e in events {
        write_event(&mut out, e);
        out.push('\n');
    }
    out
}

/// Writes one event as its line of the script, without the line break.
pub(crate) fn write_event(out: &mut String, e: &WhistEvent) {
    let seat = e
        .seat()
        .map_or(String::new(), |s| format!("{} ", s.letter()));
    let _ = match e {
        WhistEvent::MakeTrump { denomination, .. } => {
            write!(out, "{seat}makes {denomination:#}")
        }
        WhistEvent::PassDeclaration { .. } => write!(out, "{seat}bridges"),
        WhistEvent::Double { .. } => write!(out, "{seat}double"),
        WhistEvent::MayILead { .. } => write!(out, "{seat}may-i-lead"),
        WhistEvent::Yes { .. } => write!(out, "{seat}yes"),
        WhistEvent::Satisfied { .. } => write!(out, "{seat}satisfied"),
        WhistEvent::Consultation { .. } => write!(out, "{seat}consults"),
        WhistEvent::Elect { option, .. } => write!(out, "{seat}elect {option}"),
        WhistEvent::Play { card, .. } => write!(out, "{seat}{card:#}"),
        WhistEvent::Expose { card, .. } => write!(out, "{seat}exposes {card:#}"),
        WhistEvent::CallsCard { card, .. } => write!(out, "{seat}calls-card {card:#}"),
        WhistEvent::CallsSuit { suit, .. } => write!(out, "{seat}calls-suit {}", suit.letter()),
        WhistEvent::CallsAttention { .. } => write!(out, "{seat}calls-attention"),
        WhistEvent::Suggests { card, .. } => write!(out, "{seat}suggests {card:#}"),
        WhistEvent::Claims { .. } => write!(out, "{seat}claims"),
        WhistEvent::Refers { .. } => write!(out, "{seat}refers"),
        WhistEvent::Informs { .. } => write!(out, "{seat}informs"),
        WhistEvent::WrongPenalty { .. } => write!(out, "{seat}demands-wrong-penalty"),
        WhistEvent::OmittedToPlay { .. } => write!(out, "{seat}omitted-to-play"),
        WhistEvent::SurplusCard { trick, card, .. } => {
            write!(out, "{seat}surplus-card {} {card:#}", u16::from(*trick) + 1)
        }
        WhistEvent::AsksRevoke { .. } => write!(out, "{seat}asks-revoke"),
        WhistEvent::AnswersNo { .. } => write!(out, "{seat}answers-no"),
        WhistEvent::CorrectsRevoke { .. } => write!(out, "{seat}corrects-revoke"),
        WhistEvent::Touches {
            seat,
            cards,
            arrange,
        } => crate::script::touch::write(out, *seat, *cards, *arrange),
    };
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A header line with a word after its value is refused at that word.
    #[test]
    fn header_lines_take_no_extra_words() {
        for (text, line, column) in [
            ("laws bridge-whist extra\ndealer S\n", 1, 19),
            ("dealer S N\n", 1, 10),
            ("dealer S\nclub-limit 100 200\n", 2, 16),
        ] {
            let e = parse(text).unwrap_err();
            assert_eq!(
                (e.position.line, e.position.column),
                (line, column),
                "{text}"
            );
            assert_eq!(e.expected, "the end of the line");
        }
    }

    #[test]
    fn reads_every_statement() {
        let s = parse(
            "laws bridge-whist\ndealer S\nclub-limit 100\nS bridges\nN makes nt # no trumps\nW may I lead?\nE double\nN xx\nelect accept\nW H2\n",
        )
        .unwrap();
        assert_eq!(s.setup.club_limit, ClubLimit::Points100);
        assert_eq!(s.events.len(), 7);
        assert_eq!(
            s.events[1].0,
            WhistEvent::MakeTrump {
                seat: Seat::North,
                denomination: Denomination::NoTrump
            }
        );
        assert_eq!(s.events[2].0, WhistEvent::MayILead { seat: Seat::West });
        assert!(is_bridge_whist("# x\nlaws Bridge-Whist\n"));
        assert!(!is_bridge_whist("laws rubber\n"));
    }

    #[test]
    fn errors_have_line_and_column() {
        let e = parse("laws bridge-whist\ndealer S\nS makes Q\n").unwrap_err();
        assert_eq!((e.position.line, e.position.column), (3, 9));
        let e = parse("laws bridge-whist\nS makes H\n").unwrap_err();
        assert_eq!(e.position.line, 2);
        let e = parse("laws bridge-whist\ndealer S\nS double now\n").unwrap_err();
        assert_eq!(e.position.column, 10);
        let e = parse_event_line("W elect accept now", 4).unwrap_err();
        assert_eq!((e.position.line, e.position.column), (4, 16));
        let e = parse_event_line("elect accept now", 4).unwrap_err();
        assert_eq!(e.position.column, 14);
        for text in [
            "",
            "dealer",
            "laws",
            "☃",
            "dealer S\nS elect",
            "dealer S\nS",
            "deal x",
        ] {
            let _ = parse(text);
        }
    }
}
