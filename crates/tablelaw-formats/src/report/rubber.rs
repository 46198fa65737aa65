//! The rubber's part of the report (`rubber`): the score sheet across
//! deals, entry by entry, each with its law; the games, the totals, who is
//! vulnerable, and how the rubber ended.

use serde::Serialize;
use tablelaw::codes::auction_bridge::{AuctionBridge, Column};
use tablelaw::codes::bridge_whist::BridgeWhist;
use tablelaw::score::Line;
use tablelaw::{ByTheRubber, ContractBridge, RubberTable, Seat, Side};

use super::Points;

/// A rubber: deal after deal and its score sheet (`rubber` in the report;
/// absent for a board of duplicate and for euchre).
#[derive(Clone, Debug, Serialize)]
pub struct RubberOut {
    /// The number of the deal in progress (the last deal, once the rubber
    /// is over), from 1.
    pub deal: usize,
    /// Every deal of the rubber so far, in order.
    pub deals: Vec<RubberDealOut>,
    /// The score sheet's entries in the order written.
    pub entries: Vec<SheetEntryOut>,
    /// The games each side has won.
    pub games: Points,
    /// The side that won each game, in order (`NS` or `EW`).
    pub game_winners: Vec<String>,
    /// Each side's points above the line (premiums; the honour column of
    /// the historic codes).
    pub above: Points,
    /// Each side's points below the line (trick points, toward game).
    pub below: Points,
    /// Each side's total.
    pub totals: Points,
    /// The sides vulnerable in the deal to come (contract bridge: a side
    /// that has won a game); `null` for the historic codes, which have no
    /// vulnerability.
    pub vulnerable: Option<Vulnerable>,
    /// Whether the rubber is over: won, or ended unfinished.
    pub over: bool,
    /// Whether it ended unfinished (rubber Law 80).
    pub unfinished: bool,
    /// The side that won the rubber, `NS` or `EW`.
    pub winner: Option<String>,
    /// The side ahead and by how many points; `null` when level.
    pub margin: Option<MarginOut>,
}

/// Which sides are vulnerable.
#[derive(Clone, Copy, Debug, Serialize)]
pub struct Vulnerable {
    /// North-South.
    #[serde(rename = "NS")]
    pub ns: bool,
    /// East-West.
    #[serde(rename = "EW")]
    pub ew: bool,
}

/// A deal of the rubber.
#[derive(Clone, Debug, Serialize)]
pub struct RubberDealOut {
    /// From 1.
    pub number: usize,
    /// Its dealer.
    pub dealer: Seat,
    /// Whether it is written on the score sheet (a void deal, dealt again,
    /// is not; nor a deal still in progress).
    pub scored: bool,
}

/// An entry on the score sheet.
#[derive(Clone, Debug, Serialize)]
pub struct SheetEntryOut {
    /// The deal that scored it, from 1; `null` for the unfinished rubber's
    /// premiums.
    pub deal: Option<usize>,
    /// The game in progress when it was scored, from 1 (trick points
    /// below the line count toward it; a line is drawn under each game won).
    pub game: usize,
    /// `NS` or `EW`.
    pub side: String,
    /// `above` or `below` the line.
    pub line: Line,
    /// What it is for, in words.
    pub what: String,
    /// The points.
    pub points: i32,
    /// The law that gives it.
    pub citation: String,
}

/// The side ahead and by how much.
#[derive(Clone, Debug, Serialize)]
pub struct MarginOut {
    /// `NS` or `EW`.
    pub side: String,
    /// The difference of the totals.
    pub points: i32,
}

impl SheetEntryOut {
    fn new(
        deal: Option<usize>,
        game: usize,
        s: Side,
        line: Line,
        what: impl Into<String>,
        points: i32,
        citation: String,
    ) -> SheetEntryOut {
        SheetEntryOut {
            deal,
            game,
            side: side(s),
            line,
            what: what.into(),
            points,
            citation,
        }
    }
}

/// The premium for winning the rubber, on the deal that won it.
fn rubber_premium(
    numbers: &[usize],
    games: &Games,
    winner: Side,
    points: i32,
    citation: String,
) -> SheetEntryOut {
    SheetEntryOut::new(
        numbers.last().copied(),
        games.last(),
        winner,
        Line::Above,
        "rubber",
        points,
        citation,
    )
}

/// A code's score sheet as the report writes it.
pub trait RubberReport: ByTheRubber {
    /// The rubber's part of the report.
    fn rubber_out(rubber: &RubberTable<Self>) -> RubberOut;
}

fn side(s: Side) -> String {
    match s {
        Side::NorthSouth => "NS",
        Side::EastWest => "EW",
    }
    .to_owned()
}

fn points(f: impl Fn(Side) -> i32) -> Points {
    Points {
        ns: f(Side::NorthSouth),
        ew: f(Side::EastWest),
    }
}

fn margin(totals: &Points) -> Option<MarginOut> {
    let net = totals.ns.saturating_sub(totals.ew);
    match net.signum() {
        1 => Some(MarginOut {
            side: "NS".to_owned(),
            points: net,
        }),
        -1 => Some(MarginOut {
            side: "EW".to_owned(),
            points: net.saturating_neg(),
        }),
        _ => None,
    }
}

fn deals<G: ByTheRubber>(rubber: &RubberTable<G>) -> Vec<RubberDealOut> {
    let scored = rubber.scored_deals();
    let dealers = rubber
        .past()
        .iter()
        .map(|d| G::setup_dealer(&d.setup))
        .chain(core::iter::once(G::setup_dealer(rubber.table().setup())));
    (1..)
        .zip(dealers)
        .map(|(number, dealer)| RubberDealOut {
            number,
            dealer,
            scored: scored.contains(&number),
        })
        .collect()
}

/// The part common to every code, from its entries.
fn out<G: ByTheRubber>(
    rubber: &RubberTable<G>,
    entries: Vec<SheetEntryOut>,
    game_winners: &[Side],
    vulnerable: Option<Vulnerable>,
    winner: Option<Side>,
) -> RubberOut {
    let won = |s: Side| game_winners.iter().filter(|w| **w == s).count() as i32;
    let games = points(won);
    let sum = |s: Side, line: Option<Line>| {
        let name = side(s);
        entries
            .iter()
            .filter(|e| e.side == name && line.is_none_or(|l| e.line == l))
            .fold(0i32, |acc, e| acc.saturating_add(e.points))
    };
    let totals = points(|s| sum(s, None));
    RubberOut {
        deal: rubber.deal_number(),
        deals: deals(rubber),
        above: points(|s| sum(s, Some(Line::Above))),
        below: points(|s| sum(s, Some(Line::Below))),
        margin: margin(&totals),
        totals,
        entries,
        games,
        game_winners: game_winners.iter().map(|s| side(*s)).collect(),
        vulnerable,
        over: rubber.is_over(),
        unfinished: rubber.is_unfinished(),
        winner: winner.map(side),
    }
}

impl RubberReport for ContractBridge {
    fn rubber_out(rubber: &RubberTable<Self>) -> RubberOut {
        let sheet = rubber.sheet();
        let numbers = rubber.scored_deals();
        let entries = sheet
            .entries()
            .iter()
            .map(|e| SheetEntryOut {
                // The sheet counts its own deals; the rubber's numbers
                // count the deals dealt.
                deal: e.deal.and_then(|d| numbers.get(d - 1).copied()),
                game: e.game,
                side: side(e.side),
                line: e.line,
                what: e.kind.to_string(),
                points: e.points,
                citation: e.citation.to_string(),
            })
            .collect();
        let v = sheet.vulnerability();
        out(
            rubber,
            entries,
            sheet.game_winners(),
            Some(Vulnerable {
                ns: v[Side::NorthSouth],
                ew: v[Side::EastWest],
            }),
            sheet.winner(),
        )
    }
}

impl RubberReport for AuctionBridge {
    fn rubber_out(rubber: &RubberTable<Self>) -> RubberOut {
        let sheet = rubber.sheet();
        let numbers = rubber.scored_deals();
        let mut entries: Vec<SheetEntryOut> = Vec::new();
        let mut games = Games::new(tablelaw::codes::auction_bridge::GAME);
        for (deal, score) in numbers.iter().zip(sheet.deals()) {
            let game = games.number();
            entries.extend(score.entries.iter().map(|e| SheetEntryOut {
                deal: Some(*deal),
                game,
                side: side(e.side),
                line: match e.column {
                    Column::Trick => Line::Below,
                    Column::Honour => Line::Above,
                },
                what: e.what.clone(),
                points: e.points,
                citation: e.law.to_string(),
            }));
            games.add(points(|s| score.points(s, Column::Trick)));
        }
        if let Some(winner) = sheet.winner() {
            let points = tablelaw::codes::auction_bridge::RUBBER_BONUS;
            let law = "auction-bridge Law 11".to_owned();
            entries.push(rubber_premium(&numbers, &games, winner, points, law));
        }
        out(rubber, entries, &games.winners, None, sheet.winner())
    }
}

impl RubberReport for BridgeWhist {
    fn rubber_out(rubber: &RubberTable<Self>) -> RubberOut {
        let sheet = rubber.sheet();
        let numbers = rubber.scored_deals();
        let mut entries: Vec<SheetEntryOut> = Vec::new();
        let cite = |what: &str| format!("bridge-whist \"{what}\"");
        let mut games = Games::new(tablelaw::codes::bridge_whist::GAME as i32);
        for (deal, score) in numbers.iter().zip(sheet.deals()) {
            let game = games.number();
            let tricks = |s: Side| i32::try_from(score.trick_points[s]).unwrap_or(i32::MAX);
            games.add(points(tricks));
            for s in [Side::NorthSouth, Side::EastWest] {
                let tricks = tricks(s);
                let deal = Some(*deal);
                if tricks != 0 {
                    let law = cite("Scoring");
                    entries.push(SheetEntryOut::new(
                        deal,
                        game,
                        s,
                        Line::Below,
                        "tricks",
                        tricks,
                        law,
                    ));
                }
                let honours = score.honour_points[s];
                if honours != 0 {
                    let (what, law) = ("honours, chicane and slam", cite("Scoring"));
                    entries.push(SheetEntryOut::new(
                        deal,
                        game,
                        s,
                        Line::Above,
                        what,
                        honours,
                        law,
                    ));
                }
            }
        }
        let standing = sheet.standing();
        if let Some(winner) = standing.winner() {
            let points = tablelaw::codes::bridge_whist::RUBBER_BONUS;
            entries.push(rubber_premium(
                &numbers,
                &games,
                winner,
                points,
                cite("The Rubber"),
            ));
        }
        out(rubber, entries, &games.winners, None, standing.winner())
    }
}

/// The games of a historic code's rubber, counted deal by deal: a side
/// whose trick points reach the game wins it, and both start the next
/// afresh (auction bridge Laws 2, 3; bridge whist "Scoring").
struct Games {
    target: i32,
    toward: Points,
    won: usize,
    winners: Vec<Side>,
}

impl Games {
    fn new(target: i32) -> Games {
        Games {
            target,
            toward: Points { ns: 0, ew: 0 },
            won: 0,
            winners: Vec::new(),
        }
    }

    /// The number of the game in progress.
    fn number(&self) -> usize {
        self.won + 1
    }

    /// The number of the last game won (or in progress, if none).
    fn last(&self) -> usize {
        self.won.max(1)
    }

    fn add(&mut self, tricks: Points) {
        self.toward.ns = self.toward.ns.saturating_add(tricks.ns);
        self.toward.ew = self.toward.ew.saturating_add(tricks.ew);
        // Only one game can be won in a deal: the side that reached it.
        let winner = if self.toward.ns >= self.target {
            Some(Side::NorthSouth)
        } else if self.toward.ew >= self.target {
            Some(Side::EastWest)
        } else {
            None
        };
        if let Some(w) = winner {
            self.won += 1;
            self.winners.push(w);
            self.toward = Points { ns: 0, ew: 0 };
        }
    }
}
