//! The page: plain HTML, JavaScript and CSS kept in the binary, no build
//! step. One HTML file serves the list of tables (`/`), a table (`/t/{id}`)
//! and a club evening (`/e/{id}`); the script reads the address and draws
//! each from the JSON API.

use axum::http::header;
use axum::response::IntoResponse;

const HTML: &str = include_str!("page/index.html");
const JS: &str = include_str!("page/app.js");
const EVENING_JS: &str = include_str!("page/evening.js");
const CSS: &str = include_str!("page/style.css");

/// The evening: the tables and the form for a new one.
pub async fn index() -> impl IntoResponse {
    ([(header::CONTENT_TYPE, "text/html; charset=utf-8")], HTML)
}

/// A table (the same page; the script reads the id from the address).
pub async fn table() -> impl IntoResponse {
    ([(header::CONTENT_TYPE, "text/html; charset=utf-8")], HTML)
}

/// The page's script.
pub async fn script() -> impl IntoResponse {
    (
        [(header::CONTENT_TYPE, "text/javascript; charset=utf-8")],
        JS,
    )
}

/// The evening's script (loaded before the page's: it uses its helpers
/// once the page runs).
pub async fn evening_script() -> impl IntoResponse {
    (
        [(header::CONTENT_TYPE, "text/javascript; charset=utf-8")],
        EVENING_JS,
    )
}

/// The page's style.
pub async fn style() -> impl IntoResponse {
    ([(header::CONTENT_TYPE, "text/css; charset=utf-8")], CSS)
}
