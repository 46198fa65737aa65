//! `tablelaw check` tells a file's format by its content where its
//! extension does not say, and lists the files it skips, with why; each
//! finding's line shows its kind, and the summary counts findings and
//! boards apart.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// A directory of its own for one test.
fn dir(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("tablelaw-sniff-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

fn check(args: &[&Path]) -> (i32, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_tablelaw"))
        .arg("check")
        .arg("-j1")
        .args(args)
        .output()
        .unwrap();
    (
        out.status.code().unwrap(),
        String::from_utf8_lossy(&out.stdout).into_owned() + &String::from_utf8_lossy(&out.stderr),
    )
}

/// 2S by North, the Declarer tag saying South: one declarer-mismatch.
const LIN: &str = "pn|s,w,n,e|md|3SAJ92H874DJT6CAQ3,S7643HQT3D32CKJ96,SKT8HA96DA95C7542,|sv|o|\
                   mb|1S|mb|p|mb|2S|mb|p|mb|p|mb|p|pc|DK|pc|D7|\n";
const PBN: &str = "[Board \"3\"]\n[Dealer \"N\"]\n[Vulnerable \"None\"]\n\
    [Deal \"N:KT8.A96.A95.7542 Q5.KJ52.KQ874.T8 AJ92.874.JT6.AQ3 7643.QT3.32.KJ96\"]\n\
    [Declarer \"S\"]\n[Contract \"2S\"]\n[Auction \"N\"]\n1S Pass 2S AP\n";

fn egn() -> String {
    let f = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/two-marches.egn");
    std::fs::read_to_string(f).unwrap()
}

#[test]
fn files_without_a_known_extension_are_told_by_their_content() {
    let d = dir("content");
    std::fs::write(d.join("vugraph"), LIN).unwrap();
    std::fs::write(d.join("records.txt"), PBN).unwrap();
    std::fs::write(d.join("deals.json"), egn()).unwrap();
    let (code, out) = check(&[&d]);
    assert_eq!(code, 1, "{out}");
    // The LIN file: East leads DK, and East's D7 comes at South's turn.
    assert!(
        out.contains("vugraph:1: game 1 in the file: illegal-play: card 2 (trick 1): it is South's turn, and South does not hold D7 (East does)"),
        "{out}"
    );
    assert!(
        out.contains("records.txt:5: board 3: declarer-mismatch: the Declarer tag says South"),
        "{out}"
    );
    // The EGN record is refereed: its two deals are counted.
    assert!(
        out.contains("3 files, 4 boards, 2 findings in 2 boards"),
        "{out}"
    );
    assert!(!out.contains("skipped"), "{out}");
    std::fs::remove_dir_all(&d).unwrap();
}

#[test]
fn files_that_hold_no_record_are_listed_in_the_summary_with_why() {
    let d = dir("skipped");
    std::fs::write(d.join("a.pbn"), PBN).unwrap();
    std::fs::write(d.join("notes.md"), "# Notes\nnothing here\n").unwrap();
    std::fs::write(d.join("package.json"), "{\"name\": \"x\"}").unwrap();
    std::fs::write(d.join("empty"), "").unwrap();
    let (code, out) = check(&[&d]);
    assert_eq!(code, 1, "{out}");
    let tail: Vec<&str> = out
        .lines()
        .skip_while(|l| !l.ends_with("skipped:"))
        .collect();
    let name = |f: &str| d.join(f).display().to_string();
    assert_eq!(
        tail,
        [
            "3 files skipped:".to_owned(),
            format!("  {}: not a record: the file is empty", name("empty")),
            format!(
                "  {}: not a record: it begins `# Notes`, which is none of PBN, LIN and Euchre Game Notation",
                name("notes.md")
            ),
            format!(
                "  {}: not a record: JSON, but not Euchre Game or Match Notation (no such fileType)",
                name("package.json")
            ),
        ]
    );
    assert!(
        out.contains(
            "1 files, 1 boards, 1 findings in 1 board\n  declarer-mismatch: 1 finding in 1 board\n"
        ),
        "{out}"
    );
    std::fs::remove_dir_all(&d).unwrap();
}

#[test]
fn standard_input_holding_a_json_array_is_read_as_json() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_tablelaw"))
        .args(["check", "-"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    use std::io::Write;
    child
        .stdin
        .take()
        .unwrap()
        .write_all(b"[{\"fileType\": \"x\"}]")
        .unwrap();
    let out = child.wait_with_output().unwrap();
    let text =
        String::from_utf8_lossy(&out.stdout).into_owned() + &String::from_utf8_lossy(&out.stderr);
    // Not a PBN syntax error: JSON that is no EGN record.
    assert!(text.contains("not an EGN record"), "{text}");
    assert!(!text.contains("expected a tag"), "{text}");
}
