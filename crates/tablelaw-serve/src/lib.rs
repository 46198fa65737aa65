//! `tablelaw serve`: a table on a screen. An HTTP server with a page (the
//! auction in four columns, a bidding box for any seat and any call, the
//! rulings with their options as buttons, undo) and a JSON API beside it,
//! every accepted event kept in a database before the answer: SQLite in a
//! file by default, PostgreSQL given a `postgres://` URL.
//!
//! The database is the log: a table is its setup (a script header) and
//! its event lines, each as its game writes it; a table is folded from
//! them at start and after a restart. No request panics the server: bad
//! input is answered 400 with a message.
//!
//! # Example: serve on a free port and make a table
//! ```no_run
//! # async fn run() -> Result<(), Box<dyn std::error::Error>> {
//! let store = tablelaw_serve::store::Store::open("tables.db").await?;
//! let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await?;
//! tablelaw_serve::serve_on(listener, store).await?;
//! # Ok(()) }
//! ```

#![deny(missing_docs)]

pub mod api;
pub mod app;
pub mod evening;
mod page;
pub mod pbn;
pub mod setup;
pub mod store;

use std::sync::Arc;

pub use app::App;
pub use store::Store;

/// Serves the page and the API on `listener` until the process ends.
///
/// # Errors
/// The listener fails.
pub async fn serve_on(listener: tokio::net::TcpListener, store: Store) -> std::io::Result<()> {
    let app = Arc::new(App::new(store));
    axum::serve(listener, api::router(app)).await
}

/// Resolves on Ctrl-C or, on Unix, SIGTERM: the server then stops taking
/// connections and finishes the requests under way (every event it
/// acknowledged is committed already; the log needs no closing).
async fn stop_signal() {
    let interrupt = async {
        let _ = tokio::signal::ctrl_c().await;
    };
    #[cfg(unix)]
    let terminate = async {
        match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            Ok(mut s) => {
                s.recv().await;
            }
            Err(_) => std::future::pending::<()>().await,
        }
    };
    #[cfg(not(unix))]
    let terminate = std::future::pending::<()>();
    tokio::select! {
        () = interrupt => {}
        () = terminate => {}
    }
}

/// Serves on `listener` as [`serve_on`], creating a table needing
/// `creation_token` where given.
///
/// # Errors
/// The listener fails.
pub async fn serve_with(
    listener: tokio::net::TcpListener,
    store: Store,
    creation_token: Option<String>,
) -> std::io::Result<()> {
    let app = Arc::new(App::with_creation_token(store, creation_token));
    axum::serve(listener, api::router(app)).await
}

/// `tablelaw serve`: opens the database (`db`: a file path, `sqlite:PATH`,
/// or a `postgres://` URL), binds `addr`, prints the address, serves;
/// creating a table needs `creation_token` where given. Listening beyond
/// loopback without one, it warns that anyone who reaches it can create
/// tables.
///
/// # Errors
/// The database cannot be opened or the address bound, as a message (which
/// never repeats a password).
pub fn run(addr: &str, db: &str, creation_token: Option<String>) -> Result<(), String> {
    let target = store::Target::parse(db).map_err(|e| e.to_string())?;
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .map_err(|e| format!("cannot start: {e}"))?;
    runtime.block_on(async {
        let store = Store::open_target(&target)
            .await
            .map_err(|e| e.to_string())?;
        let encrypted = match store.encrypted().await {
            Ok(Some(true)) => ", TLS",
            Ok(Some(false)) => ", not encrypted",
            Ok(None) | Err(_) => "",
        };
        let listener = tokio::net::TcpListener::bind(addr)
            .await
            .map_err(|e| format!("cannot listen on {addr}: {e}"))?;
        let bound = listener
            .local_addr()
            .map_err(|e| format!("cannot listen on {addr}: {e}"))?;
        println!(
            "tablelaw serve: http://{bound}/ (database: {} {}{encrypted})",
            store.kind(),
            store.describe()
        );
        use std::io::Write as _;
        let _ = std::io::stdout().flush();
        if creation_token.is_none() && !bound.ip().is_loopback() {
            eprintln!(
                "tablelaw serve: warning: anyone who reaches {bound} can create tables; start it with --admin-token TOKEN (or TABLELAW_ADMIN_TOKEN) to keep creation to the director"
            );
        }
        let app = Arc::new(App::with_creation_token(store, creation_token));
        axum::serve(listener, api::router(app))
            .with_graceful_shutdown(stop_signal())
            .await
            .map_err(|e| format!("server: {e}"))?;
        eprintln!("tablelaw serve: stopped");
        Ok(())
    })
}
