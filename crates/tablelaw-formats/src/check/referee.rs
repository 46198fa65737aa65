//! Refereeing a [`Record`] on a [`Table`] and comparing what the engine
//! derives with what the record states.

use tablelaw::{
    Call, Card, CodeId, Contract, ContractBridge, Doubling, Event, EventError, OptionId, Seat,
    Table, TableSetup,
};

use tablelaw::play::PlayIrregularity;

use super::lines::Lines;
use super::record::{PlayForm, RecCall, Record};
use super::result::{compare_result, tags_only};
use super::{Finding, Kind, Report};
use super::{contract, deal};
use crate::pbn::Irregularity;

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
    revokes: u8,
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
        revokes: 0,
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
            if record.auction_given() || record.has_play() {
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

/// The contract the Contract and Declarer tags give (the seat after a `^`:
/// the hand that plays as declarer, §3.4.13), if they give one.
fn tagged_contract(record: &Record) -> Option<Contract> {
    let (call, doubling) = contract::read(record.contract.get()?).ok()??;
    let seat = record.declarer.get()?;
    let declarer = seat.strip_prefix('^').unwrap_or(seat).trim().parse().ok()?;
    Some(Contract {
        bid: call.bid()?,
        doubling,
        declarer,
    })
}

/// A play with no auction (an empty auction section is none): the auction
/// that makes the tagged contract (passes to declarer, the bid, the
/// doubles, three passes) is put on the table and the play refereed from
/// it; true if it was.
fn play_from_tags(check: &mut Check<'_>, table: &mut Table) -> bool {
    let record = check.record;
    let Some(c) = tagged_contract(record).filter(|_| record.has_play() && record.deal.is_some())
    else {
        return false;
    };
    let mut calls = Vec::with_capacity(8);
    let mut seat = table.auction().dealer();
    while seat != c.declarer {
        calls.push(Call::Pass);
        seat = seat.lho();
    }
    calls.push(Call::Bid(c.bid));
    match c.doubling {
        Doubling::Undoubled => {}
        Doubling::Doubled => calls.push(Call::Double),
        Doubling::Redoubled => calls.extend([Call::Double, Call::Redouble]),
    }
    calls.extend([Call::Pass; 3]);
    for call in calls {
        let turn = table.auction().turn();
        if table.call(turn, call).is_err() {
            return false;
        }
    }
    if !table.is_closed() {
        return false;
    }
    check.notes.push(format!(
        "the record gives no auction: the play is refereed from the Contract and Declarer tags ({})",
        show(Some(c))
    ));
    let played = play(check, table);
    compare_result(check, table, Some(c), played);
    true
}

/// Referees the auction and the play, then compares the record's claims;
/// true if the play was refereed from the tags (no auction given).
fn run(check: &mut Check<'_>, table: &mut Table) -> bool {
    let record = check.record;
    if !record.auction_given() {
        return play_from_tags(check, table);
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
                        format!(
                            "it is {turn:#}'s turn, and the record marks no call out of rotation (^S)"
                        )
                    } else if bid {
                        "it is an insufficient bid (Law 27), and the record does not mark it (^I)"
                            .to_owned()
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
    let contract = table.contract();
    compare_contract(check, contract);
    let played = play(check, table);
    compare_result(check, table, contract, played);
    if let Some((entry, line)) = &record.listed {
        super::lin_results::compare(check, table, contract, entry, *line);
    }
    false
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
pub(super) struct Played {
    /// Whether the record's play was followed to its end.
    pub complete: bool,
    /// Whether any card was played.
    pub any: bool,
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
                // A lead out of turn marked `^L` is the trick's first card,
                // and the rest follow it clockwise (PBN §3.9 (D)).
                let lead = cards.iter().find(|c| c.lead()).filter(|c| {
                    table
                        .play()
                        .is_some_and(|p| p.current().is_empty() && p.turn() != Some(c.seat))
                });
                if let Some(c) = lead {
                    played.any = true;
                    let line = Lazy::Trick(t, c.card);
                    if !play_card(check, table, c.seat, c.card, c.mark, t, line) {
                        played.complete = false;
                        return played;
                    }
                }
                for _ in 0..4 - usize::from(lead.is_some()) {
                    let Some(turn) = table.play().and_then(|p| p.turn()) else {
                        break 'tricks;
                    };
                    let Some(c) = cards.iter().find(|c| c.seat == turn) else {
                        break 'tricks; // not played: a claim
                    };
                    played.any = true;
                    let line = Lazy::Trick(t, c.card);
                    if !play_card(check, table, c.seat, c.card, c.mark, t, line) {
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
                // LIN gives the cards in the order played, not their seats:
                // a card the hand on turn does not hold is not its play.
                let seat = deal.holder(card).unwrap_or(turn);
                if seat != turn {
                    check.find(
                        Kind::IllegalPlay,
                        check.lines.tag("Play"),
                        format!(
                            "card {} (trick {}): it is {turn:#}'s turn, and {turn:#} does not hold {card:#} ({seat:#} does)",
                            i + 1,
                            i / 4 + 1
                        ),
                    );
                    played.complete = false;
                    return played;
                }
                played.any = true;
                if !play_card(check, table, seat, card, None, i / 4, Lazy::Play) {
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

/// Plays one card, marked `mark` by the record; false if the check of the
/// play stops here.
fn play_card(
    check: &mut Check<'_>,
    table: &mut Table,
    seat: Seat,
    card: Card,
    mark: Option<Irregularity>,
    trick: usize,
    line: Lazy,
) -> bool {
    let trick_no = trick + 1;
    let turn = table.play().and_then(|p| p.turn());
    let leads = table.play().is_some_and(|p| p.current().is_empty());
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
        // A mark on a regular card marks what did not happen (PBN §3.9).
        let false_mark = match mark {
            Some(Irregularity::Revoke) => Some(format!(
                "trick {trick_no}: the record marks {seat:#}'s {card:#} as a revoke (^R), but it is no revoke: {}",
                if leads {
                    "it leads the trick"
                } else {
                    "the hand follows suit or has none of the suit led"
                }
            )),
            Some(Irregularity::LeadOutOfTurn) if leads => Some(format!(
                "trick {trick_no}: the record marks {seat:#}'s lead of {card:#} as out of turn (^L), but it is {seat:#}'s lead"
            )),
            Some(Irregularity::LeadOutOfTurn) => Some(format!(
                "trick {trick_no}: the record marks {seat:#}'s {card:#} as a lead out of turn (^L), but it does not lead the trick"
            )),
            _ => None,
        };
        if let Some(message) = false_mark {
            check.find(Kind::MarkMismatch, line.line(&check.lines), message);
        }
        return true;
    }
    let marked = mark.is_some();
    let lead = mark == Some(Irregularity::LeadOutOfTurn) && check.record.lead_marked(trick, card);
    if lead {
        // Accepted (PBN §3.9 (D)); an opening lead by the hand that is on
        // lead once declarer and dummy are swapped (a Declarer tag `^X`,
        // §3.4.13) is accepted by declarer spreading his hand (Law 54A).
        let swapped = trick == 0
            && check
                .record
                .declarer
                .get()
                .is_some_and(|d| d.starts_with('^'));
        let option = if swapped {
            OptionId::SpreadHand
        } else {
            OptionId::Accept
        };
        let what = || format!("trick {trick_no}: {seat:#}'s lead of {card:#} out of turn");
        return match stand(check, table, option, what) {
            Ok(()) => true,
            Err(e) => {
                check.notes.push(format!(
                    "trick {trick_no}: the engine cannot follow the record's lead out of turn ({seat:#} {card:#}): {e}; the check of the play stops there"
                ));
                false
            }
        };
    }
    let irregular = table.play().and_then(|p| {
        p.record()
            .iter()
            .rev()
            .find(|c| c.card == card)
            .and_then(|c| c.irregularity)
    });
    let revoke = matches!(
        irregular,
        Some(
            PlayIrregularity::Revoke
                | PlayIrregularity::BreaksLeadRestriction
                | PlayIrregularity::BreaksPlayRestriction
        )
    );
    match irregular {
        None => true,
        // A revoke stands as played and the check goes on: once it is
        // established, Law 64 adjusts the tricks the Result is read against.
        Some(_) if revoke && mark == Some(Irregularity::Revoke) => {
            check.notes.push(format!(
                "trick {trick_no}: the record marks {seat:#}'s {card:#} as a revoke; the play is checked on, and the Result against the tricks after Law 64"
            ));
            true
        }
        // A second revoke the record does not mark: more likely a trick
        // written wrong (a card in another's column) than two revokes.
        Some(_) if revoke && check.revokes > 0 => {
            check.notes.push(format!(
                "trick {trick_no}: {seat:#}'s {card:#} would be a second revoke the record does not mark; the play is more likely written wrong (a card in another hand's column), and its check stops there"
            ));
            false
        }
        Some(_) if revoke => {
            check.revokes += 1;
            check.find(
                Kind::IllegalPlay,
                line.line(&check.lines),
                format!("trick {trick_no}: {seat:#} plays {card:#}, a revoke: the hand could follow suit, and the record does not mark it (^R); the play is checked on, and the Result against the tricks after Law 64"),
            );
            true
        }
        Some(_) if marked => {
            check.notes.push(format!(
                "trick {trick_no}: the record marks {seat:#}'s {card:#} as irregular; the check of the play stops there"
            ));
            false
        }
        Some(kind) => {
            let what = match kind {
                PlayIrregularity::OutOfTurn { .. } => {
                    format!("out of turn: it is {:#}'s turn", turn.unwrap_or(seat))
                }
                PlayIrregularity::Revoke => "a revoke: the hand could follow suit".to_owned(),
                PlayIrregularity::BreaksLeadRestriction => "against a lead restriction".to_owned(),
                PlayIrregularity::BreaksPlayRestriction => "against a play restriction".to_owned(),
                PlayIrregularity::PenaltyCardNotPlayed => "instead of a penalty card".to_owned(),
                PlayIrregularity::LeadOutOfTurnAccepted => {
                    "as a lead out of turn accepted".to_owned()
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

/// A ruling pending on an irregularity that the record shows standing:
/// `option` is elected (accepting it, as PBN §3.9 says the marks are), and
/// a note says so. Nothing pending: nothing to do.
fn stand(
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
