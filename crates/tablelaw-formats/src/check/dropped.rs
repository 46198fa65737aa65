//! A file whose auctions leave out the passes before the opening bid (the
//! auction written from the opener, not from the dealer): read from the
//! dealer, every declarer is a seat or more off, one declarer mismatch a
//! board. The pattern is recognised when no auction of the file so far
//! begins with a pass, the Play tag names the Declarer tag's declarer's
//! left-hand opponent (the opening leader), and putting the passes back
//! makes the Declarer tag's declarer with the same contract; the board is
//! refereed with them put back, and the cause said once for the file.

use tablelaw::{Auction, Call, Contract, Seat, Table};

use super::Kind;
use super::record::{PlayForm, RecCall, Record};
use super::referee::{Check, show};

/// What a file's boards have shown so far, and how it is checked: whether
/// an auction began with
/// a pass (then the file does not leave them out), and the board where the
/// passes left out were said, so that the cause is said once.
#[derive(Clone, Copy, Debug, Default)]
pub(super) struct FileState {
    /// Held to the standard (`--strict`): the play's `+` is checked.
    pub strict: bool,
    pub pass_opened: bool,
    pub dropped_said: Option<super::Place>,
}

/// Notes whether `record`'s auction begins with a pass.
pub(super) fn note_opening(file: &mut FileState, record: &Record) {
    file.pass_opened |= matches!(
        record.calls.first(),
        Some(
            RecCall::AllPass
                | RecCall::Call {
                    call: Call::Pass,
                    ..
                }
        )
    );
}

/// The passes (1 to 3) left out before the opening bid, if the record's
/// auction, read from `dealer`, makes `derived` and not the Declarer
/// tag's declarer, and with the passes put back makes the Declarer tag's
/// declarer in the same contract.
fn dropped_passes(record: &Record, dealer: Seat, derived: Option<Contract>) -> Option<usize> {
    let c = derived?;
    let tagged: Seat = record.declarer.get()?.parse().ok()?;
    // The Play tag names the tagged declarer's left-hand opponent, the
    // opening leader: the record's own evidence of who declared.
    if tagged == c.declarer
        || record.play == PlayForm::Sequence
        || record.play_leader != Some(tagged.lho())
    {
        return None;
    }
    // The auction written from the dealer's column, opening with a bid.
    match record.calls.first()? {
        RecCall::Call {
            seat,
            call: Call::Bid(_),
            ..
        } if *seat == dealer => {}
        _ => return None,
    }
    (1..=3).find(|&k| {
        let mut a = Auction::new(dealer);
        let passes = (0..k).all(|_| a.try_call(Call::Pass).is_ok());
        let calls = record.calls.iter().all(|rc| match *rc {
            RecCall::AllPass => {
                while !a.is_closed() {
                    if a.try_call(Call::Pass).is_err() {
                        return false;
                    }
                }
                true
            }
            RecCall::Call { call, .. } => a.try_call(call).is_ok(),
        });
        passes
            && calls
            && a.is_closed()
            && a.contract()
                .is_some_and(|p| p.declarer == tagged && p.bid == c.bid && p.doubling == c.doubling)
    })
}

/// Where the auction refereed from the dealer makes another declarer than
/// the Declarer tag's because the passes before the opening bid are left
/// out, puts them back on `table` (the auction replayed) and says so: a
/// finding the first time in the file, a note after. The contract the
/// table then has, or `derived` as it was.
pub(super) fn put_back(
    check: &mut Check<'_>,
    table: &mut Table,
    derived: Option<Contract>,
) -> Option<Contract> {
    let record = check.record;
    if check.file.pass_opened {
        return None;
    }
    let dealer = table.auction().dealer();
    let k = dropped_passes(record, dealer, derived)?;
    let setup = table.setup().clone();
    table.reset(setup);
    for _ in 0..k {
        let turn = table.auction().turn();
        table.call(turn, Call::Pass).ok()?;
    }
    for rc in &record.calls {
        match *rc {
            RecCall::AllPass => {
                while !table.is_closed() {
                    let turn = table.auction().turn();
                    table.call(turn, Call::Pass).ok()?;
                }
            }
            RecCall::Call { call, .. } => {
                let turn = table.auction().turn();
                table.call(turn, call).ok()?;
            }
        }
    }
    let contract = table.contract();
    let tagged: Seat = record.declarer.get()?.parse().ok()?;
    let passes = if k == 1 {
        "the pass".to_owned()
    } else {
        format!("the {k} passes")
    };
    match check.file.dropped_said {
        None => {
            check.file.dropped_said = Some(record.place);
            check.find(
                Kind::DeclarerMismatch,
                check.lines.tag("Auction"),
                format!(
                    "the auction begins with the opening bid, not with the dealer ({dealer:#}): {passes} before it left out, read from the dealer it makes {} where the Declarer tag says {tagged:#}; with them put back it makes {}. The boards of this file are refereed so, and this is said once for the file",
                    show(derived),
                    show(contract)
                ),
            );
        }
        Some(place) => check.notes.push(format!(
            "{passes} before the opening bid left out, as at {place}: put back, the auction makes {}",
            show(contract)
        )),
    }
    contract
}
