//! `tablelaw.PbnGame`: a game of a PBN file as the reader gives it, its
//! parts turned into Python objects when asked for (the tags, the deal,
//! the auction, the play, the notes), so that reading through many games
//! costs only what is looked at.

use std::borrow::Cow;
use std::fmt::Write as _;

use pyo3::exceptions::PyKeyError;
use pyo3::intern;
use pyo3::prelude::*;
use pyo3::sync::PyOnceLock;
use pyo3::types::{PyDict, PyList, PyString};
use tablelaw::{Bid, Call, Card, Denomination, Rank, Suit};
use tablelaw_formats::pbn::{self, CallKind, CallToken, PlayKind, PlayToken};

use crate::collect::Collected;

/// The keys of a game, as `to_dict()` gives them.
const KEYS: [&str; 7] = [
    "line", "tags", "sections", "deal", "auction", "play", "notes",
];

/// A game of a PBN file.
///
/// `line` is the line it starts on; `tags` maps each tag's name to its
/// value (after inheritance, PBN 4.8); `sections` the tags that open
/// supplemental sections to their lines; `deal` is the PBN deal from North
/// or None; `auction` is `{"first", "calls", "notes"}` and `play`
/// `{"leader", "cards", "notes"}`, each token as PBN writes it (`"1NT"`,
/// `"Pass"`, `"AP"`, `"^I 1H"`, `"2C =1="`), or None; `notes` maps note
/// numbers to their text. Each part is built when asked for; `game["tags"]`
/// reads as `game.tags`, and `to_dict()` gives every part.
#[pyclass(module = "tablelaw", frozen)]
pub struct PbnGame {
    line: usize,
    game: Collected,
}

impl PbnGame {
    /// A game read from `line`.
    pub fn new(line: usize, game: Collected) -> Self {
        PbnGame { line, game }
    }
}

#[pymethods]
impl PbnGame {
    /// The line the game starts on.
    #[getter]
    fn line(&self) -> usize {
        self.line
    }

    /// The tags, name to value.
    #[getter]
    fn tags<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let g = &self.game;
        let tags = PyDict::new(py);
        for tag in &g.tags {
            tags.set_item(tag_name(py, &g.at(&tag.name)), g.at(&tag.value))?;
        }
        Ok(tags)
    }

    /// The value of one tag, or None.
    fn tag(&self, name: &str) -> Option<String> {
        self.game.tag(name).map(Cow::into_owned)
    }

    /// The lines of each supplemental section, by its tag.
    #[getter]
    fn sections<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let g = &self.game;
        let sections = PyDict::new(py);
        for tag in &g.tags {
            if let Some(lines) = g.lines.get(tag.lines.clone())
                && !lines.is_empty()
            {
                let lines: Vec<Cow<'_, str>> = lines.iter().map(|l| g.line(l)).collect();
                sections.set_item(g.at(&tag.name), lines)?;
            }
        }
        Ok(sections)
    }

    /// The deal, as PBN writes it from North, or None.
    #[getter]
    fn deal(&self) -> Option<String> {
        self.game.deal.as_ref().map(ToString::to_string)
    }

    /// The auction section: `{"first", "calls", "notes"}`, or None.
    #[getter]
    fn auction<'py>(&self, py: Python<'py>) -> PyResult<Option<Bound<'py, PyDict>>> {
        let Some(a) = &self.game.auction else {
            return Ok(None);
        };
        let auction = PyDict::new(py);
        auction.set_item(intern!(py, "first"), a.first.to_string())?;
        let calls = PyList::empty(py);
        for t in &a.tokens {
            match (t.kind, t.irregularity, t.suffix, t.note) {
                // A plain call is one of a few strings, made once.
                (CallKind::Call(c), None, None, None) => calls.append(call_str(py, c))?,
                _ => calls.append(call_text(t))?,
            }
        }
        auction.set_item(intern!(py, "calls"), calls)?;
        auction.set_item(intern!(py, "notes"), notes(py, &self.game, &a.notes)?)?;
        Ok(Some(auction))
    }

    /// The play section: `{"leader", "cards", "notes"}`, or None.
    #[getter]
    fn play<'py>(&self, py: Python<'py>) -> PyResult<Option<Bound<'py, PyDict>>> {
        let Some(p) = &self.game.play else {
            return Ok(None);
        };
        let play = PyDict::new(py);
        play.set_item(intern!(py, "leader"), p.first.to_string())?;
        let cards = PyList::empty(py);
        for t in &p.tokens {
            match (t.kind, t.irregularity, t.suffix, t.note) {
                // A plain card is one of 52 strings, made once.
                (PlayKind::Card(c), None, None, None) => cards.append(card_str(py, c))?,
                _ => cards.append(card_text(t))?,
            }
        }
        play.set_item(intern!(py, "cards"), cards)?;
        play.set_item(intern!(py, "notes"), notes(py, &self.game, &p.notes)?)?;
        Ok(Some(play))
    }

    /// The notes before the auction and play sections, by number.
    #[getter]
    fn notes<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        notes(py, &self.game, &self.game.notes)
    }

    /// A part by its name, as a dict would give it.
    fn __getitem__<'py>(&self, py: Python<'py>, key: &str) -> PyResult<Bound<'py, PyAny>> {
        Ok(match key {
            "line" => self.line.into_pyobject(py)?.into_any(),
            "tags" => self.tags(py)?.into_any(),
            "sections" => self.sections(py)?.into_any(),
            "deal" => self.deal().into_pyobject(py)?.into_any(),
            "auction" => self.auction(py)?.into_pyobject(py)?.into_any(),
            "play" => self.play(py)?.into_pyobject(py)?.into_any(),
            "notes" => self.notes(py)?.into_any(),
            other => return Err(PyKeyError::new_err(other.to_owned())),
        })
    }

    /// The names of the parts.
    fn keys(&self) -> Vec<&'static str> {
        KEYS.to_vec()
    }

    /// Every part, in a dict.
    fn to_dict<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let out = PyDict::new(py);
        for key in KEYS {
            out.set_item(key, self.__getitem__(py, key)?)?;
        }
        Ok(out)
    }

    fn __eq__(&self, other: &Bound<'_, PyAny>) -> bool {
        other
            .cast::<PbnGame>()
            .is_ok_and(|o| o.get().line == self.line && o.get().game == self.game)
    }

    fn __repr__(&self) -> String {
        let board = self.game.tag("Board").unwrap_or(Cow::Borrowed("?"));
        format!("<tablelaw.PbnGame board {board}, line {}>", self.line)
    }
}

fn annotated(
    out: &mut String,
    irregularity: Option<pbn::Irregularity>,
    suffix: Option<pbn::Suffix>,
    note: Option<u32>,
) {
    if let Some(x) = suffix {
        out.push(' ');
        out.push_str(x.as_str());
    }
    if let Some(n) = note {
        let _ = write!(out, " ={n}=");
    }
    if let Some(i) = irregularity {
        out.insert(0, ' ');
        out.insert_str(0, i.as_str());
    }
}

pub(crate) fn call_word(call: Call) -> String {
    match call {
        Call::Bid(b) if b.denomination == Denomination::NoTrump => format!("{}NT", b.level),
        other => format!("{other:#}"),
    }
}

fn call_text(t: &CallToken) -> String {
    let mut out = match t.kind {
        CallKind::Call(c) => call_word(c),
        CallKind::AllPass => "AP".to_owned(),
        CallKind::NotYet => "-".to_owned(),
        CallKind::Skipped => "^S".to_owned(),
        CallKind::Continue => "+".to_owned(),
        CallKind::End => "*".to_owned(),
    };
    annotated(&mut out, t.irregularity, t.suffix, t.note);
    out
}

/// A tag's name: the names of PBN's tags (section 3.4 and section 4)
/// are strings made once, any other is made each time.
fn tag_name<'py>(py: Python<'py>, name: &str) -> Bound<'py, PyString> {
    macro_rules! known {
        ($($name:literal),* $(,)?) => {
            match name {
                $($name => intern!(py, $name).clone(),)*
                other => PyString::new(py, other),
            }
        };
    }
    known!(
        "Event",
        "Site",
        "Date",
        "Board",
        "West",
        "North",
        "East",
        "South",
        "Dealer",
        "Vulnerable",
        "Deal",
        "Scoring",
        "Declarer",
        "Contract",
        "Result",
        "Score",
        "Annotator",
        "AnnotatorNA",
        "Application",
        "BidSystemEW",
        "BidSystemNS",
        "Competition",
        "DealId",
        "Description",
        "EventDate",
        "EventSponsor",
        "FrenchMP",
        "Generator",
        "Hidden",
        "Room",
        "Round",
        "ScoreIMP",
        "ScoreMP",
        "ScorePercentage",
        "ScoreRubber",
        "ScoreRubberHistory",
        "Section",
        "Stage",
        "Table",
        "Termination",
        "Time",
        "TimeCall",
        "TimeCard",
        "TimeControl",
        "UTCDate",
        "UTCTime",
        "Mode",
        "HomeTeam",
        "VisitTeam",
        "DoubleDummyTricks",
        "OptimumScore",
        "OptimumResultTable",
        "OptimumPlayTable",
        "ActionTable",
        "AuctionTimeTable",
        "InstantScoreTable",
        "PlayTimeTable",
        "ScoreTable",
        "TotalScoreTable",
        "WestNA",
        "NorthNA",
        "EastNA",
        "SouthNA",
        "WestType",
        "NorthType",
        "EastType",
        "SouthType",
    )
}

/// The calls' strings (`"1NT"`, `"Pass"`), made once, by [`call_index`]:
/// bids of levels 1 to 9 (a record may hold an impossible bid).
static CALLS: PyOnceLock<Vec<Py<PyString>>> = PyOnceLock::new();

const DENOMINATIONS: [Denomination; 5] = [
    Denomination::Clubs,
    Denomination::Diamonds,
    Denomination::Hearts,
    Denomination::Spades,
    Denomination::NoTrump,
];

fn call_index(call: Call) -> Option<usize> {
    match call {
        Call::Pass => Some(0),
        Call::Double => Some(1),
        Call::Redouble => Some(2),
        Call::Bid(b) if (1..=9).contains(&b.level) => {
            Some(3 + usize::from(b.level - 1) * 5 + b.denomination as usize)
        }
        Call::Bid(_) => None,
    }
}

/// The string of a call as PBN writes it, the same object each time.
fn call_str(py: Python<'_>, call: Call) -> Bound<'_, PyAny> {
    let table = CALLS.get_or_init(py, || {
        let mut calls = vec![Call::Pass, Call::Double, Call::Redouble];
        for level in 1..=9 {
            for denomination in DENOMINATIONS {
                calls.push(Call::Bid(Bid {
                    level,
                    denomination,
                }));
            }
        }
        calls
            .into_iter()
            .map(|c| PyString::new(py, &call_word(c)).unbind())
            .collect()
    });
    match call_index(call).and_then(|i| table.get(i)) {
        Some(s) => s.bind(py).clone().into_any(),
        None => PyString::new(py, &call_word(call)).into_any(),
    }
}

/// The 52 cards' strings (`"SA"`), made once, by [`card_index`].
static CARDS: PyOnceLock<Vec<Py<PyString>>> = PyOnceLock::new();

fn card_index(card: Card) -> usize {
    card.suit as usize * 16 + usize::from(card.rank.get())
}

/// The string of a card, `"SA"`, the same object each time.
fn card_str(py: Python<'_>, card: Card) -> Bound<'_, PyString> {
    let table = CARDS.get_or_init(py, || {
        let mut table: Vec<Py<PyString>> =
            (0..64).map(|_| PyString::new(py, "").unbind()).collect();
        for suit in [Suit::Clubs, Suit::Diamonds, Suit::Hearts, Suit::Spades] {
            for rank in (2..=14).filter_map(Rank::new) {
                let card = Card::new(suit, rank);
                table[card_index(card)] = PyString::new(py, &format!("{card:#}")).unbind();
            }
        }
        table
    });
    table[card_index(card)].bind(py).clone()
}

fn card_text(t: &PlayToken) -> String {
    let mut out = match t.kind {
        PlayKind::Card(c) => format!("{c:#}"),
        PlayKind::Unknown => "-".to_owned(),
        PlayKind::Continue => "+".to_owned(),
        PlayKind::End => "*".to_owned(),
    };
    annotated(&mut out, t.irregularity, t.suffix, t.note);
    out
}

fn notes<'py>(
    py: Python<'py>,
    game: &Collected,
    notes: &[(u32, core::ops::Range<usize>)],
) -> PyResult<Bound<'py, PyDict>> {
    let dict = PyDict::new(py);
    for (n, text) in notes {
        dict.set_item(n, game.at(text))?;
    }
    Ok(dict)
}
