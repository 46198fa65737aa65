//! `tablelaw score session`: a PBN file's ScoreTables (PBN 2.1 §5.9)
//! scored again by Laws 77, 78 and 12C; each disagreement named by line
//! and column as found; the standings.

use std::io::Write as _;
use std::path::PathBuf;
use std::process::{Command, Output, Stdio};

use serde_json::Value;

const BIN: &str = env!("CARGO_BIN_EXE_tablelaw");

fn example() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../examples/club-evening.pbn")
}

fn run(args: &[&str], stdin: Option<&str>) -> Output {
    let mut child = Command::new(BIN)
        .arg("score")
        .arg("session")
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    let input = stdin.unwrap_or("").to_owned();
    let mut pipe = child.stdin.take().expect("stdin");
    let writer = std::thread::spawn(move || {
        let _ = pipe.write_all(input.as_bytes());
    });
    let out = child.wait_with_output().expect("the binary ends");
    writer.join().expect("written");
    out
}

fn text(out: &Output) -> String {
    String::from_utf8(out.stdout.clone()).expect("utf-8")
}

/// The example evening: every row agrees, and the standings are those
/// worked out by hand in the file's comment's terms: four results a board,
/// top 6 a board, 18 in all. North-South 2: 6 + 4 + 3 = 13 (72.22%);
/// North-South 1: 4 + 1 + 60% of 6 = 8.6 (47.78%); East-West 3: 6 + 2 +
/// 40% of 6 = 10.4 (57.78%), average minus (its other boards 66.7%, above
/// 40%, so Law 12C2(c) does not apply).
#[test]
fn the_example_evening_agrees_with_the_laws_and_ranks_by_direction() {
    let path = example();
    let out = run(
        &[path.to_str().expect("path"), "--by-direction", "--plain"],
        None,
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let t = text(&out);
    let lines: Vec<&str> = t.lines().collect();
    assert_eq!(
        lines[0],
        "North-South (matchpoints, each board factored to 4 results)"
    );
    assert_eq!(
        lines[1],
        "     1  2                  13 of     18   72.22%  (3 boards)"
    );
    assert_eq!(
        lines[2],
        "     2  1                 8.6 of     18   47.78%  (3 boards)"
    );
    assert_eq!(
        lines[8],
        "     3  3                10.4 of     18   57.78%  (3 boards)"
    );
    assert!(
        t.ends_with("3 boards, 12 results; all 12 rows agree with the laws\n"),
        "{t}"
    );
}

/// Two cells changed: each is named by its line and column, with what the
/// file says and what the law gives; the exit status is 1.
#[test]
fn each_row_that_disagrees_is_named_by_line_and_column() {
    let good = std::fs::read_to_string(example()).expect("example");
    let bad = good
        .replace(
            " 2  2 4S    N 11   450     -     6",
            " 2  2 4S    N 11   480     -     6",
        )
        .replace(
            " 3  1 4H    W  9   100     -  5.67",
            " 3  1 4H    W  9   100     -  5.33",
        );
    assert_ne!(good, bad);
    let out = run(&["-", "--plain"], Some(&bad));
    assert_eq!(out.status.code(), Some(1));
    let t = text(&out);
    let found: Vec<&str> = t
        .lines()
        .filter(|l| l.starts_with("-:") && !l.starts_with("-: "))
        .collect();
    assert_eq!(
        found,
        [
            "-:19:20: board 1, 2 v 2: Score_NS is 480 in the file; Law 77 gives 450",
            "-:46:31: board 3, 3 v 1: MP_NS is 5.33 in the file; Law 78A gives 5.67",
        ]
    );
    assert!(t.ends_with("2 findings\n"), "{t}");
    // As JSON: one object a line, each finding then the summary.
    let out = run(&["-", "--json"], Some(&bad));
    let objects: Vec<Value> = text(&out)
        .lines()
        .map(|l| serde_json::from_str(l).expect("JSON"))
        .collect();
    assert_eq!(objects.len(), 3);
    assert_eq!(objects[0]["finding"]["line"], 19);
    assert_eq!(objects[0]["finding"]["field"], "Score_NS");
    assert_eq!(objects[0]["finding"]["laws"], "450");
    assert_eq!(objects[2]["findings"], 2);
    assert_eq!(objects[2]["standings"]["scoring"], "matchpoints");
}

/// Whole matchpoints (MP2: one for each score beaten, a half for each
/// equal) read as well as scoring units.
#[test]
fn whole_matchpoints_are_read_as_well_as_units() {
    let file = "[Board \"1\"]\n[Vulnerable \"None\"]\n[Scoring \"MP;MP2\"]\n\
[ScoreTable \"PairId_NS;PairId_EW;Contract;Declarer;Result;Score_NS;Score_EW;MP_NS;MP_EW\"]\n\
1 1 4S N 10 420 - 1.5 0.5\n2 2 4S N 10 420 - 1.5 0.5\n3 3 4S N 9 - 50 0 2\n";
    let out = run(&["-"], Some(file));
    assert!(out.status.success(), "{}", text(&out));
}

/// Teams (Law 78B, `IMP`): the two rows with the same teams the other way
/// round; a wrong IMP column is named.
#[test]
fn law_78_b_a_teams_match_read_from_its_score_table() {
    let file = "[Board \"2\"]\n[Vulnerable \"NS\"]\n[Scoring \"IMP\"]\n\
[ScoreTable \"PairId_NS;PairId_EW;Contract;Declarer;Result;Score_NS;Score_EW;IMP_NS;IMP_EW\"]\n\
A B 4S N 10 620 - 13 -13\nB A 2S E 10 - 170 -13 13\n\n\
[Board \"3\"]\n[Vulnerable \"EW\"]\n[Scoring \"IMP\"]\n\
[ScoreTable \"PairId_NS;PairId_EW;Contract;Declarer;Result;Score_NS;Score_EW;IMP_NS;IMP_EW\"]\n\
A B 3NT S 9 400 - 0 0\nB A 3NT S 9 400 - 1 -1\n";
    let out = run(&["-", "--plain"], Some(file));
    assert_eq!(out.status.code(), Some(1));
    let t = text(&out);
    assert!(
        t.contains("-:13:19: board 3, B v A: IMP_NS is 1 in the file; Law 78B gives 0"),
        "{t}"
    );
    assert!(
        t.contains("     1  A                  13  (2 boards)"),
        "{t}"
    );
}

/// Cross-IMPs summed (`IMP;Cross`, PBN §3.4.12): 620, 170, 140, 140, -100
/// give the first 42 IMPs (10 + 10 + 10 + 12).
#[test]
fn law_78_d_cross_imps_summed_as_the_scoring_tag_says() {
    let file = "[Board \"2\"]\n[Vulnerable \"NS\"]\n[Scoring \"IMP;Cross\"]\n\
[ScoreTable \"PairId_NS;PairId_EW;Contract;Declarer;Result;IMP_NS\"]\n\
1 11 4S N 10 42\n2 12 3S N 10 ?\n3 13 2S N 9 ?\n4 14 2S N 9 ?\n5 15 4S N 9 ?\n";
    let out = run(&["-"], Some(file));
    assert!(out.status.success(), "{}", text(&out));
    let out = run(&["-", "--scoring", "cross-imps"], Some(file));
    assert_eq!(out.status.code(), Some(1), "averaged, 42 is not 10.5");
}

/// A row that cannot be read is named, and the others are scored.
#[test]
fn a_row_that_cannot_be_read_is_named_and_the_rest_scored() {
    let file = "[Board \"1\"]\n[Scoring \"MP\"]\n\
[ScoreTable \"PairId_NS;PairId_EW;Contract;Declarer;Result;Score_NS\"]\n\
1 1 4S N 10 420\n2 2 4S Q 10 420\n3 3 4S N 14 -\n";
    let out = run(&["-", "--plain"], Some(file));
    assert_eq!(out.status.code(), Some(1));
    let t = text(&out);
    assert!(
        t.contains("-:5:8: board 1, 2 v 2: cannot be read: `Q` is no seat (N, E, S, W)"),
        "{t}"
    );
    assert!(
        t.contains("-:6:10: board 1, 3 v 3: cannot be read: `14` is no number of tricks (0-13)"),
        "{t}"
    );
}

/// Errors say what to do: a missing file (status 2, nothing on stdout).
#[test]
fn a_missing_file_is_refused_with_a_hint() {
    let out = run(&["no-such-evening.pbn"], None);
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("cannot open no-such-evening.pbn"), "{err}");
    assert!(err.contains("hint:"), "{err}");
}

/// A long file is read a game at a time: 3,000 boards of four results each
/// stream through standard input and are all scored and ranked.
#[test]
fn a_long_file_streams_through() {
    let mut file = String::new();
    for b in 1..=3000 {
        file.push_str(&format!(
            "[Board \"{b}\"]\n[Scoring \"MP\"]\n\
[ScoreTable \"PairId_NS;PairId_EW;Contract;Declarer;Result\"]\n\
1 1 1NT N 7\n2 2 1NT N 8\n3 3 1NT N 6\n4 4 Pass - -\n\n"
        ));
    }
    let out = run(&["-", "--json", "--by-direction"], Some(&file));
    assert!(out.status.success());
    let summary: Value = serde_json::from_str(text(&out).trim()).expect("JSON");
    assert_eq!(summary["boards"], 3000);
    assert_eq!(summary["results"], 12000);
    assert_eq!(summary["standings"]["rows"][0]["contestant"], "2");
    assert_eq!(summary["standings"]["rows"][0]["percentage"], 100.0);
}

/// A real traveller: board 28 of a French national pairs final (Fédération
/// Française de Bridge, 6 February 2022, scored by Magic Contest: `Scoring
/// "MatchPoints;MP1"`, North-South vulnerable), 22 tables, nine passed out,
/// ties of four, nine and five, scores written as quoted strings and
/// percentages rounded to whole numbers: every row's score, matchpoints (top
/// 42) and percentage is reproduced.
#[test]
fn law_78_a_a_real_events_traveller_is_reproduced() {
    // Table, NS, EW, contract, declarer, tricks, NS score, MP_NS, % NS.
    type Row = (
        u32,
        u32,
        u32,
        &'static str,
        &'static str,
        &'static str,
        i32,
        f64,
        u32,
    );
    let rows: [Row; 22] = [
        (19, 4, 11, "2HX", "S", "8", 670, 42.0, 100),
        (16, 14, 1, "2S", "E", "5", 150, 40.0, 95),
        (10, 20, 38, "2H", "S", "9", 140, 38.0, 90),
        (15, 15, 43, "2H", "S", "8", 110, 33.0, 79),
        (7, 23, 35, "2H", "S", "8", 110, 33.0, 79),
        (4, 32, 26, "2H", "S", "8", 110, 33.0, 79),
        (6, 34, 24, "2H", "S", "8", 110, 33.0, 79),
        (20, 5, 10, "Pass", "-", "-", 0, 20.0, 48),
        (22, 8, 7, "Pass", "-", "-", 0, 20.0, 48),
        (18, 12, 3, "Pass", "-", "-", 0, 20.0, 48),
        (14, 16, 42, "Pass", "-", "-", 0, 20.0, 48),
        (12, 18, 40, "Pass", "-", "-", 0, 20.0, 48),
        (5, 25, 33, "Pass", "-", "-", 0, 20.0, 48),
        (3, 31, 27, "Pass", "-", "-", 0, 20.0, 48),
        (13, 41, 17, "Pass", "-", "-", 0, 20.0, 48),
        (1, 44, 29, "Pass", "-", "-", 0, 20.0, 48),
        (21, 6, 9, "2H", "S", "7", -100, 6.0, 14),
        (11, 19, 39, "3C", "N", "8", -100, 6.0, 14),
        (2, 28, 30, "2H", "S", "7", -100, 6.0, 14),
        (8, 36, 22, "2C", "S", "7", -100, 6.0, 14),
        (9, 37, 21, "2H", "S", "7", -100, 6.0, 14),
        (17, 13, 2, "2N", "N", "5", -300, 0.0, 0),
    ];
    let mut file = String::from(
        "[Board \"28\"]\n[Dealer \"W\"]\n[Vulnerable \"NS\"]\n[Scoring \"MatchPoints;MP1\"]\n\
[ScoreTable \"Table\\2R;PairId_NS\\2R;PairId_EW\\2R;Contract\\4L;Declarer\\1R;Result\\2R;\
Score_NS\\6R;Score_EW\\6R;MP_NS\\4R;MP_EW\\4R;Percentage_NS\\3R;Percentage_EW\\3R\"]\n",
    );
    for (t, ns, ew, c, d, r, score, mp, pct) in rows {
        let (sns, sew) = if score >= 0 {
            (format!("\"{score}\""), "-".to_owned())
        } else {
            ("-".to_owned(), format!("\"{}\"", -score))
        };
        file.push_str(&format!(
            "{t:>2} {ns:>2} {ew:>2} {c:<4} {d} {r:>2} {sns:>6} {sew:>6} {mp:>4.1} {:>4.1} {pct:>3} {:>3}\n",
            42.0 - mp,
            100 - pct
        ));
    }
    let out = run(&["-", "--by-direction", "--plain"], Some(&file));
    let t = text(&out);
    assert!(out.status.success(), "{t}");
    assert!(
        t.ends_with("1 boards, 22 results; all 22 rows agree with the laws\n"),
        "{t}"
    );
    // One matchpoint off is named.
    let wrong = file.replace("\"140\"      - 38.0", "\"140\"      - 37.0");
    assert_ne!(wrong, file);
    let out = run(&["-", "--plain"], Some(&wrong));
    assert!(text(&out).contains("board 28, 20 v 38: MP_NS is 37.0 in the file; Law 78A gives 38"));
}

/// Multiplicity (§5.9): a row standing for several tables with the same
/// result counts as that many; names with unquoted spaces in a last
/// column keep the rows whole.
#[test]
fn rows_with_a_multiplicity_and_unquoted_names() {
    let file = "[Board \"1\"]\n[Vulnerable \"None\"]\n[Scoring \"MP\"]\n\
[ScoreTable \"Contract;Declarer;Result;MP_NS;Multiplicity;Names_NS\"]\n\
4S N 10 4 3 Ann Lee - Bo Ray\n4S N 9 0 1 Cy Dow\n";
    let out = run(&["-"], Some(file));
    // 420 three times, -50 once: each 420 beats one and ties two (4 units),
    // -50 beats none.
    assert!(out.status.success(), "{}", text(&out));
    let bad = file.replace("4S N 10 4 3", "4S N 10 5 3");
    let out = run(&["-", "--plain"], Some(&bad));
    let t = text(&out);
    assert!(
        t.contains("-:5:9: board 1, row 1 v row 1 EW: MP_NS is 5 in the file; Law 78A gives 4"),
        "{t}"
    );
}
