//! The declared minimum Rust version (`rust-version` in the workspace's
//! `Cargo.toml`) is the true one: no package the workspace builds or tests
//! with, as the lock file pins them, declares a higher one. The machine has
//! one toolchain, so the check reads each dependency's own declaration
//! (`cargo metadata`) rather than building with an older compiler.
//!
//! It reads only what a build on this machine downloads: the packages of
//! the host platform (`--filter-platform`), offline. Packages for other
//! platforms only (`anstyle-wincon`, `windows-sys`) are never fetched by a
//! Linux build, and asking for them would fail on a newcomer's fresh cargo
//! registry; `.ci/run` runs this test against such a registry.

use std::process::Command;

fn version(text: &str) -> (u32, u32, u32) {
    let mut parts = text.split('.').map(|p| p.parse::<u32>().unwrap_or(0));
    (
        parts.next().unwrap_or(0),
        parts.next().unwrap_or(0),
        parts.next().unwrap_or(0),
    )
}

/// The host's target triple, as cargo states it (`cargo -vV`).
fn host_platform() -> String {
    let out = Command::new(env!("CARGO"))
        .arg("-vV")
        .output()
        .expect("cargo -vV runs");
    let text = String::from_utf8_lossy(&out.stdout);
    text.lines()
        .find_map(|l| l.strip_prefix("host: "))
        .expect("cargo -vV names the host")
        .trim()
        .to_owned()
}

#[test]
fn no_dependency_needs_a_newer_rust_than_the_workspace_declares() {
    let host = host_platform();
    let out = Command::new(env!("CARGO"))
        .args(["metadata", "--format-version", "1", "--locked", "--offline"])
        .args(["--filter-platform", &host])
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
