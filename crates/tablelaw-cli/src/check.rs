//! `tablelaw check`: referee the boards of PBN and LIN files (and the deals
//! of Euchre Game Notation files) and report
//! where the records and the laws disagree.

use std::collections::BTreeMap;
use std::io::{IsTerminal, Read};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::Args;
use indicatif::{ProgressBar, ProgressStyle};
use serde_json::json;
use tablelaw::CodeId;
use tablelaw_formats::check::{FileReport, Kind, check_lin, check_pbn_with};
use tablelaw_formats::egn::check_egn;

/// The arguments of `tablelaw check`.
#[derive(Debug, Args)]
pub struct CheckArgs {
    /// PBN (.pbn), LIN (.lin) and Euchre Game Notation (.egn) files, and
    /// directories to search for them.
    #[arg(value_name = "FILES_OR_DIRS", required = true)]
    paths: Vec<PathBuf>,

    /// Print one JSON object instead of lines for people.
    #[arg(long)]
    json: bool,

    /// The code of laws to referee under (default duplicate-2017).
    #[arg(long, value_name = "CODE", default_value = "duplicate-2017")]
    laws: CodeId,
}

/// Collects the files to check: files named as given, directories searched
/// recursively for `.pbn` and `.lin` files, in name order.
fn collect(path: &Path, out: &mut Vec<PathBuf>, top: bool) {
    if path.is_dir() {
        let Ok(entries) = std::fs::read_dir(path) else {
            out.push(path.to_path_buf()); // reported unreadable
            return;
        };
        let mut entries: Vec<PathBuf> = entries.filter_map(|e| e.ok().map(|e| e.path())).collect();
        entries.sort();
        for e in entries {
            collect(&e, out, false);
        }
    } else if top || is_record(path) {
        out.push(path.to_path_buf());
    }
}

/// A bar of the bytes read on standard error, for a run long enough to
/// want one (over 20 files or 8 MiB) on a terminal; hidden otherwise.
fn progress_bar(files: &[PathBuf]) -> ProgressBar {
    let total: u64 = files
        .iter()
        .filter_map(|f| std::fs::metadata(f).ok())
        .map(|m| m.len())
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

fn is_record(path: &Path) -> bool {
    path.extension().and_then(|e| e.to_str()).is_some_and(|e| {
        e.eq_ignore_ascii_case("pbn")
            || e.eq_ignore_ascii_case("lin")
            || e.eq_ignore_ascii_case("egn")
    })
}

/// Runs `tablelaw check`.
pub fn run(args: CheckArgs) -> ExitCode {
    if args.laws == CodeId::AuctionBridge {
        eprintln!(
            "error: PBN and LIN records are contract bridge; `--laws auction-bridge` is for `tablelaw rule`"
        );
        return ExitCode::from(2);
    }
    let mut files = Vec::new();
    for p in &args.paths {
        collect(p, &mut files, true);
    }
    let progress = progress_bar(&files);
    let mut unreadable = false;
    let mut boards = 0usize;
    let mut findings = Vec::new();
    let mut errors = Vec::new();
    let mut summary: BTreeMap<Kind, usize> = BTreeMap::new();
    for path in &files {
        let name = path.display().to_string();
        let file = match std::fs::File::open(path) {
            Ok(f) => Counted {
                inner: f,
                progress: &progress,
            },
            Err(e) => {
                unreadable = true;
                errors.push(json!({ "file": name, "line": null, "column": null,
                                    "message": format!("cannot open: {e}") }));
                continue;
            }
        };
        let ext = path
            .extension()
            .and_then(|e| e.to_str())
            .map(str::to_ascii_lowercase);
        let lin = ext.as_deref() == Some("lin");
        let egn = ext.as_deref() == Some("egn");
        let mut on_error = |e: tablelaw_formats::check::ReadFailure| {
            unreadable = true;
            errors.push(json!({ "file": name, "line": e.line, "column": e.column,
                                "message": e.message }));
        };
        // Each board's report is lent, used at once and its memory kept for
        // the next board: memory stays flat.
        let mut on_board = |b: &tablelaw_formats::check::Report| {
            boards += 1;
            if b.findings.is_empty() {
                return;
            }
            let mut kinds: Vec<Kind> = b.findings.iter().map(|f| f.kind).collect();
            kinds.dedup();
            for k in kinds {
                *summary.entry(k).or_default() += 1;
            }
            for f in &b.findings {
                findings.push((name.clone(), f.clone()));
            }
        };
        if !egn && args.laws == CodeId::Euchre {
            unreadable = true;
            errors.push(json!({ "file": name, "line": null, "column": null,
                                "message": "a PBN or LIN record is refereed under a bridge code; `--laws euchre` is for .egn records" }));
            continue;
        }
        if egn {
            // EGN records are refereed under the euchre code, whatever --laws says.
            let mut text = String::new();
            let report = match std::io::Read::read_to_string(&mut { file }, &mut text) {
                Ok(_) => check_egn(&text),
                Err(e) => FileReport {
                    boards: Vec::new(),
                    errors: vec![tablelaw_formats::check::ReadFailure {
                        line: None,
                        column: None,
                        message: format!("not UTF-8 text: {e}"),
                    }],
                },
            };
            report.errors.into_iter().for_each(&mut on_error);
            report.boards.iter().for_each(&mut on_board);
        } else if lin {
            let report: FileReport = check_lin(file, args.laws);
            report.errors.into_iter().for_each(&mut on_error);
            report.boards.iter().for_each(&mut on_board);
        } else {
            check_pbn_with(file, args.laws, &mut on_board, &mut on_error);
        }
    }
    progress.finish_and_clear();
    if args.json {
        let out = json!({
            "files": files.len(),
            "boards": boards,
            "findings": findings.iter().map(|(file, f)| json!({
                "file": file, "line": f.line, "board": f.board,
                "kind": f.kind.as_str(), "message": f.message,
            })).collect::<Vec<_>>(),
            "errors": errors,
            "summary": summary.iter().map(|(k, n)| (k.as_str().to_owned(), json!(n)))
                .collect::<serde_json::Map<_, _>>(),
        });
        println!("{out:#}");
    } else {
        for e in &errors {
            let file = e["file"].as_str().unwrap_or_default();
            let message = e["message"].as_str().unwrap_or_default();
            match (e["line"].as_u64(), e["column"].as_u64()) {
                (Some(l), Some(c)) => eprintln!("{file}:{l}:{c}: unreadable: {message}"),
                _ => eprintln!("{file}: unreadable: {message}"),
            }
        }
        for (file, f) in &findings {
            match f.line {
                Some(l) => println!("{file}:{l}: board {}: {}", f.board, f.message),
                None => println!("{file}: board {}: {}", f.board, f.message),
            }
        }
        let with: usize = summary.values().sum();
        println!(
            "{} files, {boards} boards, {} findings{}",
            files.len(),
            findings.len(),
            if errors.is_empty() {
                String::new()
            } else {
                format!(", {} read errors", errors.len())
            }
        );
        if with > 0 {
            for (k, n) in &summary {
                println!("  {k}: {n} boards");
            }
        }
    }
    if unreadable {
        ExitCode::from(2)
    } else if findings.is_empty() {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    }
}
