//! Every clause a ruling cites is a clause of its code: each script of
//! `tests/scripts` is refereed, and every clause of every ruling is looked
//! up in the code's catalog (`tablelaw::law::catalog`).

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use tablelaw::law::catalog::{self, Treatment};
use tablelaw::law::{Citation, CodeId};
use tablelaw_formats::table::AnyTable;

fn scripts() -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/scripts");
    let mut all: Vec<PathBuf> = std::fs::read_dir(dir)
        .expect("tests/scripts")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "tl"))
        .collect();
    all.sort();
    all
}

/// Every clause cited by a ruling of each script that referees, with the
/// scripts that cite it.
fn cited() -> BTreeMap<String, (Citation, Vec<String>)> {
    let mut out: BTreeMap<String, (Citation, Vec<String>)> = BTreeMap::new();
    for path in scripts() {
        let text = std::fs::read_to_string(&path).expect("read script");
        let Ok((table, _)) = AnyTable::from_script(&text, None) else {
            continue;
        };
        let name = path
            .file_stem()
            .and_then(|n| n.to_str())
            .unwrap_or_default();
        for r in table.rulings() {
            assert_eq!(
                r.clauses.first(),
                Some(&r.law),
                "{name}: the principal clause first"
            );
            for c in &r.clauses {
                let entry = out.entry(c.to_string()).or_insert((*c, Vec::new()));
                if !entry.1.iter().any(|n| n == name) {
                    entry.1.push(name.to_owned());
                }
            }
        }
    }
    out
}

#[test]
fn every_clause_the_scripts_rulings_cite_is_a_clause_of_its_code() {
    let cited = cited();
    assert!(cited.len() > 100, "too few clauses cited: {}", cited.len());
    let unknown: Vec<String> = cited
        .values()
        .filter(|(c, _)| !c.in_code())
        .map(|(c, scripts)| format!("{c} (in {})", scripts.join(", ")))
        .collect();
    assert!(
        unknown.is_empty(),
        "clauses their codes do not have:\n{}",
        unknown.join("\n")
    );
}

/// The clauses a test's name names: `duplicate_2017_law_62_d_1_and_64_b_6_…`
/// names 62D1 and 64B6; `…_law_27b4_…` names 27B4; `…_law_47_e_2_a_…`
/// names 47E2(a).
fn named_clauses(name: &str) -> Vec<String> {
    named_by_edition(name).into_iter().map(|(_, p)| p).collect()
}

/// As [`named_clauses`], each with the edition named before it, if any:
/// `Some(2017)`, `Some(2007)`, or `Some(0)` for both
/// (`…_2007_and_2017_law_46_b2_…`); `…_2017_law_13_d_and_2007_13_c_…`
/// names 13D of 2017 and 13C of 2007.
fn named_by_edition(name: &str) -> Vec<(Option<u16>, String)> {
    let tokens: Vec<&str> = name.split('_').collect();
    let mut out = Vec::new();
    let mut year: Option<u16> = None;
    let mut i = 0;
    while i < tokens.len() {
        if let Ok(y @ (2007 | 2017)) = tokens[i].parse::<u16>() {
            // `2007_and_2017`: both editions.
            let both = i >= 2 && tokens[i - 1] == "and" && matches!(tokens[i - 2], "2007" | "2017");
            year = Some(if both { 0 } else { y });
        }
        let starts = i > 0 && matches!(tokens[i - 1], "law" | "laws" | "and" | "2007" | "2017");
        let Some((law, rest)) = starts.then(|| split_number(tokens[i])).flatten() else {
            i += 1;
            continue;
        };
        if !(1..=93).contains(&law) || (rest.is_empty() && matches!(tokens[i], "2007" | "2017")) {
            i += 1;
            continue;
        }
        let mut path = law.to_string();
        // What comes next: 0 a section letter, 1 a number, 2 a letter
        // (a), 3 a roman (i).
        let mut level = 0;
        i += 1;
        let mut pieces: std::collections::VecDeque<String> = compact(rest).into();
        loop {
            if pieces.is_empty() {
                // The next token, itself perhaps compact (`b1`).
                let Some(token) = tokens.get(i) else { break };
                let expanded = if token.len() <= 3 {
                    compact(token)
                } else {
                    Vec::new()
                };
                let fits = !expanded.is_empty() && {
                    let mut l = level;
                    expanded.iter().all(|p| {
                        let ok = piece_at(l, p).is_some();
                        l = if l == 0 && p.chars().all(|c| c.is_ascii_digit()) {
                            2
                        } else {
                            l + 1
                        };
                        ok
                    })
                };
                if !fits {
                    break;
                }
                pieces.extend(expanded);
                i += 1;
            }
            let Some(piece) = pieces.pop_front() else {
                break;
            };
            let Some(next) = piece_at(level, &piece) else {
                break;
            };
            path.push_str(&next);
            level = match level {
                0 if next.chars().all(|c| c.is_ascii_digit()) => 2,
                l => l + 1,
            };
        }
        out.push((year, path));
    }
    out
}

/// `27b4` as `27` and `b4`.
fn split_number(token: &str) -> Option<(u8, &str)> {
    let digits = token.bytes().take_while(u8::is_ascii_digit).count();
    let law = token[..digits].parse().ok()?;
    Some((law, &token[digits..]))
}

/// `c4b` as `c`, `4`, `b`; `ii` whole.
fn compact(rest: &str) -> Vec<String> {
    if matches!(rest, "i" | "ii" | "iii" | "iv") {
        return vec![rest.to_owned()];
    }
    let mut out: Vec<String> = Vec::new();
    for c in rest.chars() {
        match out.last_mut() {
            Some(last) if c.is_ascii_digit() && last.chars().all(|d: char| d.is_ascii_digit()) => {
                last.push(c)
            }
            _ => out.push(c.to_string()),
        }
    }
    out
}

/// One piece of a clause's path at `level`, as the code letters it.
fn piece_at(level: u8, piece: &str) -> Option<String> {
    let letter = piece.len() == 1 && ('a'..='h').contains(&piece.chars().next()?);
    let digit = piece.len() == 1 && piece.chars().all(|c| c.is_ascii_digit());
    match level {
        0 if letter => Some(piece.to_uppercase()),
        0 | 1 if digit => Some(piece.to_owned()),
        2 if letter => Some(format!("({piece})")),
        3 if matches!(piece, "i" | "ii" | "iii" | "iv") => Some(format!("({piece})")),
        _ => None,
    }
}

#[test]
fn test_names_name_their_clauses() {
    assert_eq!(
        named_clauses("duplicate_2017_law_62_d_1_and_64_b_6_revoke_on_the_twelfth_trick"),
        ["62D1", "64B6"]
    );
    assert_eq!(
        named_clauses("duplicate_2017_law_27b4_the_offender"),
        ["27B4"]
    );
    assert_eq!(named_clauses("x_law_47_e_2_a_retracted"), ["47E2(a)"]);
    assert_eq!(named_clauses("x_law_68_d_2_b_ii_void"), ["68D2(b)(ii)"]);
    assert_eq!(named_clauses("x_law_61_a_failure_to_follow"), ["61A"]);
    assert_eq!(named_clauses("x_law_45c4b_a_defender"), ["45C4(b)"]);
    assert_eq!(named_clauses("no_law_here"), Vec::<String>::new());
    assert_eq!(
        named_by_edition("duplicate_2017_law_13_d_and_2007_13_c_result"),
        [
            (Some(2017), "13D".to_owned()),
            (Some(2007), "13C".to_owned())
        ]
    );
}

/// The edition a test's name speaks of: `Some(2007)`, `Some(2017)`, or
/// `Some(0)` for both; `None` for another code's.
fn edition(name: &str, file: &str) -> Option<u16> {
    if name.contains("2007") {
        Some(2007)
    } else if name.contains("2017") {
        Some(2017)
    } else if name.contains("duplicate") {
        Some(0)
    } else if ["rubber", "auction", "bridge_whist", "euchre", "whist"]
        .iter()
        .any(|c| name.starts_with(c))
    {
        None
    } else if file.contains("duplicate") {
        Some(2017)
    } else {
        None
    }
}

/// Every test function of the workspace whose name names a clause of a
/// duplicate edition: (edition, clause) to test names.
fn tests_by_clause() -> BTreeMap<(u16, String), Vec<String>> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let mut out: BTreeMap<(u16, String), Vec<String>> = BTreeMap::new();
    for entry in walkdir::WalkDir::new(&root)
        .sort_by_file_name()
        .into_iter()
        .filter_map(Result::ok)
        .filter(|e| e.path().extension().is_some_and(|x| x == "rs"))
    {
        let file = entry.path().to_string_lossy().into_owned();
        if file.contains("/target/") {
            continue;
        }
        let Ok(text) = std::fs::read_to_string(entry.path()) else {
            continue;
        };
        let mut test_next = false;
        for line in text.lines() {
            let line = line.trim();
            if line.starts_with("#[test]") || line.starts_with("#[tokio::test") {
                test_next = true;
                continue;
            }
            let in_proptest =
                line.starts_with("fn ") && line.contains("(") && line.contains(" in ");
            let Some(rest) = line.strip_prefix("fn ") else {
                if !line.starts_with("#[") && !line.is_empty() {
                    test_next = false;
                }
                continue;
            };
            if !(test_next || in_proptest) {
                continue;
            }
            test_next = false;
            let name: String = rest
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
                .collect();
            let Some(ed) = edition(&name, &file) else {
                continue;
            };
            for (year, clause) in named_by_edition(&name) {
                let ed = year.unwrap_or(ed);
                let eds: &[u16] = if ed == 0 { &[2017, 2007] } else { &[ed] };
                for e in eds {
                    out.entry((*e, clause.clone()))
                        .or_default()
                        .push(name.clone());
                }
            }
        }
    }
    out
}

/// Whether `other` is `path` or one of its sub-items (`54B1` of `54B`).
fn within(path: &str, other: &str) -> bool {
    other.strip_prefix(path).is_some_and(|rest| {
        rest.is_empty()
            || !rest.starts_with(|c: char| c.is_ascii_digit())
            || path.ends_with(|c: char| c.is_ascii_uppercase())
    })
}

/// The laws the clause map covers: 13-16 and 41-71.
fn mapped(law: u8) -> bool {
    (13..=16).contains(&law) || (41..=71).contains(&law)
}

struct Row {
    path: String,
    treatment: Option<Treatment>,
    tests: Vec<String>,
    scripts: Vec<String>,
}

fn rows(
    code: CodeId,
    year: u16,
    cited: &BTreeMap<String, (Citation, Vec<String>)>,
    named: &BTreeMap<(u16, String), Vec<String>>,
) -> Vec<Row> {
    catalog::clauses(code)
        .iter()
        .filter(|c| mapped(c.law))
        .map(|c| {
            let path = format!("{}{}", c.law, c.clause);
            let mut tests: Vec<String> = named
                .iter()
                .filter(|((y, p), _)| *y == year && within(&path, p))
                .flat_map(|(_, names)| names.iter().cloned())
                .collect();
            tests.sort();
            tests.dedup();
            let mut scripts: Vec<String> = cited
                .values()
                .filter(|(cit, _)| cit.code == code && within(&path, &cit.path()))
                .flat_map(|(_, s)| s.iter().cloned())
                .collect();
            scripts.sort();
            scripts.dedup();
            Row {
                path,
                treatment: c.treatment,
                tests,
                scripts,
            }
        })
        .collect()
}

fn treatment_words(t: Option<Treatment>) -> (&'static str, &'static str) {
    match t {
        Some(Treatment::Refereed) => ("refereed", ""),
        Some(Treatment::Judgement(w)) => ("judgement", w),
        Some(Treatment::NotApplicable(w)) => ("n/a", w),
        Some(Treatment::Pending(w)) => ("pending", w),
        None => ("unmapped", ""),
    }
}

fn evidence(row: &Row) -> String {
    const SHOWN: usize = 4;
    let mut all: Vec<String> = row.tests.iter().map(|t| format!("`{t}`")).collect();
    all.extend(row.scripts.iter().map(|s| format!("script `{s}`")));
    let more = all.len().saturating_sub(SHOWN);
    all.truncate(SHOWN);
    let mut s = all.join(", ");
    if more > 0 {
        s.push_str(&format!(" and {more} more"));
    }
    s
}

fn render(rows17: &[Row], rows07: &[Row]) -> String {
    let mut out = String::from(
        "# The clause map: duplicate Laws 13-16 and 41-71\n\n\
         Every clause of the 2017 Laws of Duplicate Bridge, Laws 13-16 and 41-71, and\n\
         what the engine does with it: **refereed** (its rulings cite the clause;\n\
         the tests named after it and the scripts whose rulings cite it are listed),\n\
         **judgement** (it turns on the director's finding, named), **n/a** (no\n\
         engine applies it, and why) or **pending** (not yet refereed, and what is\n\
         missing). The clauses are the catalog of each code\n\
         (`crates/tablelaw/src/law/catalog/`), where the treatments are written.\n\n\
         Written by a program: `UPDATE_EXPECTED=1 cargo test -p tablelaw-cli --test clauses`.\n\
         `cargo test` fails when this file is stale, when a refereed clause has no\n\
         test, or when a ruling cites a clause its code does not have.\n\n",
    );
    let count = |rows: &[Row], w: &str| {
        rows.iter()
            .filter(|r| treatment_words(r.treatment).0 == w)
            .count()
    };
    out.push_str(&format!(
        "2017: {} clauses; {} refereed, {} judgement, {} n/a, {} pending.\n",
        rows17.len(),
        count(rows17, "refereed"),
        count(rows17, "judgement"),
        count(rows17, "n/a"),
        count(rows17, "pending"),
    ));
    let mut law = 0;
    for r in rows17 {
        let n: u8 = r
            .path
            .chars()
            .take_while(char::is_ascii_digit)
            .collect::<String>()
            .parse()
            .unwrap_or(0);
        if n != law {
            law = n;
            out.push_str(&format!(
                "\n## Law {n}\n\n| clause | treatment | tests |\n|---|---|---|\n"
            ));
        }
        let (t, why) = treatment_words(r.treatment);
        let t = if why.is_empty() {
            t.to_owned()
        } else {
            format!("{t}: {why}")
        };
        out.push_str(&format!("| {} | {} | {} |\n", r.path, t, evidence(r)));
    }
    out.push_str(
        "\n## The 2007 laws where their clauses differ\n\n\
         The 2007 edition's own clauses that 2017 does not have, and the 2017\n\
         clauses 2007 lacks, with the tests and scripts of the 2007 edition.\n\
         Where the 2007 text was not at hand the catalog lists 2017's lettering\n\
         (see its header and `codes::duplicate::edition_2007`).\n\n\
         | clause | in | tests |\n|---|---|---|\n",
    );
    let in17: std::collections::BTreeSet<&str> = rows17.iter().map(|r| r.path.as_str()).collect();
    let in07: std::collections::BTreeSet<&str> = rows07.iter().map(|r| r.path.as_str()).collect();
    for r in rows07.iter().filter(|r| !in17.contains(r.path.as_str())) {
        out.push_str(&format!("| {} | 2007 only | {} |\n", r.path, evidence(r)));
    }
    for r in rows17.iter().filter(|r| !in07.contains(r.path.as_str())) {
        out.push_str(&format!("| {} | 2017 only | {} |\n", r.path, evidence(r)));
    }
    out
}

#[test]
fn the_clause_map_is_current_and_every_refereed_clause_has_a_test() {
    let cited = cited();
    let named = tests_by_clause();
    let rows17 = rows(CodeId::Duplicate2017, 2017, &cited, &named);
    let rows07 = rows(CodeId::Duplicate2007, 2007, &cited, &named);
    let mut faults = Vec::new();
    for r in &rows17 {
        let covered = !r.tests.is_empty() || !r.scripts.is_empty();
        match r.treatment {
            Some(Treatment::Refereed) if !covered => faults.push(format!(
                "2017 {}: refereed, but no test names it and no script cites it",
                r.path
            )),
            Some(Treatment::NotApplicable(_)) if !r.scripts.is_empty() => faults.push(format!(
                "2017 {}: n/a, but rulings cite it ({})",
                r.path,
                r.scripts.join(", ")
            )),
            None => faults.push(format!("2017 {}: no treatment in the catalog", r.path)),
            _ => {}
        }
    }
    let map = render(&rows17, &rows07);
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../docs/clauses.md");
    if std::env::var_os("UPDATE_EXPECTED").is_some() {
        std::fs::write(&path, &map).expect("write docs/clauses.md");
    } else if std::fs::read_to_string(&path).ok().as_deref() != Some(map.as_str()) {
        faults.push(
            "docs/clauses.md is stale: run UPDATE_EXPECTED=1 cargo test -p tablelaw-cli --test clauses".to_owned(),
        );
    }
    assert!(faults.is_empty(), "{}", faults.join("\n"));
}
