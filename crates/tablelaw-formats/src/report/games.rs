//! The own parts of the report of auction bridge (`auction_bridge`),
//! bridge whist (`bridge_whist`) and euchre (`euchre`).

use serde_json::{Value, json};
use tablelaw::codes::auction_bridge::AuctionBridge;
use tablelaw::codes::bridge_whist::BridgeWhist;
use tablelaw::codes::euchre::{Euchre, Hand};
use tablelaw::play::BridgePlay;
use tablelaw::{Ruling, Side, Table};

use super::{GamePart, plain};

/// The tricks of a play: each card with the hand it came from.
fn tricks(p: &BridgePlay) -> Vec<Value> {
    p.tricks()
        .iter()
        .map(|(trick, winner)| {
            let cards: Vec<Value> = trick
                .cards()
                .map(|(seat, card)| json!({ "seat": seat, "card": format!("{card:#}") }))
                .collect();
            json!({ "leader": trick.leader, "cards": cards, "winner": winner })
        })
        .collect()
}

fn play(p: &BridgePlay) -> Value {
    json!({
        "tricks": tricks(p),
        "turn": p.turn(),
        "player": p.player(),
        "legal_plays": p.legal_plays().iter().map(|c| format!("{c:#}")).collect::<Vec<_>>(),
        "won": { "NS": p.won()[Side::NorthSouth], "EW": p.won()[Side::EastWest] },
        "over": p.is_over(),
    })
}

impl GamePart for AuctionBridge {
    const KEY: &'static str = "auction_bridge";
    fn part(t: &Table<AuctionBridge>) -> Value {
        let debarments: Vec<Value> = t
            .debarments()
            .iter()
            .map(|d| {
                json!({ "seat": d.seat, "law": d.law.path(), "ruling": d.ruling + 1, "status": d.status })
            })
            .collect();
        json!({
            "calls": t.calls(),
            "debarments": debarments,
            "outcome": t.outcome(),
            "play": t.play().map(play),
            "score": t.score(),
        })
    }
}

impl GamePart for BridgeWhist {
    const KEY: &'static str = "bridge_whist";
    fn part(t: &Table<BridgeWhist>) -> Value {
        json!({
            "eldest_hand": t.eldest_hand(),
            "dummy": t.dummy(),
            "club_limit": t.club_limit(),
            "phase": t.phase(),
            "declaration_passed": t.declaration_passed(),
            "declaration": t.declaration(),
            "doubling": t.doubling(),
            "play": t.play().map(play),
            "score": t.score(),
            "standing_after": t.standing_after(),
        })
    }
}

fn ruling_json(number: usize, r: &Ruling) -> Value {
    json!({
        "index": number,
        "law": r.law.path(),
        "citation": r.law.to_string(),
        "clauses": r.clauses.iter().map(|c| c.path()).collect::<Vec<_>>(),
        "offender": r.offender,
        "text": plain(&r.text),
        "options": r.options.iter().map(|o| json!({"id": o.id.as_str(), "text": plain(&o.text)})).collect::<Vec<_>>(),
        "chosen": r.chosen.map(|o| o.as_str()),
        "elected_by": r.elected_by,
        "finding": r.finding,
        "notes": r.notes,
    })
}

fn hand_json(h: &Hand) -> Value {
    let mut v = serde_json::to_value(h).unwrap_or(Value::Null);
    if let Value::Object(map) = &mut v {
        // The deal in progress's rulings and pending election are the
        // report's own `rulings` and `pending`.
        map.remove("rulings");
        map.remove("pending");
    }
    v
}

impl GamePart for Euchre {
    const KEY: &'static str = "euchre";
    /// The deals finished (each with its rulings, numbered from 1 within
    /// the deal), the deal in progress (its rulings are the report's), and
    /// the score of the rubber.
    fn part(game: &Table<Euchre>) -> Value {
        let deals: Vec<Value> = game
            .deals()
            .iter()
            .map(|d| {
                json!({
                    "number": d.number,
                    "dealer": d.dealer,
                    "end": d.end,
                    "hand": d.hand.as_deref().map(hand_json),
                    "rulings": d.rulings.iter().enumerate().map(|(i, r)| ruling_json(i + 1, r)).collect::<Vec<_>>(),
                    "score": d.score.as_slice(),
                })
            })
            .collect();
        let s = game.score();
        json!({
            "setup": game.setup(),
            "deals": deals,
            "hand": game.hand().map(hand_json),
            "legal_plays": game.legal_plays().iter().map(|c| format!("{c:#}")).collect::<Vec<_>>(),
            // Laws 74, 75, 94: the right to take it and play alone, open
            // until the first lead (99), no ruling awaiting an election.
            "take_it": game
                .hand()
                .filter(|_| game.pending().is_none())
                .and_then(Hand::may_take_it)
                .map(|(seat, law)| json!({ "seat": seat, "law": law.path(), "from": seat.partner() })),
            "score": {
                "points": s.points,
                "games": s.games.as_slice(),
                "over": s.over,
                "winner": s.winner(),
                "rubber_points": s.rubber_points(),
            },
        })
    }
}
