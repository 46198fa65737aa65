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
        // The command may stop reading early (a size limit): a broken pipe
        // is then expected.
        let _ = pipe.write_all(stdin);
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

fn rule_text(args: &[&str], script: &[u8]) -> (Option<i32>, String) {
    let mut all = vec!["rule"];
    all.extend_from_slice(args);
    all.push("-");
    let out = run_bytes(&all, script);
    (out.status.code(), text(&out.stderr))
}

/// A huge word is quoted cut short, in the message and in the excerpt of
/// its line; control characters are escaped, never written raw.
#[test]
fn messages_cut_long_words_and_escape_control_characters() {
    let mut script = b"laws rubber\ndealer N\nN ".to_vec();
    script.extend(std::iter::repeat_n(b'x', 10 << 20));
    script.push(b'\n');
    let (code, err) = rule_text(&[], &script);
    assert_eq!(code, Some(2));
    assert!(
        err.contains("line 3, column 3"),
        "{}",
        &err[..err.len().min(500)]
    );
    assert!(
        err.len() < 2_000,
        "the word is not echoed in full: {} bytes",
        err.len()
    );
    assert!(err.contains('…'));

    let (code, err) = rule_text(&[], b"laws rubber\ndealer N\nN 1S\x1b[31mRED\x07\n");
    assert_eq!(code, Some(2));
    assert!(!err.contains('\x1b') && !err.contains('\x07'), "{err:?}");
    assert!(err.contains("\\u{1b}[31mRED\\u{7}"), "{err}");
}

/// The bidirectional formatting characters, which reorder what a terminal
/// shows around them, are escaped as control characters are: in a
/// script's error and its excerpt, in a finding of `check` (text and
/// JSON) and in a read error of a PBN or LIN record.
#[test]
fn messages_escape_bidirectional_characters() {
    let bidi = [
        '\u{202a}', '\u{202b}', '\u{202c}', '\u{202d}', '\u{202e}', '\u{2066}', '\u{2067}',
        '\u{2068}', '\u{2069}', '\u{200e}', '\u{200f}', '\u{061c}',
    ];
    for c in bidi {
        let escaped = c.escape_default().to_string();
        let script = format!("laws rubber\ndealer N\nN 1S{c}evil\n");
        let (code, err) = rule_text(&[], script.as_bytes());
        assert_eq!(code, Some(2));
        assert!(!err.contains(c), "{escaped}: {err:?}");
        assert!(err.contains(&format!("found `1S{escaped}evil`")), "{err}");
        assert!(err.contains(&format!("3 | N 1S{escaped}evil")), "{err}");
        // A word of its own is named by its code point.
        let (_, err) = rule_text(&[], format!("laws rubber\ndealer N\nN {c}\n").as_bytes());
        assert!(!err.contains(c), "{escaped}: {err:?}");

        let pbn = format!("[Board \"1\"]\n[Contract \"4{c}S\"]\n\n");
        for args in [&["check", "-"][..], &["check", "-", "--json"]] {
            let out = run_bytes(args, pbn.as_bytes());
            let s = text(&out.stdout);
            assert!(!s.contains(c), "{escaped} {args:?}: {s:?}");
            assert!(s.contains("the Contract tag says `4"), "{s}");
        }
        let pbn = format!("[Board \"1\"]\n[Dealer \"N\"]\n[Auction \"N\"]\n1S {c}x\n\n");
        let out = run_bytes(&["check", "-"], pbn.as_bytes());
        let err = text(&out.stderr);
        assert!(
            !err.contains(c) && err.contains(&format!("found `{escaped}x`")),
            "{escaped}: {err:?}"
        );
        let out = run_bytes(
            &["check", "-", "--format", "lin"],
            format!("md|{c}|\n").as_bytes(),
        );
        let err = text(&out.stderr);
        assert!(
            !err.contains(c) && err.contains(&format!("found `{escaped}`")),
            "{escaped}: {err:?}"
        );
    }
}

/// `1♠️`, the spade as a phone types it (with the emoji variation
/// selector), is a call like `1♠`, in a script as in `score`.
#[test]
fn a_suit_typed_on_a_phone_reads() {
    let (code, err) = rule_text(
        &[],
        "laws rubber\ndealer N\nN 1\u{2660}\u{fe0f}\nE \u{2665}\u{fe0f}2\n".as_bytes(),
    );
    // The call reads; the card too (and is refused for want of a deal, not
    // as a word that does not read).
    assert!(!err.contains("expected"), "{code:?}: {err}");
    let out = run_bytes(&["score", "contract", "4\u{2660}\u{fe0f}X", "S", "10"], b"");
    assert!(out.status.success(), "{}", text(&out.stderr));
}

/// The `laws` line's error names every code, and so does `--laws` with an
/// unknown code for every command that takes a code of any game; euchre's
/// `elect` error every option euchre offers; `score` states its range.
#[test]
fn messages_list_every_code_every_option_and_the_range() {
    assert_eq!(tablelaw::CodeId::KNOWN.len(), 6);
    let (_, err) = rule_text(&[], b"laws chess\ndealer N\n");
    for code in tablelaw::CodeId::KNOWN {
        assert!(err.contains(&format!("`{code}`")), "{code}: {err}");
    }
    for args in [
        &["rule", "--laws", "chess", "-"][..],
        &["check", "--laws", "chess", "-"],
        &["simulate", "--laws", "chess", "--deals", "1"],
    ] {
        let out = run_bytes(args, b"");
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = text(&out.stderr);
        let known = tablelaw::CodeId::KNOWN.map(|c| c.as_str()).join(", ");
        assert!(
            err.contains(&format!("unknown code of laws `chess`; known: {known}")),
            "{args:?}: {err}"
        );
    }
    let euchre = b"laws euchre\ndealer N\ndeal N:J.AK.KQ. 7.8.A.AK A.T7.T9. K.Q.J8.J turned H9\nE elect bogus\n";
    let (_, err) = rule_text(&[], euchre);
    for option in [
        "play-alone",
        "with-partner",
        "call-suit",
        "call-card",
        "right-lost",
        "partner-must-pass",
    ] {
        assert!(err.contains(&format!("`{option}`")), "{option}: {err}");
    }
    let out = run_bytes(&["score", "imps", "1000000"], b"");
    assert_eq!(out.status.code(), Some(2));
    assert!(
        text(&out.stderr).contains("from -100000 to 100000"),
        "{}",
        text(&out.stderr)
    );
}

/// A euchre script asked to be refereed as contract bridge (`--laws
/// rubber`, `--compare`) is refused at its `laws` line, saying so; with
/// `--compare`, saying what it compares.
#[test]
fn a_script_of_one_game_is_not_refereed_as_another() {
    let euchre =
        b"laws euchre\ndealer N\ndeal N:J.AK.KQ. 7.8.A.AK A.T7.T9. K.Q.J8.J turned H9\nE pass\n";
    for args in [&["--laws", "rubber"][..], &["--compare"][..]] {
        let (code, err) = rule_text(args, euchre);
        assert_eq!(code, Some(2), "{args:?}");
        assert!(err.contains("line 1, column 6"), "{args:?}: {err}");
        assert!(err.contains("euchre script"), "{args:?}: {err}");
        assert!(!err.contains("holds 5 cards"), "{args:?}: {err}");
    }
    // With --compare no code was asked for: the message says what
    // --compare compares, for a script of each other game.
    for game in ["euchre", "auction-bridge", "bridge-whist"] {
        let script = format!("laws {game}\ndealer N\n");
        let (code, err) = rule_text(&["--compare"], script.as_bytes());
        assert_eq!(code, Some(2), "{game}");
        assert!(
            err.contains(&format!(
                "line 1, column 6: expected a contract-bridge script: --compare compares the contract-bridge codes (rubber, duplicate-2017, duplicate-2007), found the `laws` line of a {game} script (leave out --compare to referee it under {game})"
            )),
            "{game}: {err}"
        );
        assert!(!err.contains("asked for"), "{game}: {err}");
    }
    // Among the contract-bridge codes, `--laws` stands for the line.
    let (code, err) = rule_text(
        &["--laws", "duplicate-2007"],
        b"laws rubber\ndealer N\nN 1S\n",
    );
    assert_eq!(code, Some(0), "{err}");
}

/// One PBN game whose Declarer tag disagrees with its auction: a finding
/// on every board.
const BOARD_WITH_A_FINDING: &str = "[Board \"1\"]\n[Dealer \"N\"]\n[Vulnerable \"None\"]\n[Deal \"W:.AQJ85.986.JT973 A8643.97642.Q.Q8 KT9.K3.K75.AK652 QJ752.T.AJT432.4\"]\n[Declarer \"W\"]\n[Contract \"5C\"]\n[Auction \"N\"]\nPass 1NT X XX\n4H X 4S 4NT\nX 5C AP\n\n";

/// `check -` reads standard input; its findings stream out while the
/// input is still being written, and the memory of the process stays flat
/// however many findings there are.
#[cfg(target_os = "linux")]
#[test]
fn check_streams_findings_from_standard_input_in_flat_memory() {
    use std::io::{BufRead, BufReader, Write};
    let mut child = Command::new(BIN)
        .args(["check", "-", "--json"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("the binary runs");
    let pid = child.id();
    let mut stdin = child.stdin.take().expect("stdin");
    let stdout = child.stdout.take().expect("stdout");
    // Read the findings as they come, on another thread.
    let reader = std::thread::spawn(move || {
        let mut findings = 0usize;
        let mut last = String::new();
        for line in BufReader::new(stdout).lines() {
            let line = line.expect("a line");
            if line.contains("\"type\":\"finding\"") {
                findings += 1;
            }
            last = line;
        }
        (findings, last)
    });
    let rss = || -> u64 {
        std::fs::read_to_string(format!("/proc/{pid}/status"))
            .ok()
            .and_then(|s| {
                s.lines()
                    .find(|l| l.starts_with("VmRSS:"))
                    .and_then(|l| l.split_whitespace().nth(1)?.parse().ok())
            })
            .unwrap_or(0)
    };
    let boards = 100_000; // about 24 MB of input, a finding a board
    let (mut first_kb, mut peak_kb) = (0, 0);
    for i in 0..boards {
        stdin
            .write_all(BOARD_WITH_A_FINDING.as_bytes())
            .expect("write");
        if i % 10_000 == 0 {
            let now = rss();
            if i == 10_000 {
                first_kb = now;
            }
            peak_kb = peak_kb.max(now);
        }
    }
    drop(stdin);
    let (findings, last) = reader.join().expect("the reader");
    child.wait().expect("the binary finishes");
    assert_eq!(findings, boards, "{last}");
    assert!(last.contains("\"type\":\"summary\""), "{last}");
    // Flat: what the first tenth of the boards took, give or take buffers;
    // kept findings would add about 200 bytes each.
    assert!(
        peak_kb > 0 && peak_kb < 50 * 1024,
        "peak resident memory {peak_kb} kB"
    );
    assert!(
        peak_kb < first_kb + 8 * 1024,
        "grew from {first_kb} kB to {peak_kb} kB"
    );
}

/// A symbolic link that loops back to a directory above it is reported
/// once and not followed; the files are each checked once.
#[cfg(unix)]
#[test]
fn check_reports_a_symbolic_link_loop() {
    let dir = std::env::temp_dir().join(format!("tablelaw-loop-{}", std::process::id()));
    let inner = dir.join("a");
    std::fs::create_dir_all(&inner).unwrap();
    std::fs::write(inner.join("one.pbn"), BOARD_WITH_A_FINDING).unwrap();
    std::os::unix::fs::symlink(&dir, inner.join("back")).unwrap();
    let out = Command::new(BIN)
        .args(["check", dir.to_str().unwrap()])
        .output()
        .unwrap();
    let (stdout, stderr) = (text(&out.stdout), text(&out.stderr));
    std::fs::remove_dir_all(&dir).unwrap();
    assert!(stderr.contains("symbolic link loop"), "{stderr}");
    assert!(stdout.contains("1 files, 1 boards, 1 findings"), "{stdout}");
}

/// `check` refuses a code it cannot referee records under.
#[test]
fn check_refuses_a_code_it_cannot_referee_records_under() {
    for code in ["bridge-whist", "auction-bridge"] {
        let out = run_bytes(
            &["check", "-", "--laws", code],
            BOARD_WITH_A_FINDING.as_bytes(),
        );
        assert_eq!(out.status.code(), Some(2), "{code}");
        assert!(
            text(&out.stderr).contains("contract-bridge code"),
            "{}",
            text(&out.stderr)
        );
    }
}

/// `check -` tells PBN from LIN and EGN by the first bytes, or by --format.
#[test]
fn check_reads_standard_input_in_any_format() {
    let out = run_bytes(&["check", "-"], BOARD_WITH_A_FINDING.as_bytes());
    assert_eq!(out.status.code(), Some(1));
    assert!(
        text(&out.stdout).contains("-:5: board 1: declarer-mismatch: the Declarer tag says West"),
        "{}",
        text(&out.stdout)
    );
    let out = run_bytes(&["check", "-", "--format", "lin"], b"pn|a,b,c,d|\n");
    assert!(
        text(&out.stdout).contains("1 files"),
        "{}",
        text(&out.stdout)
    );
}

/// `rule` on endless input (`/dev/zero`-like) stops at the documented size
/// limit with a message, in flat memory; bytes that are not UTF-8 are
/// placed by line and column.
#[test]
fn rule_stops_at_the_script_size_limit_and_places_bad_bytes() {
    let endless = vec![0u8; 17 << 20];
    let out = run_bytes(&["rule", "-"], &endless);
    assert_eq!(out.status.code(), Some(2));
    let err = text(&out.stderr);
    assert!(err.contains("larger than 16 MiB"), "{err}");
    let out = run_bytes(&["rule", "-"], b"laws rubber\ndealer N\nN 1S \xe9t\xe9\n");
    assert_eq!(out.status.code(), Some(2));
    let err = text(&out.stderr);
    assert!(err.contains("<stdin>:3:6: not valid UTF-8"), "{err}");
}

/// `check` on endless LIN (`/dev/zero` named `.lin`) stops at the
/// documented size limit with a read error, without reading on.
#[test]
fn check_stops_at_the_lin_size_limit() {
    let endless = vec![0u8; (256 << 20) + 4096];
    let out = run_bytes(&["check", "-", "--format", "lin"], &endless);
    assert_eq!(out.status.code(), Some(2));
    let err = text(&out.stderr);
    assert!(err.contains("larger than 256 MiB"), "{err}");
}

/// A PBN game longer than the reader holds (here one endless line, as a
/// file of zeros or a missing blank line gives) ends the reading with a
/// message at the documented limit, in bounded memory.
#[test]
fn check_stops_at_the_pbn_game_size_limit() {
    let mut endless = b"[Event \"".to_vec();
    endless.extend(std::iter::repeat_n(b'x', (64 << 20) + (1 << 20)));
    let out = run_bytes(&["check", "-"], &endless);
    assert_eq!(out.status.code(), Some(2));
    let err = text(&out.stderr);
    assert!(err.contains("a game longer than 64 MiB"), "{err}");
    assert!(err.contains("blank line missing"), "{err}");
}

/// `rule` on a euchre script of 100,000 misdeals (800 KB): each loses the
/// deal to the next player (Laws 28, 41), and every deal is numbered
/// exactly past 65,535, where a 16-bit count wrapped to 0.
#[test]
fn rule_numbers_a_hundred_thousand_misdeals_exactly() {
    let mut script = String::from("laws euchre\ndealer N\n");
    script.push_str(&"misdeal\n".repeat(100_000));
    let out = run_bytes(&["rule", "--plain", "-"], script.as_bytes());
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let report = text(&out.stdout);
    for line in [
        "Deal 65535 - dealer South, eldest hand West",
        "Deal 65536 - dealer West, eldest hand North",
        "Deal 65537 - dealer North, eldest hand East",
        "Deal 100000 - dealer West, eldest hand North",
        "Next: North deals",
    ] {
        assert!(report.contains(&format!("\n{line}\n")), "{line}");
    }
    assert!(!report.contains("Deal 0 "));
    assert_eq!(report.matches("\nDeal ").count(), 100_000);
}

/// `rule` on a euchre script of 5,000 deals, each ordered up, the dealer's
/// discard written with his seat (Law 86) and then a misdeal (Law 41, the
/// deal going to the left): every discard's seat is checked against the
/// dealer of its own deal, and the last, written with the wrong seat, is
/// refused on its line.
#[test]
fn rule_checks_the_seat_of_each_of_many_discards() {
    const DEALS: usize = 5_000;
    let (seats, cards) = (["N", "E", "S", "W"], ["SJ", "S7", "SA", "SK"]);
    let mut script = String::from("laws euchre\ndealer N\n");
    for k in 0..DEALS {
        let (dealer, eldest) = (k % 4, (k + 1) % 4);
        let seat = if k + 1 == DEALS {
            seats[eldest]
        } else {
            seats[dealer]
        };
        script.push_str("deal N:J.AK.KQ. 7.8.A.AK A.T7.T9. K.Q.J8.J turned H9\n");
        script.push_str(&format!("{} order-up\n", seats[eldest]));
        script.push_str(&format!("{seat} discard {}\n", cards[dealer]));
        script.push_str("misdeal\n");
    }
    let (code, err) = rule_text(&["--plain"], script.as_bytes());
    assert_eq!(code, Some(2), "{err}");
    let line = 2 + 4 * (DEALS - 1) + 3;
    assert!(
        err.contains(&format!(
            "error: line {line}: North is not the dealer; West discards (euchre Law 86)"
        )),
        "{err}"
    );
    // Written with the dealer's seat, every discard is taken.
    let fixed = script.replace(&format!("N discard {}\n", cards[3]), "W discard SK\n");
    let (code, err) = rule_text(&["--plain"], fixed.as_bytes());
    assert_eq!(code, Some(0), "{err}");
}
