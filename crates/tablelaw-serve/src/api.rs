//! The JSON API (what the page uses too) and the page's own files.
//!
//! | route | what |
//! | --- | --- |
//! | `GET /api/tables` | every table in short |
//! | `POST /api/tables` | a new table ([`NewTable`]); the answer holds its write `token` |
//! | `GET /api/tables/{id}` | the table: events, report, legal actions |
//! | `POST /api/tables/{id}/events` | an event ([`EventRequest`]), with the write token |
//! | `POST /api/tables/{id}/undo` | takes back the last event ([`UndoRequest`]) |
//! | `GET /api/tables/{id}/script` | the table's script, as text |
//! | `GET /api/tables/{id}/report` | the report alone |
//! | `GET /api/tables/{id}/pbn` | a contract-bridge table as a PBN game |
//! | `POST /api/evenings` | a new club evening ([`NewEvening`](crate::evening::NewEvening)); the answer holds the director's `token` and the players' `read_token` |
//! | `GET /api/evenings/{id}` | the evening, as the token (either) may see it |
//! | `POST /api/evenings/{id}/results` | a traveller line ([`LineRequest`](crate::evening::LineRequest)), with the director's token |
//! | `POST /api/evenings/{id}/tables` | a board at a table refereed on this server ([`LinkRequest`](crate::evening::app::LinkRequest)) |
//! | `POST /api/evenings/{id}/adjust` | the director's adjusted score and its ruling ([`AdjustRequest`](crate::evening::AdjustRequest)) |
//! | `GET /api/evenings/{id}/boards/{n}` | board n's traveller |
//! | `GET /api/evenings/{id}/rankings` | the rankings (`rankings.csv`: as CSV) |
//! | `GET /api/evenings/{id}/pbn`, `/csv` | the evening as PBN (deals, ScoreTables, refereed tables' games) and as CSV |
//! | `GET /api/movements/mitchell?tables=N&boards=B` | a Mitchell |
//!
//! The write token goes in an `Authorization: Bearer TOKEN` header; an
//! evening's routes need one of its two tokens there (its writes, the
//! director's).
//! Request bodies are JSON of at most [`BODY_LIMIT`] bytes; a body that is
//! not JSON, or has a field not listed, is answered 400 with a message, a
//! larger one 413 with a message, each as `{"error": …}`. A write (every
//! `POST`) must say `Content-Type: application/json`: any other type is
//! answered 415, so that no other site's form or `text/plain` post, which
//! a browser sends without asking, can write (a JSON post from another
//! origin needs the browser's permission, which the server never gives).
//!
//! Where the server was started with a creation token (`--admin-token`),
//! `POST /api/tables` needs it as its bearer token (403 otherwise); the
//! list says whether (`creation_token`).
//!
//! The list is paged, newest first: `GET /api/tables?limit=N&before=CURSOR`
//! (`limit` 1 to [`LIST_LIMIT`], 50 by default); the answer's `next` is the
//! cursor of the page after, `null` on the last page.

use std::sync::Arc;

use axum::Router;
use axum::body::Bytes;
use axum::extract::{DefaultBodyLimit, Path, State};
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use serde::Deserialize;
use serde::de::DeserializeOwned;
use serde_json::{Value, json};

use crate::app::{App, Failure, Incoming};
use crate::page;
use crate::setup::NewTable;

/// The largest request body accepted, in bytes.
pub const BODY_LIMIT: usize = 64 * 1024;

/// The most tables a page of the list holds.
pub const LIST_LIMIT: usize = 500;

/// A page of the list: how many, and after which table.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ListQuery {
    /// How many tables, 1 to [`LIST_LIMIT`] (50 by default).
    pub limit: Option<usize>,
    /// The cursor the previous page gave as its `next`.
    pub before: Option<String>,
}

/// Refuses a write that does not say its body is JSON (415): a form or a
/// `text/plain` post from another site's page is not a write.
pub(crate) fn json_only(headers: &HeaderMap) -> Result<(), Failure> {
    let json = headers
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.split(';').next())
        .is_some_and(|v| v.trim().eq_ignore_ascii_case("application/json"));
    if json {
        Ok(())
    } else {
        Err(Failure::UnsupportedMediaType)
    }
}

/// An event for a table: a script line, or the game's event as JSON.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct EventRequest {
    /// A script line in the game's words (`W 1NT`, `E order-up`).
    pub line: Option<String>,
    /// The game's event in its JSON form.
    pub event: Option<Value>,
    /// The number of events the client saw; the event is refused (409)
    /// where the table has moved on.
    pub seq: Option<usize>,
}

/// A request to take back the last event.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct UndoRequest {
    /// The number of events the client saw (as for an event).
    pub seq: Option<usize>,
}

impl IntoResponse for Failure {
    fn into_response(self) -> Response {
        let (status, message) = match self {
            Failure::BadRequest(m) => (StatusCode::BAD_REQUEST, m),
            Failure::Forbidden => (
                StatusCode::FORBIDDEN,
                "writing needs the table's token (Authorization: Bearer TOKEN)".to_owned(),
            ),
            Failure::CreationForbidden => (
                StatusCode::FORBIDDEN,
                "creating a table needs this server's creation token (Authorization: Bearer TOKEN): ask the director who started it".to_owned(),
            ),
            Failure::NotFound => (StatusCode::NOT_FOUND, "no such table".to_owned()),
            Failure::NoEvening => (StatusCode::NOT_FOUND, "no such evening".to_owned()),
            Failure::EveningForbidden => (
                StatusCode::FORBIDDEN,
                "this needs the evening's director's token (Authorization: Bearer TOKEN): the page that made the evening keeps it".to_owned(),
            ),
            Failure::EveningReadForbidden => (
                StatusCode::FORBIDDEN,
                "reading an evening needs its director's token or its players' link (Authorization: Bearer TOKEN): ask the director for the link".to_owned(),
            ),
            Failure::Conflict(m) => (StatusCode::CONFLICT, m),
            Failure::TooLarge => (
                StatusCode::PAYLOAD_TOO_LARGE,
                format!(
                    "the request body is larger than {} KiB, the most the API reads: send one event a request, and make a table from a long script's first lines, then send the rest as events",
                    BODY_LIMIT / 1024
                ),
            ),
            Failure::Refused(m) => (StatusCode::UNPROCESSABLE_ENTITY, m),
            Failure::UnsupportedMediaType => (
                StatusCode::UNSUPPORTED_MEDIA_TYPE,
                "a write is JSON: send the body with Content-Type: application/json".to_owned(),
            ),
            Failure::Internal(m) => {
                eprintln!("error: {m}");
                (StatusCode::INTERNAL_SERVER_ERROR, m)
            }
        };
        (status, axum::Json(json!({ "error": message }))).into_response()
    }
}

pub(crate) fn body<T: DeserializeOwned + Default>(
    bytes: &[u8],
    empty_ok: bool,
) -> Result<T, Failure> {
    if empty_ok && bytes.iter().all(u8::is_ascii_whitespace) {
        return Ok(T::default());
    }
    serde_json::from_slice(bytes).map_err(|e| Failure::BadRequest(format!("request body: {e}")))
}

/// A request body of at most [`BODY_LIMIT`] bytes; a larger one is
/// answered 413 in JSON, like every other refusal, saying the limit.
pub struct Body(pub Bytes);

impl<S: Send + Sync> axum::extract::FromRequest<S> for Body {
    type Rejection = Failure;

    async fn from_request(req: axum::extract::Request, state: &S) -> Result<Self, Failure> {
        <Bytes as axum::extract::FromRequest<S>>::from_request(req, state)
            .await
            .map(Body)
            .map_err(|e| match e.status() {
                StatusCode::PAYLOAD_TOO_LARGE => Failure::TooLarge,
                _ => Failure::BadRequest(format!("request body: {}", e.body_text())),
            })
    }
}

/// A table id from the path; a path that does not read (bytes that are
/// not UTF-8) is answered 400 in JSON, like every other refusal.
pub struct Id(pub String);

impl<S: Send + Sync> axum::extract::FromRequestParts<S> for Id {
    type Rejection = Failure;

    async fn from_request_parts(
        parts: &mut axum::http::request::Parts,
        state: &S,
    ) -> Result<Self, Self::Rejection> {
        Path::<String>::from_request_parts(parts, state)
            .await
            .map(|Path(id)| Id(id))
            .map_err(|e| Failure::BadRequest(e.body_text()))
    }
}

pub(crate) fn token(headers: &HeaderMap) -> Option<&str> {
    headers
        .get(header::AUTHORIZATION)?
        .to_str()
        .ok()?
        .strip_prefix("Bearer ")
        .map(str::trim)
}

pub(crate) type Answer = Result<axum::Json<Value>, Failure>;

async fn list(
    State(app): State<Arc<App>>,
    query: Result<axum::extract::Query<ListQuery>, axum::extract::rejection::QueryRejection>,
) -> Answer {
    let axum::extract::Query(query) =
        query.map_err(|e| Failure::BadRequest(format!("the list's query: {}", e.body_text())))?;
    let limit = query.limit.unwrap_or(50);
    if !(1..=LIST_LIMIT).contains(&limit) {
        return Err(Failure::BadRequest(format!(
            "limit {limit}: a page holds 1 to {LIST_LIMIT} tables"
        )));
    }
    app.list(limit, query.before.as_deref())
        .await
        .map(axum::Json)
}

async fn create(
    State(app): State<Arc<App>>,
    headers: HeaderMap,
    Body(bytes): Body,
) -> Result<Response, Failure> {
    json_only(&headers)?;
    let new: NewTable = body(&bytes, true)?;
    let view = app.create(&new, token(&headers)).await?;
    Ok((StatusCode::CREATED, axum::Json(view)).into_response())
}

async fn read(State(app): State<Arc<App>>, Id(id): Id) -> Answer {
    app.read(&id).await.map(axum::Json)
}

async fn report(State(app): State<Arc<App>>, Id(id): Id) -> Answer {
    app.with_table(&id, |e| crate::app::report(&e.table))
        .await
        .map(axum::Json)
}

async fn script(State(app): State<Arc<App>>, Id(id): Id) -> Result<Response, Failure> {
    let text = app.with_table(&id, crate::app::script).await?;
    Ok(([(header::CONTENT_TYPE, "text/plain; charset=utf-8")], text).into_response())
}

async fn pbn(State(app): State<Arc<App>>, Id(id): Id) -> Result<Response, Failure> {
    let text = app
        .with_table(&id, |e| crate::pbn::game(&e.table, e.row.board))
        .await?
        .ok_or_else(|| Failure::BadRequest("PBN records contract bridge only".to_owned()))?;
    Ok(([(header::CONTENT_TYPE, "text/plain; charset=utf-8")], text).into_response())
}

async fn event(
    State(app): State<Arc<App>>,
    Id(id): Id,
    headers: HeaderMap,
    Body(bytes): Body,
) -> Answer {
    json_only(&headers)?;
    let request: EventRequest = body(&bytes, false)?;
    let incoming = match (&request.line, &request.event) {
        (Some(line), None) => Incoming::Line(line),
        (None, Some(event)) => Incoming::Structured(event),
        _ => {
            return Err(Failure::BadRequest(
                "give one of `line` (a script line) or `event` (the event as JSON)".to_owned(),
            ));
        }
    };
    app.append(&id, token(&headers), incoming, request.seq)
        .await
        .map(axum::Json)
}

async fn undo(
    State(app): State<Arc<App>>,
    Id(id): Id,
    headers: HeaderMap,
    Body(bytes): Body,
) -> Answer {
    json_only(&headers)?;
    let request: UndoRequest = body(&bytes, true)?;
    app.undo(&id, token(&headers), request.seq)
        .await
        .map(axum::Json)
}

async fn not_found() -> Failure {
    Failure::NotFound
}

/// The routes: the API, the page and its files.
pub fn router(app: Arc<App>) -> Router {
    Router::new()
        .route("/api/tables", get(list).post(create))
        .route("/api/tables/{id}", get(read))
        .route("/api/tables/{id}/events", post(event))
        .route("/api/tables/{id}/undo", post(undo))
        .route("/api/tables/{id}/script", get(script))
        .route("/api/tables/{id}/report", get(report))
        .route("/api/tables/{id}/pbn", get(pbn))
        .merge(crate::evening::routes::routes())
        .route("/", get(page::index))
        .route("/t/{id}", get(page::table))
        .route("/e/{id}", get(page::table))
        .route("/app.js", get(page::script))
        .route("/evening.js", get(page::evening_script))
        .route("/style.css", get(page::style))
        .fallback(not_found)
        .layer(DefaultBodyLimit::max(BODY_LIMIT))
        .with_state(app)
}
