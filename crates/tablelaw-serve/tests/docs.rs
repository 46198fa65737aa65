//! The API examples of `docs/serve.md` run as shown: each block fenced as
//! `api` is a request (method and path, headers, a JSON body) and, after
//! `=>`, the status and the fields checked in the answer (`a.b.0.c: JSON`).
//! `{id}` and `{token}` are the table made last.

mod common;

use common::{Server, databases};
use serde_json::Value;

struct Example {
    line: usize,
    method: String,
    path: String,
    token: bool,
    body: String,
    status: u16,
    checks: Vec<(String, String)>,
}

fn examples(text: &str) -> Vec<Example> {
    let mut out = Vec::new();
    let mut block: Option<(usize, Vec<&str>)> = None;
    for (i, line) in text.lines().enumerate() {
        match &mut block {
            None if line.trim() == "```api" => block = Some((i + 2, Vec::new())),
            Some((start, lines)) if line.trim() == "```" => {
                let (start, lines) = (*start, std::mem::take(lines));
                block = None;
                let (method, path) = lines[0].split_once(' ').expect("METHOD PATH");
                let arrow = lines
                    .iter()
                    .position(|l| l.starts_with("=> "))
                    .expect("a => line");
                let token = lines[1..arrow]
                    .iter()
                    .any(|l| l.starts_with("Authorization:"));
                let body = lines[1..arrow]
                    .iter()
                    .filter(|l| !l.starts_with("Authorization:"))
                    .copied()
                    .collect::<Vec<_>>()
                    .join("\n");
                let status = lines[arrow][3..].trim().parse().expect("a status");
                let checks = lines[arrow + 1..]
                    .iter()
                    .map(|l| {
                        let (k, v) = l.split_once(": ").expect("KEY: JSON");
                        (k.to_owned(), v.to_owned())
                    })
                    .collect();
                out.push(Example {
                    line: start,
                    method: method.to_owned(),
                    path: path.to_owned(),
                    token,
                    body,
                    status,
                    checks,
                });
            }
            Some((_, lines)) => lines.push(line),
            None => {}
        }
    }
    out
}

fn fill(s: &str, id: &str, token: &str) -> String {
    s.replace("{id}", id).replace("{token}", token)
}

fn at<'a>(value: &'a Value, path: &str) -> &'a Value {
    path.split('.')
        .fold(value, |v, key| match key.parse::<usize>() {
            Ok(i) => &v[i],
            Err(_) => &v[key],
        })
}

/// Runs the `api` examples of the file `name` (from the repository's root)
/// in order, on every database; at least `least` of them.
/// The examples list the tables newest first, so two files' examples must
/// not make tables at once on a shared database (PostgreSQL).
static ONE_FILE_AT_A_TIME: std::sync::Mutex<()> = std::sync::Mutex::new(());

fn run_examples(name: &str, least: usize) {
    let _one = ONE_FILE_AT_A_TIME
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner());
    let path = format!("{}/../../{name}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{name}: {e}"));
    let examples = examples(&text);
    assert!(
        examples.len() >= least,
        "{name}: only {} examples",
        examples.len()
    );
    for db in databases("docs") {
        let server = Server::start(&db);
        let (mut id, mut token) = (String::new(), String::new());
        for ex in &examples {
            let (status, answer) = server.request(
                &ex.method,
                &fill(&ex.path, &id, &token),
                ex.token.then_some(token.as_str()),
                fill(&ex.body, &id, &token).as_bytes(),
            );
            let place = format!("{name}:{} {} {}", ex.line, ex.method, ex.path);
            assert_eq!(status, ex.status, "{place}: {answer}");
            let answer: Value =
                serde_json::from_str(&answer).unwrap_or_else(|e| panic!("{place}: {e}: {answer}"));
            if status == 201 {
                id = answer["id"].as_str().expect("an id").to_owned();
                token = answer["token"].as_str().expect("a token").to_owned();
            }
            if status >= 400 {
                assert!(answer["error"].is_string(), "{place}: {answer}");
            }
            for (key, expected) in &ex.checks {
                let expected: Value = serde_json::from_str(&fill(expected, &id, &token))
                    .unwrap_or_else(|e| panic!("{place}: {key}: {e}"));
                assert_eq!(at(&answer, key), &expected, "{place}: {key} in {answer}");
            }
        }
    }
}

#[test]
fn the_api_examples_run_as_shown() {
    run_examples("docs/serve.md", 10);
}

#[test]
fn the_readmes_api_examples_run_as_shown() {
    run_examples("README.md", 2);
}
