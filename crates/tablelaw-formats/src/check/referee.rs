//! Refereeing a [`Record`] on a [`Table`] and comparing what the engine
//! derives with what the record states.

use tablelaw::{
    Call, CodeId, Contract, ContractBridge, Doubling, Event, EventError, OptionId, Seat, Table,
    TableSetup,
};

use super::dropped::{FileState, note_opening, put_back};
use super::lines::Lines;
use super::play::{play, play_from_tags, tagged_contract};
use super::record::{PlayForm, RecCall, Record};
use super::result::{compare_result, tags_only};
use super::{Finding, Kind, Report};
use super::{contract, deal};

/// A board being checked: its record, where its lines are, and what is
/// found and noted.
pub(super) struct Check<'a> {
    pub record: &'a Record,
    pub lines: Lines<'a>,
    /// The line where the board begins.
    start: Option<usize>,
    findings: &'a mut Vec<Finding>,
    pub notes: &'a mut Vec<String>,
    /// The revokes found that the record does not mark: a second is taken
    /// for a play written wrong, and the check of the play stops there.
    pub revokes: u8,
    /// What the file's boards have shown so far.
    pub file: &'a mut FileState,
}

impl Check<'_> {
    pub(super) fn find(&mut self, kind: Kind, line: Option<usize>, message: String) {
        self.findings.push(Finding {
            place: self.record.place,
            line: line.or(self.start),
            kind,
            message,
        });
    }
}

/// Referees `record` under `code`; `lines` locates its findings.
pub(super) fn referee(
    record: &Record,
    lines: Lines<'_>,
    code: CodeId,
    file: &mut FileState,
) -> Report {
    let mut report = Report {
        place: super::Place::default(),
        line: None,
        code,
        findings: Vec::new(),
        notes: Vec::new(),
        table: None,
    };
    referee_into(record, lines, code, &mut report, &mut None, file);
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
    file: &mut FileState,
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
        revokes: 0,
        file,
    };
    if record.joined {
        check.find(
            Kind::RunTogether,
            start,
            "two games without a separating blank line: this game begins here, on the line after the game before (PBN §3); both are refereed".to_owned(),
        );
    }
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
    contract::find_impossible(&mut check, end_position);
    let mut from_tags = false;
    match record.setup() {
        // An end position has no auction to referee: its Contract tag is the
        // trump only (§3.10).
        _ if end_position => *spare = report.table.take(),
        Ok((dealer, deal)) => {
            from_tags = run_on(
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
            from_tags = run_on(&mut check, &mut report.table, spare, code, dealer, None);
        }
        Err(message) => {
            // A game with an auction or a play needs its dealer (PBN §3.1)
            // to be refereed; one with neither (a traveller's line, a hand
            // record) is checked by its tags alone (`tags_only`).
            if record.has_auction || record.has_play() {
                let line = check.lines.tag("Deal");
                let kind = if record.dealer.is_none() && record.play != PlayForm::Sequence {
                    Kind::NoDealer
                } else {
                    Kind::UnreadableDeal
                };
                check.find(kind, line, message);
            }
            // A play with neither dealer nor auction is still refereed from
            // the Contract and Declarer tags (the dealer plays no part in it).
            match (record.deal, tagged_contract(record)) {
                (Some(deal), Some(c)) if !record.auction_given() && record.has_play() => {
                    from_tags = run_on(
                        &mut check,
                        &mut report.table,
                        spare,
                        code,
                        c.declarer,
                        Some(deal),
                    );
                }
                _ => *spare = report.table.take(),
            }
        }
    }
    if !from_tags && !record.auction_given() {
        tags_only(&mut check, code);
    }
    report.place = record.place;
    report.line = start;
    report.code = code;
}

/// Sets up the board's table (kept from board to board) and referees it;
/// true if its play was refereed from its Contract and Declarer tags.
fn run_on(
    check: &mut Check<'_>,
    kept: &mut Option<Table>,
    spare: &mut Option<Table>,
    code: CodeId,
    dealer: Seat,
    deal: Option<tablelaw::Deal>,
) -> bool {
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
    run(check, table)
}

/// Referees the auction and the play, then compares the record's claims;
/// true if the play was refereed from the tags (no auction given).
fn run(check: &mut Check<'_>, table: &mut Table) -> bool {
    let record = check.record;
    if !record.auction_given() {
        return play_from_tags(check, table);
    }
    let lin = record.play == PlayForm::Sequence;
    note_opening(check.file, record);
    for (i, rc) in record.calls.iter().enumerate() {
        if table.is_closed() {
            if !matches!(rc, RecCall::AllPass) {
                check.find(
                    Kind::IllegalAuction,
                    check.lines.tag("Auction"),
                    format!("call {} comes after the auction has closed", i + 1),
                );
            }
            return false;
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
            RecCall::Call {
                seat,
                call,
                insufficient,
                skipped,
            } => {
                let turn = table.auction().turn();
                let seat = if lin { turn } else { seat };
                // The usual call: in rotation, legal, unmarked.
                let plain = !insufficient && !skipped;
                if plain && seat == turn && table.auction().is_legal(seat, call) {
                    if let Err(e) = table.call(seat, call) {
                        check.find(
                            Kind::IllegalAuction,
                            check.lines.tag("Auction"),
                            format!("call {}: {seat:#} calls {call:#}: {e}", i + 1),
                        );
                        return false;
                    }
                    continue;
                }
                let made = Made {
                    index: i,
                    seat,
                    call,
                    turn,
                    insufficient,
                    skipped,
                };
                if !irregular_call(check, table, made) {
                    return false;
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
        return false;
    }
    let mut contract = table.contract();
    // Cheapest first: most files have begun an auction with a pass.
    if let Some(c) = contract
        && !check.file.pass_opened
        && record.play_leader.is_some()
        && record
            .declarer
            .get()
            .is_some_and(|d| d.parse() != Ok(c.declarer))
    {
        contract = put_back(check, table, contract).or(contract);
    }
    compare_contract(check, contract);
    let played = play(check, table);
    compare_result(check, table, contract, played);
    if let Some((entry, line)) = &record.listed {
        super::lin_results::compare(check, table, contract, entry, *line);
    }
    false
}

/// A call of the record that is marked, out of rotation or not legal.
#[derive(Clone, Copy)]
struct Made {
    /// Its place in the record's auction, from 0.
    index: usize,
    seat: Seat,
    call: Call,
    /// The seat on turn.
    turn: Seat,
    /// Marked `^I`.
    insufficient: bool,
    /// After `^S`.
    skipped: bool,
}

/// Referees a call that is not the usual one (marked, out of rotation or
/// not legal), each mark checked against it; false if the check of the
/// auction stops here. Kept off the path of the usual call.
#[cold]
#[inline(never)]
fn irregular_call(check: &mut Check<'_>, table: &mut Table, made: Made) -> bool {
    let Made {
        index: i,
        seat,
        call,
        turn,
        insufficient,
        skipped,
    } = made;
    let sufficient = table.auction().is_legal(seat, call);
    let marked = insufficient || skipped;
    // Each mark is checked against the auction (PBN §3.9): a
    // false one is a finding, and the call is refereed as made.
    if insufficient && (sufficient || !matches!(call, Call::Bid(_))) {
        let what = if sufficient && matches!(call, Call::Bid(_)) {
            "a sufficient bid"
        } else {
            "no bid"
        };
        check.find(
            Kind::MarkMismatch,
            check.lines.tag("Auction"),
            format!(
                "call {}: the record marks {seat:#}'s {call:#} as insufficient (^I), but it is {what} (PBN §3.9 (A))",
                i + 1
            ),
        );
    }
    if skipped && seat == turn {
        check.find(
            Kind::MarkMismatch,
            check.lines.tag("Auction"),
            format!(
                "call {}: the record marks a player skipped (^S) before {seat:#}'s {call:#}, but it is {seat:#}'s turn: the call is in rotation (PBN §3.9 (B))",
                i + 1
            ),
        );
    }
    let regular = seat == turn && sufficient;
    // What the record marks stands; what it does not is a finding.
    let bid = matches!(call, Call::Bid(b) if b.is_admissible());
    let covered = (seat == turn || skipped) && (sufficient || insufficient && bid);
    if !regular && !covered {
        let why = if seat != turn {
            format!("it is {turn:#}'s turn, and the record marks no call out of rotation (^S)")
        } else if bid {
            "it is an insufficient bid (Law 27), and the record does not mark it (^I)".to_owned()
        } else {
            "it is not a legal call here (Laws 18, 19)".to_owned()
        };
        check.find(
            Kind::IllegalAuction,
            check.lines.tag("Auction"),
            format!("call {}: {seat:#} calls {call:#}, but {why}", i + 1),
        );
        return false;
    }
    let done = table.call(seat, call).and_then(|()| {
        // The record marks an irregularity: what it holds stood
        // (PBN §3.9), so a ruling on the call is accepted.
        if marked && !regular {
            stand(check, table, OptionId::Accept, || {
                format!("call {} ({seat:#} {call:#})", i + 1)
            })
        } else {
            Ok(())
        }
    });
    if let Err(e) = done {
        if marked {
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
        return false;
    }
    true
}

pub(super) fn show(contract: Option<Contract>) -> String {
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
    // A Contract tag that says what cannot exist is found already.
    if let Some(text) = record.contract.get()
        && let Ok(stated) = contract::read(text)
    {
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
    // `^X`: declarer and dummy swapped, X the hand that played as declarer
    // (PBN §3.4.13): the auction's dummy.
    if let (Some(text), Some(c)) = (record.declarer.get(), contract)
        && let Some(rest) = text.strip_prefix('^')
        && let Ok(seat) = rest.trim().parse::<Seat>()
        && seat != c.declarer.partner()
    {
        let (kind, what) = if seat == c.declarer {
            (Kind::MarkMismatch, "nothing was swapped".to_owned())
        } else {
            (
                Kind::DeclarerMismatch,
                format!("{:#} is dummy", c.declarer.partner()),
            )
        };
        check.find(
            kind,
            check.lines.tag("Declarer"),
            format!(
                "the Declarer tag says {text}, declarer and dummy swapped (PBN §3.4.13), but the auction makes {:#} declarer ({}): {what}",
                c.declarer,
                show(contract)
            ),
        );
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

/// A ruling pending on an irregularity that the record shows standing:
/// `option` is elected (accepting it, as PBN §3.9 says the marks are), and
/// a note says so. Nothing pending: nothing to do.
pub(super) fn stand(
    check: &mut Check<'_>,
    table: &mut Table,
    option: OptionId,
    what: impl FnOnce() -> String,
) -> Result<(), EventError> {
    let cb: &ContractBridge = table;
    let Some((_, ruling)) = cb.pending() else {
        return Ok(());
    };
    let law = ruling.law;
    table.apply(Event::Elect {
        seat: None,
        option,
        call: None,
        suit: None,
        also: Vec::new(),
    })?;
    check.notes.push(format!(
        "{}: the record marks it as it stood, so the ruling ({law}) is elected `{}`",
        what(),
        option.as_str()
    ));
    Ok(())
}
