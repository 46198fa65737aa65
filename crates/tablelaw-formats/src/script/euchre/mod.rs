//! The euchre table script: what happened at a euchre table, one statement
//! a line, read into an [`EuchreSetup`] and a list of [`EuchreEvent`]s, each
//! with the [`Position`] of its line. The reader does not apply the laws:
//! an act out of turn reads like any other, and only
//! [`EuchreGame::apply`](tablelaw::codes::euchre::EuchreGame::apply) rules on it.
//!
//! # Example
//! ```
//! use tablelaw::codes::euchre::EuchreGame;
//! use tablelaw_formats::script::euchre;
//!
//! let text = "\
//! laws euchre
//! dealer N
//! deal N:J.AK.KQ. 7.98.A.A A.T7.T9. K.Q.87.J turned HJ
//! E pass
//! W pass        # out of turn: euchre Law 82
//! ";
//! let script = euchre::parse(text)?;
//! let mut game = EuchreGame::with_setup(script.setup);
//! for (event, _) in script.events {
//!     game.apply(event)?;
//! }
//! assert_eq!(game.hand().unwrap().rulings()[0].law.to_string(), "euchre Law 82");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # Grammar
//!
//! One statement a line; `#` starts a comment; words are separated by
//! whitespace; keywords, seats, suits and cards are case-insensitive.
//!
//! ```text
//! header   = "laws" "euchre"                     optional; marks the script as euchre
//!          | "dealer" SEAT                       the first dealer; required, before any event
//!          | "options" OPTION+                   the table's options (default: the 1888 code)
//! OPTION   = "pack-32" | "pack-24" | "game-5" | "game-10" | "stick-the-dealer"
//!          | "defending-alone" | "penalties-from-offenders" | "lone-euchred-2"
//!          | "lone-lead-left" | "discard-turned-card" | "today"
//!
//! event    = "deal" HANDS "turned" CARD          the dealer in turn deals (Laws 28, 42)
//!          | "misdeal" ["touched" | "interrupted"]        Laws 41-44
//!          | "new-deal" ("imperfect-pack" | "card-faced" | "exposed-in-turning")   Laws 33, 34, 39
//!          | SEAT "pass" ["not-heard"]           Laws 74-77; a pass not hearing a declaration, 81
//!          | SEAT "order-up"                     Laws 74, 76
//!          | SEAT "assist"                       Law 75
//!          | SEAT "take-up"                      Law 76
//!          | SEAT "alone" [SUIT]                 play alone; "Alone at hearts" in the second round (98)
//!          | SEAT "take-it"                      "I take it from you" (Laws 74, 75, 94)
//!          | SEAT "name" SUIT                    the second round (Laws 77, 78)
//!          | SEAT "turn-down"                    the dealer turns the trump card down (76, 82)
//!          | SEAT "deals" [HANDS "turned" CARD]  a deal out of turn: stopped before the trump
//!                                                card is turned, or standing after (Law 40)
//!          | SEAT "misdeals"                     took the dealer's deal and misdealt (Laws 40, 45)
//!          | SEAT "throws-cards"                 the dealer throws his cards on the table (82);
//!                                                in the play, face upwards (Laws 48-50)
//!          | SEAT "exposes" CARD ["below-table"] a card exposed (Law 46 II); dropped below
//!                                                the table, the finding that it is not (46)
//!          | SEAT "mentions" SUIT                the suit he intended (79)
//!          | SEAT "defend-alone"                 today's custom, an option
//!          | [SEAT] "discard" CARD               the dealer's discard (86); the seat, if written,
//!                                                is kept in `discard_seats` for the caller to check
//!          | SEAT CARD                           a card played: `E HJ`, `E ♥J`, `E 10H`
//!          | SEAT "calls-attention"              Law 83
//!          | SEAT "calls-card" CARD              an adversary calls an exposed card (Laws 46, 56, 105)
//!          | SEAT "names-card" SEAT CARD         an adversary names a card detached from a hand (Law 51)
//!          | SEAT "exposed-in-dealing" ["touched"] a card of SEAT's exposed in dealing (Laws 35-37);
//!                                                `touched`: the claimants touched the cards first
//!          | SEAT "deals-with-other-pack"        the dealer used the adversaries' cards (Law 38)
//!          | SEAT "omitted-to-play"              the finding: he omitted playing to a former trick (Law 60)
//!          | SEAT "surplus-card" N CARD          the finding: he played two cards to trick N,
//!                                                CARD restored to him (Law 61)
//!          | SEAT "calls-suit" SUIT              a suit called at the offenders' lead (Law 52)
//!          | SEAT "demands-placed"               Law 84
//!          | SEAT "asks-who-played"              Law 84
//!          | SEAT "reshuffles"                   the dealer re-shuffles after the cut (Law 31)
//!          | SEAT "lifts-trump-card"             the trump card lifted from the pack (Laws 46 III, 91)
//!          | SEAT "asks-revoke"                  asks his partner whether he has not a card
//!                                                of the suit he renounced (Law 65)
//!          | SEAT "answers-no"                   the partner asked answers no (Law 65)
//!          | SEAT "corrects-revoke"              corrects his revoke in time to save it (Law 69)
//!          | [SEAT] "elect" OPTION-ID            highest, lowest, win, lose, play-it, partner-must-pass,
//!                                                with-partner, play-alone, call-card, call-suit
//!          | "finding" "consulted" SIDE          Law 85: `NS` or `EW` consulted
//! HANDS    = the four hands as PBN writes a deal: `N:J.AK.KQ. 7.98.A.A …`
//! ```
//!
//! # Errors
//!
//! Reading stops at the first error, a [`ScriptError`] with the line and
//! column of the offending word. No function of this module panics on any
//! input, and reading takes time linear in the length of the text.

use tablelaw::codes::euchre::{
    EuchreDeal, EuchreEvent, EuchreOptions, EuchreSetup, LoneLead, MisdealExcuse, NewDealCause,
    Pack, PenaltyScoring, parse_hands,
};
use tablelaw::{Card, OptionId, Seat, Side};

use crate::script::{Position, ScriptError};

mod line;
mod write;
use line::{Line, Word, words};
pub use write::write;
pub(crate) use write::write_event;

/// A euchre script read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EuchreScript {
    /// The first dealer and the options.
    pub setup: EuchreSetup,
    /// The events, each with the position of its line's first word, and
    /// the seat written before a `discard` (checked by the referee's caller).
    pub events: Vec<(EuchreEvent, Position)>,
    /// For each `discard` event, by index in `events`, the seat written.
    pub discard_seats: Vec<(usize, Seat)>,
}

/// Whether the script's `laws` line names euchre
/// ([`code_of`](crate::script::code_of)).
pub fn declares_euchre(text: &str) -> bool {
    crate::script::code_of(text) == Some(tablelaw::CodeId::Euchre)
}

const EVENT_WORDS: &str = "a card, `pass`, `order-up`, `assist`, `take-up`, `alone`, `take-it`, `name`, `turn-down`, `throws-cards`, `mentions`, `defend-alone`, `discard`, `deals`, `misdeals`, `exposes`, `exposed-in-dealing`, `deals-with-other-pack`, `omitted-to-play`, `surplus-card`, `names-card`, `calls-attention`, `calls-card`, `calls-suit`, `demands-placed`, `asks-who-played`, `reshuffles`, `lifts-trump-card`, `asks-revoke`, `answers-no`, `corrects-revoke` or `elect`";

/// Reads a whole euchre script.
///
/// # Errors
/// The first [`ScriptError`].
pub fn parse(text: &str) -> Result<EuchreScript, ScriptError> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let mut dealer = None;
    let mut options = EuchreOptions::default();
    let mut events = Vec::new();
    let mut discard_seats = Vec::new();
    let mut laws_seen = false;
    let mut options_seen = false;
    for (i, raw) in text.split('\n').enumerate() {
        let raw = raw.strip_suffix('\r').unwrap_or(raw);
        let ws = words(raw);
        if ws.is_empty() {
            continue;
        }
        let end_column = ws.last().map_or(1, |w| w.column + w.text.chars().count());
        let mut line = Line {
            words: ws,
            at: 0,
            line: i + 1,
            end_column,
        };
        let first = line.next("a statement")?;
        let first_text = first.text.to_ascii_lowercase();
        let position = line.position(first.column);
        let header = |what: &str, seen: bool| -> Result<(), ScriptError> {
            if seen {
                return Err(ScriptError::new(
                    position,
                    "an event",
                    format!("a second `{what}` line"),
                ));
            }
            if !events.is_empty() {
                return Err(ScriptError::new(
                    position,
                    "an event",
                    format!("a `{what}` line after the first event"),
                ));
            }
            Ok(())
        };
        match first_text.as_str() {
            "laws" => {
                header("laws", laws_seen)?;
                laws_seen = true;
                let w = line.next("`euchre`")?;
                if !w.text.eq_ignore_ascii_case("euchre") {
                    return Err(line.error(
                        &w,
                        "`euchre` (a euchre script; bridge scripts are read by `script::parse`)",
                    ));
                }
                line.end()?;
                continue;
            }
            "dealer" => {
                header("dealer", dealer.is_some())?;
                let expected = "a seat (N, E, S, W)";
                let w = line.next(expected)?;
                dealer = Some(
                    w.text
                        .parse::<Seat>()
                        .map_err(|_| line.error(&w, expected))?,
                );
                line.end()?;
                continue;
            }
            "options" => {
                header("options", options_seen)?;
                options_seen = true;
                let expected = "an option: `pack-32`, `pack-24`, `game-5`, `game-10`, `stick-the-dealer`, `defending-alone`, `penalties-from-offenders`, `lone-euchred-2`, `lone-lead-left`, `discard-turned-card` or `today`";
                line.next(expected)?;
                line.at -= 1;
                while let Some(w) = line.peek() {
                    match w.text.to_ascii_lowercase().as_str() {
                        "pack-32" => options.pack = Pack::ThirtyTwo,
                        "pack-24" => options.pack = Pack::TwentyFour,
                        "game-5" => options.game = 5,
                        "game-10" => options.game = 10,
                        "stick-the-dealer" => options.stick_the_dealer = true,
                        "defending-alone" => options.defending_alone = true,
                        "penalties-from-offenders" => {
                            options.penalties = PenaltyScoring::FromOffenders
                        }
                        "lone-euchred-2" => options.lone_euchred = 2,
                        "lone-lead-left" => options.lone_lead = LoneLead::LeftOfLoneHand,
                        "discard-turned-card" => options.discard_turned_card = true,
                        "today" => options = EuchreOptions::today(),
                        _ => return Err(line.error(w, expected)),
                    }
                    line.at += 1;
                }
                continue;
            }
            _ => {}
        }
        if dealer.is_none() {
            return Err(ScriptError::new(
                position,
                "a `dealer` line before the first event",
                "an event",
            ));
        }
        let (event, discard_seat) = read_event(&mut line, first, position)?;
        if let Some(seat) = discard_seat {
            discard_seats.push((events.len(), seat));
        }
        events.push((event, position));
    }
    let Some(dealer) = dealer else {
        return Err(ScriptError::new(
            Position {
                line: text.lines().count() + 1,
                column: 1,
            },
            "a `dealer` line",
            "the end of the text",
        ));
    };
    Ok(EuchreScript {
        setup: EuchreSetup::with_options(dealer, options),
        events,
        discard_seats,
    })
}

/// Reads one event line of a euchre script whose header is already known:
/// `Ok(None)` for a blank or comment line, else the event and, for a
/// `discard`, the seat written before it (`None` when none is: the dealer
/// is understood), which the reader does not check. `line_no` is the
/// line's number, for the error's position; a line break at the end of
/// `line` (LF or CRLF) is ignored.
///
/// # Errors
/// A [`ScriptError`] if the line is not an event; a header line (`laws`,
/// `dealer`, `options`) is an error here.
///
/// # Examples
/// ```
/// use tablelaw::{Card, Seat};
/// use tablelaw::codes::euchre::EuchreEvent;
/// use tablelaw_formats::script::euchre::parse_event_line;
/// let discard = EuchreEvent::Discard { card: "SJ".parse::<Card>()? };
/// assert_eq!(parse_event_line("N discard SJ", 6)?, Some((discard.clone(), Some(Seat::North))));
/// assert_eq!(parse_event_line("discard SJ", 7)?, Some((discard, None)));
/// assert_eq!(parse_event_line("E alone Z", 8).unwrap_err().position.column, 9);
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn parse_event_line(
    line: &str,
    line_no: usize,
) -> Result<Option<(EuchreEvent, Option<Seat>)>, ScriptError> {
    let text = crate::script::read::single_line(line, line_no)?;
    let ws = words(text);
    let Some(&first) = ws.first() else {
        return Ok(None);
    };
    let end_column = ws.last().map_or(1, |w| w.column + w.text.chars().count());
    let mut line = Line {
        words: ws,
        at: 1,
        line: line_no,
        end_column,
    };
    let position = line.position(first.column);
    if ["laws", "dealer", "options"]
        .iter()
        .any(|h| first.text.eq_ignore_ascii_case(h))
    {
        return Err(crate::script::read::header_here(first.text, position));
    }
    read_event(&mut line, first, position).map(Some)
}

/// Reads the event of a line whose first word, `first` (at `position`), is
/// not a header word; the seat written before a `discard`, if any, comes
/// with it.
fn read_event(
    line: &mut Line<'_>,
    first: Word<'_>,
    position: Position,
) -> Result<(EuchreEvent, Option<Seat>), ScriptError> {
    let first_text = first.text.to_ascii_lowercase();
    let mut discard_seat = None;
    let event = match first_text.as_str() {
        "deal" => EuchreEvent::Deal(read_deal(line)?),
        "misdeal" => {
            let excuse = match line.peek().map(|w| w.text.to_ascii_lowercase()) {
                None => None,
                Some(w) if w == "touched" => Some(MisdealExcuse::AdversaryTouched),
                Some(w) if w == "interrupted" => Some(MisdealExcuse::Interrupted),
                Some(_) => {
                    let w = line.next("")?;
                    return Err(line.error(&w, "`touched`, `interrupted` or the end of the line"));
                }
            };
            if excuse.is_some() {
                line.at += 1;
            }
            EuchreEvent::Misdeal { excuse }
        }
        "new-deal" => {
            let expected = "`imperfect-pack`, `card-faced` or `exposed-in-turning`";
            let w = line.next(expected)?;
            let cause = match w.text.to_ascii_lowercase().as_str() {
                "imperfect-pack" => NewDealCause::ImperfectPack,
                "card-faced" => NewDealCause::CardFaced,
                "exposed-in-turning" => NewDealCause::ExposedInTurning,
                _ => return Err(line.error(&w, expected)),
            };
            EuchreEvent::NewDeal { cause }
        }
        "finding" => {
            let w = line.next("`consulted`")?;
            if !w.text.eq_ignore_ascii_case("consulted") {
                return Err(line.error(&w, "`consulted`"));
            }
            let expected = "a side: `NS` or `EW`";
            let w = line.next(expected)?;
            let side = match w.text.to_ascii_uppercase().as_str() {
                "NS" => Side::NorthSouth,
                "EW" => Side::EastWest,
                _ => return Err(line.error(&w, expected)),
            };
            EuchreEvent::Consulted { side }
        }
        "elect" => elect(line, None)?,
        // The dealer's discard, his seat understood (Law 86).
        "discard" | "discards" => EuchreEvent::Discard { card: line.card()? },
        _ => {
            let seat: Seat = first.text.parse().map_err(|_| {
                ScriptError::new(
                    position,
                    "a seat, `deal`, `misdeal`, `new-deal`, `elect`, `finding` or `discard`",
                    format!("`{}`", first.text),
                )
            })?;
            let w = line.next(EVENT_WORDS)?;
            let word = w.text.to_ascii_lowercase();
            match word.as_str() {
                "pass" | "p" => {
                    let not_heard = match line.peek() {
                        Some(w) if w.text.eq_ignore_ascii_case("not-heard") => {
                            line.at += 1;
                            true
                        }
                        _ => false,
                    };
                    EuchreEvent::Pass { seat, not_heard }
                }
                "order-up" | "orders-up" => EuchreEvent::OrderUp { seat },
                "assist" | "assists" => EuchreEvent::Assist { seat },
                "take-up" | "takes-up" => EuchreEvent::TakeUp { seat },
                "alone" => {
                    let suit = if line.peek().is_some() {
                        Some(line.suit()?)
                    } else {
                        None
                    };
                    EuchreEvent::PlayAlone { seat, suit }
                }
                "take-it" | "takes-it" => EuchreEvent::TakeItFrom { seat },
                "name" | "names" => EuchreEvent::Name {
                    seat,
                    suit: line.suit()?,
                },
                "turn-down" | "turns-down" => EuchreEvent::TurnDown { seat },
                "throws-cards" => EuchreEvent::ThrowsCards { seat },
                "mentions" => EuchreEvent::MentionsSuit {
                    seat,
                    suit: line.suit()?,
                },
                "defend-alone" | "defends-alone" => EuchreEvent::DefendAlone { seat },
                "discard" | "discards" => {
                    discard_seat = Some(seat);
                    EuchreEvent::Discard { card: line.card()? }
                }
                "deals" => {
                    let deal = if line.peek().is_some() {
                        Some(read_deal(line)?)
                    } else {
                        None
                    };
                    EuchreEvent::DealOutOfTurn { seat, deal }
                }
                "misdeals" => EuchreEvent::MisdealOutOfTurn { seat },
                "exposes" => {
                    let card = line.card()?;
                    let below_table = match line.peek() {
                        Some(w) if w.text.eq_ignore_ascii_case("below-table") => {
                            line.at += 1;
                            true
                        }
                        _ => false,
                    };
                    EuchreEvent::Exposes {
                        seat,
                        card,
                        below_table,
                    }
                }
                "exposed-in-dealing" => {
                    let touched = match line.peek() {
                        Some(w) if w.text.eq_ignore_ascii_case("touched") => {
                            line.at += 1;
                            true
                        }
                        _ => false,
                    };
                    EuchreEvent::ExposedInDealing { seat, touched }
                }
                "deals-with-other-pack" => EuchreEvent::DealtWithOtherPack { seat },
                "omitted-to-play" => EuchreEvent::OmittedToPlay { seat },
                "surplus-card" => {
                    let expected = "the number of the trick, 1 to 5";
                    let w = line.next(expected)?;
                    let trick = w
                        .text
                        .parse::<u8>()
                        .ok()
                        .filter(|t| (1..=5).contains(t))
                        .ok_or_else(|| line.error(&w, expected))?;
                    EuchreEvent::SurplusCard {
                        seat,
                        trick: trick - 1,
                        card: line.card()?,
                    }
                }
                "names-card" => {
                    let expected = "the seat whose card is named: `N`, `E`, `S` or `W`";
                    let w = line.next(expected)?;
                    let owner = w
                        .text
                        .parse::<Seat>()
                        .map_err(|_| line.error(&w, expected))?;
                    EuchreEvent::NamesCard {
                        seat,
                        owner,
                        card: line.card()?,
                    }
                }
                "calls-attention" => EuchreEvent::CallsAttention { seat },
                "calls-card" => EuchreEvent::CallsCard {
                    seat,
                    card: line.card()?,
                },
                "calls-suit" => EuchreEvent::CallsSuit {
                    seat,
                    suit: line.suit()?,
                },
                "demands-placed" => EuchreEvent::DemandsCardsPlaced { seat },
                "asks-who-played" => EuchreEvent::AsksWhoPlayed { seat },
                "reshuffles" => EuchreEvent::Reshuffles { seat },
                "lifts-trump-card" => EuchreEvent::LiftsTrumpCard { seat },
                "asks-revoke" => EuchreEvent::AsksRevoke { seat },
                "answers-no" => EuchreEvent::AnswersNo { seat },
                "corrects-revoke" => EuchreEvent::CorrectsRevoke { seat },
                "elect" => elect(line, Some(seat))?,
                _ => match w.text.parse::<Card>() {
                    Ok(card) => EuchreEvent::Play { seat, card },
                    Err(_) => return Err(line.error(&w, EVENT_WORDS)),
                },
            }
        }
    };
    line.end()?;
    Ok((event, discard_seat))
}

/// The hands and the trump card turned: `N:J.AK.KQ. … turned HJ`.
fn read_deal(line: &mut Line<'_>) -> Result<EuchreDeal, ScriptError> {
    let mut hands = Vec::new();
    let start = line.at;
    while let Some(w) = line.peek() {
        if w.text.eq_ignore_ascii_case("turned") {
            break;
        }
        hands.push(w.text);
        line.at += 1;
    }
    let joined = hands.join(" ");
    let hands = parse_hands(&joined).map_err(|e| {
        let column = line.words.get(start).map_or(line.end_column, |w| w.column);
        ScriptError::new(
            line.position(column),
            "four hands as PBN writes them, like `N:J.AK.KQ. 7.98.A.A A.T7.T9. K.Q.87.J`",
            format!("`{joined}` ({e})"),
        )
    })?;
    let w = line.next("`turned` and the trump card")?;
    if !w.text.eq_ignore_ascii_case("turned") {
        return Err(line.error(&w, "`turned`"));
    }
    let turned = line.card()?;
    Ok(EuchreDeal { hands, turned })
}

fn elect(line: &mut Line<'_>, seat: Option<Seat>) -> Result<EuchreEvent, ScriptError> {
    let expected = "an option: `highest`, `lowest`, `win`, `lose`, `play-it`, `partner-must-pass`, `play-alone`, `with-partner`, `call-suit`, `call-card`, `new-deal`, `accept`, `no-penalty` or `right-lost`";
    let w = line.next(expected)?;
    let option: OptionId = w.text.parse().map_err(|_| line.error(&w, expected))?;
    Ok(EuchreEvent::Elect { seat, option })
}

#[cfg(test)]
mod tests;
