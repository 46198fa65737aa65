//! A board reduced to what the check needs, read straight from a PBN
//! reader's visitor (or from a read [`pbn::Game`] or [`lin::Board`]) into
//! buffers that are kept from board to board: checking a file allocates
//! next to nothing per board.

use core::ops::{ControlFlow, Range};
use std::borrow::Cow;

use tablelaw::score::Vulnerability;
use tablelaw::{Call, Card, Deal, Seat};

use crate::pbn::{CallKind, CallToken, PlayToken, RawValue, Visitor};
use crate::{lin, pbn};

/// A call of the record.
#[derive(Clone, Copy, Debug)]
pub(super) enum RecCall {
    Call {
        seat: Seat,
        call: Call,
        /// Marked `^I`: an insufficient bid, accepted (PBN §3.9 (A)).
        insufficient: bool,
        /// After `^S`: a call out of rotation, accepted (PBN §3.9 (B)).
        skipped: bool,
    },
    AllPass,
}

/// A card of the record's play.
#[derive(Clone, Copy, Debug)]
pub(super) struct RecCard {
    pub seat: Seat,
    pub card: Card,
    /// Its mark: `^R` a revoke (PBN §3.9 (C)), `^L` a lead out of turn,
    /// accepted (§3.9 (D)).
    pub mark: Option<pbn::Irregularity>,
}

impl RecCard {
    /// Marked `^L`: a lead out of turn, accepted (PBN §3.9 (D)).
    pub fn lead(&self) -> bool {
        self.mark == Some(pbn::Irregularity::LeadOutOfTurn)
    }
}

/// How the record gives its play.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(super) enum PlayForm {
    /// None.
    #[default]
    Absent,
    /// PBN: tricks, each the cards by column seat ([`Record::tricks`]).
    Tricks,
    /// LIN: the cards in the order played.
    Sequence,
}

/// A stated value of the record: a tag's text, trimmed; absent when
/// missing, empty or `?`. Its buffer is kept from board to board.
#[derive(Clone, Debug, Default)]
pub(super) struct Stated {
    text: String,
    present: bool,
}

impl Stated {
    pub fn get(&self) -> Option<&str> {
        self.present.then_some(self.text.as_str())
    }

    /// Sets the text, `value` already trimmed.
    fn set(&mut self, value: &str) {
        self.text.clear();
        self.text.push_str(value);
        self.present = !value.is_empty() && value != "?";
    }

    fn clear(&mut self) {
        self.present = false;
    }
}

/// A board reduced to what the check needs.
#[derive(Clone, Debug, Default)]
pub(super) struct Record {
    /// The board's number (the record's) and its place in the file.
    pub place: super::Place,
    pub dealer: Option<Seat>,
    pub deal: Option<Deal>,
    /// PBN: the Deal tag's value as written, for a deal that cannot be
    /// read (decoded only then).
    pub deal_raw: Vec<u8>,
    pub vulnerability: Vulnerability,
    /// Whether the record has an auction.
    pub has_auction: bool,
    pub calls: Vec<RecCall>,
    /// Whether the auction is cut short with `*` or `+`.
    pub cut: bool,
    /// Whether the record marks an irregularity (PBN `^I`, `^S`, `^R`,
    /// `^L`), in the auction or in the play.
    pub marked: bool,
    pub play: PlayForm,
    pub cards: Vec<RecCard>,
    /// [`PlayForm::Tricks`]: each trick's cards, as a range of `cards`.
    pub tricks: Vec<Range<usize>>,
    /// The play's `+` (to be continued, PBN §3.6): its trick (from 0) and
    /// the seat of its column.
    pub plus: Option<(usize, Seat)>,
    /// PBN: the Play tag's seat, the opening leader in most files.
    pub play_leader: Option<Seat>,
    /// LIN: the claim (declarer's tricks in all).
    pub claim: Option<u8>,
    /// LIN: the board's entry in the file's results line (`rs|`), and
    /// the line of that line.
    pub listed: Option<(String, usize)>,
    /// Whether the game begins straight after the game before, with no
    /// semi-empty line between (PBN §3).
    pub joined: bool,
    pub contract: Stated,
    pub declarer: Stated,
    pub result: Stated,
    pub score: Stated,
    pub scoring: Stated,
}

impl Record {
    fn clear(&mut self) {
        self.place = super::Place::default();
        self.dealer = None;
        self.deal = None;
        self.deal_raw.clear();
        self.vulnerability = Vulnerability::Neither;
        self.has_auction = false;
        self.calls.clear();
        self.cut = false;
        self.marked = false;
        self.play = PlayForm::Absent;
        self.cards.clear();
        self.tricks.clear();
        self.plus = None;
        self.play_leader = None;
        self.claim = None;
        self.listed = None;
        self.joined = false;
        for s in [
            &mut self.contract,
            &mut self.declarer,
            &mut self.result,
            &mut self.score,
            &mut self.scoring,
        ] {
            s.clear();
        }
    }

    /// The dealer and the deal, or why the board cannot be set up.
    pub fn setup(&self) -> Result<(Seat, Deal), String> {
        match (self.dealer, self.deal) {
            (Some(d), Some(deal)) => Ok((d, deal)),
            (None, _) if self.play == PlayForm::Sequence => {
                Err("the record has no full deal (md)".to_owned())
            }
            (None, _) => Err("the record names no dealer, which a game with an auction or a play must (PBN §3.1)".to_owned()),
            (_, None) => match &*trimmed(RawValue(&self.deal_raw)) {
                "" | "?" => Err("the record has no deal".to_owned()),
                text => Err(format!(
                    "the Deal tag `{text}` is not a full deal of thirteen cards a hand"
                )),
            },
        }
    }

    /// The record of a LIN board, `ordinal` in its file.
    pub fn of_board(&mut self, board: &lin::Board, ordinal: u32) {
        self.clear();
        let number = board
            .header
            .as_deref()
            .and_then(|h| lin::RawValue(h.as_bytes()).trailing_number())
            .or_else(|| {
                board
                    .id
                    .as_deref()
                    .and_then(|q| lin::RawValue(q.as_bytes()).trailing_number())
            });
        self.place = super::Place::board(number, ordinal);
        if let Some((dealer, deal)) = board
            .deal
            .filter(|(_, d)| Seat::ALL.iter().all(|&s| d.hand(s).len() == 13))
        {
            self.dealer = Some(dealer);
            self.deal = Some(deal);
        }
        self.vulnerability = board.vulnerability.unwrap_or_default();
        self.has_auction = !board.calls.is_empty();
        // LIN calls are in rotation: the seat is the turn's.
        self.calls.extend(board.calls.iter().map(|c| RecCall::Call {
            seat: Seat::North,
            call: c.call,
            insufficient: false,
            skipped: false,
        }));
        // A board without a full deal is reported as LIN's.
        self.play = PlayForm::Sequence;
        self.cards.extend(board.plays.iter().map(|&card| RecCard {
            seat: Seat::North,
            card,
            mark: None,
        }));
        self.claim = board.claim;
    }

    /// Whether the record marks `card` of trick `trick` (from 0) `^L`.
    pub fn lead_marked(&self, trick: usize, card: Card) -> bool {
        self.tricks
            .get(trick)
            .and_then(|r| self.cards.get(r.clone()))
            .is_some_and(|cards| cards.iter().any(|c| c.lead() && c.card == card))
    }

    /// Whether the record gives an auction: an auction section with no
    /// call (a placeholder) gives none.
    pub fn auction_given(&self) -> bool {
        self.has_auction && !self.calls.is_empty()
    }

    /// Whether the record plays any card (LIN) or has a play section (PBN).
    pub fn has_play(&self) -> bool {
        match self.play {
            PlayForm::Absent => false,
            PlayForm::Tricks => true,
            PlayForm::Sequence => !self.cards.is_empty(),
        }
    }

    /// The record of a read PBN game, `ordinal` in its file.
    pub fn of_game(&mut self, game: &pbn::Game, ordinal: u32) {
        // The visitor never breaks: its answers need no reading.
        let mut reader = RecordReader {
            record: core::mem::take(self),
            ordinal: ordinal.saturating_sub(1),
            ..RecordReader::default()
        };
        let _ = reader.begin_game();
        for tag in &game.tags {
            let _ = reader.tag(tag.name.as_bytes(), RawValue(tag.value.as_bytes()));
        }
        if let Some(deal) = &game.deal {
            let _ = reader.deal(deal);
        }
        if let Some(a) = &game.auction {
            let _ = reader.begin_auction(a.first);
            for &c in &a.calls {
                let _ = reader.call(c);
            }
        }
        if let Some(p) = &game.play {
            let _ = reader.begin_play(p.leader);
            for &c in &p.cards {
                let _ = reader.play(c);
            }
        }
        *self = reader.record;
    }
}

/// A raw tag value kept as bytes, decoded and trimmed.
pub(super) fn trimmed_raw(raw: &[u8]) -> Cow<'_, str> {
    trimmed(RawValue(raw))
}

/// A tag's value decoded ([`RawValue::decode`]) and trimmed ([`str::trim`]),
/// borrowed without a second look at its bytes in the usual case: ASCII
/// blanks are trimmed from the bytes first (an escape holds none), and a
/// value with no backslash that is valid UTF-8 is the text as it stands.
fn trimmed(value: RawValue<'_>) -> Cow<'_, str> {
    let bytes = value.as_bytes().trim_ascii_start().trim_ascii_end();
    // `trim_ascii` leaves the vertical tab, which `str::trim` removes.
    let text = if bytes.contains(&b'\\') {
        None
    } else {
        core::str::from_utf8(bytes).ok()
    };
    match text {
        Some(t)
            if t.bytes().next().is_none_or(|b| b.is_ascii() && b != 0x0b)
                && t.bytes().last().is_none_or(|b| b.is_ascii() && b != 0x0b) =>
        {
            Cow::Borrowed(t)
        }
        _ => match RawValue(bytes).decode() {
            Cow::Borrowed(t) => Cow::Borrowed(t.trim()),
            Cow::Owned(t) => Cow::Owned(t.trim().to_owned()),
        },
    }
}

/// The tags a check reads, as bits of [`RecordReader::seen`]: of a tag
/// repeated, the first counts (as in [`pbn::Game::tag`]).
const TAGS: [&[u8]; 10] = [
    b"Board",
    b"Dealer",
    b"Vulnerable",
    b"Deal",
    b"Contract",
    b"Declarer",
    b"Result",
    b"Score",
    b"Scoring",
    b"Auction",
];

/// Where [`TAGS`] has the Deal and Auction tags.
const DEAL: usize = 3;
const AUCTION: usize = 9;

/// The bits of [`TAGS`] that identify a game (of
/// [`super::split::identifying`]: given again after the body, they show
/// games run together) and that belong to its body (of
/// [`super::split::BODY`]; the Play tag's section counts too).
const IDENTIFYING: u16 = 0b00_0000_1111;
const BODY: u16 = 0b10_1111_1000;

/// The visitor that reads a PBN game into a [`Record`].
#[derive(Debug, Default)]
pub(super) struct RecordReader {
    pub record: Record,
    /// The game's place in its file, for a game without a Board tag.
    pub ordinal: u32,
    /// Which of [`TAGS`] the game has given.
    seen: u16,
    /// Whether the game has given a tag of its body ([`BODY`]).
    body: bool,
    /// Whether an identifying tag was given again after the body began:
    /// the text holds games run together (see [`super::split`]).
    pub run_together: bool,
    /// A `^S` read and not yet followed by the call made out of rotation.
    skip: bool,
}

impl RecordReader {
    /// A reader for a file's first game.
    pub fn new() -> Self {
        RecordReader::default()
    }

    /// A reader whose next game is the file's game `ordinal + 1`.
    pub fn after(ordinal: u32) -> Self {
        RecordReader {
            ordinal,
            ..RecordReader::default()
        }
    }
}

impl Visitor for RecordReader {
    type Output = ();

    fn begin_game(&mut self) -> ControlFlow<()> {
        self.record.clear();
        self.ordinal += 1;
        self.record.place = super::Place::board(None, self.ordinal);
        self.seen = 0;
        self.body = false;
        self.run_together = false;
        self.skip = false;
        ControlFlow::Continue(())
    }

    fn tag(&mut self, name: &[u8], value: RawValue<'_>) -> ControlFlow<()> {
        let Some(i) = TAGS.iter().position(|t| *t == name) else {
            return ControlFlow::Continue(());
        };
        let bit = 1u16 << i;
        if self.seen & bit != 0 {
            // An identifying tag again after the body: games run together.
            self.run_together |= self.body && IDENTIFYING & bit != 0;
            return ControlFlow::Continue(());
        }
        self.seen |= bit;
        self.body |= BODY & bit != 0;
        if i == AUCTION {
            return ControlFlow::Continue(());
        }
        let r = &mut self.record;
        if i == DEAL {
            // Decoded only if the deal cannot be read.
            r.deal_raw.extend_from_slice(value.as_bytes());
            return ControlFlow::Continue(());
        }
        let text = trimmed(value);
        match TAGS[i] {
            b"Board" => {
                if let Ok(n) = text.parse::<u32>() {
                    r.place.number = Some(u64::from(n));
                }
            }
            b"Dealer" => r.dealer = text.parse().ok(),
            b"Vulnerable" => {
                // Either case (PBN §3.11); None, Love, `-` or anything else
                // is no one vulnerable.
                let is = |w: &str| text.eq_ignore_ascii_case(w);
                r.vulnerability = if is("NS") {
                    Vulnerability::NorthSouth
                } else if is("EW") {
                    Vulnerability::EastWest
                } else if is("All") || is("Both") {
                    Vulnerability::Both
                } else {
                    Vulnerability::Neither
                }
            }
            b"Contract" => r.contract.set(&text),
            b"Declarer" => r.declarer.set(&text),
            b"Result" => r.result.set(&text),
            b"Score" => r.score.set(&text),
            _ => r.scoring.set(&text),
        }
        ControlFlow::Continue(())
    }

    fn deal(&mut self, deal: &Deal) -> ControlFlow<()> {
        self.record.deal.get_or_insert(*deal);
        ControlFlow::Continue(())
    }

    fn begin_auction(&mut self, _first: Seat) -> ControlFlow<()> {
        // A second auction section replaces the first (as in `pbn::Game`).
        let r = &mut self.record;
        r.has_auction = true;
        r.calls.clear();
        r.cut = false;
        self.skip = false;
        ControlFlow::Continue(())
    }

    fn call(&mut self, t: CallToken) -> ControlFlow<()> {
        let r = &mut self.record;
        r.marked |= t.irregularity.is_some() || t.kind == CallKind::Skipped;
        match t.kind {
            CallKind::Call(call) => r.calls.push(RecCall::Call {
                seat: t.seat,
                call,
                insufficient: t.irregularity == Some(pbn::Irregularity::Insufficient),
                skipped: core::mem::take(&mut self.skip),
            }),
            CallKind::AllPass => r.calls.push(RecCall::AllPass),
            CallKind::End | CallKind::Continue => r.cut = true,
            CallKind::Skipped => self.skip = true,
            _ => {}
        }
        ControlFlow::Continue(())
    }

    fn begin_play(&mut self, leader: Seat) -> ControlFlow<()> {
        self.body = true;
        let r = &mut self.record;
        r.play_leader = Some(leader);
        r.play = PlayForm::Tricks;
        r.cards.clear();
        r.tricks.clear();
        ControlFlow::Continue(())
    }

    fn play(&mut self, t: PlayToken) -> ControlFlow<()> {
        let r = &mut self.record;
        r.marked |= t.irregularity.is_some();
        // A new trick at each trick number (tokens come a trick at a time).
        if r.tricks.len() != t.trick as usize {
            let at = r.cards.len();
            r.tricks.push(at..at);
        }
        if t.kind == pbn::PlayKind::Continue && r.plus.is_none() {
            r.plus = Some((t.trick.saturating_sub(1) as usize, t.seat));
        }
        if let (Some(card), Some(trick)) = (t.card(), r.tricks.last_mut()) {
            r.cards.push(RecCard {
                seat: t.seat,
                card,
                mark: t.irregularity,
            });
            trick.end = r.cards.len();
        }
        ControlFlow::Continue(())
    }

    fn end_game(&mut self) {}
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn slow(bytes: &[u8]) -> String {
        RawValue(bytes).decode().trim().to_owned()
    }

    #[test]
    fn the_masks_are_the_split_lists() {
        for (i, t) in TAGS.iter().enumerate() {
            let bit = 1u16 << i;
            assert_eq!(
                IDENTIFYING & bit != 0,
                super::super::split::identifying(t).is_some(),
                "{t:?}"
            );
            assert_eq!(
                BODY & bit != 0,
                super::super::split::BODY.contains(t),
                "{t:?}"
            );
        }
    }

    #[test]
    fn trimmed_is_decode_then_trim() {
        for v in [
            &b""[..],
            b"  ",
            b" 4S ",
            b"\x0b4S\x0b",
            b"\t\\\" x \\\\ ",
            b"a\\ ",
            b"\xa0NS\x85",
            b" \xe3\x80\x80EW\xe3\x80\x80 ",
            b"\xff 1 \xfe",
        ] {
            assert_eq!(trimmed(RawValue(v)), slow(v), "{v:?}");
        }
    }

    proptest! {
        #[test]
        fn trimmed_agrees_on_any_bytes(v in proptest::collection::vec(
            prop_oneof![Just(b' '), Just(b'\\'), Just(b'"'), Just(0x0b), Just(0xa0),
                        Just(0xc2), Just(b'\t'), any::<u8>()], 0..12)) {
            prop_assert_eq!(trimmed(RawValue(&v)), slow(&v));
        }
    }
}
