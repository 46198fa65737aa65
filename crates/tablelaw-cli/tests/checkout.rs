//! What a newcomer's checkout keeps clean: the files `tablelaw serve` makes
//! by default are ignored by git, wherever in the tree the command is run.

use std::path::Path;
use std::process::Command;

const BIN: &str = env!("CARGO_BIN_EXE_tablelaw");

/// The default of `serve --db`, as its help states it.
fn default_database() -> String {
    let out = Command::new(BIN)
        .args(["serve", "--help"])
        .output()
        .expect("the binary runs");
    let help = String::from_utf8_lossy(&out.stdout);
    let line = help
        .lines()
        .find(|l| l.trim_start().starts_with("--db"))
        .expect("serve --help names --db");
    let default = line
        .split("[default: ")
        .nth(1)
        .and_then(|rest| rest.split(']').next())
        .expect("--db has a default");
    default.to_owned()
}

#[test]
fn serve_default_database_files_are_ignored_by_git() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let in_git = Command::new("git")
        .args(["rev-parse", "--is-inside-work-tree"])
        .current_dir(&root)
        .output()
        .is_ok_and(|o| o.status.success());
    if !in_git {
        eprintln!("not a git checkout (or no git): nothing to check");
        return;
    }
    let db = default_database();
    assert_eq!(
        db, "tablelaw.db",
        "the test names the files SQLite makes beside it"
    );
    // SQLite in WAL mode makes two files beside the database; a rollback
    // journal, one.
    for dir in ["", "crates/tablelaw-serve/"] {
        for suffix in ["", "-wal", "-shm", "-journal"] {
            let path = format!("{dir}{db}{suffix}");
            let ignored = Command::new("git")
                .args(["check-ignore", "-q", "--no-index", &path])
                .current_dir(&root)
                .status()
                .expect("git check-ignore runs");
            assert!(ignored.success(), "{path} is not ignored by git");
        }
    }
}
