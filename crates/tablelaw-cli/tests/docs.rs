//! The documentation, followed to the letter: every table script shown in
//! the README and in `docs/` (a block fenced as `tl`) runs as shown, and
//! the help describes the whole command.

use std::path::PathBuf;
use std::process::{Command, Stdio};

const BIN: &str = env!("CARGO_BIN_EXE_tablelaw");

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// The blocks fenced as `tl` in `text`, with the line each starts on.
fn scripts(text: &str) -> Vec<(usize, String)> {
    let mut out = Vec::new();
    let mut current: Option<(usize, String)> = None;
    for (i, line) in text.lines().enumerate() {
        match &mut current {
            None if line.trim() == "```tl" => current = Some((i + 2, String::new())),
            Some(_) if line.trim() == "```" => out.extend(current.take()),
            Some((_, body)) => {
                body.push_str(line);
                body.push('\n');
            }
            None => {}
        }
    }
    out
}

#[test]
fn every_script_in_the_readme_and_the_docs_runs_as_shown() {
    let mut files = vec![root().join("README.md")];
    let mut docs: Vec<PathBuf> = std::fs::read_dir(root().join("docs"))
        .expect("docs/")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "md"))
        .collect();
    docs.sort();
    files.extend(docs);
    let mut run = 0;
    for file in &files {
        let text = std::fs::read_to_string(file).expect("readable");
        for (line, script) in scripts(&text) {
            let mut child = Command::new(BIN)
                .args(["rule", "--plain", "-"])
                .stdin(Stdio::piped())
                .stdout(Stdio::piped())
                .stderr(Stdio::piped())
                .spawn()
                .expect("the binary runs");
            {
                use std::io::Write;
                let mut stdin = child.stdin.take().expect("stdin");
                stdin.write_all(script.as_bytes()).expect("write");
            }
            let out = child.wait_with_output().expect("finishes");
            assert!(
                out.status.success(),
                "{}:{line}: the script does not run as shown:\n{}",
                file.display(),
                String::from_utf8_lossy(&out.stderr)
            );
            run += 1;
        }
    }
    // The README's sample and one a game in docs/scripts.md at least.
    assert!(run >= 5, "only {run} scripts found");
}

#[test]
fn the_help_describes_every_command() {
    let out = Command::new(BIN).arg("--help").output().expect("runs");
    let help = String::from_utf8_lossy(&out.stdout);
    let first = help.lines().next().unwrap_or_default();
    for command in ["rule", "score", "check", "simulate", "serve"] {
        assert!(first.contains(command), "{first}");
    }
}
