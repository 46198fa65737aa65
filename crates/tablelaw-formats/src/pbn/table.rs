//! A contract-bridge table as a PBN game (§3), for a download or an
//! archive: the mandatory tags (the players, the event and the date left
//! unknown), the board number when the table has one, the auction and the
//! play, with the result and the score once the play is finished.
//!
//! # What stands, and what is marked (PBN 2.1 §3.9)
//!
//! A PBN record holds what stands: §3.9 says an irregularity that is
//! "solved" (an insufficient bid rejected and corrected, say) "is no
//! problem for PBN", and its consequences may be told in comments. So:
//! - a call withdrawn or cancelled by a ruling (a call out of rotation
//!   cancelled, an insufficient bid corrected, a change of call not
//!   accepted, an inadmissible call) is not written; the calls that stand
//!   are written in the order they were made, each in the column of its
//!   seat from the dealer (§3.5);
//! - a call out of rotation that stands (accepted) is written in its
//!   seat's column, and each seat whose turn it skipped gets `^S` in its
//!   column (§3.9 (B)); an insufficient bid that stands (accepted) is
//!   written with `^I` before it (§3.9 (A));
//! - a card withdrawn (a revoke corrected, a lead out of turn retracted, a
//!   card played out of turn and taken back) is not written; a card stands
//!   in its trick, in the column of its hand from the opening leader
//!   (§3.6): a revoke that stands (not corrected) with `^R` before it
//!   (§3.9 (C)), a lead out of turn accepted with `^L` before it, the
//!   trick's other cards following it clockwise (§3.9 (D)), and so too a
//!   lead by another hand than the last trick's winner that a ruling made
//!   regular (declarer leading from the hand the defenders chose, Law
//!   43B2(a)), since PBN finds each leader from the last trick;
//! - declarer and dummy swapped (the opening lead out of turn accepted by
//!   declarer spreading his hand, Law 54A) makes the Declarer tag `^` and
//!   the new declarer (§3.4.13, §3.9 (E)), and the play section's columns
//!   run from the new declarer's left;
//! - the Result tag is declarer's tricks once the play is finished, after
//!   a claim or concession and Law 64's transfer for an established revoke
//!   (the tricks the score is made on, Law 77); a play ended by a claim
//!   stops where the claim was made;
//! - an auction not yet closed ends with `*` (§3.5).
//!
//! Penalty cards, lead restrictions and the director's findings have no
//! place in a PBN record: what they decided shows only in the cards that
//! stand and in the result.

use tablelaw::play::{BridgePlay, PlayIrregularity};
use tablelaw::{Call, Card, Doubling, RevokeStatus, Seat, Table};

use super::game::{Auction, Game, Play, Tag};
use super::token::{CallKind, CallToken, Irregularity, Nags, PlayKind, PlayToken};

fn tag(name: &str, value: impl Into<String>) -> Tag {
    Tag {
        name: name.to_owned(),
        value: value.into(),
        lines: Vec::new(),
    }
}

/// The PBN game of `table` (board `board`, if it has a number): what
/// [`write_game`](super::write_game) writes in the export form.
pub fn of_table(table: &Table, board: Option<u32>) -> Game {
    let setup = table.setup();
    let contract = table.contract();
    let play = table.play();
    let unknown = || "?".to_owned();
    let vulnerable = match setup.vulnerability {
        tablelaw::score::Vulnerability::Neither => "None",
        tablelaw::score::Vulnerability::NorthSouth => "NS",
        tablelaw::score::Vulnerability::EastWest => "EW",
        tablelaw::score::Vulnerability::Both => "All",
    };
    let (declarer, contract_text) = match contract {
        Some(c) => {
            let risk = match c.doubling {
                Doubling::Undoubled => "",
                Doubling::Doubled => "X",
                Doubling::Redoubled => "XX",
            };
            // Declarer and dummy swapped (Law 54A): `^` before the
            // irregular declarer (§3.4.13).
            let swapped = table
                .auction()
                .contract()
                .is_some_and(|a| a.declarer != c.declarer);
            let mark = if swapped { "^" } else { "" };
            (
                format!("{mark}{}", c.declarer.letter()),
                format!("{:#}{risk}", c.bid),
            )
        }
        None if table.is_passed_out() => (String::new(), "Pass".to_owned()),
        None => (String::new(), String::new()),
    };
    // Once the play is finished (thirteen tricks, or the rest settled by
    // a claim or concession): declarer's tricks after rectification, those
    // Law 64 transfers for an established revoke and those a claim gives
    // (Laws 64, 69-71, 77), which the score is made on.
    let result = table
        .declarer_tricks_won()
        .map_or_else(String::new, |t| t.to_string());
    let mut tags = vec![
        tag("Event", unknown()),
        tag("Site", unknown()),
        tag("Date", unknown()),
        tag("Board", board.map_or_else(unknown, |b| b.to_string())),
        tag("West", unknown()),
        tag("North", unknown()),
        tag("East", unknown()),
        tag("South", unknown()),
        tag("Dealer", setup.dealer.letter().to_string()),
        tag("Vulnerable", vulnerable),
        tag(
            "Deal",
            table
                .deal()
                .map_or_else(String::new, |d| d.to_pbn(setup.dealer)),
        ),
        tag("Scoring", unknown()),
        tag("Declarer", declarer),
        tag("Contract", contract_text),
        tag("Result", result),
    ];
    // The score once the deal is over (Law 77), for North-South.
    if let Some(s) = table.duplicate_score() {
        let total = s.total();
        let ns = match s.declaring_side() {
            Some(tablelaw::Side::EastWest) => -total,
            _ => total,
        };
        tags.push(tag("Score", format!("NS {ns}")));
    }
    let auction = auction_of(table);
    let play = play.map(|p| play_of(p, &table.revokes()));
    Game {
        tags,
        deal: table.deal().copied(),
        auction,
        play: play.filter(|p| !p.cards.is_empty()),
        notes: Vec::new(),
    }
}

/// The auction section: the calls that stand, in the columns of their
/// seats from the dealer; `^S` in the column of each seat a call out of
/// rotation skipped, `^I` before an insufficient bid that stands, `*`
/// after an auction that has not closed (§3.5, §3.9).
fn auction_of(table: &Table) -> Option<Auction> {
    let dealer = table.setup().dealer;
    let standing = table.auction().calls();
    if standing.is_empty() {
        return None;
    }
    let token = |kind, seat, irregularity| CallToken {
        kind,
        seat,
        irregularity,
        suffix: None,
        note: None,
        nags: Nags::default(),
    };
    // The standing calls again, to tell which bid was insufficient when
    // it was made.
    let mut shadow = tablelaw::Auction::new(dealer);
    let mut calls = Vec::new();
    let mut column = dealer;
    for &(seat, call) in standing {
        while column != seat {
            calls.push(token(CallKind::Skipped, column, None));
            column = column.lho();
        }
        let insufficient = match call {
            Call::Bid(bid) => !shadow.is_sufficient(bid),
            _ => false,
        };
        calls.push(token(
            CallKind::Call(call),
            seat,
            insufficient.then_some(Irregularity::Insufficient),
        ));
        shadow.push(seat, call);
        column = seat.lho();
    }
    if !table.is_closed() {
        calls.push(token(CallKind::End, column, None));
    }
    Some(Auction {
        first: dealer,
        calls,
        notes: Vec::new(),
    })
}

/// The play section: a trick a line in the columns of the opening leader
/// (§3.6), `-` for a card not played to the trick in progress; `^R`
/// before a revoke that stands in its trick and `^L` before a lead out of
/// turn accepted (§3.9).
fn play_of(p: &BridgePlay, revokes: &[tablelaw::Revoke]) -> Play {
    let leader = p.contract().opening_leader();
    let record = p.record();
    let mark = |trick: usize, seat: Seat, card: Card| {
        let irregular = record
            .iter()
            .find(|r| r.trick as usize == trick && r.seat == seat && r.card == card)
            .and_then(|r| r.irregularity);
        let revoke = revokes.iter().any(|r| {
            r.trick as usize == trick && r.card == card && r.status != RevokeStatus::Corrected
        });
        match irregular {
            Some(PlayIrregularity::LeadOutOfTurnAccepted) => Some(Irregularity::LeadOutOfTurn),
            Some(PlayIrregularity::Revoke) => Some(Irregularity::Revoke),
            _ if revoke => Some(Irregularity::Revoke),
            _ => None,
        }
    };
    let mut cards = Vec::new();
    let tricks = p
        .tricks()
        .iter()
        .map(|(t, _)| t)
        .chain((!p.current().is_empty()).then(|| p.current()));
    for (n, trick) in tricks.enumerate() {
        // A trick led by another hand than the last trick's winner (a lead
        // from the hand the defenders chose under Law 43B2(a), say) is
        // written as a lead out of turn that stands: PBN finds every other
        // leader from the last trick's winner (§3.6).
        let first = trick.cards().next().map(|(s, _)| s);
        let moved = n > 0 && first != p.tricks().get(n - 1).map(|&(_, w)| w);
        for column in 0..4 {
            let seat: Seat = leader.after(column);
            let card = trick.cards().find(|(s, _)| *s == seat).map(|(_, c)| c);
            let led_elsewhere = moved && first == Some(seat);
            cards.push(PlayToken {
                kind: card.map_or(PlayKind::Unknown, PlayKind::Card),
                seat,
                trick: n as u32 + 1,
                irregularity: card.and_then(|c| {
                    mark(n, seat, c).or(led_elsewhere.then_some(Irregularity::LeadOutOfTurn))
                }),
                suffix: None,
                note: None,
                nags: Nags::default(),
            });
        }
    }
    Play {
        leader,
        cards,
        notes: Vec::new(),
    }
}
