//! The PBN a contract-bridge table exports (`pbn::of_table`, what `tablelaw
//! serve` downloads) round-trips: over random deals with irregularities
//! (`tablelaw::random::play_deal` at an irregular rate of 0.1) under each
//! contract-bridge code, the strict check (`check_pbn_in` in
//! [`Mode::Strict`], under the table's code) finds nothing in it and
//! referees it to the table's contract, declarer, result and score.
//!
//! A deal is skipped (and counted) when it holds an event that PBN cannot
//! carry, whose effect on the result the record therefore cannot show:
//! - a revoke that broke a lead or play restriction (Laws 26, 50D2, 57A),
//!   or failed to play a penalty card of the suit led (64B3): PBN records
//!   no exposed card, penalty card or restriction, so the card is a
//!   regular play to the check and no revoke is established;
//! - a defective trick (Law 67B1): a trick with a card missing that
//!   was deemed a revoke has no form in a play section;
//! - a revoke corrected (Law 62) that, under the 2007 text of Law 64B7 (a
//!   revoke by each side), bars the adjustment of the other side's
//!   established revoke: the corrected card is not in the record;
//! - the director's findings on a revoke (64B4, B5: attention drawn too
//!   late; 64C: tricks assigned in equity) and a result cancelled for an
//!   adjusted score (Laws 12, 13, 15): PBN's Result and Score tags state
//!   an outcome but not the ruling that changed it, and the check
//!   referees the laws' mechanical outcome;
//! - a call that stands after three passes closed the auction as it
//!   stands (a call out of rotation at its RHO's turn, corrected or
//!   repeated after the RHO's closing pass, Law 31A; a call of the auction
//!   period after the close, Law 17D): a PBN auction ends at its close
//!   (§3.5), so the check finds the call after it;
//! - two calls in a row by one player that stand (the second out of
//!   rotation, accepted): written in rotation it is the same player's call
//!   said again, which the engine takes for a repetition, no call at all;
//! - a call out of rotation that stands as the change of a withdrawn call
//!   (Law 25B): the engine does not rule it as a call out of rotation, so
//!   passes after it close the auction, while written in rotation with
//!   `^S` the skipped player's turn reopens it (Law 17D3);
//! - an inadmissible call that stands (a double or redouble not permitted,
//!   a bid above seven, condoned): PBN 2.1 §3.9 says an irregular double
//!   "is impossible, and MUST be taken back", and has no bid above seven.
//!
//! Everything else a deal holds is carried or has no effect on what the
//! record states: the calls and cards withdrawn or cancelled by a ruling
//! are not in the record (PBN records what stands), the irregularities
//! that stand are marked (`^I`, `^S`, `^R`, `^L`, a Declarer tag `^X` for
//! declarer and dummy swapped), and a claim or concession ends the play
//! section early with the Result its tricks give.

use std::collections::BTreeMap;

use proptest::prelude::*;
use tablelaw::random::{Rng, play_deal};
use tablelaw::{
    Call, CodeId, ContractBridge, Event, Finding, Game, OptionId, RevokeFailure, RevokeStatus,
    Table,
};
use tablelaw_formats::check::{Mode, Report, check_pbn_in};
use tablelaw_formats::pbn::{GameBuilder, Reader, of_table, write_games};

/// The contract-bridge codes.
const CODES: [CodeId; 3] = [CodeId::Rubber, CodeId::Duplicate2017, CodeId::Duplicate2007];

/// The event of a deal that PBN cannot carry, if it holds one.
fn uncarried(table: &Table) -> Option<&'static str> {
    let cb: &ContractBridge = table;
    if cb.result_cancelled().is_some() {
        return Some("a result cancelled for an adjusted score (Laws 12, 13, 15)");
    }
    let revokes = cb.revokes();
    let standing = revokes
        .iter()
        .filter(|r| r.status != RevokeStatus::Corrected);
    for r in standing {
        match r.failure {
            RevokeFailure::DefectiveTrick => return Some("a defective trick (Law 67B1)"),
            RevokeFailure::LeadRestriction | RevokeFailure::PlayRestriction => {
                return Some("a revoke against a lead or play restriction (Laws 26, 50D2, 57A)");
            }
            RevokeFailure::FollowSuit if r.penalty_card => {
                return Some("a revoke that failed to play a penalty card (Law 64B3)");
            }
            _ => {}
        }
    }
    // A corrected revoke leaves no card in the record, yet under the 2007
    // text it counts for Law 64B7 (a revoke by each side: no adjustment).
    let corrected = revokes.iter().any(|r| r.status == RevokeStatus::Corrected);
    let b7 = cb
        .tricks()
        .is_some_and(|t| t.adjustments.iter().any(|a| a.law.clause == "B7"));
    if corrected && b7 {
        return Some("a corrected revoke that bars Law 64's adjustment (2007 Law 64B7)");
    }
    let found = table.log().iter().any(|e| {
        matches!(
            e,
            Event::Finding(Finding::RevokeNoticedLate { .. } | Finding::RevokeEquity { .. })
        )
    });
    if found {
        return Some("a finding on a revoke (Laws 64B4, B5, 64C)");
    }
    // A call out of rotation that stands as the change of a withdrawn call
    // (Law 25B) is not ruled as a call out of rotation: the closing passes
    // after it close the auction, where written in rotation the skipped
    // player's turn reopens it (17D3).
    let changed = cb.calls().iter().any(|c| {
        c.status == tablelaw::CallStatus::Stands
            && !c.in_rotation
            && c.law.is_some_and(|l| l.law == 25)
    });
    if changed {
        return Some("a call out of rotation that stands as a change of call (Law 25B)");
    }
    // An inadmissible call that stands: neither legal where it stands nor
    // an insufficient bid.
    let mut shadow = tablelaw::Auction::new(table.setup().dealer);
    for &(seat, call) in table.auction().calls() {
        if shadow.is_closed() {
            return Some("a call that stands after the closing passes (Laws 17D, 31A)");
        }
        if shadow.calls().last().is_some_and(|&(last, _)| last == seat) {
            return Some("two calls in a row by one player that stand");
        }
        let admissible = match call {
            Call::Bid(b) => b.is_admissible(),
            _ => shadow.legal_calls_for(seat).contains(call),
        };
        if !admissible {
            return Some("an inadmissible call condoned (Laws 35-39)");
        }
        shadow.push(seat, call);
    }
    None
}

/// The score of a finished table as `[NS, EW]` points: Law 77's under a
/// duplicate code, the rubber laws' deal totals under rubber.
fn points(table: &Table) -> Option<[i32; 2]> {
    let cb: &ContractBridge = table;
    if table.setup().code.is_duplicate() {
        let s = cb.duplicate_score()?;
        let total = s.total();
        Some(match s.declaring_side() {
            Some(tablelaw::Side::EastWest) => [-total, total],
            _ => [total, -total],
        })
    } else {
        cb.rubber_totals().map(|t| t.0)
    }
}

/// The checked table finished as the record has it: as it is when its
/// play ran to the end, else (a play section that stops, a claim) with a
/// claim for the rest of the tricks that gives declarer `result` in all,
/// agreed (Law 69A), or failing that disputed and ruled by the director
/// (Law 70), which leaves a revoke by the claimer's opponents not
/// established.
fn finished(checked: &Table, result: Option<u8>) -> Option<Table> {
    agreed_claim(checked, result).or_else(|| ruled_claim(checked, result))
}

/// A claim for the tricks left by declarer, or else by his left-hand
/// opponent, disputed by the other side and ruled by the director
/// (`ClaimTricks`), that gives declarer `result` in all.
fn ruled_claim(checked: &Table, result: Option<u8>) -> Option<Table> {
    let cb: &ContractBridge = checked;
    let declarer = checked.contract()?.declarer;
    let left = 13 - cb.play()?.tricks().len() as u8;
    let claimers = [declarer, declarer.lho()];
    claimers
        .into_iter()
        .find_map(|claimer| (0..=left).find_map(|k| ruled(checked, claimer, k, result)))
}

/// `claimer`'s claim disputed by his left-hand opponent and ruled to give
/// his side `k` of the tricks left: the table if declarer then has
/// `result` in all.
fn ruled(checked: &Table, claimer: tablelaw::Seat, k: u8, result: Option<u8>) -> Option<Table> {
    let mut t = checked.clone();
    let claim = Event::Claim {
        seat: claimer,
        tricks: None,
        line: String::new(),
    };
    let dispute = Event::Elect {
        seat: Some(claimer.lho()),
        option: OptionId::Dispute,
        call: None,
        suit: None,
        also: Vec::new(),
    };
    t.apply(claim).ok()?;
    t.apply(dispute).ok()?;
    t.apply(Event::Finding(Finding::ClaimTricks { tricks: k }))
        .ok()?;
    let cb: &ContractBridge = &t;
    (cb.declarer_tricks_won() == result).then_some(t)
}

/// A claim by declarer for the tricks left, agreed (Law 69A), that gives
/// declarer `result` in all.
fn agreed_claim(checked: &Table, result: Option<u8>) -> Option<Table> {
    let cb: &ContractBridge = checked;
    if checked.is_over() || cb.play().is_none() {
        return Some(checked.clone());
    }
    let declarer = checked.contract()?.declarer;
    let left = 13 - cb.play()?.tricks().len() as u8;
    (0..=left).find_map(|k| {
        let mut t = checked.clone();
        let claim = Event::Claim {
            seat: declarer,
            tricks: Some(k),
            line: String::new(),
        };
        let accept = Event::Elect {
            seat: None,
            option: OptionId::Accept,
            call: None,
            suit: None,
            also: Vec::new(),
        };
        t.apply(claim).ok()?;
        t.apply(accept).ok()?;
        let cb: &ContractBridge = &t;
        (cb.declarer_tricks_won() == result).then_some(t)
    })
}

/// Writes `table` as PBN, checks it strictly under its code, and compares:
/// `Ok(None)` kept and alike, `Ok(Some(why))` skipped, `Err` what differs.
fn round_trip(table: &Table, board: u32) -> Result<Option<&'static str>, String> {
    let mut text = Vec::new();
    write_games(&mut text, &[of_table(table, Some(board))]).map_err(|e| e.to_string())?;
    let text = String::from_utf8(text).map_err(|e| e.to_string())?;
    let mut reports: Vec<Report> = Vec::new();
    let mut errors = Vec::new();
    check_pbn_in(
        text.as_bytes(),
        table.setup().code,
        Mode::Strict,
        |r| reports.push(r.clone()),
        |e| errors.push(e),
    );
    if let Some(why) = uncarried(table) {
        return Ok(Some(why));
    }
    let context = || format!("{text}\n{:?}", table.log());
    if !errors.is_empty() || reports.len() != 1 {
        return Err(format!("read errors {errors:?}\n{}", context()));
    }
    let report = &reports[0];
    if !report.findings.is_empty() {
        return Err(format!(
            "findings {:#?}\nnotes {:#?}\n{}",
            report.findings,
            report.notes,
            context()
        ));
    }
    let game = Reader::new(text.as_bytes())
        .read_game(&mut GameBuilder::new())
        .map_err(|e| e.to_string())?
        .ok_or("no game")?;
    if game.tag("Board") != Some(board.to_string().as_str()) {
        return Err(format!("the board number is lost\n{}", context()));
    }
    let checked = report.table.as_ref().ok_or("no table checked")?;
    let cb: &ContractBridge = table;
    let result = game.tag("Result").and_then(|r| r.parse::<u8>().ok());
    let refereed = finished(checked, result)
        .ok_or_else(|| format!("no claim gives the Result {result:?}\n{}", context()))?;
    let rb: &ContractBridge = &refereed;
    let ours = (table.contract(), cb.declarer_tricks_won(), points(table));
    let theirs = (
        refereed.contract(),
        rb.declarer_tricks_won(),
        points(&refereed),
    );
    if ours != theirs {
        return Err(format!(
            "the table gives {ours:?}, the check {theirs:?}\nnotes {:#?}\n{}",
            report.notes,
            context()
        ));
    }
    Ok(None)
}

/// One random irregular deal under `code` from `seed`: `None` when it did
/// not reach its score (a deal the random loop gave up on).
fn random_deal(code: CodeId, rng: &mut Rng) -> Option<Table> {
    let mut table: Option<Table> = None;
    let out = play_deal(&mut table, code, rng, 0.1);
    out.finished.then_some(table).flatten()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(96))]

    /// Any random irregular deal of a contract-bridge code: its PBN passes
    /// the strict check and referees to the table's outcome, or holds an
    /// event PBN cannot carry.
    #[test]
    fn pbn_2_1_irregular_deals_round_trip_through_the_strict_check(
        seed in any::<u64>(),
        code in prop::sample::select(CODES.to_vec()),
    ) {
        let mut rng = Rng::new(seed);
        if let Some(table) = random_deal(code, &mut rng) {
            let board = (seed % 32) as u32 + 1;
            if let Err(e) = round_trip(&table, board) {
                prop_assert!(false, "{:?} seed {}: {}", code, seed, e);
            }
        }
    }
}

/// Cases the property above once failed on, replayed on every run: a lead
/// from the hand the defenders chose under Law 43B2(a) (marked `^L`), and
/// a declarer's revoke left unestablished by a defender's claim that
/// declarer disputed (Laws 63A3, 70).
#[test]
fn pbn_2_1_irregular_deals_the_property_once_failed_on_round_trip() {
    let cases = [
        (15_643_817_781_062_522_718, CodeId::Duplicate2017),
        (9_864_604_163_472_038_058, CodeId::Duplicate2007),
    ];
    for (seed, code) in cases {
        let mut rng = Rng::new(seed);
        let table = random_deal(code, &mut rng).expect("a finished deal");
        let board = (seed % 32) as u32 + 1;
        assert_eq!(round_trip(&table, board), Ok(None), "{code} seed {seed}");
    }
}

/// 400 random irregular deals of each contract-bridge code from fixed
/// seeds: each round-trips or is skipped for an event PBN cannot carry,
/// and at least nine in ten are kept (the counts are printed).
#[test]
fn pbn_2_1_most_irregular_deals_are_kept_and_round_trip() {
    const DEALS: u32 = 400;
    for code in CODES {
        let mut rng = Rng::new(34);
        let mut kept = 0;
        let mut unfinished = 0;
        let mut skipped: BTreeMap<&str, u32> = BTreeMap::new();
        for board in 1..=DEALS {
            let Some(table) = random_deal(code, &mut rng) else {
                unfinished += 1;
                continue;
            };
            match round_trip(&table, board) {
                Ok(None) => kept += 1,
                Ok(Some(why)) => *skipped.entry(why).or_default() += 1,
                Err(e) => panic!("{code} board {board}: {e}"),
            }
        }
        println!("{code}: {kept} kept, {unfinished} unfinished, skipped {skipped:#?}");
        assert!(
            kept * 10 >= (DEALS - unfinished) * 9,
            "{code}: only {kept} of {DEALS} kept ({unfinished} unfinished): {skipped:#?}"
        );
    }
}
