//! The command on input a hostile or careless user gives it: bytes that
//! are not UTF-8, lines of any length, an interrupt in a long run.

use std::process::{Command, Output, Stdio};

const BIN: &str = env!("CARGO_BIN_EXE_tablelaw");

fn run_bytes(args: &[&str], stdin: &[u8]) -> Output {
    let mut child = Command::new(BIN)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    {
        use std::io::Write;
        let mut pipe = child.stdin.take().expect("stdin");
        pipe.write_all(stdin).expect("write stdin");
    }
    child.wait_with_output().expect("the binary finishes")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// A line that is not UTF-8 is reported with its line and column, and the
/// session goes on with the next line, for contract bridge and for the
/// other games' prompt alike.
#[test]
fn interactive_reports_a_line_that_is_not_utf8_and_goes_on() {
    let input = b"laws rubber\nN\nN 1S\nE \xff\xfe 1H\nE 1H\nquit\n";
    let out = run_bytes(&["rule", "--interactive", "--plain"], input);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let s = text(&out.stdout);
    assert!(s.contains("line 4, column 3: not valid UTF-8"), "{s}");
    assert!(
        s.contains("East made an insufficient bid, 1H"),
        "the session went on: {s}"
    );

    let input = b"laws euchre\ndealer N\n\xc3\x28\nquit\n";
    let out = run_bytes(&["rule", "--interactive", "--plain"], input);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let s = text(&out.stdout);
    assert!(s.contains("line 3, column 1: not valid UTF-8"), "{s}");
}

/// A line longer than the limit is skipped with a message, in flat memory.
#[test]
fn interactive_skips_a_line_longer_than_the_limit() {
    let mut input = b"laws rubber\nN\n".to_vec();
    input.extend(std::iter::repeat_n(b'x', 5 << 20));
    input.extend_from_slice(b"\nN 1S\nquit\n");
    let out = run_bytes(&["rule", "--interactive", "--plain"], &input);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let s = text(&out.stdout);
    assert!(
        s.contains("line 3: longer than 64 KiB; the line is skipped"),
        "{s}"
    );
    assert!(s.contains("> N 1S"), "{s}");
    assert!(
        s.len() < 1 << 20,
        "the long line is not echoed: {} bytes",
        s.len()
    );
}

/// An interrupt stops `simulate` with the summary of the deals done (exit
/// 130); where standard error is not a terminal, progress comes as lines.
#[cfg(unix)]
#[test]
fn simulate_interrupted_prints_the_summary_of_the_deals_done() {
    use std::io::{BufRead, BufReader};
    let mut child = Command::new(BIN)
        .args(["simulate", "--laws", "rubber", "--deals", "1000000000"])
        .env("TABLELAW_PROGRESS_SECONDS", "0")
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    let mut err = BufReader::new(child.stderr.take().expect("stderr"));
    let mut first = String::new();
    err.read_line(&mut first).expect("a progress line");
    assert!(
        first.starts_with("simulate: ") && first.contains(" of 1000000000 deals"),
        "{first}"
    );
    let killed = Command::new("kill")
        .args(["-INT", &child.id().to_string()])
        .status()
        .expect("kill runs");
    assert!(killed.success());
    let mut rest = String::new();
    std::io::Read::read_to_string(&mut err, &mut rest).expect("stderr");
    let out = child.wait_with_output().expect("the binary finishes");
    assert_eq!(out.status.code(), Some(130), "{rest}");
    assert!(rest.contains("interrupted after "), "{rest}");
    let s = text(&out.stdout);
    assert!(s.contains("deals under rubber"), "{s}");
    assert!(s.contains("scored"), "{s}");
}

/// `--deals 0` is refused rather than summarised as a mean of nothing.
#[test]
fn simulate_refuses_no_deals() {
    let out = run_bytes(&["simulate", "--deals", "0"], b"");
    assert_eq!(out.status.code(), Some(2));
    assert!(
        text(&out.stderr).contains("--deals"),
        "{}",
        text(&out.stderr)
    );
}
