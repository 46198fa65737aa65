//! The declared minimum Rust version (`rust-version` in the workspace's
//! `Cargo.toml`) is the true one: no package the workspace builds or tests
//! with, as the lock file pins them, declares a higher one. The machine has
//! one toolchain, so the check reads each dependency's own declaration
//! (`cargo metadata`) rather than building with an older compiler.

use std::process::Command;

fn version(text: &str) -> (u32, u32, u32) {
    let mut parts = text.split('.').map(|p| p.parse::<u32>().unwrap_or(0));
    (
        parts.next().unwrap_or(0),
        parts.next().unwrap_or(0),
        parts.next().unwrap_or(0),
    )
}

#[test]
fn no_dependency_needs_a_newer_rust_than_the_workspace_declares() {
    let out = Command::new(env!("CARGO"))
        .args(["metadata", "--format-version", "1", "--locked", "--offline"])
        .current_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/../.."))
        .output()
        .expect("cargo metadata runs");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let meta: serde_json::Value = serde_json::from_slice(&out.stdout).expect("JSON");
    let members: Vec<&str> = meta["workspace_members"]
        .as_array()
        .expect("members")
        .iter()
        .filter_map(|m| m.as_str())
        .collect();
    let packages = meta["packages"].as_array().expect("packages");
    let declared = packages
        .iter()
        .find(|p| p["name"] == "tablelaw")
        .and_then(|p| p["rust_version"].as_str())
        .expect("the workspace declares a rust-version");
    let mut needs = Vec::new();
    for p in packages {
        if let Some(v) = p["rust_version"].as_str()
            && version(v) > version(declared)
        {
            needs.push(format!("{} {} needs {v}", p["name"], p["version"]));
        }
        if members.contains(&p["id"].as_str().unwrap_or("")) {
            assert_eq!(p["rust_version"].as_str(), Some(declared), "{}", p["name"]);
        }
    }
    assert!(needs.is_empty(), "declared {declared}, but: {needs:?}");
}
