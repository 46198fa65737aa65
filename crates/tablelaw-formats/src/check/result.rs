//! What the record says the deal came to, against what its play and the
//! scoring table give: the Result (PBN 2.1 §3.4.15, LIN `mc`) and the Score
//! (Law 77), for a refereed board and for a game given by its tags alone.

use tablelaw::score::{DuplicateEdition, duplicate_score};
use tablelaw::{CodeId, Contract, Seat, Side, Table};

use super::Kind;
use super::contract;
use super::play::Played;
use super::referee::{Check, show};

/// Compares the record's Result and Score with the play and the contract.
pub(super) fn compare_result(
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
            // The tricks after Law 64's adjustment for established revokes.
            let rectified = {
                let cb: &tablelaw::ContractBridge = table;
                cb.tricks().filter(|t| !t.adjustments.is_empty())
            };
            if let Some(t) = rectified {
                let after = t.total[declarer.side()];
                let laws: Vec<String> = t
                    .adjustments
                    .iter()
                    .map(|a| format!("{} trick(s) by {}", a.tricks, a.law))
                    .collect();
                match stated {
                    Some(r) if r == after => check.notes.push(format!(
                        "the Result tag's {r} tricks are the tricks after the revoke adjustment ({}); the play gave {declarer:#} {so_far}",
                        laws.join(", ")
                    )),
                    Some(r) => check.find(
                        Kind::ResultMismatch,
                        check.lines.tag("Result"),
                        format!(
                            "the Result tag says {r} tricks, but after the revoke adjustment ({}) {declarer:#} has {after} (the play gave {so_far}; no adjustment only if attention was drawn too late, 64B4, B5)",
                            laws.join(", ")
                        ),
                    ),
                    None => {}
                }
                let d = t.total[c.declarer.side()];
                result = result.or(Some(d));
            } else if let Some(r) = stated
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
            } else if let Some(r) = stated
                && agreed
            {
                // `^` says the result differs from the tricks won (§3.4.15).
                check.find(
                    Kind::MarkMismatch,
                    check.lines.tag("Result"),
                    format!(
                        "the Result tag marks {r} tricks as agreed by the players, differing from the tricks won (^), but the play gives {declarer:#} {r} (PBN §3.4.15)"
                    ),
                );
            }
            result = result.or(Some(p.declarer_tricks()));
        } else {
            // A claim: the record's total (PBN Result, LIN mc).
            let claimed = record.claim.or(stated);
            // A revoke not corrected: established by then, or by the
            // claim itself (Law 63A3).
            let revoked = table
                .revokes()
                .iter()
                .any(|r| r.status != tablelaw::RevokeStatus::Corrected);
            if let (Some(total), true, None) = (claimed, revoked, record.claim) {
                // After an established revoke the Result is the tricks
                // after Law 64, as for a play to its end: one of the
                // claims of the tricks left must give it.
                // Declarer as the play has him (Law 54A may swap him with dummy).
                let claimer = table.contract().map_or(c.declarer, |p| p.declarer);
                let claim = Claimed {
                    claimer,
                    declarer,
                    total,
                    so_far,
                    left,
                    agreed,
                };
                claimed_after_revokes(check, table, claim);
                result = result.or(Some(flip(total, &c)));
            } else if let Some(total) = claimed {
                let out_of_reach = total < so_far || total > so_far + left;
                if out_of_reach && agreed && record.claim.is_none() {
                    // `^`: a result the players agreed, which the claim
                    // need not give (§3.4.15).
                    check.notes.push(format!(
                        "the Result tag marks {total} tricks as agreed by the players (^, PBN §3.4.15); after {done} tricks {declarer:#} has {so_far} with {left} to play"
                    ));
                } else if out_of_reach {
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

/// A claim that ends a play after a revoke, and the Result read for it.
struct Claimed {
    /// Declarer as the play has him (Law 54A may swap him with dummy).
    claimer: Seat,
    /// The declarer the Result is read for.
    declarer: Seat,
    /// The Result: `declarer`'s side's tricks in all.
    total: u8,
    /// `declarer`'s side's tricks so far.
    so_far: u8,
    /// The tricks not played.
    left: u8,
    /// Marked `^` as agreed by the players (§3.4.15).
    agreed: bool,
}

/// The Result `total` (for `declarer`'s side) of a play that a claim by
/// the declaring side's `claimer` ends after an established revoke, with
/// `left` tricks not played: each claim of the tricks left is agreed
/// through the engine (69A) and Law 64 applied; one must give `total`,
/// unless the Result is marked as `agreed` by the players (§3.4.15), or
/// the revokes are one side's and not yet established, which a claim by
/// the other side (declarer's or a defender's) that the revoking side did
/// not agree leaves so (63A3; 2017 63A4: the director ruled it, Law 70),
/// so that any total a claim can give stands.
fn claimed_after_revokes(check: &mut Check<'_>, table: &Table, claim: Claimed) {
    let Claimed {
        claimer,
        declarer,
        total,
        so_far,
        left,
        agreed,
    } = claim;
    let after = |claimed: u8| {
        let mut after = table.clone();
        let claim = tablelaw::Event::Claim {
            seat: claimer,
            tricks: Some(claimed),
            line: String::new(),
        };
        let accept = tablelaw::Event::Elect {
            seat: None,
            option: tablelaw::OptionId::Accept,
            call: None,
            suit: None,
            also: Vec::new(),
        };
        after.apply(claim).ok()?;
        after.apply(accept).ok()?;
        let cb: &tablelaw::ContractBridge = &after;
        cb.tricks()
    };
    let found = (0..=left).find_map(|k| {
        let t = after(k)?;
        (t.total[declarer.side()] == total).then_some((k, t))
    });
    match found {
        Some((k, t)) => {
            let laws: Vec<String> = t.adjustments.iter().map(|a| a.law.to_string()).collect();
            check.notes.push(format!(
                "with the claim of {k} of the {left} tricks left, the revoke adjustment ({}) gives {declarer:#} {total} tricks, as the Result tag says",
                laws.join(", "),
            ));
        }
        None if unestablished(table) && (so_far..=so_far + left).contains(&total) => {
            check.notes.push(format!(
                "the Result tag's {total} tricks are a claim's with no revoke adjustment: a claim by the revoking side's opponents leaves the revoke not established unless the revoking side agreed it (Laws 63A3, 69, 70)"
            ))
        }
        // `^`: a result the players agreed (§3.4.15), which no claim need give.
        None if agreed => check.notes.push(format!(
            "the Result tag marks {total} tricks as agreed by the players (^, PBN §3.4.15); no claim of the {left} tricks left gives {declarer:#} that many after the revoke adjustment"
        )),
        None => check.find(
            Kind::ResultMismatch,
            check.lines.tag("Result").or(check.lines.tag("Play")),
            format!(
                "the Result tag says {total} tricks, but no claim of the {left} tricks left gives {declarer:#} that many after the revoke adjustment (Law 64)"
            ),
        ),
    }
}

/// Whether every revoke not corrected is not yet established and made by
/// one side: a claim by the other side (declarer's or a defender's), not
/// agreed by the revoking side, leaves them so (63A3; 2017 63A4).
fn unestablished(table: &Table) -> bool {
    let revokes = table.revokes();
    let mut standing = revokes
        .iter()
        .filter(|r| r.status != tablelaw::RevokeStatus::Corrected);
    let Some(first) = standing.next() else {
        return false;
    };
    let side = first.seat.side();
    first.status == tablelaw::RevokeStatus::NotEstablished
        && standing
            .all(|r| r.status == tablelaw::RevokeStatus::NotEstablished && r.seat.side() == side)
}

/// A game with no auction (a traveller's line, a hand record with its
/// result): what its tags claim is checked, the Score against the Contract,
/// Declarer, Result and Vulnerable tags.
pub(super) fn tags_only(check: &mut Check<'_>, code: CodeId) {
    let record = check.record;
    // The Result's form and range, whoever is declarer.
    if let Some(text) = record.result.get()
        && !result_exists(text)
    {
        unread_result(check, text);
    }
    // A contract that cannot exist (found already) is not scored.
    let Some(Ok(stated)) = record.contract.get().map(contract::read) else {
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

/// Whether the Result tag is one of §3.4.15's forms, whoever is declarer:
/// what no deal can have is a finding in every mode (decision 172).
pub(super) fn result_exists(text: &str) -> bool {
    stated_tricks(text, Some(Seat::North)).is_some()
}

/// What the Result tag says that cannot be read: a finding when no deal
/// can have that result (a number of tricks out of range, sides that do
/// not make thirteen, no result at all), else (a side's tricks, the
/// declarer not known) a note.
fn unread_result(check: &mut Check<'_>, text: &str) {
    let bare = text.trim().trim_start_matches('^').trim_start();
    if bare.parse::<u32>().is_ok_and(|n| n > 13) {
        check.find(
            Kind::ResultMismatch,
            check.lines.tag("Result"),
            format!("the Result tag says {bare} tricks; a result is 0 to 13 tricks (PBN §3.4.15)"),
        );
    } else if !result_exists(text) {
        check.find(
            Kind::ResultMismatch,
            check.lines.tag("Result"),
            format!(
                "the Result tag says `{}`, a result that cannot exist: a result is 0 to 13 tricks, declarer's or a side's (NS 9), or both sides' making thirteen (NS 9 EW 4) (PBN §3.4.15)",
                contract::shown(text)
            ),
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
        // Any case, without a lowercase copy a board.
        let has = |w: &str| {
            s.as_bytes()
                .windows(w.len())
                .any(|x| x.eq_ignore_ascii_case(w.as_bytes()))
        };
        if ["rubber", "chicago", "cavendish"].iter().any(|w| has(w)) {
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
