//! The play of a record refereed card by card (a PBN play section a trick
//! at a time, each card from the column of the seat on turn; LIN cards in
//! order), each card's irregularity mark checked against what the card
//! is; and a play given without an auction, refereed from its Contract and
//! Declarer tags.

use tablelaw::play::PlayIrregularity;
use tablelaw::{Call, Card, Contract, Doubling, OptionId, Seat, Table};

use super::Kind;
use super::contract;
use super::lines::Lines;
use super::record::{PlayForm, Record};
use super::referee::{Check, show, stand};
use super::result::compare_result;
use crate::pbn::Irregularity;

/// The contract the Contract and Declarer tags give (the seat after a `^`:
/// the hand that plays as declarer, §3.4.13), if they give one.
pub(super) fn tagged_contract(record: &Record) -> Option<Contract> {
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
pub(super) fn play_from_tags(check: &mut Check<'_>, table: &mut Table) -> bool {
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

/// What the play came to.
pub(super) struct Played {
    /// Whether the record's play was followed to its end.
    pub complete: bool,
    /// Whether any card was played.
    pub any: bool,
}

/// Plays the record's cards; false in `complete` if it stopped on a fault.
#[inline]
pub(super) fn play(check: &mut Check<'_>, table: &mut Table) -> Played {
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
                // and the rest follow it clockwise (PBN §3.9 (D)); looked
                // for only in a record that marks something.
                let marks = if record.marked { cards } else { &[] };
                let lead = marks.iter().find(|c| c.lead()).filter(|c| {
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
                        // Not played: a claim, or the `+` of a play to be
                        // continued, after which no card is given (§3.6).
                        let done = table.play().map_or(0, |p| p.current().len());
                        if check.file.strict && record.plus == Some((t, turn)) && cards.len() > done
                        {
                            let after = cards.iter().find(|c| {
                                table
                                    .play()
                                    .is_some_and(|p| p.current().cards().all(|(_, k)| k != c.card))
                            });
                            let line = after
                                .map_or(check.lines.tag("Play"), |c| check.lines.trick(t, c.card));
                            check.find(
                                Kind::Format,
                                line,
                                format!("the play: a card after the + that stands for {turn:#}'s next card, in trick {} (PBN §3.6)", t + 1),
                            );
                        }
                        break 'tricks;
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

/// A mark on a card that was regular (PBN §3.9): `^R` on no revoke, `^L`
/// on a lead in turn or on no lead. Kept off the path of the usual card.
#[cold]
#[inline(never)]
fn false_mark(
    check: &mut Check<'_>,
    table: &Table,
    seat: Seat,
    card: Card,
    mark: Irregularity,
    trick: usize,
    line: Lazy,
) {
    let trick_no = trick + 1;
    // Played, a lead is alone in its trick (a lead never completes one).
    let leads = table.play().is_some_and(|p| p.current().len() == 1);
    let message = match mark {
        Irregularity::Revoke => format!(
            "trick {trick_no}: the record marks {seat:#}'s {card:#} as a revoke (^R), but it is no revoke: {}",
            if leads {
                "it leads the trick"
            } else {
                "the hand follows suit or has none of the suit led"
            }
        ),
        Irregularity::LeadOutOfTurn if leads => format!(
            "trick {trick_no}: the record marks {seat:#}'s lead of {card:#} as out of turn (^L), but it is {seat:#}'s lead"
        ),
        Irregularity::LeadOutOfTurn => format!(
            "trick {trick_no}: the record marks {seat:#}'s {card:#} as a lead out of turn (^L), but it does not lead the trick"
        ),
        Irregularity::Insufficient => return,
    };
    check.find(Kind::MarkMismatch, line.line(&check.lines), message);
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
        if let Some(mark) = mark {
            false_mark(check, table, seat, card, mark, trick, line);
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
