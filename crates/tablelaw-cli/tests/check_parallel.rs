//! `check --jobs N`: many files at once, the output the same as one at a
//! time, memory bounded however far the workers could run ahead.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

const BIN: &str = env!("CARGO_BIN_EXE_tablelaw");

/// A board whose Declarer tag disagrees with its auction: one finding
/// (the auction begins with the dealer's pass, so the mismatch is no
/// pattern of passes left out, and is found on every board).
const FOUND: &str = "[Board \"1\"]\n[Dealer \"N\"]\n[Vulnerable \"None\"]\n[Deal \"W:.AQJ85.986.JT973 A8643.97642.Q.Q8 KT9.K3.K75.AK652 QJ752.T.AJT432.4\"]\n[Declarer \"W\"]\n[Contract \"5C\"]\n[Auction \"N\"]\nPass 1NT X XX\n4H X 4S 4NT\nX 5C AP\n\n";
/// A board with nothing wrong.
const CLEAN: &str = "[Board \"2\"]\n[Dealer \"N\"]\n[Vulnerable \"None\"]\n[Deal \"N:KT8.A96.A95.7542 Q5.KJ52.KQ874.T8 AJ92.874.JT6.AQ3 7643.QT3.32.KJ96\"]\n[Declarer \"N\"]\n[Contract \"2S\"]\n[Result \"8\"]\n[Auction \"N\"]\n1S Pass 2S AP\n[Score \"NS 110\"]\n\n";

fn dir(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!(
        "tablelaw-check-parallel-{name}-{}",
        std::process::id()
    ));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

fn check(args: &[&str]) -> (Option<i32>, String) {
    let out = Command::new(BIN)
        .arg("check")
        .args(args)
        .stderr(Stdio::piped())
        .output()
        .expect("the binary runs");
    let mut text = String::from_utf8_lossy(&out.stdout).into_owned();
    text.push_str(&String::from_utf8_lossy(&out.stderr));
    (out.status.code(), text)
}

/// Files of different sizes, some with findings, one unreadable and one of
/// another format, checked with one job and with several: the same lines
/// in the same order, text and JSON.
#[test]
fn the_output_is_the_same_whatever_the_jobs() {
    let d = dir("order");
    for i in 0..40 {
        let mut text = String::new();
        for b in 0..(i * 7 % 23) {
            text.push_str(if (b + i) % 3 == 0 { FOUND } else { CLEAN });
        }
        std::fs::write(d.join(format!("f{i:02}.pbn")), text).unwrap();
    }
    std::fs::write(d.join("f40.pbn"), "[Board \"1\"]\n[Deal \"N:nonsense\"]\n").unwrap();
    std::fs::write(d.join("f41.lin"), "md|1SAKQ,,,|\n").unwrap();
    let p = d.to_str().unwrap();
    let (code, one) = check(&[p, "-j", "1"]);
    assert_eq!(code, Some(2), "{one}");
    assert!(one.contains("f39.pbn"), "{one}");
    for jobs in ["2", "3", "8"] {
        let (c, many) = check(&[p, "-j", jobs]);
        assert_eq!((c, &many), (code, &one), "--jobs {jobs}");
    }
    let (_, one) = check(&[p, "-j", "1", "--json"]);
    let (_, many) = check(&[p, "-j", "4", "--json"]);
    assert_eq!(many, one);
    let _ = std::fs::remove_dir_all(&d);
}

/// While the reader of the output stalls, workers ahead of the file being
/// written wait once their room is full: two files of a finding a board
/// are not held in memory, and every finding comes out in the end.
#[cfg(target_os = "linux")]
#[test]
fn workers_ahead_of_a_stalled_writer_wait_in_bounded_memory() {
    use std::io::{BufRead, BufReader};
    let d = dir("memory");
    let boards = 60_000; // about 15 MB a file, a finding a board
    for name in ["a.pbn", "b.pbn", "c.pbn"] {
        std::fs::write(d.join(name), FOUND.repeat(boards)).unwrap();
    }
    let mut child = Command::new(BIN)
        .args(["check", "--json", "-j", "3", d.to_str().unwrap()])
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("the binary runs");
    let pid = child.id();
    let status = |key: &str, file: &str| -> u64 {
        std::fs::read_to_string(format!("/proc/{pid}/{file}"))
            .ok()
            .and_then(|s| {
                s.lines()
                    .find(|l| l.starts_with(key))
                    .and_then(|l| l.split_whitespace().nth(1)?.parse().ok())
            })
            .unwrap_or(0)
    };
    // Nothing is read from the output until the command has stopped
    // reading its input: the writer blocks on the full pipe, and workers
    // that were let run ahead would read files b and c whole.
    let (mut read, mut still) = (0, 0);
    for _ in 0..600 {
        std::thread::sleep(std::time::Duration::from_millis(50));
        let now = status("rchar:", "io");
        still = if now == read { still + 1 } else { 0 };
        read = now;
        if still == 6 {
            break;
        }
    }
    let stalled_kb = status("VmRSS:", "status");
    let stdout = child.stdout.take().expect("stdout");
    let findings = BufReader::new(stdout)
        .lines()
        .filter(|l| l.as_ref().is_ok_and(|l| l.contains("\"type\":\"finding\"")))
        .count();
    child.wait().expect("the binary finishes");
    assert_eq!(findings, 3 * boards);
    // Files b and c read whole would be 30 MB of input, and their kept
    // findings more.
    assert!(
        read < 12 << 20,
        "{read} bytes read while the output stalled"
    );
    assert!(
        stalled_kb > 0 && stalled_kb < 24 * 1024,
        "resident memory {stalled_kb} kB while the output stalled"
    );
    let _ = std::fs::remove_dir_all(Path::new(&d));
}
