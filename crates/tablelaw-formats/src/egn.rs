//! Euchre Game Notation (EGN, JSON) records replayed through the euchre
//! referee with the options the record's `ruleset` names, for `tablelaw
//! check`.
//!
//! Each deal is refereed on its own, from its dealer, with the score the
//! record has reached; the points the engine gives are carried to the
//! next deal and compared with `finalScore` at the end. Seat `0` is North
//! and the seats go clockwise, so team 0 is North-South.
//!
//! What the record leaves out is supplied, and the report says so: when
//! `playerCards` is missing, each hand is the cards its seat played (the
//! seats follow from the leader and the winner of each trick, as the play
//! itself gives them), the dealer's discard and the hand of a player who
//! sits out are unseen cards of the pack; none of these can change a
//! ruling, since a discarded card and a hand laid down are never played.
//!
//! Rulesets with a joker, no trump, card exchanges (farmers, partner's
//! best, going under), the Canadian loner, fast break, four-trick tokens
//! or other than four players are not refereed: the file is reported
//! unreadable, naming the rule.

use serde_json::Value;
use tablelaw::codes::euchre::{
    EuchreDeal, EuchreEvent, EuchreGame, EuchreOptions, EuchreOrder, EuchreSetup, LoneLead, Pack,
    Position,
};
use tablelaw::play::CardOrder;
use tablelaw::{BySeat, BySide, Card, CardSet, CodeId, Seat, Side, Suit};

use crate::check::{FileReport, Finding, Kind, Place, ReadFailure, Report};

#[path = "egn_fields.rs"]
mod fields;
use fields::*;

/// Checks the EGN record in `text`: one report per deal. A match record
/// (Euchre Match Notation, `.emn`) is checked game by game, each finding
/// naming its game of the match.
pub fn check_egn(text: &str) -> FileReport {
    let mut report = FileReport::default();
    let root: Value = match serde_json::from_str(text) {
        Ok(v) => v,
        Err(e) => {
            report.errors.push(ReadFailure {
                line: Some(e.line()),
                column: Some(e.column()),
                message: format!("not JSON: {e}"),
            });
            return report;
        }
    };
    match root.get("fileType").and_then(Value::as_str) {
        Some(GAME_FILE) => check_game(&root, None, &mut report),
        Some(MATCH_FILE) => {
            let games = root.get("games").and_then(Value::as_array);
            for (i, game) in games.into_iter().flatten().enumerate() {
                let index = game
                    .get("gameIndex")
                    .and_then(Value::as_u64)
                    .unwrap_or(i as u64);
                match game.get("gameData") {
                    Some(data)
                        if data.get("fileType").and_then(Value::as_str) == Some(GAME_FILE) =>
                    {
                        check_game(data, Some(index), &mut report);
                    }
                    _ => report.errors.push(failure(format!(
                        "game {index} of the match has no `gameData` of Euchre Game Notation"
                    ))),
                }
            }
        }
        _ => report.errors.push(failure(format!(
            "not an EGN record: `fileType` is neither \"{GAME_FILE}\" nor \"{MATCH_FILE}\""
        ))),
    }
    report
}

/// Checks one game of EGN (`game`: its index in a match record), adding a
/// report per deal to `report`.
fn check_game(root: &Value, game: Option<u64>, report: &mut FileReport) {
    let metadata = root.get("metadata");
    let options = match options(metadata.and_then(|m| m.get("ruleset"))) {
        Ok(o) => o,
        Err(mut e) => {
            if let Some(g) = game {
                e.message = format!("game {g} of the match: {}", e.message);
            }
            report.errors.push(e);
            return;
        }
    };
    let team = |key: &str| -> Option<BySide<i64>> {
        let a = metadata?.get(key)?.as_array()?;
        Some(BySide([a.first()?.as_i64()?, a.get(1)?.as_i64()?]))
    };
    let mut score = team("initialScore").unwrap_or(BySide([0, 0]));
    let empty = Vec::new();
    let deals = root
        .get("deals")
        .and_then(Value::as_array)
        .unwrap_or(&empty);
    let number = |deal: &Value| deal.get("dealNumber").and_then(Value::as_u64);
    // A dealNumber given to two deals: each is also named by its place.
    let mut seen = std::collections::HashMap::<u64, u32>::new();
    for n in deals.iter().filter_map(number) {
        *seen.entry(n).or_default() += 1;
    }
    for (i, deal) in deals.iter().enumerate() {
        let number = number(deal);
        let place = Place {
            number,
            game: report.boards.len() as u32 + 1,
            repeated: number.is_some_and(|n| seen.get(&n).copied().unwrap_or(0) > 1),
            deal: true,
        };
        let mut r = Report {
            place,
            line: None,
            code: CodeId::Euchre,
            findings: Vec::new(),
            notes: Vec::new(),
            table: None,
        };
        if deal.is_string() {
            r.notes
                .push("a deal in the binary form is not read".to_owned());
            report.boards.push(r);
            continue;
        }
        match referee_deal(deal, options, score, &mut r) {
            Ok(points) => {
                score[Side::NorthSouth] += points[Side::NorthSouth];
                score[Side::EastWest] += points[Side::EastWest];
            }
            Err((kind, message)) => r.findings.push(Finding {
                place,
                line: None,
                kind,
                message,
            }),
        }
        if i + 1 == deals.len()
            && let Some(fin) = team("finalScore")
            && fin != score
        {
            r.findings.push(Finding {
                place,
                line: None,
                kind: Kind::ScoreMismatch,
                message: format!(
                    "the final score is {}-{}; the deals give {}-{}",
                    fin[Side::NorthSouth],
                    fin[Side::EastWest],
                    score[Side::NorthSouth],
                    score[Side::EastWest]
                ),
            });
        }
        if let Some(g) = game {
            for f in &mut r.findings {
                f.message = format!("game {g} of the match: {}", f.message);
            }
        }
        report.boards.push(r);
    }
}

/// Referees one deal; returns the points each side scored.
fn referee_deal(
    deal: &Value,
    options: EuchreOptions,
    score: BySide<i64>,
    r: &mut Report,
) -> Result<BySide<i64>, (Kind, String)> {
    let unreadable = |m: String| (Kind::UnreadableDeal, m);
    let initial = deal
        .get("initialState")
        .ok_or_else(|| unreadable("no initialState".into()))?;
    let dealer = initial
        .get("dealer")
        .and_then(Value::as_u64)
        .and_then(seat)
        .ok_or_else(|| unreadable("the dealer is not a seat 0-3".into()))?;
    let turned = initial
        .get("upCard")
        .and_then(card)
        .ok_or_else(|| unreadable("the upCard is not a card".into()))?;
    let phases = deal
        .get("phases")
        .and_then(Value::as_array)
        .cloned()
        .unwrap_or_default();
    let phase = |kind: &str| {
        phases
            .iter()
            .find(|p| p.get("type").and_then(Value::as_str) == Some(kind))
    };
    let bid = match phase("EUCHRE_BIDDING") {
        Some(p) => bidding(p, dealer, turned).map_err(|m| (Kind::IllegalAuction, m))?,
        None => return Err(unreadable("no bidding phase".into())),
    };
    let mut tricks: Vec<Vec<Card>> = Vec::new();
    if let Some(p) = phase("TRICK_PLAY") {
        for t in p
            .get("tricks")
            .and_then(Value::as_array)
            .into_iter()
            .flatten()
        {
            let cards: Option<Vec<Card>> = t
                .as_array()
                .map(|a| a.iter().map(card).collect::<Option<Vec<Card>>>())
                .unwrap_or(None);
            tricks.push(
                cards.ok_or_else(|| {
                    unreadable("a trick holds something that is not a card".into())
                })?,
            );
        }
    }
    let pack = options.pack.cards();
    let mut hands = BySeat([CardSet::EMPTY; 4]);
    let given: Option<Vec<CardSet>> =
        initial
            .get("playerCards")
            .and_then(Value::as_array)
            .map(|a| {
                a.iter()
                    .map(|h| {
                        h.as_array()
                            .map(|c| c.iter().filter_map(card).collect())
                            .unwrap_or_default()
                    })
                    .collect()
            });
    let mut discard = bid.discard;
    let mut judged = true;
    match given {
        Some(g) if g.len() == 4 && g.iter().all(|h| h.len() == 5) => {
            for (s, h) in Seat::ALL.into_iter().zip(g) {
                hands[s] = h;
            }
        }
        _ => {
            r.notes.push(
                "the hands are the cards each seat played; unseen cards stand for the rest"
                    .to_owned(),
            );
            judged = tricks.len() == 5;
            if let Some((trump, maker, took)) = bid.made {
                let lone = bid.alone.then_some(maker);
                let out = [lone.map(Seat::partner), bid.defender.map(Seat::partner)];
                let probe = probe_leader(dealer, lone, bid.defender, options);
                hands = seats_of_play(&tricks, trump, probe, out);
                if took {
                    let played_turned = hands[dealer].remove(turned);
                    match discard {
                        Some(d) if d != turned => {
                            hands[dealer].insert(d);
                        }
                        Some(_) => {}
                        // A complete play without the card turned: he discarded it.
                        None if !played_turned && tricks.len() == 5 => discard = Some(turned),
                        None => {}
                    }
                }
            }
            let mut seen = CardSet::EMPTY;
            for s in Seat::ALL {
                seen = seen.union(hands[s]);
            }
            seen.insert(turned);
            if let Some(d) = discard {
                seen.insert(d);
            }
            let mut unseen = pack.iter().filter(|c| !seen.contains(*c));
            if bid.made.is_some_and(|(_, _, took)| took)
                && discard.is_none()
                && let Some(c) = unseen.next()
            {
                hands[dealer].insert(c);
                discard = Some(c);
            }
            for s in Seat::ALL {
                while hands[s].len() < 5 {
                    match unseen.next() {
                        Some(c) => {
                            hands[s].insert(c);
                        }
                        None => break,
                    }
                }
            }
        }
    }
    let clamp = |p: i64| u8::try_from(p.clamp(0, 255)).unwrap_or(0);
    let setup = EuchreSetup {
        score: BySide([clamp(score[Side::NorthSouth]), clamp(score[Side::EastWest])]),
        ..EuchreSetup::with_options(dealer, options)
    };
    let mut game = EuchreGame::with_setup(setup);
    game.apply(EuchreEvent::Deal(EuchreDeal { hands, turned }))
        .map_err(|e| unreadable(e.to_string()))?;
    for e in bid.events {
        game.apply(e)
            .map_err(|e| (Kind::IllegalAuction, e.to_string()))?;
    }
    if let Some(d) = bid.defender {
        game.apply(EuchreEvent::DefendAlone { seat: d })
            .map_err(|e| (Kind::IllegalAuction, e.to_string()))?;
    }
    if let (Some(d), Some(h)) = (discard, game.hand())
        && h.discard() == tablelaw::codes::euchre::Discard::Due
    {
        game.apply(EuchreEvent::Discard { card: d })
            .map_err(|e| (Kind::IllegalPlay, e.to_string()))?;
    }
    for (t, trick) in tricks.iter().enumerate() {
        for &c in trick {
            let Some(s) = game.hand().and_then(|h| h.to_play()) else {
                return Err((
                    Kind::IllegalPlay,
                    format!("trick {}: {c:#} is played after the deal is over", t + 1),
                ));
            };
            game.apply(EuchreEvent::Play { seat: s, card: c })
                .map_err(|e| (Kind::IllegalPlay, format!("trick {}: {e}", t + 1)))?;
        }
    }
    let rulings = match (game.hand(), game.deals().last()) {
        (Some(h), _) => h.rulings().to_vec(),
        (None, Some(d)) => d.rulings.clone(),
        _ => Vec::new(),
    };
    for ruling in rulings {
        if !judged && matches!(ruling.law.law, 54 | 62) {
            r.notes.push(format!(
                "not judged, the hands being incomplete: {}",
                ruling.text
            ));
            continue;
        }
        r.findings.push(Finding {
            place: r.place,
            line: None,
            kind: Kind::IllegalPlay,
            message: format!("{}: {}", ruling.law, ruling.text),
        });
    }
    let mut points = BySide([0i64; 2]);
    match game.deals().last() {
        Some(d) => {
            for e in &d.score {
                points[e.side] += i64::from(e.points);
            }
        }
        None => r
            .notes
            .push("the record stops before the end of the deal".to_owned()),
    }
    Ok(points)
}

/// The first leader, as the engine will have it.
fn probe_leader(
    dealer: Seat,
    lone: Option<Seat>,
    defender: Option<Seat>,
    o: EuchreOptions,
) -> Seat {
    let out =
        |s: Seat| lone.map(Seat::partner) == Some(s) || defender.map(Seat::partner) == Some(s);
    let next = |mut s: Seat| {
        for _ in 0..4 {
            s = s.lho();
            if !out(s) {
                break;
            }
        }
        s
    };
    match (lone, o.lone_lead) {
        (Some(l), LoneLead::LeftOfLoneHand) => next(l),
        _ if out(dealer.lho()) => next(dealer.lho()),
        _ => dealer.lho(),
    }
}
