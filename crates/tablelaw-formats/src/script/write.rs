//! The writer: the strict form of the language.

use core::fmt::{self, Write as _};

use tablelaw::{ChangeFinding, DummyAct, Event, Finding, TableSetup, Understanding};

use super::Statement;

/// Writes a setup and events as a script, one statement a line, in the
/// strict form: `laws`, `dealer`, `deal` (if any, from the dealer), then one
/// line per event with ASCII letters (`N 1H`, `S exposes SA`, `E Pass`,
/// `W X`) and every explanation quoted.
///
/// [`parse`](super::parse) reads the result back to the same setup and
/// events, except for events the language cannot say and the library refuses
/// anyway: an exposure of no cards (written `N exposes` with nothing after
/// it) and an empty explanation (written `""`) are written but not read back.
///
/// # Examples
/// ```
/// use tablelaw::{Event, Seat, Table};
/// use tablelaw_formats::script::write;
/// let table = Table::new(Seat::East);
/// let events = [Event::call(Seat::East, "1♥".parse()?), Event::call(Seat::South, "p".parse()?)];
/// assert_eq!(write(table.setup(), &events), "laws rubber\ndealer E\nE 1H\nS Pass\n");
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
pub fn write(setup: &TableSetup, events: &[Event]) -> String {
    let mut out = String::with_capacity(32 + 16 * events.len());
    // Writing to a String cannot fail.
    let _ = writeln!(out, "laws {}", setup.code);
    let _ = writeln!(out, "dealer {}", setup.dealer.letter());
    if let Some(deal) = &setup.deal {
        let _ = writeln!(out, "deal {}", deal.to_pbn(setup.dealer));
    }
    if setup.vulnerability != tablelaw::score::Vulnerability::Neither {
        let _ = writeln!(out, "vulnerable {}", vulnerable_word(setup.vulnerability));
    }
    for event in events {
        let _ = write_event(&mut out, event);
        out.push('\n');
    }
    out
}

impl fmt::Display for Statement {
    /// The statement as [`write()`] writes it, without a line break; a deal is
    /// written from North.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Statement::Laws(code) => write!(f, "laws {code}"),
            Statement::Dealer(seat) => write!(f, "dealer {}", seat.letter()),
            Statement::Deal(deal) => write!(f, "deal {deal}"),
            Statement::Vulnerable(v) => write!(f, "vulnerable {}", vulnerable_word(*v)),
            Statement::Event(event) => write_event(f, event),
        }
    }
}

pub(crate) fn write_event(out: &mut impl fmt::Write, event: &Event) -> fmt::Result {
    match event {
        Event::Call {
            seat,
            call,
            annotation,
        } => {
            write!(out, "{} {call:#}", seat.letter())?;
            if annotation.alert {
                out.write_str(" alert")?;
            }
            if !annotation.relates_to.is_empty() {
                out.write_str(" relates ")?;
                for suit in &annotation.relates_to {
                    out.write_char(suit.letter())?;
                }
            }
            if let Some(understanding) = annotation.understanding {
                out.write_str(match understanding {
                    Understanding::DisclosedBeforehand => " disclosed",
                    Understanding::DisclosedAtTheTime => " disclosed-at-the-time",
                    Understanding::Undisclosed => " undisclosed",
                })?;
            }
            if let Some(bid) = annotation.stated {
                write!(out, " stating {bid:#}")?;
            }
            if annotation.simultaneous {
                out.write_str(" simultaneous")?;
            }
            Ok(())
        }
        Event::Change {
            seat,
            call,
            finding,
        } => {
            let finding = match finding {
                ChangeFinding::Deliberate => "deliberate",
                ChangeFinding::Inadvertent => "inadvertent",
                ChangeFinding::Misinformation => "misinformation",
                ChangeFinding::OwnMisunderstanding => "misunderstanding",
            };
            write!(out, "{} change {call:#} {finding}", seat.letter())
        }
        Event::Elect {
            seat,
            option,
            call,
            suit,
            also,
        } => {
            if let Some(seat) = seat {
                write!(out, "{} ", seat.letter())?;
            }
            write!(out, "elect {option}")?;
            if let Some(call) = call {
                write!(out, " {call:#}")?;
            }
            if let Some(suit) = suit {
                write!(out, " {}", suit.letter())?;
            }
            for suit in also {
                write!(out, " {}", suit.letter())?;
            }
            Ok(())
        }
        Event::Play { seat, card } => write!(out, "{} {card:#}", seat.letter()),
        Event::Designate { words, intended } => {
            out.write_str("designate ")?;
            write_quoted(out, words)?;
            if let Some(card) = intended {
                write!(out, " intended {card:#}")?;
            }
            Ok(())
        }
        Event::Expose { seat, cards, led } => {
            let verb = if *led { "leads" } else { "exposes" };
            write!(out, "{} {verb}", seat.letter())?;
            for card in cards {
                write!(out, " {card:#}")?;
            }
            Ok(())
        }
        Event::Review { seat } => write!(out, "{} review", seat.letter()),
        Event::Repeat { seat } => write!(out, "{} repeat", seat.letter()),
        Event::Explain { seat, call, text } => {
            write!(out, "{} explains {call:#} ", seat.letter())?;
            write_quoted(out, text)
        }
        Event::AsksExplanation { seat, call } => {
            write!(out, "{} asks-explanation {call:#}", seat.letter())
        }
        Event::DrawsAttention { seat } => write!(out, "{} draws-attention", seat.letter()),
        Event::Misinformed { seat, call } => write!(out, "{} misinformed {call:#}", seat.letter()),
        Event::Finding(Finding::DamageLikely { ruling }) => {
            out.write_str("finding damage")?;
            if let Some(index) = ruling {
                // As a u128, so that the last index has a number too.
                write!(out, " #{}", *index as u128 + 1)?;
            }
            Ok(())
        }
        Event::Finding(Finding::DeclarerSawDummy) => out.write_str("finding saw-dummy"),
        Event::Finding(Finding::ClaimTricks { tricks }) => write!(out, "finding claim {tricks}"),
        Event::Finding(Finding::ConcessionCancelled { tricks, won }) => {
            write!(out, "finding concession-cancelled {tricks}")?;
            match won {
                Some(true) => out.write_str(" won"),
                Some(false) => out.write_str(" normal-play"),
                None => Ok(()),
            }
        }
        Event::Finding(Finding::AgreementWithdrawn { tricks, won }) => {
            write!(out, "finding agreement-withdrawn {tricks}")?;
            match won {
                Some(true) => out.write_str(" won"),
                Some(false) => out.write_str(" likely"),
                None => Ok(()),
            }
        }
        Event::Finding(Finding::WrongHand { seat }) => {
            write!(out, "finding wrong-hand {}", seat.letter())
        }
        Event::Finding(Finding::ForeignCard { card, trick }) => {
            write!(out, "finding foreign-card {card:#}")?;
            match trick {
                Some(n) => write!(out, " played {n}"),
                None => Ok(()),
            }
        }
        Event::Finding(Finding::RevokeNoticedLate { after_round }) => {
            out.write_str(if *after_round {
                "finding revoke-late round"
            } else {
                "finding revoke-late"
            })
        }
        Event::Finding(Finding::RevokeEquity { tricks }) => {
            write!(out, "finding revoke-equity {tricks}")
        }
        Event::Claim { seat, tricks, line } => {
            write!(out, "{} claims", seat.letter())?;
            if let Some(n) = tricks {
                write!(out, " {n}")?;
            }
            if !line.is_empty() {
                out.write_char(' ')?;
                write_quoted(out, line)?;
            }
            Ok(())
        }
        Event::Concede { seat, tricks } => {
            write!(out, "{} concedes", seat.letter())?;
            if let Some(n) = tricks {
                write!(out, " {n}")?;
            }
            Ok(())
        }
        Event::Finding(Finding::DefectiveTrick { seat, trick }) => {
            write!(out, "finding defective-trick {} {trick}", seat.letter())
        }
        Event::Finding(Finding::TouchedToReach { card }) => {
            write!(out, "finding touched-to-reach {card:#}")
        }
        Event::Finding(Finding::SurplusCard {
            seat,
            trick,
            card,
            simultaneous,
        }) => {
            write!(
                out,
                "finding surplus-card {} {trick} {card:#}{}",
                seat.letter(),
                if *simultaneous { " simultaneous" } else { "" }
            )
        }
        Event::Finding(Finding::AdjustedScore {
            cause,
            offenders,
            score,
        }) => super::line::adjusted::write_adjusted(out, *cause, *offenders, score),
        Event::Finding(Finding::ExtraneousInformation { seat }) => {
            write!(out, "finding extraneous-information {}", seat.letter())
        }
        Event::Finding(Finding::MisplacedCard { seat, trick, card }) => {
            write!(
                out,
                "finding misplaced-card {} {trick} {card:#}",
                seat.letter()
            )
        }
        Event::Finding(Finding::MissingCard { seat, card, trick }) => {
            write!(out, "finding missing-card {} {card:#}", seat.letter())?;
            match trick {
                Some(n) => write!(out, " played {n}"),
                None => Ok(()),
            }
        }
        Event::Finding(Finding::IncorrectCards) => out.write_str("finding incorrect-cards"),
        Event::Finding(Finding::WrongBoard { played_before }) => write!(
            out,
            "finding wrong-board {}",
            if *played_before { "played" } else { "unplayed" }
        ),
        Event::WronglyPointed { seat, trick } => {
            write!(out, "{} wrongly-pointed {trick}", seat.letter())
        }
        Event::Inspect { seat, trick } => {
            write!(out, "{} inspects", seat.letter())?;
            if let Some(t) = trick {
                write!(out, " {t}")?;
            }
            Ok(())
        }
        Event::AsksRevoke { seat, of } => {
            write!(out, "{} asks-revoke {}", seat.letter(), of.letter())
        }
        Event::Finding(Finding::ToldTurn) => out.write_str("finding told-turn"),
        Event::Finding(Finding::MistakenExplanation { seat }) => {
            write!(out, "finding mistaken-explanation {}", seat.letter())
        }
        Event::Finding(Finding::UnintendedDesignation { seat, card }) => {
            write!(out, "finding unintended {} {card:#}", seat.letter())
        }
        Event::LeadFaceDown { seat, card } => {
            write!(out, "{} face-down {card:#}", seat.letter())
        }
        Event::Simultaneous { seat, cards } => {
            write!(out, "{} plays-together", seat.letter())?;
            for card in cards {
                write!(out, " {card:#}")?;
            }
            Ok(())
        }
        Event::Dummy { seat, act } => {
            let seat = seat.letter();
            match act {
                DummyAct::ExchangesHands => write!(out, "{seat} exchanges-hands"),
                DummyAct::WatchesDeclarer => write!(out, "{seat} watches-declarer"),
                DummyAct::CallsDirector => write!(out, "{seat} calls-director"),
                DummyAct::LooksAtHand { defender } => {
                    write!(out, "{seat} looks-at-hand {}", defender.letter())
                }
                DummyAct::WarnsDeclarer => write!(out, "{seat} warns-declarer"),
                DummyAct::ShownHandBy { defender } => {
                    write!(out, "{seat} shown-hand-by {}", defender.letter())
                }
                DummyAct::IndicatesCard { card } => write!(out, "{seat} indicates {card:#}"),
                DummyAct::PlacesCard { card } => write!(out, "{seat} places {card:#}"),
            }
        }
        Event::DeemedPlayed { seat, card } => {
            write!(out, "{} deemed-played {card:#}", seat.letter())
        }
        Event::FifthCard { seat, card, led } => {
            write!(out, "{} fifth-card {card:#}", seat.letter())?;
            if *led {
                out.write_str(" led")?;
            }
            Ok(())
        }
        Event::PlaysWith { seat, card } => write!(out, "{} plays-with {card:#}", seat.letter()),
        Event::PlaysHidden { seat, card, hidden } => {
            write!(out, "{} plays-hidden {card:#}", seat.letter())?;
            for c in hidden {
                write!(out, " {c:#}")?;
            }
            Ok(())
        }
        Event::Withdraws { seat, card } => write!(out, "{} withdraws {card:#}", seat.letter()),
        Event::FacesCards { seat } => write!(out, "{} faces-cards", seat.letter()),
    }
}

/// `text` in double quotes, with `"`, `\`, LF and CR escaped.
fn write_quoted(out: &mut impl fmt::Write, text: &str) -> fmt::Result {
    out.write_char('"')?;
    for c in text.chars() {
        match c {
            '"' => out.write_str("\\\"")?,
            '\\' => out.write_str("\\\\")?,
            '\n' => out.write_str("\\n")?,
            '\r' => out.write_str("\\r")?,
            c => out.write_char(c)?,
        }
    }
    out.write_char('"')
}

/// The script's word for a vulnerability.
pub(super) fn vulnerable_word(v: tablelaw::score::Vulnerability) -> &'static str {
    use tablelaw::score::Vulnerability;
    match v {
        Vulnerability::Neither => "none",
        Vulnerability::NorthSouth => "ns",
        Vulnerability::EastWest => "ew",
        Vulnerability::Both => "both",
    }
}
