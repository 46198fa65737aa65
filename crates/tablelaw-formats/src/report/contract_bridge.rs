//! Contract bridge's own part of the report: the calls, the exposed
//! cards, the reviews and withdrawn calls of the auction, the contract, the
//! play and the score sheets.

use serde::Serialize;
use serde_json::Value;
use tablelaw::play::{BridgePlay, LeadRestriction, PlayIrregularity, Trick};
use tablelaw::score::{Line, Rubber, ScoreKind};
use tablelaw::{Call, CallSet, CallStatus, Card, CardSet, ContractBridge, Seat, Side, Table};

/// Contract bridge's own part of the report (`contract_bridge`).
#[derive(Debug, Serialize)]
pub struct ContractBridgePart {
    /// The deal as a PBN deal string, if given.
    pub deal: Option<String>,
    /// Who is vulnerable (duplicate Law 77).
    pub vulnerable: String,
    /// Every call made, in order, regular or not, numbered from 1.
    pub calls: Vec<CallOut>,
    /// Cards exposed during the auction (Law 23; 2017 Law 24).
    pub exposed: Vec<ExposedOut>,
    /// Requests for a restatement of the auction (Law 20).
    pub reviews: Vec<ReviewOut>,
    /// Withdrawn calls whose information is unauthorized to the offending
    /// side (duplicate Law 16C; 2007 16D).
    pub unauthorized: Vec<UnauthorizedOut>,
    /// Cards withdrawn in the play whose information is unauthorized to a
    /// side (duplicate Law 16C).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub withdrawn_cards: Vec<WithdrawnCardOut>,
    /// The revokes of the play (duplicate Laws 61-63).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub revokes: Vec<super::bridge_tricks::RevokeOut>,
    /// The claim or concession (duplicate Laws 68-71).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub claim: Option<super::bridge_tricks::ClaimOut>,
    /// The tricks after rectification, once the play is finished
    /// (duplicate Laws 64, 69-71).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub tricks: Option<super::bridge_tricks::TricksOut>,
    /// The law by which the result was cancelled for an adjusted score
    /// (duplicate Laws 13, 15), if it was.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub result_cancelled: Option<String>,
    /// The adjusted score the director awarded (duplicate Law 12C), if any.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub adjusted_score: Option<super::adjusted::AdjustedOut>,
    /// The calls the player on turn may make without irregularity.
    pub legal_calls: Vec<String>,
    /// Whether the auction is closed.
    pub closed: bool,
    /// Whether the deal was passed out (Law 22).
    pub passed_out: bool,
    /// The contract, e.g. `4HX`.
    pub contract: Option<String>,
    /// Declarer.
    pub declarer: Option<Seat>,
    /// Dummy.
    pub dummy: Option<Seat>,
    /// The opening leader.
    pub opening_leader: Option<Seat>,
    /// The play of the hand, once begun (the deal must be given).
    pub play: Option<PlayOut>,
    /// The deal's rubber score, once the play is over or the deal passed out.
    pub score: Option<ScoreOut>,
    /// The deal's duplicate score (Law 77), under a duplicate edition.
    pub duplicate_score: Option<DuplicateOut>,
}

/// One call.
#[derive(Debug, Serialize)]
pub struct CallOut {
    /// 1-based.
    pub index: usize,
    /// Who called.
    pub seat: String,
    /// The call, e.g. `1H`, `Pass`, `X`, `XX`.
    pub call: String,
    /// `stands`, `pending` or `cancelled`.
    pub status: CallStatus,
    /// The clause that decided its status, if not the regular ones.
    pub law: Option<String>,
    /// Made at the caller's turn.
    pub in_rotation: bool,
    /// Alerted.
    pub alert: bool,
    /// Explanations given by the caller's partner.
    pub explanations: Vec<ExplanationOut>,
    /// Calls this one replaced under Law 21.
    pub replaced: Vec<String>,
}

/// An explanation of a call (Law 20).
#[derive(Debug, Serialize)]
pub struct ExplanationOut {
    /// Who explained.
    pub by: String,
    /// What was said.
    pub text: String,
}

/// A card exposed during the auction.
#[derive(Debug, Serialize)]
pub struct ExposedOut {
    /// Who exposed it.
    pub seat: String,
    /// The card.
    pub card: String,
}

/// A withdrawn call that is unauthorized information (duplicate Law 16C).
#[derive(Debug, Serialize)]
pub struct UnauthorizedOut {
    /// The 1-based index of the withdrawn call.
    pub call: usize,
    /// Who made it.
    pub seat: String,
    /// The call.
    pub withdrawn: String,
    /// The offending side, to which it is unauthorized: `NS` or `EW`.
    pub to: String,
    /// The law, e.g. `16C`.
    pub law: String,
}

/// A card withdrawn in the play (duplicate Law 16C).
#[derive(Debug, Serialize)]
pub struct WithdrawnCardOut {
    /// Whose card it was.
    pub seat: String,
    /// The card.
    pub card: String,
    /// The side to which its information is unauthorized: `NS` or `EW`.
    pub to: String,
    /// The law that withdrew it, e.g. `53B`.
    pub law: String,
}

/// A request for a restatement.
#[derive(Debug, Serialize)]
pub struct ReviewOut {
    /// Who asked.
    pub seat: String,
    /// Whether Law 20 gave him the right then.
    pub entitled: bool,
    /// How many calls had been made.
    pub after_calls: usize,
}

fn seat(s: Seat) -> String {
    s.letter().to_string()
}

fn call(c: Call) -> String {
    format!("{c:#}")
}

/// Pass, double and redouble first, then the bids from the lowest.
fn legal_calls(set: CallSet) -> Vec<String> {
    let (bids, others): (Vec<Call>, Vec<Call>) = set.iter().partition(|c| c.bid().is_some());
    others.into_iter().chain(bids).map(call).collect()
}

/// Contract bridge's part of the report.
pub fn part(table: &Table) -> ContractBridgePart {
    let contract = table.contract();
    ContractBridgePart {
        deal: table.deal().map(|d| d.to_pbn(table.dealer())),
        vulnerable: vulnerable(table.setup().vulnerability),
        calls: table
            .calls()
            .iter()
            .enumerate()
            .map(|(i, r)| CallOut {
                index: i + 1,
                seat: seat(r.seat),
                call: call(r.call),
                status: r.status,
                law: r.law.map(|l| l.path()),
                in_rotation: r.in_rotation,
                alert: r.annotation.alert,
                explanations: r
                    .explanations
                    .iter()
                    .map(|e| ExplanationOut {
                        by: seat(e.by),
                        text: e.text.clone(),
                    })
                    .collect(),
                replaced: r.replaced.iter().map(|c| call(*c)).collect(),
            })
            .collect(),
        exposed: table
            .exposed()
            .iter()
            .map(|&(s, c)| ExposedOut {
                seat: seat(s),
                card: format!("{c:#}"),
            })
            .collect(),
        reviews: table
            .reviews()
            .iter()
            .map(|r| ReviewOut {
                seat: seat(r.seat),
                entitled: r.entitled,
                after_calls: r.after_calls,
            })
            .collect(),
        withdrawn_cards: table
            .withdrawn_cards()
            .iter()
            .map(|w| WithdrawnCardOut {
                seat: seat(w.seat),
                card: format!("{:#}", w.card),
                to: w.to.to_string(),
                law: w.law.path(),
            })
            .collect(),
        unauthorized: table
            .unauthorized()
            .iter()
            .map(|u| UnauthorizedOut {
                call: u.call + 1,
                seat: seat(u.seat),
                withdrawn: format!("{:#}", table.calls()[u.call].call),
                to: u.to.to_string(),
                law: u.law.path(),
            })
            .collect(),
        revokes: super::bridge_tricks::revokes(table),
        claim: super::bridge_tricks::claim(table),
        tricks: super::bridge_tricks::tricks(table),
        result_cancelled: table.result_cancelled().map(|c| c.to_string()),
        adjusted_score: super::adjusted::adjusted(table),
        legal_calls: legal_calls(table.legal_calls()),
        closed: table.is_closed(),
        passed_out: table.is_passed_out(),
        contract: contract.map(|c| {
            let mut s = format!("{:#}", c.bid);
            s.push_str(match c.doubling {
                tablelaw::Doubling::Undoubled => "",
                tablelaw::Doubling::Doubled => "X",
                tablelaw::Doubling::Redoubled => "XX",
            });
            s
        }),
        declarer: contract.map(|c| c.declarer),
        dummy: contract.map(|c| c.dummy()),
        opening_leader: contract.map(|c| c.opening_leader()),
        play: table.play().map(|p| play_out(table, p)),
        score: table.score().as_ref().map(score_out),
        duplicate_score: table.duplicate_score().as_ref().map(duplicate_out),
    }
}

/// The play, for `--json`.
#[derive(Debug, Serialize)]
pub struct PlayOut {
    /// The tricks completed, in order.
    pub tricks: Vec<TrickOut>,
    /// The trick in progress, if a card has been played to it.
    pub current: Option<TrickOut>,
    /// The hand to play next; `null` once thirteen tricks are played.
    pub turn: Option<String>,
    /// Who plays that card (declarer plays dummy's).
    pub player: Option<String>,
    /// The cards the hand on turn may play without irregularity.
    pub legal_plays: Vec<String>,
    /// The lead restriction in force (Law 26), if any.
    pub restriction: Option<RestrictionOut>,
    /// Cards played irregularly.
    pub irregular_plays: Vec<IrregularOut>,
    /// Tricks won by declarer's side.
    pub declarer_tricks: u8,
    /// Tricks won by the defenders.
    pub defender_tricks: u8,
    /// Whether all thirteen tricks have been played.
    pub over: bool,
    /// Penalty cards on the table (rubber Law 50), with their owners.
    pub penalty_cards: Vec<PenaltyCardOut>,
    /// A card still to be named before the play goes on (Law 46 for
    /// dummy's card, Law 50(a) for a penalty card); `null` if none.
    pub designation: Option<DesignationOut>,
}

/// A penalty card on the table.
#[derive(Debug, Serialize)]
pub struct PenaltyCardOut {
    /// Its owner.
    pub seat: String,
    /// The card.
    pub card: String,
    /// A minor penalty card (duplicate Law 50B: a single card below an
    /// honour exposed unintentionally), else a major one; the rubber code
    /// has no minor penalty cards.
    pub minor: bool,
}

/// The penalty cards on the table, each with the hand that holds it.
pub fn penalty_cards(play: &BridgePlay) -> Vec<(Seat, Card)> {
    let cards = play.penalty_cards();
    Seat::ALL
        .iter()
        .flat_map(|&s| play.hand(s).intersection(cards).iter().map(move |c| (s, c)))
        .collect()
}

/// A card still to be named: who names it, from which hand, among which cards.
#[derive(Debug, Serialize)]
pub struct DesignationOut {
    /// The 1-based ruling that asked for it.
    pub ruling: usize,
    /// Who names the card: declarer, or the defender the ruling names.
    pub chooser: Option<String>,
    /// The hand it comes from, the seat it is written with in the script.
    pub seat: String,
    /// The cards that may be named.
    pub cards: Vec<String>,
}

/// One trick.
#[derive(Debug, Serialize)]
pub struct TrickOut {
    /// Who led.
    pub leader: String,
    /// The cards, from the leader.
    pub cards: Vec<PlayOutCard>,
    /// Who won it, once complete.
    pub winner: Option<String>,
}

/// A card played to a trick.
#[derive(Debug, Serialize)]
pub struct PlayOutCard {
    /// The hand it came from.
    pub seat: Seat,
    /// The card.
    pub card: String,
}

/// A lead restriction.
#[derive(Debug, Serialize)]
pub struct RestrictionOut {
    /// `require` or `prohibit`.
    pub kind: &'static str,
    /// The player restricted.
    pub seat: String,
    /// The suit's letter; for a prohibition, the letters of the one or more
    /// suits prohibited, spades first (duplicate Law 51B2(b)).
    pub suit: String,
}

/// A card played irregularly.
#[derive(Debug, Serialize)]
pub struct IrregularOut {
    /// The hand it came from.
    pub seat: String,
    /// The card.
    pub card: String,
    /// `out-of-turn`, `revoke` or `breaks-lead-restriction`.
    pub kind: &'static str,
    /// The trick, from 1.
    pub trick: u8,
}

fn trick_out(t: &Trick, winner: Option<Seat>) -> TrickOut {
    TrickOut {
        leader: t.leader.map(|s| s.letter().to_string()).unwrap_or_default(),
        cards: t
            .cards()
            .map(|(seat, c)| PlayOutCard {
                seat,
                card: format!("{c:#}"),
            })
            .collect(),
        winner: winner.map(|s| s.letter().to_string()),
    }
}

fn cards(set: CardSet) -> Vec<String> {
    set.iter().map(|c| format!("{c:#}")).collect()
}

/// The word for an irregular play: `out-of-turn`, `revoke`,
/// `breaks-lead-restriction`, `breaks-play-restriction`,
/// `penalty-card-not-played`, `lead-out-of-turn-accepted`.
pub fn irregularity(i: PlayIrregularity) -> &'static str {
    match i {
        PlayIrregularity::OutOfTurn { .. } => "out-of-turn",
        PlayIrregularity::Revoke => "revoke",
        PlayIrregularity::BreaksLeadRestriction => "breaks-lead-restriction",
        PlayIrregularity::BreaksPlayRestriction => "breaks-play-restriction",
        PlayIrregularity::PenaltyCardNotPlayed => "penalty-card-not-played",
        PlayIrregularity::LeadOutOfTurnAccepted => "lead-out-of-turn-accepted",
    }
}

/// A card still to be named while a ruling waits: dummy's card after a
/// Law 46 question, or which penalty card a defender plays (Law 50(a)).
/// Returns the ruling's index, the hand to play and the cards that may be
/// named.
pub fn designation(table: &Table) -> Option<(usize, Seat, Vec<Card>)> {
    let (index, _) = table.pending()?;
    let (seat, cards) = table.pending_card()?;
    Some((index, seat, cards.iter().collect()))
}

/// The play for the report.
pub fn play_out(table: &Table, play: &BridgePlay) -> PlayOut {
    let won = play.won();
    let declarer = play.contract().declarer.side();
    PlayOut {
        tricks: play
            .tricks()
            .iter()
            .map(|(t, w)| trick_out(t, Some(*w)))
            .collect(),
        current: (!play.current().is_empty()).then(|| trick_out(play.current(), None)),
        turn: play.turn().map(|s| s.letter().to_string()),
        player: play.player().map(|s| s.letter().to_string()),
        legal_plays: cards(play.legal_plays()),
        restriction: play.restriction().map(|r| match r {
            LeadRestriction::Require { seat, suit } => RestrictionOut {
                kind: "require",
                seat: seat.letter().to_string(),
                suit: suit.letter().to_string(),
            },
            // The suits' letters, spades first: one or more (duplicate
            // Law 51B2(b)).
            LeadRestriction::Prohibit { seat, suits } => RestrictionOut {
                kind: "prohibit",
                seat: seat.letter().to_string(),
                suit: suits.letters(),
            },
        }),
        irregular_plays: play
            .record()
            .iter()
            .filter_map(|p| {
                p.irregularity.map(|i| IrregularOut {
                    seat: p.seat.letter().to_string(),
                    card: format!("{:#}", p.card),
                    kind: irregularity(i),
                    trick: p.trick + 1,
                })
            })
            .collect(),
        declarer_tricks: won[declarer],
        defender_tricks: won[declarer.opponents()],
        over: play.is_over(),
        penalty_cards: penalty_cards(play)
            .into_iter()
            .map(|(s, c)| PenaltyCardOut {
                seat: s.letter().to_string(),
                card: format!("{c:#}"),
                minor: play.minor_penalty_cards().contains(c),
            })
            .collect(),
        designation: designation(table).map(|(index, seat, cards)| DesignationOut {
            ruling: index + 1,
            chooser: table.pending().and_then(|(_, r)| match r.chooser {
                Some(tablelaw::Chooser::Seat(s)) => Some(s.letter().to_string()),
                Some(tablelaw::Chooser::Defenders) => Some("defenders".to_owned()),
                _ => None,
            }),
            seat: seat.letter().to_string(),
            cards: cards.iter().map(|c| format!("{c:#}")).collect(),
        }),
    }
}

/// The score, for `--json`.
#[derive(Debug, Serialize)]
pub struct ScoreOut {
    /// The entries on the score sheet, in the order scored.
    pub entries: Vec<EntryOut>,
    /// Each side's total: all its points, above and below the line.
    pub totals: TotalsOut,
}

/// One entry on the score sheet.
#[derive(Debug, Serialize)]
pub struct EntryOut {
    /// `NS` or `EW`: the side that scores it.
    pub side: Side,
    /// `above` (premiums) or `below` (trick points) the line.
    pub line: Line,
    /// What it is for, e.g. `trick-score`, `overtricks`, `undertricks`.
    pub kind: ScoreKind,
    /// The points, never negative.
    pub points: i32,
    /// The law, e.g. `81`.
    pub law: String,
}

/// Both sides' totals.
#[derive(Debug, Serialize)]
pub struct TotalsOut {
    /// North-South.
    #[serde(rename = "NS")]
    pub ns: i32,
    /// East-West.
    #[serde(rename = "EW")]
    pub ew: i32,
}

/// The score for the JSON report.
pub fn score_out(rubber: &Rubber) -> ScoreOut {
    ScoreOut {
        entries: rubber
            .entries()
            .iter()
            .map(|e| EntryOut {
                side: e.side,
                line: e.line,
                kind: e.kind,
                points: e.points,
                law: e.citation.path(),
            })
            .collect(),
        totals: TotalsOut {
            ns: rubber.total(Side::NorthSouth),
            ew: rubber.total(Side::EastWest),
        },
    }
}

/// The duplicate score of a deal, for `--json` (Law 77).
#[derive(Debug, Serialize)]
pub struct DuplicateOut {
    /// The edition, e.g. `duplicate-2017`.
    pub edition: String,
    /// The declaring side; `null` for a passed-out board.
    pub declaring_side: Option<String>,
    /// Whether the declaring side was vulnerable.
    pub vulnerable: bool,
    /// The tricks won by the declaring side.
    pub tricks: u8,
    /// The parts of the score, from the declaring side's point of view.
    pub items: Vec<ItemOut>,
    /// The total for the declaring side (negative when set); 0 when passed out.
    pub total: i32,
}

/// The duplicate score for `--json`.
pub fn duplicate_out(s: &tablelaw::score::DuplicateScore) -> DuplicateOut {
    DuplicateOut {
        edition: tablelaw::CodeId::from(s.edition()).to_string(),
        declaring_side: s.declaring_side().map(|side| side.to_string()),
        vulnerable: s.vulnerable(),
        tricks: s.tricks(),
        items: items_out(s),
        total: s.total(),
    }
}

/// One part of a duplicate score.
#[derive(Debug, Serialize)]
pub struct ItemOut {
    /// What the points are for.
    pub kind: tablelaw::score::ScoreKind,
    /// The points, from the declaring side's point of view.
    pub points: i32,
    /// The law, e.g. `77`.
    pub law: String,
}

/// The parts of a duplicate score.
pub fn items_out(score: &tablelaw::score::DuplicateScore) -> Vec<ItemOut> {
    score
        .items()
        .iter()
        .map(|i| ItemOut {
            kind: i.kind,
            points: i.points,
            law: i.citation.path(),
        })
        .collect()
}

fn vulnerable(v: tablelaw::score::Vulnerability) -> String {
    use tablelaw::score::Vulnerability as V;
    match v {
        V::Neither => "none",
        V::NorthSouth => "NS",
        V::EastWest => "EW",
        V::Both => "both",
    }
    .to_owned()
}

impl super::GamePart for ContractBridge {
    const KEY: &'static str = "contract_bridge";
    fn part(table: &Table) -> Value {
        serde_json::to_value(part(table)).unwrap_or(Value::Null)
    }
}
