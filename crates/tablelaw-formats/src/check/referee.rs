//! Refereeing a [`Record`] on a [`Table`] and comparing what the engine
//! derives with what the record states.

use tablelaw::score::{DuplicateEdition, duplicate_score};
use tablelaw::{Call, Card, CodeId, Contract, Doubling, Seat, Side, Table, TableSetup};

use super::deal;
use super::lines::Lines;
use super::record::{PlayForm, RecCall, Record};
use super::{Finding, Kind, Report};

struct Check<'a> {
    record: &'a Record,
    lines: Lines<'a>,
    /// The line where the board begins.
    start: Option<usize>,
    findings: &'a mut Vec<Finding>,
    notes: &'a mut Vec<String>,
}

impl Check<'_> {
    fn find(&mut self, kind: Kind, line: Option<usize>, message: String) {
        self.findings.push(Finding {
            place: self.record.place,
            line: line.or(self.start),
            kind,
            message,
        });
    }
}

/// Referees `record` under `code`; `lines` locates its findings.
pub(super) fn referee(record: &Record, lines: Lines<'_>, code: CodeId) -> Report {
    let mut report = Report {
        place: super::Place::default(),
        line: None,
        code,
        findings: Vec::new(),
        notes: Vec::new(),
        table: None,
    };
    referee_into(record, lines, code, &mut report, &mut None);
    report
}

/// Referees `record` under `code` into `report`, whose vectors and table
/// are kept from board to board (as is `spare`, the table of a board that
/// could not be set up): a board costs no allocation once they have grown.
pub(super) fn referee_into(
    record: &Record,
    lines: Lines<'_>,
    code: CodeId,
    report: &mut Report,
    spare: &mut Option<Table>,
) {
    let start = lines.start();
    report.findings.clear();
    report.notes.clear();
    let mut check = Check {
        record,
        lines,
        start,
        findings: &mut report.findings,
        notes: &mut report.notes,
    };
    if record.joined {
        check.find(
            Kind::RunTogether,
            start,
            "two games without a separating blank line: this game begins here, on the line after the game before (PBN §3); both are refereed".to_owned(),
        );
    }
    let code = if record.marked && code != CodeId::Rubber {
        check.notes.push(format!(
            "the record marks an irregularity, so the board is refereed under rubber rather than {code}"
        ));
        CodeId::Rubber
    } else {
        code
    };
    // A Deal tag the reader did not take for a full deal (PBN only: a LIN
    // board's `md` is read whole or not at all).
    let partial = match (record.deal, record.play) {
        (None, PlayForm::Absent | PlayForm::Tricks) => {
            match &*super::record::trimmed_raw(&record.deal_raw) {
                "" | "?" => None,
                text => Some(deal::partial(text)),
            }
        }
        _ => None,
    };
    match &partial {
        Some(deal::Partial::Invalid(why)) => {
            let text = super::record::trimmed_raw(&record.deal_raw);
            check.find(
                Kind::UnreadableDeal,
                check.lines.tag("Deal"),
                format!("the Deal tag `{text}` is not a deal: {why} (PBN §3.4.11)"),
            );
        }
        Some(deal::Partial::EndPosition) => check.notes.push(
            "an end position (PBN §3.10: fewer than thirteen cards a hand): its play is not refereed"
                .to_owned(),
        ),
        Some(deal::Partial::SomeHands(n)) => check.notes.push(format!(
            "the deal gives {n} hands of four (PBN §3.4.11): the play is not refereed"
        )),
        None => {}
    }
    let end_position = partial == Some(deal::Partial::EndPosition);
    match record.setup() {
        // An end position has no auction to referee: its Contract tag is the
        // trump only (§3.10).
        _ if end_position => *spare = report.table.take(),
        Ok((dealer, deal)) => {
            run_on(
                &mut check,
                &mut report.table,
                spare,
                code,
                dealer,
                Some(deal),
            );
        }
        // A dealer and an auction without the full deal: the auction is
        // refereed, and the play cannot be.
        Err(_) if record.dealer.is_some() && record.play != PlayForm::Sequence => {
            let dealer = record.dealer.unwrap_or(Seat::North);
            run_on(&mut check, &mut report.table, spare, code, dealer, None);
        }
        Err(message) => {
            // A game with an auction or a play needs its dealer (PBN §3.1)
            // to be refereed; one with neither (a traveller's line, a hand
            // record) is checked by its tags alone (`tags_only`).
            if record.has_auction || record.has_play() {
                let line = check.lines.tag("Deal");
                check.find(Kind::UnreadableDeal, line, message);
            }
            *spare = report.table.take();
        }
    }
    if !record.has_auction {
        tags_only(&mut check, code);
    }
    report.place = record.place;
    report.line = start;
    report.code = code;
}

/// Sets up the board's table (kept from board to board) and referees it.
fn run_on(
    check: &mut Check<'_>,
    kept: &mut Option<Table>,
    spare: &mut Option<Table>,
    code: CodeId,
    dealer: Seat,
    deal: Option<tablelaw::Deal>,
) {
    let setup = TableSetup {
        code,
        dealer,
        deal,
        vulnerability: check.record.vulnerability,
    };
    if kept.is_none() {
        *kept = spare.take();
    }
    let table = match kept {
        Some(table) => {
            table.reset(setup);
            table
        }
        none => none.insert(Table::with_setup(setup)),
    };
    run(check, table);
}

/// Referees the auction and the play, then compares the record's claims.
fn run(check: &mut Check<'_>, table: &mut Table) {
    let record = check.record;
    if !record.has_auction {
        return;
    }
    let lin = record.play == PlayForm::Sequence;
    for (i, rc) in record.calls.iter().enumerate() {
        if table.is_closed() {
            if !matches!(rc, RecCall::AllPass) {
                check.find(
                    Kind::IllegalAuction,
                    check.lines.tag("Auction"),
                    format!("call {} comes after the auction has closed", i + 1),
                );
            }
            return;
        }
        match *rc {
            RecCall::AllPass => {
                while !table.is_closed() {
                    let seat = table.auction().turn();
                    if table.call(seat, Call::Pass).is_err() {
                        break;
                    }
                }
            }
            RecCall::Call { seat, call, marked } => {
                let turn = table.auction().turn();
                let seat = if lin { turn } else { seat };
                let regular = seat == turn && table.auction().is_legal(seat, call);
                if !regular && !marked && !record.marked {
                    let why = if seat != turn {
                        format!("it is {turn:#}'s turn")
                    } else {
                        "it is not a legal call here (Laws 18, 19)".to_owned()
                    };
                    check.find(
                        Kind::IllegalAuction,
                        check.lines.tag("Auction"),
                        format!("call {}: {seat:#} calls {call:#}, but {why}", i + 1),
                    );
                    return;
                }
                if let Err(e) = table.call(seat, call) {
                    if record.marked {
                        check.notes.push(format!(
                            "the engine cannot follow the record's irregular auction at call {} ({seat} {call:#}): {e}",
                            i + 1
                        ));
                    } else {
                        check.find(
                            Kind::IllegalAuction,
                            check.lines.tag("Auction"),
                            format!("call {}: {seat:#} calls {call:#}: {e}", i + 1),
                        );
                    }
                    return;
                }
            }
        }
    }
    if !table.is_closed() {
        if record.cut || record.marked {
            check
                .notes
                .push("the record's auction stops before it closes".to_owned());
        } else {
            check.find(
                Kind::IllegalAuction,
                check.lines.tag("Auction"),
                "the auction stops before it closes (three passes after a bid, or four passes)"
                    .to_owned(),
            );
        }
        return;
    }
    let contract = table.contract();
    compare_contract(check, contract);
    let played = play(check, table);
    compare_result(check, table, contract, played);
}

fn parse_contract(text: &str) -> Option<Option<(Call, Doubling)>> {
    let t = text.trim().to_ascii_uppercase();
    if t == "PASS" || t == "P" || t == "AP" {
        return Some(None);
    }
    let (rest, doubling) = if let Some(r) = t.strip_suffix("XX") {
        (r, Doubling::Redoubled)
    } else if let Some(r) = t.strip_suffix('X') {
        (r, Doubling::Doubled)
    } else {
        (t.as_str(), Doubling::Undoubled)
    };
    let call: Call = rest.parse().ok()?;
    call.bid()?;
    Some(Some((call, doubling)))
}

fn show(contract: Option<Contract>) -> String {
    match contract {
        None => "passed out".to_owned(),
        Some(c) => {
            let x = match c.doubling {
                Doubling::Undoubled => "",
                Doubling::Doubled => "X",
                Doubling::Redoubled => "XX",
            };
            format!("{:#}{x} by {:#}", Call::Bid(c.bid), c.declarer)
        }
    }
}

fn compare_contract(check: &mut Check<'_>, contract: Option<Contract>) {
    let record = check.record;
    if let Some(text) = record.contract.get() {
        match parse_contract(text) {
            Some(stated) => {
                let derived = contract.map(|c| (Call::Bid(c.bid), c.doubling));
                if stated != derived {
                    check.find(
                        Kind::ContractMismatch,
                        check.lines.tag("Contract"),
                        format!(
                            "the Contract tag says {text}, but the auction ends in {}",
                            show(contract)
                        ),
                    );
                }
            }
            None => check
                .notes
                .push(format!("the Contract tag `{text}` is not read")),
        }
    }
    if let (Some(text), Some(c)) = (record.declarer.get(), contract)
        && let Ok(seat) = text.parse::<Seat>()
        && seat != c.declarer
    {
        check.find(
            Kind::DeclarerMismatch,
            check.lines.tag("Declarer"),
            format!(
                "the Declarer tag says {seat:#}, but the auction makes {:#} declarer ({})",
                c.declarer,
                show(contract)
            ),
        );
    }
}

/// What the play came to.
struct Played {
    /// Whether the record's play was followed to its end.
    complete: bool,
    /// Whether any card was played.
    any: bool,
}

/// Plays the record's cards; false in `complete` if it stopped on a fault.
fn play(check: &mut Check<'_>, table: &mut Table) -> Played {
    let record = check.record;
    let mut played = Played {
        complete: true,
        any: false,
    };
    if !record.has_play() || table.play().is_none() {
        return played;
    }
    match record.play {
        PlayForm::Absent => {}
        PlayForm::Tricks => {
            'tricks: for (t, range) in record.tricks.iter().enumerate() {
                let cards = &record.cards[range.clone()];
                for _ in 0..4 {
                    let Some(turn) = table.play().and_then(|p| p.turn()) else {
                        break 'tricks;
                    };
                    let Some(c) = cards.iter().find(|c| c.seat == turn) else {
                        break 'tricks; // not played: a claim
                    };
                    played.any = true;
                    let line = Lazy::Trick(t, c.card);
                    if !play_card(check, table, c.seat, c.card, c.marked, t, line) {
                        played.complete = false;
                        return played;
                    }
                }
            }
        }
        PlayForm::Sequence => {
            let Some(deal) = record.deal else {
                return played;
            };
            for (i, c) in record.cards.iter().enumerate() {
                let card = c.card;
                let Some(turn) = table.play().and_then(|p| p.turn()) else {
                    check.find(
                        Kind::IllegalPlay,
                        check.lines.tag("Play"),
                        format!(
                            "card {} ({card:#}) is played after the thirteenth trick",
                            i + 1
                        ),
                    );
                    played.complete = false;
                    return played;
                };
                let seat = deal.holder(card).unwrap_or(turn);
                played.any = true;
                if !play_card(check, table, seat, card, false, i / 4, Lazy::Play) {
                    played.complete = false;
                    return played;
                }
            }
        }
    }
    played
}

/// The line of a card's finding, found only if there is one.
#[derive(Clone, Copy)]
enum Lazy {
    /// The line of trick `.0` if it holds the card, else the Play tag's.
    Trick(usize, Card),
    /// The Play tag's.
    Play,
}

impl Lazy {
    fn line(self, lines: &Lines<'_>) -> Option<usize> {
        match self {
            Lazy::Trick(t, card) => lines.trick(t, card),
            Lazy::Play => lines.tag("Play"),
        }
    }
}

/// Plays one card; false if the check of the play stops here.
fn play_card(
    check: &mut Check<'_>,
    table: &mut Table,
    seat: Seat,
    card: Card,
    marked: bool,
    trick: usize,
    line: Lazy,
) -> bool {
    let trick_no = trick + 1;
    let turn = table.play().and_then(|p| p.turn());
    // A legal card from the hand on turn is regular: no need to look it up after.
    let regular = table
        .play()
        .is_some_and(|p| turn == Some(seat) && p.legal_plays().contains(card));
    if let Err(e) = table.play_card(seat, card) {
        check.find(
            Kind::IllegalPlay,
            line.line(&check.lines),
            format!("trick {trick_no}: {seat:#} plays {card:#}: {e}"),
        );
        return false;
    }
    if regular {
        return true;
    }
    let irregular = table.play().and_then(|p| {
        p.record()
            .iter()
            .rev()
            .find(|c| c.card == card)
            .and_then(|c| c.irregularity)
    });
    match irregular {
        None => true,
        Some(_) if marked || check.record.marked => {
            check.notes.push(format!(
                "trick {trick_no}: the record marks {seat:#}'s {card:#} as irregular; the check of the play stops there"
            ));
            false
        }
        Some(kind) => {
            let what = match kind {
                tablelaw::play::PlayIrregularity::OutOfTurn { .. } => {
                    format!("out of turn: it is {:#}'s turn", turn.unwrap_or(seat))
                }
                tablelaw::play::PlayIrregularity::Revoke => {
                    "a revoke: the hand could follow suit".to_owned()
                }
                tablelaw::play::PlayIrregularity::BreaksLeadRestriction => {
                    "against a lead restriction".to_owned()
                }
            };
            check.find(
                Kind::IllegalPlay,
                line.line(&check.lines),
                format!("trick {trick_no}: {seat:#} plays {card:#} {what}, and the record does not mark it"),
            );
            false
        }
    }
}

fn compare_result(
    check: &mut Check<'_>,
    table: &Table,
    contract: Option<Contract>,
    played: Played,
) {
    let record = check.record;
    // The Result counts the tricks of the declarer the record names (its
    // Declarer tag, else the auction's): when the two disagree that is one
    // finding already, and the Result is read against the tag.
    let tagged = record.declarer.get().and_then(|t| t.parse::<Seat>().ok());
    let declarer = tagged.or(contract.map(|c| c.declarer));
    let stated: Option<u8> = record.result.get().and_then(|r| stated_tricks(r, declarer));
    if let (Some(text), None) = (record.result.get(), stated) {
        unread_result(check, text);
    }
    // `^`: the players agreed a result other than the tricks won (§3.4.15).
    let agreed = record
        .result
        .get()
        .is_some_and(|r| r.trim_start().starts_with('^'));
    // The auction's declarer's tricks, for the score.
    let flip = |tricks: u8, c: &Contract| match declarer {
        Some(d) if d.side() != c.declarer.side() => 13 - tricks,
        _ => tricks,
    };
    let mut result = stated.zip(contract).map(|(r, c)| flip(r, &c)).or(stated);
    if let (Some(c), Some(p)) = (contract, table.play())
        && played.complete
        && played.any
    {
        let done = p.tricks().len() as u8;
        let left = 13 - done;
        let declarer = declarer.unwrap_or(c.declarer);
        // The tricks of the side of the declarer the Result is read for.
        let so_far = if declarer.side() == c.declarer.side() {
            p.declarer_tricks()
        } else {
            done - p.declarer_tricks()
        };
        if p.is_over() {
            if let Some(r) = stated
                && r != so_far
                && agreed
            {
                check.notes.push(format!(
                    "the Result tag marks {r} tricks as agreed by the players (^, PBN §3.4.15); the play gives {declarer:#} {so_far}"
                ));
            } else if let Some(r) = stated
                && r != so_far
            {
                check.find(
                    Kind::ResultMismatch,
                    check.lines.tag("Result"),
                    format!(
                        "the Result tag says {r} tricks, but the play gives {declarer:#} {so_far}"
                    ),
                );
            }
            result = result.or(Some(p.declarer_tricks()));
        } else {
            // A claim: the record's total (PBN Result, LIN mc).
            let claimed = record.claim.or(stated);
            if let Some(total) = claimed {
                if total < so_far || total > so_far + left {
                    let what = if record.claim.is_some() {
                        "the claim (mc) gives"
                    } else {
                        "the Result tag says"
                    };
                    check.find(
                            Kind::ResultMismatch,
                            check.lines.tag("Result").or(check.lines.tag("Play")),
                            format!(
                                "{what} {total} tricks, but after {done} tricks {declarer:#} has {so_far} with {left} to play"
                            ),
                        );
                }
                result = result.or(Some(flip(total, &c)));
            }
        }
    }
    compare_score(
        check,
        table.setup().code,
        table.setup().vulnerability,
        contract,
        result,
    );
}

/// A game with no auction (a traveller's line, a hand record with its
/// result): what its tags claim is checked, the Score against the Contract,
/// Declarer, Result and Vulnerable tags.
fn tags_only(check: &mut Check<'_>, code: CodeId) {
    let record = check.record;
    // The Result's form and range, whoever is declarer.
    if let Some(text) = record.result.get()
        && stated_tricks(text, Some(Seat::North)).is_none()
    {
        unread_result(check, text);
    }
    let Some(stated) = record.contract.get().and_then(parse_contract) else {
        return;
    };
    let contract = match stated {
        None => None,
        Some((call, doubling)) => {
            let declarer = record.declarer.get().and_then(|t| t.parse::<Seat>().ok());
            let (Some(bid), Some(declarer)) = (call.bid(), declarer) else {
                return;
            };
            Some(Contract {
                bid,
                doubling,
                declarer,
            })
        }
    };
    let result = record
        .result
        .get()
        .and_then(|r| stated_tricks(r, contract.map(|c| c.declarer)));
    if contract.is_some() && result.is_none() {
        return;
    }
    compare_score(check, code, record.vulnerability, contract, result);
}

/// The Result tag as the tricks of `declarer` (PBN 2.1 §3.4.15): a number
/// of tricks, the tricks of a side (`NS 11`, `EW 9`) or of both sides
/// (`NS 11 EW 2`), each 0 to 13; a leading `^` (a result the players agreed
/// that differs from the tricks won) is read past.
fn stated_tricks(text: &str, declarer: Option<Seat>) -> Option<u8> {
    let t = text.trim().trim_start_matches('^').trim_start();
    if let Ok(n) = t.parse::<u8>() {
        return (n <= 13).then_some(n);
    }
    let words: Vec<&str> = t.split_whitespace().collect();
    let side_tricks = |pair: &[&str]| -> Option<(Side, u8)> {
        let side = match pair.first()?.to_ascii_uppercase().as_str() {
            "NS" => Side::NorthSouth,
            "EW" => Side::EastWest,
            _ => return None,
        };
        let n: u8 = pair.get(1)?.parse().ok().filter(|&n| n <= 13)?;
        Some((side, n))
    };
    let (side, n) = match words.len() {
        2 => side_tricks(&words)?,
        // `NS 11 EW 2`: the second side's count must be the rest.
        4 => {
            let (side, n) = side_tricks(&words[..2])?;
            let (other, m) = side_tricks(&words[2..])?;
            if other == side || n + m != 13 {
                return None;
            }
            (side, n)
        }
        _ => return None,
    };
    let d = declarer?;
    Some(if d.side() == side { n } else { 13 - n })
}

/// What the Result tag says that cannot be read: a finding when it is a
/// number of tricks out of range, else a note.
fn unread_result(check: &mut Check<'_>, text: &str) {
    let bare = text.trim().trim_start_matches('^').trim_start();
    if bare.parse::<u32>().is_ok_and(|n| n > 13) {
        check.find(
            Kind::ResultMismatch,
            check.lines.tag("Result"),
            format!("the Result tag says {bare} tricks; a result is 0 to 13 tricks (PBN §3.4.15)"),
        );
    } else {
        check
            .notes
            .push(format!("the Result tag `{text}` is not read"));
    }
}

fn compare_score(
    check: &mut Check<'_>,
    code: CodeId,
    vulnerability: tablelaw::score::Vulnerability,
    contract: Option<Contract>,
    result: Option<u8>,
) {
    let record = check.record;
    let Some(text) = record.score.get() else {
        return;
    };
    if let Some(s) = record.scoring.get() {
        let s = s.to_ascii_lowercase();
        if ["rubber", "chicago", "cavendish"]
            .iter()
            .any(|w| s.contains(w))
        {
            return;
        }
    }
    let mut words = text.split_whitespace();
    let (Some(side), Some(points)) = (words.next(), words.next()) else {
        return;
    };
    let side = match side {
        "NS" => Side::NorthSouth,
        "EW" => Side::EastWest,
        _ => return,
    };
    let Ok(points) = points.trim_start_matches('+').parse::<i32>() else {
        return;
    };
    let edition = if code == CodeId::Duplicate2007 {
        DuplicateEdition::Laws2007
    } else {
        DuplicateEdition::Laws2017
    };
    let derived = match contract {
        None => 0,
        Some(c) => {
            let Some(tricks) = result else {
                return;
            };
            let vulnerable = vulnerability.is_vulnerable(c.declarer.side());
            let s = duplicate_score(edition, &c, vulnerable, tricks);
            if c.declarer.side() == side { s } else { -s }
        }
    };
    if derived != points {
        let tricks = result
            .map(|t| format!(" making {t} tricks"))
            .unwrap_or_default();
        check.find(
            Kind::ScoreMismatch,
            check.lines.tag("Score"),
            format!(
                "the Score tag says {text}, but {}{tricks} scores {} {derived} (Law 77, {})",
                show(contract),
                match side {
                    Side::NorthSouth => "NS",
                    Side::EastWest => "EW",
                },
                vulnerability
            ),
        );
    }
}
