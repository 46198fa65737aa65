//! `tablelaw score`: the duplicate and rubber scoring laws on the command
//! line.
//!
//! - `contract CONTRACT DECLARER TRICKS`: the Law 77 score, part by part;
//! - `imps DIFF` or `imps SCORE SCORE`: IMPs for a difference (Law 78B);
//! - `matchpoints SCORE...`: each score's matchpoints on a board (Law 78A);
//! - `board N`: the board's dealer and vulnerability (Law 2);
//! - `session FILE.pbn`: a session's results read from a PBN file's
//!   ScoreTables, scored again (Laws 77, 78, 12C), each row that disagrees
//!   named by line and column, and the standings ([`session`]);
//! - `rubber DEAL...`: a rubber scored from its deals' results (rubber Laws
//!   72-74, 80 and 81), the score sheet drawn by
//!   [`render::rubber_sheet`](crate::render::rubber_sheet).
//!
//! Each prints a few lines for people, or with `--json` one JSON object
//! whose field names are a contract (see README.md). Bad input is refused
//! by the argument readers in [`parse`] (and a rubber's deals by
//! [`rubber`]), with status 2.

mod parse;
mod rubber;
mod session;

use std::fmt::Write as _;
use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Args, Subcommand, ValueEnum};
use serde::Serialize;
use tablelaw::score::{
    DuplicateEdition, DuplicateScore, RedoubledInsult, RubberOptions, UnfinishedPartscore,
    Vulnerability, board_dealer, imps,
};
use tablelaw::{Bid, Contract, Doubling, Seat, Side};

use crate::render::finish;

/// `tablelaw score` and its options.
#[derive(Debug, Args)]
pub struct ScoreArgs {
    #[command(subcommand)]
    what: ScoreCommand,

    /// Print one JSON object instead of text.
    #[arg(long, global = true)]
    json: bool,

    /// Write suits as letters (S H D C) and use ASCII marks only.
    #[arg(long, global = true)]
    plain: bool,

    /// The edition of the Laws of Duplicate Bridge to cite (both are scored
    /// alike; default duplicate-2017). Not for `rubber`, which scores by the
    /// rubber laws.
    #[arg(long, global = true, value_enum, value_name = "CODE")]
    laws: Option<Laws>,
}

#[derive(Debug, Subcommand)]
enum ScoreCommand {
    /// The Law 77 score of a contract: each part and the total.
    Contract {
        /// The contract: level, denomination, X or XX (4HX, 3NT, 7SXX).
        #[arg(value_parser = parse::contract)]
        contract: (Bid, Doubling),
        /// Declarer's seat: N, E, S or W.
        #[arg(value_parser = parse::seat)]
        declarer: Seat,
        /// The tricks declarer's side took, 0 to 13.
        #[arg(value_parser = parse::tricks)]
        tricks: u8,
        /// Which sides are vulnerable.
        #[arg(long, value_enum, default_value_t = Vulnerable::None)]
        vulnerable: Vulnerable,
    },
    /// International matchpoints for a difference, or for SCORE less SCORE (Law 78B).
    Imps {
        /// A difference in points (DIFF), or two scores from the same side's
        /// point of view (SCORE SCORE: the first less the second).
        #[arg(
            value_name = "POINTS",
            num_args = 1..=2,
            required = true,
            allow_negative_numbers = true,
            value_parser = parse::points
        )]
        values: Vec<i32>,
    },
    /// Each score's matchpoints and percentage on a board (Law 78A).
    Matchpoints {
        /// The board's scores, all from the same direction's point of view.
        #[arg(
            value_name = "SCORE",
            num_args = 1..,
            required = true,
            allow_negative_numbers = true,
            value_parser = parse::points
        )]
        scores: Vec<i32>,
    },
    /// A board's dealer and vulnerability (Law 2).
    Board {
        /// The board number, from 1.
        #[arg(value_parser = parse::board)]
        number: u32,
    },
    /// A rubber scored from its deals' results (rubber Laws 72-74, 80, 81):
    /// the score sheet, the totals, the winner and the margin.
    ///
    /// Each deal is one argument (in quotes), or one line of --file:
    /// `CONTRACT DECLARER TRICKS [honours NS|EW [150]]`, or `pass` for a
    /// deal passed out. `honours SIDE` is four trump honours in one hand
    /// of SIDE (100), `honours SIDE 150` all five; at notrump `honours
    /// SIDE` is the four aces (150).
    #[command(
        override_usage = "tablelaw score rubber [OPTIONS] <DEAL>...\n       tablelaw score rubber [OPTIONS] --file <PATH>",
        after_help = "Example: tablelaw score rubber \"4S N 10\" \"2H E 8\" \"3NT S 10 honours NS\""
    )]
    Rubber {
        /// The deals' results in order, one an argument: `"4S N 10"`,
        /// `"3NTX E 8 honours EW"`, `pass`.
        #[arg(value_name = "DEAL", required_unless_present = "file")]
        deals: Vec<String>,
        /// Read the deals from a text file, one a line (`-` for standard
        /// input); `#` starts a comment, blank lines are skipped.
        #[arg(long, value_name = "PATH", conflicts_with = "deals")]
        file: Option<PathBuf>,
        /// End the rubber unfinished after the deals if no side has won it
        /// (Law 80): 300 for a side's game, a premium for a partscore.
        #[arg(long)]
        unfinished: bool,
        /// The premium for making a redoubled contract (Law 81).
        #[arg(long, value_enum, default_value_t = Points::Hundred, value_name = "POINTS")]
        redoubled_insult: Points,
        /// The premium for a partscore in the unfinished game of an
        /// unfinished rubber (Law 80).
        #[arg(long, value_enum, default_value_t = Points::Fifty, value_name = "POINTS")]
        unfinished_partscore: Points,
    },
    /// A session's results from a PBN file's ScoreTables (PBN 2.1 §5.9),
    /// scored again by Laws 77, 78 and 12C: each row whose score,
    /// matchpoints, percentage or IMPs disagree with the file is named by
    /// line and column as it is found, then the standings. Exit status 1
    /// where a row disagrees or cannot be read.
    Session {
        /// The PBN file (`-` for standard input).
        file: PathBuf,
        /// The form of scoring; by default the file's Scoring tag, else
        /// its columns (MP or Percentage: matchpoints; IMP: cross-IMPs).
        #[arg(long, value_enum)]
        scoring: Option<SessionScoring>,
        /// Rank North-South and East-West apart (a Mitchell, where the same
        /// number names a pair in each direction).
        #[arg(long)]
        by_direction: bool,
    },
}

/// The forms of scoring of a session (Law 78).
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
enum SessionScoring {
    /// Matchpoints (Law 78A).
    Matchpoints,
    /// IMPs between two teams (Law 78B).
    Imps,
    /// Cross-IMPs (Law 78D), averaged over the comparisons.
    CrossImps,
    /// Butler (Law 78D): IMPs against the board's datum.
    Butler,
    /// Total points (Law 78C).
    TotalPoints,
}

impl SessionScoring {
    fn scoring(self) -> tablelaw::score::session::Scoring {
        use tablelaw::score::session::Scoring;
        match self {
            SessionScoring::Matchpoints => Scoring::Matchpoints,
            SessionScoring::Imps => Scoring::Imps,
            SessionScoring::CrossImps => Scoring::CrossImps,
            SessionScoring::Butler => Scoring::Butler,
            SessionScoring::TotalPoints => Scoring::TotalPoints,
        }
    }
}

/// A premium whose value the rubber sources disagree on: 50 or 100.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
enum Points {
    /// 50 points.
    #[value(name = "50")]
    Fifty,
    /// 100 points.
    #[value(name = "100")]
    Hundred,
}

/// The editions whose scoring laws the command cites.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
enum Laws {
    /// The Laws of Duplicate Bridge, 2017.
    #[value(name = "duplicate-2017")]
    Duplicate2017,
    /// The Laws of Duplicate Bridge, 2007.
    #[value(name = "duplicate-2007")]
    Duplicate2007,
}

impl Laws {
    fn edition(self) -> DuplicateEdition {
        match self {
            Laws::Duplicate2017 => DuplicateEdition::Laws2017,
            Laws::Duplicate2007 => DuplicateEdition::Laws2007,
        }
    }
}

/// Which sides are vulnerable.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
enum Vulnerable {
    /// Neither side.
    #[value(alias = "neither")]
    None,
    /// North-South.
    Ns,
    /// East-West.
    Ew,
    /// Both sides.
    #[value(alias = "all")]
    Both,
}

impl Vulnerable {
    fn of(v: Vulnerability) -> Vulnerable {
        match v {
            Vulnerability::Neither => Vulnerable::None,
            Vulnerability::NorthSouth => Vulnerable::Ns,
            Vulnerability::EastWest => Vulnerable::Ew,
            Vulnerability::Both => Vulnerable::Both,
        }
    }

    fn id(self) -> &'static str {
        match self {
            Vulnerable::None => "none",
            Vulnerable::Ns => "ns",
            Vulnerable::Ew => "ew",
            Vulnerable::Both => "both",
        }
    }

    fn words(self) -> &'static str {
        match self {
            Vulnerable::None => "neither side vulnerable",
            Vulnerable::Ns => "North-South vulnerable",
            Vulnerable::Ew => "East-West vulnerable",
            Vulnerable::Both => "both sides vulnerable",
        }
    }

    fn is(self, side: Side) -> bool {
        matches!(
            (self, side),
            (Vulnerable::Both, _)
                | (Vulnerable::Ns, Side::NorthSouth)
                | (Vulnerable::Ew, Side::EastWest)
        )
    }
}

/// Both sides' values, as `{ "NS": …, "EW": … }`.
#[derive(Debug, Serialize)]
struct Sides<T> {
    #[serde(rename = "NS")]
    ns: T,
    #[serde(rename = "EW")]
    ew: T,
}

fn side_name(side: Side) -> &'static str {
    match side {
        Side::NorthSouth => "North-South",
        Side::EastWest => "East-West",
    }
}

/// Runs `tablelaw score`.
pub fn run(args: ScoreArgs) -> ExitCode {
    let edition = args.laws.unwrap_or(Laws::Duplicate2017).edition();
    if let ScoreCommand::Session {
        file,
        scoring,
        by_direction,
    } = &args.what
    {
        return session::run(
            file,
            scoring.map(|s| s.scoring()),
            *by_direction,
            edition,
            args.json,
            args.plain,
        );
    }
    let (text, json) = match args.what {
        ScoreCommand::Contract {
            contract: (bid, doubling),
            declarer,
            tricks,
            vulnerable,
        } => {
            let contract = Contract {
                bid,
                doubling,
                declarer,
            };
            let vul = vulnerable.is(declarer.side());
            match DuplicateScore::try_new(edition, &contract, vul, tricks) {
                Ok(score) => contract_out(&score, vulnerable),
                Err(e) => {
                    // The readers refuse what try_new refuses; say so if not.
                    eprintln!("error: {e}");
                    return ExitCode::from(2);
                }
            }
        }
        ScoreCommand::Imps { values } => imps_out(edition, &values),
        ScoreCommand::Matchpoints { scores } => matchpoints_out(edition, &scores),
        ScoreCommand::Board { number } => board_out(edition, number),
        ScoreCommand::Session { .. } => return ExitCode::from(2),
        ScoreCommand::Rubber {
            deals,
            file,
            unfinished,
            redoubled_insult,
            unfinished_partscore,
        } => {
            if args.laws.is_some() {
                eprintln!(
                    "error: --laws chooses the edition of the duplicate laws cited; `score rubber` scores by the rubber laws (Laws of Contract Bridge, 1993)\nhint: leave out --laws"
                );
                return ExitCode::from(2);
            }
            let options = RubberOptions {
                redoubled_insult: match redoubled_insult {
                    Points::Fifty => RedoubledInsult::Fifty,
                    Points::Hundred => RedoubledInsult::Hundred,
                },
                unfinished_partscore: match unfinished_partscore {
                    Points::Fifty => UnfinishedPartscore::Fifty,
                    Points::Hundred => UnfinishedPartscore::Hundred,
                },
            };
            let deals = match file {
                Some(path) => rubber::read(&path),
                None => Ok(deals
                    .iter()
                    .map(|d| rubber::DealText::argument(d))
                    .collect()),
            };
            match deals.and_then(|d| rubber::score(&d, options, unfinished)) {
                Ok(r) => (
                    crate::render::rubber_sheet::render(&r, args.plain),
                    rubber::json(&r),
                ),
                Err(message) => {
                    eprintln!("error: {message}");
                    return ExitCode::from(2);
                }
            }
        }
    };
    if args.json {
        println!("{json}");
    } else {
        print!("{}", finish(text, args.plain));
    }
    ExitCode::SUCCESS
}

/// A number with its sign, `0` without one.
fn signed(n: i64) -> String {
    if n == 0 {
        "0".to_owned()
    } else {
        format!("{n:+}")
    }
}

fn to_json<T: Serialize>(value: &T) -> String {
    serde_json::to_string_pretty(value).unwrap_or_else(|e| format!("{{\"error\": \"{e}\"}}"))
}

/// The contract as the JSON writes it: `4HX`.
fn contract_letters(c: &Contract) -> String {
    let x = match c.doubling {
        Doubling::Undoubled => "",
        Doubling::Doubled => "X",
        Doubling::Redoubled => "XX",
    };
    format!("{:#}{x}", c.bid)
}

#[derive(Debug, Serialize)]
struct ContractOut {
    laws: String,
    contract: String,
    declarer: Seat,
    declaring_side: Side,
    vulnerability: &'static str,
    vulnerable: bool,
    tricks: u8,
    result: i32,
    made: bool,
    items: Vec<tablelaw_formats::report::ItemOut>,
    total: i32,
    scores: Sides<i32>,
    law: String,
    citation: String,
}

fn contract_out(score: &DuplicateScore, vulnerable: Vulnerable) -> (String, String) {
    // try_new gives a score with a contract.
    let Some(c) = score.contract() else {
        return (String::new(), String::new());
    };
    let side = c.declarer.side();
    let needed = i32::from(c.bid.level) + 6;
    let result = i32::from(score.tricks()) - needed;
    let made = result >= 0;
    let verdict = match result {
        0 => "made".to_owned(),
        1 => "made, with 1 overtrick".to_owned(),
        r if r > 1 => format!("made, with {r} overtricks"),
        r => format!("down {}", -r),
    };
    let mut text = format!(
        "{c}, {}, {} tricks: {verdict}\n",
        if score.vulnerable() {
            "vulnerable"
        } else {
            "not vulnerable"
        },
        score.tricks()
    );
    let _ = writeln!(
        text,
        "Score ({}), for the declaring side, {}:",
        score.citation(),
        side_name(side)
    );
    for item in score.items() {
        let _ = writeln!(text, "  {:>+6}  {}", item.points, item.kind);
    }
    let _ = writeln!(text, "  {:>+6}  total", score.total());
    let _ = writeln!(
        text,
        "North-South {:+}, East-West {:+}",
        score.score_for(Side::NorthSouth),
        score.score_for(Side::EastWest)
    );
    let out = ContractOut {
        laws: score.edition().to_string(),
        contract: contract_letters(&c),
        declarer: c.declarer,
        declaring_side: side,
        vulnerability: vulnerable.id(),
        vulnerable: score.vulnerable(),
        tricks: score.tricks(),
        result,
        made,
        items: tablelaw_formats::report::items_out(score),
        total: score.total(),
        scores: Sides {
            ns: score.score_for(Side::NorthSouth),
            ew: score.score_for(Side::EastWest),
        },
        law: score.citation().path(),
        citation: score.citation().to_string(),
    };
    (text, to_json(&out))
}

#[derive(Debug, Serialize)]
struct ImpsOut {
    laws: String,
    scores: Option<[i32; 2]>,
    difference: i64,
    imps: i32,
    law: String,
    citation: String,
}

fn imps_out(edition: DuplicateEdition, values: &[i32]) -> (String, String) {
    let law = edition.cite(78, "B");
    let (scores, difference) = match *values {
        [a, b] => (Some([a, b]), i64::from(a) - i64::from(b)),
        [d, ..] => (None, i64::from(d)),
        [] => (None, 0),
    };
    let clamped =
        i32::try_from(difference).unwrap_or(if difference < 0 { i32::MIN } else { i32::MAX });
    let n = imps(clamped);
    let unit = if n.abs() == 1 { "IMP" } else { "IMPs" };
    let mut text = match scores {
        Some([a, b]) if b < 0 => format!("{a} - ({b}) = {}", signed(difference)),
        Some([a, b]) => format!("{a} - {b} = {}", signed(difference)),
        None => format!("a difference of {}", signed(difference)),
    };
    let _ = writeln!(text, ": {} {unit} ({law})", signed(i64::from(n)));
    let out = ImpsOut {
        laws: edition.to_string(),
        scores,
        difference,
        imps: n,
        law: law.path(),
        citation: law.to_string(),
    };
    (text, to_json(&out))
}

#[derive(Debug, Serialize)]
struct MatchpointsOut {
    laws: String,
    top: u32,
    scores: Vec<MatchpointOut>,
    law: String,
    citation: String,
}

#[derive(Debug, Serialize)]
struct MatchpointOut {
    score: i32,
    matchpoints: u32,
    percentage: Option<f64>,
}

fn matchpoints_out(edition: DuplicateEdition, scores: &[i32]) -> (String, String) {
    let law = edition.cite(78, "A");
    let mp = tablelaw::score::matchpoints(scores);
    let top = mp.first().map_or(0, |m| m.top);
    let plural = if scores.len() == 1 { "" } else { "s" };
    let mut text = format!(
        "Matchpoints ({law}): {} score{plural}, top {top}: two for each score beaten, one for each score equal\n",
        scores.len()
    );
    if top == 0 {
        text.push_str("  (one score: there is no other score to compare it with)\n");
    }
    text.push_str("   score  matchpoints  percentage\n");
    let mut rows = Vec::new();
    for (&score, m) in scores.iter().zip(&mp) {
        // Two decimals, so that the JSON reads as the text does.
        let pct = m.percentage().map(|p| (p * 100.0).round() / 100.0);
        let shown = pct.map_or_else(|| "-".to_owned(), |p| format!("{p:.2}%"));
        let _ = writeln!(text, "  {score:>6}  {:>11}  {shown:>10}", m.units);
        rows.push(MatchpointOut {
            score,
            matchpoints: m.units,
            percentage: pct,
        });
    }
    let out = MatchpointsOut {
        laws: edition.to_string(),
        top,
        scores: rows,
        law: law.path(),
        citation: law.to_string(),
    };
    (text, to_json(&out))
}

#[derive(Debug, Serialize)]
struct BoardOut {
    laws: String,
    board: u32,
    dealer: Seat,
    vulnerability: &'static str,
    vulnerable: Sides<bool>,
    law: String,
    citation: String,
}

fn board_out(edition: DuplicateEdition, number: u32) -> (String, String) {
    let law = edition.cite(2, "");
    let dealer = board_dealer(number);
    let v = Vulnerable::of(Vulnerability::of_board(number));
    let text = format!(
        "Board {number}: dealer {}, {} ({law})\n",
        dealer.name(),
        v.words()
    );
    let out = BoardOut {
        laws: edition.to_string(),
        board: number,
        dealer,
        vulnerability: v.id(),
        vulnerable: Sides {
            ns: v.is(Side::NorthSouth),
            ew: v.is(Side::EastWest),
        },
        law: law.path(),
        citation: law.to_string(),
    };
    (text, to_json(&out))
}
