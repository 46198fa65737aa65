//! `tablelaw serve`: the page and the JSON API of the `tablelaw-serve`
//! crate, on an address, with its database.

use std::process::ExitCode;

use clap::Args;

/// The arguments of `tablelaw serve`.
#[derive(Debug, Args)]
pub struct ServeArgs {
    /// The address to listen on (port 0: any free port, printed).
    #[arg(long, value_name = "HOST:PORT", default_value = "127.0.0.1:8080")]
    addr: String,

    /// The database: an SQLite file (a path or `sqlite:PATH`, made if
    /// missing), or a `postgres://` URL (TLS as its `sslmode` asks, with
    /// `sslrootcert` for the CA file).
    #[arg(long, value_name = "PATH|URL", default_value = "tablelaw.db")]
    db: String,

    /// The token that creating a table needs (a club's public server);
    /// without it anyone who reaches the server may create tables, which
    /// suits loopback. Also read from TABLELAW_ADMIN_TOKEN.
    #[arg(
        long,
        value_name = "TOKEN",
        env = "TABLELAW_ADMIN_TOKEN",
        hide_env_values = true
    )]
    admin_token: Option<String>,
}

/// Serves until stopped; exit status 2 where `--db` names no database the
/// server can use (another scheme, a URL that does not read), 1 where the
/// database cannot be opened or the address bound.
pub fn run(args: ServeArgs) -> ExitCode {
    if let Err(e) = tablelaw_serve::store::Target::parse(&args.db) {
        eprintln!("error: --db: {e}");
        return ExitCode::from(2);
    }
    match tablelaw_serve::run(&args.addr, &args.db, args.admin_token) {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("error: {message}");
            ExitCode::FAILURE
        }
    }
}
