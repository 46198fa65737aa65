//! The fields of an EGN record read into the engine's terms: cards, seats,
//! the ruleset's options, the bidding and the seats of the play.

use super::*;

pub(super) fn failure(message: impl Into<String>) -> ReadFailure {
    ReadFailure {
        line: None,
        column: None,
        message: message.into(),
    }
}

/// Reads an EGN card: rank then suit, `9s`, `Th`, `Jd`.
pub(super) fn card(v: &Value) -> Option<Card> {
    let s = v.as_str()?;
    let mut chars = s.chars();
    let (rank, suit) = (chars.next()?, chars.next()?);
    if chars.next().is_some() || !"789TJQKA".contains(rank.to_ascii_uppercase()) {
        return None;
    }
    format!("{suit}{rank}").parse().ok()
}

pub(super) fn suit_of(call: &str) -> Option<Suit> {
    match call {
        "s" | "S" => Some(Suit::Spades),
        "h" | "H" => Some(Suit::Hearts),
        "d" | "D" => Some(Suit::Diamonds),
        "c" | "C" => Some(Suit::Clubs),
        _ => None,
    }
}

pub(super) fn seat(n: u64) -> Option<Seat> {
    (n < 4).then(|| Seat::ALL[n as usize])
}

/// The table's options from the record's ruleset.
pub(super) fn options(ruleset: Option<&Value>) -> Result<EuchreOptions, ReadFailure> {
    let mut o = EuchreOptions {
        pack: Pack::TwentyFour,
        game: 10,
        stick_the_dealer: true,
        lone_euchred: 2,
        discard_turned_card: true,
        ..EuchreOptions::default()
    };
    let Some(r) = ruleset else {
        return Ok(o);
    };
    let flag = |k: &str| r.get(k).and_then(Value::as_bool);
    let int = |k: &str| r.get(k).and_then(Value::as_u64);
    for unsupported in [
        "canadian",
        "farmers",
        "partners_best",
        "go_under",
        "joker",
        "allow_no_trump",
        "fast_break",
        "four_trick_tokens",
    ] {
        if flag(unsupported) == Some(true) {
            return Err(failure(format!(
                "the ruleset's `{unsupported}` is not refereed"
            )));
        }
    }
    if int("num_players").is_some_and(|n| n != 4) {
        return Err(failure("only four players are refereed"));
    }
    if let Some(b) = flag("std") {
        o.stick_the_dealer = b;
    }
    if let Some(b) = flag("defend_alone") {
        o.defending_alone = b;
    }
    match int("min_rank") {
        None | Some(9) => o.pack = Pack::TwentyFour,
        Some(7) => o.pack = Pack::ThirtyTwo,
        Some(n) => return Err(failure(format!("a pack from the {n} up is not refereed"))),
    }
    match int("winning_score") {
        Some(0) => o.game = u8::MAX,
        Some(n) => o.game = u8::try_from(n).unwrap_or(u8::MAX),
        None => {}
    }
    if let Some(n) = int("loner_march_score") {
        o.lone_march = u8::try_from(n).unwrap_or(u8::MAX);
    }
    if let Some(n) = int("loner_euchred_score") {
        o.lone_euchred = u8::try_from(n).unwrap_or(u8::MAX);
    }
    if r.get("loner_lead").and_then(Value::as_str) == Some("LEFT_OF_LONER") {
        o.lone_lead = LoneLead::LeftOfLoneHand;
    }
    Ok(o)
}

/// What a deal's bidding phase says.
pub(super) struct Bidding {
    pub(super) events: Vec<EuchreEvent>,
    /// The trump, the maker, and whether he took the card turned.
    pub(super) made: Option<(Suit, Seat, bool)>,
    pub(super) alone: bool,
    pub(super) defender: Option<Seat>,
    pub(super) discard: Option<Card>,
}

pub(super) fn bidding(phase: &Value, dealer: Seat, turned: Card) -> Result<Bidding, String> {
    let alone = phase
        .get("isAlone")
        .and_then(Value::as_bool)
        .unwrap_or(false);
    let defender = phase
        .get("aloneDefender")
        .and_then(Value::as_i64)
        .and_then(|n| u64::try_from(n).ok())
        .and_then(seat);
    let discard = match phase.get("discard") {
        None => None,
        Some(v) => Some(card(v).ok_or_else(|| format!("the discard {v} is not a card"))?),
    };
    let calls = phase
        .get("calls")
        .and_then(Value::as_array)
        .ok_or("the bidding phase has no calls")?;
    let mut events = Vec::new();
    let mut made = None;
    for (i, call) in calls.iter().enumerate() {
        let call = call.as_str().ok_or("a call is not a string")?;
        let who = dealer.after(1 + i % 4);
        let round = i / 4 + 1;
        if made.is_some() {
            return Err(format!("a call `{call}` after the trump was made"));
        }
        let event = match (call, round) {
            ("Pass", _) => EuchreEvent::pass(who),
            ("Order" | "PickUp" | "Alone" | "Call", 1) => {
                made = Some((turned.suit, who, true));
                if alone {
                    EuchreEvent::PlayAlone {
                        seat: who,
                        suit: None,
                    }
                } else {
                    match Position::of(who, dealer) {
                        Position::SecondHand => EuchreEvent::Assist { seat: who },
                        Position::Dealer => EuchreEvent::TakeUp { seat: who },
                        _ => EuchreEvent::OrderUp { seat: who },
                    }
                }
            }
            (c, 2) if suit_of(c).is_some() => {
                let suit = suit_of(c).unwrap_or(Suit::Spades);
                made = Some((suit, who, false));
                if alone {
                    EuchreEvent::PlayAlone {
                        seat: who,
                        suit: Some(suit),
                    }
                } else {
                    EuchreEvent::Name { seat: who, suit }
                }
            }
            ("n", _) => return Err("a call of no trump is not refereed".to_owned()),
            (c, r) => {
                return Err(format!(
                    "the call `{c}` in round {r} is not a call of euchre"
                ));
            }
        };
        events.push(event);
    }
    Ok(Bidding {
        events,
        made,
        alone,
        defender,
        discard,
    })
}

/// The seats of the cards played, from the leader and the winner of each trick.
pub(super) fn seats_of_play(
    tricks: &[Vec<Card>],
    trump: Suit,
    leader: Seat,
    out: [Option<Seat>; 2],
) -> BySeat<CardSet> {
    let order = EuchreOrder { trump };
    let mut played = BySeat([CardSet::EMPTY; 4]);
    let active = |s: Seat| !out.contains(&Some(s));
    let mut lead = leader;
    for trick in tricks {
        let Some(first) = trick.first() else { continue };
        let led = order.effective_suit(*first);
        let mut seat = lead;
        let mut best = (0u16, lead);
        for (i, &c) in trick.iter().enumerate() {
            if i > 0 {
                seat = seat.lho();
                while !active(seat) {
                    seat = seat.lho();
                }
            }
            played[seat].insert(c);
            let k = order.strength(c, led);
            if i == 0 || k > best.0 {
                best = (k, seat);
            }
        }
        lead = best.1;
    }
    played
}

/// The `fileType` of a game record.
pub(super) const GAME_FILE: &str = "Euchre Game Notation";
/// The `fileType` of a match record (`.emn`): games of EGN, each under
/// `games[].gameData`.
pub(super) const MATCH_FILE: &str = "Euchre Match Notation";
