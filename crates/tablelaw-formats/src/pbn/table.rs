//! A contract-bridge table as a PBN game (§3), for a download or an
//! archive: the mandatory tags (the players, the event and the date left
//! unknown), the auction's calls that stand from the first caller, and the
//! play's cards a trick a line in the columns of the opening leader, with
//! the result once the play is over.

use tablelaw::{CallStatus, Doubling, Seat, Table};

use super::game::{Auction, Game, Play, Tag};
use super::token::{CallKind, CallToken, Nags, PlayKind, PlayToken};

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
            (
                c.declarer.letter().to_string(),
                format!("{:#}{risk}", c.bid),
            )
        }
        None if table.is_passed_out() => (String::new(), "Pass".to_owned()),
        None => (String::new(), String::new()),
    };
    let result = match play {
        Some(p) if p.is_over() => p.declarer_tricks().to_string(),
        _ => String::new(),
    };
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
    let calls: Vec<CallToken> = table
        .calls()
        .iter()
        .filter(|r| r.status == CallStatus::Stands)
        .map(|r| CallToken {
            kind: CallKind::Call(r.call),
            seat: r.seat,
            irregularity: None,
            suffix: None,
            note: None,
            nags: Nags::default(),
        })
        .collect();
    let auction = calls.first().map(|first| Auction {
        first: first.seat,
        calls: calls.clone(),
        notes: Vec::new(),
    });
    let play = play.zip(contract).map(|(p, c)| {
        let leader = c.opening_leader();
        let mut cards = Vec::new();
        let tricks = p
            .tricks()
            .iter()
            .map(|(t, _)| t)
            .chain((!p.current().is_empty()).then(|| p.current()));
        for (n, trick) in tricks.enumerate() {
            for column in 0..4 {
                let seat: Seat = leader.after(column);
                let card = trick.cards().find(|(s, _)| *s == seat).map(|(_, c)| c);
                cards.push(PlayToken {
                    kind: card.map_or(PlayKind::Unknown, PlayKind::Card),
                    seat,
                    trick: n as u32 + 1,
                    irregularity: None,
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
    });
    Game {
        tags,
        deal: table.deal().copied(),
        auction,
        play: play.filter(|p| !p.cards.is_empty()),
        notes: Vec::new(),
    }
}
