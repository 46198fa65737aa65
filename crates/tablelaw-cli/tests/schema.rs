//! Every report `tablelaw rule --json` prints validates against the
//! published schema (`schema/report.schema.json`): the report of every test
//! script of every game, the bundled examples, and the per-code reports of
//! `--compare`.

use std::path::{Path, PathBuf};
use std::process::Command;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn validator() -> jsonschema::Validator {
    let text = std::fs::read_to_string(root().join("schema/report.schema.json")).expect("schema");
    let schema: serde_json::Value = serde_json::from_str(&text).expect("the schema is JSON");
    jsonschema::draft202012::new(&schema).expect("the schema is a valid JSON Schema")
}

fn json_of(args: &[&str]) -> serde_json::Value {
    let out = Command::new(env!("CARGO_BIN_EXE_tablelaw"))
        .args(args)
        .output()
        .expect("run tablelaw");
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).expect("JSON")
}

fn errors(v: &jsonschema::Validator, report: &serde_json::Value) -> Vec<String> {
    v.iter_errors(report)
        .map(|e| format!("{} at {}", e, e.instance_path()))
        .collect()
}

#[test]
fn every_report_of_the_test_scripts_and_examples_validates_against_the_schema() {
    let v = validator();
    let mut scripts: Vec<PathBuf> =
        std::fs::read_dir(root().join("crates/tablelaw-cli/tests/scripts"))
            .expect("scripts")
            .chain(std::fs::read_dir(root().join("examples")).expect("examples"))
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.extension().is_some_and(|x| x == "tl"))
            .filter(|p| {
                let name = p.file_name().and_then(|n| n.to_str()).unwrap_or_default();
                !name.starts_with("error-")
            })
            .collect();
    scripts.sort();
    assert!(scripts.len() > 100, "too few scripts: {}", scripts.len());
    let mut codes = std::collections::BTreeSet::new();
    let mut failures = Vec::new();
    for script in &scripts {
        let path = script.to_str().expect("path");
        let name = script
            .file_name()
            .and_then(|n| n.to_str())
            .unwrap_or_default();
        let reports = if name.starts_with("compare-") {
            let c = json_of(&["rule", "--compare", "--json", path]);
            c["results"]
                .as_array()
                .expect("results")
                .iter()
                .map(|r| r["report"].clone())
                .collect()
        } else {
            vec![json_of(&["rule", "--json", path])]
        };
        for report in reports {
            codes.insert(report["code"].as_str().unwrap_or_default().to_owned());
            let e = errors(&v, &report);
            if !e.is_empty() {
                failures.push(format!("{name}: {}", e.join("; ")));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    // Every code of laws was seen.
    assert_eq!(codes.len(), 6, "{codes:?}");
}

#[test]
fn a_report_without_its_schema_version_or_with_a_seat_by_name_is_refused() {
    let v = validator();
    let good = json_of(&[
        "rule",
        "--json",
        "-e",
        "laws rubber\ndealer N\nN 1S\nE 1H\n",
    ]);
    assert!(errors(&v, &good).is_empty(), "{:?}", errors(&v, &good));
    let mut no_version = good.clone();
    no_version.as_object_mut().expect("object").remove("schema");
    assert!(!errors(&v, &no_version).is_empty());
    let mut named = good.clone();
    named["dealer"] = serde_json::json!("North");
    assert!(!errors(&v, &named).is_empty());
    let mut two_games = good;
    two_games["euchre"] = serde_json::json!({ "deals": [], "hand": null, "score": { "points": [0, 0], "games": [], "over": false } });
    assert!(!errors(&v, &two_games).is_empty());
}
