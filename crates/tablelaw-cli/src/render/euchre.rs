//! The report for people of a euchre table: the deals, the rulings with
//! their citations and options, what is pending and for whom, and the
//! score.

use std::fmt::Write as _;

use tablelaw::codes::euchre::{Act, DealEnd, Discard, EuchreGame, Hand, Pack, Pending, ScoreEntry};
use tablelaw::{Card, Chooser, Ruling, Seat, Side};

fn cards(list: impl Iterator<Item = Card>) -> String {
    list.map(|c| c.to_string()).collect::<Vec<_>>().join(" ")
}

fn act_word(act: Act) -> String {
    match act {
        Act::Pass => "pass".into(),
        Act::OrderUp => "order-up".into(),
        Act::Assist => "assist".into(),
        Act::TakeUp => "take-up".into(),
        Act::PlayAlone(None) => "alone".into(),
        Act::PlayAlone(Some(s)) => format!("alone {s}"),
        Act::TakeItFrom => "take-it".into(),
        Act::Name(s) => format!("name {s}"),
        Act::TurnDown => "turn-down".into(),
        Act::ThrowsCards => "throws-cards".into(),
        Act::MentionsSuit(s) => format!("mentions {s}"),
        Act::DefendAlone => "defend-alone".into(),
    }
}

fn chooser_words(c: Chooser) -> String {
    match c {
        Chooser::Seat(s) => s.name().to_owned(),
        Chooser::Adversaries(side) => format!("either adversary ({side})"),
        Chooser::Director => "the director".to_owned(),
        Chooser::Defenders => "either defender".to_owned(),
    }
}

fn ruling_text(out: &mut String, number: usize, r: &Ruling) {
    let _ = writeln!(out, "  #{number} {} - {}", r.law, r.text);
    super::clauses_line(out, "     ", r);
    if let Some(f) = &r.finding {
        let _ = writeln!(out, "     finding: {f}");
    }
    if let Some(c) = r.chooser {
        let _ = writeln!(out, "     chooser: {}", chooser_words(c));
        for o in &r.options {
            let mark = if r.chosen == Some(o.id) {
                " (chosen)"
            } else {
                ""
            };
            let _ = writeln!(out, "     [{}]{mark} {}", o.id, o.text);
        }
        if r.chosen == Some(tablelaw::OptionId::RightLost) {
            let _ = writeln!(out, "     the right to choose was lost (Law 85)");
        }
    }
    for n in &r.notes {
        let _ = writeln!(out, "     note: {n}");
    }
}

fn hand_text(out: &mut String, h: &Hand, rulings_from: usize) {
    let deal = h.deal();
    let hands: Vec<String> = Seat::ALL
        .iter()
        .map(|&s| format!("{} {}", s, cards(deal.hands[s].iter())))
        .collect();
    let _ = writeln!(out, "  Hands: {}", hands.join(" | "));
    let _ = writeln!(out, "  Trump card turned: {}", deal.turned);
    let mut round = 0;
    let mut line = String::new();
    for a in h.making() {
        if a.round != round {
            if !line.is_empty() {
                let _ = writeln!(out, "{line}");
            }
            round = a.round;
            line = format!("  Making, round {round}:");
        }
        let _ = write!(line, " {} {}", a.seat, act_word(a.act));
        let awaiting = matches!(
            h.pending_kind(),
            Some(Pending::LateOrder { seat, .. }) if seat == a.seat && a.law.is_some_and(|l| l.law == 80)
        );
        if awaiting {
            // Not void yet: the adversaries may elect that it be played.
            line.push_str(" (Law 80: the adversaries may elect that it be played)");
        } else if !a.stands {
            let law = a
                .law
                .map(|l| format!(" (void, Law {})", l.path()))
                .unwrap_or_default();
            line.push_str(&law);
        } else if let Some(l) = a.law.filter(|l| l.law == 95) {
            // The trump he made stands; his lone hand is void.
            let _ = write!(
                line,
                " (the declaration to play alone void, Law {}: he plays with his partner)",
                l.path()
            );
        } else if let Some(l) = a.law {
            let _ = write!(line, " (Law {})", l.path());
        }
        line.push(',');
    }
    if !line.is_empty() {
        line.pop();
        let _ = writeln!(out, "{line}");
    }
    if let (Some(trump), Some(maker)) = (h.trump(), h.maker()) {
        let how = match h.made_by() {
            Some(tablelaw::codes::euchre::MadeBy::OrderedUp) => "ordered up",
            Some(tablelaw::codes::euchre::MadeBy::Assisted) => "assisted",
            Some(tablelaw::codes::euchre::MadeBy::TakenUp) => "taken up",
            _ => "named",
        };
        let _ = write!(out, "  Trump: {}, {how} by {}", trump.name(), maker.name());
        if let Some(l) = h.lone_hand() {
            let _ = write!(out, "; {} plays alone", l.name());
        }
        if let Some(d) = h.defender_alone() {
            let _ = write!(out, "; {} defends alone", d.name());
        }
        out.push('\n');
    }
    match h.discard() {
        Discard::Done(c) => {
            let _ = writeln!(out, "  Discard: {} {c}", h.dealer().name());
        }
        Discard::Due => {
            let _ = writeln!(out, "  Discard: due from {} (Law 86)", h.dealer().name());
        }
        Discard::Neglected => {
            let _ = writeln!(out, "  Discard: none; the dealer played first (Law 90)");
        }
        Discard::NotDue => {}
    }
    for (i, t) in h.tricks().enumerate() {
        if t.is_empty() {
            continue;
        }
        let plays: Vec<String> = t.plays().map(|(s, c)| format!("{s} {c}")).collect();
        let _ = write!(out, "  Trick {}: {}", i + 1, plays.join("  "));
        if let Some(w) = t.winner {
            let _ = write!(out, "   won by {}", w.name());
        }
        out.push('\n');
    }
    let exposed: Vec<String> = Seat::ALL
        .iter()
        .filter(|&&s| !h.exposed(s).is_empty())
        .map(|&s| format!("{s} {}", cards(h.exposed(s).iter())))
        .collect();
    if !exposed.is_empty() {
        let _ = writeln!(
            out,
            "  Exposed, liable to be called: {}",
            exposed.join(" | ")
        );
    }
    if h.tricks_complete() > 0 {
        let w = h.won();
        let _ = writeln!(
            out,
            "  Tricks: NS {}, EW {}",
            w[Side::NorthSouth],
            w[Side::EastWest]
        );
    }
    if !h.rulings().is_empty() {
        let _ = writeln!(out, "  Rulings:");
        for (i, r) in h.rulings().iter().enumerate() {
            ruling_text(out, rulings_from + i, r);
        }
    }
}

/// The words for a deal made out of turn that stood (Law 40).
fn out_of_turn(h: Option<&Hand>) -> String {
    h.and_then(Hand::dealer_in_turn)
        .map(|s| {
            format!(
                " (dealt out of turn: {} was the dealer in turn, Law 40)",
                s.name()
            )
        })
        .unwrap_or_default()
}

fn entry_text(e: &ScoreEntry) -> String {
    format!(
        "{} {:+} (Law {}: {})",
        e.side,
        e.points,
        e.law.path(),
        e.reason
    )
}

/// The report for people.
pub fn report(game: &EuchreGame) -> String {
    let mut out = String::new();
    let o = game.setup().options;
    let pack = match o.pack {
        Pack::ThirtyTwo => 32,
        Pack::TwentyFour => 24,
    };
    let _ = writeln!(
        out,
        "Laws: euchre - Laws of Euchre, Somerset Club of Boston, 1888"
    );
    let mut customs = vec![format!("{pack}-card pack"), format!("game of {}", o.game)];
    if o.stick_the_dealer {
        customs.push("stick the dealer".into());
    }
    if o.defending_alone {
        customs.push("defending alone".into());
    }
    if o.penalties == tablelaw::codes::euchre::PenaltyScoring::FromOffenders {
        customs.push("penalties taken from the offenders".into());
    }
    let _ = writeln!(out, "Table: {}", customs.join(", "));
    let _ = writeln!(out, "First dealer: {}", game.setup().dealer.name());
    // Rulings are numbered from 1 in each deal, as in the JSON report.
    for d in game.deals() {
        let _ = writeln!(
            out,
            "\nDeal {} - dealer {}, eldest hand {}{}",
            d.number,
            d.dealer.name(),
            d.dealer.lho().name(),
            out_of_turn(d.hand.as_deref())
        );
        let mut rulings_from = 1;
        if let Some(h) = &d.hand {
            // A finished deal's rulings are in its record, listed below.
            hand_text(&mut out, h, 1);
        }
        if !d.rulings.is_empty() {
            let _ = writeln!(out, "  Rulings:");
            for r in &d.rulings {
                ruling_text(&mut out, rulings_from, r);
                rulings_from += 1;
            }
        }
        let end = match d.end {
            DealEnd::PlayedOut => "played out",
            DealEnd::PassedOut => {
                "all passed twice: the deal is at an end and the next player deals (Law 77)"
            }
            DealEnd::Misdeal => "misdeal",
            DealEnd::NewDeal => "a new deal by the same dealer",
            DealEnd::Stopped => "a deal out of turn stopped: the dealer in turn deals (Law 40)",
            DealEnd::Reshuffled => {
                "the dealer re-shuffled after the cut and lost the deal (Law 31)"
            }
            DealEnd::Abandoned => "the hands abandoned, scored as they stood",
        };
        let _ = writeln!(out, "  End: {end}");
        for e in &d.score {
            let _ = writeln!(out, "  Score: {}", entry_text(e));
        }
    }
    if let Some(h) = game.hand() {
        let _ = writeln!(
            out,
            "\nDeal {} (in progress) - dealer {}, eldest hand {}{}",
            h.number(),
            h.dealer().name(),
            h.eldest_hand().name(),
            out_of_turn(Some(h))
        );
        hand_text(&mut out, h, 1);
    }
    if !game.notes().is_empty() {
        let _ = writeln!(out, "\nNotes:");
        super::notes(&mut out, game.notes());
    }
    score_text(&mut out, game);
    if let Some((i, r)) = game.pending() {
        let _ = writeln!(
            out,
            "\nPending: #{} {} - {} must choose:",
            i + 1,
            r.law,
            r.chooser.map(chooser_words).unwrap_or_default()
        );
        // Either adversary may make the demand: a line for each (Law 85).
        let seats: Vec<String> = match r.chooser {
            Some(Chooser::Seat(s)) => vec![format!("{s} ")],
            Some(Chooser::Adversaries(side)) => {
                side.seats().iter().map(|s| format!("{s} ")).collect()
            }
            _ => vec![String::new()],
        };
        for o in &r.options {
            let lines: Vec<String> = seats.iter().map(|s| format!("{s}elect {}", o.id)).collect();
            let _ = writeln!(out, "  {}", lines.join("  or  "));
        }
    } else if let Some((seat, law)) = game.hand().and_then(Hand::may_take_it) {
        let maker = game.hand().and_then(Hand::maker).unwrap_or(seat.partner());
        let _ = writeln!(
            out,
            "\nOpen: {} may take it from {} and play alone (Law {}), until the first lead: {seat} take-it",
            seat.name(),
            maker.name(),
            law.path()
        );
    }
    match game.turn() {
        None => {}
        Some(s) if game.hand().is_none() => {
            let _ = writeln!(out, "\nNext: {} deals", s.name());
        }
        Some(s)
            if game.pending().is_none()
                && game
                    .hand()
                    .is_some_and(|h| h.discard() == Discard::Due && !h.lead_made()) =>
        {
            let _ = writeln!(
                out,
                "\nTurn: {} to discard (Law 86); then {} leads",
                s.name(),
                game.hand().map_or(s, |h| h.first_leader()).name()
            );
        }
        Some(s) if game.pending().is_none() => {
            let _ = write!(out, "\nTurn: {}", s.name());
            let legal = game.legal_plays();
            if !legal.is_empty() {
                let _ = write!(out, "; legal plays: {}", cards(legal.into_iter()));
            }
            out.push('\n');
        }
        Some(_) => {}
    }
    out
}

fn score_text(out: &mut String, game: &EuchreGame) {
    let s = game.score();
    out.push('\n');
    for (i, g) in s.games.iter().enumerate() {
        let _ = writeln!(
            out,
            "Game {}: won by {}, NS {} EW {}{}; counts {} (Law 7)",
            i + 1,
            g.winner,
            g.points[Side::NorthSouth],
            g.points[Side::EastWest],
            if g.lap > 0 {
                format!(", lap {} carried", g.lap)
            } else {
                String::new()
            },
            g.value
        );
    }
    if s.over {
        if let (Some(w), Some(p)) = (s.winner(), s.rubber_points()) {
            let _ = writeln!(
                out,
                "Rubber: won by {w}; rubber points NS {} EW {} (Law 7)",
                p[Side::NorthSouth],
                p[Side::EastWest]
            );
        }
    } else {
        let _ = writeln!(
            out,
            "Score: game {}: NS {}, EW {} (game is {})",
            s.games.len() + 1,
            s.points[Side::NorthSouth],
            s.points[Side::EastWest],
            game.setup().options.game
        );
    }
}
