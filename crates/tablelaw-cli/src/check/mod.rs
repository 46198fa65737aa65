//! `tablelaw check`: referee the boards of PBN and LIN files (and the deals
//! of Euchre Game Notation files) and report where the records and the laws
//! disagree. Findings stream out as they are found (text, or JSON Lines
//! with `--json`); only counts are kept, so memory stays flat whatever
//! their number. Many files are checked on every core ([`parallel`]), the
//! output in the order of a run on one.

mod parallel;
mod sniff;

use std::collections::BTreeMap;
use std::io::{BufRead, BufReader, IsTerminal, Read, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::{Args, ValueEnum};
use indicatif::{ProgressBar, ProgressStyle};
use serde_json::json;
use tablelaw::CodeId;
use tablelaw_formats::check::{Finding, Kind, Mode, ReadFailure, check_lin_each, check_pbn_in};
use tablelaw_formats::egn::check_egn;

/// The arguments of `tablelaw check`.
#[derive(Debug, Args)]
pub struct CheckArgs {
    /// PBN (.pbn), LIN (.lin) and Euchre Game Notation (.egn) files, and
    /// directories to search for them; `-` reads standard input (its
    /// format given by --format, or told from its first bytes).
    #[arg(value_name = "FILES_OR_DIRS", required = true)]
    paths: Vec<PathBuf>,

    /// Write JSON Lines instead of lines for people: one object a finding
    /// (`"type": "finding"`) or read error (`"type": "error"`), as found,
    /// and a last one with the totals (`"type": "summary"`).
    #[arg(long)]
    json: bool,

    /// The code of laws to referee under (default duplicate-2017): a
    /// contract-bridge code for PBN and LIN records; EGN records are
    /// refereed under euchre whatever this says.
    #[arg(long, value_name = "CODE", default_value = "duplicate-2017")]
    laws: CodeId,

    /// The format of standard input (`-`): pbn, lin or egn.
    #[arg(long, value_name = "FORMAT")]
    format: Option<Format>,

    /// Hold PBN files to every rule of the PBN 2.1 standard, as its
    /// verifier does: the import format's rules, and the export format's
    /// for a file that says `% EXPORT`; each finding names the section.
    #[arg(long)]
    strict: bool,

    /// How many files to check at once (default: one a core); the output
    /// is the same, in the same order, whatever the number.
    #[arg(long, short = 'j', value_name = "N", value_parser = clap::value_parser!(u16).range(1..))]
    jobs: Option<u16>,
}

/// A record format.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
enum Format {
    Pbn,
    Lin,
    Egn,
}

/// The largest EGN file read (64 MiB): a JSON document is read whole.
const EGN_LIMIT: u64 = 64 << 20;

/// A file to check, or a problem found while looking for files.
#[derive(Debug)]
enum Source {
    File(PathBuf),
    Stdin,
    Problem(String, String),
    /// A file that holds no record the check reads, and why.
    Skipped(String, String),
}

/// Collects the files to check: files named as given, directories searched
/// recursively in name order, following links; a file whose extension is
/// none of `.pbn`, `.lin`, `.egn` and `.emn` (and `format`, --format, not
/// given) is told by its first bytes ([`sniff`]) and skipped, with why, if
/// it holds none of them; a link that loops back to a directory above it
/// is reported once and not followed.
fn collect(path: &Path, format: Option<Format>, out: &mut Vec<Source>) {
    let file = |path: PathBuf| match format_of(&path).or(format) {
        Some(_) => Source::File(path),
        None => match sniff::file(&path) {
            Ok(_) => Source::File(path),
            Err(why) => Source::Skipped(path.display().to_string(), why),
        },
    };
    if path == Path::new("-") {
        out.push(Source::Stdin);
        return;
    }
    if !path.is_dir() {
        // A file named that cannot be opened is reported when it is checked.
        match std::fs::metadata(path) {
            Ok(_) => out.push(file(path.to_path_buf())),
            Err(_) => out.push(Source::File(path.to_path_buf())),
        }
        return;
    }
    let walk = walkdir::WalkDir::new(path)
        .follow_links(true)
        .sort_by_file_name();
    for entry in walk {
        match entry {
            Ok(e) if e.file_type().is_file() => out.push(file(e.into_path())),
            Ok(_) => {}
            Err(e) => {
                let at = e
                    .path()
                    .map_or_else(|| path.display().to_string(), |p| p.display().to_string());
                let why = match e.loop_ancestor() {
                    Some(a) => {
                        format!("a symbolic link loop back to {}: not followed", a.display())
                    }
                    None => format!("cannot be read: {e}"),
                };
                out.push(Source::Problem(at, why));
            }
        }
    }
}

/// A bar of the bytes read on standard error, for a run long enough to
/// want one (over 20 files or 8 MiB) on a terminal; hidden otherwise.
fn progress_bar(files: &[Source]) -> ProgressBar {
    let total: u64 = files
        .iter()
        .filter_map(|f| match f {
            Source::File(p) => std::fs::metadata(p).ok().map(|m| m.len()),
            _ => None,
        })
        .sum();
    if !std::io::stderr().is_terminal() || (files.len() <= 20 && total < 8 << 20) {
        return ProgressBar::hidden();
    }
    let bar = ProgressBar::new(total);
    let style = ProgressStyle::with_template(
        "checking {bar:30} {bytes}/{total_bytes} ({bytes_per_sec}, {eta} left)",
    );
    if let Ok(style) = style {
        bar.set_style(style);
    }
    bar
}

/// A reader that moves the progress bar by the bytes it reads (the PBN
/// reader reads in large blocks, so this costs nothing per board).
struct Counted<'a, R> {
    inner: R,
    progress: &'a ProgressBar,
}

impl<R: Read> Read for Counted<'_, R> {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        let n = self.inner.read(buf)?;
        self.progress.inc(n as u64);
        Ok(n)
    }
}

fn format_of(path: &Path) -> Option<Format> {
    let ext = path.extension()?.to_str()?.to_ascii_lowercase();
    match ext.as_str() {
        "pbn" => Some(Format::Pbn),
        "lin" => Some(Format::Lin),
        "egn" | "emn" => Some(Format::Egn),
        _ => None,
    }
}

/// The format of standard input from its first bytes ([`sniff::bytes`]:
/// JSON, object or array, is EGN), and LIN for anything else that is not
/// empty.
fn sniff(input: &mut impl BufRead) -> Format {
    let head = input.fill_buf().unwrap_or_default();
    sniff::bytes(head, true).unwrap_or(if head.trim_ascii().is_empty() {
        Format::Pbn
    } else {
        Format::Lin
    })
}

/// Where the findings go as they are found, and what is counted of them.
struct Out {
    json: bool,
    stdout: std::io::BufWriter<std::io::Stdout>,
    boards: usize,
    findings: usize,
    errors: usize,
    /// The boards with a finding.
    flagged: usize,
    /// For each kind, its findings and the boards that have one.
    summary: BTreeMap<Kind, (usize, usize)>,
    /// The files skipped, and why.
    skipped: Vec<(String, String)>,
}

/// `1 finding`, `2 findings`.
fn count(n: usize, what: &str) -> String {
    if n == 1 {
        format!("1 {what}")
    } else {
        format!("{n} {what}s")
    }
}

/// A message as written out: the control and bidirectional characters a
/// record's text may bring into it escaped, so that they cannot drive or
/// reorder a terminal.
fn shown(message: &str) -> std::borrow::Cow<'_, str> {
    if message.chars().any(tablelaw_formats::script::needs_escape) {
        tablelaw_formats::script::printable(message, usize::MAX).into()
    } else {
        message.into()
    }
}

impl Out {
    fn error(&mut self, file: &str, line: Option<usize>, column: Option<usize>, message: &str) {
        self.errors += 1;
        let message = shown(message);
        if self.json {
            let e = json!({ "type": "error", "file": file, "line": line,
                            "column": column, "message": message });
            let _ = writeln!(self.stdout, "{e}");
            return;
        }
        let _ = self.stdout.flush();
        match (line, column) {
            (Some(l), Some(c)) => eprintln!("{file}:{l}:{c}: unreadable: {message}"),
            _ => eprintln!("{file}: unreadable: {message}"),
        }
    }

    /// A board checked, with its findings (none for most).
    fn board(&mut self, file: &str, findings: &[Finding]) {
        self.boards += 1;
        if findings.is_empty() {
            return;
        }
        self.flagged += 1;
        let mut kinds: Vec<Kind> = findings.iter().map(|f| f.kind).collect();
        kinds.sort_unstable();
        for (i, &k) in kinds.iter().enumerate() {
            let entry = self.summary.entry(k).or_default();
            entry.0 += 1;
            if i == 0 || kinds[i - 1] != k {
                entry.1 += 1;
            }
        }
        for f in findings {
            self.findings += 1;
            let message = shown(&f.message);
            let _ = if self.json {
                let v = json!({ "type": "finding", "file": file, "line": f.line,
                                "board": f.place.number, "game": f.place.game,
                                "kind": f.kind.as_str(), "message": message });
                writeln!(self.stdout, "{v}")
            } else {
                match f.line {
                    Some(l) => writeln!(
                        self.stdout,
                        "{file}:{l}: {}: {}: {message}",
                        f.place, f.kind
                    ),
                    None => writeln!(self.stdout, "{file}: {}: {}: {message}", f.place, f.kind),
                }
            };
        }
    }

    fn summary(&mut self, files: usize) {
        if self.json {
            let v = json!({
                "type": "summary", "files": files, "boards": self.boards,
                "findings": self.findings, "errors": self.errors,
                "boards_with_findings": self.flagged,
                "summary": self.summary.iter().map(|(k, n)| (k.as_str().to_owned(), json!(n.1)))
                    .collect::<serde_json::Map<_, _>>(),
                "findings_by_kind": self.summary.iter()
                    .map(|(k, n)| (k.as_str().to_owned(), json!(n.0)))
                    .collect::<serde_json::Map<_, _>>(),
                "skipped": self.skipped.iter()
                    .map(|(file, why)| json!({ "file": shown(file), "why": shown(why) }))
                    .collect::<Vec<_>>(),
            });
            let _ = writeln!(self.stdout, "{v}");
        } else {
            let _ = writeln!(
                self.stdout,
                "{files} files, {} boards, {} findings{}{}",
                self.boards,
                self.findings,
                if self.findings == 0 {
                    String::new()
                } else {
                    format!(" in {}", count(self.flagged, "board"))
                },
                if self.errors == 0 {
                    String::new()
                } else {
                    format!(", {} read errors", self.errors)
                }
            );
            for (k, (findings, boards)) in &self.summary {
                let _ = writeln!(
                    self.stdout,
                    "  {k}: {} in {}",
                    count(*findings, "finding"),
                    count(*boards, "board")
                );
            }
            if !self.skipped.is_empty() {
                let _ = writeln!(
                    self.stdout,
                    "{} skipped:",
                    count(self.skipped.len(), "file")
                );
                for (file, why) in &self.skipped {
                    let _ = writeln!(self.stdout, "  {}: {}", shown(file), shown(why));
                }
            }
        }
        let _ = self.stdout.flush();
    }
}

/// Where the check of one file puts what it finds: straight to the output
/// ([`FileOut`]), or to the thread that writes it in order
/// ([`parallel`]).
trait Sink {
    /// A board checked, with its findings.
    fn board(&mut self, findings: &[Finding]);
    /// A read error, or a file that cannot be read.
    fn error(&mut self, line: Option<usize>, column: Option<usize>, message: &str);
}

/// The output, for one file.
struct FileOut<'a> {
    out: &'a mut Out,
    name: &'a str,
}

impl Sink for FileOut<'_> {
    fn board(&mut self, findings: &[Finding]) {
        self.out.board(self.name, findings);
    }

    fn error(&mut self, line: Option<usize>, column: Option<usize>, message: &str) {
        self.out.error(self.name, line, column, message);
    }
}

/// Runs `tablelaw check`.
pub fn run(args: CheckArgs) -> ExitCode {
    if !(args.laws.is_contract_bridge() || args.laws == CodeId::Euchre) {
        eprintln!(
            "error: `check` referees PBN and LIN records under a contract-bridge code (rubber, duplicate-2017, duplicate-2007) and EGN records under euchre, not under {}; `tablelaw rule` referees a {} script",
            args.laws, args.laws
        );
        return ExitCode::from(2);
    }
    let mut sources = Vec::new();
    for p in &args.paths {
        collect(p, args.format, &mut sources);
    }
    let progress = progress_bar(&sources);
    let mut out = Out {
        json: args.json,
        stdout: std::io::BufWriter::new(std::io::stdout()),
        boards: 0,
        findings: 0,
        errors: 0,
        flagged: 0,
        summary: BTreeMap::new(),
        skipped: sources
            .iter()
            .filter_map(|s| match s {
                Source::Skipped(file, why) => Some((file.clone(), why.clone())),
                _ => None,
            })
            .collect(),
    };
    let jobs = args.jobs.map_or_else(
        || std::thread::available_parallelism().map_or(1, |n| n.get()),
        usize::from,
    );
    let files = sources
        .iter()
        .filter(|s| matches!(s, Source::File(_) | Source::Stdin))
        .count();
    if jobs > 1 && sources.len() > 1 {
        parallel::check_all(&sources, &args, jobs, &progress, &mut out);
    } else {
        for source in &sources {
            let name = source.name();
            check_source(
                source,
                &args,
                &progress,
                &mut FileOut {
                    out: &mut out,
                    name: &name,
                },
            );
        }
    }
    progress.finish_and_clear();
    out.summary(files);
    if out.errors > 0 {
        ExitCode::from(2)
    } else if out.findings == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    }
}

impl Source {
    /// The name the output gives the source.
    fn name(&self) -> String {
        match self {
            Source::File(path) => path.display().to_string(),
            Source::Stdin => "-".to_owned(),
            Source::Problem(at, _) | Source::Skipped(at, _) => at.clone(),
        }
    }
}

/// Opens and checks one source, handing what is found to `sink` as it is
/// found.
fn check_source(source: &Source, args: &CheckArgs, progress: &ProgressBar, sink: &mut dyn Sink) {
    let (input, format): (Box<dyn BufRead + '_>, Format) = match source {
        Source::Problem(_, why) => {
            sink.error(None, None, why);
            return;
        }
        // Listed in the summary.
        Source::Skipped(..) => return,
        Source::Stdin => {
            let mut input = BufReader::new(std::io::stdin().lock());
            let format = args.format.unwrap_or_else(|| sniff(&mut input));
            (Box::new(input), format)
        }
        Source::File(path) => {
            let file = match std::fs::File::open(path) {
                Ok(f) => f,
                Err(e) => {
                    sink.error(None, None, &format!("cannot open: {e}"));
                    return;
                }
            };
            let format = format_of(path)
                .or(args.format)
                .or_else(|| sniff::file(path).ok())
                .unwrap_or(Format::Pbn);
            let counted = Counted {
                inner: file,
                progress,
            };
            (Box::new(BufReader::new(counted)), format)
        }
    };
    let mode = if args.strict {
        Mode::Strict
    } else {
        Mode::Import
    };
    check_one(input, format, args.laws, mode, sink);
}

/// Checks one file (or standard input) in `format`, handing what is found
/// to `sink` as it is found.
fn check_one(
    input: Box<dyn BufRead + '_>,
    format: Format,
    laws: CodeId,
    mode: Mode,
    sink: &mut dyn Sink,
) {
    let on_error = |sink: &mut dyn Sink, e: ReadFailure| sink.error(e.line, e.column, &e.message);
    match format {
        Format::Egn => {
            // EGN records are refereed under the euchre code, whatever --laws says.
            let mut text = String::new();
            let mut limited = input.take(EGN_LIMIT + 1);
            match limited.read_to_string(&mut text) {
                Ok(n) if n as u64 > EGN_LIMIT => sink.error(
                    None,
                    None,
                    &format!(
                        "larger than {} MiB, the most an EGN file is read: split it into smaller files",
                        EGN_LIMIT >> 20
                    ),
                ),
                Ok(_) => {
                    let report = check_egn(&text);
                    for e in report.errors {
                        on_error(sink, e);
                    }
                    for b in &report.boards {
                        sink.board(&b.findings);
                    }
                }
                Err(e) => sink.error(None, None, &format!("not UTF-8 text: {e}")),
            }
        }
        _ if laws == CodeId::Euchre => sink.error(
            None,
            None,
            "a PBN or LIN record is refereed under a bridge code; `--laws euchre` is for .egn records",
        ),
        Format::Lin => {
            let cell = std::cell::RefCell::new(sink);
            check_lin_each(
                input,
                laws,
                |b| cell.borrow_mut().board(&b.findings),
                |e| on_error(*cell.borrow_mut(), e),
            );
        }
        Format::Pbn => {
            let cell = std::cell::RefCell::new(sink);
            check_pbn_in(
                input,
                laws,
                mode,
                |b| cell.borrow_mut().board(&b.findings),
                |e| on_error(*cell.borrow_mut(), e),
            );
        }
    }
}
