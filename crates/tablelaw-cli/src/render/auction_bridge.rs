//! The report for people of an auction bridge table: the calls, the
//! rulings with their options and choosers, the debarments, the final
//! declaration, the play and the score.

use std::fmt::Write as _;

use tablelaw::codes::auction_bridge::{AuctionBridgeTable, CallStatus, Column, DealScore, Outcome};
use tablelaw::play::PlayIrregularity;
use tablelaw::{
    Chooser, CodeId, Doubling, Game, InForce, Obligation, PenaltyStatus, Ruling, Seat, Side,
};

fn chooser(c: Chooser) -> String {
    match c {
        Chooser::Seat(s) => s.name().to_owned(),
        Chooser::Adversaries(side) => format!("either adversary ({side})"),
        other => other.to_string(),
    }
}

fn status(s: CallStatus) -> Option<String> {
    match s {
        CallStatus::Stands => None,
        CallStatus::StandsAs { call } => Some(format!("stands as {call}")),
        CallStatus::Pending => Some("awaiting the adversaries' choice".to_owned()),
        CallStatus::Corrected => Some("corrected (Law 52)".to_owned()),
        CallStatus::Void => Some("of no effect".to_owned()),
    }
}

fn debarment_status(s: PenaltyStatus) -> &'static str {
    match s {
        PenaltyStatus::InForce => "in force",
        PenaltyStatus::Spent => "spent: the auction is over",
        PenaltyStatus::Lapsed => "lapsed: an adversary bid or doubled",
        PenaltyStatus::Waived => "waived",
    }
}

fn card(c: tablelaw::Card, plain: bool) -> String {
    if plain {
        format!("{c:#}")
    } else {
        c.to_string()
    }
}

/// The report for people.
pub fn render(t: &AuctionBridgeTable, plain: bool) -> String {
    let mut out = String::new();
    let code = CodeId::AuctionBridge;
    let _ = writeln!(out, "Laws: {code} - {}", code.title());
    let _ = writeln!(out, "Dealer: {}", t.dealer().name());
    if let Some(deal) = t.deal() {
        let _ = writeln!(out, "Deal: {}", deal.to_pbn(Seat::North));
    }
    if t.options().spades_and_royals_one_suit {
        let _ = writeln!(out, "Option: spades and royal spades are one suit (Law 46)");
    }
    out.push_str("\nCalls:\n");
    if t.calls().is_empty() {
        out.push_str("  none\n");
    }
    for (i, r) in t.calls().iter().enumerate() {
        let rulings: Vec<String> = t
            .rulings()
            .iter()
            .enumerate()
            .filter(|(_, x)| x.call == Some(i))
            .map(|(n, _)| format!("#{}", n + 1))
            .collect();
        let _ = write!(out, "  {:>2}. {:<6} {}", i + 1, r.seat.name(), r.call);
        let mut tail = Vec::new();
        tail.extend(status(r.status));
        if !rulings.is_empty() {
            tail.push(format!("ruling {}", rulings.join(", ")));
        }
        if !tail.is_empty() {
            let _ = write!(out, "  ({})", tail.join("; "));
        }
        out.push('\n');
    }
    if !t.rulings().is_empty() {
        out.push_str("\nRulings:\n");
        for (i, r) in t.rulings().iter().enumerate() {
            ruling(&mut out, i, r);
        }
    }
    if !t.notes().is_empty() {
        out.push_str("\nNotes:\n");
        super::notes(&mut out, t.notes());
    }
    if !t.debarments().is_empty() {
        out.push_str("\nDebarments (Laws 50, 65):\n");
        for d in t.debarments() {
            let _ = writeln!(
                out,
                "  {} (ruling #{}): {}",
                d.describe(),
                d.ruling + 1,
                debarment_status(d.status)
            );
        }
    }
    out.push('\n');
    match t.outcome() {
        None => match (t.pending(), t.turn()) {
            (Some((i, r)), _) => {
                let _ = writeln!(
                    out,
                    "Pending: ruling #{} ({}): {} chooses; or {} calls",
                    i + 1,
                    r.law,
                    r.chooser.map_or_else(String::new, chooser),
                    t.turn().map_or("nobody", |s| s.name())
                );
            }
            (None, Some(s)) => {
                let calls: Vec<String> = t.legal_calls().iter().map(|c| c.to_string()).collect();
                let shown = if calls.len() > 8 {
                    format!(
                        "{}, … {}",
                        calls[..4].join(", "),
                        calls[calls.len() - 2..].join(", ")
                    )
                } else {
                    calls.join(", ")
                };
                let _ = writeln!(out, "Auction open: {} to call ({shown})", s.name());
            }
            (None, None) => {}
        },
        Some(Outcome::NewDeal { law }) => {
            let _ = writeln!(out, "New deal ({law}): this deal is void.");
        }
        Some(Outcome::Final(f)) => {
            let _ = writeln!(
                out,
                "Final declaration: {} (value {})",
                f,
                f.declaration.value()
            );
            let why = if f.declarer == f.made_by {
                format!("{} made the final declaration", f.declarer.name())
            } else {
                format!(
                    "{} first named {}, though {} made the final declaration (Law 46, Case 7)",
                    f.declarer.name(),
                    f.declaration.denomination.name(),
                    f.made_by.name()
                )
            };
            let _ = writeln!(
                out,
                "Declarer: {} ({why}); dummy: {}; {} leads (Law 58)",
                f.declarer.name(),
                f.dummy().name(),
                f.declarer.lho().name()
            );
            if f.dealers_one_spade {
                if f.doubling == Doubling::Redoubled {
                    out.push_str("The dealer's original one spade, redoubled: the loss is not limited (Law 48)\n");
                } else {
                    out.push_str(
                        "The dealer's original one spade: the loss is limited to 100 (Law 48)\n",
                    );
                }
            }
            in_force(&mut out, t);
            play(&mut out, t, plain);
        }
    }
    out
}

/// The obligations in force: a called lead (Laws 51, 76, 93), a
/// prohibited opening lead (Laws 65, 66), exposed cards liable to be
/// called (Law 67), a called card or a directed play (Laws 67, 75, 80, 92).
fn in_force(out: &mut String, t: &AuctionBridgeTable) {
    let items: Vec<InForce> = t
        .in_force()
        .into_iter()
        .filter(|f| {
            !matches!(
                f.obligation,
                Obligation::Debarred | Obligation::PassWhenever
            )
        })
        .collect();
    if items.is_empty() {
        return;
    }
    out.push_str("In force:\n");
    for f in items {
        let _ = writeln!(out, "  {} ({})", f.text, f.law);
    }
}

fn ruling(out: &mut String, i: usize, r: &Ruling) {
    let by = r
        .offender
        .map_or(String::new(), |s| format!("{}: ", s.name()));
    let _ = writeln!(out, "#{} {} - {by}{}", i + 1, r.law, r.text);
    super::clauses_line(out, "   ", r);
    if let Some(f) = &r.finding {
        let _ = writeln!(out, "   finding: {f}");
    }
    if let Some(c) = r.chooser {
        let _ = writeln!(out, "   chooser: {}", chooser(c));
    }
    for o in &r.options {
        let chosen = if r.chosen == Some(o.id) {
            "(chosen) "
        } else {
            ""
        };
        let _ = writeln!(out, "   [{}] {chosen}{}", o.id, o.text);
    }
    for n in &r.notes {
        let _ = writeln!(out, "   note: {n}");
    }
}

fn play(out: &mut String, t: &AuctionBridgeTable, plain: bool) {
    let Some(p) = t.play() else {
        match t.score() {
            Some(s) => score(out, &s),
            None => out.push_str(
                "No play: the four hands are not known; the score follows from `result N` (with `honours` and `chicane` as held)\n",
            ),
        }
        return;
    };
    let mut tricks = p
        .tricks()
        .iter()
        .map(|(tr, w)| (*tr, Some(*w)))
        .collect::<Vec<_>>();
    if !p.current().is_empty() {
        tricks.push((*p.current(), None));
    }
    if !tricks.is_empty() {
        out.push_str("\nPlay:\n");
    }
    for (n, (trick, winner)) in tricks.iter().enumerate() {
        let cards: Vec<String> = trick
            .cards()
            .map(|(s, c)| format!("{} {}", s.letter(), card(c, plain)))
            .collect();
        let _ = write!(out, " {:>2}. {}", n + 1, cards.join("  "));
        if let Some(w) = winner {
            let _ = write!(out, "   won by {}", w.name());
        }
        out.push('\n');
    }
    for c in p.record().iter().filter(|c| c.irregularity.is_some()) {
        let what = match c.irregularity {
            Some(PlayIrregularity::OutOfTurn { turn }) => {
                format!("out of turn, it was {}'s", turn.name())
            }
            Some(PlayIrregularity::Revoke) => "did not follow suit".to_owned(),
            Some(PlayIrregularity::BreaksLeadRestriction) => {
                "broke the lead restriction in force".to_owned()
            }
            Some(other) => tablelaw_formats::report::irregularity(other).to_owned(),
            None => String::new(),
        };
        let _ = writeln!(
            out,
            "  irregular: {} {} (trick {}: {what}; see the rulings)",
            c.seat.name(),
            card(c.card, plain),
            c.trick + 1
        );
    }
    if !t.revokes().is_empty() {
        out.push_str("Revokes (Laws 73, 83):\n");
        for r in t.revokes() {
            let _ = writeln!(
                out,
                "  {} {} at trick {} ({}, ruling #{}): {}",
                r.seat.name(),
                card(r.card, plain),
                r.trick + 1,
                r.law,
                r.ruling + 1,
                if r.corrected && r.law.law == 73 {
                    "corrected (Law 73)"
                } else if r.corrected {
                    "corrected (Law 86)"
                } else if r.established {
                    "established"
                } else {
                    "not yet established"
                }
            );
        }
    }
    if !t.dummy_revokes().is_empty() {
        out.push_str(
            "Dummy's revokes (Law 63, never penalized):
",
        );
        for r in t.dummy_revokes() {
            let _ = writeln!(
                out,
                "  {} {} at trick {} (ruling #{}): {}",
                r.seat.name(),
                card(r.card, plain),
                r.trick + 1,
                r.ruling + 1,
                if r.corrected {
                    "corrected (Law 63)"
                } else if r.stands {
                    "the trick stands (Law 63)"
                } else {
                    "the trick not yet quitted"
                }
            );
        }
    }
    if let Some((i, r)) = t.pending() {
        // Law 64: declarer elects among the cards of dummy he touched by
        // playing one of them.
        let by_playing = t.pending_card().map_or_else(String::new, |(seat, cards)| {
            let cards: Vec<String> = cards.iter().map(|c| card(c, plain)).collect();
            format!(
                ", by playing one from {} ({})",
                seat.name(),
                cards.join(" ")
            )
        });
        let _ = writeln!(
            out,
            "Pending: ruling #{} ({}): {} chooses{by_playing}",
            i + 1,
            r.law,
            r.chooser.map_or_else(String::new, chooser)
        );
        return;
    }
    if let Some(turn) = p.turn() {
        let legal: Vec<String> = t.legal_plays().iter().map(|c| card(c, plain)).collect();
        let _ = writeln!(out, "To play: {} ({})", turn.name(), legal.join(" "));
        return;
    }
    if let Some(s) = t.score() {
        score(out, &s);
    }
}

fn score(out: &mut String, s: &DealScore) {
    let f = &s.declaration;
    let _ = writeln!(
        out,
        "Tricks: declarer {}, adversaries {}",
        s.declarer_tricks,
        13 - s.declarer_tricks
    );
    let _ = writeln!(
        out,
        "Result: {} ({} tricks needed), {} tricks: {}",
        f,
        6 + f.declaration.odd_tricks.min(7),
        s.declarer_tricks,
        if s.made { "made" } else { "failed" }
    );
    out.push_str("\nScore (Laws 47, 48, 56, 4-10):\n");
    for e in &s.entries {
        let col = match e.column {
            Column::Trick => "trick ",
            Column::Honour => "honour",
        };
        let _ = writeln!(
            out,
            "  {} {col} {:>5}  {} ({})",
            e.side, e.points, e.what, e.law
        );
    }
    for n in &s.notes {
        let _ = writeln!(out, "  note: {n}");
    }
    let line = |side: Side| {
        format!(
            "{side} {} ({} trick, {} honour)",
            s.total(side),
            s.points(side, Column::Trick),
            s.points(side, Column::Honour)
        )
    };
    let _ = writeln!(
        out,
        "Totals: {}, {}",
        line(Side::NorthSouth),
        line(Side::EastWest)
    );
    for side in [Side::NorthSouth, Side::EastWest] {
        if s.points(side, Column::Trick) >= tablelaw::codes::auction_bridge::GAME {
            let _ = writeln!(out, "{side} win a game: 30 or more by tricks (Law 2)");
        }
    }
}
