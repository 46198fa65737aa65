//! The page: plain HTML, JavaScript and CSS kept in the binary, no build
//! step. One HTML file serves the evening (`/`) and a table (`/t/{id}`);
//! the script reads the address and draws either from the JSON API.

use axum::http::header;
use axum::response::IntoResponse;

const HTML: &str = include_str!("page/index.html");
const JS: &str = include_str!("page/app.js");
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

/// The page's style.
pub async fn style() -> impl IntoResponse {
    ([(header::CONTENT_TYPE, "text/css; charset=utf-8")], CSS)
}
