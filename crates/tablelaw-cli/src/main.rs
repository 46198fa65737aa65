//! The `tablelaw` command.
//!
//! `tablelaw rule` referees a table from a script of what happened at it
//! (calls, changes, elections, exposed cards, the director's findings) and
//! prints the rulings with their law citations, what is pending and for
//! whom, the penalties in force, the outcome of the auction, the play and
//! the deal's score. `tablelaw score` applies the duplicate scoring laws to
//! a contract, a difference in points, a board's scores or its number, and
//! the rubber laws to a rubber's deals.
//!
//! The modules split the work by meaning: [`rule`](mod@rule) referees a script of
//! any code through the one referee interface; [`run`] tells the user what
//! stopped a script; [`render`] writes the report for people, one renderer
//! a game, with [`play`] and [`sheet`] (the deal's score) for contract
//! bridge; the JSON report is the one of every game
//! (`tablelaw_formats::report`); [`report`] holds what `--compare` adds to
//! it; [`interactive`] is contract bridge's prompt and [`prompt`] every
//! other code's; [`score`] is `tablelaw score`; [`check`] is `tablelaw
//! check`; [`simulate`] is `tablelaw simulate`; [`compare`] is `tablelaw
//! rule --compare`; [`serve`] is `tablelaw serve` (the `tablelaw-serve`
//! crate).

mod check;
mod compare;
mod interactive;
mod lines;
mod play;
mod prompt;
mod render;
mod report;
mod rule;
mod run;
mod score;
mod serve;
mod sheet;
mod simulate;

use std::io::{IsTerminal, Read};
use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Args, Parser, Subcommand};
use tablelaw::CodeId;
use tablelaw_formats::script;

/// Referee card games by their written laws.
#[derive(Debug, Parser)]
#[command(name = "tablelaw", version, about, long_about = None)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Referee a table from a script: rulings, options, penalties, outcome.
    ///
    /// The script is read from FILE, from the text given with -e, or from
    /// standard input (FILE `-`, or no FILE when input is piped). With no
    /// script and a terminal on standard input, or with --interactive,
    /// a prompt reads one line at a time.
    Rule(RuleArgs),
    /// Score by the duplicate laws: a contract (Law 77), IMPs (Law 78B),
    /// matchpoints (Law 78A), a board's dealer and vulnerability (Law 2);
    /// and a whole rubber by the rubber laws (Laws 72-74, 80, 81).
    Score(score::ScoreArgs),
    /// Check PBN and LIN records against the laws: auctions, contracts,
    /// declarers, play, results and scores.
    Check(check::CheckArgs),
    /// Play random complete deals under a code of laws, from the first
    /// call to the score, and report deals a second and a summary; with
    /// --irregular, mix in irregular events and referee them.
    Simulate(simulate::SimulateArgs),
    /// Serve a table on a screen: the page (bidding box, rulings as
    /// buttons, undo) and its JSON API, every event kept in a database.
    Serve(serve::ServeArgs),
}

#[derive(Debug, Args)]
struct RuleArgs {
    /// The script to referee (`-` for standard input).
    #[arg(value_name = "FILE")]
    file: Option<PathBuf>,

    /// The script text itself, newlines included, instead of a file.
    #[arg(
        short = 'e',
        long = "script",
        value_name = "TEXT",
        conflicts_with = "file"
    )]
    script: Option<String>,

    /// Print one JSON object instead of the report for people.
    #[arg(long, conflicts_with = "interactive")]
    json: bool,

    /// Write suits as letters (S H D C) and use ASCII marks only.
    #[arg(long)]
    plain: bool,

    /// The code of laws to referee under, overriding the script's `laws`
    /// line: rubber, duplicate-2017, duplicate-2007, auction-bridge, bridge-whist or euchre. A script without a
    /// `laws` line is refereed under duplicate-2017.
    #[arg(long, value_name = "CODE")]
    laws: Option<CodeId>,

    /// Read events one line at a time at a prompt (after FILE, if given).
    #[arg(short = 'i', long)]
    interactive: bool,

    /// Referee the script under each code (rubber, duplicate-2017,
    /// duplicate-2007) and show the rulings side by side: for each
    /// irregular event, the law, who chooses, the options and the outcome
    /// under each code. A code that cannot take an event (an election it
    /// does not offer) stops there and says so; the others go on.
    #[arg(long, conflicts_with_all = ["laws", "interactive"])]
    compare: bool,
}

fn main() -> ExitCode {
    quiet_on_closed_pipe();
    let cli = Cli::parse();
    match cli.command {
        Command::Rule(args) => rule(args),
        Command::Score(args) => score::run(args),
        Command::Check(args) => check::run(args),
        Command::Simulate(args) => simulate::run(args),
        Command::Serve(args) => serve::run(args),
    }
}

/// When the reader of standard output goes away (`tablelaw check … | head`),
/// the next print fails with a broken pipe: end quietly with the status a
/// shell gives a program stopped by SIGPIPE, as command-line tools do,
/// rather than report a panic.
fn quiet_on_closed_pipe() {
    let default = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        let message = info
            .payload()
            .downcast_ref::<String>()
            .map(String::as_str)
            .or_else(|| info.payload().downcast_ref::<&str>().copied())
            .unwrap_or_default();
        if message.contains("Broken pipe") {
            std::process::exit(141);
        }
        default(info);
    }));
}

/// Where the script comes from.
enum Source {
    /// A file, by name.
    File(PathBuf),
    /// The `-e` text.
    Text(String),
    /// Standard input, piped.
    Stdin,
    /// Nothing: only the prompt.
    None,
}

/// The largest script read, in bytes (16 MiB): a script is a deal's events,
/// a few kilobytes; anything larger is refused, in flat memory.
const SCRIPT_LIMIT: u64 = 16 << 20;

/// Reads a script of at most [`SCRIPT_LIMIT`] bytes: the text, or what is
/// wrong with it (too large; not UTF-8, with the line and column of the
/// first byte that is not).
fn read_script(input: impl Read, name: &str) -> std::io::Result<Result<String, String>> {
    let mut bytes = Vec::new();
    input.take(SCRIPT_LIMIT + 1).read_to_end(&mut bytes)?;
    if bytes.len() as u64 > SCRIPT_LIMIT {
        return Ok(Err(format!(
            "`{name}` is larger than {} MiB, the most a script may be; is it a script?",
            SCRIPT_LIMIT >> 20
        )));
    }
    Ok(String::from_utf8(bytes).map_err(|e| {
        let valid = &e.as_bytes()[..e.utf8_error().valid_up_to()];
        let line = valid.iter().filter(|&&b| b == b'\n').count() + 1;
        let start = valid.iter().rposition(|&b| b == b'\n').map_or(0, |i| i + 1);
        let column = String::from_utf8_lossy(&valid[start..]).chars().count() + 1;
        format!("{name}:{line}:{column}: not valid UTF-8; save the script as UTF-8 text")
    }))
}

fn rule(args: RuleArgs) -> ExitCode {
    let stdin_is_terminal = std::io::stdin().is_terminal();
    let source = match (&args.script, &args.file) {
        (Some(text), _) => Source::Text(text.clone()),
        (None, Some(path)) if path.as_os_str() == "-" => Source::Stdin,
        (None, Some(path)) => Source::File(path.clone()),
        (None, None) if args.interactive || stdin_is_terminal => Source::None,
        (None, None) => Source::Stdin,
    };
    if args.interactive && matches!(source, Source::Stdin) {
        eprintln!(
            "error: --interactive reads its lines from standard input, so the script cannot come from there too\nhint: give the script as a FILE or with -e, or pipe the lines to `tablelaw rule --interactive`"
        );
        return ExitCode::from(2);
    }
    let (name, text) = match source {
        Source::File(path) => {
            let name = path.display().to_string();
            let read = std::fs::File::open(&path).and_then(|f| read_script(f, &name));
            match read {
                Ok(Ok(text)) => (name, Some(text)),
                Ok(Err(message)) => {
                    eprintln!("error: {message}");
                    return ExitCode::from(2);
                }
                Err(e) => {
                    eprintln!("error: cannot read `{name}`: {e}");
                    return ExitCode::from(2);
                }
            }
        }
        Source::Text(text) => ("<script>".to_owned(), Some(text)),
        Source::Stdin => match read_script(std::io::stdin().lock(), "<stdin>") {
            Ok(Ok(text)) => ("<stdin>".to_owned(), Some(text)),
            Ok(Err(message)) => {
                eprintln!("error: {message}");
                return ExitCode::from(2);
            }
            Err(e) => {
                eprintln!("error: cannot read standard input: {e}");
                return ExitCode::from(2);
            }
        },
        Source::None => ("<prompt>".to_owned(), None),
    };
    if args.compare {
        let Some(text) = &text else {
            eprintln!(
                "error: --compare needs a script\nhint: give it as a FILE, with -e, or on standard input"
            );
            return ExitCode::from(2);
        };
        return match compare::compare(text) {
            Ok(c) => {
                if args.json {
                    println!("{}", compare::to_json(&c));
                } else {
                    print!("{}", compare::render(&c, args.plain));
                }
                ExitCode::SUCCESS
            }
            Err(failure) => {
                eprint!("{}", failure.display(&name, text));
                ExitCode::from(2)
            }
        };
    }
    let code = args
        .laws
        .or_else(|| text.as_deref().and_then(script::code_of))
        .unwrap_or(CodeId::Duplicate2017);
    let interactive = args.interactive || text.is_none();
    if !interactive {
        let Some(text) = text else {
            return ExitCode::SUCCESS;
        };
        return rule::rule(&name, &text, args.laws, args.json, args.plain);
    }
    if !code.is_contract_bridge() {
        return prompt_for(code, &name, text.as_deref(), args.plain);
    }
    let table = match &text {
        Some(text) => match run::referee(text, args.laws) {
            Ok(table) => Some(table),
            Err(failure) => {
                // Quoted as written: the user's text and the reader's
                // expectations, symbols included, whatever --plain says.
                eprint!("{}", failure.display(&name, text));
                return ExitCode::from(2);
            }
        },
        None => None,
    };
    {
        let stdin = std::io::stdin();
        let prompt = stdin.is_terminal();
        let mut out = std::io::stdout();
        return interactive::repl(
            table,
            args.laws,
            args.plain,
            prompt,
            &mut stdin.lock(),
            &mut out,
        );
    }
}

/// The prompt for a code other than contract bridge's, after the script
/// given (if any) is refereed.
fn prompt_for(code: CodeId, name: &str, text: Option<&str>, plain: bool) -> ExitCode {
    let table = match text {
        Some(text) => match rule::referee(name, text, Some(code)) {
            Ok(t) => Some(t),
            Err(message) => {
                eprint!("{message}");
                return ExitCode::from(2);
            }
        },
        None => None,
    };
    let stdin = std::io::stdin();
    let terminal = stdin.is_terminal();
    prompt::repl(
        code,
        table,
        plain,
        terminal,
        &mut stdin.lock(),
        &mut std::io::stdout(),
    )
}
